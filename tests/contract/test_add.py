"""`mem.add(messages, ...)` (DESIGN §12): messages observed as the user's sources, extractions proposed in one
transaction, one retry per refusal with the reason, and a report of what was stored, quarantined and
refused — on every backend. The deterministic `PatternExtractor` and scripted extractors stand in for a model."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from memtx import (
    AdmissionRejected,
    Extraction,
    InvalidArgument,
    Memory,
    Message,
    RetryHint,
    State,
)


class Scripted:
    """An extractor that returns what it is told, and on a retry what `fixes` says for that key."""

    def __init__(self, first: list[Extraction], fixes: dict[str, Extraction | None] | None = None) -> None:
        self.first, self.fixes = first, fixes or {}
        self.hints: list[RetryHint] = []

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> list[Extraction]:
        if retry is None:
            return self.first
        self.hints.append(retry)
        fixed = self.fixes.get(retry.extraction.key)
        return [] if fixed is None else [fixed]


@pytest.fixture
def served(mem: Memory) -> Memory:
    mem.register_agent("support")
    mem.register_agent("user-42")
    return mem


def test_the_pattern_extractor_stores_a_users_facts(served: Memory) -> None:
    mem = served
    done = mem.add(
        [
            {"role": "user", "content": "Hi! My name is Dana Reyes. I live in Lisbon. I'm allergic to penicillin."},
            {"role": "assistant", "content": "Thanks Dana, noted. I live in the cloud."},
        ],
        agent="support",
        user="user-42",
    )
    assert [r.canonical_key for r in done.stored] == ["user 42/name", "user 42/city", "user 42/allergy"]
    assert [r.value for r in done.stored] == ["My name is Dana Reyes", "I live in Lisbon", "I'm allergic to penicillin"]
    assert all(r.state is State.COMMITTED for r in done.stored)
    assert done.quarantined == ()
    assert done.rejected == ()
    assert done.result is not None
    assert not done.result.aborted
    assert len(done.sources) == 2
    source = mem.source(done.sources[0])
    assert (source.owner, source.scope.label) == ("user-42", "shared")
    assert mem.source(done.sources[1]).owner == "support"  # the agent's own message is its own source
    assert mem.get("user-42/city", agent="support").value == "I live in Lisbon"  # type: ignore[union-attr]
    moved = mem.add("I moved to Porto.", agent="support", user="user-42")
    assert [r.canonical_key for r in moved.stored] == ["user 42/city"]
    assert mem.get("user-42/city", agent="support").value == "I moved to Porto"  # type: ignore[union-attr]
    assert mem.check().ok


def test_a_refusal_is_retried_once_with_its_reason_and_the_rest_commits(served: Memory) -> None:
    mem = served
    text = "Bob moved and now lives in Osaka. Call me at +1 415 555 0100."
    bad = Extraction(0, "bob/city", "Bob lives in Tokyo", "Bob lives in Tokyo")  # not in the message
    fixed = Extraction(0, "bob/city", "now lives in Osaka", "now lives in Osaka")
    good = Extraction(0, "user 42/phone", "Call me at +1 415 555 0100", "Call me at +1 415 555 0100")
    hopeless = Extraction(0, "bob/pet", "Bob has a cat", "Bob has a cat")
    extractor = Scripted([bad, good, hopeless], {"bob/city": fixed, "bob/pet": None})
    done = mem.add(text, agent="support", user="user-42", extractor=extractor)
    assert [h.reason for h in extractor.hints] == ["evidence_not_in_source", "evidence_not_in_source"]
    assert [h.extraction.key for h in extractor.hints] == ["bob/city", "bob/pet"]
    assert sorted(r.value for r in done.stored) == ["Call me at +1 415 555 0100", "now lives in Osaka"]
    assert [(r.extraction.key, r.reason) for r in done.rejected] == [("bob/pet", "evidence_not_in_source")]
    assert done.retried == 2


def test_all_or_nothing_aborts_on_the_first_refusal(served: Memory) -> None:
    mem = served
    before = mem.last_csn()
    bad = Extraction(0, "bob/city", "Bob lives in Tokyo", "Bob lives in Tokyo")
    good = Extraction(0, "bob/job", "Bob is a baker", "Bob is a baker")
    with pytest.raises(AdmissionRejected, match="evidence_not_in_source"):
        mem.add("Bob is a baker.", agent="support", extractor=Scripted([good, bad]), all_or_nothing=True)
    assert mem.last_csn() == before
    assert mem.get("bob/job", agent="support") is None


def test_a_low_authority_contradiction_is_quarantined(served: Memory) -> None:
    mem = served
    mem.add("I live in Lisbon.", agent="support", user="user-42")
    # The assistant's own message (authority 0.5) contradicting the user's (0.9) goes to review (DESIGN §5).
    claim = Extraction(0, "user 42/city", "user 42 lives in Madrid", "user 42 lives in Madrid")
    done = mem.add(
        [{"role": "assistant", "content": "I think user 42 lives in Madrid."}],
        agent="support",
        extractor=Scripted([claim]),
        at=None,
    )
    assert [r.state for r in done.quarantined] == [State.QUARANTINED]
    assert done.stored == ()


@pytest.mark.parametrize(
    ("messages", "match"),
    [
        ([], "between 1 and"),
        ([{"role": "robot", "content": "x"}], "role must be"),
        ([{"role": "user", "content": 7}], "must be strs"),
        ([{"role": "user", "content": "hi", "mood": "ok"}], "unknown fields"),
        (["   "], "is empty"),
        (42, "messages must be"),
    ],
)
def test_bad_messages_are_refused_and_change_nothing(served: Memory, messages: object, match: str) -> None:
    before = served.last_csn()
    with pytest.raises(InvalidArgument, match=match):
        served.add(messages, agent="support")
    assert served.last_csn() == before


def test_an_extraction_citing_no_message_is_refused(served: Memory) -> None:
    with pytest.raises(InvalidArgument, match="cites message 3"):
        served.add("Bob is a baker.", agent="support", extractor=Scripted([Extraction(3, "b/j", "x", "x")]))


# --- issue 32 item 1 / issue 31 item 7: what `mem.add` stores is what was said ------------------------------


def _stored(done: object) -> dict[str, str]:
    return {r.canonical_key: r.value for r in done.stored}  # type: ignore[attr-defined]


def test_an_identifier_is_never_cut_at_its_dots(served: Memory) -> None:
    # Before: the splitter broke at every ".": sam/email = "My email is sam@example",
    # sam/phone = "com and my phone is 555 0100", both committed.
    done = served.add("My email is sam@example.com and my phone is 555 0100.", agent="support", user="sam")
    assert _stored(done) == {"sam/email": "My email is sam@example.com", "sam/phone": "my phone is 555 0100"}


def test_an_abbreviation_does_not_end_a_sentence(served: Memory) -> None:
    # Before: kim/city = "I live in St".
    done = served.add("I live in St. Louis. I work at Acme Inc. in Boston.", agent="support", user="kim")
    assert _stored(done) == {"kim/city": "I live in St. Louis", "kim/employer": "I work at Acme Inc. in Boston"}


def test_a_compound_sentence_is_one_proposal_per_fact_and_survives_a_correction(served: Memory) -> None:
    # Before: only dana/city = "I live in Lisbon and I prefer aisle seats", superseded by the move with the seat.
    done = served.add("I live in Lisbon and I prefer aisle seats.", agent="support", user="dana")
    assert _stored(done) == {"dana/city": "I live in Lisbon", "dana/seat preference": "I prefer aisle seats"}
    moved = served.add("I moved to Porto.", agent="support", user="dana")
    assert _stored(moved) == {"dana/city": "I moved to Porto"}
    assert served.get("dana/city", agent="support").value == "I moved to Porto"  # type: ignore[union-attr]
    seat = served.get("dana/seat_preference", agent="support")
    assert seat is not None
    assert seat.value == "I prefer aisle seats"
    assert [h.record.value for h in served.search("aisle seats", agent="support")] == ["I prefer aisle seats"]


def test_a_sentence_nothing_was_extracted_from_is_reported_with_why(served: Memory) -> None:
    # Before: "My daughter Eva is 7." -> stored [], quarantined [], rejected []: silently nothing.
    done = served.add(
        "Hi there! Can you change my booking? My daughter Eva is 7. The weather is nice.", agent="support", user="dana"
    )
    assert [(r.canonical_key, r.value) for r in done.stored] == [("dana/daughter eva age", "My daughter Eva is 7")]
    assert [(s.text, s.message, s.reason) for s in done.skipped] == [
        ("Hi there!", 0, "no_pattern"),
        ("Can you change my booking?", 0, "question"),
        ("The weather is nice.", 0, "no_pattern"),
    ]
    text = "Hi there! Can you change my booking? My daughter Eva is 7. The weather is nice."
    assert all(text[s.start : s.end] == s.text for s in done.skipped)  # type: ignore[misc]


def test_an_assistant_message_and_a_refusal_are_skipped_with_their_reason(served: Memory) -> None:
    bad = Extraction(1, "bob/city", "Bob lives in Tokyo", "Bob lives in Tokyo")  # not in the message
    done = served.add(
        [{"role": "assistant", "content": "Welcome back!"}, {"role": "user", "content": "Bob lives in Osaka."}],
        agent="support",
        extractor=Scripted([bad]),
    )
    assert [(s.message, s.text, s.reason) for s in done.skipped] == [
        (0, "Welcome back!", "no_extraction"),
        (1, "Bob lives in Tokyo", "refused:evidence_not_in_source"),
        (1, "Bob lives in Osaka.", "no_extraction"),
    ]
    pattern = served.add([{"role": "assistant", "content": "Welcome back!"}], agent="support")
    assert [(s.text, s.reason) for s in pattern.skipped] == [("Welcome back!", "not_user")]


def test_re_adding_a_visible_fact_is_a_confirmation_not_a_new_version(served: Memory) -> None:
    # Before: every re-add of an identical fact created a new version.
    first = served.add("I live in Lisbon.", agent="support", user="dana")
    again = served.add("i live in Lisbon!", agent="support", user="dana")
    assert again.stored == ()
    assert [(c.record.vid, c.extraction.value) for c in again.confirmed] == [(first.stored[0].vid, "i live in Lisbon")]
    assert len(served.history("dana/city", agent="support")) == 1
    twice = served.add("I prefer tea. I prefer tea.", agent="support", user="dana")  # within one call too
    assert [r.value for r in twice.stored] == ["I prefer tea"]
    assert [c.record.vid for c in twice.confirmed] == [twice.stored[0].vid]
    changed = served.add("I live in Lisbon, near the river.", agent="support", user="dana")  # not identical
    assert [r.value for r in changed.stored] == ["I live in Lisbon, near the river"]
    assert changed.confirmed == ()


def test_a_version_the_agent_may_not_read_confirms_nothing(served: Memory) -> None:
    served.add("I live in Lisbon.", agent="support", user="dana")
    # "billing" is not registered: reading dana/city would need registering, so the fact is proposed as any
    # other (a new version, as the contract decides) rather than refused or reported as confirmed.
    first = served.add("I live in Lisbon.", agent="billing", user="dana")
    assert ([r.value for r in first.stored], first.confirmed) == (["I live in Lisbon"], ())
    again = served.add("I live in Lisbon.", agent="billing", user="dana")  # registered by its write
    assert (again.stored, [c.record.vid for c in again.confirmed]) == ((), [first.stored[0].vid])
