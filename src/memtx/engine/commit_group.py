"""Group commit (DESIGN §6, issue 34): concurrent commits of one `Memory` share one durable write unit — one
BEGIN, one COMMIT, one fsync — while each keeps its own pipeline, outcome and isolation.

Responsible for: the leader/follower protocol. A committing thread queues its commit; the first one to find no
leader leads: it runs every queued commit, in queue order, in one write unit of the host's, then hands each
thread its own outcome once the unit is durable. A commit that fails inside the shared unit (a conflict, a
closed transaction, a refused role, any error) rolls the unit back; it is taken out of the group and its own
thread commits it alone — as if no group existed, so it meets its own error — while the others run again in a
new shared unit. A failure of the unit itself (BEGIN or COMMIT) sends every member back to commit alone.
Must not: decide anything a commit decides (the host's `commit_in` runs the pipeline), acknowledge a commit
before its unit is durable, or let one member's failure become another's.

The rule (DESIGN §6, group commit): the members are applied one after another inside the unit, each judged
against its own snapshot with the members before it already applied, exactly as if each had committed alone
in that order; each gets its own csn. Nothing of a group is visible before its COMMIT, and a crash before the
COMMIT loses the whole group, none of which was acknowledged.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Final, Protocol

if TYPE_CHECKING:
    from memtx.core.model import Outcome, Source
    from memtx.engine.writes import CommitPlan
    from memtx.storage import Unit

__all__ = ["DEFAULT_MAX_MEMBERS", "CommitGroup", "GroupHost"]

DEFAULT_MAX_MEMBERS: Final = 64  # commits in one shared unit at most (a bound on its lock hold and its undo)

Result = tuple[int | None, list["Outcome"]]


class GroupHost(Protocol):
    """What a group needs from the store it commits to (`memtx.api.txn_host.TransactionService` provides it)."""

    def writer(
        self, *, spaces: Collection[str] | None = None, prelude: Callable[[Unit], None] | None = None
    ) -> AbstractContextManager[Unit]: ...

    def commit_reads(
        self, u: Unit, *, plan: CommitPlan, sources: Sequence[Source], agent: str, spaces: frozenset[str]
    ) -> None: ...

    def commit_in(
        self, u: Unit, plan: CommitPlan, sources: Sequence[Source], agent: str, vectors: Any, *, read: bool = False
    ) -> tuple[list[Source], Result]: ...

    def committed(self, plan: CommitPlan, stored: Sequence[Source]) -> None: ...

    def reach(self, point: str) -> None: ...


@dataclass(slots=True, eq=False)
class _Member:
    plan: CommitPlan
    sources: Sequence[Source]
    agent: str
    vectors: Any
    done: bool = False
    alone: bool = False  # commit it alone, in its own thread (it failed in a group, or the group's unit did)
    stored: list[Source] = field(default_factory=list)
    result: Result | None = None


class _MemberFailed(Exception):
    """A member raised inside the shared unit: the unit rolls back, the member leaves the group."""

    def __init__(self, member: _Member) -> None:
        super().__init__("a member of a group commit failed")
        self.member = member


class CommitGroup:
    """The group commits of one store handle. `commit` blocks until the caller's commit is durable (its result)
    or it must be committed alone (None: the caller then commits it as it would without a group)."""

    def __init__(self, host: GroupHost, *, max_members: int = DEFAULT_MAX_MEMBERS) -> None:
        if not isinstance(max_members, int) or max_members < 1:
            raise ValueError(f"max_members must be a positive integer, not {max_members!r}")
        self._host = host
        self._max = max_members
        self._cond = threading.Condition()
        self._waiting: list[_Member] = []
        self._leading = False
        self.units = 0  # shared units committed (for tests and figures)
        self.members = 0  # commits acknowledged through them

    def commit(self, plan: CommitPlan, sources: Sequence[Source], agent: str, vectors: Any) -> Result | None:
        member = _Member(plan, sources, agent, vectors)
        with self._cond:
            self._waiting.append(member)
            while not member.done:
                if self._leading:
                    self._cond.wait()
                    continue
                self._leading = True
                batch = self._waiting[: self._max]
                del self._waiting[: self._max]
                self._cond.release()
                try:
                    self._lead(batch)
                finally:
                    self._cond.acquire()
                    self._leading = False
                    self._cond.notify_all()
        return None if member.alone else member.result

    def _lead(self, batch: list[_Member]) -> None:
        pending = list(batch)
        try:
            while pending:
                try:
                    failed = self._run(pending)
                except Exception:  # noqa: BLE001 - not swallowed: every member commits alone and meets it itself
                    # The unit's own failure (its BEGIN or COMMIT): nothing of the group was stored.
                    break
                if failed is None:
                    return
                pending.remove(failed)
        finally:
            for member in pending:
                if not member.done:  # the unit failed: its own thread commits it alone
                    member.alone = member.done = True

    def _run(self, pending: list[_Member]) -> _Member | None:
        """One shared unit for `pending`; the member that failed in it (None: all committed, durably)."""
        host = self._host
        spaces: set[str] = set()
        for member in pending:
            spaces.update(member.plan.spaces())
        first = pending[0]
        # (the first member's reads go with the unit's opening, as a commit's alone do: one round trip on PostgreSQL)
        reads = partial(
            host.commit_reads, plan=first.plan, sources=first.sources, agent=first.agent, spaces=first.plan.spaces()
        )
        try:
            with host.writer(spaces=spaces, prelude=reads) as u:
                for member in pending:
                    try:
                        member.stored, member.result = host.commit_in(
                            u, member.plan, member.sources, member.agent, member.vectors, read=member is first
                        )
                    except Exception as exc:
                        raise _MemberFailed(member) from exc
                host.reach("commit.before_durable")
        except _MemberFailed as failed:
            failed.member.alone = failed.member.done = True  # (its own thread meets its error alone)
            return failed.member
        for member in pending:
            host.committed(member.plan, member.stored)
            member.done = True
        self.units += 1
        self.members += len(pending)
        return None
