"""The memory endpoints (DESIGN §12): observe, add, get, search, context, list, history, declassify, revoke.

Responsible for: translating each request into one `Memory` call made as the caller's principal, and its
result into a document. Must not: filter what memtx returns (the library applies DESIGN §8 on every
read) or let a request name who it acts as.
"""

from __future__ import annotations

from typing import Annotated, Literal

from fastapi import APIRouter, Query, status

from memtx.core.errors import InvalidArgument, UnknownObject
from memtx.core.permissions import Operation
from memtx.server.auth import Caller, ServiceDep, Writer, performs
from memtx.server.limits import MAX_K, MAX_LIST, MAX_NAME, MAX_PAGE, MAX_TEXT
from memtx.server.schemas import (
    MAX_ID,
    AddIn,
    AddOut,
    ContextOut,
    DeclassifyIn,
    DeclassifyOut,
    HitOut,
    ObserveIn,
    PageOut,
    RecordOut,
    RepairOut,
    RevokeIn,
    SourceOut,
)

router = APIRouter(prefix="/v1", tags=["memory"])

KeyQ = Annotated[str, Query(min_length=1, max_length=MAX_TEXT, description="the key, e.g. `dana/city`")]
QueryQ = Annotated[str, Query(min_length=1, max_length=MAX_TEXT, description="what to look for")]
KQ = Annotated[int, Query(ge=1, le=MAX_K)]
AsOfQ = Annotated[int | None, Query(ge=0, le=MAX_ID, description="read as of this csn")]
ModeQ = Annotated[Literal["lexical", "dense", "hybrid"] | None, Query()]
KindsQ = Annotated[list[Literal["belief", "summary", "profile", "tool_action"]] | None, Query(max_length=MAX_LIST)]
NamespaceQ = Annotated[str | None, Query(max_length=MAX_NAME)]
UserQ = Annotated[
    str | None, Query(min_length=1, max_length=MAX_NAME, description="only what was observed for this user")
]


@router.post(
    "/sources",
    status_code=status.HTTP_201_CREATED,
    response_model=SourceOut,
    summary="observe",
    openapi_extra=performs(Operation.OBSERVE),
)
def observe(body: ObserveIn, caller: Writer, svc: ServiceDep) -> SourceOut:
    """Store a text as a source owned by the caller (`mem.observe`); idempotent for the same text."""
    src = svc.memory.observe(
        body.text, authority=body.authority, owner=caller.name, scope=body.scope, at=body.at, user=body.user
    )
    return SourceOut.of(src)


@router.post("/add", response_model=AddOut, summary="add (ingest messages)", openapi_extra=performs(Operation.PROPOSE))
def add(body: AddIn, caller: Writer, svc: ServiceDep) -> AddOut:
    """The ingestion façade (`mem.add`) with the deterministic extractor: each message becomes a source
    of its speaker, the facts it states are proposed in one transaction as the caller. A speaker (`user`,
    or a message's `name`) may not be another principal of the service: that would write in its name."""
    messages = [m if isinstance(m, str) else m.model_dump(exclude_none=True) for m in body.messages]
    others = sorted((_speakers(body) & svc.credentials.principals()) - {caller.name})
    if others:
        raise InvalidArgument(f"a speaker may not be another principal of this service: {', '.join(others)}")
    done = svc.memory.add(
        messages,
        agent=caller.name,
        user=body.user,
        all_or_nothing=body.all_or_nothing,
        at=body.at,
        on_unsupported=body.on_unsupported,
    )
    return AddOut.of(done)


def _speakers(body: AddIn) -> set[str]:
    """Who will own the sources of `body`'s messages (`mem.add`: a user message is its user's, a tool's
    message its tool's; the caller's own messages are the caller's)."""
    found: set[str] = set()
    for m in body.messages:
        role, name = ("user", None) if isinstance(m, str) else (m.role, m.name)
        if role == "user":
            found.add(body.user or name or "user")
        elif role == "tool":
            found.add(name or "tool")
    return found


@router.get("/get", response_model=RecordOut, summary="get")
def get(key: KeyQ, caller: Caller, svc: ServiceDep, as_of: AsOfQ = None) -> RecordOut:
    """The visible version of `key` the caller may read (`mem.get`, or `mem.as_of(csn).get`); 404 when
    there is none — the same answer whether the key is unknown or only others may read it."""
    mem = svc.memory
    record = mem.get(key, agent=caller.name) if as_of is None else mem.as_of(as_of).get(key, agent=caller.name)
    if record is None:
        raise UnknownObject(f"no visible version of {key!r}")
    return RecordOut.of(record)


@router.get("/search", response_model=list[HitOut], summary="search")
def search(
    *,
    q: QueryQ,
    caller: Caller,
    svc: ServiceDep,
    k: KQ = 8,
    kinds: KindsQ = None,
    namespace: NamespaceQ = None,
    as_of: AsOfQ = None,
    mode: ModeQ = None,
    user: UserQ = None,
) -> list[HitOut]:
    """The visible versions the caller may read that best match `q`, best first (`mem.search`); `user`: only
    those drawn from sources observed for that user (mem0's `user_id`)."""
    hits = svc.memory.search(
        q, agent=caller.name, k=k, kinds=kinds, namespace=namespace, as_of=as_of, mode=mode, user=user
    )
    return [HitOut.of(h) for h in hits]


@router.get("/context", response_model=ContextOut, summary="context")
def context(
    *,
    q: QueryQ,
    caller: Caller,
    svc: ServiceDep,
    k: KQ = 8,
    max_tokens: Annotated[int | None, Query(ge=1, le=1_000_000)] = None,
    as_of: AsOfQ = None,
    mode: ModeQ = None,
    user: UserQ = None,
) -> ContextOut:
    """Prompt-ready lines for `q`: one visible version per key, cited (`mem.context`); `user`: only that
    user's."""
    found = svc.memory.context(q, agent=caller.name, k=k, max_tokens=max_tokens, as_of=as_of, mode=mode, user=user)
    return ContextOut.of(found)


@router.get("/list", response_model=PageOut, summary="list")
def list_records(
    *,
    caller: Caller,
    svc: ServiceDep,
    prefix: Annotated[
        str | None, Query(min_length=1, max_length=MAX_TEXT, description="a subject or key prefix")
    ] = None,
    namespace: NamespaceQ = None,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 100,
    cursor: Annotated[str | None, Query(min_length=1, max_length=MAX_TEXT)] = None,
    user: UserQ = None,
) -> PageOut:
    """The visible versions the caller may read, in key order, a page at a time (`mem.list`); `user`: only
    that user's."""
    page = svc.memory.list(prefix, agent=caller.name, namespace=namespace, limit=limit, cursor=cursor, user=user)
    return PageOut.of(page)


@router.get("/history", response_model=list[RecordOut], summary="history")
def history(key: KeyQ, caller: Caller, svc: ServiceDep, include_tentative: bool = False) -> list[RecordOut]:
    """Every version of `key` the caller may read, losers included (`mem.history`); an operator's
    lists every version. Empty both for an unknown key and for one with nothing the caller may read."""
    records = svc.memory.history(key, agent=caller.name, include_tentative=include_tentative)
    return [RecordOut.of(r) for r in records]


@router.post(
    "/declassify", response_model=DeclassifyOut, summary="declassify", openapi_extra=performs(Operation.DECLASSIFY)
)
def declassify(body: DeclassifyIn, caller: Writer, svc: ServiceDep) -> DeclassifyOut:
    """Let the text of the caller's own private version appear at `scope` (`mem.declassify`; DESIGN §8): its
    copies and the sources that relay it are no longer laundering, and a summary declaring it as parent may
    be that broad. Only its owner may (403; a reader's token is refused before anything is looked up); a
    version the caller may not read is `not_found`. Journaled."""
    csn = svc.memory.declassify(body.vid, agent=caller.name, scope=body.scope, reason=body.reason)
    return DeclassifyOut(vid=body.vid, scope=body.scope, csn=csn)


@router.post("/revoke", response_model=RepairOut, summary="revoke", openapi_extra=performs(Operation.REVOKE))
def revoke(body: RevokeIn, caller: Writer, svc: ServiceDep) -> RepairOut:
    """Retract a version with cascade repair (`mem.revoke`): its owner (its writer) or an operator may; a
    reader's token is refused before anything is looked up. A version the caller may not read is
    `not_found`, like one that does not exist."""
    return RepairOut.of(svc.memory.revoke(body.vid, agent=caller.name, reason=body.reason))
