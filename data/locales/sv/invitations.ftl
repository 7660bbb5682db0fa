invite-not-host = Bara bordets värd kan bjuda in medlemmar.
invite-not-lobby = Det här bordet tar inte emot fler spelare.
invite-choose = Välj medlemmar att bjuda in (datorspelare ansluter med sin egen knapp).
invite-the-host = Värden
invite-someone = någon
invite-join = Gå med
call-mention = { $members }: { $text }
invite-call = **{ $by }** bjuder in dig att spela { $game } (bord { $table }). Tryck på Gå med för att ta plats; inbjudan upphör med lobbyn.
invite-dm = **{ $by }** bjuder in dig att spela { $game } (bord { $table }). Tryck på Gå med för att ta plats; inbjudan upphör med lobbyn.
open-call = ett bord med { $game } är öppet (bord { $table }, öppnat av **{ $by }**), med { $free ->
    [one] en ledig plats
   *[other] { $free } lediga platser
}. Tryck på Gå med för att ta en.
open-dm = Ett bord med { $game } är öppet (bord { $table }, öppnat av **{ $by }**), med { $free ->
    [one] en ledig plats
   *[other] { $free } lediga platser
}. Tryck på Gå med för att ta en.
invite-in-server = på **{ $server }**
invite-go = [gå till bordet]({ $link })
invite-told-invited = Inbjudna: { $members }.
invite-told-already = { $members }: redan inbjudna (en gång per bord).
invite-told-refusing = { $members } tar inte emot inbjudningar.
invite-told-seated = { $members } sitter redan vid bordet.
