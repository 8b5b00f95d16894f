"""An operator's approval names the rival it was shown (issue 29 item 8, DESIGN §8 amended): approving against
a rival that changed since the review item was shown is a conflict (first-committer-wins holds for operators
too), and the key's contract still decides between the version and its current rival."""

from __future__ import annotations

import pytest

import memtx
from memtx import Memory, State


@pytest.fixture
def ops(mem: Memory) -> Memory:
    mem.register_agent("ops", role="operator")
    return mem


def fact(mem: Memory, agent: str, text: str, *, authority: float, at: float) -> memtx.Record:
    src = mem.observe(text + ".", owner=agent, scope="shared", authority=authority, at=at)
    with mem.transaction(agent=agent) as tx:
        record = tx.propose(key="alice/city", value=text, evidence=text, source=src.id, at=at)
    return mem.record(record.vid)


def rome_under_review(mem: Memory) -> tuple[memtx.Record, memtx.Record, memtx.ReviewItem]:
    paris = fact(mem, "ana", "Alice lives in Paris", authority=0.9, at=10)
    rome = fact(mem, "bob", "Alice lives in Rome", authority=0.3, at=20)
    assert (rome.state, rome.reason) == (State.QUARANTINED, "needs_review")
    (item,) = mem.review(agent="ops")
    return paris, rome, item


def test_the_review_item_names_the_rival_it_shows(ops: Memory) -> None:
    paris, rome, item = rome_under_review(ops)
    assert item.rival_vid == paris.vid
    approved = ops.approve(rome.vid, agent="ops", rival=item.rival_vid, comment="confirmed by phone")
    assert approved.state is State.COMMITTED
    assert ops.record(paris.vid).state is State.SUPERSEDED


def test_an_approval_against_a_rival_that_changed_is_a_conflict(ops: Memory) -> None:
    """A newer, higher-authority version commits while the operator reviews: approving the older one now
    would silently replace it (the defect). The approval is refused, naming both versions, and nothing moves."""
    paris, rome, item = rome_under_review(ops)
    berlin = fact(ops, "cyd", "Alice lives in Berlin", authority=0.95, at=30)
    assert berlin.state is State.COMMITTED
    last = ops.last_csn()
    with pytest.raises(memtx.ApprovalConflict) as raised:
        ops.approve(rome.vid, agent="ops", rival=item.rival_vid)
    error = raised.value
    assert isinstance(error, memtx.TransactionConflict)  # transient: review again, then decide again
    assert (error.vid, error.shown_rival, error.current_rival) == (rome.vid, paris.vid, berlin.vid)
    assert f"v{paris.vid}" in str(error)
    assert f"v{berlin.vid}" in str(error)
    assert ops.last_csn() == last
    assert ops.record(rome.vid).state is State.QUARANTINED
    assert ops.get("alice/city", agent="ana").vid == berlin.vid  # type: ignore[union-attr]
    # Reviewed again: the key's contract keeps the newer version; the operator cannot override it.
    (again,) = ops.review(agent="ops")
    assert again.rival_vid == berlin.vid
    with pytest.raises(memtx.InvalidArgument, match="older_than_visible"):
        ops.approve(rome.vid, agent="ops", rival=again.rival_vid)
    assert ops.get("alice/city", agent="ana").vid == berlin.vid  # type: ignore[union-attr]
    assert ops.check().ok


def test_an_approval_after_the_rival_was_revoked_is_a_conflict_too(ops: Memory) -> None:
    paris, rome, item = rome_under_review(ops)
    ops.revoke(paris.vid, agent="ana", reason="wrong")
    with pytest.raises(memtx.ApprovalConflict) as raised:
        ops.approve(rome.vid, agent="ops", rival=item.rival_vid)
    assert raised.value.current_rival is None
    (again,) = ops.review(agent="ops")
    assert again.rival is None
    assert again.rival_vid is None
    assert ops.approve(rome.vid, agent="ops", rival=None).state is State.COMMITTED


def test_an_approval_that_names_no_rival_is_against_the_one_it_was_quarantined_against(ops: Memory) -> None:
    """Not naming the rival is never "whatever is visible now": it is the rival the version was quarantined
    against — what its review item showed until the key changed."""
    paris, rome, _ = rome_under_review(ops)
    fact(ops, "cyd", "Alice lives in Berlin", authority=0.95, at=30)
    last = ops.last_csn()
    with pytest.raises(memtx.ApprovalConflict) as raised:
        ops.approve(rome.vid, agent="ops")
    assert raised.value.shown_rival == paris.vid
    for bad in ("1", 1.0, True, 0, -1, 2**63):
        with pytest.raises(memtx.InvalidArgument, match="rival"):
            ops.approve(rome.vid, agent="ops", rival=bad)  # type: ignore[arg-type]
    assert ops.last_csn() == last
    assert ops.record(rome.vid).state is State.QUARANTINED


def test_an_approval_that_names_no_rival_still_works_when_nothing_changed(ops: Memory) -> None:
    paris, rome, _ = rome_under_review(ops)
    assert ops.approve(rome.vid, agent="ops").state is State.COMMITTED
    assert ops.record(paris.vid).state is State.SUPERSEDED
