"""The lifecycle table (DESIGN §3), checked pair by pair against a table written out here independently."""

from __future__ import annotations

import itertools

import pytest

from memtx.core.errors import InvalidTransition
from memtx.core.lifecycle import is_legal, path, transition
from memtx.core.model import Kind, State

R, T, V, C, AS, Q, SU, X = (
    State.RAW,
    State.TENTATIVE,
    State.VALIDATED,
    State.COMMITTED,
    State.ACTION_SAFE,
    State.QUARANTINED,
    State.SUPERSEDED,
    State.REVOKED,
)

# DESIGN §3, transcribed by hand from the table (not imported from the code under test).
EXPECTED: frozenset[tuple[State, State]] = frozenset(
    {
        (R, T),  # admission passed; staged
        (T, V),  # passed the pipeline ...
        (V, C),  # ... and the transaction committed
        (T, Q),  # failed a pipeline check
        (T, X),  # its transaction aborted
        (C, AS),  # promoted in an external-action transaction
        (C, SU),  # a newer winner committed
        (AS, SU),
        (SU, C),  # reinstated
        (Q, V),  # revalidated
    }
    # "any non-terminal -> revoked"
    | {(s, X) for s in (R, T, V, C, AS, Q, SU)}
)

# DESIGN §9: derived views are quarantined for rebuild when an ancestor is retracted.
DERIVED_REPAIR: frozenset[tuple[State, State]] = frozenset({(C, Q), (AS, Q), (SU, Q)})

ALL_PAIRS = list(itertools.product(State, State))
KINDS = [None, *Kind]


def expected_legal(current: State, target: State, kind: Kind | None) -> bool:
    if (current, target) in EXPECTED:
        return True
    return kind in (Kind.SUMMARY, Kind.PROFILE) and (current, target) in DERIVED_REPAIR


def test_the_table_has_eight_states() -> None:
    assert {s.value for s in State} == {
        "raw",
        "tentative",
        "validated",
        "committed",
        "action_safe",
        "quarantined",
        "superseded",
        "revoked",
    }


@pytest.mark.parametrize("kind", KINDS, ids=lambda k: "nokind" if k is None else k.value)
@pytest.mark.parametrize(("current", "target"), ALL_PAIRS, ids=[f"{a.value}->{b.value}" for a, b in ALL_PAIRS])
def test_every_pair_is_legal_iff_in_the_table(current: State, target: State, kind: Kind | None) -> None:
    want = expected_legal(current, target, kind)
    assert is_legal(current, target, kind=kind) is want
    if want:
        assert transition(current, target, vid=7, kind=kind) is target
    else:
        with pytest.raises(InvalidTransition):
            transition(current, target, vid=7, kind=kind)


def test_revoked_is_terminal_for_every_kind() -> None:
    for kind, target in itertools.product(KINDS, State):
        assert not is_legal(X, target, kind=kind)


def test_no_state_transitions_to_itself() -> None:
    for kind, state in itertools.product(KINDS, State):
        assert not is_legal(state, state, kind=kind)


def test_nothing_returns_to_raw_or_tentative() -> None:
    for kind, state in itertools.product(KINDS, State):
        assert not is_legal(state, R, kind=kind)
        assert is_legal(state, T, kind=kind) is (state is R)


@pytest.mark.parametrize(("current", "target"), sorted(DERIVED_REPAIR))
@pytest.mark.parametrize("kind", [Kind.BELIEF, Kind.TOOL_ACTION, None])
def test_repair_edges_are_refused_for_non_derived_kinds(current: State, target: State, kind: Kind | None) -> None:
    assert not is_legal(current, target, kind=kind)
    with pytest.raises(InvalidTransition):
        transition(current, target, kind=kind)


@pytest.mark.parametrize(("current", "target"), sorted(DERIVED_REPAIR))
@pytest.mark.parametrize("kind", [Kind.SUMMARY, Kind.PROFILE])
def test_repair_edges_are_allowed_for_derived_kinds(current: State, target: State, kind: Kind) -> None:
    assert transition(current, target, kind=kind) is target


def test_error_names_the_refused_transition_and_version() -> None:
    with pytest.raises(InvalidTransition) as info:
        transition(C, T, vid=42, kind=Kind.BELIEF)
    err = info.value
    assert isinstance(err, ValueError)
    assert (err.vid, err.current, err.target) == (42, "committed", "tentative")
    message = str(err)
    assert "committed" in message
    assert "tentative" in message
    assert "42" in message
    assert message.index("committed") < message.index("tentative")


def test_error_without_a_vid_still_names_the_states() -> None:
    with pytest.raises(InvalidTransition, match=r"revoked -> committed"):
        transition(X, C)


@pytest.mark.parametrize(
    ("current", "target", "hops"),
    [
        (T, C, (V, C)),
        (T, AS, (V, C, AS)),
        (T, SU, (V, C, SU)),
        (Q, C, (V, C)),
        (Q, SU, (V, C, SU)),  # the quarantine lane's revalidation (DESIGN §4)
        (T, Q, (Q,)),
        (T, X, (X,)),
        (C, SU, (SU,)),
        (SU, C, (C,)),
    ],
)
def test_path_walks_only_legal_hops(current: State, target: State, hops: tuple[State, ...]) -> None:
    assert path(current, target, kind=Kind.BELIEF) == hops
    state = current
    for hop in hops:
        assert (state, hop) in EXPECTED
        state = hop
    assert state is target


@pytest.mark.parametrize(("current", "target"), [(C, T), (X, C), (Q, AS), (R, C), (V, Q)])
def test_path_refuses_an_illegal_target(current: State, target: State) -> None:
    with pytest.raises(InvalidTransition):
        path(current, target, vid=3, kind=Kind.BELIEF)
