"""A list-append concurrency workload over one store, recorded for `memtx.tooling.verify.history` (issue 11, part 3).

Responsible for: starting N worker processes (spawn context) on one store URL, each running random transactions
of 1–4 micro-ops over a small pool of keys — a read is `tx.read`, an append reads the key's list inside the
transaction and proposes the old value plus one element, backed by a fresh source whose text is the new value
— recording every transaction with its outcome to a per-process JSON-lines file, and merging those files into
one history. Must not: retry (a conflict is recorded as a failed transaction, as Elle's workloads do), or
judge the history (that is `history.check`).

Outcomes: `ok` when the commit returned; `fail` when memtx raised `TransactionConflict` (the engine aborted the
transaction) or any memtx error before the commit was attempted (the `with` block aborted it); `info` when the
commit itself raised anything else — it may or may not have committed. Elements are unique per process
(`(worker + 1) * 1_000_000 + n`). A key "fills up" after `max_writes_per_key` elements: a worker that reads a
full key moves that slot to a fresh key (Elle's key rotation), so values stay small and every key keeps
several writers. docs/concurrency.md describes the workload and the command.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import threading
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from memtx import Memory
from memtx.api.transaction import TxnHandle
from memtx.core.errors import InvalidArgument, MemtxError, TransactionConflict
from memtx.tooling.verify.history import (
    ISOLATIONS,
    Append,
    Element,
    MicroOp,
    Outcome,
    Read,
    Txn,
    dump_lines,
    parse_lines,
)

ELEMENT_BASE = 1_000_000  # elements of worker w are (w + 1) * ELEMENT_BASE + n, n = 1, 2, ...
AUTHORITY = 0.7  # every source's; equal authority, later event time: each append supersedes the last
RELATION = "elems"
HISTORY_FILE = "history.jsonl"
RUN_FILE = "run.json"
START_TIMEOUT = 120.0  # seconds for every worker to open the store


class WorkloadError(MemtxError):
    """The workload could not run: a worker failed to start, crashed, or overran the timeout."""


@dataclass(frozen=True)
class WorkerPlan:
    """Everything one worker process needs (pickled to the spawned process)."""

    url: str
    worker: int
    txns: int
    keys: int
    isolation: str
    seed: int
    out: str
    tag: str
    max_writes_per_key: int
    # Memory spaces (DESIGN §11): 0 — every key in the default space; n > 0 — worker w's keys live in space
    # `w % n`, and each micro-op goes to another space with probability `cross` (a cross-space transaction).
    spaces: int = 0
    cross: float = 0.0


def key_name(tag: str, slot: int, generation: int, space: int | None = None) -> str:
    """The key of `slot` in its `generation`: one identifying subject token, so keys never join clusters; in
    namespace `{tag}s{space}` (its memory space) when `space` is given."""
    where = "" if space is None else f"{tag}s{space}:"
    return f"{where}{tag}k{slot}g{generation}/{RELATION}"


def parse_list(value: str | None) -> tuple[Element, ...] | None:
    """A stored value as the list it encodes (space-separated integers); a non-integer token stays a string."""
    if value is None:
        return None
    return tuple(int(token) if token.isdigit() else token for token in value.split())


class _EventClock:
    """Event times for proposals: wall-clock seconds, strictly increasing, and later than the version replaced."""

    def __init__(self) -> None:
        self.last = 0.0

    def next(self, after: float | None = None) -> float:
        floor = max(self.last, after if after is not None else 0.0) + 1e-6
        self.last = max(time.time(), floor)
        return self.last


@dataclass
class _WorkerState:
    plan: WorkerPlan
    rng: random.Random
    agent: str
    generation: dict[tuple[int | None, int], int]  # (space, slot) -> the slot's current generation
    clock: _EventClock
    appended: int = 0

    def space(self) -> int | None:
        """The space of the next micro-op: this worker's own, or (with probability `cross`) another."""
        plan = self.plan
        if plan.spaces == 0:
            return None
        home = plan.worker % plan.spaces
        if plan.spaces > 1 and self.rng.random() < plan.cross:
            return (home + self.rng.randrange(1, plan.spaces)) % plan.spaces
        return home

    def element(self) -> int:
        self.appended += 1
        return (self.plan.worker + 1) * ELEMENT_BASE + self.appended


def _one_txn(mem: Memory, state: _WorkerState, seq: int) -> Txn:
    """Run one random transaction and return it as a history entry."""
    plan = state.plan
    steps = [
        (state.rng.random() < 0.5, (state.space(), state.rng.randrange(plan.keys)))
        for _ in range(state.rng.randint(1, 4))
    ]
    ops: list[MicroOp] = []
    outcome: Outcome = "info"
    error: str | None = None
    handle: TxnHandle | None = None
    meta: dict[str, object] = {}
    body_done = False
    start = time.monotonic()
    try:
        with mem.transaction(agent=state.agent, isolation=plan.isolation) as tx:
            handle = tx
            for is_append, slot in steps:
                generation = state.generation.get(slot, 0)
                key = key_name(plan.tag, slot[1], generation, slot[0])
                record = tx.read(key)
                current = parse_list(record.value if record is not None else None)
                if current is not None and len(current) >= plan.max_writes_per_key:
                    state.generation[slot] = max(generation, state.generation.get(slot, 0)) + 1
                if not is_append:
                    ops.append(Read("r", key, current))
                    continue
                element = state.element()
                text = str(element) if record is None else f"{record.value} {element}"
                at = state.clock.next(record.event_time if record is not None else None)
                source = tx.observe(text, owner=state.agent, scope="shared", authority=AUTHORITY, at=at)
                tx.propose(key=key, value=text, evidence=text, source=source.id, at=at)
                ops.append(Append("append", key, element))
            body_done = True
        outcome = "ok"
    except TransactionConflict as exc:
        outcome, error = "fail", _describe(exc)
    except MemtxError as exc:
        outcome, error = ("info" if body_done else "fail"), _describe(exc)
    end = time.monotonic()
    result = handle.result if handle is not None else None
    if result is not None:
        meta["txn_id"] = result.txn_id
        if result.csn is not None:
            meta["csn"] = result.csn
        final = {o.key: o for o in result.outcomes}  # a key appended twice: its first version is superseded
        hidden = [[o.key, o.state.value, o.reason] for o in final.values() if o.state.value != "committed"]
        if hidden and not result.aborted:
            meta["not_visible"] = hidden  # committed, yet a version did not become visible: the checker will see it
    return Txn(seq, plan.worker, tuple(ops), outcome, start, end, error, meta)


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {' '.join(str(exc).split())}"[:300]


def _process(plans: Sequence[WorkerPlan], ready: Any, go: Any, done: Any) -> None:
    """The body of one worker process: open the store (with group commit on when several workers share it, each
    in a thread of its own), wait for the start signal, run and record."""
    mem = Memory.open(plans[0].url)
    try:
        if len(plans) > 1:
            mem.group_commits()  # (DESIGN §6: the threads' concurrent commits share write units)
        errors: list[BaseException] = []
        threads = [threading.Thread(target=_worker, args=(mem, plan, go, done, errors)) for plan in plans]
        for thread in threads:
            thread.start()
        ready.release()
        for thread in threads:
            thread.join()
        if errors:
            raise errors[0]
    finally:
        mem.close()


def _worker(mem: Memory, plan: WorkerPlan, go: Any, done: Any, errors: list[BaseException]) -> None:
    """One worker: its transactions, one after another, each recorded as it ends."""
    state = _WorkerState(
        plan=plan,
        rng=random.Random(f"{plan.seed}:{plan.worker}"),
        agent=f"w{plan.worker}",
        generation={},
        clock=_EventClock(),
    )
    try:
        with Path(plan.out).open("w", encoding="utf-8") as out:
            if not go.wait(START_TIMEOUT):
                raise SystemExit(f"worker {plan.worker}: no start signal")
            for seq in range(plan.txns):
                out.writelines(dump_lines([_one_txn(mem, state, seq)]))
                with done.get_lock():
                    done.value += 1
    except BaseException as exc:  # noqa: BLE001 - raised again by its process, which then fails (`_process`)
        errors.append(exc)


def merge(paths: Sequence[Path], out: Path) -> Path:
    """Merge per-process histories into one, ordered by start time, each transaction indexed by its position."""
    txns: list[Txn] = []
    for path in paths:
        with path.open(encoding="utf-8") as lines:
            txns.extend(parse_lines(lines))
    txns.sort(key=lambda t: (t.start if t.start is not None else 0.0, str(t.process), t.index))
    merged = [
        Txn(i, t.process, t.ops, t.outcome, t.start, t.end, t.error, {**t.meta, "seq": t.index})
        for i, t in enumerate(txns)
    ]
    with out.open("w", encoding="utf-8") as sink:
        sink.writelines(dump_lines(merged))
    return out


def run(
    url: str,
    *,
    processes: int = 8,
    txns_per_process: int = 250,
    keys: int = 6,
    isolation: str = "snapshot",
    seed: int = 0,
    out_dir: str | Path,
    max_writes_per_key: int = 64,
    timeout: float | None = None,
    progress: Callable[[int, float], None] | None = None,
    spaces: int = 0,
    cross: float = 0.0,
    threads: int = 1,
) -> Path:
    """Run the workload and return the merged history's path (`out_dir/history.jsonl`).

    `url` must name a store every process can open (a SQLite file, not `:memory:`). `timeout`: seconds
    the workers may run before they are stopped and `WorkloadError` is raised. `progress(done, seconds)` is
    called about once a second while they run. `out_dir/run.json` records the parameters and the wall time.
    `spaces`, `cross`: memory spaces (`WorkerPlan`): `spaces=processes, cross=0` gives each process a space of
    its own; `cross > 0` adds transactions that span spaces. `threads`: workers a process runs, each in a thread,
    sharing the process's store handle with group commit on (DESIGN §6); each runs `txns_per_process`
    transactions, and is a process of its own in the history (a sequential client).
    """
    if url.strip() == ":memory:":
        raise InvalidArgument("the workload needs a store several processes can open: a SQLite file, not :memory:")
    if isolation not in ISOLATIONS:
        raise InvalidArgument(f"isolation must be one of {', '.join(ISOLATIONS)}, not {isolation!r}")
    for name, value in (
        ("processes", processes),
        ("txns_per_process", txns_per_process),
        ("keys", keys),
        ("threads", threads),
    ):
        if value < 1:
            raise InvalidArgument(f"{name} must be at least 1")
    if max_writes_per_key < 1:
        raise InvalidArgument("max_writes_per_key must be at least 1")
    if spaces < 0 or not 0.0 <= cross <= 1.0:
        raise InvalidArgument("spaces must be at least 0 and cross a probability in [0, 1]")
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    tag = "c" + uuid.uuid4().hex[:8]  # this run's keys: a store used before keeps its old lists apart
    with Memory.open(url) as mem:
        for worker in range(processes * threads):
            mem.register_agent(f"w{worker}")
    plans = [
        WorkerPlan(
            *(url, w, txns_per_process, keys, isolation, seed, str(out / f"history-w{w}.jsonl"), tag),
            *(max_writes_per_key, spaces, cross),
        )
        for w in range(processes * threads)
    ]
    spawn = multiprocessing.get_context("spawn")
    ready, go, done = spawn.Semaphore(0), spawn.Event(), spawn.Value("q", 0)
    workers = [
        spawn.Process(
            target=_process,
            args=(plans[p * threads : (p + 1) * threads], ready, go, done),
            name=f"memtx-concurrency-p{p}",
        )
        for p in range(processes)
    ]
    for process in workers:
        process.start()
    try:
        _await_ready(workers, ready)
        began = time.monotonic()
        go.set()
        _await_done(workers, began, timeout, progress, done)
        wall = time.monotonic() - began
    finally:
        for process in workers:
            if process.is_alive():
                process.terminate()
                process.join(10)
    history = merge([Path(plan.out) for plan in plans], out / HISTORY_FILE)
    info = {
        "url": url,
        "processes": processes,
        "txns_per_process": txns_per_process,
        "keys": keys,
        "max_writes_per_key": max_writes_per_key,
        "isolation": isolation,
        "spaces": spaces,
        "cross": cross,
        "threads": threads,
        "seed": seed,
        "tag": tag,
        "wall_seconds": wall,
        "workers": [asdict(plan) for plan in plans],
    }
    (out / RUN_FILE).write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    return history


def _await_ready(workers: list[Any], ready: Any) -> None:
    deadline = time.monotonic() + START_TIMEOUT
    started = 0
    while started < len(workers):
        if ready.acquire(timeout=0.2):
            started += 1
            continue
        dead = [p.name for p in workers if p.exitcode is not None]
        if dead:
            raise WorkloadError(f"worker(s) {', '.join(dead)} exited before starting (see stderr)")
        if time.monotonic() > deadline:
            raise WorkloadError(f"only {started} of {len(workers)} workers opened the store in {START_TIMEOUT:.0f} s")


def _await_done(
    workers: list[Any], began: float, timeout: float | None, progress: Callable[[int, float], None] | None, done: Any
) -> None:
    while any(p.is_alive() for p in workers):
        elapsed = time.monotonic() - began
        if timeout is not None and elapsed > timeout:
            raise WorkloadError(f"the workers overran the {timeout:g} s timeout ({done.value} transactions done)")
        for process in workers:
            process.join(0.2 / len(workers))
        if progress is not None and int(time.monotonic() - began) != int(elapsed):
            progress(int(done.value), time.monotonic() - began)
    failed = [f"{p.name} (exit {p.exitcode})" for p in workers if p.exitcode != 0]
    if failed:
        raise WorkloadError(f"worker(s) failed: {', '.join(failed)} (see stderr)")


def figures(history: Sequence[Txn]) -> dict[str, Any]:
    """Throughput and abort figures of a recorded history: transactions per second over the span from the
    first start to the last end, the abort rate (failed / all), and versions committed without becoming
    visible (the workload's `not_visible` notes)."""
    starts = [t.start for t in history if t.start is not None]
    ends = [t.end for t in history if t.end is not None]
    span = (max(ends) - min(starts)) if starts and ends else None
    count = {o: sum(1 for t in history if t.outcome == o) for o in ("ok", "fail", "info")}
    total = len(history)
    return {
        "txns": total,
        **count,
        "seconds": span,
        "txns_per_second": (total / span) if span else None,
        "committed_per_second": (count["ok"] / span) if span else None,
        "abort_rate": (count["fail"] / total) if total else 0.0,
        "appends": sum(1 for t in history for op in t.ops if isinstance(op, Append)),
        "reads": sum(1 for t in history for op in t.ops if isinstance(op, Read)),
        "not_visible": sum(_not_visible(t) for t in history),
    }


def _not_visible(txn: Txn) -> int:
    notes = txn.meta.get("not_visible")
    return len(notes) if isinstance(notes, list) else 0
