"""The connection surface the shared SQL runs on (DESIGN §11): sqlite3's `execute` / `executemany` and the
cursor they return, as typing protocols.

Responsible for: naming what `SQLUnit` and the migrations' data steps ask of a connection, so that a
`sqlite3.Connection` and PostgreSQL's adapter (`memtx.storage.postgres.dialect.Connection`) are both one.
Must not: hold an implementation, or anything one backend offers and the other lacks.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol

__all__ = ["Connection", "Cursor"]


class Cursor(Protocol):
    """A statement's result: its rows (read once), the rows it changed, and the key an INSERT generated."""

    @property
    def rowcount(self) -> int: ...

    @property
    def lastrowid(self) -> int | None: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Connection(Protocol):
    """One connection inside the backend's open transaction; statements use `?` parameters."""

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor: ...
