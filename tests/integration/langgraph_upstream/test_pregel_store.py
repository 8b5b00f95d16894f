"""Ported from LangGraph: libs/langgraph/tests/test_pregel.py at f09cfe8ffc1eeffd68f4b628ed69c30f7cad229f (the
file's last change: ea5f9cc9fb8c4b123769daab4753af34de29b1e9) — its tests that give a graph a store
(`sync_store`): `test_store_injected` and `test_overriding_injectable_args_with_tasks`, copied unchanged.

Changed: only which store is built. The `sync_store` fixture (upstream: libs/langgraph/tests/conftest.py and
conftest_store.py) builds a `MemtxStore` for its "in_memory" case on memtx's in-memory backend, for
"postgres" on memtx's PostgreSQL backend (`MEMTX_TEST_POSTGRES_URL`; skipped with that reason when unset), and
for an added "sqlite" case on memtx's SQLite backend in a file — in `test_store_injected` fifty parallel graph
tasks put one item, so a file store's concurrency is what it checks. "postgres_pipe" and "postgres_pool" skip:
PostgresStore's connection modes. `sync_checkpointer` is LangGraph's `InMemorySaver` only (the checkpointers
are not stores).
"""

from __future__ import annotations

import operator
import uuid
from collections.abc import Iterator
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

from ._upstream import SqliteStore


@pytest.fixture
def sync_checkpointer() -> Iterator[BaseCheckpointSaver]:
    yield InMemorySaver()


@pytest.fixture(params=["in_memory", "sqlite", "postgres", "postgres_pipe", "postgres_pool"])
def sync_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[BaseStore]:
    store_name = request.param
    if store_name in ("postgres_pipe", "postgres_pool"):
        pytest.skip(f"PostgresStore's {store_name} connection mode: the store's own internals")
    conn = {"in_memory": ":memory:", "sqlite": str(tmp_path / "store.db"), "postgres": "postgres"}[store_name]
    with SqliteStore.from_conn_string(conn) as store:
        yield store


def test_store_injected(sync_checkpointer: BaseCheckpointSaver, sync_store: BaseStore) -> None:
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

        def __call__(self, inputs: State, config: RunnableConfig, store: BaseStore):
            assert isinstance(store, BaseStore)
            store.put(
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

    builder = StateGraph(State)
    builder.add_node("node", Node())
    builder.add_edge("__start__", "node")
    N = 50
    M = 1

    for i in range(N):
        builder.add_node(f"node_{i}", Node(i))
        builder.add_edge("__start__", f"node_{i}")

    graph = builder.compile(store=sync_store, checkpointer=sync_checkpointer)

    results = graph.batch(
        [{"count": 0}] * M,
        ([{"configurable": {"thread_id": str(uuid.uuid4())}}] * (M - 1)) + [{"configurable": {"thread_id": thread_1}}],
    )
    result = results[-1]
    assert result == {"count": N + 1}
    returned_doc = sync_store.get(namespace, doc_id).value
    assert returned_doc == {**doc, "from_thread": thread_1, "some_val": 0}
    assert len(sync_store.search(namespace)) == 1
    # Check results after another turn of the same thread
    result = graph.invoke({"count": 0}, {"configurable": {"thread_id": thread_1}})
    assert result == {"count": (N + 1) * 2}
    returned_doc = sync_store.get(namespace, doc_id).value
    assert returned_doc == {**doc, "from_thread": thread_1, "some_val": N + 1}
    assert len(sync_store.search(namespace)) == 1

    result = graph.invoke({"count": 0}, {"configurable": {"thread_id": thread_2}})
    assert result == {"count": N + 1}
    returned_doc = sync_store.get(namespace, doc_id).value
    assert returned_doc == {
        **doc,
        "from_thread": thread_2,
        "some_val": 0,
    }  # Overwrites the whole doc
    assert len(sync_store.search(namespace)) == 1  # still overwriting the same one


def test_overriding_injectable_args_with_tasks(sync_store: BaseStore) -> None:
    """Test overriding injectable args in tasks."""

    @task
    def foo(store: BaseStore, writer: StreamWriter, value: Any) -> None:
        assert store is value
        assert writer is value

    @entrypoint(store=sync_store)
    def main(inputs, store: BaseStore) -> str:
        assert store is not None
        foo(store=None, writer=None, value=None).result()
        foo(store="hello", writer="hello", value="hello").result()
        return "OK"

    assert main.invoke({}) == "OK"
