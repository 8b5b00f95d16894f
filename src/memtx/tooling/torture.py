"""Crash torture (DESIGN §10): writer processes doing multi-key transactions, revocations and reversible tool
calls are killed with SIGKILL — at random moments and at the named crash points of `memtx.engine.crashpoints` —
and after every kill the store is reopened and checked.

Responsible for: the harness (`torture`) and its report. Must not: be used on a store anyone else uses; it
forks, so it needs a POSIX system, and the parent holds no open store across a fork.

After each kill the parent reopens the store (which aborts the dead writer's open transaction and runs the
compensations that are due) and checks: every acknowledged commit is visible with its exact values (unless
a revocation of it was started), no transaction is partly visible, nothing is left open or in flight, no
tool call and no compensation ran twice, and I(S) holds (`mem.check()`).
"""

from __future__ import annotations

import os
import random
import select
import signal
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from memtx.api.store import Memory
from memtx.core.model import Purpose
from memtx.engine.crashpoints import CRASH_POINTS, CrashPlan

WRITER = "writer"
PARTS = ("status", "weight", "city")
CITIES = ("Oslo", "Lima", "Kyoto", "Quito", "Perth")


@dataclass(slots=True)
class TortureReport:
    """The figures of one run. `failures` is empty when every check held after every kill."""

    rounds: int = 0
    kills: Counter[str] = field(default_factory=Counter)  # by crash point, or "random" for a kill at a moment
    acknowledged: int = 0  # commits acknowledged to the writer before it was killed (all checked)
    revocations: int = 0
    calls: int = 0
    failures: list[str] = field(default_factory=list)
    elapsed: float = 0.0

    @property
    def ok(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict[str, object]:
        return {
            "ok": self.ok,
            "rounds": self.rounds,
            "kill_points": sum(self.kills.values()),
            "kills": dict(sorted(self.kills.items())),
            "acknowledged_commits": self.acknowledged,
            "revocations": self.revocations,
            "tool_calls": self.calls,
            "failures": list(self.failures),
            "seconds": round(self.elapsed, 2),
        }


def _facts(n: int) -> list[tuple[str, str]]:
    city = CITIES[n % len(CITIES)]
    return [
        (f"order {n}/status", f"Order {n} is packed"),
        (f"order {n}/weight", f"Order {n} weighs {n % 97 + 1} kg"),
        (f"order {n}/city", f"Order {n} ships to {city}"),
    ]


def _side_effects(path: Path) -> tuple[Callable[..., str], Callable[..., None]]:
    """The reversible tool: each call and each compensation appends one line (fsynced) to a side file."""

    def append(line: str) -> None:
        with path.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
            f.flush()
            os.fsync(f.fileno())

    def hold(token: str) -> str:
        append(f"call {token}")
        return f"held {token}"

    def release(args: dict[str, object], _result: object) -> None:
        append(f"undo {args['token']}")

    return hold, release


def _writer(store: Path, side: Path, *, start: int, plan: CrashPlan | None, out: int, seed: int) -> None:
    """The child: write until killed; report each step to the parent on `out` (one line per step)."""

    def say(line: str) -> None:
        os.write(out, (line + "\n").encode())

    rng = random.Random(seed)
    mem = Memory.open(store)
    mem.store_context.crash = plan
    hold, release = _side_effects(side)
    mem.tools.register("hold", hold, reversible=True, compensate=release)
    n = start
    while True:
        n += 1
        say(f"begin {n}")
        with mem.transaction(agent=WRITER) as tx:
            facts = _facts(n)
            src = tx.observe(". ".join(v for _, v in facts) + ".", owner=WRITER, scope="shared", authority=0.9, at=n)
            tx.propose_many([{"key": k, "value": v, "evidence": v, "source": src.id, "at": float(n)} for k, v in facts])
        say(f"ack {n}")
        if n % 4 == 0 and rng.random() < 0.8:
            found = mem.get(f"order {n - 1}/status", agent=WRITER)
            if found is not None:
                say(f"revoking {n - 1}")
                mem.revoke(found.vid, agent=WRITER, reason="torture")
                say(f"revoked {n - 1}")
        if n % 3 == 0:
            with mem.transaction(agent=WRITER, purpose=Purpose.EXTERNAL_ACTION) as tx:
                support = tx.read(f"order {n}/weight")
                if support is None:
                    continue
                say(f"calling h{n}")
                tx.act("hold", {"token": f"h{n}"}, support=[support.vid])
            say(f"called h{n}")
            say(f"revoking-support {n}")
            mem.revoke(support.vid, agent=WRITER, reason="torture: undo the hold")  # → compensation
            say(f"revoked-support {n}")


@dataclass(slots=True)
class _Log:
    begun: list[int] = field(default_factory=list)
    acked: set[int] = field(default_factory=set)
    revoking: dict[str, set[int]] = field(default_factory=lambda: {"status": set(), "weight": set()})
    calls: int = 0
    revocations: int = 0
    error: str = ""


def _read(fd: int, pid: int, deadline: float) -> tuple[str, bool]:
    """Everything the child wrote until it died or `deadline` passed; whether it died on its own."""
    chunks: list[bytes] = []
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            return b"".join(chunks).decode(), False
        ready, _, _ = select.select([fd], [], [], min(left, 0.05))
        if ready:
            data = os.read(fd, 65536)
            if not data:  # the child closed its end: it died
                return b"".join(chunks).decode(), True
            chunks.append(data)


def _parse(text: str) -> _Log:
    log = _Log()
    for line in text.splitlines():
        word, _, arg = line.partition(" ")
        if word == "begin":
            log.begun.append(int(arg))
        elif word == "ack":
            log.acked.add(int(arg))
        elif word in ("revoking", "revoking-support"):
            log.revoking["status" if word == "revoking" else "weight"].add(int(arg))
            log.revocations += 1
        elif word == "calling":
            log.calls += 1
        elif word == "error":
            log.error = arg
    return log


def _check(store: Path, side: Path, log: _Log, round_no: int) -> list[str]:
    where = f"round {round_no}"
    failures: list[str] = []
    hold, release = _side_effects(side)
    with Memory.open(store) as mem:
        mem.tools.register("hold", hold, reversible=True, compensate=release)  # runs the compensations due
        for n in sorted(set(log.begun)):
            for key, value in _facts(n):
                record = mem.get(key, agent=WRITER)
                exact = record is not None and record.value == value
                part = key.rsplit("/", 1)[1]
                if n in log.acked and not exact and n not in log.revoking.get(part, set()):
                    failures.append(f"{where}: acknowledged commit {n} lost {key} ({record})")
            everything = {k: mem.history(k, agent=WRITER) for k, _ in _facts(n)}
            committed = [k for k, h in everything.items() if any(r.csn is not None for r in h)]
            if committed and len(committed) != len(PARTS):
                failures.append(f"{where}: transaction {n} is partly visible: {committed}")
        if mem.open_transactions():
            failures.append(f"{where}: open transactions left after reopen: {mem.open_transactions()}")
        if mem.in_flight():
            failures.append(f"{where}: versions left in flight after reopen: {mem.in_flight()}")
        report = mem.check()
        if not report.ok:
            failures.append(f"{where}: I(S) fails: {[v.detail for v in report.violations[:5]]}")
        for action in mem.actions(limit=10_000):
            if action.status.value == "in_progress":
                failures.append(f"{where}: action {action.id} left in_progress after reopen")
    lines = side.read_text(encoding="utf-8").splitlines() if side.exists() else []
    counts = Counter(lines)
    for line, k in counts.items():
        if k > 1:
            failures.append(f"{where}: side effect {line!r} happened {k} times")
    calls = {line.split()[1] for line in lines if line.startswith("call ")}
    for line in lines:
        if line.startswith("undo ") and line.split()[1] not in calls:
            failures.append(f"{where}: {line!r} without its call")
    return failures


def torture(
    directory: Path,
    *,
    rounds: int,
    seed: int = 0,
    per_store: int = 25,
    max_seconds: float = 0.25,
    progress: Callable[[int, TortureReport], None] | None = None,
) -> TortureReport:
    """Run `rounds` kill-and-reopen rounds in `directory` (a new store every `per_store` rounds). Each round
    forks a writer that either has a crash point armed (chosen at random, to fire at its 1st–3rd reach) or
    is killed by the parent after a random moment up to `max_seconds`."""
    if rounds < 1 or per_store < 1 or max_seconds <= 0:
        raise ValueError("rounds and per_store must be positive, max_seconds > 0")
    rng = random.Random(seed)
    report = TortureReport()
    started = time.monotonic()
    start = 0
    store = side = directory
    for r in range(rounds):
        if r % per_store == 0:
            store, side = directory / f"store-{r // per_store}.db", directory / f"effects-{r // per_store}.log"
            with Memory.open(store) as mem:
                mem.register_agent(WRITER)
            start = 0
        plan = CrashPlan(rng.choice(CRASH_POINTS), nth=rng.randint(1, 3)) if rng.random() < 0.7 else None
        delay = rng.uniform(0.005, max_seconds)
        read_fd, write_fd = os.pipe()
        pid = os.fork()
        if pid == 0:  # the writer
            os.close(read_fd)
            try:
                _writer(store, side, start=start, plan=plan, out=write_fd, seed=rng.randrange(2**32))
            except BaseException as exc:  # noqa: BLE001 - reported to the parent, which fails the round
                os.write(write_fd, f"error {type(exc).__name__}: {exc}\n".encode())
            finally:
                os._exit(3)
        os.close(write_fd)
        text, died = _read(read_fd, pid, time.monotonic() + (delay if plan is None else max_seconds * 4))
        if not died:
            os.kill(pid, signal.SIGKILL)
            text += _read(read_fd, pid, time.monotonic() + 5)[0]
        os.close(read_fd)
        _, status = os.waitpid(pid, 0)
        log = _parse(text)
        report.rounds += 1
        if log.error or not (os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL):
            report.failures.append(f"round {r}: the writer did not die by SIGKILL ({log.error or status})")
        report.kills[plan.point if died and plan is not None else "random"] += 1
        report.acknowledged += len(log.acked)
        report.revocations += log.revocations
        report.calls += log.calls
        report.failures += _check(store, side, log, r)
        start = max([start, *log.begun])
        if progress is not None:
            progress(r + 1, report)
    report.elapsed = time.monotonic() - started
    return report
