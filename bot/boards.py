"""Season boards in words, shared by /leaderboard, /stats, /season and the daily deal: names
made safe, medals, a board's lines and the member's own standing, in a language (English where
none is given). Every name is a display name as stored with the results (never an id or a
mention)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot import i18n
from bot.i18n import ENGLISH
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


def ordinal_text(place: int, language: str = ENGLISH) -> str:
    """``1st``, ``2:a``, ``locul 3``... (CLDR's ordinal rules choose the form)."""
    return i18n.t(
        language, "board-ordinal", place=place, ordinal=i18n.ordinal_form(language, place)
    )


def plain(name: str) -> str:
    """A display name safe inside bold text: no markdown, no mention can be formed."""
    cleaned = discord.utils.escape_markdown(discord.utils.escape_mentions(name))
    return cleaned[:32] or "?"


# -- boards -----------------------------------------------------------------------------------


def figure(language: str, value: float | None) -> str:
    """A rating or an average: one decimal, ``–`` where there is none yet."""
    return i18n.decimal(language, value, 1) if value is not None else "–"


def line_text(line: BoardLine, *, solo: bool, language: str = ENGLISH, brief: bool = False) -> str:
    """The figures of one board line, without the name; ``brief``: without the counts (a
    stats card shows them already)."""
    if solo:
        parts = [
            i18n.t(language, "board-best", best=line.best or 0),
            i18n.t(language, "board-average", average=figure(language, line.average)),
        ]
        if not brief:
            parts.append(i18n.t(language, "board-games", games=line.games))
        return " · ".join(parts)
    parts = [i18n.t(language, "board-rating", rating=figure(language, line.ordinal))]
    if not brief:
        parts.append(i18n.t(language, "board-games-won", games=line.games, wins=line.wins))
    return " · ".join(parts)


def board_embed(
    season: SeasonRow,
    game: str,
    board: Board,
    page: int,
    *,
    caller: int,
    own: BoardLine | None,
    min_games: int,
    language: str = ENGLISH,
) -> discord.Embed:
    solo = is_solo(game)
    pages = max(1, -(-board.total // PAGE_SIZE))
    title = "board-title-final" if season.ended_at is not None else "board-title"
    embed = discord.Embed(
        title=i18n.t(language, title, game=title_of(game), season=season.name),
        colour=discord.Colour.gold(),
    )
    you = i18n.t(language, "board-you")
    rows = []
    for line in board.lines:
        rank = line.rank or 0
        medal = MEDALS.get(rank, f"`{rank:>2}.`")
        name = f"**{plain(line.display)}**"
        if line.user_id == caller:  # underlined, and pointed at: the rank column stays aligned
            name = f"__{name}__"
        text = f"{medal} {name} — {line_text(line, solo=solo, language=language)}"
        rows.append(f"{text} {you}" if line.user_id == caller else text)
    if not rows:
        rows.append(
            i18n.t(language, "board-nobody-yet", min=min_games)
            if season.ended_at is None
            else i18n.t(language, "board-nobody-ended")
        )
    embed.description = "\n".join(rows)
    embed.add_field(
        name=i18n.t(language, "board-your-standing"),
        value=own_text(own, min_games, season, board.total, solo=solo, language=language),
        inline=False,
    )
    footer = "board-footer-solo" if solo else "board-footer-rated"
    embed.set_footer(text=i18n.t(language, footer, page=page + 1, pages=pages, min=min_games))
    return fit_embed(embed)


def own_text(
    own: BoardLine | None,
    min_games: int,
    season: SeasonRow,
    ranked: int,
    *,
    solo: bool,
    brief: bool = False,
    language: str = ENGLISH,
) -> str:
    """The member's own standing: ranked (of how many), provisional, or not played;
    ``brief``: the rating alone (a stats card shows the counts already)."""
    if own is None:
        return i18n.t(language, "board-not-played")
    figures = line_text(own, solo=solo, language=language, brief=brief)
    if own.rank is not None:
        return i18n.t(
            language,
            "board-ranked",
            place=ordinal_text(own.rank, language),
            ranked=max(ranked, own.rank),
            figures=figures,
        )
    if season.ended_at is not None:
        return i18n.t(language, "board-not-ranked-final", figures=figures)
    return i18n.t(language, "board-provisional", games=own.games, min=min_games, figures=figures)
