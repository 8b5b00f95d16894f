"""Admission's keys written as acronyms, round 33 (DESIGN §4, amended: the claim is the key and the value).

Responsible for: reading a key's relation that is an acronym — `taxpayer/utr`, `empresa/eori`, `car/vin` — against
the evidence: when the evidence spells it out in capitalized words (`Unique Taxpayer Reference`, `Número de
Identificación Fiscal`: `de`, `of` and the like skipped), the key names those words (`spelled_out`); when the evidence
writes the acronym itself in capitals (`your EORI number`, `su NIF`), it is the name of an identifier scheme, a slot
of a code or number (`scheme`). Must not: read any other word of the evidence, or name a slot from a lowercase word
(`the vin is …` may be a word of the sentence; an acronym is written in capitals).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Final

from memtx.core.keys import KeyParts

_LINKS: Final = frozenset({"of", "for", "de", "del", "la", "el", "and", "y", "&"})  # (not read in an acronym)
_MIN_LETTERS: Final = 2
_MIN_SPELLED: Final = 3  # (two capitalized words spell a two-letter key by chance too often: `Paris Airport`, `pa`)
_MAX_LETTERS: Final = 6
_WORD: Final = re.compile(r"[^\W\d_][\w'’-]*")


def _acronym(relation: tuple[str, ...]) -> str | None:
    """The key's relation when it is one ASCII word short enough to be an acronym (`utr`, `eori`), else None."""
    if len(relation) != 1:
        return None
    word = relation[0]
    return word if word.isascii() and word.isalpha() and _MIN_LETTERS <= len(word) <= _MAX_LETTERS else None


def spelled_out(parts: KeyParts, evidence: str) -> KeyParts:
    """The key with its acronym relation replaced by the capitalized words of the evidence whose initials spell it
    (`taxpayer/utr` + `Your Unique Taxpayer Reference is …` → relation `unique taxpayer reference`); the key itself
    when the evidence spells out no such run."""
    acronym = _acronym(parts.relation)
    if acronym is None or len(acronym) < _MIN_SPELLED:
        return parts
    words = _WORD.findall(evidence)
    for start, first in enumerate(words):
        if not first[:1].isupper():
            continue
        run: list[str] = []
        letters = ""
        for word in words[start:]:
            if letters and word.lower() in _LINKS:
                continue
            if not word[:1].isupper() or len(letters) >= len(acronym):
                break
            letters += word[0].lower()
            run.append(word.lower())
        # (red-team round 4: the run must name the key's subject too — `Unique Transaction Reference` has the initials
        # of `taxpayer/utr` but is no taxpayer's)
        named = not set(parts.subject).isdisjoint(run)
        if letters == acronym and named and _links_value(evidence, run[-1]):
            return dataclasses.replace(parts, relation=tuple(run))
    return parts


# What may stand between a scheme's name and its value (red-team round 5): a kind noun and a copula or a colon —
# `EORI es`, `UTR is`, `IBAN:`, `número EORI es`, `（USCC）是` — and nothing else (`Your UTR replaces …`,
# `differs from`).
_LINK: Final = re.compile(
    r"\s*[)）]?\s*(?:(?:number|no\.?|code|n[uú]mero|c[oó]digo|号码|号)\s*)?(?:is|es|son|are|是|为|=|:|：)?\s*",
    re.IGNORECASE,
)


def scheme(relation: tuple[str, ...], evidence: str, value: str) -> bool:
    """Is the key's relation an acronym the evidence writes in capitals as a word of its own (`EORI`, `NIF`, `IBAN`)
    right before the value in its sentence, with no other number between (`su número EORI es ESB…`, `Your UTR is …`,
    `The VIN on my car is …`): the name of the identifier scheme the value is a code of? (Red-team round 4: `Mi IBAN es
    ES76… y mi teléfono es 612…` names no scheme of the phone number, nor `Reserva AB1234. Traiga su NIF.` of the
    booking.)"""
    acronym = _acronym(relation)
    at = evidence.lower().find(value.lower())
    if acronym is None or at < 0:
        return False
    for match in re.finditer(rf"(?<![^\W\d_]){re.escape(acronym.upper())}(?![^\W\d_])", evidence[:at]):
        if _LINK.fullmatch(evidence[match.end() : at]):
            return True
    return False


def _links_value(evidence: str, last: str) -> bool:
    """Does a copula or a colon follow the spelled-out run's last word (`… Reference is`, `… Fiscal:`), not another
    noun (`… Reference helpline:`, red-team round 5)?"""
    match = re.search(rf"\b{re.escape(last)}\b", evidence, re.IGNORECASE)
    return (
        match is not None and re.match(r"\s*(?:is|es|was|:|：|=)", evidence[match.end() :], re.IGNORECASE) is not None
    )
