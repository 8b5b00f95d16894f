"""Who may read what (DESIGN §8, first paragraph), as pure functions over plain facts.

Responsible for: the scope rules for reading records and sources, and for retracting them. Must not: look
anything up; the caller passes the agents' registrations. (Laundering and information-flow checks build on these.)
"""

from __future__ import annotations

from collections.abc import Collection

from memtx.model import DEFAULT_TEAM, Agent, Scope


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


def may_retract(*, scope: Scope, owner: str, agent: str, agent_reg: Agent | None, owner_reg: Agent | None) -> bool:
    """Who may revoke a version (a write, DESIGN §8): its owner; for `shared`/`public` versions also the
    registered agents of the owner's team. Read-only consumers never may."""
    if agent == owner:
        return True
    if scope is Scope.PRIVATE:
        return False
    return agent_reg is not None and owner_reg is not None and agent_reg.team == owner_reg.team
