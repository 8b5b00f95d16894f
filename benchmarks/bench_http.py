"""Load on the HTTP service over loopback (issue 13): requests/s and p50/p99 latency of `add`,
propose+commit and `get`, against the same operations through the Python API in the same run.

Run: `python benchmarks/bench_http.py [--requests N] [--clients C] [--db PATH]`. The script creates a SQLite
store in a temporary directory (or PATH), mints a token with `memtx token create`, starts `memtx serve` on
127.0.0.1 (a child process, uvicorn, default settings: durable commits) and drives it with httpx over
keep-alive connections, `C` client threads (default 1) splitting N operations of each kind (default 300):

- add: `POST /v1/add`, one user message stating one fact (a new key each time): one request;
- propose+commit: `POST /v1/transactions`, `.../sources`, `.../proposals`, `.../commit`: four requests,
  one latency for the four (and requests/s counts all four);
- get: `GET /v1/get` of keys written above: one request.

Then the same operations on another fresh store of the same kind in this process through `memtx.Memory`
(the baseline), and the ratio HTTP / Python of the mean latency. Figures are for this machine and its
load; nothing is asserted.
"""

from __future__ import annotations

import argparse
import json
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

import httpx

from memtx import Memory


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


class Run:
    def __init__(self, name: str, per_op_requests: int) -> None:
        self.name = name
        self.per_op_requests = per_op_requests
        self.latencies: list[float] = []
        self.wall = 0.0

    def line(self) -> str:
        ops = len(self.latencies)
        rps = f"{ops * self.per_op_requests / self.wall:>8.1f} req/s" if self.per_op_requests else " " * 14
        return (
            f"{self.name:<16} {ops:>6} ops  {rps}  {ops / self.wall:>8.1f} ops/s  "
            f"p50 {_pct(self.latencies, 0.50) * 1e3:>7.2f} ms  p99 {_pct(self.latencies, 0.99) * 1e3:>7.2f} ms"
        )


def _drive(name: str, per_op: int, n: int, clients: int, op: Callable[[int], None]) -> Run:
    """Run op(0..n-1) on `clients` threads, each taking every `clients`-th index."""
    run = Run(name, per_op)
    lock = threading.Lock()
    errors: list[BaseException] = []

    def worker(first: int) -> None:
        mine: list[float] = []
        try:
            for i in range(first, n, clients):
                start = time.perf_counter()
                op(i)
                mine.append(time.perf_counter() - start)
        except BaseException as exc:  # noqa: BLE001  (re-raised below, on the main thread)
            errors.append(exc)
        with lock:
            run.latencies.extend(mine)

    threads = [threading.Thread(target=worker, args=(c,)) for c in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    run.wall = time.perf_counter() - start
    if errors:
        raise errors[0]
    return run


def _fact(i: int) -> str:
    return f"I live in city number {i}."


def _http_runs(base: str, token: str, n: int, clients: int) -> list[Run]:
    local = threading.local()

    def client() -> httpx.Client:
        if not hasattr(local, "c"):
            local.c = httpx.Client(base_url=base, headers={"Authorization": f"Bearer {token}"}, timeout=60)
        c: httpx.Client = local.c
        return c

    def ok(r: httpx.Response) -> dict[str, object]:
        if r.status_code >= 400:
            raise RuntimeError(f"{r.request.method} {r.request.url}: {r.status_code} {r.text}")
        doc: dict[str, object] = r.json()
        return doc

    def add(i: int) -> None:
        ok(client().post("/v1/add", json={"messages": [_fact(i)], "user": f"user{i}"}))

    def propose_commit(i: int) -> None:
        c = client()
        txn = ok(c.post("/v1/transactions"))["id"]
        text = f"Order {i} ships to dock {i % 7}."
        src = ok(c.post(f"/v1/transactions/{txn}/sources", json={"text": text, "scope": "shared"}))["id"]
        value = text.rstrip(".")
        body = {"key": f"order-{i}/dock", "value": value, "evidence": value, "source": src}
        ok(c.post(f"/v1/transactions/{txn}/proposals", json=body))
        ok(c.post(f"/v1/transactions/{txn}/commit"))

    def get(i: int) -> None:
        ok(client().get("/v1/get", params={"key": f"order-{i % n}/dock"}))

    return [
        _drive("add", 1, n, clients, add),
        _drive("propose+commit", 4, n, clients, propose_commit),
        _drive("get", 1, n, clients, get),
    ]


def _python_runs(mem: Memory, n: int, clients: int) -> list[Run]:
    def add(i: int) -> None:
        mem.add([_fact(i)], agent="bench", user=f"user{i}")

    def propose_commit(i: int) -> None:
        with mem.transaction(agent="bench") as tx:
            text = f"Order {i} ships to dock {i % 7}."
            src = tx.observe(text, owner="bench", scope="shared")
            value = text.rstrip(".")
            tx.propose(key=f"order-{i}/dock", value=value, evidence=value, source=src.id)

    def get(i: int) -> None:
        assert mem.get(f"order-{i % n}/dock", agent="bench") is not None

    return [  # no requests: calls in process
        _drive("add", 0, n, clients, add),
        _drive("propose+commit", 0, n, clients, propose_commit),
        _drive("get", 0, n, clients, get),
    ]


def _wait_ready(base: str, proc: subprocess.Popen[bytes]) -> None:
    for _ in range(400):
        if proc.poll() is not None:
            raise RuntimeError(f"memtx serve exited with {proc.returncode}")
        try:
            if httpx.get(f"{base}/healthz", timeout=1).status_code == 200:
                return
        except httpx.TransportError:
            pass
        time.sleep(0.05)
    raise RuntimeError("memtx serve did not come up")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=300, help="operations of each kind")
    parser.add_argument("--clients", type=int, default=1, help="client threads")
    parser.add_argument("--db", type=Path, default=None, help="store file (default: a temporary one)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        db = args.db or Path(tmp) / "bench_http.db"
        memtx_cmd = [sys.executable, "-m", "memtx", "--db", str(db)]
        minted = subprocess.run([*memtx_cmd, "--json", "token", "create", "bench"], check=True, capture_output=True)
        token = json.loads(minted.stdout)["token"]
        port = _free_port()
        base = f"http://127.0.0.1:{port}"
        proc = subprocess.Popen(
            [*memtx_cmd, "serve", "--host", "127.0.0.1", "--port", str(port), "--log-level", "warning"],
            env=os.environ.copy(),
        )
        try:
            _wait_ready(base, proc)
            http = _http_runs(base, token, args.requests, args.clients)
        finally:
            proc.terminate()
            proc.wait(timeout=30)
        with Memory.open(Path(tmp) / "bench_python.db") as mem:
            mem.register_agent("bench")
            python = _python_runs(mem, args.requests, args.clients)
    print(f"memtx HTTP service on 127.0.0.1, SQLite (durable), {args.clients} client thread(s)")
    print("HTTP (memtx serve, httpx keep-alive):")
    for run in http:
        print("  " + run.line())
    print("Python API in process (baseline, same operations):")
    for run in python:
        print("  " + run.line())
    print("mean latency HTTP / Python:")
    for h, p in zip(http, python, strict=True):
        print(f"  {h.name:<16} {statistics.fmean(h.latencies) / statistics.fmean(p.latencies):>6.2f}x")


if __name__ == "__main__":
    main()
