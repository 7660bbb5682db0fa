error-not-seated = Ne sediš za ovim stolom.
error-unknown-table = Ovaj sto više ne postoji.
error-store-busy = Evidencija stola je trenutno zauzeta; ništa nije promenjeno. Pokušaj ponovo za trenutak.
error-command-not-here = Ovu komandu ne možeš da koristiš ovde.
error-internal = Nešto je pošlo naopako kod nas. Ništa nije promenjeno; pokušaj ponovo.
error-guild-only = Ova komanda radi samo u kanalima servera.
error-owned-elsewhere = Ovaj sto vodi drugi deo bota.
forward-no-owner = Ovaj sto vodi drugi deo bota, koji upravo nije odgovorio. Ništa nije odigrano; pokušaj ponovo za trenutak.
forward-not-passed-on = Ovaj sto vodi drugi deo bota, i ovaj klik nije mogao da mu bude prosleđen. Ništa nije odigrano; pokušaj ponovo.
# An option's value the game refuses: what the option takes (in English the engine's own
# sentence is shown, with the validator's words).
error-option-number = Opcija `{ $option }` prima ceo broj: { $bounds }.
error-option-choices = Opcija `{ $option }` prima { $choices }.
error-option-refused = Opcija `{ $option }` ne može imati tu vrednost.
