board-ordinal = { $ordinal ->
    [one] { $place }:a
   *[other] { $place }:e
}
board-best = bäst **{ $best }**
board-average = snitt { $average }
board-games = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}
board-rating = rating **{ $rating }**
board-games-won = { $games ->
    [one] { $games } parti
   *[other] { $games } partier
}, { $wins } vunna
board-title = 🏆 { $game } — topplista för { $season }
board-title-final = 🏆 { $game } — slutställning för { $season }
board-you = ⬅️ **du**
board-nobody-yet = Ingen är rankad än: en spelare listas efter { $min ->
    [one] { $min } parti
   *[other] { $min } partier
} den här säsongen.
board-nobody-ended = Ingen var rankad när den här säsongen tog slut.
board-your-standing = Din placering
board-footer-solo = Sida { $page } av { $pages } · rankat efter bästa poäng, sedan snitt · listas efter { $min ->
    [one] { $min } parti
   *[other] { $min } partier
} · /settings för att dölja dig
board-footer-rated = Sida { $page } av { $pages } · rankat efter rating (μ − 3σ, en försiktig uppskattning) · listas efter { $min ->
    [one] { $min } parti
   *[other] { $min } partier
} · /settings för att dölja dig
board-not-played = Inte spelat den här säsongen.
board-ranked = **{ $place }** av { $ranked } — { $figures }
board-not-ranked-final = Inte rankad i slutställningen — { $figures }
board-provisional = Preliminär ({ $games } av { $min ->
    [one] { $min } parti
   *[other] { $min } partier
}) — { $figures }
board-next = Nästa ▶
board-previous = ◀ Föregående
board-gone = Den här topplistan finns inte längre.
leaderboard-daily-not-poker = Dagens giv är en 4-poker-giv: välj 4-poker för dess topplista.
leaderboard-no-season = Det finns ingen säsong som heter { $name } här. Säsonger: { $seasons }.
leaderboard-seasons-none = inga än
stats-title = 📊 { $name } — statistik
stats-none = Inga partier spelade på den här servern än.
stats-footer = Siffror genom tiderna · rating för { $season }
stats-solo = **{ $games }** { $games ->
    [one] parti
   *[other] partier
} · bäst **{ $best }** · snitt { $average }
stats-rated = **{ $games }** { $games ->
    [one] parti
   *[other] partier
} · **{ $wins }** vunna ({ $rate } %)
stats-streak = Svit: { $streak }
stats-streak-won-last = vann senaste partiet
stats-streak-wins = 🔥 **{ $count }** vinster i rad
stats-streak-lost-last = vann inte senaste partiet
stats-streak-no-wins = { $count ->
    [one] { $count } parti
   *[other] { $count } partier
} utan vinst
stats-season = { $season }: { $standing }
stats-partner = Favoritpartner: **{ $name }** ({ $tables } bord)
stats-bot = Botar har ingen statistik: bara medlemmar räknas.
stats-not-member = { $name } är inte medlem på den här servern.
stats-hidden = { $name } har valt att inte synas i statistiken.
history-title = 🗂️ { $name } — senaste borden
history-none = Inga bord spelade på den här servern än.
history-footer = /replay table:<nummer> bifogar protokollet för ett avslutat bord
history-abandoned = övergivet (räknas för ingen)
history-points = { $score } poäng
history-hinted = { $score } poäng (med tips: räknas inte)
history-place = { $place } av { $seated }
history-forfeited = { $place } (gav upp)
history-with = med { $names }
season-over = 🏁 { $season } är slut
season-game-ranked = { $game } ({ $ranked } rankade)
season-nobody-ranked = Ingen spelade tillräckligt många partier för att rankas.
season-next = Härnäst
season-begun = **{ $season }** har börjat: ratingen börjar om, statistiken genom tiderna fortsätter. `/leaderboard season:{ $past }` — eller vilken tidigare säsong som helst.
season-begun-ending = **{ $season }** har börjat och slutar { $ends }: ratingen börjar om, statistiken genom tiderna fortsätter. `/leaderboard season:{ $past }` — eller vilken tidigare säsong som helst.
season-not-a-manager = Bara medlemmar som kan hantera den här servern startar och avslutar säsonger.
season-no-name = Ge säsongen ett namn.
season-name-taken = Det finns redan en säsong som heter { $season }.
