"""The read side agents use (DESIGN §12 retrieval): ranked search, prompt context and listing over the
*visible* state, with every read rule of `get` (DESIGN §5, §8).

Responsible for: checking these requests, ranking (lexical BM25 from the backend's full-text index, fused
with dense similarity by reciprocal rank when the store has an embedder), filtering what the agent may not
see, collapsing to one version per canonical key, and rendering context. Must not: write (beyond finishing a
pending revocation, as `get` does), or know a backend: the index and A's pages come through the `Unit`.
"""

from __future__ import annotations

import base64
import binascii
import json
import math
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Final, Protocol

from memtx import lexical
from memtx.arguments import agent_name
from memtx.errors import InvalidArgument, PermissionDenied
from memtx.keys import parse_key
from memtx.model import Kind, Record
from memtx.permissions import registering_would_grant
from memtx.storage import Unit

# A query, as text, is bounded like a value is (DESIGN §1 sizes).
MAX_QUERY_CHARS: Final = 16_384
MAX_K: Final = 1_000
MAX_PAGE: Final = 1_000
# Candidates the index is asked for before the read rules filter them; it asks again for four times as many
# while the page is short and the index had more (private records of others can crowd a first batch out).
_FIRST_BATCH: Final = 32
# Reciprocal-rank fusion's constant (Cormack et al.: 60).
RRF_K: Final = 60


@dataclass(frozen=True, slots=True)
class Hit:
    """One search result: a visible version and its score (higher is better; BM25, or fused RRF)."""

    record: Record
    score: float


@dataclass(frozen=True, slots=True)
class ContextItem:
    """One canonical key of a context: its one visible version, cited."""

    key: str  # the canonical key
    value: str
    vid: int
    source_id: str
    event_time: float
    score: float


@dataclass(frozen=True, slots=True)
class Context:
    """What an agent puts in its prompt for `query`: the top canonical keys, each once, and `text`, their
    compact deterministic rendering (one line per item, best first)."""

    query: str
    items: tuple[ContextItem, ...]
    text: str

    def __len__(self) -> int:
        return len(self.items)

    def __iter__(self) -> Iterator[ContextItem]:
        return iter(self.items)


@dataclass(frozen=True, slots=True)
class Page:
    """One page of `mem.list`: visible versions in canonical-key order, and the cursor of the next page
    (None: this was the last)."""

    records: tuple[Record, ...]
    cursor: str | None

    def __len__(self) -> int:
        return len(self.records)

    def __iter__(self) -> Iterator[Record]:
        return iter(self.records)


@dataclass(frozen=True, slots=True)
class KeyPage:
    """One page of `mem.keys`: canonical keys with a version the agent may read, and the next cursor."""

    keys: tuple[str, ...]
    cursor: str | None

    def __len__(self) -> int:
        return len(self.keys)

    def __iter__(self) -> Iterator[str]:
        return iter(self.keys)


class Embedder(Protocol):
    """Text -> vector, for dense retrieval. `name` identifies the model (vectors of different models are
    never compared); `dim` is the vectors' length."""

    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> list[list[float]]: ...


class RetrievalHost(Protocol):
    """What retrieval needs from the store it serves (`memtx.Memory` provides it)."""

    def _unit(self, *, write: bool) -> AbstractContextManager[Unit]: ...

    def _writer(self, *, durable: bool = True, repair: bool = False) -> AbstractContextManager[Unit]: ...

    def _may_read(self, u: Unit, record: Record, agent: str) -> bool: ...

    def _check_snapshot(self, csn: object) -> int: ...


class Retrieval:
    def __init__(self, host: RetrievalHost) -> None:
        self._host = host

    # --- search ------------------------------------------------------------------------------------
    def search(
        self,
        query: object,
        *,
        agent: str,
        k: object = 8,
        kinds: Collection[Kind | str] | None = None,
        namespace: str | None = None,
        as_of: int | None = None,
    ) -> list[Hit]:
        text = _query(query)
        agent_name(agent)
        size = _bounded("k", k, MAX_K)
        wanted_kinds = _kinds(kinds)
        if namespace is not None and not isinstance(namespace, str):
            raise InvalidArgument(f"namespace must be a str, not {type(namespace).__name__}")
        csn = None if as_of is None else self._host._check_snapshot(as_of)
        tokens = lexical.query(text)
        if not tokens:
            return []
        self._finish_revocations()
        with self._host._unit(write=False) as u:
            now = u.logical_now()
            pending = u.has_pending_revocations()

            def admit(r: Record) -> Record | None:
                if wanted_kinds is not None and r.kind not in wanted_kinds:
                    return None
                if namespace is not None and parse_key(r.key).namespace != namespace.casefold():
                    return None
                return _readable(self._host, u, r, agent=agent, now=now, csn=csn, pending=pending)

            ranked = _ranked(u, tokens, csn, size, admit)
        return [Hit(r, s) for r, s in ranked]

    def context(
        self,
        query: object,
        *,
        agent: str,
        k: object = 8,
        max_tokens: object = None,
        as_of: int | None = None,
    ) -> Context:
        budget = None if max_tokens is None else _bounded("max_tokens", max_tokens, 10_000_000)
        hits = self.search(query, agent=agent, k=k, as_of=as_of)
        items: list[ContextItem] = []
        lines: list[str] = []
        used = 0
        for hit in hits:  # one version per canonical key already: A (or A as of the snapshot) has one
            r = hit.record
            item = ContextItem(r.canonical_key, r.value, r.vid, r.source_id, r.event_time, hit.score)
            line = render_item(len(items) + 1, item)
            cost = estimate_tokens(line)
            if budget is not None and used + cost > budget:
                break
            used += cost
            items.append(item)
            lines.append(line)
        return Context(str(query), tuple(items), "\n".join(lines))

    # --- listing -----------------------------------------------------------------------------------
    def records(
        self,
        prefix_or_subject: str | None = None,
        *,
        agent: str,
        namespace: str | None = None,
        limit: object = 100,
        cursor: str | None = None,
    ) -> Page:
        records, nxt = self._page(prefix_or_subject, agent=agent, namespace=namespace, limit=limit, cursor=cursor)
        return Page(tuple(records), nxt)

    def key_names(
        self,
        prefix_or_subject: str | None = None,
        *,
        agent: str,
        namespace: str | None = None,
        limit: object = 100,
        cursor: str | None = None,
    ) -> KeyPage:
        records, nxt = self._page(prefix_or_subject, agent=agent, namespace=namespace, limit=limit, cursor=cursor)
        return KeyPage(tuple(r.canonical_key for r in records), nxt)

    def _page(
        self,
        prefix_or_subject: str | None,
        *,
        agent: str,
        namespace: str | None,
        limit: object,
        cursor: str | None,
    ) -> tuple[list[Record], str | None]:
        agent_name(agent)
        size = _bounded("limit", limit, MAX_PAGE)
        prefix, default_only = key_prefix(prefix_or_subject, namespace)
        after = None if cursor is None else _decode_cursor(cursor, prefix)
        self._finish_revocations()
        out: list[Record] = []
        with self._host._unit(write=False) as u:
            now = u.logical_now()
            pending = u.has_pending_revocations()
            while True:
                batch = u.active_page(prefix, after=after, limit=size)
                records = u.get_records([e.vid for e in batch if e.vid is not None])
                for entry in batch:
                    after = entry.ckey
                    if default_only and ":" in entry.ckey:  # `memtx.keys`: only a namespace puts a `:` there
                        continue
                    record = records.get(entry.vid) if entry.vid is not None else None
                    shown = (
                        None
                        if record is None
                        else _readable(self._host, u, record, agent=agent, now=now, csn=None, pending=pending)
                    )
                    if shown is not None:
                        out.append(shown)
                    if len(out) == size:
                        more = bool(u.active_page(prefix, after=after, limit=1))
                        return out, _encode_cursor(prefix, after) if more else None
                if len(batch) < size:
                    return out, None

    def _finish_revocations(self) -> None:
        """DESIGN §9: a revocation left pending (its revoker may have died) is finished before reading, as
        `get` does; a version whose revocation is pending is never returned."""
        with self._host._unit(write=False) as u:
            pending = u.has_pending_revocations()
        if pending:
            with self._host._writer():
                pass


def _ranked(
    u: Unit,
    tokens: Sequence[str],
    csn: int | None,
    size: int,
    admit: Callable[[Record], Record | None],
) -> list[tuple[Record, float]]:
    """The first `size` versions the index ranks for `tokens` that `admit` lets through (as it returns
    them), asking the index for more while it had more."""
    limit = max(_FIRST_BATCH, 4 * size)
    while True:
        found = u.search(tokens, visible=csn is None, limit=limit)
        records = u.get_records([vid for vid, _ in found])
        out: list[tuple[Record, float]] = []
        for vid, score in found:
            shown = admit(records[vid])
            if shown is not None:
                out.append((shown, score))
                if len(out) == size:
                    return out
        if len(found) < limit:
            return out
        limit *= 4


def _readable(
    host: RetrievalHost, u: Unit, r: Record, *, agent: str, now: float, csn: int | None, pending: bool
) -> Record | None:
    """`r` as `agent` may see it among the visible versions (now, or as of `csn`), or None: not (or no
    longer) A's version, expired, being revoked, or not the agent's to read (DESIGN §5, §8, §9). An
    unregistered agent that registering would let read it gets `PermissionDenied`, as from `get`."""
    if csn is not None:
        found, vid = u.activation_at(r.canonical_key, csn)
        if not found or vid != r.vid:
            return None
        then = u.transition_at(r.vid, csn)
        if then is not None:
            r = replace(r, state=then[0], reason=then[1])
    if r.valid_to is not None and r.valid_to <= now:
        return None
    if pending and u.revocation_pending(r.vid):
        return None
    if host._may_read(u, r, agent):
        return r
    if u.get_agent(agent) is None:  # DESIGN §8: refused by name where registering is all it lacks
        owner = u.get_agent(r.owner)
        team = owner.team if owner is not None else None
        if registering_would_grant(scope=r.scope, readers=r.readers, reader=agent, owner_team=team):
            raise PermissionDenied(
                f"agent {agent!r} is not registered; register it with mem.register_agent({agent!r}) "
                "(role='reader' for a read-only consumer) to read what it searches or lists"
            )
    return None


# --- arguments -------------------------------------------------------------------------------------------
def _query(query: object) -> str:
    if not isinstance(query, str):
        raise InvalidArgument(f"query must be a str, not {type(query).__name__}")
    if len(query) > MAX_QUERY_CHARS:
        raise InvalidArgument(f"a query may have at most {MAX_QUERY_CHARS:,} characters, this one has {len(query):,}")
    try:
        query.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidArgument("a query may not contain a lone UTF-16 surrogate") from None
    return query


def _bounded(name: str, value: object, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= high:
        raise InvalidArgument(f"{name} must be an integer from 1 to {high:,}")
    return value


def _kinds(kinds: Collection[Kind | str] | None) -> frozenset[Kind] | None:
    if kinds is None:
        return None
    if isinstance(kinds, str) or not isinstance(kinds, Collection):
        raise InvalidArgument("kinds must be a collection of record kinds, e.g. ['belief', 'profile']")
    out: set[Kind] = set()
    for kind in kinds:
        try:
            out.add(Kind(kind))
        except ValueError:
            names = ", ".join(k.value for k in Kind)
            raise InvalidArgument(f"unknown kind {kind!r} (kinds: {names})") from None
    return frozenset(out)


def key_prefix(prefix_or_subject: str | None, namespace: str | None) -> tuple[str, bool]:
    """The canonical-key prefix a listing covers, and whether it is the default namespace only.

    `None`: every key (of `namespace` when given; `namespace=""` is the default namespace). A subject
    (`"bob"`, `"hr:alice"`): the keys about it, i.e. canonical keys starting `bob/`. A key prefix
    (`"bob/home"`): canonical keys starting with its normalized form (`bob/home city`, `bob/homepage`)."""
    if namespace is not None and not isinstance(namespace, str):
        raise InvalidArgument(f"namespace must be a str, not {type(namespace).__name__}")
    ns = None if namespace is None else namespace.strip().casefold()
    if prefix_or_subject is None:
        if not ns:
            return "", ns == ""
        return f"{ns}:", False  # `memtx.keys`: only a namespace's keys have a `:` (right after it)
    if not isinstance(prefix_or_subject, str):
        raise InvalidArgument(f"prefix_or_subject must be a str, not {type(prefix_or_subject).__name__}")
    text = prefix_or_subject.strip()
    subject, sep, relation = text.rpartition("/")
    if not sep:
        subject, relation = text, ""
    if ns and not _has_namespace(subject):
        subject = f"{ns}:{subject}"
    parts = parse_key(f"{subject}/{relation or 'x'}")
    if ns is not None and parts.namespace != ns:
        raise InvalidArgument(f"{prefix_or_subject!r} is in namespace {parts.namespace!r}, not {ns!r}")
    prefix = parts.normalized[:-1] if not relation else parts.normalized
    return prefix, False


def _has_namespace(subject: str) -> bool:
    return "/" in subject or ":" in subject


def _encode_cursor(prefix: str, after: str) -> str:
    raw = json.dumps({"v": 1, "p": prefix, "a": after}, ensure_ascii=False, separators=(",", ":"))
    return base64.urlsafe_b64encode(raw.encode("utf-8")).decode("ascii").rstrip("=")


def _decode_cursor(cursor: object, prefix: str) -> str:
    if not isinstance(cursor, str) or len(cursor) > 4 * MAX_PAGE:
        raise InvalidArgument("cursor must be the str a previous page returned")
    try:
        data = json.loads(base64.urlsafe_b64decode(cursor + "=" * (-len(cursor) % 4)).decode("utf-8"))
    except (ValueError, binascii.Error, UnicodeDecodeError):
        raise InvalidArgument("cursor is not one a page returned") from None
    if not isinstance(data, dict) or data.get("v") != 1 or not isinstance(data.get("a"), str):
        raise InvalidArgument("cursor is not one a page returned")
    if data.get("p") != prefix:
        raise InvalidArgument("cursor belongs to another listing (a different prefix, subject or namespace)")
    return str(data["a"])


# --- rendering ---------------------------------------------------------------------------------------------
def estimate_tokens(text: str) -> int:
    """A model-independent estimate of a text's prompt tokens: one per four characters, rounded up (real
    tokenizers differ; `max_tokens` is a budget on this estimate)."""
    return max(1, math.ceil(len(text) / 4))


def render_time(t: float) -> str:
    """An event time (seconds since the epoch, like the store's clock) as ISO 8601 UTC; a value outside
    the calendar's range as the number."""
    try:
        return datetime.fromtimestamp(t, UTC).isoformat(timespec="seconds").replace("+00:00", "Z")
    except (OverflowError, OSError, ValueError):
        return repr(t)


def render_item(n: int, item: ContextItem) -> str:
    value = " ".join(item.value.split())  # one line per item, whatever the value holds
    return f"[{n}] {item.key}: {value} (as of {render_time(item.event_time)}; source {item.source_id}; v{item.vid})"
