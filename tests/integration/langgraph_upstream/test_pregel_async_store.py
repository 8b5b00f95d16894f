"""Ported from LangGraph: libs/langgraph/tests/test_pregel_async.py at f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f
(the file's last change: ea5f9cc9fb8c4b123769daab4753af34de29b1e9) — its tests that give a graph a store
(`async_store`): `test_store_injected_async` and `test_overriding_injectable_args_with_async_task`, copied
unchanged.

Changed: only which store is built. The `async_store` fixture (upstream: libs/langgraph/tests/conftest.py
and conftest_store.py) builds, as upstream's cases do, a synchronous store for "in_memory" (a `MemtxStore` on
memtx's in-memory backend) and an async one for "postgres_aio" (an `AsyncMemtxStore` on memtx's PostgreSQL
backend, `MEMTX_TEST_POSTGRES_URL`; skipped with that reason when unset), and for an added "sqlite_aio" case
an `AsyncMemtxStore` on memtx's SQLite backend in a file — in `test_store_injected_async` fifty parallel
graph tasks put one item. "postgres_aio_pipe" and "postgres_aio_pool" skip: AsyncPostgresStore's connection
modes. `async_checkpointer` is LangGraph's `InMemorySaver` only (the checkpointers are not stores).
"""

from __future__ import annotations

import operator
import sys
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Annotated, Any

import pytest
from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.func import entrypoint, task
from langgraph.graph import StateGraph
from langgraph.store.base import BaseStore
from langgraph.types import StreamWriter
from typing_extensions import TypedDict

from ._upstream import AsyncSqliteStore, SqliteStore

pytestmark = pytest.mark.anyio

NEEDS_CONTEXTVARS = pytest.mark.skipif(
    sys.version_info < (3, 11),
    reason="Python 3.11+ is required for async contextvars support",
)


@pytest.fixture
async def async_checkpointer() -> AsyncIterator[BaseCheckpointSaver]:
    yield InMemorySaver()


@pytest.fixture(params=["in_memory", "sqlite_aio", "postgres_aio", "postgres_aio_pipe", "postgres_aio_pool"])
async def async_store(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[BaseStore]:
    store_name = request.param
    if store_name in ("postgres_aio_pipe", "postgres_aio_pool"):
        pytest.skip(f"AsyncPostgresStore's {store_name} connection mode: the store's own internals")
    if store_name == "in_memory":
        with SqliteStore.from_conn_string(":memory:") as store:
            yield store
        return
    conn = {"sqlite_aio": str(tmp_path / "store.db"), "postgres_aio": "postgres"}[store_name]
    async with AsyncSqliteStore.from_conn_string(conn) as store:
        yield store


async def test_store_injected_async(async_checkpointer: BaseCheckpointSaver, async_store: BaseStore) -> None:
    class State(TypedDict):
        count: Annotated[int, operator.add]

    doc_id = str(uuid.uuid4())
    doc = {"some-key": "this-is-a-val"}
    uid = uuid.uuid4().hex
    namespace = (f"foo-{uid}", "bar")
    thread_1 = str(uuid.uuid4())
    thread_2 = str(uuid.uuid4())

    class Node:
        def __init__(self, i: int | None = None):
            self.i = i

        async def __call__(self, inputs: State, config: RunnableConfig, store: BaseStore):
            assert isinstance(store, BaseStore)
            await store.aput(
                (
                    namespace
                    if self.i is not None and config["configurable"]["thread_id"] in (thread_1, thread_2)
                    else (f"foo_{self.i}", "bar")
                ),
                doc_id,
                {
                    **doc,
                    "from_thread": config["configurable"]["thread_id"],
                    "some_val": inputs["count"],
                },
            )
            return {"count": 1}

    def other_node(inputs: State, config: RunnableConfig, store: BaseStore):
        assert isinstance(store, BaseStore)
        store.put(("not", "interesting"), "key", {"val": "val"})
        item = store.get(("not", "interesting"), "key")
        assert item is not None
        assert item.value == {"val": "val"}
        return {"count": 0}

    builder = StateGraph(State)
    builder.add_node("node", Node())
    builder.add_node("other_node", other_node)
    builder.add_edge("__start__", "node")
    builder.add_edge("node", "other_node")

    N = 50
    M = 1

    for i in range(N):
        builder.add_node(f"node_{i}", Node(i))
        builder.add_edge("__start__", f"node_{i}")

    graph = builder.compile(store=async_store, checkpointer=async_checkpointer)

    # Test batch operations with multiple threads
    results = await graph.abatch(
        [{"count": 0}] * M,
        ([{"configurable": {"thread_id": str(uuid.uuid4())}}] * (M - 1)) + [{"configurable": {"thread_id": thread_1}}],
    )
    result = results[-1]
    assert result == {"count": N + 1}
    returned_doc = (await async_store.aget(namespace, doc_id)).value
    assert returned_doc == {**doc, "from_thread": thread_1, "some_val": 0}
    assert len(await async_store.asearch(namespace)) == 1

    # Check results after another turn of the same thread
    result = await graph.ainvoke({"count": 0}, {"configurable": {"thread_id": thread_1}})
    assert result == {"count": (N + 1) * 2}
    returned_doc = (await async_store.aget(namespace, doc_id)).value
    assert returned_doc == {**doc, "from_thread": thread_1, "some_val": N + 1}
    assert len(await async_store.asearch(namespace)) == 1

    # Test with a different thread
    result = await graph.ainvoke({"count": 0}, {"configurable": {"thread_id": thread_2}})
    assert result == {"count": N + 1}
    returned_doc = (await async_store.aget(namespace, doc_id)).value
    assert returned_doc == {
        **doc,
        "from_thread": thread_2,
        "some_val": 0,
    }  # Overwrites the whole doc
    assert len(await async_store.asearch(namespace)) == 1  # still overwriting the same one


@NEEDS_CONTEXTVARS
async def test_overriding_injectable_args_with_async_task(
    async_store: BaseStore,
) -> None:
    """Test overriding injectable args in tasks."""

    @task
    async def foo(store: BaseStore, writer: StreamWriter, value: Any) -> None:
        assert store is value
        assert writer is value

    @entrypoint(store=async_store)
    async def main(inputs, store: BaseStore) -> str:
        assert store is not None
        await foo(store=None, writer=None, value=None)
        await foo(store="hello", writer="hello", value="hello")
        return "OK"

    assert await main.ainvoke({}) == "OK"
