"""`mem.check()` verifies references (DESIGN §10 I(S); issue 29 item 10), on every backend.

A version's source, declared parents and transaction, and the version a pending revocation names, must exist —
what the SQL schema's foreign keys enforce. Damage written at rest around memtx (SQL with its keys off, the
reference backend's tables by hand) is reported as `referential_integrity`, naming the version; before, the check
passed it, and the in-memory oracle could hold a version citing a missing source with `check()` OK.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Iterator
from contextlib import closing
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from conftest import POSTGRES_URL, TickClock, postgres_schema, store_url
from memtx import Memory, Record, StoreDamaged

Damage = Callable[[str, Any], None]  # (SQL statement with ? marks, params) on the store, around memtx


@pytest.fixture
def store(backend_name: str, tmp_path: Path) -> Iterator[tuple[Memory, Damage]]:
    mem = Memory.open(store_url(backend_name, tmp_path), clock=TickClock())
    try:
        yield mem, _damage(backend_name, mem, tmp_path)
    finally:
        mem.close()


def _damage(backend_name: str, mem: Memory, tmp_path: Path) -> Damage:
    if backend_name == "sqlite":

        def on_sqlite(sql: str, params: Any) -> None:
            with closing(sqlite3.connect(tmp_path / "memtx.db")) as conn:  # (foreign keys are off by default)
                conn.execute(sql, params)
                conn.commit()

        return on_sqlite
    if backend_name == "postgres":

        def on_postgres(sql: str, params: Any) -> None:
            psycopg = pytest.importorskip("psycopg")
            with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
                conn.execute(f'SET search_path TO "{postgres_schema(tmp_path)}"')
                conn.execute("SET session_replication_role = replica")  # the keys' triggers off, as damage is
                conn.execute(sql.replace("?", "%s"), params)

        return on_postgres
    return lambda sql, params: _on_reference_tables(mem, sql, params)


def _on_reference_tables(mem: Memory, sql: str, params: Any) -> None:
    """The same damage written into the reference backend's dicts (it has no SQL)."""
    tables = vars(mem.store_context.backend)["_tables"]
    if sql.startswith("DELETE FROM sources"):
        del tables.sources[params[0]]
    elif sql.startswith("DELETE FROM txns"):
        del tables.txns[params[0]]
    elif sql.startswith("UPDATE records SET parents"):
        vid = params[1]
        tables.records[vid] = replace(tables.records[vid], parents=tuple(json.loads(params[0])))
    elif sql.startswith("INSERT INTO pending_revocations"):
        tables.pending[params[0]] = (params[1], params[2])
    else:  # pragma: no cover - a statement this helper does not translate
        raise AssertionError(sql)


def write(mem: Memory, key: str, text: str, *, at: float, parents: tuple[int, ...] = ()) -> Record:
    src = mem.observe(text, owner="alice", scope="shared", at=at)
    with mem.transaction(agent="alice") as tx:
        staged = tx.propose(key=key, value=text, evidence=text, source=src.id, at=at, parents=parents)
    return mem.record(staged.vid)


def references(mem: Memory) -> list[tuple[int | None, str]]:
    return [(v.vid, v.detail) for v in mem.check().violations if v.kind == "referential_integrity"]


def test_check_reports_a_version_whose_source_transaction_or_parent_is_missing(
    store: tuple[Memory, Damage],
) -> None:
    mem, damage = store
    base = write(mem, "alice/city", "Alice lives in Paris", at=10)
    derived = write(mem, "alice/summary", "Alice lives in Paris", at=11, parents=(base.vid,))
    other = write(mem, "bob/city", "Bob lives in Oslo", at=12)
    assert mem.check().ok

    damage("DELETE FROM sources WHERE id = ?", (other.source_id,))
    damage("DELETE FROM txns WHERE id = ?", (base.txn_id,))
    damage("UPDATE records SET parents = ? WHERE vid = ?", (json.dumps([base.vid, 9_999]), derived.vid))
    damage("INSERT INTO pending_revocations (vid, agent, reason) VALUES (?, ?, ?)", (8_888, "alice", "x"))

    found = references(mem)
    assert found == [
        (base.vid, f"version {base.vid}: its transaction {base.txn_id} do(es) not exist"),
        (derived.vid, f"version {derived.vid}: its parent(s) [9999] do(es) not exist"),
        (other.vid, f"version {other.vid}: its source {other.source_id} do(es) not exist"),
        (8_888, "a pending revocation names missing version 8888"),
    ]


def test_a_store_with_a_dangling_reference_is_not_restored(store: tuple[Memory, Damage]) -> None:
    """The restore cannot bring a missing source back from V, A and J: it refuses and changes nothing."""
    mem, damage = store
    fact = write(mem, "alice/city", "Alice lives in Paris", at=10)
    damage("DELETE FROM sources WHERE id = ?", (fact.source_id,))
    found = mem.check()
    assert [v.kind for v in found.violations] == ["referential_integrity"]
    before = mem.stats()
    with pytest.raises(StoreDamaged, match="source"):
        mem.recover(found)
    assert mem.stats() == before
    assert mem.get("alice/city", agent="alice") == fact


def test_a_sound_store_has_no_reference_violations(store: tuple[Memory, Damage]) -> None:
    mem, _ = store
    base = write(mem, "alice/city", "Alice lives in Paris", at=10)
    write(mem, "alice/summary", "Alice lives in Paris", at=11, parents=(base.vid,))
    mem.revoke(base.vid, agent="alice")
    tx = mem.begin(agent="alice")
    src = tx.observe("Alice lives in Rome", owner="alice", scope="shared", at=12)
    tx.propose(key="alice/city", value="Alice lives in Rome", evidence="Alice lives in Rome", source=src.id)
    tx.abort()
    assert references(mem) == []
    assert mem.check().ok
