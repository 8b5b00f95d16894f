"""Admission's evidence: normalized, cut into sentences and tokenized once, memoized (DESIGN §4).

Responsible for: the evidence's sentences as parallel tuples of strings. Must not: analyse clauses or
decide anything (`_clauses`, `_support`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from memtx.core.text import ID_MARK, normalize, protect_identifiers, split_sentences, tokenize_normalized


class _Sentence(NamedTuple):
    text: str  # normalized; the key under which its clause analysis is memoized
    tokens: list[str]
    question: bool


@dataclass(slots=True)
class _Evidence:
    """The evidence's sentences as parallel tuples of strings (few objects: a memoized evidence is no
    work for the garbage collector); `words` as `memtx.core.text.split_sentences` gives them."""

    norm: str
    texts: tuple[str, ...]
    words: tuple[str, ...]  # per sentence, " t1 t2 … tn "
    questions: tuple[bool, ...]
    all_words: str  # the concatenated `words`: every token of the evidence, with spaces around each
    key: str = ""  # " t1 t2 … tn " with single spaces (DESIGN §4 Q compares token sequences); built when needed

    @property
    def sentences(self) -> tuple[_Sentence, ...]:
        return tuple(
            _Sentence(text, words.split(), question)
            for text, words, question in zip(self.texts, self.words, self.questions, strict=True)
        )

    @property
    def tokens(self) -> tuple[str, ...]:
        return tuple(self.all_words.split())


@lru_cache(maxsize=1024)
def _evidence(evidence: str) -> _Evidence:
    """Normalize, split into sentences and tokenize the evidence (memoized); clauses come later, lazily.
    Identifiers are single tokens (`memtx.core.text.protect_identifiers`, DESIGN §4 amended) for T and G; Q
    compares the plain tokens with the source's, so the key is then built from those."""
    norm = normalize(evidence)
    protected = protect_identifiers(norm)
    texts, words, questions = split_sentences(protected)
    ev = _Evidence(norm, tuple(texts), tuple(words), tuple(questions), "".join(words))
    if protected != norm:
        ev.key = f" {' '.join(tokenize_normalized(norm))} "
    return ev


@lru_cache(maxsize=4096)
def cut_sentences(norm: str) -> list[str]:
    """A normalized text cut after `.`, `!`, `?` (and a space) and after `。`, `！`, `？`, identifiers left as written:
    the sentences round 30's checks read (`_tags`, `_pending`)."""
    return [s for s in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", norm) if s.strip()]


@lru_cache(maxsize=4096)
def value_tokens(value: str) -> tuple[str, ...]:
    """The value's tokens as the evidence's are read: normalized, identifiers glued (memoized: the checks of one
    proposal ask about 4-5 times; docs/bench.md, "value_tokens memo")."""
    norm = normalize(value)
    return tuple(tokenize_normalized(protect_identifiers(norm)))


def has_identifier(tokens: tuple[str, ...] | list[str]) -> bool:
    return any(t[0] == ID_MARK for t in tokens)
