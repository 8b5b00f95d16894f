"""Outbox discipline and compensation (DESIGN §7, §9): a call's outcome is never guessed, a call is never
re-run, and a compensation runs exactly once — across a SIGKILL and a reopen too."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import memtx
from conftest import TickClock, postgres_schema, postgres_schema_url, with_postgres_schema
from memtx import ActionStatus, CompensationFailed, InvalidArgument, Memory, State, TransactionClosed
from memtx.storage import Backend
from memtx.storage.memory import MemoryBackend
from memtx.storage.postgres import PostgresBackend

TEXT = "Order 42 arrived damaged and the customer asked for a refund."
VALUE = "Order 42 arrived damaged"


def safe_fact(mem: Memory, *, agent: str = "bot") -> memtx.Record:
    src = mem.observe(TEXT, owner=agent, scope="shared", authority=0.9, at=10)
    with mem.transaction(agent=agent, purpose="external_action") as tx:
        record = tx.propose(key="order 42/status", value=VALUE, evidence=VALUE, source=src.id, at=10)
    return mem.record(record.vid)


def act(mem: Memory, tool: str, vid: int, **args: Any) -> memtx.ActionResult:
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        return tx.act(tool, args or {"order": 42}, support=[vid])


def test_revocation_compensates_a_reversible_call_once_and_leaks_an_irreversible_one(mem: Memory) -> None:
    undone: list[tuple[dict[str, Any], Any]] = []
    mem.tools.register(
        "hold",
        lambda order: {"hold": order},
        reversible=True,
        compensate=lambda args, result: undone.append((args, result)),
    )
    mem.tools.register("email", lambda order: "sent")
    fact = safe_fact(mem)
    held = act(mem, "hold", fact.vid)
    mailed = act(mem, "email", fact.vid)
    report = mem.revoke(fact.vid, agent="bot", reason="the customer lied")
    assert undone == [({"order": 42}, {"hold": 42})]
    assert report.compensated == [held.vid]
    assert report.leaked == [mailed.vid]
    assert report.revoked == [fact.vid]
    assert {s.vid: s.after for s in report.steps} == {
        fact.vid: State.REVOKED,
        held.vid: State.REVOKED,
        mailed.vid: State.REVOKED,
    }
    (leak,) = mem.leaks()
    assert leak.id == mailed.action_id
    assert leak.cause == fact.vid
    assert [a.id for a in mem.actions(needs_operator=True)] == [mailed.action_id]
    assert mem.compensate_due() == []  # nothing runs twice
    assert len(undone) == 1
    assert mem.check().ok


def test_a_compensation_waits_for_its_tool_and_runs_once_when_registered(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    undone: list[dict[str, Any]] = []
    with Memory.open(url, clock=TickClock()) as mem:
        mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
        fact = safe_fact(mem)
        held = act(mem, "hold", fact.vid)
    with Memory.open(url, clock=TickClock()) as other:  # a process that does not know the tool
        report = other.revoke(fact.vid, agent="bot")
        assert report.steps[1].action is not None
        assert report.steps[1].action.status is ActionStatus.COMPENSATION_PENDING
    assert undone == []
    with Memory.open(url, clock=TickClock()) as mem:
        mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
        assert undone == [{"order": 42}]
        (action,) = mem.actions()
        assert action.status is ActionStatus.COMPENSATED
        assert action.vid == held.vid
    with Memory.open(url, clock=TickClock()) as mem:
        mem.tools.register("hold", lambda order: order, reversible=True, compensate=lambda a, r: undone.append(a))
    assert undone == [{"order": 42}]


def test_a_compensation_that_raises_is_surfaced_and_not_retried(mem: Memory) -> None:
    attempts: list[int] = []

    def undo(args: dict[str, Any], result: Any) -> None:
        attempts.append(1)
        raise RuntimeError("refund API refused the reversal")

    mem.tools.register("hold", lambda order: order, reversible=True, compensate=undo)
    fact = safe_fact(mem)
    act(mem, "hold", fact.vid)
    with pytest.raises(CompensationFailed, match="refund API refused") as info:
        mem.revoke(fact.vid, agent="bot")
    assert mem.record(fact.vid).state is State.REVOKED  # the retraction itself is complete
    assert info.value.report is not None
    assert info.value.report.revoked == [fact.vid]
    (action,) = mem.actions(needs_operator=True)
    assert action.status is ActionStatus.COMPENSATION_FAILED
    assert "refused" in action.error
    assert mem.compensate_due() == []
    assert attempts == [1]


def test_a_one_parameter_compensation_receives_the_action(mem: Memory) -> None:
    seen: list[memtx.Action] = []
    mem.tools.register("hold", lambda order: order, reversible=True, compensate=seen.append)
    fact = safe_fact(mem)
    act(mem, "hold", fact.vid)
    mem.revoke(fact.vid, agent="bot")
    assert [a.args_value for a in seen] == [{"order": 42}]


def test_support_retracted_while_the_tool_runs_is_repaired_at_once(mem: Memory) -> None:
    undone: list[dict[str, Any]] = []
    fact = safe_fact(mem)

    def hold_and_meanwhile_revoke(order: int) -> int:
        mem.revoke(fact.vid, agent="bot", reason="retracted during the call")  # another writer, meanwhile
        return order

    mem.tools.register("hold", hold_and_meanwhile_revoke, reversible=True, compensate=lambda a, r: undone.append(a))
    result = act(mem, "hold", fact.vid)
    assert result.status is ActionStatus.COMPENSATION_PENDING
    assert undone == [{"order": 42}]
    assert mem.record(result.vid).state is State.REVOKED
    assert mem.actions()[0].status is ActionStatus.COMPENSATED
    assert mem.check().ok


# --- crashes (SIGKILL) between the intent and the result -------------------------------------------------

CRASH_SCRIPT = textwrap.dedent(
    """
    import json, os, signal, sys
    import memtx

    url, phase, log = sys.argv[1], sys.argv[2], sys.argv[3]

    def note(what):
        with open(log, "a") as f:
            f.write(what + "\\n")
            f.flush()
            os.fsync(f.fileno())

    def transfer(order):
        note("transfer")
        if phase == "call":
            os.kill(os.getpid(), signal.SIGKILL)
        return {"order": order}

    def undo(args, result):
        note("undo")
        if phase == "compensate":
            os.kill(os.getpid(), signal.SIGKILL)

    mem = memtx.Memory.open(url)
    mem.tools.register("transfer", transfer, reversible=True, compensate=undo)
    if phase == "call":
        fact = json.loads(sys.argv[4])
        with mem.transaction(agent="bot", purpose="external_action") as tx:
            tx.act("transfer", {"order": 42}, support=[fact])
    else:
        mem.revoke(json.loads(sys.argv[4]), agent="bot", reason="fraud")
    print("survived")
    """
)


def run_crash(tmp_path: Path, url: str, phase: str, vid: int) -> subprocess.CompletedProcess[str]:
    script = tmp_path / "crash.py"
    script.write_text(CRASH_SCRIPT)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    return subprocess.run(
        [sys.executable, str(script), url, phase, str(tmp_path / "log"), json.dumps(vid)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )


def log_lines(tmp_path: Path) -> list[str]:
    path = tmp_path / "log"
    return path.read_text().split() if path.exists() else []


def test_sigkill_during_the_call_leaves_an_unknown_outcome_that_is_never_rerun(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with Memory.open(url) as mem:
        fact = safe_fact(mem)
    proc = run_crash(tmp_path, url, "call", fact.vid)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert log_lines(tmp_path) == ["transfer"]
    with Memory.open(url) as mem:
        (action,) = mem.actions()
        assert action.status is ActionStatus.UNKNOWN_OUTCOME
        assert action.vid is None
        assert mem.actions(needs_operator=True) == [action]
        (decision,) = mem.gate_log()
        assert decision.allowed
        assert decision.action_id == action.id
        mem.tools.register("transfer", lambda order: order, reversible=True, compensate=lambda a, r: None)
        assert mem.compensate_due() == []
        assert mem.check().ok
    assert log_lines(tmp_path) == ["transfer"]  # nothing ran again


def test_sigkill_during_a_compensation_is_surfaced_and_never_rerun(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with Memory.open(url) as mem:
        fact = safe_fact(mem)
        mem.tools.register("transfer", lambda order: order, reversible=True, compensate=lambda a, r: None)
        act(mem, "transfer", fact.vid)
    proc = run_crash(tmp_path, url, "compensate", fact.vid)
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    assert log_lines(tmp_path) == ["undo"]
    with Memory.open(url) as mem:
        assert mem.record(fact.vid).state is State.REVOKED  # the retraction committed before the undo ran
        (action,) = mem.actions()
        assert action.status is ActionStatus.COMPENSATION_UNKNOWN
        calls: list[Any] = []
        mem.tools.register("transfer", lambda order: order, reversible=True, compensate=lambda a, r: calls.append(a))
        assert mem.compensate_due() == []
        assert calls == []
        assert mem.actions(needs_operator=True)[0].id == action.id
        assert mem.check().ok
    assert log_lines(tmp_path) == ["undo"]


def test_a_live_process_call_is_not_settled_by_another_open(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    with Memory.open(url) as mem:
        fact = safe_fact(mem)
        statuses: list[ActionStatus] = []

        def slow(order: int) -> int:
            with Memory.open(url) as other:  # opens (and settles orphans) while this call is running
                statuses.append(other.actions()[0].status)
            return order

        mem.tools.register("slow", slow)
        act(mem, "slow", fact.vid)
        assert statuses == [ActionStatus.IN_PROGRESS]
        assert mem.actions()[0].status is ActionStatus.DONE


def test_a_tool_action_record_is_not_revoked_directly(mem: Memory) -> None:
    mem.tools.register("email", lambda order: "sent")
    fact = safe_fact(mem)
    sent = act(mem, "email", fact.vid)
    with pytest.raises(memtx.InvalidArgument, match="revoke its support"):
        mem.revoke(sent.vid, agent="bot")
    mem.revoke(fact.vid, agent="bot")
    assert mem.leaks()[0].vid == sent.vid


def test_a_registered_view_is_rebuilt_from_what_survives(mem: Memory) -> None:
    src = mem.observe("Order 42 arrived damaged. Order 42 was refunded.", owner="bot", scope="shared", at=10)
    with mem.transaction(agent="bot") as tx:
        damaged = tx.propose(
            key="order 42/damage",
            value="Order 42 arrived damaged",
            evidence="Order 42 arrived damaged",
            source=src.id,
            at=10,
        )
        refunded = tx.propose(
            key="order 42/refund", value="Order 42 was refunded", evidence="Order 42 was refunded", source=src.id, at=10
        )
    with mem.transaction(agent="bot") as tx:
        tx.propose(
            key="order 42/summary",
            value="Order 42 arrived damaged",
            evidence="Order 42 arrived damaged",
            source=src.id,
            at=10,
            kind="summary",
            parents=[damaged.vid, refunded.vid],
        )
    rebuilt: list[int] = []

    def rebuild(m: Memory, stale: memtx.Record) -> None:
        rebuilt.append(stale.vid)
        with m.transaction(agent="bot") as tx:
            tx.propose(
                key=stale.key,
                value="Order 42 was refunded",
                evidence="Order 42 was refunded",
                source=src.id,
                at=11,
                kind="summary",
                parents=[refunded.vid],
            )

    mem.views.register("order 42/", rebuild)
    report = mem.revoke(damaged.vid, agent="bot")
    assert rebuilt == report.quarantined
    assert mem.get("order 42/summary", agent="bot").value == "Order 42 was refunded"  # type: ignore[union-attr]
    with pytest.raises(memtx.InvalidArgument, match="already registered"):
        mem.views.register("order 42/", rebuild)


ORPHAN_SCRIPT = textwrap.dedent(
    """
    import os, signal, sys
    import memtx

    mem = memtx.Memory.open(sys.argv[1])
    src = mem.observe("Order 7 was returned.", owner="writer", scope="shared", at=10)
    tx = mem.begin(agent="writer")
    tx.propose(key="order 7/status", value="Order 7 was returned", evidence="Order 7 was returned", source=src.id)
    os.kill(os.getpid(), signal.SIGKILL)
    """
)


@pytest.fixture(params=["sqlite", "postgres"])
def shared_url(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """A store URL several processes (and, for PostgreSQL, hosts) can open."""
    postgres = request.param == "postgres"
    url = postgres_schema_url(postgres_schema(tmp_path)) if postgres else f"sqlite:///{tmp_path / 'm.db'}"
    yield from with_postgres_schema(url, postgres, tmp_path)


def test_an_orphaned_transaction_is_aborted_on_open_and_stops_blocking_the_gate(
    tmp_path: Path, shared_url: str
) -> None:
    url = shared_url
    with Memory.open(url) as mem:
        fact = safe_fact(mem)
    script = tmp_path / "orphan.py"
    script.write_text(ORPHAN_SCRIPT)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.run(
        [sys.executable, str(script), url], capture_output=True, text=True, timeout=120, env=env, check=False
    )
    assert proc.returncode == -signal.SIGKILL, proc.stderr
    with Memory.open(url) as mem:
        assert mem.open_transactions() == []
        mem.tools.register("email", lambda order: "sent")
        assert act(mem, "email", fact.vid).status is ActionStatus.DONE  # nothing in flight any more
        (aborted,) = [e for e in mem.journal(limit=1_000) if e.event.reason.startswith("txn_aborted:orphaned")]
        assert aborted.agent == "writer"
        assert mem.check().ok


def test_attach_does_what_open_does_and_checks_its_process_name() -> None:
    backend = MemoryBackend()
    first = Memory.attach(backend, process="sim:writer:1")
    src = first.observe("Order 7 was returned.", owner="writer", scope="shared", at=10)
    tx = first.begin(agent="writer")
    tx.propose(key="order 7/status", value="Order 7 was returned", evidence="Order 7 was returned", source=src.id)
    assert first.open_transactions()[0].process == "sim:writer:1"
    with pytest.raises(memtx.InvalidArgument, match="process"):
        Memory.attach(MemoryBackend(), process="")


@pytest.mark.parametrize("backend_kind", ["memory", "postgres"])
def test_a_transaction_of_another_host_is_orphaned_when_its_lease_runs_out(backend_kind: str, tmp_path: Path) -> None:
    """DESIGN §10 across hosts: this host cannot ask another whether its process lives; an open transaction
    whose lease ran out (no operation renewed it) is aborted as orphaned, and its handle learns it. On
    PostgreSQL the two "hosts" hold two connections to one schema."""
    for _ in with_postgres_schema(None, backend_kind == "postgres", tmp_path):
        _lease_runs_out(backend_kind, tmp_path)


def _lease_runs_out(backend_kind: str, tmp_path: Path) -> None:
    url = postgres_schema_url(postgres_schema(tmp_path))

    def backend() -> Backend:
        return MemoryBackend() if backend_kind == "memory" else PostgresBackend(url)

    shared = backend()
    now = [1_000.0]
    remote = Memory.attach(shared, process="another-host:4242:99", lease=30.0, clock=lambda: now[0])
    src = remote.observe("Alice lives in Paris.", owner="alice", scope="shared", authority=0.9, at=1.0)
    tx = remote.begin(agent="alice")
    tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    now[0] += 20.0
    tx.keep_alive()  # renewed: leased until 1,050 now
    now[0] += 20.0
    here = Memory.attach(shared if backend_kind == "memory" else backend(), lease=30.0, clock=lambda: now[0])
    # at 1,040: still leased
    assert [t.id for t in here.open_transactions()] == [tx.id]
    now[0] += 20.0  # 1,060: past the lease
    (aborted,) = here.abort_orphaned_transactions()
    assert aborted.txn_id == tx.id
    assert aborted.abort_reason == "lease_expired"
    assert here.open_transactions() == []
    assert here.in_flight() == {}
    with pytest.raises(TransactionClosed):
        tx.keep_alive()
    assert tx.result is not None
    assert tx.result.aborted
    for handle in {id(b): b for b in (remote.store_context.backend, here.store_context.backend)}.values():
        handle.close()


def test_a_live_local_transaction_idle_past_its_lease_is_swept() -> None:
    """DESIGN §10 amended (issue 29 item 11): the lease applies to a live process's idle transaction too — it
    blocks the global gate as surely as a dead one's. (Before, a live process of this host was never aborted
    for its lease.)"""
    backend = MemoryBackend()
    now = [1_000.0]
    mem = Memory.attach(backend, lease=5.0, clock=lambda: now[0])
    src = mem.observe("Alice lives in Paris.", owner="alice", scope="shared", authority=0.9, at=1.0)
    tx = mem.begin(agent="alice")
    tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    now[0] += 3_600.0
    (swept,) = mem.abort_orphaned_transactions()
    assert (swept.txn_id, swept.abort_reason) == (tx.id, "lease_expired")
    with pytest.raises(TransactionClosed, match="lease_expired"):
        tx.commit()


def test_a_bad_lease_is_refused() -> None:
    for bad in (0, -1, float("inf"), True, "60"):
        with pytest.raises(InvalidArgument, match="lease"):
            Memory.attach(MemoryBackend(), lease=bad)  # type: ignore[arg-type]
