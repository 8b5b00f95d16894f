"""A SQL unit's journal, J (DESIGN §1, §10): events appended, read back, and placed again by a restore.

Responsible for: the `journal` table's rows and the as-of reads on them (activations, transitions). Must
not: decide what to journal (the engine does) or what a restore changes (`memtx.engine.recovery`), or open or end
transactions.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Sequence

from memtx.core.model import Event, JournalEntry, Record, State
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.rows import EVENT_COLUMNS, INSERT_EVENT, RECORD_COLUMNS_R, event_of, event_row, record_of

# `version_at` in one statement: the version of A's latest activation of a key up to a csn, with its latest
# transition up to that csn (two correlated reads of one journal row: a state and its reason).
_TRANSITION_AT = (
    "(SELECT t.{column} FROM journal t WHERE t.vid = r.vid AND t.kind = 'transition' AND t.csn IS NOT NULL "
    "AND t.csn <= ? ORDER BY t.seq DESC LIMIT 1)"
)
_VERSION_AT = (
    f"SELECT {RECORD_COLUMNS_R}, {_TRANSITION_AT.format(column='to_state')}, {_TRANSITION_AT.format(column='reason')} "
    "FROM records r WHERE r.vid = (SELECT vid FROM journal WHERE ckey = ? AND kind = 'activate' AND csn <= ? "
    "ORDER BY csn DESC, seq DESC LIMIT 1)"
)


class SQLJournal(SQLUnitCore):
    """`SQLUnit`'s journal (J)."""

    # --- journal -----------------------------------------------------------------------------------
    def append_event(self, event: Event) -> int:
        cur = self._c.execute(INSERT_EVENT, event_row(event))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def append_events(self, events: Sequence[Event]) -> None:
        self._c.executemany(INSERT_EVENT, [event_row(e) for e in events])

    def iter_events(self) -> Iterator[Event]:
        for row in self._c.execute(f"SELECT {EVENT_COLUMNS} FROM journal ORDER BY seq"):
            yield event_of(row)

    def events_about(self, vids: Collection[int], ckeys: Collection[str]) -> list[Event]:
        found: dict[int, Event] = {}
        # journal_vid (every transition, schema v6) and journal_activate
        for row in self._in(
            f"SELECT {EVENT_COLUMNS} FROM journal WHERE kind = 'transition' AND vid IN ({{marks}})", sorted(set(vids))
        ):
            found[int(row[0])] = event_of(row)
        for row in self._in(
            f"SELECT {EVENT_COLUMNS} FROM journal WHERE kind = 'activate' AND ckey IN ({{marks}})", sorted(set(ckeys))
        ):
            found[int(row[0])] = event_of(row)
        return [found[seq] for seq in sorted(found)]

    def taken_seqs(self, low: int, high: int) -> set[int]:
        return {int(r[0]) for r in self._c.execute("SELECT seq FROM journal WHERE seq BETWEEN ? AND ?", (low, high))}

    def last_seq(self) -> int:
        return int(self._one("SELECT COALESCE(MAX(seq), 0) FROM journal")[0])

    def activation_at(self, ckey: str, csn: int) -> tuple[bool, int | None]:
        row = self._one(
            "SELECT vid FROM journal WHERE ckey = ? AND kind = 'activate' AND csn <= ? "
            "ORDER BY csn DESC, seq DESC LIMIT 1",
            (ckey, csn),
        )
        return (True, row[0]) if row else (False, None)

    def version_at(self, ckey: str, csn: int) -> tuple[Record, tuple[State, str] | None] | None:
        row = self._one(_VERSION_AT, (csn, csn, ckey, csn))
        if row is None:
            return None
        state, reason = row[-2:]
        return record_of(row[:-2]), (None if state is None else (State(state), reason))

    def activation_history(self, ckey: str) -> list[tuple[int, int | None]]:
        rows = self._c.execute(
            "SELECT csn, vid FROM journal WHERE ckey = ? AND kind = 'activate' ORDER BY csn DESC, seq DESC",
            (ckey,),
        )
        return [(r[0], r[1]) for r in rows]

    def transition_at(self, vid: int, csn: int) -> tuple[State, str] | None:
        row = self._one(
            "SELECT to_state, reason FROM journal WHERE vid = ? AND kind = 'transition' AND csn IS NOT NULL "
            "AND csn <= ? ORDER BY seq DESC LIMIT 1",
            (vid, csn),
        )
        return (State(row[0]), row[1]) if row else None

    def last_transition_csn(self, vid: int) -> int | None:
        row = self._one(
            "SELECT csn FROM journal WHERE vid = ? AND kind = 'transition' AND csn IS NOT NULL "
            "ORDER BY seq DESC LIMIT 1",
            (vid,),
        )
        return int(row[0]) if row else None

    def journal_page(self, *, after: int, limit: int, txn_id: int | None = None) -> list[JournalEntry]:
        cols = ", ".join(f"j.{c.strip()}" for c in EVENT_COLUMNS.split(","))
        where, params = (
            ("j.seq > ? AND j.txn_id = ?", (after, txn_id)) if txn_id is not None else ("j.seq > ?", (after,))
        )
        rows = self._c.execute(
            f"SELECT {cols}, t.agent, t.finished_at FROM journal j LEFT JOIN txns t ON t.id = j.txn_id "
            f"WHERE {where} ORDER BY j.seq LIMIT ?",
            (*params, limit),
        )
        return [JournalEntry(event_of(r[:9]), r[9] or "", r[10]) for r in rows]

    def repair_journal(self, drop: Sequence[int], add: Sequence[Event]) -> None:
        self._c.executemany("DELETE FROM journal WHERE seq = ?", [(seq,) for seq in drop])
        placed = [e for e in add if e.seq > 0]
        self._c.executemany(
            "INSERT INTO journal (seq, kind, txn_id, csn, vid, ckey, from_state, to_state, reason) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(e.seq, *event_row(e)) for e in placed],
        )
        self.append_events([e for e in add if e.seq <= 0])
