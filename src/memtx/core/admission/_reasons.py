"""Admission's reason for a guard rejection: the first guard class no embedding can keep (DESIGN §4).

Responsible for: naming a G failure and the markers the value drops. Must not: decide acceptance (that
is `_support`), nor analyse clauses (`_clauses`).
"""

from __future__ import annotations

from typing import Final

from memtx.core.admission._automaton import _free, _strict
from memtx.core.admission._clauses import _BLOCKS, _BY_FIRST, _OPT, _groups
from memtx.core.admission._sentences import _Evidence
from memtx.core.admission._verdict import CLAUSE_STITCH, Support
from memtx.core.lexicon import COND, CURRENCY_AND_PERCENT, GUARD_ORDER, NUM, RESTRICT
from memtx.core.text import unprotect


class _Runs:
    """Is a token run contiguous in the value? The value's runs of each length asked for, as a set (built
    once per length: a scan of the value per marker would make naming a rejection quadratic)."""

    __slots__ = ("_by_size", "_tokens")

    def __init__(self, tokens: list[str]) -> None:
        self._tokens = tokens
        self._by_size: dict[int, frozenset[tuple[str, ...]]] = {}

    def __contains__(self, needle: tuple[str, ...]) -> bool:
        n = len(needle)
        runs = self._by_size.get(n)
        if runs is None:
            toks = self._tokens
            runs = self._by_size[n] = frozenset(tuple(toks[i : i + n]) for i in range(len(toks) - n + 1))
        return needle in runs


# Per guard class: the first tokens of the entries that make a block of it (a marker of the class, or a
# compound with a word of the class inside); numbers are recognized by shape (`_may_hold`).
_CLASS_FIRSTS: Final = {
    bit: frozenset(first for first, ms in _BY_FIRST.items() if any((m.bits | m.inner) & bit for m in ms))
    for bit, _ in GUARD_ORDER
}


def _may_hold(bit: int, toks: list[str]) -> bool:
    """Can a sentence with these tokens (not a question) have a block of guard class `bit`? A cheap
    necessary condition, so that naming a rejection does not analyse sentences that cannot contribute."""
    if bit == RESTRICT or not _CLASS_FIRSTS[bit].isdisjoint(toks):
        return True  # (every sentence has content)
    return bit == NUM and any(t[0].isdigit() or t in CURRENCY_AND_PERCENT for t in toks)


_SAID: Final = 4  # dropped markers a rejection names


def _dropped(ev: _Evidence, vtoks: list[str], masks: dict[str, int], bit: int) -> list[str]:
    """The first `_SAID` distinct markers of class `bit` (or of a question) that the value does not copy, in
    sentences that share a token with it; sentences after the last one needed are not analysed."""
    dropped: list[str] = []
    kept = _Runs(vtoks)
    for text, words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        tokens = words.split()
        if masks.keys().isdisjoint(tokens) or not (question or _may_hold(bit, tokens)):
            continue
        for g in _groups(text, question):
            for kind, toks, bits, _skip, _ in g[_BLOCKS]:
                if kind == _OPT or not bits & bit or toks in kept:
                    continue
                word = " ".join(toks)
                if word not in dropped:
                    dropped.append(word)
                    if len(dropped) == _SAID:
                        return dropped
    return dropped


def _guard_rejection(ev: _Evidence, starts: list[bool], vtoks: list[str], masks: dict[str, int], qmark: int) -> Support:
    """Why G fails, in DESIGN §4's order: the first guard class that every embedding respecting the
    clause structure violates; if no embedding respects the structure at all, the first marker class
    (negation … number) that every embedding violates regardless, and `clause_stitch` when there is none."""
    structured = _strict(ev, starts, masks, vtoks, 0)
    enforce = 0
    for bit, name in GUARD_ORDER:
        if bit == RESTRICT and not structured:
            break  # joining clauses is the diagnosis; the content it leaves out is how it joins them
        enforce |= bit | (qmark if bit == COND else 0)
        if _strict(ev, starts, masks, vtoks, enforce) if structured else _free(ev, masks, vtoks, enforce):
            continue
        dropped = _dropped(ev, vtoks, masks, bit)
        said = ", ".join(repr(unprotect(w)) for w in dropped) or "a question"  # (identifiers as written)
        return Support(False, f"guard:{name}", f"the value drops {said} of the clause it draws from")
    if structured:
        raise AssertionError("unreachable: G failed with every guard class satisfiable")
    return Support(
        False,
        CLAUSE_STITCH,
        "the value joins pieces of different clauses; take it from one clause, or copy clauses verbatim",
    )
