"""The store's side of a transaction handle (DESIGN §6): what `TxnHandle` calls — observe's checks, staging, reads
in a transaction, the commit and abort units, the lease, the gate — and the `with` block of `Memory.transaction`.

Responsible for: the units a handle's calls run in (`TransactionService`, the narrow public protocol
`memtx.api.transaction.TxnHost` a handle talks to), and the sweep of open transactions nobody will finish. Must not:
hold state of its own beyond the services it composes (the shared state is the `StoreContext`), open a unit but
through the context, or decide admission or conflicts (staging/engine).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Collection, Sequence
from contextlib import AbstractContextManager
from types import TracebackType

from memtx.api import staging
from memtx.api.transaction import TxnHandle
from memtx.core.arguments import agent_name, check_source_text, check_speaker, checked_source_id, unit_interval
from memtx.core.errors import InvalidArgument, MemtxError, TransactionClosed
from memtx.core.keys import KeyParts
from memtx.core.model import Agent, Isolation, Outcome, Purpose, Record, Scope, Source, TxnResult, to_timestamp
from memtx.core.permissions import Operation, require
from memtx.core.proposal import Proposal
from memtx.engine import resolution, sweeping
from memtx.engine import writes as engine
from memtx.engine.commit_group import DEFAULT_MAX_MEMBERS, CommitGroup
from memtx.engine.context import OpenHandle, StoreContext
from memtx.read import embedding
from memtx.read.embedders import Embedder
from memtx.read.reading import mark_expired, read_at
from memtx.safety.acting import ActionResult, Gatekeeper
from memtx.storage import Ahead, Unit


def tell_closed(tx: OpenHandle, reason: str) -> None:
    """`StoreContext`'s word to a handle of this process that its transaction was ended outside it."""
    assert isinstance(tx, TxnHandle)
    tx._closed_elsewhere(reason)


class TransactionService:
    """What `TxnHandle` (and `Memory`) call for a transaction, over one store's context and gate."""

    __slots__ = ("_ctx", "_embedder", "_gate", "_group")

    def __init__(self, ctx: StoreContext, gate: Gatekeeper, embedder: Embedder | None) -> None:
        self._ctx = ctx
        self._gate = gate
        self._embedder = embedder
        self._group: CommitGroup | None = None  # group commit (`group_commits`), off unless asked for

    def last_csn(self) -> int:
        return self._ctx.last_csn()

    # --- sources ---------------------------------------------------------------------------------------
    def observation(
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
        too_far = self._ctx.check_skew(when, "at")
        if too_far is not None:
            raise InvalidArgument(too_far)
        observed = when if when is not None else self._ctx.wall_clock()
        assert speaker is None or isinstance(speaker, str)
        assert user is None or isinstance(user, str)
        sid = checked_source_id(owner, text, user)
        return Source(sid, text, owner, auth, scope_v, observed, 0, speaker, user=user)

    def observe(self, draft: Source) -> Source:
        """`Memory.observe`'s unit: the checked observation stored (idempotent), and cached."""
        with self._ctx.writer() as u:
            stored = staging.store_observed(self._ctx, u, draft)
        self._ctx.remember_source(stored)
        return stored

    def grant_observation(self, src: Source, agent: str, seen: dict[str, Agent | None]) -> Source:
        """`tx.observe`'s checks (DESIGN §8): the transaction's agent may observe (a reader may not), and the
        authority ceilings of the owner and of that agent bound the source's authority, so the handle hands
        back what its commit will store. The registrations are read at the transaction's first observation of
        each (`seen`, the handle's) without a unit — the agent's is the one its first read fetched, if it read
        (`read_in_txn`) — and again in the unit that stores the source, which decides."""
        for name in (agent, src.owner):
            if name not in seen:  # read outside a unit: a transaction stays one durable unit (DESIGN §6)
                seen[name] = self._ctx.backend.registration(name)
        require(Operation.OBSERVE, agent, seen[agent])
        return staging.granted(src, seen[src.owner], seen[agent])

    def store_sources(self, sources: Sequence[Source], agent: str) -> None:
        with self._ctx.writer() as u:
            stored = staging.store_observations(self._ctx, u, sources, actor=agent)  # the role now, not when observed
        for src in stored:
            self._ctx.remember_source(src)

    # --- staging ---------------------------------------------------------------------------------------
    def stage(self, tx: TxnHandle, p: Proposal) -> Record:
        return self.stage_many(tx, [p])[0]

    def stage_many(self, tx: TxnHandle, proposals: Sequence[Proposal]) -> list[Record]:
        staged = staging.stage(self._ctx, tx, proposals)
        self._ctx.reach("stage.after")
        return staged

    # --- transactions ended outside their handles (DESIGN §10: the sweep) ---------------------------------
    def sweep(self) -> list[TxnResult]:
        """DESIGN §10's sweep, in one write unit: the transactions of handles this process dropped, then every
        open transaction whose process ended or whose lease ran out (`memtx.engine.sweeping`)."""
        scope = self._ctx.writer()
        with scope as u:
            found = sweeping.abort_abortable(u, self._ctx.wall_clock())
        self._ctx.closed_by(found)
        return [*scope.swept, *found]

    # --- reads in a transaction ------------------------------------------------------------------------
    def read_in_txn(self, tx: TxnHandle, parts: KeyParts, *, refresh: bool = False) -> Record | None:
        with self._ctx.unit(write=False) as u:
            u.read_ahead(Ahead(agents=(tx.agent,), clock=True))  # (the read's permission check and expiry mark)
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
            record = read_at(self._ctx, u, ckey, snapshot, tx.agent)
            # (`read_at` read the reader's registration: a later `tx.observe` asks it instead of a unit of its own)
            tx._registrations.setdefault(tx.agent, u.get_agent(tx.agent))
            if record is None:
                return None
            tx._note_scope(record.scope)
            return mark_expired(record, u.logical_now())

    # --- commit/abort (called by TxnHandle) -----------------------------------------------------------
    def commit(
        self, plan: engine.CommitPlan, sources: Sequence[Source] = (), *, agent: str
    ) -> tuple[int | None, list[Outcome]]:
        """The transaction's one durable unit: its observations, then the pipeline, which stores the staged
        versions in their final states (DESIGN §6). Refused (`PermissionDenied`, nothing stored) when `agent`
        may not write now — made a reader since it staged (DESIGN §8: the role is read on every call). With
        group commit on (`group_commits`), the unit may be shared with other threads' commits
        (`memtx.engine.commit_group`); a commit that fails in a shared unit is committed here alone."""
        vectors = embedding.embed(self._embedder, plan.records)  # outside the write lock (DESIGN §12)
        if self._group is not None:
            shared = self._group.commit(plan, sources, agent, vectors)
            if shared is not None:
                return shared
        spaces = plan.spaces()
        # (the commit's reads go with its unit's opening: one round trip on PostgreSQL)
        reads = functools.partial(self.commit_reads, plan=plan, sources=sources, agent=agent, spaces=spaces)
        with self._ctx.writer(spaces=spaces, prelude=reads) as u:
            stored, result = self.commit_in(u, plan, sources, agent, vectors, spaces=spaces, read=True)
            self.reach("commit.before_durable")
        self.committed(plan, stored)
        return result

    def commit_in(
        self,
        u: Unit,
        plan: engine.CommitPlan,
        sources: Sequence[Source],
        agent: str,
        vectors: tuple[str, list[tuple[int, bytes]]] | None,
        *,
        spaces: frozenset[str] | None = None,
        read: bool = False,
    ) -> tuple[list[Source], tuple[int | None, list[Outcome]]]:
        """A commit's work inside its write unit: the sources it stored and its result (`spaces`: the plan's,
        when the caller has them; `read`: the unit made `commit_reads` already)."""
        spaces = plan.spaces() if spaces is None else spaces
        if not read:
            self.commit_reads(u, plan=plan, sources=sources, agent=agent, spaces=spaces)
        require(Operation.PROPOSE, agent, u.get_agent(agent))
        stored = staging.store_observations(self._ctx, u, sources, actor=agent)
        result = engine.commit(u, plan)
        if vectors and result[0] is not None:  # committed: its versions may become visible
            u.put_vectors(vectors[0], vectors[1])
        return stored, result

    def commit_reads(
        self, u: Unit, *, plan: engine.CommitPlan, sources: Sequence[Source], agent: str, spaces: frozenset[str]
    ) -> None:
        """The commit's reads before its first write, together (DESIGN §11): its agents' roles, its observations'
        ranks, the flow check's fingerprints, then what adjudication reads (`Unit.prepare_commit`)."""
        u.read_ahead(
            Ahead(
                agents={agent, *(s.owner for s in sources)},
                sources=[s.id for s in sources if self._ctx.cached_source(s.id) is None],
                fingerprints=(agent,),
            )
        )
        u.prepare_commit([r.canonical_key for r in plan.records], spaces, txn_id=plan.txn_id)

    def committed(self, plan: engine.CommitPlan, stored: Sequence[Source]) -> None:
        """After a commit's unit is durable: it is no longer open here, and the sources it stored are known."""
        self._ctx.discard_open(plan.txn_id)
        for src in stored:
            self._ctx.remember_source(src)

    def writer(
        self, *, spaces: Collection[str] | None = None, prelude: Callable[[Unit], None] | None = None
    ) -> AbstractContextManager[Unit]:
        """A write unit of this store (the group's shared one), `prelude` its first reads."""
        return self._ctx.writer(spaces=spaces, prelude=prelude)

    def reach(self, point: str) -> None:
        """A named crash point (DESIGN §10)."""
        self._ctx.reach(point)

    @property
    def group(self) -> CommitGroup | None:
        """The group commit of this store, when on (`group_commits`)."""
        return self._group

    def group_commits(self, enabled: bool = True, *, max_members: int = DEFAULT_MAX_MEMBERS) -> bool:
        """Let this store's concurrent commits (of several threads) share one durable write unit — one fsync
        — each keeping its own pipeline, outcome and isolation (DESIGN §6, group commit; `memtx.engine.commit_group`).
        On a store with memory spaces (DESIGN §11) a group's unit holds the union of its members' spaces: this
        handle's commits of different spaces then wait for each other, as they would for the commit-order lock
        anyway; other processes' units of disjoint spaces still run beside it. Returns whether group commit is on."""
        if isinstance(max_members, bool) or not isinstance(max_members, int) or max_members < 1:
            raise InvalidArgument(f"max_members must be a positive integer, not {max_members!r}")
        self._group = CommitGroup(self, max_members=max_members) if enabled else None
        return self._group is not None

    def abort(
        self,
        txn_id: int,
        reason: str,
        staged: Sequence[Record] = (),
        sources: Sequence[Source] = (),
        agent: str | None = None,
    ) -> list[Outcome]:
        """Abort from the handle: its staged versions are stored revoked, with the observations they cite."""
        ctx = self._ctx
        cited = {r.source_id for r in staged}
        # DESIGN §11: an abort writes no space's shared rows (its versions are stored revoked, never in A).
        with ctx.writer(spaces=()) as u:
            cited_sources = [src for src in sources if src.id in cited]
            stored = staging.store_observations(ctx, u, cited_sources, actor=agent, aborting=True)
            outcomes = engine.abort(u, txn_id, reason, staged)
        ctx.discard_open(txn_id)
        for src in stored:
            ctx.remember_source(src)
        return outcomes

    def keep_alive(self, tx: TxnHandle) -> None:
        if tx.id is None:
            return  # nothing staged: nothing in flight to lease
        with self._ctx.writer(durable=False, spaces=()) as u:
            if not u.renew_txn(tx.id):
                raise TransactionClosed(f"transaction {tx.id} was closed outside this handle (its lease ran out?)")

    # --- the action gate (DESIGN §7) ------------------------------------------------------------------
    def act(self, tx: TxnHandle, name: str, args: object, support: object) -> ActionResult:
        return self._gate.act(tx, name, args, support, promoted=tx._promoted)

    def promote(self, tx: TxnHandle, vid: object) -> Record:
        return self._gate.promote(tx, vid)


def abort_after_failure(tx: TxnHandle, exc: BaseException, reason: str) -> None:
    if not tx.open:
        return
    try:
        tx.abort(reason)
    except MemtxError as abort_exc:
        exc.add_note(f"memtx: aborting transaction {tx.id} also failed: {abort_exc!r}")


class TransactionScope:
    """`Memory.transaction`'s `with` block (a class, not a generator: every transaction enters one). `begin`
    is `Memory.begin`, called when the block is entered."""

    __slots__ = ("_args", "_begin", "_tx")

    def __init__(
        self, begin: Callable[..., TxnHandle], agent: str, purpose: Purpose | str, isolation: Isolation | str
    ) -> None:
        self._begin = begin
        self._args = (agent, purpose, isolation)
        self._tx: TxnHandle | None = None

    def __enter__(self) -> TxnHandle:
        agent, purpose, isolation = self._args
        self._tx = self._begin(agent=agent, purpose=purpose, isolation=isolation)
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
