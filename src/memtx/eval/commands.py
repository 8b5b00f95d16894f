"""The `memtx eval` command group: thin click commands over the evaluation suites (DESIGN §13).

Responsible for: parsing options and printing or writing a suite's report. Must not: compute anything itself,
or import a suite before its command runs (the CLI must start fast).
"""

from __future__ import annotations

from pathlib import Path

import click


@click.group(name="eval", help="Reproduce the papers' evaluations offline and deterministically (DESIGN §13).")
def eval_group() -> None:
    """`memtx eval`: one subcommand per suite."""


@eval_group.command(
    name="admission",
    short_help="Admission audit: ordered test, guard and bag-of-words baselines.",
    help=(
        "Admission audit: ordered test, ordered test + guard and bag-of-words baselines on seeded valid updates "
        "and hard negatives in English, Chinese and Spanish. Prints a table."
    ),
)
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the data generator.")
@click.option(
    "--out",
    "out_dir",
    type=click.Path(file_okay=False, dir_okay=True, writable=True, path_type=Path),
    default=None,
    help="Directory to write admission.json and admission.md into (created if missing).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the JSON document instead of the table.")
def admission_command(seed: int, out_dir: Path | None, as_json: bool) -> None:
    """Run the admission suite and print its table (or JSON)."""
    from memtx.eval.admission import run, write_report  # noqa: PLC0415 - keep `memtx --help` light

    report = run(seed)
    if out_dir is not None:
        for path in write_report(report, out_dir):
            click.echo(f"wrote {path}", err=True)
    click.echo(report.to_json() if as_json else report.format_table())
