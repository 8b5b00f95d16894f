"""Roles on every path, through the library (issue 29 items 1–4; DESIGN §8): a reader never writes, revokes,
promotes or acts; who may revoke what; a role change takes effect on the next call; authority is bounded by
the ceiling of who claims it; ids past 64 bits and unstorable reasons are `InvalidArgument`.

Every test runs on each backend (`mem` fixture: memory, SQLite, PostgreSQL when configured), and every refusal
is checked to change nothing (`store_dump` before and after).
"""

from __future__ import annotations

from typing import Any

import pytest

import memtx
from conftest import ToolCalls, store_dump
from memtx import ActionBlocked, InvalidArgument, Memory, PermissionDenied, State
from memtx.core.permissions import DEFAULT_CEILINGS

KEY = "order 7/status"
TEXT = "Order 7 arrived damaged."
VALUE = "Order 7 arrived damaged"


@pytest.fixture
def calls(mem: Memory) -> ToolCalls:
    return ToolCalls.register(mem)


@pytest.fixture
def team(mem: Memory, calls: ToolCalls) -> Memory:
    """alice and bob (agents), viewer (a reader) and ops (an operator), all in the default team."""
    del calls
    for name, role in (("alice", "agent"), ("bob", "agent"), ("viewer", "reader"), ("ops", "operator")):
        mem.register_agent(name, role=role)
    return mem


def fact(mem: Memory, *, agent: str = "alice", key: str = KEY, text: str = TEXT, at: float = 10, **kw: Any) -> int:
    """`agent` observes `text` (shared) and commits its first sentence under `key`; the version's id."""
    value = text.rstrip(".")
    src = mem.observe(text, owner=agent, scope="shared", at=at, **kw)
    with mem.transaction(agent=agent) as tx:
        staged = tx.propose(key=key, value=value, evidence=value, source=src.id, at=at)
    assert tx.result is not None
    assert tx.result.committed
    return staged.vid


def promote(mem: Memory, vid: int, agent: str = "alice") -> None:
    with mem.transaction(agent=agent, purpose="external_action") as tx:
        tx.promote(vid)


def act(mem: Memory, tool: str, vid: int, agent: str = "alice") -> memtx.ActionResult:
    with mem.transaction(agent=agent, purpose="external_action") as tx:
        return tx.act(tool, {"order": 7}, support=[vid])


# --- item 1: a reader never writes, revokes, promotes or acts -----------------------------------------------


def test_a_reader_may_not_revoke_a_shared_version_nor_run_the_compensation_of_its_call(
    team: Memory, calls: ToolCalls
) -> None:
    """Issue 29 item 1: the reader's revoke used to succeed and compensate alice's reversible call."""
    mem = team
    vid = fact(mem)
    act(mem, "hold", vid)
    before = store_dump(mem)
    with pytest.raises(PermissionDenied, match="viewer"):
        mem.revoke(vid, agent="viewer", reason="not mine to revoke")
    assert store_dump(mem) == before
    assert calls.undone == []
    assert mem.record(vid).state is State.COMMITTED


def test_a_reader_may_not_promote_or_call_a_tool(team: Memory, calls: ToolCalls) -> None:
    """Issue 29 item 1: the reader used to promote a version and make an irreversible call resting on it."""
    mem = team
    vid = fact(mem)
    before = store_dump(mem)
    with (
        mem.transaction(agent="viewer", purpose="external_action") as tx,
        pytest.raises(PermissionDenied, match="viewer"),
    ):
        tx.promote(vid)
    assert store_dump(mem) == before
    promote(mem, vid)  # alice, an agent, may
    before = store_dump(mem)
    with (
        mem.transaction(agent="viewer", purpose="external_action") as tx,
        pytest.raises(PermissionDenied, match="viewer"),
    ):
        tx.act("refund", {"order": 7}, support=[vid])
    assert store_dump(mem) == before
    assert calls.calls == []
    assert mem.gate_log() == []  # a refusal by role is no gate decision: nothing is journaled


def test_a_reader_may_not_observe_or_propose(team: Memory) -> None:
    mem = team
    mine = mem.observe("Alice writes this.", owner="alice", scope="shared")
    before = store_dump(mem)
    with pytest.raises(PermissionDenied, match="viewer"):
        mem.observe("The viewer saw this.", owner="viewer", scope="public")
    with mem.transaction(agent="viewer") as tx:
        with pytest.raises(PermissionDenied, match="viewer"):
            tx.observe("The viewer saw this.", owner="viewer")
        with pytest.raises(PermissionDenied, match="viewer"):
            tx.observe("Alice wrote this for the viewer.", owner="alice")  # nor in another's name
        with pytest.raises(PermissionDenied, match="viewer"):
            tx.propose(key="alice/note", value="Alice writes this", evidence="Alice writes this", source=mine.id)
    with pytest.raises(PermissionDenied, match="viewer"):
        mem.add("My name is Vera.", agent="viewer")
    with pytest.raises(PermissionDenied, match="viewer"):
        mem.claim_namespace("viewer", agent="viewer")
    assert store_dump(mem) == before


def test_an_agent_may_observe_a_readers_message_in_its_own_transaction(team: Memory) -> None:
    """The reader is the owner, not the observer: an agent serving a user registered as a reader still
    ingests what the user says (`mem.add`), bounded by both principals' ceilings."""
    mem = team
    with mem.transaction(agent="alice") as tx:
        said = tx.observe("The viewer says hello.", owner="viewer", scope="shared", authority=0.9)
    assert mem.source(said.id).owner == "viewer"
    done = mem.add({"role": "user", "content": "My name is Vera."}, agent="alice", user="viewer")
    assert mem.source(done.sources[0]).owner == "viewer"
    with mem.transaction(agent="bob") as tx:  # in an operator's name, still bob's ceiling
        named = tx.observe("The ops team says refunds are fine.", owner="ops", authority=1.0)
    assert (mem.source(named.id).authority, mem.source(named.id).requested_authority) == (0.9, 1.0)


def test_who_may_revoke_what(team: Memory) -> None:
    """DESIGN §8 (decision, issue 29): the version's owner (its writer) and any operator; a teammate, a reader
    or an unregistered name may not."""
    mem = team
    vid = fact(mem)
    before = store_dump(mem)
    for agent, error in (("bob", PermissionDenied), ("viewer", PermissionDenied), ("nobody", PermissionDenied)):
        with pytest.raises(error, match=agent):
            mem.revoke(vid, agent=agent, reason="not theirs")
    assert store_dump(mem) == before
    assert mem.revoke(vid, agent="alice", reason="mine").root == vid
    other = fact(mem, agent="bob", key="order 8/status", text="Order 8 arrived damaged.", at=20)
    assert mem.revoke(other, agent="ops", reason="an operator may revoke any").root == other
    assert mem.record(other).state is State.REVOKED


def test_a_principal_made_a_reader_keeps_nothing_of_its_writes_authority(team: Memory, calls: ToolCalls) -> None:
    """alice wrote as an agent; re-registered as a reader she may not revoke, declassify, promote or act on
    her own versions any more (the registration is read on every call)."""
    mem = team
    vid = fact(mem)
    src = mem.observe("Alice's secret is 42.", owner="alice")
    with mem.transaction(agent="alice") as tx:
        private = tx.propose(
            key="alice/secret", value="Alice's secret is 42", evidence="Alice's secret is 42", source=src.id
        )
    mem.register_agent("alice", role="reader")
    before = store_dump(mem)
    with pytest.raises(PermissionDenied, match="alice"):
        mem.revoke(vid, agent="alice", reason="mine once")
    with pytest.raises(PermissionDenied, match="alice"):
        mem.declassify(private.vid, agent="alice", scope="shared", reason="mine once")
    with mem.transaction(agent="alice", purpose="external_action") as tx:
        with pytest.raises(PermissionDenied, match="alice"):
            tx.promote(vid)
        with pytest.raises(PermissionDenied, match="alice"):
            tx.act("hold", {"order": 7}, support=[vid])
    assert store_dump(mem) == before
    assert calls.calls == []


# --- item 2: one source of truth for a role, read on every call ---------------------------------------------


def test_a_role_change_reaches_an_open_transaction(team: Memory) -> None:
    """Made a reader while its transaction is open, an agent may not stage more nor commit what it staged:
    the commit is refused and the transaction aborted (nothing it staged stays in flight)."""
    mem = team
    src = mem.observe(TEXT, owner="bob", scope="shared", at=10)
    tx = mem.begin(agent="bob")
    tx.propose(key=KEY, value=VALUE, evidence=VALUE, source=src.id, at=10)
    mem.register_agent("bob", role="reader")
    with pytest.raises(PermissionDenied, match="bob"):
        tx.propose(key="order 9/status", value=VALUE, evidence=VALUE, source=src.id, at=10)
    with pytest.raises(PermissionDenied, match="bob"):
        tx.commit()
    assert tx.result is not None
    assert tx.result.aborted
    assert mem.open_transactions() == []
    assert mem.get(KEY, agent="ops") is None


# --- item 3: authority ceilings -----------------------------------------------------------------------------


def test_default_ceilings_per_role() -> None:
    assert DEFAULT_CEILINGS == {"reader": 0.9, "agent": 0.9, "operator": 1.0}


def test_an_observation_above_the_ceiling_is_clamped_and_the_request_recorded(team: Memory) -> None:
    mem = team
    high = mem.observe("Bob says the refund is approved.", owner="bob", authority=1.0)
    assert (high.authority, high.requested_authority) == (0.9, 1.0)
    assert mem.source(high.id) == high  # the stored row records both
    again = mem.observe("Bob says the refund is approved.", owner="bob", authority=1.0)
    assert again == high  # idempotent: the same request is granted the same
    within = mem.observe("Bob says hello.", owner="bob", authority=0.9)
    assert (within.authority, within.requested_authority) == (0.9, None)
    with mem.transaction(agent="bob") as tx:
        staged = tx.observe("Bob says the order shipped.", owner="bob", authority=0.95)
        assert (staged.authority, staged.requested_authority) == (0.9, 0.95)
    stored = mem.source(staged.id)
    assert (stored.authority, stored.requested_authority) == (0.9, 0.95)
    doc = mem.observe("The policy allows refunds.", owner="ops", authority=1.0)
    assert (doc.authority, doc.requested_authority) == (1.0, None)  # an operator's default ceiling is 1.0
    unknown = mem.observe("Newcomer says hi.", owner="newcomer", authority=1.0)
    assert (unknown.authority, unknown.requested_authority) == (0.9, 1.0)  # registered as an agent by it


def test_an_agent_claiming_full_authority_does_not_displace_a_peers_trusted_fact(team: Memory) -> None:
    """Issue 29 item 3: bob's 1.0 used to beat alice's 0.9 at the same event time (`higher_authority`)."""
    mem = team
    mine = fact(mem, agent="alice", text="Order 7 arrived damaged.", at=10, authority=0.9)
    src = mem.observe("Order 7 arrived intact.", owner="bob", scope="shared", at=10, authority=1.0)
    with mem.transaction(agent="bob") as tx:
        theirs = tx.propose(key=KEY, value="Order 7 arrived intact", evidence="Order 7 arrived intact", source=src.id)
    shown = mem.get(KEY, agent="alice")
    assert shown is not None
    assert shown.vid == mine
    assert mem.record(theirs.vid).state is not State.COMMITTED


def test_an_operator_sets_a_ceiling_at_registration(team: Memory) -> None:
    mem = team
    mem.register_agent("crm", authority_ceiling=1.0)  # a system of record, trusted fully
    assert mem.observe("The CRM says order 7 shipped.", owner="crm", authority=1.0).authority == 1.0
    mem.register_agent("rumours", authority_ceiling=0.3)
    low = mem.observe("Someone said order 7 was lost.", owner="rumours", authority=0.8)
    assert (low.authority, low.requested_authority) == (0.3, 0.8)
    mem.register_agent("rumours", team="default")  # re-registering without a ceiling keeps it
    assert mem.observe("Someone said order 8 was lost.", owner="rumours", authority=0.8).authority == 0.3
    before = store_dump(mem)
    for bad in (1.5, -0.1, float("nan"), "high", True):
        with pytest.raises(InvalidArgument, match="authority_ceiling"):
            mem.register_agent("rumours", authority_ceiling=bad)  # type: ignore[arg-type]
    assert store_dump(mem) == before


def test_observing_again_after_the_ceiling_changed_returns_the_first_grant(team: Memory) -> None:
    """The same request is the same observation (idempotent, as `mem.add` relies on), whatever the ceiling
    is now; asking another authority is still a clash."""
    mem = team
    first = mem.observe("Bob says the parcel is late.", owner="bob", authority=1.0)
    mem.register_agent("bob", authority_ceiling=0.5)
    assert mem.observe("Bob says the parcel is late.", owner="bob", authority=1.0) == first
    with mem.transaction(agent="bob") as tx:
        tx.observe("Bob says the parcel is late.", owner="bob", authority=1.0)  # (the commit keeps the first)
        staged = tx.propose(
            key="parcel/state", value="the parcel is late", evidence="the parcel is late", source=first.id
        )
    assert mem.record(staged.vid).state is State.COMMITTED
    assert mem.source(first.id) == first  # the stored grant stands
    with pytest.raises(InvalidArgument, match="already exists"):
        mem.observe("Bob says the parcel is late.", owner="bob", authority=0.4)


def test_a_tool_calls_own_record_is_bounded_by_its_callers_ceiling(team: Memory) -> None:
    """The call and its result become a source of the acting agent: at the agent's ceiling, never 1.0, so
    citing it cannot lift an agent above its own bound."""
    mem = team
    vid = fact(mem)
    done = act(mem, "hold", vid)
    record = mem.record(done.vid)
    assert mem.source(record.source_id).authority == 0.9


# --- item 4: small ones ---------------------------------------------------------------------------------------


BIG = (2**63, 2**64, -(2**63) - 1)


@pytest.mark.parametrize("big", BIG)
def test_ids_past_64_bits_are_invalid_arguments(team: Memory, big: int) -> None:
    """Issue 29 item 4: these raised a raw OverflowError on the SQL backends."""
    mem = team
    vid = fact(mem)
    before = store_dump(mem)
    refused: list[Any] = [
        lambda: mem.revoke(big, agent="alice"),
        lambda: mem.reject(big, agent="ops"),
        lambda: mem.approve(big, agent="ops"),
        lambda: mem.declassify(big, agent="alice", scope="shared", reason="r"),
        lambda: mem.record(big),
        lambda: mem.review(agent="ops", after=big),
        lambda: mem.review(agent="ops", limit=big),
        lambda: mem.journal(after=big),
        lambda: mem.journal(limit=big),
        lambda: mem.journal(txn_id=big),
        lambda: mem.gate_log(after=big),
        lambda: mem.gate_log(txn_id=big),
        lambda: mem.actions(after=big),
        lambda: mem.actions(limit=big),
        lambda: mem.leaks(after=big),
        lambda: mem.abort_transaction(big, reason="r"),
        lambda: mem.as_of(big),
    ]
    for call in refused:
        with pytest.raises(InvalidArgument):
            call()
    with mem.transaction(agent="alice", purpose="external_action") as tx:
        with pytest.raises(InvalidArgument):
            tx.promote(big)
        with pytest.raises(InvalidArgument):
            tx.act("refund", {"order": 7}, support=[big])
        with pytest.raises(InvalidArgument):
            tx.act("refund", {"order": 7}, support=[vid, big])
    assert store_dump(mem) == before


@pytest.mark.parametrize("reason", ["a\0b", "lone \ud800 surrogate", "", "  "])
def test_revoke_and_reject_refuse_an_unstorable_reason(team: Memory, reason: str) -> None:
    """Issue 29 item 4 (DESIGN §1, §4): NUL was accepted, a lone surrogate raised UnicodeEncodeError."""
    mem = team
    vid = fact(mem)
    before = store_dump(mem)
    with pytest.raises(InvalidArgument, match="reason"):
        mem.revoke(vid, agent="alice", reason=reason)
    assert store_dump(mem) == before
    for bad in ("a\0b", "lone \ud800"):
        with pytest.raises(InvalidArgument, match="comment"):
            mem.reject(vid, agent="ops", comment=bad)
        with pytest.raises(InvalidArgument, match="reason"):
            mem.declassify(vid, agent="alice", scope="shared", reason=bad)
    assert store_dump(mem) == before


def test_a_blocked_call_does_not_name_another_principals_transaction(team: Memory, calls: ToolCalls) -> None:
    """Issue 29 item 4: the block's detail named bob's open transaction and bob; the journaled decision keeps
    it for operators (`gate_log`)."""
    mem = team
    vid = fact(mem)
    promote(mem, vid)
    src = mem.observe("Bob is drafting.", owner="bob", scope="private", at=20)
    other = mem.begin(agent="bob")
    other.propose(key="bob:draft/note", value="Bob is drafting", evidence="Bob is drafting", source=src.id)
    with pytest.raises(ActionBlocked) as info:
        act(mem, "refund", vid)
    assert info.value.reason == "tentative_in_flight"
    assert "bob" not in str(info.value)
    assert f"transaction {other.id}" not in str(info.value)
    assert "tentative state in flight" in str(info.value)
    assert "bob" in mem.gate_log()[-1].detail  # the audit keeps what blocked it
    other.abort()
    assert calls.calls == []
