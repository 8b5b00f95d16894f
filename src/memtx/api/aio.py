"""`AsyncMemory` (DESIGN §12): the `Memory` surface, awaitable — one implementation of the logic.

Responsible for: running every `Memory` (and `TxnHandle`, `Snapshot`) call on a worker thread
(`asyncio.to_thread`) so an event loop never blocks on SQLite, an fsync or a model, and driving
`Memory.transaction`'s own context manager across awaits, so commit-on-exit and abort-on-exception are the
sync ones. Must not: re-implement any behaviour — a method is looked up on the sync object by name.

Thread safety is the sync API's: a backend serializes its units with a lock, so concurrent coroutines are
as safe as concurrent threads. Attributes that are not methods (`embedder`, `tools`, `views`, a
transaction's `id`, `result`, `open`) are returned as they are.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from memtx.api.store import Memory, Snapshot
from memtx.api.transaction import TxnHandle


def _awaitable(target: Any) -> Any:
    if not callable(target):
        return target

    @functools.wraps(target)
    async def call(*args: Any, **kwargs: Any) -> Any:
        return await asyncio.to_thread(target, *args, **kwargs)

    return call


class _Awaitable:
    """Looks names up on the wrapped sync object; methods come back as coroutine functions."""

    _target: Any

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        return _awaitable(getattr(self._target, name))


class AsyncTxn(_Awaitable):
    """A transaction (`TxnHandle`) whose calls are awaited: `await tx.propose(...)`, `await tx.read(...)`."""

    def __init__(self, handle: TxnHandle) -> None:
        self._target = handle

    @property
    def handle(self) -> TxnHandle:
        return self._target  # type: ignore[no-any-return]


class AsyncSnapshot(_Awaitable):
    """`mem.as_of(csn)`, awaitable: `await snap.get(...)`, `await snap.search(...)`."""

    def __init__(self, snapshot: Snapshot) -> None:
        self._target = snapshot


class AsyncMemory(_Awaitable):
    """`Memory`, awaitable. `await AsyncMemory.open(url, **options)` takes `Memory.open`'s arguments; every
    method of `Memory` is available under its name as a coroutine function (`await mem.get(...)`,
    `await mem.search(...)`, `await mem.add(...)`; `await mem.run(fn)` retries a *sync* `fn` on a worker
    thread); `async with mem.transaction(agent=...) as tx` commits on a clean exit and aborts on an
    exception, exactly as the sync one does."""

    def __init__(self, memory: Memory) -> None:
        self._target = memory

    @property
    def sync(self) -> Memory:
        """The `Memory` underneath (same store, same handle)."""
        return self._target  # type: ignore[no-any-return]

    @classmethod
    async def open(cls, url: str | Path = ":memory:", **options: Any) -> AsyncMemory:
        return cls(await asyncio.to_thread(Memory.open, url, **options))

    @asynccontextmanager
    async def transaction(self, **options: Any) -> AsyncIterator[AsyncTxn]:
        manager = self.sync.transaction(**options)  # the sync context manager, driven across awaits
        handle = await asyncio.to_thread(manager.__enter__)
        try:
            yield AsyncTxn(handle)
        except BaseException as exc:
            swallowed = await asyncio.to_thread(manager.__exit__, type(exc), exc, exc.__traceback__)
            if not swallowed:
                raise
        else:
            await asyncio.to_thread(manager.__exit__, None, None, None)

    async def begin(self, **options: Any) -> AsyncTxn:
        return AsyncTxn(await asyncio.to_thread(self.sync.begin, **options))

    async def as_of(self, csn: int) -> AsyncSnapshot:
        return AsyncSnapshot(await asyncio.to_thread(self.sync.as_of, csn))

    async def close(self) -> None:
        await asyncio.to_thread(self.sync.close)

    async def __aenter__(self) -> AsyncMemory:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()
