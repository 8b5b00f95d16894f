"""Before/after ratio of the commit and read paths against an earlier git revision, in one interleaved run.

    python benchmarks/bench_versus_revision.py REV [--rounds N] [--json PATH]

The revision's `src/memtx` is exported with `git archive` into a temporary folder and imported under the
name `memtx_rev`, so both versions run in this one process: each round times every arm once, in a fresh
seeded order (warm-up first, medians reported). Arms, on SQLite files in a temporary folder:

- observe + one-proposal transaction (a new key every round), at synchronous FULL and NORMAL, through the API
  both versions have (`mem.observe`, then `tx.propose`); also with `tx.observe`, against the revision's own
  `tx.observe` arm when it has one (else against its `mem.observe` arm);
- an update of a uniformly drawn one of 500 keys (observe + propose in the transaction), at FULL and NORMAL,
  when the revision has `tx.observe`;
- `mem.get` of a stored key (a hit) on a store of 2,000 keys.

Ratios are current / revision (below 1: the current code is faster). Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import importlib
import io
import json
import random
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import memtx

ROOT = Path(__file__).resolve().parents[1]


def export_revision(rev: str, into: Path) -> ModuleType:
    """`src/memtx` at `rev` as the importable package `memtx_rev`."""
    data = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src/memtx"], check=True, capture_output=True).stdout
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        tar.extractall(into, filter="data")
    package = into / "src" / "memtx"
    target = into / "memtx_rev"
    package.rename(target)
    for path in target.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"\bmemtx\.", "memtx_rev.", text)
        text = re.sub(r"^(\s*)from memtx import", r"\1from memtx_rev import", text, flags=re.M)
        text = re.sub(r"^(\s*)import memtx\b", r"\1import memtx_rev", text, flags=re.M)
        path.write_text(text, encoding="utf-8")
    sys.path.insert(0, str(into))
    return importlib.import_module("memtx_rev")


def commit_arm(mod: Any, path: Path, *, fast: bool, in_txn_observe: bool) -> Callable[[int], None]:
    mem = mod.Memory.open(path, fast=fast)
    mem.register_agent("bench")
    mem.register_agent("bench-user")

    def run(i: int) -> None:
        text = f"Customer q{i:07d} lives in Paris now."
        value = f"Customer q{i:07d} lives in Paris"
        with mem.transaction(agent="bench") as tx:
            if in_txn_observe:
                src = tx.observe(text, owner="bench-user", scope="shared", authority=0.7, at=float(i))
            else:
                src = mem.observe(text, owner="bench-user", scope="shared", authority=0.7, at=float(i))
            tx.propose(key=f"q{i:07d}/home city", value=value, evidence=value, source=src.id, at=float(i))

    return run


def update_arm(mod: Any, path: Path, *, fast: bool, keys: int = 500) -> Callable[[int], None]:
    """observe + one-proposal transaction that updates a uniformly drawn existing key (the issue's keyed commit)."""
    mem = mod.Memory.open(path, fast=fast)
    mem.register_agent("bench")
    mem.register_agent("bench-user")
    for start in range(0, keys, 250):
        with mem.transaction(agent="bench") as tx:
            for k in range(start, min(keys, start + 250)):
                text = f"Customer u{k:07d} lives in Paris now."
                src = tx.observe(text, owner="bench-user", scope="shared", authority=0.7, at=1.0)
                value = text.removesuffix(" now.")
                tx.propose(key=f"u{k:07d}/home city", value=value, evidence=value, source=src.id, at=1.0)
    rng = random.Random(3)

    def run(i: int) -> None:
        k = rng.randrange(keys)
        text = f"Customer u{k:07d} lives in Rome{i} now."
        value = text.removesuffix(" now.")
        with mem.transaction(agent="bench") as tx:
            src = tx.observe(text, owner="bench-user", scope="shared", authority=0.7, at=10.0 + i)
            tx.propose(key=f"u{k:07d}/home city", value=value, evidence=value, source=src.id, at=10.0 + i)

    return run


def get_arm(mod: Any, path: Path, keys: int) -> Callable[[int], None]:
    mem = mod.Memory.open(path, fast=True)
    mem.register_agent("bench")
    for start in range(0, keys, 500):
        with mem.transaction(agent="bench") as tx:
            for i in range(start, start + 500):
                text = f"Customer g{i:07d} lives in Oslo."
                src = mem.observe(text, owner="bench", scope="shared", authority=0.7, at=1.0)
                value = text.rstrip(".")
                tx.propose(key=f"g{i:07d}/home city", value=value, evidence=value, source=src.id, at=1.0)
    rng = random.Random(7)

    def run(_: int) -> None:
        assert mem.get(f"g{rng.randrange(keys):07d}/home city", agent="bench") is not None

    return run


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev")
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--warmup", type=int, default=40)
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()

    work = Path(tempfile.mkdtemp(prefix="memtx-vs-"))
    old = export_revision(args.rev, work / "rev")
    arms: dict[str, Callable[[int], None]] = {}
    for label, fast in (("FULL", False), ("NORMAL", True)):
        arms[f"commit {label}, revision"] = commit_arm(old, work / f"old-{label}.db", fast=fast, in_txn_observe=False)
        arms[f"commit {label}, current"] = commit_arm(memtx, work / f"new-{label}.db", fast=fast, in_txn_observe=False)
        arms[f"commit {label}, current (tx.observe)"] = commit_arm(
            memtx, work / f"newtx-{label}.db", fast=fast, in_txn_observe=True
        )
        if hasattr(old.TxnHandle, "observe"):  # then the like-for-like baseline of the arm above
            arms[f"commit {label} (tx.observe), revision"] = commit_arm(
                old, work / f"oldtx-{label}.db", fast=fast, in_txn_observe=True
            )
    if hasattr(old.TxnHandle, "observe"):
        for label, fast in (("FULL", False), ("NORMAL", True)):
            arms[f"update {label}, revision"] = update_arm(old, work / f"oldup-{label}.db", fast=fast)
            arms[f"update {label}, current"] = update_arm(memtx, work / f"newup-{label}.db", fast=fast)
    arms["get hit, revision"] = get_arm(old, work / "old-get.db", 2_000)
    arms["get hit, current"] = get_arm(memtx, work / "new-get.db", 2_000)
    times: dict[str, list[float]] = {name: [] for name in arms}
    rng = random.Random(0)
    for r in range(args.warmup + args.rounds):
        order = list(arms)
        rng.shuffle(order)
        for name in order:
            t0 = time.perf_counter()
            arms[name](r)
            elapsed = time.perf_counter() - t0
            if r >= args.warmup:
                times[name].append(elapsed)
    medians = {name: statistics.median(v) * 1e6 for name, v in times.items()}
    print(f"memtx current vs {args.rev}: {args.warmup} warm-up + {args.rounds} rounds, arms interleaved, medians")
    rows = []
    for name, base_us in medians.items():
        if name.endswith(", revision"):
            base = name.removesuffix(", revision")
            if base.endswith(" (tx.observe)"):
                pairs = [base.removesuffix(" (tx.observe)") + ", current (tx.observe)"]
            elif f"{base} (tx.observe), revision" in medians:
                pairs = [f"{base}, current"]
            else:
                pairs = [f"{base}, current", f"{base}, current (tx.observe)"]
            for other in pairs:
                if other in medians:
                    ratio = medians[other] / base_us
                    rows.append({"figure": other, "current_us": medians[other], "revision_us": base_us, "ratio": ratio})
                    print(f"  {other:40} {medians[other]:9.1f} µs   revision {base_us:9.1f} µs   {ratio:5.2f}×")
    if args.json:
        args.json.write_text(json.dumps({"revision": args.rev, "rounds": args.rounds, "rows": rows}, indent=2))


if __name__ == "__main__":
    main()
