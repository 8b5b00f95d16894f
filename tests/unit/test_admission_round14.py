"""Rules from the fourteenth round (issue 31, brief W3; docs/admission.md, "Round 14"): each in English, Spanish and
Chinese, a hard negative beside each hard positive.

- A want, wish or request frame (`I want`, `I would like`, `quiero`, `me gustaría`, `我想要`) left out under a key
  whose relation names no wish, request or preference is refused: wanting is not having (a false accept of main:
  `I want a red Vespa` gave `a red Vespa` for `kwame/moto`). Under a key that names the wish (`kwame/wishlist`,
  `…/wants`, `…/refund_request`, `…/deseos`, `…/心愿`) the frame is what the key names.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


WANTS: tuple[tuple[str, str, str, str | None, bool], ...] = (
    ("a red Vespa", "I want a red Vespa", "kwame/moto", None, False),
    ("red Vespa", "I want a red Vespa", "kwame/moto", None, False),
    ("a red Vespa", "I want a red Vespa", "kwame/wishlist", None, True),
    ("a red Vespa", "I want a red Vespa", "kwame/wants", None, True),
    ("a window seat", "I'd like a window seat please", "kwame/seat", None, False),
    ("a window seat", "I'd like a window seat please", "kwame/seat_preference", None, True),
    ("refund for order 42", "I would like a refund for order 42", "order-42/refund", None, False),
    ("refund for order 42", "I would like a refund for order 42", "order-42/refund_request", None, True),
    ("Vespa roja", "Quiero una Vespa roja", "ines/moto", None, False),
    ("Vespa roja", "Me gustaría una Vespa roja", "ines/moto", None, False),
    ("Vespa roja", "Quiero una Vespa roja", "ines/deseos", None, True),
    ("Vespa roja", "Necesito una Vespa roja", "ines/necesidad", None, True),
    ("红色的Vespa", "我想要红色的Vespa", "小李/摩托", None, False),
    ("红色的Vespa", "我想要红色的Vespa", "小李/心愿", None, True),
    ("红色的Vespa", "我需要红色的Vespa", "小李/需求", None, True),
    ("a red Vespa", "I want a red Vespa", "kwame/moto", "Kwame", False),
    ("Kwame wants a red Vespa", "I want a red Vespa", "kwame/moto", "Kwame", True),
    ("a red Vespa", "I have a red Vespa", "kwame/moto", "Kwame", True),
    ("una Vespa roja", "Tengo una Vespa roja", "ines/moto", "Inés", True),
    ("红色的Vespa", "我的摩托是红色的Vespa", "小李/摩托", "小李", True),
    ("Vespa roja", "Yo quiero una Vespa roja", "ines/moto", "Inés", False),
    ("红色的Vespa", "我们想要红色的Vespa", "小李/摩托", "小李", False),
)


@pytest.mark.parametrize("case", WANTS)
def test_a_want_frame_left_out_needs_a_key_that_names_the_wish(case: tuple[str, str, str, str | None, bool]) -> None:
    value, evidence, key, speaker, expected = case
    assert ok(value, evidence, key=key, speaker=speaker) is expected
