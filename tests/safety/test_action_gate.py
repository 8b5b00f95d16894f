"""The action gate (DESIGN §7, I1): who may call a tool, on what support, with what in flight — and the
outbox: the decision and the intent are journaled before the tool runs, the result after.

Every test runs on the memory and the SQLite backend (`mem` fixture).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import memtx
from conftest import TickClock
from memtx import ActionBlocked, ActionStatus, Kind, Memory, State

KEY = "order 42/status"
TEXT = "Order 42 arrived damaged and the customer asked for a refund."


def commit_fact(
    mem: Memory,
    *,
    agent: str = "bot",
    key: str = KEY,
    value: str = "Order 42 arrived damaged",
    scope: str = "shared",
    at: float = 10,
    parents: tuple[int, ...] = (),
    kind: str = "belief",
    text: str = TEXT,
) -> memtx.Record:
    src = mem.observe(text, owner=agent, scope=scope, authority=0.9, at=at)
    with mem.transaction(agent=agent) as tx:
        record = tx.propose(key=key, value=value, evidence=value, source=src.id, at=at, parents=parents, kind=kind)
    assert tx.result is not None
    assert tx.result.committed
    return mem.record(record.vid)


def promote(mem: Memory, vid: int, *, agent: str = "bot") -> None:
    with mem.transaction(agent=agent, purpose="external_action") as tx:
        tx.promote(vid)


class Calls:
    """A tool that records its calls (the thing the gate must protect)."""

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []
        self.undone: list[tuple[dict[str, Any], Any]] = []

    def refund(self, **kwargs: Any) -> dict[str, Any]:
        self.calls.append(kwargs)
        return {"refunded": kwargs.get("order")}

    def undo(self, args: dict[str, Any], result: Any) -> None:
        self.undone.append((args, result))


@pytest.fixture
def tools(mem: Memory) -> Calls:
    calls = Calls()
    mem.tools.register("refund", calls.refund)
    mem.tools.register("hold", calls.refund, reversible=True, compensate=calls.undo)
    return calls


def act(mem: Memory, tool: str, vids: list[int], *, agent: str = "bot", **args: Any) -> memtx.ActionResult:
    with mem.transaction(agent=agent, purpose="external_action") as tx:
        return tx.act(tool, args or {"order": 42}, support=vids)


def blocked(mem: Memory, tool: str, vids: list[int], *, agent: str = "bot") -> ActionBlocked:
    with pytest.raises(ActionBlocked) as info:
        act(mem, tool, vids, agent=agent)
    return info.value


# --- registration ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "kwargs", "message"),
    [
        ("x", {"reversible": True}, "compensate"),
        ("x", {"compensate": lambda a, r: None}, "reversible=True"),
        ("", {}, "tool name"),
        ("bad name!", {}, "tool name"),
        ("x", {"reversible": "yes"}, "reversible"),
    ],
)
def test_bad_registrations_are_refused(mem: Memory, name: str, kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(memtx.InvalidArgument, match=message):
        mem.tools.register(name, lambda: None, **kwargs)
    assert name not in mem.tools


def test_a_name_is_registered_once(mem: Memory) -> None:
    mem.tools.register("email", lambda **_: None)
    with pytest.raises(memtx.InvalidArgument, match="already registered"):
        mem.tools.register("email", lambda **_: None)
    with pytest.raises(memtx.InvalidArgument, match="callable"):
        mem.tools.register("other", "not a function")  # type: ignore[arg-type]
    mem.tools.unregister("email")
    mem.tools.register("email", lambda **_: None)


# --- the allowed path -----------------------------------------------------------------------------------


def test_an_allowed_call_runs_once_and_is_recorded_as_a_tool_action(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    result = act(mem, "refund", [fact.vid], order=42, amount=10)
    assert tools.calls == [{"order": 42, "amount": 10}]
    assert result.value == {"refunded": 42}
    assert result.status is ActionStatus.DONE
    assert not result.reversible
    record = mem.record(result.vid)
    assert record.kind is Kind.TOOL_ACTION
    assert record.parents == (fact.vid,)
    assert record.state is State.COMMITTED
    assert record.scope is memtx.Scope.SHARED  # the narrowest scope of its support (DESIGN §8)
    (action,) = mem.actions()
    assert action.id == result.action_id
    assert action.status is ActionStatus.DONE
    assert action.vid == result.vid
    assert action.args_value == {"order": 42, "amount": 10}
    assert action.result_value == {"refunded": 42}
    (decision,) = mem.gate_log(allowed=True)
    assert decision.tool == "refund"
    assert decision.action_id == action.id
    assert decision.support == (fact.vid,)
    assert mem.check().ok


def test_a_reversible_call_may_rest_on_committed_support_with_writes_in_flight(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    other = mem.begin(agent="writer")
    src = mem.observe("Order 7 shipped.", owner="writer", scope="shared", at=11)
    other.propose(key="order 7/status", value="Order 7 shipped", evidence="Order 7 shipped", source=src.id, at=11)
    result = act(mem, "hold", [fact.vid])
    assert result.status is ActionStatus.DONE
    assert len(tools.calls) == 1
    other.abort()


def test_promote_is_seen_by_the_same_transaction(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        promoted = tx.promote(fact.vid)
        assert promoted.state is State.ACTION_SAFE
        assert tx.promote(fact.vid).state is State.ACTION_SAFE  # idempotent
        tx.act("refund", {"order": 42}, support=[fact.vid])
    assert mem.record(fact.vid).state is State.ACTION_SAFE
    assert len(tools.calls) == 1


def test_an_external_action_commit_makes_its_writes_action_safe(mem: Memory, tools: Calls) -> None:
    src = mem.observe(TEXT, owner="bot", scope="shared", authority=0.9, at=10)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        record = tx.propose(
            key=KEY, value="Order 42 arrived damaged", evidence="Order 42 arrived damaged", source=src.id, at=10
        )
    assert mem.record(record.vid).state is State.ACTION_SAFE
    act(mem, "refund", [record.vid])
    assert len(tools.calls) == 1


# --- blocked: each reason, and the tool is never called ------------------------------------------------


def test_missing_support_blocks(mem: Memory, tools: Calls) -> None:
    assert blocked(mem, "refund", []).reason == "missing_support"
    assert blocked(mem, "hold", []).reason == "missing_support"
    assert tools.calls == []


def test_committed_but_not_action_safe_support_blocks_an_irreversible_call(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    error = blocked(mem, "refund", [fact.vid])
    assert error.reason == "support_not_action_safe"
    assert error.tool == "refund"
    (decision,) = mem.gate_log()
    assert not decision.allowed
    assert decision.reason == "support_not_action_safe"
    assert decision.seq == error.decision
    assert mem.actions() == []
    assert tools.calls == []


def test_unknown_or_unreadable_support_is_not_visible_and_reveals_nothing(mem: Memory, tools: Calls) -> None:
    secret = commit_fact(
        mem, agent="carol", key="carol/diagnosis", value="Carol has the flu", text="Carol has the flu.", scope="private"
    )
    promote(mem, secret.vid, agent="carol")
    unknown = blocked(mem, "refund", [9_999])
    private = blocked(mem, "refund", [secret.vid])
    assert unknown.reason == private.reason == "support_not_visible"
    assert str(secret.vid) in private.detail
    assert "unknown version" in private.detail
    assert "unknown version" in unknown.detail
    assert tools.calls == []


def test_another_agents_tentative_record_is_not_visible_as_support(mem: Memory, tools: Calls) -> None:
    src = mem.observe(TEXT, owner="writer", scope="shared", at=10)
    other = mem.begin(agent="writer")
    staged = other.propose(
        key=KEY, value="Order 42 arrived damaged", evidence="Order 42 arrived damaged", source=src.id, at=10
    )
    assert blocked(mem, "hold", [staged.vid]).reason == "support_not_visible"
    other.abort()
    assert tools.calls == []


def test_retracted_support_blocks(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    mem.revoke(fact.vid, agent="bot", reason="the customer lied")
    assert blocked(mem, "refund", [fact.vid]).reason == "support_retracted"
    assert blocked(mem, "hold", [fact.vid]).reason == "support_retracted"
    assert tools.calls == []


def test_support_revoked_after_the_snapshot_blocks(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        mem.revoke(fact.vid, agent="bot", reason="retracted meanwhile")
        with pytest.raises(ActionBlocked) as info:
            tx.act("refund", {"order": 42}, support=[fact.vid])
    assert info.value.reason == "support_retracted"
    assert tools.calls == []


def test_superseded_support_blocks(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        commit_fact(mem, value="Order 42 arrived intact", text="Order 42 arrived intact after all.", at=20)
        with pytest.raises(ActionBlocked) as info:
            tx.act("refund", {"order": 42}, support=[fact.vid])
    assert info.value.reason == "support_superseded"
    assert tools.calls == []


def test_support_committed_after_the_snapshot_is_not_visible(mem: Memory, tools: Calls) -> None:
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        fact = commit_fact(mem)
        with pytest.raises(ActionBlocked) as info:
            tx.act("hold", {"order": 42}, support=[fact.vid])
    assert info.value.reason == "support_not_visible"
    assert tools.calls == []


def test_quarantined_support_blocks(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    summary = commit_fact(
        mem,
        key="order 42/summary",
        value="Order 42 arrived damaged",
        kind="summary",
        parents=(fact.vid,),
        text="Summary: Order 42 arrived damaged.",
    )
    other = commit_fact(
        mem, key="order 42/note", value="Order 42 arrived damaged", text="Note: Order 42 arrived damaged."
    )
    summary2 = commit_fact(
        mem,
        key="order 42/digest",
        value="Order 42 arrived damaged",
        kind="summary",
        parents=(fact.vid, other.vid),
        text="Digest: Order 42 arrived damaged.",
    )
    del summary
    mem.revoke(fact.vid, agent="bot")
    assert mem.record(summary2.vid).state is State.QUARANTINED
    assert blocked(mem, "hold", [summary2.vid]).reason == "support_quarantined"
    assert tools.calls == []


# --- tentative state in flight (condition 1) ----------------------------------------------------------


def stage_elsewhere(mem: Memory, key: str, value: str, text: str) -> memtx.TxnHandle:
    src = mem.observe(text, owner="writer", scope="shared", at=30)
    tx = mem.begin(agent="writer")
    tx.propose(key=key, value=value, evidence=value, source=src.id, at=30)
    return tx


def test_global_gate_blocks_on_any_tentative_write_including_the_callers_own(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    other = stage_elsewhere(mem, "order 7/status", "Order 7 shipped", "Order 7 shipped.")
    error = blocked(mem, "refund", [fact.vid])
    assert error.reason == "tentative_in_flight"
    assert "transaction" in error.detail
    other.abort()
    src = mem.observe("Order 8 shipped.", owner="bot", scope="shared", at=31)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        tx.propose(key="order 8/status", value="Order 8 shipped", evidence="Order 8 shipped", source=src.id, at=31)
        with pytest.raises(ActionBlocked) as info:
            tx.act("refund", {"order": 42}, support=[fact.vid])
        assert info.value.reason == "tentative_in_flight"
    assert tools.calls == []
    act(mem, "refund", [fact.vid])  # nothing in flight any more
    assert len(tools.calls) == 1


def test_own_tentative_record_as_support_is_in_flight(mem: Memory, tools: Calls) -> None:
    src = mem.observe(TEXT, owner="bot", scope="shared", at=10)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        staged = tx.propose(
            key=KEY, value="Order 42 arrived damaged", evidence="Order 42 arrived damaged", source=src.id, at=10
        )
        with pytest.raises(ActionBlocked) as info:
            tx.act("hold", {"order": 42}, support=[staged.vid])
        assert info.value.reason == "tentative_in_flight"
    assert tools.calls == []


def test_scoped_gate_lets_unrelated_writes_through_and_blocks_on_the_support_cone(
    tmp_path: Path, backend_name: str
) -> None:
    url = ":memory:" if backend_name == "memory" else f"sqlite:///{tmp_path / 'scoped.db'}"
    outcomes: dict[str, str] = {}
    for mode in ("global", "scoped"):
        path = url if url == ":memory:" else url.replace("scoped.db", f"{mode}.db")
        with Memory.open(path, clock=TickClock(), gate=mode) as mem:
            assert mem.gate is memtx.GateMode(mode)
            calls = Calls()
            mem.tools.register("refund", calls.refund)
            base = commit_fact(mem, key="customer 9/tier", value="Customer 9 is gold", text="Customer 9 is gold.")
            fact = commit_fact(mem, parents=(base.vid,))
            promote(mem, fact.vid)
            unrelated = stage_elsewhere(mem, "order 7/status", "Order 7 shipped", "Order 7 shipped.")
            try:
                act(mem, "refund", [fact.vid])
                outcomes[mode] = "allowed"
            except ActionBlocked as exc:
                outcomes[mode] = exc.reason
            unrelated.abort()
            # A tentative write on an ancestor's key is in the cone: both modes block.
            ancestor = stage_elsewhere(mem, "customer 9/tier", "Customer 9 is silver", "Customer 9 is silver.")
            assert blocked(mem, "refund", [fact.vid]).reason == "tentative_in_flight"
            ancestor.abort()
            on_key = stage_elsewhere(mem, KEY, "Order 42 arrived intact", "Order 42 arrived intact.")
            assert blocked(mem, "refund", [fact.vid]).reason == "tentative_in_flight"
            on_key.abort()
            assert len(calls.calls) == (1 if mode == "scoped" else 0)
    assert outcomes == {"global": "tentative_in_flight", "scoped": "allowed"}


# --- bad input: a clear error, no tool call, no state change ------------------------------------------


BadCall = Callable[[memtx.TxnHandle, int], object]
BAD_CALLS: list[tuple[str, BadCall, type[Exception]]] = [
    ("unknown-tool", lambda tx, v: tx.act("nope", {}, support=[v]), memtx.UnknownObject),
    ("args-not-dict", lambda tx, v: tx.act("refund", [1], support=[v]), memtx.InvalidArgument),  # type: ignore[arg-type]
    ("args-not-json", lambda tx, v: tx.act("refund", {"o": object()}, support=[v]), memtx.InvalidArgument),
    ("args-bad-key", lambda tx, v: tx.act("refund", {"not ok": 1}, support=[v]), memtx.InvalidArgument),
    ("support-str", lambda tx, v: tx.act("refund", {}, support=str(v)), memtx.InvalidArgument),  # type: ignore[arg-type]
    ("support-bool", lambda tx, v: tx.act("refund", {}, support=[True]), memtx.InvalidArgument),
    ("promote-str", lambda tx, v: tx.promote(str(v)), memtx.InvalidArgument),  # type: ignore[arg-type]
    ("promote-unknown", lambda tx, v: tx.promote(9_999), memtx.UnknownObject),
]


@pytest.mark.parametrize(("name", "call", "error"), BAD_CALLS, ids=[c[0] for c in BAD_CALLS])
def test_bad_calls_change_nothing(mem: Memory, tools: Calls, name: str, call: BadCall, error: type[Exception]) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    before = (mem.check().stats, mem.last_csn(), mem.gate_log(), mem.actions())
    with mem.transaction(agent="bot", purpose="external_action") as tx, pytest.raises(error):
        call(tx, fact.vid)
    assert (mem.check().stats, mem.last_csn(), mem.gate_log(), mem.actions()) == before
    assert tools.calls == []


def test_acting_outside_an_external_action_transaction_is_refused(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    csn = mem.last_csn()
    with mem.transaction(agent="bot") as tx:
        with pytest.raises(memtx.InvalidArgument, match="external_action"):
            tx.act("refund", {"order": 42}, support=[fact.vid])
        with pytest.raises(memtx.InvalidArgument, match="external_action"):
            tx.promote(fact.vid)
    assert tools.calls == []
    assert mem.gate_log() == []
    assert mem.last_csn() == csn


def test_promote_refuses_what_is_not_committed(mem: Memory) -> None:
    fact = commit_fact(mem)
    mem.revoke(fact.vid, agent="bot")
    newer = commit_fact(mem, value="Order 42 arrived intact", text="Order 42 arrived intact.", at=20)
    newest = commit_fact(mem, value="Order 42 arrived scratched", text="Order 42 arrived scratched.", at=30)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        with pytest.raises(memtx.InvalidArgument, match="revoked"):
            tx.promote(fact.vid)
        with pytest.raises(memtx.InvalidArgument, match="superseded"):
            tx.promote(newer.vid)
        tx.promote(newest.vid)


def test_a_closed_transaction_cannot_act(mem: Memory, tools: Calls) -> None:
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        pass
    with pytest.raises(memtx.TransactionClosed):
        tx.act("refund", {"order": 42}, support=[fact.vid])
    assert tools.calls == []


def test_a_tool_that_raises_is_recorded_as_failed_and_the_error_reaches_the_caller(mem: Memory) -> None:
    def broken(**_: Any) -> None:
        raise ConnectionError("payment service down")

    mem.tools.register("pay", broken)
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    with pytest.raises(ConnectionError, match="payment service down"):
        act(mem, "pay", [fact.vid])
    (action,) = mem.actions()
    assert action.status is ActionStatus.FAILED
    assert "payment service down" in action.error
    assert action.vid is None
    assert mem.check().ok


def test_a_result_that_is_not_json_is_recorded_by_its_repr(mem: Memory) -> None:
    marker = object()
    mem.tools.register("odd", lambda **_: marker)
    fact = commit_fact(mem)
    promote(mem, fact.vid)
    result = act(mem, "odd", [fact.vid])
    assert result.value is marker
    (action,) = mem.actions()
    assert action.result_value == {"memtx_unserializable": repr(marker)}


def test_the_memtx_namespace_is_reserved(mem: Memory) -> None:
    src = mem.observe(TEXT, owner="bot", at=10)
    with mem.transaction(agent="bot") as tx, pytest.raises(memtx.AdmissionRejected, match="reserved"):
        tx.propose(key="memtx:action 1/refund", value="Order 42", evidence="Order 42", source=src.id)


def test_an_unknown_gate_mode_is_refused() -> None:
    with pytest.raises(memtx.InvalidArgument, match="gate"):
        Memory.open(":memory:", gate="loose")
