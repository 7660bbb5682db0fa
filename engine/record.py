"""Game records (RULES.md, "Game record"): reading one, building its game, replaying it."""

from __future__ import annotations

import json
from dataclasses import dataclass

from pydantic import BaseModel, ConfigDict, Field, StrictInt, ValidationError

from engine.errors import IllegalAction, SetupError
from engine.game import AnyGame
from engine.registry import game_class


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


def parse_record(text: str) -> GameRecord:
    """The record in ``text``, or :class:`SetupError` with a one-line reason."""
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise SetupError(f"The record is not valid JSON: {error}.") from None
    return read_record(data)


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


@dataclass(frozen=True, slots=True)
class Replay:
    """The outcome of replaying a record: the game, and the refused action if any."""

    game: AnyGame
    error: dict[str, object] | None = None


def replay(record: GameRecord) -> Replay:
    """Apply the record's actions in order, stopping at the first refused one."""
    game = build_game(record)
    for index, action in enumerate(record.actions):
        try:
            game.apply(action)
        except IllegalAction as refusal:
            player = action.get("player") if isinstance(action, dict) else None
            return Replay(
                game=game,
                error={
                    "index": index,
                    "player": player if isinstance(player, str) else None,
                    "message": str(refusal),
                },
            )
    return Replay(game=game)


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
