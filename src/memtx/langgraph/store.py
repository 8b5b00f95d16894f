"""`MemtxStore`, a LangGraph `BaseStore` whose every write is a governed memtx transaction (DESIGN §12), and
(`memtx.langgraph.async_store.AsyncMemtxStore` is its asyncio face).

Responsible for: mapping LangGraph's (namespace, key, value) items onto memtx keys, sources and versions, and
its Get/Search/Put/ListNamespaces ops (with vector index and TTL) onto `Memory` calls made as one agent.
Must not: reach below the public `Memory` API, or treat a batch as one caller's transaction.

The mapping (docs/langgraph.md):

- key — `<key_namespace>:s<hex>/n<hex>.k<hex>`: the UTF-8 bytes of the store's space (by default its
  agent), of the namespace's labels joined by `.` (LangGraph forbids `.` in a label) and of the key, in
  lowercase hex. Each is one word token that no other (space, namespace, key) shares, so memtx's fuzzy key
  join (DESIGN §5) never merges two items, case and every character are kept, and a namespace prefix is a
  key prefix (`mem.list` walks it in order).
- value — the JSON of the value mapping is the record's value and its evidence; the source is a JSON
  document of the put (namespace, key, `created_at`, `updated_at`, its TTL, the vectors of the indexed
  fields) and that same JSON, observed by the store's agent at the put's time, so the evidence is a verbatim
  span of it (DESIGN §4).
- put — one transaction per `PutOp`, a blind upsert: read the key's visible version, observe, propose,
  commit. A TTL is the version's `valid_to` (DESIGN §5 expiry). `value=None` revokes every version of the
  item, so nothing is reinstated (DESIGN §9).
- concurrency — this process's writes to one item are serialized (a lock per key stripe of each `Memory`),
  so they never abort each other; a put that loses a commit race to another handle is ordered before the
  write that won (the Thomas write rule) or retried; a delete of what is already revoked is a no-op.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import threading
import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final

from langchain_core.embeddings import Embeddings
from langgraph.store.base import (
    BaseStore,
    GetOp,
    IndexConfig,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    TTLConfig,
    validate_op_namespace,
)

from memtx import (
    InvalidArgument,
    InvalidTransition,
    Memory,
    Record,
    Scope,
    State,
    TransactionConflict,
    WriteNotVisible,
)
from memtx.core.arguments import unit_interval
from memtx.core.keys import MAX_KEY_CHARS
from memtx.langgraph.filters import check_filter, check_window, literal_prefix, matches, namespace_matches, value_json
from memtx.langgraph.index import IndexSettings, LangGraphEmbedder, Scored, Vector, decode, encode, index_settings
from memtx.langgraph.ttl import Sweeper, TTLSettings, check_ttl, refreshed_until, sweep_interval, ttl_settings

__all__ = ["KeySpace", "MemtxStore"]

_LIST_PAGE: Final = 500  # rows per `mem.list` page while walking a namespace prefix
_SEARCH_K: Final = 1_000  # memtx's largest `k`: a lexical query ranks at most this many visible versions
_CACHE: Final = 4_096  # sources are immutable, so caching what they hold by source id is never stale
_STEP: Final = 1e-6  # a write at least this much later than the version it replaces: datetimes' resolution
_STRIPES: Final = 64  # key locks per `Memory`
_REVOCABLE: Final = frozenset({State.SUPERSEDED, State.COMMITTED, State.ACTION_SAFE})


def _hex(text: str) -> str:
    try:
        return text.encode("utf-8").hex()
    except UnicodeEncodeError:
        raise InvalidArgument("a LangGraph namespace label, key or space may not contain a lone surrogate") from None


@dataclass(frozen=True, slots=True)
class KeySpace:
    """Where a store's items live among memtx keys: `<key_namespace>:s<hex(space)>/n<hex(labels)>.k<hex(key)>`
    (module docstring). Distinct spaces never share a key, so their items never compete (DESIGN §5)."""

    space: str
    key_namespace: str = "langgraph"

    @property
    def subject(self) -> str:
        return f"{self.key_namespace}:s{_hex(self.space)}"

    def encode(self, namespace: tuple[str, ...], key: str) -> str:
        """The memtx key of an item. Raises `InvalidArgument` for text with a lone surrogate or a pair too
        long for memtx's key limit."""
        ns_hex, key_hex = _hex(".".join(namespace)), _hex(key)
        mkey = f"{self.subject}/n{ns_hex}.k{key_hex}"
        if len(mkey) > MAX_KEY_CHARS:
            room = (MAX_KEY_CHARS - len(mkey) + len(ns_hex) + len(key_hex)) // 2
            raise InvalidArgument(
                f"namespace {namespace!r} and key {key!r} are too long for a memtx key: their UTF-8 bytes "
                f"(labels joined by '.') may total at most {room} in this space"
            )
        return mkey

    def decode(self, mkey: str) -> tuple[tuple[str, ...], str] | None:
        """The (namespace, key) a memtx key of this space stands for; None for any other key."""
        head = f"{self.subject}/n"
        if not mkey.startswith(head):
            return None
        ns_hex, sep, key_hex = mkey[len(head) :].partition(".k")
        if not sep:
            return None
        try:
            joined = bytes.fromhex(ns_hex).decode("utf-8")
            key = bytes.fromhex(key_hex).decode("utf-8")
        except ValueError:  # not hex, or not UTF-8 (UnicodeDecodeError is a ValueError)
            return None
        return (tuple(joined.split(".")) if joined else ()), key

    def listing(self, prefix: tuple[str, ...]) -> str:
        """The `mem.list` argument that walks the items whose namespace starts with `prefix` (a superset:
        `("a",)` also walks `("ab",)`; callers compare the decoded labels)."""
        return f"{self.subject}/n{_hex('.'.join(prefix))}" if prefix else self.subject


# --- one writer per item in this process -----------------------------------------------------------------
# Per `Memory`, not per store: two stores on one `Memory` (a sync and an async face, or one per graph) share
# them. Writes of one process to one item are serialized here, so they never lose commit races to each
# other (each loss would abort a transaction and leave its version revoked in the history); races with
# other processes or handles are settled by the commit (DESIGN §6) and `MemtxStore._put_once`.
_LOCKS: weakref.WeakKeyDictionary[Memory, tuple[threading.Lock, ...]] = weakref.WeakKeyDictionary()
_LOCKS_GUARD = threading.Lock()


def _item_lock(memory: Memory, mkey: str) -> threading.Lock:
    stripes = _LOCKS.get(memory)
    if stripes is None:
        with _LOCKS_GUARD:
            stripes = _LOCKS.setdefault(memory, tuple(threading.Lock() for _ in range(_STRIPES)))
    return stripes[hash(mkey) % _STRIPES]


# --- operations checked before anything runs -------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Get:
    namespace: tuple[str, ...]
    key: str
    mkey: str
    refresh: bool


@dataclass(frozen=True, slots=True)
class _Search:
    op: SearchOp
    refresh: bool


@dataclass(frozen=True, slots=True)
class _Put:
    namespace: tuple[str, ...]
    key: str
    mkey: str
    value_json: str | None  # None: delete
    ttl: float | None  # minutes
    texts: tuple[tuple[str, str], ...] | None  # (field path, text) to embed; None: not in the vector index


_Checked = _Get | _Search | ListNamespacesOp | _Put


@dataclass(frozen=True, slots=True)
class _Vectors:
    """What a batch's embedding computed: each put's texts and each query, by text."""

    documents: Mapping[str, Sequence[float]]
    queries: Mapping[str, Sequence[float]]


_NO_VECTORS: Final = _Vectors({}, {})


class MemtxStore(BaseStore):
    """A LangGraph store on a memtx `Memory`, acting as one agent (`agent`: the principal of every read and
    write — DESIGN §8 applies: items another agent wrote privately are invisible, as if absent).

    `scope` is the scope of what it writes (`private` by default; `shared` lets the agent's team read it),
    `authority` its sources' authority. `space` names whose items these are (default: `agent`): a key holds
    one visible version whoever writes it (DESIGN §5), so agents keep their own spaces unless they mean to
    share one — a team reads a `shared` store by opening it with the writer's space. `key_namespace` is the
    memtx key namespace the items live in. `attempts` bounds how often a put that lost a commit race is
    retried (docs/langgraph.md: only races it cannot be ordered before). `clock` (seconds) stamps puts and
    judges expiry; by default the wall clock.

    `index` is LangGraph's `IndexConfig` (`dims`, `embed`, `fields`; `distance_type`): puts embed the given
    fields and a search with a query ranks by vector similarity (`SearchItem.score`). `ttl` is LangGraph's
    `TTLConfig` (`default_ttl`, `refresh_on_read`, `sweep_interval_minutes`): an item expires when its
    version's `valid_to` passes, and a read refreshes it by writing a version with a later one.
    """

    supports_ttl = True

    __slots__ = (
        "_agent",
        "_attempts",
        "_authority",
        "_clock",
        "_decoded",
        "_index",
        "_memory",
        "_scope",
        "_sources",
        "_space",
        "_sweeper",
        "_ttl",
        "embeddings",
        "index_config",
        "ttl_config",
    )

    def __init__(
        self,
        memory: Memory,
        *,
        agent: str,
        scope: Scope | str = "private",
        authority: float = 0.5,
        space: str | None = None,
        key_namespace: str = "langgraph",
        attempts: int = 8,
        clock: Callable[[], float] | None = None,
        index: IndexConfig | None = None,
        ttl: TTLConfig | None = None,
    ) -> None:
        if not isinstance(memory, Memory):
            raise InvalidArgument(f"memory must be a memtx.Memory, not {type(memory).__name__}")
        if not isinstance(agent, str) or not agent.strip():
            raise InvalidArgument("agent must be a non-empty string")
        if not isinstance(key_namespace, str) or not key_namespace.isascii() or not key_namespace.isalnum():
            raise InvalidArgument(f"key_namespace must be ASCII letters and digits, not {key_namespace!r}")
        try:
            self._scope = Scope.parse(scope)
        except (TypeError, ValueError) as exc:
            raise InvalidArgument(str(exc)) from None
        if isinstance(attempts, bool) or not isinstance(attempts, int) or attempts < 1:
            raise InvalidArgument("attempts must be a positive integer")
        self._memory = memory
        self._agent = agent
        self._authority = unit_interval(authority, "authority")
        if space is not None and (not isinstance(space, str) or not space):
            raise InvalidArgument("space must be a non-empty string or None (the agent's own space)")
        self._space = KeySpace(agent if space is None else space, key_namespace.casefold())
        _hex(self._space.space)
        self._attempts = attempts
        self._clock = clock
        self._index: IndexSettings | None = None if index is None else index_settings(index)
        self.index_config: IndexConfig | None = None if index is None else IndexConfig(**index)
        self.embeddings: Embeddings | None = None if self._index is None else self._index.embedder.embeddings
        self._ttl: TTLSettings | None = None if ttl is None else ttl_settings(ttl)
        self.ttl_config: TTLConfig | None = None if ttl is None else TTLConfig(**ttl)
        self._sources: dict[str, Mapping[str, Any]] = {}
        self._decoded: dict[str, tuple[Vector, ...] | None] = {}
        self._sweeper = Sweeper(self.sweep_ttl, f"MemtxStore({agent})")

    @property
    def memory(self) -> Memory:
        return self._memory

    @property
    def agent(self) -> str:
        return self._agent

    @property
    def embedder(self) -> LangGraphEmbedder | None:
        """The index's embeddings behind memtx's `Embedder` protocol (None without `index`)."""
        return None if self._index is None else self._index.embedder

    # --- batches ---------------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run `ops` in order; each sees the effects of those before it. Every op is checked first, and the
        puts' fields and the queries are embedded: one invalid op refuses the whole batch before any op runs.
        Each put is its own governed transaction, so a put that fails when it commits leaves the puts before
        it committed (a batch is not a transaction: LangGraph's batching merges callers' ops into one)."""
        checked = [self._check(op) for op in ops]
        vectors = self._embed(checked)
        return [self._run(op, vectors) for op in checked]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """`batch`, embedding with the embeddings' async methods, the rest on a worker thread (memtx's units
        are blocking I/O)."""
        checked = [self._check(op) for op in ops]
        vectors = await self._aembed(checked)
        return await asyncio.to_thread(lambda: [self._run(op, vectors) for op in checked])

    async def serve(self, ops: Sequence[Op]) -> list[Result | Exception]:
        """Ops of independent callers (merged by a batching front such as `AsyncMemtxStore`), each checked
        and run on its own, with one embedding call for all of them: an op that fails gets its exception,
        and the others run. Equal reads run once; every put runs (each is a governed version in the
        history, so none is folded into a later one)."""
        out: list[Result | Exception] = []
        checked: list[_Checked | None] = []
        for op in ops:
            try:
                checked.append(self._check(op))
                out.append(None)
            except Exception as exc:  # noqa: BLE001  (the op's caller gets it)
                checked.append(None)
                out.append(exc)
        try:
            vectors = await self._aembed([c for c in checked if c is not None])
        except Exception:  # noqa: BLE001  (embedded op by op below, so each failure reaches its own caller)
            documents: dict[str, Sequence[float]] = {}
            queries: dict[str, Sequence[float]] = {}
            for i, c in enumerate(checked):
                if c is None:
                    continue
                try:
                    one = await self._aembed([c])
                except Exception as exc:  # noqa: BLE001  (the op's caller gets it)
                    checked[i], out[i] = None, exc
                    continue
                documents.update(one.documents)
                queries.update(one.queries)
            vectors = _Vectors(documents, queries)

        def run_all() -> None:
            first: dict[object, int] = {}
            for i, c in enumerate(checked):
                if c is None:
                    continue
                same = _read_identity(ops[i])
                if same is not None and same in first:
                    out[i] = out[first[same]]
                    continue
                try:
                    out[i] = self._run(c, vectors)
                except Exception as exc:  # noqa: BLE001  (the op's caller gets it)
                    out[i] = exc
                if same is not None:
                    first[same] = i

        await asyncio.to_thread(run_all)
        return out

    def _check(self, op: object) -> _Checked:
        if not isinstance(op, GetOp | SearchOp | ListNamespacesOp | PutOp):
            raise InvalidArgument(f"unknown LangGraph store operation {type(op).__name__}")
        validate_op_namespace(op)
        if isinstance(op, SearchOp):
            check_window(op.limit, op.offset)
            if op.query is not None and not isinstance(op.query, str):
                raise InvalidArgument("a search query must be a string or None")
            if op.filter is not None:
                check_filter(op.filter)
            return _Search(op, bool(op.refresh_ttl))
        if isinstance(op, ListNamespacesOp):
            check_window(op.limit, op.offset)
            if op.max_depth is not None and (isinstance(op.max_depth, bool) or not isinstance(op.max_depth, int)):
                raise InvalidArgument("max_depth must be an integer or None")
            for condition in op.match_conditions or ():
                if condition.match_type not in ("prefix", "suffix"):
                    raise InvalidArgument(f"unsupported namespace match type {condition.match_type!r}")
            return op
        if not isinstance(op.key, str):
            raise InvalidArgument(f"a LangGraph key must be a string, not {type(op.key).__name__}")
        namespace = tuple(op.namespace)
        mkey = self._space.encode(namespace, op.key)
        if isinstance(op, GetOp):
            return _Get(namespace, op.key, mkey, bool(op.refresh_ttl))
        if not namespace:
            raise InvalidNamespaceError("Namespace cannot be empty.")
        ttl = check_ttl(op.ttl)
        if op.value is None:
            return _Put(namespace, op.key, mkey, None, None, None)
        value = value_json(op.value)  # checked before any path reads it
        texts = None
        if self._index is not None and op.index is not False:
            texts = tuple(self._index.texts(op.value, self._index.paths(op.index)))
        return _Put(namespace, op.key, mkey, value, ttl, texts)

    def _embed(self, checked: Sequence[_Checked]) -> _Vectors:
        if self._index is None:
            return _NO_VECTORS
        documents, queries = _to_embed(checked)
        embedder = self._index.embedder
        return _Vectors(
            dict(zip(documents, embedder.embed(documents), strict=True)) if documents else {},
            {q: embedder.embed_query(q) for q in queries},
        )

    async def _aembed(self, checked: Sequence[_Checked]) -> _Vectors:
        if self._index is None:
            return _NO_VECTORS
        documents, queries = _to_embed(checked)
        embedder = self._index.embedder
        found = await embedder.aembed(documents) if documents else []
        return _Vectors(dict(zip(documents, found, strict=True)), {q: await embedder.aembed_query(q) for q in queries})

    def _run(self, op: _Checked, vectors: _Vectors) -> Result:
        if isinstance(op, _Get):
            return self._get(op)
        if isinstance(op, _Search):
            return self._search(op, vectors)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        if op.value_json is None:
            self._memory.run(lambda: self._delete(op), attempts=self._attempts)
        else:
            self._put(op, op.value_json, vectors)
        return None

    # --- reads -----------------------------------------------------------------------------------------
    def _now(self) -> float:
        return float(self._clock() if self._clock is not None else datetime.now(UTC).timestamp())

    def _expired(self, record: Record) -> bool:
        """Expired on this store's clock (memtx's reads already leave out what expired on the store's
        logical clock, DESIGN §5; until a sweep moves that clock the two may differ)."""
        return record.valid_to is not None and (record.expired or record.valid_to <= self._now())

    def _get(self, op: _Get) -> Item | None:
        record = self._memory.get(op.mkey, agent=self._agent)
        if record is None or self._expired(record):
            return None
        created, updated = self._times(record)
        if op.refresh:
            self._refresh(op.mkey, record)
        return Item(
            value=json.loads(record.value), key=op.key, namespace=op.namespace, created_at=created, updated_at=updated
        )

    def _item(
        self, record: Record, namespace: tuple[str, ...], key: str, value: dict[str, Any], score: float | None = None
    ) -> SearchItem:
        return SearchItem(namespace, key, value, *self._times(record), score=score)

    def _times(self, record: Record) -> tuple[datetime, datetime]:
        """An item's `created_at` and `updated_at` as its put recorded them (a refresh keeps both; a document
        of another kind falls back to the version's event time)."""
        put = self._document(record.source_id)
        created, updated = put.get("created_at"), put.get("updated_at")
        first = float(created) if isinstance(created, float | int) else record.event_time
        last = float(updated) if isinstance(updated, float | int) else record.event_time
        return _datetime(first), _datetime(last)

    def _document(self, source_id: str) -> Mapping[str, Any]:
        """The put metadata a version's source carries (module docstring); `{}` for another kind of source."""
        found = self._sources.get(source_id)
        if found is None:
            text = self._memory.source(source_id).text
            try:
                loaded = json.loads(text)
            except ValueError:  # not JSON: a source this store did not write
                loaded = None
            parsed = loaded.get("langgraph_put") if isinstance(loaded, dict) else None
            found = parsed if isinstance(parsed, Mapping) else {}
            if len(self._sources) >= _CACHE:
                self._sources.clear()
            self._sources[source_id] = found
        return found

    def _vectors(self, source_id: str) -> tuple[Vector, ...] | None:
        """The item's vectors in this store's index; None when its put was not indexed (or by another model)."""
        if source_id not in self._decoded:
            assert self._index is not None
            entry = self._document(source_id).get("index")
            embedder = self._index.embedder
            if len(self._decoded) >= _CACHE:
                self._decoded.clear()
            self._decoded[source_id] = decode(entry, embedder.name, embedder.dim)
        return self._decoded[source_id]

    def _visible(self, prefix: tuple[str, ...], *, live: bool = True) -> Iterator[tuple[Record, tuple[str, ...], str]]:
        """Every visible version the agent may read whose namespace starts with `prefix`, in key order:
        unexpired (`live`), or all that memtx still serves (what expired on this store's clock too)."""
        cursor: str | None = None
        listing = self._space.listing(prefix)
        while True:
            page = self._memory.list(listing, agent=self._agent, limit=_LIST_PAGE, cursor=cursor)
            for record in page.records:
                decoded = self._space.decode(record.key)
                if decoded is not None and decoded[0][: len(prefix)] == prefix and not (live and self._expired(record)):
                    yield record, decoded[0], decoded[1]
            if page.cursor is None:
                return
            cursor = page.cursor

    def _search(self, op: _Search, vectors: _Vectors) -> list[SearchItem]:
        search = op.op
        prefix = tuple(search.namespace_prefix)
        wanted = search.offset + search.limit
        found: list[tuple[Record, SearchItem]] = []
        if search.query and self._index is not None:
            found = self._ranked(search, vectors.queries[search.query])
        elif search.query:
            hits = self._memory.search(
                search.query, agent=self._agent, k=_SEARCH_K, namespace=self._space.key_namespace
            )
            for hit in hits:
                decoded = self._space.decode(hit.record.key)
                if decoded is None or decoded[0][: len(prefix)] != prefix or self._expired(hit.record):
                    continue
                value = json.loads(hit.record.value)
                if search.filter is None or matches(value, search.filter):
                    found.append((hit.record, self._item(hit.record, *decoded, value, hit.score)))
                if len(found) == wanted:
                    break
            found = found[search.offset : wanted]
        else:
            for record, namespace, key in self._visible(prefix):
                value = json.loads(record.value)
                if search.filter is None or matches(value, search.filter):
                    found.append((record, self._item(record, namespace, key, value)))
                if len(found) == wanted:
                    break
            found = found[search.offset : wanted]
        if op.refresh:
            for record, _ in found:
                self._refresh(record.key, record)
        return [item for _, item in found]

    def _ranked(self, search: SearchOp, query: Sequence[float]) -> list[tuple[Record, SearchItem]]:
        """LangGraph's vector search: every item under the prefix that passes the filter, scored by its best
        vector, best first; the items the index has no vector for follow, unscored, in key order."""
        assert self._index is not None
        score = self._index.scorer(query)
        ranked: list[tuple[Scored, Record, tuple[str, ...], str, dict[str, Any]]] = []
        for order, (record, namespace, key) in enumerate(self._visible(tuple(search.namespace_prefix))):
            value = json.loads(record.value)
            if search.filter is None or matches(value, search.filter):
                vectors = self._vectors(record.source_id)
                ranked.append((Scored(score(vectors) if vectors else None, order), record, namespace, key, value))
        ranked.sort(key=lambda row: row[0].rank())
        window = ranked[search.offset : search.offset + search.limit]
        return [(r, self._item(r, ns, key, value, s.score)) for s, r, ns, key, value in window]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = tuple(op.match_conditions or ())
        seen: set[tuple[str, ...]] = set()
        for _, namespace, _ in self._visible(literal_prefix(conditions)):
            if all(namespace_matches(c, namespace) for c in conditions):
                seen.add(namespace if op.max_depth is None else namespace[: op.max_depth])
        return sorted(seen)[op.offset : op.offset + op.limit]

    # --- writes ----------------------------------------------------------------------------------------
    def _put(self, op: _Put, value: str, vectors: _Vectors) -> None:
        index = None
        if op.texts is not None:
            assert self._index is not None
            labelled = [(label, vectors.documents[text]) for label, text in op.texts]
            index = encode(self._index.embedder.name, labelled)
        with _item_lock(self._memory, op.mkey):
            self._memory.run(lambda: self._put_once(op, value, index), attempts=self._attempts)

    def _put_once(self, op: _Put, value: str, index: Mapping[str, Any] | None) -> None:
        """One attempt. A put is a blind upsert: when it loses the commit race (first committer wins, DESIGN
        §6) to a write that changed the item — another put, or a delete — it is ordered just before that
        write, which its call overlapped, and is done: the item holds what a put then that write would leave.
        Only a loss to a change that kept the item (a TTL refresh) or one it cannot see is retried."""
        seen: str | None = None
        try:
            with self._memory.transaction(agent=self._agent) as tx:
                current = tx.read(op.mkey)
                seen = None if current is None else current.source_id
                at = created = self._now()
                if current is not None:
                    # Later than the version it replaces, so the contract makes this put visible (DESIGN §5)
                    # even when the clock has not moved or went back.
                    at = max(at, current.event_time + _STEP)
                    if not self._expired(current):  # an expired item is gone: this put starts a new one
                        earlier = self._document(current.source_id).get("created_at")
                        created = float(earlier) if isinstance(earlier, float | int) else current.event_time
                source = tx.observe(
                    _source_text(op, created, at, value, index),
                    owner=self._agent,
                    scope=self._scope,
                    authority=self._authority,
                    at=at,
                )
                record = tx.propose(
                    key=op.mkey,
                    value=value,
                    evidence=value,
                    source=source.id,
                    scope=self._scope.label,
                    at=at,
                    valid_to=None if op.ttl is None else at + op.ttl * 60.0,
                )
        except TransactionConflict:
            if self._changed(op.mkey, seen):
                return
            raise
        _require_visible(tx.result, record, f"the put of {op.key!r} in {op.namespace!r}")

    def _changed(self, mkey: str, seen: str | None) -> bool:
        """Whether the item now holds another put than the one (source) an attempt read, or none."""
        with self._memory.transaction(agent=self._agent) as tx:
            now = tx.read(mkey)
        return (None if now is None else now.source_id) != seen

    def _delete(self, op: _Put) -> None:
        """Revoke every version of the puts the item holds now — older ones first, so revoking the visible
        one reinstates none (DESIGN §9: a revocation reinstates what the revoked version displaced) — and
        of any refresh of them. A put that commits meanwhile (from another handle: this process's writes to
        the item wait for this one) came after the delete and stays; what is already revoked stays so."""
        with _item_lock(self._memory, op.mkey):
            history = self._memory.history(op.mkey, agent=self._agent)
            puts = {r.source_id for r in history}
            for _ in range(len(history) + 2):  # each round revokes at least one version, and none comes back
                live = [r for r in history if r.source_id in puts and r.state in _REVOCABLE]
                if not live:
                    return
                live.sort(key=lambda r: (r.state is not State.SUPERSEDED, r.vid))
                for record in live:
                    self._revoke(record.vid)
                history = self._memory.history(op.mkey, agent=self._agent)
        raise WriteNotVisible(f"the delete of {op.key!r} in {op.namespace!r} left a visible version")

    def _revoke(self, vid: int) -> None:
        try:
            self._memory.revoke(vid, agent=self._agent, reason="langgraph_delete")
        except InvalidTransition as exc:
            if exc.current != State.REVOKED.value:
                raise
            # Revoked by another handle's delete meanwhile: deleting what is deleted is a no-op.

    def _refresh(self, mkey: str, read: Record) -> None:
        """Extend the TTL of an item a read returned (LangGraph's `refresh_ttl`): a version citing the same
        put with a later `valid_to` — the value, `created_at` and `updated_at` stay. Only the store's own
        items, and only when that moves the expiry by at least 1% of the TTL (`memtx.langgraph.ttl`)."""
        minutes = self._document(read.source_id).get("ttl")
        if read.valid_to is None or read.writer != self._agent or not isinstance(minutes, float | int):
            return
        if refreshed_until(read.valid_to, float(minutes), self._now()) is None:
            return
        with _item_lock(self._memory, mkey):
            self._memory.run(lambda: self._refresh_once(mkey, read, float(minutes)), attempts=self._attempts)

    def _refresh_once(self, mkey: str, read: Record, minutes: float) -> None:
        try:
            with self._memory.transaction(agent=self._agent) as tx:
                current = tx.read(mkey)
                if current is None or current.vid != read.vid:
                    return  # a write came after the read: nothing the read saw is left to extend
                at = max(self._now(), current.event_time + _STEP)
                record = tx.propose(
                    key=mkey,
                    value=current.value,
                    evidence=current.evidence,
                    source=current.source_id,
                    scope=current.scope.label,
                    readers=current.readers,
                    at=at,
                    valid_to=at + minutes * 60.0,
                )
        except TransactionConflict:
            return  # a write committed after the read, which is ordered before it: nothing to extend
        _require_visible(tx.result, record, f"the TTL refresh of {mkey!r}")

    # --- TTL sweeps ------------------------------------------------------------------------------------
    def sweep_ttl(self) -> int:
        """Move the store's logical clock to this store's time (`Memory.advance_clock`), so every memtx
        read — `get`, `search`, `list`, `context`, of any agent — leaves out what expired (DESIGN §5); the
        versions stay in the history. Returns how many of this store's items expired with it."""
        now = self._now()
        expired = sum(1 for r, _, _ in self._visible((), live=False) if r.valid_to is not None and r.valid_to <= now)
        self._memory.advance_clock(now)
        return expired

    def start_ttl_sweeper(self, sweep_interval_minutes: int | None = None) -> concurrent.futures.Future[None]:
        """Sweep every `sweep_interval_minutes` (else the `ttl` config's, else 5) on a daemon thread. The
        future completes when the sweeper stops; cancelling it stops the sweeper."""
        if self._ttl is None:
            done: concurrent.futures.Future[None] = concurrent.futures.Future()
            done.set_result(None)
            return done
        return self._sweeper.start(sweep_interval(sweep_interval_minutes, self._ttl))

    def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        """Stop the sweeper thread; True once it has ended."""
        return self._sweeper.stop(timeout)


# --- helpers ---------------------------------------------------------------------------------------------
def _read_identity(op: Op) -> object | None:
    """The op itself when it is a read that can be shared by equal reads of a merged batch (hashable)."""
    if not isinstance(op, GetOp | SearchOp | ListNamespacesOp):
        return None
    try:
        hash(op)
    except TypeError:  # a filter (a dict) makes a SearchOp unhashable: not shared
        return None
    return op


def _to_embed(checked: Sequence[_Checked]) -> tuple[list[str], list[str]]:
    """The distinct put texts and search queries of a batch, in first-seen order."""
    documents = {text: None for op in checked if isinstance(op, _Put) and op.texts for _, text in op.texts}
    queries = {op.op.query: None for op in checked if isinstance(op, _Search) and op.op.query}
    return list(documents), list(queries)


def _require_visible(result: object, record: Record, what: str) -> None:
    """DESIGN §5: a put must become the visible version; the contract may hold it back (governed)."""
    assert result is not None
    outcome = result.by_vid()[record.vid]  # type: ignore[attr-defined]
    if not outcome.state.visible:
        raise WriteNotVisible(
            f"{what} committed as version {record.vid} but is {outcome.state} ({outcome.reason}), "
            "not the visible version",
            outcome=outcome,
        )


def _source_text(op: _Put, created: float, updated: float, value: str, index: Mapping[str, Any] | None) -> str:
    meta: dict[str, Any] = {
        "namespace": list(op.namespace),
        "key": op.key,
        "created_at": created,
        "updated_at": updated,
    }
    if op.ttl is not None:
        meta["ttl"] = op.ttl
    if index is not None:
        meta["index"] = index
    return f'{{"langgraph_put": {json.dumps(meta, ensure_ascii=False)}, "value": {value}}}'


def _datetime(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)
