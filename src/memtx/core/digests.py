"""Digests of the active map (DESIGN §10): bucketed, incremental sums of entry hashes.

Responsible for: the pure arithmetic — an entry's bucket and hash, the change a write makes to a bucket, the
digest of a set of entries. Must not: read or write storage (the backends keep the bucket table up to date
with every change of A, in the same unit; `Memory` compares).

A's digest is the sum, modulo 2**52, of `entry_hash(ckey, vid)` over its live entries; bucket `b` holds the
sum over the entries whose key falls in `b`. Changing one entry changes one bucket by a known delta (O(write
set) to maintain), the total is the sum of the buckets (O(buckets) to check) and equal states have equal
digests whatever order their changes came in. 52 bits keep a sum of all buckets inside a signed 64-bit SQL
integer.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from functools import lru_cache

BUCKETS = 1024
MODULUS = 1 << 52


@lru_cache(maxsize=65_536)  # (a key's bucket is asked for at each of its changes)
def bucket_of(ckey: str) -> int:
    return (
        int.from_bytes(hashlib.blake2b(ckey.encode(), digest_size=4, person=b"memtx-bucket").digest(), "big") % BUCKETS
    )


def entry_hash(ckey: str, vid: int | None) -> int:
    """The hash of A[ckey] = vid; a key with no live entry (absent or a tombstone) contributes 0."""
    if vid is None:
        return 0
    raw = hashlib.blake2b(f"{ckey}\x00{vid}".encode(), digest_size=8, person=b"memtx-entry").digest()
    return int.from_bytes(raw, "big") % MODULUS


def deltas(changes: Iterable[tuple[str, int | None, int | None]]) -> dict[int, int]:
    """Per bucket, what `(ckey, old vid, new vid)` changes add to its digest (mod 2**52)."""
    out: dict[int, int] = {}
    for ckey, old, new in changes:
        if old == new:
            continue
        b = bucket_of(ckey)
        out[b] = (out.get(b, 0) + entry_hash(ckey, new) - entry_hash(ckey, old)) % MODULUS
    return out


def digest_of(entries: Iterable[tuple[str, int | None]]) -> dict[int, int]:
    """Every bucket's digest of a set of A entries (a full recomputation, for checks and restores)."""
    out = dict.fromkeys(range(BUCKETS), 0)
    for ckey, vid in entries:
        b = bucket_of(ckey)
        out[b] = (out[b] + entry_hash(ckey, vid)) % MODULUS
    return out


def total(buckets: Mapping[int, int]) -> int:
    return sum(buckets.values()) % MODULUS
