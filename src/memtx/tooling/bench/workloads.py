"""The `commit` and `statements` workloads: a governed commit against raw SQLite writing the same rows, and what
one commit costs in SQL statements and physical units.

Responsible for: building each arm's store, the arms themselves and their figures. Must not: decide what the
baseline writes — `memtx.tooling.bench.raw` reads that off a memtx file after real commits.

The statement trace uses `mem.store_context.backend._conns`, the SQLite backend's private connections (the writer
and the reader beside it), with `sqlite3.Connection.set_trace_callback`: private, and acceptable in a benchmark
that counts what the backend sends to SQLite; when a build renames it the workload says so and skips.
"""

from __future__ import annotations

import re
import shutil
import sqlite3
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from memtx import Memory, TxnResult
from memtx.tooling.bench.harness import Context, Figure, Stat, Step, Target, WorkloadResult, interleave, us
from memtx.tooling.bench.ops import (
    T0,
    Fact,
    customer_fact,
    fallback_warnings,
    governed_commit,
    ingest,
    open_memory,
    require_committed,
)
from memtx.tooling.bench.raw import RawStore, Template, calibrate
from memtx.tooling.bench.raw import schema as raw_schema

VARIANTS = ("new", "update")
VARIANT_LABEL = {"new": "new key", "update": "update of an existing key"}
SYNCS = ("FULL", "NORMAL")
TARGET = {"FULL": Target("<=", 1.5), "NORMAL": Target("<=", 3.0)}
FIRST_ROUND = 3  # rounds 0-2 calibrate the raw template; every arm's round i writes marker FIRST_ROUND + i
WARM = 9_000_000  # the marker of the commit that warms a memtx arm's store (a new key, outside every round)


def marker(r: int) -> str:
    """The round's unique token, in the key and in the text (one token: keys split at separators)."""
    return f"zx{r:07d}"


def round_fact(variant: str, r: int) -> Fact:
    """Round r's fact: a brand-new key, or a new value for the key seeded as `seed_fact(r)`."""
    return customer_fact(marker(r), "Paris" if variant == "new" else "Rome")


def round_time(variant: str, r: int) -> float:
    # Updates are later than every seeded version, so they commit as `newer` (DESIGN §5 governed contract).
    return T0 + r if variant == "new" else T0 + 1e6 + r


def seed_fact(r: int) -> Fact:
    return customer_fact(marker(r), "Paris")


def open_arm_store(path: Path | str, *, fast: bool, variant: str, keys: int) -> Memory:
    """A store for one arm; the update variant is seeded with `keys` keys (marker 0 … keys-1), one version each."""
    mem = open_memory(path, fast=fast)
    if variant == "update":
        # One version already says "Rome", so no measured round is the first to bring that word to the index.
        seeds = [*(seed_fact(i) for i in range(keys)), customer_fact("seed", "Rome")]
        ingest(mem, seeds, at=lambda _i: T0, label="seed keys")
    return mem


def commit_step(mem: Memory, variant: str) -> Step:
    def step(i: int) -> float:
        r = FIRST_ROUND + i
        fact = round_fact(variant, r)
        at = round_time(variant, r)
        start = time.perf_counter()
        result = governed_commit(mem, fact, at=at)
        elapsed = time.perf_counter() - start
        require_committed(result, f"commit {variant} round {r}")
        return elapsed

    return step


def raw_template(ctx: Context, variant: str, *, keys: int) -> tuple[Template, Path]:
    """Calibrate on a fresh store (rounds 0-2) and return the template and the calibrated file, closed."""
    path = ctx.tmp / f"calibrate-{variant}.db"
    mem = open_arm_store(path, fast=True, variant=variant, keys=keys)
    try:

        def commit(r: int) -> None:
            require_committed(governed_commit(mem, round_fact(variant, r), at=round_time(variant, r)), "calibrate")

        commit(0)  # the first commit also registers the agent and the shared index terms: not a steady round
        template = calibrate(path, commit, marker=marker, r1=1, r2=2)
    finally:
        mem.close()
    return template, path


def copy_store(src: Path, dst: Path) -> Path:
    for suffix in ("", "-wal", "-shm"):
        if Path(f"{src}{suffix}").exists():
            shutil.copyfile(f"{src}{suffix}", f"{dst}{suffix}")
    return dst


def raw_step(store: RawStore, template: Template) -> Step:
    def step(i: int) -> float:
        statements = template.statements(FIRST_ROUND + i)  # built before the clock starts
        return store.commit(statements)

    return step


def row_counts(path: Path | str) -> dict[str, int]:
    conn = sqlite3.connect(str(path))
    try:
        # The user tables as `memtx.tooling.bench.raw` sees them: a virtual table's shadow tables (FTS5's segments,
        # whose layout depends on when it merges) are its own business.
        return {n: conn.execute(f'SELECT COUNT(*) FROM "{n}"').fetchone()[0] for n in raw_schema(conn)}
    finally:
        conn.close()


def commit_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    rounds = cfg.pick(full=300, quick=40, override=cfg.rounds)
    warmup = cfg.pick(full=20, quick=5, override=cfg.warmup)
    keys = FIRST_ROUND + warmup + rounds + 1
    result = WorkloadResult(
        "commit",
        "governed commit (observe + propose in one transaction) vs raw SQLite writing the same rows, same synchronous",
    )
    result.warnings.extend(fallback_warnings())
    arms: dict[str, Step] = {}
    closers: list[Callable[[], None]] = []
    checks: list[tuple[str, str, dict[str, int], dict[str, int]]] = []  # (memtx arm, raw arm, files before)
    paths: dict[str, Path | str] = {}
    templates: dict[str, Template] = {}
    try:
        for variant in VARIANTS:
            ctx.log(f"commit: calibrating the raw template ({VARIANT_LABEL[variant]})")
            template, calibrated = raw_template(ctx, variant, keys=keys)
            templates[variant] = template
            for sync in SYNCS:
                m_name, r_name = f"memtx {variant} {sync}", f"raw {variant} {sync}"
                m_path = ctx.tmp / f"memtx-{variant}-{sync}.db"
                mem = open_arm_store(m_path, fast=sync == "NORMAL", variant=variant, keys=keys)
                closers.append(mem.close)
                # Warm like the calibrated file the raw arm copies: its first commit registers the agent and
                # founds the shared index terms, which no steady round does.
                require_committed(governed_commit(mem, round_fact("new", WARM), at=round_time("new", WARM)), "warm")
                r_path = copy_store(calibrated, ctx.tmp / f"raw-{variant}-{sync}.db")
                store = RawStore(r_path, synchronous=sync)
                closers.append(store.close)
                arms[m_name], arms[r_name] = commit_step(mem, variant), raw_step(store, template)
                paths[m_name], paths[r_name] = m_path, r_path
                checks.append((m_name, r_name, row_counts(m_path), row_counts(r_path)))
        memory_store = open_memory(":memory:", fast=False)
        closers.append(memory_store.close)
        require_committed(governed_commit(memory_store, round_fact("new", WARM), at=round_time("new", WARM)), "warm")
        arms["memtx new in-memory"] = commit_step(memory_store, "new")
        ctx.log(f"commit: {len(arms)} arms, {warmup} warm-up + {rounds} measured rounds, interleaved")
        samples = interleave(arms, rounds=rounds, warmup=warmup, rng=ctx.rng, log=ctx.log)
    finally:
        for close in reversed(closers):
            close()
    stats = {name: us(Stat.of(s)) for name, s in samples.items()}
    for variant in VARIANTS:
        for sync in SYNCS:
            m, r = stats[f"memtx {variant} {sync}"], stats[f"raw {variant} {sync}"]
            result.figures.append(
                Figure(
                    f"{VARIANT_LABEL[variant]}, synchronous={sync}",
                    "µs",
                    m.median,
                    r.median,
                    "raw SQLite, same rows",
                    TARGET[sync],
                    {"memtx": m, "raw": r},
                )
            )
    mem_stat, raw_normal = stats["memtx new in-memory"], stats["raw new NORMAL"]
    result.figures.append(
        Figure(
            "new key, in-memory backend (no SQLite; the non-durability work)",
            "µs",
            mem_stat.median,
            raw_normal.median,
            "raw SQLite NORMAL",
            None,
            {"memtx": mem_stat, "raw": raw_normal},
        )
    )
    for m_name, r_name, m_before, r_before in checks:
        m_after, r_after = row_counts(paths[m_name]), row_counts(paths[r_name])
        m_rows = {t: m_after[t] - m_before.get(t, 0) for t in m_after}
        r_rows = {t: r_after.get(t, 0) - r_before.get(t, 0) for t in m_after}
        if m_rows != r_rows:
            result.warnings.append(f"{r_name} wrote other row counts than {m_name}: {r_rows} vs {m_rows}")
    for variant, template in templates.items():
        result.notes.append(f"one commit ({VARIANT_LABEL[variant]}) writes: {template.inventory_text()}")
        result.data[f"rows_{variant}"] = template.inventory()
    result.notes.extend(
        [
            "raw: those rows, read off a memtx file after two calibration commits "
            "(memtx.tooling.bench.raw), written with "
            "plain sqlite3 executes in one BEGIN IMMEDIATE…COMMIT on a copy of that file: WAL, the same "
            "synchronous, foreign keys on; it reads nothing and decides nothing (the floor)",
            f"each arm on its own file in {ctx.tmp.parent}; a new key (or key to update) every round; "
            f"{warmup} warm-up + {rounds} measured rounds, arms in a fresh seeded order each round; medians",
            "synchronous=NORMAL is Memory.open(path, fast=True)",
        ]
    )
    return result


# --- statements ----------------------------------------------------------------------------------------------

_LITERAL = re.compile(r"'(?:[^']|'')*'|\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b", re.IGNORECASE)


def _shape(statement: str) -> str:
    """A statement with its literals replaced by `?`: the same query with other values."""
    return " ".join(_LITERAL.sub("?", statement).split())


def _kind(statement: str) -> str:
    words = statement.split()
    if not words:
        return "?"
    head = words[0].upper()
    if head == "BEGIN" and len(words) > 1 and words[1].upper() in ("IMMEDIATE", "EXCLUSIVE", "DEFERRED"):
        return f"BEGIN {words[1].upper()}"
    return head


def _trace(conns: tuple[sqlite3.Connection, ...], fn: Callable[[], object]) -> list[str]:
    seen: list[str] = []
    for conn in conns:
        conn.set_trace_callback(seen.append)
    try:
        fn()
    finally:
        for conn in conns:
            conn.set_trace_callback(None)
    return seen


def statements_workload(ctx: Context) -> WorkloadResult:
    result = WorkloadResult("statements", "SQL statements and physical units per governed commit (observe + propose)")
    result.warnings.extend(fallback_warnings())
    path = ctx.tmp / "trace.db"
    mem = open_arm_store(path, fast=False, variant="update", keys=FIRST_ROUND + 2)
    try:
        conns = getattr(getattr(getattr(mem, "store_context", None), "backend", None), "_conns", None)
        if not isinstance(conns, tuple) or not all(isinstance(c, sqlite3.Connection) for c in conns):
            result.skipped = "this build's SQLite backend has no `store_context.backend._conns` connections to trace"
            return result
        # Warm: the first commit registers the agent and founds the shared index terms.
        require_committed(governed_commit(mem, round_fact("new", WARM), at=round_time("new", WARM)), "warm-up")
        traced: dict[str, list[str]] = {}
        for variant in VARIANTS:
            r = FIRST_ROUND + 1 if variant == "update" else 1000  # a seeded key to update, or a new one
            done: list[TxnResult] = []

            def commit(v: str = variant, r: int = r, done: list[TxnResult] = done) -> None:
                done.append(governed_commit(mem, round_fact(v, r), at=round_time(v, r)))

            traced[variant] = _trace(conns, commit)
            require_committed(done[0], f"traced {variant} commit")
    finally:
        mem.close()
    for variant in VARIANTS:
        template, _ = raw_template(ctx, variant, keys=FIRST_ROUND + 2)
        # SQLite traces the statements a virtual table runs on its shadow tables too, with a leading `-- `:
        # the FTS5 search index's own (the raw floor's insert into it runs the same ones). Counted apart.
        seen = [s for s in traced[variant] if not s.startswith("-- ")]
        nested = len(traced[variant]) - len(seen)
        kinds = Counter(_kind(s) for s in seen)
        units = sum(n for k, n in kinds.items() if k.startswith("BEGIN"))
        writes = kinds.get("BEGIN IMMEDIATE", 0) + kinds.get("BEGIN EXCLUSIVE", 0)
        # A write unit opened right after `PRAGMA synchronous = NORMAL` commits without an fsync (the in-flight
        # registration, DESIGN §6); every other write unit is durable (one fsync at FULL).
        relaxed = sum(
            1
            for i, s in enumerate(seen)
            if s.startswith("BEGIN IMMEDIATE") and i and "synchronous = NORMAL" in seen[i - 1]
        )
        durable = writes - relaxed
        floor = len(template.ops) + 2  # BEGIN IMMEDIATE, one execute per row, COMMIT
        label = VARIANT_LABEL[variant]
        one = Target("==", 1, on="value")
        result.figures.extend(
            [
                Figure(f"{label}: SQL statements", "statements", len(seen), floor, "raw SQLite, same rows"),
                Figure(f"{label}: physical units (BEGIN…)", "units", units, 1, "one unit"),
                Figure(f"{label}: durable write units (fsync at FULL)", "units", durable, 1, "one unit", one),
                # DESIGN §6: staging registers the versions in flight apart, without an fsync (not a target).
                Figure(f"{label}: in-flight registration units (no fsync)", "units", relaxed, 1, "one unit"),
            ]
        )
        repeats = Counter(_shape(s) for s in seen)
        result.data[variant] = {
            "statements": len(seen),
            "statements_inside_the_search_index": nested,
            "floor": floor,
            "units": units,
            "write_units": writes,
            "durable_write_units": durable,
            "in_flight_units": relaxed,
            "by_kind": dict(kinds.most_common()),
            "repeated": {shape: n for shape, n in repeats.most_common() if n > 1},
            "trace": seen,
        }
        top = ", ".join(f"{n}× {shape[:70]}" for shape, n in repeats.most_common(4) if n > 1)
        result.notes.append(
            f"{label}: " + ", ".join(f"{n} {k}" for k, n in kinds.most_common()) + (f"; repeated: {top}" if top else "")
        )
        result.details.append(f"-- {label}: {len(seen)} statements")
        result.details.extend(f"   {i + 1:3}  {s}" for i, s in enumerate(traced[variant]))
    result.notes.extend(
        [
            "counted with sqlite3's set_trace_callback on mem.store_context.backend._conns "
            "(the SQLite backend's private connections: the writer and the reader) "
            "during one commit on a warm store at the default synchronous=FULL; units = BEGIN "
            "statements; a write unit opened after PRAGMA synchronous = NORMAL is the in-flight registration "
            "(DESIGN §6: the staged versions' vids and keys, no fsync), every other write unit is durable",
            "the floor: BEGIN IMMEDIATE + one execute per row the commit writes + COMMIT (memtx.tooling.bench.raw)",
        ]
    )
    return result
