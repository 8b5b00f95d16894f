"""The SQLite backend (DESIGN §11): stdlib sqlite3, WAL, `BEGIN IMMEDIATE` writers, explicit control.

Responsible for: mapping the backend contract onto one SQLite file that several processes may share.
Must not: contain policy; every driver error leaves through `translate` as a memtx error.

Two connections per backend (issue 34), each under its own lock: the writer takes write units, migrations and
scrubs; a reader beside it, opened after the migrations and refusing writes (`query_only`), takes read units. The
reads outside any unit (`lookup_visible`, `last_csn`, `registration`: one statement or a remembered value) take
the writer when no unit holds it — its memo and page cache stay warm across its own commits, while the reader's
start afresh after each — and the reader otherwise. WAL lets a read run while a write unit is open, so no read
waits for a writer's work and its durable commit's flush; a read started after a write unit committed sees it (a
new WAL read transaction sees every commit completed before it began). Each connection keeps its own memo,
search-index counts and alias cache: what one connection remembers is true at the start of that connection's
next unit, which a cache shared with a concurrently committing writer would not be. Measured (docs/postgres.md,
"HTTP on SQLite"): `memtx bench --only http` is unchanged (296–308 vs 298–305 one-request writes/s: those are write
bound), `--only commit,floor` too; a `get` beside a thread committing in a loop took 0.11 ms at the median instead
of 0.64–0.70 ms (a throwaway probe); a read unit right after a commit costs about 70 µs more (cold memo and cache).
"""

from __future__ import annotations

import sqlite3
import threading
from contextlib import AbstractContextManager
from pathlib import Path
from types import TracebackType
from urllib.parse import quote

from memtx.core.errors import NoStore, StorageBusy, StorageError
from memtx.core.model import Agent, Role
from memtx.storage.base import Backend, Unit
from memtx.storage.shapes import VisibleLookup
from memtx.storage.sql.core import AliasCache, UnitMemo, remember_aliases
from memtx.storage.sql.rows import apply_migrations, lookup_of, lookup_sql
from memtx.storage.sqlite.search import DocCounts, reindex_search
from memtx.storage.sqlite.unit import SQLiteUnit

__all__ = ["SQLiteBackend", "translate"]

_LOOKUP_BY_ALIAS = lookup_sql(True)
_LOOKUP_BY_CKEY = lookup_sql(False)


def translate(exc: sqlite3.Error, path: Path | str) -> StorageError:
    """One mapping from driver errors to memtx errors (STYLE §4); every message names the file."""
    text = str(exc).lower()
    if isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text):
        return StorageBusy(f"the SQLite store {path} stayed busy past the timeout: {exc}")
    return StorageError(f"SQLite failed on {path}: {exc}")


def _connect(path: Path, *, create: bool, busy_timeout: float) -> sqlite3.Connection:
    conn = sqlite3.connect(
        # Without `create`, read-write but never create the file (SQLite's `mode=rw`).
        str(path) if create else f"file:{quote(str(path))}?mode=rw",
        isolation_level=None,
        timeout=busy_timeout,
        check_same_thread=False,
        cached_statements=512,  # every statement the engine issues stays prepared
        uri=not create,
    )
    try:
        conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        # Reads stay flat with store size when the hot pages stay in memory: a 32 MiB page cache and reads
        # through mmap of up to 2 GiB of the file (address space, not memory; `memtx bench --only scale`:
        # `get` at 10^6 vs 10^3 records 1.37x with a 256 MiB window, 1.13x with this one).
        conn.execute("PRAGMA cache_size = -32768")
        conn.execute("PRAGMA mmap_size = 2147418112")
    except BaseException:
        conn.close()
        raise
    return conn


class _Link:
    """One of the backend's connections, with what it remembers between its units; all of it under `lock`."""

    __slots__ = ("aliases", "conn", "counts", "lock", "memo", "memo_at")

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.lock = threading.RLock()
        # What this connection's last successful unit knew (`UnitMemo`), and when: SQLite's data_version (it
        # moves only when *another* connection commits — for the reader, the backend's own writer too) and this
        # connection's change count (it moves with any write of ours, also one made outside a unit). While both
        # stand still the memo is the file's truth.
        self.memo: UnitMemo | None = None
        self.memo_at: tuple[int, int] | None = None
        # What this connection has counted in the search index; stays true as the index only grows.
        self.counts = DocCounts()
        self.aliases: AliasCache = {}  # committed aliases (immutable, DESIGN §5) this connection's units have seen

    def stamp(self) -> tuple[int, int]:
        return int(self.conn.execute("PRAGMA data_version").fetchone()[0]), self.conn.total_changes

    def current_memo(self) -> UnitMemo:
        """The memo, if nothing was committed since it was taken; else a fresh one (for reads outside a unit)."""
        at = self.stamp()
        if at != self.memo_at or self.memo is None:
            self.memo, self.memo_at = UnitMemo(), at
        return self.memo

    def rollback(self) -> None:
        # SQLite may already have rolled back on its own (e.g. after SQLITE_FULL); never mask the cause.
        if self.conn.in_transaction:
            self.conn.execute("ROLLBACK")


class SQLiteBackend(Backend):
    """One SQLite file, safe to share between threads of one process and between processes.

    `synchronous` is FULL by default (durable against power loss); `fast=True` selects NORMAL, the
    opt-in profile of DESIGN §11 (durable against process crashes, not power loss). `create=False`: a
    missing file, or a file without memtx's tables, raises `NoStore`, and the file is neither created nor
    written (DESIGN §12: no store is created by a read). The read connection never creates the file: it
    opens it read-write-if-present (`mode=rw`) once the writer has migrated it, and refuses writes.
    """

    def __init__(
        self, path: str | Path, *, busy_timeout: float = 30.0, fast: bool = False, create: bool = True
    ) -> None:
        self.path = Path(path)
        self.url = f"sqlite:///{self.path}"
        self._fast = fast
        # Units do not nest within a thread (one connection refused a second BEGIN; with two, a read unit's thread
        # could take the writer while `scrub` holds the writer and waits for the reader: a deadlock).
        self._in_unit = threading.local()
        if not create and not self.path.is_file():
            raise NoStore(str(self.path))
        try:
            self._conn = _connect(self.path, create=create, busy_timeout=busy_timeout)
            self._writer = _Link(self._conn)
            if not create and not self._holds_store():
                raise NoStore(str(self.path), "the file has no memtx tables")  # before WAL mode writes its header
            mode = self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StorageError(f"SQLite refused WAL mode for {self.path} (got {mode!r})")
            self._conn.execute(f"PRAGMA synchronous = {'NORMAL' if fast else 'FULL'}")
            self._migrate(create)  # (with foreign keys off: a migration may rebuild a table others reference; rows
            # are copied as they are, so what referenced what still does — a store damaged at rest stays so)
            self._conn.execute("PRAGMA foreign_keys = ON")
            # Schema v12: may `get` read A by a key's spelling before its alias (true of every store but one
            # that kept pre-v3 cluster ids; it never turns false, so it is read once).
            row = self._conn.execute("SELECT ival FROM meta WHERE name = 'spelled_ckeys'").fetchone()
            self._spelled_ckeys = bool(row and row[0])
            # The reader, once the file holds the migrated schema: it never creates the file, and a write through it
            # (none is meant: read units only read) fails instead of waiting for, or racing, the writer.
            self._reader = _Link(_connect(self.path, create=False, busy_timeout=busy_timeout))
            self._reader.conn.execute("PRAGMA query_only = ON")
            # (the writer's first: what `memtx bench` and the tests of statements per call trace; not for SQL)
            self._conns = (self._conn, self._reader.conn)
        except sqlite3.Error as exc:
            self._close_quietly()
            raise translate(exc, self.path) from exc
        except BaseException:
            self._close_quietly()
            raise

    def _holds_store(self) -> bool:
        """Whether the file has a migrated memtx schema (read without writing anything)."""
        found = self._conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
        if found.fetchone() is None:
            return False
        return self._conn.execute("SELECT 1 FROM schema_migrations LIMIT 1").fetchone() is not None

    def _close_quietly(self) -> None:
        for link in (getattr(self, "_reader", None), getattr(self, "_writer", None)):
            if link is not None:
                link.conn.close()

    def _migrate(self, create: bool) -> None:
        with self._writer.lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                if create:
                    self._conn.execute(
                        "CREATE TABLE IF NOT EXISTS schema_migrations "
                        "(version INTEGER PRIMARY KEY, applied TEXT NOT NULL)"
                    )
                apply_migrations(
                    self._conn,
                    str(self.path),
                    run=self._conn.execute,
                    reindex_search=lambda: reindex_search(self._conn),
                    create=create,
                )
                self._conn.execute("COMMIT")
            except BaseException:
                self._writer.rollback()
                raise

    def unit(self, *, write: bool, durable: bool = True) -> AbstractContextManager[Unit]:
        return _UnitScope(self, write=write, durable=durable)

    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        # One statement, so one consistent read without BEGIN/COMMIT (autocommit). A spelling is first read as
        # the id of its cluster (schema v12: a cluster id with an A entry is a spelling aliased to that very
        # cluster, and aliases never move), which skips the alias B-tree, one of the three descents that grow
        # with the store; a spelling that is not a cluster id (an alias) then goes through the alias.
        link = self._free_link()
        try:
            if alias is not None and self._spelled_ckeys:
                row = link.conn.execute(_LOOKUP_BY_CKEY, (reader, alias)).fetchone()
                if row is not None:
                    return lookup_of(row, by_alias=False)
            row = link.conn.execute(
                _LOOKUP_BY_ALIAS if alias is not None else _LOOKUP_BY_CKEY,
                (reader, alias if alias is not None else ckey),
            ).fetchone()
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc
        finally:
            link.lock.release()
        return lookup_of(row, by_alias=alias is not None)

    def _free_link(self) -> _Link:
        """The connection for one read outside any unit, its lock taken (the caller releases it): the writer when
        no unit holds it, else the reader, so the read never waits for a write unit. (With these reads always on
        the reader, whose memo and page cache start afresh after each of the writer's commits, a governed commit
        was 4-14% slower: `memtx bench --only commit`, new key at NORMAL 3.51-3.63x raw against 3.13-3.19x.)"""
        if self._writer.lock.acquire(blocking=False):
            return self._writer
        self._reader.lock.acquire()
        return self._reader

    def last_csn(self) -> int:
        link = self._free_link()
        try:
            memo = link.current_memo()
            if memo.csn is None:
                memo.csn = int(link.conn.execute("SELECT ival FROM meta WHERE name = 'csn'").fetchone()[0])
            return memo.csn
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc
        finally:
            link.lock.release()

    def registration(self, name: str) -> Agent | None:
        link = self._free_link()
        try:
            agents = link.current_memo().agents
            if name not in agents:  # one statement: a consistent read without BEGIN/COMMIT
                row = link.conn.execute(
                    "SELECT name, team, role, authority_ceiling FROM agents WHERE name = ?", (name,)
                ).fetchone()
                agents[name] = Agent(row[0], row[1], Role(row[2]), row[3]) if row else None
            return agents[name]
        except sqlite3.Error as exc:
            raise translate(exc, self.path) from exc
        finally:
            link.lock.release()

    def _restore_sync(self, relaxed: bool) -> None:
        if relaxed:
            self._conn.execute("PRAGMA synchronous = FULL")

    def scrub(self) -> bool:
        """DESIGN §10 erasure on SQLite: the erasing unit deleted with `secure_delete` on; this rebuilds the file
        from its live rows (VACUUM: no freed page or cell of the old file survives) and truncates the WAL, whose
        older frames hold pre-images of the pages the erasure changed. Owed erasures are counted in
        `meta.scrub_pending`, cleared only after both succeeded. Both of this backend's connections are held:
        the reader then holds no read transaction that would keep the checkpoint from truncating the WAL."""
        with self._writer.lock, self._reader.lock:
            try:
                owed = int(self._conn.execute("SELECT ival FROM meta WHERE name = 'scrub_pending'").fetchone()[0])
                if not owed:
                    return True
                self._conn.execute("VACUUM")
                if not self._truncate_wal():
                    return False
                self._conn.execute("BEGIN IMMEDIATE")
                self._conn.execute("UPDATE meta SET ival = ival - ? WHERE name = 'scrub_pending'", (owed,))
                self._conn.execute("COMMIT")
                self._writer.memo = None
                return self._truncate_wal()
            except sqlite3.Error as exc:
                self._writer.rollback()
                failure = translate(exc, self.path)
                if isinstance(failure, StorageBusy):  # another writer held the file past the busy timeout
                    return False  # (still owed: the next erasure or open runs it)
                raise failure from exc

    def _truncate_wal(self) -> bool:
        busy, _, _ = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        return not busy

    def close(self) -> None:
        with self._writer.lock, self._reader.lock:
            self._reader.conn.close()
            self._conn.close()


class _UnitScope:
    """`SQLiteBackend.unit`: one SQLite transaction under its connection's lock — a write unit on the writer, a
    read unit on the reader, so neither waits for the other (a class rather than a generator: every governed
    transaction opens two units).

    A non-durable write (in-flight state, DESIGN §6) commits to the WAL without an fsync; the next durable
    commit's fsync covers its frames too. Under `fast` every unit is already NORMAL."""

    __slots__ = ("_at", "_backend", "_link", "_relax", "_unit", "_write")

    def __init__(self, backend: SQLiteBackend, *, write: bool, durable: bool) -> None:
        self._backend = backend
        self._link = backend._writer if write else backend._reader
        self._write = write
        self._relax = write and not durable and not backend._fast
        self._unit: SQLiteUnit | None = None
        self._at = (0, 0)

    def __enter__(self) -> Unit:
        b, link = self._backend, self._link
        if getattr(b._in_unit, "open", False):
            raise StorageError(f"a unit is already open in this thread on {b.path}: units do not nest")
        link.lock.acquire()
        try:
            conn = link.conn
            try:
                if self._relax:
                    conn.execute("PRAGMA synchronous = NORMAL")
                conn.execute("BEGIN IMMEDIATE" if self._write else "BEGIN")
            except sqlite3.Error as exc:
                b._restore_sync(self._relax)
                raise translate(exc, b.path) from exc
            try:
                self._at = at = link.stamp()  # inside the transaction: its snapshot's version
            except sqlite3.Error as exc:
                link.rollback()
                b._restore_sync(self._relax)
                raise translate(exc, b.path) from exc
            memo, link.memo = (link.memo if at == link.memo_at else None), None  # a failed unit leaves none
            self._unit = SQLiteUnit(conn, memo, link.counts, link.aliases)
            b._in_unit.open = True
            return self._unit
        except BaseException:
            link.lock.release()
            raise

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None) -> None:
        b, link = self._backend, self._link
        unit = self._unit
        assert unit is not None
        try:
            if kind is None:
                try:
                    unit.flush()  # the unit's coalesced `meta` writes, inside its transaction
                except BaseException as error:
                    self._abandon()
                    if isinstance(error, sqlite3.Error):
                        raise translate(error, b.path) from error
                    raise
                try:
                    link.conn.execute("COMMIT")
                except sqlite3.Error as error:
                    link.rollback()
                    raise translate(error, b.path) from error
                else:
                    # Our own commit moves the change count, not our data_version.
                    link.memo, link.memo_at = unit.memo, (self._at[0], link.conn.total_changes)
                    remember_aliases(link.aliases, unit.found_aliases)
                finally:
                    b._restore_sync(self._relax)
                return
            self._abandon()
            if isinstance(exc, sqlite3.Error):
                raise translate(exc, b.path) from exc
        finally:
            b._in_unit.open = False
            link.lock.release()

    def _abandon(self) -> None:
        self._link.rollback()
        self._backend._restore_sync(self._relax)
