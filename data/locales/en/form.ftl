# /play form:True: the options form (each option's description is its /rules one).
form-title = { $game }: options
form-label-pace = Pace
form-pace-description = Live: minutes a turn. Relaxed: four hours. Slow: a day; turns told by DM.
form-a-number = a number
form-placeholder = { $bounds }, default { $default }
form-label-krypkasino-rounds = Rounds
form-label-crveni_tepih-money = Money
form-label-crveni_tepih-all_pay = All pay
form-label-crveni_tepih-target = Target
form-label-kare_kupa-target = Target
form-label-kare_kupa-look = Look
