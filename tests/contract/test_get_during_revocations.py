"""`Memory.get` racing revocations (DESIGN §9; issue 29 item 16), on every backend.

Sixteen threads putting, getting and deleting one item through `MemtxStore` once made `get` raise
`AssertionError: unreachable: a completed revocation cannot be pending again`. The interleaving: `get` reads
the key and finds its version's revocation pending; it completes the pending revocations in a write unit and
reads again — and between that unit and the second read another thread commits a new version of the key and
marks *its* revocation pending (a delete's first step). The second read then meets a pending revocation too,
and `get` had no third. The tests below force that interleaving by pausing revokers between their two steps
(the `revoke.between_steps` point of `memtx.engine.crashpoints`) and by running the other threads' work exactly
before each of `get`'s reads.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import memtx
from memtx import Memory, Record, RepairReport

KEY = "alice/city"


def write(mem: Memory, n: int) -> Record:
    text = f"Alice lives in city {n}"
    src = mem.observe(f"{text}.", owner="alice", scope="shared", at=float(n))
    with mem.transaction(agent="alice") as tx:
        staged = tx.propose(key=KEY, value=text, evidence=text, source=src.id, at=float(n))
    return mem.record(staged.vid)


class _PauseBetweenSteps:
    """Stands in for a `CrashPlan`: the revoking thread stops between the revocation's two units (its mark
    committed, its completion not begun) until released."""

    def __init__(self) -> None:
        self.paused = threading.Event()
        self.go = threading.Event()

    def reach(self, point: str) -> None:
        if point == "revoke.between_steps":
            self.paused.set()
            assert self.go.wait(30), "never released"


class _Revoker:
    """A revocation of `vid` by another thread (its own `Memory` over the same backend, as a second worker of
    one process), stopped after its first step."""

    def __init__(self, mem: Memory, vid: int) -> None:
        self.memory = Memory(mem.store_context.backend, clock=mem.store_context.clock)
        self.pause = _PauseBetweenSteps()
        self.memory.store_context.crash = self.pause  # type: ignore[assignment]
        self.report: RepairReport | None = None
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, args=(vid,))
        self.thread.start()
        assert self.pause.paused.wait(30), "the revocation never reached its midpoint"

    def _run(self, vid: int) -> None:
        try:
            self.report = self.memory.revoke(vid, agent="alice", reason="deleted")
        except BaseException as exc:  # noqa: BLE001 - reported by `finish`
            self.error = exc

    def finish(self) -> None:
        self.pause.go.set()
        self.thread.join(30)
        assert not self.thread.is_alive()
        assert self.error is None, repr(self.error)


@contextmanager
def before_each_lookup(mem: Memory, act: Callable[[int], None]) -> Iterator[list[int]]:
    """Run `act(n)` just before the n-th `lookup_visible` of `mem`'s backend (n from 1) — `get`'s reads."""
    backend = mem.store_context.backend
    real = backend.lookup_visible
    calls: list[int] = []

    def lookup(**kwargs: Any) -> Any:
        calls.append(len(calls) + 1)
        act(calls[-1])
        return real(**kwargs)

    backend.lookup_visible = lookup  # type: ignore[method-assign]
    try:
        yield calls
    finally:
        backend.lookup_visible = real  # type: ignore[method-assign]


def test_a_get_meeting_a_new_pending_revocation_after_completing_one_answers(mem: Memory) -> None:
    """Before each of `get`'s reads another thread commits a new version of the key and marks its revocation
    pending; `get` answers from a state with no revocation pending (here: the key has no visible version),
    never with an internal AssertionError."""
    first = write(mem, 1)
    revokers = [_Revoker(mem, first.vid)]

    def interleave(n: int) -> None:
        if n == 1:
            return  # the first read meets the first revocation pending
        newer = write(mem, n)  # a put by another thread: a new visible version ...
        revokers.append(_Revoker(mem, newer.vid))  # ... and a delete's first step

    with before_each_lookup(mem, interleave):
        found = mem.get(KEY, agent="alice")
    for revoker in revokers:
        revoker.finish()  # each completes, or finds its revocation completed by another writer
    assert found is None
    assert mem.get(KEY, agent="alice") is None
    assert mem.stats()["pending_revocations"] == 0
    report = mem.check()
    assert report.ok, report.violations


def test_a_get_whose_pending_revocation_reinstates_answers_the_reinstated_version(mem: Memory) -> None:
    """The same race where completing the revocation reinstates the version it displaced: `get` answers with
    the reinstated version as of the unit that completed it."""
    older = write(mem, 1)
    newer = write(mem, 2)
    revoker = _Revoker(mem, newer.vid)
    found = mem.get(KEY, agent="alice")
    revoker.finish()
    assert revoker.report is not None
    assert found is not None
    assert (found.vid, found.state) == (older.vid, memtx.State.COMMITTED)
    assert mem.check().ok


def test_a_get_meeting_a_pending_revocation_it_may_not_read_answers_none(mem: Memory) -> None:
    """The reader's permissions are judged on the version read after the completion, not the one first met."""
    mem.register_agent("alice")
    mem.register_agent("zoe", team="other")
    first = write(mem, 1)
    revoker = _Revoker(mem, first.vid)
    assert mem.get(KEY, agent="zoe") is None  # a shared version of another team: not readable either way
    revoker.finish()
    assert mem.get(KEY, agent="alice") is None
    assert mem.check().ok
