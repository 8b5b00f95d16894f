"""Shared fixtures: every API-level test runs once per backend (DESIGN §11: one contract, all backends)."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import memtx

BACKENDS = ("memory", "sqlite")


class TickClock:
    """A deterministic clock: each call returns the next whole second (no wall clock in tests)."""

    def __init__(self, start: float = 1_000.0) -> None:
        self._ticks = itertools.count(int(start))

    def __call__(self) -> float:
        return float(next(self._ticks))


def store_url(backend: str, tmp_path: Path) -> str:
    if backend == "memory":
        return ":memory:"
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'memtx.db'}"
    raise ValueError(backend)


@pytest.fixture(params=BACKENDS)
def backend_name(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def open_memory(backend_name: str, tmp_path: Path) -> Iterator[Callable[[], memtx.Memory]]:
    """Open (and later close) Memory handles on one store of the parametrized backend."""
    opened: list[memtx.Memory] = []
    shared: list[memtx.Memory] = []

    def factory() -> memtx.Memory:
        if backend_name == "memory":
            # The reference backend lives in one process object: every handle is the same store.
            if not shared:
                shared.append(memtx.Memory.open(":memory:", clock=TickClock()))
                opened.append(shared[0])
            return shared[0]
        handle = memtx.Memory.open(store_url(backend_name, tmp_path), clock=TickClock())
        opened.append(handle)
        return handle

    yield factory
    for handle in opened:
        handle.close()


@pytest.fixture
def mem(open_memory: Callable[[], memtx.Memory]) -> memtx.Memory:
    return open_memory()


AUDITOR = "auditor"


def audit_history(mem: memtx.Memory, key: str | tuple[str, str], **kwargs: bool) -> list[memtx.Record]:
    """`mem.history` as an operator sees it (every version of every agent): the audit view that tests of
    the engine compare against (DESIGN §8: an operator reads for audit)."""
    mem.register_agent(AUDITOR, role="operator")
    return mem.history(key, agent=AUDITOR, **kwargs)
