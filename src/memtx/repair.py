"""Cascade-repair planning (DESIGN §9), pure: what happens to each version in a retracted cone.

Responsible for: the typed plan (revoke / quarantine for rebuild / leak). Must not: touch storage; the
engine loads the cone, applies the plan and repoints A.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from memtx.model import Kind, Record, State


@dataclass(frozen=True, slots=True)
class Step:
    vid: int
    target: State
    reason: str


def plan_retraction(root: Record, descendants: Iterable[Record], reason: str) -> list[Step]:
    """DESIGN §9: the root is revoked; descendants by kind — belief → revoked; summary/profile →
    quarantined for rebuild; tool_action → revoked as `leaked` (no compensation is registered for it;
    the operator sees it in the journal).

    Tentative descendants are left to their own transaction: its commit pipeline quarantines them
    (`revoked_parent` / `unstable_dependency`, DESIGN §6.3–4). Already-inactive versions are skipped.
    """
    steps = [Step(root.vid, State.REVOKED, reason)]
    cause = f"cascade:{root.vid}"
    for record in descendants:
        if record.state in (State.REVOKED, State.TENTATIVE, State.RAW):
            continue
        if record.kind in (Kind.SUMMARY, Kind.PROFILE):
            if record.state is not State.QUARANTINED:
                steps.append(Step(record.vid, State.QUARANTINED, f"rebuild_needed:{root.vid}"))
        elif record.kind is Kind.TOOL_ACTION:
            steps.append(Step(record.vid, State.REVOKED, f"leaked:{root.vid}"))
        else:
            steps.append(Step(record.vid, State.REVOKED, cause))
    return steps
