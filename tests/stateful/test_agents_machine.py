"""Random interleavings of several agents' transactions, applied to SQLite and the reference backend at once.

Every operation runs on both stores and must give the same answer (vids, outcomes, reads, errors). After
every step the SQLite store must satisfy DESIGN §10's I(S), checked twice: by `Memory.check()` and by an
independent replay of the journal written here. The machine also keeps its own small model — A as of
every csn, the parents of every version, the open transactions' read and write sets, and its own key index
(DESIGN §5, amended: the clusters and aliases committed at every csn, plus each open transaction's own
foundings) — to check snapshot reads, key resolution, first-committer-wins, serializable read-set
validation, the active map after a commit and cascade repair without trusting the engine that both stores
share.
"""

from __future__ import annotations

import shutil
import tempfile
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

import memtx
from conftest import (
    AUDITOR,
    POSTGRES_URL,
    TickClock,
    drop_postgres_schema,
    postgres_schema_url,
    prepare_postgres_schema,
)
from memtx.core import lexical
from memtx.core.keys import Cluster, choose_cluster, parse_key
from memtx.core.lifecycle import is_legal
from memtx.core.model import Event, Kind, Record, Scope, State
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

# DESIGN §5 (amended) keys that differ only in generic modifiers may join fuzzily. READ joins COMMITTED
# (subject Jaccard 3/5); BETTER does not join COMMITTED (3/6) but is a better match for READ (3/4), and so
# is HOME (2/3, which joins neither COMMITTED nor BETTER). Where READ resolves therefore depends on which of
# them have been founded, in which order, committed as of which csn — or are only in flight.
COMMITTED = "alice main home current primary/color"
READ = "alice main home/color"
BETTER = "alice main home default/color"
HOME = "alice home/color"
KEYS = (
    "alice/city",
    "Alice/City",  # exact: the same alias as alice/city
    "alice/home_city",  # Jaccard 1/2 with alice/city: its own cluster
    "crm:alice/city",  # the `crm` namespace (temporal contract); normalized "crm:crm alice/city"
    "crm:Alice/City",  # exact: the same alias as crm:alice/city
    "crm_alice/city",  # the default namespace: normalizes like crm:alice/city, never joins it
    "bob/employer",
    "bob/job",
    "carol/bike",
    "carol smith/bike",
    "the carol smith/bike",  # joins carol smith/bike (2/3) and vice versa
    COMMITTED,
    READ,
    "Alice-Main-Home/Color",  # exact: the same alias as READ
    BETTER,
    HOME,
    "dana main home current primary/color",  # the same trio again, ...
    "dana main home default/color",
)
# ... whose READ is never written, so that no alias pins it: a committed founding of a better match moves it
# (serializable readers of it must then abort), and a reader at an older snapshot must not notice.
READ_ONLY = ("dana main home/color",)
READ_KEYS = KEYS + READ_ONLY
# Retrieval queries (DESIGN §12): names, places, a word every value shares, and one nothing matches.
QUERIES = ("where does alice live", "alice berlin", "bob acme engineer", "carol bicycle", "works", "tokyo")
NAMES = sorted({parse_key(k).normalized for k in READ_KEYS})
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
    "permission_laundering",  # DESIGN §8: broader than its parents or private text it copies
    "permission_laundering:read_set",  # ... or than what its transaction read
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

# The keys that share or compete for clusters, for races between two transactions.
CONTENDED = (
    COMMITTED,
    READ,
    "Alice-Main-Home/Color",
    BETTER,
    HOME,
    "carol smith/bike",
    "the carol smith/bike",
    "dana main home current primary/color",
    "dana main home default/color",
)
_contended = st.sampled_from(CONTENDED)
# (weaker match, probe, better match): the probe joins the weaker match (3/5) but prefers the better (3/4).
TRIOS = (
    (COMMITTED, READ, BETTER),
    ("dana main home current primary/color", "dana main home/color", "dana main home default/color"),
)
_read_key = st.sampled_from(READ_KEYS)


@dataclass(frozen=True)
class Side:
    """One of two racing transactions: what it reads, then writes, then whether it commits."""

    agent: str
    isolation: str
    reads: tuple[str, ...]
    writes: tuple[Proposal, ...]
    how: str


SIDES = st.builds(
    Side,
    agent=st.sampled_from(AGENTS),
    isolation=st.sampled_from(["snapshot", "serializable"]),
    reads=st.lists(st.sampled_from(CONTENDED + READ_ONLY), max_size=2).map(tuple),
    writes=st.lists(
        st.builds(
            Proposal,
            key=_contended,
            source=st.sampled_from([0, 1, 2, 3, 4]),  # sources every agent may cite
            claim=st.just(0),
            at=st.sampled_from(TIMES),
            confidence=st.sampled_from(CONFIDENCES),
        ),
        max_size=2,
    ).map(tuple),
    how=st.sampled_from(["commit", "commit", "commit", "abort"]),
)

Result = tuple[Any, ...]  # ("ok", value) or ("err", type, message, reason)


def _call(fn: Callable[[], Any]) -> Result:
    try:
        return ("ok", fn())
    except memtx.MemtxError as exc:
        return ("err", type(exc), str(exc), getattr(exc, "reason", None))


@dataclass
class Overlay:
    """An open transaction's own key resolutions (its aliases and foundings), seen by it alone."""

    aliases: dict[str, str] = field(default_factory=dict)
    clusters: dict[str, Cluster] = field(default_factory=dict)


@dataclass
class KeyIndex:
    """This test's reference resolver for DESIGN §5 (amended), written without the engine's index: the
    committed clusters and aliases with the csn that created them. A key resolves, as of a csn and for a
    transaction with its own overlay, to its own alias, else a committed alias, else the best cluster
    (`keys.choose_cluster`) among those committed at the csn and its own foundings."""

    clusters: dict[str, Cluster] = field(default_factory=dict)
    aliases: dict[str, tuple[str, int]] = field(default_factory=dict)  # normalized -> (ckey, csn)
    founders: dict[str, str] = field(default_factory=dict)  # ckey -> the key that founded it

    def copy(self) -> KeyIndex:
        return KeyIndex(dict(self.clusters), dict(self.aliases), dict(self.founders))

    def resolve(self, key: str, as_of: int | None, own: Overlay | None = None) -> str | None:
        parts = parse_key(key)
        if own is not None and parts.normalized in own.aliases:
            return own.aliases[parts.normalized]
        hit = self.aliases.get(parts.normalized)
        if hit is not None and (as_of is None or hit[1] <= as_of):
            return hit[0]
        candidates = [c for c in self.clusters.values() if as_of is None or c.csn <= as_of]
        if own is not None:
            candidates += own.clusters.values()
        chosen = choose_cluster(parts, candidates)
        return None if chosen is None else chosen.ckey

    def found(self, key: str, ckey: str, csn: int) -> None:
        parts = parse_key(key)
        self.clusters[ckey] = Cluster(ckey, parts.namespace, parts.subject, parts.relation, csn)
        self.aliases[parts.normalized] = (ckey, csn)
        self.founders[ckey] = key


Fingerprint = tuple[Any, ...] | None  # what a read showed: vid, value, state, reason, canonical key


def _fingerprint(record: Record | None) -> Fingerprint:
    if record is None:
        return None
    return (record.vid, record.value, record.state, record.reason, record.canonical_key)


@dataclass
class OpenTxn:
    agent: str
    isolation: str
    sql: memtx.TxnHandle
    ref: memtx.TxnHandle
    own: Overlay = field(default_factory=Overlay)
    # The read set as serializable validation sees it: (normalized key, None) -> (the key as first read, the
    # canonical key it resolved to among committed clusters at the snapshot, or None, None); and for each
    # founding of its own a read resolved through, (normalized key, that founding) -> (key, ..., the founding).
    marks: dict[tuple[str, str | None], tuple[str, str | None, Cluster | None]] = field(default_factory=dict)
    # Every key read: what its first read showed, and how many writes were staged by then.
    first_reads: dict[str, tuple[Fingerprint, int]] = field(default_factory=dict)


@dataclass(frozen=True)
class Dump:
    records: list[Record]
    events: list[Event]
    active: list[ActiveEntry]
    last_csn: int
    now: float


def _dump(mem: memtx.Memory) -> Dump:
    with mem.store_context.unit(write=False) as u:
        return Dump(list(u.iter_records()), list(u.iter_events()), list(u.iter_active()), u.last_csn(), u.logical_now())


def _refused(record: Record, agent: str) -> bool:
    """DESIGN §8: an unregistered reader is refused by name (`PermissionDenied`) where registering is all
    it lacks to read the version: a shared version of the default team, in this world."""
    return agent not in AGENTS and not _readable(record, agent) and record.scope is Scope.SHARED


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
        self.sql, self.ref = self.open_stores()
        self.sources: list[str] = []
        self.authority: dict[str, float] = {}
        for m in (self.sql, self.ref):
            for agent in AGENTS:
                m.register_agent(agent)
            m.register_agent(AUDITOR, team="audit", role="operator")
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
        self.keys = KeyIndex()  # the committed key index, from this test's own bookkeeping
        # What every pool key resolved to, and A's entry for it, as recorded when each csn was taken.
        self.view_at: dict[int, dict[str, tuple[str | None, int | None]]] = {0: dict.fromkeys(READ_KEYS, (None, None))}
        self.vids: list[int] = []

    def open_stores(self) -> tuple[memtx.Memory, memtx.Memory]:
        """The store under test (`sql`, inspected through its units) and the one it must agree with."""
        return (
            memtx.Memory.open(f"sqlite:///{self.tmp / 'store.db'}", clock=TickClock()),
            memtx.Memory.open(":memory:", clock=TickClock()),
        )

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
        with self.sql.store_context.unit(write=False) as u:
            return {e.ckey: e.vid for e in u.iter_active() if e.vid is not None}

    def records(self) -> dict[int, Record]:
        with self.sql.store_context.unit(write=False) as u:
            return {r.vid: r for r in u.iter_records()}

    def remember_a(self) -> None:
        """Record A (and what each pool key resolves to) as of the csn just taken; every csn is taken by one
        commit or one revocation."""
        csn = self.sql.last_csn()
        assert csn == max(self.a_at) + 1
        a = self.a_at[csn] = self.active()
        view = {}
        for key in READ_KEYS:
            ckey = self.keys.resolve(key, csn)
            view[key] = (ckey, a.get(ckey) if ckey is not None else None)
        self.view_at[csn] = view

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

        ckey, founds = self.expected_stage(txn, p.key)
        status, *rest = self.both(lambda: go(txn.sql), lambda: go(txn.ref))
        if status == "ok":
            record: Record = rest[0]
            assert record.state is State.TENTATIVE
            assert record.canonical_key == ckey, (p.key, txn.sql.snapshot_csn, txn.own, self.keys)
            parts = parse_key(p.key)
            txn.own.aliases[parts.normalized] = ckey
            if founds:
                txn.own.clusters[ckey] = Cluster(ckey, parts.namespace, parts.subject, parts.relation)
            assert record.writer == record.owner == txn.agent
            assert record.event_time == (spec.at if p.at is None else p.at)
            assert record.parents == tuple(parents)
            self.vids.append(record.vid)
        else:
            assert issubclass(rest[0], memtx.AdmissionRejected), rest
        assert self.active() == before  # staging never touches A

    def expected_stage(self, txn: OpenTxn, key: str) -> tuple[str, bool]:
        """DESIGN §5: a proposal resolves at the snapshot plus the transaction's own foundings; a key that
        resolves nowhere founds a cluster named by its normalized form (suffixed `#n` while that id is
        taken, as `keys.founding_ckey` does). Returns (ckey, founds)."""
        ckey = self.keys.resolve(key, txn.sql.snapshot_csn, txn.own)
        if ckey is not None:
            return ckey, False
        name = parse_key(key).normalized
        ckey, n = name, 1
        while ckey in txn.own.clusters or ckey in self.keys.clusters:
            n += 1
            ckey = f"{name}#{n}"
        return ckey, True

    def predict_commit(self, txn: OpenTxn, now: float) -> tuple[str | None, tuple[str, ...], KeyIndex]:
        """The commit's verdict from this test's model: (abort reason or None, the keys the conflict names,
        the key index after the commit). DESIGN §5/§6, in the order the commit checks them."""
        staged, snapshot = txn.sql.staged, txn.sql.snapshot_csn
        if not staged:
            return None, (), self.keys  # read-only: nothing to validate (serializable included)
        if txn.isolation == "serializable":
            # Each key read must still resolve to the canonical key it resolved to at the snapshot among
            # committed clusters (a phantom: none then, one now), whose entry no one else changed since.
            # A key read through its own founding must still resolve there against the committed index: a
            # committed alias of its spelling, or a better cluster, would show a serial reader something else.
            changed: dict[str, str] = {}
            for key, ckey, own in txn.marks.values():
                if own is not None:
                    stale = self.keys.resolve(key, None, Overlay(clusters={own.ckey: own})) != own.ckey
                else:
                    stale = self.keys.resolve(key, None) != ckey or (
                        ckey is not None and self.a_changed_since(ckey, snapshot)
                    )
                if stale:
                    changed.setdefault(parse_key(key).normalized, key)
            if changed:
                return "read_write_conflict", tuple(changed.values()), self.keys
        # Every written key resolves again against the latest committed state (and this commit's earlier
        # foundings): elsewhere than where it was staged is a stale late write. A key staged under the
        # transaction's own founding that now resolves to a cluster another transaction committed after the
        # snapshot is one too, even when both foundings happen to share an id (the same normalized key):
        # the cluster it meets is not the one it founded, whatever its spelling.
        csn, after = max(self.a_at) + 1, self.keys.copy()
        for r in staged:
            name = parse_key(r.key).normalized
            now_ckey = after.resolve(r.key, None)
            if now_ckey is None:
                if r.canonical_key in after.clusters:
                    return "stale_late_write", (r.key,), self.keys
                after.found(r.key, r.canonical_key, csn)
            elif now_ckey != r.canonical_key or (
                r.canonical_key in txn.own.clusters and now_ckey in self.keys.clusters
            ):
                return "stale_late_write", (r.key,), self.keys
            elif name not in after.aliases:
                after.aliases[name] = (now_ckey, csn)
        # First committer wins: a record reaching the conflict phase — it passed the evidence and validity
        # phases, which run first, against the clock advanced by this commit — on a canonical key whose
        # entry another transaction changed after the snapshot.
        for r in staged:
            if self.passes_early(r, now) and self.a_changed_since(r.canonical_key, snapshot):
                return "stale_late_write", (r.key,), self.keys
        return None, (), after

    def commit(self, txn: OpenTxn) -> None:
        before, last, now_before = self.active(), max(self.a_at), self.sql.now()
        staged = txn.sql.staged
        now = max([now_before, *(r.event_time for r in staged)])
        reason, conflict_keys, keys_after = self.predict_commit(txn, now)
        status, *rest = self.both(txn.sql.commit, txn.ref.commit)
        result = txn.sql.result
        assert result is not None
        assert result == txn.ref.result
        records = self.records()
        assert result.aborted is (reason is not None), (reason, conflict_keys, result, txn, self.a_at, self.keys)
        assert [o.vid for o in result.outcomes] == [r.vid for r in staged]
        # An outcome is "the final state of one proposed record after its transaction ended" (model.py).
        for o in result.outcomes:
            assert (records[o.vid].state, records[o.vid].reason) == (o.state, o.reason), o
        if result.aborted:
            assert status == "err"
            assert rest[0] is memtx.TransactionConflict
            assert result.abort_reason == reason, (result, reason, conflict_keys)
            assert isinstance(result.error, memtx.TransactionConflict)
            assert result.error.keys == conflict_keys, (result, reason)
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
                if final.reason.startswith("permission_laundering"):
                    assert final.scope is not Scope.PRIVATE, final  # nothing is narrower than private
            else:
                assert final.state in (State.COMMITTED, State.SUPERSEDED), final
            if final.csn == result.csn:
                # it became visible in this commit: it was A's entry, at least until a later record of
                # the same transaction displaced it
                expected_a[r.canonical_key] = r.vid
        assert self.active() == expected_a
        if staged:
            self.keys = keys_after
            for r in staged:
                # A committed record keeps the cluster it was staged under, and its key now has an alias there.
                assert records[r.vid].canonical_key == r.canonical_key
                assert self.keys.aliases[parse_key(r.key).normalized][0] == r.canonical_key
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

    def expected_read(self, ckey: str | None, csn: int, agent: str) -> int | None:
        vid = self.a_at[csn].get(ckey) if ckey is not None else None
        return vid if vid is not None and _readable(self.records()[vid], agent) else None

    def read_in(self, txn: OpenTxn, key: str) -> Fingerprint:
        """`tx.read` on both stores, checked against the model; returns what it showed."""
        status, *rest = self.both(lambda: txn.sql.read(key), lambda: txn.ref.read(key))
        assert status == "ok"
        got: Record | None = rest[0]
        snapshot = txn.sql.snapshot_csn
        # The key resolves at the snapshot plus this transaction's own foundings (DESIGN §5); the read shows
        # its own latest staged write there, else A at the snapshot (DESIGN §6).
        ckey = self.keys.resolve(key, snapshot, txn.own)
        committed, normalized = self.keys.resolve(key, snapshot), parse_key(key).normalized
        txn.marks.setdefault((normalized, None), (key, committed, None))
        if ckey is not None and ckey != committed and normalized not in txn.own.aliases and ckey in txn.own.clusters:
            txn.marks.setdefault((normalized, ckey), (key, committed, txn.own.clusters[ckey]))
        own = [r.vid for r in txn.sql.staged if r.canonical_key == ckey]
        expected = own[-1] if own else self.expected_read(ckey, snapshot, txn.agent)
        assert (got.vid if got else None) == expected, (key, ckey, snapshot, txn.own)
        if got is not None:
            assert got.canonical_key == ckey
        shown = _fingerprint(got)
        txn.first_reads.setdefault(key, (shown, len(txn.sql.staged)))
        return shown

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

    @precondition(lambda self: len(self.open) < 4)
    @rule(agent=st.sampled_from(AGENTS), keys=st.lists(_read_key, min_size=1, max_size=3))
    def begin_serializable_reader(self, agent: str, keys: list[str]) -> None:
        """A serializable transaction that reads first: its commit validates exactly those reads."""
        txn = self.start(agent, "serializable")
        for key in keys:
            self.read_in(txn, key)

    @rule(which=st.integers(0, 3), agent=st.sampled_from(AGENTS), p=PROPOSALS)
    def propose(self, which: int, agent: str, p: Proposal) -> None:
        if not self.open:
            self.start(agent, "snapshot")  # keeps writes frequent even when no transaction is open
        self.stage(self.open[which % len(self.open)], p)

    @precondition(lambda self: self.open)
    @rule(which=st.integers(0, 3), key=_read_key)
    def read(self, which: int, key: str) -> None:
        self.read_in(self.open[which % len(self.open)], key)

    @precondition(lambda self: any(t.first_reads for t in self.open))
    @rule(which=st.integers(0, 3), pick=st.integers(0, 10_000))
    def reread(self, which: int, pick: int) -> None:
        """A snapshot read is repeatable (DESIGN §5, §6): whatever committed or aborted since — new
        clusters, better matches, aliases — a key read again shows what it showed first, unless the
        transaction has itself written since."""
        readers = [t for t in self.open if t.first_reads]
        txn = readers[which % len(readers)]
        self.check_repeatable(txn, sorted(txn.first_reads)[pick % len(txn.first_reads)])

    def check_repeatable(self, txn: OpenTxn, key: str) -> None:
        shown = self.read_in(txn, key)
        first, staged_then = txn.first_reads[key]
        if staged_then == len(txn.sql.staged):
            assert shown == first, (key, txn.sql.snapshot_csn, self.sql.last_csn())

    @precondition(lambda self: len(self.open) < 3)
    @rule(
        trio=st.sampled_from(TRIOS),
        setup=st.booleans(),
        reader=st.sampled_from(AGENTS),
        isolation=st.sampled_from(["snapshot", "serializable"]),
        rival=st.sampled_from(AGENTS),
        rival_how=st.sampled_from(["commit", "abort"]),
        write=_contended,
        at=st.sampled_from(TIMES),
    )
    def better_match(
        self,
        trio: tuple[str, str, str],
        setup: bool,
        reader: str,
        isolation: str,
        rival: str,
        rival_how: str,
        write: str,
        at: float | None,
    ) -> None:
        """DESIGN §5 (amended): a reader reads the probe key (resolving to the weaker match, or — without the
        setup commit — to nothing); a rival founds the better match and commits or aborts; the reader's
        re-reads stay repeatable, and its commit after a write must abort exactly as the model predicts —
        read_write_conflict at serializable when the probe now resolves elsewhere (a committed founding),
        never when the founding aborted."""
        weaker, probe, better = trio
        if setup:
            self.end(self.stage_one(reader, weaker, at), "commit")
        txn = self.start(reader, isolation)
        self.read_in(txn, probe)
        other = self.stage_one(rival, better, at, source=1)
        self.check_repeatable(txn, probe)
        self.end(other, rival_how)
        self.check_repeatable(txn, probe)
        self.stage(txn, Proposal(key=write, source=0, claim=0, at=at))
        self.end(txn, "commit")

    def stage_one(self, agent: str, key: str, at: float | None, source: int = 0) -> OpenTxn:
        txn = self.start(agent, "snapshot")
        self.stage(txn, Proposal(key=key, source=source, claim=0, at=at))
        return txn

    @precondition(lambda self: self.open)
    @rule(which=st.integers(0, 3), how=st.sampled_from(["commit", "commit", "commit", "abort"]))
    def finish(self, which: int, how: str) -> None:
        self.end(self.open[which % len(self.open)], how)

    def end(self, txn: OpenTxn, how: str) -> None:
        self.open.remove(txn)
        if how == "commit":
            self.commit(txn)
        else:
            self.abort(txn)

    @precondition(lambda self: len(self.open) < 3)
    @rule(first=SIDES, second=SIDES)
    def race(self, first: Side, second: Side) -> None:
        """Two transactions from one snapshot read and write keys that share or compete for clusters; the
        first ends (commit or abort) while the second is open, then the second re-reads what it read and
        ends. Exercises foundings in aborted and concurrent transactions, fuzzy joins against committed and
        own clusters, stale late writes and serializable read-set validation."""
        one, two = self.start(first.agent, first.isolation), self.start(second.agent, second.isolation)
        for key in second.reads:
            self.read_in(two, key)
        for key in first.reads:
            self.read_in(one, key)
        for p in first.writes:
            self.stage(one, p)
        for p in second.writes:
            self.stage(two, p)
        self.end(one, first.how)
        for key in second.reads:
            self.check_repeatable(two, key)
        self.end(two, second.how)

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
            lambda: self.sql.revoke(vid, agent=agent, reason="test").csn,
            lambda: self.ref.revoke(vid, agent=agent, reason="test").csn,
        )
        if agent == OUTSIDER:  # issue 29: a name nobody registered revokes nothing, refused before any lookup
            assert status == "err"
            assert rest[0] is memtx.PermissionDenied
            return
        if not _readable(root, agent):
            assert status == "err"
            assert rest[0] is memtx.UnknownObject
            return
        if status == "err":
            assert rest[0] is memtx.PermissionDenied, rest  # DESIGN §8: only its owner (writer) or an operator
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
        key=_read_key,
        agent=st.sampled_from(READERS),
        pick=st.integers(0, 10_000),
    )
    def query(self, what: str, key: str, agent: str, pick: int) -> None:
        if what == "history":
            ckey = self.keys.resolve(key, None)
            status, *rest = self.both(
                lambda: self.sql.history(key, agent=AUDITOR), lambda: self.ref.history(key, agent=AUDITOR)
            )
            assert status == "ok"
            assert all(r.canonical_key == ckey and r.state is not State.TENTATIVE for r in rest[0])
            expected = [] if ckey is None else [v for v, r in sorted(self.records().items()) if r.canonical_key == ckey]
            expected = [v for v in expected if self.records()[v].state is not State.TENTATIVE]
            assert [r.vid for r in rest[0]] == expected
            # DESIGN §8: an agent's history holds only what it may read; an unregistered one is refused.
            status, *rest = self.both(
                lambda: self.sql.history(key, agent=agent), lambda: self.ref.history(key, agent=agent)
            )
            if agent not in AGENTS:
                assert status == "err"
                assert rest[0] is memtx.PermissionDenied
                return
            assert [r.vid for r in rest[0]] == [v for v in expected if _readable(self.records()[v], agent)]
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
        resolved = self.keys.resolve(key, csn)
        shown = self.a_at[csn].get(resolved) if resolved is not None else None
        if shown is not None and _refused(self.records()[shown], agent):
            assert status == "err"
            assert rest[0] is memtx.PermissionDenied
            return
        assert status == "ok"
        got: Record | None = rest[0]
        # Keys resolve as of the csn read (DESIGN §5, amended).
        expected = self.expected_read(resolved, csn, agent)
        if what == "get" and expected is not None:
            valid_to = self.records()[expected].valid_to
            if valid_to is not None and valid_to <= self.sql.now():
                expected = None  # DESIGN §5 expiry: `get` does not serve an expired version as current
        assert (got.vid if got else None) == expected
        if got is not None:
            assert got.state.visible  # tentative versions are invisible to every reader (DESIGN §6)

    @precondition(lambda self: max(self.a_at) > 0)
    @rule(pick=st.integers(0, 10_000), key=_read_key, agent=st.sampled_from(READERS))
    def as_of_then(self, pick: int, key: str, agent: str) -> None:
        """`mem.as_of(csn)` at an older csn shows what was there when that csn was the latest: what the key
        resolved to and A's entry then, as this test recorded them at the time (DESIGN §5, amended)."""
        csn = pick % max(self.a_at)  # strictly older than the latest
        ckey, vid = self.view_at[csn][key]
        assert self.keys.resolve(key, csn) == ckey  # later foundings and aliases did not reach back
        status, *rest = self.both(
            lambda: self.sql.as_of(csn).get(key, agent=agent),
            lambda: self.ref.as_of(csn).get(key, agent=agent),
        )
        if vid is not None and _refused(self.records()[vid], agent):
            assert status == "err"
            assert rest[0] is memtx.PermissionDenied
            return
        assert status == "ok"
        got: Record | None = rest[0]
        expected = vid if vid is not None and _readable(self.records()[vid], agent) else None
        assert (got.vid if got else None) == expected, (csn, key, ckey)
        if got is not None:
            assert got.canonical_key == ckey

    @rule(
        what=st.sampled_from(["search", "search_as_of", "context", "list"]),
        query=st.sampled_from(QUERIES),
        agent=st.sampled_from(READERS),
        pick=st.integers(0, 10_000),
    )
    def retrieve(self, what: str, query: str, agent: str, pick: int) -> None:
        """DESIGN §12: search, context and list show exactly the visible versions (A, by this test's own
        bookkeeping, now or as of a csn) that the agent may read, that have not expired and that share a
        term with the query — never a tentative, superseded, quarantined, revoked or aborted version."""
        csn = pick % (max(self.a_at) + 1) if what == "search_as_of" else max(self.a_at)
        records, now = self.records(), self.sql.now()
        current = [v for v in self.a_at[csn].values() if records[v].valid_to is None or records[v].valid_to > now]
        wanted = set(lexical.query(query))
        if what != "list":
            current = [v for v in current if wanted & set(lexical.document(records[v].key, records[v].value))]
        visible = sorted(v for v in current if _readable(records[v], agent))
        as_of = csn if what == "search_as_of" else None

        def shown(mem: memtx.Memory) -> list[tuple[int, float, bool]]:
            """(vid, score, visible state) of what the read returned (list: its order; score 0)."""
            if what == "list":
                return [(r.vid, 0.0, r.state.visible) for r in mem.list(agent=agent, limit=1000)]
            if what == "context":
                return [(i.vid, round(i.score, 9), True) for i in mem.context(query, agent=agent, k=1000).items]
            hits = mem.search(query, agent=agent, k=1000, as_of=as_of)
            return [(h.record.vid, round(h.score, 9), h.record.state.visible) for h in hits]  # state as of then

        status, *rest = self.both(lambda: shown(self.sql), lambda: shown(self.ref))
        if any(_refused(records[v], agent) for v in current):  # DESIGN §8, as for `get`
            assert status == "err"
            assert rest[0] is memtx.PermissionDenied
            return
        assert status == "ok"
        got = rest[0]
        if what == "list":
            assert [v for v, _, _ in got] == sorted(visible, key=lambda v: records[v].canonical_key)
            return
        assert sorted(v for v, _, _ in got) == visible
        assert [score for _, score, _ in got] == sorted((score for _, score, _ in got), reverse=True)
        assert all(state_visible for _, _, state_visible in got)

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
        self.key_index_matches()

    def key_index_matches(self) -> None:
        """Both stores' key index is exactly this test's: the committed clusters and aliases with their
        csns, and nothing of any open or aborted transaction's foundings (DESIGN §5, amended)."""
        ids = set(NAMES) | {f"{n}#2" for n in NAMES} | set(self.keys.clusters)
        for mem in (self.sql, self.ref):
            with mem.store_context.unit(write=False) as u:
                for name in NAMES:
                    hit = self.keys.aliases.get(name)
                    assert u.alias(name) == (hit[0] if hit else None), (name, hit)
                    if hit is not None:
                        assert u.alias(name, hit[1] - 1) is None
                        assert u.alias(name, hit[1]) == hit[0]
                for ckey in sorted(ids):
                    assert u.get_cluster(ckey) == self.keys.clusters.get(ckey), ckey

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
            if ev.kind == "abort":  # a transaction's end, journaled with its reason (neither V nor A)
                assert ev.vid is None
                assert ev.reason.startswith("txn_aborted:"), ev
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
        # In flight are exactly the staged writes of the transactions still open (DESIGN §6: registered at
        # staging, stored only by their commit or abort, so none is stored tentative).
        assert {v for v, r in records.items() if r.state is State.TENTATIVE} == set()
        flying = {vid for entries in self.sql.in_flight().values() for vid, _ in entries}
        assert flying == {r.vid for t in self.open for r in t.sql.staged}
        # The same, through the public API: history shows at most one visible version per key, A's.
        for ckey, founder in sorted(self.keys.founders.items()):
            shown = [r.vid for r in self.sql.history(founder, agent=AUDITOR) if r.state.visible]
            assert shown == ([active[ckey]] if ckey in active else []), (ckey, shown)
        assert set(active) <= set(self.keys.clusters)
        # This test's history of A is complete and current.
        assert max(self.a_at) == last_csn
        assert self.a_at[last_csn] == active


# About a minute on a quiet 2-core machine: behind the `slow` marker, run by the README's second test step.
TestAgentsMachine = pytest.mark.slow(AgentsMachine.TestCase)
TestAgentsMachine.settings = settings(
    max_examples=100,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)


class PostgresAgentsMachine(AgentsMachine):
    """The differential test of DESIGN §11: the same generated operations on PostgreSQL (under test) and
    on SQLite (the store it must agree with) — every result, A, the records and the journal alike."""

    def open_stores(self) -> tuple[memtx.Memory, memtx.Memory]:
        self.schema = "memtx_stateful_" + uuid.uuid4().hex[:12]
        prepare_postgres_schema(self.schema)
        return (
            memtx.Memory.open(postgres_schema_url(self.schema), clock=TickClock()),
            memtx.Memory.open(f"sqlite:///{self.tmp / 'reference.db'}", clock=TickClock()),
        )

    def teardown(self) -> None:
        super().teardown()
        drop_postgres_schema(self.schema)


TestPostgresAgentsMachine = pytest.mark.slow(
    pytest.mark.skipif(
        not POSTGRES_URL, reason="MEMTX_TEST_POSTGRES_URL is not set: no PostgreSQL server to test against"
    )(PostgresAgentsMachine.TestCase)
)
TestPostgresAgentsMachine.settings = settings(
    max_examples=30,  # each example opens a PostgreSQL schema (migrations): fewer, as long
    stateful_step_count=40,
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


def _outcome(txn: OpenTxn) -> str | None:
    """The abort reason of an ended transaction, or None if it committed."""
    result = txn.sql.result
    assert result is not None
    return result.abort_reason if result.aborted else None


def test_aborted_founding_leaves_no_trace() -> None:
    # DESIGN §5 (amended): a founding is visible to its own transaction only, and an aborted one leaves
    # nothing behind — the reader's re-reads are repeatable and its write of READ lands in COMMITTED.
    def steps(m: AgentsMachine) -> None:
        m.end(m.stage_one("ana", COMMITTED, 10.0), "commit")
        reader = m.start("ben", "snapshot")
        first = m.read_in(reader, READ)
        assert first is not None
        assert first[-1] == parse_key(COMMITTED).normalized
        rival = m.stage_one("cyd", BETTER, 20.0)
        assert m.read_in(rival, READ) == _fingerprint(rival.sql.staged[0])  # its own, better match
        m.check_repeatable(reader, READ)
        m.end(rival, "abort")
        m.check_repeatable(reader, READ)
        m.stage(reader, Proposal(key=READ, source=0, claim=0, at=30.0))
        m.end(reader, "commit")
        assert _outcome(reader) is None
        assert m.keys.resolve(BETTER, None) is None
        assert m.keys.resolve(READ, None) == parse_key(COMMITTED).normalized

    _run_scenario(steps)


@pytest.mark.parametrize("isolation", ["snapshot", "serializable"])
@pytest.mark.parametrize("write", [READ, "bob/job"])
def test_better_match_committed_after_snapshot(isolation: str, write: str) -> None:
    # A better match for READ is founded and committed after the reader's snapshot: the reader keeps seeing
    # COMMITTED (repeatable; `as_of` the old csn too). Writing READ is then a stale late write; at
    # serializable the read of READ itself no longer holds (its resolution changed), whatever is written.
    def steps(m: AgentsMachine) -> None:
        m.end(m.stage_one("ana", COMMITTED, 10.0), "commit")
        reader = m.start("ben", isolation)
        m.read_in(reader, READ)
        m.end(m.stage_one("cyd", BETTER, 20.0, source=1), "commit")
        m.check_repeatable(reader, READ)
        m.as_of_then(1, READ, "ben")
        assert m.keys.resolve(READ, None) == parse_key(BETTER).normalized
        m.stage(reader, Proposal(key=write, source=3 if write == "bob/job" else 0, claim=0, at=30.0))
        m.end(reader, "commit")
        if isolation == "serializable":
            assert _outcome(reader) == "read_write_conflict"
        else:
            assert _outcome(reader) == ("stale_late_write" if write == READ else None)

    _run_scenario(steps)


def test_serializable_phantom_through_a_fuzzy_founding() -> None:
    # The reader found no cluster for "carol smith/bike"; a rival then commits "the carol smith/bike",
    # which that key joins: a phantom, so the serializable reader aborts.
    def steps(m: AgentsMachine) -> None:
        reader = m.start("ben", "serializable")
        assert m.read_in(reader, "carol smith/bike") is None
        m.end(m.stage_one("cyd", "the carol smith/bike", 20.0), "commit")
        m.check_repeatable(reader, "carol smith/bike")
        m.stage(reader, Proposal(key="bob/job", source=3, claim=0, at=30.0))
        m.end(reader, "commit")
        assert _outcome(reader) == "read_write_conflict"

    _run_scenario(steps)


@pytest.mark.parametrize(
    ("first", "second"),
    [("carol smith/bike", "the carol smith/bike"), (READ, "Alice-Main-Home/Color")],
)
def test_concurrent_foundings_first_committer_wins(first: str, second: str) -> None:
    # Two transactions found the same row concurrently (a fuzzy variant: two foundings; an exact one: the
    # same founding id). The first committer wins; the second is a stale late write.
    def steps(m: AgentsMachine) -> None:
        one = m.stage_one("ana", first, 20.0)
        two = m.stage_one("ben", second, 30.0)
        m.end(one, "commit")
        m.end(two, "commit")
        assert _outcome(one) is None
        assert _outcome(two) == "stale_late_write"

    _run_scenario(steps)


@pytest.mark.parametrize("second", ["Carol Smith/Bike", "the carol smith/bike"])
def test_concurrent_foundings_when_the_first_committer_is_quarantined(second: str) -> None:
    # The first committer's founding commits its cluster, but its record is quarantined (low evidence), so
    # A never changes. The second founding met a cluster committed after its snapshot either way — as a
    # fuzzy variant (another id) or an exact one (the same id): a stale late write in both cases, so that
    # the outcome does not depend on the spelling (DESIGN §5, amended).
    def steps(m: AgentsMachine) -> None:
        one = m.start("ana", "snapshot")
        m.stage(one, Proposal(key="carol smith/bike", source=0, claim=0, at=20.0, confidence=0.4))
        two = m.stage_one("ben", second, 30.0)
        m.end(one, "commit")
        assert _outcome(one) is None
        assert m.records()[one.sql.staged[0].vid].reason == "low_evidence"
        m.end(two, "commit")
        assert _outcome(two) == "stale_late_write"

    _run_scenario(steps)


def test_parent_quarantined_earlier_in_the_same_commit() -> None:
    # DESIGN §6.3/§9: a record derived from a version that the same commit quarantines (here: not yet
    # valid at the logical clock) is quarantined too (`quarantined_parent`) — never visible over it.
    def steps(m: AgentsMachine) -> None:
        m.propose(0, "ana", Proposal(key="alice/city", source=0, claim=0, interval=(15.0, None)))
        m.propose(0, "ana", Proposal(key="bob/job", source=0, claim=0, n_parents=1))
        txn = m.open[0]
        parent, child = txn.sql.staged
        assert child.parents == (parent.vid,)
        m.finish(0, "commit")
        records = m.records()
        assert (records[parent.vid].state, records[parent.vid].reason) == (State.QUARANTINED, "invalid_interval")
        assert (records[child.vid].state, records[child.vid].reason) == (State.QUARANTINED, "quarantined_parent")

    _run_scenario(steps)
