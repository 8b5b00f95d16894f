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


# A label before a colon names the value's slot; a compound of the keyed noun (`subtotal`) or a frame of time
# (`before tax`) restricts it; the Spanish vosotros pasts and `antes` date it; an aside ending the sentence that
# holds a guard marker, number or date corrects it; an aside glossing the opening noun phrase is left out.
SLOTS: tuple[tuple[str, str, str | None, str | None, bool], ...] = (
    ("$184.37", "Total: $184.37", "order/total", None, True),
    ("$12.00", "Shipping: $12.00", "order/total", None, False),
    ("$161.20", "Subtotal: $161.20", "order/total", None, False),
    ("$161.20", "Total before tax: $161.20", "order/total", None, False),
    ("92,40 €", "Importe total: 92,40 €", "pedido/importe", None, True),
    ("4,95 €", "Gastos de envío: 4,95 €", "pedido/importe", None, False),
    ("¥256.80", "实付金额：¥256.80", "订单/实付金额", None, True),
    ("¥12.00", "运费：¥12.00", "订单/实付金额", None, False),
    ("612 448 905", "Me escribís al 612 448 905", "eneko/teléfono", "Eneko", True),
    ("612 448 905", "Me escribíais al 612 448 905", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Antes me escribís al 612 448 905", "eneko/teléfono", "Eneko", False),
    ("My gran bakes bread every Sunday", "My gran bakes bread every Sunday (she loves it).", None, None, True),
    ("My gran bakes bread every Sunday", "My gran bakes bread every Sunday (well, until 2019).", None, None, False),
    ("Mi abuela hace pan cada domingo", "Mi abuela hace pan cada domingo (le encanta)", None, None, True),
    (
        "Mi abuela hace pan cada domingo",
        "Mi abuela hace pan cada domingo (bueno, lo hacía hasta 2019)",
        None,
        None,
        False,
    ),
    ("我奶奶每个周日都做面包", "我奶奶每个周日都做面包（她很喜欢）", None, None, True),
    ("我奶奶每个周日都做面包", "我奶奶每个周日都做面包（不过2019年以后就不做了）", None, None, False),
    # An aside glossing the sentence's opening noun phrase (an age, a place) is left out; one holding a negator, scope
    # word or condition, a one-clause measure, or an adjunct that is no place restricts the clause.
    (
        "El hotel tiene parking gratuito",
        "El hotel (en la calle Mayor 14, junto a la plaza) tiene parking gratuito",
        None,
        None,
        True,
    ),
    (
        "El hotel tiene parking gratuito",
        "El hotel (solo para clientes con reserva directa) tiene parking gratuito",
        None,
        None,
        False,
    ),
    (
        "My sister is flying in on Thursday",
        "My sister (she's 34, lives in Leeds) is flying in on Thursday.",
        None,
        None,
        True,
    ),
    ("The venue holds 120 people", "The venue (standing, not seated) holds 120 people.", None, None, False),
    ("The pool is free", "The pool (for hotel guests only) is free.", None, None, False),
    ("那家民宿可以带宠物", "那家民宿（在大理古城南门，老板是白族人）可以带宠物", None, None, True),
    ("那家民宿可以带宠物", "那家民宿（仅限10公斤以下的小型犬）可以带宠物", None, None, False),
    ("停车免费", "停车（一小时）免费。", None, None, False),
    ("年会需要穿正装", "年会（在浦东香格里拉，公司包场）需要穿正装", None, None, True),
)


@pytest.mark.parametrize("case", SLOTS)
def test_labels_compounds_pasts_and_final_asides(case: tuple[str, str, str | None, str | None, bool]) -> None:
    value, evidence, key, speaker, expected = case
    assert ok(value, evidence, key=key, speaker=speaker) is expected
