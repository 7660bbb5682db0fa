error-not-seated = Nu stai la această masă.
error-unknown-table = Această masă nu mai există.
error-store-busy = Evidența mesei este ocupată acum; nu s-a schimbat nimic. Încearcă din nou peste o clipă.
error-command-not-here = Nu poți folosi această comandă aici.
error-internal = Ceva nu a mers bine la noi. Nu s-a schimbat nimic; încearcă din nou.
error-guild-only = Această comandă funcționează doar în canalele unui server.
error-owned-elsewhere = Această masă este condusă de o altă parte a botului.
forward-no-owner = Această masă este condusă de o altă parte a botului, care nu a răspuns acum. Nu s-a jucat nimic; încearcă din nou peste puțin timp.
forward-not-passed-on = Această masă este condusă de o altă parte a botului, iar acest clic nu i-a putut fi transmis. Nu s-a jucat nimic; încearcă din nou.
# An option's value the game refuses: what the option takes (in English the engine's own
# sentence is shown, with the validator's words).
error-option-number = Opțiunea `{ $option }` ia un număr întreg: { $bounds }.
error-option-choices = Opțiunea `{ $option }` ia { $choices }.
error-option-refused = Opțiunea `{ $option }` nu poate lua această valoare.
