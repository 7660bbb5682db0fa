"""The computer player for Krypkasino, a misère game: every card it takes may cost it.

It sees what its seat may see (its view, with the round's plays, and its legal actions) and
nothing else. By level:

- **strong** remembers every card seen this round (played, taken) and every rank a call
  showed a player lacks (:mod:`memory`), deals the unseen cards at random in 80 ways
  consistent with that, and prices each legal play on every imagined deal: the end of the
  round searched exactly once the stock is out and few cards are left in hand (the whole
  last deal of a two-player round, whose other hand is then known), else played out
  greedily (:mod:`search`). It plays the cheapest on average, for its points less the
  others' mean, and a point more for a round it does not win.
- **normal** does the same on 32 imagined deals and searches exactly only shorter ends.
- **gentle** plays as a beginner: it looks at its own cards and the table only, lays the
  first card that captures nothing (its lowest), else makes the first capture that is no
  tabbe; it forgets what was taken, and so calls tabbe on ranks long gone.

When another player is to move, every level calls tabbe when a call may bind (the player to
move has cards and may hold the rank: some card of it is out of sight, and the player did not
show they lack it), naming the rank with the most cards out of sight: a bound player must
sweep the table into their pile, a tabbe point besides, and a call costs its caller nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.krypkasino.actions import Action, Play, Tabbe
from engine.krypkasino.memory import Memory, recall, seeded
from engine.krypkasino.search import Option, price
from engine.krypkasino.simulate import canon
from engine.krypkasino.view import KrypkasinoView
from engine.levels import Level


@dataclass(frozen=True, slots=True)
class Effort:
    worlds: int
    """Imagined deals a play is priced on."""
    exact_leaves: int
    """The most ways left to play the round (the product of the hands' orders, takes aside),
    over all imagined deals, searched exactly."""
    prior: float = 0.5
    """Weight of a play's quick price beside the rollouts' mean (see :func:`price`)."""
    win: float = 1.0
    """What losing the round weighs beside the points (see :func:`standing`)."""


EFFORT = {
    Level.NORMAL: Effort(worlds=32, exact_leaves=1000),
    Level.STRONG: Effort(worlds=80, exact_leaves=4000),
}


def choose(
    view: KrypkasinoView, legal: Sequence[Action], /, level: Level = Level.NORMAL
) -> Action | None:
    """The computer's action among ``legal``: a play when it is to move, otherwise a tabbe
    call or ``None`` (calls are optional, and it declines those that cannot bind)."""
    if not legal:
        return None
    plays = [action for action in legal if isinstance(action, Play)]
    calls = [action for action in legal if isinstance(action, Tabbe)]
    memory = recall(view, forget=level is Level.GENTLE)
    if not plays:
        return choose_call(memory, calls)
    if len(plays) == 1:
        return plays[0]
    if level is Level.GENTLE:
        return beginner_play(plays, len(memory.table))
    effort = EFFORT[level]
    options: list[Option] = [
        (canon(play.card), None if play.take is None else tuple(map(canon, play.take)))
        for play in plays
    ]
    prices = price(
        memory,
        options,
        worlds=effort.worlds,
        exact_leaves=effort.exact_leaves,
        rng=seeded(view),
        prior=effort.prior,
        win=effort.win,
    )
    best = min(range(len(plays)), key=prices.__getitem__)
    return plays[best]


def beginner_play(plays: Sequence[Play], table_size: int) -> Play:
    """A beginner's play: the first card (in hand order) that lays, else the first capture
    that leaves something on the table, else the first play."""
    for play in plays:
        if play.take is None:
            return play
    for play in plays:
        if play.take is not None and len(play.take) < table_size:
            return play
    return plays[0]


def choose_call(memory: Memory, calls: Sequence[Tabbe]) -> Tabbe | None:
    """The call that most likely binds the player to move, or ``None`` if none can: the
    player has cards, has not shown they lack the rank, and some card of it is unseen."""
    mover = memory.mover
    if not calls or memory.sizes[mover] == 0:
        return None
    unseen = {call.rank: 0 for call in calls}
    for card in memory.unseen:
        if card.rank in unseen:
            unseen[card.rank] += 1
    likely = [call for call in calls if unseen[call.rank] and call.rank not in memory.lacks[mover]]
    if not likely:
        return None
    return max(likely, key=lambda call: unseen[call.rank])
