"""Fresh stores for the tests without migrating each one (issue 30: most of the suite's time was building stores).

A migrated SQLite store is a file: the first test that needs one migrates a template, every later one gets a
copy (a few ms instead of tens to hundreds). A migrated PostgreSQL schema cannot be copied cheaply, so a small
pool of migrated schemas is kept: a test's schema is a pooled one renamed into place (a catalog update), and
afterwards its rows are reset to the template's and it returns to the pool under its pool name. A schema whose
catalog no longer matches the template's (a test altered a table, dropped an index, …) is dropped instead of
reused, so no test sees what another left behind.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import threading
from pathlib import Path
from typing import Any

import memtx

try:
    import psycopg
except ImportError:  # the postgres extra is optional: PostgreSQL tests skip without it (conftest)
    psycopg = None

# The catalog of a schema as text rows: its relations' columns, constraints, indexes, triggers and functions.
# `{schema}` is replaced by a placeholder before comparing, so a schema and its renamed copy agree.
_CATALOG_SQL = """
SELECT c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text || ' ' || a.attname || ' '
       || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull::text || ' '
       || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
 WHERE n.nspname = %(schema)s
UNION ALL
SELECT conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
  FROM pg_constraint WHERE connamespace = (SELECT oid FROM pg_namespace WHERE nspname = %(schema)s)
UNION ALL
SELECT pg_get_indexdef(i.indexrelid)
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = %(schema)s
UNION ALL
SELECT t.tgname || ' ' || t.tgenabled::text || ' ' || pg_get_triggerdef(t.oid)
  FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname = %(schema)s AND NOT t.tgisinternal
UNION ALL
SELECT p.proname || ' ' || md5(p.prosrc)
  FROM pg_proc p WHERE p.pronamespace = (SELECT oid FROM pg_namespace WHERE nspname = %(schema)s)
"""

# Tables of a schema, each after every table it references (so deleting in reverse order never breaks a key).
_TABLES_SQL = """
SELECT c.relname, coalesce(array_agg(DISTINCT r.relname) FILTER (WHERE r.relname IS NOT NULL), '{}')
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
  LEFT JOIN pg_class r ON r.oid = k.confrelid AND r.oid <> c.oid
 WHERE n.nspname = %(schema)s AND c.relkind IN ('r', 'p')
 GROUP BY c.relname
"""


class SQLiteTemplate:
    """One migrated SQLite store per test session, copied to wherever a test wants a fresh one."""

    def __init__(self) -> None:
        self._path: Path | None = None
        self._lock = threading.Lock()

    def copy_to(self, target: Path) -> None:
        """Make `target` a fresh, migrated store, unless a store is there already."""
        if target.exists():
            return
        shutil.copyfile(self._template(), target)

    def _template(self) -> Path:
        with self._lock:
            if self._path is None:
                folder = Path(tempfile.mkdtemp(prefix="memtx-template-"))
                atexit.register(shutil.rmtree, folder, ignore_errors=True)
                path = folder / "template.db"
                memtx.Memory.open(f"sqlite:///{path}").close()
                # The last connection's close checkpoints the WAL into the file and removes it: one file is
                # the whole store. Anything else would make the copy a different store.
                leftovers = sorted(p.name for p in folder.iterdir() if p != path)
                if leftovers:
                    raise RuntimeError(f"the template store left {leftovers} beside its file; cannot copy it")
                self._path = path
            return self._path


class PostgresPool:
    """Migrated PostgreSQL schemas, lent to tests under the test's schema name and reset when returned."""

    def __init__(self, url: str) -> None:
        self._url = url
        self._lock = threading.Lock()
        self._free: list[str] = []
        self._made = 0
        self._prefix = f"memtx_pool_{os.getpid()}_"
        self._template: str | None = None
        self._catalog: list[str] = []
        self._delete_order: list[str] = []  # children before parents
        self._seeded: list[str] = []  # tables with rows in a fresh store
        self._conn: Any = None
        self._conn_pid = 0

    def _connection(self) -> Any:
        """The pool's own connection (the lock held), opened once per process: a connection per checkout and
        per checkin cost two server backends a test. A forked child or a broken connection gets a new one."""
        assert psycopg is not None, "the postgres extra (psycopg) is not installed"
        if self._conn is None or self._conn_pid != os.getpid() or self._conn.broken or self._conn.closed:
            self._conn = psycopg.connect(self._url, autocommit=True)
            self._conn_pid = os.getpid()
        return self._conn

    def checkout(self, schema: str) -> None:
        """Make `schema` a fresh, migrated store (a pooled schema renamed), unless it exists already."""
        with self._lock:
            conn = self._connection()
            if _exists(conn, schema):
                return
            self._ensure_template(conn)
            name = self._free.pop() if self._free else self._new(conn)
            conn.execute(f'ALTER SCHEMA "{name}" RENAME TO "{schema}"')

    def checkin(self, schema: str) -> None:
        """The test is done with `schema`: reset it into the pool, or drop it when its catalog changed."""
        with self._lock:
            conn = self._connection()
            if not _exists(conn, schema):
                return
            if self._template is None or _catalog(conn, schema) != self._catalog:
                conn.execute(f'DROP SCHEMA "{schema}" CASCADE')
                return
            deletes = [f'DELETE FROM "{schema}"."{table}"' for table in self._delete_order]
            seeds = [
                f'INSERT INTO "{schema}"."{table}" SELECT * FROM "{self._template}"."{table}"' for table in self._seeded
            ]
            self._made += 1
            name = f"{self._prefix}{self._made}"
            with conn.transaction():
                conn.execute("; ".join([*deletes, *seeds]))
                conn.execute(f'ALTER SCHEMA "{schema}" RENAME TO "{name}"')
            self._free.append(name)

    def close(self) -> None:
        with self._lock:
            names = [*self._free, *([self._template] if self._template else [])]
            self._free.clear()
            self._template = None
            if names:
                conn = self._connection()
                for name in names:
                    conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
            if self._conn is not None and self._conn_pid == os.getpid():
                self._conn.close()
            self._conn = None

    def _ensure_template(self, conn: Any) -> None:
        if self._template is not None:
            return
        _drop_orphans(conn)
        template = f"{self._prefix}template"
        conn.execute(f'DROP SCHEMA IF EXISTS "{template}" CASCADE')
        memtx.Memory.open(_schema_url(self._url, template)).close()
        self._catalog = _catalog(conn, template)
        self._delete_order = _children_first(conn, template)
        self._seeded = [
            table
            for table in self._delete_order
            if conn.execute(f'SELECT EXISTS (SELECT 1 FROM "{template}"."{table}")').fetchone()[0]
        ]
        self._seeded.reverse()  # parents before children
        self._template = template

    def _new(self, conn: Any) -> str:
        """A new pooled schema: a copy of the template's tables made by migrating (the slow path, once each)."""
        self._made += 1
        name = f"{self._prefix}{self._made}"
        memtx.Memory.open(_schema_url(self._url, name)).close()
        return name


def _schema_url(url: str, schema: str) -> str:
    return f"{url}{'&' if '?' in url else '?'}schema={schema}"


def _drop_orphans(conn: Any) -> None:
    """Drop the pooled schemas of test sessions that died without closing their pool (their process is gone)."""
    for (name,) in conn.execute("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'memtx\\_pool\\_%'").fetchall():
        pid = int(name.split("_")[2])
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            conn.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        except PermissionError:
            pass  # alive, another user's


def _exists(conn: Any, schema: str) -> bool:
    return bool(conn.execute("SELECT 1 FROM pg_namespace WHERE nspname = %s", (schema,)).fetchone())


def _catalog(conn: Any, schema: str) -> list[str]:
    rows = conn.execute(_CATALOG_SQL, {"schema": schema}).fetchall()
    return sorted(str(row[0]).replace(f'"{schema}".', "<s>.").replace(f"{schema}.", "<s>.") for row in rows)


def _children_first(conn: Any, schema: str) -> list[str]:
    """The schema's tables ordered so that every table comes before the tables it references."""
    references = {name: set(parents) for name, parents in conn.execute(_TABLES_SQL, {"schema": schema}).fetchall()}
    parents_first: list[str] = []
    placed: set[str] = set()

    def place(table: str, path: tuple[str, ...]) -> None:
        if table in placed:
            return
        if table in path:
            raise RuntimeError(f"foreign keys form a cycle through {table}: cannot order a reset")
        for parent in sorted(references.get(table, ())):
            place(parent, (*path, table))
        placed.add(table)
        parents_first.append(table)

    for table in sorted(references):
        place(table, ())
    return list(reversed(parents_first))
