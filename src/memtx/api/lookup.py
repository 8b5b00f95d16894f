"""`mem.get` (DESIGN §5, §8, §9): a key's current value as one reader may see it, in one read where it can be.

Responsible for: the one-read lookup through `Backend.lookup_visible`, resolving an unknown spelling through the
key index, and the write unit that completes a key's pending revocations before reading it. Must not: serve
as-of, history or audit reads (`memtx.read.reading`) or check more than `get`'s own arguments.
"""

from __future__ import annotations

from memtx.core.arguments import agent_name
from memtx.core.errors import InvalidArgument
from memtx.core.keys import parse_key
from memtx.core.model import Agent, Record
from memtx.core.permissions import may_read
from memtx.engine import resolution
from memtx.engine.context import StoreContext
from memtx.read.reading import expired, unregistered_may_not_read


def get(ctx: StoreContext, key: str | tuple[str, str], agent: str) -> Record | None:
    """`Memory.get`."""
    parts = parse_key(key)
    agent_name(agent)
    if ctx.closed:  # (`ctx.refuse_if_closed()`, inlined: the hottest read)
        raise InvalidArgument("this Memory is closed")
    found = ctx.backend.lookup_visible(reader=agent, alias=parts.normalized)
    if not found.resolved:
        with ctx.unit(write=False) as u:
            ckey = resolution.resolve_key(u, parts, as_of=None)
        if ckey is None:
            return None
        found = ctx.backend.lookup_visible(reader=agent, ckey=ckey)
    record = found.record
    if record is None:
        return None
    if found.pending:
        return _after_revocations(ctx, record.canonical_key, agent)
    reader_reg = None if found.reader_team is None else Agent(agent, found.reader_team)
    owner_reg = None if found.owner_team is None else Agent(record.owner, found.owner_team)
    return _current(record, agent, reader_reg, owner_reg, found.now)


def _after_revocations(ctx: StoreContext, ckey: str, agent: str) -> Record | None:
    """`get` of a key whose visible version is being revoked (DESIGN §9: its revoker may have died). The write
    unit completes every pending revocation first and the key is read in that same unit: under the write
    lock no other writer can commit a version and mark its revocation in between, so the answer is the
    store as that unit leaves it. (Read again outside the unit, a put and a delete's first step of other
    threads could make the next read meet a pending revocation too, and again: issue 29 item 16.)"""
    with ctx.writer() as u:
        entry = u.get_active(ckey)
        record = u.get_record(entry.vid) if entry is not None and entry.vid is not None else None
        if record is None:
            return None
        reader_reg, owner_reg = u.get_agent(agent), u.get_agent(record.owner)
        now = u.logical_now()
    return _current(record, agent, reader_reg, owner_reg, now)


def _current(
    record: Record, agent: str, reader_reg: Agent | None, owner_reg: Agent | None, now: float
) -> Record | None:
    """A key's visible version as `get` answers it: the version if `agent` may read it (DESIGN §8) and it has not
    expired at the logical clock `now` (DESIGN §5), else None — or `PermissionDenied` when registering is all
    the reader lacks."""
    readable = may_read(
        scope=record.scope,
        owner=record.owner,
        readers=record.readers,
        reader=agent,
        reader_reg=reader_reg,
        owner_reg=owner_reg,
    )
    if not readable and reader_reg is None:
        unregistered_may_not_read(record, agent, owner_reg.team if owner_reg is not None else None)
    return record if readable and not expired(record, now) else None
