"""Admission's typed-value rule: a keyed e-mail, URL, phone number or code read by exclusion (DESIGN §4, amended).

Responsible for: deciding, for a value that the plain guard and the key-aware rule (`_keyed`) refuse, whether it is
a typed atomic value whose type fits its key's slot (`_typed_slots`) and whose clause says nothing that restricts or
re-attributes it. Such a value's type names the relation (an e-mail under `…/email` is the e-mail whatever verb
introduces it), so the clause's other words may be anything except: a guard marker (negation, scope, condition,
number, hedge) the key does not name, the past or a past slot (`was`, `old`, `era`, `以前`), a time or place frame
(`during`, `weekend`, `por las tardes`, `办公`), a modifier of the keyed noun (`my work number`, `the guest wifi
password`, `mi número del trabajo`, `我的家庭住址`), an owner other than the key's subject (another person's
possessive, name or kinship/role noun, `his`, `your` when the key's subject is the speaker, the first person when it
is not), or a second value of the same type. This module reads the clause's words one by one; its Chinese text is
read as runs by `_typed_cjk`. Must not: apply to any other value (names and noun phrases keep `_keyed`'s whitelist),
or to a question.

"You can email me at priya@x.io anytime" supports `priya@x.io` for `priya/email` (speaker Priya); "You can email my
assistant at priya@x.io" does not (`my assistant`), nor "Ping me at +44 7700 900123 after 6 pm" (a condition).
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

from memtx.core.admission._addressees import ADDRESSEE, addressed
from memtx.core.admission._clauses import _BLOCKS, _VOCAB, ARTICLES, _Group
from memtx.core.admission._coordination import en_finite, es_verb
from memtx.core.admission._keyed import (
    _FORBID,
    _FREE_DETERMINERS,
    _MARK,
    _SPEAKER_OWNERS,
    _cover,
    _opens_clause,
    _Unit,
    _units,
    english_son,
    free_choice_determiners,
    owns_subject,
    sentence_tokens,
    unasserted,
    value_groups,
    without_request,
)
from memtx.core.admission._keywords import (
    _FIRST_PERSON,
    _GROUP,
    _OTHER_SLOT,
    _PAST,
    _PAST_SLOTS,
    _SAFE,
    KeyWords,
    _cjk,
    _single,
    _stem,
)
from memtx.core.admission._lemmas import en_inflections, en_lemmas, es_lemma
from memtx.core.admission._sentences import _Evidence
from memtx.core.admission._slot_frames import slot_frames
from memtx.core.admission._speech import imperative_me
from memtx.core.admission._typed_cjk import _cjk_blocked, _cjk_slot
from memtx.core.admission._typed_phrases import (
    _AMOUNT,
    _DATE,
    _PAYERS,
    _TRANSACTION,
    _exempt,
    _total,
    _whole_amount,
    moved_from,
    other_moment,
    phrase_type,
    told_on,
)
from memtx.core.admission._typed_slots import (
    _ALL_SLOTS,
    _CJK_NOUNS,
    _CODE,
    _EMAIL,
    _FRAMES,
    _KIND,
    _MODIFIERS,
    _NUMBER,
    _PERSONS,
    _PHONE,
    _SLOTS,
    _URL,
    _compound,
    _letter_label,
    _other_slot,
    _same,
    _unlabelled,
    fits,
    value_type,
)
from memtx.core.keys import KeyParts
from memtx.core.lexicon import (
    ARTICLE_NUMBERS,
    EN_PAST,
    TYPED_FRAME_PREPOSITIONS,
    TYPED_FREE_CHOICE,
    TYPED_PREFERRED,
    TYPED_PRICE_VERBS,
)
from memtx.core.text import ID_MARK, content_tokens, normalize, tokenize, unprotect

_OWN: Final = _single(("my", "mi", "mis", "我", "our", "nuestro", "nuestra", "nuestros", "nuestras"))
_DETERMINERS: Final = _OWN | ADDRESSEE | _single(("the", "el", "la", "los", "las", "a", "an", "un", "una"))
_OF: Final = _single(("of", "de", "del"))
_COPULAS: Final = _single(("is", "are", "was", "es", "son", "era", "está", "están", "是"))
_LINKS: Final = _COPULAS | _single(("costs", "cost", "cuesta", "cuestan", "vale", "valen"))
_PREPOSITIONS: Final = _single(TYPED_FRAME_PREPOSITIONS)
_LOOSE_ARTICLES: Final = frozenset(ARTICLE_NUMBERS) | {"一个"}
_LOOK: Final = _MODIFIERS + 6  # how far past a word its phrase is read (bounded: the reading stays linear)
_ES_PAST: Final = (
    "aba",
    "abas",
    "aban",
    "abamos",
    "abais",
    "ia",
    "ias",
    "ian",
    "iamos",
    "iais",
    "aron",
    "ieron",
    "aste",
    "iste",
    "asteis",
    "isteis",
)
# (a participle after these is a state, not the past: `I'm getting married`, `está cerrado`)
_STATE: Final = _single(("am", "is", "are", "be", "being", "get", "gets", "getting", "estoy", "está", "están", "es"))
# (round 38, blind batch 56: `Named driver: Ellie Whitaker, licence no. …` — after a label's colon a capital opens
# the field, yet one before another capital is a name's first word)
_LABELLED_NAME: Final = re.compile(r"[:;]\s+([A-ZÁÉÍÓÚÑ][a-záéíóúñ'’-]+)(?=\s+([A-ZÁÉÍÓÚÑ][a-záéíóúñ'’-]+))")
_CAPITAL: Final = re.compile(r"(?<![.!?¿¡:;]\s)(?<!^)(?<=\s)([A-ZÁÉÍÓÚÑ][\w'’-]*)")


def typed(
    ev: _Evidence, vtoks: list[str], *, evidence: str, parts: KeyParts, words: KeyWords, speaker: str | None
) -> bool:
    """DESIGN §4 (amended, typed values): is the one-token typed value supported, its clause read by exclusion?"""
    kind = value_type(vtoks[0]) if len(vtoks) == 1 else None
    kind = kind or phrase_type(vtoks)
    if kind is None or not fits(kind, parts.relation):
        return False
    if kind in _IDENTIFIERS and _inside_longer(unprotect(vtoks[0]), evidence):
        return False  # (nineteenth session: `72845193` of `72845193K`: a piece of an identifier the tokenizer split)
    names = _names(evidence, parts, speaker)
    if unasserted(ev):
        return False  # (`For now, my number is …`: a temporary value; `…, I think`: a hedged one)
    if english_son(ev, words):
        return False  # (round 13: `The number for my son is …`, a false accept of main: `son` is the noun here too)
    before = ev.all_words[: max(0, ev.all_words.find(f" {vtoks[0]} "))].split()[-1:]
    if before and before[0] in _FRAMES:
        return False  # (`unos 20 euros`, `about $12`: an article-like approximator the clause's units drop)
    if before and _letter_label(before[0], kind, words, parts.relation):
        return False  # (round 20: `F 617.555.0119`: a one-letter label of another slot, the fax line)
    if _unlabelled(evidence, vtoks[0], kind, words, parts.relation):
        return False  # (round 14: `Shipping: $12.00` for `order/total`: a label names the value's slot)
    done: set[tuple[int, int, int]] = set()  # (a span read once: a second occurrence in it refuses anyway)
    opening = _opening_free_choice(evidence)
    numero = _NUMBER_SIGN.search(evidence) is not None
    for groups, gi in value_groups(ev, vtoks[0]):
        start = gi
        while start > 0 and not _opens_clause(groups[start]):
            start -= 1
        end = gi + 1
        while end < len(groups) and not _opens_clause(groups[end]):
            end += 1
        while kind == _DATE and end < len(groups) and end - gi < len(vtoks) and not _holds(groups, gi, end, vtoks):
            end += 1  # (round 23: a range of dates runs on past its `and`/`y`: `between Tuesday 9 and Thursday 11`)
        if (id(groups), start, end) in done:
            continue
        done.add((id(groups), start, end))
        # (a free-choice phrase ends its group: `Os dejo mi correo por si acaso: …`, `whenever, at …`; round 15)
        units = _free_choice(
            [u for h in range(start, end) for u in _free_choice(_cover(_units(groups[h][_BLOCKS]), words))]
        )
        if start == 0 and opening:
            units = _without_opening(units, opening)
        asked = False
        if start == 0:  # (round 20: a request put as a question, `Could you please send …`, `能不能麻烦把…`)
            stripped = without_request(units)
            asked, units = len(stripped) < len(units), stripped
        units = slot_frames(free_choice_determiners(units, words), words, sentence_tokens(ev, groups), drop=True)
        if numero:  # (round 18: `Nº de seguimiento:` — `nº` normalizes to `no`, a number sign, no negation)
            units = [(0, u[1]) if u[1] == ("no",) else u for u in units]
        if _excluded(
            units, vtoks, kind, words, names, anchor=speaker is not None, relation=parts.relation, asked=asked
        ):
            return True
    return False


# Nineteenth session: one-token identifiers (not a date or an amount, whose `19:00h`, `€45pp` run on into a unit) are
# taken whole. The tokenizer splits a run of digits from a letter after it (`72845193K`, a Spanish NIF), so a value
# that is the digits alone would read as the whole token; it is refused when every occurrence of it in the evidence
# runs on into a letter or digit of any script but Chinese (`Ｋ`, Cyrillic `К`, full-width `１`; red-team round 33).
_IDENTIFIERS: Final = frozenset({_CODE, _NUMBER, _PHONE, _EMAIL, _URL})


def _inside_longer(value: str, evidence: str) -> bool:
    """Does every occurrence of the one-token value in the evidence run on into more letters or digits (`72845193` in
    `72845193K`), so that it is a piece of a longer identifier (DESIGN §4, amended: a value takes an identifier whole)?
    False when the value is not found as written."""
    folded = unicodedata.normalize("NFKC", evidence)
    spans = [m.span() for m in re.finditer(re.escape(value), folded, re.IGNORECASE)]
    return bool(spans) and all(_word_char(folded[a - 1 : a]) or _word_char(folded[b : b + 1]) for a, b in spans)


def _word_char(ch: str) -> bool:
    return bool(ch) and ch.isalnum() and not _cjk(ch)


def _holds(groups: tuple[_Group, ...], start: int, end: int, vtoks: list[str]) -> bool:
    """Do these groups hold the value's last token?"""
    return any(vtoks[-1] in g[_VOCAB] for g in groups[start:end])


_FREE_CHOICE: Final = tuple(
    tuple(w) if _cjk(w) else tuple(tokenize(normalize(w))) for w in sorted(TYPED_FREE_CHOICE, key=len, reverse=True)
)


def _free_choice(units: list[_Unit]) -> list[_Unit]:
    """The clause without a free-choice time phrase (`whenever`, `cuando quieras`, `随时`: round 8), which says the
    value holds at every time: a Latin one where it ends the clause, a Chinese one anywhere (its characters are
    units of their own). Any other word after a Latin one keeps it (`whenever you're in town` is a condition)."""
    flat = [(k, t) for k, (_, toks) in enumerate(units) for t in toks]
    toks = [t for _, t in flat]
    for phrase in _FREE_CHOICE:
        n = len(phrase)
        for at in range(len(toks) - n + 1):
            if tuple(toks[at : at + n]) != phrase or (not _cjk(phrase[0]) and at + n != len(toks)):
                continue
            cut = {flat[i][0] for i in range(at, at + n)}
            if all(flat[i][0] in cut for i in range(len(flat)) if at <= i < at + n) and all(
                (k in cut) <= (all(at <= i < at + n for i, (j, _) in enumerate(flat) if j == k)) for k in cut
            ):
                return _free_choice([u for k, u in enumerate(units) if k not in cut])
    return units


_LATIN_FREE_CHOICE: Final = tuple(p for p in _FREE_CHOICE if not _cjk(p[0]))
_SENTENCE_STARTS: Final = re.compile(r"(?:^|[.!?¡¿]\s*)([^.!?¡¿,]+?)\s*,")


def _opening_free_choice(evidence: str) -> tuple[str, ...]:
    """Round 17: a Latin free-choice phrase that is a whole clause opening a sentence (`Para lo que sea, tírame un
    mensaje al …`, `Anytime, …`): it restricts nothing, as where it ends the clause (round 15). One followed by more
    words in its clause (`Just in case you get lost, …`) is a condition and is not returned."""
    for match in _SENTENCE_STARTS.finditer(normalize(evidence)):
        toks = tuple(tokenize(match.group(1)))
        if toks in _LATIN_FREE_CHOICE:
            return toks
    return ()


def _without_opening(units: list[_Unit], phrase: tuple[str, ...]) -> list[_Unit]:
    """The clause's units without the opening free-choice phrase, when whole units make it up."""
    seen: list[str] = []
    for k, (_, toks) in enumerate(units):
        seen += toks
        if tuple(seen) == phrase:
            return units[k + 1 :]
        if len(seen) >= len(phrase):
            break
    return units


def _names(evidence: str, parts: KeyParts, speaker: str | None) -> frozenset[str]:
    """The capitalized words of the evidence that do not open a sentence and are no name the key or the speaker
    has: another person or organization the value may belong to (`Catch Raj on …`)."""
    own = {*parts.subject, *(content_tokens(speaker) if speaker else ()), "i"}
    out: set[str] = set()
    # (round 38: a first name after a label's colon before the key's own surname is a namesake's: `Named driver: Ellie
    # Whitaker` for `…/james_whitaker/…`; red-team round 21: any other capitalized pair there is a company's or a
    # field's, `Vet: Riverside Vets`, `Mobile: Personal Number`)
    surname = _surname(parts.raw)
    namesakes = [m for m in _LABELLED_NAME.finditer(evidence) if surname and normalize(m.group(2)) == surname]
    for match in (*_CAPITAL.finditer(evidence), *namesakes):
        toks = tokenize(normalize(match.group(1)))
        base = toks[0][:-2] if toks and toks[0].endswith("'s") else toks[0] if toks else "i"
        if len(base) == 1 and evidence[match.end() : match.end() + 1] in (":", "："):
            continue  # (round 23: a one-letter label, `T: +1 …` on a signature's line, is no one's name)
        if base not in own and base not in _ALL_SLOTS and not base.startswith(ID_MARK):
            out.add(base)
    return frozenset(out)


def _surname(raw: str) -> str:
    """The last word of the key's subject when that subject, past its namespace, is a person's two or three names
    (`…/james_whitaker/…`: `whitaker`; not `user/energy/…`), else ''."""
    subject = raw.rpartition("/")[0].rpartition("/")[2].rpartition(":")[2]
    names = [normalize(w) for w in re.split(r"[_\-.\s]+", subject) if w]
    return names[-1] if 2 <= len(names) <= 3 and all(w.isalpha() for w in names) else ""


def _excluded(
    units: list[_Unit],
    vtoks: list[str],
    kind: str,
    words: KeyWords,
    names: frozenset[str],
    *,
    anchor: bool,
    relation: tuple[str, ...] = (),
    asked: bool = False,
) -> bool:
    """Do the clause's words other than the value leave it unrestricted and its key's (the module doc)? `asked`: the
    clause opened with a request put as a question, so that its first word is the verb asked for (round 20)."""
    flat = [(k, t) for k, (_, toks) in enumerate(units) for t in toks]
    toks = [t for _, t in flat]
    n = len(vtoks)
    at = next((j for j in range(len(toks) - n + 1) if toks[j : j + n] == vtoks), -1)
    if at < 0:
        return False  # (a typed value is one contiguous run of its clause)
    value = vtoks[0]
    if kind == _AMOUNT and not _whole_amount(toks[max(0, at - 2) : at], toks[at + n : at + n + 3]):
        return False
    if kind == _DATE and (
        moved_from(toks, at) or told_on(toks, at, n, words.names) or other_moment(toks, at, n, relation)
    ):
        return False
    _copula_s(toks, flat, at)
    anchored = not anchor
    if _other_slot([t for i, t in enumerate(toks) if not at <= i < at + n], words):
        return False  # (`My rent is 850 €` for `…/salary`: the clause names another value of the type)
    glued = _glued_named(toks, words) | _other_channel(toks, at, n, kind, words)
    for i, (k, tok) in enumerate(flat):
        unit_kind = units[k][0]
        if at <= i < at + n:
            continue
        if i in glued or _exempt(i, toks, at, kind, relation):
            continue  # (round 18: a word the key writes glued, `When:` for a time, a transaction verb for a cost)
        if i == 0 and words.first_person and words.names(tok) and (en_finite(tok) or es_verb(tok)):
            anchored = True  # (`Paid £1,240 for …`: a clause that opens with its verb leaves the speaker out)
        if unit_kind == _FORBID or value_type(tok) in _same(kind):
            return False  # (a relative clause; a second value of the type: which of two?)
        if kind == _AMOUNT and _total(toks, i):
            continue  # (round 13: `一共花了我2680块`, `£612.50 in total`: the amount is the whole, no part of it)
        if unit_kind == _MARK and tok not in _LOOSE_ARTICLES and not words.allows(tok):
            return False
        if _enclitic(tok, words) or imperative_me(tok):
            # (`para localizarme`: a verb the key names, its object the first person; round 17: `mándame`,
            # `envíanoslo`: an imperative, the first person its object; round 25: `llámenos`, the group's `nos`)
            if not (words.first_person or (words.group and _glued_us(tok))):
                return False
            anchored = True
            continue
        if kind == _AMOUNT and tok in _PAYERS and _payer(toks[max(0, i - 2) : i], toks[i + 1 : i + 2]):
            anchored = anchored or words.first_person  # (the speaker paid it, for a key about the speaker)
            continue  # (`cost me $240`: who paid the amount, not whose the thing is)
        if tok in _FIRST_PERSON or tok in ("user", "user's") or (tok in _GROUP and not words.names(tok)):
            if not _first_person_ok(tok, toks, i, words):
                return False  # (the first person is the key's subject, or someone else; round 25: or owns it)
            anchored = True
        if tok in _OF and not _of_value(toks, i, at, words) and not _of_ok(toks[i + 1 : i + _LOOK], words):
            # (round 18: `of` between the keyed noun and the value says what it is: `Your refund of €86.40`)
            return False  # (another's, or a modifier: `el correo de Marta`, `número del trabajo`)
        if tok in _PREPOSITIONS and not words.names(tok) and not _object_ok(toks[i + 1 : i + _LOOK], value, words):
            return False  # (a frame: `on weekdays`, `for deliveries`, `at the office`)
        if (
            tok in _DETERMINERS
            and not _object_me(toks, i, at, words)
            and not _np_ok(toks[i + 1 : i + _LOOK], tok in _OWN, words)
        ):
            return False
        if _compound(tok, relation) or (
            not (asked and i == 0) and _modifies(tok, toks[max(0, i - 1) : i], toks[i + 1 : i + 3], words)
        ):
            return False  # (round 14: `subtotal` for `…/total`: a compound of the keyed noun names another slot)
        if _postnominal(toks[i : i + 3], words):
            return False  # (`the guest wifi password`: a modifier of the keyed noun the key does not carry)
        if words.names(tok):
            anchored = anchored or _stem(tok) in words.subject or tok in _SLOTS[kind] or tok in _KIND
            continue
        if tok in _SAFE or tok in _FIRST_PERSON or tok in _GROUP:
            continue
        if _age_group(tok) and not any(_age_group(tok) in w for w in (*words.named, *words.stems)):
            return False  # (blind batch 65: `over-65s pay £8`, glued as a code, says who pays, as `students` does)
        if (
            not _free(tok, names, state=i > 0 and toks[i - 1] in _STATE)
            or tok.endswith("'s")
            or (tok in ADDRESSEE and not addressed(_after_de(toks, i + 1), words))
        ):
            return False
    run = "".join(t for t in relation if _cjk(t))
    nouns = (*_CJK_NOUNS, *(run[a:b] for a in range(len(run)) for b in range(a + 2, len(run) + 1)))
    # (round 18: a Chinese slot noun ties the value to the key too: `打这个电话就行：…`)
    return (anchored or _cjk_slot(toks, kind, words)) and not _cjk_blocked(
        [(k, "\0\0" if at <= j < at + n else t) for j, (k, t) in enumerate(flat)], words, nouns
    )


_OR: Final = frozenset({"or", "o", "u", "或", "或者"})
_CHANNEL: Final = frozenset({"at", "on", "to", "via", "by", "a", "al", "en", "por"})  # (before a way to reach one)
_CHANNEL_GAP: Final = 2  # at most this many words between `or` and a value: a preposition, a verb the key names


def _other_channel(toks: list[str], at: int, n: int, kind: str, words: KeyWords) -> frozenset[int]:
    """Round 33 (blind batch 32): another value of another type joined to the value by `or`, each after its own
    preposition or none (`at lab@x.example or on 020 7946 0321`, `a info@x.es o al 91 555 0100`): another way to
    reach the same slot's owner, no choice of the key's value (a second value of the same type still refuses). The
    indices of that value, the words before it back to the clause's verb, and the `or`; empty when there is none."""

    def other(j: int) -> bool:
        return 0 <= j < len(toks) and toks[j].startswith(ID_MARK) and value_type(toks[j]) not in (None, *_same(kind))

    def gap(lo: int, hi: int) -> bool:  # (the words between `or` and a value)
        return hi - lo <= _CHANNEL_GAP and all(toks[j] in _CHANNEL or words.names(toks[j]) for j in range(lo, hi))

    before = next((j for j in range(at - 1, max(-1, at - 2 - _CHANNEL_GAP), -1) if toks[j] in _OR), -1)
    if before >= 1 and gap(before + 1, at) and other(before - 1):  # (other, or, [prep], value)
        first = before - 1 - (1 if before >= 2 and toks[before - 2] in _CHANNEL else 0)
        return frozenset(range(first, before + 1))
    after = at + n
    if after < len(toks) and toks[after] in _OR:  # (value, or, [prep], other)
        j = next((j for j in range(after + 1, min(len(toks), after + 2 + _CHANNEL_GAP)) if other(j)), -1)
        if j > 0 and gap(after + 1, j):
            return frozenset(range(after, j + 1))
    return frozenset()


_PRICE_VERBS: Final = _single(TYPED_PRICE_VERBS)
_ENCLITICS: Final = ("me", "nos")
_INFINITIVE: Final = ("ar", "er", "ir")


def _enclitic(tok: str, words: KeyWords) -> bool:
    """Is this a Spanish infinitive the key names with a first-person pronoun glued to it (round 8: `localizarme`,
    `contactarnos`, `escribirme`)? The tokenizer keeps it one word; it is read as the verb and `me`."""
    pronoun = next((p for p in _ENCLITICS if tok.endswith(p)), "")
    verb = tok[: -len(pronoun)] if pronoun else ""
    return verb.endswith(_INFINITIVE) and verb.isalpha() and words.names(verb)


# A Spanish first-person object pronoun glued to an imperative, with a second object glued after it (`mándamelas`).
def _glued_us(tok: str) -> bool:
    """Round 25: does the glued object pronoun of this verb form say `us` (`llámenos`, `escríbenos`, `envíanoslo`)? For
    a key whose subject is the speaker's group (`empresa/telefono`) it is that subject, as `us` and `nosotros` are."""
    return any(tok.endswith(f"nos{o}") for o in ("los", "las", "lo", "la", ""))


def _payer(before: list[str], after: list[str]) -> bool:
    """Is a first-person word the object of a price verb (round 8): right after one (`cost me`), right before one
    (`me costó`), or after one and its aspect particle (`花了我`)? It says who paid, which no amount's key leaves
    open: the thing the amount is of stays the clause's (`The repair cost my brother $240` names another payer,
    refused as another person)."""
    return (
        bool(before and (before[-1] in _PRICE_VERBS or before[-1] in _TRANSACTION))
        or bool(after and (after[0] in _PRICE_VERBS or after[0] in _TRANSACTION))
        or before == ["花", "了"]
        or "".join(before[-2:]) in _TRANSACTION
    )  # (round 18: a transaction verb's first-person object paid too: `Me cobraron 38 €`, `charged me $40`)


def _glued_named(toks: list[str], words: KeyWords) -> frozenset[int]:
    """Round 18: the places of two words the key names glued (`check` `up` for `…/checkup_time`, `e` `mail`), which the
    tokenizer split at a hyphen: one word of the key."""
    out: set[int] = set()
    for i in range(len(toks) - 1):
        a, b = toks[i], toks[i + 1]
        latin = a.isalpha() and b.isalpha() and not _cjk(a) and not _cjk(b)
        if latin and (a + b) in words.stems and words.names(a + b):
            out |= {i, i + 1}
    return frozenset(out)


_NUMBER_SIGN: Final = re.compile(r"(?<![A-Za-z])[Nn][º°]")  # (`Nº`, `n°`: a number sign)


def _copula_s(toks: list[str], flat: list[tuple[int, str]], at: int) -> None:
    """`My mobile's 07700 …`: right before the value, `'s` is `is`, no possessive (round 12); read in place."""
    if at > 0 and toks[at - 1].endswith("'s") and len(toks[at - 1]) > 2:
        toks[at - 1] = toks[at - 1][:-2]
        flat[at - 1] = (flat[at - 1][0], toks[at - 1])


def _object_me(toks: list[str], i: int, at: int, words: KeyWords) -> bool:
    """Round 18: is `我` at `i` the object of a verb the key names, right before the value (`随时call我：139 …`)? It is
    the key's subject, no possessive of a noun."""
    return words.first_person and toks[i] == "我" and i + 1 == at and i > 0 and words.names(toks[i - 1])


def _of_value(toks: list[str], i: int, at: int, words: KeyWords) -> bool:
    """Round 18: is `of`/`de` at `i` between a word the key names and the value (`Your refund of €86.40`, `el reembolso
    de 48,75 €`)? It says what the keyed noun is, no owner or modifier."""
    return i + 1 == at and i > 0 and words.names(toks[i - 1])


def _free(tok: str, names: frozenset[str], *, state: bool = False) -> bool:
    """Is this word, not named by the key, one the exclusion reading lets pass (no past, frame or other owner)?
    Chinese words are matched as runs (`_cjk_blocked`)."""
    if _cjk(tok):
        return True
    if tok in _PAST or tok in _PAST_SLOTS or tok in _PERSONS or tok in _FRAMES or tok in names:
        return False
    if tok in _OTHER_SLOT or _stem(tok) in _OTHER_SLOT or (tok.endswith("s") and _plural_of(tok, _BLOCKED_PLURALS)):
        return False
    if not tok.isalpha():
        return True
    lemmas = en_lemmas(tok).get("VERB", ())
    past = tok in EN_PAST or any(tok in en_inflections(lemma, "VBD") for lemma in lemmas)
    if past and not state and not any(tok in en_inflections(lemma, tag) for lemma in lemmas for tag in ("VB", "VBP")):
        return False  # (`went`, `showed`; not `hit`, `put`, whose past is their present too)
    ending = next((e for e in _ES_PAST if tok.endswith(e)), "")
    if not ending:
        return True
    # (accents are normalized away: `salia` is read as `salía`)
    spelled = tok[: -len(ending)] + "í" + ending[1:] if ending.startswith("i") else tok
    return not es_lemma(spelled).endswith(("ar", "er", "ir"))


# (an age group glued as a code: `over-65s`, `under-12s`, `u12s`)
_AGE_GROUP: Final = re.compile(r"(?:over|under|u)[-_]?(\d{1,3})s?")


def _age_group(tok: str) -> str:
    """The age of an age group glued as a code (`over-65s`: `65`); '' for any other word. A key holding that age
    names the group (`…/under_12_price`, `…/over65s_price`)."""
    found = _AGE_GROUP.fullmatch(unprotect(tok)) if tok.startswith(ID_MARK) else None
    return found.group(1) if found else ""


# (round 28: a plural of a past slot too: `pedidos antiguos`, `facturas anteriores`, `old` has none)
_BLOCKED_PLURALS: Final = _OTHER_SLOT | _FRAMES | _PAST_SLOTS


def _plural_of(tok: str, words: frozenset[str]) -> bool:
    return tok[:-1] in words or (tok.endswith("es") and tok[:-2] in words)


def _after_de(toks: list[str], at: int) -> list[str]:
    """The two words from `at`, or past a Chinese `的` there (`您的订单`: the addressee's thing is `订单`, round 12)."""
    return toks[at + 1 : at + 3] if toks[at : at + 1] == ["的"] else toks[at : at + 2]


def _modifies(tok: str, before: list[str], after: list[str], words: KeyWords) -> bool:
    """Is this Latin word a modifier the key does not carry of the keyed noun right after it: the first word of
    the clause (an article is no unit: `The guest wifi password`), or right after a determiner or an `'s` owner?"""
    if not after or _cjk(tok) or not tok.isalpha() or _keyish(tok, words) or tok in _FIRST_PERSON:
        return False
    if tok in _FREE_DETERMINERS and words.names(after[0]):
        return False  # (round 20: `Any invoices …`: every thing of the key's kind, no modifier)
    if tok in _DETERMINERS or (before and before[-1] not in _DETERMINERS and not before[-1].endswith("'s")):
        return False
    head = after[0]
    # (a safe word is no keyed noun, `is`, `due`, unless the key names it before a copula: `total`, `cost` are linking
    # verbs too — `The stay cost me …` —, yet `The shipping total is $120` restricts `order/total` as `The shipping fee`
    # does `order/fee`; red team)
    keyed_noun = words.names(head) and head not in words.subject and after[1:2] != [] and after[1] in _COPULAS
    return (head in _ALL_SLOTS or head in _KIND or words.names(head)) and (head not in _SAFE or keyed_noun)


def _postnominal(run: list[str], words: KeyWords) -> bool:
    """A keyed noun, then a word the key does not carry, then a copula or a price verb: `la entrada infantil cuesta`,
    `mi correo personal es` (a Spanish adjective after its noun is a modifier too)."""
    if len(run) < 3 or not (run[0] in _ALL_SLOTS or run[0] in _KIND or words.names(run[0])):
        return False
    word, link = run[1], run[2]
    latin = word.isalpha() and not _cjk(word)
    return link in _LINKS and latin and not _keyish(word, words) and word not in _FIRST_PERSON


_PREFERRED: Final = _single(TYPED_PREFERRED)


def _keyish(tok: str, words: KeyWords) -> bool:
    """A word of the key, a slot or kind noun, a safe word, or a word of preference (`best`, `mejor`: round 8)."""
    return words.names(tok) or tok in _ALL_SLOTS or tok in _KIND or tok in _SAFE or tok in _PREFERRED


def _of_ok(after: list[str], words: KeyWords) -> bool:
    """After `of`/`de`: the first word past articles and the first person must be the key's (`de la reserva`)."""
    for tok in after:
        if tok in ARTICLES or (words.first_person and tok in _FIRST_PERSON):
            continue
        return _keyish(tok, words) or tok.startswith(ID_MARK)
    return True


def _object_ok(after: list[str], value: str, words: KeyWords) -> bool:
    """After a preposition: its object (past articles and the first person) must be the value, a word of the key
    or a slot word (`at priya@…`, `on WhatsApp`, `for the parcel`), or another preposition's."""
    for tok in after:
        if tok in ARTICLES or tok in _LOOSE_ARTICLES or (words.first_person and tok in _OWN):
            continue
        if (words.first_person and tok == "me") or (words.group and tok == "us"):
            return True  # (round 13: `The best number for me is …`: the object is the key's subject)
        return tok == value or tok in _PREPOSITIONS or _keyish(tok, words) or _cjk(tok) or _enclitic(tok, words)
    return True


def _np_ok(after: list[str], owned: bool, words: KeyWords) -> bool:
    """A determiner's noun phrase: words before a keyed noun must be the key's (`my work number` restricts), and a
    first-person possessive must own the key's noun (`my assistant` is someone else)."""
    for n, tok in enumerate(after[: _MODIFIERS + 1]):
        if _keyish(tok, words):
            if tok in _ALL_SLOTS or tok in _KIND or words.names(tok):
                # (before it, and between it and a copula: `mi correo personal es …` restricts it too)
                post = after[n + 1 : n + 3]
                adjective = len(post) == 2 and post[1] in _COPULAS and not _keyish(post[0], words)
                return all(_keyish(t, words) for t in after[:n]) and not adjective
            continue
        if owned and n == 0:
            return _cjk(
                tok
            )  # (a Chinese verb may follow `我`: `打我手机`, `我用的号码`; its frames are `_cjk_blocked`)
    return True


def _first_person_ok(tok: str, toks: list[str], i: int, words: KeyWords) -> bool:
    """May this first-person word stand in a typed value's clause: the key's subject is the speaker (or the speaker's
    group, for `we`), or (round 25) the word owns a word of the key's subject (`my booking code` for `booking/code`)?"""
    mine = _singular_me(tok, toks, i) or tok.startswith("user")
    if words.first_person if mine else words.group:
        return True
    return tok in _SPEAKER_OWNERS and owns_subject([(t,) for t in toks[i + 1 : i + _LOOK]], words)


def _singular_me(tok: str, toks: list[str], i: int) -> bool:
    """Is this the first person singular (round 20: `我` before `们` is the plural, the group's: `我们店的官网`)?"""
    return tok in _FIRST_PERSON and not (tok == "我" and toks[i + 1 : i + 2] == ["们"])
