"""One SQLite unit (DESIGN §11): the backend contract's reads and writes inside one SQLite transaction on the
backend's connection, assembled from its parts, with the search index and vectors (DESIGN §12).

Responsible for: `SQLiteUnit` — the `Unit` made of the `_sqlite_*` mixins (one per kind of state, sharing
`SQLiteUnitCore`'s connection and memos) — and retrieval's SQL: the FTS5 index (`index_rows`, looked up here
at call time, so the retrieval benchmark can replace it), search and vectors. Must not: open or end
transactions (`SQLiteBackend.unit` does) or contain policy.
"""

from __future__ import annotations

from collections.abc import Sequence

from memtx.storage._sqlite_active import SQLiteActive
from memtx.storage._sqlite_catalog import SQLiteCatalog
from memtx.storage._sqlite_core import AliasCache, UnitMemo, remember_aliases
from memtx.storage._sqlite_erase import SQLiteErase
from memtx.storage._sqlite_gate import SQLiteGate
from memtx.storage._sqlite_journal import SQLiteJournal
from memtx.storage._sqlite_keys import SQLiteKeys
from memtx.storage._sqlite_private import SQLitePrivate
from memtx.storage._sqlite_records import SQLiteRecords
from memtx.storage._sqlite_side import SQLiteSide
from memtx.storage._sqlite_txns import SQLiteTxns
from memtx.storage.sqlite_search import index_rows, search_rows

__all__ = ["AliasCache", "SQLiteUnit", "UnitMemo", "index_rows", "remember_aliases"]


class SQLiteUnit(
    SQLiteCatalog,
    SQLiteRecords,
    SQLiteActive,
    SQLiteJournal,
    SQLiteKeys,
    SQLiteTxns,
    SQLiteGate,
    SQLitePrivate,
    SQLiteErase,
    SQLiteSide,
):
    """The SQLite `Unit`: its parts' SQL, and the search index a backend keeps its own way (`PostgresUnit`
    replaces `_index_versions` and `search`)."""

    # --- retrieval (DESIGN §12) --------------------------------------------------------------------
    def _index_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """Index stored versions `(vid, key, value)` for search (DESIGN §12); a backend's own index."""
        indexed = index_rows(self._c, rows)
        if indexed:
            self._meta_adds["search_docs"] = self._meta_adds.get("search_docs", 0) + indexed

    def search(
        self, tokens: Sequence[str], *, visible: bool, limit: int, user: str | None = None
    ) -> list[tuple[int, float]]:
        self.flush()
        return search_rows(self._c, self._counts, tokens, visible=visible, limit=limit, user=user)

    def put_vectors(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        self._c.executemany(
            "INSERT INTO vectors (vid, model, vec) VALUES (?, ?, ?) ON CONFLICT (vid, model) DO NOTHING",
            [(vid, model, blob) for vid, blob in rows],
        )

    def unembedded(self, model: str, after: int, limit: int) -> list[tuple[int, str, str]]:
        rows = self._c.execute(
            "SELECT r.vid, r.key, r.value FROM records r WHERE r.vid > ? AND r.state != 'revoked' AND NOT EXISTS "
            "(SELECT 1 FROM vectors v WHERE v.vid = r.vid AND v.model = ?) ORDER BY r.vid LIMIT ?",
            (after, model, limit),
        )
        return [(int(vid), str(key), str(value)) for vid, key, value in rows]

    def vectors_after(self, model: str, after: int, limit: int) -> list[tuple[int, int, bytes]]:
        rows = self._c.execute(
            "SELECT seq, vid, vec FROM vectors WHERE model = ? AND seq > ? ORDER BY seq LIMIT ?", (model, after, limit)
        )
        return [(int(seq), int(vid), bytes(vec)) for seq, vid, vec in rows]
