"""Rules from the nineteenth round (issue 31, brief a-asides; docs/admission.md, "Round 19: asides and lists"): each in
English, Spanish and Chinese, a hard negative (the nearest false-accept twin) beside each hard positive.

- An aside that only describes the noun before it may be left out: an age (`(he's nine)`, `(92 años)`,
  `（今年七岁）`), a former name (`(formerly Mercy Health)`, `(antes el cine Rialto)`, `（以前叫老码头）`), a
  place gloss of a place name (`Porto (in Portugal)`, `Oviedo (en Asturias)`, `大理（在云南）`), an appositive noun
  phrase opened by an indefinite article whose dating word describes the noun (`(a former chef)`, `(un exjugador
  del Betis)`, `（一只八岁的柯基）`), also when speaker binding rewrites the clause.
- An aside that says which one of several the noun is, by rank or by a description holding a negator (`(the older
  one)`, `(la pequeña)`, `(el que no vive en Madrid)`, `（大的那个）`), is never left out; nor is a restricting aside
  under speaker binding (`My team uses Slack (not for client work, though)` gives no `Ilse's team uses Slack`).
- A genitive after a preposition names a place, not an owner (`(a nurse at St. Jude's)`).
- One item of a list whose last item runs on into a recurring time frame (`every morning`, `cada mañana`) or `at home`
  keeps the frame (`I take ramipril every morning`); a place phrase after a last item of a singular indefinite article
  is that item's (`… and a parking spot in the garage`); an English `-ing` modifier and a noun is an item (`hiking
  boots`).
- A Chinese second conjunct after a comma shares the first's subject with more verb heads (`辞了职，现在开了…`) and
  with `都`, `就`, `先` … between its time phrase and its verb (`现在每天早上都去…`).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

Row = tuple[str, str, str | None, bool]


def _ok(value: str, evidence: str, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, speaker=speaker).ok


ASIDES: tuple[Row, ...] = (
    # an age
    ("Desmond's nephew is obsessed with trains", "My nephew (he's nine) is obsessed with trains.", "Desmond", True),
    ("My nephew stays with us", "My nephew (nine weeks a year) stays with us.", None, False),
    ("La suegra de Remedios vive con nosotros", "Mi suegra (que tiene 82 años) vive con nosotros.", "Remedios", True),
    ("Mi suegra vive con nosotros", "Mi suegra (tres meses al año) vive con nosotros.", None, False),
    ("小王的儿子很喜欢恐龙", "我儿子（今年七岁）很喜欢恐龙。", "小王", True),
    ("我儿子住在我们家", "我儿子（每年三个月）住在我们家。", None, False),
    # a former name
    ("The clinic opens at 8 am", "The clinic (formerly Mercy Health) opens at 8 am.", None, True),
    ("The clinic opens at 8 am", "The clinic (Mercy Health until May) opens at 8 am.", None, False),
    ("La biblioteca abre los domingos", "La biblioteca (antes el cine Rialto) abre los domingos.", None, True),
    ("La biblioteca abre los domingos", "La biblioteca (antes solo en verano) abre los domingos.", None, False),
    ("那家火锅店搬到春熙路了", "那家火锅店（以前叫老码头）搬到春熙路了。", None, True),
    ("那家火锅店搬到春熙路了", "那家火锅店（以前不在这里）搬到春熙路了。", None, False),
    # a place gloss of a place name, also under speaker binding
    ("Kai moved to Porto last year", "I moved to Porto (in Portugal) last year.", "Kai", True),
    ("The shop opens at 9", "The shop (in Porto) opens at 9.", None, False),
    ("Anselmo se mudó a Oviedo hace dos años", "Me mudé a Oviedo (en Asturias) hace dos años.", "Anselmo", True),
    ("La tienda abre a las 9", "La tienda (en Oviedo) abre a las 9.", None, False),
    ("老符去年搬到了大理", "我去年搬到了大理（在云南）。", "老符", True),
    ("那家店九点开门", "那家店（只在云南）九点开门。", None, False),  # (`（在云南）` alone: a known hole of main)
    # an appositive noun phrase opened by an indefinite article, its dating word the noun's
    ("Noor's landlord cooks for us on Sundays", "My landlord (a former chef) cooks for us on Sundays.", "Noor", True),
    ("Noor's landlord cooks for us on Sundays", "My landlord (the former one) cooks for us on Sundays.", "Noor", False),
    ("Mi vecino entrena al equipo", "Mi vecino (un exjugador del Betis) entrena al equipo.", None, True),
    ("Mi vecino entrena al equipo", "Mi vecino (el antiguo) entrena al equipo.", None, False),
    ("老符家狗狗最近胃口不太好", "我家狗狗（一只八岁的柯基）最近胃口不太好。", "老符", True),
    ("老符家狗狗最近胃口不太好", "我家狗狗（以前那只）最近胃口不太好。", "老符", False),
)

PICKS_ONE: tuple[Row, ...] = (
    # which one of several (by rank, or a description holding a negator) restricts; a description alone does not
    ("Our new office opens next week", "Our new office (the one near the station) opens next week.", None, True),
    ("Desmond's son plays the cello", "My son (the older one) plays the cello.", "Desmond", False),
    ("Mi hermano es piloto", "Mi hermano —el que vive en Quito— es piloto.", None, True),
    ("Mi hermano es piloto", "Mi hermano (el que no vive en Quito) es piloto.", None, False),
    ("La hija de Remedios está en Praga", "Mi hija (la de Erasmus) está en Praga.", "Remedios", True),
    ("La hija de Remedios está en Praga", "Mi hija (la pequeña) está en Praga.", "Remedios", False),
    ("这家店周一不开门", "这家店（我常去的那家）周一不开门。", None, True),
    ("老符的儿子在深圳读大学", "我儿子（大的那个）在深圳读大学。", "老符", False),
    # a restricting aside under speaker binding
    ("Ilse's team uses Slack", "My team uses Slack (the free version).", "Ilse", True),
    ("Ilse's team uses Slack", "My team uses Slack (not for client work, though).", "Ilse", False),
    ("Remedios trabaja en la sede de Bilbao", "Trabajo en la sede de Bilbao (la nueva, junto a la ría).", "Remedios",
     True),
    ("Remedios trabaja en la sede de Bilbao", "Trabajo en la sede de Bilbao (solo los lunes).", "Remedios", False),
    ("阿娟在上海工作", "我在上海工作（在一家外企）。", "阿娟", True),
    ("阿娟在上海工作", "我在上海工作（到明年六月）。", "阿娟", False),
    # a genitive after a preposition is a place; after no preposition, an owner
    ("Marcus's roommate works nights", "My roommate — a nurse at St. Jude's — works nights.", "Marcus", True),
    ("Marcus's car is parked outside", "My car (well, my brother's) is parked outside.", "Marcus", False),
)  # fmt: skip

LISTS: tuple[Row, ...] = (
    # a recurring time frame or `at home` after the last item frames each item: kept with it
    ("Kwame takes ramipril every morning", "I take metformin, ramipril and a baby aspirin every morning", "Kwame",
     True),
    ("Kwame takes ramipril", "I take metformin, ramipril and a baby aspirin every morning", "Kwame", False),
    ("We ship to Porto on weekdays", "We ship to Lisbon, Porto and Faro on weekdays.", None, False),
    ("We speak English at home", "We speak Twi, English and a bit of French at home", None, True),
    ("We speak English", "We speak Twi, English and a bit of French at home", None, False),
    ("Baltasar toma enalapril cada mañana", "Tomo metformina, enalapril y una aspirina cada mañana", "Baltasar", True),
    ("Baltasar toma enalapril", "Tomo metformina, enalapril y una aspirina cada mañana", "Baltasar", False),
    ("Hablamos castellano en casa", "Hablamos euskera, castellano y un poco de inglés en casa", None, True),
    ("Hablamos castellano", "Hablamos euskera, castellano y un poco de inglés en casa", None, False),
    # a place phrase after a last item of a singular indefinite article is that item's
    ("The flat comes with a dishwasher", "The flat comes with a washer, a dishwasher and a parking spot in the garage.",
     None, True),
    ("The flat comes with a dishwasher in the garage",
     "The flat comes with a washer, a dishwasher and a parking spot in the garage.", None, False),
    ("El piso tiene lavavajillas", "El piso tiene lavadora, lavavajillas y una plaza de garaje en el sótano.", None,
     True),
    ("El piso tiene lavavajillas en el sótano",
     "El piso tiene lavadora, lavavajillas y una plaza de garaje en el sótano.", None, False),
    # an English `-ing` modifier and a noun is an item
    ("For the trip Desmond packed hiking boots", "For the trip I packed sunscreen, a rain jacket, and hiking boots.",
     "Desmond", True),
    ("For the trip Desmond packed boots", "For the trip I packed sunscreen, a rain jacket, and hiking boots.",
     "Desmond", False),
    # (Chinese: the rest after the last item was kept before this round; the frame opening the clause stays)
    ("老秦每天吃依那普利", "我每天吃二甲双胍、依那普利和阿司匹林", "老秦", False),
    ("这套房子带洗碗机", "这套房子带洗衣机、洗碗机和一个地下车位", None, True),
    ("这套房子带地下车位", "这套房子只带洗衣机、洗碗机和一个地下车位", None, False),
)  # fmt: skip

COORDINATION: tuple[Row, ...] = (
    ("阿芳的哥哥现在开了一家咖啡店", "我哥哥辞了职，现在开了一家咖啡店。", "阿芳", True),
    ("阿芳的哥哥开一家咖啡店", "我哥哥打算辞职，开一家咖啡店。", "阿芳", False),
    ("梦琪现在在家带孩子", "我辞了幼儿园的工作，现在在家带孩子。", "梦琪", True),
    ("梦琪的姐姐在苏州做设计", "我姐姐在杭州当老师，我在苏州做设计。", "梦琪", False),
    ("小蔡的爸爸现在每天早上都去公园散步", "我爸爸去年做了心脏手术，现在每天早上都去公园散步。", "小蔡", True),
    ("老李接手了厂子", "老李去年退休了，他儿子接手了厂子。", None, False),
    # (English and Spanish shared-subject conjuncts were read before this round; their twins stay refused)
    ("Marcus now bikes to work", "I sold my car in March and now bike to work.", "Marcus", True),
    ("Priscilla's brother teaches in Austin", "My brother lives in Denver and my sister teaches in Austin.",
     "Priscilla", False),
    ("Tadeo ahora da clases de guitarra", "Dejé el trabajo en el banco y ahora doy clases de guitarra.", "Tadeo", True),
    ("La mujer de Tadeo trabaja en una gestoría", "Mi mujer es profesora y yo trabajo en una gestoría.", "Tadeo",
     False),
)  # fmt: skip


RULES: dict[str, tuple[Row, ...]] = {
    "aside_that_describes": ASIDES,
    "aside_that_picks_one_or_restricts": PICKS_ONE,
    "list_item_keeps_the_whole_frame": LISTS,
    "chinese_second_conjunct": COORDINATION,
}


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "accepted"),
    [row for rows in RULES.values() for row in rows],
    ids=[f"{name}-{k}" for name, rows in RULES.items() for k in range(len(rows))],
)
def test_round19_rule_and_its_twin(value: str, evidence: str, speaker: str | None, accepted: bool) -> None:
    assert _ok(value, evidence, speaker) is accepted


def test_every_rule_has_a_twin_in_each_language() -> None:
    for table in (ASIDES, PICKS_ONE, LISTS, COORDINATION):
        assert any(accepted for *_, accepted in table)
        assert any(not accepted for *_, accepted in table)
    for table in (ASIDES, PICKS_ONE, LISTS):
        langs = {("zh" if any("\u4e00" <= c <= "\u9fff" for c in ev) else "es" if _spanish(ev) else "en")
                 for _, ev, _, _ in table}  # fmt: skip
        assert langs == {"en", "es", "zh"}


def _spanish(text: str) -> bool:
    return any(w in text.split() for w in ("Mi", "La", "El", "Me", "Tomo", "Hablamos", "Trabajo", "y", "de"))
