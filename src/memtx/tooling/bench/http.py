"""`memtx bench --only http` (issue 34): governed writes per second through `memtx serve` with 8 clients, each write in
one request (`POST /v1/transactions:commit`) or in five (begin, observe, two proposals, commit), with p50/p99
latency, errors, and a check that every acknowledged write is in the store afterwards — on 1 and N workers, on
SQLite and (with `MEMTX_BENCH_POSTGRES_URL`) PostgreSQL.

Responsible for: starting the service as a user would (a subprocess on a free port, `--ready-file`), driving it
from client threads over keep-alive connections, and turning latencies into figures; the one-request rate is
reported against the path before issue 34's item 1 (`--no-group-commit --auth-ttl 0`: each commit its own durable
unit, each request's token read from the store), served at the same time over the same store, its rounds
interleaved with the others. Must not: assert a timing, or count a write as done before the service acknowledged
it.
"""

from __future__ import annotations

import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx import Memory
from memtx.tooling.bench.contention import POSTGRES_ENV
from memtx.tooling.bench.harness import BenchError, Context, Figure, Target, WorkloadResult
from memtx.tooling.bench.pgschema import drop_schema, schema_url

CLIENTS: Final = 8
READY_TIMEOUT: Final = 120.0
WARMUP: Final = 2  # untimed writes per client and arm first (their acknowledged writes are checked too)
SPLITS: Final = 4  # each arm's writes in this many rounds, interleaved with the other arms' (ABC CBA ...)
RATE_TARGET: Final = Target(">=", 250, on="value")  # issue 34: one-request governed writes/s, 8 clients
P99_TARGET: Final = Target("<=", 150, on="value")  # issue 34: p99 of a one-request write, ms
ZERO: Final = Target("==", 0, on="value")
ALL_PRESENT: Final = Target("==", 1, on="ratio")
BEFORE: Final = "one request, before (no group commit, a token read per request)"


@dataclass(frozen=True, slots=True)
class Server:
    """One `memtx serve` configuration: `tuned` is its default (group commit, tokens reused for 1 s); otherwise
    the path before issue 34's item 1."""

    workers: int
    tuned: bool

    def args(self) -> list[str]:
        tuning = [] if self.tuned else ["--no-group-commit", "--auth-ttl", "0"]
        return ["--workers", str(self.workers), *tuning]

    @property
    def tag(self) -> str:
        return f"w{self.workers}{'t' if self.tuned else 'b'}"


@dataclass
class Arm:
    """One server and one request form; its samples accumulate over the interleaved rounds."""

    server: Server
    form: str  # "one" or "multi"
    latencies: list[float] = field(default_factory=list)
    wall: float = 0.0
    errors: list[str] = field(default_factory=list)
    acked: list[tuple[str, str]] = field(default_factory=list)

    def summary(self) -> dict[str, Any]:
        lat = self.latencies
        cuts = statistics.quantiles(lat, n=100, method="inclusive") if len(lat) > 1 else lat * 99
        return {
            "workers": self.server.workers,
            "tuned": self.server.tuned,
            "form": self.form,
            "writes": len(lat),
            "errors": len(self.errors),
            "error_samples": self.errors[:3],
            "per_second": len(lat) / self.wall if self.wall else 0.0,
            "p50_ms": 1000 * statistics.median(lat) if lat else 0.0,
            "p99_ms": 1000 * cuts[98] if lat else 0.0,
        }


def _workers() -> int:
    return max(2, min(4, os.cpu_count() or 2))


@contextmanager
def _served(url: str, tmp: Path, server: Server) -> Iterator[str]:
    """`memtx serve` over `url` on a free port; yields its base URL, stops it afterwards."""
    ready = tmp / f"ready-{server.tag}"
    err_path = tmp / f"serve-{server.tag}.stderr"
    argv = [sys.executable, "-m", "memtx", "--db", url, "serve", *server.args(), "--port", "0"]
    with err_path.open("w", encoding="utf-8") as err:
        proc = subprocess.Popen(  # noqa: S603 - this interpreter running memtx on the bench's own store
            [*argv, "--ready-file", str(ready), "--log-level", "warning"], stdout=subprocess.DEVNULL, stderr=err
        )
        try:
            deadline = time.monotonic() + READY_TIMEOUT
            while not ready.exists():
                if proc.poll() is not None or time.monotonic() > deadline:
                    raise BenchError(f"memtx serve did not start: {err_path.read_text(encoding='utf-8')}")
                time.sleep(0.05)
            yield ready.read_text(encoding="utf-8").strip()
        finally:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(60)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


class _Client:
    """One client's keep-alive connection (the standard library's: the client shares the cores with the server,
    and a lighter client leaves it more of them)."""

    def __init__(self, base: str, token: str) -> None:
        parts = urllib.parse.urlsplit(base)
        self._conn = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port, timeout=120)
        self._headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

    def post(self, path: str, doc: Any = None) -> tuple[int, Any]:
        body = b"" if doc is None else json.dumps(doc).encode("utf-8")
        try:
            self._conn.request("POST", path, body=body, headers=self._headers)
            answer = self._conn.getresponse()
            data = answer.read()
        except (OSError, http.client.HTTPException):
            self._conn.close()  # (the next request reconnects)
            raise
        return answer.status, json.loads(data) if data else None

    def close(self) -> None:
        self._conn.close()


def _facts(i: int, tag: str) -> tuple[str, list[tuple[str, str]]]:
    item = f"item {tag}c{i}"  # one identifying token per write: no two writes share a cluster
    ready, ships = f"Item {tag}c{i} is ready", f"Item {tag}c{i} ships today"
    return f"{ready}. {ships}.", [(f"c{i}:{item}/status", ready), (f"c{i}:{item}/shipping", ships)]


def _one_request(client: _Client, i: int, tag: str) -> list[tuple[str, str]]:
    text, facts = _facts(i, tag)
    status, doc = client.post(
        "/v1/transactions:commit",
        {
            "observations": [{"text": text, "scope": "shared", "authority": 0.9}],
            "proposals": [{"key": k, "value": v, "evidence": v, "source": 0} for k, v in facts],
        },
    )
    if status != 200 or doc["result"]["aborted"]:
        raise BenchError(f"one-request write failed: {status} {str(doc)[:200]}")
    return facts


def _multi_request(client: _Client, i: int, tag: str) -> list[tuple[str, str]]:
    text, facts = _facts(i, tag)
    status, txn = client.post("/v1/transactions", {})
    if status != 201:
        raise BenchError(f"begin failed: {status} {str(txn)[:200]}")
    path = f"/v1/transactions/{txn['id']}"
    status, src = client.post(f"{path}/sources", {"text": text, "scope": "shared", "authority": 0.9})
    if status != 201:
        raise BenchError(f"observe failed: {status} {str(src)[:200]}")
    for key, value in facts:
        status, staged = client.post(
            f"{path}/proposals", {"key": key, "value": value, "evidence": value, "source": src["id"]}
        )
        if status != 201:
            raise BenchError(f"multi-request proposal failed: {status} {str(staged)[:200]}")
    status, done = client.post(f"{path}/commit")
    if status != 200 or done["aborted"]:
        raise BenchError(f"multi-request commit failed: {status} {str(done)[:200]}")
    return facts


def _round(arm: Arm, base: str, tokens: list[str], writes: int, round_no: int, *, timed: bool = True) -> None:
    """Every client does `writes` governed writes of the arm's form, all at once; the samples go into `arm` (a
    warm-up round, `timed=False`, adds its errors and acknowledged writes only)."""
    write = _one_request if arm.form == "one" else _multi_request
    lock = threading.Lock()

    def client_loop(i: int) -> None:
        client = _Client(base, tokens[i])
        try:
            for n in range(writes):
                began = time.perf_counter()
                try:
                    facts = write(client, i, f"{arm.server.tag}{arm.form}r{round_no}n{n}")
                except (BenchError, OSError, http.client.HTTPException, KeyError, ValueError) as exc:
                    with lock:
                        arm.errors.append(f"{type(exc).__name__}: {exc}")
                    continue
                took = time.perf_counter() - began
                with lock:
                    if timed:
                        arm.latencies.append(took)
                    arm.acked.extend(facts)
        finally:
            client.close()

    threads = [threading.Thread(target=client_loop, args=(i,)) for i in range(len(tokens))]
    began = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if timed:
        arm.wall += time.perf_counter() - began


def _backends() -> list[str]:
    return ["sqlite", "postgres"] if os.environ.get(POSTGRES_ENV, "").strip() else ["sqlite"]


def http_workload(ctx: Context) -> WorkloadResult:
    result = WorkloadResult("http", f"governed writes/s over HTTP, {CLIENTS} clients, one request vs five")
    missing = [m for m in ("fastapi", "uvicorn") if _missing(m)]
    if missing:
        result.skipped = f"needs the server extra ({', '.join(missing)}): pip install 'memtx[server]'"
        return result
    cfg = ctx.config
    writes = cfg.pick(full=40, quick=4, override=cfg.rounds)
    workers = sorted({1, _workers()})
    for backend in _backends():
        url = (
            f"sqlite:///{ctx.tmp / 'http.db'}"
            if backend == "sqlite"
            else schema_url(os.environ[POSTGRES_ENV].strip(), "http")
        )
        try:
            arms, present = _measure(ctx, url, backend, writes, workers)
        finally:
            if backend == "postgres":
                drop_schema(url)
        result.figures += _figures(backend, arms, present, workers)
        result.data[backend] = [arm.summary() for arm in arms]
        for arm in arms:
            if arm.errors:
                result.warnings.append(f"{backend} {arm.server.tag} {arm.form}: {arm.errors[:2]}")
    result.notes += [
        f"`memtx serve --workers W` on a free port; {CLIENTS} client threads in the bench process, one principal "
        f"each, one keep-alive connection each; each client does {writes} governed writes (an observation and two "
        "proposals, committed) per arm, in "
        f"{SPLITS} rounds interleaved across the arms (ABC CBA ...), after {WARMUP} untimed ones",
        "before: the same server with `--no-group-commit --auth-ttl 0` (each commit its own durable unit, each "
        "request's token read from the store), serving the same store in the same run",
        "group commit shares one write unit among a server's concurrent commits on both backends (on PostgreSQL "
        "the unit holds every member's memory space)",
        "afterwards every acknowledged write is read back from the store (present / acknowledged)",
        "client and server share the machine's cores (with other work): figures are depressed on a loaded machine",
    ]
    return result


def _missing(module: str) -> bool:
    import importlib.util  # noqa: PLC0415

    return importlib.util.find_spec(module) is None


def _measure(
    ctx: Context, url: str, backend: str, writes: int, workers: list[int]
) -> tuple[list[Arm], dict[str, tuple[int, int]]]:
    from memtx.server.credentials import Credentials  # noqa: PLC0415 - the server extra

    with Memory.open(url, private_namespaces=True) as mem:
        credentials = Credentials(mem)
        tokens = [credentials.create(f"c{i}", role="agent").token for i in range(CLIENTS)]
    here = ctx.tmp / f"http-{backend}"
    here.mkdir(parents=True, exist_ok=True)
    servers = [Server(w, tuned) for w in workers for tuned in (True, False)]
    arms = [Arm(s, form) for s in servers for form in (("one", "multi") if s.tuned else ("one",))]
    per_round = [writes // SPLITS + (1 if r < writes % SPLITS else 0) for r in range(SPLITS)]
    with ExitStack() as stack:
        bases = {s: stack.enter_context(_served(url, here, s)) for s in servers}
        for arm in arms:  # warm-up: each server's first requests load code and fill caches
            _round(arm, bases[arm.server], tokens, WARMUP, SPLITS, timed=False)  # (its own keys)
        for r, n in enumerate(per_round):
            order = arms if r % 2 == 0 else arms[::-1]
            for arm in order:
                if n:
                    ctx.log(f"http: {backend}, {arm.server.tag} {arm.form}, round {r + 1}/{SPLITS}, {CLIENTS} x {n}")
                    _round(arm, bases[arm.server], tokens, n, r)
    present: dict[str, tuple[int, int]] = {}
    with Memory.open(url) as mem:
        for arm in arms:
            found = 0
            for key, value in arm.acked:
                record = mem.get(key, agent=key.split(":", 1)[0])
                found += record is not None and record.value == value
            present[f"{arm.server.tag}{arm.form}"] = (found, len(arm.acked))
    return arms, present


def _figures(backend: str, arms: list[Arm], present: dict[str, tuple[int, int]], workers: list[int]) -> list[Figure]:
    figures: list[Figure] = []
    by = {(a.server.workers, a.server.tuned, a.form): a.summary() for a in arms}
    for w in workers:
        one, multi, before = by[(w, True, "one")], by[(w, True, "multi")], by[(w, False, "one")]
        at = f"{backend}, {w} worker{'s' if w > 1 else ''}"
        figures += [
            Figure(
                f"{at}: governed writes/s, one request",
                "ops/s",
                one["per_second"],
                before["per_second"],
                BEFORE,
                RATE_TARGET,
            ),
            Figure(f"{at}: write latency p50, one request", "ms", one["p50_ms"], before["p50_ms"], BEFORE),
            Figure(f"{at}: write latency p99, one request", "ms", one["p99_ms"], before["p99_ms"], BEFORE, P99_TARGET),
            Figure(f"{at}: governed writes/s, five requests", "ops/s", multi["per_second"], None, ""),
            Figure(f"{at}: write latency p50, five requests", "ms", multi["p50_ms"], None, ""),
            Figure(f"{at}: write latency p99, five requests", "ms", multi["p99_ms"], None, ""),
            Figure(f"{at}: errors, one request", "writes", one["errors"], before["errors"], BEFORE, ZERO),
            Figure(f"{at}: errors, five requests", "writes", multi["errors"], None, "", ZERO),
        ]
    found = sum(p[0] for p in present.values())
    acked = sum(p[1] for p in present.values())
    figures.append(
        Figure(f"{backend}: acknowledged writes present afterwards", "facts", found, acked, "acknowledged", ALL_PRESENT)
    )
    return figures
