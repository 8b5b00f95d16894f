"""Regression tests for the core-correctness review (one per defect), on every backend.

Each test reproduces a defect an adversarial review found in the landed core and asserts the amended
contract (docs/design.md §1, §2, §5, §6, §9). They failed before the fix.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from conftest import audit_history
from memtx import (
    AdmissionRejected,
    ContractKind,
    InvalidArgument,
    Memory,
    Record,
    State,
    TransactionConflict,
    TxnHandle,
    UnknownObject,
)
from memtx.engine import revocation


def assert_consistent(mem: Memory) -> None:
    report = mem.check()
    assert report.ok, report.violations


def propose(
    mem: Memory,
    tx: TxnHandle,
    key: str | tuple[str, str],
    text: str,
    *,
    at: float,
    authority: float = 0.5,
    **fields: object,
) -> Record:
    src = mem.observe(text, owner=tx.agent, authority=authority, scope="shared", at=at)
    return tx.propose(key=key, value=text, evidence=text, source=src.id, at=at, **fields)


def write(mem: Memory, key: str | tuple[str, str], text: str, *, agent: str = "alice", **kw: object) -> Record:
    with mem.transaction(agent=agent) as tx:
        staged = propose(mem, tx, key, text, **kw)  # type: ignore[arg-type]
    return mem.record(staged.vid)


@pytest.fixture
def team(mem: Memory) -> Memory:
    for agent in ("alice", "bob", "carol"):
        mem.register_agent(agent)
    return mem


# --- 1, 2: key resolution is versioned state (DESIGN §5, amended) ----------------------------------------
# Keys that differ only in generic modifiers (`main`, `home`, `current`, `primary`, `default`) may join
# fuzzily. READ joins COMMITTED (subject Jaccard 3/5); BETTER would be a better match for READ (3/4) and
# does not join COMMITTED (3/6), so a transaction that stages BETTER founds a new cluster.

COMMITTED = "alice main home current primary/color"
READ = "alice main home/color"
BETTER = "alice main home default/color"


def test_aborted_founding_leaves_no_trace_on_key_resolution(team: Memory) -> None:
    """Defect 1: a cluster staged by a transaction that aborts must not change what others resolve, and
    a snapshot re-read is repeatable."""
    mem = team
    committed = write(mem, COMMITTED, "alice likes blue", at=10)
    csn = mem.last_csn()
    with mem.transaction(agent="bob") as reader:
        first = reader.read(READ)
        assert first is not None
        assert first.vid == committed.vid
        rival = mem.begin(agent="carol")
        propose(mem, rival, BETTER, "alice likes red", at=20)
        during = reader.read(READ)
        rival.abort()
        after = reader.read(READ)
        assert during is not None
        assert after is not None
        assert during.vid == after.vid == committed.vid
    snap = mem.as_of(csn).get(READ, agent="bob")
    assert snap is not None
    assert snap.vid == committed.vid
    current = mem.get(READ, agent="bob")
    assert current is not None
    assert current.vid == committed.vid
    assert_consistent(mem)


def test_as_of_resolves_keys_as_of_its_csn(team: Memory) -> None:
    """Defect 1: a better-matching cluster committed later does not change what an older snapshot reads."""
    mem = team
    committed = write(mem, COMMITTED, "alice likes blue", at=10)
    csn = mem.last_csn()
    better = write(mem, BETTER, "alice likes red", at=20)
    assert better.canonical_key != committed.canonical_key
    now = mem.get(READ, agent="bob")
    assert now is not None
    assert now.vid == better.vid  # at the latest csn READ resolves to the better match
    then = mem.as_of(csn).get(READ, agent="bob")
    assert then is not None
    assert then.vid == committed.vid  # as of csn it resolved (and still resolves) to COMMITTED
    assert_consistent(mem)


def test_serializable_validates_the_cluster_it_read(team: Memory) -> None:
    """Defect 2: the read set records the canonical key read. A rival changes that cluster while a
    better-matching cluster is in flight; validation must check the cluster read, not the in-flight one."""
    mem = team
    write(mem, COMMITTED, "alice likes blue", at=10)
    tx = mem.begin(agent="bob", isolation="serializable")
    seen = tx.read(READ)
    assert seen is not None
    in_flight = mem.begin(agent="carol")
    propose(mem, in_flight, BETTER, "alice likes red", at=20)
    write(mem, COMMITTED, "alice likes green", agent="carol", at=30)  # rival on the cluster that was read
    propose(mem, tx, "bob/color", "bob likes what alice likes", at=40)
    with pytest.raises(TransactionConflict) as err:
        tx.commit()
    in_flight.abort()
    assert tx.result is not None
    assert tx.result.abort_reason == "read_write_conflict"
    assert READ in err.value.keys
    assert_consistent(mem)


def test_serializable_sees_a_phantom_cluster(team: Memory) -> None:
    """Defect 2: a key read as absent that a rival then founds (so it resolves) is a read-write conflict."""
    mem = team
    tx = mem.begin(agent="bob", isolation="serializable")
    assert tx.read("dave/color") is None
    write(mem, "dave/color", "dave likes grey", agent="carol", at=30)
    propose(mem, tx, "bob/color", "bob likes nothing dave likes", at=40)
    with pytest.raises(TransactionConflict):
        tx.commit()
    assert_consistent(mem)


def test_serializable_own_founding_is_not_a_conflict(team: Memory) -> None:
    mem = team
    tx = mem.begin(agent="bob", isolation="serializable")
    assert tx.read("hank/color") is None
    propose(mem, tx, "hank/color", "hank likes gold", at=10)
    assert tx.read("hank/color") is not None
    tx.commit()
    assert tx.result is not None
    assert tx.result.committed


def test_key_founded_concurrently_aborts_the_later_writer(team: Memory) -> None:
    """Two transactions that found the same new key: the first committer wins; the other aborts."""
    mem = team
    first = mem.begin(agent="alice")
    second = mem.begin(agent="bob")
    propose(mem, first, "erin/color", "erin likes teal", at=10)
    propose(mem, second, "erin/color", "erin likes pink", at=11)
    first.commit()
    with pytest.raises(TransactionConflict):
        second.commit()
    current = mem.get("erin/color", agent="alice")
    assert current is not None
    assert current.value == "erin likes teal"
    assert_consistent(mem)


def test_staged_founding_met_by_a_committed_cluster_aborts(team: Memory) -> None:
    """A key staged as a new cluster, then a rival commits a cluster it would join: a stale late write
    (the first committer wins; the transaction never saw that cluster)."""
    mem = team
    tx = mem.begin(agent="bob")
    propose(mem, tx, "frank miller main/color", "frank likes olive", at=10)
    write(mem, "frank miller/color", "frank likes navy", agent="carol", at=20)
    with pytest.raises(TransactionConflict):
        tx.commit()
    assert tx.result is not None
    assert tx.result.abort_reason == "stale_late_write"
    assert_consistent(mem)


def test_own_founding_is_visible_to_the_transaction_only(team: Memory) -> None:
    mem = team
    tx = mem.begin(agent="alice")
    staged = propose(mem, tx, "gina lopez/color", "gina likes lime", at=10)
    own = tx.read("the gina lopez/color")  # joins the transaction's own founding
    assert own is not None
    assert own.vid == staged.vid
    assert mem.get("gina lopez/color", agent="bob") is None
    assert audit_history(mem, "gina lopez/color") == []
    tx.commit()
    committed = mem.get("the gina lopez/color", agent="bob")
    assert committed is not None
    assert committed.vid == staged.vid
    assert_consistent(mem)


# --- 3: the namespace is part of an alias's identity --------------------------------------------------------


def test_namespace_is_part_of_alias_identity(team: Memory) -> None:
    """Defect 3: `hr:alice/title` and `hr_alice/title` normalize alike but never share a cluster."""
    mem = team
    mem.set_contract("hr", ContractKind.TEMPORAL)
    plain = write(mem, "hr_alice/title", "alice is an engineer", at=10)
    spaced = write(mem, "hr:alice/title", "alice is a manager", at=20)
    assert plain.canonical_key != spaced.canonical_key
    assert spaced.state is State.COMMITTED
    low = write(mem, "hr:alice/title", "alice is a director", at=30, authority=0.1)
    # The hr namespace is temporal: a newer, lower-authority write commits there whatever else exists.
    assert (low.state, low.reason) == (State.COMMITTED, "newer_event_time")
    other = mem.get("hr_alice/title", agent="alice")
    assert other is not None
    assert other.vid == plain.vid
    assert_consistent(mem)


# --- 4, 12: reinstatement re-adjudicates and keeps first visibility ------------------------------------------


@pytest.mark.parametrize("contract", [ContractKind.TEMPORAL, ContractKind.GOVERNED])
def test_reinstatement_readjudicates_the_survivors(team: Memory, contract: ContractKind) -> None:
    """Defect 4: v1 paris (10), v2 rome (30, visible), v3 oslo (20, late: stored superseded). Revoking v2
    makes v3 visible — the contract's winner among survivors — not v1, the previous occupant of A."""
    mem = team
    mem.set_contract("", contract)
    v1 = write(mem, "alice/city", "Alice lives in Paris", at=10)
    v2 = write(mem, "alice/city", "Alice lives in Rome", at=30)
    v3 = write(mem, "alice/city", "Alice lives in Oslo", at=20)
    assert mem.record(v3.vid).state is State.SUPERSEDED
    mem.revoke(v2.vid, agent="alice")
    current = mem.get("alice/city", agent="alice")
    assert current is not None
    assert current.vid == v3.vid
    assert mem.record(v1.vid).state is State.SUPERSEDED
    assert_consistent(mem)


def test_reinstatement_keeps_first_visibility_apart(team: Memory) -> None:
    """Defect 12: a reinstated version's `csn` stays its first visibility; the reinstatement is separate."""
    mem = team
    v1 = write(mem, "alice/city", "Alice lives in Paris", at=10)
    first = mem.record(v1.vid).csn
    v2 = write(mem, "alice/city", "Alice lives in Rome", at=30)
    revoked_at = mem.revoke(v2.vid, agent="alice").csn
    back = mem.record(v1.vid)
    assert back.state is State.COMMITTED
    assert back.csn == first
    assert back.reinstated_csn == revoked_at
    assert first is not None
    assert first < revoked_at
    assert_consistent(mem)


# --- 5: guard-relevant differences are conflicts ---------------------------------------------------------------


def test_negation_flip_is_a_conflict_not_a_confirmation(team: Memory) -> None:
    """Defect 5: a low-authority negation flip may not replace a high-authority fact as a confirmation."""
    mem = team
    text = "our store does not support refunds without a receipt for electronics bought online"
    flipped = "our store does support refunds without a receipt for electronics bought online"
    high = write(mem, "store/refund policy", text, at=10, authority=0.9)
    low = write(mem, "store/refund policy", flipped, agent="bob", at=20, authority=0.1)
    assert (low.state, low.reason) == (State.QUARANTINED, "needs_review")
    current = mem.get("store/refund policy", agent="alice")
    assert current is not None
    assert current.vid == high.vid
    assert_consistent(mem)


def test_number_flip_is_a_conflict_not_a_confirmation(team: Memory) -> None:
    """Defect 5: "gate 12" -> "gate 14" shares 8 of 10 tokens (Jaccard 0.80) but is no confirmation."""
    mem = team
    twelve = "the flight to Oslo boards at gate 12 at noon today"
    fourteen = "the flight to Oslo boards at gate 14 at noon today"
    high = write(mem, "flight 7/gate", twelve, at=10, authority=0.9)
    low = write(mem, "flight 7/gate", fourteen, agent="bob", at=20, authority=0.1)
    assert (low.state, low.reason) == (State.QUARANTINED, "needs_review")
    current = mem.get("flight 7/gate", agent="alice")
    assert current is not None
    assert current.vid == high.vid


# --- 7: a far-future event time cannot move the clock for everyone ----------------------------------------------


def test_event_time_far_ahead_of_the_wall_clock_is_refused(open_memory: Callable[[], Memory]) -> None:
    mem = open_memory()  # TickClock: the wall clock reads about 1,000 s
    with pytest.raises(InvalidArgument, match="ahead of the store's clock"):
        mem.observe("Alice lives in Paris", owner="alice", at=1.7e12)
    src = mem.observe("Alice lives in Paris", owner="alice", at=100)
    with mem.transaction(agent="alice") as tx, pytest.raises(AdmissionRejected, match="ahead"):
        tx.propose(
            key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id, at=1.7e12
        )
    assert mem.now() < 1e6
    assert audit_history(mem, "alice/city", include_tentative=True) == []


def test_clock_skew_bound_is_configurable(tmp_path: object) -> None:
    with Memory.open(":memory:", clock=lambda: 1_000.0, max_clock_skew=None) as mem:
        assert mem.observe("Alice lives in Paris", owner="alice", at=1.7e12).observed_at == 1.7e12
    with Memory.open(":memory:", clock=lambda: 1_000.0, max_clock_skew=10) as mem:
        mem.observe("Alice lives in Paris", owner="alice", at=1_010.0)
        with pytest.raises(InvalidArgument):
            mem.observe("Alice lives in Rome", owner="alice", at=1_011.0)
    with pytest.raises(InvalidArgument, match="max_clock_skew"):
        Memory.open(":memory:", max_clock_skew=-1)


# --- 8: expired facts are not served as current ------------------------------------------------------------------


def test_expired_version_is_not_served_as_current(team: Memory) -> None:
    mem = team
    record = write(mem, "alice/badge", "Alice holds a visitor badge", at=10, valid_to=100)
    assert mem.get("alice/badge", agent="alice") is not None
    csn = mem.last_csn()
    mem.advance_clock(100)
    assert mem.get("alice/badge", agent="alice") is None
    (shown,) = audit_history(mem, "alice/badge")
    assert shown.vid == record.vid
    assert shown.expired
    snap = mem.as_of(csn).get("alice/badge", agent="alice")
    assert snap is not None
    assert snap.expired
    assert not mem.record(record.vid).state.terminal


# --- 9: a half-finished revocation is finished by the next writer or reader -------------------------------------


def _mark_only(mem: Memory, vid: int) -> None:
    with mem.store_context.unit(write=True) as u:
        record = u.get_record(vid)
        assert record is not None
        revocation.mark_revocation(u, record, "alice", "being retracted")


def test_half_finished_revocation_is_finished_by_the_next_reader(team: Memory) -> None:
    mem = team
    v1 = write(mem, "alice/city", "Alice lives in Paris", at=10)
    v2 = write(mem, "alice/city", "Alice lives in Rome", at=20)
    _mark_only(mem, v2.vid)  # the revoker died here
    current = mem.get("alice/city", agent="bob")
    assert current is not None
    assert current.vid == v1.vid
    assert mem.record(v2.vid).state is State.REVOKED
    assert mem.check().stats["pending_revocations"] == 0
    assert_consistent(mem)


def test_half_finished_revocation_is_finished_by_the_next_writer(team: Memory) -> None:
    mem = team
    parent = write(mem, "alice/city", "Alice lives in Paris", at=10)
    _mark_only(mem, parent.vid)
    child = write(mem, "alice/country", "Alice lives in France", at=20, parents=(parent.vid,))
    assert mem.record(parent.vid).state is State.REVOKED
    assert (child.state, child.reason) == (State.QUARANTINED, "revoked_parent")
    assert mem.check().stats["pending_revocations"] == 0
    assert_consistent(mem)


# --- 10: input holes ------------------------------------------------------------------------------------------------


def test_source_ids_do_not_collide_across_owner_and_text(team: Memory) -> None:
    mem = team
    with pytest.raises(InvalidArgument):
        mem.observe("b\0secret plan", owner="a")  # NUL is refused in every text (DESIGN §4: names, text)
    with pytest.raises(InvalidArgument):
        mem.observe("secret plan", owner="a\0b")  # a control character in a name is refused outright
    one = mem.observe("b secret plan", owner="a")
    two = mem.observe("secret plan", owner="a b")
    assert one.id != two.id


@pytest.mark.parametrize("field", ["text", "owner"])
def test_lone_surrogate_in_observe_is_invalid_argument(mem: Memory, field: str) -> None:
    args = {"text": "Alice lives in Paris", "owner": "alice"}
    args[field] = args[field] + "\ud800"
    with pytest.raises(InvalidArgument):
        mem.observe(args["text"], owner=args["owner"])
    with pytest.raises(UnknownObject):
        mem.source("src_nothing")


@pytest.mark.parametrize("field", ["key", "value", "evidence", "readers", "agent"])
def test_lone_surrogate_in_a_proposal_changes_nothing(team: Memory, field: str) -> None:
    mem = team
    src = mem.observe("Alice lives in Paris", owner="alice", scope="shared", at=10)
    args: dict[str, object] = {
        "key": "alice/city",
        "value": "Alice lives in Paris",
        "evidence": "Alice lives in Paris",
        "source": src.id,
        "at": 10,
    }
    bad = "\ud800"
    if field == "agent":
        with pytest.raises(InvalidArgument):
            mem.begin(agent="alice" + bad)
        return
    if field == "readers":
        args["readers"] = ["bob" + bad]
    else:
        args[field] = str(args[field]) + bad
    with mem.transaction(agent="alice") as tx, pytest.raises((AdmissionRejected, InvalidArgument)):
        tx.propose(**args)  # type: ignore[arg-type]
    assert audit_history(mem, "alice/city", include_tentative=True) == []


def test_oversized_value_is_rejected_before_admission(team: Memory) -> None:
    mem = team
    text = "Alice lives in Paris " * 1_000
    src = mem.observe(text, owner="alice", scope="shared", at=10)
    with mem.transaction(agent="alice") as tx, pytest.raises(AdmissionRejected) as err:
        tx.propose(key="alice/city", value=text.strip(), evidence=text.strip(), source=src.id, at=10)
    assert err.value.reason == "metadata"


# --- 11: no silent entity merges --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (("Alexander I of Russia", "citizenship"), ("Paul I of Russia", "citizenship")),
        (("David II", "father"), ("James II of Scotland", "father")),
        (("2004 Six Nations Championship", "winner"), ("2009 Six Nations Championship", "winner")),
        (("Unreal Tournament", "developer"), ("Unreal Tournament 2004", "developer")),
        (("Call of the Wild", "author"), ("The Call of Cthulhu", "author")),
        (("Greece national football team", "sport"), ("Slovakia national football team", "sport")),
        (("Paul I of Russia", "citizenship"), ("Paul II of Russia", "citizenship")),
    ],
)
def test_distinct_entities_do_not_merge(team: Memory, a: tuple[str, str], b: tuple[str, str]) -> None:
    mem = team
    first = write(mem, a, f"{a[0]} has a {a[1]}", at=10)
    second = write(mem, b, f"{b[0]} has a {b[1]}", at=20)
    assert first.canonical_key != second.canonical_key
    assert mem.get(a, agent="alice").vid == first.vid  # type: ignore[union-attr]
    assert mem.get(b, agent="alice").vid == second.vid  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Alice/City", "alice/city"),
        ("alice_smith/home-city", "Alice Smith/home city"),
        ("The Call of the Wild/author", "Call of the Wild/author"),
        ("alice/home city", "alice/current home city"),
        # (a postal code, not a shipping address: since the eighth session a key whose relation narrows its slot —
        # `shipping address` — needs its evidence to say so, and this test's evidence is about Alice's city)
        ("order 17/postal code", "order 17/the postal code"),
    ],
)
def test_spelling_variants_still_join(team: Memory, a: str, b: str) -> None:
    mem = team
    first = write(mem, a, "Alice lives in Paris", at=10)
    second = write(mem, b, "Alice lives in Rome", at=20)
    assert first.canonical_key == second.canonical_key
    current = mem.get(a, agent="alice")
    assert current is not None
    assert current.vid == second.vid


def test_explicit_alias_merges_from_its_commit(team: Memory) -> None:
    mem = team
    full = write(mem, ("Unreal Tournament", "developer"), "Unreal Tournament was made by Epic", at=10)
    before = mem.last_csn()
    assert mem.get(("UT", "developer"), agent="alice") is None
    csn = mem.add_alias(("UT", "developer"), to=("Unreal Tournament", "developer"), agent="alice")
    assert csn == before + 1
    found = mem.get(("UT", "developer"), agent="alice")
    assert found is not None
    assert found.vid == full.vid
    assert mem.as_of(before).get(("UT", "developer"), agent="alice") is None
    with pytest.raises(InvalidArgument):
        mem.add_alias(("UT", "developer"), to=("Unreal Tournament", "developer"), agent="alice")
    with pytest.raises(UnknownObject):
        mem.add_alias(("UT2", "developer"), to=("nothing here", "developer"), agent="alice")
    assert_consistent(mem)
