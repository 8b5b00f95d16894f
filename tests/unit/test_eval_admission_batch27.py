"""The shape of the realistic set's blind batch 27: counts per language and family, evidence inside its source.

Only the shape: the batch is scored once by the lead on the merged rules, never here.
"""

from collections import Counter

import pytest

from memtx.tooling.eval.admission_realistic_batch27 import BATCH_27

_FAITHFUL = {
    "verbatim": 3,
    "filler": 3,
    "speaker": 4,
    "coordination": 2,
    "parenthetical": 2,
    "subspan": 3,
    "list_item": 2,
}
_NEGATIVE = {
    "restriction_drop": 2,
    "wrong_speaker": 1,
    "negation": 1,
    "number": 1,
    "condition": 1,
    "scope": 1,
    "stitch": 1,
    "tense": 1,
    "attribution": 1,
    "parenthetical_restrictive": 1,
}


def test_ninety_records_thirty_per_language() -> None:
    assert len(BATCH_27) == 90
    assert Counter(r.language for r in BATCH_27) == {"en": 30, "es": 30, "zh": 30}


@pytest.mark.parametrize("language", ["en", "es", "zh"])
def test_family_counts_per_language(language: str) -> None:
    records = [r for r in BATCH_27 if r.language == language]
    assert Counter(r.kind for r in records if r.valid) == _FAITHFUL
    assert Counter(r.kind for r in records if not r.valid) == _NEGATIVE


def test_every_evidence_is_a_contiguous_span_of_its_source() -> None:
    for r in BATCH_27:
        assert r.evidence, r
        assert r.evidence in r.source, r
        assert r.value, r


def test_no_source_repeats() -> None:
    assert len({r.source for r in BATCH_27}) == len(BATCH_27)
