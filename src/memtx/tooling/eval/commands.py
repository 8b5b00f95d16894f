"""The `memtx eval` command group: thin click commands over the evaluation suites (DESIGN §13).

Responsible for: parsing options and printing or writing a suite's report. Must not: compute anything itself,
or import a suite before its command runs (the CLI must start fast).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

if TYPE_CHECKING:
    from memtx.tooling.eval.progress import Tick

_JSON_OPTION = click.option("--json", "as_json", is_flag=True, help="Print the JSON document instead of the table.")


def _out_option(files: str) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """`--out DIR`: where a suite writes `files` (created if missing)."""
    return click.option(
        "--out",
        "out_dir",
        type=click.Path(file_okay=False, dir_okay=True, writable=True, path_type=Path),
        default=None,
        help=f"Directory to write {files} into (created if missing).",
    )


def _finish(paths: Callable[[Path], Sequence[Path]], out_dir: Path | None, text: str) -> None:
    """Write the report files (when asked) and print `text` (the table or the JSON)."""
    if out_dir is not None:
        for path in paths(out_dir):
            click.echo(f"wrote {path}", err=True)
    click.echo(text)


def _suite(
    name: str,
    run: Callable[[Tick], Any],
    write: Callable[[Any, Path], Sequence[Path]],
    out_dir: Path | None,
    as_json: bool,
) -> None:
    """One suite's command: run it under its progress bar, then write its files (when asked) and print its
    table, or its JSON (`to_json()` where the report has one, else its `to_dict()` dumped)."""
    from memtx.tooling.eval.progress import bar  # noqa: PLC0415 - keep `memtx --help` light
    from memtx.tooling.eval.report import dump_json  # noqa: PLC0415

    with bar(name) as tick:
        report = run(tick)
    text = (report.to_json() if hasattr(report, "to_json") else dump_json(report.to_dict())) if as_json else None
    _finish(lambda d: write(report, d), out_dir, text if text is not None else report.format_table())


@click.group(
    name="eval",
    invoke_without_command=True,
    help=(
        "Reproduce the papers' evaluations offline and deterministically (DESIGN §13). Without a suite: run "
        "every suite (or those named with --suite), with a progress bar per suite on stderr, and write "
        "results.json, report.md and the plots to --out. Install memtx[eval] for the plots, the HTTP suite and "
        "the real peers, and memtx[dense] (after torch==2.13.0) for the all-MiniLM-L6-v2 dense baselines."
    ),
)
@click.option("--quick", is_flag=True, help="CI-sized runs of every suite (under a minute on 2 cores).")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of every suite's data.")
@click.option(
    "--suite",
    "suites",
    type=click.Choice(["admission", "consolidation", "locomo-qa", "recovery", "conformance", "stress", "e2e"]),
    multiple=True,
    help="Run only this suite (repeatable; default: all).",
)
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, dir_okay=True, writable=True, path_type=Path),
    default=Path("memtx-eval"),
    show_default=True,
    help="Directory for results.json, report.md and the PNG plots (created if missing).",
)
@click.option(
    "--replay",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Replay the model calls recorded in this transcript directory through a local stub endpoint "
    "(127.0.0.1): the model track (chat extractor, chat reader, agent policy, mem0 infer=True) and the mem0 arm.",
)
@click.option(
    "--record",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Record every model call into this new transcript directory (needs --endpoint, $MEMTX_LLM_MODEL; "
    "the key is read from $MEMTX_LLM_API_KEY and never stored).",
)
@click.option("--endpoint", default=None, help="The OpenAI-compatible base URL --record forwards to (…/v1).")
@click.pass_context
def eval_group(
    ctx: click.Context,
    *,
    quick: bool,
    seed: int,
    suites: tuple[str, ...],
    out_dir: Path,
    replay: Path | None,
    record: Path | None,
    endpoint: str | None,
) -> None:
    """`memtx eval`: one subcommand per suite, or every suite at once."""
    if ctx.invoked_subcommand is not None:
        return
    from memtx.tooling.eval.progress import Bars  # noqa: PLC0415
    from memtx.tooling.eval.replay import model_endpoint  # noqa: PLC0415
    from memtx.tooling.eval.runner import SUITES, run_all, summary_table, tally  # noqa: PLC0415 - keep `memtx --help` light

    with model_endpoint(replay=replay, record=record, endpoint=endpoint, out_dir=out_dir) as model:
        summary, _runs, paths = run_all(
            out_dir, seed=seed, quick=quick, suites=suites or SUITES, progress=Bars(), model_run=model.document
        )
        model.refuse_misses()
    for path in [*model.paths, *paths]:
        click.echo(f"wrote {path}", err=True)
    click.echo(f"memtx eval{' --quick' if quick else ''}: the report is {out_dir / 'report.md'}")
    click.echo(model.table)
    click.echo(f"summary: {tally(summary)}")
    click.echo(summary_table(summary))


@eval_group.command(
    name="admission",
    short_help="Admission audit: ordered test, guard and bag-of-words baselines.",
    help=(
        "Admission audit: ordered test, ordered test + guard and bag-of-words baselines on seeded valid updates "
        "and hard negatives in English, Chinese and Spanish. Prints a table."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the data generator.")
@_out_option("admission.json and admission.md")
@_JSON_OPTION
def admission_command(seed: int, out_dir: Path | None, as_json: bool) -> None:
    """Run the admission suite and print its table (or JSON)."""
    from memtx.tooling.eval.admission import run, write_report  # noqa: PLC0415 - keep `memtx --help` light

    _suite("admission", lambda tick: run(seed, progress=tick), write_report, out_dir, as_json)


@eval_group.command(
    name="recovery",
    short_help="Recovery: a transaction failing in flight, then faults at rest; journal vs undo and oracle.",
    help=(
        "MemTxn's recovery experiment. First the papers' protocol: a 2-16-key transaction fails in flight "
        "(killed at each crash point, or torn outside an atomic unit), the store is reopened, compared with A0 "
        "and restored; damage to both redundant copies is reported apart. Then, as a separate track, 58 "
        "generated LongMemEval-S-shaped histories and the 10 LoCoMo dialogs (skipped when absent) are damaged at "
        "rest with each fault class at 2, 4, 8 and 16 physical keys. Arms: journal restore (write-set "
        "independent), single-key undo, a write-set oracle and no recovery."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the histories and the faults.")
@click.option("--quick", is_flag=True, help="A CI-sized run: 4 synthetic histories and 1 LoCoMo dialog.")
@click.option(
    "--locomo",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="locomo10.json (default: $MEMTX_LOCOMO or the shared data).",
)
@_out_option("recovery.json and recovery.md")
@_JSON_OPTION
def recovery_command(seed: int, quick: bool, locomo: Path | None, out_dir: Path | None, as_json: bool) -> None:
    """Run the recovery suite and print its table (or JSON)."""
    from memtx.tooling.eval.recovery import run, write_report  # noqa: PLC0415 - keep `memtx --help` light

    _suite(
        "recovery",
        lambda tick: run(seed, locomo=locomo, synthetic=4 if quick else 58, dialogs=1 if quick else 10, progress=tick),
        write_report,
        out_dir,
        as_json,
    )


@eval_group.command(
    name="stress",
    short_help="Stress: 1,000 consecutive updates with faults injected at random.",
    help=(
        "MemTxn's stress test: consecutive updates of a 50-key task state with faults injected at random between "
        "them — updates that fail in flight and are retried, faults at rest, and both, one track each; memtx "
        "(check + recover) against no recovery. Prints transaction success, fault detection and retention of "
        "older task state."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the workload and the faults.")
@click.option("--updates", type=click.IntRange(min=1), default=1000, show_default=True, help="Consecutive updates.")
@click.option(
    "--fault-rate",
    type=click.FloatRange(0.0, 1.0),
    default=0.05,
    show_default=True,
    help="Probability of a fault after each update.",
)
@_out_option("stress.json and stress.md")
@_JSON_OPTION
def stress_command(seed: int, updates: int, fault_rate: float, out_dir: Path | None, as_json: bool) -> None:
    """Run the stress suite and print its table (or JSON)."""
    from memtx.tooling.eval.stress import run, write_report  # noqa: PLC0415

    _suite(
        "stress",
        lambda tick: run(seed, updates=updates, fault_rate=fault_rate, progress=tick),
        write_report,
        out_dir,
        as_json,
    )


@eval_group.command(
    name="consolidation",
    short_help="FactConsolidation over a family of readers: memtx vs dense, BM25 and long context.",
    help=(
        "MemoryAgentBench FactConsolidation: the facts are ingested as memory updates through the write path "
        "(serial number = event time) and questions are answered by a family of deterministic readers (ties to "
        "the newer fact with probability p = 0 ... 1, and a recency-biased reader) from memtx's visible "
        "versions, dense top-8, dense at memtx's token budget, BM25 top-8 and long context. Reads ../shared/data "
        "(or --data); a seeded generator of the same shape stands in when the file is absent. Prints F1 per "
        "reader and memtx's gain over each baseline as a band over the readers."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the generator (when no data file).")
@click.option("--quick", is_flag=True, help="A CI-sized run: the 6k and 32k lengths, 30 questions per row.")
@click.option(
    "--data",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Conflict_Resolution.json (default: $MEMTX_FACTCONSOLIDATION or the shared data).",
)
@click.option(
    "--embedder",
    type=click.Choice(["auto", "hashing", "minilm"]),
    default="auto",
    show_default=True,
    help="The dense baselines' embedder: all-MiniLM-L6-v2 when memtx[dense] is installed (auto), "
    "deterministic hashing, or MiniLM (an error without the extra).",
)
@click.option("--llm", is_flag=True, help="Also read with the OpenAI-compatible endpoint in $MEMTX_LLM_BASE_URL.")
@_out_option("consolidation.json, .md and .png")
@_JSON_OPTION
def consolidation_command(
    *, seed: int, quick: bool, data: Path | None, embedder: str, llm: bool, out_dir: Path | None, as_json: bool
) -> None:
    """Run the consolidation suite and print its table (or JSON)."""
    from memtx.read.embedders import named  # noqa: PLC0415 - keep `memtx --help` light
    from memtx.tooling.eval.consolidation import run, write_report  # noqa: PLC0415

    _suite(
        "consolidation",
        lambda tick: run(
            seed,
            quick=quick,
            data=data,
            embedder=None if embedder == "auto" else named(embedder),
            llm=llm,
            progress=tick,
        ),
        write_report,
        out_dir,
        as_json,
    )


@eval_group.command(
    name="locomo-qa",
    short_help="LoCoMo QA: memtx-built context vs dense and BM25, over the reader family.",
    help=(
        "LoCoMo's 1,986 questions: each conversation's turns go through mem.add (the pattern extractor) and "
        "questions are answered from mem.context, from dense top-8 (all-MiniLM-L6-v2 with memtx[dense], else "
        "hashed bag of words) and from BM25 top-8 over the raw turns, by the family of deterministic readers. "
        "Prints evidence recall@8 and answer token F1. Reads ../shared/data/locomo (skipped when absent)."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the readers' coins.")
@click.option("--quick", is_flag=True, help="A CI-sized run: the first conversation's first 60 questions.")
@click.option(
    "--locomo",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="locomo10.json (default: the shared data).",
)
@_out_option("locomo-qa.json and locomo-qa.md")
@_JSON_OPTION
def locomo_qa_command(seed: int, quick: bool, locomo: Path | None, out_dir: Path | None, as_json: bool) -> None:
    """Run the LoCoMo QA track and print its table (or JSON)."""
    from memtx.tooling.eval.locomo_qa import run, write_report  # noqa: PLC0415 - keep `memtx --help` light

    _suite(
        "locomo-qa",
        lambda tick: run(seed=seed, quick=quick, data=locomo, progress=tick),
        write_report,
        out_dir,
        as_json,
    )


@eval_group.command(
    name="conformance",
    short_help="Conformance: the MemTX study's scripted episodes against memory systems.",
    help=(
        "The MemTX study: 90 scripted multi-agent episodes (60 traps across the six corruption families, 30 "
        "controls) and 56 hardened ones, run on memtx (global and scoped gate), six reimplemented baselines "
        "and MemState (memtx[peers]), each under an eager and a careful agent policy. Prints task success, "
        "downstream damage, permit rate on controls, abort recovery, permission compliance and a paired "
        "McNemar test against memtx."
    ),
)
@click.option(
    "--suite",
    "suites",
    type=click.Choice(["main", "hardened"]),
    multiple=True,
    help="Run only this set (repeatable; default: both).",
)
@_out_option("conformance.json and conformance.md")
@_JSON_OPTION
def conformance_command(suites: tuple[str, ...], out_dir: Path | None, as_json: bool) -> None:
    """Run the conformance suite and print its table (or JSON)."""
    from memtx.tooling.eval.conformance import run, write_report  # noqa: PLC0415 - keep `memtx --help` light

    _suite(
        "conformance",
        lambda tick: run(suites=suites or ("main", "hardened"), progress=tick),
        write_report,
        out_dir,
        as_json,
    )


@eval_group.command(
    name="e2e",
    short_help="End to end: 100 controlled cases through the HTTP API (valid, invalid, retention).",
    help=(
        "MemTxn's end-to-end check: 40 valid writes, 40 invalid writes (hard negatives) and 20 retention cases "
        "built from the admission audit's seeded items, through memtx serve's app (memtx[server]) and against "
        "a versioned store and retrieval memory. Prints pass rates."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the admission items.")
@_out_option("e2e.json and e2e.md")
@_JSON_OPTION
def e2e_command(seed: int, out_dir: Path | None, as_json: bool) -> None:
    """Run the end-to-end suite and print its table (or JSON)."""
    from memtx.tooling.eval.e2e import run, write_report  # noqa: PLC0415 - keep `memtx --help` light

    _suite("e2e", lambda tick: run(seed, progress=tick), write_report, out_dir, as_json)
