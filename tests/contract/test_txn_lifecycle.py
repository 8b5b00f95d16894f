"""Transactions ended outside their handles (DESIGN §6, §10; issue 29 items 9 and 11), on every backend.

An operator's abort of a transaction whose handle lives in this very process, a handle garbage-collected while
its transaction was open, and a transaction idle past its lease in a live process: each ends consistently and
journaled, blocks no irreversible call, and its handle (where one is left) raises `TransactionClosed` before it
writes anything.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest

import memtx
from conftest import store_url
from memtx import ActionBlocked, ActionStatus, Memory, Record, TransactionClosed, TxnHandle, UnknownObject

TEXT = "Order 42 arrived damaged and the customer asked for a refund."
VALUE = "Order 42 arrived damaged"
KEY = "order 42/status"


class Clock:
    """A wall clock the test moves (seconds); leases are measured on it."""

    def __init__(self, start: float = 1_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def open_store(backend_name: str, tmp_path: Path, clock: Clock) -> Iterator[Callable[..., Memory]]:
    """Open `Memory` handles on one store of the parametrized backend, on the test's clock; every handle is a
    process of its own on SQL backends, and the reference backend's second handle is a second `Memory` over it."""
    opened: list[Memory] = []

    def factory(**options: Any) -> Memory:
        options.setdefault("clock", clock)
        if backend_name == "memory" and opened:
            handle = Memory.attach(opened[0].store_context.backend, **options)
        else:
            handle = Memory.open(store_url(backend_name, tmp_path), **options)
        opened.append(handle)
        return handle

    yield factory
    for handle in reversed(opened):
        handle.close()


def safe_fact(mem: Memory) -> Record:
    src = mem.observe(TEXT, owner="bot", scope="shared", authority=0.9, at=10)
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        record = tx.propose(key=KEY, value=VALUE, evidence=VALUE, source=src.id, at=10)
    return mem.record(record.vid)


def email(mem: Memory, vid: int) -> memtx.ActionResult:
    """An irreversible call resting on `vid`: the global gate refuses it while anything is in flight."""
    with mem.transaction(agent="bot", purpose="external_action") as tx:
        return tx.act("email", {"order": 42}, support=[vid])


def stage(mem: Memory, n: int = 1, *, agent: str = "alice") -> TxnHandle:
    """An open transaction that observed a source in itself (not stored yet) and staged a version citing it."""
    tx = mem.begin(agent=agent)
    text = f"Alice lives in Paris since {2000 + n}."
    src = tx.observe(text, owner=agent, scope="shared", at=20)
    tx.propose(key=f"alice/city{n}", value=text.rstrip("."), evidence=text.rstrip("."), source=src.id, at=20)
    return tx


def drop_one(mem: Memory, n: int = 1) -> int:
    """Stage in a transaction and forget its handle (it is collected at once); returns the transaction's id."""
    tx = stage(mem, n)
    assert tx.id is not None
    return tx.id


def journal_reasons(mem: Memory) -> list[str]:
    return [e.event.reason for e in mem.journal(limit=10_000) if e.event.kind == "abort"]


def state_of(mem: Memory) -> tuple[int, int, list[Any]]:
    stats = mem.stats()
    return stats["last_csn"], stats["last_seq"], [r for e in mem.journal(limit=10_000) for r in (e.event,)]


# --- item 9: an operator's abort of a transaction held by this same process ------------------------------------


def test_an_operator_abort_of_a_transaction_this_process_holds_ends_it_and_stores_nothing_of_it(
    open_store: Callable[..., Memory],
) -> None:
    """Issue 29 item 9. The abort used to store the handle's staged versions without the observation they cite
    (SQL: a foreign-key error, and the transaction later committed; memory: a version citing a missing source
    with `check()` OK), and the handle's commit then raised a bare ValueError/StorageError. Decision (DESIGN
    §10): an abort without the handle only ends the transaction, wherever the handle lives."""
    mem = open_store()
    tx = stage(mem)
    staged = tx.staged[0]
    assert tx.id is not None
    result = mem.abort_transaction(tx.id, reason="agent stuck")
    assert result.aborted
    assert result.abort_reason == "operator:agent stuck"
    assert result.outcomes == ()
    assert mem.open_transactions() == []
    assert mem.in_flight() == {}
    with pytest.raises(UnknownObject):
        mem.record(staged.vid)
    with pytest.raises(UnknownObject):
        mem.source(staged.source_id)  # the observation made in the transaction was never stored either
    assert journal_reasons(mem) == ["txn_aborted:operator:agent stuck"]
    report = mem.check()
    assert report.ok, report.violations

    # The handle learned it at once: every later call raises TransactionClosed and writes nothing.
    assert not tx.open
    assert tx.result is not None
    assert tx.result.aborted
    assert tx.result.abort_reason == "operator:agent stuck"
    before = state_of(mem)
    with pytest.raises(TransactionClosed, match="operator:agent stuck"):
        tx.commit()
    with pytest.raises(TransactionClosed):
        tx.propose(key="alice/town", value=staged.value, evidence=staged.evidence, source=staged.source_id)
    with pytest.raises(TransactionClosed):
        tx.read("alice/city1")
    with pytest.raises(TransactionClosed):
        tx.abort()
    assert state_of(mem) == before
    assert mem.get("alice/city1", agent="alice") is None
    assert mem.check().ok


class _AbortingEmbedder:
    """An embedder that, when the commit embeds its versions (after `commit()` checked that the handle is open,
    before its unit), has the operator abort the transaction: the abort races the commit deterministically."""

    name = "aborting"
    dim = 2

    def __init__(self) -> None:
        self.abort: Callable[[], object] | None = None

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if self.abort is not None:
            self.abort()
            self.abort = None
        return [[1.0, 0.0] for _ in texts]


def test_a_commit_racing_an_operator_abort_of_this_process_raises_closed_and_stores_nothing(
    open_store: Callable[..., Memory],
) -> None:
    """Issue 29 item 9: the handle's commit, already past its own check when the abort lands, raises
    `TransactionClosed` (not a bare ValueError/StorageError about a version that exists) and its unit stores
    nothing: no version, no observation, no csn."""
    embedder = _AbortingEmbedder()
    mem = open_store(embedder=embedder)
    tx = stage(mem)
    staged = tx.staged[0]
    assert tx.id is not None
    txn_id = tx.id
    before = state_of(mem)
    embedder.abort = lambda: mem.abort_transaction(txn_id, reason="racing")
    with pytest.raises(TransactionClosed):
        tx.commit()
    assert tx.result is not None
    assert tx.result.aborted
    last_csn, _, _ = state_of(mem)
    assert last_csn == before[0]
    with pytest.raises(UnknownObject):
        mem.record(staged.vid)
    with pytest.raises(UnknownObject):
        mem.source(staged.source_id)
    assert journal_reasons(mem) == ["txn_aborted:operator:racing"]
    assert mem.open_transactions() == []
    assert mem.check().ok


def test_an_operator_abort_from_another_thread_while_the_handle_stages(open_store: Callable[..., Memory]) -> None:
    """The operator's thread aborts while the agent's thread keeps proposing: whatever the interleaving, the
    agent's next call raises TransactionClosed, nothing it staged is stored, and I(S) holds."""
    mem = open_store()
    tx = stage(mem)
    assert tx.id is not None
    txn_id = tx.id
    ready = threading.Event()
    errors: list[BaseException] = []

    def agent() -> None:
        ready.set()
        try:
            for n in range(2, 40):
                text = f"Alice lives in Paris since {2000 + n}."
                src = mem.observe(text, owner="alice", scope="shared", at=20)
                tx.propose(key=f"alice/city{n}", value=text.rstrip("."), evidence=text.rstrip("."), source=src.id)
            tx.commit()
        except TransactionClosed:
            return
        except BaseException as exc:  # noqa: BLE001 - anything else is the defect this test is about
            errors.append(exc)

    worker = threading.Thread(target=agent)
    worker.start()
    ready.wait(10)
    try:
        result = mem.abort_transaction(txn_id, reason="from another thread")
    except TransactionClosed:
        result = None  # the agent committed first: nothing to abort
    worker.join(60)
    assert not worker.is_alive()
    assert errors == []
    if result is not None:
        assert not tx.open
        assert tx.result is not None
        assert tx.result.aborted
        with mem.store_context.unit(write=False) as u:
            assert u.records_of_txn(txn_id) == []  # nothing it staged, before or after the abort, was stored
    assert mem.open_transactions() == []
    assert mem.check().ok


# --- item 11: dropped handles and idle leases -------------------------------------------------------------------


def test_a_dropped_handle_does_not_block_the_global_gate(open_store: Callable[..., Memory]) -> None:
    """Issue 29 item 11: a transaction whose handle was garbage-collected stayed open for the life of the
    process and blocked every irreversible call (`tentative_in_flight`). Now its transaction is aborted,
    journaled `handle_dropped`, by this process's next write unit."""
    mem = open_store()
    mem.tools.register("email", lambda order: "sent")
    fact = safe_fact(mem)
    dropped = drop_one(mem)
    gc.collect()
    assert [t.id for t in mem.open_transactions()] == [dropped]  # (nothing written since: still listed)
    assert email(mem, fact.vid).status is ActionStatus.DONE
    assert mem.open_transactions() == []
    assert mem.in_flight() == {}
    assert journal_reasons(mem) == ["txn_aborted:handle_dropped"]
    assert mem.check().ok


def test_the_sweep_reports_a_dropped_handle(open_store: Callable[..., Memory]) -> None:
    mem = open_store()
    dropped = drop_one(mem)
    gc.collect()
    (swept,) = mem.abort_orphaned_transactions()
    assert (swept.txn_id, swept.aborted, swept.abort_reason, swept.outcomes) == (dropped, True, "handle_dropped", ())
    assert mem.abort_orphaned_transactions() == []
    assert mem.open_transactions() == []
    assert dropped not in mem.store_context.open_ids()
    assert mem.check().ok


def test_collecting_a_handle_does_no_storage_io(open_store: Callable[..., Memory]) -> None:
    """The collector runs the weakref callback at arbitrary points (another thread, interpreter shutdown, inside
    another unit): it only queues the transaction, and a handle collected after its commit or abort queues
    nothing."""
    mem = open_store()
    units: list[bool] = []
    real_unit = mem.store_context.backend.unit

    def counting_unit(*, write: bool, durable: bool = True) -> Any:
        units.append(write)
        return real_unit(write=write, durable=durable)

    mem.store_context.backend.unit = counting_unit  # type: ignore[method-assign]
    dropped = drop_one(mem)
    units.clear()
    gc.collect()
    assert units == []
    assert mem.store_context.dropped_ids() == [dropped]
    mem.store_context.backend.unit = real_unit  # type: ignore[method-assign]
    with mem.transaction(agent="alice") as tx:  # (its first unit sweeps the dropped one)
        src = tx.observe("Alice lives in Rome.", owner="alice", scope="shared", at=30)
        tx.propose(key="alice/home", value="Alice lives in Rome", evidence="Alice lives in Rome", source=src.id)
    assert mem.store_context.dropped_ids() == []
    aborted = stage(mem, 7)
    aborted.abort()
    del tx, aborted
    gc.collect()
    assert mem.store_context.dropped_ids() == []
    assert mem.store_context.open_ids() == []
    assert journal_reasons(mem) == ["txn_aborted:handle_dropped", "txn_aborted:aborted_by_agent"]


def test_a_handle_collected_after_its_store_closed_changes_nothing(open_store: Callable[..., Memory]) -> None:
    mem = open_store()
    tx = stage(mem)
    mem.close()
    del tx
    gc.collect()  # (the callback only queues: nothing to fail on a closed store)
    assert len(mem.store_context.dropped_ids()) == 1


def test_a_dropped_handle_of_another_process_is_swept_by_its_next_write_or_its_lease(
    open_store: Callable[..., Memory], clock: Clock
) -> None:
    """Across processes: this process's gate cannot know that another dropped a handle; that process aborts it
    with its next write, and if it never writes again the lease does (here: 30 s)."""
    here = open_store(lease=30.0)
    there = open_store(lease=30.0)
    here.tools.register("email", lambda order: "sent")
    fact = safe_fact(here)

    drop_one(there, 1)
    gc.collect()
    with pytest.raises(ActionBlocked) as blocked:
        email(here, fact.vid)  # leased, and its process lives: nothing here may abort it yet
    assert blocked.value.reason == "tentative_in_flight"
    there.observe("Bob lives in Oslo.", owner="bob", scope="shared", at=20)  # any write of its own process
    assert here.open_transactions() == []
    assert email(here, fact.vid).status is ActionStatus.DONE

    drop_one(there, 2)
    gc.collect()
    clock.now += 31.0  # its process lives and writes nothing more; the lease runs out
    assert email(here, fact.vid).status is ActionStatus.DONE
    assert journal_reasons(here) == ["txn_aborted:handle_dropped", "txn_aborted:lease_expired"]
    there.observe("Carol lives in Rome.", owner="carol", scope="shared", at=20)  # its queue finds it closed
    assert journal_reasons(here) == ["txn_aborted:handle_dropped", "txn_aborted:lease_expired"]
    assert here.check().ok


def test_a_transaction_idle_past_its_lease_in_a_live_process_is_swept_and_its_handle_closed(
    open_store: Callable[..., Memory], clock: Clock
) -> None:
    """Issue 29 item 11, as reported: a forgotten (not collected) transaction of a live process blocked every
    irreversible call an hour past a 5 s lease. Now the gate's sweep aborts it (`lease_expired`) before the
    decision, and its handle raises `TransactionClosed` after."""
    mem = open_store(lease=5.0)
    mem.tools.register("email", lambda order: "sent")
    fact = safe_fact(mem)
    forgotten = stage(mem)
    clock.now += 3.0
    with pytest.raises(ActionBlocked):
        email(mem, fact.vid)  # within its lease: it blocks, as DESIGN §7 says
    forgotten.keep_alive()
    clock.now += 3_600.0
    assert email(mem, fact.vid).status is ActionStatus.DONE
    assert journal_reasons(mem) == ["txn_aborted:lease_expired"]
    assert not forgotten.open
    assert forgotten.result is not None
    assert forgotten.result.abort_reason == "lease_expired"
    with pytest.raises(TransactionClosed, match="lease_expired"):
        forgotten.commit()
    with pytest.raises(UnknownObject):
        mem.record(forgotten.staged[0].vid)
    assert mem.open_transactions() == []
    assert mem.check().ok


def test_the_sweep_aborts_an_idle_transaction_of_a_live_process_and_spares_a_renewed_one(
    open_store: Callable[..., Memory], clock: Clock
) -> None:
    """The sweep (`abort_orphaned_transactions`, also run on open) applies the lease to live processes too;
    an operation renews it, so a transaction in use is never swept."""
    mem = open_store(lease=5.0)
    idle = stage(mem, 1)
    busy = stage(mem, 2)
    clock.now += 4.0
    busy.keep_alive()
    clock.now += 4.0  # idle: 8 s since its last operation; busy: 4 s
    (swept,) = mem.abort_orphaned_transactions()
    assert (swept.txn_id, swept.abort_reason) == (idle.id, "lease_expired")
    assert not idle.open
    assert busy.open
    other = open_store(lease=5.0)  # a second process's open sweeps with the same rule
    assert [t.id for t in other.open_transactions()] == [busy.id]
    clock.now += 10.0
    reopened = open_store(lease=5.0)
    assert reopened.open_transactions() == []
    with pytest.raises(TransactionClosed):
        busy.propose(key="alice/town", value="Alice lives in Paris since 2002",
                     evidence="Alice lives in Paris since 2002", source=busy.staged[0].source_id)  # fmt: skip
    assert mem.check().ok


def test_a_handle_dropped_inside_a_unit_that_rolls_back_is_swept_by_the_next(open_store: Callable[..., Memory]) -> None:
    """The abort of a dropped handle's transaction runs inside the next write unit; if that unit rolls back
    (here: an admission refusal), the abort rolls back with it and the next unit does it."""
    mem = open_store()
    dropped = drop_one(mem)
    gc.collect()
    tx = mem.begin(agent="alice")
    src = mem.observe("Alice lives in Lyon.", owner="alice", scope="shared", at=20)  # (this unit sweeps it)
    assert mem.open_transactions() == []
    dropped_again = drop_one(mem, 2)
    gc.collect()
    with pytest.raises(memtx.AdmissionRejected):
        tx.propose(key="alice/city", value="Alice lives in Nice", evidence="Alice lives in Nice", source=src.id)
    assert [t.id for t in mem.open_transactions()] == [dropped_again]
    mem.observe("Alice lives in Metz.", owner="alice", scope="shared", at=20)
    assert mem.open_transactions() == []
    assert journal_reasons(mem) == ["txn_aborted:handle_dropped", "txn_aborted:handle_dropped"]
    assert dropped != dropped_again
    tx.abort()
    assert mem.check().ok


def test_a_with_block_whose_transaction_was_swept_meanwhile_raises_at_its_end(
    open_store: Callable[..., Memory], clock: Clock
) -> None:
    """`with mem.transaction(...)` commits at a clean exit; if the sweep (or an operator) ended its transaction
    meanwhile, the exit must say so — never end the block silently as if it had committed."""
    mem = open_store(lease=5.0)
    mem.tools.register("email", lambda order: "sent")
    fact = safe_fact(mem)
    handles: list[TxnHandle] = []

    def think_for_a_minute() -> None:
        with mem.transaction(agent="alice") as tx:
            handles.append(tx)
            src = tx.observe("Alice lives in Paris.", owner="alice", scope="shared", at=20)
            tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
            clock.now += 60.0  # meanwhile another worker's irreversible call sweeps it
            assert email(mem, fact.vid).status is ActionStatus.DONE

    with pytest.raises(TransactionClosed, match="lease_expired"):
        think_for_a_minute()
    (swept,) = handles
    assert swept.result is not None
    assert swept.result.aborted
    assert mem.get("alice/city", agent="alice") is None

    # Told once: a block whose body already met the closure (and handled it) ends quietly.
    src = mem.observe("Alice lives in Paris.", owner="alice", scope="shared", at=20)
    with mem.transaction(agent="alice") as told:
        told.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
        assert told.id is not None
        mem.abort_transaction(told.id, reason="stop")
        with pytest.raises(TransactionClosed, match="operator:stop"):
            told.read("alice/city")
    assert told.result is not None
    assert told.result.abort_reason == "operator:stop"
    assert mem.check().ok
