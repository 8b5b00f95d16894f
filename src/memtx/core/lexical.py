"""Search terms (DESIGN §12 retrieval): what a stored version is indexed under and what a query looks for, as
pure functions shared by every backend's full-text index.

Responsible for: turning a key and a value into index terms, a query into its distinct terms, each term
into a token every full-text engine keeps whole, and the BM25 formula every backend ranks with (`bm25`, with
`idf`). Must not: touch storage.

Terms are `memtx.core.text` tokens (so normalization, contractions and the en/es/zh rules match admission's),
without stop words, with a light English plural/possessive fold, and with each run of CJK ideographs read
as its overlapping character pairs (a single ideograph stays a term): "鲍勃住在大阪" is searchable as
"大阪". A term that is not plain ASCII letters and digits is written as `_` + its UTF-8 hex, so an
engine's own tokenizer (FTS5 `unicode61` with `_` as a token character, a `simple` tsvector) never splits it.
"""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Final

from memtx.core.text import normalize, tokenize, tokenize_normalized

# Words that carry no topic in en/es/zh questions and facts. They would make a disjunctive query match
# nearly every document (cost) while BM25 would weight them little anyway (ranking).
_EN_STOP: Final = (
    "a an the of to in on at by for from with and or is are was were be been being am do does did what which who "
    "whom whose where when why how that this these those it its there here as into has have had will would shall "
    "should can could may might must any some about than then so i me my we our you your he him his she her they "
    "them their"
)
_ES_STOP: Final = (
    "el la los las un una unos unas de del y o en por para con al es son era fue ser que qué cual cuál quien quién "
    "donde dónde cuando cuándo como cómo lo le les se su sus mi mis tu tus"
)
_ZH_STOP: Final = "的 了 吗 呢 吧 啊 是 在 谁 什么 哪里 哪儿 怎么"  # single ideographs and character pairs
# In `memtx.core.text`'s normalized form ("qué" is the token "que").
STOP_WORDS: Final = frozenset(t for w in f"{_EN_STOP} {_ES_STOP}".split() for t in tokenize(w)) | frozenset(
    _ZH_STOP.split()
)

_CJK: Final = re.compile("[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0002fa1f]")
_PLAIN: Final = re.compile(r"[a-z0-9]+")
_KEY_SEPARATORS: Final = re.compile(r"[_\-.:/\\]+")  # as `memtx.core.keys` splits a key into words

# BM25's constants, FTS5's and Lucene's defaults: k1 (term-frequency saturation), b (length normalization).
BM25_K1: Final = 1.2
BM25_B: Final = 0.75
# A token in at most this many documents is always looked up, weight or none (`informative`): exhaustive
# ranking is cheap there, and on a small store "in half the documents" says little about a word.
CHEAP_POSTINGS: Final = 512


def _fold(term: str) -> str:
    """A light, predictable fold of English inflection: possessive `'s`, plural `-ies`/`-s` (not `-ss`,
    `-us`, `-is`). Words of three letters or fewer are kept as they are."""
    if term.endswith("'s"):
        term = term[:-2]
    if len(term) > 4 and term.endswith("ies"):
        return term[:-3] + "y"
    if len(term) > 3 and term.endswith("s") and not term.endswith(("ss", "us", "is")):
        return term[:-1]
    return term


def terms(text: str) -> list[str]:
    """The search terms of `text`, in order (repeats kept: they count as term frequency)."""
    return _terms_of(tokenize(text), ascii_text=text.isascii())


def _terms_of(tokens: Sequence[str], *, ascii_text: bool) -> list[str]:
    """`terms` of a text whose tokens are `tokens`."""
    if ascii_text:  # no ideograph, so no pairs to form: each token is a term, a stop word, or folded
        return [term for tok in tokens if (term := _term(tok)) is not None]
    out: list[str] = []
    run: list[str] = []  # consecutive CJK ideographs

    def flush() -> None:
        if len(run) == 1:
            out.append(run[0])
        else:
            out.extend(p for p in (run[i] + run[i + 1] for i in range(len(run) - 1)) if p not in STOP_WORDS)
        run.clear()

    for tok in tokens:
        term = _term(tok)
        if term is _IDEOGRAPH:
            run.append(tok)
            continue
        if run:
            flush()
        if term is not None:
            out.append(term)
    if run:
        flush()
    return out


_IDEOGRAPH: Final = "\x00cjk"  # `_term`'s answer for a CJK ideograph that is not a stop word


@lru_cache(maxsize=65_536)  # words recur; the memo changes nothing but speed
def _term(tok: str) -> str | None:
    """A token's term: None for a stop word (a CJK one included), `_IDEOGRAPH` for another ideograph (pairs
    are formed with its neighbours), else the token, English-folded when ASCII."""
    if tok in STOP_WORDS:
        return None
    if len(tok) == 1 and _CJK.match(tok):
        return _IDEOGRAPH
    return _fold(tok) if tok.isascii() else tok


@lru_cache(maxsize=65_536)  # words recur; the memo changes nothing but speed
def token(term: str) -> str:
    """`term` as one token of a full-text engine: itself when plain ASCII letters/digits, else `_` + hex."""
    return term if _PLAIN.fullmatch(term) else "_" + term.encode("utf-8").hex()


# (A key's versions share its words.) Tokenized without the value tokenizer's memo, as `memtx.core.keys` does: a key
# has this memo, and a batch's keys would otherwise push out the values its commit tokenizes again.
@lru_cache(maxsize=65_536)
def _key_tokens(key: str) -> tuple[str, ...]:
    words = _KEY_SEPARATORS.sub(" ", key)
    tokens = tokenize_normalized(normalize(words))
    return tuple(token(t) for t in _terms_of(tokens, ascii_text=words.isascii()))


def document(key: str, value: str) -> list[str]:
    """The tokens a version is indexed under: its key's words (`bob/home_city`: bob, home, city) and its
    value's terms."""
    if value.isascii():  # (as `terms`, with each word's index token memoized too)
        return [*_key_tokens(key), *(doc for tok in tokenize(value) if (doc := _word_token(tok)) is not None)]
    return [*_key_tokens(key), *(token(t) for t in terms(value))]


@lru_cache(maxsize=65_536)
def _word_token(tok: str) -> str | None:
    """An ASCII token's index token (`token` of its term), or None for a stop word."""
    term = _term(tok)
    return None if term is None else token(term)


def query(text: str) -> list[str]:
    """The distinct tokens a query looks for, in first-seen order."""
    return list(dict.fromkeys(token(t) for t in terms(text)))


def informative(tokens: Sequence[str], containing: Mapping[str, int], docs: int) -> list[str]:
    """The query tokens a search looks up. A token that half of the `docs` indexed documents or more
    contain is skipped when that is more than `CHEAP_POSTINGS` documents: its weight is at most `idf` of
    half the index, log 2 ≈ 0.69 — well under a rare term's — yet matching it would rank every document
    that has it, so a search costs the postings of its informative tokens, not the size of the index. On a
    small store (every token in at most `CHEAP_POSTINGS` documents) nothing is skipped and the ranking is
    exact BM25. If every token is skipped, the rarest one is kept (ties: the first in the query). A token
    no document has is dropped."""
    present = [t for t in tokens if containing.get(t, 0) > 0]
    keep = [t for t in present if 2 * containing[t] < docs or containing[t] <= CHEAP_POSTINGS]
    if keep or not present:
        return keep
    return [min(present, key=lambda t: containing[t])]


def idf(docs: int, containing: int) -> float:
    """BM25's inverse document frequency of a term that `containing` of `docs` documents hold:
    log(1 + (N - n + 0.5) / (n + 0.5)), the form Lucene uses. It stays positive however common the term
    is, so on a store of a handful of documents a term in most of them still weighs something and still
    weighs less than a rarer one (DESIGN §12, issue 32). FTS5's own form, log((N - n + 0.5) / (n + 0.5))
    floored at 1e-6, gave every term in half the documents or more the same weight of 1e-6: a small
    store's scores were ~1e-6 and its ties fell to recency."""
    return math.log1p((docs - containing + 0.5) / (containing + 0.5))


def bm25(
    query_tokens: Sequence[str],
    doc_counts: Mapping[str, int],
    doc_length: int,
    *,
    docs: int,
    average_length: float,
    containing: Mapping[str, int],
) -> float:
    """BM25 of one document for `query_tokens` (higher is better): the sum over the tokens it holds of
    `idf` × tf·(k1 + 1) / (tf + k1·(1 − b + b·length / average length)). Every backend ranks by this."""
    score = 0.0
    norm = BM25_K1 * (1 - BM25_B + BM25_B * doc_length / average_length) if average_length > 0 else BM25_K1
    for tok in query_tokens:
        tf = doc_counts.get(tok, 0)
        if not tf:
            continue
        score += idf(docs, containing.get(tok, 0)) * tf * (BM25_K1 + 1) / (tf + norm)
    return score
