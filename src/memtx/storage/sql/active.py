"""A SQL unit's active map, A (DESIGN §1), and A's digest (DESIGN §10).

Responsible for: A's rows, the digest buckets and total that follow every change of A in the same unit, the
vids of A this unit has seen (the digest's deltas), and restore's repair of A. Must not: choose a winner
(`memtx.core.contracts`), write V or the journal, or open or end transactions.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Final

from memtx.core import digests
from memtx.core.model import Record, Scope
from memtx.storage.shapes import ActiveEntry
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.rows import RECORD_COLUMNS_R, RECORD_FIELDS, record_of, write_digests

# `actives_with_versions`: A's rows, each with its version and that version's source's rank.
_ACTIVE_WITH_VERSION: Final = (
    f"SELECT a.ckey, a.vid, a.changed_csn, a.changed_by, {RECORD_COLUMNS_R}, "
    "s.authority, s.scope, s.seq, s.observed_at FROM active a LEFT JOIN records r ON r.vid = a.vid "
    "LEFT JOIN sources s ON s.id = r.source_id WHERE a.ckey IN ({marks})"
)
_RANK_AT: Final = 4 + len(RECORD_FIELDS)


class SQLActive(SQLUnitCore):
    """`SQLUnit`'s active map (A) and its digest."""

    # --- active map --------------------------------------------------------------------------------
    def get_active(self, ckey: str) -> ActiveEntry | None:
        row = self._one("SELECT ckey, vid, changed_csn, changed_by FROM active WHERE ckey = ?", (ckey,))
        self._seen_active[ckey] = row[1] if row else None
        return ActiveEntry(*row) if row else None

    def put_active(self, entry: ActiveEntry) -> None:
        self.put_actives([entry])

    def _old_vids(self, ckeys: Sequence[str]) -> dict[str, int | None]:
        unseen = sorted({c for c in ckeys if c not in self._seen_active})
        if unseen:
            found = dict(self._in("SELECT ckey, vid FROM active WHERE ckey IN ({marks})", unseen))
            for ckey in unseen:
                self._seen_active[ckey] = found.get(ckey)
        return {c: self._seen_active[c] for c in ckeys}

    def _apply_digest(self, changes: Sequence[tuple[str, int | None, int | None]]) -> None:
        """DESIGN §10: the buckets and the total follow A in the same unit (O(write set))."""
        delta = digests.deltas(changes)
        if not delta:
            return
        self._c.executemany(
            "UPDATE adigest SET d = (d + ?) % ? WHERE bucket = ?",
            [(d, digests.MODULUS, b) for b, d in sorted(delta.items())],
        )
        step = sum(delta.values()) % digests.MODULUS
        total = self.memo.digest = (self.a_digest() + step) % digests.MODULUS
        self._meta_sets["adigest"] = (total, None)

    def a_digest(self) -> int:
        if self.memo.digest is None:
            self.memo.digest = self._meta_int("adigest")
        return self.memo.digest

    def a_digest_buckets(self) -> dict[int, int]:
        return {int(b): int(d) for b, d in self._c.execute("SELECT bucket, d FROM adigest")}

    def set_a_digests(self, buckets: Mapping[int, int]) -> None:
        self._meta_sets.pop("adigest", None)
        write_digests(self._c, buckets)
        self.memo.digest = digests.total(buckets)

    def put_a_digest_buckets(self, values: Mapping[int, int]) -> None:
        self._c.executemany(
            "INSERT INTO adigest (bucket, d) VALUES (?, ?) ON CONFLICT (bucket) DO UPDATE SET d = excluded.d",
            sorted(values.items()),
        )
        self._c.execute("DELETE FROM adigest WHERE d = 0")
        total = self.memo.digest = digests.total(self.a_digest_buckets())
        self._meta_sets["adigest"] = (total, None)

    def iter_active(self) -> Iterator[ActiveEntry]:
        for row in self._c.execute("SELECT ckey, vid, changed_csn, changed_by FROM active ORDER BY ckey"):
            yield ActiveEntry(*row)

    def active_page(self, prefix: str, *, after: str | None, limit: int, user: str | None = None) -> list[ActiveEntry]:
        low, op = (after, ">") if after is not None and after >= prefix else (prefix, ">=")
        bound, params = "", [low]
        if prefix and ord(prefix[-1]) < 0x10FFFF:  # the first string after every one that starts with prefix
            bound, params = " AND ac.ckey < ?", [low, prefix[:-1] + chr(ord(prefix[-1]) + 1)]
        # DESIGN §12 per-user reads: the user's versions only, a condition of the query (never a post-filter).
        mine = (
            ""
            if user is None
            else " AND EXISTS (SELECT 1 FROM records r JOIN sources s ON s.id = r.source_id "
            "WHERE r.vid = ac.vid AND s.for_user = ?)"
        )
        rows = self._c.execute(
            f"SELECT ac.ckey, ac.vid, ac.changed_csn, ac.changed_by FROM active ac WHERE ac.ckey {op} ?{bound} "
            f"AND ac.vid IS NOT NULL{mine} ORDER BY ac.ckey LIMIT ?",
            (*params, *(() if user is None else (user,)), limit),
        )
        return [ActiveEntry(*row) for row in rows if row[0].startswith(prefix)]

    def repair_active(self, put: Sequence[ActiveEntry], drop: Sequence[str]) -> None:
        self._actives = None
        self._c.executemany(
            "INSERT INTO active (ckey, vid, changed_csn, changed_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (ckey) DO UPDATE SET vid = excluded.vid, changed_csn = excluded.changed_csn, "
            "changed_by = excluded.changed_by",
            [(e.ckey, e.vid, e.changed_csn, e.changed_by) for e in put],
        )
        self._c.executemany("DELETE FROM active WHERE ckey = ?", [(c,) for c in drop])
        self._seen_active.clear()

    # --- set-based forms ---------------------------------------------------------------------------
    def get_actives(self, ckeys: Sequence[str]) -> dict[str, ActiveEntry]:
        rows = self._in(
            "SELECT ckey, vid, changed_csn, changed_by FROM active WHERE ckey IN ({marks})", sorted(set(ckeys))
        )
        found = {r[0]: ActiveEntry(*r) for r in rows}
        for ckey in ckeys:
            self._seen_active[ckey] = found[ckey].vid if ckey in found else None
        return found

    def actives_with_versions(self, ckeys: Sequence[str]) -> tuple[dict[str, ActiveEntry], dict[int, Record]]:
        kept = self._actives  # (read ahead by `prepare_commit`, until A or a state changes)
        if kept is not None and kept[0] == frozenset(ckeys):
            entries, shown = kept[1]
            return dict(entries), dict(shown)
        return self._read_actives_with_versions(ckeys)

    def _read_actives_with_versions(self, ckeys: Sequence[str]) -> tuple[dict[str, ActiveEntry], dict[int, Record]]:
        # One statement: A's rows, their versions and those versions' sources' ranks (kept in the memo:
        # sources are immutable), which adjudication needs next.
        entries: dict[str, ActiveEntry] = {}
        shown: dict[int, Record] = {}
        rows = list(self._in(_ACTIVE_WITH_VERSION, sorted(set(ckeys))))  # (read before the memo: see `memo`)
        ranks = self.memo.ranks
        for row in rows:
            entries[row[0]] = ActiveEntry(row[0], row[1], row[2], row[3])
            if row[4] is not None:
                record = shown[row[4]] = record_of(row[4:_RANK_AT])
                if record.source_id not in ranks:
                    ranks[record.source_id] = (
                        row[_RANK_AT],
                        Scope(row[_RANK_AT + 1]),
                        row[_RANK_AT + 2],
                        row[_RANK_AT + 3],
                    )
        for ckey in ckeys:
            entry = entries.get(ckey)
            self._seen_active[ckey] = None if entry is None else entry.vid
        return entries, shown

    def put_actives(self, entries: Sequence[ActiveEntry]) -> None:
        self._actives = None
        if not entries:
            return
        old = self._old_vids([e.ckey for e in entries])
        changes = []
        for e in entries:
            changes.append((e.ckey, old[e.ckey], e.vid))
            old[e.ckey] = e.vid
            self._seen_active[e.ckey] = e.vid
        self._c.executemany(
            "INSERT INTO active (ckey, vid, changed_csn, changed_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (ckey) DO UPDATE SET vid = excluded.vid, changed_csn = excluded.changed_csn, "
            "changed_by = excluded.changed_by",
            [(e.ckey, e.vid, e.changed_csn, e.changed_by) for e in entries],
        )
        self._apply_digest(changes)
