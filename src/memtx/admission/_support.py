"""Admission's entry point: `check_support` = DESIGN §4's F ∧ Q ∧ T ∧ G for one proposal.

Responsible for: the argument checks (F), the source span test (Q; the source's memo and index are in
`_sources`), the ordered subsequence test (T) and the order of the checks. Must not: touch storage, read
clocks, or raise on a rejection.
"""

from __future__ import annotations

import re
from typing import Final

from memtx.admission._automaton import _masks, _starts, _strict
from memtx.admission._clauses import _QMARK, ARTICLES
from memtx.admission._reasons import _guard_rejection
from memtx.admission._sentences import _Evidence, _evidence
from memtx.admission._sources import _LONG, _searched, _source, _source_key
from memtx.admission._speaker import bound_values
from memtx.admission._verdict import (
    _ACCEPT,
    EVIDENCE_NOT_IN_SOURCE,
    METADATA,
    NOT_ORDERED_SUBSEQUENCE,
    REASONS,
    Support,
)
from memtx.lexicon import FILLERS, GUARD, SPEECH_VERBS
from memtx.text import content_tokens, has_token, normalize, tokenize

_QUESTION_MARKS: Final = frozenset("?？¿﹖")


# Occurrences `_span_end` tries. It is a fast path of Q: normalization and tokenization are local at whitespace,
# so it only finds what the token comparison finds too; trying every occurrence of a needle that recurs without
# whitespace around it (`abab…` in `ababab…`) would make Q quadratic.
_TRIES: Final = 8


def _span_end(needle: str, hay: str) -> int:
    """Where the first occurrence of `needle` in `hay` with whitespace (or an end) on both sides ends, if it is
    among the first `_TRIES` occurrences; else -1. Normalization and tokenization are local and whitespace
    separates tokens, so the needle's tokens are then a contiguous run of `hay`'s."""
    size, at = len(needle), hay.find(needle)
    open_left, open_right = needle[:1].isspace(), needle[-1:].isspace()
    for _ in range(_TRIES):
        if at < 0:
            return -1
        end = at + size
        if (open_left or at == 0 or hay[at - 1].isspace()) and (open_right or end == len(hay) or hay[end].isspace()):
            return end
        at = hay.find(needle, at + 1)
    return -1


def _key(ev: _Evidence) -> str:
    """The evidence's tokens, single-spaced, with a space at both ends (built when first needed)."""
    if not ev.key:
        ev.key = f" {' '.join(ev.all_words.split())} "
    return ev.key


def _scan(ev: _Evidence, evidence: str, source_text: str) -> tuple[bool, int]:
    """DESIGN §4 Q by plain searches, and about how many characters of the source they scanned. Fast paths:
    the raw evidence, or the normalized one, occurs in the (normalized) source between whitespace; otherwise
    the token sequences themselves are compared (one substring search: linear)."""
    end = _span_end(evidence, source_text)
    if end >= 0:
        return True, end
    found = _span_end(ev.norm, _source(source_text)) >= 0 or _key(ev) in _source_key(source_text)
    return found, len(source_text)


def _in_source(ev: _Evidence, evidence: str, source_text: str) -> bool:
    """DESIGN §4 Q: the evidence's tokens are a contiguous run of the source's. A long source that has been
    indexed (`_sources`) gives the token comparison's answer from its index, in about the evidence's length;
    the fast paths then run only when that answer is no (by design they cannot say yes then, but asking them
    keeps the answer the plain searches' by construction)."""
    if len(source_text) < _LONG:
        return _scan(ev, evidence, source_text)[0]
    searched = _searched(source_text)
    if searched.index is None:
        found, scanned = _scan(ev, evidence, source_text)
        searched.charge(scanned)
        return found
    return (
        _key(ev) in searched.index
        or _span_end(evidence, source_text) >= 0
        or _span_end(ev.norm, _source(source_text)) >= 0
    )


def _verbatim_found(evidence: str, source_text: str) -> bool:
    """DESIGN §4 Q for an evidence that has tokens, when it can be answered without analysing the evidence:
    a short source holding the raw evidence between whitespace, or an indexed long source holding its
    tokens. False means "not known": the full test decides."""
    if len(source_text) < _LONG:
        return _span_end(evidence, source_text) >= 0
    searched = _searched(source_text)
    return searched.index is not None and f" {' '.join(tokenize(evidence))} " in searched.index


def check_support(
    value: str, evidence: str, source_text: str, *, guard: bool = True, speaker: str | None = None
) -> Support:
    """DESIGN §4 `Support(q) = F ∧ Q ∧ [T(v) ⪯ T(e)] ∧ G` for one proposal, as far as three strings allow.

    Reasons, in order (the first failure wins): `metadata` (an argument is not a str, or normalizes to no
    tokens; a `speaker` that is not None must be a str with a token), `evidence_not_in_source` (the evidence's
    token sequence is not a contiguous run of the source's), `not_ordered_subsequence` (the value's content
    tokens are not an ordered subsequence of the evidence's), then `guard:negation`, `guard:scope`,
    `guard:condition`, `guard:number`, `guard:restriction`, `guard:clause_stitch`. `guard=False` stops after
    T: the papers' unguarded ordered test.

    `speaker` (DESIGN §4 speaker binding): the source's speaker. The value may then name the speaker where
    the evidence says I/me/my (yo, 我, 我的), with the verb after a subject in the first person (`_speaker`);
    the value is accepted if it, or one such reading of it, is supported. A rejection gives the reason of the
    reading that got furthest through the checks.

    Complexity (docs/admission.md, "Complexity"): F, Q, T are O(|value| + |evidence| + |source|). G is a
    bit-parallel automaton over the evidence's clauses whose states span only the value prefixes still
    live (`_window`): O(|evidence| · ⌈W / 64⌉) machine words with W ≤ 4096 + the live range's width, which
    is small unless the value's place in the evidence stays ambiguous over a long stretch; sentences where
    no embedding can start are not even analysed. Naming a rejection's reason runs it (or its
    structure-free variant) at most six more times. Normalized evidence, sources and analysed sentences
    are memoized (LRU), so re-checking against a source is cheap, and a long source that many proposals
    cite is indexed once (`_sources`), so that Q then costs about |evidence|, not |source|, per proposal;
    memo and index change nothing but speed. Speaker binding checks at most 3^3 readings more.
    """
    args: tuple[tuple[str, object], ...] = (("value", value), ("evidence", evidence), ("source_text", source_text))
    for name, arg in args:  # DESIGN §4 F, as far as three strings allow; callers may not be typed
        if not isinstance(arg, str):
            return Support(False, METADATA, f"{name} must be a str, not {type(arg).__name__}")
    if speaker is not None and (not isinstance(speaker, str) or not content_tokens(speaker)):
        return Support(False, METADATA, "speaker must be None or a name (a str with a word in it)")
    vtoks = [t for t in tokenize(value) if t not in ARTICLES]  # (T's content tokens, `un`/`una` kept: numbers)
    if not vtoks:
        return Support(False, METADATA, "the value has no content tokens")
    if value == evidence and _verbatim_found(evidence, source_text):
        return _ACCEPT  # a verbatim copy (below) of evidence found in the source, without analysing it
    ev = _evidence(evidence)
    if not ev.texts:  # (a sentence has at least one token)
        return Support(False, METADATA, "the evidence has no tokens")
    if not _in_source(ev, evidence, source_text):  # DESIGN §4 Q
        if not has_token(_source(source_text)):
            return Support(False, METADATA, "the source has no tokens")
        return Support(False, EVIDENCE_NOT_IN_SOURCE, "the evidence is not a verbatim span of the source")
    if value == evidence or normalize(value) == ev.norm:
        # A verbatim copy of the evidence: its one embedding keeps every token, so it skips no guard
        # marker or restriction and stitches nothing the evidence does not say itself — T and G hold
        # (DESIGN §4: faithful extractions must pass). The batch path's commonest case, for free.
        return _ACCEPT
    # A question supports no claim: only a value that is itself a question may copy one (verbatim).
    qmark = _QMARK if _QUESTION_MARKS.isdisjoint(value) else 0
    verdict = _ordered_and_guarded(ev, vtoks, guard, qmark)
    if verdict.ok or speaker is None or reports_speech(evidence):
        return verdict
    best = verdict
    for reading in bound_values(vtoks, speaker):  # DESIGN §4 speaker binding
        bound = _ordered_and_guarded(ev, reading, guard, qmark)
        if bound.ok:
            return bound
        if _REASON_RANK[bound.reason] >= _REASON_RANK[best.reason]:  # (a tie: the reading says more)
            best = bound
    return best


def supports(value: str, evidence: str, source_text: str, *, speaker: str | None = None) -> Support:
    """`memtx.check_support`: the guarded check (DESIGN §4 F ∧ Q ∧ T ∧ G) with the source's speaker, if any
    (`check_support` with `guard=True`; the unguarded test stays reachable as `memtx.admission.check_support`)."""
    return check_support(value, evidence, source_text, speaker=speaker)


_REASON_RANK: Final[dict[str | None, int]] = {reason: k for k, reason in enumerate(REASONS)}


def _ordered_and_guarded(ev: _Evidence, vtoks: list[str], guard: bool, qmark: int) -> Support:
    """DESIGN §4 T, then G (unless `guard` is False), of the value's content tokens against the evidence."""
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
    starts = _starts(ev, masks, vtoks)
    if _strict(ev, starts, masks, vtoks, GUARD | qmark):  # DESIGN §4 G: some embedding holds
        return _ACCEPT
    return _guard_rejection(ev, starts, vtoks, masks, qmark)


# Reported speech: a first person inside it is the quoted speaker's, not the source's ("Alice said: I live in
# Berlin" says nothing about where the source's speaker lives). Speaker binding is not tried on such evidence.
_SPEECH: Final = frozenset(SPEECH_VERBS)
_CJK_MARKERS: Final = tuple(sorted((m for m in FILLERS["zh"] if any(w in m for w in "说称")), key=len, reverse=True))
_SPEECH_CJK: Final = ("说", "表示", "称", "写道", "问道", "回答")
_QUOTES: Final = frozenset('"“”„«»「」『』')
_WORDS: Final = re.compile(r"[^\W\d_]+")


def reports_speech(evidence: str) -> bool:
    """Whether the evidence quotes or reports someone's words (a quotation mark, or a speech verb)."""
    if not _QUOTES.isdisjoint(evidence):
        return True
    plain = evidence
    for marker in _CJK_MARKERS:  # "说实话", "顺便说一下": discourse markers that report no one's words
        plain = plain.replace(marker, "")
    if any(w in plain for w in _SPEECH_CJK):
        return True
    return any(w.casefold() in _SPEECH for w in _WORDS.findall(evidence))
