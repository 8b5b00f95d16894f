"""Admission's cold start: this tree against another commit's (default `main`), each in fresh interpreters.

Usage (from the repository root):

    PYTHONPATH=src python benchmarks/admission_cold_start.py [--base main] [--runs 5]

For each tree and each scenario, `--runs` fresh interpreters each time `import memtx` and then the first
`check_support` call of the scenario (the first call pays whatever admission loads on first use: since issue 31,
lemminflect's and simplemma's lexicons). Prints the median of each, the base/this ratio, and whether the
lemmatizers were imported. The old tree is unpacked with `git archive <base> src/memtx` into a temporary directory,
never copied into the package. Scenarios:

- verbatim: a value equal to its evidence (no analysis at all);
- clause: one English clause with a negation dropped (rejected: the full guard runs);
- coordination: an English shared-subject second conjunct (the coordination rule reads English verb forms);
- zh: a Chinese clause with a negation dropped;
- speaker-en: English speaker binding (`I live` → `Maya lives`);
- speaker-es: Spanish speaker binding (`Vivo` → `Lucía vive`).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

_ROOT = Path(__file__).resolve().parent.parent

SCENARIOS: dict[str, tuple[str, str, str | None]] = {
    "verbatim": ("I live in Berlin.", "I live in Berlin.", None),
    "clause": ("Alice lives in Paris", "Alice does not live in Paris.", None),
    "coordination": ("Bob now lives in Osaka", "Bob moved and now lives in Osaka.", None),
    "zh": ("我喜欢咖啡", "我不喜欢咖啡。", None),
    "speaker-en": ("Maya lives in Berlin", "I live in Berlin.", "Maya"),
    "speaker-es": ("Lucía vive en Madrid", "Vivo en Madrid.", "Lucía"),
}

_PROBE = """
import json, sys, time
t0 = time.perf_counter()
import memtx
from memtx.core.admission import check_support
t1 = time.perf_counter()
value, evidence, speaker = json.loads(sys.argv[1])
check_support(value, evidence, evidence, speaker=speaker)
t2 = time.perf_counter()
print(json.dumps([t1 - t0, t2 - t1, "lemminflect" in sys.modules, "simplemma" in sys.modules]))
"""


def _probe(src: Path, scenario: tuple[str, str, str | None]) -> tuple[float, float, bool, bool]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(scenario)], capture_output=True, text=True, env=env, check=True
    )
    imported, first, lemminflect, simplemma = json.loads(done.stdout)
    return float(imported), float(first), bool(lemminflect), bool(simplemma)


def _measure(src: Path, runs: int) -> dict[str, tuple[float, float, bool, bool]]:
    out: dict[str, tuple[float, float, bool, bool]] = {}
    for name, scenario in SCENARIOS.items():
        samples = [_probe(src, scenario) for _ in range(runs)]
        out[name] = (
            statistics.median(s[0] for s in samples),
            statistics.median(s[1] for s in samples),
            samples[-1][2],
            samples[-1][3],
        )
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="main")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "base.tar"
        subprocess.run(["git", "-C", str(_ROOT), "archive", "-o", str(archive), args.base, "src/memtx"], check=True)
        with tarfile.open(archive) as tar:
            tar.extractall(tmp, filter="data")
        old = _measure(Path(tmp) / "src", args.runs)
    new = _measure(_ROOT / "src", args.runs)
    print(f"admission cold start, median of {args.runs} fresh interpreters; base {args.base} vs this tree")
    head = ("scenario", "import base", "import now", "first check base", "now", "ratio")
    print(f"{head[0]:<13} {head[1]:>11} {head[2]:>10} {head[3]:>16} {head[4]:>7} {head[5]:>6}  loaded")
    for name in SCENARIOS:
        bi, bf, _, _ = old[name]
        ni, nf, lem, simp = new[name]
        loaded = "+".join(n for n, on in (("lemminflect", lem), ("simplemma", simp)) if on) or "neither"
        print(f"{name:<13} {bi:>10.3f}s {ni:>9.3f}s {bf:>15.3f}s {nf:>6.3f}s {bf / nf:>6.1f}  {loaded}")


if __name__ == "__main__":
    main()
