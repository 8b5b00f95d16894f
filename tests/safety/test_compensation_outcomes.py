"""A compensation's outcome and the errors of a revocation (DESIGN §9): an outcome the store refuses to record
is held by the process and recorded later — never left `compensating`, never reported as a transient error of a
revocation that completed —, revoking a revoked version answers the earlier report, and a call raises only its
own failures (another revocation's compensation, run on the way, is reported, not raised)."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from pathlib import Path
from typing import Any

import pytest

import memtx
from conftest import TickClock, store_url
from memtx import (
    ActionStatus,
    CompensationFailed,
    Memory,
    OutcomeNotRecorded,
    State,
    StorageBusy,
    TransientError,
)
from memtx.storage import Backend, Unit, open_backend
from memtx.storage.shapes import VisibleLookup
from memtx.storage.sqlite import SQLiteBackend

TEXT = "Order 42 arrived damaged and the customer asked for a refund."
VALUE = "Order 42 arrived damaged"


class Refusing(Backend):
    """A backend that refuses a write unit with `StorageBusy` before it touches the store (as a store locked by
    other writers past its busy timeout would): the next `refuse` write units, or the one after `passing`
    more have gone through. Everything else is the wrapped backend's."""

    def __init__(self, inner: Backend) -> None:
        self.inner = inner
        self.url = inner.url
        self.refuse = 0
        self.passing: int | None = None

    @contextmanager
    def _refused(self) -> Iterator[Unit]:
        raise StorageBusy("the store stayed busy past the timeout (injected)")
        yield  # pragma: no cover

    def unit(self, *, write: bool, durable: bool = True) -> AbstractContextManager[Unit]:
        if write and self.passing is not None:
            self.passing -= 1
            if self.passing < 0:
                self.passing = None
                return self._refused()
        if write and self.refuse > 0:
            self.refuse -= 1
            return self._refused()
        return self.inner.unit(write=write, durable=durable)

    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        return self.inner.lookup_visible(reader=reader, alias=alias, ckey=ckey)

    def last_csn(self) -> int:
        return self.inner.last_csn()

    def close(self) -> None:
        self.inner.close()


@pytest.fixture
def refusing(backend_name: str, tmp_path: Path) -> Iterator[tuple[Memory, Refusing]]:
    backend = Refusing(open_backend(store_url(backend_name, tmp_path)))
    mem = Memory.attach(backend, clock=TickClock())
    yield mem, backend
    backend.refuse, backend.passing = 0, None
    mem.close()


def safe_fact(mem: Memory, text: str = TEXT, *, key: str = "order 42/status") -> memtx.Record:
    value = text.split(" and ", maxsplit=1)[0]
    src = mem.observe(text, owner="bot", scope="shared", authority=0.9, at=10)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        record = tx.propose(key=key, value=value, evidence=value, source=src.id, at=10)
    return mem.record(record.vid)


def act(mem: Memory, tool: str, vid: int, **args: Any) -> memtx.ActionResult:
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        return tx.act(tool, args or {"order": 42}, support=[vid])


# --- an outcome the store refuses to record (issue 29 item 12) ---------------------------------------------


def test_an_outcome_the_store_refuses_is_held_reported_as_such_and_recorded_later(
    refusing: tuple[Memory, Refusing],
) -> None:
    mem, backend = refusing
    undone: list[dict[str, Any]] = []

    def undo(args: dict[str, Any], result: Any) -> None:
        undone.append(args)
        backend.refuse = 1  # the write that records this outcome is refused

    mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    fact = safe_fact(mem)
    held = act(mem, "hold", fact.vid)
    with pytest.raises(OutcomeNotRecorded) as info:
        mem.revoke(fact.vid, agent="bot", reason="the customer lied")
    error = info.value
    assert not isinstance(error, TransientError)  # the revocation completed: retrying it is not the remedy
    assert [a.id for a in error.actions] == [held.action_id]
    assert error.actions[0].status is ActionStatus.COMPENSATED  # what happened, not what the store knows
    report = error.report
    assert report is not None
    assert report.revoked == [fact.vid]
    assert report.compensated == [held.vid]
    assert report.unrecorded == (held.action_id,)
    assert mem.record(fact.vid).state is State.REVOKED
    (stored,) = mem.actions()
    assert stored.status is ActionStatus.COMPENSATING  # the store has not learnt it yet...
    (recorded,) = mem.compensate_due()  # ...and compensate_due sees it: the held outcome is recorded
    assert (recorded.id, recorded.status) == (held.action_id, ActionStatus.COMPENSATED)
    (stored,) = mem.actions()
    assert stored.status is ActionStatus.COMPENSATED
    assert mem.actions(needs_operator=True) == []
    assert undone == [{"order": 42}]  # called once
    again = mem.revoke(fact.vid, agent="bot", reason="the customer lied")  # idempotent: the earlier report
    assert again.steps == report.steps
    assert (again.csn, again.root, again.unrecorded) == (report.csn, report.root, ())
    assert undone == [{"order": 42}]
    assert mem.check().ok


def test_a_revoke_retried_after_a_storage_error_returns_the_earlier_report(
    refusing: tuple[Memory, Refusing],
) -> None:
    """`mem.run` retries a transient error; one raised after the revocation completed (here: the claim of
    its compensation) must not make the retry fail with `revoked -> revoked`."""
    mem, backend = refusing
    undone: list[dict[str, Any]] = []
    mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
    fact = safe_fact(mem)
    held = act(mem, "hold", fact.vid)
    calls: list[int] = []

    def revoke() -> memtx.RepairReport:
        calls.append(1)
        if len(calls) == 1:
            backend.passing = 2  # its two units (mark, complete) go through; the compensation's claim is refused
        return mem.revoke(fact.vid, agent="bot", reason="wrong")

    report = mem.run(revoke, attempts=3, backoff=0)
    assert len(calls) == 2  # the first attempt raised StorageBusy after completing the revocation
    assert report.revoked == [fact.vid]
    assert report.compensated == [held.vid]
    assert undone == [{"order": 42}]
    assert mem.actions()[0].status is ActionStatus.COMPENSATED
    assert mem.check().ok


def test_revoking_a_revoked_version_returns_the_report_of_the_revocation_that_did_it(mem: Memory) -> None:
    undone: list[dict[str, Any]] = []
    mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
    fact = safe_fact(mem)
    held = act(mem, "hold", fact.vid)
    first = mem.revoke(fact.vid, agent="bot", reason="wrong")
    assert mem.revoke(fact.vid, agent="bot", reason="wrong") == first
    assert mem.revoke(fact.vid, agent="bot", reason="another reason") == first  # what was done, once
    # The tool call's record was revoked by the same revocation; retracting it directly stays refused.
    with pytest.raises(memtx.InvalidArgument, match="records a tool call"):
        mem.revoke(held.vid, agent="bot")
    assert undone == [{"order": 42}]
    assert mem.check().ok


def test_a_version_revoked_by_a_cascade_answers_its_root_revocation(mem: Memory) -> None:
    root = safe_fact(mem)
    with mem.transaction(agent="bot") as tx:
        child = tx.propose(
            key="order 42/refund", value=VALUE, evidence=VALUE, source=root.source_id, parents=[root.vid], at=11
        )
    first = mem.revoke(root.vid, agent="bot", reason="wrong")
    assert first.revoked == [root.vid, child.vid]  # a belief derived from it is revoked with it (DESIGN §9)
    assert mem.revoke(child.vid, agent="bot") == first


def test_revoking_a_version_whose_transaction_aborted_says_it_never_was_visible(mem: Memory) -> None:
    src = mem.observe(TEXT, owner="bot", scope="shared", authority=0.9, at=10)
    tx = mem.begin(agent="bot")
    staged = tx.propose(key="order 42/status", value=VALUE, evidence=VALUE, source=src.id, at=10)
    tx.abort()
    with pytest.raises(memtx.InvalidArgument, match="never visible"):
        mem.revoke(staged.vid, agent="bot")


def test_a_held_outcome_is_recorded_when_the_store_closes(backend_name: str, tmp_path: Path) -> None:
    if backend_name == "memory":
        pytest.skip("the reference backend lives in its handle: nothing to reopen")
    url = store_url(backend_name, tmp_path)
    backend = Refusing(open_backend(url))
    mem = Memory.attach(backend, clock=TickClock())

    def undo(args: dict[str, Any], result: Any) -> None:
        backend.refuse = 1

    mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    fact = safe_fact(mem)
    act(mem, "hold", fact.vid)
    with pytest.raises(OutcomeNotRecorded):
        mem.revoke(fact.vid, agent="bot")
    mem.close()  # the store accepts writes again: the held outcome is recorded on the way out
    with Memory.open(url, clock=TickClock()) as reopened:
        (action,) = reopened.actions()
        assert action.status is ActionStatus.COMPENSATED  # not compensation_unknown: it ran, and it says so
        assert reopened.check().ok


def test_sqlite_locked_by_another_writer_while_the_outcome_is_recorded(tmp_path: Path) -> None:
    """The reported case on a real lock: another connection holds SQLite's write lock when the compensation
    returns, past the busy timeout."""
    path = tmp_path / "m.db"
    mem = Memory.attach(SQLiteBackend(path, busy_timeout=0.05), clock=TickClock())
    blocker = sqlite3.connect(path, isolation_level=None)
    undone: list[dict[str, Any]] = []

    def undo(args: dict[str, Any], result: Any) -> None:
        undone.append(args)
        blocker.execute("BEGIN IMMEDIATE")  # another writer takes the lock and keeps it

    try:
        mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
        fact = safe_fact(mem)
        act(mem, "hold", fact.vid)
        with pytest.raises(OutcomeNotRecorded) as info:
            mem.revoke(fact.vid, agent="bot")
        assert isinstance(info.value.__context__, StorageBusy) or "busy" in str(info.value)
        assert info.value.report is not None
        assert info.value.report.revoked == [fact.vid]
        blocker.execute("ROLLBACK")
        assert [a.status for a in mem.compensate_due()] == [ActionStatus.COMPENSATED]
        assert mem.revoke(fact.vid, agent="bot").compensated == info.value.report.compensated
        assert undone == [{"order": 42}]
        assert mem.check().ok
    finally:
        blocker.close()
        mem.close()


# --- errors belong to the call that caused them (issue 29 item 13) -----------------------------------------


def _two_calls(mem: Memory, undo: Any) -> tuple[memtx.Record, memtx.Record, memtx.ActionResult, memtx.ActionResult]:
    mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    a = safe_fact(mem)
    b = safe_fact(mem, "Order 7 arrived late and the customer asked for a refund.", key="order 7/status")
    return a, b, act(mem, "hold", a.vid, order=42), act(mem, "hold", b.vid, order=7)


def test_a_revoke_reports_another_revocations_failed_compensation_and_does_not_raise_it(mem: Memory) -> None:
    undone: list[int] = []

    def undo(args: dict[str, Any], result: Any) -> None:
        if args["order"] == 7:
            raise RuntimeError("refund API refused the reversal of order 7")
        undone.append(args["order"])

    a, b, call_a, call_b = _two_calls(mem, undo)
    other = Memory.attach(
        mem.store_context.backend, clock=TickClock()
    )  # another process: the tool is not registered there
    pending = other.revoke(b.vid, agent="bot")
    assert pending.steps[1].action is not None
    assert pending.steps[1].action.status is ActionStatus.COMPENSATION_PENDING
    report = mem.revoke(a.vid, agent="bot")  # runs b's compensation on the way; its failure is not a's
    assert report.revoked == [a.vid]
    assert report.compensated == [call_a.vid]
    assert [(x.id, x.status) for x in report.others] == [(call_b.action_id, ActionStatus.COMPENSATION_FAILED)]
    assert undone == [42]
    (failed,) = mem.actions(needs_operator=True)
    assert (failed.id, failed.status) == (call_b.action_id, ActionStatus.COMPENSATION_FAILED)
    assert mem.check().ok


def test_registering_a_tool_runs_due_compensations_without_raising_their_failures(mem: Memory) -> None:
    def undo(args: dict[str, Any], result: Any) -> None:
        raise RuntimeError("refund API refused the reversal")

    mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    fact = safe_fact(mem)
    call = act(mem, "hold", fact.vid)
    mem.tools.unregister("hold")
    mem.revoke(fact.vid, agent="bot")  # due, for a tool not registered here
    tool = mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    assert tool.name == "hold"
    assert "hold" in mem.tools  # registered: the compensation's failure was not the registration's
    (failed,) = mem.actions(needs_operator=True)
    assert (failed.id, failed.status) == (call.action_id, ActionStatus.COMPENSATION_FAILED)
    with pytest.raises(memtx.InvalidArgument, match="already registered"):
        mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)


def test_a_registration_the_store_refuses_registers_nothing(refusing: tuple[Memory, Refusing]) -> None:
    mem, backend = refusing
    undone: list[dict[str, Any]] = []
    mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
    fact = safe_fact(mem)
    act(mem, "hold", fact.vid)
    mem.tools.unregister("hold")
    mem.revoke(fact.vid, agent="bot")
    backend.refuse = 1  # the claim of the due compensation
    with pytest.raises(StorageBusy):
        mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
    assert "hold" not in mem.tools  # nothing registered: a retry is the remedy
    mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
    assert undone == [{"order": 42}]
    assert mem.actions()[0].status is ActionStatus.COMPENSATED


def test_compensate_due_raises_its_own_failures(mem: Memory) -> None:
    def undo(args: dict[str, Any], result: Any) -> None:
        raise RuntimeError("refund API refused the reversal")

    mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    fact = safe_fact(mem)
    act(mem, "hold", fact.vid)
    other = Memory.attach(mem.store_context.backend, clock=TickClock())
    other.revoke(fact.vid, agent="bot")
    with pytest.raises(CompensationFailed, match="refused"):
        mem.compensate_due()  # the compensations it ran are this call's own
    assert mem.compensate_due() == []


EXIT_SCRIPT = """
import sqlite3, sys
import memtx
from memtx.storage.sqlite import SQLiteBackend

path = sys.argv[1]
mem = memtx.Memory.attach(SQLiteBackend(path, busy_timeout=0.05))
blocker = sqlite3.connect(path, isolation_level=None)
mem.tools.register("hold", lambda order: order, reversible=True,
                   compensate=lambda a, r: blocker.execute("BEGIN IMMEDIATE"))
text = "Order 42 arrived damaged and the customer asked for a refund."
src = mem.observe(text, owner="bot", scope="shared", authority=0.9, at=10)
with mem.transaction(agent="bot", purpose="external_action") as tx:
    fact = tx.propose(key="order 42/status", value="Order 42 arrived damaged",
                      evidence="Order 42 arrived damaged", source=src.id, at=10)
with mem.transaction(agent="bot", purpose="external_action") as tx:
    tx.act("hold", {"order": 42}, support=[fact.vid])
try:
    mem.revoke(fact.vid, agent="bot")
except memtx.OutcomeNotRecorded:
    print("held")
blocker.execute("ROLLBACK")
# the process ends without closing the store
"""


def test_a_held_outcome_is_recorded_when_the_process_exits(tmp_path: Path) -> None:
    path = tmp_path / "m.db"
    done = subprocess.run(
        [sys.executable, "-c", EXIT_SCRIPT, str(path)], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["held"]
    with Memory.open(path, clock=TickClock()) as mem:
        (action,) = mem.actions()
        assert action.status is ActionStatus.COMPENSATED  # recorded at exit, not compensation_unknown
        assert mem.check().ok
