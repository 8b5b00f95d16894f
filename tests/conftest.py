"""Shared fixtures: every API-level test runs once per backend (DESIGN §11: one contract, all backends)."""

from __future__ import annotations

import itertools
import os
import tempfile
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TypeVar

import pytest

import memtx
from _stores import PostgresPool, SQLiteTemplate


def _scratch_on_tmpfs() -> None:
    """Test stores, tmp_path and every child process's temp files go to tmpfs when the machine has one
    (unless TMPDIR is set, or it has under 2 GiB free, as a container's 64 MB default): no test is about
    power loss, and an fsync on disk (~4-8 ms a commit at SQLite's FULL) was a large share of the suite's
    wall time. The code paths are the same; only the filesystem under them is faster."""
    shm = Path("/dev/shm")
    if os.environ.get("TMPDIR") or not (shm.is_dir() and os.access(shm, os.W_OK)):
        return
    free = os.statvfs(shm)
    if free.f_bavail * free.f_frsize < 2 << 30:
        return
    scratch = shm / f"memtx-tests-{os.getuid()}"
    scratch.mkdir(mode=0o700, exist_ok=True)
    os.environ["TMPDIR"] = str(scratch)  # subprocesses (CLI, servers, forked writers) inherit it
    tempfile.tempdir = str(scratch)  # this process: tmp_path's base, the template store


_scratch_on_tmpfs()
# PostgreSQL commits in the tests do not wait for their WAL flush (no test crashes the server, so nothing a
# test checks depends on it); every connection of this process and its children reads PGOPTIONS.
if "synchronous_commit" not in os.environ.get("PGOPTIONS", ""):
    os.environ["PGOPTIONS"] = f"{os.environ.get('PGOPTIONS', '')} -c synchronous_commit=off".strip()

# DESIGN §11: PostgreSQL runs every backend-parametrized test when a server is given (CI sets it); each test
# gets a schema of its own, dropped afterwards.
POSTGRES_URL = os.environ.get("MEMTX_TEST_POSTGRES_URL", "").strip()
BACKENDS = ("memory", "sqlite", "postgres")
T = TypeVar("T")
# Fresh stores are copies of a migrated one (SQLite) or pooled migrated schemas (PostgreSQL): `_stores.py`.
SQLITE_TEMPLATE = SQLiteTemplate()
POSTGRES_POOL = PostgresPool(POSTGRES_URL) if POSTGRES_URL else None


class TickClock:
    """A deterministic clock: each call returns the next whole second (no wall clock in tests)."""

    def __init__(self, start: float = 1_000.0) -> None:
        self._ticks = itertools.count(int(start))

    def __call__(self) -> float:
        return float(next(self._ticks))


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto` is one worker more than the cores this process may use: about a third of the suite's
    worker time is spent waiting (upstream TTL tests sleep, server and CLI subprocesses start, PostgreSQL
    answers), and a third worker on 2 cores fills it (first step 4 min 08 s instead of 4 min 35 s). The
    slow step (`-m slow`) computes all the time, where an extra worker only competes (60 s instead of 47 s).
    PYTEST_XDIST_AUTO_NUM_WORKERS still decides when set, as in xdist."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return int(os.environ["PYTEST_XDIST_AUTO_NUM_WORKERS"])
    cores = len(os.sched_getaffinity(0))
    return cores if config.getoption("markexpr") == "slow" else cores + 1


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    """Drop this session's pooled PostgreSQL schemas."""
    if POSTGRES_POOL is not None:
        POSTGRES_POOL.close()


def postgres_schema(tmp_path: Path) -> str:
    """One schema per test directory: every handle a test opens shares it."""
    return "memtx_test_" + uuid.uuid5(uuid.NAMESPACE_URL, str(tmp_path)).hex[:16]


def postgres_schema_url(schema: str) -> str:
    """`MEMTX_TEST_POSTGRES_URL` pointing at `schema` (memtx's `?schema=` parameter)."""
    return f"{POSTGRES_URL}{'&' if '?' in POSTGRES_URL else '?'}schema={schema}"


def prepare_postgres_schema(schema: str) -> None:
    """Make `schema` a fresh, migrated store (from the pool), unless it exists already."""
    pytest.importorskip("psycopg")
    assert POSTGRES_POOL is not None, "MEMTX_TEST_POSTGRES_URL is not set"
    POSTGRES_POOL.checkout(schema)


def drop_postgres_schema(schema: str) -> None:
    """The test is done with `schema`: it goes back to the pool reset, or is dropped if a test altered it."""
    pytest.importorskip("psycopg")
    assert POSTGRES_POOL is not None, "MEMTX_TEST_POSTGRES_URL is not set"
    POSTGRES_POOL.checkin(schema)


def store_url(backend: str, tmp_path: Path) -> str:
    if backend == "memory":
        return ":memory:"
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'memtx.db'}"
    if backend == "postgres":
        return postgres_schema_url(postgres_schema(tmp_path))
    raise ValueError(backend)


@pytest.fixture(params=BACKENDS)
def backend_name(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    name = str(request.param)
    if name == "sqlite":
        SQLITE_TEMPLATE.copy_to(tmp_path / "memtx.db")  # the store `store_url("sqlite", tmp_path)` names
    yield from with_postgres_schema(name, name == "postgres", tmp_path)


def with_postgres_schema(value: T, postgres: bool, tmp_path: Path) -> Iterator[T]:
    """A fixture's body: yield `value`; for PostgreSQL first skip (with the reason) when no server is
    configured, and afterwards drop the test's schema."""
    if not postgres:
        yield value
        return
    if not POSTGRES_URL:
        pytest.skip("MEMTX_TEST_POSTGRES_URL is not set: no PostgreSQL server to test against")
    pytest.importorskip("psycopg", reason="the postgres extra (psycopg) is not installed")
    prepare_postgres_schema(postgres_schema(tmp_path))
    yield value
    drop_postgres_schema(postgres_schema(tmp_path))


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


def store_dump(mem: memtx.Memory) -> dict[str, object]:
    """Every row of the store `mem` is open on, table by table — what a refused call must leave exactly as it
    was (issue 29: a refusal changes nothing). The in-memory backend's tables are copied as they are; a SQL
    backend's are read whole, each table's rows sorted (row order is not state)."""
    import copy  # noqa: PLC0415  (only this helper needs it)

    from memtx.storage.memory import MemoryUnit  # noqa: PLC0415
    from memtx.storage.postgres.unit import PostgresUnit  # noqa: PLC0415

    with mem.store_context.unit(write=False) as u:
        if isinstance(u, MemoryUnit):
            return copy.deepcopy(dict(vars(u._t)))
        conn = u._c  # type: ignore[attr-defined]
        if isinstance(u, PostgresUnit):
            listed = conn.execute(
                "SELECT table_name FROM information_schema.tables "
                "WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'"
            )
        else:
            listed = conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        names = sorted(str(row[0]) for row in listed.fetchall())
        return {
            name: sorted(repr(tuple(row)) for row in conn.execute(f'SELECT * FROM "{name}"').fetchall())
            for name in names
        }


class ToolCalls:
    """Two gate tools that record what ran (issue 29's role tests): `refund` (irreversible) and `hold`
    (reversible, compensated by `undo`). `register(mem)` puts them on `mem.tools`."""

    def __init__(self) -> None:
        self.calls: list[dict[str, object]] = []
        self.undone: list[dict[str, object]] = []

    def run(self, **kwargs: object) -> str:
        self.calls.append(kwargs)
        return "done"

    def undo(self, args: dict[str, object], result: object) -> None:
        del result
        self.undone.append(args)

    @classmethod
    def register(cls, mem: memtx.Memory) -> ToolCalls:
        found = cls()
        mem.tools.register("refund", found.run)
        mem.tools.register("hold", found.run, reversible=True, compensate=found.undo)
        return found
