"""The in-memory unit's base (`memtx.storage.memory`): its tables and its undo-logged writes.

Responsible for: writes that `rollback` undoes in reverse order, leaving the tables exactly as they were. Must not:
know what any table means.
"""

from __future__ import annotations

import bisect
from collections.abc import Callable
from typing import Any

from memtx.storage.base import Unit
from memtx.storage.memory.tables import Tables, refused

__all__ = ["MemoryUnitCore"]

_MISSING = object()


class MemoryUnitCore(Unit):
    """What every part of the in-memory unit stands on: the tables, and writes that the undo log can roll back."""

    def __init__(self, tables: Tables, *, write: bool) -> None:
        self._t = tables
        self._write = write
        self._undo: list[Callable[[], None]] = []

    # --- undo-logged primitives --------------------------------------------------------------------
    def _check_write(self) -> None:
        if not self._write:
            raise RuntimeError("write attempted in a read-only unit")

    def _put(self, table: dict[Any, Any], key: Any, value: Any) -> None:
        self._check_write()
        old = table.get(key, _MISSING)
        table[key] = value
        self._undo.append(lambda: table.__setitem__(key, old) if old is not _MISSING else table.pop(key))

    def _pop(self, table: dict[Any, Any], key: Any) -> None:
        self._check_write()
        if key in table:
            old = table.pop(key)
            self._undo.append(lambda: table.__setitem__(key, old))

    def _append(self, table: dict[Any, list[Any]], key: Any, item: Any) -> None:
        self._check_write()
        created = key not in table
        lst = table.setdefault(key, [])
        lst.append(item)

        def undo() -> None:
            lst.pop()
            if created and not lst:  # the rollback leaves the table exactly as it found it: no empty list
                table.pop(key, None)

        self._undo.append(undo)

    def _append_list(self, table: list[Any], item: Any) -> None:
        self._check_write()
        table.append(item)
        self._undo.append(table.pop)

    def _insort(self, table: dict[Any, list[Any]], key: Any, item: Any) -> None:
        """Insert `item` into the sorted list at `key` (vids are allocated at staging but stored at commit
        or abort, so they do not arrive in order); the rollback removes it, and the list if it made it."""
        self._check_write()
        created = key not in table
        lst = table.setdefault(key, [])
        bisect.insort(lst, item)

        def undo() -> None:
            lst.remove(item)
            if created and not lst:
                table.pop(key, None)

        self._undo.append(undo)

    def _next(self, counter: str) -> int:
        value = int(self._t.meta[counter]) + 1
        self._put(self._t.meta, counter, value)
        return value

    def rollback(self) -> None:
        while self._undo:
            self._undo.pop()()

    def _require_version(self, vid: int | None, what: str) -> None:
        if vid is not None and vid not in self._t.records:
            raise refused(f"{what}: version {vid} does not exist")
