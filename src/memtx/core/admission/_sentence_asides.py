"""Admission's aside rule, round 29: an aside that is a sentence of its own about the noun before it (DESIGN §4).

Responsible for: telling whether a bracketed or dashed aside is a whole sentence the speaker adds about the noun
it follows — its own subject (a pronoun for that noun, or the speaker) and finite verb (`(she's 34 and lives in
Leeds)`, `（我用了快两年了）`, `(sí, por fin tengo novio)`), a past event of that noun (`——上次更换于2025年——`) or
its former state (`(originally set for March 3)`, `（原定周三）`) — and the comma stretches of that shape after a
noun (`Luna, she's our older cat, has …`, `咪咪，它是我们家那只老猫，…`). Such a sentence asserts something of its
own, so its numbers, dates and units are its own, no limit of the clause it interrupts. Must not: decide support,
or pass an aside that could limit the clause: a negator, scope, focus or condition word, a subordinator (`if`,
`until`, `because`, `hasta`, `如果`, `直到`), an attribution (`I think`, `she says`, `我觉得`) or a word of change
(`moved`, `now`, `cancelled`, `改`, `取消`, `现在`) keeps it — `_asides` and the clause analysis read it as before.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import (
    en_finite,
    es_verb,
    marker_bits,
    may_be_verb,
    operator,
    spanish,
)
from memtx.core.admission._list_items import may_verb
from memtx.core.lexicon import (
    ASIDE_FORMER_STATE,
    ASIDE_FORMER_STATE_ZH,
    ASIDE_INTERJECTIONS,
    ASIDE_NOT_A_SENTENCE,
    ASIDE_NOT_A_SENTENCE_ZH,
    ASIDE_PAST_EVENT_ZH,
    ASIDE_SENTENCE_SUBJECTS,
    COND,
    EMBEDDERS,
    FOCUS,
    MONTH_MAY,
    NEG,
    SCOPE,
    ZH_VERB_HEADS,
)
from memtx.core.text import normalize, tokenize

_LIMITS: Final = NEG | SCOPE | COND | FOCUS
_MAX_WORDS: Final = 16  # at most this many words (Chinese: characters) in a sentence aside
_VERB_AFTER_SUBJECT: Final = 3  # a finite verb within this many words after the subject
_ES_PARTICIPLES: Final = ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas")
_ZH_DEMONSTRATIVES: Final = frozenset("这那哪每几")
_ZH_ASPECT: Final = ("了", "过", "于", "着")
_ZH_EMBEDDERS: Final = tuple(w for w in EMBEDDERS if "\u3400" <= w[0] <= "\u9fff")
_ATTRIBUTIONS: Final = frozenset(w for w in EMBEDDERS if not "\u3400" <= w[0] <= "\u9fff") - frozenset(
    {"who", "which", "whom", "whose", "where", "that", "que", "quien", "donde"}
)
_COPULAS: Final = frozenset({"is", "was", "are", "were", "es", "era", "是"})
_COMMA_STRETCH: Final = re.compile(r"[,，]\s*([^,，.!?。！？;；:：()（）—\n]{2,60}?)\s*(?=[,，])")


def _cjk(text: str) -> bool:
    return bool(text) and "\u3400" <= text[0] <= "\u9fff"


@lru_cache(maxsize=1024)
def sentence_aside(inner: str) -> bool:
    """Is the aside a sentence of its own about the noun before it (the module doc)?"""
    text = inner.strip().rstrip(".!?！。？")
    toks = tuple(tokenize(normalize(text)))
    if not toks or len(toks) > _MAX_WORDS or any(_limits(toks, k) for k in range(len(toks))):
        return False
    if _cjk(text):
        return _zh_sentence(text)
    if any(t in ASIDE_NOT_A_SENTENCE or t in _ATTRIBUTIONS for t in toks):
        return False
    while len(toks) > 1 and toks[0] in ASIDE_INTERJECTIONS:
        toks = toks[1:]
    if toks[0] in ASIDE_FORMER_STATE:  # (`originally set for March 3`, `inicialmente prevista para …`)
        return len(toks) > 1 and (may_verb(toks[1]) or toks[1].endswith(_ES_PARTICIPLES))
    if spanish(toks):
        start = 1 if toks[0] in ASIDE_SENTENCE_SUBJECTS else 0
        return any(_es_finite(t) for t in toks[start : start + _VERB_AFTER_SUBJECT])
    if toks[0] not in ASIDE_SENTENCE_SUBJECTS:
        return False
    return any(operator(t) or en_finite(t) or may_be_verb(t) for t in toks[1 : 1 + _VERB_AFTER_SUBJECT])


def _limits(toks: tuple[str, ...], k: int) -> bool:
    """Does a negator, scope, focus or condition word stand at `toks[k]`? (`只` after a demonstrative is a classifier:
    `那只老猫`; `May` before a day is the month.)"""
    if toks[k] == "只" and k > 0 and toks[k - 1] in _ZH_DEMONSTRATIVES:
        return False
    if toks[k] == MONTH_MAY and toks[k + 1 : k + 2] and toks[k + 1][0].isdigit():
        return False  # (the month: `(originally set for May 2)`)
    return bool(marker_bits(toks, k, len(toks)) & _LIMITS)


def _es_finite(tok: str) -> bool:
    """A Spanish finite verb form: no infinitive (`para comer`) and no participle (`cerrado los lunes`)."""
    return es_verb(tok) and not tok.endswith(("ar", "er", "ir", *_ES_PARTICIPLES))


def _zh_sentence(text: str) -> bool:
    """A Chinese aside of a subject pronoun, a past event's time word or a former state's word, and a verb."""
    if any(w in text for w in ASIDE_NOT_A_SENTENCE_ZH) or any(w in text for w in _ZH_EMBEDDERS):
        return False
    opener = next((w for w in (*ASIDE_FORMER_STATE_ZH, *ASIDE_PAST_EVENT_ZH) if text.startswith(w)), "")
    if not opener:
        opener = max((w for w in ASIDE_SENTENCE_SUBJECTS if _cjk(w) and text.startswith(w)), key=len, default="")
    if not opener:
        return False
    if opener in ASIDE_FORMER_STATE_ZH:  # (a former state needs no verb, `（原定周三）`; `（原本的那台）` picks one)
        return not text.endswith("的") and not any(c in text for c in "这那哪")
    rest = text[len(opener) :]
    return any(w in rest for w in ZH_VERB_HEADS) or any(w in rest for w in _ZH_ASPECT)


def resumed_stretches(text: str) -> list[tuple[int, int]]:
    """The comma stretches (each from its opening comma through its closing one) that resume the noun before them
    with a pronoun and a copula and are sentences of their own (`Luna, she's our older cat, has …`)."""
    out: list[tuple[int, int]] = []
    for m in _COMMA_STRETCH.finditer(text):
        inner = m.group(1)
        toks = tokenize(normalize(inner))
        if len(toks) < 2 or toks[0] not in ASIDE_SENTENCE_SUBJECTS or toks[0] in {"i", "yo", "我", "we", "我们"}:
            continue
        copula = toks[1] in _COPULAS or (_cjk(inner) and inner[len(toks[0]) :].startswith("是"))
        if copula and sentence_aside(inner):
            out.append((m.start(), m.end() + 1))
    return out
