"""`memtx bench`: the write-path benchmarks of issue 7, each figure a ratio against a baseline timed in the same run.

Responsible for: the workloads (`commit`, `memstate`, `scale`, `ingest`, `statements`), their interleaved timing
harness and the report (table, JSON, plot). Must not: assert timings, or be imported by the library itself —
only `memtx.cli.commands` loads it, when `memtx bench` runs. See docs/bench.md.

    from memtx.tooling.bench import BenchConfig, run
    report = run(BenchConfig(quick=True, only=("statements", "commit")))
    print(report.format_text())
"""

from __future__ import annotations

from memtx.tooling.bench.runner import WORKLOADS, BenchConfig, BenchError, Figure, Report, Stat, WorkloadResult, run

__all__ = ["WORKLOADS", "BenchConfig", "BenchError", "Figure", "Report", "Stat", "WorkloadResult", "run"]
