"""The `memstate` workload: keyed commits on memtx against MemState 0.5.1's keyed upserts on its SQLite backend.

Responsible for: both stores at 500 and 20,000 keys, the interleaved arms and the throughput ratio. Must not:
need MemState to be installed — without the `peers` extra the workload says how to get it and skips.

How MemState is driven (read from its 0.5.1 source): `MemoryStore(SQLiteStorage(path))` with a pydantic schema
registered under `Constraint(singleton_key="key")` is its keyed upsert — `commit_model` finds the fact whose
`payload.key` matches (a `json_extract` filter with no index: a scan of `facts`), overwrites it with
`INSERT OR REPLACE`, and appends a `tx_log` row; each of those two writes is its own SQLite transaction.
`SQLiteStorage` sets `journal_mode=WAL` and `synchronous=NORMAL` itself, so memtx runs with `fast=True` (NORMAL)
too. The stores are seeded through `SQLiteStorage.save`/`append_tx` with the rows `commit_model` would write
for a new key — seeding through `commit_model` would scan once per key, quadratic in the size.
"""

from __future__ import annotations

import importlib
import importlib.util
import time
from collections.abc import Callable

from memtx import Memory
from memtx.tooling.bench.harness import Context, Figure, Stat, Step, Target, WorkloadResult, interleave
from memtx.tooling.bench.ops import (
    T0,
    Fact,
    customer_fact,
    fallback_warnings,
    governed_commit,
    ingest,
    open_memory,
    require_committed,
)

VERSION = "0.5.1"


def _name(i: int) -> str:
    return f"k{i:06d}"


def _fact(i: int, version: int) -> Fact:
    return customer_fact(_name(i), f"city {version}")


class _MemState:
    """One MemState store on SQLite with a keyed schema; `upsert` is one timed keyed commit."""

    def __init__(self, path: str, keys: int) -> None:
        ms = importlib.import_module("memstate")
        pydantic = importlib.import_module("pydantic")
        self._ms = ms
        self.storage = ms.SQLiteStorage(path)
        self.store = ms.MemoryStore(self.storage)
        self.model = pydantic.create_model("KeyedFact", key=(str, ...), value=(str, ...))
        self.store.register_schema("fact", self.model, ms.Constraint(singleton_key="key"))
        for i in range(keys):
            fact = ms.Fact(type="fact", payload={"key": _name(i), "value": _fact(i, 0).value})
            dumped = fact.model_dump(mode="json")
            self.storage.save(dumped)
            entry = ms.TxEntry(
                session_id=None, seq=i + 1, ts=fact.ts, op=ms.Operation.COMMIT, fact_id=fact.id, fact_after=dumped
            )
            self.storage.append_tx(entry.model_dump(mode="json"))
        self.keys = keys

    def upsert(self, i: int, version: int) -> float:
        model = self.model(key=_name(i), value=_fact(i, version).value)
        start = time.perf_counter()
        self.store.commit_model(model, actor="bench")
        return time.perf_counter() - start

    def count(self) -> int:
        return len(self.storage.query(type_filter="fact"))

    def close(self) -> None:
        self.storage.close()


def _memtx_step(mem: Memory, order: list[int]) -> Step:
    def step(i: int) -> float:
        key = order[i]
        fact = _fact(key, i + 1)
        start = time.perf_counter()
        result = governed_commit(mem, fact, at=T0 + 1 + i)
        elapsed = time.perf_counter() - start
        require_committed(result, f"memtx keyed commit {i}")
        return elapsed

    return step


def _memstate_step(store: _MemState, order: list[int]) -> Step:
    def step(i: int) -> float:
        return store.upsert(order[i], i + 1)

    return step


def memstate_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    result = WorkloadResult(
        "memstate", f"keyed commits: memtx (governed, NORMAL) vs MemState {VERSION} keyed upserts on SQLite (NORMAL)"
    )
    if importlib.util.find_spec("memstate") is None:
        result.skipped = "MemState is not installed: pip install 'memtx[peers]'"
        return result
    try:
        ms = importlib.import_module("memstate")
    except (ImportError, AttributeError) as exc:
        # 0.5.1's `import memstate` evaluates `aiosqlite.Connection` and fails without its sqlite-async extra.
        result.skipped = f"MemState does not import ({exc}): pip install 'memtx[peers]'"
        return result
    if getattr(ms, "__version__", None) != VERSION:
        result.warnings.append(f"MemState {ms.__version__} is installed; the figures are for {VERSION}")
    result.warnings.extend(fallback_warnings())
    sizes = (500, 2_000) if cfg.quick else (500, 20_000)
    rounds = cfg.pick(full=200, quick=30, override=cfg.rounds)
    warmup = cfg.pick(full=10, quick=3, override=cfg.warmup)
    arms: dict[str, Step] = {}
    closers: list[Callable[[], None]] = []
    peers: dict[int, _MemState] = {}
    try:
        for n in sizes:
            # The same keys in the same order for both systems: a uniformly drawn existing key per round.
            order = [ctx.rng.randrange(n) for _ in range(warmup + rounds)]
            ctx.log(f"memstate: seeding {n:,} keys in memtx and in MemState")
            mem = open_memory(ctx.tmp / f"memtx-{n}.db", fast=True)
            closers.append(mem.close)
            ingest(mem, [_fact(i, 0) for i in range(n)], at=lambda _i: T0, label=f"memtx {n:,} keys", log=ctx.log)
            peer = _MemState(str(ctx.tmp / f"memstate-{n}.db"), n)
            closers.append(peer.close)
            peers[n] = peer
            arms[f"memtx {n}"] = _memtx_step(mem, order)
            arms[f"memstate {n}"] = _memstate_step(peer, order)
        ctx.log(f"memstate: {len(arms)} arms, {warmup} warm-up + {rounds} measured rounds, interleaved")
        samples = interleave(arms, rounds=rounds, warmup=warmup, rng=ctx.rng, log=ctx.log)
        for n, peer in peers.items():
            if peer.count() != n:
                result.warnings.append(f"MemState at {n:,} keys holds {peer.count():,} facts: upserts did not upsert")
    finally:
        for close in reversed(closers):
            close()
    for n in sizes:
        m, p = Stat.of(samples[f"memtx {n}"]), Stat.of(samples[f"memstate {n}"])
        target = Target(">=", 20.0) if n >= 20_000 else Target(">", 1.0)
        result.figures.append(
            Figure(
                f"keyed commits at {n:,} keys (throughput = 1 / median latency)",
                "ops/s",
                1.0 / m.median,
                1.0 / p.median,
                f"MemState {VERSION}",
                target,
                {"memtx": m.scaled(1e6), "memstate": p.scaled(1e6)},  # latencies, µs
            )
        )
    result.notes.extend(
        [
            "memtx: observe the new value's text + propose it for an existing key, one transaction, "
            "Memory.open(fast=True); MemState: commit_model of a schema with Constraint(singleton_key='key'), "
            "its documented keyed upsert (a json_extract scan of facts, INSERT OR REPLACE, a tx_log row)",
            "both at synchronous=NORMAL (MemState's SQLiteStorage sets NORMAL itself); each round updates the "
            "same uniformly drawn key in both; arm statistics in the JSON are latencies in µs",
        ]
    )
    if cfg.quick:
        result.notes.append("quick: 500 and 2,000 keys (the ≥ 20× target is for 20,000 keys)")
    return result
