"""Round 26 (brief W): a speaker's sentence whose subject is left out before a verb in the third person (`Lives in
Paris.`, `Vive en Bilbao.`) is about someone else — the speaker would say `Live in Paris`, `Vivo en Bilbao` (DESIGN §4
speaker binding: person agreement) — so a key about the speaker takes nothing from it. A value with a number, time or
identifier stays: the left-out subject may be the key's thing (`Leaves at 7:40.` for `ana/flight`). Chinese marks no
person on its verbs: a left-out subject there stays the speaker's. Each hard negative stands beside a faithful twin."""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
CASES = [
    ("Paris", "Lives in Paris.", "sam/city", "Sam", False),
    ("Paris", "Live in Paris.", "sam/city", "Sam", True),
    ("Paris", "lol lives in Paris now", "sam/city", "Sam", False),
    ("Paris", "Lives in Paris.", "sam/city", None, True),  # (no speaker: a profile's line may be about Sam)
    ("Google", "Works at Google.", "sam/employer", "Sam", False),
    ("Google", "Work at Google.", "sam/employer", "Sam", True),
    ("Spanish", "Speaks Spanish.", "sam/language", "Sam", False),
    ("Spanish", "Speak Spanish.", "sam/language", "Sam", True),
    ("7:40", "Leaves at 7:40.", "ana/flight", "Ana", True),  # (the flight leaves)
    ("Lives in Berlin", "I live in Berlin.", "sam/city", "Sam", True),  # (the value's subject left out: the speaker)
    ("Bilbao", "Vive en Bilbao.", "eneko/ciudad", "Eneko", False),
    ("Bilbao", "Vivo en Bilbao.", "eneko/ciudad", "Eneko", True),
    ("Telefónica", "Trabaja en Telefónica.", "eneko/empresa", "Eneko", False),
    ("Telefónica", "Trabajo en Telefónica.", "eneko/empresa", "Eneko", True),
    ("7:40", "Sale a las 7:40.", "ana/vuelo", "Ana", True),
    ("Vive en Valencia", "Vivo en Valencia.", "ana/ciudad", "Ana", True),
    ("杭州", "他住在杭州。", "小林/城市", "小林", False),
    ("杭州", "住在杭州。", "小林/城市", "小林", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), CASES)
def test_a_third_person_verb_with_its_subject_left_out_is_not_the_speaker(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
) -> None:
    verdict = check_support(value, evidence, evidence, key=key, speaker=speaker)
    assert verdict.ok is supported, verdict
