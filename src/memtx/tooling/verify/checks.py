"""The invariants the model checker checks, over facts read from a store unit (DESIGN §7–§10).

Responsible for: judging one tool call as it happens (I1) and one state as a whole (I2, the §8 flow rule,
I(S) through `mem.check()`), each written from the contract, not from the engine's code — so that a broken
gate or repair rule in the engine shows here. Must not: write to the store or know how it is explored.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from memtx.core.model import ActionStatus, Agent, Kind, Record, Scope, State
from memtx.engine.invariants import CheckReport
from memtx.storage import Unit
from memtx.tooling.verify.rules import Violation

# What an inactive descendant may be in after a retraction (DESIGN §9 I2): revoked or quarantined; a
# tentative one is left to its own transaction, whose commit pipeline quarantines it (DESIGN §6.3-4).
_INACTIVE = (State.REVOKED, State.QUARANTINED, State.TENTATIVE)
# A retracted call is settled: compensated (or on its way: due, claimed, failed, unknown) or leaked.
_SETTLED = frozenset(
    {
        ActionStatus.COMPENSATION_PENDING,
        ActionStatus.COMPENSATING,
        ActionStatus.COMPENSATED,
        ActionStatus.COMPENSATION_FAILED,
        ActionStatus.COMPENSATION_UNKNOWN,
        ActionStatus.LEAKED,
    }
)


@dataclass(frozen=True, slots=True)
class CallFacts:
    """One tool call as the acting transaction made it: the tool, the gate mode, the support it named,
    its snapshot and the versions it promoted itself (those are action-safe in its own view)."""

    tool: str
    reversible: bool
    gate: str
    support: tuple[int, ...]
    snapshot_csn: int
    promoted: frozenset[int]
    # The versions staged by every open transaction at that moment, as the model's handles hold them
    # (DESIGN §6: staged versions are not stored before their commit) — independent of the store's own
    # in-flight registrations, so a registration the engine forgot is still caught.
    staged: tuple[Record, ...] = ()


def check_call(u: Unit, facts: CallFacts) -> list[Violation]:
    """I1 at the moment the tool runs: an irreversible call needs nothing tentative in flight (any record
    in `global` mode; on the keys of the support and its ancestors in `scoped` mode) and support that is
    non-empty and action-safe — action_safe now, and in the transaction's snapshot or promoted by it."""
    if facts.reversible:
        return []
    records = {r.vid: r for r in u.iter_records()}
    found: list[Violation] = []
    tentative = [*facts.staged, *(r for r in records.values() if r.state is State.TENTATIVE)]
    if facts.gate == "scoped":
        cone = _cone_keys(records, facts.support)
        tentative = [r for r in tentative if r.canonical_key in cone]
    if tentative:
        shown = ", ".join(f"{r.vid} ({r.key} by {r.writer})" for r in tentative)
        found.append(Violation("I1.in_flight", f"{facts.tool} ran while tentative versions were in flight: {shown}"))
    if not facts.support:
        found.append(Violation("I1.action_safe", f"{facts.tool} ran with no support"))
    for vid in facts.support:
        record = records.get(vid)
        then = u.transition_at(vid, facts.snapshot_csn)
        safe_then = (then is not None and then[0] is State.ACTION_SAFE) or vid in facts.promoted
        if record is None or record.state is not State.ACTION_SAFE or not safe_then:
            now = "missing" if record is None else record.state.value
            was = then[0].value if then is not None else "absent"
            detail = f"{facts.tool} ran on support {vid}, which is {now} (in the snapshot: {was})"
            found.append(Violation("I1.action_safe", detail))
    return found


def _cone_keys(records: Mapping[int, Record], vids: Iterable[int]) -> set[str]:
    keys: set[str] = set()
    stack, seen = list(vids), set()
    while stack:
        vid = stack.pop()
        if vid in seen or vid not in records:
            continue
        seen.add(vid)
        keys.add(records[vid].canonical_key)
        stack.extend(records[vid].parents)
    return keys


def check_retractions(u: Unit) -> list[Violation]:
    """I2: for every completed retraction (a revoked version with no revocation pending), each
    descendant is revoked or quarantined (or tentative, left to its transaction), no entry of A points
    into the cone, and every retracted tool_action's call is settled — compensated or leaked."""
    records = {r.vid: r for r in u.iter_records()}
    pending = {vid for vid, _, _ in u.pending_revocations()}
    children: dict[int, list[int]] = {}
    for record in records.values():
        for parent in set(record.parents):
            children.setdefault(parent, []).append(record.vid)
    roots = {vid for vid, r in records.items() if r.state is State.REVOKED and vid not in pending}
    cone: dict[int, int] = {}  # descendant -> a retracted root it descends from
    for root in sorted(roots):
        stack = list(children.get(root, ()))
        while stack:
            vid = stack.pop()
            if vid in cone:
                continue
            cone[vid] = root
            stack.extend(children.get(vid, ()))
    found: list[Violation] = []
    for vid, root in sorted(cone.items()):
        record = records[vid]
        inactive = record.state is State.REVOKED if record.kind is Kind.TOOL_ACTION else record.state in _INACTIVE
        if not inactive:
            what = f"{record.kind.value} {vid} ({record.key})"
            detail = f"{what} is {record.state.value}, but it derives from retracted {root}"
            found.append(Violation("I2.cone", detail))
    for entry in u.iter_active():
        if entry.vid is not None and (entry.vid in cone or entry.vid in roots):
            detail = f"A[{entry.ckey}] -> {entry.vid}, inside the cone of retracted {cone.get(entry.vid, entry.vid)}"
            found.append(Violation("I2.active_map", detail))
    for vid, record in sorted(records.items()):
        if record.kind is not Kind.TOOL_ACTION or record.state is not State.REVOKED:
            continue
        action = u.action_of_record(vid)
        if action is not None and action.status not in _SETTLED:
            how = f"descends from retracted {cone[vid]}" if vid in cone else "was revoked directly"
            detail = (
                f"tool_action {vid} ({action.tool}, action {action.id}) {how}, but its call is {action.status.value}"
            )
            found.append(Violation("I2.tool_action", detail))
    return found


def check_scopes(u: Unit) -> list[Violation]:
    """DESIGN §8: no record is broader in scope than its source — than the scope its observer asked for
    (admission refuses it), and when visible than the scope it was stored at (a source that relays private
    text is narrowed, and a record broader than that is quarantined as laundering) — and no *visible*
    record is broader than any of its declared parents (a broader one is quarantined as laundering, and
    must stay invisible unless the parent's owner declassifies it)."""
    records = {r.vid: r for r in u.iter_records()}
    found: list[Violation] = []
    for vid, record in sorted(records.items()):
        source = u.get_source(record.source_id)
        limit = None if source is None else (source.scope if record.state.visible else source.asked_scope)
        if source is not None and limit is not None and record.scope > limit:
            detail = f"{vid} ({record.key}) is {record.scope.label}, its source {source.scope.label}"
            if source.requested_scope is not None:
                detail += f" (narrowed from {source.requested_scope.label})"
            found.append(Violation("flow.source_scope", detail))
        if not record.state.visible:
            continue
        narrowest = min((records[p].scope for p in record.parents if p in records), default=None)
        if narrowest is not None and record.scope > narrowest:
            detail = (
                f"{vid} ({record.key}) is visible ({record.state.value}, {record.reason}) and {record.scope.label}, "
                f"but derives from a {narrowest.label} parent"
            )
            found.append(Violation("flow.parent_scope", detail))
    return found


def may_see(record: Record, reader: str, reader_reg: Agent | None, owner_reg: Agent | None) -> bool:
    """DESIGN §8's read rule, restated: public to anyone; private to its owner and listed readers;
    shared to the registered agents of its owner's team."""
    if record.scope is Scope.PUBLIC or record.owner == reader:
        return True
    if record.scope is Scope.PRIVATE:
        return reader in record.readers
    return reader_reg is not None and owner_reg is not None and reader_reg.team == owner_reg.team


def check_read(u: Unit, reader: str, key: str, record: Record | None) -> list[Violation]:
    """What `mem.get(key, agent=reader)` returned must be a committed version `reader` may see."""
    if record is None:
        return []
    if record.state is State.TENTATIVE:
        return [Violation("flow.read", f"{reader} read {key} -> tentative {record.vid} of {record.writer}")]
    if not may_see(record, reader, u.get_agent(reader), u.get_agent(record.owner)):
        detail = f"{reader} read {key} -> {record.vid}, a {record.scope.label} record of {record.owner}"
        return [Violation("flow.read", detail)]
    return []


def check_store(report: CheckReport) -> list[Violation]:
    """DESIGN §10 I(S), as `mem.check()` reports it."""
    return [Violation("store.invariants", f"{v.kind}: {v.detail}") for v in report.violations]
