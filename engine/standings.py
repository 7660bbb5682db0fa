"""The outcome of a game as the engine reports it: who placed where, in teams or alone, and
whether low scores win. The bot stores it as it is and never guesses a scoring direction."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Standing:
    player: str
    place: int
    """1 for the winners; tied players share a place (competition ranking: 1, 1, 3), tied
    teams likewise, counted by teams (the losing partnership places 2nd)."""
    score: int
    team: int | None = None


@dataclass(frozen=True, slots=True)
class Standings:
    low_wins: bool
    seats: tuple[Standing, ...]
    """One entry per player, in seating order."""

    @classmethod
    def ranked(
        cls,
        players: Sequence[str],
        scores: Mapping[str, int],
        *,
        low_wins: bool,
        teams: Mapping[str, int] | None = None,
    ) -> Standings:
        """Places by score (lower is better when ``low_wins``); with ``teams``, each team is
        ranked by its best member's score (partners share a score in every team game here)."""

        def better(a: int, b: int) -> bool:
            return a < b if low_wins else a > b

        if teams:
            team_score: dict[int, int] = {}
            for player in players:
                team = teams[player]
                score = scores[player]
                if team not in team_score or better(score, team_score[team]):
                    team_score[team] = score
            places = {
                player: 1
                + sum(
                    1 for other in team_score.values() if better(other, team_score[teams[player]])
                )
                for player in players
            }
        else:
            places = {
                player: 1 + sum(1 for other in players if better(scores[other], scores[player]))
                for player in players
            }
        return cls(
            low_wins=low_wins,
            seats=tuple(
                Standing(
                    player=player,
                    place=places[player],
                    score=scores[player],
                    team=None if teams is None else teams[player],
                )
                for player in players
            ),
        )

    def place_of(self, player: str) -> int:
        return self.of(player).place

    def of(self, player: str) -> Standing:
        for standing in self.seats:
            if standing.player == player:
                return standing
        raise KeyError(player)

    def in_order(self) -> list[Standing]:
        """Best place first; seating order among equals."""
        return sorted(self.seats, key=lambda standing: standing.place)
