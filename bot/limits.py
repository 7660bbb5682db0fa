"""Discord's limits on what a message may hold, and the helpers that keep text within them.

Discord refuses a whole message (400, code 50035) when one part is too long, so a refusal
that quotes a member's input, or a board with long names, would fail instead of answering.
Text is shortened where it is assembled: echoed input to a short quote, everything else to
its field's limit, with an ellipsis so nobody mistakes a cut text for the whole.
"""

from __future__ import annotations

import discord

CONTENT = 2000
"""A message's content."""
EMBED_TITLE = 256
EMBED_DESCRIPTION = 4096
EMBED_FIELDS = 25
FIELD_NAME = 256
FIELD_VALUE = 1024
FOOTER = 2048
AUTHOR = 256
EMBED_TOTAL = 6000
"""Title, description, field names and values, footer and author of all a message's embeds."""
EMBEDS = 10
"""Embeds in one message."""
BUTTON_LABEL = 80
SELECT_OPTIONS = 25
OPTION_LABEL = 100
OPTION_DESCRIPTION = 100
OPTION_VALUE = 100
PLACEHOLDER = 150
CUSTOM_ID = 100
MODAL_TITLE = 45
INPUT_LABEL = 45
INPUT_VALUE = 4000
INPUT_PLACEHOLDER = 100
CHOICES = 25
"""Autocomplete choices."""
CHOICE_NAME = 100
LAYOUT_TEXT = 4000
"""All the text of a Components V2 message."""

ECHO = 40
"""How much of someone's own input an answer quotes back."""

ELLIPSIS = "…"


def shorten(text: str, limit: int) -> str:
    """``text`` if it fits in ``limit`` characters, else its start and an ellipsis."""
    if len(text) <= limit:
        return text
    if limit <= 0:
        return ""
    return text[: limit - 1].rstrip() + ELLIPSIS


def echo(text: str, limit: int = ECHO) -> str:
    """Someone's input quoted in an answer: kept short, on one line."""
    return shorten(" ".join(text.split()), limit)


def fit_content(text: str | None) -> str | None:
    return None if text is None else shorten(text, CONTENT)


def fit_embed(embed: discord.Embed, budget: int = EMBED_TOTAL) -> discord.Embed:
    """``embed`` (changed in place, and returned) within every per-part limit and within
    ``budget`` characters in all: fields past 25 are dropped, then the last fields, the
    description, the footer and the title give way, in that order, until it fits."""
    if embed.title:
        embed.title = shorten(embed.title, EMBED_TITLE)
    if embed.description:
        embed.description = shorten(embed.description, EMBED_DESCRIPTION)
    if embed.footer.text:
        embed.set_footer(text=shorten(embed.footer.text, FOOTER), icon_url=embed.footer.icon_url)
    if embed.author.name:
        embed.set_author(
            name=shorten(embed.author.name, AUTHOR),
            url=embed.author.url,
            icon_url=embed.author.icon_url,
        )
    while len(embed.fields) > EMBED_FIELDS:
        embed.remove_field(EMBED_FIELDS)
    for index, field in enumerate(embed.fields):
        embed.set_field_at(
            index,
            name=shorten(field.name or "", FIELD_NAME),
            value=shorten(field.value or "", FIELD_VALUE),
            inline=bool(field.inline),
        )
    while len(embed) > budget and embed.fields:
        embed.remove_field(len(embed.fields) - 1)
    if len(embed) > budget and embed.description:
        excess = len(embed) - budget
        embed.description = shorten(embed.description, max(len(embed.description) - excess, 0))
    if len(embed) > budget and embed.footer.text:
        embed.set_footer(
            text=shorten(embed.footer.text, max(len(embed.footer.text) - (len(embed) - budget), 0))
            or None,
            icon_url=embed.footer.icon_url,
        )
    if len(embed) > budget and embed.title:
        embed.title = shorten(embed.title, max(len(embed.title) - (len(embed) - budget), 0)) or None
    return embed


def fit_embeds(embeds: list[discord.Embed]) -> list[discord.Embed]:
    """At most ten embeds sharing the 6,000 characters, each fitted in turn."""
    kept = embeds[:EMBEDS]
    budget = EMBED_TOTAL
    for embed in kept:
        fit_embed(embed, budget)
        budget -= len(embed)
    while sum(map(len, kept)) > EMBED_TOTAL:  # an embed whose author alone was past its share
        kept.pop()
    return kept


def fit_options(options: list[discord.SelectOption]) -> list[discord.SelectOption]:
    """At most 25 options, each label and description within 100 characters (values are
    the caller's keys: they are left alone)."""
    kept = options[:SELECT_OPTIONS]
    for option in kept:
        option.label = shorten(option.label, OPTION_LABEL)
        if option.description:
            option.description = shorten(option.description, OPTION_DESCRIPTION)
    return kept
