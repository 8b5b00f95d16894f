"""One simulated process's connection to the shared store: fault injection and the undo journal.

Responsible for: forwarding to the shared reference backend, keeping the undo closures of every completed
write unit in one journal (so the search can go back to an earlier state by running them), and killing the
process at a chosen write unit. Must not: know about agents, tools or the search.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol, cast

from memtx.storage import Backend, Unit, VisibleLookup


class SimulatedCrash(BaseException):
    """The simulated process died here. A `BaseException`, so no `except Exception` in memtx absorbs it."""


class _UndoLog(Protocol):
    """The reference backend's unit: the closures that undo its writes, newest last."""

    _undo: list[Callable[[], None]]


class ProcessLink(Backend):
    """One simulated process's connection to the shared store.

    It forwards to the shared backend, journals the undo closures of completed write units, and injects
    faults: with `fuse = k` the process dies (`SimulatedCrash`) on entering its (k+1)-th write unit from
    now, and a dead process can do nothing more. `close` only kills the link; the shared store stays open.
    """

    def __init__(self, shared: Backend, journal: list[Callable[[], None]]) -> None:
        self.url = shared.url
        self._shared = shared
        self._journal = journal
        self.dead = False
        self.fuse: int | None = None
        self.write_units = 0  # completed write units since the counter was last reset

    @contextmanager
    def unit(self, *, write: bool, durable: bool = True) -> Iterator[Unit]:
        if self.dead:
            raise SimulatedCrash("the process is dead")
        if write and self.fuse is not None:
            if self.fuse == 0:
                self.dead = True
                raise SimulatedCrash("the process died before this write")
            self.fuse -= 1
        with self._shared.unit(write=write, durable=durable) as u:
            yield u
        if write:
            self._journal.extend(cast("_UndoLog", u)._undo)
            self.write_units += 1

    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        if self.dead:
            raise SimulatedCrash("the process is dead")
        return self._shared.lookup_visible(reader=reader, alias=alias, ckey=ckey)

    def last_csn(self) -> int:
        if self.dead:
            raise SimulatedCrash("the process is dead")
        return self._shared.last_csn()

    def close(self) -> None:
        self.dead = True
