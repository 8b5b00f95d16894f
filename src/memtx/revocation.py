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
from memtx.errors import InvalidTransition
from memtx.model import Action, ActionStatus, Kind, Record, State
from memtx.repair import plan_retraction
from memtx.storage.base import Unit


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
    _commit_internal(u, txn_id, csn, f"revoke:{vid}", pre)
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
    survivors = [
        r for r in u.records_of_cluster(ckey) if r.vid not in gone and r.state is State.SUPERSEDED and _valid_at(r, now)
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
