# The host's refusals (bot/host, bot/pace.py, bot/seating.py): said to the member who asked,
# in their language.
host-closed = This table is closed.
host-closed-finished = This game is over.
host-closed-cancelled = This table was cancelled.
host-closed-expired = This table expired before it started.
host-closed-abandoned = This table was abandoned.
host-only-host = Only the host of this table can do that.
host-not-taking-players = This table is no longer taking players.
host-already-seated = You are already seated at this table.
host-host-cannot-leave = You are the host: cancel the table instead of leaving it.
host-seat-empty = That seat is already empty.
host-host-cannot-be-removed = The host cannot remove themselves; cancel the table instead.
host-seats-changed = Those seats have changed; look at the lobby again.
host-table-gone = This table no longer exists.
host-rematch-unfinished = Only a finished game can be played again.
host-rematch-players-only = Only the players of this game can start a rematch.
host-table-full = The table is full ({ $count } players).
host-moved-on = The game has moved on since these controls were drawn; here is what you can do now.
host-no-daily-hints = There are no hints in the daily deal.
host-end-not-allowed = Only the table's host or a member who can manage the server can end it.
host-already-ended = This table has already ended.
host-computer-plays-seat = The computer plays your seat for the rest of this game.
host-not-started = The game has not started yet.
host-start-count = { $game } starts with { $counts } { $last ->
        [one] player
       *[other] players
    }; { $seated } { $seated ->
        [one] is
       *[other] are
    } seated.
host-pace-solitaire = { $game } is played alone: it has no turn clock, so no pace.
host-pace-simultaneous = { $game } is played by everyone at once, with no turns: it has no { $pace ->
        [relaxed] relaxed
       *[slow] slow
    } pace.
host-pace-and-clock = turn_seconds sets a live table's clock; a { $pace ->
        [relaxed] relaxed table gives each turn four hours
       *[slow] slow table gives each turn a day
    }. Choose one of them.
host-pace-line = 🐢 { $pace ->
        [relaxed] A relaxed table: four hours per turn; the turn is told by DM.
       *[slow] A slow table: a day per turn; the turn is told by DM.
    }

# The host's notices (bot/host: ``Notice.of``), keyed like the engine's sentences by the digest
# of their English template (bot/i18n.py, said_id): public, in the table's language.
said-f5cd0885d7 = The table's records are busy, so the table is waiting; it carries on by itself shortly.
said-1e95a3b1a6 = { $player } ran out of time; the computer moved for them.
said-13c5e46957 = Everyone at this table is away, so the game is paused. Any player's move resumes it; otherwise it is abandoned { $when }.
said-ad0ed73938 = { $player } missed { $count } turns in a row, so the computer plays their seat for the rest of this game (it counts as a forfeit).
said-6d21033361 = Nobody started the game in time; the table expired.
said-1a66216c02 = Nobody came back, so the table is abandoned; it counts for nobody.
said-672a332db1 = { $player } opened a table of { $game }.
said-36ee2e16e3 = { $player } joined.
said-737a4fd0e8 = { $name } left.
said-4256cae07c = { $player } sat down.
said-674e3c67ca = { $name } was removed by the host.
said-919f85d6f2 = { $a } and { $b } changed seats.
said-d84c1a3371 = The host cancelled the table.
said-0c29f7b82d = Game over: { $winners } won.
said-b4e69c96ce = Game over: nobody won.
said-d16f2c5bbf = The game of { $game } begins.
said-abd42bdb28 = { $player } resigned; the computer plays their seat for the rest of the game.
said-9022717197 = { $player } is back: the game goes on.
said-b52b1b7ad8 = { $who } cancelled the table.
said-7b9c4c619a = A server manager cancelled the table.
said-ec7e3bb50f = { $who } ended the game; it counts for nobody.
said-84700d96d8 = A server manager ended the game; it counts for nobody.
