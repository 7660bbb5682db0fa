daily-not-poker = Dnevno deljenje je 4-poker deljenje: izaberi 4-poker za njega.
daily-played-scored = Današnje deljenje si već odigrao (osvojio si { $score ->
    [one] { $score } poen
    [few] { $score } poena
   *[other] { $score } poena
}). Sledeće deljenje stiže { $next }.
daily-played-scored-board = Današnje deljenje si već odigrao (osvojio si { $score ->
    [one] { $score } poen
    [few] { $score } poena
   *[other] { $score } poena
}). Sledeće deljenje stiže { $next }; `/leaderboard game:4-poker daily:true` prikazuje današnju rang-listu.
daily-played-spent = Današnje deljenje si već odigrao (tvoj pokušaj je iskorišćen). Sledeće deljenje stiže { $next }.
daily-played-spent-board = Današnje deljenje si već odigrao (tvoj pokušaj je iskorišćen). Sledeće deljenje stiže { $next }; `/leaderboard game:4-poker daily:true` prikazuje današnju rang-listu.
daily-points = { $score ->
    [one] { $score } poen
    [few] { $score } poena
   *[other] { $score } poena
}
daily-title = ☀️ Dnevno deljenje 4-pokera — { $day }
daily-nobody-finished = Niko još nije završio današnje deljenje.
daily-best = **{ $name }** sa { $score ->
    [one] { $score } poenom
    [few] { $score } poena
   *[other] { $score } poena
}
daily-nobody-yesterday = niko nije igrao jučerašnje deljenje
daily-seed = seme deljenja: `{ $seed }`
daily-seed-later = seme se prikazuje kada svi završe
daily-yesterday = Najbolji od juče
daily-not-played = Još nije odigrano: `/play game:4-poker daily:true`.
daily-unfinished = Započeto, nije završeno (jedan pokušaj dnevno).
daily-your-attempt = Tvoj današnji pokušaj
daily-footer = Svi ovde danas dobijaju iste karte · jedan pokušaj · bez saveta
daily-welcome = ☀️ **Dnevno deljenje, { $day }**: svi na ovom serveru danas dobijaju iste karte. Jedan pokušaj, bez saveta. { $best }
daily-welcome-best = Najbolji od juče: **{ $name }** sa { $score ->
    [one] { $score } poenom
    [few] { $score } poena
   *[other] { $score } poena
}.
daily-welcome-nobody = Niko nije igrao jučerašnje deljenje.
daily-personal = ☀️ **Tvoje dnevno deljenje, { $day }**: ove karte su danas samo tvoje. Jedan pokušaj, bez saveta. { $past }
daily-personal-past = Tvoja poslednja deljenja: { $deals }.
daily-personal-deal = { $day }: { $score ->
    [one] { $score } poen
    [few] { $score } poena
   *[other] { $score } poena
}
daily-personal-first = Tvoje prvo dnevno deljenje!
daily-withheld-today = Sto { $table } je dnevno deljenje od { $day }: njegov zapis, a sa njim i deljenje, prikazuje se kada se taj dan završi ({ $next }).
daily-withheld-playing = Sto { $table } je dnevno deljenje od { $day }, a neko ga još igra: zapis se prikazuje kada završi (najkasnije { $next }).
