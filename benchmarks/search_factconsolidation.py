"""Does `mem.context(question, k=8)` hold the newest fact a FactConsolidation single-hop question asks about?

    python benchmarks/search_factconsolidation.py [--size 32k] [--embedder minilm|hashing|none] [--json PATH]

The real MemoryAgentBench file is read in place (`../shared/data/memoryagentbench/Conflict_Resolution.json`,
or `$MEMTX_FACTCONSOLIDATION`, or `--data`); nothing is copied. Its facts are ingested as memory updates through
the real write path: each fact line the relation templates of `memtx.tooling.eval.factconsolidation` parse becomes a
proposal for its `(subject, relation)` key, value = evidence = the sentence, event time = its serial number,
all citing the whole context observed as one source, in one transaction; the temporal resolver keeps the
newest version of each key visible. Then for every single-hop question:

- *gold fact*: the newest fact of the slot the question asks about — the slot whose subject the question names
  and whose newest object is the gold answer (questions whose slot no template covers are counted apart);
- *memtx context*: does `mem.context(question, k=8)` contain the gold fact's version?
  with `mode` lexical (BM25), dense and hybrid (RRF) when an embedder is used;
- *over the raw facts* (every fact line, superseded ones included): BM25 top 8 (`memtx.core.lexical`, FTS5 in an
  in-memory table) and dense top 8 (cosine) — do they hold the gold fact's line?
- for each arm, how often its top 8 also holds a superseded version of the gold key (a conflict the reader must
  settle on its own);
- SubEM (the benchmark's normalization) of two deterministic readers over each arm's top 8 — the best-matching
  fact, and the newest matching fact (a raw fact's recency is its serial number) — standing in for a model.

Embedders: `--embedder minilm` (all-MiniLM-L6-v2 from the `dense` extra; the default when installed), `hashing`
(the deterministic hashing embedder, no model) or `none`. No language model reads anything: the figure is
retrieval recall, what a reader could at best use. Prints a table; asserts nothing.
"""

from __future__ import annotations

import argparse
import json
import math
import sqlite3
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable
from pathlib import Path

import memtx
from memtx import Embedder, HashingEmbedder, MiniLMEmbedder
from memtx.core import lexical
from memtx.ingest.readers import NewestReader, OverlapReader, Reader
from memtx.read.embedders import unit_vectors
from memtx.read.retrieval import Context, ContextItem
from memtx.tooling.eval.factconsolidation import CONTEXT_HEADER, Fact, load_rows, parse_fact

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


def normalize_answer(text: str) -> str:
    """The benchmark's answer normalization (SQuAD-style): lowercase, drop punctuation and the articles
    a/an/the, collapse whitespace."""
    text = "".join(" " if unicodedata.category(c).startswith("P") else c for c in text.lower())
    return " ".join(w for w in text.split() if w not in {"a", "an", "the"})


def sub_em(prediction: str, answers: tuple[str, ...]) -> bool:
    """SubEM: some normalized gold answer occurs in the normalized prediction."""
    pred = f" {normalize_answer(prediction)} "
    return any(f" {normalize_answer(a)} " in pred for a in answers if normalize_answer(a))


def _raw_context(serials: list[int], by_serial: dict[int, Fact]) -> Context:
    items = tuple(
        ContextItem("", by_serial[s].sentence, s, "", T0 + s, 0.0) for s in serials
    )  # a raw fact's event time is its serial: the newest-fact reader can use it
    return Context("", items, "\n".join(i.value for i in items))


def _embedder(name: str) -> Embedder | None:
    if name == "none":
        return None
    if name == "hashing":
        return HashingEmbedder(384)
    return MiniLMEmbedder()


def _default_embedder() -> str:
    try:
        MiniLMEmbedder.model_path()
    except memtx.InvalidArgument:
        return "hashing"
    return "minilm"


def raw_dense(embedder: Embedder, facts: list[Fact]) -> Callable[[str], list[int]]:
    vectors = unit_vectors(embedder, [f.sentence for f in facts])

    def top(question: str) -> list[int]:
        (q,) = unit_vectors(embedder, [question])
        scored = sorted(
            (
                (math.fsum(a * b for a, b in zip(v, q, strict=True)), f.serial)
                for v, f in zip(vectors, facts, strict=True)
            ),
            key=lambda p: (-p[0], -p[1]),
        )
        return [serial for _, serial in scored[:K]]

    return top


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", default="32k", choices=["6k", "32k", "64k", "262k"])
    parser.add_argument("--embedder", default=None, choices=["minilm", "hashing", "none"])
    parser.add_argument("--data", default=None, help="Conflict_Resolution.json (default: the shared data)")
    parser.add_argument("--json", default=None, help="also write the figures as JSON here")
    args = parser.parse_args()
    try:
        rows = load_rows(args.data)
    except FileNotFoundError as exc:
        print(f"skipped: {exc}")
        return 0
    embedder_name = args.embedder or _default_embedder()
    embedder = _embedder(embedder_name)
    row = next(r for r in rows if r.source == f"factconsolidation_sh_{args.size}")
    facts = [f for f in (parse_fact(line) for line in row.facts) if f is not None]
    newest: dict[tuple[str, str], Fact] = {}
    for f in sorted(facts, key=lambda f: f.serial):
        newest[f.slot] = f
    older: dict[tuple[str, str], set[int]] = {}  # slot -> serials of its superseded facts
    for f in facts:
        if newest[f.slot].serial != f.serial:
            older.setdefault(f.slot, set()).add(f.serial)
    context = "\n".join([CONTEXT_HEADER, *row.facts])
    modes = ["lexical"] if embedder is None else ["lexical", "dense", "hybrid"]
    arms = [f"memtx context ({m})" for m in modes] + ["raw facts, BM25 top-8"]
    if embedder is not None:
        arms.append("raw facts, dense top-8")
    hits = dict.fromkeys(arms, 0)
    stale_hits = dict.fromkeys(arms, 0)
    readers: dict[str, Reader] = {"best-matching fact": OverlapReader(), "newest matching fact": NewestReader()}
    correct = {(arm, r): 0 for arm in arms for r in readers}
    by_serial = {f.serial: f for f in facts}
    latency: dict[str, list[float]] = {m: [] for m in modes}

    with tempfile.TemporaryDirectory() as tmp:
        mem = memtx.Memory.open(Path(tmp) / "fc.db", fast=True, clock=lambda: T0 + 10_000_000, embedder=embedder)
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
        serial_of = {r.vid: f.serial for f, r in zip(facts, staged, strict=True)}
        raw = raw_bm25(facts)
        dense_top = raw_dense(embedder, facts) if embedder is not None else None
        covered = 0
        misses: list[str] = []
        for question, answers in zip(row.questions, row.answers, strict=True):
            gold = gold_fact(question, answers, newest)
            shown: dict[str, list[int]] = {}
            contexts: dict[str, Context] = {}
            for m in modes:
                start = time.perf_counter()
                ctx = mem.context(question, agent="reader", k=K, mode=m)
                latency[m].append(time.perf_counter() - start)
                shown[f"memtx context ({m})"] = [serial_of[i.vid] for i in ctx.items]
                contexts[f"memtx context ({m})"] = ctx
            shown["raw facts, BM25 top-8"] = raw_top(raw, question)
            if dense_top is not None:
                shown["raw facts, dense top-8"] = dense_top(question)
            for arm in arms:
                context_of = contexts.get(arm) or _raw_context(shown[arm], by_serial)
                for name, reader in readers.items():
                    correct[(arm, name)] += sub_em(reader.answer(question, context_of), answers)
            if gold is None:
                continue
            covered += 1
            stale = older.get(gold.slot, set())
            for arm, serials in shown.items():
                hits[arm] += gold.serial in serials
                stale_hits[arm] += bool(stale & set(serials))
            first = shown[f"memtx context ({modes[-1]})"]
            if gold.serial not in first and len(misses) < 5:
                misses.append(f"{question!r} -> gold {gold.sentence!r}")
        mem.close()

    medians = {m: round(sorted(v)[len(v) // 2] * 1e3, 3) for m, v in latency.items()}
    report: dict[str, object] = {
        "row": row.source,
        "embedder": embedder_name if embedder is None else embedder.name,
        "facts": len(row.facts),
        "parsed": len(facts),
        "keys": len(newest),
        "questions": len(row.questions),
        "covered": covered,
        "ingest_seconds": round(ingest_s, 3),
        "context_latency_ms_median": medians,
        "recall": {arm: hits[arm] / covered for arm in arms} if covered else {},
        "sub_em": {f"{arm} / {r}": correct[(arm, r)] / len(row.questions) for arm in arms for r in readers},
        "with_a_superseded_version": {arm: stale_hits[arm] / covered for arm in arms} if covered else {},
        "misses": misses,
    }
    print(f"{row.source}: {len(row.facts):,} fact lines, {len(facts):,} parsed by the templates, {len(newest):,} keys")
    print(f"embedder: {report['embedder']}; ingest (one transaction, NORMAL, embedding included): {ingest_s:.2f} s")
    print(f"single-hop questions: {len(row.questions)}, with a template-covered gold key: {covered}")
    width = max(map(len, arms))
    print(f"  {'arm':{width}}  holds the gold newest fact  also holds a superseded version")
    for arm in arms:
        print(
            f"  {arm:{width}}  {hits[arm]:>3}/{covered} ({hits[arm] / covered:6.1%})     {stale_hits[arm]:>3}/{covered}"
        )
    print(f"  SubEM over all {len(row.questions)} questions (deterministic readers standing in for a model):")
    for arm in arms:
        cells = ", ".join(f"{r} {correct[(arm, r)]}/{len(row.questions)}" for r in readers)
        print(f"  {arm:{width}}  {cells}")
    print("  context latency, median ms: " + ", ".join(f"{m} {v}" for m, v in medians.items()))
    for m in misses:
        print(f"  miss: {m}")
    if args.json:
        Path(args.json).write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
