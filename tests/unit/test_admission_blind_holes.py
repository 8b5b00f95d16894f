"""False accepts a blind test batch found (issue 31, the tenth batch, scored before round 8's rules): each in
English, Spanish and Chinese, a hard negative beside a hard positive (docs/admission.md, "Holes the tenth batch
found"). The two records moved from the test split to dev when they were fixed.

- Under a scope word, an `and` that adds a noun phrase holding an `-ing` modifier (`hiking boots`, `walking
  sticks`) continues the scoped list: it is no clause of its own to leave out, as a verbless item is not.
  `I've only packed a raincoat and hiking boots` does not say `I've only packed a raincoat`.
- A Spanish past the endings do not show (`íbamos`, `éramos`, `fuimos`, `estuvo`, `tuvimos`) is a past form like
  `era`: `Nos íbamos a Cancún el 14 de agosto` gives no departure date (a plan that was, not one that is).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def ok(value: str, evidence: str, *, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "expected"),
    [
        # English: the scoped list keeps its -ing item; without the scope word the item may go.
        ("Greta has only packed a raincoat", "I've only packed a raincoat and hiking boots.", "Greta", False),
        ("I have only packed a raincoat", "I have only packed a raincoat and hiking boots.", None, False),
        ("We only sell raincoats", "We only sell raincoats and walking sticks.", None, False),
        ("I've packed a raincoat", "I've packed a raincoat and hiking boots.", None, True),
        ("We sell raincoats", "We sell raincoats and walking sticks.", None, True),
        # A conjunct with a finite verb of its own is still a clause of its own.
        ("We only sell raincoats", "We only sell raincoats and we ship worldwide.", None, True),
        # Spanish and Chinese: the same list under `solo` / `只`, and without it.
        ("Solo llevo un impermeable", "Solo llevo un impermeable y botas de montaña.", None, False),
        ("Llevo un impermeable", "Llevo un impermeable y botas de montaña.", None, True),
        ("我只带了雨衣", "我只带了雨衣和登山鞋。", None, False),
        ("我带了雨衣", "我带了雨衣和登山鞋。", None, True),
    ],
)
def test_a_scoped_list_keeps_an_item_with_an_ing_modifier(
    value: str, evidence: str, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "expected"),
    [
        ("14 de agosto", "Nos íbamos a Cancún el 14 de agosto", "viaje_cancun/fecha_salida", False),
        ("14 de agosto", "Nos íbamos el 14 de agosto", "viaje_cancun/fecha_salida", False),
        ("14 de agosto", "La salida era el 14 de agosto", "viaje_cancun/fecha_salida", False),
        ("14 de agosto", "Nos vamos a Cancún el 14 de agosto", "viaje_cancun/fecha_salida", True),
        ("14 de agosto", "La salida es el 14 de agosto", "viaje_cancun/fecha_salida", True),
        ("August 14", "The departure was on August 14", "cancun_trip/departure_date", False),
        ("August 14", "The departure is on August 14", "cancun_trip/departure_date", True),
        ("8月14日", "出发日期以前是8月14日", "坎昆旅行/出发日期", False),
        ("8月14日", "出发日期是8月14日", "坎昆旅行/出发日期", True),
    ],
)
def test_a_spanish_past_the_endings_do_not_show_restricts_a_typed_date(
    value: str, evidence: str, key: str, expected: bool
) -> None:
    assert ok(value, evidence, key=key) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # Probes written after the tenth batch: a word that says the value was, not is (`lexicon.KEYED_PAST`; as a
        # sentence opener, `lexicon.TIME_FRAME_OPENERS`, it binds its clause like `Yesterday,`).
        ("13900001111", "我本来的电话是13900001111", "小林/电话", "小林", False),
        ("13900001111", "我的电话本来是13900001111", "小林/电话", "小林", False),
        ("13900001111", "我原先的电话是13900001111", "小林/电话", "小林", False),
        ("13900001111", "我的电话是13900001111", "小林/电话", "小林", True),
        ("555-0101", "Originally, my number is 555-0101", "priya/phone", "Priya", False),
        ("555-0101", "My number is 555-0101", "priya/phone", "Priya", True),
        ("600 123 456", "Originalmente mi número es 600 123 456", "nuria/telefono", "Nuria", False),
        ("600 123 456", "Mi número es 600 123 456", "nuria/telefono", "Nuria", True),
        # Unkeyed: the opener binds its clause, so the clause without it is refused.
        ("my number is 555-0101", "Originally, my number is 555-0101", None, None, False),
        ("mi número es 600 123 456", "Originalmente, mi número es 600 123 456", None, None, False),
        ("我的电话是13900001111", "我的电话本来是13900001111", None, None, False),
        # A hometown's own relation word is no past: `originally from` names the slot.
        ("Ohio", "I'm originally from Ohio", "priya/hometown", "Priya", True),
    ],
)
def test_a_word_that_says_the_value_was_restricts_it(
    value: str, evidence: str, key: str | None, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # The eleventh batch's false accept: an aside that dates its clause (`previous`, `anterior`, `之前`) is no
        # aside to step over; an aside that does not (`a retired teacher`) still is.
        ("Ramón Soler", "Mi casero (el del piso anterior) se llama Ramón Soler.", "nuria/casero", "Nuria", False),
        ("Ramón Soler", "Mi casero (un señor jubilado) se llama Ramón Soler.", "nuria/casero", "Nuria", True),
        ("Ramon", "My landlord (the one from my previous flat) is called Ramon.", "priya/landlord", "Priya", False),
        ("Ramon", "My landlord, the one from my old flat, is called Ramon.", "priya/landlord", "Priya", False),
        ("Ramon", "My landlord (a retired teacher) is called Ramon.", "priya/landlord", "Priya", True),
        ("王强", "我的房东（之前那套房子的）叫王强。", "赵敏/房东", "赵敏", False),
        ("王强", "我的房东（一位退休老师）叫王强。", "赵敏/房东", "赵敏", True),
        ("My landlord is called Ramon", "My landlord (my previous one) is called Ramon.", None, None, False),
        ("My landlord is called Ramon", "My landlord (a retired teacher) is called Ramon.", None, None, True),
        # ... nor one that says when the clause holds (a probe: `（工作日）` was stepped over where `（周末）` was not).
        ("办公室9点开门", "办公室（工作日）9点开门", None, None, False),
        ("办公室9点开门", "办公室（总部）9点开门", None, None, True),
        ("The office opens at 9", "The office (weekdays) opens at 9", None, None, False),
        ("La oficina abre a las 9", "La oficina (laborables) abre a las 9", None, None, False),
        ("Alice lives in Rome", "Alice (my sister) lives in Rome", None, None, True),
    ],
)
def test_an_aside_that_dates_its_clause_is_no_aside(
    value: str, evidence: str, key: str | None, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # Probes after the tenth batch: a temporary or conditional frame the typed rule let through.
        ("555-0101", "For now, my number is 555-0101", "priya/phone", "Priya", False),
        ("555-0101", "My number is 555-0101 for now", "priya/phone", "Priya", False),
        ("555-0101", "My number is 555-0101", "priya/phone", "Priya", True),
        ("600 123 456", "Por ahora, mi número es 600 123 456", "nuria/telefono", "Nuria", False),
        ("600 123 456", "Mi número es 600 123 456", "nuria/telefono", "Nuria", True),
        ("13900001111", "我暂时用13900001111", "赵敏/电话", "赵敏", False),
        ("13900001111", "我暂时的电话是13900001111", "赵敏/电话", "赵敏", False),
        ("13900001111", "我的电话是13900001111", "赵敏/电话", "赵敏", True),
        ("555-0101", "紧急的话打555-0101", "客服/电话", None, False),
        ("555-0101", "打555-0101", "客服/电话", None, True),
    ],
)
def test_a_temporary_or_conditional_frame_restricts_a_typed_value(
    value: str, evidence: str, key: str | None, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # Probes after the eleventh batch. `son`, a Spanish copula, is an English kinship noun in English.
        ("Ramon", "My landlord's son is Ramon", "priya/landlord", "Priya", False),
        ("Ramon", "My landlord's name is Ramon", "priya/landlord", "Priya", True),
        ("Ramon", "My son is Ramon", "priya/son", "Priya", True),
        ("Ramón", "El hijo de mi casero se llama Ramón", "nuria/casero", "Nuria", False),
        ("Ramón", "Mi casero se llama Ramón", "nuria/casero", "Nuria", True),
        ("王强", "我房东的儿子叫王强", "赵敏/房东", "赵敏", False),
        ("王强", "我房东叫王强", "赵敏/房东", "赵敏", True),
        # A price for whom (`儿童票`, `student tickets`, `de niños`) is no price of the ticket as such.
        ("40元", "儿童票40元", "门票/价格", None, False),
        ("40元", "学生票40元", "门票/价格", None, False),
        ("40元", "门票40元", "门票/价格", None, True),
        ("$40", "Student tickets are $40", "ticket/price", None, False),
        ("$40", "Tickets are $40", "ticket/price", None, True),
        ("40 euros", "Las entradas de niños cuestan 40 euros", "entrada/precio", None, False),
        ("40 euros", "Las entradas cuestan 40 euros", "entrada/precio", None, True),
    ],
)
def test_another_person_a_value_is_for_restricts_it(
    value: str, evidence: str, key: str | None, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # Probes after the eleventh batch: a hedge verb (`I think`, `creo que`, `我觉得`) before a typed value.
        ("p@x.io", "I think my email is p@x.io", "priya/email", "Priya", False),
        ("p@x.io", "I guess my email is p@x.io", "priya/email", "Priya", False),
        ("p@x.io", "My email is p@x.io", "priya/email", "Priya", True),
        ("p@x.io", "Creo que mi correo es p@x.io", "nuria/correo", "Nuria", False),
        ("p@x.io", "Mi correo es p@x.io", "nuria/correo", "Nuria", True),
        ("p@x.io", "我觉得我的邮箱是p@x.io", "赵敏/邮箱", "赵敏", False),
        ("p@x.io", "我的邮箱是p@x.io", "赵敏/邮箱", "赵敏", True),
    ],
)
def test_a_hedge_verb_restricts_a_typed_value(
    value: str, evidence: str, key: str | None, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "expected"),
    [
        # ... and a hedge anywhere in the evidence, as a comment clause after the value too.
        ("p@x.io", "My email is p@x.io, I think", "priya/email", "Priya", False),
        ("p@x.io", "Mi correo es p@x.io, creo", "nuria/correo", "Nuria", False),
        ("p@x.io", "我的邮箱是p@x.io，我估计", "赵敏/邮箱", "赵敏", False),
        ("p@x.io", "My email is p@x.io, I'm sure", "priya/email", "Priya", True),
    ],
)
def test_a_hedge_after_a_typed_value_restricts_it(
    value: str, evidence: str, key: str | None, speaker: str | None, expected: bool
) -> None:
    assert ok(value, evidence, key=key, speaker=speaker) is expected
