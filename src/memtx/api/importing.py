"""Bulk import of facts from JSON Lines through the batch write path (`tx.observe` + `tx.propose_many`).

Responsible for: turning JSON Lines into observations and proposals, committing them in batches, and
reporting the outcomes. Must not: bypass the write path — every rule of admission and the pipeline
applies exactly as for `tx.propose` (DESIGN §4, §6).

One line is one JSON object, one fact:

- where the evidence comes from: `"text"` (a source text, observed in the same transaction with
  `"owner"` — default the importing agent —, `"source_scope"` — default `"private"` —, `"authority"`
  — default 0.5 — and `"at"`), or `"source"` (the id of a source already stored);
- the proposal: `"key"` (a string `subject/relation` or a `[subject, relation]` pair), `"value"`, and
  optionally `"evidence"` (default: the value), `"confidence"`, `"kind"`, `"scope"`, `"parents"`,
  `"readers"`, `"at"` (default: the observation's time), `"valid_from"`, `"valid_to"`.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from memtx.api.store import Memory
from memtx.api.transaction import TxnHandle
from memtx.core.errors import InvalidArgument, MemtxError
from memtx.core.model import Outcome, Record

_SOURCE_FIELDS = frozenset({"text", "owner", "source_scope", "authority", "source"})
_PROPOSAL_FIELDS = frozenset(
    {"key", "value", "evidence", "confidence", "kind", "scope", "parents", "readers", "at", "valid_from", "valid_to"}
)


@dataclass(frozen=True, slots=True)
class ImportReport:
    """What an import did: facts read, transactions committed, and the final state of every record."""

    facts: int
    transactions: int
    outcomes: tuple[Outcome, ...] = ()
    states: dict[str, int] = field(default_factory=dict)


def parse_line(line: str, number: int) -> dict[str, Any] | None:
    """One JSON Lines line as a fact object (None for a blank line); `InvalidArgument` names the line."""
    if not line.strip():
        return None
    try:
        fact = json.loads(line)
    except json.JSONDecodeError as exc:
        raise InvalidArgument(f"line {number}: not valid JSON ({exc.msg})") from None
    if not isinstance(fact, dict):
        raise InvalidArgument(f"line {number}: a fact must be a JSON object, not {type(fact).__name__}")
    unknown = set(fact) - _SOURCE_FIELDS - _PROPOSAL_FIELDS
    if unknown:
        raise InvalidArgument(f"line {number}: unknown field(s) {', '.join(sorted(unknown))}")
    if ("text" in fact) == ("source" in fact):
        raise InvalidArgument(f"line {number}: give exactly one of 'text' (to observe) and 'source' (an id)")
    for name in ("key", "value"):
        if name not in fact:
            raise InvalidArgument(f"line {number}: missing '{name}'")
    if isinstance(fact["key"], list):
        if len(fact["key"]) != 2:
            raise InvalidArgument(f"line {number}: a key pair must be [subject, relation]")
        fact["key"] = tuple(fact["key"])
    return fact


def read_facts(lines: Iterable[str]) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, fact) for every non-blank line."""
    for number, line in enumerate(lines, start=1):
        fact = parse_line(line, number)
        if fact is not None:
            yield number, fact


def _stage(tx: TxnHandle, batch: Sequence[tuple[int, dict[str, Any]]], agent: str) -> list[Record]:
    items = []
    for number, fact in batch:
        try:
            if "text" in fact:
                src = tx.observe(
                    fact["text"],
                    authority=fact.get("authority", 0.5),
                    owner=fact.get("owner", agent),
                    scope=fact.get("source_scope", "private"),
                    at=fact.get("at"),
                )
                source_id = src.id
            else:
                source_id = fact["source"]
        except MemtxError as exc:
            exc.add_note(f"memtx import: line {number}")
            raise
        item = {k: v for k, v in fact.items() if k in _PROPOSAL_FIELDS}
        item.setdefault("evidence", fact["value"])
        item["source"] = source_id
        items.append(item)
    try:
        return tx.propose_many(items)
    except MemtxError as exc:
        exc.add_note(f"memtx import: in the batch of lines {batch[0][0]}-{batch[-1][0]}")
        raise


def import_facts(
    mem: Memory,
    facts: Iterable[tuple[int, dict[str, Any]]],
    *,
    agent: str,
    batch: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> ImportReport:
    """Import facts in transactions of `batch` facts (None: all in one). Each transaction is all or
    nothing; an error stops the import with the line it happened on, after the batches already committed.
    """
    if batch is not None and (isinstance(batch, bool) or not isinstance(batch, int) or batch < 1):
        raise InvalidArgument("batch must be a positive integer or None")
    outcomes: list[Outcome] = []
    count = transactions = 0
    pending: list[tuple[int, dict[str, Any]]] = []

    def flush() -> None:
        nonlocal transactions
        if not pending:
            return
        with mem.transaction(agent=agent) as tx:
            _stage(tx, pending, agent)
        assert tx.result is not None
        outcomes.extend(tx.result.outcomes)
        transactions += 1
        if progress is not None:
            progress(len(pending))
        pending.clear()

    for number, fact in facts:
        pending.append((number, fact))
        count += 1
        if batch is not None and len(pending) >= batch:
            flush()
    flush()
    states = Counter(f"{o.state.value}:{o.reason}" for o in outcomes)
    return ImportReport(count, transactions, tuple(outcomes), dict(sorted(states.items())))
