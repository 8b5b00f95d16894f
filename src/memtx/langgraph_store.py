"""`MemtxStore`, a LangGraph `BaseStore` whose every write is a governed memtx transaction (DESIGN §12).

Responsible for: mapping LangGraph's (namespace, key, value) items onto memtx keys, sources and versions,
and its Get/Search/Put/ListNamespaces ops onto `Memory` calls made as one agent. Must not: reach below the
public `Memory` API, or treat a batch as one caller's transaction (LangGraph merges callers' ops).

The mapping (docs/langgraph.md):

- key — `<key_namespace>:s<hex>/n<hex>.k<hex>`: the UTF-8 bytes of the store's space (by default its
  agent), of the namespace's labels joined by `.` (LangGraph forbids `.` in a label) and of the key, in
  lowercase hex. Each is one word token that no other (space, namespace, key) shares, so memtx's fuzzy key
  join (DESIGN §5) never merges two items, case and every character are kept, and a namespace prefix is a
  key prefix (`mem.list` walks it in order).
- value — the JSON of the value mapping is the record's value and its evidence; the source is a JSON
  document holding the namespace, key, `created_at`, `updated_at` and that same JSON, observed by the
  store's agent at the put's time, so the evidence is a verbatim span of it (DESIGN §4).
- put — one transaction per `PutOp`: read the key's visible version, observe, propose, commit (retried on
  a conflict). `value=None` revokes every version of the key the agent may revoke (DESIGN §9).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Final

from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
    validate_op_namespace,
)

from memtx import AdmissionRejected, InvalidArgument, Memory, Record, Scope, State, WriteNotVisible, check_support
from memtx.arguments import unit_interval
from memtx.keys import MAX_KEY_CHARS
from memtx.proposal import MAX_VALUE_CHARS

__all__ = ["KeySpace", "MemtxStore"]

_LIST_PAGE: Final = 500  # rows per `mem.list` page while walking a namespace prefix
_SEARCH_K: Final = 1_000  # memtx's largest `k`: a query search ranks at most this many visible versions
_SOURCE_CACHE: Final = 4_096  # sources are immutable, so caching them by id is never stale
_DELETE_ROUNDS: Final = 3
_STEP: Final = 1e-6  # a put at least this much later than the version it replaces: datetimes' resolution
_FILTER_OPERATORS: Final = frozenset({"$eq", "$ne", "$gt", "$gte", "$lt", "$lte"})


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


@dataclass(frozen=True, slots=True)
class _Put:
    """A `PutOp` checked and encoded before anything in its batch runs."""

    namespace: tuple[str, ...]
    key: str
    mkey: str
    value_json: str | None  # None: delete


class MemtxStore(BaseStore):
    """A LangGraph store on a memtx `Memory`, acting as one agent (`agent`: the principal of every read and
    write — DESIGN §8 applies: items another agent wrote privately are invisible, as if absent).

    `scope` is the scope of what it writes (`private` by default; `shared` lets the agent's team read it),
    `authority` its sources' authority. `space` names whose items these are (default: `agent`): a key holds
    one visible version whoever writes it (DESIGN §5), so agents keep their own spaces unless they mean to
    share one — a team reads a `shared` store by opening it with the writer's space. `key_namespace` is the
    memtx key namespace the items live in.
    `clock` (seconds) stamps puts; by default the wall clock. A batch's ops run in order and each put is
    its own transaction (docs/langgraph.md); TTLs and vector-index configuration are not supported (memtx
    ranks queries with its own lexical index, and dense vectors when the `Memory` has an embedder).
    """

    supports_ttl = False

    __slots__ = ("_agent", "_attempts", "_authority", "_clock", "_memory", "_scope", "_sources", "_space")

    def __init__(
        self,
        memory: Memory,
        *,
        agent: str,
        scope: Scope | str = "private",
        authority: float = 0.5,
        space: str | None = None,
        key_namespace: str = "langgraph",
        attempts: int = 3,
        clock: Callable[[], float] | None = None,
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
        self._sources: dict[str, Mapping[str, Any]] = {}

    @property
    def memory(self) -> Memory:
        return self._memory

    @property
    def agent(self) -> str:
        return self._agent

    # --- batches ---------------------------------------------------------------------------------------
    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run `ops` in order; each sees the effects of those before it. Every op is checked first: one
        invalid op refuses the whole batch before any op runs. Each put is its own governed transaction,
        so a put that fails when it commits leaves the puts before it committed (a batch is not a
        transaction: LangGraph's batching merges different callers' ops into one)."""
        checked = [self._check(op) for op in ops]
        return [self._run(op) for op in checked]

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """`batch` on a worker thread (memtx's units are blocking I/O)."""
        materialized = list(ops)
        return await asyncio.to_thread(self.batch, materialized)

    def _check(self, op: object) -> GetOp | SearchOp | ListNamespacesOp | _Put:
        if not isinstance(op, GetOp | SearchOp | ListNamespacesOp | PutOp):
            raise InvalidArgument(f"unknown LangGraph store operation {type(op).__name__}")
        validate_op_namespace(op)
        if isinstance(op, SearchOp):
            _check_window(op.limit, op.offset)
            if op.query is not None and not isinstance(op.query, str):
                raise InvalidArgument("a search query must be a string or None")
            if op.filter is not None:
                _check_filter(op.filter)
            return op
        if isinstance(op, ListNamespacesOp):
            _check_window(op.limit, op.offset)
            if op.max_depth is not None and (isinstance(op.max_depth, bool) or not isinstance(op.max_depth, int)):
                raise InvalidArgument("max_depth must be an integer or None")
            for condition in op.match_conditions or ():
                if condition.match_type not in ("prefix", "suffix"):
                    raise InvalidArgument(f"unsupported namespace match type {condition.match_type!r}")
            return op
        if not isinstance(op.key, str):
            raise InvalidArgument(f"a LangGraph key must be a string, not {type(op.key).__name__}")
        mkey = self._space.encode(tuple(op.namespace), op.key)
        if isinstance(op, GetOp):
            return op
        if not op.namespace:
            raise InvalidNamespaceError("Namespace cannot be empty.")
        if op.ttl is not None:
            raise NotImplementedError("TTL is not supported by MemtxStore; memtx keeps every version (set ttl=None)")
        if op.value is None:
            return _Put(tuple(op.namespace), op.key, mkey, None)
        return _Put(tuple(op.namespace), op.key, mkey, _value_json(op.value))

    def _run(self, op: GetOp | SearchOp | ListNamespacesOp | _Put) -> Result:
        if isinstance(op, GetOp):
            return self._get(tuple(op.namespace), op.key)
        if isinstance(op, SearchOp):
            return self._search(op)
        if isinstance(op, ListNamespacesOp):
            return self._list_namespaces(op)
        if op.value_json is None:
            self._delete(op)
        else:
            self._put(op, op.value_json)
        return None

    # --- reads -----------------------------------------------------------------------------------------
    def _get(self, namespace: tuple[str, ...], key: str) -> Item | None:
        record = self._memory.get(self._space.encode(namespace, key), agent=self._agent)
        if record is None:
            return None
        value, created, updated = self._fields(record)
        return Item(value=value, key=key, namespace=namespace, created_at=created, updated_at=updated)

    def _item(self, record: Record, namespace: tuple[str, ...], key: str, score: float | None = None) -> SearchItem:
        value, created, updated = self._fields(record)
        return SearchItem(namespace, key, value, created, updated, score=score)

    def _fields(self, record: Record) -> tuple[dict[str, Any], datetime, datetime]:
        """An item's value, `created_at` (its source's, carried across updates) and `updated_at` (its
        version's event time)."""
        created = self._document(record.source_id).get("created_at")
        first = float(created) if isinstance(created, float | int) else record.event_time
        return json.loads(record.value), _datetime(first), _datetime(record.event_time)

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
            if len(self._sources) >= _SOURCE_CACHE:
                self._sources.clear()
            self._sources[source_id] = found
        return found

    def _visible(self, prefix: tuple[str, ...]) -> Iterator[tuple[Record, tuple[str, ...], str]]:
        """Every visible version the agent may read whose namespace starts with `prefix`, in key order."""
        for record in self._pages(self._space.listing(prefix)):
            decoded = self._space.decode(record.key)
            if decoded is not None and decoded[0][: len(prefix)] == prefix:
                yield record, decoded[0], decoded[1]

    def _pages(self, prefix: str) -> Iterator[Record]:
        cursor: str | None = None
        while True:
            page = self._memory.list(prefix, agent=self._agent, limit=_LIST_PAGE, cursor=cursor)
            yield from page.records
            if page.cursor is None:
                return
            cursor = page.cursor

    def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = tuple(op.namespace_prefix)
        wanted = op.offset + op.limit
        found: list[SearchItem] = []
        if op.query:
            hits = self._memory.search(op.query, agent=self._agent, k=_SEARCH_K, namespace=self._space.key_namespace)
            for hit in hits:
                decoded = self._space.decode(hit.record.key)
                if decoded is None or decoded[0][: len(prefix)] != prefix:
                    continue
                item = self._item(hit.record, decoded[0], decoded[1], score=hit.score)
                if op.filter is None or _matches(item.value, op.filter):
                    found.append(item)
                if len(found) == wanted:
                    break
        else:
            for record, namespace, key in self._visible(prefix):
                if op.filter is not None and not _matches(json.loads(record.value), op.filter):
                    continue
                found.append(self._item(record, namespace, key))
                if len(found) == wanted:
                    break
        return found[op.offset : wanted]

    def _list_namespaces(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        conditions = tuple(op.match_conditions or ())
        seen: set[tuple[str, ...]] = set()
        for _, namespace, _ in self._visible(_literal_prefix(conditions)):
            if all(_namespace_matches(c, namespace) for c in conditions):
                seen.add(namespace if op.max_depth is None else namespace[: op.max_depth])
        return sorted(seen)[op.offset : op.offset + op.limit]

    # --- writes ----------------------------------------------------------------------------------------
    def _now(self) -> float:
        now = self._clock() if self._clock is not None else datetime.now(UTC).timestamp()
        return float(now)

    def _put(self, op: _Put, value_json: str) -> None:
        def attempt() -> None:
            with self._memory.transaction(agent=self._agent) as tx:
                current = tx.read(op.mkey)
                at = self._now()
                created = at
                if current is not None:
                    # Later than the version it replaces, so the contract makes this put visible (DESIGN §5)
                    # even when the clock has not moved or went back.
                    at = max(at, current.event_time + _STEP)
                    earlier = self._document(current.source_id).get("created_at")
                    created = float(earlier) if isinstance(earlier, float | int) else current.event_time
                source = tx.observe(
                    _source_text(op, created, at, value_json),
                    owner=self._agent,
                    scope=self._scope,
                    authority=self._authority,
                    at=at,
                )
                record = tx.propose(
                    key=op.mkey, value=value_json, evidence=value_json, source=source.id, scope=self._scope.label, at=at
                )
            assert tx.result is not None
            outcome = tx.result.by_vid()[record.vid]
            if not outcome.state.visible:
                raise WriteNotVisible(
                    f"the put of {op.key!r} in {op.namespace!r} committed as version {record.vid} but is "
                    f"{outcome.state} ({outcome.reason}), not the visible version",
                    outcome=outcome,
                )

        self._memory.run(attempt, attempts=self._attempts)

    def _delete(self, op: _Put) -> None:
        """Revoke the key's versions, older ones first, so revoking the visible one reinstates none (DESIGN §9:
        a revocation reinstates what the revoked version displaced)."""
        for _ in range(_DELETE_ROUNDS):
            visible = self._memory.get(op.mkey, agent=self._agent)
            if visible is None:
                return
            older = [
                r
                for r in self._memory.history(op.mkey, agent=self._agent)
                if r.vid != visible.vid and r.state in (State.SUPERSEDED, State.COMMITTED, State.ACTION_SAFE)
            ]
            for record in [*older, visible]:
                self._memory.revoke(record.vid, agent=self._agent, reason="langgraph_delete")
        if self._memory.get(op.mkey, agent=self._agent) is not None:
            raise WriteNotVisible(f"the delete of {op.key!r} in {op.namespace!r} left a visible version")


# --- values, filters, namespaces -------------------------------------------------------------------------
def _value_json(value: object) -> str:
    """The record value for a put: the mapping's JSON, checked as admission would check it (DESIGN §4)."""
    if not isinstance(value, Mapping):
        raise InvalidArgument(f"a LangGraph value must be a mapping (or None to delete), not {type(value).__name__}")
    _check_json_keys(value)
    try:
        text = json.dumps(dict(value), ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise InvalidArgument(f"a LangGraph value must be JSON-serializable: {exc}") from None
    if len(text) > MAX_VALUE_CHARS:
        raise InvalidArgument(f"a value's JSON may have at most {MAX_VALUE_CHARS:,} characters; this has {len(text):,}")
    support = check_support(text, text, text)
    if not support.ok:
        assert support.reason is not None
        raise AdmissionRejected(support.reason, support.detail or "the value's JSON")
    return text


def _check_json_keys(value: object) -> None:
    """JSON object keys are strings: a mapping with another key type would come back changed."""
    if isinstance(value, Mapping):
        for k, v in value.items():
            if not isinstance(k, str):
                raise InvalidArgument(f"a LangGraph value's keys must be strings, not {type(k).__name__} ({k!r})")
            _check_json_keys(v)
    elif isinstance(value, list | tuple):
        for v in value:
            _check_json_keys(v)


def _source_text(op: _Put, created: float, updated: float, value_json: str) -> str:
    meta = json.dumps(
        {"namespace": list(op.namespace), "key": op.key, "created_at": created, "updated_at": updated},
        ensure_ascii=False,
    )
    return f'{{"langgraph_put": {meta}, "value": {value_json}}}'


def _datetime(seconds: float) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def _check_window(limit: object, offset: object) -> None:
    for name, n in (("limit", limit), ("offset", offset)):
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise InvalidArgument(f"{name} must be a non-negative integer, not {n!r}")


def _check_filter(filter_: object) -> None:
    if not isinstance(filter_, Mapping):
        raise InvalidArgument(f"a search filter must be a mapping, not {type(filter_).__name__}")
    _check_conditions(filter_)


def _check_conditions(conditions: Mapping[object, object]) -> None:
    """Every key a string; a mapping with an operator holds known operators only, at any depth."""
    for key, condition in conditions.items():
        if not isinstance(key, str):
            raise InvalidArgument(f"a filter's keys must be strings, not {key!r}")
        if not isinstance(condition, Mapping):
            continue
        operators = [k for k in condition if isinstance(k, str) and k.startswith("$")]
        if operators and (set(condition) - _FILTER_OPERATORS):
            unknown = sorted(map(str, set(condition) - _FILTER_OPERATORS))
            raise InvalidArgument(
                f"unsupported filter operator(s) or fields beside operators: {unknown}; "
                f"operators: {sorted(_FILTER_OPERATORS)}"
            )
        if not operators:
            _check_conditions(condition)


def _lookup(value: Mapping[str, Any], path: str) -> tuple[bool, Any]:
    """A top-level field, else a dotted path into nested objects (`user.name`)."""
    if path in value:
        return True, value[path]
    current: Any = value
    for part in path.split("."):
        if not isinstance(current, Mapping) or part not in current:
            return False, None
        current = current[part]
    return True, current


def _matches(value: Mapping[str, Any], filter_: Mapping[str, Any]) -> bool:
    return all(_condition(*_lookup(value, path), wanted) for path, wanted in filter_.items())


def _condition(present: bool, actual: Any, wanted: Any) -> bool:
    if isinstance(wanted, Mapping) and any(isinstance(k, str) and k.startswith("$") for k in wanted):
        return all(_operator(present, actual, op, operand) for op, operand in wanted.items())
    if isinstance(wanted, Mapping):
        return (
            present
            and isinstance(actual, Mapping)
            and all(_condition(*_lookup(actual, k), v) for k, v in wanted.items())
        )
    if isinstance(wanted, list | tuple):
        return (
            present
            and isinstance(actual, list)
            and len(actual) == len(wanted)
            and all(_condition(True, a, w) for a, w in zip(actual, wanted, strict=True))
        )
    return present and _same(actual, wanted)


def _same(actual: Any, wanted: Any) -> bool:
    """JSON equality: `true` is not `1`."""
    if isinstance(actual, bool) or isinstance(wanted, bool):
        return type(actual) is type(wanted) and actual == wanted
    return bool(actual == wanted)


def _operator(present: bool, actual: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return present and _same(actual, operand)
    if op == "$ne":
        return not (present and _same(actual, operand))
    number = _number(actual)
    bound = _number(operand)
    if not present or number is None or bound is None:
        return False
    if op == "$gt":
        return number > bound
    if op == "$gte":
        return number >= bound
    if op == "$lt":
        return number < bound
    return number <= bound  # "$lte" (the operators were checked with the batch)


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _literal_prefix(conditions: Sequence[MatchCondition]) -> tuple[str, ...]:
    """The longest wildcard-free leading labels of the first prefix condition: the key prefix to walk."""
    for condition in conditions:
        if condition.match_type == "prefix":
            labels: list[str] = []
            for label in condition.path:
                if label == "*":
                    break
                labels.append(label)
            return tuple(labels)
    return ()


def _namespace_matches(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    window = namespace[: len(path)] if condition.match_type == "prefix" else namespace[len(namespace) - len(path) :]
    return all(p in ("*", n) for p, n in zip(path, window, strict=True))
