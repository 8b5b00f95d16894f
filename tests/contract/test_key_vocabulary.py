"""DESIGN §5 key vocabulary: relation synonyms per namespace — versioned like aliases, operator-only, and
part of key resolution everywhere (staging, commit, reads, as-of), on every backend."""

from __future__ import annotations

import pytest

from memtx import InvalidArgument, Memory, PermissionDenied, Record, TransactionConflict


def write(mem: Memory, key: str, text: str, *, at: float, agent: str = "alice") -> Record:
    with mem.transaction(agent=agent) as tx:
        src = tx.observe(text, owner=agent, scope="shared", at=at)
        staged = tx.propose(key=key, value=text, evidence=text, source=src.id, at=at)
    return mem.record(staged.vid)


@pytest.fixture
def vocab(mem: Memory) -> Memory:
    mem.register_agent("alice")
    mem.register_agent("ops", role="operator")
    return mem


def test_a_synonym_joins_new_spellings_from_its_commit(vocab: Memory) -> None:
    mem = vocab
    city = write(mem, "bob/city", "Bob lives in Osaka", at=100)
    apart = write(mem, "bob/city_of_residence", "Bob lives in Nara", at=150)
    assert apart.canonical_key != city.canonical_key  # before: two keys side by side
    before = mem.last_csn()
    csn = mem.add_synonym("City-of-Residence", means="city", agent="ops")
    assert csn == before + 1
    # The spelling that founded its own key keeps its alias; a new spelling of it now means bob/city.
    moved = write(mem, "dan/city_of_residence", "Dan lives in Kyoto", at=200)
    assert moved.canonical_key == "dan/city"  # founded under the relation it means
    again = write(mem, "dan/city", "Dan lives in Kobe", at=300)
    assert again.canonical_key == "dan/city"
    assert mem.get("dan/city of residence", agent="alice").value == "Dan lives in Kobe"  # type: ignore[union-attr]
    assert mem.get("bob/city_of_residence", agent="alice").vid == apart.vid  # type: ignore[union-attr]
    assert mem.as_of(before).get("dan/city", agent="alice") is None
    assert mem.check().ok


def test_a_synonym_does_not_reach_back_or_across_namespaces(vocab: Memory) -> None:
    mem = vocab
    write(mem, "carol/city", "Carol lives in Lima", at=100)
    before = mem.last_csn()
    mem.add_synonym("town", means="city", agent="ops")
    assert mem.get("carol/town", agent="alice").value == "Carol lives in Lima"  # type: ignore[union-attr]
    assert mem.as_of(before).get("carol/town", agent="alice") is None  # resolved as it was at that csn
    hr = write(mem, "hr:carol/town", "Carol works in the town hall", at=200)
    assert hr.canonical_key == "hr:hr carol/town"  # the synonym is the default namespace's only
    mem.add_synonym("town", means="office", agent="ops", namespace="hr")
    assert write(mem, "hr:dave/town", "Dave works at the office", at=300).canonical_key == "hr:hr dave/office"


def test_a_transaction_that_staged_before_a_synonym_is_stale_if_it_changes_its_key(vocab: Memory) -> None:
    mem = vocab
    write(mem, "erin/city", "Erin lives in Oslo", at=100)
    tx = mem.begin(agent="alice")
    src = tx.observe("Erin lives in Bergen", owner="alice", scope="shared", at=200)
    staged = tx.propose(
        key="erin/city_of_residence", value="Erin lives in Bergen", evidence="Erin lives in Bergen", source=src.id
    )
    assert staged.canonical_key == "erin/city of residence"  # a founding, at its snapshot
    mem.add_synonym("city of residence", means="city", agent="ops")
    with pytest.raises(TransactionConflict):
        tx.commit()  # the key now resolves to erin/city: first committer wins (DESIGN §6.3)
    assert mem.get("erin/city", agent="alice").value == "Erin lives in Oslo"  # type: ignore[union-attr]
    assert mem.check().ok


@pytest.mark.parametrize(
    ("relation", "means", "agent", "error", "match"),
    [
        ("town", "city", "alice", PermissionDenied, "not an operator"),
        ("town", "city", "nobody", PermissionDenied, "not registered"),
        ("city", "City", "ops", InvalidArgument, "mean itself"),
        ("town", "village", "ops", InvalidArgument, "already means"),
        ("hamlet", "town", "ops", InvalidArgument, "itself means"),
        ("city", "place", "ops", InvalidArgument, "other relations mean"),
        ("", "city", "ops", InvalidArgument, "word characters"),
        (42, "city", "ops", InvalidArgument, "must be strs"),
    ],
)
def test_bad_synonyms_are_refused_and_change_nothing(
    vocab: Memory, relation: object, means: str, agent: str, error: type[Exception], match: str
) -> None:
    mem = vocab
    mem.add_synonym("town", means="city", agent="ops")
    before = mem.last_csn()
    with pytest.raises(error, match=match):
        mem.add_synonym(relation, means=means, agent=agent)  # type: ignore[arg-type]
    assert mem.last_csn() == before
