"""Readers (DESIGN §12 model adapters): a question and its context in, an answer out.

Responsible for: the `Reader` protocol, two deterministic readers that model how a reader uses its context
(`OverlapReader`: the best-matching fact; `NewestReader`: the newest matching fact), and an OpenAI-compatible
chat-completions reader. Must not: read the store — a reader sees only the `Context` it is given.

The deterministic readers stand in for a language model: they answer with the words of the chosen fact that
the question does not already contain ("Which sport is X associated with?" + "X is associated with the
sport of basketball" -> "basketball"). They model the two ways a reader settles what its context offers,
not understanding.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, Final, Protocol

from memtx.core import lexical
from memtx.ingest.extractors import Endpoint
from memtx.read.retrieval import Context, ContextItem

_WORD: Final = re.compile(r"[^\W_][\w'’.-]*[^\W_]|[^\W_]")


class Reader(Protocol):
    """Answers `question` from `context` alone."""

    def answer(self, question: str, context: Context) -> str: ...


@lru_cache(maxsize=1 << 16)
def _terms(text: str) -> frozenset[str]:
    # Cached: a long-context reader matches the same facts against every question.
    return frozenset(lexical.terms(text))


def remainder(question: str, fact: str) -> str:
    """The words of `fact` that carry something the question does not (its terms minus the question's)."""
    asked = _terms(question)
    kept = [w for w in _WORD.findall(fact) if (t := _terms(w)) and not t <= asked]
    return " ".join(kept)


def _matching(question: str, items: Sequence[ContextItem]) -> list[tuple[int, int, ContextItem]]:
    asked = _terms(question)
    scored = [(len(asked & _terms(f"{i.key} {i.value}")), -n, i) for n, i in enumerate(items)]
    return [s for s in scored if s[0] > 0]


class OverlapReader:
    """Takes the fact sharing the most terms with the question (ties: the one ranked first)."""

    def answer(self, question: str, context: Context) -> str:
        found = _matching(question, context.items)
        if not found:
            return ""
        best = max(found, key=lambda s: (s[0], s[1]))[2]
        return remainder(question, best.value)


class NewestReader:
    """Takes the newest (by event time) of the facts that match the question best (share the most terms
    with it): how a reader settles two versions of the same fact by their dates."""

    def answer(self, question: str, context: Context) -> str:
        found = _matching(question, context.items)
        if not found:
            return ""
        top = max(s[0] for s in found)
        best = max((s for s in found if s[0] == top), key=lambda s: (s[2].event_time, s[1]))[2]
        return remainder(question, best.value)


READ_PROMPT: Final = (
    "Answer the question using only the numbered facts. Where facts disagree, the one marked with the later "
    "time holds. Reply with the answer alone, as few words as possible; reply 'unknown' if the facts do not say."
)


class ChatReader:
    """A reader through an OpenAI-compatible `/chat/completions` endpoint: `endpoint`, or one made from
    `settings` (`Endpoint.of`'s keywords: `base_url`, `model`, `api_key`, `timeout`, `retries`, `backoff`;
    the first three default to `$MEMTX_LLM_BASE_URL`, `$MEMTX_LLM_MODEL`, `$MEMTX_LLM_API_KEY`)."""

    def __init__(self, endpoint: Endpoint | None = None, **settings: Any) -> None:
        if endpoint is None:
            defaults: dict[str, Any] = {"base_url": None, "model": None, "api_key": None}
            defaults |= {"timeout": 30.0, "retries": 2, "backoff": 0.5}
            endpoint = Endpoint.of("ChatReader", **(defaults | settings))
        elif settings:
            raise TypeError("give an endpoint or its settings, not both")
        self.endpoint = endpoint

    def answer(self, question: str, context: Context) -> str:
        body = {
            "model": self.endpoint.model,
            "temperature": 0,
            "messages": [
                {"role": "system", "content": READ_PROMPT},
                {"role": "user", "content": f"Facts:\n{context.text}\n\nQuestion: {question}"},
            ],
        }
        return self.endpoint.complete(body).strip()
