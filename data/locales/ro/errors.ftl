error-not-seated = Nu stai la această masă.
error-unknown-table = Această masă nu mai există.
error-store-busy = Evidența mesei este ocupată acum; nu s-a schimbat nimic. Încearcă din nou peste o clipă.
error-command-not-here = Nu poți folosi această comandă aici.
error-internal = Ceva nu a mers bine la noi. Nu s-a schimbat nimic; încearcă din nou.
error-guild-only = Această comandă funcționează doar în canalele unui server.
