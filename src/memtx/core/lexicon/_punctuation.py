"""Punctuation boundaries: sentence ends, clause breaks, and the signs of currency and percent.

Responsible for: the characters `memtx.core.text` and admission cut and read numbers at. Must not: hold words
or split text itself (that is `memtx.core.text`).
"""

from __future__ import annotations

from typing import Final

# Sentence ends (hard) and clause breaks (soft), as they appear after NFKC (full-width forms `！？；：，（）`
# become ASCII; `。、` have no ASCII form). `.` `,` `:` between two digits are part of a number, and a
# dash is a boundary only with a space beside it (or doubled): `non-refundable` is one clause.
HARD_PUNCT: Final = "!?。"
SOFT_PUNCT: Final = ';、()[]{}"¿¡【】〔〕〖〗<>•'
CURRENCY_AND_PERCENT: Final = "$€£¥₹₩%‰"
