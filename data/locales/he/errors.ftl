error-not-seated = לא הצטרפת לשולחן הזה.
error-unknown-table = השולחן הזה כבר לא קיים.
error-store-busy = הרישומים של השולחן עסוקים כרגע; שום דבר לא השתנה. נסו שוב בעוד רגע.
error-command-not-here = אי אפשר להשתמש בפקודה הזו כאן.
error-internal = משהו השתבש אצלנו. שום דבר לא השתנה; נסו שוב.
error-guild-only = הפקודה הזו עובדת רק בערוצים של שרת.
