"""Admission's list rule, round 29: a last item that carries a relative clause of its own (DESIGN §4, one item).

Responsible for: telling whether the words after a list's coordinator are one noun phrase and a relative clause
that modifies it — a relative word (`… and a tiny village whose name I can't pronounce`, `… y unas gotas que me
recetó la oftalmóloga`), an English contact clause (`… and a toy Land Rover my nephew left here`), a Chinese
modifier ending in `的` before the item's noun (`…和一个我老婆硬塞进来的保温杯`). The clause is that item's: `_lists`
keeps it with the item and leaves it out with it. Must not: build sentences or decide support (that is `_lists`
and the whole rule), nor read a list's head: a negator, condition or scope word there still stays or refuses.

Round 16 read such a clause only after a singular indefinite article with a singular verb; what marks it here is
the noun phrase's own determiner (an article, a numeral, a possessive; in Chinese a numeral and a classifier), which
opens a new phrase after the coordinator, and the clause's own subject or relative word. A relative clause after a
bare noun (`… and pears that are ripe`) or a Chinese modifier of no verb (`…和小李的妈妈`: whose mother?) is none.
"""

from __future__ import annotations

from typing import Final

from memtx.core.admission._coordination import (
    MAX_ITEM,
    en_finite,
    es_verb,
    marker_bits,
    may_be_verb,
    spanish,
    zh_verb_at,
)
from memtx.core.lexicon import COND as _COND
from memtx.core.lexicon import FOCUS as _FOCUS
from memtx.core.lexicon import (
    ITEM_CLAUSE_OPENERS_EN,
    ITEM_CLAUSE_OPENERS_ES,
    ITEM_CLAUSE_RELATIVES,
    ITEM_CONTACT_SUBJECTS,
    ITEM_ZH_CLASSIFIERS,
    ITEM_ZH_NUMERALS,
)
from memtx.core.lexicon import NEG as _NEG
from memtx.core.lexicon import SCOPE as _SCOPE

_NP_LINKS: Final = frozenset({"of", "de", "del", "para", "near", "from", "with", "con", "in", "en"})
_OPENERS: Final = _NP_LINKS | ITEM_CLAUSE_OPENERS_EN | ITEM_CLAUSE_OPENERS_ES
_ES_PARTICIPLES: Final = ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas")
_NP_WORDS: Final = MAX_ITEM + 2  # at most this many words in the noun phrase before its clause (`of`, `de` among them)
_CLAUSE_WORDS: Final = 12  # at most this many words in the clause
_CONTACT_SUBJECT_WORDS: Final = 2  # a contact clause's subject: a pronoun, or a possessive and a noun
_ZH_NOUN: Final = 4  # at most this many characters in a Chinese item's noun after its `的`
_ZH_MODIFIER: Final = (3, 16)  # and between these many in the modifier before it
_MARKERS: Final = _NEG | _SCOPE | _COND | _FOCUS


def _cjk(tok: str) -> bool:
    return "\u3400" <= tok[0] <= "\u9fff"


def own_clause_last(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Is `tokens[start:end]` (what follows a list's coordinator, to its segment's end) a noun phrase opened by a
    determiner and a relative clause of its own (the module doc)?"""
    if end - start < 3:
        return False
    if _cjk(tokens[start]):
        return _zh_modified(tokens, start, end)
    es = spanish(tokens)
    if tokens[start] not in (ITEM_CLAUSE_OPENERS_ES if es else ITEM_CLAUSE_OPENERS_EN):
        return False
    for k in range(start + 2, min(end - 1, start + _NP_WORDS + 1)):
        if not _noun_word(tokens, k - 1, end, es):
            return False
        if end - k > _CLAUSE_WORDS:
            continue
        if tokens[k] in ITEM_CLAUSE_RELATIVES and _has_verb(tokens, k + 1, end, es):
            return True
        if not es and _contact(tokens, k, end):
            return True
    return False


def _noun_word(tokens: tuple[str, ...], k: int, end: int, es: bool) -> bool:
    """A word of the noun phrase: no guard marker, and no verb but a link, a determiner, a word right after one (a
    noun whose spelling may be a verb's: `a toy`, `de juguete`) or a Spanish participle after a noun (`guiada`)."""
    tok = tokens[k]
    if marker_bits(tokens, k, end) & _MARKERS:
        return False
    if tok in _OPENERS or tokens[k - 1] in _OPENERS or not (es_verb(tok) if es else may_be_verb(tok)):
        return True  # (Spanish: a finite form; an infinitive's spelling inside a noun phrase is a name's, `Rover`)
    return es and tok.endswith(_ES_PARTICIPLES) and not es_verb(tokens[k - 1])


def _has_verb(tokens: tuple[str, ...], start: int, end: int, es: bool) -> bool:
    """Does a finite verb stand in `tokens[start:end]` (Spanish: any verb form; English: an `-s` or past form, an
    operator, or a bare verb after a subject pronoun)?"""
    for k in range(start, end):
        tok = tokens[k]
        if es and es_verb(tok):
            return True
        if not es and (en_finite(tok) or may_be_verb(tok)):
            return True
    return False


def _contact(tokens: tuple[str, ...], k: int, end: int) -> bool:
    """An English contact clause at `k`: a subject pronoun, or a possessive and one noun, then a finite verb (`my
    nephew left here`, `they use on most plasters`)."""
    if tokens[k] not in ITEM_CONTACT_SUBJECTS:
        return False
    for j in range(k + 1, min(end, k + 1 + _CONTACT_SUBJECT_WORDS)):
        if en_finite(tokens[j]) or (j == k + 1 and may_be_verb(tokens[j])):
            return True
    return False


def _zh_modified(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """A Chinese last item of a numeral and a classifier, a modifier of its own subject or verb ending in `的`, and a
    noun of one to four characters (`一个我老婆硬塞进来的保温杯`, `一缸我儿子去年…抱回来的金鱼`)."""
    if tokens[start] not in ITEM_ZH_NUMERALS or start + 1 >= end or tokens[start + 1] not in ITEM_ZH_CLASSIFIERS:
        return False
    de = max((k for k in range(start + 2, end) if tokens[k] == "的"), default=-1)
    if de < 0 or not 1 <= end - de - 1 <= _ZH_NOUN or not all(_cjk(t) for t in tokens[de + 1 : end]):
        return False
    low, high = _ZH_MODIFIER
    return low <= de - start - 2 <= high and not any(marker_bits(tokens, k, end) & _SCOPE for k in range(de + 1, end))


_ZH_DEMONSTRATIVES: Final = frozenset("这那")
_ZH_LONG_ITEM: Final = 16  # at most this many characters in a Chinese item whose end `都` marks


def zh_item_before_each(tokens: tuple[str, ...], start: int, end: int) -> int:
    """Round 29: where a Chinese last item ends when `都` follows it in its clause (`…和医院用的那种蓝色胶布都过敏`):
    `都` marks the list's end, so the item may be a long noun phrase with a `的`-modifier — one holding a verb of the
    lists, or followed by a numeral or demonstrative and a classifier (`那种`). -1 if there is none."""
    each = next((k for k in range(start + 2, min(end, start + _ZH_LONG_ITEM + 1)) if tokens[k] == "都"), -1)
    if each < 0 or not all(_cjk(t) for t in tokens[start:each]) or "的" not in tokens[start:each]:
        return -1
    if any(marker_bits(tokens, k, each) & _MARKERS for k in range(start, each)) or tokens[each - 1] in "不没":
        return -1
    de = max(k for k in range(start, each) if tokens[k] == "的")
    classified = de + 2 < each and tokens[de + 1] in (_ZH_DEMONSTRATIVES | ITEM_ZH_NUMERALS)
    classified = classified and tokens[de + 2] in ITEM_ZH_CLASSIFIERS
    verb = any(zh_verb_at(tokens, k) for k in range(start, de))
    return each if de + 1 < each and (classified or verb) else -1
