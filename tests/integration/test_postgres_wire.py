"""PostgreSQL units on libpq's pipeline (`memtx.storage.postgres.wire`, DESIGN §11): a connection serves unit after
unit, however many roll back on it, with the statements it prepared; a server error inside a unit leaves as a
memtx error with nothing of the unit written and the connection serving the next unit; rows inserted at once keep
their order (a generated key numbers them as given); a read unit's BEGIN costs no round trip of its own; and a
transaction's catalog reads ride with the reads its units wait for (`Unit.read_ahead`, `Unit.version_at`)."""

from __future__ import annotations

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


def test_a_read_unit_s_begin_goes_with_its_first_read(backend: PostgresBackend) -> None:
    before = backend.round_trips
    with backend.unit(write=False) as u:
        assert u.get_agent("nobody") is None
    assert backend.round_trips - before == 2  # (the read with its BEGIN; the COMMIT)


def test_a_transaction_s_units_wait_for_few_round_trips(url: str) -> None:
    """A warm list append — a read, an observation, a proposal, the commit: `memtx bench`'s contention shape — makes
    2 round trips for the read (its version with its state as of the snapshot and the catalog rows sent ahead with
    it; the COMMIT), 2 for the registration (its opening with its reads; its header, vids and in-flight entries — one
    statement — with the COMMIT) and 3 for the commit (its opening with its reads; the counters; the writes with the
    COMMIT). Before the reads were sent ahead: 6, 8 and 8; before the commit claimed its header: 2, 5 and 5; before
    the openings went with the first reads and the header with its vids: 2, 5 and 4; before the registration's
    writes went with its COMMIT: 2, 3 and 3."""
    with Memory.open(url) as mem:
        backend = mem.store_context.backend
        trips: dict[str, list[int]] = {"read": [], "propose": [], "commit": []}

        def counted(step: str, before: int) -> None:
            trips[step].append(backend.round_trips - before)

        for i in range(8):
            with mem.transaction(agent="w0") as tx:
                before = backend.round_trips
                record = tx.read("k1/elems")
                counted("read", before)
                text = f"{record.value} {i}" if record is not None else str(i)
                source = tx.observe(text, owner="w0", scope="shared", authority=0.7, at=1.0 + i)
                before = backend.round_trips
                tx.propose(key="k1/elems", value=text, evidence=text, source=source.id, at=1.0 + i)
                counted("propose", before)
                before = backend.round_trips
            counted("commit", before)
        assert {step: counts[2:] for step, counts in trips.items()} == {  # (warm: the first ones found the key)
            "read": [2] * 6,
            "propose": [2] * 6,
            "commit": [3] * 6,
        }
