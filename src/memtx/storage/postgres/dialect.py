"""PostgreSQL's dialect of the shared SQL (DESIGN §11): the one place where memtx's portable statements become
PostgreSQL's.

Responsible for: rewriting a statement written for the SQL backends (`?` parameters, the schema's
migrations, SQLite's generated row ids) into PostgreSQL's, adapting parameters, and a connection adapter
with sqlite3's `execute` / `executemany` surface so the unit's SQL is shared, not copied. Must not: open or
end transactions or hold policy (`memtx.storage.postgres` does the former).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from typing import Any, Final

from memtx.storage.postgres.wire import Sent, Wire
from memtx.storage.schema import SEARCH_DF_MIGRATION, SQLITE_ONLY

# Tables whose key SQLite generates (`INTEGER PRIMARY KEY` without a value): an INSERT that names no key
# gets `RETURNING` it, so the adapter can offer sqlite3's `lastrowid`.
GENERATED_KEYS: Final = {"txns": "id", "journal": "seq", "actions": "id", "gate_log": "seq", "vectors": "seq"}

_INSERT = re.compile(r"^\s*INSERT INTO (\w+) \(([^)]*)\)", re.IGNORECASE)
_TEXT = re.compile(r"\bTEXT\b")


@lru_cache(maxsize=2048)
def statement(sql: str) -> tuple[bytes, str | None, bool]:
    """`sql` with PostgreSQL's numbered parameters (`$1`, `$2`, …) and, for an INSERT into a table whose key the
    store generates, `RETURNING` that key; the second item names the key returned, the third says whether the
    statement returns rows (only then are its results ever waited for). Cached: the text is composed once."""
    pieces = sql.split("?")
    out = pieces[0] + "".join(f"${n}{piece}" for n, piece in enumerate(pieces[1:], start=1))
    rows = sql.lstrip()[:6].upper() in ("SELECT", "WITH ") or " RETURNING " in sql.upper()
    match = _INSERT.match(sql)
    if match is not None and " RETURNING " not in sql.upper():
        key = GENERATED_KEYS.get(match.group(1))
        columns = {c.strip() for c in match.group(2).split(",")}
        if key is not None and key not in columns:
            return f"{out} RETURNING {key}".encode(), key, True
    return out.encode(), None, rows


# An INSERT of one row of parameters that `executemany` may send as one statement of many rows: nothing after
# its VALUES but `ON CONFLICT … DO NOTHING`. (`DO UPDATE` is sent a row at a time: a later row of one statement
# may not update a row an earlier one wrote, which sqlite3's row-by-row `executemany` allows.)
_ROW_INSERT = re.compile(
    r"^(\s*INSERT INTO \w+ \([^)]*\) VALUES )(\(\?(?:, \?)*\))(\s+ON CONFLICT(?: \([^)]*\))? DO NOTHING)?\s*$",
    re.IGNORECASE,
)
ROWS_AT_ONCE: Final = 64  # rows of one multi-row INSERT (`executemany`): a few statement texts, each prepared


@lru_cache(maxsize=512)
def rows_statement(sql: str, n: int) -> bytes | None:
    """`sql`, an INSERT of one row, as one statement inserting `n` rows (`$n` parameters, row after row, in the
    order given: a generated key's trigger numbers them in that order); None when `sql` cannot be (see
    `_ROW_INSERT`). PostgreSQL coerces each row's values to the target columns, as it does for one row."""
    match = _ROW_INSERT.match(sql)
    if match is None:
        return None
    head, row, tail = match.group(1), match.group(2), match.group(3) or ""
    width = row.count("?")
    rows = ", ".join("(" + ", ".join(f"${r * width + c}" for c in range(1, width + 1)) + ")" for r in range(n))
    return f"{head}{rows}{tail}".encode()


def migration(sql: str) -> list[str]:
    """One statement of `memtx.storage.schema.MIGRATIONS` in PostgreSQL's terms: generated keys become
    sequence-free gap-less keys (see `GAPLESS`), BLOB becomes BYTEA, text compares byte-wise as in SQLite
    (`COLLATE "C"`), and SQLite's FTS5 tables become the portable postings of `SEARCH_TABLES`."""
    head = sql.lstrip()
    if sql == SEARCH_DF_MIGRATION:
        return list(SEARCH_DF)
    if sql.startswith(SQLITE_ONLY):  # (SQLite's own storage layout: PostgreSQL's tables are heaps anyway)
        return []
    if "USING fts5vocab" in head:
        return []
    if "USING fts5" in head:
        return list(SEARCH_TABLES)
    if head.upper().startswith("CREATE TABLE"):
        out = _TEXT.sub('TEXT COLLATE "C"', sql).replace("BLOB", "BYTEA").replace(" WITHOUT ROWID", "")
        out = out.replace("INTEGER PRIMARY KEY", "BIGINT PRIMARY KEY")
        table = head.split()[2]
        statements = [out]
        key = GENERATED_KEYS.get(table)
        if key is not None:
            statements += [s.format(table=table, key=key) for s in GAPLESS]
        return statements
    if head.upper().startswith("ALTER TABLE") and " ADD COLUMN " in head.upper():
        return [_TEXT.sub('TEXT COLLATE "C"', sql)]
    if "SELECT 'vid_seq'" in head:
        return [sql.replace("NULL FROM records", "NULL::DOUBLE PRECISION FROM records")]
    return [sql]


# SQLite hands out `max(key) + 1` for a row inserted without its key, so a rolled-back unit leaves no gap in
# the journal's sequence (recovery reads gaps as lost events, DESIGN §10). A PostgreSQL sequence is not
# transactional; a trigger taking `max + 1` is exact because write units are serialized (see
# `memtx.storage.postgres`), and the primary key's index makes it O(log n).
GAPLESS: Final = (
    """CREATE FUNCTION {table}_next_key() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF NEW.{key} IS NULL THEN
            NEW.{key} := COALESCE((SELECT MAX({key}) FROM {table}), 0) + 1;
        END IF;
        RETURN NEW;
    END $$""",
    "CREATE TRIGGER {table}_key BEFORE INSERT ON {table} FOR EACH ROW EXECUTE FUNCTION {table}_next_key()",
)

# The search index (DESIGN §12) as plain tables: one row per version with its length in terms and one per
# (term, version) with the term's count, so `lexical.bm25` is computed exactly (the same ranking on every
# backend) from portable SQL and a B-tree range per query term.
SEARCH_TABLES: Final = (
    "CREATE TABLE search_docs (vid BIGINT PRIMARY KEY, length INTEGER NOT NULL)",
    """CREATE TABLE search_terms (
        term TEXT COLLATE "C" NOT NULL,
        vid BIGINT NOT NULL,
        tf INTEGER NOT NULL,
        PRIMARY KEY (term, vid)
    )""",
    "INSERT INTO meta (name, ival, fval) VALUES ('search_length', 0, NULL)",
    # Since v10 (see `SEARCH_DF`): created with the postings, so v7's reindex of older stores keeps it too.
    'CREATE TABLE search_df (term TEXT COLLATE "C" PRIMARY KEY, docs BIGINT NOT NULL)',
)


# Schema v10: each search term's document count, kept by `PostgresUnit._index_versions` (under the write lock
# every write unit takes, so the hot rows of common terms are never contended) and read by `search` in one
# primary-key probe per query term. A store made at v7-v9 has postings but no counts: they are filled from
# its postings; a store whose v7 already made the table (with exact counts) is left as it is.
SEARCH_DF: Final = (
    'CREATE TABLE IF NOT EXISTS search_df (term TEXT COLLATE "C" PRIMARY KEY, docs BIGINT NOT NULL)',
    "INSERT INTO search_df (term, docs) SELECT term, COUNT(*) FROM search_terms GROUP BY term "
    "ON CONFLICT (term) DO NOTHING",
)


# Values at most this many are sent as a list of parameters (`any_of`), more as one array parameter.
LISTED: Final = 16


def any_of(values: Sequence[Any]) -> tuple[str, tuple[Any, ...]]:
    """The right side of `column = ANY(…)` over `values`, and its parameters: `ARRAY[?, …]` for a few values,
    one array parameter for more (or none).

    Why: PostgreSQL never takes a prepared statement's generic plan for `= ANY($1)` of an array parameter (its
    estimate for an array of unknown length loses to a one-value custom plan), so every execution is planned
    again, which costs the server more than the primary-key probes themselves; each length of a list of
    parameters is a statement of its own, planned generically from its sixth execution on."""
    if 0 < len(values) <= LISTED:  # (an empty `ARRAY[]` has no type: the array parameter says it)
        return f"ARRAY[{', '.join('?' * len(values))}]", tuple(values)
    return "?", (list(values),)


def int_array(values: Iterable[int]) -> str:
    """`values` as a one-dimensional integer array's text form (`{1,2}`), for a `?::bigint[]` parameter. Why not a
    list: psycopg dumps a list element by element in Python — about 180 µs for a commit's search postings of 50
    terms, against 40 µs for these texts, which it dumps at C speed (docs/bench.md, "Arrays as text")."""
    return "{" + ",".join(map(str, values)) + "}"


def text_array(values: Iterable[str]) -> str:
    """`values` as a one-dimensional text array's text form, every element quoted (`{"a","b \\"c\\""}`: a quoted
    `NULL` or `{` is text, and only `"` and `\\` are escaped inside quotes), for a `?::text[]` parameter."""
    return "{" + ",".join('"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"' for v in values) + "}"


def parameters(params: Sequence[Any] | Iterable[Any]) -> tuple[Any, ...]:
    """A statement's parameters: SQLite stores a bool as an integer, and the shared schema's flag columns are
    INTEGER."""
    return tuple(int(v) if isinstance(v, bool) else v for v in params)


class Cursor:
    """sqlite3's cursor surface over one statement sent on a `Wire`: iteration, `fetchone`, `fetchall`,
    `rowcount` and `lastrowid` (the generated key an INSERT returned). In a pipeline a statement's result is
    waited for only when it is read: a statement that returns no rows is never waited for on its own."""

    __slots__ = ("_at", "_fetched", "_link", "_rows", "_sent", "_wire", "lastrowid")

    def __init__(
        self, link: Connection, wire: Wire | None, sent: Sent | None, returned: str | None, rows: bool
    ) -> None:
        self._link = link
        self._wire = wire
        self._sent = sent
        self._rows = rows
        self._fetched: list[Any] | None = None
        self._at = 0  # rows `fetchone` handed out
        self.lastrowid: int | None = None
        if returned is not None:
            row = self.fetchone()
            self.lastrowid = None if row is None else int(row[0])

    @property
    def rowcount(self) -> int:
        if self._wire is None or self._sent is None:
            return -1
        self._link.received(self._sent)
        return int(self._wire.result(self._sent).command_tuples or 0)

    def _all(self) -> list[Any]:
        if self._fetched is None:
            if not self._rows or self._wire is None or self._sent is None:
                self._fetched = []
            else:
                self._link.received(self._sent)
                self._fetched = self._wire.rows(self._sent)
        return self._fetched

    def fetchone(self) -> Any:
        rows = self._all()
        if self._at >= len(rows):
            return None
        self._at += 1
        return rows[self._at - 1]

    def fetchall(self) -> list[Any]:
        rows = self._all()
        rest, self._at = rows[self._at :], len(rows)
        return rest

    def __iter__(self) -> Iterator[Any]:
        return iter(self.fetchall())


class Connection:
    """sqlite3's `execute` / `executemany` over one psycopg connection, so `SQLUnit`'s SQL runs unchanged
    on PostgreSQL. Driver errors pass through; the backend translates them at its boundary.

    Round trips. Outside a pipeline every statement is one (sent with a sync, its result read at once). Inside
    one (`wire` set: the backend runs a unit on a `Wire`) statements are queued without waiting, and the client
    waits — one round trip for everything sent since it last waited — only when it reads a result not yet
    read. `round_trips` counts them (`memtx bench` reports it per commit)."""

    def __init__(self, conn: Any) -> None:
        self._conn = conn
        self.raw = conn  # the psycopg connection, for the backend's own statements (BEGIN)
        self.wire: Wire | None = None  # the unit's pipeline while it runs (the backend's)
        self.round_trips = 0
        self.statements = 0  # sent (an `executemany` batch counts once)
        self._unsent = 0  # statements sent in the pipeline whose results nobody waited for yet
        self.opened: Cursor | None = None  # the unit's last opening statement (the backend's)

    def sent(self) -> None:
        """One statement went to the server."""
        self.statements += 1
        if self.wire is None:
            self.round_trips += 1
        else:
            self._unsent += 1

    def queued(self) -> None:
        """A statement of the backend's own (a unit's opening) was queued in the pipeline without being waited
        for: the next wait's round trip carries it (it is not one of the unit's statements)."""
        self._unsent += 1

    def received(self, sent: Sent | None = None) -> None:
        """The client is about to wait for `sent`'s result (and everything sent before it); counts a round trip
        unless the result was read already."""
        if self._unsent and (sent is None or sent.pgresult is None):
            self.round_trips += 1
            self._unsent = 0

    def _send(self, text: bytes, params: tuple[Any, ...]) -> tuple[Wire, Sent]:
        if self.wire is not None:
            return self.wire, self.wire.send(text, params)
        wire = Wire(self._conn)  # (outside a unit's pipeline: the statement alone, with a sync)
        try:
            sent = wire.send(text, params)
        finally:
            wire.close()
        return wire, sent

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor:
        text, returned, rows = statement(sql)
        wire, sent = self._send(text, parameters(params))
        self.sent()
        return Cursor(self, wire, sent, returned, rows)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> Cursor:
        text, _, _ = statement(sql)
        batch = [parameters(r) for r in rows]
        if not batch:
            return Cursor(self, None, None, None, False)
        # Queued together: in a unit's pipeline one round trip with the next read (or none of its own), else one.
        wire = self.wire if self.wire is not None else Wire(self._conn)
        try:
            if len(batch) > 1 and rows_statement(sql, 2) is not None:  # (rows at once: one statement a chunk)
                for start in range(0, len(batch), ROWS_AT_ONCE):
                    chunk = batch[start : start + ROWS_AT_ONCE]
                    many = rows_statement(sql, len(chunk))
                    assert many is not None
                    wire.send(many, tuple(v for row in chunk for v in row))
            else:
                for params in batch:
                    wire.send(text, params)
        finally:
            if wire is not self.wire:
                wire.close()
        self.sent()
        return Cursor(self, None, None, None, False)
