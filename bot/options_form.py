"""``/play form:true``: a game's options chosen in a modal built from its engine options model
(``engine.options.option_fields``): a radio group for a fixed list of values, a checkbox for
yes/no, a short text box for a number. What it reads goes the same way as typed options: the
engine checks the names and values, and a bad value gets the same clear refusal."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord

from bot.limits import CONTENT, shorten
from engine.errors import SetupError
from engine.game import Game
from engine.options import OptionField, option_fields, parse_option_words

MODAL_TITLE = 45
LABEL_TEXT = 45
LABEL_DESCRIPTION = 100
MODAL_ITEMS = 5
"""Discord's limits on a modal: its title, a label's text and description, its components."""

Submit = Callable[[discord.Interaction, dict[str, Any]], Awaitable[None]]
"""What to do with the options read from the form (open the table with them)."""


def _label(name: str) -> str:
    return shorten(name.replace("_", " ").capitalize(), LABEL_TEXT)


class OptionsForm(discord.ui.Modal):
    def __init__(
        self, cls: type[Game], submit: Submit, *, extra: Sequence[OptionField] = ()
    ) -> None:
        super().__init__(title=shorten(f"{cls.title}: options", MODAL_TITLE), timeout=600)
        self._submit = submit
        self._read: list[tuple[OptionField, discord.ui.Item[Any]]] = []
        for field in [*option_fields(cls.Options), *extra][:MODAL_ITEMS]:
            control = self._control(field)
            self._read.append((field, control))
            self.add_item(
                discord.ui.Label(
                    text=_label(field.name),
                    description=shorten(field.description, LABEL_DESCRIPTION) or None,
                    component=control,
                )
            )

    @staticmethod
    def _control(field: OptionField) -> discord.ui.Item[Any]:
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
            f"{field.lowest} to {field.highest}"
            if field.lowest is not None and field.highest is not None
            else f"{field.lowest} or more"
            if field.lowest is not None
            else "a number"
        )
        default = "" if field.default is None else f", default {field.default}"
        return discord.ui.TextInput(
            custom_id=custom_id,
            required=False,
            max_length=12,
            placeholder=shorten(f"{bounds}{default}", 100),
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
            await interaction.response.send_message(shorten(str(refusal), CONTENT), ephemeral=True)
            return
        await self._submit(interaction, chosen)
