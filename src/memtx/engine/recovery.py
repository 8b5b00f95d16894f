"""Restore (DESIGN §10): compare the three redundant representations of a store — the versions' states (V),
the active map (A) and the journal (J) — and plan, item by item, which one to restore from which.

Responsible for: a pure decision over rows already read. Must not: read or write storage (`memtx.Memory`
reads the rows, applies the plan in one unit and checks I(S) again; a plan that does not give a consistent
store changes nothing).

The journal is each version's and each key's *history*; V and A must be its end. Per version:

- V equal to J's end → nothing;
- V equal to an earlier point of its chain in J (state and reason) → V is stale, a change that did not
  reach it (a partial update): V is restored from J;
- J ending where no stored version rests (`raw`, `validated`), or V not on the chain under a reason other
  than J's last one, with V reachable from J's end by legal hops → J lost the end of the chain: the hops
  are appended to J (with V's reason and csn);
- otherwise (V's state changed under J's last reason: a flipped state) → V is restored from J.

Per key, with A's row (vid, changed_csn) against the key's activations in J: equal to the last → nothing;
equal to an earlier one → stale, A restored from J; newer than the last (or the only activation lost) and
naming a visible version of the key → J lost the activation: it is appended; otherwise (a redirected or
dangling pointer) → A restored from J. Exact copies of earlier events are dropped; hops lost inside a chain
are put back into the free seqs where they were (a deleted row leaves its seq free).

A version J never mentions, in a journal without a hole (no free seq below its last: nothing was lost from
it), never committed: J is authoritative for what committed, so it is a *torn write* — a write that reached V
without its commit — and is moved to `revoked` with reason `torn_write`, journaled by the restore itself; A
rows naming it then go back to J's view like any other. In a journal with holes the same version is read as
one whose events were lost (above), since nothing then says which it is.

Restore never reads which rows a failed write touched: it is write-set independent. It is *targeted*: a
check names the damaged items (versions, keys, digest buckets); `scope_of` widens them to whole keys —
every version of each key, A's row, the versions' transition chains and the keys' activations — and the
plan is made over that part alone, so its cost grows with the damage. A violation that names nothing
(none does today) makes the scope the whole store.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from memtx.core.lifecycle import is_legal
from memtx.core.model import Event, Kind, Record, State
from memtx.engine.invariants import CheckReport, Violation
from memtx.storage.shapes import ActiveEntry

_PASSING = (State.RAW, State.VALIDATED)  # states a stored version passes through, never rests in
TORN_WRITE = "torn_write"  # the reason a restore revokes a version that never committed with


@dataclass(frozen=True, slots=True)
class RecoveryPlan:
    """What a restore does: V and A entries restored from J, A rows J never activated dropped, exact copies
    of events dropped, and events J lost re-derived from V and A (seq 0: appended; else a free seq)."""

    states: tuple[tuple[int, State, str], ...] = ()
    actives: tuple[ActiveEntry, ...] = ()
    drop_actives: tuple[str, ...] = ()
    drop_events: tuple[int, ...] = ()
    add_events: tuple[Event, ...] = ()
    notes: tuple[str, ...] = field(default=())
    # Gaps in versions' chains it found no free seqs for (a targeted plan then gives way to a whole one).
    unplaced: int = 0
    torn: tuple[int, ...] = ()  # versions of a torn write: revoked `torn_write` (in `states`, journaled)

    @property
    def changes(self) -> int:
        return (
            len(self.states) + len(self.actives) + len(self.drop_actives) + len(self.drop_events) + len(self.add_events)
        )


@dataclass(frozen=True, slots=True)
class RecoveryReport:
    """What `Memory.recover` found and did: the violations of I(S) before, the plan it applied, and the
    check after (always ok: a restore that would not give a consistent store raises `StoreDamaged`)."""

    found: tuple[Violation, ...]
    plan: RecoveryPlan
    after: CheckReport
    # Whether A, once restored, gave exactly the digests the commits' intents left (DESIGN §10 RB); if not,
    # the digests were the damaged part and were rebuilt from A.
    digests_agreed: bool = True

    @property
    def restored(self) -> bool:
        return self.plan.changes > 0 or not self.digests_agreed


@dataclass(frozen=True, slots=True)
class Scope:
    """The part of a store a targeted restore reads: these versions, these keys (each widened by the
    caller to all its versions), and the digest buckets a check found disagreeing."""

    vids: frozenset[int]
    ckeys: frozenset[str]
    buckets: frozenset[int]


def scope_of(violations: Iterable[Violation]) -> Scope | None:
    """What a check's violations name; None when one names no item, so only the whole store will do."""
    vids: set[int] = set()
    ckeys: set[str] = set()
    buckets: set[int] = set()
    for v in violations:
        if v.vid is None and v.ckey is None and v.bucket is None:
            if v.kind == "digest_agreement":  # the total or the last intent: O(buckets), handled with them
                continue
            return None
        if v.vid is not None:
            vids.add(v.vid)
        if v.ckey is not None:
            ckeys.add(v.ckey)
        if v.bucket is not None:
            buckets.add(v.bucket)
    return Scope(frozenset(vids), frozenset(ckeys), frozenset(buckets))


# The free seqs strictly between two seqs (all of them, or those a targeted restore looked at), ascending.
FreeSeqs = Callable[[int, int], list[int]]


def free_seqs_among(taken: Collection[int]) -> FreeSeqs:
    """`FreeSeqs` over a journal read whole (its seqs are `taken`)."""

    def free(after: int, before: int) -> list[int]:
        return [q for q in range(after + 1, before) if q not in taken]

    return free


@dataclass(frozen=True, slots=True)
class _Gap:
    """A version's chain in J jumps from `current` (after the event at `after`; 0: none) to the event at
    `before`, which starts from `resumes`: the hops between were lost."""

    vid: int
    after: int
    before: int
    current: State
    resumes: State
    txn_id: int | None
    csn: int | None
    reason: str


@dataclass(slots=True)
class _Replay:
    chains: dict[int, list[tuple[State, str]]] = field(default_factory=dict)  # vid -> (state, reason) per hop
    activations: dict[str, list[tuple[int | None, int, int]]] = field(default_factory=dict)  # (vid, csn, txn)
    duplicates: list[int] = field(default_factory=list)
    gaps: list[_Gap] = field(default_factory=list)
    seqs: set[int] = field(default_factory=set)
    last_seq: dict[int, int] = field(default_factory=dict)


def _replay(events: Iterable[Event]) -> _Replay:
    out = _Replay()
    seen: set[tuple[object, ...]] = set()
    for ev in events:
        out.seqs.add(ev.seq)
        content = (ev.kind, ev.txn_id, ev.csn, ev.vid, ev.ckey, ev.from_state, ev.to_state, ev.reason)
        if content in seen:
            out.duplicates.append(ev.seq)
            continue
        seen.add(content)
        if ev.kind == "activate" and ev.ckey is not None:
            out.activations.setdefault(ev.ckey, []).append((ev.vid, ev.csn or 0, ev.txn_id or 0))
        elif ev.kind == "transition" and ev.vid is not None and ev.from_state is not None and ev.to_state is not None:
            chain = out.chains.setdefault(ev.vid, [])
            current = chain[-1][0] if chain else State.RAW
            if ev.from_state is not current:
                after = out.last_seq.get(ev.vid, 0)
                out.gaps.append(_Gap(ev.vid, after, ev.seq, current, ev.from_state, ev.txn_id, ev.csn, ev.reason))
            chain.append((ev.to_state, ev.reason))
            out.last_seq[ev.vid] = ev.seq
    return out


def plan_recovery(
    records: Sequence[Record],
    active: Sequence[ActiveEntry],
    events: Sequence[Event],
    *,
    free_seqs: FreeSeqs | None = None,
    journal_complete: bool = False,
) -> RecoveryPlan:
    """Decide what to restore (see the module docstring) from the rows given — the whole store, or a
    targeted scope's part of it (every version of its keys, their A rows, their versions' transitions and
    their activations; `free_seqs` then answers for the rest of the journal). `journal_complete`: the whole
    journal has no hole (`journal_is_complete`), so a version it never mentions is a torn write."""
    replay = _replay(events)
    versions = _plan_versions(records, replay, journal_complete)
    notes, states, tail, final = versions.notes, versions.states, versions.tail, versions.final
    by_vid = {r.vid: r for r in records}
    stored = {e.ckey: e for e in active}
    actives: list[ActiveEntry] = []
    drops: list[str] = []
    for ckey in sorted(set(stored) | set(replay.activations)):
        history = replay.activations.get(ckey, [])
        row = stored.get(ckey)
        last = history[-1] if history else None
        if row is not None and last is not None and (row.vid, row.changed_csn) == last[:2]:
            continue
        names_visible = row is not None and row.vid is not None and _visible_of(by_vid, final, row.vid, ckey)
        newer = row is not None and (last is None or row.changed_csn > last[1])
        if row is not None and newer and names_visible and (row.vid, row.changed_csn) not in [h[:2] for h in history]:
            notes.append(f"key {ckey}: the journal lost its activation of {row.vid}")
            tail.append(Event(0, "activate", row.changed_by, row.changed_csn, row.vid, ckey, None, None, "activate"))
        elif last is not None:
            notes.append(f"key {ckey}: A -> {row.vid if row else None} restored to {last[0]}")
            actives.append(ActiveEntry(ckey, last[0], last[1], last[2]))
        else:
            notes.append(f"key {ckey}: A has a row the journal never activated; dropped")
            drops.append(ckey)
    placed, unplaced = _fill_gaps(replay, by_vid, free_seqs or free_seqs_among(replay.seqs))
    return RecoveryPlan(
        states=tuple(states),
        actives=tuple(actives),
        drop_actives=tuple(drops),
        drop_events=tuple(replay.duplicates),
        add_events=(*placed, *tail),
        notes=(*notes, *(f"event {seq} copies an earlier one; dropped" for seq in replay.duplicates)),
        unplaced=unplaced,
        torn=tuple(versions.torn),
    )


@dataclass(slots=True)
class _Versions:
    """The per-version half of a plan: states restored, events re-derived, notes, each version's state after
    the plan, and the versions of a torn write."""

    notes: list[str] = field(default_factory=list)
    states: list[tuple[int, State, str]] = field(default_factory=list)
    tail: list[Event] = field(default_factory=list)
    final: dict[int, State] = field(default_factory=dict)
    torn: list[int] = field(default_factory=list)


def _plan_versions(records: Sequence[Record], replay: _Replay, journal_complete: bool) -> _Versions:
    """Each version's V against its chain in J (see the module docstring)."""
    out = _Versions()
    for record in records:
        chain = replay.chains.get(record.vid, [])
        end = chain[-1] if chain else (State.RAW, "")
        seen = (record.state, record.reason)
        out.final[record.vid] = record.state
        if not chain and journal_complete:
            # DESIGN §10 (torn writes): J lost nothing, so it never held this version: it never committed.
            out.notes.append(f"version {record.vid}: {record.state}, never journaled: a torn write; revoked")
            out.states.append((record.vid, State.REVOKED, TORN_WRITE))
            out.tail.append(
                Event(
                    *(0, "transition", record.txn_id, None, record.vid, record.canonical_key),
                    *(State.RAW, State.REVOKED, TORN_WRITE),
                )
            )
            out.final[record.vid] = State.REVOKED
            out.torn.append(record.vid)
            continue
        if seen == end:
            continue
        hops = _path_or_none(end[0], record.state, record.kind)
        # J's end is not a state a stored version rests in, or V moved on under a reason of its own: J lost hops.
        lost_tail = end[0] in _PASSING or (seen not in chain and record.reason != end[1])
        if lost_tail and hops:
            out.notes.append(f"version {record.vid}: the journal lost {len(hops)} hop(s) to {record.state}")
            state = end[0]
            for hop in hops:
                out.tail.append(
                    Event(
                        *(0, "transition", record.txn_id, record.csn, record.vid, record.canonical_key),
                        *(state, hop, record.reason),
                    )
                )
                state = hop
            continue
        why = "stale (a change did not reach it)" if seen in chain else "changed outside the journal"
        out.notes.append(f"version {record.vid}: {record.state} is {why}; restored to {end[0]}")
        out.states.append((record.vid, end[0], end[1]))
        out.final[record.vid] = end[0]
    return out


def journal_is_complete(events: Iterable[Event]) -> bool:
    """Whether a whole journal has no hole: its seqs are 1..n, each once (every backend hands out seqs
    gap-less, `max + 1` under the write lock, so a hole is an event lost)."""
    seqs = [ev.seq for ev in events]
    return len(set(seqs)) == len(seqs) == (max(seqs) if seqs else 0)


def _visible_of(records: Mapping[int, Record], final: Mapping[int, State], vid: int, ckey: str) -> bool:
    record = records.get(vid)
    return record is not None and record.canonical_key == ckey and final[vid].visible


def _fill_gaps(replay: _Replay, records: Mapping[int, Record], free_seqs: FreeSeqs) -> tuple[list[Event], int]:
    """The hops lost inside chains, each under a free seq between the events around its gap. Gaps come in
    the order of the event that resumes them and each takes the lowest free seqs after its start: the
    earliest-deadline rule, which places every gap whenever any placement can."""
    placed: list[Event] = []
    claimed: set[int] = set()
    unplaced = 0
    for gap in replay.gaps:
        record = records.get(gap.vid)
        hops = _path_or_none(gap.current, gap.resumes, record.kind if record else Kind.BELIEF)
        free = [q for q in free_seqs(gap.after, gap.before) if q not in claimed]
        if record is None or hops is None or len(free) < len(hops):
            unplaced += 1
            continue  # left to the check after: the restore then refuses (StoreDamaged)
        state = gap.current
        for seq, hop in zip(free, hops, strict=False):
            placed.append(
                Event(seq, "transition", gap.txn_id, gap.csn, gap.vid, record.canonical_key, state, hop, gap.reason)
            )
            claimed.add(seq)
            state = hop
    return placed, unplaced


def _path_or_none(start: State, target: State, kind: Kind) -> tuple[State, ...] | None:
    try:
        return legal_path(start, target, kind)
    except ValueError:
        return None


def legal_path(start: State, target: State, kind: Kind) -> tuple[State, ...]:
    """The shortest chain of legal transitions from `start` to `target` for a version of `kind` (empty when
    they are equal); raises ValueError when there is none."""
    if start is target:
        return ()
    queue: deque[tuple[State, tuple[State, ...]]] = deque([(start, ())])
    seen = {start}
    while queue:
        state, hops = queue.popleft()
        for nxt in State:
            if nxt in seen or not is_legal(state, nxt, kind=kind):
                continue
            if nxt is target:
                return (*hops, nxt)
            seen.add(nxt)
            queue.append((nxt, (*hops, nxt)))
    raise ValueError(f"no legal path from {start} to {target} for a {kind.value}")
