"""`memtx eval stress` (DESIGN §10, §13): MemTxn's stress test, offline — 1,000 consecutive updates of a task
state with faults injected at random between them.

Each update is one transaction writing 1–3 keys of a 50-key task state. After an update, with probability
`fault_rate`, the store is damaged at rest by `memtx.faults` (a random class, 2–16 physical keys). Before the
next update the store is reopened and checked. Arms:

- `memtx` — a failed check is followed by `Memory.recover()`;
- `no recovery` — the damage is left in place (the ablation: what the journal restore is worth).

Figures per arm: transaction success (the update committed and every key it wrote reads back its new value),
fault detection (faults found by the check before the next update / faults injected) and retention of older
task state (at the end, the fraction of the keys written whose read value is the latest one written). An update or read
that raises on a damaged store counts as failed, and the exception types are reported.

Responsible for: the workload, the arms and the report. Must not: change how memtx restores.
"""

from __future__ import annotations

import random
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from memtx.errors import MemtxError
from memtx.eval.claims import Claim, Verdict
from memtx.eval.output import write_json_and_markdown
from memtx.eval.progress import Tick, silent
from memtx.eval.report import Cell, markdown_table, text_table
from memtx.faults import FAULT_CLASSES, MAX_KEYS, MIN_KEYS, inject
from memtx.store import Memory

ARMS = ("memtx", "no recovery")
TASK_KEYS = 50
AGENT = "agent"


@dataclass(slots=True)
class ArmResult:
    arm: str
    updates: int = 0
    succeeded: int = 0
    injected: int = 0
    detected: int = 0
    restored: int = 0
    retained: float = 0.0
    by_fault: dict[str, list[int]] = field(default_factory=dict)  # fault -> [injected, detected]
    errors: dict[str, int] = field(default_factory=dict)  # exceptions an update raised, by type (reported)

    def as_dict(self) -> dict[str, object]:
        return {
            "arm": self.arm,
            "updates": self.updates,
            "transaction_success": self.succeeded / self.updates if self.updates else 0.0,
            "faults_injected": self.injected,
            "fault_detection": self.detected / self.injected if self.injected else 0.0,
            "restored": self.restored,
            "retention": self.retained,
            "by_fault": {f: {"injected": v[0], "detected": v[1]} for f, v in sorted(self.by_fault.items())},
            "update_errors": dict(sorted(self.errors.items())),
        }


@dataclass(slots=True)
class StressEval:
    seed: int
    updates: int
    fault_rate: float
    arms: list[ArmResult] = field(default_factory=list)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, object]:
        return {
            "suite": "stress",
            "seed": self.seed,
            "updates": self.updates,
            "fault_rate": self.fault_rate,
            "task_keys": TASK_KEYS,
            "arms": [a.as_dict() for a in self.arms],
            "seconds": round(self.seconds, 1),
        }

    def _rows(self) -> list[list[Cell]]:
        rows: list[list[Cell]] = []
        for a in self.arms:
            d = a.as_dict()
            rows.append(
                [a.arm, d["transaction_success"], d["fault_detection"], d["retention"], a.injected, a.restored]  # type: ignore[list-item]
            )
        return rows

    def format_table(self) -> str:
        head = (
            f"memtx eval stress · {self.updates} consecutive updates of a {TASK_KEYS}-key task state · faults "
            f"injected at random after {self.fault_rate:.0%} of them · seed {self.seed} · {self.seconds:.0f} s"
        )
        headers = ["arm", "transaction success", "fault detection", "retention", "faults", "restores"]
        return head + "\n\n" + text_table(headers, self._rows())

    def to_markdown(self) -> str:
        headers = ["arm", "transaction success", "fault detection", "retention", "faults", "restores"]
        return "\n\n".join(
            [
                "# memtx eval stress",
                f"{self.updates} consecutive updates of a {TASK_KEYS}-key task state, faults injected at random "
                f"after {self.fault_rate:.0%} of them (seed {self.seed}).",
                markdown_table(headers, self._rows()),
            ]
        )


def _sentence(key: int, version: int) -> str:
    return f"Task {key} is at step {version}"


def _run_arm(arm: str, directory: Path, *, seed: int, updates: int, fault_rate: float) -> ArmResult:
    rng = random.Random(f"stress:{seed}")  # the same workload and faults for every arm
    path = directory / f"{arm.replace(' ', '-')}.db"
    latest: dict[int, int] = {}
    result = ArmResult(arm)
    pending_fault: str | None = None
    for n in range(1, updates + 1):
        with Memory.open(path, fast=True) as mem:
            if n == 1:
                mem.register_agent(AGENT)
            if pending_fault is not None:
                if not mem.check().ok:
                    result.detected += 1
                    result.by_fault[pending_fault][1] += 1
                    if arm == "memtx":
                        try:
                            mem.recover()
                            result.restored += 1
                        except MemtxError:
                            pass  # left damaged; the figures show it
                pending_fault = None
            wrote = {k: latest.get(k, 0) + 1 for k in rng.sample(range(TASK_KEYS), rng.randint(1, 3))}
            result.updates += 1
            try:
                with mem.transaction(agent=AGENT) as tx:
                    for key, version in sorted(wrote.items()):
                        text = _sentence(key, version)
                        src = tx.observe(text + ".", owner=AGENT, scope="shared", authority=0.9, at=float(n))
                        tx.propose(key=f"task {key}/step", value=text, evidence=text, source=src.id, at=float(n))
                ok = all(
                    (r := mem.get(f"task {k}/step", agent=AGENT)) is not None and r.value == _sentence(k, v)
                    for k, v in wrote.items()
                )
            except Exception as exc:  # noqa: BLE001 - an update failing on a damaged store is an outcome; reported
                ok = False
                result.errors[type(exc).__name__] = result.errors.get(type(exc).__name__, 0) + 1
            latest.update(wrote)  # the task's intended state, whether or not the store kept it
            result.succeeded += int(ok)
        if rng.random() < fault_rate:
            fault = rng.choice(FAULT_CLASSES)
            try:
                inject(path, fault, keys=rng.randint(MIN_KEYS, MAX_KEYS), seed=rng.randrange(2**31))
            except MemtxError:
                continue  # the store is still too small for that many keys
            result.injected += 1
            result.by_fault.setdefault(fault, [0, 0])[0] += 1
            pending_fault = fault
    with Memory.open(path, fast=True) as mem:
        kept = 0
        for key, version in latest.items():
            try:
                found = mem.get(f"task {key}/step", agent=AGENT)
            except Exception as exc:  # noqa: BLE001 - a read failing on a damaged store counts as not retained
                found = None
                result.errors[type(exc).__name__] = result.errors.get(type(exc).__name__, 0) + 1
            kept += int(found is not None and found.value == _sentence(key, version))
        result.retained = kept / len(latest) if latest else 0.0
    return result


def run(seed: int = 0, *, updates: int = 1_000, fault_rate: float = 0.05, progress: Tick | None = None) -> StressEval:
    if updates < 1 or not 0.0 <= fault_rate <= 1.0:
        raise ValueError("updates must be positive and fault_rate in [0, 1]")
    started = time.monotonic()
    report = StressEval(seed, updates, fault_rate)
    with tempfile.TemporaryDirectory(prefix="memtx-eval-stress-") as scratch:
        for n, arm in enumerate(ARMS):
            (progress or silent)(n, len(ARMS), str(arm))
            report.arms.append(_run_arm(arm, Path(scratch), seed=seed, updates=updates, fault_rate=fault_rate))
    (progress or silent)(len(ARMS), len(ARMS), "done")
    report.seconds = time.monotonic() - started
    return report


def write_report(report: StressEval, out_dir: Path) -> list[Path]:
    return write_json_and_markdown(out_dir, "stress", report.to_dict(), report.to_markdown())


def claims(document: dict[str, Any]) -> list[Claim]:
    """One line: memtx's transaction success, fault detection and retention against the paper's 1.0 each."""
    arm = next(a for a in document["arms"] if a["arm"] == "memtx")
    figures = (arm["transaction_success"], arm["fault_detection"], arm["retention"])
    return [
        Claim(
            "MemTxn",
            "stress: transaction success, fault detection and retention",
            "1.0 / 1.0 / 1.0",
            " / ".join(f"{f:.3f}" for f in figures) + f" over {arm['updates']} updates",
            f"a scripted {document['task_keys']}-key task state, faults injected at rest at rate "
            f"{document['fault_rate']:g} (not an in-flight crash)",
            Verdict.HOLDS if all(f >= 1.0 for f in figures) else Verdict.NOT_REPRODUCED,
        )
    ]
