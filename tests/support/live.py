"""Live hand panels in SimCord: reading a member's panel as it shows now, whose turn a panel and
the public table say it is, and counting what members clicked and were sent.

A member opens their panel once (``Your hand``) and keeps it: the host edits it, so a test
re-reads it before each click (``Member.panel``) instead of opening another one.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.session import Session
from tests.support import drivers

HAND = "Your hand"
_TURN = re.compile(r"(?:▶️ To [a-z ]+|In play): ((?:\*\*[^*]+\*\*(?:, )?)+)")
_NAME = re.compile(r"\*\*([^*]+)\*\*")


def awaited(found: discord.Message) -> frozenset[str] | None:
    """Whom a message says the table waits for (its turn line), ``None`` without one."""
    match = _TURN.search(drivers.message_text(found))
    if match is None:
        return None
    return frozenset(_NAME.findall(match.group(1)))


def public(channel: Any, session: Session) -> discord.Message:
    assert session.message_id is not None
    return drivers.message(channel, session.message_id)


def private_messages(channel: Any, member: Any) -> list[discord.Message]:
    """Every ephemeral message the member was sent in the channel (panels and replies)."""
    return [found for found in channel.history(viewer=member) if found.flags.ephemeral]


@dataclass
class Players:
    """The members at one table, each with the one panel they keep open, and what they did."""

    bot: Any
    channel: Any
    session: Session
    members: dict[int, Any]
    panels: dict[int, int] = field(default_factory=dict)
    """Member id -> the message id of their panel."""
    clicks: list[int] = field(default_factory=list)
    """Clicks per move."""
    opened: Counter[int] = field(default_factory=Counter)
    """``Your hand`` clicks per member."""
    refreshes: int = 0

    @classmethod
    async def with_panels(
        cls, bot: Any, channel: Any, session: Session, members: Iterable[Any]
    ) -> Players:
        """The ``members`` at ``session``'s table, each with their panel opened."""
        players = cls(bot, channel, session, {member.id: member for member in members})
        await players.open_all()
        return players

    async def open_all(self) -> None:
        for user_id in self.members:
            await self.open(user_id)

    async def open(self, user_id: int) -> discord.Message:
        answer = await self.members[user_id].click(public(self.channel, self.session), label=HAND)
        assert answer.ephemeral
        panel = answer.response.message
        self.panels[user_id] = panel.id
        self.opened[user_id] += 1
        return panel

    def panel(self, user_id: int) -> discord.Message:
        """The member's panel as it shows now (the host keeps it current)."""
        return drivers.message(self.channel, self.panels[user_id], self.members[user_id])

    async def click(self, user_id: int, child: Any) -> discord.Message:
        """One click on the member's kept panel; returns the panel as it shows after it."""
        if getattr(child, "label", None) in ("Refresh", HAND):
            self.refreshes += 1
        await self.members[user_id].click(self.panel(user_id), custom_id=child.custom_id)
        return self.panel(user_id)

    async def select(self, user_id: int, child: Any, value: str) -> discord.Message:
        await self.members[user_id].select(self.panel(user_id), [value], custom_id=child.custom_id)
        return self.panel(user_id)

    def assert_agree(self) -> None:
        """Every followed panel says the same as the public table about whose turn it is, and
        the host follows exactly one panel per member: the one they keep."""
        table = awaited(public(self.channel, self.session))
        following = self.bot.panels.following(self.session.id)
        if self.session.closed:
            return
        assert {panel.user_id for panel in following} == set(self.panels)
        for panel in following:
            assert panel.handle.message_id == self.panels[panel.user_id]
            shown = self.panel(panel.user_id)
            assert awaited(shown) == table, (drivers.message_text(shown)[:400], table)


def enabled(found: discord.Message, verb: str) -> list[Any]:
    """The panel's enabled controls of one verb (``krycard``...)."""
    return [
        child
        for child in drivers.components(found)
        if f":{verb}:" in (getattr(child, "custom_id", "") or "")
        and not getattr(child, "disabled", False)
    ]


def labelled(found: discord.Message, prefix: str) -> Any | None:
    for child in drivers.components(found):
        label = getattr(child, "label", None)
        if label and label.startswith(prefix) and not getattr(child, "disabled", False):
            return child
    return None


def median(values: list[int]) -> float:
    ordered = sorted(values)
    middle = len(ordered) // 2
    if len(ordered) % 2:
        return float(ordered[middle])
    return (ordered[middle - 1] + ordered[middle]) / 2


async def krypkasino_move(players: Players, user_id: int) -> int:
    """The member plays a Krypkasino move from their panel as a person would: their first
    playable card, then the first take offered if the card captures; the clicks it took."""
    panel = players.panel(user_id)
    cards = enabled(panel, "krycard")
    assert cards, drivers.message_text(panel)[:500]
    shown = await players.click(user_id, cards[0])
    takes = enabled(shown, "krytake")
    if not takes:
        return 1
    await players.click(user_id, takes[0])
    return 2


def crveni_tepih_choice(players: Players, name: str) -> Any:
    """What the member ``name`` presses on their Crveni tepih panel, as a person would: a
    discard's suggestion, else a bid for the pair's designated buyer (seats take turns
    buying), else a pass (the live-panel test and ``benchmarks/panel_clicks.py`` play so)."""
    session = players.session
    seat = session.seat_named(name)
    assert seat is not None
    assert seat.user_id is not None
    panel = players.panel(seat.user_id)
    for prefix in ("Suggested: let", "Let the new pair go"):
        child = labelled(panel, prefix)
        if child is not None:
            return child
    game = session.game
    assert game is not None
    buyer = game.players[len(game.sales) % len(game.players)]
    if name == buyer:
        child = labelled(panel, "Bid")
        if child is not None:
            return child
    child = labelled(panel, "Pass") or labelled(panel, "Bid") or labelled(panel, "All in")
    assert child is not None, drivers.labels(panel)
    return child
