"""The search: depth-first over every enabled operation, with a visited table of state digests.

Responsible for: enumerating every state reachable in the configuration (within `depth` and `max_states`),
checking each transition as it happens and each state the first time it is reached, stopping at the first
violation with a reproducible, shrunk counterexample trace, and the run's figures. Must not: know what the
operations do (`ops`) or what the rules are (`checks`).

Depth-first, because it needs memory only for the current path (each level is a saved world: a journal
length and the open handles), while the visited table holds 9 bytes per state. With a depth bound, a state
reached again at a shallower depth is expanded again, so every state within the bound is explored; without
one, every state is expanded once.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtx.tooling.verify import checkpoint as checkpoints
from memtx.tooling.verify.abstraction import state_digest
from memtx.tooling.verify.config import Config
from memtx.tooling.verify.frames import Frame, Progress
from memtx.tooling.verify.inspection import check_state
from memtx.tooling.verify.ops import CRASHABLE, Op, Step, apply, enabled
from memtx.tooling.verify.rules import Violation
from memtx.tooling.verify.trace import TraceStep, replay, shrink
from memtx.tooling.verify.visited import Seen, VisitedTable
from memtx.tooling.verify.world import World


@dataclass(frozen=True, slots=True)
class Result:
    """A finished run. `stopped`: `exhausted` (every state within the bounds was explored), `max_states`
    or `violation`; `trace` is the counterexample from the initial state (shrunk, then replayed)."""

    config: Config
    progress: Progress
    stopped: str
    violations: tuple[Violation, ...] = ()
    trace: tuple[TraceStep, ...] = ()
    found_at_depth: int = 0
    visited_bytes: int = 0
    resumed: bool = False

    @property
    def ok(self) -> bool:
        return not self.violations


ProgressFn = Callable[[Progress], None]


def explore(
    config: Config,
    *,
    progress: ProgressFn | None = None,
    progress_every: float = 10.0,
    checkpoint: Path | None = None,
    checkpoint_every: float = 300.0,
    resume: bool = False,
    shrink_trace: bool = True,
    paranoid: bool = False,
) -> Result:
    """Explore every state of `config`. `checkpoint`: a directory to save the search to every
    `checkpoint_every` seconds (and at the end); `resume=True` continues the search saved there.
    `paranoid`: after every restore, recompute the state's digest and compare (tests the undo journal)."""
    world = World(config)
    with world.patched():
        search = _Search(config, world, paranoid=paranoid)
        resumed = False
        if resume and checkpoint is not None and checkpoints.exists(checkpoint):
            search.load(checkpoint)
            resumed = True
        else:
            search.start()
        return search.run(
            progress=progress,
            progress_every=progress_every,
            checkpoint=checkpoint,
            checkpoint_every=checkpoint_every,
            shrink_trace=shrink_trace,
            resumed=resumed,
        )


class _Search:
    def __init__(self, config: Config, world: World, *, paranoid: bool) -> None:
        self.config = config
        self.world = world
        self.paranoid = paranoid
        self.table = VisitedTable()
        self.stack: list[Frame] = []
        self.stats = Progress()
        self.violations: list[Violation] = []
        self._elapsed_before = 0.0

    # --- start / resume ----------------------------------------------------------------------------------
    def start(self) -> None:
        digest = state_digest(self.world)
        self.table.visit(digest, 0)
        self.stats.distinct = 1
        self.violations = check_state(self.world)
        self.stack = [Frame(self.world.save(), enabled(self.world), 0, digest, None)]

    def load(self, directory: Path) -> None:
        saved = checkpoints.load(directory, self.config)
        self.table = saved.table
        self.stats = saved.progress
        self._elapsed_before = saved.progress.elapsed
        self.stack = self._rebuild(saved.path)

    def _rebuild(self, path: list[checkpoints.FrameRecord]) -> list[Frame]:
        """Replay the saved path from the initial state to get every level's saved world back."""
        world = self.world
        stack: list[Frame] = []
        for level, record in enumerate(path):
            if level and (record.entered is None or not apply(world, record.entered.op).applied):
                raise checkpoints.CheckpointError(f"the saved path does not replay at depth {level}")
            digest = state_digest(world)
            if digest != record.digest:
                raise checkpoints.CheckpointError(f"replaying the saved path diverged at depth {level}")
            stack.append(Frame(world.save(), list(record.ops), level, digest, record.entered if level else None))
            stack[-1].next = record.next
        return stack

    # --- the loop ----------------------------------------------------------------------------------------
    def run(
        self,
        *,
        progress: ProgressFn | None,
        progress_every: float,
        checkpoint: Path | None,
        checkpoint_every: float,
        shrink_trace: bool,
        resumed: bool,
    ) -> Result:
        started = time.perf_counter()
        last_report = last_save = started
        stopped = "violation" if self.violations else "exhausted"
        trace: list[TraceStep] = []
        while self.stack and not self.violations:
            taken = self._transition()
            if taken is None:
                continue
            if self.violations:
                trace = [f.entered for f in self.stack[1:] if f.entered is not None] + [taken]
                stopped = "violation"
                break
            if self.config.max_states is not None and self.stats.distinct >= self.config.max_states:
                stopped = "max_states"
                break
            now = time.perf_counter()
            self.stats.elapsed = self._elapsed_before + now - started
            if progress is not None and now - last_report >= progress_every:
                last_report = now
                progress(self.stats)
            if checkpoint is not None and now - last_save >= checkpoint_every:
                last_save = now
                checkpoints.save(checkpoint, self.config, self.table, self.stats, self.stack)
        self.stats.elapsed = self._elapsed_before + time.perf_counter() - started
        if checkpoint is not None:
            checkpoints.save(checkpoint, self.config, self.table, self.stats, self.stack, finished=stopped)
        if progress is not None:
            progress(self.stats)
        found_at = len(trace)
        if trace and shrink_trace:
            trace = self._shrunk(trace)
        return Result(
            self.config, self.stats, stopped, tuple(self.violations), tuple(trace), found_at, self.table.nbytes, resumed
        )

    def _transition(self) -> TraceStep | None:
        """Take the next untried operation of the deepest level; None when there was none to take there."""
        frame = self.stack[-1]
        if frame.next >= len(frame.ops):
            self.stack.pop()
            return None
        op = frame.ops[frame.next]
        frame.next += 1
        world = self.world
        world.restore(frame.saved)
        if self.paranoid and state_digest(world) != frame.digest:
            raise AssertionError(f"restoring depth {frame.depth} gave another state: the undo journal is incomplete")
        step = apply(world, op)
        if not step.applied:
            return None
        taken = TraceStep(op, step.note)
        self._count(frame, op, step)
        found = list(world.violations)
        depth = frame.depth + 1
        digest = state_digest(world)
        seen = self.table.visit(digest, depth)
        if seen is Seen.SHALLOWER and self.config.depth is None:
            seen = Seen.OLD  # without a depth bound a state is expanded once, wherever it was first reached
        if seen is Seen.NEW:
            self.stats.distinct += 1
            self.stats.max_depth = max(self.stats.max_depth, depth)
            found += check_state(world)
        elif seen is Seen.SHALLOWER:
            self.stats.expanded_again += 1
        if found:
            self.violations = found
        elif seen is not Seen.OLD and (self.config.depth is None or depth < self.config.depth):
            self.stack.append(Frame(world.save(), enabled(world), depth, digest, taken))
        return taken

    def _count(self, frame: Frame, op: Op, step: Step) -> None:
        """Tally the transition; a multi-unit operation also gets its variants that die part-way."""
        stats = self.stats
        stats.transitions += 1
        stats.by_kind[op.kind if not op.crash_after else f"{op.kind} (dies part-way)"] += 1
        if step.note.startswith("refused"):
            stats.outcomes[f"{op.kind}: {step.note}"] += 1
        may_crash = frame.saved.crashes < self.config.crashes
        if may_crash and op.kind in CRASHABLE and not op.crash_after and step.write_units > 1:
            frame.ops += [Op(op.kind, op.process, op.arg, k) for k in range(1, step.write_units)]

    def _shrunk(self, trace: list[TraceStep]) -> list[TraceStep]:
        """The shortest trace greedy shrinking finds for the first violated rule, replayed for its notes."""
        rule = self.violations[0].rule
        ops = shrink(self.config, [s.op for s in trace], rule)
        result = replay(self.config, ops)
        if result is None or not any(v.rule == rule for v in result.violations):
            return trace  # not reproducible on its own: keep the search's own path (and say so in reports)
        self.violations = [v for v in result.violations if v.rule == rule] + [
            v for v in result.violations if v.rule != rule
        ]
        return list(result.steps)


def summary(result: Result) -> dict[str, Any]:
    """The run's figures as plain data (what `report` prints)."""
    p = result.progress
    return {
        "transitions": p.transitions,
        "distinct_states": p.distinct,
        "distinct_states_per_second": round(p.distinct_per_second, 1),
        "transitions_per_second": round(p.transitions_per_second, 1),
        "wall_seconds": round(p.elapsed, 2),
        "max_depth": p.max_depth,
        "expanded_again": p.expanded_again,
        "stopped": result.stopped,
        "violations": len(result.violations),
        "visited_table_bytes": result.visited_bytes,
        "resumed": result.resumed,
    }
