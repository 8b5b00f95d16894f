"""A finished run as an aligned text table, or as one JSON document.

Responsible for: presenting the figures (transitions, distinct states, rates, wall time, depth, what
stopped the run), the configuration, the transitions per operation, the refusals seen, and, on a
violation, the rule broken and the counterexample trace from the initial state. Must not: run anything.
"""

from __future__ import annotations

import json
from typing import Any

from memtx.core.render import align
from memtx.tooling.verify.explore import Result, summary
from memtx.tooling.verify.rules import RULES


def to_data(result: Result) -> dict[str, Any]:
    """The run as plain data: what `--json` prints."""
    return {
        "ok": result.ok,
        "figures": summary(result),
        "config": result.config.describe(),
        "transitions_by_operation": dict(sorted(result.progress.by_kind.items())),
        "refusals": dict(sorted(result.progress.outcomes.items())),
        "rules": RULES,
        "violations": [{"rule": v.rule, "detail": v.detail} for v in result.violations],
        "counterexample": [{"op": str(s.op), "note": s.note} for s in result.trace],
    }


def to_json(result: Result) -> str:
    return json.dumps(to_data(result), indent=2, ensure_ascii=False)


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min {secs:02d} s" if hours else f"{minutes} min {secs:02d} s"


def format_table(result: Result) -> str:
    p = result.progress
    cfg = result.config.describe()
    figures = [
        ["states explored (transitions)", f"{p.transitions:,}"],
        ["distinct states", f"{p.distinct:,}"],
        ["distinct states / s", f"{p.distinct_per_second:,.1f}"],
        ["transitions / s", f"{p.transitions_per_second:,.1f}"],
        ["wall time", _duration(p.elapsed)],
        ["max depth", str(p.max_depth)],
        ["expanded again (reached shallower)", f"{p.expanded_again:,}"],
        ["stopped", result.stopped + (" (resumed run)" if result.resumed else "")],
        ["visited table", f"{result.visited_bytes / 2**20:,.1f} MiB"],
        ["violations", str(len(result.violations))],
    ]
    setting = [
        ["agents", ", ".join(cfg["agents"]) + f"  (+ readers {', '.join(cfg['readers'])})"],
        ["keys", ", ".join(cfg["keys"])],
        ["claims", ", ".join(cfg["claims"])],
        ["tools", ", ".join(cfg["tools"])],
        ["crashes", str(cfg["crashes"])],
        ["depth bound", str(cfg["depth"] or "none")],
        ["max states", f"{cfg['max_states']:,}" if cfg["max_states"] else "none"],
        ["gate", cfg["gate"]],
        ["operator (approve/reject)", "yes" if cfg["operator"] else "no"],
        ["laundering attempts", "yes" if cfg["laundering"] else "no"],
        ["revoke tool_action records", "yes" if cfg["revoke_actions"] else "no"],
    ]
    lines = ["memtx verify: bounded exhaustive model check (docs/verify.md)", ""]
    lines += align(figures, "  ")
    lines += ["", "configuration", *align(setting, "  ")]
    lines += ["", "transitions per operation"]
    lines += align([[kind, f"{n:,}"] for kind, n in sorted(p.by_kind.items())], "  ")
    if p.outcomes:
        lines += ["", "refusals seen", *align([[k, f"{n:,}"] for k, n in sorted(p.outcomes.items())], "  ")]
    if result.violations:
        lines += ["", "VIOLATION"]
        for v in result.violations:
            lines += [f"  {v.rule}: {v.detail}", f"    ({RULES[v.rule]})"]
        lines += ["", "counterexample (from the initial state; replayed on a fresh store):"]
        lines += [f"  {i:>2}. {step}" for i, step in enumerate(result.trace, 1)]
    return "\n".join(lines) + "\n"
