"""Admission's verdict: the `Support` value `check_support` returns and its machine-readable reasons.

Responsible for: the reason names and their DESIGN §4 order. Must not: decide anything (that is the rest
of `memtx.core.admission`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from memtx.core.lexicon import GUARD_ORDER

METADATA: Final = "metadata"
EVIDENCE_NOT_IN_SOURCE: Final = "evidence_not_in_source"
NOT_ORDERED_SUBSEQUENCE: Final = "not_ordered_subsequence"
# DESIGN §4 (amended): an identifier is one token; a value that takes part of one is refused with this reason.
IDENTIFIER: Final = "guard:identifier"
CLAUSE_STITCH: Final = "guard:clause_stitch"
# DESIGN §4: checked in this order; the first failure is the reason.
REASONS: Final = (
    METADATA,
    EVIDENCE_NOT_IN_SOURCE,
    NOT_ORDERED_SUBSEQUENCE,
    IDENTIFIER,
    *(f"guard:{name}" for _, name in GUARD_ORDER),
    CLAUSE_STITCH,
)


@dataclass(frozen=True, slots=True)
class Support:
    """The verdict of `check_support`: `reason` is None iff `ok`; `detail` says what failed, for people."""

    ok: bool
    reason: str | None = None
    detail: str = ""

    def __post_init__(self) -> None:
        if self.ok != (self.reason is None):
            raise ValueError("Support.reason must be None exactly when ok is True")


_ACCEPT: Final = Support(True)
