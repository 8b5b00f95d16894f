"""A long source cited by many proposals is analysed once (DESIGN §4 Q; issue 7: "admission of a large source is
not repeated per proposal") — also when the text reaches admission as another, equal string object: a second
ingest of the same document, a source read back from the store, a copy. Memos looked up by value compare such a
text in full on every hit (a 1.1 MB context: ~0.15 ms a proposal, 3 s for 18,332 of them); the text's
comparisons are counted here, so the test needs no clock."""

from __future__ import annotations

from pathlib import Path

from memtx import Memory
from memtx.core.admission import check_support, expect_checks

LINES = [f"{n}. The capital of Land{n:05d} is City{n:05d}." for n in range(2_000)]  # ~90 kB, a long source


class Counted(str):
    """A str that counts how often it is compared with another string for equality."""

    __slots__ = ()
    comparisons = 0

    def __eq__(self, other: object) -> bool:
        Counted.comparisons += 1
        return str.__eq__(self, other)

    __hash__ = str.__hash__


def _fresh_text() -> Counted:
    return Counted("\n".join(LINES))


def test_admission_compares_a_long_source_a_bounded_number_of_times() -> None:
    first, second = _fresh_text(), _fresh_text()
    assert first == second
    assert first is not second
    Counted.comparisons = 0
    for text in (first, second):  # the same source, as two objects
        expect_checks(text, len(LINES))
        for n in range(0, len(LINES), 4):
            sentence = f"The capital of Land{n:05d} is City{n:05d}"
            assert check_support(sentence, sentence, text).ok
    assert Counted.comparisons <= 8  # (not one per proposal: 1,000 checks)


def test_a_second_ingest_of_the_same_context_analyses_it_once_more_at_most(tmp_path: Path) -> None:
    def ingest(path: Path, text: Counted) -> None:
        with Memory.open(path, fast=True) as mem:
            mem.register_agent("user")
            with mem.transaction(agent="bot") as tx:
                src = tx.observe(text, owner="user", scope="shared", authority=0.7, at=1.0)
                items = []
                for n in range(0, len(LINES), 5):
                    sentence = f"The capital of Land{n:05d} is City{n:05d}"
                    items.append({"key": (f"land{n}", "capital"), "value": sentence, "evidence": sentence})
                tx.propose_many([{**item, "source": src.id, "at": 2.0} for item in items])
            assert tx.result is not None
            assert not tx.result.aborted

    ingest(tmp_path / "a.db", _fresh_text())
    Counted.comparisons = 0
    ingest(tmp_path / "b.db", _fresh_text())  # another store, the same context as a new string
    assert Counted.comparisons <= 16
