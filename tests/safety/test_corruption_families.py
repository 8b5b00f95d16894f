"""The MemTX corruption families, each twice: on a plain last-writer-wins store (what a memory that
stores whatever the model emits does: no transactions, no admission, no gate, no repair) the harm
happens; on memtx it does not. Every scenario states its harm as one predicate over what an agent saw
or what a tool did, and runs on both memtx backends.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pytest

import memtx
from memtx import Memory, State


@dataclass
class LastWriterWins:
    """The baseline: one dict, every write lands and is visible at once, tools just run."""

    data: dict[str, tuple[str, str, str]] = field(default_factory=dict)  # key -> (value, owner, scope)
    derived: dict[str, list[str]] = field(default_factory=dict)  # key -> keys derived from it
    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)

    def put(self, key: str, value: str, *, owner: str, scope: str = "shared", parents: tuple[str, ...] = ()) -> None:
        self.data[key] = (value, owner, scope)
        for parent in parents:
            self.derived.setdefault(parent, []).append(key)

    def get(self, key: str) -> str | None:
        found = self.data.get(key)
        return None if found is None else found[0]

    def delete(self, key: str) -> None:
        self.data.pop(key, None)  # derived keys stay: nothing tracks them

    def call(self, tool: str, **args: Any) -> None:
        self.calls.append((tool, args))


# --- memtx helpers ----------------------------------------------------------------------------------------


def write(
    mem: Memory,
    key: str,
    value: str,
    *,
    agent: str,
    authority: float = 0.9,
    scope: str = "shared",
    at: float = 10,
    parents: tuple[int, ...] = (),
    kind: str = "belief",
    purpose: str = "internal",
) -> memtx.Record:
    src = mem.observe(f"{agent} noted on {key}: {value}.", owner=agent, scope=scope, authority=authority, at=at)
    with mem.transaction(agent=agent, purpose=purpose) as tx:
        record = tx.propose(key=key, value=value, evidence=value, source=src.id, at=at, parents=parents, kind=kind)
    return mem.record(record.vid)


class Refunds:
    def __init__(self) -> None:
        self.issued: list[dict[str, Any]] = []
        self.undone: list[dict[str, Any]] = []

    def refund(self, order: int, amount: int) -> str:
        self.issued.append({"order": order, "amount": amount})
        return "ok"

    def undo(self, args: dict[str, Any], result: Any) -> None:
        self.undone.append(args)


def refunds(mem: Memory) -> Refunds:
    mem.register_agent("bot")  # the acting agent, in the default team: it reads shared state
    tool = Refunds()
    mem.tools.register("refund", tool.refund)
    mem.tools.register("credit", tool.refund, reversible=True, compensate=tool.undo)
    return tool


def try_act(mem: Memory, tool: str, support: list[int], **args: Any) -> bool:
    try:
        with mem.transaction(agent="bot", purpose="external_action") as tx:
            tx.act(tool, args, support=support)
    except memtx.ActionBlocked:
        return False
    return True


# --- the families ----------------------------------------------------------------------------------------


def test_tool_result_contamination() -> None:
    """A tool returns a wrong value; the agent writes it over a verified fact and refunds on it."""
    lww = LastWriterWins()
    lww.put("order 42/amount paid", "Order 42 was paid 20 EUR", owner="billing")
    lww.put("order 42/amount paid", "Order 42 was paid 2000 EUR", owner="bot")  # the tool's garbage
    lww.call("refund", order=42, amount=2000)
    assert ("refund", {"order": 42, "amount": 2000}) in lww.calls  # harm on the baseline


def test_tool_result_contamination_on_memtx(mem: Memory) -> None:
    tool = refunds(mem)
    paid = write(
        mem,
        "order 42/amount paid",
        "Order 42 was paid 20 EUR",
        agent="billing",
        authority=0.95,
        purpose="external_action",
    )
    garbage = write(mem, "order 42/amount paid", "Order 42 was paid 2000 EUR", agent="bot", authority=0.3, at=20)
    assert garbage.state is State.QUARANTINED  # contradicts verified state with less authority
    assert not try_act(mem, "refund", [garbage.vid], order=42, amount=2000)
    assert try_act(mem, "refund", [paid.vid], order=42, amount=20)
    assert tool.issued == [{"order": 42, "amount": 20}]


def test_stale_late_write() -> None:
    lww = LastWriterWins()
    lww.put("alice/city", "Alice lives in Paris", owner="a")
    seen = lww.get("alice/city")  # agent A reads, thinks a long time
    lww.put("alice/city", "Alice lives in Lyon", owner="b")  # B commits a correction meanwhile
    lww.put("alice/city", f"{seen} (confirmed)", owner="a")  # A writes from its stale read
    assert lww.get("alice/city") == "Alice lives in Paris (confirmed)"  # the correction is lost


def test_stale_late_write_on_memtx(mem: Memory) -> None:
    write(mem, "alice/city", "Alice lives in Paris", agent="a", at=10)
    src = mem.observe("a noted: Alice lives in Paris, confirmed.", owner="a", scope="shared", authority=0.9, at=30)
    stale = mem.begin(agent="a")
    assert stale.read("alice/city") is not None
    write(mem, "alice/city", "Alice lives in Lyon", agent="b", at=20)
    stale.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id, at=30)
    with pytest.raises(memtx.TransactionConflict):
        stale.commit()
    assert mem.get("alice/city", agent="a").value == "Alice lives in Lyon"  # type: ignore[union-attr]


def test_dirty_read_of_tentative_state() -> None:
    lww = LastWriterWins()
    lww.put("order 7/status", "Order 7 was returned", owner="a")  # A's write, to be rolled back
    if lww.get("order 7/status") == "Order 7 was returned":
        lww.call("refund", order=7, amount=50)  # B acts on it
    lww.delete("order 7/status")  # A's transaction "aborts"
    assert lww.calls  # a refund for a return that never happened


def test_dirty_read_of_tentative_state_on_memtx(mem: Memory) -> None:
    tool = refunds(mem)
    policy = write(mem, "refund/policy", "Refunds follow returns", agent="ops", purpose="external_action")
    src = mem.observe("a noted: Order 7 was returned.", owner="a", scope="shared", authority=0.9, at=10)
    writer = mem.begin(agent="a")
    writer.propose(
        key="order 7/status", value="Order 7 was returned", evidence="Order 7 was returned", source=src.id, at=10
    )
    assert mem.get("order 7/status", agent="bot") is None  # B cannot see it
    assert not try_act(mem, "refund", [policy.vid], order=7, amount=50)  # and cannot act while it is in flight
    writer.abort()
    assert tool.issued == []


def test_semantic_conflict() -> None:
    lww = LastWriterWins()
    lww.put("patient 3/allergy", "Patient 3 is allergic to penicillin", owner="doctor")
    lww.put("patient 3/allergy", "Patient 3 has no known allergies", owner="intake bot")
    assert lww.get("patient 3/allergy") == "Patient 3 has no known allergies"  # the contradiction won


def test_semantic_conflict_on_memtx(mem: Memory) -> None:
    doctor = write(mem, "patient 3/allergy", "Patient 3 is allergic to penicillin", agent="doctor", authority=0.95)
    bot = write(mem, "patient 3/allergy", "Patient 3 has no known allergies", agent="intake", authority=0.4, at=20)
    assert bot.state is State.QUARANTINED
    assert mem.get("patient 3/allergy", agent="doctor").vid == doctor.vid  # type: ignore[union-attr]


SECRET = "Carol tested positive for influenza on Monday"


def _laundering_baseline(channel: str) -> LastWriterWins:
    lww = LastWriterWins()
    lww.put("carol/health", SECRET, owner="carol", scope="private")
    if channel == "declared_parent":
        lww.put("team/summary", f"Summary: {SECRET}", owner="carol", parents=("carol/health",))
    elif channel == "transcribe_and_retry":
        lww.put("team/news", SECRET, owner="carol")
    else:  # trusted_tool_echo: the tool's output is observed as a new public source, then written
        lww.call("translate", text=SECRET)
        lww.put("team/news", SECRET.upper(), owner="carol")
    return lww


CHANNELS = ["declared_parent", "transcribe_and_retry", "trusted_tool_echo"]


@pytest.mark.parametrize("channel", CHANNELS)
def test_permission_laundering(channel: str) -> None:
    lww = _laundering_baseline(channel)
    shown = [lww.get(k) for k in ("team/summary", "team/news")]  # bob reads the shared keys
    assert any(v is not None and "INFLUENZA" in v.upper() for v in shown)


@pytest.mark.parametrize("channel", CHANNELS)
def test_permission_laundering_on_memtx(mem: Memory, channel: str) -> None:
    mem.register_agent("bob")
    secret = write(mem, "carol/health", SECRET, agent="carol", scope="private")
    if channel == "declared_parent":
        write(mem, "team/summary", f"Summary: {SECRET}", agent="carol", kind="summary", parents=(secret.vid,))
    elif channel == "transcribe_and_retry":
        write(mem, "team/news", SECRET, agent="carol", at=20)
    else:
        mem.tools.register("translate", lambda text: text.upper())
        with mem.transaction(agent="carol", purpose="external_action") as tx:
            tx.promote(secret.vid)
            echoed = tx.act("translate", {"text": SECRET}, support=[secret.vid]).value
        echo = mem.observe(f"Translator output: {echoed}.", owner="translator", scope="public", at=30)
        with mem.transaction(agent="carol") as tx:
            tx.propose(key="team/news", value=echoed, evidence=echoed, source=echo.id, at=30)
    shown = [mem.get(k, agent="bob") for k in ("team/summary", "team/news")]
    assert shown == [None, None]


def test_cascading_retraction() -> None:
    lww = LastWriterWins()
    lww.put("order 9/status", "Order 9 was lost", owner="courier")
    lww.put("order 9/summary", "Customer of order 9 is owed a refund", owner="bot", parents=("order 9/status",))
    lww.call("credit", order=9, amount=30)
    lww.delete("order 9/status")  # the courier retracts: the parcel arrived
    assert lww.get("order 9/summary") is not None  # the derived view survives its retracted basis
    assert lww.calls  # and the credit is never undone


def test_cascading_retraction_on_memtx(mem: Memory) -> None:
    tool = refunds(mem)
    lost = write(mem, "order 9/status", "Order 9 was lost", agent="courier", purpose="external_action")
    summary = write(mem, "order 9/summary", "Order 9 was lost", agent="courier", kind="summary", parents=(lost.vid,))
    assert try_act(mem, "credit", [lost.vid], order=9, amount=30)
    report = mem.revoke(lost.vid, agent="courier", reason="the parcel arrived")
    assert mem.get("order 9/summary", agent="courier") is None
    assert report.quarantined == [summary.vid]
    assert len(report.compensated) == 1
    assert tool.undone == [{"order": 9, "amount": 30}]
    assert mem.check().ok
