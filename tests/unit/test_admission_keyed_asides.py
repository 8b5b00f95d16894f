"""A keyed value whose sentence holds an aside that restricts it (DESIGN §4, amended: a parenthetical is a safe
deletion only if it restricts nothing). A probe's false accepts of main, 2026-12-05: with a key and a speaker, the
key-aware reading started the value's clause after the closing parenthesis, so `My number (in the evenings) is …`
gave the number for `sam/phone` — the evening number, not the key's. Each hard negative has a faithful twin beside
it: the same shape with an aside that restricts nothing."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
CASES = [
    ("07700 900461", "My number (in the evenings) is 07700 900461", "sam/phone", "Sam", False),
    ("07700 900461", "My number (at work) is 07700 900461", "sam/phone", "Sam", False),
    ("07700 900461", "My number (on weekends) is 07700 900461", "sam/phone", "Sam", False),
    ("sam@work.io", "My email (for work) is sam@work.io", "sam/email", "Sam", False),
    ("sam@x.io", "My email (finally got one!) is sam@x.io", "sam/email", "Sam", True),
    ("Ramon Soler", "My landlord (a really nice guy) is called Ramon Soler", "priya/landlord", "Priya", True),
    ("612 448 905", "Mi número (por las tardes) es 612 448 905", "marta/teléfono", "Marta", False),
    ("612 448 905", "Mi número (en casa) es 612 448 905", "marta/teléfono", "Marta", False),
    ("612 448 905", "Mi número (apúntalo) es 612 448 905", "marta/teléfono", "Marta", True),
    ("Ramón Soler", "Mi casero (un tipo majísimo) se llama Ramón Soler", "marta/casero", "Marta", True),
    ("13812345678", "我的电话（晚上）是13812345678", "小林/电话", "小林", False),
    ("13812345678", "我的电话（在公司）是13812345678", "小林/电话", "小林", False),  # (round 24: was an xfail)
    ("王芳", "我的房东（人很好）叫王芳", "小林/房东", "小林", True),
]


# Round 18 (the lead's probe, 2026-12-06): an aside naming whose the value is — another person than the speaker —
# re-attributes it (`Phone: 555-0100 (my wife's)` gave `sam/phone`), in brackets, dashes or after a comma ending the
# sentence; the speaker's own (`(mine)`, `（我的）`) restricts nothing. The unkeyed cases are in
# tests/unit/test_admission_owner_asides.py.
OWNER_CASES = [
    ("555-0100", "Phone: 555-0100 (my wife's)", "sam/phone", "Sam", False),
    ("555-0100", "Phone: 555-0100 (mine)", "sam/phone", "Sam", True),
    ("a@b.com", "Email: a@b.com (Bob's)", "sam/email", "Sam", False),
    ("a@b.com", "Email: a@b.com (finally!)", "sam/email", "Sam", True),
    ("555-0100", "My number is 555-0100 (that's my mum's)", "sam/phone", "Sam", False),
    ("555-0100", "My number is 555-0100 (that's my own)", "sam/phone", "Sam", True),
    ("555-0100", "My phone (his, really) is 555-0100", "sam/phone", "Sam", False),
    ("555-0100", "My phone (finally got one!) is 555-0100", "sam/phone", "Sam", True),
    ("612 448 905", "Teléfono: 612 448 905 (el de mi mujer)", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Teléfono: 612 448 905 (de mi mujer)", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Teléfono: 612 448 905 (el mío)", "eneko/teléfono", "Eneko", True),
    ("612 448 905", "Mi número (el suyo, en realidad) es 612 448 905", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Mi número (apúntalo) es 612 448 905", "eneko/teléfono", "Eneko", True),
    ("13812345678", "电话：13812345678（我老婆的）", "小林/电话", "小林", False),
    ("13812345678", "电话：13812345678（我的）", "小林/电话", "小林", True),
    ("13812345678", "我的电话（其实是他的）是13812345678", "小林/电话", "小林", False),
    ("13812345678", "我的电话（刚换的）是13812345678", "小林/电话", "小林", True),
]

TRAILING_OWNER_CASES = [
    ("555-0100", "Phone: 555-0100, my wife's", "sam/phone", "Sam", False),
    ("555-0100", "Phone: 555-0100, any time", "sam/phone", "Sam", True),
    ("555-0100", "My number is 555-0100 — well, my husband's.", "sam/phone", "Sam", False),
    ("612 448 905", "Teléfono: 612 448 905, el de mi mujer", "eneko/teléfono", "Eneko", False),
    ("612 448 905", "Teléfono: 612 448 905, el mío", "eneko/teléfono", "Eneko", True),
    ("13812345678", "电话：13812345678，我老婆的", "小林/电话", "小林", False),
    ("13812345678", "电话：13812345678，随时打", "小林/电话", "小林", True),
]


@pytest.mark.parametrize(
    ("value", "evidence", "key", "speaker", "supported"), CASES + OWNER_CASES + TRAILING_OWNER_CASES
)
def test_an_aside_that_restricts_a_keyed_value_refuses_it(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    got = check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker)
    assert bool(got.ok) is supported, got
    if not supported:
        assert got.reason is not None
        assert got.reason.startswith("guard:")
