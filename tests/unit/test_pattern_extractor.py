"""`PatternExtractor` (DESIGN §12; issue 31 item 7): one extraction per coordinated clause, a verbatim span
that keeps the condition, hedge or negation it stands under, never cut inside an identifier or abbreviation,
and every other sentence or clause explained. Pure: no store."""

from __future__ import annotations

import pytest

from memtx import Message, PatternExtractor, check_support


def extract(text: str, role: str = "user") -> tuple[list[tuple[str, str]], list[tuple[str, str]]]:
    messages = [Message(role, text, "dana")]
    extractor = PatternExtractor(subject="dana")
    found = extractor.extract(messages)
    for e in found:  # what it proposes passes today's admission, as the message's speaker said it
        assert check_support(e.value, e.evidence, text, speaker="dana").ok, e
        assert e.value == e.evidence
        assert e.value in text
    return [(e.key, e.value) for e in found], [(s.reason, s.text) for s in extractor.skips(messages)]


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        ("I live in Lisbon and I prefer aisle seats.",
         [("dana/city", "I live in Lisbon"), ("dana/seat_preference", "I prefer aisle seats")]),
        ("I live in Lisbon and work at Acme.",  # the second clause's subject is elided
         [("dana/city", "I live in Lisbon"), ("dana/employer", "work at Acme")]),
        ("I live in Lisbon; my wife Ana works at the U.N.",
         [("dana/city", "I live in Lisbon"), ("dana/wife_ana_employer", "my wife Ana works at the U.N.")]),
        ("Hi Sam, my name is Dana.", [("dana/name", "my name is Dana")]),  # the greeting is left out
        ("I live in Bosnia and Herzegovina.", [("dana/city", "I live in Bosnia and Herzegovina")]),
        ("I like tea and coffee.", [("dana/tea_preference", "I like tea and coffee")]),
        ("My email is sam@example.com.", [("dana/email", "My email is sam@example.com")]),
        ("Call me at +1 415 555 0100.", [("dana/phone", "Call me at +1 415 555 0100")]),
        ("I moved to the U.S.", [("dana/city", "I moved to the U.S.")]),  # the abbreviation keeps its dot
        ("I work at Acme Inc.", [("dana/employer", "I work at Acme Inc.")]),
        ("My daughter Eva is 7.", [("dana/daughter_eva_age", "My daughter Eva is 7")]),
        ("My new phone number is 555 0199.", [("dana/phone", "My new phone number is 555 0199")]),
        ("Vivo en Oporto y trabajo en una librería.",
         [("dana/city", "Vivo en Oporto"), ("dana/employer", "trabajo en una librería")]),
        ("我住在北京。我的邮箱是 li@example.cn。",
         [("dana/city", "我住在北京"), ("dana/email", "我的邮箱是 li@example.cn")]),
    ],
)  # fmt: skip
def test_one_extraction_per_fact(text: str, facts: list[tuple[str, str]]) -> None:
    assert extract(text)[0] == facts


@pytest.mark.parametrize(
    ("text", "facts"),
    [
        # A condition, time frame, reason or hedge scopes over what follows it: nothing after it is split off.
        ("If I move, I live in Lisbon and I prefer aisle seats.",
         [("dana/city", "If I move, I live in Lisbon and I prefer aisle seats"),
          ("dana/seat_preference", "If I move, I live in Lisbon and I prefer aisle seats")]),
        ("On weekends, I work at the cafe.", [("dana/employer", "On weekends, I work at the cafe")]),
        ("I think I live in Lisbon and I prefer aisle seats.",
         [("dana/city", "I think I live in Lisbon and I prefer aisle seats"),
          ("dana/seat_preference", "I think I live in Lisbon and I prefer aisle seats")]),
        ("I live in Lisbon and I would prefer aisle seats if possible.",
         [("dana/city", "I live in Lisbon")]),  # the second clause is hedged: its whole span, no key of its own
        ("I don't live in Lisbon anymore.", [("dana/city", "I don't live in Lisbon anymore")]),
        ("I no longer work at Acme.", [("dana/employer", "I no longer work at Acme")]),
    ],
)  # fmt: skip
def test_a_condition_hedge_or_negation_stays_in_the_value(text: str, facts: list[tuple[str, str]]) -> None:
    assert extract(text)[0] == facts


@pytest.mark.parametrize(
    "text",
    [
        "Enjoy your trip and have a great time!",  # imperatives: the listener's, not the speaker's statements
        "I may have found a job at a company I like.",  # `I like` inside a noun phrase is no preference
        "I love it.",  # what is liked is not named
        "I love how you never give up.",
        "Next week I have a meeting coming up.",  # not a lasting possession
        "She said it was fine, like yoga.",  # `like` after a comma is a preposition
    ],
)
def test_what_is_not_the_speakers_statement_gives_no_fact(text: str) -> None:
    facts, skips = extract(text)
    assert facts == []
    assert [reason for reason, _ in skips] == ["no_pattern"] * len(skips)
    assert len(skips) >= 1


def test_a_relation_is_never_too_long_for_a_key() -> None:
    facts, skips = extract("My " + "x" * 600 + " is long. My daughter " + "A" * 300 + " is 5.")
    assert facts == []
    assert [reason for reason, _ in skips] == ["no_pattern", "no_pattern"]
    assert extract("I prefer O'Brien's.")[0] == [("dana/o'brien_preference", "I prefer O'Brien's")]


def test_a_leading_no_is_kept_unless_it_is_an_answer() -> None:
    assert extract("No, I live in Porto.")[0] == [("dana/city", "I live in Porto")]
    assert extract("No kids live in my house.")[0] == []


def test_every_other_sentence_and_clause_is_explained() -> None:
    facts, skips = extract("Hi! Can you help? I used to live in Rome and I prefer trains. The food was nice.")
    assert facts == [("dana/train_preference", "I prefer trains")]
    assert skips == [
        ("no_pattern", "Hi!"),
        ("question", "Can you help?"),
        ("no_pattern", "I used to live in Rome"),  # a clause of a split sentence: the clause
        ("no_pattern", "The food was nice."),  # a whole sentence: as said
    ]
    assert extract("I live in Lisbon. Noted!", role="assistant") == (
        [],
        [("not_user", "I live in Lisbon."), ("not_user", "Noted!")],
    )


def test_it_never_retries() -> None:
    from memtx import Extraction, RetryHint  # noqa: PLC0415

    hint = RetryHint(Extraction(0, "dana/city", "x", "x"), "evidence_not_in_source", "")
    assert PatternExtractor().extract([Message("user", "I live in Lisbon.")], retry=hint) == []
    assert PatternExtractor().extract([Message("user", "I live in Lisbon.")])[0].key == "user/city"
