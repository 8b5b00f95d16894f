"""The reimplemented baselines of the conformance study: plain stores and the designs of three papers.

Responsible for: in-process stores that execute an episode's steps each by its own mechanism, and decide
by that mechanism whether an irreversible action may run — a store without an action mechanism lets it
run, a store with one (Cordon's outbox, Verified Concurrency's detector) decides. Each class's docstring
names what it implements and what it leaves out; `profile` says the same for the report. Must not: decide
whether to act on a value (the policies do), score, or look at an episode's truth.

Every baseline hides a `private` record from agents other than its writer; only Cordon's taint makes a
record derived from a private one inherit anything. A store without transactions applies a staged write at
once and cannot undo it on abort: that is what such stores do with an agent's "transaction".
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from memtx.read.embedders import HashingEmbedder, unit_vectors
from memtx.tooling.eval.conformance_adapter import Candidate, Profile, System, Write

NO_GATE: tuple[str, ...] = ("no action mechanism: the tool runs on the value the agent chose",)


@dataclass
class _Rec:
    w: Write
    seq: int
    alive: bool = True
    row: str = "live"  # TOKI's rows: live | audit | pending | retracted (the other stores keep "live")
    displaced: bool = False  # TOKI: an audit row that was live once (reinstated if the live row is retracted)


@dataclass
class _Txn:
    agent: str
    snapshot: int
    writes: list[Write] = field(default_factory=list)


class _Store(System):
    """Shared machinery: an append-only list of writes, per-record read permission, lineage by declared
    parents, and the hooks a subclass overrides with its own mechanism."""

    profile: ClassVar[Profile]
    transactional = False  # staged writes held as shadow state until commit
    validates = False  # first committer wins at commit

    def __init__(self) -> None:
        self.recs: list[_Rec] = []
        self.by_id: dict[str, _Rec] = {}
        self.txns: dict[str, _Txn] = {}
        self.ran: list[tuple[str, str]] = []

    def _apply(self, w: Write) -> None:
        rec = _Rec(w, len(self.recs))
        self.recs.append(rec)
        self.by_id[w.id] = rec

    def _readable(self, rec: _Rec, agent: str) -> bool:
        return rec.w.scope != "private" or rec.w.agent == agent

    def _visible(self, agent: str, key: str) -> list[_Rec]:
        return [r for r in self.recs if r.alive and r.w.key == key and self._readable(r, agent)]

    def _lineage(self, rec: _Rec) -> Iterator[_Rec]:
        """The record and every ancestor it declares, transitively."""
        seen: set[str] = set()
        todo = [rec]
        while todo:
            r = todo.pop()
            if r.w.id in seen:
                continue
            seen.add(r.w.id)
            yield r
            todo += [self.by_id[p] for p in r.w.parents if p in self.by_id]

    def write(self, w: Write) -> None:
        self._apply(w)

    def begin(self, txn: str, agent: str) -> None:
        self.txns[txn] = _Txn(agent, len(self.recs))

    def stage(self, txn: str, w: Write) -> None:
        if self.transactional:
            self.txns[txn].writes.append(w)
        else:
            self._apply(w)

    def commit(self, txn: str) -> bool:
        t = self.txns.pop(txn)
        if self.validates:
            keys = {w.key for w in t.writes}
            if any(r.seq >= t.snapshot and r.w.key in keys for r in self.recs):
                return False  # a rival committed on one of its keys since its snapshot
        for w in t.writes:
            self._apply(w)
        return True

    def abort(self, txn: str) -> None:
        self.txns.pop(txn)  # without transactions the staged writes already landed: nothing to undo

    def retract(self, agent: str, write_id: str) -> None:
        rec = self.by_id.get(write_id)
        if rec is not None:
            rec.alive = False  # the record only: what derives from it stays

    def read(self, agent: str, key: str) -> list[Candidate]:
        found = sorted(self._visible(agent, key), key=lambda r: -r.seq)
        return [Candidate(found[0].w.value, True, found[0].w.id)] if found else []

    def permits(self, agent: str, chosen: Candidate) -> bool:
        """Whether the store's own mechanism lets the irreversible action run (no mechanism: it runs)."""
        return True

    def act(self, agent: str, tool: str, key: str, chosen: Candidate) -> bool:
        if not self.permits(agent, chosen):
            return False
        self.ran.append((tool, chosen.value))
        return True


class LastWriterWins(_Store):
    """One value per key, the last write. No transactions, versions, lifecycle, gate or repair."""

    name = "last-writer-wins"
    profile = Profile("a plain key-value store", ("last write per key", *NO_GATE), "everything else")


class Versioned(_Store):
    """Every version of a key, the newest first (the older ones presented as not current)."""

    name = "versioned"
    profile = Profile(
        "a versioned key-value store", ("every version, newest first", *NO_GATE), "adjudication, gate, repair"
    )

    def read(self, agent: str, key: str) -> list[Candidate]:
        found = sorted(self._visible(agent, key), key=lambda r: -r.seq)
        return [Candidate(r.w.value, n == 0, r.w.id) for n, r in enumerate(found)]


class DenseRetrieval(_Store):
    """Reads by similarity to the key over every write (the top 3, all presented as current)."""

    name = "dense retrieval"
    profile = Profile(
        "retrieval memory (similarity search over every write; a hashing embedder)",
        ("top-3 similarity read", *NO_GATE),
        "keys, versions, lifecycle, gate, repair",
    )

    def __init__(self) -> None:
        super().__init__()
        self._embedder = HashingEmbedder(256)

    def read(self, agent: str, key: str) -> list[Candidate]:
        pool = [r for r in self.recs if r.alive and self._readable(r, agent)]
        if not pool:
            return []
        q, *docs = unit_vectors(self._embedder, [key, *(f"{r.w.key} {r.w.value}" for r in pool)])
        scored = sorted(
            (
                (-math.fsum(a * b for a, b in zip(q, d, strict=True)), -r.seq, r)
                for r, d in zip(pool, docs, strict=True)
            ),
            key=lambda s: (s[0], s[1]),
        )
        return [Candidate(r.w.value, True, r.w.id) for _, _, r in scored[:3]]


class Cordon(_Store):
    """Cordon (Chen et al., "Cordon: Semantic Transactions for Tool-Using LLM Agents", arXiv 2606.17573,
    the design its abstract and introduction describe): a transaction's writes are **shadow state** —
    invisible to other agents, discarded on abort, applied at commit; the irreversible call enters an
    **effect outbox** and is released only when the acting task commits and its flow validates;
    validation follows **taint over derived results**: a value whose declared lineage (itself and its
    ancestors) contains a private record may not leave through an external effect. The acting agent's
    task ends with its action, so the outbox is validated and released at that step.

    Leaves out: lineage the runtime could track beyond declared parents (a copy written without one
    carries no taint), approvals and delegated authority, recovery metadata, any adjudication of
    contradictions (the last committed write per key is read), and revocation of derived results."""

    name = "Cordon"
    transactional = True
    profile = Profile(
        "Cordon (arXiv 2606.17573): semantic transactions as its abstract describes them",
        (
            "shadow state (staged writes invisible until commit, discarded on abort)",
            "effect outbox released at commit after flow validation",
            "taint over declared lineage: a private ancestor blocks an external effect",
        ),
        "lineage beyond declared parents, approvals, adjudication, revocation of derived results",
    )

    def _validates(self, rec: _Rec) -> bool:
        return rec.alive and not any(r.w.scope == "private" for r in self._lineage(rec))

    def permits(self, agent: str, chosen: Candidate) -> bool:
        rec = self.by_id.get(str(chosen.ref))
        return rec is not None and self._validates(rec)


class CordonRevocation(Cordon):
    """Cordon + revocation (the arm the MemTX study adds to Cordon): everything Cordon does, and a
    retraction revokes the retracted record **and every record derived from it** through declared
    lineage; reads fall back to the newest surviving write of the key, and the outbox refuses an effect
    whose lineage holds a revoked record.

    Leaves out: what Cordon leaves out, except revocation; no re-derivation of revoked summaries and no
    adjudication of which surviving version should be current (the newest surviving write is)."""

    name = "Cordon + revocation"
    profile = Profile(
        "Cordon (arXiv 2606.17573) with revocation over lineage (the MemTX study's arm)",
        (*Cordon.profile.mechanisms, "revocation propagated over declared lineage"),
        "lineage beyond declared parents, approvals, adjudication, re-derivation",
    )

    def retract(self, agent: str, write_id: str) -> None:
        rec = self.by_id.get(write_id)
        if rec is None:
            return
        rec.alive = False
        for other in self.recs:
            if any(not r.alive for r in self._lineage(other)):
                other.alive = False

    def _validates(self, rec: _Rec) -> bool:
        return super()._validates(rec) and all(r.alive for r in self._lineage(rec))


class VerifiedConcurrency(_Store):
    """Verified Concurrency (Khan, "Verified Detection and Prevention of Concurrency Anomalies in
    Multi-Agent LLM Systems", arXiv 2606.17182, §4) through its second level. **L1**: snapshot
    transactions, staged writes invisible until commit, first committer wins — the stale-generation
    anomaly is prevented. **L2**: causal-cascade prevention — a read of a record with a retracted
    ancestor is invalidated: the read presents only records whose declared ancestry is intact, and the
    detector refuses an effect resting on an invalidated record.

    Leaves out: L3 (a commit-order sequencer for tool effects) and L4, a permission model beyond hiding
    private records, and any adjudication of contradictions (the last committed write per key is read)."""

    name = "Verified Concurrency (L1+L2)"
    transactional = True
    validates = True
    profile = Profile(
        "Verified Concurrency (arXiv 2606.17182), lattice levels L1–L2 (§4)",
        (
            "L1: snapshot transactions, first committer wins (stale generation prevented)",
            "L2: reads with a retracted ancestor invalidated; effects on them refused",
        ),
        "L3 effect sequencing, L4, permissions, adjudication",
    )

    def _valid(self, rec: _Rec) -> bool:
        return all(r.alive for r in self._lineage(rec))

    def read(self, agent: str, key: str) -> list[Candidate]:
        found = sorted((r for r in self._visible(agent, key) if self._valid(r)), key=lambda r: -r.seq)
        return [Candidate(found[0].w.value, True, found[0].w.id)] if found else []

    def permits(self, agent: str, chosen: Candidate) -> bool:
        rec = self.by_id.get(str(chosen.ref))
        return rec is not None and self._valid(rec)


_DERIVED_KINDS = ("profile", "summary")
_TIE = 0.05  # evidence weights closer than this are a tie: nothing to merge by


class Toki(_Store):
    """TOKI ("TOKI: A Bitemporal Operator Algebra for Contradiction Resolution in LLM-Agent Persistent
    Memory", 2026 preprint, as its abstract and reference repository's overview describe it): a dual-row
    schema — one **live** row per key and **audit** rows that keep every losing or superseded fact — and
    four typed operators a contradicting write is routed to:
    **last-writer-wins** (a writer correcting itself), **evidence-weighted merge** (another writer: the
    higher weight, authority × confidence, is live, the loser kept in audit), **await-confirmation** (a
    challenger of tied weight is held pending until an independent writer confirms its value) and a
    **per-rule policy** (derived records — profiles, summaries — are re-derived: the newest valid time is
    live). A retraction closes the live row into audit and reinstates the newest row it had displaced.
    The routing is ours: TOKI routes a write through an isolation-precondition gate whose rules we did not
    have, so the writer, the evidence weight and the record's kind stand in for it.

    Leaves out: multi-write transactions (a staged write goes through its operator at once and an abort
    cannot undo it), the language-model judge and its keyed log, cascade over derived records, any action
    mechanism, and permission inheritance."""

    name = "TOKI (4 operators)"
    profile = Profile(
        "TOKI bitemporal operator algebra (2026 preprint): its four typed operators",
        (
            "dual-row schema: live row + audit rows",
            "last-writer-wins (same writer)",
            "evidence-weighted merge (authority × confidence)",
            "await-confirmation (tied challenger pending until an independent writer confirms)",
            "per-rule policy (derived records: newest valid time)",
            *NO_GATE,
        ),
        "multi-write transactions, the model judge, cascade, permissions",
    )

    def _live(self, key: str) -> _Rec | None:
        return next((r for r in self.recs if r.w.key == key and r.row == "live"), None)

    @staticmethod
    def _weight(w: Write) -> float:
        return w.authority * w.confidence

    def _promote(self, rec: _Rec, live: _Rec | None) -> None:
        if live is not None:
            live.row, live.displaced = "audit", True
        rec.row = "live"

    def _apply(self, w: Write) -> None:
        live = self._live(w.key)
        super()._apply(w)
        rec = self.recs[-1]
        rec.row = "audit"
        if live is None or live.w.value == w.value:
            self._promote(rec, live)
        elif w.kind in _DERIVED_KINDS:  # per-rule policy
            if w.at >= live.w.at:
                self._promote(rec, live)
        elif w.agent == live.w.agent:  # last-writer-wins
            self._promote(rec, live)
        elif abs(self._weight(w) - self._weight(live.w)) <= _TIE:  # await-confirmation
            rec.row = "pending"
        elif self._weight(w) > self._weight(live.w):  # evidence-weighted merge
            self._promote(rec, live)
        # A pending row whose value an independent writer now states is confirmed.
        for other in self.recs:
            confirms = other.w.value == w.value and other.w.agent != w.agent
            if other.row == "pending" and other.w.key == w.key and other is not rec and confirms:
                self._promote(other, self._live(w.key))
                rec.row = "audit"

    def retract(self, agent: str, write_id: str) -> None:
        rec = self.by_id.get(write_id)
        if rec is None or rec.row == "retracted":
            return
        was_live, rec.row, rec.alive = rec.row == "live", "retracted", False
        if was_live:
            back = [r for r in self.recs if r.w.key == rec.w.key and r.row == "audit" and r.displaced]
            if back:
                back[-1].row = "live"

    def read(self, agent: str, key: str) -> list[Candidate]:
        live = self._live(key)
        if live is None or not self._readable(live, agent):
            return []
        return [Candidate(live.w.value, True, live.w.id)]


BASELINES: tuple[type[_Store], ...] = (
    LastWriterWins,
    Versioned,
    DenseRetrieval,
    Toki,
    Cordon,
    CordonRevocation,
    VerifiedConcurrency,
)
