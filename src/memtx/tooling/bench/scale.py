"""The `scale` workload: commit and `get` latency at 10^3 … 10^6 records, each size against the smallest.

Responsible for: building the stores (20% of keys with several versions, one of them written under a second
spelling that joins the key's cluster), then timing commits and reads interleaved over the sizes. Must not:
build through anything but the public API's batch path (`tx.propose_many`, or its fallback).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from memtx import Memory
from memtx.tooling.bench.harness import BenchError, Context, Figure, Stat, Step, Target, WorkloadResult, interleave, us
from memtx.tooling.bench.ops import (
    T0,
    Fact,
    customer_fact,
    fallback_warnings,
    governed_commit,
    ingest,
    load_batch,
    open_memory,
    require_committed,
)

DEFAULT_SIZES = (1_000, 10_000, 100_000, 1_000_000)
QUICK_SIZES = (1_000, 10_000)
VERSIONS = 3  # versions of a multi-version key
MULTI_EVERY = 5  # every fifth key has VERSIONS versions: 20% of the keys


def key_count(records: int) -> int:
    """Keys such that all keys' first versions plus the extra versions of every fifth key make `records`."""
    return max(1, round(records / (1 + (VERSIONS - 1) / MULTI_EVERY)))


def _key(i: int, *, alias: bool = False) -> str:
    # "the customer 7/home city" joins "customer 7/home city": they differ only in a function word (DESIGN §5).
    return f"{'the ' if alias else ''}customer {i}/home city"


def _fact(i: int, version: int, *, alias: bool = False) -> Fact:
    return customer_fact(str(i), f"city {(i * 7 + version * 13) % 1000}", key=_key(i, alias=alias))


def build(mem: Memory, records: int, *, log: Callable[[str], None], label: str) -> dict[str, int]:
    """Write about `records` records: every key once, then every fifth key again under its second spelling,
    then once more under its first; each version later than the one before, so each commits."""
    keys = key_count(records)
    multi = range(0, keys, MULTI_EVERY)
    first = [_fact(i, 1) for i in range(keys)]
    written = ingest(mem, first, at=lambda _i: T0 + 1, log=log, label=f"{label}, first versions")
    second = [_fact(i, 2, alias=True) for i in multi]
    written += ingest(mem, second, at=lambda _i: T0 + 2, log=log, label=f"{label}, second versions (alias)")
    written += ingest(mem, [_fact(i, 3) for i in multi], at=lambda _i: T0 + 3, log=log, label=f"{label}, third")
    return {"records": written, "keys": keys, "multi_version_keys": len(multi)}


def _commit_step(mem: Memory, first_new: int) -> Step:
    def step(i: int) -> float:
        fact = customer_fact(str(first_new + i), "city 1", key=_key(first_new + i))
        start = time.perf_counter()
        result = governed_commit(mem, fact, at=T0 + 10 + i)
        elapsed = time.perf_counter() - start
        require_committed(result, "scale commit")
        return elapsed

    return step


def _get_step(mem: Memory, order: list[tuple[int, bool]]) -> Step:
    def step(i: int) -> float:
        key = _key(order[i][0], alias=order[i][1])
        start = time.perf_counter()
        found = mem.get(key, agent="bench")
        elapsed = time.perf_counter() - start
        if found is None:
            raise BenchError(f"scale: get({key!r}) found nothing")
        return elapsed

    return step


def scale_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    sizes = tuple(sorted(set(cfg.sizes or (QUICK_SIZES if cfg.quick else DEFAULT_SIZES))))
    rounds = cfg.pick(full=300, quick=60, override=cfg.rounds)
    warmup = cfg.pick(full=20, quick=5, override=cfg.warmup)
    result = WorkloadResult("scale", "commit and get latency against store size (ratios vs the smallest store)")
    result.warnings.extend(fallback_warnings())
    arms: dict[str, Step] = {}
    stores: list[Memory] = []
    built: dict[int, dict[str, Any]] = {}
    try:
        for n in sizes:
            ctx.log(f"scale: building {n:,} records")
            mem = open_memory(ctx.tmp / f"scale-{n}.db", fast=True)
            stores.append(mem)
            start = time.perf_counter()
            built[n] = build(mem, n, log=ctx.log, label=f"{n:,} records")
            built[n]["build_seconds"] = time.perf_counter() - start
            ctx.log(f"scale: {built[n]['records']:,} records in {built[n]['build_seconds']:.1f} s")
            keys = built[n]["keys"]
            # Reads: a uniformly drawn existing key; multi-version keys half the time under their second spelling.
            order = []
            for _ in range(warmup + rounds):
                k = ctx.rng.randrange(keys)
                order.append((k, k % MULTI_EVERY == 0 and ctx.rng.random() < 0.5))
            arms[f"commit {n}"] = _commit_step(mem, keys + 1_000)
            arms[f"get {n}"] = _get_step(mem, order)
        ctx.log(f"scale: {len(arms)} arms, {warmup} warm-up + {rounds} measured rounds, interleaved over sizes")
        samples = interleave(arms, rounds=rounds, warmup=warmup, rng=ctx.rng, log=ctx.log)
    finally:
        for mem in stores:
            mem.close()
    base = sizes[0]
    series: dict[str, Any] = {"sizes": list(sizes)}
    for op in ("commit", "get"):
        stats = {n: us(Stat.of(samples[f"{op} {n}"])) for n in sizes}
        series[op] = [stats[n].as_dict() for n in sizes]
        for n in sizes:
            target = Target("<=", 1.25) if n >= 1_000_000 else None
            result.figures.append(
                Figure(
                    f"{op} at {n:,} records",
                    "µs",
                    stats[n].median,
                    stats[base].median,
                    f"at {base:,}",
                    target,
                    {f"{n}": stats[n], f"{base}": stats[base]},
                )
            )
    result.data["series"] = series
    result.data["stores"] = {str(n): b for n, b in built.items()}
    result.notes.extend(
        [
            f"stores built with the batch path (transactions of {load_batch():,} proposals, 100 facts per observed "
            "source), "
            "then measured interleaved over the sizes: "
            + "; ".join(
                f"{n:,}: {b['records']:,} records, {b['keys']:,} keys in {b['build_seconds']:.1f} s "
                f"({b['records'] / b['build_seconds']:,.0f} records/s)"
                for n, b in built.items()
            ),
            f"20% of keys have {VERSIONS} versions, the second written as 'the customer N/home city', which joins "
            "'customer N/home city' (an alias); reads use that spelling for half of those keys",
            "commit = observe + propose of a new key in one transaction; get = mem.get of an existing key (a hit); "
            "all at synchronous=NORMAL (fast=True), so fsync time does not hide the growth with size",
        ]
    )
    if len(sizes) < 2 or sizes[-1] < 1_000_000:
        result.notes.append("the ≤ 1.25× target is for 10^6 records against 10^3; this run did not reach 10^6")
    return result
