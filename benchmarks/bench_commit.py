"""Commit latency against raw SQLite and against store size: a thin wrapper over `memtx bench` (memtx.tooling.bench).

    python benchmarks/bench_commit.py             # = memtx bench --only commit,scale --sizes 1e3,1e5
    python benchmarks/bench_commit.py --quick     # every `memtx bench` option passes through
    python benchmarks/bench_commit.py --only commit --json out.json

The figures, their baselines and the targets are described in docs/bench.md.
"""

from __future__ import annotations

import sys

from memtx.cli.commands import main


def bench_args(argv: list[str]) -> list[str]:
    """This script's defaults, then the caller's options (which win)."""
    defaults = [] if "--only" in argv else ["--only", "commit,scale"]
    if "--sizes" not in argv:
        defaults += ["--sizes", "1e3,1e5"]
    return ["bench", *defaults, *argv]


if __name__ == "__main__":
    main(bench_args(sys.argv[1:]))
