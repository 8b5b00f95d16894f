"""Where an evaluation suite's report goes: `<stem>.json` and `<stem>.md` in a directory.

Responsible for: writing those two files. Must not: compute or format anything.
"""

from __future__ import annotations

from pathlib import Path

from memtx.tooling.eval.report import dump_json


def write_json_and_markdown(out_dir: Path, stem: str, document: object, markdown: str) -> list[Path]:
    """Write `<stem>.json` (stable JSON) and `<stem>.md` into `out_dir` (created if missing); return both."""
    out_dir.mkdir(parents=True, exist_ok=True)
    paths = [out_dir / f"{stem}.json", out_dir / f"{stem}.md"]
    paths[0].write_text(dump_json(document) + "\n", encoding="utf-8")
    paths[1].write_text(markdown + "\n", encoding="utf-8")
    return paths
