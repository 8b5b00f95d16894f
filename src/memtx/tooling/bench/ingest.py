"""The `ingest` workload: the FactConsolidation 262k context (18,332 facts) in one transaction, admission included.

Responsible for: the facts (the data file through `memtx.tooling.eval.factconsolidation`, or a seeded generator of the
same shape), the two variants — one source per fact, and the whole context as one source whose lines the
proposals cite — and the raw-SQLite floor that inserts the same final rows with `executemany`. Must not: skip
admission or any phase of the pipeline: the batch goes through `tx.propose_many` like any caller's.
"""

from __future__ import annotations

import random
import shutil
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtx import State
from memtx.tooling.bench.harness import BenchError, Context, Figure, Stat, Target, WorkloadResult
from memtx.tooling.bench.ops import AGENT, T0, fallback_warnings, observe_in, open_memory, propose_many
from memtx.tooling.bench.raw import RawStore, Row, bulk_rows
from memtx.tooling.eval.factconsolidation import (
    CONTEXT_HEADER,
    DataFileMissing,
    default_data_path,
    load_rows,
    parse_fact,
)

FACTS = 18_332
SLOTS = 11_000
QUICK_FACTS = 1_000
VARIANTS = ("per_fact", "one_source")
LABEL = {"per_fact": "one source per fact", "one_source": "whole context as one source"}


@dataclass(frozen=True, slots=True)
class Line:
    serial: int
    sentence: str  # what the proposal cites (value = evidence)
    key: tuple[str, str]  # (subject, relation)


def _parse(lines: list[str]) -> tuple[list[Line], int]:
    out, missed = [], 0
    for text in lines:
        fact = parse_fact(text)
        if fact is None:
            missed += 1
            continue
        out.append(Line(fact.serial, fact.sentence, fact.slot))
    return out, missed


_SYLLABLES = ("ka", "lo", "mi", "ren", "sa", "tor", "vel", "da", "ni", "bor", "e", "ul", "zan", "qui", "fa", "ho")
_FRAMES = (
    "{s} was born in the city of {o}.",
    "{s} is a citizen of {o}.",
    "{s} is employed by {o}.",
    "{s} is associated with the sport of {o}.",
    "The capital of {s} is {o}.",
    "The author of {s} is {o}.",
    "The chairperson of {s} is {o}.",
)


def generate(rng: random.Random, facts: int = FACTS, slots: int = SLOTS) -> list[str]:
    """`"N. sentence"` lines of the data's shape: `slots` subject/relation slots, the first `facts - slots` of
    them (in a shuffled order) with a second, later version; every line parses with the data's templates."""

    def word() -> str:
        return "".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()

    names: set[str] = set()
    while len(names) < slots:
        names.add(f"{word()} {word()}")
    subjects = sorted(names)
    rng.shuffle(subjects)
    pairs = [(subjects[i], _FRAMES[i % len(_FRAMES)]) for i in range(slots)]
    events: list[tuple[str, str]] = list(pairs)
    seconds = [pairs[i] for i in rng.sample(range(slots), facts - slots)]
    rng.shuffle(events)
    # Second versions come after every first version, so each slot's newer line has the larger serial.
    events.extend(seconds)
    return [f"{n}. {frame.format(s=s, o=f'{word()} {word()}')}" for n, (s, frame) in enumerate(events)]


def load(ctx: Context) -> tuple[list[str], str]:
    """The 262k context's fact lines and where they came from."""
    path = ctx.config.data or default_data_path()
    try:
        rows = load_rows(path)
    except DataFileMissing:
        return generate(random.Random(f"{ctx.config.seed}:facts")), f"a seeded generator (no data file at {path})"
    row = next((r for r in rows if r.size == "262k"), None)
    if row is None:
        raise BenchError(f"{path} has no 262k row")
    return list(row.facts), f"{path} ({row.source})"


def ingest_once(path: Path, variant: str, context: str, facts: list[Line]) -> tuple[float, dict[str, int]]:
    """One ingest on a fresh file at NORMAL, timed from the transaction's start to its commit."""
    mem = open_memory(path, fast=True)
    # Each run observes its own copy of the text, as a caller ingesting a document does (an equal string is
    # not the same object: a memo that compares texts in full on a hit would pay for it here).
    context = context.encode().decode()
    try:
        start = time.perf_counter()
        with mem.transaction(agent=AGENT) as tx:
            items: list[dict[str, Any]] = []
            if variant == "one_source":
                src = observe_in(mem, tx, context, at=T0)
                ids = [src.id] * len(facts)
            else:
                ids = [observe_in(mem, tx, f.sentence, at=T0 + f.serial).id for f in facts]
            for f, sid in zip(facts, ids, strict=True):
                items.append(
                    {"key": f.key, "value": f.sentence, "evidence": f.sentence, "source": sid, "at": T0 + f.serial}
                )
            propose_many(tx, items)
        elapsed = time.perf_counter() - start
    finally:
        mem.close()
    assert tx.result is not None
    if tx.result.aborted:
        raise BenchError(f"ingest ({variant}) aborted: {tx.result.abort_reason}")
    states: dict[str, int] = {}
    for outcome in tx.result.outcomes:
        states[outcome.state.value] = states.get(outcome.state.value, 0) + 1
    if states.get(State.COMMITTED.value, 0) == 0:
        raise BenchError(f"ingest ({variant}) committed nothing: {states}")
    return elapsed, states


def ingest_workload(ctx: Context) -> WorkloadResult:
    cfg = ctx.config
    result = WorkloadResult("ingest", "batch ingest of the FactConsolidation 262k context in one transaction (NORMAL)")
    result.warnings.extend(fallback_warnings())
    lines, origin = load(ctx)
    if cfg.quick:
        lines = lines[:QUICK_FACTS]
    facts, missed = _parse(lines)
    context = "\n".join([CONTEXT_HEADER, *lines])
    repeats = cfg.pick(full=3, quick=1, override=cfg.rounds)
    empty = ctx.tmp / "empty.db"
    open_memory(empty, fast=True).close()  # the schema and pragmas, no rows: the raw arm's starting file
    samples: dict[str, list[float]] = {f"{a} {v}": [] for v in VARIANTS for a in ("memtx", "raw")}
    states: dict[str, dict[str, int]] = {}
    batches: dict[str, tuple[list[tuple[str, list[Row]]], dict[str, int]]] = {}
    order = list(VARIANTS)
    for rep in range(repeats):
        ctx.rng.shuffle(order)
        for variant in order:
            path = ctx.tmp / f"memtx-{variant}-{rep}.db"
            ctx.log(f"ingest: {LABEL[variant]}, {len(facts):,} facts (run {rep + 1}/{repeats})")
            elapsed, states[variant] = ingest_once(path, variant, context, facts)
            samples[f"memtx {variant}"].append(elapsed)
            if variant not in batches:
                batches[variant] = bulk_rows(empty, path)
            raw_path = ctx.tmp / f"raw-{variant}-{rep}.db"
            shutil.copyfile(empty, raw_path)
            store = RawStore(raw_path, synchronous="NORMAL")
            try:
                samples[f"raw {variant}"].append(store.bulk(batches[variant][0]))
            finally:
                store.close()
            _remove(path, raw_path)
    for variant in VARIANTS:
        m, r = Stat.of(samples[f"memtx {variant}"]), Stat.of(samples[f"raw {variant}"])
        result.figures.append(
            Figure(
                f"{LABEL[variant]}: {len(facts):,} facts",
                "s",
                m.median,
                r.median,
                "raw SQLite executemany, same rows",
                Target("<=", 2.0, on="value"),
                {"memtx": m, "raw": r},
            )
        )
        rows = batches[variant][1]
        result.data[variant] = {"outcomes": states[variant], "rows": sum(rows.values()), "rows_by_table": rows}
    result.notes.extend(
        [
            f"facts from {origin}: {len(lines):,} lines, {len(facts):,} parsed ({missed} unparsed, skipped), "
            f"{len({f.key for f in facts}):,} (subject, relation) keys; the context is {len(context):,} characters",
            "memtx: one transaction on a fresh file at synchronous=NORMAL: observe (one source per fact, or the "
            "whole context once), propose_many of every fact (value = evidence = the fact's sentence, at = its "
            "serial), commit — admission and the whole pipeline included; outcomes: "
            + "; ".join(f"{LABEL[v]}: {states[v]}" for v in VARIANTS),
            "rows written: "
            + "; ".join(
                f"{LABEL[v]}: {sum(batches[v][1].values()):,} ("
                + ", ".join(f"{t} {n:,}" for t, n in sorted(batches[v][1].items(), key=lambda kv: -kv[1])[:4])
                + ", …)"
                for v in VARIANTS
            ),
            "raw: the final rows of memtx's file inserted with executemany in one BEGIN IMMEDIATE…COMMIT into a "
            "file with the same schema and pragmas (the floor: no reads, no admission, no journal logic); "
            f"median of {repeats} run(s); the target (≤ 2 s) is on memtx's seconds",
        ]
    )
    if cfg.quick:
        result.notes.append(f"quick: the first {QUICK_FACTS:,} fact lines only (the target is for all 18,332)")
    return result


def _remove(*paths: Path) -> None:
    for p in paths:
        for suffix in ("", "-wal", "-shm"):
            Path(f"{p}{suffix}").unlink(missing_ok=True)
