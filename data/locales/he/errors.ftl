error-not-seated = לא הצטרפת לשולחן הזה.
error-unknown-table = השולחן הזה כבר לא קיים.
error-store-busy = הרישומים של השולחן עסוקים כרגע; שום דבר לא השתנה. נסו שוב בעוד רגע.
error-command-not-here = אי אפשר להשתמש בפקודה הזו כאן.
error-internal = משהו השתבש אצלנו. שום דבר לא השתנה; נסו שוב.
error-guild-only = הפקודה הזו עובדת רק בערוצים של שרת.
error-owned-elsewhere = את השולחן הזה מנהל חלק אחר של הבוט.
forward-no-owner = את השולחן הזה מנהל חלק אחר של הבוט, שלא ענה כרגע. שום דבר לא שוחק; נסו שוב בעוד רגע.
forward-not-passed-on = את השולחן הזה מנהל חלק אחר של הבוט, והלחיצה הזו לא הועברה אליו. שום דבר לא שוחק; נסו שוב.
# An option's value the game refuses: what the option takes (in English the engine's own
# sentence is shown, with the validator's words).
error-option-number = האפשרות `{ $option }` מקבלת מספר שלם: { $bounds }.
error-option-choices = האפשרות `{ $option }` מקבלת { $choices }.
error-option-refused = האפשרות `{ $option }` לא יכולה לקבל את הערך הזה.
