"""Group commit (DESIGN §6, `memtx.engine.commit_group`): concurrent commits of one handle share one durable unit, and
each keeps its own outcome — a conflict or a refusal of one member does not fail the others.

Each test stages its transactions first, then commits them from threads: the first commit is held inside its
unit until every other one is queued behind it, so the rest form one group (deterministically, no sleeps).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import pytest

import memtx
from memtx import PermissionDenied, TransactionConflict, TxnHandle
from memtx.api.txn_host import TransactionService


@pytest.fixture
def grouped(open_memory: Callable[[], memtx.Memory]) -> memtx.Memory:
    mem = open_memory()
    if not mem.group_commits():
        pytest.skip("this backend runs units of different spaces in parallel: no group commit")
    return mem


def _staged(mem: memtx.Memory, agent: str, key: str, value: str) -> TxnHandle:
    tx = mem.begin(agent=agent)
    src = tx.observe(f"{value}.", owner=agent, scope="shared", authority=0.9)
    tx.propose(key=key, value=value, evidence=value, source=src.id)
    return tx


def _until(done: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 30
    while not done():
        assert time.monotonic() < deadline, "the commits never queued"
        time.sleep(0.001)


def _commit_together(mem: memtx.Memory, handles: Sequence[TxnHandle]) -> list[Any]:
    """Commit `handles` from one thread each, in that queue order; each one's result or error."""
    group = mem.commit_group
    assert group is not None
    held, release = threading.Event(), threading.Event()
    real = TransactionService.commit_in

    def first_waits(service: TransactionService, u: Any, plan: Any, *args: Any, **kwargs: Any) -> Any:
        if not held.is_set():  # the first unit: wait until every other commit is queued behind it
            held.set()
            assert release.wait(30)
        return real(service, u, plan, *args, **kwargs)

    TransactionService.commit_in = first_waits  # type: ignore[method-assign]
    outcomes: list[Any] = [None] * len(handles)

    def commit(i: int) -> None:
        try:
            outcomes[i] = handles[i].commit()
        except memtx.MemtxError as exc:
            outcomes[i] = exc

    threads = [threading.Thread(target=commit, args=(i,)) for i in range(len(handles))]
    try:
        threads[0].start()
        _until(held.is_set)
        for i, thread in enumerate(threads[1:], start=1):
            thread.start()
            _until(lambda i=i: len(group._waiting) == i)  # (queue order = thread order)
        release.set()
        for thread in threads:
            thread.join(60)
    finally:
        release.set()
        TransactionService.commit_in = real  # type: ignore[method-assign]
    return outcomes


def test_concurrent_commits_share_one_unit_each_with_its_own_outcome(grouped: memtx.Memory) -> None:
    mem = grouped
    handles = [_staged(mem, f"a{i}", f"item{i}/status", f"Item {i} is ready") for i in range(5)]
    results = _commit_together(mem, handles)
    assert all(isinstance(r, memtx.TxnResult) and not r.aborted for r in results), results
    assert mem.commit_group is not None
    assert (mem.commit_group.units, mem.commit_group.members) == (2, 5)  # the first alone, the other four in one unit
    assert len({r.csn for r in results}) == 5  # each its own csn
    for i, result in enumerate(results):
        assert [o.state for o in result.outcomes] == [memtx.State.COMMITTED]
        found = mem.get(f"item{i}/status", agent=f"a{i}")
        assert found is not None
        assert found.value == f"Item {i} is ready"
        assert found.vid == result.outcomes[0].vid
    assert mem.check().ok


def test_commits_of_different_memory_spaces_share_one_unit(grouped: memtx.Memory) -> None:
    """DESIGN §6, §11: on PostgreSQL a group's unit holds every member's space (in the one lock order), so commits of
    different spaces share it too; each keeps its own csn and outcome, and the commit order stays csn order."""
    mem = grouped
    handles = [_staged(mem, f"a{i}", f"space{i}:item/status", f"Item {i} is ready") for i in range(4)]
    results = _commit_together(mem, handles)
    assert all(isinstance(r, memtx.TxnResult) and not r.aborted for r in results), results
    assert mem.commit_group is not None
    assert (mem.commit_group.units, mem.commit_group.members) == (2, 4)
    assert [r.csn for r in results] == sorted({r.csn for r in results})  # queue order is csn order
    for i in range(4):
        found = mem.get(f"space{i}:item/status", agent=f"a{i}")
        assert found is not None
        assert found.value == f"Item {i} is ready"
    assert mem.check().ok


def test_a_conflict_in_one_member_does_not_fail_the_others(grouped: memtx.Memory) -> None:
    mem = grouped
    first = _staged(mem, "a0", "item0/status", "Item 0 is ready")
    winner = _staged(mem, "a1", "shared/status", "The order is ready")  # both staged at one snapshot:
    loser = _staged(mem, "a2", "shared/status", "The order is late")  # the second to commit is stale
    others = [_staged(mem, f"a{i}", f"item{i}/status", f"Item {i} is ready") for i in (3, 4)]
    results = _commit_together(mem, [first, winner, loser, *others])
    assert isinstance(results[2], TransactionConflict)
    assert loser.result is not None
    assert loser.result.aborted
    assert [o.state for o in loser.result.outcomes] == [memtx.State.REVOKED]
    for i in (0, 1, 3, 4):
        assert isinstance(results[i], memtx.TxnResult), results[i]
        assert not results[i].aborted
    assert mem.commit_group is not None
    assert mem.commit_group.members == 4  # the loser left the group and met its conflict alone
    found = mem.get("shared/status", agent="a1")
    assert found is not None
    assert found.value == "The order is ready"
    assert mem.check().ok


def test_a_refused_member_does_not_fail_the_others(grouped: memtx.Memory) -> None:
    mem = grouped
    handles = [_staged(mem, f"a{i}", f"item{i}/status", f"Item {i} is ready") for i in range(4)]
    mem.register_agent("a2", role="reader")  # DESIGN §8: read again by the commit's unit
    results = _commit_together(mem, handles)
    assert isinstance(results[2], PermissionDenied)
    assert mem.get("item2/status", agent="a2") is None
    for i in (0, 1, 3):
        assert isinstance(results[i], memtx.TxnResult)
        assert not results[i].aborted
        assert mem.get(f"item{i}/status", agent=f"a{i}") is not None
    assert not mem.in_flight()  # the refused one was aborted: nothing of it stays in flight
    assert mem.check().ok


def test_group_commit_can_be_turned_off(open_memory: Callable[[], memtx.Memory]) -> None:
    mem = open_memory()
    mem.group_commits()
    assert mem.group_commits(enabled=False) is False
    assert mem.commit_group is None
    tx = _staged(mem, "a0", "item0/status", "Item 0 is ready")
    assert not tx.commit().aborted


def test_max_members_must_be_positive(open_memory: Callable[[], memtx.Memory]) -> None:
    mem = open_memory()
    with pytest.raises(ValueError, match="max_members"):
        mem.group_commits(max_members=0)


def test_when_the_shared_unit_itself_fails_every_member_commits_alone(grouped: memtx.Memory) -> None:
    mem = grouped
    handles = [_staged(mem, f"a{i}", f"item{i}/status", f"Item {i} is ready") for i in range(4)]
    real, reached = TransactionService.reach, []

    def second_unit_fails(service: TransactionService, point: str) -> None:
        reached.append(point)
        if len(reached) == 2:  # the group of three's unit, after its members' work: nothing of it is stored
            raise memtx.StorageError("the disk went away")
        real(service, point)

    TransactionService.reach = second_unit_fails  # type: ignore[method-assign]
    try:
        results = _commit_together(mem, handles)
    finally:
        TransactionService.reach = real  # type: ignore[method-assign]
    assert all(isinstance(r, memtx.TxnResult) and not r.aborted for r in results), results
    assert mem.commit_group is not None
    assert (mem.commit_group.units, mem.commit_group.members) == (
        1,
        1,
    )  # the first; the other three then committed alone
    assert len(reached) == 5  # the failed shared unit's, then one for each lone commit
    for i in range(4):
        assert mem.get(f"item{i}/status", agent=f"a{i}") is not None
    assert mem.check().ok
