"""The one exception tree of memtx; every error the library raises on purpose is in it.

Responsible for: naming failure kinds and carrying their machine-readable details. Must not: decide policy.

    MemtxError
    ├── TransientError                      marker: retrying the same work may succeed
    │   └── TransactionConflict             first committer won (DESIGN §6); carries txn and keys
    │       └── ApprovalConflict            the rival an approval was reviewed against changed (DESIGN §8)
    ├── AdmissionRejected (ValueError)      a proposal failed Support(q) (DESIGN §4); carries .reason
    │   └── ProvenanceError                 unknown parent or a parent cycle (DESIGN §2 `parents`)
    ├── InvalidTransition (ValueError)      a lifecycle transition outside DESIGN §3's table
    ├── InvalidArgument (ValueError)        caller mistake: wrong type, out-of-range value, bad key
    │   └── UnknownObject (LookupError)     a source, version or transaction id that does not exist
    │       └── NoStore                     no store at the URL, and the caller asked not to create one
    ├── PermissionDenied                    the agent may not write here (DESIGN §8)
    ├── ActionBlocked                       the action gate refused a tool call (DESIGN §7); carries .reason
    ├── TransactionClosed                   the transaction already committed or aborted
    ├── WriteNotVisible                     a write that must replace the visible version did not (adapters)
    ├── StorageError                        the backend failed; the original driver error is chained
    │   ├── StorageBusy (TransientError)    other writers held the store past the busy timeout
    │   └── SchemaError                     the store's schema is newer than this library or damaged
    └── InvariantViolation                  a check of DESIGN §10's I(S) failed where it must hold
"""

from __future__ import annotations

from collections.abc import Sequence


class MemtxError(Exception):
    """Root of every error memtx raises on purpose."""


class TransientError(MemtxError):
    """Marker: the same work, retried from the start, may succeed (`Memory.run` retries these)."""


class TransactionConflict(TransientError):
    """A rival committed first on a key this transaction wrote or (serializable) read.

    DESIGN §6: stale late writes abort the whole transaction; first committer wins.
    """

    def __init__(self, message: str, *, txn_id: int | None = None, keys: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.txn_id = txn_id
        self.keys = tuple(keys)


class ApprovalConflict(TransactionConflict):
    """An operator approved a quarantined version against the rival its review item showed, but the key's
    visible version changed since (a commit or a revocation came first): nothing was approved.

    DESIGN §8: first-committer-wins holds for operators too. Transient in the sense of `TransientError`:
    the same decision, taken again on fresh information, may succeed — fetch the review item again
    (`mem.review`), look at the rival it shows now (`ReviewItem.rival_vid`) and approve naming that one (or
    reject). Retrying with the same stale `rival` fails the same way. `vid` is the version, `shown_rival`
    the rival named by the approval and `current_rival` the key's visible version now (None: none).
    """

    def __init__(self, vid: int, key: str, *, shown_rival: int | None, current_rival: int | None) -> None:
        shown = "no rival" if shown_rival is None else f"rival v{shown_rival}"
        now = "none" if current_rival is None else f"v{current_rival}"
        super().__init__(
            f"version v{vid} was reviewed against {shown}, but the visible version of its key is now {now} "
            "(it changed since the review item was shown); review it again and approve naming the current rival",
            keys=(key,),
        )
        self.vid = vid
        self.shown_rival = shown_rival
        self.current_rival = current_rival


class AdmissionRejected(MemtxError, ValueError):
    """A proposal failed admission; it never entered the store (DESIGN §3, §4).

    `reason` is machine-readable: `metadata`, `evidence_not_in_source`, `not_ordered_subsequence`,
    `guard:<part>`, or a metadata sub-reason such as `metadata:confidence`.
    """

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"admission rejected ({reason}){': ' + detail if detail else ''}")
        self.reason = reason
        self.detail = detail


class ProvenanceError(AdmissionRejected):
    """A declared parent does not exist, or the parents would form a cycle (DESIGN §4 F)."""


class InvalidTransition(MemtxError, ValueError):
    """A lifecycle transition that DESIGN §3 does not allow was attempted."""

    def __init__(self, vid: int | None, current: str, target: str) -> None:
        who = f"version {vid}" if vid is not None else "a version"
        super().__init__(f"illegal transition {current} -> {target} for {who}")
        self.vid = vid
        self.current = current
        self.target = target


class InvalidArgument(MemtxError, ValueError):
    """The caller passed a value of the wrong type or outside its range."""


class UnknownObject(InvalidArgument, LookupError):
    """A referenced source, version, transaction or agent does not exist."""


class NoStore(UnknownObject):
    """There is no memtx store at the URL and the caller asked not to create one (`Memory.open(...,
    create=False)`, every CLI command but `init` and `token create`); nothing was created. `.where` names
    the store (a PostgreSQL password redacted)."""

    def __init__(self, where: str, detail: str = "") -> None:
        super().__init__(f"no memtx store at {where}{' (' + detail + ')' if detail else ''}")
        self.where = where


class PermissionDenied(MemtxError):
    """The agent lacks the permission the operation needs (DESIGN §8)."""


class ActionBlocked(MemtxError):
    """The action gate refused a tool call; the tool was not called (DESIGN §7, I1).

    `reason` is machine-readable: `missing_support`, `support_not_visible`, `support_retracted`,
    `support_quarantined`, `support_superseded`, `tentative_in_flight` or `support_not_action_safe`.
    `decision` is the journaled gate decision's sequence number (`mem.gate_log()`).
    """

    def __init__(self, reason: str, detail: str = "", *, tool: str = "", decision: int | None = None) -> None:
        super().__init__(f"action blocked ({reason}){': ' + detail if detail else ''}")
        self.reason = reason
        self.detail = detail
        self.tool = tool
        self.decision = decision


class TransactionClosed(MemtxError):
    """The transaction was already committed or aborted."""


class WriteNotVisible(MemtxError):
    """A write whose caller needs it to become the key's visible version committed in another state (the
    contract superseded or quarantined it, DESIGN §5), or a delete left a visible version. Raised by
    adapters with last-writer-wins callers (the LangGraph store); `.outcome` is the version's outcome."""

    def __init__(self, message: str, *, outcome: object = None) -> None:
        super().__init__(message)
        self.outcome = outcome


class StorageError(MemtxError):
    """The storage backend failed; the driver's exception is chained as `__cause__`."""


class StorageBusy(StorageError, TransientError):
    """The store stayed locked by other writers past the busy timeout; retrying may succeed."""


class SchemaError(StorageError):
    """The store's recorded schema is unknown to this version of memtx."""


class InvariantViolation(MemtxError):
    """An invariant of DESIGN §10 does not hold where the library relies on it."""


class StoreDamaged(InvariantViolation):
    """The store is damaged in a way `Memory.recover` cannot restore unambiguously (DESIGN §10); nothing
    was changed. `.problems` lists what was found."""

    def __init__(self, message: str, problems: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.problems = problems
