"""Blind batch 64 (fourteenth session), held out of the dev split (docs/eval-admission.md): written by a helper who
read no rule, scored once on the rules as they stood (f988ce3): 60/66 faithful, no false accept. It stays out of tuning
so that the next round is measured on it before anyone looks at its misses: no negative of it may be accepted, and its
recall may not fall below what was measured. (Batch 65, scored beside it — 53/66 and 4 false accepts on f988ce3 —
was tuned on, round 40, and joined the dev split.) Round 41 (fifteenth session), tuned on batches 66 and 67, was
measured on it first: 61/66 (a Chinese filler, `就是，` before a pause), still no false accept."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support
from memtx.tooling.eval.admission import evaluate_realistic
from memtx.tooling.eval.admission_realistic_batch64 import BATCH_64
from memtx.tooling.eval.admission_realistic_record import Realistic

_NEGATIVES = [r for r in BATCH_64 if not r.valid]


@pytest.mark.parametrize("record", _NEGATIVES, ids=[f"{r.language}-{r.kind}-{i}" for i, r in enumerate(_NEGATIVES)])
def test_a_held_out_negative_is_refused(record: Realistic) -> None:
    extra = {k: v for k, v in (("speaker", record.speaker), ("key", record.key)) if v is not None}
    assert not check_support(record.value, record.evidence, record.source, guard=True, **extra).ok


def test_held_out_recall_does_not_fall() -> None:
    result = evaluate_realistic(check_support, BATCH_64)
    assert sum(n for _, n in result.recall.values()) == 66
    assert sum(a for a, _ in result.recall.values()) >= 61, [(r.key, r.value, why) for r, why in result.misses]
