board-ordinal = מקום { $place }
board-best = שיא **{ $best }**
board-average = ממוצע { $average }
board-games = { $games ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $games } משחקים
}
board-rating = דירוג **{ $rating }**
board-games-won = { $games ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $games } משחקים
}, ניצחונות: { $wins }
board-title = 🏆 { $game } — טבלת המובילים, { $season }
board-title-final = 🏆 { $game } — הדירוג הסופי, { $season }
board-you = ➡️ **השורה שלך**
board-nobody-yet = עדיין אף אחד לא מדורג: שחקן נכנס לטבלה אחרי { $min ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $min } משחקים
} בעונה.
board-nobody-ended = אף אחד לא היה מדורג כשהעונה הזו הסתיימה.
board-your-standing = המיקום שלך
board-footer-solo = עמוד { $page } מתוך { $pages } · לפי התוצאה הטובה ביותר, ואז לפי הממוצע · בטבלה אחרי { $min ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $min } משחקים
} · ‏/settings כדי לא להופיע
board-footer-rated = עמוד { $page } מתוך { $pages } · לפי דירוג (μ − 3σ, הערכה זהירה) · בטבלה אחרי { $min ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $min } משחקים
} · ‏/settings כדי לא להופיע
board-not-played = לא שוחק בעונה הזו.
board-ranked = **{ $place }** מתוך { $ranked } — { $figures }
board-not-ranked-final = לא מדורג בדירוג הסופי — { $figures }
board-provisional = זמני ({ $games } מתוך { $min ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $min } משחקים
}) — { $figures }
board-next = הבא ◀
board-previous = ▶ הקודם
board-gone = הטבלה הזו כבר לא קיימת.
leaderboard-daily-not-poker = החלוקה היומית היא חלוקה של 4-poker: יש לבחור 4-poker בשביל הטבלה שלה.
leaderboard-no-season = אין כאן עונה בשם { $name }. עונות: { $seasons }.
leaderboard-seasons-none = עדיין אין
stats-title = 📊 { $name } — סטטיסטיקה
stats-none = עדיין לא שוחקו משחקים בשרת הזה.
stats-footer = נתונים מכל הזמנים · דירוגים של { $season }
stats-solo = { $games ->
    [one] משחק **אחד**
    [two] **שני** משחקים
   *[other] **{ $games }** משחקים
} · שיא **{ $best }** · ממוצע { $average }
stats-rated = { $games ->
    [one] משחק **אחד**
    [two] **שני** משחקים
   *[other] **{ $games }** משחקים
} · ניצחונות: **{ $wins }** ({ $rate }%)
stats-streak = רצף: { $streak }
stats-streak-won-last = ניצחון במשחק האחרון
stats-streak-wins = 🔥 { $count ->
    [one] ניצחון **אחד**
    [two] **שני** ניצחונות
   *[other] **{ $count }** ניצחונות
} ברצף
stats-streak-lost-last = בלי ניצחון במשחק האחרון
stats-streak-no-wins = { $count ->
    [one] משחק אחד
    [two] שני משחקים
   *[other] { $count } משחקים
} בלי ניצחון
stats-season = { $season }: { $standing }
stats-partner = שותף מועדף: **{ $name }** ({ $tables ->
    [one] שולחן אחד
    [two] שני שולחנות
   *[other] { $tables } שולחנות
})
stats-bot = לבוטים אין סטטיסטיקה: רק חברים נספרים.
stats-not-member = אין בשרת הזה חבר בשם { $name }.
stats-hidden = הסטטיסטיקה של { $name } מוסתרת לפי בקשה.
history-title = 🗂️ { $name } — השולחנות האחרונים
history-none = עדיין לא שוחקו שולחנות בשרת הזה.
history-footer = ‏/replay table:<מספר> מצרף את הרישום של שולחן שהסתיים
history-abandoned = ננטש (לא נחשב לאף אחד)
history-points = { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}
history-hinted = { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
} (עם רמזים: לא נחשב)
history-place = { $place } מתוך { $seated }
history-forfeited = { $place } (ויתור)
history-with = עם { $names }
season-over = 🏁 { $season } הסתיימה
season-game-ranked = { $game } (מדורגים: { $ranked })
season-nobody-ranked = אף אחד לא שיחק מספיק משחקים כדי להיות מדורג.
season-next = מה הלאה
season-begun = **{ $season }** התחילה: הדירוגים מתחילים מחדש, הסטטיסטיקה מכל הזמנים נמשכת. `/leaderboard season:{ $past }` — או כל עונה קודמת.
season-begun-ending = **{ $season }** התחילה ותסתיים { $ends }: הדירוגים מתחילים מחדש, הסטטיסטיקה מכל הזמנים נמשכת. `/leaderboard season:{ $past }` — או כל עונה קודמת.
season-not-a-manager = רק חברים שמורשים לנהל את השרת הזה מתחילים ומסיימים עונות.
season-no-name = יש לתת לעונה שם.
season-name-taken = כבר יש עונה בשם { $season }.
