"""The family of deterministic readers the question-answering suites report over: a result is a curve over
how a reader settles what its context offers, not one point chosen by a tie-break.

Responsible for: the readers (`READERS`), the tie-break each applies along a multi-hop chain, and the band of
a gain over the family. Must not: retrieve, score an answer, or know which method gave a context.

Every reader takes the facts that share the most terms with the question (as `memtx.ingest.readers` does) and
answers with the chosen fact's words that the question lacks (`memtx.ingest.readers.remainder`). They differ only in
which of several such facts they take:

- `p=0`, `p=0.25`, `p=0.5`, `p=0.75`, `p=1`: the newest of the tied facts (by event time) with probability p,
  else the oldest. The coin is a seeded RNG keyed by (seed, p, question, hop), so every method is read with
  the same coins and a run is reproducible. `p=1` settles versions by their dates; `p=0` is a reader that
  does not reconcile versions and takes the first-stated one, as a raw context lists it.
- `recency-biased`: the newest of the facts within one matching term of the best, so a newer fact may win
  with a weaker match. On a chain's hop (where candidates are already ranked by the cues they use) it takes
  the newest of the tied candidates, as `p=1` does.

A remaining tie (equal event times) goes to the fact ranked first in the context.
"""

from __future__ import annotations

import hashlib
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from memtx.core import lexical
from memtx.ingest.readers import remainder
from memtx.read.retrieval import Context, ContextItem

PROBABILITIES: Final = (0.0, 0.25, 0.5, 0.75, 1.0)
RECENCY_BIASED: Final = "recency-biased"
READERS: Final = (*(f"p={p:g}" for p in PROBABILITIES), RECENCY_BIASED)


@lru_cache(maxsize=1 << 16)
def _terms(text: str) -> frozenset[str]:
    # Cached: a long-context reader matches the same facts against every question, six readers over.
    return frozenset(lexical.terms(text))


@dataclass(frozen=True, slots=True)
class CurveReader:
    """One reader of the family: `newer` is p (None for the recency-biased reader); `seed` keys its coins."""

    name: str
    newer: float | None
    seed: int = 0

    def _coin(self, question: str, hop: int) -> bool:
        """True: take the newest. Seeded by (seed, p, question, hop) so every method sees the same coin."""
        assert self.newer is not None
        if self.newer in (0.0, 1.0):
            return self.newer == 1.0
        digest = hashlib.blake2b(f"{self.seed}|{self.newer}|{hop}|{question}".encode(), digest_size=8).digest()
        return random.Random(int.from_bytes(digest, "big")).random() < self.newer

    def settle(self, question: str, tied: Sequence[ContextItem], hop: int = 0) -> ContextItem:
        """Which of `tied` (in context rank order, non-empty) the reader takes."""
        newest = self.newer is None or self._coin(question, hop)
        # max/min return the first of equal keys: a tie in event time goes to the best-ranked fact.
        if newest:
            return max(tied, key=lambda item: item.event_time)
        return min(tied, key=lambda item: item.event_time)

    def answer(self, question: str, context: Context) -> str:
        asked = _terms(question)
        matched = [(len(asked & _terms(f"{i.key} {i.value}")), i) for i in context.items]
        matched = [(m, i) for m, i in matched if m > 0]
        if not matched:
            return ""
        top = max(m for m, _ in matched)
        floor = top - 1 if self.newer is None else top
        return remainder(question, self.settle(question, [i for m, i in matched if m >= floor]).value)


def family(seed: int = 0) -> dict[str, CurveReader]:
    """Every reader of the family, by name, in `READERS` order."""
    readers = {f"p={p:g}": CurveReader(f"p={p:g}", p, seed) for p in PROBABILITIES}
    return readers | {RECENCY_BIASED: CurveReader(RECENCY_BIASED, None, seed)}


@dataclass(frozen=True, slots=True)
class Band:
    """A quantity over the reader family: its least and greatest value and which readers give them."""

    low: float
    high: float
    lowest: str
    highest: str
    by_reader: Mapping[str, float]

    def to_dict(self) -> dict[str, object]:
        return {
            "low": self.low,
            "high": self.high,
            "lowest": self.lowest,
            "highest": self.highest,
            "by_reader": dict(self.by_reader),
        }

    def reaching(self, bar: float) -> list[str]:
        """The readers whose value is at least `bar`."""
        return [name for name, value in self.by_reader.items() if value >= bar]


def band(by_reader: Mapping[str, float]) -> Band | None:
    """The band of `by_reader` (reader → value); None when it is empty."""
    if not by_reader:
        return None
    lowest = min(by_reader, key=lambda name: by_reader[name])
    highest = max(by_reader, key=lambda name: by_reader[name])
    return Band(by_reader[lowest], by_reader[highest], lowest, highest, dict(by_reader))


def mean(values: Sequence[float]) -> float:
    return round(statistics.fmean(values), 2)
