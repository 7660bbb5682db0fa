said-e48b5c903c = המשחק הזה של { $player } בלבד.
said-f675753b5e = אין עמודה { $column }; העמודות הן 0 עד 3.
said-059e6656b3 = עמודה { $column } מלאה.
said-14a9ca116a = עמודה { $column } מקדימה את האחרות: קודם משלימים את השורה (עמודות { $allowed }).
said-9b1f7c504b = ‏{ $card } מונח על עמודה { $column }.
said-8cfe39028e = אין ל־{ $player } מקום במשחק הזה.
said-4bb76431f1 = הלוח מלא: { $total ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $total } נקודות
}.
