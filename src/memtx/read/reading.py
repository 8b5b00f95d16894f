"""The audit side of reads (DESIGN §5, §8): a version as of a csn (`Snapshot`, `mem.as_of`), a key's whole
history, a version by id, and the expiry marks and the unregistered reader's refusal that every read shares.

Responsible for: what each principal may see of the versions these reads return, in the units of the store
they are handed. Must not: write, or serve `Memory.get` (its one-read hot path is `memtx.api.lookup`).
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import replace
from typing import TYPE_CHECKING

from memtx.core.arguments import MAX_INT64, agent_name
from memtx.core.errors import PermissionDenied, UnknownObject
from memtx.core.keys import parse_key
from memtx.core.model import Kind, Record, Role, State
from memtx.core.permissions import registering_would_grant
from memtx.engine import principals, resolution
from memtx.engine.context import StoreContext
from memtx.read.retrieval import Context, Hit, Retrieval

if TYPE_CHECKING:
    from memtx.storage import Unit


class Snapshot:
    """`mem.as_of(csn)`: reads resolve against A as it was at that csn (from the journal)."""

    def __init__(self, ctx: StoreContext, retrieval: Retrieval, csn: int) -> None:
        self._ctx = ctx
        self._retrieval = retrieval
        self.csn = csn

    def get(self, key: str | tuple[str, str], *, agent: str) -> Record | None:
        parts = parse_key(key)
        agent_name(agent)
        with self._ctx.unit(write=False) as u:
            ckey = resolution.resolve_key(u, parts, as_of=self.csn)  # keys resolve as of the snapshot too
            record = read_at(self._ctx, u, ckey, self.csn, agent) if ckey else None
            return None if record is None else mark_expired(record, u.logical_now())

    def search(
        self,
        query: str,
        *,
        agent: str,
        k: int = 8,
        kinds: Collection[Kind | str] | None = None,
        namespace: str | None = None,
    ) -> list[Hit]:
        """`mem.search(..., as_of=this csn)`."""
        self._ctx.refuse_if_closed()
        return self._retrieval.search(query, agent=agent, k=k, kinds=kinds, namespace=namespace, as_of=self.csn)

    def context(self, query: str, *, agent: str, k: int = 8, max_tokens: int | None = None) -> Context:
        """`mem.context(..., as_of=this csn)`."""
        self._ctx.refuse_if_closed()
        return self._retrieval.context(query, agent=agent, k=k, max_tokens=max_tokens, as_of=self.csn)


def read_at(ctx: StoreContext, u: Unit, ckey: str, csn: int, agent: str) -> Record | None:
    """The version of `ckey` visible at `csn`, if `agent` may read it (a snapshot's or a transaction's read)."""
    found = u.version_at(ckey, csn)
    if found is None:
        return None
    record, then = found
    if not ctx.may_read(u, record, agent):
        if u.get_agent(agent) is None:
            owner = u.get_agent(record.owner)
            unregistered_may_not_read(record, agent, owner.team if owner else None)
        return None
    # Show the version as it was at `csn`: its state and reason then, from the journal (DESIGN §5 audit).
    return replace(record, state=then[0], reason=then[1]) if then is not None else record


def history(ctx: StoreContext, key: str | tuple[str, str], *, agent: str, include_tentative: bool) -> list[Record]:
    """`Memory.history`."""
    parts = parse_key(key)
    agent_name(agent)
    principals.require_registered(ctx, agent)
    with ctx.unit(write=False) as u:
        reader = u.get_agent(agent)
        operator = reader is not None and reader.role is Role.OPERATOR
        ckey = resolution.resolve_key(u, parts, as_of=None)
        records = u.records_of_cluster(ckey) if ckey else []
        if include_tentative:
            # Staged versions live in their transactions' handles (DESIGN §6): this process's are
            # shown. A key founded by an open transaction has no cluster yet; its staged versions
            # carry the founding id, the key's normalized form (DESIGN §5: founding happens at commit).
            wanted = {ckey, parts.normalized}
            staged = [r for tx in ctx.open_handles() for r in tx.staged]
            records = sorted([*records, *(r for r in staged if r.canonical_key in wanted)], key=lambda r: r.vid)
        shown = [
            r
            for r in records
            if (operator or ctx.may_read(u, r, agent))
            and (r.state is not State.TENTATIVE or (include_tentative and (operator or r.writer == agent)))
        ]
        now = u.logical_now()
    return [mark_expired(r, now) for r in shown]


def record(ctx: StoreContext, vid: int) -> Record:
    """`Memory.record`."""
    # A vid that is not an int, or lies outside what a backend stores (64 bits), names no version.
    storable = isinstance(vid, int) and not isinstance(vid, bool) and 0 <= vid <= MAX_INT64
    with ctx.unit(write=False) as u:
        found = u.get_record(vid) if storable else None
        now = u.logical_now()
    if found is None and storable:
        found = ctx.staged_version(vid)  # staged by an open transaction of this process
    if found is None:
        raise UnknownObject(f"unknown version {vid!r}")
    return mark_expired(found, now)


def unregistered_may_not_read(record: Record, agent: str, owner_team: str | None) -> None:
    """DESIGN §8: when registering is all that keeps `agent` from reading `record`, the answer is
    `PermissionDenied` naming it, not a `None` that would look like "no such fact". Otherwise (it could not
    read the version registered either) nothing is raised, so nothing about the version is revealed."""
    if registering_would_grant(scope=record.scope, readers=record.readers, reader=agent, owner_team=owner_team):
        raise PermissionDenied(
            f"agent {agent!r} is not registered; register it with mem.register_agent({agent!r}) "
            "(role='reader' for a read-only consumer) to read this key"
        )


def expired(record: Record, now: float) -> bool:
    return record.valid_to is not None and record.valid_to <= now


def mark_expired(record: Record, now: float) -> Record:
    """DESIGN §5 expiry: history and as-of reads still show an expired version, marked."""
    return replace(record, expired=True) if expired(record, now) else record
