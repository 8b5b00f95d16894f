"""Named crash points on the write path, for crash torture (DESIGN §10): a test arms one on a `Memory`, and the
process kills itself with SIGKILL the n-th time it reaches that point.

Responsible for: the names and the arming. Must not: do anything when unarmed beyond one attribute check, or
ever be armed by the library itself.
"""

from __future__ import annotations

import os
import signal
from dataclasses import dataclass

# Where the write path can be cut, in the order a transaction reaches them.
CRASH_POINTS = (
    "stage.after",  # the in-flight registration committed; the transaction is open (between staging and commit)
    "commit.before_durable",  # the commit unit has done all its work; its physical COMMIT has not run
    "revoke.between_steps",  # a revocation is marked (durable) but not completed
    "act.after_intent",  # the gate's decision and the call's intent are durable; the tool has not run
    "act.after_call",  # the tool ran; its result is not recorded (→ unknown_outcome)
    "compensate.after_claim",  # a compensation is claimed (durable); the compensate function has not run
    "compensate.after_call",  # the compensate function ran; its result is not recorded (→ compensation_unknown)
)
# Points on an erasure's path (DESIGN §10 erasure), kept apart: crash torture's workload does not erase.
ERASE_POINTS = (
    "erase.before_commit",  # the erasure's unit has done all its work; its physical COMMIT has not run
    "erase.before_scrub",  # the erasure is committed; the physical scrub it owes has not run
)


@dataclass(slots=True)
class CrashPlan:
    """Kill this process (SIGKILL: no cleanup, no flush) the `nth` time (from 1) it reaches `point`."""

    point: str
    nth: int = 1
    reached: int = 0

    def __post_init__(self) -> None:
        if self.point not in CRASH_POINTS + ERASE_POINTS:
            known = ", ".join(CRASH_POINTS + ERASE_POINTS)
            raise ValueError(f"unknown crash point {self.point!r}; one of {known}")
        if self.nth < 1:
            raise ValueError("nth counts from 1")

    def reach(self, point: str) -> None:
        if point == self.point:
            self.reached += 1
            if self.reached >= self.nth:
                os.kill(os.getpid(), signal.SIGKILL)
