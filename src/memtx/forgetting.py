"""`mem.forget` (DESIGN §9, forget): retract a key's current value without reinstating an older one.

Responsible for: the API side of a forget — its arguments, who may, which version it retracts, idempotent
retries — in one write unit of the store it is handed (the revocation is marked and completed in that unit,
so a crash leaves either nothing or all of it). Must not: plan or apply the cascade (`memtx.revocation`
does, with its tombstone) or hold state between calls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from memtx import revocation
from memtx.arguments import agent_name, int_id, reason_text
from memtx.errors import InvalidArgument, PermissionDenied, UnknownObject
from memtx.keys import parse_key
from memtx.model import FORGOTTEN_PREFIX, TOMBSTONE_PREFIX, Kind, Record, RepairReport, Role, State
from memtx.permissions import Operation, may_retract, require
from memtx.resolution import resolve_key
from memtx.retracting import compensate_and_report
from memtx.storage.base import Unit

if TYPE_CHECKING:
    from memtx.store import Memory


def forget(host: Memory, key_or_vid: object, *, agent: str, reason: object) -> RepairReport:
    """`Memory.forget`."""
    agent_name(agent)
    why = reason_text(reason)
    if isinstance(key_or_vid, int) and not isinstance(key_or_vid, bool):
        vid: int | None = int_id(key_or_vid, "vid")
        parts = None
    elif isinstance(key_or_vid, (str, tuple)):
        vid, parts = None, parse_key(key_or_vid)
    else:
        raise InvalidArgument(f"forget takes a key or a vid, not {type(key_or_vid).__name__}")
    with host._writer() as u:
        actor = u.get_agent(agent)
        require(Operation.FORGET, agent, actor)  # DESIGN §8: the role first, before the version is looked at
        if parts is not None:
            record = _current_or_forgotten(u, parts.raw, resolve_key(u, parts, as_of=None))
        else:
            assert vid is not None
            record = u.get_record(vid)
        operator = actor is not None and actor.role is Role.OPERATOR
        if record is None or not (operator or host._may_read(u, record, agent)):
            raise UnknownObject(f"unknown version {key_or_vid}" if vid is not None else f"nothing to forget at {parts}")
        if record.kind is Kind.TOOL_ACTION:
            raise InvalidArgument(
                f"version {record.vid} records a tool call that ran; revoke its support instead (mem.actions shows it)"
            )
        if not may_retract(owner=record.owner, writer=record.writer, agent=agent, agent_reg=actor):
            raise PermissionDenied(
                f"agent {agent!r} may not forget version {record.vid}: only its owner ({record.owner!r}) or an "
                "operator may"
            )
        if record.state is State.REVOKED:
            if not record.reason.startswith(FORGOTTEN_PREFIX):
                raise InvalidArgument(f"version {record.vid} is revoked ({record.reason}), not its key's current value")
            # A retry after an error that came once the forget was complete answers what it did.
            earlier = revocation.earlier_revocation(u, record)
            retraction = None
        else:
            entry = u.get_active(record.canonical_key)
            if entry is None or entry.vid != record.vid:
                raise InvalidArgument(
                    f"version {record.vid} is {record.state}, not the current value of {record.canonical_key!r}; "
                    "forget the key, or revoke the version"
                )
            revocation.mark_revocation(u, record, agent, f"{FORGOTTEN_PREFIX}{why}")
            retraction = revocation.complete_revocation(u, record.vid, forget=True)
            assert retraction is not None  # (marked in this very unit)
            earlier = None
    if retraction is not None:
        return compensate_and_report(host, retraction, completed_elsewhere=False, first=True)
    assert earlier is not None
    return compensate_and_report(host, earlier, completed_elsewhere=False, first=False)


def _current_or_forgotten(u: Unit, key: str, ckey: str | None) -> Record | None:
    """The key's visible version; else, when the key's newest version is a tombstone, the version it forgot
    (a retried forget); else None."""
    if ckey is None:
        return None
    entry = u.get_active(ckey)
    if entry is not None and entry.vid is not None:
        return u.get_record(entry.vid)
    versions = u.records_of_cluster(ckey)
    newest = max(versions, key=lambda r: r.vid, default=None)
    if newest is None or not newest.tombstone:
        return None
    return u.get_record(int(newest.reason.removeprefix(TOMBSTONE_PREFIX)))
