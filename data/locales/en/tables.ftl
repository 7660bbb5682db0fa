# Every table's surfaces: the heading, whose turn it is, the standings, the shared controls,
# the lobby, turn pings and reminders, hand panels' common lines. Game tables' own words are
# in games.ftl.
table-heading = { $game } — table { $table }
table-paused = ⏸️ **Paused**: everyone is away. Any player's move resumes the game.
table-paused-until = ⏸️ **Paused**: everyone is away. Any player's move resumes the game — abandoned { $time }.
table-in-play = In play: { $players }
table-to-play = ▶️ To play: { $players }
table-to-play-clock = ▶️ To play: { $players } · clock runs out { $time }
table-strong-thinks = 🧠 a strong computer thinks longer: it moves { $time }
table-abandoned = This table was abandoned: it counts for nobody.
table-standing = { $medal } **{ $name }** — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
table-standing-forfeited = { $medal } **{ $name }** — { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (forfeited)
table-lowest-wins = Lowest score wins.
table-forfeit-last = A forfeit places last.
table-seat-forfeited = (forfeited)
table-choose-one = Choose one of the options.
table-hand-in-dms = Your hand is in your DMs.
table-dms-closed = Your DMs are closed, so here is your hand privately.
table-went-wrong = Something went wrong on our side. The table is safe; please try again.
table-move-played = Your move was played.
table-move-played-said = Your move was played. { $said }
table-not-seated-play = You are not seated at this table; open your own with /play.
table-not-started = The game has not started yet.
table-refresh = Refresh
table-your-hand = Your hand
table-resigned = You resigned: the computer plays your seat, and the game counts as a loss.
table-still-playing = You are still playing.
table-ended = The table is ended.
table-rematch-open = The rematch is already open: table { $table }.
table-went-wrong-retry = Something went wrong on our side; please try again.
table-resign = Resign
table-resign-yes = Yes, resign (counts as a loss)
table-resign-no = No, keep playing
table-rematch = Rematch
table-end = End table
table-hand-title = Your hand — { $heading }
table-latest = Latest
table-last-moves = Last moves
table-scores = Scores
table-empty = *empty*
table-stale = The game has moved on since these controls were drawn; here is your hand now.
table-stale-choice = That choice is out of date; here is your hand now.
table-back = Back
lobby-host = host
lobby-waiting = Waiting for players: { $game } is played by { $counts }.
lobby-count-range = { $low } to { $high }
lobby-starts-with = { $game } starts with { $counts } players; { $seated ->
        [one] { $seated } is seated.
       *[other] { $seated } are seated.
    }
lobby-ready = ✅ Ready: the host can press **Start**.
lobby-options = Options: { $options }
lobby-pace-relaxed = 🐢 A relaxed table: four hours per turn; the turn is told by DM.
lobby-pace-slow = 🐢 A slow table: a day per turn; the turn is told by DM.
lobby-expires = Expires { $time } if nobody starts it.
lobby-join = Join
lobby-leave = Leave
lobby-start = Start
lobby-cancel = Cancel
lobby-add-computer = Add computer player
lobby-add-gentle = Add gentle computer
lobby-add-strong = Add strong computer
# A computer seat's name as the reader sees it (the store keeps the English one).
computer-seat = { $level ->
        [gentle] Computer { $number } (gentle)
        [strong] Computer { $number } (strong)
       *[normal] Computer { $number }
    }
lobby-remove = Remove { $name }
lobby-remove-placeholder = Host: remove a player
lobby-invite-placeholder = Host: invite members
lobby-cancelled = The host cancelled this table.
lobby-expired = Nobody started this table in time; it expired.
lobby-closed = This table is closed.
lobby-level-gone = That level is not offered; look at the lobby again.
lobby-strong-note = 🧠 A strong computer thinks { $factor ->
        [2] twice
       *[times] { $factor } times
    } as long as the others before each move.
lobby-lapsed = This invitation has lapsed: { $reason }
lobby-lapsed-started = This invitation has lapsed: the game has started without you.
lobby-joined = You joined table { $table } ({ $game }): [go to the table]({ $link }).
ping-turn = { $member }, it's your turn in { $game } (table { $table }).
ping-turn-link = { $member }, it's your turn in { $game } (table { $table }) — [go to the table]({ $link }).
remind-turn = It's your turn in { $game } (table { $table }) — [go to the table]({ $link }).
remind-turn-server = It's your turn in { $game } (table { $table }) in **{ $server }** — [go to the table]({ $link }).
remind-clock = Your clock runs out { $time }.
follow-reduced = 🃏 This panel no longer follows table { $table }: your hand is live in the panel you opened since.
follow-expired = ⌛ This panel has stopped following table { $table } (Discord lets the bot update a private panel for 15 minutes). Press **{ $hand }** on the table, or **{ $refresh }** here, for a live one.
fp-not-yours = This is not your game; open your own with /play.
fp-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
fp-complete = **{ $name }**'s solitaire is complete.
fp-status = **{ $name }**'s solitaire · { $placed } of { $size } placed · { $left } left to draw
fp-card-to-place = Card to place: { $card } ({ $spoken })
fp-hinted = Hints were used in this game: it counts in no record or board.
fp-column = Column { $column }
fp-so-far = So far: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at least.
fp-total = Total: { $total }
fp-record = Your best in this server: **{ $best }** · average { $average } over { $games ->
        [one] { $games } game
       *[other] { $games } games
    }.
fp-to-place = To place
fp-left = { $left } left
fp-hint = Hint
fp-hint-stale = That hint button is from an earlier card; the board has moved on.
fp-hint-answer = Hint: put it on column { $column }. (This game is now marked as hinted.)
card-spoken = { $rank } of { $suit }
card-spades = spades
card-hearts = hearts
card-diamonds = diamonds
card-clubs = clubs
card-jack = jack
card-queen = queen
card-king = king
card-ace = ace
# A picture's alt text: a card place in words.
picture-face-down = face-down card
picture-empty = empty
picture-money-card = money card { $value }
picture-no-cards = no cards
fp-ranks = { $rank ->
        [J] jacks
        [Q] queens
        [K] kings
        [A] aces
       *[number] { $rank }s
    }
fp-four = four { $ranks }
fp-full-house = full house, { $ranks } over { $over }
fp-three = three { $ranks }
fp-two-pair = two pair, { $ranks } and { $other }
fp-pair = pair of { $ranks }
fp-nothing = nothing
fp-nothing-yet = nothing yet
fp-straight-flush = straight flush
fp-flush = flush
fp-straight = straight
fp-draw-straight-flush = { $held ->
        [3] three
       *[4] four
    } to a straight flush
fp-draw-flush = { $held ->
        [3] three
       *[4] four
    } to a flush
fp-draw-straight = { $held ->
        [3] three
       *[4] four
    } to a straight
gen-page = Actions: page { $page } of { $pages }
gen-yes = yes
gen-no = no
gen-choices = { $kind } ({ $first }-{ $last } of { $total })
kry-head-cards = C
kry-head-spades = S
kry-head-two = ♠2
kry-head-ten = ♦10
kry-head-aces = A
kry-head-tabbes = T
kry-deals = deals
kry-took-last = took last
kry-tabbes = { $count ->
        [one] { $count } tabbe
       *[other] { $count } tabbes
    }
kry-player-counts = { $hand } in hand · pile { $pile } · **{ $points }** pts
kry-sweep = { $player } plays { $card } and takes { $taken } — a tabbe!
kry-tabbe-hint = 📣 The table splits for tabbe på { $ranks }: the others may press **{ $button }** before **{ $mover }** plays.
kry-tabbe-button = Tabbe!
kry-call = **{ $name }** — tabbe på **{ $rank }**
kry-called = 📣 Called this turn: { $calls }
kry-round-short = Round { $round }
kry-round-total = rnd tot
kry-round-letter = R
kry-total-short = tot
kry-most-cards = Most cards
kry-most-spades = most spades
kry-nobody-tied = nobody (tied)
kry-legend = C most cards 1 · S most spades 2 · ♠2 1 · ♦10 2 · A aces 1 each · T tabbes 1 each; lowest total wins.
kry-every-round = Every round
kry-on-table-count = On the table — { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
kry-table-empty = The table is empty
kry-splits = splits for tabbe på { $ranks }
kry-round-of = Round { $round } of { $rounds }
kry-to-play = { $name } to play
kry-only-players = Only the players at this table can call tabbe.
kry-too-late-split = Too late: the table has changed and does not split into equal sums now.
kry-too-late = Too late: a card was played since; look at the table again.
kry-call-offer = The table ({ $table }) splits into equal sums. Call **tabbe på** a rank: if **{ $mover }** holds that rank, they must play it and sweep the table — a tabbe, which costs them a point. You may call once this turn.
kry-tabbe-pa = Tabbe på { $rank }
kry-too-late-call = Too late: a card was played since; the call is not made.
kry-not-a-rank = That is not a rank.
kry-call-made = Your call is made.
kry-call-seen = { $said } Everyone sees it on the table.
kry-lays = lays
kry-sweeps = takes everything — a tabbe!
kry-takes-choose = takes { $count } — choose which
kry-takes = takes { $cards }
kry-card-not-now = That card cannot be played now; here is your hand now.
kry-match-over = The match is over.
kry-must-play = 📣 { $callers } called tabbe: **you must play a { $ranks }** — it takes the whole table.
kry-your-turn = **Your turn**: each card says what it would do on the table now.
kry-waiting-for = Waiting for **{ $name }** to play.
kry-on-table = **On the table**: { $cards }
kry-your-cards = **Your cards**: { $cards }
kry-choose-set = { $card } can take several largest sets: choose one.
kry-panel-round = Round { $round } of { $rounds } · your total **{ $total }** (lowest wins)
kry-card-takes = { $card } takes { $cards }
kry-stock = stock { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
kry-deals-left = { $count ->
        [one] { $count } more deal
       *[other] { $count } more deals
    }
kry-last-deal = last deal
kry-round-line = **Round { $round } of { $rounds }** · dealer **{ $dealer }** · { $stock }
kry-footer = Points are bad: the lowest total wins. A tabbe (a take that empties the table) costs 1 point.
ct-status-in = in
ct-status-passed = passed
ct-status-auto = out (can't beat the bid)
ct-hand-high = high cards
ct-hand-pair = pair
ct-hand-two-pairs = two pairs
ct-hand-three = three of a kind
ct-hand-four = four of a kind
ct-hand-straight = straight
ct-hand-flush = flush
ct-hand-straight-flush = straight flush
ct-hand-red-carpet = red carpet
ct-none = none
ct-nothing = nothing
ct-put-in = put in { $cards }
ct-money-left = { $money } left
ct-money-in = { $money } in
ct-no-cards-zero = no cards: 0
ct-best-hand-bonus = +{ $points } best hand
ct-money-bonus = +{ $points } money
ct-final-standings = Final standings
ct-all-pay = 💸 **All pay**: every bid is paid, won or lost.
ct-winner-pays = 🤝 **Winner pays**: the others take their bids back.
ct-money-cards = 💵 money cards 2–6, no change
ct-chips = 🪙 chips, any amount
ct-match-over = **Match over** after { $deals ->
        [one] { $deals } deal
       *[other] { $deals } deals
    } · { $pay } · { $money }
ct-deal-line = **Deal { $deal }** · first to **{ $target }** wins · { $pay } · { $money } · stock { $stock }
ct-won-ten = 🃏 **{ $name }** won { $cards } and holds ten cards: they discard two.
ct-on-offer = 🎴 **On offer: { $cards }** (turned up by { $name })
ct-on-offer-dealer = 🎴 **On offer: { $cards }** (turned up by the dealer)
ct-high-bid = 🔨 High bid **{ $bid }** by **{ $name }**
ct-no-bid-yet = 🔨 No bid yet: the first bid is at least 2.
ct-to-discard = ▶️ To discard: **{ $name }**
ct-to-bid = ▶️ To bid or pass: **{ $name }**
ct-clock = clock runs out { $time }
ct-no-cards-won = no cards won
ct-face-down = { $back }×{ $count } face down
ct-high-bidder = high bidder
ct-match-points = **{ $score }**/{ $target } pts
ct-players = Players
ct-set-aside = { $cards } set aside
ct-sold-to = { $cards } → { $name } for { $price }
ct-sold-this-deal = **Sold this deal**: { $sales }
ct-showdown = Showdown — deal { $deal }
ct-red-carpet-rolled = 🎉🟥 The red carpet is rolled out for **{ $names }**! 🟥🎉
ct-match-standing = **Match** (first to { $target }): { $standing }
ct-last-deal = *Deal { $deal }*: { $scores }
ct-picture-hand = { $hand } { $hand_points } · { $points } points in all
ct-final-deal = Final deal { $deal }
ct-picture-money = { $money } money
ct-picture-bid = bid { $bid }
ct-picture-high-bid = high bid { $bid } by { $name }
ct-picture-no-bid = no bid yet
ct-picture-on-offer = On offer
ct-picture-discards = { $name } discards
ct-picture-won-ten = won at ten cards
ct-your-cards = **Your cards** ({ $count }; 🔒 face down, only you see them): { $cards }
ct-your-cards-new = **Your cards** ({ $count }; 🔒 face down, only you see them; ✨ just won): { $cards }
ct-money = **Money**: { $money }
ct-best-four = **Best four now**: { $cards } — { $hand }, **{ $points }** points ({ $sums })
ct-panel-offer = **On offer**: { $cards } — with it your best four would score **{ $points }** ({ $change }).
ct-panel-match-points = **Match points**: { $score }/{ $target }
ct-high-bid-short = high bid { $bid } by { $name }
ct-waiting-discard = ⏳ **{ $name }** is discarding two cards; your controls appear on your turn.
ct-waiting-bid = ⏳ **{ $name }** is bidding ({ $high }).
ct-you-are = You are { $status } in this auction.
ct-controls-on-turn = Your controls appear on your turn.
ct-the-high-bid = the high bid is **{ $bid }** by { $name }
ct-nobody-bid = nobody has bid yet (the first bid is at least 2)
ct-all-pay-note = All pay: what you put in is spent even if you are outbid.
ct-winner-pays-note = Winner pays: if you are outbid you take your bid back.
ct-your-bid = 🔨 **Your bid**: { $high }. { $pay }
ct-all-in-add = All in: { $total } (add { $add })
ct-bid-add = Bid { $total } (add { $add })
ct-all-in = All in: { $total }
ct-bid-min = Bid { $total } (min)
ct-bid-tag = Bid { $total } ({ $tag })
ct-bid = Bid { $total }
ct-keeps = keeps { $money }
ct-any-bid-cards = Any bid: choose the money cards…
ct-any-amount = Any amount…
ct-pass = Pass (dalje)
ct-ten-cards = 🃏 **Ten cards: let two go.** Either the new pair, or two of your other cards (you keep the new pair then).
ct-let-new-pair = Let the new pair go: you keep { $cards } — { $hand }, { $points }.
ct-suggested = Suggested: let { $cards } go — best four { $best }, { $hand }, { $points }.
ct-chose-first = You chose { $card }: now pick the second card to let go.
ct-pick-two = Or pick the two cards to let go, one after the other.
ct-choose-again = ◀ Choose again
ct-let-go = Let { $card } go
ct-keep-points = (keep { $points })
ct-let-new-pair-button = Let the new pair go (keep { $points })
ct-suggested-button = Suggested: let { $cards } go (keep { $points })
ct-nothing-to-discard = There is nothing to discard now; here is your hand.
kk-gesture-wink = wink
kk-gesture-nose = nose
kk-gesture-ear = ear
kk-gesture-cough = cough
kk-gesture-sneeze = sneeze
kk-gesture-yawn = yawn
kk-gesture-stretch = stretch
kk-gesture-tap = tap
kk-gesture-smile = smile
kk-gesture-sigh = sigh
kk-call-kare = kare
kk-call-kupa = kupa
kk-call-double-kare = double kare
kk-call-double-kupa = double kupa
kk-call-kare-kupa = kare kupa
kk-call-double-kare-kupa = double kare – kupa
kk-call-double-kupa-kare = double kupa – kare
kk-call-double-kare-double-kupa = double kare – double kupa
kk-other-game = Those controls are from another game; here is your hand now.
kk-moved-on = The table has moved on since that panel; here is your hand now.
kk-note-fixed = The cards are moving this round: your partnership's note is fixed until the next round is dealt.
kk-team = Team { $team }
kk-phase-head = **Round { $round }** · dealer **{ $dealer }** · stock **{ $stock }** ({ $tables } more tables)
kk-look = 👀 **Look** at table { $table }: nobody takes a card until everyone has seen it, or for a few seconds. Waiting for { $names }.
kk-passed = passed: { $names }
kk-nobody-passed = nobody has passed yet
kk-open = 🟢 **Open**: swap freely — table { $table }, { $passed } (all four pass: fresh cards).
kk-offers = 🤝 **{ $name }** offers { $card } to **{ $partner }**
kk-exchanged = 🔁 **{ $name }** gave { $card } to **{ $partner }** for { $returned }
kk-seen-holding = 👁️ **{ $name }** is seen holding { $cards }
kk-void = Round { $round } was void: the stock ran out.
kk-reveal-right = Round { $round }: **{ $caller }** called **{ $call }** ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) — ✅ right: { $scorers } scored { $points }.
kk-reveal-wrong = Round { $round }: **{ $caller }** called **{ $call }** ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    }) — ❌ wrong: { $scorers } scored { $points }.
kk-phase-look = look first
kk-phase-open = open
kk-phase-over = over
kk-picture-table = Table { $table } — { $phase }
kk-picture-named-right = { $name } — named by { $caller }'s { $call } (right)
kk-picture-named-wrong = { $name } — named by { $caller }'s { $call } (wrong)
kk-picture-title = Round { $round } · stock { $stock }
kk-call-button = Call…
kk-too-late = Too late: **{ $taker }** took the { $card }.
kk-card-gone = That card is gone; here is the table now.
kk-card-not-on-table = That card is no longer on the table. Here it is now: { $cards }.
kk-choose-to-offer = Choose a card of your hand first, then offer it.
kk-choose-to-return = Choose the card of your hand to give in return first.
kk-control-gone = That control is gone; here is your hand now.
kk-not-a-gesture = That is not a gesture.
kk-gesture-easy = Easy: one gesture every couple of seconds.
kk-call-not-made = { $why } Your call was not made.
kk-name-one = Name at least one player first.
kk-note-title = Your partnership's code
kk-note-label = Only you and your partner see it
kk-note-placeholder = wink = I hold three; nose = send me your sevens …
kk-note-saved = 📝 Your code note is saved.
kk-name-players = Name the players you claim hold four of a kind.
kk-only-with-partner = You may name yourself only together with your partner, **{ $partner }**.
kk-call-summary = **{ $call }** — { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: you claim { $names } { $count ->
        [one] holds
       *[other] each hold
    } four of a kind. If wrong, the other side scores the points.
kk-match-over = The match is over.
kk-computer-plays = 🤖 The computer plays your seat for the rest of this match.
kk-resign = 🏳️ **Resign?** The computer plays your seat for the rest of the match and it counts as a loss for you; **{ $partner }** plays on beside it.
kk-call-help = 📣 **Call**: tap players to name them, then confirm.
kk-new-table = 👀 **New table**: press **Seen** once you have looked (it opens for taking when everyone has, or after a few seconds).
kk-wait-look = 👀 Waiting for the others to look.
kk-tap-table = Now tap a **table card** to take for your chosen card (or offer it).
kk-tap-hand = Now tap the **card of your hand** to give for it.
kk-tap-swap = Tap a card of your hand, then a table card: they swap.
kk-table-cards = **Table**: { $cards }
kk-your-cards = **Your cards**: { $cards }
kk-offers-you = 🤝 **{ $name }** offers you { $card }: choose a card to give back and **Accept**, or **Decline**.
kk-you-offer = 🤝 You offer { $card } to **{ $partner }**.
kk-note-open-when = you may change it until the first card moves this round
kk-note-fixed-when = fixed this round: change it when the next round is dealt, before the first card moves
kk-note-shown = 📝 **Your partnership's code** ({ $when }):
kk-note-agree = 📝 Agree on a code with your partner: **Code note** (only you two see it; it can be changed at the start of each round, before the first card moves).
kk-note-later = 📝 A code note with your partner: write it when the next round is dealt, before the first card moves.
kk-partners = Partners: **{ $pair }** · { $scores } (to { $target })
kk-partner-away = { $name } was away too long: the computer plays their seat now.
kk-partner-resigned = { $name } resigned: the computer plays their seat now.
kk-computer-code = Your code this round is **{ $code }** { $emoji }: { $name } makes it when it holds four of a kind (call kare!) and calls kare on you when you make it. Other gestures of its are feints. The code changes after a round that shows one of your hands with four of a kind; this panel always says the code in use.
kk-you = You
kk-partner-label = { $name } (partner)
kk-call-confirm = Call { $call } ({ $points } pt)
kk-call = Call
kk-take = Take { $card }
kk-seen = Seen
kk-pass = Pass
kk-offer = Offer to partner
kk-accept = Accept offer
kk-decline = Decline
kk-withdraw = Withdraw offer
kk-code-note = Code note
kk-more-gestures = More gestures…
kk-last-round = Last round
kk-at-the-table = At the table
kk-footer = Everyone plays at once. Swap with the table, trade openly with your partner, signal in code — and call when you are sure.
kk-lobby-opposite = Partners sit opposite: seats 1 & 3 against seats 2 & 4.
kk-lobby-partners = **Partners** (opposite seats):
kk-lobby-partner = Partner { $first } with { $second }
kk-lobby-choose-partners = Host: choose partners
table-computer-plays-away = 🤖 **The computer plays your seat** for the rest of this game (you were away too long; it counts as a forfeit). The table goes on here for you to follow.
table-computer-plays-resigned = 🤖 **The computer plays your seat** for the rest of this game (you resigned; it counts as a forfeit). The table goes on here for you to follow.
