"""What the console's pages show (DESIGN §7–§10), read from a `Memory` as plain values.

Responsible for: the reads behind each page — the review queue with sources and evidence spans, a
version's lineage, lifecycle and as-of states, the filtered journal scan with its cursor, the gate's
decisions and the outbox, and the store's health. Must not: import the web framework, render markup,
or change the store (approve and reject go through `Memory`, as the API's routes do).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Final

from memtx import Action, CheckReport, GateDecision, Memory, Record, Source, State, Transaction, UnknownObject
from memtx.core.model import Event, JournalEntry
from memtx.safety.acting import process_state
from memtx.storage import Unit

# How far one request may walk: a page is bounded whatever the store holds.
MAX_LINEAGE: Final = 60  # versions drawn in a provenance graph (ancestors and descendants together)
MAX_SCAN: Final = 5_000  # journal events one audit page reads looking for matches
RECOVERY_LOOKBACK: Final = 10_000  # journal events the health page reads back for the last restore
_WINDOW: Final = 500


@dataclass(frozen=True, slots=True)
class Span:
    """A source's text cut around the evidence it supports: `before`, `match` (the evidence), `after`.
    `found` is False when the evidence is not a verbatim part of the text (then `match` is empty)."""

    before: str
    match: str
    after: str
    found: bool


def evidence_span(text: str, evidence: str) -> Span:
    """Where `evidence` sits in `text`: exactly, else ignoring case; else not found."""
    if evidence:
        at = text.find(evidence)
        if at < 0:
            at = text.casefold().find(evidence.casefold())
            if len(text.casefold()) != len(text):  # case folding changed lengths: offsets would lie
                at = -1
        if at >= 0:
            end = at + len(evidence)
            return Span(text[:at], text[at:end], text[end:], True)
    return Span(text, "", "", False)


@dataclass(frozen=True, slots=True)
class Sourced:
    """A version with its source (None: the source is not stored) and the evidence's place in it."""

    record: Record
    source: Source | None
    span: Span


def sourced(mem: Memory, record: Record) -> Sourced:
    try:
        src: Source | None = mem.source(record.source_id)
    except UnknownObject:
        src = None
    return Sourced(record, src, evidence_span(src.text if src else "", record.evidence))


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    quarantined: Sourced
    rival: Sourced | None


def review_page(mem: Memory, *, operator: str, after: int, limit: int) -> list[ReviewEntry]:
    """The review queue (`mem.review`, which checks the operator role again) with each side's source."""
    return [
        ReviewEntry(sourced(mem, item.record), sourced(mem, item.rival) if item.rival else None)
        for item in mem.review(agent=operator, after=after, limit=limit)
    ]


# --- a version: lineage, lifecycle, as-of -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Step:
    """One lifecycle transition of a version, with who caused it and when its transaction ended."""

    event: Event
    agent: str
    at: float | None


@dataclass(frozen=True, slots=True)
class Lineage:
    """The provenance DAG around a version: `depth` (negative: ancestors, 0: the version, positive:
    descendants), the versions, the parent→child edges among them, and whether the walk was cut."""

    depth: dict[int, int]
    records: dict[int, Record]
    edges: tuple[tuple[int, int], ...]
    truncated: bool


@dataclass(frozen=True, slots=True)
class RecordView:
    focus: Sourced
    versions: list[Record]
    timeline: list[Step]
    lineage: Lineage
    as_of: int | None
    # At `as_of`: each drawn version's (state, reason) then, None for one with no committed transition
    # yet, and the version of the key visible then.
    states_then: dict[int, tuple[State, str] | None] = field(default_factory=dict)
    visible_then: Record | None = None
    # The key's visible version now: what approving the version would displace (its form names it).
    visible_now: Record | None = None


def record_view(mem: Memory, vid: int, *, operator: str, as_of: int | None) -> RecordView:
    """A version (`mem.record`; `UnknownObject` if there is none) with its key's versions, its journal,
    its lineage and, with `as_of`, the states of all of them at that csn (`mem.as_of` checks the csn)."""
    record = mem.record(vid)
    snapshot = mem.as_of(as_of) if as_of is not None else None
    versions = mem.history(record.canonical_key, agent=operator)
    with mem.store_context.unit(write=False) as u:  # the lineage and the transitions in one unit
        lineage = _lineage(u, record)
        timeline = _timeline(u, vid)
        entry = u.get_active(record.canonical_key)
        visible_now = u.get_record(entry.vid) if entry is not None and entry.vid is not None else None
        states_then: dict[int, tuple[State, str] | None] = {}
        if snapshot is not None:
            for v in {*lineage.records, *(r.vid for r in versions)}:
                states_then[v] = u.transition_at(v, snapshot.csn)
    visible_then = snapshot.get(record.canonical_key, agent=operator) if snapshot is not None else None
    return RecordView(sourced(mem, record), versions, timeline, lineage, as_of, states_then, visible_then, visible_now)


def _timeline(u: Unit, vid: int) -> list[Step]:
    txns: dict[int, Transaction | None] = {}
    steps = []
    for event in u.events_about([vid], []):
        txn = None
        if event.txn_id is not None:
            if event.txn_id not in txns:
                txns[event.txn_id] = u.get_txn(event.txn_id)
            txn = txns[event.txn_id]
        steps.append(Step(event, txn.agent if txn else "", txn.finished_at if txn else None))
    return steps


def _lineage(u: Unit, focus: Record) -> Lineage:
    """Breadth-first both ways from `focus`, at most `MAX_LINEAGE` versions: parents up, children down."""
    depth = {focus.vid: 0}
    records = {focus.vid: focus}
    edges: set[tuple[int, int]] = set()
    truncated = False

    def walk(start: list[int], step: int, next_of: Callable[[Record], list[int]]) -> None:
        nonlocal truncated
        frontier = start
        while frontier:
            following = []
            for vid in frontier:
                for other in next_of(records[vid]):
                    edges.add((other, vid) if step < 0 else (vid, other))
                    if other in records:
                        continue
                    if len(records) >= MAX_LINEAGE:
                        truncated = True
                        continue
                    found = u.get_record(other)
                    if found is None:
                        continue
                    records[other] = found
                    depth[other] = depth[vid] + step
                    following.append(other)
            frontier = following

    walk([focus.vid], -1, lambda r: list(r.parents))
    walk([focus.vid], 1, lambda r: u.children(r.vid))
    kept = tuple(sorted((p, c) for p, c in edges if p in records and c in records))
    return Lineage(depth, records, kept, truncated)


# --- the audit timeline ---------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class AuditFilter:
    """Journal filters: `key` and `reason` match as case-insensitive parts of the event's canonical key
    and reason, `principal` and `txn` exactly."""

    key: str = ""
    principal: str = ""
    txn: int | None = None
    reason: str = ""

    def matches(self, entry: JournalEntry) -> bool:
        ev = entry.event
        return (
            (not self.key or (ev.ckey is not None and self.key.casefold() in ev.ckey.casefold()))
            and (not self.principal or entry.agent == self.principal)
            and (self.txn is None or ev.txn_id == self.txn)
            and (not self.reason or self.reason.casefold() in ev.reason.casefold())
        )


@dataclass(frozen=True, slots=True)
class AuditPage:
    """Matching events in journal order; `cursor`: the last seq read (pass it as `after` for the next
    page), None at the journal's end; `scanned`: events read for this page."""

    entries: list[JournalEntry]
    cursor: int | None
    scanned: int


def audit_page(mem: Memory, wanted: AuditFilter, *, after: int, limit: int) -> AuditPage:
    """Read the journal from `after` until `limit` events match, `MAX_SCAN` events were read, or it ends.
    Keyset paging: a page costs what it reads, however long the journal is."""
    found: list[JournalEntry] = []
    cursor = after
    scanned = 0
    while len(found) < limit and scanned < MAX_SCAN:
        batch = mem.journal(after=cursor, limit=min(_WINDOW, MAX_SCAN - scanned), txn_id=wanted.txn)
        if not batch:
            return AuditPage(found, None, scanned)
        for entry in batch:
            scanned += 1
            cursor = entry.event.seq
            if wanted.matches(entry):
                found.append(entry)
                if len(found) == limit:
                    break
    more = bool(mem.journal(after=cursor, limit=1, txn_id=wanted.txn))
    return AuditPage(found, cursor if more else None, scanned)


# --- actions ----------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ActionsView:
    decisions: list[GateDecision]
    decisions_cursor: int | None
    actions: list[Action]
    actions_cursor: int | None
    attention: list[Action]  # what an operator must settle: unknown outcomes, leaks, failed compensations


def actions_view(
    mem: Memory, *, allowed: bool | None, after_decision: int, after_action: int, limit: int
) -> ActionsView:
    decisions = mem.gate_log(allowed=allowed, after=after_decision, limit=limit + 1)
    actions = mem.actions(after=after_action, limit=limit + 1)
    return ActionsView(
        decisions[:limit],
        decisions[limit - 1].seq if len(decisions) > limit else None,
        actions[:limit],
        actions[limit - 1].id if len(actions) > limit else None,
        list(_all(lambda after: mem.actions(needs_operator=True, after=after, limit=_WINDOW))),
    )


def _all(page: Callable[[int], list[Action]]) -> Iterator[Action]:
    after = 0
    while batch := page(after):
        yield from batch
        after = batch[-1].id


# --- health ------------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class OpenTxn:
    txn: Transaction
    process: str  # `memtx.safety.acting.process_state`: live, dead, other host, unknown
    orphaned: bool  # DESIGN §10: its process is gone, or its lease ran out


@dataclass(frozen=True, slots=True)
class Health:
    report: CheckReport | None  # the full check, run only when asked for: it reads the whole store
    stats: dict[str, int]  # `mem.stats()`, or the check's counts when it ran
    damage: tuple[str, ...]
    open: list[OpenTxn]
    last_recovery: JournalEntry | None
    recovery_lookback: int  # journal events searched for it
    file_bytes: int | None  # the SQLite file and its WAL; None for other stores


def health(mem: Memory, *, now: float, full: bool = False) -> Health:
    """The store's cheap counters (`mem.stats()`) or, with `full`, `mem.check()` (it reads every version
    and replays the journal, so it runs only on request); the open transactions (`now`: wall-clock
    seconds, for leases), the last restore in the journal's last `RECOVERY_LOOKBACK` events, and the
    store file's size."""
    report = mem.check() if full else None
    stats = report.stats if report is not None else mem.stats()
    opened = []
    for txn in mem.open_transactions():
        state = process_state(txn.process)
        expired = txn.lease_until is not None and txn.lease_until < now  # (DESIGN §10: live processes too)
        opened.append(OpenTxn(txn, state, state == "dead" or expired))
    last_seq = stats.get("last_seq", 0)
    return Health(
        report,
        stats,
        mem.damage,
        opened,
        _last_recovery(mem, last_seq),
        min(last_seq, RECOVERY_LOOKBACK),
        _file_bytes(mem),
    )


def _last_recovery(mem: Memory, last_seq: int) -> JournalEntry | None:
    high = last_seq
    low = max(0, last_seq - RECOVERY_LOOKBACK)
    while high > low:
        start = max(low, high - _WINDOW)
        batch = mem.journal(after=start, limit=high - start)
        for entry in reversed(batch):
            if entry.event.kind == "recover":
                return entry
        high = start
    return None


def _file_bytes(mem: Memory) -> int | None:
    url = mem.url
    if url.startswith(("postgres", "memory")) or url == ":memory:":
        return None
    path = url.removeprefix("sqlite:///").removeprefix("sqlite://")
    sizes = [os.path.getsize(p) for p in (path, f"{path}-wal") if os.path.isfile(p)]
    return sum(sizes) if sizes else None
