# The host's refusals (bot/host, bot/pace.py, bot/seating.py): said to the member who asked,
# in their language.
host-closed = Det här bordet är stängt.
host-closed-finished = Det här partiet är slut.
host-closed-cancelled = Det här bordet ställdes in.
host-closed-expired = Det här bordet gick ut innan det startade.
host-closed-abandoned = Det här bordet övergavs.
host-only-host = Bara bordets värd kan göra det.
host-not-taking-players = Det här bordet tar inte längre emot spelare.
host-already-seated = Du sitter redan vid det här bordet.
host-host-cannot-leave = Du är värd: ställ in bordet i stället för att lämna det.
host-seat-empty = Den platsen är redan tom.
host-host-cannot-be-removed = Värden kan inte ta bort sig själv; ställ in bordet i stället.
host-seats-changed = Platserna har ändrats; titta på lobbyn igen.
host-table-gone = Det här bordet finns inte längre.
host-rematch-unfinished = Bara ett avslutat parti kan spelas igen.
host-rematch-players-only = Bara det här partiets spelare kan starta en revansch.
host-table-full = Bordet är fullt ({ $count } spelare).
host-moved-on = Spelet har gått vidare sedan knapparna ritades; här är vad du kan göra nu.
host-no-daily-hints = Det finns inga tips i dagens giv.
host-end-not-allowed = Bara bordets värd eller en medlem som kan hantera servern kan avsluta det.
host-already-ended = Det här bordet är redan avslutat.
host-computer-plays-seat = Datorn spelar din plats resten av partiet.
host-not-started = Partiet har inte börjat än.
host-start-count = { $game } börjar med { $counts } spelare; { $seated ->
        [one] en sitter
       *[other] { $seated } sitter
    } vid bordet.
host-pace-solitaire = { $game } spelas ensam: det har ingen turklocka och alltså inget tempo.
host-pace-simultaneous = { $game } spelas av alla samtidigt, utan turer: det har inget { $pace ->
        [relaxed] lugnt
       *[slow] långsamt
    } tempo.
host-pace-and-clock = `dragtid` ställer klockan för ett livebord; ett { $pace ->
        [relaxed] lugnt bord ger varje tur fyra timmar
       *[slow] långsamt bord ger varje tur ett dygn
    }. Välj det ena av dem.
host-pace-line = 🐢 { $pace ->
        [relaxed] Ett lugnt bord: fyra timmar per tur; turen meddelas per DM.
       *[slow] Ett långsamt bord: ett dygn per tur; turen meddelas per DM.
    }

# The host's notices (bot/host: ``Notice.of``), keyed like the engine's sentences by the digest
# of their English template (bot/i18n.py, said_id): public, in the table's language.
said-f5cd0885d7 = Bordets protokoll är upptagna, så bordet väntar; det fortsätter av sig självt snart.
said-1e95a3b1a6 = { $player } fick slut på tid; datorn gjorde draget.
said-13c5e46957 = Alla vid bordet är borta, så partiet är pausat. Ett drag av vilken spelare som helst sätter igång det igen; annars överges det { $when }.
said-ad0ed73938 = { $player } missade { $count } turer i rad, så datorn spelar platsen resten av partiet (det räknas som uppgivet).
said-6d21033361 = Ingen startade partiet i tid; bordet gick ut.
said-1a66216c02 = Ingen kom tillbaka, så bordet överges; det räknas inte för någon.
said-672a332db1 = { $player } öppnade ett bord med { $game }.
said-36ee2e16e3 = { $player } satte sig.
said-737a4fd0e8 = { $name } gick.
said-4256cae07c = { $player } satte sig.
said-674e3c67ca = { $name } togs bort av värden.
said-919f85d6f2 = { $a } och { $b } bytte plats.
said-d84c1a3371 = Värden ställde in bordet.
said-0c29f7b82d = Partiet är slut: { $winners } vann.
said-b4e69c96ce = Partiet är slut: ingen vann.
said-d16f2c5bbf = Partiet { $game } börjar.
said-abd42bdb28 = { $player } gav upp; datorn spelar platsen resten av partiet.
said-9022717197 = { $player } är tillbaka: partiet fortsätter.
said-b52b1b7ad8 = { $who } ställde in bordet.
said-7b9c4c619a = En serveradministratör ställde in bordet.
said-ec7e3bb50f = { $who } avslutade partiet; det räknas inte för någon.
said-84700d96d8 = En serveradministratör avslutade partiet; det räknas inte för någon.
