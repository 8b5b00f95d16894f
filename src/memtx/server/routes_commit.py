"""A whole transaction in one request (issue 34; DESIGN §6, §12): `POST /v1/transactions:commit` takes reads,
observations and proposals in one body and answers with what was read, the sources and every proposal's outcome.

Responsible for: the body's wire format and handing it to `memtx.api.bundles.commit_bundle`, which runs it through the
library as the multi-request path would (the caller's role, namespaces and admission are checked by the same
calls; a refused proposal aborts it and answers as `/proposals` does). Must not: hold the transaction beyond the
request (nothing is registered with `memtx.server.sessions`), or act for anyone but the caller.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Response
from pydantic import BaseModel, Field

from memtx.api.bundles import MAX_ATTEMPTS, Bundle, BundleResult, commit_bundle
from memtx.core.permissions import Operation
from memtx.server.auth import ServiceDep, Writer, performs
from memtx.server.limits import MAX_LIST
from memtx.server.schemas import (
    BeginIn,
    Name,
    ObserveIn,
    ProposeIn,
    RecordOut,
    SourceOut,
    Text,
    TxnResultOut,
)

router = APIRouter(prefix="/v1", tags=["transactions"])
ObservationIndex = Annotated[int, Field(ge=0, le=MAX_LIST)]
_JSON = "application/json"


class BundleProposalIn(ProposeIn):
    """A proposal of the request: `source` is a stored source's id, or the index (from 0) of one of the
    request's `observations`."""

    source: Name | ObservationIndex  # type: ignore[assignment]  # (wider than ProposeIn's: an index too)


class CommitIn(BeginIn):
    """One transaction: `reads` are read at its snapshot first, then `observations` are observed (owned by the
    caller) and `proposals` staged in order, then it commits. `attempts` > 1: a conflict at the commit runs the
    whole transaction again from a fresh snapshot, up to that many times in all."""

    reads: list[Text] = Field(default_factory=list, max_length=MAX_LIST)
    observations: list[ObserveIn] = Field(default_factory=list, max_length=MAX_LIST)
    proposals: list[BundleProposalIn] = Field(default_factory=list, max_length=MAX_LIST)
    attempts: Annotated[int, Field(ge=1, le=MAX_ATTEMPTS)] = 1


class ReadOut(BaseModel):
    key: str
    record: RecordOut | None = Field(description="the version the transaction saw (null: none it may read)")


class CommitOut(BaseModel):
    reads: list[ReadOut]
    sources: list[SourceOut]
    result: TxnResultOut


def _out(done: BundleResult) -> CommitOut:
    committed = not done.result.aborted
    return CommitOut(
        reads=[ReadOut(key=k, record=None if r is None else RecordOut.of(r)) for k, r in done.reads],
        # (observed in the transaction, stored by its commit — the handle's copies do not know it)
        sources=[SourceOut.of(s).model_copy(update={"stored": committed or s.seq > 0}) for s in done.sources],
        result=TxnResultOut.of(done.result),
    )


@router.post(
    "/transactions:commit",
    response_model=CommitOut,
    summary="commit a whole transaction in one request",
    openapi_extra=performs(Operation.PROPOSE),
)
def commit_whole(body: CommitIn, caller: Writer, svc: ServiceDep) -> Response:
    """Begin, read, observe, propose and commit in one request, as the caller: the outcome of each proposal, or
    the error its first refused call raised (422 `admission_rejected`, 403 `permission_denied`, ...; nothing is
    stored). A rival that committed first: 409 `transaction_conflict` once `attempts` are spent."""
    bundle = Bundle(
        reads=body.reads,
        observations=[o.model_dump() for o in body.observations],
        proposals=[p.model_dump() for p in body.proposals],
        purpose=body.purpose,
        isolation=body.isolation,
        attempts=body.attempts,
    )
    # Serialized once, here: the answer is built as `CommitOut`, so FastAPI need not validate it again (the
    # spec still says `CommitOut`, and the fuzz tests check every answer against it).
    return Response(_out(commit_bundle(svc.memory, caller.name, bundle)).model_dump_json(), media_type=_JSON)
