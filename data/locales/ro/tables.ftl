# Mesele: titlul, al cui e rândul, clasamentul final, butoanele comune, lobby-ul,
# mementourile de tură, panourile mâinii și masa fiecărui joc.
table-heading = { $game } — masa { $table }
table-paused = ⏸️ **Pauză**: toți sunt plecați. Mutarea oricărui jucător reia partida.
table-paused-until = ⏸️ **Pauză**: toți sunt plecați. Mutarea oricărui jucător reia partida — abandonată { $time }.
table-in-play = În joc: { $players }
table-to-play = ▶️ La mutare: { $players }
table-to-play-clock = ▶️ La mutare: { $players } · timpul expiră { $time }
table-strong-thinks = 🧠 un calculator puternic gândește mai mult: mută { $time }
table-abandoned = Masa a fost abandonată: nu contează pentru nimeni.
table-standing = { $medal } **{ $name }** — { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
table-standing-forfeited = { $medal } **{ $name }** — { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    } (a abandonat)
table-lowest-wins = Câștigă scorul cel mai mic.
table-forfeit-last = Cine abandonează iese ultimul.
table-seat-forfeited = (a abandonat)
table-choose-one = Alege una dintre variante.
table-hand-in-dms = Mâna ta e în mesajele tale private.
table-dms-closed = Mesajele tale private sunt închise, așa că mâna ta e aici, în privat.
table-went-wrong = Ceva n-a mers la noi. Masa e în siguranță; încearcă din nou.
table-move-played = Mutarea ta a fost făcută.
table-move-played-said = Mutarea ta a fost făcută. { $said }
table-not-seated-play = Nu stai la această masă; deschide-ți una cu /play.
table-not-started = Partida n-a început încă.
table-refresh = Reîmprospătează
table-your-hand = Mâna ta
table-resigned = Ai abandonat: calculatorul îți joacă locul, iar partida contează ca pierdere.
table-still-playing = Joci mai departe.
table-ended = Masa s-a încheiat.
table-rematch-open = Revanșa e deja deschisă: masa { $table }.
table-went-wrong-retry = Ceva n-a mers la noi; încearcă din nou.
table-resign = Abandonează
table-resign-yes = Da, abandonez (contează ca pierdere)
table-resign-no = Nu, joc mai departe
table-rematch = Revanșă
table-end = Închide masa
table-hand-title = Mâna ta — { $heading }
table-latest = Ultimele
table-last-moves = Ultimele mutări
table-scores = Scoruri
table-empty = *goală*
table-stale = Partida a mers mai departe de când au fost desenate butoanele; iată mâna ta acum.
table-stale-choice = Alegerea aceasta nu mai e valabilă; iată mâna ta acum.
table-back = Înapoi
lobby-host = gazdă
lobby-waiting = Se așteaptă jucători: { $game } se joacă în { $counts }.
lobby-count-range = { $low } până la { $high }
lobby-starts-with = { $game } începe cu { $counts } jucători; { $seated ->
        [one] stă { $seated } la masă.
        [few] stau { $seated } la masă.
       *[other] stau { $seated } la masă.
    }
lobby-ready = ✅ Gata: gazda poate apăsa **Începe**.
lobby-options = Opțiuni: { $options }
lobby-pace-relaxed = 🐢 O masă relaxată: patru ore pe tură; tura se anunță în privat.
lobby-pace-slow = 🐢 O masă lentă: o zi pe tură; tura se anunță în privat.
lobby-expires = Expiră { $time } dacă nimeni n-o începe.
lobby-join = Intră
lobby-leave = Ieși
lobby-start = Începe
lobby-cancel = Anulează
lobby-add-computer = Adaugă calculator
lobby-add-gentle = Adaugă calculator blând
lobby-add-strong = Adaugă calculator puternic
# A computer seat's name as the reader sees it (the store keeps the English one).
computer-seat = { $level ->
        [gentle] Calculator { $number } (blând)
        [strong] Calculator { $number } (puternic)
       *[normal] Calculator { $number }
    }
lobby-remove = Scoate-l pe { $name }
lobby-remove-placeholder = Gazda: scoate un jucător
lobby-invite-placeholder = Gazda: invită membri
lobby-cancelled = Gazda a anulat această masă.
lobby-expired = Nimeni n-a început masa la timp; a expirat.
lobby-closed = Masa aceasta e închisă.
lobby-level-gone = Nivelul acesta nu e oferit; uită-te din nou la lobby.
lobby-strong-note = 🧠 Un calculator puternic gândește { $factor ->
        [2] de două ori
       *[times] de { $factor } ori
    } mai mult decât ceilalți înaintea fiecărei mutări.
lobby-lapsed = Invitația a expirat: { $reason }
lobby-lapsed-started = Invitația a expirat: partida a început fără tine.
lobby-joined = Ai intrat la masa { $table } ({ $game }): [mergi la masă]({ $link }).
ping-turn = { $member }, e rândul tău la { $game } (masa { $table }).
ping-turn-link = { $member }, e rândul tău la { $game } (masa { $table }) — [mergi la masă]({ $link }).
remind-turn = E rândul tău la { $game } (masa { $table }) — [mergi la masă]({ $link }).
remind-turn-server = E rândul tău la { $game } (masa { $table }) pe **{ $server }** — [mergi la masă]({ $link }).
remind-clock = Timpul tău expiră { $time }.
follow-reduced = 🃏 Panoul acesta nu mai urmărește masa { $table }: mâna ta e vie în panoul deschis după el.
follow-expired = ⌛ Panoul acesta nu mai urmărește masa { $table } (Discord lasă botul să actualizeze un panou privat 15 minute). Apasă **{ $hand }** la masă sau **{ $refresh }** aici pentru unul viu.
fp-not-yours = Nu e partida ta; deschide-ți una cu /play.
fp-points = { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }
fp-complete = Pasiența lui **{ $name }** e completă.
fp-status = Pasiența lui **{ $name }** · { $placed } din { $size } așezate · { $left } de tras
fp-card-to-place = Carte de așezat: { $card } ({ $spoken })
fp-hinted = În partida aceasta s-au folosit indicii: nu contează în niciun record sau clasament.
fp-column = Coloana { $column }
fp-so-far = Până acum: cel puțin { $points ->
        [one] { $points } punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }.
fp-total = Total: { $total }
fp-record = Cel mai bun scor al tău pe acest server: **{ $best }** · media { $average } din { $games ->
        [one] { $games } partidă
        [few] { $games } partide
       *[other] { $games } de partide
    }.
fp-to-place = De așezat
fp-left = mai sunt { $left }
fp-hint = Indiciu
fp-hint-stale = Butonul de indiciu e de la o carte anterioară; tabla a mers mai departe.
fp-hint-answer = Indiciu: pune-o pe coloana { $column }. (Partida e acum marcată cu indicii.)
card-spoken = { $rank } de { $suit }
card-spades = pică
card-hearts = inimă roșie
card-diamonds = caro
card-clubs = treflă
card-jack = valet
card-queen = damă
card-king = popă
card-ace = as
# A picture's alt text: a card place in words.
picture-face-down = carte cu fața în jos
picture-empty = gol
picture-money-card = carte-bani { $value }
picture-no-cards = nicio carte
fp-ranks = { $rank ->
        [J] valeți
        [Q] dame
        [K] popi
        [A] ași
       *[number] { $rank }
    }
fp-four = careu de { $ranks }
fp-full-house = ful, { $ranks } peste { $over }
fp-three = trei bucăți de { $ranks }
fp-two-pair = două perechi, { $ranks } și { $other }
fp-pair = pereche de { $ranks }
fp-nothing = nimic
fp-nothing-yet = nimic încă
fp-straight-flush = chintă de culoare
fp-flush = culoare
fp-straight = chintă
fp-draw-straight-flush = { $held ->
        [3] trei
       *[4] patru
    } spre chintă de culoare
fp-draw-flush = { $held ->
        [3] trei
       *[4] patru
    } spre culoare
fp-draw-straight = { $held ->
        [3] trei
       *[4] patru
    } spre chintă
kry-head-cards = C
kry-head-spades = P
kry-head-two = ♠2
kry-head-ten = ♦10
kry-head-aces = A
kry-head-tabbes = T
kry-deals = împarte
kry-took-last = a luat ultimul
kry-tabbes = { $count ->
        [one] { $count } tabbe
        [few] { $count } tabbe
       *[other] { $count } de tabbe
    }
kry-player-counts = { $hand } în mână · grămadă { $pile } · **{ $points }** p
kry-sweep = { $player } joacă { $card } și ia { $taken } — tabbe!
kry-tabbe-hint = 📣 Masa se împarte pentru tabbe på { $ranks }: ceilalți pot apăsa **{ $button }** înainte ca **{ $mover }** să joace.
kry-tabbe-button = Tabbe!
kry-call = **{ $name }** — tabbe på **{ $rank }**
kry-called = 📣 Strigat în tura aceasta: { $calls }
kry-round-short = Runda { $round }
kry-round-total = rnd tot
kry-round-letter = R
kry-total-short = tot
kry-most-cards = Cele mai multe cărți
kry-most-spades = cele mai multe pici
kry-nobody-tied = nimeni (egalitate)
kry-legend = C cele mai multe cărți 1 · P cele mai multe pici 2 · ♠2 1 · ♦10 2 · A ași câte 1 · T tabbe câte 1; câștigă totalul cel mai mic.
kry-every-round = Toate rundele
kry-on-table-count = Pe masă — { $count ->
        [one] { $count } carte
        [few] { $count } cărți
       *[other] { $count } de cărți
    }
kry-table-empty = Masa e goală
kry-splits = se împarte pentru tabbe på { $ranks }
kry-round-of = Runda { $round } din { $rounds }
kry-to-play = joacă { $name }
kry-only-players = Doar jucătorii de la această masă pot striga tabbe.
kry-too-late-split = Prea târziu: masa s-a schimbat și nu se mai împarte în sume egale.
kry-too-late = Prea târziu: între timp s-a jucat o carte; uită-te din nou la masă.
kry-call-offer = Masa ({ $table }) se împarte în sume egale. Strigă **tabbe på** o valoare: dacă **{ $mover }** are valoarea aceea, trebuie s-o joace și să strângă toată masa — un tabbe, care îl costă un punct. Poți striga o singură dată în tura aceasta.
kry-tabbe-pa = Tabbe på { $rank }
kry-too-late-call = Prea târziu: între timp s-a jucat o carte; strigarea nu s-a făcut.
kry-not-a-rank = Aceasta nu e o valoare.
kry-call-made = Ai strigat.
kry-call-seen = { $said } Toți văd asta pe masă.
kry-lays = pune jos
kry-sweeps = ia tot — tabbe!
kry-takes-choose = ia { $count } — alege care
kry-takes = ia { $cards }
kry-card-not-now = Cartea aceasta nu poate fi jucată acum; iată mâna ta acum.
kry-match-over = Meciul s-a terminat.
kry-must-play = 📣 { $callers } a strigat tabbe: **trebuie să joci un { $ranks }** — ia toată masa.
kry-your-turn = **Rândul tău**: fiecare carte spune ce ar face acum pe masă.
kry-waiting-for = Se așteaptă ca **{ $name }** să joace.
kry-on-table = **Pe masă**: { $cards }
kry-your-cards = **Cărțile tale**: { $cards }
kry-choose-set = { $card } poate lua mai multe seturi la fel de mari: alege unul.
kry-panel-round = Runda { $round } din { $rounds } · totalul tău **{ $total }** (câștigă cel mai mic)
kry-card-takes = { $card } ia { $cards }
kry-stock = talon { $count ->
        [one] { $count } carte
        [few] { $count } cărți
       *[other] { $count } de cărți
    }
kry-deals-left = { $count ->
        [one] încă o împărțire
        [few] încă { $count } împărțiri
       *[other] încă { $count } de împărțiri
    }
kry-last-deal = ultima împărțire
kry-round-line = **Runda { $round } din { $rounds }** · împarte **{ $dealer }** · { $stock }
kry-footer = Punctele sunt rele: câștigă totalul cel mai mic. Un tabbe (o luare care golește masa) costă 1 punct.
ct-status-in = în joc
ct-status-passed = dalje (pas)
ct-status-auto = afară (nu poate depăși oferta)
ct-hand-high = cărți mari
ct-hand-pair = pereche
ct-hand-two-pairs = două perechi
ct-hand-three = trei bucăți
ct-hand-four = careu
ct-hand-straight = chintă
ct-hand-flush = culoare
ct-hand-straight-flush = chintă de culoare
ct-hand-red-carpet = crveni tepih
ct-none = niciunul
ct-nothing = nimic
ct-put-in = pus { $cards }
ct-money-left = rămas { $money }
ct-money-in = pus { $money }
ct-no-cards-zero = nicio carte: 0
ct-best-hand-bonus = +{ $points } cea mai bună mână
ct-money-bonus = +{ $points } bani
ct-final-standings = Clasament final
ct-all-pay = 💸 **Plătește toată lumea**: fiecare ofertă se plătește, câștigată sau pierdută.
ct-winner-pays = 🤝 **Plătește câștigătorul**: ceilalți își iau ofertele înapoi.
ct-money-cards = 💵 cărți-bani 2–6, fără rest
ct-chips = 🪙 jetoane, orice sumă
ct-match-over = **Meci încheiat** după { $deals ->
        [one] { $deals } împărțire
        [few] { $deals } împărțiri
       *[other] { $deals } de împărțiri
    } · { $pay } · { $money }
ct-deal-line = **Împărțirea { $deal }** · câștigă primul la **{ $target }** · { $pay } · { $money } · talon { $stock }
ct-won-ten = 🃏 **{ $name }** a câștigat { $cards } și are zece cărți: aruncă două.
ct-on-offer = 🎴 **La licitație: { $cards }** (întoarse de { $name })
ct-on-offer-dealer = 🎴 **La licitație: { $cards }** (întoarse de cel care împarte)
ct-high-bid = 🔨 Oferta cea mai mare **{ $bid }**, de la **{ $name }**
ct-no-bid-yet = 🔨 Nicio ofertă încă: prima ofertă e de cel puțin 2.
ct-to-discard = ▶️ Aruncă: **{ $name }**
ct-to-bid = ▶️ Licitează sau spune dalje: **{ $name }**
ct-clock = timpul expiră { $time }
ct-no-cards-won = nicio carte câștigată
ct-face-down = { $back }×{ $count } cu fața în jos
ct-high-bidder = cea mai mare ofertă
ct-match-points = **{ $score }**/{ $target } p
ct-players = Jucători
ct-set-aside = { $cards } puse deoparte
ct-sold-to = { $cards } → { $name } pentru { $price }
ct-sold-this-deal = **Vândute în această împărțire**: { $sales }
ct-showdown = Arătarea cărților — împărțirea { $deal }
ct-red-carpet-rolled = 🎉🟥 Covorul roșu se întinde pentru **{ $names }**! 🟥🎉
ct-match-standing = **Meciul** (primul la { $target }): { $standing }
ct-last-deal = *Împărțirea { $deal }*: { $scores }
ct-picture-hand = { $hand } { $hand_points } · { $points } p în total
ct-final-deal = Ultima împărțire { $deal }
ct-picture-money = { $money } bani
ct-picture-bid = ofertă { $bid }
ct-picture-high-bid = oferta maximă { $bid }, { $name }
ct-picture-no-bid = nicio ofertă încă
ct-picture-on-offer = La licitație
ct-picture-discards = { $name } aruncă
ct-picture-won-ten = câștigate la zece cărți
ct-your-cards = **Cărțile tale** ({ $count }; 🔒 cu fața în jos, doar tu le vezi): { $cards }
ct-your-cards-new = **Cărțile tale** ({ $count }; 🔒 cu fața în jos, doar tu le vezi; ✨ abia câștigate): { $cards }
ct-money = **Bani**: { $money }
ct-best-four = **Cele mai bune patru acum**: { $cards } — { $hand }, **{ $points }** p ({ $sums })
ct-panel-offer = **La licitație**: { $cards } — cu ele, cele mai bune patru ale tale ar face **{ $points }** ({ $change }).
ct-panel-match-points = **Puncte în meci**: { $score }/{ $target }
ct-high-bid-short = oferta maximă { $bid }, { $name }
ct-waiting-discard = ⏳ **{ $name }** aruncă două cărți; butoanele tale apar când e rândul tău.
ct-waiting-bid = ⏳ **{ $name }** licitează ({ $high }).
ct-you-are = Ești { $status } la această licitație.
ct-controls-on-turn = Butoanele tale apar când e rândul tău.
ct-the-high-bid = oferta cea mai mare e **{ $bid }**, de la { $name }
ct-nobody-bid = nimeni n-a licitat încă (prima ofertă e de cel puțin 2)
ct-all-pay-note = Plătește toată lumea: ce pui se cheltuie chiar dacă ești depășit.
ct-winner-pays-note = Plătește câștigătorul: dacă ești depășit, îți iei oferta înapoi.
ct-your-bid = 🔨 **Oferta ta**: { $high }. { $pay }
ct-all-in-add = Tot: { $total } (pui { $add })
ct-bid-add = Oferă { $total } (pui { $add })
ct-all-in = Tot: { $total }
ct-bid-min = Oferă { $total } (minim)
ct-bid-tag = Oferă { $total } ({ $tag })
ct-bid = Oferă { $total }
ct-keeps = păstrezi { $money }
ct-any-bid-cards = Orice ofertă: alege cărțile-bani…
ct-any-amount = Orice sumă…
ct-pass = Dalje (pas)
ct-ten-cards = 🃏 **Zece cărți: aruncă două.** Fie perechea nouă, fie două dintre celelalte cărți (atunci păstrezi perechea nouă).
ct-let-new-pair = Renunță la perechea nouă: păstrezi { $cards } — { $hand }, { $points }.
ct-suggested = Sugestie: renunță la { $cards } — cele mai bune patru { $best }, { $hand }, { $points }.
ct-chose-first = Ai ales { $card }: acum alege a doua carte la care renunți.
ct-pick-two = Sau alege cele două cărți la care renunți, una după alta.
ct-choose-again = ◀ Alege din nou
ct-let-go = Renunță la { $card }
ct-keep-points = (păstrezi { $points })
ct-let-new-pair-button = Renunță la perechea nouă (păstrezi { $points })
ct-suggested-button = Sugestie: renunță la { $cards } (păstrezi { $points })
ct-nothing-to-discard = Nu ai nimic de aruncat acum; iată mâna ta.
gen-page = Acțiuni: pagina { $page } din { $pages }
gen-yes = da
gen-no = nu
gen-choices = { $kind } ({ $first }–{ $last } din { $total })
kk-gesture-wink = face cu ochiul
kk-gesture-nose = nasul
kk-gesture-ear = urechea
kk-gesture-cough = tuse
kk-gesture-sneeze = strănut
kk-gesture-yawn = căscat
kk-gesture-stretch = întindere
kk-gesture-tap = bătaie
kk-gesture-smile = zâmbet
kk-gesture-sigh = oftat
kk-call-kare = kare
kk-call-kupa = kupa
kk-call-double-kare = kare dublu
kk-call-double-kupa = kupa dublă
kk-call-kare-kupa = kare kupa
kk-call-double-kare-kupa = kare dublu – kupa
kk-call-double-kupa-kare = kupa dublă – kare
kk-call-double-kare-double-kupa = kare dublu – kupa dublă
kk-other-game = Butoanele acestea sunt din altă partidă; iată mâna ta acum.
kk-moved-on = Masa a mers mai departe de la acel panou; iată mâna ta acum.
kk-note-fixed = Cărțile circulă în runda aceasta: notița echipei voastre e blocată până la următoarea împărțire.
kk-team = Echipa { $team }
kk-phase-head = **Runda { $round }** · împarte **{ $dealer }** · talon **{ $stock }** (încă { $tables } mese)
kk-look = 👀 **Privește** masa { $table }: nimeni nu ia o carte până n-au văzut-o toți sau câteva secunde. Se așteaptă { $names }.
kk-passed = au spus pas: { $names }
kk-nobody-passed = nimeni n-a spus pas încă
kk-open = 🟢 **Deschis**: schimbă liber — masa { $table }, { $passed } (dacă toți patru spun pas: cărți noi).
kk-offers = 🤝 **{ $name }** îi oferă { $card } lui **{ $partner }**
kk-exchanged = 🔁 **{ $name }** i-a dat { $card } lui **{ $partner }** pentru { $returned }
kk-seen-holding = 👁️ **{ $name }** a fost văzut ținând { $cards }
kk-void = Runda { $round } a fost nulă: talonul s-a terminat.
kk-reveal-right = Runda { $round }: **{ $caller }** a strigat **{ $call }** ({ $points } p) — ✅ corect: { $scorers } au marcat { $points }.
kk-reveal-wrong = Runda { $round }: **{ $caller }** a strigat **{ $call }** ({ $points } p) — ❌ greșit: { $scorers } au marcat { $points }.
kk-phase-look = întâi privești
kk-phase-open = deschis
kk-phase-over = gata
kk-picture-table = Masa { $table } — { $phase }
kk-picture-named-right = { $name } — numit în { $call } de { $caller } (corect)
kk-picture-named-wrong = { $name } — numit în { $call } de { $caller } (greșit)
kk-picture-title = Runda { $round } · talon { $stock }
kk-call-button = Strigă…
kk-too-late = Prea târziu: **{ $taker }** a luat { $card }.
kk-card-gone = Cartea aceasta nu mai e; iată masa acum.
kk-card-not-on-table = Cartea aceasta nu mai e pe masă. Iat-o acum: { $cards }.
kk-choose-to-offer = Alege întâi o carte din mână, apoi oferă-o.
kk-choose-to-return = Alege întâi cartea din mână pe care o dai în schimb.
kk-control-gone = Butonul acesta nu mai există; iată mâna ta acum.
kk-not-a-gesture = Acesta nu e un gest.
kk-gesture-easy = Încet: un gest la câteva secunde.
kk-call-not-made = { $why } Strigarea ta nu s-a făcut.
kk-name-one = Numește întâi cel puțin un jucător.
kk-note-title = Codul echipei voastre
kk-note-label = Doar tu și partenerul tău îl vedeți
kk-note-placeholder = ochiul = am trei; nasul = trimite-mi șeptarii …
kk-note-saved = 📝 Notița cu codul e salvată.
kk-name-players = Numește jucătorii despre care spui că au careu.
kk-only-with-partner = Te poți numi doar împreună cu partenerul tău, **{ $partner }**.
kk-call-summary = **{ $call }** — { $points } p: spui că { $names } { $count ->
        [one] are
        [few] au fiecare
       *[other] au fiecare
    } careu. Dacă greșești, punctele le iau adversarii.
kk-match-over = Meciul s-a terminat.
kk-computer-plays = 🤖 Calculatorul îți joacă locul până la sfârșitul meciului.
kk-resign = 🏳️ **Abandonezi?** Calculatorul îți joacă locul până la sfârșitul meciului și contează ca pierdere pentru tine; **{ $partner }** joacă mai departe alături de el.
kk-call-help = 📣 **Strigare**: atinge jucătorii ca să-i numești, apoi confirmă.
kk-new-table = 👀 **Masă nouă**: apasă **Văzut** după ce te-ai uitat (se deschide când au văzut toți sau după câteva secunde).
kk-wait-look = 👀 Se așteaptă ca ceilalți să se uite.
kk-tap-table = Acum atinge o **carte de pe masă** pe care s-o iei pentru cartea aleasă (sau oferă-o).
kk-tap-hand = Acum atinge **cartea din mână** pe care o dai pentru ea.
kk-tap-swap = Atinge o carte din mână, apoi una de pe masă: se schimbă între ele.
kk-table-cards = **Masa**: { $cards }
kk-your-cards = **Cărțile tale**: { $cards }
kk-offers-you = 🤝 **{ $name }** îți oferă { $card }: alege o carte de dat înapoi și **Acceptă**, sau **Refuză**.
kk-you-offer = 🤝 Îi oferi { $card } lui **{ $partner }**.
kk-note-open-when = o poți schimba până se mută prima carte în runda aceasta
kk-note-fixed-when = blocată în runda aceasta: schimb-o la următoarea împărțire, înainte să se mute prima carte
kk-note-shown = 📝 **Codul echipei voastre** ({ $when }):
kk-note-agree = 📝 Stabilește un cod cu partenerul: **Notiță cod** (doar voi doi o vedeți; se poate schimba la începutul fiecărei runde, înainte să se mute prima carte).
kk-note-later = 📝 O notiță cu codul pentru partener: scrie-o la următoarea împărțire, înainte să se mute prima carte.
kk-partners = Parteneri: **{ $pair }** · { $scores } (până la { $target })
kk-partner-away = { $name } a lipsit prea mult: acum calculatorul îi joacă locul.
kk-partner-resigned = { $name } a abandonat: acum calculatorul îi joacă locul.
kk-computer-code = Codul vostru în runda aceasta e **{ $code }** { $emoji }: { $name } îl face când are careu (strigă kare!) și strigă kare pe tine când îl faci tu. Celelalte gesturi ale lui sunt fente. Codul se schimbă după o rundă care arată una dintre mâinile voastre cu careu; panoul acesta spune mereu codul folosit.
kk-you = Tu
kk-partner-label = { $name } (partener)
kk-call-confirm = Strigă { $call } ({ $points } p)
kk-call = Strigă
kk-take = Ia { $card }
kk-seen = Văzut
kk-pass = Pas
kk-offer = Oferă partenerului
kk-accept = Acceptă oferta
kk-decline = Refuză
kk-withdraw = Retrage oferta
kk-code-note = Notiță cod
kk-more-gestures = Mai multe gesturi…
kk-last-round = Runda trecută
kk-at-the-table = La masă
kk-footer = Toți joacă deodată. Schimbă cu masa, fă schimburi deschis cu partenerul, semnalează în cod — și strigă când ești sigur.
kk-lobby-opposite = Partenerii stau față în față: locurile 1 și 3 contra locurilor 2 și 4.
kk-lobby-partners = **Parteneri** (locuri opuse):
kk-lobby-partner = { $first } cu { $second } ca partener
kk-lobby-choose-partners = Gazda: alege partenerii
table-computer-plays-away = 🤖 **Calculatorul joacă locul tău** până la sfârșitul jocului (ai lipsit prea mult; contează ca abandon). Masa continuă aici, ca s-o poți urmări.
table-computer-plays-resigned = 🤖 **Calculatorul joacă locul tău** până la sfârșitul jocului (ai abandonat; contează ca abandon). Masa continuă aici, ca s-o poți urmări.
