"""Game records (RULES.md, "Game record"): reading one, building its game, replaying it.

:func:`rebuild` is the one way a game is rebuilt from its record up to a step: the command
line's replay, the bot's recovery, its replays and step views, and any snapshot of an earlier
state all go through it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from engine.errors import IllegalAction, SetupError
from engine.game import AnyGame, Event
from engine.registry import game_class
from engine.untrusted import JsonLimits, load_json


class GameRecord(BaseModel):
    """The record's shape. Values are checked further by the game itself.

    Defaults are not validated, so an explicit ``null`` for ``options``, ``decks`` or
    ``actions`` is refused while a missing key takes its default. Keys RULES.md does not name
    are ignored, so other programs may carry their own metadata.
    """

    model_config = ConfigDict(extra="ignore")

    game: str
    players: list[str]
    options: dict[str, object] = Field(default_factory=dict)
    seed: StrictInt = 0
    decks: list[list[str]] = Field(default=None)  # type: ignore[arg-type]
    actions: list[object] = Field(default_factory=list)


_FIELD_PROBLEMS = {
    "game": "the game must be a name such as 'krypkasino'",
    "players": "the players must be a list of names",
    "options": "the options must be a JSON object",
    "seed": "the seed must be an integer",
    "decks": "the decks must be a list of lists of cards",
    "actions": "the actions must be a list",
}


RECORD_BYTES = 4_000_000
"""The largest record read: a long game's record is tens of kilobytes."""

RECORD_LIMITS = JsonLimits(
    what="The record",
    size=RECORD_BYTES,
    depth=16,  # a record nests five levels (record, actions, action, a list of cards, a card)
    digits=40,  # a 128-bit seed from another program still fits
    text=1_000,  # names, cards and action types are short
    keys=100,
)


def parse_record(text: str) -> GameRecord:
    """The record in ``text``, or :class:`SetupError` with a one-line reason: not JSON, or
    past :data:`RECORD_LIMITS` (size, nesting, digits, text, keys, lone surrogates)."""
    return read_record(load_json(text, RECORD_LIMITS))


def parse_record_bytes(data: bytes) -> GameRecord:
    """The record in a file's bytes (UTF-8), refused whole when larger than
    :data:`RECORD_BYTES` or not UTF-8."""
    if len(data) > RECORD_BYTES:
        raise SetupError(f"The record is larger than {RECORD_BYTES:,} bytes.")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise SetupError(
            f"The record is not UTF-8 text (byte {error.start} cannot be decoded)."
        ) from None
    return parse_record(text)


def read_record(data: object) -> GameRecord:
    if not isinstance(data, dict):
        raise SetupError("The record must be a JSON object.")
    for key in ("game", "players"):
        if key not in data:
            raise SetupError(f"The record has no {key!r}.")
    try:
        return GameRecord.model_validate(data)
    except ValidationError as error:
        field = str(error.errors()[0]["loc"][0])
        raise SetupError(f"The record is malformed: {_FIELD_PROBLEMS[field]}.") from None


def build_game(record: GameRecord) -> AnyGame:
    """The game a record describes, before any action (raises :class:`SetupError`)."""
    cls = game_class(record.game)
    return cls(record.players, record.options, record.seed, record.decks)


class RefusedOnReplay(SetupError):
    """An action of the record is refused when it is replayed. ``str()`` names only the step
    (safe to log at any level); the refusal itself, which may name a hidden card, is kept in
    ``refusal`` for whoever may see it (the command line's replay of a finished record)."""

    def __init__(self, index: int, player: str | None, refusal: IllegalAction) -> None:
        super().__init__("Action {index} of the record is refused on replay.", index=index)
        self.index = index
        self.player = player
        self.refusal = refusal


def record_of(
    game: str,
    players: Sequence[str],
    options: dict[str, object],
    seed: int,
    actions: Sequence[object] = (),
) -> GameRecord:
    """A record from values this program holds already (trusted: not validated again)."""
    return GameRecord.model_construct(
        game=game,
        players=list(players),
        options=dict(options),
        seed=seed,
        decks=None,  # type: ignore[arg-type]
        actions=list(actions),
    )


def rebuild(
    record: GameRecord, steps: int | None = None, *, told: list[Event] | None = None
) -> AnyGame:
    """The game a record describes after its first ``steps`` actions (all of them when
    ``None``). Actions may be typed or JSON mappings. ``told`` collects the events those
    actions produced (a replay shows them). Raises :class:`SetupError` for a record that
    cannot be built and :class:`RefusedOnReplay` for an action the rules refuse."""
    game = build_game(record)
    actions = record.actions if steps is None else record.actions[: max(steps, 0)]
    for index, action in enumerate(actions):
        try:
            events = game.apply(action)
        except IllegalAction as refusal:
            player = action.get("player") if isinstance(action, dict) else None
            if player is None:
                player = getattr(action, "player", None)
            raise RefusedOnReplay(
                index, player if isinstance(player, str) else None, refusal
            ) from None
        if told is not None:
            told.extend(events)
    return game


@dataclass(frozen=True, slots=True)
class Replay:
    """The outcome of replaying a record: the game, and the refused action if any."""

    game: AnyGame
    error: dict[str, object] | None = None


def replay(record: GameRecord) -> Replay:
    """Apply the record's actions in order, stopping at the first refused one."""
    try:
        return Replay(game=rebuild(record))
    except RefusedOnReplay as refused:
        game = rebuild(record, refused.index)
        return Replay(
            game=game,
            error={
                "index": refused.index,
                "player": refused.player,
                "message": str(refused.refusal),
            },
        )


def summary(result: Replay) -> dict[str, object]:
    """The JSON object ``python -m engine replay`` prints."""
    game = result.game
    output: dict[str, object] = {
        "game": game.name,
        "over": game.over,
        "winners": game.winners,
        "scores": game.scores,
        "rounds": game.rounds,
        "view": game.view(None).model_dump(mode="json"),
        **game.details(),
    }
    if result.error is not None:
        output["error"] = result.error
    return output
