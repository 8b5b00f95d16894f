"""Re-export of `memtx.langgraph.async_store` under its documented import path `memtx.langgraph_async`."""

from memtx.langgraph.async_store import (
    AsyncMemtxStore,
    SyncCallOnEventLoop,
)

__all__ = [
    "AsyncMemtxStore",
    "SyncCallOnEventLoop",
]
