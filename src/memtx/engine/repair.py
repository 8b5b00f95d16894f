"""Cascade-repair planning (DESIGN §9), pure: what happens to each version in a retracted cone.

Responsible for: the typed plan (revoke / quarantine for rebuild / leak). Must not: touch storage; the
engine loads the cone, applies the plan and repoints A.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from memtx.core.model import Kind, Record, State


@dataclass(frozen=True, slots=True)
class Step:
    vid: int
    target: State
    reason: str


def plan_retraction(
    root: Record, descendants: Iterable[Record], reason: str, *, reversible: Mapping[int, bool] | None = None
) -> list[Step]:
    """DESIGN §9: the root is revoked; descendants by kind — belief → revoked; summary/profile →
    quarantined for rebuild; tool_action → revoked, as `compensate:` when the call is reversible
    (`reversible[vid]`; the store then runs its compensation exactly once) or as `leaked:` when it is not
    (the operator sees it in `mem.leaks()`).

    Tentative descendants are left to their own transaction: its commit pipeline quarantines them
    (`revoked_parent` / `unstable_dependency`, DESIGN §6.3–4). Already-inactive versions are skipped.
    """
    reversible = reversible or {}
    steps = [Step(root.vid, State.REVOKED, reason)]
    cause = f"cascade:{root.vid}"
    for record in descendants:
        if record.state in (State.REVOKED, State.TENTATIVE, State.RAW):
            continue
        if record.kind in (Kind.SUMMARY, Kind.PROFILE):
            if record.state is not State.QUARANTINED:
                steps.append(Step(record.vid, State.QUARANTINED, f"rebuild_needed:{root.vid}"))
        elif record.kind is Kind.TOOL_ACTION:
            fate = "compensate" if reversible.get(record.vid, False) else "leaked"
            steps.append(Step(record.vid, State.REVOKED, f"{fate}:{root.vid}"))
        else:
            steps.append(Step(record.vid, State.REVOKED, cause))
    return steps
