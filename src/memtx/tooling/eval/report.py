"""Small formatting helpers shared by the evaluation suites: aligned text tables, Markdown tables, text bars.

Responsible for: turning rows of cells into text. Must not: compute metrics or read and write files.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

Cell = str | int | float | None


def cell(value: Cell, digits: int = 3) -> str:
    """A cell as text: floats to `digits` places, None as a dash."""
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value:.{digits}f}"
    return str(value)


def _is_numeric(text: str) -> bool:
    return text.replace(".", "", 1).replace("/", "", 1).replace("-", "", 1).isdigit()


def text_table(headers: Sequence[str], rows: Sequence[Sequence[Cell]], *, indent: str = "") -> str:
    """A plain-text table: text columns left-aligned, numeric columns right-aligned, a rule under the header."""
    body = [[cell(c) for c in row] for row in rows]
    widths = [len(h) for h in headers]
    for row in body:
        widths = [max(w, len(c)) for w, c in zip(widths, row, strict=True)]
    numeric = [bool(body) and all(_is_numeric(r[i]) or r[i] == "–" for r in body) for i in range(len(headers))]

    def line(cells: Sequence[str]) -> str:
        parts = [c.rjust(w) if num else c.ljust(w) for c, w, num in zip(cells, widths, numeric, strict=True)]
        return (indent + "  ".join(parts)).rstrip()

    rule = indent + "  ".join("-" * w for w in widths)
    return "\n".join([line(headers), rule, *(line(r) for r in body)])


def markdown_table(headers: Sequence[str], rows: Sequence[Sequence[Cell]]) -> str:
    """A GitHub-flavoured Markdown table; numeric columns are right-aligned."""
    body = [[cell(c).replace("|", "\\|") for c in row] for row in rows]
    numeric = [bool(body) and all(_is_numeric(r[i]) or r[i] == "–" for r in body) for i in range(len(headers))]
    align = ["---:" if num else "---" for num in numeric]
    lines = ["| " + " | ".join(headers) + " |", "| " + " | ".join(align) + " |"]
    lines += ["| " + " | ".join(r) + " |" for r in body]
    return "\n".join(lines)


def bar(fraction: float, width: int = 30) -> str:
    """A horizontal bar of `width` cells for a fraction in [0, 1] (eighth-cell resolution)."""
    fraction = min(max(fraction, 0.0), 1.0)
    eighths = round(fraction * width * 8)
    full, rest = divmod(eighths, 8)
    partial = " ▏▎▍▌▋▊▉"[rest] if rest else ""
    return ("█" * full + partial).ljust(width)


def dump_json(document: Any) -> str:
    """Stable JSON: sorted keys, two-space indent, non-ASCII kept readable."""
    return json.dumps(document, indent=2, sort_keys=True, ensure_ascii=False)
