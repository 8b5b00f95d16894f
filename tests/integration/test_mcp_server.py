"""The MCP server through the official SDK's client (issue 13, item 3): every tool listed and called, errors
with stable codes that change nothing, one identity per server, and agent B learning nothing of agent A's
private records through any tool (DESIGN §8). Then the stdio and streamable-HTTP transports, each once."""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters
from mcp.server.mcpserver import MCPServer

import memtx
from conftest import TickClock
from memtx.cli.commands import cli
from memtx.mcp.server import build_server, claim_own_namespace, error_code

SRC = str(Path(__file__).resolve().parents[2] / "src")
TOOLS = {
    "observe",
    "add",
    "propose_and_commit",
    "get",
    "history",
    "search",
    "context",
    "act",
    "revoke",
    "review",
    "approve",
    "reject",
    "forget",
    "erase",
}
PARIS = "Alice lives in Paris."


@pytest.fixture
def mem(tmp_path: Path) -> Iterator[memtx.Memory]:
    with memtx.Memory.open(tmp_path / "mcp.db", clock=TickClock()) as memory:
        memory.register_agent("alice", team="a-team")
        memory.register_agent("dana", team="a-team")  # the user alice serves (DESIGN §8: served through a team)
        memory.register_agent("bob", team="b-team")
        memory.register_agent("op", role="operator")
        yield memory


def call(server: MCPServer, *calls: tuple[str, dict[str, Any]]) -> list[tuple[bool, dict[str, Any]]]:
    """Call tools in order over one in-process client session: (is_error, structured result) each."""

    async def main() -> list[tuple[bool, dict[str, Any]]]:
        out = []
        async with Client(server) as client:
            for name, args in calls:
                result = await client.call_tool(name, args)
                doc = result.structured_content
                if doc is None:  # the SDK's own refusals (unknown tool, arguments off the schema) are text
                    doc = {"sdk_error": result.content[0].text}  # type: ignore[union-attr]
                else:
                    assert json.loads(result.content[0].text) == doc  # type: ignore[union-attr]
                out.append((bool(result.is_error), doc))
        return out

    return asyncio.run(main())


def one(server: MCPServer, name: str, **args: Any) -> tuple[bool, dict[str, Any]]:
    return call(server, (name, args))[0]


def remember(server: MCPServer, key: str, text: str, *, scope: str = "private", authority: float = 0.5) -> int:
    failed, doc = one(
        server,
        "propose_and_commit",
        observe=[{"text": text, "scope": scope, "authority": authority}],
        proposals=[{"key": key, "value": text.rstrip("."), "evidence": text.rstrip(".")}],
    )
    assert not failed, doc
    return int(doc["outcomes"][0]["vid"])


def test_every_tool_is_listed_with_a_description_and_no_identity_argument(mem: memtx.Memory) -> None:
    async def main() -> list[Any]:
        async with Client(build_server(mem, agent="alice")) as client:
            return (await client.list_tools()).tools

    tools = asyncio.run(main())
    assert {t.name for t in tools} == TOOLS
    for tool in tools:
        assert tool.description
        properties = tool.input_schema.get("properties", {})
        assert not {"agent", "owner", "writer", "principal"} & set(properties), tool.name


def test_each_tool_through_the_client(mem: memtx.Memory) -> None:
    calls: list[dict[str, Any]] = []
    mem.tools.register("notify", lambda **kw: calls.append(kw) or "sent")
    server = build_server(mem, agent="alice", user="dana")
    (_, observed), (_, added) = call(
        server,
        ("observe", {"text": "Bob likes tea.", "scope": "shared"}),
        ("add", {"messages": [{"role": "user", "content": "Hi, my name is Dana. I live in Lisbon."}]}),
    )
    assert observed["owner"] == "alice"  # the server's identity, never an argument's
    assert observed["scope"] == "shared"
    assert [r["value"] for r in added["stored"]] == ["my name is Dana", "I live in Lisbon"]
    assert added["rejected"] == []
    assert mem.source(added["sources"][0]).owner == "dana"  # the served user, fixed per server (--user)
    (_, skipped), (_, again) = call(
        server,
        ("add", {"messages": [{"role": "user", "content": "Can you help? My email is dana@example.com."}]}),
        ("add", {"messages": [{"role": "user", "content": "I live in Lisbon."}]}),
    )
    assert [r["value"] for r in skipped["stored"]] == ["My email is dana@example.com"]
    assert [(k["text"], k["reason"]) for k in skipped["skipped"]] == [("Can you help?", "question")]
    assert (again["stored"], [c["record"]["value"] for c in again["confirmed"]]) == ([], ["I live in Lisbon"])

    failed, doc = one(
        server,
        "propose_and_commit",
        observe=[{"text": PARIS}],
        proposals=[
            {"key": "alice/city", "value": "Alice lives in Paris", "evidence": "Alice lives in Paris"},
            {"key": "bob/drink", "value": "Bob likes tea", "evidence": "Bob likes tea", "source": observed["id"]},
        ],
    )
    assert not failed, doc
    assert doc["committed"]
    assert [(o["key"], o["state"], o["reason"]) for o in doc["outcomes"]] == [
        ("alice/city", "committed", "first_version"),
        ("bob/drink", "committed", "first_version"),
    ]
    paris = doc["outcomes"][0]["vid"]

    (_, got), (_, history), (_, searched), (_, context) = call(
        server,
        ("get", {"key": "alice/city"}),
        ("history", {"key": "alice/city"}),
        ("search", {"query": "paris", "k": 3}),
        ("context", {"query": "where does alice live"}),
    )
    assert got["found"]
    assert got["record"]["value"] == "Alice lives in Paris"
    assert [v["vid"] for v in history["versions"]] == [paris]
    assert searched["hits"][0]["record"]["vid"] == paris
    assert "Alice lives in Paris" in context["text"]

    failed, acted = one(server, "act", tool="notify", args={"to": "alice"}, support=[paris], promote=[paris])
    assert not failed, acted
    assert acted["allowed"]
    assert acted["value"] == "sent"
    assert calls == [{"to": "alice"}]

    failed, revoked = one(server, "revoke", vid=doc["outcomes"][1]["vid"], reason="wrong")
    assert not failed, revoked
    assert revoked["steps"][0]["after"] == "revoked"
    assert one(server, "revoke", vid=doc["outcomes"][1]["vid"], reason="wrong") == (False, revoked)  # idempotent
    assert one(server, "get", key="bob/drink")[1]["found"] is False
    assert mem.check().ok


def test_review_approve_and_reject_are_an_operators(mem: memtx.Memory) -> None:
    mem.set_contract("", "governed")  # DESIGN §5: a newer, less authoritative rival waits for review
    alice = build_server(mem, agent="alice")
    remember(alice, "alice/city", PARIS, scope="shared", authority=0.9)
    rome = remember(alice, "alice/city", "Alice lives in Rome.", scope="shared", authority=0.2)
    lyon = remember(alice, "alice/home", "Alice lives in Lyon.", scope="shared", authority=0.9)
    remember(alice, "alice/home", "Alice lives in Nice.", scope="shared", authority=0.1)
    assert mem.record(rome).state is memtx.State.QUARANTINED

    for tool, args in [("review", {}), ("approve", {"vid": rome}), ("reject", {"vid": rome})]:
        failed, doc = one(alice, tool, **args)
        assert failed
        assert doc["error"]["code"] == "permission_denied"

    op = build_server(mem, agent="op")
    failed, queue = one(op, "review")
    assert not failed
    assert [(i["record"]["key"], i["rival"]["value"]) for i in queue["items"]] == [
        ("alice/city", "Alice lives in Paris"),
        ("alice/home", "Alice lives in Lyon"),
    ]
    nice = queue["items"][1]["record"]["vid"]
    failed, approved = one(op, "approve", vid=rome, comment="she moved")
    assert not failed
    assert approved["record"]["state"] == "committed"
    failed, rejected = one(op, "reject", vid=nice, comment="no")
    assert not failed, rejected
    assert mem.get("alice/city", agent="alice").value == "Alice lives in Rome"  # type: ignore[union-attr]
    assert mem.get("alice/home", agent="alice").vid == lyon  # type: ignore[union-attr]


def test_an_approval_names_the_rival_its_review_item_showed(mem: memtx.Memory) -> None:
    """Issue 29 item 8 over MCP: a rival that committed since the review item was shown makes the approval a
    retryable conflict naming both versions; approving again against the rival now shown is judged anew."""
    alice = build_server(mem, agent="alice")
    paris = remember(alice, "alice/city", PARIS, scope="shared", authority=0.9)
    rome = remember(alice, "alice/city", "Alice lives in Rome.", scope="shared", authority=0.2)
    op = build_server(mem, agent="op")
    (item,) = one(op, "review")[1]["items"]
    assert item["rival_vid"] == paris
    lyon = remember(alice, "alice/city", "Alice lives in Lyon.", scope="shared", authority=0.95)
    last = mem.last_csn()
    for args in ({"rival": paris}, {}):
        failed, doc = one(op, "approve", vid=rome, **args)
        assert failed
        assert (doc["error"]["code"], doc["error"]["retryable"]) == ("conflict", True)
        assert f"v{paris}" in doc["error"]["message"]
        assert f"v{lyon}" in doc["error"]["message"]
    assert mem.last_csn() == last
    (again,) = one(op, "review")[1]["items"]
    failed, doc = one(op, "approve", vid=rome, rival=again["rival_vid"])
    assert failed
    assert "older_than_visible" in doc["error"]["message"]  # the key's contract keeps the newer version
    mem.revoke(lyon, agent="alice")
    mem.revoke(paris, agent="alice")
    failed, doc = one(op, "approve", vid=rome, rival=0)  # 0: the item shows no rival now
    assert not failed, doc
    assert doc["record"]["state"] == "committed"


def test_refusals_are_structured_and_change_nothing(mem: memtx.Memory) -> None:
    mem.tools.register("launch", lambda: "launched")
    server = build_server(mem, agent="alice")
    paris = remember(server, "alice/city", PARIS)
    before, journal = mem.last_csn(), len(mem.journal(limit=10_000))
    cases: list[tuple[str, dict[str, Any], str]] = [
        (
            "propose_and_commit",
            {"observe": [{"text": PARIS}], "proposals": [{"key": "alice/city", "value": "Rome", "evidence": "Rome"}]},
            "admission_rejected",
        ),
        (
            "propose_and_commit",
            {
                "observe": [{"text": "Bob likes tea."}],
                "proposals": [
                    {"key": "bob/drink", "value": "Bob likes tea", "evidence": "Bob likes tea"},
                    {"key": "bob/food", "value": "Bob likes cake", "evidence": "Bob likes cake"},
                ],
            },
            "admission_rejected",
        ),
        (
            "propose_and_commit",
            {"proposals": [{"key": "k/v", "value": "x y", "evidence": "x y", "source": 3}]},
            "invalid_argument",
        ),
        ("propose_and_commit", {"proposals": []}, "invalid_argument"),
        (
            "propose_and_commit",
            {"proposals": [{"key": "k/v", "value": "x y", "evidence": "x y", "source": "no-such-source"}]},
            "admission_rejected",
        ),
        ("get", {"key": "no slash"}, "invalid_argument"),
        ("search", {"query": "paris", "k": 0}, "invalid_argument"),
        ("revoke", {"vid": 99_999}, "not_found"),
        ("revoke", {"vid": paris, "reason": " "}, "invalid_argument"),
        ("act", {"tool": "nope", "args": {}, "support": [paris]}, "not_found"),
        ("observe", {"text": ""}, "invalid_argument"),
        ("add", {"messages": [{"role": "user", "content": "   "}]}, "invalid_argument"),
    ]
    for name, args, code in cases:
        failed, doc = one(server, name, **args)
        assert failed, (name, args, doc)
        assert doc["error"]["code"] == code, (name, doc)
        assert doc["error"]["message"]
    assert (
        one(
            server,
            "propose_and_commit",
            observe=[{"text": PARIS}],
            proposals=[{"key": "a/b", "value": "Rome", "evidence": "Rome"}],
        )[1]["error"]["reason"]
        == "evidence_not_in_source"
    )
    # Arguments off the input schema are refused by the SDK before any tool code runs.
    for name, args in [("get", {"key": 5}), ("observe", {"text": "x", "scope": "galaxy"}), ("get", {}), ("nope", {})]:
        failed, doc = one(server, name, **args)
        assert failed
        assert "sdk_error" in doc
    assert (mem.last_csn(), len(mem.journal(limit=10_000))) == (before, journal)
    assert mem.check().ok


def test_blocked_and_failing_tool_calls_return_a_verdict(mem: memtx.Memory) -> None:
    launched: list[str] = []
    mem.tools.register("launch", lambda target: launched.append(target) or "ok")

    def broken() -> None:
        raise RuntimeError("the tool broke")

    mem.tools.register("broken", broken)
    server = build_server(mem, agent="alice")
    paris = remember(server, "alice/city", PARIS)

    failed, doc = one(server, "act", tool="launch", args={"target": "x"}, support=[paris])
    assert not failed
    assert (doc["allowed"], doc["reason"]) == (False, "support_not_action_safe")
    assert isinstance(doc["decision"], int)
    failed, doc = one(server, "act", tool="launch", args={"target": "x"}, support=[])
    assert (doc["allowed"], doc["reason"]) == (False, "missing_support")
    assert launched == []
    assert mem.open_transactions() == []

    failed, doc = one(server, "act", tool="broken", args={}, support=[paris], promote=[paris])
    assert failed
    assert doc["error"]["code"] == "tool_failed"
    assert "RuntimeError: the tool broke" in doc["error"]["message"]
    assert mem.open_transactions() == []
    assert [a.status for a in mem.actions()] == [memtx.ActionStatus.FAILED]


def test_agent_b_learns_nothing_of_agent_a_private_records(mem: memtx.Memory) -> None:
    mem.tools.register("launch", lambda: "launched")
    alice, bob = build_server(mem, agent="alice"), build_server(mem, agent="bob")
    secret = remember(alice, "alice/pin", "The PIN of Alice is 4242.")
    mem.set_contract("", "governed")
    remember(alice, "alice/salary", "Alice earns 9000 euros.", authority=0.9)
    held = remember(alice, "alice/salary", "Alice earns 12000 euros.", authority=0.1)  # quarantined, private
    assert mem.record(held).state is memtx.State.QUARANTINED
    secret_source, nowhere = mem.record(secret).source_id, "src_" + "0" * 32
    missing = mem.last_csn() + 1_000  # a vid that does not exist
    # Vids come from one public counter (every outcome carries one), so for a parent below it the baseline is
    # a version B may not read for another reason: a third agent's private record.
    mem.register_agent("carol", team="c-team")
    hidden = remember(build_server(mem, agent="carol"), "carol/note", "Carol keeps notes.")

    def same(a: tuple[bool, dict[str, Any]], b: tuple[bool, dict[str, Any]], vids: tuple[int, int]) -> None:
        """B's answer about A's record equals its answer about a missing one, up to the number asked about
        (and the sequence number of the gate's journaled decision, which every call advances)."""
        text_a, text_b = (json.dumps([x[0], {k: v for k, v in x[1].items() if k != "decision"}]) for x in (a, b))
        text_a, text_b = text_a.replace(secret_source, "S"), text_b.replace(nowhere, "S")
        assert re.sub(rf"\b{vids[0]}\b", "N", text_a) == re.sub(rf"\b{vids[1]}\b", "N", text_b)

    for vid in (secret, held):
        same(one(bob, "revoke", vid=vid), one(bob, "revoke", vid=missing), (vid, missing))
        same(
            one(bob, "act", tool="launch", args={}, support=[vid]),
            one(bob, "act", tool="launch", args={}, support=[missing]),
            (vid, missing),
        )
        same(
            one(bob, "act", tool="launch", args={}, support=[vid], promote=[vid]),
            one(bob, "act", tool="launch", args={}, support=[missing], promote=[missing]),
            (vid, missing),
        )
        same(one(bob, "approve", vid=vid), one(bob, "approve", vid=missing), (vid, missing))
        same(one(bob, "reject", vid=vid), one(bob, "reject", vid=missing), (vid, missing))
        bob_source = one(bob, "observe", text="Bob notes things.")[1]["id"]
        derive = {"key": "bob/note", "value": "Bob notes things", "evidence": "Bob notes things", "source": bob_source}
        same(
            one(bob, "propose_and_commit", proposals=[{**derive, "parents": [vid]}]),
            one(bob, "propose_and_commit", proposals=[{**derive, "parents": [hidden]}]),
            (vid, hidden),
        )
    # Source ids hash owner and text, so a guess of A's private text names its source: cited, it is unknown.
    cite = {"key": "bob/pin", "value": "The PIN of Alice is 4242", "evidence": "The PIN of Alice is 4242"}
    same(
        one(bob, "propose_and_commit", proposals=[{**cite, "source": secret_source}]),
        one(bob, "propose_and_commit", proposals=[{**cite, "source": nowhere}]),
        (0, 0),
    )
    for key in ("alice/pin", "alice/salary"):
        assert one(bob, "get", key=key) == one(bob, "get", key="alice/nothing")
        assert one(bob, "history", key=key) == one(bob, "history", key="alice/nothing")
    for query in ("pin 4242", "alice earns euros"):
        assert one(bob, "search", query=query)[1] == {"hits": []}
        assert one(bob, "context", query=query)[1]["items"] == []
    assert one(bob, "review")[1]["error"]["code"] == "permission_denied"
    assert one(alice, "get", key="alice/pin")[1]["record"]["vid"] == secret  # still there, untouched
    assert mem.check().ok


def test_a_write_to_a_key_held_privately_answers_as_for_a_free_key(tmp_path: Path) -> None:
    # DESIGN §8: a key holds one visible version whoever wrote it, so on a store without the rule a write to
    # a key another agent holds privately is judged against that version. `memtx mcp` opens its store with
    # private_namespaces=True: private versions live in their writers' own namespaces, where other writers'
    # proposals are refused with one answer, whatever the key holds.
    with memtx.Memory.open(tmp_path / "strict.db", clock=TickClock(), private_namespaces=True) as strict:
        strict.register_agent("alice", team="a-team")
        strict.register_agent("bob", team="b-team")
        alice, bob = build_server(strict, agent="alice"), build_server(strict, agent="bob")
        assert claim_own_namespace(strict, "alice") == memtx.NamespaceGrant("alice", "alice", ())
        refused = one(
            alice,
            "propose_and_commit",
            observe=[{"text": "The PIN is 4242.", "scope": "private"}],
            proposals=[{"key": "pin/code", "value": "The PIN is 4242", "evidence": "The PIN is 4242"}],
        )
        assert refused[1]["error"]["code"] == "permission_denied"  # private, outside alice's namespace
        remember(alice, "alice:pin/code", "The PIN of Alice is 4242.")
        answers = []
        for key in ("alice:pin/code", "alice:nothing/here"):
            failed, doc = one(
                bob,
                "propose_and_commit",
                observe=[{"text": "Alice has PIN 1111."}],
                proposals=[{"key": key, "value": "Alice has PIN 1111", "evidence": "Alice has PIN 1111"}],
            )
            assert failed
            answers.append(doc["error"])
        assert answers[0] == answers[1]
        assert answers[0]["code"] == "permission_denied"
        assert one(bob, "get", key="alice:pin/code")[1] == one(bob, "get", key="alice:nothing/here")[1]
        assert strict.check().ok


def test_error_codes_are_stable() -> None:
    assert error_code(memtx.TransactionConflict("x")) == "conflict"
    assert error_code(memtx.StorageBusy("x")) == "busy"
    assert error_code(memtx.ProvenanceError("metadata")) == "admission_rejected"
    assert error_code(memtx.UnknownObject("x")) == "not_found"
    assert error_code(memtx.InvalidArgument("x")) == "invalid_argument"
    assert error_code(memtx.PermissionDenied("x")) == "permission_denied"
    assert error_code(memtx.StoreDamaged("x")) == "store_damaged"
    assert error_code(memtx.MemtxError("x")) == "error"


# --- transports ------------------------------------------------------------------------------------------
def _env() -> dict[str, str]:
    paths = [SRC, str(Path(__file__).parent), os.environ.get("PYTHONPATH", "")]  # memtx, and _mcp_tools
    return {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}


def _prepared_store(tmp_path: Path) -> Path:
    path = tmp_path / "served.db"
    with memtx.Memory.open(path) as memory:
        memory.register_agent("alice")
        with memory.transaction(agent="alice") as tx:
            src = tx.observe(PARIS, owner="alice")
            tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    return path


async def _smoke(client: Client, *, act: bool = False) -> None:
    async with client:
        names = {t.name for t in (await client.list_tools()).tools}
        assert names == TOOLS
        result = await client.call_tool("get", {"key": "alice/city"})
        assert result.structured_content is not None
        assert result.structured_content["record"]["value"] == "Alice lives in Paris"
        if act:  # the tool registered by `--tools`, through the gate
            vid = result.structured_content["record"]["vid"]
            args = {"tool": "echo", "args": {"text": "hi"}, "support": [vid], "promote": [vid]}
            acted = (await client.call_tool("act", args)).structured_content
            assert acted is not None
            assert (acted["allowed"], acted["value"]) == (True, "echo: hi")


def test_stdio_transport(tmp_path: Path) -> None:
    path = _prepared_store(tmp_path)
    argv = ["-m", "memtx", "mcp", "--db", str(path), "--agent", "alice", "--tools", "_mcp_tools:register"]
    params = StdioServerParameters(command=sys.executable, args=argv, env=_env())
    asyncio.run(asyncio.wait_for(_smoke(Client(params), act=True), timeout=60))


def test_the_command_refuses_a_missing_store_and_a_bad_tools_spec(tmp_path: Path) -> None:
    path = _prepared_store(tmp_path)
    runner = CliRunner()
    missing = runner.invoke(cli, ["mcp", "--db", str(tmp_path / "nope.db"), "--agent", "alice"])
    assert missing.exit_code == 2
    assert "no memtx store" in missing.stderr
    for spec, message in [("no_colon", "MODULE:FUNCTION"), ("_mcp_tools:absent", "no function 'absent'")]:
        bad = runner.invoke(cli, ["mcp", "--db", str(path), "--agent", "alice", "--tools", spec])
        assert bad.exit_code == 2, bad.output
        assert message in bad.stderr


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_streamable_http_transport_on_loopback(tmp_path: Path) -> None:
    path = _prepared_store(tmp_path)
    port = _free_port()
    argv = [sys.executable, "-m", "memtx", "mcp", "--db", str(path), "--agent", "alice"]
    argv += ["--transport", "streamable-http", "--host", "127.0.0.1", "--port", str(port)]
    server = subprocess.Popen(argv, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    raise AssertionError(server.stderr.read().decode() if server.stderr else "no server") from None
                time.sleep(0.1)
        asyncio.run(asyncio.wait_for(_smoke(Client(f"http://127.0.0.1:{port}/mcp")), timeout=30))
    finally:
        server.terminate()
        server.wait(timeout=10)
        if server.stderr is not None:
            server.stderr.close()


def test_propose_and_commit_reads_at_its_snapshot_before_it_writes(mem: memtx.Memory) -> None:
    """Issue 34: the one-call transaction's reads see the snapshot, not its own proposals; a missing key reads
    as not found."""
    server = build_server(mem, agent="alice")
    remember(server, "alice/city", PARIS, scope="shared")
    failed, doc = one(
        server,
        "propose_and_commit",
        reads=["alice/city", "alice/pet"],
        observe=[{"text": "Alice lives in Lyon.", "scope": "shared"}],
        proposals=[{"key": "alice/city", "value": "Alice lives in Lyon", "evidence": "Alice lives in Lyon"}],
    )
    assert not failed, doc
    assert [(r["key"], r["found"]) for r in doc["reads"]] == [("alice/city", True), ("alice/pet", False)]
    assert doc["reads"][0]["record"]["value"] == "Alice lives in Paris"
    assert doc["outcomes"][0]["state"] == "committed"
    assert mem.get("alice/city", agent="alice").value == "Alice lives in Lyon"  # type: ignore[union-attr]
