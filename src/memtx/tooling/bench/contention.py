"""`memtx bench --only contention` (issue 11 §4): committed transactions per second and abort rates for 1, 2,
4 and 8 processes on one store, SQLite and (when `MEMTX_BENCH_POSTGRES_URL` names a server) PostgreSQL.

Responsible for: running `memtx.tooling.verify.workload` at each process count and turning its histories into
figures, each a ratio against one process on the same backend in the same run; every history also goes
through the isolation checker, so a throughput figure never comes from a run that broke isolation.
Must not: assert a timing.
"""

from __future__ import annotations

import os
import statistics
import time
from typing import Any

from memtx import Memory
from memtx.tooling.bench.harness import BenchError, Context, Figure, Target, WorkloadResult
from memtx.tooling.bench.pgschema import drop_schema, schema_url
from memtx.tooling.bench.revision import BASE_REVISION, interleaved_rates
from memtx.tooling.verify.history import check, parse_lines
from memtx.tooling.verify.workload import figures, run

PROCESSES = (1, 2, 4, 8)
QUICK_PROCESSES = (1, 2)
POSTGRES_ENV = "MEMTX_BENCH_POSTGRES_URL"
# Issue 34's baseline: one PostgreSQL process on this workload before memory spaces, committed txns/s.
ISSUE_BASELINE = 100.0


def _backends() -> list[str]:
    """The backends to measure: SQLite, and PostgreSQL when `POSTGRES_ENV` names a server."""
    return ["sqlite", "postgres"] if os.environ.get(POSTGRES_ENV, "").strip() else ["sqlite"]


def _url(ctx: Context, backend: str, processes: int) -> str:
    if backend == "sqlite":
        return f"sqlite:///{ctx.tmp / f'contention-{processes}.db'}"
    return schema_url(os.environ[POSTGRES_ENV].strip(), str(processes))


def append_transactions(mem: Memory, first: int, last: int) -> None:
    """Transactions `first` to `last` (excluded) of one process's list appends over 6 keys, each a read, an
    observation, a proposal and the commit (`round_trips`; `benchmarks/bench_postgres_commit.py`)."""
    for i in range(first, last):
        with mem.transaction(agent="w0") as tx:
            key = f"k{i % 6}/elems"
            record = tx.read(key)
            text = f"{record.value} {i}" if record is not None else str(i)
            source = tx.observe(text, owner="w0", scope="shared", authority=0.7, at=1.0 + i)
            tx.propose(key=key, value=text, evidence=text, source=source.id, at=1.0 + i)


def round_trips(base: str, n: int) -> dict[str, float]:
    """One process's list-append transactions (a read, an observation, a proposal, the commit: the
    contention workload's shape) on a fresh schema of the PostgreSQL server `base`: round trips and
    statements per transaction, the round trips made holding the commit-order lock, and transactions/s."""
    url = schema_url(base, "roundtrips")
    try:
        with Memory.open(url) as mem:
            backend: Any = mem.store_context.backend  # (the PostgreSQL backend counts what its connections send)
            trips, statements, ordered = backend.round_trips, backend.statements, backend.ordered_round_trips
            began = time.perf_counter()
            append_transactions(mem, 0, n)
            seconds = time.perf_counter() - began
            return {
                "round_trips": (backend.round_trips - trips) / n,
                "statements": (backend.statements - statements) / n,
                "ordered_round_trips": (backend.ordered_round_trips - ordered) / n,
                "per_second": n / seconds,
            }
    finally:
        drop_schema(url)


def round_trip_figures(trips: dict[str, float]) -> list[Figure]:
    """`round_trips`' figures: round trips per commit against the statements sent, and those made holding
    the commit-order lock (the part of a commit that units of disjoint spaces still make one at a time)."""
    return [
        Figure(
            "postgres, one process: round trips per commit (read, observe, propose, commit)",
            "round trips",
            trips["round_trips"],
            trips["statements"],
            "statements sent (one round trip each without the pipeline)",
        ),
        Figure(
            "postgres, one process: of those, holding the commit-order lock (a commit's; not a registration's)",
            "round trips",
            trips["ordered_round_trips"],
            trips["round_trips"],
            "all round trips per commit",
        ),
    ]


def _revision_figures(ctx: Context, result: WorkloadResult) -> list[Figure]:
    """One process on PostgreSQL, this tree against the tree issue 34 measured (`revision.BASE_REVISION`), in
    this run, alternating; a warning instead when that revision cannot be exported (not a git checkout)."""
    cfg = ctx.config
    rounds = cfg.pick(full=3, quick=1)
    txns = cfg.pick(full=300, quick=30, override=cfg.rounds)
    ctx.log(f"contention: one process, this tree vs {BASE_REVISION}, {rounds} x {txns} transactions each, alternating")
    try:
        rates = interleaved_rates(os.environ[POSTGRES_ENV].strip(), ctx.tmp, txns=txns, warmup=30, rounds=rounds)
    except BenchError as exc:
        result.warnings.append(f"the tree before memory spaces not measured: {exc}")
        return []
    result.data["revision"] = {"base": BASE_REVISION, **rates}
    return [
        Figure(
            "postgres, 1 process: committed txns/s against the tree issue 34 measured, same run",
            "ops/s",
            statistics.median(rates["current"]),
            statistics.median(rates["base"]),
            f"{BASE_REVISION} (before memory spaces), alternating, medians of {rounds}",
            Target(">=", 3.0),
        )
    ]


def contention_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    counts = QUICK_PROCESSES if cfg.quick else PROCESSES
    txns = cfg.pick(full=250, quick=20, override=cfg.rounds)
    result = WorkloadResult(
        "contention", "committed transactions/s and abort rate for N processes on one store (snapshot isolation)"
    )
    runs: dict[str, dict[int, dict[str, Any]]] = {}
    for backend in _backends():
        for p in counts:
            url = _url(ctx, backend, p)
            ctx.log(f"contention: {backend}, {p} process(es) x {txns} transactions")
            try:
                path = run(url, processes=p, txns_per_process=txns, seed=cfg.seed, out_dir=ctx.tmp / f"{backend}-{p}")
                history = parse_lines(path.read_text(encoding="utf-8").splitlines())
            finally:
                if backend == "postgres":
                    drop_schema(url)
            report = check(history, "snapshot")
            if not report.valid:
                raise BenchError(f"{backend} with {p} processes broke snapshot isolation: {report.forbidden}")
            fig = figures(history)
            runs.setdefault(backend, {})[p] = {**fig, "allowed_anomalies": report.allowed}
    for backend, by_p in runs.items():
        one = by_p[counts[0]]["committed_per_second"]
        for p, fig in by_p.items():
            result.figures.append(
                Figure(
                    f"{backend}, {p} process(es): committed txns/s",
                    "ops/s",
                    fig["committed_per_second"],
                    one,
                    f"1 process, {backend}",
                )
            )
        for p, fig in by_p.items():
            result.figures.append(
                Figure(f"{backend}, {p} process(es): aborted share", "%", 100 * fig["abort_rate"], None, "")
            )
    if "postgres" in runs:
        result.figures.append(
            Figure(
                "postgres, 1 process: committed txns/s against issue 34's baseline",
                "ops/s",
                runs["postgres"][counts[0]]["committed_per_second"],
                ISSUE_BASELINE,
                "issue 34's one process (another machine's run)",
                Target(">=", 3.0),
            )
        )
        result.figures += _revision_figures(ctx, result)
        n = cfg.pick(full=200, quick=10, override=cfg.rounds)
        ctx.log(f"contention: round trips of {n} transactions in one process")
        result.figures += round_trip_figures(round_trips(os.environ[POSTGRES_ENV].strip(), n))
    result.data["runs"] = {b: {str(p): f for p, f in v.items()} for b, v in runs.items()}
    result.notes += [
        f"each process runs {txns} random list-append transactions (1-4 reads/appends over 6 keys, a fresh "
        "source per append) at snapshot isolation on the store's default durability (SQLite FULL, PostgreSQL "
        "synchronous_commit on); conflicts (first committer wins) are counted as aborts and not retried",
        "every history passed the isolation checker (memtx.tooling.verify.history) before its figures were used; "
        "write skew (G2-item) is allowed at snapshot and counted in the JSON",
        "the ratio is against one process on the same backend in the same run; 2 cores, so more than 2 "
        "processes measure contention, not parallel speed-up",
    ]
    if "postgres" not in runs:
        result.warnings.append(f"PostgreSQL not measured: set {POSTGRES_ENV} to a server URL")
    return result
