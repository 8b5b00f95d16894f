"""The commit pipeline as a fixed sequence of named phases over plain facts (DESIGN §6 steps 1–4; admission's
verdict, DESIGN §4, comes first: a value staged unsupported under the quarantine lane is quarantined).

Responsible for: the verdict for one tentative record. Must not: read storage or apply anything; the
engine gathers `RecordFacts` and applies the returned `Verdict`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Final

from memtx.core.contracts import Contender, Decision, adjudicate
from memtx.core.frozen import fast_init
from memtx.core.model import ContractKind

# DESIGN §4 quarantine lane: the reason staging gives a version whose value admission refused under a contract
# that quarantines (`unsupported:<admission reason>`), and the one a later supported version that agrees with it
# leaves it with (`revalidated_by:<vid>`).
UNSUPPORTED: Final = "unsupported:"
REVALIDATED: Final = "revalidated_by:"

# DESIGN §6.1: writer confidence >= 0.6 unless the source's authority >= 0.9.
MIN_CONFIDENCE = 0.6
TRUSTED_AUTHORITY = 0.9


class Outcome(enum.Enum):
    COMMIT = "commit"  # becomes visible (A advanced)
    STORE_SUPERSEDED = "store_superseded"  # kept for audit, never visible
    QUARANTINE = "quarantine"
    ABORT = "abort"  # the whole transaction aborts (stale late write)


@fast_init
@dataclass(frozen=True, slots=True)
class RecordFacts:
    """Everything the pipeline may consider about one tentative record, gathered by the engine."""

    contender: Contender
    confidence: float
    valid_from: float | None
    valid_to: float | None
    now: float
    contract: ContractKind
    visible: Contender | None  # the version A points at now (snapshot-checked by `stale`)
    stale: bool  # a rival committed on this canonical key after the snapshot (another txn)
    retracted_parent: str | None  # "revoked_parent" / "quarantined_parent", or None
    unstable_dependency: bool  # a transitive ancestor has a pending revocation
    laundering: str | None = None  # DESIGN §8: broader than what it draws from ("permission_laundering")
    unsupported: str | None = None  # DESIGN §4 quarantine lane: `unsupported:<admission reason>`, or None


@fast_init
@dataclass(frozen=True, slots=True)
class Verdict:
    phase: str
    outcome: Outcome
    reason: str


def admission_phase(f: RecordFacts) -> Verdict | None:
    # DESIGN §4 quarantine lane: a value admission refused is kept for review, never committed.
    if f.unsupported is None:
        return None
    return Verdict("admission", Outcome.QUARANTINE, f.unsupported)


def evidence_phase(f: RecordFacts) -> Verdict | None:
    if f.confidence >= MIN_CONFIDENCE or f.contender.authority >= TRUSTED_AUTHORITY:
        return None
    return Verdict("evidence", Outcome.QUARANTINE, "low_evidence")


def validity_phase(f: RecordFacts) -> Verdict | None:
    # DESIGN §6.2: valid_from <= now < valid_to; open bounds are unbounded.
    if (f.valid_from is None or f.valid_from <= f.now) and (f.valid_to is None or f.now < f.valid_to):
        return None
    return Verdict("validity", Outcome.QUARANTINE, "invalid_interval")


# What each adjudication decision commits as (built once: an Enum key's hash is a Python call).
_OUTCOME_OF: Final[Mapping[Decision, Outcome]] = MappingProxyType(
    {
        Decision.WIN: Outcome.COMMIT,
        Decision.STORE_SUPERSEDED: Outcome.STORE_SUPERSEDED,
        Decision.QUARANTINE: Outcome.QUARANTINE,
    }
)


def conflict_phase(f: RecordFacts) -> Verdict:
    # DESIGN §6.3: a stale late write aborts the whole transaction (first committer wins).
    if f.stale:
        return Verdict("conflict", Outcome.ABORT, "stale_late_write")
    if f.retracted_parent is not None:
        return Verdict("conflict", Outcome.QUARANTINE, f.retracted_parent)
    if f.laundering is not None:  # DESIGN §8: never visible broader than its inputs
        return Verdict("flow", Outcome.QUARANTINE, f.laundering)
    ruling = adjudicate(f.contender, f.visible, f.contract)
    return Verdict("conflict", _OUTCOME_OF[ruling.decision], ruling.reason)


def dependency_phase(f: RecordFacts) -> Verdict | None:
    # DESIGN §6.4: any transitive ancestor with a pending revocation -> quarantine.
    if f.unstable_dependency:
        return Verdict("dependency", Outcome.QUARANTINE, "unstable_dependency")
    return None


def evaluate(f: RecordFacts) -> Verdict:
    """Run the phases in DESIGN order; the first that fails decides, otherwise the conflict ruling does."""
    for early in (admission_phase, evidence_phase, validity_phase):
        verdict = early(f)
        if verdict is not None:
            return verdict
    ruling = conflict_phase(f)
    if ruling.outcome in (Outcome.ABORT, Outcome.QUARANTINE):
        return ruling
    return dependency_phase(f) or ruling
