"""The operations of the model: which are enabled in a state, and applying one through the public API.

Responsible for: the operation set — begin / propose / commit / abort / promote / act by an agent's open
transaction, revoke by an agent, approve / reject by the operator, crash-and-reopen of a process, a handle
dropped open and swept, every idle transaction's lease running out and swept (DESIGN §10), and any
multi-unit operation with its process dying part-way (`crash_after`) — and carrying each out through
`memtx.Memory` and `TxnHandle` exactly as an application would. Must not: save or restore the world, or
judge a state.
"""

from __future__ import annotations

import gc
import traceback
from collections.abc import Callable
from dataclasses import dataclass

from memtx import CompensationFailed, InvalidTransition, MemtxError, RepairReport, TxnResult
from memtx.core.errors import ActionBlocked, AdmissionRejected
from memtx.core.model import ActionStatus, Purpose, Record, Scope, State, TxnStatus
from memtx.tooling.verify.config import OPERATOR, Claim
from memtx.tooling.verify.link import SimulatedCrash
from memtx.tooling.verify.rules import Violation
from memtx.tooling.verify.world import Process, World

KINDS = (
    "begin",
    "propose",
    "commit",
    "abort",
    "promote",
    "act",
    "revoke",
    "revoke_action",
    "approve",
    "reject",
    "crash",
    "drop",
    "lapse",
)
CRASHABLE = frozenset({"act", "revoke", "revoke_action", "reject"})  # operations that write in several units


@dataclass(frozen=True, slots=True)
class Op:
    """One operation: its kind, the process (agent) doing it, its argument (a purpose, claim, key,
    `tool@key`, action id or vid) and, when > 0, the number of write units after which the process dies."""

    kind: str
    process: str
    arg: str = ""
    crash_after: int = 0

    def __str__(self) -> str:
        what = {
            "begin": f"begin ({self.arg})",
            "propose": f"propose {self.arg}",
            "commit": "commit",
            "abort": "abort",
            "promote": f"promote {self.arg}",
            "act": "act {} on {}".format(*self.arg.split("@", 1)) if "@" in self.arg else f"act {self.arg}",
            "revoke": f"revoke {self.arg}",
            "revoke_action": f"revoke the tool_action record of action {self.arg}",
            "approve": _approve_text(self.arg),
            "reject": f"reject v{self.arg}",
            "crash": "crash and reopen",
            "drop": "drop the transaction's handle (its process sweeps it)",
            "lapse": "every idle transaction's lease runs out (this process sweeps them)",
        }[self.kind]
        dies = f"  [dies after {self.crash_after} write unit(s), reopens]" if self.crash_after else ""
        return f"{self.process}: {what}{dies}"


def _approve_text(arg: str) -> str:
    vid, _, shown = arg.partition("@")
    if not shown:
        return f"approve v{vid}"
    return f"approve v{vid} (reviewed against {'no rival' if shown == NO_RIVAL else 'v' + shown})"


NO_RIVAL = "none"  # an approve op's rival: the review item showed no visible version


@dataclass(frozen=True, slots=True)
class Step:
    """What applying an operation did: whether it applied at all (an operation whose target does not
    exist in this state is not a transition), a note for traces, and how many write units it used."""

    applied: bool
    note: str = ""
    write_units: int = 0


NOT_APPLICABLE = Step(False)


# --- which operations are enabled -----------------------------------------------------------------------


def enabled(world: World) -> list[Op]:
    """Every operation enabled in the world's current state, in a fixed order."""
    cfg = world.config
    tables = world.tables
    records: dict[int, Record] = tables.records
    proposed = {(r.writer, r.key, r.value) for r in (*records.values(), *world.staged())}
    written = [key for key in cfg.model_keys if world.key_has_versions(key)]
    visible = [key for key in cfg.model_keys if world.visible_vid(key) is not None]
    crash_left = world.crashes < cfg.crashes
    due = any(a.status is ActionStatus.COMPENSATION_PENDING for a in tables.actions.values())
    ops: list[Op] = []
    for name in cfg.agent_names:
        tx = world.processes[name].handle
        if tx is None:
            ops += [Op("begin", name, Purpose.INTERNAL.value), Op("begin", name, Purpose.EXTERNAL_ACTION.value)]
        else:
            ops += [
                Op("propose", name, c.name) for c in world.claims.values() if (name, c.key, c.value) not in proposed
            ]
            ops += [Op("commit", name), Op("abort", name)]
            if tx.id is not None:  # (a handle that staged nothing has no transaction in the store to sweep)
                ops.append(Op("drop", name))
            if tx.purpose is Purpose.EXTERNAL_ACTION:
                for key in written:
                    ops.append(Op("promote", name, key))
                    ops += [Op("act", name, f"{tool}@{key}") for tool in world.tools]
        ops += [Op("revoke", name, key) for key in visible]
        if cfg.revoke_actions:
            for action in tables.actions.values():
                record = records.get(action.vid) if action.vid is not None else None
                if action.agent == name and record is not None and record.state is not State.REVOKED:
                    ops.append(Op("revoke_action", name, str(action.id)))
        if crash_left and (tx is not None or due):
            ops.append(Op("crash", name))
    for vid, record in sorted(records.items()):
        if record.state is State.QUARANTINED:
            ops += [Op(kind, OPERATOR, str(vid)) for kind in world.review]
            if "approve" in world.review:  # approving as reviewed in an earlier state (DESIGN §8)
                ops += [Op("approve", OPERATOR, f"{vid}@{_rival_arg(r)}") for r in world.earlier_rivals(record)]
    if any(t.status is TxnStatus.OPEN for t in tables.txns.values()):
        ops.append(Op("lapse", OPERATOR if OPERATOR in world.processes else cfg.agent_names[0]))
    return ops


def _rival_arg(vid: int | None) -> str:
    return NO_RIVAL if vid is None else str(vid)


# --- applying one ---------------------------------------------------------------------------------------


def apply(world: World, op: Op) -> Step:
    """Carry `op` out. Refusals by memtx (`MemtxError`) are ordinary outcomes; anything else, and an
    illegal transition, is recorded as an `engine.error` violation. A process that dies part-way is
    reopened (`World.crash`)."""
    process = world.processes[op.process]
    link = process.link
    link.write_units = 0
    if op.crash_after:
        link.fuse = op.crash_after
    try:
        note = _HANDLERS[op.kind](world, process, op)
    except SimulatedCrash:
        if not op.crash_after:
            raise
        world.crash(process)
        return Step(True, "died part-way; reopened", link.write_units)
    except (InvalidTransition, CompensationFailed) as exc:
        world.violations.append(Violation("engine.error", f"{op}: {type(exc).__name__}: {exc}"))
        note = f"{type(exc).__name__}"
    except MemtxError as exc:
        note = _refusal(exc)
    except Exception as exc:  # noqa: BLE001 - any other exception out of memtx is a finding, with its trace
        tail = "".join(traceback.format_exception(exc)[-3:]).strip()
        world.violations.append(Violation("engine.error", f"{op}: {type(exc).__name__}: {exc}\n{tail}"))
        note = f"{type(exc).__name__}"
    finally:
        link.fuse = None
    if note is None:
        return NOT_APPLICABLE
    if op.crash_after:
        if not link.dead:
            return NOT_APPLICABLE  # it finished within its budget: the same as the operation, then a crash
        world.crash(process)  # memtx swallowed the crash; the process is dead all the same
        note += "; died part-way, reopened"
    if process.handle is not None and not process.handle.open:
        process.handle, process.promoted = None, set()
    return Step(True, note, link.write_units)


def _refusal(exc: MemtxError) -> str:
    reason = getattr(exc, "reason", None)
    if isinstance(exc, ActionBlocked | AdmissionRejected) and reason:
        return f"refused: {type(exc).__name__} {reason}"
    return f"refused: {type(exc).__name__}"


Handler = Callable[[World, Process, Op], "str | None"]


def _begin(world: World, process: Process, op: Op) -> str | None:
    process.handle = process.memory.begin(agent=process.name, purpose=op.arg)
    process.promoted = set()
    return f"snapshot csn {process.handle.snapshot_csn}"


def _propose(world: World, process: Process, op: Op) -> str | None:
    tx = process.handle
    assert tx is not None
    claim: Claim = world.claims[op.arg]
    parents = [r for r in (tx.read(key) for key in claim.parents) if r is not None]
    if claim.parents and not parents:
        return None
    owner = process.name if claim.source.owner is None else claim.source.owner
    source_scope = Scope.parse(claim.source.scope)
    scope = None
    if parents:  # a well-behaved writer narrows a derived record to its narrowest parent (DESIGN §8)
        narrowest = min([source_scope, *(r.scope for r in parents)])
        scope = Scope.SHARED.label if world.config.laundering else narrowest.label
    record = tx.propose(
        key=claim.key,
        value=claim.value,
        evidence=claim.value,
        source=world.source_ids[(owner, claim.source.text)],
        at=claim.source.at,
        kind=claim.kind,
        parents=[r.vid for r in parents],
        scope=scope,
    )
    return f"-> v{record.vid} tentative" + (f", parents {[r.vid for r in parents]}" if parents else "")


def _commit(world: World, process: Process, op: Op) -> str | None:
    tx = process.handle
    assert tx is not None
    try:
        result = tx.commit()
    except MemtxError:
        if tx.result is None:
            raise
        result = tx.result
    return _outcomes(result)


def _outcomes(result: TxnResult) -> str:
    head = f"aborted ({result.abort_reason})" if result.aborted else f"committed at csn {result.csn}"
    parts = [f"v{o.vid} {o.state.value}" + (f" ({o.reason})" if o.reason else "") for o in result.outcomes]
    return f"{head}: " + ", ".join(parts) if parts else head


def _abort(world: World, process: Process, op: Op) -> str | None:
    tx = process.handle
    assert tx is not None
    return _outcomes(tx.abort())


def _promote(world: World, process: Process, op: Op) -> str | None:
    tx = process.handle
    assert tx is not None
    record = tx.read(op.arg)
    if record is None or record.vid in process.promoted:
        return None
    promoted = tx.promote(record.vid)
    process.promoted.add(record.vid)
    return f"-> v{promoted.vid} {promoted.state.value}"


def _act(world: World, process: Process, op: Op) -> str | None:
    tx = process.handle
    assert tx is not None
    tool, key = op.arg.split("@", 1)
    record = tx.read(key)
    if record is None:
        return None
    support = (record.vid,)
    if any(a.agent == process.name and a.tool == tool and a.support == support for a in world.tables.actions.values()):
        return None  # budget: each agent calls each tool at most once per support version
    with world.acting(process, tool, support, tx.snapshot_csn):
        result = tx.act(tool, {"key": key}, support=list(support))
    return f"on v{record.vid} -> action {result.action_id} {result.status.value}, tool_action v{result.vid}"


def _revoke(world: World, process: Process, op: Op) -> str | None:
    record = process.memory.get(op.arg, agent=process.name)
    if record is None:
        return None
    return f"v{record.vid}: " + _report(process.memory.revoke(record.vid, agent=process.name, reason="model"))


def _revoke_action(world: World, process: Process, op: Op) -> str | None:
    action = world.tables.actions.get(int(op.arg))
    if action is None or action.vid is None:
        return None
    return f"v{action.vid}: " + _report(process.memory.revoke(action.vid, agent=process.name, reason="model"))


def _report(report: RepairReport) -> str:
    parts = [f"v{s.vid} {s.before.value}->{s.after.value}" for s in report.steps]
    actions = [f"action {s.action.id} {s.action.status.value}" for s in report.steps if s.action is not None]
    return ", ".join(parts + actions) or "nothing to do"


def _approve(world: World, process: Process, op: Op) -> str | None:
    """`approve vN`: as reviewed now (naming the rival visible now); `approve vN@R`: as reviewed in an
    earlier state of this path, when the key's visible version was R (a commit or a revocation came since).
    DESIGN §8: an approval is applied only against the rival its review showed — so the second must be
    refused, and one that succeeds anyway is a `review.stale_approval`."""
    vid_text, _, shown_text = op.arg.partition("@")
    vid = int(vid_text)
    record = world.tables.records.get(vid)
    if record is None:
        return None
    now = world.visible_of(record.canonical_key)
    shown = now if not shown_text else (None if shown_text == NO_RIVAL else int(shown_text))
    approved = process.memory.approve(vid, agent=OPERATOR, rival=shown, comment="model")
    if shown != now:
        seen = "no rival" if shown is None else f"rival v{shown}"
        visible = "none" if now is None else f"v{now}"
        detail = f"v{vid} was approved as reviewed against {seen}, but the key's visible version was {visible}"
        world.violations.append(Violation("review.stale_approval", detail))
    return f"-> v{approved.vid} {approved.state.value}"


def _reject(world: World, process: Process, op: Op) -> str | None:
    return _report(process.memory.reject(int(op.arg), agent=OPERATOR, comment="model"))


def _crash(world: World, process: Process, op: Op) -> str | None:
    world.crash(process)
    return "handles lost; reopened"


def _drop(world: World, process: Process, op: Op) -> str | None:
    """DESIGN §10: the application forgets its handle (the collector takes it at once: the world holds only
    copies of it in saved states); the process's next write unit aborts its transaction — here the sweep's."""
    tx = process.handle
    assert tx is not None
    txn_id = tx.id
    assert txn_id is not None  # (enabled only for a handle that staged something)
    process.handle, process.promoted = None, set()
    del tx
    if txn_id not in process.memory.store_context.dropped_ids():
        gc.collect()  # (a reference cycle held it: the cyclic collector takes it)
    swept = {r.txn_id: r.abort_reason for r in process.memory.abort_orphaned_transactions()}
    _require_swept(world, [txn_id], "its handle was dropped")
    return f"txn aborted ({swept.get(txn_id, 'not by this sweep')})"


def _lapse(world: World, process: Process, op: Op) -> str | None:
    """DESIGN §10: no operation renews any open transaction for longer than the lease, and this process's sweep
    (on open, or before a gate decision they would block) aborts them all; a handle of another process learns it
    at its next call (`TransactionClosed`). Time moves for the sweep only: every header was leased at the same
    wall clock, so all are past their lease then, and later operations renew from that clock again."""
    memory = process.memory
    idle = [t.id for t in world.tables.txns.values() if t.status is TxnStatus.OPEN]
    ctx = memory.store_context
    clock = ctx.clock
    ctx.clock = lambda: clock() + ctx.lease + 1.0
    try:
        swept = memory.abort_orphaned_transactions()
    finally:
        ctx.clock = clock
    _require_swept(world, idle, "its lease ran out")
    return "aborted: " + ", ".join(f"txn {r.txn_id} ({r.abort_reason})" for r in swept)


def _require_swept(world: World, txn_ids: list[int], why: str) -> None:
    for txn_id in txn_ids:
        header = world.tables.txns.get(txn_id)
        if header is None or header.status is TxnStatus.OPEN:
            detail = f"transaction {txn_id} is still open after the sweep, though {why}"
            world.violations.append(Violation("lease.sweep", detail))


_HANDLERS: dict[str, Handler] = {
    "begin": _begin,
    "propose": _propose,
    "commit": _commit,
    "abort": _abort,
    "promote": _promote,
    "act": _act,
    "revoke": _revoke,
    "revoke_action": _revoke_action,
    "approve": _approve,
    "reject": _reject,
    "crash": _crash,
    "drop": _drop,
    "lapse": _lapse,
}
assert set(_HANDLERS) == set(KINDS)
