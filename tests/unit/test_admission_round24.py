"""Round 24 (the lead's probe of main after rounds 22 and 23, 2026-12-06): with a key, an aside right after the
value, or right after the speaker's own noun that opens the sentence, saying where the thing is kept or used or
which one it is, picks one of the speaker's things of the key's kind — a modifier the key does not carry (DESIGN §4,
amended: a parenthetical is a safe deletion only if it restricts nothing). Main accepted each negative below in
English, Spanish and Chinese (`My phone (at the office downtown) is …` gave the office phone as `sam/phone`). Each
hard negative stands beside a faithful twin: the same shape with an aside that says nothing of which one."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
CASES = [
    # where the thing is kept or used, before the value
    ("555-0100", "My phone (at the office downtown) is 555-0100", "sam/phone", "Sam", False),
    ("555-0100", "My number (at my parents' house) is 555-0100", "sam/phone", "Sam", False),
    ("555-0100", "My phone (finally got a new one!) is 555-0100", "sam/phone", "Sam", True),
    ("612 448 905", "Mi número (en la oficina del centro) es 612 448 905", "marta/telefono", "Marta", False),
    ("612 448 905", "Mi número (apúntalo, porfa) es 612 448 905", "marta/telefono", "Marta", True),
    ("13812345678", "我的电话（在家）是13812345678", "小林/电话", "小林", False),
    ("13812345678", "我的电话（终于换了）是13812345678", "小林/电话", "小林", True),
    # which one it is, before the value
    ("612 448 905", "Mi número (el del trabajo) es 612 448 905", "marta/telefono", "Marta", False),
    ("13812345678", "我的电话（公司的）是13812345678", "小林/电话", "小林", False),
    ("13812345678", "我的电话（我的）是13812345678", "小林/电话", "小林", True),
    ("Bea", "My sister (aka the younger one) is Bea", "sam/sister", "Sam", False),
    ("Bea", "My sister (she's lovely) is called Bea", "sam/sister", "Sam", True),
    ("sam@mail.io", "My personal email (the one I read daily) is sam@mail.io", "sam/personal_email", "Sam", True),
    ("sam@mail.io", "My personal email (the gmail one) is sam@mail.io", "sam/personal_email", "Sam", False),
    ("ana@correo.es", "Mi correo (el que uso de verdad) es ana@correo.es", "ana/correo", "Ana", True),
    # right after the value
    ("13812345678", "我的电话是13812345678（在公司）", "小林/电话", "小林", False),
    ("13812345678", "我的电话是13812345678（公司的）", "小林/电话", "小林", False),
    ("13812345678", "我的电话是13812345678（随时打）", "小林/电话", "小林", True),
    ("dana@example.com", "My email is dana@example.com (at work)", "dana/email", "Dana", False),
    ("dana@example.com", "My email is dana@example.com (all lowercase)", "dana/email", "Dana", True),
    ("ana@correo.es", "Mi correo es ana@correo.es (en el trabajo)", "ana/correo", "Ana", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), CASES)
def test_an_aside_that_picks_which_of_the_speaker_s_things_restricts_a_keyed_value(
    value: str, evidence: str, key: str, speaker: str, supported: bool
):
    verdict = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert verdict.ok is supported, verdict


# A place aside after a noun that is not the speaker's describes that noun (round 14's gloss), with or without a key.
GLOSS_CASES = [
    ("那家民宿可以刷卡", "那家民宿（在大理古城南门）可以刷卡", "民宿/付款", None, True),
    ("13812345678", "我的电话（刚换的）是13812345678", "小林/电话", "小林", True),  # (how recent: no which one)
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), GLOSS_CASES)
def test_a_place_aside_of_a_noun_not_the_speaker_s_still_only_describes_it(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
):
    verdict = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert verdict.ok is supported, verdict
