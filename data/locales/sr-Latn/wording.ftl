said-e48b5c903c = Ovu igru igra samo { $player }.
said-f675753b5e = Nema kolone { $column }; kolone su od 0 do 3.
said-059e6656b3 = Kolona { $column } je puna.
said-14a9ca116a = Kolona { $column } je ispred ostalih: prvo popuni red (kolone { $allowed }).
said-9b1f7c504b = { $card } ide na kolonu { $column }.
said-8cfe39028e = { $player } ne igra u ovoj igri.
said-4bb76431f1 = Tabla je popunjena: { $total ->
    [one] { $total } poen
    [few] { $total } poena
   *[other] { $total } poena
}.
said-55877c921e = Deljenje { $deal }: { $player } deli svakome po dve karte.
said-99412a24cd = { $player } okreće { $cards }.
said-b91605a145 = Akcija { $kind } mora da navede igrača koji je izvodi.
said-830e3b7d2a = Odbacuju se tačno dve karte, ne { $count }.
said-84be72e61f = Odbaci obe nove karte ili dve druge iz ruke, nikad jednu iz novog para.
said-b9bcb5cb05 = Trenutno nema licitacije.
said-6076d3eba6 = Ponuda daje ili iznos ili karte-novac, ne oboje.
said-d7d55ca982 = Ponuda mora biti veća od najveće ponude { $high }; { $total } nije.
said-9f277de3d3 = Možeš ponuditi najviše { $most }: uložio si { $committed } i ostalo ti je { $held }.
said-d16a4abd97 = { $player } ulaže { $money }: ponuda od { $amount }.
said-e36584af4c = { $player } nudi { $amount }.
said-06001d4c5f = { $player } dobija { $cards } za { $amount }.
said-595992901c = Niko ne nudi: { $cards } se odlažu.
said-138ee8b2b0 = Za ovim stolom se igra žetonima: licitiraj iznosom, svojim novim ukupnim iznosom u ovoj licitaciji, ne kartama-novcem.
said-46860c4f63 = Ponuda je najmanje { $minimum }, ne { $total }.
said-e0b8b52bc3 = Za ovim stolom se igra kartama-novcem: licitiraj dodavanjem karata-novca, ne iznosom.
said-64d91b5745 = Ponuda dodaje bar jednu kartu-novac.
said-c244ff8a62 = Nemaš kartu-novac { $money } da je dodaš (tvoje karte-novac: { $mine }).
said-615f8efe28 = { $player } ima { $count ->
    [one] { $count } kartu
    [few] { $count } karte
   *[other] { $count } karata
} i mora da odbaci dve.
said-95e2813f9b = { $player } odbacuje novi par { $cards }.
said-93374ee81d = { $player } ne može da ponudi { $amount } i preskače ovu licitaciju.
said-649bd684b6 = { $player } kaže „dalje”.
said-31f4a07713 = { $player } ne može da nadmaši { $amount }, pa je „dalje”.
said-60bbe16c47 = Licitacije su završene. Ostatak je potrošen.
said-d8707a5b1f = Licitacije su završene. Niko ne može da ponudi 2.
said-6d651e7197 = Licitacije su završene. Svako ima 8 karata.
said-cf297e8ad9 = { $player } odbacuje { $cards } iz ruke.
said-c473f1fd22 = { $player } odbacuje { $cards } i jednu zatvorenu kartu iz ruke.
said-9c3a77d786 = { $player } odbacuje dve zatvorene karte iz ruke.
said-40f57e07d6 = { $player } spušta { $card }.
said-33cc290c45 = Krypkasino igraju 2, 3, 4 ili 6 igrača, ne 5: posle četiri karte na stolu, 48 se deli po četiri svakom igraču, a 48 nije deljivo sa 20.
said-d8c779a1fd = Na potezu je { $mover }, ne { $player }.
said-25d4c64f99 = { $player } nema { $card }.
said-5e0b4a288e = Nošenje navodi kartu dvaput; navedi svaku kartu sa stola jednom.
said-30e6465c88 = { $cards } nije na stolu.
said-abc0728b82 = { $player } je na potezu; samo ostali igrači mogu da kažu tabbe.
said-754c742a69 = { $player } je već rekao tabbe u ovom potezu.
said-ed2e32950d = Sto je prazan: nema na šta da se kaže tabbe.
said-8e70b93f4a = { $card } ne nosi ništa: nijedna karta niti zbir karata na stolu ne daje njenu vrednost, pa se spušta, a potez koji spušta kartu ne navodi nošenje.
said-19eaf312e0 = { $player } kaže tabbe på { $rank }!
said-1b6fea0a1d = { $dealer } deli novo deljenje.
said-a6a201eb37 = { $dealer } deli ponovo.
said-4c4dd38fc6 = Niko ništa nije odneo: sto ne ide nikome.
said-dfd7ae96b6 = { $player } nosi ostatak: { $cards }.
said-3e2c1f61ac = { $player } igra { $card } i nosi { $taken }.
said-fb34eac628 = { $player } igra { $card } i nosi { $taken }. Tabbe!
said-2382790e3d = Akcija mora biti JSON objekat sa igračem i tipom.
said-ab6cff6fef = Akcija ne kaže koji je igrač izvodi.
said-b2f587891f = Akcija nema tip.
said-dde08c0af8 = { $kind } nije akcija ove igre; akcije su { $known }.
said-3e9e6e3479 = Igrač akcije mora biti ime igrača ili null.
said-eaec06802f = Samo sam sto može da pošalje { $kind }; njen igrač je null.
said-8177436fba = Sada nema šta da se odbaci: igrač odbacuje samo kad osvoji par a već drži { $most } karata.
said-8f5ba3a282 = Ništa drugo se ne prima dok { $player } ne odbaci dve karte (drži više od { $most }).
said-91f10d3980 = Držiš više od { $most } karata: prvo odbaci dve, ili obe nove karte ili dve druge iz ruke.
said-d7224cc0f5 = Ne možeš da odbaciš { $cards }: nemaš tu kartu.
said-97c9d9df81 = Ne možeš da odbaciš { $cards }: nemaš te karte.
said-b76578c3a6 = Rekao si „dalje” u ovoj licitaciji i više ne učestvuješ u njoj; { $player } licitira ili kaže „dalje”.
said-642746621c = Nisi na potezu: ne možeš da nadmašiš najvišu ponudu, pa si automatski rekao „dalje”; { $player } licitira ili kaže „dalje”.
said-4f8bd4abef = Nisi na potezu: ti imaš najvišu ponudu; { $player } licitira ili kaže „dalje”.
said-cdd42ec244 = Nisi na potezu; { $player } licitira ili kaže „dalje”.
said-da283f6ada = { $player } zadržava { $cards } ({ $hand }, { $hand_points }) + { $bonus } bonusa + { $money } novca: { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }.
said-15fb3a30a3 = { $player } zadržava { $cards } ({ $hand }, { $hand_points }) + { $money } novca: { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }.
said-dfd58078d6 = Meč je završen: { $winners } pobeđuje sa { $points }.
said-d5447cb0ee = Seme mora biti ceo broj.
said-146c9e83ef = Igrači moraju biti spisak imena.
said-c04ef1ccca = Svaki igrač mora imati ime koje nije prazno.
said-7e6e2dbc68 = Dva igrača imaju isto ime; imena moraju biti različita.
said-82dc57390a = Opcije moraju biti JSON objekat.
said-c3a0c9cbf3 = Igra je završena; potezi se više ne primaju.
said-e143931f6d = Nema runde { $number }; ovo je runda { $round }.
said-32a7ea7e27 = Runda { $round }: { $dealer } deli svakom po četiri karte.
said-105f0ec8a7 = Već si video ovaj sto.
said-3efbe3241d = U ovoj igri niko ne čeka da pogleda sto (gledanje unapred je isključeno).
said-7015f595fb = Sto je već otvoren.
said-f7955329cf = { $card } nije na stolu.
said-35b8d65beb = Nemaš { $card }.
said-a29dd384e0 = Niko ne sme da uzme kartu dok svi ne vide novi sto; čeka se { $waiting }.
said-24949defec = Već imaš otvorenu ponudu za { $partner }; povuci je pre nego što daš novu.
said-fd474c0413 = { $partner } ima otvorenu ponudu za tebe; prvo je prihvati ili odbij.
said-0ce86e114c = Ta ponuda je tvoja; samo { $partner } može da je prihvati ili odbije (ti možeš da je povučeš).
said-7340a9645b = { $partner } ti nije dao ponudu.
said-ff498c74d9 = Samo { $offerer } može da povuče tu ponudu; ti možeš da je prihvatiš ili odbiješ.
said-ebd75e2fef = Svi još gledaju novi sto; propusti kad se otvori.
said-534127d6d8 = Već si propustio ovaj sto; menja se kad sva četvorica propuste.
said-57340e81d5 = Poziv mora da navede bar jednog igrača.
said-466a222be5 = Poziv navodi svakog igrača samo jednom.
said-52f5b11b32 = Sebe možeš da navedeš samo zajedno sa partnerom, { $partner }.
said-be4b2d2594 = { $gesture } nije znak; znaci su { $gestures }.
said-ac12ff5b70 = { $player } je video sto.
said-eb6ed3c064 = Sto je otvoren.
said-d21981bd39 = { $player } daje { $give } za { $take }.
said-8105f26815 = { $player } nudi { $card } igraču { $partner }.
said-e2cc1a7b8a = { $player } prihvata { $card } od igrača { $offerer } i vraća { $returned }.
said-1bb448541c = { $player } odbija ponudu igrača { $offerer }.
said-1fcc1559dc = { $player } povlači ponudu.
said-95bcc3f96a = Sto se sklanja.
said-456eb06754 = { $player } zove { $call }: { $claim }.
said-b3679a4924 = { $player }: { $gesture }.
said-af97cbd0e9 = { $name } ne igra u ovoj igri.
said-e28ba11a4a = U špilu nema više četiri karte: runda se poništava.
said-e1a56d589c = Nemaš otvorenu ponudu da je povučeš.
said-6207a76765 = Svi su videli sto: otvoren je.
said-33bfc3252e = Ponuda igrača { $player } ({ $card }) ističe.
said-d49ada3cc5 = Svi su propustili: sto se sklanja.
said-e1d1757f18 = { $winners } stižu do { $target } i pobeđuju.
said-6c774f4bc9 = Te karte više nema na stolu: sklonjena je.
said-86d1a6c17d = Te karte više nema na stolu: uzeo ju je { $taker }.
said-57ba2f87ca = Nema otvorene ponude na koju bi odgovorio: ponuda igrača { $offerer } završila se sa rundom { $ended_round }.
said-efd38db787 = Nema otvorene ponude na koju bi odgovorio: ponuda igrača { $offerer } ({ $offered }) istekla je kad je karta otišla na sto.
said-ca7e9e0b23 = Nema otvorene ponude na koju bi odgovorio: { $ender } je prihvatio ponudu igrača { $offerer }.
said-3ddf5ae888 = Nema otvorene ponude na koju bi odgovorio: { $ender } je odbio ponudu igrača { $offerer }.
said-d6b8946224 = Nema otvorene ponude na koju bi odgovorio: { $ender } je povukao svoju ponudu.
said-08170254c3 = Nemaš otvorenu ponudu da je povučeš: ponuda igrača { $offerer } završila se sa rundom { $ended_round }.
said-9eecfc7ad9 = Nemaš otvorenu ponudu da je povučeš: ponuda igrača { $offerer } ({ $offered }) istekla je kad je karta otišla na sto.
said-e65fe844bd = Nemaš otvorenu ponudu da je povučeš: { $ender } je prihvatio ponudu igrača { $offerer }.
said-e4770b1773 = Nemaš otvorenu ponudu da je povučeš: { $ender } je odbio ponudu igrača { $offerer }.
said-f20725fdab = Nemaš otvorenu ponudu da je povučeš: { $ender } je povukao svoju ponudu.
said-0351b19c48 = Runda { $number } je završena: špil je ostao prazan i runda je poništena. Ovo je runda { $round }.
said-a9ada479d4 = Runda { $number } je završena: { $caller } je zvao { $call } ({ $claim }), tačno, i { $scorers } su dobili { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }. Ovo je runda { $round }.
said-76788f00ee = Runda { $number } je završena: { $caller } je zvao { $call } ({ $claim }), pogrešno, i { $scorers } su dobili { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }. Ovo je runda { $round }.
said-ef3bdfe51e = { $player } je dobio tri karte { $rank }: { $dealer } deli ponovo.
said-93bd2da508 = { $player } je dobio četiri karte { $rank }: { $dealer } deli ponovo.
said-faeb96df3f = { $cards } su okrenute sa tri karte { $rank } i odmah se sklanjaju.
said-c0e2be2750 = { $cards } su okrenute sa četiri karte { $rank } i odmah se sklanjaju.
said-7a02d072b3 = Sto { $number }: { $cards }. Svi gledaju pre nego što iko uzme.
said-aa76d29e05 = Sto { $number }: { $cards }.
said-beb9dfa4c8 = { $player } pokazuje { $hand }: četiri iste.
said-bd83506582 = { $player } pokazuje { $hand }: nisu četiri iste.
said-8a96154a7a = Tačno: { $scorers } dobijaju { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }.
said-7f801339c7 = Pogrešno: { $scorers } dobijaju { $points ->
        [one] { $points } poen
        [few] { $points } poena
       *[other] { $points } poena
    }.
said-917c1c4248 = { $card } mora da uzme najveću grupu karata sa stola: { $sets }, ne { $take }.
said-3a276c58c5 = Runda { $number } obračunata: { $scores }.
said-4b6d4722d6 = Rečeno je tabbe på { $ranks } a { $player } drži takvu kartu: { $player } mora da odigra { $ranks }, ne { $card }.
said-51809046d3 = { $card } može da uzme više najvećih grupa; reci koju: { $sets }.
said-6a4fc8c8fb = Meč je završen: pobedili su { $winners }.
said-26cc31b7d8 = Tabbe på { $rank } ne važi: sto se ne deli na grupe koje svaka daju 14 (sam kec, ili karte koje zajedno daju 14, s kecom kao 1).
said-5ddd7814e1 = Tabbe på { $rank } ne važi: sto se ne deli na grupe koje svaka daju { $value }.
said-85e61be6a1 = Zapis mora biti JSON objekat.

# The engine's words by code (engine.wording.WORDS): Crveni tepih's hands, Kare Kupa's gestures
# and calls (the calls keep the game's own names).
word-ct-high-cards = jake karte
word-ct-pair = par
word-ct-two-pairs = dva para
word-ct-three-of-a-kind = triling
word-ct-four-of-a-kind = karo
word-ct-straight = kenta
word-ct-flush = boja
word-ct-straight-flush = kenta u boji
word-ct-red-carpet = crveni tepih
word-wink = namig
word-nose = dodir nosa
word-ear = dodir uha
word-cough = kašalj
word-sneeze = kijanje
word-yawn = zevanje
word-stretch = protezanje
word-tap = kucanje
word-smile = osmeh
word-sigh = uzdah
word-kare = kare
word-kupa = kupa
word-double-kare = dupli kare
word-double-kupa = dupla kupa
word-kare-kupa = kare kupa
word-double-kare-kupa = dupli kare – kupa
word-double-kupa-kare = dupla kupa – kare
word-double-kare-double-kupa = dupli kare – dupla kupa
said-d4bf262e45 = { $unknown } nije opcija igre { $game } (njene opcije: { $known }).
said-99e6eef008 = { $unknown } nije opcija igre { $game } (nema opcija).
said-66dc6f3132 = Opcije su duže od { $most } znakova.
said-e5d5e76c27 = Navedi najviše { $most } opcija; navedeno je { $count }.
said-32183688c1 = Piši opcije kao ime=vrednost, na primer `rounds=2`; { $word } nije tako.
said-29202f03a5 = { $key } nije opcija: imena opcija imaju najviše { $most } znakova.
said-325f07fd84 = Opcija { $key } je navedena dva puta; navedi svaku opciju jednom.
said-bd231cef31 = { $player } propušta ovaj sto.

# 4-poker: what a column makes so far and the draws still alive (engine/four_poker/progress.py).
said-2d11433c48 = karo ({ $rank })
said-124939c75d = ful ({ $rank } i { $other })
said-2aa57660fd = triling ({ $rank })
said-d4b04f9fe1 = dva para ({ $rank } i { $other })
said-ed6972050a = par ({ $rank })
said-d5e5b92624 = kenta u boji
said-e4706359fc = boja
said-6ec09feb3f = kenta
said-0feca720e2 = ništa
said-a09e93c737 = još ništa
said-4335b108ae = tri karte za kentu u boji
said-68df0f4e4a = četiri karte za kentu u boji
said-e925743624 = tri karte za boju
said-fa6d50228b = četiri karte za boju
said-fe6a9a890f = tri karte za kentu
said-3742aee80e = četiri karte za kentu

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
