"""Opening a store: `Memory`'s options checked before it takes its backend, and what every open does after
(DESIGN §10): the cheap check, then, on a sound store, half-done revocations completed, the open
transactions of dead processes aborted and their tool calls settled as unknown outcomes.

Responsible for: refusing bad options with the backend closed, and the open-time work on a new `Memory`,
which is closed again if that fails. Must not: name a backend (`memtx.storage.open_backend` does) or run
after open — everything here runs once, before the caller has the `Memory`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from memtx.core.errors import InvalidArgument
from memtx.engine.invariants import digest_problems
from memtx.read.embedders import Embedder, check_embedder
from memtx.safety.gate import GateMode

if TYPE_CHECKING:
    from memtx.engine.context import StoreContext
    from memtx.safety.acting import Gatekeeper
    from memtx.storage import Backend


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


def on_open(
    ctx: StoreContext,
    gate: Gatekeeper,
    process: object,
    *,
    finish_revocations: Callable[[], None],
    sweep: Callable[[], object],
    close: Callable[[], None],
) -> None:
    """`Memory.attach`'s work on a new `Memory` (its context, gate, `finish_revocations`, `sweep` and `close`):
    name its process, check the store, settle what dead processes left. It is closed if any of it fails."""
    if process is not None:
        if not isinstance(process, str) or not process:
            close()
            raise InvalidArgument("process must be a non-empty string")
        ctx.process = process
    try:
        ctx.set_damage(_verify_on_open(ctx))
        if not ctx.damage:  # a damaged store is opened for reads and `recover()` only
            finish_revocations()
            ctx.backend.scrub()  # DESIGN §10 erasure: a physical scrub an erasure still owes
            sweep()
            gate.settle_orphans()
    except BaseException:
        close()
        raise


def _verify_on_open(ctx: StoreContext) -> tuple[str, ...]:
    """DESIGN §10's cheap check, on every open: A's digest against its buckets and against the last
    commit's intent — O(buckets), whatever the store's size. (Damage written around memtx into A's rows
    themselves is found by the full `check()`, which reads A.)"""
    with ctx.unit(write=False) as u:
        return tuple(v.detail for v in digest_problems(u))


def _is_flag(value: object) -> bool:
    """True or False exactly (a caller without type checking may pass anything)."""
    return isinstance(value, bool)
