"""Side tables (DESIGN §11): the declaration of a table a layer above the engine keeps in the store, beside the
engine's own state — the HTTP service's credentials (`memtx.server.credentials`) — and the checks of its rows.

Responsible for: `SideTable` (name, columns, key, unique and indexed columns, order) and validating what is
written to or asked of one, before any backend sees it. Must not: run anything (the backends' `SideTables`
methods do) or name a table the engine keeps (`memtx.storage.schema.ENGINE_TABLES`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from memtx.core.errors import InvalidArgument
from memtx.storage.schema import ENGINE_TABLES

# A value of a side table's cell.
Cell = str | int | float | None

# Prefixes of the names a store's own tables and catalogs take (SQLite's, PostgreSQL's, the search index's).
_RESERVED: Final = ("sqlite_", "pg_", "search_", "schema_")
_SIDE_NAME: Final = re.compile(r"[a-z][a-z0-9_]{0,62}")
_SIDE_KINDS: Final = {"text": (str,), "real": (float, int), "integer": (int,)}


@dataclass(frozen=True, slots=True)
class SideColumn:
    """One column of a side table: its name, its kind (`text`, `real` or `integer`) and whether it may be NULL."""

    name: str
    kind: str = "text"
    nullable: bool = False


@dataclass(frozen=True, slots=True)
class SideTable:
    """A table that a layer above the engine owns and keeps in the store (the HTTP service's credentials,
    `memtx.server.credentials`), through `SideTables`. The engine never reads it; it is not part of A, V or J,
    of the digests or of a check. Its first column is its key; `unique` names other columns whose values are
    unique too; `indexed` other columns looked up by value; `order` the (non-null) columns rows are listed by,
    then the key. A name the store uses for its own state is refused."""

    name: str
    columns: tuple[SideColumn, ...]
    unique: tuple[str, ...] = ()
    indexed: tuple[str, ...] = ()
    order: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not _SIDE_NAME.fullmatch(self.name) or self.name in ENGINE_TABLES or self.name.startswith(_RESERVED):
            raise InvalidArgument(
                f"a side table's name is a lower-case identifier the store does not use itself: {self.name!r}"
            )
        names = [c.name for c in self.columns]
        if not names or len(set(names)) != len(names):
            raise InvalidArgument(f"side table {self.name}: columns must be named, each once: {names}")
        for c in self.columns:
            if not _SIDE_NAME.fullmatch(c.name) or c.kind not in _SIDE_KINDS:
                raise InvalidArgument(f"side table {self.name}: bad column {c.name!r} of kind {c.kind!r}")
        if self.columns[0].nullable:
            raise InvalidArgument(f"side table {self.name}: its key {names[0]!r} cannot be nullable")
        nullable = {c.name for c in self.columns if c.nullable}
        for group in (self.unique, self.indexed, self.order):
            for name in group:
                if name not in names[1:]:
                    raise InvalidArgument(f"side table {self.name}: {name!r} is not one of its non-key columns")
        if nullable.intersection(self.order):
            raise InvalidArgument(f"side table {self.name}: rows cannot be ordered by a nullable column")

    @property
    def key(self) -> str:
        return self.columns[0].name

    def changes(self, values: Mapping[str, Cell]) -> dict[str, Cell]:
        """`values` for `SideTables.side_update`, checked: at least one column, never the key (a row keeps its
        key), each value of its column's kind."""
        if not values or self.key in values:
            raise InvalidArgument(f"side table {self.name}: an update sets at least one column and never the key")
        return self.cells(values)

    def cells(self, given: Mapping[str, Cell], *, every: bool = False, match: bool = False) -> dict[str, Cell]:
        """`given` checked against the columns (`every`: all of them) with each value of its column's kind (a
        `real` column's int as a float) and NULL only where the column is nullable, or anywhere in a `match`
        (a filter: NULL matches NULL); else `InvalidArgument` — before anything is read or written."""
        kinds = {c.name: c for c in self.columns}
        unknown = sorted(set(given) - set(kinds))
        missing = sorted(set(kinds) - set(given)) if every else []
        if unknown or missing:
            raise InvalidArgument(f"side table {self.name}: unknown columns {unknown}, missing columns {missing}")
        checked: dict[str, Cell] = {}
        for name, value in given.items():
            column = kinds[name]
            if value is None:
                if not column.nullable and not match:
                    raise InvalidArgument(f"side table {self.name}: {name!r} cannot be NULL")
                checked[name] = None
                continue
            if isinstance(value, bool) or not isinstance(value, _SIDE_KINDS[column.kind]):
                raise InvalidArgument(f"side table {self.name}: {name!r} takes {column.kind}, not {value!r}")
            checked[name] = float(value) if column.kind == "real" else value
        return checked
