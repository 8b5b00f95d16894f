"""No store is created by a read (issue 32 item 4, DESIGN §12 amendment): `Memory.open(url, create=False)`,
`AsyncMemory.open(url, create=False)` and every CLI command that is not `init` or `token create` refuse a
missing store with `NoStore` and create nothing — no SQLite file, no PostgreSQL schema, no table — on every
backend. (The `mem` fixtures pre-create their stores, so every store here has a name of its own.)"""

from __future__ import annotations

import asyncio
import json
import sqlite3
import uuid
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from conftest import POSTGRES_URL, TickClock, postgres_schema_url
from memtx import AsyncMemory, InvalidArgument, Memory, MemtxError, NoStore, UnknownObject
from memtx.cli.commands import cli


def _pg() -> Any:
    psycopg = pytest.importorskip("psycopg", reason="the postgres extra (psycopg) is not installed")
    return psycopg.connect(POSTGRES_URL, autocommit=True)


def _schema_state(schema: str) -> tuple[bool, list[str]]:
    """Whether `schema` exists (pg_namespace) and the tables in it (information_schema)."""
    with _pg() as conn:
        exists = conn.execute("SELECT 1 FROM pg_namespace WHERE nspname = %s", (schema,)).fetchone() is not None
        tables = conn.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = %s ORDER BY table_name", (schema,)
        ).fetchall()
    return exists, [str(t[0]) for t in tables]


class Missing:
    """A store URL that names no store, and a check that none appeared."""

    def __init__(self, backend: str, tmp_path: Path) -> None:
        self.backend = backend
        self.path = tmp_path / "absent" / "memtx.db"
        self.path.parent.mkdir()
        self.schema = "memtx_nostore_" + uuid.uuid4().hex[:12]
        if backend == "memory":
            self.url = ":memory:"
        elif backend == "sqlite":
            self.url = f"sqlite:///{self.path}"
        else:
            self.url = postgres_schema_url(self.schema)

    def assert_nothing_created(self, *, tables: list[str] | None = None) -> None:
        if self.backend == "sqlite":
            assert sorted(p.name for p in self.path.parent.iterdir()) == []
        elif self.backend == "postgres":
            exists, found = _schema_state(self.schema)
            if tables is None:
                assert not exists, f"schema {self.schema} was created"
            assert found == (tables or [])

    def drop(self) -> None:
        if self.backend == "postgres":
            with _pg() as conn:
                conn.execute(f'DROP SCHEMA IF EXISTS "{self.schema}" CASCADE')


@pytest.fixture(params=["memory", "sqlite", "postgres"])
def missing(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Missing]:
    backend = str(request.param)
    if backend == "postgres" and not POSTGRES_URL:
        pytest.skip("MEMTX_TEST_POSTGRES_URL is not set: no PostgreSQL server to test against")
    where = Missing(backend, tmp_path)
    try:
        yield where
    finally:
        where.drop()


def test_open_without_create_refuses_a_missing_store_and_creates_nothing(missing: Missing) -> None:
    with pytest.raises(NoStore) as refused:
        Memory.open(missing.url, create=False)
    assert isinstance(refused.value, UnknownObject | MemtxError)
    assert "no memtx store" in str(refused.value)
    missing.assert_nothing_created()


def test_async_open_without_create_refuses_too(missing: Missing) -> None:
    async def main() -> None:
        with pytest.raises(NoStore):
            await AsyncMemory.open(missing.url, create=False)

    asyncio.run(main())
    missing.assert_nothing_created()


def test_open_creates_by_default_and_create_false_then_opens_it(missing: Missing) -> None:
    if missing.backend == "memory":
        pytest.skip("an in-memory store exists only in the handle that made it")
    with Memory.open(missing.url, clock=TickClock()) as mem:  # create=True stays the default
        mem.register_agent("alice")
        with mem.transaction(agent="alice") as tx:
            src = tx.observe("Alice lives in Paris", owner="alice", scope="shared", at=100)
            tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    with Memory.open(missing.url, create=False, clock=TickClock()) as mem:
        found = mem.get("alice/city", agent="alice")
        assert found is not None
        assert found.value == "Alice lives in Paris"


def test_create_must_be_a_flag(missing: Missing) -> None:
    with pytest.raises(InvalidArgument, match="create must be True or False"):
        Memory.open(missing.url, create="no")  # type: ignore[arg-type]
    missing.assert_nothing_created()


def test_a_sqlite_file_that_is_no_store_is_left_as_it_was(tmp_path: Path) -> None:
    """An existing file without memtx's tables (empty, or another program's database) is not a store."""
    empty = tmp_path / "empty.db"
    empty.write_bytes(b"")
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as conn:
        conn.execute("CREATE TABLE notes (body TEXT)")
    conn.close()
    for path in (empty, other):
        before = path.read_bytes()
        with pytest.raises(NoStore):
            Memory.open(path, create=False)
        assert path.read_bytes() == before
        assert sorted(p.name for p in tmp_path.iterdir()) == ["empty.db", "other.db"]


@pytest.mark.skipif(not POSTGRES_URL, reason="MEMTX_TEST_POSTGRES_URL is not set")
def test_a_postgres_schema_that_holds_no_store_gets_no_tables(tmp_path: Path) -> None:
    """The issue's case: `public` exists in every database, so an existing schema without memtx's tables
    (here one of our own with another program's table) is still a missing store."""
    where = Missing("postgres", tmp_path)
    try:
        with _pg() as conn:
            conn.execute(f'CREATE SCHEMA "{where.schema}"')
            conn.execute(f'CREATE TABLE "{where.schema}".notes (body TEXT)')
        with pytest.raises(NoStore):
            Memory.open(where.url, create=False)
        where.assert_nothing_created(tables=["notes"])
    finally:
        where.drop()


# --- the CLI: every command that opens the selected store, on a missing one ---------------------------------

# Each command that opens `--db` without creating it, with arguments it would otherwise accept.
OPENING = {
    "abort-txn": ["abort-txn", "7", "--reason", "r"],
    "actions": ["actions", "--agent", "ops"],
    "add": ["add", "I live in Lisbon.", "--agent", "a", "--user", "dana"],
    "approve": ["approve", "v1", "--agent", "ops"],
    "check": ["check"],
    "context": ["context", "where", "--agent", "a"],
    "declassify": ["declassify", "v1", "--agent", "a", "--scope", "shared", "--reason", "r"],
    "embed": ["embed", "--embedder", "hashing"],
    "erase": ["erase", "dana", "--agent", "ops", "--reason", "r"],
    "forget": ["forget", "dana/city", "--agent", "a", "--reason", "r"],
    "gate-log": ["gate-log", "--agent", "ops"],
    "get": ["get", "dana/city", "--agent", "a"],
    "history": ["history", "dana/city", "--agent", "a"],
    "import": ["import", "-", "--agent", "a"],
    "leaks": ["leaks"],
    "list": ["list", "dana", "--agent", "a"],
    "mcp": ["mcp", "--agent", "a"],
    "observe": ["observe", "x", "--owner", "a"],
    "propose": ["propose", "--agent", "a", "--key", "k/v", "--value", "x", "--evidence", "x", "--source", "s"],
    "recover": ["recover"],
    "register": ["register", "a"],
    "reject": ["reject", "v1", "--agent", "ops"],
    "review": ["review", "--agent", "ops"],
    "revoke": ["revoke", "v1", "--agent", "a", "--reason", "r"],
    "search": ["search", "lisbon", "--agent", "a"],
    "serve": ["serve", "--port", "0"],
    "token list": ["token", "list"],
    "token revoke": ["token", "revoke", "tok_x"],
    "txns": ["txns"],
}
# Commands that create the store they are given, and commands that make stores of their own.
CREATING = {"init", "token create"}
OWN_STORES = {"bench", "concurrency", "demo", "eval", "torture", "verify"}


def _commands() -> set[str]:
    ctx = cli.make_context("memtx", ["--help"], resilient_parsing=True)
    names: set[str] = set()
    for name in cli.list_commands(ctx):
        sub = None if name in OWN_STORES else getattr(cli.get_command(ctx, name), "list_commands", None)
        names.update(f"{name} {s}" for s in sub(ctx)) if sub else names.add(name)
    return names


def test_every_command_is_classified() -> None:
    """A new command must say whether it opens, creates or brings its own store (and then is tested here)."""
    assert _commands() == set(OPENING) | CREATING | OWN_STORES


@pytest.mark.parametrize("name", sorted(OPENING))
def test_a_cli_command_refuses_a_missing_store(missing: Missing, name: str) -> None:
    args = ["--json", "--db", missing.url, *OPENING[name]]
    result = CliRunner().invoke(cli, args, input="", catch_exceptions=False)
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert "no memtx store" in result.stderr
    doc = json.loads(result.stdout)
    assert doc["error"]["type"] == "NoStore"
    missing.assert_nothing_created()
