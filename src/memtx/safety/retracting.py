"""`mem.revoke`, `mem.reject` and `mem.forget` (DESIGN §9): who may retract a version, the revocation's two units
(a forget's one), the compensations and view rebuilds that follow, and the `RepairReport` of what happened to
each version.

Responsible for: the API side of a retraction, in the units of the store it is handed. Must not: plan or apply
the cascade itself (`memtx.engine.revocation` does, on the engine's journaled primitives) or hold state between calls.
"""

from __future__ import annotations

from collections.abc import Callable

from memtx.core.arguments import agent_name, int_id, reason_text
from memtx.core.errors import InvalidArgument, MemtxError, PermissionDenied, UnknownObject
from memtx.core.keys import parse_key
from memtx.core.model import (
    FORGOTTEN_PREFIX,
    TOMBSTONE_PREFIX,
    Action,
    Kind,
    Record,
    RepairReport,
    RepairStep,
    Role,
    State,
)
from memtx.core.permissions import Operation, may_retract, require
from memtx.engine import revocation
from memtx.engine.context import StoreContext
from memtx.engine.resolution import resolve_key
from memtx.safety.acting import CompensationFailed, Compensations, Gatekeeper, OutcomeNotRecorded
from memtx.storage.base import Unit


class Retractor:
    """The retractions of one store: its context, its gate (the compensations a retraction makes due), and
    `rebuild(vid)`, which re-proposes a derived view a retraction quarantined (`Memory`'s `mem.views`)."""

    def __init__(self, ctx: StoreContext, gate: Gatekeeper, rebuild: Callable[[int], None]) -> None:
        self._ctx = ctx
        self._gate = gate
        self._rebuild = rebuild

    def retract(self, vid: object, *, agent: str, reason: object, quarantined_only: bool) -> RepairReport:
        """`Memory.revoke`, or (`quarantined_only`) `Memory.reject`."""
        agent_name(agent)
        why = reason_text(reason, "comment" if quarantined_only else "reason")
        int_id(vid, "vid")
        assert isinstance(vid, int)
        with self._ctx.writer() as u:
            actor = u.get_agent(agent)
            # DESIGN §8: the role first, before anything about the version is looked at — a reader (or a name
            # nobody registered) may revoke nothing, whatever the version is.
            require(Operation.REJECT if quarantined_only else Operation.REVOKE, agent, actor)
            record = u.get_record(vid) or self._ctx.staged_version(vid)
            operator = actor is not None and actor.role is Role.OPERATOR
            invisible = record is not None and record.state is State.TENTATIVE and record.writer != agent
            if record is None or invisible or not (operator or self._ctx.may_read(u, record, agent)):
                # Another agent's in-flight version is invisible (DESIGN §6): its existence is not revealed.
                raise UnknownObject(f"unknown version {vid}")
            if record.state is State.TENTATIVE:
                raise InvalidArgument(f"version {vid} is in flight; abort its transaction instead")
            if record.kind is Kind.TOOL_ACTION:
                # DESIGN §7/§9: a call that ran is not undone by hiding its record; retracting its support
                # compensates it (reversible) or marks it leaked, and an operator settles the rest.
                raise InvalidArgument(
                    f"version {vid} records a tool call that ran; revoke its support instead (mem.actions shows it)"
                )
            if quarantined_only and record.state not in (State.QUARANTINED, State.REVOKED):
                raise InvalidArgument(f"version {vid} is {record.state}, not quarantined; use revoke")
            if not may_retract(owner=record.owner, writer=record.writer, agent=agent, agent_reg=actor):
                raise PermissionDenied(
                    f"agent {agent!r} may not revoke version {vid}: only its owner ({record.owner!r}) "
                    "or an operator may"
                )
            if record.state is State.REVOKED:
                # DESIGN §9: idempotent — a retry (after an error that came once the revocation was complete)
                # answers what the revocation that revoked it did, and finishes its compensations.
                earlier = revocation.earlier_revocation(u, record)
            else:
                earlier = None
                revocation.mark_revocation(u, record, agent, why)
        if earlier is not None:
            return self._compensate_and_report(earlier, completed_elsewhere=False, first=False)
        self._ctx.reach("revoke.between_steps")
        with self._ctx.unit(write=True) as u:
            retraction = revocation.complete_revocation(u, vid)
        if retraction is not None:
            return self._compensate_and_report(retraction, completed_elsewhere=False, first=True)
        with self._ctx.unit(write=False) as u:  # another writer finished it between our two units (DESIGN §9)
            done = u.get_record(vid)
            assert done is not None
            retraction = revocation.earlier_revocation(u, done)
        return self._compensate_and_report(retraction, completed_elsewhere=True, first=False)

    def _compensate_and_report(
        self, retraction: revocation.Retraction, *, completed_elsewhere: bool, first: bool
    ) -> RepairReport:
        """Run the compensations the retraction made due, then those due from other revocations (DESIGN §9),
        and report. An error belongs to the call that caused it: only this retraction's own compensations can
        fail this call — `CompensationFailed` when one raised, `OutcomeNotRecorded` when the store refused its
        outcome — and the report, attached to the error, says the revocation itself is complete. Other
        compensations' outcomes are listed in `report.others`; one that could not even start stays due for the
        next run. View rebuilds run once, after the call that completed the revocation (`first`)."""
        with self._ctx.unit(write=False) as u:
            own = frozenset(
                a.id
                for vid, kind, *_ in retraction.moves
                if kind is Kind.TOOL_ACTION and (a := u.action_of_record(vid)) is not None
            )
        mine = self._gate.run_compensations(only=own) if own else Compensations()
        try:
            others = self._gate.run_compensations(skip=own)
        except MemtxError:
            others = Compensations()  # another revocation's work: it stays due (or held) for the next run
        report = self._repair_report(retraction, completed_elsewhere, others.attempted)
        if first:
            for step in report.steps:
                if step.after is State.QUARANTINED and step.reason.startswith("rebuild_needed:"):
                    self._rebuild(step.vid)
        try:
            mine.raise_for("the retraction itself is complete")
        except (CompensationFailed, OutcomeNotRecorded) as exc:
            exc.report = report
            raise
        return report

    def _repair_report(
        self, retraction: revocation.Retraction, completed_elsewhere: bool, others: tuple[Action, ...]
    ) -> RepairReport:
        """The report of `retraction`, each `tool_action` with its call's outcome as it happened (an outcome
        this process holds because the store refused it is shown, and listed in `unrecorded`)."""
        held: list[int] = []
        with self._ctx.unit(write=False) as u:
            steps = []
            for vid, kind, before, after, reason in retraction.moves:
                action = u.action_of_record(vid) if kind is Kind.TOOL_ACTION else None
                if action is not None and (kept := self._gate.held(action.id)) is not None:
                    action = kept
                    held.append(kept.id)
                steps.append(RepairStep(vid, kind, before, after, reason, action))
        return RepairReport(
            retraction.csn,
            retraction.root,
            tuple(steps),
            completed_elsewhere=completed_elsewhere,
            others=others,
            unrecorded=tuple(held),
        )

    def finish_pending_revocations(self) -> None:
        """A revocation marked but not completed (a crash between its two steps) is completed on open."""
        finish_pending_revocations(self._ctx)

    def forget(self, key_or_vid: object, *, agent: str, reason: object) -> RepairReport:
        """`Memory.forget` (DESIGN §9, forget): the version is marked and its revocation completed in one write
        unit, so a crash leaves either nothing or all of it; its key reinstates nothing (`revocation`'s tombstone)."""
        agent_name(agent)
        why = reason_text(reason)
        if isinstance(key_or_vid, int) and not isinstance(key_or_vid, bool):
            vid: int | None = int_id(key_or_vid, "vid")
            parts = None
        elif isinstance(key_or_vid, (str, tuple)):
            vid, parts = None, parse_key(key_or_vid)
        else:
            raise InvalidArgument(f"forget takes a key or a vid, not {type(key_or_vid).__name__}")
        with self._ctx.writer() as u:
            actor = u.get_agent(agent)
            require(Operation.FORGET, agent, actor)  # DESIGN §8: the role first, before the version is looked at
            if parts is not None:
                record = _current_or_forgotten(u, parts.raw, resolve_key(u, parts, as_of=None))
            else:
                assert vid is not None
                record = u.get_record(vid)
            operator = actor is not None and actor.role is Role.OPERATOR
            if record is None or not (operator or self._ctx.may_read(u, record, agent)):
                raise UnknownObject(
                    f"unknown version {key_or_vid}" if vid is not None else f"nothing to forget at {parts}"
                )
            if record.kind is Kind.TOOL_ACTION:
                raise InvalidArgument(
                    f"version {record.vid} records a tool call that ran; revoke its support instead "
                    "(mem.actions shows it)"
                )
            if not may_retract(owner=record.owner, writer=record.writer, agent=agent, agent_reg=actor):
                raise PermissionDenied(
                    f"agent {agent!r} may not forget version {record.vid}: only its owner ({record.owner!r}) or an "
                    "operator may"
                )
            if record.state is State.REVOKED:
                if not record.reason.startswith(FORGOTTEN_PREFIX):
                    raise InvalidArgument(
                        f"version {record.vid} is revoked ({record.reason}), not its key's current value"
                    )
                # A retry after an error that came once the forget was complete answers what it did.
                earlier = revocation.earlier_revocation(u, record)
                retraction = None
            else:
                entry = u.get_active(record.canonical_key)
                if entry is None or entry.vid != record.vid:
                    raise InvalidArgument(
                        f"version {record.vid} is {record.state}, not the current value of {record.canonical_key!r}; "
                        "forget the key, or revoke the version"
                    )
                revocation.mark_revocation(u, record, agent, f"{FORGOTTEN_PREFIX}{why}")
                retraction = revocation.complete_revocation(u, record.vid, forget=True)
                assert retraction is not None  # (marked in this very unit)
                earlier = None
        if retraction is not None:
            return self._compensate_and_report(retraction, completed_elsewhere=False, first=True)
        assert earlier is not None
        return self._compensate_and_report(earlier, completed_elsewhere=False, first=False)


def finish_pending_revocations(ctx: StoreContext) -> None:
    """Complete every revocation marked but not completed (a crash between its two steps), each in its own
    unit — what opening a store does (DESIGN §9)."""
    with ctx.unit(write=False) as u:
        pending = [vid for vid, _, _ in u.pending_revocations()]
    for vid in pending:
        with ctx.unit(write=True) as u:
            revocation.complete_revocation(u, vid)


def _current_or_forgotten(u: Unit, key: str, ckey: str | None) -> Record | None:
    """The key's visible version; else, when the key's newest version is a tombstone, the version it forgot
    (a retried forget); else None."""
    if ckey is None:
        return None
    entry = u.get_active(ckey)
    if entry is not None and entry.vid is not None:
        return u.get_record(entry.vid)
    versions = u.records_of_cluster(ckey)
    newest = max(versions, key=lambda r: r.vid, default=None)
    if newest is None or not newest.tombstone:
        return None
    return u.get_record(int(newest.reason.removeprefix(TOMBSTONE_PREFIX)))
