"""Calls to a lobby's free seats: the host's invitations (from the lobby's member select, or a
Challenge) and the "a table is open" notice to the members who follow a game in a server.

Each member is called once per lobby, by an invitation or a notice (the store keeps who was
called, across restarts), with one short mention in the lobby's channel or a DM, as their
``/settings`` say, and a Join button that lapses with the lobby. A member who refuses
invitations gets none (the host is told so); nobody already seated is called. A mention in the
channel is in the server's language (everyone there reads it), a DM in the member's own.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

import discord

from bot import i18n
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


Words = Callable[[str, str], str]
"""A call's text in a language, for a DM (``"dm"``) or for the channel (``"here"``, after the
mentions)."""


def mentions(user_ids: Sequence[int], language: str = i18n.ENGLISH) -> str:
    """``<@1>``, ``<@1> and <@2>``, ``<@1>, <@2> and <@3>`` (the language's "and")."""
    return i18n.join(language, [f"<@{user_id}>" for user_id in user_ids], isolated=False)


def join_view(session: Session, language: str = i18n.ENGLISH) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(
        InviteJoinButton(
            session.id, label=i18n.t(language, "invite-join"), style=discord.ButtonStyle.success
        )
    )
    return view


class Invitations:
    def __init__(self, client: discord.Client, host: TableHost, store: Store) -> None:
        self.client = client
        self.host = host
        self.store = store

    async def invite(
        self,
        table_id: int,
        inviter_id: int,
        invitees: Sequence[int],
        language: str = i18n.ENGLISH,
    ) -> str:
        """The host invites these members; returns the host's short answer (in ``language``,
        the host's). Refused (nothing sent) unless the table is a lobby and the inviter its
        host."""
        session = await self.host.get(table_id)
        if session.host_id != inviter_id:
            raise TableError(message_id="invite-not-host")
        if session.status != TableStatus.LOBBY:
            raise StaleControl(message_id="invite-not-lobby")
        wanted = list(dict.fromkeys(invitees))
        if not wanted:
            raise TableError(message_id="invite-choose")
        seated = [user for user in wanted if session.seat_of(user) is not None]
        places = {user: await self.store.invitations(user) for user in wanted}
        refusing = [user for user in wanted if user not in seated and places[user] == "off"]
        asked = [user for user in wanted if user not in seated and user not in refusing]
        fresh = await self.store.claim_calls(
            table_id, asked, kind="invited", by_user=inviter_id, now=now()
        )
        host = session.seat_of(inviter_id)

        def words(lang: str, place: str) -> str:
            by = i18n.isolate(lang, host.display) if host else i18n.t(lang, "invite-the-host")
            message = "invite-dm" if place == "dm" else "invite-call"
            return i18n.t(lang, message, by=by, game=session.title, table=session.id)

        await self._call(session, [(user, places[user]) for user in fresh], words)
        told = []
        if fresh:
            told.append(i18n.t(language, "invite-told-invited", members=mentions(fresh, language)))
        already = [user for user in asked if user not in fresh]
        if already:
            told.append(
                i18n.t(language, "invite-told-already", members=mentions(already, language))
            )
        if refusing:
            told.append(
                i18n.t(
                    language,
                    "invite-told-refusing",
                    members=mentions(refusing, language),
                    count=len(refusing),
                )
            )
        if seated:
            told.append(
                i18n.t(
                    language,
                    "invite-told-seated",
                    members=mentions(seated, language),
                    count=len(seated),
                )
            )
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

        def words(lang: str, place: str) -> str:
            by = i18n.isolate(lang, host.display) if host else i18n.t(lang, "invite-someone")
            message = "open-dm" if place == "dm" else "open-call"
            return i18n.t(lang, message, by=by, game=session.title, table=session.id, free=free)

        # Those who refuse invitations still asked for these notices: in the channel.
        places = dict(candidates)
        await self._call(
            session, [(user, "dm" if places[user] == "dm" else "here") for user in fresh], words
        )

    async def _call(
        self, session: Session, called: Sequence[tuple[int, Where]], words: Words
    ) -> None:
        """One mention in the lobby's channel for those who take calls there (and for those
        whose DMs are closed), one DM each for the others."""
        here = [user for user, where in called if where != "dm"]
        dms = [user for user, where in called if where == "dm"]
        here.extend([user for user in dms if not await self._dm(session, user, words)])
        if here:
            await self._mention(session, here, words)

    async def _language(self, user_id: int | None, guild_id: int | None) -> str:
        """A member's own language where the bot has no interaction of theirs (their choice,
        else the server's default), or the server's (``user_id`` None)."""
        chosen, server = await self.store.languages(user_id or 0, guild_id)
        return i18n.choose(chosen, None, server)

    async def _dm(self, session: Session, user_id: int, words: Words) -> bool:
        guild = self.client.get_guild(session.guild_id) if session.guild_id else None
        language = await self._language(user_id, session.guild_id)
        where = (
            " " + i18n.t(language, "invite-in-server", server=guild.name)
            if guild is not None
            else ""
        )
        go = i18n.t(language, "invite-go", link=table_link(session))
        content = fit_content(f"{words(language, 'dm')}{where} — {go}")
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(content, view=join_view(session, language))
        except discord.Forbidden as error:
            if error.code != DMS_CLOSED:
                log.warning("table %s: a DM call failed (%s)", session.id, error.status)
            return False
        except discord.HTTPException as error:
            log.warning("table %s: a DM call failed (%s)", session.id, error.status)
            return False
        return True

    async def _mention(self, session: Session, user_ids: Sequence[int], words: Words) -> None:
        language = await self._language(None, session.guild_id)
        try:
            channel = self.client.get_channel(
                session.channel_id
            ) or await self.client.fetch_channel(session.channel_id)
            if not isinstance(channel, discord.abc.Messageable):
                return
            called = mentions(user_ids, language)
            await channel.send(
                fit_content(
                    i18n.t(language, "call-mention", members=called, text=words(language, "here"))
                ),
                view=join_view(session, language),
                allowed_mentions=discord.AllowedMentions(
                    users=[discord.Object(id=user) for user in user_ids],
                    everyone=False,
                    roles=False,
                ),
            )
        except discord.HTTPException as error:
            log.warning("table %s: a call in the channel failed (%s)", session.id, error.status)
