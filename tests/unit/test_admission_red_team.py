"""The red-team round of issue 31 (DESIGN §4): false-accept classes of main found by probing keyed and typed values,
with and without a speaker, in en, es and zh. Each hard negative has a faithful twin beside it — the same shape
without the restriction — so a fix that refuses too much fails here as well as one that refuses too little.

Classes (docs/admission.md, "The red-team round (issue 31)"): a self-correction after the value (`_corrections`); a
value taken back (`just kidding`); another person's quoted or reported words (`_speech._speech_of_another`); a
modifier of a keyed noun that is also a linking verb (`shipping total`, `_typed._modifies`); a Chinese place
frame (`我在北京的电话`, `_typed_cjk._CJK_PLACE`); a Spanish approximator `unos`/`unas` before a number
(`_approximators`); an aside that is only another person after a listed number or identifier (`(wife)`,
`_safe_asides._labels_person`); an elided subject whose verb is in the third person under a speaker's key (a strict
xfail until round 26). (A quotation whose first person shows only in a Spanish verb ending, `«Vivo en Bilbao», dijo
Juan.`, was a strict xfail here; red-team round 2 closed it: the value leaves out the speech verb that attributes
it.)"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (round 38, twelfth session: with a key, an aside right after the value is no safe deletion unless it spells, dates or
# says what an amount includes, or says the value is the speaker's own — red-team round 21's `Matrícula: 4821 LMN
# (vencida)`, `座位：12A（同行人）`; these faithful twins pay for it)
_AFTER_VALUE = pytest.mark.xfail(strict=True, reason="an aside after a keyed value, refused since round 38")

# (value, evidence, key, speaker, supported)
CORRECTIONS = [
    ("555-0100", "My phone is 555-0100, actually no, 555-0199.", "sam/phone", "Sam", False),
    ("555-0100", "My phone is 555-0100, actually.", "sam/phone", "Sam", True),
    ("555-0100", "My phone is 555-0100. Sorry, it's 555-0199.", "sam/phone", "Sam", False),
    ("555-0100", "My phone is 555-0100. Sorry for the late reply.", "sam/phone", "Sam", True),
    ("555-0100", "My phone is 555-0100, I mean 555-0199.", "sam/phone", "Sam", False),
    ("555-0100", "My phone is 555-0100, I mean, call me anytime.", "sam/phone", "Sam", True),
    ("I live in Paris", "I live in Paris, or rather Lyon.", None, None, False),
    ("I live in Paris", "I live in Paris, I mean, I love it.", None, None, True),  # (`I mean` as a filler)
    ("Sam lives in Paris", "I live in Paris, actually no, in Lyon.", None, "Sam", False),
    ("Sam lives in Paris", "I live in Paris, actually.", None, "Sam", True),
    ("612 448 905", "Mi teléfono es el 612 448 905, perdón, el 612 448 906.", "eneko/teléfono", "Eneko", False),
    ("612 448 906", "Mi teléfono es el 612 448 906.", "eneko/teléfono", "Eneko", True),
    ("612 448 905", "Mi teléfono es el 612 448 905, mejor dicho, el 612 448 906.", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Mi teléfono es el 612 448 905, mejor dicho, el móvil.", "eneko/teléfono", "Eneko", True),
    ("13812345678", "我的电话是13812345678，不对，是13812345679。", "小林/电话", "小林", False),
    ("13812345679", "我的电话是13812345679。", "小林/电话", "小林", True),
    ("13812345678", "我的电话是13812345678。不好意思，应该是13812345679。", "小林/电话", "小林", False),
    ("13812345678", "我的电话是13812345678。不好意思，回复晚了。", "小林/电话", "小林", True),
]

TAKEN_BACK = [
    ("555-0100", "My phone is 555-0100. Just kidding.", "sam/phone", "Sam", False),
    ("555-0100", "Just kidding, my phone is 555-0100.", "sam/phone", "Sam", True),
    ("612 448 905", "Mi teléfono es el 612 448 905. Es broma.", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Mi teléfono es el 612 448 905. Apúntalo.", "eneko/teléfono", "Eneko", True),
    ("13812345678", "我的电话是13812345678，开玩笑的。", "小林/电话", "小林", False),
    ("13812345678", "我的电话是13812345678，随时打。", "小林/电话", "小林", True),
]

REPORTED = [
    ("555-0100", '"My phone is 555-0100," Bob said.', "sam/phone", "Sam", False),
    ("555-0100", '"My phone is 555-0100," I said.', "sam/phone", "Sam", True),
    ("555-0100", "Bob says my phone is 555-0100.", "sam/phone", "Sam", False),
    ("555-0100", "My phone is 555-0100.", "sam/phone", "Sam", True),
    ("Paris", '"I live in Paris," Bob said.', "sam/city", "Sam", False),
    ("Paris", "I live in Paris.", "sam/city", "Sam", True),
    ("612 448 905", "«Mi teléfono es el 612 448 905», dijo Juan.", "eneko/teléfono", "Eneko", False),
    ("Bilbao", "«Vivo en Bilbao», dijo Juan.", "eneko/ciudad", "Eneko", False),  # (closed in red-team round 2)
    ("612 448 905", "Juan me dijo que mi teléfono es el 612 448 905.", "eneko/teléfono", "Eneko", False),
    pytest.param(
        "Harbor-5G",
        "The wifi network is called Harbor-5G (my colleague told me).",
        "office/wifi_network",
        None,
        True,
        marks=_AFTER_VALUE,
    ),
    ("Bilbao", "Vivo en Bilbao.", "eneko/ciudad", "Eneko", True),
    ("13812345678", "老王说：“我的电话是13812345678。”", "小林/电话", "小林", False),
    ("上海", "“我住在上海，”老王说。", "小林/城市", "小林", False),
    ("上海", "我住在上海。", "小林/城市", "小林", True),
]

KEYED_NOUN_MODIFIERS = [
    ("$120", "The shipping total is $120.", "order/total", None, False),
    ("$120", "The total is $120.", "order/total", None, True),
    ("$120", "The monthly total is $120.", "order/total", None, False),
    ("$120", "The grand total is $120.", "order/total", None, True),
    ("$120", "Sam's shipping total is $120.", "sam/total", None, False),
    ("$120", "Sam's total is $120.", "sam/total", None, True),
    ("$40", "The shipping cost is $40.", "order/cost", None, False),
    ("$40", "The order costs $40.", "order/cost", None, True),
]

CJK_PLACES = [
    ("13812345678", "我在北京的电话是13812345678。", "小林/电话", "小林", False),
    ("13812345678", "我现在用的电话是13812345678。", "小林/电话", "小林", True),
    ("13812345678", "在北京，我的电话是13812345678。", "小林/电话", "小林", False),
    ("13812345678", "我的电话是13812345678。", "小林/电话", "小林", True),
    ("a@b.com", "在学校，我的邮箱是a@b.com。", "小林/邮箱", "小林", False),
    ("a@b.com", "我的邮箱是a@b.com。", "小林/邮箱", "小林", True),
]

APPROXIMATORS = [
    ("120 €", "Total: unos 120 €.", "pedido/total", None, False),
    ("unos 120 €", "Total: unos 120 €.", "pedido/total", None, True),
    ("Tengo 30 años", "Tengo unos 30 años.", None, None, False),
    ("Tengo 2 gatos", "Tengo unos amigos y 2 gatos.", None, None, True),
    ("Ana tiene 30 años", "Tengo unos 30 años.", None, "Ana", False),
    ("Ana tiene unos 30 años", "Tengo unos 30 años.", None, "Ana", True),
    ("Hay 200 personas", "Hay unas 200 personas.", None, None, False),
    ("Hay 200 personas", "Hay 200 personas.", None, None, True),
]

# An elided subject whose verb is in the third person, under a key whose subject is the speaker (`Vive en Bilbao.` said
# by Eneko: "he/she lives"): closed in round 26 (`_support._about_another`). Person agreement alone cannot tell it: the
# subject left out may be the key's thing (`Leaves at 7:40.` for `ana/flight`, `Sale a las 7:40.` for `ana/vuelo`),
# which stays accepted: a value with a number, time or identifier in it may be that thing's.
AGREEMENT = [
    ("Bilbao", "Vive en Bilbao.", "eneko/ciudad", "Eneko", False),
    ("Bilbao", "Vivo en Bilbao.", "eneko/ciudad", "Eneko", True),
    ("Paris", "Lives in Paris.", "sam/city", "Sam", False),
    ("7:40", "Leaves at 7:40.", "ana/flight", "Ana", True),
    ("7:40", "Sale a las 7:40.", "ana/vuelo", "Ana", True),
]

PERSON_ASIDES = [
    ("555-0199", "Phones: 555-0100 (me), 555-0199 (wife).", "sam/phone", "Sam", False),
    ("555-0100", "Phone: 555-0100 (me).", "sam/phone", "Sam", True),
    ("555-0199", "Phones: 555-0100 (mobile), 555-0199 (my wife).", "sam/phone", "Sam", False),
    pytest.param(
        "555-0100", "Emergency contact: 555-0100 (my wife).", "sam/emergency_contact", "Sam", True, marks=_AFTER_VALUE
    ),  # (a lone value)
    ("612 448 906", "Teléfonos: 612 448 905 (yo), 612 448 906 (mi mujer).", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Teléfono: 612 448 905 (yo).", "eneko/teléfono", "Eneko", True),
    ("13812345679", "电话：13812345678（我），13812345679（老婆）。", "小林/电话", "小林", False),
    ("13812345678", "电话：13812345678（我）。", "小林/电话", "小林", True),
]

ALL = [
    *CORRECTIONS,
    *TAKEN_BACK,
    *REPORTED,
    *KEYED_NOUN_MODIFIERS,
    *CJK_PLACES,
    *APPROXIMATORS,
    *AGREEMENT,
    *PERSON_ASIDES,
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), ALL)
def test_red_team_class_with_its_faithful_twin(
    value: str, evidence: str, key: str | None, speaker: str | None, supported: bool
) -> None:
    verdict = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert verdict.ok is supported, (value, evidence, key, speaker, verdict)
    if not supported:
        assert verdict.reason is not None
        assert verdict.reason.startswith("guard:"), verdict


def test_a_correction_names_its_reason() -> None:
    verdict = check_support("555-0100", "My phone is 555-0100, actually no, 555-0199.", "x", key="sam/phone")
    assert verdict.reason == "evidence_not_in_source"  # (Q first: the evidence must be in the source)
    text = "My phone is 555-0100, actually no, 555-0199."
    assert check_support("555-0100", text, text, key="sam/phone").reason == "guard:negation"
    assert check_support("Tengo 30 años", "Tengo unos 30 años.", "Tengo unos 30 años.").reason == "guard:number"


def test_the_unguarded_test_is_unchanged() -> None:
    """`guard=False` is the papers' ordered test: none of these rules belong to it."""
    text = "My phone is 555-0100, actually no, 555-0199."
    assert check_support("555-0100", text, text, guard=False, key="sam/phone").ok
    assert check_support("Tengo 30 años", "Tengo unos 30 años.", "Tengo unos 30 años.", guard=False).ok
