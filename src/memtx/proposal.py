"""A proposal's fields checked before anything touches the store: DESIGN §4's F, the part that needs no
lookup (the source, parents and permissions are checked by `Memory` against the store).

Responsible for: one pure function from raw `tx.propose` arguments to a `Proposal` or an
`AdmissionRejected("metadata", ...)`. Must not: read storage, clocks or sources.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TypeVar

from memtx.arguments import agent_name, enum_value, sequence_of, unit_interval
from memtx.errors import AdmissionRejected
from memtx.keys import KeyParts, parse_key
from memtx.model import Kind, Scope, to_timestamp

T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class Proposal:
    key: KeyParts
    value: str
    evidence: str
    source: str
    confidence: float
    kind: Kind
    scope: Scope | None  # None: the source's scope
    parents: tuple[int, ...]
    readers: tuple[str, ...]
    event_time: float | None  # None: the source's observation time
    valid_from: float | None
    valid_to: float | None


def _metadata(fn: Callable[[], T]) -> T:
    """Any argument error is an F failure: `AdmissionRejected` with reason `metadata` (DESIGN §4)."""
    try:
        return fn()
    except AdmissionRejected:
        raise
    except (TypeError, ValueError) as exc:
        raise AdmissionRejected("metadata", str(exc)) from None


def _text(value: object, what: str) -> str:
    if not isinstance(value, str) or not value.strip():
        raise AdmissionRejected("metadata", f"{what} must be a non-empty string")
    return value


def _parents(parents: object) -> tuple[int, ...]:
    items = _metadata(lambda: sequence_of(parents, "parents"))
    for pid in items:
        if isinstance(pid, bool) or not isinstance(pid, int) or pid < 1:
            raise AdmissionRejected("metadata", f"parents must be positive version ids; got {pid!r}")
    if len(set(items)) != len(items):
        raise AdmissionRejected("metadata", "parents contains a duplicate version id")
    return items


def parse_proposal(
    *,
    key: object,
    value: object,
    evidence: object,
    source: object,
    confidence: object,
    kind: object,
    scope: object,
    parents: object,
    readers: object,
    at: float | datetime | None,
    valid_from: float | datetime | None,
    valid_to: float | datetime | None,
) -> Proposal:
    parts = _metadata(lambda: parse_key(key))  # type: ignore[arg-type]  # parse_key checks the type itself
    value_v, evidence_v, source_v = _text(value, "value"), _text(evidence, "evidence"), _text(source, "source")
    confidence_v = _metadata(lambda: unit_interval(confidence, "confidence"))
    kind_v = _metadata(lambda: enum_value(Kind, kind, "kind"))
    if kind_v is Kind.TOOL_ACTION:
        raise AdmissionRejected("metadata", "tool_action records are written by the action gate, not proposed")
    scope_v = None if scope is None else _metadata(lambda: Scope.parse(scope))  # type: ignore[arg-type]
    parents_v = _parents(parents)
    readers_v = _metadata(lambda: tuple(agent_name(r, "reader") for r in sequence_of(readers, "readers")))
    event_time = _metadata(lambda: to_timestamp(at, name="at"))
    lo = _metadata(lambda: to_timestamp(valid_from, name="valid_from"))
    hi = _metadata(lambda: to_timestamp(valid_to, name="valid_to"))
    if lo is not None and hi is not None and not lo < hi:
        raise AdmissionRejected("metadata", "valid_from must be earlier than valid_to")
    return Proposal(
        key=parts,
        value=value_v,
        evidence=evidence_v,
        source=source_v,
        confidence=confidence_v,
        kind=kind_v,
        scope=scope_v,
        parents=parents_v,
        readers=readers_v,
        event_time=event_time,
        valid_from=lo,
        valid_to=hi,
    )
