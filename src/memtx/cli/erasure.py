"""The `memtx forget` and `memtx erase` commands (DESIGN §9 forget, §10 erasure). Loaded only when one of them
is asked for (`memtx.cli.commands.LAZY_COMMANDS`).

Responsible for: parsing, calling the public API, printing. Must not: decide anything the library decides.
"""

from __future__ import annotations

import click

from memtx.api.shapes import record_doc
from memtx.cli.commands import emit, open_store, parse_vid, store_options
from memtx.core.render import record_lines


@click.command("forget")
@click.argument("target", metavar="KEY_OR_VID")
@click.option("--agent", required=True, help="The agent forgetting (the value's writer or owner, or an operator).")
@click.option("--reason", required=True, help="Why it is forgotten (journaled).")
@store_options
@click.pass_context
def forget_command(ctx: click.Context, target: str, agent: str, reason: str) -> None:
    """Retract the current value of KEY_OR_VID (a key such as `dana/city`, or a version id `12`/`v12` that is
    its key's current value) without reinstating an older one: `get` then finds nothing, `history` shows a
    tombstone, and what derived from the value is repaired as by `revoke`."""
    what: str | int = target if "/" in target else parse_vid(target)
    with open_store(ctx) as mem:
        report = mem.forget(what, agent=agent, reason=reason)
        records = [mem.record(s.vid) for s in report.steps]
    doc = {
        "csn": report.csn,
        "root": report.root,
        "steps": [
            {"vid": s.vid, "kind": s.kind.value, "before": s.before.value, "after": s.after.value, "reason": s.reason}
            for s in report.steps
        ],
        "records": [record_doc(r) for r in records],
    }
    emit(ctx, doc, [*record_lines(records), f"forgot v{report.root} at csn {report.csn}; nothing reinstated"])


@click.command("erase")
@click.argument("user")
@click.option("--agent", required=True, help="Who erases: an operator, or the user itself.")
@click.option("--reason", required=True, help="Why (journaled with who erased).")
@store_options
@click.pass_context
def erase_command(ctx: click.Context, user: str, agent: str, reason: str) -> None:
    """Erase USER's data (the right to be forgotten): the text of every source and version observed for,
    owned by or about USER, and of what derived from them, removed from the store physically; ids, keys,
    states, times and the journal stay, so `memtx check` and `memtx recover` still verify."""
    with open_store(ctx) as mem:
        done = mem.erase(user, agent=agent, reason=reason)
    doc = {
        "user": done.user,
        "csn": done.csn,
        "sources": list(done.sources),
        "versions": list(done.versions),
        "retracted": list(done.retracted),
        "reinstated": list(done.reinstated),
        "scrubbed": done.scrubbed,
    }
    if done.csn is None:
        lines = [f"nothing stored for {user}"]
    else:
        scrub = "scrubbed" if done.scrubbed else "scrub pending (runs at the next erase or open)"
        lines = [
            f"erased {user}: {len(done.sources)} source(s), {len(done.versions)} version(s) at csn {done.csn}; "
            f"{len(done.reinstated)} other value(s) reinstated; files {scrub}"
        ]
    emit(ctx, doc, lines)
