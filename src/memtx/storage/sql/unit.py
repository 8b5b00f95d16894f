"""One SQL unit (DESIGN §11): the backend contract's reads and writes inside one transaction of a SQL backend,
assembled from its parts, in the SQL that SQLite and PostgreSQL share.

Responsible for: `SQLUnit` — the `Unit` made of this package's mixins (one per kind of state, sharing
`SQLUnitCore`'s connection, memos and hooks) — and the embedding vectors' rows. Must not: implement a dialect
hook (`memtx.storage.sqlite.unit`, `memtx.storage.postgres.unit` do), open or end transactions (the backend's
`unit` does) or contain policy.
"""

from __future__ import annotations

from collections.abc import Sequence

from memtx.storage.sql.active import SQLActive
from memtx.storage.sql.catalog import SQLCatalog
from memtx.storage.sql.erase import SQLErase
from memtx.storage.sql.gate import SQLGate
from memtx.storage.sql.journal import SQLJournal
from memtx.storage.sql.keys import SQLKeys
from memtx.storage.sql.private import SQLPrivate
from memtx.storage.sql.records import SQLRecords
from memtx.storage.sql.side import SQLSide
from memtx.storage.sql.txns import SQLTxns

__all__ = ["SQLUnit"]


class SQLUnit(
    SQLCatalog,
    SQLRecords,
    SQLActive,
    SQLJournal,
    SQLKeys,
    SQLTxns,
    SQLGate,
    SQLPrivate,
    SQLErase,
    SQLSide,
):
    """The shared SQL `Unit`: every contract method but `search`, over the dialect hooks `SQLUnitCore` declares
    (its abstract methods are exactly the hooks a SQL backend's unit implements)."""

    # --- embedding vectors (DESIGN §12) ------------------------------------------------------------
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
