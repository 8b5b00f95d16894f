"""A proposal's fields checked before anything touches the store: DESIGN §4's F, the part that needs no
lookup (the source, parents and permissions are checked by `Memory` against the store).

Responsible for: one pure function from raw `tx.propose` arguments to a `Proposal` or an
`AdmissionRejected("metadata", ...)`. Must not: read storage, clocks or sources.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import Final, TypeVar

from memtx.core.arguments import MAX_SOURCE_CHARS, agent_name, check_text, enum_value, sequence_of, unit_interval
from memtx.core.errors import AdmissionRejected
from memtx.core.frozen import fast_init
from memtx.core.keys import KeyParts, parse_key
from memtx.core.model import Kind, OnUnsupported, Scope, to_timestamp

__all__ = ["MAX_EVIDENCE_CHARS", "MAX_SOURCE_CHARS", "MAX_VALUE_CHARS", "Proposal", "parse_proposal"]

T = TypeVar("T")

# Size limits (characters), checked before any work (DESIGN §4 F). A value is one fact and its evidence the
# span that supports it; admission's cost is linear in each (docs/admission.md, "Complexity"), and these
# keep one proposal's check to milliseconds. `MAX_SOURCE_CHARS` (from `memtx.core.arguments`) bounds a source.
MAX_VALUE_CHARS: Final = 16_384
MAX_EVIDENCE_CHARS: Final = 65_536


@fast_init
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
    # DESIGN §4 quarantine lane: what a refused value becomes (None: what the key namespace's contract says)
    on_unsupported: OnUnsupported | None = None


def _metadata(fn: Callable[[], T]) -> T:
    """Any argument error is an F failure: `AdmissionRejected` with reason `metadata` (DESIGN §4)."""
    try:
        return fn()
    except AdmissionRejected:
        raise
    except (TypeError, ValueError) as exc:
        raise AdmissionRejected("metadata", str(exc)) from None


def _text(value: object, what: str, limit: int | None = None) -> str:
    """A non-blank str that can be stored (no lone surrogate), of at most `limit` characters; the size is
    checked first, so an oversized argument costs nothing."""
    if not isinstance(value, str):
        raise AdmissionRejected("metadata", f"{what} must be a non-empty string")
    if limit is not None and len(value) > limit:
        raise AdmissionRejected(
            "metadata", f"{what} may have at most {limit:,} characters, this one has {len(value):,}"
        )
    if not value or value.isspace():
        raise AdmissionRejected("metadata", f"{what} must be a non-empty string")
    if value.isascii() and "\0" not in value:  # (what `check_text` refuses needs a NUL or non-ASCII text)
        return value
    return _metadata(lambda: check_text(value, what))


def _key(key: object) -> None:
    """The raw key's strings can be stored (`parse_key` checks the rest)."""
    parts = key if isinstance(key, tuple) else (key,)
    for part in parts:
        if isinstance(part, str) and not (part.isascii() and "\0" not in part):
            _metadata(partial(check_text, part, "key"))


def _timestamp(value: float | datetime, what: str) -> float | None:
    """`to_timestamp` of a time argument: a plain finite float, as it usually comes, at once."""
    if type(value) is float and math.isfinite(value):
        return value
    return _metadata(lambda: to_timestamp(value, name=what))


def _parents(parents: object) -> tuple[int, ...]:
    items = _metadata(lambda: sequence_of(parents, "parents"))
    for pid in items:
        if isinstance(pid, bool) or not isinstance(pid, int) or pid < 1:
            raise AdmissionRejected("metadata", f"parents must be positive version ids; got {pid!r}")
    if len(set(items)) != len(items):
        raise AdmissionRejected("metadata", "parents contains a duplicate version id")
    return items


def _empty_tuple(value: object) -> bool:
    return type(value) is tuple and not value


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
    on_unsupported: object = None,
) -> Proposal:
    _key(key)
    try:
        parts = parse_key(key)  # type: ignore[arg-type]  # parse_key checks the type itself
    except (TypeError, ValueError) as exc:
        raise AdmissionRejected("metadata", str(exc)) from None
    value_v = _text(value, "value", MAX_VALUE_CHARS)
    evidence_v = value_v if evidence is value else _text(evidence, "evidence", MAX_EVIDENCE_CHARS)
    source_v = _text(source, "source")
    confidence_v = (
        confidence
        if type(confidence) is float and 0.0 <= confidence <= 1.0
        else _metadata(lambda: unit_interval(confidence, "confidence"))
    )
    kind_v = kind if kind is Kind.BELIEF else _metadata(lambda: enum_value(Kind, kind, "kind"))
    if kind_v is Kind.TOOL_ACTION:
        raise AdmissionRejected("metadata", "tool_action records are written by the action gate, not proposed")
    scope_v = None if scope is None else _metadata(lambda: Scope.parse(scope))  # type: ignore[arg-type]
    # (The defaults — no parents, no readers, no validity bounds — take shortcuts to the same values.)
    parents_v = () if _empty_tuple(parents) else _parents(parents)
    readers_v = (
        ()
        if _empty_tuple(readers)
        else _metadata(lambda: tuple(agent_name(r, "reader") for r in sequence_of(readers, "readers")))
    )
    event_time = None if at is None else _timestamp(at, "at")
    lo = None if valid_from is None else _metadata(lambda: to_timestamp(valid_from, name="valid_from"))
    hi = None if valid_to is None else _metadata(lambda: to_timestamp(valid_to, name="valid_to"))
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
        on_unsupported=None
        if on_unsupported is None
        else _metadata(lambda: enum_value(OnUnsupported, on_unsupported, "on_unsupported")),
    )
