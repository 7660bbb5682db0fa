rules-players = **שחקנים**: { $last ->
    [one] שחקן אחד
    [two] שני שחקנים
   *[other] { $counts } שחקנים
}.
rules-range = { $low } עד { $high }
rules-or-more = { $low } או יותר
rules-options = **אפשרויות** (ב־`/play options:`, בצורה `name=value`):
rules-option = • `{ $name }` — { $description } ערכים: { $allowed }; ברירת מחדל: { $default }.
rules-no-options = **אפשרויות**: אין.
rules-default-above = (ראו למעלה)
rules-option-krypkasino-rounds = מספר הסיבובים במשחק; ברירת מחדל: מספר השחקנים, כך שכל אחד מחלק פעם אחת.
rules-option-crveni_tepih-money = איך מציעים: באסימונים, או בקלפי הכסף 2–6.
rules-option-crveni_tepih-all_pay = האם כל מציע משלם את מה שהציע (true), או רק הזוכה במכרז.
rules-option-crveni_tepih-target = נקודות המשחק שמסיימות את המשחק.
rules-option-kare_kupa-target = הנקודות שזוג צריך כדי לנצח במשחק.
rules-option-kare_kupa-look = האם כולם מסתכלים בקלפים שזה עתה נהפכו לפני שמישהו רשאי לקחת אחד.
