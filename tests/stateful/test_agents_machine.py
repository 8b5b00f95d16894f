"""Random interleavings of several agents' transactions, applied to SQLite and the reference backend at once.

Every operation runs on both stores and must give the same answer (vids, outcomes, reads, errors). After
every step the SQLite store must satisfy DESIGN §10's I(S), checked twice: by `Memory.check()` and by an
independent replay of the journal written here. The machine also keeps its own small model — A as of
every csn, the parents of every version, the open transactions' read and write sets — to check snapshot
reads, first-committer-wins, the active map after a commit and cascade repair without trusting the engine
that both stores share.
"""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import memtx
from conftest import TickClock
from memtx.keys import parse_key
from memtx.lifecycle import is_legal
from memtx.model import Event, Kind, Record, Scope, State
from memtx.storage import ActiveEntry

AGENTS = ("ana", "ben", "cyd", "dot")
OUTSIDER = "zed"  # never registered, never writes: sees public records only
READERS = (*AGENTS, OUTSIDER)


@dataclass(frozen=True)
class SourceSpec:
    text: str
    owner: str
    scope: str
    authority: float
    at: float
    claims: tuple[tuple[str, str], ...]  # (value, evidence)


SOURCES = (
    SourceSpec(
        "Alice lives in Paris.",
        "ana",
        "shared",
        0.5,
        10.0,
        (
            ("Alice lives in Paris", "Alice lives in Paris"),
            ("Alice lives in Paris", "Alice lives in Paris."),
            ("Alice lives in London", "Alice lives in Paris"),  # not supported: rejected by admission
        ),
    ),
    SourceSpec("Alice lives in Rome.", "ben", "shared", 0.95, 12.0, (("Alice lives in Rome", "Alice lives in Rome"),)),
    SourceSpec(
        "Alice moved to Berlin last year.",
        "cyd",
        "shared",
        0.5,
        14.0,
        (
            ("Alice moved to Berlin", "Alice moved to Berlin last year"),
            ("Alice moved to Berlin last year", "Alice moved to Berlin last year"),
            ("Alice moved to Berlin", "Alice moved to Rome"),  # evidence not in the source: rejected
        ),
    ),
    SourceSpec(
        "Bob works at Acme as an engineer.",
        "dot",
        "public",
        0.7,
        11.0,
        (
            ("Bob works at Acme", "Bob works at Acme"),
            ("Bob works at Acme as an engineer", "Bob works at Acme as an engineer"),
        ),
    ),
    SourceSpec(
        "Bob works at Initech.", "ana", "shared", 0.3, 13.0, (("Bob works at Initech", "Bob works at Initech"),)
    ),
    SourceSpec(
        "Carol owns a red bicycle.",
        "ben",
        "private",
        0.6,
        15.0,
        (("Carol owns a red bicycle", "Carol owns a red bicycle"),),
    ),
)

KEYS = ("alice/city", "Alice/City", "alice/home_city", "crm:alice/city", "bob/employer", "bob/job", "carol/bike")
# Every pool key founds its own cluster or joins one by exact normalized match (no two reach Jaccard 0.6),
# so the expected canonical key is the normalized form. `crm:` keys are under the temporal contract.
CKEY = {k: parse_key(k).normalized for k in KEYS}
TIMES = (None, 5.0, 10.0, 20.0, 20.0, 30.0, 40.0)
INTERVALS = ((None, None), (None, None), (None, 25.0), (15.0, None), (35.0, 50.0))
CONFIDENCES = (1.0, 1.0, 0.7, 0.6, 0.4)
KINDS = (Kind.BELIEF, Kind.BELIEF, Kind.BELIEF, Kind.SUMMARY, Kind.PROFILE)
QUARANTINE_REASONS = {
    "low_evidence",
    "invalid_interval",
    "needs_review",
    "revoked_parent",
    "quarantined_parent",
    "unstable_dependency",
}


@dataclass(frozen=True)
class Proposal:
    key: str
    source: int
    claim: int
    at: float | None = None
    interval: tuple[float | None, float | None] = (None, None)
    confidence: float = 1.0
    kind: Kind = Kind.BELIEF
    narrow: bool = False  # propose as `private` whatever the source's scope
    readers: tuple[str, ...] = ()
    n_parents: int = 0
    parent_picks: tuple[int, int] = (0, 0)


_key = st.sampled_from(KEYS)
_source = st.integers(0, len(SOURCES) - 1)
PROPOSALS = st.builds(
    Proposal,
    key=_key,
    source=_source,
    claim=st.integers(0, 5),
    at=st.sampled_from(TIMES),
    interval=st.sampled_from(INTERVALS),
    confidence=st.sampled_from(CONFIDENCES),
    kind=st.sampled_from(KINDS),
    narrow=st.sampled_from([False, False, True]),
    readers=st.sampled_from([(), (), ("ben",)]),
    n_parents=st.sampled_from([0, 0, 0, 1, 2]),
    parent_picks=st.tuples(st.integers(0, 10_000), st.integers(0, 10_000)),
)
SEEDS = st.lists(st.builds(Proposal, key=_key, source=_source, claim=st.just(0), at=st.sampled_from(TIMES)), max_size=5)

Result = tuple[Any, ...]  # ("ok", value) or ("err", type, message, reason)


def _call(fn: Callable[[], Any]) -> Result:
    try:
        return ("ok", fn())
    except memtx.MemtxError as exc:
        return ("err", type(exc), str(exc), getattr(exc, "reason", None))


@dataclass
class OpenTxn:
    agent: str
    isolation: str
    sql: memtx.TxnHandle
    ref: memtx.TxnHandle
    read: list[str] = field(default_factory=list)  # ckeys read


@dataclass(frozen=True)
class Dump:
    records: list[Record]
    events: list[Event]
    active: list[ActiveEntry]
    last_csn: int
    now: float


def _dump(mem: memtx.Memory) -> Dump:
    with mem._unit(write=False) as u:
        return Dump(list(u.iter_records()), list(u.iter_events()), list(u.iter_active()), u.last_csn(), u.logical_now())


def _readable(record: Record, agent: str) -> bool:
    """DESIGN §8, written out for this world: every writer is registered in the one default team."""
    if record.scope is Scope.PUBLIC or record.owner == agent:
        return True
    if record.scope is Scope.PRIVATE:
        return agent in record.readers
    return agent in AGENTS and record.owner in AGENTS


class AgentsMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.tmp = Path(tempfile.mkdtemp(prefix="memtx-stateful-"))
        self.sql = memtx.Memory.open(f"sqlite:///{self.tmp / 'store.db'}", clock=TickClock())
        self.ref = memtx.Memory.open(":memory:", clock=TickClock())
        self.sources: list[str] = []
        self.authority: dict[str, float] = {}
        for m in (self.sql, self.ref):
            for agent in AGENTS:
                m.register_agent(agent)
            m.set_contract("crm", "temporal")
        for spec in SOURCES:
            ids = {
                m.observe(spec.text, owner=spec.owner, scope=spec.scope, authority=spec.authority, at=spec.at).id
                for m in (self.sql, self.ref)
            }
            assert len(ids) == 1
            self.sources.append(ids.pop())
            self.authority[self.sources[-1]] = spec.authority
        self.open: list[OpenTxn] = []
        self.a_at: dict[int, dict[str, int]] = {0: {}}  # A as of every csn, from this test's own bookkeeping
        self.vids: list[int] = []

    def teardown(self) -> None:
        self.sql.close()
        self.ref.close()
        shutil.rmtree(self.tmp, ignore_errors=True)

    # --- helpers --------------------------------------------------------------------------------------
    def both(self, sql_fn: Callable[[], Any], ref_fn: Callable[[], Any]) -> Result:
        got_sql, got_ref = _call(sql_fn), _call(ref_fn)
        assert got_sql == got_ref, f"backends disagree:\n  sqlite: {got_sql}\n  memory: {got_ref}"
        return got_sql

    def active(self) -> dict[str, int]:
        with self.sql._unit(write=False) as u:
            return {e.ckey: e.vid for e in u.iter_active() if e.vid is not None}

    def records(self) -> dict[int, Record]:
        with self.sql._unit(write=False) as u:
            return {r.vid: r for r in u.iter_records()}

    def remember_a(self) -> None:
        """Record A as of the csn just taken; every csn is taken by one commit or one revocation."""
        csn = self.sql.last_csn()
        assert csn == max(self.a_at) + 1
        self.a_at[csn] = self.active()

    def a_changed_since(self, ckey: str, snapshot: int) -> bool:
        base = self.a_at[snapshot].get(ckey)
        return any(self.a_at[c].get(ckey) != base for c in range(snapshot + 1, max(self.a_at) + 1))

    def passes_early(self, record: Record, now: float) -> bool:
        """DESIGN §6 steps 1–2, written out: evidence (confidence, or a trusted source), then validity."""
        evidence = record.confidence >= 0.6 or self.authority[record.source_id] >= 0.9
        valid = (record.valid_from is None or record.valid_from <= now) and (
            record.valid_to is None or now < record.valid_to
        )
        return evidence and valid

    def start(self, agent: str, isolation: str) -> OpenTxn:
        sql = self.sql.begin(agent=agent, isolation=isolation)
        ref = self.ref.begin(agent=agent, isolation=isolation)
        assert sql.snapshot_csn == ref.snapshot_csn == max(self.a_at)
        txn = OpenTxn(agent, isolation, sql, ref)
        self.open.append(txn)
        return txn

    def stage(self, txn: OpenTxn, p: Proposal) -> None:
        spec = SOURCES[p.source]
        value, evidence = spec.claims[p.claim % len(spec.claims)]
        in_flight_elsewhere = {r.vid for t in self.open if t is not txn for r in t.sql.staged}
        pool = [v for v in self.vids if v not in in_flight_elsewhere]
        parents = sorted({pool[i % len(pool)] for i in p.parent_picks[: p.n_parents]}) if pool else []
        before = self.active()

        def go(tx: memtx.TxnHandle) -> Record:
            return tx.propose(
                key=p.key,
                value=value,
                evidence=evidence,
                source=self.sources[p.source],
                confidence=p.confidence,
                kind=p.kind,
                scope="private" if p.narrow else None,
                parents=parents,
                readers=p.readers,
                at=p.at,
                valid_from=p.interval[0],
                valid_to=p.interval[1],
            )

        status, *rest = self.both(lambda: go(txn.sql), lambda: go(txn.ref))
        if status == "ok":
            record: Record = rest[0]
            assert record.state is State.TENTATIVE
            assert record.canonical_key == CKEY[p.key]
            assert record.writer == record.owner == txn.agent
            assert record.event_time == (spec.at if p.at is None else p.at)
            assert record.parents == tuple(parents)
            self.vids.append(record.vid)
        else:
            assert issubclass(rest[0], memtx.AdmissionRejected), rest
        assert self.active() == before  # staging never touches A

    def commit(self, txn: OpenTxn) -> None:
        before, last, now_before = self.active(), max(self.a_at), self.sql.now()
        status, *rest = self.both(txn.sql.commit, txn.ref.commit)
        result = txn.sql.result
        assert result is not None
        assert result == txn.ref.result
        staged = txn.sql.staged
        records = self.records()
        # DESIGN §6: first committer wins. A record reaches the conflict phase only if it passed the
        # evidence and validity phases, which run first, against the clock advanced by this commit.
        now = max([now_before, *(r.event_time for r in staged)])
        reaching = {r.canonical_key for r in staged if self.passes_early(r, now)}
        watched = reaching | (set(txn.read) if txn.isolation == "serializable" and staged else set())
        must_abort = any(self.a_changed_since(ck, txn.sql.snapshot_csn) for ck in watched)
        assert result.aborted is must_abort, (watched, txn.sql.snapshot_csn, self.a_at)
        assert [o.vid for o in result.outcomes] == [r.vid for r in staged]
        # An outcome is "the final state of one proposed record after its transaction ended" (model.py).
        for o in result.outcomes:
            assert (records[o.vid].state, records[o.vid].reason) == (o.state, o.reason), o
        if result.aborted:
            assert status == "err"
            assert rest[0] is memtx.TransactionConflict
            assert all(o.state is State.REVOKED for o in result.outcomes)
            assert self.active() == before
            return
        assert status == "ok"
        assert result.csn == (last + 1 if staged else None)
        expected_a = dict(before)
        for r in staged:
            final = records[r.vid]
            if not self.passes_early(r, now):
                assert final.state is State.QUARANTINED
                assert final.reason in ("low_evidence", "invalid_interval"), final
            if final.state is State.QUARANTINED:
                assert final.reason in QUARANTINE_REASONS, final
            else:
                assert final.state in (State.COMMITTED, State.SUPERSEDED), final
            if final.csn == result.csn:
                # it became visible in this commit: it was A's entry, at least until a later record of
                # the same transaction displaced it
                expected_a[r.canonical_key] = r.vid
        assert self.active() == expected_a
        if staged:
            self.remember_a()

    def abort(self, txn: OpenTxn) -> None:
        before, last = self.active(), max(self.a_at)
        status, *rest = self.both(txn.sql.abort, txn.ref.abort)
        assert status == "ok"
        assert rest[0] == txn.ref.result
        assert all(o.state is State.REVOKED for o in rest[0].outcomes)
        assert [o.vid for o in rest[0].outcomes] == [r.vid for r in txn.sql.staged]
        assert self.active() == before
        assert self.sql.last_csn() == last

    def expected_read(self, ckey: str, csn: int, agent: str) -> int | None:
        vid = self.a_at[csn].get(ckey)
        return vid if vid is not None and _readable(self.records()[vid], agent) else None

    # --- rules ----------------------------------------------------------------------------------------
    @initialize(seeds=SEEDS)
    def seed(self, seeds: list[Proposal]) -> None:
        """Start most runs from some committed history, each fact committed by its source's owner."""
        for p in seeds:
            txn = self.start(SOURCES[p.source].owner, "snapshot")
            self.stage(txn, p)
            self.open.remove(txn)
            self.commit(txn)

    @precondition(lambda self: len(self.open) < 4)
    @rule(agent=st.sampled_from(AGENTS), isolation=st.sampled_from(["snapshot", "serializable"]))
    def begin(self, agent: str, isolation: str) -> None:
        self.start(agent, isolation)

    @rule(which=st.integers(0, 3), agent=st.sampled_from(AGENTS), p=PROPOSALS)
    def propose(self, which: int, agent: str, p: Proposal) -> None:
        if not self.open:
            self.start(agent, "snapshot")  # keeps writes frequent even when no transaction is open
        self.stage(self.open[which % len(self.open)], p)

    @precondition(lambda self: self.open)
    @rule(which=st.integers(0, 3), key=_key)
    def read(self, which: int, key: str) -> None:
        txn = self.open[which % len(self.open)]
        status, *rest = self.both(lambda: txn.sql.read(key), lambda: txn.ref.read(key))
        assert status == "ok"
        got: Record | None = rest[0]
        ckey = CKEY[key]
        txn.read.append(ckey)
        # Own latest staged write, else A at the snapshot (DESIGN §6), from this test's bookkeeping.
        own = [r.vid for r in txn.sql.staged if r.canonical_key == ckey]
        expected = own[-1] if own else self.expected_read(ckey, txn.sql.snapshot_csn, txn.agent)
        assert (got.vid if got else None) == expected

    @precondition(lambda self: self.open)
    @rule(which=st.integers(0, 3), how=st.sampled_from(["commit", "commit", "commit", "abort"]))
    def finish(self, which: int, how: str) -> None:
        txn = self.open.pop(which % len(self.open))
        if how == "commit":
            self.commit(txn)
        else:
            self.abort(txn)

    @rule(pick=st.integers(0, 10_000), agent=st.sampled_from(READERS))
    def revoke(self, pick: int, agent: str) -> None:
        records = self.records()
        candidates = [r.vid for r in records.values() if r.state not in (State.TENTATIVE, State.REVOKED)]
        if not candidates:
            return
        vid = candidates[pick % len(candidates)]
        root = records[vid]
        last = max(self.a_at)
        status, *rest = self.both(
            lambda: self.sql.revoke(vid, agent=agent, reason="test"),
            lambda: self.ref.revoke(vid, agent=agent, reason="test"),
        )
        if not _readable(root, agent):
            assert status == "err"
            assert rest[0] is memtx.UnknownObject
            return
        if status == "err":
            assert rest[0] is memtx.PermissionDenied, rest  # DESIGN §8 leaves room for write permissions
            return
        assert rest[0] == last + 1
        self.remember_a()
        after = self.records()
        assert after[vid].state is State.REVOKED
        # DESIGN §9, from this test's own view of the provenance DAG.
        cone: set[int] = set()
        frontier = [vid]
        while frontier:
            parent = frontier.pop()
            for r in records.values():
                if parent in r.parents and r.vid not in cone:
                    cone.add(r.vid)
                    frontier.append(r.vid)
        for d in sorted(cone):
            was, now = records[d].state, after[d].state
            if was in (State.TENTATIVE, State.REVOKED):
                assert now is was  # in-flight descendants are left to their own commit pipeline
            elif records[d].kind in (Kind.SUMMARY, Kind.PROFILE):
                assert now is State.QUARANTINED, (d, was, now)
            else:
                assert now is State.REVOKED, (d, was, now)
        # Outside the cone only reinstatements happen: superseded -> committed, as A repoints to them.
        active_after = self.active()
        for v in set(records) - cone - {vid}:
            if after[v].state is not records[v].state:
                assert (records[v].state, after[v].state) == (State.SUPERSEDED, State.COMMITTED), v
                assert active_after.get(after[v].canonical_key) == v
        # I2: no A entry points into the retracted cone, and A changed only where it did.
        assert not (set(active_after.values()) & (cone | {vid}))
        before_a = self.a_at[last]
        for ckey in set(before_a) | set(active_after):
            if before_a.get(ckey) != active_after.get(ckey):
                assert before_a.get(ckey) in cone | {vid}, ckey

    @rule(
        what=st.sampled_from(["get", "as_of", "history"]),
        key=_key,
        agent=st.sampled_from(READERS),
        pick=st.integers(0, 10_000),
    )
    def query(self, what: str, key: str, agent: str, pick: int) -> None:
        ckey = CKEY[key]
        if what == "history":
            status, *rest = self.both(lambda: self.sql.history(key), lambda: self.ref.history(key))
            assert status == "ok"
            assert all(r.canonical_key == ckey and r.state is not State.TENTATIVE for r in rest[0])
            return
        if what == "get":
            csn = max(self.a_at)
            status, *rest = self.both(lambda: self.sql.get(key, agent=agent), lambda: self.ref.get(key, agent=agent))
        else:
            csn = pick % (max(self.a_at) + 1)
            status, *rest = self.both(
                lambda: self.sql.as_of(csn).get(key, agent=agent),
                lambda: self.ref.as_of(csn).get(key, agent=agent),
            )
        assert status == "ok"
        got: Record | None = rest[0]
        assert (got.vid if got else None) == self.expected_read(ckey, csn, agent)
        if got is not None:
            assert got.state.visible  # tentative versions are invisible to every reader (DESIGN §6)

    @rule(to=st.sampled_from([20.0, 30.0, 45.0]))
    def advance_clock(self, to: float) -> None:
        self.both(lambda: self.sql.advance_clock(to), lambda: self.ref.advance_clock(to))

    # --- invariants -----------------------------------------------------------------------------------
    @invariant()
    def store_invariants(self) -> None:
        """One read of each store per step, then three independent checks of it."""
        sql, ref = _dump(self.sql), _dump(self.ref)
        assert sql == ref, "the two backends hold different stores"
        self.check_passes()
        self.independent_replay(sql)

    def check_passes(self) -> None:
        report = self.sql.check()
        assert report.ok, report.violations
        assert report.stats["tentative"] == sum(len(t.sql.staged) for t in self.open)
        assert report.stats["pending_revocations"] == 0

    def independent_replay(self, dump: Dump) -> None:
        records = {r.vid: r for r in dump.records}
        events = dump.events
        active = {e.ckey: e.vid for e in dump.active if e.vid is not None}
        last_csn = dump.last_csn
        # Replay J from nothing: each transition starts where the previous one for its version ended,
        # is legal for the version's kind, and the first one of every version is its staging.
        states: dict[int, State] = {}
        replayed_a: dict[str, int | None] = {}
        seqs = [e.seq for e in events]
        assert seqs == sorted(set(seqs))
        for ev in events:
            if ev.kind == "activate":
                assert ev.ckey is not None
                assert ev.csn is not None
                replayed_a[ev.ckey] = ev.vid
                continue
            assert ev.kind == "transition", ev
            assert ev.vid in records, ev
            assert ev.from_state is not None
            assert ev.to_state is not None
            current = states.get(ev.vid, State.RAW)
            assert ev.from_state is current, (ev, current)
            assert is_legal(ev.from_state, ev.to_state, kind=records[ev.vid].kind), ev
            if current is State.RAW:
                assert ev.to_state is State.TENTATIVE, ev
            states[ev.vid] = ev.to_state
        assert {vid: r.state for vid, r in records.items()} == states
        assert {k: v for k, v in replayed_a.items() if v is not None} == active
        # Key consistency: at most one visible version per canonical key, and it is A's.
        visible: dict[str, list[int]] = {}
        for r in records.values():
            if r.state.visible:
                visible.setdefault(r.canonical_key, []).append(r.vid)
        assert visible == {k: [v] for k, v in active.items()}
        # Tentative versions are exactly the staged writes of the transactions still open.
        assert {v for v, r in records.items() if r.state is State.TENTATIVE} == {
            r.vid for t in self.open for r in t.sql.staged
        }
        # The same, through the public API: history shows at most one visible version per key, A's.
        for ckey in sorted(set(CKEY.values())):
            shown = [r.vid for r in self.sql.history(ckey) if r.state.visible]
            assert shown == ([active[ckey]] if ckey in active else []), (ckey, shown)
        # This test's history of A is complete and current.
        assert max(self.a_at) == last_csn
        assert self.a_at[last_csn] == active


TestAgentsMachine = AgentsMachine.TestCase
TestAgentsMachine.settings = settings(
    max_examples=500,
    stateful_step_count=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


# --- fixed scenarios through the same machine (regressions and must-cover paths) ----------------------


def _run_scenario(steps: Callable[[AgentsMachine], None]) -> None:
    machine = AgentsMachine()
    try:
        machine.seed([])
        steps(machine)
        machine.store_invariants()
    finally:
        machine.teardown()


def test_two_writes_to_one_key_in_one_transaction() -> None:
    # The later write supersedes the earlier one inside the same commit; each outcome must report the
    # version's final state (superseded), not the state it passed through.
    def steps(m: AgentsMachine) -> None:
        m.propose(0, "ana", Proposal(key="alice/city", source=0, claim=0, at=10.0))
        m.propose(0, "ana", Proposal(key="Alice/City", source=0, claim=0, at=20.0))
        m.finish(0, "commit")

    _run_scenario(steps)


def test_first_committer_wins() -> None:
    def steps(m: AgentsMachine) -> None:
        m.begin("ana", "snapshot")
        m.begin("ben", "snapshot")
        m.propose(0, "ana", Proposal(key="alice/city", source=0, claim=0, at=20.0))
        m.propose(1, "ben", Proposal(key="alice/city", source=1, claim=0, at=30.0))
        m.finish(1, "commit")  # ben first
        m.finish(0, "commit")  # ana's write is now stale: aborted, TransactionConflict

    _run_scenario(steps)


def test_serializable_read_write_conflict() -> None:
    def steps(m: AgentsMachine) -> None:
        m.begin("ana", "serializable")
        m.read(0, "bob/employer")
        m.propose(0, "ana", Proposal(key="alice/city", source=0, claim=0, at=20.0))
        m.begin("dot", "snapshot")
        m.propose(1, "dot", Proposal(key="bob/employer", source=3, claim=0, at=20.0))
        m.finish(1, "commit")
        m.finish(0, "commit")  # read set changed since the snapshot: aborted

    _run_scenario(steps)


def test_revocation_cascades_and_reinstates() -> None:
    def steps(m: AgentsMachine) -> None:
        m.propose(0, "ana", Proposal(key="alice/city", source=0, claim=0, at=10.0))
        m.finish(0, "commit")  # vid 1
        m.propose(0, "cyd", Proposal(key="alice/city", source=2, claim=0, at=20.0))
        m.finish(0, "commit")  # vid 2 supersedes vid 1
        summary = Proposal(key="bob/job", source=2, claim=1, at=20.0, kind=Kind.SUMMARY, n_parents=1)
        belief = Proposal(key="bob/employer", source=2, claim=1, at=20.0, n_parents=1, parent_picks=(1, 0))
        m.propose(0, "cyd", summary)  # parent: vid 1 (pick 0)
        m.propose(0, "cyd", belief)  # parent: vid 2 (pick 1)
        m.finish(0, "commit")
        m.revoke(1, "cyd")  # candidates in vid order; pick 1 -> vid 2: belief revoked, vid 1 reinstated
        m.revoke(0, "ana")  # vid 1 now: the summary derived from it is quarantined for rebuild

    _run_scenario(steps)
