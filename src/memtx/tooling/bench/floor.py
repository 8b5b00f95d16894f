"""The `floor` workload: memtx's own SQL for a governed commit, replayed with no Python between the statements,
against memtx and against raw SQLite writing the same rows — what the design's statements cost, apart from the
work of deciding them.

Responsible for: capturing the statements memtx sends to SQLite during real commits (with their values), replaying
them in the same order on a copy of the store, and the figures memtx / replay and replay / raw. Must not: change
what memtx sends — it only records and replays it.

How the replay is made: a capture store, opened like the arm's own, runs every round's commit first with sqlite3's
statement trace on (the trace gives each statement with its values written in). Each statement's literals become
`?` parameters again, so the replay runs prepared statements as memtx does; a statement with no literal (`BEGIN
IMMEDIATE`, `COMMIT`, the pragmas) runs as written. The replay arm starts from a copy of the capture store made
before its first round, so round i replays exactly what memtx sent in round i, reads included, on the same data.
Statements SQLite runs inside the FTS5 index (traced with a leading `-- `, or naming the schema `'main'.`) are its
own and are not replayed: the replayed insert into the index runs them again.
"""

from __future__ import annotations

import re
import sqlite3
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from memtx.tooling.bench.harness import BenchError, Context, Figure, Stat, Step, WorkloadResult, interleave, us
from memtx.tooling.bench.ops import fallback_warnings, governed_commit, require_committed
from memtx.tooling.bench.raw import RawStore
from memtx.tooling.bench.workloads import (
    FIRST_ROUND,
    SYNCS,
    VARIANT_LABEL,
    VARIANTS,
    WARM,
    commit_step,
    copy_store,
    open_arm_store,
    raw_step,
    raw_template,
    round_fact,
    round_time,
    row_counts,
)

# A literal in a traced statement: a quoted text ('' inside is a quote) or a number. (Identifiers with digits, such
# as `v11`, are not numbers: `\b` needs a non-word character before the digit.)
_LITERAL = re.compile(r"'(?:[^']|'')*'|(?<![\w.])\d+(?:\.\d+)?(?:e[+-]?\d+)?\b", re.IGNORECASE)

Statement = tuple[str, tuple[Any, ...]]


def _value(literal: str) -> Any:
    if literal.startswith("'"):
        return literal[1:-1].replace("''", "'")
    if any(c in literal for c in ".eE"):
        return float(literal)
    return int(literal)


def parametrized(statement: str) -> Statement:
    """A traced statement as `(sql with ? for each literal, values)`; one without literals as it was."""
    values: list[Any] = []

    def take(match: re.Match[str]) -> str:
        values.append(_value(match.group()))
        return "?"

    sql = _LITERAL.sub(take, statement)
    return (sql, tuple(values)) if values else (statement, ())


def _is_own(statement: str) -> bool:
    """A statement memtx sent, not one SQLite ran inside the FTS5 table on its own: those are traced as `-- …`,
    but for the ones it runs when a connection first touches the table, which name the schema quoted (`'main'.`)
    as memtx never does."""
    return not statement.startswith("--") and "'main'." not in statement


class Capture:
    """The statements of each round, recorded from a memtx store's connection while its commits run."""

    def __init__(self) -> None:
        self.rounds: list[list[Statement]] = []
        self._current: list[str] = []

    def trace(self, statement: str) -> None:
        self._current.append(statement)

    def close_round(self) -> None:
        self.rounds.append([parametrized(s) for s in self._current if _is_own(s)])
        self._current = []


def capture(mem_conns: Sequence[sqlite3.Connection], commit: Callable[[int], object], rounds: int) -> Capture:
    """Run `commit(i)` for rounds 0 … rounds-1 with the connections traced, one statement list per round (in the
    order they ran: the commits run on one thread)."""
    recorded = Capture()
    for conn in mem_conns:
        conn.set_trace_callback(recorded.trace)
    try:
        for i in range(rounds):
            commit(i)
            recorded.close_round()
    finally:
        for conn in mem_conns:
            conn.set_trace_callback(None)
    return recorded


class Replay:
    """A plain sqlite3 connection on a copy of the capture store, opened with the pragmas memtx's SQLite backend sets
    (WAL, the same synchronous, the same page cache and memory map, foreign keys on), in autocommit mode: the
    captured `BEGIN IMMEDIATE` and `COMMIT` statements delimit the units, as memtx's do."""

    def __init__(self, path: Path, *, synchronous: str) -> None:
        self.conn = sqlite3.connect(str(path), isolation_level=None, timeout=30.0, cached_statements=512)
        if str(self.conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]).lower() != "wal":
            raise BenchError(f"SQLite refused WAL mode for {path}")
        for pragma in (f"synchronous = {synchronous}", "cache_size = -32768", "mmap_size = 2147418112"):
            self.conn.execute(f"PRAGMA {pragma}")
        self.conn.execute("PRAGMA foreign_keys = ON")

    def run(self, statements: Sequence[Statement]) -> float:
        """Every statement in order, each result read to its end; the seconds it took."""
        execute = self.conn.execute
        start = time.perf_counter()
        for sql, values in statements:
            execute(sql, values).fetchall()
        return time.perf_counter() - start

    def close(self) -> None:
        self.conn.close()


def _versions(path: Path) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(str(path))
    try:
        return conn.execute("SELECT vid, ckey, value, state, reason, csn FROM records ORDER BY vid").fetchall()
    finally:
        conn.close()


def _memtx_conns(mem: Any) -> tuple[sqlite3.Connection, ...]:
    conns = getattr(getattr(getattr(mem, "store_context", None), "backend", None), "_conns", None)
    if not isinstance(conns, tuple) or not all(isinstance(c, sqlite3.Connection) for c in conns):
        raise BenchError("this build's SQLite backend has no `store_context.backend._conns` connections to capture")
    return conns


def _replay_step(replay: Replay, recorded: Capture) -> Step:
    def step(i: int) -> float:
        return replay.run(recorded.rounds[i])

    return step


def _captured(ctx: Context, variant: str, sync: str, *, keys: int, rounds: int) -> tuple[Path, Path, Capture]:
    """A seeded, warmed store copied twice (the memtx arm's file and the replay's), then `rounds` commits captured
    on the original: round i of both arms starts where the capture's round i started."""
    ctx.log(f"floor: capturing {rounds} commits ({VARIANT_LABEL[variant]}, {sync})")
    fast = sync == "NORMAL"
    base = ctx.tmp / f"floor-{variant}-{sync}.db"
    mem = open_arm_store(base, fast=fast, variant=variant, keys=keys)
    try:
        require_committed(governed_commit(mem, round_fact("new", WARM), at=round_time("new", WARM)), "warm")
    finally:
        mem.close()
    m_path = copy_store(base, ctx.tmp / f"floor-memtx-{variant}-{sync}.db")
    p_path = copy_store(base, ctx.tmp / f"floor-replay-{variant}-{sync}.db")
    mem = open_arm_store(base, fast=fast, variant="new", keys=0)
    try:
        return m_path, p_path, capture(_memtx_conns(mem), commit_step(mem, variant), rounds)
    finally:
        mem.close()


def floor_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    rounds = cfg.pick(full=300, quick=40, override=cfg.rounds)
    warmup = cfg.pick(full=20, quick=5, override=cfg.warmup)
    total = warmup + rounds
    keys = FIRST_ROUND + total + 1
    result = WorkloadResult(
        "floor",
        "the design's floor: memtx's own statements for a governed commit replayed with no Python between them",
    )
    result.warnings.extend(fallback_warnings())
    arms: dict[str, Step] = {}
    closers: list[Callable[[], None]] = []
    counts: dict[str, float] = {}
    replayed: list[tuple[str, Path, Path]] = []  # (arm, memtx file, replay file): the same rounds, the same rows
    try:
        for variant in VARIANTS:
            ctx.log(f"floor: calibrating the raw template ({VARIANT_LABEL[variant]})")
            template, calibrated = raw_template(ctx, variant, keys=keys)
            for sync in SYNCS:
                name = f"{variant} {sync}"
                m_path, p_path, recorded = _captured(ctx, variant, sync, keys=keys, rounds=total)
                counts[name] = sum(len(r) for r in recorded.rounds) / len(recorded.rounds)
                measured = open_arm_store(m_path, fast=sync == "NORMAL", variant="new", keys=0)
                closers.append(measured.close)
                replay = Replay(p_path, synchronous=sync)
                closers.append(replay.close)
                raw = RawStore(copy_store(calibrated, ctx.tmp / f"floor-raw-{variant}-{sync}.db"), synchronous=sync)
                closers.append(raw.close)
                replayed.append((name, m_path, p_path))
                arms[f"memtx {name}"] = commit_step(measured, variant)
                arms[f"replay {name}"] = _replay_step(replay, recorded)
                arms[f"raw {name}"] = raw_step(raw, template)
        ctx.log(f"floor: {len(arms)} arms, {warmup} warm-up + {rounds} measured rounds, interleaved")
        samples = interleave(arms, rounds=rounds, warmup=warmup, rng=ctx.rng, log=ctx.log)
    finally:
        for close in reversed(closers):
            close()
    for name, m_path, p_path in replayed:
        if row_counts(m_path) != row_counts(p_path) or _versions(m_path) != _versions(p_path):
            result.warnings.append(f"the replay of {name} left other rows than memtx's commits: not a replay")
    stats = {name: us(Stat.of(s)) for name, s in samples.items()}
    for variant in VARIANTS:
        for sync in SYNCS:
            name = f"{variant} {sync}"
            m, p, r = stats[f"memtx {name}"], stats[f"replay {name}"], stats[f"raw {name}"]
            label = f"{VARIANT_LABEL[variant]}, synchronous={sync}"
            both = {"memtx": m, "replay": p, "raw": r}
            result.figures.append(
                Figure(f"{label}: memtx vs its own SQL replayed", "µs", m.median, p.median, "replay", None, both)
            )
            result.figures.append(
                Figure(f"{label}: its SQL replayed vs raw, same rows", "µs", p.median, r.median, "raw", None, both)
            )
            result.data[f"statements_{variant}_{sync}"] = counts[name]
    result.notes.extend(
        [
            "replay: the statements memtx's connection sent during the same round's commit on a capture store (reads, "
            "pragmas, the in-flight registration unit and the durable unit), with their values as parameters, run "
            "in order on a copy of that store with memtx's pragmas; nothing decided, nothing built in Python "
            "(memtx.tooling.bench.floor)",
            "memtx / replay is what deciding costs (admission, keys, contracts, pipeline, journal, building rows); "
            "replay / raw is what the design's SQL costs beyond writing the final rows (the registration unit, "
            "the reads, the transaction header's update, the memo checks)",
            "raw: the rows of one commit written with plain executes in one BEGIN IMMEDIATE…COMMIT "
            "(memtx.tooling.bench.raw); "
            f"every arm on its own file; {warmup} warm-up + {rounds} measured rounds, arms in a fresh seeded order "
            "each round; medians",
            "statements per replayed commit: "
            + ", ".join(f"{VARIANT_LABEL[n.split()[0]]} at {n.split()[1]} {c:.0f}" for n, c in counts.items()),
        ]
    )
    return result
