"""Blind batches 64 and 65 (fourteenth session), held out of the dev split (docs/eval-admission.md): written by helpers
who read no rule, scored once on the rules as they stood (f988ce3; no admission rule changed that session), and kept
out of tuning so the next round can be measured on them before it looks at them.

What they measured: batch 64 (usual split) 60/66 faithful, no false accept; batch 65 (keyed atomic values) 53/66 and
4 false accepts — open holes, pinned below as strict xfails (each must be refused; fixing one makes its xfail pass,
which fails this module until the mark goes). Recall may not fall below what was measured, and no other negative may
be accepted."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support
from memtx.tooling.eval.admission import evaluate_realistic
from memtx.tooling.eval.admission_realistic_batch64 import BATCH_64
from memtx.tooling.eval.admission_realistic_batch65 import BATCH_65
from memtx.tooling.eval.admission_realistic_record import Realistic

# (batch 65's false accepts on f988ce3: the value of one group filed as the price for all; a return's date and
# time filed as the departure's, in English and Chinese; another person's `llámame` turn under the asker's key)
_OPEN: frozenset[tuple[str, str]] = frozenset(
    {
        ("stargate_planetarium/ticket_price", "£8"),
        ("harbourside_marina/skylark_ii/departure_date", "10 May"),
        ("nuria/telefono", "622 741 058"),
        ("万龙滑雪场/班车/出发时间", "1月16日 16:00"),
    }
)
_NEGATIVES = [r for r in (*BATCH_64, *BATCH_65) if not r.valid]


def _admitted(r: Realistic) -> bool:
    extra = {k: v for k, v in (("speaker", r.speaker), ("key", r.key)) if v is not None}
    return bool(check_support(r.value, r.evidence, r.source, guard=True, **extra).ok)


@pytest.mark.parametrize(
    "record",
    [
        pytest.param(r, marks=pytest.mark.xfail(strict=True, reason="open: accepted on f988ce3"))
        if (r.key, r.value) in _OPEN
        else r
        for r in _NEGATIVES
    ],
    ids=[f"{r.language}-{r.kind}-{i}" for i, r in enumerate(_NEGATIVES)],
)
def test_a_held_out_negative_is_refused(record: Realistic) -> None:
    assert not _admitted(record)


@pytest.mark.parametrize(("batch", "floor"), [(BATCH_64, 60), (BATCH_65, 53)], ids=["batch64", "batch65"])
def test_held_out_recall_does_not_fall(batch: tuple[Realistic, ...], floor: int) -> None:
    result = evaluate_realistic(check_support, batch)
    assert sum(n for _, n in result.recall.values()) == 66
    assert sum(a for a, _ in result.recall.values()) >= floor, [(r.key, r.value, why) for r, why in result.misses]
