"""``/play form:true``: a game's options chosen in a modal built from its engine options model
(``engine.options.option_fields``): a radio group for a fixed list of values, a checkbox for
yes/no, a short text box for a number. What it reads goes the same way as typed options: the
engine checks the names and values, and a bad value gets the same clear refusal. Its words are
in the member's language: each option's label and description from the catalogues (the values
stay what one would type)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot import i18n
from bot.limits import CONTENT, shorten
from engine.errors import SetupError
from engine.game import Game
from engine.options import OptionField, option_fields, parse_option_words
from engine.wording import PLAIN

MODAL_TITLE = 45
LABEL_TEXT = 45
LABEL_DESCRIPTION = 100
MODAL_ITEMS = 5
"""Discord's limits on a modal: its title, a label's text and description, its components."""

Submit = Callable[[discord.Interaction, dict[str, Any]], Awaitable[None]]
"""What to do with the options read from the form (open the table with them)."""


PACE = "pace"
"""The one field a form may carry beside the game's options (``cogs/lobby.py``)."""


def _words(game: str, field: OptionField, language: str) -> tuple[str, str]:
    """A field's label and description in ``language``."""
    if field.name == PACE:
        return i18n.t(language, "form-label-pace"), i18n.t(language, "form-pace-description")
    return (
        i18n.t(language, f"form-label-{game}-{field.name}"),
        i18n.t(language, f"rules-option-{game}-{field.name}"),
    )


class OptionsForm(discord.ui.Modal):
    def __init__(
        self,
        cls: type[Game],
        submit: Submit,
        *,
        extra: Sequence[OptionField] = (),
        language: str = i18n.ENGLISH,
    ) -> None:
        super().__init__(
            title=shorten(i18n.t(language, "form-title", game=cls.title), MODAL_TITLE),
            timeout=600,
        )
        self._submit = submit
        self._language = language
        self._read: list[tuple[OptionField, discord.ui.Item[Any]]] = []
        for field in [*option_fields(cls.Options), *extra][:MODAL_ITEMS]:
            control = self._control(field, language)
            self._read.append((field, control))
            label, description = _words(cls.name, field, language)
            self.add_item(
                discord.ui.Label(
                    text=shorten(label, LABEL_TEXT),
                    description=shorten(description, LABEL_DESCRIPTION) or None,
                    component=control,
                )
            )

    @staticmethod
    def _control(field: OptionField, language: str) -> discord.ui.Item[Any]:
        custom_id = f"option:{field.name}"
        if field.choices:
            return discord.ui.RadioGroup(
                custom_id=custom_id,
                required=False,
                options=[
                    discord.RadioGroupOption(
                        label=choice, value=choice, default=choice == str(field.default)
                    )
                    for choice in field.choices
                ],
            )
        if field.boolean:
            return discord.ui.Checkbox(custom_id=custom_id, default=field.default is True)
        bounds = (
            i18n.t(language, "rules-range", low=field.lowest, high=field.highest)
            if field.lowest is not None and field.highest is not None
            else i18n.t(language, "rules-or-more", low=field.lowest)
            if field.lowest is not None
            else i18n.t(language, "form-a-number")
        )
        placeholder = (
            bounds
            if field.default is None
            else i18n.t(language, "form-placeholder", bounds=bounds, default=str(field.default))
        )
        return discord.ui.TextInput(
            custom_id=custom_id,
            required=False,
            max_length=12,
            placeholder=shorten(placeholder, 100),
        )

    def values(self) -> dict[str, Any]:
        """The options as typed ones would read (an empty box: the game's default). Raises
        ``SetupError`` past the typed options' limits."""
        words = []
        for field, control in self._read:
            if isinstance(control, discord.ui.RadioGroup):
                value = control.value
            elif isinstance(control, discord.ui.Checkbox):
                value = "true" if control.value else "false"
            elif isinstance(control, discord.ui.TextInput):
                value = control.value.strip()
            else:
                value = None
            if value:
                words.append(f"{field.name}={value.replace(' ', '')}")
        return parse_option_words(" ".join(words))

    async def on_submit(self, interaction: discord.Interaction) -> None:  # type: ignore[override]
        try:
            chosen = self.values()
        except SetupError as refusal:
            text = i18n.say(self._language, refusal, PLAIN)
            await interaction.response.send_message(shorten(text, CONTENT), ephemeral=True)
            return
        await self._submit(interaction, chosen)
