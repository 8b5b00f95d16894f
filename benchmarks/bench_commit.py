"""Commit latency against store size: does a commit cost the same at 10^3 and at 10^5 records?

DESIGN §5/§6 promise O(1)-ish commits (indexed A, alias and prefix lookups; no scans). This script
builds two SQLite stores of different sizes, then times `tx.commit()` of one-record transactions under
the default durable profile (synchronous=FULL) and prints medians and the large/small ratio.

    python benchmarks/bench_commit.py                 # 10^3 vs 10^5 committed records (a few minutes)
    python benchmarks/bench_commit.py --large 20000   # quicker

Two kinds of commit are timed: a fact on a brand-new key (cluster founding, prefix-index probe) and a
correction of an existing key (adjudication, supersession, A update). Loading uses the NORMAL profile
to save time; measuring reopens the file with the default FULL profile.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import memtx


class Clock:
    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        self.t += 1.0
        return self.t


def _fact(mem: memtx.Memory, tx: memtx.TxnHandle, i: int, version: int) -> None:
    text = f"Customer {i} lives in city {version * 7919 % 1000} now."
    src = mem.observe(text, owner="loader", scope="shared", authority=0.8)
    sentence = f"Customer {i} lives in city {version * 7919 % 1000}"
    tx.propose(key=f"customer-{i}/home_city", value=sentence, evidence=sentence, source=src.id)


def build(path: Path, size: int, batch: int) -> None:
    mem = memtx.Memory.open(path, clock=Clock(), fast=True)
    done = 0
    while done < size:
        with mem.transaction(agent="loader") as tx:
            for i in range(done, min(size, done + batch)):
                _fact(mem, tx, i, 0)
        done = min(size, done + batch)
    mem.close()


def measure(path: Path, size: int, samples: int, seed: int) -> dict[str, list[float]]:
    rng = random.Random(seed)
    clock = Clock()
    clock.t = 10.0 * size  # later event times: corrections win
    mem = memtx.Memory.open(path, clock=clock)
    timings: dict[str, list[float]] = {"new_key": [], "correction": []}
    for n in range(samples):
        for kind in ("new_key", "correction"):
            i = size + 10 * n if kind == "new_key" else rng.randrange(size)
            tx = mem.begin(agent="bench")
            _fact(mem, tx, i, n + 1)
            start = time.perf_counter()
            result = tx.commit()
            timings[kind].append(time.perf_counter() - start)
            if result.aborted or result.outcomes[0].state is not memtx.State.COMMITTED:
                raise SystemExit(f"benchmark commit did not commit: {result}")
    if size <= 20_000 and not mem.check().ok:  # a full check is O(store); skipped on the big store
        raise SystemExit("invariant check failed after the benchmark")
    mem.close()
    return timings


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--small", type=int, default=1_000)
    parser.add_argument("--large", type=int, default=100_000)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--batch", type=int, default=500, help="records per loading transaction")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()

    results: dict[int, dict[str, list[float]]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for size in (args.small, args.large):
            path = Path(tmp) / f"store-{size}.db"
            t0 = time.perf_counter()
            build(path, size, args.batch)
            print(f"built {size:>7} records in {time.perf_counter() - t0:6.1f} s", file=sys.stderr)
            results[size] = measure(path, size, args.samples, args.seed)

    print(f"median commit latency, SQLite synchronous=FULL, {args.samples} one-record commits per cell")
    print(f"{'commit kind':<12} {args.small:>10} rec  {args.large:>10} rec  ratio")
    for kind in ("new_key", "correction"):
        small = statistics.median(results[args.small][kind]) * 1000
        large = statistics.median(results[args.large][kind]) * 1000
        print(f"{kind:<12} {small:>10.3f} ms  {large:>10.3f} ms  {large / small:5.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
