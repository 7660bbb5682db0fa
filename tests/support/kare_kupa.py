"""Driving Kare Kupa's table through SimCord: a seeded table, a plan the engine and the clicks
both follow (the computer player's choices, plus the scenarios the tests need), the clicks
for each step, and the scans for hidden cards in public and in other players' panels."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.session import Session
from bot.tables.context import TextFaces, spoken
from engine.cards import Card, parse_card
from engine.kare_kupa import KareKupa
from engine.kare_kupa.actions import Accept, Action, Call, Decline, Offer, Pass, Seen, Signal, Swap
from engine.registry import computer_move
from tests.support import drivers

HAND = "Your hand"
FACES = TextFaces()


def game_of(session: Session) -> KareKupa:
    assert isinstance(session.game, KareKupa)
    return session.game


def public(channel: Any, session: Session) -> discord.Message:
    assert session.message_id is not None
    return drivers.message(channel, session.message_id)


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
    """Kare Kupa through ``drivers.open_seeded``: a chosen seed, started by clicks."""
    return await drivers.open_seeded(
        bot, channel, host, others, computers, game="kare_kupa", seed=seed, options=options
    )


# -- the plan ------------------------------------------------------------------------------------


@dataclass
class Planner:
    """The next action of each seat in turn: the computer player's choice, with the tests'
    scenarios put in the first time they can happen: two gestures (a button and the select)
    and a partner exchange (seat 0 offers, seat 2 accepts)."""

    done: set[str] = field(default_factory=set)
    turn: int = 0

    def next(self, game: KareKupa) -> Action | None:
        for _ in range(4):
            seat = self.turn % 4
            self.turn += 1
            action = self.choice(game, game.players[seat])
            if action is not None:
                return action
        return None

    def choice(self, game: KareKupa, player: str) -> Action | None:
        seat = game.players.index(player)
        view = game.view(player)
        if view.phase == "open":
            if "gesture" not in self.done and seat == 1:
                self.done.add("gesture")
                return Signal(player=player, gesture="ear")
            if "select" not in self.done and seat == 3:
                self.done.add("select")
                return Signal(player=player, gesture="smile")
            if "offer" not in self.done and seat == 0 and not view.open_offers:
                self.done.add("offer")
                return Offer(player=player, give=sorted(game.hands[0])[0])
            if "offer" in self.done and "accept" not in self.done and seat == 2:
                offers = [offer for offer in view.open_offers if offer.partner == player]
                if offers:
                    self.done.add("accept")
                    return Accept(player=player, give=sorted(game.hands[2])[0])
        if "offer" in self.done and "accept" not in self.done and seat in (0, 2):
            return None  # the exchange first
        action = computer_move(game, player)
        if game.is_idle(action):
            return None
        return action


def rehearse(players: list[str], options: dict[str, Any], seed: int) -> tuple[set[str], Any]:
    """Plays round 1 on the engine alone; the scenarios reached and how it ended."""
    game = KareKupa(players, options, seed=seed)
    planner = Planner()
    while game.round == 1 and not game.over:
        action = planner.next(game)
        if action is None:
            return planner.done, None
        if isinstance(action, Call):
            planner.done.add("call")
        game.apply(action)
    return planner.done, game.outcomes[0]


def kare_seed(players: list[str], options: dict[str, Any]) -> int:
    """A seed whose first round has every scenario and ends with a right kare call."""
    for seed in range(1, 300):
        done, outcome = rehearse(players, options, seed)
        if (
            outcome is not None
            and {"gesture", "select", "offer", "accept"} <= done
            and outcome.correct
            and len(outcome.claim) == 1
            and outcome.claim[0] == (outcome.caller + 2) % 4
        ):
            return seed
    raise AssertionError("no seed below 300 ends round 1 with a right kare call")


# -- the clicks -----------------------------------------------------------------------------------


def label_of(card: Card) -> str:
    return FACES.button(card)[0]


def shows_card(child: Any, card: Card) -> bool:
    """Whether a card button shows ``card``: by its art emoji (named after the card), or by
    its text label when there is no art."""
    emoji = getattr(child, "emoji", None)
    if emoji is not None and emoji.name and emoji.name.startswith("fd_"):
        return emoji.name.split("_")[1] == str(card)
    label = getattr(child, "label", None) or ""
    return label.removeprefix("Take ") == label_of(card)


def find_card(panel: discord.Message, card: Card, verb: str) -> Any | None:
    for child in drivers.components(panel):
        if f":{verb}:" in (getattr(child, "custom_id", "") or "") and shows_card(child, card):
            return child
    return None


def find(panel: discord.Message, label: str, verb: str | None = None) -> Any:
    for child in drivers.components(panel):
        if getattr(child, "label", None) == label and (
            verb is None or f":{verb}:" in (child.custom_id or "")
        ):
            return child
    raise AssertionError(f"no {label!r} in {drivers.labels(panel)}")


@dataclass
class Table:
    """The members' latest panels, and the clicks each kind of action took."""

    env: Any
    channel: Any
    session: Session
    members: dict[str, Any]
    panels: dict[str, discord.Message] = field(default_factory=dict)
    clicks: dict[str, list[int]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    async def panel(self, player: str) -> discord.Message:
        """The member's panel as it shows now (the host keeps it live): opened once."""
        if player not in self.panels:
            answer = await self.members[player].click(
                public(self.channel, self.session), label=HAND
            )
            self.panels[player] = answer.response.message
        else:
            found = self.panels[player]
            self.panels[player] = drivers.message(self.channel, found.id, self.members[player])
        return self.panels[player]

    async def click(self, player: str, child: Any) -> discord.Message:
        answer = await self.members[player].click(self.panels[player], custom_id=child.custom_id)
        found = answer.response.message
        self.panels[player] = found
        return found

    async def refresh(self, player: str) -> discord.Message:
        """The panel as it shows now: no click, the host keeps it live."""
        return await self.panel(player)

    def count(self, kind: str, clicks: int) -> None:
        self.clicks.setdefault(kind, []).append(clicks)

    async def perform(self, action: Action) -> discord.Message:
        player = action.player
        assert player is not None
        panel = await self.panel(player)
        labels = drivers.labels(panel)
        if isinstance(action, Swap):
            panel = await self.click(player, find_card(panel, action.give, "kkgive"))
            found = await self.click(player, find_card(panel, action.take, "kktake"))
            self.count("swap", 2)
            return found
        if isinstance(action, Seen | Pass | Decline):
            label = {Seen: "Seen", Pass: "Pass", Decline: "Decline"}[type(action)]
            if label not in labels:
                panel = await self.refresh(player)
            return await self.click(player, find(panel, label))
        if isinstance(action, Offer | Accept):
            if find_card(panel, action.give, "kkgive") is None:
                panel = await self.refresh(player)
            panel = await self.click(player, find_card(panel, action.give, "kkgive"))
            label = "Offer to partner" if isinstance(action, Offer) else "Accept offer"
            found = await self.click(player, find(panel, label))
            self.count(action.type, 2)
            return found
        if isinstance(action, Signal):
            if action.gesture in drivers.labels(panel):
                found = await self.click(player, find(panel, action.gesture))
            else:
                select = next(
                    c for c in drivers.components(panel) if ":kksigns" in (c.custom_id or "")
                )
                value = next(o.value for o in select.options if o.label == action.gesture)
                answer = await self.members[player].select(
                    panel, [value], custom_id=select.custom_id
                )
                found = answer.response.message
                self.panels[player] = found
            self.count("gesture", 1)
            return found
        if isinstance(action, Call):
            game = game_of(self.session)
            panel = await self.click(player, find(panel, "Call…"))
            clicks = 1
            for name in action.claim:
                seat = self.session.seat_named(name)
                assert seat is not None
                label = "You" if name == player else seat.display
                if game.players.index(name) == (game.players.index(player) + 2) % 4:
                    label += " (partner)"
                panel = await self.click(player, find(panel, label))
                clicks += 1
            self.notes.append(drivers.message_text(panel))
            confirm = next(c for c in drivers.components(panel) if ":kkcallgo:" in c.custom_id)
            found = await self.click(player, confirm)
            self.count("call", clicks + 1)
            return found
        raise AssertionError(f"no clicks for {action}")


# -- what may be seen -----------------------------------------------------------------------------


def everything_shown(found: discord.Message) -> str:
    parts = [drivers.message_text(found)]
    for child in drivers.components(found):
        emoji = getattr(child, "emoji", None)
        if emoji is not None:
            parts.append(str(emoji.name))
    for attachment in found.attachments:
        parts.append(attachment.filename)
        parts.append(attachment.description or "")
    return "\n".join(parts)


def told(session: Session) -> set[str]:
    """Cards named by recent public events (a round's revealed hands stay in the log)."""
    found: set[str] = set()
    for said in session.recent:
        for value in getattr(said, "params", {}).values():
            items = value if isinstance(value, list | tuple) else [value]
            found |= {str(item) for item in items if isinstance(item, Card)}
    return found


def assert_clean(text: str, secret: set[str]) -> None:
    for card in drivers.spellings(secret):
        where = re.search(rf"(?<![0-9A-Za-z]){re.escape(card)}(?![0-9A-Za-z♠♥♦♣])", text)
        assert where is None, (
            f"hidden {card}: …{text[max(0, where.start() - 150) : where.end() + 50]}…"
        )
    lowered = text.lower()
    for card in secret:
        assert spoken(parse_card(card)) not in lowered, f"{card} spoken in {text[:300]}"


def assert_public_clean(channel: Any, session: Session) -> int:
    game = game_of(session)
    secret = drivers.hidden_cards(game) - told(session)
    scanned = 0
    for found in drivers.public_messages(channel):
        assert_clean(everything_shown(found), secret)
        scanned += 1
    return scanned


def assert_panel_private(panel: discord.Message, game: KareKupa, owner: str) -> None:
    """A panel shows its owner's cards and public ones, never another player's hidden card."""
    public_cards = drivers.cards_in(game.view(None).model_dump(mode="json"))
    own = {str(card) for card in game.hands[game.players.index(owner)]}
    others = {
        str(card)
        for seat, hand in enumerate(game.hands)
        for card in hand
        if game.players[seat] != owner
    }
    secret = others - public_cards - own
    assert_clean(everything_shown(panel), secret)


def text_inputs(spec: Any) -> list[str]:
    """The custom_ids of a shown modal's text inputs (component type 4)."""
    if isinstance(spec, dict):
        found = [spec["custom_id"]] if spec.get("type") == 4 and "custom_id" in spec else []
        for value in spec.values():
            found.extend(text_inputs(value))
        return found
    if isinstance(spec, list):
        return [item for value in spec for item in text_inputs(value)]
    return []
