"""The deterministic multi-hop reader of `memtx eval consolidation` (memtx.eval.consolidation_hops)."""

from __future__ import annotations

import pytest

from memtx.eval.consolidation_hops import read_chain
from memtx.retrieval import Context, ContextItem

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


def test_the_chain_follows_the_question_from_its_named_entity() -> None:
    answer, read = read_chain(QUESTION, _retrieve_all, policy="newest")
    assert answer == "Belgium"
    assert len(read) == 4  # three hops that took a fact, and the one that found nothing more to take


def test_the_best_policy_takes_the_first_ranked_of_tied_versions() -> None:
    answer, _ = read_chain(QUESTION, _retrieve_all, policy="best")
    assert answer == "Scotland"  # the older version, ranked first: how a reader without dates goes wrong


def test_a_question_naming_no_fact_entity_gets_no_answer() -> None:
    answer, read = read_chain("Who is the spouse of Ada Lovelace?", _retrieve_all)
    assert answer == ""
    assert len(read) == 1


def test_an_unknown_policy_is_refused() -> None:
    with pytest.raises(ValueError, match="policy"):
        read_chain(QUESTION, _retrieve_all, policy="oldest")
