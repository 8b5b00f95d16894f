"""The rooms of the house (issue 30; docs/architecture.md) and the one direction imports may go between them.

Every import counts — module level, inside functions (lazy) and under `if TYPE_CHECKING:`. A room may import
itself and the rooms it lists in `MAY_IMPORT`; nothing inside the package imports a top-level re-export module
(they exist for users' documented import paths); the library's rooms never import `tooling` or `cli`.
"""

from __future__ import annotations

import pytest
import test_import_graph as graph_test  # tests/unit is on the path (no __init__)

# room -> the rooms it may import (besides itself). Lower rooms first; the order is the house's layering.
MAY_IMPORT: dict[str, frozenset[str]] = {}
_ORDER = [
    ("core", ()),  # pure values and rules: the model, keys, text, admission, the gate's and repair's decisions
    ("storage", ("core",)),  # the storage contract and its backends
    ("engine", ("core", "storage")),  # one physical unit through the contract: write path, revocation, restore,
    # the sweep, and the StoreContext every service shares
    ("safety", ("core", "storage", "engine")),  # tools, the action gate against a store, retraction
    ("read", ("core", "storage", "engine")),  # retrieval, audit reads, embeddings
    ("ingest", ("core", "storage", "engine", "safety", "read")),  # mem.add: messages, extractors, readers
    ("api", ("core", "storage", "engine", "safety", "read", "ingest")),  # Memory, transactions, AsyncMemory
]
_LIBRARY = ("core", "storage", "engine", "safety", "read", "ingest", "api")
_ORDER += [
    ("langgraph", (*_LIBRARY, "root")),  # MemtxStore
    ("mcp", (*_LIBRARY, "root")),  # the MCP server
    ("server", (*_LIBRARY, "root")),  # the HTTP service
    ("tooling", (*_LIBRARY, "root", "langgraph", "mcp", "server")),  # eval, bench, verify, torture, faults, demo
    ("cli", (*_LIBRARY, "root", "langgraph", "mcp", "server", "tooling")),  # the command line, over everything
    ("root", _LIBRARY),  # the package's __init__: the public names
    ("reexport", (*(r for r, _ in _ORDER), "root")),  # documented import paths kept for users
]
MAY_IMPORT = {room: frozenset(allowed) for room, allowed in _ORDER}

# Flat module -> room, until the modules move into their rooms' subpackages.
_MODULES_OF: dict[str, str] = {
    "core": "errors model frozen text lexicon keys arguments lifecycle contracts pipeline repair flow permissions "
    "proposal digests lexical gate render admission",
    "storage": "storage",
    "engine": "engine commit_group flowing resolution revocation recovery invariants batches crashpoints principals "
    "context sweeping",
    "safety": "tools acting retracting",
    "read": "retrieval reading embedders embedding",
    "ingest": "ingest_messages pattern_extractor extractors readers sentences",
    "api": "store txn_host transaction staging bundles opening vocabulary oversight erasure aio ingest shapes",
    "langgraph": "langgraph_store langgraph_async langgraph_filters langgraph_index langgraph_ttl",
    "mcp": "mcp_server",
    "server": "server",
    "tooling": "eval bench verify torture faults demo",
    "cli": "__main__ cli cli_concurrency cli_erasure cli_mcp cli_recovery cli_retrieval cli_safety cli_serve",
}
ROOM_OF: dict[str, str] = {"memtx": "root"} | {
    f"memtx.{module}": room for room, modules in _MODULES_OF.items() for module in modules.split()
}


def room_of(module: str) -> str:
    """The room of a module: its entry in ROOM_OF, or that of its nearest mapped package."""
    parts = module.split(".")
    for n in range(len(parts), 1 if len(parts) > 1 else 0, -1):  # (a module is not in the root by default)
        room = ROOM_OF.get(".".join(parts[:n]))
        if room is not None:
            return room
    raise KeyError(module)


def every_import_graph(monkeypatch: pytest.MonkeyPatch) -> dict[str, set[str]]:
    monkeypatch.setattr(graph_test, "_module_level_imports", graph_test._every_import)
    return graph_test.import_graph()


def violations(graph: dict[str, set[str]]) -> set[tuple[str, str]]:
    """(importer, imported) pairs whose rooms may not meet that way."""
    bad = set()
    for module, deps in graph.items():
        mine = room_of(module)
        for dep in deps:
            theirs = room_of(dep)
            if theirs != mine and theirs not in MAY_IMPORT[mine]:
                bad.add((module, dep))
    return bad


def test_every_module_has_a_room(monkeypatch: pytest.MonkeyPatch) -> None:
    unmapped = []
    for module in every_import_graph(monkeypatch):
        try:
            room_of(module)
        except KeyError:
            unmapped.append(module)
    assert unmapped == [], f"put these in a room (ROOM_OF): {unmapped}"


def test_imports_go_down_the_house(monkeypatch: pytest.MonkeyPatch) -> None:
    found = sorted(violations(every_import_graph(monkeypatch)))
    assert found == [], "imports against the layering: " + "; ".join(f"{a} -> {b}" for a, b in found)


def test_the_rooms_form_no_cycle() -> None:
    assert graph_test.find_cycles({room: set(allowed) for room, allowed in MAY_IMPORT.items()}) == []


def test_a_forbidden_import_is_caught() -> None:
    graph = {"memtx.model": {"memtx.store"}, "memtx.store": {"memtx.model"}}
    assert violations(graph) == {("memtx.model", "memtx.store")}
    assert violations({"memtx.engine": {"memtx.eval.runner"}}) == {("memtx.engine", "memtx.eval.runner")}
