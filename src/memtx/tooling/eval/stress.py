"""`memtx eval stress` (DESIGN §10, §13): MemTxn's stress test, offline — 1,000 consecutive updates of a task
state with faults injected at random between them.

Each update is one transaction writing 1–3 keys of a 50-key task state. After an update, with probability
`fault_rate`, a fault is injected; before the next update the store is reopened and checked. Three tracks,
by the faults they inject:
- `in flight` (the paper's configuration, which the summary's verdict reads): the next update fails in
  flight — a writer with no atomic unit stages it, lands a prefix of its writes key by key and is SIGKILLed
  (`memtx.tooling.eval.recovery_protocol.torn_writer`) — and the agent retries it after the reopen;
- `at rest`: the store is damaged at rest by `memtx.tooling.faults` (a random class, 2–16 physical keys);
- `in flight + at rest`: either, at random.

Arms:

- `memtx` — a failed check is followed by `Memory.recover()`;
- `no recovery` — the damage is left in place (the ablation: what the journal restore is worth).

Figures per arm: transaction success (the update committed and every key it wrote reads back its new value),
fault detection (faults found before the next update — by the check, or, for a writer that died in flight,
by the open that aborts its transaction — / faults injected) and retention of older
task state (at the end, the fraction of the keys written whose read value is the latest one written). An update or read
that raises on a damaged store counts as failed, and the exception types are reported.

Responsible for: the workload, the arms and the report. Must not: change how memtx restores.
"""

from __future__ import annotations

import random
import sqlite3
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.api.store import Memory
from memtx.core.errors import MemtxError
from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.output import write_json_and_markdown
from memtx.tooling.eval.progress import Tick, silent
from memtx.tooling.eval.recovery_protocol import torn_writer
from memtx.tooling.eval.report import Cell, markdown_table, text_table
from memtx.tooling.faults import FAULT_CLASSES, MAX_KEYS, MIN_KEYS, inject

ARMS = ("memtx", "no recovery")
IN_FLIGHT = "torn in flight"
AT_REST = "at rest"
TRACKS: Final = {"in flight": (IN_FLIGHT,), "at rest": (AT_REST,), "in flight + at rest": (AT_REST, IN_FLIGHT)}
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
    tracks: dict[str, list[ArmResult]] = field(default_factory=dict)
    seconds: float = 0.0

    def to_dict(self) -> dict[str, object]:
        verdict_track = self.tracks.get("in flight", [])
        return {
            "suite": "stress",
            "seed": self.seed,
            "updates": self.updates,
            "fault_rate": self.fault_rate,
            "task_keys": TASK_KEYS,
            "arms": [a.as_dict() for a in verdict_track],  # the in-flight track: the paper's configuration
            "tracks": {
                name: {"faults": list(TRACKS[name]), "arms": [a.as_dict() for a in arms]}
                for name, arms in self.tracks.items()
            },
            "seconds": round(self.seconds, 1),
        }

    def _rows(self) -> list[list[Cell]]:
        rows: list[list[Cell]] = []
        for track, arms in self.tracks.items():
            for a in arms:
                d = a.as_dict()
                errors = ", ".join(f"{k} {v}" for k, v in sorted(a.errors.items())) or "–"
                rates: list[Cell] = [d["transaction_success"], d["fault_detection"], d["retention"]]  # type: ignore[list-item]
                rows.append([track, a.arm, *rates, a.injected, a.restored, errors])
        return rows

    def format_table(self) -> str:
        head = (
            f"memtx eval stress · {self.updates} consecutive updates of a {TASK_KEYS}-key task state · faults "
            f"injected at random after {self.fault_rate:.0%} of them · seed {self.seed} · {self.seconds:.0f} s"
        )
        return head + "\n\n" + text_table(HEADERS, self._rows())

    def to_markdown(self) -> str:
        return "\n\n".join(
            [
                "# memtx eval stress",
                f"{self.updates} consecutive updates of a {TASK_KEYS}-key task state, faults injected at random "
                f"after {self.fault_rate:.0%} of them (seed {self.seed}). Tracks by fault: `in flight` (an update "
                "torn outside an atomic unit, its writer killed, then retried — the paper's configuration), "
                "`at rest` (one of two redundant copies damaged), and both.",
                markdown_table(HEADERS, self._rows()),
            ]
        )


HEADERS: Final = [
    "faults",
    "arm",
    "transaction success",
    "fault detection",
    "retention",
    "faults injected",
    "restores",
    "update errors",
]


def _sentence(key: int, version: int) -> str:
    return f"Task {key} is at step {version}"


def _run_arm(
    arm: str, directory: Path, *, seed: int, updates: int, fault_rate: float, kinds: tuple[str, ...]
) -> ArmResult:
    rng = random.Random(f"stress:{seed}")  # the same workload and faults for every arm
    path = directory / f"{arm.replace(' ', '-')}-{len(list(directory.iterdir()))}.db"
    latest: dict[int, int] = {}
    result = ArmResult(arm)
    pending_fault: str | None = None
    torn_txn: int | None = None  # the transaction of the writer that died in flight, before this update
    for n in range(1, updates + 1):
        wrote = {k: latest.get(k, 0) + 1 for k in rng.sample(range(TASK_KEYS), rng.randint(1, 3))}
        if pending_fault == IN_FLIGHT:  # this update first fails in flight, then the agent retries it
            writes = [(f"task {k}/step", _sentence(k, v)) for k, v in sorted(wrote.items())]
            torn_txn = torn_writer(path, writes, rng.randint(1, len(writes)), agent=AGENT, at=float(n))[0]
        with Memory.open(path, fast=True) as mem:
            if n == 1:
                mem.register_agent(AGENT)
            if pending_fault is not None:
                _detect_and_restore(mem, path, arm, fault=pending_fault, torn_txn=torn_txn, result=result)
                pending_fault, torn_txn = None, None
            _update(mem, wrote, n, result)
            latest.update(wrote)  # the task's intended state, whether or not the store kept it
        if n < updates and rng.random() < fault_rate:  # a fault after the last update could not be seen
            pending_fault = _fault(path, rng, kinds, result)
    result.retained = _retained(path, latest, result)
    return result


def _detect_and_restore(
    mem: Memory, path: Path, arm: str, *, fault: str, torn_txn: int | None, result: ArmResult
) -> None:
    """The check before the next update; a writer that died in flight is found by the open itself, which
    aborts its transaction (DESIGN §10). The memtx arm restores what the check found."""
    damaged = not mem.check().ok
    if damaged or (torn_txn is not None and _aborted(path, torn_txn)):
        result.detected += 1
        result.by_fault[fault][1] += 1
    if damaged and arm == "memtx":
        try:
            mem.recover()
            result.restored += 1
        except MemtxError as exc:  # left damaged; the figures show it
            result.errors[f"recover: {type(exc).__name__}"] = result.errors.get(f"recover: {type(exc).__name__}", 0) + 1


def _update(mem: Memory, wrote: dict[int, int], n: int, result: ArmResult) -> None:
    """One update as one transaction; success when it committed and every key reads back its new value."""
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
    result.succeeded += int(ok)


def _fault(path: Path, rng: random.Random, kinds: tuple[str, ...], result: ArmResult) -> str | None:
    """Inject one fault of a kind drawn from `kinds` (an in-flight one happens to the next update)."""
    fault = IN_FLIGHT if rng.choice(kinds) == IN_FLIGHT else rng.choice(FAULT_CLASSES)
    if fault != IN_FLIGHT:
        try:
            inject(path, fault, keys=rng.randint(MIN_KEYS, MAX_KEYS), seed=rng.randrange(2**31))
        except MemtxError:
            return None  # the store is still too small for that many keys
    result.injected += 1
    result.by_fault.setdefault(fault, [0, 0])[0] += 1
    return fault


def _retained(path: Path, latest: dict[int, int], result: ArmResult) -> float:
    """At the end: the fraction of the keys written whose read value is the latest one written."""
    with Memory.open(path, fast=True) as mem:
        kept = 0
        for key, version in latest.items():
            try:
                found = mem.get(f"task {key}/step", agent=AGENT)
            except Exception as exc:  # noqa: BLE001 - a read failing on a damaged store counts as not retained
                found = None
                result.errors[type(exc).__name__] = result.errors.get(type(exc).__name__, 0) + 1
            kept += int(found is not None and found.value == _sentence(key, version))
    return kept / len(latest) if latest else 0.0


def _aborted(path: Path, txn: int) -> bool:
    conn = sqlite3.connect(path)
    try:
        row = conn.execute("SELECT status FROM txns WHERE id = ?", (txn,)).fetchone()
    finally:
        conn.close()
    return row is not None and row[0] == "aborted"


def run(
    seed: int = 0,
    *,
    updates: int = 1_000,
    fault_rate: float = 0.05,
    tracks: tuple[str, ...] = tuple(TRACKS),
    progress: Tick | None = None,
) -> StressEval:
    if updates < 1 or not 0.0 <= fault_rate <= 1.0:
        raise ValueError("updates must be positive and fault_rate in [0, 1]")
    unknown = [t for t in tracks if t not in TRACKS]
    if unknown:
        raise ValueError(f"unknown stress tracks {unknown}; expected some of {', '.join(TRACKS)}")
    started = time.monotonic()
    report = StressEval(seed, updates, fault_rate)
    steps = [(t, arm) for t in tracks for arm in ARMS]
    with tempfile.TemporaryDirectory(prefix="memtx-eval-stress-") as scratch:
        for n, (track, arm) in enumerate(steps):
            (progress or silent)(n, len(steps), f"{track}: {arm}")
            result = _run_arm(
                arm, Path(scratch), seed=seed, updates=updates, fault_rate=fault_rate, kinds=TRACKS[track]
            )
            report.tracks.setdefault(track, []).append(result)
    (progress or silent)(len(steps), len(steps), "done")
    report.seconds = time.monotonic() - started
    return report


def claims(document: dict[str, Any]) -> list[Claim]:
    """MemTxn's stress claim, judged on the memtx arm of the `in flight` track (updates that fail in flight,
    the paper's configuration): holds when success, detection and retention are all 1.0 with faults injected.
    The other tracks' figures are shown beside it."""
    text = "stress: transaction success, fault detection and retention all 1.0"
    figure = "1.0 / 1.0 / 1.0"
    tracks = document.get("tracks", {})
    flight = next((a for a in tracks.get("in flight", {}).get("arms", []) if a["arm"] == "memtx"), None)
    if flight is None:
        return [Claim("MemTxn", text, figure, "the in-flight track did not run", "–", Verdict.NOT_MEASURED)]

    def shown(arm: dict[str, Any]) -> str:
        return (
            f"{arm['transaction_success']:.3f} / {arm['fault_detection']:.3f} / {arm['retention']:.3f} "
            f"({arm['faults_injected']} faults)"
        )

    others = [
        f"{name}: {shown(a)}"
        for name, track in tracks.items()
        if name != "in flight"
        for a in track["arms"]
        if a["arm"] == "memtx"
    ]
    measured = "; ".join([f"in flight: {shown(flight)}", *others])
    configuration = (
        f"{flight['updates']} updates of a {document.get('task_keys', TASK_KEYS)}-key task state; before "
        f"{document.get('fault_rate', 0):.0%} of them the update fails in flight (torn, writer killed) and is retried"
    )
    holds = flight["faults_injected"] > 0 and all(
        flight[f] == 1.0 for f in ("transaction_success", "fault_detection", "retention")
    )
    return [Claim("MemTxn", text, figure, measured, configuration, Verdict.HOLDS if holds else Verdict.NOT_REPRODUCED)]


def write_report(report: StressEval, out_dir: Path) -> list[Path]:
    return write_json_and_markdown(out_dir, "stress", report.to_dict(), report.to_markdown())
