"""`memtx bench --only contention` (issue 11 §4): committed transactions per second and abort rates for 1, 2,
4 and 8 processes on one store, SQLite and (when `MEMTX_BENCH_POSTGRES_URL` names a server) PostgreSQL.

Responsible for: running `memtx.tooling.verify.workload` at each process count and turning its histories into
figures, each a ratio against one process on the same backend in the same run; every history also goes
through the isolation checker, so a throughput figure never comes from a run that broke isolation.
Must not: assert a timing.
"""

from __future__ import annotations

import os
import uuid
from typing import Any

from memtx.tooling.bench.harness import BenchError, Context, Figure, WorkloadResult
from memtx.tooling.verify.history import check, parse_lines
from memtx.tooling.verify.workload import figures, run

PROCESSES = (1, 2, 4, 8)
QUICK_PROCESSES = (1, 2)
POSTGRES_ENV = "MEMTX_BENCH_POSTGRES_URL"


def _backends() -> list[str]:
    """The backends to measure: SQLite, and PostgreSQL when `POSTGRES_ENV` names a server."""
    return ["sqlite", "postgres"] if os.environ.get(POSTGRES_ENV, "").strip() else ["sqlite"]


def schema_url(base: str, name: str) -> str:
    """`base` (a PostgreSQL URL) naming a fresh schema of its own for the run `name`."""
    schema = f"memtx_bench_{name.replace('-', '_')}_{uuid.uuid4().hex[:8]}"
    return f"{base}{'&' if '?' in base else '?'}schema={schema}"


def _url(ctx: Context, backend: str, processes: int) -> str:
    if backend == "sqlite":
        return f"sqlite:///{ctx.tmp / f'contention-{processes}.db'}"
    return schema_url(os.environ[POSTGRES_ENV].strip(), str(processes))


def drop_schema(url: str) -> None:
    """Drop the schema `url` names (a run's, made by `schema_url`)."""
    import psycopg  # noqa: PLC0415 - the postgres extra, only when a PostgreSQL URL was given

    base, _, schema = url.rpartition("schema=")
    with psycopg.connect(base.rstrip("?&"), autocommit=True) as conn:
        conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


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
