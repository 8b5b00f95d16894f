"""The record lifecycle as a transition table and one pure function that applies it (DESIGN §3).

Responsible for: which state changes are legal. Must not: persist anything or decide *why* a change happens.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import Final

from memtx.core.errors import InvalidTransition
from memtx.core.model import Kind, State

_NON_TERMINAL = frozenset(State) - {State.REVOKED}

# DESIGN §3, row by row. "any non-terminal -> revoked" covers retraction, cascade repair and aborts.
TRANSITIONS: MappingProxyType[State, frozenset[State]] = MappingProxyType(
    {
        State.RAW: frozenset({State.TENTATIVE, State.REVOKED}),
        State.TENTATIVE: frozenset({State.VALIDATED, State.QUARANTINED, State.REVOKED}),
        State.VALIDATED: frozenset({State.COMMITTED, State.REVOKED}),
        State.COMMITTED: frozenset({State.ACTION_SAFE, State.SUPERSEDED, State.REVOKED}),
        State.ACTION_SAFE: frozenset({State.SUPERSEDED, State.REVOKED}),
        State.SUPERSEDED: frozenset({State.COMMITTED, State.REVOKED}),
        State.QUARANTINED: frozenset({State.VALIDATED, State.REVOKED}),
        State.REVOKED: frozenset(),
    }
)
assert all(State.REVOKED in TRANSITIONS[s] for s in _NON_TERMINAL)

# DESIGN §9 quarantines derived views (summary, profile) "for rebuild" when an ancestor is retracted.
# §3's table lists only tentative -> quarantined; §9 needs these edges for derived kinds, and only them.
REPAIR_TRANSITIONS: MappingProxyType[State, frozenset[State]] = MappingProxyType(
    {
        State.COMMITTED: frozenset({State.QUARANTINED}),
        State.ACTION_SAFE: frozenset({State.QUARANTINED}),
        State.SUPERSEDED: frozenset({State.QUARANTINED}),
    }
)
DERIVED_KINDS = frozenset({Kind.SUMMARY, Kind.PROFILE})


def is_legal(current: State, target: State, *, kind: Kind | None = None) -> bool:
    if target in TRANSITIONS[current]:
        return True
    return kind in DERIVED_KINDS and target in REPAIR_TRANSITIONS.get(current, frozenset())


def transition(current: State, target: State, *, vid: int | None = None, kind: Kind | None = None) -> State:
    """Return `target` if `current -> target` is legal (for `kind`); otherwise raise `InvalidTransition`."""
    if not is_legal(current, target, kind=kind):
        raise InvalidTransition(vid, current.value, target.value)
    return target


_CHAINS: Final[dict[tuple[State, State], tuple[State, ...]]] = {
    (State.TENTATIVE, State.COMMITTED): (State.VALIDATED, State.COMMITTED),
    (State.TENTATIVE, State.ACTION_SAFE): (State.VALIDATED, State.COMMITTED, State.ACTION_SAFE),
    (State.TENTATIVE, State.SUPERSEDED): (State.VALIDATED, State.COMMITTED, State.SUPERSEDED),
    (State.QUARANTINED, State.COMMITTED): (State.VALIDATED, State.COMMITTED),
    # DESIGN §4 quarantine lane: revalidated by a supported version that agrees, which stays the visible one.
    (State.QUARANTINED, State.SUPERSEDED): (State.VALIDATED, State.COMMITTED, State.SUPERSEDED),
}
# The chains found legal, per (from, to, derived kind?): the table never changes, so neither do they.
_LEGAL: dict[tuple[State, State, bool], tuple[State, ...]] = {}


def path(current: State, target: State, *, vid: int | None = None, kind: Kind | None = None) -> tuple[State, ...]:
    """The legal chain of states from `current` to `target` that the pipeline walks in one commit.

    Commits pass through `validated` (DESIGN §3: "tentative -> validated -> committed"); every hop is
    checked by `transition`, so the journal records each one.
    """
    memo = (current, target, kind in DERIVED_KINDS)
    hops = _LEGAL.get(memo)
    if hops is None:
        hops = _CHAINS.get((current, target), (target,))
        state = current
        for hop in hops:
            state = transition(state, hop, vid=vid, kind=kind)
        _LEGAL[memo] = hops
    return hops
