"""Key lookup flatness: do `get` and a new-key commit cost the same with 300, 3,000 and 30,000 keys that all share
a token?

DESIGN §5 promises key lookups that never scan. This script builds one SQLite store per size N with N committed
keys shaped like `project:z00042q/status` (subject "project:" + a unique, seeded, random-looking 7-character id;
relation "status"), so every key shares the token "project" (and "status"). It then measures, interleaved
round-robin over the stores (warm-up rounds first, then medians):

- get_fuzzy_hit: `mem.get(("project:<id>-main", "status"))` for a stored id: not an exact alias (the extra
  token "main" changes the normalized key), so the fuzzy index path must find the id's cluster (Jaccard 2/3);
- get_miss:      `mem.get(("project:<new id>", "status"))` for an id that was never stored;
- commit_new:    observe + a one-proposal transaction on a brand-new key (founds a cluster).

Measured ids start with a letter in q..z, so they sort after "project": the worst case for an index that files
a key under its lexicographically first token(s). Every commit round adds one key to each store (N grows by
the number of rounds). Ratios are against the smallest size; the target is <= 1.5x at every size.

    python benchmarks/bench_keys.py                               # 300, 3,000, 30,000
    python benchmarks/bench_keys.py --sizes 300,3000 --json out/bench_keys.json

Build uses `Memory.open(path, fast=True)` and a few hundred proposals per transaction; measurement uses the same
profile unless `--durable` (the default synchronous=FULL profile) is given. Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import string
import sys
import tempfile
import time
from pathlib import Path

import memtx

AGENT = "bench"
STATUSES = ("green", "amber", "red", "blocked", "done")
LETTERS = string.ascii_lowercase
LATE = "qrstuvwxyz"  # first letters that sort after "project"
OPS = ("get_fuzzy_hit", "get_miss", "commit_new")


class Clock:
    def __init__(self, start: float = 0.0) -> None:
        self.t = start

    def __call__(self) -> float:
        self.t += 1.0
        return self.t


class Ids:
    """Unique, seeded, random-looking ids like `z00042q` (letter, five digits, letter)."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.used: set[str] = set()

    def new(self, first: str = LETTERS) -> str:
        while True:
            head, digits, tail = self.rng.choice(first), self.rng.randrange(100_000), self.rng.choice(LETTERS)
            ident = f"{head}{digits:05d}{tail}"
            if ident not in self.used:
                self.used.add(ident)
                return ident


def _sentence(ident: str, status: str) -> str:
    return f"Project {ident} status is {status}"


def _propose(mem: memtx.Memory, tx: memtx.TxnHandle, ident: str, status: str, at: float) -> memtx.Record:
    text = _sentence(ident, status)
    src = mem.observe(text + ".", owner=AGENT, scope="shared", authority=0.5, at=at)
    return tx.propose(key=(f"project:{ident}", "status"), value=text, evidence=text, source=src.id, at=at)


def build(path: Path, size: int, ids: Ids, rng: random.Random, batch: int) -> tuple[list[str], float]:
    clock = Clock()
    mem = memtx.Memory.open(path, clock=clock, fast=True)
    stored: list[str] = []
    start = time.perf_counter()
    last_report = start
    while len(stored) < size:
        with mem.transaction(agent=AGENT) as tx:
            for _ in range(min(batch, size - len(stored))):
                ident = ids.new()
                _propose(mem, tx, ident, rng.choice(STATUSES), clock())
                stored.append(ident)
        result = tx.result
        if result is None or result.aborted:
            raise SystemExit(f"build transaction did not commit: {result}")
        now = time.perf_counter()
        if now - last_report > 30:
            print(f"    built {len(stored)}/{size} keys, {now - start:.0f}s", file=sys.stderr, flush=True)
            last_report = now
    elapsed = time.perf_counter() - start
    mem.close()
    return stored, elapsed


class Bench:
    """One store under measurement."""

    def __init__(self, size: int, path: Path, stored: list[str], ids: Ids, seed: int, *, durable: bool) -> None:
        self.size = size
        self.clock = Clock(1e9)
        self.mem = memtx.Memory.open(path, clock=self.clock, fast=not durable)
        self.rng = random.Random(seed)
        self.late = [i for i in stored if i[0] in LATE]
        self.ids = ids
        self.timings: dict[str, list[float]] = {op: [] for op in OPS}
        self.hits = 0
        self.false_hits = 0
        self.lookups = 0

    def round(self, *, record: bool) -> None:
        ident = self.rng.choice(self.late)
        key = (f"project:{ident}-main", "status")
        t0 = time.perf_counter()
        got = self.mem.get(key, agent=AGENT)
        t1 = time.perf_counter()
        if record:
            self.timings["get_fuzzy_hit"].append(t1 - t0)
            self.lookups += 1
            self.hits += got is not None and f"Project {ident} status" in got.value

        missing = self.ids.new(LATE)
        t0 = time.perf_counter()
        got = self.mem.get((f"project:{missing}", "status"), agent=AGENT)
        t1 = time.perf_counter()
        if record:
            self.timings["get_miss"].append(t1 - t0)
            self.false_hits += got is not None

        fresh = self.ids.new(LATE)
        at = self.clock()
        t0 = time.perf_counter()
        with self.mem.transaction(agent=AGENT) as tx:
            _propose(self.mem, tx, fresh, "green", at)
        t1 = time.perf_counter()
        result = tx.result
        if result is None or result.aborted or result.outcomes[0].state is not memtx.State.COMMITTED:
            raise SystemExit(f"benchmark commit did not commit: {result}")
        self.late.append(fresh)
        if record:
            self.timings["commit_new"].append(t1 - t0)

    def close(self) -> None:
        self.mem.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="300,3000,30000", help="comma-separated store sizes (committed keys)")
    parser.add_argument("--rounds", type=int, default=60, help="measured rounds per store")
    parser.add_argument("--warmup", type=int, default=5, help="unmeasured rounds per store first")
    parser.add_argument("--batch", type=int, default=300, help="proposals per build transaction")
    parser.add_argument("--seed", type=int, default=42)
    parser.add_argument("--durable", action="store_true", help="measure with the default synchronous=FULL profile")
    parser.add_argument("--dir", type=Path, default=None, help="build the stores here (default: a temp dir)")
    parser.add_argument("--json", type=Path, default=None, help="write the results as JSON here")
    args = parser.parse_args()
    sizes = sorted({int(s.replace("_", "")) for s in args.sizes.split(",") if s.strip()})
    if not sizes or sizes[0] < 1:
        parser.error("--sizes needs positive integers")

    print(f"memtx {memtx.__version__} from {Path(memtx.__file__).parent}", flush=True)
    with tempfile.TemporaryDirectory(prefix="memtx-bench-keys-", dir=args.dir) as tmp:
        benches: list[Bench] = []
        build_s: dict[int, float] = {}
        for n, size in enumerate(sizes):
            path = Path(tmp) / f"n{size}" / "b.db"
            path.parent.mkdir(parents=True)
            ids = Ids(args.seed * 1_000 + n)
            print(f"building N={size:,} ...", flush=True)
            stored, secs = build(path, size, ids, random.Random(args.seed + n), args.batch)
            build_s[size] = secs
            print(f"  built in {secs:.1f}s ({1e3 * secs / size:.2f} ms/key)", flush=True)
            benches.append(Bench(size, path, stored, ids, args.seed + 100 + n, durable=args.durable))

        print(
            f"measuring: {args.warmup} warm-up + {args.rounds} rounds, round-robin over {len(benches)} stores",
            flush=True,
        )
        for r in range(args.warmup + args.rounds):
            for b in benches:
                b.round(record=r >= args.warmup)
        for b in benches:
            b.close()

    base = benches[0]
    med = {b.size: {op: statistics.median(b.timings[op]) * 1e6 for op in OPS} for b in benches}
    head = f"{'N':>8} {'build s':>9}" + "".join(f" {op + ' µs':>18} {'x':>6}" for op in OPS) + f" {'hit rate':>9}"
    print()
    print(head)
    print("-" * len(head))
    for b in benches:
        cells = "".join(f" {med[b.size][op]:>18.1f} {med[b.size][op] / med[base.size][op]:>6.2f}" for op in OPS)
        print(f"{b.size:>8,} {build_s[b.size]:>9.1f}{cells} {b.hits / max(b.lookups, 1):>9.2f}")
    print(
        f"\nratios (x) are against N={base.size:,}; target: <= 1.5x at every size. "
        f"Misses that found something: {sum(b.false_hits for b in benches)}."
    )

    if args.json is not None:
        out = {
            "meta": {
                "memtx_version": memtx.__version__,
                "rounds": args.rounds,
                "warmup": args.warmup,
                "batch": args.batch,
                "seed": args.seed,
                "durable": args.durable,
            },
            "sizes": [
                {
                    "n": b.size,
                    "build_seconds": round(build_s[b.size], 3),
                    "median_us": {op: round(med[b.size][op], 2) for op in OPS},
                    "ratio_vs_smallest": {op: round(med[b.size][op] / med[base.size][op], 3) for op in OPS},
                    "p90_us": {
                        op: round(statistics.quantiles(b.timings[op], n=10)[-1] * 1e6, 2)
                        if len(b.timings[op]) >= 2
                        else None
                        for op in OPS
                    },
                    "fuzzy_hit_rate": round(b.hits / max(b.lookups, 1), 4),
                    "miss_false_hits": b.false_hits,
                }
                for b in benches
            ],
        }
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(out, indent=2) + "\n")
        print(f"wrote {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
