board-ordinal = locul { $place }
board-best = cel mai bun **{ $best }**
board-average = medie { $average }
board-games = { $games ->
    [one] { $games } partidă
    [few] { $games } partide
   *[other] { $games } de partide
}
board-rating = rating **{ $rating }**
board-games-won = { $games ->
    [one] { $games } partidă
    [few] { $games } partide
   *[other] { $games } de partide
}, câștigate: { $wins }
board-title = 🏆 { $game } — clasament, { $season }
board-title-final = 🏆 { $game } — clasamentul final, { $season }
board-you = ⬅️ **tu**
board-nobody-yet = Nimeni nu e încă în clasament: un jucător apare după { $min ->
    [one] { $min } partidă
    [few] { $min } partide
   *[other] { $min } de partide
} în acest sezon.
board-nobody-ended = Nimeni nu era în clasament când s-a încheiat acest sezon.
board-your-standing = Locul tău
board-footer-solo = Pagina { $page } din { $pages } · ordonat după cel mai bun scor, apoi după medie · apari după { $min ->
    [one] { $min } partidă
    [few] { $min } partide
   *[other] { $min } de partide
} · /settings ca să nu apari
board-footer-rated = Pagina { $page } din { $pages } · ordonat după rating (μ − 3σ, o estimare prudentă) · apari după { $min ->
    [one] { $min } partidă
    [few] { $min } partide
   *[other] { $min } de partide
} · /settings ca să nu apari
board-not-played = Nejucat în acest sezon.
board-ranked = **{ $place }** din { $ranked } — { $figures }
board-not-ranked-final = Nu apare în clasamentul final — { $figures }
board-provisional = Provizoriu ({ $games } din { $min ->
    [one] { $min } partidă
    [few] { $min } partide
   *[other] { $min } de partide
}) — { $figures }
board-next = Următoarea ▶
board-previous = ◀ Anterioara
board-gone = Acest clasament nu mai există.
leaderboard-daily-not-poker = Împărțeala zilei este una de 4-poker: alege 4-poker pentru clasamentul ei.
leaderboard-no-season = Nu există aici niciun sezon numit { $name }. Sezoane: { $seasons }.
leaderboard-seasons-none = niciunul încă
stats-title = 📊 { $name } — statistici
stats-none = Nicio partidă jucată încă pe acest server.
stats-footer = Cifre din toate timpurile · ratingurile din { $season }
stats-solo = { $games ->
    [one] **{ $games }** partidă
    [few] **{ $games }** partide
   *[other] **{ $games }** de partide
} · cel mai bun **{ $best }** · medie { $average }
stats-rated = { $games ->
    [one] **{ $games }** partidă
    [few] **{ $games }** partide
   *[other] **{ $games }** de partide
} · câștigate: **{ $wins }** ({ $rate }%)
stats-streak = Serie: { $streak }
stats-streak-won-last = a câștigat ultima partidă
stats-streak-wins = 🔥 { $count ->
    [one] **{ $count }** victorie
    [few] **{ $count }** victorii
   *[other] **{ $count }** de victorii
} la rând
stats-streak-lost-last = nu a câștigat ultima partidă
stats-streak-no-wins = { $count ->
    [one] { $count } partidă
    [few] { $count } partide
   *[other] { $count } de partide
} fără victorie
stats-season = { $season }: { $standing }
stats-partner = Partenerul preferat: **{ $name }** ({ $tables ->
    [one] { $tables } masă
    [few] { $tables } mese
   *[other] { $tables } de mese
})
stats-bot = Boții nu au statistici: se numără doar membrii.
stats-not-member = { $name } nu este membru al acestui server.
stats-hidden = { $name } a ales să nu apară în statistici.
history-title = 🗂️ { $name } — ultimele mese
history-none = Nicio masă jucată încă pe acest server.
history-footer = /replay table:<număr> atașează înregistrarea unei mese încheiate
history-abandoned = abandonată (nu contează pentru nimeni)
history-points = { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
history-hinted = { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
} (cu indicii: nu contează)
history-place = { $place } din { $seated }
history-forfeited = { $place } (abandon)
history-with = cu { $names }
season-over = 🏁 { $season } s-a încheiat
season-game-ranked = { $game } (în clasament: { $ranked })
season-nobody-ranked = Nimeni nu a jucat destule partide ca să intre în clasament.
season-next = Ce urmează
season-begun = **{ $season }** a început: ratingurile pornesc de la zero, statisticile din toate timpurile continuă. `/leaderboard season:{ $past }` — sau orice sezon trecut.
season-begun-ending = **{ $season }** a început și se încheie { $ends }: ratingurile pornesc de la zero, statisticile din toate timpurile continuă. `/leaderboard season:{ $past }` — sau orice sezon trecut.
season-not-a-manager = Doar membrii care pot administra acest server încep și încheie sezoane.
season-no-name = Dă-i sezonului un nume.
season-name-taken = Există deja un sezon numit { $season }.
