"""Fixtures the ported LangGraph store tests take from LangGraph's own conftest files and pytest plugins.

LangGraph runs its async tests with pytest-asyncio's auto mode and retries some with pytest-retry's
`flaky` marker; here every coroutine test runs on asyncio through anyio's pytest plugin, `asyncio` and
`flaky` are known markers that do nothing (so a ported test must pass on its first run), and `mocker` is
the part of pytest-mock the ports use (`stub`, `spy`) on `unittest.mock`.
"""

from __future__ import annotations

import inspect
from collections.abc import Iterator

import pytest

from ._upstream import CharacterEmbeddings, Mocker


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "asyncio: pytest-asyncio's marker in LangGraph's tests (runs via anyio here)")
    config.addinivalue_line("markers", "flaky(retries): pytest-retry's marker in LangGraph's tests (no retries here)")


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makeitem(collector: pytest.Module | pytest.Class, name: str, obj: object) -> None:
    """pytest-asyncio's auto mode: every coroutine test is an anyio test (marked before anyio's own hook
    looks for the marker)."""
    if collector.istestfunction(obj, name) and inspect.iscoroutinefunction(obj):
        pytest.mark.anyio(obj)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def fake_embeddings() -> CharacterEmbeddings:
    return CharacterEmbeddings(dims=500)


@pytest.fixture
def mocker() -> Iterator[Mocker]:
    found = Mocker()
    yield found
    found.stopall()
