"""The key vocabulary (DESIGN §5, §8): explicit aliases and relation synonyms, checked and journaled.

Responsible for: the arguments and permissions of `mem.alias` and `mem.add_synonym`, and running each in
its own unit through the engine. Must not: resolve keys (the engine's `KeyIndex` does) or read on an
agent's behalf — `memtx.Memory` exposes these as thin delegations, as it does the operator's side.
"""

from __future__ import annotations

from memtx.core.arguments import agent_name
from memtx.core.errors import InvalidArgument, PermissionDenied, UnknownObject
from memtx.core.keys import parse_key
from memtx.core.model import Role
from memtx.core.permissions import Operation, require
from memtx.engine import resolution, writes
from memtx.engine.context import StoreContext


class Vocabulary:
    def __init__(self, ctx: StoreContext) -> None:
        self._ctx = ctx

    def alias(self, key: str | tuple[str, str], *, to: str | tuple[str, str], agent: str) -> int:
        """`Memory.alias`."""
        parts, target = parse_key(key), parse_key(to)
        agent_name(agent)
        if writes.ACTION_NAMESPACE in (parts.namespace, target.namespace):
            raise InvalidArgument(f"the {writes.ACTION_NAMESPACE!r} key namespace is reserved for tool_action records")
        if parts.namespace != target.namespace:
            raise InvalidArgument(
                f"an alias stays in its namespace: {parts.raw!r} is in {parts.namespace!r}, "
                f"{target.raw!r} in {target.namespace!r}"
            )
        with self._ctx.writer() as u:
            who = u.get_agent(agent)
            require(Operation.ALIAS, agent, who)  # DESIGN §8: a registered agent or operator
            assert who is not None
            ckey = resolution.resolve_key(u, target, as_of=None)
            if ckey is None:
                raise UnknownObject(f"no cluster for key {target.raw!r}")
            if who.role is not Role.OPERATOR:
                entry = u.get_active(ckey)
                shown = u.get_record(entry.vid) if entry is not None and entry.vid is not None else None
                if shown is None or not self._ctx.may_read(u, shown, agent):
                    raise PermissionDenied(
                        f"agent {agent!r} may not read key {target.raw!r}'s visible version, so it may not alias "
                        "onto it (an operator may)"
                    )
            existing = u.alias(parts.normalized)
            if existing is not None:
                raise InvalidArgument(f"key {parts.raw!r} already resolves by alias to {existing!r}")
            return writes.add_alias(u, parts, ckey, agent=agent)

    def add_synonym(self, relation: str, *, means: str, agent: str, namespace: str = "") -> int:
        """`Memory.add_synonym`."""
        agent_name(agent)
        if not isinstance(namespace, str):
            raise InvalidArgument(f"namespace must be a str, not {type(namespace).__name__}")
        ns = namespace.strip().casefold()
        if ns == writes.ACTION_NAMESPACE:
            raise InvalidArgument(f"the {writes.ACTION_NAMESPACE!r} key namespace is reserved for tool_action records")
        words = [" ".join(parse_key(f"x/{r}").relation) if isinstance(r, str) else None for r in (relation, means)]
        if words[0] is None or words[1] is None:
            raise InvalidArgument("relation and means must be strs")
        said, meant = words
        if said == meant:
            raise InvalidArgument(f"relation {relation!r} would mean itself")
        with self._ctx.writer() as u:
            self._ctx.operator(u, agent, "adding a relation synonym")
            known = u.synonyms(ns)
            if said in known:
                raise InvalidArgument(f"relation {said!r} already means {known[said]!r} in namespace {ns!r}")
            if meant in known:
                raise InvalidArgument(f"{meant!r} itself means {known[meant]!r}: point {said!r} at that instead")
            if said in known.values():
                raise InvalidArgument(f"other relations mean {said!r}; it cannot mean something else in turn")
            return writes.add_synonym(u, ns, said, meant, agent=agent)
