"""The action gate's decision (DESIGN §7, I1), pure: may this tool call run, given plain facts?

Responsible for: the rule and the order in which its conditions are reported. Must not: look anything
up or call the tool; the store gathers the facts (`memtx.safety.acting`) and journals the decision.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from memtx.core.model import State


class GateMode(enum.StrEnum):
    """What tentative state blocks an irreversible call (DESIGN §7, condition 1)."""

    GLOBAL = "global"  # any tentative record in the store, the acting transaction's own included (the paper)
    SCOPED = "scoped"  # only versions in flight on the keys of the support cone (support + ancestors)


@dataclass(frozen=True, slots=True)
class SupportFact:
    """What the gate knows about one support record, as the acting transaction sees it.

    `readable`: the record exists and the acting agent may read it (another transaction's tentative
    record is not readable: its existence is not revealed). `own_tentative`: staged by the acting
    transaction itself. `state`: its state now. `visible_in_snapshot`: A pointed at it at the
    transaction's snapshot. `safe`: action_safe in the snapshot, or promoted by this transaction.
    """

    vid: int
    readable: bool
    own_tentative: bool = False
    state: State | None = None
    visible_in_snapshot: bool = False
    safe: bool = False
    revocation_pending: bool = False


@dataclass(frozen=True, slots=True)
class Verdict:
    allowed: bool
    reason: str  # "allowed" or the blocking reason
    detail: str = ""


ALLOWED = Verdict(True, "allowed")


def decide(*, reversible: bool, support: Sequence[SupportFact], in_flight: Sequence[str]) -> Verdict:
    """The gate's verdict for one call.

    Every call needs at least one support record, each readable, visible in the transaction's snapshot
    and still current (not retracted, quarantined or superseded since). An **irreversible** call also
    needs (I1) nothing tentative in flight — `in_flight` lists what blocks in the store's gate mode — and
    every support record action_safe. A reversible call may run with tentative state in flight and on
    committed support: if its support is retracted later, it is compensated (DESIGN §9).

    Reasons are reported in that order, so the first thing to fix is named first.
    """
    if not support:
        return Verdict(False, "missing_support", "name at least one support record")
    for fact in support:
        if fact.own_tentative:
            detail = f"support {fact.vid} is this transaction's own uncommitted write"
            return Verdict(False, "tentative_in_flight", detail)
        if not fact.readable:
            return Verdict(False, "support_not_visible", f"unknown version {fact.vid}")
        if fact.state is State.REVOKED or fact.revocation_pending:
            return Verdict(False, "support_retracted", f"version {fact.vid} is retracted")
        if fact.state is State.QUARANTINED:
            return Verdict(False, "support_quarantined", f"version {fact.vid} is quarantined")
        if not fact.visible_in_snapshot:
            return Verdict(False, "support_not_visible", f"version {fact.vid} is not visible in this snapshot")
        if fact.state is State.SUPERSEDED:
            return Verdict(False, "support_superseded", f"version {fact.vid} was superseded after the snapshot")
    if reversible:
        return ALLOWED
    if in_flight:
        shown = ", ".join(in_flight[:5]) + (" …" if len(in_flight) > 5 else "")
        return Verdict(False, "tentative_in_flight", f"tentative state in flight: {shown}")
    for fact in support:
        if not fact.safe:
            return Verdict(False, "support_not_action_safe", f"version {fact.vid} is {fact.state}, not action_safe")
    return ALLOWED
