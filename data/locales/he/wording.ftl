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
said-55877c921e = חלוקה { $deal }: { $player } מחלק שני קלפים לכל אחד.
said-99412a24cd = { $player } הופך את { $cards }.
said-b91605a145 = פעולת { $kind } חייבת לציין את השחקן שמבצע אותה.
said-830e3b7d2a = זריקה היא בדיוק שני קלפים, לא { $count }.
said-84be72e61f = זורקים את שני הקלפים החדשים או שניים אחרים מהיד, אף פעם לא אחד מהזוג החדש.
said-b9bcb5cb05 = אין מכרז פעיל עכשיו.
said-6076d3eba6 = הצעה נותנת סכום או קלפי כסף, לא את שניהם.
said-d7d55ca982 = הצעה חייבת להיות מעל ההצעה הגבוהה, { $high }; { $total } לא.
said-9f277de3d3 = אפשר להציע לכל היותר { $most }: כבר הושקעו { $committed } ונשארו { $held }.
said-d16a4abd97 = { $player } מוסיף { $money }: הצעה של { $amount }.
said-e36584af4c = { $player } מציע { $amount }.
said-06001d4c5f = { $player } זוכה ב־{ $cards } תמורת { $amount }.
said-595992901c = אף אחד לא מציע: { $cards } מונחים בצד.
said-138ee8b2b0 = בשולחן הזה משחקים באסימונים: מציעים סכום, הסכום הכולל החדש שלך במכרז הזה, לא קלפי כסף.
said-46860c4f63 = הצעה היא לפחות { $minimum }, לא { $total }.
said-e0b8b52bc3 = בשולחן הזה משחקים בקלפי כסף: מציעים בהוספת קלפי כסף, לא בסכום.
said-64d91b5745 = הצעה מוסיפה לפחות קלף כסף אחד.
said-c244ff8a62 = אין לך את קלף הכסף { $money } להוספה (קלפי הכסף שלך: { $mine }).
said-615f8efe28 = ל־{ $player } יש { $count ->
    [one] קלף אחד
    [two] שני קלפים
   *[other] { $count } קלפים
} וצריך לזרוק שניים.
said-95e2813f9b = { $player } זורק את הזוג החדש { $cards }.
said-93374ee81d = { $player } לא יכול להציע { $amount } ויוצא מהמכרז הזה.
said-649bd684b6 = { $player } אומר "dalje" (פס).
said-31f4a07713 = { $player } לא יכול לעלות על { $amount } ויוצא מהמכרז.
said-60bbe16c47 = המכרזים הסתיימו. הקופה נגמרה.
said-d8707a5b1f = המכרזים הסתיימו. אף אחד לא יכול להציע 2.
said-6d651e7197 = המכרזים הסתיימו. לכל אחד 8 קלפים.
said-cf297e8ad9 = { $player } זורק מהיד את { $cards }.
said-c473f1fd22 = { $player } זורק מהיד את { $cards } וקלף סגור.
said-9c3a77d786 = { $player } זורק מהיד שני קלפים סגורים.
said-40f57e07d6 = { $player } מניח את { $card }.
said-33cc290c45 = ב־Krypkasino משחקים 2, 3, 4 או 6 שחקנים, לא 5: אחרי ארבעת קלפי השולחן מחולקים 48 קלפים, ארבעה לכל שחקן בכל חלוקה, ו־48 אינו כפולה של 20.
said-d8c779a1fd = התור של { $mover } לשחק, לא של { $player }.
said-25d4c64f99 = אין ל־{ $player } את { $card }.
said-5e0b4a288e = הלקיחה מציינת קלף פעמיים; יש לציין כל קלף שולחן פעם אחת.
said-30e6465c88 = { $cards } לא על השולחן.
said-abc0728b82 = התור של { $player }; רק שאר השחקנים יכולים לקרוא tabbe.
said-754c742a69 = ‏{ $player } כבר קרא tabbe בתור הזה.
said-ed2e32950d = השולחן ריק: אין על מה לקרוא tabbe.
said-8e70b93f4a = ‏{ $card } לא לוקח כלום: אף קלף או סכום קלפים על השולחן לא שווה לערכו, לכן הוא מונח, ומהלך שמניח קלף לא מציין לקיחה.
said-19eaf312e0 = { $player } קורא tabbe på { $rank }!
said-1b6fea0a1d = { $dealer } מחלק סיבוב חדש.
said-a6a201eb37 = { $dealer } מחלק שוב.
said-4c4dd38fc6 = אף אחד לא לקח: השולחן לא הולך לאף אחד.
said-dfd7ae96b6 = { $player } לוקח את השאריות: { $cards }.
said-3e2c1f61ac = { $player } משחק { $card } ולוקח { $taken }.
said-fb34eac628 = { $player } משחק { $card } ולוקח { $taken }. Tabbe!
said-2382790e3d = פעולה חייבת להיות אובייקט JSON עם שחקן וסוג.
said-ab6cff6fef = הפעולה לא אומרת איזה שחקן מבצע אותה.
said-b2f587891f = לפעולה אין סוג.
said-dde08c0af8 = { $kind } אינה פעולה במשחק הזה; הפעולות הן { $known }.
said-3e9e6e3479 = השחקן של הפעולה חייב להיות שם של שחקן או null.
said-eaec06802f = רק השולחן עצמו רשאי לשלוח { $kind }; השחקן שלה הוא null.
said-8177436fba = אין מה לזרוק עכשיו: זורקים רק כשזוכים בזוג קלפים כשכבר מחזיקים { $most } קלפים.
said-8f5ba3a282 = שום דבר אחר לא מתקבל עד ש־{ $player } יזרוק שני קלפים (יש בידו יותר מ־{ $most }).
said-91f10d3980 = יש בידך יותר מ־{ $most } קלפים: קודם יש לזרוק שניים, או את שני הקלפים החדשים או שניים אחרים מהיד.
said-d7224cc0f5 = אי אפשר לזרוק את { $cards }: הקלף הזה לא בידך.
said-97c9d9df81 = אי אפשר לזרוק את { $cards }: הקלפים האלה לא בידך.
said-b76578c3a6 = כבר אמרת "dalje" במכרז הזה ואינך משתתף בו עוד; { $player } מציע או אומר "dalje".
said-642746621c = זה לא התור שלך: אי אפשר לעבור את ההצעה הגבוהה, אז נרשם לך "dalje" אוטומטית; { $player } מציע או אומר "dalje".
said-4f8bd4abef = זה לא התור שלך: ההצעה הגבוהה שלך; { $player } מציע או אומר "dalje".
said-cdd42ec244 = זה לא התור שלך; { $player } מציע או אומר "dalje".
said-da283f6ada = { $player } שומר את { $cards } ({ $hand }, { $hand_points }) + בונוס { $bonus } + כסף { $money }: { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }.
said-15fb3a30a3 = { $player } שומר את { $cards } ({ $hand }, { $hand_points }) + כסף { $money }: { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }.
said-dfd58078d6 = המשחק נגמר: { $winners } מנצחים עם { $points }.
said-d5447cb0ee = הזרע חייב להיות מספר שלם.
said-146c9e83ef = השחקנים חייבים להיות רשימת שמות.
said-c04ef1ccca = לכל שחקן צריך שם שאינו ריק.
said-7e6e2dbc68 = לשני שחקנים יש אותו שם; השמות חייבים להיות שונים.
said-82dc57390a = האפשרויות חייבות להיות אובייקט JSON.
said-c3a0c9cbf3 = המשחק נגמר; לא מתקבלים עוד מהלכים.
said-e143931f6d = אין סיבוב { $number }; זה סיבוב { $round }.
said-32a7ea7e27 = סיבוב { $round }: { $dealer } מחלק ארבעה קלפים לכל אחד.
said-105f0ec8a7 = כבר ראית את השולחן הזה.
said-3efbe3241d = במשחק הזה אף אחד לא מחכה להסתכל בשולחן (ההסתכלות כבויה).
said-7015f595fb = השולחן כבר פתוח.
said-f7955329cf = { $card } לא על השולחן.
said-35b8d65beb = אין בידך את { $card }.
said-a29dd384e0 = אסור לקחת קלף עד שכולם יראו את השולחן החדש; מחכים ל־{ $waiting }.
said-24949defec = כבר יש לך הצעה פתוחה ל־{ $partner }; יש לבטל אותה לפני הצעה חדשה.
said-fd474c0413 = ל־{ $partner } יש הצעה פתוחה אליך; קודם יש לקבל או לדחות אותה.
said-0ce86e114c = ההצעה הזאת שלך; רק { $partner } יכול לקבל או לדחות אותה (אפשר לבטל אותה).
said-7340a9645b = { $partner } לא הציע לך כלום.
said-ff498c74d9 = רק { $offerer } יכול לבטל את ההצעה הזאת; אפשר לקבל או לדחות אותה.
said-ebd75e2fef = כולם עדיין מסתכלים בשולחן החדש; אפשר לוותר אחרי שהוא נפתח.
said-534127d6d8 = כבר ויתרת על השולחן הזה; הוא מוחלף כשכל הארבעה ויתרו.
said-57340e81d5 = קריאה חייבת לציין לפחות שחקן אחד.
said-466a222be5 = קריאה מציינת כל שחקן פעם אחת בלבד.
said-52f5b11b32 = מותר לציין את עצמך רק יחד עם בן הזוג שלך, { $partner }.
said-be4b2d2594 = { $gesture } אינה מחווה; המחוות הן { $gestures }.
said-ac12ff5b70 = { $player } ראה את השולחן.
said-eb6ed3c064 = השולחן פתוח.
said-d21981bd39 = { $player } נותן את { $give } תמורת { $take }.
said-8105f26815 = { $player } מציע את { $card } ל־{ $partner }.
said-e2cc1a7b8a = { $player } מקבל את { $card } מ־{ $offerer } ונותן בתמורה את { $returned }.
said-1bb448541c = { $player } דוחה את ההצעה של { $offerer }.
said-1fcc1559dc = { $player } מבטל את ההצעה.
said-95bcc3f96a = השולחן מונח בצד.
said-456eb06754 = { $player } קורא { $call }: { $claim }.
said-b3679a4924 = { $player }: { $gesture }.
said-af97cbd0e9 = אין ל־{ $name } מקום במשחק הזה.
said-e28ba11a4a = בחפיסה אין עוד ארבעה קלפים: הסיבוב מבוטל.
said-e1a56d589c = אין לך הצעה פתוחה לבטל.
said-6207a76765 = כולם ראו את השולחן: הוא פתוח.
said-33bfc3252e = ההצעה של { $player } על { $card } פוקעת.
said-d49ada3cc5 = כולם ויתרו: השולחן מונח בצד.
said-e1d1757f18 = { $winners } מגיעים ל־{ $target } ומנצחים.
said-6c774f4bc9 = הקלף הזה כבר לא על השולחן: הוא הונח בצד.
said-86d1a6c17d = הקלף הזה כבר לא על השולחן: { $taker } לקח אותו.
said-57ba2f87ca = אין הצעה פתוחה לענות עליה: ההצעה של { $offerer } נגמרה עם סיבוב { $ended_round }.
said-efd38db787 = אין הצעה פתוחה לענות עליה: ההצעה של { $offerer } על { $offered } פקעה כשהקלף עבר לשולחן.
said-ca7e9e0b23 = אין הצעה פתוחה לענות עליה: { $ender } קיבל את ההצעה של { $offerer }.
said-3ddf5ae888 = אין הצעה פתוחה לענות עליה: { $ender } דחה את ההצעה של { $offerer }.
said-d6b8946224 = אין הצעה פתוחה לענות עליה: { $ender } ביטל את ההצעה שלו.
said-08170254c3 = אין לך הצעה פתוחה לבטל: ההצעה של { $offerer } נגמרה עם סיבוב { $ended_round }.
said-9eecfc7ad9 = אין לך הצעה פתוחה לבטל: ההצעה של { $offerer } על { $offered } פקעה כשהקלף עבר לשולחן.
said-e65fe844bd = אין לך הצעה פתוחה לבטל: { $ender } קיבל את ההצעה של { $offerer }.
said-e4770b1773 = אין לך הצעה פתוחה לבטל: { $ender } דחה את ההצעה של { $offerer }.
said-f20725fdab = אין לך הצעה פתוחה לבטל: { $ender } ביטל את ההצעה שלו.
said-0351b19c48 = סיבוב { $number } נגמר: החפיסה נגמרה והסיבוב בוטל. זה סיבוב { $round }.
said-a9ada479d4 = סיבוב { $number } נגמר: { $caller } קרא { $call } ({ $claim }), ובצדק, ו־{ $scorers } קיבלו { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }. זה סיבוב { $round }.
said-76788f00ee = סיבוב { $number } נגמר: { $caller } קרא { $call } ({ $claim }), בטעות, ו־{ $scorers } קיבלו { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }. זה סיבוב { $round }.
said-ef3bdfe51e = { $player } קיבל שלושה קלפי { $rank }: { $dealer } מחלק מחדש.
said-93bd2da508 = { $player } קיבל ארבעה קלפי { $rank }: { $dealer } מחלק מחדש.
said-faeb96df3f = { $cards } נפתחו עם שלושה קלפי { $rank } ומונחים מיד בצד.
said-c0e2be2750 = { $cards } נפתחו עם ארבעה קלפי { $rank } ומונחים מיד בצד.
said-7a02d072b3 = שולחן { $number }: { $cards }. כולם מסתכלים לפני שמישהו לוקח.
said-aa76d29e05 = שולחן { $number }: { $cards }.
said-beb9dfa4c8 = { $player } מראה את { $hand }: רביעייה.
said-bd83506582 = { $player } מראה את { $hand }: אין רביעייה.
said-8a96154a7a = נכון: { $scorers } מקבלים { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }.
said-7f801339c7 = טעות: { $scorers } מקבלים { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }.
said-917c1c4248 = { $card } חייב לקחת קבוצה גדולה ביותר של קלפי שולחן: { $sets }, לא { $take }.
said-3a276c58c5 = סיבוב { $number } נספר: { $scores }.
said-4b6d4722d6 = נקרא tabbe på { $ranks } ול־{ $player } יש קלף כזה: { $player } חייב לשחק { $ranks }, לא { $card }.
said-51809046d3 = { $card } יכול לקחת כמה קבוצות גדולות ביותר; יש לומר איזו: { $sets }.
said-6a4fc8c8fb = המשחק נגמר: { $winners } ניצחו.
said-26cc31b7d8 = tabbe på { $rank } לא תקף: אי אפשר לחלק את השולחן לקבוצות שכל אחת מהן שווה 14 (אס לבדו, או קלפים שסכומם 14 כשאס שווה 1).
said-5ddd7814e1 = tabbe på { $rank } לא תקף: אי אפשר לחלק את השולחן לקבוצות שכל אחת מהן שווה { $value }.
said-85e61be6a1 = הרשומה חייבת להיות אובייקט JSON.

# The engine's words by code (engine.wording.WORDS): Crveni tepih's hands, Kare Kupa's gestures
# and calls (the calls keep the game's own names).
word-ct-high-cards = קלפים גבוהים
word-ct-pair = זוג
word-ct-two-pairs = שני זוגות
word-ct-three-of-a-kind = שלישייה
word-ct-four-of-a-kind = רביעייה
word-ct-straight = סטרייט
word-ct-flush = פלאש
word-ct-straight-flush = סטרייט פלאש
word-ct-red-carpet = השטיח האדום (crveni tepih)
word-wink = קריצה
word-nose = נגיעה באף
word-ear = נגיעה באוזן
word-cough = שיעול
word-sneeze = עיטוש
word-yawn = פיהוק
word-stretch = מתיחה
word-tap = הקשה
word-smile = חיוך
word-sigh = אנחה
word-kare = קרה
word-kupa = קופה
word-double-kare = קרה כפול
word-double-kupa = קופה כפולה
word-kare-kupa = קרה קופה
word-double-kare-kupa = קרה כפול – קופה
word-double-kupa-kare = קופה כפולה – קרה
word-double-kare-double-kupa = קרה כפול – קופה כפולה
said-d4bf262e45 = { $unknown } אינה אפשרות של { $game } (האפשרויות שלו: { $known }).
said-99e6eef008 = { $unknown } אינה אפשרות של { $game } (אין לו אפשרויות).
said-66dc6f3132 = האפשרויות ארוכות מ־{ $most } תווים.
said-e5d5e76c27 = אפשר לתת לכל היותר { $most } אפשרויות; ניתנו { $count }.
said-32183688c1 = יש לכתוב אפשרויות בצורה `name=value`, למשל `rounds=2`; { $word } לא כתוב כך.
said-29202f03a5 = { $key } אינה אפשרות: שמות האפשרויות הם לכל היותר { $most } תווים.
said-325f07fd84 = האפשרות { $key } ניתנה פעמיים; יש לתת כל אפשרות פעם אחת.
said-bd231cef31 = { $player } מוותר על השולחן הזה.

# 4-poker: what a column makes so far and the draws still alive (engine/four_poker/progress.py).
said-2d11433c48 = רביעייה של { $rank }
said-124939c75d = פול האוס, { $rank } על { $other }
said-2aa57660fd = שלישייה של { $rank }
said-d4b04f9fe1 = שני זוגות, { $rank } ו־{ $other }
said-ed6972050a = זוג { $rank }
said-d5e5b92624 = סטרייט פלאש
said-e4706359fc = פלאש
said-6ec09feb3f = סטרייט
said-0feca720e2 = כלום
said-a09e93c737 = עדיין כלום
said-4335b108ae = שלושה קלפים לסטרייט פלאש
said-68df0f4e4a = ארבעה קלפים לסטרייט פלאש
said-e925743624 = שלושה קלפים לפלאש
said-fa6d50228b = ארבעה קלפים לפלאש
said-fe6a9a890f = שלושה קלפים לסטרייט
said-3742aee80e = ארבעה קלפים לסטרייט

# A rank named in a sentence (``r``): the card's face, as the cards show it.
rank-2 = 2
rank-3 = 3
rank-4 = 4
rank-5 = 5
rank-6 = 6
rank-7 = 7
rank-8 = 8
rank-9 = 9
rank-10 = 10
rank-J = J
rank-Q = Q
rank-K = K
rank-A = A
