"""Blind batches 64 (fourteenth session), 68, 70 and 71 (fifteenth), held out of the dev split (docs/eval-admission.md).
Batch 64, written by a helper who read no rule, was scored once on the rules as they stood (f988ce3): 60/66 faithful, no
false accept. It stays out of tuning so that the next round is measured on it before anyone looks at its misses: no
negative of it may be accepted, and its recall may not fall below what was measured. (Batch 65, scored beside it — 53/66
and 4 false accepts on f988ce3 — was tuned on, round 40, and joined the dev split.) Round 41 (fifteenth session), tuned
on batches 66, 67 and 69, was measured on it first: 61/66 (a Chinese filler, `就是，` before a pause), still no false
accept. Batch 68 was scored once on round 41's first rules (33056f0): 60/66, no false accept (59/66 on 7776c3a, before
the round); it is held out the same way. Batches 70 and 71, written at the session's end, were scored once on round 41's
final rules (f6025f7): 60/66 and 61/66, no false accept (60/66 and 58/66 on 7776c3a); held out too. Batch 72
(sixteenth session) was scored once on cf64677, before round 42: 64/66, no false accept; held out the same way.
Batches 78 and 79, written at the sixteenth session's end, were scored once on its final rules (7876204): 58/66 with
no false accept and 53/66 with one (57/66 with two and 53/66 with one on cf64677); held out, the false accept pinned
by its index. Batch 80 (seventeenth session) was scored once on dd907d6, before round 43: 56/66, no false accept (its
misses were printed with the score, but no reading was drawn from them; rounds 43 and 44 changed no verdict of it);
held out the same way. (Batch 81, scored beside it — 33/66, no false accept — was tuned on, round 44, and joined the
dev split.) Batches 82 and 83, written beside round 44, were scored once on its rules: 53/66 and 47/66 with one false
accept each (53/66 and 43/66 on dd907d6, the same false accepts); round 44's accept-side reading was withdrawn after
red-team round 31, and on the session's final rules they give 53/66 and 43/66 (counts only, no record shown); held
out, the false accepts pinned by their indices. Batches 84, 86 and 87 (eighteenth session) were scored once on
a45652b, before round 45: 40/66 with no false accept, 47/66 with three, 53/66 with two; round 45 was written from
batch 85 (tuned on: dev) and red-team round 30's pins before batches 86 and 87 existed, and on its rules they give
40/66, 47/66 and 53/66 with no, no and one false accept (counts only, no record shown); held out, the false accept
pinned by its index. Batches 88–91 (nineteenth session) were scored once on f52fe7b, before round 46: 51/66, 44/66,
45/66 and 43/66, no false accept; on round 46's first form 51, 44, 46 and 43 (it raised batches 79 and 83 to 54 and
45 too), and on its final rules, its accept side withdrawn after red-team round 33, as on f52fe7b (counts only, no
record shown); held out."""

from __future__ import annotations

from typing import Final

import pytest

from memtx.core.admission import check_support
from memtx.tooling.eval.admission import evaluate_realistic
from memtx.tooling.eval.admission_realistic_batch64 import BATCH_64
from memtx.tooling.eval.admission_realistic_batch68 import BATCH_68
from memtx.tooling.eval.admission_realistic_batch70 import BATCH_70
from memtx.tooling.eval.admission_realistic_batch71 import BATCH_71
from memtx.tooling.eval.admission_realistic_batch72 import BATCH_72
from memtx.tooling.eval.admission_realistic_batch78 import BATCH_78
from memtx.tooling.eval.admission_realistic_batch79 import BATCH_79
from memtx.tooling.eval.admission_realistic_batch80 import BATCH_80
from memtx.tooling.eval.admission_realistic_batch82 import BATCH_82
from memtx.tooling.eval.admission_realistic_batch83 import BATCH_83
from memtx.tooling.eval.admission_realistic_batch84 import BATCH_84
from memtx.tooling.eval.admission_realistic_batch86 import BATCH_86
from memtx.tooling.eval.admission_realistic_batch87 import BATCH_87
from memtx.tooling.eval.admission_realistic_batch88 import BATCH_88
from memtx.tooling.eval.admission_realistic_batch89 import BATCH_89
from memtx.tooling.eval.admission_realistic_batch90 import BATCH_90
from memtx.tooling.eval.admission_realistic_batch91 import BATCH_91
from memtx.tooling.eval.admission_realistic_record import Realistic

_HELD_OUT = {
    64: BATCH_64,
    68: BATCH_68,
    70: BATCH_70,
    71: BATCH_71,
    72: BATCH_72,
    78: BATCH_78,
    79: BATCH_79,
    80: BATCH_80,
    82: BATCH_82,
    83: BATCH_83,
    84: BATCH_84,
    86: BATCH_86,
    87: BATCH_87,
    88: BATCH_88,
    89: BATCH_89,
    90: BATCH_90,
    91: BATCH_91,
}
_FLOORS = {
    64: 61,
    68: 60,
    70: 60,
    71: 61,
    72: 64,
    78: 58,
    79: 53,
    80: 56,
    82: 53,
    83: 43,
    84: 40,
    86: 47,
    87: 53,
    88: 51,
    89: 44,
    90: 45,
    91: 43,
}  # (faithful records accepted when each was measured last; 66 faithful in each)
_NEGATIVES = [(n, r) for n, batch in _HELD_OUT.items() for r in batch if not r.valid]


# The false accepts of held-out batches on the rules they were measured on (batch 79's on 7876204, 82's and 83's on
# round 44, 87's on round 45), found by their indices only: their records were not read, so that the batches stay a
# measurement for the next round (docs/eval-admission.md).
_KNOWN: Final = {(79, 42), (82, 25), (83, 49), (87, 18)}
_BY_BATCH = [(n, k) for n in _HELD_OUT for k in range(sum(1 for r in _HELD_OUT[n] if not r.valid))]
_NEGATIVE_PARAMS = [
    pytest.param(
        r,
        id=f"{n}-{r.language}-{r.kind}-{i}",
        marks=[pytest.mark.xfail(strict=True, reason="a known false accept of a held-out batch, not looked at")]
        if _BY_BATCH[i] in _KNOWN
        else [],
    )
    for i, (n, r) in enumerate(_NEGATIVES)
]


@pytest.mark.parametrize("record", _NEGATIVE_PARAMS)
def test_a_held_out_negative_is_refused(record: Realistic) -> None:
    extra = {k: v for k, v in (("speaker", record.speaker), ("key", record.key)) if v is not None}
    assert not check_support(record.value, record.evidence, record.source, guard=True, **extra).ok


@pytest.mark.parametrize("batch", sorted(_HELD_OUT))
def test_held_out_recall_does_not_fall(batch: int) -> None:
    result = evaluate_realistic(check_support, _HELD_OUT[batch])
    assert sum(n for _, n in result.recall.values()) == 66
    assert sum(a for a, _ in result.recall.values()) >= _FLOORS[batch], [(r.key, r.value, w) for r, w in result.misses]
