"""Admission's typed-value rule, its types and slots: what type a value is and which slots name it (DESIGN §4).

Responsible for: the type of a one-token value (`value_type`: e-mail, URL, phone number, code, a long number), the
slot words of each type and whether a key's relation holds one (`fits`), whether a label, a one-letter label, a
compound of a relation word or a slot noun of one group names another slot than the key's (round 12, 14, 20), and
the word lists `_typed` and `_typed_cjk` both read (keyed nouns, other persons, frames and hedges). Split from `_typed`,
which grew to the 800-line limit. Must not: read a clause by exclusion (`_typed`), or Chinese runs (`_typed_cjk`).
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._coordination import es_verb
from memtx.core.admission._keywords import KeyWords, _cjk, _single, _stem, covered
from memtx.core.admission._labels import entry_label, labels, modified_slot, names_slot, other_glued
from memtx.core.admission._lemmas import en_lemmas
from memtx.core.admission._typed_phrases import _AMOUNT, _DATE, _DATE_LABELS, _GENERIC_TIME
from memtx.core.lexicon import (
    KEYED_KIND_NOUNS,
    TIME_FRAME_OPENERS,
    TYPED_DATE_SLOTS_MORE,
    TYPED_FRAMES,
    TYPED_HEDGES,
    TYPED_OTHER_PERSON,
    TYPED_SLOT_GROUPS,
    TYPED_SLOTS,
    TYPED_TENTATIVE,
)
from memtx.core.text import ID_MARK, unprotect

_EMAIL, _URL, _PHONE, _CODE, _NUMBER = "email", "url", "phone", "code", "number"
_SLOTS: Final = {kind: _single(words) for kind, words in TYPED_SLOTS.items()}
_SLOTS[_NUMBER] = _SLOTS[_PHONE] | _SLOTS[_CODE]
_SLOTS[_DATE] = _SLOTS[_DATE] | _single(TYPED_DATE_SLOTS_MORE)  # (round 18: `…/datetime`, `…/horario`)
_ALL_SLOTS: Final = frozenset().union(*_SLOTS.values())
_CJK_SLOTS: Final = {kind: tuple(w for w in words if _cjk(w)) for kind, words in _SLOTS.items()}
_KIND: Final = _single(KEYED_KIND_NOUNS)
_CJK_NOUNS: Final = tuple({w for ws in (*_CJK_SLOTS.values(), _KIND) for w in ws if _cjk(w)})  # (the keyed nouns)
_PERSONS: Final = _single(TYPED_OTHER_PERSON)
_HEDGES: Final = _single(TYPED_HEDGES)
_CJK_HEDGES: Final = tuple(w for w in TYPED_HEDGES if _cjk(w))
_FRAMES: Final = (
    _single(TYPED_FRAMES)
    | _single(TYPED_TENTATIVE)  # (round 18: `(tentative)`, `（待定）`)
    | _HEDGES
    | _single(w for ws in TIME_FRAME_OPENERS.values() for w in ws if " " not in w and w not in ("this", "esta", "este"))
)
_MODIFIERS: Final = 3  # at most this many words between a determiner and the keyed noun they modify
_PHONE_CHARS: Final = frozenset("0123456789()+ .-")
_MIN_DIGITS: Final = 5  # a run of at least this many digits is a phone number or a code
# A word of six or more ASCII letters and digits, with two digits or more and a letter: a booking or order code the
# tokenizer keeps as a plain word (it glues only codes that open with a digit).
_MIXED_CODE: Final = re.compile(r"(?=[a-z0-9]{6,}$)(?=(?:[a-z]*[0-9]){2})(?=[0-9]*[a-z])[a-z0-9]+")


def value_type(tok: str) -> str | None:
    """The type of a one-token value: `email`, `url`, `phone`, `code` (a handle too), a long run of digits
    (`number`), or None."""
    if tok.isdigit():
        return _NUMBER if len(tok) >= _MIN_DIGITS else None
    if not tok.startswith(ID_MARK):
        return _CODE if _MIXED_CODE.fullmatch(tok) else None  # (`KJ4P9Z`, `DD20270305118`: round 12)
    plain = unprotect(tok)
    if plain.startswith("@"):
        return _CODE  # (a handle: round 8)
    if "@" in plain:
        return _EMAIL
    if set(plain) <= _PHONE_CHARS:
        return _PHONE
    if plain.startswith(("http", "www.")) or ("." in plain and not any(ch.isdigit() for ch in plain.split(".")[-1])):
        return _URL
    return _CODE


def fits(kind: str, relation: tuple[str, ...]) -> bool:
    """Does the key's relation hold a slot word of the value's type (`…/email`, `…/tracking_number`, `…/订单号`)?"""
    words = _SLOTS[_NUMBER if kind == _PHONE else kind]  # (digits with separators may be an order number too)
    if not words.isdisjoint(relation) or "".join(relation) in words:
        return True
    run = "".join(t for t in relation if _cjk(t))
    return bool(run) and any(w in run for w in _CJK_SLOTS[_NUMBER if kind == _PHONE else kind])


def _same(kind: str) -> tuple[str | None, ...]:
    if kind in (_PHONE, _NUMBER):
        return (_PHONE, _NUMBER)
    if kind == _CODE:
        return (_CODE, _NUMBER)
    return (kind,)


# Round 20: one-letter words of the three languages (an article, a conjunction, a pronoun), never a label's letter.
_LETTER_WORDS: Final = frozenset("aeiouy")


def _letter_label(tok: str, kind: str, words: KeyWords, relation: tuple[str, ...]) -> bool:
    """Round 20: is this lone Latin letter right before the value an abbreviated label (`T 617 …  F 617 …`, `M:`, `E:`)
    that names another slot than the key's: the initial of no slot word of the value's type and no word the key names
    (`F` is the fax line, no `…/phone`; `T`, `M` name a phone number, `E` an e-mail)?"""
    if len(tok) != 1 or not tok.isascii() or not tok.isalpha() or tok in _LETTER_WORDS:
        return False
    return tok not in _initials(kind, relation) and not words.names(tok)


def _initials(kind: str, relation: tuple[str, ...]) -> set[str]:
    """The initials of the slot words of the value's type and of the key's relation (round 23: not of its subject,
    whose name may begin with any letter: `F` is no initial of `…/phone` for `ferrer/phone`)."""
    return {w[0] for w in (*_SLOTS[kind], *relation) if w and not _cjk(w)}


def _initial_label(label: list[str], kind: str, relation: tuple[str, ...]) -> bool:
    """Round 23: is the label one Latin letter, the initial of a slot word of the value's type or of a word of the
    key's relation (`T: +1 (415) 555-0142` for `…/phone`, `E: …` for `…/email`)? It names the slot as the letter does
    before the value without a colon (round 20); `F:` names the fax line."""
    tok = label[0] if len(label) == 1 else ""
    return len(tok) == 1 and tok.isascii() and tok.isalpha() and tok in _initials(kind, relation)


def _unlabelled(evidence: str, first: str, kind: str, words: KeyWords, relation: tuple[str, ...]) -> bool:
    """Round 14: is the value right after a label (`Shipping: $12.00`, `优惠前金额：¥312`: `_labels`) that names neither
    the key's relation, a slot of the value's type nor the key's subject? A label says which slot the value fills, so
    it names the key's or another (DESIGN §4, typed values: another value of the same type)."""
    generic = kind == _DATE and not _GENERIC_TIME.isdisjoint(relation)  # (round 18: `When:` names `…/datetime`)
    slots = _SLOTS[kind] | _KIND | (_DATE_LABELS if generic else frozenset())

    def keyed_noun(tok: str) -> bool:
        return words.names(tok) or tok in slots

    def cjk_named(run: str) -> bool:
        return _cjk_named(run, words)

    if any(
        (not names_slot(label, words.names, slots, relation) and not _initial_label(label, kind, relation))
        or modified_slot(label, keyed_noun, cjk_named)
        or other_glued(evidence, words.names)
        for label in labels(evidence, first)
    ):
        return (
            True  # (round 18: `Guest network password:` names a modifier of the keyed noun: another slot of the kind)
        )
    entry = entry_label(evidence, first, _verb) if kind == _AMOUNT else []
    return bool(entry) and not _entry_named(entry, words, slots, relation)  # (round 41: `小型犬每晚88元`)


def _entry_named(label: list[str], words: KeyWords, slots: frozenset[str], relation: tuple[str, ...]) -> bool:
    """Round 41: does every word of a price-list entry's label name the key or the amount's slot (`Boarding`, `寄宿费`,
    `总共`; not `Small dogs`, `运费一共`: red-team round 25)? Chinese is read as runs of the words it knows, or named by
    a character of the key's relation (`门票` for `…/票价`), as a colon's label is read by two."""
    latin = [t for t in label if not _cjk(t)]
    if any(not (words.names(t) or t in slots or t in _ENTRY_GLUE) for t in latin):
        return False
    run = "".join(t for t in label if _cjk(t))
    known = sorted({*(w for w in words.named if _cjk(w)), *(w for w in slots if _cjk(w)), *_ZH_TOTALS}, key=len)
    rest = run
    for word in reversed(known):
        rest = rest.replace(word, "")
    relation_run = "".join(t for t in relation if _cjk(t))
    return not rest or any(ch in run for ch in relation_run if ch not in _ZH_TOTALS)


_ENTRY_GLUE: Final = frozenset({"the", "a", "an", "el", "la", "los", "las", "de", "del", "of", "per", "por"})
_ZH_TOTALS: Final = (
    "总共",
    "一共",
    "共计",
    "合计",
    "总计",
    "的",
    "费",
    "价",
    "金",
    "款",
)  # (and an amount's morphemes)


_ZH_VERBS: Final = frozenset("是为有要收付花交卖买租送包含免")


def _verb(tok: str) -> bool:
    """Round 41: a verb among a price-list entry's words, which makes them a clause, no label (`Adults pay £12`)."""
    if _cjk(tok):
        return tok in _ZH_VERBS
    lemmas = en_lemmas(tok)
    return tok in _AMOUNT_VERBS or es_verb(tok) or ("VERB" in lemmas and "NOUN" not in lemmas)


_AMOUNT_VERBS: Final = frozenset(
    ["pay", "pays", "paid", "cost", "costs", "charge", "charges", "is", "are", "was", "were", "es", "son", "cuesta"]
)


_COMPOUND_PREFIX: Final = 3  # at least this many letters before a relation word make a compound (`sub` + `total`)


def _compound(tok: str, relation: tuple[str, ...]) -> bool:
    """Round 14: is `tok` a compound ending in a relation word of the key, which it then modifies (`subtotal`,
    `pretotal` for `…/total`)? It names another slot than the key's: a modifier the key does not carry."""
    return any(
        tok != rel and tok.endswith(rel) and len(tok) - len(rel) >= _COMPOUND_PREFIX and tok.isalpha()
        for rel in relation
        if not _cjk(rel)
    )


_SLOT_GROUPS: Final = tuple(frozenset(group) for group in TYPED_SLOT_GROUPS)
_GROUP_OF: Final = {w: group for group in _SLOT_GROUPS for w in group if not _cjk(w)}
_CJK_GROUP_WORDS: Final = tuple((w, group) for group in _SLOT_GROUPS for w in group if _cjk(w))


def _other_slot(toks: list[str], words: KeyWords) -> bool:
    """Does the clause name a particular value of the type (`TYPED_SLOT_GROUPS`: `rent`, `birthday`, `微信`) that
    the key does not name, by a word of the same group? Then the value is that one, not the key's (round 12)."""

    def named(group: frozenset[str]) -> bool:
        return any(words.names(w) or w in words.named for w in group)

    for tok in toks:
        group = _GROUP_OF.get(tok) or _GROUP_OF.get(_stem(tok))
        if group is not None and not named(group):
            return True
    text = "".join(t for t in toks if len(t) == 1 and _cjk(t))
    return any(w in text and not named(group) for w, group in _CJK_GROUP_WORDS)


def _cjk_named(run: str, words: KeyWords) -> bool:
    """Is every character of this Chinese run part of a word the key names?"""
    return covered(run, [w for w in words.named if _cjk(w)] + [w for ws in _CJK_SLOTS.values() for w in ws])
