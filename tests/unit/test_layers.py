"""The rooms of the house (issue 30; docs/architecture.md) and the one direction imports may go between them.

A room is a subpackage of `memtx` (`memtx.<room>.…`). Every import counts — module level, inside functions (lazy)
and under `if TYPE_CHECKING:`. A room may import itself and the rooms `MAY_IMPORT` lists; the package's
`__init__` (room `root`) exports the library's public names; the few top-level modules besides it re-export a
documented import path (room `reexport`) and nothing inside the package imports them; the library's rooms never
import `tooling` or `cli`.
"""

from __future__ import annotations

import pytest
import test_import_graph as graph_test  # tests/unit is on the path (no __init__)

import memtx

_LIBRARY = ("core", "storage", "engine", "safety", "read", "ingest", "api")
_ORDER: list[tuple[str, tuple[str, ...]]] = [
    ("core", ()),  # pure values and rules: the model, keys, text, admission, resolution contracts, lifecycle
    ("storage", ("core",)),  # the storage contract and its backends
    ("engine", ("core", "storage")),  # one physical unit through the contract: the write path, restore, the context
    ("safety", ("core", "storage", "engine")),  # the gate, tools, compensation, revocation and cascade repair
    ("read", ("core", "storage", "engine")),  # retrieval, audit reads, embeddings
    ("ingest", ("core", "storage", "engine", "safety", "read")),  # mem.add: sentences, extractors, readers
    ("api", ("core", "storage", "engine", "safety", "read", "ingest")),  # Memory, transactions, AsyncMemory
    ("root", _LIBRARY),  # memtx/__init__.py: the public names
    ("langgraph", (*_LIBRARY, "root")),  # MemtxStore
    ("mcp", (*_LIBRARY, "root")),  # the MCP server
    ("server", (*_LIBRARY, "root")),  # the HTTP service
    ("tooling", (*_LIBRARY, "root", "langgraph", "mcp", "server")),  # eval, bench, verify, torture, faults, demo
    ("cli", (*_LIBRARY, "root", "langgraph", "mcp", "server", "tooling")),  # the command line, over everything
]
MAY_IMPORT: dict[str, frozenset[str]] = {room: frozenset(allowed) for room, allowed in _ORDER}
ROOMS = frozenset(MAY_IMPORT) - {"root"}
# The documented import paths kept for users, each a top-level module re-exporting a room's module.
REEXPORTS = frozenset(
    f"memtx.{name}"
    for name in ("errors", "langgraph_store", "langgraph_async", "extractors", "readers", "embedders", "mcp_server")
)


def room_of(module: str) -> str:
    """`memtx` -> root; `memtx.__main__` -> cli; a re-export -> reexport; `memtx.<room>.…` -> room."""
    if module == "memtx":
        return "root"
    if module == "memtx.__main__":
        return "cli"
    if module in REEXPORTS:
        return "reexport"
    room = module.split(".")[1]
    if room not in ROOMS:
        raise KeyError(module)
    return room


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
            if theirs == "reexport" or (mine != "reexport" and theirs != mine and theirs not in MAY_IMPORT[mine]):
                bad.add((module, dep))
    return bad


def test_every_module_is_in_a_room(monkeypatch: pytest.MonkeyPatch) -> None:
    unplaced = []
    for module in every_import_graph(monkeypatch):
        try:
            room_of(module)
        except KeyError:
            unplaced.append(module)
    assert unplaced == [], f"modules outside every room (put them in one, or list a re-export): {unplaced}"


def test_imports_go_down_the_house(monkeypatch: pytest.MonkeyPatch) -> None:
    found = sorted(violations(every_import_graph(monkeypatch)))
    assert found == [], "imports against the layering: " + "; ".join(f"{a} -> {b}" for a, b in found)


def test_the_rooms_form_no_cycle() -> None:
    assert graph_test.find_cycles({room: set(allowed) for room, allowed in MAY_IMPORT.items()}) == []


def test_at_most_a_dozen_modules_sit_directly_in_the_package() -> None:
    top = sorted(p.stem for p in graph_test.PACKAGE_DIR.glob("*.py"))
    assert len(top) <= 12, top
    assert {f"memtx.{stem}" for stem in top} - {"memtx.__init__", "memtx.__main__"} == REEXPORTS


def test_the_documented_import_paths_still_work() -> None:
    from memtx.errors import MemtxError  # noqa: PLC0415
    from memtx.langgraph_store import MemtxStore  # noqa: PLC0415

    assert MemtxError is memtx.MemtxError
    assert MemtxStore.__module__ == "memtx.langgraph.store"


def test_a_forbidden_import_is_caught() -> None:
    assert violations({"memtx.core.model": {"memtx.api.store"}}) == {("memtx.core.model", "memtx.api.store")}
    assert violations({"memtx.engine.writes": {"memtx.tooling.eval.runner"}}) == {
        ("memtx.engine.writes", "memtx.tooling.eval.runner")
    }
    assert violations({"memtx.api.store": {"memtx.errors"}}) == {("memtx.api.store", "memtx.errors")}
    assert violations({"memtx.cli.commands": {"memtx.tooling.bench.runner", "memtx.api.store"}}) == set()
