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
