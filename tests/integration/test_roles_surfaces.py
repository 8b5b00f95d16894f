"""Roles and identity over HTTP and MCP (issue 29 items 1–4, DESIGN §8): each defect reproduced through the
surface it was found on, on every backend (memory, SQLite, PostgreSQL when configured). The library is the
authority (tests/safety/test_roles.py); these check that every surface inherits it."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from _http_support import Served, served
from mcp.client import Client
from mcp.server.mcpserver import MCPServer

import memtx
from conftest import TickClock, ToolCalls, store_dump, store_url
from memtx.mcp.server import build_server, claim_own_namespace
from memtx.server.credentials import Credentials

TEXT = "Order 7 arrived damaged."
VALUE = "Order 7 arrived damaged"
BIG = 2**63


def register_tools(mem: memtx.Memory) -> ToolCalls:
    return ToolCalls.register(mem)


def shared_fact(mem: memtx.Memory, agent: str = "alice", *, at: float = 10) -> int:
    src = mem.observe(TEXT, owner=agent, scope="shared", at=at)
    with mem.transaction(agent=agent) as tx:
        staged = tx.propose(key="order 7/status", value=VALUE, evidence=VALUE, source=src.id, at=at)
    return staged.vid


def act_as(mem: memtx.Memory, tool: str, vid: int, agent: str = "alice", *, promote: bool = False) -> None:
    with mem.transaction(agent=agent, purpose="external_action") as tx:
        if promote:
            tx.promote(vid)
        tx.act(tool, {"order": 7}, support=[vid])


# --- HTTP -------------------------------------------------------------------------------------------------------


@pytest.fixture
def s(backend_name: str, tmp_path: Path) -> Iterator[Served]:
    with served(store_url(backend_name, tmp_path)) as service:
        yield service


def _error(response: Any) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


def test_http_a_reader_may_not_revoke_and_its_revoke_runs_no_compensation(s: Served) -> None:
    """Issue 29 item 1: `POST /v1/revoke` with a reader's token answered 200 and compensated alice's call."""
    tools = register_tools(s.mem)
    vid = shared_fact(s.mem)
    act_as(s.mem, "hold", vid)
    before = store_dump(s.mem)
    refused = s.call("viewer", "POST", "/v1/revoke", json={"vid": vid, "reason": "not mine"})
    assert _error(refused) == (403, "permission_denied")
    assert store_dump(s.mem) == before
    assert tools.undone == []
    # a teammate agent may not either; the owner may
    assert _error(s.call("bob", "POST", "/v1/revoke", json={"vid": vid})) == (403, "permission_denied")
    assert s.call("alice", "POST", "/v1/revoke", json={"vid": vid}).status_code == 200
    assert tools.undone == [{"order": 7}]


def test_http_a_reader_may_not_promote_or_act(s: Served) -> None:
    """Issue 29 item 1: a reader's token promoted a version and made an irreversible call on it."""
    tools = register_tools(s.mem)
    vid = shared_fact(s.mem)
    txn = s.call("viewer", "POST", "/v1/transactions", json={"purpose": "external_action"}).json()["id"]
    before = store_dump(s.mem)
    assert _error(s.call("viewer", "POST", f"/v1/transactions/{txn}/promote", json={"vid": vid})) == (
        403,
        "permission_denied",
    )
    s.mem.register_agent("alice")
    act_as(s.mem, "hold", vid, promote=True)  # alice promotes it; the reader still may not call a tool on it
    tools.calls.clear()
    before = store_dump(s.mem)
    body = {"tool": "refund", "args": {"order": 7}, "support": [vid]}
    assert _error(s.call("viewer", "POST", f"/v1/transactions/{txn}/act", json=body)) == (403, "permission_denied")
    assert store_dump(s.mem) == before
    assert tools.calls == []


def test_http_the_registered_role_is_read_on_every_request(s: Served) -> None:
    """Issue 29 item 2: re-registering changed the registration only; the token kept its minted role."""
    assert s.call("alice", "POST", "/v1/sources", json={"text": "Alice was here."}).status_code == 201
    s.mem.register_agent("alice", role="reader")
    assert s.call("alice", "GET", "/v1/whoami").json()["role"] == "reader"
    before = store_dump(s.mem)
    assert _error(s.call("alice", "POST", "/v1/sources", json={"text": "Alice again."})) == (403, "permission_denied")
    assert store_dump(s.mem) == before
    assert s.call("ops", "GET", "/v1/check").status_code == 200
    s.mem.register_agent("ops", role="agent")
    assert _error(s.call("ops", "GET", "/v1/check")) == (403, "operator_required")
    assert _error(s.call("ops", "GET", "/v1/review")) == (403, "operator_required")
    assert s.call("ops", "GET", "/v1/whoami").json()["role"] == "agent"
    listed = {c.principal: c.role.value for c in Credentials(s.mem).list()}  # `memtx token list` shows it too
    assert (listed["alice"], listed["ops"]) == ("reader", "agent")


def test_http_an_observation_above_the_ceiling_is_clamped_and_says_so(s: Served) -> None:
    """Issue 29 item 3: an agent's token stored its own source at authority 1.0."""
    made = s.call("bob", "POST", "/v1/sources", json={"text": "Bob approves the refund.", "authority": 1.0})
    assert made.status_code == 201
    assert (made.json()["authority"], made.json()["requested_authority"]) == (0.9, 1.0)
    txn = s.call("bob", "POST", "/v1/transactions").json()["id"]
    inside = s.call("bob", "POST", f"/v1/transactions/{txn}/sources", json={"text": "Bob again.", "authority": 0.95})
    assert (inside.json()["authority"], inside.json()["requested_authority"]) == (0.9, 0.95)
    doc = s.call("ops", "POST", "/v1/sources", json={"text": "Refunds need a receipt.", "authority": 1.0}).json()
    assert (doc["authority"], doc["requested_authority"]) == (1.0, None)


def test_http_a_blocked_act_does_not_name_another_principals_transaction(s: Served) -> None:
    """Issue 29 item 4: the 409's message named bob's open transaction and bob."""
    register_tools(s.mem)
    vid = shared_fact(s.mem)
    act_as(s.mem, "hold", vid, promote=True)
    src = s.mem.observe("Bob is drafting.", owner="bob", at=20)
    other = s.mem.begin(agent="bob")
    other.propose(key="bob:draft/note", value="Bob is drafting", evidence="Bob is drafting", source=src.id)
    txn = s.call("alice", "POST", "/v1/transactions", json={"purpose": "external_action"}).json()["id"]
    blocked = s.call("alice", "POST", f"/v1/transactions/{txn}/act", json={"tool": "refund", "support": [vid]})
    assert _error(blocked) == (409, "action_blocked")
    message = blocked.json()["error"]["message"]
    assert "bob" not in message
    assert f"transaction {other.id}" not in message
    assert "tentative state in flight" in message
    other.abort()


# --- MCP --------------------------------------------------------------------------------------------------------


@pytest.fixture
def mem(backend_name: str, tmp_path: Path) -> Iterator[memtx.Memory]:
    with memtx.Memory.open(store_url(backend_name, tmp_path), clock=TickClock()) as memory:
        for name, role in (("alice", "agent"), ("bob", "agent"), ("viewer", "reader"), ("op", "operator")):
            memory.register_agent(name, role=role)
        yield memory


def call(server: MCPServer, name: str, **args: Any) -> tuple[bool, dict[str, Any]]:
    async def main() -> tuple[bool, dict[str, Any]]:
        async with Client(server) as client:
            result = await client.call_tool(name, args)
        doc = result.structured_content
        if doc is None:
            doc = {"sdk_error": result.content[0].text}  # type: ignore[union-attr]
        return bool(result.is_error), doc

    return asyncio.run(main())


def code(doc: dict[str, Any]) -> str:
    return str(doc["error"]["code"])


def test_mcp_a_reader_may_not_revoke_promote_or_act(mem: memtx.Memory) -> None:
    """Issue 29 item 1 over MCP: the reader's server revoked alice's shared version (running the
    compensation of her call), promoted it and made an irreversible call."""
    tools = register_tools(mem)
    vid = shared_fact(mem)
    act_as(mem, "hold", vid)
    viewer = build_server(mem, agent="viewer")
    before = store_dump(mem)
    failed, doc = call(viewer, "revoke", vid=vid, reason="not mine")
    assert failed
    assert code(doc) == "permission_denied"
    failed, doc = call(viewer, "act", tool="refund", args={"order": 7}, support=[vid], promote=[vid])
    assert failed
    assert code(doc) == "permission_denied"
    failed, doc = call(viewer, "observe", text="The viewer saw this.")
    assert failed
    assert code(doc) == "permission_denied"
    assert store_dump(mem) == before
    assert tools.undone == []
    assert len(tools.calls) == 1  # alice's hold only


def test_mcp_a_role_change_reaches_a_running_server(mem: memtx.Memory) -> None:
    """Issue 29 item 2: one source of truth, read on every call — a server built for an agent stops writing
    the moment its agent is re-registered as a reader."""
    alice = build_server(mem, agent="alice")
    assert not call(alice, "observe", text="Alice was here.")[0]
    mem.register_agent("alice", role="reader")
    failed, doc = call(alice, "observe", text="Alice again.")
    assert failed
    assert code(doc) == "permission_denied"


def test_mcp_an_observation_above_the_ceiling_is_clamped(mem: memtx.Memory) -> None:
    failed, doc = call(build_server(mem, agent="bob"), "observe", text="Bob approves.", authority=1.0)
    assert not failed
    assert (doc["authority"], doc["requested_authority"]) == (0.9, 1.0)


def test_mcp_integers_past_64_bits_are_invalid_arguments_not_tool_failures(mem: memtx.Memory) -> None:
    """Issue 29 item 4: these raised a raw OverflowError, and `act` reported it as `tool_failed`."""
    register_tools(mem)
    vid = shared_fact(mem)
    alice, op = build_server(mem, agent="alice"), build_server(mem, agent="op")
    before = store_dump(mem)
    for server, name, args in (
        (alice, "revoke", {"vid": BIG}),
        (op, "approve", {"vid": BIG}),
        (op, "reject", {"vid": BIG}),
        (op, "review", {"after": BIG}),
        (op, "review", {"limit": BIG}),
        (alice, "act", {"tool": "hold", "args": {"order": 7}, "support": [BIG]}),
        (alice, "act", {"tool": "hold", "args": {"order": 7}, "support": [vid, BIG]}),
        (alice, "act", {"tool": "refund", "args": {"order": 7}, "support": [vid], "promote": [BIG]}),
    ):
        failed, doc = call(server, name, **args)
        assert failed, (name, args, doc)
        assert code(doc) == "invalid_argument", (name, args, doc)
    assert store_dump(mem) == before


@pytest.mark.parametrize("reason", ["a\0b", "lone \ud800"])
def test_mcp_revoke_refuses_an_unstorable_reason(mem: memtx.Memory, reason: str) -> None:
    """Issue 29 item 4: NUL was stored, a lone surrogate raised a raw UnicodeEncodeError."""
    vid = shared_fact(mem)
    before = store_dump(mem)
    failed, doc = call(build_server(mem, agent="alice"), "revoke", vid=vid, reason=reason)
    assert failed, doc
    assert code(doc) == "invalid_argument", doc
    assert store_dump(mem) == before
    assert json.dumps(doc)  # the answer itself is plain JSON


def test_mcp_a_reader_is_served_reads_on_a_store_of_private_namespaces(tmp_path: Path) -> None:
    """`memtx mcp` claims the served agent's namespace at start; a reader claims none (it writes nothing) and is
    served the read tools, where it used to fail to start."""
    with memtx.Memory.open(tmp_path / "ns.db", clock=TickClock(), private_namespaces=True) as memory:
        memory.register_agent("viewer", role="reader")
        assert claim_own_namespace(memory, "viewer") is None
        assert memory.namespace_grant("viewer") is None
        failed, doc = call(build_server(memory, agent="viewer"), "search", query="anything")
        assert not failed
        assert doc == {"hits": []}
