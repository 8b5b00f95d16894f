"""The operator's endpoints (DESIGN §8, §10, §12): the review queue, approve, reject, check, recover —
and `whoami` and the unauthenticated health probe.

Responsible for: requiring an operator's credential on every maintenance endpoint (403
`operator_required` otherwise) before memtx checks the role again. Must not: expose anything to an agent
credential that the Python API keeps for operators.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Path, Query

from memtx.core.permissions import Operation
from memtx.server.auth import Caller, Operator, ServiceDep, performs
from memtx.server.limits import MAX_PAGE
from memtx.server.schemas import (
    MAX_ID,
    ApproveIn,
    CheckOut,
    CommentIn,
    RecordOut,
    RecoverOut,
    RepairOut,
    ReviewItemOut,
    WhoAmIOut,
)

router = APIRouter(prefix="/v1", tags=["operator"])
VidP = Annotated[int, Path(ge=1, le=MAX_ID, description="a quarantined version's id")]


@router.get("/whoami", response_model=WhoAmIOut, tags=["service"], summary="who am I")
def whoami(caller: Caller) -> WhoAmIOut:
    """The principal and role the bearer token authenticates."""
    return WhoAmIOut(principal=caller.name, role=caller.role.value, token_id=caller.token_id)


@router.get("/review", response_model=list[ReviewItemOut], summary="review queue")
def review(
    caller: Operator,
    svc: ServiceDep,
    after: Annotated[int, Query(ge=0, le=MAX_ID)] = 0,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 100,
) -> list[ReviewItemOut]:
    """Quarantined versions, oldest first, each with the visible version it would displace."""
    return [ReviewItemOut.of(i) for i in svc.memory.review(agent=caller.name, after=after, limit=limit)]


@router.post(
    "/review/{vid}/approve", response_model=RecordOut, summary="approve", openapi_extra=performs(Operation.APPROVE)
)
def approve(vid: VidP, caller: Operator, svc: ServiceDep, body: ApproveIn | None = None) -> RecordOut:
    """Revalidate a quarantined version and make it visible (`mem.approve`), against `rival`, the version
    its review item showed (`rival_vid`; left out: the one it was quarantined against). 409
    `transaction_conflict` when the key's visible version is not that rival any more (review it again);
    journaled with the comment."""
    given = body or ApproveIn()
    return RecordOut.of(svc.memory.approve(vid, agent=caller.name, rival=given.rival_named(), comment=given.comment))


@router.post(
    "/review/{vid}/reject", response_model=RepairOut, summary="reject", openapi_extra=performs(Operation.REJECT)
)
def reject(vid: VidP, caller: Operator, svc: ServiceDep, body: CommentIn | None = None) -> RepairOut:
    """Revoke a quarantined version with cascade repair (`mem.reject`)."""
    return RepairOut.of(svc.memory.reject(vid, agent=caller.name, comment=(body or CommentIn()).comment))


@router.get("/check", response_model=CheckOut, summary="check")
def check(_caller: Operator, svc: ServiceDep) -> CheckOut:
    """Verify I(S) over the whole store (`mem.check`; it reads everything, hence operators only)."""
    return CheckOut.of(svc.memory.check())


@router.post("/recover", response_model=RecoverOut, summary="recover", openapi_extra=performs(Operation.RECOVER))
def recover(_caller: Operator, svc: ServiceDep) -> RecoverOut:
    """Restore a damaged store from its redundant parts (`mem.recover`); a sound store is left as it is."""
    return RecoverOut.of(svc.memory.recover())


health = APIRouter(tags=["service"])


@health.get("/healthz", summary="health")
def healthz() -> dict[str, str]:
    """Liveness, without a credential: says nothing about the store's contents."""
    return {"status": "ok"}
