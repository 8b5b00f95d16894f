"""No import cycles among memtx's modules: none through module-level imports (they run as modules load), and none
through any import at all — lazy and `if TYPE_CHECKING:` ones too (issue 30: no design cycle either)."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

import memtx

PACKAGE_DIR = Path(memtx.__file__).parent


def _modules() -> dict[str, tuple[Path, bool]]:
    """Module name -> (file, is a package)."""
    found = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        parts = ["memtx", *path.relative_to(PACKAGE_DIR).with_suffix("").parts]
        is_package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _module_level_imports(statements: Iterable[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    """Import statements executed when the module loads: top level, and inside top-level if/try/with blocks."""
    for node in statements:
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node
        elif isinstance(node, ast.If):
            if not _is_type_checking(node.test):
                yield from _module_level_imports(node.body)
            yield from _module_level_imports(node.orelse)
        elif isinstance(node, ast.Try):
            for block in (node.body, node.orelse, node.finalbody, *(h.body for h in node.handlers)):
                yield from _module_level_imports(block)
        elif isinstance(node, ast.With):
            yield from _module_level_imports(node.body)


def import_graph() -> dict[str, set[str]]:
    """memtx module -> the memtx modules it imports at module level."""
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, (path, is_package) in modules.items():
        deps: set[str] = set()
        for node in _module_level_imports(ast.parse(path.read_text(encoding="utf-8")).body):
            if isinstance(node, ast.Import):
                deps.update(alias.name for alias in node.names if alias.name in modules)
                continue
            if node.level:  # relative: resolve against this module's package
                package = name.split(".") if is_package else name.split(".")[:-1]
                base = ".".join(package[: len(package) - node.level + 1] + ([node.module] if node.module else []))
            else:
                base = node.module or ""
            for alias in node.names:
                if f"{base}.{alias.name}" in modules:  # `from pkg import submodule`
                    deps.add(f"{base}.{alias.name}")
                elif base in modules:  # `from module import attribute`
                    deps.add(base)
        deps.discard(name)
        graph[name] = deps
    return graph


def find_cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """One cycle (as a path that returns to its start) per strongly connected component larger than one."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                components.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return [_cycle_in(graph, set(c), c[0]) for c in components]


def _cycle_in(graph: dict[str, set[str]], component: set[str], start: str) -> list[str]:
    # Breadth-first from `start` back to itself inside the component: the shortest cycle through it.
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        nxt = []
        for v in frontier:
            for w in sorted(graph[v] & component):
                if w == start:
                    return [*paths[v], start]
                if w not in paths:
                    paths[w] = [*paths[v], w]
                    nxt.append(w)
        frontier = nxt
    raise AssertionError("a strongly connected component always has a cycle")  # pragma: no cover


def test_memtx_modules_have_no_import_cycle():
    cycles = find_cycles(import_graph())
    assert cycles == [], "import cycles: " + "; ".join(" -> ".join(c) for c in cycles)


def test_the_graph_sees_real_imports():
    graph = import_graph()
    assert "memtx.engine.writes" in graph["memtx.api.txn_host"]  # the commit and abort units (the transaction service)
    assert "memtx.api.txn_host" in graph["memtx.api.store"]
    assert "memtx.api.store" in graph["memtx"]  # `from memtx.api.store import Memory` in the package's __init__
    assert "memtx.core.render" in graph["memtx.tooling.demo"]
    assert (
        "memtx.cli.commands" not in graph["memtx.tooling.demo"]
    )  # the demo renders through memtx.core.render, not the CLI


def test_the_cycle_finder_ignores_type_checking_and_finds_real_cycles():
    tree = ast.parse("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\nelse:\n    import b\n")
    names = [alias.name for node in _module_level_imports(tree.body) for alias in node.names]
    assert names == ["TYPE_CHECKING", "b"]
    assert find_cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c", "a"]]
    assert find_cycles({"a": {"b"}, "b": set()}) == []


# --- every import: module level, inside functions (lazy) and under `if TYPE_CHECKING:` ---------------------


def _every_import(statements: Iterable[ast.stmt]) -> Iterator[ast.Import | ast.ImportFrom]:
    tree = ast.Module(body=list(statements), type_ignores=[])
    yield from (node for node in ast.walk(tree) if isinstance(node, ast.Import | ast.ImportFrom))


def strongly_connected(graph: dict[str, set[str]]) -> list[frozenset[str]]:
    """Every group of two or more modules that reach one another."""
    reach: dict[str, set[str]] = {}
    for start in graph:
        seen, todo = {start}, [start]
        while todo:
            for w in graph.get(todo.pop(), ()):
                if w not in seen:
                    seen.add(w)
                    todo.append(w)
        reach[start] = seen
    groups = {frozenset(w for w in reach[v] if v in reach[w]) for v in graph}
    return sorted((g for g in groups if len(g) > 1), key=sorted)


def test_no_cycle_through_any_import(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys.modules[__name__], "_module_level_imports", _every_import)
    groups = [sorted(g) for g in strongly_connected(import_graph())]
    assert groups == [], f"import cycles (lazy and TYPE_CHECKING imports count): {groups}"


def test_every_import_counts_lazy_and_type_checking_ones() -> None:
    source = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import a\ndef f():\n    import b\n"
    names = [alias.name for node in _every_import(ast.parse(source).body) for alias in node.names]
    assert names == ["TYPE_CHECKING", "a", "b"]
    assert strongly_connected({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [frozenset({"a", "b", "c"})]
