# Invitations and "a table is open" notices: a mention in the lobby's channel (the server's
# language) or a DM (the member's).
invite-not-host = Only the host of this table can invite members.
invite-not-lobby = This table is no longer taking players.
invite-choose = Choose members to invite (computers join with their own button).
invite-the-host = The host
invite-someone = someone
invite-join = Join
call-mention = { $members }: { $text }
invite-call = **{ $by }** invites you to play { $game } (table { $table }). Press Join to take a seat; the invitation lapses with the lobby.
invite-dm = **{ $by }** invites you to play { $game } (table { $table }). Press Join to take a seat; the invitation lapses with the lobby.
open-call = a table of { $game } is open (table { $table }, opened by **{ $by }**), with { $free ->
    [one] a seat
   *[other] { $free } seats
} free. Press Join to take one.
open-dm = A table of { $game } is open (table { $table }, opened by **{ $by }**), with { $free ->
    [one] a seat
   *[other] { $free } seats
} free. Press Join to take one.
invite-in-server = in **{ $server }**
invite-go = [go to the table]({ $link })
invite-told-invited = Invited { $members }.
invite-told-already = { $members }: invited already (once per table).
invite-told-refusing = { $members } { $count ->
    [one] does
   *[other] do
} not take invitations.
invite-told-seated = { $members } { $count ->
    [one] is
   *[other] are
} already seated.
