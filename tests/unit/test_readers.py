"""The deterministic readers (`memtx.ingest.readers`): which fact each takes, and the answer words it keeps."""

from __future__ import annotations

from memtx.ingest.readers import NewestReader, OverlapReader, remainder
from memtx.read.retrieval import Context, ContextItem


def ctx(*facts: tuple[str, float]) -> Context:
    items = tuple(ContextItem("", value, n + 1, "", at, 0.0) for n, (value, at) in enumerate(facts))
    return Context("", items, "\n".join(v for v, _ in facts))


QUESTION = "Which sport is Salem-Keizer Volcanoes associated with?"


def test_remainder_keeps_what_the_question_does_not_say() -> None:
    assert remainder(QUESTION, "Salem-Keizer Volcanoes is associated with the sport of basketball") == "basketball"
    assert remainder("What is the capital of France?", "The capital of France is Paris") == "Paris"
    assert remainder("Where does Bob live?", "Bob lives in São Paulo") == "São Paulo"
    assert remainder("Where does Bob live?", "") == ""


def test_the_best_matching_reader_is_misled_by_a_stale_fact_ranked_first() -> None:
    stale = ("Salem-Keizer Volcanoes is associated with the sport of baseball", 1.0)
    newer = ("Salem-Keizer Volcanoes is associated with the sport of basketball", 2.0)
    other = ("Lisbon is the capital of Portugal", 3.0)
    assert OverlapReader().answer(QUESTION, ctx(stale, newer, other)) == "baseball"  # ties: ranked first
    assert NewestReader().answer(QUESTION, ctx(stale, newer, other)) == "basketball"  # dates settle it
    assert NewestReader().answer(QUESTION, ctx(newer, ("The sport of chess is old", 9.0))) == "basketball"
    assert OverlapReader().answer("Who wrote Dune?", ctx(other)) == ""
    assert NewestReader().answer("Who wrote Dune?", ctx()) == ""
