"""The quarantine lane (DESIGN §4, issue 31 item 5) through the HTTP service and the MCP server: a proposal may ask
`on_unsupported="quarantine"`; the refused value is stored quarantined, listed by the operator's review, not
visible, and an operator approves it; `add` takes the same choice. Library behaviour: tests/contract."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _http_support import Served, served_on

pytest.importorskip("mcp", reason="the mcp extra is not installed")

from mcp.client import Client
from mcp.server.mcpserver import MCPServer

import memtx
from conftest import TickClock
from memtx.mcp.server import build_server

HEDGED = "I only drink coffee on weekends."


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def s(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Served]:
    yield from served_on(request.param, tmp_path)


def test_http_a_proposal_may_ask_for_the_quarantine_lane(s: Served) -> None:
    txn = s.call("alice", "POST", "/v1/transactions").json()["id"]
    src = s.call("alice", "POST", f"/v1/transactions/{txn}/sources", json={"text": HEDGED, "scope": "shared"}).json()
    body = {"key": "lena/drinks", "value": "I drink coffee", "evidence": HEDGED, "source": src["id"]}
    refused = s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body)
    assert (refused.status_code, refused.json()["error"]["code"]) == (422, "admission_rejected")
    wrong = s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body | {"on_unsupported": "keep"})
    assert wrong.status_code == 422
    staged = s.call("alice", "POST", f"/v1/transactions/{txn}/proposals", json=body | {"on_unsupported": "quarantine"})
    assert staged.status_code == 201, staged.text
    done = s.call("alice", "POST", f"/v1/transactions/{txn}/commit").json()
    assert [(o["state"], o["reason"]) for o in done["outcomes"]] == [("quarantined", "unsupported:guard:scope")]
    assert s.call("alice", "GET", "/v1/get", params={"key": "lena/drinks"}).status_code == 404
    queue = s.call("ops", "GET", "/v1/review").json()
    assert [(i["record"]["key"], i["record"]["reason"]) for i in queue] == [("lena/drinks", "unsupported:guard:scope")]
    vid = queue[0]["record"]["vid"]
    assert s.call("alice", "POST", f"/v1/review/{vid}/approve").status_code == 403
    approved = s.call("ops", "POST", f"/v1/review/{vid}/approve", json={"comment": "asked the user"})
    assert approved.status_code == 200, approved.text
    assert s.call("alice", "GET", "/v1/get", params={"key": "lena/drinks"}).json()["vid"] == vid


def test_http_add_takes_on_unsupported(s: Served) -> None:
    ok = s.call(
        "alice",
        "POST",
        "/v1/add",
        json={"messages": ["I live in Lisbon."], "user": "dana", "on_unsupported": "quarantine"},
    )
    assert ok.status_code == 200, ok.text
    assert ok.json()["quarantined"] == []  # (the deterministic extractor writes supported values)
    bad = s.call("alice", "POST", "/v1/add", json={"messages": ["I live in Lisbon."], "on_unsupported": "never"})
    assert (bad.status_code, bad.json()["error"]["code"]) == (422, "invalid_request")


def _one(server: MCPServer, name: str, **args: Any) -> tuple[bool, dict[str, Any]]:
    async def main() -> tuple[bool, dict[str, Any]]:
        async with Client(server) as client:
            result = await client.call_tool(name, args)
            doc = result.structured_content
            return bool(result.is_error), doc if doc is not None else {"sdk_error": str(result.content)}

    return asyncio.run(main())


def test_mcp_a_proposal_may_ask_for_the_quarantine_lane(tmp_path: Path) -> None:
    with memtx.Memory.open(tmp_path / "mcp.db", clock=TickClock()) as mem:
        mem.register_agent("alice")
        mem.register_agent("op", role="operator")
        alice, op = build_server(mem, agent="alice"), build_server(mem, agent="op")
        proposal = {"key": "lena/drinks", "value": "I drink coffee", "evidence": HEDGED}
        observe = [{"text": HEDGED, "scope": "shared"}]
        failed, doc = _one(alice, "propose_and_commit", observe=observe, proposals=[proposal])
        assert failed
        assert doc["error"]["code"] == "admission_rejected"
        held = proposal | {"on_unsupported": "quarantine"}
        failed, doc = _one(alice, "propose_and_commit", observe=observe, proposals=[held])
        assert not failed, doc
        assert [(o["state"], o["reason"]) for o in doc["outcomes"]] == [("quarantined", "unsupported:guard:scope")]
        vid = doc["outcomes"][0]["vid"]
        assert mem.get("lena/drinks", agent="alice") is None
        failed, queue = _one(op, "review")
        assert [i["record"]["vid"] for i in queue["items"]] == [vid]
        assert _one(alice, "approve", vid=vid)[0]  # an agent may not
        failed, approved = _one(op, "approve", vid=vid, comment="asked the user")
        assert not failed, approved
        assert approved["record"]["state"] == "committed"
        failed, added = _one(
            alice, "add", messages=[{"role": "user", "content": "I live in Oslo."}], on_unsupported="quarantine"
        )
        assert not failed, added
        assert added["quarantined"] == []
