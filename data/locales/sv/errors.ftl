error-not-seated = Du sitter inte vid det här bordet.
error-unknown-table = Det här bordet finns inte längre.
error-store-busy = Bordets register är upptaget just nu; inget ändrades. Försök igen om en stund.
error-command-not-here = Du kan inte använda det här kommandot här.
error-internal = Något gick fel hos oss. Inget ändrades; försök igen.
error-guild-only = Det här kommandot fungerar bara i en servers kanaler.
error-owned-elsewhere = Det här bordet sköts av en annan del av boten.
forward-no-owner = Det här bordet sköts av en annan del av boten, som inte svarade just nu. Inget spelades; försök igen om en stund.
forward-not-passed-on = Det här bordet sköts av en annan del av boten, och klicket kunde inte skickas vidare dit. Inget spelades; försök igen.
# An option's value the game refuses: what the option takes (in English the engine's own
# sentence is shown, with the validator's words).
error-option-number = Alternativet `{ $option }` tar ett heltal: { $bounds }.
error-option-choices = Alternativet `{ $option }` tar { $choices }.
error-option-refused = Alternativet `{ $option }` kan inte ha det värdet.
