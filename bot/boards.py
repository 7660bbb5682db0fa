"""Season boards in words, shared by /leaderboard, /stats, /season and the daily deal: names
made safe, medals, a board's lines and the member's own standing. Every name is a display name
as stored with the results (never an id or a mention)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.limits import fit_embed
from bot.store import Board, BoardLine, SeasonRow
from engine.errors import SetupError
from engine.registry import available_games, game_class

PAGE_SIZE = 10
MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}
YOU = "⬅️ **you**"
"""Marks the row of whoever asked for a board."""
GAME_CHOICES = [app_commands.Choice(name=cls.title, value=cls.name) for cls in available_games()]
PARTNERSHIPS = frozenset(cls.name for cls in available_games() if cls.kind.partnerships)
"""Games played in partnerships (their engine reports teams): /stats names a favourite partner."""
SOLITAIRES = frozenset(cls.name for cls in available_games() if cls.kind.solitaire)


def title_of(game: str) -> str:
    try:
        return game_class(game).title
    except SetupError:
        return game


def is_solo(game: str) -> bool:
    return game_class(game).kind.solitaire


def ordinal_text(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def plain(name: str) -> str:
    """A display name safe inside bold text: no markdown, no mention can be formed."""
    cleaned = discord.utils.escape_markdown(discord.utils.escape_mentions(name))
    return cleaned[:32] or "?"


# -- boards -----------------------------------------------------------------------------------


def line_text(line: BoardLine, *, solo: bool) -> str:
    """The figures of one board line, without the name."""
    if solo:
        average = f"{line.average:.1f}" if line.average is not None else "–"
        return f"best **{line.best}** · average {average} · {line.games} games"
    rating = f"{line.ordinal:.1f}" if line.ordinal is not None else "–"
    return f"rating **{rating}** · {line.games} games, {line.wins} won"


def board_embed(
    season: SeasonRow,
    game: str,
    board: Board,
    page: int,
    *,
    caller: int,
    own: BoardLine | None,
    min_games: int,
) -> discord.Embed:
    solo = is_solo(game)
    pages = max(1, -(-board.total // PAGE_SIZE))
    state = "final standings" if season.ended_at is not None else "leaderboard"
    embed = discord.Embed(
        title=f"🏆 {title_of(game)} — {season.name} {state}",
        colour=discord.Colour.gold(),
    )
    rows = []
    for line in board.lines:
        rank = line.rank or 0
        medal = MEDALS.get(rank, f"`{rank:>2}.`")
        name = f"**{plain(line.display)}**"
        if line.user_id == caller:  # underlined, and pointed at: the rank column stays aligned
            name = f"__{name}__"
        text = f"{medal} {name} — {line_text(line, solo=solo)}"
        rows.append(f"{text} {YOU}" if line.user_id == caller else text)
    if not rows:
        rows.append(
            f"Nobody is ranked yet: a player is listed after {min_games} games this season."
            if season.ended_at is None
            else "Nobody was ranked when this season ended."
        )
    embed.description = "\n".join(rows)
    embed.add_field(
        name="Your standing",
        value=own_text(own, min_games, season, board.total, solo=solo),
        inline=False,
    )
    ranked_by = "best score, then average" if solo else "rating (μ − 3σ, a cautious estimate)"
    embed.set_footer(
        text=f"Page {page + 1} of {pages} · ranked by {ranked_by} · "
        f"listed after {min_games} games · /settings to hide yourself"
    )
    return fit_embed(embed)


def own_text(
    own: BoardLine | None,
    min_games: int,
    season: SeasonRow,
    ranked: int,
    *,
    solo: bool,
    brief: bool = False,
) -> str:
    """The member's own standing: ranked (of how many), provisional, or not played;
    ``brief``: the rating alone (a stats card shows the counts already)."""
    if own is None:
        return "Not played this season."
    figures = line_text(own, solo=solo)
    if brief:
        figures = figures.partition(" · ")[0] if not solo else figures.rpartition(" · ")[0]
    if own.rank is not None:
        return f"**{ordinal_text(own.rank)}** of {max(ranked, own.rank)} — {figures}"
    if season.ended_at is not None:
        return f"Not ranked in the final standings — {figures}"
    return f"Provisional ({own.games} of {min_games} games) — {figures}"
