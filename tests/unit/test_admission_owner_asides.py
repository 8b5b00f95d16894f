"""An aside that names whose the value is (DESIGN §4, amended: a parenthetical is a safe deletion only if it restricts
nothing). The lead's probe of main, 2026-12-06, after rounds 15–17: `Phone: 555-0100 (my wife's)` gave `sam/phone`, as
did `(Bob's)`, `(el de mi mujer)`, `（我老婆的）` and `(that's my mum's)` — the aside re-attributes the value to
another person, like a possessor the value leaves out (`possessor_drop`). Each hard negative has a faithful twin
beside it: the same shape with an aside that names the speaker or restricts nothing. The keyed cases are in
tests/unit/test_admission_keyed_asides.py (`OWNER_CASES`, `TRAILING_OWNER_CASES`)."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


# Without a key the aside still re-attributes what the value keeps of its sentence.
@pytest.mark.parametrize(
    ("value", "evidence", "supported"),
    [
        ("The blue bike is in the garage", "The blue bike (my brother's) is in the garage", False),
        ("The blue bike is in the garage", "The blue bike (finally fixed!) is in the garage", True),
        ("La bici azul está en el garaje", "La bici azul (la de mi hermano) está en el garaje", False),
        ("La bici azul está en el garaje", "La bici azul (recién pintada) está en el garaje", True),
        ("那辆蓝色自行车在车库里", "那辆蓝色自行车（我哥哥的）在车库里", False),
        ("那辆蓝色自行车在车库里", "那辆蓝色自行车（刚修好）在车库里", True),
    ],
)
def test_an_owner_aside_is_no_safe_deletion_without_a_key(value: str, evidence: str, supported: bool) -> None:
    got = check_support(value, evidence, evidence, guard=True)
    assert bool(got.ok) is supported, got
