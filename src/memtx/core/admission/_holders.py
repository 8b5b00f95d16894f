"""Admission's holder asides (round 27, DESIGN §4): a bracketed aside that names who its clause holds for.

Responsible for: telling whether an aside is a bare plural noun phrase, a group of people (`names_group`), and whether
a plural noun stands before it (`plural_before`), for `memtx.core.admission._descriptive_asides.picks_one`. Must not:
decide whether the aside may be left out (that is `_asides`), or read anything but the aside's words and the word
before it.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._lemmas import en_lemmas, es_lemma
from memtx.core.lexicon import COURTESY_PLURALS_ES, GLOSS_ARTICLES, GROUP_NOUNS_ZH
from memtx.core.text import tokenize

__all__ = ["names_group", "plural_before"]

# Round 27 (the lead, from helper S's probe of main in round 25): a bracketed aside that is a bare plural noun phrase —
# at most three words, no article, number, possessive, preposition or name — names a group the clause holds for:
# `The trial (new users) is free`, `Shipping (EU orders) is free`, `The discount (students, 10%) applies`, `La prueba
# (nuevos usuarios) es gratis`, `试用（新用户）是免费的` (`lexicon.GROUP_NOUNS_ZH`). Main stepped over each as an aside
# that restricts nothing; DESIGN §4 keeps a parenthetical that restricts. A singular appositive (`(a retired nurse)`,
# `（一个退休老师）`), a name (`(Renfe Viajeros)`, `(doña Remedios)`), a count (`(3 items)`) or a place (`(en
# Asturias)`) is read as before, and so is a bare plural after a plural noun, which says what kind they are (`two pets
# (cats)`).
_GROUP_WORDS: Final = 3
_PLURAL_CHARS: Final = 4  # a plural read by its form has at least this many letters (`kids`, `fans`)
_GROUP_PARTS: Final = re.compile(r"[,，、;；]")
_ZH_GROUP_CHARS: Final = 6  # a Chinese part longer than this is a clause, not a bare noun phrase
_NOT_BARE_ZH: Final = ("的", "我", "你", "他", "她", "您", "这", "那")
_ES_COMPLEMENT: Final = frozenset({"de", "del"})


def names_group(inner: str) -> bool:
    """Round 27: is some comma part of the aside a bare plural noun phrase, a group of holders (the comment above)?"""
    return any(_bare_group(part.strip()) for part in _GROUP_PARTS.split(inner))


def plural_before(before: str) -> bool:
    """Round 27: does a plural noun stand right before the aside? A bare plural after it says what kind they are
    (`two pets (cats)`, `dos gatitos (hermanos)`), no group the clause holds for."""
    words = before.split()
    tok = tokenize(words[-1]) if words else []
    return bool(tok) and (_en_plural(tok[-1]) or _es_plural(tok[-1]))


def _bare_group(part: str) -> bool:
    if not part:
        return False
    if any("\u3400" <= ch <= "\u9fff" for ch in part):
        return (
            len(part) <= _ZH_GROUP_CHARS
            and part.endswith(GROUP_NOUNS_ZH)
            and not any(ch.isdigit() for ch in part)
            and not part.startswith(GLOSS_ARTICLES)
            and not any(w in part for w in _NOT_BARE_ZH)
        )
    words = part.split()
    cut = next((i for i, w in enumerate(words) if i and w.casefold() in _ES_COMPLEMENT), len(words))
    words = words[:cut]  # (a Spanish noun's complement: `clientes del hotel`, `socios de la piscina`)
    toks = tokenize(" ".join(words))
    if not 1 <= len(toks) <= _GROUP_WORDS or len(words) != len(toks) or not all(t.isalpha() for t in toks):
        return False
    last = words[-1]
    if last != last.lower():
        return False  # (a name: `(Renfe Viajeros)`, `(doña Remedios)`)
    if not (_en_plural(toks[-1]) or _es_plural(toks[-1])):
        return False
    return all(_modifier(w, t) for w, t in zip(words[:-1], toks[:-1], strict=True))


def _modifier(word: str, tok: str) -> bool:
    """A word that may stand with the group's noun: an acronym (`EU`), an English noun or adjective (`new`), a Spanish
    plural adjective (`nuevos`); no article, determiner, possessive or preposition."""
    if word.isupper() and len(word) > 1:
        return True
    return bool(en_lemmas(tok).keys() & {"NOUN", "ADJ"}) or _es_plural(tok)


def _en_plural(tok: str) -> bool:
    if not tok.endswith("s") or len(tok) < _PLURAL_CHARS:
        return False  # (asked first: a word that cannot be an English plural never loads lemminflect)
    nouns = en_lemmas(tok).get("NOUN", ())
    return bool(nouns) and tok not in nouns


def _es_plural(tok: str) -> bool:
    if not tok.endswith("s") or len(tok) < _PLURAL_CHARS or tok in COURTESY_PLURALS_ES:
        return False
    lemma = es_lemma(tok)
    return lemma != tok and lemma == lemma.lower() and not lemma.endswith(("ar", "er", "ir"))
