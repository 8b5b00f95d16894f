"""The transaction endpoints (DESIGN §6, §7, §12): begin, observe, propose, read, promote, act,
keep-alive, commit and abort on a transaction the server holds between requests.

Responsible for: driving the caller's own transaction handle (`memtx.server.sessions`). Must not: let
one principal reach another's transaction — its id answers 404, as an unknown one does.
"""

from __future__ import annotations

import inspect
from typing import Annotated

from fastapi import APIRouter, Path, status

from memtx.core.errors import InvalidArgument, MemtxError, UnknownObject
from memtx.core.permissions import Operation
from memtx.server.auth import Caller, ServiceDep, Writer, performs
from memtx.server.limits import MAX_NAME
from memtx.server.routes_memory import KeyQ
from memtx.server.schemas import (
    AbortIn,
    ActIn,
    ActOut,
    BeginIn,
    ObserveIn,
    PromoteIn,
    ProposeIn,
    RecordOut,
    SourceOut,
    TxnOut,
    TxnResultOut,
)
from memtx.server.sessions import Session, ToolFailed

router = APIRouter(prefix="/v1/transactions", tags=["transactions"])
TxnId = Annotated[str, Path(min_length=1, max_length=MAX_NAME, description="the id `begin` returned")]


def _doc(session: Session, svc: ServiceDep) -> TxnOut:
    tx = session.handle
    return TxnOut(
        id=session.id,
        txn_id=tx.id,
        purpose=tx.purpose.value,
        isolation=tx.isolation.value,
        snapshot_csn=tx.snapshot_csn,
        staged=[RecordOut.of(r) for r in tx.staged],
        timeout=svc.transactions.timeout,
    )


@router.post(
    "", status_code=status.HTTP_201_CREATED, response_model=TxnOut, summary="begin", openapi_extra=performs(None)
)
def begin(caller: Caller, svc: ServiceDep, body: BeginIn | None = None) -> TxnOut:
    """Begin a transaction as the caller (`mem.begin`). The server holds it until commit or abort, and
    aborts it after `timeout` seconds without a request on it."""
    chosen = body or BeginIn()
    session = svc.transactions.begin(
        caller.name, lambda: svc.memory.begin(agent=caller.name, purpose=chosen.purpose, isolation=chosen.isolation)
    )
    return _doc(session, svc)


@router.get("/{txn}", response_model=TxnOut, summary="transaction status")
def status_of(txn: TxnId, caller: Caller, svc: ServiceDep) -> TxnOut:
    return _doc(svc.transactions.peek(caller.name, txn), svc)


@router.post(
    "/{txn}/sources",
    status_code=status.HTTP_201_CREATED,
    response_model=SourceOut,
    summary="observe",
    openapi_extra=performs(Operation.OBSERVE),
)
def observe(txn: TxnId, body: ObserveIn, caller: Writer, svc: ServiceDep) -> SourceOut:
    """`tx.observe`: a source owned by the caller, stored with the transaction (`stored` is false until
    a proposal cites it or the transaction commits)."""
    with svc.transactions.use(caller.name, txn) as tx:
        src = tx.observe(body.text, authority=body.authority, owner=caller.name, scope=body.scope, at=body.at)
    return SourceOut.of(src)


@router.post(
    "/{txn}/proposals",
    status_code=status.HTTP_201_CREATED,
    response_model=RecordOut,
    summary="propose",
    openapi_extra=performs(Operation.PROPOSE),
)
def propose(txn: TxnId, body: ProposeIn, caller: Writer, svc: ServiceDep) -> RecordOut:
    """Admit and stage a proposal (`tx.propose`): the tentative version, or a 422 `admission_rejected`
    with its machine-readable `reason` (nothing staged; the transaction stays open)."""
    with svc.transactions.use(caller.name, txn) as tx:
        # A source the caller may not read is refused as a missing one by the library itself (DESIGN §8).
        record = tx.propose(**body.model_dump())
    return RecordOut.of(record)


@router.get("/{txn}/read", response_model=RecordOut, summary="read")
def read(txn: TxnId, key: KeyQ, caller: Caller, svc: ServiceDep) -> RecordOut:
    """What the transaction sees for `key` (`tx.read`): its own staged write, else its snapshot's
    visible version; 404 when there is none it may read."""
    with svc.transactions.use(caller.name, txn) as tx:
        record = tx.read(key)
    if record is None:
        raise UnknownObject(f"no visible version of {key!r} in this transaction")
    return RecordOut.of(record)


@router.post("/{txn}/promote", response_model=RecordOut, summary="promote", openapi_extra=performs(Operation.PROMOTE))
def promote(txn: TxnId, body: PromoteIn, caller: Writer, svc: ServiceDep) -> RecordOut:
    """Make a committed version action_safe for this external-action transaction (`tx.promote`)."""
    with svc.transactions.use(caller.name, txn) as tx:
        return RecordOut.of(tx.promote(body.vid))


@router.post(
    "/{txn}/act",
    response_model=ActOut,
    summary="act (call a tool through the gate)",
    openapi_extra=performs(Operation.ACT),
)
def act(txn: TxnId, body: ActIn, caller: Writer, svc: ServiceDep) -> ActOut:
    """Call a tool registered in the server process through the action gate (`tx.act`); 409
    `action_blocked` with the gate's `reason` when it refuses (the tool is not called)."""
    with svc.transactions.use(caller.name, txn) as tx:
        tool = svc.memory.tools.find(body.tool)
        if tool is not None:
            try:  # arguments the tool cannot take are the caller's mistake, refused before the gate runs
                inspect.signature(tool.fn).bind(**body.args)
            except TypeError as exc:
                raise InvalidArgument(f"tool {body.tool!r} does not take these args: {exc}") from None
        try:
            return ActOut.of(tx.act(body.tool, body.args, support=body.support))
        except MemtxError:
            raise
        except Exception as exc:  # the tool itself raised: recorded `failed` in the outbox by the gate
            raise ToolFailed(f"tool {body.tool!r} raised {type(exc).__name__}; the action is recorded failed") from exc


@router.post("/{txn}/keep-alive", response_model=TxnOut, summary="keep alive", openapi_extra=performs(None))
def keep_alive(txn: TxnId, caller: Caller, svc: ServiceDep) -> TxnOut:
    """Renew the transaction's idle timeout and its lease in the store (`tx.keep_alive`)."""
    with svc.transactions.use(caller.name, txn) as tx:
        tx.keep_alive()
    return _doc(svc.transactions.peek(caller.name, txn), svc)


@router.post("/{txn}/commit", response_model=TxnResultOut, summary="commit", openapi_extra=performs(None))
def commit(txn: TxnId, caller: Caller, svc: ServiceDep) -> TxnResultOut:
    """Run the commit pipeline (`tx.commit`): every proposal's final state and reason. A rival that
    committed first aborts it: 409 `transaction_conflict` (retryable, with the keys)."""
    with svc.transactions.use(caller.name, txn) as tx:
        return TxnResultOut.of(tx.commit())


@router.post("/{txn}/abort", response_model=TxnResultOut, summary="abort", openapi_extra=performs(None))
def abort(txn: TxnId, caller: Caller, svc: ServiceDep, body: AbortIn | None = None) -> TxnResultOut:
    """Abort (`tx.abort`): every staged version is revoked."""
    with svc.transactions.use(caller.name, txn) as tx:
        return TxnResultOut.of(tx.abort((body or AbortIn()).reason))
