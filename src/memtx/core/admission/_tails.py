"""Admission's restricting tails: an unbracketed tail ending the value's sentence that restricts its clause (DESIGN §4).

Responsible for: telling whether a value leaves out, from the sentence it draws from, a tail after a comma or a dash
that restricts or corrects its clause (`I drink coffee, sometimes.`, `Vivo en Berlín, de momento.`, `我喝咖啡，偶尔。`,
`I live in Berlin — well, I did until May.`), or a restriction word standing after a pause. Split from `_asides`
(round 23), whose bracketed and dashed asides it is the unbracketed form of. Must not: decide support itself.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

from memtx.core.admission._asides import _MAX_CANDIDATES, _SENTENCE_END, _around
from memtx.core.admission._clauses import _REQ, _clauses, _dated
from memtx.core.admission._lemmas import stems
from memtx.core.admission._sentences import _evidence, value_tokens
from memtx.core.lexicon import (
    COND,
    EN_PAST,
    EN_THIRD_PERSON,
    ES_FINITE,
    FOCUS,
    GUARD,
    RESTRICT,
    SCOPE,
    TAIL_DEGREE,
    TAIL_OWN_CLAUSE,
    TAIL_PRO_VERBS,
    TAIL_RESTRICTIONS,
    TAIL_SUBJECTS,
    ZH_VERB_HEADS,
)
from memtx.core.text import tokenize

# Red-team round 2: a tail that ends the value's sentence after a comma or a dash and restricts its clause
# (`I drink coffee, sometimes.`, `Vivo en Berlín, de momento.`, `我喝咖啡，偶尔。`, `I live in Berlin — well, I did
# until May.`): the unbracketed form of a marked aside. Its last part (after its last comma) is read.
_TAIL: Final = re.compile(
    r"(?:[,，]|\s[—–-]+|—+|…|\.\.\.)\s*([^,，()（）—–.!?。！？•|\n…]{1,48}?)\s*(?=[.!?。！？•|\n…]|$)"
)
_TAIL_CJK: Final = tuple(w for w in TAIL_RESTRICTIONS if "\u3400" <= w[0] <= "\u9fff")
_TAIL_WORDS: Final = tuple(f" {' '.join(tokenize(w))} " for w in TAIL_RESTRICTIONS if not "\u3400" <= w[0] <= "\u9fff")
_DEGREE_CJK: Final = tuple(w for w in TAIL_DEGREE if "\u3400" <= w[0] <= "\u9fff")
_DEGREE_WORDS: Final = tuple(f" {' '.join(tokenize(w))} " for w in TAIL_DEGREE if not "\u3400" <= w[0] <= "\u9fff")
_TAIL_MARKS: Final = SCOPE | COND | FOCUS  # (a negation alone contrasts: `…, not Wednesdays`)
_TAIL_OWN: Final = frozenset(TAIL_OWN_CLAUSE)
# (a tail these open is one more item or clause)
_ADDING: Final = frozenset({"and", "or", "nor", "y", "e", "o", "u", "ni", "和", "及", "或"})
_UNIVERSAL: Final = frozenset(
    {"any", "every", "always", "all", "each", "siempre", "todo", "todos", "todas", "cualquier", "随", "时", "每", "都"}
)
_PERSONS: Final = frozenset({*TAIL_SUBJECTS, "我"})  # (`I live in Berlin — well, I did …`: the same subject again)


def _restricting_tail(inner: str, kept: set[str]) -> bool:
    """Is this tail elliptical and does it restrict the clause before it? Elliptical: no subject of its own (or one
    with only a pro-form: `I did`), and besides its guard words, function words and restatements of the value's words
    at most `_TAIL_CONTENT` words, none a finite verb (Chinese: `_TAIL_CJK_CONTENT` characters) — `…, pero las bebidas
    se cobran aparte` is a clause of its own. Restricting: a scope, condition or focus word, a dating word, or
    `lexicon.TAIL_RESTRICTIONS`."""
    reading = _tail_reading(inner, contrasted=_dated([(_REQ, tuple(sorted(kept)), 0, False, 0)]))
    if reading is None:
        return False
    stems_kept = {x for t in kept for x in stems(t)}
    restated = [t in kept or not stems_kept.isdisjoint(stems(t)) for t in reading]
    if any(r and not all(restated[:k]) for k, r in enumerate(restated)):
        return False  # (`…, but alice never like old maps`: the value's verb again, with a subject of its own)
    content = [t for t, r in zip(reading, restated, strict=True) if not r]
    cjk = sum(len(t) for t in content if "\u3400" <= t[0] <= "\u9fff")
    joined = "".join(t for t in content if "\u3400" <= t[0] <= "\u9fff")
    if any(t in _FINITE for t in content) or any(v in joined for v in ZH_VERB_HEADS):
        return False  # (`…, but the gym opens until 9`, `…，一周后回来`: a verb of its own)
    return len(content) - cjk <= _TAIL_CONTENT and cjk <= _TAIL_CJK_CONTENT


@lru_cache(maxsize=1024)
def _tail_reading(inner: str, *, contrasted: bool = False) -> tuple[str, ...] | None:
    """A tail's words besides its markers and function words if it restricts and has no clause opener or subject of
    its own, else None (what `_restricting_tail` reads without the value). `contrasted`: the value keeps a dating word
    of its own (round 25, below)."""
    texts = _evidence(inner).texts
    if len(texts) != 1:
        return None
    clauses, tokens = _clauses(texts[0], False)
    toks = list(tokens)
    if not _TAIL_OWN.isdisjoint(toks) or (toks and toks[0] in _ADDING):
        return None  # (`…, so please no meat at the party`, `…, and a little piano`: a consequence or an addition)
    for k, t in enumerate(toks):
        if t in TAIL_SUBJECTS and (k + 1 == len(toks) or toks[k + 1] not in TAIL_PRO_VERBS):
            return None  # (`…, but I work in Potsdam`: a clause of its own)
        if t in _AUXILIARIES and k > 0 and toks[k - 1] not in _TAIL_FUNCTION and toks[k - 1] not in TAIL_SUBJECTS:
            return None  # (`…, but Alice does not like old maps`: a subject and a verb of its own)
    marked = [False] * len(toks)
    spaced = f" {' '.join(toks)} "
    restricts = any(w in spaced for w in _TAIL_WORDS) or any(w in inner for w in _TAIL_CJK)
    restricts = restricts or any(spaced.endswith(w) for w in _DEGREE_WORDS) or inner.rstrip().endswith(_DEGREE_CJK)
    for wtoks in _TAIL_TOKENS:
        for k in range(len(toks) - len(wtoks) + 1):
            if tuple(toks[k : k + len(wtoks)]) == wtoks:
                marked[k : k + len(wtoks)] = [True] * len(wtoks)
    # (round 25: after a value that keeps a time of its own, a tail that opens with a negator names the alternative
    # that time replaces, `collected on Thursdays now, not Wednesdays`: its dating word is that alternative's, no time
    # frame of the clause; after any other value it is an exception, `opens at 9, not on Sundays`)
    contrast = contrasted and bool(toks) and toks[0] in _CONTRAST_NEGATORS
    for clause in clauses:
        restricts = restricts or bool(clause[3] & (FOCUS | COND))
        for b in clause[1]:
            universal = set(b[1]) <= _UNIVERSAL  # (`…, any time`, `…, siempre`: no restriction)
            if (b[0] == _REQ and b[2] & _TAIL_MARKS and not universal) or (_dated([b]) and not contrast):
                restricts = True
            if b[0] == _REQ and b[2] & GUARD & ~RESTRICT:
                marked[b[4] : b[4] + len(b[1])] = [True] * len(b[1])
            for k, t in enumerate(b[1]):  # (a dating word in a run of plain words: only it is a marker)
                if _dated([(b[0], (t,), b[2], b[3], b[4] + k)]) and b[4] + k < len(marked):
                    marked[b[4] + k] = True
    if not restricts:
        return None
    return tuple(t for k, t in enumerate(toks) if not marked[k] and t not in _TAIL_FUNCTION)


_CONTRAST_NEGATORS: Final = frozenset({"not", "no", "ni", "不是", "而不是"})
_AUXILIARIES: Final = frozenset(
    {"do", "does", "did", "is", "are", "was", "were", "has", "have", "had", "will", "would", "can", "could"}
)
_TAIL_CONTENT: Final = 2
_TAIL_CJK_CONTENT: Final = 3
_FINITE: Final = ES_FINITE | EN_THIRD_PERSON | EN_PAST
_TAIL_FUNCTION: Final = frozenset(
    {
        *("a", "an", "the", "of", "on", "in", "at", "to", "for", "by", "with", "from", "but", "though", "although"),
        *("well", "or", "and", "i", "it", "did", "do", "does", "used", "d", "oh", "so"),
        *("el", "la", "los", "las", "un", "una", "de", "del", "en", "al", "con", "por", "para", "pero", "aunque"),
        *("bueno", "o", "y", "que", "lo", "se", "me"),
        *"的了是那这就但不过呢吧啊哦",
    }
)


def _clause_before(before: str) -> tuple[str, ...]:
    """The tokens of the part of its sentence right before a tail, stepping over discourse words (`— well,`)."""
    for part in reversed(_PAUSES.split(before)):
        toks = value_tokens(part)
        if not set(toks) <= _TAIL_FUNCTION:
            return toks
    return ()


def drops_restricting_tail(evidence: str, vtoks: list[str]) -> bool:
    """Red-team round 2: does the value leave out a restricting tail ending the sentence it draws from, or a word of
    `lexicon.TAIL_RESTRICTIONS` inside its span or right after it (`I drink coffee now and then`)? (Each evidence's
    tails and candidate words are found once: `_tails`, `_paused`.)"""
    kept = set(vtoks)
    if _drops_restriction_word(evidence, kept, vtoks):
        return True
    content = kept - _TAIL_FUNCTION
    for inner, inner_toks, before in _tails(evidence):
        if not kept.isdisjoint(inner_toks):
            continue  # (a tail the value draws from is no tail it leaves out: `…, two rabbits and a tortoise`)
        if not content.isdisjoint(before) and _restricting_tail(inner, kept):
            return True
    return False


@lru_cache(maxsize=1024)
def _tails(evidence: str) -> tuple[tuple[str, frozenset[str], frozenset[str]], ...]:
    """The evidence's tails that restrict (`_tail_reading`), each with its words (a subject pronoun aside: `— well, I
    did …` repeats the value's) and the words of the part of its sentence right before it."""
    text = unicodedata.normalize("NFKC", evidence)
    if not any(ch in text for ch in ",，—–-…"):
        return ()
    ends = [m.end() for m in _SENTENCE_END.finditer(text)]
    out: list[tuple[str, frozenset[str], frozenset[str]]] = []
    for n, m in enumerate(_TAIL.finditer(text)):
        if n == _MAX_CANDIDATES:
            break
        inner = m.group(1)
        inner_toks = frozenset(value_tokens(inner)) - _PERSONS
        if not inner_toks or _tail_reading(inner) is None:
            continue
        before, _after = _around(text, m, ends)
        out.append((inner, inner_toks, frozenset(_clause_before(before))))
    return tuple(out)


def _drops_restriction_word(text: str, kept: set[str], vtoks: list[str]) -> bool:
    """Does a word of `lexicon.TAIL_RESTRICTIONS` that the value leaves out stand right after its last word, or
    between its first and last words before a word it keeps (`I temporarily live …`; not `…, English and a bit of
    French at home` → `We speak English at home`: the word restricts a left-out item)? Read at the leftmost ordered
    match in each sentence of the value's words it holds."""
    for toks, candidates in _paused(text):
        at, first, last = 0, -1, -1
        for t in vtoks:  # (a token the sentence lacks is stepped over: a reading may name the speaker or agree)
            found = next((k for k in range(at, len(toks)) if toks[k] == t), -1)
            if found >= 0:
                first, last, at = first if first >= 0 else found, found, found + 1
        if first >= 0 and _restriction_at(toks, candidates, first, last, kept):
            return True
    return False


@lru_cache(maxsize=1024)
def _paused(text: str) -> tuple[tuple[tuple[str, ...], tuple[tuple[int, tuple[str, ...]], ...]], ...]:
    """The evidence's sentences that hold a word of `TAIL_RESTRICTIONS`/`TAIL_DEGREE`: their tokens (`,` for a pause)
    and where each such word starts."""
    ev = _evidence(unicodedata.normalize("NFKC", text))
    if not any(w in ev.all_words for w in _TAIL_SPACED) and not any(w in ev.norm for w in _TAIL_CJK_ALL):
        return ()  # (no such word anywhere: the common case, one substring search per word)
    out = []
    for sentence in ev.texts:
        toks = tuple(t for part in _PAUSES.split(sentence) for t in (*tokenize(part), ","))
        found = tuple((k, w) for k, t in enumerate(toks) for w in _TAIL_FIRST.get(t, ()) if toks[k : k + len(w)] == w)
        if found:
            out.append((toks, found))
    return tuple(out)


def _restriction_at(
    toks: tuple[str, ...], candidates: tuple[tuple[int, tuple[str, ...]], ...], first: int, last: int, kept: set[str]
) -> bool:
    """The test of `_drops_restriction_word` for one match spanning `toks[first:last + 1]`."""
    for k, wtoks in candidates:
        if not first < k <= last + 1 or set(wtoks) - _SKIPPED <= kept:
            continue
        if k == last + 1:
            return True  # (right after the value, no pause between: `I drink coffee now and then`)
        nxt = next((t for t in toks[k + len(wtoks) :] if t not in _SKIPPED), None)
        if nxt is not None and nxt in kept:
            return True
    return False


_PAUSES: Final = re.compile(r"[,，;；—–:：]|\s-+\s")
_SKIPPED: Final = frozenset({"a", "an", "the", "of", "de", "del", "el", "la", "los", "las", "un", "una", "的"})
_TAIL_TOKENS: Final = tuple(t for w in (*TAIL_RESTRICTIONS, *TAIL_DEGREE) if (t := tuple(tokenize(w))))
_TAIL_SPACED: Final = tuple(f" {' '.join(t)} " for t in _TAIL_TOKENS if t[0].isascii())
_TAIL_CJK_ALL: Final = tuple(w for w in (*TAIL_RESTRICTIONS, *TAIL_DEGREE) if "\u3400" <= w[0] <= "\u9fff")
_TAIL_FIRST: Final[dict[str, tuple[tuple[str, ...], ...]]] = {
    head: tuple(t for t in _TAIL_TOKENS if t[0] == head) for head in {t[0] for t in _TAIL_TOKENS}
}
