"""`memtx concurrency` (issue 11, part 3; docs/concurrency.md): run the list-append workload with several
processes on one store and check the recorded history, or check a history recorded before (`--check FILE`).
Loaded only when asked for (`memtx.cli.commands.LAZY_COMMANDS`).

Responsible for: options, progress on stderr, printing the figures and the checker's report (text or one
JSON document) and the exit code — 0 when nothing the isolation forbids was found, 1 when something was.
Must not: judge the history (`memtx.tooling.verify.history`) or drive the store (`memtx.tooling.verify.workload`).
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import click

from memtx.cli.commands import EXIT_NEGATIVE
from memtx.tooling.verify.history import ISOLATIONS, Report, check, parse_lines
from memtx.tooling.verify.workload import figures, run


def _figure_lines(fig: dict[str, Any]) -> list[str]:
    if fig["txns_per_second"] is None:
        rate = f"{fig['txns']} txns (no timestamps)"
    else:
        rate = f"{fig['txns_per_second']:,.1f} txns/s ({fig['txns']:,} txns in {fig['seconds']:.1f} s)"
    return [
        f"throughput: {rate}; {fig['appends']:,} appends, {fig['reads']:,} reads",
        f"outcomes: ok {fig['ok']:,}, fail {fig['fail']:,} (abort rate {100 * fig['abort_rate']:.1f}%), "
        f"info {fig['info']:,}; committed versions not made visible: {fig['not_visible']}",
    ]


def _progress(total: int) -> Any:
    def report(done: int, seconds: float) -> None:
        if int(seconds) % 10 == 0:
            click.echo(f"  {done:,}/{total:,} txns after {seconds:.0f} s", err=True)

    return report


@click.command(
    "concurrency",
    short_help="Run a multi-process list-append workload and check its history for isolation anomalies.",
)
@click.option("--url", default=None, metavar="URL", help="SQLite store to run against [default: OUT/store.db].")
@click.option("--processes", type=click.IntRange(1, 64), default=8, show_default=True, help="Worker processes.")
@click.option("--txns", type=click.IntRange(1), default=250, show_default=True, help="Transactions per process.")
@click.option("--keys", type=click.IntRange(1, 1000), default=6, show_default=True, help="Keys in use at a time.")
@click.option(
    "--max-writes",
    type=click.IntRange(1, 1000),
    default=64,
    show_default=True,
    help="Appends a key takes before the workers move on to a fresh one.",
)
@click.option(
    "--isolation",
    type=click.Choice(ISOLATIONS),
    default="snapshot",
    show_default=True,
    help="Isolation of the workload's transactions, and what the check forbids.",
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the workers' random choices.")
@click.option(
    "--spaces",
    type=click.IntRange(0, 64),
    default=0,
    show_default=True,
    help="Memory spaces (key namespaces): worker w writes in space w % SPACES (0: all in the default space).",
)
@click.option(
    "--cross",
    type=click.FloatRange(0, 1),
    default=0.0,
    show_default=True,
    help="With --spaces: the share of micro-ops that go to another space (cross-space transactions).",
)
@click.option(
    "--threads",
    type=click.IntRange(1, 64),
    default=1,
    show_default=True,
    help="Workers a process runs, each in a thread, sharing its store handle with group commit on (each worker runs "
    "--txns transactions and is a sequential client of the history).",
)
@click.option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Directory for the histories (history.jsonl, one per worker, run.json) [default: a new temporary one].",
)
@click.option(
    "--timeout", type=click.FloatRange(min=1), default=None, help="Stop the workers after this many seconds (error)."
)
@click.option(
    "--check",
    "check_file",
    type=click.Path(exists=True, dir_okay=False, path_type=Path),
    default=None,
    help="Check this JSON-lines history instead of running the workload.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document on stdout instead of text.")
@click.pass_context
def concurrency_command(
    ctx: click.Context,
    *,
    url: str | None,
    processes: int,
    txns: int,
    keys: int,
    max_writes: int,
    isolation: str,
    seed: int,
    spaces: int,
    cross: float,
    threads: int,
    out: Path | None,
    timeout: float | None,
    check_file: Path | None,
    as_json: bool,
) -> None:
    """Elle-style concurrency check (docs/concurrency.md): PROCESSES worker processes run random transactions
    of 1-4 reads and appends over a few list-valued keys of one SQLite store, every transaction is recorded
    with its outcome (ok, fail, info), and the history is checked for G0, G1a, G1b, G1c, G-single, G2-item,
    internal inconsistency, garbage and duplicate reads, incompatible orders, lost and phantom writes.
    Exit 1 when the history shows an anomaly the isolation forbids."""
    workload: dict[str, Any] | None = None
    if check_file is not None:
        path = check_file
    else:
        directory = out if out is not None else Path(tempfile.mkdtemp(prefix="memtx-concurrency-"))
        store = url if url is not None else f"sqlite:///{(directory / 'store.db').resolve()}"
        workload = {
            "url": store,
            "processes": processes,
            "txns_per_process": txns,
            "keys": keys,
            "max_writes_per_key": max_writes,
            "isolation": isolation,
            "seed": seed,
            "spaces": spaces,
            "cross": cross,
            "threads": threads,
        }
        if not as_json:
            click.echo(
                f"running {processes} processes x {threads} thread(s) x {txns} txns on {keys} keys ({isolation}, "
                f"seed {seed}) on {store}",
                err=True,
            )
        path = run(
            store,
            processes=processes,
            txns_per_process=txns,
            keys=keys,
            isolation=isolation,
            seed=seed,
            out_dir=directory,
            max_writes_per_key=max_writes,
            timeout=timeout,
            progress=None if as_json else _progress(processes * threads * txns),
            spaces=spaces,
            cross=cross,
            threads=threads,
        )
    with path.open(encoding="utf-8") as lines:
        history = parse_lines(lines)
    report: Report = check(history, isolation)
    fig = figures(history)
    if as_json:
        doc = {"history": str(path), "workload": workload, "figures": fig, "report": report.to_doc()}
        click.echo(json.dumps(doc, indent=2, ensure_ascii=False))
    else:
        click.echo(f"history: {path}")
        for line in [*_figure_lines(fig), *report.lines()]:
            click.echo(line)
        click.echo("verdict: " + ("ok" if report.valid else "ANOMALIES FOUND (forbidden at " + isolation + ")"))
    if not report.valid:
        ctx.exit(EXIT_NEGATIVE)
