"""The review queue (DESIGN §8): operators list quarantined versions with their rival, approve them
through revalidation, or reject them with cascade repair; nobody else may."""

from __future__ import annotations

from pathlib import Path

import pytest

import memtx
from memtx import Memory, State


def quarantined_pair(mem: Memory) -> tuple[memtx.Record, memtx.Record]:
    """A governed conflict: a lower-authority source contradicts the visible version -> needs_review."""
    s1 = mem.observe("Alice lives in Paris.", owner="ana", scope="shared", authority=0.9, at=10)
    s2 = mem.observe("Alice lives in Rome.", owner="bob", scope="shared", authority=0.3, at=20)
    with mem.transaction(agent="ana") as tx:
        paris = tx.propose(
            key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=s1.id, at=10
        )
    with mem.transaction(agent="bob") as tx:
        rome = tx.propose(
            key="alice/city", value="Alice lives in Rome", evidence="Alice lives in Rome", source=s2.id, at=20
        )
    assert mem.record(rome.vid).state is State.QUARANTINED
    return mem.record(paris.vid), mem.record(rome.vid)


@pytest.fixture
def ops(mem: Memory) -> Memory:
    mem.register_agent("ops", role="operator")
    return mem


def test_the_queue_lists_quarantined_versions_with_their_rival(ops: Memory) -> None:
    paris, rome = quarantined_pair(ops)
    (item,) = ops.review(agent="ops")
    assert item.record.vid == rome.vid
    assert item.record.reason == "needs_review"
    assert item.record.writer == "bob"
    assert item.rival is not None
    assert item.rival.vid == paris.vid
    assert ops.review(agent="ops", after=rome.vid) == []


def test_approve_makes_the_version_visible_and_supersedes_its_rival(ops: Memory) -> None:
    paris, rome = quarantined_pair(ops)
    approved = ops.approve(rome.vid, agent="ops", comment="confirmed by phone")
    assert approved.state is State.COMMITTED
    assert ops.get("alice/city", agent="ana").vid == rome.vid  # type: ignore[union-attr]
    assert ops.record(paris.vid).state is State.SUPERSEDED
    assert "approved_by:ops:confirmed by phone" in ops.record(rome.vid).reason
    assert ops.review(agent="ops") == []
    assert ops.check().ok


def test_reject_revokes_the_quarantined_version(ops: Memory) -> None:
    paris, rome = quarantined_pair(ops)
    report = ops.reject(rome.vid, agent="ops", comment="rumour")
    assert report.revoked == [rome.vid]
    assert ops.record(rome.vid).state is State.REVOKED
    assert ops.record(rome.vid).reason == "rejected:rumour"
    assert ops.get("alice/city", agent="ana").vid == paris.vid  # type: ignore[union-attr]
    assert ops.check().ok


def test_only_registered_operators_review(ops: Memory) -> None:
    _, rome = quarantined_pair(ops)
    for who, words in (("bob", "not an operator"), ("stranger", "not registered")):
        with pytest.raises(memtx.PermissionDenied, match=words) as info:
            ops.review(agent=who)
        assert who in str(info.value)
        with pytest.raises(memtx.PermissionDenied, match=words):
            ops.approve(rome.vid, agent=who)
        with pytest.raises(memtx.PermissionDenied, match=words):
            ops.reject(rome.vid, agent=who)
    assert ops.record(rome.vid).state is State.QUARANTINED


def test_approve_and_reject_refuse_what_is_not_quarantined(ops: Memory) -> None:
    paris, rome = quarantined_pair(ops)
    csn = ops.last_csn()
    with pytest.raises(memtx.InvalidArgument, match="not quarantined"):
        ops.approve(paris.vid, agent="ops")
    with pytest.raises(memtx.InvalidArgument, match="not quarantined"):
        ops.reject(paris.vid, agent="ops")
    with pytest.raises(memtx.UnknownObject):
        ops.approve(9_999, agent="ops")
    with pytest.raises(memtx.InvalidArgument, match="comment"):
        ops.approve(rome.vid, agent="ops", comment=None)  # type: ignore[arg-type]
    assert ops.last_csn() == csn


def test_approve_refuses_a_version_whose_parent_was_retracted(ops: Memory) -> None:
    src = ops.observe("Alice lives in Paris. Summary: Alice lives in Paris.", owner="ana", scope="shared", at=10)
    with ops.transaction(agent="ana") as tx:
        base = tx.propose(
            key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id, at=10
        )
    with ops.transaction(agent="ana") as tx:
        summary = tx.propose(
            key="alice/summary",
            value="Alice lives in Paris",
            evidence="Alice lives in Paris",
            source=src.id,
            at=10,
            kind="summary",
            parents=[base.vid],
        )
    ops.revoke(base.vid, agent="ana")
    assert ops.record(summary.vid).state is State.QUARANTINED
    with pytest.raises(memtx.InvalidArgument, match="revoked_parent"):
        ops.approve(summary.vid, agent="ops")
    assert ops.record(summary.vid).state is State.QUARANTINED


def test_an_operator_may_revoke_any_version_and_roles_persist(ops: Memory) -> None:
    src = ops.observe("Carol has the flu.", owner="carol", scope="private", at=10)
    with ops.transaction(agent="carol") as tx:
        private = tx.propose(
            key="carol/health", value="Carol has the flu", evidence="Carol has the flu", source=src.id, at=10
        )
    with pytest.raises(memtx.PermissionDenied, match="'bob' is not registered"):  # (issue 29: role first)
        ops.revoke(private.vid, agent="bob")
    ops.register_agent("bob")
    with pytest.raises(memtx.UnknownObject):
        ops.revoke(private.vid, agent="bob")
    ops.register_agent("ops", team="other")  # role=None keeps the operator role
    report = ops.revoke(private.vid, agent="ops", reason="audit")
    assert report.revoked == [private.vid]


def test_an_unknown_role_is_refused(mem: Memory) -> None:
    with pytest.raises(memtx.InvalidArgument, match="role"):
        mem.register_agent("x", role="admin")


def test_the_journal_says_who_did_what_and_when(tmp_path: Path, backend_name: str) -> None:
    times = iter(range(5_000, 6_000))
    url = ":memory:" if backend_name == "memory" else f"sqlite:///{tmp_path / 'j.db'}"
    with Memory.open(url, clock=lambda: float(next(times))) as mem:
        mem.register_agent("ops", role="operator")
        paris, rome = quarantined_pair(mem)
        mem.reject(rome.vid, agent="ops", comment="rumour")
        entries = mem.journal(limit=1_000)
        revocation = [e for e in entries if e.event.vid == rome.vid and e.event.to_state is State.REVOKED]
        (entry,) = revocation
        assert entry.agent == "ops"
        assert entry.at is not None
        assert entry.at >= 5_000
        assert entry.event.reason == "rejected:rumour"
        staged = [e for e in entries if e.event.vid == paris.vid and e.event.to_state is State.TENTATIVE]
        assert staged[0].agent == "ana"
        assert [e.event.seq for e in mem.journal(after=entries[0].event.seq, limit=2)] == [
            entries[1].event.seq,
            entries[2].event.seq,
        ]
