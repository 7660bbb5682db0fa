"""Card art drawn by the project: faces (``bot.art.faces``), table pictures
(``bot.art.picture``) and the application emoji made from them (``bot.art.emoji``)."""
