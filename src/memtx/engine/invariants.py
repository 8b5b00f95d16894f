"""The invariant check I(S) of DESIGN §10 over a whole store, as one read-only pass.

Responsible for: pointer validity, key consistency, referential integrity, legal and replayable journal,
transaction coherence, digest agreement.
Must not: repair anything (recovery restores; this only reports).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from memtx.core import digests
from memtx.core.lifecycle import is_legal
from memtx.core.model import Event, Record, State, TxnStatus
from memtx.storage.base import Unit
from memtx.storage.shapes import ActiveEntry


@dataclass(frozen=True, slots=True)
class Violation:
    # pointer_validity | key_consistency | referential_integrity | repair_completeness | journal_replay |
    # illegal_transition | txn_coherence | digest_agreement
    kind: str
    detail: str
    vid: int | None = None
    ckey: str | None = None
    bucket: int | None = None  # digest_agreement: the bucket of A whose entries do not give its digest


@dataclass(frozen=True, slots=True)
class CheckReport:
    violations: tuple[Violation, ...]
    stats: dict[str, int] = field(default_factory=dict)
    # Each disagreeing bucket's digest as recomputed from A's entries (a full check only): what a targeted
    # restore (DESIGN §10) corrects by the changes it makes instead of reading the bucket again.
    bucket_digests: dict[int, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.violations

    @property
    def journal_complete(self) -> bool:
        """A full check's finding that the journal has no hole (as many events as its last seq): nothing was
        lost from it, so it is authoritative for what committed (DESIGN §10, torn writes)."""
        return "events" in self.stats and self.stats["events"] == self.stats.get("last_seq")

    def summary(self) -> str:
        head = "ok" if self.ok else f"{len(self.violations)} violation(s)"
        counts = ", ".join(f"{k}={v}" for k, v in sorted(self.stats.items()))
        return f"{head} ({counts})"


def check_store(u: Unit) -> CheckReport:
    return check_rows(u, list(u.iter_records()), list(u.iter_active()), list(u.iter_events()))


def check_rows(
    u: Unit,
    rows: Sequence[Record],
    entries: Sequence[ActiveEntry],
    journal: Sequence[Event],
    *,
    partial: bool = False,
) -> CheckReport:
    """`check_store` over V, A and J already read from `u`; the small tables (transactions, in-flight
    entries) are read here. `partial`: the rows are a part of the store closed under its keys (every
    version of each key, their A rows, their transitions and activations — a targeted restore's part):
    the same rules over that part, and no digest agreement (A is not all there); its counts are named
    `part_versions`, `part_active_keys` and `part_events`."""
    records: dict[int, Record] = {r.vid: r for r in rows}
    active = {e.ckey: e.vid for e in entries if e.vid is not None}
    found: list[Violation] = []
    found += _pointers(records, active)
    found += _one_winner_per_key(records, active)
    found += _references(u, records)
    found += _repair_completeness(records)
    replay, events = _journal(journal, records, active)
    found += replay
    in_flight = u.in_flight()
    found += _txn_coherence(u, records, in_flight)
    recomputed = {} if partial else digests.digest_of((e.ckey, e.vid) for e in entries)
    if not partial:
        found += digest_problems(u, recomputed=recomputed)
    part = "part_" if partial else ""  # a part's counts are named so: they are not the store's
    stats = {
        f"{part}versions": len(records),
        f"{part}active_keys": len(active),
        f"{part}events": events,
        "tentative": len(in_flight),  # staged versions in flight (DESIGN §6)
        "pending_revocations": len(u.pending_revocations()),
        "last_csn": u.last_csn(),
        "last_seq": u.last_seq(),
    }
    named = {v.bucket for v in found if v.bucket is not None}
    return CheckReport(tuple(found), stats, {b: recomputed.get(b, 0) for b in sorted(named)})


def _pointers(records: dict[int, Record], active: dict[str, int]) -> list[Violation]:
    """Pointer validity: every A entry names an existing version of the same key in a visible state."""
    found = []
    for ckey, vid in active.items():
        rec = records.get(vid)
        if rec is None:
            found.append(Violation("pointer_validity", f"A[{ckey}] -> missing version {vid}", vid, ckey))
        elif rec.canonical_key != ckey:
            found.append(Violation("pointer_validity", f"A[{ckey}] -> version of {rec.canonical_key}", vid, ckey))
        elif not rec.state.visible:
            found.append(Violation("pointer_validity", f"A[{ckey}] -> version in state {rec.state}", vid, ckey))
    return found


def _references(u: Unit, records: dict[int, Record]) -> list[Violation]:
    """Referential integrity (issue 29 item 10): every version's source, declared parents and transaction exist,
    and so does every version a pending revocation names — what the SQL schema's keys enforce, checked over the
    stored rows, so damage at rest (or a backend that let it through) is found. Parents outside `records` (a
    restore's part) are looked up; set-based reads, nothing kept."""
    sources = u.existing_sources(sorted({r.source_id for r in records.values()}))
    txns = u.existing_txns(sorted({r.txn_id for r in records.values()}))
    outside = sorted({p for r in records.values() for p in r.parents if p not in records})
    elsewhere = set(u.get_records(outside)) if outside else set()
    found = []
    for rec in records.values():
        missing = []
        if rec.source_id not in sources:
            missing.append(f"its source {rec.source_id}")
        if rec.txn_id not in txns:
            missing.append(f"its transaction {rec.txn_id}")
        lost = [p for p in rec.parents if p not in records and p not in elsewhere]
        if lost:
            missing.append(f"its parent(s) {lost}")
        if missing:
            detail = f"version {rec.vid}: " + ", ".join(missing) + " do(es) not exist"
            found.append(Violation("referential_integrity", detail, rec.vid, rec.canonical_key))
    pending = [vid for vid, _, _ in u.pending_revocations() if vid not in records]
    for vid in sorted(set(pending) - set(u.get_records(pending))) if pending else ():
        found.append(Violation("referential_integrity", f"a pending revocation names missing version {vid}", vid))
    return found


def _one_winner_per_key(records: dict[int, Record], active: dict[str, int]) -> list[Violation]:
    """Key consistency: exactly one visible version per canonical key, and it is A's."""
    visible: dict[str, list[int]] = {}
    for rec in records.values():
        if rec.state.visible:
            visible.setdefault(rec.canonical_key, []).append(rec.vid)
    found = []
    for ckey, vids in sorted(visible.items()):
        if len(vids) > 1:
            found.append(Violation("key_consistency", f"{len(vids)} visible versions {vids}", None, ckey))
        elif active.get(ckey) != vids[0]:
            detail = f"visible {vids[0]} is not A's ({active.get(ckey)})"
            found.append(Violation("key_consistency", detail, vids[0], ckey))
    return found


def _repair_completeness(records: dict[int, Record]) -> list[Violation]:
    """I2 (DESIGN §9): nothing visible derives from a revoked or repair-quarantined parent."""
    found = []
    for rec in records.values():
        if not rec.state.visible:
            continue
        for pid in rec.parents:
            parent = records.get(pid)
            if parent is not None and parent.state in (State.REVOKED, State.QUARANTINED):
                detail = f"visible, but parent {pid} is {parent.state}"
                found.append(Violation("repair_completeness", detail, rec.vid, rec.canonical_key))
    return found


def _journal(
    journal: Sequence[Event], records: dict[int, Record], active: dict[str, int]
) -> tuple[list[Violation], int]:
    """Every transition legal and continuous; replaying J from empty reproduces every state and A."""
    found: list[Violation] = []
    replayed: dict[int, State] = {}
    replayed_a: dict[str, int | None] = {}
    events = 0
    for ev in journal:
        events += 1
        if ev.kind == "activate" and ev.ckey is not None:
            replayed_a[ev.ckey] = ev.vid
            continue
        if ev.kind in ("alias", "synonym", "declassify", "abort", "recover", "erase"):
            continue  # key resolution (§5), information flow (§8), a transaction's end, a restore, an erasure's
            # record (§10; its moves are transitions of their own): not V nor A
        if ev.kind != "transition" or ev.vid is None or ev.to_state is None or ev.from_state is None:
            found.append(Violation("journal_replay", f"malformed event {ev.seq}", ev.vid))
            continue
        current = replayed.get(ev.vid, State.RAW)
        rec = records.get(ev.vid)
        if ev.from_state is not current:
            detail = f"event {ev.seq} starts from {ev.from_state}, replay has {current}"
            found.append(Violation("journal_replay", detail, ev.vid))
        if not is_legal(ev.from_state, ev.to_state, kind=rec.kind if rec else None):
            detail = f"event {ev.seq}: {ev.from_state} -> {ev.to_state}"
            found.append(Violation("illegal_transition", detail, ev.vid))
        replayed[ev.vid] = ev.to_state
    for vid, rec in records.items():
        if replayed.get(vid, State.RAW) is not rec.state:
            detail = f"replay gives {replayed.get(vid, State.RAW)}, V has {rec.state}"
            found.append(Violation("journal_replay", detail, vid, rec.canonical_key))
    replayed_live = {k: v for k, v in replayed_a.items() if v is not None}
    for ckey in sorted(k for k in set(replayed_live) | set(active) if replayed_live.get(k) != active.get(k)):
        detail = f"replaying J gives A[{ckey}] = {replayed_live.get(ckey)}, A has {active.get(ckey)}"
        found.append(Violation("journal_replay", detail, active.get(ckey), ckey))
    return found, events


def _txn_coherence(u: Unit, records: dict[int, Record], in_flight: list[tuple[int, int, str]]) -> list[Violation]:
    """In-flight entries and stored tentative versions belong to open transactions only; an in-flight
    version is not stored yet (or stored tentative, by a schema-v4 store) and every stored tentative
    version is in flight."""
    found = []
    open_txns: dict[int, bool] = {}

    def is_open(txn_id: int) -> bool:
        if txn_id not in open_txns:
            header = u.get_txn(txn_id)
            open_txns[txn_id] = header is not None and header.status is TxnStatus.OPEN
        return open_txns[txn_id]

    flying = {vid for _, vid, _ in in_flight}
    for txn_id, vid, _ in in_flight:
        if not is_open(txn_id):
            found.append(Violation("txn_coherence", f"version in flight for closed transaction {txn_id}", vid))
        rec = records.get(vid)
        if rec is not None and rec.state is not State.TENTATIVE:
            found.append(Violation("txn_coherence", f"in-flight version {vid} is stored {rec.state}", vid))
    for rec in records.values():
        if rec.state is not State.TENTATIVE:
            continue
        if not is_open(rec.txn_id):
            found.append(Violation("txn_coherence", f"tentative in closed transaction {rec.txn_id}", rec.vid))
        elif rec.vid not in flying:
            found.append(Violation("txn_coherence", f"tentative version {rec.vid} is not in flight", rec.vid))
    return found


def digest_problems(u: Unit, *, recomputed: Mapping[int, int] | None = None) -> list[Violation]:
    """Digest agreement (DESIGN §10): the total is the sum of the buckets, the last committed transaction's
    intent left the digest stored now, and — given the buckets `recomputed` from A's entries (a full pass)
    — every bucket is the digest of its entries, which locates the damaged part of A. Without it only the
    first two: O(buckets)."""
    found = []
    stored = u.a_digest_buckets()
    if digests.total(stored) != u.a_digest():
        found.append(Violation("digest_agreement", f"A's digest {u.a_digest()} is not the sum of its buckets"))
    last = u.last_intents(1)
    if last and last[0][2] is not None and last[0][2] != u.a_digest():
        found.append(
            Violation(
                "digest_agreement", f"the last commit (csn {last[0][0]}) left digest {last[0][2]}, A has {u.a_digest()}"
            )
        )
    if recomputed is not None:
        for bucket in sorted(b for b in set(recomputed) | set(stored) if recomputed.get(b, 0) != stored.get(b, 0)):
            detail = f"bucket {bucket}: A's entries there do not give its digest"
            found.append(Violation("digest_agreement", detail, bucket=bucket))
    return found
