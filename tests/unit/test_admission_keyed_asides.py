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
    pytest.param(
        "13812345678",
        "我的电话（在公司）是13812345678",
        "小林/电话",
        "小林",
        False,
        marks=pytest.mark.xfail(strict=True, reason="known hole: a Chinese place aside (在…) reads as safe"),
    ),
    ("王芳", "我的房东（人很好）叫王芳", "小林/房东", "小林", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), CASES)
def test_an_aside_that_restricts_a_keyed_value_refuses_it(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    got = check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker)
    assert bool(got.ok) is supported, got
    if not supported:
        assert got.reason is not None
        assert got.reason.startswith("guard:")
