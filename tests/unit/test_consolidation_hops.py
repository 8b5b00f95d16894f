"""The deterministic multi-hop reader of `memtx eval consolidation` (memtx.tooling.eval.consolidation_hops)."""

from __future__ import annotations

from memtx.read.retrieval import Context, ContextItem
from memtx.tooling.eval.consolidation_hops import read_chain
from memtx.tooling.eval.readers_curve import family

FACTS = (
    "The author of Our Mutual Friend is Charles Dickens.",
    "Charles Dickens is married to Catherine Hogarth.",
    "Charles Dickens is a citizen of England.",  # asked for too, but about the wrong entity at hop 2
    "Catherine Hogarth is a citizen of Scotland.",
    "Catherine Hogarth is a citizen of Belgium.",  # the newer version of the same slot
    "The capital of Belgium is Brussels.",  # about the answer, but the question does not ask for it
)


def _retrieve_all(query: str) -> Context:
    items = tuple(ContextItem(f"f{n}", f, n, "", float(n), 0.0) for n, f in enumerate(FACTS))
    return Context(query, items, "")


QUESTION = "What is the country of citizenship of the spouse of the author of Our Mutual Friend?"
READERS = family(0)


def test_the_chain_follows_the_question_from_its_named_entity() -> None:
    answer, read = read_chain(QUESTION, _retrieve_all, READERS["p=1"])
    assert answer == "Belgium"
    assert len(read) == 4  # three hops that took a fact, and the one that found nothing more to take


def test_a_reader_that_never_takes_the_newer_takes_the_older_of_tied_versions() -> None:
    answer, _ = read_chain(QUESTION, _retrieve_all, READERS["p=0"])
    assert answer == "Scotland"  # the older version: how a reader without dates goes wrong
    assert read_chain(QUESTION, _retrieve_all, READERS["recency-biased"])[0] == "Belgium"


def test_a_question_naming_no_fact_entity_gets_no_answer() -> None:
    answer, read = read_chain("Who is the spouse of Ada Lovelace?", _retrieve_all, READERS["p=0.5"])
    assert answer == ""
    assert len(read) == 1
