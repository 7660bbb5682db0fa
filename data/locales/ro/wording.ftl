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
