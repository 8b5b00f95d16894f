"""The search's own state: one level of the current path, and the running figures.

Responsible for: the two values the search (`explore`) and its checkpoints (`checkpoint`) share. Must not:
do anything with them.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from memtx.tooling.verify.ops import Op
from memtx.tooling.verify.trace import TraceStep
from memtx.tooling.verify.world import Saved


@dataclass(slots=True)
class Frame:
    """One level of the current path: the saved world, its enabled operations and the next one to try."""

    saved: Saved
    ops: list[Op]
    depth: int
    digest: int
    entered: TraceStep | None
    next: int = 0


@dataclass(slots=True)
class Progress:
    """The running figures (handed to the progress callback). `elapsed` counts the seconds of the runs a
    resumed run continues; `by_kind` counts transitions per operation, `outcomes` refusals per reason."""

    transitions: int = 0
    distinct: int = 0
    max_depth: int = 0
    expanded_again: int = 0
    elapsed: float = 0.0
    by_kind: Counter[str] = field(default_factory=Counter)
    outcomes: Counter[str] = field(default_factory=Counter)

    @property
    def distinct_per_second(self) -> float:
        return self.distinct / self.elapsed if self.elapsed > 0 else 0.0

    @property
    def transitions_per_second(self) -> float:
        return self.transitions / self.elapsed if self.elapsed > 0 else 0.0
