"""The `memtx demo` and `memtx bench` commands: the scripted tour and the benchmarks. Loaded only when one of them
is asked for (`memtx.cli.commands.LAZY_COMMANDS`).

Responsible for: parsing their options and printing what `memtx.tooling.demo` and `memtx.tooling.bench` return.
Must not: measure or decide anything itself.
"""

from __future__ import annotations

import json
from pathlib import Path

import click

from memtx.cli.commands import ARGV_KEY, EXIT_ERROR, EXIT_NEGATIVE, settings
from memtx.tooling.bench import WORKLOADS, BenchConfig, run
from memtx.tooling.bench.plot import write_plot
from memtx.tooling.demo import run_demo


@click.command("demo")
@click.option("--db", "path", metavar="PATH", default=None, help="Run on this new SQLite file and keep it.")
@click.option("--force", is_flag=True, help="Replace an existing non-empty store at PATH.")
@click.option("--json", "as_json", is_flag=True, help="Print the demo's result as one JSON document.")
@click.pass_context
def demo_command(ctx: click.Context, path: str | None, force: bool, as_json: bool) -> None:
    """Run a scripted multi-agent story on a fresh SQLite store.

    Without --db the store lives in a temporary directory that is removed afterwards. The global
    --db / MEMTX_DB are ignored: the demo never writes into your store.
    """
    as_json = as_json or settings(ctx).json
    result = run_demo(path, force=force, echo=None if as_json else click.echo)
    if as_json:
        click.echo(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
    if not result.ok:
        ctx.exit(EXIT_NEGATIVE)


def _workload_list(_ctx: click.Context, _param: click.Parameter, value: str | None) -> tuple[str, ...] | None:
    if value is None:
        return None
    names = tuple(dict.fromkeys(n.strip() for n in value.split(",") if n.strip()))
    unknown = [n for n in names if n not in WORKLOADS]
    if unknown or not names:
        raise click.BadParameter(f"{', '.join(unknown) or value!r}: choose from {', '.join(WORKLOADS)}")
    return names


def _size_list(_ctx: click.Context, _param: click.Parameter, value: str | None) -> tuple[int, ...] | None:
    if value is None:
        return None
    sizes = []
    for part in value.split(","):
        try:
            size = float(part)
        except ValueError:
            raise click.BadParameter(f"{part!r} is not a number of records (write 1000 or 1e3)") from None
        if not size.is_integer() or size < 1:
            raise click.BadParameter(f"{part!r} is not a positive whole number of records")
        sizes.append(int(size))
    return tuple(sizes)


@click.command("bench")
@click.option("--quick", is_flag=True, help="A CI-sized run of every selected workload (about a minute on 2 cores).")
@click.option(
    "--only",
    metavar="A,B",
    default=None,
    callback=_workload_list,
    help="Run only these workloads: commit, floor, memstate, scale, ingest, statements, search, contention, "
    "spaces, http (default: all).",
)
@click.option(
    "--sizes",
    metavar="N,N",
    default=None,
    callback=_size_list,
    help="scale: store sizes in records (default 1e3,1e4,1e5,1e6; with --quick 1e3,1e4).",
)
@click.option(
    "--rounds", type=click.IntRange(min=1), metavar="N", default=None, help="Measured rounds per arm (ingest: runs)."
)
@click.option(
    "--warmup", type=click.IntRange(min=0), metavar="N", default=None, help="Discarded warm-up rounds per arm."
)
@click.option(
    "--seed", type=int, metavar="N", default=0, show_default=True, help="Seed of the round order and the data."
)
@click.option(
    "--json",
    "json_path",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="PATH",
    default=None,
    help="Also write the report as JSON to PATH.",
)
@click.option(
    "--plot",
    "plot_path",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="PATH",
    default=None,
    help="Write a PNG of latency against store size to PATH (needs memtx[plot]).",
)
@click.option(
    "--dir",
    "workdir",
    type=click.Path(file_okay=False, path_type=Path),
    metavar="DIR",
    default=None,
    help="Directory for the temporary stores (default: the system temp dir); fsync cost depends on its disk.",
)
@click.option(
    "--data",
    type=click.Path(dir_okay=False, path_type=Path),
    metavar="PATH",
    default=None,
    help="FactConsolidation Conflict_Resolution.json (default: $MEMTX_FACTCONSOLIDATION or the shared data).",
)
@click.option(
    "--profile",
    type=click.Path(file_okay=False, path_type=Path),
    metavar="DIR",
    default=None,
    help="Profile each workload with cProfile into DIR/<workload>.prof and print its hot spots (slows the run).",
)
@click.option("--verbose", is_flag=True, help="Also print every SQL statement the statements workload traced.")
@click.pass_context
def bench_command(
    ctx: click.Context,
    *,
    quick: bool,
    only: tuple[str, ...] | None,
    sizes: tuple[int, ...] | None,
    rounds: int | None,
    warmup: int | None,
    seed: int,
    json_path: Path | None,
    plot_path: Path | None,
    workdir: Path | None,
    data: Path | None,
    profile: Path | None,
    verbose: bool,
) -> None:
    """Benchmark the write path: each figure a ratio against a baseline timed in the same run, interleaved.

    Workloads: commit (vs raw SQLite writing the same rows, FULL and NORMAL), memstate (vs MemState keyed
    upserts; needs memtx[peers]), scale (commit and get at 10^3..10^6 records), ingest (the 18,332-fact
    FactConsolidation context in one transaction), statements (SQL statements and units per commit), search
    (search and context at 10^4 and 10^5 records; the index's cost per commit), contention (1-8 processes on
    one store; on PostgreSQL also one process against the tree before memory spaces, same run), spaces
    (PostgreSQL writers in disjoint memory spaces) and http (8 clients, one-request and five-request
    transactions). PostgreSQL workloads need MEMTX_BENCH_POSTGRES_URL. Prints a table; never fails on a
    timing. See docs/bench.md.
    """
    config = BenchConfig(
        only=only or WORKLOADS,
        quick=quick,
        sizes=sizes,
        rounds=rounds,
        warmup=warmup,
        seed=seed,
        verbose=verbose,
        workdir=workdir,
        data=data,
        profile=profile,
    )
    report = run(config, log=lambda line: click.echo(line, err=True), argv=list(ctx.meta.get(ARGV_KEY, [])))
    if settings(ctx).json:
        click.echo(report.to_json())
    else:
        click.echo(report.format_text(verbose=verbose))
    if json_path is not None:
        json_path.parent.mkdir(parents=True, exist_ok=True)
        json_path.write_text(report.to_json() + "\n", encoding="utf-8")
        click.echo(f"wrote {json_path}", err=True)
    if plot_path is not None:
        click.echo(write_plot(report, plot_path), err=True)
    if report.failed:
        ctx.exit(EXIT_ERROR)
