"""`memtx eval locomo-qa`: LoCoMo's questions answered from memtx-built context, dense and BM25 retrieval.

Responsible for: reading `../shared/data/locomo/locomo10.json` (never copied into the repository; skipped
cleanly when absent), building each method's memory of a conversation, retrieving a context of 8 items for
each question, reading it with every reader of `readers_curve`, and scoring — per method, **evidence recall**
(the share of the question's evidence turns, its `D<session>:<turn>` ids, that the context cites) and per
method and reader **answer token F1** (`answers.token_f1`, the benchmark normalization) against the gold
answer. Must not: call a model, or change what a method keeps.

Methods:

- `memtx`: every turn goes through `mem.add` (the speaker as the user, the turn's place in the dialog as its
  event time, the deterministic `PatternExtractor` standing in for a model extractor), and the question is
  answered from `mem.context(question, k=8)`; an item cites the turn its fact was extracted from. What the
  extractor does not turn into a fact is not in memtx's memory — the track measures that too.
- `dense top-8` (all-MiniLM-L6-v2 with the `dense` extra; "hashed bag of words top-8" without it) and
  `bm25 top-8` over every raw turn ("Speaker: text").

Questions: all 1,986 for evidence recall; answer F1 over those with a gold answer (LoCoMo's adversarial
category 5 has none). `quick`: the first conversation's first 60 questions.
"""

from __future__ import annotations

import json
import statistics
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Final

from memtx.api.store import Memory
from memtx.core.lexical import terms
from memtx.read.embedders import Embedder
from memtx.read.retrieval import Context
from memtx.tooling.eval import answers
from memtx.tooling.eval.admission_locomo import locomo_path
from memtx.tooling.eval.claims import Claim, Verdict
from memtx.tooling.eval.consolidation_methods import (
    BM25Method,
    DenseIndex,
    DenseMethod,
    Method,
    RawFact,
    default_embedder,
    dense_label,
)
from memtx.tooling.eval.output import write_json_and_markdown
from memtx.tooling.eval.progress import Tick, silent
from memtx.tooling.eval.readers_curve import READERS, band, family
from memtx.tooling.eval.report import markdown_table, text_table

K: Final = 8
QUICK_QUESTIONS: Final = 60
T0: Final = 1_700_000_000.0
AGENT: Final = "assistant"
# MemTxn's FactConsolidation gain over dense retrieval: the only downstream figure the paper gives, so the
# bar this track's answer-F1 gain is held to (LoCoMo is not the paper's data).
PAPER_GAIN: Final = (17.06, 24.07)


@dataclass(frozen=True, slots=True)
class Turn:
    dia_id: str
    speaker: str
    text: str


@dataclass(frozen=True, slots=True)
class Question:
    question: str
    answer: str | None  # None: an adversarial question (category 5) with no answer
    evidence: frozenset[str]
    category: int


@dataclass(frozen=True, slots=True)
class Conversation:
    sample_id: str
    turns: tuple[Turn, ...]
    questions: tuple[Question, ...]


def load(path: Path | None = None) -> list[Conversation] | None:
    """The conversations with their questions; None when the file is absent."""
    path = locomo_path() if path is None else path
    if not path.is_file():
        return None
    out = []
    for sample in json.loads(path.read_text(encoding="utf-8")):
        conv = sample["conversation"]
        sessions = sorted(
            (k for k, v in conv.items() if k.startswith("session_") and isinstance(v, list)),
            key=lambda k: int(k.split("_")[1]),
        )
        turns = tuple(Turn(t["dia_id"], t["speaker"], t["text"]) for k in sessions for t in conv[k])
        questions = tuple(
            Question(
                q["question"],
                None if q.get("answer") is None else str(q["answer"]),
                frozenset(str(e).strip() for e in q.get("evidence", [])),
                int(q.get("category", 0)),
            )
            for q in sample["qa"]
        )
        out.append(Conversation(sample["sample_id"], turns, questions))
    return out


class MemtxTurns:
    """A conversation as memtx's memory: each turn through `mem.add`; an item's turn is its source's."""

    name = "memtx"

    def __init__(self, conversation: Conversation, directory: Path | None = None) -> None:
        self._dir = tempfile.TemporaryDirectory(dir=directory, prefix="memtx-locomo-qa-")
        self.mem = Memory.open(Path(self._dir.name) / "memory.db", fast=True)
        self.mem.register_agent(AGENT)
        self.turn_of: dict[str, str] = {}
        self.stored = 0
        for n, turn in enumerate(conversation.turns):
            added = self.mem.add({"role": "user", "content": turn.text}, agent=AGENT, user=turn.speaker, at=T0 + n)
            self.turn_of[added.sources[0]] = turn.dia_id
            self.stored += len(added.stored)

    def retrieve(self, query: str) -> Context:
        return self.mem.context(query, agent=AGENT, k=K)

    def turns(self, context: Context) -> set[str]:
        return {self.turn_of[i.source_id] for i in context.items if i.source_id in self.turn_of}

    def close(self) -> None:
        self.mem.close()
        self._dir.cleanup()


@dataclass(frozen=True, slots=True)
class Score:
    """A method's evidence recall (reader-independent) or a (method, reader) answer F1, in points."""

    method: str
    reader: str | None
    n: int
    value: float


@dataclass
class LocomoQAEval:
    """The track's result; `skipped` says why nothing ran (the data is absent)."""

    recall: list[Score] = field(default_factory=list)
    f1: list[Score] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)
    kept: dict[str, int] = field(default_factory=dict)  # turns, and memtx's stored facts
    skipped: str | None = None

    @property
    def methods(self) -> list[str]:
        return [s.method for s in self.recall]

    def f1_of(self, method: str, reader: str) -> float | None:
        return next((s.value for s in self.f1 if (s.method, s.reader) == (method, reader)), None)

    def curve(self) -> dict[str, Any]:
        """memtx's answer-F1 gain over each retrieval baseline, per reader, and its band over the family."""
        out: dict[str, Any] = {}
        for other in self.methods[1:]:
            gains = {
                r: round(ours - theirs, 2)
                for r in READERS
                if (ours := self.f1_of("memtx", r)) is not None and (theirs := self.f1_of(other, r)) is not None
            }
            found = band(gains)
            out[other] = None if found is None else found.to_dict()
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "suite": "locomo-qa",
            "skipped": self.skipped,
            "settings": self.settings,
            "kept": self.kept,
            "methods": self.methods,
            "readers": list(READERS),
            "evidence_recall": {s.method: {"n": s.n, "recall": s.value} for s in self.recall},
            "answer_f1": {m: {s.reader: s.value for s in self.f1 if s.method == m} for m in self.methods},
            "answer_f1_questions": self.f1[0].n if self.f1 else 0,
            "reader_curve": self.curve(),
        }

    def _rows(self) -> tuple[list[str], list[list[Any]]]:
        headers = ["method", "evidence recall@8", *(f"F1 {r}" for r in READERS)]
        rows = []
        for s in self.recall:
            rows.append([s.method, f"{s.value:.1f}", *(_points(self.f1_of(s.method, r)) for r in READERS)])
        return headers, rows

    def _head(self) -> str:
        if self.skipped is not None:
            return f"skipped: {self.skipped}"
        return (
            f"{self.settings['conversations']} conversation(s), {self.settings['questions']} questions (evidence "
            f"recall over the {self.recall[0].n if self.recall else 0} with evidence ids, answer F1 over the "
            f"{self.f1[0].n if self.f1 else 0} with a gold answer); dense rows embed with "
            f"{self.settings['embedder']}; memtx kept {self.kept.get('memtx facts', 0)} facts from "
            f"{self.kept.get('turns', 0)} turns (the deterministic pattern extractor stands in for a model). "
            "Evidence recall: the share of a question's evidence turns its context cites; F1: answer token F1, "
            "both in points."
        )

    def format_table(self) -> str:
        lines = ["memtx eval locomo-qa · LoCoMo questions from memtx-built context, dense and BM25"]
        lines.append(f"  {self._head()}")
        if self.recall:
            headers, rows = self._rows()
            lines.append(text_table(headers, rows, indent="  "))
        return "\n".join(lines)

    def to_markdown(self) -> str:
        lines = ["# LoCoMo QA track", "", self._head(), ""]
        if self.recall:
            headers, rows = self._rows()
            lines += [markdown_table(headers, rows), ""]
        return "\n".join(lines)


def _points(value: float | None) -> str:
    return "–" if value is None else f"{value:.1f}"


def claims(document: dict[str, Any]) -> list[Claim]:
    """One line: does memtx's downstream gain over dense retrieval carry to LoCoMo's questions? The paper
    gives no LoCoMo figure, so its FactConsolidation range is the bar, as there: holds when some reader of
    the family gains at least +24.07 answer F1 over dense top-8."""
    low, high = PAPER_GAIN
    paper = f"no LoCoMo figure; +{low}…+{high} F1 on FactConsolidation"
    claim = "memtx's context answers better than dense retrieval (LoCoMo QA; not the paper's data)"
    if document.get("skipped") is not None:
        return [Claim("MemTxn", claim, paper, f"skipped: {document['skipped']}", "–", Verdict.NOT_MEASURED)]
    settings = document["settings"]
    dense = next(m for m in document["methods"] if m.endswith("top-8") and m != "bm25 top-8")
    curve = document["reader_curve"].get(dense)
    recall = ", ".join(f"{m} {r['recall']:.1f}" for m, r in document["evidence_recall"].items())
    configuration = (
        f"LoCoMo, {settings['conversations']} conversation(s), {settings['questions']} questions; k = 8; "
        f"{len(READERS)} deterministic readers; dense = {settings['embedder']}"
    )
    if curve is None:
        return [Claim("MemTxn", claim, paper, f"evidence recall {recall}", configuration, Verdict.NOT_MEASURED)]
    measured = (
        f"answer-F1 gain over {dense}: {curve['low']:+.1f} ({curve['lowest']}) … {curve['high']:+.1f} "
        f"({curve['highest']}); evidence recall@8: {recall}"
    )
    if dense.startswith("hashed"):
        return [Claim("MemTxn", claim, paper, measured, configuration, Verdict.NOT_MEASURED)]
    verdict = Verdict.HOLDS if curve["high"] >= high else Verdict.NOT_REPRODUCED
    return [Claim("MemTxn", claim, paper, measured, configuration, verdict)]


def _raw_turns(conversation: Conversation) -> list[RawFact]:
    return [
        RawFact(n, f"{t.speaker}: {t.text}", tuple(terms(f"{t.speaker}: {t.text}")))
        for n, t in enumerate(conversation.turns)
    ]


def run(
    *,
    quick: bool = False,
    data: Path | None = None,
    embedder: Embedder | None = None,
    seed: int = 0,
    directory: Path | None = None,
    progress: Tick | None = None,
) -> LocomoQAEval:
    """Run the track (module docstring); a report that says `skipped` when the data is absent."""
    tick = progress or silent
    conversations = load(data)
    if conversations is None:
        where = data if data is not None else locomo_path()
        return LocomoQAEval(skipped=f"no LoCoMo data at {where}")
    if quick:
        conversations = [Conversation(c.sample_id, c.turns, c.questions[:QUICK_QUESTIONS]) for c in conversations[:1]]
    embedder = embedder if embedder is not None else default_embedder()
    label = dense_label(embedder)
    readers = family(seed)
    recalls: dict[str, list[float]] = {}
    f1s: dict[tuple[str, str], list[float]] = {}
    kept = {"turns": 0, "memtx facts": 0}
    for c, conversation in enumerate(conversations):
        tick(c, len(conversations), f"{conversation.sample_id}: {len(conversation.turns)} turns")
        ours = MemtxTurns(conversation, directory)
        try:
            kept["turns"] += len(conversation.turns)
            kept["memtx facts"] += ours.stored
            raw = _raw_turns(conversation)
            index = DenseIndex(raw, embedder)
            index.prefetch([q.question for q in conversation.questions])
            methods: list[Method] = [ours, DenseMethod(index, label=label), BM25Method(raw)]
            for method in methods:
                for q in conversation.questions:
                    context = method.retrieve(q.question)
                    cited = (
                        ours.turns(context)
                        if method is ours
                        else {conversation.turns[i.vid].dia_id for i in context.items}
                    )
                    if q.evidence:
                        recalls.setdefault(method.name, []).append(len(q.evidence & cited) / len(q.evidence))
                    if q.answer is None:
                        continue
                    for name, reader in readers.items():
                        f1s.setdefault((method.name, name), []).append(
                            answers.token_f1(reader.answer(q.question, context), [q.answer])
                        )
        finally:
            ours.close()
    tick(len(conversations), len(conversations), "done")
    return LocomoQAEval(
        recall=[Score(m, None, len(v), round(100 * statistics.fmean(v), 2)) for m, v in recalls.items()],
        f1=[Score(m, r, len(v), round(100 * statistics.fmean(v), 2)) for (m, r), v in f1s.items()],
        settings={
            "quick": quick,
            "seed": seed,
            "conversations": len(conversations),
            "questions": sum(len(c.questions) for c in conversations),
            "embedder": getattr(embedder, "name", type(embedder).__name__),
            "k": K,
            "scores": "evidence recall@8 (all questions with evidence ids) and answer token F1 (questions "
            "with a gold answer), in points",
        },
        kept=kept,
    )


def write_report(report: LocomoQAEval, out_dir: Path) -> list[Path]:
    """locomo-qa.json and locomo-qa.md."""
    return write_json_and_markdown(out_dir, "locomo-qa", report.to_dict(), report.to_markdown())
