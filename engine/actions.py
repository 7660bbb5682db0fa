"""Actions: small frozen records, validated from JSON at the edge with pydantic.

Each game defines its action types as frozen, keyword-only dataclasses with a ``player`` field
and a literal ``type`` tag (see ``engine/four_poker/actions.py``) and builds an
:class:`ActionCodec` from them. Inside the engine actions are plain dataclasses: building one
costs about a microsecond, which keeps random play and computer players fast.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import Field as DataclassField
from typing import Annotated, Any, ClassVar, Generic, Protocol, TypeVar, Union, cast

from pydantic import (
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    StrictInt,
    TypeAdapter,
    ValidationError,
)

from engine.cards import Card, Rank, parse_card, parse_rank
from engine.errors import IllegalAction

# Every action dataclass sets this, so an unknown field is refused.
ACTION_CONFIG = ConfigDict(extra="forbid")


class TaggedAction(Protocol):
    """What the engine asks of every action: a dataclass naming its player and its type tag
    (frozen: read-only members, so a ``Literal`` tag satisfies ``str``)."""

    __dataclass_fields__: ClassVar[dict[str, DataclassField[Any]]]

    @property
    def player(self) -> str | None: ...

    @property
    def type(self) -> str: ...


ActionT = TypeVar("ActionT", bound=TaggedAction)
"""A game's action type: the union of its action dataclasses."""


def _card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    return parse_card(value)  # type: ignore[arg-type]


def _rank(value: object) -> Rank:
    if isinstance(value, Rank):
        return value
    return parse_rank(value)  # type: ignore[arg-type]


CardField = Annotated[Card, PlainValidator(_card), PlainSerializer(str)]
"""A card in an action: accepts any spelling RULES.md allows, serialises canonically."""

RankField = Annotated[Rank, PlainValidator(_rank), PlainSerializer(lambda rank: rank.label)]
"""A rank in an action (a tabbe call's ``rank``): the same spellings as a card's rank."""

Int = StrictInt
"""Integers in actions are JSON integers: ``"2"`` and ``true`` are refused."""


class ActionCodec(Generic[ActionT]):
    """Validates a game's actions from JSON and writes them back.

    ``system`` names the action types that only the system (``"player": null``) may send.
    Declare it with the game's action union, ``ActionCodec[Action]``: mypy cannot build that
    union from the list of types.
    """

    def __init__(self, types: Sequence[type[ActionT]], system: Sequence[str] = ()) -> None:
        self.types: tuple[type[ActionT], ...] = tuple(types)
        self.tags = tuple(_tag(t) for t in self.types)
        self.system = frozenset(system)
        # The union is built at run time from the list; its static type is ActionT.
        union: Any = Union[self.types] if len(self.types) > 1 else self.types[0]  # noqa: UP007
        form: Any = Annotated[union, Field(discriminator="type")] if len(self.types) > 1 else union
        self._adapter = cast(TypeAdapter[ActionT], TypeAdapter(form))

    def parse(self, raw: object, players: Sequence[str]) -> ActionT:
        """The action ``raw`` describes, or :class:`IllegalAction` saying what is wrong."""
        if not isinstance(raw, Mapping):
            raise IllegalAction("An action must be a JSON object with a player and a type.")
        if "player" not in raw:
            raise IllegalAction("The action does not say which player makes it.")
        if "type" not in raw:
            raise IllegalAction("The action has no type.")
        kind, player = raw["type"], raw["player"]
        if kind not in self.tags:
            known = ", ".join(self.tags)
            raise IllegalAction(
                "{kind!r} is not an action of this game; the actions are {known}.",
                kind=kind,
                known=known,
            )
        if player is not None and not isinstance(player, str):
            raise IllegalAction("The action's player must be a player's name or null.")
        self.check_player(kind, player, players)
        try:
            return self._adapter.validate_python(dict(raw))
        except ValidationError as error:
            raise IllegalAction(_sentence(kind, error, tagged=len(self.types) > 1)) from None

    def parse_trusted(self, text: str | bytes, players: Sequence[str]) -> ActionT:
        """An action from JSON this program wrote itself (the bot's stored log): one pass of
        pydantic's JSON parser; still validated, without the friendly sentences."""
        try:
            action = self._adapter.validate_json(text)
        except ValidationError as error:
            raise IllegalAction(
                f"A stored action is malformed: {error.error_count()} problems."
            ) from None
        self.check_player(action.type, action.player, players)
        return action

    def check_player(self, kind: str, player: str | None, players: Sequence[str]) -> None:
        if kind in self.system:
            if player is not None:
                raise IllegalAction(
                    "Only the table itself may send {kind!r}; its player is null.", kind=kind
                )
        elif player is None:
            raise IllegalAction("A {kind!r} action must name the player who makes it.", kind=kind)
        elif player not in players:
            raise IllegalAction("{player:p} is not playing in this game.", player=player)

    def dump(self, action: ActionT) -> dict[str, object]:
        """The action as a JSON object: ``player`` and ``type`` first, absent options left out."""
        fields = self._adapter.dump_python(action, mode="json", exclude_none=True)
        fields.pop("player", None)
        kind = fields.pop("type")
        return {"player": action.player, "type": kind, **fields}


def _tag(kind: type[TaggedAction]) -> str:
    tag = kind.__dataclass_fields__["type"].default
    assert isinstance(tag, str), f"{kind.__name__} has no literal type tag"
    return tag


def _sentence(kind: str, error: ValidationError, *, tagged: bool) -> str:
    problems = []
    for item in error.errors():
        # In a tagged union the location starts with the tag; a single type's does not.
        location = item["loc"][1:] if tagged else item["loc"]
        where = ".".join(str(part) for part in location) or kind
        if item["type"] == "unexpected_keyword_argument":
            problems.append(f"{kind!r} has no field {where!r}")
        elif item["type"] == "missing_keyword_only_argument" or item["type"] == "missing":
            problems.append(f"{kind!r} needs the field {where!r}")
        elif item["type"] == "value_error":
            message = str(item.get("ctx", {}).get("error", item["msg"]))
            problems.append(f"{where}: {message.rstrip('.')}")
        else:
            problems.append(f"{where}: {item['msg'].lower()}")
    return "This action is malformed: " + "; ".join(problems) + "."
