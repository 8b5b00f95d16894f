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
import threading
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import Any, Final

from memtx.core import lexical
from memtx.core.arguments import agent_name
from memtx.core.errors import InvalidArgument, PermissionDenied
from memtx.core.keys import identifying, parse_key
from memtx.core.model import Kind, Record
from memtx.core.permissions import registering_would_grant
from memtx.engine.context import StoreContext
from memtx.engine.resolution import resolve_key
from memtx.read.embedders import Embedder, unit_vectors, unpack
from memtx.storage import Unit

# A query, as text, is bounded like a value is (DESIGN §1 sizes).
MAX_QUERY_CHARS: Final = 16_384
MAX_K: Final = 1_000
MAX_PAGE: Final = 1_000
# Candidates the index is asked for before the read rules filter them (at least twice the page); it asks
# again for four times as many while the page is short and the index had more (private records of others,
# or superseded versions in a dense ranking, can crowd a first batch out).
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


@dataclass(frozen=True, slots=True)
class KeySuggestion:
    """An existing canonical key a new key may mean: `joins` when proposing under the new key would land
    in it anyway (DESIGN §5 clustering, or an alias); `score` (0..1) ranks by how much of the subject and
    the relation the two share (mean of the two Jaccards over identifying words)."""

    key: str
    score: float
    joins: bool


# A subject token in more clusters than this is too common to list candidates by (`suggest_keys`).
_SUGGEST_POSTINGS: Final = 10_000


class Retrieval:
    """Search, context, listing and key suggestions over one store's context, with `embedder` (None: lexical)."""

    def __init__(self, ctx: StoreContext, embedder: Embedder | None) -> None:
        self._ctx = ctx
        self._embedder = embedder
        self._lock = threading.Lock()
        self._caches: dict[str, DenseCache] = {}  # embedding model -> this process's copy of its vectors

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
        mode: str | None = None,
        user: str | None = None,
    ) -> list[Hit]:
        text = _query(query)
        agent_name(agent)
        if user is not None:
            agent_name(user, "user")
        size = _bounded("k", k, MAX_K)
        wanted_kinds = _kinds(kinds)
        if namespace is not None and not isinstance(namespace, str):
            raise InvalidArgument(f"namespace must be a str, not {type(namespace).__name__}")
        embedder = self._embedder
        how = _mode(mode, embedder is not None)
        csn = None if as_of is None else self._ctx.check_snapshot(as_of)
        tokens = lexical.query(text) if how != "dense" else []
        # The query's vector is computed before any unit is opened: a model may be slow (DESIGN §12).
        qvec = unit_vectors(embedder, [text])[0] if embedder is not None and how != "lexical" else None
        if not tokens and (qvec is None or not any(qvec)):
            return []
        self._finish_revocations()
        depth = size if how != "hybrid" else 2 * size  # fusion looks deeper than k
        with self._ctx.unit(write=False) as u:
            now = u.logical_now()
            pending = u.has_pending_revocations()
            owners: dict[str, str | None] = {}  # source id -> the user it was observed for

            def admit(r: Record) -> Record | None:
                if wanted_kinds is not None and r.kind not in wanted_kinds:
                    return None
                if user is not None and not _users(u, r, user, owners):
                    return None  # (the lexical index filters by user in its query; the dense ranking here)
                if namespace is not None and parse_key(r.key).namespace != namespace.casefold():
                    return None
                return _readable(self._ctx, u, r, agent=agent, now=now, csn=csn, pending=pending)

            def in_a(records: Sequence[Record]) -> set[int]:
                """Which of these dense candidates are A's versions of their keys (one lookup for all)."""
                actives = u.get_actives(sorted({r.canonical_key for r in records}))
                return {r.vid for r in records if (e := actives.get(r.canonical_key)) is not None and e.vid == r.vid}

            lexical_hits: list[tuple[Record, float]] = []
            dense_hits: list[tuple[Record, float]] = []
            if tokens:
                lexical_hits = _ranked(
                    u, lambda n: u.search(tokens, visible=csn is None, limit=n, user=user), depth, admit
                )
            if qvec is not None and embedder is not None and any(qvec):
                cache = self._dense(embedder)
                cache.catch_up(u)
                visible = in_a if csn is None else None  # as of a csn, `_readable` checks A then itself
                dense_hits = _ranked(u, lambda n: cache.top(qvec, n), depth, admit, visible)
        if how == "lexical" or not dense_hits:
            return [Hit(r, score) for r, score in lexical_hits[:size]]
        if how == "dense" or not lexical_hits:
            return [Hit(r, score) for r, score in dense_hits[:size]]
        return fuse([lexical_hits, dense_hits], size)

    def suggest_keys(self, key: str | tuple[str, str], *, agent: str, k: object = 5) -> list[KeySuggestion]:
        parts = parse_key(key)
        agent_name(agent)
        size = _bounded("k", k, 100)
        with self._ctx.unit(write=False) as u:
            joined = resolve_key(u, parts, as_of=None)
            subject = sorted(identifying(parts.subject)) or list(parts.subject)
            sizes = u.posting_sizes([("s", t) for t in subject])
            probe = min(subject, key=lambda t: (sizes.get(("s", t), 0), t))
            found = [] if sizes.get(("s", probe), 0) > _SUGGEST_POSTINGS else u.clusters_with("s", [probe])
            candidates = {c.ckey: c for c in found if c.namespace == parts.namespace}
            if joined is not None and joined not in candidates:
                cluster = u.get_cluster(joined)
                if cluster is not None:
                    candidates[joined] = cluster
            actives = u.get_actives(sorted(candidates))
            records = u.get_records([e.vid for e in actives.values() if e.vid is not None])
            now = u.logical_now()
            out = []
            for ckey, cluster in candidates.items():
                entry = actives.get(ckey)
                record = records.get(entry.vid) if entry is not None and entry.vid is not None else None
                if (
                    record is None
                    or _readable(self._ctx, u, record, agent=agent, now=now, csn=None, pending=False) is None
                ):
                    continue  # a key the agent cannot see is not suggested to it
                score = (_overlap(parts.subject, cluster.subject) + _overlap(parts.relation, cluster.relation)) / 2
                out.append(KeySuggestion(ckey, 1.0 if ckey == joined else round(score, 6), ckey == joined))
        out.sort(key=lambda s: (-s.score, s.key))
        return out[:size]

    def forget_vectors(self) -> None:
        """Drop this process's copies of the stored vectors (an erasure removed some; DESIGN §10): the next
        dense search reads them again."""
        with self._lock:
            self._caches.clear()

    def _dense(self, embedder: Embedder) -> DenseCache:
        with self._lock:
            cache = self._caches.get(embedder.name)
            if cache is None:
                cache = self._caches[embedder.name] = DenseCache(embedder.name, embedder.dim)
            return cache

    def context(
        self,
        query: object,
        *,
        agent: str,
        k: object = 8,
        max_tokens: object = None,
        as_of: int | None = None,
        mode: str | None = None,
        user: str | None = None,
    ) -> Context:
        budget = None if max_tokens is None else _bounded("max_tokens", max_tokens, 10_000_000)
        hits = self.search(query, agent=agent, k=k, as_of=as_of, mode=mode, user=user)
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
        user: str | None = None,
    ) -> Page:
        agent_name(agent)
        if user is not None:
            agent_name(user, "user")
        size = _bounded("limit", limit, MAX_PAGE)
        prefix, default_only = key_prefix(prefix_or_subject, namespace)
        after = None if cursor is None else _decode_cursor(cursor, prefix)
        self._finish_revocations()
        out: list[Record] = []
        with self._ctx.unit(write=False) as u:
            now = u.logical_now()
            pending = u.has_pending_revocations()
            while True:
                batch = u.active_page(prefix, after=after, limit=size, user=user)
                records = u.get_records([e.vid for e in batch if e.vid is not None])
                for entry in batch:
                    after = entry.ckey
                    if default_only and ":" in entry.ckey:  # `memtx.core.keys`: only a namespace puts a `:` there
                        continue
                    record = records.get(entry.vid) if entry.vid is not None else None
                    shown = (
                        None
                        if record is None
                        else _readable(self._ctx, u, record, agent=agent, now=now, csn=None, pending=pending)
                    )
                    if shown is not None:
                        out.append(shown)
                    if len(out) == size:
                        more = bool(u.active_page(prefix, after=after, limit=1, user=user))
                        return Page(tuple(out), _encode_cursor(prefix, after) if more else None)
                if len(batch) < size:
                    return Page(tuple(out), None)

    def _finish_revocations(self) -> None:
        """DESIGN §9: a revocation left pending (its revoker may have died) is finished before reading, as
        `get` does; a version whose revocation is pending is never returned."""
        with self._ctx.unit(write=False) as u:
            pending = u.has_pending_revocations()
        if pending:
            with self._ctx.writer():
                pass


def _users(u: Unit, r: Record, user: str, memo: dict[str, str | None]) -> bool:
    """Whether `r` cites a source observed for `user` (DESIGN §12 per-user reads; sources are immutable)."""
    if r.source_id not in memo:
        source = u.get_source(r.source_id)
        memo[r.source_id] = None if source is None else source.user
    return memo[r.source_id] == user


def _ranked(
    u: Unit,
    fetch: Callable[[int], list[tuple[int, float]]],
    size: int,
    admit: Callable[[Record], Record | None],
    visible: Callable[[Sequence[Record]], set[int]] | None = None,
) -> list[tuple[Record, float]]:
    """The first `size` candidates `fetch(n)` ranks (its best n, as `(vid, score)`) that `admit` lets
    through (as it returns them) — and, given `visible`, that it names for the whole batch — asking for
    four times as many while the page is short and it had more."""
    limit = max(_FIRST_BATCH, 2 * size)
    while True:
        found = fetch(limit)
        records = u.get_records([vid for vid, _ in found])
        shown_vids = None if visible is None else visible(list(records.values()))
        out: list[tuple[Record, float]] = []
        for vid, score in found:
            if shown_vids is not None and vid not in shown_vids:
                continue
            shown = admit(records[vid])
            if shown is not None:
                out.append((shown, score))
                if len(out) == size:
                    return out
        if len(found) < limit:
            return out
        limit *= 4


def fuse(rankings: Sequence[Sequence[tuple[Record, float]]], size: int) -> list[Hit]:
    """Reciprocal-rank fusion: a version scores the sum over the rankings of 1 / (RRF_K + its rank there,
    from 1); best first, ties by higher vid."""
    scores: dict[int, float] = {}
    records: dict[int, Record] = {}
    for ranking in rankings:
        for rank, (record, _) in enumerate(ranking, start=1):
            scores[record.vid] = scores.get(record.vid, 0.0) + 1.0 / (RRF_K + rank)
            records.setdefault(record.vid, record)
    best = sorted(scores, key=lambda vid: (-scores[vid], -vid))[:size]
    return [Hit(records[vid], scores[vid]) for vid in best]


class DenseCache:
    """This process's copy of one embedding model's stored vectors, caught up from the store (new rows
    only, in the order stored) before each dense search; cosine by brute force — numpy when installed
    (the `dense` extra), else plain Python. Vectors are unit length, so cosine is a dot product. Memory:
    dim × 4 bytes per stored version (384-dim MiniLM: 154 MB at 10^5 versions); the copy grows by
    doubling, so catching up costs what is new, not the whole copy."""

    def __init__(self, model: str, dim: int) -> None:
        self.model, self.dim = model, dim
        self._lock = threading.Lock()
        self._seq = 0
        self._n = 0
        try:
            import numpy  # noqa: PLC0415  (optional)
        except ImportError:
            self._np: Any = None
            self._rows: list[list[float]] = []
            self._vid_list: list[int] = []
        else:
            self._np = numpy
            self._matrix = numpy.zeros((1_024, dim), dtype=numpy.float32)
            self._vids = numpy.zeros(1_024, dtype=numpy.int64)

    def catch_up(self, u: Unit) -> None:
        with self._lock:
            while True:
                batch = u.vectors_after(self.model, self._seq, 4_096)
                if not batch:
                    return
                vectors = [unpack(blob) for _, _, blob in batch]
                if any(len(v) != self.dim for v in vectors):
                    raise InvalidArgument(f"stored vectors of {self.model!r} do not have {self.dim} dimensions")
                if self._np is None:
                    self._rows.extend(vectors)
                    self._vid_list.extend(vid for _, vid, _ in batch)
                else:
                    self._append([vid for _, vid, _ in batch], vectors)
                self._n += len(batch)
                self._seq = batch[-1][0]

    def _append(self, vids: list[int], vectors: list[list[float]]) -> None:
        np, need = self._np, self._n + len(vids)
        if need > len(self._vids):
            size = max(need, 2 * len(self._vids))
            matrix = np.zeros((size, self.dim), dtype=np.float32)
            matrix[: self._n] = self._matrix[: self._n]
            ids = np.zeros(size, dtype=np.int64)
            ids[: self._n] = self._vids[: self._n]
            self._matrix, self._vids = matrix, ids  # readers keep the views they took of the old arrays
        self._matrix[self._n : need] = np.asarray(vectors, dtype=np.float32)
        self._vids[self._n : need] = vids

    def top(self, query: Sequence[float], limit: int) -> list[tuple[int, float]]:
        """The `limit` stored versions most similar to `query`, `(vid, cosine)`, best first (ties: higher
        vid); a version at cosine 0 or below is not similar at all and is left out."""
        with self._lock:  # take views (rows [0, n) are never written again); compute outside the lock
            n = self._n
            if self._np is None:
                rows, ids = self._rows[:n], self._vid_list[:n]
            else:
                matrix, vids = self._matrix[:n], self._vids[:n]
        if n == 0:
            return []
        if self._np is None:
            scores = [math.fsum(a * b for a, b in zip(row, query, strict=True)) for row in rows]
            pairs = [p for p in zip(ids, scores, strict=True) if p[1] > 0]
            return sorted(pairs, key=lambda p: (-p[1], -p[0]))[:limit]
        np = self._np
        raw = matrix @ np.asarray(query, dtype=np.float32)
        pick = np.argpartition(-raw, limit)[: limit + 1] if limit < n else np.arange(n)
        pairs = [(int(vids[i]), float(raw[i])) for i in pick if raw[i] > 0]
        return sorted(pairs, key=lambda p: (-p[1], -p[0]))[:limit]


def _overlap(a: Sequence[str], b: Sequence[str]) -> float:
    """Jaccard of two key sides' identifying words (all their words when neither has one)."""
    x, y = identifying(a), identifying(b)
    if not x and not y:
        x, y = frozenset(a), frozenset(b)
    return len(x & y) / len(x | y) if x | y else 0.0


def _mode(mode: object, has_embedder: bool) -> str:
    if mode is None:
        return "hybrid" if has_embedder else "lexical"
    if mode not in ("lexical", "dense", "hybrid"):
        raise InvalidArgument(f"mode must be 'lexical', 'dense' or 'hybrid', not {mode!r}")
    if mode != "lexical" and not has_embedder:
        raise InvalidArgument(f"mode {mode!r} needs an embedder: Memory.open(..., embedder=...), or --embedder")
    return str(mode)


def _readable(
    ctx: StoreContext, u: Unit, r: Record, *, agent: str, now: float, csn: int | None, pending: bool
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
    if ctx.may_read(u, r, agent):
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
        return f"{ns}:", False  # `memtx.core.keys`: only a namespace's keys have a `:` (right after it)
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
