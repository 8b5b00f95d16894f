"""A SQL unit's part of an erasure (DESIGN §10, erasure): finding a user's sources and the versions citing them,
and removing their text from every row that holds it — versions, sources, the search index, vectors and the
content fingerprints of private text — in the unit, with the backend's secure delete on (`_secure_delete`:
SQLite overwrites freed cells and pages with zeros as they are freed).

Responsible for: those rows (the search index's are the backend's, `_unindex_versions`). Must not: decide what
belongs to a user (`memtx.api.erasure` does), touch the journal, or run VACUUM (the backend's `scrub`, after the
commit).
"""

from __future__ import annotations

from collections.abc import Sequence

from memtx.storage.sql.core import SQLUnitCore


class SQLErase(SQLUnitCore):
    """`SQLUnit`'s erasure rows."""

    def user_sources(self, user: str) -> list[str]:
        rows = self._c.execute(
            "SELECT id FROM sources WHERE for_user = ? UNION SELECT id FROM sources WHERE owner = ? ORDER BY 1",
            (user, user),
        )
        return [str(r[0]) for r in rows]

    def records_citing(self, source_ids: Sequence[str]) -> list[int]:
        found = self._in("SELECT vid FROM records WHERE source_id IN ({marks})", sorted(set(source_ids)))
        return sorted(int(r[0]) for r in found)

    def erase_texts(self, vids: Sequence[int], source_ids: Sequence[str]) -> None:
        self.flush()
        self._secure_delete(True)
        try:
            versions, sources = sorted(set(vids)), sorted(set(source_ids))
            indexed = [
                (int(r[0]), str(r[1]), str(r[2]))
                for r in self._in("SELECT vid, key, value FROM records WHERE vid IN ({marks})", versions)
            ]
            self._c.executemany("UPDATE records SET value = '', evidence = '' WHERE vid = ?", [(v,) for v in versions])
            self._c.executemany("UPDATE sources SET text = '' WHERE id = ?", [(s,) for s in sources])
            self._unindex_versions(indexed)
            self._c.executemany("DELETE FROM vectors WHERE vid = ?", [(v,) for v in versions])
            items = [f"r:{v}" for v in versions] + [f"s:{s}" for s in sources]
            self._c.executemany("DELETE FROM fingerprints WHERE item = ?", [(i,) for i in items])
            self._c.executemany("DELETE FROM fingerprint_items WHERE item = ?", [(i,) for i in items])
            self._meta_adds["scrub_pending"] = self._meta_adds.get("scrub_pending", 0) + 1
            self.memo.ranks.clear()
        finally:
            self._secure_delete(False)

    def restore_source_text(self, source_id: str, text: str) -> None:
        self._c.execute("UPDATE sources SET text = ? WHERE id = ? AND text = ''", (text, source_id))
