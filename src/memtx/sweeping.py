"""The sweep of open transactions nobody will finish (DESIGN §10): which open transaction may be aborted and why —
its process ended, its lease ran out, or its handle in this process was dropped — and those aborts, in a unit.

Responsible for: that rule and the journaled aborts it leads to. Must not: open units (`memtx.txn_host`, the gate
and `memtx.oversight` call these inside theirs) or touch a transaction handle (the store marks its own handles
closed once the unit has committed).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from memtx import acting, engine
from memtx.model import Transaction, TxnResult, TxnStatus
from memtx.storage.base import Unit

# The reasons a sweep journals (the `abort` event's `txn_aborted:<reason>`, the header's reason, the handle's
# `result.abort_reason`). A dead process's transaction keeps its older, descriptive reason (`orphaned: ...`).
HANDLE_DROPPED: Final = "handle_dropped"
LEASE_EXPIRED: Final = "lease_expired"


def sweep_reason(txn: Transaction, now: float) -> str | None:
    """DESIGN §10: why the open transaction `txn` may be aborted by a sweep at wall-clock `now`, or None.

    Its process is gone from this host (`orphaned: process … ended`), or its lease ran out — no operation
    renewed it for `lease` seconds (`lease_expired`), whichever process holds it: a live process's idle
    transaction blocks the global gate as surely as a dead one's."""
    # Through the module, so a simulation that stands in for the host's processes (memtx verify) is asked.
    if txn.process and not acting.process_alive(txn.process):
        return f"orphaned: process {txn.process} ended"
    if txn.lease_until is not None and txn.lease_until < now:
        return LEASE_EXPIRED
    return None


def abort_abortable(u: Unit, now: float, *, spare: int | None = None) -> list[TxnResult]:
    """Abort in `u` every open transaction `sweep_reason` names at `now` — except `spare` (the caller's own,
    which its own operation has just renewed) — and return what each abort did. The headers are read in this
    write unit, so a transaction renewed or ended meanwhile is judged as it is now."""
    done = []
    for txn in u.open_txns():
        if txn.id == spare:
            continue
        reason = sweep_reason(txn, now)
        if reason is not None:
            done.append(_abort(u, txn.id, reason))
    return done


def abort_dropped(u: Unit, txn_ids: Iterable[int]) -> list[TxnResult]:
    """Abort in `u` the transactions whose handles this process dropped while they were open (`handle_dropped`);
    one another process or sweep ended first is left as it is."""
    done = []
    for txn_id in dict.fromkeys(txn_ids):
        header = u.get_txn(txn_id)
        if header is not None and header.status is TxnStatus.OPEN:
            done.append(_abort(u, txn_id, HANDLE_DROPPED))
    return done


def _abort(u: Unit, txn_id: int, reason: str) -> TxnResult:
    """An abort without the handle (DESIGN §6): it ends the transaction and takes its versions out of flight;
    the staged versions themselves were never stored, so nothing else is written but the journaled abort."""
    outcomes = engine.abort(u, txn_id, reason)
    return TxnResult(txn_id, True, None, tuple(outcomes), reason)
