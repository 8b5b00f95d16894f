"""Admission's embedding search: bit-parallel automata over a sentence's clause groups (DESIGN §4 G).

Responsible for: whether some embedding of the value satisfies the guard (strict, or structure-free).
Must not: analyse clauses (`_clauses`) or build verdicts (`_support`, `_reasons`).

A value of more than `_window._WIDE` tokens is searched in a window (`_window`): the same steps, with the
states shifted down past the value prefixes that can no longer complete, so a step costs the width of the
live range instead of the value's length. When that range is wide, a first pass keeps only the prefixes
near the leftmost embedding's; it may only accept (its states are a subset of the full search's).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Final

from memtx.core.admission import _window
from memtx.core.admission._clauses import (
    _ASIDE,
    _ATOM,
    _BLOCKS,
    _BY_FIRST,
    _CUT,
    _DE,
    _GEN,
    _JUNCTION,
    _REL,
    _REQ,
    _VOCAB,
    _Block,
    _Group,
    _groups,
)
from memtx.core.admission._sentences import _Evidence
from memtx.core.admission._window import _bounds, _Frame, _Inexact
from memtx.core.lexicon import CONJ, FILLER, RESTRICT
from memtx.core.text import EMPTY_WORDS

# Every token that may be skipped at a clause junction (articles and the words of filler/conjunction
# entries): a superset, used only to prune sentences cheaply.
_JUNCTION_SKIPPABLE: Final = EMPTY_WORDS | frozenset(
    t for ms in _BY_FIRST.values() for m in ms if m.bits & (CONJ | FILLER) for t in m.tokens
)


_Get = Callable[[str, int], int]


def _masks(vtoks: list[str]) -> dict[str, int]:
    """Per value token, the bitset of the value positions that hold it. For a value searched in a window
    (`_window`) only the keys are used: the window builds its own masks, as wide as the window."""
    if len(vtoks) > _window._WIDE:
        return dict.fromkeys(vtoks, 0)
    masks: dict[str, int] = {}
    for i, tok in enumerate(vtoks):
        masks[tok] = masks.get(tok, 0) | 1 << i
    return masks


def _chain(x: int, toks: tuple[str, ...], get: _Get) -> int:
    """Advance the set of value prefixes `x` through `toks`, matched consecutively."""
    for t in toks:
        x = (x & get(t, 0)) << 1
        if not x:
            return 0
    return x


def _kept_genitive(kind: int, x: int, toks: tuple[str, ...], get: _Get) -> int:
    """Advance `x` through a genitive that must be kept: `of X` whole; `P 的 N` with P and N (`的` may go)."""
    if kind == _GEN:
        return _chain(x, toks, get)
    x = (x & get(toks[0], 0)) << 1
    x |= (x & get(toks[1], 0)) << 1
    return (x & get(toks[2], 0)) << 1


def _structural(
    kind: int,
    toks: tuple[str, ...],
    states: tuple[int, int, int, int],
    get: _Get,
    *,
    content: bool,
    frame: _Frame | None,
) -> tuple[int, int, int, int]:
    """`_run`'s step over a genitive (`of X`, `P 的 N`) or a relative pronoun: states (U, Tc, Tg, J) after it."""
    u, tc, tg, j = states
    if content and kind != _REL:  # DESIGN §4 G: a genitive's words are content, kept
        return 0, _kept_genitive(kind, u | tc | tg | j, toks, get), 0, 0
    if kind == _GEN:  # X only after `of`: no possessor promoted to the head
        mg = ((u | tc | tg | j) & get(toks[0], 0)) << 1
        return u, (mg & get(toks[1], 0)) << 1, tg | tc | mg, 0
    if kind == _REL:  # no fresh start after a left-out relative pronoun: that is its clause's subject
        src = (u | tc | tg | j) & get(toks[0], 0)
        return 0, src << 1, tg | tc, 0
    # _DE: P kept and `的` left out: the head N must be kept too
    if toks[0] == toks[1] and frame is not None and frame.narrow is not None:
        raise _Inexact  # `~mp` below is monotone only when P and `的` differ
    mp = ((u | tc | tg | j) & get(toks[0], 0)) << 1
    tg |= tc
    tc = mp
    tc |= ((u | tc | tg) & get(toks[1], 0)) << 1
    src = (u | tc | tg) & get(toks[2], 0)
    tg |= tc & ~mp
    return u, src << 1, tg, 0


def _run(
    g: _Group,
    masks: Mapping[str, int],
    goal: int,
    enforce: int,
    *,
    u: int,
    j: int,
    frame: _Frame | None = None,
    off: int = 0,
) -> tuple[int, int, int]:
    """One group of the `_strict` automaton from states (U, J); returns (Tc, Tg, J) at its end, J including
    the embeddings that left a first conjunct out at a `_CUT` (they go on only in the next group, like a
    contiguous tail). With a `frame` (a windowed search; `off`: the sentence's first evidence token), states
    are shifted down by `frame.base`, which may move at block boundaries."""
    tc = tg = carry = 0
    content = bool(enforce & RESTRICT)
    get: _Get = masks.get
    blocks: Iterable[_Block] = g[_BLOCKS]
    if frame is not None:
        get, goal, blocks = frame.masks.get, frame.goal, frame.blocks(g, off)
    for n, (kind, toks, bits, skip, _) in enumerate(blocks):
        if frame is not None and frame.moved:  # the window moved before this block (`_Frame.blocks`)
            u, tc, tg, j, carry = frame.take(u, tc, tg, j, carry)
            get, goal = frame.masks.get, frame.goal
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
            whole = _chain(u | tc | tg | j, toks, get)
            # DESIGN §4 G: a guard marker, or content (RESTRICT, a content compound too), of a touched clause
            # must be kept
            if kind == _REQ or bits & enforce & RESTRICT:
                tc, u, tg, j = whole, 0, 0, 0
            elif skip:  # an atomic compound: all or nothing
                tc |= whole
            else:
                tg |= tc
                tc, j = whole, 0
            continue
        if kind == _CUT:  # DESIGN §4 G: a first conjunct may be left out whole after its subject
            # (a contiguous tail, as at a junction; at a group's start, a middle conjunct's whole: round 22)
            carry = tc | j if n == 0 else tc
            continue
        if kind == _JUNCTION:  # only a contiguous tail goes on; finished embeddings wait for the group end
            tg, j, tc = (tg | tc) & goal, (j | tc) & ~goal, 0
            continue
        u, tc, tg, j = _structural(kind, toks, (u, tc, tg, j), get, content=content, frame=frame)
    return tc, tg, j | carry


def _starts(ev: _Evidence, masks: Mapping[str, int], vtoks: list[str]) -> list[bool]:
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


def _strict(ev: _Evidence, starts: list[bool], masks: Mapping[str, int], vtoks: list[str], enforce: int) -> bool:
    """Is there an embedding satisfying G (guard classes in `enforce`, plus the junction rule)? `masks`
    as `_masks` gives them. A long value is searched in a window (module doc)."""
    if len(vtoks) <= _window._WIDE:
        return _strict_pass(ev, starts, masks, vtoks, enforce, frame=None)
    bounds = _bounds(ev, vtoks)
    if bounds is None:
        return False  # not even an ordered subsequence
    if bounds.wide:
        try:
            if _strict_pass(ev, starts, masks, vtoks, enforce, frame=_Frame(bounds, _window._NARROW)):
                return True
        except _Inexact:
            pass
    return _strict_pass(ev, starts, masks, vtoks, enforce, frame=_Frame(bounds, None))


def _strict_pass(
    ev: _Evidence,
    starts: list[bool],
    masks: Mapping[str, int],
    vtoks: list[str],
    enforce: int,
    *,
    frame: _Frame | None,
) -> bool:
    """`_strict`, once: over the whole value (no frame) or in a window.

    Bit-parallel over the value: bit i of a state = "the first i value tokens are placed". States:
    U untouched (bit 0 only; cleared once a guard marker of the group is skipped), Tc touched and
    nothing but skippables skipped since the last match, Tg touched with a gap, J crossed into this
    group from a contiguous tail and nothing but skippables skipped yet. Sentences where no embedding
    can start (`_starts`) and that no contiguous tail reaches are never analysed.
    """
    first, goal = vtoks[0], 1 << len(vtoks)
    offsets = frame.bounds.offsets if frame is not None else None
    j = one = 0
    for s, (text, question, may_start) in enumerate(zip(ev.texts, ev.questions, starts, strict=True)):
        if not (j or may_start):
            continue
        off = offsets[s] if offsets is not None else 0
        for g in _groups(text, question):
            if not j and first not in g[_VOCAB]:
                continue
            one = 1 if frame is None else 1 >> frame.base  # bit 0 (dead, so dropped, once the base passed it)
            if g[_ASIDE]:
                # An aside may be used alone, stepped over whole, or run through verbatim (entered from
                # a contiguous tail or from its first word, and left from its last); a value may not start
                # in its middle and leave it ("Alice, who met Bob, lives in Rome" ↛ "Bob lives in Rome").
                saved = frame.save() if frame is not None else None
                tc, tg, _ = _run(g, masks, goal, enforce, u=one, j=0, frame=frame, off=off)
                if frame is not None:
                    goal = frame.goal
                if (tc | tg) & goal:
                    return True
                if frame is not None and saved is not None:
                    frame.restore(saved)
                tc, tg, j_out = _run(g, masks, goal, enforce, u=0, j=j | one, frame=frame, off=off)
                if frame is not None and saved is not None:
                    j >>= frame.base - saved[0]  # (j, stepped over the aside, is still at the old base)
                    goal = frame.goal
                if (tc | tg) & goal:
                    return True
                j |= j_out | tc
                continue
            tc, tg, j = _run(g, masks, goal, enforce, u=one, j=j, frame=frame, off=off)
            if frame is not None:
                goal = frame.goal
            if (tc | tg) & goal:
                return True
            j |= tc  # DESIGN §4 G: only a contiguous tail may continue into the next clause
    return False


def _free(ev: _Evidence, masks: Mapping[str, int], vtoks: list[str], enforce: int) -> bool:
    """Is there an embedding that keeps the `enforce` markers of every group it touches, ignoring clause
    structure (junctions, asides, promoted nouns)? A long value is searched in a window (module doc)."""
    if len(vtoks) <= _window._WIDE:
        return _free_pass(ev, masks, vtoks, enforce, frame=None)
    bounds = _bounds(ev, vtoks)
    if bounds is None:
        return False
    if bounds.wide and _free_pass(ev, masks, vtoks, enforce, frame=_Frame(bounds, _window._NARROW)):
        return True
    return _free_pass(ev, masks, vtoks, enforce, frame=_Frame(bounds, None))


def _free_pass(
    ev: _Evidence, masks: Mapping[str, int], vtoks: list[str], enforce: int, *, frame: _Frame | None
) -> bool:
    """`_free`, once. States: K untouched and clean, KD untouched after a marker was skipped, T touched.
    A group without value tokens leaves them as they are."""
    carried = 1
    get: _Get = masks.get if frame is None else frame.masks.get
    offsets = frame.bounds.offsets if frame is not None else None
    for s, (text, words, question) in enumerate(zip(ev.texts, ev.words, ev.questions, strict=True)):
        if masks.keys().isdisjoint(words.split()):
            continue
        off = offsets[s] if offsets is not None else 0
        for g in _groups(text, question):
            if masks.keys().isdisjoint(g[_VOCAB]):
                continue
            k, kd, t = carried, 0, 0
            blocks = g[_BLOCKS] if frame is None else frame.blocks(g, off)
            for kind, toks, bits, _skip, _ in blocks:
                if frame is not None and frame.moved:  # the window moved before this block (`_Frame.blocks`)
                    k, kd, t = frame.take(k, kd, t)
                    get = frame.masks.get
                if (kind == _REQ or (kind == _ATOM and bits & RESTRICT)) and bits & enforce:
                    t = _chain(k | t, toks, get)
                    kd |= k
                    k = 0
                elif enforce & RESTRICT and kind in (_GEN, _DE):
                    t = _kept_genitive(kind, k | t, toks, get)
                    kd |= k
                    k = 0
                elif kind == _ATOM and bits & enforce:
                    t |= _chain(k | t, toks, get)
                else:
                    for tok in toks:
                        t |= ((k | t) & get(tok, 0)) << 1
            carried = k | kd | t
    return bool(carried >> (len(vtoks) - (frame.base if frame is not None else 0)) & 1)
