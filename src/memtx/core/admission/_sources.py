"""Admission's sources: normalized and tokenized once (memoized), and a long source that many proposals cite
indexed once, so that DESIGN §4 Q finds an evidence's tokens without a scan of the whole source per proposal.

Responsible for: the source's normalized text and token key, the key's index, and when a source gets one.
Must not: decide anything (that is `_support`); the index changes nothing but speed.

A source is indexed once the plain searches through it have cost about what indexing it costs (the classic
rent-or-buy rule): a source checked a few times is never indexed, one cited by a whole batch is indexed early,
and the searches plus the index never cost more than about twice the searches alone.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from typing import Final, Generic, TypeVar

from memtx.core.text import normalize, tokenize_normalized

T = TypeVar("T")
_MISSING: Final = object()

# A source shorter than this (characters) is always searched directly: a scan of it costs less than keeping
# accounts for it.
_LONG: Final = 1 << 15
# Indexing a source costs about as much as this many plain searches through all of it (tokenizing it is most
# of the cost; measured on the 1.1 MB FactConsolidation 262k context: ~0.35 s to index, ~1.5 ms to scan).
_INDEX_COST: Final = 256


class _TextMemo(Generic[T]):
    """`fn(text)` for the last `size` texts asked about, found by the text object first and by its value second.

    A memo found by value compares the whole text on every hit — for a 1.1 MB source ~0.15 ms, which a batch
    citing it 18,332 times would pay 18,332 times whenever the text is another string object than the one the
    memo holds (the same document ingested again, a source read back from the store, a copy). Here a hit by
    value happens once per text object: the object is then remembered beside the value, and later lookups with
    it cost a dict probe by `id` (its entry keeps the object alive, so the id stays its own)."""

    __slots__ = ("_by_id", "_by_text", "_fn", "_size")

    def __init__(self, fn: Callable[[str], T], size: int) -> None:
        self._fn = fn
        self._size = size
        self._by_text: OrderedDict[str, T] = OrderedDict()
        self._by_id: dict[int, tuple[str, T]] = {}

    def __call__(self, text: str) -> T:
        known = self._by_id.get(id(text))
        if known is not None and known[0] is text:
            return known[1]
        found = self._by_text.get(text, _MISSING)  # (a text object not seen before: compared in full, once)
        if found is _MISSING:
            value = self._by_text[text] = self._fn(text)
            if len(self._by_text) > self._size:
                _, dropped = self._by_text.popitem(last=False)
                for key in [k for k, (_, v) in self._by_id.items() if v is dropped]:
                    del self._by_id[key]  # (the objects of a dropped value go with it)
        else:
            value = found  # type: ignore[assignment]  # (not _MISSING)
            self._by_text.move_to_end(text)
        if len(self._by_id) >= self._size:  # (at most `size` objects kept alive beside the values' own)
            del self._by_id[next(iter(self._by_id))]
        self._by_id[id(text)] = (text, value)
        return value

    def __len__(self) -> int:
        """How many texts' values are kept."""
        return len(self._by_text)

    def cache_clear(self) -> None:
        self._by_text.clear()
        self._by_id.clear()


def _normalized(source_text: str) -> str:
    return normalize(source_text)


_source: Final = _TextMemo(_normalized, 256)


def _key_of(source_text: str) -> str:
    """The source's tokens (`memtx.core.text.tokenize`, from the memoized normalization), single-spaced, with a
    space at both ends: `" t1 t2 … tn "`."""
    return f" {' '.join(tokenize_normalized(_source(source_text)))} "


_source_key: Final = _TextMemo(_key_of, 256)


class _KeyIndex:
    """A source key `" t1 t2 … tn "` and, per token, the offsets of the spaces before its occurrences.

    `needle in index` is exactly `needle in index.key` for a needle that also has a space at both ends
    (`" p1 … pk "`): every space of the key but its last stands before a token, so an occurrence of the needle
    puts each of its spaces, but the last, before an equal token of the key. The needle's rarest token
    therefore pins every occurrence down, and only those places are compared. When even that token is so
    common that comparing there would cost more than a scan, the key is scanned: never worse than linear.
    """

    __slots__ = ("_at", "key")

    def __init__(self, key: str) -> None:
        if len(key) < 2 or key[0] != " " or key[-1] != " ":
            raise ValueError("a source key has a space at both ends")
        at: dict[str, list[int]] = {}
        offset = 0
        for token in key[1:-1].split(" "):
            places = at.get(token)
            if places is None:
                at[token] = [offset]
            else:
                places.append(offset)
            offset += len(token) + 1
        self.key = key
        self._at = at

    def __contains__(self, needle: str) -> bool:
        if len(needle) < 2 or needle[0] != " " or needle[-1] != " ":
            return needle in self.key
        rarest: list[int] | None = None
        shift = offset = 0  # where the rarest token's space is in the needle
        for token in needle[1:-1].split(" "):
            places = self._at.get(token)
            if places is None:
                return False
            if rarest is None or len(places) < len(rarest):
                rarest, shift = places, offset
            offset += len(token) + 1
        assert rarest is not None  # (a needle of two or more characters has a token, if an empty one)
        key = self.key
        if len(rarest) * len(needle) > len(key):
            return needle in key
        return any(key.startswith(needle, at - shift) for at in rarest if at >= shift)


class _Searched:
    """A long source: what the plain searches through it have cost so far (in characters scanned), and its
    index once that reaches what indexing costs (`_INDEX_COST` scans)."""

    __slots__ = ("index", "scanned", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.scanned = 0
        self.index: _KeyIndex | None = None

    def charge(self, scanned: int) -> None:
        """Account for a plain search that scanned this many characters; index the source when they add up."""
        self.scanned += scanned
        if self.index is None and self.scanned >= _INDEX_COST * len(self.text):
            self.index = _KeyIndex(_source_key(self.text))


# An index holds about 40 bytes per token of its source (~8 MB for the 1.1 MB context; at most ~60 MB for a
# source of `MAX_SOURCE_CHARS`), so only a few long sources are kept; an evicted one is searched plainly again
# until its searches have paid for a new index.
_searched: Final = _TextMemo(_Searched, 4)


def expect_checks(source_text: str, count: int) -> None:
    """Say that `count` proposals citing `source_text` are about to be checked (a batch knows): a long source
    is indexed at once when their plain searches, expected to scan half of it each, would cost more than
    indexing it, instead of after the searches have paid for it. Changes nothing but speed."""
    if len(source_text) >= _LONG and count >= 2 * _INDEX_COST:
        _searched(source_text).charge(_INDEX_COST * len(source_text))
