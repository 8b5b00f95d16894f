"""Answer scoring for question-answering suites: the benchmark's normalization, SubEM and token F1.

Responsible for: normalizing an answer the way MemoryAgentBench (after SQuAD) does — lower case, punctuation
removed, the English articles a / an / the removed, whitespace collapsed — and scoring a prediction against a
question's gold answers (the best over the golds). Must not: read a store or know any method.

`sub_em`: 1.0 when a normalized gold answer occurs inside the normalized prediction (substring exact match),
else 0.0. `token_f1`: the harmonic mean of token precision and recall between the normalized prediction and
gold. An empty prediction scores 0 on both.
"""

from __future__ import annotations

import re
import string
import unicodedata
from collections import Counter
from collections.abc import Sequence
from typing import Final

_PUNCTUATION: Final = frozenset(string.punctuation)
_ARTICLES: Final = re.compile(r"\b(a|an|the)\b")


def normalize_answer(text: str) -> str:
    """Lower case, no ASCII punctuation, no articles, single spaces (the benchmark's normalization)."""
    lowered = unicodedata.normalize("NFC", text).lower()
    no_punctuation = "".join(ch for ch in lowered if ch not in _PUNCTUATION)
    return " ".join(_ARTICLES.sub(" ", no_punctuation).split())


def sub_em(prediction: str, golds: Sequence[str]) -> float:
    """1.0 when some normalized gold occurs in the normalized prediction, else 0.0."""
    predicted = normalize_answer(prediction)
    if not predicted:
        return 0.0
    return float(any((g := normalize_answer(gold)) and g in predicted for gold in golds))


def token_f1(prediction: str, golds: Sequence[str]) -> float:
    """The best token F1 between the normalized prediction and a normalized gold."""
    predicted = normalize_answer(prediction).split()
    best = 0.0
    for gold in golds:
        wanted = normalize_answer(gold).split()
        common = sum((Counter(predicted) & Counter(wanted)).values())
        if common:
            precision, recall = common / len(predicted), common / len(wanted)
            best = max(best, 2 * precision * recall / (precision + recall))
    return best
