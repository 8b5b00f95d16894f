"""Rules from the thirteenth blind batch (issue 31, brief W2; docs/admission.md, "Round 13"): each in English, Spanish
and Chinese, a hard negative beside each hard positive.

- A label that ends in a possessive whose noun is left out (`打我老婆的：135 …`, `my wife's: …`) owns the value after
  it: no noun the value renames (a false accept of main this round found).
- An aside made only of a count right after the sentence's opening noun phrase (`Your order (3 items) has shipped`)
  is left out whole, unless a number follows it in its sentence.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        ("07700 900461", "Text my wife's: 07700 900461", "sloane/phone", "Sloane", False),
        ("07700 900461", "Text my mobile: 07700 900461", "sloane/phone", "Sloane", True),
        ("623 11 45 87", "Llama al de mi madre: 623 11 45 87", "candela/movil", "Candela", False),
        ("623 11 45 87", "Llama a mi móvil: 623 11 45 87", "candela/movil", "Candela", True),
        ("135 0099 8877", "打我老婆的：135 0099 8877", "老秦/电话", "老秦", False),
        ("135 0099 8877", "打我的电话：135 0099 8877", "老秦/电话", "老秦", True),
    ],
)
def test_a_label_ending_in_a_possessive_owns_the_value(
    value: str, evidence: str, key: str, speaker: str, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "expected"),
    [
        (
            "Your order has shipped and should arrive Thursday",
            "Your order (3 items) has shipped and should arrive Thursday.",
            True,
        ),
        (
            "Your order has shipped and should arrive Thursday",
            "Your order (3 hours) has shipped and should arrive Thursday.",
            False,
        ),
        ("The room costs €120 a night", "The room (2 adults) costs €120 a night", False),
        ("Your order has shipped", "Shipped today: your order (3 items) has shipped", False),
        ("Tu pedido ha salido del almacén", "Tu pedido (3 artículos) ha salido del almacén.", True),
        ("Tu pedido ha salido del almacén", "Tu pedido (solo 3 artículos) ha salido del almacén.", False),
        ("您的包裹已从仓库发出", "您的包裹（共3件）已从仓库发出。", True),
        ("您的包裹已从仓库发出", "您的包裹（3小时内）已从仓库发出。", False),
    ],
)
def test_a_count_aside_after_the_opening_noun_phrase_is_left_out(value: str, evidence: str, expected: bool) -> None:
    assert ok(value, evidence) is expected
