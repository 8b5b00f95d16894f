"""What every part of a SQL unit shares (DESIGN §11): the connection, the per-unit memos, the committed-alias
cache, the coalesced `meta` writes with the clocks kept there, the reads a backend made ahead, the chunked
IN-list helper — and the dialect hooks, declared here once for every part that calls them.

Responsible for: `UnitMemo`, `AliasCache`, and `SQLUnitCore`, the base that declares the state the unit's
parts (the mixins of `memtx.storage.sql`) share and the hooks each SQL backend's unit implements. Must not:
hold a table's SQL beyond `meta`'s, anything only one backend speaks, contain policy, or open or end
transactions (the backend's `unit` does).
"""

from __future__ import annotations

import abc
import math
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Final

from memtx.core.model import (
    Agent,
    ContractKind,
    Isolation,
    NamespaceGrant,
    OnUnsupported,
    Purpose,
    Record,
    Scope,
    TxnStatus,
)
from memtx.storage.base import Unit
from memtx.storage.shapes import ActiveEntry, Ahead
from memtx.storage.sql.connection import Connection
from memtx.storage.sql.rows import CHUNK


@dataclass(slots=True)
class UnitMemo:
    """Small rows a unit reads again and again and changes only through its own methods: the catalog
    (agents, contracts, relation synonyms), sources' ranks, the clocks, A's digest total and two emptiness
    flags. On SQLite a unit starts from the memo its predecessor on the same connection left when nothing has
    been written to the file since (`SQLiteBackend.unit` checks SQLite's data_version and the connection's
    change count), so a warm commit reads none of them; a unit that fails leaves no memo behind. None
    means "not read yet"."""

    agents: dict[str, Agent | None] = field(default_factory=dict)
    contracts: dict[str, tuple[ContractKind, OnUnsupported] | None] = field(default_factory=dict)
    namespaces: dict[str, NamespaceGrant | None] = field(default_factory=dict)
    ranks: dict[str, tuple[float, Scope, int, float]] = field(default_factory=dict)  # sources are immutable
    fingerprinted: dict[str, bool] = field(default_factory=dict)  # principal -> has an indexed private text
    csn: int | None = None
    now: float | None = None
    digest: int | None = None  # A's digest total as the last unit left it
    pending: bool | None = None  # some revocation is pending
    synonyms: dict[str, dict[str, tuple[str, int]]] = field(default_factory=dict)  # namespace -> relation synonyms
    source_seq: int | None = None  # the last observation seq handed out
    side_tables: set[str] = field(default_factory=set)  # side tables known to exist (none is ever dropped)


# A key's alias as committed: normalized key -> (ckey, csn). Aliases are never remapped or removed (DESIGN §5),
# so a committed one stays true for good and a backend keeps them across units (`AliasCache`).
AliasCache = dict[str, tuple[str, int]]
_ALIAS_CACHE_SIZE: Final = 200_000  # entries a backend remembers before it starts afresh (it is only a cache)


def remember_aliases(cache: AliasCache, found: AliasCache) -> None:
    """After a unit committed: keep the aliases it read or wrote (a rolled-back unit's are never kept)."""
    if len(cache) + len(found) > _ALIAS_CACHE_SIZE:
        cache.clear()
    cache.update(found)


class SQLUnitCore(Unit):
    """The state, helpers and dialect hooks of one SQL unit, declared once for the mixins `SQLUnit` is made of."""

    def __init__(self, conn: Connection, memo: UnitMemo | None = None, aliases: AliasCache | None = None) -> None:
        self._c = conn
        self._memo = memo if memo is not None else UnitMemo()
        # Reads sent ahead (`read_ahead`), each a callable that takes its rows into the memo: taken, in order, before
        # the memo is next read or changed (`memo`), so what they read never overrides what the unit did since.
        self._ahead: list[Callable[[], None]] = []
        self._seen_active: dict[str, int | None] = {}  # A's vids this unit read or wrote (digest deltas)
        self._known_aliases: AliasCache = aliases if aliases is not None else {}  # committed before this unit
        self.found_aliases: AliasCache = {}  # what this unit read or wrote: the backend keeps it if it commits
        # Writes of `meta` rows, coalesced and written once (`flush`): a commit moves several counters.
        self._meta_sets: dict[str, tuple[int | None, float | None]] = {}
        self._meta_adds: dict[str, int] = {}
        # Reads a backend's `prepare_commit` made ahead (PostgreSQL: in one round trip), kept until the unit
        # changes what they read: A's entries with their versions for those keys, and those keys' versions
        # quarantined as unsupported. SQLite's never makes them: both stay None there.
        self._actives: tuple[frozenset[str], tuple[dict[str, ActiveEntry], dict[int, Record]]] | None = None
        self._waiting: tuple[frozenset[str], list[Record]] | None = None
        # The answer (one row: whether a revocation is pending) to a question the backend sent with the unit's
        # opening (PostgreSQL's space units), read when first needed and forgotten once the unit changes the answer.
        self.pending_probe: Any = None

    @property
    def memo(self) -> UnitMemo:
        """The unit's memo, with every read sent ahead taken into it first."""
        while self._ahead:
            self._ahead.pop(0)()
        return self._memo

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._c.execute(sql, params).fetchone()

    def _in(self, sql: str, values: Sequence[Any], *extra: Any) -> Iterator[Any]:
        """Run `sql` (with one `{marks}` placeholder) over `values` in chunks, yielding every row."""
        for cursor in self._sent_in(sql, values, *extra):
            yield from cursor

    def _sent_in(self, sql: str, values: Sequence[Any], *extra: Any) -> list[Any]:
        """`_in`'s statements, all sent now and read later (their cursors, in order): statements sent together
        before any is read share one round trip on PostgreSQL."""
        return [
            self._c.execute(_with_marks(sql, len(chunk)), (*chunk, *extra))
            for chunk in (values[start : start + CHUNK] for start in range(0, len(values), CHUNK))
        ]

    def _meta_read(self, name: str) -> int:
        """One `meta` counter, read with the unit's coalesced writes flushed first."""
        self.flush()
        return int(self._one("SELECT ival FROM meta WHERE name = ?", (name,))[0])

    def flush(self) -> None:
        """Write the coalesced `meta` changes. The backend calls it before it commits the unit; a method that
        reads `meta` through SQL calls it first."""
        if not self._meta_sets and not self._meta_adds:
            return
        sets = dict(self._meta_sets)
        adds = {}
        for name, n in self._meta_adds.items():  # (a counter both set and moved: moved from the value set)
            if name in sets:
                i, f = sets[name]
                sets[name] = (None if i is None else i + n, f)
            else:
                adds[name] = n
        self._meta_sets, self._meta_adds = {}, {}
        params: list[Any] = [v for name, (i, _) in sets.items() for v in (name, i)]
        params += [v for name, n in adds.items() for v in (name, n)]
        params += [v for name, (_, f) in sets.items() for v in (name, f)]
        self._c.execute(_meta_update(len(sets), len(adds)), (*params, *sets, *adds))

    # --- clocks ------------------------------------------------------------------------------------
    def last_csn(self) -> int:
        if self.memo.csn is None:
            self.memo.csn = self._meta_int("csn")
        return self.memo.csn

    def set_last_csn(self, csn: int) -> None:
        # The unit holds the write lock and its memo is the store's truth (the backend's `unit`), so the
        # check needs no read; the write joins the unit's other `meta` writes (`flush`).
        last = self.last_csn()
        if csn <= last:
            raise ValueError(f"csn must increase: {csn} <= {last}")
        self._meta_sets["csn"] = (csn, None)
        self.memo.csn = csn

    def logical_now(self) -> float:
        if self.memo.now is None:
            value = self._one("SELECT fval FROM meta WHERE name = 'now'")[0]
            self.memo.now = -math.inf if value is None else float(value)
        return self.memo.now

    def set_logical_now(self, now: float) -> None:
        self._meta_sets["now"] = (None, now)
        self.memo.now = float(now)

    # --- the dialect hooks: each SQL backend's unit implements every one (`memtx.storage.sql` lists them) ---
    @abc.abstractmethod
    def prepare_commit(self, ckeys: Sequence[str], namespaces: Collection[str], *, txn_id: int | None = None) -> None:
        """`Unit.prepare_commit`: read ahead what a commit is about to read, into the unit's memo and its kept
        reads (`_actives`, `_waiting`), or nothing where reads cost no round trip."""

    @abc.abstractmethod
    def _ended_open(self, txn_id: int, status: TxnStatus, cursor: Any) -> bool:
        """Whether the statement that ends header `txn_id` (its `cursor`) found it open: its row count, or what the
        unit knows without waiting for it (PostgreSQL's claim of a commit's header)."""

    @abc.abstractmethod
    def read_ahead(self, ahead: Ahead) -> None:
        """`Unit.read_ahead`: send the memo's reads now, each queued in `_ahead` to be taken into the memo where
        it has no entry yet, or nothing where reads cost no round trip."""

    @abc.abstractmethod
    def _register_new(
        self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int, ckeys: Sequence[str]
    ) -> Callable[[], tuple[int, int]]:
        """`Unit.register` for a new header: the header, one vid per key of `ckeys` and their in-flight entries; the
        callable gives `(txn_id, first vid)` — the statements made at once, or (PostgreSQL) one statement whose
        result is read when asked for, after the unit's COMMIT."""

    @abc.abstractmethod
    def _meta_int(self, name: str) -> int:
        """A `meta` counter (csn, A's digest, the source and vid counters) read from the store; `_meta_read`
        reads one, a backend may read the ones a commit needs together."""

    @abc.abstractmethod
    def _index_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """Index stored versions `(vid, key, value)` for search (DESIGN §12) in the backend's own index, counting
        them in `meta.search_docs`; `insert_records` calls it."""

    @abc.abstractmethod
    def _unindex_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """Remove versions `(vid, key, value)`, as indexed, from the search index and its counts, leaving no
        trace of their terms in it (DESIGN §10 erasure); `erase_texts` calls it."""

    @abc.abstractmethod
    def _secure_delete(self, on: bool) -> None:
        """Whether what the unit deletes from now on is overwritten as it is freed (DESIGN §10 erasure);
        `erase_texts` turns it on for its deletions and off again."""

    @abc.abstractmethod
    def _side_ddl(self, statements: Sequence[str]) -> list[str]:
        """The backend's form of `side_table_ddl`'s portable statements."""

    @abc.abstractmethod
    def _side_exists(self, name: str) -> bool:
        """Whether table `name` exists, from the backend's catalog."""


@lru_cache(maxsize=256)
def _meta_update(sets: int, adds: int) -> str:
    """One statement for a unit's coalesced `meta` writes: `sets` rows given both values, then `adds` counters
    moved by an amount (parameters: each set's name and ival, each add's name and amount, each set's name and
    fval, then the names). One statement rather than a row each: on PostgreSQL each is a statement the server
    runs; on SQLite it is one step instead of several."""
    whens = " ".join(["WHEN ? THEN ?"] * sets)
    moved = f"ival + CASE name {' '.join(['WHEN ? THEN ?'] * adds)} ELSE 0 END" if adds else "ival"
    ival = f"CASE name {whens} ELSE {moved} END" if sets else moved
    fval = f"CASE name {whens} ELSE fval END" if sets else "fval"
    names = ", ".join("?" * (sets + adds))
    return f"UPDATE meta SET ival = {ival}, fval = {fval} WHERE name IN ({names})"


@lru_cache(maxsize=1024)
def _with_marks(sql: str, n: int) -> str:
    """`sql` with its `{marks}` as `n` parameters (the statement text is then the same for the same count, so
    the connection's statement cache keeps it prepared)."""
    return sql.format(marks=", ".join("?" * n))
