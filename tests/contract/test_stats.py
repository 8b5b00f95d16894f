"""`mem.stats()`: the counters that cost O(1) whatever the store's size, on every backend. They agree with
the full check's figures of the same name, and see staged versions in flight (DESIGN §6)."""

from __future__ import annotations

from collections.abc import Callable

import memtx


def test_stats_agree_with_the_check_and_see_in_flight_versions(open_memory: Callable[[], memtx.Memory]) -> None:
    mem = open_memory()
    mem.register_agent("w")
    assert mem.stats() == {"last_csn": 0, "last_seq": 0, "tentative": 0, "pending_revocations": 0}
    for i in range(3):
        with mem.transaction(agent="w") as tx:
            src = tx.observe(f"Ana lives in city{i}.", owner="w", scope="shared", authority=0.9, at=float(i + 1))
            tx.propose(key="ana/city", value=f"Ana lives in city{i}", evidence=f"Ana lives in city{i}", source=src.id)
    tx = mem.begin(agent="w")
    try:
        src = mem.observe("Bo lives in Oslo.", owner="w", scope="shared", authority=0.9, at=9.0)
        tx.propose(key="bo/city", value="Bo lives in Oslo", evidence="Bo lives in Oslo", source=src.id)
        stats, full = mem.stats(), mem.check().stats
        assert stats["tentative"] == 1
        assert stats["last_csn"] == mem.last_csn() == 3
        assert all(stats[name] == full[name] for name in stats)
    finally:
        tx.abort()
    assert mem.stats()["tentative"] == 0
    assert mem.stats()["last_seq"] == mem.check().stats["last_seq"] > 0
