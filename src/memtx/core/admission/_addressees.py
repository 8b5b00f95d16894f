"""Admission's key-aware rule, whose a keyed value is and which person a keyed name is (DESIGN §4, amended; round 7,
round 36, red-team rounds 13–15).

Responsible for: the answers `_keyed` and `_typed` ask about the owner and the person of a keyed value — the
addressee's possessive (`your`, `tu`, `su`, `你的`, `您的`), which a typed value may leave out for a key whose subject
is not the speaker (`Your confirmation code is …` for `booking/confirmation_code`: round 7); a name whose sentence says
the person left the slot (`has retired`, `已退休`), is whom someone calls (`llama a`) or is another person of the same
name (`Jr.`). Must not: decide support (`_keyed` and `_typed` do, with these answers).

(Withdrawn after red-team round 15: round 36's addressee's possessive before a word of the key's relation for names
and noun phrases, `Your instructor is Tomás Reyes`, and its titles beside a keyed name. Three red teams pinned 105
false accepts they caused — the key narrower than the evidence's noun, another person addressed in the same sentence,
the caller of `your X`, a note or hedge after the name, a titled name's older holes — and each round's fixes left the
next round its own.)
"""

from __future__ import annotations

from typing import Final

from memtx.core.admission._clauses import ARTICLES
from memtx.core.admission._keywords import _KIND_NOUNS, KeyWords, _cjk, _single, _stem
from memtx.core.admission._sentences import _Evidence

__all__ = [
    "ADDRESSEE",
    "TITLES_BEFORE",
    "addressed",
    "addressed_cjk",
    "called_to",
    "ended_after",
    "suffixed",
]

# The addressee's possessive (round 7, typed values): `your`, `tu`, `su`, `你的`, `您的`.
ADDRESSEE: Final = _single(("your", "yours", "tu", "tus", "su", "sus", "tuyo", "tuya", "你的", "您的"))


def addressed(after: list[str], words: KeyWords) -> bool:
    """May the addressee's possessive stand before `after` (its next two words)? For a key whose subject is an entity
    id (`order-17`), or right before a word of the key's subject (`your booking` for `booking/…`): that very thing.
    Round 7 (typed values): or before a word of the key's relation, for a key whose subject is not the speaker (`Your
    confirmation code is …` for `booking/confirmation_code`): the key's subject is whoever the message addresses;
    never for a key whose subject may be the speaker (`Your email is …` for the speaker's own e-mail;
    `KeyWords.speakerish`, red-team rounds 13 and 14: `dana_smith/…` for Dana, `yo/…`, `my/…`). Round 33: or before
    a kind noun the relation's word follows, the Spanish order (`su número EORI es …`)."""
    if words.possessives or (bool(after) and _stem(after[0]) in words.subject):
        return True
    kind_first = bool(after) and after[0] in _KIND_NOUNS and after[1:2] != [] and words.names(after[1])
    named = bool(after) and (words.names(after[0]) or kind_first)
    return not words.speakerish and named


def addressed_cjk(after: str, words: KeyWords) -> bool:
    """After `你的`/`您的` (Chinese text run together): a word of the key, for a key whose subject is not the speaker —
    of its subject (`您的订单编号` for `订单/编号`, round 12), or of its relation (`您的理赔编号` for `李先生/理赔编号`,
    round 25), as `addressed` reads `your`."""
    return not words.speakerish and any(after.startswith(w) for w in words.named if _cjk(w) and len(w) > 1)


# Courtesy and professional titles (`Dr.`, `la doctora`, `Sra.`), which may stand between `llama a` and a name
# (`called_to`). (Round 36 also let a keyed name leave a title beside it out; withdrawn after red-team round 15: it
# carried older holes of names to their titled forms, `Dr. Tomás Reyes (ret.)`, `with Dr. …`, `王建国老师的`, and
# admitted no dev record the withdrawn addressee reading did not.)
TITLES_BEFORE: Final = frozenset(
    {"dr", "doctor", "dra", "doctora", "mr", "ms", "mx", "prof", "professor", "profesor", "profesora", "sr", "sra",
     "srta", "señor", "señora", "señorita", "don", "doña"}
)  # fmt: skip


# Red-team round 14: words that end a person's holding a slot (`The instructor, Dr. Tomás Reyes, has retired`,
# `…，已退休`), read in the rest of the name's sentence.
# (past forms only: `leaves at 5 pm`, `retires next year` still hold the slot — red-team round 15)
_ENDED: Final = frozenset(
    {"retired", "resigned", "quit", "died", "deceased", "left", "replaced", "fired", "dismissed", "passed", "jubilo",
     "jubilado", "jubilada", "retiro", "fallecio", "fallecido", "fallecida", "murio", "renuncio", "despedido",
     "despedida", "sustituido", "sustituida", "reemplazado", "reemplazada"}
)  # fmt: skip
_ZH_ENDED: Final = (
    "已退休", "退休了", "已离职", "离职了", "去世", "已故", "已调走", "调走了", "已辞职", "辞职了", "已经退休",
    "已经离职", "被替换", "换人了",
)  # fmt: skip
# A name's suffix that makes it another person of the same name (`Tomás Reyes, Jr.`, `Tomás Reyes hijo`).
_SUFFIXES: Final = frozenset({"jr", "sr", "junior", "senior", "ii", "iii", "iv", "hijo"})


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


def suffixed(ev: _Evidence, vtoks: list[str]) -> bool:
    """Red-team round 15: does a suffix that names another person of the same name (`_SUFFIXES`) follow the name?"""
    for sentence_words in ev.words:
        toks = sentence_words.split()
        for i in range(len(toks) - len(vtoks)):
            if toks[i : i + len(vtoks)] == vtoks and toks[i + len(vtoks)] in _SUFFIXES:
                return True
    return False


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
