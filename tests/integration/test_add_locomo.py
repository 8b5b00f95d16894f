"""`mem.add` over real conversations (issue 32 acceptance): the first LoCoMo dialogs, each session one call,
each speaker a user. No stored value may be a fragment (`contract.test_add_conversation.fragment`: its
boundaries on token boundaries of its message, identifiers and abbreviations whole), and every turn is
accounted for. Skipped when the data is absent (`../shared/data/locomo/locomo10.json` or `$MEMTX_LOCOMO`);
the data is read in place, never copied. `PYTHONPATH=src:tests python -m integration.test_add_locomo`
prints the report (turns with stored facts, skipped sentences by reason, fragments).
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import pytest

import memtx
from contract.test_add_conversation import fragment
from memtx.tooling.eval.recovery import default_locomo_path

DIALOGS = 3


@dataclass
class Tally:
    turns: int = 0
    turns_stored: int = 0
    stored: int = 0
    confirmed: int = 0
    rejected: int = 0
    skipped: Counter[str] = field(default_factory=Counter)
    fragments: list[tuple[str, str, str]] = field(default_factory=list)  # (value, message, why)
    unaccounted: list[str] = field(default_factory=list)


def _sessions(dialog: dict[str, Any]) -> list[list[dict[str, str]]]:
    talk = dialog["conversation"]
    numbers = sorted(int(k.split("_")[1]) for k in talk if k.startswith("session_") and k.count("_") == 1)
    return [[{"role": "user", "name": t["speaker"], "content": t["text"]} for t in talk[f"session_{n}"]
             if t.get("text", "").strip()] for n in numbers]  # fmt: skip


def ingest(dialogs: int = DIALOGS) -> Tally:
    path = default_locomo_path()
    if not path.is_file():
        pytest.skip(f"LoCoMo is absent: {path} (set MEMTX_LOCOMO to its locomo10.json)")
    data = json.loads(path.read_text(encoding="utf-8"))[:dialogs]
    tally = Tally()
    with memtx.Memory.open(":memory:") as mem:
        mem.register_agent("assistant")
        at = 0.0
        for dialog in data:
            for messages in _sessions(dialog):
                at += 1.0
                done = mem.add(messages, agent="assistant", at=at)
                _count(tally, messages, done)
        assert mem.check().ok
    return tally


def _count(tally: Tally, messages: list[dict[str, str]], done: memtx.AddResult) -> None:
    by_message: Counter[int] = Counter()
    tally.turns += len(messages)
    tally.stored += len(done.stored)
    tally.confirmed += len(done.confirmed)
    tally.rejected += len(done.rejected)
    contents = [m["content"] for m in messages]
    for r in done.stored:
        i = next(i for i, c in enumerate(contents) if r.source_id == done.sources[i])
        by_message[i] += 1
        why = fragment(r.value, contents[i])
        if why is not None:
            tally.fragments.append((r.value, contents[i], why))
    tally.turns_stored += len(by_message)
    tally.skipped.update(s.reason for s in done.skipped)
    covered = {s.message for s in done.skipped} | set(by_message)
    covered |= {c.extraction.message for c in done.confirmed} | {r.extraction.message for r in done.rejected}
    tally.unaccounted += [c for i, c in enumerate(contents) if i not in covered]


def test_locomo_turns_are_accounted_for_and_no_stored_value_is_a_fragment() -> None:
    tally = ingest()
    assert tally.turns > 500
    assert tally.fragments == []
    assert tally.unaccounted == []
    assert tally.stored > 0


if __name__ == "__main__":
    t = ingest()
    print(f"LoCoMo, first {DIALOGS} dialogs: {t.turns} turns; {t.turns_stored} turns produced stored facts")
    print(f"  versions stored {t.stored}, confirmed {t.confirmed}, rejected {t.rejected}")
    print(f"  skipped sentences by reason: {dict(t.skipped.most_common())}")
    print(f"  fragments among stored values: {len(t.fragments)}; unaccounted turns: {len(t.unaccounted)}")
    for value, message, why in t.fragments[:20]:
        print(f"    {value!r} in {message!r}: {why}")
