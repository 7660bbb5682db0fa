said-e48b5c903c = Doar { $player } joacă acest joc.
said-f675753b5e = Nu există coloana { $column }; coloanele sunt de la 0 la 3.
said-059e6656b3 = Coloana { $column } este plină.
said-14a9ca116a = Coloana { $column } este înaintea celorlalte: completează mai întâi rândul (coloanele { $allowed }).
said-9b1f7c504b = { $card } merge pe coloana { $column }.
said-8cfe39028e = { $player } nu joacă în acest joc.
said-4bb76431f1 = Tabla e completă: { $total ->
    [one] { $total } punct
    [few] { $total } puncte
   *[other] { $total } de puncte
}.
said-55877c921e = Împărțeala { $deal }: { $player } dă câte două cărți fiecăruia.
said-99412a24cd = { $player } întoarce { $cards }.
said-b91605a145 = O acțiune { $kind } trebuie să numească jucătorul care o face.
said-830e3b7d2a = O aruncare înseamnă exact două cărți, nu { $count }.
said-84be72e61f = Aruncă ambele cărți noi sau alte două din mână, niciodată una din perechea nouă.
said-b9bcb5cb05 = Nu se desfășoară nicio licitație acum.
said-6076d3eba6 = O ofertă dă fie o sumă, fie cărți-bani, nu amândouă.
said-d7d55ca982 = O ofertă trebuie să fie peste cea mai mare ofertă, { $high }; { $total } nu este.
said-9f277de3d3 = Poți oferi cel mult { $most }: ai pus { $committed } și mai ai { $held }.
said-d16a4abd97 = { $player } pune { $money }: o ofertă de { $amount }.
said-e36584af4c = { $player } oferă { $amount }.
said-06001d4c5f = { $player } câștigă { $cards } pentru { $amount }.
said-595992901c = Nimeni nu oferă: { $cards } sunt puse deoparte.
said-138ee8b2b0 = La această masă se joacă cu jetoane: oferă o sumă, noul tău total în această licitație, nu cărți-bani.
said-46860c4f63 = O ofertă este de cel puțin { $minimum }, nu { $total }.
said-e0b8b52bc3 = La această masă se joacă cu cărți-bani: oferă adăugând cărți-bani, nu cu o sumă.
said-64d91b5745 = O ofertă adaugă cel puțin o carte-bani.
said-c244ff8a62 = Nu ai cartea-bani { $money } ca s-o adaugi (cărțile tale-bani: { $mine }).
said-615f8efe28 = { $player } are { $count ->
    [one] { $count } carte
    [few] { $count } cărți
   *[other] { $count } de cărți
} și trebuie să arunce două.
said-95e2813f9b = { $player } aruncă perechea nouă { $cards }.
said-93374ee81d = { $player } nu poate oferi { $amount } și stă pe dinafară la această licitație.
said-649bd684b6 = { $player } spune „dalje” (pas).
said-31f4a07713 = { $player } nu poate depăși { $amount } și iese din licitație.
said-60bbe16c47 = Licitațiile s-au încheiat. Talonul s-a terminat.
said-d8707a5b1f = Licitațiile s-au încheiat. Nimeni nu mai poate oferi 2.
said-6d651e7197 = Licitațiile s-au încheiat. Toți au câte 8 cărți.
said-cf297e8ad9 = { $player } aruncă { $cards } din mână.
said-c473f1fd22 = { $player } aruncă { $cards } și o carte cu fața în jos din mână.
said-9c3a77d786 = { $player } aruncă două cărți cu fața în jos din mână.
said-40f57e07d6 = { $player } pune jos { $card }.
said-33cc290c45 = Krypkasino se joacă în 2, 3, 4 sau 6 jucători, nu în 5: după cele patru cărți de pe masă, 48 se împart câte patru fiecărui jucător, iar 48 nu este multiplu de 20.
said-d8c779a1fd = Este rândul lui { $mover } să joace, nu al lui { $player }.
said-25d4c64f99 = { $player } nu are { $card }.
said-5e0b4a288e = Luarea numește o carte de două ori; numește fiecare carte de pe masă o singură dată.
said-30e6465c88 = { $cards } nu este pe masă.
said-abc0728b82 = { $player } este la mutare; doar ceilalți jucători pot striga tabbe.
said-754c742a69 = { $player } a strigat deja tabbe în această tură.
said-ed2e32950d = Masa este goală: nu ai pe ce striga tabbe.
said-8e70b93f4a = { $card } nu ia nimic: nicio carte și nicio sumă de cărți de pe masă nu îi face valoarea, deci se pune jos, iar o mutare care pune jos o carte nu numește nicio luare.
said-19eaf312e0 = { $player } strigă tabbe på { $rank }!
said-1b6fea0a1d = { $dealer } împarte o rundă nouă.
said-a6a201eb37 = { $dealer } împarte din nou.
said-4c4dd38fc6 = Nimeni nu a luat nimic: masa nu merge la nimeni.
said-dfd7ae96b6 = { $player } ia cărțile rămase: { $cards }.
said-3e2c1f61ac = { $player } joacă { $card } și ia { $taken }.
said-fb34eac628 = { $player } joacă { $card } și ia { $taken }. Tabbe!
said-2382790e3d = O acțiune trebuie să fie un obiect JSON cu un jucător și un tip.
said-ab6cff6fef = Acțiunea nu spune ce jucător o face.
said-b2f587891f = Acțiunea nu are tip.
said-dde08c0af8 = { $kind } nu este o acțiune a acestui joc; acțiunile sunt { $known }.
said-3e9e6e3479 = Jucătorul acțiunii trebuie să fie numele unui jucător sau null.
said-eaec06802f = Doar masa însăși poate trimite { $kind }; jucătorul ei este null.
said-8177436fba = Nu ai nimic de aruncat acum: un jucător aruncă doar când câștigă o pereche având deja { $most } cărți.
said-8f5ba3a282 = Nu se mai acceptă nimic până când { $player } nu aruncă două cărți (are mai mult de { $most }).
said-91f10d3980 = Ai mai mult de { $most } cărți: aruncă întâi două, fie ambele cărți noi, fie alte două din mână.
said-d7224cc0f5 = Nu poți arunca { $cards }: nu ai cartea aceasta.
said-97c9d9df81 = Nu poți arunca { $cards }: nu ai cărțile acestea.
said-b76578c3a6 = Ai spus „dalje” în această licitație și nu mai participi la ea; { $player } oferă sau spune „dalje”.
said-642746621c = Nu este rândul tău: nu poți depăși cea mai mare ofertă, așa că ai trecut automat cu „dalje”; { $player } oferă sau spune „dalje”.
said-4f8bd4abef = Nu este rândul tău: tu ai cea mai mare ofertă; { $player } oferă sau spune „dalje”.
said-cdd42ec244 = Nu este rândul tău; { $player } oferă sau spune „dalje”.
said-da283f6ada = { $player } păstrează { $cards } ({ $hand }, { $hand_points }) + { $bonus } primă + { $money } bani: { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }.
said-15fb3a30a3 = { $player } păstrează { $cards } ({ $hand }, { $hand_points }) + { $money } bani: { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }.
said-dfd58078d6 = Meciul s-a încheiat: { $winners } câștigă cu { $points }.
said-d5447cb0ee = Sămânța trebuie să fie un număr întreg.
said-146c9e83ef = Jucătorii trebuie să fie o listă de nume.
said-c04ef1ccca = Fiecare jucător are nevoie de un nume care să nu fie gol.
said-7e6e2dbc68 = Doi jucători au același nume; numele trebuie să fie diferite.
said-82dc57390a = Opțiunile trebuie să fie un obiect JSON.
said-c3a0c9cbf3 = Jocul s-a încheiat; nu se mai acceptă mutări.
said-e143931f6d = Nu există runda { $number }; aceasta este runda { $round }.
said-32a7ea7e27 = Runda { $round }: { $dealer } împarte câte patru cărți fiecăruia.
said-105f0ec8a7 = Ai văzut deja această masă.
said-3efbe3241d = În acest joc nimeni nu așteaptă să se uite la masă (privirea de la început e oprită).
said-7015f595fb = Masa este deja deschisă.
said-f7955329cf = { $card } nu este pe masă.
said-35b8d65beb = Nu ai { $card }.
said-a29dd384e0 = Nimeni nu poate lua o carte până când toți nu au văzut masa nouă; se așteaptă după { $waiting }.
said-24949defec = Ai deja o ofertă deschisă către { $partner }; retrage-o înainte să faci alta.
said-fd474c0413 = { $partner } are o ofertă deschisă către tine; acceptă-o sau refuz-o mai întâi.
said-0ce86e114c = Oferta este a ta; doar { $partner } o poate accepta sau refuza (tu o poți retrage).
said-7340a9645b = { $partner } nu ți-a făcut nicio ofertă.
said-ff498c74d9 = Doar { $offerer } poate retrage oferta; tu o poți accepta sau refuza.
said-ebd75e2fef = Toți se mai uită încă la masa nouă; poți trece după ce se deschide.
said-534127d6d8 = Ai trecut deja la această masă; ea se schimbă când au trecut toți patru.
said-57340e81d5 = O strigare trebuie să numească cel puțin un jucător.
said-466a222be5 = O strigare numește fiecare jucător o singură dată.
said-52f5b11b32 = Te poți numi pe tine doar împreună cu partenerul tău, { $partner }.
said-be4b2d2594 = { $gesture } nu este un semn; semnele sunt { $gestures }.
said-ac12ff5b70 = { $player } a văzut masa.
said-eb6ed3c064 = Masa este deschisă.
said-d21981bd39 = { $player } dă { $give } pe { $take }.
said-8105f26815 = { $player } îi oferă lui { $partner } { $card }.
said-e2cc1a7b8a = { $player } acceptă { $card } de la { $offerer } și dă în schimb { $returned }.
said-1bb448541c = { $player } refuză oferta lui { $offerer }.
said-1fcc1559dc = { $player } își retrage oferta.
said-95bcc3f96a = Masa este pusă deoparte.
said-456eb06754 = { $player } strigă { $call }: { $claim }.
said-b3679a4924 = { $player }: { $gesture }.
said-af97cbd0e9 = { $name } nu joacă în acest joc.
said-e28ba11a4a = Pachetul nu mai are patru cărți: runda se anulează.
said-e1a56d589c = Nu ai nicio ofertă deschisă de retras.
said-6207a76765 = Toți au văzut masa: este deschisă.
said-33bfc3252e = Oferta lui { $player } cu { $card } expiră.
said-d49ada3cc5 = Toți au trecut: masa este pusă deoparte.
said-e1d1757f18 = { $winners } ajung la { $target } și câștigă.
said-6c774f4bc9 = Cartea nu mai este pe masă: a fost pusă deoparte.
said-86d1a6c17d = Cartea nu mai este pe masă: a luat-o { $taker }.
said-57ba2f87ca = Nu există nicio ofertă deschisă la care să răspunzi: oferta lui { $offerer } s-a încheiat odată cu runda { $ended_round }.
said-efd38db787 = Nu există nicio ofertă deschisă la care să răspunzi: oferta lui { $offerer } cu { $offered } a expirat când cartea a ajuns pe masă.
said-ca7e9e0b23 = Nu există nicio ofertă deschisă la care să răspunzi: { $ender } a acceptat oferta lui { $offerer }.
said-3ddf5ae888 = Nu există nicio ofertă deschisă la care să răspunzi: { $ender } a refuzat oferta lui { $offerer }.
said-d6b8946224 = Nu există nicio ofertă deschisă la care să răspunzi: { $ender } și-a retras oferta.
said-08170254c3 = Nu ai nicio ofertă deschisă de retras: oferta lui { $offerer } s-a încheiat odată cu runda { $ended_round }.
said-9eecfc7ad9 = Nu ai nicio ofertă deschisă de retras: oferta lui { $offerer } cu { $offered } a expirat când cartea a ajuns pe masă.
said-e65fe844bd = Nu ai nicio ofertă deschisă de retras: { $ender } a acceptat oferta lui { $offerer }.
said-e4770b1773 = Nu ai nicio ofertă deschisă de retras: { $ender } a refuzat oferta lui { $offerer }.
said-f20725fdab = Nu ai nicio ofertă deschisă de retras: { $ender } și-a retras oferta.
said-0351b19c48 = Runda { $number } s-a încheiat: pachetul s-a terminat și runda a fost anulată. Aceasta este runda { $round }.
said-a9ada479d4 = Runda { $number } s-a încheiat: { $caller } a strigat { $call } ({ $claim }), corect, iar { $scorers } au luat { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }. Aceasta este runda { $round }.
said-76788f00ee = Runda { $number } s-a încheiat: { $caller } a strigat { $call } ({ $claim }), greșit, iar { $scorers } au luat { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }. Aceasta este runda { $round }.
said-ef3bdfe51e = { $player } a primit trei de { $rank }: { $dealer } împarte din nou.
said-93bd2da508 = { $player } a primit patru de { $rank }: { $dealer } împarte din nou.
said-faeb96df3f = { $cards } au ieșit cu trei de { $rank } și sunt puse deoparte pe loc.
said-c0e2be2750 = { $cards } au ieșit cu patru de { $rank } și sunt puse deoparte pe loc.
said-7a02d072b3 = Masa { $number }: { $cards }. Toți se uită înainte ca cineva să ia.
said-aa76d29e05 = Masa { $number }: { $cards }.
said-beb9dfa4c8 = { $player } arată { $hand }: careu.
said-bd83506582 = { $player } arată { $hand }: niciun careu.
said-8a96154a7a = Corect: { $scorers } iau { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }.
said-7f801339c7 = Greșit: { $scorers } iau { $points ->
        [one] un punct
        [few] { $points } puncte
       *[other] { $points } de puncte
    }.
said-917c1c4248 = { $card } trebuie să ia cel mai mare grup de cărți de pe masă: { $sets }, nu { $take }.
said-3a276c58c5 = Runda { $number } numărată: { $scores }.
said-4b6d4722d6 = S-a strigat tabbe på { $ranks } și { $player } are o astfel de carte: { $player } trebuie să joace un { $ranks }, nu { $card }.
said-51809046d3 = { $card } poate lua mai multe grupuri la fel de mari; spune care: { $sets }.
said-6a4fc8c8fb = Meciul s-a încheiat: au câștigat { $winners }.
said-26cc31b7d8 = Tabbe på { $rank } nu este valabil: masa nu se împarte în grupuri care să facă fiecare 14 (un as singur sau cărți care adunate fac 14, cu asul socotit 1).
said-5ddd7814e1 = Tabbe på { $rank } nu este valabil: masa nu se împarte în grupuri care să facă fiecare { $value }.
said-85e61be6a1 = Înregistrarea trebuie să fie un obiect JSON.

# The engine's words by code (engine.wording.WORDS): Crveni tepih's hands, Kare Kupa's gestures
# and calls (the calls keep the game's own names).
word-ct-high-cards = cărți mari
word-ct-pair = o pereche
word-ct-two-pairs = două perechi
word-ct-three-of-a-kind = trei bucăți
word-ct-four-of-a-kind = careu
word-ct-straight = chintă
word-ct-flush = culoare
word-ct-straight-flush = chintă de culoare
word-ct-red-carpet = covorul roșu (crveni tepih)
word-wink = face cu ochiul
word-nose = atinge nasul
word-ear = atinge urechea
word-cough = tușește
word-sneeze = strănută
word-yawn = cască
word-stretch = se întinde
word-tap = bate în masă
word-smile = zâmbește
word-sigh = oftează
word-kare = kare
word-kupa = kupa
word-double-kare = kare dublu
word-double-kupa = kupa dublă
word-kare-kupa = kare kupa
word-double-kare-kupa = kare dublu – kupa
word-double-kupa-kare = kupa dublă – kare
word-double-kare-double-kupa = kare dublu – kupa dublă
said-d4bf262e45 = { $unknown } nu este o opțiune a jocului { $game } (opțiunile lui: { $known }).
said-99e6eef008 = { $unknown } nu este o opțiune a jocului { $game } (nu are opțiuni).
said-66dc6f3132 = Opțiunile au mai mult de { $most } de caractere.
said-e5d5e76c27 = Dă cel mult { $most } opțiuni; s-au dat { $count }.
said-32183688c1 = Scrie opțiunile ca nume=valoare, de exemplu `rounds=2`; { $word } nu este așa.
said-29202f03a5 = { $key } nu este o opțiune: numele opțiunilor au cel mult { $most } de caractere.
said-325f07fd84 = Opțiunea { $key } este dată de două ori; dă fiecare opțiune o singură dată.
said-bd231cef31 = { $player } trece la această masă.

# 4-poker: what a column makes so far and the draws still alive (engine/four_poker/progress.py).
said-2d11433c48 = careu de { $rank }
said-124939c75d = ful, trei de { $rank } și doi de { $other }
said-2aa57660fd = trei de { $rank }
said-d4b04f9fe1 = două perechi, de { $rank } și de { $other }
said-ed6972050a = pereche de { $rank }
said-d5e5b92624 = chintă de culoare
said-e4706359fc = culoare
said-6ec09feb3f = chintă
said-0feca720e2 = nimic
said-a09e93c737 = nimic deocamdată
said-4335b108ae = trei cărți spre chintă de culoare
said-68df0f4e4a = patru cărți spre chintă de culoare
said-e925743624 = trei cărți spre culoare
said-fa6d50228b = patru cărți spre culoare
said-fe6a9a890f = trei cărți spre chintă
said-3742aee80e = patru cărți spre chintă

# A rank named in a sentence (``r``): the card's face, as the cards show it.
rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-J = J
rank-Q = Q
rank-K = K
rank-A = A
