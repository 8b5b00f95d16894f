"""memtx — a transaction boundary for the writable memory of LLM agents.

Agents propose memory writes; memtx admits them against their sources, stages them in snapshot-isolated
transactions, decides winners by deterministic contracts and repairs what a retraction contaminated.
See DESIGN.md for the contract this package implements.
"""

from __future__ import annotations

from memtx.admission import Support, check_support
from memtx.errors import (
    AdmissionRejected,
    InvalidArgument,
    InvalidTransition,
    InvariantViolation,
    MemtxError,
    PermissionDenied,
    ProvenanceError,
    SchemaError,
    StorageBusy,
    StorageError,
    TransactionClosed,
    TransactionConflict,
    TransientError,
    UnknownObject,
)
from memtx.invariants import CheckReport, Violation
from memtx.model import (
    ContractKind,
    Isolation,
    Kind,
    Outcome,
    Purpose,
    Record,
    Scope,
    Source,
    State,
    Transaction,
    TxnResult,
)
from memtx.store import Memory, Snapshot
from memtx.transaction import TxnHandle

__version__ = "0.1.0"

__all__ = [
    "AdmissionRejected",
    "CheckReport",
    "ContractKind",
    "InvalidArgument",
    "InvalidTransition",
    "InvariantViolation",
    "Isolation",
    "Kind",
    "Memory",
    "MemtxError",
    "Outcome",
    "PermissionDenied",
    "ProvenanceError",
    "Purpose",
    "Record",
    "SchemaError",
    "Scope",
    "Snapshot",
    "Source",
    "State",
    "StorageBusy",
    "StorageError",
    "Support",
    "Transaction",
    "TransactionClosed",
    "TransactionConflict",
    "TransientError",
    "TxnHandle",
    "TxnResult",
    "UnknownObject",
    "Violation",
    "__version__",
    "check_support",
]
