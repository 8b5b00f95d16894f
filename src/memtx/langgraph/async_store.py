"""`AsyncMemtxStore`: `MemtxStore` for asyncio programs, behaving as LangGraph's async stores do (DESIGN §12).

Responsible for: merging concurrent callers' single-op calls into one batch per loop turn, the coroutine
sweeper API, and refusing synchronous calls on the event loop's thread. Must not: run an op itself (the
`MemtxStore` it wraps does, op by op).
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Iterable
from typing import Any

from langgraph.store.base import BaseStore, Op, Result

from memtx import InvalidArgument, Memory
from memtx.langgraph.index import LangGraphEmbedder
from memtx.langgraph.store import MemtxStore
from memtx.langgraph.ttl import log, sweep_interval, ttl_settings

__all__ = ["AsyncMemtxStore", "SyncCallOnEventLoop"]


class SyncCallOnEventLoop(InvalidArgument, asyncio.InvalidStateError):
    """A synchronous call to an `AsyncMemtxStore` from the thread running an event loop: it would block
    the loop (LangGraph's async stores refuse it with `asyncio.InvalidStateError` too)."""


class AsyncMemtxStore(BaseStore):
    """`MemtxStore` (same arguments) for asyncio programs, as LangGraph's async stores behave: the single-op
    calls of concurrent callers (`aget`, `aput`, `asearch`, ...) are merged into one batch per loop turn and
    run on a worker thread — equal reads run once, every put runs, and each op's failure goes to its own
    caller; `sweep_ttl`, `start_ttl_sweeper` and `stop_ttl_sweeper` are coroutines; and the synchronous
    methods refuse to run on the event loop's thread (`SyncCallOnEventLoop`, an `asyncio.InvalidStateError`)
    but work from any other thread."""

    supports_ttl = True

    __slots__ = ("_core", "_loop", "_queue", "_runner", "_sweeping", "embeddings", "index_config", "ttl_config")

    def __init__(self, memory: Memory, **options: Any) -> None:
        self._core = MemtxStore(memory, **options)
        self.index_config = self._core.index_config
        self.embeddings = self._core.embeddings
        self.ttl_config = self._core.ttl_config
        self._loop: asyncio.AbstractEventLoop | None = None
        self._queue: asyncio.Queue[tuple[asyncio.Future[Result], Op]] | None = None
        self._runner: asyncio.Task[None] | None = None
        self._sweeping: asyncio.Task[None] | None = None

    @property
    def store(self) -> MemtxStore:
        """The synchronous store this one runs on."""
        return self._core

    @property
    def memory(self) -> Memory:
        return self._core.memory

    @property
    def agent(self) -> str:
        return self._core.agent

    @property
    def embedder(self) -> LangGraphEmbedder | None:
        return self._core.embedder

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return self._core.batch(ops)
        raise SyncCallOnEventLoop(
            "a synchronous call to AsyncMemtxStore on the event loop's thread would block the loop; await its "
            "async twin instead (store.aget, store.aput, store.asearch, ...), or call from another thread"
        )

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """One op (what `aget`, `aput`, ... pass) joins the merged batch of this loop turn; several run as
        one caller's batch (`MemtxStore.abatch`: in order, all checked first)."""
        materialized = list(ops)
        if len(materialized) != 1:
            return await self._core.abatch(materialized)
        loop = asyncio.get_running_loop()
        if self._queue is None or self._loop is not loop or self._runner is None or self._runner.done():
            self._loop, self._queue = loop, asyncio.Queue()
            self._runner = loop.create_task(_merge(self._queue, weakref.ref(self._core)))
        future: asyncio.Future[Result] = loop.create_future()
        self._queue.put_nowait((future, materialized[0]))
        return [await future]

    async def sweep_ttl(self) -> int:
        return await asyncio.to_thread(self._core.sweep_ttl)

    async def start_ttl_sweeper(self, sweep_interval_minutes: int | None = None) -> asyncio.Task[None]:
        """Sweep every `sweep_interval_minutes` (else the config's, else 5) in a task of the running loop.
        A sweep that fails is logged and the next one runs (a background task has no caller to raise to)."""
        if self._sweeping is not None and not self._sweeping.done():
            return self._sweeping
        settings = None if self.ttl_config is None else ttl_settings(self.ttl_config)
        if settings is None:
            self._sweeping = asyncio.get_running_loop().create_task(asyncio.sleep(0))
            return self._sweeping
        seconds = sweep_interval(sweep_interval_minutes, settings) * 60.0

        async def loop() -> None:
            while True:
                await asyncio.sleep(seconds)
                try:
                    await self.sweep_ttl()
                except Exception:  # noqa: BLE001  (logged: no caller to raise to; the next sweep runs)
                    log.exception("AsyncMemtxStore(%s): TTL sweep failed", self.agent)

        self._sweeping = asyncio.get_running_loop().create_task(loop())
        return self._sweeping

    async def stop_ttl_sweeper(self, timeout: float | None = None) -> bool:
        task = self._sweeping
        if task is None or task.done():
            return True
        task.cancel()
        done, _ = await asyncio.wait({task}, timeout=timeout)
        return bool(done)


async def _merge(queue: asyncio.Queue[tuple[asyncio.Future[Result], Op]], core: weakref.ref[MemtxStore]) -> None:
    """`AsyncMemtxStore`'s batcher: each turn takes every op queued so far and serves them together."""
    while True:
        items = [await queue.get()]
        while not queue.empty():
            items.append(queue.get_nowait())
        items = [(future, op) for future, op in items if not future.done()]  # cancelled callers
        store = core()
        if store is None:
            return
        try:
            results = await store.serve([op for _, op in items])
        except BaseException as exc:
            # Never leave a caller waiting: `serve` gives each op its own error, so this is the loop being
            # cancelled (or a defect) — pass it on to every caller of the turn, and end; the next call
            # starts a new batcher.
            for future, _ in items:
                if future.done():
                    continue
                if isinstance(exc, asyncio.CancelledError):
                    future.cancel()
                else:
                    future.set_exception(exc)
            raise
        del store
        for (future, _), result in zip(items, results, strict=True):
            if future.done():
                continue
            if isinstance(result, Exception):
                future.set_exception(result)
            else:
                future.set_result(result)
