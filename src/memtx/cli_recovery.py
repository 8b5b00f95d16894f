"""`memtx recover` (DESIGN §10): restore a damaged store from its redundant parts. Loaded only when asked for
(`memtx.cli.LAZY_COMMANDS`)."""

from __future__ import annotations

import click

from memtx.cli import check_doc, emit, open_store, store_options


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
        "found": [{"kind": v.kind, "detail": v.detail, "vid": v.vid, "ckey": v.ckey} for v in report.found],
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
            f"check  {report.after.summary()}",
        ]
    emit(ctx, doc, lines)
