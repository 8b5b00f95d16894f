"""The lexicon's class bits: guard classes (`NEG`, `SCOPE`, `COND`, `NUM`, `RESTRICT`), role classes and `REQUEST`.

Responsible for: the bit of each class, the guard mask and the order guard failures are reported in (DESIGN §4).
Must not: hold word lists (the other modules of `memtx.core.lexicon` do) or read text.
"""

from __future__ import annotations

from typing import Final

NEG: Final = 1
SCOPE: Final = 2
COND: Final = 4
NUM: Final = 8
CONJ: Final = 16
FILLER: Final = 32
ATOMIC: Final = 64
RELATIVE: Final = 128
FOCUS: Final = 256
# Content: a word that is no entry of any list here, no article and no function word. It is not listed; the
# guard gives it this class where it stands (`memtx.core.admission`): a value that draws from a clause keeps it
# unless it is part of a whole unit the safe-deletion rule may leave out (DESIGN §4, amended).
RESTRICT: Final = 512
# A request frame (`I would like`, `quisiera`, `我想要`): kept whole or left out whole (`REQUEST_FRAMES`).
REQUEST: Final = 1024

GUARD: Final = NEG | SCOPE | COND | NUM | RESTRICT
# DESIGN §4: "first failure wins" — the order in which guard classes are reported.
GUARD_ORDER: Final = (
    (NEG, "negation"),
    (SCOPE, "scope"),
    (COND, "condition"),
    (NUM, "number"),
    (RESTRICT, "restriction"),
)
