"""Runs the selected workloads and assembles the report: the environment, the table and the JSON document.

Responsible for: the order of the workloads, their temporary directories and seeded RNGs, and the report's two
renderings. Must not: time anything itself (the workloads do, through `memtx.tooling.bench.harness`).
"""

from __future__ import annotations

import cProfile
import io
import json
import os
import platform
import pstats
import random
import re
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import memtx
from memtx.core.errors import MemtxError
from memtx.tooling.bench.contention import contention_workload
from memtx.tooling.bench.floor import floor_workload
from memtx.tooling.bench.harness import WORKLOADS, BenchConfig, BenchError, Context, Figure, Log, Stat, WorkloadResult
from memtx.tooling.bench.http import http_workload
from memtx.tooling.bench.ingest import ingest_workload
from memtx.tooling.bench.peers import memstate_workload
from memtx.tooling.bench.retrieval import search_workload
from memtx.tooling.bench.scale import scale_workload
from memtx.tooling.bench.spaces import spaces_workload
from memtx.tooling.bench.workloads import commit_workload, statements_workload

__all__ = ["WORKLOADS", "BenchConfig", "BenchError", "Figure", "Report", "Stat", "WorkloadResult", "run"]

RUNNERS: dict[str, Callable[[Context], WorkloadResult]] = {
    "commit": commit_workload,
    "floor": floor_workload,
    "memstate": memstate_workload,
    "scale": scale_workload,
    "ingest": ingest_workload,
    "statements": statements_workload,
    "search": search_workload,
    "contention": contention_workload,
    "spaces": spaces_workload,
    "http": http_workload,
}
assert tuple(RUNNERS) == WORKLOADS


def environment() -> dict[str, Any]:
    """What the figures were measured on."""
    try:
        usable: int | None = len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        usable = None
    return {
        "memtx_version": memtx.__version__,
        "python": platform.python_version(),
        "python_implementation": platform.python_implementation(),
        "sqlite": sqlite3.sqlite_version,
        "platform": platform.platform(),
        "machine": {
            "arch": platform.machine(),
            "processor": platform.processor() or None,
            "cores": os.cpu_count(),
            "usable_cores": usable,
        },
    }


@dataclass
class Report:
    """One `memtx bench` run: the environment, the arguments, and each workload's result."""

    env: dict[str, Any]
    config: BenchConfig
    started_at: str
    workloads: list[WorkloadResult] = field(default_factory=list)
    argv: list[str] = field(default_factory=list)

    @property
    def failed(self) -> list[WorkloadResult]:
        return [w for w in self.workloads if w.data.get("error")]

    def workload(self, name: str) -> WorkloadResult | None:
        return next((w for w in self.workloads if w.name == name), None)

    def as_dict(self) -> dict[str, Any]:
        return {
            **self.env,
            "seed": self.config.seed,
            "arguments": {"argv": list(self.argv), **self.config.as_dict()},
            "started_at": self.started_at,
            "workloads": {w.name: w.as_dict() for w in self.workloads},
        }

    def to_json(self) -> str:
        return json.dumps(self.as_dict(), indent=2, ensure_ascii=False, default=str)

    def format_text(self, *, verbose: bool = False) -> str:
        env = self.env
        cores = env["machine"]["cores"]
        usable = env["machine"]["usable_cores"]
        head = (
            f"memtx bench · memtx {env['memtx_version']} · Python {env['python']} · SQLite {env['sqlite']} · "
            f"{cores} cores"
            + (f" ({usable} usable)" if usable is not None and usable != cores else "")
            + f" · seed {self.config.seed}"
            + (" · quick" if self.config.quick else "")
        )
        out = [head]
        for w in self.workloads:
            out.append("")
            out.append(f"== {w.name}: {w.title}" + (f"  ({w.seconds:.1f} s)" if w.seconds else ""))
            if w.skipped:
                out.append(f"  skipped: {w.skipped}")
            out.extend(_figure_table(w.figures))
            out.extend(f"  ! warning: {line}" for line in w.warnings)
            out.extend(f"  · {line}" for line in w.notes)
            if verbose:
                out.extend(f"  {line}" for line in w.details)
        return "\n".join(out)


def fmt(value: float | None, unit: str) -> str:
    if value is None:
        return "-"
    if unit == "µs":
        return f"{value:,.1f} µs"
    if unit == "s":
        return f"{value:.3f} s"
    if unit == "ops/s":
        return f"{value:,.0f} ops/s"
    if float(value).is_integer():
        return f"{int(value):,} {unit.removesuffix('s') if value == 1 else unit}"
    return f"{value:,.2f} {unit}"


def _figure_table(figures: list[Figure]) -> list[str]:
    if not figures:
        return []
    rows = [["figure", "memtx", "baseline", "ratio", "target", "met"]]
    for f in figures:
        ratio = "-" if f.ratio is None else f"{f.ratio:.2f}×"
        met = {True: "yes", False: "NO", None: ""}[f.met]
        baseline = fmt(f.baseline, f.unit) + (f" ({f.baseline_name})" if f.baseline is not None else "")
        target = "" if f.target is None else f.target.text(f.unit)
        rows.append([f.name, fmt(f.value, f.unit), baseline, ratio, target, met])
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return ["  " + "  ".join(cell.ljust(widths[i]) for i, cell in enumerate(r)).rstrip() for r in rows]


_PROFILED = re.compile(r"memtx[/\\](?!bench[/\\])")  # the library's own functions, not the benchmark's


def _attach_profile(result: WorkloadResult, profiler: cProfile.Profile, path: Path) -> None:
    """Dump the profile and note the library functions with the most cumulative time (DESIGN-side hot spots)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    profiler.dump_stats(str(path))
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("cumulative").print_stats(_PROFILED.pattern, 12)
    lines = [ln.rstrip() for ln in out.getvalue().splitlines()]
    table = [ln for ln in lines if re.match(r"\s*[\d/]+\s+\d", ln)]
    result.notes.append(f"profile (cProfile; timings in this run are inflated by it): {path} — python -m pstats {path}")
    result.notes.extend(f"  {ln.strip()}" for ln in table)


def _stderr(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def run(config: BenchConfig, *, log: Log | None = None, argv: list[str] | None = None) -> Report:
    """Run the selected workloads, in the canonical order, each on its own temporary directory."""
    unknown = sorted(set(config.only) - set(WORKLOADS))
    if unknown:
        raise BenchError(f"unknown workload(s) {', '.join(unknown)}; choose from {', '.join(WORKLOADS)}")
    say = log or _stderr
    report = Report(environment(), config, datetime.now(UTC).isoformat(timespec="seconds"), argv=list(argv or []))
    if config.workdir is not None:
        config.workdir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="memtx-bench-", dir=config.workdir) as tmp:
        for name in WORKLOADS:
            if name not in config.only:
                continue
            wdir = Path(tmp) / name
            wdir.mkdir()
            ctx = Context(config, wdir, random.Random(f"{config.seed}:{name}"), say)
            say(f"{name}: starting")
            start = time.perf_counter()
            profiler = cProfile.Profile() if config.profile is not None else None
            try:
                if profiler is not None:
                    profiler.enable()
                try:
                    result = RUNNERS[name](ctx)
                finally:
                    if profiler is not None:
                        profiler.disable()
            except (BenchError, MemtxError, sqlite3.Error) as exc:
                # A workload that cannot measure reports why; the others still run (and the CLI exits 1).
                result = WorkloadResult(name, "failed")
                result.skipped = f"failed: {type(exc).__name__}: {exc}"
                result.data["error"] = result.skipped
            result.seconds = time.perf_counter() - start
            if profiler is not None and config.profile is not None:
                _attach_profile(result, profiler, config.profile / f"{name}.prof")
            report.workloads.append(result)
            say(f"{name}: done in {result.seconds:.1f} s")
    return report
