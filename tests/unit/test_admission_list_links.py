"""Round 26 (brief W): a list item counts its words without the `of`/`de` and articles that link one noun's words
(`un par de bancos de alimentos`, `a couple of local food banks`): at most four other words and two such links. Every
other condition of one item of a list stands (DESIGN §4, amended: no scope word in the head, the last item ends its
clause, the kept item keeps its number). Chinese items are counted in characters, unchanged. A filler between items
(`cats, um, dogs`) continues the list and is no item to keep: `I like` is no item sentence of it. Each hard positive
stands beside a hard negative."""

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
    # A filler between items continues the list and is no item to keep (found on main while probing round 26)
    ("I like dogs", "I like cats, um, dogs and horses", None, True),
    ("I like", "I like cats, um, dogs and horses", None, False),
    ("Me gustan los perros", "Me gustan los gatos, eh, los perros y los caballos", None, True),
    ("Me gustan", "Me gustan los gatos, eh, gatos y perros", None, False),
    ("我喜欢", "我喜欢猫、嗯、狗和马", None, False),
]


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), CASES)
def test_a_list_item_counts_its_words_without_the_links_of_one_noun(
    value: str, evidence: str, speaker: str | None, supported: bool
) -> None:
    verdict = check_support(value, evidence, evidence, speaker=speaker)
    assert verdict.ok is supported, verdict
