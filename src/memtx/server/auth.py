"""Who a request is from (DESIGN §8, §12): the bearer credential, and nothing the request says.

Responsible for: the service state every route reaches (`Service`), the FastAPI dependencies that turn
the `Authorization` header into a `Principal` (401 otherwise; through `memtx.server.auth_cache`, at most its
`ttl` stale) and require the operator role (403), and
the exceptions they raise. Must not: read a principal from a path, a query or a body.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Any

from fastapi import Depends, Request
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from starlette.concurrency import run_in_threadpool

from memtx import Memory, PermissionDenied, Role
from memtx.core.permissions import Operation
from memtx.server.auth_cache import AuthCache
from memtx.server.credentials import Credentials, Principal
from memtx.server.sessions import TransactionRegistry


@dataclass(frozen=True, slots=True)
class Service:
    """What the routes of one app share: the store, its credentials and the open transactions."""

    memory: Memory
    credentials: Credentials
    transactions: TransactionRegistry
    # Who a token is, reused for a bounded time (`memtx.server.auth_cache`): what every request asks.
    authenticated: AuthCache


class Unauthorized(Exception):
    """No bearer token, or one that authenticates nobody (401)."""


class OperatorRequired(Exception):
    """The endpoint needs an operator's credential (403)."""


_bearer = HTTPBearer(
    auto_error=False,
    scheme_name="bearer",
    description="A token minted by `memtx token create`; it names the principal every call acts as.",
)


def service(request: Request) -> Service:
    found: Service = request.app.state.memtx
    return found


# The dependencies are coroutines: FastAPI runs a plain function's dependency in a worker thread, a hand-off
# there and back per dependency (three a request, besides the route's own), while these only read memory — but
# for a token not authenticated within the cache's `ttl`, which reads the store in a worker thread as before.


async def _service(request: Request) -> Service:
    return service(request)


async def principal(
    request: Request, presented: Annotated[HTTPAuthorizationCredentials | None, Depends(_bearer)]
) -> Principal:
    if presented is None:
        raise Unauthorized("send `Authorization: Bearer <token>` (memtx token create)")
    cache = service(request).authenticated
    found = cache.recent(presented.credentials)
    if found is None:
        found = await run_in_threadpool(cache.authenticate, presented.credentials)
    if found is None:
        raise Unauthorized("the bearer token is unknown or revoked")
    return found


async def operator(caller: Annotated[Principal, Depends(principal)]) -> Principal:
    if not caller.operator:
        raise OperatorRequired(f"principal {caller.name!r} is not an operator; this endpoint needs one")
    return caller


async def writer(caller: Annotated[Principal, Depends(principal)]) -> Principal:
    """DESIGN §8: a reader is a read-only consumer; its credential stores nothing, sources included."""
    if caller.role is Role.READER:
        raise PermissionDenied(f"principal {caller.name!r} is a read-only consumer (role reader); it may not write")
    return caller


def performs(operation: Operation | None) -> dict[str, Any]:
    """A state-changing route's `openapi_extra`: the operation of the permission table it performs
    (`x-memtx-operation`; `own_transaction` for begin, keep-alive, commit and abort, which every principal may
    call on its own transaction). The spec says what each route needs, and the role matrix test reads it."""
    return {"x-memtx-operation": "own_transaction" if operation is None else operation.value}


Caller = Annotated[Principal, Depends(principal)]
Writer = Annotated[Principal, Depends(writer)]
Operator = Annotated[Principal, Depends(operator)]
ServiceDep = Annotated[Service, Depends(_service)]
