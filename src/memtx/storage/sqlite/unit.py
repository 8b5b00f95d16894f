"""One SQLite unit (DESIGN §11): the shared SQL unit on a `sqlite3.Connection`, with SQLite's side of the
dialect hooks — the FTS5 search index, `secure_delete`, the `sqlite_master` catalog.

Responsible for: `SQLiteUnit`, the hooks `memtx.storage.sql.unit.SQLUnit` declares, and retrieval's SQL on FTS5
(`index_rows`, looked up here at call time, so the retrieval benchmark can replace it). Must not: hold SQL
PostgreSQL could run as well (`memtx.storage.sql` does), open or end transactions (`SQLiteBackend.unit` does)
or contain policy.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Collection, Sequence
from typing import Any

from memtx.core.model import Isolation, Purpose, TxnStatus
from memtx.storage.shapes import Ahead
from memtx.storage.sql.core import AliasCache, UnitMemo
from memtx.storage.sql.unit import SQLUnit
from memtx.storage.sqlite.search import DocCounts, index_rows, search_rows

__all__ = ["SQLiteUnit"]


class SQLiteUnit(SQLUnit):
    """The SQLite `Unit`: the shared SQL, FTS5 for search, and this connection's token counts (`DocCounts`)."""

    _c: sqlite3.Connection

    def __init__(
        self,
        conn: sqlite3.Connection,
        memo: UnitMemo | None = None,
        counts: DocCounts | None = None,
        aliases: AliasCache | None = None,
    ) -> None:
        # (Named, not `super()`: a unit is made three times per commit, and super() walks the mixins' MRO.)
        SQLUnit.__init__(self, conn, memo, aliases)
        self._counts = counts if counts is not None else DocCounts()

    # --- the dialect hooks (`memtx.storage.sql`) -----------------------------------------------------
    def prepare_commit(self, ckeys: Sequence[str], namespaces: Collection[str], *, txn_id: int | None = None) -> None:
        """(Nothing to read ahead: a read of the local file costs no round trip, and the memo carries the
        catalog from unit to unit; SQLite's one writer needs no claim of the header.)"""
        del ckeys, namespaces, txn_id

    def _ended_open(self, txn_id: int, status: TxnStatus, cursor: Any) -> bool:
        """(The row count of a local statement costs no round trip.)"""
        del txn_id, status
        return bool(cursor.rowcount == 1)

    def read_ahead(self, ahead: Ahead) -> None:
        """(Nothing to send ahead: a read of the local file costs no round trip.)"""
        del ahead

    def _register_new(
        self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int, ckeys: Sequence[str]
    ) -> Callable[[], tuple[int, int]]:
        """(The statements at once: a local statement's result costs no round trip.)"""
        txn_id = self.insert_txn(agent, purpose, isolation, snapshot_csn)
        first = self.allocate_vids(len(ckeys))
        self.register_in_flight(txn_id, [(first + i, ckey) for i, ckey in enumerate(ckeys)])
        return lambda: (txn_id, first)

    def _meta_int(self, name: str) -> int:
        return self._meta_read(name)

    def _index_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        indexed = index_rows(self._c, rows)
        if indexed:
            self._meta_adds["search_docs"] = self._meta_adds.get("search_docs", 0) + indexed

    def _unindex_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """FTS5 rows out, then the index merged into one segment, so no older segment keeps their terms (FTS5
        deletes by adding markers)."""
        gone = sum(self._c.execute("DELETE FROM search WHERE rowid = ?", (vid,)).rowcount for vid, _, _ in rows)
        if gone:
            self._meta_adds["search_docs"] = self._meta_adds.get("search_docs", 0) - gone
            self._c.execute("INSERT INTO search (search) VALUES ('optimize')")

    def _secure_delete(self, on: bool) -> None:
        """SQLite's pragma: zero what is deleted as it is deleted."""
        self._c.execute(f"PRAGMA secure_delete = {'ON' if on else 'OFF'}")

    def _side_ddl(self, statements: Sequence[str]) -> list[str]:
        """(SQLite runs them as they are.)"""
        return list(statements)

    def _side_exists(self, name: str) -> bool:
        return self._one("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (name,)) is not None

    def search(
        self, tokens: Sequence[str], *, visible: bool, limit: int, user: str | None = None
    ) -> list[tuple[int, float]]:
        self.flush()
        return search_rows(self._c, self._counts, tokens, visible=visible, limit=limit, user=user)
