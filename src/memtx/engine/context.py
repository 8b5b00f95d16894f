"""The store context (issue 30): what every service of one `Memory` shares — its backend, wall clock and clock-skew
bound, lease, process token, caches, the map of this process's open transaction handles, and the units it opens
(`unit`, `writer`), with the permission reads every service asks (`may_read`, `ensure_agent`, `operator`).

Responsible for: opening units (stamped with this process's wall clock, identity and lease; a write unit first
completes any revocation left half-done and aborts the transactions of handles this process dropped open, DESIGN
§9, §10), refusing work on a closed or damaged store, and the process-wide caches. Must not: decide admission,
conflicts or permissions itself (engine, pipeline, `memtx.core.permissions`), or know the services built on it.
"""

from __future__ import annotations

import functools
import time
import weakref
from collections import deque
from collections.abc import Callable, Collection, Sequence
from contextlib import AbstractContextManager
from types import TracebackType
from typing import Protocol

from memtx.core.errors import InvalidArgument, PermissionDenied, StoreDamaged
from memtx.core.model import DEFAULT_TEAM, Agent, Record, Role, Source, TxnResult
from memtx.core.permissions import may_read
from memtx.engine import revocation, sweeping
from memtx.engine.crashpoints import CrashPlan
from memtx.storage import Backend, Unit

__all__ = ["Clock", "OpenHandle", "StoreContext", "WriteScope"]

Clock = Callable[[], float]
_SOURCE_CACHE = 4_096  # sources are immutable: a per-process cache of them is never stale


class OpenHandle(Protocol):
    """What the context keeps of an open transaction's handle (`memtx.TxnHandle` is one)."""

    @property
    def id(self) -> int | None: ...

    @property
    def open(self) -> bool: ...

    @property
    def staged(self) -> tuple[Record, ...]: ...


class StoreContext:
    """The shared state and units of one `Memory` (`mem.store_context`); every service takes this, not the
    `Memory`. `tell_closed(handle, reason)` tells a handle of this process that its transaction was ended
    outside it (the sweep, an operator's abort)."""

    def __init__(
        self,
        backend: Backend,
        *,
        clock: Clock | None = None,
        max_skew: float | None = None,
        lease: float,
        private_namespaces: bool = False,
        tell_closed: Callable[[OpenHandle, str], None],
    ) -> None:
        self.backend = backend
        self.clock: Clock = clock or time.time
        self.max_skew = max_skew
        self.lease = float(lease)
        self._private_namespaces = private_namespaces
        self._tell_closed = tell_closed
        # Through the module, so a simulation that stands in for the host's processes (memtx verify) is asked.
        self.process = sweeping.process_token()  # stamped on every write unit, the outbox and txn headers
        self.crash: CrashPlan | None = None  # armed by crash-torture tests only (memtx.engine.crashpoints)
        self.registered: set[str] = set()  # positive cache: a registration is never removed
        self._sources: dict[str, Source] = {}
        # A source by id from this process's cache, or None (the dict's own `get`: the commit path asks per source).
        self.cached_source: Callable[[str], Source | None] = self._sources.get
        self.closed = False  # (an attribute, not a property: `get` reads it on every call; `close` sets it)
        self._damage: tuple[str, ...] = ()  # what the check on open found (DESIGN §10)
        # This process's open transactions that staged something, by id: their staged versions live in
        # their handles until the commit (DESIGN §6), so in-flight lookups by this process find them here.
        # (Weak: a handle dropped without a commit or abort is not kept alive, and its entry goes with it.)
        self._open: dict[int, weakref.ref[OpenHandle]] = {}
        # The ids of those whose handles were collected while still open, queued by the collector's callback
        # for this process's next write unit (or sweep) to abort (DESIGN §10: a dropped handle must not block).
        self._dropped: deque[int] = deque()

    # --- options, state -----------------------------------------------------------------------------------
    @property
    def private_namespaces(self) -> bool:
        """Whether private versions must be written in their writers' own namespaces (DESIGN §8)."""
        return self._private_namespaces

    def close(self) -> None:
        """Mark the store closed and close its backend (once)."""
        if not self.closed:
            self.closed = True
            self.backend.close()

    def refuse_if_closed(self) -> None:
        if self.closed:
            raise InvalidArgument("this Memory is closed")

    @property
    def damage(self) -> tuple[str, ...]:
        """What the check on open found (empty: the store is sound)."""
        return self._damage

    def set_damage(self, damage: tuple[str, ...]) -> None:
        self._damage = damage

    def refuse_if_damaged(self, repair: bool) -> None:
        if self._damage and not repair:
            raise StoreDamaged(
                "the store failed its check on open (" + "; ".join(self._damage[:3]) + "); reads are served, "
                "writes are refused until mem.recover() (memtx recover) restores it",
                self._damage,
            )

    def wall_clock(self) -> float:
        return float(self.clock())

    def check_skew(self, event_time: float | None, what: str) -> str | None:
        """DESIGN §1: the refusal message for an event time too far ahead of the wall clock, or None."""
        if event_time is None or self.max_skew is None:
            return None
        wall = float(self.clock())
        if event_time > wall + self.max_skew:
            return (
                f"{what}={event_time!r} is {event_time - wall:.0f} s ahead of the store's clock ({wall!r}); at most "
                f"{self.max_skew:.0f} s are allowed (seconds, not milliseconds?)"
            )
        return None

    def reach(self, point: str) -> None:
        """A named crash point (memtx.engine.crashpoints): nothing unless a test armed one."""
        if self.crash is not None:
            self.crash.reach(point)

    def last_csn(self) -> int:
        if self.closed:
            raise InvalidArgument("this Memory is closed")
        return self.backend.last_csn()

    def check_snapshot(self, csn: object) -> int:
        """`csn` if it names a committed snapshot, else `InvalidArgument`."""
        if not isinstance(csn, int) or isinstance(csn, bool) or csn < 0:
            raise InvalidArgument("csn must be a non-negative integer")
        if csn > self.last_csn():
            raise InvalidArgument(f"csn {csn} is in the future (last committed csn is {self.last_csn()})")
        return csn

    # --- units ---------------------------------------------------------------------------------------------
    def unit(self, *, write: bool) -> AbstractContextManager[Unit]:
        """A unit of the backend; a write unit is stamped with this process's wall clock, identity and lease and
        is refused on a damaged store. (No sweep: `writer` is the unit of every write of the library.)"""
        self.refuse_if_closed()
        if not write:
            return self.backend.unit(write=False)
        self.refuse_if_damaged(False)
        return _Stamped(self, self.backend.unit(write=True))

    def writer(
        self,
        *,
        durable: bool = True,
        repair: bool = False,
        spaces: Collection[str] | None = None,
        prelude: Callable[[Unit], None] | None = None,
    ) -> WriteScope:
        """A write unit that first completes any revocation left half-done (DESIGN §9: any writer must
        finish it, so no open `Memory` keeps serving a version being revoked) and aborts the transactions of
        handles this process dropped open (DESIGN §10). Refused on a store found damaged on open, except for
        the restore (`repair=True`), which touches nothing else first. `spaces`: the unit touches the keys
        of those memory spaces only (DESIGN §11; `Backend.space_unit`) — it becomes store-wide when it
        finds store-wide work to do first. `prelude`: the unit's first reads (it must not write), run as the
        unit opens — in a space unit before it asks whether store-wide work is pending, so on PostgreSQL the
        opening, that question and these reads are one round trip; in a store-wide unit after that work."""
        if self.closed:
            raise InvalidArgument("this Memory is closed")
        if self._damage:
            self.refuse_if_damaged(repair)
        backend = self.backend
        if spaces is None or repair or not backend.has_spaces:
            return WriteScope(self, backend.unit(write=True, durable=durable), repair, prelude=prelude)
        return WriteScope(
            self,
            backend.space_unit(spaces, durable=durable),
            repair,
            wide=lambda: backend.unit(write=True, durable=durable),
            prelude=prelude,
        )

    def stamp(self, u: Unit) -> None:
        """Stamp a write unit with this process's wall clock, identity and lease."""
        u.wall = self.wall_clock()
        u.process = self.process
        u.lease = self.lease

    # --- principals ------------------------------------------------------------------------------------------
    def may_read(self, u: Unit, record: Record, agent: str) -> bool:
        return may_read(
            scope=record.scope,
            owner=record.owner,
            readers=record.readers,
            reader=agent,
            reader_reg=u.get_agent(agent),
            owner_reg=u.get_agent(record.owner),
        )

    def ensure_agent(self, u: Unit, agent: str) -> Agent:
        """`agent`'s registration, registering it in the default team first if it has none (a first write)."""
        found = u.get_agent(agent)
        if found is None:
            found = Agent(agent, DEFAULT_TEAM)
            u.put_agent(found)
        return found

    def operator(self, u: Unit, agent: str, what: str) -> Agent:
        """The registered operator `agent`, else `PermissionDenied` naming it (DESIGN §8)."""
        found = u.get_agent(agent)
        if found is None:
            raise PermissionDenied(f"agent {agent!r} is not registered; {what} needs a registered operator")
        if found.role is not Role.OPERATOR:
            raise PermissionDenied(f"agent {agent!r} is not an operator; {what} needs the operator role")
        return found

    # --- the source cache ------------------------------------------------------------------------------------
    def remember_source(self, src: Source) -> None:
        if src.seq == 0 or src.requested_scope is not None:
            return  # observed in a transaction, not stored yet; or narrowed, so a declassification may widen it
        if len(self._sources) >= _SOURCE_CACHE:
            self._sources.clear()
        self._sources[src.id] = src

    def forget_sources(self, source_ids: Collection[str]) -> None:
        """Drop this process's copies of erased sources (DESIGN §10 erasure)."""
        for sid in source_ids:
            self._sources.pop(sid, None)

    # --- this process's open handles -------------------------------------------------------------------------
    def register_open(self, tx: OpenHandle) -> None:
        assert tx.id is not None
        if tx.id not in self._open:
            self._open[tx.id] = weakref.ref(tx, functools.partial(_on_dropped, self._open, self._dropped, tx.id))

    def discard_open(self, txn_id: int) -> None:
        """The handle ended its transaction itself (a commit or an abort): it leaves the map."""
        self._open.pop(txn_id, None)

    def open_handles(self) -> list[OpenHandle]:
        """This process's open transactions that staged something (their handles are still alive)."""
        handles = [ref() for ref in self._open.copy().values()]
        return [tx for tx in handles if tx is not None and tx.open]

    def staged_version(self, vid: int) -> Record | None:
        """A version staged by an open transaction of this process, by vid."""
        for tx in self.open_handles():
            for record in tx.staged:
                if record.vid == vid:
                    return record
        return None

    def open_ids(self) -> list[int]:
        """The ids in this process's open-handle map (a handle may since have been collected)."""
        return sorted(self._open)

    def dropped_ids(self) -> list[int]:
        """The transactions of handles dropped open that wait for the next write unit or sweep to abort them."""
        return list(self._dropped)

    def reset_open_handles(self, handles: Sequence[OpenHandle] = ()) -> None:
        """Replace the open-handle map by `handles` and empty the queue of dropped ones — for a simulation that
        restores a saved state of this process (`memtx verify`), never for the library itself."""
        self._open.clear()
        self._dropped.clear()
        for tx in handles:
            self.register_open(tx)

    def take_dropped(self) -> list[int]:
        """The transactions whose handles were dropped open, taken off the queue the garbage collector fills
        (`_on_dropped`); an id a live handle holds again (a restored copy of the handle) is not taken."""
        taken = []
        while self._dropped:
            try:
                txn_id = self._dropped.popleft()
            except IndexError:  # (another thread took the last one)
                break
            ref = self._open.get(txn_id)
            if ref is None or ref() is None:
                taken.append(txn_id)
        return taken

    def requeue_dropped(self, taken: Sequence[int]) -> None:
        """A unit that took them rolled back: the next unit retries their aborts."""
        self._dropped.extend(taken)

    def forget_dropped(self, taken: Sequence[int]) -> None:
        """Drop the map's entries of collected handles whose transactions a committed unit dealt with."""
        for txn_id in taken:
            ref = self._open.get(txn_id)
            if ref is not None and ref() is None:
                self._open.pop(txn_id, None)

    def closed_by(self, results: Sequence[TxnResult]) -> None:
        """Transactions a committed unit ended without their handles: this process's handles of them learn it
        now (any later call raises `TransactionClosed`, with the reason), and leave the open-handle map."""
        for result in results:
            ref = self._open.pop(result.txn_id, None)
            tx = ref() if ref is not None else None
            if tx is not None:
                self._tell_closed(tx, result.abort_reason)


def _on_dropped(
    refs: dict[int, weakref.ref[OpenHandle]], dropped: deque[int], txn_id: int, ref: weakref.ref[OpenHandle]
) -> None:
    """A handle was collected while its transaction was open (a commit or an abort takes it out of `refs`
    first): queue the transaction for the next write unit or sweep to abort (DESIGN §10). The collector calls
    this at any point of any thread, interpreter shutdown included, so it only appends to a deque (atomic):
    no unit, no lock, no change to `refs` while another thread may be reading it."""
    if refs.get(txn_id) is ref:
        dropped.append(txn_id)


class _Stamped:
    """`StoreContext.unit(write=True)`: the backend's write unit, stamped on entry."""

    __slots__ = ("_ctx", "_scope")

    def __init__(self, ctx: StoreContext, scope: AbstractContextManager[Unit]) -> None:
        self._ctx = ctx
        self._scope = scope

    def __enter__(self) -> Unit:
        u = self._scope.__enter__()
        self._ctx.stamp(u)
        return u

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> bool | None:
        return self._scope.__exit__(kind, exc, tb)


class WriteScope:
    """`StoreContext.writer`'s unit: stamped with this process's wall clock, identity and lease, and (unless it is
    the restore) first completing any revocation left half-done and aborting the transactions of handles this
    process dropped open (DESIGN §9, §10). A class: every transaction opens two."""

    __slots__ = ("_ctx", "_prelude", "_repair", "_scope", "_taken", "_wide", "swept")

    def __init__(
        self,
        ctx: StoreContext,
        scope: AbstractContextManager[Unit],
        repair: bool,
        wide: Callable[[], AbstractContextManager[Unit]] | None = None,
        prelude: Callable[[Unit], None] | None = None,
    ) -> None:
        self._ctx = ctx
        self._scope = scope
        self._repair = repair
        # For a space unit (DESIGN §11): the store-wide unit it becomes when there is store-wide work first.
        self._wide = wide
        self._prelude = prelude  # the unit's first reads (`StoreContext.writer`)
        self._taken: list[int] = []
        # What this unit's sweep of dropped handles aborted (`handle_dropped`), once the unit has committed.
        self.swept: list[TxnResult] = []

    def __enter__(self) -> Unit:
        u = self._scope.__enter__()
        ctx = self._ctx
        prelude = self._prelude
        if self._wide is not None:
            try:
                if prelude is not None:
                    prelude(u)  # (with the space unit's opening and its pending probe: one round trip)
                wide = bool(ctx._dropped) or u.has_pending_revocations()
            except BaseException as exc:
                if not self._scope.__exit__(type(exc), exc, exc.__traceback__):
                    raise
                raise AssertionError("a unit never swallows an error") from exc  # pragma: no cover
            if not wide:
                prelude = None  # (read: a space unit has no store-wide work to do before its body)
            else:
                # A half-done revocation or a dropped handle's transaction reaches beyond the unit's spaces (its
                # repair, its keys): the space unit ends having written nothing, and a store-wide one does it all
                # — and then reads the prelude's rows again, after that work changed them.
                self._scope.__exit__(None, None, None)
                self._scope = self._wide()
                u = self._scope.__enter__()
        try:
            u.wall = float(ctx.clock())  # (ctx.stamp, inlined: every transaction opens two of these)
            u.process = ctx.process
            u.lease = ctx.lease
            if not self._repair:
                revocation.finish_pending_revocations(u)
                if ctx._dropped:  # (an empty deque costs this one test)
                    self._taken = ctx.take_dropped()
                    self.swept = sweeping.abort_dropped(u, self._taken)
            if prelude is not None:
                prelude(u)
        except BaseException as exc:
            self._requeue()
            if not self._scope.__exit__(type(exc), exc, exc.__traceback__):
                raise
            raise AssertionError("a unit never swallows an error") from exc  # pragma: no cover
        return u

    def __exit__(
        self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> bool | None:
        try:
            swallowed = self._scope.__exit__(kind, exc, tb)
        except BaseException:
            self._requeue()
            raise
        if kind is not None:
            self._requeue()
        elif self._taken:
            self._ctx.closed_by(self.swept)
            self._ctx.forget_dropped(self._taken)
        return swallowed

    def _requeue(self) -> None:
        """The unit rolled back, and the aborts of dropped handles' transactions with it: the next unit retries."""
        self._ctx.requeue_dropped(self._taken)
        self._taken, self.swept = [], []
