"""`memtx eval consolidation`: MemoryAgentBench FactConsolidation, memtx against retrieval and long context.

Responsible for: running every method (`consolidation_methods`) with every reader on every corpus
(`consolidation_data`: the real rows, or the seeded generator when the file is absent), scoring the answers
(`answers`: SubEM and token F1 with the benchmark's normalization) per context length and hop count, and the
report — a console table, JSON, Markdown and a PNG of F1 by context length (matplotlib, `plot` extra).
Must not: touch the data file beyond reading it, or call a network service unless a model endpoint is
configured and asked for.

Readers: the family of `readers_curve` (ties to the newer fact with probability p = 0 … 1, and a
recency-biased reader), on single-hop questions directly and on multi-hop questions along a chain
(`consolidation_hops.read_chain`, the reader settling each hop's ties). They stand in for a language model;
memtx's gain over each baseline is reported per reader and as a band over the family, and the summary line
(`claims`) says where MemTxn's range falls in that band. With `llm=True` an OpenAI-compatible endpoint
(`memtx.ingest.readers.ChatReader`, `$MEMTX_LLM_BASE_URL` / `$MEMTX_LLM_MODEL` / `$MEMTX_LLM_API_KEY`) reads too —
on multi-hop questions it is given every context the `p=1` chain read, in one call; it is not in the band.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.ingest.readers import ChatReader, Reader
from memtx.read.embedders import Embedder
from memtx.read.retrieval import Context, ContextItem, render_item
from memtx.tooling.eval import answers, plots
from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.consolidation_data import SIZES, Corpus, generate_corpora, load_corpora
from memtx.tooling.eval.consolidation_hops import read_chain
from memtx.tooling.eval.consolidation_methods import (
    DENSE,
    HASHED,
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
    default_embedder,
    dense_label,
    raw_facts,
)
from memtx.tooling.eval.factconsolidation import DataFileMissing, default_data_path
from memtx.tooling.eval.output import write_json_and_markdown
from memtx.tooling.eval.progress import Tick, silent
from memtx.tooling.eval.readers_curve import READERS, CurveReader, band, family, mean
from memtx.tooling.eval.report import markdown_table, text_table

QUICK_SIZES: Final = ("6k", "32k")
QUICK_QUESTIONS: Final = 30
HOPS: Final = ("sh", "mh")
MEMTX: Final = "memtx"
ABLATED: Final = "memtx − resolver"
# MemTxn's reported single-hop F1 gain over dense retrieval with its five main reader models (absolute points).
PAPER_GAIN: Final = (17.06, 24.07)


def method_order(label: str = DENSE) -> tuple[str, ...]:
    """The methods in report order; `label` names the dense rows (`DENSE`, or `HASHED` for the hashing
    embedder, which is not a sentence embedder)."""
    return (MEMTX, f"{label} top-8", f"{label}, memtx's budget", "bm25 top-8", "long context", ABLATED)


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

    @property
    def methods(self) -> tuple[str, ...]:
        return method_order(self.settings.get("dense_label", DENSE))

    @property
    def baseline(self) -> str:
        """The paper's baseline: dense top-8 (named by what embeds it)."""
        return self.methods[1]

    def cell(self, size: str, hops: str, method: str, reader: str) -> Score | None:
        return next(
            (s for s in self.scores if (s.size, s.hops, s.method, s.reader) == (size, hops, method, reader)), None
        )

    def sizes(self) -> list[str]:
        return list(dict.fromkeys(s.size for s in self.scores))

    def readers(self) -> list[str]:
        return list(dict.fromkeys(s.reader for s in self.scores))

    def gains(self, reader: str, hops: str = "sh", baseline: str | None = None) -> dict[str, float]:
        """memtx's F1 minus `baseline`'s (default: the paper's), per size, for `reader` and `hops`."""
        out = {}
        for size in self.sizes():
            ours, theirs = (
                self.cell(size, hops, MEMTX, reader),
                self.cell(size, hops, baseline or self.baseline, reader),
            )
            if ours and theirs:
                out[size] = round(ours.f1 - theirs.f1, 2)
        return out

    def mean_f1(self, method: str, reader: str, hops: str) -> float | None:
        cells = [s.f1 for s in self.scores if (s.method, s.reader, s.hops) == (method, reader, hops)]
        return mean(cells) if cells else None

    def curve(self) -> dict[str, Any]:
        """memtx's F1 gain over each other method, per reader of the family (the mean over the lengths, and
        per length), and its band over the family; single- and multi-hop."""
        family_readers = [r for r in self.readers() if r in READERS]
        out: dict[str, Any] = {}
        for other in self.methods[1:]:
            out[other] = {}
            for hops in HOPS:
                per_size = {r: self.gains(r, hops, other) for r in family_readers}
                by_reader = {r: mean(list(g.values())) for r, g in per_size.items() if g}
                found = band(by_reader)
                out[other][hops] = {
                    "by_size": per_size,
                    "band": None if found is None else found.to_dict(),
                }
        return out

    def to_dict(self) -> dict[str, Any]:
        readers = self.readers()
        return {
            "suite": "consolidation",
            "settings": self.settings,
            "corpora": self.corpora,
            "methods": list(self.methods),
            "baseline": self.baseline,
            "readers": readers,
            "scores": [asdict(s) for s in self.scores],
            "mean_f1": {h: {m: {r: self.mean_f1(m, r, h) for r in readers} for m in self.methods} for h in HOPS},
            "reader_curve": self.curve(),
            "paper_gain_f1": list(PAPER_GAIN),
            "retrieve_latency_ms": self.latency_ms,
        }

    def _curve_rows(self, hops: str) -> tuple[list[str], list[list[Any]]]:
        """Per reader: each method's F1 (mean over the lengths) and memtx's gain over the paper's baseline."""
        headers = ["reader", *self.methods, f"memtx − {self.baseline}"]
        rows = []
        for reader in self.readers():
            f1s = ["–" if (f := self.mean_f1(m, reader, hops)) is None else f"{f:.1f}" for m in self.methods]
            gain = self.gains(reader, hops)
            rows.append([reader, *f1s, f"{mean(list(gain.values())):+.1f}" if gain else "–"])
        return headers, rows

    def _band_rows(self) -> list[list[Any]]:
        rows = []
        for other, by_hops in self.curve().items():
            cells = []
            for hops in HOPS:
                b = by_hops[hops]["band"]
                cells.append(
                    "–" if b is None else f"{b['low']:+.1f} ({b['lowest']}) … {b['high']:+.1f} ({b['highest']})"
                )
            rows.append([other, *cells])
        return rows

    def _head(self) -> list[str]:
        questions = self.settings["questions_per_row"]
        return [
            f"Data: {self.settings['data']}. Lengths: {', '.join(self.sizes())}; {questions} questions per row. "
            f"Dense rows embed with {self.settings['embedder']}. Seed {self.settings['seed']}.",
            f"Readers: {self.settings['readers']}",
        ]

    def format_table(self) -> str:
        lines = ["memtx eval consolidation · MemoryAgentBench FactConsolidation (F1, points, mean over lengths)"]
        lines += [f"  {line}" for line in self._head()]
        for hops in HOPS:
            headers, rows = self._curve_rows(hops)
            lines += [f"  {'single' if hops == 'sh' else 'multi'}-hop", text_table(headers, rows, indent="  ")]
        lines += [
            "  memtx's F1 gain, band over the reader family (single-hop | multi-hop)",
            text_table(["over", "single-hop", "multi-hop"], self._band_rows(), indent="  "),
            "  retrieve latency per query (ms): " + ", ".join(f"{m} {v:.2f}" for m, v in self.latency_ms.items()),
        ]
        return "\n".join(lines)

    def to_markdown(self) -> str:
        lines = ["# FactConsolidation (MemoryAgentBench)", "", *self._head(), ""]
        for hops in HOPS:
            headers, rows = self._curve_rows(hops)
            title = "Single-hop" if hops == "sh" else "Multi-hop"
            lines += [f"## {title}: F1 per reader (mean over the lengths)", "", markdown_table(headers, rows), ""]
        lines += [
            "## memtx's F1 gain as a band over the reader family",
            "",
            f"MemTxn reports +{PAPER_GAIN[0]} to +{PAPER_GAIN[1]} F1 over dense retrieval (single-hop, five "
            "reader models). Per length and reader: `results.json`, `reader_curve`.",
            "",
            markdown_table(["over", "single-hop", "multi-hop"], self._band_rows()),
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


def claims(document: dict[str, Any]) -> list[Claim]:
    """The summary's lines from this suite's `results.json` section: MemTxn's gain over dense retrieval
    (where the paper's range falls in the band the reader family gives), and the resolver ablation.

    The gain's verdict: the quantity is memtx's single-hop F1 minus dense top-8's, mean over the lengths run;
    it holds when the paper's range lies within or below the band (some reader of the family reaches the
    paper's upper figure, +24.07), is not reproduced when every reader stays under it, and is not measured
    when the dense rows are not a sentence embedder (the paper's baseline is one)."""
    settings = document["settings"]
    data = "generated stand-in data" if settings["data"].startswith("a seeded") else "the benchmark's rows"
    configuration = (
        f"{data}; single-hop; lengths "
        f"{', '.join(dict.fromkeys(s['size'] for s in document['scores']))}; {settings['questions_per_row']} "
        f"questions per row; {len(READERS)} deterministic readers; dense = {settings['embedder']}"
    )
    curve = document["reader_curve"].get(document["baseline"], {}).get("sh", {}).get("band")
    low, high = PAPER_GAIN
    if curve is None:
        gain = Claim("MemTxn", "F1 gain over dense retrieval on FactConsolidation", f"+{low}…+{high}", "–",
                     configuration, Verdict.NOT_MEASURED)  # fmt: skip
    else:
        by_reader: dict[str, float] = curve["by_reader"]
        reach = [r for r, g in by_reader.items() if g >= high]
        below = [r for r, g in by_reader.items() if g < low]
        where = _where(curve["low"], curve["high"])
        measured = (
            f"band {_span(curve)}; the paper's range lies {where}: reached by {', '.join(reach) or 'no reader'}"
            f"; under +{low} with {', '.join(below) or 'no reader'}"
        )
        if settings.get("dense_label") == HASHED:
            verdict = Verdict.NOT_MEASURED
            measured += " (over hashed bag of words, not a sentence embedder: install the dense extra)"
        else:
            verdict = Verdict.HOLDS if reach else Verdict.NOT_REPRODUCED
        gain = Claim("MemTxn", "F1 gain over dense retrieval on FactConsolidation (five reader models)",
                     f"+{low}…+{high}", measured, configuration, verdict)  # fmt: skip
    out = [gain]
    lost = document["reader_curve"].get(ABLATED, {}).get("sh", {}).get("band")
    if lost is not None:
        out.append(
            Claim(
                "MemTxn",
                "ablation: removing the temporal resolver costs F1",
                "a loss (no figure in the summary)",
                f"memtx minus the ablation, single-hop: {_span(lost)}",
                configuration,
                Verdict.HOLDS if lost["low"] > 0 else Verdict.NOT_REPRODUCED,
            )
        )
    return out


def _span(found: dict[str, Any]) -> str:
    return f"{found['low']:+.1f} ({found['lowest']}) … {found['high']:+.1f} ({found['highest']})"


def _where(lowest: float, highest: float) -> str:
    """Where the paper's range lies against a band of measured gains."""
    low, high = PAPER_GAIN
    if highest < low:
        return "above the whole band"
    if highest < high:
        return "partly above the band"
    if lowest > high:
        return "below the whole band"
    return "inside the band" if lowest <= low else "partly below the band"


def _union(contexts: Sequence[Context], question: str) -> Context:
    seen: dict[int, ContextItem] = {}
    for context in contexts:
        for item in context.items:
            seen.setdefault(item.vid, item)
    items = tuple(seen.values())
    return Context(question, items, "\n".join(render_item(n + 1, i) for n, i in enumerate(items)))


class _Timed:
    """A method whose retrieve calls are timed (for the latency line) and memoized: every reader asks the
    same questions, and a chain's hops repeat across readers."""

    def __init__(self, method: Method) -> None:
        self.method, self.name, self.calls, self.seconds = method, method.name, 0, 0.0
        self._seen: dict[str, Context] = {}

    def retrieve(self, query: str) -> Context:
        if query in self._seen:
            return self._seen[query]
        start = time.perf_counter()
        try:
            self._seen[query] = self.method.retrieve(query)
            return self._seen[query]
        finally:
            self.seconds += time.perf_counter() - start
            self.calls += 1


def _score_method(corpus: Corpus, method: _Timed, readers: dict[str, Reader], questions: int | None) -> list[Score]:
    out = []
    chain_reader = family()["p=1"]
    for hops, cases in (("sh", corpus.single_hop), ("mh", corpus.multi_hop)):
        chosen = cases[:questions] if questions is not None else cases
        if not chosen:
            continue
        for reader_name, reader in readers.items():
            f1s, ems = [], []
            for case in chosen:
                if hops == "sh":
                    predicted = reader.answer(case.question, method.retrieve(case.question))
                elif isinstance(reader, CurveReader):
                    predicted, _ = read_chain(case.question, method.retrieve, reader)
                else:
                    _, read = read_chain(case.question, method.retrieve, chain_reader)
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
    label = dense_label(embedder)
    readers: dict[str, Reader] = dict(family(seed))
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
                DenseMethod(index, label=label),
                BudgetDenseMethod(index, budget_of, label=label),
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
        "dense_label": label,
        "readers": f"deterministic ({', '.join(READERS)}): ties between best-matching facts go to the newer "
        "with probability p (seeded per question), or to the newest within one matching term (recency-biased); "
        "multi-hop: the same tie-breaks along a chain of facts" + ("; llm = an OpenAI-compatible model" if llm else ""),
        "k": 8,
        "questions_per_row": questions if questions is not None else "all",
    }
    latency = {name: round(statistics.fmean(v), 3) for name, v in timers.items()}
    return ConsolidationEval(scores, described, settings, latency)


def write_report(report: ConsolidationEval, out_dir: Path) -> list[Path]:
    """consolidation.json, consolidation.md and, with matplotlib, consolidation.png (the reader curve)."""
    paths = write_json_and_markdown(out_dir, "consolidation", report.to_dict(), report.to_markdown())
    png = plots.reader_curve(report.to_dict(), out_dir / "consolidation.png")
    return [*paths, png] if png is not None else paths
