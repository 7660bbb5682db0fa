"""/settings: a player's preferences (where their hand is shown, turn pings, leaderboards,
invitations, the games they follow in a server, their language) and a server's default
language (Manage Server)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.app import Folkdeck
from bot.permissions import is_manager
from bot.store.calls import Where
from engine.registry import available_games, game_class

HERE = "here"
DM = "dm"

FOLLOW_CHOICES = [
    app_commands.Choice(name=cls.title, value=cls.name)
    for cls in available_games()
    if cls.max_players >= 2
]
WHERE: dict[str, Where] = {"here": "here", "dm": "dm", "off": "off"}
"""The choices' values as the store's (Discord sends only the choices offered)."""
HAND_SHOWN = {
    (True, False): "settings-hand-dm",
    (True, True): "settings-hand-dm-now",
    (False, False): "settings-hand-channel",
    (False, True): "settings-hand-channel-now",
}
"""The hand sentence by (shown by DM, just changed)."""
INVITED = {
    "here": "settings-invitations-here",
    "dm": "settings-invitations-dm",
    "off": "settings-invitations-off",
}
AUTOMATIC = "auto"
LANGUAGE_CHOICES = [
    *(app_commands.Choice(name=name, value=code) for code, name in i18n.NAMES.items()),
    app_commands.Choice(name="automatic (your Discord language)", value=AUTOMATIC),
]


class PlayerSettings(commands.Cog):
    def __init__(self, bot: Folkdeck) -> None:
        self.bot = bot

    @app_commands.command(
        name="settings", description="Your preferences: where your hand is shown, turn pings."
    )
    @app_commands.describe(
        hand="Show your hand privately here (default) or in your DMs",
        leaderboards="Appear on this server's leaderboards and in others' /stats (default: yes)",
        pings="Be mentioned in the channel when it is your turn (default: yes)",
        invitations="Where hosts' invitations reach you, or refuse them (default: here)",
        follow="Be told when a lobby of this game opens in this server",
        unfollow="Stop being told when a lobby of this game opens here",
        language=(
            "Your language. Translated so far: commands' answers, rules, boards; "
            "tables still in English"
        ),
        server_language="This server's default language (Manage Server)",
    )
    @app_commands.choices(
        hand=[
            app_commands.Choice(name="privately in the channel", value=HERE),
            app_commands.Choice(name="in my DMs", value=DM),
        ],
        invitations=[
            app_commands.Choice(name="mention me in the channel", value="here"),
            app_commands.Choice(name="by DM", value="dm"),
            app_commands.Choice(name="refuse invitations", value="off"),
        ],
        follow=FOLLOW_CHOICES,
        unfollow=FOLLOW_CHOICES,
        language=LANGUAGE_CHOICES,
        server_language=LANGUAGE_CHOICES,
    )
    async def settings(  # noqa: PLR0917 - discord.py fills a command's options by name
        self,
        interaction: discord.Interaction,
        hand: app_commands.Choice[str] | None = None,
        leaderboards: bool | None = None,
        pings: bool | None = None,
        invitations: app_commands.Choice[str] | None = None,
        follow: app_commands.Choice[str] | None = None,
        unfollow: app_commands.Choice[str] | None = None,
        language: app_commands.Choice[str] | None = None,
        server_language: app_commands.Choice[str] | None = None,
    ) -> None:
        if server_language is not None and (
            interaction.guild_id is None or not is_manager(interaction)
        ):
            # Refused before anything changes: the other options are not applied either.
            lang = await self.bot.language(interaction)
            await interaction.response.send_message(
                i18n.t(lang, "settings-server-language-refused"), ephemeral=True
            )
            return
        store, user_id = self.bot.store, interaction.user.id
        if language is not None:
            await store.set_language(
                user_id, None if language.value == AUTOMATIC else language.value
            )
        if server_language is not None:
            assert interaction.guild_id is not None
            chosen = None if server_language.value == AUTOMATIC else server_language.value
            await store.set_guild_language(interaction.guild_id, chosen)
        lang = await self.bot.language(interaction)
        if hand is not None:
            await store.set_hand_by_dm(user_id, enabled=hand.value == DM)
        by_dm = await store.hand_by_dm(user_id)
        parts = [i18n.t(lang, HAND_SHOWN[by_dm, hand is not None])]
        if pings is not None:
            await store.set_turn_pings(user_id, enabled=pings)
        pinged = await store.turn_pings(user_id)
        parts.append(i18n.t(lang, "settings-pings-on" if pinged else "settings-pings-off"))
        if interaction.guild_id is not None:
            # Per server: someone may want to be on one server's boards and not another's.
            guild_id = interaction.guild_id
            if leaderboards is not None:
                await store.set_board_opt_out(guild_id, user_id, hidden=not leaderboards)
            hidden = await store.board_opt_out(guild_id, user_id)
            parts.append(
                i18n.t(lang, "settings-boards-hidden" if hidden else "settings-boards-shown")
            )
        parts.extend(await self._calls(interaction, lang, invitations, follow, unfollow))
        if language is not None:
            parts.append(
                i18n.t(lang, "settings-language-automatic")
                if language.value == AUTOMATIC
                else i18n.t(lang, "settings-language-set", language=i18n.NAMES[lang])
            )
            parts.append(i18n.t(lang, "settings-language-coverage"))
        if server_language is not None:
            _, server = await store.languages(user_id, interaction.guild_id)
            parts.append(
                i18n.t(lang, "settings-server-language-set", language=i18n.NAMES[server or "en"])
            )
        await interaction.response.send_message(" ".join(parts), ephemeral=True)

    async def _calls(
        self,
        interaction: discord.Interaction,
        lang: str,
        invitations: app_commands.Choice[str] | None,
        follow: app_commands.Choice[str] | None,
        unfollow: app_commands.Choice[str] | None,
    ) -> list[str]:
        """Invitations (everywhere) and followed games (per server)."""
        store, user_id = self.bot.store, interaction.user.id
        if invitations is not None:
            await store.set_invitations(user_id, WHERE[invitations.value])
        parts = [i18n.t(lang, INVITED[await store.invitations(user_id)])]
        guild_id = interaction.guild_id
        if guild_id is None:
            if follow or unfollow:
                parts.append(i18n.t(lang, "settings-follow-per-server"))
            return parts
        for choice, following in ((follow, True), (unfollow, False)):
            if choice is not None:
                await store.set_follow(guild_id, user_id, choice.value, following=following)
        followed = [game_class(name).title for name in await store.followed(guild_id, user_id)]
        if followed:
            # A list the English way had no "and": the games are a list, not a sentence.
            games = ", ".join(i18n.isolate(lang, title) for title in followed)
            parts.append(i18n.t(lang, "settings-followed", games=games))
        return parts


async def setup(bot: Folkdeck) -> None:
    await bot.add_cog(PlayerSettings(bot))
