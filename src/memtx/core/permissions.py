"""Who may do what (DESIGN §8), as pure functions over plain facts: reading records and sources, the table of
which role may call which state-changing operation, who may retract a version, and authority ceilings.

Responsible for: the rules and the one table every surface (library, HTTP, MCP, CLI, console) inherits because
the library checks it. Must not: look anything up; the caller passes the principals' registrations.
(Laundering and information-flow checks build on these.)
"""

from __future__ import annotations

import enum
from collections.abc import Collection, Mapping
from types import MappingProxyType
from typing import Final

from memtx.core.errors import PermissionDenied
from memtx.core.model import DEFAULT_TEAM, Agent, Role, Scope


class Operation(enum.StrEnum):
    """A state-changing call of the library, as the permission table names it (DESIGN §8, amendment: roles on
    every path). Reads, and beginning, committing or aborting one's own transaction, are not in the table:
    every principal may (a reader's transaction can stage nothing, so its commit stores nothing)."""

    OBSERVE = "observe"  # mem.observe, tx.observe, the sources of mem.add: owning a source
    PROPOSE = "propose"  # tx.propose, tx.propose_many, mem.add, and committing what was staged
    CLAIM_NAMESPACE = "claim_namespace"
    ALIAS = "alias"  # mem.alias: onto a key whose visible version it may read (an operator: any)
    ADD_SYNONYM = "add_synonym"  # changes every agent's keys in a namespace
    PROMOTE = "promote"  # tx.promote: committed -> action_safe
    ACT = "act"  # tx.act: a tool call through the gate
    REVOKE = "revoke"  # mem.revoke: see `may_retract` for whose versions
    DECLASSIFY = "declassify"  # mem.declassify: the owner's own private versions only
    REVIEW = "review"  # mem.review: the quarantine queue (a read, kept for operators)
    APPROVE = "approve"
    REJECT = "reject"
    RECOVER = "recover"  # `POST /v1/recover` (the library's `mem.recover` is the embedding process's own)
    FORGET = "forget"  # mem.forget: as revoke, see `may_retract` for whose versions
    ERASE = "erase"  # mem.erase: an operator any user's data; an agent only its own (`may_erase`)


# The pseudo-role of a name nobody registered. It may make the writes that register a principal on first use
# (DESIGN §8: writers are registered on first use — as an `agent` of the default team): observing, proposing,
# claiming a namespace, promoting and calling a tool. It owns nothing, so it may revoke or declassify nothing,
# and aliasing or an operator's call needs a registration.
UNREGISTERED: Final = "unregistered"

_AGENT_OPS: Final = frozenset(
    {
        Operation.OBSERVE,
        Operation.PROPOSE,
        Operation.CLAIM_NAMESPACE,
        Operation.ALIAS,
        Operation.PROMOTE,
        Operation.ACT,
        Operation.REVOKE,
        Operation.DECLASSIFY,
        Operation.FORGET,
        Operation.ERASE,
    }
)
# DESIGN §8 (the table of docs/safety.md, "Who may call what"): role -> the operations it may call at all.
# Some are further bounded by what the principal owns or may read (`may_retract`, declassify, alias, support).
ALLOWED: Final[Mapping[str, frozenset[Operation]]] = MappingProxyType(
    {
        Role.READER.value: frozenset(),
        Role.AGENT.value: _AGENT_OPS,
        Role.OPERATOR.value: frozenset(Operation),
        UNREGISTERED: frozenset(
            {Operation.OBSERVE, Operation.PROPOSE, Operation.CLAIM_NAMESPACE, Operation.PROMOTE, Operation.ACT}
        ),
    }
)

# DESIGN §8 (decision: authority ceilings): the most authority a source owned by a principal of each role may
# carry, unless an operator set another at registration. 0.9 is the trusted-authority threshold of DESIGN §6.1
# and what a user's own message gets in `mem.add`: an agent's claim never out-ranks a user's word, and only an
# operator's (a policy document, a system of record an operator trusts) carries full authority.
# A reader observes nothing itself; a source owned by one (a user an agent serves, observed in the agent's
# transaction) is bounded as an agent's.
DEFAULT_CEILINGS: Final[Mapping[str, float]] = MappingProxyType(
    {Role.READER.value: 0.9, Role.AGENT.value: 0.9, Role.OPERATOR.value: 1.0}
)


# Every public method of `Memory` and of the transaction handle that takes a principal and may change the store,
# by the operation it is checked as (`None`: every principal may — it ends or renews the caller's own
# transaction). The methods that take no principal (PROCESS_LEVEL) are the embedding program's: it opened the
# store, so it is trusted with it (registering principals, contracts, the clock, restore); the services never
# expose them to a caller's credential. tests/integration/test_role_matrix.py calls each of these as each role.
METHODS: Final[Mapping[str, Operation | None]] = MappingProxyType(
    {
        "Memory.observe": Operation.OBSERVE,
        "Memory.add": Operation.PROPOSE,
        "Memory.claim_namespace": Operation.CLAIM_NAMESPACE,
        "Memory.alias": Operation.ALIAS,
        "Memory.add_alias": Operation.ALIAS,
        "Memory.add_synonym": Operation.ADD_SYNONYM,
        "Memory.revoke": Operation.REVOKE,
        "Memory.declassify": Operation.DECLASSIFY,
        "Memory.review": Operation.REVIEW,
        "Memory.approve": Operation.APPROVE,
        "Memory.reject": Operation.REJECT,
        "Memory.forget": Operation.FORGET,
        "Memory.erase": Operation.ERASE,
        "TxnHandle.observe": Operation.OBSERVE,
        "TxnHandle.propose": Operation.PROPOSE,
        "TxnHandle.propose_many": Operation.PROPOSE,
        "TxnHandle.promote": Operation.PROMOTE,
        "TxnHandle.act": Operation.ACT,
        "TxnHandle.commit": None,
        "TxnHandle.abort": None,
        "TxnHandle.keep_alive": None,
    }
)
PROCESS_LEVEL: Final = frozenset(
    {
        "Memory.register_agent",
        "Memory.set_contract",
        "Memory.advance_clock",
        "Memory.embed_missing",
        "Memory.group_commits",  # (how this handle writes, not what: the embedding program's setting)
        "Memory.abort_orphaned_transactions",
        "Memory.abort_transaction",
        "Memory.compensate_due",
        "Memory.recover",
    }
)


def role_of(registration: Agent | None) -> str:
    """The role the permission table is read for: the registered role, or `UNREGISTERED`."""
    # (`str()` of the StrEnum is its value, without the two Python calls of the enum's `value` property.)
    return UNREGISTERED if registration is None else str(registration.role)


def allowed(operation: Operation, registration: Agent | None) -> bool:
    return operation in ALLOWED[role_of(registration)]


def require(operation: Operation, agent: str, registration: Agent | None) -> None:
    """`PermissionDenied` naming `agent` unless its role may call `operation` at all (DESIGN §8)."""
    if allowed(operation, registration):
        return
    if registration is None:
        needs = "agent" if operation in ALLOWED[Role.AGENT.value] else "operator"
        raise PermissionDenied(
            f"agent {agent!r} is not registered; {operation.value} needs a registered {needs} "
            f"(mem.register_agent({agent!r}))"
        )
    if registration.role is Role.READER:
        raise PermissionDenied(
            f"agent {agent!r} is a read-only consumer (role 'reader'); it may not {operation.value} (a write)"
        )
    raise PermissionDenied(
        f"agent {agent!r} is not an operator; {operation.value} needs the operator role (its role is "
        f"{registration.role.value!r})"
    )


def authority_ceiling(registration: Agent | None) -> float:
    """The most authority a source owned by this principal may carry: set at registration, else its role's
    default; an unregistered owner is registered as an agent by the observation, so it gets an agent's."""
    if registration is None:
        return DEFAULT_CEILINGS[Role.AGENT.value]
    if registration.authority_ceiling is not None:
        return registration.authority_ceiling
    return DEFAULT_CEILINGS[str(registration.role)]  # (as `role_of`)


def granted_authority(requested: float, *registrations: Agent | None) -> tuple[float, float | None]:
    """DESIGN §8: an observation above the ceiling of its owner — and of the agent whose transaction makes it,
    when that is another principal — is clamped to the lower. Returns the authority granted and the one
    requested when it was clamped (None: granted as asked), which the source row records."""
    ceiling = min(authority_ceiling(r) for r in registrations)
    return (ceiling, requested) if requested > ceiling else (requested, None)


def may_read(
    *,
    scope: Scope,
    owner: str,
    readers: Collection[str],
    reader: str,
    reader_reg: Agent | None,
    owner_reg: Agent | None,
) -> bool:
    """`private`: the owner and listed readers; `shared`: registered agents of the owner's team;
    `public`: anyone, including unregistered read-only consumers."""
    if scope is Scope.PUBLIC or reader == owner:
        return True
    if scope is Scope.PRIVATE:
        return reader in readers
    return reader_reg is not None and owner_reg is not None and reader_reg.team == owner_reg.team


def registering_would_grant(*, scope: Scope, readers: Collection[str], reader: str, owner_team: str | None) -> bool:
    """DESIGN §8: whether registering is all an unregistered `reader` lacks to read a version — a shared
    version of the default team, or a private one that lists it as a reader. Then a read path refuses it
    by name (`PermissionDenied`) rather than answering as if the version did not exist."""
    return (scope is Scope.SHARED and owner_team == DEFAULT_TEAM) or (scope is Scope.PRIVATE and reader in readers)


def may_erase(*, user: str, agent: str, agent_reg: Agent | None) -> bool:
    """Who may erase a user's data (DESIGN §8, §10 erasure): an operator anyone's; a registered agent that is
    not a reader its own (the user themselves, asking to be forgotten); nobody else — an erasure destroys
    text for good, so it is never another agent's decision."""
    if not allowed(Operation.ERASE, agent_reg):
        return False
    assert agent_reg is not None  # (an unregistered name may not erase)
    return agent_reg.role is Role.OPERATOR or agent == user


def may_retract(*, owner: str, writer: str, agent: str, agent_reg: Agent | None) -> bool:
    """Who may revoke a version (DESIGN §8, decision: who may revoke what): an operator any; an agent the
    versions it owns or wrote; a reader, or a name nobody registered, none. A teammate may not: a revocation
    cascades and compensates the owner's tool calls, so a teammate who disagrees proposes a correction."""
    if not allowed(Operation.REVOKE, agent_reg):
        return False
    assert agent_reg is not None  # (an unregistered name may not revoke)
    return agent_reg.role is Role.OPERATOR or agent in (owner, writer)
