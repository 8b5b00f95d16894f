"""Staging (DESIGN §4, §6): a transaction's proposals checked against the store and staged as tentative
versions, and the observations a transaction made stored with it.

Responsible for: admission against the store (source, permissions, scope, parents, Q/T/G), key resolution
for staging, and the short in-flight registration unit. Must not: commit, abort or read for an agent —
`memtx.Memory` calls these for its transaction handles.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from memtx.core.admission import EVIDENCE_NOT_IN_SOURCE, METADATA, check_support, expect_checks
from memtx.core.errors import AdmissionRejected, InvalidArgument, PermissionDenied, ProvenanceError, TransactionClosed
from memtx.core.model import Agent, OnUnsupported, Record, Scope, Source, State
from memtx.core.permissions import Operation, granted_authority, may_read, require
from memtx.core.pipeline import UNSUPPORTED
from memtx.core.proposal import Proposal
from memtx.engine import resolution
from memtx.engine import writes as engine
from memtx.engine.context import StoreContext
from memtx.engine.flowing import narrow_sources, private_source_texts
from memtx.safety.tools import tool_callers
from memtx.storage import Ahead, Unit

if TYPE_CHECKING:
    from memtx.api.transaction import TxnHandle


def stage(ctx: StoreContext, tx: TxnHandle, proposals: Sequence[Proposal]) -> list[Record]:
    """Check parsed proposals against the store (source, permissions, parents, DESIGN §4 Q/T/G) and stage
    them as tentative versions — all or none. DESIGN §6: the transaction keeps them (its commit writes
    them, in their final states, in its one durable unit); staging only allocates their vids and
    registers them as in flight — a header row on the first proposal and one entry per version — in a
    short write unit without an fsync, since in-flight state must be seen by others' gates but dies
    with its transaction.

    Permission comes before admission (an agent must not learn whether a text occurs in a source it may
    not read), so admission runs inside the unit; its cost is bounded by the size limits, and a source's
    normalized text is indexed once and reused by every proposal citing it.
    """
    # DESIGN §11: the registration holds the spaces of the keys it resolves (a founding it sees stays true).
    namespaces = {p.key.namespace for p in proposals}
    # (what the checks below read first, with the unit's opening: one round trip where reads cost one)
    ahead = Ahead(agents=(tx.agent,), namespaces=namespaces, sources={p.source for p in proposals})
    with ctx.writer(durable=False, spaces=namespaces, prelude=lambda u: u.read_ahead(ahead)) as u:
        snapshot = tx.snapshot_csn
        # DESIGN §8: the role is read in the unit that stages (a reader never writes); an agent proposing for
        # the first time is registered in the default team when it stages.
        require(Operation.PROPOSE, tx.agent, u.get_agent(tx.agent))
        reader_reg = ctx.ensure_agent(u, tx.agent)
        check_namespaces(u, tx.agent, proposals)
        sources, unsupported = _admit(ctx, u, tx, proposals, reader_reg)
        if ctx.private_namespaces:
            check_private_namespaces(u, tx.agent, proposals, sources)
        if any(p.parents for p in proposals):
            next_vid = u.max_vid() + 1
            own = {r.vid: r for r in tx._staged}
            for p in proposals:
                _check_parents(ctx, u, tx, p.parents, next_vid=next_vid, own=own)
        observed = [src for sid, src in sources.items() if sid in tx._observed]
        if len(observed) > 1:
            u.sources_meta([s.id for s in observed if ctx.cached_source(s.id) is None])  # (read at once, memoized)
        for src in observed:
            check_observed(ctx, u, src)  # stored by the commit; a clash is refused now
        keys = tx.keys.copy()
        index = resolution.KeyIndex(u, snapshot)
        if len(proposals) > 1:
            index.prefetch([p.key for p in proposals])
        ckeys: list[str] = []
        for p in proposals:
            ckey, founded = resolution.stage_key(u, p.key, as_of=snapshot, own=keys, index=index)
            meant = index.canonical(p.key)  # a relation synonym: founded (and then found) under what it means
            keys.remember(meant, ckey, founded=founded)
            if meant is not p.key:
                keys.remember(p.key, ckey, founded=False)
            ckeys.append(ckey)
        # The unit's first writes come after its reads (DESIGN §11: on PostgreSQL a unit's reads overlap with
        # other memory spaces' units; its writes are in commit order).
        # DESIGN §10: each operation renews the transaction's lease (and finds it closed by an operator). The header,
        # the vids (in proposal order, before the versions are built) and the in-flight entries — DESIGN §6: every
        # gate sees them, but they are not stored: the transaction keeps its versions.
        registration = u.register(
            tx.id,
            agent=tx.agent,
            purpose=tx.purpose,
            isolation=tx.isolation,
            snapshot_csn=snapshot,
            ckeys=ckeys,
        )
        if registration is None:
            raise TransactionClosed(f"transaction {tx.id} was closed outside this handle (operator abort?)")
    txn_id, first = registration()  # (asked once the unit ended: on PostgreSQL its writes went with the COMMIT)
    staged: list[Record] = []
    for i, (p, ckey) in enumerate(zip(proposals, ckeys, strict=True)):
        src = sources[p.source]
        staged.append(
            Record(
                vid=first + i,
                key=p.key.raw,
                canonical_key=ckey,
                value=p.value,
                evidence=p.evidence,
                source_id=src.id,
                writer=tx.agent,
                confidence=p.confidence,
                kind=p.kind,
                owner=tx.agent,
                scope=src.asked_scope if p.scope is None else p.scope,
                readers=p.readers,
                parents=p.parents,
                event_time=p.event_time if p.event_time is not None else src.observed_at,
                valid_from=p.valid_from,
                valid_to=p.valid_to,
                state=State.TENTATIVE,
                reason=unsupported.get(i, "admitted"),  # DESIGN §4 quarantine lane: the commit quarantines it
                txn_id=txn_id,
            )
        )
    # Only once the unit has committed: a rolled-back header, founding or source must not be remembered.
    tx.id = txn_id
    tx.keys = keys
    tx._aliased |= index.aliased
    ctx.register_open(tx)
    for src in sources.values():
        ctx.remember_source(src)
    return staged


def check_namespaces(u: Unit, writer: str, proposals: Sequence[Proposal]) -> None:
    """DESIGN §8: writing needs write permission on the key's namespace — a claimed namespace is written
    by its owner and its named writers only. Checked before admission, for every proposal, and the same
    whatever the namespace holds (a refusal must not tell what is there)."""
    for namespace in dict.fromkeys(p.key.namespace for p in proposals):
        grant = u.get_namespace(namespace)
        if grant is not None and not grant.may_write(writer):
            raise PermissionDenied(
                f"agent {writer!r} may not write in namespace {namespace!r} (claimed by {grant.owner!r})"
            )


def check_private_namespaces(
    u: Unit, writer: str, proposals: Sequence[Proposal], sources: Mapping[str, Source]
) -> None:
    """`Memory.open(..., private_namespaces=True)`: a private version is written only in a namespace its
    writer owns, so no other writer's proposal is ever judged against it (DESIGN §8, the decision on
    namespaces)."""
    for p in proposals:
        scope = sources[p.source].asked_scope if p.scope is None else p.scope
        if scope is not Scope.PRIVATE:
            continue
        grant = u.get_namespace(p.key.namespace)
        if grant is None or grant.owner != writer:
            raise PermissionDenied(
                f"a private version must be written in a namespace its writer owns; {p.key.raw!r} is in "
                f"namespace {p.key.namespace!r}, which {writer!r} does not own (mem.claim_namespace)"
            )


def _admit(
    ctx: StoreContext, u: Unit, tx: TxnHandle, proposals: Sequence[Proposal], reader_reg: Agent
) -> tuple[dict[str, Source], dict[int, str]]:
    """Admission of each proposal against the store (DESIGN §4 Q, T, G and §8 scope); returns the cited
    sources by id, and by position the proposals whose value admission refused under the quarantine lane, with
    their staging reason (`unsupported:<admission reason>`). Raises `AdmissionRejected` for the first that
    fails otherwise."""
    sources: dict[str, Source] = {}
    unsupported: dict[int, str] = {}
    policies: dict[str, OnUnsupported] = {}
    cited = Counter(p.source for p in proposals) if len(proposals) > 1 else None
    for i, p in enumerate(proposals):
        if p.key.namespace == engine.ACTION_NAMESPACE:
            raise AdmissionRejected(
                "metadata", f"the {engine.ACTION_NAMESPACE!r} key namespace is reserved for tool_action records"
            )
        src = sources.get(p.source)
        if src is None:
            src = _source_for(ctx, u, tx, p.source, reader_reg)
            sources[p.source] = src
            if cited is not None:  # a long source cited by many is indexed once, up front (admission)
                expect_checks(src.text, cited[p.source])
        record_scope = src.asked_scope if p.scope is None else p.scope
        if record_scope > src.asked_scope:
            # DESIGN §8: a record's scope may never be broader than its source's. (A source narrowed because
            # it relays private text, DESIGN §8 amended, is judged at the scope its observer asked for here;
            # the commit then quarantines a record broader than the narrowed scope as laundering.)
            raise AdmissionRejected(
                "metadata", f"scope {record_scope.label} is broader than the source's {src.asked_scope.label}"
            )
        too_far = ctx.check_skew(p.event_time, "at")
        if too_far is not None:
            raise AdmissionRejected("metadata", too_far)
        # DESIGN §4 Q, T, G; the claim is the key and the value (amended: key-aware values)
        support = check_support(p.value, p.evidence, src.text, speaker=src.speaker, key=p.key.raw)
        if support.ok:
            continue
        assert support.reason is not None
        if support.reason not in _NEVER_QUARANTINED:
            policy = p.on_unsupported
            if policy is None:
                if p.key.namespace not in policies:
                    policies[p.key.namespace] = engine.on_unsupported_of(u, p.key.namespace)
                policy = policies[p.key.namespace]
            if policy is OnUnsupported.QUARANTINE:
                unsupported[i] = f"{UNSUPPORTED}{support.reason}"
                continue
        raise AdmissionRejected(support.reason, getattr(support, "detail", ""))
    return sources, unsupported


# DESIGN §4 quarantine lane: only a value the evidence does not support (T or G) is kept for review. A malformed
# proposal (F) or an evidence that is not a span of its source (Q) is refused whatever the contract says: a stored
# version always quotes its source.
_NEVER_QUARANTINED = frozenset({METADATA, EVIDENCE_NOT_IN_SOURCE})


def _source_for(ctx: StoreContext, u: Unit, tx: TxnHandle, source_id: str, reader_reg: Agent) -> Source:
    """A cited source — observed in this transaction, cached (sources are immutable), or read — that
    the transaction's agent may read; else `AdmissionRejected("metadata")`, the same for an unreadable
    source as for a missing one."""
    src = tx._observed.get(source_id) or ctx.cached_source(source_id) or u.get_source(source_id)
    if src is None:
        raise AdmissionRejected("metadata", f"unknown source {source_id!r}")
    if src.owner == tx.agent:
        owner_reg: Agent | None = reader_reg
    elif source_id in tx._observed:
        owner_reg = ctx.ensure_agent(u, src.owner)  # stored below, registering its owner as observe does
    else:
        owner_reg = u.get_agent(src.owner)
    readable = may_read(
        scope=src.asked_scope,  # who may cite it; a narrowed source's scope bounds what is drawn from it
        owner=src.owner,
        readers=(),
        reader=tx.agent,
        reader_reg=reader_reg,
        owner_reg=owner_reg,
    )
    if not readable:
        # DESIGN §8: what the agent could not read even registered is answered as if absent — and a source
        # id hashes its owner and text, so "may not read" would confirm a guess that the text was seen.
        raise AdmissionRejected("metadata", f"unknown source {source_id!r}")
    return src


def check_observed(ctx: StoreContext, u: Unit, src: Source) -> tuple[float, Scope, int, float] | None:
    """The stored settings of an observation's source (None: new); refuse a clash with them."""
    cached = ctx.cached_source(src.id)
    meta = (cached.authority, cached.scope, cached.seq, cached.observed_at) if cached else u.source_meta(src.id)
    if meta is not None:
        _refuse_a_clash(ctx, u, src, meta)
    return meta


def _refuse_a_clash(ctx: StoreContext, u: Unit, src: Source, meta: tuple[float, Scope, int, float]) -> None:
    """An observation of a stored source must ask what it asked: the same scope and authority. The same
    request granted differently is the same observation, and the first grant stands: an authority its owner's
    ceiling granted otherwise since (DESIGN §8 authority ceilings), a scope it was stored narrower than asked
    (DESIGN §8 relays: its asked scope is read only then)."""
    same_authority = meta[0] == src.authority
    if same_authority and meta[1] is src.asked_scope and src.requested_scope is None:
        return
    stored = ctx.cached_source(src.id) or u.get_source(src.id)
    if (
        stored is not None
        and stored.asked_scope is src.asked_scope
        and (same_authority or _asked_authority(stored) == _asked_authority(src))
    ):
        return
    raise InvalidArgument(
        f"source {src.id} already exists with authority {meta[0]} and scope "
        f"{meta[1].label}; observe the same text with the same settings"
    )


def _asked_authority(src: Source) -> float:
    """The authority `src`'s observer asked for (before its owner's ceiling, DESIGN §8)."""
    return src.authority if src.requested_authority is None else src.requested_authority


def store_observed(ctx: StoreContext, u: Unit, src: Source) -> Source:
    """Store an observation of its owner's unless the same source exists (idempotent); refuse different
    settings."""
    return store_observations(ctx, u, [src], actor=None)[0]


def granted(src: Source, *registrations: Agent | None) -> Source:
    """DESIGN §8 (authority ceilings): `src` with the ceilings of `registrations` (its owner's, and the
    observing agent's when another principal observes it) applied — an authority above the lower is granted
    that and the request kept in `requested_authority`. Idempotent: a source already granted is granted again
    from what it requested (the ceilings in force now)."""
    authority, requested = granted_authority(_asked_authority(src), *registrations)
    if authority == src.authority and requested == src.requested_authority:
        return src
    return replace(src, authority=authority, requested_authority=requested)


def store_observations(
    ctx: StoreContext, u: Unit, sources: Sequence[Source], *, actor: str | None, aborting: bool = False
) -> list[Source]:
    """`store_observed` for many observations, set-based: their stored settings read at once and the new
    ones inserted at once (a batch may observe thousands of sources). In order; a clash refuses them all.

    DESIGN §8, read in this unit: who observes must be allowed to (a reader never observes) — `actor`, the
    agent of the transaction that observed them, or (None) each source's owner, who observes its own — and
    each source is granted at most the authority ceiling of its owner and of `actor`. An unregistered owner
    is registered as an agent below. `aborting`: an abort stores the sources its revoked versions cite
    whoever may observe now (an abort is never refused)."""
    if not sources:
        return []
    owners = {owner: u.get_agent(owner) for owner in dict.fromkeys(s.owner for s in sources)}
    if actor is None:
        if not aborting:
            for owner, reg in owners.items():
                require(Operation.OBSERVE, owner, reg)
        sources = [granted(src, owners[src.owner]) for src in sources]
    else:
        acting = owners[actor] if actor in owners else u.get_agent(actor)
        if not aborting:
            require(Operation.OBSERVE, actor, acting)
        sources = [granted(src, owners[src.owner], acting) for src in sources]
    known = u.sources_meta([s.id for s in sources if ctx.cached_source(s.id) is None])
    stored: dict[str, Source] = {}
    fresh: list[Source] = []
    refilled: list[Source] = []
    for src in sources:
        if src.id in stored:
            continue
        cached = ctx.cached_source(src.id)
        meta = (cached.authority, cached.scope, cached.seq, cached.observed_at) if cached else known.get(src.id)
        if meta is None:
            stored[src.id] = src
            fresh.append(src)
            continue
        _refuse_a_clash(ctx, u, src, meta)
        cached = cached or u.get_source(src.id)
        if cached is not None and cached.speaker != src.speaker:  # DESIGN §4 speaker binding: never overwritten
            raise InvalidArgument(
                f"source {src.id} already exists with speaker {cached.speaker!r}; observe the same text with the "
                "same settings"
            )
        if cached is not None and not cached.text:  # DESIGN §10 erasure: its text was erased, and is said again
            u.restore_source_text(src.id, src.text)
            cached = replace(cached, text=src.text)
            refilled.append(cached)
        stored[src.id] = cached or replace(src, seq=meta[2], observed_at=meta[3])  # same id: same text and owner
    for owner in dict.fromkeys(s.owner for s in fresh):
        ctx.ensure_agent(u, owner)
    # DESIGN §8 relays: private content is caught where it enters a broader scope, whoever observes it.
    inserted = u.insert_sources(narrow_sources(u, fresh, tool_callers()))
    for src in inserted:
        stored[src.id] = src
    private = private_source_texts([*inserted, *refilled])
    if private:
        u.index_private(private)
    return [stored[s.id] for s in sources]


def _check_parents(
    ctx: StoreContext, u: Unit, tx: TxnHandle, parent_ids: tuple[int, ...], *, next_vid: int, own: Mapping[int, Record]
) -> None:
    for pid in parent_ids:
        if pid >= next_vid:
            # vids grow in proposal order and a record's parents are fixed when it is staged, so an
            # edge to a not-yet-existing vid is the only way to close a cycle: refuse it.
            raise ProvenanceError(
                "metadata",
                f"parent {pid} does not exist yet; a record cannot derive from "
                "itself or a later record (provenance cycle)",
            )
        parent = own.get(pid) or u.get_record(pid)
        if parent is None or not _may_see(ctx, u, parent, tx):
            raise ProvenanceError("metadata", f"unknown parent version {pid}")


def _may_see(ctx: StoreContext, u: Unit, record: Record, tx: TxnHandle) -> bool:
    if record.state is State.TENTATIVE and record.txn_id != tx.id:
        return False
    return ctx.may_read(u, record, tx.agent)
