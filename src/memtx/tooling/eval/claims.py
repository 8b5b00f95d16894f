"""A paper's claim beside what one run measured, and the verdict that compares them.

Responsible for: the summary line's shape shared by every suite. Each suite module offers
`claims(document) -> list[Claim]` over its own `results.json` section; the runner only collects them.
Must not: compute a figure or decide a verdict for a suite (each suite knows what its paper reports).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Verdict(StrEnum):
    """`holds`: the measured quantity is the paper's quantity, on the paper's configuration, and meets the
    paper's figure as the bar. `not reproduced`: it was measured and misses the bar. `not measured`: this
    run could not measure the same quantity (no model, a missing extra, a skipped track) — never a pass."""

    HOLDS = "holds"
    NOT_REPRODUCED = "not reproduced"
    NOT_MEASURED = "not measured"


@dataclass(frozen=True, slots=True)
class Claim:
    """One summary line: which paper, what it claims (with its own figure), what this run measured, on
    which configuration, and the verdict."""

    paper: str
    claim: str
    paper_figure: str
    measured: str
    configuration: str
    verdict: Verdict

    def to_dict(self) -> dict[str, Any]:
        return {
            "paper": self.paper,
            "claim": self.claim,
            "paper_figure": self.paper_figure,
            "measured": self.measured,
            "configuration": self.configuration,
            "verdict": self.verdict.value,
        }
