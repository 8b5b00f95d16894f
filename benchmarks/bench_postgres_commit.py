"""Where a PostgreSQL governed commit's time goes, on one process (issue 34): a loop of the contention workload's
transaction (a read, an observation, a proposal, the commit) on a fresh schema, after a warm-up, printing
transactions/s, wall time, the client's CPU and the server's CPU per transaction, and round trips and statements.

    python benchmarks/bench_postgres_commit.py postgresql://postgres@127.0.0.1:5432/test
    python benchmarks/bench_postgres_commit.py URL --txns 400 --warmup 50 --profile out.prof
    python benchmarks/bench_postgres_commit.py URL --statements 300   # client CPU a statement: psycopg vs the wire

The server's CPU is read from /proc for the backend processes serving this script's connections (found by
`application_name` in `pg_stat_activity`), so it is shown only for a server on this machine; it leaves out the
WAL writer and other background processes. The client's is `time.process_time` (user and system). Run it
alternately on the two trees being compared: the figures move with the machine's load. docs/postgres.md,
"Measured (2026-12-06)", has a run.
"""

from __future__ import annotations

import argparse
import cProfile
import os
import time
import uuid
from pathlib import Path
from typing import Any

import psycopg

from memtx import Memory
from memtx.tooling.bench.contention import append_transactions

_APP = f"memtx-bench-commit-{os.getpid()}"


def _server_cpu(base: str) -> float | None:
    """CPU seconds used so far by the server processes serving this script (None: not on this machine)."""
    with psycopg.connect(base, autocommit=True) as conn:
        pids = [r[0] for r in conn.execute("SELECT pid FROM pg_stat_activity WHERE application_name = %s", (_APP,))]
    ticks = 0
    for pid in pids:
        stat = Path(f"/proc/{pid}/stat")
        if not stat.exists():
            return None
        fields = stat.read_text().rsplit(")", 1)[1].split()
        ticks += int(fields[11]) + int(fields[12])  # utime, stime
    return ticks / os.sysconf("SC_CLK_TCK")


def run(base: str, txns: int, warmup: int, profile: str | None) -> dict[str, Any]:
    os.environ["PGAPPNAME"] = _APP  # (libpq: every connection of the store names this script)
    schema = f"memtx_bench_commit_{uuid.uuid4().hex[:8]}"
    try:
        with Memory.open(f"{base}{'&' if '?' in base else '?'}schema={schema}") as mem:
            backend: Any = mem.store_context.backend
            append_transactions(mem, 0, warmup)
            trips, statements = backend.round_trips, backend.statements
            server = _server_cpu(base)
            wall, cpu = time.perf_counter(), time.process_time()
            profiler = cProfile.Profile() if profile else None
            if profiler is not None:
                profiler.enable()
            append_transactions(mem, warmup, warmup + txns)
            if profiler is not None:
                profiler.disable()
                profiler.dump_stats(profile)
            wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
            after = _server_cpu(base)
            return {
                "txns/s": txns / wall,
                "wall ms": 1000 * wall / txns,
                "client cpu ms": 1000 * cpu / txns,
                "server cpu ms": None if server is None or after is None else 1000 * (after - server) / txns,
                "round trips": (backend.round_trips - trips) / txns,
                "statements": (backend.statements - statements) / txns,
            }
    finally:
        with psycopg.connect(base, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


def statements(base: str, pipelines: int, per: int = 40) -> dict[str, float]:
    """Client CPU (µs) a statement: `pipelines` pipelines of `per` one-row INSERTs and a COMMIT, through
    psycopg's cursors in its pipeline mode and through `memtx.storage.postgres.wire.Wire`, alternating."""
    from memtx.storage.postgres.wire import Wire  # noqa: PLC0415 - this tree's wire

    spent = {"psycopg": 0.0, "wire": 0.0}
    with psycopg.connect(base, autocommit=True, prepare_threshold=None) as conn:
        conn.execute("CREATE TEMP TABLE bench_rows (a BIGINT, b TEXT, c DOUBLE PRECISION)")
        for _ in range(pipelines):
            began = time.process_time()
            with conn.pipeline():
                conn.execute("BEGIN")
                for j in range(per):
                    conn.cursor().execute("INSERT INTO bench_rows (a, b, c) VALUES (%s, %s, %s)", (j, f"x{j}", 0.5))
                conn.execute("COMMIT")
            spent["psycopg"] += time.process_time() - began
            began = time.process_time()
            wire = Wire(conn)
            wire.send(b"BEGIN", ())
            for j in range(per):
                wire.send(b"INSERT INTO bench_rows (a, b, c) VALUES ($1, $2, $3)", (j, f"x{j}", 0.5))
            wire.send(b"COMMIT", ())
            wire.close()
            spent["wire"] += time.process_time() - began
    return {f"{k} us/statement": 1e6 * v / (pipelines * (per + 2)) for k, v in spent.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("url", help="a PostgreSQL server URL (a fresh schema is made and dropped)")
    parser.add_argument("--txns", type=int, default=400)
    parser.add_argument("--warmup", type=int, default=50)
    parser.add_argument("--profile", help="write a cProfile of the measured loop here (inflates the timings)")
    parser.add_argument(
        "--statements", type=int, metavar="N", help="instead: client CPU a statement, psycopg's pipeline vs the wire"
    )
    args = parser.parse_args()
    if args.statements:
        figures: dict[str, float | None] = {**statements(args.url, args.statements)}
    else:
        figures = run(args.url, args.txns, args.warmup, args.profile)
    load = os.getloadavg()[0]
    shown = "  ".join(f"{k} {'-' if v is None else f'{v:.2f}'}" for k, v in figures.items())
    print(f"{shown}  load {load:.2f}")


if __name__ == "__main__":
    main()
