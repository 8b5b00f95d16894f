"""Differential check of admission's guard: this tree's `check_support` against another commit's (default `main`).

Usage (from the repository root):

    PYTHONPATH=src python benchmarks/admission_differential.py [--base main] [--inputs 100000] [--seed 0]
        [--json out.json]

The old guard is never copied into the package: `git archive <base> src/memtx` is unpacked into a temporary
directory and run in a subprocess with that directory on `PYTHONPATH`; this tree runs in another subprocess. Both
read the same generated inputs and print one verdict per input. The inputs are built from the admission suite's
frames (`memtx.tooling.eval.admission_data`, seeds 0, 1, 2, …), its realistic set, and mechanical deletions from their
evidence and values (a stretch of 1–4 words or ideographs; two stretches; a prefix; a suffix), each tagged with the
family that made it (a realistic record's family names its split, its label and its kind; issue 31 passes each
record's key to a tree whose `check_support` takes one). The report lists, per family, how many verdicts changed
in each direction, the new reasons, and examples of every change from reject to accept (the ones a reviewer must
justify).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tarfile
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

_ROOT = Path(__file__).resolve().parent.parent


def _units(text: str) -> list[str]:
    """Words, or ideographs for text with CJK in it (deletions are made on these)."""
    if any("\u3400" <= ch <= "\u9fff" for ch in text):
        return list(text)
    return text.split(" ")


def _join(units: list[str], cjk: bool) -> str:
    return ("" if cjk else " ").join(units).strip()


def _deletions(text: str, rng: random.Random) -> list[tuple[str, str]]:
    """Mechanical deletions from `text`: (family, value)."""
    units = _units(text)
    cjk = len(units) > 1 and all(len(u) <= 1 for u in units)
    n = len(units)
    out: list[tuple[str, str]] = []
    if n < 3:
        return out
    for _ in range(3):
        size = rng.randint(1, min(4, n - 1))
        at = rng.randrange(0, n - size + 1)
        out.append(("delete_stretch", _join(units[:at] + units[at + size :], cjk)))
    a, b = sorted(rng.sample(range(n), 2))
    out.append(("delete_two_stretches", _join(units[:a] + units[a + 1 : b] + units[b + 1 :], cjk)))
    cut = rng.randint(1, n - 1)
    out.append(("prefix", _join(units[:cut], cjk)))
    out.append(("suffix", _join(units[cut:], cjk)))
    return out


def generate(count: int, seed: int) -> list[dict[str, Any]]:
    """At least `count` inputs (value, evidence, source, speaker, family)."""
    sys.path.insert(0, str(_ROOT / "src"))
    from memtx.tooling.eval.admission_data import generate as frames  # noqa: PLC0415 - this tree's data only
    from memtx.tooling.eval.admission_realistic import RECORDS  # noqa: PLC0415
    from memtx.tooling.eval.admission_realistic_test import TEST_RECORDS  # noqa: PLC0415

    rng = random.Random(seed)
    inputs: list[dict[str, Any]] = []
    for split, records in (("realistic", RECORDS), ("realistic-test", TEST_RECORDS)):
        for r in records:
            label = "valid" if r.valid else "NEGATIVE"
            inputs.append(
                {"v": r.value, "e": r.evidence, "s": r.source, "sp": r.speaker, "k": r.key,
                 "f": f"{split}:{label}:{r.kind}"}
            )  # fmt: skip
    k = seed
    while len(inputs) < count:
        for item in frames(k).items:
            base = {"e": item.evidence, "s": item.source_text, "sp": None}
            inputs.append({**base, "v": item.value, "f": f"dataset:{item.family.value}"})
            if item.family.value in ("valid_verbatim", "valid_clause", "valid_filler"):
                for fam, value in _deletions(item.value, rng):
                    if value:
                        inputs.append({**base, "v": value, "f": f"{fam}:{item.family.value}"})
        k += 1
    return inputs


def _worker() -> None:
    """Read inputs (JSON lines) on stdin, print `ok reason` per input (the `memtx` on PYTHONPATH decides)."""
    import inspect  # noqa: PLC0415

    from memtx.core.admission import check_support  # noqa: PLC0415 - whichever tree PYTHONPATH points at

    parameters = inspect.signature(check_support).parameters
    has_speaker, has_key = "speaker" in parameters, "key" in parameters
    out = sys.stdout
    for line in sys.stdin:
        x = json.loads(line)
        extra: dict[str, str] = {}
        if has_speaker and x["sp"] is not None:
            extra["speaker"] = x["sp"]
        if has_key and x.get("k") is not None:  # (issue 31: the claim is the key and the value)
            extra["key"] = x["k"]
        r = check_support(x["v"], x["e"], x["s"], **extra)
        out.write(f"{int(r.ok)} {r.reason}\n")


def _verdicts(src: Path, data: str) -> list[tuple[bool, str]]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    done = subprocess.run(
        [sys.executable, __file__, "--worker"], input=data, capture_output=True, text=True, env=env, check=True
    )
    return [(line[0] == "1", line[2:]) for line in done.stdout.splitlines()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="main")
    parser.add_argument("--inputs", type=int, default=100_000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", type=Path)
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        _worker()
        return
    inputs = generate(args.inputs, args.seed)
    data = "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in inputs)
    with tempfile.TemporaryDirectory() as tmp:
        archive = Path(tmp) / "base.tar"
        subprocess.run(["git", "-C", str(_ROOT), "archive", "-o", str(archive), args.base, "src/memtx"], check=True)
        with tarfile.open(archive) as tar:
            tar.extractall(tmp, filter="data")
        old = _verdicts(Path(tmp) / "src", data)
    new = _verdicts(_ROOT / "src", data)
    changes: dict[str, Counter[str]] = {}
    examples: dict[str, list[dict[str, Any]]] = {}
    for x, (was, why_was), (now, why_now) in zip(inputs, old, new, strict=True):
        fam = x["f"]
        row = changes.setdefault(fam, Counter())
        row["n"] += 1
        if was == now:
            continue
        if now:
            row["reject→accept"] += 1
            examples.setdefault(fam, []).append({"value": x["v"], "evidence": x["e"], "was": why_was})
        else:
            row[f"accept→reject ({why_now})"] += 1
    total = sum(c["n"] for c in changes.values())
    print(f"admission differential: {total} inputs; base {args.base} vs this tree")
    for fam in sorted(changes):
        row = changes[fam]
        moved = {k: v for k, v in row.items() if k != "n"}
        print(f"{fam:<44} n={row['n']:>6}  " + ("  ".join(f"{k}: {v}" for k, v in sorted(moved.items())) or "-"))
    for fam, items in sorted(examples.items()):
        seen: set[str] = set()
        print(f"\nnewly accepted, {fam} ({len(items)}):")
        for item in items:
            if item["value"] in seen:
                continue
            seen.add(item["value"])
            print(f"  {item['value']!r}  ←  {item['evidence']!r}  (was {item['was']})")
            if len(seen) == 8:
                break
    if args.json is not None:
        report = {"inputs": total, "base": args.base, "changes": changes, "newly_accepted": examples}
        args.json.write_text(json.dumps(report, ensure_ascii=False, indent=1, default=dict), encoding="utf-8")


if __name__ == "__main__":
    main()
