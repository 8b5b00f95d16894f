"""The write path (DESIGN §6): one durable unit per transaction, `tx.observe`, the batch path
`tx.propose_many` (differentially against proposing one by one), and reads in one statement."""

from __future__ import annotations

import gc
import random
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from conftest import TickClock, audit_history
from memtx import AdmissionRejected, InvalidArgument, Memory, State, UnknownObject
from memtx.engine.batches import LARGE, PausedCollector


def assert_consistent(mem: Memory) -> None:
    report = mem.check()
    assert report.ok, report.violations


# --- tx.observe -------------------------------------------------------------------------------------------


def test_observe_in_a_transaction_is_stored_with_it(mem: Memory) -> None:
    with mem.transaction(agent="alice") as tx:
        src = tx.observe("Alice lives in Paris.", owner="alice", scope="shared", at=10)
        assert src.seq == 0  # not stored yet
        with pytest.raises(UnknownObject):
            mem.source(src.id)
        record = tx.propose(
            key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id
        )
    stored = mem.source(src.id)
    assert (stored.text, stored.owner, stored.observed_at) == ("Alice lives in Paris.", "alice", 10.0)
    assert stored.seq > 0
    assert mem.record(record.vid).state is State.COMMITTED
    assert record.event_time == 10.0  # the observation's time, as with mem.observe
    assert_consistent(mem)


def test_a_shared_observation_of_a_new_owner_can_be_cited(mem: Memory) -> None:
    """As with `mem.observe`, observing registers the owner, so a shared source is readable by its team."""
    with mem.transaction(agent="agent-1") as tx:
        src = tx.observe("Alice lives in Paris.", owner="inbox", scope="shared", at=10)
        tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    assert mem.get("alice/city", agent="agent-1") is not None


def test_an_uncited_observation_is_stored_by_the_commit(mem: Memory) -> None:
    with mem.transaction(agent="alice") as tx:
        src = tx.observe("A note nobody cites.", owner="alice", at=10)
    assert mem.source(src.id).text == "A note nobody cites."


def test_an_aborted_transaction_leaves_its_uncited_observations_out(mem: Memory) -> None:
    tx = mem.begin(agent="alice")
    src = tx.observe("A note nobody cites.", owner="alice", at=10)
    tx.abort()
    with pytest.raises(UnknownObject):
        mem.source(src.id)


def test_observe_in_a_transaction_is_idempotent_and_checks_settings(mem: Memory) -> None:
    outside = mem.observe("Alice lives in Paris.", owner="alice", scope="shared", authority=0.7, at=10)
    with mem.transaction(agent="alice") as tx:
        again = tx.observe("Alice lives in Paris.", owner="alice", scope="shared", authority=0.7, at=10)
        assert again.id == outside.id
        tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=again.id)
    assert mem.source(outside.id).seq == outside.seq
    tx = mem.begin(agent="alice")
    tx.observe("Bob lives in Rome.", owner="alice", authority=0.5, at=10)
    with pytest.raises(InvalidArgument):
        tx.observe("Bob lives in Rome.", owner="alice", authority=0.9, at=10)
    different = tx.observe("Alice lives in Paris.", owner="alice", scope="shared", authority=0.2, at=10)
    with pytest.raises(InvalidArgument, match="same settings"):
        tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=different.id)
    tx.abort()
    assert_consistent(mem)


@pytest.mark.parametrize(
    "bad",
    [
        {"text": ""},
        {"text": "ok", "owner": ""},
        {"text": "ok", "authority": 2.0},
        {"text": "ok", "scope": "galactic"},
        {"text": "ok", "at": 1.7e12},
        {"text": "x\ud800"},
    ],
)
def test_observe_in_a_transaction_refuses_bad_input(mem: Memory, bad: dict[str, object]) -> None:
    args: dict[str, object] = {"owner": "alice", **bad}
    tx = mem.begin(agent="alice")
    with pytest.raises(InvalidArgument):
        tx.observe(**args)  # type: ignore[arg-type]
    tx.commit()
    assert mem.last_csn() == 0


# --- propose_many: the batch path agrees with proposing one by one ----------------------------------------------

TEXTS = [
    "Alice lives in Paris",
    "Alice lives in Rome",
    "Alice lives in Paris now",
    "Bob works at Acme",
    "Bob does not work at Acme",
    "the gate is 12",
    "the gate is 14",
]
KEYS = [
    "alice/city",
    "Alice/City",
    "alice/home city",
    "bob/employer",
    "the bob/employer",
    "flight/gate",
    "crm:alice/city",
]


def _workload(seed: int, n: int) -> list[dict[str, object]]:
    rng = random.Random(seed)
    items = []
    for note in range(n):
        text = rng.choice(TEXTS)
        items.append(
            {
                "note": note,
                "key": rng.choice(KEYS),
                "text": text,
                "authority": rng.choice([0.1, 0.5, 0.5, 0.95]),
                "at": float(rng.choice([5, 10, 20, 20, 30])),
                "confidence": rng.choice([1.0, 1.0, 0.4]),
                "valid_to": rng.choice([None, None, 15.0]),
            }
        )
    return items


def _ingest(mem: Memory, items: list[dict[str, object]], *, batch: bool) -> tuple[list[tuple[object, ...]], object]:
    mem.set_contract("crm", "temporal")
    with mem.transaction(agent="ingest") as tx:
        proposals = []
        for item in items:
            src = tx.observe(
                f"{item['text']}. Note {item['note']}.",
                owner="ingest",
                scope="shared",
                authority=item["authority"],
                at=item["at"],
            )  # type: ignore[arg-type]
            proposals.append(
                {
                    "key": item["key"],
                    "value": item["text"],
                    "evidence": item["text"],
                    "source": src.id,
                    "at": item["at"],
                    "confidence": item["confidence"],
                    "valid_to": item["valid_to"],
                }
            )
        staged = tx.propose_many(proposals) if batch else [tx.propose(**p) for p in proposals]  # type: ignore[arg-type]
    assert tx.result is not None
    outcomes = [(o.vid, o.key, o.state, o.reason) for o in tx.result.outcomes]
    visible = {k: getattr(mem.get(k, agent="ingest"), "vid", None) for k in KEYS}
    assert [r.vid for r in staged] == [o[0] for o in outcomes]
    return outcomes, visible


@pytest.mark.parametrize("seed", range(12))
def test_propose_many_agrees_with_proposing_one_by_one(tmp_path: Path, backend_name: str, seed: int) -> None:
    items = _workload(seed, 40)
    results = []
    for batch in (False, True):
        url = ":memory:" if backend_name == "memory" else f"sqlite:///{tmp_path / f'b{int(batch)}.db'}"
        with Memory.open(url, clock=TickClock()) as mem:
            # a committed history first, so the batch meets visible versions and conflicts
            results.append((_ingest(mem, items[:15], batch=batch), _ingest(mem, items[15:], batch=batch)))
            assert_consistent(mem)
    assert results[0] == results[1]


def test_propose_many_is_all_or_nothing(mem: Memory) -> None:
    src = mem.observe("Alice lives in Paris.", owner="alice", scope="shared", at=10)
    good = {"key": "alice/city", "value": "Alice lives in Paris", "evidence": "Alice lives in Paris", "source": src.id}
    bad = {**good, "value": "Alice lives in London"}
    tx = mem.begin(agent="alice")
    with pytest.raises(AdmissionRejected):
        tx.propose_many([good, good, bad])
    assert tx.staged == ()
    assert audit_history(mem, "alice/city", include_tentative=True) == []
    assert tx.propose_many([]) == []
    staged = tx.propose_many([good, {**good, "key": "alice/town"}])
    assert [r.key for r in staged] == ["alice/city", "alice/town"]
    tx.commit()
    assert_consistent(mem)


@pytest.mark.parametrize(
    ("items", "match"),
    [
        ({"key": "alice/city"}, "iterable of mappings"),
        (["not a mapping"], "item 0 must be a mapping"),
        ([{"key": "a/b", "value": "v", "evidence": "v", "source": "s", "colour": "red"}], "item 0: unknown"),
        ([{"key": "a/b", "value": "v"}], "item 0: missing"),
    ],
)
def test_propose_many_refuses_malformed_items(mem: Memory, items: object, match: str) -> None:
    tx = mem.begin(agent="alice")
    with pytest.raises(InvalidArgument, match=match):
        tx.propose_many(items)  # type: ignore[arg-type]
    assert tx.staged == ()
    tx.abort()


# --- physical units and statements (SQLite) ---------------------------------------------------------------------


@contextmanager
def traced(mem: Memory) -> Iterator[list[str]]:
    conns = mem.store_context.backend._conns  # type: ignore[attr-defined]  # (the writer's and the reader's)
    statements: list[str] = []
    for conn in conns:
        conn.set_trace_callback(statements.append)
    try:
        yield statements
    finally:
        for conn in conns:
            conn.set_trace_callback(None)


@pytest.fixture
def sqlite_mem(tmp_path: Path) -> Iterator[Memory]:
    with Memory.open(tmp_path / "w.db", clock=TickClock()) as mem:
        yield mem


def _write(mem: Memory, i: int) -> None:
    with mem.transaction(agent="bot") as tx:
        src = tx.observe(f"Customer {i} lives in Oslo.", owner="bot", scope="shared", at=float(i))
        tx.propose(
            key=f"customer {i}/city",
            value=f"Customer {i} lives in Oslo",
            evidence=f"Customer {i} lives in Oslo",
            source=src.id,
        )


def test_a_transaction_is_one_durable_unit(sqlite_mem: Memory) -> None:
    """Observe + propose + commit: one write unit without an fsync (the in-flight registration) and one
    durable write unit (the commit); `begin` opens none."""
    _write(sqlite_mem, 0)
    with traced(sqlite_mem) as statements:
        _write(sqlite_mem, 1)
    writes = [i for i, s in enumerate(statements) if s == "BEGIN IMMEDIATE"]
    assert len(writes) == 2
    assert statements[writes[0] - 1] == "PRAGMA synchronous = NORMAL"  # the registration skips the fsync
    assert statements[writes[1] - 1] != "PRAGMA synchronous = NORMAL"  # the commit is durable
    assert "BEGIN" not in statements  # no read unit at all
    assert_consistent(sqlite_mem)


def test_a_warm_commit_reads_no_catalog_row(sqlite_mem: Memory) -> None:
    """Agents, contracts, the clocks, A's digest and the pending-revocation flag are read once per
    connection, not per unit: a commit on a warm store whose file nobody else wrote reads none of them."""
    _write(sqlite_mem, 0)
    with traced(sqlite_mem) as statements:
        _write(sqlite_mem, 1)
    catalog = ("FROM agents", "FROM contracts", "FROM meta", "FROM pending_revocations", "FROM fingerprints")
    assert [s for s in statements if s.startswith("SELECT") and any(c in s for c in catalog)] == []


def test_get_is_one_statement(sqlite_mem: Memory) -> None:
    _write(sqlite_mem, 0)
    with traced(sqlite_mem) as statements:
        found = sqlite_mem.get("customer 0/city", agent="bot")
    assert found is not None
    assert len(statements) == 1, statements


def test_get_by_a_cluster_id_skips_the_alias_and_an_alias_spelling_takes_two_statements(sqlite_mem: Memory) -> None:
    """Schema v12: a spelling that is its cluster's id reads A directly (no alias descent); any other
    spelling (an alias of another cluster) costs one more statement and reads the same version."""
    _write(sqlite_mem, 0)
    _say(sqlite_mem, "the customer 0/city", "Customer 0 lives in Rome", 5.0)  # joins under another spelling
    with traced(sqlite_mem) as by_id:
        canonical = sqlite_mem.get("customer 0/city", agent="bot")
    with traced(sqlite_mem) as by_alias:
        aliased = sqlite_mem.get("the customer 0/city", agent="bot")
    assert canonical is not None
    assert aliased == canonical
    assert canonical.value == "Customer 0 lives in Rome"
    assert len(by_id) == 1
    assert "aliases" not in by_id[0]
    assert len(by_alias) == 2
    assert "aliases" in by_alias[1]


def _say(mem: Memory, key: str, sentence: str, at: float) -> None:
    """One transaction: observe `sentence.` and propose it for `key`."""
    with mem.transaction(agent="bot") as tx:
        src = tx.observe(f"{sentence}.", owner="bot", scope="shared", at=at)
        tx.propose(key=key, value=sentence, evidence=sentence, source=src.id)


def _legacy_cluster_id(path: Path) -> None:
    """Make the store look like one that kept a pre-v3 cluster id: `hr:alice/title`'s cluster (id
    `hr:hr alice/title`) renamed to its namespace-blind id `hr alice/title`, which is also the spelling of the
    default namespace's key `hr_alice/title`; its alias stays, and v12 is not yet applied."""
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("PRAGMA foreign_keys = OFF")
        for table in ("clusters", "active", "records", "aliases", "key_terms"):
            changed = conn.execute(f"UPDATE {table} SET ckey = 'hr alice/title' WHERE ckey = 'hr:hr alice/title'")
            assert changed.rowcount > 0, table
        conn.execute("DELETE FROM schema_migrations WHERE version = 12")
        conn.execute("DELETE FROM meta WHERE name = 'spelled_ckeys'")
    conn.close()


def test_a_store_with_a_pre_v3_cluster_id_reads_every_spelling_through_its_alias(tmp_path: Path) -> None:
    """A pre-v3 cluster id may be another key's spelling: there, v12 records that A may not be read by
    spelling, and `get` of that spelling does not find the other namespace's value."""
    path = tmp_path / "legacy.db"
    with Memory.open(path, clock=TickClock()) as mem:
        assert mem.store_context.backend._spelled_ckeys  # type: ignore[attr-defined]  # a new store: every id is a spelling
        _say(mem, "hr:alice/title", "Alice is the head of sales", 1.0)
    _legacy_cluster_id(path)
    with Memory.open(path, clock=TickClock()) as mem:
        assert not mem.store_context.backend._spelled_ckeys  # type: ignore[attr-defined]
        assert mem.get("hr_alice/title", agent="bot") is None  # the default namespace has no such key
        found = mem.get("hr:alice/title", agent="bot")
        assert found is not None
        assert found.value == "Alice is the head of sales"


def test_v12_holds_for_a_store_of_ordinary_writes(tmp_path: Path) -> None:
    """Recomputed on a store of ordinary writes (aliases, joins, a relation synonym), the v12 flag is true."""
    path = tmp_path / "w.db"
    with Memory.open(path, clock=TickClock()) as mem:
        for i in range(5):
            _write(mem, i)
        mem.register_agent("op", role="operator")
        mem.add_synonym("town", means="city", agent="op")
        _say(mem, "customer 9/town", "Customer 9 lives in Bergen", 20.0)
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DELETE FROM schema_migrations WHERE version = 12")
    conn.close()
    with Memory.open(path, clock=TickClock()) as mem:
        assert mem.store_context.backend._spelled_ckeys  # type: ignore[attr-defined]
        assert mem.get("customer 9/town", agent="bot") == mem.get("customer 9/city", agent="bot") is not None


def test_in_flight_transactions_are_listed(open_memory: Callable[[], Memory]) -> None:
    mem = open_memory()
    tx = mem.begin(agent="alice")
    src = tx.observe("Alice lives in Paris.", owner="alice", scope="shared", at=10)
    tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    assert [t.id for t in mem.open_transactions()] == [tx.id]
    tx.abort()
    assert mem.open_transactions() == []


def test_a_large_batch_pauses_the_cyclic_collector_and_restores_it(mem: Memory) -> None:
    """memtx.engine.batches: staging or committing a batch of `LARGE` versions or more runs with the cyclic collector
    off (its objects would otherwise be rescanned at every quarter of growth), and leaves the collector as it
    found it — on, or off when the caller had turned it off — even when the batch fails."""
    seen: list[bool] = []
    assert gc.isenabled()
    with PausedCollector(LARGE):
        seen.append(gc.isenabled())
    with PausedCollector(LARGE - 1):
        seen.append(gc.isenabled())
    assert seen == [False, True]
    assert gc.isenabled()
    gc.disable()
    try:
        with PausedCollector(LARGE):
            pass
        assert not gc.isenabled()  # the caller's choice stays
    finally:
        gc.enable()
    with pytest.raises(ZeroDivisionError), PausedCollector(LARGE):
        raise ZeroDivisionError
    assert gc.isenabled()
    mem.register_agent("owner")
    with mem.transaction(agent="writer") as tx:
        src = tx.observe(" ".join(f"item{i} costs {i}." for i in range(LARGE)), owner="owner", scope="shared")
        tx.propose_many(
            {"key": f"item{i}/price", "value": f"item{i} costs {i}", "evidence": f"item{i} costs {i}", "source": src.id}
            for i in range(LARGE)
        )
    assert gc.isenabled()
    assert tx.result is not None
    assert len(tx.result.outcomes) == LARGE
