# The host's refusals (bot/host, bot/pace.py, bot/seating.py): said to the member who asked,
# in their language.
host-closed = השולחן הזה סגור.
host-closed-finished = המשחק הזה נגמר.
host-closed-cancelled = השולחן הזה בוטל.
host-closed-expired = תוקף השולחן הזה פג לפני שהתחיל.
host-closed-abandoned = השולחן הזה ננטש.
host-only-host = רק המארח של השולחן הזה יכול לעשות את זה.
host-not-taking-players = השולחן הזה כבר לא מקבל שחקנים.
host-already-seated = כבר יש לך מקום ליד השולחן הזה.
host-host-cannot-leave = זה השולחן שלך: יש לבטל אותו במקום לעזוב.
host-seat-empty = המקום הזה כבר ריק.
host-host-cannot-be-removed = המארח לא יכול להוציא את עצמו; יש לבטל את השולחן במקום זה.
host-seats-changed = המקומות השתנו; כדאי להסתכל שוב בלובי.
host-table-gone = השולחן הזה כבר לא קיים.
host-rematch-unfinished = אפשר לשחק שוב רק משחק שנגמר.
host-rematch-players-only = רק השחקנים של המשחק הזה יכולים להתחיל משחק חוזר.
host-table-full = השולחן מלא ({ $count ->
        [one] שחקן אחד
        [two] שני שחקנים
       *[other] { $count } שחקנים
    }).
host-moved-on = המשחק התקדם מאז שהכפתורים האלה צוירו; הנה מה שאפשר לעשות עכשיו.
host-no-daily-hints = אין רמזים בחלוקה היומית.
host-end-not-allowed = רק המארח של השולחן או חבר שיכול לנהל את השרת יכולים לסיים אותו.
host-already-ended = השולחן הזה כבר הסתיים.
host-computer-plays-seat = המחשב משחק במקומך עד סוף המשחק הזה.
host-not-started = המשחק עוד לא התחיל.
host-start-count = { $game } מתחיל עם { $counts } שחקנים; { $seated ->
        [one] יושב שחקן אחד
        [two] יושבים שני שחקנים
       *[other] יושבים { $seated } שחקנים
    }.
host-pace-solitaire = ב־{ $game } משחקים לבד: אין בו שעון תורות, ולכן גם אין קצב.
host-pace-simultaneous = ב־{ $game } כולם משחקים בבת אחת, בלי תורות: אין בו קצב { $pace ->
        [relaxed] רגוע
       *[slow] איטי
    }.
host-pace-and-clock = turn_seconds קובע את השעון של שולחן חי; שולחן { $pace ->
        [relaxed] רגוע נותן לכל תור ארבע שעות
       *[slow] איטי נותן לכל תור יום
    }. יש לבחור אחד מהם.
host-pace-line = 🐢 { $pace ->
        [relaxed] שולחן רגוע: ארבע שעות לתור; התור מודיע בהודעה פרטית.
       *[slow] שולחן איטי: יום לתור; התור מודיע בהודעה פרטית.
    }

# The host's notices (bot/host: ``Notice.of``), keyed like the engine's sentences by the digest
# of their English template (bot/i18n.py, said_id): public, in the table's language.
said-f5cd0885d7 = הרשומות של השולחן עסוקות, ולכן השולחן ממתין; הוא ימשיך מעצמו בקרוב.
said-1e95a3b1a6 = ל־{ $player } נגמר הזמן; המחשב שיחק במקומו.
said-13c5e46957 = כל מי שליד השולחן לא נמצא, ולכן המשחק מושהה. מהלך של כל שחקן מחדש אותו; אחרת הוא יינטש { $when }.
said-ad0ed73938 = { $player } החמיץ { $count ->
        [one] תור אחד
        [two] שני תורות
       *[other] { $count } תורות
    } ברציפות, ולכן המחשב משחק במקומו עד סוף המשחק (זה נחשב כוויתור).
said-6d21033361 = אף אחד לא התחיל את המשחק בזמן; תוקף השולחן פג.
said-1a66216c02 = אף אחד לא חזר, ולכן השולחן ננטש; הוא לא נחשב לאף אחד.
said-672a332db1 = { $player } פתח שולחן של { $game }.
said-36ee2e16e3 = { $player } הצטרף.
said-737a4fd0e8 = { $name } עזב.
said-4256cae07c = { $player } התיישב.
said-674e3c67ca = המארח הוציא את { $name }.
said-919f85d6f2 = { $a } ו־{ $b } החליפו מקומות.
said-d84c1a3371 = המארח ביטל את השולחן.
said-0c29f7b82d = המשחק נגמר: { $winners } ניצחו.
said-b4e69c96ce = המשחק נגמר: אף אחד לא ניצח.
said-d16f2c5bbf = המשחק { $game } מתחיל.
said-abd42bdb28 = { $player } פרש; המחשב משחק במקומו עד סוף המשחק.
said-9022717197 = { $player } חזר: המשחק נמשך.
said-b52b1b7ad8 = { $who } ביטל את השולחן.
said-7b9c4c619a = מנהל שרת ביטל את השולחן.
said-ec7e3bb50f = { $who } סיים את המשחק; הוא לא נחשב לאף אחד.
said-84700d96d8 = מנהל שרת סיים את המשחק; הוא לא נחשב לאף אחד.
