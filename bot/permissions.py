"""Who may do what beyond their own seat: one check, shared by slash commands and buttons."""

from __future__ import annotations

import discord


def is_manager(interaction: discord.Interaction) -> bool:
    """Whether the member may manage the server: they may end any table there."""
    permissions = getattr(interaction.user, "guild_permissions", None)
    return bool(permissions and permissions.manage_guild)
