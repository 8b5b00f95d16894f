"""Admission's embedding search: bit-parallel automata over a sentence's clause groups (DESIGN §4 G).

Responsible for: whether some embedding of the value satisfies the guard (strict, or structure-free).
Must not: analyse clauses (`_clauses`) or build verdicts (`_support`, `_reasons`).
"""

from __future__ import annotations

from typing import Final

from memtx.admission._clauses import (
    _ASIDE,
    _ATOM,
    _BLOCKS,
    _BY_FIRST,
    _DE,
    _GEN,
    _JUNCTION,
    _REL,
    _REQ,
    _VOCAB,
    _Group,
    _groups,
)
from memtx.admission._sentences import _Evidence
from memtx.lexicon import CONJ, FILLER
from memtx.text import EMPTY_WORDS

# Every token that may be skipped at a clause junction (articles and the words of filler/conjunction
# entries): a superset, used only to prune sentences cheaply.
_JUNCTION_SKIPPABLE: Final = EMPTY_WORDS | frozenset(
    t for ms in _BY_FIRST.values() for m in ms if m.bits & (CONJ | FILLER) for t in m.tokens
)


def _chain(x: int, toks: tuple[str, ...], masks: dict[str, int]) -> int:
    """Advance the set of value prefixes `x` through `toks`, matched consecutively."""
    for t in toks:
        x = (x & masks.get(t, 0)) << 1
        if not x:
            return 0
    return x


def _run(g: _Group, masks: dict[str, int], goal: int, enforce: int, *, u: int, j: int) -> tuple[int, int, int]:
    """One group of the `_strict` automaton from states (U, J); returns (Tc, Tg, J) at its end."""
    tc = tg = 0
    get = masks.get
    for kind, toks, bits, skip, _ in g[_BLOCKS]:
        if kind < _GEN and not bits & enforce:  # optional tokens, or the tokens of a marker not enforced
            if skip:
                for t in toks:
                    tc |= ((u | tc | tg | j) & get(t, 0)) << 1
            else:
                for t in toks:
                    src = (u | tc | tg | j) & get(t, 0)
                    tg |= tc
                    tc, j = src << 1, 0
            continue
        if bits & enforce:  # a marker to keep (_REQ) or keep whole (_ATOM); the kinds below carry no bits
            whole = _chain(u | tc | tg | j, toks, masks)
            if kind == _REQ:  # DESIGN §4 G: a guard marker of a touched clause must be kept
                tc, u, tg, j = whole, 0, 0, 0
            elif skip:  # an atomic compound: all or nothing
                tc |= whole
            else:
                tg |= tc
                tc, j = whole, 0
            continue
        if kind == _GEN:  # X only after `of`: no possessor promoted to the head
            mg = ((u | tc | tg | j) & masks.get(toks[0], 0)) << 1
            tg |= tc | mg
            tc, j = (mg & masks.get(toks[1], 0)) << 1, 0
            continue
        if kind == _JUNCTION:  # only a contiguous tail goes on; finished embeddings wait for the group end
            tg, j, tc = (tg | tc) & goal, (j | tc) & ~goal, 0
            continue
        if kind == _REL:  # no fresh start after a left-out relative pronoun: that is its clause's subject
            src = (u | tc | tg | j) & masks.get(toks[0], 0)
            tg |= tc
            tc, u, j = src << 1, 0, 0
            continue
        if kind == _DE:  # P kept and `的` left out: the head N must be kept too
            mp = ((u | tc | tg | j) & masks.get(toks[0], 0)) << 1
            tg |= tc
            tc, j = mp, 0
            tc |= ((u | tc | tg) & masks.get(toks[1], 0)) << 1
            src = (u | tc | tg) & masks.get(toks[2], 0)
            tg |= tc & ~mp
            tc = src << 1
    return tc, tg, j


def _starts(ev: _Evidence, masks: dict[str, int], vtoks: list[str]) -> list[bool]:
    """Per sentence: may an embedding start in it? Cheap pruning before any clause analysis: it must
    hold the value's first token, and the embedding either ends in it (the value is an ordered
    subsequence of the sentence) or leaves it through its last token (the value's, or a skippable one)."""
    needle = f" {vtoks[0]} "
    starts: list[bool] = []
    for words in ev.words:
        if needle not in words:
            starts.append(False)
            continue
        toks = words.split()
        if toks[-1] in masks or toks[-1] in _JUNCTION_SKIPPABLE:
            starts.append(True)
        else:
            it = iter(toks)
            starts.append(all(t in it for t in vtoks))
    return starts


def _strict(ev: _Evidence, starts: list[bool], masks: dict[str, int], vtoks: list[str], enforce: int) -> bool:
    """Is there an embedding satisfying G (guard classes in `enforce`, plus the junction rule)?

    Bit-parallel over the value: bit i of a state = "the first i value tokens are placed". States:
    U untouched (bit 0 only; cleared once a guard marker of the group is skipped), Tc touched and
    nothing but skippables skipped since the last match, Tg touched with a gap, J crossed into this
    group from a contiguous tail and nothing but skippables skipped yet. Sentences where no embedding
    can start (`_starts`) and that no contiguous tail reaches are never analysed.
    """
    first, goal = vtoks[0], 1 << len(vtoks)
    j = 0
    for text, question, may_start in zip(ev.texts, ev.questions, starts, strict=True):
        if not (j or may_start):
            continue
        for g in _groups(text, question):
            if not j and first not in g[_VOCAB]:
                continue
            if g[_ASIDE]:
                # An aside may be used alone, stepped over whole, or run through verbatim (entered from
                # a contiguous tail or from its first word, and left from its last); a value may not start
                # in its middle and leave it ("Alice, who met Bob, lives in Rome" ↛ "Bob lives in Rome").
                tc, tg, _ = _run(g, masks, goal, enforce, u=1, j=0)
                if (tc | tg) & goal:
                    return True
                tc, tg, j_out = _run(g, masks, goal, enforce, u=0, j=j | 1)
                if (tc | tg) & goal:
                    return True
                j |= j_out | tc
                continue
            tc, tg, j = _run(g, masks, goal, enforce, u=1, j=j)
            if (tc | tg) & goal:
                return True
            j |= tc  # DESIGN §4 G: only a contiguous tail may continue into the next clause
    return False


def _free(ev: _Evidence, masks: dict[str, int], m: int, enforce: int) -> bool:
    """Is there an embedding that keeps the `enforce` markers of every group it touches, ignoring clause
    structure (junctions, asides, promoted nouns)? States: K untouched and clean, KD untouched after a
    marker was skipped, T touched. A group without value tokens leaves them as they are."""
    carried = 1
    for text, words, question in zip(ev.texts, ev.words, ev.questions, strict=True):
        if masks.keys().isdisjoint(words.split()):
            continue
        for g in _groups(text, question):
            if masks.keys().isdisjoint(g[_VOCAB]):
                continue
            k, kd, t = carried, 0, 0
            for kind, toks, bits, _skip, _ in g[_BLOCKS]:
                if kind == _REQ and bits & enforce:
                    t = _chain(k | t, toks, masks)
                    kd |= k
                    k = 0
                elif kind == _ATOM and bits & enforce:
                    t |= _chain(k | t, toks, masks)
                else:
                    for tok in toks:
                        t |= ((k | t) & masks.get(tok, 0)) << 1
            carried = k | kd | t
    return bool(carried >> m & 1)
