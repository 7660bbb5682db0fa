board-ordinal = { $place }.
board-best = najbolje **{ $best }**
board-average = prosek { $average }
board-games = { $games ->
    [one] { $games } partija
    [few] { $games } partije
   *[other] { $games } partija
}
board-rating = rejting **{ $rating }**
board-games-won = { $games ->
    [one] { $games } partija
    [few] { $games } partije
   *[other] { $games } partija
}, pobeda: { $wins }
board-title = 🏆 { $game } — rang-lista, { $season }
board-title-final = 🏆 { $game } — konačni poredak, { $season }
board-you = ⬅️ **ti**
board-nobody-yet = Još niko nije rangiran: igrač se pojavljuje posle { $min ->
    [one] { $min } partije
    [few] { $min } partije
   *[other] { $min } partija
} ove sezone.
board-nobody-ended = Niko nije bio rangiran kada se ova sezona završila.
board-your-standing = Tvoj plasman
board-footer-solo = Strana { $page } od { $pages } · poredak po najboljem rezultatu, pa po proseku · na listi posle { $min ->
    [one] { $min } partije
    [few] { $min } partije
   *[other] { $min } partija
} · /settings da se sakriješ
board-footer-rated = Strana { $page } od { $pages } · poredak po rejtingu (μ − 3σ, oprezna procena) · na listi posle { $min ->
    [one] { $min } partije
    [few] { $min } partije
   *[other] { $min } partija
} · /settings da se sakriješ
board-not-played = Nije igrano ove sezone.
board-ranked = **{ $place }** od { $ranked } — { $figures }
board-not-ranked-final = Nije rangiran u konačnom poretku — { $figures }
board-provisional = Privremeno ({ $games } od { $min ->
    [one] { $min } partije
    [few] { $min } partije
   *[other] { $min } partija
}) — { $figures }
board-next = Sledeća ▶
board-previous = ◀ Prethodna
board-gone = Ova rang-lista više ne postoji.
leaderboard-daily-not-poker = Dnevno deljenje je 4-poker deljenje: izaberi 4-poker za njegovu rang-listu.
leaderboard-no-season = Ovde nema sezone pod imenom { $name }. Sezone: { $seasons }.
leaderboard-seasons-none = još nijedna
stats-title = 📊 { $name } — statistika
stats-none = Na ovom serveru još nije odigrana nijedna partija.
stats-footer = Ukupne brojke · rejtinzi iz sezone { $season }
stats-solo = { $games ->
    [one] **{ $games }** partija
    [few] **{ $games }** partije
   *[other] **{ $games }** partija
} · najbolje **{ $best }** · prosek { $average }
stats-rated = { $games ->
    [one] **{ $games }** partija
    [few] **{ $games }** partije
   *[other] **{ $games }** partija
} · pobeda: **{ $wins }** ({ $rate }%)
stats-streak = Niz: { $streak }
stats-streak-won-last = poslednja partija dobijena
stats-streak-wins = 🔥 { $count ->
    [one] **{ $count }** pobeda
    [few] **{ $count }** pobede
   *[other] **{ $count }** pobeda
} zaredom
stats-streak-lost-last = poslednja partija nije dobijena
stats-streak-no-wins = { $count ->
    [one] { $count } partija
    [few] { $count } partije
   *[other] { $count } partija
} bez pobede
stats-season = { $season }: { $standing }
stats-partner = Omiljeni partner: **{ $name }** ({ $tables ->
    [one] { $tables } sto
    [few] { $tables } stola
   *[other] { $tables } stolova
})
stats-bot = Botovi nemaju statistiku: računaju se samo članovi.
stats-not-member = { $name } nije član ovog servera.
stats-hidden = { $name } ne želi da se pojavljuje u statistici.
history-title = 🗂️ { $name } — poslednji stolovi
history-none = Na ovom serveru još nije odigran nijedan sto.
history-footer = /replay table:<broj> prilaže zapis završenog stola
history-abandoned = napušteno (ne računa se nikome)
history-points = { $score ->
    [one] { $score } poen
    [few] { $score } poena
   *[other] { $score } poena
}
history-hinted = { $score ->
    [one] { $score } poen
    [few] { $score } poena
   *[other] { $score } poena
} (uz savet: ne računa se)
history-place = { $place } od { $seated }
history-forfeited = { $place } (predato)
history-with = sa { $names }
season-over = 🏁 { $season } je završena
season-game-ranked = { $game } (rangiranih: { $ranked })
season-nobody-ranked = Niko nije odigrao dovoljno partija da bi bio rangiran.
season-next = Sledeće
season-begun = **{ $season }** je počela: rejtinzi kreću iz početka, ukupna statistika se nastavlja. `/leaderboard season:{ $past }` — ili bilo koja prošla sezona.
season-begun-ending = **{ $season }** je počela i završava se { $ends }: rejtinzi kreću iz početka, ukupna statistika se nastavlja. `/leaderboard season:{ $past }` — ili bilo koja prošla sezona.
season-not-a-manager = Samo članovi koji mogu da upravljaju ovim serverom počinju i završavaju sezone.
season-no-name = Daj sezoni ime.
season-name-taken = Već postoji sezona pod imenom { $season }.
