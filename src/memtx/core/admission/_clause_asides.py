"""Admission's aside tests: whether a clause between commas, brackets or dashes may be stepped over whole (DESIGN §4 G).

Responsible for: reading one clause's blocks as an appositive, a parenthetical that restricts nothing, or one that
measures or dates its clause; the spans brackets and spaced dashes enclose. Must not: cut sentences or build groups
(`_clauses`).
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._blocks import _ATOM, _OPT, _REQ, ARTICLES, _Block, _plain
from memtx.core.admission._coordination import en_finite, may_be_verb, spanish, zh_verb_at
from memtx.core.lexicon import (
    COND,
    FILLERS,
    GLOSS_ARTICLES,
    GUARD,
    KEYED_PAST,
    KEYED_PAST_SLOTS,
    MEASURE_UNITS,
    RESTRICT,
    TIME_WORDS,
    WEEKDAY_NAMES,
)
from memtx.core.text import normalize, scan_normalized, tokenize

# Personal pronouns, which take no gloss: an aside right after one corrects who it is (round 12; `_asides` too).
ASIDE_PRONOUNS: Final = frozenset(
    "i me we us you he she they him her them yo tu él ella nosotros nosotras ellos ellas 我 你 您 他 她 们".split()  # noqa: SIM905
)
_FILLER_WORDS: Final = frozenset(w for ws in FILLERS.values() for w in ws if " " not in w)


def _after_pronoun(tokens: tuple[str, ...], start: int) -> bool:
    """Does a personal pronoun stand right before `start`, fillers aside (`I (well, my wife) …`)?"""
    k = start - 1
    while k > 0 and tokens[k] in _FILLER_WORDS:
        k -= 1
    return k >= 0 and tokens[k] in ASIDE_PRONOUNS


_NAMING: Final = frozenset({"named", "called", "llamado", "llamada"})
_SHORT_APPOSITIVE: Final = 3
_LONG_APPOSITIVE: Final = 6


# (red-team rounds 5 and 6: an appositive that hedges what its clause says or takes a part of its subject restricts
# it — `The fee, an estimate, is $50`, `The tenants, a handful, …`)
_NO_GLOSSES: Final = frozenset(
    {"estimate", "guess", "approximation", "ballpark", "rumor", "rumour", "proposal", "draft", "idea", "possibility",
     "promise", "assumption", "hypothesis", "forecast", "projection", "minority", "majority", "handful", "few",
     "some", "part", "portion", "fraction", "half", "third", "quarter"}
)  # fmt: skip


def _named(blocks: list[_Block]) -> bool:
    """Does a naming participle and one word after it end these blocks (`tipo llamado Rober`)?"""
    words = [t for b in blocks for t in b[1]]
    return len(words) >= 2 and words[-2] in _NAMING


def _appositive(blocks: list[_Block], has_conj: bool, tokens: tuple[str, ...]) -> bool:
    """At most three plain words, no marker of any kind and no finite verb (", my sister,"); or up to six with no
    word that may be a verb at all (", a doctor at Mercy Hospital,": a noun phrase, not a clause)."""
    words: list[str] = []
    after_article: set[int] = set()  # (a past form after an article is an adjective: "a retired teacher")
    for k, block in enumerate(blocks):
        # (round 33: an opening `un`/`una` is the gloss's article where a naming participle and a name end the phrase,
        # `Mi gestor, un tipo llamado Rober, …`; red-teams 4-6 found any other noun after it unsafe: `un rato`, `una
        # minoría`, `una estimación`)
        gloss = k == 0 and len(blocks) > 1 and tuple(block[1]) in _GLOSS_ARTICLES and _named(blocks[1:])
        if not (_plain(block) or (block[0] == _OPT and not block[3]) or gloss):
            return False
        if gloss:
            continue
        at = block[4]
        after_article.update(
            len(words) + k for k in range(len(block[1])) if at + k > 0 and tokens[at + k - 1] in ARTICLES
        )
        words += block[1]
    es = spanish(tokens)
    if has_conj or not words or len(words) > _LONG_APPOSITIVE or not _NO_GLOSSES.isdisjoint(words):
        return False
    if len(words) > _SHORT_APPOSITIVE and not words[0].isascii():
        return False  # (a longer one only in a Latin script: Chinese words are characters, and verbs unlisted)
    # (a verb makes it a clause: ", the manager told us," is an attribution, no aside — `main` stepped over it)
    if not words[0].isascii():  # ("，他说，": a Chinese verb of the coordination lists makes it a clause)
        return not any(zh_verb_at(tuple(words), k) for k in range(len(words)))

    def verb(k: int, strict: bool) -> bool:
        w = words[k]
        named = 0 < k == len(words) - 2 and w in _NAMING
        if k in after_article or named or (k == len(words) - 1 and k > 1 and words[k - 1] in _NAMING):
            return False  # (round 33: `, a guy named Rob,`: a naming participle and the name ending the phrase)
        return en_finite(w) or (es and may_be_verb(w, es)) or (strict and may_be_verb(w, es))

    return not any(verb(k, len(words) > _SHORT_APPOSITIVE) for k in range(len(words)))


# An indefinite article read as a number ("un", "una", "一个", "一位" …) that opens a parenthetical glosses the noun
# before it ("Mi perro (un labrador) …", "我的邻居（一位退休医生）…"), as English "(a retired teacher)" does: it is no
# number of the clause, unless a unit of measure follows (`(una hora)`, `(一小时)`, `(an hour)`: a measure, glued).
_GLOSS_ARTICLES: Final = frozenset(tuple(tokenize(w)) for w in GLOSS_ARTICLES)
_UNITS: Final = frozenset(t for w in MEASURE_UNITS for t in (tokenize(w) if w.isascii() else [w]))


def _measured(blocks: list[_Block]) -> bool:
    """Does a unit of measure stand in these blocks (`hour`, `horas`, `小时`)?"""
    words = [t for b in blocks for t in b[1]]
    return any(t in _UNITS for t in words) or any("".join(words[k : k + 2]) in _UNITS for k in range(len(words)))


# Words that date what they stand beside (`previous`, `old`, `anterior`, `antiguo`, `originally`, `本来`) or say when
# it holds (`weekdays`, `verano`, `工作日`): an aside holding one may say the clause was so, or is so only then
# (`Mi casero (el del piso anterior) se llama …`, a blind batch's), so it is no aside. (Not `to` of `used to`, nor
# a birth; Chinese words of two characters or more, matched as runs.)
_DATING_WORDS: Final = tuple(
    w
    for w in (*KEYED_PAST_SLOTS, *KEYED_PAST, *TIME_WORDS, *WEEKDAY_NAMES)
    if w not in ("to", "birth", "born", "nacimiento", "出生")
)
_DATING: Final = frozenset(
    t for w in _DATING_WORDS if not "\u3400" <= w[0] <= "\u9fff" for t in scan_normalized(normalize(w))[0]
)
_DATING_CJK: Final = tuple(w for w in _DATING_WORDS if len(w) > 1 and "\u3400" <= w[0] <= "\u9fff")


def _dated(blocks: list[_Block]) -> bool:
    """Does a word that dates its clause stand in these blocks (`previous`, `anterior`, `之前`)?"""
    words = [t for b in blocks for t in b[1]]
    return any(t in _DATING for t in words) or any(w in "".join(words) for w in _DATING_CJK)


def _unmarked(blocks: list[_Block]) -> bool:
    """No guard marker (negator, scope, condition, number) in these blocks, and no unit of measure: a
    parenthetical that holds one ("Refunds (never for sale items) are available", "Parking (an hour) is free")
    restricts the clause around it, it is no aside. A gloss's opening article-number is no marker (above)."""
    if _measured(blocks):
        return False
    first = next((b for b in blocks if b[1]), None)
    # (An atomic compound holds a guard word without its meaning — `the one`, `不仅` —; a request frame is marked.)
    return not any(
        b[2] & (GUARD & ~RESTRICT) if b[0] == _REQ else b[0] == _ATOM and b[2] & COND
        for b in blocks
        if not (b is first and b[1] in _GLOSS_ARTICLES)
    )


_SPACED_DASH: Final = re.compile(r" -(?: -)* ")  # (a Chinese `——` is two dashes, one mark)


def _parenthesized(text: str, n: int) -> frozenset[tuple[int, int]]:
    """The (start, end) token spans enclosed by a pair of parentheses, nothing else between, or by a pair of
    spaced dashes ("Our cabin — the one by the lake — has no internet": the first and second dash, the third and
    fourth …). Rare: only sentences with a `(` or a spaced dash pay for this."""
    spans: set[tuple[int, int]] = set()
    opened = -1
    for at, ch in enumerate(text):
        if ch not in "()":
            continue
        k = len(scan_normalized(text[:at])[0])
        if ch == "(":
            opened = k
        elif opened >= 0:
            if k > opened:
                spans.add((opened, min(k, n)))
            opened = -1
    dashes: list[int] = []
    k = last = 0
    for m in _SPACED_DASH.finditer(text):  # (tokens never span a spaced dash: count them segment by segment)
        k += len(scan_normalized(text[last : m.start()])[0])
        dashes.append(k)
        last = m.end()
    for a, b in zip(dashes[::2], dashes[1::2], strict=False):
        if b > a:
            spans.add((a, min(b, n)))
    return frozenset(spans)
