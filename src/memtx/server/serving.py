"""Running the service under uvicorn for `memtx serve`, and telling a waiter when it is ready (issue 32).

Responsible for: the uvicorn server and `--ready-file` — the file is written, whole, once the server accepts
connections, holds its base URL, and is gone when the server stops. Must not: build the app
(`memtx.server.app.create_app` does) or open the store (the command does).
"""

from __future__ import annotations

import contextlib
import os
import socket
from pathlib import Path
from typing import Any

import uvicorn
from fastapi import FastAPI


def clear_ready_file(path: Path) -> None:
    """Remove what a previous run left at `path`, before anything else, so no waiter takes it for this
    run's; refuse a path that cannot be written later (its directory missing) before the server starts."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    if not path.parent.is_dir():
        raise FileNotFoundError(f"the ready file's directory {path.parent} does not exist")


def serve(app: FastAPI, *, host: str, port: int, log_level: str, ready_file: Path | None = None) -> None:
    """Serve `app` until interrupted; with `ready_file`, announce readiness there (and withdraw it)."""
    server = _Server(uvicorn.Config(app, host=host, port=port, log_level=log_level), ready_file)
    try:
        server.run()
    finally:
        if ready_file is not None:
            with contextlib.suppress(FileNotFoundError):
                ready_file.unlink()


class _Server(uvicorn.Server):
    """uvicorn's server, which writes the ready file right after its sockets listen."""

    def __init__(self, config: uvicorn.Config, ready_file: Path | None) -> None:
        super().__init__(config)
        self._ready_file = ready_file

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.started and self._ready_file is not None:
            write_whole(self._ready_file, base_url(self.servers[0].sockets[0].getsockname()) + "\n")


def base_url(address: tuple[Any, ...]) -> str:
    """`http://HOST:PORT` of a listening socket's address (IPv4 or IPv6)."""
    host, port = address[0], address[1]
    return f"http://[{host}]:{port}" if ":" in host else f"http://{host}:{port}"


def write_whole(path: Path, text: str) -> None:
    """Write `path` so that a reader sees no file or all of it: a sibling file renamed into place."""
    partial = path.with_name(f".{path.name}.{os.getpid()}.partial")
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)
