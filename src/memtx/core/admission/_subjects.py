"""Admission's opening subjects: the bare nouns a sentence opens with, when what it says of them is restricted
(DESIGN §4; round 41, red-team rounds 25 and 26).

Responsible for: `opening_subject` — the tokens of the nouns (`Batteries`, `Tom`, `Las pilas`, `电池、灯管`) that open a
sentence whose `and` clause holds their predicate with a negation, scope, condition or focus, so that the value that
is only those nouns (`batteries` of `Batteries and bulbs are not accepted`) is refused (`_support._early_refusal`).
Must not: build blocks or groups (`_clauses`), or refuse a value that keeps the predicate. Moved out of `_clauses`,
which it would have taken past 800 lines.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._blocks import _ATOM, _REQ
from memtx.core.admission._clauses import _Clause, _clauses
from memtx.core.admission._coordination import LIST_AND, es_verb
from memtx.core.admission._lemmas import en_lemmas
from memtx.core.admission._list_items import plain_item
from memtx.core.admission._zh_conjuncts import zh_noun_word
from memtx.core.lexicon import COND, FOCUS, NEG, SCOPE

__all__ = ["opening_subject"]


@lru_cache(maxsize=4096)
def opening_subject(text: str) -> tuple[str, ...]:
    """Round 41 (blind batch 69; red-team rounds 25 and 26): the tokens of the bare nouns opening a normalized sentence
    whose later clauses say a negation, scope, condition or focus of them — `Batteries and bulbs are not accepted`, `Tom
    and Ana never drink`, `Las pilas y las bombillas no se aceptan`, `电池、灯管请投放到有害垃圾箱，回收站不收` (a bare
    noun, one word with its articles or possessive, comma items too, then an `and` clause with its verb; in Chinese,
    nouns of jieba's dictionary each before `、`) — or none. A value that is only those nouns drops what the sentence
    says of them (`batteries`); one that keeps the predicate, or a sentence with no marker, is read as before (`Tom and
    I never drank` gives `I never drank`; `Batteries and bulbs are accepted` gives `batteries`)."""
    clauses, tokens = _clauses(text, False)
    k = len(clauses)
    first = _enumerated_subject(clauses, tokens, text) if "、" in text else 0
    if not first:
        for i in range(k - 1):
            start = clauses[i + 1][0]
            end = clauses[i + 2][0] if i + 2 < k else len(tokens)
            if not (clauses[i + 1][2] and tokens[start] in LIST_AND) or plain_item(tokens, start + 1, end, last=True):
                continue
            if any(clauses[m][2] for m in range(1, i + 1)) or not all(
                _bare_noun(tokens[clauses[m][0] : clauses[m + 1][0]]) for m in range(i + 1)
            ):
                break
            first = i + 1
            break
    if not first:
        return ()
    marked = any(  # (`都` after a Chinese list distributes its predicate to each item: no restriction, round 29)
        b[2] & (NEG | SCOPE | COND | FOCUS) and b[1] != ("都",)
        for c in clauses[first:]
        for b in c[1]
        if b[0] in (_REQ, _ATOM)
    )
    return tokens[: clauses[first][0]] if marked else ()


def _enumerated_subject(clauses: list[_Clause], tokens: tuple[str, ...], text: str) -> int:
    """How many clauses open the sentence as Chinese nouns before `、` (`电池、灯管…`)."""
    m = 0
    while m < len(clauses) - 1:
        start, end = clauses[m][0], clauses[m + 1][0]
        word = "".join(tokens[start:end])
        if not (word and _cjk_text(word) and zh_noun_word(tokens, start, end) and f"{word}、" in text):
            break
        m += 1
    return m


def _cjk_text(word: str) -> bool:
    return "\u3400" <= word[0] <= "\u9fff"


_DETERMINERS: Final = frozenset(
    re.findall(
        r"\S+",
        "the a an my our your his her their this these those some el la los las un una unos unas mi mis tu tus su sus "
        "nuestro nuestra nuestros nuestras",
    )
)
_PRONOUNS: Final = frozenset(
    re.findall(r"\S+", "i we you he she they it yo tú tu él ella nosotros nosotras ellos ellas usted")
)


def _bare_noun(toks: tuple[str, ...]) -> bool:
    """One noun or name with its articles or possessive, no verb (`batteries`, `las pilas`, `Tom`; not `vivo`)."""
    words = [t for t in toks if t not in _DETERMINERS]
    if len(words) != 1 or not words[0].isalpha() or words[0] in _PRONOUNS or not words[0].isascii():
        return False
    lemmas = en_lemmas(words[0])
    return not es_verb(words[0]) and ("VERB" not in lemmas or "NOUN" in lemmas)
