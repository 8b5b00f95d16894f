"""Admission's reading of whose a contact is (DESIGN §4, round 39 of issue 31): an e-mail address, or a phone number
under a key that names a phone, written right after a person's name on its line is that person's.

Responsible for: `contact_of_another` — the name a contact value is written after (`Name <address>`, `Name, address`,
`Name (Role) - number`, `财务对接：刘敏 liumin@…`) when the key's subject, a role the key names before it (`Landlord:`,
`房东：`), or for a key of the user's the speaker, names no one of its line (blind batch 60's `cc: Tomasz Nowak
(Finance) tomasz.nowak@…` for `…/irene_vogel/email`, batch 61's `共同投保人：吴磊 137 6620 1184` for `萌宠保/吴佳/
手机号`); and `own_contact` — whether the contact is written right after the name of the key's own person, which
exempts it from the sender's frame an e-mail's `From:` opens (`From: Elena Vasquez <elena@…>` for
`elena_vasquez/email`). The line is read where the evidence stands in the source, so a bare value is read in its line
too. A person is named by the key when it holds the name's given name (a shared surname is another person: `Nuria
Campos` is no `sergio_campos`), two of a Chinese name's characters, or its pinyin (blind batch 63: `2. 赵国强（外公）
1393…` is no `xiaoli_school/zhao_min/phone`). Must not: judge the value's text, or accept anything (the two answers
refuse, or lift one refusal).
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.admission._key_claims import _LATIN
from memtx.core.admission._keywords import _cjk, _single, _stem, key_words, romanized
from memtx.core.admission._sentences import value_tokens
from memtx.core.admission._turns import _ZH_SURNAMES
from memtx.core.admission._typed_slots import _ALL_SLOTS
from memtx.core.keys import KeyParts
from memtx.core.lexicon import KEYED_BUSINESS_NOUNS, KEYED_USER_SUBJECTS

__all__ = ["contact_of_another", "own_contact"]

_SEGMENTS: Final = re.compile(r"[|·•,;:：，；–—<>\t]+| {2,}|\s-\s|(?<=[\w.)）])\s+(?=[\u4e00-\u9fff])")
_ROLE_NOTE: Final = re.compile(r"\s*[(（][^()（）]{1,30}[)）]\s*$")
_TITLE: Final = re.compile(r"^(?:Dr|Dra|Mr|Mrs|Ms|Miss|Sr|Sra|Srta|Prof|D|Dña)\.?\s+")
_LATIN_NAME: Final = re.compile(r"\w[\w'.-]*(?:\s+(?:(?:de|del|la|van|von|da|di)\s+)?\w[\w'.-]*){1,3}")
_PHONE: Final = re.compile(r"\+?\d[\d ().-]{5,}\d")
_PHONE_SLOTS: Final = frozenset(
    {"phone", "mobile", "cell", "tel", "telephone", "telefono", "movil", "celular", "whatsapp"}
)
_ZH_PHONE_SLOTS: Final = ("电话", "手机", "联系方式")
_ZH_NAME: Final = re.compile(r"[\u4e00-\u9fff]{2,3}")
_USER_SUBJECTS: Final = _single(KEYED_USER_SUBJECTS)
# (words no person's name holds: a business's, a slot's, a narrowing word's: `Hollis Pharmacy`, `Personal Number`)
_NOT_NAMES: Final = (
    _single(KEYED_BUSINESS_NOUNS)
    | _ALL_SLOTS
    | _LATIN
    | {"express", "support", "team", "desk", "office", "services", "service", "number", "line", "direct"}
    | {"me", "my", "you", "your", "us", "our", "text", "call", "ring", "anytime", "any", "the", "and", "or", "to"}
)


def contact_of_another(
    parts: KeyParts, value: str, evidence: str, speaker: str | None = None, source: str = ""
) -> str | None:
    """The person a contact value (an e-mail, or a phone number under a key of a phone) is written after on its line
    (the comment above) when the key's subject (or, for a key of the user's, the speaker) names none of the persons
    named before it there; None otherwise."""
    contact = value.strip()
    if not _contact(contact, parts):
        return None
    subject = _subject(parts, speaker)
    for line in _lines_with(contact, evidence, source):
        pieces = _pieces(line[: line.find(contact)])
        names = [p for p in pieces if _person(p)]
        if (
            pieces
            and _person(pieces[-1])
            and not any(_same_person(name, subject) for name in names)
            and not any(_role_named(piece, parts) for piece in pieces[:-1])
        ):
            return pieces[-1]
    return None


def own_contact(parts: KeyParts, value: str, evidence: str, speaker: str | None = None, source: str = "") -> bool:
    """Is the value a contact written right after the name of the person the key's subject (or, for a key of the
    user's, the speaker) names (`From: Elena Vasquez <elena@…>` for `elena_vasquez/email`)? Then a header's `From:`
    before the name gives no one else's words: the line says whose the contact is."""
    contact = value.strip()
    if not _contact(contact, parts):
        return False
    subject = _subject(parts, speaker)
    lines = _lines_with(contact, evidence, source)
    return bool(lines) and all(
        bool(pieces := _pieces(line[: line.find(contact)])) and _named(pieces[-1]) and _same_person(pieces[-1], subject)
        for line in lines
    )


def _named(piece: str) -> bool:
    """Is a piece a name, a person's or an organization's: one to four capitalized words, or two to four Chinese
    characters (`own_contact` then asks the key whether it is its subject's)?"""
    if _cjk(piece[0]):
        return 2 <= len(piece) <= _ZH_NAME_MAX and all(_cjk(ch) for ch in piece)
    words = piece.split()
    return 0 < len(words) <= _NAME_WORDS and all(w[:1].isupper() for w in words if w not in _PARTICLES)


_ZH_NAME_MAX: Final = 4
_NAME_WORDS: Final = 4


# (red-team round 23: `Landlord: Ahmed Khan - 07700…` is `user/landlord/phone`'s; a role the key names before the name
# says the name is the key's person. The medium a contact is by names no role, nor `contact` unless the key says it:
# `Emergency contact: Arjun Raman (brother) - …` stays no `…/priya_raman/phone`.)
_MEDIUM: Final = frozenset(
    {"phone", "mobile", "cell", "tel", "telephone", "number", "email", "mail", "e-mail", "telefono", "movil",
     "correo", "numero", "whatsapp", "no", "num"}
)  # fmt: skip
_CONTACT_WORDS: Final = frozenset({"contact", "contacto", "contactos", "contacts"})
_ZH_MEDIUM: Final = ("电话", "手机", "邮箱", "号码", "微信", "联系")


def _role_named(piece: str, parts: KeyParts) -> bool:
    """Does a piece of a contact's line before the name hold a word the key names that is no medium (a role:
    `Landlord`, `GP`, `房东`, `紧急联系人` for `…/紧急联系人电话`)?"""
    own = {*parts.subject, *parts.relation}
    words = key_words(parts, None)
    for tok in value_tokens(piece):
        if _cjk(tok) or tok in _MEDIUM or tok in _USER_SUBJECTS:
            continue
        if tok in _CONTACT_WORDS:
            if tok in own:
                return True
            continue
        if tok in own or _stem(tok) in own or words.names(tok):
            return True
    text = "".join(t for t in value_tokens(piece) if _cjk(t))
    if not text:
        return False
    if "联系" in text and not _CONTACT_WORDS.isdisjoint(own):
        return True  # (`联系人：张伟` for `user/contact_phone`: the key says contact)
    runs = ["".join(t for t in part if _cjk(t)) for part in (parts.subject, parts.relation)]
    named = [w for w in words.named if _cjk(w) and len(w) > 1]
    for run in runs:
        rest = run
        for medium in _ZH_MEDIUM:
            rest = rest.replace(medium, " ")
        named += [w for w in rest.split() if len(w) > 1]
    return any(w in text for w in named if not any(m in w for m in _ZH_MEDIUM))


def _contact(value: str, parts: KeyParts) -> bool:
    """Is the value an e-mail address, or a phone number under a key that names a phone?"""
    if "@" in value:
        return " " not in value
    if not _PHONE.fullmatch(value) or sum(ch.isdigit() for ch in value) < _PHONE_DIGITS:
        return False
    relation = "".join(parts.relation)
    return bool(_PHONE_SLOTS.intersection(parts.relation)) or any(w in relation for w in _ZH_PHONE_SLOTS)


_PHONE_DIGITS: Final = 7


def _lines_with(address: str, evidence: str, source: str) -> list[str]:
    """The lines of the source (of the evidence where the source does not hold it) that hold the address, each up to
    the address's first place in it: found by the address, so a long source is not split whole."""
    text = source if source and evidence in source else evidence
    lines: list[str] = []
    at = text.find(address)
    while at >= 0 and len(lines) < _MAX_LINES:
        start = text.rfind("\n", 0, at) + 1
        lines.append(text[start : at + len(address)])
        end = text.find("\n", at)
        at = -1 if end < 0 else text.find(address, end)
    return lines


_MAX_LINES: Final = 16  # (lines read for one address: a source that repeats it more often is read at its first)


def _pieces(before: str) -> list[str]:
    """The pieces of a line before a contact, split at its separators, titles and a role in brackets after a name
    left out."""
    pieces = (_TITLE.sub("", _ROLE_NOTE.sub("", p).strip(" \t\"'“”‘’«»()[]")) for p in _SEGMENTS.split(before))
    return [p for p in pieces if p]


def _person(piece: str) -> bool:
    """Is a piece a person's name: two to four capitalized words, none naming a business (`Hollis Pharmacy`), or two or
    three Chinese characters, a common surname first?"""
    if _cjk(piece[0]):
        return bool(_ZH_NAME.fullmatch(piece)) and piece[0] in _ZH_SURNAMES
    words = piece.split()
    return (
        bool(_LATIN_NAME.fullmatch(piece))
        and all(w[:1].isupper() for w in words if w not in _PARTICLES)
        and not any(w.casefold() in _NOT_NAMES or w.casefold().removesuffix("s") in _NOT_NAMES for w in words)
    )


_PARTICLES: Final = frozenset({"de", "del", "la", "van", "von", "da", "di"})


def _subject(parts: KeyParts, speaker: str | None) -> tuple[str, ...]:
    """Whom the key names, in order: its subject's words, or for a key of the user's the speaker's (none without)."""
    if _USER_SUBJECTS.isdisjoint(parts.subject):
        return parts.subject
    return tuple(value_tokens(speaker)) if speaker else ()


def _same_person(name: str, subject: tuple[str, ...]) -> bool:
    """Does the key's subject name this person: the name's given name (its one word, or its first), or, in Chinese,
    two of its characters (all of a shorter subject's), or its pinyin as the subject's words run together?"""
    owner = value_tokens(name)
    if not owner:
        return False
    cjk = [t for t in subject if _cjk(t)]
    if cjk:
        return len(set(owner) & set(subject)) >= min(2, len(cjk))
    if _cjk(owner[0]):  # (a Chinese name under a key in pinyin: `赵敏` for `xiaoli_school/zhao_min/phone`)
        readings = romanized(tuple(owner))
        latin = [t for t in subject if not _cjk(t)]
        joins = {"".join(latin[i:j]) for i in range(len(latin)) for j in range(i + 1, len(latin) + 1)}
        return not readings.isdisjoint(joins)
    return owner[0] in subject
