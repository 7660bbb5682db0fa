# השולחנות: הכותרת, תור מי, הדירוג הסופי, הכפתורים המשותפים, הלובי, תזכורות תור, לוחות היד
# והשולחן של כל משחק.
table-heading = { $game } — שולחן { $table }
table-paused = ⏸️ **בהשהיה**: כולם לא כאן. מהלך של כל שחקן ממשיך את המשחק.
table-paused-until = ⏸️ **בהשהיה**: כולם לא כאן. מהלך של כל שחקן ממשיך את המשחק — השולחן יינטש { $time }.
table-in-play = במשחק: { $players }
table-to-play = ▶️ בתור: { $players }
table-to-play-clock = ▶️ בתור: { $players } · הזמן נגמר { $time }
table-strong-thinks = 🧠 מחשב חזק חושב יותר זמן: הוא ישחק { $time }
table-abandoned = השולחן ננטש: הוא לא נחשב לאף אחד.
table-standing = { $medal } **{ $name }** — { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }
table-standing-forfeited = { $medal } **{ $name }** — { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    } (ויתור)
table-lowest-wins = הניקוד הנמוך ביותר מנצח.
table-forfeit-last = מי שמוותר מדורג אחרון.
table-seat-forfeited = (ויתור)
table-choose-one = בחרו אחת מהאפשרויות.
table-hand-in-dms = היד שלך בהודעות הפרטיות.
table-dms-closed = ההודעות הפרטיות שלך סגורות, אז הנה היד שלך כאן, באופן פרטי.
table-went-wrong = משהו השתבש אצלנו. השולחן בטוח; נסו שוב.
table-move-played = המהלך שלך בוצע.
table-move-played-said = המהלך שלך בוצע. { $said }
table-not-seated-play = אין לך מקום בשולחן הזה; אפשר לפתוח שולחן משלך עם ‎/play.
table-not-started = המשחק עוד לא התחיל.
table-refresh = רענון
table-your-hand = היד שלך
table-resigned = פרשת: המחשב משחק במקומך, והמשחק נחשב להפסד.
table-still-playing = ממשיכים לשחק.
table-ended = השולחן הסתיים.
table-rematch-open = משחק הגומלין כבר פתוח: שולחן { $table }.
table-went-wrong-retry = משהו השתבש אצלנו; נסו שוב.
table-resign = פרישה
table-resign-yes = כן, לפרוש (נחשב להפסד)
table-resign-no = לא, ממשיכים לשחק
table-rematch = משחק גומלין
table-end = סגירת השולחן
table-hand-title = היד שלך — { $heading }
table-latest = אחרונים
table-last-moves = המהלכים האחרונים
table-scores = ניקוד
table-empty = *ריק*
table-stale = המשחק התקדם מאז שהכפתורים האלה צוירו; הנה היד שלך עכשיו.
table-stale-choice = הבחירה הזו כבר לא בתוקף; הנה היד שלך עכשיו.
table-back = חזרה
lobby-host = מארח
lobby-waiting = מחכים לשחקנים: ב־{ $game } משחקים { $counts }.
lobby-count-range = { $low } עד { $high }
lobby-starts-with = ‏{ $game } מתחיל עם { $counts } שחקנים; { $seated ->
        [one] יושב שחקן אחד.
        [two] יושבים שני שחקנים.
       *[other] יושבים { $seated }.
    }
lobby-ready = ✅ מוכן: המארח יכול ללחוץ **התחלה**.
lobby-options = אפשרויות: { $options }
lobby-pace-relaxed = 🐢 שולחן רגוע: ארבע שעות לכל תור; על התור מודיעים בהודעה פרטית.
lobby-pace-slow = 🐢 שולחן איטי: יום לכל תור; על התור מודיעים בהודעה פרטית.
lobby-expires = פג תוקף { $time } אם אף אחד לא מתחיל אותו.
lobby-join = הצטרפות
lobby-leave = עזיבה
lobby-start = התחלה
lobby-cancel = ביטול
lobby-add-computer = הוספת שחקן מחשב
lobby-add-gentle = הוספת מחשב עדין
lobby-add-strong = הוספת מחשב חזק
# A computer seat's name as the reader sees it (the store keeps the English one).
computer-seat = { $level ->
        [gentle] מחשב { $number } (עדין)
        [strong] מחשב { $number } (חזק)
       *[normal] מחשב { $number }
    }
lobby-remove = הסרת { $name }
lobby-remove-placeholder = מארח: הסרת שחקן
lobby-invite-placeholder = מארח: הזמנת חברים
lobby-cancelled = המארח ביטל את השולחן הזה.
lobby-expired = אף אחד לא התחיל את השולחן בזמן; פג תוקפו.
lobby-closed = השולחן הזה סגור.
lobby-level-gone = הרמה הזו לא מוצעת; הסתכלו שוב על הלובי.
lobby-strong-note = 🧠 מחשב חזק חושב { $factor ->
        [2] פי שניים
       *[times] פי { $factor }
    } יותר זמן מהאחרים לפני כל מהלך.
lobby-lapsed = תוקף ההזמנה פג: { $reason }
lobby-lapsed-started = תוקף ההזמנה פג: המשחק התחיל בלעדיך.
lobby-joined = הצטרפת לשולחן { $table } ‏({ $game }): [לשולחן]({ $link }).
ping-turn = { $member }, תורך ב־{ $game } (שולחן { $table }).
ping-turn-link = { $member }, תורך ב־{ $game } (שולחן { $table }) — [לשולחן]({ $link }).
remind-turn = תורך ב־{ $game } (שולחן { $table }) — [לשולחן]({ $link }).
remind-turn-server = תורך ב־{ $game } (שולחן { $table }) בשרת **{ $server }** — [לשולחן]({ $link }).
remind-clock = הזמן שלך נגמר { $time }.
follow-reduced = 🃏 הלוח הזה כבר לא עוקב אחרי שולחן { $table }: היד שלך חיה בלוח שנפתח אחריו.
follow-expired = ⌛ הלוח הזה הפסיק לעקוב אחרי שולחן { $table } ‏(Discord מאפשר לבוט לעדכן לוח פרטי במשך 15 דקות). לחצו **{ $hand }** בשולחן, או **{ $refresh }** כאן, ללוח חי.
fp-not-yours = זה לא המשחק שלך; אפשר לפתוח משחק משלך עם ‎/play.
fp-points = { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }
fp-complete = הסוליטר של **{ $name }** הושלם.
fp-status = הסוליטר של **{ $name }** · { $placed } מתוך { $size } הונחו · נותרו { $left } למשיכה
fp-card-to-place = קלף להנחה: { $card } ‏({ $spoken })
fp-hinted = במשחק הזה נעזרו ברמזים: הוא לא נחשב לשום שיא או טבלה.
fp-column = טור { $column }
fp-so-far = עד עכשיו: לפחות { $points ->
        [one] נקודה אחת
        [two] שתי נקודות
       *[other] { $points } נקודות
    }.
fp-total = סך הכול: { $total }
fp-record = השיא שלך בשרת: **{ $best }** · ממוצע { $average } ב־{ $games ->
        [one] משחק אחד
        [two] שני משחקים
       *[other] { $games } משחקים
    }.
fp-to-place = להנחה
fp-left = נותרו { $left }
fp-hint = רמז
fp-hint-stale = כפתור הרמז הזה שייך לקלף קודם; הלוח כבר התקדם.
fp-hint-answer = רמז: שימו אותו בטור { $column }. (המשחק מסומן עכשיו כמשחק עם רמזים.)
card-spoken = { $rank } { $suit }
card-spades = עלה
card-hearts = לב
card-diamonds = יהלום
card-clubs = תלתן
card-jack = נסיך
card-queen = מלכה
card-king = מלך
card-ace = אס
# A picture's alt text: a card place in words.
picture-face-down = קלף הפוך
picture-empty = ריק
picture-money-card = קלף כסף { $value }
picture-no-cards = אין קלפים
fp-ranks = { $rank ->
        [J] נסיכים
        [Q] מלכות
        [K] מלכים
        [A] אסים
       *[number] { $rank }
    }
fp-four = רביעיית { $ranks }
fp-full-house = פול האוס, { $ranks } על { $over }
fp-three = שלישיית { $ranks }
fp-two-pair = שני זוגות, { $ranks } ו־{ $other }
fp-pair = זוג { $ranks }
fp-nothing = כלום
fp-nothing-yet = עדיין כלום
fp-straight-flush = סטרייט פלאש
fp-flush = פלאש
fp-straight = סטרייט
fp-draw-straight-flush = { $held ->
        [3] שלושה
       *[4] ארבעה
    } לסטרייט פלאש
fp-draw-flush = { $held ->
        [3] שלושה
       *[4] ארבעה
    } לפלאש
fp-draw-straight = { $held ->
        [3] שלושה
       *[4] ארבעה
    } לסטרייט
kry-head-cards = ק
kry-head-spades = ע
kry-head-two = ♠2
kry-head-ten = ♦10
kry-head-aces = א
kry-head-tabbes = ט
kry-deals = מחלק
kry-took-last = לקח אחרון
kry-tabbes = { $count ->
        [one] tabbe אחד
        [two] שני tabbe
       *[other] { $count } tabbe
    }
kry-player-counts = { $hand } ביד · ערימה { $pile } · **{ $points }** נק'
kry-sweep = { $player } משחק { $card } ולוקח { $taken } — tabbe!
kry-tabbe-hint = 📣 השולחן מתחלק ל־tabbe på { $ranks }: האחרים יכולים ללחוץ **{ $button }** לפני ש־**{ $mover }** משחק.
kry-tabbe-button = ‏Tabbe!
kry-call = **{ $name }** — tabbe på **{ $rank }**
kry-called = 📣 הוכרז בתור הזה: { $calls }
kry-round-short = סבב { $round }
kry-round-total = סבב סה"כ
kry-round-letter = ס
kry-total-short = סה"כ
kry-most-cards = הכי הרבה קלפים
kry-most-spades = הכי הרבה עלה
kry-nobody-tied = אף אחד (תיקו)
kry-legend = ק הכי הרבה קלפים 1 · ע הכי הרבה עלה 2 · ♠2 1 · ♦10 2 · א אסים 1 כל אחד · ט tabbe 1 כל אחד; הסכום הנמוך מנצח.
kry-every-round = כל הסבבים
kry-on-table-count = על השולחן — { $count ->
        [one] קלף אחד
        [two] שני קלפים
       *[other] { $count } קלפים
    }
kry-table-empty = השולחן ריק
kry-splits = מתחלק ל־tabbe på { $ranks }
kry-round-of = סבב { $round } מתוך { $rounds }
kry-to-play = { $name } בתור
kry-only-players = רק השחקנים בשולחן הזה יכולים להכריז tabbe.
kry-too-late-split = מאוחר מדי: השולחן השתנה והוא כבר לא מתחלק לסכומים שווים.
kry-too-late = מאוחר מדי: מאז שוחק קלף; הסתכלו שוב על השולחן.
kry-call-offer = השולחן ({ $table }) מתחלק לסכומים שווים. הכריזו **tabbe på** על ערך: אם יש ל־**{ $mover }** הערך הזה, חובה לשחק אותו ולאסוף את כל השולחן — tabbe, שעולה נקודה. אפשר להכריז פעם אחת בתור הזה.
kry-tabbe-pa = ‏Tabbe på { $rank }
kry-too-late-call = מאוחר מדי: מאז שוחק קלף; ההכרזה לא נעשתה.
kry-not-a-rank = זה לא ערך של קלף.
kry-call-made = ההכרזה שלך נעשתה.
kry-call-seen = { $said } כולם רואים את זה על השולחן.
kry-lays = מניח
kry-sweeps = לוקח הכול — tabbe!
kry-takes-choose = לוקח { $count } — בחרו אילו
kry-takes = לוקח { $cards }
kry-card-not-now = אי אפשר לשחק את הקלף הזה עכשיו; הנה היד שלך עכשיו.
kry-match-over = המשחק הסתיים.
kry-must-play = 📣 { $callers } הכריז tabbe: **חובה לשחק { $ranks }** — הוא לוקח את כל השולחן.
kry-your-turn = **תורך**: כל קלף אומר מה הוא יעשה עכשיו על השולחן.
kry-waiting-for = מחכים ש־**{ $name }** ישחק.
kry-on-table = **על השולחן**: { $cards }
kry-your-cards = **הקלפים שלך**: { $cards }
kry-choose-set = ‏{ $card } יכול לקחת כמה קבוצות גדולות באותה מידה: בחרו אחת.
kry-panel-round = סבב { $round } מתוך { $rounds } · הסכום שלך **{ $total }** (הנמוך מנצח)
kry-card-takes = { $card } לוקח { $cards }
kry-stock = קופה { $count ->
        [one] קלף אחד
        [two] שני קלפים
       *[other] { $count } קלפים
    }
kry-deals-left = { $count ->
        [one] עוד חלוקה אחת
        [two] עוד שתי חלוקות
       *[other] עוד { $count } חלוקות
    }
kry-last-deal = חלוקה אחרונה
kry-round-line = **סבב { $round } מתוך { $rounds }** · מחלק **{ $dealer }** · { $stock }
kry-footer = נקודות זה רע: הסכום הנמוך מנצח. ‏tabbe (לקיחה שמרוקנת את השולחן) עולה נקודה אחת.
ct-status-in = במכרז
ct-status-passed = אמר dalje (פס)
ct-status-auto = בחוץ (לא יכול לעבור את ההצעה)
ct-hand-high = קלפים גבוהים
ct-hand-pair = זוג
ct-hand-two-pairs = שני זוגות
ct-hand-three = שלישייה
ct-hand-four = רביעייה
ct-hand-straight = סטרייט
ct-hand-flush = פלאש
ct-hand-straight-flush = סטרייט פלאש
ct-hand-red-carpet = השטיח האדום
ct-none = אין
ct-nothing = כלום
ct-put-in = הושקע { $cards }
ct-money-left = נותרו { $money }
ct-money-in = הושקעו { $money }
ct-no-cards-zero = אין קלפים: 0
ct-best-hand-bonus = +{ $points } היד הטובה ביותר
ct-money-bonus = +{ $points } כסף
ct-final-standings = דירוג סופי
ct-all-pay = 💸 **כולם משלמים**: כל הצעה משולמת, בזכייה או בהפסד.
ct-winner-pays = 🤝 **הזוכה משלם**: האחרים מקבלים את ההצעות שלהם בחזרה.
ct-money-cards = 💵 קלפי כסף 2–6, בלי עודף
ct-chips = 🪙 אסימונים, כל סכום
ct-match-over = **המשחק הסתיים** אחרי { $deals ->
        [one] חלוקה אחת
        [two] שתי חלוקות
       *[other] { $deals } חלוקות
    } · { $pay } · { $money }
ct-deal-line = **חלוקה { $deal }** · הראשון ל־**{ $target }** מנצח · { $pay } · { $money } · קופה { $stock }
ct-won-ten = 🃏 **{ $name }** זכה ב־{ $cards } ומחזיק עשרה קלפים: צריך לזרוק שניים.
ct-on-offer = 🎴 **במכירה: { $cards }** (נחשפו על ידי { $name })
ct-on-offer-dealer = 🎴 **במכירה: { $cards }** (נחשפו על ידי המחלק)
ct-high-bid = 🔨 ההצעה הגבוהה **{ $bid }** של **{ $name }**
ct-no-bid-yet = 🔨 עוד אין הצעה: ההצעה הראשונה היא לפחות 2.
ct-to-discard = ▶️ זורק: **{ $name }**
ct-to-bid = ▶️ מציע או אומר dalje: **{ $name }**
ct-clock = הזמן נגמר { $time }
ct-no-cards-won = לא נקנו קלפים
ct-face-down = { $back }×{ $count } הפוכים
ct-high-bidder = ההצעה הגבוהה
ct-match-points = **{ $score }**/{ $target } נק'
ct-players = שחקנים
ct-set-aside = { $cards } הונחו בצד
ct-sold-to = { $cards } ← { $name } תמורת { $price }
ct-sold-this-deal = **נמכר בחלוקה הזו**: { $sales }
ct-showdown = חשיפה — חלוקה { $deal }
ct-red-carpet-rolled = 🎉🟥 פורשים את השטיח האדום ל־**{ $names }**! 🟥🎉
ct-match-standing = **המשחק** (הראשון ל־{ $target }): { $standing }
ct-last-deal = *חלוקה { $deal }*: { $scores }
ct-picture-hand = { $hand } { $hand_points } · { $points } נקודות בסך הכול
ct-final-deal = חלוקה אחרונה { $deal }
ct-picture-money = כסף { $money }
ct-picture-bid = הצעה { $bid }
ct-picture-high-bid = הצעה גבוהה { $bid } של { $name }
ct-picture-no-bid = עוד אין הצעה
ct-picture-on-offer = במכירה
ct-picture-discards = { $name } זורק
ct-picture-won-ten = נקנו בעשרה קלפים
ct-your-cards = **הקלפים שלך** ({ $count }; 🔒 הפוכים, רק לך רואים אותם): { $cards }
ct-your-cards-new = **הקלפים שלך** ({ $count }; 🔒 הפוכים, רק לך רואים אותם; ✨ נקנו עכשיו): { $cards }
ct-money = **כסף**: { $money }
ct-best-four = **ארבעת הטובים עכשיו**: { $cards } — { $hand }, **{ $points }** נקודות ({ $sums })
ct-panel-offer = **במכירה**: { $cards } — איתם ארבעת הטובים שלך היו שווים **{ $points }** ({ $change }).
ct-panel-match-points = **נקודות במשחק**: { $score }/{ $target }
ct-high-bid-short = הצעה גבוהה { $bid } של { $name }
ct-waiting-discard = ⏳ **{ $name }** זורק שני קלפים; הכפתורים שלך יופיעו בתורך.
ct-waiting-bid = ⏳ **{ $name }** מציע ({ $high }).
ct-you-are = המצב שלך במכרז: { $status }.
ct-controls-on-turn = הכפתורים שלך יופיעו בתורך.
ct-the-high-bid = ההצעה הגבוהה היא **{ $bid }** של { $name }
ct-nobody-bid = עוד אף אחד לא הציע (ההצעה הראשונה היא לפחות 2)
ct-all-pay-note = כולם משלמים: מה שמשקיעים הולך גם אם מישהו מציע יותר.
ct-winner-pays-note = הזוכה משלם: אם מישהו מציע יותר, ההצעה שלך חוזרת אליך.
ct-your-bid = 🔨 **ההצעה שלך**: { $high }. { $pay }
ct-all-in-add = הכול: { $total } (מוסיפים { $add })
ct-bid-add = הצעה { $total } (מוסיפים { $add })
ct-all-in = הכול: { $total }
ct-bid-min = הצעה { $total } (מינימום)
ct-bid-tag = הצעה { $total } ({ $tag })
ct-bid = הצעה { $total }
ct-keeps = נשאר { $money }
ct-any-bid-cards = כל הצעה: בחרו קלפי כסף…
ct-any-amount = כל סכום…
ct-pass = פס (dalje)
ct-ten-cards = 🃏 **עשרה קלפים: זורקים שניים.** או את הזוג החדש, או שניים מהקלפים האחרים (ואז הזוג החדש נשאר).
ct-let-new-pair = לוותר על הזוג החדש: נשארים { $cards } — { $hand }, { $points }.
ct-suggested = הצעה: לוותר על { $cards } — ארבעת הטובים { $best }, { $hand }, { $points }.
ct-chose-first = בחרת { $card }: עכשיו בחרו את הקלף השני לוותר עליו.
ct-pick-two = או בחרו את שני הקלפים לוותר עליהם, אחד אחרי השני.
ct-choose-again = ◀ בחירה מחדש
ct-let-go = לוותר על { $card }
ct-keep-points = (נשאר { $points })
ct-let-new-pair-button = לוותר על הזוג החדש (נשאר { $points })
ct-suggested-button = הצעה: לוותר על { $cards } (נשאר { $points })
ct-nothing-to-discard = אין מה לזרוק עכשיו; הנה היד שלך.
gen-page = פעולות: עמוד { $page } מתוך { $pages }
gen-yes = כן
gen-no = לא
gen-choices = { $kind } ({ $first }–{ $last } מתוך { $total })
kk-gesture-wink = קריצה
kk-gesture-nose = אף
kk-gesture-ear = אוזן
kk-gesture-cough = שיעול
kk-gesture-sneeze = התעטשות
kk-gesture-yawn = פיהוק
kk-gesture-stretch = מתיחה
kk-gesture-tap = הקשה
kk-gesture-smile = חיוך
kk-gesture-sigh = אנחה
kk-call-kare = קרה
kk-call-kupa = קופה
kk-call-double-kare = קרה כפול
kk-call-double-kupa = קופה כפולה
kk-call-kare-kupa = קרה קופה
kk-call-double-kare-kupa = קרה כפול – קופה
kk-call-double-kupa-kare = קופה כפולה – קרה
kk-call-double-kare-double-kupa = קרה כפול – קופה כפולה
kk-other-game = הכפתורים האלה שייכים למשחק אחר; הנה היד שלך עכשיו.
kk-moved-on = השולחן התקדם מאז הלוח ההוא; הנה היד שלך עכשיו.
kk-note-fixed = הקלפים זזים בסבב הזה: הפתק של הזוג שלכם נעול עד החלוקה הבאה.
kk-team = קבוצה { $team }
kk-phase-head = **סבב { $round }** · מחלק **{ $dealer }** · קופה **{ $stock }** (עוד { $tables } שולחנות)
kk-look = 👀 **הסתכלו** על שולחן { $table }: אף אחד לא לוקח קלף עד שכולם ראו, או לכמה שניות. מחכים ל־{ $names }.
kk-passed = אמרו פס: { $names }
kk-nobody-passed = עוד אף אחד לא אמר פס
kk-open = 🟢 **פתוח**: מחליפים בחופשיות — שולחן { $table }, { $passed } (כל הארבעה אומרים פס: קלפים חדשים).
kk-offers = 🤝 **{ $name }** מציע { $card } ל־**{ $partner }**
kk-exchanged = 🔁 **{ $name }** נתן { $card } ל־**{ $partner }** תמורת { $returned }
kk-seen-holding = 👁️ רואים ש־**{ $name }** מחזיק { $cards }
kk-void = סבב { $round } בוטל: הקופה נגמרה.
kk-reveal-right = סבב { $round }: **{ $caller }** הכריז **{ $call }** ({ $points } נק') — ✅ צדק: { $scorers } קיבלו { $points }.
kk-reveal-wrong = סבב { $round }: **{ $caller }** הכריז **{ $call }** ({ $points } נק') — ❌ טעה: { $scorers } קיבלו { $points }.
kk-phase-look = קודם מסתכלים
kk-phase-open = פתוח
kk-phase-over = נגמר
kk-picture-table = שולחן { $table } — { $phase }
kk-picture-named-right = { $name } — נקרא ב{ $call } של { $caller } (צדק)
kk-picture-named-wrong = { $name } — נקרא ב{ $call } של { $caller } (טעה)
kk-picture-title = סבב { $round } · קופה { $stock }
kk-call-button = הכרזה…
kk-too-late = מאוחר מדי: **{ $taker }** לקח את { $card }.
kk-card-gone = הקלף הזה כבר לא שם; הנה השולחן עכשיו.
kk-card-not-on-table = הקלף הזה כבר לא על השולחן. הנה השולחן עכשיו: { $cards }.
kk-choose-to-offer = קודם בחרו קלף מהיד, ואז הציעו אותו.
kk-choose-to-return = קודם בחרו את הקלף מהיד שנותנים בתמורה.
kk-control-gone = הכפתור הזה כבר לא קיים; הנה היד שלך עכשיו.
kk-not-a-gesture = זו לא מחווה.
kk-gesture-easy = לאט: מחווה אחת כל כמה שניות.
kk-call-not-made = { $why } ההכרזה שלך לא נעשתה.
kk-name-one = קודם צריך לקרוא לפחות לשחקן אחד.
kk-note-title = הקוד של הזוג שלכם
kk-note-label = רק לך ולבן הזוג שלך רואים אותו
kk-note-placeholder = קריצה = יש לי שלושה; אף = שלחו לי שביעיות …
kk-note-saved = 📝 פתק הקוד נשמר.
kk-name-players = קראו לשחקנים שלטענתכם מחזיקים רביעייה.
kk-only-with-partner = אפשר לקרוא לעצמך רק יחד עם בן הזוג, **{ $partner }**.
kk-call-summary = **{ $call }** — { $points } נק': הטענה היא ש{ $count ->
        [one] ל־{ $names } יש
        [two] לכל אחד מ־{ $names } יש
       *[other] לכל אחד מ־{ $names } יש
    } רביעייה. בטעות, הצד השני מקבל את הנקודות.
kk-match-over = המשחק הסתיים.
kk-computer-plays = 🤖 המחשב משחק במקומך עד סוף המשחק.
kk-resign = 🏳️ **לפרוש?** המחשב ישחק במקומך עד סוף המשחק וזה ייחשב לך כהפסד; **{ $partner }** ממשיך לשחק לצידו.
kk-call-help = 📣 **הכרזה**: הקישו על שחקנים כדי לקרוא להם, ואז אשרו.
kk-new-table = 👀 **שולחן חדש**: לחצו **ראיתי** אחרי שהסתכלתם (הוא נפתח ללקיחה כשכולם ראו, או אחרי כמה שניות).
kk-wait-look = 👀 מחכים שהאחרים יסתכלו.
kk-tap-table = עכשיו הקישו על **קלף מהשולחן** לקחת תמורת הקלף שבחרתם (או הציעו אותו).
kk-tap-hand = עכשיו הקישו על **הקלף מהיד** שנותנים תמורתו.
kk-tap-swap = הקישו על קלף מהיד ואז על קלף מהשולחן: הם מתחלפים.
kk-table-cards = **השולחן**: { $cards }
kk-your-cards = **הקלפים שלך**: { $cards }
kk-offers-you = 🤝 **{ $name }** מציע לך { $card }: בחרו קלף להחזיר ולחצו **קבלה**, או **דחייה**.
kk-you-offer = 🤝 הצעת { $card } ל־**{ $partner }**.
kk-note-open-when = אפשר לשנות אותו עד שהקלף הראשון זז בסבב הזה
kk-note-fixed-when = נעול בסבב הזה: משנים אותו בחלוקה הבאה, לפני שהקלף הראשון זז
kk-note-shown = 📝 **הקוד של הזוג שלכם** ({ $when }):
kk-note-agree = 📝 קבעו קוד עם בן הזוג: **פתק קוד** (רק לשניכם רואים אותו; אפשר לשנות אותו בתחילת כל סבב, לפני שהקלף הראשון זז).
kk-note-later = 📝 פתק קוד עם בן הזוג: כותבים אותו בחלוקה הבאה, לפני שהקלף הראשון זז.
kk-partners = בני זוג: **{ $pair }** · { $scores } (עד { $target })
kk-partner-away = ‏{ $name } נעדר יותר מדי זמן: המחשב משחק עכשיו במקומו.
kk-partner-resigned = ‏{ $name } פרש: המחשב משחק עכשיו במקומו.
kk-computer-code = הקוד שלכם בסבב הזה הוא **{ $code }** { $emoji }: { $name } עושה אותו כשיש לו רביעייה (הכריזו קרה!) ומכריז עליכם קרה כשאתם עושים אותו. המחוות האחרות שלו הן הטעיות. הקוד מתחלף אחרי סבב שחשף אחת מהידיים שלכם עם רביעייה; הלוח הזה תמיד מציג את הקוד הנוכחי.
kk-you = אני
kk-partner-label = { $name } (בן זוג)
kk-call-confirm = הכרזת { $call } ({ $points } נק')
kk-call = הכרזה
kk-take = לקחת { $card }
kk-seen = ראיתי
kk-pass = פס
kk-offer = הצעה לבן הזוג
kk-accept = קבלה
kk-decline = דחייה
kk-withdraw = ביטול ההצעה
kk-code-note = פתק קוד
kk-more-gestures = עוד מחוות…
kk-last-round = הסבב הקודם
kk-at-the-table = ליד השולחן
kk-footer = כולם משחקים בבת אחת. מחליפים עם השולחן, סוחרים בגלוי עם בן הזוג, מאותתים בקוד — ומכריזים כשבטוחים.
kk-lobby-opposite = בני זוג יושבים זה מול זה: מקומות 1 ו־3 נגד מקומות 2 ו־4.
kk-lobby-partners = **בני זוג** (מקומות מנוגדים):
kk-lobby-partner = { $first } בזוג עם { $second }
kk-lobby-choose-partners = מארח: בחירת בני זוג
table-computer-plays-away = 🤖 **המחשב משחק במקומך** עד סוף המשחק (נעדרת יותר מדי זמן; זה נחשב כפרישה). השולחן ממשיך כאן כדי שתוכלו לעקוב.
table-computer-plays-resigned = 🤖 **המחשב משחק במקומך** עד סוף המשחק (פרשת; זה נחשב כפרישה). השולחן ממשיך כאן כדי שתוכלו לעקוב.
