"""Information flow (DESIGN §8): the scope a record may have given what it draws from, and the content
fingerprints that find private text reproduced in a broader record ("transcribe and retry").

Responsible for: fingerprints of a text and the laundering rule, as pure functions. Must not: touch
storage; the engine indexes private content and looks fingerprints up through the backend.

A fingerprint is the set of hashed shingles — runs of `SHINGLE` consecutive normalized tokens (`memtx.core.text`,
so CJK text is shingled by character) — of a text. A private text of many shingles is indexed by a
content-defined sample of them (the hashes divisible by `SAMPLE`), so the index stays a quarter of the
text's size while a reproduction of any long stretch still meets the sample; a short private text keeps
all of its shingles. A candidate text (a broader record's value and evidence) is always fingerprinted in
full, so the sample of the private side decides what can match. The private text is *reproduced* when
at least `REPRODUCED` of its indexed shingles occur in the candidate, or when at least that share of the
candidate (two shingles or more) comes from it. Shingles that also occur in text its owner declassified
to the candidate's scope are cleared first: declassified text may be repeated. Only its *own owner's*
declassification clears a private text's shingles (DESIGN §8 amended: a declassified copy of another
owner's text releases nothing of the original).
"""

from __future__ import annotations

import hashlib
import math
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Protocol

from memtx.core.model import Scope
from memtx.core.text import tokenize

SHINGLE = 4  # tokens per shingle; a shorter text is one shingle of all its tokens
SAMPLE = 4  # a long private text indexes the shingles whose hash is divisible by this
FULL_BELOW = 24  # a private text with fewer shingles than this indexes all of them
REPRODUCED = 0.5  # share of a private text's indexed shingles that makes it reproduced

LAUNDERING = "permission_laundering"
# The transaction read something narrower: judged only at commit (the read set is not kept), so an
# operator cannot approve it later; the writer re-proposes once the owner has declassified.
READ_SET_LAUNDERING = "permission_laundering:read_set"


def _hash(shingle: tuple[str, ...]) -> int:
    digest = hashlib.blake2b("\x1f".join(shingle).encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big", signed=True)  # fits SQLite's signed 64-bit INTEGER


def shingles(text: str) -> set[int]:
    """Every shingle hash of `text` (empty for a text without word tokens)."""
    tokens = tokenize(text)
    if not tokens:
        return set()
    if len(tokens) <= SHINGLE:
        return {_hash(tuple(tokens))}
    return {_hash(tuple(tokens[i : i + SHINGLE])) for i in range(len(tokens) - SHINGLE + 1)}


def private_fingerprint(text: str) -> tuple[frozenset[int], bool]:
    """What the index keeps of a private text — all shingles of a short one, the sample of a long one —
    and whether it is the sample."""
    every = shingles(text)
    if len(every) < FULL_BELOW:
        return frozenset(every), False
    sampled = frozenset(h for h in every if h % SAMPLE == 0)
    return (sampled, True) if sampled else (frozenset(every), False)


def candidate_fingerprint(texts: Iterable[str]) -> set[int]:
    """Every shingle of the texts a broader record exposes (its value and its evidence)."""
    found: set[int] = set()
    for text in texts:
        found |= shingles(text)
    return found


def is_reproduced(hits: int, *, size: int, sampled: bool, candidate: set[int]) -> bool:
    """Whether a candidate sharing `hits` shingles with an indexed private text (of `size` indexed
    shingles, `sampled` or not) reproduces it: most of the private text is in the candidate, or most of
    the candidate (at least two shingles of it) comes from the private text. Against a sampled text the
    candidate counts only its shingles that the same sample would keep."""
    if hits <= 0:
        return False
    if hits >= math.ceil(REPRODUCED * size):
        return True
    comparable = sum(1 for h in candidate if h % SAMPLE == 0) if sampled else len(candidate)
    return hits >= max(2, math.ceil(REPRODUCED * comparable))


class Indexed(Protocol):
    """What the index knows of one private text (`memtx.storage.base.PrivateMeta`)."""

    @property
    def owner(self) -> str: ...

    @property
    def scope(self) -> Scope: ...

    @property
    def size(self) -> int: ...

    @property
    def sampled(self) -> bool: ...


def reproduced(
    prints: set[int],
    matches: Mapping[int, tuple[str, ...]],
    metas: Mapping[str, Indexed],
    *,
    scope: Scope,
    exclude: str = "",
) -> dict[str, Scope]:
    """The indexed private texts that a candidate (its shingles `prints`, exposed at `scope`) reproduces,
    each with its scope, given the index's `matches` (hash -> items) and `metas`. A text's shingles that
    some text of the *same owner* declassified to `scope` or broader also has are cleared first (DESIGN §8:
    declassification releases only the declassifier's own content). `exclude`: the candidate's own item."""
    released: dict[str, set[int]] = {}
    for h in prints:
        for item in matches.get(h, ()):
            meta = metas.get(item)
            if meta is not None and meta.scope >= scope:
                released.setdefault(meta.owner, set()).add(h)
    counts: Counter[str] = Counter()
    for h in prints:
        for item in matches.get(h, ()):
            meta = metas.get(item)
            if meta is not None and item != exclude and h not in released.get(meta.owner, ()):
                counts[item] += 1
    found: dict[str, Scope] = {}
    kept_by_owner: dict[str, set[int]] = {}
    for item, hits in counts.items():
        meta = metas[item]
        kept = kept_by_owner.get(meta.owner)
        if kept is None:
            kept = kept_by_owner[meta.owner] = prints - released.get(meta.owner, set())
        if is_reproduced(hits, size=meta.size, sampled=meta.sampled, candidate=kept):
            found[item] = meta.scope
    return found


def narrowest(scopes: Iterable[Scope]) -> Scope | None:
    return min(scopes, default=None)


def laundering(scope: Scope, floor: Scope | None) -> str | None:
    """DESIGN §8: a record broader than the narrowest scope it draws from is laundering."""
    return LAUNDERING if floor is not None and scope > floor else None
