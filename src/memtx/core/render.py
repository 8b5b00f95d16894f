"""Plain-text rendering of records, shared by the CLI (`memtx.cli.commands`) and the demo (`memtx.tooling.demo`).

Responsible for: turning records into aligned, shortened text lines. Must not: open a store or print anything.
"""

from __future__ import annotations

import json
from collections.abc import Sequence

from memtx.core.model import Record

VALUE_WIDTH = 72  # human output shortens long values; --json always carries them whole


def quote(value: str, width: int = VALUE_WIDTH) -> str:
    """`value` as a JSON string literal, cut to `width` characters (with `...`) when longer."""
    shown = value if len(value) <= width else value[: width - 3] + "..."
    return json.dumps(shown, ensure_ascii=False)


def record_cells(record: Record) -> list[str]:
    """The columns a record is shown with: vid, key, state, reason, quoted value."""
    return [f"v{record.vid}", record.key, record.state.value, record.reason, quote(record.value)]


def align(rows: Sequence[Sequence[str]], indent: str = "") -> list[str]:
    """Left-align columns two spaces apart; the last column is never padded."""
    if not rows:
        return []
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]) - 1)]
    out = []
    for row in rows:
        cells = [cell.ljust(widths[i]) for i, cell in enumerate(row[:-1])] + [row[-1]]
        out.append(indent + "  ".join(cells))
    return out


def record_lines(records: Sequence[Record], indent: str = "") -> list[str]:
    """One aligned line per record."""
    return align([record_cells(r) for r in records], indent)
