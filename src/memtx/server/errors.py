"""The service's error bodies (DESIGN §12): every failure is `{"error": {"code", "message", ...}}` with a
stable code, and memtx's exceptions map onto codes and HTTP statuses by one table.

Responsible for: the table and the body. Must not: import the web framework (`app` installs the
handlers), or put a credential, a traceback or a private record's content in a message.

A caller's mistake is a 4xx; a 5xx means the service or its store failed, never the request.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from memtx import (
    ActionBlocked,
    AdmissionRejected,
    CompensationFailed,
    InvalidArgument,
    InvalidTransition,
    InvariantViolation,
    MemtxError,
    OutcomeNotRecorded,
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
)
from memtx.server.sessions import ToolFailed, TooManyTransactions, TransactionBusy


@dataclass(frozen=True, slots=True)
class ErrorCode:
    status: int
    code: str
    meaning: str


# Most specific first: the first class an exception is an instance of decides. docs/http.md lists it.
MEMTX_ERRORS: Final[tuple[tuple[type[MemtxError], ErrorCode], ...]] = (
    (TransactionConflict, ErrorCode(409, "transaction_conflict", "a rival committed first; retry the transaction")),
    (TransactionBusy, ErrorCode(409, "transaction_busy", "another request on the transaction is running; retry")),
    (StorageBusy, ErrorCode(503, "storage_busy", "the store stayed locked past its busy timeout; retry")),
    (ProvenanceError, ErrorCode(422, "provenance_rejected", "an unknown parent, or parents forming a cycle")),
    (AdmissionRejected, ErrorCode(422, "admission_rejected", "the proposal failed admission; see `reason`")),
    (UnknownObject, ErrorCode(404, "not_found", "no such version, source, transaction or credential you may see")),
    (InvalidTransition, ErrorCode(409, "invalid_transition", "the version's state does not allow this")),
    (InvalidArgument, ErrorCode(422, "invalid_argument", "memtx refused an argument")),
    (PermissionDenied, ErrorCode(403, "permission_denied", "the principal may not do this")),
    (ActionBlocked, ErrorCode(409, "action_blocked", "the action gate refused the tool call; see `reason`")),
    (TooManyTransactions, ErrorCode(429, "too_many_transactions", "commit or abort an open transaction first")),
    (TransactionClosed, ErrorCode(409, "transaction_closed", "the transaction already ended; the message says how")),
    (StoreDamaged, ErrorCode(503, "store_damaged", "the store failed its check; an operator must recover it")),
    (SchemaError, ErrorCode(500, "schema_error", "the store's schema is unknown to this server")),
    (
        OutcomeNotRecorded,
        ErrorCode(500, "outcome_not_recorded", "a compensation ran but its outcome could not be recorded yet"),
    ),
    (StorageError, ErrorCode(503, "storage_error", "the store failed")),
    (CompensationFailed, ErrorCode(500, "compensation_failed", "a tool's compensation raised")),
    (ToolFailed, ErrorCode(502, "tool_failed", "the tool raised; the action is recorded failed in the outbox")),
    (InvariantViolation, ErrorCode(500, "invariant_violation", "an invariant of the store did not hold")),
    (MemtxError, ErrorCode(500, "internal_error", "memtx failed")),
)

# Failures the service itself reports.
MALFORMED: Final = ErrorCode(400, "malformed_request", "the body could not be parsed as its content type says")
UNAUTHORIZED: Final = ErrorCode(401, "unauthorized", "no bearer token, or one that is unknown or revoked")
OPERATOR_REQUIRED: Final = ErrorCode(403, "operator_required", "the endpoint needs an operator's credential")
NOT_FOUND: Final = ErrorCode(404, "not_found", "no such endpoint, or nothing there you may see")
METHOD_NOT_ALLOWED: Final = ErrorCode(405, "method_not_allowed", "the endpoint does not take this method")
PAYLOAD_TOO_LARGE: Final = ErrorCode(413, "payload_too_large", "the request body exceeds the service's limit")
INVALID_REQUEST: Final = ErrorCode(422, "invalid_request", "the request does not match the endpoint's schema")
INTERNAL: Final = ErrorCode(500, "internal_error", "the service failed (its log has the details)")
SERVICE_ERRORS: Final = (
    MALFORMED,
    UNAUTHORIZED,
    OPERATOR_REQUIRED,
    NOT_FOUND,
    METHOD_NOT_ALLOWED,
    PAYLOAD_TOO_LARGE,
    INVALID_REQUEST,
    INTERNAL,
)


def code_of(exc: MemtxError) -> ErrorCode:
    for cls, code in MEMTX_ERRORS:
        if isinstance(exc, cls):
            return code
    raise AssertionError("unreachable: MemtxError is the table's last row")  # pragma: no cover


def body(code: ErrorCode, message: str, **details: object) -> dict[str, object]:
    """The JSON error body."""
    return {"error": {"code": code.code, "message": message, **details}}


def memtx_body(exc: MemtxError) -> tuple[int, dict[str, object]]:
    """The status and body for a memtx exception: its message, whether retrying may succeed, and the
    machine-readable reason of an admission refusal or a gate block."""
    code = code_of(exc)
    details: dict[str, object] = {"retryable": isinstance(exc, TransientError)}
    if isinstance(exc, AdmissionRejected | ActionBlocked):
        details["reason"] = exc.reason
    if isinstance(exc, TransactionConflict):
        details["keys"] = list(exc.keys)
    message = str(exc) if code.status < 500 else f"{code.meaning} ({type(exc).__name__})"
    return code.status, body(code, " ".join(message.split()) or code.meaning, **details)
