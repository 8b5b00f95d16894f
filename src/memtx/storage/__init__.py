"""Storage backends behind one contract (DESIGN §11); the only package that names a backend.

Owns: the contract (`base`: `Unit` and `Backend`; `side`: side tables), the schema's migrations (`schema`), the
in-memory reference backend (`memory`), the SQL that SQLite and PostgreSQL share (`sql/`: `SQLUnit` and the
dialect hooks a SQL backend implements), the two SQL backends as thin subpackages over it (`sqlite/`,
`postgres/`), and `open_backend`, which turns a store URL into a backend. May import: `memtx.core` only.
Must not: hold policy (the engine decides, storage applies).
"""

from __future__ import annotations

from pathlib import Path

from memtx.core.errors import InvalidArgument, NoStore
from memtx.storage.base import Backend, Unit
from memtx.storage.shapes import ActiveEntry, Ahead, VisibleLookup

__all__ = ["ActiveEntry", "Ahead", "Backend", "Unit", "VisibleLookup", "open_backend"]


def open_backend(url: str | Path, *, fast: bool = False, create: bool = True) -> Backend:
    """`:memory:` → the reference backend; `sqlite:///path` or a plain path → SQLite;
    `postgresql://…` (or `postgres://…`) → PostgreSQL (the `postgres` extra; `?schema=NAME` picks the schema).
    `create=False`: a missing store raises `NoStore` and nothing is created (an in-memory store never
    exists before it is opened)."""
    if isinstance(url, Path):
        url = str(url)
    if not isinstance(url, str) or not url.strip():
        raise InvalidArgument("a store URL must be a non-empty string: ':memory:', a path, or sqlite:///path")
    if url == ":memory:":
        if not create:
            raise NoStore(url, "an in-memory store exists only in the handle that creates it")
        from memtx.storage.memory import MemoryBackend

        return MemoryBackend()
    if url.startswith(("postgresql://", "postgres://")):
        from memtx.storage.postgres import PostgresBackend

        return PostgresBackend(url, fast=fast, create=create)
    if "://" in url and not url.startswith("sqlite://"):
        raise InvalidArgument(f"unsupported store URL scheme in {url!r}")
    path = url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else url
    if url.startswith("sqlite://") and not url.startswith("sqlite:///"):
        raise InvalidArgument(f"write SQLite URLs as sqlite:///relative/path or sqlite:////absolute/path: {url!r}")
    from memtx.storage.sqlite import SQLiteBackend

    return SQLiteBackend(path, fast=fast, create=create)
