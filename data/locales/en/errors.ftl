# Refusals and failures any command or control may answer with.
error-not-seated = You are not seated at this table.
error-unknown-table = This table no longer exists.
error-store-busy = The table's records are busy right now; nothing changed. Try again in a moment.
error-command-not-here = You cannot use this command here.
error-internal = Something went wrong on our side. Nothing was changed; please try again.
error-guild-only = This command works in a server's channels only.
error-owned-elsewhere = This table is run by another part of the bot.
forward-no-owner = This table is run by another part of the bot, which did not answer just now. Nothing was played; please try again in a moment.
forward-not-passed-on = This table is run by another part of the bot, and this click could not be passed on to it. Nothing was played; please try again.
# An option's value the game refuses: what the option takes (in English the engine's own
# sentence is shown, with the validator's words).
error-option-number = The option `{ $option }` takes a whole number: { $bounds }.
error-option-choices = The option `{ $option }` takes { $choices }.
error-option-refused = The option `{ $option }` cannot take that value.
