"""`forget`, `erase` and per-user reads through the HTTP service, the MCP server and the CLI (DESIGN §9 forget,
§10 erasure, §12 per-user reads), on every backend the surface runs on.

What is asserted: each surface exposes the library's call with its rules — `forget` leaves nothing visible and
reinstates nothing; `erase` removes the user's text and leaves other users' facts; `user=` narrows search, context
and list to that user; who may not is refused (403 / `permission_denied` / exit 2) and bad input is a clear error
(422 / `invalid_argument` / a usage error), each changing nothing.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from _http_support import Served, served_on
from click.testing import CliRunner
from mcp.client import Client

import memtx
from conftest import TickClock, store_dump, store_url
from memtx.cli.commands import cli
from memtx.mcp.server import build_server


@pytest.fixture
def s(backend_name: str, tmp_path: Path) -> Iterator[Served]:
    yield from served_on(backend_name, tmp_path)


def _two_users(s: Served) -> None:
    for user, text in (("dana", "I live in Lisbon."), ("dana", "I moved to Porto."), ("sam", "I live in Paris.")):
        done = s.call("alice", "POST", "/v1/add", json={"messages": [text], "user": user})
        assert done.status_code == 200, done.text


def test_http_per_user_reads(s: Served) -> None:
    _two_users(s)
    hits = s.call("alice", "GET", "/v1/search", params={"q": "live", "user": "sam"}).json()
    assert [h["record"]["key"] for h in hits] == ["sam/city"]
    every = s.call("alice", "GET", "/v1/search", params={"q": "Porto Paris"}).json()
    assert {h["record"]["key"] for h in every} == {"dana/city", "sam/city"}
    listed = s.call("alice", "GET", "/v1/list", params={"user": "dana"}).json()
    assert [r["key"] for r in listed["records"]] == ["dana/city"]
    context = s.call("alice", "GET", "/v1/context", params={"q": "city", "user": "dana"}).json()
    assert "Porto" in context["text"]
    assert "Paris" not in context["text"]
    bad = s.call("alice", "GET", "/v1/search", params={"q": "live", "user": ""})
    assert bad.status_code == 422


def test_http_forget(s: Served) -> None:
    _two_users(s)
    before = store_dump(s.mem)
    for body in ({"key": "dana/city"}, {"key": "dana/city", "vid": 1, "reason": "x"}, {"reason": "x"}):
        assert s.call("alice", "POST", "/v1/forget", json=body).status_code == 422
    refused = s.call("bob", "POST", "/v1/forget", json={"key": "dana/city", "reason": "asked"})
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "permission_denied")
    missing = s.call("alice", "POST", "/v1/forget", json={"key": "dana/shoe_size", "reason": "asked"})
    assert missing.status_code == 404
    assert store_dump(s.mem) == before
    done = s.call("alice", "POST", "/v1/forget", json={"key": "dana/city", "reason": "asked"})
    assert done.status_code == 200, done.text
    assert done.json()["steps"][0]["reason"] == "forgotten:asked"
    assert s.call("alice", "GET", "/v1/get", params={"key": "dana/city"}).status_code == 404
    history = s.call("alice", "GET", "/v1/history", params={"key": "dana/city"}).json()
    assert [r["state"] for r in history] == ["superseded", "revoked", "revoked"]  # Lisbon stays superseded
    again = s.call("alice", "POST", "/v1/forget", json={"key": "dana/city", "reason": "retry"})
    assert again.json()["steps"] == done.json()["steps"]


def test_http_erase(s: Served) -> None:
    _two_users(s)
    before = store_dump(s.mem)
    refused = s.call("alice", "POST", "/v1/erase", json={"user": "dana", "reason": "asked"})
    assert (refused.status_code, refused.json()["error"]["code"]) == (403, "permission_denied")
    assert s.call("ops", "POST", "/v1/erase", json={"user": "", "reason": "asked"}).status_code == 422
    assert s.call("ops", "POST", "/v1/erase", json={"user": "dana"}).status_code == 422
    assert store_dump(s.mem) == before
    done = s.call("ops", "POST", "/v1/erase", json={"user": "dana", "reason": "GDPR request"})
    assert done.status_code == 200, done.text
    doc = done.json()
    assert doc["user"] == "dana"
    assert doc["csn"] is not None
    assert len(doc["versions"]) == 2
    assert s.call("alice", "GET", "/v1/get", params={"key": "dana/city"}).status_code == 404
    assert s.call("alice", "GET", "/v1/search", params={"q": "Lisbon Porto"}).json() == []
    sam = s.call("alice", "GET", "/v1/get", params={"key": "sam/city"}).json()
    assert sam["value"] == "I live in Paris"
    check = s.call("ops", "POST", "/v1/recover")
    assert check.status_code == 200, check.text
    assert s.mem.check().ok


@pytest.fixture
def mem(backend_name: str, tmp_path: Path) -> Iterator[memtx.Memory]:
    with memtx.Memory.open(store_url(backend_name, tmp_path), clock=TickClock()) as memory:
        memory.register_agent("alice")
        memory.register_agent("bob")
        memory.register_agent("op", role="operator")
        yield memory


def _mcp(mem: memtx.Memory, agent: str, *calls: tuple[str, dict[str, Any]], user: str | None = None) -> list[Any]:
    async def main() -> list[tuple[bool, dict[str, Any]]]:
        out = []
        async with Client(build_server(mem, agent=agent, user=user)) as client:
            for name, args in calls:
                result = await client.call_tool(name, args)
                out.append((bool(result.is_error), dict(result.structured_content or {})))
        return out

    return asyncio.run(main())


def test_mcp_forget_erase_and_per_user_reads(mem: memtx.Memory) -> None:
    for user, text in (("dana", "I live in Lisbon."), ("dana", "I moved to Porto."), ("sam", "I live in Paris.")):
        mem.add(text, agent="alice", user=user)
    [(failed, hits)] = _mcp(mem, "alice", ("search", {"query": "live", "user": "sam"}))
    assert not failed
    assert [h["record"]["key"] for h in hits["hits"]] == ["sam/city"]
    [(failed, ctx)] = _mcp(mem, "alice", ("context", {"query": "city", "user": "dana"}))
    assert "Paris" not in ctx["text"]
    before = store_dump(mem)
    refusals = _mcp(
        mem,
        "bob",
        ("forget", {"key": "dana/city", "reason": "asked"}),
        ("erase", {"user": "dana", "reason": "asked"}),
        ("forget", {"reason": "asked"}),
    )
    assert [doc["error"]["code"] for _, doc in refusals] == [
        "permission_denied",
        "permission_denied",
        "invalid_argument",
    ]
    assert store_dump(mem) == before
    [(failed, forgot)] = _mcp(mem, "alice", ("forget", {"key": "dana/city", "reason": "asked"}))
    assert not failed, forgot
    assert mem.get("dana/city", agent="alice") is None
    [(failed, erased)] = _mcp(mem, "op", ("erase", {"user": "sam", "reason": "asked"}))
    assert not failed, erased
    assert erased["user"] == "sam"
    assert mem.get("sam/city", agent="alice") is None
    # The user itself, through a server that serves it: `erase` without `user` erases its own data.
    [(failed, own)] = _mcp(mem, "dana", ("erase", {"reason": "forget me"}))
    assert not failed, own
    assert own["user"] == "dana"
    assert mem.check().ok


def test_cli_forget_erase_and_per_user_reads(tmp_path: Path) -> None:
    db = str(tmp_path / "cli.db")

    def run(*args: str) -> Any:
        return CliRunner().invoke(cli, ["--db", db, *args], catch_exceptions=False)

    assert run("init").exit_code == 0
    for user, text in (("dana", "I live in Lisbon."), ("dana", "I moved to Porto."), ("sam", "I live in Paris.")):
        assert run("add", text, "--agent", "bot", "--user", user).exit_code == 0
    listed = json.loads(run("--json", "list", "--agent", "bot", "--user", "sam").output)
    assert [r["key"] for r in listed["records"]] == ["sam/city"]
    found = json.loads(run("--json", "search", "city", "--agent", "bot", "--user", "dana").output)
    assert [h["record"]["key"] for h in found["hits"]] == ["dana/city"]
    forgot = run("--json", "forget", "dana/city", "--agent", "bot", "--reason", "asked")
    assert forgot.exit_code == 0, forgot.output
    assert json.loads(forgot.output)["steps"][0]["reason"] == "forgotten:asked"
    assert run("get", "dana/city", "--agent", "bot").exit_code == 1
    assert run("forget", "nope", "--agent", "bot", "--reason", "asked").exit_code == 2  # not a vid, not a key
    assert run("register", "ops", "--role", "operator").exit_code == 0
    assert run("erase", "sam", "--agent", "bot", "--reason", "asked").exit_code == 2  # not an operator
    erased = run("--json", "erase", "sam", "--agent", "ops", "--reason", "GDPR request")
    assert erased.exit_code == 0, erased.output
    assert json.loads(erased.output)["scrubbed"] is True
    assert b"Paris" not in Path(db).read_bytes()
    assert run("check").exit_code == 0
