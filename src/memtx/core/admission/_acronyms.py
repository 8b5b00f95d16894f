"""Admission's keys written as acronyms, round 33 (DESIGN §4, amended: the claim is the key and the value).

Responsible for: reading a key's relation that is an acronym — `taxpayer/utr`, `company/crn` — against the
evidence: when the evidence spells it out in capitalized words that hold the key's subject and are followed by a
copula or a colon (`Your Unique Taxpayer Reference is …`; `de`, `of` and the like skipped), the key names those words
(`spelled_out`). Must not: read any other word of the evidence. (Round 33 also read an acronym written in capitals
right before a code as the name of its scheme, `su número EORI es …`; red-team round 6 found it skipping the owner's
check, `母公司的统一社会信用代码（USCC）是…`, and it was withdrawn.)
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


def _links_value(evidence: str, last: str) -> bool:
    """Does a copula or a colon follow the spelled-out run's last word (`… Reference is`, `… Fiscal:`), not another
    noun (`… Reference helpline:`, red-team round 5)?"""
    match = re.search(rf"\b{re.escape(last)}\b", evidence, re.IGNORECASE)
    return (
        match is not None and re.match(r"\s*(?:is|es|was|:|：|=)", evidence[match.end() :], re.IGNORECASE) is not None
    )
