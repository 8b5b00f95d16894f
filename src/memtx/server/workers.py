"""`memtx serve --workers N` (issue 34): N server processes on one listening socket, each with its own store
handle, and server-held transactions reached wherever they live.

Responsible for: the listening socket (made once, inherited by every worker), starting the workers (forked
before any store is opened: each opens its own handle, so SQLite's and PostgreSQL's own locking serialize their
writers exactly as between any processes), the ready file once every worker listens, stopping them all, and
`ForwardToHolder` — a transaction begun on worker i is held by worker i alone (its staged versions live in that
process, DESIGN §6), so its id says `i` and a request for it that reaches another worker is relayed, over that
worker's Unix socket, to worker i. Must not: build the app or open the store itself (the caller's `start_worker`
does, in the worker).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import multiprocessing.connection
import os
import re
import signal
import socket
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Final

import httpx
import uvicorn
from fastapi import FastAPI

from memtx.server.serving import base_url, write_whole

__all__ = ["ForwardToHolder", "WorkerExited", "serve_workers", "txn_prefix"]

START_TIMEOUT: Final = 120.0  # seconds for every worker to open the store and listen
_HELD: Final = re.compile(r"^/v1/transactions/tx_w(\d{1,4})\.")
# Hop-by-hop headers (and the length, which the relay sets itself) are not relayed.
_HOP: Final = frozenset({"connection", "keep-alive", "transfer-encoding", "content-length", "host", "upgrade"})


class WorkerExited(Exception):
    """A worker process ended on its own (crashed, or failed to open the store): the service stops."""


def txn_prefix(worker: int) -> str:
    """The prefix of the transaction ids worker `worker` hands out."""
    return f"tx_w{worker}."


class ForwardToHolder:
    """ASGI middleware: a request on a transaction another worker holds is relayed to that worker."""

    def __init__(self, app: Any, *, worker: int, sockets: Sequence[str]) -> None:
        self.app = app
        self._worker = worker
        self._sockets = list(sockets)
        self._clients: dict[int, httpx.AsyncClient] = {}

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        holder = self._holder(scope)
        if holder is None:
            await self.app(scope, receive, send)
            return
        body = bytearray()
        while True:
            message = await receive()
            body += message.get("body", b"")
            if not message.get("more_body", False):
                break
        client = self._clients.get(holder)
        if client is None:
            transport = httpx.AsyncHTTPTransport(uds=self._sockets[holder])
            client = self._clients[holder] = httpx.AsyncClient(transport=transport, base_url="http://worker")
        query = scope.get("query_string", b"").decode("latin-1")
        headers = [(k.decode("latin-1"), v.decode("latin-1")) for k, v in scope["headers"] if k.decode() not in _HOP]
        answer = await client.request(
            scope["method"], scope["path"] + (f"?{query}" if query else ""), headers=headers, content=bytes(body)
        )
        relayed = [(k.encode("latin-1"), v.encode("latin-1")) for k, v in answer.headers.multi_items()]
        relayed = [(k, v) for k, v in relayed if k.decode().lower() not in _HOP | {"content-encoding"}]
        relayed.append((b"content-length", str(len(answer.content)).encode()))
        await send({"type": "http.response.start", "status": answer.status_code, "headers": relayed})
        await send({"type": "http.response.body", "body": answer.content})

    def _holder(self, scope: Any) -> int | None:
        if scope.get("type") != "http":
            return None
        match = _HELD.match(scope.get("path", ""))
        if match is None:
            return None
        holder = int(match.group(1))
        return holder if holder != self._worker and holder < len(self._sockets) else None


def serve_workers(
    start_worker: Callable[[int, Sequence[str]], FastAPI],
    *,
    workers: int,
    host: str,
    port: int,
    log_level: str,
    ready_file: Path | None = None,
) -> None:
    """Serve with `workers` processes until interrupted. `start_worker(i, sockets)` runs in worker i: it opens the
    store and returns the app (with `ForwardToHolder` for the workers' Unix `sockets`, and `txn_prefix(i)`)."""
    listener = socket.create_server((host, port), reuse_port=False)
    listener.set_inheritable(True)
    here = tempfile.mkdtemp(prefix="memtx-workers-")
    sockets = [os.path.join(here, f"w{i}.sock") for i in range(workers)]
    context = multiprocessing.get_context("fork")  # before any store is opened in this process
    ready = context.Queue()
    procs = [
        context.Process(
            target=_worker,
            args=(start_worker, i),
            kwargs={"listener": listener, "sockets": sockets, "log_level": log_level, "ready": ready},
        )
        for i in range(workers)
    ]
    previous = signal.signal(signal.SIGTERM, lambda *_: _stop(procs))
    try:
        for proc in procs:
            proc.start()
        for _ in procs:
            ready.get(timeout=START_TIMEOUT)
        if ready_file is not None:
            write_whole(ready_file, base_url(listener.getsockname()) + "\n")
        # One worker gone (crashed, or stopped): the service stops whole — a transaction held by a dead worker
        # cannot be relayed to, and a half-served port is worse than none.
        multiprocessing.connection.wait([proc.sentinel for proc in procs])
        died = [f"worker {i} (exit {proc.exitcode})" for i, proc in enumerate(procs) if proc.exitcode not in (None, 0)]
        if died:
            raise WorkerExited(f"{', '.join(died)} ended; the service stopped")
    except KeyboardInterrupt:
        pass
    finally:
        signal.signal(signal.SIGTERM, previous)
        _stop(procs)
        listener.close()
        if ready_file is not None:
            with contextlib.suppress(FileNotFoundError):
                ready_file.unlink()
        for path in sockets:
            with contextlib.suppress(FileNotFoundError):
                os.unlink(path)
        with contextlib.suppress(OSError):
            os.rmdir(here)


def _stop(procs: Sequence[Any]) -> None:
    """Ask every live worker to stop (uvicorn ends its open transactions on SIGTERM) and wait for it."""
    for proc in procs:
        if proc.is_alive():
            proc.terminate()
    for proc in procs:
        proc.join(30)
        if proc.is_alive():
            proc.kill()
            proc.join()


def _worker(
    start_worker: Callable[[int, Sequence[str]], FastAPI],
    index: int,
    *,
    listener: socket.socket,
    sockets: Sequence[str],
    log_level: str,
    ready: Any,
) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent stops the workers (SIGTERM)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # (not the parent's handler, inherited by the fork)
    app = start_worker(index, sockets)
    own = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    own.bind(sockets[index])
    own.listen(128)
    server = _ReadyServer(uvicorn.Config(app, log_level=log_level), lambda: ready.put(index))
    # uvicorn stops gracefully on SIGTERM, then raises it again under the handler it found: an exit of the
    # worker, once stopped, is a clean one (0), which the parent tells from a crash.
    signal.signal(signal.SIGTERM, lambda *_: None)
    server.run(sockets=[listener, own])


class _ReadyServer(uvicorn.Server):
    def __init__(self, config: uvicorn.Config, on_ready: Callable[[], None]) -> None:
        super().__init__(config)
        self._on_ready = on_ready

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started:
            self._on_ready()
