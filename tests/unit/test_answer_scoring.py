"""The benchmark's answer scoring (memtx.tooling.eval.answers): normalization, SubEM and token F1."""

from __future__ import annotations

import pytest

from memtx.tooling.eval.answers import normalize_answer, sub_em, token_f1


def test_normalization_drops_case_punctuation_articles_and_extra_space() -> None:
    assert normalize_answer("  The  Republic of Texas!  ") == "republic of texas"
    assert normalize_answer("Washington, D.C.") == "washington dc"
    assert normalize_answer("An apple a day") == "apple day"
    assert normalize_answer("pesäpallo") == "pesäpallo"  # letters beyond ASCII stay


def test_sub_em_is_a_normalized_substring_of_the_prediction() -> None:
    assert sub_em("born in the city of London", ["london"]) == 1.0
    assert sub_em("Londonderry", ["London"]) == 1.0  # a substring, as the benchmark defines it
    assert sub_em("Paris", ["London", "Paris"]) == 1.0
    assert sub_em("Paris", ["London"]) == 0.0
    assert sub_em("", ["London"]) == 0.0
    assert sub_em("the", ["The"]) == 0.0  # nothing left after normalization matches nothing


@pytest.mark.parametrize(
    ("prediction", "golds", "expected"),
    [
        ("Charles Dickens", ["Charles Dickens"], 1.0),
        ("married Catherine Hogarth", ["Catherine Hogarth"], 0.8),
        ("Hogarth", ["Catherine Hogarth"], 2 / 3),
        ("Paris", ["London"], 0.0),
        ("", ["London"], 0.0),
        ("New York", ["York", "New York City"], 0.8),  # the best gold counts
    ],
)
def test_token_f1(prediction: str, golds: list[str], expected: float) -> None:
    assert token_f1(prediction, golds) == pytest.approx(expected)
