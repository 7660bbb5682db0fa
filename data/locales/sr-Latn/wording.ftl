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
