# /rules: the lines under each game's summary (data/rules/), from the engine's own options.
rules-players = **Players**: { $counts } { $last ->
    [one] player
   *[other] players
}.
rules-range = { $low } to { $high }
rules-or-more = { $low } or more
rules-options = **Options** (in `/play options:`, such as `name=value`):
rules-option = • `{ $name }` — { $description } Values: { $allowed }; default: { $default }.
rules-no-options = **Options**: none.
rules-default-above = (see above)
rules-option-krypkasino-rounds = Rounds in the match; default: the number of players, so each deals once.
rules-option-crveni_tepih-money = How players bid: with chips, or with money cards 2-6.
rules-option-crveni_tepih-all_pay = Whether every bidder pays what they bid (true), or only the auction's winner.
rules-option-crveni_tepih-target = Match points that end the match.
rules-option-kare_kupa-target = Points a partnership needs to win the match.
rules-option-kare_kupa-look = Whether everyone looks at freshly turned cards before anyone may take one.
