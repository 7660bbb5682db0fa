daily-not-poker = Împărțeala zilei este una de 4-poker: alege 4-poker pentru ea.
daily-played-scored = Ai jucat deja împărțeala de azi (ai obținut { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}). Următoarea împărțeală vine { $next }.
daily-played-scored-board = Ai jucat deja împărțeala de azi (ai obținut { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}). Următoarea împărțeală vine { $next }; `/leaderboard game:4-poker daily:true` arată clasamentul de azi.
daily-played-spent = Ai jucat deja împărțeala de azi (încercarea ta s-a consumat). Următoarea împărțeală vine { $next }.
daily-played-spent-board = Ai jucat deja împărțeala de azi (încercarea ta s-a consumat). Următoarea împărțeală vine { $next }; `/leaderboard game:4-poker daily:true` arată clasamentul de azi.
daily-points = { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
daily-title = ☀️ Împărțeala zilei la 4-poker — { $day }
daily-nobody-finished = Nimeni nu a terminat împărțeala de azi.
daily-best = **{ $name }** cu { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
daily-nobody-yesterday = nimeni nu a jucat împărțeala de ieri
daily-seed = sămânța împărțelii: `{ $seed }`
daily-seed-later = sămânța se arată după ce au terminat toți
daily-yesterday = Cel mai bun de ieri
daily-not-played = Nejucată încă: `/play game:4-poker daily:true`.
daily-unfinished = Jucată, neterminată (o încercare pe zi).
daily-your-attempt = Încercarea ta de azi
daily-footer = Toți de aici primesc azi aceleași cărți · o încercare · fără indicii
daily-welcome = ☀️ **Împărțeala zilei, { $day }**: toți de pe acest server primesc azi aceleași cărți. O încercare, fără indicii. { $best }
daily-welcome-best = Cel mai bun de ieri: **{ $name }** cu { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}.
daily-welcome-nobody = Nimeni nu a jucat împărțeala de ieri.
daily-personal = ☀️ **Împărțeala ta, { $day }**: aceste cărți sunt azi doar ale tale. O încercare, fără indicii. { $past }
daily-personal-past = Ultimele tale împărțeli: { $deals }.
daily-personal-deal = { $day }: { $score ->
    [one] { $score } punct
    [few] { $score } puncte
   *[other] { $score } de puncte
}
daily-personal-first = Prima ta împărțeală a zilei!
daily-withheld-today = Masa { $table } este împărțeala zilei de { $day }: înregistrarea ei, și împărțeala odată cu ea, se arată după ce ziua se încheie ({ $next }).
daily-withheld-playing = Masa { $table } este împărțeala zilei de { $day } și cineva încă o joacă: înregistrarea se arată după ce termină ({ $next } cel târziu).
