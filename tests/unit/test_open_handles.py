"""The store's map of this process's open transactions (DESIGN §6: their staged versions live in the handles)
keeps no handle alive: a handle dropped without a commit or abort leaves no entry behind; a committed one
leaves the map at its commit."""

from __future__ import annotations

import gc

from memtx import Memory


def _stage(mem: Memory, n: int) -> int:
    tx = mem.begin(agent="alice")
    src = tx.observe(f"Alice lives in Paris {n}", owner="alice", scope="shared", at=1.0)
    tx.propose(key=f"alice/city{n}", value=f"Alice lives in Paris {n}", evidence=f"Alice lives in Paris {n}",
               source=src.id, at=1.0)  # fmt: skip
    assert tx.id is not None
    assert mem._staged_of(tx.id)  # its staged version is found through the map
    return tx.id


def test_a_dropped_handle_leaves_no_entry_and_a_committed_one_leaves_at_its_commit() -> None:
    with Memory.open(":memory:") as mem:
        dropped = _stage(mem, 1)  # (the handle goes out of scope here, never committed)
        gc.collect()
        assert dropped not in mem._open
        assert mem._staged_of(dropped) == ()
        with mem.transaction(agent="alice") as tx:
            src = tx.observe("Alice lives in Oslo", owner="alice", scope="shared", at=2.0)
            tx.propose(key="alice/town", value="Alice lives in Oslo", evidence="Alice lives in Oslo", source=src.id)
            kept = tx.id
            assert kept in mem._open
        assert kept not in mem._open
