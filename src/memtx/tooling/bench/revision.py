"""Issue 34's baseline measured in the same run: one PostgreSQL process on the contention workload's transaction,
this tree against the tree before memory spaces (`BASE_REVISION`), interleaved.

Responsible for: exporting a git revision's `src/memtx` (`git archive`) into a temporary folder, and timing the
same loop — `memtx.tooling.verify.workload`'s random transaction (1-4 reads and appends over 6 keys), one process,
a fresh schema — under each tree in a subprocess of its own, alternating, so that both arms see the same machine
and load. Must not: assert a timing, or run anything when the revision cannot be exported (not a git checkout, a
shallow clone): the caller reports that it was not measured.

Why: issue 34's "100/s" was another machine's run of the same workload; this machine's speed moves by up to 2x
between sessions, so a ratio against a fixed figure says more about the machine than the code.
"""

from __future__ import annotations

import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
from pathlib import Path

from memtx.tooling.bench.harness import BenchError
from memtx.tooling.bench.pgschema import drop_schema, schema_url

__all__ = ["BASE_REVISION", "export", "interleaved_rates", "median_ratio"]

# The parent of 979783c ("PostgreSQL memory spaces"): every write unit took `LOCK TABLE meta IN EXCLUSIVE MODE`.
BASE_REVISION = "04201ac"

# One arm: the loop both trees can run. The workload module moved (memtx.verify -> memtx.tooling.verify) and its
# per-slot generations became a dict keyed by (space, slot) when memory spaces came; both shapes are handled here.
_LOOP = r"""
import json, random, sys, time, uuid
try:
    from memtx.tooling.verify import workload as w
except ImportError:
    from memtx.verify import workload as w
from memtx import Memory
base, txns, warmup = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
url = base + ("&" if "?" in base else "?") + "schema=" + sys.argv[4]
plan = w.WorkerPlan(url=url, worker=0, txns=txns, keys=6, isolation="snapshot", seed=34, out="", tag="t",
                    max_writes_per_key=32)
generations = {} if "spaces" in w.WorkerPlan.__dataclass_fields__ else [0] * plan.keys
with Memory.open(url) as mem:
    state = w._WorkerState(plan, random.Random(34), "w0", generations, w._EventClock())
    for i in range(warmup):
        w._one_txn(mem, state, i)
    began, ok = time.perf_counter(), 0
    for i in range(txns):
        ok += w._one_txn(mem, state, warmup + i).outcome == "ok"
    seconds = time.perf_counter() - began
print(json.dumps({"per_second": txns / seconds, "ok": ok, "txns": txns}))
"""


def export(revision: str, into: Path) -> Path:
    """`revision`'s `src` folder, extracted under `into` (raises `BenchError` when git cannot give it)."""
    root = Path(__file__).resolve().parents[4]
    try:
        data = subprocess.run(  # noqa: S603 - git archive of the revision this module names
            ["git", "-C", str(root), "archive", revision, "src/memtx"],  # noqa: S607 - git from PATH
            check=True,
            capture_output=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError) as exc:
        detail = exc.stderr.decode(errors="replace").strip() if isinstance(exc, subprocess.CalledProcessError) else exc
        raise BenchError(f"cannot export revision {revision} from {root}: {detail}") from exc
    target = into / f"rev-{revision}"
    with tarfile.open(fileobj=io.BytesIO(data)) as archive:
        archive.extractall(target, filter="data")
    return target / "src"


def _arm(src: Path, base: str, txns: int, warmup: int) -> float:
    """One run of the loop with `src` first on the path; its committed-or-not transactions per second."""
    url = schema_url(base, "revision")
    environ = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    try:
        out = subprocess.run(  # noqa: S603 - this interpreter running the loop above
            [sys.executable, "-c", _LOOP, base, str(txns), str(warmup), url.rpartition("schema=")[2]],
            check=True,
            capture_output=True,
            env={**environ, "PYTHONPATH": str(src)},
            timeout=600,
        ).stdout
    except subprocess.CalledProcessError as exc:
        raise BenchError(f"the loop under {src} failed: {exc.stderr.decode(errors='replace')[-800:]}") from exc
    finally:
        drop_schema(url)
    return float(json.loads(out.decode().strip().splitlines()[-1])["per_second"])


def interleaved_rates(base: str, tmp: Path, *, txns: int, warmup: int, rounds: int) -> dict[str, list[float]]:
    """Transactions/s of `rounds` runs per arm — this tree and `BASE_REVISION` — alternating (the base first in
    odd rounds), each a subprocess on a fresh schema of the server `base`."""
    here = Path(__file__).resolve().parents[3]  # this tree's src folder
    old = export(BASE_REVISION, tmp)
    arms = {"current": here, "base": old}
    rates: dict[str, list[float]] = {name: [] for name in arms}
    for r in range(rounds):
        order = ["base", "current"] if r % 2 == 0 else ["current", "base"]
        for name in order:
            rates[name].append(_arm(arms[name], base, txns, warmup))
    return rates


def median_ratio(rates: dict[str, list[float]]) -> float:
    """The current arm's median over the base arm's."""
    return statistics.median(rates["current"]) / statistics.median(rates["base"])
