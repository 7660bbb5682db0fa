rules-players = **Spelare**: { $last ->
    [one] en spelare
   *[other] { $counts } spelare
}.
rules-range = { $low } till { $high }
rules-or-more = { $low } eller fler
rules-options = **Alternativ** (i `/play options:`, som `namn=värde`):
rules-option = • `{ $name }` — { $description } Värden: { $allowed }; standard: { $default }.
rules-no-options = **Alternativ**: inga.
rules-default-above = (se ovan)
rules-option-krypkasino-rounds = Omgångar i matchen; standard: antalet spelare, så att alla ger en gång.
rules-option-crveni_tepih-money = Hur man bjuder: med marker, eller med pengakorten 2–6.
rules-option-crveni_tepih-all_pay = Om alla som bjuder betalar sitt bud (true), eller bara auktionens vinnare.
rules-option-crveni_tepih-target = Matchpoäng som avslutar matchen.
rules-option-kare_kupa-target = Poäng ett par behöver för att vinna matchen.
rules-option-kare_kupa-look = Om alla tittar på nyvända kort innan någon får ta ett.
