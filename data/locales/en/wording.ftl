# The engine's own sentences (events and refusals), keyed by the digest of the English template
# (bot/i18n.py, said_id); English is the engine's template itself. So far: 4-poker's.
said-e48b5c903c = Only { $player } plays this game.
said-f675753b5e = There is no column { $column }; columns are 0 to 3.
said-059e6656b3 = Column { $column } is full.
said-14a9ca116a = Column { $column } is ahead of the others: finish the row first (columns { $allowed }).
said-9b1f7c504b = { $card } goes on column { $column }.
said-8cfe39028e = { $player } is not playing in this game.
said-4bb76431f1 = The board is complete: { $total } points.
