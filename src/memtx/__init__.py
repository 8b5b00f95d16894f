"""memtx — a transaction boundary for the writable memory of LLM agents.

Agents propose memory writes; memtx admits them against their sources, stages them in snapshot-isolated
transactions, decides winners by deterministic contracts and repairs what a retraction contaminated.
See DESIGN.md for the contract this package implements.
"""

from __future__ import annotations

from memtx.api.aio import AsyncMemory, AsyncSnapshot, AsyncTxn
from memtx.api.erasure import ErasureReport
from memtx.api.store import Memory, Snapshot
from memtx.api.transaction import TxnHandle
from memtx.core.admission import Support
from memtx.core.admission import supports as check_support
from memtx.core.errors import (
    ActionBlocked,
    AdmissionRejected,
    ApprovalConflict,
    InvalidArgument,
    InvalidTransition,
    InvariantViolation,
    MemtxError,
    NoStore,
    PermissionDenied,
    ProvenanceError,
    SchemaError,
    StorageBusy,
    StorageError,
    StoreDamaged,
    TransactionClosed,
    TransactionConflict,
    TransientError,
    UnknownObject,
    WriteNotVisible,
)
from memtx.core.model import (
    Action,
    ActionStatus,
    ContractKind,
    GateDecision,
    Isolation,
    Kind,
    NamespaceGrant,
    OnUnsupported,
    Outcome,
    Purpose,
    Record,
    RepairReport,
    RepairStep,
    ReviewItem,
    Role,
    Scope,
    Source,
    State,
    Transaction,
    TxnResult,
)
from memtx.engine.invariants import CheckReport, Violation
from memtx.ingest.messages import (
    AddResult,
    Confirmation,
    Extraction,
    Extractor,
    Message,
    Rejection,
    RetryHint,
    Skipped,
)
from memtx.ingest.pattern_extractor import PatternExtractor
from memtx.read.embedders import Embedder, HashingEmbedder, MiniLMEmbedder
from memtx.read.retrieval import Context, ContextItem, Hit, KeyPage, KeySuggestion, Page
from memtx.safety.acting import ActionResult, CompensationFailed, OutcomeNotRecorded
from memtx.safety.gate import GateMode
from memtx.safety.tools import Tool, ToolRegistry

__version__ = "0.1.0"

__all__ = [
    "Action",
    "ActionBlocked",
    "ActionResult",
    "ActionStatus",
    "AddResult",
    "AdmissionRejected",
    "ApprovalConflict",
    "AsyncMemory",
    "AsyncSnapshot",
    "AsyncTxn",
    "CheckReport",
    "CompensationFailed",
    "Confirmation",
    "Context",
    "ContextItem",
    "ContractKind",
    "Embedder",
    "ErasureReport",
    "Extraction",
    "Extractor",
    "GateDecision",
    "GateMode",
    "HashingEmbedder",
    "Hit",
    "InvalidArgument",
    "InvalidTransition",
    "InvariantViolation",
    "Isolation",
    "KeyPage",
    "KeySuggestion",
    "Kind",
    "Memory",
    "MemtxError",
    "Message",
    "MiniLMEmbedder",
    "NamespaceGrant",
    "NoStore",
    "OnUnsupported",
    "Outcome",
    "OutcomeNotRecorded",
    "Page",
    "PatternExtractor",
    "PermissionDenied",
    "ProvenanceError",
    "Purpose",
    "Record",
    "Rejection",
    "RepairReport",
    "RepairStep",
    "RetryHint",
    "ReviewItem",
    "Role",
    "SchemaError",
    "Scope",
    "Skipped",
    "Snapshot",
    "Source",
    "State",
    "StorageBusy",
    "StorageError",
    "StoreDamaged",
    "Support",
    "Tool",
    "ToolRegistry",
    "Transaction",
    "TransactionClosed",
    "TransactionConflict",
    "TransientError",
    "TxnHandle",
    "TxnResult",
    "UnknownObject",
    "Violation",
    "WriteNotVisible",
    "__version__",
    "check_support",
]
