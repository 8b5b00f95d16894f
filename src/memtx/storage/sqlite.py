"""The SQLite backend (DESIGN §11): stdlib sqlite3, WAL, `BEGIN IMMEDIATE` writers, explicit control.

Responsible for: mapping the backend contract onto one SQLite file that several processes may share.
Must not: contain policy; every driver error leaves through `translate` as a memtx error.
"""

from __future__ import annotations

import math
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from memtx.errors import SchemaError, StorageError
from memtx.storage.base import Backend, Unit, VisibleLookup
from memtx.storage.schema import DIGEST_VERSION, KEY_REINDEX_VERSION, MIGRATIONS, SEARCH_VERSION
from memtx.storage.sqlite_rows import (
    RECORD_COLUMNS_R,
    RECORD_FIELDS,
    recomputed_digests,
    record_of,
    reindex_keys,
    translate,
    write_digests,
)
from memtx.storage.sqlite_search import DocCounts, reindex_search
from memtx.storage.sqlite_unit import SQLiteUnit, UnitMemo

__all__ = ["SQLiteBackend", "SQLiteUnit"]


class SQLiteBackend(Backend):
    """One SQLite file, safe to share between threads of one process and between processes.

    `synchronous` is FULL by default (durable against power loss); `fast=True` selects NORMAL, the
    opt-in profile of DESIGN §11 (durable against process crashes, not power loss).
    """

    def __init__(self, path: str | Path, *, busy_timeout: float = 30.0, fast: bool = False) -> None:
        self.path = Path(path)
        self.url = f"sqlite:///{self.path}"
        self._fast = fast
        self._lock = threading.RLock()
        # What the last successful unit knew (`UnitMemo`), and when: SQLite's data_version (it moves only
        # when *another* connection commits) and this connection's change count (it moves with any write of
        # ours, also one made outside a unit). While both stand still the memo is the file's truth.
        self._memo: UnitMemo | None = None
        self._memo_at: tuple[int, int] | None = None
        # What this connection has counted in the search index; stays true as the index only grows.
        self._counts = DocCounts()
        try:
            self._conn = sqlite3.connect(
                str(self.path),
                isolation_level=None,
                timeout=busy_timeout,
                check_same_thread=False,
                cached_statements=512,  # every statement the engine issues stays prepared
            )
            self._conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            mode = self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise StorageError(f"SQLite refused WAL mode for {self.path} (got {mode!r})")
            self._conn.execute(f"PRAGMA synchronous = {'NORMAL' if fast else 'FULL'}")
            self._conn.execute("PRAGMA foreign_keys = ON")
            # Reads stay flat with store size when the hot pages stay in memory: a 32 MiB page cache and reads
            # through mmap of up to 2 GiB of the file (address space, not memory; `memtx bench --only scale`:
            # `get` at 10^6 vs 10^3 records 1.37x with a 256 MiB window, 1.13x with this one).
            self._conn.execute("PRAGMA cache_size = -32768")
            self._conn.execute("PRAGMA mmap_size = 2147418112")
            self._migrate()
        except sqlite3.Error as exc:
            self._close_quietly()
            raise translate(exc, self.path) from exc
        except BaseException:
            self._close_quietly()
            raise

    def _close_quietly(self) -> None:
        conn = getattr(self, "_conn", None)
        if conn is not None:
            conn.close()

    def _migrate(self) -> None:
        with self._lock:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                self._conn.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied TEXT NOT NULL)"
                )
                done = {r[0] for r in self._conn.execute("SELECT version FROM schema_migrations")}
                if done and max(done) > len(MIGRATIONS):
                    raise SchemaError(
                        f"{self.path} has schema version {max(done)}; this memtx knows up to {len(MIGRATIONS)}"
                    )
                for version, statements in enumerate(MIGRATIONS, start=1):
                    if version in done:
                        continue
                    for statement in statements:
                        self._conn.execute(statement)
                    if version == KEY_REINDEX_VERSION:
                        reindex_keys(self._conn)
                    if version == SEARCH_VERSION:
                        reindex_search(self._conn)
                    if version == DIGEST_VERSION:
                        write_digests(self._conn, recomputed_digests(self._conn))
                    self._conn.execute(
                        "INSERT INTO schema_migrations (version, applied) VALUES (?, datetime('now'))",
                        (version,),
                    )
                self._conn.execute("COMMIT")
            except BaseException:
                self._rollback()
                raise

    @contextmanager
    def unit(self, *, write: bool, durable: bool = True) -> Iterator[Unit]:
        with self._lock:
            # A non-durable write (in-flight state, DESIGN §6) commits to the WAL without an fsync; the next
            # durable commit's fsync covers its frames too. Under `fast` every unit is already NORMAL.
            relax = write and not durable and not self._fast
            try:
                if relax:
                    self._conn.execute("PRAGMA synchronous = NORMAL")
                self._conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            except sqlite3.Error as exc:
                self._restore_sync(relax)
                raise translate(exc, self.path) from exc
            try:
                at = self._stamp()  # inside the transaction: its snapshot's version
            except sqlite3.Error as exc:
                self._rollback()
                self._restore_sync(relax)
                raise translate(exc, self.path) from exc
            memo, self._memo = (self._memo if at == self._memo_at else None), None  # a failed unit leaves none
            unit = SQLiteUnit(self._conn, memo, self._counts)
            try:
                yield unit
            except sqlite3.Error as exc:
                self._rollback()
                self._restore_sync(relax)
                raise translate(exc, self.path) from exc
            except BaseException:
                self._rollback()
                self._restore_sync(relax)
                raise
            try:
                self._conn.execute("COMMIT")
            except sqlite3.Error as exc:
                self._rollback()
                raise translate(exc, self.path) from exc
            else:
                # Our own commit moves the change count, not our data_version.
                self._memo, self._memo_at = unit.memo, (at[0], self._conn.total_changes)
            finally:
                self._restore_sync(relax)

    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        # One statement, so one consistent read without BEGIN/COMMIT (autocommit).
        value: str | None
        if alias is not None:
            source, column, value = "aliases k LEFT JOIN active ac ON ac.ckey = k.ckey", "k.normalized", alias
        else:
            source, column, value = "active ac", "ac.ckey", ckey
        sql = (
            f"SELECT {RECORD_COLUMNS_R}, "
            "EXISTS (SELECT 1 FROM pending_revocations p WHERE p.vid = r.vid), "
            "(SELECT fval FROM meta WHERE name = 'now'), "
            "(SELECT team FROM agents WHERE name = ?), "
            "(SELECT team FROM agents g WHERE g.name = r.owner) "
            f"FROM {source} LEFT JOIN records r ON r.vid = ac.vid WHERE {column} = ?"
        )
        with self._lock:
            try:
                row = self._conn.execute(sql, (reader, value)).fetchone()
            except sqlite3.Error as exc:
                raise translate(exc, self.path) from exc
        if row is None:
            return VisibleLookup(resolved=alias is None)
        record = record_of(row) if row[0] is not None else None
        n = len(RECORD_FIELDS)
        now = row[n + 1]
        return VisibleLookup(
            resolved=True,
            record=record,
            pending=bool(row[n]),
            now=-math.inf if now is None else float(now),
            reader_team=row[n + 2],
            owner_team=row[n + 3],
        )

    def _stamp(self) -> tuple[int, int]:
        return int(self._conn.execute("PRAGMA data_version").fetchone()[0]), self._conn.total_changes

    def last_csn(self) -> int:
        with self._lock:
            try:
                at = self._stamp()
                if at != self._memo_at or self._memo is None:
                    self._memo, self._memo_at = UnitMemo(), at
                if self._memo.csn is None:
                    self._memo.csn = int(self._conn.execute("SELECT ival FROM meta WHERE name = 'csn'").fetchone()[0])
            except sqlite3.Error as exc:
                raise translate(exc, self.path) from exc
            return self._memo.csn

    def _restore_sync(self, relaxed: bool) -> None:
        if relaxed:
            self._conn.execute("PRAGMA synchronous = FULL")

    def _rollback(self) -> None:
        # SQLite may already have rolled back on its own (e.g. after SQLITE_FULL); never mask the cause.
        if self._conn.in_transaction:
            self._conn.execute("ROLLBACK")

    def close(self) -> None:
        with self._lock:
            self._conn.close()
