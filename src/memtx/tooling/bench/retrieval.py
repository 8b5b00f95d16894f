"""The `search` workload (DESIGN §12): `search` and `context` latency at 10^4 and 10^5 records, and what the
search index adds to a governed commit.

Responsible for: building the stores like `scale` does (20% of keys with several versions), timing `search`
and `context` of a random customer interleaved over the sizes, and timing the same governed commit with and
without the index in one interleaved run. Must not: change what a commit does outside the measured no-index
arm, whose store never serves a search.

The no-index arm is the same commit on its own store with `memtx.storage.sqlite.unit.index_rows` replaced
by a no-op for the duration of that arm's steps only: the commit then writes no FTS5 row and no document
count, and everything else it does is unchanged.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from memtx import HashingEmbedder, Memory
from memtx.storage.sqlite import unit as sqlite_unit
from memtx.tooling.bench.harness import BenchError, Context, Figure, Stat, Step, WorkloadResult, interleave, us
from memtx.tooling.bench.ops import (
    T0,
    customer_fact,
    fallback_warnings,
    governed_commit,
    open_memory,
    require_committed,
)
from memtx.tooling.bench.scale import build, key_count

DEFAULT_SIZES = (10_000, 100_000)
QUICK_SIZES = (1_000, 10_000)
QUERIES = ("where does customer {} live", "customer {} home city")
_LABEL = {
    "search": "search (lexical)",
    "context": "context (lexical)",
    "dense": "search (dense)",
    "hybrid": "search (hybrid)",
}


def _has_numpy() -> bool:
    try:
        import numpy  # noqa: F401, PLC0415
    except ImportError:
        return False
    return True


_INDEXER = "index_rows"  # the function `SQLiteUnit.insert_records` indexes new versions with


@contextmanager
def _no_index() -> Iterator[None]:
    real = getattr(sqlite_unit, _INDEXER)
    setattr(sqlite_unit, _INDEXER, lambda _conn, _rows: 0)  # (it returns how many versions it indexed)
    try:
        yield
    finally:
        setattr(sqlite_unit, _INDEXER, real)


def _read_step(mem: Memory, keys: int, picks: list[int], op: str) -> Step:
    def step(i: int) -> float:
        query = QUERIES[i % len(QUERIES)].format(picks[i] % keys)
        start = time.perf_counter()
        if op == "context":
            found = len(mem.context(query, agent="bench", k=8, mode="lexical").items)
        else:  # search: lexical, dense or hybrid
            found = len(mem.search(query, agent="bench", k=8, mode=op.removeprefix("search ")))
        elapsed = time.perf_counter() - start
        if not found:
            raise BenchError(f"search: {op}({query!r}) found nothing")
        return elapsed

    return step


def _commit_step(mem: Memory, first: int, wrap: Callable[[], Any] | None = None) -> Step:
    def step(i: int) -> float:
        fact = customer_fact(f"new{first + i}", "city 1")
        start = time.perf_counter()
        if wrap is None:
            result = governed_commit(mem, fact, at=T0 + 10 + i)
        else:
            with wrap():
                result = governed_commit(mem, fact, at=T0 + 10 + i)
        elapsed = time.perf_counter() - start
        require_committed(result, "search commit")
        return elapsed

    return step


def search_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    sizes = QUICK_SIZES if cfg.quick else DEFAULT_SIZES  # its own sizes: `--sizes` is the scale workload's
    rounds = cfg.pick(full=300, quick=40, override=cfg.rounds)
    warmup = cfg.pick(full=20, quick=5, override=cfg.warmup)
    result = WorkloadResult("search", "search and context latency against store size; the index's cost per commit")
    result.warnings.extend(fallback_warnings())
    arms: dict[str, Step] = {}
    stores: list[Memory] = []
    dense = _has_numpy()  # brute-force cosine in plain Python would measure Python, not the design
    if not dense:
        result.warnings.append("numpy is not installed: the dense and hybrid arms are skipped (memtx[dense])")
    built: dict[int, dict[str, Any]] = {}
    try:
        for n in sizes:
            ctx.log(f"search: building {n:,} records")
            mem = open_memory(ctx.tmp / f"search-{n}.db", fast=True)
            stores.append(mem)
            start = time.perf_counter()
            built[n] = build(mem, n, log=ctx.log, label=f"{n:,} records")
            built[n]["build_seconds"] = time.perf_counter() - start
            picks = [ctx.rng.randrange(key_count(n)) for _ in range(warmup + rounds)]
            arms[f"search {n}"] = _read_step(mem, built[n]["keys"], picks, "search lexical")
            arms[f"context {n}"] = _read_step(mem, built[n]["keys"], picks, "context")
            if dense:
                # The same store under a handle with the hashing embedder, its vectors backfilled.
                embedded = Memory.attach(mem.store_context.backend, embedder=HashingEmbedder(384))
                start = time.perf_counter()
                embedded.embed_missing(batch=4_096)
                built[n]["embed_seconds"] = time.perf_counter() - start
                arms[f"dense {n}"] = _read_step(embedded, built[n]["keys"], picks, "search dense")
                arms[f"hybrid {n}"] = _read_step(embedded, built[n]["keys"], picks, "search hybrid")
        # The commit arms: the same commit on two fresh stores of the smallest size, with and without the index.
        with_index = open_memory(ctx.tmp / "commit-index.db", fast=True)
        without = open_memory(ctx.tmp / "commit-noindex.db", fast=True)
        stores += [with_index, without]
        build(with_index, sizes[0], log=ctx.log, label="commit store (index)")
        with _no_index():
            build(without, sizes[0], log=ctx.log, label="commit store (no index)")
        arms["commit with index"] = _commit_step(with_index, 0)
        arms["commit without index"] = _commit_step(without, 0, _no_index)
        ctx.log(f"search: {len(arms)} arms, {warmup} warm-up + {rounds} measured rounds, interleaved")
        samples = interleave(arms, rounds=rounds, warmup=warmup, rng=ctx.rng, log=ctx.log)
    finally:
        for mem in stores:
            mem.close()
    base = sizes[0]
    for op in ("search", "context", *(("dense", "hybrid") if dense else ())):
        stats = {n: us(Stat.of(samples[f"{op} {n}"])) for n in sizes}
        for n in sizes:
            result.figures.append(
                Figure(
                    f"{_LABEL[op]} at {n:,} records (k=8)", "µs", stats[n].median, stats[base].median, f"at {base:,}"
                )
            )
    plain, indexed = us(Stat.of(samples["commit without index"])), us(Stat.of(samples["commit with index"]))
    result.figures.append(
        Figure(
            "governed commit with the search index",
            "µs",
            indexed.median,
            plain.median,
            "the same commit without it",
            None,
            {"with index": indexed, "without index": plain},
        )
    )
    result.data["stores"] = {str(n): b for n, b in built.items()}
    result.notes.extend(
        [
            "stores built like `scale` (20% of keys with 3 versions, one under a second spelling); queries alternate "
            + " and ".join(repr(q.format("N")) for q in QUERIES)
            + " for a random existing customer N; reads as the writing agent; synchronous=NORMAL",
            "dense and hybrid: the same stores under a handle with memtx.HashingEmbedder(384) (deterministic hashed "
            "features standing in for a model's embedder; all-MiniLM-L6-v2 has the same dimension), vectors "
            "backfilled with embed_missing; brute-force cosine over every stored vector (numpy), then the read rules",
            "the commit arms: observe + propose of a new key on two stores of "
            f"{base:,} records, one of them with memtx.storage.sqlite.unit.index_rows replaced by a no-op "
            "while its arm runs (no FTS5 row, no document counts): the ratio is what the index adds",
        ]
    )
    return result
