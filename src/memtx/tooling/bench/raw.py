"""The raw-SQLite floor: the rows one governed commit writes, read off a memtx file and written again with plain
sqlite3 executes in one `BEGIN IMMEDIATE … COMMIT` (issue 7 §5).

Responsible for: diffing a SQLite file across a commit, turning two such diffs into a `Template` that yields the
same rows for any later round, replaying it on a copy of the file, and bulk-copying a file's rows (the ingest
floor). Must not: import memtx — it sees only the file, so it follows whatever rows the write path writes.

How a template is made: the workload commits round r₁ and round r₂ on a calibration store, each with its own
marker string in the key and the text (`zx0000001`, `zx0000002`). Column by column, a value equal in both
rounds is a constant; a text that differs only by the marker gets round r's marker; a number that differs
grows linearly with the round (vids, csns, journal seqs, event times); any other text that differs (the
sha256 source id) is replaced by a deterministic stand-in of the same length, the same in every table within
a round, so foreign keys still hold. Replaying round r on a copy of the calibration file made after round r₂
therefore writes, row for row and index for index, what memtx's commit r writes.
"""

from __future__ import annotations

import hashlib
import sqlite3
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtx.tooling.bench.harness import BenchError

Row = tuple[Any, ...]
RowId = int | tuple[Any, ...]  # a rowid, or a WITHOUT ROWID table's primary key
Snapshot = dict[str, dict[RowId, Row]]  # table -> rowid -> row (all columns, in table order)
Marker = Callable[[int], str]


@dataclass(frozen=True, slots=True)
class TableInfo:
    name: str
    columns: tuple[str, ...]
    pk: tuple[int, ...]  # column indexes of the primary key (empty: rowid)
    parents: frozenset[str]  # tables its foreign keys reference
    rowid: bool = True  # False: a WITHOUT ROWID table (its rows are told apart by primary key)


def schema(conn: sqlite3.Connection) -> dict[str, TableInfo]:
    """The user tables of a SQLite file, in an order where every table follows the tables it references."""
    tables = conn.execute("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    rows = [(str(name), str(sql or "")) for name, sql in tables]
    # A virtual table (the FTS5 search index) is written through itself; its shadow tables are its own business.
    virtual = [name for name, sql in rows if sql.upper().startswith("CREATE VIRTUAL TABLE")]
    shadows = {f"{v}_{part}" for v in virtual for part in ("data", "idx", "content", "docsize", "config")}
    views = {name for name, sql in rows if "FTS5VOCAB" in sql.upper()}  # a read-only view of the index
    names = [name for name, _ in rows if name not in shadows | views]
    infos: dict[str, TableInfo] = {}
    for name in names:
        cols = conn.execute(f'PRAGMA table_info("{name}")').fetchall()
        pk = tuple(i for _, i in sorted((c[5], i) for i, c in enumerate(cols) if c[5] > 0))
        parents = frozenset(r[2] for r in conn.execute(f'PRAGMA foreign_key_list("{name}")') if r[2] != name)
        rowid = "WITHOUT ROWID" not in dict(rows)[name].upper()
        infos[name] = TableInfo(name, tuple(c[1] for c in cols), pk, parents, rowid)
    ordered: dict[str, TableInfo] = {}
    while len(ordered) < len(infos):
        ready = [t for t in sorted(infos) if t not in ordered and infos[t].parents <= set(ordered)]
        if not ready:
            raise BenchError(f"foreign keys form a cycle among {sorted(set(infos) - set(ordered))}")
        for t in ready:
            ordered[t] = infos[t]
    return ordered


def snapshot(path: Path) -> Snapshot:
    """Every row of every user table, by rowid — by primary key in a table without one (WITHOUT ROWID) — read
    through its own connection (WAL readers do not block)."""
    conn = sqlite3.connect(str(path))
    try:
        out: Snapshot = {}
        for t, info in schema(conn).items():
            if info.rowid:
                out[t] = {r[0]: tuple(r[1:]) for r in conn.execute(f'SELECT rowid, * FROM "{t}"')}
            else:
                out[t] = {tuple(r[i] for i in info.pk): tuple(r) for r in conn.execute(f'SELECT * FROM "{t}"')}
        return out
    finally:
        conn.close()


@dataclass(frozen=True, slots=True)
class RowOp:
    kind: str  # "insert", "update", "delete"
    table: str
    rowid: RowId
    before: Row | None
    after: Row | None


def diff(before: Snapshot, after: Snapshot, tables: Sequence[str]) -> list[RowOp]:
    """What changed, in replay order: deletes (children first), then per table (parents first) inserts, updates."""
    deletes: list[RowOp] = []
    writes: list[RowOp] = []
    for t in tables:
        old, new = before.get(t, {}), after.get(t, {})
        writes.extend(RowOp("insert", t, rid, None, new[rid]) for rid in sorted(new) if rid not in old)
        writes.extend(
            RowOp("update", t, rid, old[rid], new[rid]) for rid in sorted(new) if rid in old and old[rid] != new[rid]
        )
    for t in reversed(tables):
        old, new = before.get(t, {}), after.get(t, {})
        deletes.extend(RowOp("delete", t, rid, old[rid], None) for rid in sorted(old) if rid not in new)
    return deletes + writes


# --- value rules: how one column's value depends on the round ------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Const:
    value: Any

    def at(self, r: int, marker: Marker) -> Any:
        return self.value


@dataclass(frozen=True, slots=True)
class _Marked:
    text: str  # with round r₁'s marker
    marker1: str

    def at(self, r: int, marker: Marker) -> Any:
        return self.text.replace(self.marker1, marker(r))


@dataclass(frozen=True, slots=True)
class _Linear:
    start: float
    r1: int
    step: float
    integer: bool

    def at(self, r: int, marker: Marker) -> Any:
        value = self.start + (r - self.r1) * self.step
        return round(value) if self.integer else value


@dataclass(frozen=True, slots=True)
class _Opaque:
    """A text that changes every round for a reason the template cannot see (a content hash): a stand-in of the
    same length and prefix, a function of (original, round) only, so every reference to it agrees."""

    text: str
    keep: int  # the prefix both rounds share ("src_")

    def at(self, r: int, marker: Marker) -> Any:
        tail = len(self.text) - self.keep
        digest = hashlib.sha256(f"{self.text}\x00{r}".encode()).hexdigest()
        while len(digest) < tail:
            digest += hashlib.sha256(digest.encode()).hexdigest()
        return self.text[: self.keep] + digest[:tail]


_Rule = _Const | _Marked | _Linear | _Opaque


def _is_number(v: Any) -> bool:
    return isinstance(v, int | float) and not isinstance(v, bool)


def _rule(v1: Any, v2: Any, *, m1: str, m2: str, r1: int, r2: int, where: str) -> _Rule:
    if v1 == v2 and type(v1) is type(v2):
        return _Const(v1)
    if isinstance(v1, str) and isinstance(v2, str):
        if m1 in v1 and v1.replace(m1, m2) == v2:
            return _Marked(v1, m1)
        keep = 0
        while keep < min(len(v1), len(v2)) and v1[keep] == v2[keep]:
            keep += 1
        if len(v1) != len(v2):
            raise BenchError(f"{where}: {v1!r} and {v2!r} differ in length, not only by the round's marker")
        return _Opaque(v1, keep)
    if _is_number(v1) and _is_number(v2):
        step = (v2 - v1) / (r2 - r1)
        integer = isinstance(v1, int) and isinstance(v2, int)
        if integer and step != int(step):
            raise BenchError(f"{where}: {v1} -> {v2} does not grow by a whole step per round")
        return _Linear(v1, r1, step, integer)
    raise BenchError(f"{where}: {v1!r} (round {r1}) and {v2!r} (round {r2}) follow no rule")


@dataclass(frozen=True, slots=True)
class _OpTemplate:
    kind: str
    table: TableInfo
    set_cols: tuple[int, ...]  # insert: every column; update: the changed ones
    values: tuple[_Rule, ...]  # rules for set_cols
    where: tuple[_Rule, ...]  # rules for the primary key (update, delete)

    def sql(self) -> str:
        t = self.table
        names = [t.columns[i] for i in self.set_cols]
        keys = [t.columns[i] for i in t.pk] or ["rowid"]
        match = " AND ".join(f'"{k}" = ?' for k in keys)
        if self.kind == "insert":
            return f'INSERT INTO "{t.name}" ({", ".join(names)}) VALUES ({", ".join("?" for _ in names)})'
        if self.kind == "update":
            return f'UPDATE "{t.name}" SET {", ".join(f"{n} = ?" for n in names)} WHERE {match}'
        return f'DELETE FROM "{t.name}" WHERE {match}'


def _op_template(a: RowOp, b: RowOp, info: TableInfo, *, m1: str, m2: str, r1: int, r2: int) -> _OpTemplate:
    def rule(v1: Any, v2: Any, col: str) -> _Rule:
        return _rule(v1, v2, m1=m1, m2=m2, r1=r1, r2=r2, where=f"{info.name}.{col} ({a.kind})")

    if a.kind == "insert":
        assert a.after is not None
        assert b.after is not None
        cols = tuple(range(len(info.columns)))
        values = tuple(rule(a.after[i], b.after[i], info.columns[i]) for i in cols)
        return _OpTemplate("insert", info, cols, values, ())
    old_a, old_b = a.before, b.before
    assert old_a is not None
    assert old_b is not None
    if info.pk:
        where = tuple(rule(old_a[i], old_b[i], info.columns[i]) for i in info.pk)
    else:
        where = (rule(a.rowid, b.rowid, "rowid"),)
    if a.kind == "delete":
        return _OpTemplate("delete", info, (), (), where)
    assert a.after is not None
    assert b.after is not None
    changed = tuple(i for i in range(len(info.columns)) if old_a[i] != a.after[i] or old_b[i] != b.after[i])
    values = tuple(rule(a.after[i], b.after[i], info.columns[i]) for i in changed)
    return _OpTemplate("update", info, changed, values, where)


@dataclass(frozen=True, slots=True)
class Template:
    """The rows one commit writes, as a function of the round: `statements(r)` are the executes of round r."""

    ops: tuple[_OpTemplate, ...]
    marker: Marker

    @classmethod
    def from_rounds(
        cls, infos: dict[str, TableInfo], d1: Sequence[RowOp], d2: Sequence[RowOp], *, r1: int, r2: int, marker: Marker
    ) -> Template:
        shape1 = [(o.kind, o.table) for o in d1]
        shape2 = [(o.kind, o.table) for o in d2]
        if shape1 != shape2:
            raise BenchError(f"rounds {r1} and {r2} wrote different row sets: {shape1} vs {shape2}")
        m1, m2 = marker(r1), marker(r2)
        ops = tuple(_op_template(a, b, infos[a.table], m1=m1, m2=m2, r1=r1, r2=r2) for a, b in zip(d1, d2, strict=True))
        return cls(ops, marker)

    def statements(self, r: int) -> list[tuple[str, tuple[Any, ...]]]:
        out = []
        for op in self.ops:
            params = tuple(rule.at(r, self.marker) for rule in op.values) + tuple(
                rule.at(r, self.marker) for rule in op.where
            )
            out.append((op.sql(), params))
        return out

    def inventory(self) -> dict[str, dict[str, int]]:
        """Rows per table and kind one commit writes."""
        out: dict[str, dict[str, int]] = {}
        for op in self.ops:
            counts = out.setdefault(op.table.name, {})
            counts[op.kind] = counts.get(op.kind, 0) + 1
        return out

    def inventory_text(self) -> str:
        parts = []
        for table, counts in self.inventory().items():
            kinds = ", ".join(f"{n} {k}" for k, n in counts.items())
            parts.append(f"{table} ({kinds})")
        return "; ".join(parts)


def calibrate(path: Path, commit: Callable[[int], object], *, marker: Marker, r1: int = 1, r2: int = 2) -> Template:
    """Commit rounds r₁ and r₂ (through `commit`, on the store at `path`) and read the template off the file."""
    conn = sqlite3.connect(str(path))
    try:
        infos = schema(conn)
    finally:
        conn.close()
    tables = list(infos)
    s0 = snapshot(path)
    commit(r1)
    s1 = snapshot(path)
    commit(r2)
    s2 = snapshot(path)
    return Template.from_rounds(infos, diff(s0, s1, tables), diff(s1, s2, tables), r1=r1, r2=r2, marker=marker)


class RawStore:
    """A plain sqlite3 connection on a copy of a memtx file, with memtx's pragmas: WAL, the same `synchronous`,
    foreign keys on, autocommit mode with explicit `BEGIN IMMEDIATE`."""

    def __init__(self, path: Path, *, synchronous: str) -> None:
        self.path = path
        self.conn = sqlite3.connect(str(path), isolation_level=None, timeout=30.0)
        mode = self.conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise BenchError(f"SQLite refused WAL mode for {path}")
        self.conn.execute(f"PRAGMA synchronous = {synchronous}")
        self.conn.execute("PRAGMA foreign_keys = ON")

    def commit(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> float:
        """Run the statements in one write transaction; the seconds it took."""
        conn = self.conn
        start = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        for sql, params in statements:
            conn.execute(sql, params)
        conn.execute("COMMIT")
        return time.perf_counter() - start

    def bulk(self, batches: Sequence[tuple[str, Sequence[Sequence[Any]]]]) -> float:
        """`executemany` per batch in one write transaction; the seconds it took."""
        conn = self.conn
        start = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        for sql, rows in batches:
            conn.executemany(sql, rows)
        conn.execute("COMMIT")
        return time.perf_counter() - start

    def close(self) -> None:
        self.conn.close()


def bulk_rows(empty: Path, full: Path) -> tuple[list[tuple[str, list[Row]]], dict[str, int]]:
    """The executemany batches that turn the file `empty` into the rows of `full` (inserts per table, then the
    rows `full` changed), and how many rows they write per table. Rows `full` dropped are left: an ingest
    deletes nothing."""
    conn = sqlite3.connect(str(full))
    try:
        infos = schema(conn)
    finally:
        conn.close()
    ops = diff(snapshot(empty), snapshot(full), list(infos))
    batches: list[tuple[str, list[Row]]] = []
    counts: dict[str, int] = {}
    for op in ops:
        info = infos[op.table]
        if op.kind == "insert":
            assert op.after is not None
            sql = (
                f'INSERT INTO "{info.name}" ({", ".join(info.columns)}) VALUES ({", ".join("?" for _ in info.columns)})'
            )
            row: Row = op.after
        elif op.kind == "update":
            assert op.after is not None
            assert op.before is not None
            keys = [info.columns[i] for i in info.pk]
            if not keys:
                raise BenchError(f"cannot replay an update of {info.name}: it has no primary key")
            sql = (
                f'UPDATE "{info.name}" SET {", ".join(f"{c} = ?" for c in info.columns)} '
                f"WHERE {' AND '.join(f'{k} = ?' for k in keys)}"
            )
            row = op.after + tuple(op.before[i] for i in info.pk)
        else:
            continue
        counts[info.name] = counts.get(info.name, 0) + 1
        if batches and batches[-1][0] == sql:
            batches[-1][1].append(row)
        else:
            batches.append((sql, [row]))
    return batches, counts
