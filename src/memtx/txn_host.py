"""The store's side of a transaction handle (DESIGN §6): what `TxnHandle` calls on `Memory` — observe's checks,
staging, reads in a transaction, the commit and abort units, the lease — with this process's open-handle map and
source cache, and the `with` blocks of `Memory.transaction` and `Memory._writer`.

Responsible for: the units a handle's calls run in, as the base class of `memtx.Memory` (so a handle's call
is one method call, with no layer between). Must not: hold state of its own (`Memory.__init__` sets what it
declares), open a unit but through `Memory._unit`/`_writer`, or decide admission or conflicts (staging/engine).
"""

from __future__ import annotations

import functools
import weakref
from collections import deque
from collections.abc import Callable, Collection, Sequence
from contextlib import AbstractContextManager
from types import TracebackType
from typing import TYPE_CHECKING

from memtx import embedding, engine, resolution, revocation, staging, sweeping
from memtx.arguments import agent_name, check_source_text, check_speaker, checked_source_id, unit_interval
from memtx.commit_group import DEFAULT_MAX_MEMBERS, CommitGroup
from memtx.errors import InvalidArgument, MemtxError, TransactionClosed
from memtx.keys import KeyParts
from memtx.model import Agent, Isolation, Outcome, Purpose, Record, Scope, Source, TxnResult, to_timestamp
from memtx.permissions import Operation, require
from memtx.reading import mark_expired, read_at

if TYPE_CHECKING:
    from memtx.acting import ActionResult, Gatekeeper
    from memtx.crashpoints import CrashPlan
    from memtx.embedders import Embedder
    from memtx.proposal import Proposal
    from memtx.storage import Backend, Unit
    from memtx.store import Memory
    from memtx.transaction import TxnHandle

_SOURCE_CACHE = 4_096  # sources are immutable: a per-process cache of them is never stale


class TransactionHost:
    """`memtx.Memory`'s base: the methods `TxnHandle` (and staging) call on the store they run on."""

    # Set by `Memory.__init__`.
    _backend: Backend
    _gate: Gatekeeper
    _clock: Callable[[], float]
    _max_skew: float | None
    _embedder: Embedder | None
    _private_namespaces: bool
    _sources: dict[str, Source]
    _open: dict[int, weakref.ref[TxnHandle]]
    _dropped: deque[int]
    _crash: CrashPlan | None
    _group: CommitGroup | None = None  # group commit (`group_commits`), off unless asked for

    if TYPE_CHECKING:  # defined by `Memory`

        def _unit(self, *, write: bool) -> AbstractContextManager[Unit]: ...

        def _writer(
            self, *, durable: bool = True, repair: bool = False, spaces: Collection[str] | None = None
        ) -> WriteScope: ...

        def _may_read(self, u: Unit, record: Record, agent: str) -> bool: ...

        def _ensure_agent(self, u: Unit, agent: str) -> Agent: ...

        def _wall_clock(self) -> float: ...

    # --- sources ---------------------------------------------------------------------------------------
    def _check_skew(self, event_time: float | None, what: str) -> str | None:
        """DESIGN §1: the refusal message for an event time too far ahead of the wall clock, or None."""
        if event_time is None or self._max_skew is None:
            return None
        wall = float(self._clock())
        if event_time > wall + self._max_skew:
            return (
                f"{what}={event_time!r} is {event_time - wall:.0f} s ahead of the store's clock ({wall!r}); at most "
                f"{self._max_skew:.0f} s are allowed (seconds, not milliseconds?)"
            )
        return None

    def _observation(
        self,
        text: object,
        *,
        authority: object,
        owner: object,
        scope: object,
        at: object,
        speaker: object = None,
        user: object = None,
    ) -> Source:
        """`observe`'s arguments checked and turned into a not-yet-stored `Source` (its `seq` is 0)."""
        check_source_text(text)
        check_speaker(speaker)
        if user is not None:
            agent_name(user, "user")
        assert isinstance(text, str)
        agent_name(owner, "owner")
        assert isinstance(owner, str)
        auth = unit_interval(authority, "authority")
        try:
            scope_v = Scope.parse(scope)  # type: ignore[arg-type]  # parse checks the type itself
            when = to_timestamp(at, name="at")  # type: ignore[arg-type]
        except (TypeError, ValueError) as exc:
            raise InvalidArgument(str(exc)) from None
        too_far = self._check_skew(when, "at")
        if too_far is not None:
            raise InvalidArgument(too_far)
        observed = when if when is not None else float(self._clock())
        assert speaker is None or isinstance(speaker, str)
        assert user is None or isinstance(user, str)
        sid = checked_source_id(owner, text, user)
        return Source(sid, text, owner, auth, scope_v, observed, 0, speaker, user=user)

    def _store_observed(self, u: Unit, src: Source) -> Source:
        return staging.store_observed(self, u, src)

    def _grant_observation(self, src: Source, agent: str, seen: dict[str, Agent | None]) -> Source:
        """`tx.observe`'s checks (DESIGN §8): the transaction's agent may observe (a reader may not), and the
        authority ceilings of the owner and of that agent bound the source's authority, so the handle hands
        back what its commit will store. The registrations are read at the transaction's first observation of
        each (`seen`, the handle's) without a unit, and again in the unit that stores the source, which
        decides."""
        for name in (agent, src.owner):
            if name not in seen:  # read outside a unit: a transaction stays one durable unit (DESIGN §6)
                seen[name] = self._backend.registration(name)
        require(Operation.OBSERVE, agent, seen[agent])
        return staging.granted(src, seen[src.owner], seen[agent])

    def _remember_source(self, src: Source) -> None:
        if src.seq == 0 or src.requested_scope is not None:
            return  # observed in a transaction, not stored yet; or narrowed, so a declassification may widen it
        if len(self._sources) >= _SOURCE_CACHE:
            self._sources.clear()
        self._sources[src.id] = src

    def _store_sources(self, sources: Sequence[Source], agent: str) -> None:
        with self._writer() as u:
            stored = staging.store_observations(self, u, sources, actor=agent)  # the role now, not when observed
        for src in stored:
            self._remember_source(src)

    # --- staging and this process's open handles -----------------------------------------------------
    def _stage(self, tx: TxnHandle, p: Proposal) -> Record:
        return self._stage_many(tx, [p])[0]

    def _stage_many(self, tx: TxnHandle, proposals: Sequence[Proposal]) -> list[Record]:
        staged = staging.stage(self, tx, proposals)
        self._reach("stage.after")
        return staged

    def _register_open(self, tx: TxnHandle) -> None:
        assert tx.id is not None
        if tx.id not in self._open:
            self._open[tx.id] = weakref.ref(tx, functools.partial(_on_dropped, self._open, self._dropped, tx.id))

    def _open_handles(self) -> list[TxnHandle]:
        """This process's open transactions that staged something (their handles are still alive)."""
        handles = [ref() for ref in self._open.copy().values()]
        return [tx for tx in handles if tx is not None and tx.open]

    # --- transactions ended outside their handles (DESIGN §10: the sweep, an operator's abort) ----------
    def _take_dropped(self) -> list[int]:
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

    def _forget_dropped(self, taken: Sequence[int]) -> None:
        """Drop the map's entries of collected handles whose transactions a committed unit dealt with."""
        for txn_id in taken:
            ref = self._open.get(txn_id)
            if ref is not None and ref() is None:
                self._open.pop(txn_id, None)

    def _closed_by(self, results: Sequence[TxnResult]) -> None:
        """Transactions a committed unit ended without their handles: this process's handles of them learn it
        now (any later call raises `TransactionClosed`, with the reason), and leave the open-handle map."""
        for result in results:
            ref = self._open.pop(result.txn_id, None)
            tx = ref() if ref is not None else None
            if tx is not None:
                tx._closed_elsewhere(result.abort_reason)

    def _sweep(self) -> list[TxnResult]:
        """DESIGN §10's sweep, in one write unit: the transactions of handles this process dropped, then every
        open transaction whose process ended or whose lease ran out (`memtx.sweeping`)."""
        scope = self._writer()
        with scope as u:
            found = sweeping.abort_abortable(u, self._wall_clock())
        self._closed_by(found)
        return [*scope.swept, *found]

    def _sweep_blocking(self, u: Unit, tx: TxnHandle) -> list[TxnResult]:
        """The gate's sweep (DESIGN §7, §10), in the unit of a decision that in-flight state would block:
        every abortable open transaction but the caller's own is aborted there. The caller marks this process's
        handles (`_closed_by`) once that unit has committed."""
        return sweeping.abort_abortable(u, u.wall if u.wall is not None else self._wall_clock(), spare=tx.id)

    def _staged_version(self, vid: int) -> Record | None:
        """A version staged by an open transaction of this process, by vid."""
        for tx in self._open_handles():
            for record in tx.staged:
                if record.vid == vid:
                    return record
        return None

    # --- reads in a transaction ------------------------------------------------------------------------
    def _read_in_txn(self, tx: TxnHandle, parts: KeyParts, *, refresh: bool = False) -> Record | None:
        with self._unit(write=False) as u:
            if refresh:  # read_committed: each read sees the latest committed state
                tx.snapshot_csn = u.last_csn()
            snapshot = tx.snapshot_csn
            overlay = tx.keys if tx.keys.aliases else None
            ckey = resolution.resolve_key(u, parts, as_of=snapshot, own=overlay)
            # The read set records the resolution among committed clusters (own foundings are not others'),
            # and the founding of its own the read resolved through instead, if any (not by an alias of its
            # own: a spelling it wrote shows its own write whatever commits).
            committed = ckey if overlay is None else resolution.resolve_key(u, parts, as_of=snapshot)
            founding = None
            if overlay is not None and ckey != committed and parts.normalized not in overlay.aliases:
                founding = overlay.clusters.get(ckey) if ckey is not None else None
            tx._note_read(engine.ReadMark(parts, committed, founding))
            if ckey is None:
                return None
            own = tx._own_latest(ckey)
            if own is not None:
                return own
            record = read_at(self, u, ckey, snapshot, tx.agent)
            if record is None:
                return None
            tx._note_scope(record.scope)
            return mark_expired(record, u.logical_now())

    # --- commit/abort (called by TxnHandle) -----------------------------------------------------------
    def _commit(
        self, plan: engine.CommitPlan, sources: Sequence[Source] = (), *, agent: str
    ) -> tuple[int | None, list[Outcome]]:
        """The transaction's one durable unit: its observations, then the pipeline, which stores the staged
        versions in their final states (DESIGN §6). Refused (`PermissionDenied`, nothing stored) when `agent`
        may not write now — made a reader since it staged (DESIGN §8: the role is read on every call). With
        group commit on (`group_commits`), the unit may be shared with other threads' commits
        (`memtx.commit_group`); a commit that fails in a shared unit is committed here alone."""
        vectors = embedding.embed(self._embedder, plan.records)  # outside the write lock (DESIGN §12)
        if self._group is not None:
            shared = self._group.commit(plan, sources, agent, vectors)
            if shared is not None:
                return shared
        with self._writer(spaces=plan.spaces()) as u:
            stored, result = self._commit_in(u, plan, sources, agent, vectors)
            self._reach("commit.before_durable")
        self._committed(plan, stored)
        return result

    def _commit_in(
        self,
        u: Unit,
        plan: engine.CommitPlan,
        sources: Sequence[Source],
        agent: str,
        vectors: tuple[str, list[tuple[int, bytes]]] | None,
    ) -> tuple[list[Source], tuple[int | None, list[Outcome]]]:
        """A commit's work inside its write unit: the sources it stored and its result."""
        require(Operation.PROPOSE, agent, u.get_agent(agent))
        u.prepare_commit([r.canonical_key for r in plan.records], plan.spaces())  # (reads before the first write)
        stored = staging.store_observations(self, u, sources, actor=agent)
        result = engine.commit(u, plan)
        if vectors and result[0] is not None:  # committed: its versions may become visible
            u.put_vectors(vectors[0], vectors[1])
        return stored, result

    def _committed(self, plan: engine.CommitPlan, stored: Sequence[Source]) -> None:
        """After a commit's unit is durable: it is no longer open here, and the sources it stored are known."""
        self._open.pop(plan.txn_id, None)
        for src in stored:
            self._remember_source(src)

    def group_commits(self, enabled: bool = True, *, max_members: int = DEFAULT_MAX_MEMBERS) -> bool:
        """Let this handle's concurrent commits (of several threads) share one durable write unit — one fsync
        — each keeping its own pipeline, outcome and isolation (DESIGN §6, group commit; `memtx.commit_group`).
        Only where write units serialize anyway: a store whose units of different memory spaces run in
        parallel (DESIGN §11) keeps one unit per commit. Returns whether group commit is on."""
        if isinstance(max_members, bool) or not isinstance(max_members, int) or max_members < 1:
            raise InvalidArgument(f"max_members must be a positive integer, not {max_members!r}")
        self._group = CommitGroup(self, max_members=max_members) if enabled and not self._backend.has_spaces else None
        return self._group is not None

    def _abort(
        self,
        txn_id: int,
        reason: str,
        staged: Sequence[Record] = (),
        sources: Sequence[Source] = (),
        agent: str | None = None,
    ) -> list[Outcome]:
        """Abort from the handle: its staged versions are stored revoked, with the observations they cite."""
        cited = {r.source_id for r in staged}
        # DESIGN §11: an abort writes no space's shared rows (its versions are stored revoked, never in A).
        with self._writer(spaces=()) as u:
            cited_sources = [src for src in sources if src.id in cited]
            stored = staging.store_observations(self, u, cited_sources, actor=agent, aborting=True)
            outcomes = engine.abort(u, txn_id, reason, staged)
        self._open.pop(txn_id, None)
        for src in stored:
            self._remember_source(src)
        return outcomes

    def _keep_alive(self, tx: TxnHandle) -> None:
        if tx.id is None:
            return  # nothing staged: nothing in flight to lease
        with self._writer(durable=False, spaces=()) as u:
            if not u.renew_txn(tx.id):
                raise TransactionClosed(f"transaction {tx.id} was closed outside this handle (its lease ran out?)")

    def _reach(self, point: str) -> None:
        """A named crash point (memtx.crashpoints): nothing unless a test armed one."""
        if self._crash is not None:
            self._crash.reach(point)

    # --- the action gate (DESIGN §7) ------------------------------------------------------------------
    def _act(self, tx: TxnHandle, name: str, args: object, support: object) -> ActionResult:
        return self._gate.act(tx, name, args, support)

    def _promote(self, tx: TxnHandle, vid: object) -> Record:
        return self._gate.promote(tx, vid)


def _on_dropped(
    refs: dict[int, weakref.ref[TxnHandle]], dropped: deque[int], txn_id: int, ref: weakref.ref[TxnHandle]
) -> None:
    """A handle was collected while its transaction was open (a commit or an abort takes it out of `refs`
    first): queue the transaction for the next write unit or sweep to abort (DESIGN §10). The collector calls
    this at any point of any thread, interpreter shutdown included, so it only appends to a deque (atomic):
    no unit, no lock, no change to `refs` while another thread may be reading it."""
    if refs.get(txn_id) is ref:
        dropped.append(txn_id)


def abort_after_failure(tx: TxnHandle, exc: BaseException, reason: str) -> None:
    if not tx.open:
        return
    try:
        tx.abort(reason)
    except MemtxError as abort_exc:
        exc.add_note(f"memtx: aborting transaction {tx.id} also failed: {abort_exc!r}")


class TransactionScope:
    """`Memory.transaction`'s `with` block (a class, not a generator: every transaction enters one)."""

    __slots__ = ("_args", "_memory", "_tx")

    def __init__(self, memory: Memory, agent: str, purpose: Purpose | str, isolation: Isolation | str) -> None:
        self._memory = memory
        self._args = (agent, purpose, isolation)
        self._tx: TxnHandle | None = None

    def __enter__(self) -> TxnHandle:
        agent, purpose, isolation = self._args
        self._tx = self._memory.begin(agent=agent, purpose=purpose, isolation=isolation)
        return self._tx

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        tx = self._tx
        assert tx is not None
        if exc is not None:
            abort_after_failure(tx, exc, "exception_in_transaction")
            return  # (the exception goes on)
        if tx.open:
            try:
                tx.commit()
            except BaseException as error:
                # A conflict has already aborted it; any other failure (e.g. the store stayed busy) must not
                # leave staged versions in flight, so abort, and let the original error through.
                abort_after_failure(tx, error, "commit_failed")
                raise
        elif tx._closed_untold:
            # DESIGN §10: the sweep or an operator ended it while the block ran, and nothing in the block raised
            # for it: the block must not end as if it had committed.
            tx._closed_untold = False
            assert tx.result is not None
            raise TransactionClosed(
                f"transaction {tx.id} was aborted outside its handle ({tx.result.abort_reason}) before the block "
                "ended; nothing of it was committed"
            )


class WriteScope:
    """`Memory._writer`'s unit: stamped with this process's wall clock, identity and lease, and (unless it is
    the restore) first completing any revocation left half-done and aborting the transactions of handles this
    process dropped open (DESIGN §9, §10). A class: every transaction opens two."""

    __slots__ = ("_memory", "_repair", "_scope", "_taken", "_wide", "swept")

    def __init__(
        self,
        memory: Memory,
        scope: AbstractContextManager[Unit],
        repair: bool,
        wide: Callable[[], AbstractContextManager[Unit]] | None = None,
    ) -> None:
        self._memory = memory
        self._scope = scope
        self._repair = repair
        # For a space unit (DESIGN §11): the store-wide unit it becomes when there is store-wide work first.
        self._wide = wide
        self._taken: list[int] = []
        # What this unit's sweep of dropped handles aborted (`handle_dropped`), once the unit has committed.
        self.swept: list[TxnResult] = []

    def __enter__(self) -> Unit:
        u = self._scope.__enter__()
        memory = self._memory
        if self._wide is not None and (memory._dropped or u.has_pending_revocations()):
            # A half-done revocation or a dropped handle's transaction reaches beyond the unit's spaces (its
            # repair, its keys): the space unit ends having written nothing, and a store-wide one does it all.
            self._scope.__exit__(None, None, None)
            self._scope = self._wide()
            u = self._scope.__enter__()
        try:
            u.wall = memory._wall_clock()
            u.process = memory._gate.process
            u.lease = memory._lease
            if not self._repair:
                revocation.finish_pending_revocations(u)
                if memory._dropped:  # (an empty deque costs this one test)
                    self._taken = memory._take_dropped()
                    self.swept = sweeping.abort_dropped(u, self._taken)
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
            self._memory._closed_by(self.swept)
            self._memory._forget_dropped(self._taken)
        return swallowed

    def _requeue(self) -> None:
        """The unit rolled back, and the aborts of dropped handles' transactions with it: the next unit retries."""
        self._memory._dropped.extend(self._taken)
        self._taken, self.swept = [], []
