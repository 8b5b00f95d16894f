"""The HTTP service's transaction registry (`memtx.server.sessions`, DESIGN §6): a transaction is found
only by the principal that began it, requests on it are serialized, idle ones are aborted, ended ones
answer "closed, and why"."""

from __future__ import annotations

import threading

import pytest

from conftest import TickClock
from memtx import Memory, TransactionClosed, UnknownObject
from memtx.server.sessions import TooManyTransactions, TransactionBusy, TransactionRegistry


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def mem():
    with Memory.open(":memory:", clock=TickClock()) as m:
        m.register_agent("alice")
        m.register_agent("bob")
        yield m


def test_only_the_principal_that_began_it_finds_it(mem: Memory) -> None:
    registry = TransactionRegistry(clock=Clock())
    session = registry.begin("alice", lambda: mem.begin(agent="alice"))
    with registry.use("alice", session.id) as tx:
        assert tx.agent == "alice"
    with pytest.raises(UnknownObject) as theirs, registry.use("bob", session.id):
        pass
    with pytest.raises(UnknownObject) as nobodys, registry.use("bob", "tx_missing"):
        pass
    assert str(theirs.value).replace(session.id, "tx_missing") == str(nobodys.value)


def test_an_ended_transaction_answers_closed_to_its_principal_only(mem: Memory) -> None:
    registry = TransactionRegistry(clock=Clock())
    session = registry.begin("alice", lambda: mem.begin(agent="alice"))
    with registry.use("alice", session.id) as tx:
        tx.commit()
    assert registry.open_count() == 0
    with pytest.raises(TransactionClosed, match="committed"), registry.use("alice", session.id):
        pass
    with pytest.raises(UnknownObject), registry.use("bob", session.id):
        pass


def test_idle_transactions_are_aborted_but_not_one_in_use(mem: Memory) -> None:
    clock = Clock()
    registry = TransactionRegistry(timeout=10, clock=clock)
    idle = registry.begin("alice", lambda: mem.begin(agent="alice"))
    busy = registry.begin("alice", lambda: mem.begin(agent="alice"))
    clock.now = 11
    with registry.use("alice", busy.id):
        assert registry.sweep() == [idle.id]  # `busy` is held by a request: left alone
    assert not idle.handle.open
    assert registry.sweep() == []  # `busy` was just used
    clock.now = 30
    assert registry.sweep() == [busy.id]
    assert registry.open_count() == 0


def test_requests_on_one_transaction_are_serialized(mem: Memory) -> None:
    registry = TransactionRegistry(clock=Clock(), wait=0.01)
    session = registry.begin("alice", lambda: mem.begin(agent="alice"))
    inside, release = threading.Event(), threading.Event()

    def hold() -> None:
        with registry.use("alice", session.id):
            inside.set()
            release.wait(30)

    holder = threading.Thread(target=hold)
    holder.start()
    try:
        assert inside.wait(30)
        with pytest.raises(TransactionBusy), registry.use("alice", session.id):
            pass
    finally:
        release.set()
        holder.join()
    with registry.use("alice", session.id) as tx:
        assert tx.open


def test_a_principal_holds_a_bounded_number(mem: Memory) -> None:
    registry = TransactionRegistry(max_per_principal=1, clock=Clock())
    registry.begin("alice", lambda: mem.begin(agent="alice"))
    with pytest.raises(TooManyTransactions):
        registry.begin("alice", lambda: mem.begin(agent="alice"))
    registry.begin("bob", lambda: mem.begin(agent="bob"))
    assert registry.close_all() == 2
    assert registry.open_count() == 0


def test_bad_settings_are_refused() -> None:
    for timeout in (0, -1, float("inf"), float("nan")):
        with pytest.raises(ValueError, match="timeout"):
            TransactionRegistry(timeout=timeout)
    with pytest.raises(ValueError, match="max_per_principal"):
        TransactionRegistry(max_per_principal=0)
