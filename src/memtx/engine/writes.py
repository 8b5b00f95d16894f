"""The write path inside one physical unit: staging, the commit pipeline, aborts, actions and reviews.

Responsible for: gathering facts from a `Unit`, calling the pure core (keys, pipeline, lifecycle) and
applying its verdicts with a journal event for every change; revocation and repair build on these
primitives in `memtx.engine.revocation`. Must not: open units, retry, or hold state between calls — `Memory`
and `TxnHandle` own the unit boundaries.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Final

from memtx.core.arguments import MISSING, Missing
from memtx.core.contracts import Contender, Decision, adjudicate, same_claim
from memtx.core.errors import ApprovalConflict, InvalidTransition, TransactionClosed
from memtx.core.flow import READ_SET_LAUNDERING, laundering
from memtx.core.frozen import fast_init
from memtx.core.keys import Cluster, KeyOverlay, KeyParts, parse_key
from memtx.core.lifecycle import path
from memtx.core.model import (
    Action,
    ActionStatus,
    ContractKind,
    Event,
    Isolation,
    Kind,
    OnUnsupported,
    Outcome,
    Purpose,
    Record,
    Scope,
    Source,
    State,
    TxnStatus,
)
from memtx.core.pipeline import REVALIDATED, UNSUPPORTED, RecordFacts, evaluate
from memtx.core.pipeline import Outcome as Verdict
from memtx.engine.flowing import flow_floors, private_texts_of, widen_sources
from memtx.engine.resolution import KeyIndex, StaleWrite, settle_keys
from memtx.storage.base import Unit
from memtx.storage.shapes import ActiveEntry

DEFAULT_CONTRACT = ContractKind.GOVERNED


def _begin_internal(u: Unit, agent: str, purpose: Purpose = Purpose.INTERNAL) -> tuple[int, int, int]:
    """A transaction that begins and commits inside this unit (a revocation, alias, promotion, approval,
    declassification or recorded tool call): its header, the csn it commits at, and A's digest before it."""
    return u.insert_txn(agent, purpose, Isolation.SNAPSHOT, u.last_csn()), u.last_csn() + 1, u.a_digest()


def _commit_internal(u: Unit, txn_id: int, csn: int, reason: str, pre: int) -> None:
    """Commit an internal transaction, with its intent (DESIGN §10): A's digest before it and after it."""
    finished = u.finish_txn(txn_id, TxnStatus.COMMITTED, csn, reason, intent=(pre, u.a_digest()))
    assert finished, f"internal transaction {txn_id} was not open"  # (begun in this same unit)
    u.set_last_csn(csn)


def add_synonym(u: Unit, namespace: str, relation: str, means: str, *, agent: str) -> int:
    """DESIGN §5 relation synonyms: in `namespace`, the relation words `relation` mean `means` from this
    unit's own commit csn on (journaled; keys already resolved keep their aliases)."""
    txn_id, csn, pre = _begin_internal(u, agent)
    u.put_synonym(namespace, relation, means, csn)
    reason = f"synonym:{namespace}:{relation}={means}"
    u.append_event(Event(0, "synonym", txn_id, csn, None, None, None, None, reason))
    _commit_internal(u, txn_id, csn, reason, pre)
    return csn


def add_alias(u: Unit, parts: KeyParts, ckey: str, *, agent: str) -> int:
    """An explicit alias (DESIGN §5): `parts` resolves to `ckey` from this unit's own commit csn on."""
    txn_id, csn, pre = _begin_internal(u, agent)
    u.put_alias(parts.normalized, ckey, csn)
    u.append_event(Event(0, "alias", txn_id, csn, None, ckey, None, None, f"alias:{parts.normalized}"))
    _commit_internal(u, txn_id, csn, f"alias:{parts.normalized}", pre)
    return csn


def contract_of(u: Unit, ckey: str) -> ContractKind:
    """The contract judging a cluster: its namespace's, else the store default (DESIGN §5)."""
    cluster = u.get_cluster(ckey)
    return _namespace_contract(u, cluster.namespace if cluster else "")


# --- journaled primitives ---------------------------------------------------------------------------


@dataclass(slots=True)
class Changes:
    """Writes of one commit, applied set-based when it ends (`flush`), in the order they were made.
    Reads inside the commit see them through `actives` and the commit's own record map."""

    events: list[Event] = field(default_factory=list)
    states: list[tuple[int, State, str, int | None, int | None]] = field(default_factory=list)
    actives: dict[str, ActiveEntry] = field(default_factory=dict)

    def flush(self, u: Unit, new: Sequence[Record] = ()) -> None:
        """Write the changes; `new` are versions this commit stores for the first time (its staged ones,
        in their final states), written before the rows that refer to them."""
        if new:
            u.insert_records(new)
            fresh = {r.vid for r in new}
            self.states = [s for s in self.states if s[0] not in fresh]
        if self.states:
            u.set_states(self.states)
        u.put_actives(list(self.actives.values()))
        u.append_events(self.events)
        self.events, self.states, self.actives = [], [], {}


def move(
    u: Unit,
    record: Record,
    target: State,
    reason: str,
    *,
    txn_id: int,
    csn: int | None,
    reinstated: bool = False,
    changes: Changes | None = None,
) -> Record:
    """Walk the legal chain to `target` (DESIGN §3), journaling every hop, then store the final state
    (at once, or into `changes`).

    A version keeps the csn of its *first* visibility; a reinstatement is recorded apart
    (`reinstated_csn`), so both stay queryable (DESIGN §2).
    """
    first, again = journal_move(u, record, target, reason, at=(txn_id, csn), reinstated=reinstated, changes=changes)
    return record.but(
        state=target,
        reason=reason,
        csn=record.csn if first is None else first,
        reinstated_csn=record.reinstated_csn if again is None else again,
    )


def journal_move(
    u: Unit,
    record: Record,
    target: State,
    reason: str,
    *,
    at: tuple[int, int | None],
    reinstated: bool = False,
    changes: Changes | None = None,
) -> tuple[int | None, int | None]:
    """`move` without building the moved version (for a caller that does not need it): the hops journaled
    and the state stored, `at` = (transaction, csn); returns the (first visibility, reinstatement) csns it
    set, if any."""
    txn_id, csn = at
    state = record.state
    vid, ckey = record.vid, record.canonical_key
    events = []
    for hop in path(state, target, vid=vid, kind=record.kind):
        events.append(Event(0, "transition", txn_id, csn, vid, ckey, state, hop, reason))
        state = hop
    becomes_visible = target.visible and not record.state.visible
    first = csn if becomes_visible and record.csn is None else None
    again = csn if becomes_visible and reinstated else None
    if changes is None:
        u.append_events(events)
        u.set_state(vid, target, reason, first, again)
    else:
        changes.events.extend(events)
        changes.states.append((vid, target, reason, first, again))
    return first, again


def activate(u: Unit, ckey: str, vid: int | None, *, txn_id: int, csn: int, changes: Changes | None = None) -> None:
    """Point A[ckey] at `vid` (None: tombstone) and journal it (at once, or into `changes`)."""
    entry = ActiveEntry(ckey, vid, csn, txn_id)
    event = Event(0, "activate", txn_id, csn, vid, ckey, None, None, "activate")
    if changes is None:
        u.put_active(entry)
        u.append_event(event)
    else:
        changes.actives[ckey] = entry
        changes.events.append(event)


def _staging_event(r: Record) -> Event:
    return Event(0, "transition", r.txn_id, None, r.vid, r.canonical_key, State.RAW, State.TENTATIVE, r.reason)


# --- commit (DESIGN §6) -------------------------------------------------------------------------------


@fast_init
@dataclass(frozen=True, slots=True)
class ReadMark:
    """One entry of a transaction's read set: the key, and the canonical key it resolved to among
    *committed* clusters at the snapshot (None: none), which serializable validation compares exactly.
    `own`: the transaction's own founding the read resolved to instead (it showed the transaction's own
    version), which the key must still resolve to against the committed index at commit (DESIGN §5)."""

    parts: KeyParts
    ckey: str | None
    own: Cluster | None = None


@dataclass(frozen=True, slots=True)
class CommitPlan:
    txn_id: int
    isolation: Isolation
    purpose: Purpose
    snapshot_csn: int
    reads: tuple[ReadMark, ...] = ()
    # The parsed key each record was staged under, by vid (its raw text may not re-parse the same way
    # when it was given as a pair whose relation contains "/").
    keys: Mapping[int, KeyParts] = field(default_factory=dict)
    # The clusters the transaction founded (its `KeyOverlay`), which the commit writes.
    founding: frozenset[str] = frozenset()
    # The snapshot each write was staged under (read_committed moves the snapshot with every read, but a
    # write staged earlier was made without seeing what committed since; DESIGN §6.3 judges it by then).
    staged_at: Mapping[int, int] = field(default_factory=dict)
    # DESIGN §8: the narrowest scope among the versions the transaction read (None: it read nothing).
    read_floor: Scope | None = None
    # The staged versions (tentative, vids allocated), in proposal order: the commit stores them.
    records: tuple[Record, ...] = ()
    # The spellings that resolved through a committed alias of their own when staged (None: not known):
    # with nothing committed since, the commit then reads nothing to settle keys (`resolution.settle_keys`).
    aliased: frozenset[str] | None = None

    def write_snapshot(self, vid: int) -> int:
        return self.staged_at.get(vid, self.snapshot_csn)

    def spaces(self) -> frozenset[str]:
        """The memory spaces the commit's unit holds (DESIGN §11): the namespaces of the keys it writes and,
        when it validates its read set (serializable), of the keys it read — whose A entries it judges."""
        spaces = {(self.keys.get(r.vid) or parse_key(r.key)).namespace for r in self.records}
        if self.isolation is Isolation.SERIALIZABLE:
            spaces.update(mark.parts.namespace for mark in self.reads)
        return frozenset(spaces)


def contender(u: Unit, record: Record) -> Contender:
    rank = u.source_meta(record.source_id)
    assert rank is not None
    authority, _, seq, _ = rank
    return Contender(record.vid, record.source_id, seq, authority, record.event_time, record.value)


def _rival_changed(u: Unit, ckey: str | None, txn_id: int, snapshot: int) -> bool:
    """A's entry for `ckey` changed after `snapshot`, by another transaction (a commit or a revocation)."""
    return ckey is not None and _changed_after(u.get_active(ckey), txn_id, snapshot)


def _ancestors_pending(u: Unit, record: Record, pending: set[int], own: Mapping[int, Record]) -> bool:
    seen: set[int] = set()
    queue = deque(record.parents)
    while queue:
        vid = queue.popleft()
        if vid in seen:
            continue
        if vid in pending:
            return True
        seen.add(vid)
        parent = own.get(vid) or u.get_record(vid)
        if parent is not None:
            queue.extend(parent.parents)
    return False


def commit(u: Unit, plan: CommitPlan) -> tuple[int | None, list[Outcome]]:
    """Run the pipeline for every staged version of the transaction, in proposal order, and store them
    in their final states (DESIGN §6: they were not stored before).

    Set-based: A's entries and the visible versions are read in bulk, and the state changes, A's new
    entries and the journal events are written in bulk at the end (`Changes`). Raises `StaleWrite` (the
    unit must then be rolled back) when the transaction must abort, and `TransactionClosed` (likewise)
    when it was ended outside its handle meanwhile (an operator's abort, an orphan sweep): the header is
    checked by the statement that ends the transaction, so a commit reads no header.
    """
    records = plan.records
    txn_id = plan.txn_id
    last = u.last_csn()
    if plan.isolation is Isolation.SERIALIZABLE:
        _validate_reads(u, plan, last)
    if not records:
        u.clear_in_flight(txn_id)
        if not u.finish_txn(txn_id, TxnStatus.COMMITTED, None, "read_only"):
            raise TransactionClosed(f"transaction {txn_id} is not open")
        return None, []
    csn = last + 1
    pre = u.a_digest()  # DESIGN §10 intent: A's digest before this commit, and (below) the one it leaves
    # Nothing committed since every write was staged: its key resolves as it did then (DESIGN §5).
    unchanged = all(plan.write_snapshot(r.vid) == last for r in records)
    settle_keys(u, records, plan.keys, csn=csn, recheck=not unchanged, founding=plan.founding, aliased=plan.aliased)
    now = _advance_clock(u, records)
    pending = {vid for vid, _, _ in u.pending_revocations()} if u.has_pending_revocations() else set()
    target = State.ACTION_SAFE if plan.purpose is Purpose.EXTERNAL_ACTION else State.COMMITTED
    final = {r.vid: r for r in records}
    entries, shown = u.actives_with_versions([r.canonical_key for r in records])
    # Each version's hops are journaled together, its staging hop first (DESIGN §10: a hop lost from the
    # middle of a chain is then next to the hops around it, where a targeted restore looks for its seq).
    changes = Changes()
    actives = changes.actives
    contracts: dict[str, ContractKind] = {}
    floors = _index_and_floors(u, records, final)
    committed: list[Record] = []
    for record in records:
        ckey = record.canonical_key
        entry = actives.get(ckey) or entries.get(ckey)
        visible = None
        if entry is not None and entry.vid is not None:
            visible = final.get(entry.vid) or shown.get(entry.vid) or u.get_record(entry.vid)
        verdict = evaluate(
            RecordFacts(
                contender=contender(u, record),
                confidence=record.confidence,
                valid_from=record.valid_from,
                valid_to=record.valid_to,
                now=now,
                contract=_record_contract(u, record, plan.keys.get(record.vid), contracts),
                visible=contender(u, visible) if visible is not None else None,
                # A's entry as of this commit's start: an earlier record of this same commit is no rival.
                stale=_changed_after(entries.get(ckey), txn_id, plan.write_snapshot(record.vid)),
                retracted_parent=_retracted_parent(u, record, final) if record.parents else None,
                unstable_dependency=bool(pending) and _ancestors_pending(u, record, pending, final),
                laundering=laundering(record.scope, floors.get(record.vid))
                or (READ_SET_LAUNDERING if laundering(record.scope, plan.read_floor) else None),
                unsupported=record.reason if record.reason.startswith(UNSUPPORTED) else None,
            )
        )
        outcome = verdict.outcome
        if outcome is Verdict.ABORT:
            raise StaleWrite(verdict.reason, [record.key])
        changes.events.append(_staging_event(record))
        final[record.vid] = move(
            u, record, _STEP.get(outcome, target), verdict.reason, txn_id=txn_id, csn=csn, changes=changes
        )
        if outcome is Verdict.COMMIT:
            if visible is not None and visible.state.visible:
                _supersede(u, visible, by=record.vid, final=final, txn_id=txn_id, csn=csn, changes=changes)
            activate(u, ckey, record.vid, txn_id=txn_id, csn=csn, changes=changes)
            committed.append(record)
    if committed:
        _revalidate(u, committed, final, txn_id=txn_id, csn=csn, changes=changes)
    stored = [final[r.vid] for r in records]
    changes.flush(u, stored)
    u.clear_in_flight(txn_id, [(r.vid, r.canonical_key) for r in records])
    if not u.finish_txn(txn_id, TxnStatus.COMMITTED, csn, "", intent=(pre, u.a_digest())):
        raise TransactionClosed(f"transaction {txn_id} is not open")
    u.set_last_csn(csn)
    return csn, [Outcome(r.vid, r.key, r.state, r.reason) for r in stored]


def _revalidate(
    u: Unit, committed: Sequence[Record], final: dict[int, Record], *, txn_id: int, csn: int, changes: Changes
) -> None:
    """DESIGN §4 quarantine lane: a version quarantined because admission refused its value is revalidated when a
    supported version of its key that says the same (`same_claim`) commits — stored earlier, or staged by this
    commit. It walks quarantined -> validated -> committed -> superseded with reason `revalidated_by:<vid>`: it
    is history now, never the visible version (its own evidence still does not support it), and reinstatement
    skips it (`memtx.engine.revocation`). The review queue no longer lists it."""
    by_key: dict[str, list[Record]] = {}
    for record in committed:
        by_key.setdefault(record.canonical_key, []).append(record)
    waiting = {r.vid: r for r in u.quarantined(ckeys=list(by_key), reason=UNSUPPORTED, limit=None)}
    for r in final.values():  # (this commit's own quarantined versions are not stored yet)
        if r.state is State.QUARANTINED and r.reason.startswith(UNSUPPORTED) and r.canonical_key in by_key:
            waiting[r.vid] = r
    for vid in sorted(waiting):
        held = waiting[vid]
        by = next((r.vid for r in by_key[held.canonical_key] if same_claim(held.value, r.value)), None)
        if by is None:
            continue
        why = f"{REVALIDATED}{by}"
        if vid in final:
            final[vid] = move(u, held, State.SUPERSEDED, why, txn_id=txn_id, csn=csn, changes=changes)
        else:
            journal_move(u, held, State.SUPERSEDED, why, at=(txn_id, csn), changes=changes)


def _supersede(
    u: Unit, visible: Record, *, by: int, final: dict[int, Record], txn_id: int, csn: int, changes: Changes
) -> None:
    """The visible version a committing one displaces becomes superseded (DESIGN §5)."""
    why = f"superseded_by:{by}"
    if visible.vid in final:  # a later record of this transaction superseded an earlier one
        final[visible.vid] = move(u, visible, State.SUPERSEDED, why, txn_id=txn_id, csn=csn, changes=changes)
    else:  # (the displaced version itself is not needed: only its journaled move)
        journal_move(u, visible, State.SUPERSEDED, why, at=(txn_id, csn), changes=changes)


def _advance_clock(u: Unit, records: Sequence[Record]) -> float:
    """Move the logical clock to the latest event time of the committing records (DESIGN §1), before the
    validity phase judges them by it; returns the clock."""
    before = u.logical_now()
    now = max(before, *(r.event_time for r in records))
    if now != before:
        u.set_logical_now(now)
    return now


# The state a verdict other than a commit leaves a staged version in.
_STEP: Final = {Verdict.QUARANTINE: State.QUARANTINED, Verdict.STORE_SUPERSEDED: State.SUPERSEDED}


def _index_and_floors(u: Unit, records: Sequence[Record], own: Mapping[int, Record]) -> dict[int, Scope]:
    """The commit's DESIGN §8 work: fingerprint its private versions (so a broader copy of their text is
    recognised, in this commit and later), then each broader version's floor from its parents and the
    fingerprints (the read set is judged apart)."""
    private = private_texts_of(records)
    if private:
        u.index_private(private)
    return flow_floors(u, records, None, own=own)


def _validate_reads(u: Unit, plan: CommitPlan, last: int) -> None:
    """DESIGN §6: serializable validates the read set at commit — exactly what was read: the key must
    still resolve to the canonical key it resolved to, whose visible entry must be unchanged since; a key
    read through the transaction's own founding must still resolve to that founding against the latest
    committed index (a committed alias of its spelling, or a better cluster, now takes precedence over it:
    a serial reader at the commit would not see the transaction's own version there)."""
    index = KeyIndex(u, last)
    changed: dict[str, str] = {}  # normalized key -> the spelling read first (one entry per key)
    for m in plan.reads:
        if m.own is not None:
            stale = index.resolve(m.parts, KeyOverlay.of([m.own])) != m.own.ckey
        else:
            stale = index.resolve(m.parts) != m.ckey or _rival_changed(u, m.ckey, plan.txn_id, plan.snapshot_csn)
        if stale:
            changed.setdefault(m.parts.normalized, m.parts.raw)
    if changed:
        raise StaleWrite("read_write_conflict", changed.values())


def _changed_after(entry: ActiveEntry | None, txn_id: int, snapshot: int) -> bool:
    """A's entry changed after `snapshot`, by another transaction (a commit or a revocation)."""
    return entry is not None and entry.changed_csn > snapshot and entry.changed_by != txn_id


def _record_contract(u: Unit, record: Record, parts: KeyParts | None, memo: dict[str, ContractKind]) -> ContractKind:
    """The contract for a record's key, memoized per namespace for the length of one commit."""
    if parts is None:
        return contract_of(u, record.canonical_key)
    if parts.namespace not in memo:
        memo[parts.namespace] = _namespace_contract(u, parts.namespace)
    return memo[parts.namespace]


def _namespace_contract(u: Unit, namespace: str) -> ContractKind:
    found = u.contract(namespace) or (u.contract("") if namespace else None)
    return DEFAULT_CONTRACT if found is None else found[0]


def on_unsupported_of(u: Unit, namespace: str) -> OnUnsupported:
    """What the contract of a key namespace does with a value admission refuses (DESIGN §4 quarantine lane): its
    own contract's rule, else the default namespace's, else `reject`."""
    return u.get_on_unsupported(namespace) or (u.get_on_unsupported("") if namespace else None) or OnUnsupported.REJECT


def _retracted_parent(u: Unit, record: Record, decided: Mapping[int, Record] | None = None) -> str | None:
    """DESIGN §6.3 "derived from a revoked parent". A parent that cascade repair (or the pipeline) has
    quarantined is inside a retracted or unverified cone too (DESIGN §9, I2): deriving from it is refused.
    `decided`: this commit's records as decided so far (their new states are written at its end)."""
    for vid in record.parents:
        parent = decided.get(vid) if decided is not None and vid in decided else u.get_record(vid)
        if parent is not None and parent.state is State.REVOKED:
            return "revoked_parent"
        if parent is not None and parent.state is State.QUARANTINED:
            return "quarantined_parent"
    return None


def abort(u: Unit, txn_id: int, reason: str, staged: Sequence[Record] = ()) -> list[Outcome]:
    """Revoke the transaction's staged versions (DESIGN §3 "its transaction aborted") and end it.

    `staged`: the versions its handle staged (not stored yet); they are stored revoked, with their
    staging and revocation events, so the history shows what was attempted. An abort without its handle
    (an operator's, or of a dead process's transaction) only ends the transaction: its staged versions
    died with the process. Staged versions are invisible to every other agent, so nothing outside this
    transaction can derive from them: the retracted cone is the transaction's own versions.
    """
    header = u.get_txn(txn_id)
    if header is None or header.status is not TxnStatus.OPEN:
        raise TransactionClosed(f"transaction {txn_id} is not open")
    outcomes = []
    why = f"txn_aborted:{reason}"
    for record in u.records_of_txn(txn_id):  # tentative rows a schema-v4 store staged
        final = record
        if record.state is State.TENTATIVE:
            final = move(u, record, State.REVOKED, why, txn_id=txn_id, csn=None)
        outcomes.append(Outcome(final.vid, final.key, final.state, final.reason))
    if staged:
        changes = Changes()
        revoked = []
        for r in staged:  # each version's hops together, as a commit journals them
            changes.events.append(_staging_event(r))
            revoked.append(move(u, r, State.REVOKED, why, txn_id=txn_id, csn=None, changes=changes))
        private = private_texts_of(revoked)
        if private:
            u.index_private(private)
        changes.flush(u, revoked)
        outcomes += [Outcome(r.vid, r.key, r.state, r.reason) for r in revoked]
    # The abort itself is journaled, with its reason, whether or not any version of it was stored.
    u.append_event(Event(0, "abort", txn_id, None, None, None, None, None, why))
    u.clear_in_flight(txn_id)
    u.finish_txn(txn_id, TxnStatus.ABORTED, None, reason)
    return outcomes


# --- the action gate's records (DESIGN §7, §9) ----------------------------------------------------------

ACTION_NAMESPACE = "memtx"  # reserved: proposals may not write keys in it


def action_key(action_id: int, tool: str) -> KeyParts:
    return parse_key(f"{ACTION_NAMESPACE}:action {action_id}/{tool}")


def record_action(
    u: Unit, action: Action, *, source: Source, value: str, scope: Scope, event_time: float
) -> tuple[Record, Action]:
    """Store a call that ran as a committed `tool_action` record whose parents are its support, with its
    own cluster and A entry, at a new csn of its own (the acting transaction's snapshot does not move).
    If a support record was retracted while the tool ran, the record is retracted at once — compensated
    or leaked like any descendant (DESIGN §9)."""
    txn_id, csn, pre = _begin_internal(u, action.agent, Purpose.EXTERNAL_ACTION)
    parts = action_key(action.id, action.tool)
    draft = Record(
        vid=0,
        key=parts.raw,
        canonical_key=parts.normalized,
        value=value,
        evidence=value,
        source_id=source.id,
        writer=action.agent,
        confidence=1.0,
        kind=Kind.TOOL_ACTION,
        owner=action.agent,
        scope=scope,
        readers=(),
        parents=action.support,
        event_time=event_time,
        valid_from=None,
        valid_to=None,
        state=State.TENTATIVE,
        reason="executed",
        txn_id=txn_id,
    )
    (staged,) = u.insert_records([draft])  # staged and committed in this one unit: never in flight
    u.append_events([_staging_event(staged)])
    u.insert_clusters([(Cluster(parts.normalized, parts.namespace, parts.subject, parts.relation, csn), ())])
    u.put_aliases([(parts.normalized, parts.normalized, csn)])
    record = move(u, staged, State.COMMITTED, f"executed:{action.tool}", txn_id=txn_id, csn=csn)
    activate(u, record.canonical_key, record.vid, txn_id=txn_id, csn=csn)
    done = replace(action, vid=record.vid)
    for pid in action.support:
        parent = u.get_record(pid)
        if parent is not None and (parent.state is State.REVOKED or u.revocation_pending(pid)):
            # Retracted while the tool ran: this record is part of the retracted cone too (DESIGN §9).
            fate = "compensate" if done.reversible else "leaked"
            record = move(u, record, State.REVOKED, f"{fate}:{pid}", txn_id=txn_id, csn=csn)
            activate(u, record.canonical_key, None, txn_id=txn_id, csn=csn)
            status = ActionStatus.COMPENSATION_PENDING if done.reversible else ActionStatus.LEAKED
            done = replace(done, status=status, cause=pid)
            break
    _commit_internal(u, txn_id, csn, f"action:{action.id}", pre)
    return record, done


def promote(u: Unit, record: Record, *, agent: str) -> Record:
    """committed -> action_safe (DESIGN §3), journaled at a csn of its own, A unchanged."""
    txn_id, csn, pre = _begin_internal(u, agent, Purpose.EXTERNAL_ACTION)
    promoted = move(u, record, State.ACTION_SAFE, f"promoted_by:{agent}", txn_id=txn_id, csn=csn)
    _commit_internal(u, txn_id, csn, f"promote:{record.vid}", pre)
    return promoted


def approve(u: Unit, record: Record, *, agent: str, comment: str, rival: int | Missing | None) -> Record:
    """An operator's approval of a quarantined version (DESIGN §8 review), against `rival`, the visible
    version its review item showed (None: none; `MISSING`: the one it was quarantined against, which is
    what a review item showed unless the key changed since). First-committer-wins holds for operators too:
    if the key's visible version is no longer `rival`, the approval raises `ApprovalConflict` naming both. It is then
    revalidated — it must not derive from a retracted or quarantined parent, nor be under revocation, nor
    be broader than what it draws from — and re-adjudicated against the rival through the key's contract:
    the approval settles a review hold, it does not overrule the contract, so a version the contract would
    keep out (older than the rival, or of lower authority at the same time) is refused. Then it becomes
    the visible version of its key (quarantined -> validated -> committed), superseding the rival.
    Journaled at a csn of its own with the approver and comment in the reason."""
    if record.state is not State.QUARANTINED:
        raise InvalidTransition(record.vid, record.state.value, State.COMMITTED.value)
    entry = u.get_active(record.canonical_key)
    current = entry.vid if entry is not None else None
    shown = _rival_when_quarantined(u, record, current) if rival is MISSING else rival
    if current != shown:
        raise ApprovalConflict(record.vid, record.key, shown_rival=shown, current_rival=current)
    blocked = _retracted_parent(u, record) or ("revocation_pending" if u.revocation_pending(record.vid) else None)
    # DESIGN §8: only the owner of private data declassifies it; an approval does not. (The read-set
    # floor of the writer's transaction is gone; parents and fingerprints are checked again.)
    blocked = blocked or laundering(record.scope, flow_floors(u, [record], None).get(record.vid))
    if blocked is None and record.reason == READ_SET_LAUNDERING:
        blocked = READ_SET_LAUNDERING  # what its transaction read is gone: it cannot be revalidated
    visible = u.get_record(current) if current is not None else None
    if blocked is None and visible is not None and visible.vid != record.vid:
        ruling = adjudicate(contender(u, record), contender(u, visible), contract_of(u, record.canonical_key))
        if ruling.decision is Decision.STORE_SUPERSEDED:  # (a review hold is what the approval settles)
            blocked = f"{ruling.reason}:v{visible.vid}"
    if blocked is not None:
        raise ApprovalRefused(record.vid, blocked)
    txn_id, csn, pre = _begin_internal(u, agent)
    reason = f"approved_by:{agent}" + (f":{comment}" if comment else "")
    if visible is not None and visible.vid != record.vid and visible.state.visible:
        move(u, visible, State.SUPERSEDED, f"superseded_by:{record.vid}", txn_id=txn_id, csn=csn)
    approved = move(u, record, State.COMMITTED, reason, txn_id=txn_id, csn=csn)
    activate(u, record.canonical_key, record.vid, txn_id=txn_id, csn=csn)
    _commit_internal(u, txn_id, csn, f"approve:{record.vid}", pre)
    return approved


def _rival_when_quarantined(u: Unit, record: Record, current: int | None) -> int | None:
    """The visible version of `record`'s key when it was quarantined (its latest transition: quarantines
    carry a csn); `current` for a version whose quarantine the journal does not date."""
    at = u.last_transition_csn(record.vid)
    if at is None:
        return current
    found, vid = u.activation_at(record.canonical_key, at)
    return vid if found else None


class ApprovalRefused(Exception):
    """Raised inside the approval unit; `Memory.approve` turns it into an `InvalidArgument`."""

    def __init__(self, vid: int, why: str) -> None:
        super().__init__(why)
        self.vid = vid
        self.why = why


def declassify(u: Unit, record: Record, *, agent: str, scope: Scope, reason: str) -> int:
    """DESIGN §8: the owner lets the text of a private version appear at `scope` — a broader version
    reproducing it is no longer laundering. The version itself keeps its scope. Journaled; returns the csn."""
    txn_id, csn, pre = _begin_internal(u, agent)
    if not u.set_private_scope(f"r:{record.vid}", scope):
        u.index_private(private_texts_of([record]))
        u.set_private_scope(f"r:{record.vid}", scope)
    # The sources that relayed this text were narrowed by it: each widens as far as its observer asked and
    # its other narrowing items allow (a consequence of this journaled declassification and of what each
    # source recorded when it was narrowed, so replaying the journal gives the same scopes).
    widen_sources(u, f"r:{record.vid}")
    event = Event(0, "declassify", txn_id, csn, record.vid, record.canonical_key, None, None, f"{scope.label}:{reason}")
    u.append_event(event)
    _commit_internal(u, txn_id, csn, f"declassify:{record.vid}", pre)
    return csn
