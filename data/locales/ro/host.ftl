# The host's refusals (bot/host, bot/pace.py, bot/seating.py): said to the member who asked,
# in their language.
host-closed = Această masă este închisă.
host-closed-finished = Această partidă s-a încheiat.
host-closed-cancelled = Această masă a fost anulată.
host-closed-expired = Această masă a expirat înainte să înceapă.
host-closed-abandoned = Această masă a fost abandonată.
host-only-host = Doar gazda acestei mese poate face asta.
host-not-taking-players = Această masă nu mai primește jucători.
host-already-seated = Stai deja la această masă.
host-host-cannot-leave = Ești gazda: anulează masa în loc să o părăsești.
host-seat-empty = Locul acela este deja liber.
host-host-cannot-be-removed = Gazda nu se poate scoate singură; anulează masa în schimb.
host-seats-changed = Locurile s-au schimbat; uită-te din nou la lobby.
host-table-gone = Această masă nu mai există.
host-rematch-unfinished = Doar o partidă încheiată poate fi jucată din nou.
host-rematch-players-only = Doar jucătorii acestei partide pot începe o revanșă.
host-table-full = Masa este plină ({ $count ->
        [one] un jucător
        [few] { $count } jucători
       *[other] { $count } de jucători
    }).
host-moved-on = Jocul a mers mai departe de când au fost desenate aceste butoane; iată ce poți face acum.
host-no-daily-hints = Împărțeala zilei nu are indicii.
host-end-not-allowed = Doar gazda mesei sau un membru care poate administra serverul o poate încheia.
host-already-ended = Această masă s-a încheiat deja.
host-computer-plays-seat = Calculatorul joacă locul tău până la sfârșitul acestei partide.
host-not-started = Partida nu a început încă.
host-start-count = { $game } începe cu { $counts } { $last ->
        [one] jucător
        [few] jucători
       *[other] de jucători
    }; { $seated ->
        [one] stă la masă unul
        [few] stau la masă { $seated }
       *[other] stau la masă { $seated }
    }.
host-pace-solitaire = { $game } se joacă de unul singur: nu are ceas de tură, deci nici ritm.
host-pace-simultaneous = { $game } se joacă de toți deodată, fără ture: nu are ritm { $pace ->
        [relaxed] lejer
       *[slow] lent
    }.
host-pace-and-clock = `secunde-tură` fixează ceasul unei mese în timp real; o masă { $pace ->
        [relaxed] lejeră dă fiecărei ture patru ore
       *[slow] lentă dă fiecărei ture o zi
    }. Alege una dintre ele.
host-pace-line = 🐢 { $pace ->
        [relaxed] O masă lejeră: patru ore pe tură; tura ta e anunțată prin DM.
       *[slow] O masă lentă: o zi pe tură; tura ta e anunțată prin DM.
    }

# The host's notices (bot/host: ``Notice.of``), keyed like the engine's sentences by the digest
# of their English template (bot/i18n.py, said_id): public, in the table's language.
said-f5cd0885d7 = Înregistrările mesei sunt ocupate, așa că masa așteaptă; continuă singură în curând.
said-1e95a3b1a6 = Lui { $player } i s-a terminat timpul; calculatorul a mutat în locul său.
said-13c5e46957 = Toți cei de la masă sunt plecați, așa că partida e în pauză. Mutarea oricărui jucător o reia; altfel este abandonată { $when }.
said-ad0ed73938 = { $player } a ratat { $count ->
        [one] o tură
        [few] { $count } ture
       *[other] { $count } de ture
    } la rând, așa că locul său e jucat de calculator până la sfârșitul partidei (se socotește abandon).
said-6d21033361 = Nimeni nu a început partida la timp; masa a expirat.
said-1a66216c02 = Nu s-a întors nimeni, așa că masa este abandonată; nu contează pentru nimeni.
said-672a332db1 = { $player } a deschis o masă de { $game }.
said-36ee2e16e3 = { $player } s-a alăturat.
said-737a4fd0e8 = { $name } a plecat.
said-4256cae07c = { $player } s-a așezat.
said-674e3c67ca = { $name } a fost scos de gazdă.
said-919f85d6f2 = { $a } și { $b } au schimbat locurile.
said-d84c1a3371 = Gazda a anulat masa.
said-0c29f7b82d = Partida s-a încheiat: a câștigat { $winners }.
said-b4e69c96ce = Partida s-a încheiat: nu a câștigat nimeni.
said-d16f2c5bbf = Începe partida de { $game }.
said-abd42bdb28 = { $player } a abandonat; calculatorul îi joacă locul până la sfârșitul partidei.
said-9022717197 = { $player } s-a întors: partida continuă.
said-b52b1b7ad8 = { $who } a anulat masa.
said-7b9c4c619a = Un administrator al serverului a anulat masa.
said-ec7e3bb50f = { $who } a încheiat partida; nu contează pentru nimeni.
said-84700d96d8 = Un administrator al serverului a încheiat partida; nu contează pentru nimeni.
