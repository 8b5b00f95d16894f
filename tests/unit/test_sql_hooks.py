"""The dialect seam of the SQL backends (`memtx.storage.sql`): `SQLUnit` leaves exactly the hooks its package
docstring lists, each SQL backend's unit implements every one of them and overrides nothing else, and the shared
SQL imports no driver and no backend."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import memtx.storage.sql
from memtx.storage.postgres.unit import PostgresUnit
from memtx.storage.sql.unit import SQLUnit
from memtx.storage.sqlite.unit import SQLiteUnit

_HOOK_ROW = re.compile(r"^    (\w+) {2,}", re.MULTILINE)
_BACKEND_UNITS = [SQLiteUnit, PostgresUnit]


def _listed_hooks() -> set[str]:
    doc = memtx.storage.sql.__doc__
    assert doc is not None
    return set(_HOOK_ROW.findall(doc)) - {"hook"}


def test_the_docstring_lists_exactly_the_hooks_sql_unit_leaves_abstract() -> None:
    assert _listed_hooks() == set(SQLUnit.__abstractmethods__)
    assert len(SQLUnit.__abstractmethods__) == 11  # (base.py's docstring says how many a SQL backend writes)


@pytest.mark.parametrize("unit", _BACKEND_UNITS, ids=lambda u: u.__name__)
def test_a_backend_unit_implements_every_hook_and_overrides_nothing_else(unit: type[SQLUnit]) -> None:
    assert unit.__abstractmethods__ == frozenset()
    own = {name for name, value in vars(unit).items() if callable(value) and not name.startswith("__")}
    assert set(SQLUnit.__abstractmethods__) <= own
    assert {name for name in own if hasattr(SQLUnit, name)} == set(SQLUnit.__abstractmethods__)


def test_the_shared_sql_imports_no_driver_and_no_backend() -> None:
    package = Path(memtx.storage.sql.__file__).parent
    forbidden = ("sqlite3", "psycopg", "memtx.storage.sqlite", "memtx.storage.postgres")
    found = []
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            found += [(path.name, n) for n in names if n.split(".")[0] in forbidden or n.startswith(forbidden[2:])]
    assert found == []
