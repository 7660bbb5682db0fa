invite-not-host = Doar gazda acestei mese poate invita membri.
invite-not-lobby = Această masă nu mai primește jucători.
invite-choose = Alege membrii de invitat (jucătorii calculator intră cu butonul lor).
invite-the-host = Gazda
invite-someone = cineva
invite-join = Intră
call-mention = { $members }: { $text }
invite-call = **{ $by }** te invită să joci { $game } (masa { $table }). Apasă Intră ca să iei loc; invitația expiră odată cu lobby-ul.
invite-dm = **{ $by }** te invită să joci { $game } (masa { $table }). Apasă Intră ca să iei loc; invitația expiră odată cu lobby-ul.
open-call = s-a deschis o masă de { $game } (masa { $table }, deschisă de **{ $by }**), cu { $free ->
    [one] un loc liber
    [few] { $free } locuri libere
   *[other] { $free } de locuri libere
}. Apasă Intră ca să iei unul.
open-dm = S-a deschis o masă de { $game } (masa { $table }, deschisă de **{ $by }**), cu { $free ->
    [one] un loc liber
    [few] { $free } locuri libere
   *[other] { $free } de locuri libere
}. Apasă Intră ca să iei unul.
invite-in-server = pe **{ $server }**
invite-go = [mergi la masă]({ $link })
invite-told-invited = Invitați: { $members }.
invite-told-already = { $members }: invitați deja (o dată pe masă).
invite-told-refusing = { $members } { $count ->
    [one] nu primește
    [few] nu primesc
   *[other] nu primesc
} invitații.
invite-told-seated = { $members } { $count ->
    [one] stă deja
    [few] stau deja
   *[other] stau deja
} la masă.
