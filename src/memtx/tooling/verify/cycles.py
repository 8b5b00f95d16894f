"""The dependency graph of a list-append history and its cycles (`memtx.tooling.verify.history`'s checker).

Responsible for: ww / wr / rw edges between committed transactions (`Graph`), its strongly connected components
(Tarjan, iterative), and the shortest simple cycle of each class (G0, G1c, G-single, G2-item) inside one.
Must not: know the history's format or what an edge means for a key (the checker adds the edges).
"""

from __future__ import annotations

from collections import Counter, defaultdict, deque
from collections.abc import Iterator
from dataclasses import dataclass

__all__ = ["Graph", "Step", "components", "shortest_cycle"]


@dataclass(frozen=True)
class Step:
    """One edge of a dependency cycle: `source` must precede `target` because of `kind` on `key`."""

    source: int
    target: int
    kind: str  # ww, wr or rw
    key: str
    why: str


# --- the dependency graph --------------------------------------------------------------------------------


class Graph:
    """Dependency edges between committed transactions: (source, target) -> edge kind -> (key, why)."""

    def __init__(self) -> None:
        self.out: dict[int, dict[int, dict[str, tuple[str, str]]]] = defaultdict(dict)
        self.counts: Counter[str] = Counter()

    def add(self, source: int, target: int, kind: str, key: str, why: str) -> None:
        if source == target:
            return
        kinds = self.out[source].setdefault(target, {})
        if kind not in kinds:
            kinds[kind] = (key, why)
            self.counts[kind] += 1

    def nodes(self) -> list[int]:
        found = set(self.out)
        for targets in self.out.values():
            found.update(targets)
        return sorted(found)

    def step(self, source: int, target: int, kind: str) -> Step:
        key, why = self.out[source][target][kind]
        return Step(source, target, kind, key, why)


def components(graph: Graph) -> list[list[int]]:
    """Tarjan's strongly connected components with more than one transaction (iterative: no recursion limit)."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    found: list[list[int]] = []
    counter = 0
    for root in graph.nodes():
        if root in index:
            continue
        work: list[tuple[int, Iterator[int]]] = [(root, iter(sorted(graph.out.get(root, {}))))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, successors = work[-1]
            advanced = False
            for nxt in successors:
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(graph.out.get(nxt, {})))))
                    advanced = True
                    break
                if nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component: list[int] = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return sorted(found)  # in history order of their first transaction


# For each cycle class: the kind of the edge that closes the cycle, the kinds the path back may use, and
# whether that path must itself contain an rw edge (G2-item: two or more in all).
_CYCLE_SEARCH: dict[str, tuple[str, frozenset[str], bool]] = {
    "G0": ("ww", frozenset({"ww"}), False),
    "G1c": ("wr", frozenset({"ww", "wr"}), False),
    "G-single": ("rw", frozenset({"ww", "wr"}), False),
    "G2-item": ("rw", frozenset({"ww", "wr", "rw"}), True),
}


def _path_back(
    graph: Graph, members: set[int], start: int, goal: int, *, kinds: frozenset[str], need_rw: bool
) -> list[Step] | None:
    """A shortest path start -> goal inside `members` over edges of `kinds` (with an rw edge when `need_rw`)."""
    origin = (start, not need_rw)
    parent: dict[tuple[int, bool], tuple[tuple[int, bool], str] | None] = {origin: None}
    queue = deque([origin])
    while queue:
        state = queue.popleft()
        node, satisfied = state
        if node == goal and satisfied:
            steps: list[Step] = []
            at: tuple[int, bool] = state
            while (link := parent[at]) is not None:
                previous, kind = link
                steps.append(graph.step(previous[0], at[0], kind))
                at = previous
            return steps[::-1]
        for nxt, edge_kinds in sorted(graph.out.get(node, {}).items()):
            if nxt not in members:
                continue
            for kind in sorted(edge_kinds):
                if kind not in kinds:
                    continue
                succ = (nxt, satisfied or kind == "rw")
                if succ not in parent:
                    parent[succ] = (state, kind)
                    queue.append(succ)
    return None


def shortest_cycle(graph: Graph, component: list[int], kind: str, budget: int) -> list[Step] | None:
    """The shortest simple cycle of class `kind` found in `component`, trying at most `budget` closing edges."""
    closing, kinds, need_rw = _CYCLE_SEARCH[kind]
    members = set(component)
    best: list[Step] | None = None
    tried = 0
    for source in component:
        for target, edge_kinds in sorted(graph.out.get(source, {}).items()):
            if target not in members or closing not in edge_kinds:
                continue
            if tried >= budget:
                return best
            tried += 1
            back = _path_back(graph, members, target, source, kinds=kinds, need_rw=need_rw)
            if back is None:
                continue
            cycle = [graph.step(source, target, closing), *back]
            if len({s.source for s in cycle}) != len(cycle):
                continue  # a walk through some transaction twice: not a simple cycle of this class
            if best is None or len(cycle) < len(best):
                best = cycle
                if len(best) == 2:
                    return best
    return best
