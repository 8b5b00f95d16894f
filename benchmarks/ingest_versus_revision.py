"""Before/after ratio of the 18,332-fact batch ingest against an earlier git revision, runs alternating in one process.

    python benchmarks/ingest_versus_revision.py REV [--runs N] [--data PATH]

The revision's `src/memtx` is imported as `memtx_rev` (as `bench_versus_revision.py` does). Each run ingests the
FactConsolidation 262k context — `../shared/data/memoryagentbench/Conflict_Resolution.json`, or `memtx bench`'s
seeded generator of the same shape when the file is absent — in one transaction on a fresh file at NORMAL, in the
two variants of `memtx bench --only ingest` (one source per fact; the whole context as one source), each run with
its own copy of the text. The versions alternate, the first of each pair in turn. Medians; ratios are current /
revision (below 1: the current code is faster). Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType
from typing import Any

import memtx
from memtx.tooling.bench.ingest import FACTS, generate
from memtx.tooling.eval.factconsolidation import (
    CONTEXT_HEADER,
    DataFileMissing,
    default_data_path,
    load_rows,
    parse_fact,
)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_versus_revision import export_revision  # (a sibling script, not a package)


def load(path: Path | None) -> tuple[list[str], str]:
    where = path or default_data_path()
    try:
        row = next(r for r in load_rows(where) if r.size == "262k")
    except DataFileMissing:
        return generate(random.Random("0:facts"), FACTS), f"a seeded generator (no data file at {where})"
    return list(row.facts), str(where)


def ingest(mod: ModuleType, lines: list[str], variant: str, work: Path) -> float:
    facts = [f for f in (parse_fact(t) for t in lines) if f is not None]
    mem: Any = mod.Memory.open(str(work / f"{mod.__name__}-{variant}-{time.monotonic_ns()}.db"), fast=True)
    mem.register_agent("bench-user")
    context = "\n".join([CONTEXT_HEADER, *lines]).encode().decode()  # (a copy per run)
    try:
        start = time.perf_counter()
        with mem.transaction(agent="bench") as tx:
            if variant == "one source":
                src = tx.observe(context, owner="bench-user", scope="shared", authority=0.7, at=1e6)
                ids = [src.id] * len(facts)
            else:
                ids = [
                    tx.observe(f.sentence, owner="bench-user", scope="shared", authority=0.7, at=1e6 + f.serial).id
                    for f in facts
                ]
            tx.propose_many(
                [
                    {"key": f.slot, "value": f.sentence, "evidence": f.sentence, "source": sid, "at": 1e6 + f.serial}
                    for f, sid in zip(facts, ids, strict=True)
                ]
            )
        return time.perf_counter() - start
    finally:
        mem.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev")
    parser.add_argument("--runs", type=int, default=4, help="runs of each version and variant (default 4)")
    parser.add_argument("--data", type=Path, help="Conflict_Resolution.json (default: ../shared/data/...)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="memtx-ingest-vs-"))
    old = export_revision(args.rev, work / "rev")
    lines, origin = load(args.data)
    print(f"{len(lines):,} fact lines from {origin}")
    seconds: dict[tuple[str, str], list[float]] = {}
    for run in range(args.runs):
        for variant in ("per fact", "one source"):
            pair = [("current", memtx), ("revision", old)]
            for name, mod in pair if run % 2 == 0 else pair[::-1]:
                seconds.setdefault((variant, name), []).append(ingest(mod, lines, variant, work))
    for variant in ("per fact", "one source"):
        now, then = statistics.median(seconds[(variant, "current")]), statistics.median(seconds[(variant, "revision")])
        print(f"  {variant:<11} current {now:6.3f} s   {args.rev} {then:6.3f} s   {now / then:5.2f}x")


if __name__ == "__main__":
    main()
