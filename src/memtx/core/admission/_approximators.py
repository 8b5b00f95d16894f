"""Admission's reading of a Spanish approximator: `unos`/`unas` before a number means "about" (DESIGN §4, issue 31).

Responsible for: telling whether a value keeps a number of the evidence that `unos`/`unas` approximates while leaving
the approximator out. Must not: decide support itself.

`unos`/`unas` is an article everywhere else (`unos amigos`: safe to leave out, `_clauses.ARTICLES`), so the plain
guard and the key-aware rules dropped it before a number too: the red-team round (issue 31) found `Total: unos 120 €`
giving `120 €` for `pedido/total`, and `Tengo unos 30 años` giving `Tengo 30 años`. Before a number it is a hedge, as
`about`, `around`, `大约` are (those are guard markers already), so a value that keeps the number keeps it too.
"""

from __future__ import annotations

from typing import Final

from memtx.core.admission._sentences import value_tokens
from memtx.core.lexicon import NUMBER_WORDS

_APPROXIMATORS: Final = frozenset({"unos", "unas"})
_NUMBER_WORDS: Final = frozenset(NUMBER_WORDS["es"]) - {"un", "una", "uno"}


def _number(tok: str) -> bool:
    return tok in _NUMBER_WORDS or any(ch.isdigit() for ch in tok)


def _approximated(toks: tuple[str, ...]) -> set[str]:
    """The numbers an approximator stands right before."""
    return {toks[i + 1] for i in range(len(toks) - 1) if toks[i] in _APPROXIMATORS and _number(toks[i + 1])}


def drops_approximator(evidence: str, value: str) -> bool:
    """Does the value keep a number the evidence approximates (`unos 120 €`) without its approximator?"""
    approximated = _approximated(value_tokens(evidence))
    if not approximated:
        return False
    vtoks = value_tokens(value)
    return any(num in vtoks for num in approximated - _approximated(vtoks))
