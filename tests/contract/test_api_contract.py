"""API-level behaviour every backend must agree on (DESIGN §1–§9), through the public `Memory` API.

Each test runs once per backend (the `mem` fixture) and ends with the full invariant check I(S).
Values are always verbatim spans of their sources, so the scenarios stay valid under the guarded
admission test (DESIGN §4).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

import memtx
from conftest import audit_history
from memtx import (
    AdmissionRejected,
    InvalidArgument,
    Memory,
    PermissionDenied,
    ProvenanceError,
    Record,
    Scope,
    State,
    TransactionClosed,
    TransactionConflict,
    TxnHandle,
    TxnResult,
    UnknownObject,
)
from memtx.engine import revocation
from memtx.engine import writes as engine

KEY = "alice/city"


def assert_consistent(mem: Memory) -> None:
    report = mem.check()
    assert report.ok, report.violations


def propose(
    mem: Memory,
    tx: TxnHandle,
    key: str,
    text: str,
    *,
    at: float,
    value: str | None = None,
    authority: float = 0.5,
    owner: str | None = None,
    source_scope: str = "shared",
    **fields: object,
) -> Record:
    """Observe `text` as a source and propose `value` (default: the whole text) with it as evidence."""
    src = mem.observe(text, owner=owner or tx.agent, authority=authority, scope=source_scope, at=at)
    return tx.propose(key=key, value=value or text, evidence=text, source=src.id, at=at, **fields)


def write(mem: Memory, key: str, text: str, *, agent: str = "alice", **kwargs: object) -> tuple[Record, TxnResult]:
    """One proposal in its own transaction; returns the record as it ended and the transaction's result."""
    with mem.transaction(agent=agent) as tx:
        staged = propose(mem, tx, key, text, **kwargs)
    assert tx.result is not None
    return mem.record(staged.vid), tx.result


def visible_value(mem: Memory, key: str, agent: str = "alice") -> str | None:
    record = mem.get(key, agent=agent)
    return None if record is None else record.value


@pytest.fixture
def team(mem: Memory) -> Memory:
    """`mem` with alice, bob and carol registered in the default team."""
    for agent in ("alice", "bob", "carol"):
        mem.register_agent(agent)
    return mem


# --- sources --------------------------------------------------------------------------------------------


def test_observe_is_idempotent_for_the_same_text_and_owner(mem: Memory) -> None:
    first = mem.observe("Alice lives in Paris", owner="alice", authority=0.7, at=10)
    again = mem.observe("Alice lives in Paris", owner="alice", authority=0.7, at=99)
    other_owner = mem.observe("Alice lives in Paris", owner="bob", authority=0.7, at=10)
    assert again == first
    assert other_owner.id != first.id
    assert other_owner.seq > first.seq
    assert mem.source(first.id) == first
    assert (first.text, first.owner, first.authority, first.scope, first.observed_at) == (
        "Alice lives in Paris",
        "alice",
        0.7,
        Scope.PRIVATE,
        10.0,
    )
    assert_consistent(mem)


@pytest.mark.parametrize("change", [{"authority": 0.9}, {"scope": "public"}])
def test_observe_again_with_different_settings_is_an_error(mem: Memory, change: dict[str, object]) -> None:
    first = mem.observe("Alice lives in Paris", owner="alice", authority=0.7, scope="private")
    settings: dict[str, object] = {"authority": 0.7, "scope": "private", **change}
    with pytest.raises(InvalidArgument, match="already exists"):
        mem.observe("Alice lives in Paris", owner="alice", **settings)
    assert mem.source(first.id) == first


@pytest.mark.parametrize(
    "kwargs",
    [{"text": "   "}, {"authority": 1.5}, {"authority": True}, {"scope": "team"}, {"owner": ""}],
)
def test_observe_rejects_bad_arguments(mem: Memory, kwargs: dict[str, object]) -> None:
    args: dict[str, object] = {"text": "Alice lives in Paris", "owner": "alice", **kwargs}
    with pytest.raises(InvalidArgument):
        mem.observe(**args)


def test_unknown_source_and_version_lookups_fail_clearly(mem: Memory) -> None:
    with pytest.raises(UnknownObject):
        mem.source("src_missing")
    with pytest.raises(UnknownObject):
        mem.record(424242)


# --- staging and commit -------------------------------------------------------------------------------------


def test_proposal_is_tentative_and_invisible_until_commit(team: Memory) -> None:
    mem = team
    tx = mem.begin(agent="alice")
    rival = mem.begin(agent="bob")
    staged = propose(mem, tx, KEY, "Alice lives in Paris", at=100)
    assert (staged.state, staged.reason, staged.csn) == (State.TENTATIVE, "admitted", None)
    assert (staged.writer, staged.owner, staged.scope, staged.event_time) == ("alice", "alice", Scope.SHARED, 100.0)
    assert tx.read(KEY) == staged  # own staged writes are visible to the transaction
    assert rival.read(KEY) is None  # not to anyone else
    assert mem.get(KEY, agent="bob") is None
    assert mem.get(KEY, agent="alice") is None  # nor outside the transaction, even to its writer
    assert audit_history(mem, KEY) == []
    assert [r.vid for r in audit_history(mem, KEY, include_tentative=True)] == [staged.vid]
    report = mem.check()
    assert report.ok, report.violations
    assert report.stats["tentative"] == 1

    result = tx.commit()
    assert result.committed
    assert result.csn == mem.last_csn() == 1
    seen = mem.get(KEY, agent="bob")
    assert seen is not None
    assert (seen.vid, seen.state, seen.csn, seen.reason) == (staged.vid, State.COMMITTED, 1, "first_version")
    assert rival.read(KEY) is None  # bob's snapshot predates the commit
    rival.abort()
    assert mem.begin(agent="bob").read(KEY) == seen
    assert mem.check().stats["tentative"] == 0
    assert_consistent(mem)


def test_transaction_result_of_a_commit(team: Memory) -> None:
    mem = team
    with mem.transaction(agent="alice") as tx:
        a = propose(mem, tx, "alice/city", "Alice lives in Paris", at=100)
        b = propose(mem, tx, "alice/job", "Alice works as a chemist", at=100, confidence=0.2)
        c = propose(mem, tx, "alice/city", "Alice lives in Lyon", at=110)
    result = tx.result
    assert result is not None
    assert result.txn_id == tx.id
    assert not result.aborted
    assert result.committed
    assert result.csn == mem.last_csn()
    assert result.abort_reason == ""
    assert result.error is None
    assert [(o.vid, o.key, o.state, o.reason) for o in result.outcomes] == [
        (a.vid, "alice/city", State.SUPERSEDED, f"superseded_by:{c.vid}"),
        (b.vid, "alice/job", State.QUARANTINED, "low_evidence"),
        (c.vid, "alice/city", State.COMMITTED, "newer_event_time"),
    ]
    # Outcomes are the records' final states when the transaction ended; `a` was superseded by `c` within it.
    assert mem.record(a.vid).state is State.SUPERSEDED
    assert mem.record(a.vid).reason == f"superseded_by:{c.vid}"
    assert result.by_vid()[b.vid].state is State.QUARANTINED
    assert visible_value(mem, "alice/city") == "Alice lives in Lyon"
    assert mem.get("alice/job", agent="alice") is None
    with pytest.raises(TransactionClosed):
        tx.propose(key=KEY, value="x", evidence="x", source="src")
    with pytest.raises(TransactionClosed):
        tx.commit()
    with pytest.raises(TransactionClosed):
        tx.read(KEY)
    assert_consistent(mem)


def test_transaction_result_of_an_abort(team: Memory) -> None:
    mem = team
    tx = mem.begin(agent="alice")
    staged = propose(mem, tx, KEY, "Alice lives in Paris", at=100)
    result = tx.abort("changed my mind")
    assert result.aborted
    assert (result.txn_id, result.csn, result.abort_reason) == (staged.txn_id, None, "changed my mind")
    assert [(o.vid, o.state, o.reason) for o in result.outcomes] == [
        (staged.vid, State.REVOKED, "txn_aborted:changed my mind")
    ]
    assert mem.record(staged.vid).state is State.REVOKED
    assert mem.get(KEY, agent="alice") is None
    assert mem.last_csn() == 0
    with pytest.raises(TransactionClosed):
        tx.abort()
    assert_consistent(mem)


def test_exception_in_a_transaction_block_aborts_it(team: Memory) -> None:
    mem = team
    seen: list[tuple[TxnHandle, Record]] = []

    def crash() -> None:
        with mem.transaction(agent="alice") as tx:
            seen.append((tx, propose(mem, tx, KEY, "Alice lives in Paris", at=100)))
            raise KeyError("agent crashed")

    with pytest.raises(KeyError):
        crash()
    [(tx, staged)] = seen
    assert tx.result is not None
    assert tx.result.aborted
    assert tx.result.outcomes[0].reason == "txn_aborted:exception_in_transaction"
    assert mem.record(staged.vid).state is State.REVOKED
    assert mem.get(KEY, agent="alice") is None
    assert_consistent(mem)


def test_read_only_transaction_commits_without_a_csn(team: Memory) -> None:
    mem = team
    write(mem, KEY, "Alice lives in Paris", at=100)
    with mem.transaction(agent="bob") as tx:
        assert tx.read(KEY).value == "Alice lives in Paris"
    assert tx.result == TxnResult(txn_id=0, aborted=False, csn=None)
    assert mem.last_csn() == 1
    assert_consistent(mem)


def test_conflict_result_and_retry_with_run(team: Memory) -> None:
    mem = team
    write(mem, KEY, "Alice lives in Paris", at=100)
    attempts: list[TxnHandle] = []

    def move_alice() -> TxnResult:
        with mem.transaction(agent="alice") as tx:
            attempts.append(tx)
            assert tx.read(KEY) is not None
            propose(mem, tx, KEY, "Alice lives in Lyon", at=300)
            if len(attempts) == 1:  # a rival commits between this attempt's read and its commit
                write(mem, KEY, "Alice lives in Rome", agent="bob", at=200)
        assert tx.result is not None
        return tx.result

    result = mem.run(move_alice, attempts=3)
    assert len(attempts) == 2
    first = attempts[0].result
    assert first is not None
    assert first.aborted
    assert first.abort_reason == "stale_late_write"
    assert isinstance(first.error, TransactionConflict)
    assert isinstance(first.error, memtx.TransientError)
    assert first.error.txn_id == attempts[0].id
    assert first.error.keys == (KEY,)
    assert [o.state for o in first.outcomes] == [State.REVOKED]
    assert result.committed
    assert visible_value(mem, KEY) == "Alice lives in Lyon"
    assert_consistent(mem)


# --- the commit pipeline (DESIGN §6) -------------------------------------------------------------------------


def test_correction_with_a_newer_event_time_supersedes(team: Memory) -> None:
    mem = team
    old, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    new, result = write(mem, KEY, "Alice moved to Lyon", agent="bob", at=200)
    assert (new.state, new.reason, new.csn) == (State.COMMITTED, "newer_event_time", result.csn)
    old = mem.record(old.vid)
    assert (old.state, old.reason) == (State.SUPERSEDED, f"superseded_by:{new.vid}")
    assert old.csn == 1  # the csn at which it became visible is kept
    assert visible_value(mem, KEY) == "Alice moved to Lyon"
    assert [r.vid for r in audit_history(mem, KEY)] == [old.vid, new.vid]
    assert_consistent(mem)


def test_late_older_write_is_stored_as_superseded(team: Memory) -> None:
    mem = team
    current, _ = write(mem, KEY, "Alice moved to Lyon", at=200)
    late, result = write(mem, KEY, "Alice lives in Paris", agent="bob", at=100, authority=1.0)
    assert result.committed
    assert (late.state, late.reason, late.csn) == (State.SUPERSEDED, "older_than_visible", None)
    assert mem.record(current.vid).state is State.COMMITTED
    assert visible_value(mem, KEY) == "Alice moved to Lyon"
    assert [r.vid for r in audit_history(mem, KEY)] == [current.vid, late.vid]  # kept for audit
    assert_consistent(mem)


@pytest.mark.parametrize(
    ("confidence", "authority", "state"),
    [
        (0.59, 0.5, State.QUARANTINED),
        (0.6, 0.5, State.COMMITTED),  # the threshold itself passes
        (0.1, 0.89, State.QUARANTINED),
        (0.1, 0.9, State.COMMITTED),  # a trusted source bypasses the confidence rule
        (0.0, 1.0, State.COMMITTED),
    ],
)
def test_evidence_rule(team: Memory, confidence: float, authority: float, state: State) -> None:
    mem = team
    record, result = write(mem, KEY, "Alice lives in Paris", at=100, confidence=confidence, authority=authority)
    assert result.committed
    assert record.state is state
    if state is State.QUARANTINED:
        assert record.reason == "low_evidence"
        assert mem.get(KEY, agent="alice") is None
    else:
        assert mem.get(KEY, agent="alice") == record
    assert_consistent(mem)


def test_validity_interval_must_contain_the_logical_clock(team: Memory) -> None:
    mem = team
    assert mem.advance_clock(500) == 500
    assert mem.advance_clock(300) == 500  # never moves back
    cases = {
        "a/expired": {"valid_to": 400},
        "b/future": {"valid_from": 600},
        "c/current": {"valid_from": 400, "valid_to": 600},
        "d/starts now": {"valid_from": 500},
        "e/ends now": {"valid_to": 500},  # [from, to) excludes its end
    }
    with mem.transaction(agent="alice") as tx:
        staged = {
            key: propose(mem, tx, key, f"Alice said {key.split('/')[1]}", at=100, **bounds)
            for key, bounds in cases.items()
        }
    states = {key: (mem.record(r.vid).state, mem.record(r.vid).reason) for key, r in staged.items()}
    assert states == {
        "a/expired": (State.QUARANTINED, "invalid_interval"),
        "b/future": (State.QUARANTINED, "invalid_interval"),
        "c/current": (State.COMMITTED, "first_version"),
        "d/starts now": (State.COMMITTED, "first_version"),
        "e/ends now": (State.QUARANTINED, "invalid_interval"),
    }
    assert mem.now() == 500
    assert_consistent(mem)


def test_event_times_advance_the_logical_clock(team: Memory) -> None:
    mem = team
    write(mem, KEY, "Alice lives in Paris", at=700)
    assert mem.now() == 700
    late, _ = write(mem, "bob/city", "Bob lives in Oslo", at=650, valid_to=690)
    assert (late.state, late.reason) == (State.QUARANTINED, "invalid_interval")
    assert_consistent(mem)


def test_newer_version_from_a_less_trusted_source_needs_review(team: Memory) -> None:
    mem = team
    trusted, _ = write(mem, KEY, "Alice lives in Paris", at=100, authority=0.8)
    doubtful, result = write(mem, KEY, "Alice moved to Lyon", agent="bob", at=200, authority=0.5)
    assert result.committed
    assert (doubtful.state, doubtful.reason) == (State.QUARANTINED, "needs_review")
    assert mem.record(trusted.vid).state is State.COMMITTED
    assert visible_value(mem, KEY) == "Alice lives in Paris"
    assert_consistent(mem)


@pytest.mark.parametrize(
    ("authority", "state", "reason", "winner"),
    [
        (0.5, State.QUARANTINED, "needs_review", "first"),
        (0.7, State.COMMITTED, "higher_authority", "second"),
        (0.3, State.SUPERSEDED, "lower_authority", "first"),
    ],
)
def test_equal_event_time_is_decided_by_authority(
    team: Memory, authority: float, state: State, reason: str, winner: str
) -> None:
    mem = team
    first, _ = write(mem, KEY, "Alice lives in Paris", at=100, authority=0.5)
    second, _ = write(mem, KEY, "Alice lives in Lyon", agent="bob", at=100, authority=authority)
    assert (second.state, second.reason) == (state, reason)
    expected = first if winner == "first" else second
    assert visible_value(mem, KEY) == expected.value
    assert mem.record(first.vid).state is (State.COMMITTED if winner == "first" else State.SUPERSEDED)
    assert_consistent(mem)


def test_temporal_contract_is_chosen_per_namespace(team: Memory) -> None:
    mem = team
    mem.set_contract("CRM", "temporal")  # namespaces are case-insensitive
    crm = "crm:alice/city"
    write(mem, crm, "Alice lives in Paris", at=100, authority=0.8)
    newer, _ = write(mem, crm, "Alice moved to Lyon", agent="bob", at=200, authority=0.3)
    assert (newer.state, newer.reason) == (State.COMMITTED, "newer_event_time")  # argmax event time
    older, _ = write(mem, crm, "Alice lived in Nice", agent="carol", at=150, authority=1.0)
    assert (older.state, older.reason) == (State.SUPERSEDED, "older_than_visible")
    tie, _ = write(mem, crm, "Alice lives in Rome", agent="carol", at=200, authority=0.1)
    assert tie.state is State.COMMITTED  # equal time: the later source wins, whatever its authority
    assert visible_value(mem, crm) == "Alice lives in Rome"

    # The default namespace keeps the governed contract.
    write(mem, KEY, "Alice lives in Paris", at=100, authority=0.8)
    governed, _ = write(mem, KEY, "Alice moved to Lyon", agent="bob", at=200, authority=0.3)
    assert (governed.state, governed.reason) == (State.QUARANTINED, "needs_review")
    with pytest.raises(InvalidArgument):
        mem.set_contract("crm", "newest_wins")
    assert_consistent(mem)


def test_agreeing_value_from_another_source_is_a_confirmation(team: Memory) -> None:
    mem = team
    first, _ = write(mem, KEY, "Alice lives in Paris", at=100, authority=0.9)
    # Token Jaccard 4/5 = 0.8: agreement, so no adjudication — even from a far less trusted source.
    confirm, _ = write(
        mem,
        KEY,
        "Alice lives in Paris now",  # (not "Bob says Alice …": an attribution is no safe deletion, DESIGN §4)
        value="Alice lives in Paris now",
        agent="bob",
        at=200,
        authority=0.2,
    )
    assert (confirm.state, confirm.reason) == (State.COMMITTED, "confirmation")
    assert mem.record(first.vid).state is State.SUPERSEDED
    # An agreeing version that is older than the visible one is kept for audit only.
    echo, _ = write(mem, KEY, "Alice lives in Paris", agent="carol", at=150)
    assert (echo.state, echo.reason) == (State.SUPERSEDED, "older_than_visible")
    assert visible_value(mem, KEY) == "Alice lives in Paris now"
    assert_consistent(mem)


def test_versions_from_one_source_need_no_adjudication(team: Memory) -> None:
    mem = team
    text = "Alice lived in Rome. Alice lives in Paris."
    with mem.transaction(agent="alice") as tx:
        src = mem.observe(text, owner="alice", scope="shared", at=100)
        tx.propose(key=KEY, value="Alice lived in Rome", evidence="Alice lived in Rome", source=src.id)
    with mem.transaction(agent="alice") as tx:
        later = tx.propose(key=KEY, value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    # Same source, same event time: the later proposal supersedes, no review needed.
    assert (mem.record(later.vid).state, mem.record(later.vid).reason) == (State.COMMITTED, "newer")
    assert visible_value(mem, KEY) == "Alice lives in Paris"
    assert_consistent(mem)


# --- canonical keys (DESIGN §5) --------------------------------------------------------------------------------


def test_canonical_clustering(team: Memory) -> None:
    mem = team
    status, _ = write(mem, "order-7/status", "order 7 is paid", at=100)
    shipping, _ = write(mem, "order-7/shipping_status", "order 7 is in transit", at=100)
    assert status.canonical_key != shipping.canonical_key  # relation Jaccard 1/2 keeps them apart
    assert visible_value(mem, "order-7/status") == "order 7 is paid"
    assert visible_value(mem, "order-7/shipping_status") == "order 7 is in transit"

    upper, _ = write(mem, "Alice/City", "Alice lives in Paris", at=100)
    lower, _ = write(mem, "alice/city", "Alice moved to Lyon", at=200)
    assert upper.canonical_key == lower.canonical_key
    assert lower.state is State.COMMITTED
    assert mem.record(upper.vid).state is State.SUPERSEDED
    for spelling in ("Alice/City", "alice/city", "ALICE / city", ("alice", "city")):
        assert visible_value(mem, spelling) == "Alice moved to Lyon"

    home, _ = write(mem, "alice smith/home city", "Alice Smith lives in Paris", at=100)
    longer, _ = write(mem, "the alice smith/home city", "Alice Smith lives in Lyon", at=200)
    assert longer.canonical_key == home.canonical_key  # subject Jaccard 2/3 >= 0.6, differing in "the" only
    other, _ = write(mem, "alice smith jones/home city", "Alice Smith Jones lives in Lyon", at=200)
    assert other.canonical_key != home.canonical_key  # "jones" identifies another person (DESIGN §5, amended)
    prefixed, _ = write(mem, "user alice/home city", "user Alice lives in Oslo", at=100)
    plain, _ = write(mem, "alice/home city", "Alice lives in Rome", at=100)
    assert prefixed.canonical_key != plain.canonical_key  # subject Jaccard 1/2 < 0.6
    assert plain.canonical_key != upper.canonical_key  # relation {home, city} vs {city}: 1/2
    assert visible_value(mem, "user alice/home city") == "user Alice lives in Oslo"
    assert visible_value(mem, "alice/home city") == "Alice lives in Rome"
    assert_consistent(mem)


# --- revocation and cascade repair (DESIGN §9) -----------------------------------------------------------------


def test_revoke_reinstates_the_displaced_version_and_as_of_keeps_the_past(team: Memory) -> None:
    mem = team
    old, r1 = write(mem, KEY, "Alice lives in Paris", at=100)
    new, r2 = write(mem, KEY, "Alice moved to Lyon", at=200)
    csn = mem.revoke(new.vid, agent="alice", reason="the move was a rumour").csn
    assert csn == mem.last_csn() > r2.csn
    assert (mem.record(new.vid).state, mem.record(new.vid).reason) == (State.REVOKED, "the move was a rumour")
    back = mem.get(KEY, agent="alice")
    assert back is not None
    assert (back.vid, back.state, back.reason) == (old.vid, State.COMMITTED, f"reinstated:{new.vid}")

    at_r1 = mem.as_of(r1.csn).get(KEY, agent="alice")
    at_r2 = mem.as_of(r2.csn).get(KEY, agent="alice")
    assert (at_r1.vid, at_r1.state) == (old.vid, State.COMMITTED)
    assert (at_r2.vid, at_r2.state, at_r2.reason) == (new.vid, State.COMMITTED, "newer_event_time")
    assert mem.as_of(csn).get(KEY, agent="alice").vid == old.vid
    assert mem.as_of(0).get(KEY, agent="alice") is None
    with pytest.raises(InvalidArgument):
        mem.as_of(csn + 1)
    assert_consistent(mem)


def test_revoking_the_only_version_leaves_the_key_without_a_winner(team: Memory) -> None:
    mem = team
    only, result = write(mem, KEY, "Alice lives in Paris", at=100)
    mem.revoke(only.vid, agent="alice", reason="wrong person")
    assert mem.get(KEY, agent="alice") is None
    assert mem.as_of(result.csn).get(KEY, agent="alice").vid == only.vid
    # The key can be written again afterwards.
    again, _ = write(mem, KEY, "Alice lives in Lyon", at=200)
    assert again.state is State.COMMITTED
    assert_consistent(mem)


def test_revoke_does_not_reinstate_a_version_whose_validity_has_ended(team: Memory) -> None:
    """DESIGN §9 reinstates a displaced version only if it is still valid: one whose interval
    `[valid_from, valid_to)` no longer contains the logical clock must not become visible again."""
    mem = team
    lease, _ = write(mem, KEY, "Alice rents a flat in Paris", at=100, valid_to=500)
    move, _ = write(mem, KEY, "Alice moved to Lyon", at=200)
    mem.advance_clock(600)
    mem.revoke(move.vid, agent="alice", reason="the move was a rumour")
    assert mem.record(lease.vid).state is not State.COMMITTED
    assert mem.get(KEY, agent="alice") is None
    assert_consistent(mem)


def test_revoke_errors(team: Memory) -> None:
    mem = team
    done, _ = write(mem, KEY, "Alice lives in Paris", at=100, source_scope="private")
    with pytest.raises(UnknownObject):
        mem.revoke(999_999, agent="alice")
    with pytest.raises(UnknownObject):
        mem.revoke(done.vid, agent="bob")  # bob may not even see the private record
    tx = mem.begin(agent="alice")
    staged = propose(mem, tx, "alice/job", "Alice works as a chemist", at=100)
    with pytest.raises(InvalidArgument, match="in flight"):
        mem.revoke(staged.vid, agent="alice")
    tx.abort()
    first = mem.revoke(done.vid, agent="alice")
    assert mem.revoke(done.vid, agent="alice") == first  # DESIGN §9: idempotent, the earlier report
    with pytest.raises(InvalidArgument, match="never visible"):
        mem.revoke(staged.vid, agent="alice")  # revoked by its transaction's abort: no revocation to repeat
    assert_consistent(mem)


def test_revoke_cascades_through_descendants_by_kind(team: Memory) -> None:
    mem = team
    parent, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    earlier, _ = write(mem, "alice/country", "Alice lives in Italy", at=100)
    belief, _ = write(mem, "alice/country", "Alice lives in France", at=200, parents=(parent.vid,))
    grandchild, _ = write(mem, "alice/continent", "Alice lives in Europe", at=200, parents=(belief.vid,))
    summary, _ = write(
        mem, "alice/summary", "Alice is a chemist in Paris", at=200, parents=(parent.vid,), kind="summary"
    )
    bystander, _ = write(mem, "bob/city", "Bob lives in Oslo", at=100)
    assert all(r.state is State.COMMITTED for r in (parent, belief, grandchild, summary))

    mem.revoke(parent.vid, agent="alice", reason="source retracted")
    cone = {
        "parent": parent,
        "belief": belief,
        "grandchild": grandchild,
        "summary": summary,
        "earlier": earlier,
        "bystander": bystander,
    }
    states = {name: (mem.record(r.vid).state, mem.record(r.vid).reason) for name, r in cone.items()}
    assert states == {
        "parent": (State.REVOKED, "source retracted"),
        "belief": (State.REVOKED, f"cascade:{parent.vid}"),
        "grandchild": (State.REVOKED, f"cascade:{parent.vid}"),
        "summary": (State.QUARANTINED, f"rebuild_needed:{parent.vid}"),
        "earlier": (State.COMMITTED, f"reinstated:{parent.vid}"),  # displaced by the revoked belief
        "bystander": (State.COMMITTED, "first_version"),
    }
    # DESIGN §9 I2: no active-map entry points into the retracted cone.
    assert mem.get(KEY, agent="alice") is None
    assert mem.get("alice/continent", agent="alice") is None
    assert mem.get("alice/summary", agent="alice") is None
    assert visible_value(mem, "alice/country") == "Alice lives in Italy"
    assert visible_value(mem, "bob/city") == "Bob lives in Oslo"
    assert_consistent(mem)


def test_child_of_a_parent_with_a_pending_revocation_is_quarantined(team: Memory) -> None:
    """DESIGN §6.4, unstable_dependency: the pipeline phase, driven at the engine level — through the API
    the next writer completes a pending revocation first (DESIGN §9), so the phase is a defence there."""
    mem = team
    parent, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    child, _ = write(mem, "alice/country", "Alice lives in France", at=100, parents=(parent.vid,))
    tx = mem.begin(agent="alice")
    direct = propose(mem, tx, "alice/region", "Alice lives in Ile de France", at=200, parents=(parent.vid,))
    transitive = propose(mem, tx, "alice/continent", "Alice lives in Europe", at=200, parents=(child.vid,))
    summary = propose(mem, tx, "alice/summary", "Alice lives in Paris", at=200, parents=(child.vid,), kind="summary")
    assert tx.id is not None
    plan = engine.CommitPlan(tx.id, tx.isolation, tx.purpose, tx.snapshot_csn, records=tx.staged)
    with mem.store_context.unit(write=True) as u:  # a raw unit: the mark and the commit meet, as across two processes
        revocation.mark_revocation(u, u.get_record(parent.vid), "alice", "being retracted")
        engine.commit(u, plan)
    for record in (direct, transitive, summary):
        assert (mem.record(record.vid).state, mem.record(record.vid).reason) == (
            State.QUARANTINED,
            "unstable_dependency",
        )
    assert mem.get("alice/region", agent="alice") is None

    # The next reader or writer completes the revocation (DESIGN §9).
    assert mem.get(KEY, agent="alice") is None
    assert mem.record(parent.vid).state is State.REVOKED
    assert mem.record(child.vid).state is State.REVOKED
    assert mem.record(direct.vid).state is State.REVOKED
    assert mem.record(summary.vid).state is State.QUARANTINED
    assert mem.check().stats["pending_revocations"] == 0
    assert_consistent(mem)


def test_next_writer_completes_a_pending_revocation_before_judging_children(team: Memory) -> None:
    """DESIGN §9: a revocation left half-done (its process died) is finished by the next writer, so a
    child proposed afterwards meets a revoked parent."""
    mem = team
    parent, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    child, _ = write(mem, "alice/country", "Alice lives in France", at=100, parents=(parent.vid,))
    with mem.store_context.unit(write=True) as u:
        revocation.mark_revocation(u, u.get_record(parent.vid), "alice", "being retracted")
    assert mem.check().stats["pending_revocations"] == 1
    direct, result = write(mem, "alice/region", "Alice lives in Ile de France", at=200, parents=(parent.vid,))
    transitive, _ = write(mem, "alice/continent", "Alice lives in Europe", at=200, parents=(child.vid,))
    assert result.committed
    assert (direct.state, direct.reason) == (State.QUARANTINED, "revoked_parent")
    assert (transitive.state, transitive.reason) == (State.QUARANTINED, "revoked_parent")
    assert mem.record(parent.vid).state is State.REVOKED
    assert mem.record(child.vid).state is State.REVOKED
    assert mem.check().stats["pending_revocations"] == 0
    assert_consistent(mem)


def test_pending_revocation_is_completed_when_a_store_is_opened(open_memory: Callable[[], Memory]) -> None:
    mem = open_memory()
    parent, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    with mem.store_context.unit(write=True) as u:
        revocation.mark_revocation(u, u.get_record(parent.vid), "alice", "crashed halfway")
    # A crash between the two steps leaves the mark behind; the next `Memory.open` completes it. The
    # in-memory store cannot be reopened, so there the open-time step is called directly.
    reopened = open_memory()
    if reopened is mem:
        memtx.safety.retracting.finish_pending_revocations(mem.store_context)
    assert mem.record(parent.vid).state is State.REVOKED
    assert mem.get(KEY, agent="alice") is None
    assert mem.check().stats["pending_revocations"] == 0
    assert_consistent(mem)


def test_child_staged_before_its_parent_was_revoked_is_quarantined(team: Memory) -> None:
    mem = team
    parent, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    tx = mem.begin(agent="bob")
    child = propose(mem, tx, "alice/country", "Alice lives in France", at=200, parents=(parent.vid,))
    mem.revoke(parent.vid, agent="alice", reason="retracted")
    assert mem.record(child.vid).state is State.TENTATIVE  # left to its own transaction
    result = tx.commit()
    assert result.committed
    assert [(o.vid, o.state, o.reason) for o in result.outcomes] == [(child.vid, State.QUARANTINED, "revoked_parent")]
    assert mem.get("alice/country", agent="bob") is None
    assert_consistent(mem)


def test_descendant_through_a_view_quarantined_by_a_revocation_stays_inactive(team: Memory) -> None:
    """DESIGN §9 I2: after a retraction completes, no descendant of the retracted version is active. A
    belief derived from a summary that the retraction quarantined for rebuild is such a descendant —
    whether it was staged before the revocation or proposed after it — so it must not commit."""
    mem = team
    root, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    view, _ = write(mem, "alice/summary", "Alice is a chemist in Paris", at=100, parents=(root.vid,), kind="summary")
    tx = mem.begin(agent="bob")
    staged = propose(mem, tx, "alice/country", "Alice lives in France", at=200, parents=(view.vid,))
    mem.revoke(root.vid, agent="alice", reason="retracted")
    assert mem.record(view.vid).state is State.QUARANTINED
    tx.commit()
    later, _ = write(mem, "alice/region", "Alice lives in Europe", at=200, parents=(view.vid,))
    for record in (mem.record(staged.vid), later):
        assert record.state is State.QUARANTINED, record
        assert mem.get(record.key, agent="alice") is None
    assert_consistent(mem)


def test_child_proposed_after_its_parent_was_revoked_is_quarantined(team: Memory) -> None:
    mem = team
    parent, _ = write(mem, KEY, "Alice lives in Paris", at=100)
    mem.revoke(parent.vid, agent="alice", reason="retracted")
    child, _ = write(mem, "alice/country", "Alice lives in France", at=200, parents=(parent.vid,))
    assert (child.state, child.reason) == (State.QUARANTINED, "revoked_parent")
    assert_consistent(mem)


# --- admission and permissions ----------------------------------------------------------------------------------


def test_rejected_proposals_store_nothing(team: Memory) -> None:
    mem = team
    src = mem.observe("Alice lives in Paris", owner="alice", scope="shared", at=100)
    base = {"key": KEY, "value": "Alice lives in Paris", "evidence": "Alice lives in Paris", "source": src.id}
    bad = [
        ({"evidence": "Alice lives in Rome"}, AdmissionRejected, "evidence_not_in_source"),
        ({"source": "src_unknown"}, AdmissionRejected, "metadata"),
        ({"confidence": 1.5}, AdmissionRejected, "metadata"),
        ({"key": "no-relation"}, AdmissionRejected, "metadata"),
        ({"kind": "tool_action"}, AdmissionRejected, "metadata"),
        ({"valid_from": 20, "valid_to": 10}, AdmissionRejected, "metadata"),
        ({"parents": (999,)}, ProvenanceError, "metadata"),
        ({"scope": "galaxy"}, AdmissionRejected, "metadata"),
    ]
    tx = mem.begin(agent="alice")
    for change, error, reason in bad:
        with pytest.raises(error) as caught:
            tx.propose(**{**base, **change})
        assert caught.value.reason == reason, change
    assert tx.staged == ()
    assert tx.commit().txn_id == 0  # nothing was staged, so nothing was written
    assert audit_history(mem, KEY, include_tentative=True) == []
    assert mem.check().stats["versions"] == 0
    assert_consistent(mem)


def test_record_scope_may_not_be_broader_than_its_source(team: Memory) -> None:
    mem = team
    with mem.transaction(agent="alice") as tx:
        shared = mem.observe("Alice lives in Paris", owner="alice", scope="shared", at=100)
        with pytest.raises(AdmissionRejected, match="broader") as caught:
            tx.propose(
                key=KEY, value="Alice lives in Paris", evidence="Alice lives in Paris", source=shared.id, scope="public"
            )
        assert caught.value.reason == "metadata"
        narrower = tx.propose(
            key=KEY, value="Alice lives in Paris", evidence="Alice lives in Paris", source=shared.id, scope="private"
        )
        inherited = tx.propose(
            key="alice/home", value="Alice lives in Paris", evidence="Alice lives in Paris", source=shared.id
        )
    assert narrower.scope is Scope.PRIVATE
    assert inherited.scope is Scope.SHARED  # the source's scope by default
    assert [r.vid for r in audit_history(mem, KEY)] == [narrower.vid]
    assert_consistent(mem)


def test_agent_may_not_cite_a_source_it_cannot_read(team: Memory) -> None:
    mem = team
    secret = mem.observe("Alice lives in Paris", owner="alice", scope="private", at=100)
    tx = mem.begin(agent="bob")
    with pytest.raises(AdmissionRejected) as caught:
        tx.propose(key=KEY, value="Alice lives in Paris", evidence="Alice lives in Paris", source=secret.id)
    assert caught.value.reason == "metadata"
    tx.abort()
    assert_consistent(mem)


def test_read_scopes_private_shared_public_and_teams(mem: Memory) -> None:
    mem.register_agent("alice")
    mem.register_agent("carol")  # alice's team (default)
    mem.register_agent("bob", team="sales")  # another team
    mem.register_agent("erin", team="outside", role="reader")  # a read-only consumer named as a diary reader
    # dave is never registered (see the end: what registering would change is refused, by name).
    with mem.transaction(agent="alice") as tx:
        propose(mem, tx, "alice/diary", "Alice feels tired", at=100, source_scope="private", readers=("erin",))
        propose(mem, tx, "alice/city", "Alice lives in Paris", at=100, source_scope="shared")
        propose(mem, tx, "alice/job", "Alice works as a chemist", at=100, source_scope="public")
    expected = {
        "alice": {"alice/diary", "alice/city", "alice/job"},
        "erin": {"alice/diary", "alice/job"},
        "carol": {"alice/city", "alice/job"},
        "bob": {"alice/job"},
    }
    keys = ("alice/diary", "alice/city", "alice/job")
    csn = mem.last_csn()
    for agent, readable in expected.items():
        assert {k for k in keys if mem.get(k, agent=agent) is not None} == readable, agent
        assert {k for k in keys if mem.as_of(csn).get(k, agent=agent) is not None} == readable, agent
        tx = mem.begin(agent=agent)
        assert {k for k in keys if tx.read(k) is not None} == readable, agent
        tx.abort()
    # DESIGN §8: an unregistered principal reads public records; where registering is what it lacks it
    # is told so by name, and a record it could not read registered either stays unrevealed.
    assert mem.get("alice/job", agent="dave") is not None
    with pytest.raises(PermissionDenied, match="'dave' is not registered"):
        mem.get("alice/city", agent="dave")
    assert mem.get("alice/diary", agent="dave") is None
    # Moving bob into alice's team makes her shared record readable to him.
    mem.register_agent("bob", team="default")
    assert mem.get("alice/city", agent="bob") is not None
    assert_consistent(mem)


def test_shared_scope_spans_every_registered_agent_of_the_default_team(mem: Memory) -> None:
    """Agents are auto-registered in the default team when they first observe or propose."""
    write(mem, KEY, "Alice lives in Paris", at=100)
    with pytest.raises(PermissionDenied, match="'bob' is not registered"):  # bob has never done anything
        mem.get(KEY, agent="bob")
    mem.observe("Bob lives in Oslo", owner="bob", scope="shared", at=100)
    assert visible_value(mem, KEY, agent="bob") == "Alice lives in Paris"
    assert_consistent(mem)


def test_api_arguments_are_checked(mem: Memory) -> None:
    with pytest.raises(InvalidArgument):
        mem.begin(agent="")
    with pytest.raises(InvalidArgument):
        mem.begin(agent="alice", isolation="repeatable_read")
    with pytest.raises(InvalidArgument):
        mem.begin(agent="alice", purpose="fun")
    with pytest.raises(InvalidArgument):
        mem.run(lambda: None, attempts=0)
    with pytest.raises(InvalidArgument):
        mem.as_of(-1)
    assert mem.get(KEY, agent="alice") is None
    assert mem.as_of(0).get(KEY, agent="alice") is None
    assert_consistent(mem)


# --- admission through propose (DESIGN §4) ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("evidence", "value", "reason"),
    [
        (
            "The store does not offer refunds on sale items",
            "The store offers refunds on sale items",
            "not_ordered_subsequence",
        ),
        ("The store does not offer refunds on sale items", "store offer refunds on sale items", "guard:negation"),
        ("Only premium users can export data", "users can export data", "guard:scope"),
        ("Refunds are available if the item is unopened", "Refunds are available", "guard:condition"),
        ("Refunds are accepted within 30 days", "Refunds are accepted within days", "guard:number"),
    ],
)
def test_propose_rejects_what_check_support_rejects_and_stores_nothing(
    team: Memory, evidence: str, value: str, reason: str
) -> None:
    mem = team
    src = mem.observe(f"Policy note. {evidence}.", owner="alice", scope="shared", at=10)
    assert memtx.check_support(value, evidence, src.text).reason == reason
    before = (mem.last_csn(), audit_history(mem, "store/policy", include_tentative=True))
    tx = mem.begin(agent="alice")
    with pytest.raises(memtx.AdmissionRejected) as info:
        tx.propose(key="store/policy", value=value, evidence=evidence, source=src.id)
    assert info.value.reason == reason
    assert tx.staged == ()
    tx.commit()
    assert (mem.last_csn(), audit_history(mem, "store/policy", include_tentative=True)) == before
    assert_consistent(mem)


# --- operator: in-flight transactions -------------------------------------------------------------------


def test_operator_aborts_an_orphaned_transaction(open_memory: Callable[[], Memory]) -> None:
    """A process that staged and then died leaves its transaction open, its versions in flight; an operator
    in another process lists it and aborts it. DESIGN §6: staged versions live in their transaction's
    handle and die with it — they were never stored — so the abort ends the transaction and takes its
    versions out of flight; nothing else remains of them."""
    agent_store, operator = open_memory(), open_memory()
    if operator is agent_store:  # the reference backend: a second Memory over it stands for the other process
        operator = memtx.Memory(agent_store.store_context.backend)
    operator.register_agent("alice")
    orphan = agent_store.begin(agent="alice")
    staged = propose(agent_store, orphan, KEY, "Alice lives in Paris", at=10)
    assert [t.id for t in operator.open_transactions()] == [orphan.id]
    assert operator.check().stats["tentative"] == 1

    result = operator.abort_transaction(orphan.id, reason="agent process died")
    assert result.aborted
    assert result.outcomes == ()
    with pytest.raises(memtx.UnknownObject):
        operator.record(staged.vid)
    assert operator.open_transactions() == []
    assert operator.check().stats["tentative"] == 0
    assert_consistent(operator)

    # The stale handle learns it was closed elsewhere and writes nothing more.
    with pytest.raises(TransactionClosed):
        orphan.propose(key=KEY, value="Alice lives in Paris", evidence="Alice lives in Paris", source=staged.source_id)
    assert orphan.result is not None
    assert orphan.result.aborted
    with pytest.raises(TransactionClosed):
        orphan.commit()
    assert_consistent(operator)


def test_a_commit_finds_its_transaction_closed_by_an_operator(open_memory: Callable[[], Memory]) -> None:
    """A commit reads no header first (DESIGN §6: statements per commit near the floor): the statement that ends
    the transaction finds it closed, the commit's unit rolls back whole — nothing of it is stored — and the
    handle says it was closed elsewhere. Likewise when the commit would have aborted as a stale write."""
    agent_store, operator = open_memory(), open_memory()
    if operator is agent_store:
        operator = memtx.Memory(agent_store.store_context.backend)
    operator.register_agent("alice", role="operator")
    before = operator.last_csn()
    tx = agent_store.begin(agent="alice")
    staged = propose(agent_store, tx, KEY, "Alice lives in Paris", at=10)
    operator.abort_transaction(tx.id, reason="operator")
    with pytest.raises(TransactionClosed):
        tx.commit()
    assert tx.result is not None
    assert tx.result.aborted
    assert operator.last_csn() == before
    assert operator.get(KEY, agent="alice") is None
    with pytest.raises(memtx.UnknownObject):
        operator.record(staged.vid)

    stale = agent_store.begin(agent="alice")
    propose(agent_store, stale, KEY, "Alice lives in Rome", at=20)
    write(operator, KEY, "Alice lives in Oslo", at=30, agent="alice")  # a rival commits first
    operator.abort_transaction(stale.id, reason="operator")
    with pytest.raises(TransactionClosed):
        stale.commit()
    assert stale.result is not None
    assert stale.result.aborted
    assert visible_value(operator, KEY) == "Alice lives in Oslo"
    assert_consistent(operator)


def test_abort_transaction_errors(team: Memory) -> None:
    mem = team
    with pytest.raises(memtx.UnknownObject):
        mem.abort_transaction(999, reason="x")
    with pytest.raises(InvalidArgument):
        mem.abort_transaction("1", reason="x")  # type: ignore[arg-type]
    _, result = write(mem, KEY, "Alice lives in Paris", at=10)
    with pytest.raises(InvalidArgument):
        mem.abort_transaction(result.txn_id, reason=" ")
    with pytest.raises(TransactionClosed):
        mem.abort_transaction(result.txn_id, reason="late")
    assert_consistent(mem)
