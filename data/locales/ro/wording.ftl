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
said-138ee8b2b0 = La această masă se joacă cu jetoane: oferă cu 'amount', noul tău total în această licitație, nu cu cărți-bani.
said-46860c4f63 = O ofertă este de cel puțin { $minimum }, nu { $total }.
said-e0b8b52bc3 = La această masă se joacă cu cărți-bani: oferă adăugând cărți-bani cu 'money', nu cu o sumă.
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
