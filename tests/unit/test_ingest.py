"""Bulk import from JSON Lines (`memtx.api.importing`): the batch write path with every rule of the pipeline."""

from __future__ import annotations

import json

import pytest

from memtx import AdmissionRejected, InvalidArgument, Memory, State
from memtx.api.importing import import_facts, parse_line, read_facts


def lines(*facts: dict[str, object]) -> list[str]:
    return [json.dumps(f) for f in facts]


def test_import_observes_and_proposes_in_one_transaction(mem: Memory) -> None:
    data = lines(
        {
            "text": "Alice lives in Paris.",
            "source_scope": "shared",
            "at": 10,
            "key": "alice/city",
            "value": "Alice lives in Paris",
        },
        {
            "text": "Alice lives in Rome.",
            "source_scope": "shared",
            "at": 20,
            "key": ["alice", "city"],
            "value": "Alice lives in Rome",
        },
        {
            "text": "Bob works at Acme.",
            "at": 30,
            "key": "bob/employer",
            "value": "Bob works at Acme",
            "confidence": 0.4,
        },
    )
    seen: list[int] = []
    report = import_facts(mem, read_facts(["", *data]), agent="importer", progress=seen.append)
    assert (report.facts, report.transactions, seen) == (3, 1, [3])
    first, second, third = (o.vid for o in report.outcomes)
    assert report.states == {
        f"superseded:superseded_by:{second}": 1,  # the first fact, displaced by the newer second one
        "committed:newer_event_time": 1,
        "quarantined:low_evidence": 1,
    }
    assert first < second < third
    current = mem.get("alice/city", agent="importer")
    assert current is not None
    assert current.value == "Alice lives in Rome"
    assert mem.record(report.outcomes[2].vid).state is State.QUARANTINED
    assert mem.check().ok


def test_import_in_batches_commits_each_batch(mem: Memory) -> None:
    data = lines(
        *(
            {"text": f"Fact number {i}.", "at": i, "key": f"fact {i}/text", "value": f"Fact number {i}"}
            for i in range(7)
        )
    )
    report = import_facts(mem, read_facts(data), agent="importer", batch=3)
    assert (report.facts, report.transactions) == (7, 3)
    assert mem.last_csn() == 3


def test_a_bad_fact_stops_the_import_and_names_its_line(mem: Memory) -> None:
    data = lines(
        {"text": "Alice lives in Paris.", "at": 10, "key": "alice/city", "value": "Alice lives in Paris"},
        {"text": "Alice lives in Paris.", "at": 10, "key": "alice/city", "value": "Alice lives in London"},
    )
    with pytest.raises(AdmissionRejected) as err:
        import_facts(mem, read_facts(data), agent="importer")
    assert any("lines 1-2" in note for note in err.value.__notes__)
    assert mem.last_csn() == 0  # all or nothing
    assert mem.get("alice/city", agent="importer") is None


@pytest.mark.parametrize(
    ("line", "match"),
    [
        ("{not json", "line 4: not valid JSON"),
        ("[1, 2]", "line 4: a fact must be a JSON object"),
        ('{"key": "a/b", "value": "v"}', "exactly one of 'text'"),
        ('{"text": "t", "source": "s", "key": "a/b", "value": "v"}', "exactly one of 'text'"),
        ('{"text": "t", "value": "v"}', "missing 'key'"),
        ('{"text": "t", "key": "a/b", "value": "v", "colour": 1}', "unknown field"),
        ('{"text": "t", "key": ["a"], "value": "v"}', "key pair"),
    ],
)
def test_malformed_lines_are_refused(line: str, match: str) -> None:
    with pytest.raises(InvalidArgument, match=match):
        parse_line(line, 4)


def test_import_can_cite_an_existing_source(mem: Memory) -> None:
    src = mem.observe("Alice lives in Paris.", owner="importer", at=10)
    report = import_facts(
        mem,
        read_facts(lines({"source": src.id, "key": "alice/city", "value": "Alice lives in Paris"})),
        agent="importer",
    )
    assert report.states == {"committed:first_version": 1}


def test_batch_must_be_positive(mem: Memory) -> None:
    with pytest.raises(InvalidArgument):
        import_facts(mem, iter(()), agent="importer", batch=0)
