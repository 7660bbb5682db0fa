# The host's refusals (bot/host, bot/pace.py, bot/seating.py): said to the member who asked,
# in their language.
host-closed = Ovaj sto je zatvoren.
host-closed-finished = Ova partija je završena.
host-closed-cancelled = Ovaj sto je otkazan.
host-closed-expired = Ovaj sto je istekao pre nego što je počeo.
host-closed-abandoned = Ovaj sto je napušten.
host-only-host = Samo domaćin ovog stola to može da uradi.
host-not-taking-players = Ovaj sto više ne prima igrače.
host-already-seated = Već sediš za ovim stolom.
host-host-cannot-leave = Ti si domaćin: otkaži sto umesto da ga napustiš.
host-seat-empty = To mesto je već prazno.
host-host-cannot-be-removed = Domaćin ne može da ukloni sebe; umesto toga otkaži sto.
host-seats-changed = Mesta su se promenila; pogledaj lobi ponovo.
host-table-gone = Ovaj sto više ne postoji.
host-rematch-unfinished = Samo završena partija može da se igra ponovo.
host-rematch-players-only = Samo igrači ove partije mogu da pokrenu revanš.
host-table-full = Sto je pun ({ $count ->
        [one] { $count } igrač
        [few] { $count } igrača
       *[other] { $count } igrača
    }).
host-moved-on = Igra je odmakla otkako su ove kontrole nacrtane; evo šta sada možeš da uradiš.
host-no-daily-hints = Dnevno deljenje nema savete.
host-end-not-allowed = Samo domaćin stola ili član koji može da upravlja serverom može da ga završi.
host-already-ended = Ovaj sto je već završen.
host-computer-plays-seat = Računar igra tvoje mesto do kraja ove partije.
host-not-started = Partija još nije počela.
host-start-count = { $game } počinje sa { $counts } { $last ->
        [one] igračem
        [few] igrača
       *[other] igrača
    }; { $seated ->
        [one] sedi { $seated }
        [few] sede { $seated }
       *[other] sedi { $seated }
    }.
host-pace-solitaire = { $game } se igra sam: nema sat poteza, pa ni tempo.
host-pace-simultaneous = { $game } igraju svi odjednom, bez poteza redom: nema { $pace ->
        [relaxed] opušten
       *[slow] spor
    } tempo.
host-pace-and-clock = `vreme-poteza` podešava sat stola uživo; { $pace ->
        [relaxed] opušten sto daje svakom potezu četiri sata
       *[slow] spor sto daje svakom potezu jedan dan
    }. Izaberi jedno od ta dva.
host-pace-line = 🐢 { $pace ->
        [relaxed] Opušten sto: četiri sata po potezu; potez se javlja u DM-u.
       *[slow] Spor sto: jedan dan po potezu; potez se javlja u DM-u.
    }

# The host's notices (bot/host: ``Notice.of``), keyed like the engine's sentences by the digest
# of their English template (bot/i18n.py, said_id): public, in the table's language.
said-f5cd0885d7 = Zapisi stola su zauzeti, pa sto čeka; uskoro nastavlja sam.
said-1e95a3b1a6 = { $player } je ostao bez vremena; računar je odigrao umesto njega.
said-13c5e46957 = Svi za ovim stolom su odsutni, pa je partija pauzirana. Potez bilo kog igrača je nastavlja; inače se napušta { $when }.
said-ad0ed73938 = { $player } je propustio { $count ->
        [one] { $count } potez
        [few] { $count } poteza
       *[other] { $count } poteza
    } zaredom, pa računar igra njegovo mesto do kraja ove partije (računa se kao predaja).
said-6d21033361 = Niko nije pokrenuo partiju na vreme; sto je istekao.
said-1a66216c02 = Niko se nije vratio, pa je sto napušten; ne računa se nikome.
said-672a332db1 = { $player } je otvorio sto za { $game }.
said-36ee2e16e3 = { $player } se pridružio.
said-737a4fd0e8 = { $name } je otišao.
said-4256cae07c = { $player } je seo.
said-674e3c67ca = Domaćin je uklonio igrača { $name }.
said-919f85d6f2 = { $a } i { $b } su zamenili mesta.
said-d84c1a3371 = Domaćin je otkazao sto.
said-0c29f7b82d = Kraj partije: pobedio je { $winners }.
said-b4e69c96ce = Kraj partije: niko nije pobedio.
said-d16f2c5bbf = Partija { $game } počinje.
said-abd42bdb28 = { $player } je predao; računar igra njegovo mesto do kraja partije.
said-9022717197 = { $player } se vratio: partija se nastavlja.
said-b52b1b7ad8 = { $who } je otkazao sto.
said-7b9c4c619a = Upravnik servera je otkazao sto.
said-ec7e3bb50f = { $who } je završio partiju; ne računa se nikome.
said-84700d96d8 = Upravnik servera je završio partiju; ne računa se nikome.
