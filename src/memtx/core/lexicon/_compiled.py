"""The compiled lexicon: every classed entry tokenized and indexed by its first token, longest first.

Responsible for: `Marker`, `Lexicon`, `entries` (the raw entries in a fixed order) and `compile_lexicon`.
Must not: tokenize on its own (it is handed the tokenizer) or hold word lists.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Final

from memtx.core.lexicon._classes import (
    ATOMIC,
    COND,
    CONJ,
    FILLER,
    FOCUS,
    GUARD,
    NEG,
    NUM,
    RELATIVE,
    REQUEST,
    RESTRICT,
    SCOPE,
)
from memtx.core.lexicon._deletions import CONTRAST_HEADS, REQUEST_FRAMES
from memtx.core.lexicon._guard import (
    _ES_EXCEPTION_PHRASES,
    CONDITIONS,
    EXCEPTIONS,
    FOCUS_WORDS,
    NEGATION,
    NUMBER_WORDS,
    SCOPE_WORDS,
)
from memtx.core.lexicon._roles import ATOMIC_COMPOUNDS, CLAUSE_CONJUNCTIONS, FILLERS, NAMED_DAYS, RELATIVE_PRONOUNS


@dataclass(frozen=True, slots=True)
class Marker:
    """One compiled entry: its token sequence, its class bits and, for compounds, the guard bits of
    the words inside it (what dropping *part* of it would violate)."""

    tokens: tuple[str, ...]
    bits: int
    inner: int


@dataclass(frozen=True, slots=True)
class Lexicon:
    """The compiled lexicon: entries indexed by first token, longest first."""

    by_first: Mapping[str, tuple[Marker, ...]]

    def match(self, tokens: list[str], i: int, stop: int) -> Marker | None:
        """The longest entry that starts at `tokens[i]` and ends before `stop` (a clause break)."""
        cands = self.by_first.get(tokens[i])
        if cands is None:
            return None
        for marker in cands:
            n = len(marker.tokens)
            if n == 1:
                return marker
            if i + n <= stop and tuple(tokens[i : i + n]) == marker.tokens:
                return marker
        return None


_TABLES: Final = (
    (NEGATION, NEG),
    (SCOPE_WORDS, SCOPE),
    (FOCUS_WORDS, SCOPE | FOCUS),
    (CONDITIONS, COND),
    (EXCEPTIONS, COND | SCOPE | FOCUS),
    (NUMBER_WORDS, NUM),
    (CLAUSE_CONJUNCTIONS, CONJ),
    (FILLERS, FILLER),
    (ATOMIC_COMPOUNDS, ATOMIC),
    (RELATIVE_PRONOUNS, RELATIVE),
    (REQUEST_FRAMES, REQUEST),
)


def entries() -> Iterable[tuple[str, str, int]]:
    """Every raw entry as (language, text, class bit) — for documentation and tests."""
    for table, bit in _TABLES:
        for lang, words in table.items():
            for word in words:
                yield lang, word, bit
    for phrase in _ES_EXCEPTION_PHRASES:
        yield "es", phrase, COND | SCOPE | FOCUS
    for day in NAMED_DAYS:
        yield "zh", day, ATOMIC
    for phrase in CONTRAST_HEADS:  # exceptions that open a clause of their own (`CONTRAST_HEADS`)
        yield "en", phrase, CONJ


def compile_lexicon(tokenize: Callable[[str], list[str]]) -> Lexicon:
    """Tokenize every entry with `tokenize`, merge the classes of equal sequences, index by first token."""
    bits: dict[tuple[str, ...], int] = {}
    for _lang, word, bit in entries():
        toks = tuple(tokenize(word))
        if not toks:
            raise ValueError(f"lexicon entry {word!r} has no tokens")
        bits[toks] = bits.get(toks, 0) | bit
    single = {toks[0]: b & GUARD for toks, b in bits.items() if len(toks) == 1}
    days = {tuple(tokenize(day)) for day in NAMED_DAYS}
    by_first: dict[str, list[Marker]] = {}
    for toks, b in bits.items():
        inner = 0
        if toks in days:
            inner = RESTRICT  # (one word of content: its numeral is no number)
        elif len(toks) > 1:
            for tok in toks:
                inner |= single.get(tok, 0)
        by_first.setdefault(toks[0], []).append(Marker(toks, b, inner))
    index = {first: tuple(sorted(ms, key=lambda m: -len(m.tokens))) for first, ms in by_first.items()}
    return Lexicon(by_first=index)
