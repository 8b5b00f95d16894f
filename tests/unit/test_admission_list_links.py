"""Round 26 (brief W): a list item counts its words without the `of`/`de` and articles that link one noun's words
(`un par de bancos de alimentos`, `a couple of local food banks`): at most four other words and two such links. Every
other condition of one item of a list stands (DESIGN §4, amended: no scope word in the head, the last item ends its
clause, the kept item keeps its number). Chinese items are counted in characters, unchanged. Each hard positive stands
beside a hard negative."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, speaker, supported)
CASES = [
    ("We donate to the Red Cross", "We donate to Oxfam, the Red Cross and a couple of local food banks.", None, True),
    (
        "We donate to the Red Cross",
        "We only donate to Oxfam, the Red Cross and a couple of local food banks.",
        None,
        False,
    ),
    (
        "We donate to the Red Cross",
        "We donate to Oxfam, the Red Cross and a couple of food banks in the city.",
        None,
        False,
    ),
    (
        "Elena ha colaborado con Cruz Roja",
        "He colaborado con Cáritas, Cruz Roja y un par de bancos de alimentos.",
        "Elena",
        True,
    ),
    (
        "Elena ha colaborado con Cruz Roja",
        "He colaborado solo con Cáritas, Cruz Roja y un par de bancos de alimentos.",
        "Elena",
        False,
    ),
    (
        "Elena ha colaborado con bancos de alimentos",
        "He colaborado con Cáritas y un par de bancos de alimentos.",
        "Elena",
        False,
    ),
    ("老秦对头孢过敏", "我对青霉素、头孢和芒果过敏。", "老秦", True),
    ("老秦对头孢过敏", "我只对青霉素、头孢和芒果过敏。", "老秦", False),
]


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), CASES)
def test_a_list_item_counts_its_words_without_the_links_of_one_noun(
    value: str, evidence: str, speaker: str | None, supported: bool
) -> None:
    verdict = check_support(value, evidence, evidence, speaker=speaker)
    assert verdict.ok is supported, verdict
