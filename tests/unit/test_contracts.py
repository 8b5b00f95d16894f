"""Conflict detection, the `temporal` and `governed` contracts (DESIGN §5) and the commit pipeline's phase
order (DESIGN §6 steps 1–4), as pure functions over plain facts."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memtx.contracts import Contender, Decision, adjudicate, in_conflict, value_tokens
from memtx.model import ContractKind
from memtx.pipeline import Outcome, RecordFacts, evaluate

GOVERNED, TEMPORAL = ContractKind.GOVERNED, ContractKind.TEMPORAL


def contender(
    vid: int,
    *,
    source: str = "s1",
    seq: int = 1,
    authority: float = 0.5,
    at: float = 100.0,
    value: str = "Alice lives in Paris",
) -> Contender:
    return Contender(vid, source, seq, authority, at, value)


# Two values whose content tokens overlap at 2/6: clearly a conflict.
PARIS = "Alice lives in Paris"
ROME = "Alice moved to Rome"


def visible(**kw: object) -> Contender:
    return contender(1, **{"source": "s1", "seq": 1, "value": PARIS, **kw})  # type: ignore[arg-type]


def new(**kw: object) -> Contender:
    return contender(2, **{"source": "s2", "seq": 2, "value": ROME, **kw})  # type: ignore[arg-type]


# --- conflict set -----------------------------------------------------------------------------------


def _words(common: int, own: int, tag: str) -> str:
    return " ".join([f"w{i}" for i in range(common)] + [f"{tag}{i}" for i in range(own)])


@pytest.mark.parametrize(("common", "own_a", "own_b"), [(4, 1, 0), (8, 1, 1), (12, 2, 1), (4, 0, 1)])
def test_exactly_point_eight_is_agreement(common: int, own_a: int, own_b: int) -> None:
    a, b = _words(common, own_a, "x"), _words(common, own_b, "y")
    ta, tb = value_tokens(a), value_tokens(b)
    assert Fraction(len(ta & tb), len(ta | tb)) == Fraction(4, 5)
    assert not in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))


@pytest.mark.parametrize(("common", "own_a", "own_b"), [(3, 1, 0), (7, 1, 1), (11, 2, 1), (2, 1, 1)])
def test_just_below_point_eight_is_a_conflict(common: int, own_a: int, own_b: int) -> None:
    a, b = _words(common, own_a, "x"), _words(common, own_b, "y")
    ta, tb = value_tokens(a), value_tokens(b)
    assert Fraction(len(ta & tb), len(ta | tb)) < Fraction(4, 5)
    assert in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))


def test_same_source_never_conflicts() -> None:
    assert not in_conflict(contender(1, source="s1", value=PARIS), contender(2, source="s1", value=ROME))


def test_articles_do_not_count_but_negators_do() -> None:
    assert not in_conflict(
        contender(1, source="s1", value="the shop sells bikes"), contender(2, source="s2", value="a shop sells bikes")
    )
    assert in_conflict(
        contender(1, source="s1", value="shop sells bikes"), contender(2, source="s2", value="shop not sells bikes")
    )


def test_agreement_at_the_boundary_is_a_confirmation_whatever_the_authority() -> None:
    # 4/5 agreement: no adjudication, the newer confirms even with far lower authority.
    a, b = _words(4, 1, "x"), _words(4, 0, "y")
    ruling = adjudicate(new(value=b, at=200.0, authority=0.1), visible(value=a, authority=0.9), GOVERNED)
    assert (ruling.decision, ruling.reason) == (Decision.WIN, "confirmation")
    # ... while just below the boundary the same facts are a conflict held for review.
    c = _words(3, 1, "y")
    ruling = adjudicate(
        new(value=c, at=200.0, authority=0.1), visible(value=_words(3, 1, "x"), authority=0.9), GOVERNED
    )
    assert (ruling.decision, ruling.reason) == (Decision.QUARANTINE, "needs_review")


@pytest.mark.parametrize("contract", [GOVERNED, TEMPORAL])
def test_agreeing_or_same_source_versions_newer_supersedes(contract: ContractKind) -> None:
    same_source_newer = adjudicate(new(source="s1", seq=1, at=200.0), visible(), contract)
    assert same_source_newer.decision is Decision.WIN
    same_source_older = adjudicate(new(source="s1", seq=1, at=50.0, authority=1.0), visible(), contract)
    assert (same_source_older.decision, same_source_older.reason) == (Decision.STORE_SUPERSEDED, "older_than_visible")
    # equal event time: the later proposal id is the newer one
    same_time = adjudicate(new(source="s1", seq=1, at=100.0), visible(), contract)
    assert same_time.decision is Decision.WIN
    confirmation_older = adjudicate(new(value=PARIS, at=50.0), visible(), contract)
    assert confirmation_older.decision is Decision.STORE_SUPERSEDED


@pytest.mark.parametrize("contract", [GOVERNED, TEMPORAL])
def test_first_version_wins(contract: ContractKind) -> None:
    ruling = adjudicate(new(authority=0.0), None, contract)
    assert (ruling.decision, ruling.reason) == (Decision.WIN, "first_version")


# --- governed (default) -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("at", "authority", "decision", "reason"),
    [
        # newer event time: wins if authority >= the visible one's, else held for review
        (200.0, 0.9, Decision.WIN, "newer_event_time"),
        (200.0, 0.5, Decision.WIN, "newer_event_time"),
        (200.0, 0.4999, Decision.QUARANTINE, "needs_review"),
        (200.0, 0.0, Decision.QUARANTINE, "needs_review"),
        # older arriving late never overrides, whatever its authority
        (50.0, 1.0, Decision.STORE_SUPERSEDED, "older_than_visible"),
        (50.0, 0.1, Decision.STORE_SUPERSEDED, "older_than_visible"),
        # equal event time: higher authority wins; equal is held for review
        (100.0, 0.6, Decision.WIN, "higher_authority"),
        (100.0, 0.5, Decision.QUARANTINE, "needs_review"),
    ],
)
def test_governed_rules(at: float, authority: float, decision: Decision, reason: str) -> None:
    ruling = adjudicate(new(at=at, authority=authority), visible(authority=0.5), GOVERNED)
    assert (ruling.decision, ruling.reason) == (decision, reason)


def test_governed_equal_time_lower_authority_never_wins() -> None:
    ruling = adjudicate(new(at=100.0, authority=0.4), visible(authority=0.5), GOVERNED)
    assert ruling.decision is not Decision.WIN
    assert ruling.decision in (Decision.STORE_SUPERSEDED, Decision.QUARANTINE)


def test_governed_ignores_proposal_and_source_order_in_a_conflict() -> None:
    # A conflict at equal time and authority is not broken by ids: it goes to review.
    for vid, seq in ((2, 2), (0, 0), (99, 99)):
        ruling = adjudicate(replace(new(at=100.0), vid=vid, source_seq=seq), visible(), GOVERNED)
        assert ruling.decision is Decision.QUARANTINE


# --- temporal (MemTxn) ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("at", "seq", "vid", "decision"),
    [
        (200.0, 0, 2, Decision.WIN),  # newer event time wins, whatever the source order
        (50.0, 9, 9, Decision.STORE_SUPERSEDED),  # older never wins
        (100.0, 2, 2, Decision.WIN),  # tie on time: the later source wins
        (100.0, 0, 2, Decision.STORE_SUPERSEDED),  # tie on time: an earlier source loses
        (100.0, 1, 2, Decision.WIN),  # tie on time and source: the later proposal wins
        (100.0, 1, 0, Decision.STORE_SUPERSEDED),
    ],
)
def test_temporal_rules(at: float, seq: int, vid: int, decision: Decision) -> None:
    ruling = adjudicate(replace(new(at=at, authority=0.0), source_seq=seq, vid=vid), visible(authority=1.0), TEMPORAL)
    assert ruling.decision is decision


def test_temporal_ignores_authority() -> None:
    low = adjudicate(new(at=200.0, authority=0.0), visible(authority=1.0), TEMPORAL)
    assert low.decision is Decision.WIN
    high = adjudicate(new(at=50.0, authority=1.0), visible(authority=0.0), TEMPORAL)
    assert high.decision is Decision.STORE_SUPERSEDED


_times = st.sampled_from([10.0, 20.0, 30.0])
_auth = st.sampled_from([0.2, 0.5, 0.9])


@given(
    st.tuples(_times, st.integers(1, 3), _auth),
    st.tuples(_times, st.integers(1, 3), _auth),
    st.sampled_from(list(ContractKind)),
)
def test_two_conflicting_versions_never_both_win(
    fa: tuple[float, int, float], fb: tuple[float, int, float], contract: ContractKind
) -> None:
    a = contender(1, source="sa", at=fa[0], seq=fa[1], authority=fa[2], value=PARIS)
    b = contender(2, source="sb", at=fb[0], seq=fb[1], authority=fb[2], value=ROME)
    ab, ba = adjudicate(a, b, contract), adjudicate(b, a, contract)
    assert not (ab.decision is Decision.WIN and ba.decision is Decision.WIN)
    # and it is a function of the facts: asking again gives the same answer
    assert adjudicate(a, b, contract) == ab
    if contract is TEMPORAL:
        # total order: exactly one of the two would win against the other
        assert (ab.decision is Decision.WIN) != (ba.decision is Decision.WIN)


# --- pipeline phase order (DESIGN §6) ---------------------------------------------------------------


def facts(**kw: object) -> RecordFacts:
    """A record that passes every phase and wins; each test breaks some of it."""
    base = RecordFacts(
        contender=new(at=200.0, authority=0.5),
        confidence=0.9,
        valid_from=None,
        valid_to=None,
        now=200.0,
        contract=GOVERNED,
        visible=visible(authority=0.5),
        stale=False,
        retracted_parent=None,
        unstable_dependency=False,
    )
    return replace(base, **kw)  # type: ignore[arg-type]


def verdict(f: RecordFacts) -> tuple[str, Outcome, str]:
    v = evaluate(f)
    return v.phase, v.outcome, v.reason


ALL_BROKEN = {
    "confidence": 0.1,
    "valid_to": 150.0,
    "stale": True,
    "retracted_parent": "revoked_parent",
    "unstable_dependency": True,
}


def test_clean_record_commits() -> None:
    phase, outcome, reason = verdict(facts())
    assert outcome is Outcome.COMMIT
    assert reason == "newer_event_time"
    assert phase == "conflict"


def test_evidence_comes_first() -> None:
    assert verdict(facts(**ALL_BROKEN)) == ("evidence", Outcome.QUARANTINE, "low_evidence")


def test_validity_comes_before_conflict() -> None:
    assert verdict(facts(**{**ALL_BROKEN, "confidence": 0.9})) == ("validity", Outcome.QUARANTINE, "invalid_interval")


def test_stale_write_aborts_before_adjudication_and_dependency() -> None:
    f = facts(**{**ALL_BROKEN, "confidence": 0.9, "valid_to": None})
    assert verdict(f) == ("conflict", Outcome.ABORT, "stale_late_write")


def test_revoked_parent_comes_before_dependency() -> None:
    f = facts(**{**ALL_BROKEN, "confidence": 0.9, "valid_to": None, "stale": False})
    assert verdict(f) == ("conflict", Outcome.QUARANTINE, "revoked_parent")


@pytest.mark.parametrize("reason", ["revoked_parent", "quarantined_parent"])
def test_a_retracted_parent_quarantines_even_a_winner(reason: str) -> None:
    assert verdict(facts(retracted_parent=reason)) == ("conflict", Outcome.QUARANTINE, reason)


def test_conflict_quarantine_comes_before_dependency() -> None:
    f = facts(contender=new(at=200.0, authority=0.1), unstable_dependency=True)
    assert verdict(f) == ("conflict", Outcome.QUARANTINE, "needs_review")


def test_dependency_is_last() -> None:
    f = facts(unstable_dependency=True)
    assert verdict(f) == ("dependency", Outcome.QUARANTINE, "unstable_dependency")


def test_conflict_outcomes_pass_through_when_dependencies_are_stable() -> None:
    assert verdict(facts(contender=new(at=50.0)))[1:] == (Outcome.STORE_SUPERSEDED, "older_than_visible")
    assert verdict(facts(visible=None))[1:] == (Outcome.COMMIT, "first_version")


@pytest.mark.parametrize(
    ("confidence", "authority", "passes"),
    [
        (0.6, 0.0, True),  # exactly the minimum confidence
        (0.5999, 0.0, False),
        (0.0, 0.9, True),  # exactly the trusted authority
        (0.5, 0.8999, False),
        (1.0, 0.0, True),
    ],
)
def test_evidence_boundaries(confidence: float, authority: float, passes: bool) -> None:
    f = facts(confidence=confidence, contender=new(at=200.0, authority=authority), visible=None)
    phase, outcome, reason = verdict(f)
    if passes:
        assert outcome is Outcome.COMMIT
    else:
        assert (phase, outcome, reason) == ("evidence", Outcome.QUARANTINE, "low_evidence")


@pytest.mark.parametrize(
    ("valid_from", "valid_to", "passes"),
    [
        (200.0, None, True),  # valid_from == now is inside
        (200.0001, None, False),
        (None, 200.0001, True),
        (None, 200.0, False),  # valid_to == now is outside: the interval is half-open
        (100.0, 300.0, True),
        (300.0, 400.0, False),
        (None, None, True),
    ],
)
def test_validity_boundaries(valid_from: float | None, valid_to: float | None, passes: bool) -> None:
    phase, outcome, reason = verdict(facts(valid_from=valid_from, valid_to=valid_to, now=200.0, visible=None))
    if passes:
        assert outcome is Outcome.COMMIT
    else:
        assert (phase, outcome, reason) == ("validity", Outcome.QUARANTINE, "invalid_interval")
