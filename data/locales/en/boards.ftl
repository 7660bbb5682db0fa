# /leaderboard, /stats, /history and the end of a season.
board-ordinal = { $ordinal ->
    [one] { $place }st
    [two] { $place }nd
    [few] { $place }rd
   *[other] { $place }th
}
board-best = best **{ $best }**
board-average = average { $average }
board-games = { $games } games
board-rating = rating **{ $rating }**
board-games-won = { $games } games, { $wins } won
board-title = 🏆 { $game } — { $season } leaderboard
board-title-final = 🏆 { $game } — { $season } final standings
board-you = ⬅️ **you**
board-nobody-yet = Nobody is ranked yet: a player is listed after { $min } games this season.
board-nobody-ended = Nobody was ranked when this season ended.
board-your-standing = Your standing
board-footer-solo = Page { $page } of { $pages } · ranked by best score, then average · listed after { $min } games · /settings to hide yourself
board-footer-rated = Page { $page } of { $pages } · ranked by rating (μ − 3σ, a cautious estimate) · listed after { $min } games · /settings to hide yourself
board-not-played = Not played this season.
board-ranked = **{ $place }** of { $ranked } — { $figures }
board-not-ranked-final = Not ranked in the final standings — { $figures }
board-provisional = Provisional ({ $games } of { $min } games) — { $figures }
board-next = Next ▶
board-previous = ◀ Previous
board-gone = This board is gone.
leaderboard-daily-not-poker = The daily deal is a 4-poker deal: choose 4-poker for its board.
leaderboard-no-season = There is no season called { $name } here. Seasons: { $seasons }.
leaderboard-seasons-none = none yet
stats-title = 📊 { $name } — statistics
stats-none = No games played in this server yet.
stats-footer = Lifetime figures · ratings of { $season }
stats-solo = **{ $games }** games · best **{ $best }** · average { $average }
stats-rated = **{ $games }** games · **{ $wins }** won ({ $rate }%)
stats-streak = Streak: { $streak }
stats-streak-won-last = won the last game
stats-streak-wins = 🔥 **{ $count }** wins in a row
stats-streak-lost-last = did not win the last game
stats-streak-no-wins = { $count } games without a win
stats-season = { $season }: { $standing }
stats-partner = Favourite partner: **{ $name }** ({ $tables } tables)
stats-bot = Bots have no statistics: only members are counted.
stats-not-member = { $name } is not a member of this server.
stats-hidden = { $name } chose not to appear in statistics.
history-title = 🗂️ { $name } — latest tables
history-none = No tables played in this server yet.
history-footer = /replay table:<number> attaches a finished table's record
history-abandoned = abandoned (counts for nobody)
history-points = { $score } points
history-hinted = { $score } points (hinted: not counted)
history-place = { $place } of { $seated }
history-forfeited = { $place } (forfeited)
history-with = with { $names }
season-over = 🏁 { $season } is over
season-game-ranked = { $game } ({ $ranked } ranked)
season-nobody-ranked = Nobody played enough games to be ranked.
season-next = Next
season-begun = **{ $season }** has begun: ratings start fresh, lifetime statistics carry on. `/leaderboard season:{ $past }` — or any past season.
season-begun-ending = **{ $season }** has begun, ending { $ends }: ratings start fresh, lifetime statistics carry on. `/leaderboard season:{ $past }` — or any past season.
season-not-a-manager = Only members who can manage this server start and end seasons.
season-no-name = Give the season a name.
season-name-taken = There is already a season called { $season }.
