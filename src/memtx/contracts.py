"""Conflict detection and the resolution contracts `temporal` and `governed` (DESIGN §5), pure.

Responsible for: deciding, from plain facts about two versions, which one is visible. Must not: read
storage, consult clocks or mutate records.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

from memtx.model import ContractKind
from memtx.text import content_tokens

# DESIGN §5: values agree when their token Jaccard is >= 0.80 (exact fraction, no float rounding).
AGREEMENT = (4, 5)


@dataclass(frozen=True, slots=True)
class Contender:
    """What adjudication may look at for one version: nothing else influences the outcome."""

    vid: int
    source_id: str
    source_seq: int
    authority: float
    event_time: float
    value: str


class Decision(enum.Enum):
    WIN = "win"  # becomes A's entry; the visible one (if any) is superseded
    STORE_SUPERSEDED = "store_superseded"  # kept for audit, never visible
    QUARANTINE = "quarantine"  # held for review


@dataclass(frozen=True, slots=True)
class Ruling:
    decision: Decision
    reason: str


def value_tokens(value: str) -> frozenset[str]:
    return frozenset(content_tokens(value))


def _agree(a: Iterable[str], b: Iterable[str]) -> bool:
    sa, sb = set(a), set(b)
    if not sa | sb:
        return True
    num, den = AGREEMENT
    return den * len(sa & sb) >= num * len(sa | sb)


def in_conflict(a: Contender, b: Contender) -> bool:
    """DESIGN §5 conflict set: different sources and value token Jaccard < 0.80."""
    return a.source_id != b.source_id and not _agree(value_tokens(a.value), value_tokens(b.value))


def adjudicate(new: Contender, visible: Contender | None, contract: ContractKind) -> Ruling:
    """Decide the fate of `new` against the currently visible version of its canonical key."""
    if visible is None:
        return Ruling(Decision.WIN, "first_version")
    if not in_conflict(new, visible):
        # DESIGN §5: agreeing or same-source versions need no adjudication; the newer supersedes.
        newer = (new.event_time, new.vid) > (visible.event_time, visible.vid)
        if newer:
            return Ruling(Decision.WIN, "confirmation" if new.source_id != visible.source_id else "newer")
        return Ruling(Decision.STORE_SUPERSEDED, "older_than_visible")
    if contract is ContractKind.TEMPORAL:
        # MemTxn: argmax event time; ties by source order, then proposal id.
        if (new.event_time, new.source_seq, new.vid) > (visible.event_time, visible.source_seq, visible.vid):
            return Ruling(Decision.WIN, "newer_event_time")
        return Ruling(Decision.STORE_SUPERSEDED, "older_than_visible")
    # governed (MemTX): temporal precedence first, authority as a guard.
    if new.event_time > visible.event_time:
        if new.authority >= visible.authority:
            return Ruling(Decision.WIN, "newer_event_time")
        return Ruling(Decision.QUARANTINE, "needs_review")
    if new.event_time < visible.event_time:
        return Ruling(Decision.STORE_SUPERSEDED, "older_than_visible")
    if new.authority > visible.authority:
        return Ruling(Decision.WIN, "higher_authority")
    if new.authority < visible.authority:
        return Ruling(Decision.STORE_SUPERSEDED, "lower_authority")
    return Ruling(Decision.QUARANTINE, "needs_review")
