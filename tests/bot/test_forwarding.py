"""Any process takes a click: a click for a table another process runs is forwarded over
PostgreSQL, played by the owner under the table's lock as its own click, and answered
through the interaction's token; if no process takes it in time, the member is told plainly.

SimCord runs one bot per environment, so the two processes are: the owner, the whole bot in
SimCord running shard 1 of 2 (it holds the table); and the receiver, a second table host and
store on the same PostgreSQL database running shard 0, driven at the host level. The click
is the payload SimCord builds for a member's click on the table's message; the receiver
defers it through SimCord's interaction callback route and the owner answers through
SimCord's webhook routes (the token), which is what the member sees.
"""

from __future__ import annotations

import json
from typing import Any

import discord
import pytest
import pytest_asyncio
import simcord
from pydantic import SecretStr
from simcord import interactions as sim_interactions
from simcord.backend import serializers
from simcord.results import InteractionResult

from bot import i18n
from bot.errors import OwnedElsewhere
from bot.forwarding import NO_OWNER, NOTIFY_LIMIT, Forwarding, keeping, payload_of
from bot.host import TableHost
from bot.settings import Settings
from bot.store import Store
from bot.tables import registry, render_public
from tests.support import drivers
from tests.support.postgres import scratch_database


@pytest_asyncio.fixture
async def database_url():
    async with scratch_database() as url:
        yield url


def _control(stored: Any, prefix: str) -> dict[str, Any]:
    """The interaction data of clicking the first button labelled ``prefix...`` on the
    message, or choosing such an option of a select."""
    for row in stored.components:
        for component in row.get("components", []):
            if str(component.get("label", "")).startswith(prefix):
                return {"custom_id": component["custom_id"], "component_type": 2}
            for option in component.get("options") or []:
                if str(option.get("label", "")).startswith(prefix):
                    return {
                        "custom_id": component["custom_id"],
                        "component_type": component["type"],
                        "values": [option["value"]],
                    }
    raise AssertionError(f"no control {prefix!r}")


def click_payload(env: Any, channel_id: int, member: Any, message_id: int, label: str):
    """The interaction Discord would send for ``member`` clicking ``label`` on the message
    (in a guild, or in a DM: ``member`` is then the user), as SimCord builds it: recorded in
    SimCord, not yet delivered to anyone."""
    stored = env.backend.get_message(channel_id, message_id)
    guild = getattr(member, "guild", None)
    record, payload = sim_interactions.base_payload(
        env.backend,
        type=3,
        channel_id=channel_id,
        guild_id=guild.id if guild is not None else None,
        user_id=member.id,
        data=_control(stored, label),
    )
    record.source_message_id = stored.id
    payload["message"] = dict(serializers.message_payload(env.backend, stored))
    return record, payload


def shard_zero_host(store: Store, tmp_path: Any) -> TableHost:
    """The receiving process's table host: shard 0 of 2, on the same database."""
    settings = Settings(
        _env_file=None, database_path=tmp_path / "unused", shard_count=2, shard_ids="0"
    )
    return TableHost(store, settings)


async def _her_turn_with_a_dm_hand(env: Any, bot: Any) -> tuple[Any, Any, Any]:
    """Alice, whose hand is in her DMs, against a computer at a Krypkasino table in a guild on
    shard 1, once it is her turn: she, the table, and her DM panel."""
    guild = env.create_guild(shard_id=1)
    channel = guild.create_text_channel("cards")
    alice = guild.add_member(env.create_user("alice"))
    await alice.slash(channel, "settings", hand="dm")
    lobby = (await alice.slash(channel, "play", game="krypkasino", options="rounds=1")).response
    await alice.click(lobby.message, label="Add computer player")
    await alice.click(lobby.message, label="Start")
    (table,) = bot.host.tables.values()
    while table.game.to_act() != [table.seats[0].name]:
        await env.advance_time(1)
    await alice.click(lobby.message, label="Your hand")
    [dm] = alice.user.dm_channel.history()
    return alice, table, dm


def requests_through(env: Any, token: str) -> list[tuple[str, list[str]]]:
    return [
        (request.method, request.path.rsplit("/", 2)[-2:])
        for request in env.http_requests
        if token in request.path
    ]


async def test_a_click_at_the_wrong_process_is_played_and_answered_by_the_owner(
    database_url, make_bot, tmp_path
):
    url = SecretStr(database_url)
    owner = make_bot(database_url=url, card_style="text", shard_count=2, shard_ids="1")
    receiver_store = await Store.open(tmp_path / "unused", url=database_url)
    try:
        async with simcord.run(owner, settle_timeout=10) as env:
            assert owner.forwarding is not None  # PostgreSQL: processes forward clicks
            guild = env.create_guild(shard_id=1)
            channel = guild.create_text_channel("cards")
            alice = guild.add_member(env.create_user("alice"))
            message = (await alice.slash(channel, "play", game="four_poker")).response
            (table,) = owner.host.tables.values()

            # The receiver: shard 0 of the same bot, on the same database.
            receiver_host = shard_zero_host(receiver_store, tmp_path)
            with pytest.raises(OwnedElsewhere):
                await receiver_host.get(table.id)  # open, but the owner's: never "closed"
            receiver = Forwarding(owner, receiver_host, receiver_store, wait=30.0)
            await receiver.start()

            version = table.version
            column = table.game.legal_actions(table.seats[0].name)[-1].column
            record, payload = click_payload(
                env, channel.id, alice, message.id, f"Column {column + 1}"
            )
            interaction = discord.Interaction(data=payload, state=owner._connection)
            with env.time_context(), keeping(payload):
                await receiver.forward(interaction, table.id)
            await env.settle()

            answered = InteractionResult(env, record)
            assert answered.deferred  # by the receiver, within Discord's 3 seconds
            # Deferred by the receiver, then the owner's answer: an edit of the message the
            # click came from, through the token's webhook route.
            assert requests_through(env, record.token) == [
                ("POST", [record.token, "callback"]),
                ("PATCH", ["messages", "@original"]),
            ]
            assert owner.forwarding.taken == 1
            assert table.version == version + 1  # played once, on the owner
            # The member sees the owner's own drawing of the table after the move: the
            # message the click came from, edited through the token.
            shown = answered.response
            assert shown is not None
            assert shown.id == message.id
            drawn = render_public(table, owner.render_context)
            assert [embed.description for embed in shown.embeds] == [
                embed.description for embed in drawn.embeds
            ]

            # The same click again is stale on the owner: refused there, the refusal sent
            # privately through the token, nothing played.
            record, _ = click_payload(env, channel.id, alice, message.id, f"Column {column + 1}")
            stale = dict(payload, id=str(record.id), token=record.token)
            interaction = discord.Interaction(data=stale, state=owner._connection)
            with env.time_context(), keeping(stale):
                await receiver.forward(interaction, table.id)
            await env.settle()
            refused = InteractionResult(env, record)
            assert table.version == version + 1
            assert [m.ephemeral for m in refused.followups] == [True]
            assert refused.followups[0].content
            await receiver.close()
    finally:
        await receiver_store.close()


async def test_on_sqlite_nothing_is_forwarded(make_bot):
    bot = make_bot(card_style="text", shard_count=2, shard_ids="1")
    async with simcord.run(bot, settle_timeout=10):
        assert bot.store.backend == "sqlite"
        assert bot.forwarding is None


async def test_a_dm_click_for_another_process_table_goes_through_the_gate_to_be_forwarded(
    database_url, make_bot, monkeypatch
):
    # Direct messages arrive on shard 0. The process running shard 0 receives a click on a
    # DM hand of a table in a guild of shard 1, whose process is down: through the real gate
    # (the control, then the owner check), the click is deferred, forwarded, and since
    # nobody takes it, the member is told so; nothing is played.
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)  # the generic panel
    url = SecretStr(database_url)
    both = make_bot(database_url=url, card_style="text", shard_count=2, shard_ids="0,1")
    async with simcord.run(both, settle_timeout=10) as env:
        alice, table, dm = await _her_turn_with_a_dm_hand(env, both)
        played = len((await both.store.table(table.id)).actions)

        await both.close()  # shard 1's process is down (else it would take the click)
        shard_zero = make_bot(database_url=url, card_style="text", shard_count=2, shard_ids="0")
        await env.restart_bot(shard_zero)
        assert table.id not in shard_zero.host.tables  # shard 1's
        assert shard_zero.forwarding is not None
        # Longer than SimCord's settle timeout: the click settles while the wait is parked,
        # and virtual time ends it.
        shard_zero.forwarding.wait = 30.0
        answer = await drivers.choose(alice.user, dm, "play")
        assert answer.deferred
        assert answer.followups == []  # still waiting for an owner
        await env.advance_time(31)
        assert [m.content for m in answer.followups] == [i18n.t(i18n.ENGLISH, NO_OWNER)]
        assert len((await shard_zero.store.table(table.id)).actions) == played


async def test_a_dm_hand_click_received_on_shard_zero_is_played_by_the_owner(
    database_url, make_bot, monkeypatch, tmp_path
):
    # The headline case: a member's hand is in their DMs, so their clicks arrive on shard 0;
    # the table's guild is on shard 1. The owner plays the click and redraws the DM panel
    # through the token, as it does for a click that reaches it.
    monkeypatch.delitem(registry._PLUGINS, "krypkasino", raising=False)  # the generic panel
    url = SecretStr(database_url)
    owner = make_bot(database_url=url, card_style="text", shard_count=2, shard_ids="1")
    receiver_store = await Store.open(tmp_path / "unused", url=database_url)
    try:
        async with simcord.run(owner, settle_timeout=10) as env:
            alice, table, dm = await _her_turn_with_a_dm_hand(env, owner)
            receiver = Forwarding(
                owner, shard_zero_host(receiver_store, tmp_path), receiver_store, wait=30.0
            )
            await receiver.start()

            version = table.version
            record, payload = click_payload(env, dm.channel.id, alice.user, dm.id, "play")
            interaction = discord.Interaction(data=payload, state=owner._connection)
            with env.time_context(), keeping(payload):
                await receiver.forward(interaction, table.id)
            await env.settle()

            assert table.version > version  # played on the owner
            assert requests_through(env, record.token) == [
                ("POST", [record.token, "callback"]),
                ("PATCH", ["messages", "@original"]),
            ]
            [redrawn] = alice.user.dm_channel.history()
            assert redrawn.id == dm.id
            assert drivers.message_text(redrawn) != drivers.message_text(dm)
            await receiver.close()
    finally:
        await receiver_store.close()


def test_a_click_on_a_large_message_is_cut_to_what_the_owner_reads():
    clicked = {"type": 2, "custom_id": "fd:7:col:3:1", "label": "Column 2"}
    other = {"type": 2, "custom_id": "fd:7:hint", "label": "Hint"}
    raw = {
        "id": "1",
        "data": {"custom_id": "fd:7:col:3:1", "component_type": 2},
        "message": {
            "id": "9",
            "content": "x" * 5000,
            "embeds": [{"description": "y" * 4000}],
            "attachments": [{"id": "5", "filename": "table-ab12.png"}],
            "components": [
                {"type": 1, "components": [other] * 5},
                {"type": 1, "components": [clicked]},
            ],
        },
    }
    cut = json.loads(payload_of(7, raw) or "{}")
    message = cut["interaction"]["message"]
    assert cut["table_id"] == 7
    assert message["id"] == "9"
    assert message["attachments"] == raw["message"]["attachments"]  # its pictures stay
    assert message["components"] == [{"type": 1, "components": [clicked]}]
    assert message["embeds"] == []
    # A payload that cannot fit even so is refused (the member is told it was not passed on).
    raw["data"]["custom_id"] = clicked["custom_id"] = "fd:7:col:3:1" + "9" * NOTIFY_LIMIT
    assert payload_of(7, raw) is None
