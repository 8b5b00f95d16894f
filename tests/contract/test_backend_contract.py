"""Backend conformance: the semantics documented in `memtx.storage.base`, checked once for every backend.

Written against `Backend`/`Unit` only (DESIGN §11, STYLE §4). A backend joins the suite by adding one
`Flavor` to `FLAVORS`: how to open (again) the store that lives under a test's `tmp_path`, whether a second
opening sees the same data, and — for SQL backends — how to run raw SQL for the schema checks. A
PostgreSQL flavor driven by `MEMTX_TEST_POSTGRES_URL` is meant to be appended here.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

import pytest

from conftest import POSTGRES_URL, postgres_schema, postgres_schema_url, with_postgres_schema
from memtx.core.errors import InvalidArgument, SchemaError, StorageError
from memtx.core.keys import Cluster
from memtx.core.model import (
    Action,
    ActionStatus,
    Agent,
    ContractKind,
    Event,
    Isolation,
    Kind,
    NamespaceGrant,
    OnUnsupported,
    Purpose,
    Record,
    Role,
    Scope,
    Source,
    State,
    TxnStatus,
)
from memtx.server.credentials import CREDENTIALS, Credential, stored_credentials
from memtx.storage.base import SCHEMA_VERSION, Backend, Unit
from memtx.storage.memory import MemoryBackend
from memtx.storage.postgres import PostgresBackend
from memtx.storage.schema import MIGRATIONS
from memtx.storage.shapes import ActiveEntry, Ahead
from memtx.storage.side import SideColumn, SideTable
from memtx.storage.sqlite import SQLiteBackend

SqlRunner = Callable[[Path, str, Sequence[Any]], list[tuple[Any, ...]]]


@dataclass(frozen=True)
class Flavor:
    """How the suite reaches one kind of backend."""

    name: str
    open: Callable[[Path], Backend]  # open the store that belongs to this test (tmp_path); may be called again
    shared: bool  # a second `open` reaches the same store (persistent, several connections)
    sql: SqlRunner | None = None  # raw SQL on the store, for the schema checks of SQL backends


def _sqlite_path(tmp_path: Path) -> Path:
    return tmp_path / "contract.db"


def _sqlite_sql(tmp_path: Path, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    with closing(sqlite3.connect(_sqlite_path(tmp_path))) as conn:
        rows = conn.execute(sql, params).fetchall()
        conn.commit()
        return rows


def _postgres_open(tmp_path: Path) -> Backend:
    return PostgresBackend(postgres_schema_url(postgres_schema(tmp_path)))


def _postgres_sql(tmp_path: Path, sql: str, params: Sequence[Any]) -> list[tuple[Any, ...]]:
    psycopg = pytest.importorskip("psycopg")
    with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
        conn.execute(f'SET search_path TO "{postgres_schema(tmp_path)}"')
        cur = conn.execute(sql.replace("?", "%s"), params)
        return list(cur.fetchall()) if cur.description is not None else []


FLAVORS: list[Flavor] = [
    Flavor("memory", lambda _tmp: MemoryBackend(), shared=False),
    Flavor("sqlite", lambda tmp: SQLiteBackend(_sqlite_path(tmp)), shared=True, sql=_sqlite_sql),
    Flavor("postgres", _postgres_open, shared=True, sql=_postgres_sql),
]


@pytest.fixture(params=FLAVORS, ids=[f.name for f in FLAVORS])
def flavor(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Flavor]:
    chosen: Flavor = request.param
    yield from with_postgres_schema(chosen, chosen.name == "postgres", tmp_path)


@pytest.fixture
def opener(flavor: Flavor, tmp_path: Path) -> Iterator[Callable[[], Backend]]:
    """Opens backends on this test's store; every one is closed at teardown."""
    opened: list[Backend] = []

    def open_backend() -> Backend:
        backend = flavor.open(tmp_path)
        opened.append(backend)
        return backend

    yield open_backend
    for backend in opened:
        backend.close()


@pytest.fixture
def backend(opener: Callable[[], Backend]) -> Backend:
    return opener()


class Boom(Exception):
    """Raised inside a unit to force its rollback."""


# --- building blocks ------------------------------------------------------------------------------------


def make_source(name: str, *, owner: str = "alice", seq: int = 0) -> Source:
    return Source(f"src-{name}", f"the text of {name}", owner, 0.5, Scope.SHARED, 100.0, seq)


def make_cluster(ckey: str) -> Cluster:
    subject, _, relation = ckey.partition("/")
    return Cluster(ckey, "", tuple(subject.split()), tuple(relation.split()))


def make_record(
    txn_id: int,
    source_id: str,
    ckey: str,
    *,
    value: str = "alice lives in paris",
    parents: tuple[int, ...] = (),
    kind: Kind = Kind.BELIEF,
    vid: int = 0,
) -> Record:
    return Record(
        vid=vid,
        key=ckey,
        canonical_key=ckey,
        value=value,
        evidence=value,
        source_id=source_id,
        writer="alice",
        confidence=0.75,
        kind=kind,
        owner="alice",
        scope=Scope.SHARED,
        readers=("bob", "carol"),
        parents=parents,
        event_time=123.5,
        valid_from=None,
        valid_to=None,
        state=State.TENTATIVE,
        reason="admitted",
        txn_id=txn_id,
    )


def transition(vid: int, ckey: str, frm: State, to: State, *, csn: int | None, txn: int | None = None) -> Event:
    return Event(0, "transition", txn, csn, vid, ckey, frm, to, "test")


def activation(ckey: str, vid: int | None, *, csn: int, txn: int | None = None) -> Event:
    return Event(0, "activate", txn, csn, vid, ckey, None, None, "activate")


@dataclass(frozen=True)
class Seeded:
    txns: tuple[int, ...]
    sources: tuple[str, ...]
    vids: tuple[int, ...]
    ckeys: tuple[str, ...]


def seed(backend: Backend) -> Seeded:
    """A small but complete store: every table holds something."""
    with backend.unit(write=True) as u:
        t1 = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        t2 = u.insert_txn("bob", Purpose.EXTERNAL_ACTION, Isolation.SERIALIZABLE, 0)
        s1 = u.insert_source(make_source("one"))
        s2 = u.insert_source(make_source("two", owner="bob"))
        u.put_agent(Agent("alice", "default"))
        u.put_agent(Agent("bob", "sales"))
        u.put_contract("", ContractKind.GOVERNED)
        u.put_contract("crm", ContractKind.TEMPORAL)
        u.insert_cluster(make_cluster("alice/city"), [("s", "alice"), ("r", "city")])
        u.insert_cluster(make_cluster("bob/city"), [("s", "bob"), ("r", "city")])
        u.put_alias("alice/city", "alice/city")
        u.put_alias("alice/town", "alice/city")
        u.put_alias("bob/city", "bob/city")
        r1 = u.insert_record(make_record(t1, s1.id, "alice/city"))
        r2 = u.insert_record(make_record(t1, s1.id, "alice/city", value="alice lives in rome", parents=(r1.vid,)))
        r3 = u.insert_record(make_record(t2, s2.id, "bob/city", parents=(r1.vid,)))
        for r in (r1, r2, r3):
            u.append_event(transition(r.vid, r.canonical_key, State.RAW, State.TENTATIVE, csn=None, txn=r.txn_id))
        u.append_event(transition(r1.vid, "alice/city", State.TENTATIVE, State.VALIDATED, csn=1, txn=t1))
        u.append_event(transition(r1.vid, "alice/city", State.VALIDATED, State.COMMITTED, csn=1, txn=t1))
        u.set_state(r1.vid, State.COMMITTED, "first_version", 1)
        u.put_active(ActiveEntry("alice/city", r1.vid, 1, t1))
        u.append_event(activation("alice/city", r1.vid, csn=1, txn=t1))
        u.finish_txn(t1, TxnStatus.COMMITTED, 1, "")
        u.set_last_csn(1)
        u.set_logical_now(150.0)
        u.add_pending_revocation(r3.vid, "bob", "wrong")
    return Seeded((t1, t2), (s1.id, s2.id), (r1.vid, r2.vid, r3.vid), ("alice/city", "bob/city"))


PROBE_NAMES = ("alice", "bob", "carol", "zed")
PROBE_NAMESPACES = ("", "crm", "hr")
PROBE_KEYS = ("alice/city", "alice/town", "bob/city", "carol/city", "new/key")
PROBE_TOKENS = ("alice", "bob", "carol", "city", "key", "new")


def dump(u: Unit, seeded: Seeded) -> dict[str, Any]:
    """Everything the contract lets a caller observe about the store (probing known and unknown ids)."""
    ids = range(1, 12)
    sources = (*seeded.sources, "src-new", "src-other")
    return {
        "last_csn": u.last_csn(),
        "logical_now": u.logical_now(),
        "max_vid": u.max_vid(),
        "records": list(u.iter_records()),
        "events": list(u.iter_events()),
        "active": list(u.iter_active()),
        "counts": {s: u.count_in_state(s) for s in State},
        "pending": u.pending_revocations(),
        "txns": [u.get_txn(i) for i in ids],
        "by_vid": [u.get_record(i) for i in ids],
        "children": [u.children(i) for i in ids],
        "by_txn": [u.records_of_txn(i) for i in ids],
        "sources": [u.get_source(s) for s in sources],
        "agents": [u.get_agent(n) for n in PROBE_NAMES],
        "contracts": [u.get_contract(n) for n in PROBE_NAMESPACES],
        "aliases": [u.alias(k) for k in PROBE_KEYS],
        "clusters": [u.get_cluster(k) for k in PROBE_KEYS],
        "by_cluster": [u.records_of_cluster(k) for k in PROBE_KEYS],
        "postings": [u.posting_size(side, t) for side in "sr" for t in PROBE_TOKENS],
        "clusters_with": [u.clusters_with(side, PROBE_TOKENS) for side in "sr"],
        "activations": [u.activation_history(k) for k in PROBE_KEYS],
        "activation_at": [u.activation_at(k, c) for k in PROBE_KEYS for c in range(4)],
        "transition_at": [u.transition_at(v, c) for v in ids for c in range(4)],
        "version_at": [u.version_at(k, c) for k in PROBE_KEYS for c in range(4)],
    }


def snapshot(backend: Backend, seeded: Seeded) -> dict[str, Any]:
    with backend.unit(write=False) as u:
        return dump(u, seeded)


def write_everything(u: Unit, seeded: Seeded) -> dict[str, int]:
    """Call every mutating method of `Unit` once; return the ids it was handed."""
    t1, t2 = seeded.txns
    r1, r2, r3 = seeded.vids
    txn = u.insert_txn("carol", Purpose.INTERNAL, Isolation.READ_COMMITTED, u.last_csn())
    src = u.insert_source(make_source("new", owner="carol"))
    u.put_agent(Agent("bob", "default"))
    u.put_agent(Agent("zed", "default"))
    u.put_contract("crm", ContractKind.GOVERNED)
    u.put_contract("hr", ContractKind.TEMPORAL)
    u.insert_cluster(make_cluster("carol/city"), [("s", "carol"), ("r", "city")])
    u.put_alias("carol/city", "carol/city")
    rec = u.insert_record(make_record(txn, src.id, "alice/city", parents=(r1, r2)))
    seq = u.append_event(transition(rec.vid, "alice/city", State.RAW, State.TENTATIVE, csn=None, txn=txn))
    u.append_event(transition(r2, "alice/city", State.TENTATIVE, State.VALIDATED, csn=2, txn=t1))
    u.append_event(activation("alice/city", None, csn=2, txn=txn))
    u.set_state(r1, State.SUPERSEDED, "superseded_by:x", None)
    u.set_state(r2, State.VALIDATED, "validated", 2)
    u.put_active(ActiveEntry("alice/city", None, 2, txn))
    u.put_active(ActiveEntry("bob/city", r3, 2, txn))
    u.finish_txn(t2, TxnStatus.ABORTED, None, "boom")
    u.finish_txn(txn, TxnStatus.COMMITTED, 2, "")
    u.set_last_csn(2)
    u.set_logical_now(999.0)
    u.remove_pending_revocation(r3)
    u.add_pending_revocation(r2, "carol", "also wrong")
    return {"txn": txn, "source_seq": src.seq, "vid": rec.vid, "seq": seq}


def fail_after(backend: Backend, body: Callable[[Unit], None]) -> None:
    """Run `body` in a write unit, then raise so that the unit must roll back."""
    with backend.unit(write=True) as u:
        body(u)
        raise Boom


# --- rollback ----------------------------------------------------------------------------------------------


def test_failed_write_unit_leaves_the_store_exactly_as_before(backend: Backend) -> None:
    seeded = seed(backend)
    before = snapshot(backend, seeded)

    def body(u: Unit) -> None:
        handed = write_everything(u, seeded)
        # Inside the unit its own writes are visible ...
        assert u.get_record(handed["vid"]) is not None
        assert u.last_csn() == 2
        assert u.pending_revocations() == [(seeded.vids[1], "carol", "also wrong")]
        assert dump(u, seeded) != before

    with pytest.raises(Boom):
        fail_after(backend, body)
    # ... and after the rollback none of them are.
    assert snapshot(backend, seeded) == before

    # The store stays usable, and ids handed out later never collide with committed ones.
    with backend.unit(write=True) as u:
        again = write_everything(u, seeded)
    assert again["vid"] > max(seeded.vids)
    assert again["txn"] > max(seeded.txns)
    assert again["seq"] > max(e.seq for e in before["events"])
    assert again["source_seq"] > max(s.seq for s in before["sources"] if s is not None)


def test_rollback_of_a_unit_that_only_created_things(backend: Backend) -> None:
    """Counters, postings and new ids vanish with the unit (nothing half-created stays behind)."""
    seeded = seed(backend)
    before = snapshot(backend, seeded)

    def body(u: Unit) -> None:
        txn = u.insert_txn("zed", Purpose.INTERNAL, Isolation.SNAPSHOT, 1)
        u.insert_cluster(make_cluster("alice/town"), [("s", "alice"), ("r", "town")])
        u.insert_record(make_record(txn, seeded.sources[0], "alice/town"))
        assert u.posting_size("s", "alice") == 2

    with pytest.raises(Boom):
        fail_after(backend, body)
    assert snapshot(backend, seeded) == before
    with backend.unit(write=False) as u:
        assert u.posting_size("s", "alice") == 1
        assert u.posting_size("r", "town") == 0
        assert u.get_cluster("alice/town") is None


def test_committed_unit_is_visible_to_later_units(backend: Backend) -> None:
    seeded = seed(backend)
    with backend.unit(write=True) as u:
        write_everything(u, seeded)
        inside = dump(u, seeded)
    assert snapshot(backend, seeded) == inside


# --- a new store ---------------------------------------------------------------------------------------------


def test_new_store_is_empty(backend: Backend) -> None:
    with backend.unit(write=False) as u:
        assert u.last_csn() == 0
        assert u.logical_now() == -math.inf
        assert u.max_vid() == 0
        assert list(u.iter_records()) == []
        assert list(u.iter_events()) == []
        assert list(u.iter_active()) == []
        assert u.pending_revocations() == []
        assert all(u.count_in_state(s) == 0 for s in State)


def test_get_methods_return_none_for_unknown_ids(backend: Backend) -> None:
    seed(backend)
    with backend.unit(write=False) as u:
        assert u.get_record(999) is None
        assert u.get_source("src-unknown") is None
        assert u.get_txn(999) is None
        assert u.get_agent("nobody") is None
        assert u.get_contract("no-such-namespace") is None
        assert u.get_cluster("no/such") is None
        assert u.alias("no/such") is None
        assert u.get_active("no/such") is None
        assert u.activation_at("no/such", 5) == (False, None)
        assert u.activation_history("no/such") == []
        assert u.transition_at(999, 5) is None
        assert u.children(999) == []
        assert u.records_of_txn(999) == []
        assert u.records_of_cluster("no/such") == []
        assert u.posting_size("s", "nothing") == 0
        assert u.clusters_with("s", ["nothing"]) == []


# --- clocks -------------------------------------------------------------------------------------------------


def test_set_last_csn_only_moves_forward(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        u.set_last_csn(3)
    for refused in (3, 2, 0):
        with pytest.raises(ValueError, match="csn"), backend.unit(write=True) as u:
            u.set_last_csn(refused)
    with backend.unit(write=True) as u:
        assert u.last_csn() == 3
        u.set_last_csn(4)
        u.set_last_csn(7)  # gaps are allowed; going back is not
    with backend.unit(write=False) as u:
        assert u.last_csn() == 7


def test_logical_clock_round_trips(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        u.set_logical_now(1_700_000_000.25)
        assert u.logical_now() == 1_700_000_000.25
    with backend.unit(write=False) as u:
        assert u.logical_now() == 1_700_000_000.25


# --- agents, contracts, sources ------------------------------------------------------------------------------


def test_agents_and_contracts_insert_or_replace(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        u.put_agent(Agent("alice", "default"))
        u.put_agent(Agent("alice", "sales"))
        u.put_contract("crm", ContractKind.TEMPORAL)
        u.put_contract("", ContractKind.GOVERNED)
        u.put_contract("crm", ContractKind.GOVERNED)
    with backend.unit(write=False) as u:
        assert u.get_agent("alice") == Agent("alice", "sales")
        assert u.get_contract("crm") is ContractKind.GOVERNED
        assert u.get_contract("") is ContractKind.GOVERNED
        assert u.get_contract("CRM") is None  # namespaces are stored as given; callers casefold


def test_read_ahead_changes_no_answer_and_never_hides_a_later_write(backend: Backend) -> None:
    """`Unit.read_ahead` is a hint: what the unit reads afterwards is what it would read without it — the rows as
    stored, None for missing ones — and a row the unit writes after the hint (before the read-ahead rows are taken)
    is what it then reads (PostgreSQL sends the reads at once and takes them into the unit's memo later)."""
    with backend.unit(write=True) as u:
        u.put_agent(Agent("alice", "default"))
        u.put_agent(Agent("bob", "default"))
        u.put_namespace(NamespaceGrant("crm", "alice", ("bob",)))
        u.put_synonym("crm", "mail", "email", 1)
        src = u.insert_source(make_source("a"))
        u.set_logical_now(50.0)
    ahead = Ahead(
        agents=("alice", "bob", "carol"),
        namespaces=("crm", "none"),
        sources=(src.id, "src-none"),
        fingerprints=("alice",),
        clock=True,
    )
    with backend.unit(write=True) as u:
        u.read_ahead(ahead)
        u.put_agent(Agent("bob", "sales"))  # written after the hint: read back as written
        u.put_synonym("crm", "phone no", "phone", 2)
        u.set_logical_now(60.0)
        assert u.get_agent("alice") == Agent("alice", "default")
        assert u.get_agent("bob") == Agent("bob", "sales")
        assert u.get_agent("carol") is None
        assert u.get_namespace("crm") == NamespaceGrant("crm", "alice", ("bob",))
        assert u.get_namespace("none") is None
        assert u.synonyms("crm") == {"mail": "email", "phone no": "phone"}
        assert u.synonyms("none") == {}
        assert u.source_meta(src.id) == (src.authority, src.scope, src.seq, src.observed_at)
        assert u.source_meta("src-none") is None
        assert u.has_fingerprints("alice") is False
        assert u.logical_now() == 60.0
    with backend.unit(write=False) as u:
        u.read_ahead(ahead)
        assert [u.get_agent(n) for n in ("alice", "bob", "carol")] == [
            Agent("alice", "default"),
            Agent("bob", "sales"),
            None,
        ]
        assert u.logical_now() == 60.0


def test_sources_get_increasing_observation_seqs(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        first = u.insert_source(make_source("a", seq=500))  # the given seq is ignored
        second = u.insert_source(make_source("b", seq=1))
    with backend.unit(write=True) as u:
        third = u.insert_source(make_source("c"))
    assert first.seq < second.seq < third.seq
    assert first == replace(make_source("a"), seq=first.seq)
    with backend.unit(write=False) as u:
        assert u.get_source(first.id) == first
        assert u.get_source(third.id) == third
        stored = u.get_source(second.id)
    assert stored is not None
    assert isinstance(stored.scope, Scope)
    assert isinstance(stored.authority, float)


# --- records, provenance, journal ------------------------------------------------------------------------------


def test_record_round_trips_every_field(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        parent = u.insert_record(make_record(txn, src.id, "k/v"))
        draft = replace(
            make_record(txn, src.id, "k/v", value="爱丽丝住在巴黎 — “quoted”", parents=(parent.vid,)),
            kind=Kind.SUMMARY,
            scope=Scope.PUBLIC,
            readers=(),
            valid_from=10.5,
            valid_to=20.0,
            confidence=1.0,
        )
        stored = u.insert_record(draft)
    assert stored.vid == parent.vid + 1  # vid 0 takes the next one
    assert stored == replace(draft, vid=stored.vid)
    with backend.unit(write=False) as u:
        assert u.get_record(stored.vid) == stored
        assert u.get_record(parent.vid) == parent
        assert u.max_vid() == stored.vid


def test_allocated_vids_and_in_flight_entries(backend: Backend) -> None:
    """DESIGN §6: staging allocates vids and registers in-flight entries; the commit stores the versions
    under those vids later, after other versions may have taken newer ones."""
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        first = u.allocate_vids(2)
        u.register_in_flight(txn, [(first, "k/v"), (first + 1, "k/w")])
    with backend.unit(write=True) as u:
        other = u.insert_record(make_record(txn, src.id, "k/x"))  # takes the next vid after the allocation
        assert other.vid == first + 2
        assert u.tentative_keys(["k/w", "k/x", "k/v"]) == ["k/v", "k/w"]
        assert u.in_flight() == [(txn, first, "k/v"), (txn, first + 1, "k/w")]
    with backend.unit(write=True) as u:
        u.allocate_vids(5)  # an allocation whose versions are never stored (their process died)
    with backend.unit(write=True) as u:
        late = u.insert_record(make_record(txn, src.id, "k/v", vid=first))  # the staged one, stored by its commit
        u.clear_in_flight(txn)
    assert late.vid == first
    with backend.unit(write=False) as u:
        assert u.get_record(first) == late
        assert u.in_flight() == []
        assert u.tentative_keys(["k/v"]) == []
        assert u.max_vid() == first + 7


def test_vids_and_event_seqs_strictly_increase(backend: Backend) -> None:
    vids: list[int] = []
    seqs: list[int] = []
    txns: list[int] = []
    for _ in range(3):
        with backend.unit(write=True) as u:
            txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, u.last_csn())
            txns.append(txn)
            src = u.get_source("src-a") or u.insert_source(make_source("a"))
            for _ in range(2):
                rec = u.insert_record(make_record(txn, src.id, "k/v"))
                vids.append(rec.vid)
                seqs.append(
                    u.append_event(replace(transition(rec.vid, "k/v", State.RAW, State.TENTATIVE, csn=None), seq=99))
                )
    assert vids == sorted(set(vids))
    assert seqs == sorted(set(seqs))
    assert txns == sorted(set(txns))
    with backend.unit(write=False) as u:
        assert u.max_vid() == vids[-1]
        assert [r.vid for r in u.iter_records()] == vids
        assert [e.seq for e in u.iter_events()] == seqs


def test_event_round_trips(backend: Backend) -> None:
    events = [
        Event(0, "transition", 4, None, 1, "k/v", State.RAW, State.TENTATIVE, "admitted"),
        Event(0, "transition", 4, 2, 1, "k/v", State.TENTATIVE, State.QUARANTINED, "low_evidence"),
        Event(0, "activate", 5, 3, None, "k/v", None, None, "activate"),
        Event(0, "gate", None, None, None, None, None, None, "blocked:in_flight"),
    ]
    with backend.unit(write=True) as u:
        seqs = [u.append_event(e) for e in events]
    with backend.unit(write=False) as u:
        assert list(u.iter_events()) == [replace(e, seq=s) for e, s in zip(events, seqs, strict=True)]


def test_events_about_taken_seqs_and_last_seq(backend: Backend) -> None:
    """A targeted restore's reads (DESIGN §10): the transitions of some versions (staging hops with no csn
    included) and the activations of some keys, in seq order; the seqs in use in a range; the last seq."""
    events = [
        Event(0, "transition", 4, None, 1, "a/v", State.RAW, State.TENTATIVE, "admitted"),
        Event(0, "transition", 4, None, 2, "b/v", State.RAW, State.TENTATIVE, "admitted"),
        Event(0, "transition", 4, 1, 1, "a/v", State.TENTATIVE, State.VALIDATED, "first_version"),
        Event(0, "activate", 4, 1, 1, "a/v", None, None, "activate"),
        Event(0, "activate", 4, 1, 2, "b/v", None, None, "activate"),
        Event(0, "abort", 5, None, None, None, None, None, "txn_aborted:x"),
    ]
    with backend.unit(write=False) as u:
        assert u.last_seq() == 0
        assert u.events_about([1], ["a/v"]) == []
    with backend.unit(write=True) as u:
        seqs = [u.append_event(e) for e in events]
        u.repair_journal([seqs[1]], [])  # a hole at the second seq
    stored = [replace(e, seq=s) for e, s in zip(events, seqs, strict=True)]
    with backend.unit(write=False) as u:
        assert u.events_about([1], ["a/v"]) == [stored[0], stored[2], stored[3]]
        assert u.events_about([2], []) == []
        assert u.events_about([], ["b/v"]) == [stored[4]]
        assert u.taken_seqs(seqs[0], seqs[2]) == {seqs[0], seqs[2]}
        assert u.taken_seqs(seqs[-1] + 1, seqs[-1] + 9) == set()
        assert u.last_seq() == seqs[-1]


def test_put_a_digest_buckets_sets_some_buckets_and_the_total(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        u.set_a_digests({3: 7, 9: 11, 12: 1})
        u.put_a_digest_buckets({3: 5, 9: 0, 10: 0})
    with backend.unit(write=False) as u:
        assert {b: d for b, d in u.a_digest_buckets().items() if d} == {3: 5, 12: 1}
        assert u.a_digest() == 6


def test_set_state_changes_only_lifecycle_fields(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        rec = u.insert_record(make_record(txn, src.id, "k/v"))
        u.set_state(rec.vid, State.COMMITTED, "first_version", 3)
        committed = u.get_record(rec.vid)
        u.set_state(rec.vid, State.SUPERSEDED, "superseded_by:9", None)  # csn=None keeps the stored csn
        superseded = u.get_record(rec.vid)
    assert committed == replace(rec, state=State.COMMITTED, reason="first_version", csn=3)
    assert superseded == replace(rec, state=State.SUPERSEDED, reason="superseded_by:9", csn=3)
    with backend.unit(write=False) as u:
        assert u.get_record(rec.vid) == superseded
        assert u.count_in_state(State.SUPERSEDED) == 1
        assert u.count_in_state(State.TENTATIVE) == 0


def test_versions_stored_out_of_vid_order_are_listed_in_vid_order(backend: Backend) -> None:
    """Regression (a rare failure of the stateful test): vids are allocated at staging but a version is
    stored by its transaction's commit or abort, so a later commit stores a lower vid after a higher one;
    a key's history and a transaction's versions are still in vid order."""
    with backend.unit(write=True) as u:
        t1 = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        t2 = u.insert_txn("bob", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        first = u.allocate_vids(3)
        u.insert_records([replace(make_record(t2, src.id, "a/x"), vid=first + 2)])
        u.insert_records([replace(make_record(t1, src.id, "a/x"), vid=first + 1)])
        u.insert_records([replace(make_record(t1, src.id, "a/x"), vid=first)])
    with backend.unit(write=False) as u:
        assert [r.vid for r in u.records_of_cluster("a/x")] == [first, first + 1, first + 2]
        assert [r.vid for r in u.records_of_txn(t1)] == [first, first + 1]


def test_records_of_txn_and_of_cluster_are_in_vid_order(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        t1 = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        t2 = u.insert_txn("bob", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        plan = [(t1, "a/x"), (t2, "b/x"), (t1, "b/x"), (t2, "a/x"), (t1, "a/x"), (t2, "b/x")]
        made = [u.insert_record(make_record(t, src.id, k)) for t, k in plan]
        u.set_state(made[0].vid, State.REVOKED, "gone", None)  # state does not affect membership or order
    with backend.unit(write=False) as u:
        for txn in (t1, t2):
            assert [r.vid for r in u.records_of_txn(txn)] == [r.vid for r in made if r.txn_id == txn]
        for ckey in ("a/x", "b/x"):
            assert [r.vid for r in u.records_of_cluster(ckey)] == [r.vid for r in made if r.canonical_key == ckey]
        assert u.records_of_txn(t1)[0].state is State.REVOKED


def test_children_lists_declared_children_ascending(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        p1 = u.insert_record(make_record(txn, src.id, "p/one")).vid
        p2 = u.insert_record(make_record(txn, src.id, "p/two")).vid
        c1 = u.insert_record(make_record(txn, src.id, "c/one", parents=(p2, p1))).vid
        c2 = u.insert_record(make_record(txn, src.id, "c/two", parents=(p1,))).vid
        g = u.insert_record(make_record(txn, src.id, "g/one", parents=(c1,))).vid
    with backend.unit(write=False) as u:
        assert u.children(p1) == [c1, c2]
        assert u.children(p2) == [c1]
        assert u.children(c1) == [g]  # direct children only
        assert u.children(c2) == []
        assert u.get_record(c1).parents == (p2, p1)  # declared order is kept on the record


def test_count_in_state(backend: Backend) -> None:
    seeded = seed(backend)
    with backend.unit(write=False) as u:
        assert u.count_in_state(State.COMMITTED) == 1
        assert u.count_in_state(State.TENTATIVE) == 2
        assert sum(u.count_in_state(s) for s in State) == len(seeded.vids)


def test_records_of_a_transaction_a_key_or_both(backend: Backend) -> None:
    seeded = seed(backend)
    t1, t2 = seeded.txns
    r1, r2, r3 = seeded.vids
    with backend.unit(write=False) as u:
        assert [r.vid for r in u.records_of(txn_id=t1)] == [r1, r2] == [r.vid for r in u.records_of_txn(t1)]
        assert [r.vid for r in u.records_of(ckey="alice/city")] == [r1, r2]
        assert [r.vid for r in u.records_of_cluster("bob/city")] == [r3]
        assert [r.vid for r in u.records_of(txn_id=t2, ckey="bob/city")] == [r3]
        assert u.records_of(txn_id=t2, ckey="alice/city") == []
        assert u.records_of(ckey="no/such") == []
        with pytest.raises(InvalidArgument):
            u.records_of()


def test_a_namespaces_contract_is_one_read(backend: Backend) -> None:
    seed(backend)
    with backend.unit(write=True) as u:
        u.put_contract("hr", ContractKind.TEMPORAL, OnUnsupported.QUARANTINE)
    with backend.unit(write=False) as u:
        assert u.contract("hr") == (ContractKind.TEMPORAL, OnUnsupported.QUARANTINE)
        assert u.contract("crm") == (ContractKind.TEMPORAL, OnUnsupported.REJECT)
        assert u.contract("none") is None
        assert (u.get_contract("hr"), u.get_on_unsupported("hr")) == (ContractKind.TEMPORAL, OnUnsupported.QUARANTINE)
        assert (u.get_contract("none"), u.get_on_unsupported("none")) == (None, None)


def test_quarantined_pages_and_filters_by_cluster_and_reason(backend: Backend) -> None:
    """One read of the quarantined versions (DESIGN §4): a page of the review queue, or the quarantine lane's
    versions of some clusters whose reason starts with a prefix, all of them."""
    seeded = seed(backend)
    r1, r2, r3 = seeded.vids
    with backend.unit(write=True) as u:
        u.set_states(
            [
                (r2, State.QUARANTINED, "unsupported:no_evidence", None, None),
                (r3, State.QUARANTINED, "conflict", None, None),
            ]
        )
    with backend.unit(write=False) as u:
        assert [r.vid for r in u.quarantined()] == [r2, r3]
        assert [r.vid for r in u.quarantined(after=r2, limit=5)] == [r3]
        assert [r.vid for r in u.quarantined(limit=1)] == [r2]
        assert [r.vid for r in u.quarantined(limit=None, reason="unsupported:")] == [r2]
        assert [r.vid for r in u.quarantined(ckeys=["bob/city", "alice/city"], limit=None)] == [r2, r3]
        assert [r.vid for r in u.quarantined(ckeys=["bob/city"], reason="unsupported:")] == []
        assert [r.vid for r in u.quarantined(ckeys=["alice/city"], reason="unsupported:", limit=None)] == [r2]
        assert [r.vid for r in u.quarantined(ckeys=["alice/city", "bob/city"], limit=1)] == [r2]
        assert u.quarantined(ckeys=[]) == []
        assert r1 not in [r.vid for r in u.quarantined(limit=None)]


# --- as-of reads from the journal ----------------------------------------------------------------------------


def test_activation_at_and_activation_history(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        v1, v2, v3, other = (u.insert_record(make_record(txn, src.id, k)).vid for k in ("k/v",) * 3 + ("o/v",))
        u.append_event(activation("k/v", v1, csn=1))
        u.append_event(activation("o/v", other, csn=2))
        u.append_event(transition(v2, "k/v", State.TENTATIVE, State.VALIDATED, csn=3))  # not an activation
        u.append_event(activation("k/v", v2, csn=3))
        u.append_event(activation("k/v", None, csn=5))  # the key lost its winner
        u.append_event(activation("k/v", v3, csn=7))
        u.append_event(activation("k/v", v2, csn=7))  # same csn: the later event wins
    with backend.unit(write=False) as u:
        assert u.activation_at("k/v", 0) == (False, None)
        assert u.activation_at("k/v", 1) == (True, v1)
        assert u.activation_at("k/v", 2) == (True, v1)
        assert u.activation_at("k/v", 4) == (True, v2)
        assert u.activation_at("k/v", 5) == (True, None)
        assert u.activation_at("k/v", 6) == (True, None)
        assert u.activation_at("k/v", 7) == (True, v2)
        assert u.activation_at("k/v", 100) == (True, v2)
        assert u.activation_at("o/v", 1) == (False, None)
        assert u.activation_at("o/v", 2) == (True, other)
        assert u.activation_history("k/v") == [(7, v2), (7, v3), (5, None), (3, v2), (1, v1)]
        assert u.activation_history("o/v") == [(2, other)]


def test_version_at_is_the_activation_the_version_and_its_transition_as_of_a_csn(backend: Backend) -> None:
    """`version_at` (one read on the SQL backends) answers what `activation_at`, `get_record` and `transition_at`
    answer together: nothing before the first activation or while A held no version, else the version with its
    state as of the csn (a transition after the csn does not show, nor one without a csn)."""
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        v1, v2 = (u.insert_record(make_record(txn, src.id, "k/v")).vid for _ in range(2))
        u.append_event(transition(v1, "k/v", State.RAW, State.TENTATIVE, csn=None))
        u.append_event(transition(v1, "k/v", State.TENTATIVE, State.COMMITTED, csn=1))
        u.append_event(activation("k/v", v1, csn=1))
        u.append_event(transition(v1, "k/v", State.COMMITTED, State.REVOKED, csn=3))
        u.append_event(activation("k/v", None, csn=3))
        u.append_event(activation("k/v", v2, csn=5))
    with backend.unit(write=False) as u:
        first = u.get_record(v1)
        assert first is not None
        assert u.version_at("k/v", 0) is None
        assert u.version_at("k/v", 1) == (first, (State.COMMITTED, "test"))
        assert u.version_at("k/v", 2) == (first, (State.COMMITTED, "test"))
        assert u.version_at("k/v", 3) is None  # A held no version from csn 3
        assert u.version_at("k/v", 5) == (u.get_record(v2), None)  # no transition with a csn yet
        assert u.version_at("no/such", 5) is None
        for c in range(7):
            found, vid = u.activation_at("k/v", c)
            composed = None if not found or vid is None else (u.get_record(vid), u.transition_at(vid, c))
            assert u.version_at("k/v", c) == composed


def test_transition_at_follows_transitions_with_a_csn(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        vid = u.insert_record(make_record(txn, src.id, "k/v")).vid
        other = u.insert_record(make_record(txn, src.id, "k/v")).vid
        u.append_event(transition(vid, "k/v", State.RAW, State.TENTATIVE, csn=None))  # staging has no csn
        u.append_event(transition(vid, "k/v", State.TENTATIVE, State.VALIDATED, csn=2))
        u.append_event(transition(vid, "k/v", State.VALIDATED, State.COMMITTED, csn=2))
        u.append_event(transition(other, "k/v", State.TENTATIVE, State.REVOKED, csn=4))
        u.append_event(transition(vid, "k/v", State.COMMITTED, State.SUPERSEDED, csn=5))
    with backend.unit(write=False) as u:
        assert u.transition_at(vid, 0) is None
        assert u.transition_at(vid, 1) is None
        assert u.transition_at(vid, 2) == (State.COMMITTED, "test")  # the later of two events at one csn
        assert u.transition_at(vid, 4) == (State.COMMITTED, "test")
        assert u.transition_at(vid, 5) == (State.SUPERSEDED, "test")
        assert u.transition_at(vid, 50) == (State.SUPERSEDED, "test")
        assert u.transition_at(other, 3) is None
        assert u.transition_at(other, 4) == (State.REVOKED, "test")


# --- the active map ---------------------------------------------------------------------------------------------


def test_active_map_rows_and_tombstones(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        v1 = u.insert_record(make_record(txn, src.id, "b/v")).vid
        v2 = u.insert_record(make_record(txn, src.id, "b/v")).vid
        v3 = u.insert_record(make_record(txn, src.id, "a/v")).vid
        u.put_active(ActiveEntry("b/v", v1, 1, txn))
        u.put_active(ActiveEntry("b/v", v2, 2, txn))  # replaces
        u.put_active(ActiveEntry("a/v", v3, 2, txn))
        u.put_active(ActiveEntry("c/v", None, 3, txn))  # a tombstone: no winner, but the change is kept
    with backend.unit(write=False) as u:
        assert u.get_active("b/v") == ActiveEntry("b/v", v2, 2, txn)
        assert u.get_active("c/v") == ActiveEntry("c/v", None, 3, txn)
        assert list(u.iter_active()) == [
            ActiveEntry("a/v", v3, 2, txn),
            ActiveEntry("b/v", v2, 2, txn),
            ActiveEntry("c/v", None, 3, txn),
        ]
    with backend.unit(write=True) as u:
        u.put_active(ActiveEntry("a/v", None, 4, txn))
    with backend.unit(write=False) as u:
        assert u.get_active("a/v") == ActiveEntry("a/v", None, 4, txn)
        assert len(list(u.iter_active())) == 3


# --- canonical keys ----------------------------------------------------------------------------------------------


def test_aliases_and_clusters(backend: Backend) -> None:
    cluster = Cluster("alice smith/home city", "crm", ("alice", "smith"), ("home", "city"))
    with backend.unit(write=True) as u:
        u.insert_cluster(cluster, [("s", "alice"), ("r", "city")])
        u.put_alias("alice smith/home city", cluster.ckey)
        u.put_alias("alice smith jones/home city", cluster.ckey)
    with backend.unit(write=False) as u:
        assert u.get_cluster(cluster.ckey) == cluster
        assert u.alias("alice smith jones/home city") == cluster.ckey
        assert u.alias("alice/home city") is None


def test_postings_count_clusters_and_clusters_with_dedups_in_ckey_order(backend: Backend) -> None:
    clusters = {
        "m/x": [("s", "t1"), ("s", "t2"), ("r", "t1")],
        "c/x": [("s", "t2")],
        "z/x": [("s", "t1"), ("r", "t9")],
        "a/x": [("r", "t2")],
    }
    with backend.unit(write=True) as u:
        for ckey, postings in clusters.items():
            u.insert_cluster(make_cluster(ckey), postings)
    with backend.unit(write=False) as u:
        assert u.posting_size("s", "t1") == 2
        assert u.posting_size("s", "t2") == 2
        assert u.posting_size("r", "t1") == 1
        assert u.posting_size("r", "t2") == 1
        assert u.posting_size("r", "t9") == 1
        assert u.posting_size("s", "t9") == 0  # sides are separate
        # "m/x" is indexed under both tokens and is listed once; results come in ckey order.
        assert [c.ckey for c in u.clusters_with("s", ["t2", "t1"])] == ["c/x", "m/x", "z/x"]
        assert [c.ckey for c in u.clusters_with("s", ["t1", "t1"])] == ["m/x", "z/x"]
        assert [c.ckey for c in u.clusters_with("r", ["t1", "t2"])] == ["a/x", "m/x"]
        assert u.clusters_with("s", []) == []
        assert u.clusters_with("r", ["absent"]) == []
        assert u.clusters_with("s", ["t2"])[0] == make_cluster("c/x")


# --- transactions and pending revocations -------------------------------------------------------------------------


def test_open_txns_lists_only_open_headers_in_id_order(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        a = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        b = u.insert_txn("bob", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        c = u.insert_txn("carol", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        u.finish_txn(b, TxnStatus.COMMITTED, 1, "")
    with backend.unit(write=False) as u:
        assert [(t.id, t.agent, t.status) for t in u.open_txns()] == [
            (a, "alice", TxnStatus.OPEN),
            (c, "carol", TxnStatus.OPEN),
        ]


def test_transaction_headers(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        first = u.insert_txn("alice", Purpose.EXTERNAL_ACTION, Isolation.SERIALIZABLE, 0)
        second = u.insert_txn("bob", Purpose.INTERNAL, Isolation.READ_COMMITTED, 4)
        opened = u.get_txn(second)
        u.finish_txn(first, TxnStatus.COMMITTED, 5, "")
        u.finish_txn(second, TxnStatus.ABORTED, None, "stale_late_write")
    assert first < second
    assert opened is not None
    assert (opened.agent, opened.purpose, opened.isolation, opened.snapshot_csn) == (
        "bob",
        Purpose.INTERNAL,
        Isolation.READ_COMMITTED,
        4,
    )
    assert (opened.status, opened.csn, opened.reason) == (TxnStatus.OPEN, None, "")
    with backend.unit(write=False) as u:
        done = u.get_txn(first)
        aborted = u.get_txn(second)
    assert done is not None
    assert aborted is not None
    assert (done.id, done.agent, done.purpose, done.isolation) == (
        first,
        "alice",
        Purpose.EXTERNAL_ACTION,
        Isolation.SERIALIZABLE,
    )
    assert (done.status, done.csn, done.reason) == (TxnStatus.COMMITTED, 5, "")
    assert (aborted.status, aborted.csn, aborted.reason) == (TxnStatus.ABORTED, None, "stale_late_write")


def test_pending_revocations_in_vid_order(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        vids = [u.insert_record(make_record(txn, src.id, "k/v")).vid for _ in range(3)]
        u.add_pending_revocation(vids[2], "alice", "wrong")
        u.add_pending_revocation(vids[0], "bob", "retracted")
        u.add_pending_revocation(vids[1], "carol", "stale")
    with backend.unit(write=False) as u:
        assert u.pending_revocations() == [
            (vids[0], "bob", "retracted"),
            (vids[1], "carol", "stale"),
            (vids[2], "alice", "wrong"),
        ]
    with backend.unit(write=True) as u:
        u.remove_pending_revocation(vids[1])
        u.add_pending_revocation(vids[0], "bob", "retracted")  # marking twice keeps one entry
    with backend.unit(write=False) as u:
        assert [p[0] for p in u.pending_revocations()] == [vids[0], vids[2]]


# --- lifetime, persistence, concurrency -------------------------------------------------------------------------


def test_close_is_idempotent(opener: Callable[[], Backend]) -> None:
    backend = opener()
    seed(backend)
    backend.close()
    backend.close()


def test_data_survives_close_and_reopen(flavor: Flavor, opener: Callable[[], Backend]) -> None:
    if not flavor.shared:
        pytest.skip(f"the {flavor.name} backend does not persist")
    first = opener()
    seeded = seed(first)
    with first.unit(write=True) as u:
        write_everything(u, seeded)
    before = snapshot(first, seeded)
    first.close()
    reopened = opener()
    assert snapshot(reopened, seeded) == before
    with reopened.unit(write=True) as u:  # and the counters continue where they were
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 2)
        rec = u.insert_record(make_record(txn, seeded.sources[0], "alice/city"))
        src = u.insert_source(make_source("later"))
    assert rec.vid > before["max_vid"]
    assert txn > max(t.id for t in before["txns"] if t is not None)
    assert src.seq > max(s.seq for s in before["sources"] if s is not None)


def test_read_unit_is_a_consistent_view(flavor: Flavor, opener: Callable[[], Backend]) -> None:
    """A read unit keeps seeing the store as of its first read while another connection commits."""
    if not flavor.shared:
        pytest.skip(f"the {flavor.name} backend has one connection per store")
    reader, writer = opener(), opener()
    seeded = seed(writer)
    with reader.unit(write=False) as r:
        before = dump(r, seeded)
        with writer.unit(write=True) as w:
            write_everything(w, seeded)
        assert dump(r, seeded) == before
    assert snapshot(reader, seeded) != before


def _catalog(u: Unit, late: str = "late") -> tuple[object, ...]:
    """Every small row a unit may keep from the unit before it (SQLite's `UnitMemo`)."""
    return (
        u.get_agent("alice"),
        u.get_contract("ops"),
        u.source_meta(f"src-{late}"),
        u.last_csn(),
        u.logical_now(),
        u.a_digest(),
        u.has_pending_revocations(),
        u.has_fingerprints("alice"),
    )


def _change_catalog(u: Unit, late: str = "late") -> None:
    u.put_agent(Agent("alice", f"team-{late}", Role.OPERATOR))
    u.put_contract("ops", ContractKind.GOVERNED)
    u.insert_source(make_source(late))
    u.set_last_csn(u.last_csn() + 5)
    u.set_logical_now(12345.0)
    u.set_a_digests({7: 99})
    txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
    rec = u.insert_record(make_record(txn, f"src-{late}", "alice/city"))
    u.add_pending_revocation(rec.vid, "alice", "test")


def test_a_unit_sees_catalog_rows_another_connection_committed(flavor: Flavor, opener: Callable[[], Backend]) -> None:
    """Whatever a backend keeps between units, a unit reads the file as it is: another connection's
    commit of an agent, a contract, a source, the clocks, A's digest or a pending revocation is seen."""
    if not flavor.shared:
        pytest.skip(f"the {flavor.name} backend has one connection per store")
    mine, other = opener(), opener()
    for write in (True, False):
        late = f"late-{write}"
        with mine.unit(write=True) as u:
            before = _catalog(u, late)  # warm whatever this connection keeps
        with other.unit(write=True) as w:
            _change_catalog(w, late)
            expected = _catalog(w, late)
        with mine.unit(write=write) as u:
            assert _catalog(u, late) == expected != before
        assert mine.last_csn() == expected[3]
        with other.unit(write=True) as w:  # back to a state the next round can change again
            for vid, _, _ in w.pending_revocations():
                w.remove_pending_revocation(vid)


def test_a_rolled_back_unit_leaves_no_catalog_behind(backend: Backend) -> None:
    with backend.unit(write=True) as u:
        before = _catalog(u)
    changed: list[tuple[object, ...]] = []

    def change_then_fail() -> None:
        with backend.unit(write=True) as u:
            _change_catalog(u)
            changed.append(_catalog(u))
            raise Boom

    with pytest.raises(Boom):
        change_then_fail()
    assert changed
    assert changed[0] != before
    with backend.unit(write=True) as u:
        assert _catalog(u) == before
    assert backend.last_csn() == before[3]


def test_a_write_outside_any_unit_is_seen(flavor: Flavor, tmp_path: Path, backend: Backend) -> None:
    """Raw SQL on the store (here through a separate connection or the backend's own) is never hidden by
    what the backend remembers."""
    if flavor.sql is None:
        pytest.skip(f"the {flavor.name} backend has no SQL schema")
    with backend.unit(write=True) as u:
        u.put_agent(Agent("alice", "red", Role.AGENT))
    with backend.unit(write=True) as u:
        assert u.get_agent("alice") == Agent("alice", "red", Role.AGENT)
    own = getattr(backend, "_conn", None)
    if isinstance(own, sqlite3.Connection):
        own.execute("UPDATE agents SET team = 'green' WHERE name = 'alice'")
        with backend.unit(write=False) as u:
            assert u.get_agent("alice") == Agent("alice", "green", Role.AGENT)
    flavor.sql(tmp_path, "UPDATE agents SET team = 'violet' WHERE name = 'alice'", ())
    with backend.unit(write=False) as u:
        assert u.get_agent("alice") == Agent("alice", "violet", Role.AGENT)


# --- schema --------------------------------------------------------------------------------------------------


def test_schema_migrations_are_recorded_once(flavor: Flavor, tmp_path: Path, opener: Callable[[], Backend]) -> None:
    if flavor.sql is None:
        pytest.skip(f"the {flavor.name} backend has no SQL schema")
    opener().close()
    opener().close()  # reopening applies nothing twice
    versions = [row[0] for row in flavor.sql(tmp_path, "SELECT version FROM schema_migrations ORDER BY version", ())]
    assert versions == list(range(1, len(MIGRATIONS) + 1))
    assert versions[-1] == SCHEMA_VERSION


def test_future_schema_version_is_refused(flavor: Flavor, tmp_path: Path, opener: Callable[[], Backend]) -> None:
    if flavor.sql is None:
        pytest.skip(f"the {flavor.name} backend has no SQL schema")
    seeded = seed(opener())
    future = len(MIGRATIONS) + 1
    flavor.sql(tmp_path, "INSERT INTO schema_migrations (version, applied) VALUES (?, 'later')", (future,))
    with pytest.raises(SchemaError, match=str(future)):
        opener()
    # The refusal changed nothing: removing the future row makes the store open as it was.
    flavor.sql(tmp_path, "DELETE FROM schema_migrations WHERE version = ?", (future,))
    with opener().unit(write=False) as u:
        assert [r.vid for r in u.iter_records()] == list(seeded.vids)


def test_restore_primitives_drop_put_back_and_append(backend: Backend) -> None:
    """DESIGN §10: restore drops exact copies, puts lost events back under their free seqs, appends the
    rest, and removes A rows; the as-of indexes follow."""
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        src = u.insert_source(make_source("a"))
        rec = u.insert_record(make_record(txn, src.id, "k/v"))
        u.put_active(ActiveEntry("k/v", rec.vid, 1, txn))
        u.put_active(ActiveEntry("k/w", rec.vid, 1, txn))
        u.append_events(
            [
                Event(0, "transition", txn, None, rec.vid, "k/v", State.RAW, State.TENTATIVE, "a"),
                Event(0, "transition", txn, 1, rec.vid, "k/v", State.TENTATIVE, State.VALIDATED, "a"),
                Event(0, "transition", txn, 1, rec.vid, "k/v", State.VALIDATED, State.COMMITTED, "a"),
            ]
        )
    with backend.unit(write=False) as u:
        first, lost, third = list(u.iter_events())
    with backend.unit(write=True) as u:
        u.repair_journal([lost.seq, third.seq], [])  # a lost middle event and a lost tail
    with backend.unit(write=True) as u:
        activate = Event(0, "activate", txn, 1, rec.vid, "k/v", None, None, "activate")
        u.repair_journal([], [lost, activate])  # `lost` keeps its seq; the activation is appended
        u.repair_active([], ["k/w"])
    with backend.unit(write=False) as u:
        events = list(u.iter_events())
        assert [e.seq for e in events[:2]] == [first.seq, lost.seq]
        assert events[1] == lost
        assert events[-1].kind == "activate"
        assert events[-1].seq > lost.seq
        assert u.activation_at("k/v", 1) == (True, rec.vid)
        assert [e.ckey for e in u.iter_active()] == ["k/v"]


# --- side tables: a layer above the engine keeps its rows in the store (`SideTable`) ------------------------

_NOTES = SideTable(
    "notes",
    (
        SideColumn("id"),
        SideColumn("handle"),
        SideColumn("owner"),
        SideColumn("size", "integer"),
        SideColumn("at", "real", nullable=True),
    ),
    unique=("handle",),
    indexed=("owner",),
    order=("size",),
)


def _note(key: str, handle: str, owner: str, size: int, at: float | None = None) -> dict[str, Any]:
    return {"id": key, "handle": handle, "owner": owner, "size": size, "at": at}


def test_a_side_table_is_created_written_listed_updated_and_rolled_back(backend: Backend) -> None:
    with backend.unit(write=False) as u:
        assert u.side_rows(_NOTES) == []  # never created: no rows
    with backend.unit(write=True) as u:
        assert u.side_update(_NOTES, {"at": 1.0}, {}) == 0
        u.side_create(_NOTES)
        u.side_create(_NOTES)  # (exists: left as it is)
        u.side_insert(_NOTES, _note("b", "hb", "ann", 2))
        u.side_insert(_NOTES, _note("a", "ha", "bob", 2, 5))  # (a real column's int is stored as a float)
        u.side_insert(_NOTES, _note("c", "hc", "ann", 1))
    with backend.unit(write=False) as u:
        assert [r["id"] for r in u.side_rows(_NOTES)] == ["c", "a", "b"]  # by size, then key
        assert u.side_rows(_NOTES, {"handle": "ha"}) == [_note("a", "ha", "bob", 2, 5.0)]
        assert isinstance(u.side_rows(_NOTES, {"id": "a"})[0]["at"], float)
        assert [r["id"] for r in u.side_rows(_NOTES, {"owner": "ann", "at": None})] == ["c", "b"]
        assert u.side_rows(_NOTES, {"owner": "nobody"}) == []

    def body(u: Unit) -> None:
        assert u.side_update(_NOTES, {"at": 9.5}, {"owner": "ann", "at": None}) == 2
        u.side_insert(_NOTES, _note("d", "hd", "cy", 0))

    with pytest.raises(Boom):
        fail_after(backend, body)
    with backend.unit(write=False) as u:
        assert [(r["id"], r["at"]) for r in u.side_rows(_NOTES)] == [("c", None), ("a", 5.0), ("b", None)]
    with backend.unit(write=True) as u:
        assert u.side_update(_NOTES, {"at": 9.5}, {"id": "b", "at": None}) == 1
        assert u.side_update(_NOTES, {"at": 9.5}, {"id": "b", "at": None}) == 0  # (once)
    with backend.unit(write=False) as u:
        assert u.side_rows(_NOTES, {"at": 9.5}) == [_note("b", "hb", "ann", 2, 9.5)]


@pytest.mark.parametrize(
    "row", [_note("a", "hx", "x", 0), _note("x", "ha", "x", 0)], ids=["key taken", "unique value taken"]
)
def test_a_side_row_repeating_a_key_or_unique_value_is_refused_and_changes_nothing(
    backend: Backend, row: dict[str, Any]
) -> None:
    with backend.unit(write=True) as u:
        u.side_create(_NOTES)
        u.side_insert(_NOTES, _note("a", "ha", "ann", 1))
        u.side_insert(_NOTES, _note("b", "hb", "ann", 1))
    with pytest.raises(StorageError), backend.unit(write=True) as u:
        u.side_insert(_NOTES, row)
    with pytest.raises(StorageError), backend.unit(write=True) as u:
        u.side_update(_NOTES, {"handle": "ha"}, {"id": "b"})
    with pytest.raises(StorageError), backend.unit(write=True) as u:
        u.side_insert(replace(_NOTES, name="never_created"), _note("z", "hz", "z", 0))
    with backend.unit(write=False) as u:
        assert [(r["id"], r["handle"]) for r in u.side_rows(_NOTES)] == [("a", "ha"), ("b", "hb")]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda u: u.side_insert(_NOTES, {"id": "a"}), "missing columns"),
        (lambda u: u.side_insert(_NOTES, {**_note("a", "h", "o", 1), "extra": 1}), "unknown columns"),
        (lambda u: u.side_insert(_NOTES, _note("a", "h", "o", True)), "takes integer"),  # type: ignore[arg-type]
        (lambda u: u.side_insert(_NOTES, {**_note("a", "h", "o", 1), "owner": None}), "cannot be NULL"),
        (lambda u: u.side_rows(_NOTES, {"size": "one"}), "takes integer"),
        (lambda u: u.side_update(_NOTES, {"id": "b"}, {"id": "a"}), "never the key"),
        (lambda u: u.side_update(_NOTES, {}, {"id": "a"}), "at least one column"),
    ],
)
def test_a_bad_side_row_is_refused_before_anything_is_written(
    backend: Backend, call: Callable[[Unit], object], message: str
) -> None:
    with backend.unit(write=True) as u:
        u.side_create(_NOTES)
        u.side_insert(_NOTES, _note("a", "ha", "ann", 1))
    with pytest.raises(InvalidArgument, match=message), backend.unit(write=True) as u:
        call(u)
    with backend.unit(write=False) as u:
        assert u.side_rows(_NOTES) == [_note("a", "ha", "ann", 1)]


@pytest.mark.parametrize("name", ["records", "meta", "sqlite_x", "search_terms", "Bad", "schema_migrations"])
def test_a_side_table_may_not_take_a_name_the_store_uses(name: str) -> None:
    with pytest.raises(InvalidArgument, match="does not use itself"):
        SideTable(name, (SideColumn("id"),))


def test_the_http_services_credentials_are_a_side_table_a_migrated_store_already_has(backend: Backend) -> None:
    """`memtx.server.credentials` keeps its tokens in the `credentials` table migration v8 made: a store made
    before side tables keeps them, and a new store (or the in-memory one) gets the table on the first token."""
    first = Credential("id1", "a" * 64, "alice", Role.AGENT, "laptop", 10.0)
    second = Credential("id0", "b" * 64, "ops", Role.OPERATOR, "", 10.0)
    with backend.unit(write=True) as u:
        u.side_create(CREDENTIALS)
        for c in (first, second):
            u.side_insert(CREDENTIALS, asdict(c) | {"role": c.role.value})
    with backend.unit(write=False) as u:
        assert stored_credentials(u, secret_sha256="a" * 64) == [first]
        assert stored_credentials(u, secret_sha256="c" * 64) == []
        assert stored_credentials(u) == [second, first]  # oldest first, ties by id


def test_a_credential_stored_before_side_tables_is_still_read(flavor: Flavor, backend: Backend, tmp_path: Path) -> None:
    """A SQL store's `credentials` rows written by the code before side tables (one INSERT of its own) are read
    through the side table as they were: no migration, no schema version change."""
    if flavor.sql is None:
        pytest.skip("a store without SQL has no rows from before")
    with backend.unit(write=False) as u:
        u.last_csn()  # (the store exists, migrated)
    flavor.sql(
        tmp_path,
        "INSERT INTO credentials (token_id, secret_sha256, principal, role, label, created_at, revoked_at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        ("old", "d" * 64, "alice", "agent", "", 3.0, 4.0),
    )
    with backend.unit(write=False) as u:
        assert stored_credentials(u) == [Credential("old", "d" * 64, "alice", Role.AGENT, "", 3.0, 4.0)]


# --- the write path's set-based and one-statement forms (DESIGN §6) ------------------------------------------


def test_finish_and_renew_say_whether_the_transaction_was_open(backend: Backend) -> None:
    """A commit reads no header: the statement that ends (or renews) a transaction tells whether it was still
    open, and changes nothing when it was not (an operator's abort or an orphan sweep got there first)."""
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        assert u.renew_txn(txn)
        assert u.finish_txn(txn, TxnStatus.ABORTED, None, "by_operator")
        assert not u.renew_txn(txn)
        assert not u.finish_txn(txn, TxnStatus.COMMITTED, 7, "", intent=(1, 2))
        assert not u.finish_txn(txn + 1000, TxnStatus.COMMITTED, 7, "")
        assert not u.renew_txn(txn + 1000)
    with backend.unit(write=False) as u:
        header = u.get_txn(txn)
        assert header is not None
        assert (header.status, header.csn, header.reason) == (TxnStatus.ABORTED, None, "by_operator")
        assert u.get_txn(txn + 1000) is None
        assert u.last_intents(5) == []


def test_a_registration_takes_its_header_and_vids_in_one_call(backend: Backend) -> None:
    """`register_txn` (a proposal's registration, DESIGN §6): a new open header with its lease and the first of its
    vids, strictly after every vid before; for an open transaction its lease renewed and more vids; for one no longer
    open, None — the caller abandons the unit."""
    with backend.unit(write=True) as u:
        u.wall, u.lease = 100.0, 60.0
        before = u.max_vid()
        registered = u.register_txn(
            None, agent="alice", purpose=Purpose.INTERNAL, isolation=Isolation.SNAPSHOT, snapshot_csn=0, versions=2
        )
        assert registered is not None
        txn, first = registered
        assert first == before + 1
        assert u.max_vid() == first + 1
        u.wall = 130.0
        again = u.register_txn(
            txn, agent="alice", purpose=Purpose.INTERNAL, isolation=Isolation.SNAPSHOT, snapshot_csn=0, versions=1
        )
        assert again == (txn, first + 2)
        header = u.get_txn(txn)
        assert header is not None
        assert (header.status, header.lease_until) == (TxnStatus.OPEN, 190.0)
        assert u.finish_txn(txn, TxnStatus.ABORTED, None, "by_operator")
        closed = u.register_txn(
            txn, agent="alice", purpose=Purpose.INTERNAL, isolation=Isolation.SNAPSHOT, snapshot_csn=0, versions=1
        )
        assert closed is None


def test_a_whole_registration_gives_its_ids_once_its_unit_has_ended(backend: Backend) -> None:
    """`register` (a proposal's registration, DESIGN §6): a new header, a vid per key and those versions' in-flight
    entries, whose `(txn_id, first vid)` may be asked for after the unit (PostgreSQL sends a new header's statement
    with the COMMIT and reads it then); a renewal takes more vids and entries; a header no longer open gives None
    with nothing registered."""
    opened = backend.unit(write=True)
    u = opened.__enter__()
    u.wall, u.lease = 100.0, 60.0
    before = u.max_vid()
    ckeys = ["k/v", "k/w"]
    registration = u.register(
        None, agent="alice", purpose=Purpose.INTERNAL, isolation=Isolation.SNAPSHOT, snapshot_csn=0, ckeys=ckeys
    )
    opened.__exit__(None, None, None)
    assert registration is not None
    txn, first = registration()
    assert first == before + 1
    with backend.unit(write=True) as u:
        u.wall, u.lease = 130.0, 60.0
        assert u.in_flight() == [(txn, first, "k/v"), (txn, first + 1, "k/w")]
        again = u.register(
            txn, agent="alice", purpose=Purpose.INTERNAL, isolation=Isolation.SNAPSHOT, snapshot_csn=0, ckeys=["k/x"]
        )
        assert again is not None
        assert again() == (txn, first + 2)
        header = u.get_txn(txn)
        assert header is not None
        assert header.lease_until == 190.0
        assert u.in_flight()[-1] == (txn, first + 2, "k/x")
        assert u.finish_txn(txn, TxnStatus.ABORTED, None, "by_operator")
        closed = u.register(
            txn, agent="alice", purpose=Purpose.INTERNAL, isolation=Isolation.SNAPSHOT, snapshot_csn=0, ckeys=["k/y"]
        )
        assert closed is None
        assert [e for e in u.in_flight() if e[2] == "k/y"] == []


def test_clearing_in_flight_entries_by_key_or_by_transaction(backend: Backend) -> None:
    """A commit clears exactly the entries its handle registered, by key; an abort without the handle clears
    every entry of the transaction. Entries of other transactions stay."""
    with backend.unit(write=True) as u:
        mine = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        other = u.insert_txn("bob", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        first = u.allocate_vids(4)
        u.register_in_flight(mine, [(first, "k/v"), (first + 1, "k/w")])
        u.register_in_flight(other, [(first + 2, "k/v"), (first + 3, "k/x")])
    with backend.unit(write=True) as u:
        u.clear_in_flight(mine, [(first, "k/v"), (first + 1, "k/w")])
        assert u.in_flight() == [(other, first + 2, "k/v"), (other, first + 3, "k/x")]
        assert u.tentative_keys(["k/v", "k/w", "k/x"]) == ["k/v", "k/x"]
        u.clear_in_flight(other)
        assert u.in_flight() == []


def test_set_based_forms_agree_with_their_one_by_one_forms(backend: Backend) -> None:
    """`insert_sources`, `sources_meta`, `existing_clusters` and `actives_with_versions` answer what their
    single forms answer (they exist to make a batch a few statements)."""
    with backend.unit(write=True) as u:
        txn = u.insert_txn("alice", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
        one = u.insert_source(make_source("one"))
        two, three = u.insert_sources([make_source("two"), make_source("three", owner="bob")])
        assert (one.seq, two.seq, three.seq) == (1, 2, 3)
        assert u.sources_meta([one.id, "src-unknown", three.id]) == {
            one.id: u.source_meta(one.id),
            three.id: u.source_meta(three.id),
        }
        u.insert_clusters([(make_cluster("k/v"), ()), (make_cluster("k/w"), ())])
        assert u.existing_clusters(["k/v", "k/x", "k/w"]) == {"k/v", "k/w"}
        shown = u.insert_record(make_record(txn, two.id, "k/v"))
        u.put_active(ActiveEntry("k/v", shown.vid, 1, txn))
        u.put_active(ActiveEntry("k/w", None, 1, txn))  # a tombstone: an entry without a version
    with backend.unit(write=False) as u:
        entries, versions = u.actives_with_versions(["k/v", "k/w", "k/x"])
        assert entries == u.get_actives(["k/v", "k/w", "k/x"])
        assert set(entries) == {"k/v", "k/w"}
        assert versions == {shown.vid: u.get_record(shown.vid)}
        assert u.get_source(three.id) == three


def test_aliases_are_remembered_only_once_committed(flavor: Flavor, opener: Callable[[], Backend]) -> None:
    """A backend may keep committed aliases between units (they are never remapped, DESIGN §5), but never one
    from a unit that rolled back; each answers by the csn it was created at, and an alias another connection
    committed is found."""
    backend = opener()
    with backend.unit(write=True) as u:
        u.insert_clusters([(make_cluster("k/v"), ())])

    def alias_then_fail() -> None:
        with backend.unit(write=True) as u:
            u.put_aliases([("a/b", "k/v", 5)])
            assert u.alias("a/b") == "k/v"
            raise Boom

    with pytest.raises(Boom):
        alias_then_fail()
    with backend.unit(write=False) as u:
        assert u.alias("a/b") is None
        assert u.aliases(["a/b"]) == {}
    with backend.unit(write=True) as u:
        u.put_aliases([("a/b", "k/v", 5)])
    with backend.unit(write=False) as u:
        assert (u.alias("a/b", as_of=4), u.alias("a/b", as_of=5), u.alias("a/b")) == (None, "k/v", "k/v")
        assert u.aliases(["a/b", "c/d"], as_of=4) == {}
        assert u.aliases(["a/b", "c/d"]) == {"a/b": "k/v"}
    if flavor.shared:
        other = opener()
        with other.unit(write=True) as w:
            w.put_aliases([("c/d", "k/v", 6)])
        with backend.unit(write=False) as u:
            assert u.aliases(["a/b", "c/d"], as_of=6) == {"a/b": "k/v", "c/d": "k/v"}


# --- referential integrity (DESIGN §11: the schema's foreign keys, on every backend; issue 29 item 10) ---------


def _version(seeded: Seeded, **changes: Any) -> Record:
    """A new version of `alice/city` by the seed's first transaction, citing its first source."""
    return replace(make_record(seeded.txns[0], seeded.sources[0], "alice/city", vid=0), **changes)


REFUSED_WRITES: dict[str, Callable[[Unit, Seeded], object]] = {
    "a version citing an unknown source": lambda u, s: u.insert_record(_version(s, source_id="src-nowhere")),
    "a version of an unknown transaction": lambda u, s: u.insert_record(_version(s, txn_id=9_999)),
    "a version with an unknown parent": lambda u, s: u.insert_record(_version(s, parents=(s.vids[0], 9_999))),
    "a batch whose later version cites an unknown source": lambda u, s: u.insert_records(
        [_version(s), _version(s, source_id="src-nowhere")]
    ),
    "a version stored twice": lambda u, s: u.insert_record(_version(s, vid=s.vids[0])),
    "a source stored twice": lambda u, s: u.insert_source(make_source("one")),
    "A naming an unknown version": lambda u, s: u.put_active(ActiveEntry("alice/city", 9_999, 5, s.txns[0])),
    "A's set-based form naming an unknown version": lambda u, s: u.put_actives(
        [ActiveEntry("bob/city", s.vids[2], 5, s.txns[0]), ActiveEntry("carol/city", 9_999, 5, s.txns[0])]
    ),
    "a restored A row naming an unknown version": lambda u, s: u.repair_active(
        [ActiveEntry("alice/city", 9_999, 5, s.txns[0])], []
    ),
    "a pending revocation of an unknown version": lambda u, s: u.add_pending_revocation(9_999, "bob", "wrong"),
    "an alias onto an unknown cluster": lambda u, s: u.put_alias("alice/home", "nowhere/key"),
    "a vector of an unknown version": lambda u, s: u.put_vectors("m", [(9_999, b"\0\0\0\0")]),
}


@pytest.mark.parametrize("write", list(REFUSED_WRITES.values()), ids=list(REFUSED_WRITES))
def test_a_write_breaking_referential_integrity_is_refused_and_changes_nothing(
    backend: Backend, write: Callable[[Unit, Seeded], object]
) -> None:
    """What the SQL schema's keys refuse, every backend refuses with the same error at the unit's boundary
    (`StorageError`), and the unit rolls back whole: the in-memory reference backend (the test oracle) can no
    longer accept a store SQL would refuse."""
    seeded = seed(backend)
    before = snapshot(backend, seeded)

    def body(u: Unit) -> None:
        u.insert_txn("carol", Purpose.INTERNAL, Isolation.SNAPSHOT, u.last_csn())  # (rolled back with the rest)
        write(u, seeded)

    with pytest.raises(StorageError), backend.unit(write=True) as u:
        body(u)
    assert snapshot(backend, seeded) == before


def test_an_action_naming_an_unknown_version_is_refused(backend: Backend) -> None:
    seed(backend)
    action = Action(0, 1, "bob", "refund", "{}", (1,), False, ActionStatus.DONE, 10.0, "host:1:2", vid=9_999)
    with pytest.raises(StorageError), backend.unit(write=True) as u:
        u.insert_action(action)
    with backend.unit(write=True) as u:
        action_id = u.insert_action(replace(action, vid=None))
    with pytest.raises(StorageError), backend.unit(write=True) as u:
        u.replace_action(replace(action, id=action_id), expect=ActionStatus.DONE)
    with backend.unit(write=False) as u:
        assert u.get_action(action_id) == replace(action, id=action_id, vid=None)


def test_references_within_one_batch_and_to_earlier_units_are_accepted(backend: Backend) -> None:
    """A batch may cite what the same unit stored before it, and a version may declare as parent one stored
    earlier in the same batch (vids grow in proposal order)."""
    seeded = seed(backend)
    with backend.unit(write=True) as u:
        txn = u.insert_txn("carol", Purpose.INTERNAL, Isolation.SNAPSHOT, u.last_csn())
        src = u.insert_source(make_source("fresh"))
        first = u.allocate_vids(2)
        stored = u.insert_records(
            [
                make_record(txn, src.id, "alice/city", vid=first),
                make_record(txn, src.id, "alice/city", vid=first + 1, parents=(first, seeded.vids[0])),
            ]
        )
        u.put_active(ActiveEntry("alice/city", stored[1].vid, 2, txn))
        u.add_pending_revocation(stored[0].vid, "carol", "test")
        u.insert_clusters([(make_cluster("carol/city"), ())])
        u.put_alias("carol/town", "carol/city")
    with backend.unit(write=False) as u:
        assert u.children(first) == [first + 1]
        assert u.alias("carol/town") == "carol/city"
