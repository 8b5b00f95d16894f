"""Does `mem.context(question, k=8)` hold the newest fact a FactConsolidation single-hop question asks about?

    python benchmarks/search_factconsolidation.py [--size 32k] [--data PATH] [--json PATH]

The real MemoryAgentBench file is read in place (`../shared/data/memoryagentbench/Conflict_Resolution.json`,
or `$MEMTX_FACTCONSOLIDATION`, or `--data`); nothing is copied. Its facts are ingested as memory updates through
the real write path: each fact line the relation templates of `memtx.eval.factconsolidation` parse becomes a
proposal for its `(subject, relation)` key, value = evidence = the sentence, event time = its serial number,
all citing the whole context observed as one source, in one transaction; the temporal resolver keeps the
newest version of each key visible. Then for every single-hop question:

- *gold fact*: the newest fact of the slot the question asks about — the slot whose subject the question names
  and whose newest object is the gold answer (questions whose slot no template covers are counted apart);
- *memtx context*: does `mem.context(question, k=8)` contain the gold fact's version?
- *BM25 over the raw facts*: the same BM25 (`memtx.lexical`, FTS5 in an in-memory SQLite table) over every fact
  line, superseded ones included, top 8: does it contain the gold fact's line?

No language model is involved: the figure is retrieval recall, what a reader could at best use. Prints a table;
asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
import time
from pathlib import Path

import memtx
from memtx import lexical
from memtx.eval.factconsolidation import CONTEXT_HEADER, Fact, load_rows, parse_fact

K = 8
T0 = 1_000_000.0


def _norm(text: str) -> str:
    return " ".join(lexical.terms(text))


def gold_fact(question: str, answers: tuple[str, ...], newest: dict[tuple[str, str], Fact]) -> Fact | None:
    """The newest fact of the slot the question is about: its subject appears in the question and its
    object is a gold answer; the longest such subject wins (e.g. "power forward" over "forward")."""
    q = f" {_norm(question)} "
    golds = {_norm(a) for a in answers}
    found = [f for f in newest.values() if _norm(f.obj) in golds and f" {_norm(f.subject)} " in q]
    return max(found, key=lambda f: (len(f.subject), f.serial)) if found else None


def raw_bm25(facts: list[Fact]) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE raw USING fts5(terms, detail = none, tokenize = \"unicode61 tokenchars '_'\")")
    conn.executemany(
        "INSERT INTO raw (rowid, terms) VALUES (?, ?)",
        [(f.serial + 1, " ".join(lexical.document("", f.sentence))) for f in facts],
    )
    return conn


def raw_top(conn: sqlite3.Connection, question: str) -> list[int]:
    tokens = lexical.query(question)
    if not tokens:
        return []
    match = " OR ".join(f'"{t}"' for t in tokens)
    rows = conn.execute(
        "SELECT rowid FROM raw WHERE raw MATCH ? ORDER BY bm25(raw), rowid DESC LIMIT ?", (match, K)
    ).fetchall()
    return [r[0] - 1 for r in rows]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="32k", choices=["6k", "32k", "64k", "262k"])
    parser.add_argument("--data", default=None, help="Conflict_Resolution.json (default: the shared data)")
    parser.add_argument("--json", default=None, help="also write the figures as JSON here")
    args = parser.parse_args()
    try:
        rows = load_rows(args.data)
    except FileNotFoundError as exc:
        print(f"skipped: {exc}")
        return 0
    row = next(r for r in rows if r.source == f"factconsolidation_sh_{args.size}")
    facts = [f for f in (parse_fact(line) for line in row.facts) if f is not None]
    newest: dict[tuple[str, str], Fact] = {}
    for f in sorted(facts, key=lambda f: f.serial):
        newest[f.slot] = f
    context = "\n".join([CONTEXT_HEADER, *row.facts])

    with tempfile.TemporaryDirectory() as tmp:
        mem = memtx.Memory.open(Path(tmp) / "fc.db", fast=True, clock=lambda: T0 + 10_000_000)
        start = time.perf_counter()
        with mem.transaction(agent="reader") as tx:
            src = tx.observe(context, owner="reader", scope="shared", authority=0.9, at=T0)
            staged = tx.propose_many(
                [
                    {"key": f.slot, "value": f.sentence, "evidence": f.sentence, "source": src.id, "at": T0 + f.serial}
                    for f in facts
                ]
            )
        ingest_s = time.perf_counter() - start
        vid_of = {f.serial: r.vid for f, r in zip(facts, staged, strict=True)}
        raw = raw_bm25(facts)
        counts = {
            "questions": 0,
            "covered": 0,
            "memtx": 0,
            "memtx_with_a_stale_version": 0,
            "raw_bm25": 0,
            "raw_bm25_with_a_stale_version": 0,
            "memtx_answer_in_text": 0,
        }
        older: dict[tuple[str, str], set[int]] = {}  # slot -> serials of its superseded facts
        for f in facts:
            if newest[f.slot].serial != f.serial:
                older.setdefault(f.slot, set()).add(f.serial)
        latencies: list[float] = []
        misses: list[str] = []
        for question, answers in zip(row.questions, row.answers, strict=True):
            counts["questions"] += 1
            start = time.perf_counter()
            ctx = mem.context(question, agent="reader", k=K)
            latencies.append(time.perf_counter() - start)
            if any(_norm(a) in _norm(ctx.text) for a in answers):
                counts["memtx_answer_in_text"] += 1
            gold = gold_fact(question, answers, newest)
            if gold is None:
                continue
            counts["covered"] += 1
            stale = {vid_of[s] for s in older.get(gold.slot, ())}
            shown = {i.vid for i in ctx.items}
            if vid_of[gold.serial] in shown:
                counts["memtx"] += 1
            elif len(misses) < 5:
                misses.append(f"{question!r} -> gold {gold.sentence!r}; got {[i.value for i in ctx.items[:3]]}")
            counts["memtx_with_a_stale_version"] += bool(stale & shown)
            top = raw_top(raw, question)
            counts["raw_bm25"] += gold.serial in top
            counts["raw_bm25_with_a_stale_version"] += bool(older.get(gold.slot, set()) & set(top))
        mem.close()

    covered = counts["covered"]
    latencies.sort()
    report = {
        "row": row.source,
        "facts": len(row.facts),
        "parsed": len(facts),
        "keys": len(newest),
        "ingest_seconds": round(ingest_s, 3),
        "context_latency_ms_median": round(latencies[len(latencies) // 2] * 1e3, 3),
        **counts,
        "memtx_recall": counts["memtx"] / covered if covered else None,
        "raw_bm25_recall": counts["raw_bm25"] / covered if covered else None,
        "misses": misses,
    }
    latency = report["context_latency_ms_median"]
    lines = [
        f"{row.source}: {len(row.facts):,} fact lines, {len(facts):,} parsed by the templates, {len(newest):,} keys",
        f"ingest (one transaction, NORMAL): {ingest_s:.2f} s; context latency median {latency} ms",
        f"single-hop questions: {counts['questions']}, with a template-covered gold slot: {covered}",
        f"  memtx context (k={K}): holds the gold newest fact {counts['memtx']}/{covered}, "
        f"also a superseded version of its key {counts['memtx_with_a_stale_version']}/{covered}",
        f"  BM25 top-{K} over the raw facts: holds the gold newest fact {counts['raw_bm25']}/{covered}, "
        f"also a superseded version of its key {counts['raw_bm25_with_a_stale_version']}/{covered}",
        f"  memtx context text contains a gold answer: {counts['memtx_answer_in_text']}/{counts['questions']}",
    ]
    for line in lines:
        print(line)
    for m in misses:
        print(f"  miss: {m}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
