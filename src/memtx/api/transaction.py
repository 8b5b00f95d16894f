"""The live transaction handle an agent writes through (DESIGN §6).

Responsible for: the snapshot, staged proposals, the read set and the commit/abort boundary of one
transaction. Must not: keep a physical database transaction open between calls — every method opens a
short unit and closes it before returning to the caller's code.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

from memtx.core.errors import (
    AdmissionRejected,
    InvalidArgument,
    PermissionDenied,
    TransactionClosed,
    TransactionConflict,
)
from memtx.core.keys import KeyOverlay, KeyParts, parse_key
from memtx.core.model import Agent, Isolation, Kind, OnUnsupported, Outcome, Purpose, Record, Scope, Source, TxnResult
from memtx.core.proposal import Proposal, parse_proposal
from memtx.engine import writes as engine
from memtx.engine.batches import PausedCollector
from memtx.engine.resolution import StaleWrite

if TYPE_CHECKING:
    from memtx.safety.acting import ActionResult

# `propose`'s keyword arguments: the ones a `propose_many` item may have (the last eight have defaults).
_PROPOSE_ARGS = frozenset(
    {"key", "value", "evidence", "source", "confidence", "kind", "scope", "parents", "readers", "at", "valid_from"}
    | {"valid_to", "on_unsupported"}
)


_REQUIRED = frozenset({"key", "value", "evidence", "source"})


def _parsed(index: int, item: object) -> Proposal:
    """One item of `propose_many`: a mapping of `propose`'s keyword arguments, parsed as `propose` does."""
    if not isinstance(item, Mapping):
        raise InvalidArgument(f"item {index} must be a mapping of propose()'s arguments")
    if not item.keys() <= _PROPOSE_ARGS:
        unknown = set(item) - _PROPOSE_ARGS
        raise InvalidArgument(f"item {index}: unknown argument(s) {', '.join(sorted(map(str, unknown)))}")
    if not item.keys() >= _REQUIRED:
        missing = _REQUIRED - set(item)
        raise InvalidArgument(f"item {index}: missing argument(s) {', '.join(sorted(missing))}")
    get = item.get
    try:
        return parse_proposal(
            key=item["key"],
            value=item["value"],
            evidence=item["evidence"],
            source=item["source"],
            confidence=get("confidence", 1.0),
            kind=get("kind", Kind.BELIEF),
            scope=get("scope"),
            parents=get("parents", ()),
            readers=get("readers", ()),
            at=get("at"),
            valid_from=get("valid_from"),
            valid_to=get("valid_to"),
            on_unsupported=get("on_unsupported"),
        )
    except AdmissionRejected as exc:
        exc.add_note(f"memtx: in item {index} of propose_many")
        raise


class TxnHost(Protocol):
    """What a transaction handle needs from the store it runs on (`memtx.api.txn_host.TransactionService`
    provides it); a protocol, so this module imports neither the service nor the store (no import cycle)."""

    def last_csn(self) -> int: ...

    def stage(self, tx: TxnHandle, p: Proposal) -> Record: ...

    def stage_many(self, tx: TxnHandle, proposals: Sequence[Proposal]) -> list[Record]: ...

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
    ) -> Source: ...

    def read_in_txn(self, tx: TxnHandle, parts: KeyParts, *, refresh: bool = False) -> Record | None: ...

    def grant_observation(self, src: Source, agent: str, seen: dict[str, Agent | None]) -> Source: ...

    def commit(
        self, plan: engine.CommitPlan, sources: Sequence[Source] = (), *, agent: str
    ) -> tuple[int | None, list[Outcome]]: ...

    def store_sources(self, sources: Sequence[Source], agent: str) -> None: ...

    def abort(
        self,
        txn_id: int,
        reason: str,
        staged: Sequence[Record] = (),
        sources: Sequence[Source] = (),
        agent: str | None = None,
    ) -> list[Outcome]: ...

    def act(self, tx: TxnHandle, name: str, args: object, support: object) -> ActionResult: ...

    def promote(self, tx: TxnHandle, vid: object) -> Record: ...

    def keep_alive(self, tx: TxnHandle) -> None: ...


class TxnHandle:
    """`with mem.transaction(agent=...) as tx:` — propose, read, then commit on a clean exit.

    Proposals are admitted (DESIGN §4) and staged as tentative versions at once: the handle keeps them and
    the commit stores them (DESIGN §6); meanwhile they are registered as in flight, so every gate sees them,
    and they are invisible to other agents. `tx.read` sees the snapshot plus this transaction's own staged
    writes. After the block, `tx.result` holds every proposed record's final state and reason, and whether
    the transaction aborted.
    """

    def __init__(self, host: TxnHost, *, agent: str, purpose: Purpose, isolation: Isolation, snapshot: int) -> None:
        self._mem = host
        self.agent = agent
        self.purpose = purpose
        self.isolation = isolation
        # Taken at `begin` from the backend's csn cache (no unit); read_committed moves it with each read.
        self.snapshot_csn = snapshot
        self.id: int | None = None  # assigned with the first proposal; read-only transactions write nothing
        self._staged: list[Record] = []
        self._staged_keys: dict[int, KeyParts] = {}
        # The read set: per key, its first read's committed resolution, and each founding of its own a read
        # resolved through (keyed (normalized key, that founding's id); None for the committed resolution).
        self._reads: dict[tuple[str, str | None], engine.ReadMark] = {}
        self._staged_at: dict[int, int] = {}
        # This transaction's own key resolutions (DESIGN §5): seen by its reads and later proposals only.
        self.keys = KeyOverlay.empty()
        self._aliased: set[str] = set()  # spellings staged through a committed alias (for the commit)
        # Sources observed in this transaction and not stored yet (stored with the first proposal citing
        # them, or by the commit): one durable unit for the whole transaction (DESIGN §6).
        self._observed: dict[str, Source] = {}
        self._promoted: set[int] = set()  # versions this transaction promoted to action_safe (DESIGN §7)
        self._read_floor: Scope | None = None  # the narrowest scope it read (DESIGN §8 laundering)
        # Registrations its observations read (DESIGN §8: role and authority ceiling), by name; the unit that
        # stores a source reads them again.
        self._registrations: dict[str, Agent | None] = {}
        self.result: TxnResult | None = None
        # Ended outside this handle (the sweep, an operator) and no call has raised `TransactionClosed` for it
        # yet: the `with` block's exit must then say so instead of ending silently (`TransactionScope`).
        self._closed_untold = False

    # --- state ---------------------------------------------------------------------------------------
    @property
    def open(self) -> bool:
        return self.result is None

    @property
    def staged(self) -> tuple[Record, ...]:
        return tuple(self._staged)

    def _require_open(self) -> None:
        result = self.result
        if result is not None:
            self._closed_untold = False
            if not result.aborted:
                raise TransactionClosed("this transaction already committed")
            why = f" ({result.abort_reason})" if result.abort_reason else ""
            raise TransactionClosed(f"this transaction already aborted{why}")

    # --- operations ----------------------------------------------------------------------------------
    def propose(
        self,
        *,
        key: str | tuple[str, str],
        value: str,
        evidence: str,
        source: str,
        confidence: float = 1.0,
        kind: Kind | str = Kind.BELIEF,
        scope: str | None = None,
        parents: Iterable[int] = (),
        readers: Sequence[str] = (),
        at: float | datetime | None = None,
        valid_from: float | datetime | None = None,
        valid_to: float | datetime | None = None,
        on_unsupported: OnUnsupported | str | None = None,
    ) -> Record:
        """Admit and stage a proposal; returns the tentative record. On rejection nothing is stored.

        `on_unsupported` (DESIGN §4 quarantine lane): `"quarantine"` stages a proposal whose value admission
        refuses (T or G; never a metadata or evidence-not-in-source refusal) instead of raising
        `AdmissionRejected`, and the commit stores it `quarantined` with reason `unsupported:<admission reason>`;
        `"reject"` raises. None: what the key namespace's contract says (`Memory.set_contract`), else reject."""
        self._require_open()
        # DESIGN §4 F: every field present and well typed, before anything touches the store.
        proposal = parse_proposal(
            key=key,
            value=value,
            evidence=evidence,
            source=source,
            confidence=confidence,
            kind=kind,
            scope=scope,
            parents=parents,
            readers=readers,
            at=at,
            valid_from=valid_from,
            valid_to=valid_to,
            on_unsupported=on_unsupported,
        )
        try:
            record = self._mem.stage(self, proposal)
        except TransactionClosed:
            self._learned_closed()
            raise
        self._staged.append(record)
        self._staged_keys[record.vid] = proposal.key
        self._staged_at[record.vid] = self.snapshot_csn
        return record

    def propose_many(self, items: Iterable[Mapping[str, Any]]) -> list[Record]:
        """Admit and stage many proposals at once — each item a mapping of `propose`'s keyword arguments —
        and return the staged (tentative) versions in order. All or nothing: if any item is refused, nothing is
        staged and the error names the item's index. Outcomes are those of proposing one by one."""
        self._require_open()
        if isinstance(items, Mapping | str | bytes):
            raise InvalidArgument("propose_many takes an iterable of mappings (one per proposal), not one mapping")
        batch = items if isinstance(items, list | tuple) else list(items)
        with PausedCollector(len(batch)):  # a large batch (memtx.engine.batches)
            proposals = [_parsed(index, item) for index, item in enumerate(batch)]
            if not proposals:
                return []
            try:
                records = self._mem.stage_many(self, proposals)
            except TransactionClosed:
                self._learned_closed()
                raise
        for record, proposal in zip(records, proposals, strict=True):
            self._staged.append(record)
            self._staged_keys[record.vid] = proposal.key
            self._staged_at[record.vid] = self.snapshot_csn
        return records

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
        """`mem.observe` inside the transaction: the source is stored with the transaction (with the first
        proposal that cites it, or by the commit), so an observation and the proposals drawn from it cost
        one durable unit. The returned `Source` has `seq == 0` until it is stored (`mem.source(id)` then
        gives the stored one); a transaction that aborts before storing it leaves no trace of it. The
        transaction's agent observes, in `owner`'s name (a reader's transaction may not: `PermissionDenied`);
        the authority is bounded by both principals' ceilings (DESIGN §8)."""
        self._require_open()
        draft = self._mem.observation(
            text, authority=authority, owner=owner, scope=scope, at=at, speaker=speaker, user=user
        )
        # DESIGN §8: a reader's transaction observes nothing, and the owner's authority ceiling applies.
        draft = self._mem.grant_observation(draft, self.agent, self._registrations)
        earlier = self._observed.get(draft.id)
        if earlier is not None and (earlier.authority, earlier.asked_scope, earlier.speaker) != (
            draft.authority,
            draft.scope,
            draft.speaker,
        ):
            raise InvalidArgument(
                f"source {draft.id} was already observed in this transaction with authority {earlier.authority}, "
                f"scope {earlier.scope.label} and speaker {earlier.speaker!r}"
            )
        self._observed.setdefault(draft.id, draft)
        return self._observed[draft.id]

    def act(self, name: str, args: dict[str, Any], *, support: Sequence[int]) -> ActionResult:
        """Call the registered tool `name` with `args` through the action gate (DESIGN §7): the gate
        checks `support` and the state in flight, journals its decision and the intent, and only then
        calls `fn(**args)`; the call is recorded as a `tool_action` record derived from `support`.
        Raises `ActionBlocked` (the tool is not called) when the gate refuses. Only in a
        `purpose="external_action"` transaction."""
        self._require_open()
        return self._mem.act(self, name, args, support)

    def promote(self, vid: int) -> Record:
        """Move a committed, visible version to action_safe (DESIGN §3) so irreversible calls may rest on
        it; journaled at once, seen by this transaction's `act`. Only in an external-action transaction."""
        self._require_open()
        promoted = self._mem.promote(self, vid)
        self._promoted.add(promoted.vid)
        return promoted

    def keep_alive(self) -> None:
        """Renew this transaction's lease (DESIGN §10) — for an agent that stays longer than the store's
        `lease` between operations (`propose`, `act`, `promote` renew it; reads do not). A transaction idle
        past its lease may be aborted by the sweep (`lease_expired`), whichever process holds it; this and
        every later call then raise `TransactionClosed`."""
        self._require_open()
        try:
            self._mem.keep_alive(self)
        except TransactionClosed:
            self._learned_closed()
            raise

    def read(self, key: str | tuple[str, str]) -> Record | None:
        """The version this transaction sees for `key`: its own latest staged write, else the snapshot's
        visible version (read_committed: the latest committed one). A read does not renew the lease."""
        self._require_open()
        parts = parse_key(key)
        return self._mem.read_in_txn(self, parts, refresh=self.isolation is Isolation.READ_COMMITTED)

    def _note_read(self, mark: engine.ReadMark) -> None:
        """Remember what a read resolved to: a key's committed resolution once (its first read; later ones
        see the same snapshot), and every founding of its own a read resolved through — a read made after
        a founding of its own can depend on what a read before it did not (DESIGN §6 serializable)."""
        normalized = mark.parts.normalized
        self._reads.setdefault((normalized, None), replace(mark, own=None) if mark.own is not None else mark)
        if mark.own is not None:
            self._reads.setdefault((normalized, mark.own.ckey), mark)

    def _note_scope(self, scope: Scope) -> None:
        """A committed version this transaction read: its writes may not be broader (DESIGN §8)."""
        self._read_floor = scope if self._read_floor is None else min(self._read_floor, scope)

    def _own_latest(self, ckey: str) -> Record | None:
        for record in reversed(self._staged):
            if record.canonical_key == ckey:
                return record
        return None

    def commit(self) -> TxnResult:
        """Run the commit pipeline in one physical transaction. Raises `TransactionConflict` (retryable)
        when a rival committed first; the transaction is then aborted and `result` says so."""
        self._require_open()
        observed = tuple(self._observed.values())
        if self.id is None:
            if observed:
                try:
                    self._mem.store_sources(observed, self.agent)
                except PermissionDenied:
                    self.result = TxnResult(0, True, None, (), "permission_denied")
                    raise
            self._observed.clear()
            self.result = TxnResult(txn_id=0, aborted=False, csn=None)
            return self.result
        plan = engine.CommitPlan(
            txn_id=self.id,
            isolation=self.isolation,
            purpose=self.purpose,
            snapshot_csn=self.snapshot_csn,
            reads=tuple(self._reads.values()),
            keys=dict(self._staged_keys),
            founding=frozenset(self.keys.clusters),
            staged_at=dict(self._staged_at),
            read_floor=self._read_floor,
            records=tuple(self._staged),
            aliased=frozenset(self._aliased),
        )
        try:
            with PausedCollector(len(plan.records)):  # a large batch (memtx.engine.batches)
                csn, outcomes = self._mem.commit(plan, observed, agent=self.agent)
        except TransactionClosed:
            self._learned_closed()
            raise
        except PermissionDenied:
            # DESIGN §8: its agent may not write any more (made a reader since it staged). Nothing was stored;
            # abort, so nothing it staged stays in flight, and let the refusal through.
            try:
                outcomes = self._mem.abort(self.id, "permission_denied", self._staged, observed, self.agent)
            except TransactionClosed:
                self._closed_elsewhere()
                raise
            self.result = TxnResult(self.id, True, None, tuple(outcomes), "permission_denied")
            raise
        except StaleWrite as stale:
            try:
                outcomes = self._mem.abort(self.id, stale.reason, self._staged, observed, self.agent)
            except TransactionClosed:
                self._learned_closed()
                raise
            error = TransactionConflict(
                f"transaction {self.id} aborted ({stale.reason}): a rival committed first on " + ", ".join(stale.keys),
                txn_id=self.id,
                keys=stale.keys,
            )
            self.result = TxnResult(self.id, True, None, tuple(outcomes), stale.reason, error)
            raise error from None
        self.result = TxnResult(self.id, False, csn, tuple(outcomes))
        return self.result

    def abort(self, reason: str = "aborted_by_agent") -> TxnResult:
        """Abort: every staged record is revoked (DESIGN §3). Safe to call once; later calls raise."""
        self._require_open()
        outcomes: Sequence[Outcome] = ()
        if self.id is not None:
            try:
                outcomes = self._mem.abort(self.id, reason, self._staged, tuple(self._observed.values()), self.agent)
            except TransactionClosed:
                self._learned_closed()
                raise
        self.result = TxnResult(self.id or 0, True, None, tuple(outcomes), reason)
        return self.result

    def _closed_elsewhere(self, reason: str = "closed_elsewhere") -> None:
        """The stored transaction was ended outside this handle — an operator's `abort_transaction` or the sweep
        (DESIGN §10) — with `reason` when this process did it. The first reason learned is kept."""
        if self.result is None:
            self.result = TxnResult(self.id or 0, True, None, (), reason)
            self._closed_untold = True

    def _learned_closed(self) -> None:
        """A call is raising `TransactionClosed` to the caller: the transaction was ended outside this handle."""
        self._closed_elsewhere()
        self._closed_untold = False

    def __repr__(self) -> str:
        status = "open" if self.result is None else ("aborted" if self.result.aborted else "committed")
        return f"<TxnHandle id={self.id} agent={self.agent!r} {status} snapshot={self.snapshot_csn}>"
