"""`create_app`: the HTTP service over one `Memory` (DESIGN §12), a FastAPI app with its OpenAPI spec.

Responsible for: wiring the routes, the body limit, the authentication cache, turning on the store handle's
group commit, the error handlers (every failure a structured body
with a stable code, `memtx.server.errors`) and the sweeper that aborts abandoned transactions. Must not:
own the `Memory` (the caller opens and closes it) or log a request's headers.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

import memtx
from memtx import Memory, MemtxError
from memtx.server import errors
from memtx.server.api_docs import DocsPolicy, docs_app
from memtx.server.auth import OperatorRequired, Service, Unauthorized
from memtx.server.auth_cache import AuthCache
from memtx.server.console import mount as mount_console
from memtx.server.credentials import Credentials
from memtx.server.limits import DEFAULT_MAX_BODY, BodyLimit
from memtx.server.routes_commit import router as commit_routes
from memtx.server.routes_erasure import router as erasure_routes
from memtx.server.routes_memory import router as memory_routes
from memtx.server.routes_ops import health
from memtx.server.routes_ops import router as ops_routes
from memtx.server.routes_txn import router as txn_routes
from memtx.server.schemas import ErrorOut
from memtx.server.sessions import DEFAULT_MAX_PER_PRINCIPAL, DEFAULT_TIMEOUT, TransactionRegistry

log = logging.getLogger("memtx.server")
_MAX_VALIDATION_ITEMS = 10


def create_app(
    memory: Memory,
    *,
    txn_timeout: float = DEFAULT_TIMEOUT,
    max_transactions: int = DEFAULT_MAX_PER_PRINCIPAL,
    max_body: int = DEFAULT_MAX_BODY,
    sweep_every: float | None = None,
    clock: Callable[[], float] | None = None,
    txn_prefix: str = "tx_",
    auth_ttl: float = 0.0,
    group_commit: bool = True,
) -> FastAPI:
    """The service over `memory`. `txn_timeout`: seconds without a request before an open transaction is
    aborted — by a sweeper thread every `sweep_every` seconds (default: a quarter of the timeout, at most
    5 s) and on every `begin`. `max_transactions`: open transactions per principal. `max_body`: bytes of
    a request body. `clock`: the registry's monotonic clock (tests move it by hand). `txn_prefix`: of every
    transaction id it hands out (`memtx serve --workers`: which worker holds the transaction). `auth_ttl`: seconds
    an authenticated token is reused before the store is read again (a revocation or a role change takes effect
    within it; the default 0 reads it on every request, `memtx serve` reuses it for 1 s). `group_commit`: turn on
    `memory`'s group commit (`Memory.group_commits`: the requests' concurrent commits share one durable write,
    where the store's writers serialize anyway)."""
    if sweep_every is not None and not 0 < sweep_every < float("inf"):
        raise ValueError(f"sweep_every must be a finite positive number of seconds, not {sweep_every!r}")
    registry = TransactionRegistry(
        timeout=txn_timeout, max_per_principal=max_transactions, clock=clock or time.monotonic, prefix=txn_prefix
    )
    credentials = Credentials(memory)
    state = Service(memory, credentials, registry, AuthCache(credentials, ttl=auth_ttl))
    if group_commit:
        memory.group_commits()
    every = sweep_every if sweep_every is not None else min(txn_timeout / 4, 5.0)

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        stop = threading.Event()
        sweeper = threading.Thread(target=_sweep, args=(registry, stop, every), name="memtx-sweeper", daemon=True)
        sweeper.start()
        try:
            yield
        finally:
            stop.set()
            sweeper.join()
            ended = registry.close_all()
            if ended:
                log.info("aborted %d open transaction(s) at shutdown", ended)

    app = docs_app(  # /docs and /redoc work offline (memtx.server.api_docs)
        title="memtx",
        version=memtx.__version__,
        summary="A transaction boundary for the writable memory of LLM agents, over HTTP.",
        description=(
            "Every call acts as the principal its bearer token names (`memtx token create`); no request "
            'field names it. Failures are `{"error": {"code", "message", ...}}` with the stable codes '
            "listed in docs/http.md."
        ),
        lifespan=lifespan,
        responses=_ERROR_RESPONSES,
    )
    app.state.memtx = state
    app.include_router(commit_routes)  # first: the hot path's route is matched before the others are tried
    app.include_router(health)
    app.include_router(memory_routes)
    app.include_router(txn_routes)
    app.include_router(ops_routes)
    app.include_router(erasure_routes)
    mount_console(app)  # the operator console, /console (docs/console.md)
    _install_handlers(app)
    app.add_middleware(BodyLimit, max_body=max_body)
    app.add_middleware(DocsPolicy)
    return app


# What any endpoint may answer besides its success (docs/http.md has the codes behind each status).
_ERROR_RESPONSES: dict[int | str, dict[str, object]] = {
    status: {"model": ErrorOut, "description": description}
    for status, description in (
        (400, "the body could not be parsed"),
        (401, "missing, unknown or revoked token"),
        (403, "the principal's role does not allow it"),
        (404, "no such thing that the caller may see"),
        (409, "a conflict, a closed or busy transaction, a blocked action, an illegal transition"),
        (413, "the body is too large"),
        (422, "the request does not match the schema, or memtx refused it"),
        (429, "too many open transactions"),
        (500, "the service failed"),
        (502, "a tool called through the gate raised"),
        (503, "the store is busy, failed, or damaged"),
    )
}


def _sweep(registry: TransactionRegistry, stop: threading.Event, every: float) -> None:
    while not stop.wait(every):
        try:
            ended = registry.sweep()
        except MemtxError:  # the store was busy or failed: the next round tries again; the failure is logged
            log.exception("aborting abandoned transactions failed; retrying in %.1f s", every)
            continue
        if ended:
            log.info("aborted %d abandoned transaction(s)", len(ended))


def _json(code: errors.ErrorCode, message: str, *, status: int | None = None, **details: object) -> JSONResponse:
    return JSONResponse(errors.body(code, message, **details), status_code=status or code.status)


def _install_handlers(app: FastAPI) -> None:
    @app.exception_handler(MemtxError)
    async def on_memtx(_request: Request, exc: MemtxError) -> JSONResponse:
        status, doc = errors.memtx_body(exc)
        if status >= 500:
            log.error("request failed in memtx: %s", type(exc).__name__, exc_info=exc)
        return JSONResponse(doc, status_code=status)

    @app.exception_handler(Unauthorized)
    async def on_unauthorized(_request: Request, exc: Unauthorized) -> JSONResponse:
        response = _json(errors.UNAUTHORIZED, str(exc))
        response.headers["WWW-Authenticate"] = "Bearer"
        return response

    @app.exception_handler(OperatorRequired)
    async def on_operator(_request: Request, exc: OperatorRequired) -> JSONResponse:
        return _json(errors.OPERATOR_REQUIRED, str(exc))

    @app.exception_handler(RequestValidationError)
    async def on_invalid(_request: Request, exc: RequestValidationError) -> JSONResponse:
        # Where and what, never the input itself (it could be large, or something the caller should not
        # see echoed into a log).
        problems = [
            {"where": ".".join(str(p) for p in e.get("loc", ())), "problem": str(e.get("msg", ""))}
            for e in exc.errors()[:_MAX_VALIDATION_ITEMS]
        ]
        summary = "; ".join(f"{p['where']}: {p['problem']}" for p in problems)
        return _json(errors.INVALID_REQUEST, summary or errors.INVALID_REQUEST.meaning, problems=problems)

    @app.exception_handler(StarletteHTTPException)
    async def on_http(_request: Request, exc: StarletteHTTPException) -> JSONResponse:
        known = {c.status: c for c in errors.SERVICE_ERRORS}
        code = known.get(exc.status_code, errors.ErrorCode(exc.status_code, f"http_{exc.status_code}", ""))
        response = _json(code, str(exc.detail), status=exc.status_code)
        for name, value in (exc.headers or {}).items():
            response.headers[name] = value
        return response

    @app.exception_handler(Exception)
    async def on_unexpected(_request: Request, exc: Exception) -> JSONResponse:
        log.error("request failed: %s", type(exc).__name__, exc_info=exc)
        return _json(errors.INTERNAL, errors.INTERNAL.meaning)
