daily-not-poker = החלוקה היומית היא חלוקה של 4-poker: יש לבחור בה 4-poker.
daily-played-scored = כבר שיחקת את החלוקה של היום (קיבלת { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}). החלוקה הבאה מגיעה { $next }.
daily-played-scored-board = כבר שיחקת את החלוקה של היום (קיבלת { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}). החלוקה הבאה מגיעה { $next }; ‏`/leaderboard game:4-poker daily:true` מציג את הטבלה של היום.
daily-played-spent = כבר שיחקת את החלוקה של היום (הניסיון שלך נוצל). החלוקה הבאה מגיעה { $next }.
daily-played-spent-board = כבר שיחקת את החלוקה של היום (הניסיון שלך נוצל). החלוקה הבאה מגיעה { $next }; ‏`/leaderboard game:4-poker daily:true` מציג את הטבלה של היום.
daily-points = { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}
daily-title = ☀️ החלוקה היומית של 4-poker — { $day }
daily-nobody-finished = אף אחד עוד לא סיים את החלוקה של היום.
daily-best = **{ $name }** עם { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}
daily-nobody-yesterday = אף אחד לא שיחק את החלוקה של אתמול
daily-seed = הזרע של החלוקה: `{ $seed }`
daily-seed-later = הזרע מוצג אחרי שכולם סיימו
daily-yesterday = הטוב ביותר אתמול
daily-not-played = עוד לא שוחק: ‏`/play game:4-poker daily:true`.
daily-unfinished = התחיל, לא הסתיים (ניסיון אחד ביום).
daily-your-attempt = הניסיון שלך היום
daily-footer = כולם כאן מקבלים היום את אותם קלפים · ניסיון אחד · בלי רמזים
daily-welcome = ☀️ **החלוקה היומית, { $day }**: כל מי שבשרת הזה מקבל היום את אותם קלפים. ניסיון אחד, בלי רמזים. { $best }
daily-welcome-best = הטוב ביותר אתמול: **{ $name }** עם { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}.
daily-welcome-nobody = אף אחד לא שיחק את החלוקה של אתמול.
daily-personal = ☀️ **החלוקה היומית שלך, { $day }**: הקלפים האלה שלך בלבד היום. ניסיון אחד, בלי רמזים. { $past }
daily-personal-past = החלוקות האחרונות שלך: { $deals }.
daily-personal-deal = { $day }: { $score ->
    [one] נקודה אחת
    [two] שתי נקודות
   *[other] { $score } נקודות
}
daily-personal-first = החלוקה היומית הראשונה שלך!
daily-withheld-today = שולחן { $table } הוא החלוקה היומית של { $day }: הרישום שלו, ואיתו החלוקה, מוצגים כשהיום הזה נגמר ({ $next }).
daily-withheld-playing = שולחן { $table } הוא החלוקה היומית של { $day }, ומישהו עדיין משחק אותה: הרישום מוצג כשהוא יסיים (לכל המאוחר { $next }).
