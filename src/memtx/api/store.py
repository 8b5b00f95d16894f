"""`Memory`, the public entry point: opens a store and exposes observe / transaction / reads / revoke.

Responsible for: every public method (with its docstring), argument checking (DESIGN §4 F), unit boundaries,
retries. The rest is delegated to services over one `StoreContext` (`memtx.engine.context`): the transaction
service `memtx.api.txn_host` (what a `TxnHandle` calls), `opening`, `lookup` (the one-read `get`), `principals`,
`reading`, `retracting`, `embedding`, `erasure`, `oversight`, `vocabulary`, `retrieval` and the gate (`acting`).
Must not: name a backend (it asks `memtx.storage.open_backend`) or decide conflicts itself (engine/pipeline).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection, Sequence
from contextlib import AbstractContextManager
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from memtx.api import erasure, lookup, opening
from memtx.api.erasure import ErasureReport
from memtx.api.oversight import Oversight
from memtx.api.transaction import TxnHandle
from memtx.api.txn_host import TransactionScope, TransactionService, tell_closed
from memtx.api.vocabulary import Vocabulary
from memtx.core.arguments import MISSING, Missing, agent_name, check_text, enum_value
from memtx.core.errors import InvalidArgument, TransientError, UnknownObject
from memtx.core.model import (
    DEFAULT_TEAM,
    Action,
    ActionQuery,
    ActionStatus,
    ContractKind,
    GateDecision,
    GateQuery,
    Isolation,
    JournalEntry,
    Kind,
    NamespaceGrant,
    OnUnsupported,
    Purpose,
    Record,
    RepairReport,
    ReviewItem,
    Role,
    Scope,
    Source,
    Transaction,
    TxnResult,
    to_timestamp,
)
from memtx.engine import principals
from memtx.engine.commit_group import DEFAULT_MAX_MEMBERS, CommitGroup
from memtx.engine.context import Clock, StoreContext
from memtx.engine.invariants import CheckReport, check_store
from memtx.engine.recovery import RecoveryReport
from memtx.ingest import messages as ingest_messages
from memtx.ingest.messages import AddResult, Extractor
from memtx.ingest.pattern_extractor import PatternExtractor
from memtx.read import embedding, reading
from memtx.read.embedders import Embedder
from memtx.read.reading import Snapshot
from memtx.read.retrieval import Context, Hit, KeyPage, KeySuggestion, Page, Retrieval
from memtx.safety.acting import Gatekeeper
from memtx.safety.gate import GateMode
from memtx.safety.retracting import Retractor
from memtx.safety.tools import ToolRegistry, ViewRegistry
from memtx.storage import Backend, open_backend

__all__ = [
    "DEFAULT_LEASE",
    "DEFAULT_MAX_CLOCK_SKEW",
    "Clock",
    "Memory",
    "Snapshot",
]  # Snapshot: from memtx.read.reading

T = TypeVar("T")
# DESIGN §1: an event time this far (seconds) ahead of the store's wall clock is refused, so one mistaken
# `at` (milliseconds for seconds) cannot move the logical clock for everyone.
DEFAULT_MAX_CLOCK_SKEW = 86_400.0
# DESIGN §10: how long an open transaction stays leased after its last operation (seconds); past it, a
# process on another host treats it as orphaned. `tx.keep_alive()` renews it for an agent that thinks longer.
DEFAULT_LEASE = 600.0


class Memory:
    """A governed agent memory on one store. Thread-safe; open one per process and share it.

    `Memory.open(":memory:")` uses the in-memory reference backend; a path or `sqlite:///path` uses SQLite,
    which several processes may open at once. `clock` (seconds, float) stamps observations whose `at` is
    omitted and bounds how far ahead an event time may be (`max_clock_skew` seconds, default one day;
    None disables the bound); it is the only wall-clock input and can be injected for determinism.
    """

    def __init__(
        self,
        backend: Backend,
        *,
        clock: Clock | None = None,
        max_clock_skew: float | None = DEFAULT_MAX_CLOCK_SKEW,
        gate: GateMode | str = GateMode.GLOBAL,
        lease: float = DEFAULT_LEASE,
        embedder: Embedder | None = None,
        private_namespaces: bool = False,
    ) -> None:
        mode = opening.checked_gate(
            backend,
            max_clock_skew=max_clock_skew,
            gate=gate,
            lease=lease,
            embedder=embedder,
            private_namespaces=private_namespaces,
        )
        ctx = StoreContext(
            backend,
            clock=clock,
            max_skew=None if max_clock_skew is None else float(max_clock_skew),
            lease=lease,
            private_namespaces=private_namespaces,
            tell_closed=tell_closed,
        )
        self._ctx = ctx
        self._embedder = embedder
        self._gate = Gatekeeper(ctx, mode)
        self._txns = TransactionService(ctx, self._gate, embedder)
        self._oversight = Oversight(ctx, self._txns.sweep)
        self._retrieval = Retrieval(ctx, embedder)
        self._vocabulary = Vocabulary(ctx)
        self._retractor = Retractor(ctx, self._gate, self._rebuild_view)
        self.views = ViewRegistry()  # rebuild functions for derived views (DESIGN §9)

    @classmethod
    def open(
        cls,
        url: str | Path = ":memory:",
        *,
        clock: Clock | None = None,
        fast: bool = False,
        max_clock_skew: float | None = DEFAULT_MAX_CLOCK_SKEW,
        gate: GateMode | str = GateMode.GLOBAL,
        lease: float = DEFAULT_LEASE,
        embedder: Embedder | None = None,
        private_namespaces: bool = False,
        create: bool = True,
    ) -> Memory:
        """Open a store, creating it if it is missing — unless `create=False`: then a missing store (no
        SQLite file, or one without memtx's tables; no PostgreSQL schema with memtx's tables; any
        `:memory:`) raises `NoStore` and nothing is created (DESIGN §12; what a read-only caller wants: a
        mistyped URL must not leave an empty store behind). `fast=True` selects SQLite's NORMAL sync profile. `gate`:
        which tentative state blocks an irreversible tool call — `"global"` (any, DESIGN §7's default)
        or `"scoped"` (only on the keys of the call's support cone). `lease`: seconds an open transaction
        stays leased after its last operation (DESIGN §10; a transaction of another host past its lease is
        orphaned). `embedder` (`memtx.read.embedders`): every version this handle commits is embedded (before
        the commit's unit, outside the write lock) and stored with its vector, and `search`/`context`
        fuse dense similarity with BM25 (DESIGN §12). `private_namespaces=True`: a private version may
        only be written in a namespace its writer claimed (`claim_namespace`), so no other writer's
        proposal is ever judged against it and none can learn that it exists (DESIGN §8).

        Opening completes revocations left half-done and marks tool calls (and compensations) whose
        process died mid-call as `unknown_outcome` (`compensation_unknown`) for an operator."""
        if not isinstance(create, bool):
            raise InvalidArgument(f"create must be True or False, not {create!r}")
        return cls.attach(
            open_backend(url, fast=fast, create=create),
            clock=clock,
            max_clock_skew=max_clock_skew,
            gate=gate,
            lease=lease,
            embedder=embedder,
            private_namespaces=private_namespaces,
        )

    @classmethod
    def attach(
        cls,
        backend: Backend,
        *,
        clock: Clock | None = None,
        max_clock_skew: float | None = DEFAULT_MAX_CLOCK_SKEW,
        gate: GateMode | str = GateMode.GLOBAL,
        process: str | None = None,
        lease: float = DEFAULT_LEASE,
        embedder: Embedder | None = None,
        private_namespaces: bool = False,
    ) -> Memory:
        """A `Memory` over an already open backend, with what opening a store does: complete half-done
        revocations, abort the open transactions of dead processes, and settle their tool calls as unknown
        outcomes. `process` names this process in the outbox and transaction headers (default: host, pid
        and start time) — a simulation of several processes in one gives each its own."""
        memory = cls(
            backend,
            clock=clock,
            max_clock_skew=max_clock_skew,
            gate=gate,
            lease=lease,
            embedder=embedder,
            private_namespaces=private_namespaces,
        )
        opening.on_open(
            memory._ctx,
            memory._gate,
            process,
            finish_revocations=memory._retractor.finish_pending_revocations,
            sweep=memory.abort_orphaned_transactions,
            close=memory.close,
        )
        return memory

    @property
    def damage(self) -> tuple[str, ...]:
        """What the check on open found (empty: the store is sound). While it is not empty, reads are
        served and every write raises `StoreDamaged` — except `recover()`, which clears it."""
        return self._ctx.damage

    @property
    def store_context(self) -> StoreContext:
        """The store context every service of this `Memory` shares (`memtx.engine.context.StoreContext`): its units,
        clock, caches and open handles — for the interfaces built on a `Memory` (the HTTP service's credential
        store and console), not for agents."""
        return self._ctx

    @property
    def url(self) -> str:
        return self._ctx.backend.url

    @property
    def embedder(self) -> Embedder | None:
        """The embedder this handle embeds committed versions and queries with (None: lexical only)."""
        return self._embedder

    @property
    def private_namespaces(self) -> bool:
        """Whether private versions must be written in their writers' own namespaces (DESIGN §8)."""
        return self._ctx.private_namespaces

    @property
    def gate(self) -> GateMode:
        return self._gate.mode

    @property
    def tools(self) -> ToolRegistry:
        """The tools agents may call through the gate: `mem.tools.register(name, fn, *, reversible=False,
        compensate=None)` (DESIGN §7). Register them again after a restart."""
        return self._gate.tools

    def close(self) -> None:
        """Close the store. Outcomes of compensations that ran here while the store refused to record them
        are recorded first (DESIGN §9); if the store still refuses, it is closed anyway and
        `OutcomeNotRecorded` says which (they become `compensation_unknown` for an operator)."""
        if not self._ctx.closed:
            try:
                self._gate.flush_held()
            finally:
                self._ctx.close()

    def __enter__(self) -> Memory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # --- agents, contracts, clock (memtx.engine.principals) -----------------------------------------------------
    def register_agent(
        self,
        agent: str,
        *,
        team: str = DEFAULT_TEAM,
        role: Role | str | None = None,
        authority_ceiling: float | None = None,
    ) -> None:
        """Register (or move) an agent into a team; `shared` records are visible within a team (DESIGN §8).
        `role="operator"` lets it review quarantines, revoke any version and read for audit; `"reader"` makes
        it a read-only consumer; `role=None` keeps an existing agent's role (a new one is an `agent`).
        `authority_ceiling` in [0, 1]: the most authority a source it owns may carry — an observation asking
        more is granted the ceiling, and the source records what was asked (`Source.requested_authority`);
        None keeps the one set before, else its role's default (`memtx.core.permissions.DEFAULT_CEILINGS`: agent
        0.9, operator 1.0). The role and ceiling are read again on every call, by every surface."""
        principals.register_agent(self._ctx, agent, team=team, role=role, authority_ceiling=authority_ceiling)

    def claim_namespace(self, namespace: str, *, agent: str, writers: Sequence[str] = ()) -> NamespaceGrant:
        """Claim a key namespace for `agent` (DESIGN §8: writing needs write permission on the namespace):
        from then on only the owner and `writers` may write keys in it (`ns:subject/relation`). Claiming
        again as the owner (or as an operator) replaces the writers; anyone else gets `PermissionDenied`.
        An unregistered claimant is registered in the default team, as a first write registers it; a
        read-only consumer may not claim. The default namespace `""` cannot be claimed. Reads are
        unaffected: they follow each version's scope. A namespace nobody claimed stays open to every
        writer."""
        return principals.claim_namespace(self._ctx, namespace, agent=agent, writers=writers)

    def namespace_grant(self, namespace: str) -> NamespaceGrant | None:
        """Who may write in `namespace` (None: nobody claimed it — every writer may)."""
        return principals.namespace_grant(self._ctx, namespace)

    def set_contract(
        self, namespace: str, contract: ContractKind | str, *, on_unsupported: OnUnsupported | str = "reject"
    ) -> None:
        """Choose the contract for a key namespace (`""` is the default namespace, whose contract a namespace
        without one follows): its conflict rule (DESIGN §5), and what becomes of a proposal whose value admission
        refuses (DESIGN §4 quarantine lane) — `"reject"` (`AdmissionRejected`, the default) or `"quarantine"`
        (stored `quarantined` with reason `unsupported:<admission reason>` for `review`; revalidated when a
        supported version of its key that says the same commits, or approved by an operator)."""
        if not isinstance(namespace, str):
            raise InvalidArgument("namespace must be a string")
        kind = enum_value(ContractKind, contract, "contract")
        lane = enum_value(OnUnsupported, on_unsupported, "on_unsupported")
        with self._ctx.writer() as u:
            u.put_contract(namespace.casefold(), kind, lane)

    def advance_clock(self, to: float | datetime) -> float:
        """Move the store's logical clock forward (DESIGN §1); it never moves back."""
        target = to_timestamp(to, name="to")
        assert target is not None
        with self._ctx.writer() as u:
            now = max(u.logical_now(), target)
            u.set_logical_now(now)
            return now

    def now(self) -> float:
        with self._ctx.unit(write=False) as u:
            return u.logical_now()

    def last_csn(self) -> int:
        return self._ctx.last_csn()

    def group_commits(self, enabled: bool = True, *, max_members: int = DEFAULT_MAX_MEMBERS) -> bool:
        """Let this handle's concurrent commits (of several threads) share one durable write unit — one fsync
        — each keeping its own pipeline, outcome and isolation (DESIGN §6, group commit; `memtx.engine.commit_group`).
        With memory spaces (PostgreSQL) a group's unit holds all its members' spaces, so this handle's commits of
        different spaces wait for each other (as they do for the commit-order lock). Returns whether it is on."""
        return self._txns.group_commits(enabled, max_members=max_members)

    @property
    def commit_group(self) -> CommitGroup | None:
        """The group commit of this handle when it is on (`group_commits`): how many shared units it wrote and
        how many commits they held (`units`, `members`)."""
        return self._txns.group

    # --- sources ---------------------------------------------------------------------------------------
    def observe(
        self,
        text: str,
        *,
        authority: float = 0.5,
        owner: str,
        scope: Scope | str = "private",
        at: float | datetime | None = None,
        speaker: str | None = None,
        user: str | None = None,
    ) -> Source:
        """Store an observed text as a source (DESIGN §1). Idempotent for the same text, owner and user; asking
        again with a different authority, scope or speaker is an error, never a silent overwrite. Inside a
        transaction, `tx.observe` takes the same arguments and stores the source with the transaction.
        `speaker` names who says the text (DESIGN §4 speaker binding: a value may then name them where the
        text says I/me/my); memtx has no display names, so only this argument sets it. The owner observes:
        a reader may not (`PermissionDenied`), and an `authority` above the owner's ceiling (DESIGN §8,
        `register_agent(authority_ceiling=...)`) is granted the ceiling, the request kept in
        `Source.requested_authority`. `user` (mem0's `user_id`) records whom the text was observed for: the
        versions drawn from it are that user's (`search`/`list`/`context(..., user=)`, `erase`; DESIGN §12)."""
        draft = self._txns.observation(
            text, authority=authority, owner=owner, scope=scope, at=at, speaker=speaker, user=user
        )
        return self._txns.observe(draft)

    def source(self, source_id: str) -> Source:
        with self._ctx.unit(write=False) as u:
            found = u.get_source(source_id) if isinstance(source_id, str) else None
        if found is None:
            raise UnknownObject(f"unknown source {source_id!r}")
        return found

    # --- transactions (what a TxnHandle calls: memtx.api.txn_host) -----------------------------------------
    def transaction(
        self,
        *,
        agent: str,
        purpose: Purpose | str = Purpose.INTERNAL,
        isolation: Isolation | str = Isolation.SNAPSHOT,
    ) -> AbstractContextManager[TxnHandle]:
        """Begin a transaction at the current snapshot (when the `with` block is entered); commit on a clean
        exit, abort on an exception."""
        return TransactionScope(self.begin, agent, purpose, isolation)

    def begin(
        self,
        *,
        agent: str,
        purpose: Purpose | str = Purpose.INTERNAL,
        isolation: Isolation | str = Isolation.SNAPSHOT,
    ) -> TxnHandle:
        """Begin without a `with` block; the caller must `commit()` or `abort()`."""
        agent_name(agent)
        purpose_v = purpose if purpose is Purpose.INTERNAL else enum_value(Purpose, purpose, "purpose")
        isolation_v = isolation if isolation is Isolation.SNAPSHOT else enum_value(Isolation, isolation, "isolation")
        # No unit: the backend tells the last csn from its cache (exact; see Backend.last_csn).
        return TxnHandle(
            self._txns, agent=agent, purpose=purpose_v, isolation=isolation_v, snapshot=self._ctx.last_csn()
        )

    def run(self, fn: Callable[[], T], *, attempts: int = 3, backoff: float = 0.01) -> T:
        """Call `fn` and retry it on transient conflicts (`TransientError`), up to `attempts` times.
        `fn` should open its own transaction so each attempt starts from a fresh snapshot."""
        if not isinstance(attempts, int) or isinstance(attempts, bool) or attempts < 1:
            raise InvalidArgument("attempts must be a positive integer")
        for attempt in range(1, attempts + 1):
            try:
                return fn()
            except TransientError:
                if attempt == attempts:
                    raise
                time.sleep(backoff * 2 ** (attempt - 1))
        raise AssertionError("unreachable")  # pragma: no cover

    # --- reads (as of, history, by id: memtx.read.reading) --------------------------------------------------
    def get(self, key: str | tuple[str, str], *, agent: str) -> Record | None:
        """The current value for `key`: A's entry (DESIGN §5) if `agent` may read it and it has not
        expired (`valid_to` <= the logical clock); else None. One read on SQLite (one statement for the
        cluster's own spelling, two for an alias); an unknown spelling is resolved through the key index first."""
        return lookup.get(self._ctx, key, agent)

    def as_of(self, csn: int) -> Snapshot:
        """A read-only view of the visible versions as of commit sequence number `csn`."""
        return Snapshot(self._ctx, self._retrieval, self._ctx.check_snapshot(csn))

    # --- retrieval (DESIGN §12; memtx.read.retrieval) --------------------------------------------------------
    def search(
        self,
        query: str,
        *,
        agent: str,
        k: int = 8,
        kinds: Collection[Kind | str] | None = None,
        namespace: str | None = None,
        as_of: int | None = None,
        mode: str | None = None,
        user: str | None = None,
    ) -> list[Hit]:
        """The visible versions `agent` may read that best match `query`, best first (at most `k`; each
        a `Hit` with `.record` and `.score`). Ranked by BM25 over each version's key and value terms
        (`memtx.core.lexical`: en/es/zh, CJK by character pairs); with an embedder (`Memory.open(...,
        embedder=...)`) fused with dense cosine by reciprocal rank (`mode`: `"hybrid"`, the default
        then; `"lexical"`; `"dense"`; the score is then the fused RRF score, or the cosine). Never
        returns a superseded, quarantined, revoked, expired, aborted or in-flight version, nor one
        `agent` may not read (DESIGN §5, §8).
        `kinds`: only these record kinds; `namespace`: only keys of this namespace (`""`: the default
        one); `as_of`: the versions visible at that csn; `user` (mem0's `user_id`): only versions drawn from
        sources observed for that user (`mem.add(..., user=)`, `observe(..., user=)`; DESIGN §12)."""
        self._refuse_if_closed()
        return self._retrieval.search(
            query, agent=agent, k=k, kinds=kinds, namespace=namespace, as_of=as_of, mode=mode, user=user
        )

    def context(
        self,
        query: str,
        *,
        agent: str,
        k: int = 8,
        max_tokens: int | None = None,
        as_of: int | None = None,
        mode: str | None = None,
        user: str | None = None,
    ) -> Context:
        """What `agent` puts in its prompt for `query`: the top `k` canonical keys, each collapsed to its
        one visible version, with source and event time (`Context.items`), and `Context.text`, one line
        per item. `max_tokens` bounds the text by `memtx.read.retrieval.estimate_tokens` (four characters a
        token); items that would exceed it are left out, best first kept. `user`: only that user's versions,
        as in `search`."""
        self._refuse_if_closed()
        return self._retrieval.context(
            query, agent=agent, k=k, max_tokens=max_tokens, as_of=as_of, mode=mode, user=user
        )

    def add(
        self,
        messages: object,
        *,
        agent: str,
        user: str | None = None,
        extractor: Extractor | None = None,
        all_or_nothing: bool = False,
        at: float | None = None,
        on_unsupported: OnUnsupported | str | None = None,
    ) -> AddResult:
        """The ingestion façade (DESIGN §12): observe each message as a source — a user message owned by
        `user` (shared, so the agents of its team may read it), the agent's own messages by `agent`, a tool's
        by the tool — ask `extractor` (default: the deterministic `PatternExtractor` for `user`) for
        proposals citing verbatim spans, and propose them in one transaction as `agent`. A proposal
        admission refuses is handed back to the extractor once with the machine-readable reason; refused
        again, it is reported in `AddResult.rejected` and the others still commit — unless
        `all_or_nothing`, when the first refusal aborts everything (`AdmissionRejected`). The extractor runs
        before any unit is opened. `messages`: a str, a `{"role", "content", "name"}` mapping or a
        `Message`, or a list of them. `on_unsupported` (DESIGN §4 quarantine lane; None: each key namespace's
        contract): `"quarantine"` keeps an extraction whose value admission refuses — stored `quarantined`, in
        `AddResult.quarantined`, not retried — and `"reject"` refuses it as above."""
        self._refuse_if_closed()
        chosen = extractor if extractor is not None else PatternExtractor(subject=user)
        return ingest_messages.add(
            self,
            messages,
            agent=agent,
            user=user,
            extractor=chosen,
            all_or_nothing=all_or_nothing,
            at=at,
            on_unsupported=on_unsupported,
        )

    def suggest_keys(self, key: str | tuple[str, str], *, agent: str, k: int = 5) -> list[KeySuggestion]:
        """Existing canonical keys `key` may mean, best first (`KeySuggestion`: key, score, and whether
        proposing under `key` joins it anyway): the key's own cluster, then the keys about the same
        subject ranked by shared subject and relation words — `bob/city_of_residence` finds `bob/city`.
        Only keys whose visible version `agent` may read are suggested. To merge, `mem.alias(key, to=...)`."""
        self._refuse_if_closed()
        return self._retrieval.suggest_keys(key, agent=agent, k=k)

    def _refuse_if_closed(self) -> None:
        self._ctx.refuse_if_closed()

    def history(self, key: str | tuple[str, str], *, agent: str, include_tentative: bool = False) -> list[Record]:
        """Every version of `key`'s canonical cluster that `agent` may read, in proposal order, losers
        included (audit view). An operator sees every version. In-flight (tentative) versions are omitted
        unless asked for, and then only the agent's own — an operator's shows every one."""
        return reading.history(self._ctx, key, agent=agent, include_tentative=include_tentative)

    def record(self, vid: int) -> Record:
        """A version by id, whatever its state (operator/audit access; no permission filter)."""
        return reading.record(self._ctx, vid)

    def alias(self, key: str | tuple[str, str], *, to: str | tuple[str, str], agent: str) -> int:
        """Say that `key` means the canonical key `to` resolves to (DESIGN §5: an explicit alias — how
        two spellings the fuzzy rule keeps apart, such as `bob/city` and `bob/city_of_residence`, become one
        key). Journaled, effective from its own commit csn (reads at older snapshots resolve as before);
        returns that csn. Permission (DESIGN §8): a registered agent that is not a read-only consumer and
        may read the target key's visible version (an operator always may; onto a target without a visible
        version only an operator may alias). Refused if `key` already has an alias, or `to` names no key."""
        return self._vocabulary.alias(key, to=to, agent=agent)

    def add_synonym(self, relation: str, *, means: str, agent: str, namespace: str = "") -> int:
        """Say that, in `namespace`, the relation `relation` means the relation `means` (DESIGN §5 key
        vocabulary): from this call's commit csn on, `bob/city_of_residence` resolves as `bob/city` does
        — to its cluster, or founding one under `city` — while reads at older snapshots resolve as they
        did. Relations are compared as keys are (`City-of-Residence` is `city of residence`). Journaled;
        returns the csn. An operator's call (it changes every agent's keys in the namespace). Refused: a
        relation that already has a meaning, a chain (`means` has one itself, or `relation` is what
        another means), or a relation that means itself."""
        return self._vocabulary.add_synonym(relation, means=means, agent=agent, namespace=namespace)

    def add_alias(self, key: str | tuple[str, str], *, to: str | tuple[str, str], agent: str) -> int:
        """The former name of `alias` (same rules)."""
        return self.alias(key, to=to, agent=agent)

    # --- embeddings (DESIGN §12; memtx.read.embedding) --------------------------------------------------------
    def embed_missing(self, *, batch: int = 256, progress: Callable[[int], object] | None = None) -> int:
        """Embed the stored versions that have no vector of this handle's embedder (written before it was
        configured, or by a handle without one), `batch` at a time: each batch is embedded outside any
        unit and stored in its own short write unit, so writers are not held up. Revoked versions are
        skipped (they never become visible again). Returns how many were embedded; safe to run
        concurrently with writers and with another backfill."""
        return embedding.embed_missing(self._ctx, self._embedder, batch=batch, progress=progress)

    # --- operator: in-flight transactions (memtx.api.oversight) ----------------------------------------------
    def open_transactions(self) -> list[Transaction]:
        """Transactions still open: their staged versions are in flight. A process that died between
        `propose` and `commit`, a handle dropped without either, or an agent idle past its lease leaves its
        transaction here until the sweep aborts it (`abort_orphaned_transactions`: on open, before a gate
        decision it would block, or when called) or an operator does."""
        return self._oversight.open_transactions()

    def in_flight(self) -> dict[int, list[tuple[int, str]]]:
        """What each open transaction has staged, `{txn_id: [(vid, canonical key), ...]}` (DESIGN §6: the
        versions themselves live in the process that staged them; every gate sees these entries)."""
        return self._oversight.in_flight()

    def abort_orphaned_transactions(self) -> list[TxnResult]:
        """The sweep (DESIGN §10): abort, journaled, every open transaction nobody will finish — its handle
        in this process was garbage-collected open (`handle_dropped`), its process is gone from this host
        (`orphaned: process … ended`), or no operation renewed its lease in time, whichever process holds it
        (`lease_expired`). Its staged versions would otherwise stay in flight and block every irreversible
        call under the global gate. Run by `Memory.open` and by a gate decision that in-flight state would
        block; this process's handle of a swept transaction raises `TransactionClosed` on its next call.
        Returns what each abort did."""
        return self._oversight.abort_orphaned_transactions()

    def abort_transaction(self, txn_id: int, *, reason: str) -> TxnResult:
        """Abort an open transaction by id (operator action, e.g. after its agent's process died). It ends,
        its versions leave flight, and the abort is journaled (`operator:<reason>`). The staged versions live
        in the agent's handle and are not stored, whichever process holds it (DESIGN §6, §10). A handle on it
        then raises `TransactionClosed` on its next call (one in this process at once; another process's when
        its next operation reaches the store), and writes nothing."""
        return self._oversight.abort_transaction(txn_id, reason=reason)

    # --- revocation (DESIGN §9; memtx.safety.retracting) --------------------------------------------------------
    def revoke(self, vid: int, *, agent: str, reason: str = "revoked") -> RepairReport:
        """Retract a version (DESIGN §9): mark the revocation pending, then complete it — revoke it, repair
        its descendants by kind, reinstate what it displaced — and run the compensations that became due
        for tools registered in this process. Returns a `RepairReport` of what happened to each version.
        Raises `CompensationFailed` (the revocation itself complete) when one of *its* compensations raised,
        `OutcomeNotRecorded` when the store refused to record one that ran; compensations of other
        revocations it runs on the way are reported in `report.others`, never raised. Idempotent: revoking
        a revoked version returns the report of the revocation that revoked it (and runs what it left due).
        Who may (DESIGN §8): its owner (its writer) and any operator — not a teammate, never a reader."""
        return self._retractor.retract(vid, agent=agent, reason=reason, quarantined_only=False)

    def forget(self, key_or_vid: str | tuple[str, str] | int, *, agent: str, reason: str) -> RepairReport:
        """Retract the current value of a key (or the version `key_or_vid` names, which must be its key's
        current value) **without** reinstating an older one (DESIGN §9, forget): the version is revoked with
        cascade repair of its descendants, as by `revoke`, and its key gets a tombstone — a version with no
        value, stored revoked, shown by `history` (`Record.tombstone`) — so `get` answers None and no version
        older than the tombstone is ever reinstated, even when a later value is revoked; a later write to
        the key works as on a new key. One unit: a crash leaves all of it or nothing. Who may: as `revoke`
        (the version's owner or writer, any operator). Forgetting again what was forgotten returns the same
        report; a key with nothing to forget is `UnknownObject`."""
        self._refuse_if_closed()
        return self._retractor.forget(key_or_vid, agent=agent, reason=reason)

    def erase(self, user: str, *, agent: str, reason: str) -> ErasureReport:
        """The right to be forgotten (DESIGN §10, erasure): remove the text of everything owned by or about
        `user` from the store, physically. That is: the sources observed for `user` (`mem.add(..., user=)`,
        `observe(..., user=)`) or owned by it; the versions citing them; the versions of keys about it (its
        namespace `user:…`, or `user/relation` in the default namespace); and every version derived from
        those. In one unit (all or nothing) they are revoked as by a revocation (`erased:<reason>`; a key
        whose value this was gets back the latest value observed for someone else, if any), their text —
        values, evidence, source texts, search postings, vectors, private-text fingerprints — is removed, and
        an `erase` event records who, whom and why; ids, keys, states, times and the journal stay, so
        `check()` and `recover()` verify as before. Then the backend scrubs the files (SQLite: VACUUM and WAL
        truncation; PostgreSQL: VACUUM); a scrub that could not finish (`ErasureReport.scrubbed` False) is
        owed and runs at the next erasure or open. Who may: an operator, or `user` itself. Erasing a user with
        nothing stored returns a report with `csn` None."""
        self._refuse_if_closed()
        return erasure.erase(self._ctx, self._retrieval.forget_vectors, user, agent=agent, reason=reason)

    # --- information flow and review (DESIGN §8; memtx.api.oversight) ---------------------------------------
    def declassify(self, vid: int, *, agent: str, scope: Scope | str, reason: str) -> int:
        """Let the text of a private version appear at `scope` (`shared` or `public`): broader versions
        that reproduce it are no longer quarantined as `permission_laundering` (approve those already
        quarantined). Only the version's owner may; journaled with the reason. Returns the csn."""
        return self._oversight.declassify(vid, agent=agent, scope=scope, reason=reason)

    def review(self, *, agent: str, after: int = 0, limit: int = 100) -> list[ReviewItem]:
        """Quarantined versions, oldest first, each with the visible version of its key it would displace
        (`after`: a vid, to page). Operators only."""
        return self._oversight.review(agent=agent, after=after, limit=limit)

    def approve(self, vid: int, *, agent: str, rival: int | Missing | None = MISSING, comment: str = "") -> Record:
        """Approve a quarantined version (operators only) against `rival`, the vid of the visible version its
        review item showed (`ReviewItem.rival_vid`; None if it showed none). Not given, it is the version's
        rival when it was quarantined — never whatever is visible now: an approval is not applied against a
        rival the operator was not shown. If the key's visible version is not that rival any more, nothing is
        approved and `ApprovalConflict` (a retryable `TransactionConflict`) names both versions: review
        again, then decide again. Otherwise the version is revalidated — refused (`InvalidArgument`)
        if it derives from a retracted or quarantined parent, is being revoked, is broader than what it
        draws from, or the key's contract keeps the rival (an older or lower-authority version) — and
        becomes the visible version of its key, superseding the rival. Journaled with operator and comment."""
        return self._oversight.approve(vid, agent=agent, comment=_comment(comment), rival=rival)

    def reject(self, vid: int, *, agent: str, comment: str = "") -> RepairReport:
        """Reject a quarantined version (operators only): it is revoked, with cascade repair (DESIGN §9)."""
        note = _comment(comment)
        reason = f"rejected:{note}" if note else "rejected"
        return self._retractor.retract(vid, agent=agent, reason=reason, quarantined_only=True)

    def _rebuild_view(self, vid: int) -> None:
        """A retraction quarantined the derived view `vid` (`rebuild_needed`): call the rebuild function
        `mem.views` has for it, if any, as `fn(mem, record)` (DESIGN §9)."""
        record = self.record(vid)
        rebuild = self.views.find(record.key, record.kind.value)
        if rebuild is not None:
            rebuild(self, record)

    # --- the action gate (DESIGN §7) ------------------------------------------------------------------
    def gate_log(
        self,
        *,
        agent: str | None = None,
        tool: str | None = None,
        allowed: bool | None = None,
        txn_id: int | None = None,
        after: int = 0,
        limit: int = 100,
    ) -> list[GateDecision]:
        """The gate's decisions, allowed and blocked, oldest first (`after`: a decision's `seq`, to page)."""
        if agent is not None:
            agent_name(agent)
        return self._gate.gate_log(GateQuery(agent, tool, allowed, txn_id, after, limit))

    def actions(
        self,
        *,
        status: ActionStatus | str | Sequence[ActionStatus | str] | None = None,
        agent: str | None = None,
        needs_operator: bool = False,
        after: int = 0,
        limit: int = 100,
    ) -> list[Action]:
        """The calls the gate let through (the outbox), oldest first; `needs_operator=True` lists only
        those nobody settles automatically: unknown outcomes, failed or unknown compensations, leaks."""
        if agent is not None:
            agent_name(agent)
        return self._gate.actions(
            status, ActionQuery(agent=agent, after=after, limit=limit), needs_operator=needs_operator
        )

    def leaks(self, *, after: int = 0, limit: int = 100) -> list[Action]:
        """Irreversible calls whose support was retracted after they ran (DESIGN §9): for an operator."""
        return self._gate.actions(ActionStatus.LEAKED, ActionQuery(after=after, limit=limit), needs_operator=False)

    def compensate_due(self) -> list[Action]:
        """Run the compensations due for tools registered in this process (also run by `revoke` and
        when a tool is registered), after recording the outcomes of those that ran here while the store
        refused to record them; returns the actions compensated now. Raises `CompensationFailed` when a
        compensation raised, `OutcomeNotRecorded` when the store still refuses an outcome (DESIGN §9)."""
        done = self._gate.run_compensations()
        done.raise_for("the retractions that made them due are complete")
        return list(done.compensated)

    # --- audit -------------------------------------------------------------------------------------------
    def journal(self, *, after: int = 0, limit: int = 100, txn_id: int | None = None) -> list[JournalEntry]:
        """The journal in order (`after`: an event's seq, to page), each event with the principal that
        caused it and the wall-clock time its transaction ended — who revoked this, and when (DESIGN §8).
        Process-level audit access, like `record` and `check`: it takes no reading principal."""
        return self._oversight.journal(after=after, limit=limit, txn_id=txn_id)

    # --- restore (DESIGN §10; memtx.api.oversight, memtx.engine.recovery) ---------------------------------------------
    def recover(self, found: CheckReport | None = None) -> RecoveryReport:
        """Restore a damaged store from its redundant parts (DESIGN §10): the versions' states and the active
        map from the journal when the journal is sound, else the journal from them. `found` is a
        `mem.check()` of the store as it is now (a store changed since is refused with `InvalidArgument`);
        without it the check runs here. The restore reads and verifies only the keys the check found
        damaged, so its cost grows with the damage. One unit; I(S) holds after, or `StoreDamaged` is raised
        and nothing changes. A sound store is left as it is."""
        if found is not None and not isinstance(found, CheckReport):
            raise InvalidArgument(f"found must be a CheckReport from mem.check(), not {type(found).__name__}")
        return self._oversight.recover(found)

    # --- invariants ------------------------------------------------------------------------------------
    def stats(self) -> dict[str, int]:
        """The store's counters that cost nothing to read, whatever its size (DESIGN §10): the last csn, the
        journal's last seq, the staged versions in flight and the revocations left to finish. `check()`
        reads the whole store and also counts versions, keys and events."""
        with self._ctx.unit(write=False) as u:
            return {
                "last_csn": u.last_csn(),
                "last_seq": u.last_seq(),
                "tentative": len(u.in_flight()),
                "pending_revocations": len(u.pending_revocations()),
            }

    def check(self) -> CheckReport:
        """Verify DESIGN §10's I(S) over the whole store (pointer validity, key consistency, replay)."""
        with self._ctx.unit(write=False) as u:
            return check_store(u)

    # `list` and `keys` come last: a method named `list` would shadow the builtin in the annotations after it.
    def list(
        self,
        prefix_or_subject: str | None = None,
        *,
        agent: str,
        namespace: str | None = None,
        limit: int = 100,
        cursor: str | None = None,
        user: str | None = None,
    ) -> Page:
        """The visible versions `agent` may read about a subject (`"bob"`: the keys `bob/...`) or under
        a key prefix (`"bob/home"`), or every one (None), in canonical-key order, `limit` per page.
        Pass a page's `cursor` to get the next; it resumes after the last key shown (keyset, so a page
        costs O(limit) however large the store is), and pages reflect the store as it is when each is
        read. `namespace`: only that namespace's keys (`""`: the default namespace); `user`: only versions
        drawn from sources observed for that user (DESIGN §12 per-user reads; part of the query, so a page is
        full whenever the user has that many)."""
        self._refuse_if_closed()
        return self._retrieval.records(
            prefix_or_subject, agent=agent, namespace=namespace, limit=limit, cursor=cursor, user=user
        )

    def keys(
        self,
        prefix_or_subject: str | None = None,
        *,
        agent: str,
        namespace: str | None = None,
        limit: int = 100,
        cursor: str | None = None,
        user: str | None = None,
    ) -> KeyPage:
        """`list`, but only the canonical keys."""
        page = self.list(prefix_or_subject, agent=agent, namespace=namespace, limit=limit, cursor=cursor, user=user)
        return KeyPage(tuple(r.canonical_key for r in page.records), page.cursor)


def _comment(comment: object) -> str:
    if not isinstance(comment, str):
        raise InvalidArgument(f"comment must be a string, not {type(comment).__name__}")
    check_text(comment, "comment")  # journaled: storable on every backend (DESIGN §1)
    if len(comment) > 2_000:
        raise InvalidArgument(f"a comment may have at most 2,000 characters, this one has {len(comment):,}")
    return comment.strip()
