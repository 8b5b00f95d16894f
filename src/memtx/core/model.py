"""Value types of the domain: sources, governed records, and the enums that name their states.

Responsible for: immutable data (DESIGN §1–§3). Must not: touch storage, clocks or policy.
"""

from __future__ import annotations

import enum
import json
import math
import operator
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from memtx.core.errors import InvalidArgument
from memtx.core.frozen import fast_init

DEFAULT_TEAM = "default"  # the team of an agent registered without one (DESIGN §8)


# The reasons `mem.forget` (DESIGN §9) journals: on the version it retracts, and on the tombstone it leaves.
FORGOTTEN_PREFIX = "forgotten:"
TOMBSTONE_PREFIX = "tombstone:"


class State(enum.StrEnum):
    """The eight lifecycle states of a governed record (DESIGN §3)."""

    RAW = "raw"
    TENTATIVE = "tentative"
    VALIDATED = "validated"
    COMMITTED = "committed"
    ACTION_SAFE = "action_safe"
    QUARANTINED = "quarantined"
    SUPERSEDED = "superseded"
    REVOKED = "revoked"

    @property
    def visible(self) -> bool:
        """States that an active-map entry may point at (DESIGN §10 pointer validity)."""
        return self in (State.COMMITTED, State.ACTION_SAFE)

    @property
    def terminal(self) -> bool:
        return self is State.REVOKED


class Kind(enum.StrEnum):
    """What a record is; decides how cascade repair treats it (DESIGN §9)."""

    BELIEF = "belief"
    SUMMARY = "summary"
    PROFILE = "profile"
    TOOL_ACTION = "tool_action"


class Scope(enum.IntEnum):
    """Visibility, ordered from narrowest to broadest (DESIGN §2: private < shared < public)."""

    PRIVATE = 0
    SHARED = 1
    PUBLIC = 2

    @classmethod
    def parse(cls, value: str | Scope) -> Scope:
        if isinstance(value, Scope):
            return value
        if not isinstance(value, str):
            raise TypeError(f"scope must be 'private', 'shared' or 'public', not {type(value).__name__}")
        try:
            return cls[value.upper()]
        except KeyError:
            raise ValueError(f"unknown scope {value!r}; expected private, shared or public") from None

    @property
    def label(self) -> str:
        return self.name.lower()


class Isolation(enum.StrEnum):
    """Transaction isolation levels (DESIGN §6)."""

    SNAPSHOT = "snapshot"
    SERIALIZABLE = "serializable"
    READ_COMMITTED = "read_committed"


class Purpose(enum.StrEnum):
    """Why a transaction runs: internal bookkeeping or an external (tool) action (DESIGN §6, §7)."""

    INTERNAL = "internal"
    EXTERNAL_ACTION = "external_action"


class ContractKind(enum.StrEnum):
    """Conflict-resolution contracts, configurable per key namespace (DESIGN §5)."""

    TEMPORAL = "temporal"
    GOVERNED = "governed"


class OnUnsupported(enum.StrEnum):
    """What a key namespace's contract does with a proposal admission refuses for its value (DESIGN §4, issue 31):
    `reject` it (MemTxn's rule, the default), or store it `quarantine`d for review and revalidation (MemTX)."""

    REJECT = "reject"
    QUARANTINE = "quarantine"


class TxnStatus(enum.StrEnum):
    OPEN = "open"
    COMMITTED = "committed"
    ABORTED = "aborted"


def to_timestamp(value: float | int | datetime | None, *, name: str) -> float | None:
    """Event times and validity bounds are stored as float seconds; accept numbers or aware datetimes."""
    if value is None:
        return None
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise InvalidArgument(f"{name} must be timezone-aware (naive datetimes are ambiguous)")
        return value.timestamp()
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise InvalidArgument(f"{name} must be a number or a datetime, not {type(value).__name__}")
    result = float(value)
    if not math.isfinite(result):
        raise InvalidArgument(f"{name} must be finite, got {value!r}")
    return result


class Role(enum.StrEnum):
    """What a registered principal may do beyond its own reads and writes (DESIGN §8)."""

    AGENT = "agent"
    READER = "reader"  # a read-only consumer: reads what its scope rules allow, never writes
    OPERATOR = "operator"  # reviews quarantines (approve / reject), revokes, and reads for audit


@fast_init
@dataclass(frozen=True, slots=True)
class Agent:
    """A registered agent, its team (DESIGN §8: `shared` means the agents of the owner's team), its role and
    its authority ceiling (the most authority a source it owns may carry; None: its role's default,
    `memtx.core.permissions.DEFAULT_CEILINGS`)."""

    name: str
    team: str
    role: Role = Role.AGENT
    authority_ceiling: float | None = None


@dataclass(frozen=True, slots=True)
class NamespaceGrant:
    """Who may write in a key namespace (DESIGN §8): its owner, who claimed it, and the writers it named.
    A namespace nobody claimed is open to every writer."""

    namespace: str
    owner: str
    writers: tuple[str, ...] = ()

    def may_write(self, agent: str) -> bool:
        return agent == self.owner or agent in self.writers


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """One entry of the review queue: a quarantined version (its `reason`, `writer` and `evidence` are
    on the record) and the visible version of its key that it would displace, if any."""

    record: Record
    rival: Record | None

    @property
    def rival_vid(self) -> int | None:
        """The vid of the rival this item shows (None: none). `Memory.approve(..., rival=item.rival_vid)`
        names it, so an approval is never applied against a rival the operator was not shown (DESIGN §8)."""
        return None if self.rival is None else self.rival.vid


@fast_init
@dataclass(frozen=True, slots=True)
class Source:
    """An immutable observed text D_s (DESIGN §1), content-addressed by text and owner."""

    id: str
    text: str
    owner: str
    authority: float
    scope: Scope
    observed_at: float
    seq: int  # observation order; the temporal contract's tie-break "source order" (DESIGN §5)
    # Who says the text (DESIGN §4 speaker binding): a value may name them where the text says I/me/my.
    speaker: str | None = None
    # The authority asked for when its owner's ceiling granted less (DESIGN §8); None: granted as asked.
    requested_authority: float | None = None
    # DESIGN §8 relays: a source whose text reproduces private text its observer (or the caller of the tool
    # that observed it) could read carries the narrowest scope it reproduces: `scope` is then the broadest
    # scope a record drawn from it may be visible at, `requested_scope` the scope its observer asked for
    # (None: not narrowed), which still says who may cite it, and `narrowed_by` the private items ("r:<vid>"
    # or "s:<id>") that narrowed it. Their owners' declassification widens it back, up to `requested_scope`.
    requested_scope: Scope | None = None
    narrowed_by: tuple[str, ...] = ()
    # DESIGN §12 per-user reads: the user (mem0's `user_id`) the text was observed for — by `mem.add(...,
    # user=)` or `observe(..., user=)` — part of the source's identity; None: observed for nobody in particular.
    user: str | None = None

    @property
    def asked_scope(self) -> Scope:
        """The scope its observer asked for: who may cite it, and what observing the same text again must ask."""
        return self.scope if self.requested_scope is None else self.requested_scope


@fast_init
@dataclass(frozen=True, slots=True)
class Record:
    """A governed record: one version in V (DESIGN §2). Only `state`/`reason`/`csn` ever change."""

    vid: int
    key: str
    canonical_key: str
    value: str
    evidence: str
    source_id: str
    writer: str
    confidence: float
    kind: Kind
    owner: str
    scope: Scope
    readers: tuple[str, ...]
    parents: tuple[int, ...]
    event_time: float
    valid_from: float | None
    valid_to: float | None
    state: State
    reason: str
    txn_id: int
    csn: int | None = None  # first visibility: the csn at which it first became visible, if it ever did
    reinstated_csn: int | None = None  # the csn of its latest reinstatement (DESIGN §5), if any
    # Derived at read time, never stored: its validity ended (`valid_to` <= the logical clock, DESIGN §5).
    expired: bool = False

    @property
    def proposal_id(self) -> int:
        """Monotonic proposal order; vids are allocated in proposal order, so they coincide."""
        return self.vid

    @property
    def tombstone(self) -> bool:
        """Whether this is the tombstone `mem.forget` left in its key's history (DESIGN §9, forget): a version
        with no value, stored revoked, after which no older version of the key is ever reinstated."""
        return self.state is State.REVOKED and self.reason.startswith(TOMBSTONE_PREFIX)

    def but(self, **changes: Any) -> Record:
        """`dataclasses.replace(self, **changes)`, about twice as fast: the commit pipeline moves every
        version through several states, and a batch moves thousands (every field read in one call, then the
        fast `__init__`)."""
        values = list(_RECORD_VALUES(self))
        for name, value in changes.items():
            at = _RECORD_INDEX.get(name)
            if at is None:
                raise TypeError(f"Record has no field {name!r}")
            values[at] = value
        return Record(*values)


# `Record.but`: every field of a record in one C call, and where each field sits in `Record`'s arguments.
_RECORD_VALUES: Callable[[Record], tuple[Any, ...]] = operator.attrgetter(*Record.__slots__)
_RECORD_INDEX: dict[str, int] = {name: i for i, name in enumerate(Record.__slots__)}


@fast_init
@dataclass(frozen=True, slots=True)
class Event:
    """One journal entry of J (DESIGN §1): a state transition or an active-map change.

    `kind == "transition"`: `vid` moved `from_state -> to_state` with `reason`.
    `kind == "activate"`: A[`ckey`] became `vid` (None: the entry was removed).
    """

    seq: int
    kind: str
    txn_id: int | None
    csn: int | None
    vid: int | None
    ckey: str | None
    from_state: State | None
    to_state: State | None
    reason: str


@dataclass(frozen=True, slots=True)
class Transaction:
    """The stored header of a transaction (not the live handle; see `memtx.api.transaction`)."""

    id: int
    agent: str
    purpose: Purpose
    isolation: Isolation
    snapshot_csn: int
    status: TxnStatus
    csn: int | None = None
    reason: str = ""
    started_at: float | None = None  # wall clock (DESIGN §8: who did what, and when)
    finished_at: float | None = None
    process: str = ""  # the process that began it (host:pid:start): a dead one's open transaction is orphaned
    lease_until: float | None = None  # wall clock; renewed by its operations; past it, another host aborts it


@fast_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """The final state of one proposed record after its transaction ended."""

    vid: int
    key: str
    state: State
    reason: str


@fast_init
@dataclass(frozen=True, slots=True)
class TxnResult:
    """What a finished transaction did: per-record outcomes, and whether (and why) it aborted."""

    txn_id: int
    aborted: bool
    csn: int | None
    outcomes: tuple[Outcome, ...] = ()
    abort_reason: str = ""
    error: BaseException | None = field(default=None, compare=False)

    @property
    def committed(self) -> bool:
        return not self.aborted

    def by_vid(self) -> dict[int, Outcome]:
        return {o.vid: o for o in self.outcomes}


class ActionStatus(enum.StrEnum):
    """Where a gated tool call stands (DESIGN §7 outbox, §9 compensation).

    `in_progress`: the intent is journaled and the tool was called; its return is not recorded yet.
    `unknown_outcome`: the process died in between — for the operator to settle, never re-run.
    """

    IN_PROGRESS = "in_progress"
    DONE = "done"
    FAILED = "failed"
    UNKNOWN_OUTCOME = "unknown_outcome"
    COMPENSATION_PENDING = "compensation_pending"
    COMPENSATING = "compensating"
    COMPENSATED = "compensated"
    COMPENSATION_FAILED = "compensation_failed"
    COMPENSATION_UNKNOWN = "compensation_unknown"
    LEAKED = "leaked"

    @property
    def needs_operator(self) -> bool:
        """States nobody settles automatically: an operator must look at them."""
        return self in (
            ActionStatus.UNKNOWN_OUTCOME,
            ActionStatus.COMPENSATION_FAILED,
            ActionStatus.COMPENSATION_UNKNOWN,
            ActionStatus.LEAKED,
        )


@dataclass(frozen=True, slots=True)
class Action:
    """One tool call the gate let through: its outbox row (DESIGN §7). `args` and `result` are JSON text;
    `vid` is its `tool_action` record once the call returned. `process` names the process that ran the
    call or its compensation (host:pid:start), so a dead one is recognised on the next open."""

    id: int
    txn_id: int
    agent: str
    tool: str
    args: str
    support: tuple[int, ...]
    reversible: bool
    status: ActionStatus
    started_at: float
    process: str
    result: str | None = None
    error: str = ""
    vid: int | None = None
    finished_at: float | None = None
    cause: int | None = None  # the retracted version that made it compensated or leaked

    @property
    def args_value(self) -> dict[str, object]:
        value = json.loads(self.args)
        assert isinstance(value, dict)
        return value

    @property
    def result_value(self) -> object:
        return None if self.result is None else json.loads(self.result)


@dataclass(frozen=True, slots=True)
class GateDecision:
    """One decision of the action gate, allowed or blocked, as journaled (DESIGN §7)."""

    seq: int
    at: float  # wall-clock seconds
    txn_id: int | None
    agent: str
    tool: str
    allowed: bool
    reason: str  # "allowed", or why it was blocked (`ActionBlocked.reason`)
    support: tuple[int, ...]
    mode: str  # "global" or "scoped"
    action_id: int | None = None
    detail: str = ""


@dataclass(frozen=True, slots=True)
class RepairStep:
    """What a retraction did to one version (DESIGN §9): its move, and for a `tool_action` the call's
    status after the repair (`compensated`, `leaked`, `compensation_failed`, ...)."""

    vid: int
    kind: Kind
    before: State
    after: State
    reason: str
    action: Action | None = None


@dataclass(frozen=True, slots=True)
class RepairReport:
    """`mem.revoke(...)`'s answer: the revocation's csn and what happened to every version it touched —
    the root, each descendant by kind, and any version reinstated in its place."""

    csn: int
    root: int
    steps: tuple[RepairStep, ...] = ()
    completed_elsewhere: bool = False  # another process completed this revocation first
    # Compensations of *other* revocations this call ran on the way (DESIGN §9: due compensations run at the
    # next revoke), with their outcomes: their failures are reported here, never raised by this call.
    others: tuple[Action, ...] = ()
    # Outcomes of this revocation's compensations that ran but the store could not record yet: this process
    # holds them and records them later (`OutcomeNotRecorded`); the steps show them as they happened.
    unrecorded: tuple[int, ...] = ()

    def _vids(self, test: Callable[[RepairStep], bool]) -> list[int]:
        return [s.vid for s in self.steps if test(s)]

    @property
    def revoked(self) -> list[int]:
        return self._vids(lambda s: s.after is State.REVOKED and s.kind is not Kind.TOOL_ACTION)

    @property
    def quarantined(self) -> list[int]:
        return self._vids(lambda s: s.after is State.QUARANTINED)

    @property
    def reinstated(self) -> list[int]:
        return self._vids(lambda s: s.reason.startswith("reinstated:"))

    @property
    def compensated(self) -> list[int]:
        return self._vids(lambda s: s.action is not None and s.action.status is ActionStatus.COMPENSATED)

    @property
    def leaked(self) -> list[int]:
        return self._vids(lambda s: s.action is not None and s.action.status is ActionStatus.LEAKED)


@dataclass(frozen=True, slots=True)
class GateQuery:
    """A filter over the gate's decision log: each given field must match; `after` is a `seq` (paging)."""

    agent: str | None = None
    tool: str | None = None
    allowed: bool | None = None
    txn_id: int | None = None
    after: int = 0
    limit: int = 100


@dataclass(frozen=True, slots=True)
class ActionQuery:
    """A filter over the outbox: any of `statuses` (empty: all), `agent`; `after` is an action id."""

    statuses: tuple[ActionStatus, ...] = ()
    agent: str | None = None
    after: int = 0
    limit: int = 100


@dataclass(frozen=True, slots=True)
class JournalEntry:
    """A journal event with the principal that caused it and the wall-clock time its transaction ended
    (DESIGN §8): `agent` is the writer, revoker, approver or declassifier; `at` is None while open."""

    event: Event
    agent: str
    at: float | None
