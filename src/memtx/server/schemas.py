"""The wire format of the HTTP service (DESIGN §12): request bodies (closed: an unknown field is a 422)
and response documents, as pydantic models, so the OpenAPI spec describes both.

Responsible for: field types and bounds (`memtx.server.limits`), and turning memtx's values into
documents. Must not: check what memtx checks itself beyond what keeps bad input from reaching it as
something other than a clear refusal (a lone surrogate, an integer SQL cannot hold, a non-finite number).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field

from memtx import (
    ActionResult,
    AddResult,
    CheckReport,
    Confirmation,
    Context,
    Hit,
    Outcome,
    Page,
    Record,
    Rejection,
    RepairReport,
    ReviewItem,
    Skipped,
    Source,
    TxnResult,
    Violation,
)
from memtx.core.arguments import MISSING, Missing, surrogate_at
from memtx.server.limits import MAX_LIST, MAX_MESSAGES, MAX_NAME, MAX_TEXT

if TYPE_CHECKING:
    from memtx.engine.recovery import RecoveryReport

MAX_ID = 2**62  # ids above this cannot be stored in a signed 64-bit SQL integer with room to spare


def _storable(value: str) -> str:
    if "\0" in value:
        raise ValueError("contains a NUL character")
    if surrogate_at(value) >= 0:
        raise ValueError("contains a lone UTF-16 surrogate")
    return value


Text = Annotated[str, Field(min_length=1, max_length=MAX_TEXT), AfterValidator(_storable)]
Name = Annotated[str, Field(min_length=1, max_length=MAX_NAME), AfterValidator(_storable)]
Note = Annotated[str, Field(max_length=2_000), AfterValidator(_storable)]
Vid = Annotated[int, Field(ge=1, le=MAX_ID)]
Seconds = Annotated[float, Field(allow_inf_nan=False, ge=-1e15, le=1e15)]
Unit = Annotated[float, Field(allow_inf_nan=False, ge=0.0, le=1.0)]
ScopeName = Literal["private", "shared", "public"]
KindName = Literal["belief", "summary", "profile"]
OnUnsupportedName = Literal["reject", "quarantine"]


class Closed(BaseModel):
    """A request body: no unknown field, and no coercion (`"at": false` is not time 0, `"1"` not a number)."""

    model_config = ConfigDict(extra="forbid", strict=True)


# --- requests ------------------------------------------------------------------------------------------
class ObserveIn(Closed):
    text: Text
    authority: Unit = 0.5
    scope: ScopeName = "private"
    at: Seconds | None = None
    user: Name | None = None  # the user the text was observed for (mem0's `user_id`; DESIGN §12 per-user reads)


class MessageIn(Closed):
    role: Literal["user", "assistant", "system", "tool"] = "user"
    content: Text
    name: Name | None = None


class AddIn(Closed):
    messages: Annotated[list[MessageIn | Text], Field(min_length=1, max_length=MAX_MESSAGES)]
    user: Name | None = None
    all_or_nothing: bool = False
    at: Seconds | None = None
    # DESIGN §4 quarantine lane: keep a value admission refuses for review (null: each key namespace's contract)
    on_unsupported: OnUnsupportedName | None = None


class BeginIn(Closed):
    purpose: Literal["internal", "external_action"] = "internal"
    isolation: Literal["snapshot", "serializable", "read_committed"] = "snapshot"


class ProposeIn(Closed):
    key: Text
    value: Text
    evidence: Text
    source: Name
    confidence: Unit = 1.0
    kind: KindName = "belief"
    scope: ScopeName | None = None
    parents: Annotated[list[Vid], Field(max_length=MAX_LIST)] = []
    readers: Annotated[list[Name], Field(max_length=MAX_LIST)] = []
    at: Seconds | None = None
    valid_from: Seconds | None = None
    valid_to: Seconds | None = None
    on_unsupported: OnUnsupportedName | None = None  # DESIGN §4 quarantine lane (null: the contract's rule)


class PromoteIn(Closed):
    vid: Vid


class ActIn(Closed):
    tool: Name
    args: Annotated[dict[str, Any], Field(max_length=MAX_LIST)] = {}
    support: Annotated[list[Vid], Field(min_length=1, max_length=MAX_LIST)]


class AbortIn(Closed):
    reason: Name = "aborted_by_agent"


class RevokeIn(Closed):
    vid: Vid
    reason: Name = "revoked"


class CommentIn(Closed):
    comment: Note = ""


class ApproveIn(Closed):
    """`rival`: the vid of the visible version the review item showed (its `rival_vid`), null if it showed
    none; left out, the rival the version was quarantined against (DESIGN §8: never whatever is visible
    now). A rival that changed since is a 409 `transaction_conflict` naming both versions."""

    rival: Vid | None = None
    comment: Note = ""

    def rival_named(self) -> int | Missing | None:
        return self.rival if "rival" in self.model_fields_set else MISSING


class DeclassifyIn(Closed):
    vid: Vid
    scope: Literal["shared", "public"]
    reason: Note = Field(min_length=1)


# --- responses -----------------------------------------------------------------------------------------
def _finite(value: float | None) -> float | None:
    return value if value is not None and math.isfinite(value) else None


class RecordOut(BaseModel):
    vid: int
    key: str
    canonical_key: str
    value: str
    evidence: str
    source_id: str
    writer: str
    owner: str
    scope: ScopeName
    readers: list[str]
    kind: str
    confidence: float
    parents: list[int]
    state: str
    reason: str
    txn_id: int
    csn: int | None
    event_time: float | None
    valid_from: float | None
    valid_to: float | None
    expired: bool

    @classmethod
    def of(cls, r: Record) -> RecordOut:
        return cls(
            vid=r.vid,
            key=r.key,
            canonical_key=r.canonical_key,
            value=r.value,
            evidence=r.evidence,
            source_id=r.source_id,
            writer=r.writer,
            owner=r.owner,
            scope=r.scope.label,  # type: ignore[arg-type]  # a Scope label is one of the three
            readers=list(r.readers),
            kind=r.kind.value,
            confidence=r.confidence,
            parents=list(r.parents),
            state=r.state.value,
            reason=r.reason,
            txn_id=r.txn_id,
            csn=r.csn,
            event_time=_finite(r.event_time),
            valid_from=_finite(r.valid_from),
            valid_to=_finite(r.valid_to),
            expired=r.expired,
        )


class SourceOut(BaseModel):
    id: str
    text: str
    owner: str
    authority: float = Field(description="the authority granted: at most the owner's authority ceiling")
    requested_authority: float | None = Field(
        description="the authority asked for, when the owner's ceiling granted less (null: granted as asked)"
    )
    scope: ScopeName
    observed_at: float | None
    stored: bool
    # DESIGN §8 relays: set when the source carries a scope narrower than asked, because its text reproduces
    # private text its observer (or the tool's caller) could read: `scope` is then the broadest a record
    # drawn from it may be visible at, `requested_scope` the scope asked for (who may cite it), and
    # `narrowed_by` the private items ("r:<vid>", "s:<id>") that narrowed it.
    requested_scope: ScopeName | None = None
    narrowed_by: list[str] = []

    @classmethod
    def of(cls, s: Source) -> SourceOut:
        return cls(
            id=s.id,
            text=s.text,
            owner=s.owner,
            authority=s.authority,
            requested_authority=s.requested_authority,
            scope=s.scope.label,  # type: ignore[arg-type]
            observed_at=_finite(s.observed_at),
            stored=s.seq > 0,
            requested_scope=None if s.requested_scope is None else s.requested_scope.label,  # type: ignore[arg-type]
            narrowed_by=list(s.narrowed_by),
        )


class HitOut(BaseModel):
    record: RecordOut
    score: float

    @classmethod
    def of(cls, h: Hit) -> HitOut:
        return cls(record=RecordOut.of(h.record), score=h.score)


class ContextItemOut(BaseModel):
    key: str
    value: str
    vid: int
    source_id: str
    event_time: float | None
    score: float


class ContextOut(BaseModel):
    query: str
    items: list[ContextItemOut]
    text: str

    @classmethod
    def of(cls, c: Context) -> ContextOut:
        items = [
            ContextItemOut(
                key=i.key,
                value=i.value,
                vid=i.vid,
                source_id=i.source_id,
                event_time=_finite(i.event_time),
                score=i.score,
            )
            for i in c.items
        ]
        return cls(query=c.query, items=items, text=c.text)


class PageOut(BaseModel):
    records: list[RecordOut]
    cursor: str | None

    @classmethod
    def of(cls, p: Page) -> PageOut:
        return cls(records=[RecordOut.of(r) for r in p.records], cursor=p.cursor)


class OutcomeOut(BaseModel):
    vid: int
    key: str
    state: str
    reason: str

    @classmethod
    def of(cls, o: Outcome) -> OutcomeOut:
        return cls(vid=o.vid, key=o.key, state=o.state.value, reason=o.reason)


class TxnResultOut(BaseModel):
    txn_id: int
    aborted: bool
    csn: int | None
    outcomes: list[OutcomeOut]
    abort_reason: str

    @classmethod
    def of(cls, r: TxnResult) -> TxnResultOut:
        return cls(
            txn_id=r.txn_id,
            aborted=r.aborted,
            csn=r.csn,
            outcomes=[OutcomeOut.of(o) for o in r.outcomes],
            abort_reason=r.abort_reason,
        )


class TxnOut(BaseModel):
    id: str
    txn_id: int | None
    purpose: str
    isolation: str
    snapshot_csn: int
    staged: list[RecordOut]
    timeout: float


class RejectionOut(BaseModel):
    key: str
    value: str
    evidence: str
    message: int
    reason: str
    detail: str

    @classmethod
    def of(cls, r: Rejection) -> RejectionOut:
        e = r.extraction
        return cls(key=e.key, value=e.value, evidence=e.evidence, message=e.message, reason=r.reason, detail=r.detail)


class ConfirmationOut(BaseModel):
    """An extraction not proposed because the visible version `record` already says it (no new version)."""

    key: str
    value: str
    evidence: str
    message: int
    record: RecordOut

    @classmethod
    def of(cls, c: Confirmation) -> ConfirmationOut:
        e = c.extraction
        return cls(key=e.key, value=e.value, evidence=e.evidence, message=e.message, record=RecordOut.of(c.record))


class SkippedOut(BaseModel):
    """A sentence (or clause) of message `message` no fact came from, and why (`question`, `no_pattern`,
    `not_user`, `no_extraction`, `refused:<admission reason>`); `start`/`end` locate `text` in the message."""

    message: int
    text: str
    reason: str
    start: int | None
    end: int | None

    @classmethod
    def of(cls, s: Skipped) -> SkippedOut:
        return cls(message=s.message, text=s.text, reason=s.reason, start=s.start, end=s.end)


class AddOut(BaseModel):
    sources: list[str]
    stored: list[RecordOut]
    confirmed: list[ConfirmationOut]
    quarantined: list[RecordOut]
    rejected: list[RejectionOut]
    skipped: list[SkippedOut]
    retried: int
    result: TxnResultOut | None

    @classmethod
    def of(cls, a: AddResult) -> AddOut:
        return cls(
            sources=list(a.sources),
            stored=[RecordOut.of(r) for r in a.stored],
            confirmed=[ConfirmationOut.of(c) for c in a.confirmed],
            quarantined=[RecordOut.of(r) for r in a.quarantined],
            rejected=[RejectionOut.of(r) for r in a.rejected],
            skipped=[SkippedOut.of(s) for s in a.skipped],
            retried=a.retried,
            result=None if a.result is None else TxnResultOut.of(a.result),
        )


class ActOut(BaseModel):
    action_id: int
    tool: str
    value: Any
    vid: int
    reversible: bool
    status: str

    @classmethod
    def of(cls, a: ActionResult) -> ActOut:
        return cls(
            action_id=a.action_id, tool=a.tool, value=a.value, vid=a.vid, reversible=a.reversible, status=a.status.value
        )


class RepairStepOut(BaseModel):
    vid: int
    kind: str
    before: str
    after: str
    reason: str


class RepairOut(BaseModel):
    csn: int
    root: int
    steps: list[RepairStepOut]
    completed_elsewhere: bool

    @classmethod
    def of(cls, r: RepairReport) -> RepairOut:
        steps = [
            RepairStepOut(vid=s.vid, kind=s.kind.value, before=s.before.value, after=s.after.value, reason=s.reason)
            for s in r.steps
        ]
        return cls(csn=r.csn, root=r.root, steps=steps, completed_elsewhere=r.completed_elsewhere)


class ReviewItemOut(BaseModel):
    record: RecordOut
    rival: RecordOut | None
    rival_vid: int | None  # name it when approving: `POST /v1/review/{vid}/approve` {"rival": rival_vid}

    @classmethod
    def of(cls, i: ReviewItem) -> ReviewItemOut:
        rival = None if i.rival is None else RecordOut.of(i.rival)
        return cls(record=RecordOut.of(i.record), rival=rival, rival_vid=i.rival_vid)


class DeclassifyOut(BaseModel):
    vid: int
    scope: ScopeName
    csn: int


class ViolationOut(BaseModel):
    kind: str
    detail: str
    vid: int | None
    ckey: str | None

    @classmethod
    def of(cls, v: Violation) -> ViolationOut:
        return cls(kind=v.kind, detail=v.detail, vid=v.vid, ckey=v.ckey)


class CheckOut(BaseModel):
    ok: bool
    violations: list[ViolationOut]
    stats: dict[str, int]
    summary: str

    @classmethod
    def of(cls, c: CheckReport) -> CheckOut:
        return cls(
            ok=c.ok, violations=[ViolationOut.of(v) for v in c.violations], stats=dict(c.stats), summary=c.summary()
        )


class RecoverOut(BaseModel):
    restored: bool
    found: list[ViolationOut]
    changes: int
    notes: list[str]
    after: CheckOut

    @classmethod
    def of(cls, r: RecoveryReport) -> RecoverOut:
        return cls(
            restored=r.restored,
            found=[ViolationOut.of(v) for v in r.found],
            changes=r.plan.changes,
            notes=list(r.plan.notes),
            after=CheckOut.of(r.after),
        )


class WhoAmIOut(BaseModel):
    principal: str
    role: str
    token_id: str


class ErrorDetail(BaseModel):
    code: str
    message: str
    model_config = ConfigDict(extra="allow")


class ErrorOut(BaseModel):
    """Every failure's body; `code` is stable (docs/http.md lists them)."""

    error: ErrorDetail
