"""The forget and erase endpoints (DESIGN §9 forget, §10 erasure): `POST /v1/forget`, `POST /v1/erase`.

Responsible for: their request bodies and documents, and one `Memory` call each, made as the caller's
principal (memtx checks who may: `forget` as `revoke`; `erase` an operator, or the user itself). Must not: let a
request name who it acts as, or check permissions itself.
"""

from __future__ import annotations

from typing import Self

from fastapi import APIRouter
from pydantic import BaseModel, model_validator

from memtx import ErasureReport
from memtx.core.permissions import Operation
from memtx.server.auth import ServiceDep, Writer, performs
from memtx.server.schemas import Closed, Name, RepairOut, Text, Vid

router = APIRouter(prefix="/v1", tags=["memory"])


class ForgetIn(Closed):
    """What to forget: a `key` (its current value) or a `vid` (which must be its key's current value) —
    exactly one — and why (journaled)."""

    key: Text | None = None
    vid: Vid | None = None
    reason: Name

    @model_validator(mode="after")
    def _one_target(self) -> Self:
        if (self.key is None) == (self.vid is None):
            raise ValueError("give exactly one of key and vid")
        return self


class EraseIn(Closed):
    """Whose data to erase (mem0's `user_id`) and why (journaled with who erased)."""

    user: Name
    reason: Name


class ErasureOut(BaseModel):
    user: str
    csn: int | None
    sources: list[str]
    versions: list[int]
    retracted: list[int]
    reinstated: list[int]
    scrubbed: bool

    @classmethod
    def of(cls, r: ErasureReport) -> ErasureOut:
        return cls(
            user=r.user,
            csn=r.csn,
            sources=list(r.sources),
            versions=list(r.versions),
            retracted=list(r.retracted),
            reinstated=list(r.reinstated),
            scrubbed=r.scrubbed,
        )


@router.post("/forget", response_model=RepairOut, summary="forget", openapi_extra=performs(Operation.FORGET))
def forget(body: ForgetIn, caller: Writer, svc: ServiceDep) -> RepairOut:
    """Retract the current value of `key` (or version `vid`) without reinstating an older one (`mem.forget`):
    `get` then answers 404, `history` shows the value revoked (`forgotten:<reason>`) and a tombstone after it,
    and the value's descendants are repaired as by a revocation. Who may: as for `revoke`. A retry returns the
    same report; a key with nothing to forget, or a version the caller may not read, is `not_found`."""
    target: str | int = body.key if body.key is not None else body.vid  # type: ignore[assignment]  # (one is set)
    return RepairOut.of(svc.memory.forget(target, agent=caller.name, reason=body.reason))


@router.post("/erase", response_model=ErasureOut, summary="erase a user", openapi_extra=performs(Operation.ERASE))
def erase(body: EraseIn, caller: Writer, svc: ServiceDep) -> ErasureOut:
    """The right to be forgotten (`mem.erase`): remove the text of every source and version observed for,
    owned by or about `user` — and of versions derived from them — from the store, physically; ids, keys,
    states, times and the journal stay, with an `erase` event naming who, whom and why. Who may: an operator,
    or the user itself (403 otherwise, nothing changed)."""
    return ErasureOut.of(svc.memory.erase(body.user, agent=caller.name, reason=body.reason))
