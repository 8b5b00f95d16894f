"""Admission's window for a long value: which value prefixes can still matter at an evidence position (DESIGN §4 G).

Responsible for: the live range of the embedding search's bit positions and the window-relative masks.
Must not: walk clauses or decide anything (that is `_automaton`).

The search's states are bitsets over value positions (bit i: "the first i value tokens are placed"). At
evidence position k (before token k) a set bit i can only satisfy `lo(k) <= i <= hi(k)`:

- `hi(k)` is how many value tokens the leftmost greedy embedding places before k: no embedding places more;
- `lo(k)` is how many it cannot place from k on: `v[i:]` is a subsequence of `e[k:]` exactly when the
  rightmost greedy embedding places `v[i]` at k or later, so a bit below `lo(k)` can never reach the goal.

Dropping such dead bits changes no verdict: every step of the search computes bit i of a state from bits i
(at the same position) or i - 1 (one evidence token earlier) of its inputs, and a bit that is live was
computed from live bits only, so it comes out the same. The `_Frame` therefore keeps its states shifted
down by a `base` at or below `lo`, and masks for the window of bits the next stretch of the evidence can
touch; the ints stay as wide as the live range (plus one stride), not as the value.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Iterator
from operator import lt
from typing import Final

from memtx.core.admission._clauses import _BLOCKS, _END, _OPT, _Block, _Group
from memtx.core.admission._sentences import _Evidence

# Tuning (not part of the rule; tests may lower them to push small inputs through the windowed search):
_WIDE = 4096  # a value of more tokens than this is searched in a window (below, a step is <= 64 words)
_STRIDE = 1024  # evidence tokens between two moves of the window, at least ...
_STRIDE_CAP = 4096  # ... and at most (it bounds the masks' memory when the live range is wide)
_NARROW = 256  # the first pass over a wide live range keeps only this many prefixes below the leftmost


class _Inexact(Exception):
    """A narrow pass met a step that is not monotone in its input states (`_automaton._run`, `_DE`)."""


class _Bounds:
    """The value's side of a windowed search over one evidence: the leftmost (`first`) and rightmost (`last`)
    greedy embeddings as evidence token indices, the evidence's tokens and its sentences' token offsets,
    and each value token's positions in the value."""

    __slots__ = ("evidence", "first", "last", "offsets", "tokens", "values", "where", "wide")

    def __init__(self, ev: _Evidence, vtoks: list[str], first: list[int], last: list[int], tokens: list[str]) -> None:
        self.evidence = ev
        self.values = vtoks
        self.first = first
        self.last = last
        self.tokens = tokens
        offsets, at = [], 0
        for words in ev.words:
            offsets.append(at)
            at += len(words.split())
        self.offsets = offsets
        where: dict[str, list[int]] = {}
        for i, tok in enumerate(vtoks):
            where.setdefault(tok, []).append(i)
        self.where = where
        # Does some position keep more than 4 * _NARROW prefixes alive (bits i and i + 4 * _NARROW both
        # live: the leftmost embedding places v[i + 4n] before the rightmost places v[i])?
        self.wide = any(map(lt, first[4 * _NARROW :], last))


_MEMO: list[_Bounds] = []  # the last one built: a rejection asks up to seven searches of one value


def _bounds(ev: _Evidence, vtoks: list[str]) -> _Bounds | None:
    """The bounds of `vtoks` in `ev`, or None if the value is not an ordered subsequence of it (then no
    embedding exists). Memoized for the last (evidence, value): that changes nothing but speed."""
    if _MEMO and _MEMO[0].evidence is ev and _MEMO[0].values == vtoks:
        return _MEMO[0]
    tokens = ev.all_words.split()
    at = -1
    try:
        index = tokens.index
        first = [at := index(tok, at + 1) for tok in vtoks]
        index, at, n = tokens[::-1].index, -1, len(tokens)
        last = [n - 1 - (at := index(tok, at + 1)) for tok in reversed(vtoks)]
    except ValueError:
        return None
    last.reverse()
    bounds = _Bounds(ev, list(vtoks), first, last, tokens)
    _MEMO[:] = [bounds]
    return bounds


class _Frame:
    """One windowed search's frame: states are kept shifted down by `base`; `masks` hold value bits
    `base …` for the tokens of the evidence before position `until`; `goal` is the goal bit, shifted.
    With `narrow`, the base is also kept at most `narrow` below `hi`: a subset of the states, so an
    accepting narrow pass proves an embedding (the steps are monotone, or raise `_Inexact`)."""

    __slots__ = ("base", "bounds", "goal", "masks", "moved", "narrow", "shift", "until")

    def __init__(self, bounds: _Bounds, narrow: int | None) -> None:
        self.bounds = bounds
        self.narrow = narrow
        self.base = 0
        self.until = -1
        self.masks: dict[str, int] = {}
        self.goal = 1 << len(bounds.values)
        self.moved = False  # set by `_automaton._framed` when it moved the window, with the states' `shift`
        self.shift = 0

    def save(self) -> tuple[int, int, dict[str, int], int]:
        return self.base, self.until, self.masks, self.goal

    def restore(self, saved: tuple[int, int, dict[str, int], int]) -> None:
        self.base, self.until, self.masks, self.goal = saved

    def blocks(self, g: _Group, off: int) -> Iterable[_Block]:
        """The blocks of group `g` (`off`: its sentence's first evidence token). If the window must move
        inside the group, long runs of plain tokens are cut into runs of at most `_STRIDE` (a run's tokens
        are taken one by one, exactly as separate blocks: `_clauses`), and before a block that reaches past
        the window it moves: the consumer then sees `moved` and shifts its states (`take`)."""
        return g[_BLOCKS] if off + g[_END] <= self.until else self._moving(g[_BLOCKS], off)

    def _moving(self, blocks: Iterable[_Block], off: int) -> Iterator[_Block]:
        tokens = self.bounds.tokens
        stride = max(_STRIDE, 1)
        for block in blocks:
            kind, toks, bits, skip, at = block
            if kind == _OPT and len(toks) > stride:
                pieces: Iterable[_Block] = [
                    (kind, toks[k : k + stride], bits, skip, at + k) for k in range(0, len(toks), stride)
                ]
            else:
                pieces = (block,)
            for piece in pieces:
                start = off + piece[4]
                end = _extent(tokens, start, piece)
                if end > self.until:
                    self.shift = self.move(start, end)
                    self.moved = True
                yield piece

    def take(self, *states: int) -> tuple[int, ...]:
        """The states, shifted down as the last move asks."""
        self.moved = False
        return tuple(x >> self.shift for x in states)

    def move(self, at: int, need: int) -> int:
        """Re-centre the window at evidence position `at`, valid at least up to `need`; returns how far the
        states must be shifted down."""
        b = self.bounds
        lo, hi = bisect_left(b.last, at), bisect_left(b.first, at)
        base = lo if self.narrow is None else max(lo, hi - self.narrow)
        base = max(base, self.base)
        until = max(at + max(_STRIDE, min(hi - base, _STRIDE_CAP)), need)
        top = min(len(b.values), bisect_left(b.first, until) + 1)  # above every bit a state can hold before `until`
        shift = base - self.base
        self.base, self.until, self.goal = base, until, 1 << (len(b.values) - base)
        self.masks = _window_masks(b, set(b.tokens[at:until]), base, top)
        return shift


_QUESTION: Final = ("?",)  # the tokens of the block that ends a question (`_clauses._QMARK`)


def _extent(tokens: list[str], start: int, block: _Block) -> int:
    """Where the evidence tokens of a block end. A run of plain tokens is contiguous; a marker, `of X` or
    `P 的 N` may have articles inside (they make no block), and the `?` of a question is no token."""
    kind, toks = block[0], block[1]
    if kind == _OPT:
        return start + len(toks)
    if not toks or toks == _QUESTION:
        return start
    pos, n = start, len(tokens)
    for tok in toks:
        while pos < n and tokens[pos] != tok:
            pos += 1
        pos += 1
    return min(pos, n)


def _window_masks(b: _Bounds, wanted: set[str], base: int, top: int) -> dict[str, int]:
    """Masks of value positions `base … top - 1` (shifted down by `base`) for the value tokens in `wanted`."""
    masks: dict[str, int] = {}
    size = ((top - base) >> 3) + 1
    where = b.where
    for tok in wanted:
        at = where.get(tok)
        if at is None:
            continue
        i, end = bisect_left(at, base), bisect_left(at, top)
        if end - i == 1:
            masks[tok] = 1 << (at[i] - base)
        elif end > i:
            bits = bytearray(size)  # (one pass and one conversion; or-ing ints one bit at a time is quadratic)
            for p in at[i:end]:
                bits[(p - base) >> 3] |= 1 << ((p - base) & 7)
            masks[tok] = int.from_bytes(bits, "little")
    return masks
