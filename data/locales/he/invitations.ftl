invite-not-host = רק המארח של השולחן הזה יכול להזמין חברים.
invite-not-lobby = השולחן הזה כבר לא מקבל שחקנים.
invite-choose = בחרו חברים להזמין (שחקני מחשב מצטרפים בכפתור משלהם).
invite-the-host = המארח
invite-someone = מישהו
invite-join = הצטרפות
call-mention = { $members }: { $text }
invite-call = הזמנה מ־**{ $by }** לשחק { $game } (שולחן { $table }). לחצו על הצטרפות כדי לתפוס מקום; ההזמנה פגה יחד עם הלובי.
invite-dm = הזמנה מ־**{ $by }** לשחק { $game } (שולחן { $table }). לחצו על הצטרפות כדי לתפוס מקום; ההזמנה פגה יחד עם הלובי.
open-call = נפתח שולחן של { $game } (שולחן { $table }, נפתח על ידי **{ $by }**), עם { $free ->
    [one] מקום פנוי אחד
    [two] שני מקומות פנויים
   *[other] { $free } מקומות פנויים
}. לחצו על הצטרפות כדי לתפוס מקום.
open-dm = נפתח שולחן של { $game } (שולחן { $table }, נפתח על ידי **{ $by }**), עם { $free ->
    [one] מקום פנוי אחד
    [two] שני מקומות פנויים
   *[other] { $free } מקומות פנויים
}. לחצו על הצטרפות כדי לתפוס מקום.
invite-in-server = בשרת **{ $server }**
invite-go = [לשולחן]({ $link })
invite-told-invited = הוזמנו: { $members }.
invite-told-already = { $members }: כבר הוזמנו (פעם אחת לכל שולחן).
invite-told-refusing = { $members }: ההזמנות חסומות.
invite-told-seated = { $members }: כבר ליד השולחן.
