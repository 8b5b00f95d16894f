"""The store's map of this process's open transactions (DESIGN §6: their staged versions live in the handles)
keeps no handle alive: a handle dropped without a commit or abort is queued, and the next write unit aborts its
transaction (DESIGN §10, `handle_dropped`) and forgets it; a committed one leaves the map at its commit."""

from __future__ import annotations

import gc

from memtx import Memory


def _stage(mem: Memory, n: int) -> int:
    tx = mem.begin(agent="alice")
    src = tx.observe(f"Alice lives in Paris {n}", owner="alice", scope="shared", at=1.0)
    tx.propose(key=f"alice/city{n}", value=f"Alice lives in Paris {n}", evidence=f"Alice lives in Paris {n}",
               source=src.id, at=1.0)  # fmt: skip
    assert tx.id is not None
    assert [h.id for h in mem.store_context.open_handles()] == [tx.id]  # its handle is found through the map
    return tx.id


def test_a_dropped_handle_is_swept_by_the_next_write_and_a_committed_one_leaves_at_its_commit() -> None:
    with Memory.open(":memory:") as mem:
        dropped = _stage(mem, 1)  # (the handle goes out of scope here, never committed)
        gc.collect()
        assert mem.store_context.open_handles() == []
        assert mem.store_context.dropped_ids() == [dropped]
        with mem.transaction(agent="alice") as tx:
            src = tx.observe("Alice lives in Oslo", owner="alice", scope="shared", at=2.0)
            tx.propose(key="alice/town", value="Alice lives in Oslo", evidence="Alice lives in Oslo", source=src.id)
            kept = tx.id
            assert (
                dropped not in mem.store_context.open_ids()
            )  # the proposal's unit aborted the dropped one's transaction
            assert kept in mem.store_context.open_ids()
        assert kept not in mem.store_context.open_ids()
        assert mem.store_context.dropped_ids() == []
        assert mem.open_transactions() == []
