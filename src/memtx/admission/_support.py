"""Admission's entry point: `check_support` = DESIGN §4's F ∧ Q ∧ T ∧ G for one proposal.

Responsible for: the argument checks (F), the source span test (Q), the ordered subsequence test (T) and
the order of the checks. Must not: touch storage, read clocks, or raise on a rejection.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from memtx.admission._automaton import _masks, _starts, _strict
from memtx.admission._clauses import _QMARK
from memtx.admission._reasons import _guard_rejection
from memtx.admission._sentences import _Evidence, _evidence
from memtx.admission._verdict import (
    _ACCEPT,
    EVIDENCE_NOT_IN_SOURCE,
    METADATA,
    NOT_ORDERED_SUBSEQUENCE,
    Support,
)
from memtx.lexicon import GUARD
from memtx.text import content_tokens, has_token, normalize, tokenize

_QUESTION_MARKS: Final = frozenset("?？¿﹖")


@lru_cache(maxsize=256)
def _source(source_text: str) -> str:
    return normalize(source_text)


@lru_cache(maxsize=256)
def _source_key(source_text: str) -> str:
    return f" {' '.join(tokenize(source_text))} "


# Occurrences `_between_spaces` tries. It is a fast path of Q: normalization and tokenization are local at
# whitespace, so it only finds what the token comparison finds too; trying every occurrence of a needle that
# recurs without whitespace around it (`abab…` in `ababab…`) would make Q quadratic.
_TRIES: Final = 8


def _between_spaces(needle: str, hay: str) -> bool:
    """`needle` occurs in `hay` with whitespace (or an end) on both sides, among its first `_TRIES`
    occurrences. Normalization and tokenization are local and whitespace separates tokens, so its tokens
    are then a contiguous run of `hay`'s."""
    size, at = len(needle), hay.find(needle)
    open_left, open_right = needle[:1].isspace(), needle[-1:].isspace()
    for _ in range(_TRIES):
        if at < 0:
            return False
        end = at + size
        if (open_left or at == 0 or hay[at - 1].isspace()) and (open_right or end == len(hay) or hay[end].isspace()):
            return True
        at = hay.find(needle, at + 1)
    return False


def _in_source(ev: _Evidence, evidence: str, source_text: str) -> bool:
    """DESIGN §4 Q: the evidence's tokens are a contiguous run of the source's. Fast paths: the raw
    evidence, or the normalized one, occurs in the (normalized) source between whitespace; otherwise the
    token sequences themselves are compared (one substring search: linear)."""
    if _between_spaces(evidence, source_text) or _between_spaces(ev.norm, _source(source_text)):
        return True
    if not ev.key:
        ev.key = f" {' '.join(ev.all_words.split())} "
    return ev.key in _source_key(source_text)


def check_support(value: str, evidence: str, source_text: str, *, guard: bool = True) -> Support:
    """DESIGN §4 `Support(q) = F ∧ Q ∧ [T(v) ⪯ T(e)] ∧ G` for one proposal, as far as three strings allow.

    Reasons, in order (the first failure wins): `metadata` (an argument is not a str, or normalizes to no
    tokens), `evidence_not_in_source` (the evidence's token sequence is not a contiguous run of the
    source's), `not_ordered_subsequence` (the value's content tokens are not an ordered subsequence of the
    evidence's), then `guard:negation`, `guard:scope`, `guard:condition`, `guard:number`,
    `guard:clause_stitch`. `guard=False` stops after T: the papers' unguarded ordered test.

    Complexity (docs/admission.md, "Complexity"): F, Q, T are O(|value| + |evidence| + |source|). G is a
    bit-parallel automaton over the evidence's clauses whose states span only the value prefixes still
    live (`_window`): O(|evidence| · ⌈W / 64⌉) machine words with W ≤ 4096 + the live range's width, which
    is small unless the value's place in the evidence stays ambiguous over a long stretch; sentences where
    no embedding can start are not even analysed. Naming a rejection's reason runs it (or its
    structure-free variant) at most five more times. Normalized evidence, sources and analysed sentences
    are memoized (LRU), so re-checking against a source is cheap; the memo changes nothing but speed.
    """
    args: tuple[tuple[str, object], ...] = (("value", value), ("evidence", evidence), ("source_text", source_text))
    for name, arg in args:  # DESIGN §4 F, as far as three strings allow; callers may not be typed
        if not isinstance(arg, str):
            return Support(False, METADATA, f"{name} must be a str, not {type(arg).__name__}")
    vtoks = content_tokens(value)
    if not vtoks:
        return Support(False, METADATA, "the value has no content tokens")
    ev = _evidence(evidence)
    if not ev.texts:  # (a sentence has at least one token)
        return Support(False, METADATA, "the evidence has no tokens")
    if not _in_source(ev, evidence, source_text):  # DESIGN §4 Q
        if not has_token(_source(source_text)):
            return Support(False, METADATA, "the source has no tokens")
        return Support(False, EVIDENCE_NOT_IN_SOURCE, "the evidence is not a verbatim span of the source")
    at, words = 0, ev.all_words  # DESIGN §4 T: order-preserving subsequence (leftmost match of each token)
    for tok in vtoks:
        found = words.find(f" {tok} ", at)
        if found < 0:
            return Support(
                False, NOT_ORDERED_SUBSEQUENCE, f"value token {tok!r} has no match, in order, in the evidence"
            )
        at = found + len(tok) + 1  # the space after a match may open the next one
    if not guard:
        return _ACCEPT
    masks = _masks(vtoks)
    # A question supports no claim: only a value that is itself a question may copy one (verbatim).
    qmark = _QMARK if _QUESTION_MARKS.isdisjoint(value) else 0
    starts = _starts(ev, masks, vtoks)
    if _strict(ev, starts, masks, vtoks, GUARD | qmark):  # DESIGN §4 G: some embedding holds
        return _ACCEPT
    return _guard_rejection(ev, starts, vtoks, masks, qmark)
