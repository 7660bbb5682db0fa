# The engine's own sentences (events and refusals), keyed by the digest of the English template
# (bot/i18n.py, said_id); English is the engine's template itself. So far: 4-poker's and
# the Crveni tepih sentences the engine writes out (those it builds at run time stay English).
said-e48b5c903c = Only { $player } plays this game.
said-f675753b5e = There is no column { $column }; columns are 0 to 3.
said-059e6656b3 = Column { $column } is full.
said-14a9ca116a = Column { $column } is ahead of the others: finish the row first (columns { $allowed }).
said-9b1f7c504b = { $card } goes on column { $column }.
said-8cfe39028e = { $player } is not playing in this game.
said-4bb76431f1 = The board is complete: { $total } points.
said-55877c921e = Deal { $deal }: { $player } deals two cards each.
said-99412a24cd = { $player } turns up { $cards }.
said-b91605a145 = A { $kind } action must name the player who makes it.
said-830e3b7d2a = A discard is exactly two cards, not { $count }.
said-84be72e61f = Discard both new cards or two others from your hand, never one of the new pair.
said-b9bcb5cb05 = No auction is running now.
said-6076d3eba6 = A bid gives either an amount or money cards, not both.
said-d7d55ca982 = A bid must be above the highest bid of { $high }; { $total } is not.
said-9f277de3d3 = You can bid at most { $most }: you have put in { $committed } and have { $held } left.
said-d16a4abd97 = { $player } puts in { $money }: a bid of { $amount }.
said-e36584af4c = { $player } bids { $amount }.
said-06001d4c5f = { $player } wins { $cards } for { $amount }.
said-595992901c = Nobody bids: { $cards } are set aside.
said-138ee8b2b0 = This table plays with chips: bid with 'amount', your new total for this auction, not with money cards.
said-46860c4f63 = A bid is at least { $minimum }, not { $total }.
said-e0b8b52bc3 = This table plays with money cards: bid by adding money cards with 'money', not with an amount.
said-64d91b5745 = A bid adds at least one money card.
said-c244ff8a62 = You don't hold the money card { $money } to add (your money cards: { $mine }).
said-615f8efe28 = { $player } holds { $count } cards and must discard two.
said-95e2813f9b = { $player } discards the new pair { $cards }.
said-93374ee81d = { $player } cannot bid { $amount } and sits this auction out.
said-649bd684b6 = { $player } passes.
said-31f4a07713 = { $player } cannot beat { $amount } and is passed.
