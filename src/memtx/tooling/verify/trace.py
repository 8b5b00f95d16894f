"""Counterexample traces: replaying a sequence of operations from a fresh store, and shrinking it.

Responsible for: showing that a violation the search found is reproducible from the initial state alone,
and cutting the trace down to the operations it needs (greedy: drop one operation at a time, keep the
drop when the same rule still breaks). Must not: search.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from memtx.tooling.verify.config import Config
from memtx.tooling.verify.inspection import check_state
from memtx.tooling.verify.ops import Op, apply
from memtx.tooling.verify.rules import Violation
from memtx.tooling.verify.world import World


@dataclass(frozen=True, slots=True)
class TraceStep:
    op: Op
    note: str

    def __str__(self) -> str:
        return f"{self.op}" + (f"  -- {self.note}" if self.note else "")


@dataclass(frozen=True, slots=True)
class Replay:
    """The steps that ran (up to and including the first violating one) and what was violated."""

    steps: tuple[TraceStep, ...]
    violations: tuple[Violation, ...]


def replay(config: Config, ops: Sequence[Op]) -> Replay | None:
    """Apply `ops` from a fresh store, checking after each; None if one of them does not apply."""
    world = World(config)
    with world.patched():
        found = check_state(world)
        steps: list[TraceStep] = []
        if found:
            return Replay((), tuple(found))
        for op in ops:
            step = apply(world, op)
            if not step.applied:
                return None
            steps.append(TraceStep(op, step.note))
            found = [*world.violations, *check_state(world)]
            if found:
                return Replay(tuple(steps), tuple(found))
    return Replay(tuple(steps), ())


def shrink(config: Config, ops: Sequence[Op], rule: str, *, passes: int = 2) -> list[Op]:
    """A subsequence of `ops` that still breaks `rule` when replayed, with operations dropped greedily."""
    current = list(ops)
    for _ in range(passes):
        dropped = False
        i = 0
        while i < len(current):
            candidate = current[:i] + current[i + 1 :]
            result = replay(config, candidate)
            if result is not None and any(v.rule == rule for v in result.violations):
                current = candidate[: len(result.steps)]
                dropped = True
            else:
                i += 1
        if not dropped:
            break
    return current
