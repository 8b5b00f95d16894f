"""Opening a store: `Memory`'s options checked before it takes its backend, and what every open does after
(DESIGN §10): the cheap check, then, on a sound store, half-done revocations completed, the open
transactions of dead processes aborted and their tool calls settled as unknown outcomes.

Responsible for: refusing bad options with the backend closed, and the open-time work on a new `Memory`,
which is closed again if that fails. Must not: name a backend (`memtx.storage.open_backend` does) or run
after open — everything here runs once, before the caller has the `Memory`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memtx.embedders import Embedder, check_embedder
from memtx.errors import InvalidArgument
from memtx.gate import GateMode
from memtx.invariants import digest_problems

if TYPE_CHECKING:
    from memtx.storage import Backend
    from memtx.store import Memory


def checked_gate(
    backend: Backend,
    *,
    max_clock_skew: object,
    gate: GateMode | str,
    lease: object,
    embedder: Embedder | None,
    private_namespaces: object,
) -> GateMode:
    """`Memory`'s options checked, in this order; the gate mode. A refusal closes `backend` first."""
    if not _is_flag(private_namespaces):
        backend.close()
        raise InvalidArgument("private_namespaces must be True or False")
    if embedder is not None:
        try:
            check_embedder(embedder)
        except InvalidArgument:
            backend.close()
            raise
    if isinstance(lease, bool) or not isinstance(lease, int | float) or not 0 < lease < float("inf"):
        backend.close()
        raise InvalidArgument(f"lease must be a finite positive number of seconds; got {lease!r}")
    try:
        mode = GateMode(gate)
    except ValueError:
        backend.close()
        raise InvalidArgument(f"gate must be 'global' or 'scoped', not {gate!r}") from None
    if max_clock_skew is not None and (
        isinstance(max_clock_skew, bool)
        or not isinstance(max_clock_skew, int | float)
        or not max_clock_skew >= 0
        or max_clock_skew == float("inf")
    ):
        backend.close()
        raise InvalidArgument(f"max_clock_skew must be a finite number of seconds >= 0 or None; got {max_clock_skew!r}")
    return mode


def on_open(memory: Memory, process: object) -> None:
    """`Memory.attach`'s work on the new `memory`: name its process, check the store, settle what dead
    processes left. `memory` is closed if any of it fails."""
    if process is not None:
        if not isinstance(process, str) or not process:
            memory.close()
            raise InvalidArgument("process must be a non-empty string")
        memory._gate.process = process
    try:
        memory._damage = _verify_on_open(memory)
        if not memory._damage:  # a damaged store is opened for reads and `recover()` only
            memory._finish_pending_revocations()
            memory._backend.scrub()  # DESIGN §10 erasure: a physical scrub an erasure still owes
            memory.abort_orphaned_transactions()
            memory._gate.settle_orphans()
    except BaseException:
        memory.close()
        raise


def _verify_on_open(memory: Memory) -> tuple[str, ...]:
    """DESIGN §10's cheap check, on every open: A's digest against its buckets and against the last
    commit's intent — O(buckets), whatever the store's size. (Damage written around memtx into A's rows
    themselves is found by the full `check()`, which reads A.)"""
    with memory._unit(write=False) as u:
        return tuple(v.detail for v in digest_problems(u))


def _is_flag(value: object) -> bool:
    """True or False exactly (a caller without type checking may pass anything)."""
    return isinstance(value, bool)
