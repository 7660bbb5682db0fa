rules-players = **Jucători**: { $last ->
    [one] { $counts } jucător
    [few] { $counts } jucători
   *[other] { $counts } de jucători
}.
rules-range = de la { $low } la { $high }
rules-or-more = { $low } sau mai mult
rules-options = **Opțiuni** (în `/play options:`, de forma `nume=valoare`):
rules-option = • `{ $name }` — { $description } Valori: { $allowed }; implicit: { $default }.
rules-no-options = **Opțiuni**: niciuna.
rules-default-above = (vezi mai sus)
rules-option-krypkasino-rounds = Runde în meci; implicit: numărul de jucători, ca fiecare să împartă o dată.
rules-option-crveni_tepih-money = Cum se licitează: cu jetoane sau cu cărțile-bani 2–6.
rules-option-crveni_tepih-all_pay = Dacă fiecare licitator plătește cât a oferit (true) sau doar câștigătorul licitației.
rules-option-crveni_tepih-target = Punctele de meci care încheie meciul.
rules-option-kare_kupa-target = Punctele de care are nevoie o pereche ca să câștige meciul.
rules-option-kare_kupa-look = Dacă toți se uită la cărțile abia întoarse înainte ca cineva să poată lua una.
