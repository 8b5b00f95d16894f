"""`memtx serve --workers N` (issue 34): several server processes on one port over one store, on SQLite and
PostgreSQL. Clients that open a new connection for every request land on any worker; a transaction stays with the
worker that began it and its requests are relayed there. Every acknowledged write is present afterwards, and the
store's check holds."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

import memtx
from conftest import postgres_schema, postgres_schema_url, with_postgres_schema

pytest.importorskip("uvicorn", reason="the server extra is not installed")
httpx = pytest.importorskip("httpx")

from memtx.server.credentials import Credentials  # noqa: E402 - the server extra, known to be installed

WORKERS = 2
CLIENTS = 4
WRITES = 6  # per client and form
READY_TIMEOUT = 120.0


@pytest.fixture(params=["sqlite", "postgres"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    backend = str(request.param)
    for _ in with_postgres_schema(backend, backend == "postgres", tmp_path):
        sqlite = f"sqlite:///{tmp_path / 'w.db'}"
        yield sqlite if backend == "sqlite" else postgres_schema_url(postgres_schema(tmp_path))


@contextmanager
def _serving(store: str, tmp_path: Path) -> Iterator[tuple[str, str, subprocess.Popen[bytes]]]:
    """`memtx serve --workers 2` on `store`: its base URL, a token and the process (stopped with SIGTERM afterwards
    unless the caller stopped it)."""
    with memtx.Memory.open(store, private_namespaces=True) as mem:
        token = Credentials(mem).create("alice", role="agent").token
    ready = tmp_path / "ready"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    err = (tmp_path / "stderr").open("w", encoding="utf-8")
    proc = subprocess.Popen(
        [
            *(sys.executable, "-m", "memtx", "--db", store, "serve", "--workers", str(WORKERS), "--port", "0"),
            *("--ready-file", str(ready), "--log-level", "warning"),
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=err,
    )
    try:
        deadline = time.monotonic() + READY_TIMEOUT
        while not ready.exists():
            assert proc.poll() is None, (tmp_path / "stderr").read_text(encoding="utf-8")
            assert time.monotonic() < deadline, "the workers never became ready"
            time.sleep(0.1)
        yield ready.read_text(encoding="utf-8").strip(), token, proc
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
            err.close()
    assert not ready.exists()


@pytest.fixture
def service(store: str, tmp_path: Path) -> Iterator[tuple[str, str]]:
    with _serving(store, tmp_path) as (base, token, _):
        yield base, token


def test_sigterm_stops_every_worker_and_the_service_exits_cleanly(store: str, tmp_path: Path) -> None:
    """SIGTERM (how a supervisor stops the service) ends the workers gracefully and the service with status 0 — a
    forked worker once ran the parent's SIGTERM handler as uvicorn exited and died with an AssertionError (exit 1)."""
    with _serving(store, tmp_path) as (base, token, proc):
        assert _fresh(base, token, "GET", "/v1/whoami").status_code == 200
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(60) == 0
    stderr = (tmp_path / "stderr").read_text(encoding="utf-8")
    assert "Traceback" not in stderr, stderr
    assert "ended; the service stopped" not in stderr, stderr


def _fresh(base: str, token: str, method: str, path: str, body: object = None) -> httpx.Response:
    """One request on a connection of its own (so consecutive requests may reach different workers)."""
    with httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=60) as client:
        return client.request(method, path, json=body)


def _writes(base: str, token: str, who: int, acked: list[tuple[str, str]], errors: list[str]) -> None:
    for n in range(WRITES):
        text = f"Item c{who}n{n} is ready."  # (one identifying token per item: no two keys share a cluster)
        key, value = f"alice:item c{who}n{n}/status", f"Item c{who}n{n} is ready"
        one = _fresh(
            base,
            token,
            "POST",
            "/v1/transactions:commit",
            {
                "observations": [{"text": text, "scope": "shared"}],
                "proposals": [{"key": key, "value": value, "evidence": value, "source": 0}],
            },
        )
        if one.status_code != 200:
            errors.append(one.text)
            continue
        acked.append((key, value))
        many_key = f"alice:part c{who}n{n}/status"
        txn = _fresh(base, token, "POST", "/v1/transactions").json()["id"]
        src = _fresh(base, token, "POST", f"/v1/transactions/{txn}/sources", {"text": text, "scope": "shared"})
        staged = _fresh(
            base,
            token,
            "POST",
            f"/v1/transactions/{txn}/proposals",
            {"key": many_key, "value": value, "evidence": value, "source": src.json()["id"]},
        )
        done = _fresh(base, token, "POST", f"/v1/transactions/{txn}/commit")
        if staged.status_code != 201 or done.status_code != 200:
            errors.append(staged.text + done.text)
            continue
        acked.append((many_key, value))


def test_workers_serve_both_forms_and_every_acknowledged_write_is_present(service: tuple[str, str], store: str) -> None:
    base, token = service
    acked: list[tuple[str, str]] = []
    errors: list[str] = []
    threads = [threading.Thread(target=_writes, args=(base, token, c, acked, errors)) for c in range(CLIENTS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(300)
    assert not errors, errors[:3]
    assert len(acked) == 2 * CLIENTS * WRITES
    with memtx.Memory.open(store) as mem:
        for key, value in acked:
            found = mem.get(key, agent="alice")
            assert found is not None, key
            assert found.value == value
        assert mem.check().ok
