invite-not-host = Samo domaćin ovog stola može da poziva članove.
invite-not-lobby = Ovaj sto više ne prima igrače.
invite-choose = Izaberi članove koje pozivaš (računar seda preko svog dugmeta).
invite-the-host = Domaćin
invite-someone = neko
invite-join = Pridruži se
call-mention = { $members }: { $text }
invite-call = **{ $by }** te poziva da igraš { $game } (sto { $table }). Pritisni Pridruži se da sedneš; poziv ističe sa lobijem.
invite-dm = **{ $by }** te poziva da igraš { $game } (sto { $table }). Pritisni Pridruži se da sedneš; poziv ističe sa lobijem.
open-call = otvoren je sto za { $game } (sto { $table }, otvorio ga je **{ $by }**), { $free ->
    [one] slobodno je { $free } mesto
    [few] slobodna su { $free } mesta
   *[other] slobodno je { $free } mesta
}. Pritisni Pridruži se da sedneš.
open-dm = Otvoren je sto za { $game } (sto { $table }, otvorio ga je **{ $by }**), { $free ->
    [one] slobodno je { $free } mesto
    [few] slobodna su { $free } mesta
   *[other] slobodno je { $free } mesta
}. Pritisni Pridruži se da sedneš.
invite-in-server = na **{ $server }**
invite-go = [idi za sto]({ $link })
invite-told-invited = Pozvani: { $members }.
invite-told-already = { $members }: već pozvani (jednom po stolu).
invite-told-refusing = { $members } ne { $count ->
    [one] prima
    [few] primaju
   *[other] primaju
} pozive.
invite-told-seated = { $members } već { $count ->
    [one] sedi
    [few] sede
   *[other] sede
} za stolom.
