"""Admission's list items: whether a run of a sentence's tokens is one item of a coordinated list (DESIGN §4 G,
amended: one item of a list).

Responsible for: `plain_item` (a list item: no verb, no guard marker but a number, a noun phrase of at most four
words, with the readings of a plural noun English also spells as a verb's `-s` form, round 35), what a first or last
item may hold (`distributed`, `determined`, `_clause_in_last`), and the tests on what follows a list's last item
(`runs_on`, `qualified_tail`, `scoped_item`). Must not: find clause boundaries or conjuncts (`_coordination`) or build
a list's one-item sentences (`_lists`). Moved out of `_coordination` in the ninth session when it passed 800 lines.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import (
    _BARE,
    _LINK_WORDS,
    _LINKS,
    _NOUN_OPENERS,
    _NOUN_SLOT,
    _OF,
    _PRONOUNS,
    _ZH_ASPECT,
    _ZH_VERBS,
    MAX_ITEM,
    TIME_NOUNS,
    ZH_MAX_ITEM,
    _cjk,
    _finite_at,
    _finite_inside,
    _first_verb,
    _run_at,
    en_finite,
    marker_bits,
    may_be_verb,
    operator,
    spanish,
)
from memtx.core.admission._lemmas import en_inflections, en_lemmas, es_lemma
from memtx.core.admission._zh_conjuncts import zh_noun_word
from memtx.core.lexicon import BOUND_OPENERS, COND, FOCUS, NEG, NUMBER_WORDS, SCOPE
from memtx.core.text import EMPTY_WORDS


def plain_item(tokens: tuple[str, ...], start: int, end: int, *, first: bool = False, last: bool = False) -> bool:
    """A list item: one to four words, no guard marker but a number, no verb (in Chinese: no verb of two
    characters; in a first item, whose start is not marked, none at all; in English, a `-s` or past form between
    two words of the item, not after an article or determiner, is one: "and alice paints coffee" is a clause with
    its own subject, not an item, while "a bit of drums" is an item)."""
    if not 0 < end - start <= (ZH_MAX_ITEM if _cjk(tokens[start]) else MAX_ITEM + _LINKS):
        return False
    if last and not _cjk(tokens[start]) and _clause_in_last(tokens, start, end):
        return False
    if (
        end - start > MAX_ITEM
        and not _cjk(tokens[start])
        and (_OF.isdisjoint(tokens[start:end]) or sum(t not in _LINK_WORDS for t in tokens[start:end]) > MAX_ITEM)
    ):
        return False  # (round 26: `un par de bancos de alimentos`: `de`/`of` and articles link the words of one noun)
    es = spanish(tokens)
    for k in range(start, end):
        tok = tokens[k]
        if marker_bits(tokens, k, end) & (NEG | SCOPE | COND | FOCUS):
            return False
        if _cjk(tok):
            if first and zh_noun_word(tokens, start, end):
                continue  # (round 35, blind batch 36: `睡袋`, `手电筒`, one noun of jieba's dictionary, hold no verb)
            if _run_at(tokens, k, _ZH_VERBS) > (0 if first else 1) or tok in _ZH_ASPECT:
                return False  # (an aspect particle follows a verb: `恒泰签了续约` is a clause, no item)
        elif _compound_modifier(tokens, k, start, end, es) or tok in TIME_NOUNS:
            continue  # (`two sleeping bags`, `una máquina de coser`: round 8; a weekday is no verb: round 22)
        elif end - start == 1 and not es and _gerund(tok):
            continue  # (round 22: a lone `-ing` form is a gerund, a noun: `has parking, step-free access and …`)
        elif not es and _compound_head(tokens, k, start, end):
            continue  # (round 33: `ear cleaning`, `nail clipping`, `Apple Pay`: the head noun of a compound)
        elif not es and end - start == 1 and _plural_item(tokens, k, first=first):
            continue  # (round 35: `books`, `plays`, `orders` alone are an item, a plural noun: `I like books, …`)
        elif operator(tok, es) if last and k > start else may_be_verb(tok, es):
            return False  # (not `en_finite` at an item's head: `drums`, `transfers` are plural nouns there)
        elif start < k < end - 1 and not _counted(tokens[k - 1]) and _finite_inside(tok, es):
            return False  # a verb between its subject and a word after it: a clause ("alice paints coffee")
    return True


def _plural_item(tokens: tuple[str, ...], k: int, *, first: bool) -> bool:
    """Round 35: is the one-word item `tokens[k]` a plural noun, though its spelling is also a verb's `-s` form
    (`books`, `plays`, `orders`, `drinks`)? An item after a comma or a coordinator is a noun phrase when lemminflect
    knows the word as a plural noun; a first item only right after a verb or a preposition, as its object (`I like
    books, pears and plums`, `Members can borrow books, games and maps`, `pay with prints, …`): no English finite
    verb follows another, or a preposition. After a subject
    (`He plays, sings and dances`) the word stays a verb and the sentence no list."""
    tok = tokens[k]
    if not (tok.isascii() and tok.isalpha()):
        return False
    if not any(tok != lemma and tok in en_inflections(lemma, "NNS") for lemma in en_lemmas(tok).get("NOUN", ())):
        # (round 41, blind batch 67: a first item lemminflect knows only as a verb's `-s` form, `crisps`, is a plural
        # noun right after a verb or a preposition all the same: no finite verb follows either — `I'm bringing crisps,
        # hummus and olives`; after a subject, `He crisps, fries and …`, it stays a verb)
        return first and tok.endswith("s") and not tok.endswith("ss") and _object_slot(tokens, k - 1)
    if not first:
        # (red-team round 9: after a head whose verb is a third person's `-s` form the word may be a verb of its own,
        # `She writes poems, runs and swims`, `She makes dinner, and drinks at home`; after any other head it cannot
        # agree: `Members can borrow books, games …`, `I like …`, `We sell …`)
        if not _plural_subject(tokens, k):
            return False
        after = tokens[k + 1] if k + 1 < len(tokens) else ""
        if k > 0 and tokens[k - 1] in _LIST_COORDINATORS:
            return True  # (the last item itself: `… and prints`)
        # (before the list's last item only when that item has no verb: `… books and the school pays`)
        return after not in _LIST_COORDINATORS or not _verb_after(tokens, k + 3)
    before = tokens[k - 1] if k > 0 else ""
    if _gerund(before):
        return False  # (red-team round 9: a participle's clause, `I hate posters, preferring books and prints`)
    if before in _NOUN_SLOT or before in _OBJECT_PREPOSITIONS or before in _DISTRIBUTIVE or before in _NOUN_OPENERS:
        return True  # (a preposition's object: `pay with prints, …`; no `-s` form follows `to`)
    return before in _BARE or (before.isascii() and before.isalpha() and "VERB" in en_lemmas(before))


def _object_slot(tokens: tuple[str, ...], at: int) -> bool:
    """Round 41: is `tokens[at]` a verb (lemminflect's; a gerund only after `be`, no participle's clause) or a
    preposition taking an object?"""
    before = tokens[at] if at >= 0 else ""
    if before in _OBJECT_PREPOSITIONS:
        return True
    if not (before.isascii() and before.isalpha() and "VERB" in en_lemmas(before)):
        return False
    return not _gerund(before) or (at > 0 and (tokens[at - 1] in _BE or tokens[at - 1].endswith(_BE_CLITICS)))


_BE: Final = frozenset({"am", "is", "are", "was", "were", "be", "been"})
_BE_CLITICS: Final = ("'m", "'re", "'s")


# Determiners and possessives a list's first item may open with that may hold for every item (red-team round 9): the
# first item does not take them, so the head keeps them for each (`I like my books, games and maps` gives `I like my
# games`, not `I like games`).
_DISTRIBUTIVE: Final = frozenset(
    re.findall(
        r"\S+",
        "my your his her its our their such more fewer less just these those other extra additional similar certain "
        "matching same many few several various mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro "
        "vuestra vuestros vuestras estos estas esos esas aquellos aquellas más mas menos otros otras demasiados "
        "demasiadas tantos tantas tales muchos muchas pocos pocas varios varias ciertos ciertas mismos mismas",
    )
)
_OBJECT_PREPOSITIONS: Final = frozenset({"with", "for", "to", "about", "into", "onto", "without", "like"})
_LIST_COORDINATORS: Final = frozenset({"and", "or"})
_WHOLE_AFTER: Final = frozenset(
    {"together", "combined", "altogether", "less", "more", "both", "jointly", "juntos", "juntas", "combinados"}
)
_AS_WHOLE: Final = frozenset({"pack", "bundle", "lote", "conjunto", "combo", "set"})
_AS: Final = frozenset({"como", "as", "a", "en", "in", "un"})


def distributed(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Red-team rounds 9 and 10: does the item `tokens[start:end]` hold a determiner or possessive that may hold for
    every item of its list (`my`, `other`, `the same`, `más`, `Tom's`)? As a first item it does not take it then: the
    head keeps it (`I like my books, games and maps` gives `I like my games`, not `I like games`)."""
    return any(t in _DISTRIBUTIVE or t.endswith("'s") for t in tokens[start:end])


def determined(tokens: tuple[str, ...], start: int) -> bool:
    """Does the item at `start` open with a determiner or possessive of its own (`… and my bike`, `… y mis hijos`)?"""
    return tokens[start] in _DISTRIBUTIVE or tokens[start] in _NOUN_OPENERS or tokens[start].endswith("'s")


def _clause_in_last(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Red-team round 9: does a last item hold a relative clause of its own — a relative word inside it (`… and maps
    which Tom wrote`), or a subject (a determiner, possessive or pronoun after its first word) before a verb's
    form ending it (`… and maps my sister recommends`)? What that clause qualifies, the last item or the whole
    list, is not marked: no item is taken from the list."""
    inside = tokens[start + 1 : end - 1]
    if any(t in _RELATIVIZERS for t in inside) or (end - start > 1 and tokens[end - 1] in _WHOLE_AFTER):
        return True  # (or the list read as one whole after it, red-team round 10: `… and maps combined`)
    if end - start > 2 and tokens[end - 1] in _AS_WHOLE and tokens[end - 2] in _AS:
        return True  # (red-team round 11: `… y mapas como pack`, `… as a bundle`; not `… and a first-aid pack`)
    subject = any(t in _DISTRIBUTIVE or t in _PRONOUNS or t in ("the", "a", "an") for t in inside)
    return subject and en_finite(tokens[end - 1])


_PLURAL_SUBJECTS: Final = frozenset({"i", "we", "you", "they"})


def _plural_subject(tokens: tuple[str, ...], k: int) -> bool:
    """Red-team rounds 9-11: is the subject of the list's own clause (the word before the verb chain before its
    items) one no third person's `-s` form agrees with — `I`, `we`, `you`, `they` or a plural noun (`Members can
    borrow books, games …`)? After a singular subject the word may be a verb of its own, whatever comes between (`She
    writes poems, runs and swims`, `She can write poems, runs and swims`); after a participle too (`I hate posters,
    preferring books and prints`)."""
    if any(_gerund(t) for t in tokens[:k]):
        return False
    j = k - 1  # (the list's own clause: back over its items to the verb before them, red-team round 11)
    while j > 0 and (tokens[j] in _LIST_COORDINATORS or tokens[j] in _PREPOSITIONS or not _verb_like(tokens[j])):
        j -= 1  # (a preposition inside an item is none of its clause's verbs: `cars to dealers`, red-team round 12)
    while j > 0 and _verb_like(tokens[j - 1]):
        j -= 1  # (its chain: `can borrow`, `used to repair`)
    if j < 1 or not _verb_like(tokens[j]):
        return False
    subject = tokens[j - 1]
    return subject in _PLURAL_SUBJECTS or _plural_noun(subject)


_PREPOSITIONS: Final = _OBJECT_PREPOSITIONS | _NOUN_SLOT


def _verb_like(tok: str) -> bool:
    return operator(tok) or en_finite(tok) or may_be_verb(tok) or tok in _BARE or tok in ("to", "used")


def _plural_noun(tok: str) -> bool:
    return tok.isascii() and any(
        tok != lemma and tok in en_inflections(lemma, "NNS") for lemma in en_lemmas(tok).get("NOUN", ())
    )


def _verb_after(tokens: tuple[str, ...], k: int) -> bool:
    """Is there a verb's `-s` or past form, or a verb, from `tokens[k]` on (the last item's words after its first)?"""
    return any(en_finite(tok) or (may_be_verb(tok) and not _gerund(tok)) for tok in tokens[k:])  # (`hiking boots`)


# Where the rest of a clause may start after a list's last item: a marker, a verb or one of these prepositions.
REST_OPENERS: Final = frozenset(w.split()[0] for ws in BOUND_OPENERS.values() for w in ws if w.isascii()) - {"a"}
# Words that open a relative clause: what follows one may describe the whole list before it.
_RELATIVIZERS: Final = frozenset({"that", "which", "who", "whose", "where", "que", "quien", "quienes", "cual", "donde"})


def runs_on(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Round 16: is `tokens[start:end]`, after an `and`, a list's last item that runs on into more words — a noun
    phrase with no verb or subject pronoun of its own before a guard marker, relative word or preposition after it
    (`… and Porto on weekdays`, `… and eggs if they are fresh`, `… and hats that are made in Italy`)? What those
    words qualify, the last item or the whole list, is not marked, so the conjunct is no clause of its own to leave
    out."""
    if start >= end or _cjk(tokens[start]) or tokens[start] in REST_OPENERS or marker_bits(tokens, start, end):
        return False  # (an item opens with a noun phrase: `and on Fridays I eat eggs` is a clause's adjunct)
    es = spanish(tokens)
    for k in range(start, end):
        tok = tokens[k]
        if marker_bits(tokens, k, end) & NEG or tok in _OBJECTS or (tok.endswith("ing") and may_verb(tok)):
            return False  # (a negated verb, an object or a gerund: a verb phrase, `and stop taking them if …`)
        if k > start and (tok in _RELATIVIZERS or marker_bits(tokens, k, end) & COND):
            return True  # (the verbs after it are its clause's: `… and eggs if they are fresh`)
        if k > start and (marker_bits(tokens, k, end) & (SCOPE | FOCUS) or tok in REST_OPENERS or tok in TIME_NOUNS):
            # a frame or scope word, unless a verb of the conjunct's own follows it (`… and alice only likes coffee`)
            return not any(_finite_at(tokens, j) or _finite_inside(tokens[j], es) for j in range(k + 1, end))
        if tok in _PRONOUNS or tok in _ES_SUBJECTS or may_be_verb(tok, es) or operator(tok, es):
            return False
        if k > start and _finite_inside(tok, es):
            return False  # (`and Carol works …`, `y alicia pinta …`; the item's first word may be a plural: `eggs`)
    return False


_OBJECTS: Final = frozenset({"me", "him", "her", "us", "them", "it", "lo", "le", "les"})  # (`la`, `los`: articles too)


def may_verb(tok: str) -> bool:
    """May this English word be a verb at all (lemminflect knows it as one, besides anything else)?"""
    return tok.isascii() and tok.isalpha() and "VERB" in en_lemmas(tok)


def qualified_tail(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """Round 16: does the clause `tokens[start:end]` put a preposition of frame after a word of content that follows
    its verb (`… uses channel 6 on the second floor`)? Then an `and` after it adds a parallel conjunct whose own
    frame (`and channel 11 in the lobby`) is its own, not the list's."""
    verb = _first_verb(tokens, start, end)
    if verb < 0:
        return False
    return any(tokens[k] in REST_OPENERS and tokens[k - 1] not in EMPTY_WORDS for k in range(verb + 2, end))


_ES_SUBJECTS: Final = frozenset(
    {"yo", "tu", "el", "ella", "nosotros", "nosotras", "ellos", "ellas", "usted", "ustedes"}
)
# Time nouns that frame a clause without a preposition (`… y Oporto los lunes`, `… and Porto weekdays`).


def scoped_item(tokens: tuple[str, ...], start: int, end: int) -> bool:
    """An item an `and` adds to a list under a scope word: a plain item, or (in English) one whose only verb-like
    words are `-ing` forms — a modifier, not a verb, where no finite verb follows (`hiking boots`, `walking
    sticks`): a conjunct is a clause of its own only with a finite verb or an operator."""
    if plain_item(tokens, start, end):
        return True
    if not 0 < end - start <= MAX_ITEM or spanish(tokens):
        return False
    for k in range(start, end):
        tok = tokens[k]
        if _cjk(tok) or marker_bits(tokens, k, end) & (NEG | SCOPE | COND | FOCUS):
            return False
        if tok.endswith("ing") and not operator(tok):
            continue
        if may_be_verb(tok) or (k < end - 1 and en_finite(tok)):  # (a last `-s` form is a plural: `sticks`)
            return False
    return True


_COUNTS: Final = frozenset(w for ws in NUMBER_WORDS.values() for w in ws if " " not in w)


def _compound_modifier(tokens: tuple[str, ...], k: int, start: int, end: int, es: bool) -> bool:
    """Is a verb form inside an item a noun's modifier, so no verb (round 8)? In English, an `-ing` form between an
    article, a determiner or a number and a noun of the item (its last word, or one lemminflect knows as a noun:
    `two sleeping bags`); in Spanish, any word after `de` after the item's first word (`sacos de dormir`, `papel de
    cocina`). A verb with an object (`making a cake`) or of a clause (`alice cooking`) stays a verb."""
    tok = tokens[k]
    if not tok.isalpha() or (k + 1 >= end and not es):
        return False
    if es:
        if k > start and tok.endswith(_ES_PARTICIPLE) and not may_be_verb(tokens[k - 1], es):
            return es_lemma(tok).endswith(("ar", "er", "ir"))  # (round 22: `aire acondicionado`, `agua filtrada`)
        # (round 41, blind batch 67: any word right after an inner `de` is its noun's complement, no finite verb —
        # Spanish puts none there: `papel de cocina`, `bolsas de basura`, as `sacos de dormir`)
        return k - 1 > start and tokens[k - 1] in ("de", "del")
    after = tokens[k + 1]
    before = tokens[k - 1] if k > start else ""
    opened = before in _NOUN_OPENERS or before in _COUNTS or before.isdigit()
    noun = after.isalpha() and after not in _NOUN_OPENERS and (k + 2 == end or "NOUN" in en_lemmas(after))
    return tok.endswith("ing") and opened and noun


# Round 22: Spanish past participles; after a word of an item that is no verb one is an adjective (`aire
# acondicionado`), and a verb before it (`ha cerrado`, `está cerrado`) keeps the item a clause.
_ES_PARTICIPLE: Final = ("ado", "ada", "ados", "adas", "ido", "ida", "idos", "idas")


@lru_cache(maxsize=4096)
def _gerund(tok: str) -> bool:
    """An English `-ing` form of a verb lemminflect knows, other than its lemma (`parking`, not `bring`)."""
    if not (tok.isascii() and tok.endswith("ing")) or len(tok) < 6:
        return False
    return any(lemma != tok for lemma in en_lemmas(tok).get("VERB", ()))


def _compound_head(tokens: tuple[str, ...], k: int, start: int, end: int) -> bool:
    """Round 33: is the English word at `k` the head of a noun compound ending a list item of two or more words — an
    `-ing` form (`ear cleaning`) or a word lemminflect also knows as a noun (`Apple Pay`), after a word that is no
    subject pronoun, operator or verb (`kids swim` has its verb; `they pay` its subject)?"""
    if not (start < k == end - 1) or not tokens[k].isascii():
        return False
    before = tokens[k - 1]
    if before in _PRONOUNS or operator(before) or may_be_verb(before) or not before.isalpha():
        return False
    return _gerund(tokens[k]) or "NOUN" in en_lemmas(tokens[k])


def _counted(before: str) -> bool:
    """Is a verb's spelling after `before` a noun: after an article, a determiner, or (round 22) a number (`2
    bottles of prosecco`, `three boxes of`)?"""
    return before in _NOUN_OPENERS or before in _COUNTS or before[:1].isdigit()
