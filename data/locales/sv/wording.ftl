said-e48b5c903c = Bara { $player } spelar det här spelet.
said-f675753b5e = Det finns ingen kolumn { $column }; kolumnerna är 0 till 3.
said-059e6656b3 = Kolumn { $column } är full.
said-14a9ca116a = Kolumn { $column } ligger före de andra: fyll raden först (kolumnerna { $allowed }).
said-9b1f7c504b = { $card } läggs på kolumn { $column }.
said-8cfe39028e = { $player } spelar inte i det här spelet.
said-4bb76431f1 = Brädet är fullt: { $total } poäng.
