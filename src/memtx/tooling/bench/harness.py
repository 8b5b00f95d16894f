"""The timing harness shared by the workloads: interleaved arms, warm-up, medians, and the figure values.

Responsible for: running arms round-robin in a fresh seeded order each round, summarizing samples, and the value
types a workload reports (`Figure`, `Target`, `WorkloadResult`). Must not: know what any workload measures, or
judge a timing by raising — a benchmark prints; it never asserts a timing.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

WORKLOADS: tuple[str, ...] = (
    "commit",
    "floor",
    "memstate",
    "scale",
    "ingest",
    "statements",
    "search",
    "contention",
    "spaces",
    "http",
)

Log = Callable[[str], None]
Step = Callable[[int], float]  # one operation of round i; returns the seconds it took (it times itself)


class BenchError(Exception):
    """A benchmark could not measure what it claims to (a commit did not commit, a template did not match):
    a wrong figure is worse than none, so the workload stops instead of printing it."""


@dataclass(frozen=True, slots=True)
class BenchConfig:
    """What `memtx bench` was asked to run. `None` fields take each workload's default (smaller under `quick`)."""

    only: tuple[str, ...] = WORKLOADS
    quick: bool = False
    sizes: tuple[int, ...] | None = None  # scale: store sizes in records
    rounds: int | None = None  # measured rounds per arm (after warm-up)
    warmup: int | None = None  # discarded rounds per arm
    seed: int = 0
    verbose: bool = False
    workdir: Path | None = None  # where the temporary stores live (fsync cost depends on the disk)
    data: Path | None = None  # the FactConsolidation file (default: memtx.tooling.eval.factconsolidation's)
    profile: Path | None = None  # write a cProfile of each workload here (<workload>.prof); slows the run

    def pick(self, *, full: int, quick: int, override: int | None = None) -> int:
        """`override` if given, else the quick or the full default."""
        if override is not None:
            return override
        return quick if self.quick else full

    def as_dict(self) -> dict[str, Any]:
        return {
            "only": list(self.only),
            "quick": self.quick,
            "sizes": None if self.sizes is None else list(self.sizes),
            "rounds": self.rounds,
            "warmup": self.warmup,
            "seed": self.seed,
            "verbose": self.verbose,
            "workdir": None if self.workdir is None else str(self.workdir),
            "data": None if self.data is None else str(self.data),
            "profile": None if self.profile is None else str(self.profile),
        }


@dataclass(frozen=True, slots=True)
class Context:
    """What a workload runs with: the configuration, its own temporary directory, a seeded RNG and a progress log."""

    config: BenchConfig
    tmp: Path
    rng: random.Random
    log: Log


@dataclass(frozen=True, slots=True)
class Stat:
    """Median and quartiles of one arm's samples, in the unit the samples were taken in."""

    median: float
    p25: float
    p75: float
    n: int

    @classmethod
    def of(cls, samples: Sequence[float]) -> Stat:
        if not samples:
            raise BenchError("an arm produced no samples")
        if len(samples) == 1:
            return cls(samples[0], samples[0], samples[0], 1)
        q = statistics.quantiles(samples, n=4, method="inclusive")
        return cls(statistics.median(samples), q[0], q[2], len(samples))

    def scaled(self, factor: float) -> Stat:
        return Stat(self.median * factor, self.p25 * factor, self.p75 * factor, self.n)

    def as_dict(self) -> dict[str, float | int]:
        return {"median": self.median, "p25": self.p25, "p75": self.p75, "n": self.n}


@dataclass(frozen=True, slots=True)
class Target:
    """A target from issue 7, on the figure's ratio (`on="ratio"`) or on its value (`on="value"`)."""

    op: str  # "<=", ">=", ">", "=="
    bound: float
    on: str = "ratio"

    def met(self, value: float, ratio: float | None) -> bool | None:
        x = ratio if self.on == "ratio" else value
        if x is None:
            return None
        if self.op == "<=":
            return x <= self.bound
        if self.op == ">=":
            return x >= self.bound
        if self.op == ">":
            return x > self.bound
        if self.op == "==":
            return x == self.bound
        raise ValueError(f"unknown target operator {self.op!r}")

    def text(self, unit: str) -> str:
        sign = {"<=": "≤", ">=": "≥", ">": ">", "==": "="}[self.op]
        suffix = "×" if self.on == "ratio" else f" {unit.removesuffix('s') if self.bound == 1 else unit}"
        return f"{sign} {self.bound:g}{suffix}"


@dataclass(frozen=True, slots=True)
class Figure:
    """One reported figure: the measured arm's value, the baseline's (timed in the same run) and their ratio."""

    name: str
    unit: str  # "µs", "s", "ops/s", "statements", "units"
    value: float
    baseline: float | None
    baseline_name: str
    target: Target | None = None
    arms: Mapping[str, Stat] = field(default_factory=dict)  # the raw arm statistics behind value and baseline

    @property
    def ratio(self) -> float | None:
        if self.baseline is None or self.baseline == 0:
            return None
        return self.value / self.baseline

    @property
    def met(self) -> bool | None:
        return None if self.target is None else self.target.met(self.value, self.ratio)

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "unit": self.unit,
            "value": self.value,
            "baseline": self.baseline,
            "baseline_name": self.baseline_name,
            "ratio": self.ratio,
            "target": None if self.target is None else self.target.text(self.unit),
            "met": self.met,
            "arms": {name: stat.as_dict() for name, stat in self.arms.items()},
        }


@dataclass
class WorkloadResult:
    """What one workload measured: its figures, honest notes (what stands in for what), warnings and extra data."""

    name: str
    title: str
    figures: list[Figure] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    details: list[str] = field(default_factory=list)  # printed under --verbose only
    skipped: str | None = None  # why the workload did not run (e.g. an optional package is missing)
    seconds: float = 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "title": self.title,
            "skipped": self.skipped,
            "seconds": self.seconds,
            "figures": [f.as_dict() for f in self.figures],
            "notes": list(self.notes),
            "warnings": list(self.warnings),
            "data": self.data,
            "details": list(self.details),
        }


def interleave(
    arms: Mapping[str, Step], *, rounds: int, warmup: int, rng: random.Random, log: Log | None = None
) -> dict[str, list[float]]:
    """Run every arm once per round, in a fresh seeded order each round; the first `warmup` rounds are discarded.

    Round-robin keeps slow drifts of the machine (other processes, page cache, thermal state) from landing on one
    arm; shuffling the order keeps a fixed position in the round from favouring one. Each arm sees its own round
    numbers 0, 1, 2, … in order, warm-up included.
    """
    if rounds < 1 or warmup < 0:
        raise BenchError(f"need rounds >= 1 and warmup >= 0, got {rounds} and {warmup}")
    samples: dict[str, list[float]] = {name: [] for name in arms}
    names = list(arms)
    total = warmup + rounds
    step = max(1, total // 10)
    for i in range(total):
        rng.shuffle(names)
        for name in names:
            elapsed = arms[name](i)
            if i >= warmup:
                samples[name].append(elapsed)
        if log is not None and (i + 1) % step == 0:
            log(f"  round {i + 1}/{total}")
    return samples


def timed(fn: Callable[[], object]) -> float:
    """Seconds `fn()` took (perf_counter)."""
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def us(stat: Stat) -> Stat:
    """Seconds to microseconds."""
    return stat.scaled(1e6)
