"""Admission's blocks: the units a sentence's clauses are made of for the embedding search (DESIGN §4 G).

Responsible for: the block and group shapes and their kinds, shared by the clause analysis (`_clauses`), the aside
tests (`_clause_asides`) and the search (`_automaton`). Must not: analyse a sentence.
"""

from __future__ import annotations

from typing import Final

from memtx.core.lexicon import ARTICLE_NUMBERS, RESTRICT
from memtx.core.text import EMPTY_WORDS

# The articles the guard skips: `memtx.core.text.EMPTY_WORDS` but the Spanish articles that are also "one".
ARTICLES: Final = EMPTY_WORDS - ARTICLE_NUMBERS

# A block is one unit of the evidence for the embedding search:
# (kind, value tokens it matches in order, guard bits, skippable at a junction, start token index).
# _OPT: one token the value may take or skip. _REQ: a guard marker that a touched group must keep whole.
# _ATOM: a compound containing a guard word (`not only`, `不过`, `一直`): kept whole or skipped whole.
# _GEN `of X`: X may be taken only together with `of` (the value must not promote a possessor to the
# head). _DE `P 的 N`: a value that takes P and leaves out `的` must take N (it must not drop the head).
_OPT: Final = 0
_REQ: Final = 1
_ATOM: Final = 2
_GEN: Final = 3
_DE: Final = 4
_REL: Final = 5  # who/which/quien…: an embedding may not start after leaving one out
_JUNCTION: Final = 6  # a clause boundary inside a group: crossing it needs a verbatim run, as between groups
# Where a first verb-phrase conjunct starts ("Bob | moved and now lives in Osaka"): an embedding that has taken
# everything before it may leave the rest of its group out and go on in the next group, the second conjunct
# (`memtx.core.admission._coordination` decides where one may be cut).
_CUT: Final = 7
_Block = tuple[int, tuple[str, ...], int, bool, int]
_EMPTY_BLOCK: Final[tuple[str, ...]] = ()
# The `?` ending a question: an unmatchable required block, unless the value is itself a question.
_QMARK: Final = 1 << 12  # a class bit of its own, apart from every lexicon bit


# One group, as a plain tuple (memoized; tuples of atoms are no work for the GC): (blocks, vocab: its tokens,
# aside: a comma-enclosed relative clause or appositive that may be stepped over whole, end: the index after
# its last token in the sentence).
_Group = tuple[tuple[_Block, ...], tuple[str, ...], bool, int]
_BLOCKS: Final = 0
_VOCAB: Final = 1
_ASIDE: Final = 2
_END: Final = 3


def _plain(b: _Block) -> bool:
    """A block of content tokens (no lexicon entry, article, function word or number)."""
    return b[0] == _REQ and b[2] == RESTRICT and bool(b[1])
