"""The two false accepts the twenty-first blind batch found in main's rules (issue 31; `KNOWN_FALSE_ACCEPTS_21` in
`admission_realistic_batch21.py`), closed by the lead after it was scored, each beside its nearest faithful twin in
en, es and zh:

- another person's words in *single* quotes after a speech verb (`my boss just told me 'I'm retiring in
  December'`): their first person is the quoted person's, as with double quotes (round 17's `_quoted`), so it binds
  nothing to the speaker; an apostrophe is no quotation mark (`my kids' teacher`), and without quotes the speaker's
  own report still binds;
- a Chinese aside that opens with 限 ("limited to": `全场八折（限新用户）`) restricts its sentence, as `仅限` and
  `只限` already did; 限 inside a word of a descriptive aside (`有限责任公司`) does not.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, source, speaker, supported)
CASES = [
    # single quotes after a speech verb: the quoted person's first person
    (
        "Sam is retiring in December",
        "I'm retiring in December",
        "Ok so my boss just told me 'I'm retiring in December'.",
        "Sam",
        False,
    ),
    (
        "Sam is retiring in December",
        "I'm retiring in December",
        "My boss said: ‘I'm retiring in December’ and left.",
        "Sam",
        False,
    ),
    (
        "Sam is retiring in December",
        "I'm retiring in December",
        "Ok so I told my boss I'm retiring in December.",
        "Sam",
        True,
    ),
    (
        "Sam is retiring in December",
        "I'm retiring in December",
        "My kids' teacher asked, and I said I'm retiring in December.",
        "Sam",
        True,
    ),
    ("Ana se jubila en diciembre", "me jubilo en diciembre", "Mi jefe me dijo 'me jubilo en diciembre'.", "Ana", False),
    (
        "Ana se jubila en diciembre",
        "me jubilo en diciembre",
        "Le dije a mi jefe que me jubilo en diciembre.",
        "Ana",
        True,
    ),
    ("小林十二月退休", "我十二月退休", "老板跟我说'我十二月退休'。", "小林", False),
    ("小林十二月退休", "我十二月退休", "我跟老板说了，我十二月退休。", "小林", True),
    # an aside opening with 限 restricts; a descriptive one does not
    ("全场八折", "全场八折（限新用户）。", "全场八折（限新用户）。", None, False),
    ("周末停车免费", "周末停车免费（限两小时）", "周末停车免费（限两小时）", None, False),
    ("我在一家公司上班", "我在一家公司（有限责任公司）上班", "我在一家公司（有限责任公司）上班", None, True),
    ("我儿子很喜欢恐龙", "我儿子（今年七岁）很喜欢恐龙。", "我儿子（今年七岁）很喜欢恐龙。", None, True),
    (
        "Everything is 20% off",
        "Everything is 20% off (new customers only).",
        "Everything is 20% off (new customers only).",
        None,
        False,
    ),
    (
        "Todo tiene un 20 % de descuento",
        "Todo tiene un 20 % de descuento (solo para clientes nuevos).",
        "Todo tiene un 20 % de descuento (solo para clientes nuevos).",
        None,
        False,
    ),
]


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), CASES)
def test_a_blind21_hole_beside_its_faithful_twin(
    value: str, evidence: str, source: str, speaker: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported
