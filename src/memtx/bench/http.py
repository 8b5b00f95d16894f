"""`memtx bench --only http` (issue 34): governed writes per second through `memtx serve --workers N` with 8
clients, each write in one request (`POST /v1/transactions:commit`) or in five (begin, observe, two proposals,
commit), with p50/p99 latency, errors, and a check that every acknowledged write is in the store afterwards.

Responsible for: starting the service as a user would (a subprocess on a free port, `--ready-file`), driving it
from client threads, and turning latencies into figures; the one-request form's rate is reported against the
multi-request form's, measured in the same run on the same server. Must not: assert a timing; a write that was
acknowledged and is missing stops the workload (`BenchError`) instead of printing a rate.
"""

from __future__ import annotations

import os
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from memtx import Memory
from memtx.bench.contention import POSTGRES_ENV, drop_schema, schema_url
from memtx.bench.harness import BenchError, Context, Figure, WorkloadResult

CLIENTS = 8
READY_TIMEOUT = 120.0
Write = Callable[[Any, int, int, str], None]  # (client, writer index, n, form-tag): one governed write


def _workers() -> int:
    return max(2, min(4, os.cpu_count() or 2))


@contextmanager
def _served(url: str, tmp: Path, workers: int) -> Iterator[str]:
    """`memtx serve --workers` over `url` on a free port; yields its base URL, stops it afterwards."""
    ready = tmp / "ready"
    err = (tmp / "serve.stderr").open("w", encoding="utf-8")
    argv = [sys.executable, "-m", "memtx", "--db", url, "serve", "--workers", str(workers), "--port", "0"]
    proc = subprocess.Popen(  # noqa: S603 - this interpreter running memtx on the bench's own store
        [*argv, "--ready-file", str(ready), "--log-level", "warning"], stdout=subprocess.DEVNULL, stderr=err
    )
    try:
        deadline = time.monotonic() + READY_TIMEOUT
        while not ready.exists():
            if proc.poll() is not None or time.monotonic() > deadline:
                raise BenchError(f"memtx serve did not start: {(tmp / 'serve.stderr').read_text(encoding='utf-8')}")
            time.sleep(0.05)
        yield ready.read_text(encoding="utf-8").strip()
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(60)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        err.close()


def _facts(i: int, n: int, form: str) -> tuple[str, list[tuple[str, str]]]:
    item = f"item {form}c{i}n{n}"  # one identifying token per write: no two writes share a cluster
    ready, ships = f"Item {form}c{i}n{n} is ready", f"Item {form}c{i}n{n} ships today"
    return f"{ready}. {ships}.", [(f"c{i}:{item}/status", ready), (f"c{i}:{item}/shipping", ships)]


def _one_request(client: Any, i: int, n: int, form: str) -> list[tuple[str, str]]:
    text, facts = _facts(i, n, form)
    answer = client.post(
        "/v1/transactions:commit",
        json={
            "observations": [{"text": text, "scope": "shared", "authority": 0.9}],
            "proposals": [{"key": k, "value": v, "evidence": v, "source": 0} for k, v in facts],
        },
    )
    if answer.status_code != 200 or answer.json()["result"]["aborted"]:
        raise BenchError(f"one-request write failed: {answer.status_code} {answer.text[:200]}")
    return facts


def _multi_request(client: Any, i: int, n: int, form: str) -> list[tuple[str, str]]:
    text, facts = _facts(i, n, form)
    txn = client.post("/v1/transactions", json={}).json()["id"]
    src = client.post(f"/v1/transactions/{txn}/sources", json={"text": text, "scope": "shared", "authority": 0.9})
    for key, value in facts:
        staged = client.post(
            f"/v1/transactions/{txn}/proposals",
            json={"key": key, "value": value, "evidence": value, "source": src.json()["id"]},
        )
        if staged.status_code != 201:
            raise BenchError(f"multi-request proposal failed: {staged.status_code} {staged.text[:200]}")
    done = client.post(f"/v1/transactions/{txn}/commit")
    if done.status_code != 200 or done.json()["aborted"]:
        raise BenchError(f"multi-request commit failed: {done.status_code} {done.text[:200]}")
    return facts


def _arm(base: str, tokens: list[str], writes: int, form: str) -> dict[str, Any]:
    """Every client thread does `writes` governed writes of `form`; the rate, latencies and what was acked."""
    import httpx  # noqa: PLC0415 - the server extra's client

    write = _one_request if form == "one" else _multi_request
    latencies: list[float] = []
    acked: list[tuple[str, str]] = []
    errors: list[str] = []
    lock = threading.Lock()

    def client_loop(i: int) -> None:
        headers = {"Authorization": f"Bearer {tokens[i]}"}
        with httpx.Client(base_url=base, headers=headers, timeout=120) as client:
            for n in range(writes):
                began = time.perf_counter()
                try:
                    facts = write(client, i, n, form)
                except (BenchError, httpx.HTTPError) as exc:
                    with lock:
                        errors.append(str(exc))
                    continue
                took = time.perf_counter() - began
                with lock:
                    latencies.append(took)
                    acked.extend(facts)

    threads = [threading.Thread(target=client_loop, args=(i,)) for i in range(len(tokens))]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - began
    if not latencies:
        raise BenchError(f"no {form}-request write succeeded: {errors[:3]}")
    cuts = statistics.quantiles(latencies, n=100, method="inclusive") if len(latencies) > 1 else latencies * 99
    return {
        "writes": len(latencies),
        "errors": len(errors),
        "error_samples": errors[:3],
        "per_second": len(latencies) / wall,
        "p50_ms": 1000 * statistics.median(latencies),
        "p99_ms": 1000 * cuts[98],
        "acked": acked,
    }


def _backends() -> list[str]:
    return ["sqlite", "postgres"] if os.environ.get(POSTGRES_ENV, "").strip() else ["sqlite"]


def http_workload(ctx: Context) -> WorkloadResult:
    missing = [m for m in ("fastapi", "uvicorn", "httpx") if _missing(m)]
    result = WorkloadResult("http", f"governed writes/s over HTTP, {CLIENTS} clients, one request vs five")
    if missing:
        result.skipped = f"needs the server extra ({', '.join(missing)}): pip install 'memtx[server]'"
        return result
    cfg = ctx.config
    writes = cfg.pick(full=40, quick=3, override=cfg.rounds)
    workers = _workers()
    for backend in _backends():
        url = (
            f"sqlite:///{ctx.tmp / 'http.db'}"
            if backend == "sqlite"
            else schema_url(os.environ[POSTGRES_ENV].strip(), "http")
        )
        try:
            arms = _measure(ctx, url, backend, writes, workers)
        finally:
            if backend == "postgres":
                drop_schema(url)
        one, multi = arms["one"], arms["multi"]
        five = "five requests"
        result.figures += [
            Figure(f"{backend}: governed writes/s, one request", "ops/s", one["per_second"], multi["per_second"], five),
            Figure(f"{backend}: governed writes/s, five requests", "ops/s", multi["per_second"], None, ""),
            Figure(f"{backend}: write latency p50, one request", "ms", one["p50_ms"], multi["p50_ms"], five),
            Figure(f"{backend}: write latency p99, one request", "ms", one["p99_ms"], multi["p99_ms"], five),
            Figure(f"{backend}: errors, one request (vs five)", "writes", one["errors"], multi["errors"], five),
        ]
        result.data[backend] = {form: {k: v for k, v in arm.items() if k != "acked"} for form, arm in arms.items()}
    result.notes += [
        f"`memtx serve --workers {workers}` on a free port; {CLIENTS} client threads in the bench process, one "
        f"principal each, each doing {writes} governed writes (an observation and two proposals, committed) per "
        "form, the multi-request form first",
        "every acknowledged write was read back from the store after both forms (a missing one stops the run)",
        "client and server share the machine's cores (with other work): rates are depressed; the ratio is the figure",
    ]
    return result


def _missing(module: str) -> bool:
    import importlib.util  # noqa: PLC0415

    return importlib.util.find_spec(module) is None


def _measure(ctx: Context, url: str, backend: str, writes: int, workers: int) -> dict[str, dict[str, Any]]:
    from memtx.server.credentials import Credentials  # noqa: PLC0415 - the server extra

    with Memory.open(url, private_namespaces=True) as mem:
        credentials = Credentials(mem)
        tokens = [credentials.create(f"c{i}", role="agent").token for i in range(CLIENTS)]
    here = ctx.tmp / f"http-{backend}"
    here.mkdir(parents=True, exist_ok=True)
    with _served(url, here, workers) as base:
        arms = {}
        for form in ("multi", "one"):
            ctx.log(f"http: {backend}, {CLIENTS} clients x {writes} writes, {form} request form")
            arms[form] = _arm(base, tokens, writes, form)
    with Memory.open(url) as mem:
        for form, arm in arms.items():
            for key, value in arm["acked"]:
                found = mem.get(key, agent=key.split(":", 1)[0])
                if found is None or found.value != value:
                    raise BenchError(f"an acknowledged {form}-request write is missing: {key}")
    return arms
