"""The invariant check I(S) of DESIGN §10 over a whole store, as one read-only pass.

Responsible for: pointer validity, key consistency, legal and replayable journal, transaction coherence.
Must not: repair anything (recovery restores; this only reports).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from memtx.lifecycle import is_legal
from memtx.model import Record, State, TxnStatus
from memtx.storage.base import Unit


@dataclass(frozen=True, slots=True)
class Violation:
    kind: str  # pointer_validity | key_consistency | journal_replay | illegal_transition | txn_coherence
    detail: str
    vid: int | None = None
    ckey: str | None = None


@dataclass(frozen=True, slots=True)
class CheckReport:
    violations: tuple[Violation, ...]
    stats: dict[str, int] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        return not self.violations

    def summary(self) -> str:
        head = "ok" if self.ok else f"{len(self.violations)} violation(s)"
        counts = ", ".join(f"{k}={v}" for k, v in sorted(self.stats.items()))
        return f"{head} ({counts})"


def check_store(u: Unit) -> CheckReport:
    records: dict[int, Record] = {r.vid: r for r in u.iter_records()}
    active = {e.ckey: e.vid for e in u.iter_active() if e.vid is not None}
    found: list[Violation] = []

    # Pointer validity: every A entry names an existing version of the same key in a visible state.
    for ckey, vid in active.items():
        rec = records.get(vid)
        if rec is None:
            found.append(Violation("pointer_validity", f"A[{ckey}] -> missing version {vid}", vid, ckey))
        elif rec.canonical_key != ckey:
            found.append(Violation("pointer_validity", f"A[{ckey}] -> version of {rec.canonical_key}", vid, ckey))
        elif not rec.state.visible:
            found.append(Violation("pointer_validity", f"A[{ckey}] -> version in state {rec.state}", vid, ckey))

    # Key consistency: exactly one visible version per canonical key, and it is A's.
    visible: dict[str, list[int]] = {}
    for rec in records.values():
        if rec.state.visible:
            visible.setdefault(rec.canonical_key, []).append(rec.vid)
    for ckey, vids in sorted(visible.items()):
        if len(vids) > 1:
            found.append(Violation("key_consistency", f"{len(vids)} visible versions {vids}", None, ckey))
        elif active.get(ckey) != vids[0]:
            found.append(
                Violation("key_consistency", f"visible {vids[0]} is not A's ({active.get(ckey)})", vids[0], ckey)
            )

    # Journal: every transition legal and continuous; replay reproduces every state and A.
    replayed: dict[int, State] = {}
    replayed_a: dict[str, int | None] = {}
    events = 0
    for ev in u.iter_events():
        events += 1
        if ev.kind == "activate":
            assert ev.ckey is not None
            replayed_a[ev.ckey] = ev.vid
            continue
        if ev.kind != "transition" or ev.vid is None or ev.to_state is None or ev.from_state is None:
            found.append(Violation("journal_replay", f"malformed event {ev.seq}", ev.vid))
            continue
        current = replayed.get(ev.vid, State.RAW)
        rec = records.get(ev.vid)
        if ev.from_state is not current:
            found.append(
                Violation(
                    "journal_replay",
                    f"event {ev.seq} starts from {ev.from_state}, replay has {current}",
                    ev.vid,
                )
            )
        if not is_legal(ev.from_state, ev.to_state, kind=rec.kind if rec else None):
            found.append(Violation("illegal_transition", f"event {ev.seq}: {ev.from_state} -> {ev.to_state}", ev.vid))
        replayed[ev.vid] = ev.to_state
    for vid, rec in records.items():
        if replayed.get(vid, State.RAW) is not rec.state:
            found.append(
                Violation(
                    "journal_replay",
                    f"replay gives {replayed.get(vid, State.RAW)}, V has {rec.state}",
                    vid,
                    rec.canonical_key,
                )
            )
    if {k: v for k, v in replayed_a.items() if v is not None} != active:
        diff = sorted(set(replayed_a.items()) ^ set(active.items()) - {(k, None) for k in replayed_a})
        found.append(Violation("journal_replay", f"replayed A differs from A at {diff[:5]}"))

    # Transactions: tentative versions belong to open transactions only.
    open_txns: dict[int, bool] = {}
    for rec in records.values():
        if rec.state is State.TENTATIVE:
            if rec.txn_id not in open_txns:
                header = u.get_txn(rec.txn_id)
                open_txns[rec.txn_id] = header is not None and header.status is TxnStatus.OPEN
            if not open_txns[rec.txn_id]:
                found.append(Violation("txn_coherence", f"tentative in closed transaction {rec.txn_id}", rec.vid))

    stats = {
        "versions": len(records),
        "active_keys": len(active),
        "events": events,
        "tentative": sum(1 for r in records.values() if r.state is State.TENTATIVE),
        "pending_revocations": len(u.pending_revocations()),
        "last_csn": u.last_csn(),
    }
    return CheckReport(tuple(found), stats)
