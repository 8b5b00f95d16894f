"""Round 28 (issue 31): frames of a keyed value's clause that say which slot the value fills, and restrict nothing.

Responsible for: marking, in a clause's units (`_keyed`'s `(kind, tokens)` pairs), the words of these frames as words a
keyed value may leave out, each read only where its whole frame stands:

- a modal of obligation right before a verb of sending (`Invoices should go to …`, `Las facturas deben enviarse a …`,
  `简历应该发到…`): the rule for where the key's things go, as the imperative says it (`lexicon.KEYED_DEONTIC_MODALS`);
- a request to record a slot (`put my emergency contact as …`, `pon como mi contacto de emergencia a …`,
  `把我的紧急联系人设为…`): its verb, opening the clause, and `as`/`como` next to a word the key names
  (`lexicon.KEYED_RECORD_VERBS`);
- a phrase of constancy (`is always the same: …`, `es siempre el mismo: …`, `一直是同一个：…`): the value at every time;
- a Chinese ordinal's `一` (`下一次` is `下次`): no count;
- `please` opening an imperative, and a pronoun after a verb of sending that takes up the key's thing named as the
  sentence's topic (`Any invoices, send them to …`, `把它们发到…`);
- a free-choice phrase about the key's matter (`Any questions about invoices, …`, `Cualquier cosa de facturación, …`,
  `关于发票的任何问题，…`), and a demonstrative right before a word of the key's subject (`this listing`, `该房源`);
- the noun phrase of a business or place that a name introduced by `called` renames (`a little bakery called …`,
  `una panadería llamada …`, `一家叫…的奶茶店`).

Must not: mark any other word, or a frame's word where its frame is not whole: a negation, a past form, a hedge or a
word of another person beside a frame still counts (`should probably go`, `should have gone`, `don't put`, `was always
the same`, `上一次` for a key of `下次`, `give them to my brother`). It imports no admission rule module (`_keyed` and
`_typed` call it).
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._keywords import _OTHER_SLOT, _PAST_SLOTS, KeyWords, _cjk, _single, _stem, covered
from memtx.core.lexicon import (
    KEYED_BUSINESS_NOUNS,
    KEYED_CONSTANCY,
    KEYED_DELIVERY_WORDS,
    KEYED_DEONTIC_MODALS,
    KEYED_MATTER_DETERMINERS,
    KEYED_MATTER_LINKS,
    KEYED_MATTER_NOUNS,
    KEYED_NAMED_PLACE_CHARS,
    KEYED_NAMED_PLACES,
    KEYED_NAMING_WORDS,
    KEYED_ORDINAL_HEADS,
    KEYED_ORDINAL_MEASURES,
    KEYED_POLITENESS,
    KEYED_RECORD_AS,
    KEYED_RECORD_VERBS,
    KEYED_RESUMPTIVE,
    KEYED_SENDING_VERBS,
    KEYED_SUBJECT_DEMONSTRATIVES,
)
from memtx.core.text import normalize, tokenize

_SKIP: Final = 0  # (`_keyed._SKIP`: a word the value may leave out; this module may not import `_keyed`)
_GAP: Final = "\0"  # (no word: `_typed` reads it as a break between Chinese words)
_Unit = tuple[int, tuple[str, ...]]

_MODALS: Final = _single(KEYED_DEONTIC_MODALS)
_SENDING: Final = _single(KEYED_SENDING_VERBS)
_CJK_SENDING: Final = tuple(sorted((w for w in KEYED_SENDING_VERBS if _cjk(w)), key=len, reverse=True))
_BE: Final = frozenset({"be"})
_RECORD: Final = _single(KEYED_RECORD_VERBS)
_CJK_RECORD: Final = tuple(sorted((w for w in KEYED_RECORD_VERBS if _cjk(w)), key=len, reverse=True))
_AS: Final = _single(KEYED_RECORD_AS)
_PLEASE: Final = _single(KEYED_POLITENESS)
_RESUMPTIVE: Final = _single(KEYED_RESUMPTIVE)
_DELIVERY: Final = _single(KEYED_DELIVERY_WORDS)
_BA: Final = frozenset({"把", "将"})
_MATTER_DETERMINERS: Final = _single(KEYED_MATTER_DETERMINERS)
_MATTER_NOUNS: Final = _single(KEYED_MATTER_NOUNS)
_MATTER_LINKS: Final = _single(KEYED_MATTER_LINKS)
_CJK_MATTER_NOUNS: Final = "|".join(w for w in KEYED_MATTER_NOUNS if _cjk(w))
_DEMONSTRATIVES: Final = _single(KEYED_SUBJECT_DEMONSTRATIVES)
_PLACES: Final = _single(KEYED_NAMED_PLACES) | frozenset(w for w in _single(KEYED_BUSINESS_NOUNS) if not _cjk(w))
_NAMING: Final = _single(KEYED_NAMING_WORDS)
_SE_LLAMA: Final = (("que",), ("se",), ("llama",))
_PLACE_ARTICLES: Final = frozenset({("un",), ("una",), ("一", "家"), ("一", "间"), ("一", "个")})
_PLACE_MODIFIERS: Final = 3  # at most this many words of the noun phrase a name renames (`a little bakery`)
_ZH_PLACE: Final = 5  # at most this many characters of a Chinese noun of a place after `的` (`奶茶店`)
_CJK_DEMONSTRATIVES: Final = tuple(sorted((w for w in KEYED_SUBJECT_DEMONSTRATIVES if _cjk(w)), key=len, reverse=True))
_CONSTANCY: Final = tuple(
    sorted(
        (tuple(w) if _cjk(w) else tuple(t for t in tokenize(normalize(w)) if t not in ("the", "el", "la", "los", "las"))
         for w in KEYED_CONSTANCY),
        key=len,
        reverse=True,
    )
)  # fmt: skip


def slot_frames(units: list[_Unit], words: KeyWords, sentence: list[str], *, drop: bool = False) -> list[_Unit]:
    """The clause's units with the words of the module's frames marked as words the value may leave out, or left out
    (`drop`: for `_typed`, which reads every word of its clause; a Chinese unit then leaves a gap, so that the
    characters around it are not read as one word). A Chinese ordinal's `一` is left out in both (`下一次` is `下次`).
    `sentence`: the tokens of the clause's whole sentence (a record request's `como` may follow the value: `apunta a
    …, como mi contacto de emergencia`)."""
    ordinal = _ordinal_one(units)
    marked = (
        _deontic(units)
        | _record(units, words, sentence)
        | _constancy(units)
        | _politeness(units)
        | _resumptive(units, words, sentence)
        | _matter(units, words)
        | _demonstrative(units, words)
        | _named_place(units, words, sentence)
    ) - ordinal
    out: list[_Unit] = []
    for k, unit in enumerate(units):
        if k in ordinal or (drop and k in marked and not _cjk(unit[1][0])):
            continue
        out.append(unit if k not in marked else (_SKIP, (_GAP,) if drop else unit[1]))
    return out


def _cjk_after(units: list[_Unit], k: int) -> str:
    """The Chinese characters of the units after `k`, up to the first unit that is not one character."""
    out = []
    for _, toks in units[k + 1 :]:
        if len(toks) != 1 or not _cjk(toks[0]):
            break
        out.append(toks[0])
    return "".join(out)


def _deontic(units: list[_Unit]) -> set[int]:
    """A modal of obligation whose next word (past `be`) is a verb of sending."""
    out: set[int] = set()
    for k, (_, toks) in enumerate(units):
        word = "".join(toks) if all(_cjk(t) for t in toks) else " ".join(toks)
        if word not in _MODALS:
            continue
        nxt = k + 1
        while nxt < len(units) and units[nxt][1] and set(units[nxt][1]) <= _BE:
            nxt += 1
        if nxt >= len(units):
            continue
        after = units[nxt][1]
        latin = len(after) == 1 and after[0] in _SENDING and not _cjk(after[0])
        if latin or (_cjk(toks[0]) and _cjk_after(units, k).startswith(_CJK_SENDING)):
            out.add(k)
    return out


def _first(units: list[_Unit]) -> int:
    """The clause's first unit that is no article, filler or politeness word (-1 if none)."""
    return next((k for k, (kind, toks) in enumerate(units) if kind != _SKIP and toks[0] not in _PLEASE), -1)


def _record(units: list[_Unit], words: KeyWords, sentence: list[str]) -> set[int]:
    """A record verb opening the clause (Latin) with `as`/`como` next to a word the key names in its sentence, with
    that `as`/`como`; or a Chinese one right after a word the key names."""
    out: set[int] = set()
    first = _first(units)
    if first >= 0 and len(units[first][1]) == 1 and units[first][1][0] in _RECORD and _as_key(sentence, words):
        out.add(first)
        out |= {k for k, (_, toks) in enumerate(units) if len(toks) == 1 and toks[0] in _AS}
    chars = "".join(toks[0] if len(toks) == 1 and _cjk(toks[0]) else "\0" for _, toks in units)
    for verb in _CJK_RECORD:
        at = chars.find(verb)
        while at > 0:
            if any(chars.endswith(w, 0, at) for w in words.named if _cjk(w) and len(w) > 1):
                out |= set(range(at, at + len(verb)))
            at = chars.find(verb, at + 1)
    return out


def _as_key(sentence: list[str], words: KeyWords) -> bool:
    """Does `as`/`como` stand in the sentence right after a word the key names (`put my GP as …`) or before one, past
    a possessive (`pon como mi contacto …`)?"""
    for k, tok in enumerate(sentence):
        if tok in _AS and any(words.names(t) for t in (*sentence[max(0, k - 1) : k], *sentence[k + 1 : k + 3])):
            return True
    return False


def _constancy(units: list[_Unit]) -> set[int]:
    """A phrase of constancy made of whole units."""
    flat = [(k, t) for k, (_, toks) in enumerate(units) for t in toks]
    toks = [t for _, t in flat]
    for phrase in _CONSTANCY:
        n = len(phrase)
        for at in range(len(toks) - n + 1):
            if tuple(toks[at : at + n]) != phrase:
                continue
            cut = {flat[i][0] for i in range(at, at + n)}
            if sum(len(units[k][1]) for k in cut) == n:  # (whole units only)
                return cut
    return set()


_HEADS: Final = frozenset((h,) for h in KEYED_ORDINAL_HEADS)


def _ordinal_one(units: list[_Unit]) -> set[int]:
    """`一` between `上`/`下`/`这`/`那` and a measure word (`下一次`): `_keyed._cover` then reads `下次` of a key. (Also
    left out where units are only marked: `_cover` matches runs over the units a value keeps.)"""
    return {
        k
        for k in range(1, len(units) - 1)
        if units[k][1] == ("一",)
        and units[k - 1][1] in _HEADS
        and len(units[k + 1][1]) == 1
        and units[k + 1][1][0] in KEYED_ORDINAL_MEASURES
    }


def _politeness(units: list[_Unit]) -> set[int]:
    """`please` (`pls`, `kindly`) opening the clause: the imperative's politeness, no modifier of its verb."""
    first = next((k for k, (kind, _) in enumerate(units) if kind != _SKIP or units[k][1][0] in _PLEASE), -1)
    return {first} if first >= 0 and units[first][1][0] in _PLEASE else set()


def _resumptive(units: list[_Unit], words: KeyWords, sentence: list[str]) -> set[int]:
    """A pronoun right after a verb of sending (`just fire them over to …`, `send it to …`) that takes up a word the
    key names, said before it in the sentence as its topic (`Any invoices, …`): it is that thing, no other person."""
    out: set[int] = set()
    for k in range(1, len(units)):
        toks = units[k][1]
        plural = toks == ("它",) and units[k + 1 : k + 2] == [(units[k + 1][0], ("们",))]  # (`它们`: two units)
        nxt = k + 2 if plural else k + 1
        before, after = units[k - 1][1][0], units[nxt][1][0] if nxt < len(units) else ""
        # (after the verb, `send it to`, or between Chinese `把` and it, `把它们发到`; a Spanish clitic is an article)
        sending = before in _SENDING | _DELIVERY or (before in _BA and after in _SENDING | _DELIVERY)
        if len(toks) != 1 or toks[0] not in _RESUMPTIVE or not sending:
            continue
        at = sentence.index(toks[0]) if toks[0] in sentence else -1
        if at > 0 and any(words.names(t) for t in sentence[:at]):
            out |= set(range(k, nxt))
            if [toks for _, toks in units[k + 1 : k + 3]] == [("over",), ("to",)]:
                out.add(k + 1)  # (`fire them over to …`: the verb's particle, no approximator)
    return out


def _matter(units: list[_Unit], words: KeyWords) -> set[int]:
    """A free-choice phrase about the key's matter opening the clause: `any`/`cualquier` and a noun of a matter (or
    `anything`), a link, then a word the key names (`Any questions about invoices`, `Cualquier cosa de
    facturación`); in Chinese, `关于` or `相关`/`有关` around a word the key names, `的任何` and a noun of a matter
    (`关于发票的任何问题`)."""
    k = _first(units)
    toks = [u[1][0] if len(u[1]) == 1 else "" for u in units]
    if k >= 0 and toks[k] in _MATTER_DETERMINERS and k + 1 < len(toks) and toks[k + 1] in _MATTER_NOUNS:
        head = [k, k + 1]
    elif k >= 0 and toks[k] == "anything":
        head = [k]
    else:
        head = []
    link = head[-1] + 1 if head else -1
    if head and link + 1 < len(toks) and toks[link] in _MATTER_LINKS and words.names(toks[link + 1]):
        return {*head, link}
    chars = "".join(t if len(t) == 1 and _cjk(t) else "\0" for t in toks)
    keyed = "|".join(re.escape(w) for w in sorted(words.named, key=len, reverse=True) if _cjk(w) and len(w) > 1)
    if not keyed or not _CJK_MATTER_NOUNS:
        return set()
    pattern = rf"^(关于)?(?:{keyed})(相关|有关)?的任何(?:{_CJK_MATTER_NOUNS})(都)?"
    match = re.match(pattern, chars)
    if match is None or (match.group(1) is None and match.group(2) is None and "的任何" not in match.group(0)):
        return set()
    named_at = match.start(2) if match.group(2) else chars.index("的任何", match.start())
    start = match.end(1) if match.group(1) else 0
    return set(range(match.start(), start)) | set(range(named_at, match.end()))


def _demonstrative(units: list[_Unit], words: KeyWords) -> set[int]:
    """A demonstrative right before a word of the key's subject (`this listing`, `este piso`, `该房源`)."""
    out: set[int] = set()
    for k in range(len(units) - 1):
        toks, after = units[k][1], units[k + 1][1]
        if len(toks) == 1 and toks[0] in _DEMONSTRATIVES and not _cjk(toks[0]) and len(after) == 1:
            word = after[0][:-2] if after[0].endswith("'s") else after[0]
            if word in words.subject or _stem(word) in words.subject:
                out.add(k)
    chars = "".join(t[0] if len(t) == 1 and _cjk(t[0]) else "\0" for _, t in units)
    for det in _CJK_DEMONSTRATIVES:
        at = chars.find(det)
        while at >= 0:
            rest = chars[at + len(det) :]
            lead = 0
            while lead < len(rest) and rest[lead] in words.subject:
                lead += 1
            if lead > 1 and rest[:lead] in words.named:
                out |= set(range(at, at + len(det)))
            at = chars.find(det, at + 1)
    return out


def _named_place(units: list[_Unit], words: KeyWords, sentence: list[str]) -> set[int]:
    """The noun phrase of a business or place that a name introduced by `called` renames: its article (`una`, `一家`),
    up to three plain words with a noun of `lexicon.KEYED_NAMED_PLACES` among them, and the naming word (`a little
    bakery called`, `una panadería pequeña que se llama`); in Chinese, `一家叫` and the noun after the name's `的`
    (`一家叫「半糖」的奶茶店`; a name in quotes, a group of its own, only when the sentence's words after that noun are
    the key's: `_quoted_place`). A word of the past or of another slot (`old`, `antigua`) or a possessor stays."""
    out: set[int] = set()
    for n, (_, toks) in enumerate(units):
        end = n
        if [u[1] for u in units[n : n + 3]] == list(_SE_LLAMA):
            end = n + 2
        elif not (len(toks) == 1 and toks[0] in _NAMING):
            continue
        size = _phrase_size(sentence, toks[0])  # (the words between an article and the naming word)
        start = n - size
        phrase = range(max(0, start), n)
        if not size or start < 0 or not all(_plain_word(units[k]) for k in phrase):
            continue
        if not any(units[k][1][0] in _PLACES for k in phrase):
            continue
        if start > 0 and units[start - 1][1] in _PLACE_ARTICLES:
            start -= 1
        out |= set(range(start, end + 1))
    for k in range(len(units) - 1):
        if units[k][1] not in _PLACE_ARTICLES or units[k + 1][1] != ("叫",):
            continue
        if k + 2 == len(units):  # (the name in quotes, a group of its own: `一家叫「半糖」的奶茶店打工`)
            if _quoted_place(sentence, words):
                out |= {k, k + 1}
            continue
        de = next((d for d in range(k + 2, min(len(units), k + 12)) if units[d][1] == ("的",)), -1)
        noun = [d for d in range(de + 1, min(len(units), de + 1 + _ZH_PLACE)) if de > 0]
        last = next((d for d in noun if units[d][1][0] in KEYED_NAMED_PLACE_CHARS), -1)
        if last > 0 and all(len(units[d][1]) == 1 and _cjk(units[d][1][0]) for d in range(de + 1, last + 1)):
            out |= {k, k + 1, *range(de, last + 1)}
    return out


_INDEFINITE: Final = frozenset({"a", "an", "un", "una"})


def _phrase_size(sentence: list[str], naming: str) -> int:
    """How many words stand between an indefinite article and the naming word in the sentence (0: no article within
    `_PLACE_MODIFIERS` words): `a little bakery called` → 2; `next to a bakery called` → 1, `next to` is no part."""
    if naming not in sentence:
        return 0
    at = sentence.index(naming)
    for size in range(1, _PLACE_MODIFIERS + 1):
        if at - size - 1 >= 0 and sentence[at - size - 1] in _INDEFINITE:
            return size
    return 0


def _plain_word(unit: _Unit) -> bool:
    """One Latin word of content that is no word of the past or of another slot, and no possessor."""
    kind, toks = unit
    tok = toks[0]
    return (
        kind != _SKIP
        and len(toks) == 1
        and tok.isalpha()
        and not _cjk(tok)
        and tok not in _PAST_SLOTS
        and tok not in _OTHER_SLOT
        and not tok.endswith("'s")
    )


def _quoted_place(sentence: list[str], words: KeyWords) -> bool:
    """After `一家叫`, the name, `的` and a noun of a place in the sentence, do only words the key names follow (`打工`
    for `小雨/打工的店`; not `打过工`)?"""
    text = "".join(t if len(t) == 1 and _cjk(t) else "\0" for t in sentence)
    at = text.find("叫")
    de = text.find("的", at)
    if at < 0 or de < 0 or de - at > _ZH_PLACE + 6:
        return False
    place = next(
        (e for e in range(de + 1, min(len(text), de + 1 + _ZH_PLACE)) if text[e] in KEYED_NAMED_PLACE_CHARS), -1
    )
    if place < 0 or "\0" in text[de:place]:
        return False
    return covered(text[place + 1 :], [w for w in words.named if _cjk(w) and len(w) > 1])
