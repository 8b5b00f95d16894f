"""The rules the model checker checks, by name, and the `Violation` it reports.

Responsible for: naming each rule once, with the DESIGN section it comes from. Must not: check anything.
"""

from __future__ import annotations

from dataclasses import dataclass

RULES: dict[str, str] = {
    "I1.in_flight": "DESIGN §7 I1: an irreversible tool ran while tentative state was in flight (per the gate mode)",
    "I1.action_safe": "DESIGN §7 I1: an irreversible tool ran in an external-action transaction without "
    "action-safe support",
    "I2.cone": "DESIGN §9 I2: after a retraction completed, a descendant not in a final state is still active",
    "I2.active_map": "DESIGN §9 I2: after a retraction completed, an active-map entry points into the retracted cone",
    "I2.tool_action": "DESIGN §9 I2: a retracted tool_action's call is neither compensated nor leaked",
    "flow.source_scope": "DESIGN §8: a record's scope is broader than its source's",
    "flow.parent_scope": "DESIGN §8: a record's scope is broader than a declared parent's (laundering)",
    "flow.read": "DESIGN §8: an agent read a record it may not see (another principal's private, another team's "
    "shared, or another transaction's tentative record)",
    "review.stale_approval": "DESIGN §8: an operator's approval made a version visible over a rival other than the "
    "one its review item showed (first-committer-wins holds for operators too)",
    "store.invariants": "DESIGN §10 I(S): mem.check() reports a violation",
    "once.tool": "DESIGN §7: a tool call ran twice, or ran outside a tx.act call",
    "once.compensation": "DESIGN §7: a compensation ran twice, or for a call that did not run or was not retracted",
    "lease.sweep": "DESIGN §10: a transaction whose handle was dropped, or whose lease ran out, is still open after "
    "the sweep (it would block every irreversible call under the global gate)",
    "engine.error": "an operation raised something other than a MemtxError, or an illegal transition",
}


@dataclass(frozen=True, slots=True)
class Violation:
    """One broken rule: its name (a key of `RULES`) and what exactly was seen."""

    rule: str
    detail: str

    def __post_init__(self) -> None:
        if self.rule not in RULES:
            raise ValueError(f"unknown rule {self.rule!r}")

    def __str__(self) -> str:
        return f"{self.rule}: {self.detail}"
