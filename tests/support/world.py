"""The SimCord world a behaviour test plays in: one factory instead of a copy per test file.

A test module declares the world it needs in one line::

    world = world_fixture("alice", "bob", guild=True)

and its tests receive ``(env, guild, channel, alice, bob)`` (``guild=False`` leaves the guild
out; ``together=True`` gives the members as one list).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import discord
import pytest


@dataclass(frozen=True, slots=True)
class World:
    env: Any
    guild: Any
    channel: Any
    members: list[Any]


def build_world(env: Any, names: Sequence[str], managers: Sequence[str] = ()) -> World:
    """A guild with a text channel ``cards`` and a member per name; those in ``managers`` hold
    a role that may manage the server."""
    guild = env.create_guild()
    channel = guild.create_text_channel("cards")
    role = None
    if managers:
        role = guild.create_role("managers", permissions=discord.Permissions(manage_guild=True))
    members = [
        guild.add_member(env.create_user(name), roles=[role] if name in managers else [])
        if role is not None
        else guild.add_member(env.create_user(name))
        for name in names
    ]
    return World(env, guild, channel, members)


def world_fixture(
    *names: str, guild: bool = False, together: bool = False, managers: Sequence[str] = ()
) -> Any:
    """A pytest fixture named ``world`` giving ``(env, [guild,] channel, *members)``."""

    @pytest.fixture(name="world")
    def world(simcord_env: Any) -> tuple[Any, ...]:
        built = build_world(simcord_env, names, managers)
        head = (built.env, built.guild, built.channel) if guild else (built.env, built.channel)
        return (*head, built.members) if together else (*head, *built.members)

    return world
