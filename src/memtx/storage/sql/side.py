"""A SQL unit's side tables (DESIGN §11): the tables a layer above the engine keeps in the store (`SideTable`),
in the SQL the SQL backends share.

Responsible for: their DDL, rows and updates, written once for SQLite and PostgreSQL (each backend's unit
implements the hooks `_side_ddl` and `_side_exists`, the two places their catalogs differ). Must not: read or
write the engine's tables, contain policy, or open or end transactions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Final

from memtx.storage.side import Cell, SideTable
from memtx.storage.sql.core import SQLUnitCore

_SQL_KINDS: Final = {"text": "TEXT", "real": "DOUBLE PRECISION", "integer": "BIGINT"}


def side_table_ddl(table: SideTable) -> list[str]:
    """`CREATE … IF NOT EXISTS` statements for `table`, its unique columns and its indexes (portable SQL; the
    names match the `credentials` table migration v8 made, which `memtx.server.credentials` keeps)."""
    columns = []
    for c in table.columns:
        spec = f"{c.name} {_SQL_KINDS[c.kind]}"
        if c.name == table.key:
            spec += " PRIMARY KEY"
        elif not c.nullable:
            spec += " NOT NULL"
        if c.name in table.unique:
            spec += " UNIQUE"
        columns.append(spec)
    indexes = [f"CREATE INDEX IF NOT EXISTS {table.name}_{c} ON {table.name} ({c})" for c in table.indexed]
    return [f"CREATE TABLE IF NOT EXISTS {table.name} ({', '.join(columns)})", *indexes]


def _where(where: Mapping[str, Cell]) -> tuple[str, list[Cell]]:
    """A WHERE clause (empty without conditions) matching columns by equality, NULL by IS NULL."""
    terms = [f"{name} IS NULL" if value is None else f"{name} = ?" for name, value in where.items()]
    clause = f" WHERE {' AND '.join(terms)}" if terms else ""
    return clause, [value for value in where.values() if value is not None]


class SQLSide(SQLUnitCore):
    """`SQLUnit`'s side tables."""

    def _side_known(self, name: str) -> bool:
        """Whether side table `name` exists: remembered in the unit's memo once seen (a side table is never
        dropped, and a memo outlives only a unit that committed), so a warm read asks the catalog nothing."""
        known = self.memo.side_tables
        if name not in known and self._side_exists(name):
            known.add(name)
        return name in known

    def side_create(self, table: SideTable) -> None:
        for sql in self._side_ddl(side_table_ddl(table)):
            self._c.execute(sql)

    def side_insert(self, table: SideTable, row: Mapping[str, Cell]) -> None:
        cells = table.cells(row, every=True)
        names = [c.name for c in table.columns]
        self._c.execute(
            f"INSERT INTO {table.name} ({', '.join(names)}) VALUES ({', '.join('?' * len(names))})",
            [cells[n] for n in names],
        )

    def side_rows(self, table: SideTable, where: Mapping[str, Cell] | None = None) -> list[dict[str, Cell]]:
        clause, params = _where(table.cells(where or {}, match=True))
        if not self._side_known(table.name):
            return []
        names = [c.name for c in table.columns]
        order = ", ".join((*table.order, table.key))
        rows = self._c.execute(f"SELECT {', '.join(names)} FROM {table.name}{clause} ORDER BY {order}", params)
        return [dict(zip(names, row, strict=True)) for row in rows]

    def side_update(self, table: SideTable, values: Mapping[str, Cell], where: Mapping[str, Cell]) -> int:
        changes = table.changes(values)
        clause, params = _where(table.cells(where, match=True))
        if not self._side_known(table.name):
            return 0
        sets = ", ".join(f"{name} = ?" for name in changes)
        cur = self._c.execute(f"UPDATE {table.name} SET {sets}{clause}", [*changes.values(), *params])
        return int(cur.rowcount)
