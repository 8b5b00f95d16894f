"""The `memtx verify` command: a thin click command over `memtx.tooling.verify.explore`.

Responsible for: turning options into a `Config` (a preset, with fields overridden), running the search
with progress on stderr, printing the table or the JSON document, and the exit code (0: no violation;
1: a violation, with its counterexample trace). Must not: import the checker before the command runs.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click

from memtx.tooling.verify.config import PRESETS

EXIT_VIOLATION = 1  # the CLI's "negative answer" (memtx.cli.commands EXIT_NEGATIVE)
# Options that set a `Config` field of the same name (None: keep the preset's).
_CONFIG_OPTIONS = (
    "agents",
    "keys",
    "claims",
    "summary",
    "tools",
    "crashes",
    "depth",
    "max_states",
    "gate",
    "operator",
    "laundering",
    "revoke_actions",
)


@click.command(
    name="verify",
    short_help="Model-check the protocol: every reachable state of a small configuration.",
    help=(
        "Bounded exhaustive model check (docs/verify.md): drive the real engine, gate and repair code on the "
        "in-memory backend through every interleaving of propose / commit / abort / promote / act / revoke / "
        "approve / reject / crash-and-reopen by several agents, and check I1, I2, the flow rule and I(S) in "
        "every distinct state. Exit 1 on a violation, printing a counterexample trace."
    ),
)
@click.option("--preset", type=click.Choice(sorted(PRESETS)), default="ci", show_default=True, help="Configuration.")
@click.option("--agents", type=click.IntRange(1, 6), default=None, help="Agents, each in its own process.")
@click.option("--keys", type=click.IntRange(1, 9), default=None, help="Order keys (each with its claims).")
@click.option(
    "--claims",
    default=None,
    help="Comma-separated claim kinds per key: packed, shipped, lost, gift, eta.",
)
@click.option("--summary/--no-summary", "summary", default=None, help="Include the summary over all status keys.")
@click.option("--tools", default=None, help="Comma-separated tools: email (irreversible), hold (reversible).")
@click.option("--crashes", type=click.IntRange(0), default=None, help="Crash-and-reopen budget per path.")
@click.option("--depth", type=click.IntRange(1, 250), default=None, help="Depth bound (operations from the start).")
@click.option("--no-depth", is_flag=True, help="No depth bound: explore the whole (finite) state space.")
@click.option("--max-states", type=click.IntRange(1), default=None, help="Stop after this many distinct states.")
@click.option("--gate", type=click.Choice(["global", "scoped"]), default=None, help="The store's gate mode.")
@click.option("--operator/--no-operator", "operator", default=None, help="Include the operator's approve / reject.")
@click.option("--laundering/--no-laundering", "laundering", default=None, help="Summaries declare `shared` always.")
@click.option(
    "--revoke-actions/--no-revoke-actions", "revoke_actions", default=None, help="Agents revoke tool_action records."
)
@click.option(
    "--checkpoint",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Directory to save the search to (every --checkpoint-every seconds and at the end).",
)
@click.option("--checkpoint-every", type=click.FloatRange(1), default=300.0, show_default=True)
@click.option("--resume", is_flag=True, help="Continue the search saved in --checkpoint.")
@click.option("--progress/--no-progress", default=True, show_default=True, help="Progress lines on stderr.")
@click.option(
    "--progress-every", type=click.FloatRange(0.1), default=10.0, show_default=True, help="Seconds between them."
)
@click.option("--paranoid", is_flag=True, help="After every restore, recompute the state's digest and compare (slow).")
@click.option("--json", "as_json", is_flag=True, help="Print one JSON document instead of the table.")
def verify_command(**options: Any) -> None:
    """Run the model checker and print its report; exit 1 on a violation."""
    from dataclasses import replace  # noqa: PLC0415 - keep `memtx --help` light

    from memtx.tooling.verify import config as configs  # noqa: PLC0415
    from memtx.tooling.verify.checkpoint import CheckpointError  # noqa: PLC0415
    from memtx.tooling.verify.explore import explore  # noqa: PLC0415
    from memtx.tooling.verify.frames import Progress  # noqa: PLC0415
    from memtx.tooling.verify.report import format_table, to_json  # noqa: PLC0415

    checkpoint: Path | None = options["checkpoint"]
    if options["resume"] and checkpoint is None:
        raise click.UsageError("--resume needs --checkpoint DIR")
    fields = {name: options[name] for name in _CONFIG_OPTIONS}
    fields["claims"], fields["tools"] = _names(options["claims"]), _names(options["tools"])
    try:
        cfg = configs.preset(options["preset"], **fields)
        if options["no_depth"]:
            cfg = replace(cfg, depth=None)
    except ValueError as exc:
        raise click.UsageError(str(exc)) from None

    def report(p: Progress) -> None:
        click.echo(
            f"verify: {p.transitions:,} transitions, {p.distinct:,} distinct states, depth {p.max_depth}, "
            f"{p.distinct_per_second:,.0f} states/s, {p.elapsed:,.0f} s",
            err=True,
        )

    try:
        result = explore(
            cfg,
            progress=report if options["progress"] else None,
            progress_every=options["progress_every"],
            checkpoint=checkpoint,
            checkpoint_every=options["checkpoint_every"],
            resume=options["resume"],
            paranoid=options["paranoid"],
        )
    except CheckpointError as exc:
        # e.g. the engine changed since the checkpoint was written: its states are not this engine's
        raise click.ClickException(f"cannot resume from {checkpoint}: {exc}") from None
    click.echo(to_json(result) if options["as_json"] else format_table(result).rstrip("\n"))
    if not result.ok:
        click.get_current_context().exit(EXIT_VIOLATION)


def _names(value: str | None) -> tuple[str, ...] | None:
    if value is None:
        return None
    return tuple(name.strip() for name in value.split(",") if name.strip())
