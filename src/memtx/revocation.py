"""Revocation and typed cascade repair inside one physical unit (DESIGN §9): the two steps of a revocation,
the repair of its descendants, the reinstatement of what it displaced, and the settling of retracted
tool calls.

Responsible for: gathering the retracted cone from a `Unit`, asking the pure `memtx.repair` what each
descendant becomes, and applying it through `memtx.engine`'s journaled primitives. Must not: open units
(`Memory` owns them) or decide a repair rule itself.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, replace

from memtx.contracts import readjudicate
from memtx.engine import _begin_internal, _commit_internal, activate, contender, contract_of, move
from memtx.errors import InvalidArgument, InvalidTransition
from memtx.model import Action, ActionStatus, Event, Kind, Record, State
from memtx.pipeline import REVALIDATED
from memtx.repair import plan_retraction
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


def complete_revocation(u: Unit, vid: int) -> Retraction | None:
    """Step 2: revoke the version, repair its descendants, repoint A. Idempotent: returns what it did,
    or None when no such revocation is pending any more (another process completed it)."""
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
        back = _reinstate(u, ckey, gone, txn_id=txn_id, csn=csn, cause=vid)
        if back is not None:
            moves.append((back.vid, back.kind, State.SUPERSEDED, back.state, back.reason))
    u.remove_pending_revocation(vid)
    _commit_internal(u, txn_id, csn, f"{REVOCATION_PREFIX}{vid}", pre)
    return Retraction(csn, vid, tuple(moves))


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
    # (A version revalidated from the quarantine lane was never a belief of its own: it is never reinstated.)
    survivors = [
        r
        for r in u.records_of_cluster(ckey)
        if r.vid not in gone
        and r.state is State.SUPERSEDED
        and _valid_at(r, now)
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
    compensation, an irreversible one is leaked (DESIGN §9). Calls still running or of unknown outcome
    keep their status — the operator settles them — but remember the cause."""
    if action.status is ActionStatus.DONE:
        status = ActionStatus.COMPENSATION_PENDING if action.reversible else ActionStatus.LEAKED
        settled = replace(action, status=status, cause=cause)
        if u.replace_action(settled, expect=ActionStatus.DONE):
            return settled
    return action
