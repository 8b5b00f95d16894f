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

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Final

from memtx.core.admission._addressees import called_to, ended_after, suffixed
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
from memtx.core.admission._coordination import spanish
from memtx.core.admission._keywords import (
    _COPULAS,
    _FIRST_PERSON,
    _GLOSS_ARTICLES,
    _GROUP,
    _KIND_NOUNS,
    _NEG_COND,
    _NOT_ROLE,
    _OPENERS,
    _OTHER_SLOT,
    _PAST,
    _PAST_SLOTS,
    _POSSESSIVES,
    _ROLE,
    _SAFE,
    _SOFTENERS,
    _UNIVERSAL,
    _ZH_NOT_NAMES,
    KeyWords,
    _cjk,
    _derived,
    _single,
    _stem,
    _stemmed,
)
from memtx.core.admission._labels import label_heads
from memtx.core.admission._lemmas import en_inflections, en_lemmas
from memtx.core.admission._sentences import _Evidence
from memtx.core.admission._slot_frames import slot_frames
from memtx.core.lexicon import (
    GUARD,
    KEYED_FREE_CHOICE_DETERMINERS,
    KEYED_GROUP_FIRST_PERSON,
    KEYED_ON_RECORD,
    KEYED_POSSESSIVES,
    KEYED_REQUEST_OPENERS,
    KEYED_THING_NOUNS,
    KEYED_UNIVERSAL_DETERMINERS,
    RESTRICT,
    TIME_FRAME_OPENERS,
    TYPED_HEDGES,
    TYPED_TENTATIVE,
)
from memtx.core.text import ID_MARK, normalize, tokenize

_SKIP: Final = 0  # a word the value may leave out (article, filler, function word)
_CONTENT: Final = 1  # one word of content: kept, or left out only if the key names it
_MARK: Final = 2  # a guard marker (negation, scope, condition, number): kept whole, or named whole by the key
_FORBID: Final = 3  # a relative pronoun: its clause is not the value's
_Unit = tuple[int, tuple[str, ...]]
_SPAN: Final = 4  # at most this many consecutive groups make one value


_THING_NOUNS: Final = _single(KEYED_THING_NOUNS)
_OF: Final = frozenset({("de",), ("del",), ("de", "la"), ("de", "los"), ("de", "las")})


def _of_named(units: list[_Unit], k: int, words: KeyWords) -> bool:
    """Blind batch 29: does `de`/`del` and a word the key names follow at `units[k]` (`servicio de pagos`)?"""
    return (
        k + 1 < len(units)
        and units[k][1] in _OF
        and units[k + 1][0] == _CONTENT
        and all(words.names(t) for t in units[k + 1][1])
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
        kind_noun = (tok in _KIND_NOUNS or tok in _THING_NOUNS) and bool(before) and all(words.names(t) for t in before)
        # (round 41, blind batch 69: a kind noun before `de` and a word the key names, Spanish's order of `account
        # number`: `Mi número de cuenta es …` for `ines/cuenta`, as `el servicio de pagos` for a thing noun)
        kind_noun = kind_noun or ((tok in _THING_NOUNS or tok in _KIND_NOUNS) and _of_named(units, k + 1, words))
        owner = tok in _POSSESSIVES and bool(after) and all(_stem(t) in words.subject for t in after)
        if kind_noun or owner or (tok in _SPEAKER_OWNERS and owns_subject([u[1] for u in units[k + 1 :]], words)):
            out[k] = (_SKIP, toks)
    # An article that is also "one" right after a present copula introduces the value as a predicate ("我是一名护士",
    # "Soy una enfermera" → `护士`, `enfermera` for a job key): a count there says nothing the key leaves open.
    for k, (kind, toks) in enumerate(units):
        if kind == _MARK and toks in _GLOSS_ARTICLES and k > 0 and units[k - 1][1] in _COPULAS:
            out[k] = (_SKIP, toks)
    return out


def _kind_of_relation(units: list[_Unit], words: KeyWords) -> list[_Unit]:
    """Round 41: a kind noun before `de`/`of` and a word of the key's relation (its Snowball roots) says nothing the
    key leaves open (`Número de expediente:` for `…/expediente`); Spanish's order of `file number`."""
    out = list(units)
    for k, (kind, toks) in enumerate(units):
        if kind != _CONTENT or len(toks) != 1 or toks[0] not in _KIND_NOUNS or k + 2 >= len(units):
            continue
        after = units[k + 2]
        if units[k + 1][1] in _OF and after[0] == _CONTENT and all(_derived(t, words.roots) for t in after[1]):
            out[k] = (_SKIP, toks)
    return out


_OWNERS: Final = _single(("my", "mine", "mi", "mis", "user's", *KEYED_POSSESSIVES, *KEYED_GROUP_FIRST_PERSON))
# Round 25 (brief S): the speaker's own possessive (`my`, `mi`, `我`), and Chinese determiners that may stand between it
# and its noun (`我那个宽带`).
_SPEAKER_OWNERS: Final = _single(("my", "mi", "mis", "我", "我的"))
_ZH_BETWEEN: Final = ("那个", "这个", "那", "这", "家", "的")
_OF_WORDS: Final = frozenset({"of", "de", "del"})
_OWNED_WORDS: Final = 4  # at most this many words of the possessed noun phrase


def owns_subject(after: list[tuple[str, ...]], words: KeyWords) -> bool:
    """Round 25 (brief S): does a word of the key's subject follow the speaker's possessive (`my booking code` for
    `booking/code`, `My son's teacher` for `son/teacher`, `我那个宽带的联系电话` for `宽带/联系电话`)? The key's subject
    is then that very thing, so whose it is restricts nothing the key leaves open — as `your booking`, `her flight`
    (`_glossed`). For a key whose subject is the speaker the first person is the subject already; before a word of the
    relation only (`my email` for `booking/email`) it stays another owner."""
    if words.first_person or not after or not words.subject:
        return False
    if len(after[0]) == 1 and not _cjk(after[0][0]):
        # (the possessed noun phrase: words of the key, `of`/`de` between them — `mi código de reserva`)
        for tok, *more in after[:_OWNED_WORDS]:
            if more or not (words.names(tok) or tok in _OF_WORDS):
                return False
            if _stem(tok) in words.subject or (tok.endswith("'s") and tok[:-2] in words.subject):
                return True
        return False
    text = "".join(t for toks in after[:8] for t in toks if _cjk(t))
    for det in _ZH_BETWEEN:  # (at most one determiner: `我那个宽带`, `我的儿子`)
        if text.startswith(det):
            text = text[len(det) :]
            break
    lead = 0  # (the key's Chinese subject is tokenized by character: a run of them opening the text, one word)
    while lead < len(text) and text[lead] in words.subject:
        lead += 1
    return lead > 1 and text[:lead] in words.named


_APPOSED_MODIFIERS: Final = 2  # at most this many words the key allows between an owner and the noun a name renames
_ROLE_WORDS: Final = 3  # at most this many words of a trailing role (`as a field technician`)
_ZH_ROLE: Final = 5  # (in characters: `做产品经理`)
_ZH_NOT_ROLE: Final = frozenset("时候前后的")  # (`当…的时候` is a condition, no role)
_ALTERNATIVES: Final = frozenset({"or", "o", "u", "或", "或者", "还", "还是"})  # (round 18: `…, or …`: which one?)
_NAME_WORDS: Final = 4  # at most this many words in a name in apposition (`Médecins Sans Frontières`)


def _plain(unit: _Unit) -> bool:
    """One word of content that is no possessor (an English plural is taken for one: the tokenizer drops a plural's
    apostrophe, `my parents' …`), owner, implicit negator (`old`) or word of another slot or time (`backup`,
    `weekend`: `lexicon.KEYED_OTHER_SLOT`)."""
    kind, toks = unit
    tok = toks[0]
    return (
        kind == _CONTENT
        and len(toks) == 1
        and not (tok.endswith("s") and not tok.endswith("ss"))
        and tok not in _OWNERS
        and tok not in _OTHER_SLOT
        and tok not in _PAST_SLOTS
    )


def _head(unit: _Unit, words: KeyWords) -> bool:
    """Is the unit a noun the key spells (`dog`, `boss`, `猫`), or a kind noun naming its relation? Not a relation verb
    (`lives`), a derived word or a past form the key allows (`was`)."""
    if len(unit[1]) != 1 or unit[0] == _MARK:
        return False
    tok = unit[1][0]
    return tok not in _PAST and (_stemmed(tok, words.stems) or (tok in _KIND_NOUNS and tok in words.named))


def _role(units: list[_Unit]) -> list[_Unit]:
    """A trailing role adjunct is no restriction (DESIGN §4, a safe deletion): `as`/`como` with up to three plain
    words (an article aside) ending the clause (`I work for Acme as an engineer`, `Trabajo en Lumen como
    diseñadora`), or `做`/`当`/`担任` with up to five characters (`我在腾讯做产品经理`), says what one is there, not
    where or when the claim holds; a place or time frame (`at Mercy`, `until May`) is no role, nor `as of`, `as
    long as`, `当…的时候`."""
    for r in range(len(units) - 1, max(-1, len(units) - _ZH_ROLE - 3), -1):
        toks = units[r][1]
        if len(toks) != 1 or toks[0] not in _ROLE:
            continue
        tail = units[r + 1 :]
        words = [u for u in tail if u[0] != _SKIP]
        if r and units[r - 1][1][0] in _NOT_ROLE:  # (`as well as`, `as long as`)
            return units
        if _cjk(toks[0]):
            ok = 0 < len(tail) <= _ZH_ROLE and all(
                u[0] == _CONTENT and len(u[1]) == 1 and u[1][0] not in _ZH_NOT_ROLE for u in tail
            )
        else:
            ok = (
                0 < len(words) <= _ROLE_WORDS
                and words[0][1][0] not in _NOT_ROLE
                and all(_plain(u) and u[1][0] not in _SAFE for u in words)  # (no frame: `as an intern in summer`)
                and not _verb_only(words[0][1][0])  # (a role is a noun: `as needed`, `as planned` are no roles)
            )
        if ok:
            return [*units[:r], *((_SKIP, u[1]) for u in units[r:])]
        return units
    return units


def _verb_only(tok: str) -> bool:
    """Does lemminflect know this English word as a verb and not as a noun (`needed`, `planned`)?"""
    lemmas = en_lemmas(tok) if tok.isascii() else {}
    return "VERB" in lemmas and "NOUN" not in lemmas


def _name_end(units: list[_Unit], vtoks: list[str], words: KeyWords) -> int:
    """Where a name in apposition to a possessed noun the key names ends (0 if there is none): `My dog Luna
    loves walks` → `Luna` for a dog-name key. The name names that noun whatever the clause then says, so the
    words after it are no part of the claim (DESIGN §4, a safe deletion); an owner the key does not allow (`my
    neighbour's`), a modifier (`old`) or a condition before it still refuses it."""
    n = len(vtoks)
    for k in range(1, len(units) - n + 1):
        if [u[1] for u in units[k : k + n]] != [(t,) for t in vtoks] or not _head(units[k - 1], words):
            continue
        for o in range(k - 2, max(-1, k - 3 - _APPOSED_MODIFIERS), -1):
            tok = units[o][1][0] if len(units[o][1]) == 1 else ""
            if tok in _OWNERS | {"我"} and words.allows(tok):
                between = units[o + 1 : k - 1]
                if all(u[0] == _SKIP or (u[0] != _MARK and all(words.allows(t) for t in u[1])) for u in between):
                    # (a negation or condition after it may deny what the name is of: `My dog Max is not mine`)
                    # (round 18: and an alternative after it leaves open which one it is: `my booking ref HT-1 or
                    # HT-2`)
                    rest = [t for u in units[k + n :] for t in u[1]]
                    return 0 if any(t in _NEG_COND or t in _ALTERNATIVES for t in rest) else k + n
                break
    return 0


def is_name(value: str, vtoks: list[str]) -> bool:
    """Is the value written as a name: up to four words, the first capitalized (Latin script), or up to four
    Chinese characters none of which opens no name (`lexicon.ZH_NOT_NAMES`: `很喜欢` is no name)?"""
    if not 0 < len(vtoks) <= _NAME_WORDS:
        return False
    if all(_cjk(t) for t in vtoks):
        return not any(t in _ZH_NOT_NAMES for t in vtoks)
    first = value.strip()[:1]
    return first.isalpha() and first.isupper()


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


_BE_UNITS: Final = frozenset((("am",), ("is",), ("are",), ("'s",)))


def _states(units: list[_Unit], kept: set[str]) -> list[_Unit]:
    """An English participle right after a present copula is a state, not the past (round 7): `I'm enrolled in …`
    is read with `enroll`, so that a key's relation word it derives from (`enrollment`) names it (`_derived`). A
    word the value keeps is left as written."""
    out = list(units)
    for k in range(1, len(units)):
        kind, toks = units[k]
        tok = toks[0]
        if len(toks) != 1 or tok in kept or tok in _SAFE or units[k - 1][1] not in _BE_UNITS or not tok.isalpha():
            continue
        lemmas = en_lemmas(tok).get("VERB", ())
        if any(tok in en_inflections(lemma, "VBD") for lemma in lemmas):
            out[k] = (kind, (lemmas[0],))
    return out


def _cover(units: list[_Unit], words: KeyWords) -> list[_Unit]:
    """Chinese words the key allows (`电话`, `可以`, `以前` for a past slot), matched as runs of characters over
    whole units, become units the value may leave out."""
    allowed = (
        *words.named,
        *_SAFE,
        *_UNIVERSAL,
        *_SOFTENERS,
        *(_FIRST_PERSON if words.first_person else ()),
        *(_POSSESSIVES if words.possessives else ()),
        *(_GROUP if words.group else ()),
    )
    cjk = [w for w in allowed if _cjk(w) and len(w) > 1]
    # (blind batch 29: a named word with its kind of thing after it, `支付服务` for `支付/…`, as `the payments service`)
    cjk += [w + t for w in words.named if _cjk(w) and len(w) > 1 for t in _THING_NOUNS if _cjk(t)]
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


_MY: Final = _single(("my", "mi", "mis", "我", "我的", "user's"))
_APPOSED_HEAD: Final = 3  # at most this many words of a possessed noun phrase an appositive value renames
_ZH_OWNERS: Final = ("他们的", "她们的", "我们的", "你们的", "他的", "她的", "你的", "您的", "我的")
_ZH_APPOSED_NOUN: Final = 4  # (in characters: `财务总监`)
_ZH_APPOSED: Final = _ZH_APPOSED_NOUN + 3  # (the owner, `的` and the noun, read from the group's end)


def _renamed_head(units: list[_Unit], *, whole: bool = True) -> list[_Unit]:
    """The group before an appositive value without the possessed noun phrase the value renames ("My emergency
    contact is my brother, Omar": `brother` after `my`): up to three plain words at its end, right after a
    possessive. Anything else before them must still be named by the key."""

    def owner(unit: _Unit) -> bool:  # (round 18: a possessive; `I` owns no noun: `I live at the office, 27 …`)
        return len(unit[1]) == 1 and (unit[1][0] in _POSSESSIVES or unit[1][0] in _MY)

    if units and units[-1][1] and (units[-1][1][-1] == "的" or units[-1][1][-1].endswith("'s")):
        return units  # (round 13: `打我老婆的：…`, `my wife's: …`: a possessive, its noun left out, owns the value)
    chars = "".join(u[1][0] for u in units[-_ZH_APPOSED:] if len(u[1]) == 1 and u[0] == _CONTENT)
    for owner_de in _ZH_OWNERS if whole else ():  # (round 33: `对接人是他们的财务总监，韦晓东`, the owner and noun)
        at = chars.rfind(owner_de)
        if at >= 0 and 0 < len(chars) - at - len(owner_de) <= _ZH_APPOSED_NOUN and all(_cjk(c) for c in chars):
            return units[: len(units) - (len(chars) - at)]
    k = len(units)
    while k > 0 and len(units) - k < _APPOSED_HEAD and units[k - 1][0] == _CONTENT and not owner(units[k - 1]):
        k -= 1
    # (round 33: the owner goes with its noun phrase — whoever's CFO she is, the value is who the key's slot holds:
    # `The decision maker is their CFO, Priya Raman`; an owner of the key's own noun before it still counts)
    if not (0 < k < len(units) and owner(units[k - 1])):
        return units
    return units[: k - 1] if whole else units[:k]


def apposed(ev: _Evidence, vtoks: list[str]) -> bool:
    """Is the value, in some sentence, a whole clause group that does not open a clause of its own and follows
    another group ("…, Omar.", "…, my sister, …")? Such a value is an appositive: its claim is the clause it
    renames a noun of, and a keyed value must be read with that clause (`keyed`)."""
    for text, sentence_words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        if question or f" {vtoks[0]} " not in sentence_words:
            continue
        groups = _groups(text, False)
        for gi, g in enumerate(groups):
            if gi and not _opens_clause(g) and _whole_groups(groups, gi, vtoks):
                return True
    return False


def _whole_groups(groups: tuple[_Group, ...], gi: int, vtoks: list[str]) -> bool:
    """Is the value the words of the groups from `gi` on, one or several (round 18: an address or date that runs over
    its own commas, `Drop it at my mum's, 27 Cromwell Road, Flat 3`, is in apposition as a one-group value is)?"""
    words: list[str] = []
    for g in groups[gi : gi + _SPAN]:
        if words and _opens_clause(g):
            return False
        words += [t for t in g[_VOCAB] if t not in ARTICLES]
        if words == vtoks:
            return True
        if words != vtoks[: len(words)]:
            return False
    return False


def _opens_clause(g: _Group) -> bool:
    first = next((b for b in g[_BLOCKS] if b[1]), None)
    return first is not None and first[0] == _OPT and first[1][0] in _OPENERS


def value_groups(ev: _Evidence, first: str) -> Iterator[tuple[tuple[_Group, ...], int]]:
    """Each clause group holding the value's first token (by its index), with its sentence's groups; a question
    supports no value."""
    for text, sentence_words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        if (question and not request_opener(sentence_words.split())) or f" {first} " not in sentence_words:
            continue
        groups = _groups(text, False)
        for gi, g in enumerate(groups):
            if first in g[_VOCAB]:
                yield groups, gi


# A time frame of several words (`for now`, `por ahora`, `last week`): its words one by one are safe or fillers (`for`,
# `now`), together they frame a value (a temporary one, a past one) wherever they stand in the evidence.
_FRAME_PHRASES: Final = tuple(
    " ".join(tokenize(normalize(w))) for ws in TIME_FRAME_OPENERS.values() for w in ws if " " in w and w.isascii()
)


def english_son(ev: _Evidence, words: KeyWords) -> bool:
    """`son` is a Spanish copula (safe once the key is fixed) and an English kinship noun (another person): in a
    sentence that is not Spanish it is the noun (`My landlord's son is Ramon` gives no `priya/landlord`)."""
    tokens = tuple(ev.all_words.split())
    return "son" in tokens and not spanish(tokens) and not words.names("son")


_HEDGES: Final = frozenset(w for w in TYPED_HEDGES if not _cjk(w))
_CJK_HEDGES: Final = tuple(w for w in TYPED_HEDGES if _cjk(w))


def framed(ev: _Evidence) -> bool:
    """Does the evidence hold a time frame of several words (`For now, my number is …`)?"""
    return any(f" {phrase} " in ev.all_words for phrase in _FRAME_PHRASES)


def hedged(ev: _Evidence) -> bool:
    """Does the evidence hold a hedge verb anywhere (`My email is …, I think`, `Creo que …`, `…，我估计`)? A keyed
    value in it is not asserted."""
    return any(t in _HEDGES for t in ev.all_words.split()) or any(
        w in ev.all_words.replace(" ", "")
        for w in _CJK_HEDGES  # (ideographs are tokens of their own)
    )


_TENTATIVE: Final = frozenset(w for w in TYPED_TENTATIVE if not _cjk(w))
_CJK_TENTATIVE: Final = tuple(w for w in TYPED_TENTATIVE if _cjk(w))


def tentative(ev: _Evidence) -> bool:
    """Round 18: does the evidence call something unsettled (`(tentative)`, `pendiente`, `（待定）`)? A keyed value in
    it may be the one not settled yet, as in a hedged evidence."""
    return any(t in _TENTATIVE for t in ev.all_words.split()) or any(
        w in ev.all_words.replace(" ", "") for w in _CJK_TENTATIVE
    )


def unasserted(ev: _Evidence) -> bool:
    """Is a keyed value in this evidence framed in time or hedged, so that no key makes it the slot's value?"""
    return framed(ev) or hedged(ev) or tentative(ev)


_REQUEST_OPENERS: Final = tuple(
    sorted({tuple(tokenize(normalize(w))) for w in KEYED_REQUEST_OPENERS}, key=len, reverse=True)
)
# (round 28: a universal determiner says every one too: `All invoices should go to …`, `所有发票`)
_FREE_DETERMINERS: Final = _single((*KEYED_FREE_CHOICE_DETERMINERS, *KEYED_UNIVERSAL_DETERMINERS))
_CJK_FREE_DETERMINERS: Final = tuple(
    w for w in (*KEYED_FREE_CHOICE_DETERMINERS, *KEYED_UNIVERSAL_DETERMINERS) if _cjk(w)
)


def request_opener(tokens: list[str]) -> int:
    """Round 20: how many tokens of a request put as a question (`could you please`, `me podrías`, `能不能麻烦`:
    `lexicon.KEYED_REQUEST_OPENERS`) the clause's tokens open with, words following it; 0 if none. Such a clause asks
    for its act as an imperative does (`Could you please send the invoices to ap@…` is `send the invoices to ap@…`)."""
    for opener in _REQUEST_OPENERS:
        if len(tokens) > len(opener) and tuple(tokens[: len(opener)]) == opener:
            return len(opener)
    return 0


def without_request(units: list[_Unit]) -> list[_Unit]:
    """Round 20: the clause's units without the request opener they begin with, when whole units make it up."""
    n = request_opener([t for _, toks in units[:8] for t in toks])
    seen = 0
    for k, (_, toks) in enumerate(units):
        if not n or seen >= n:
            break
        seen += len(toks)
        if seen == n:
            return units[k + 1 :]
    return units


def free_choice_determiners(units: list[_Unit], words: KeyWords) -> list[_Unit]:
    """Round 20: a free-choice determiner right before a word the key names (`Any invoices should go to …` for
    `…/billing_email`, `Cualquier factura, …`, `任何发票`) says every thing of the key's kind: it restricts nothing the
    key does not carry, and is left out as a safe word. Before any other word it stays a scope word (`any weekday`)."""
    out = list(units)
    for k in range(len(units) - 1):
        toks, after = units[k][1], units[k + 1][1]
        if len(toks) == 1 and toks[0] in _FREE_DETERMINERS and all(words.names(t) for t in after):
            out[k] = (_SKIP, toks)
    chars = "".join(toks[0] if len(toks) == 1 and _cjk(toks[0]) else "\0" for _, toks in units)
    for det in _CJK_FREE_DETERMINERS:  # (a Chinese one, over units of one character: `任何发票都…`)
        at = chars.find(det)
        while at >= 0:
            rest = chars[at + len(det) :]
            noun = max((len(w) for w in words.named if _cjk(w) and len(w) > 1 and rest.startswith(w)), default=0)
            if noun:
                end = at + len(det) + noun
                both = end + 1 if chars[end : end + 1] == "都" else end  # (`任何…都`: the pair says every one)
                for k in (*range(at, at + len(det)), *range(end, both)):
                    out[k] = (_SKIP, units[k][1])
            at = chars.find(det, at + 1)
    return out


def request_question(text: str) -> bool:
    """Round 20: is this sentence, though a question, a request (`Could you please send the invoices to …?`)? A value
    may come from it as from the imperative it asks for."""
    return request_opener(tokenize(text)) > 0


def keyed(ev: _Evidence, vtoks: list[str], words: KeyWords, *, name: bool = False) -> bool:
    """DESIGN §4 (amended, key-aware values): is the value supported once the key's words may be left out?
    `name`: the value is written as a name (`is_name`), which may be in apposition to a possessed noun."""
    if unasserted(ev) or english_son(ev, words):
        return False
    if name and (ended_after(ev, vtoks) or called_to(ev, vtoks) or suffixed(ev, vtoks)):
        return False
    if words.first_person and not words.group and not any(ch.isdigit() or ch == ID_MARK for t in vtoks for ch in t):
        # (round 18: the speaker's group holds what the speaker has: `我们班主任叫褚慧敏`, `Our landlord is Gerald`;
        # not an identifier or number, which may be the group's own: `Our email is team@…`)
        words = replace(words, group=True)
    needed = set(vtoks)
    # (round 18: a value with digits, an address or a number, renames no possessed noun before it as a name does:
    # `寄到我妈家，西湖区文三路88号` is the mother's home's address)
    label = any(_after_colon(text, vtoks[0]) for text in ev.texts) or any(ch.isdigit() for t in vtoks for ch in t)
    heads = frozenset().union(*(label_heads(text) for text in ev.texts))
    for groups, gi in value_groups(ev, vtoks[0]):
        g = groups[gi]
        sentence = sentence_tokens(ev, groups)
        units: list[_Unit] = []
        vocab: set[str] = set()
        # A value may run over a comma of its own ("Thursday, June 12", "221 Baker Street, London"): the
        # groups it spans are read as one, and every word of them it does not keep must be allowed.
        for g2 in groups[gi : gi + _SPAN]:
            own = _units(g2[_BLOCKS])
            own = free_choice_determiners(without_request(own) if g2 is groups[0] else own, words)
            own = slot_frames(own, words, sentence)  # (round 28: `should go to`, `put … as`, `always the same`)
            units += _role(_glossed(_cover(_states(own, needed), words), words))
            vocab.update(g2[_VOCAB])
            end = _name_end(units, vtoks, words) if name and g2 is g else 0
            if (
                end
                and _embeds(units[:end], vtoks, words.allows)
                and (
                    _opens_clause(g)
                    or _before_is_free(groups, gi, words, label=label, heads=heads, sentence=sentence, vtoks=vtoks)
                )
            ):
                return True
            if needed.issubset(vocab) and _embeds(units, vtoks, words.allows):
                if _opens_clause(g) or _before_is_free(
                    groups, gi, words, label=label, heads=heads, sentence=sentence, vtoks=vtoks
                ):
                    return True
                break
    return False


def sentence_tokens(ev: _Evidence, groups: tuple[_Group, ...]) -> list[str]:
    """Round 28: the tokens of the evidence's sentence whose clause groups these are, articles kept (`_groups` is
    memoized: the same groups for the same sentence); the groups' own words if none is."""
    for text, sentence_words in zip(ev.texts, ev.words, strict=True):
        if _groups(text, False) is groups:
            return sentence_words.split()
    return [t for g in groups for b in g[_BLOCKS] for t in b[1]]


def _after_colon(text: str, first: str) -> bool:
    """Does the value's first token follow a colon in this sentence (a `Label: value` line)?"""
    at = text.find(first)
    while at >= 0:
        if text[:at].rstrip().endswith((":", "：")):
            return True
        at = text.find(first, at + 1)
    return False


_ON_RECORD: Final = _single(KEYED_ON_RECORD)


def _on_record(units: list[_Unit], words: KeyWords) -> list[_Unit]:
    """Round 20: a label's units with its words of record (`known`, `on file`, `conocidas`, `史`:
    `lexicon.KEYED_ON_RECORD`) left out, when a word of it the key names is beside them (`Known allergies:` for
    `patient/allergies`, `过敏史：` for `患者/过敏原`): the label then says the values are what the record of the key's
    slot holds."""
    flat = [t for _, toks in units for t in toks]
    text = "".join(t for t in flat if _cjk(t))
    named = any(words.names(t) for t in flat if not _cjk(t)) or any(w in text for w in words.named if _cjk(w))
    if not named:
        return units
    out = list(units)
    for k, (_, toks) in enumerate(units):
        if all(t in _ON_RECORD for t in toks):
            out[k] = (_SKIP, toks)
    return out


def _before_is_free(
    groups: tuple[_Group, ...],
    gi: int,
    words: KeyWords,
    *,
    label: bool = False,
    heads: frozenset[tuple[str, ...]] = frozenset(),
    sentence: list[str] | None = None,
    vtoks: list[str] | None = None,
) -> bool:
    """The groups before the value's in its sentence, back to one that opens a clause of its own: each an
    aside, or saying nothing the key does not name. After a label (`label`), the value renames no noun of it: a
    label says which slot the value fills (round 17: `My brother: Omar` gives no `eneko/landlord`)."""
    for h in range(gi - 1, -1, -1):
        g = groups[h]
        # (round 41, blind batch 69: a label's kind noun before `de` and a word of the key's relation, `Número de
        # expediente:`; red-team round 26: not beside a word of its subject, `Número de permiso:` for `…/permiso/…`)
        units = _kind_of_relation(_cover(free_choice_determiners(_units(g[_BLOCKS]), words), words), words)
        units = slot_frames(units, words, sentence or [])
        if h == 0:
            units = without_request(units)  # (round 20: `Could you please send …`, `能不能麻烦把…`)
        if tuple(t for _, toks, *_ in g[_BLOCKS] for t in toks) in heads:
            units = _on_record(units, words)  # (round 20: `Known allergies: latex, shellfish, …`)
        if h == gi - 1 and not groups[gi][_ASIDE] and not label:
            # (the value may rename the possessed noun this group ends with; its owner too where the value is its
            # whole group: `…, Pablo Ruiz dice` gives the reporter, red-team round 5)
            whole = vtoks is not None and _whole_groups(groups, gi, vtoks)
            units = _renamed_head(units, whole=whole)
        if not g[_ASIDE] and not _free_of_claims(units, words.allows):
            return False
        if _opens_clause(g):
            return True
    return True
