"""Verify-on-open and restore cost against store size (DESIGN §10).

For each size N (records), builds a SQLite store of N/2 keys with two versions each (every key updated once),
then measures, medians of `--repeat` runs each on a fresh copy of the store:

- open:            `Memory.open` — includes the cheap check (A's digest against its buckets and the last
                   commit's intent, O(buckets)) and the open-time recovery steps;
- check_on_open:   that cheap check alone (`invariants.digest_problems` without A's entries);
- full_check:      `mem.check()` — I(S) and every bucket recomputed from A: the pass over the store that
                   locates damage at rest (a row changed behind memtx's back can only be found by reading it);
- restore_<class>: `mem.recover(found)` after `memtx.tooling.faults` damaged 16 physical keys with that class (the
                   four classes, and `torn_write`: a multi-key update torn mid-way, DESIGN §10) and
                   `found = mem.check()` located it — the restore proper: it reads, restores and verifies
                   only the keys the check named, plus the digest buckets (O(buckets)).

Ratios are against the smallest size. Figures are printed (and written as JSON with --json), never asserted.

    python benchmarks/bench_recovery.py                      # 10^4 and 10^5 records
    python benchmarks/bench_recovery.py --sizes 10000,1000000
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from memtx import Memory
from memtx.engine.invariants import digest_problems
from memtx.tooling.faults import FAULT_CLASSES, TORN_WRITE, inject

BATCH = 10_000


def build(path: Path, records: int) -> None:
    keys = max(records // 2, 1)
    with Memory.open(path, fast=True) as mem:
        mem.register_agent("bench")
        for version in (1, 2):
            for start in range(0, keys, BATCH):
                with mem.transaction(agent="bench") as tx:
                    items = []
                    src = tx.observe(f"Batch {start} version {version}.", owner="bench", scope="shared", authority=0.9)
                    for i in range(start, min(start + BATCH, keys)):
                        text = f"Batch {start} version {version}"
                        items.append(
                            {
                                "key": f"k{i:07d}/value",
                                "value": text,
                                "evidence": text,
                                "source": src.id,
                                "at": float(version),
                            }
                        )
                    tx.propose_many(items)


def timed(fn: Callable[[], object]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def measure(template: Path, work: Path, repeat: int) -> dict[str, float]:
    out: dict[str, list[float]] = {"open": [], "check_on_open": [], "full_check": []}
    for r in range(repeat):
        case = work / "case.db"
        for fault in ("", *FAULT_CLASSES, TORN_WRITE):
            shutil.copyfile(template, case)
            if not fault:
                out["open"].append(timed(lambda case=case: Memory.open(case).close()))
                with Memory.open(case) as mem:
                    with mem.store_context.unit(write=False) as u:
                        out["check_on_open"].append(timed(lambda u=u: digest_problems(u)))
                    out["full_check"].append(timed(mem.check))
            else:
                inject(case, fault, keys=16, seed=r)
                with Memory.open(case) as mem:
                    found = mem.check()
                    assert not found.ok
                    out.setdefault(f"restore_{fault}", []).append(timed(lambda mem=mem, f=found: mem.recover(f)))
                    assert mem.check().ok
            for extra in work.glob("case.db*"):
                extra.unlink()
    return {k: statistics.median(v) for k, v in out.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    sizes = [int(float(s)) for s in args.sizes.split(",")]
    work = Path(tempfile.mkdtemp(prefix="memtx-bench-recovery-"))
    rows = {}
    for n in sizes:
        template = work / f"store-{n}.db"
        t0 = time.perf_counter()
        build(template, n)
        print(f"built {n:,} records in {time.perf_counter() - t0:.1f} s", flush=True)
        rows[n] = measure(template, work, args.repeat)
    base = rows[sizes[0]]
    print(f"\nmedians of {args.repeat} runs on fresh copies; ratio against {sizes[0]:,} records")
    for name in base:
        cells = "   ".join(
            f"{n:>9,}: {rows[n][name] * 1e3:9.2f} ms ({rows[n][name] / base[name]:6.2f}×)" for n in sizes
        )
        print(f"  {name:14} {cells}")
    if args.json:
        args.json.write_text(json.dumps({"sizes": sizes, "repeat": args.repeat, "seconds": rows}, indent=2))
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
