"""The quarantine lane (DESIGN §4, issue 31 item 5) on every backend: a contract with `on_unsupported="quarantine"`
stores a proposal whose value admission refuses as `quarantined` (`unsupported:<reason>`), never visible and never
action-safe, listed by `review`; a later supported version of its key that says the same revalidates it, an
operator may approve it, and `mem.add(..., on_unsupported=...)` passes the choice through."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from memtx import (
    ActionBlocked,
    AdmissionRejected,
    Extraction,
    InvalidArgument,
    Memory,
    Message,
    PermissionDenied,
    RetryHint,
    State,
)

# (language, key, evidence the value is refused against, the refusal, the value, an evidence that supports it)
CASES = [
    ("en", "lena/drinks", "I only drink coffee on weekends.", "guard:scope", "I drink coffee", "I drink coffee."),
    ("es", "ana/ciudad", "No vivo en Madrid.", "guard:negation", "Vivo en Madrid", "Vivo en Madrid."),
    ("zh", "小王/饮料", "我不喝咖啡。", "guard:negation", "我喝咖啡", "我喝咖啡。"),
]
IDS = [c[0] for c in CASES]


@pytest.fixture
def lane(mem: Memory) -> Memory:
    mem.register_agent("ops", role="operator")
    mem.register_agent("alice")
    mem.set_contract("", "temporal", on_unsupported="quarantine")
    return mem


def propose(mem: Memory, key: str, value: str, said: str, *, at: float, **options: object) -> int:
    with mem.transaction(agent="alice") as tx:
        src = tx.observe(said, owner="alice", scope="shared", at=at)
        staged = tx.propose(key=key, value=value, evidence=said, source=src.id, at=at, **options)  # type: ignore[arg-type]
    assert tx.result is not None
    assert not tx.result.aborted
    return staged.vid


@pytest.mark.parametrize(("lang", "key", "said", "why", "value", "plain"), CASES, ids=IDS)
def test_an_unsupported_value_is_quarantined_and_never_a_belief(
    lane: Memory, lang: str, key: str, said: str, why: str, value: str, plain: str
) -> None:
    vid = propose(lane, key, value, said, at=10)
    record = lane.record(vid)
    assert (record.state, record.reason) == (State.QUARANTINED, f"unsupported:{why}")
    assert lane.get(key, agent="alice") is None
    assert [h.record.vid for h in lane.search(value, agent="alice")] == []
    assert [i.vid for i in lane.context(value, agent="alice").items] == []
    assert [item.record.vid for item in lane.review(agent="ops")] == [vid]
    assert lane.check().ok


@pytest.mark.parametrize(("lang", "key", "said", "why", "value", "plain"), CASES, ids=IDS)
def test_the_default_contract_still_rejects(
    mem: Memory, lang: str, key: str, said: str, why: str, value: str, plain: str
) -> None:
    mem.register_agent("ops", role="operator")
    mem.set_contract("", "temporal")  # on_unsupported defaults to "reject" (MemTxn's rule)
    with mem.transaction(agent="alice") as tx:
        src = tx.observe(said, owner="alice", scope="shared", at=10)
        with pytest.raises(AdmissionRejected) as refused:
            tx.propose(key=key, value=value, evidence=said, source=src.id, at=10)
    assert refused.value.reason == why
    assert mem.review(agent="ops") == []


def test_a_namespace_contract_decides_and_a_proposal_may_override_it(mem: Memory) -> None:
    mem.register_agent("ops", role="operator")
    mem.set_contract("notes", "temporal", on_unsupported="quarantine")  # only this namespace quarantines
    said = "I only drink coffee on weekends."
    with mem.transaction(agent="alice") as tx:
        src = tx.observe(said, owner="alice", scope="shared", at=10)
        held = tx.propose(key="notes:lena/drinks", value="I drink coffee", evidence=said, source=src.id)
        with pytest.raises(AdmissionRejected):
            tx.propose(key="lena/drinks", value="I drink coffee", evidence=said, source=src.id)
        with pytest.raises(AdmissionRejected):
            tx.propose(
                key="notes:lena/tea", value="I drink coffee", evidence=said, source=src.id, on_unsupported="reject"
            )
        kept = tx.propose(
            key="lena/likes", value="I drink coffee", evidence=said, source=src.id, on_unsupported="quarantine"
        )
    assert [mem.record(v).state for v in (held.vid, kept.vid)] == [State.QUARANTINED, State.QUARANTINED]


def test_only_an_unsupported_value_is_quarantined_never_a_malformed_proposal_or_a_made_up_quote(lane: Memory) -> None:
    """F and Q refusals stay refusals: a stored version always quotes its source."""
    with lane.transaction(agent="alice") as tx:
        src = tx.observe("I live in Berlin.", owner="alice", scope="shared", at=10)
        with pytest.raises(AdmissionRejected) as not_quoted:
            tx.propose(key="lena/city", value="I live in Rome", evidence="I live in Rome.", source=src.id)
        with pytest.raises(AdmissionRejected) as unknown:
            tx.propose(key="lena/city", value="I live in Berlin", evidence="I live in Berlin.", source="src_nope")
        with pytest.raises(AdmissionRejected) as bad_lane:
            tx.propose(
                key="lena/city", value="I live", evidence="I live in Berlin.", source=src.id, on_unsupported="keep"
            )
    assert [e.value.reason for e in (not_quoted, unknown, bad_lane)] == [
        "evidence_not_in_source",
        "metadata",
        "metadata",
    ]
    assert lane.review(agent="ops") == []
    with pytest.raises(InvalidArgument):
        lane.set_contract("", "temporal", on_unsupported="maybe")


@pytest.mark.parametrize(("lang", "key", "said", "why", "value", "plain"), CASES, ids=IDS)
def test_a_later_supported_version_that_says_the_same_revalidates_it(
    lane: Memory, lang: str, key: str, said: str, why: str, value: str, plain: str
) -> None:
    held = propose(lane, key, value, said, at=10)
    supported = propose(lane, key, value, plain, at=20)
    assert lane.get(key, agent="alice").vid == supported  # type: ignore[union-attr]
    record = lane.record(held)
    assert (record.state, record.reason) == (State.SUPERSEDED, f"revalidated_by:{supported}")
    events = [j.event for j in lane.journal(after=0, limit=1000)]
    hops = [(e.from_state, e.to_state) for e in events if e.vid == held and e.kind == "transition"]
    assert hops[-3:] == [
        (State.QUARANTINED, State.VALIDATED),
        (State.VALIDATED, State.COMMITTED),
        (State.COMMITTED, State.SUPERSEDED),
    ]
    assert lane.review(agent="ops") == []
    assert lane.check().ok


@pytest.mark.parametrize(
    ("said", "value", "plain", "other"),
    [
        ("I only drink coffee on weekends.", "I drink coffee", "I drink tea.", "I drink tea"),
        ("No vivo en Madrid.", "Vivo en Madrid", "Vivo en Sevilla.", "Vivo en Sevilla"),
        ("我不喝咖啡。", "我喝咖啡", "我喝茶。", "我喝茶"),
    ],
    ids=IDS,
)
def test_a_supported_version_that_says_something_else_revalidates_nothing(
    lane: Memory, said: str, value: str, plain: str, other: str
) -> None:
    held = propose(lane, "lena/drinks", value, said, at=10)
    propose(lane, "lena/drinks", other, plain, at=20)
    assert lane.record(held).state is State.QUARANTINED
    assert [item.record.vid for item in lane.review(agent="ops")] == [held]


def test_a_supported_version_of_another_key_revalidates_nothing(lane: Memory) -> None:
    held = propose(lane, "lena/drinks", "I drink coffee", "I only drink coffee on weekends.", at=10)
    propose(lane, "bob/drinks", "I drink coffee", "I drink coffee.", at=20)
    assert lane.record(held).state is State.QUARANTINED


def test_revalidation_within_one_transaction(lane: Memory) -> None:
    with lane.transaction(agent="alice") as tx:
        hedged = tx.observe("I only drink coffee on weekends.", owner="alice", scope="shared", at=10)
        plain = tx.observe("I drink coffee.", owner="alice", scope="shared", at=10)
        held = tx.propose(key="lena/drinks", value="I drink coffee", evidence=hedged.text, source=hedged.id)
        ok = tx.propose(key="lena/drinks", value="I drink coffee", evidence="I drink coffee", source=plain.id)
    assert lane.record(held.vid).reason == f"revalidated_by:{ok.vid}"
    assert lane.get("lena/drinks", agent="alice").vid == ok.vid  # type: ignore[union-attr]
    assert lane.check().ok


def test_revoking_the_supporting_version_does_not_reinstate_the_revalidated_one(lane: Memory) -> None:
    held = propose(lane, "lena/drinks", "I drink coffee", "I only drink coffee on weekends.", at=10)
    supported = propose(lane, "lena/drinks", "I drink coffee", "I drink coffee.", at=20)
    lane.revoke(supported, agent="ops", reason="the user said it was a joke")
    assert lane.get("lena/drinks", agent="alice") is None
    assert lane.record(held).state is State.SUPERSEDED
    assert lane.check().ok


def test_an_operator_approves_it_and_an_agent_may_not(lane: Memory) -> None:
    held = propose(lane, "lena/drinks", "I drink coffee", "I only drink coffee on weekends.", at=10)
    with pytest.raises(PermissionDenied):
        lane.approve(held, agent="alice", comment="trust me")
    assert lane.record(held).state is State.QUARANTINED
    approved = lane.approve(held, agent="ops", comment="confirmed with the user")
    assert approved.state is State.COMMITTED
    assert lane.get("lena/drinks", agent="alice").vid == held  # type: ignore[union-attr]
    assert lane.check().ok


def test_it_never_becomes_action_safe_and_no_action_rests_on_it(lane: Memory) -> None:
    lane.tools.register("email", lambda order: "sent")
    said = "I only drink coffee on weekends."
    with lane.transaction(agent="alice", purpose="external_action") as tx:
        src = tx.observe(said, owner="alice", scope="shared", at=10)
        held = tx.propose(key="lena/drinks", value="I drink coffee", evidence=said, source=src.id)
    assert lane.record(held.vid).state is State.QUARANTINED  # not action_safe, whatever the purpose
    with lane.transaction(agent="alice", purpose="external_action") as tx, pytest.raises(ActionBlocked) as blocked:
        tx.act("email", {"order": 1}, support=[held.vid])
    assert blocked.value.reason == "support_quarantined"


class Scripted:
    """An extractor that writes what real extractors write: here a value its sentence does not support."""

    def __init__(self, first: list[Extraction]) -> None:
        self.first = first
        self.retries = 0

    def extract(self, messages: Sequence[Message], *, retry: RetryHint | None = None) -> list[Extraction]:
        if retry is not None:
            self.retries += 1
            return []
        return self.first


@pytest.mark.parametrize(
    ("content", "value"),
    [
        ("I only drink coffee on weekends.", "I drink coffee"),
        ("No vivo en Madrid.", "Vivo en Madrid"),
        ("我不喝咖啡。", "我喝咖啡"),
    ],
    ids=IDS,
)
def test_add_passes_on_unsupported_through(mem: Memory, content: str, value: str) -> None:
    mem.register_agent("support")
    extraction = Extraction(key="kim/drinks", value=value, evidence=content.rstrip(".。"), message=0)
    refused = mem.add(content, agent="support", user="kim", extractor=Scripted([extraction]))
    assert (refused.stored, refused.quarantined, len(refused.rejected)) == ((), (), 1)
    kept = mem.add(content, agent="support", user="kim", extractor=Scripted([extraction]), on_unsupported="quarantine")
    assert kept.rejected == ()
    assert [(r.value, r.state, r.reason.startswith("unsupported:guard:")) for r in kept.quarantined] == [
        (value, State.QUARANTINED, True)
    ]
    assert kept.stored == ()
    assert mem.get("kim/drinks", agent="support") is None
    with pytest.raises(InvalidArgument):
        mem.add(content, agent="support", user="kim", extractor=Scripted([extraction]), on_unsupported="sometimes")
