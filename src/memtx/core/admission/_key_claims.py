"""Admission's key-side checks: what a proposal's key claims that its evidence does not hold (DESIGN §4).

Responsible for: telling whether a proposal's key claims more than its evidence — a word of its relation that
narrows a slot noun there (`boss_email`, `work_phone`, `old_email`, `correo_trabajo`, `妈妈邮箱`, `公司邮箱`:
whose, when or which; `lexicon.KEY_NARROWING` and the persons of `TYPED_OTHER_PERSON`) and that the evidence does
not hold. The claim is the key and the value together (DESIGN §4, amended), so "My email is x@y.com" supports
`x@y.com` for `gareth/email` but not for `gareth/boss_email`; the evidence side of the same rule (a modifier of the
keyed noun the key does not carry, `my work number` for `…/phone`) is `_typed`'s and `_keyed`'s. And whether a bare
answer (the evidence is the value) answers a question about another person than the key's (`answers_anothers`:
`Agent: What's your wife's email? / Gareth: x@y.com` for `gareth/email`). Round 38: whether the key says paid and the
value's label owed (`other_payment`), whether what follows the value gives the thing to another or undoes it
(`disowned_after`), whether an amount stands under a key that names another slot (`money_for_another_slot`). The value
only says which sentences of the evidence (and which question) to read. Must not: judge the value, or narrow a
relation whose narrowing word is itself the slot (`alba/trabajo`, `小梅/公司`: a relation of one word, or one with no
slot noun, `reparacion/trabajo_hecho`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Final

from memtx.core.admission._keywords import CONTACT_HEADS, _cjk, _single, _stem, key_words, romanized
from memtx.core.admission._sentences import _evidence, value_tokens
from memtx.core.admission._speech import _FIRST_PERSON as _FIRST_SINGULAR
from memtx.core.admission._typed_phrases import _AMOUNT, phrase_type
from memtx.core.admission._typed_slots import _ALL_SLOTS, _CJK_NOUNS, _KIND, fits
from memtx.core.admission._zh_conjuncts import zh_words
from memtx.core.keys import KeyParts
from memtx.core.lexicon import (
    INVALID_STATUS,
    INVALID_STATUS_VERBS_ZH,
    KEY_NARROWING,
    KEY_NARROWING_GROUPS,
    KEY_NARROWING_HELD,
    KEY_NARROWING_SLOTS,
    KEY_PERSONS,
    KEYED_AMOUNT_WORDS,
    KEYED_UNDONE,
    TYPED_OTHER_PERSON,
    TYPED_OWED,
    TYPED_PAID,
    TYPED_SLOTS,
)
from memtx.core.text import normalize, tokenize

_PRONOUNS: Final = _single(
    ("he", "she", "they", "him", "them", "his", "her", "hers", "their", "theirs", "its"),
) | _single(("él", "ella", "ellos", "ellas", "le", "les", "suyo", "suya", "他", "她", "它", "他们", "她们"))
_NARROWING: Final = (
    _single(KEY_NARROWING)
    | _single(KEY_PERSONS)
    | frozenset(w for w in _single(TYPED_OTHER_PERSON) if w not in _PRONOUNS)
)
_PEOPLE: Final = frozenset(
    w for w in (*_single(KEY_PERSONS), *_single(TYPED_OTHER_PERSON)) if w not in _PRONOUNS and not _cjk(w)
)
_CJK_PEOPLE: Final = tuple(w for w in (*_single(KEY_PERSONS), *_single(TYPED_OTHER_PERSON)) if _cjk(w) and len(w) > 1)
_HELD: Final = {word: frozenset(held) for word, held in KEY_NARROWING_HELD.items()}
_HELD_CJK: Final = frozenset(w for words in _HELD.values() for w in words if _cjk(w))
# Slot words that are a kind of another slot's noun (red-team round 12: a tracking number is one kind of number;
# `订单号：SF…` is an order number, though `order_6621/tracking_number` names `订单` and `号`): held as narrowing words.
_NUMBER_KINDS: Final = frozenset({"tracking", "seguimiento"})
_LATIN: Final = frozenset(w for w in _NARROWING if not _cjk(w)) | frozenset(_HELD)
_CJK_WORDS: Final = tuple(w for w in _NARROWING if _cjk(w))
_SLOTS: Final = _ALL_SLOTS | _KIND | _single(KEY_NARROWING_SLOTS)
_CJK_SLOTS: Final = (*_CJK_NOUNS, *(w for w in _single(KEY_NARROWING_SLOTS) if _cjk(w)))


def narrowed_beyond(
    parts: KeyParts, value: str, evidence: str, source: str = "", speaker: str | None = None
) -> str | None:
    """The word of `parts`' relation that narrows its slot noun and that the sentences of `evidence` holding the value
    do not hold (red-team round 7: `Ask my boss. My email is x@y.com` is no `boss_email`) — with the question a bare
    answer answers (`_question`) —, or None."""
    tokens = [*_value_sentences(value, evidence), *_question(value, evidence, source)]
    held = {*tokens, *(_stem(t) for t in tokens)}
    # (an identifier's own words hold a desk's slot: `info@acme.com` for `acme/info_email`, `bookings@…`)
    held |= {part for t in tokens if "@" in t for part in re.split(r"[^\w]+", t.split("@")[0]) if part}
    text = "".join(t for t in tokens if _cjk(t))
    if text:
        held |= {w for w in _HELD_CJK if w in text}  # (`运单号` holds `运单`)
    # (round 37: a group's or a desk's slot is never the evidence's first person singular's: `Contact me at …`)
    mine = not _FIRST_SINGULAR.isdisjoint(tokens) or _ZH_FIRST_SINGULAR.search(text) is not None
    latin = [_owner(t) for t in parts.relation if not _cjk(t)]
    if any(t in _SLOTS for t in latin):
        for t in latin:
            narrows = ((t in _LATIN or _stem(t) in _LATIN) and t not in _SLOTS) or t in _NUMBER_KINDS
            said = t in held or _stem(t) in held or not _HELD.get(t, frozenset()).isdisjoint(held)
            if narrows and (not said or (mine and t in _GROUPS and t not in held)):
                return t
    run = "".join(t for t in parts.relation if _cjk(t))
    if run and any(n in run for n in _CJK_SLOTS):
        for word in _CJK_WORDS:
            if word in run and word != run and not any(word in n for n in _CJK_SLOTS if n in run):
                said = word in text or any(w in text for w in _HELD.get(word, ()))
                if not said or (mine and word in _GROUPS and word not in text):
                    return word
        head, modifier = _cjk_modifier(parts, run, speaker)
        if modifier and not _modifier_said(parts, head, modifier, tokens, text):
            return modifier
    return None


# Round 41: a Chinese compound's head is its last word and the words before it narrow it — `预约电话` is the line for
# bookings, so `投诉请拨打 …` gives no `…/预约电话`. For a contact's head (`_keywords.CONTACT_HEADS`), the sentence must
# say each word of the modifier (jieba's words), whole or by one of its characters (`订位` says `预订`, `官网` `官方`,
# `固话` `固定`: red-team round 25), or by a word the key's own lists give for it (`发票` for `账单邮箱`), or its pinyin
# in an address (`fapiao@…` for `发票邮箱`). A modifier that is a contact word itself (`电话号码`), a generic one
# (`联系电话`), a word of the key's subject (`知音琴行/琴行电话`) or the speaker's name (`小刘手机` for 小刘) says
# nothing the evidence must.
_GENERIC_MODIFIERS: Final = frozenset({"联系", "联络"})


def _cjk_modifier(parts: KeyParts, run: str, speaker: str | None) -> tuple[str, str]:
    """The contact head a Chinese relation ends in and the words before it (`("电话", "预约")`; empty when none, or
    when the words before it say nothing the evidence must)."""
    head = next((run[i:] for i in range(len(run)) if run[i:] in CONTACT_HEADS), "")
    modifier = run[: len(run) - len(head)].replace("的", "") if head else ""
    name = "".join(t for t in tokenize(normalize(speaker)) if _cjk(t)) if speaker else ""
    subject = "".join(t for t in parts.subject if _cjk(t))
    plain = (
        modifier in _GENERIC_MODIFIERS
        or any(modifier in h or h in modifier for h in CONTACT_HEADS)
        or (bool(modifier) and modifier in subject)
        or (bool(name) and name in modifier)
    )
    return head, "" if plain else modifier


def _modifier_said(parts: KeyParts, head: str, modifier: str, tokens: list[str], text: str) -> bool:
    """Does the value's sentence say the modifier of its key's contact head?"""
    if all(any(ch in text for ch in word) for word in zh_words(modifier)):
        return True
    own = {modifier[i:j] for i in range(len(modifier)) for j in range(i + 1, len(modifier) + 1)}
    head_words = key_words(replace(parts, relation=tuple(head)), None).named
    synonyms = {w for w in key_words(parts, None).named if _cjk(w) and len(w) > 1} - own - head_words
    if any(w in text for w in (*_HELD.get(modifier, ()), *synonyms)):
        return True
    return any(r in t for t in tokens if not _cjk(t) for r in romanized(tuple(modifier)))


_GROUPS: Final = _single(KEY_NARROWING_GROUPS)
_ZH_FIRST_SINGULAR: Final = re.compile(r"我(?!们)")


def _value_sentences(value: str, evidence: str) -> list[str]:
    """The tokens of the evidence's sentences (as admission cuts them: `No.` ends none) that hold one of the value's
    tokens, all of them if none does."""
    vtoks = set(value_tokens(value))
    sentences = [words.split() for words in _evidence(evidence).words]
    kept: list[str] = []
    for k, toks in enumerate(sentences):
        if vtoks & set(toks):
            # (a sentence that is the value alone was cut from its label: `Registered in England No. 09817364`)
            kept += [*(sentences[k - 1] if k and set(toks) <= vtoks else ()), *toks]
    return kept or [t for toks in sentences for t in toks]


def _owner(tok: str) -> str:
    """A key's possessive or glued plural owner read as the person (`wife's_email`, `wifes_phone`: `wife`)."""
    for end in ("'s", "s"):
        base = tok[: -len(end)]
        if tok.endswith(end) and len(base) > 2 and base in _LATIN and tok not in _LATIN and tok not in _SLOTS:
            return base
    return tok


# (red-team round 7: `Agent: What's your wife's email? / Gareth: x@y.com` for `gareth/email` — a bare answer says whose
# only through its question)
_ANSWER_WORDS: Final = _single(("it", "it's", "its", "is", "es", "sure", "yes", "si", "sí", "claro", "是", "好", "嗯"))
_LABEL_TOKENS: Final = 4  # at most this many tokens between the question and the answer (a turn's label: `Gareth:`)
_QUESTION_MARKS: Final = ("?", "？")
_SENTENCE_ENDS: Final = (".", "!", "\n", "。", "！", "?", "？", "¿")


def answers_anothers(parts: KeyParts, value: str, evidence: str, source: str) -> str | None:
    """A person of the question right before a bare answer (`_question`) that the key does not hold — the answer is
    that person's (`What's your wife's email?`) —, or None."""
    question = _question(value, evidence, source)
    key = {*parts.subject, *parts.relation, *(_stem(t) for t in (*parts.subject, *parts.relation))}
    for tok in question:
        person = tok in _PEOPLE or _stem(tok) in _PEOPLE or _owner(tok) in _PEOPLE
        if person and tok not in key and _stem(tok) not in key and _owner(tok) not in key:
            return tok
    run = "".join(t for t in question if _cjk(t))
    key_run = "".join(t for t in (*parts.subject, *parts.relation) if _cjk(t))
    return next((w for w in _CJK_PEOPLE if w in run and w not in key_run), None)


def _question(value: str, evidence: str, source: str) -> list[str]:
    """The tokens of the question right before the evidence in `source` when the evidence is a bare answer (the value,
    with at most `It's`) and only a turn's label stands between them; empty otherwise."""
    if not source or not set(value_tokens(evidence)) - set(value_tokens(value)) <= _ANSWER_WORDS:
        return []
    text, needle = normalize(source), normalize(evidence)
    at = text.rfind(needle)
    q_end = max(text.rfind(mark, 0, max(at, 0)) for mark in _QUESTION_MARKS)
    if at < 0 or q_end < 0 or len(tokenize(text[q_end + 1 : at])) > _LABEL_TOKENS:
        return []
    q_start = max(text.rfind(end, 0, q_end) for end in _SENTENCE_ENDS) + 1
    return tokenize(text[q_start:q_end])


# Red-team round 11: words right after a keyed value that say it is no longer the slot's (`面试时间：3月14日（旧）`,
# `服务台电话从0571-87045119改了`, `… (old)`, `… (antiguo)`).
_AFTER_VOID: Final = (
    *("旧", "改了", "改成", "改为", "作废"),
    *("old", "former", "previous", "antiguo", "antigua", "anterior"),
)
_AFTER: Final = 8  # characters read after the value


def void_after(value: str, evidence: str) -> str | None:
    """The word of `_AFTER_VOID` in the few characters right after the value's last place in the evidence, up to a
    comma or a sentence's end (`…13812345678，旧号已停用` says the other number is the old one), or None."""
    at = evidence.lower().rfind(value.lower())
    if at < 0:
        return None
    after = re.split(r"[,，。.;；!！?？]", evidence[at + len(value) : at + len(value) + _AFTER].lower())[0]
    return next((word for word in _AFTER_VOID if word in after and (_cjk(word) or _word_in(word, after))), None)


def _word_in(word: str, text: str) -> bool:
    return any(tok == word for tok in "".join(ch if ch.isalpha() else " " for ch in text).split())


_PAYMENT_STATES: Final = (("paid", _single(TYPED_PAID)), ("owed", _single(TYPED_OWED)))
# (what a key says an amount is, besides the typed amount slots: paid, owed, spent, a refund, a deposit, a fine …)
_AMOUNT_WORDS: Final = _single(TYPED_PAID) | _single(TYPED_OWED) | _single(KEYED_AMOUNT_WORDS)


def _payment_states(words: tuple[str, ...], text: str) -> frozenset[str]:
    """Which of paid and owed these words say (a Chinese word: this text holds it)."""
    return frozenset(
        state for state, vocab in _PAYMENT_STATES if any(w in text if _cjk(w) else w in words for w in vocab)
    )


def other_payment(parts: KeyParts, value: str, evidence: str) -> str | None:
    """Round 38 (`Amount due: ¥120.00` for `…/amount_paid`, `Due date: …` for `…/paid_date`): the state, paid or owed,
    that the key claims and the words before the value in its sentence (its label, its subject) contradict by saying
    the other; None when the key says neither. (Red-team round 21: what the sentence says after the value, or another
    sentence, is not the value's: `Amount due: £50. Amount paid: £40` gives `£40`.)"""
    relation = tuple(normalize(t) for t in parts.relation)
    keyed = _payment_states(relation, "".join(relation))
    if not keyed:
        return None
    vtoks = value_tokens(value)
    for words in _evidence(evidence).words:
        toks = words.split()
        at = next((i for i in range(len(toks)) if tuple(toks[i : i + len(vtoks)]) == vtoks), -1)
        if at >= 0:
            before = tuple(toks[:at])
            if _payment_states(before, "".join(before)) - keyed:
                return next(iter(sorted(keyed)))
    return None


_UNDONE: Final = frozenset(
    (*KEYED_UNDONE, *(w for words in INVALID_STATUS.values() for w in words), *INVALID_STATUS_VERBS_ZH)
)
_UNDONE_LATIN: Final = tuple(tuple(tokenize(normalize(w))) for w in _UNDONE if not _cjk(w))
_UNDONE_CJK: Final = tuple(w for w in _UNDONE if _cjk(w))
_CJK_KIN: Final = tuple(w for w in _single(TYPED_OTHER_PERSON) if _cjk(w) and len(w) == 1 and w not in _PRONOUNS)
_ZH_OWNERS: Final = ("我", "我的", "你", "你的", "他", "他的", "她", "她的")
_POSSESSORS: Final = _single(("my", "his", "her", "their", "your", "our", "mi", "mis", "su", "sus", "tu", "tus"))


# (a status after the value about another one of its kind, `— the old one is disconnected`, `el antiguo está dado de
# baja`, `旧号已停用`: `void_after` and the status rules read those). Red-team round 22: only a clause whose subject is
# that other one — a determiner and the marker (`the old one`, `el antiguo`) or a Chinese marker before a noun
# (`旧号`, `原来的车`) — and only that clause; `Ya lo vendí a otro`, `原来这辆车已经卖了` are about this one.
_ANOTHER_ONE: Final = re.compile(
    r"\b(?:the|my|our|el|la|mi|nuestro|nuestra)\s+(?:old|former|previous|other|antiguo|antigua|anterior|otro|otra)\b"
    r"(?!\s+(?:day|week|month|d[ií]a|semana|mes)\b)"  # (`el otro día`, `the other day`: a time, no other one)
)
_ZH_ANOTHER_ONE: Final = re.compile(r"旧[号车卡手机电话邮箱账]|(?:原来|以前|之前)的|另一")
_CLAUSES: Final = re.compile(r"[,，;；.。!！?？\n]+")
# (a person named after the value: `es el coche de Luis`, `小王的`, `老公的`; a possessive's are read below)
_LATIN_NAMED: Final = re.compile(
    r"\b(?i:es|is|son|are|era|was|were|eran)\b.*?\b(?i:de|of|del)\s+([A-ZÁÉÍÓÚÑ][a-záéíóúñ]+)\b"
)  # (whose it is: `Es el coche de Luis`, `It's the car of Tom`; not where it goes: `llega a Bilbao`)
_ZH_NAMED: Final = re.compile(r"(?:[小老阿][\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3}(?:先生|女士|小姐|师傅))的")


def disowned_after(value: str, evidence: str, parts: KeyParts | None = None) -> str | None:
    """Round 38 (red-team rounds 21 and 22): a word after the keyed value's last place in its evidence — the rest of
    its sentence and the sentences after it, clause by clause — that names another person (`Es el coche de mi
    hermano`, `Es el coche de Luis`, `给我女儿坐`, `这是小王的车`, `车是老公的`, `It's my brother's car`; a person
    alone is no owner: `做产品经理`, `发给客户`) or says the value was given away, wrong or undone (`这辆车已经卖了`,
    `卡已注销`, `Ya lo vendí`, `车被偷了`), unless that clause is about another one of its kind; None if none."""
    at = evidence.casefold().rfind(value.casefold())
    if at < 0:
        return None
    rest = evidence[at + len(value) :]
    if not rest.strip(" .。,，;；!！"):
        return None
    keyed = set() if parts is None else {*parts.subject, *parts.relation, *(_stem(t) for t in parts.relation)}
    for clause in _CLAUSES.split(rest):
        found = _disowning(clause, keyed)
        if found is not None:
            return found
    return None


def _disowning(clause: str, keyed: set[str]) -> str | None:
    """`disowned_after` of one clause."""
    lowered = clause.casefold()
    if _ANOTHER_ONE.search(lowered) or _ZH_ANOTHER_ONE.search(clause):
        return None
    toks = tuple(tokenize(normalize(clause)))
    for k, tok in enumerate(toks):  # (another's: `my brother's`, `mi hermano`, `de mi madre`)
        owned = k > 0 and toks[k - 1] in _POSSESSORS
        person = (tok.endswith("'s") and tok[:-2] in _PEOPLE) or (owned and tok in _PEOPLE)
        if person and tok not in keyed and _stem(tok) not in keyed:  # (`como mi médica` for `…/médica_cabecera`)
            return tok
    named = _LATIN_NAMED.search(clause)
    if named is not None and normalize(named.group(1)) not in keyed:
        return named.group(1)
    for phrase in _UNDONE_LATIN:
        n = len(phrase)
        if any(toks[i : i + n] == phrase for i in range(len(toks) - n + 1)):
            return " ".join(phrase)
    text = "".join(clause.split())
    kin = next((o + k for o in _ZH_OWNERS for k in (*_CJK_KIN, *_CJK_PEOPLE) if o + k in text), None)
    person_of = next((w + "的" for w in _CJK_PEOPLE if w + "的" in text), None)
    zh_named = _ZH_NAMED.search(text)
    return (
        kin
        or person_of
        or (zh_named.group() if zh_named else None)
        or next((w for w in _UNDONE_CJK if w in text), None)
    )


_NON_AMOUNT_SLOTS: Final = (
    frozenset(w for kind, words in TYPED_SLOTS.items() if kind != "amount" for w in _single(words) if not _cjk(w))
    | frozenset(w for w in _single(KEY_NARROWING_SLOTS) if not _cjk(w))
) - {"number", "no", "nr"}


def money_for_another_slot(parts: KeyParts, value: str) -> bool:
    """Red-team round 22 (`Matrícula: 450 €` for `user/car/plate`, where `matrícula` is also an enrolment fee): is the
    value an amount of money whose key's relation names no amount slot (a price, a fee, a total, a cost …)?"""
    relation = tuple(normalize(t) for t in parts.relation)
    other_slot = any(t in _NON_AMOUNT_SLOTS for t in relation)  # (the key names what it is: a plate, a seat, a code …)
    if not other_slot or fits(_AMOUNT, relation) or _AMOUNT_WORDS & set(relation):
        return False
    return phrase_type(list(value_tokens(value))) == _AMOUNT
