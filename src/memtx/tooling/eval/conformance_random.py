"""Randomized conformance episodes whose truth comes from the spec-level reference model.

Responsible for: drawing, from a seed, episodes over one acted-on key built from random ingredients —
corrections and contradictions of random authority, confidence and event time (some arriving late, some
repeating an earlier value), a derivation from a second key, a transaction on the key (a stale re-write or
a new value, committed or aborted, ending before the action or still in flight at it), a retraction, and
an unrelated transaction in flight at the action — and asking `reference_model.judge` for their truth.
Only scripts new to the set are kept, so every randomized episode is a distinct script. Must not: run a
system, or take truth from anything but the reference model.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, Final

from memtx.tooling.eval.conformance_episodes import Case, act_step, stage_step, write_step
from memtx.tooling.eval.reference_model import judge

_WRITERS = ("intake", "reviewer", "bot")


@dataclass(frozen=True, slots=True)
class Odds:
    """How likely each ingredient is (the hardened set compounds more of them per episode)."""

    derived: float = 0.35
    updates: tuple[int, int] = (0, 3)
    transaction: float = 0.55
    retraction: float = 0.4
    unrelated: float = 0.25


MAIN: Final = Odds()
HARDENED: Final = Odds(derived=0.5, updates=(1, 3), transaction=0.8, retraction=0.6, unrelated=0.3)
_AUTHORITY = (0.5, 0.7, 0.9)


def _family(features: set[str]) -> str:
    for feature, family in (
        ("dirty", "dirty_read"),
        ("stale", "stale_late_write"),
        ("derived-retract", "cascading_retraction"),
        ("retract", "cascading_retraction"),
        ("derived", "tool_result_contamination"),
    ):
        if feature in features:
            return family
    return "semantic_conflict"


def _naive(steps: list[dict[str, Any]], key: str) -> str | None:
    """What a store with no transactions, lifecycle or gate would act on: the last write of the key that
    was not itself retracted (a trap is an episode where that is wrong)."""
    retracted = {s["target"] for s in steps if s["op"] == "retract"}
    last = None
    for s in steps:
        if s["op"] == "act":
            return last
        if s["op"] in ("write", "stage") and s["key"] == key and s["id"] not in retracted:
            last = s["value"]
    return last


class _Draft:
    """One randomized episode while it is drawn: its steps, the writes a retraction may target, the values
    written so far and the features it has (which name its family)."""

    def __init__(self, rng: random.Random, n: int, odds: Odds) -> None:
        self.rng, self.n, self.odds = rng, n, odds
        self.subject = f"account {1000 + n}"
        self.key = f"{self.subject}/credit limit"
        self._amounts = iter(rng.sample(range(100, 999), 12))
        self.features: set[str] = set()
        self.steps: list[dict[str, Any]] = []
        self.middle: list[dict[str, Any]] = []
        self.written: list[dict[str, Any]] = []
        self.values: list[str] = []
        self.at = 1
        self.txn_end: str | None = None

    def value(self) -> str:
        return f"The credit limit of {self.subject} is {next(self._amounts)} dollars"

    def base(self) -> None:
        """The key's first write, or a write derived from a rating on a second key."""
        rng, first = self.rng, self.value()
        if rng.random() < self.odds.derived:
            self.features.add("derived")
            rating = f"The risk rating of {self.subject} is {rng.choice('ABCD')}"
            self.steps.append(write_step("p1", "scorer", f"{self.subject}/risk rating", rating, self.at))
            self.written.append(self.steps[-1])
            self.at += 1
            kind = rng.choice(("belief", "profile"))
            self.steps.append(write_step("w0", "planner", self.key, first, self.at, kind=kind, parents=["p1"]))
        else:
            writer, authority = rng.choice(_WRITERS), rng.choice(_AUTHORITY)
            self.steps.append(write_step("w0", writer, self.key, first, self.at, authority=authority))
        self.written.append(self.steps[-1])
        self.values.append(first)

    def updates(self) -> None:
        """Up to three corrections or contradictions, some late, some repeating an earlier value."""
        rng = self.rng
        for i in range(rng.randint(*self.odds.updates)):
            self.at += rng.choice((-1, 0, 1, 1, 2))
            text = rng.choice(self.values) if rng.random() < 0.2 else self.value()
            self.values.append(text)
            writer, authority, confidence = rng.choice(_WRITERS), rng.choice(_AUTHORITY), rng.choice((0.9, 0.9, 0.5))
            at = max(self.at, 0)
            step = write_step(f"u{i}", writer, self.key, text, at, authority=authority, confidence=confidence)
            self.middle.append(step)

    def transaction(self) -> None:
        """A transaction on the key: a stale re-write or a new value, ending before the action or not."""
        rng, middle = self.rng, self.middle
        text = self.values[0] if rng.random() < 0.4 else self.value()
        begin = rng.randint(0, len(middle))
        middle.insert(begin, {"op": "begin", "txn": "t1", "agent": "sync"})
        stage_at = rng.randint(begin + 1, len(middle))
        authority = rng.choice(_AUTHORITY)
        middle.insert(stage_at, stage_step("t1", "s1", "sync", self.key, text, self.at + 1, authority=authority))
        self.txn_end = rng.choice(("commit", "commit", "abort"))
        if rng.random() < 0.3:
            self.features.add("dirty")  # still in flight at the action
            return
        end = rng.randint(stage_at + 1, len(middle))
        middle.insert(end, {"op": self.txn_end, "txn": "t1"})
        if any(s["op"] == "write" for s in middle[begin:end]):
            self.features.add("stale")

    def retraction(self) -> None:
        rng = self.rng
        target = rng.choice(self.written + [s for s in self.middle if s["op"] == "write"])
        self.features.add("derived-retract" if target["id"] == "p1" else "retract")
        after = next((i + 1 for i, s in enumerate(self.middle) if s is target), 0)
        step = {"op": "retract", "agent": target["agent"], "target": target["id"]}
        self.middle.insert(rng.randint(after, len(self.middle)), step)


def draw(rng: random.Random, n: int, odds: Odds = MAIN) -> tuple[str, Case]:
    """One randomized episode (its family and case); `n` makes its names unique in the set."""
    draft = _Draft(rng, n, odds)
    draft.base()
    draft.updates()
    if rng.random() < odds.transaction:
        draft.transaction()
    if rng.random() < odds.retraction:
        draft.retraction()
    steps = draft.steps + draft.middle
    unrelated = rng.random() < odds.unrelated
    if unrelated:
        draft.features.add("unrelated")
        note = stage_step("t9", "x1", "clerk", f"ledger {1000 + n}/note", f"Ledger note {n}: reconciled", draft.at + 2)
        steps += [{"op": "begin", "txn": "t9", "agent": "clerk"}, note]
    steps.append(act_step("cards", draft.key, "raise_limit"))
    if "dirty" in draft.features and draft.txn_end is not None:
        steps.append({"op": draft.txn_end, "txn": "t1"})
    if unrelated:
        steps.append({"op": "commit", "txn": "t9"})
    truth = judge(steps)
    kind = "control" if None not in truth.acceptable and _naive(steps, draft.key) in truth.acceptable else "trap"
    features = ", ".join(sorted(draft.features)) or "writes only"
    description = f"randomized ({features}): the credit limit of {draft.subject}"
    return _family(draft.features), Case(kind, description, steps, truth.acceptable, truth.final)


def randomized(
    rng: random.Random, count: int, taken: set[str], script: Any, odds: Odds = MAIN
) -> Iterator[tuple[str, Case]]:
    """`count` episodes whose scripts (`script(family, case)`) are not in `taken` (which grows)."""
    made = n = 0
    while made < count:
        n += 1
        family, case = draw(rng, n, odds)
        signature = script(family, case)
        if signature in taken:
            continue
        taken.add(signature)
        made += 1
        yield family, case
