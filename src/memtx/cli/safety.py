"""The `memtx` commands of the safety layer: the action gate's outbox and log, leaks, the review queue and
declassification (DESIGN §7–§9). Loaded only when one of them is asked for (`memtx.cli.commands.LAZY_COMMANDS`).

Responsible for: parsing, calling the public API, printing. Must not: decide anything the library decides.
"""

from __future__ import annotations

from datetime import UTC, datetime

import click

from memtx import Action, GateDecision, ReviewItem
from memtx.api.shapes import record_doc
from memtx.cli.commands import EXIT_NEGATIVE, _vid_option, emit, open_store, parse_vid, store_options
from memtx.core.arguments import MISSING, Missing
from memtx.core.model import ActionStatus
from memtx.core.render import align, record_lines


def _when(seconds: float | None) -> str:
    return "-" if seconds is None else datetime.fromtimestamp(seconds, UTC).strftime("%Y-%m-%d %H:%M:%S")


def action_doc(action: Action) -> dict[str, object]:
    return {
        "id": action.id,
        "tool": action.tool,
        "agent": action.agent,
        "status": action.status.value,
        "needs_operator": action.status.needs_operator,
        "reversible": action.reversible,
        "args": action.args_value,
        "result": action.result_value,
        "support": list(action.support),
        "vid": action.vid,
        "cause": action.cause,
        "error": action.error,
        "started_at": action.started_at,
        "finished_at": action.finished_at,
        "txn_id": action.txn_id,
    }


def decision_doc(d: GateDecision) -> dict[str, object]:
    return {
        "seq": d.seq,
        "at": d.at,
        "agent": d.agent,
        "tool": d.tool,
        "allowed": d.allowed,
        "reason": d.reason,
        "detail": d.detail,
        "support": list(d.support),
        "mode": d.mode,
        "action_id": d.action_id,
        "txn_id": d.txn_id,
    }


def _action_rows(actions: list[Action]) -> list[str]:
    rows = [("id", "tool", "agent", "status", "support", "record", "started", "note")]
    for a in actions:
        note = a.error or (f"cause v{a.cause}" if a.cause is not None else "")
        flag = " !" if a.status.needs_operator else ""
        rows.append(
            (
                str(a.id),
                a.tool,
                a.agent,
                a.status.value + flag,
                ",".join(f"v{v}" for v in a.support),
                "-" if a.vid is None else f"v{a.vid}",
                _when(a.started_at),
                note,
            )
        )
    return align(rows)


@click.command("actions")
@click.option(
    "--status",
    "statuses",
    multiple=True,
    type=click.Choice([s.value for s in ActionStatus]),
    help="Only actions in this status (repeatable).",
)
@click.option("--agent", default=None, help="Only this agent's actions.")
@click.option("--needs-operator", is_flag=True, help="Only what nobody settles automatically (marked `!`).")
@click.option("--after", type=int, default=0, show_default=True, help="Page: actions with a larger id.")
@click.option("--limit", type=int, default=100, show_default=True)
@store_options
@click.pass_context
def actions_command(
    ctx: click.Context, *, statuses: tuple[str, ...], agent: str | None, needs_operator: bool, after: int, limit: int
) -> None:
    """The gate's outbox: every tool call it let through and where it stands (DESIGN §7). Exit code 1 when
    `--needs-operator` finds something to settle."""
    with open_store(ctx) as mem:
        found = mem.actions(
            status=list(statuses) or None, agent=agent, needs_operator=needs_operator, after=after, limit=limit
        )
    lines = _action_rows(found) if found else ["no actions"]
    emit(ctx, {"actions": [action_doc(a) for a in found]}, lines)
    if needs_operator and found:
        ctx.exit(EXIT_NEGATIVE)


@click.command("gate-log")
@click.option("--agent", default=None, help="Only this agent's decisions.")
@click.option("--tool", default=None, help="Only decisions about this tool.")
@click.option("--blocked", "only", flag_value="blocked", default=None, help="Only blocked calls.")
@click.option("--allowed", "only", flag_value="allowed", help="Only allowed calls.")
@click.option("--after", type=int, default=0, show_default=True, help="Page: decisions with a larger seq.")
@click.option("--limit", type=int, default=100, show_default=True)
@store_options
@click.pass_context
def gate_log_command(
    ctx: click.Context, *, agent: str | None, tool: str | None, only: str | None, after: int, limit: int
) -> None:
    """Every decision of the action gate, allowed or blocked, with its reason and support (DESIGN §7)."""
    allowed = None if only is None else only == "allowed"
    with open_store(ctx) as mem:
        found = mem.gate_log(agent=agent, tool=tool, allowed=allowed, after=after, limit=limit)
    rows = [("seq", "at", "agent", "tool", "decision", "reason", "support", "action")]
    for d in found:
        rows.append(
            (
                str(d.seq),
                _when(d.at),
                d.agent,
                d.tool,
                "allowed" if d.allowed else "BLOCKED",
                d.reason if d.allowed else f"{d.reason}: {d.detail}",
                ",".join(f"v{v}" for v in d.support),
                "-" if d.action_id is None else str(d.action_id),
            )
        )
    emit(ctx, {"decisions": [decision_doc(d) for d in found]}, align(rows) if found else ["no gate decisions"])


@click.command("leaks")
@store_options
@click.pass_context
def leaks_command(ctx: click.Context) -> None:
    """Irreversible calls whose support was retracted after they ran (DESIGN §9). Exit code 1 when any."""
    with open_store(ctx) as mem:
        found = mem.leaks(limit=10_000)
    emit(ctx, {"leaks": [action_doc(a) for a in found]}, _action_rows(found) if found else ["no leaks"])
    if found:
        ctx.exit(EXIT_NEGATIVE)


def _review_doc(item: ReviewItem) -> dict[str, object]:
    rival = None if item.rival is None else record_doc(item.rival)
    return {"record": record_doc(item.record), "rival": rival, "rival_vid": item.rival_vid}


@click.command("review")
@click.option("--agent", required=True, help="The reviewing operator.")
@click.option("--after", type=int, default=0, show_default=True, help="Page: versions with a larger vid.")
@click.option("--limit", type=int, default=100, show_default=True)
@store_options
@click.pass_context
def review_command(ctx: click.Context, agent: str, after: int, limit: int) -> None:
    """The review queue: quarantined versions with their reason, writer, evidence and visible rival."""
    with open_store(ctx) as mem:
        items = mem.review(agent=agent, after=after, limit=limit)
    lines: list[str] = []
    for item in items:
        lines += record_lines([item.record])
        if item.rival is None:
            lines.append("    rival: none")
        else:
            lines += ["    rival:", *(f"  {line}" for line in record_lines([item.rival]))]
    emit(ctx, {"items": [_review_doc(i) for i in items]}, lines or ["nothing to review"])


def _rival_option(_ctx: click.Context, _param: click.Parameter, value: str | None) -> int | Missing | None:
    if value is None:
        return MISSING
    return None if value.strip().lower() == "none" else parse_vid(value)


@click.command("approve")
@click.argument("vid", callback=_vid_option)
@click.option("--agent", required=True, help="The approving operator.")
@click.option(
    "--rival",
    callback=_rival_option,
    help="The rival `memtx review` showed (its vid, or `none`); default: the one VID was quarantined against.",
)
@click.option("--comment", default="", help="Why (journaled).")
@store_options
@click.pass_context
def approve_command(ctx: click.Context, vid: int, agent: str, rival: int | Missing | None, comment: str) -> None:
    """Approve quarantined version VID: revalidated, then visible, superseding its rival. If the key's visible
    version is not the rival the review showed any more, nothing is approved (exit 3: review again)."""
    with open_store(ctx) as mem:
        record = mem.approve(vid, agent=agent, rival=rival, comment=comment)
    emit(ctx, {"record": record_doc(record)}, [*record_lines([record]), f"approved v{vid}"])


@click.command("reject")
@click.argument("vid", callback=_vid_option)
@click.option("--agent", required=True, help="The rejecting operator.")
@click.option("--comment", default="", help="Why (journaled).")
@store_options
@click.pass_context
def reject_command(ctx: click.Context, vid: int, agent: str, comment: str) -> None:
    """Reject quarantined version VID: revoked, with cascade repair."""
    with open_store(ctx) as mem:
        report = mem.reject(vid, agent=agent, comment=comment)
    steps = [f"v{s.vid} {s.kind.value}: {s.before.value} -> {s.after.value} ({s.reason})" for s in report.steps]
    doc = {
        "csn": report.csn,
        "steps": [{"vid": s.vid, "after": s.after.value, "reason": s.reason} for s in report.steps],
    }
    emit(ctx, doc, [*steps, f"rejected v{vid} at csn {report.csn}"])


@click.command("declassify")
@click.argument("vid", callback=_vid_option)
@click.option("--agent", required=True, help="The version's owner.")
@click.option("--scope", type=click.Choice(["shared", "public"]), required=True, help="How far its text may go.")
@click.option("--reason", required=True, help="Why (journaled).")
@store_options
@click.pass_context
def declassify_command(ctx: click.Context, vid: int, agent: str, scope: str, reason: str) -> None:
    """Let the text of private version VID appear at SCOPE (owner only; DESIGN §8)."""
    with open_store(ctx) as mem:
        csn = mem.declassify(vid, agent=agent, scope=scope, reason=reason)
    emit(ctx, {"vid": vid, "scope": scope, "csn": csn}, [f"declassified v{vid} to {scope} at csn {csn}"])
