"""Memory spaces on PostgreSQL (DESIGN §11, issue 34): writers of different spaces do not wait for each other;
writers of one space, and store-wide writers, do.

Each check holds one unit open in a thread and asserts what another writer does meanwhile: it finishes (the
join returns with the thread done) or it is waiting on a lock (PostgreSQL's `pg_stat_activity` says so) — never
how fast anything ran. A writer that should not wait but does fails the test at the join's timeout.
"""

from __future__ import annotations

import threading
import time
import uuid
from collections.abc import Callable, Collection, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

import pytest

import memtx
import memtx.core.errors
import memtx.storage.postgres.backend
from conftest import POSTGRES_URL, postgres_schema, postgres_schema_url, with_postgres_schema

psycopg = pytest.importorskip("psycopg")

from memtx.storage.postgres import PostgresBackend  # noqa: E402 - after the extra is known to be installed

HOLD = 60.0  # seconds a held unit waits at most for the test to release it
WAIT = 30.0  # seconds a writer that must not block may take (far above any commit; reached only if it blocks)


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    yield from with_postgres_schema(postgres_schema_url(postgres_schema(tmp_path)), True, tmp_path)


def _commit(mem: memtx.Memory, key: str, value: str) -> None:
    with mem.transaction(agent="writer") as tx:
        src = tx.observe(f"the user said {value}", owner="writer", scope="shared", authority=0.9)
        tx.propose(key=key, value=value, evidence=value, source=src.id)


@pytest.fixture
def writer(url: str) -> Iterator[memtx.Memory]:
    """The other writer, opened (opening sweeps orphans in a store-wide unit) before any unit is held."""
    mem = memtx.Memory.open(url)
    mem.register_agent("writer", team="t")
    yield mem
    mem.close()


class Held:
    """A unit of `backend` opened by `open_unit`, held in a thread after `body` ran in it until released."""

    def __init__(self, open_unit: Callable[[], object], body: Callable[[memtx.storage.Unit], None]) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(open_unit, body), daemon=True)
        self._thread.start()
        assert self.entered.wait(WAIT), "the held unit never opened"

    def _run(self, open_unit: Callable[[], object], body: Callable[[memtx.storage.Unit], None]) -> None:
        try:
            with open_unit() as u:  # type: ignore[attr-defined]
                body(u)
                self.entered.set()
                self.release.wait(HOLD)
        except BaseException as exc:  # noqa: BLE001 - reported by `done`, in the test's thread
            self.error = exc
            self.entered.set()

    def done(self) -> None:
        self.release.set()
        self._thread.join(WAIT)
        assert not self._thread.is_alive()
        if self.error is not None:
            raise self.error


def _in_thread(fn: Callable[[], None]) -> tuple[threading.Thread, list[BaseException]]:
    errors: list[BaseException] = []

    def run() -> None:
        try:
            fn()
        except BaseException as exc:  # noqa: BLE001 - the test asserts there is none
            errors.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread, errors


def _waiting_on_lock(schema: str) -> bool:
    """Whether some other session of this database is waiting for a lock (polled until true or `WAIT`)."""
    deadline = time.monotonic() + WAIT
    with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
        while time.monotonic() < deadline:
            row = conn.execute(
                "SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid() "
                "AND datname = current_database()"
            ).fetchone()
            if row is not None and row[0] > 0:
                return True
            time.sleep(0.05)
    del schema
    return False


def _read_space(u: memtx.storage.Unit) -> None:
    u.get_actives(["a:alice/city"])  # the unit has read its own space, and written nothing yet


@contextmanager
def _space_a_held(url: str) -> Iterator[None]:
    """Another backend (process) holds a unit of space `a` open, having read it, for the block's duration."""
    held_backend = PostgresBackend(url)
    try:
        held = Held(lambda: held_backend.space_unit({"a"}), _read_space)
        yield
        held.done()
    finally:
        held_backend.close()


def test_a_writer_of_another_space_commits_while_one_space_unit_is_held_open(url: str, writer: memtx.Memory) -> None:
    with _space_a_held(url):
        thread, errors = _in_thread(lambda: _commit(writer, "b:bob/city", "Lyon"))
        thread.join(WAIT)
        assert not thread.is_alive(), "a writer of space b waited for a unit of space a"
        assert not errors, errors
    record = writer.get("b:bob/city", agent="writer")
    assert record is not None
    assert record.value == "Lyon"


def test_a_group_commit_of_another_space_goes_through_while_one_space_unit_is_held_open(
    url: str, writer: memtx.Memory
) -> None:
    """Group commit (DESIGN §6) takes only its members' spaces: another process's held unit of space a does not hold
    up a group of space b's commits."""
    assert writer.group_commits()
    with _space_a_held(url):
        threads = [_in_thread(lambda i=i: _commit(writer, f"b:bob{i}/city", "Lyon")) for i in range(3)]
        for thread, errors in threads:
            thread.join(WAIT)
            assert not thread.is_alive(), "a group commit of space b waited for a unit of space a"
            assert not errors, errors
    assert writer.commit_group is not None
    assert writer.commit_group.members == 3
    for i in range(3):
        record = writer.get(f"b:bob{i}/city", agent="writer")
        assert record is not None
        assert record.value == "Lyon"


def test_a_space_of_another_store_with_the_same_name_is_not_waited_for(url: str, writer: memtx.Memory) -> None:
    """Spaces are a store's: a store in another schema of the same database holding its own space `b` open does not
    hold up this store's writer of `b` (the space lock's key names the schema; without it, two stores' spaces of one
    name shared a lock — slower, and a flaky wait under parallel tests)."""
    other_schema = f"memtx_test_other_{uuid.uuid4().hex[:12]}"
    other = PostgresBackend(postgres_schema_url(other_schema))
    try:
        held = Held(lambda: other.space_unit({"b"}), lambda u: u.get_actives(["b:bob/city"]))
        thread, errors = _in_thread(lambda: _commit(writer, "b:bob/city", "Lyon"))
        thread.join(WAIT)
        assert not thread.is_alive(), "a writer of space b waited for another store's unit of its space b"
        assert not errors, errors
        held.done()
    finally:
        other.close()
        with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{other_schema}" CASCADE')
    record = writer.get("b:bob/city", agent="writer")
    assert record is not None
    assert record.value == "Lyon"


def test_a_writer_of_the_same_space_waits_for_the_held_unit_then_commits(
    url: str, writer: memtx.Memory, tmp_path: Path
) -> None:
    held_backend = PostgresBackend(url)
    try:
        held = Held(lambda: held_backend.space_unit({"a"}), _read_space)
        thread, errors = _in_thread(lambda: _commit(writer, "a:alice/city", "Paris"))
        assert _waiting_on_lock(postgres_schema(tmp_path)), "a writer of space a did not wait for space a's unit"
        assert thread.is_alive()
        held.done()
        thread.join(WAIT)
        assert not thread.is_alive()
        assert not errors, errors
    finally:
        held_backend.close()
    record = writer.get("a:alice/city", agent="writer")
    assert record is not None
    assert record.value == "Paris"


def test_a_store_wide_writer_waits_for_a_space_unit(url: str, writer: memtx.Memory, tmp_path: Path) -> None:
    held_backend = PostgresBackend(url)
    try:
        held = Held(lambda: held_backend.space_unit({"a"}), _read_space)
        thread, errors = _in_thread(lambda: writer.register_agent("carol", team="t"))  # a store-wide unit
        assert _waiting_on_lock(postgres_schema(tmp_path)), "a store-wide writer did not wait for a space unit"
        held.done()
        thread.join(WAIT)
        assert not thread.is_alive()
        assert not errors, errors
    finally:
        held_backend.close()


def test_units_of_overlapping_spaces_take_them_in_one_order(url: str) -> None:
    """Two units over {a, b} and {b, a}, many times from two threads: no deadlock, every commit lands."""
    memtx.Memory.open(url).close()
    backends = [PostgresBackend(url), PostgresBackend(url)]

    def writer(backend: PostgresBackend, spaces: list[str]) -> None:
        for _ in range(30):
            with backend.space_unit(spaces) as u:
                u.get_actives(["a:x/y", "b:x/y"])
                u.set_logical_now(max(u.logical_now(), 0.0))  # a store-wide write: takes the commit order

    try:
        threads = [
            _in_thread(lambda b=b, s=s: writer(b, s)) for b, s in zip(backends, (["a", "b"], ["b", "a"]), strict=True)
        ]
        for thread, errors in threads:
            thread.join(WAIT * 2)
            assert not thread.is_alive()
            assert not errors, errors
    finally:
        for backend in backends:
            backend.close()


class _HeldCommits:
    """Wraps a backend's `space_unit` so that a transaction's commit unit, once it has made its reads
    (`prepare_commit`), waits until released: a commit of space a held open inside its unit."""

    def __init__(self, backend: PostgresBackend) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        opened = backend.space_unit

        @contextmanager
        def space_unit(spaces: Collection[str], *, durable: bool = True) -> Iterator[memtx.storage.Unit]:
            with opened(spaces, durable=durable) as u:
                prepare = u.prepare_commit

                def held(ckeys: Sequence[str], namespaces: Collection[str], *, txn_id: int | None = None) -> None:
                    prepare(ckeys, namespaces, txn_id=txn_id)
                    self.entered.set()
                    assert self.release.wait(HOLD), "the held commit was never released"

                u.prepare_commit = held  # type: ignore[method-assign]
                yield u

        backend.space_unit = space_unit  # type: ignore[method-assign]


def test_a_writer_of_another_space_commits_while_a_commit_of_one_space_is_held_inside_its_unit(
    url: str, writer: memtx.Memory
) -> None:
    """The commit of a transaction of space a is held inside its unit (its space locked, its reads made);
    a whole transaction of space b — registration and commit — goes through meanwhile; then a's commit lands."""
    held_mem = memtx.Memory.open(url)
    held_mem.register_agent("holder", team="t")
    hold = _HeldCommits(held_mem.store_context.backend)  # type: ignore[arg-type]  # (the PostgreSQL backend)
    try:
        holder, holder_errors = _in_thread(lambda: _commit_as(held_mem, "holder", "a:alice/city", "Paris"))
        assert hold.entered.wait(WAIT), "the held commit never reached its reads"
        thread, errors = _in_thread(lambda: _commit(writer, "b:bob/city", "Lyon"))
        thread.join(WAIT)
        assert not thread.is_alive(), "a commit of space b waited for a commit of space a"
        assert not errors, errors
        assert holder.is_alive(), "the commit of space a was not held"
        hold.release.set()
        holder.join(WAIT)
        assert not holder.is_alive()
        assert not holder_errors, holder_errors
    finally:
        hold.release.set()
        held_mem.close()
    for key, value in (("a:alice/city", "Paris"), ("b:bob/city", "Lyon")):
        record = writer.get(key, agent="writer")
        assert record is not None
        assert record.value == value


def _commit_as(mem: memtx.Memory, agent: str, key: str, value: str) -> None:
    with mem.transaction(agent=agent) as tx:
        src = tx.observe(f"the user said {value}", owner=agent, scope="shared", authority=0.9)
        tx.propose(key=key, value=value, evidence=value, source=src.id)


def test_transactions_across_two_spaces_in_opposite_orders_do_not_deadlock(url: str, writer: memtx.Memory) -> None:
    """Two processes' worth of writers (two `Memory`s) commit transactions that write a key of space a and
    one of space b, proposed in opposite orders: every transaction ends committed or as a conflict the
    caller may retry — never a deadlock or a server error — and the last values are some writer's."""
    other = memtx.Memory.open(url)
    other.register_agent("other", team="t")
    outcomes: list[str] = []

    def run(mem: memtx.Memory, agent: str, keys: tuple[str, str]) -> None:
        for i in range(15):
            try:
                with mem.transaction(agent=agent) as tx:
                    for key in keys:
                        value = f"{agent} {i}"
                        src = tx.observe(f"the user said {value}", owner=agent, scope="shared", authority=0.9)
                        tx.propose(key=key, value=value, evidence=value, source=src.id)
                outcomes.append("ok")
            except memtx.core.errors.TransactionConflict:
                outcomes.append("conflict")

    try:
        threads = [
            _in_thread(lambda: run(writer, "writer", ("a:alice/city", "b:bob/city"))),
            _in_thread(lambda: run(other, "other", ("b:bob/city", "a:alice/city"))),
        ]
        for thread, errors in threads:
            thread.join(WAIT * 4)
            assert not thread.is_alive(), "a cross-space writer hung"
            assert not errors, errors
    finally:
        other.close()
    assert len(outcomes) == 30
    assert "ok" in outcomes
    for key in ("a:alice/city", "b:bob/city"):
        record = writer.get(key, agent="writer")
        assert record is not None
        assert record.value.split()[0] in ("writer", "other")


def test_a_durable_space_unit_waits_for_its_flush_after_its_commit(url: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A durable space unit commits, releasing the commit order, then waits for its flush (`FLUSH`): a
    flush that fails is reported to the caller (its commit is already visible, as after a lost COMMIT
    acknowledgement); a non-durable unit sends none."""
    backend = PostgresBackend(url)
    try:
        monkeypatch.setattr(memtx.storage.postgres.backend, "FLUSH", "SELECT 1 / 0")
        with backend.space_unit({"a"}, durable=False) as u:
            u.set_logical_now(5.0)
        with pytest.raises(memtx.core.errors.StorageError, match="division by zero"), backend.space_unit({"a"}) as u:
            u.set_logical_now(7.0)
        with backend.unit(write=False) as u:
            assert u.logical_now() == 7.0
    finally:
        backend.close()


def _committed(tx: memtx.TxnHandle) -> None:
    tx.commit()


def test_a_registration_of_another_space_goes_through_while_a_commit_holds_the_commit_order(
    url: str, writer: memtx.Memory
) -> None:
    """A commit of space a is held after it took the commit-order lock (its counters read); a transaction of space b
    registers meanwhile — its header, version ids and in-flight entry, then a second proposal renewing the header's
    lease, under the registration lock — and only its commit waits for the commit order. Before registrations left
    the commit order, b's first proposal waited; before a renewal was a registration, its second one did."""
    held_mem = memtx.Memory.open(url)
    held_mem.register_agent("holder", team="t")
    backend = held_mem.store_context.backend
    ordered = threading.Event()
    release = threading.Event()
    opened = backend.space_unit

    @contextmanager
    def space_unit(spaces: Collection[str], *, durable: bool = True) -> Iterator[memtx.storage.Unit]:
        with opened(spaces, durable=durable) as u:
            last_csn = u.last_csn

            def held() -> int:
                csn = last_csn()  # (reads the counters: the commit-order lock is held on the server now)
                ordered.set()
                assert release.wait(HOLD), "the held commit was never released"
                return csn

            u.last_csn = held  # type: ignore[method-assign]
            yield u

    registered = threading.Event()
    proceed = threading.Event()

    def register_then_commit() -> None:
        with writer.transaction(agent="writer") as tx:
            src = tx.observe("the user said Lyon", owner="writer", scope="shared", authority=0.9)
            tx.propose(key="b:bob/city", value="Lyon", evidence="Lyon", source=src.id)
            tx.propose(key="b:bob/town", value="Lyon", evidence="Lyon", source=src.id)  # (renews the header's lease)
            registered.set()
            assert proceed.wait(HOLD)

    try:
        tx = held_mem.transaction(agent="holder").__enter__()  # registered before the hold; committed in a thread
        src = tx.observe("the user said Paris", owner="holder", scope="shared", authority=0.9)
        tx.propose(key="a:alice/city", value="Paris", evidence="Paris", source=src.id)
        backend.space_unit = space_unit  # type: ignore[method-assign]
        holder, holder_errors = _in_thread(lambda: _committed(tx))
        assert ordered.wait(WAIT), "the held commit never took the commit-order lock"
        other, errors = _in_thread(register_then_commit)
        assert registered.wait(WAIT), "a registration of space b waited for a commit of space a"
        proceed.set()
        assert _waiting_on_lock(backend.schema), "the commit of space b did not wait for the commit order"
        assert other.is_alive()
        release.set()
        for thread in (other, holder):
            thread.join(WAIT)
            assert not thread.is_alive()
        assert not errors, errors
        assert not holder_errors, holder_errors
    finally:
        release.set()
        proceed.set()
        held_mem.close()
    for key, value in (("a:alice/city", "Paris"), ("b:bob/city", "Lyon")):
        record = writer.get(key, agent="writer")
        assert record is not None
        assert record.value == value
