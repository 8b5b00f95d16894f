"""PostgreSQL's search index keeps each term's document count (schema v10, `search_df`), so a query learns
how common its terms are in one probe per term instead of counting postings, a cost that grew with the
store. The counts equal the postings' at every step, a v9 store gets them filled from its postings when it
opens, and search ranks as before."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

import memtx
from conftest import POSTGRES_URL, postgres_schema, postgres_schema_url, with_postgres_schema


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    yield from with_postgres_schema(postgres_schema_url(postgres_schema(tmp_path)), True, tmp_path)


def _counts(tmp_path: Path) -> tuple[dict[str, int], dict[str, int]]:
    psycopg = pytest.importorskip("psycopg")
    with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
        conn.execute(f'SET search_path TO "{postgres_schema(tmp_path)}"')
        kept = dict(conn.execute("SELECT term, docs FROM search_df").fetchall())
        counted = dict(conn.execute("SELECT term, COUNT(*) FROM search_terms GROUP BY term").fetchall())
    return kept, counted


def _write(mem: memtx.Memory, n: int, start: int = 0) -> None:
    with mem.transaction(agent="w") as tx:
        for i in range(start, start + n):
            text = f"Customer c{i} lives in {'Paris' if i % 3 else 'Rome'} near the river"
            src = tx.observe(text + ".", owner="w", scope="shared", authority=0.9, at=float(i + 1))
            tx.propose(key=f"c{i}/city", value=text, evidence=text, source=src.id, at=float(i + 1))


def test_document_counts_follow_the_postings_and_a_v9_store_gets_them(url: str, tmp_path: Path) -> None:
    psycopg = pytest.importorskip("psycopg")
    with memtx.Memory.open(url) as mem:
        mem.register_agent("w")
        _write(mem, 12)
        _write(mem, 3)  # updates: new versions of keys c0..c2
        kept, counted = _counts(tmp_path)
        assert kept == counted
        assert kept["river"] == 15
        before = [(h.record.vid, round(h.score, 9)) for h in mem.search("rome river", agent="w", k=10)]
    assert before
    # Make it the store v9 left: no counts, no v10 row. Opening it migrates and fills them from the postings.
    with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
        conn.execute(f'SET search_path TO "{postgres_schema(tmp_path)}"')
        conn.execute("DROP TABLE search_df")
        conn.execute("DELETE FROM schema_migrations WHERE version = 10")
    with memtx.Memory.open(url) as mem:
        kept, counted = _counts(tmp_path)
        assert kept == counted
        assert [(h.record.vid, round(h.score, 9)) for h in mem.search("rome river", agent="w", k=10)] == before
        _write(mem, 2, start=100)
        kept, counted = _counts(tmp_path)
        assert kept == counted
        assert mem.check().ok
