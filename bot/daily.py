"""The 4-poker daily deal: ``/play game:4-poker daily:true``.

Every member of a server gets the same cards on a given UTC day, one attempt each (the store's
key says so, across restarts), no hints (the host refuses them), and the day's scores make a
board of their own. Opening it shows yesterday's best beside today's deal.

Nobody can compute a deal before it is played: the day's seed is a keyed hash of a secret the
bot made once and keeps in its database, with the server and the day. The server id, the date
and this code are public; the secret is not. A day's seed (in its tables' records, on the
board as yesterday's deal) is shown only once that UTC day is over and nobody is still
playing its deal.
"""

from __future__ import annotations

import hashlib
import hmac
from datetime import UTC, datetime, timedelta

import discord

from bot import i18n
from bot.app import Folkdeck
from bot.boards import MEDALS, plain
from bot.clock import now
from bot.errors import DailySpent, TableError
from bot.limits import fit_embed
from bot.session import Session
from bot.store import DailyClaim, DailyLine

GAME = "four_poker"
PERSONAL = 0
"""The scope of a member's own daily deal, played where Folkdeck is no server's bot (a DM, a
group DM, a server that never added it): a deal per member, not per server. No server has
the id 0, so these attempts share the store's key with servers' without meeting them."""


def utc_day(at: float) -> str:
    return datetime.fromtimestamp(at, UTC).strftime("%Y-%m-%d")


def day_before(day: str) -> str:
    return (datetime.strptime(day, "%Y-%m-%d").replace(tzinfo=UTC) - timedelta(days=1)).strftime(
        "%Y-%m-%d"
    )


def next_midnight(at: float) -> int:
    start = datetime.fromtimestamp(at, UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    return int((start + timedelta(days=1)).timestamp())


def is_over(day: str, at: float) -> bool:
    """Whether the UTC ``day`` has ended at ``at``."""
    return day < utc_day(at)


async def revealed(bot: Folkdeck, guild_id: int, day: str) -> bool:
    """Whether the day's deal (its seed, its tables' records) may be shown: the day is over
    and nobody is still playing it (an attempt begun before midnight may run past it), or
    the day after is over too (an attempt left unfinished holds nobody back for longer)."""
    at = now()
    if not is_over(day, at):
        return False
    if day < day_before(utc_day(at)):
        return True
    return not await bot.store.daily_in_play(guild_id, day)


def daily_seed(secret: bytes, guild_id: int, day: str, user_id: int | None = None) -> int:
    """The same for every member of the server that day, different for every server, day and
    bot (its secret); 63 bits, so the seed cannot be found by trying seeds against the first
    cards seen either. A member's own deal (``PERSONAL``) is keyed by the member instead."""
    scope = f"member:{user_id}" if guild_id == PERSONAL else str(guild_id)
    message = f"folkdeck-daily:{scope}:{day}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 1


async def seed_of(bot: Folkdeck, guild_id: int, day: str, user_id: int | None = None) -> int:
    return daily_seed(await bot.store.daily_secret(now()), guild_id, day, user_id)


async def open_daily(
    bot: Folkdeck,
    interaction: discord.Interaction,
    channel_id: int,
    game: str,
    *,
    personal: bool = False,
) -> Session:
    """Take the member's attempt at today's deal and open its table; ``TableError`` (nothing
    changed) when the game is not 4-poker or today's attempt is spent. ``personal``: the
    member's own deal (``PERSONAL``), where Folkdeck is no server's bot."""
    if game != GAME:
        raise TableError(message_id="daily-not-poker")
    guild_id = PERSONAL if personal or interaction.guild_id is None else interaction.guild_id
    user = interaction.user
    at = now()
    day = utc_day(at)
    attempt = await bot.store.daily_attempt(guild_id, day, user.id)
    if attempt is None:
        claim = DailyClaim(guild_id, day, user.id, user.display_name)
        try:
            return await bot.host.lobby.open_table(
                game=GAME,
                guild_id=None if guild_id == PERSONAL else guild_id,
                channel_id=channel_id,
                host_id=user.id,
                host_display=user.display_name,
                seed=await seed_of(bot, guild_id, day, user.id),
                daily=claim,
            )
        except DailySpent:  # taken meanwhile, by the member's other click
            attempt = await bot.store.daily_attempt(guild_id, day, user.id)
    scored = attempt is not None and attempt.score is not None
    refusal = {
        (True, False): "daily-played-scored",
        (True, True): "daily-played-scored-board",
        (False, False): "daily-played-spent",
        (False, True): "daily-played-spent-board",
    }[scored, guild_id != PERSONAL]
    raise TableError(
        message_id=refusal,
        score=attempt.score if attempt is not None and attempt.score is not None else 0,
        next=f"<t:{next_midnight(at)}:R>",
    )


def board_lines(
    lines: list[DailyLine], caller: int | None = None, language: str = i18n.ENGLISH
) -> list[str]:
    rows = []
    you = i18n.t(language, "board-you")
    for rank, line in enumerate(lines, start=1):
        medal = MEDALS.get(rank, f"`{rank:>2}.`")
        name = f"**{plain(line.display)}**"
        if line.user_id == caller:
            name = f"__{name}__"
        text = f"{medal} {name} — {i18n.t(language, 'daily-points', score=line.score)}"
        rows.append(f"{text} {you}" if line.user_id == caller else text)
    return rows


async def daily_embed(
    bot: Folkdeck, guild_id: int, caller: int, language: str = i18n.ENGLISH
) -> discord.Embed:
    """Today's board so far and yesterday's best."""
    day = utc_day(now())
    today = await bot.store.daily_board(guild_id, day, limit=10)
    yesterday = await bot.store.daily_board(guild_id, day_before(day), limit=1)
    embed = discord.Embed(
        title=i18n.t(language, "daily-title", day=i18n.day(language, day)),
        colour=discord.Colour.orange(),
        description="\n".join(board_lines(today, caller, language))
        or i18n.t(language, "daily-nobody-finished"),
    )
    best = (
        i18n.t(
            language,
            "daily-best",
            name=i18n.isolate(language, plain(yesterday[0].display)),
            score=yesterday[0].score,
        )
        if yesterday
        else i18n.t(language, "daily-nobody-yesterday")
    )
    # Once yesterday's deal is over for everyone its seed may be known: anyone can replay it.
    if await revealed(bot, guild_id, day_before(day)):
        seed = await seed_of(bot, guild_id, day_before(day))
        best += " · " + i18n.t(language, "daily-seed", seed=str(seed))
    else:
        best += " · " + i18n.t(language, "daily-seed-later")
    embed.add_field(name=i18n.t(language, "daily-yesterday"), value=best, inline=False)
    own = await bot.store.daily_attempt(guild_id, day, caller)
    if own is None:
        mine = i18n.t(language, "daily-not-played")
    elif own.score is None:
        mine = i18n.t(language, "daily-unfinished")
    else:
        mine = i18n.t(language, "daily-points", score=own.score)
    embed.add_field(name=i18n.t(language, "daily-your-attempt"), value=mine, inline=False)
    embed.set_footer(text=i18n.t(language, "daily-footer"))
    return fit_embed(embed)


def welcome(yesterday: DailyLine | None, day: str, language: str = i18n.ENGLISH) -> str:
    best = (
        i18n.t(
            language,
            "daily-welcome-best",
            name=i18n.isolate(language, plain(yesterday.display)),
            score=yesterday.score,
        )
        if yesterday
        else i18n.t(language, "daily-welcome-nobody")
    )
    return i18n.t(language, "daily-welcome", day=i18n.day(language, day), best=best)


def personal_welcome(past: list[tuple[str, int]], day: str, language: str = i18n.ENGLISH) -> str:
    earlier = ", ".join(
        i18n.t(language, "daily-personal-deal", day=i18n.day(language, when), score=score)
        for when, score in past
    )
    after = (
        i18n.t(language, "daily-personal-past", deals=earlier)
        if earlier
        else i18n.t(language, "daily-personal-first")
    )
    return i18n.t(language, "daily-personal", day=i18n.day(language, day), past=after)


async def announce(
    bot: Folkdeck, interaction: discord.Interaction, *, personal: bool = False
) -> None:
    """After the table is posted: what the daily deal is, and yesterday's best (privately);
    for a member's own deal, their last results."""
    day = utc_day(now())
    language = await bot.language(interaction)
    if personal or interaction.guild_id is None:
        past = await bot.store.personal_dailies(interaction.user.id, before=day, limit=5)
        await interaction.followup.send(personal_welcome(past, day, language), ephemeral=True)
        return
    yesterday = await bot.store.daily_board(interaction.guild_id, day_before(day), limit=1)
    await interaction.followup.send(
        welcome(yesterday[0] if yesterday else None, day, language), ephemeral=True
    )


async def record_withheld(
    bot: Folkdeck, guild_id: int | None, table_id: int, language: str = i18n.ENGLISH
) -> str | None:
    """Why a finished table's record (which carries its seed) is not shown yet: a daily deal's
    tables are kept until the deal is over for everyone (``revealed``), or members still
    playing it could learn their cards."""
    day = await bot.store.daily_day(table_id)
    if day is None or guild_id is None or await revealed(bot, guild_id, day):
        return None
    at = now()
    message = "daily-withheld-today" if not is_over(day, at) else "daily-withheld-playing"
    return i18n.t(
        language,
        message,
        table=table_id,
        day=i18n.day(language, day),
        next=f"<t:{next_midnight(at)}:R>",
    )
