"""Text normalization and tokenization shared by admission (DESIGN §4) and key canonicalization (§5).

Responsible for: turning text into comparable token sequences. Must not: decide admission or conflicts.
(Initial version; the admission work extends it without changing these three functions' contracts.)
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[\u4e00-\u9fff\u3400-\u4dbf]|[^\W_]+(?:'[^\W_]+)*", re.UNICODE)
_EMPTY = frozenset({"a", "an", "the"})


def normalize(text: str) -> str:
    """NFKC, casefold, fold quotes/dashes and collapse whitespace."""
    text = unicodedata.normalize("NFKC", text).casefold()
    text = text.replace("\u2019", "'").replace("\u2018", "'")
    return " ".join(text.split())


def tokenize(text: str) -> list[str]:
    """All word tokens of `text`, normalized, in order (one token per CJK ideograph)."""
    return _WORD.findall(normalize(text))


def content_tokens(text: str) -> list[str]:
    """Tokens minus the truly empty words (articles); negators, numbers and quantifiers stay."""
    return [t for t in tokenize(text) if t not in _EMPTY]
