"""A table's buttons are built anew at every answer, copied from one made once for their
looks (``bot/tables/controls.py``): each must be the button discord.py's constructor makes,
and no two may share their parts."""

from __future__ import annotations

import discord
import pytest

from bot.tables.controls import TableButton


class PokeButton(TableButton, verb="poke", fields=("version", "column")):
    pass


LOOKS = [
    {"label": "Column 1", "style": discord.ButtonStyle.primary},
    {"label": "Column 2", "disabled": True},
    {"label": "Hint", "emoji": "💡"},
    {"emoji": "💡"},
    {"emoji": discord.PartialEmoji(name="card", id=123456789012345678)},
    {},
    {"label": "x" * 200, "style": discord.ButtonStyle.danger},
]


@pytest.mark.parametrize("looks", LOOKS)
def test_a_copied_button_is_the_button_discord_py_makes(looks):
    made = PokeButton(42, 7, 3, row=1, **looks)
    plain = discord.ui.Button(
        label=made.item.label,  # shortened as the control shortens it
        emoji=looks.get("emoji"),
        style=looks.get("style", discord.ButtonStyle.secondary),
        disabled=looks.get("disabled", False),
        custom_id="fd:42:poke:7:3",
        row=1,
    )
    assert made.to_component_dict() == plain.to_component_dict()
    assert made.item.__dict__.keys() == plain.__dict__.keys()
    assert made.row == 1
    assert made.item.label == (None if "emoji" in looks and "label" not in looks else plain.label)
    assert (made.table_id, made.version, made.column) == (42, 7, 3)


def test_buttons_of_the_same_looks_share_nothing_that_changes():
    first = PokeButton(1, 1, 0, label="Column 1")
    second = PokeButton(2, 5, 1, label="Column 1")
    assert first.item is not second.item
    assert first.item._underlying is not second.item._underlying
    first.item.disabled = True
    first.item.label = "changed"
    view = discord.ui.View(timeout=None)
    view.add_item(first)
    assert second.item.disabled is False
    assert second.item.label == "Column 1"
    assert second.item.view is None
    assert second.custom_id == "fd:2:poke:5:1"
    assert PokeButton(3, 1, 0, label="Column 1").to_component_dict()["disabled"] is False
