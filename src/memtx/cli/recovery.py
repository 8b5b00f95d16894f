"""`memtx recover` and `memtx torture` (DESIGN §10): restore a damaged store from its redundant parts; kill
writers at crash points and check what they leave. Loaded only when asked for (`memtx.cli.commands.LAZY_COMMANDS`)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import click

from memtx.api.shapes import check_doc
from memtx.cli.commands import emit, open_store, store_options

if TYPE_CHECKING:
    from memtx.tooling.torture import TortureReport


@click.command("recover")
@store_options
@click.pass_context
def recover_command(ctx: click.Context) -> None:
    """Restore the store: the versions' states and the active map from the journal where the journal is
    sound, else the journal from them (DESIGN §10); then check it. A sound store is left as it is. When the
    damage cannot be restored unambiguously nothing is changed and the exit code is 2."""
    with open_store(ctx) as mem:
        report = mem.recover()
    plan = report.plan
    doc = {
        "restored": report.restored,
        "found": [
            {"kind": v.kind, "detail": v.detail, "vid": v.vid, "ckey": v.ckey, "bucket": v.bucket} for v in report.found
        ],
        "changes": {
            "states": len(plan.states),
            "active": len(plan.actives) + len(plan.drop_actives),
            "journal": len(plan.drop_events) + len(plan.add_events),
        },
        "notes": list(plan.notes),
        "after": check_doc(report.after),
    }
    if not report.restored:
        lines = [f"nothing to restore  {report.after.summary()}"]
    else:
        lines = [
            f"found {len(report.found)} violation(s); restored {plan.changes} item(s): {len(plan.states)} state(s), "
            f"{len(plan.actives) + len(plan.drop_actives)} A entries, "
            f"{len(plan.drop_events) + len(plan.add_events)} journal event(s)",
            *(f"  {note}" for note in plan.notes),
            # A targeted restore re-checks the part it read (DESIGN §10); its counts are that part's.
            f"check{' of the restored part' if 'part_versions' in report.after.stats else ''}  "
            f"{report.after.summary()}",
        ]
    emit(ctx, doc, lines)


@click.command("torture")
@click.option("--rounds", type=click.IntRange(min=1), default=1000, show_default=True, help="Kill-and-reopen rounds.")
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the rounds.")
@click.option(
    "--dir", "directory", type=click.Path(file_okay=False, path_type=Path), default=None, help="Keep the stores here."
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document.")
def torture_command(rounds: int, seed: int, directory: Path | None, as_json: bool) -> None:
    """Crash torture (DESIGN §10): writers doing multi-key transactions, revocations and reversible tool
    calls are killed with SIGKILL at random moments and at named crash points; after every kill the store is
    reopened and checked. Exit code 1 when any check failed."""
    from memtx.tooling.torture import torture  # noqa: PLC0415 - forks: loaded only for this command

    with tempfile.TemporaryDirectory(prefix="memtx-torture-") as scratch:
        where = directory or Path(scratch)
        where.mkdir(parents=True, exist_ok=True)

        def progress(done: int, report: TortureReport) -> None:
            if not as_json and (done % 100 == 0 or done == rounds):
                click.echo(f"  round {done}/{rounds}: {len(report.failures)} failure(s)", err=True)

        report = torture(where, rounds=rounds, seed=seed, progress=progress)
    doc = report.as_dict()
    if as_json:
        click.echo(json.dumps(doc, indent=2))
    else:
        kills = ", ".join(f"{k} {n}" for k, n in sorted(report.kills.items()))
        click.echo(
            f"torture: {report.rounds} rounds, {sum(report.kills.values())} kill points ({kills}); "
            f"{report.acknowledged} acknowledged commits checked, {report.revocations} revocations, "
            f"{report.calls} tool calls; {len(report.failures)} failure(s); {report.elapsed:.1f} s"
        )
        for failure in report.failures[:20]:
            click.echo(f"  {failure}")
    if not report.ok:
        raise SystemExit(1)
