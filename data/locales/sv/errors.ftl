error-not-seated = Du sitter inte vid det här bordet.
error-unknown-table = Det här bordet finns inte längre.
error-store-busy = Bordets register är upptaget just nu; inget ändrades. Försök igen om en stund.
error-command-not-here = Du kan inte använda det här kommandot här.
error-internal = Något gick fel hos oss. Inget ändrades; försök igen.
error-guild-only = Det här kommandot fungerar bara i en servers kanaler.
