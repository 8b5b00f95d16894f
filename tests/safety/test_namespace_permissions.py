"""Write permission on key namespaces (DESIGN §8): a claimed namespace is written by its owner and the
writers it names only; a refusal is the same whatever the namespace holds; `private_namespaces=True`
keeps every private version inside its writer's own namespace, so no other writer can learn it exists."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

import memtx
from conftest import TickClock
from memtx import InvalidArgument, Memory, NamespaceGrant, PermissionDenied, State


def _write(mem: Memory, agent: str, key: str, text: str, *, scope: str = "shared") -> memtx.Record:
    src = mem.observe(f"{text}.", owner=agent, scope=scope, at=10)
    with mem.transaction(agent=agent) as tx:
        staged = tx.propose(key=key, value=text, evidence=text, source=src.id, at=10)
    return mem.record(staged.vid)


def _team(mem: Memory) -> None:
    for name in ("alice", "bob", "carol"):
        mem.register_agent(name)
    mem.register_agent("ops", role="operator")
    mem.register_agent("viewer", role="reader")


def test_a_claimed_namespace_is_written_by_its_owner_and_writers_only(mem: Memory) -> None:
    _team(mem)
    grant = mem.claim_namespace("Billing", agent="alice", writers=["carol"])
    assert grant == NamespaceGrant("billing", "alice", ("carol",))
    assert mem.namespace_grant("billing") == grant
    assert _write(mem, "alice", "billing:order 7/status", "Order 7 is paid").state is State.COMMITTED
    assert _write(mem, "carol", "billing:order 8/status", "Order 8 is paid").state is State.COMMITTED
    before = (mem.check(), mem.last_csn())
    src = mem.observe("Order 7 is refunded.", owner="bob", scope="shared", at=11)
    with (
        pytest.raises(PermissionDenied, match="may not write in namespace 'billing'"),
        mem.transaction(agent="bob") as tx,
    ):
        tx.propose(
            key="billing:order 7/status",
            value="Order 7 is refunded",
            evidence="Order 7 is refunded",
            source=src.id,
            at=11,
        )
    assert (mem.check(), mem.last_csn()) == before  # nothing was written
    assert mem.get("billing:order 7/status", agent="bob").value == "Order 7 is paid"
    # Other namespaces, and the default one, stay open to every writer.
    assert _write(mem, "bob", "shop:order 7/status", "Order 7 shipped").state is State.COMMITTED
    assert _write(mem, "bob", "order 9/status", "Order 9 shipped").state is State.COMMITTED


def test_one_refused_proposal_refuses_the_whole_batch(mem: Memory) -> None:
    _team(mem)
    mem.claim_namespace("billing", agent="alice")
    src = mem.observe("Order 1 ships. Order 2 is refunded.", owner="bob", scope="shared", at=10)
    with mem.transaction(agent="bob") as tx, pytest.raises(PermissionDenied):
        tx.propose_many(
            [
                {
                    "key": "shop:order 1/status",
                    "value": "Order 1 ships",
                    "evidence": "Order 1 ships",
                    "source": src.id,
                    "at": 10,
                },
                {
                    "key": "billing:order 2/status",
                    "value": "Order 2 is refunded",
                    "evidence": "Order 2 is refunded",
                    "source": src.id,
                    "at": 10,
                },
            ]
        )
    assert tx.result is not None
    assert tx.result.outcomes == ()
    assert mem.get("shop:order 1/status", agent="bob") is None


def test_the_refusal_does_not_tell_what_the_namespace_holds(mem: Memory) -> None:
    _team(mem)
    mem.claim_namespace("alice", agent="alice")
    _write(mem, "alice", "alice:diagnosis/result", "Alice has the flu", scope="private")
    answers = []
    for key in ("alice:diagnosis/result", "alice:nothing here/at all"):
        src = mem.observe(f"Guess about {key}.", owner="bob", scope="shared", at=12)
        with pytest.raises(PermissionDenied) as refused, mem.transaction(agent="bob") as tx:
            tx.propose(key=key, value=f"Guess about {key}", evidence=f"Guess about {key}", source=src.id, at=12)
        answers.append(str(refused.value))
    assert answers[0] == answers[1]


def test_who_may_claim_and_change_a_namespace(mem: Memory) -> None:
    _team(mem)
    mem.claim_namespace("hr", agent="alice")
    with pytest.raises(PermissionDenied, match="claimed by 'alice'"):
        mem.claim_namespace("hr", agent="bob", writers=["bob"])
    assert mem.claim_namespace("hr", agent="alice", writers=["bob", "bob"]).writers == ("bob",)
    assert mem.claim_namespace("hr", agent="ops", writers=[]) == NamespaceGrant("hr", "alice", ())  # operator
    with pytest.raises(PermissionDenied, match="read-only consumer"):
        mem.claim_namespace("view", agent="viewer")
    assert mem.namespace_grant("view") is None
    # A claim is a write: a new writer is registered in the default team, as its first proposal would.
    assert mem.claim_namespace("newcomer", agent="newcomer").owner == "newcomer"


@pytest.mark.parametrize(
    ("namespace", "writers", "match"),
    [
        ("", (), "default namespace"),
        ("  ", (), "default namespace"),
        ("a/b", (), "may not contain"),
        ("a:b", (), "may not contain"),
        (7, (), "must be a string"),
        ("ok", "bob", "writers"),
        ("ok", [""], "writer"),
    ],
)
def test_bad_claims_are_refused_and_change_nothing(mem: Memory, namespace: object, writers: object, match: str) -> None:
    _team(mem)
    with pytest.raises(InvalidArgument, match=match):
        mem.claim_namespace(namespace, agent="alice", writers=writers)  # type: ignore[arg-type]
    assert mem.namespace_grant("ok") is None


def _strict(backend_name: str, open_memory: Callable[[], Memory], tmp_path: Path) -> Memory:
    if backend_name == "memory":
        return Memory.open(":memory:", clock=TickClock(), private_namespaces=True)
    first = open_memory()  # creates the store (and, on PostgreSQL, its schema)
    return Memory.open(first.url, clock=TickClock(), private_namespaces=True)


def test_private_versions_live_in_their_writers_namespace(
    backend_name: str, open_memory: Callable[[], Memory], tmp_path: Path
) -> None:
    strict = _strict(backend_name, open_memory, tmp_path)
    try:
        _team(strict)
        with pytest.raises(PermissionDenied, match="namespace its writer owns"):
            _write(strict, "alice", "diagnosis/result", "Alice has the flu", scope="private")
        strict.claim_namespace("alice", agent="alice")
        kept = _write(strict, "alice", "alice:diagnosis/result", "Alice has the flu", scope="private")
        assert kept.state is State.COMMITTED
        assert _write(strict, "bob", "diagnosis/result", "Bob's diagnosis is pending").state is State.COMMITTED
        # Bob writing the same words in Alice's namespace is refused as for any key there.
        with pytest.raises(PermissionDenied, match="may not write in namespace 'alice'"):
            _write(strict, "bob", "alice:diagnosis/result", "Alice is healthy")
        assert strict.get("alice:diagnosis/result", agent="bob") is None
        assert strict.get("alice:diagnosis/result", agent="alice").value == "Alice has the flu"
    finally:
        strict.close()


def test_private_namespaces_must_be_a_flag() -> None:
    with pytest.raises(InvalidArgument, match="private_namespaces"):
        Memory.open(":memory:", private_namespaces="yes")  # type: ignore[arg-type]
