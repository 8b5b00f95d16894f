"""Information flow (DESIGN §8): a version is never visible broader than what it draws from — its
declared parents, what its transaction read, and private text it reproduces — and only the owner
declassifies. Each laundering channel the literature names has a test; so do the non-leaks."""

from __future__ import annotations

from typing import Any

import pytest

import memtx
from memtx import Memory, State

SECRET = "Carol tested positive for influenza on Monday"


def private_fact(mem: Memory, *, owner: str = "carol", text: str = SECRET, key: str = "carol/health") -> memtx.Record:
    src = mem.observe(text + ".", owner=owner, scope="private", at=10)
    with mem.transaction(agent=owner) as tx:
        record = tx.propose(key=key, value=text, evidence=text, source=src.id, at=10)
    return mem.record(record.vid)


def shared_write(
    mem: Memory,
    text: str,
    *,
    agent: str = "carol",
    key: str = "team/news",
    parents: tuple[int, ...] = (),
    kind: str = "belief",
    read: str | None = None,
) -> memtx.Record:
    src = mem.observe(f"Announcement: {text}.", owner=agent, scope="shared", at=20)
    with mem.transaction(agent=agent) as tx:
        if read is not None:
            tx.read(read)
        record = tx.propose(key=key, value=text, evidence=text, source=src.id, at=20, parents=parents, kind=kind)
    return mem.record(record.vid)


def test_a_shared_summary_of_a_private_parent_is_quarantined(mem: Memory) -> None:
    secret = private_fact(mem)
    summary = shared_write(mem, "Carol is out sick this week", kind="summary", parents=(secret.vid,))
    assert summary.state is State.QUARANTINED
    assert summary.reason == "permission_laundering"
    assert mem.get("team/news", agent="carol") is None


def test_a_shared_write_after_reading_private_state_is_quarantined(mem: Memory) -> None:
    private_fact(mem)
    news = shared_write(mem, "Carol is out sick this week", read="carol/health")
    assert news.reason == "permission_laundering:read_set"
    mem.register_agent("ops", role="operator")
    with pytest.raises(memtx.InvalidArgument, match="read_set"):
        mem.approve(news.vid, agent="ops")  # what the transaction read is gone: no revalidation


def test_an_operator_approval_does_not_declassify(mem: Memory) -> None:
    """Found by `memtx verify`: approval revalidated only retracted parents, so it published a shared
    summary of a private parent. Only the owner declassifies (DESIGN §8)."""
    secret = private_fact(mem)
    summary = shared_write(mem, "Carol is out sick this week", kind="summary", parents=(secret.vid,))
    mem.register_agent("ops", role="operator")
    with pytest.raises(memtx.InvalidArgument, match="permission_laundering"):
        mem.approve(summary.vid, agent="ops")
    assert mem.record(summary.vid).state is State.QUARANTINED


def test_transcribe_and_retry_is_caught_by_the_fingerprint(mem: Memory) -> None:
    private_fact(mem)
    assert mem.get("carol/health", agent="carol") is not None  # read outside any transaction
    copied = shared_write(mem, SECRET)  # no parent, no read set: the text itself gives it away
    assert copied.state is State.QUARANTINED
    assert copied.reason == "permission_laundering"


def test_a_longer_text_that_embeds_the_private_one_is_caught(mem: Memory) -> None:
    private_fact(mem)
    padded = shared_write(mem, "Team update: " + SECRET + ", so the launch review moves to Thursday afternoon")
    assert padded.reason == "permission_laundering"


def test_the_trusted_tool_echo_is_caught(mem: Memory) -> None:
    secret = private_fact(mem)
    mem.tools.register("translate", lambda text: text.upper())
    with mem.transaction(agent="carol", purpose="external_action") as tx:
        tx.promote(secret.vid)
        echoed = tx.act("translate", {"text": secret.value}, support=[secret.vid]).value
    echo = mem.observe(f"The translator said: {echoed}.", owner="translator", scope="public", at=30)
    with mem.transaction(agent="carol") as tx:
        leaked = tx.propose(key="team/news", value=echoed, evidence=echoed, source=echo.id, at=30)
    assert mem.record(leaked.vid).reason == "permission_laundering"


def test_a_private_source_reproduced_in_a_shared_one_is_caught(mem: Memory) -> None:
    mem.observe("Dear doctor, " + SECRET + ". Please keep this between us.", owner="carol", scope="private", at=5)
    copied = shared_write(mem, SECRET)
    assert copied.reason == "permission_laundering"


def test_cjk_private_text_is_fingerprinted_too(mem: Memory) -> None:
    private_fact(mem, text="卡罗尔周一流感检测呈阳性", key="carol/健康")
    copied = shared_write(mem, "卡罗尔周一流感检测呈阳性")
    assert copied.reason == "permission_laundering"


def test_private_text_the_writer_cannot_read_is_no_evidence_of_laundering(mem: Memory) -> None:
    private_fact(mem)  # carol's; dave cannot read it
    same = shared_write(mem, SECRET, agent="dave")
    assert same.state is State.COMMITTED  # and dave learns nothing about carol's private record


def test_an_unrelated_shared_write_commits(mem: Memory) -> None:
    private_fact(mem)
    other = shared_write(mem, "The launch review moves to Thursday afternoon")
    assert other.state is State.COMMITTED


def test_only_the_owner_declassifies_and_then_the_copy_may_be_approved(mem: Memory) -> None:
    secret = private_fact(mem)
    copied = shared_write(mem, SECRET)
    mem.register_agent("ops", role="operator")
    with pytest.raises(memtx.PermissionDenied, match="'dave' is not registered"):  # (issue 29: role first)
        mem.declassify(secret.vid, agent="dave", scope="shared", reason="not mine")
    mem.register_agent("dave")
    with pytest.raises(memtx.UnknownObject):
        mem.declassify(secret.vid, agent="dave", scope="shared", reason="not mine")
    mem.register_agent("eve")
    with pytest.raises(memtx.InvalidArgument, match="private"):
        mem.declassify(secret.vid, agent="carol", scope="private", reason="no-op")
    csn = mem.declassify(secret.vid, agent="carol", scope="shared", reason="Carol told the team herself")
    assert csn == mem.last_csn()
    assert mem.approve(copied.vid, agent="ops", comment="declassified").state is State.COMMITTED
    again = shared_write(mem, SECRET, key="team/news again")
    assert again.state is State.COMMITTED
    assert mem.check().ok


def test_manufactured_corroboration_never_adds_up_to_authority(mem: Memory) -> None:
    strong = mem.observe("Order 9 ships Monday.", owner="ops", scope="shared", authority=0.9, at=10)
    with mem.transaction(agent="ops") as tx:
        truth = tx.propose(
            key="order 9/ship day",
            value="Order 9 ships Monday",
            evidence="Order 9 ships Monday",
            source=strong.id,
            at=10,
        )
    outcomes: list[Any] = []
    for i in range(6):  # six low-authority sources that agree with each other
        weak = mem.observe(
            f"Rumour {i}: Order 9 ships Friday.", owner=f"bot{i}", scope="shared", authority=0.3, at=20 + i
        )
        with mem.transaction(agent=f"bot{i}") as tx:
            tx.propose(
                key="order 9/ship day",
                value="Order 9 ships Friday",
                evidence="Order 9 ships Friday",
                source=weak.id,
                at=20 + i,
            )
        assert tx.result is not None
        outcomes += [o.state for o in tx.result.outcomes]
    assert State.COMMITTED not in outcomes
    assert mem.get("order 9/ship day", agent="ops").vid == truth.vid  # type: ignore[union-attr]


def test_a_users_messages_are_read_by_the_agents_serving_that_user_only(mem: Memory) -> None:
    """DESIGN §8 principals: a user and the agents that serve it share a team; what is observed for the
    user is `shared` with that team, not public, and the natural flow user message -> extractor works."""
    mem.register_agent("user-42", team="account-42")
    mem.register_agent("extractor", team="account-42")
    mem.register_agent("billing-bot", team="account-42")
    mem.register_agent("other-bot")  # serves other users (the default team)
    msg = mem.observe("Please ship my order to 4 Elm Street.", owner="user-42", scope="shared", at=10)
    with mem.transaction(agent="extractor") as tx:
        fact = tx.propose(
            key="user-42/shipping address",
            value="ship my order to 4 Elm Street",
            evidence="ship my order to 4 Elm Street",
            source=msg.id,
            at=10,
        )
    assert mem.record(fact.vid).state is State.COMMITTED
    assert mem.get("user-42/shipping address", agent="billing-bot") is not None
    assert mem.get("user-42/shipping address", agent="other-bot") is None
    # Refused as an unknown source: a different answer would confirm that the text was observed (DESIGN §8).
    with mem.transaction(agent="other-bot") as tx, pytest.raises(memtx.AdmissionRejected, match="unknown source"):
        tx.propose(key="user-42/city", value="4 Elm Street", evidence="4 Elm Street", source=msg.id, at=10)
