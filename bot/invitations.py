"""Calls to a lobby's free seats: the host's invitations (from the lobby's member select, or a
Challenge) and the "a table is open" notice to the members who follow a game in a server.

Each member is called once per lobby, by an invitation or a notice (the store keeps who was
called, across restarts), with one short mention in the lobby's channel or a DM, as their
``/settings`` say, and a Join button that lapses with the lobby. A member who refuses
invitations gets none (the host is told so); nobody already seated is called.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

import discord

from bot.clock import now
from bot.errors import StaleControl, TableError
from bot.host import TableHost
from bot.limits import fit_content
from bot.session import Session
from bot.store import Store
from bot.store.calls import Where
from bot.tables.controls import DMS_CLOSED
from bot.tables.lobby import InviteJoinButton, table_link
from bot.vocab import TableStatus

log = logging.getLogger(__name__)


def mentions(user_ids: Sequence[int]) -> str:
    """``<@1>``, ``<@1> and <@2>``, ``<@1>, <@2> and <@3>``."""
    shown = [f"<@{user_id}>" for user_id in user_ids]
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def join_view(session: Session) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(InviteJoinButton(session.id, label="Join", style=discord.ButtonStyle.success))
    return view


class Invitations:
    def __init__(self, client: discord.Client, host: TableHost, store: Store) -> None:
        self.client = client
        self.host = host
        self.store = store

    async def invite(self, table_id: int, inviter_id: int, invitees: Sequence[int]) -> str:
        """The host invites these members; returns the host's short answer. Refused (nothing
        sent) unless the table is a lobby and the inviter its host."""
        session = await self.host.get(table_id)
        if session.host_id != inviter_id:
            raise TableError("Only the host of this table can invite members.")
        if session.status != TableStatus.LOBBY:
            raise StaleControl("This table is no longer taking players.")
        wanted = list(dict.fromkeys(invitees))
        if not wanted:
            raise TableError("Choose members to invite (computers join with their own button).")
        seated = [user for user in wanted if session.seat_of(user) is not None]
        places = {user: await self.store.invitations(user) for user in wanted}
        refusing = [user for user in wanted if user not in seated and places[user] == "off"]
        asked = [user for user in wanted if user not in seated and user not in refusing]
        fresh = await self.store.claim_calls(
            table_id, asked, kind="invited", by_user=inviter_id, now=now()
        )
        host = session.seat_of(inviter_id)
        by = host.display if host is not None else "The host"
        text = (
            f"**{by}** invites you to play {session.title} (table {session.id}). Press Join to "
            "take a seat; the invitation lapses with the lobby."
        )
        await self._call(session, [(user, places[user]) for user in fresh], text)
        told = []
        if fresh:
            told.append(f"Invited {mentions(fresh)}.")
        already = [user for user in asked if user not in fresh]
        if already:
            told.append(f"{mentions(already)}: invited already (once per table).")
        if refusing:
            verb = "does" if len(refusing) == 1 else "do"
            told.append(f"{mentions(refusing)} {verb} not take invitations.")
        if seated:
            verb = "is" if len(seated) == 1 else "are"
            told.append(f"{mentions(seated)} {verb} already seated.")
        return " ".join(told)

    async def announce_open(self, session: Session) -> None:
        """A lobby just opened: one notice to each member who follows its game in this
        server, unless seated already (or called before for it); none once it is full."""
        if session.guild_id is None or session.status != TableStatus.LOBBY:
            return
        free = session.cls.max_players - len(session.seats)
        if free <= 0:
            return
        followers = await self.store.followers(session.guild_id, session.game_name)
        candidates = [
            (user, where)
            for user, where in followers
            if session.seat_of(user) is None and user != session.host_id
        ]
        if not candidates:
            return
        fresh = await self.store.claim_calls(
            session.id, [user for user, _ in candidates], kind="open", by_user=None, now=now()
        )
        host = session.seat_of(session.host_id)
        by = host.display if host is not None else "someone"
        seats = "a seat" if free == 1 else f"{free} seats"
        text = (
            f"a table of {session.title} is open (table {session.id}, opened by **{by}**), "
            f"with {seats} free. Press Join to take one."
        )
        # Those who refuse invitations still asked for these notices: in the channel.
        places = dict(candidates)
        await self._call(
            session, [(user, "dm" if places[user] == "dm" else "here") for user in fresh], text
        )

    async def _call(self, session: Session, called: Sequence[tuple[int, Where]], text: str) -> None:
        """One mention in the lobby's channel for those who take calls there (and for those
        whose DMs are closed), one DM each for the others."""
        here = [user for user, where in called if where != "dm"]
        dms = [user for user, where in called if where == "dm"]
        here.extend([user for user in dms if not await self._dm(session, user, text)])
        if here:
            await self._mention(session, here, text)

    async def _dm(self, session: Session, user_id: int, text: str) -> bool:
        guild = self.client.get_guild(session.guild_id) if session.guild_id else None
        where = f" in **{guild.name}**" if guild is not None else ""
        content = fit_content(
            f"{text[0].upper()}{text[1:]}{where} — [go to the table]({table_link(session)})"
        )
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(content, view=join_view(session))
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                log.warning("table %s: a DM call failed (%s)", session.id, error.status)
            return False
        except discord.HTTPException as error:
            log.warning("table %s: a DM call failed (%s)", session.id, error.status)
            return False
        return True

    async def _mention(self, session: Session, user_ids: Sequence[int], text: str) -> None:
        try:
            channel = self.client.get_channel(
                session.channel_id
            ) or await self.client.fetch_channel(session.channel_id)
            if not isinstance(channel, discord.abc.Messageable):
                return
            await channel.send(
                fit_content(f"{mentions(user_ids)}: {text}"),
                view=join_view(session),
                allowed_mentions=discord.AllowedMentions(
                    users=[discord.Object(id=user) for user in user_ids],
                    everyone=False,
                    roles=False,
                ),
            )
        except discord.HTTPException as error:
            log.warning("table %s: a call in the channel failed (%s)", session.id, error.status)
