"""Admission's aside rule, what an aside's own words say: whether they restrict nothing (DESIGN §4, amended).

Responsible for: telling from an aside's words whether leaving it out is safe (`_safe`: no guard marker, unit of
measure, dating word, owner, added or left-out charge or limit; a price, a gloss of what an amount includes and a
reference to the conversation are safe), whether it says whose the value is (`_names_owner`), and whether it labels
another person's value in a list (`_labels_person`). Split from `_asides`, which grew to the 800-line limit. Must not:
find asides in an evidence or leave them out (`_asides`), or read an aside as a description of the noun before it
(`_descriptive_asides`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._clauses import _OPT, _Block, _clauses, _dated, _unmarked
from memtx.core.admission._references import _reference
from memtx.core.admission._sentences import _evidence, value_tokens
from memtx.core.lexicon import (
    ASIDE_UNSETTLED,
    ASIDE_UNSETTLED_ZH,
    COND,
    CURRENCY_AND_PERCENT,
    FOCUS,
    TYPED_OTHER_PERSON,
)
from memtx.core.text import ID_MARK, tokenize

_CURRENCIES: Final = frozenset(CURRENCY_AND_PERCENT) - {"%"}
_CURRENCY_WORDS: Final = frozenset({"eur", "euros", "usd", "gbp", "dólares", "libras", "元", "块", "人民币", "rmb"})


def _price(inner: str) -> bool:
    """Is the aside only an amount of money (`£86.40`, `42,90 €`, `¥86.40`, `20 euros`)?"""
    toks = tokenize(inner)
    money = [t for t in toks if t in _CURRENCIES or t in _CURRENCY_WORDS]
    return bool(money) and all(t in money or t[0].isdigit() for t in toks) and any(t[0].isdigit() for t in toks)


# Round 15: words saying an amount leaves a charge out or has one added (`(excl. VAT)`, `(plus VAT)`, `(+ IVA)`, `(IVA
# aparte)`, `（运费另计）`): such an aside restricts the amount before it, though it holds no guard marker.
_NET: Final = frozenset({"excl", "exc", "plus", "extra", "aparte", "mas", "另", "+"})  # (`mas`: `más`, normalized)
# And words saying what an amount includes (`(incl. VAT)`, `(IVA incluido)`, `（含配送费¥10）`): a gloss of its make-up.
_INCLUSIVE: Final = frozenset({"incl", "including", "includes", "included", "inc", "incluye", "incluido", "incluida"})
_ZH_INCLUSIVE: Final = ("已含", "包含", "包括", "含")


def _inclusive(inner: str) -> bool:
    """Round 15: is the aside only a gloss of what an amount includes — an inclusion word opening or closing it, and
    for the rest words that restrict nothing and amounts of money (`(含配送费¥10)`, `(incl. VAT)`, `(IVA incluido)`)?
    A negator keeps it a restriction (`(IVA no incluido)`, `（不含运费）`), as does any other guard marker."""
    text = inner.strip()
    toks = tokenize(text)
    if not toks:
        return False
    if toks[0] in _INCLUSIVE:
        rest = toks[1:]
    elif toks[-1] in _INCLUSIVE:
        rest = toks[:-1]
    else:
        opener = next((w for w in _ZH_INCLUSIVE if text.startswith(w)), "")
        if not opener:
            return False
        rest = tokenize(text[len(opener) :])
    plain = [t for k, t in enumerate(rest) if not _money(rest, k)]
    return not plain or _safe(" ".join(plain))


def _money(toks: list[str], k: int) -> bool:
    """Is this token part of an amount of money (a currency sign or word, or a number beside one)?"""
    tok = toks[k]
    if tok in _CURRENCIES or tok in _CURRENCY_WORDS:
        return True
    near = toks[max(0, k - 1) : k] + toks[k + 1 : k + 2]
    return tok[0].isdigit() and any(t in _CURRENCIES or t in _CURRENCY_WORDS for t in near)


# Round 18 (the lead's probe): an aside that names whose the value is re-attributes it, like a possessor left out
# (`Phone: 555-0100 (my wife's)`, `(el de mi mujer)`, `（我老婆的）`, `(that's my mum's)`) — never a safe deletion.
# The speaker's own (`(mine)`, `(el mío)`, `（我的）`) says nothing new. English marks the owner with a genitive `'s`
# (`tokenize` expands `that's`, `she's` to `… is`) or an independent possessive, Spanish with an independent possessive
# or `de` + a possessive determiner + a person (`de mi mujer`; not `el de mi barrio`, "the one in my neighbourhood",
# nor `el de Juan`, which reads like `el de Madrid`), Chinese with a closing 的 after another person
# (`lexicon.TYPED_OTHER_PERSON`: `（他的）`, `（我老婆的）`; not `（刚换的）`, "the one just changed").
_OWNER_WORDS: Final = frozenset(
    {"his", "hers", "theirs", "yours", "ours", "suyo", "suya", "suyos", "suyas", "tuyo", "tuya", "tuyos", "tuyas"}
)
_ES_OWNER: Final = re.compile(r"\bde\s+(?:mi|mis|tu|tus|su|sus|nuestr[oa]s?|vuestr[oa]s?)\s+(\w+)", re.IGNORECASE)
_ZH_OTHERS: Final = tuple(w for w in TYPED_OTHER_PERSON if "\u3400" <= w[0] <= "\u9fff")
_ZH_PERSONS: Final = frozenset(_ZH_OTHERS)
_PERSON_DETERMINERS: Final = frozenset(
    {"my", "our", "the", "mi", "mis", "nuestro", "nuestra", "el", "la", "los", "las"}
)
_PERSON_WORDS: Final = 2  # (`my wife`, `mi mujer`: a person named by a noun or two, no phrase about them)
_LISTED: Final = 2  # (values of a list: numbers or identifiers in the evidence)


@lru_cache(maxsize=1024)
def _names_owner(inner: str) -> bool:
    """Round 18: does the aside say whose the value is, someone other than the speaker (the comment above)?"""
    text = inner.strip().rstrip("。.!！)）")
    if text.endswith("的") and any(w in text for w in _ZH_OTHERS):
        return True
    toks = tokenize(text)
    if any((t.endswith("'s") and not _place_genitive(toks, k)) or t in _OWNER_WORDS for k, t in enumerate(toks)):
        return True
    return any(m.group(1).lower() in TYPED_OTHER_PERSON for m in _ES_OWNER.finditer(text))


_PLACE_PREPOSITIONS: Final = frozenset({"at", "in", "from", "near", "to"})
_PLACE_REACH: Final = 3  # a genitive at most this many words after a preposition names a place (`at St. Jude's`)


def _place_genitive(toks: list[str], k: int) -> bool:
    """Round 19: is the genitive at `toks[k]` a place named after its owner, after a preposition (`a nurse at St.
    Jude's`, `dinner at Mario's`)? It names where, not whose the value is."""
    return any(t in _PLACE_PREPOSITIONS for t in toks[max(0, k - _PLACE_REACH) : k])


def _labels_person(inner: str, before: str, text: str) -> bool:
    """Red team (issue 31): is the aside only another person (`(wife)`, `(mi mujer)`, `（老婆）`) right after a number
    or identifier, in a list of such values? Each aside then says whose each value is (`Phones: 555-0100 (me), 555-0199
    (wife)`), so it is no safe deletion. After a name it is an apposition (`Alice (my sister) lives in Rome`), and after
    a lone value it may name the contact the key is about (`Emergency contact: 555-0100 (my wife)`): both stay safe."""
    tail = before.rstrip()
    if not tail or not (tail[-1].isdigit() or (tail[-1].isalpha() and "@" in tail.split()[-1])):
        return False
    if sum(any(ch.isdigit() for ch in t) or t[0] == ID_MARK for t in value_tokens(text)) < _LISTED:
        return False
    text = inner.strip().rstrip("。.!！)）")
    person = [t for t in tokenize(text) if t not in _PERSON_DETERMINERS]
    if person and len(person) <= _PERSON_WORDS and all(t in TYPED_OTHER_PERSON for t in person):
        return True
    return bool(text) and text.strip("我的") in _ZH_PERSONS


_ZH_LIMITS: Final = ("限",)  # an aside opening with it limits what its sentence says (`限新用户`; not `有限…`)


_STATUS_WORDS: Final = (
    3  # (a status aside is short: `(estimated)`, `(est. only)`, `（预估）`; longer ones are read whole)
)


def _unsettled(inner: str) -> bool:
    """Round 38: is the aside a short status saying its value is estimated, pending or an earlier one?"""
    toks = tokenize(inner)
    if len(toks) <= _STATUS_WORDS and not ASIDE_UNSETTLED.isdisjoint(toks):
        return True
    run = "".join(inner.split())
    return len(run) <= 2 * _STATUS_WORDS and any(w in run for w in ASIDE_UNSETTLED_ZH)


@lru_cache(maxsize=1024)
def _safe(inner: str) -> bool:
    """Does the aside restrict nothing (DESIGN §4: no guard marker, unit of measure, dating word or owner)?"""
    if _names_owner(inner):
        return False
    if inner.lstrip().startswith("+") or not _NET.isdisjoint(tokenize(inner)):
        return False  # (round 15: `(plus VAT)`, `(+ IVA)`, `（运费另计）`: the amount leaves a charge out)
    if inner.lstrip().startswith(_ZH_LIMITS):
        return False  # (blind batch 21: `（限新用户）`, "limited to new users", as `仅限`, `只限` are read)
    if _price(inner) or _inclusive(inner) or _reference(inner):
        return True
    if _unsettled(inner):
        return False  # (round 38: `(estimated)`, `(anterior)`, `（预估）`: the value is not the settled one)
    ev = _evidence(inner)
    if not ev.texts:
        return False
    for text in ev.texts:
        clauses, _tokens = _clauses(text, False)
        if any(clause[5] or clause[3] & (FOCUS | COND) for clause in clauses):
            return False  # a bound adjunct or a qualifier (`(for seniors)`, `(en el centro)`): it may restrict
        blocks = [b for clause in clauses for b in clause[1]]
        # (round 13: each clause's opening article-number is a gloss's, `(doña Remedios, un amor de señora)`; round
        # 23: a discourse marker the aside holds is none of its markers, `(muy amable, por cierto)`: `por` of `por
        # cierto` is no rate's)
        if not all(_unmarked(_unfilled(clause[1])) for clause in clauses) or _dated(blocks):
            return False
    return True


def _unfilled(blocks: list[_Block]) -> list[_Block]:
    """Round 23: the blocks without the skippable plain ones (the words of fillers, discourse markers and
    conjunctions), which mark nothing (`por` of `por cierto`, `a` of `a propósito`). A skippable compound holding a
    guard word (`不过`, `后来`, `after all`) stays: `_unmarked` reads it as before."""
    return [b for b in blocks if not (b[0] == _OPT and b[3])]
