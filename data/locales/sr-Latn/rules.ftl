rules-players = **Igrači**: { $counts } { $last ->
    [one] igrač
    [few] igrača
   *[other] igrača
}.
rules-range = od { $low } do { $high }
rules-or-more = { $low } ili više
rules-options = **Opcije** (u `/play options:`, kao `ime=vrednost`):
rules-option = • `{ $name }` — { $description } Vrednosti: { $allowed }; podrazumevano: { $default }.
rules-no-options = **Opcije**: nema ih.
rules-default-above = (vidi gore)
rules-option-krypkasino-rounds = Broj deljenja u meču; podrazumevano: broj igrača, tako da svako deli jednom.
rules-option-crveni_tepih-money = Kako se licitira: žetonima ili kartama-novcem od 2 do 6.
rules-option-crveni_tepih-all_pay = Da li svako ko licitira plaća svoju ponudu (true) ili samo pobednik licitacije.
rules-option-crveni_tepih-target = Poeni koji završavaju meč.
rules-option-kare_kupa-target = Poeni koji su paru potrebni za pobedu u meču.
rules-option-kare_kupa-look = Da li svi gledaju tek okrenute karte pre nego što iko sme da uzme neku.
