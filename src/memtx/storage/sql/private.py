"""A SQL unit's content fingerprints of private text (DESIGN §8 laundering).

Responsible for: the `fingerprint_items` and `fingerprints` rows, with the memo of which principals have any.
Must not: fingerprint text or judge a match (`memtx.core.flow`), or open or end transactions.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from memtx.core.model import Scope
from memtx.storage.shapes import PrivateMeta, PrivateText
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.rows import CHUNK


class SQLPrivate(SQLUnitCore):
    """`SQLUnit`'s private-text fingerprints."""

    # --- content fingerprints of private text -----------------------------------------------------
    def index_private(self, items: Sequence[PrivateText]) -> None:
        self._c.executemany(
            "INSERT INTO fingerprint_items (item, owner, scope, size, sampled) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (item) DO NOTHING",
            [(t.item, t.owner, int(t.scope), len(t.hashes), int(t.sampled)) for t in items],
        )
        self._c.executemany(
            "INSERT INTO fingerprints (principal, hash, item) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            [(p, h, t.item) for t in items for p in t.principals for h in t.hashes],
        )
        for t in items:
            for p in t.principals:
                if t.hashes:
                    self.memo.fingerprinted[p] = True

    def has_fingerprints(self, principal: str) -> bool:
        known = self.memo.fingerprinted.get(principal)
        if known is None:
            row = self._one("SELECT 1 FROM fingerprints WHERE principal = ? LIMIT 1", (principal,))
            known = self.memo.fingerprinted[principal] = row is not None
        return known

    def fingerprint_matches(self, principal: str, hashes: Collection[int]) -> dict[int, tuple[str, ...]]:
        found: dict[int, list[str]] = {}
        sql = "SELECT hash, item FROM fingerprints WHERE principal = ? AND hash IN ({marks})"
        values = sorted(set(hashes))
        for start in range(0, len(values), CHUNK):
            chunk = values[start : start + CHUNK]
            for h, item in self._c.execute(sql.format(marks=", ".join("?" * len(chunk))), (principal, *chunk)):
                found.setdefault(h, []).append(item)
        return {h: tuple(items) for h, items in found.items()}

    def private_texts(self, items: Collection[str]) -> dict[str, PrivateMeta]:
        sql = "SELECT item, owner, scope, size, sampled FROM fingerprint_items WHERE item IN ({marks})"
        rows = self._in(sql, sorted(set(items)))
        return {r[0]: PrivateMeta(r[0], r[1], Scope(r[2]), r[3], bool(r[4])) for r in rows}

    def set_private_scope(self, item: str, scope: Scope) -> bool:
        cur = self._c.execute("UPDATE fingerprint_items SET scope = ? WHERE item = ?", (int(scope), item))
        return cur.rowcount == 1
