"""Tool calls through the action gate, with an outbox, and their compensation (DESIGN §7, §9).

Responsible for: gathering the gate's facts in one unit, journaling the decision and the intent before
the tool runs and the result after, recording the call as a `tool_action` record, promotion, running
compensations exactly once, and settling calls whose process died. Must not: decide the rule itself
(`memtx.safety.gate`) or name a backend.
"""

from __future__ import annotations

import atexit
import inspect
import json
import math
import weakref
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from memtx.core.arguments import int_id, page, source_id_for
from memtx.core.errors import (
    ActionBlocked,
    InvalidArgument,
    MemtxError,
    StorageError,
    TransactionClosed,
    UnknownObject,
)
from memtx.core.model import (
    DEFAULT_TEAM,
    Action,
    ActionQuery,
    ActionStatus,
    Agent,
    GateDecision,
    GateQuery,
    Purpose,
    Record,
    RepairReport,
    Scope,
    Source,
    State,
    TxnResult,
)
from memtx.core.permissions import Operation, authority_ceiling, require
from memtx.engine import sweeping
from memtx.engine import writes as engine
from memtx.engine.context import StoreContext
from memtx.engine.flowing import narrow_sources
from memtx.engine.sweeping import process_alive, process_state, process_token
from memtx.safety.gate import GateMode, SupportFact, Verdict, decide
from memtx.safety.tools import Tool, ToolRegistry, calling, check_tool_name
from memtx.storage import Unit

# `process_state` and `process_token` live in `memtx.engine.sweeping`; this is their documented import path too.
__all__ = [
    "ActionResult",
    "CompensationFailed",
    "Compensations",
    "GateTxn",
    "Gatekeeper",
    "OutcomeNotRecorded",
    "process_alive",
    "process_state",
    "process_token",
]

MAX_ARGS_CHARS = 65_536  # the JSON of one call's arguments
MAX_RESULT_CHARS = 1_000_000  # the JSON of one call's result, as recorded
MAX_SUPPORT = 1_000


class CompensationFailed(MemtxError):
    """A compensation raised. The revocation that made it due is complete; the action is left
    `compensation_failed` for an operator (`mem.actions(needs_operator=True)`), never retried blindly."""

    def __init__(self, message: str, *, actions: Sequence[Action]) -> None:
        super().__init__(message)
        self.actions = tuple(actions)
        self.report: RepairReport | None = None  # set by `mem.revoke`: what the revocation did


class OutcomeNotRecorded(StorageError):
    """A compensation ran, but the store refused the write that records its outcome (DESIGN §9). Not
    transient for the call that ran it: its work is done — the revocation complete, the compensation
    called once. `actions` are the outcomes as they happened; this process holds them and records them
    at its next `mem.compensate_due()`, `mem.revoke`, tool registration or `close()` (a process that
    ends first leaves them `compensation_unknown` for an operator). `report` is set by `mem.revoke`."""

    def __init__(self, message: str, *, actions: Sequence[Action]) -> None:
        super().__init__(message)
        self.actions = tuple(actions)
        self.report: RepairReport | None = None


@dataclass(frozen=True, slots=True)
class Compensations:
    """What one run of due compensations did: outcomes recorded (`compensated`, `failed`) and outcomes
    held by this process because the store refused to record them (`unrecorded`, DESIGN §9)."""

    compensated: tuple[Action, ...] = ()
    failed: tuple[Action, ...] = ()
    unrecorded: tuple[Action, ...] = ()
    refusal: str = ""  # the store's error for the first outcome it refused to record

    @property
    def attempted(self) -> tuple[Action, ...]:
        return (*self.compensated, *self.failed, *self.unrecorded)

    def __add__(self, other: Compensations) -> Compensations:
        return Compensations(
            (*self.compensated, *other.compensated),
            (*self.failed, *other.failed),
            (*self.unrecorded, *other.unrecorded),
            self.refusal or other.refusal,
        )

    def raise_for(self, what: str) -> None:
        """Raise the failure of the caller's own compensations, if any: `CompensationFailed` when one
        raised, else `OutcomeNotRecorded` when an outcome is held unrecorded."""
        if self.failed:
            names = ", ".join(f"action {a.id} ({a.tool}: {a.error})" for a in self.failed)
            raise CompensationFailed(
                f"compensation failed for {names}; {what}, and these actions are left compensation_failed for an "
                "operator",
                actions=self.failed,
            )
        if self.unrecorded:
            names = ", ".join(f"action {a.id} ({a.tool}: {a.status})" for a in self.unrecorded)
            raise OutcomeNotRecorded(
                f"compensation ran for {names}, but the store could not record the outcome ({self.refusal}); "
                f"{what}; this process holds the outcome and records it at its next mem.compensate_due(), revoke, "
                "tool registration or close()",
                actions=self.unrecorded,
            )


@dataclass(frozen=True, slots=True)
class ActionResult:
    """What `tx.act` returns: the tool's return `value`, the outbox row's id, the `tool_action`
    record's vid and the action's status (`done`, or `compensation_pending` / `leaked` when its
    support was retracted while the tool ran)."""

    action_id: int
    tool: str
    value: Any
    vid: int
    reversible: bool
    status: ActionStatus


class GateTxn(Protocol):
    """What the gate reads of the transaction a call or a promotion runs in (`memtx.GateTxn` is one)."""

    @property
    def agent(self) -> str: ...

    @property
    def id(self) -> int | None: ...

    @property
    def purpose(self) -> Purpose: ...

    @property
    def snapshot_csn(self) -> int: ...

    @property
    def staged(self) -> tuple[Record, ...]: ...


class Gatekeeper:
    """The gate of one `Memory`: its tool registry, its mode, and the outbox protocol."""

    def __init__(self, ctx: StoreContext, mode: GateMode) -> None:
        self._ctx = ctx
        self.mode = mode
        self.tools = ToolRegistry(on_register=self._registered)
        # Outcomes of compensations that ran here but the store refused to record, by action id (DESIGN §9).
        self._held: dict[int, Action] = {}
        self._exit_hook = False  # an `atexit` hook records what is still held when the interpreter exits

    @property
    def process(self) -> str:
        """This process's token (`memtx.engine.sweeping.process_token`), recorded on each call and compensation."""
        return self._ctx.process

    # --- act -------------------------------------------------------------------------------------------
    def act(
        self, tx: GateTxn, name: str, args: object, support: object, *, promoted: Collection[int] = ()
    ) -> ActionResult:
        """`tx.act` (the handle checks it is open first). `promoted`: the versions `tx` promoted itself."""
        tool = self.tools.get(name)
        if tx.purpose is not Purpose.EXTERNAL_ACTION:
            raise InvalidArgument(
                "tools are called only inside an external-action transaction: "
                "mem.transaction(agent=..., purpose='external_action')"
            )
        call_args, args_text = _call_args(args)
        support_ids = _support_ids(support)
        with self._ctx.writer() as u:
            # DESIGN §8: the role is read in the unit that decides (a reader never acts); a refusal by role
            # is no gate decision, so nothing is journaled and the unit changes nothing.
            require(Operation.ACT, tx.agent, u.get_agent(tx.agent))
            _require_txn_open(u, tx)
            facts = [self._fact(u, tx, vid, promoted) for vid in support_ids]
            in_flight = [] if tool.reversible else self._in_flight(u, tx, facts)
            verdict = decide(reversible=tool.reversible, support=facts, in_flight=in_flight)
            swept: list[TxnResult] = []
            if in_flight and verdict.reason == "tentative_in_flight":
                # DESIGN §10: before in-flight state blocks the call, the sweep aborts (in this unit, journaled)
                # the open transactions nobody will finish — a dropped handle's, a dead process's, one idle past
                # its lease — so none of them blocks every irreversible call indefinitely.
                swept = sweeping.abort_abortable(
                    u, u.wall if u.wall is not None else self._ctx.wall_clock(), spare=tx.id
                )
                if swept:
                    in_flight = self._in_flight(u, tx, facts)
                    verdict = decide(reversible=tool.reversible, support=facts, in_flight=in_flight)
            wall = self._ctx.wall_clock()
            action_id = None
            if verdict.allowed:
                action_id = u.insert_action(
                    Action(
                        *(0, tx.id or 0, tx.agent, tool.name, args_text, support_ids, tool.reversible),
                        *(ActionStatus.IN_PROGRESS, wall, self.process),
                    )
                )
            seq = u.append_gate_decision(
                GateDecision(
                    *(0, wall, tx.id, tx.agent, tool.name, verdict.allowed, verdict.reason, support_ids),
                    *(self.mode.value, action_id, verdict.detail),
                )
            )
        self._ctx.closed_by(swept)
        if action_id is None:
            raise ActionBlocked(verdict.reason, _callers_detail(verdict, tx), tool=tool.name, decision=seq)
        started = Action(
            *(action_id, tx.id or 0, tx.agent, tool.name, args_text, support_ids, tool.reversible),
            *(ActionStatus.IN_PROGRESS, wall, self.process),
        )
        self._ctx.reach("act.after_intent")
        try:
            with calling(tx.agent):  # DESIGN §8: what the tool observes is judged by what its caller could read
                value = tool.fn(**call_args)
            self._ctx.reach("act.after_call")
        except BaseException as exc:
            failed = replace(
                started, status=ActionStatus.FAILED, error=_describe(exc), finished_at=self._ctx.wall_clock()
            )
            try:
                with self._ctx.writer() as u:
                    u.replace_action(failed, expect=ActionStatus.IN_PROGRESS)
            except MemtxError as store_exc:
                exc.add_note(f"memtx: recording action {action_id} as failed also failed: {store_exc!r}")
            raise
        return self._finish(tx, tool, started, value)

    def _finish(self, tx: GateTxn, tool: Tool, started: Action, value: Any) -> ActionResult:
        result_text = _result_json(value)
        call = json.dumps(
            {"tool": tool.name, "args": json.loads(started.args), "result": json.loads(result_text)},
            ensure_ascii=False,
            sort_keys=True,
        )
        try:
            with self._ctx.writer() as u:
                parents = [r for vid in started.support if (r := u.get_record(vid)) is not None]
                scope = min((r.scope for r in parents), default=Scope.PRIVATE)
                event_time = max(r.event_time for r in parents)
                source = _store_call_source(u, started.agent, call, scope, event_time)
                value_text = f"{tool.name} call {started.id}"
                record, done = engine.record_action(
                    u, started, source=source, value=value_text, scope=min(scope, source.scope), event_time=event_time
                )
                status = ActionStatus.DONE if done.status is ActionStatus.IN_PROGRESS else done.status
                final = replace(done, status=status, result=result_text, finished_at=self._ctx.wall_clock())
                if not u.replace_action(final, expect=ActionStatus.IN_PROGRESS):
                    raise TransactionClosed(f"action {started.id} was settled elsewhere while its tool ran")
        except MemtxError as exc:
            exc.add_note(
                f"memtx: tool {tool.name!r} ran (action {started.id}) but its result could not be recorded; "
                "the action stays in_progress and becomes unknown_outcome for the operator if this process ends"
            )
            raise
        if final.status is ActionStatus.COMPENSATION_PENDING:  # this call's own compensation: its failure is ours
            self.run_compensations(tool.name, only=frozenset({final.id})).raise_for("the call's support was retracted")
        return ActionResult(final.id, tool.name, value, record.vid, tool.reversible, final.status)

    def _fact(self, u: Unit, tx: GateTxn, vid: int, promoted: Collection[int]) -> SupportFact:
        record = u.get_record(vid)
        if record is None:
            # Staged versions are not stored before their commit (DESIGN §6): the transaction's own are
            # readable to it but in flight; another's are invisible.
            own = any(r.vid == vid for r in tx.staged)
            return SupportFact(vid, readable=own, own_tentative=own)
        if record.state is State.TENTATIVE:
            return SupportFact(vid, readable=record.txn_id == tx.id, own_tentative=record.txn_id == tx.id)
        if not self._ctx.may_read(u, record, tx.agent):
            return SupportFact(vid, readable=False)
        found, at_vid = u.activation_at(record.canonical_key, tx.snapshot_csn)
        then = u.transition_at(vid, tx.snapshot_csn)
        state_then = then[0] if then is not None else None
        safe = record.state is State.ACTION_SAFE and (state_then is State.ACTION_SAFE or vid in promoted)
        return SupportFact(
            vid,
            readable=True,
            state=record.state,
            visible_in_snapshot=found and at_vid == vid,
            safe=safe,
            revocation_pending=u.revocation_pending(vid),
        )

    def _in_flight(self, u: Unit, tx: GateTxn, facts: Sequence[SupportFact]) -> list[str]:
        """What tentative state blocks an irreversible call, by the gate mode (DESIGN §7, condition 1)."""
        if self.mode is GateMode.GLOBAL:
            return [f"transaction {t.id} of {t.agent!r}" for t in u.open_txns()]
        cone = _cone_keys(u, [f.vid for f in facts])
        return [f"key {ckey}" for ckey in u.tentative_keys(sorted(cone))]

    # --- promote ---------------------------------------------------------------------------------------
    def promote(self, tx: GateTxn, vid: object) -> Record:
        """`tx.promote` (the handle checks it is open first, and remembers the promotion after)."""
        if tx.purpose is not Purpose.EXTERNAL_ACTION:
            raise InvalidArgument("promote runs inside an external-action transaction (purpose='external_action')")
        int_id(vid, "vid")
        assert isinstance(vid, int)
        with self._ctx.writer() as u:
            require(Operation.PROMOTE, tx.agent, u.get_agent(tx.agent))  # DESIGN §8: a reader never promotes
            _require_txn_open(u, tx)
            record = u.get_record(vid) or next((r for r in tx.staged if r.vid == vid), None)
            hidden = record is not None and record.state is State.TENTATIVE and record.txn_id != tx.id
            if record is None or hidden or not self._ctx.may_read(u, record, tx.agent):
                raise UnknownObject(f"unknown version {vid}")
            if record.state is State.ACTION_SAFE:
                promoted = record
            elif record.state is not State.COMMITTED:
                raise InvalidArgument(f"only a committed version can be promoted; version {vid} is {record.state}")
            elif u.revocation_pending(vid):
                raise InvalidArgument(f"version {vid} is being revoked; it cannot be promoted")
            else:
                entry = u.get_active(record.canonical_key)
                if entry is None or entry.vid != vid:
                    raise InvalidArgument(f"version {vid} is not the visible version of its key")
                promoted = engine.promote(u, record, agent=tx.agent)
                if u.get_agent(tx.agent) is None:  # a first write registers its principal (DESIGN §8)
                    u.put_agent(Agent(tx.agent, DEFAULT_TEAM))
        return promoted

    # --- compensation ----------------------------------------------------------------------------------
    def _registered(self, name: str) -> None:
        """A tool was registered: run the compensations due for it (DESIGN §9). Their failures are not the
        registration's: a compensation that raised is recorded `compensation_failed` for an operator. A
        store that fails meanwhile undoes the registration (the caller may retry it) and is raised."""
        try:
            self.run_compensations(name).raise_for("the tool is not registered")
        except CompensationFailed:
            pass  # recorded for an operator (`mem.actions(needs_operator=True)`): not this call's failure
        except BaseException:
            self.tools.unregister(name)
            raise

    def run_compensations(
        self, tool: str | None = None, *, only: frozenset[int] | None = None, skip: frozenset[int] = frozenset()
    ) -> Compensations:
        """Run every compensation that is due for a tool registered in this process (`only`: of these
        actions; none of `skip`), each exactly once: it is claimed (`compensating`, durably, by a
        compare-and-set) before it is called and its outcome recorded after; a crash in between leaves it
        for the operator, never to run twice. An outcome the store refuses to record is held by this
        process and recorded first by every later run (DESIGN §9): a compensation that ran is never left
        `compensating` by a live process. Raises only what the store raised before a call (a claim or the
        listing): nothing of that compensation ran."""
        result = self._record_held(only, skip)
        with self._ctx.unit(write=False) as u:
            due = u.list_actions(ActionQuery((ActionStatus.COMPENSATION_PENDING,), limit=10_000))
        for action in due:
            registered = self.tools.find(action.tool)
            if (tool is not None and action.tool != tool) or registered is None or registered.compensate is None:
                continue
            if (only is not None and action.id not in only) or action.id in skip:
                continue
            claimed = replace(action, status=ActionStatus.COMPENSATING, process=self.process)
            with self._ctx.writer() as u:
                if not u.replace_action(claimed, expect=ActionStatus.COMPENSATION_PENDING):
                    continue  # another process claimed it
            self._ctx.reach("compensate.after_claim")
            try:
                _call_compensate(registered.compensate, action)
                self._ctx.reach("compensate.after_call")
            except Exception as exc:  # noqa: BLE001 - recorded, then raised as CompensationFailed by the caller
                outcome = replace(claimed, status=ActionStatus.COMPENSATION_FAILED, error=_describe(exc))
            else:
                outcome = replace(claimed, status=ActionStatus.COMPENSATED, finished_at=self._ctx.wall_clock())
            result += self._record(outcome)
        return result

    def _record(self, outcome: Action) -> Compensations:
        """Record a compensation's outcome (`compensating` -> it); held by this process if the store fails."""
        try:
            with self._ctx.writer() as u:
                u.replace_action(outcome, expect=ActionStatus.COMPENSATING)
        except MemtxError as exc:  # the store refused (busy, failed, found damaged): not the compensation
            # DESIGN §9: the compensation ran; its outcome is kept here and recorded by a later run — at
            # the latest when the interpreter exits, should nobody close this store before.
            if not self._held and not self._exit_hook:
                atexit.register(_flush_at_exit, weakref.ref(self))
                self._exit_hook = True
            self._held[outcome.id] = outcome
            return Compensations(unrecorded=(outcome,), refusal=_describe(exc))
        self._held.pop(outcome.id, None)
        if outcome.status is ActionStatus.COMPENSATED:
            return Compensations(compensated=(outcome,))
        return Compensations(failed=(outcome,))

    def _record_held(self, only: frozenset[int] | None = None, skip: frozenset[int] = frozenset()) -> Compensations:
        """Record the outcomes this process holds (compensations that ran while the store refused writes)."""
        result = Compensations()
        for action_id, outcome in sorted(self._held.items()):
            if (only is None or action_id in only) and action_id not in skip:
                result += self._record(outcome)
        return result

    def held(self, action_id: int) -> Action | None:
        """The outcome of a compensation that ran in this process and is not recorded yet, if any."""
        return self._held.get(action_id)

    def flush_held(self) -> None:
        """Record every outcome this process holds; raises `OutcomeNotRecorded` for what it cannot."""
        if self._held:
            self._record_held().raise_for("the compensations ran")

    # --- orphans ---------------------------------------------------------------------------------------
    def settle_orphans(self) -> list[Action]:
        """Calls and compensations whose process died (on this host) between their intent and their
        result: `unknown_outcome` / `compensation_unknown`, for an operator; never re-run (DESIGN §7)."""
        running = (ActionStatus.IN_PROGRESS, ActionStatus.COMPENSATING)
        with self._ctx.unit(write=False) as u:
            candidates = [a for a in u.list_actions(ActionQuery(running, limit=10_000)) if not process_alive(a.process)]
        settled = []
        for action in candidates:
            status = (
                ActionStatus.UNKNOWN_OUTCOME
                if action.status is ActionStatus.IN_PROGRESS
                else ActionStatus.COMPENSATION_UNKNOWN
            )
            orphan = replace(action, status=status, error=f"process {action.process} ended before the result")
            with self._ctx.writer() as u:
                if u.replace_action(orphan, expect=action.status):
                    settled.append(orphan)
        return settled

    # --- audit -----------------------------------------------------------------------------------------
    def actions(self, status: object, query: ActionQuery, *, needs_operator: bool) -> list[Action]:
        statuses = _statuses(status)
        if needs_operator:
            statuses = [s for s in (statuses or list(ActionStatus)) if s.needs_operator]
            if not statuses:
                return []
        page(query.after, query.limit)
        with self._ctx.unit(write=False) as u:
            return u.list_actions(replace(query, statuses=tuple(statuses)))

    def gate_log(self, query: GateQuery) -> list[GateDecision]:
        if query.tool is not None:
            check_tool_name(query.tool)
        if query.txn_id is not None:
            int_id(query.txn_id, "txn_id")
        if query.allowed is not None and not isinstance(query.allowed, bool):
            raise InvalidArgument("allowed must be True, False or None")
        page(query.after, query.limit)
        with self._ctx.unit(write=False) as u:
            return u.gate_decisions(query)


# --- helpers -----------------------------------------------------------------------------------------------


def _flush_at_exit(ref: weakref.ReferenceType[Gatekeeper]) -> None:
    """At interpreter exit: record the outcomes a store nobody closed still holds (DESIGN §9); a failure is
    raised, so the interpreter reports it (they become `compensation_unknown` for an operator)."""
    gate = ref()
    if gate is not None and gate._held and not gate._ctx.closed:
        gate.flush_held()


def _require_txn_open(u: Unit, tx: GateTxn) -> None:
    if tx.id is None:
        return
    if not u.renew_txn(tx.id):  # DESIGN §10: each operation renews the transaction's lease
        raise TransactionClosed(f"transaction {tx.id} was closed outside this handle (operator abort?)")


def _cone_keys(u: Unit, vids: Sequence[int]) -> set[str]:
    """The keys of the support records and of all their ancestors (DESIGN §7 `scoped`)."""
    keys: set[str] = set()
    seen: set[int] = set()
    stack = list(vids)
    while stack:
        vid = stack.pop()
        if vid in seen:
            continue
        seen.add(vid)
        record = u.get_record(vid)
        if record is not None:
            keys.add(record.canonical_key)
            stack.extend(record.parents)
    return keys


def _call_args(args: object) -> tuple[dict[str, Any], str]:
    if not isinstance(args, dict):
        raise InvalidArgument(f"args must be a dict of keyword arguments for the tool, not {type(args).__name__}")
    bad = [k for k in args if not isinstance(k, str) or not k.isidentifier()]
    if bad:
        raise InvalidArgument(f"args keys must be valid Python identifiers (keyword arguments); got {bad[:3]!r}")
    try:
        text = json.dumps(args, ensure_ascii=False, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidArgument(f"args must be JSON values (they are journaled before the call): {exc}") from None
    if len(text) > MAX_ARGS_CHARS:
        raise InvalidArgument(f"args take {len(text):,} characters as JSON; at most {MAX_ARGS_CHARS:,} are allowed")
    return dict(args), text


def _support_ids(support: object) -> tuple[int, ...]:
    if isinstance(support, str | bytes) or not isinstance(support, Sequence | set | frozenset):
        raise InvalidArgument(f"support must be a sequence of version ids, not {type(support).__name__}")
    ids: list[int] = []
    for vid in support:
        if isinstance(vid, bool) or not isinstance(vid, int):
            raise InvalidArgument(f"support must hold version ids (int), not {type(vid).__name__}")
        int_id(vid, "a support version id")
        if vid not in ids:
            ids.append(vid)
    if len(ids) > MAX_SUPPORT:
        raise InvalidArgument(f"at most {MAX_SUPPORT} support records per call; got {len(ids)}")
    return tuple(ids)


def _result_json(value: Any) -> str:
    """The result as recorded. A result that is not a JSON value is recorded by its `repr` (and marked
    so); an oversized one is cut. The caller still gets the live value from `tx.act`."""
    try:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True, allow_nan=False)
    except (TypeError, ValueError):
        text = json.dumps({"memtx_unserializable": repr(value)[:MAX_RESULT_CHARS]}, ensure_ascii=False)
    if len(text) > MAX_RESULT_CHARS:
        text = json.dumps({"memtx_truncated": text[:MAX_RESULT_CHARS]}, ensure_ascii=False)
    return text


def _callers_detail(verdict: Verdict, tx: GateTxn) -> str:
    """What the caller is told of a block. The journaled decision keeps the whole detail for operators
    (`mem.gate_log`); a caller learns only that tentative state is in flight — never whose transaction or
    which keys (DESIGN §8: another principal's open transaction is not the caller's to see)."""
    if verdict.reason != "tentative_in_flight" or verdict.detail.startswith("support "):
        return verdict.detail
    return "tentative state in flight: a transaction has staged versions that are not committed yet" + (
        "" if tx.id is None else " (this one has staged some of its own: commit them first)"
    )


def _store_call_source(u: Unit, agent: str, text: str, scope: Scope, event_time: float) -> Source:
    """The call and its result as an observed source of the acting agent (the record cites it), at the
    agent's authority ceiling (DESIGN §8: citing it cannot lift the agent above its own bound)."""
    source_id = source_id_for(agent, text)
    existing = u.get_source(source_id)
    if existing is not None:
        return existing
    registration = u.get_agent(agent)
    if registration is None:
        u.put_agent(Agent(agent, DEFAULT_TEAM))
    observed = event_time if math.isfinite(event_time) else 0.0
    authority = authority_ceiling(registration)
    # DESIGN §8: the call's arguments may carry private text its caller could read into a broader scope.
    (source,) = narrow_sources(u, [Source(source_id, text, agent, authority, scope, observed, 0)])
    return u.insert_source(source)


def _call_compensate(compensate: Callable[..., Any], action: Action) -> None:
    """`compensate(args, result)`; a compensation that takes one parameter gets the `Action` itself."""
    try:
        params = [
            p
            for p in inspect.signature(compensate).parameters.values()
            if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD) and p.default is p.empty
        ]
    except (TypeError, ValueError):
        params = []
    if len(params) == 1:
        compensate(action)
    else:
        compensate(action.args_value, action.result_value)


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {exc}"[:2_000]


def _statuses(status: object) -> list[ActionStatus]:
    if status is None:
        return []
    if isinstance(status, str):
        items: list[object] = [status]
    elif isinstance(status, Sequence | set | frozenset):
        items = list(status)
    else:
        raise InvalidArgument(f"status must be an action status or a sequence of them, not {type(status).__name__}")
    out = []
    for item in items:
        try:
            out.append(ActionStatus(item))  # type: ignore[arg-type]  # ValueError for a non-status
        except ValueError:
            known = ", ".join(s.value for s in ActionStatus)
            raise InvalidArgument(f"unknown action status {item!r}; expected one of {known}") from None
    return out
