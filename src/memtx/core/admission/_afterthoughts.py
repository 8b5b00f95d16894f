"""Admission's afterthoughts: a short piece after a sentence that restricts it (DESIGN §4, restriction and scope).

Responsible for: telling whether a value draws from a sentence that the piece right after it — the next sentence, or
the rest after a colon or semicolon — restricts, and leaves that piece out. The piece is short and either a fragment
or a clause about the sentence (`It …`, `Esto …`), and it holds a marker of negation, scope or condition
(`Members only.`, `Not on Sundays though.`, `Solo para socios.`, `Los domingos no.`, `仅限会员。`, `周日除外。`), a
limit of its validity (`Offer ends Friday.`, `Excludes Alaska.`, `Válido hasta el lunes.`, `限会员。`, `截止周五。`), or
it is a footnote (`*On orders over $50.`). Must not: decide support (`_support` does), or read a piece without such a
marker (`Returns too.`, `Great service.`) or a long one (a sentence of its own) as restricting.

Why. `Shipping is free. Members only.` says shipping is free for members: the second sentence scopes the first as
`for members` inside it would (which the guard refuses to drop). A value taken from the first sentence alone states
the unrestricted claim. Any short afterthought with such a marker is read as restricting the sentence before it:
`I live in Berlin. Not for long.` is refused too, the conservative reading (a value may keep the afterthought).
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise
from typing import Final

from memtx.core.admission._clauses import _clauses
from memtx.core.admission._coordination import TIME_NOUNS, en_finite, es_verb
from memtx.core.admission._frames import _cjk, draws_from
from memtx.core.admission._lemmas import en_lemmas
from memtx.core.admission._pending import _CONJ_INVALID, _alternation
from memtx.core.admission._sentences import _evidence, value_tokens
from memtx.core.lexicon import (
    AFTERTHOUGHT_ANAPHORS,
    AFTERTHOUGHT_CLAUSE_EN,
    AFTERTHOUGHT_CLOSERS_ZH,
    AFTERTHOUGHT_CONTRASTS,
    AFTERTHOUGHT_LIMITS,
    AFTERTHOUGHT_NO_LONGER,
    AFTERTHOUGHT_NOT_VERBS_ES,
    AFTERTHOUGHT_OPENERS_ZH,
    AFTERTHOUGHT_PRONOUNS_ZH,
    AFTERTHOUGHT_TIMES_ZH,
    COND,
    NEG,
    SCOPE,
)
from memtx.core.text import content_tokens, scan_normalized

_MAX_WORDS: Final = 6  # an afterthought is short (a Chinese one: three times as many characters)
_MAX_ANAPHORIC: Final = 8  # a clause about the sentence before (`It only applies to members.`) may be a little longer
# Limits of a claim's validity that the guard's lists do not mark (`lexicon.AFTERTHOUGHT_LIMITS`).
_LIMITS: Final = re.compile(
    rf"(?<![a-z])(?:{_alternation(w for w in AFTERTHOUGHT_LIMITS if not _cjk(w))})(?![a-z])"
    rf"|{_alternation(w for w in AFTERTHOUGHT_LIMITS if _cjk(w))}"
)
_ANAPHORA: Final = re.compile(rf"^\s*(?:{_alternation(AFTERTHOUGHT_ANAPHORS)})(?![a-z])")
_FOOTNOTE: Final = re.compile(r"^\s*[*†‡]")
_PIECE_CUT: Final = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])|[:;]\s*")


def _short(piece: str, limit: int) -> bool:
    tokens = scan_normalized(piece)[0]
    cjk = sum(1 for t in tokens if _cjk(t))
    return len(tokens) - cjk + cjk / 3 <= limit


# What gives a piece a clause of its own (a subject, an auxiliary or a finite verb; a contrast opener): it then says
# something of its own (`Not sure what to name him.`, `Only been there a week.`, `No sé si te lo dije.`,
# `不过它很怕生。`) rather than scoping the sentence before, unless it opens with an anaphor (`It only applies to …`).
_EN_CLAUSE: Final = frozenset(AFTERTHOUGHT_CLAUSE_EN)
_ES_NOT_VERBS: Final = frozenset(AFTERTHOUGHT_NOT_VERBS_ES)
_OPENS_CLAUSE: Final = re.compile(rf"^\s*(?:{_alternation(AFTERTHOUGHT_CONTRASTS)})(?![a-z])")
_CJK: Final = re.compile(r"[\u3400-\u9fff]")
_ZH_PRONOUNS: Final = frozenset(AFTERTHOUGHT_PRONOUNS_ZH)
# A Chinese afterthought opens with its marker (`仅限会员`, `只限本周`, `不含税`, `如需发票…`) or closes with one
# (`周日除外`, `以会员为限`); a piece with a subject before its marker is a sentence of its own (`鲍勃只卖书`).
_ZH_SHAPE: Final = re.compile(
    rf"^\s*(?:{_alternation(AFTERTHOUGHT_OPENERS_ZH)})|(?:{_alternation(AFTERTHOUGHT_CLOSERS_ZH)})\W*$"
)
_NO_LONGER: Final = re.compile(
    rf"(?<![a-z])(?:{_alternation(w for w in AFTERTHOUGHT_NO_LONGER if not _cjk(w))})(?![a-z])"
    rf"|{_alternation(w for w in AFTERTHOUGHT_NO_LONGER if _cjk(w))}"
)
_ZH_TIMES: Final = re.compile(_alternation(AFTERTHOUGHT_TIMES_ZH))


def _own_clause(piece: str, tokens: list[str]) -> bool:
    if _OPENS_CLAUSE.match(piece) is not None or not _ZH_PRONOUNS.isdisjoint(piece):
        return True
    if any(t in _EN_CLAUSE or en_finite(t) for t in tokens):
        return True
    # (asked only of a piece with a marker, after the English tests: simplemma's dictionary loads on first use)
    return any(t not in _ES_NOT_VERBS and t.isalpha() and not en_lemmas(t) and es_verb(t) for t in tokens)


_RESTATES: Final = 2  # content tokens of the sentence before that a piece repeats when it is a sentence of its own


def _restricts(piece: str, before: tuple[str, ...]) -> bool:
    """Is `piece`, read after a sentence of tokens `before`, an afterthought that restricts it?"""
    if _FOOTNOTE.match(piece) is not None:
        return True
    anaphoric = _ANAPHORA.match(piece) is not None
    if not _short(piece, _MAX_ANAPHORIC if anaphoric else _MAX_WORDS):
        return False
    if _LIMITS.search(piece) is not None or _CONJ_INVALID.search(piece) is not None:
        return True  # (a limit of validity, or a status saying the value no longer holds: `已停用。`, `Expired.`)
    tokens = scan_normalized(piece)[0]
    # (the markers first: most pieces hold none, and the clause test below asks the lemmatizers word by word)
    flags = 0
    marked: list[bool] = []  # per block with a class, in order: whether it is a marker
    for c in _clauses(piece, False)[0]:
        flags |= c[3]
        for b in c[1]:
            flags |= b[2]
            if b[2]:
                marked.append(bool(b[2] & (NEG | SCOPE | COND)))
    # (a bare negation restricts only a when: `Not on Sundays though.`, `Los domingos no.`, `Not anymore.`)
    when = not TIME_NOUNS.isdisjoint(tokens) or _ZH_TIMES.search(piece) is not None or _NO_LONGER.search(piece)
    if not (flags & (SCOPE | COND) or (flags & NEG and when)):
        return False
    if anaphoric:
        return True
    if marked and not (marked[0] or marked[-1]):
        return False  # (a marker inside, words on both sides: `Bob solo pinta libros`, a clause of its own)
    if _own_clause(piece, tokens) or len(set(content_tokens(" ".join(tokens))) & set(before)) >= _RESTATES:
        return False  # (`爱丽丝喜欢咖啡。爱丽丝只喜欢咖啡。`: a sentence of its own, which restates the one before)
    # (`鲍勃只卖书`: a Chinese subject before the marker)
    return _CJK.search(piece) is None or _ZH_SHAPE.search(piece) is not None


@lru_cache(maxsize=1024)
def _pieces(evidence: str) -> tuple[tuple[str, str], ...]:
    """The evidence's pieces (sentences, and the parts a colon or semicolon cuts) paired with the piece after each
    that is short enough to be an afterthought (a cheap count of words first: most pieces of long evidence are not)."""
    pieces = [p for p in _PIECE_CUT.split(_evidence(evidence).norm) if p.strip()]
    return tuple(
        (piece, after)
        for piece, after in pairwise(pieces)
        if _FOOTNOTE.match(after) is not None or len(after.split()) <= _MAX_ANAPHORIC or len(after) <= 3 * _MAX_WORDS
    )


@lru_cache(maxsize=4096)
def _restricting(after: str, before: tuple[str, ...]) -> bool:
    return _restricts(after, before)


def drops_afterthought(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw from a sentence (or a piece before a colon or semicolon) that a short afterthought
    restricts, leaving it out (`Shipping is free` of `Shipping is free. Members only.`)? Only the piece right after
    one the value draws from is read (most evidences have many pieces and most values draw from one)."""
    if len(evidence) < 8:
        return False
    joined = "".join(vtoks)
    for piece, after in _pieces(evidence):
        tokens = value_tokens(piece)
        if not draws_from(vtoks, tokens):
            continue
        after_tokens = value_tokens(after)
        if any((w in joined) if _cjk(w) else (w in vtoks) for w in after_tokens if len(w) > 1):
            continue  # (the value takes from the afterthought too: the other checks judge what it keeps)
        if _restricting(after, tokens):
            return True
    return False
