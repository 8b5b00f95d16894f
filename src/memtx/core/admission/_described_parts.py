"""Admission's aside rule, round 29: two more parts that only describe the noun an aside follows (DESIGN §4).

Responsible for: telling whether one comma-separated part of a bracketed or dashed aside is a person described by a
singular noun and an age (`varón de 67 años`, `a 67-year-old man`, `a woman of 40`, `67岁男性`, `男，67岁`) — an age, as
round 19's `(92 años)` is — or only a remark on what the aside says (`of all things`, `nada menos`, `说来也巧`), which
adds the speaker's surprise and restricts nothing. Must not: read the other parts (`_descriptive_asides._described`
asks each part, and the rest must be safe), nor a plural or a bound (`niños de 3 años`, `menores de 12 años`, `under
12`): a group or a limit of who the clause holds for.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.core.lexicon import ASIDE_PERSON_NOUNS_EN, ASIDE_PERSON_NOUNS_ES, ASIDE_PERSON_NOUNS_ZH, ASIDE_REMARKS
from memtx.core.text import normalize, tokenize

_EN_NOUNS: Final = "|".join(sorted(ASIDE_PERSON_NOUNS_EN, key=len, reverse=True))
_ES_NOUNS: Final = "|".join(sorted(ASIDE_PERSON_NOUNS_ES, key=len, reverse=True))
_ZH_NOUNS: Final = "|".join(sorted(ASIDE_PERSON_NOUNS_ZH, key=len, reverse=True))
_AGE: Final = r"\d{1,3}"
_AGED: Final = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        rf"(?:an?\s+)?{_AGE}[- ]years?[- ]old\s+(?:{_EN_NOUNS})",
        rf"(?:an?\s+)?(?:{_EN_NOUNS})(?:\s+of|\s+aged)\s+{_AGE}",
        rf"(?:un\s+|una\s+)?(?:{_ES_NOUNS})\s+de\s+{_AGE}\s+años",
        rf"{_AGE}岁的?(?:{_ZH_NOUNS})",
        rf"(?:{_ZH_NOUNS})[，,、]?\s*{_AGE}岁",
    )
)
_REMARKS: Final = frozenset(tuple(tokenize(normalize(w))) for w in ASIDE_REMARKS)


def aged_person(part: str) -> bool:
    """Is this part of an aside a person described by a singular noun and an age (the module doc)?"""
    return any(pattern.fullmatch(part.strip()) for pattern in _AGED)


def remark(part: str) -> bool:
    """Is this part of an aside only a remark on what the aside says (`of all things`, `nada menos`, `说来也巧`)?"""
    return tuple(tokenize(normalize(part))) in _REMARKS
