"""The reader family of the question-answering suites (memtx.tooling.eval.readers_curve): how each reader settles tied
facts, that its coins are seeded per question, and the band over the family."""

from __future__ import annotations

from memtx.read.retrieval import Context, ContextItem
from memtx.tooling.eval.readers_curve import READERS, band, family

QUESTION = "Which sport is Ann Lee associated with?"
STALE = "Ann Lee is associated with the sport of baseball"
NEWER = "Ann Lee is associated with the sport of basketball"


def ctx(*facts: tuple[str, float]) -> Context:
    items = tuple(ContextItem(f"f{n}", v, n, "", t, 0.0) for n, (v, t) in enumerate(facts))
    return Context(QUESTION, items, "")


def test_p_is_the_probability_of_taking_the_newer_of_tied_facts() -> None:
    readers = family(0)
    assert list(readers) == list(READERS)
    both = ctx((NEWER, 2.0), (STALE, 1.0))  # the newer ranked first: rank decides nothing
    assert readers["p=0"].answer(QUESTION, both) == "baseball"
    assert readers["p=1"].answer(QUESTION, both) == "basketball"
    questions = [f"Which sport is Ann Lee number {n} associated with?" for n in range(400)]
    newer = sum(readers["p=0.25"].answer(q, Context(q, both.items, "")) == "basketball" for q in questions) / len(
        questions
    )
    assert 0.15 < newer < 0.35  # a seeded coin per question, not a fixed side
    again = family(0)["p=0.25"]
    assert [again.answer(q, Context(q, both.items, "")) for q in questions] == [
        readers["p=0.25"].answer(q, Context(q, both.items, "")) for q in questions
    ]


def test_an_untied_best_match_is_taken_by_every_p_reader() -> None:
    only = ctx((STALE, 1.0), ("Bob Ray plays chess", 9.0))
    assert {r.answer(QUESTION, only) for n, r in family(3).items() if n.startswith("p=")} == {"baseball"}
    assert family(3)["p=1"].answer("Who wrote Dune?", only) == ""


def test_the_recency_biased_reader_takes_a_newer_fact_one_term_short_of_the_best() -> None:
    weaker = "Ann Lee took up basketball"  # shares "ann", "lee" but not "sport"/"associated"
    shorter = ctx((STALE, 1.0), ("Ann Lee is associated with the city of Leeds", 5.0))
    reader = family(0)["recency-biased"]
    assert reader.answer(QUESTION, shorter) == "city Leeds"  # one term short, newer: it wins
    assert family(0)["p=1"].answer(QUESTION, shorter) == "baseball"
    assert reader.answer(QUESTION, ctx((STALE, 1.0), (weaker, 5.0))) == "baseball"  # more than one short


def test_the_band_names_its_ends() -> None:
    b = band({"p=0": 30.0, "p=1": 1.5, "recency-biased": -2.0})
    assert b is not None
    assert (b.low, b.lowest, b.high, b.highest) == (-2.0, "recency-biased", 30.0, "p=0")
    assert b.reaching(1.5) == ["p=0", "p=1"]
    assert band({}) is None
