"""Driving a Crveni tepih table in SimCord: open it, open a player's panel, press its controls,
and check every public message (text, emoji and picture alt text) for hidden cards."""

from __future__ import annotations

from typing import Any

import discord

from bot.session import Session
from bot.tables.context import spoken
from engine.cards import parse_card
from tests.support import drivers


async def open_table(
    bot: Any, channel: Any, host: Any, others: list[Any], options: str = "", computers: int = 0
) -> Session:
    """A started table: ``host`` opens it, ``others`` join, then computers; seats in that
    order."""
    result = await host.slash(channel, "play", game="crveni_tepih", options=options)
    lobby = result.response.message
    for member in others:
        await member.click(lobby, label="Join")
    for _ in range(computers):
        await host.click(lobby, label="Add computer player")
    started = await host.click(lobby, label="Start")
    assert not started.ephemeral, started.response.content
    return bot.host.tables[max(bot.host.tables)]


def seat_name(session: Session, member: Any) -> str:
    seat = session.seat_of(member.id)
    assert seat is not None
    return seat.name


def public(channel: Any, session: Session) -> discord.Message:
    assert session.message_id is not None
    return drivers.message(channel, session.message_id)


def to_act(session: Session) -> str:
    assert session.game is not None
    (name,) = session.game.to_act()
    return name


async def panel(channel: Any, session: Session, member: Any) -> discord.Message:
    """The member opens their hand panel from the public message (one click)."""
    answer = await member.click(public(channel, session), label="Your hand")
    assert answer.ephemeral
    return answer.response.message


def options(found: discord.Message) -> list[Any]:
    return [
        option
        for child in drivers.components(found)
        for option in getattr(child, "options", []) or []
    ]


def control(found: discord.Message, prefix: str) -> Any:
    for child in drivers.components(found):
        if getattr(child, "label", None) and child.label.startswith(prefix):
            return child
    raise AssertionError(f"no control {prefix!r} in {drivers.labels(found)}")


async def press(member: Any, found: discord.Message, prefix: str) -> Any:
    """Click the button whose label starts with ``prefix`` (one click)."""
    child = control(found, prefix)
    assert not child.disabled, child.label
    return await member.click(found, custom_id=child.custom_id)


async def pick(member: Any, found: discord.Message, prefix: str) -> Any:
    """Choose the select option whose label starts with ``prefix`` (open + choose: two clicks
    for a person, one select call here)."""
    for child in drivers.components(found):
        for option in getattr(child, "options", []) or []:
            if option.label.startswith(prefix):
                return await member.select(found, [option.value], custom_id=child.custom_id)
    raise AssertionError(f"no option {prefix!r} in {[o.label for o in options(found)]}")


def public_texts(channel: Any) -> list[str]:
    """Everything the channel's public messages show, picture alt texts included."""
    texts = []
    for found in drivers.public_messages(channel):
        texts.append(drivers.message_text(found))
        texts.extend(attachment.description or "" for attachment in found.attachments)
    return texts


def assert_no_hidden_cards(channel: Any, session: Session) -> None:
    """No face-down card anywhere public: as text (``AS``, ``A♠``), as an emoji name, or in
    words in a picture's alt text (``ace of spades``)."""
    game = session.game
    assert game is not None
    texts = public_texts(channel)
    drivers.assert_no_hidden_cards(texts, game)
    secret = drivers.hidden_cards(game)
    for card in secret:
        words = spoken(parse_card(card))
        for text in texts:
            assert words not in text, f"hidden card {card} ({words}) in public: {text[:300]}"
            assert f":fd_{card}_" not in text, f"hidden card {card} as an emoji: {text[:300]}"
