"""The principals of a store (DESIGN §8): registering an agent into a team with a role, the check that a reader
is registered, and claiming a key namespace for its writers.

Responsible for: these requests' arguments and permissions, each run in its own unit of the store it is
handed. Must not: decide what a principal may read or retract (`memtx.core.permissions` does) or hold state
(the positive cache of registered readers is the `StoreContext`'s).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from memtx.core.arguments import agent_name, check_text, enum_value, sequence_of, unit_interval
from memtx.core.errors import InvalidArgument, PermissionDenied
from memtx.core.model import Agent, NamespaceGrant, Role
from memtx.core.permissions import Operation, require

if TYPE_CHECKING:
    from memtx.engine.context import StoreContext


def register_agent(
    ctx: StoreContext, agent: str, *, team: str, role: Role | str | None, authority_ceiling: float | None
) -> None:
    """`Memory.register_agent`. A role or ceiling not given is kept (a new agent: an `agent`, with its role's
    default ceiling)."""
    agent_name(agent)
    agent_name(team, "team")
    role_v = None if role is None else enum_value(Role, role, "role")
    ceiling = None if authority_ceiling is None else unit_interval(authority_ceiling, "authority_ceiling")
    with ctx.writer() as u:
        existing = u.get_agent(agent)
        keep_role = existing.role if existing is not None else Role.AGENT
        keep_ceiling = existing.authority_ceiling if existing is not None else None
        u.put_agent(Agent(agent, team, role_v or keep_role, keep_ceiling if ceiling is None else ceiling))


def require_registered(ctx: StoreContext, agent: str) -> None:
    """DESIGN §8: reads are answered only for registered principals; anyone else gets a
    `PermissionDenied` that names it — never a `None` that would look like "no such fact"."""
    if agent in ctx.registered:
        return
    with ctx.unit(write=False) as u:
        found = u.get_agent(agent)
    if found is None:
        raise PermissionDenied(
            f"agent {agent!r} is not registered; register it with mem.register_agent({agent!r}) "
            "(role='reader' for a read-only consumer)"
        )
    ctx.registered.add(agent)


def claim_namespace(ctx: StoreContext, namespace: str, *, agent: str, writers: Sequence[str]) -> NamespaceGrant:
    """`Memory.claim_namespace`."""
    ns = namespace_name(namespace)
    agent_name(agent)
    names = tuple(dict.fromkeys(agent_name(w, "writer") for w in sequence_of(writers, "writers")))
    with ctx.writer() as u:
        require(Operation.CLAIM_NAMESPACE, agent, u.get_agent(agent))
        who = ctx.ensure_agent(u, agent)  # a claim is a write: a new writer is registered, as on staging
        grant = u.get_namespace(ns)
        if grant is not None and grant.owner != agent and who.role is not Role.OPERATOR:
            raise PermissionDenied(f"namespace {ns!r} is claimed by {grant.owner!r}; {agent!r} may not change it")
        new = NamespaceGrant(ns, grant.owner if grant is not None else agent, tuple(w for w in names))
        u.put_namespace(new)
    return new


def namespace_grant(ctx: StoreContext, namespace: str) -> NamespaceGrant | None:
    """`Memory.namespace_grant`."""
    ns = namespace_name(namespace)
    with ctx.unit(write=False) as u:
        return u.get_namespace(ns)


def namespace_name(namespace: object) -> str:
    """A claimable namespace as keys carry it (`memtx.core.keys.parse_key`: stripped, case-folded)."""
    if not isinstance(namespace, str):
        raise InvalidArgument("namespace must be a string")
    ns = namespace.strip().casefold()
    if not ns:
        raise InvalidArgument("the default namespace '' cannot be claimed; name one (keys 'ns:subject/relation')")
    if "/" in ns or ":" in ns:
        raise InvalidArgument(f"a namespace may not contain '/' or ':'; got {namespace!r}")
    check_text(ns, "namespace")
    return ns
