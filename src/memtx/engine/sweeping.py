"""The sweep of open transactions nobody will finish (DESIGN §10): which open transaction may be aborted and why —
its process ended, its lease ran out, or its handle in this process was dropped — and those aborts, in a unit; and
which process ran a transaction or a call (its token, and whether it is alive).

Responsible for: that rule, the process tokens it judges by, and the journaled aborts it leads to. Must not: open
units (the context, the gate and `memtx.api.oversight` call these inside theirs) or touch a transaction handle (the
context marks this process's handles closed once the unit has committed).
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterable
from typing import Final

from memtx.core.model import Transaction, TxnResult, TxnStatus
from memtx.engine import writes
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
    if txn.process and not process_alive(txn.process):
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
    outcomes = writes.abort(u, txn_id, reason)
    return TxnResult(txn_id, True, None, tuple(outcomes), reason)


# --- which process ran a call ------------------------------------------------------------------------------


def _start_time(pid: int) -> str:
    """The process's start time in clock ticks (Linux /proc), '' where unavailable."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return fields[19]
    except (OSError, IndexError):
        return ""


def process_token(pid: int | None = None) -> str:
    pid = os.getpid() if pid is None else pid
    return f"{socket.gethostname()}:{pid}:{_start_time(pid)}"


def process_state(token: str) -> str:
    """`live`, `dead` (its open transactions are orphans), `other host` (presumed alive: this host cannot
    tell) or `unknown` (no process recorded, e.g. a transaction begun before processes were recorded)."""
    parts = token.rsplit(":", 2)
    if not token or len(parts) != 3:
        return "unknown"
    if parts[0] != socket.gethostname():
        return "other host"
    return "live" if process_alive(token) else "dead"


def process_alive(token: str) -> bool:
    """Whether the process `token` names may still be running. A process on another host is presumed
    alive (this one cannot tell); on this host, a pid that is gone, or reused by a process that started
    at another time, is dead."""
    parts = token.rsplit(":", 2)
    if len(parts) != 3:
        return True
    host, pid_text, started = parts
    if host != socket.gethostname() or not pid_text.isdigit():
        return True
    pid = int(pid_text)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return not started or _start_time(pid) == started
