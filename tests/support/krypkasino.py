"""Driving Krypkasino's table through SimCord: opening a table, hand panels, a member's move,
and the scan of every public message for hidden cards (text, emoji, images and alt text)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

import discord

from bot.session import Session
from bot.tables.context import spoken
from engine.cards import Card, Rank, parse_card
from engine.krypkasino import Krypkasino
from engine.krypkasino.actions import Tabbe
from engine.krypkasino.moves import card_moves
from engine.registry import computer_move
from tests.support import drivers

HAND = "Your hand"


async def open_table(
    channel: Any, host: Any, others: list[Any], computers: int, options: str = ""
) -> discord.Message:
    lobby = (await host.slash(channel, "play", game="krypkasino", options=options)).response.message
    for member in others:
        await member.click(lobby, label="Join")
    for _ in range(computers):
        await host.click(lobby, label="Add computer player")
    started = await host.click(lobby, label="Start")
    assert not started.ephemeral, started.response.content
    return lobby


def game_of(session: Session) -> Krypkasino:
    assert isinstance(session.game, Krypkasino)
    return session.game


def public(channel: Any, session: Session) -> discord.Message:
    assert session.message_id is not None
    return drivers.message(channel, session.message_id)


async def open_hand(member: Any, channel: Any, session: Session) -> discord.Message:
    answer = await member.click(public(channel, session), label=HAND)
    panel = answer.response.message
    assert panel.flags.ephemeral
    return panel


def card_buttons(panel: discord.Message) -> list[Any]:
    return [
        child
        for child in drivers.components(panel)
        if ":krycard:" in (getattr(child, "custom_id", "") or "")
    ]


async def play_first(member: Any, panel: discord.Message, session: Session) -> Any:
    """Play the first playable card of the panel (and its first set, if it asks)."""
    buttons = [child for child in card_buttons(panel) if not child.disabled]
    assert buttons, drivers.message_text(panel)
    answer = await member.click(panel, custom_id=buttons[0].custom_id)
    shown = answer.response.message if answer.response is not None else None
    if shown is not None and any(":krytake:" in (c.custom_id or "") for c in _all(shown)):
        take = next(c for c in _all(shown) if ":krytake:" in (c.custom_id or ""))
        answer = await member.click(shown, custom_id=take.custom_id)
    return answer


def _all(found: discord.Message) -> list[Any]:
    return [child for child in drivers.components(found) if getattr(child, "custom_id", None)]


def mover_seat(session: Session) -> Any:
    game = game_of(session)
    return session.seat_named(game.mover) if game.mover is not None else None


def everything_shown(found: discord.Message) -> str:
    """All a message shows, with component emoji names and attachments' names and alt text."""
    parts = [drivers.message_text(found)]
    for child in drivers.components(found):
        emoji = getattr(child, "emoji", None)
        if emoji is not None:
            parts.append(str(emoji.name))
    for attachment in found.attachments:
        parts.append(attachment.filename)
        parts.append(attachment.description or "")
    return "\n".join(parts)


def assert_public_clean(channel: Any, session: Session) -> int:
    """No public message names a hidden card (text, emoji, image alt text; card art emoji are
    named after their card). Returns how many messages were scanned."""
    game = game_of(session)
    # A card told in a recent event was public then (the round before: it may be in a hand
    # of the next deal now, while "Last moves" still tells the last round's end).
    told = {str(card) for said in session.recent for card in cards_named(said.params)}
    secret = drivers.hidden_cards(game) - told
    scanned = 0
    for found in drivers.public_messages(channel):
        text = everything_shown(found)
        for card in drivers.spellings(secret):
            where = re.search(rf"(?<![0-9A-Za-z]){re.escape(card)}(?![0-9A-Za-z♠♥♦♣])", text)
            context = text[max(0, where.start() - 150) : where.end() + 50] if where else ""
            assert where is None, f"hidden {card} in a public message: …{context}…"
        lowered = text.lower()
        for card in secret:
            assert spoken(parse_card(card)) not in lowered, f"{card} spoken in {text[:300]}"
            assert not re.search(rf"c_{card}\b", text), f"{card} as an emoji in {text[:300]}"
        scanned += 1
    return scanned


def cards_named(params: Any) -> list[Card]:
    found: list[Card] = []
    for value in params.values():
        if isinstance(value, Card):
            found.append(value)
        elif isinstance(value, list | tuple):
            found.extend(item for item in value if isinstance(item, Card))
    return found


def choice_card(session: Session, name: str) -> int | None:
    """The index of a card in ``name``'s hand that has several largest sets now."""
    for index, move in enumerate(card_moves(game_of(session), name)):
        if move.playable and move.choose:
            return index
    return None


# -- a seeded table and a plan both the engine and the clicks follow ----------------------------


async def open_seeded(
    bot: Any,
    channel: Any,
    host: Any,
    others: list[Any],
    computers: int,
    *,
    seed: int,
    options: dict[str, Any] | None = None,
) -> Session:
    """Krypkasino through ``drivers.open_seeded``: a chosen seed, started by clicks."""
    return await drivers.open_seeded(
        bot, channel, host, others, computers, game="krypkasino", seed=seed, options=options
    )


@dataclass(frozen=True, slots=True)
class Step:
    """What the test does next: ``call`` (a member calls tabbe on ``rank`` before the mover
    plays), ``choose`` (the mover picks set ``take`` of card ``card``), ``play`` (card
    ``card``, its only set), or ``computer`` (the computer seat moves)."""

    kind: str
    player: str
    card: int = 0
    take: int = 0
    rank: Rank | None = None


def plan(game: Krypkasino, computers: set[str], done: set[str]) -> Step:
    """The next step: the scenarios its tests need the first time they can happen (a tabbe
    call that binds the mover, a choice between largest sets), else the first playable card."""
    mover = game.mover
    assert mover is not None
    ranks = game.callable_ranks()
    held = {card.rank for card in game.hand_of(mover)} & set(ranks)
    callers = [name for name in game.callers() if name not in computers]
    if "call" not in done and held and callers:
        return Step("call", callers[0], rank=min(held))
    if mover in computers:
        return Step("computer", mover)
    moves = card_moves(game, mover)
    if "choose" not in done:
        for index, move in enumerate(moves):
            if move.playable and move.choose:
                return Step("choose", mover, card=index, take=1)
    index = next(index for index, move in enumerate(moves) if move.playable)
    return Step("play", mover, card=index)


def follow(game: Krypkasino, step: Step) -> None:
    """Apply ``step`` to an engine game (the rehearsal of what the clicks will do)."""
    if step.kind == "call":
        game.apply(Tabbe(player=step.player, rank=step.rank))
    elif step.kind == "computer":
        game.apply(computer_move(game, step.player))
    else:
        game.apply(card_moves(game, step.player)[step.card].plays[step.take])


def rehearse(
    players: list[str], computers: set[str], options: dict[str, Any], seed: int
) -> set[str]:
    """Which scenarios a seeded match reaches under :func:`plan` (played on the engine)."""
    game = Krypkasino(players, options, seed=seed)
    done: set[str] = set()
    while not game.over:
        step = plan(game, computers, done)
        mark(done, step, game, computers)
        follow(game, step)
    return done


def mark(done: set[str], step: Step, game: Krypkasino, computers: set[str]) -> None:
    """Note a scenario ``step`` is about to play (before it is applied)."""
    if step.kind in ("call", "choose"):
        done.add(step.kind)
    if step.kind == "call":
        done.add("call-computer" if game.mover in computers else "call-member")


def seed_with(
    players: list[str], computers: set[str], options: dict[str, Any], wanted: set[str]
) -> int:
    for seed in range(1, 500):
        if wanted <= rehearse(players, computers, options, seed):
            return seed
    raise AssertionError(f"no seed below 500 reaches {wanted}")


# -- the clicks ------------------------------------------------------------------------------


def button_with(found: discord.Message, verb: str) -> list[Any]:
    return [
        child
        for child in drivers.components(found)
        if f":{verb}:" in (getattr(child, "custom_id", "") or "")
        or (getattr(child, "custom_id", "") or "").endswith(f":{verb}")
    ]


class Clicks:
    """Counts clicks per move, to report the click count of a typical move."""

    def __init__(self) -> None:
        self.moves: list[int] = []

    def record(self, count: int) -> None:
        self.moves.append(count)


async def perform(
    env: Any,
    channel: Any,
    session: Session,
    members: dict[int, Any],
    step: Step,
    delay: float,
    clicks: Clicks | None = None,
) -> Any:
    """Carry out ``step`` by clicks; returns the last answer (the re-rendered panel)."""
    if step.kind == "computer":
        await env.advance_time(delay + 0.5)
        return None
    seat = session.seat_named(step.player)
    assert seat is not None
    member = members[seat.user_id]
    if step.kind == "call":
        offer = await member.click(public(channel, session), label="Tabbe!")
        assert offer.ephemeral
        assert step.rank is not None
        return await member.click(offer.response.message, label=f"Tabbe på {step.rank.label}")
    panel = await open_hand(member, channel, session)
    button = card_buttons(panel)[step.card]
    assert not button.disabled
    answer = await member.click(panel, custom_id=button.custom_id)
    count = 2
    takes = button_with(answer.response.message, "krytake")
    if takes:
        answer = await member.click(answer.response.message, custom_id=takes[step.take].custom_id)
        count += 1
    if clicks is not None:
        clicks.record(count)
    return answer
