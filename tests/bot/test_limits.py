"""Discord's message limits (bot/limits.py): text shortened with an ellipsis where it is
assembled, embeds fitted part by part and in total."""

from __future__ import annotations

import discord
import pytest

from bot import limits
from bot.limits import echo, fit_content, fit_embed, fit_embeds, fit_options, shorten
from bot.tables.message import Message


@pytest.mark.parametrize(
    ("text", "limit", "expected"),
    [
        ("short", 10, "short"),
        ("exactly10!", 10, "exactly10!"),
        ("eleven chars", 11, "eleven cha…"),
        ("trailing space cut", 10, "trailing…"),
        ("anything", 1, "…"),
        ("anything", 0, ""),
    ],
)
def test_shorten(text, limit, expected):
    assert shorten(text, limit) == expected
    assert len(shorten(text, limit)) <= max(limit, 0)


def test_echo_is_one_short_line():
    assert echo("a\nb\t c") == "a b c"
    quoted = echo("x" * 5000)
    assert len(quoted) == limits.ECHO
    assert quoted.endswith("…")


def test_fit_content():
    assert fit_content(None) is None
    assert len(fit_content("y" * 5000) or "") == limits.CONTENT


def huge_embed() -> discord.Embed:
    embed = discord.Embed(title="t" * 300, description="d" * 5000)
    for _ in range(30):
        embed.add_field(name="n" * 300, value="v" * 2000)
    embed.set_footer(text="f" * 3000)
    embed.set_author(name="a" * 300)
    return embed


def test_every_part_of_an_embed_within_its_limit_and_the_whole_within_6000():
    embed = fit_embed(huge_embed())
    assert len(embed) <= limits.EMBED_TOTAL
    assert len(embed.title or "") <= limits.EMBED_TITLE
    assert len(embed.description or "") <= limits.EMBED_DESCRIPTION
    assert len(embed.footer.text or "") <= limits.FOOTER
    assert len(embed.author.name or "") <= limits.AUTHOR
    assert len(embed.fields) <= limits.EMBED_FIELDS
    for field in embed.fields:
        assert len(field.name or "") <= limits.FIELD_NAME
        assert len(field.value or "") <= limits.FIELD_VALUE
    # The description is kept before the fields: it is what a board lists.
    assert (embed.description or "").endswith("…")
    assert len(embed.description or "") > 3000


def test_fields_past_their_limit_are_cut_and_a_fitting_embed_is_unchanged():
    embed = discord.Embed(title="Board", description="rows")
    embed.add_field(name="Your standing", value="v" * 1500, inline=False)
    fit_embed(embed)
    assert len(embed.fields[0].value or "") == limits.FIELD_VALUE
    assert embed.fields[0].inline is False
    small = discord.Embed(title="Board", description="rows")
    small.add_field(name="a", value="b")
    before = small.to_dict()
    assert fit_embed(small).to_dict() == before


def test_several_embeds_share_the_6000_characters():
    embeds = fit_embeds([huge_embed() for _ in range(12)])
    assert len(embeds) <= limits.EMBEDS
    assert sum(len(embed) for embed in embeds) <= limits.EMBED_TOTAL


def test_a_rendered_message_is_sent_and_edited_within_the_limits():
    message = Message(content="c" * 3000, embeds=[huge_embed(), huge_embed()])
    for kwargs in (message.send(), message.edit()):
        assert len(kwargs["content"]) == limits.CONTENT
        assert sum(len(embed) for embed in kwargs["embeds"]) <= limits.EMBED_TOTAL


def test_select_options_fitted():
    options = [
        discord.SelectOption(label="l" * 150, value=str(index), description="d" * 150)
        for index in range(30)
    ]
    kept = fit_options(options)
    assert len(kept) == limits.SELECT_OPTIONS
    assert [option.value for option in kept] == [str(index) for index in range(25)]
    assert all(len(option.label) == limits.OPTION_LABEL for option in kept)
    assert all(len(option.description or "") == limits.OPTION_DESCRIPTION for option in kept)
