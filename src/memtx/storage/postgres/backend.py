"""The PostgreSQL backend (DESIGN §11): psycopg 3, SQLite's schema and semantics on a server that agents on
several hosts share.

Responsible for: mapping the backend contract onto one PostgreSQL schema: connections, units, migrations
and the driver-error boundary. Must not: contain policy; every driver error leaves as a memtx error.

Units. A store-wide write unit is `BEGIN ISOLATION LEVEL SERIALIZABLE` followed by `LOCK TABLE meta IN
EXCLUSIVE MODE` *before its first query*: PostgreSQL takes a serializable transaction's snapshot at its first
query, so the snapshot is taken after the lock and sees every earlier writer's commit; plain reads (ACCESS
SHARE) never wait for it. A transaction's own units are space units (`memtx.storage.postgres.spaces`, DESIGN
§11 "Memory spaces"): READ COMMITTED, a `ROW EXCLUSIVE` lock on the same table (store-wide units exclude them,
they do not exclude each other), a transaction-level advisory lock per memory space, and the commit-order lock
before their first write. A serialization failure (40001) or deadlock (40P01) while a unit is being opened is
retried with bounded, jittered backoff; should the server report one inside a unit it leaves as `StorageBusy`
(transient: the caller may retry the operation). A read unit is `REPEATABLE READ READ ONLY`: one snapshot. A
non-durable write unit (the in-flight registration, DESIGN §6) sets `synchronous_commit = off` for itself; so
does a durable space unit, which then waits for `FLUSH` — after its COMMIT released the commit-order lock, so
flushes are not ordered (DESIGN §11, "the flush leaves the commit order"). Every unit runs in libpq's
pipeline mode (`memtx.storage.postgres.wire`) on a connection of the backend's pool (`?pool=N`): a write
unit's BEGIN and locks are one round trip (a read unit's go with its first read), a statement whose result is
not read costs none of its own, and its COMMIT goes with its last writes.

URL: `postgresql://user@host:port/db?schema=NAME` — `schema` (memtx's own parameter, default `public`)
names the schema the store lives in, created when missing — unless the store is opened with
`create=False`: then a schema without memtx's `schema_migrations` (missing, or `public` as every database
has it) raises `NoStore` before any DDL runs, so nothing is created (DESIGN §12).
"""

from __future__ import annotations

import random
import re
import threading
import time
from collections.abc import Collection, Iterator, Sequence
from contextlib import contextmanager, suppress
from typing import Any, Final
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from memtx.core.errors import InvalidArgument, NoStore, StorageBusy, StorageError
from memtx.core.model import Agent, Role
from memtx.storage.base import Backend, Unit
from memtx.storage.postgres.dialect import Connection, Cursor, migration
from memtx.storage.postgres.leases import Lease, Leases
from memtx.storage.postgres.spaces import SPACE_LOCK, OrderedConnection, space_lock_keys
from memtx.storage.postgres.unit import PostgresUnit
from memtx.storage.postgres.wire import Sent, Wire
from memtx.storage.shapes import VisibleLookup
from memtx.storage.sql.core import AliasCache, remember_aliases
from memtx.storage.sql.rows import apply_migrations, lookup_of, lookup_sql

try:
    import psycopg
    import psycopg_pool
except ImportError:  # pragma: no cover - exercised only without the extra
    psycopg = None  # type: ignore[assignment]

__all__ = ["PostgresBackend"]

# Makes every commit before it durable, holding no lock of the store: a transaction of its own that writes one
# WAL record (a logical-decoding message, prefix `memtx`, empty) and commits with `synchronous_commit` on, so
# the server flushes the WAL up to its commit record — past every commit this connection made before it
# (WAL is flushed in order). A durable space unit commits asynchronously under the commit-order lock and then
# sends this (docs/postgres.md "Durability"): the flush, which was most of the ordered time, is no longer
# ordered, and concurrent units' flushes share one write (PostgreSQL's group commit).
FLUSH: Final = "SELECT pg_logical_emit_message(true, 'memtx', '')"
# The last statement of a space unit's opening, after its locks: whether a revocation is pending, which every
# write unit asks first (`Unit.has_pending_revocations`); only store-wide units, which the unit's table lock
# keeps out, and the unit itself change it. Answered with the BEGIN and the unit's first reads, in one round trip.
_PENDING_PROBE: Final = "SELECT EXISTS (SELECT 1 FROM pending_revocations)"
_RELAXED: Final = ("SET LOCAL synchronous_commit = off", ())
Opening = tuple[str, tuple[int, ...]]  # a statement that opens a unit (`$n` parameters) and its parameters
_RETRIED: Final = {"40001", "40P01"}
_ATTEMPTS: Final = 12
_SCHEMA_NAME: Final = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")
POOL_SIZE: Final = 4  # connections a backend may hold at once (`?pool=N`): one per thread in a unit at once
_MAX_POOL: Final = 64


def _split_url(url: str) -> tuple[str, str, int]:
    """The connection URL psycopg gets (memtx's `schema` and `pool` parameters removed), the schema and the
    most connections the backend's pool may hold."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    schema = next((v for k, v in query if k == "schema"), "public")
    if not _SCHEMA_NAME.match(schema):
        raise InvalidArgument(f"schema must be a lower-case SQL identifier (letters, digits, _): {schema!r}")
    pool = next((v for k, v in query if k == "pool"), str(POOL_SIZE))
    if not pool.isdigit() or not 1 <= int(pool) <= _MAX_POOL:
        raise InvalidArgument(f"pool must be a number of connections from 1 to {_MAX_POOL}: {pool!r}")
    rest = urlencode([(k, v) for k, v in query if k not in ("schema", "pool")])
    return urlunsplit(parts._replace(query=rest)), schema, int(pool)


def _redacted(url: str) -> str:
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.netloc.rsplit("@", 1)[-1]
    return urlunsplit(parts._replace(netloc=f"{parts.username}:***@{host}"))


class PostgresBackend(Backend):
    """One schema of a PostgreSQL database, safe to share between threads of one process and between
    processes on any number of hosts."""

    has_spaces = True

    def __init__(self, url: str, *, connect_timeout: float = 10.0, fast: bool = False, create: bool = True) -> None:
        if psycopg is None:
            raise InvalidArgument("the PostgreSQL backend needs the postgres extra: pip install 'memtx[postgres]'")
        conninfo, self.schema, size = _split_url(url)
        self.url = url
        self._where = _redacted(url)
        self._fast = fast
        self._lock = threading.Lock()  # the counters below
        self._aliases: AliasCache = {}  # committed aliases (immutable) this process has seen
        self._round_trips = self._statements = self._ordered_round_trips = 0
        timeout = max(1, int(connect_timeout))
        try:
            self._pg = psycopg.connect(conninfo, autocommit=True, connect_timeout=timeout, prepare_threshold=None)
        except psycopg.Error as exc:
            raise StorageError(f"could not connect to PostgreSQL at {self._where}: {exc}") from exc
        try:
            if create:
                self._pg.execute(f'CREATE SCHEMA IF NOT EXISTS "{self.schema}"')
            elif not self._holds_store():
                raise NoStore(self._where, f"schema {self.schema} has no memtx tables")
            self._configure(self._pg)
            self._boot = Connection(self._pg)
            self._migrate(create)
        except psycopg.Error as exc:
            raise self._translate(exc) from exc
        finally:
            self._pg.close()  # (the migrations' own): every later unit takes one from the pool
        # Units of different threads run on connections of their own, as units of different processes do: the
        # store's own locking (store-wide and space units) orders them.
        self._pool = psycopg_pool.ConnectionPool(
            conninfo,
            min_size=1,
            max_size=size,
            # (`prepare_threshold=None`: psycopg's own statement cache stays empty, so it never answers a
            # ROLLBACK with `DEALLOCATE ALL`, which would drop the statements `Wire` prepared on the connection)
            kwargs={"autocommit": True, "connect_timeout": timeout, "prepare_threshold": None},
            configure=self._configure,
            open=False,
            name=f"memtx:{self.schema}",
            num_workers=1,  # (the pool's maintenance threads: one is plenty for a few connections)
        )
        try:
            self._pool.open(wait=True, timeout=max(connect_timeout, 1.0))
        except (psycopg.Error, psycopg_pool.PoolTimeout) as exc:
            self._pool.close()
            raise StorageError(f"could not connect to PostgreSQL at {self._where}: {exc}") from exc
        self._leases = Leases(self._pool)

    def _configure(self, pg: Any) -> None:
        """A new connection: the store's schema, and the fast profile's durability."""
        pg.execute(f'SET search_path TO "{self.schema}"')
        if self._fast:
            pg.execute("SET synchronous_commit = off")

    @contextmanager
    def _connection(self) -> Iterator[Lease]:
        """A connection of this backend's pool for the calling thread, held until the block ends (`Leases`)."""
        try:
            lent = self._leases.take()
        except (psycopg.Error, psycopg_pool.PoolTimeout) as exc:
            raise StorageError(f"could not get a connection to PostgreSQL at {self._where}: {exc}") from exc
        try:
            yield lent
        finally:
            self._leases.give(lent)

    def _count(self, conn: Connection) -> None:
        with self._lock:
            self._round_trips += conn.round_trips
            self._statements += conn.statements
            if isinstance(conn, OrderedConnection):
                self._ordered_round_trips += conn.ordered_round_trips

    # --- errors --------------------------------------------------------------------------------------
    def _translate(self, exc: Exception) -> StorageError:
        state = getattr(exc, "sqlstate", None)
        if state in _RETRIED or state == "55P03":
            return StorageBusy(f"PostgreSQL at {self._where} could not serialize the operation: {exc}")
        if isinstance(exc, psycopg.DataError) and "NUL" in str(exc):
            return StorageError(f"PostgreSQL text cannot hold NUL (0x00) characters: {exc}")
        return StorageError(f"PostgreSQL failed at {self._where}: {exc}")

    # --- schema --------------------------------------------------------------------------------------
    def _holds_store(self) -> bool:
        """Whether the schema has memtx's `schema_migrations` with a migration applied (catalog reads only)."""
        table = self._pg.execute("SELECT to_regclass(%s)", (f'"{self.schema}".schema_migrations',)).fetchone()
        if table is None or table[0] is None:
            return False
        return self._pg.execute(f'SELECT 1 FROM "{self.schema}".schema_migrations LIMIT 1').fetchone() is not None

    def _migrate(self, create: bool) -> None:
        lock = "schema_migrations"
        with self._opened(self._boot, write=True, durable=True, lock=lock, create=create, pipelined=False):
            apply_migrations(
                self._boot,
                self._where,
                run=self._run_migration,
                reindex_search=self._reindex_search,
                create=create,
            )

    def _run_migration(self, sql: str) -> None:
        for statement in migration(sql):
            self._pg.execute(statement)

    def _reindex_search(self) -> None:
        rows = self._boot.execute("SELECT vid, key, value FROM records ORDER BY vid").fetchall()
        unit = PostgresUnit(self._boot)
        unit._index_versions(rows)
        unit.flush()

    # --- units ---------------------------------------------------------------------------------------
    @contextmanager
    def _opened(
        self,
        conn: Connection,
        *,
        write: bool,
        durable: bool,
        lock: str = "meta",
        create: bool = False,
        spaces: Collection[str] | None = None,
        pipelined: bool = True,
        lease: bool = False,
    ) -> Iterator[None]:
        """One PostgreSQL transaction on `conn`, opened in one round trip with bounded, jittered retries, its
        body in libpq's pipeline mode on a `Wire` (`pipelined`), committed on a clean exit. `create`: the migrations'
        lock table is created first if missing. `spaces`: a space unit (`memtx.storage.postgres.spaces`). `lease`: a
        read unit whose COMMIT is sent and left for the connection's next unit to read (`memtx.storage.postgres.
        leases`)."""
        pg = conn.raw
        # A durable space unit commits without waiting for the WAL flush, so the commit-order lock is released
        # as soon as its commit is visible; the flush is waited for after it, by `FLUSH` (see `FLUSH`).
        flushed_after = spaces is not None and durable and not self._fast
        if spaces is not None:
            opening = self._space_opening(self.schema, spaces, durable and not flushed_after)
        else:
            opening = self._opening(write, durable, lock)
        # A read unit's BEGIN waits for nothing (REPEATABLE READ READ ONLY takes no lock and cannot fail to
        # serialize), nor can a space unit's opening fail to serialize (READ COMMITTED; its locks are taken in one
        # order): neither is waited for, and it goes to the server with the unit's first read.
        waited = spaces is None and write
        wire, begun = self._begin(conn, opening, create=create and lock == "schema_migrations", wait=waited)
        try:
            if not pipelined:
                wire.close()  # (the opening's sync: the transaction stays open for the body's own statements)
                yield
                pg.execute("COMMIT")
                conn.round_trips += 1
                return
            conn.wire = wire
            try:
                yield
                ended = wire.send(b"COMMIT", ())  # sent with the unit's last writes: one round trip for both
                conn.sent()
                # A read unit's end is not waited for (`memtx.storage.postgres.leases`) when nothing but its BEGIN and
                # COMMIT is unread, which cannot fail (REPEATABLE READ READ ONLY); else it is read now, as any unit's.
                if lease and not write and not wire.unread((begun, ended)):
                    wire.leave()
                    return
                if flushed_after:  # (in the same round trip: it runs once the COMMIT released the locks)
                    wire.send(FLUSH.encode(), ())
                    conn.sent()
                conn.received()
                wire.close()
            except BaseException:
                # The cause propagates; what the server reports after it is its consequence (the unit is rolled
                # back below), and a connection that cannot even sync is discarded by the pool.
                with suppress(psycopg.Error):
                    wire.close(failed=True)
                raise
            finally:
                conn.wire = None
        except psycopg.Error as exc:
            _rollback(pg)
            raise self._translate(exc) from exc
        except BaseException:
            _rollback(pg)
            raise

    @staticmethod
    def _opening(write: bool, durable: bool, lock: str) -> list[Opening]:
        """The statements that open a store-wide unit (DESIGN §11): a read view, or a writer serialized with
        every other by the table lock, taken before the first query so its snapshot follows every commit."""
        if not write:
            return [("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", ())]
        relaxed = [] if durable else [_RELAXED]
        return [("BEGIN ISOLATION LEVEL SERIALIZABLE", ()), *relaxed, (f"LOCK TABLE {lock} IN EXCLUSIVE MODE", ())]

    @staticmethod
    def _space_opening(schema: str, spaces: Collection[str], durable: bool) -> list[Opening]:
        """The statements that open a space unit (DESIGN §11, memory spaces): READ COMMITTED, out of store-wide
        units' way by the table lock they conflict with, and holding each space's lock in the fixed order."""
        relaxed = [] if durable else [_RELAXED]
        return [
            ("BEGIN ISOLATION LEVEL READ COMMITTED", ()),
            *relaxed,
            ("LOCK TABLE meta IN ROW EXCLUSIVE MODE", ()),
            *((SPACE_LOCK, key) for key in space_lock_keys(schema, spaces)),
            (_PENDING_PROBE, ()),
        ]

    def _begin(
        self, conn: Connection, opening: Sequence[Opening], *, create: bool, wait: bool = True
    ) -> tuple[Wire, Sent]:
        """Run `opening` (retried while it cannot be serialized) on a new `Wire`, which it returns for the
        unit's body with the last statement sent; `conn.opened` is that statement's cursor. The statements go
        together: one round trip — or, unless `wait`, none of their own: they go with the body's first read, so an
        error of theirs surfaces there (for openings that cannot fail to serialize, which retrying would not help)."""
        for attempt in range(_ATTEMPTS):
            wire: Wire | None = None
            try:
                if create:  # (the migrations' lock table, before the statements that lock it)
                    conn.raw.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations "
                        "(version INTEGER PRIMARY KEY, applied TEXT NOT NULL)"
                    )
                wire = Wire(conn.raw)
                last = [wire.send(sql.encode(), params) for sql, params in opening][-1]
                conn.opened = Cursor(conn, wire, last, None, True)
                if not wait:
                    conn.queued()
                    return wire, last
                conn.round_trips += 1
                wire.result(last)  # (raises what the opening raised: retried below)
                return wire, last
            except psycopg.Error as exc:
                if wire is not None:
                    with suppress(psycopg.Error):  # (the error being handled is the cause; see `_opened`)
                        wire.close(failed=True)
                _rollback(conn.raw)
                retry = getattr(exc, "sqlstate", None) in _RETRIED or isinstance(exc, psycopg.errors.UniqueViolation)
                if not retry or attempt == _ATTEMPTS - 1:
                    raise self._translate(exc) from exc
                time.sleep(min(0.5, 0.002 * 2**attempt) * random.random())
        raise AssertionError("unreachable: the last attempt returns or raises")

    @contextmanager
    def space_unit(self, spaces: Collection[str], *, durable: bool = True) -> Iterator[Unit]:
        """A write unit confined to `spaces` (see `Backend.space_unit`): units of disjoint spaces run
        concurrently until each first writes; from there on they commit one after another in csn order."""
        with self._connection() as lent:
            conn = OrderedConnection(lent.pg)
            try:
                with self._opened(conn, write=True, durable=durable or self._fast, spaces=spaces):
                    unit = PostgresUnit(conn, self._aliases)
                    unit.pending_probe = conn.opened  # (`_PENDING_PROBE`: answered with the unit's first read)
                    yield unit
                    unit.flush()
            finally:
                self._count(conn)
        remember_aliases(self._aliases, unit.found_aliases)

    @contextmanager
    def unit(self, *, write: bool, durable: bool = True) -> Iterator[Unit]:
        with self._connection() as lent:
            conn = Connection(lent.pg)
            try:
                with self._opened(conn, write=write, durable=durable or self._fast, lease=True):
                    unit = PostgresUnit(conn, self._aliases)
                    yield unit
                    unit.flush()  # the unit's coalesced `meta` writes, inside its transaction
            finally:
                self._count(conn)
        remember_aliases(self._aliases, unit.found_aliases)  # committed: what it saw of aliases stays true

    @property
    def round_trips(self) -> int:
        """Round trips to the server so far on this backend's connections (`memtx bench`: per commit); a read unit's
        COMMIT counts only where it was waited for (`memtx.storage.postgres.leases`)."""
        return self._round_trips + self._leases.waited

    @property
    def ordered_round_trips(self) -> int:
        """Of `round_trips`, those space units made holding the commit-order lock (`memtx bench`: per commit)."""
        return self._ordered_round_trips

    @property
    def statements(self) -> int:
        """Statements sent so far, each unit's COMMIT included, its BEGIN not (unpipelined: a round trip each)."""
        return self._statements

    def _one(self, sql: str, params: tuple[Any, ...] = ()) -> Any:
        """One statement outside any unit (autocommit: one consistent read), its first row."""
        with self._connection() as lent:
            conn = Connection(lent.pg)
            try:
                return conn.execute(sql, params).fetchone()
            except psycopg.Error as exc:
                raise self._translate(exc) from exc
            finally:
                self._count(conn)

    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        found = self._one(lookup_sql(alias is not None), (reader, alias if alias is not None else ckey))
        return lookup_of(found, by_alias=alias is not None)

    def last_csn(self) -> int:
        return int(self._one("SELECT ival FROM meta WHERE name = 'csn'")[0])

    def registration(self, name: str) -> Agent | None:
        # One statement, so one consistent read without a transaction of its own (as `last_csn`).
        row = self._one("SELECT name, team, role, authority_ceiling FROM agents WHERE name = ?", (name,))
        return Agent(row[0], row[1], Role(row[2]), row[3]) if row else None

    def close(self) -> None:
        self._leases.close()
        self._pool.close()


def _rollback(pg: Any) -> None:
    # Never mask the cause: a broken connection cannot roll back, and its transaction is gone anyway.
    with suppress(psycopg.Error):
        pg.execute("ROLLBACK")
