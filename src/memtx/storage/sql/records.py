"""A SQL unit's versions, V (DESIGN §1, §2): records, their states and provenance edges.

Responsible for: storing versions (each indexed for search in the same unit, through the backend's
`_index_versions`), the vid counter, state changes and the reads of V. Must not: decide a state (the engine
does), write the journal or A (`memtx.storage.sql.journal`, `memtx.storage.sql.active`), or open or end
transactions.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Final

from memtx.core.errors import InvalidArgument
from memtx.core.model import Record, State
from memtx.core.pipeline import UNSUPPORTED
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.rows import RECORD_COLUMNS, json_list, record_of

# Takes `n` version ids (DESIGN §11: on PostgreSQL under the registration lock, `memtx.storage.postgres.spaces`).
ALLOCATE_VIDS: Final = "UPDATE meta SET ival = ival + ? WHERE name = 'vid_seq' RETURNING ival"


class SQLRecords(SQLUnitCore):
    """`SQLUnit`'s records (V)."""

    # --- records -----------------------------------------------------------------------------------
    def insert_record(self, record: Record) -> Record:
        return self.insert_records([record])[0]

    def insert_records(self, records: Sequence[Record]) -> list[Record]:
        self._waiting = None
        fresh = sum(1 for r in records if r.vid == 0)
        stored = list(records)
        if fresh:
            vid = self.allocate_vids(fresh)
            for i, r in enumerate(records):
                if r.vid == 0:
                    stored[i] = replace(r, vid=vid)
                    vid += 1
        self._c.executemany(
            "INSERT INTO records (vid, key, ckey, value, evidence, source_id, writer, confidence, kind, owner, scope, "
            "readers, parents, event_time, valid_from, valid_to, state, reason, txn_id, csn) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    r.vid,
                    r.key,
                    r.canonical_key,
                    r.value,
                    r.evidence,
                    r.source_id,
                    r.writer,
                    r.confidence,
                    r.kind,  # (the enums bind as their values: `str` and `int` subclasses)
                    r.owner,
                    r.scope,
                    json_list(r.readers) if r.readers else "[]",
                    json_list(r.parents) if r.parents else "[]",
                    r.event_time,
                    r.valid_from,
                    r.valid_to,
                    r.state,
                    r.reason,
                    r.txn_id,
                    r.csn,
                )
                for r in stored
            ],
        )
        edges = [(r.vid, p) for r in stored for p in sorted(set(r.parents))]
        if edges:
            self._c.executemany("INSERT INTO edges (child, parent) VALUES (?, ?)", edges)
        self._index_versions([(r.vid, r.key, r.value) for r in stored])
        return stored

    def get_record(self, vid: int) -> Record | None:
        row = self._one(f"SELECT {RECORD_COLUMNS} FROM records WHERE vid = ?", (vid,))
        return record_of(row) if row else None

    def allocate_vids(self, n: int) -> int:
        self.flush()
        last = int(self._one(ALLOCATE_VIDS, (n,))[0])
        return last - n + 1

    def max_vid(self) -> int:
        return self._meta_int("vid_seq")

    def set_state(
        self, vid: int, state: State, reason: str, csn: int | None, reinstated_csn: int | None = None
    ) -> None:
        self._actives = self._waiting = None
        self._c.execute(
            "UPDATE records SET state = ?, reason = ?, csn = COALESCE(?, csn), "
            "reinstated_csn = COALESCE(?, reinstated_csn) WHERE vid = ?",
            (state.value, reason, csn, reinstated_csn, vid),
        )

    def records_of(self, *, txn_id: int | None = None, ckey: str | None = None) -> list[Record]:
        if txn_id is None and ckey is None:
            raise InvalidArgument("records_of needs a transaction id or a canonical key")
        terms = {"txn_id": txn_id, "ckey": ckey}
        where = " AND ".join(f"{column} = ?" for column, value in terms.items() if value is not None)
        rows = self._c.execute(
            f"SELECT {RECORD_COLUMNS} FROM records WHERE {where} ORDER BY vid",
            [v for v in terms.values() if v is not None],
        )
        return [record_of(r) for r in rows]

    def children(self, vid: int) -> list[int]:
        return [r[0] for r in self._c.execute("SELECT child FROM edges WHERE parent = ? ORDER BY child", (vid,))]

    def iter_records(self) -> Iterator[Record]:
        for row in self._c.execute(f"SELECT {RECORD_COLUMNS} FROM records ORDER BY vid"):
            yield record_of(row)

    def count_in_state(self, state: State) -> int:
        return int(self._one("SELECT COUNT(*) FROM records WHERE state = ?", (state.value,))[0])

    def quarantined(
        self, *, after: int = 0, limit: int | None = 100, ckeys: Sequence[str] | None = None, reason: str = ""
    ) -> list[Record]:
        kept = self._waiting  # (the commit's read of the lane, made ahead by `prepare_commit`)
        if (
            kept is not None
            and ckeys is not None
            and (after, limit, reason) == (0, None, UNSUPPORTED)
            and kept[0].issuperset(ckeys)
        ):
            wanted = set(ckeys)
            return [r for r in kept[1] if r.canonical_key in wanted]
        # (the prefix's length is an int the statement holds, so the same prefix gives the same statement)
        where = "state = 'quarantined' AND vid > ?" + (f" AND substr(reason, 1, {len(reason)}) = ?" if reason else "")
        params = (after, reason) if reason else (after,)
        if ckeys is None:
            tail = " LIMIT ?" if limit is not None else ""
            rows = self._c.execute(
                f"SELECT {RECORD_COLUMNS} FROM records WHERE {where} ORDER BY vid{tail}",
                (*params, limit) if limit is not None else params,
            )
            return [record_of(r) for r in rows]
        found = self._in(
            f"SELECT {RECORD_COLUMNS} FROM records WHERE ckey IN ({{marks}}) AND {where}", sorted(set(ckeys)), *params
        )
        return sorted((record_of(r) for r in found), key=lambda r: r.vid)[:limit]

    # --- set-based forms ---------------------------------------------------------------------------
    def get_records(self, vids: Sequence[int]) -> dict[int, Record]:
        rows = self._in(f"SELECT {RECORD_COLUMNS} FROM records WHERE vid IN ({{marks}})", sorted(set(vids)))
        return {r[0]: record_of(r) for r in rows}

    def set_states(self, changes: Sequence[tuple[int, State, str, int | None, int | None]]) -> None:
        self._actives = self._waiting = None
        self._c.executemany(
            "UPDATE records SET state = ?, reason = ?, csn = COALESCE(?, csn), "
            "reinstated_csn = COALESCE(?, reinstated_csn) WHERE vid = ?",
            [(state.value, reason, csn, again, vid) for vid, state, reason, csn, again in changes],
        )
