"""What the ported LangGraph store tests construct instead of LangGraph's stores: `MemtxStore`s on memtx.

LangGraph's tests build `InMemoryStore()`, `SqliteStore.from_conn_string(...)`, `PostgresStore...` and their
async twins inline; the ports keep those calls and bind the names to the classes below, so the test bodies
stay as upstream wrote them. Each opens a fresh memtx store: LangGraph's in-memory store and `":memory:"`
on memtx's in-memory backend, a SQLite path on memtx's SQLite backend, and PostgreSQL through
`MEMTX_TEST_POSTGRES_URL` (a schema per store, dropped on close) where a test is about a database server.
`setup()` is what LangGraph's SQL stores need to create their tables; `Memory.open` has done that, so it
does nothing. `CharacterEmbeddings` is LangGraph's test embedding (libs/checkpoint/tests/embed_test_utils.py
at f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f), copied.
"""

from __future__ import annotations

import math
import os
import random
import uuid
from collections import Counter, defaultdict
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any
from unittest import mock

import pytest
from langchain_core.embeddings import Embeddings

import memtx
from memtx.langgraph.async_store import AsyncMemtxStore
from memtx.langgraph.store import MemtxStore

UPSTREAM = "f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f"  # git -C /work/.mirror/langchain-ai+langgraph/repo log -1
AGENT = "graph"
POSTGRES_URL = os.environ.get("MEMTX_TEST_POSTGRES_URL", "").strip()
NO_POSTGRES = "MEMTX_TEST_POSTGRES_URL is not set: no PostgreSQL server to run this case against"


def memtx_url(conn_string: str) -> str:
    """The memtx store a LangGraph connection string stands for in the ports: `":memory:"` stays in memory,
    `"postgres"` is a fresh schema on `MEMTX_TEST_POSTGRES_URL`, anything else is a SQLite file path."""
    if conn_string == ":memory:":
        return conn_string
    if conn_string == "postgres":
        if not POSTGRES_URL:
            pytest.skip(NO_POSTGRES)
        schema = "memtx_lg_" + uuid.uuid4().hex[:12]
        return f"{POSTGRES_URL}{'&' if '?' in POSTGRES_URL else '?'}schema={schema}"
    return f"sqlite:///{conn_string}"


def open_memory(conn_string: str) -> memtx.Memory:
    memory = memtx.Memory.open(memtx_url(conn_string), fast=True)
    memory.register_agent(AGENT)
    return memory


def close_memory(memory: memtx.Memory) -> None:
    url = memory.url
    memory.close()
    if "schema=memtx_lg_" in url:
        import psycopg  # noqa: PLC0415  (the postgres extra: only when a PostgreSQL case ran)

        schema = url.rsplit("schema=", 1)[1]
        with psycopg.connect(POSTGRES_URL, autocommit=True) as conn:
            conn.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')


class InMemoryStore(MemtxStore):
    """`langgraph.store.memory.InMemoryStore(index=...)`: a `MemtxStore` on memtx's in-memory backend."""

    def __init__(self, *, index: Any = None, ttl: Any = None) -> None:
        super().__init__(open_memory(":memory:"), agent=AGENT, index=index, ttl=ttl)


class SqliteStore(MemtxStore):
    """`langgraph.store.sqlite.SqliteStore.from_conn_string(conn, index=..., ttl=...)`."""

    @classmethod
    @contextmanager
    def from_conn_string(cls, conn_string: str, *, index: Any = None, ttl: Any = None) -> Iterator[SqliteStore]:
        memory = open_memory(conn_string)
        store = cls(memory, agent=AGENT, index=index, ttl=ttl)
        try:
            yield store
        finally:
            store.stop_ttl_sweeper()
            close_memory(memory)

    def setup(self) -> None:
        """LangGraph's SQL stores create their tables here; `Memory.open` has."""


class PostgresStore(SqliteStore):
    """`langgraph.store.postgres.PostgresStore.from_conn_string(...)`, on the memtx store `conn_string`
    stands for (`memtx_url`)."""


class AsyncSqliteStore(AsyncMemtxStore):
    """`langgraph.store.sqlite.aio.AsyncSqliteStore.from_conn_string(conn, index=..., ttl=...)`."""

    @classmethod
    @asynccontextmanager
    async def from_conn_string(
        cls, conn_string: str, *, index: Any = None, ttl: Any = None
    ) -> AsyncIterator[AsyncSqliteStore]:
        memory = open_memory(conn_string)
        store = cls(memory, agent=AGENT, index=index, ttl=ttl)
        try:
            yield store
        finally:
            await store.stop_ttl_sweeper()
            close_memory(memory)

    async def setup(self) -> None:
        """LangGraph's SQL stores create their tables here; `Memory.open` has."""


class AsyncPostgresStore(AsyncSqliteStore):
    """`langgraph.store.postgres.AsyncPostgresStore.from_conn_string(...)` (see `PostgresStore`)."""


class CharacterEmbeddings(Embeddings):
    """Simple character-frequency based embeddings using random projections."""

    def __init__(self, dims: int = 50, seed: int = 42):
        """Initialize with embedding dimensions and random seed."""
        self._rng = random.Random(seed)
        self.dims = dims
        # Create projection vector for each character lazily
        self._char_projections: defaultdict[str, list[float]] = defaultdict(
            lambda: [self._rng.gauss(0, 1 / math.sqrt(self.dims)) for _ in range(self.dims)]
        )

    def _embed_one(self, text: str) -> list[float]:
        """Embed a single text."""
        counts = Counter(text)
        total = sum(counts.values())

        if total == 0:
            return [0.0] * self.dims

        embedding = [0.0] * self.dims
        for char, count in counts.items():
            weight = count / total
            char_proj = self._char_projections[char]
            for i, proj in enumerate(char_proj):
                embedding[i] += weight * proj

        norm = math.sqrt(sum(x * x for x in embedding))
        if norm > 0:
            embedding = [x / norm for x in embedding]

        return embedding

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed a list of documents."""
        return [self._embed_one(text) for text in texts]

    def embed_query(self, text: str) -> list[float]:
        """Embed a query string."""
        return self._embed_one(text)

    def __eq__(self, other: Any) -> bool:
        return isinstance(other, CharacterEmbeddings) and self.dims == other.dims


class Mocker:
    """pytest-mock's `stub` and `spy`, undone after the test."""

    def __init__(self) -> None:
        self._patches: list[Any] = []

    def stub(self, name: str | None = None) -> mock.MagicMock:
        return mock.MagicMock(spec=lambda *args, **kwargs: None, name=name)

    def spy(self, obj: object, name: str) -> Any:
        original = getattr(obj, name)
        patcher = mock.patch.object(obj, name, side_effect=original, autospec=True)
        spied = patcher.start()
        self._patches.append(patcher)
        return spied

    def stopall(self) -> None:
        for patcher in reversed(self._patches):
            patcher.stop()
