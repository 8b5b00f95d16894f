"""Round 27 (the lead, 2026-12-06): a keyed item of a label's list is judged as the label's one-item sentence.

Batch 27, written blind, refused `latex` of `Allergies: penicillin, sulfa drugs, latex.` for `patient/allergies`
(the dev split held two more of the shape): the last item of a comma list read as an appositive renaming the item
before it. And main accepted `latex` of `Old allergies: penicillin and latex.` and of `My husband's allergies:
penicillin and latex.` for the speaker's allergies, which it refuses from `Old allergies: latex.`: the list's items
skipped the label's rules. Reading each item as `label: item` gives both the one verdict (DESIGN §4: one item of a
list is a safe deletion only where it cannot change the claim)."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, supported)
CASES = [
    ("latex", "Allergies: penicillin, sulfa drugs, latex.", "patient/allergies", True),
    ("latex", "Allergies: penicillin, maybe latex.", "patient/allergies", False),
    ("latex", "Old allergies: penicillin, latex.", "patient/allergies", False),
    ("latex", "Old allergies: penicillin and latex.", "patient/allergies", False),
    ("latex", "Allergies: penicillin, latex?", "patient/allergies", False),
    ("Rust", "Languages: Go, Rust, Python", "dev/languages", True),
    ("látex", "Alergias: penicilina, sulfamidas, látex.", "paciente/alergias", True),
    ("látex", "Alergias: penicilina, sulfamidas y látex.", "paciente/alergias", True),
    ("látex", "Alergias antiguas: penicilina y látex.", "paciente/alergias", False),
    ("látex", "Alergias: penicilina, quizás látex.", "paciente/alergias", False),
    ("乳胶", "过敏：青霉素、磺胺类药物、乳胶。", "病人/过敏", True),
    ("乳胶", "以前过敏：青霉素、乳胶。", "病人/过敏", False),
    ("乳胶", "过敏：青霉素、可能乳胶。", "病人/过敏", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), CASES)
def test_an_item_of_a_label_list_is_read_as_the_label_s_one_item_sentence(
    value: str, evidence: str, key: str, supported: bool
) -> None:
    result = check_support(value, evidence, evidence, key=key)
    assert result.ok is supported, (value, evidence, result.reason, result.detail)


# The speaker's own list, and another's (the key's subject is the speaker, Ana).
SPOKEN = [
    ("latex", "My allergies: penicillin and latex.", "ana/allergies", True),
    ("latex", "My husband's allergies: penicillin and latex.", "ana/allergies", False),
    ("látex", "Mis alergias: penicilina y látex.", "ana/alergias", True),
    ("látex", "Las alergias de mi marido: penicilina y látex.", "ana/alergias", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), SPOKEN)
def test_a_label_list_keeps_whose_list_it_is(value: str, evidence: str, key: str, supported: bool) -> None:
    result = check_support(value, evidence, evidence, speaker="Ana", key=key)
    assert result.ok is supported, (value, evidence, result.reason, result.detail)


@pytest.mark.xfail(strict=True, reason="known hole: a qualifier after a label list's last item, then more words")
def test_a_qualifier_after_a_label_list_keeps_every_item() -> None:
    evidence = "Languages: Go, Rust, Python, but not in production"
    assert not check_support("Rust", evidence, evidence, key="dev/languages").ok
