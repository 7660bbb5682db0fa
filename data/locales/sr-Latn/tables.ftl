# Stolovi: naslov, ko je na potezu, konačni poredak, zajednička dugmad, lobi, podsetnici za
# potez, paneli ruke i sto svake igre.
table-heading = { $game } — sto { $table }
table-paused = ⏸️ **Pauza**: svi su otišli. Potez bilo kog igrača nastavlja partiju.
table-paused-until = ⏸️ **Pauza**: svi su otišli. Potez bilo kog igrača nastavlja partiju — napuštena { $time }.
table-in-play = Igraju: { $players }
table-to-play = ▶️ Na potezu: { $players }
table-to-play-clock = ▶️ Na potezu: { $players } · vreme ističe { $time }
table-strong-thinks = 🧠 jak računar duže razmišlja: igra { $time }
table-abandoned = Sto je napušten: ne računa se nikome.
table-standing = { $medal } **{ $name }** — { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }
table-standing-forfeited = { $medal } **{ $name }** — { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    } (predao)
table-lowest-wins = Pobeđuje najmanji rezultat.
table-forfeit-last = Ko preda, završava poslednji.
table-seat-forfeited = (predao)
table-choose-one = Izaberi jednu od ponuđenih opcija.
table-hand-in-dms = Tvoja ruka je u tvojim privatnim porukama.
table-dms-closed = Privatne poruke su ti zatvorene, pa ti ruku pokazujem ovde, privatno.
table-went-wrong = Nešto je pošlo naopako kod nas. Sto je bezbedan; pokušaj ponovo.
table-move-played = Tvoj potez je odigran.
table-move-played-said = Tvoj potez je odigran. { $said }
table-not-seated-play = Ne sediš za ovim stolom; otvori svoj sa /play.
table-not-started = Partija još nije počela.
table-refresh = Osveži
table-your-hand = Tvoja ruka
table-resigned = Predao si: računar igra tvoje mesto, a partija se računa kao poraz.
table-still-playing = Igraš dalje.
table-ended = Sto je zatvoren.
table-rematch-open = Revanš je već otvoren: sto { $table }.
table-went-wrong-retry = Nešto je pošlo naopako kod nas; pokušaj ponovo.
table-resign = Predaj
table-resign-yes = Da, predajem (računa se kao poraz)
table-resign-no = Ne, igram dalje
table-rematch = Revanš
table-end = Zatvori sto
table-hand-title = Tvoja ruka — { $heading }
table-latest = Najnovije
table-last-moves = Poslednji potezi
table-scores = Rezultati
table-empty = *prazno*
table-stale = Partija je odmakla otkad su dugmad nacrtana; evo tvoje ruke sada.
table-stale-choice = Taj izbor je zastareo; evo tvoje ruke sada.
table-back = Nazad
lobby-host = domaćin
lobby-waiting = Čekaju se igrači: { $game } igra { $counts } igrača.
lobby-count-range = od { $low } do { $high }
lobby-starts-with = { $game } počinje sa { $counts } igrača; { $seated ->
        [one] sedi { $seated }.
        [few] sede { $seated }.
       *[other] sedi { $seated }.
    }
lobby-ready = ✅ Spremno: domaćin može da pritisne **Počni**.
lobby-options = Opcije: { $options }
lobby-pace-relaxed = 🐢 Opušten sto: četiri sata po potezu; potez se javlja privatnom porukom.
lobby-pace-slow = 🐢 Spor sto: jedan dan po potezu; potez se javlja privatnom porukom.
lobby-expires = Ističe { $time } ako ga niko ne pokrene.
lobby-join = Pridruži se
lobby-leave = Izađi
lobby-start = Počni
lobby-cancel = Otkaži
lobby-add-computer = Dodaj računar
lobby-add-gentle = Dodaj blag računar
lobby-add-strong = Dodaj jak računar
# A computer seat's name as the reader sees it (the store keeps the English one).
computer-seat = { $level ->
        [gentle] Računar { $number } (blag)
        [strong] Računar { $number } (jak)
       *[normal] Računar { $number }
    }
lobby-remove = Ukloni: { $name }
lobby-remove-placeholder = Domaćin: ukloni igrača
lobby-invite-placeholder = Domaćin: pozovi članove
lobby-cancelled = Domaćin je otkazao ovaj sto.
lobby-expired = Niko nije pokrenuo sto na vreme; istekao je.
lobby-closed = Ovaj sto je zatvoren.
lobby-level-gone = Taj nivo se ne nudi; pogledaj lobi ponovo.
lobby-strong-note = 🧠 Jak računar razmišlja { $factor ->
        [2] dvostruko
       *[times] { $factor } puta
    } duže od ostalih pre svakog poteza.
lobby-lapsed = Poziv je istekao: { $reason }
lobby-lapsed-started = Poziv je istekao: partija je počela bez tebe.
lobby-joined = Pridružio si se stolu { $table } ({ $game }): [idi za sto]({ $link }).
ping-turn = { $member }, na potezu si u igri { $game } (sto { $table }).
ping-turn-link = { $member }, na potezu si u igri { $game } (sto { $table }) — [idi za sto]({ $link }).
remind-turn = Na potezu si u igri { $game } (sto { $table }) — [idi za sto]({ $link }).
remind-turn-server = Na potezu si u igri { $game } (sto { $table }) na serveru **{ $server }** — [idi za sto]({ $link }).
remind-clock = Tvoje vreme ističe { $time }.
follow-reduced = 🃏 Ovaj panel više ne prati sto { $table }: tvoja ruka je živa u panelu koji si otvorio posle.
follow-expired = ⌛ Ovaj panel je prestao da prati sto { $table } (Discord dozvoljava botu da osvežava privatni panel 15 minuta). Pritisni **{ $hand }** na stolu ili **{ $refresh }** ovde za živ panel.
fp-not-yours = Ovo nije tvoja partija; otvori svoju sa /play.
fp-points = { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }
fp-complete = Pasijans igrača **{ $name }** je završen.
fp-status = Pasijans igrača **{ $name }** · { $placed } od { $size } postavljeno · još { $left } za vučenje
fp-card-to-place = Karta za postavljanje: { $card } ({ $spoken })
fp-hinted = U ovoj partiji su korišćeni saveti: ne računa se ni u jedan rekord ni rang-listu.
fp-column = Kolona { $column }
fp-so-far = Za sada: najmanje { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }.
fp-total = Ukupno: { $total }
fp-record = Tvoj najbolji rezultat na ovom serveru: **{ $best }** · prosek { $average } iz { $games ->
        [one] { $games } partije
        [few] { $games } partije
       *[other] { $games } partija
    }.
fp-to-place = Za postavljanje
fp-left = još { $left }
fp-hint = Savet
fp-hint-stale = To dugme za savet je od ranije karte; tabla je odmakla.
fp-hint-answer = Savet: stavi je u kolonu { $column }. (Ova partija je sada označena kao partija sa savetima.)
card-spoken = { $rank } { $suit }
card-spades = pik
card-hearts = herc
card-diamonds = karo
card-clubs = tref
card-jack = žandar
card-queen = dama
card-king = kralj
card-ace = kec
# A picture's alt text: a card place in words.
picture-face-down = karta licem nadole
picture-empty = prazno
picture-money-card = novčana karta { $value }
picture-no-cards = nema karata
fp-ranks = { $rank ->
        [J] žandara
        [Q] dame
        [K] kralja
        [A] keca
       *[number] { $rank }
    }
fp-four = poker od { $ranks }
fp-full-house = ful, { $ranks } na { $over }
fp-three = triling { $ranks }
fp-two-pair = dva para, { $ranks } i { $other }
fp-pair = par { $ranks }
fp-nothing = ništa
fp-nothing-yet = još ništa
fp-straight-flush = kenta u boji
fp-flush = boja
fp-straight = kenta
fp-draw-straight-flush = { $held ->
        [3] tri
       *[4] četiri
    } za kentu u boji
fp-draw-flush = { $held ->
        [3] tri
       *[4] četiri
    } za boju
fp-draw-straight = { $held ->
        [3] tri
       *[4] četiri
    } za kentu
kry-head-cards = K
kry-head-spades = P
kry-head-two = ♠2
kry-head-ten = ♦10
kry-head-aces = A
kry-head-tabbes = T
kry-deals = deli
kry-took-last = nosio poslednji
kry-tabbes = { $count ->
        [one] { $count } tabbe
        [few] { $count } tabbe
       *[other] { $count } tabbe
    }
kry-player-counts = { $hand } u ruci · gomila { $pile } · **{ $points }** p
kry-sweep = { $player } igra { $card } i nosi { $taken } — tabbe!
kry-tabbe-hint = 📣 Sto se deli za tabbe på { $ranks }: ostali mogu da pritisnu **{ $button }** pre nego što **{ $mover }** odigra.
kry-tabbe-button = Tabbe!
kry-call = **{ $name }** — tabbe på **{ $rank }**
kry-called = 📣 Rečeno u ovom potezu: { $calls }
kry-round-short = Runda { $round }
kry-round-total = rnd uk
kry-round-letter = R
kry-total-short = uk
kry-most-cards = Najviše karata
kry-most-spades = najviše pikova
kry-nobody-tied = niko (nerešeno)
kry-legend = K najviše karata 1 · P najviše pikova 2 · ♠2 1 · ♦10 2 · A kečevi po 1 · T tabbe po 1; pobeđuje najmanji zbir.
kry-every-round = Sve runde
kry-on-table-count = Na stolu — { $count ->
        [one] { $count } karta
        [few] { $count } karte
       *[other] { $count } karata
    }
kry-table-empty = Sto je prazan
kry-splits = deli se za tabbe på { $ranks }
kry-round-of = Runda { $round } od { $rounds }
kry-to-play = igra { $name }
kry-only-players = Samo igrači za ovim stolom mogu da kažu tabbe.
kry-too-late-split = Kasno: sto se promenio i više se ne deli na jednake zbirove.
kry-too-late = Kasno: u međuvremenu je odigrana karta; pogledaj sto ponovo.
kry-call-offer = Sto ({ $table }) se deli na jednake zbirove. Reci **tabbe på** za jednu vrednost: ako **{ $mover }** ima tu vrednost, mora da je odigra i pokupi ceo sto — tabbe, koji ga košta jedan poen. U ovom potezu možeš da kažeš jednom.
kry-tabbe-pa = Tabbe på { $rank }
kry-too-late-call = Kasno: u međuvremenu je odigrana karta; poziv nije učinjen.
kry-not-a-rank = To nije vrednost karte.
kry-call-made = Rekao si tabbe.
kry-call-seen = { $said } Svi to vide na stolu.
kry-lays = spušta
kry-sweeps = nosi sve — tabbe!
kry-takes-choose = nosi { $count } — izaberi koje
kry-takes = nosi { $cards }
kry-card-not-now = Ta karta sada ne može da se odigra; evo tvoje ruke sada.
kry-match-over = Meč je završen.
kry-must-play = 📣 { $callers } je rekao tabbe: **moraš da odigraš { $ranks }** — nosi ceo sto.
kry-your-turn = **Na potezu si**: svaka karta kaže šta bi sada uradila na stolu.
kry-waiting-for = Čeka se da **{ $name }** odigra.
kry-on-table = **Na stolu**: { $cards }
kry-your-cards = **Tvoje karte**: { $cards }
kry-choose-set = { $card } može da ponese nekoliko jednako velikih skupova: izaberi jedan.
kry-panel-round = Runda { $round } od { $rounds } · tvoj zbir **{ $total }** (pobeđuje najmanji)
kry-card-takes = { $card } nosi { $cards }
kry-stock = špil { $count ->
        [one] { $count } karta
        [few] { $count } karte
       *[other] { $count } karata
    }
kry-deals-left = { $count ->
        [one] još { $count } deljenje
        [few] još { $count } deljenja
       *[other] još { $count } deljenja
    }
kry-last-deal = poslednje deljenje
kry-round-line = **Runda { $round } od { $rounds }** · deli **{ $dealer }** · { $stock }
kry-footer = Poeni su loši: pobeđuje najmanji zbir. Tabbe (nošenje koje prazni sto) košta 1 poen.
ct-status-in = u igri
ct-status-passed = rekao „dalje”
ct-status-auto = van (ne može da nadmaši ponudu)
ct-hand-high = visoke karte
ct-hand-pair = par
ct-hand-two-pairs = dva para
ct-hand-three = triling
ct-hand-four = karo
ct-hand-straight = kenta
ct-hand-flush = boja
ct-hand-straight-flush = kenta u boji
ct-hand-red-carpet = crveni tepih
ct-none = ništa
ct-nothing = ništa
ct-put-in = uloženo { $cards }
ct-money-left = ostalo { $money }
ct-money-in = uloženo { $money }
ct-no-cards-zero = bez karata: 0
ct-best-hand-bonus = +{ $points } najbolja ruka
ct-money-bonus = +{ $points } novac
ct-final-standings = Konačni poredak
ct-all-pay = 💸 **Svi plaćaju**: svaka ponuda se plaća, dobijena ili izgubljena.
ct-winner-pays = 🤝 **Plaća pobednik**: ostali vraćaju svoje ponude.
ct-money-cards = 💵 novčane karte 2–6, bez kusura
ct-chips = 🪙 žetoni, bilo koji iznos
ct-match-over = **Meč je završen** posle { $deals ->
        [one] { $deals } deljenja
        [few] { $deals } deljenja
       *[other] { $deals } deljenja
    } · { $pay } · { $money }
ct-deal-line = **Deljenje { $deal }** · pobeđuje prvi do **{ $target }** · { $pay } · { $money } · ostatak { $stock }
ct-won-ten = 🃏 **{ $name }** je dobio { $cards } i ima deset karata: odbacuje dve.
ct-on-offer = 🎴 **Na licitaciji: { $cards }** (okrenuo { $name })
ct-on-offer-dealer = 🎴 **Na licitaciji: { $cards }** (okrenuo delilac)
ct-high-bid = 🔨 Najviša ponuda **{ $bid }**, daje je **{ $name }**
ct-no-bid-yet = 🔨 Još nema ponude: prva ponuda je najmanje 2.
ct-to-discard = ▶️ Odbacuje: **{ $name }**
ct-to-bid = ▶️ Licitira ili kaže „dalje”: **{ $name }**
ct-clock = vreme ističe { $time }
ct-no-cards-won = nema dobijenih karata
ct-face-down = { $back }×{ $count } licem nadole
ct-high-bidder = najviša ponuda
ct-match-points = **{ $score }**/{ $target } p
ct-players = Igrači
ct-set-aside = { $cards } sklonjeno
ct-sold-to = { $cards } → { $name } za { $price }
ct-sold-this-deal = **Prodato u ovom deljenju**: { $sales }
ct-showdown = Otkrivanje — deljenje { $deal }
ct-red-carpet-rolled = 🎉🟥 Crveni tepih se razvija za **{ $names }**! 🟥🎉
ct-match-standing = **Meč** (prvi do { $target }): { $standing }
ct-last-deal = *Deljenje { $deal }*: { $scores }
ct-picture-hand = { $hand } { $hand_points } · ukupno { $points } p
ct-final-deal = Poslednje deljenje { $deal }
ct-picture-money = novac { $money }
ct-picture-bid = ponuda { $bid }
ct-picture-high-bid = najviša ponuda { $bid }, { $name }
ct-picture-no-bid = još nema ponude
ct-picture-on-offer = Na licitaciji
ct-picture-discards = { $name } odbacuje
ct-picture-won-ten = dobijeno na deset karata
ct-your-cards = **Tvoje karte** ({ $count }; 🔒 licem nadole, samo ih ti vidiš): { $cards }
ct-your-cards-new = **Tvoje karte** ({ $count }; 🔒 licem nadole, samo ih ti vidiš; ✨ upravo dobijene): { $cards }
ct-money = **Novac**: { $money }
ct-best-four = **Najbolje četiri sada**: { $cards } — { $hand }, **{ $points }** p ({ $sums })
ct-panel-offer = **Na licitaciji**: { $cards } — s njima bi tvoje najbolje četiri donele **{ $points }** ({ $change }).
ct-panel-match-points = **Poeni u meču**: { $score }/{ $target }
ct-high-bid-short = najviša ponuda { $bid }, { $name }
ct-waiting-discard = ⏳ **{ $name }** odbacuje dve karte; tvoja dugmad se pojavljuju kad si na potezu.
ct-waiting-bid = ⏳ **{ $name }** licitira ({ $high }).
ct-you-are = Na ovoj licitaciji si: { $status }.
ct-controls-on-turn = Tvoja dugmad se pojavljuju kad si na potezu.
ct-the-high-bid = najviša ponuda je **{ $bid }**, daje je { $name }
ct-nobody-bid = niko još nije licitirao (prva ponuda je najmanje 2)
ct-all-pay-note = Svi plaćaju: uloženo je potrošeno i ako te neko nadmaši.
ct-winner-pays-note = Plaća pobednik: ako te neko nadmaši, vraćaš svoju ponudu.
ct-your-bid = 🔨 **Tvoja ponuda**: { $high }. { $pay }
ct-all-in-add = Sve: { $total } (dodaj { $add })
ct-bid-add = Ponudi { $total } (dodaj { $add })
ct-all-in = Sve: { $total }
ct-bid-min = Ponudi { $total } (najmanje)
ct-bid-tag = Ponudi { $total } ({ $tag })
ct-bid = Ponudi { $total }
ct-keeps = zadržavaš { $money }
ct-any-bid-cards = Bilo koja ponuda: izaberi novčane karte…
ct-any-amount = Bilo koji iznos…
ct-pass = Dalje
ct-ten-cards = 🃏 **Deset karata: odbaci dve.** Ili novi par, ili dve od ostalih karata (tada zadržavaš novi par).
ct-let-new-pair = Pusti novi par: zadržavaš { $cards } — { $hand }, { $points }.
ct-suggested = Predlog: pusti { $cards } — najbolje četiri { $best }, { $hand }, { $points }.
ct-chose-first = Izabrao si { $card }: sada izaberi drugu kartu koju puštaš.
ct-pick-two = Ili izaberi dve karte koje puštaš, jednu za drugom.
ct-choose-again = ◀ Biraj ponovo
ct-let-go = Pusti { $card }
ct-keep-points = (zadrži { $points })
ct-let-new-pair-button = Pusti novi par (zadrži { $points })
ct-suggested-button = Predlog: pusti { $cards } (zadrži { $points })
ct-nothing-to-discard = Sada nema šta da se odbaci; evo tvoje ruke.
gen-page = Potezi: strana { $page } od { $pages }
gen-yes = da
gen-no = ne
gen-choices = { $kind } ({ $first }–{ $last } od { $total })
kk-gesture-wink = namig
kk-gesture-nose = nos
kk-gesture-ear = uvo
kk-gesture-cough = kašalj
kk-gesture-sneeze = kijanje
kk-gesture-yawn = zevanje
kk-gesture-stretch = protezanje
kk-gesture-tap = kucanje
kk-gesture-smile = osmeh
kk-gesture-sigh = uzdah
kk-call-kare = kare
kk-call-kupa = kupa
kk-call-double-kare = dupli kare
kk-call-double-kupa = dupla kupa
kk-call-kare-kupa = kare kupa
kk-call-double-kare-kupa = dupli kare – kupa
kk-call-double-kupa-kare = dupla kupa – kare
kk-call-double-kare-double-kupa = dupli kare – dupla kupa
kk-other-game = Ta dugmad su iz druge partije; evo tvoje ruke sada.
kk-moved-on = Sto je odmakao od tog panela; evo tvoje ruke sada.
kk-note-fixed = Karte se kreću u ovoj rundi: beleška vašeg para je zaključana do sledećeg deljenja.
kk-team = Tim { $team }
kk-phase-head = **Runda { $round }** · deli **{ $dealer }** · ostatak **{ $stock }** (još { $tables } stolova)
kk-look = 👀 **Pogledaj** sto { $table }: niko ne uzima kartu dok je svi ne vide ili nekoliko sekundi. Čeka se { $names }.
kk-passed = rekli „dalje”: { $names }
kk-nobody-passed = niko još nije rekao „dalje”
kk-open = 🟢 **Otvoreno**: menjaj slobodno — sto { $table }, { $passed } (ako sva četvorica kažu „dalje”: nove karte).
kk-offers = 🤝 **{ $name }** nudi { $card } igraču **{ $partner }**
kk-exchanged = 🔁 **{ $name }** je dao { $card } igraču **{ $partner }** za { $returned }
kk-seen-holding = 👁️ Vidi se da **{ $name }** drži { $cards }
kk-void = Runda { $round } je poništena: ostatak je potrošen.
kk-reveal-right = Runda { $round }: **{ $caller }** je rekao **{ $call }** ({ $points } p) — ✅ tačno: { $scorers } dobijaju { $points }.
kk-reveal-wrong = Runda { $round }: **{ $caller }** je rekao **{ $call }** ({ $points } p) — ❌ netačno: { $scorers } dobijaju { $points }.
kk-phase-look = prvo pogledaj
kk-phase-open = otvoreno
kk-phase-over = gotovo
kk-picture-table = Sto { $table } — { $phase }
kk-picture-named-right = { $name } — imenovan u pozivu { $call } ({ $caller }) (tačno)
kk-picture-named-wrong = { $name } — imenovan u pozivu { $call } ({ $caller }) (netačno)
kk-picture-title = Runda { $round } · ostatak { $stock }
kk-call-button = Pozovi…
kk-too-late = Kasno: **{ $taker }** je uzeo { $card }.
kk-card-gone = Te karte više nema; evo stola sada.
kk-card-not-on-table = Te karte više nema na stolu. Evo kako je sada: { $cards }.
kk-choose-to-offer = Prvo izaberi kartu iz ruke, pa je ponudi.
kk-choose-to-return = Prvo izaberi kartu iz ruke koju daješ zauzvrat.
kk-control-gone = Tog dugmeta više nema; evo tvoje ruke sada.
kk-not-a-gesture = To nije gest.
kk-gesture-easy = Polako: jedan gest na svakih par sekundi.
kk-call-not-made = { $why } Tvoj poziv nije učinjen.
kk-name-one = Prvo imenuj bar jednog igrača.
kk-note-title = Šifra vašeg para
kk-note-label = Vide je samo ti i tvoj partner
kk-note-placeholder = namig = imam tri; nos = pošalji mi sedmice …
kk-note-saved = 📝 Beleška sa šifrom je sačuvana.
kk-name-players = Imenuj igrače za koje tvrdiš da imaju četiri iste.
kk-only-with-partner = Sebe možeš da imenuješ samo zajedno sa partnerom, **{ $partner }**.
kk-call-summary = **{ $call }** — { $points } p: tvrdiš da { $names } { $count ->
        [one] ima
        [few] svaki imaju
       *[other] svaki imaju
    } četiri iste. Ako grešiš, poene dobija druga strana.
kk-match-over = Meč je završen.
kk-computer-plays = 🤖 Računar igra tvoje mesto do kraja meča.
kk-resign = 🏳️ **Predaješ?** Računar igra tvoje mesto do kraja meča i to se računa kao tvoj poraz; **{ $partner }** igra dalje pored njega.
kk-call-help = 📣 **Poziv**: dodirni igrače da ih imenuješ, pa potvrdi.
kk-new-table = 👀 **Novi sto**: pritisni **Video** kad pogledaš (otvara se kad svi vide ili posle nekoliko sekundi).
kk-wait-look = 👀 Čeka se da ostali pogledaju.
kk-tap-table = Sada dodirni **kartu sa stola** koju uzimaš za izabranu kartu (ili je ponudi).
kk-tap-hand = Sada dodirni **kartu iz ruke** koju daješ za nju.
kk-tap-swap = Dodirni kartu iz ruke, pa kartu sa stola: menjaju mesta.
kk-table-cards = **Sto**: { $cards }
kk-your-cards = **Tvoje karte**: { $cards }
kk-offers-you = 🤝 **{ $name }** ti nudi { $card }: izaberi kartu koju vraćaš i **Prihvati**, ili **Odbij**.
kk-you-offer = 🤝 Nudiš { $card } igraču **{ $partner }**.
kk-note-open-when = možeš da je menjaš dok se prva karta ne pomeri u ovoj rundi
kk-note-fixed-when = zaključana u ovoj rundi: promeni je pri sledećem deljenju, pre nego što se prva karta pomeri
kk-note-shown = 📝 **Šifra vašeg para** ({ $when }):
kk-note-agree = 📝 Dogovori šifru sa partnerom: **Beleška sa šifrom** (vidite je samo vas dvoje; može da se promeni na početku svake runde, pre nego što se prva karta pomeri).
kk-note-later = 📝 Beleška sa šifrom za partnera: napiši je pri sledećem deljenju, pre nego što se prva karta pomeri.
kk-partners = Partneri: **{ $pair }** · { $scores } (do { $target })
kk-partner-away = { $name } je predugo bio odsutan: računar sada igra to mesto.
kk-partner-resigned = { $name } je predao: računar sada igra to mesto.
kk-computer-code = Vaša šifra u ovoj rundi je **{ $code }** { $emoji }: { $name } je pravi kad ima četiri iste (reci kare!) i kaže kare na tebe kad je ti napraviš. Ostali njegovi gestovi su varke. Šifra se menja posle runde koja pokaže neku vašu ruku sa četiri iste; ovaj panel uvek kaže važeću šifru.
kk-you = Ti
kk-partner-label = { $name } (partner)
kk-call-confirm = Pozovi { $call } ({ $points } p)
kk-call = Pozovi
kk-take = Uzmi { $card }
kk-seen = Video
kk-pass = Dalje
kk-offer = Ponudi partneru
kk-accept = Prihvati ponudu
kk-decline = Odbij
kk-withdraw = Povuci ponudu
kk-code-note = Beleška sa šifrom
kk-more-gestures = Još gestova…
kk-last-round = Prošla runda
kk-at-the-table = Za stolom
kk-footer = Svi igraju istovremeno. Menjaj sa stolom, trampi otvoreno sa partnerom, daj znake šifrom — i pozovi kad si siguran.
kk-lobby-opposite = Partneri sede jedan naspram drugog: mesta 1 i 3 protiv mesta 2 i 4.
kk-lobby-partners = **Partneri** (naspramna mesta):
kk-lobby-partner = { $first } u paru sa: { $second }
kk-lobby-choose-partners = Domaćin: izaberi partnere
table-computer-plays-away = 🤖 **Računar igra tvoje mesto** do kraja ove igre (predugo te nije bilo; računa se kao predaja). Sto se nastavlja ovde da bi mogao da pratiš.
table-computer-plays-resigned = 🤖 **Računar igra tvoje mesto** do kraja ove igre (predao si; računa se kao predaja). Sto se nastavlja ovde da bi mogao da pratiš.
