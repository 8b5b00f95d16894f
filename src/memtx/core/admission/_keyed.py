"""Admission's key-aware rule: a value whose left-out words are what the proposal's key names (DESIGN §4, amended).

Responsible for: deciding, for a value that the plain guard refuses, whether the clause it is drawn from says
nothing the claim (key and value together) leaves out: every word of that clause the value does not keep is
named by the key (its subject or relation, or a word that names the relation: `reach me at` for an e-mail), a
first-person word for a key whose subject is the speaker, or a safe word (`lexicon.KEYED_SAFE`: a present
copula, a preposition, `new`). Must not: accept a value that drops a guard marker the key does not carry, a
past copula, a modifier or a place or time frame, or take words from two clause groups.

"the tracking number is 1Z999AA10123456784" supports `1Z999AA10123456784` for `order-17/tracking_number`;
"my old email was x@y.com" does not support `x@y.com` for `dana/email` (`old`, `was` are not named by the key).
Words of the sentence before the value's group count too, unless that group opens with a conjunction (a clause
of its own) or they are an aside: "My email, by the way, is x" is "my email … is x"; "My old email, sadly, is x"
keeps `old`. A keyed value that is only an appositive (`apposed`: "…, Omar.") is read with the clause before it,
whose possessed noun phrase it may rename ("My emergency contact is my brother, Omar" gives `Omar`; "… used to be
my brother, Omar" does not).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from memtx.core.admission._clauses import (
    _ASIDE,
    _ATOM,
    _BLOCKS,
    _DE,
    _GEN,
    _OPT,
    _REL,
    _REQ,
    _VOCAB,
    ARTICLES,
    _Block,
    _Group,
    _groups,
)
from memtx.core.admission._sentences import _Evidence
from memtx.core.keys import KeyParts
from memtx.core.lexicon import (
    CLAUSE_CONJUNCTIONS,
    COORDINATORS,
    GLOSS_ARTICLES,
    GUARD,
    KEYED_FIRST_PERSON,
    KEYED_GROUP_FIRST_PERSON,
    KEYED_GROUP_SUBJECTS,
    KEYED_KIND_NOUNS,
    KEYED_PAST,
    KEYED_PAST_SLOTS,
    KEYED_POSSESSIVES,
    KEYED_SAFE,
    KEYED_USER_SUBJECTS,
    RELATION_WORDS,
    RESTRICT,
)
from memtx.core.text import content_tokens, normalize, tokenize

_SKIP: Final = 0  # a word the value may leave out (article, filler, function word)
_CONTENT: Final = 1  # one word of content: kept, or left out only if the key names it
_MARK: Final = 2  # a guard marker (negation, scope, condition, number): kept whole, or named whole by the key
_FORBID: Final = 3  # a relative pronoun: its clause is not the value's
_Unit = tuple[int, tuple[str, ...]]
_SPAN: Final = 4  # at most this many consecutive groups make one value


def _cjk(word: str) -> bool:
    return "\u3400" <= word[0] <= "\u9fff"


def _single(words: Iterable[str]) -> frozenset[str]:
    """The tokens of these words; a Chinese word stays whole (it is matched as a run: `_cover`)."""
    return frozenset(w if _cjk(w) else t for w in words for t in ((w,) if _cjk(w) else tokenize(normalize(w))))


_SAFE: Final = _single(KEYED_SAFE)
_FIRST_PERSON: Final = _single(KEYED_FIRST_PERSON)
_USER: Final = _single(KEYED_USER_SUBJECTS)
_POSSESSIVES: Final = _single(KEYED_POSSESSIVES)
_PAST_SLOTS: Final = _single(KEYED_PAST_SLOTS)
_PAST: Final = _single(KEYED_PAST)
_KIND_NOUNS: Final = _single(KEYED_KIND_NOUNS)
_GROUP: Final = _single(KEYED_GROUP_FIRST_PERSON)
_GROUP_SUBJECTS: Final = _single(KEYED_GROUP_SUBJECTS)
_RELATION_WORDS: Final = {
    t: _single(words)
    for rel, words in RELATION_WORDS.items()
    for t in ((rel,) if _cjk(rel) else tokenize(normalize(rel)))
}
_GLOSS_ARTICLES: Final = frozenset(tuple(tokenize(w)) for w in GLOSS_ARTICLES)
_COPULAS: Final = frozenset(tuple(tokenize(w)) for w in ("是", "es", "soy", "eres", "somos", "son"))
_OPENERS: Final = _single(COORDINATORS) | _single(w for ws in CLAUSE_CONJUNCTIONS.values() for w in ws)
_SUFFIXES: Final = (
    "ations", "ation", "ences", "ence", "ances", "ance", "ings", "ing", "ies", "ied", "ers", "er", "ed", "es", "s", "y",
    "ic", "e",
)  # fmt: skip


def _stem(word: str) -> str:
    """A crude stem for matching a key's words against the evidence's (`delivered` ~ `delivery`)."""
    if word.endswith("'s"):
        word = word[:-2]
    for suffix in _SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            stem = word[: -len(suffix)]
            # (a doubled final consonant is the suffix's: `shipping`, `shipped` ~ `ship`)
            return stem[:-1] if len(stem) > 3 and stem[-1] == stem[-2] and stem[-1] not in "aeiouls" else stem
    return word


@dataclass(frozen=True, slots=True)
class KeyWords:
    """What a key lets a value leave out: its own words (by stem), the words naming its relation, and whether
    the evidence's first person (`speaker_is_subject`) or an owner's possessive (an entity id) is its subject."""

    stems: frozenset[str]
    named: frozenset[str]
    first_person: bool
    possessives: bool
    subject: frozenset[str] = frozenset()  # the key's subject words and their stems
    group: bool = False  # the key's subject is the first person plural's generic name (`company`, `we`)

    def names(self, tok: str) -> bool:
        """Is `tok` a word of the key itself (not merely a safe word)?"""
        return tok in self.named or _stemmed(tok, self.stems) or (tok.endswith("'s") and tok[:-2] in self.stems)

    def allows(self, tok: str) -> bool:
        if _cjk(tok):  # a Chinese character: only as a word of its own (longer words: `_cover`), or the key's own
            return (
                tok in _SAFE
                or tok in self.named
                or tok in self.stems
                or (self.first_person and tok in _FIRST_PERSON)
                or (self.possessives and tok in _POSSESSIVES)
                or (self.group and tok in _GROUP)
            )
        if tok in _SAFE or tok in self.named:
            return True
        if self.first_person and (tok in _FIRST_PERSON or tok in _USER or tok == "user's"):
            return True
        if (self.possessives and tok in _POSSESSIVES) or (self.group and tok in _GROUP):
            return True
        return _stemmed(tok, self.stems) or (tok.endswith("'s") and tok[:-2] in self.stems)


def _stemmed(tok: str, stems: frozenset[str]) -> bool:
    """Does `tok`'s crude stem, or its stem's stem, name one of the key's (`prefer` ~ `preference`: `pref`)?"""
    stem = _stem(tok)
    return stem in stems or _stem(stem) in stems


def key_words(parts: KeyParts, speaker: str | None) -> KeyWords:
    """The words `parts` (a parsed key) names, with the first person read as its subject when the source's
    speaker is that subject (or the subject is mem0's `user`)."""
    return _key_words(parts.subject, parts.relation, tuple(content_tokens(speaker)) if speaker else None)


@lru_cache(maxsize=1024)
def _key_words(subject: tuple[str, ...], relation: tuple[str, ...], speaker: tuple[str, ...] | None) -> KeyWords:
    own = (*subject, *relation)
    named: set[str] = set()
    for part in (subject, relation):  # a Chinese key part is one word ("小王", "电话"), and so are its runs
        run = "".join(t for t in part if _cjk(t))
        if run:
            named |= {run[i:j] for i in range(len(run)) for j in range(i + 2, len(run) + 1)}
            named.add(run)
    for word in ("".join(relation), *relation):
        named |= _RELATION_WORDS.get(word, frozenset())
    if not _PAST_SLOTS.isdisjoint(own):
        named |= _PAST
    first_person = speaker is not None and (
        subject == speaker
        or (bool(subject) and (subject[-1] in _USER or "".join(subject) in _USER))
        or subject[: len(speaker)] == speaker
    )
    possessives = any(ch.isdigit() for tok in subject for ch in tok)
    return KeyWords(
        frozenset(_stem(t) for t in own) | frozenset(_stem(_stem(t)) for t in own) | frozenset(own),
        frozenset(named),
        first_person,
        possessives,
        frozenset(_stem(t) for t in subject) | frozenset(subject),
        bool(subject) and ("".join(subject) in _GROUP_SUBJECTS or subject[-1] in _GROUP_SUBJECTS),
    )


def _glossed(units: list[_Unit], words: KeyWords) -> list[_Unit]:
    """Two words a key names without spelling them, each read beside the key word it goes with: a kind noun right
    after one (`email address`, `phone number`, `booking code`: `lexicon.KEYED_KIND_NOUNS`), and a possessive
    right before a word of the key's subject (`your booking` for `booking/...`, `her flight` for `flight/...`: the
    key's subject is that very thing, so whose it is restricts nothing the key leaves open). Neither applies to a
    subject the key does not name (`her flight` for `bob/landing_time` keeps `her`)."""
    out = list(units)
    for k, (kind, toks) in enumerate(units):
        if kind != _CONTENT or len(toks) != 1:
            continue
        tok = toks[0]
        before = units[k - 1][1] if k > 0 else ()
        after = units[k + 1][1] if k + 1 < len(units) else ()
        kind_noun = tok in _KIND_NOUNS and bool(before) and all(words.names(t) for t in before)
        owner = tok in _POSSESSIVES and bool(after) and all(_stem(t) in words.subject for t in after)
        if kind_noun or owner:
            out[k] = (_SKIP, toks)
    # An article that is also "one" right after a present copula introduces the value as a predicate ("我是一名护士",
    # "Soy una enfermera" → `护士`, `enfermera` for a job key): a count there says nothing the key leaves open.
    for k, (kind, toks) in enumerate(units):
        if kind == _MARK and toks in _GLOSS_ARTICLES and k > 0 and units[k - 1][1] in _COPULAS:
            out[k] = (_SKIP, toks)
    return out


def _units(blocks: Iterable[_Block]) -> list[_Unit]:
    """A group's blocks as units of the keyed test (module doc)."""
    out: list[_Unit] = []
    for kind, toks, bits, skip, _at in blocks:
        if not toks:
            continue
        if kind == _OPT or (kind == _ATOM and skip):
            out.extend((_SKIP, (t,)) for t in toks)
        elif kind in (_GEN, _DE) or bits & RESTRICT:
            out.extend((_CONTENT, (t,)) for t in toks)
        elif kind == _REL:
            out.append((_FORBID, toks))
        elif kind in (_REQ, _ATOM) and bits & GUARD:
            out.append((_MARK, toks))
        else:
            out.extend((_SKIP, (t,)) for t in toks)
    return out


def _cover(units: list[_Unit], words: KeyWords) -> list[_Unit]:
    """Chinese words the key allows (`电话`, `可以`, `以前` for a past slot), matched as runs of characters over
    whole units, become units the value may leave out."""
    allowed = (
        *words.named,
        *_SAFE,
        *(_FIRST_PERSON if words.first_person else ()),
        *(_POSSESSIVES if words.possessives else ()),
        *(_GROUP if words.group else ()),
    )
    cjk = [w for w in allowed if _cjk(w) and len(w) > 1]
    if not cjk or not any(_cjk(toks[0]) for _, toks in units):
        return units
    flat = [(k, t) for k, (_, toks) in enumerate(units) for t in toks]
    starts = {i for i in range(len(flat)) if i == 0 or flat[i][0] != flat[i - 1][0]}
    text = "".join(t if len(t) == 1 else "\0" for _, t in flat)
    out = list(units)
    for word in sorted(set(cjk), key=len, reverse=True):
        at = text.find(word)
        while at >= 0:
            end = at + len(word)
            if at in starts and (end == len(flat) or end in starts):
                for k in {flat[i][0] for i in range(at, end)}:
                    out[k] = (_SKIP, units[k][1])
            at = text.find(word, at + 1)
    return out


def _embeds(units: list[_Unit], vtoks: list[str], allows: Callable[[str], bool]) -> bool:
    """Can the value be matched, in order, so that every unit it does not keep is one the key allows?"""
    masks: dict[str, int] = {}
    for i, tok in enumerate(vtoks):
        masks[tok] = masks.get(tok, 0) | 1 << i
    goal, states = 1 << len(vtoks), 1
    for kind, toks in units:
        if kind == _FORBID:
            return False
        whole = states
        for t in toks:
            whole = (whole & masks.get(t, 0)) << 1
        if kind == _SKIP:  # kept whole or left out
            states |= whole
            continue
        states = whole | (states if all(allows(t) for t in toks) else 0)
        if not states:
            return False
    return bool(states & goal)


def _free_of_claims(units: list[_Unit], allows: Callable[[str], bool]) -> bool:
    """Does a group before the value's say nothing the key does not name?"""
    return all(kind == _SKIP or (kind != _FORBID and all(allows(t) for t in toks)) for kind, toks in units)


_APPOSED_HEAD: Final = 3  # at most this many words of a possessed noun phrase an appositive value renames


def _renamed_head(units: list[_Unit]) -> list[_Unit]:
    """The group before an appositive value without the possessed noun phrase the value renames ("My emergency
    contact is my brother, Omar": `brother` after `my`): up to three plain words at its end, right after a
    possessive. Anything else before them must still be named by the key."""

    def owner(unit: _Unit) -> bool:
        return len(unit[1]) == 1 and (unit[1][0] in _POSSESSIVES or unit[1][0] in _FIRST_PERSON)

    k = len(units)
    while k > 0 and len(units) - k < _APPOSED_HEAD and units[k - 1][0] == _CONTENT and not owner(units[k - 1]):
        k -= 1
    return units[:k] if 0 < k < len(units) and owner(units[k - 1]) else units


def apposed(ev: _Evidence, vtoks: list[str]) -> bool:
    """Is the value, in some sentence, a whole clause group that does not open a clause of its own and follows
    another group ("…, Omar.", "…, my sister, …")? Such a value is an appositive: its claim is the clause it
    renames a noun of, and a keyed value must be read with that clause (`keyed`)."""
    for text, sentence_words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        if question or f" {vtoks[0]} " not in sentence_words:
            continue
        groups = _groups(text, False)
        for gi, g in enumerate(groups):
            if gi and not _opens_clause(g) and [t for t in g[_VOCAB] if t not in ARTICLES] == vtoks:
                return True
    return False


def _opens_clause(g: _Group) -> bool:
    first = next((b for b in g[_BLOCKS] if b[1]), None)
    return first is not None and first[0] == _OPT and first[1][0] in _OPENERS


def keyed(ev: _Evidence, vtoks: list[str], words: KeyWords) -> bool:
    """DESIGN §4 (amended, key-aware values): is the value supported once the key's words may be left out?"""
    needed = set(vtoks)
    for text, sentence_words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        if question or f" {vtoks[0]} " not in sentence_words:
            continue
        groups = _groups(text, False)
        for gi, g in enumerate(groups):
            if vtoks[0] not in g[_VOCAB]:
                continue
            units: list[_Unit] = []
            vocab: set[str] = set()
            # A value may run over a comma of its own ("Thursday, June 12", "221 Baker Street, London"): the
            # groups it spans are read as one, and every word of them it does not keep must be allowed.
            for g2 in groups[gi : gi + _SPAN]:
                units += _glossed(_cover(_units(g2[_BLOCKS]), words), words)
                vocab.update(g2[_VOCAB])
                if needed.issubset(vocab) and _embeds(units, vtoks, words.allows):
                    if _opens_clause(g) or _before_is_free(groups, gi, words):
                        return True
                    break
    return False


def _before_is_free(groups: tuple[_Group, ...], gi: int, words: KeyWords) -> bool:
    """The groups before the value's in its sentence, back to one that opens a clause of its own: each an
    aside, or saying nothing the key does not name."""
    for h in range(gi - 1, -1, -1):
        g = groups[h]
        units = _cover(_units(g[_BLOCKS]), words)
        if h == gi - 1 and not groups[gi][_ASIDE]:
            units = _renamed_head(units)  # (the value may rename the possessed noun this group ends with)
        if not g[_ASIDE] and not _free_of_claims(units, words.allows):
            return False
        if _opens_clause(g):
            return True
    return True
