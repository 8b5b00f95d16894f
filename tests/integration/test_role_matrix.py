"""The role matrix (issue 29 acceptance; DESIGN §8, the table of docs/safety.md "Who may call what").

For each role — `reader`, `agent`, `operator` and a name nobody registered — every state-changing method of the
library (`Memory` and the transaction handle: `memtx.core.permissions.METHODS`), every state-changing route of the
HTTP service (read from the app's OpenAPI document, each carrying the operation it performs as
`x-memtx-operation`, so a new route is enumerated the moment it exists) and every tool of the MCP server
(`memtx.mcp.server.TOOL_OPERATIONS`) is called. The calls that succeed must be exactly those the table
`memtx.core.permissions.ALLOWED` gives the role — the same data the library checks — and every refused call must be a
refusal by role that changes nothing (`store_dump` before = after). On every backend.

Each principal calls on things of its own where it could own any: it wrote them as an agent and was then
registered with the role under test (which also shows the registration is read on every call). A name nobody
registered owns nothing; it is a fresh name for every call, since a first write registers it.
"""

from __future__ import annotations

import asyncio
import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from _http_support import Served, served
from mcp.client import Client

import memtx
from conftest import TickClock, store_dump, store_url
from memtx import Memory, PermissionDenied, State
from memtx.core.permissions import ALLOWED, METHODS, PROCESS_LEVEL, UNREGISTERED, Operation
from memtx.mcp.server import TOOL_OPERATIONS, build_server

ROLES = ("reader", "agent", "operator", UNREGISTERED)
PUBLIC_TEXT = "Order 1 shipped. Order 2 shipped. Order 3 shipped. Order 5 shipped. Order 6 shipped."
RUMOUR = "Order 5 was lost. Order 6 was lost."
# Public methods that take no principal or change nothing in the store: outside the table by design.
READS = {
    "Memory": {
        *("actions", "as_of", "attach", "begin", "check", "close", "context", "damage", "embedder", "gate"),
        *("gate_log", "get", "history", "in_flight", "journal", "keys", "last_csn", "leaks", "list"),
        *("namespace_grant", "now", "open", "open_transactions", "private_namespaces", "record", "run"),
        *("search", "source", "stats", "store_context", "commit_group", "suggest_keys", "tools", "transaction", "url"),
    },
    "TxnHandle": {"open", "read", "staged"},
}


@dataclass
class World:
    """What every principal's calls act on: alice's public versions and source, two quarantined versions of
    carol's (to approve and to reject), and — unless the principal is unregistered — versions it wrote itself."""

    public_source: str
    revocable: int  # the principal's own shared version (unregistered: alice's public one)
    private: int  # the principal's own private version, to declassify (unregistered: alice's public one)
    support: int  # a committed version to promote and to act on (the principal's own, or alice's public one)
    approvable: int
    rejectable: int
    forgettable: int  # the principal's own visible version, to forget (unregistered: alice's public one)


def build_world(mem: Memory, principal: str, role: str) -> World:
    mem.register_agent("alice")
    mem.register_agent("carol")
    mem.tools.register("hold", lambda order: f"held {order}", reversible=True, compensate=lambda args, result: None)
    pub = mem.observe(PUBLIC_TEXT, owner="alice", scope="public", authority=0.9, at=10)
    with mem.transaction(agent="alice") as tx:
        staged = {
            n: tx.propose(
                key=f"order {n}/status", value=f"Order {n} shipped", evidence=f"Order {n} shipped", source=pub.id
            )
            for n in (1, 2, 3, 5, 6)
        }
    rumour = mem.observe(RUMOUR, owner="carol", scope="public", authority=0.3, at=20)
    with mem.transaction(agent="carol") as tx:
        doubts = {
            n: tx.propose(
                key=f"order {n}/status", value=f"Order {n} was lost", evidence=f"Order {n} was lost", source=rumour.id
            )
            for n in (5, 6)
        }
    assert all(mem.record(r.vid).state is State.QUARANTINED for r in doubts.values())
    if role == UNREGISTERED:
        return World(pub.id, staged[2].vid, staged[2].vid, staged[3].vid, doubts[5].vid, doubts[6].vid, staged[1].vid)
    mem.register_agent(principal, role="agent")  # an agent while it writes what it will own
    text = f"{principal} owns case A. {principal} owns case C. {principal} owns case F."
    shared = mem.observe(text, owner=principal, scope="shared", at=30)
    secret = mem.observe(f"{principal} keeps a secret.", owner=principal, at=30)
    with mem.transaction(agent=principal) as tx:
        own = tx.propose(
            key=f"{principal} case/a",
            value=f"{principal} owns case A",
            evidence=f"{principal} owns case A",
            source=shared.id,
        )
        support = tx.propose(
            key=f"{principal} case/c",
            value=f"{principal} owns case C",
            evidence=f"{principal} owns case C",
            source=shared.id,
        )
        forgettable = tx.propose(
            key=f"{principal} case/f",
            value=f"{principal} owns case F",
            evidence=f"{principal} owns case F",
            source=shared.id,
        )
        private = tx.propose(
            key=f"{principal} case/s",
            value=f"{principal} keeps a secret",
            evidence=f"{principal} keeps a secret",
            source=secret.id,
        )
    mem.register_agent(principal, role=role)
    return World(pub.id, own.vid, private.vid, support.vid, doubts[5].vid, doubts[6].vid, forgettable.vid)


def expected_methods(role: str) -> set[str]:
    return {m for m, op in METHODS.items() if op is None or op in ALLOWED[role]}


def _refused_alike(before: dict[str, object], after: dict[str, object], what: str) -> None:
    assert after == before, f"{what}: a refused call changed the store"


# --- the library ----------------------------------------------------------------------------------------------


def test_every_public_method_is_in_the_table_or_outside_it_by_design() -> None:
    for cls in (memtx.Memory, memtx.TxnHandle):
        public = {f"{cls.__name__}.{n}" for n in dir(cls) if not n.startswith("_")}
        classified = set(METHODS) | PROCESS_LEVEL | {f"{cls.__name__}.{n}" for n in READS[cls.__name__]}
        assert public <= classified, f"classify {sorted(public - classified)} in memtx.core.permissions (or READS here)"
        assert {m for m in classified if m.startswith(cls.__name__ + ".")} <= public  # nothing stale


def library_calls(mem: Memory, world: World, name: Callable[[], str]) -> dict[str, Callable[[], object]]:
    """One call per method of `METHODS`, as the principal `name()` gives (the same one, or a fresh one each)."""

    def in_txn(body: Callable[[memtx.TxnHandle], object], purpose: str = "internal") -> Callable[[], object]:
        def run() -> object:
            with mem.transaction(agent=name(), purpose=purpose) as tx:
                return body(tx)

        return run

    def bare(body: Callable[[memtx.TxnHandle], object]) -> Callable[[], object]:
        def run() -> object:
            tx = mem.begin(agent=name())
            return body(tx)

        return run

    counter = itertools.count()

    def fresh(prefix: str) -> str:
        return f"{prefix} {next(counter)}"

    def propose(tx: memtx.TxnHandle) -> object:
        return tx.propose(
            key=fresh("case") + "/b", value="Order 1 shipped", evidence="Order 1 shipped", source=world.public_source
        )

    item = {"value": "Order 2 shipped", "evidence": "Order 2 shipped", "source": world.public_source}
    return {
        "Memory.observe": lambda: mem.observe(f"{name()} observed this.", owner=name()),
        "Memory.add": lambda: mem.add("My name is Zed.", agent=name()),
        "Memory.claim_namespace": lambda: mem.claim_namespace(fresh("ns").replace(" ", "-"), agent=name()),
        "Memory.alias": lambda: mem.alias(fresh("alias") + "/status", to="order 1/status", agent=name()),
        "Memory.add_alias": lambda: mem.add_alias(fresh("alias") + "/status", to="order 1/status", agent=name()),
        "Memory.add_synonym": lambda: mem.add_synonym(fresh("state"), means="status", agent=name()),
        "Memory.revoke": lambda: mem.revoke(world.revocable, agent=name(), reason="matrix"),
        "Memory.declassify": lambda: mem.declassify(world.private, agent=name(), scope="shared", reason="matrix"),
        "Memory.review": lambda: mem.review(agent=name()),
        "Memory.approve": lambda: mem.approve(world.approvable, agent=name(), comment="matrix"),
        "Memory.reject": lambda: mem.reject(world.rejectable, agent=name(), comment="matrix"),
        "TxnHandle.observe": in_txn(lambda tx: tx.observe(f"{tx.agent} observed it.", owner=tx.agent)),
        "TxnHandle.propose": in_txn(propose),
        "TxnHandle.propose_many": in_txn(lambda tx: tx.propose_many([item | {"key": fresh("case") + "/m"}])),
        "TxnHandle.promote": in_txn(lambda tx: tx.promote(world.support), "external_action"),
        "TxnHandle.act": in_txn(lambda tx: tx.act("hold", {"order": 3}, support=[world.support]), "external_action"),
        "TxnHandle.commit": bare(lambda tx: tx.commit()),
        "TxnHandle.abort": bare(lambda tx: tx.abort()),
        "TxnHandle.keep_alive": bare(lambda tx: (tx.keep_alive(), tx.abort())),
        "Memory.forget": lambda: mem.forget(world.forgettable, agent=name(), reason="matrix"),
        # Last: an agent may erase only its own data (`may_erase`), which the calls above rest on.
        "Memory.erase": lambda: (who := name(), mem.erase(who, agent=who, reason="matrix")),
    }


@pytest.mark.parametrize("role", ROLES)
def test_library_methods_allowed_per_role(open_memory: Callable[[], Memory], role: str) -> None:
    mem = open_memory()
    principal = {"reader": "viewer", "agent": "bob", "operator": "ops"}.get(role, "ghost")
    world = build_world(mem, principal, role)
    ghosts = (f"ghost {i}" for i in itertools.count())
    calls = library_calls(mem, world, (lambda: next(ghosts)) if role == UNREGISTERED else (lambda: principal))
    assert set(calls) == set(METHODS), "every method of the table is called"
    allowed: set[str] = set()
    for method, call in calls.items():
        before = store_dump(mem)
        try:
            call()
        except PermissionDenied:
            _refused_alike(before, store_dump(mem), method)
        else:
            allowed.add(method)
    assert allowed == expected_methods(role)


# --- HTTP -------------------------------------------------------------------------------------------------------


@dataclass
class Route:
    method: str
    path: str  # the template, as the OpenAPI document lists it
    operation: Operation | None


def state_changing_routes(s: Served) -> list[Route]:
    spec = s.client.get("/openapi.json").json()
    found = []
    for path, ops in spec["paths"].items():
        for method, doc in ops.items():
            if method == "get":
                continue
            declared = doc.get("x-memtx-operation")
            assert declared is not None, f"{method.upper()} {path} does not declare x-memtx-operation (performs(...))"
            found.append(Route(method.upper(), path, None if declared == "own_transaction" else Operation(declared)))
    return found


def http_request(s: Served, who: str | None, route: Route, world: World) -> tuple[str, dict[str, Any] | None]:
    """The concrete path and body of a call of `route` by `who` (None: no token). A transaction the route needs
    is begun first, as `who` (begin is open to every role; without a token, a dangling id is used)."""

    def txn(purpose: str = "internal") -> str:
        if who is None:
            return "tx_" + "A" * 24
        begun = s.call(who, "POST", "/v1/transactions", json={"purpose": purpose})
        assert begun.status_code == 201, begun.text
        return str(begun.json()["id"])

    p = route.path
    bodies: dict[str, Callable[[], tuple[str, dict[str, Any] | None]]] = {
        "/v1/sources": lambda: (p, {"text": f"{who} observed this."}),
        "/v1/add": lambda: (p, {"messages": ["My name is Zed."]}),
        "/v1/revoke": lambda: (p, {"vid": world.revocable, "reason": "matrix"}),
        "/v1/declassify": lambda: (p, {"vid": world.private, "scope": "shared", "reason": "matrix"}),
        "/v1/transactions": lambda: (p, {}),
        "/v1/transactions/{txn}/sources": lambda: (p.replace("{txn}", txn()), {"text": f"{who} observed it."}),
        "/v1/transactions/{txn}/proposals": lambda: (
            p.replace("{txn}", txn()),
            {
                "key": f"{who} case/b",
                "value": "Order 1 shipped",
                "evidence": "Order 1 shipped",
                "source": world.public_source,
            },
        ),
        "/v1/transactions:commit": lambda: (
            p,
            {
                "proposals": [
                    {
                        "key": f"{who} case/c",
                        "value": "Order 1 shipped",
                        "evidence": "Order 1 shipped",
                        "source": world.public_source,
                    }
                ]
            },
        ),
        "/v1/transactions/{txn}/promote": lambda: (p.replace("{txn}", txn("external_action")), {"vid": world.support}),
        "/v1/transactions/{txn}/act": lambda: (
            p.replace("{txn}", txn("external_action")),
            {"tool": "hold", "args": {"order": 3}, "support": [world.support]},
        ),
        "/v1/transactions/{txn}/keep-alive": lambda: (p.replace("{txn}", txn()), None),
        "/v1/transactions/{txn}/commit": lambda: (p.replace("{txn}", txn()), None),
        "/v1/transactions/{txn}/abort": lambda: (p.replace("{txn}", txn()), None),
        "/v1/review/{vid}/approve": lambda: (p.replace("{vid}", str(world.approvable)), {"comment": "matrix"}),
        "/v1/review/{vid}/reject": lambda: (p.replace("{vid}", str(world.rejectable)), {"comment": "matrix"}),
        "/v1/recover": lambda: (p, None),
        "/v1/forget": lambda: (p, {"vid": world.forgettable, "reason": "matrix"}),
        "/v1/erase": lambda: (p, {"user": who or "ghost", "reason": "matrix"}),  # (last: its own data)
    }
    assert p in bodies, f"no request for the new route {route.method} {p}: add one to this test"
    return bodies[p]()


@pytest.fixture
def url(backend_name: str, tmp_path: Path) -> str:
    return store_url(backend_name, tmp_path)


@pytest.mark.parametrize("role", ROLES)
def test_http_routes_allowed_per_role(url: str, role: str) -> None:
    """Over HTTP every caller with a valid token is registered (minting a token registers its principal); a
    caller without one is nobody, refused 401 on every route — the unregistered row of the table is empty."""
    with served(url) as s:
        who = {"reader": "viewer", "agent": "bob", "operator": "ops"}.get(role)
        world = build_world(s.mem, who or "ghost", role)
        routes = state_changing_routes(s)
        assert {r.path for r in routes} >= {
            *("/v1/revoke", "/v1/declassify", "/v1/transactions/{txn}/act", "/v1/review/{vid}/approve"),
        }
        allowed: set[str] = set()
        for route in routes:
            path, body = http_request(s, who, route, world)
            before = store_dump(s.mem)
            headers = s.h(who) if who is not None else {}
            answer = s.client.request(route.method, path, headers=headers, json=body)
            label = f"{route.method} {route.path}"
            if answer.status_code < 300:
                allowed.add(label)
                continue
            assert (answer.status_code, answer.json()["error"]["code"]) in {
                (401, "unauthorized"),
                (403, "permission_denied"),
                (403, "operator_required"),
            }, (label, answer.text)
            _refused_alike(before, store_dump(s.mem), label)
        expected = (
            set()
            if who is None
            else {f"{r.method} {r.path}" for r in routes if r.operation is None or r.operation in ALLOWED[role]}
        )
        assert allowed == expected


# --- MCP --------------------------------------------------------------------------------------------------------


def mcp_args(tool: str, world: World) -> dict[str, Any]:
    args: dict[str, dict[str, Any]] = {
        "observe": {"text": "Observed over MCP."},
        "add": {"messages": [{"role": "user", "content": "My name is Zed."}]},
        "propose_and_commit": {
            "proposals": [
                {
                    "key": "mcp case/b",
                    "value": "Order 1 shipped",
                    "evidence": "Order 1 shipped",
                    "source": world.public_source,
                }
            ]
        },
        "get": {"key": "order 1/status"},
        "history": {"key": "order 1/status"},
        "search": {"query": "order shipped"},
        "context": {"query": "order shipped"},
        "act": {"tool": "hold", "args": {"order": 3}, "support": [world.support], "promote": [world.support]},
        "revoke": {"vid": world.revocable, "reason": "matrix"},
        "review": {},
        "approve": {"vid": world.approvable, "comment": "matrix"},
        "reject": {"vid": world.rejectable, "comment": "matrix"},
        "forget": {"vid": world.forgettable, "reason": "matrix"},
        "erase": {"reason": "matrix"},  # (the server's agent itself; the last tool: the others rest on its data)
    }
    assert tool in args, f"no call for the new MCP tool {tool!r}: add one to this test"
    return args[tool]


def mcp_call(mem: Memory, agent: str, tool: str, args: dict[str, Any]) -> tuple[bool, dict[str, Any]]:
    async def main() -> tuple[bool, dict[str, Any]]:
        async with Client(build_server(mem, agent=agent)) as client:
            result = await client.call_tool(tool, args)
        assert result.structured_content is not None, result
        return bool(result.is_error), dict(result.structured_content)

    return asyncio.run(main())


def mcp_tools(mem: Memory) -> list[str]:
    async def main() -> list[str]:
        async with Client(build_server(mem, agent="alice")) as client:
            return [t.name for t in (await client.list_tools()).tools]

    return asyncio.run(main())


@pytest.fixture
def store(url: str) -> Iterator[Memory]:
    with Memory.open(url, clock=TickClock()) as mem:
        yield mem


@pytest.mark.parametrize("role", ROLES)
def test_mcp_tools_allowed_per_role(store: Memory, role: str) -> None:
    mem = store
    principal = {"reader": "viewer", "agent": "bob", "operator": "ops"}.get(role, "ghost")
    world = build_world(mem, principal, role)
    tools = mcp_tools(mem)
    assert set(tools) == set(TOOL_OPERATIONS), "every tool is classified in memtx.mcp.server.TOOL_OPERATIONS"
    ghosts = (f"ghost {i}" for i in itertools.count())
    allowed: set[str] = set()
    for tool in tools:
        agent = next(ghosts) if role == UNREGISTERED else principal
        before = store_dump(mem)
        failed, doc = mcp_call(mem, agent, tool, mcp_args(tool, world))
        if not failed:
            assert doc.get("allowed", True), (tool, doc)  # the gate let the call through
            allowed.add(tool)
            continue
        assert doc["error"]["code"] == "permission_denied", (tool, doc)
        _refused_alike(before, store_dump(mem), tool)
    # The read tools (no operation) answer by the read rules of DESIGN §8 (`history` needs a registration), so
    # the table decides the tools that may change something.
    changing = {t for t, ops in TOOL_OPERATIONS.items() if ops}
    assert allowed & changing == {t for t in changing if TOOL_OPERATIONS[t] <= ALLOWED[role]}
    assert {"get", "search", "context"} <= allowed  # and every role reads through MCP
