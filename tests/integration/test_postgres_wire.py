"""PostgreSQL units on libpq's pipeline (`memtx.storage.postgres.wire`, DESIGN §11): a connection serves unit after
unit, however many roll back on it, with the statements it prepared; a server error inside a unit leaves as a
memtx error with nothing of the unit written and the connection serving the next unit; rows inserted at once keep
their order (a generated key numbers them as given); a read unit's BEGIN and COMMIT cost no round trip of their
own (the COMMIT is read by the connection's next unit, `memtx.storage.postgres.leases`); and a
transaction's catalog reads ride with the reads its units wait for (`Unit.read_ahead`, `Unit.version_at`)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from conftest import postgres_schema, postgres_schema_url, with_postgres_schema
from memtx import Memory
from memtx.core.errors import StorageError
from memtx.core.model import Agent, Event

if TYPE_CHECKING:
    from memtx.storage.postgres import PostgresBackend


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    yield from with_postgres_schema(postgres_schema_url(postgres_schema(tmp_path)), True, tmp_path)


@pytest.fixture
def backend(url: str) -> Iterator[PostgresBackend]:
    from memtx.storage.postgres import PostgresBackend  # noqa: PLC0415 - the postgres extra

    opened = PostgresBackend(f"{url}&pool=1")  # one connection: every unit below runs on it
    try:
        yield opened
    finally:
        opened.close()


def _read_then_fail(backend: PostgresBackend) -> None:
    with backend.unit(write=True) as u:
        assert u.get_agent("nobody") is None
        raise RuntimeError("the caller's own failure")


def _write_around(backend: PostgresBackend, bad: Agent) -> None:
    with backend.unit(write=True) as u:
        u.put_agent(Agent("before", "team"))
        u.put_agent(bad)
        u.put_agent(Agent("after", "team"))


def test_units_rolled_back_again_and_again_leave_the_connection_serving_the_next(backend: PostgresBackend) -> None:
    # (Each failed unit drains its pipeline, leaves pipeline mode and rolls back; its prepared statements are
    # forgotten, and those of the units that succeeded stay usable: the same statements run after each.)
    for i in range(10):
        with pytest.raises(RuntimeError, match="the caller's"):
            _read_then_fail(backend)
        with backend.unit(write=True) as u:
            assert u.get_agent("nobody") is None
            u.put_agent(Agent(f"someone{i}", "team"))
    with backend.unit(write=False) as u:
        assert [u.get_agent(f"someone{i}") for i in range(10)] == [Agent(f"someone{i}", "team") for i in range(10)]


def test_a_server_error_inside_a_unit_leaves_as_a_storage_error_and_writes_nothing(backend: PostgresBackend) -> None:
    with pytest.raises(StorageError, match="NUL"):
        _write_around(backend, Agent("bad\x00name", "team"))  # (refused by the server: text cannot hold NUL)
    with backend.unit(write=True) as u:
        assert u.get_agent("before") is None
        assert u.get_agent("after") is None
        u.put_agent(Agent("next", "team"))
    with backend.unit(write=False) as u:
        assert u.get_agent("next") == Agent("next", "team")


def test_rows_inserted_at_once_keep_their_order_and_get_consecutive_keys(backend: PostgresBackend) -> None:
    from memtx.storage.postgres.dialect import ROWS_AT_ONCE  # noqa: PLC0415

    n = ROWS_AT_ONCE + 6  # (two statements: a full one and the rest)
    with backend.unit(write=True) as u:
        u.append_events([Event(0, "activate", None, None, i, f"k{i}", None, None, "") for i in range(n)])
    with backend.unit(write=False) as u:
        events = list(u.iter_events())[-n:]
    assert [e.ckey for e in events] == [f"k{i}" for i in range(n)]
    assert [e.vid for e in events] == list(range(n))
    assert [e.seq for e in events] == list(range(events[0].seq, events[0].seq + n))


def test_a_read_unit_s_begin_goes_with_its_first_read_and_its_commit_is_not_waited_for(
    backend: PostgresBackend,
) -> None:
    before = backend.round_trips
    with backend.unit(write=False) as u:
        assert u.get_agent("nobody") is None
    assert backend.round_trips - before == 1  # (the read with its BEGIN; the COMMIT read by the next unit: 2 before)
    with backend.unit(write=False) as u:  # (on the same connection, pool=1: the COMMIT before is read first)
        assert u.get_agent("nobody") is None
    assert backend.round_trips - before == 2


def test_a_read_unit_s_end_closes_its_transaction_on_the_server_at_once(backend: PostgresBackend, url: str) -> None:
    """The COMMIT left unread ends the transaction when it arrives: no snapshot is held while the connection waits."""
    import psycopg  # noqa: PLC0415 - the postgres extra

    with backend.unit(write=False) as u:
        pid = u._c.execute("SELECT pg_backend_pid()").fetchone()[0]
    with psycopg.connect(url.split("?", maxsplit=1)[0], autocommit=True) as other:
        for _ in range(100):
            row = other.execute("SELECT state, backend_xmin FROM pg_stat_activity WHERE pid = %s", (pid,)).fetchone()
            if row == ("idle", None):
                break
            time.sleep(0.01)
    assert row == ("idle", None)


def _read_and_leave_a_failure_unread(backend: PostgresBackend) -> None:
    with backend.unit(write=False) as u:
        assert u.get_agent("nobody") is None
        u._c.execute("SELECT 1 / 0")  # (its result is never read)


def test_a_read_unit_with_a_statement_left_unread_waits_for_its_end_and_reports_its_error(
    backend: PostgresBackend,
) -> None:
    """Only a read unit whose BEGIN and COMMIT alone are unread leaves its end to the next unit: one with another
    statement unread reads its end at once, and a failure there fails the unit, as before; the next units serve."""
    with pytest.raises(StorageError, match="division by zero"):
        _read_and_leave_a_failure_unread(backend)
    for _ in range(3):
        with backend.unit(write=True) as u:
            assert u.get_agent("nobody") is None
        with backend.unit(write=False) as u:
            assert u.get_agent("nobody") is None


def test_a_connection_held_back_serves_another_thread(backend: PostgresBackend) -> None:
    """pool=1: the one connection is held back after a read unit, and a unit of another thread takes it."""
    with backend.unit(write=False) as u:
        assert u.get_agent("nobody") is None
    done: list[bool] = []

    def other() -> None:
        with backend.unit(write=True) as u:
            u.put_agent(Agent("other", "team"))
        done.append(True)

    thread = threading.Thread(target=other, daemon=True)
    thread.start()
    thread.join(10)
    assert done == [True]
    with backend.unit(write=False) as u:
        assert u.get_agent("other") == Agent("other", "team")


def test_a_transaction_s_units_wait_for_few_round_trips(url: str) -> None:
    """A warm list append — a read, an observation, a proposal, the commit: `memtx bench`'s contention shape — makes
    1 round trip for the read (its version with its state as of the snapshot and the catalog rows sent ahead with
    it; its COMMIT is read by the next unit, `memtx.storage.postgres.leases`), 2 for the registration (its opening
    with its reads; its header, vids and in-flight entries — one statement — with the COMMIT) and 3 for the commit
    (its opening with its reads; the counters; the writes with the COMMIT); the observation makes none (its
    registration check asks the row the read fetched: one round trip before, a unit of its own). Before the reads
    were sent ahead: 6, 8 and 8; before the commit claimed its header: 2, 5 and 5; before the openings went with the
    first reads and the header with its vids: 2, 5 and 4; before the registration's writes went with its COMMIT: 2,
    3 and 3; before the read unit's COMMIT was left to the next unit: 2, 2 and 3."""
    with Memory.open(url) as mem:
        backend = mem.store_context.backend
        trips: dict[str, list[int]] = {"read": [], "observe": [], "propose": [], "commit": []}

        def counted(step: str, before: int) -> None:
            trips[step].append(backend.round_trips - before)

        for i in range(8):
            with mem.transaction(agent="w0") as tx:
                before = backend.round_trips
                record = tx.read("k1/elems")
                counted("read", before)
                text = f"{record.value} {i}" if record is not None else str(i)
                before = backend.round_trips
                source = tx.observe(text, owner="w0", scope="shared", authority=0.7, at=1.0 + i)
                counted("observe", before)
                before = backend.round_trips
                tx.propose(key="k1/elems", value=text, evidence=text, source=source.id, at=1.0 + i)
                counted("propose", before)
                before = backend.round_trips
            counted("commit", before)
        assert {step: counts[2:] for step, counts in trips.items()} == {  # (warm: the first ones found the key)
            "read": [1] * 6,
            "observe": [0] * 6,
            "propose": [2] * 6,
            "commit": [3] * 6,
        }


@pytest.mark.parametrize("key", ['o"brien/note,s', "c:\\temp/{a,b}", "NULL/x", "中文/键 值", 'a\\"b/c"\\'])
def test_a_key_an_array_carries_in_its_text_form_commits_and_reads_back(url: str, key: str) -> None:
    # (A registration's keys and a commit's search postings go as arrays in their text form, `dialect.text_array`:
    # quotes, backslashes, braces, commas and the word NULL must arrive as written.)
    value = 'she wrote "NULL" {a,b} and C:\\temp'
    with Memory.open(url) as mem:
        mem.register_agent("w")
        with mem.transaction(agent="w") as tx:
            source = tx.observe(value, owner="w", scope="shared", authority=0.9, at=1.0)
            tx.propose(key=key, value=value, evidence=value, source=source.id, at=1.0)
        record = mem.get(key, agent="w")
        assert record is not None
        assert (record.key, record.value) == (key, value)
        assert [hit.record.key for hit in mem.search("temp", agent="w")] == [key]
