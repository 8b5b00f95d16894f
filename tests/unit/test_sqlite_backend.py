"""`SQLiteBackend`'s two connections (issue 34): reads run on a reader beside the writer, so a read unit,
`last_csn`, `registration` and `lookup_visible` never wait for an open write unit and see the last committed
state, and a read after a write unit committed sees it."""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from contract.test_backend_contract import make_cluster, make_record, make_source
from memtx.core.errors import StorageError
from memtx.core.model import Agent, Isolation, Purpose, Role
from memtx.storage.base import Unit
from memtx.storage.shapes import ActiveEntry
from memtx.storage.sqlite import SQLiteBackend

WAIT = 10.0  # seconds an event may take before the test calls it stuck (it never takes that long when it works)
KEY = "alice/city"


@pytest.fixture
def backend(tmp_path: Path) -> Iterator[SQLiteBackend]:
    opened = SQLiteBackend(tmp_path / "two.db")
    yield opened
    opened.close()


@dataclass(frozen=True)
class Seen:
    """What one reader saw through every read path the reader connection serves."""

    unit_csn: int
    unit_agent: Agent | None
    csn: int
    agent: Agent | None
    value: str | None


def _version(u: Unit, team: str, value: str) -> None:
    """Register alice in `team` and make `value` A's version of KEY, one csn later."""
    csn = u.last_csn() + 1
    txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, csn - 1)
    u.insert_source(make_source(value))
    rec = u.insert_record(make_record(txn, f"src-{value}", KEY, value=value))
    u.put_agent(Agent("alice", team, Role.AGENT))
    u.put_active(ActiveEntry(KEY, rec.vid, csn, txn))
    u.set_last_csn(csn)


def _seeded(backend: SQLiteBackend) -> None:
    with backend.unit(write=True) as u:
        u.insert_cluster(make_cluster(KEY), [("s", "alice"), ("r", "city")])
        _version(u, "red", "paris")


def _commit(backend: SQLiteBackend, team: str, value: str) -> None:
    with backend.unit(write=True) as u:
        _version(u, team, value)


def _read(backend: SQLiteBackend) -> Seen:
    with backend.unit(write=False) as u:
        unit_csn, unit_agent = u.last_csn(), u.get_agent("alice")
    found = backend.lookup_visible(reader="alice", ckey=KEY)
    return Seen(
        unit_csn,
        unit_agent,
        backend.last_csn(),
        backend.registration("alice"),
        None if found.record is None else found.record.value,
    )


def _in_thread(work: Callable[[], None]) -> threading.Thread:
    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    return thread


def _beside_a_write(backend: SQLiteBackend, write: Callable[[Unit], None] | None = None) -> Seen:
    """`_read` in one thread while another holds a write unit open (after `write`, if given, in it)."""
    opened, release, read = threading.Event(), threading.Event(), threading.Event()
    seen: list[Seen] = []

    def hold() -> None:
        with backend.unit(write=True) as u:
            if write is not None:
                write(u)
            opened.set()
            release.wait(2 * WAIT)  # (longer than the reader is given: a waiting read fails the test)

    def read_all() -> None:
        seen.append(_read(backend))
        read.set()

    holder = _in_thread(hold)
    try:
        assert opened.wait(WAIT)
        reader = _in_thread(read_all)
        assert read.wait(WAIT), "a read waited for the open write unit"
    finally:
        release.set()
        holder.join(WAIT)
    reader.join(WAIT)
    return seen[0]


def test_reads_run_beside_an_open_write_unit_and_see_the_committed_state(backend: SQLiteBackend) -> None:
    _seeded(backend)
    before = _read(backend)
    assert before == Seen(1, Agent("alice", "red", Role.AGENT), 1, Agent("alice", "red", Role.AGENT), "paris")
    # The last committed state, not the open unit's write (and what the reader remembers of it is warm now).
    assert _beside_a_write(backend, lambda u: _version(u, "blue", "london")) == before
    after = Seen(2, Agent("alice", "blue", Role.AGENT), 2, Agent("alice", "blue", Role.AGENT), "london")
    assert _beside_a_write(backend) == after  # the commit moved the file under the reader's memo
    assert _read(backend) == after


def test_a_read_after_a_write_unit_committed_sees_it(backend: SQLiteBackend) -> None:
    """Read-your-writes across the two connections, with everything each remembers warm before each write; a
    read outside a unit takes the writer when it is free (`_read`), else the reader (`_beside_a_write`)."""
    _seeded(backend)
    for n, (team, value) in enumerate([("blue", "london"), ("green", "rome"), ("green", "oslo")], start=2):
        _read(backend)
        _beside_a_write(backend)
        _commit(backend, team, value)
        expected = Seen(n, Agent("alice", team, Role.AGENT), n, Agent("alice", team, Role.AGENT), value)
        assert _beside_a_write(backend) == expected
        assert _read(backend) == expected


def test_a_read_unit_keeps_its_snapshot_while_the_writer_commits(backend: SQLiteBackend) -> None:
    """A read unit open across a commit of the same backend's writer sees the store as of its first read; the
    next read unit sees the commit."""
    _seeded(backend)
    with backend.unit(write=False) as r:
        assert (r.last_csn(), r.get_agent("alice")) == (1, Agent("alice", "red", Role.AGENT))
        committed = threading.Event()
        _in_thread(lambda: (_commit(backend, "blue", "london"), committed.set())).join(WAIT)
        assert committed.is_set()
        assert (r.last_csn(), r.get_agent("alice")) == (1, Agent("alice", "red", Role.AGENT))
    assert _read(backend).value == "london"


def test_the_reader_refuses_to_write(backend: SQLiteBackend) -> None:
    """A read unit is a read: a write through it fails and the store is unchanged."""
    _seeded(backend)
    with pytest.raises(StorageError, match="readonly"), backend.unit(write=False) as u:
        u.put_agent(Agent("mallory", "red", Role.AGENT))
    assert backend.registration("mallory") is None


@pytest.mark.parametrize(("outer", "inner"), [(False, True), (True, False), (False, False), (True, True)])
def test_units_do_not_nest_in_one_thread(backend: SQLiteBackend, outer: bool, inner: bool) -> None:
    # One connection refused a second BEGIN; with two, a write unit inside a read unit would hold the reader and
    # wait for the writer while `scrub` holds the writer and waits for the reader. Refused before any lock.
    with backend.unit(write=outer), pytest.raises(StorageError, match="units do not nest"):
        backend.unit(write=inner).__enter__()
    with backend.unit(write=True) as u:  # the refusal left both connections usable
        assert u.last_csn() == backend.last_csn()
    assert backend.scrub()
