"""Shared helpers of the HTTP service tests (not collected: the name starts with `_`)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server extra (fastapi) is not installed")

from fastapi.testclient import TestClient

from conftest import POSTGRES_URL, TickClock, postgres_schema, postgres_schema_url, with_postgres_schema
from memtx import Memory
from memtx.server.app import create_app
from memtx.server.credentials import Credentials, stored_credentials

PRINCIPALS = {"alice": "agent", "bob": "agent", "ops": "operator", "viewer": "reader"}


class FakeMonotonic:
    """The transaction registry's clock, moved by hand."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Served:
    mem: Memory
    client: TestClient
    tokens: dict[str, str]
    clock: FakeMonotonic

    def h(self, who: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.tokens[who]}"}

    def call(self, who: str, method: str, path: str, **kwargs: Any) -> Any:
        headers = self.h(who) | kwargs.pop("headers", {})
        return self.client.request(method, path, headers=headers, **kwargs)

    def state(self) -> tuple[object, ...]:
        """What a rejected request must leave unchanged: the last csn, A's digest, the check's summary,
        the journal's end, the open transactions and the credentials."""
        mem = self.mem
        with mem.store_context.unit(write=False) as u:
            digest = u.a_digest()
            last_seq = u.last_seq()
            creds = tuple(stored_credentials(u))
            records = u.max_vid()
        return (
            mem.last_csn(),
            digest,
            mem.check().summary(),
            last_seq,
            records,
            tuple(t.id for t in mem.open_transactions()),
            creds,
        )


@contextmanager
def served(
    url: str = ":memory:", *, real_clock: bool = False, private_namespaces: bool = False, **options: Any
) -> Iterator[Served]:
    """A service over a new store with the principals of `PRINCIPALS`, driven in-process; the transaction
    registry runs on a `FakeMonotonic` unless `real_clock`. `private_namespaces`: the store as `memtx serve`
    opens it (each writer's token claims its namespace, DESIGN §8)."""
    clock = FakeMonotonic()
    with Memory.open(url, clock=TickClock(), private_namespaces=private_namespaces) as mem:
        credentials = Credentials(mem)
        tokens = {name: credentials.create(name, role=role).token for name, role in PRINCIPALS.items()}
        app = create_app(mem, clock=None if real_clock else clock, **options)
        with TestClient(app) as client:
            yield Served(mem, client, tokens, clock)


def served_on(backend: str, tmp_path: Path, **options: Any) -> Iterator[Served]:
    """A fixture's body: `served` over a new store of `backend` (memory, sqlite or postgres; PostgreSQL is
    skipped without a server, and its schema dropped afterwards)."""
    for _ in with_postgres_schema(backend, backend == "postgres", tmp_path):
        url = {
            "memory": ":memory:",
            "sqlite": f"sqlite:///{tmp_path / 'http.db'}",
            "postgres": postgres_schema_url(postgres_schema(tmp_path)) if POSTGRES_URL else "",
        }[backend]
        with served(url, **options) as service:
            yield service


def remember(s: Served, who: str, text: str, key: str, *, scope: str = "private") -> dict[str, Any]:
    """`who` observes `text` and commits `key` = its first sentence through a server-held transaction;
    returns the committed version's document."""
    sentence = text.rstrip(".")
    txn = s.call(who, "POST", "/v1/transactions").json()["id"]
    src = s.call(who, "POST", f"/v1/transactions/{txn}/sources", json={"text": text, "scope": scope}).json()
    staged = s.call(
        who,
        "POST",
        f"/v1/transactions/{txn}/proposals",
        json={"key": key, "value": sentence, "evidence": sentence, "source": src["id"]},
    )
    assert staged.status_code == 201, staged.text
    done = s.call(who, "POST", f"/v1/transactions/{txn}/commit")
    assert done.status_code == 200, done.text
    found = s.call(who, "GET", "/v1/get", params={"key": key})
    assert found.status_code == 200, found.text
    return dict(found.json()) | {"source": src["id"]}


@contextmanager
def running(app: Any, **config: Any) -> Iterator[str]:
    """`app` served by uvicorn on a free loopback port in a thread of this process; yields its base URL.
    Its loggers propagate to the root logger (`log_config=None`), so `caplog` sees them."""
    import uvicorn  # noqa: PLC0415  (the server extra)

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = int(sock.getsockname()[1])
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_config=None, **config))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    try:
        for _ in range(400):
            if server.started:
                break
            time.sleep(0.05)
        assert server.started, "uvicorn did not start"
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
