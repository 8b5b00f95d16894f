"""Round 27 (the lead, 2026-12-06, from helper S's probe of main in round 25): a bracketed aside that is a bare plural
noun phrase names a group of people the clause holds for — `The trial (new users) is free` says nothing of the trial
for anyone else — so it is no safe deletion (DESIGN §4, amended: a parenthetical is a safe deletion only if it
restricts nothing). Main accepted each negative below. Each stands beside a faithful twin: the same sentence with an
aside that describes (a name, a count, a singular appositive, a place, a profession in Chinese)."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
CASES = [
    ("The trial is free", "The trial (new users) is free", None, None, False),
    ("The trial is free", "The trial (finally!) is free", None, None, True),
    ("Shipping is free", "Shipping (EU orders) is free", None, None, False),
    ("Shipping is free", "Shipping (via DHL) is free", None, None, True),
    ("The discount applies", "The discount (students, 10%) applies", None, None, False),
    ("Breakfast is included", "Breakfast (hotel guests) is included", None, None, False),
    ("Breakfast is included", "Breakfast (a buffet) is included", None, None, True),
    ("My brother is a doctor", "My brother (Tom) is a doctor", None, None, True),
    ("My kids start school on Monday", "My kids (the twins) start school on Monday", None, None, True),
    ("Your order has shipped", "Your order (3 items) has shipped", None, None, True),
    ("We adopted two pets last spring", "We adopted two pets (cats) last spring", None, None, True),
    ("Adoptamos dos gatitos", "Adoptamos dos gatitos (hermanos)", None, None, True),
    ("The pool is open until 10 pm", "The pool is open until 10 pm (members)", None, None, False),
    ("La prueba es gratis", "La prueba (nuevos usuarios) es gratis", None, None, False),
    ("La prueba es gratis", "La prueba (qué bien) es gratis", None, None, True),
    ("El descuento es del 20%", "El descuento (estudiantes) es del 20%", None, None, False),
    ("El desayuno está incluido", "El desayuno (clientes del hotel) está incluido", None, None, False),
    ("El desayuno está incluido", "El desayuno (tipo bufé) está incluido", None, None, True),
    ("La piscina abre a las 8", "La piscina (socios del club) abre a las 8", None, None, False),
    ("La piscina abre a las 8", "La piscina (la de arriba, qué bien) abre a las 8", None, None, True),
    ("Mi casera quiere el alquiler", "Mi casera (doña Remedios) quiere el alquiler", None, None, True),
    ("La cuenta cuesta 5 euros", "La cuenta (gracias) cuesta 5 euros", None, None, True),
    ("试用是免费的", "试用（新用户）是免费的", None, None, False),
    ("试用是免费的", "试用（终于）是免费的", None, None, True),
    ("门票半价", "门票（学生）半价", None, None, False),
    ("早餐免费", "早餐（住客）免费", None, None, False),
    ("早餐免费", "早餐（自助餐）免费", None, None, True),
    ("房东说12号来换热水器", "房东（退休老师）说12号来换热水器", None, None, True),
    # with a key: the group after the value's noun restricts it as well
    ("20%", "The discount (seniors) is 20%", "store/discount", None, False),
    ("20%", "The discount (finally) is 20%", "store/discount", None, True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), CASES)
def test_a_group_aside_restricts_its_clause(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    result = check_support(value, evidence, evidence, speaker=speaker, key=key)
    assert result.ok is supported, (value, evidence, result.reason, result.detail)


# Round 27, second part: "at last" adverbs are fillers (`finally`, `at last`, `por fin`, `al fin`, `终于`), as `luckily`
# and `por suerte` are: they say the speaker waited, not when, whether or for whom the claim holds. Main refused
# `La prueba (por fin) es gratis` (`por` read as a bound adjunct) and `I finally moved to Paris` → `I moved to Paris`.
AT_LAST = [
    ("I moved to Paris", "I finally moved to Paris", True),
    ("I moved to Paris", "I almost moved to Paris", False),
    ("The visa came through", "The visa came through at last!", True),
    ("The visa came through", "The visa came through for my wife at last!", False),
    ("La prueba es gratis", "La prueba (por fin) es gratis", True),
    ("La prueba es gratis", "La prueba (por fin, solo socios) es gratis", False),
    ("Me mudé a París", "Por fin me mudé a París", True),
    ("Me mudé a París", "Por fin casi me mudé a París", False),
    ("我搬到北京了", "我终于搬到北京了", True),
    ("我搬到北京了", "我终于差点搬到北京了", False),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), AT_LAST)
def test_an_at_last_adverb_is_a_filler(value: str, evidence: str, supported: bool) -> None:
    result = check_support(value, evidence, evidence)
    assert result.ok is supported, (value, evidence, result.reason, result.detail)


# Round 27, third part (red-team round 3's `select-old-zh`): with a key, a Chinese aside after the speaker's own noun
# that picks an earlier one (`（旧的）`, `（以前的）`, `（原来的）`) restricts it, as `(the old one)` and `(el antiguo)`
# already did; one saying how recent it is (`（刚换的）`) does not.
WHEN = [
    ("ana@gmail.com", "我的邮箱（旧的）是ana@gmail.com。", "ana/邮箱", False),
    ("ana@gmail.com", "我的邮箱（以前的）是ana@gmail.com。", "ana/邮箱", False),
    ("ana@gmail.com", "我的邮箱（原来的）是ana@gmail.com。", "ana/邮箱", False),
    ("ana@gmail.com", "我的邮箱（刚换的）是ana@gmail.com。", "ana/邮箱", True),
    ("ana@gmail.com", "My email (the old one) is ana@gmail.com", "ana/email", False),
    ("ana@gmail.com", "My email (finally sorted) is ana@gmail.com", "ana/email", True),
    ("ana@gmail.com", "Mi correo (el antiguo) es ana@gmail.com", "ana/correo", False),
    ("ana@gmail.com", "Mi correo (por fin) es ana@gmail.com", "ana/correo", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), WHEN)
def test_an_aside_that_picks_an_earlier_one_restricts_a_keyed_value(
    value: str, evidence: str, key: str, supported: bool
) -> None:
    result = check_support(value, evidence, evidence, speaker="Ana", key=key)
    assert result.ok is supported, (value, evidence, result.reason, result.detail)
