"""Round 23 (issue 31, brief P): rules from the twenty-third blind batch (asides, keyed subspans, fillers), each
tested in en, es and zh with a hard positive beside a hard negative twin that must stay refused.

- A fax line is another slot of the phone type (`TYPED_SLOT_GROUPS`): `Fax 952 31 40 89` gives no
  `…/telefono`, as `Fax:` gave no `…/phone` (the blind batch's one false accept), and gives `…/fax`.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
FAX = [
    (
        "952 31 40 89",
        "Clínica Dental Sonrisa · Tel. 952 31 40 88 · Fax 952 31 40 89",
        "clinica_dental_sonrisa/telefono",
        None,
        False,
    ),
    ("952 31 40 89", "Clínica Dental Sonrisa · Fax 952 31 40 89", "clinica_dental_sonrisa/telefono", None, False),
    ("952 31 40 89", "Clínica Dental Sonrisa · Fax 952 31 40 89", "clinica_dental_sonrisa/fax", None, True),
    ("952 31 40 88", "Clínica Dental Sonrisa · Tel. 952 31 40 88", "clinica_dental_sonrisa/telefono", None, True),
    ("(617) 555-0191", "Harbor Dental, fax (617) 555-0191", "harbor_dental/phone", None, False),
    ("(617) 555-0191", "Harbor Dental, fax (617) 555-0191", "harbor_dental/fax", None, True),
    ("0571-8802 3457", "恒远贸易 传真 0571-8802 3457", "恒远贸易/电话", None, False),
    ("0571-8802 3457", "恒远贸易 传真 0571-8802 3457", "恒远贸易/传真", None, True),
    ("0571-8802 3456", "恒远贸易 电话 0571-8802 3456", "恒远贸易/电话", None, True),
]


def _check(value: str, evidence: str, key: str | None, speaker: str | None) -> bool:
    return check_support(value, evidence, evidence, key=key, speaker=speaker).ok


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), FAX)
def test_a_fax_line_is_no_phone(value: str, evidence: str, key: str, speaker: str | None, supported: bool) -> None:
    assert _check(value, evidence, key, speaker) is supported
