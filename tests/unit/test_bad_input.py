"""Bad input gets a clear error from memtx's exception tree and leaves the store exactly as it was.

Every case runs on both backends against a small world (committed, private, revoked and in-flight
versions; two open transactions), and compares a full dump of the store before and after the call.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

import memtx
from memtx.core.keys import parse_key
from memtx.core.model import Isolation, Purpose, Scope, Source

# --- the world ---------------------------------------------------------------------------------------

PARIS = "Alice lives in Paris"
BIKE = "Bob owns a red bicycle"
HOURS = "The store opens at nine"

KEYS = ("alice/city", "alice/home", "bob/bike", "store/hours", "alice/job", "nokey/x", "mallory/city")
AGENTS = ("alice", "bob", "carol", "mallory", "", " ", "None")


@dataclass
class World:
    mem: memtx.Memory
    paris: Source  # shared, owned by alice
    bike: Source  # private, owned by bob
    hours: Source  # public, owned by alice
    committed: int  # alice/city, visible
    private: int  # bob/bike, bob's private record
    revoked: int  # alice/home, revoked
    own_tentative: int  # staged in `tx` (alice)
    other_tentative: int  # staged in `other` (bob)
    tx: memtx.TxnHandle
    other: memtx.TxnHandle

    def propose(self, **overrides: Any) -> memtx.Record:
        """A valid proposal in `tx`, with some fields replaced (or removed, with the value `OMIT`)."""
        fields: dict[str, Any] = {
            "key": "alice/job",
            "value": PARIS,
            "evidence": PARIS,
            "source": self.paris.id,
            "at": 30.0,
        }
        fields.update(overrides)
        return self.tx.propose(**{k: v for k, v in fields.items() if v is not OMIT})


OMIT = object()


def build_world(mem: memtx.Memory) -> World:
    mem.register_agent("alice")
    mem.register_agent("bob")
    paris = mem.observe(PARIS, owner="alice", scope="shared", authority=0.7, at=10.0)
    bike = mem.observe(BIKE, owner="bob", scope="private", authority=0.6, at=11.0)
    hours = mem.observe(HOURS, owner="alice", scope="public", authority=0.8, at=12.0)
    with mem.transaction(agent="alice") as t1:
        committed = t1.propose(key="alice/city", value=PARIS, evidence=PARIS, source=paris.id, at=10.0).vid
        revoked = t1.propose(key="alice/home", value=PARIS, evidence=PARIS, source=paris.id, at=10.0).vid
        t1.propose(key="store/hours", value=HOURS, evidence=HOURS, source=hours.id, at=12.0)
    with mem.transaction(agent="bob") as t2:
        private = t2.propose(key="bob/bike", value="Bob owns a red bicycle", evidence=BIKE, source=bike.id).vid
    mem.revoke(revoked, agent="alice", reason="test")
    tx = mem.begin(agent="alice")
    own = tx.propose(key="alice/city", value=PARIS, evidence=PARIS, source=paris.id, at=20.0).vid
    other = mem.begin(agent="bob")
    other_tentative = other.propose(key="alice/city", value=PARIS, evidence=PARIS, source=paris.id, at=21.0).vid
    return World(mem, paris, bike, hours, committed, private, revoked, own, other_tentative, tx, other)


@pytest.fixture
def world(mem: memtx.Memory) -> World:
    return build_world(mem)


# --- a full dump of the store -----------------------------------------------------------------------


class _Probe(Exception):
    pass


def _next_ids(mem: memtx.Memory) -> tuple[int, int]:
    """The next source seq and transaction id, found by inserting both in a unit that is rolled back:
    any source or transaction a failed call left behind moves them."""
    try:
        with mem.store_context.unit(write=True) as u:
            src = u.insert_source(Source("src_probe", "probe", "probe", 0.5, Scope.PRIVATE, 0.0, 0))
            txn = u.insert_txn("probe", Purpose.INTERNAL, Isolation.SNAPSHOT, 0)
            raise _Probe(src.seq, txn)
    except _Probe as probe:
        return probe.args[0], probe.args[1]
    raise AssertionError("unreachable")


def dump(mem: memtx.Memory, known_sources: tuple[str, ...] = ()) -> dict[str, Any]:
    next_seq, next_txn = _next_ids(mem)
    with mem.store_context.unit(write=False) as u:
        return {
            "records": list(u.iter_records()),
            "events": list(u.iter_events()),
            "active": list(u.iter_active()),
            "last_csn": u.last_csn(),
            "now": u.logical_now(),
            "max_vid": u.max_vid(),
            "pending": u.pending_revocations(),
            "aliases": {k: u.alias(parse_key(k).normalized) for k in KEYS},
            "agents": {a: u.get_agent(a) for a in AGENTS},
            "contracts": {ns: u.get_contract(ns) for ns in ("", "alice", "store")},
            "sources": {s: u.get_source(s) for s in known_sources},
            "next_source_seq": next_seq,
            "next_txn": next_txn,
            "txns": [u.get_txn(i) for i in range(1, next_txn)],
        }


def world_dump(w: World) -> dict[str, Any]:
    return dump(w.mem, (w.paris.id, w.bike.id, w.hours.id))


# --- the cases ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Case:
    id: str
    call: Callable[[World], object]
    error: type[BaseException] | tuple[type[BaseException], ...]
    reason: str | None = None  # for AdmissionRejected: the expected reason (prefix before ':')


META = "metadata"
NAIVE = datetime(2024, 1, 1, 12, 0)  # no tzinfo
AWARE = datetime(2024, 1, 1, 12, 0, tzinfo=UTC)
AR, PE, IA, UO = memtx.AdmissionRejected, memtx.ProvenanceError, memtx.InvalidArgument, memtx.UnknownObject

PROPOSE_CASES = [
    # sources
    Case("unknown-source", lambda w: w.propose(source="src_does_not_exist"), AR, META),
    Case("none-source", lambda w: w.propose(source=None), AR, META),
    Case("empty-source", lambda w: w.propose(source=""), AR, META),
    Case("unreadable-private-source", lambda w: w.propose(source=w.bike.id, value=BIKE, evidence=BIKE), AR, META),
    # missing fields are a TypeError from Python itself, before memtx sees anything
    Case("missing-value", lambda w: w.propose(value=OMIT), TypeError),
    Case("missing-evidence", lambda w: w.propose(evidence=OMIT), TypeError),
    Case("missing-key", lambda w: w.propose(key=OMIT), TypeError),
    Case("missing-source", lambda w: w.propose(source=OMIT), TypeError),
    # empty fields
    Case("empty-value", lambda w: w.propose(value=""), AR, META),
    Case("blank-value", lambda w: w.propose(value="   "), AR, META),
    Case("empty-evidence", lambda w: w.propose(evidence=""), AR, META),
    Case("blank-evidence", lambda w: w.propose(evidence="\n\t"), AR, META),
    Case("empty-key", lambda w: w.propose(key=""), AR, META),
    # keys
    Case("key-without-slash", lambda w: w.propose(key="alicejob"), AR, META),
    Case("key-empty-relation", lambda w: w.propose(key="alice/"), AR, META),
    Case("key-empty-subject", lambda w: w.propose(key="/job"), AR, META),
    Case("key-punctuation-only", lambda w: w.propose(key="alice/--"), AR, META),
    Case("key-int", lambda w: w.propose(key=42), AR, META),
    Case("key-triple", lambda w: w.propose(key=("alice", "job", "x")), AR, META),
    # wrong types
    Case("int-value", lambda w: w.propose(value=42), AR, META),
    Case("bytes-value", lambda w: w.propose(value=PARIS.encode()), AR, META),
    Case("list-evidence", lambda w: w.propose(evidence=[PARIS]), AR, META),
    Case("str-confidence", lambda w: w.propose(confidence="0.9"), AR, META),
    Case("bool-confidence", lambda w: w.propose(confidence=True), AR, META),
    Case("none-confidence", lambda w: w.propose(confidence=None), AR, META),
    Case("parents-str", lambda w: w.propose(parents="1"), AR, META),
    Case("parents-none", lambda w: w.propose(parents=None), AR, META),
    Case("parents-float", lambda w: w.propose(parents=[1.0]), AR, META),
    Case("parents-str-item", lambda w: w.propose(parents=["1"]), AR, META),
    Case("parents-bool-item", lambda w: w.propose(parents=[True]), AR, META),
    Case("parents-zero", lambda w: w.propose(parents=[0]), AR, META),
    Case("parents-negative", lambda w: w.propose(parents=[-1]), AR, META),
    Case("readers-str", lambda w: w.propose(readers="bob"), AR, META),
    Case("readers-int-item", lambda w: w.propose(readers=[3]), AR, META),
    Case("readers-empty-name", lambda w: w.propose(readers=[""]), AR, META),
    # ranges
    Case("confidence-negative", lambda w: w.propose(confidence=-0.1), AR, META),
    Case("confidence-above-one", lambda w: w.propose(confidence=1.5), AR, META),
    Case("confidence-nan", lambda w: w.propose(confidence=math.nan), AR, META),
    Case("confidence-inf", lambda w: w.propose(confidence=math.inf), AR, META),
    Case("confidence-minus-inf", lambda w: w.propose(confidence=-math.inf), AR, META),
    # scope and kind
    Case("scope-unknown", lambda w: w.propose(scope="secret"), AR, META),
    Case("scope-int", lambda w: w.propose(scope=2), AR, META),
    Case("scope-broader-than-source", lambda w: w.propose(scope="public"), AR, META),
    Case(
        "scope-broader-than-private-source",
        lambda w: w.mem.begin(agent="bob").propose(
            key="bob/bike", value=BIKE, evidence=BIKE, source=w.bike.id, scope="shared"
        ),
        AR,
        META,
    ),
    Case("kind-tool-action", lambda w: w.propose(kind="tool_action"), AR, META),
    Case("kind-tool-action-enum", lambda w: w.propose(kind=memtx.Kind.TOOL_ACTION), AR, META),
    Case("kind-unknown", lambda w: w.propose(kind="opinion"), AR, META),
    Case("kind-int", lambda w: w.propose(kind=1), AR, META),
    # times
    Case("at-naive-datetime", lambda w: w.propose(at=NAIVE), AR, META),
    Case("at-str", lambda w: w.propose(at="yesterday"), AR, META),
    Case("at-nan", lambda w: w.propose(at=math.nan), AR, META),
    Case("at-bool", lambda w: w.propose(at=True), AR, META),
    Case("at-inf", lambda w: w.propose(at=math.inf), AR, META),
    Case("valid-from-nan", lambda w: w.propose(valid_from=math.nan), AR, META),
    Case("valid-to-str", lambda w: w.propose(valid_to="later"), AR, META),
    Case("valid-from-naive", lambda w: w.propose(valid_from=NAIVE), AR, META),
    Case("valid-to-naive", lambda w: w.propose(valid_to=NAIVE), AR, META),
    Case("valid-from-equals-to", lambda w: w.propose(valid_from=50.0, valid_to=50.0), AR, META),
    Case("valid-from-after-to", lambda w: w.propose(valid_from=60.0, valid_to=50.0), AR, META),
    Case(
        "valid-from-after-to-datetimes",
        lambda w: w.propose(valid_from=AWARE, valid_to=AWARE.replace(hour=11)),
        AR,
        META,
    ),
    # provenance
    Case("parent-unknown-vid", lambda w: w.propose(parents=[9_999]), PE, META),
    Case("parent-next-vid", lambda w: w.propose(parents=[_max_vid(w.mem) + 1]), PE, META),
    Case("parent-private-of-another-agent", lambda w: w.propose(parents=[w.private]), PE, META),
    Case("parent-tentative-of-another-txn", lambda w: w.propose(parents=[w.other_tentative]), PE, META),
    Case("parent-duplicate", lambda w: w.propose(parents=[w.committed, w.committed]), AR, META),
    # admission proper (DESIGN §4 Q and T)
    Case("evidence-not-in-source", lambda w: w.propose(evidence="Alice lives in London"), AR, "evidence_not_in_source"),
    Case("value-not-supported", lambda w: w.propose(value="Bob lives in Paris"), AR, "not_ordered_subsequence"),
]

OTHER_CASES = [
    # revocation
    Case("revoke-unknown-vid", lambda w: w.mem.revoke(9_999, agent="alice"), UO),
    Case("revoke-vid-zero", lambda w: w.mem.revoke(0, agent="alice"), UO),
    Case("revoke-vid-str", lambda w: w.mem.revoke(str(w.committed), agent="alice"), IA),  # type: ignore[arg-type]
    Case("revoke-vid-bool", lambda w: w.mem.revoke(True, agent="alice"), IA),
    # (revoking a revoked version is not bad input: it is idempotent, DESIGN §9 — see the test below)
    # someone else's in-flight version does not exist for this agent (DESIGN §6: invisible to others)
    Case("revoke-tentative-of-another-agent", lambda w: w.mem.revoke(w.other_tentative, agent="alice"), UO),
    # an agent's own in-flight version is retracted by aborting its transaction, not by revoke
    Case(
        "revoke-own-tentative",
        lambda w: w.mem.revoke(w.own_tentative, agent="alice"),
        (IA, memtx.InvalidTransition),
    ),
    Case("revoke-unreadable-private", lambda w: w.mem.revoke(w.private, agent="alice"), UO),
    Case("revoke-empty-reason", lambda w: w.mem.revoke(w.committed, agent="alice", reason=""), IA),
    Case("revoke-empty-agent", lambda w: w.mem.revoke(w.committed, agent=""), IA),
    Case("revoke-none-reason", lambda w: w.mem.revoke(w.committed, agent="alice", reason=None), IA),  # type: ignore[arg-type]
    # agent names
    Case("begin-empty-agent", lambda w: w.mem.begin(agent=""), IA),
    Case("begin-blank-agent", lambda w: w.mem.begin(agent="  "), IA),
    Case("begin-none-agent", lambda w: w.mem.begin(agent=None), IA),  # type: ignore[arg-type]
    Case("begin-int-agent", lambda w: w.mem.begin(agent=7), IA),  # type: ignore[arg-type]
    Case("transaction-empty-agent", lambda w: w.mem.transaction(agent="").__enter__(), IA),
    Case("begin-bad-isolation", lambda w: w.mem.begin(agent="alice", isolation="repeatable_read"), IA),
    Case("begin-bad-purpose", lambda w: w.mem.begin(agent="alice", purpose="fun"), IA),
    Case("get-empty-agent", lambda w: w.mem.get("alice/city", agent=""), IA),
    Case("get-none-agent", lambda w: w.mem.get("alice/city", agent=None), IA),  # type: ignore[arg-type]
    Case("register-empty-agent", lambda w: w.mem.register_agent(""), IA),
    Case("register-empty-team", lambda w: w.mem.register_agent("carol", team=""), IA),
    Case("register-none-agent", lambda w: w.mem.register_agent(None), IA),  # type: ignore[arg-type]
    Case("register-none-team", lambda w: w.mem.register_agent("carol", team=None), IA),  # type: ignore[arg-type]
    Case("begin-none-isolation", lambda w: w.mem.begin(agent="alice", isolation=None), IA),  # type: ignore[arg-type]
    Case("as-of-get-empty-agent", lambda w: w.mem.as_of(1).get("alice/city", agent=""), IA),
    Case("observe-empty-owner", lambda w: w.mem.observe("Carol is here", owner=""), IA),
    Case("observe-int-owner", lambda w: w.mem.observe("Carol is here", owner=5), IA),  # type: ignore[arg-type]
    # observe
    Case("observe-empty-text", lambda w: w.mem.observe("", owner="carol"), IA),
    Case("observe-blank-text", lambda w: w.mem.observe(" \n ", owner="carol"), IA),
    Case("observe-none-text", lambda w: w.mem.observe(None, owner="carol"), IA),  # type: ignore[arg-type]
    Case("observe-authority-negative", lambda w: w.mem.observe("Carol is here", owner="carol", authority=-0.1), IA),
    Case("observe-authority-above-one", lambda w: w.mem.observe("Carol is here", owner="carol", authority=1.1), IA),
    Case("observe-authority-nan", lambda w: w.mem.observe("Carol is here", owner="carol", authority=math.nan), IA),
    Case("observe-authority-bool", lambda w: w.mem.observe("Carol is here", owner="carol", authority=True), IA),
    Case("observe-authority-str", lambda w: w.mem.observe("Carol is here", owner="carol", authority="high"), IA),  # type: ignore[arg-type]
    Case("observe-bad-scope", lambda w: w.mem.observe("Carol is here", owner="carol", scope="team"), IA),
    Case("observe-naive-at", lambda w: w.mem.observe("Carol is here", owner="carol", at=NAIVE), IA),
    Case("observe-bool-at", lambda w: w.mem.observe("Carol is here", owner="carol", at=True), IA),
    Case("observe-inf-at", lambda w: w.mem.observe("Carol is here", owner="carol", at=math.inf), IA),
    Case(
        "reobserve-different-authority",
        lambda w: w.mem.observe(PARIS, owner="alice", scope="shared", authority=0.9, at=10.0),
        IA,
    ),
    Case(
        "reobserve-different-scope",
        lambda w: w.mem.observe(PARIS, owner="alice", scope="public", authority=0.7, at=10.0),
        IA,
    ),
    # snapshots and reads
    Case("as-of-negative", lambda w: w.mem.as_of(-1), IA),
    Case("as-of-future", lambda w: w.mem.as_of(w.mem.last_csn() + 1), IA),
    Case("as-of-bool", lambda w: w.mem.as_of(True), IA),
    Case("as-of-str", lambda w: w.mem.as_of("1"), IA),  # type: ignore[arg-type]
    Case("as-of-float", lambda w: w.mem.as_of(1.0), IA),  # type: ignore[arg-type]
    Case("get-bad-key", lambda w: w.mem.get("nokey", agent="alice"), IA),
    Case("get-int-key", lambda w: w.mem.get(42, agent="alice"), IA),  # type: ignore[arg-type]
    Case("history-bad-key", lambda w: w.mem.history("nokey", agent="alice"), IA),
    Case("read-bad-key", lambda w: w.tx.read("nokey"), IA),
    Case("record-unknown", lambda w: w.mem.record(9_999), UO),
    Case("record-str", lambda w: w.mem.record("1"), UO),  # type: ignore[arg-type]
    Case("source-unknown", lambda w: w.mem.source("src_nope"), UO),
    # configuration
    Case("set-contract-unknown", lambda w: w.mem.set_contract("alice", "optimistic"), IA),
    Case("set-contract-namespace-int", lambda w: w.mem.set_contract(3, "temporal"), IA),  # type: ignore[arg-type]
    Case("set-contract-namespace-none", lambda w: w.mem.set_contract(None, "temporal"), IA),  # type: ignore[arg-type]
    Case("advance-clock-naive", lambda w: w.mem.advance_clock(NAIVE), IA),
    Case("advance-clock-str", lambda w: w.mem.advance_clock("tomorrow"), IA),  # type: ignore[arg-type]
    Case("advance-clock-nan", lambda w: w.mem.advance_clock(math.nan), IA),
    # retries
    Case("run-zero-attempts", lambda w: w.mem.run(_must_not_run, attempts=0), IA),
    Case("run-negative-attempts", lambda w: w.mem.run(_must_not_run, attempts=-1), IA),
    Case("run-bool-attempts", lambda w: w.mem.run(_must_not_run, attempts=True), IA),
    Case("run-float-attempts", lambda w: w.mem.run(_must_not_run, attempts=1.5), IA),  # type: ignore[arg-type]
]


def _must_not_run() -> None:
    raise AssertionError("run() called fn although its arguments were invalid")


def _max_vid(mem: memtx.Memory) -> int:
    with mem.store_context.unit(write=False) as u:
        return u.max_vid()


@pytest.mark.parametrize("case", PROPOSE_CASES + OTHER_CASES, ids=lambda c: c.id)
def test_bad_input_is_refused_and_changes_nothing(world: World, case: Case) -> None:
    before = world_dump(world)
    with pytest.raises(case.error) as info:
        case.call(world)
    err = info.value
    if case.error is not TypeError:
        assert isinstance(err, memtx.MemtxError), f"{type(err).__name__} is outside memtx's exception tree"
    if case.reason is not None:
        assert isinstance(err, memtx.AdmissionRejected)
        assert err.reason.split(":")[0] == case.reason, err.reason
    assert str(err)  # a clear message, never an empty one
    assert world_dump(world) == before
    assert world.mem.check().ok


def test_a_repeated_revoke_answers_the_earlier_revocation_and_changes_nothing(world: World) -> None:
    before = world_dump(world)
    report = world.mem.revoke(world.revoked, agent="alice")
    assert (report.root, report.revoked) == (world.revoked, [world.revoked])
    assert world_dump(world) == before
    assert world.mem.check().ok


def test_failed_proposals_leave_the_transaction_usable(world: World) -> None:
    for case in PROPOSE_CASES:
        if case.id == "scope-broader-than-private-source":
            continue  # runs in its own transaction
        with pytest.raises(case.error):
            case.call(world)
    assert [r.vid for r in world.tx.staged] == [world.own_tentative]
    good = world.propose()
    result = world.tx.commit()
    assert not result.aborted
    assert [o.vid for o in result.outcomes] == [world.own_tentative, good.vid]
    assert good.vid == world.own_tentative + 2  # only the two real proposals ever took a vid (bob's is +1)
    assert world.mem.check().ok


def test_a_rejected_first_proposal_creates_no_transaction(mem: memtx.Memory) -> None:
    src = mem.observe(PARIS, owner="alice", scope="shared", at=10.0)
    before = dump(mem, (src.id,))
    tx = mem.begin(agent="carol")
    with pytest.raises(memtx.AdmissionRejected):
        tx.propose(key="alice/city", value="Bob lives in Paris", evidence=PARIS, source=src.id)
    assert tx.id is None
    assert dump(mem, (src.id,)) == before
    result = tx.commit()
    assert (result.aborted, result.csn, result.outcomes) == (False, None, ())
    assert dump(mem, (src.id,)) == before


@pytest.mark.parametrize("ending", ["commit", "abort", "conflict"])
def test_a_finished_transaction_refuses_every_operation(world: World, ending: str) -> None:
    mem, tx = world.mem, world.tx
    if ending == "commit":
        tx.commit()
    elif ending == "abort":
        tx.abort()
    else:
        world.other.commit()  # bob commits alice/city first: alice's commit is a stale late write
        with pytest.raises(memtx.TransactionConflict):
            tx.commit()
    assert not tx.open
    result = tx.result
    before = world_dump(world)
    for attempt in (
        lambda: tx.propose(key="alice/job", value=PARIS, evidence=PARIS, source=world.paris.id),
        lambda: tx.read("alice/city"),
        tx.commit,
        tx.abort,
    ):
        with pytest.raises(memtx.TransactionClosed):
            attempt()
    assert tx.result == result
    assert world_dump(world) == before
    assert mem.check().ok


def test_an_exception_inside_a_transaction_block_aborts_it(world: World) -> None:
    mem = world.mem
    handles: list[memtx.TxnHandle] = []
    staged: list[memtx.Record] = []

    def work() -> None:
        with mem.transaction(agent="carol") as tx:
            handles.append(tx)
            staged.append(tx.propose(key="alice/job", value=PARIS, evidence=PARIS, source=world.paris.id))
            tx.propose(key="alice/job", value=PARIS, evidence="Alice lives in London", source=world.paris.id)

    with pytest.raises(memtx.AdmissionRejected):
        work()
    tx = handles[0]
    assert tx.result is not None
    assert tx.result.aborted
    assert mem.record(staged[0].vid).state is memtx.State.REVOKED
    assert mem.get("alice/job", agent="carol") is None
    assert mem.check().ok


@pytest.mark.parametrize(
    "url",
    [
        "mysql://localhost/db",
        "ftp://example.org/x",
        "",
        "   ",
        "sqlite://relative.db",
        "postgresql://localhost/db?schema=Bad-Name",
        "postgresql://localhost/db?schema=x;drop",
    ],
)
def test_open_refuses_unsupported_urls(url: str) -> None:
    pytest.importorskip("psycopg", reason="a postgresql:// URL is checked by the postgres extra")
    with pytest.raises(memtx.InvalidArgument):
        memtx.Memory.open(url)


def test_open_reports_an_unreachable_postgres_as_a_storage_error() -> None:
    pytest.importorskip("psycopg", reason="the postgres extra (psycopg) is not installed")
    with pytest.raises(memtx.StorageError, match=r"could not connect to PostgreSQL at postgresql://u:\*\*\*@"):
        memtx.Memory.open("postgresql://u:secret@127.0.0.1:1/none?connect_timeout=1")


def test_open_reports_an_unopenable_path_as_a_storage_error(tmp_path: Path) -> None:
    for url in (str(tmp_path), str(tmp_path / "missing" / "store.db")):
        with pytest.raises(memtx.StorageError):
            memtx.Memory.open(url)


def test_open_refuses_a_non_string_url() -> None:
    with pytest.raises(memtx.InvalidArgument):
        memtx.Memory.open(42)  # type: ignore[arg-type]


def test_a_closed_memory_refuses_work(world: World) -> None:
    world.mem.close()
    with pytest.raises(memtx.MemtxError):
        world.mem.get("alice/city", agent="alice")
