"""`mem.erase` — the right to be forgotten (DESIGN §10, erasure): what belongs to a user, and its removal.

Responsible for: the arguments and who may (`permissions.may_erase`); finding a user's data — the sources
observed for or owned by the user, the versions citing them, the versions of keys about the user, and every
version derived from those; retracting them and removing their text in **one** write unit (all or nothing);
then the backend's physical scrub, whose debt that unit records (so a crash after the commit leaves a
recorded, resumable intent: the next erasure or open runs it). Must not: touch the journal's events or the
versions' ids, keys, states and times beyond the retraction (they are the skeleton audit and recovery verify).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from memtx.core.arguments import agent_name, reason_text
from memtx.core.errors import InvalidArgument, PermissionDenied
from memtx.core.keys import identifying, parse_key
from memtx.core.model import Kind, State
from memtx.core.permissions import Operation, may_erase, require
from memtx.engine import revocation
from memtx.engine.context import StoreContext
from memtx.storage.base import Unit

ERASED_PREFIX = "erased:"  # the reason an erased version is revoked with


@dataclass(frozen=True, slots=True)
class ErasureReport:
    """What `mem.erase` did: the csn of its unit (None: the user had nothing to erase), the sources and
    versions whose text it removed, the versions it retracted (revoked by it; the rest were revoked already)
    and those it reinstated (an older value of a key, observed for someone else), and whether the backend's
    physical scrub finished (`scrubbed`; False: it stays owed and runs at the next erasure or open)."""

    user: str
    csn: int | None
    sources: tuple[str, ...]
    versions: tuple[int, ...]
    retracted: tuple[int, ...]
    reinstated: tuple[int, ...]
    scrubbed: bool


def erase(
    ctx: StoreContext, forget_vectors: Callable[[], None], user: object, *, agent: object, reason: object
) -> ErasureReport:
    """`Memory.erase`. `forget_vectors` drops this process's copies of dense vectors (retrieval's cache)."""
    agent_name(agent)
    agent_name(user, "user")
    why = reason_text(reason)
    assert isinstance(agent, str)
    assert isinstance(user, str)
    with ctx.writer() as u:
        actor = u.get_agent(agent)
        require(Operation.ERASE, agent, actor)  # DESIGN §8: the role first
        if not may_erase(user=user, agent=agent, agent_reg=actor):
            raise PermissionDenied(
                f"agent {agent!r} may not erase {user!r}'s data: only an operator, or the user itself, may"
            )
        sources = u.user_sources(user)
        vids = _closed_under_descendants(u, set(u.records_citing(sources)) | _about(u, user))
        csn: int | None = None
        moves: tuple[tuple[int, Kind, State, State, str], ...] = ()
        if vids or sources:
            records = u.get_records(sorted(vids))
            done = revocation.erase_versions(
                u, [records[v] for v in sorted(vids)], agent=agent, reason=f"{ERASED_PREFIX}{why}", user=user
            )
            u.erase_texts(sorted(vids), sources)
            csn, moves = done.csn, done.moves
            ctx.reach("erase.before_commit")
    ctx.forget_sources(sources)  # this process's copies of erased text (DESIGN §10 erasure)
    forget_vectors()
    ctx.reach("erase.before_scrub")
    return ErasureReport(
        user=user,
        csn=csn,
        sources=tuple(sources),
        versions=tuple(sorted(vids)),
        retracted=tuple(vid for vid, *_ in moves if vid in vids),
        reinstated=tuple(vid for vid, *_ in moves if vid not in vids),
        scrubbed=ctx.backend.scrub(),
    )


def _about(u: Unit, user: str) -> set[int]:
    """The versions of keys about `user` (DESIGN §10 erasure): keys in the namespace named as the user
    (`user:topic/relation`), and keys of the default namespace whose subject is the user (`user/relation`),
    compared as keys are (normalized tokens)."""
    try:
        probe = parse_key((user, "x"))
    except InvalidArgument:  # a user name that can be no key's subject (no word characters) has no keys
        return set()
    namespace = user.strip().casefold()
    tokens = sorted(identifying(probe.subject))
    if not tokens:
        return set()
    sizes = u.posting_sizes([("s", t) for t in tokens])
    rarest = min(tokens, key=lambda t: (sizes.get(("s", t), 0), t))
    found: set[int] = set()
    for cluster in u.clusters_with("s", [rarest]):
        if cluster.namespace == namespace or (cluster.namespace == "" and cluster.subject == probe.subject):
            found.update(r.vid for r in u.records_of_cluster(cluster.ckey))
    return found


def _closed_under_descendants(u: Unit, vids: set[int]) -> set[int]:
    """`vids` and every version derived from them (their text may reproduce the erased text)."""
    closed = set(vids)
    todo = sorted(vids)
    while todo:
        for child in u.children(todo.pop()):
            if child not in closed:
                closed.add(child)
                todo.append(child)
    return closed
