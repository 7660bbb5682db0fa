# Borden: rubriken, vems tur det är, slutställningen, gemensamma knappar, lobbyn,
# turpåminnelser, handpaneler och varje spels eget bord.
table-heading = { $game } — bord { $table }
table-paused = ⏸️ **Pausat**: alla är borta. Ett drag av vilken spelare som helst sätter igång partiet igen.
table-paused-until = ⏸️ **Pausat**: alla är borta. Ett drag av vilken spelare som helst sätter igång partiet igen — överges { $time }.
table-in-play = Spelar: { $players }
table-to-play = ▶️ Tur: { $players }
table-to-play-clock = ▶️ Tur: { $players } · klockan går ut { $time }
table-strong-thinks = 🧠 en stark dator tänker längre: den drar { $time }
table-abandoned = Bordet övergavs: det räknas för ingen.
table-standing = { $medal } **{ $name }** — { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
table-standing-forfeited = { $medal } **{ $name }** — { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    } (gav upp)
table-lowest-wins = Lägst poäng vinner.
table-forfeit-last = Den som ger upp hamnar sist.
table-seat-forfeited = (gav upp)
table-choose-one = Välj ett av alternativen.
table-hand-in-dms = Din hand finns i dina DM.
table-dms-closed = Dina DM är stängda, så här är din hand privat.
table-went-wrong = Något gick fel hos oss. Bordet är i säkerhet; försök igen.
table-move-played = Ditt drag är gjort.
table-move-played-said = Ditt drag är gjort. { $said }
table-not-seated-play = Du sitter inte vid det här bordet; öppna ett eget med /play.
table-not-started = Partiet har inte börjat än.
table-refresh = Uppdatera
table-your-hand = Din hand
table-resigned = Du gav upp: datorn spelar din plats, och partiet räknas som förlust.
table-still-playing = Du spelar vidare.
table-ended = Bordet är avslutat.
table-rematch-open = Returmatchen är redan öppen: bord { $table }.
table-went-wrong-retry = Något gick fel hos oss; försök igen.
table-resign = Ge upp
table-resign-yes = Ja, ge upp (räknas som förlust)
table-resign-no = Nej, spela vidare
table-rematch = Returmatch
table-end = Avsluta bordet
table-hand-title = Din hand — { $heading }
table-latest = Senaste
table-last-moves = Senaste dragen
table-scores = Poäng
table-empty = *tomt*
table-stale = Partiet har gått vidare sedan knapparna ritades; här är din hand nu.
table-stale-choice = Det valet är inaktuellt; här är din hand nu.
table-back = Tillbaka
lobby-host = värd
lobby-waiting = Väntar på spelare: { $game } spelas av { $counts }.
lobby-count-range = { $low } till { $high }
lobby-starts-with = { $game } börjar med { $counts } spelare; { $seated } sitter vid bordet.
lobby-ready = ✅ Klart: värden kan trycka på **Starta**.
lobby-options = Alternativ: { $options }
lobby-pace-relaxed = 🐢 Ett lugnt bord: fyra timmar per tur; turen meddelas i DM.
lobby-pace-slow = 🐢 Ett långsamt bord: ett dygn per tur; turen meddelas i DM.
lobby-expires = Förfaller { $time } om ingen startar det.
lobby-join = Gå med
lobby-leave = Lämna
lobby-start = Starta
lobby-cancel = Ställ in
lobby-add-computer = Lägg till datorspelare
lobby-add-gentle = Lägg till snäll dator
lobby-add-strong = Lägg till stark dator
# A computer seat's name as the reader sees it (the store keeps the English one).
computer-seat = { $level ->
        [gentle] Dator { $number } (snäll)
        [strong] Dator { $number } (stark)
       *[normal] Dator { $number }
    }
lobby-remove = Ta bort { $name }
lobby-remove-placeholder = Värd: ta bort en spelare
lobby-invite-placeholder = Värd: bjud in medlemmar
lobby-cancelled = Värden ställde in bordet.
lobby-expired = Ingen startade bordet i tid; det har förfallit.
lobby-closed = Bordet är stängt.
lobby-level-gone = Den nivån erbjuds inte; titta på lobbyn igen.
lobby-strong-note = 🧠 En stark dator tänker { $factor ->
        [2] dubbelt
       *[times] { $factor } gånger
    } så länge som de andra före varje drag.
lobby-lapsed = Inbjudan har gått ut: { $reason }
lobby-lapsed-started = Inbjudan har gått ut: partiet har börjat utan dig.
lobby-joined = Du gick med vid bord { $table } ({ $game }): [gå till bordet]({ $link }).
ping-turn = { $member }, det är din tur i { $game } (bord { $table }).
ping-turn-link = { $member }, det är din tur i { $game } (bord { $table }) — [gå till bordet]({ $link }).
remind-turn = Det är din tur i { $game } (bord { $table }) — [gå till bordet]({ $link }).
remind-turn-server = Det är din tur i { $game } (bord { $table }) på **{ $server }** — [gå till bordet]({ $link }).
remind-clock = Din klocka går ut { $time }.
follow-reduced = 🃏 Den här panelen följer inte längre bord { $table }: din hand är levande i panelen du öppnade sedan.
follow-expired = ⌛ Den här panelen har slutat följa bord { $table } (Discord låter boten uppdatera en privat panel i 15 minuter). Tryck på **{ $hand }** vid bordet, eller **{ $refresh }** här, för en levande panel.
fp-not-yours = Det här är inte ditt parti; öppna ett eget med /play.
fp-points = { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }
fp-complete = **{ $name }**s patiens är klar.
fp-status = **{ $name }**s patiens · { $placed } av { $size } lagda · { $left } kvar att dra
fp-card-to-place = Kort att lägga: { $card } ({ $spoken })
fp-hinted = Tips användes i det här partiet: det räknas inte i något rekord eller på någon topplista.
fp-column = Kolumn { $column }
fp-so-far = Hittills: minst { $points ->
        [one] { $points } poäng
       *[other] { $points } poäng
    }.
fp-total = Totalt: { $total }
fp-record = Ditt bästa på servern: **{ $best }** · snitt { $average } på { $games ->
        [one] ett parti
       *[other] { $games } partier
    }.
fp-to-place = Att lägga
fp-left = { $left } kvar
fp-hint = Tips
fp-hint-stale = Tipsknappen gäller ett tidigare kort; brädet har gått vidare.
fp-hint-answer = Tips: lägg det i kolumn { $column }. (Partiet är nu markerat som tipsat.)
card-spoken = { $suit } { $rank }
card-spades = spader
card-hearts = hjärter
card-diamonds = ruter
card-clubs = klöver
card-jack = knekt
card-queen = dam
card-king = kung
card-ace = ess
# A picture's alt text: a card place in words.
picture-face-down = kort med baksidan upp
picture-empty = tom
picture-money-card = pengakort { $value }
picture-no-cards = inga kort
fp-ranks = { $rank ->
        [J] knektar
        [Q] damer
        [K] kungar
        [A] ess
       *[number] { $rank }:or
    }
fp-four = fyrtal i { $ranks }
fp-full-house = kåk, { $ranks } över { $over }
fp-three = triss i { $ranks }
fp-two-pair = två par, { $ranks } och { $other }
fp-pair = par i { $ranks }
fp-nothing = ingenting
fp-nothing-yet = ingenting än
fp-straight-flush = färgstege
fp-flush = färg
fp-straight = stege
fp-draw-straight-flush = { $held ->
        [3] tre
       *[4] fyra
    } mot färgstege
fp-draw-flush = { $held ->
        [3] tre
       *[4] fyra
    } mot färg
fp-draw-straight = { $held ->
        [3] tre
       *[4] fyra
    } mot stege
kry-head-cards = K
kry-head-spades = Sp
kry-head-two = ♠2
kry-head-ten = ♦10
kry-head-aces = E
kry-head-tabbes = T
kry-deals = ger
kry-took-last = tog sist
kry-tabbes = { $count ->
        [one] { $count } tabbe
       *[other] { $count } tabbar
    }
kry-player-counts = { $hand } på hand · hög { $pile } · **{ $points }** p
kry-sweep = { $player } spelar { $card } och tar { $taken } — tabbe!
kry-tabbe-hint = 📣 Bordet går jämnt ut för tabbe på { $ranks }: de andra kan trycka **{ $button }** innan **{ $mover }** spelar.
kry-tabbe-button = Tabbe!
kry-call = **{ $name }** — tabbe på **{ $rank }**
kry-called = 📣 Sagt den här turen: { $calls }
kry-round-short = Omg { $round }
kry-round-total = omg tot
kry-round-letter = O
kry-total-short = tot
kry-most-cards = Flest kort
kry-most-spades = flest spader
kry-nobody-tied = ingen (lika)
kry-legend = K flest kort 1 · Sp flest spader 2 · ♠2 1 · ♦10 2 · E ess 1 styck · T tabbar 1 styck; lägst summa vinner.
kry-every-round = Alla omgångar
kry-on-table-count = På bordet — { $count ->
        [one] { $count } kort
       *[other] { $count } kort
    }
kry-table-empty = Bordet är tomt
kry-splits = går jämnt ut för tabbe på { $ranks }
kry-round-of = Omgång { $round } av { $rounds }
kry-to-play = { $name } spelar
kry-only-players = Bara spelarna vid det här bordet kan säga tabbe.
kry-too-late-split = För sent: bordet har ändrats och går inte längre jämnt ut.
kry-too-late = För sent: ett kort har spelats sedan dess; titta på bordet igen.
kry-call-offer = Bordet ({ $table }) går jämnt ut. Säg **tabbe på** en valör: har **{ $mover }** den valören måste hen spela den och ta hela bordet — en tabbe, som kostar hen en poäng. Du kan säga tabbe en gång den här turen.
kry-tabbe-pa = Tabbe på { $rank }
kry-too-late-call = För sent: ett kort har spelats sedan dess; inget tabbe sades.
kry-not-a-rank = Det är ingen valör.
kry-call-made = Du har sagt tabbe.
kry-call-seen = { $said } Alla ser det på bordet.
kry-lays = lägger
kry-sweeps = tar allt — tabbe!
kry-takes-choose = tar { $count } — välj vilka
kry-takes = tar { $cards }
kry-card-not-now = Det kortet kan inte spelas nu; här är din hand nu.
kry-match-over = Matchen är slut.
kry-must-play = 📣 { $callers } sa tabbe: **du måste spela { $ranks }** — det tar hela bordet.
kry-your-turn = **Din tur**: varje kort visar vad det skulle göra på bordet nu.
kry-waiting-for = Väntar på att **{ $name }** ska spela.
kry-on-table = **På bordet**: { $cards }
kry-your-cards = **Dina kort**: { $cards }
kry-choose-set = { $card } kan ta flera lika stora stick: välj ett.
kry-panel-round = Omgång { $round } av { $rounds } · din summa **{ $total }** (lägst vinner)
kry-card-takes = { $card } tar { $cards }
kry-stock = talong { $count ->
        [one] { $count } kort
       *[other] { $count } kort
    }
kry-deals-left = { $count ->
        [one] { $count } giv till
       *[other] { $count } givar till
    }
kry-last-deal = sista given
kry-round-line = **Omgång { $round } av { $rounds }** · given **{ $dealer }** · { $stock }
kry-footer = Poäng är dåligt: lägst summa vinner. En tabbe (ett stick som tömmer bordet) kostar 1 poäng.
ct-status-in = med
ct-status-passed = dalje (pass)
ct-status-auto = ute (kan inte överbjuda)
ct-hand-high = högsta kort
ct-hand-pair = par
ct-hand-two-pairs = två par
ct-hand-three = triss
ct-hand-four = fyrtal
ct-hand-straight = stege
ct-hand-flush = färg
ct-hand-straight-flush = färgstege
ct-hand-red-carpet = crveni tepih
ct-none = inga
ct-nothing = inget
ct-put-in = insatt { $cards }
ct-money-left = { $money } kvar
ct-money-in = { $money } insatt
ct-no-cards-zero = inga kort: 0
ct-best-hand-bonus = +{ $points } bästa hand
ct-money-bonus = +{ $points } pengar
ct-final-standings = Slutställning
ct-all-pay = 💸 **Alla betalar**: varje bud betalas, vunnet eller förlorat.
ct-winner-pays = 🤝 **Vinnaren betalar**: de andra får tillbaka sina bud.
ct-money-cards = 💵 pengakort 2–6, ingen växel
ct-chips = 🪙 marker, valfri summa
ct-match-over = **Matchen är slut** efter { $deals ->
        [one] { $deals } giv
       *[other] { $deals } givar
    } · { $pay } · { $money }
ct-deal-line = **Giv { $deal }** · först till **{ $target }** vinner · { $pay } · { $money } · talong { $stock }
ct-won-ten = 🃏 **{ $name }** vann { $cards } och har tio kort: hen lägger bort två.
ct-on-offer = 🎴 **Till salu: { $cards }** (vänt av { $name })
ct-on-offer-dealer = 🎴 **Till salu: { $cards }** (vänt av given)
ct-high-bid = 🔨 Högsta bud **{ $bid }** av **{ $name }**
ct-no-bid-yet = 🔨 Inget bud än: första budet är minst 2.
ct-to-discard = ▶️ Lägger bort: **{ $name }**
ct-to-bid = ▶️ Bjuder eller säger dalje: **{ $name }**
ct-clock = klockan går ut { $time }
ct-no-cards-won = inga vunna kort
ct-face-down = { $back }×{ $count } med baksidan upp
ct-high-bidder = högst bjudande
ct-match-points = **{ $score }**/{ $target } p
ct-players = Spelare
ct-set-aside = { $cards } lagda åt sidan
ct-sold-to = { $cards } → { $name } för { $price }
ct-sold-this-deal = **Sålt i den här given**: { $sales }
ct-showdown = Visning — giv { $deal }
ct-red-carpet-rolled = 🎉🟥 Röda mattan rullas ut för **{ $names }**! 🟥🎉
ct-match-standing = **Matchen** (först till { $target }): { $standing }
ct-last-deal = *Giv { $deal }*: { $scores }
ct-picture-hand = { $hand } { $hand_points } · { $points } poäng totalt
ct-final-deal = Sista given { $deal }
ct-picture-money = { $money } pengar
ct-picture-bid = bud { $bid }
ct-picture-high-bid = högsta bud { $bid } av { $name }
ct-picture-no-bid = inget bud än
ct-picture-on-offer = Till salu
ct-picture-discards = { $name } lägger bort
ct-picture-won-ten = vunnet vid tio kort
ct-your-cards = **Dina kort** ({ $count }; 🔒 med baksidan upp, bara du ser dem): { $cards }
ct-your-cards-new = **Dina kort** ({ $count }; 🔒 med baksidan upp, bara du ser dem; ✨ nyss vunna): { $cards }
ct-money = **Pengar**: { $money }
ct-best-four = **Bästa fyra nu**: { $cards } — { $hand }, **{ $points }** poäng ({ $sums })
ct-panel-offer = **Till salu**: { $cards } — med dem skulle dina bästa fyra ge **{ $points }** ({ $change }).
ct-panel-match-points = **Matchpoäng**: { $score }/{ $target }
ct-high-bid-short = högsta bud { $bid } av { $name }
ct-waiting-discard = ⏳ **{ $name }** lägger bort två kort; dina knappar visas när det är din tur.
ct-waiting-bid = ⏳ **{ $name }** bjuder ({ $high }).
ct-you-are = Du är { $status } i den här auktionen.
ct-controls-on-turn = Dina knappar visas när det är din tur.
ct-the-high-bid = högsta budet är **{ $bid }** av { $name }
ct-nobody-bid = ingen har bjudit än (första budet är minst 2)
ct-all-pay-note = Alla betalar: det du satsar är förbrukat även om någon bjuder över dig.
ct-winner-pays-note = Vinnaren betalar: bjuder någon över dig får du tillbaka ditt bud.
ct-your-bid = 🔨 **Ditt bud**: { $high }. { $pay }
ct-all-in-add = Allt: { $total } (lägg { $add })
ct-bid-add = Bjud { $total } (lägg { $add })
ct-all-in = Allt: { $total }
ct-bid-min = Bjud { $total } (minst)
ct-bid-tag = Bjud { $total } ({ $tag })
ct-bid = Bjud { $total }
ct-keeps = behåller { $money }
ct-any-bid-cards = Valfritt bud: välj pengakorten…
ct-any-amount = Valfri summa…
ct-pass = Dalje (pass)
ct-ten-cards = 🃏 **Tio kort: lägg bort två.** Antingen det nya paret, eller två av dina andra kort (då behåller du det nya paret).
ct-let-new-pair = Släpp det nya paret: du behåller { $cards } — { $hand }, { $points }.
ct-suggested = Förslag: släpp { $cards } — bästa fyra { $best }, { $hand }, { $points }.
ct-chose-first = Du valde { $card }: välj nu det andra kortet att släppa.
ct-pick-two = Eller välj de två korten att släppa, ett i taget.
ct-choose-again = ◀ Välj om
ct-let-go = Släpp { $card }
ct-keep-points = (behåll { $points })
ct-let-new-pair-button = Släpp det nya paret (behåll { $points })
ct-suggested-button = Förslag: släpp { $cards } (behåll { $points })
ct-nothing-to-discard = Det finns inget att lägga bort nu; här är din hand.
gen-page = Drag: sida { $page } av { $pages }
gen-yes = ja
gen-no = nej
gen-choices = { $kind } ({ $first }–{ $last } av { $total })
kk-gesture-wink = blinka
kk-gesture-nose = näsan
kk-gesture-ear = örat
kk-gesture-cough = hosta
kk-gesture-sneeze = nysa
kk-gesture-yawn = gäspa
kk-gesture-stretch = sträcka på sig
kk-gesture-tap = knacka
kk-gesture-smile = le
kk-gesture-sigh = sucka
kk-call-kare = kare
kk-call-kupa = kupa
kk-call-double-kare = dubbel kare
kk-call-double-kupa = dubbel kupa
kk-call-kare-kupa = kare kupa
kk-call-double-kare-kupa = dubbel kare – kupa
kk-call-double-kupa-kare = dubbel kupa – kare
kk-call-double-kare-double-kupa = dubbel kare – dubbel kupa
kk-other-game = De knapparna hör till ett annat parti; här är din hand nu.
kk-moved-on = Bordet har gått vidare sedan den panelen; här är din hand nu.
kk-note-fixed = Korten rör sig den här omgången: er partnerlapp är låst tills nästa omgång ges.
kk-team = Lag { $team }
kk-phase-head = **Omgång { $round }** · given **{ $dealer }** · talong **{ $stock }** ({ $tables } bord till)
kk-look = 👀 **Titta** på bord { $table }: ingen tar ett kort förrän alla har sett det, eller några sekunder. Väntar på { $names }.
kk-passed = dalje: { $names }
kk-nobody-passed = ingen har passat än
kk-open = 🟢 **Öppet**: byt fritt — bord { $table }, { $passed } (alla fyra passar: nya kort).
kk-offers = 🤝 **{ $name }** erbjuder { $card } till **{ $partner }**
kk-exchanged = 🔁 **{ $name }** gav { $card } till **{ $partner }** mot { $returned }
kk-seen-holding = 👁️ **{ $name }** har synligt { $cards }
kk-void = Omgång { $round } blev ogiltig: talongen tog slut.
kk-reveal-right = Omgång { $round }: **{ $caller }** sa **{ $call }** ({ $points } p) — ✅ rätt: { $scorers } fick { $points }.
kk-reveal-wrong = Omgång { $round }: **{ $caller }** sa **{ $call }** ({ $points } p) — ❌ fel: { $scorers } fick { $points }.
kk-phase-look = titta först
kk-phase-open = öppet
kk-phase-over = slut
kk-picture-table = Bord { $table } — { $phase }
kk-picture-named-right = { $name } — nämnd i { $caller }s { $call } (rätt)
kk-picture-named-wrong = { $name } — nämnd i { $caller }s { $call } (fel)
kk-picture-title = Omgång { $round } · talong { $stock }
kk-call-button = Säg…
kk-too-late = För sent: **{ $taker }** tog { $card }.
kk-card-gone = Det kortet är borta; här är bordet nu.
kk-card-not-on-table = Det kortet ligger inte längre på bordet. Så här ser det ut nu: { $cards }.
kk-choose-to-offer = Välj först ett kort på handen, erbjud det sedan.
kk-choose-to-return = Välj först kortet på handen som du ger tillbaka.
kk-control-gone = Den knappen finns inte längre; här är din hand nu.
kk-not-a-gesture = Det är ingen gest.
kk-gesture-easy = Lugnt: en gest varannan sekund.
kk-call-not-made = { $why } Ditt utrop gjordes inte.
kk-name-one = Nämn minst en spelare först.
kk-note-title = Er partnerkod
kk-note-label = Bara du och din partner ser den
kk-note-placeholder = blinka = jag har tre; näsan = skicka dina sjuor …
kk-note-saved = 📝 Din kodlapp är sparad.
kk-name-players = Nämn spelarna som du påstår har fyrtal.
kk-only-with-partner = Du får nämna dig själv bara tillsammans med din partner, **{ $partner }**.
kk-call-summary = **{ $call }** — { $points } p: du påstår att { $names } { $count ->
        [one] har
       *[other] var och en har
    } fyrtal. Har du fel får motståndarna poängen.
kk-match-over = Matchen är slut.
kk-computer-plays = 🤖 Datorn spelar din plats resten av matchen.
kk-resign = 🏳️ **Ge upp?** Datorn spelar din plats resten av matchen och det räknas som förlust för dig; **{ $partner }** spelar vidare bredvid den.
kk-call-help = 📣 **Utrop**: tryck på spelare för att nämna dem, bekräfta sedan.
kk-new-table = 👀 **Nytt bord**: tryck **Sett** när du har tittat (det öppnas när alla har sett, eller efter några sekunder).
kk-wait-look = 👀 Väntar på att de andra ska titta.
kk-tap-table = Tryck nu på ett **bordskort** att ta för ditt valda kort (eller erbjud det).
kk-tap-hand = Tryck nu på **kortet på handen** som du ger för det.
kk-tap-swap = Tryck på ett kort på handen, sedan ett bordskort: de byter plats.
kk-table-cards = **Bordet**: { $cards }
kk-your-cards = **Dina kort**: { $cards }
kk-offers-you = 🤝 **{ $name }** erbjuder dig { $card }: välj ett kort att ge tillbaka och **Ta emot**, eller **Avböj**.
kk-you-offer = 🤝 Du erbjuder { $card } till **{ $partner }**.
kk-note-open-when = du kan ändra den tills första kortet flyttas i omgången
kk-note-fixed-when = låst den här omgången: ändra den när nästa omgång ges, innan första kortet flyttas
kk-note-shown = 📝 **Er partnerkod** ({ $when }):
kk-note-agree = 📝 Kom överens om en kod med din partner: **Kodlapp** (bara ni två ser den; den kan ändras i början av varje omgång, innan första kortet flyttas).
kk-note-later = 📝 En kodlapp med din partner: skriv den när nästa omgång ges, innan första kortet flyttas.
kk-partners = Partner: **{ $pair }** · { $scores } (till { $target })
kk-partner-away = { $name } var borta för länge: datorn spelar nu den platsen.
kk-partner-resigned = { $name } gav upp: datorn spelar nu den platsen.
kk-computer-code = Er kod den här omgången är **{ $code }** { $emoji }: { $name } gör den när den har fyrtal (säg kare!) och säger kare på dig när du gör den. Dess andra gester är finter. Koden byts efter en omgång som visar en av era händer med fyrtal; den här panelen visar alltid koden som gäller.
kk-you = Du
kk-partner-label = { $name } (partner)
kk-call-confirm = Säg { $call } ({ $points } p)
kk-call = Säg
kk-take = Ta { $card }
kk-seen = Sett
kk-pass = Pass
kk-offer = Erbjud partnern
kk-accept = Ta emot
kk-decline = Avböj
kk-withdraw = Ta tillbaka erbjudandet
kk-code-note = Kodlapp
kk-more-gestures = Fler gester…
kk-last-round = Förra omgången
kk-at-the-table = Vid bordet
kk-footer = Alla spelar samtidigt. Byt med bordet, byt öppet med din partner, signalera med kod — och säg till när du är säker.
kk-lobby-opposite = Partner sitter mittemot: plats 1 och 3 mot plats 2 och 4.
kk-lobby-partners = **Partner** (mittemot varandra):
kk-lobby-partner = { $first } med { $second } som partner
kk-lobby-choose-partners = Värd: välj partner
table-computer-plays-away = 🤖 **Datorn spelar din plats** resten av partiet (du var borta för länge; det räknas som uppgivet). Bordet fortsätter här så att du kan följa det.
table-computer-plays-resigned = 🤖 **Datorn spelar din plats** resten av partiet (du gav upp; det räknas som uppgivet). Bordet fortsätter här så att du kan följa det.
