"""Admission's key-aware rule, whose a keyed name or noun phrase is (DESIGN §4, amended; round 36, red-team rounds 13
and 14): the addressee's possessive before a word of the key's relation, a title beside a name, and a name whose
sentence says the person no longer holds the slot or is only called.

Responsible for: the words and the readings `_keyed` asks about the owner and the person of a keyed value — the
addressee's possessive (`your`, `tu`, `你的`, `您的`; `su` for typed values only), which may be left out for a key
whose subject is not the speaker (`Your instructor is Tomás Reyes` for `padi_course/instructor`); the courtesy and
professional titles beside a name (`Dr.`, `la doctora`, `老师`); a name that no longer holds the slot (`has retired`,
`已退休`) or is whom someone calls (`llama a`). Must not: decide support (`_keyed` does, with these answers) or read
units other than by their tokens.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Final

from memtx.core.admission._clauses import ARTICLES
from memtx.core.admission._keywords import _KIND_NOUNS, KeyWords, _cjk, _single, _stem, _stemmed
from memtx.core.admission._sentences import _Evidence

__all__ = [
    "ADDRESSEE",
    "PLAIN_ADDRESSEE",
    "TITLES_BEFORE",
    "ZH_ADDRESSEE",
    "ZH_TITLES_AFTER",
    "addressed",
    "addressed_cjk",
    "addressee_owns",
    "called_to",
    "ended_after",
    "relation_again",
    "zh_addressed",
]

Unit = tuple[int, tuple[str, ...]]  # (`_keyed`'s unit: its kind, its tokens; only the tokens are read here)


# The addressee's possessive (round 7, typed values; round 36, every keyed value): `your`, `tu`, `su`, `你的`, `您的`.
ADDRESSEE: Final = _single(("your", "yours", "tu", "tus", "su", "sus", "tuyo", "tuya", "你的", "您的"))
# (red-team round 13: not `su`/`sus` before a name or noun phrase, which are as often his, her or their: `Pedro está
# enfermo. Su médico es Luis Ruiz.` is Pedro's doctor)
PLAIN_ADDRESSEE: Final = ADDRESSEE - {"su", "sus"}
ZH_ADDRESSEE: Final = frozenset({"你", "您"})  # (before `的`: the addressee's, by character)
_GENITIVES: Final = frozenset({("of",), ("de",), ("del",)})  # (before `your`/`tu`: another's phrase owns it)
_ZH_NAMED_RUN: Final = 8  # at most this many characters after `的` are looked at for a word the key names


def addressed(after: list[str], words: KeyWords) -> bool:
    """May the addressee's possessive stand before `after` (its next two words)? For a key whose subject is an entity
    id (`order-17`), or right before a word of the key's subject (`your booking` for `booking/…`): that very thing.
    Round 7 (typed values), round 36 (names and noun phrases too): or before a word of the key's relation, for a key
    whose subject is not the speaker (`Your confirmation code is …` for `booking/confirmation_code`, `Your instructor
    is Tomás Reyes` for `padi_course/instructor`): the key's subject is whoever the message addresses; never for a
    key whose subject is the speaker (`Your email is …` for the speaker's own e-mail). Round 33: or before a kind
    noun the relation's word follows, the Spanish order (`su número EORI es …`)."""
    if words.possessives or (bool(after) and _stem(after[0]) in words.subject):
        return True
    kind_first = bool(after) and after[0] in _KIND_NOUNS and after[1:2] != [] and words.names(after[1])
    named = bool(after) and (words.names(after[0]) or kind_first)
    return not words.speakerish and named  # (red-team round 13: `dana_smith/…` for Dana, `yo/…`, `我/…`)


def addressed_cjk(after: str, words: KeyWords) -> bool:
    """After `你的`/`您的` (Chinese text run together): a word of the key, for a key whose subject is not the speaker —
    of its subject (`您的订单编号` for `订单/编号`, round 12), or of its relation (`您的理赔编号` for `李先生/理赔编号`,
    round 25; `您的教练是周海洋` for `开放水域课/教练`, round 36), as `addressed` reads `your`."""
    return not words.speakerish and any(after.startswith(w) for w in words.named if _cjk(w) and len(w) > 1)


def addressee_owns(units: Sequence[Unit], k: int, words: KeyWords) -> bool:
    """Round 36: may the addressee's possessive at `units[k]` be left out before a name or noun phrase (`addressed`)?
    Red-team round 14: not inside another's phrase (`El padre de tu padre`), nor before a noun that owns the keyed one
    (`Your instructor's instructor`, `Your contact's emergency contact`)."""
    after = [t for u in units[k + 1 : k + 3] for t in u[1]]
    if (k and units[k - 1][1] in _GENITIVES) or (after and after[0].endswith("'s") and after[1:2] != ["name"]):
        return False
    return addressed(after, words)


def relation_again(units: Sequence[Unit], words: KeyWords, kept: frozenset[str]) -> bool:
    """Red-team round 14: does a word of the key's relation stand twice in the clause, outside the value (`Tu jefa es la
    jefa de Ana Gil`, `你的教练是王芳的教练`)? The value is then another's owner, not the addressee's slot. Read once
    per clause (a hostile clause of many `your` stays linear)."""
    latin = Counter(
        _stem(t.removesuffix("'s")) for _, toks in units for t in toks if t not in kept and _own_relation(t, words)
    )
    if any(n > 1 for n in latin.values()):
        return True
    text = "".join(toks[0] for _, toks in units if len(toks) == 1 and len(toks[0]) == 1 and toks[0] not in kept)
    return any(text.count(w) > 1 for w in words.named if _cjk(w) and len(w) > 1)


def _own_relation(tok: str, words: KeyWords) -> bool:
    """Is `tok` a word of the key's relation itself (`jefa` of `pedro/jefa`, `instructor's`), not of its subject?"""
    base = tok[:-2] if tok.endswith("'s") else tok
    return _stemmed(base, words.stems) and _stem(base) not in words.subject


def zh_addressed(units: Sequence[Unit], k: int, words: KeyWords) -> bool:
    """Round 36: `你`/`您` and `的` right before a word the key names, read by character (`addressed_cjk`); not when
    that word owns another (`你的教练的教练`, red-team round 14)."""
    if len(units) <= k + 1 or units[k + 1][1] != ("的",):
        return False
    text = ""
    for _, toks in units[k + 2 : k + 2 + _ZH_NAMED_RUN]:
        if len(toks) != 1 or len(toks[0]) != 1 or not _cjk(toks[0]):
            break
        text += toks[0]
    named = [w for w in words.named if _cjk(w) and len(w) > 1 and text.startswith(w)]
    return addressed_cjk(text, words) and not any(text[len(w) : len(w) + 1] == "的" for w in named)


# Round 36: a courtesy or professional title right before a name (`Dr. Tomás Reyes`, `la doctora Inés Castaño`) or,
# in Chinese, right after one (`刘洋老师`, `刘建国师傅`): how the name is addressed, not which person it is. Not `Mrs.`,
# which before a man's full name is his wife (`Mrs. Tomás Reyes`: red-team round 13), nor `miss`, also a verb (`The
# instructors miss Tomás Reyes`: round 14).
TITLES_BEFORE: Final = frozenset(
    {"dr", "doctor", "dra", "doctora", "mr", "ms", "mx", "prof", "professor", "profesor", "profesora",
     "sr", "sra", "srta", "señor", "señora", "señorita", "don", "doña"}
)  # fmt: skip
ZH_TITLES_AFTER: Final = ("老师", "师傅", "先生", "女士", "小姐", "医生", "大夫", "教授", "律师")


# Red-team round 14: words that end a person's holding a slot (`The instructor, Dr. Tomás Reyes, has retired`,
# `…，已退休`), read in the rest of the name's sentence.
_ENDED: Final = frozenset(
    {"retired", "retires", "retiring", "resigned", "resigns", "quit", "quits", "died", "deceased", "left", "leaves",
     "leaving", "replaced", "fired", "dismissed", "jubilo", "jubilado", "jubilada", "fallecio", "fallecido",
     "fallecida", "renuncio", "despedido", "despedida", "sustituido", "sustituida", "reemplazado", "reemplazada"}
)  # fmt: skip
_ZH_ENDED: Final = ("退休", "离职", "去世", "调走", "辞职", "离开", "被替换", "换人")


def ended_after(ev: _Evidence, vtoks: list[str]) -> bool:
    """Does the name's sentence say, after it, that the person no longer holds the slot (`_ENDED`)?"""
    for sentence_words, text in zip(ev.words, ev.texts, strict=True):
        toks = sentence_words.split()
        starts = [i for i in range(len(toks) - len(vtoks) + 1) if toks[i : i + len(vtoks)] == vtoks]
        if not starts:
            continue
        rest = toks[starts[-1] + len(vtoks) :]
        if any(t in _ENDED for t in rest):
            return True
        cjk_at = text.rfind(vtoks[-1]) if _cjk(vtoks[-1]) else -1
        if cjk_at >= 0 and any(w in text[cjk_at:] for w in _ZH_ENDED):
            return True
    return False


_CALLS: Final = frozenset({"llama", "llaman", "llamo", "llamamos", "llamas", "llamaba", "llamaron"})
_PERSONAL_A: Final = frozenset({"a", "al"})


def called_to(ev: _Evidence, vtoks: list[str]) -> bool:
    """Red-team round 14: Spanish `llama a X` calls X (the personal `a`), where `se llama X` names one: a name after
    `llama a` (an article or title between) is whom someone calls (`La responsable llama a la doctora Inés Castaño`)."""
    for sentence_words in ev.words:
        toks = sentence_words.split()
        for i in range(len(toks) - len(vtoks) + 1):
            if toks[i : i + len(vtoks)] != vtoks:
                continue
            j = i - 1
            while (
                j >= max(0, i - 3) and toks[j] not in _PERSONAL_A and (toks[j] in TITLES_BEFORE or toks[j] in ARTICLES)
            ):
                j -= 1  # (an article and a title at most: `llama a la doctora …`)
            if j >= 1 and toks[j] in _PERSONAL_A and toks[j - 1] in _CALLS:
                return True
    return False
