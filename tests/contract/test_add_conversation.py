"""`mem.add` over a 50-message conversation (issue 32 acceptance, issue 31 item 7), on every backend: every
fact a message states is stored, confirmed, quarantined or reported skipped with a reason, and no stored
value is a fragment — no identifier (e-mail, URL, phone number, code, decimal) or abbreviation cut, no span
starting or ending inside a word. The conversation and its two halves: `_add_conversation.py`.

The fragment check here is written apart from `memtx.ingest.sentences` on purpose: it knows the abbreviations this
conversation uses and finds identifiers by their shape, so the extractor's own rules cannot vouch for
themselves. `PYTHONPATH=src:tests python -m contract.test_add_conversation` prints the per-half report.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

import memtx
from contract._add_conversation import DEV, HELD_OUT, Turn
from memtx.core.keys import parse_key

# Identifiers by shape: an e-mail, a URL, a phone number (digits in groups), a code or decimal with dots.
_IDENTIFIER = re.compile(
    r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?://[^\s]+?(?=[.,;!?]?(?:\s|$))|\+?\d{1,4}(?:[ -]\d{2,4}){1,4}"
    r"|[A-Z]{1,3}-\d+(?:\.\d+)*|\$?\d+(?:[.,]\d+)+%?"
)
# The abbreviations this conversation uses (with their dots).
_ABBREVIATIONS = ("St.", "Inc.", "U.S.", "Jan.", "No.", "p.m.", "a.m.", "Rd.", "Dr.", "Oct.", "e.g.", "Corp.",
                  "Fri.", "ref.", "St. Mary's")  # fmt: skip
_OPENERS = " \t\n\"'(“‘¿¡-•*。！？，；："
_CLOSERS = " \t\n,;:!?)\"'”’…。！？，；："


def fragment(value: str, content: str) -> str | None:
    """Why `value` (a verbatim span of `content`) is a fragment, or None when it is whole."""
    start = content.find(value)
    if start < 0:
        return "not a verbatim span of its message"
    end = start + len(value)
    if start > 0 and content[start - 1] not in _OPENERS:
        return f"starts inside a word: …{content[max(0, start - 5) : start + 5]!r}"
    if end < len(content) and content[end] not in _CLOSERS:
        after = content[end + 1 : end + 2]
        if content[end] != "." or (after and not after.isspace()):
            return f"ends inside a word or identifier: {content[max(0, end - 5) : end + 5]!r}"
        if any(content[: end + 1].endswith(a) for a in _ABBREVIATIONS):
            return f"cuts the abbreviation before {content[end - 5 : end + 1]!r}"
    for whole in [*(m.span() for m in _IDENTIFIER.finditer(content)), *_abbreviation_spans(content)]:
        inside = start < whole[1] and whole[0] < end
        if inside and not (start <= whole[0] and whole[1] <= end):
            return f"cuts {content[whole[0] : whole[1]]!r}"
    return None


def _abbreviation_spans(content: str) -> list[tuple[int, int]]:
    return [(m.start(), m.end()) for a in _ABBREVIATIONS for m in re.finditer(re.escape(a), content)]


def test_the_fragment_check_can_fail() -> None:
    said = "My email is sam@example.com and my phone is 555 0100. I live in St. Louis."
    assert fragment("My email is sam@example", said) is not None
    assert fragment("com and my phone is 555 0100", said) is not None
    assert fragment("my phone is 555", said) is not None
    assert fragment("I live in St", said) is not None
    assert fragment("ive in St. Louis", said) is not None
    assert fragment("My email is sam@example.com", said) is None
    assert fragment("I live in St. Louis", said) is None
    assert fragment("I work at Acme Inc", "I work at Acme Inc.") is not None


def run(mem: memtx.Memory, turns: list[Turn], first: int = 0) -> list[memtx.AddResult]:
    """Each turn as its own `mem.add` call, in order, one event time apart (corrections come later)."""
    mem.register_agent("support")
    return [
        mem.add([{k: t[k] for k in ("role", "name", "content")}], agent="support", at=float(first + i + 1))
        for i, t in enumerate(turns)
    ]


def accounted(turn: Turn, done: memtx.AddResult) -> dict[str, list[str]]:
    """For each fact of `turn`: how `mem.add` accounted for it (`stored <key>`, `confirmed <key>`,
    `quarantined <key>`, `skipped <reason>`; several if several extractions cover it), or `[]`."""
    content = turn["content"]

    def where(text: str) -> list[tuple[int, int]]:
        return [(m.start(), m.end()) for m in re.finditer(re.escape(text), content)]

    spans: list[tuple[tuple[int, int], str]] = []
    for r in done.stored:
        spans += [(w, f"stored {r.canonical_key}") for w in where(r.evidence)]
    for r in done.quarantined:
        spans += [(w, f"quarantined {r.canonical_key}") for w in where(r.evidence)]
    for c in done.confirmed:
        spans += [(w, f"confirmed {c.record.canonical_key}") for w in where(c.extraction.evidence)]
    for s in done.skipped:
        if s.start is not None and s.end is not None:
            spans.append(((s.start, s.end), f"skipped {s.reason}"))
    out = {}
    for fact, _key in turn["facts"]:
        a, b = where(fact)[0]
        out[fact] = [how for (s, e), how in spans if s < b and a < e]
    return out


@pytest.mark.parametrize("half", ["dev", "held_out"])
def test_every_fact_is_accounted_for_and_no_value_is_a_fragment(mem: memtx.Memory, half: str) -> None:
    turns = DEV if half == "dev" else HELD_OUT
    results = run(mem, turns)
    for turn, done in zip(turns, results, strict=True):
        missing = [f for f, how in accounted(turn, done).items() if not how]
        assert not missing, (turn["content"], missing)
        for r in (*done.stored, *done.quarantined):
            assert r.value == r.evidence  # the pattern extractor's values are verbatim clauses
            assert fragment(r.value, turn["content"]) is None, (r.value, fragment(r.value, turn["content"]))
        for s in done.skipped:
            assert s.reason in {"question", "no_pattern", "not_user"} or s.reason.startswith("refused:"), s
            assert s.start is not None
            assert turn["content"][s.start : s.end] == s.text
        if turn["role"] != "user":
            assert done.stored == ()
    assert mem.check().ok


def test_the_dev_half_ends_in_the_state_it_describes(mem: memtx.Memory) -> None:
    results = run(mem, DEV)

    def now(key: str) -> str | None:
        record = mem.get(key, agent="support")
        return None if record is None else record.value

    assert now("dana/city") == "I live in Porto"  # Lisbon, then the move, then restated
    assert [r.value for r in mem.history("dana/city", agent="support")] == [
        "I live in Lisbon",
        "I moved to Porto",
        "I live in Porto",
    ]
    assert now("dana/seat_preference") == "I prefer aisle seats"  # survives the city's corrections
    assert [c.record.canonical_key for c in results[-1].confirmed] == ["dana/city", "dana/seat preference"]
    assert now("sam/email") == "My email is sam@example.com"
    assert now("sam/phone") == "my phone is 555 0100"
    assert now("kim/city") == "I live in St. Louis"
    assert now("kim/employer") == "I work at Acme Inc. in the U.S."
    assert now("dana/daughter_eva_age") == "My daughter Eva is 7"
    assert now("kim/hotel_preference") == "If the flight is late, I prefer a hotel near the airport"  # whole
    assert now("dana/husband_leo_job") == "my husband Leo is a teacher"
    assert [(s.text, s.reason) for s in results[7].skipped] == [
        ("Can you check my order?", "question"),
        ("It was due on Jan. 5.", "no_pattern"),
    ]


def report() -> None:
    """Per half: messages, facts and how they were accounted for, stored facts under the expected key."""
    for name, turns in (("dev", DEV), ("held-out", HELD_OUT)):
        with memtx.Memory.open(":memory:") as mem:
            results = run(mem, turns)
        how: Counter[str] = Counter()
        keyed = expected = 0
        fragments = []
        for turn, done in zip(turns, results, strict=True):
            for (_fact, key), got in zip(turn["facts"], accounted(turn, done).values(), strict=True):
                how[got[0].split()[0] if not got[0].startswith("skipped") else got[0]] += 1
                if key is not None:
                    expected += 1
                    keyed += bool({f"stored {_canonical(key)}", f"confirmed {_canonical(key)}"} & set(got))
            fragments += [r.value for r in done.stored if fragment(r.value, turn["content"])]
        skipped = Counter(s.reason for done in results for s in done.skipped)
        facts = sum(len(t["facts"]) for t in turns)
        print(f"{name}: {len(turns)} messages, {facts} facts: {dict(how)}")
        print(f"  facts with a natural key stored or confirmed under it: {keyed}/{expected}")
        print(f"  versions stored: {sum(len(d.stored) for d in results)}; skipped sentences: {dict(skipped)}")
        print(f"  fragments among stored values: {len(fragments)} {fragments}")


def _canonical(key: str) -> str:
    return parse_key(key).normalized


if __name__ == "__main__":
    report()
