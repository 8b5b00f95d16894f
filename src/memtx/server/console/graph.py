"""The provenance graph's layout (DESIGN §9: the DAG a retraction walks), computed for server-side SVG.

Responsible for: placing each version of a `Lineage` on a row by its depth (ancestors above, descendants
below) and the edges between them. Pure: no store, no markup (the template draws it, escaped).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from memtx import Record, State

NODE_W: Final = 200
NODE_H: Final = 58
GAP_X: Final = 24
GAP_Y: Final = 36
MARGIN: Final = 16
_KEY_CHARS: Final = 26


@dataclass(frozen=True, slots=True)
class Node:
    vid: int
    x: int
    y: int
    key: str  # shortened to fit the box; the full key is the node's title
    full_key: str
    kind: str
    state: str
    focus: bool


@dataclass(frozen=True, slots=True)
class Edge:
    x1: int
    y1: int
    x2: int
    y2: int


@dataclass(frozen=True, slots=True)
class Layout:
    nodes: tuple[Node, ...]
    edges: tuple[Edge, ...]
    width: int
    height: int


def layout(
    depth: dict[int, int],
    records: dict[int, Record],
    edges: tuple[tuple[int, int], ...],
    *,
    focus: int,
    states: dict[int, State | None] | None = None,
) -> Layout:
    """Rows by depth, each row's versions in vid order, centred. `states`: what to show for each version
    instead of its current state (the as-of view; None: it had no committed state yet)."""
    rows: dict[int, list[int]] = {}
    for vid in sorted(depth):
        rows.setdefault(depth[vid], []).append(vid)
    widest = max(len(r) for r in rows.values())
    width = 2 * MARGIN + widest * NODE_W + (widest - 1) * GAP_X
    at: dict[int, tuple[int, int]] = {}
    nodes = []
    for row_index, level in enumerate(sorted(rows)):
        members = rows[level]
        span = len(members) * NODE_W + (len(members) - 1) * GAP_X
        left = (width - span) // 2
        y = MARGIN + row_index * (NODE_H + GAP_Y)
        for i, vid in enumerate(members):
            x = left + i * (NODE_W + GAP_X)
            at[vid] = (x, y)
            record = records[vid]
            shown = states.get(vid) if states is not None else record.state
            key = record.canonical_key
            nodes.append(
                Node(
                    vid,
                    x,
                    y,
                    key if len(key) <= _KEY_CHARS else key[: _KEY_CHARS - 1] + "…",
                    key,
                    record.kind.value,
                    shown.value if shown is not None else "not yet",
                    vid == focus,
                )
            )
    lines = []
    for parent, child in edges:
        (px, py), (cx, cy) = at[parent], at[child]
        lines.append(Edge(px + NODE_W // 2, py + NODE_H, cx + NODE_W // 2, cy))
    height = 2 * MARGIN + len(rows) * NODE_H + (len(rows) - 1) * GAP_Y
    return Layout(tuple(nodes), tuple(lines), width, height)
