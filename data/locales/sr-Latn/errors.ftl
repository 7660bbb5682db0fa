error-not-seated = Ne sediš za ovim stolom.
error-unknown-table = Ovaj sto više ne postoji.
error-store-busy = Evidencija stola je trenutno zauzeta; ništa nije promenjeno. Pokušaj ponovo za trenutak.
error-command-not-here = Ovu komandu ne možeš da koristiš ovde.
error-internal = Nešto je pošlo naopako kod nas. Ništa nije promenjeno; pokušaj ponovo.
error-guild-only = Ova komanda radi samo u kanalima servera.
