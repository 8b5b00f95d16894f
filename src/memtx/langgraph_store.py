"""Re-export of `memtx.langgraph.store` under its documented import path `memtx.langgraph_store`."""

from memtx.langgraph.store import (
    KeySpace,
    MemtxStore,
)

__all__ = [
    "KeySpace",
    "MemtxStore",
]
