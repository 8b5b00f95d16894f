"""Sentence spans of a message (DESIGN §12 `mem.add`): where a sentence starts and ends, by character offset.

Responsible for: cutting a text into sentence spans that never cut an abbreviation (`St.`, `U.S.`, `3 p.m.`),
an e-mail, a URL, a decimal or a version number, and that know CJK and Spanish punctuation (`。！？`, `¿…?`);
whether a span is a question; and whether a sentence-final `.` belongs to an abbreviation. Must not: decide
what a sentence states (that is the extractor's) or how admission tokenizes (that is `memtx.core.text`'s).

The boundaries come from `sentencex` (Wikimedia's rule-based segmenter, MIT, compiled, no data downloads); the
choice and the battery it was chosen on are in docs/interfaces.md ("Sentence splitting"). A line break is a
boundary of its own (chat messages put list items and separate statements on their own lines), and a
line's leading list marker (`- `, `* `, `• `, `1. `, `2) `) is not part of its sentence.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from sentencex import get_sentence_boundaries

__all__ = ["Span", "abbreviation_before", "is_question", "sentences"]

# A boundary is kept only where the segmenter's English and Spanish rules agree: each language's
# abbreviation list then vetoes the other's cut (`La Sra. García` stays whole, so does `St. Louis`). Two
# sentences merged is harmless (one longer faithful span); one cut at an abbreviation is a fragment.
_LANGUAGES: Final = ("en", "es")
_BULLET: Final = re.compile(r"[ \t]*(?:[-*•·‣◦▪–—]|\d{1,3}[.)])[ \t]+")
_QUESTION_END: Final = re.compile(r"[?？][\"'”’)\]]*$")
# The last token of a text that ends in `.`: the run of non-space characters before it.
_LAST_TOKEN: Final = re.compile(r"(\S+)\.$")
# Letters in short dotted groups (`U.S`, `p.m`, `e.g`, `Ph.D`): an abbreviation; `example.com` is not.
_DOTTED: Final = re.compile(r"(?:[^\W\d_]{1,3}\.)+[^\W\d_]{1,3}")
# Abbreviations that end in `.` and may end a sentence, where dropping that `.` would cut them (`Acme Inc.`).
# A token with an inner `.` (`U.S.`, `p.m.`, `e.g.`, `Ph.D.`) or a single letter (`J.`) is one whatever
# its spelling; the list covers the common single-dot ones of English and Spanish.
_ABBREVIATIONS: Final = frozenset(
    (
        "mr", "mrs", "ms", "dr", "prof", "sr", "sra", "srta", "jr", "st", "ave", "blvd", "rd", "ln",
        "ct", "hwy", "apt", "no", "vol", "inc", "ltd", "co", "corp", "llc", "plc", "bros", "dept", "est",
        "approx", "etc", "vs", "al", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct",
        "nov", "dec", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "ft", "mt", "gen", "col", "lt",
        "sgt", "capt", "gov", "pres", "rev", "hon", "esq", "min", "max", "fig", "av", "avda", "dña", "dª",
        "uds", "ud", "pág", "tel",
    )
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Span:
    """`text[start:end]` of the message it was cut from, without surrounding whitespace or list marker."""

    start: int
    end: int
    text: str


def sentences(text: str) -> list[Span]:
    """The sentences of `text`, in order, as spans of it: every character but whitespace and list markers is
    in one (an emoji or `;)` alone is a sentence too, so that `mem.add` accounts for it)."""
    return list(_sentences(text))


# `mem.add` asks for a message's sentences three times (its extractor's proposals and skips, then its own
# accounting); a small memo, since a source may be megabytes long.
@lru_cache(maxsize=16)
def _sentences(text: str) -> tuple[Span, ...]:
    out: list[Span] = []
    offset = 0
    for line in text.splitlines(keepends=True):
        bullet = _BULLET.match(line)
        skip = bullet.end() if bullet else 0
        body = line[skip:]
        cuts = _cuts(body) if body.strip() else set()
        start = 0
        for cut in sorted(cuts | {len(body)}):
            span = _trimmed(text, offset + skip + start, offset + skip + cut)
            if span is not None:
                out.append(span)
            start = cut
        offset += len(line)
    return tuple(out)


def _cuts(line: str) -> set[int]:
    """Offsets in `line` where a sentence ends, by every language in `_LANGUAGES` at once — except that an
    identifier's final `.` ends a sentence when the first language says so: Spanish rules read the `.com.` of
    `sam@example.com.` as their abbreviation `com.`."""
    first, *others = ({int(b["end_index"]) for b in get_sentence_boundaries(language, line)} for language in _LANGUAGES)
    agreed = first.intersection(*others)
    return agreed | {end for end in first - agreed if _identifier_before(line[:end])}


def _identifier_before(text: str) -> bool:
    """Whether `text` ends in `<identifier>.` (an e-mail, a URL, a domain): dotted, but not an abbreviation."""
    found = _LAST_TOKEN.search(text.rstrip())
    if found is None:
        return False
    token = found.group(1)
    return "@" in token or "://" in token or ("." in token and not _DOTTED.fullmatch(token))


def _trimmed(text: str, start: int, end: int) -> Span | None:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end:
        return None
    return Span(start, end, text[start:end])


def is_question(sentence: str) -> bool:
    """Whether a sentence asks rather than states: it ends in `?`/`？` (closing quotes allowed) or opens with
    Spanish `¿`."""
    stripped = sentence.strip()
    return bool(_QUESTION_END.search(stripped)) or stripped.startswith("¿")


def abbreviation_before(text: str) -> bool:
    """Whether `text` ends in a `.` that belongs to an abbreviation (`the U.S.`, `3 p.m.`, `Acme Inc.`,
    `J.`), so that dropping it would cut the abbreviation; False for a plain sentence end (`Lisbon.`)."""
    found = _LAST_TOKEN.search(text)
    if found is None:
        return False
    token = found.group(1).lstrip("(\"'“‘")
    return bool(_DOTTED.fullmatch(token)) or (len(token) == 1 and token.isalpha()) or token.casefold() in _ABBREVIATIONS
