"""DESIGN §10 digests of A: incremental maintenance agrees with a full recomputation, in any order."""

from __future__ import annotations

import random

from memtx.core import digests


def test_incremental_deltas_agree_with_a_full_recomputation_in_any_order() -> None:
    rng = random.Random(0)
    a: dict[str, int | None] = {}
    buckets = dict.fromkeys(range(digests.BUCKETS), 0)
    for step in range(2_000):
        ckey = f"key {rng.randrange(300)}"
        new = None if rng.random() < 0.1 else step
        for b, d in digests.deltas([(ckey, a.get(ckey), new)]).items():
            buckets[b] = (buckets[b] + d) % digests.MODULUS
        a[ckey] = new
    assert buckets == digests.digest_of(a.items())
    shuffled = list(a.items())
    rng.shuffle(shuffled)
    assert digests.digest_of(shuffled) == buckets
    assert digests.total(buckets) == sum(buckets.values()) % digests.MODULUS


def test_a_tombstone_and_an_absent_key_digest_alike_and_a_change_moves_one_bucket() -> None:
    assert digests.entry_hash("k", None) == 0
    assert digests.deltas([("k", 3, 3)]) == {}
    moved = digests.deltas([("k", 3, 4)])
    assert list(moved) == [digests.bucket_of("k")]
    assert 0 <= digests.entry_hash("k", 4) < digests.MODULUS
    # 52-bit values: the sum of every bucket fits a signed 64-bit SQL integer
    assert digests.MODULUS * digests.BUCKETS < 2**63
