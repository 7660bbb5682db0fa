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
said-138ee8b2b0 = Za ovim stolom se igra žetonima: licitiraj sa 'amount', svojim novim ukupnim iznosom u ovoj licitaciji, ne kartama-novcem.
said-46860c4f63 = Ponuda je najmanje { $minimum }, ne { $total }.
said-e0b8b52bc3 = Za ovim stolom se igra kartama-novcem: licitiraj dodavanjem karata-novca sa 'money', ne iznosom.
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
