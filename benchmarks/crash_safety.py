"""Crash safety, measured: SIGKILL a bot process mid-stream, recover, lose nothing.

    python -m benchmarks.crash_safety                 # 20 runs (the reported figure)
    python -m benchmarks.crash_safety --runs 3        # a smoke run of a few seconds
    python -m benchmarks.crash_safety --quick         # the same as --runs 2

Each run (trial):

1. A child process (``crash_safety.py worker play``) runs the real bot inside SimCord on a
   real SQLite file (``publish_interval`` 1.0, as in production). A few members each open a
   4-poker table with /play and click columns in a round-robin; a finished table is replaced
   by a new one, so the stream never ends. After every answer the child checks that the
   public message shows the new state (the buttons carry the new game version, or the final
   total) and only then prints one line for the acknowledged action and flushes stdout:
   ``OPEN <table> <user> <message>`` and ``ACK <table> <seq> <user> <column>``.
2. The driver kills the child with SIGKILL at a random moment (uniform in ``0..max-delay``
   seconds after it reported READY) and keeps every complete line it printed.
3. A second child (``worker verify``) restarts the bot on the same file and checks, for every
   acknowledged table: the stored log is at least as long as the acknowledged count, and the
   acknowledged actions are its prefix (same seq, player and column); the recovered game in
   the table host holds the same log as the store (a finished table: its result row is
   there). Then it continues every recovered table to its end by clicks (the table
   continues) and checks the result rows.

The simulated Discord lives in the first process's memory, so the second process builds a
new SimCord world. It builds the *same* world: SimCord allocates snowflakes deterministically
(virtual clock at 2026-01-01, a per-millisecond sequence), so creating the guild, the channel
and the members in the same order, before the bot starts, gives them the same ids; both
processes start SimCord with a placeholder client, build the world, then
``env.restart_bot(folkdeck)``, so the id sequence is identical, and the second process checks
the ids against the first one's WORLD line. The recovered tables' messages are gone in the
new world (as if deleted while the bot was down): recovery bumps each table's revision and the
publisher edits the stored message id, gets NotFound and posts the table again in its channel
(``Publisher._edit``), recording the new message id in the store. The members then click the
re-posted message: the same DynamicItem path as a click on a message drawn before a crash.
Before the restart the second world's virtual clock is moved on by an hour, so the re-posted
messages get snowflakes that can never equal a message id stored by the first process (else
a re-post could take the id of another table's old message and the publisher would edit the
wrong table's message: an artefact of two simulated worlds, impossible on Discord).

A table whose /play committed but was killed before its message was attached has no message
id: recovery posts it (``Publisher.request(..., post_missing=True)``). The first runs of this
driver found that, and a solitaire caught between two transactions (created as a lobby, then
started) that came back as a lobby nothing would ever start; a solitaire is now created
already started in one transaction, so a recovered lobby is reported as a problem. A table
still without a message when the checks run was not acknowledged, so it is no loss; the
verifier counts it as "unreachable" and plays it to the end through ``bot.host.act``, so that
it, too, is shown to continue.

Each run prints one line; the last line is ``N runs, L losses`` (and failed runs, if any: a
worker that crashed, or a check that is not about an acknowledged action, such as a
recovered table that does not continue). The exit status is non-zero on any loss or failure.

The driver, its workers and its checks live in ``tests/support/crash_safety.py``: the test
suite runs a short version of the same trials.
"""

from __future__ import annotations

import sys

from benchmarks.measure import report_at_exit
from tests.support.crash_safety import main

if __name__ == "__main__":
    report_at_exit()
    sys.exit(main())
