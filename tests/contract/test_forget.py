"""`mem.forget` (DESIGN §9, forget) on every backend: the current value retracted, nothing older reinstated.

What is asserted: after `forget`, `get` answers None, `history` shows the forgotten version (revoked,
`forgotten:<reason>`) and a tombstone after it, and the older value stays superseded — also after a later value
of the key is written and revoked; a later write works as on a new key; the forgotten version's descendants
are repaired as by a revocation; a retry returns the same report; who may forget is who may revoke; bad input
and refused callers change nothing; I(S) holds throughout.
"""

from __future__ import annotations

import pytest

import memtx
from conftest import audit_history, store_dump
from memtx.core.errors import InvalidArgument, PermissionDenied, UnknownObject


def _two_cities(mem: memtx.Memory) -> tuple[memtx.Record, memtx.Record]:
    mem.add("I live in Lisbon.", agent="bot", user="dana")
    mem.add("I moved to Porto.", agent="bot", user="dana")
    older, newer = audit_history(mem, "dana/city")
    assert newer.state is memtx.State.COMMITTED
    return older, newer


def test_forget_leaves_a_tombstone_and_reinstates_nothing(mem: memtx.Memory) -> None:
    older, newer = _two_cities(mem)
    report = mem.forget("dana/city", agent="bot", reason="the user asked")
    assert mem.get("dana/city", agent="bot") is None
    history = audit_history(mem, "dana/city")
    assert [r.vid for r in history[:2]] == [older.vid, newer.vid]
    assert history[0].state is memtx.State.SUPERSEDED  # not reinstated (a revoke would have)
    assert (history[1].state, history[1].reason) == (memtx.State.REVOKED, "forgotten:the user asked")
    tomb = history[2]
    assert tomb.tombstone
    assert tomb.value == ""
    assert tomb.state is memtx.State.REVOKED
    assert not newer.tombstone
    assert not history[1].tombstone
    assert report.root == newer.vid
    assert [(s.vid, s.after) for s in report.steps] == [
        (newer.vid, memtx.State.REVOKED),
        (tomb.vid, memtx.State.REVOKED),
    ]
    assert mem.search("Lisbon Porto", agent="bot") == []
    assert mem.check().ok


def test_a_later_write_works_and_its_revocation_reinstates_nothing_older(mem: memtx.Memory) -> None:
    _two_cities(mem)
    mem.forget("dana/city", agent="bot", reason="asked")
    mem.add("I live in Faro.", agent="bot", user="dana")
    latest = mem.get("dana/city", agent="bot")
    assert latest is not None
    assert latest.value == "I live in Faro"
    mem.revoke(latest.vid, agent="bot")
    assert mem.get("dana/city", agent="bot") is None  # Lisbon was forgotten with Porto: it stays out
    assert mem.check().ok


def test_a_value_written_after_the_forget_is_reinstated_as_usual(mem: memtx.Memory) -> None:
    _two_cities(mem)
    mem.forget("dana/city", agent="bot", reason="asked")
    mem.add("I live in Faro.", agent="bot", user="dana")
    mem.add("I moved to Braga.", agent="bot", user="dana")
    braga = mem.get("dana/city", agent="bot")
    assert braga is not None
    assert braga.value == "I moved to Braga"
    mem.revoke(braga.vid, agent="bot")
    back = mem.get("dana/city", agent="bot")
    assert back is not None
    assert back.value == "I live in Faro"


def test_forget_repairs_descendants_as_a_revocation(mem: memtx.Memory) -> None:
    src = mem.observe("Dana lives in Porto and likes the sea.", owner="bot")
    with mem.transaction(agent="bot") as tx:
        city = tx.propose(key="dana/city", value="Porto", evidence="Dana lives in Porto", source=src.id)
        liking = tx.propose(
            key="dana/likes", value="the sea", evidence="likes the sea", source=src.id, parents=[city.vid]
        )
    report = mem.forget("dana/city", agent="bot", reason="asked")
    assert mem.record(liking.vid).state is memtx.State.REVOKED
    assert liking.vid in {s.vid for s in report.steps}
    assert mem.get("dana/likes", agent="bot") is None
    assert mem.check().ok


def test_forget_is_idempotent_by_key_and_by_vid(mem: memtx.Memory) -> None:
    _, newer = _two_cities(mem)
    first = mem.forget("dana/city", agent="bot", reason="asked")
    again = mem.forget("dana/city", agent="bot", reason="asked again")
    by_vid = mem.forget(newer.vid, agent="bot", reason="asked again")
    assert again.steps == first.steps == by_vid.steps
    assert len(audit_history(mem, "dana/city")) == 3  # one tombstone, not three


def test_forget_by_vid_needs_the_current_value(mem: memtx.Memory) -> None:
    older, _ = _two_cities(mem)
    before = store_dump(mem)
    with pytest.raises(InvalidArgument, match="not the current value"):
        mem.forget(older.vid, agent="bot", reason="asked")
    assert store_dump(mem) == before


def test_who_may_forget_is_who_may_revoke(mem: memtx.Memory) -> None:
    _two_cities(mem)
    mem.register_agent("mate", team="default")
    mem.register_agent("viewer", role="reader")
    mem.register_agent("ops", role="operator")
    before = store_dump(mem)
    with pytest.raises(PermissionDenied):
        mem.forget("dana/city", agent="mate", reason="asked")
    with pytest.raises(PermissionDenied):
        mem.forget("dana/city", agent="viewer", reason="asked")
    with pytest.raises(PermissionDenied):
        mem.forget("dana/city", agent="stranger", reason="asked")
    assert store_dump(mem) == before
    mem.forget("dana/city", agent="ops", reason="asked")
    assert mem.get("dana/city", agent="bot") is None


@pytest.mark.parametrize(
    ("target", "reason", "error"),
    [
        (3.5, "asked", InvalidArgument),
        (True, "asked", InvalidArgument),
        ("no-slash", "asked", InvalidArgument),
        ("dana/city", "", InvalidArgument),
        ("dana/city", None, InvalidArgument),
        ("dana/shoe_size", "asked", UnknownObject),
        (10_000, "asked", UnknownObject),
        (-1, "asked", InvalidArgument),
    ],
)
def test_bad_input_is_refused_and_changes_nothing(
    mem: memtx.Memory, target: object, reason: object, error: type[Exception]
) -> None:
    _two_cities(mem)
    before = store_dump(mem)
    with pytest.raises(error):
        mem.forget(target, agent="bot", reason=reason)  # type: ignore[arg-type]
    assert store_dump(mem) == before
