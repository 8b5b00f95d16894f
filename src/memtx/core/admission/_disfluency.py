"""Admission's disfluencies: what a speaker says on the way to a statement, takes back or asks nothing by (DESIGN §4).

Responsible for: finding, in a sentence's tokens and breaks, a false start repeated right after a pause (`my- my
coach`, `me to, um, to do`, `然后，然后`), a rhetorical tag that ends a statement (`…, you know?`, `…, ¿vale?`,
`…, ¿sabes?`) and a misspelled filler (`basicaly`).
Must not: build blocks or search embeddings (`_clauses` reads the false starts as fillers and the tagged sentence as a
statement).

DESIGN §4's safe deletions name filler words; a false start is one: the words it repeats follow at once, so a value
that leaves out the first copy keeps everything the speaker said. Only function words, pronouns and conjunctions are
read as a false start (`I, I moved`, `el- el`, `to, um, to`), never content (`I like cats, um, cats are great` keeps
its object: the search cannot make leaving out the first copy depend on taking the second). A tag that checks
(`…, right?`, `…, ¿verdad?`, `…，对吧？`, `…, eh?`) keeps the question: only tags that assert are listed.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._lemmas import en_lemmas, es_lemma
from memtx.core.admission._zh_conjuncts import noun_tag, zh_words
from memtx.core.lexicon import CLAUSE_CONJUNCTIONS, FILLERS
from memtx.core.text import EMPTY_WORDS, normalize, tokenize

_FILLER_TOKENS: Final = frozenset(w for ws in FILLERS.values() for w in ws if " " not in w)
_CONJUNCTION_RUNS: Final = frozenset(tuple(tokenize(normalize(w))) for ws in CLAUSE_CONJUNCTIONS.values() for w in ws)
_LIGHT: Final = EMPTY_WORDS | frozenset(
    re.findall(
        r"\S+",
        "i me my we our you your he his she her it its they their to in at on of for with and but so "
        "yo mi mis tu tus su sus nosotros en de con para por a al del y e pero que "
        "我 我们 你 他 她 的 在 和",
    )
)
_RUN: Final = 3  # at most this many words repeated
_RHETORICAL_TAGS: Final = frozenset(
    {
        ("you", "know"),
        ("you", "see"),
        ("ok",),
        ("okay",),
        ("vale",),
        # (blind batch 29: `…, ¿sabes?` — "you know?", as `you know` is read)
        ("sabes",),
        ("sabe",),
    }
)
_ASKING: Final = frozenset(
    re.findall(
        r"\S+",
        "is are am was were do does did can could will would shall should have has had may might must who what when "
        "where why how which whose whom qué que cuándo cuando dónde donde cómo como quién quien cuál cual cuánto",
    )
)


def false_starts(tokens: tuple[str, ...], breaks: dict[int, int]) -> frozenset[int]:
    """The indices of the tokens of every false start: a run of at most `_RUN` light words, or a conjunction, that ends
    at a break and that the sentence repeats after it, with only fillers (and breaks) between."""
    out: set[int] = set()
    n = len(tokens)
    for b in breaks:
        if not 0 < b < n:
            continue
        k = b
        while k < n and tokens[k] in _FILLER_TOKENS:
            k += 1
        for size in range(1, min(_RUN, b) + 1):
            run = tokens[b - size : b]
            if tokens[k : k + size] != run:
                continue
            if not (set(run) <= _LIGHT or run in _CONJUNCTION_RUNS):
                continue
            out.update(range(b - size, b))
            break
    return frozenset(out)


# Chinese chat particles that are fillers only where they stand: `哈` ending a clause (`…是周三哈`; in `哈尔滨`,
# `哈佛` it is part of a name) and `话说` ("speaking of which") opening one (`话说动感单车课是周三`; in `说话说得快`
# it is no marker).
_CLOSING: Final[tuple[tuple[str, ...], ...]] = (("哈",),)
_OPENING: Final[tuple[tuple[str, ...], ...]] = (("话", "说"),)
# Round 41 (blind batch 67): hesitation words a speaker pauses after — `那个`/`这个` as a whole clause between pauses
# (`呃，那个，我到时候…`; `那个水龙头` keeps its demonstrative) and `就是` ending a clause before a pause (`我到时候
# 就是，嗯，开车去…`; `就是菜园…` opening one may be `even if` and stays).
_HESITATIONS: Final[tuple[tuple[str, ...], ...]] = (("那", "个"), ("这", "个"))
_BEFORE_PAUSE: Final[tuple[tuple[str, ...], ...]] = (("就", "是"),)


def particles(tokens: tuple[str, ...], breaks: dict[int, int]) -> frozenset[int]:
    """The indices of the Chinese chat particles that end or open a clause (`_CLOSING`, `_OPENING`) and of the
    hesitations a pause follows (`_HESITATIONS`, `_BEFORE_PAUSE`)."""
    out: set[int] = set()
    n = len(tokens)
    for end in (*(b for b in breaks if 0 < b <= n), n):
        for p in _CLOSING:
            if (
                end >= len(p)
                and tokens[end - len(p) : end] == p
                and (end - len(p) == 0 or tokens[end - len(p) - 1] != p[0])
            ):
                out.update(range(end - len(p), end))
    for start in (0, *(b for b in breaks if 0 < b < n)):
        for p in _OPENING:
            if tokens[start : start + len(p)] == p and start + len(p) < n:
                out.update(range(start, start + len(p)))
        for p in _HESITATIONS:
            if tokens[start : start + len(p)] == p and start + len(p) in breaks and _hesitates(tokens, start + len(p)):
                out.update(range(start, start + len(p)))
        if tokens[start : start + 1] == ("este",) and start + 1 in breaks and _es_hesitates(tokens, start):
            out.add(start)
        if (
            tokens[start : start + 2] == ("就", "是")
            and tokens[start + 2 : start + 3] != ("说",)
            and _after_fillers(tokens, start, out)
        ):  # (`就是说`, "that is to say", is a filler word of its own)
            out.update((start, start + 1))
    for end in (b for b in breaks if 0 < b < n):
        for p in _BEFORE_PAUSE:
            if end > len(p) and tokens[end - len(p) : end] == p and not _either_or(tokens, end - len(p)):
                out.update(range(end - len(p), end))
        for p in _HESITATIONS:
            at = end - len(p)
            if at > 0 and tokens[at:end] == p and _after_noun(tokens, at) and _hesitates(tokens, end, after_noun=True):
                out.update(range(at, end))
    return frozenset(out)


# Round 42 (the dev split's voice notes, blind batch 75): three more hesitations. Spanish `este` alone between pauses
# (`el cierre de la pulsera, este, está doblado`; not a list's item, `aquel, este y el rojo`, nor a sentence of its
# own). `那个`/`这个` before a pause right after a noun (`蜂箱那个，呃，下周要换…`, `我的新眼镜那个，周五…`): a
# demonstrative stands before its noun, so after one it points at nothing; after a pronoun it may (`我那个，坏了`,
# "mine broke") and stays. `就是` opening a clause after clauses that are only fillers (`嗯，那个，就是菜园东边的
# 水龙头又坏了`), unless `也`, `还` or `都` follows (`就是下雨，我也去`: "even if").
_ES_COORDINATORS: Final = frozenset({"y", "e", "o", "u", "ni"})
_ZH_FILLER_CLAUSE: Final = frozenset("嗯啊哦呃额")
_EVEN_IF: Final = frozenset("也还都")  # (red-team round 28: `就是下雨，我还去跑步` is "even if" too)


def _es_hesitates(tokens: tuple[str, ...], at: int) -> bool:
    return (
        0 < at < len(tokens) - 2 and tokens[at + 1] not in _ES_COORDINATORS and tokens[at - 1] not in _ES_COORDINATORS
    )


def _after_noun(tokens: tuple[str, ...], at: int) -> bool:
    """Is the Chinese word that ends right before `tokens[at]` a noun of jieba's dictionary (two characters or more)?"""
    text = "".join(t for t in tokens[max(0, at - 6) : at] if "\u3400" <= t[:1] <= "\u9fff")
    words = zh_words(text)
    return bool(words) and len(words[-1]) > 1 and noun_tag(words[-1])


def _after_fillers(tokens: tuple[str, ...], start: int, fillers: set[int]) -> bool:
    """Are the tokens before `start` only fillers and hesitations (at least one), with no `也` after it?"""
    if start == 0 or any(t in _EVEN_IF for t in tokens[start:]):
        return False
    return all(k in fillers or tokens[k] in _ZH_FILLER_CLAUSE for k in range(start))


# (red-team round 25: `那个，三百块；这个，五百块` points at two things, and `不是在家，就是，在公司` is `either … or`)
_NUMERALS: Final = frozenset("零〇一二两三四五六七八九十百千万几半0123456789")


def _hesitates(tokens: tuple[str, ...], after: int, *, after_noun: bool = False) -> bool:
    """Is a `那个`/`这个` before a pause a hesitation: no number right after the pause, past fillers (it would point at
    a thing and its price: `苹果那个，呃，五块钱`), and not beside the other demonstrative (`那个…这个…`)? After a
    noun (red-team round 28), nor before words that set it against another of its kind (`手机那个，坏了，新的没坏`)."""
    text = "".join(tokens)
    while after < len(tokens) and tokens[after] in _ZH_FILLER_CLAUSE:
        after += 1
    if (after < len(tokens) and tokens[after][:1] in _NUMERALS) or ("那个" in text and "这个" in text):
        return False
    return not (after_noun and any(w in "".join(tokens[after:]) for w in _OTHERS_OF_ITS_KIND))


# (`别的没碎`, `另一个好的`, `备用的还在`, `新的没坏`: another of its kind, or one set against it by a negator)
_OTHERS_OF_ITS_KIND: Final = ("别的", "另一", "另外", "其他", "其它", "备用", "的没", "的不")


def _either_or(tokens: tuple[str, ...], at: int) -> bool:
    """Does a `不是` before `就是` make them `either … or`?"""
    return "不是" in "".join(tokens[:at])


def rhetorical(tokens: tuple[str, ...], breaks: dict[int, int], text: str) -> bool:
    """Does the sentence end, after a comma, with a rhetorical tag, after a clause that is not itself a question (it
    opens with no `¿`, auxiliary or question word)?"""
    if text.lstrip().startswith("¿"):
        return False
    last = max((at for at in breaks if 0 < at < len(tokens)), default=0)
    return last > 0 and tokens[last:] in _RHETORICAL_TAGS and tokens[0] not in _ASKING


# A chat's misspelled filler (`basicaly`, `honestyl`, `realmnte`): a word no lexicon knows, one edit (a letter dropped,
# added, changed, or two swapped) from a filler adverb of eight letters or more. A shorter filler is too near real
# words and names (`frankly`, `Frankl`).
_LONG_FILLERS: Final = frozenset(w for w in _FILLER_TOKENS if len(w) >= 8 and w.isalpha())
_MIN_TYPO: Final = 7


def _one_edit(a: str, b: str) -> bool:
    """Are `a` and `b` one edit apart (deletion, insertion, substitution, adjacent transposition)?"""
    if a == b or abs(len(a) - len(b)) > 1:
        return False
    if len(a) == len(b):
        diff = [k for k in range(len(a)) if a[k] != b[k]]
        return len(diff) == 1 or (
            len(diff) == 2 and diff[1] == diff[0] + 1 and a[diff[0]] == b[diff[1]] and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if len(a) < len(b) else (b, a)
    k = next((k for k in range(len(short)) if short[k] != long_[k]), len(short))
    return short[k:] == long_[k + 1 :]


@lru_cache(maxsize=8192)
def misspelled_filler(tok: str) -> bool:
    """Is `tok` a misspelling of a long filler adverb that no lexicon knows as a word of its own?"""
    if len(tok) < _MIN_TYPO or not tok.isalpha() or tok in _FILLER_TOKENS:
        return False
    if not any(f[0] == tok[0] and _one_edit(tok, f) for f in _LONG_FILLERS):
        return False
    return not en_lemmas(tok) and es_lemma(tok) == tok
