"""Revocation and typed cascade repair inside one physical unit (DESIGN §9): the two steps of a revocation,
the repair of its descendants, the reinstatement of what it displaced, and the settling of retracted
tool calls.

Responsible for: gathering the retracted cone from a `Unit`, asking the pure `memtx.engine.repair` what each
descendant becomes, and applying it through `memtx.engine.writes`'s journaled primitives. Must not: open units
(`Memory` owns them) or decide a repair rule itself.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, replace

from memtx.core.contracts import readjudicate
from memtx.core.errors import InvalidArgument, InvalidTransition
from memtx.core.model import TOMBSTONE_PREFIX, Action, ActionStatus, Event, Kind, Record, State
from memtx.core.pipeline import REVALIDATED
from memtx.engine.repair import plan_retraction
from memtx.engine.writes import _begin_internal, _commit_internal, activate, contender, contract_of, move
from memtx.storage.base import Unit

REVOCATION_PREFIX = "revoke:"  # the reason a revocation's internal transaction commits with
_PAGE = 500  # journal events read at once when a revocation's moves are read back


def mark_revocation(u: Unit, record: Record, agent: str, reason: str) -> None:
    """Step 1 of a revocation: record it as pending (DESIGN §6.4 sees it from here on)."""
    if record.state is State.REVOKED:
        raise InvalidTransition(record.vid, record.state.value, State.REVOKED.value)
    u.add_pending_revocation(record.vid, agent, reason)


@dataclass(frozen=True, slots=True)
class Retraction:
    """What one completed revocation changed (DESIGN §9): the csn, and each version's move in order
    (vid, kind, before, after, reason) — the root first, then its cone, then reinstatements."""

    csn: int
    root: int
    moves: tuple[tuple[int, Kind, State, State, str], ...]


def complete_revocation(u: Unit, vid: int, *, forget: bool = False) -> Retraction | None:
    """Step 2: revoke the version, repair its descendants, repoint A. Idempotent: returns what it did,
    or None when no such revocation is pending any more (another process completed it). `forget`
    (`mem.forget`, DESIGN §9): the version's own key reinstates nothing — A's entry becomes empty and a
    tombstone version is stored after it in the key's history; its descendants are repaired as usual."""
    pending = {v: (agent, reason) for v, agent, reason in u.pending_revocations()}
    if vid not in pending:
        return None
    agent, reason = pending[vid]
    root = u.get_record(vid)
    assert root is not None
    txn_id, csn, pre = _begin_internal(u, agent)
    cone = _descendants(u, vid)
    actions = {r.vid: a for r in cone if r.kind is Kind.TOOL_ACTION and (a := u.action_of_record(r.vid)) is not None}
    steps = plan_retraction(root, cone, reason, reversible={v: a.reversible for v, a in actions.items()})
    touched: dict[str, set[int]] = {}
    moves: list[tuple[int, Kind, State, State, str]] = []
    for step in steps:
        record = u.get_record(step.vid)
        assert record is not None
        if record.state is step.target:
            continue
        move(u, record, step.target, step.reason, txn_id=txn_id, csn=csn)
        moves.append((record.vid, record.kind, record.state, step.target, step.reason))
        touched.setdefault(record.canonical_key, set()).add(record.vid)
        if step.vid in actions:
            settle_retracted_action(u, actions[step.vid], cause=vid)
    for ckey, gone in sorted(touched.items()):
        entry = u.get_active(ckey)
        if entry is None or entry.vid not in gone:
            continue
        if forget and ckey == root.canonical_key:
            activate(u, ckey, None, txn_id=txn_id, csn=csn)
            continue
        back = _reinstate(u, ckey, gone, txn_id=txn_id, csn=csn, cause=vid)
        if back is not None:
            moves.append((back.vid, back.kind, State.SUPERSEDED, back.state, back.reason))
    if forget:
        moves.append(_store_tombstone(u, root, txn_id=txn_id, csn=csn))
    u.remove_pending_revocation(vid)
    _commit_internal(u, txn_id, csn, f"{REVOCATION_PREFIX}{vid}", pre)
    return Retraction(csn, vid, tuple(moves))


def _store_tombstone(u: Unit, root: Record, *, txn_id: int, csn: int) -> tuple[int, Kind, State, State, str]:
    """`mem.forget`'s tombstone of `root` (DESIGN §9): a version of its key with no value or evidence, readable
    by whoever could read `root`, stored revoked (`raw -> revoked`, journaled) so it is never visible; its
    commit csn bars reinstatement of every older version of the key (`_reinstate`)."""
    reason = f"{TOMBSTONE_PREFIX}{root.vid}"
    tomb = root.but(
        vid=u.allocate_vids(1),
        value="",
        evidence="",
        parents=(),
        event_time=u.logical_now(),
        valid_from=None,
        valid_to=None,
        state=State.REVOKED,
        reason=reason,
        txn_id=txn_id,
        csn=None,
        reinstated_csn=None,
    )
    u.insert_records([tomb])
    u.append_event(Event(0, "transition", txn_id, csn, tomb.vid, tomb.canonical_key, State.RAW, State.REVOKED, reason))
    return (tomb.vid, tomb.kind, State.RAW, State.REVOKED, reason)


ERASURE_PREFIX = "erase:"  # the reason an erasure's internal transaction commits with (DESIGN §10 erasure)


def erase_versions(u: Unit, records: Sequence[Record], *, agent: str, reason: str, user: str) -> Retraction:
    """`mem.erase`'s retraction, in one internal transaction (DESIGN §10 erasure): every one of `records` (closed
    under descendants by the caller) not yet revoked is revoked with `reason`, a retracted tool call is settled
    as by a revocation (compensation due, or leaked), and each key whose visible version was among them is
    reinstated from the versions that survive outside them (an older value of *another* user stays a value of
    its key). An `erase` event records who (the transaction's agent), whom and why."""
    txn_id, csn, pre = _begin_internal(u, agent)
    gone = {r.vid for r in records}
    moves: list[tuple[int, Kind, State, State, str]] = []
    touched: set[str] = set()
    for record in sorted(records, key=lambda r: r.vid):
        if record.state in (State.REVOKED, State.TENTATIVE):  # (tentative: a v4 store's, revoked by its abort)
            continue
        move(u, record, State.REVOKED, reason, txn_id=txn_id, csn=csn)
        moves.append((record.vid, record.kind, record.state, State.REVOKED, reason))
        touched.add(record.canonical_key)
        if record.kind is Kind.TOOL_ACTION and (action := u.action_of_record(record.vid)) is not None:
            settle_retracted_action(u, action, cause=record.vid)
        if u.revocation_pending(record.vid):
            u.remove_pending_revocation(record.vid)
    for ckey in sorted(touched):
        entry = u.get_active(ckey)
        if entry is None or entry.vid is None or entry.vid not in gone:
            continue
        back = _reinstate(u, ckey, gone, txn_id=txn_id, csn=csn, cause=entry.vid)
        if back is not None:
            moves.append((back.vid, back.kind, State.SUPERSEDED, back.state, back.reason))
    u.append_event(Event(0, "erase", txn_id, csn, None, None, None, None, f"{user}: {reason}"))
    _commit_internal(u, txn_id, csn, f"{ERASURE_PREFIX}{user}", pre)
    return Retraction(csn, 0, tuple(moves))


def _descendants(u: Unit, vid: int) -> list[Record]:
    seen = {vid}
    order: list[Record] = []
    queue = deque(u.children(vid))
    while queue:
        child = queue.popleft()
        if child in seen:
            continue
        seen.add(child)
        record = u.get_record(child)
        assert record is not None
        order.append(record)
        queue.extend(u.children(child))
    return order


def _valid_at(record: Record, now: float) -> bool:
    return (record.valid_from is None or record.valid_from <= now) and (
        record.valid_to is None or now < record.valid_to
    )


def _reinstate(u: Unit, ckey: str, gone: set[int], *, txn_id: int, csn: int, cause: int) -> Record | None:
    """DESIGN §5/§9 reinstatement: replay the key's contract over the surviving versions — superseded,
    outside the retracted cone, valid at the logical clock — in their original commit order, as if the
    retracted version had never existed; the winner becomes visible again. Cost grows with this key's
    history only.
    """
    now = u.logical_now()
    cluster = u.records_of_cluster(ckey)
    # DESIGN §9 (forget): a version committed before the key's latest tombstone was forgotten with it.
    barrier = max((_commit_csn(u, r) for r in cluster if r.tombstone), default=0)
    # (A version revalidated from the quarantine lane was never a belief of its own: it is never reinstated.)
    survivors = [
        r
        for r in cluster
        if r.vid not in gone
        and r.state is State.SUPERSEDED
        and _valid_at(r, now)
        and _commit_csn(u, r) > barrier
        and not r.reason.startswith(REVALIDATED)
    ]
    survivors.sort(key=lambda r: (_commit_csn(u, r), r.vid))
    winner = readjudicate([contender(u, r) for r in survivors], contract_of(u, ckey))
    if winner is None:
        activate(u, ckey, None, txn_id=txn_id, csn=csn)
        return None
    record = next(r for r in survivors if r.vid == winner.vid)
    back = move(u, record, State.COMMITTED, f"reinstated:{cause}", txn_id=txn_id, csn=csn, reinstated=True)
    activate(u, ckey, record.vid, txn_id=txn_id, csn=csn)
    return back


def _commit_csn(u: Unit, record: Record) -> int:
    header = u.get_txn(record.txn_id)
    return header.csn if header is not None and header.csn is not None else 0


def earlier_revocation(u: Unit, record: Record) -> Retraction:
    """The revocation that revoked `record` — it, or the root of a cascade it was part of — as its journal
    tells it (DESIGN §9: revoking a revoked version again answers what that revocation did). A revocation
    journals its moves in its own unit, the root's first, so they are the events from the root's revocation
    on that carry its transaction. Raises `InvalidArgument` for a version no revocation revoked (its
    transaction aborted, or a restore marked it a torn write): it was never visible."""
    hit = _revoking_event(u, record.vid)
    header = u.get_txn(hit.txn_id) if hit is not None and hit.txn_id is not None else None
    if header is not None and header.reason.startswith(ERASURE_PREFIX):
        raise InvalidArgument(
            f"version {record.vid} was erased ({record.reason}): there is no revocation of it to repeat"
        )
    if hit is None or header is None or not header.reason.startswith(REVOCATION_PREFIX):
        why = f" ({record.reason})" if record.reason else ""
        raise InvalidArgument(f"version {record.vid} was never visible{why}: there is no revocation of it to repeat")
    root = int(header.reason.removeprefix(REVOCATION_PREFIX))
    first = hit if root == record.vid else _revoking_event(u, root)
    assert first is not None, f"the revocation of {root} is not in the journal"
    assert first.txn_id == hit.txn_id, f"the revocation of {root} lost its first event"
    moves: dict[int, tuple[State, State, str]] = {}  # vid -> (before, after, reason), in the order moved
    after = first.seq - 1
    while True:
        page = u.journal_page(after=after, limit=_PAGE)
        ours = [e.event for e in page if e.event.txn_id == hit.txn_id]
        for ev in ours:
            if ev.kind == "transition" and ev.vid is not None and ev.from_state is not None and ev.to_state:
                before = moves[ev.vid][0] if ev.vid in moves else ev.from_state
                moves[ev.vid] = (before, ev.to_state, ev.reason)
        if len(page) < _PAGE or len(ours) < len(page):  # the unit's events are contiguous: it ended here
            break
        after = page[-1].event.seq
    kinds = u.get_records(list(moves))
    steps = tuple((vid, kinds[vid].kind, before, to, why) for vid, (before, to, why) in moves.items())
    assert first.csn is not None
    return Retraction(first.csn, root, steps)


def _revoking_event(u: Unit, vid: int) -> Event | None:
    """The journal event that moved `vid` to revoked (the last one, should a restore have re-journaled it)."""
    hops = [e for e in u.events_about([vid], []) if e.kind == "transition" and e.to_state is State.REVOKED]
    return hops[-1] if hops else None


def finish_pending_revocations(u: Unit) -> list[int]:
    """Complete every revocation that was marked and not completed (its process died between the two
    steps, or another writer got the lock first). Any writer calls this first (DESIGN §9)."""
    if not u.has_pending_revocations():
        return []
    done = []
    for vid, _, _ in u.pending_revocations():
        if complete_revocation(u, vid) is not None:
            done.append(vid)
    return done


def settle_retracted_action(u: Unit, action: Action, *, cause: int) -> Action:
    """A `tool_action` record was retracted (its support was): a reversible call becomes due for
    compensation, an irreversible one is leaked (DESIGN §9). Calls still running or of unknown outcome are
    returned unchanged, with no cause recorded on them: the operator settles them (`mem.actions` lists
    them; the retracted record's own history names the revocation)."""
    if action.status is ActionStatus.DONE:
        status = ActionStatus.COMPENSATION_PENDING if action.reversible else ActionStatus.LEAKED
        settled = replace(action, status=status, cause=cause)
        if u.replace_action(settled, expect=ActionStatus.DONE):
            return settled
    return action
