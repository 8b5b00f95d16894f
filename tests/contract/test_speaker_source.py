"""A source's speaker (DESIGN §4 speaker binding) on every backend: stored, read back, used by admission.

What is asserted: `mem.observe(..., speaker=)` and `tx.observe(..., speaker=)` store the speaker (a new handle on
the same store reads it back); a proposal citing the source may name the speaker where the text says I/me/my, with
tense kept; re-observing the text with another speaker is refused and changes nothing; a bad speaker is refused.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import memtx
from memtx.core.errors import AdmissionRejected, InvalidArgument

TEXT = "I live in Osaka now. I lived in Kyoto before."


def test_speaker_is_stored_and_binds_the_first_person(open_memory: Callable[[], memtx.Memory]) -> None:
    mem = open_memory()
    src = mem.observe(TEXT, owner="bob", speaker="Bob")
    assert src.speaker == "Bob"
    assert open_memory().source(src.id).speaker == "Bob"
    with mem.transaction(agent="bob") as tx:
        record = tx.propose(key="bob/city", value="Bob lives in Osaka", evidence="I live in Osaka now", source=src.id)
    assert record.value == "Bob lives in Osaka"
    with pytest.raises(AdmissionRejected) as refused, mem.transaction(agent="bob") as tx:
        tx.propose(key="bob/old_city", value="Bob lives in Kyoto", evidence="I lived in Kyoto before", source=src.id)
    assert refused.value.reason == "not_ordered_subsequence"  # "lived" is not "live": tense kept


def test_a_source_without_speaker_binds_nothing(mem: memtx.Memory) -> None:
    src = mem.observe(TEXT, owner="bob")
    assert src.speaker is None
    with pytest.raises(AdmissionRejected), mem.transaction(agent="bob") as tx:
        tx.propose(key="bob/city", value="Bob lives in Osaka", evidence="I live in Osaka now", source=src.id)


def test_another_speaker_for_the_same_source_is_refused(mem: memtx.Memory) -> None:
    src = mem.observe(TEXT, owner="bob", speaker="Bob")
    with pytest.raises(InvalidArgument, match="speaker"):
        mem.observe(TEXT, owner="bob", speaker="Robert")
    with pytest.raises(InvalidArgument, match="speaker"):
        mem.observe(TEXT, owner="bob")
    assert mem.source(src.id).speaker == "Bob"
    assert mem.observe(TEXT, owner="bob", speaker="Bob").id == src.id  # idempotent with the same settings


def test_tx_observe_takes_a_speaker(mem: memtx.Memory) -> None:
    with mem.transaction(agent="ana") as tx:
        src = tx.observe("Soy alérgica a los frutos secos.", owner="ana", speaker="Ana")
        tx.propose(
            key="ana/allergy",
            value="Ana es alérgica a los frutos secos",
            evidence="Soy alérgica a los frutos secos",
            source=src.id,
        )
        with pytest.raises(InvalidArgument, match="speaker"):
            tx.observe("Soy alérgica a los frutos secos.", owner="ana", speaker="Anabel")
    assert mem.source(src.id).speaker == "Ana"


@pytest.mark.parametrize("speaker", [3, "", "   ", "!!", "x" * 201, "a\x00b"])
def test_bad_speakers_are_refused(mem: memtx.Memory, speaker: object) -> None:
    with pytest.raises(InvalidArgument, match="speaker"):
        mem.observe(TEXT, owner="bob", speaker=speaker)  # type: ignore[arg-type]
    if not isinstance(speaker, str) or not any(ch.isalnum() for ch in speaker):  # the pure check refuses these too
        assert memtx.check_support("Bob lives", "I live", "I live", speaker=speaker).reason == "metadata"  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "evidence",
    [
        "Alice said: I live in Berlin",
        'Alice told me "I live in Berlin"',
        "Alice dijo que yo vivo en Berlín",
        "小李说我住在北京",
    ],
)
def test_reported_speech_binds_no_speaker(evidence: str) -> None:
    # The first person inside reported speech is the quoted speaker's, not the source's (DESIGN §4).
    value = {"小李说我住在北京": "Bob住在北京", "Alice dijo que yo vivo en Berlín": "Bob vive en Berlín"}.get(
        evidence, "Bob lives in Berlin"
    )
    assert not memtx.check_support(value, evidence, evidence + ".", speaker="Bob").ok
    assert memtx.check_support("Bob lives in Berlin", "I live in Berlin", "I live in Berlin.", speaker="Bob").ok


def test_the_proposals_key_reaches_admission(mem: memtx.Memory) -> None:
    # DESIGN §4 (amended, issue 31): the claim is the key and the value. An e-mail address alone is admitted for
    # the speaker's e-mail key; the same value under a key about someone else, or about the speaker's city, is not.
    text = "You can reach me at dana.k@example.com"
    src = mem.observe(text, owner="dana", speaker="Dana")
    with mem.transaction(agent="dana") as tx:
        rec = tx.propose(key="dana/email", value="dana.k@example.com", evidence=text, source=src.id)
    assert rec.value == "dana.k@example.com"
    for key in ("bob/email", "dana/city"):
        with pytest.raises(AdmissionRejected), mem.transaction(agent="dana") as tx:
            tx.propose(key=key, value="dana.k@example.com", evidence=text, source=src.id)
    with pytest.raises(AdmissionRejected) as cut, mem.transaction(agent="dana") as tx:
        tx.propose(key="dana/email", value="reach me at dana.k@example", evidence=text, source=src.id)
    assert cut.value.reason == "guard:identifier"
