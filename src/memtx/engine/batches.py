"""Large batches on the write path: the cyclic garbage collector paused while one is staged or committed.

Responsible for: when a batch counts as large, and pausing CPython's cyclic collector for its duration (the
previous state restored, whatever happens). Must not: change anything else about the process.

Why: a batch keeps its staged versions, their events and rows alive until its commit stores them — tens of
thousands of objects, each a few — and CPython runs a full collection every time the long-lived objects grow
by a quarter, each one a pass over the whole heap. On the 18,332-fact FactConsolidation ingest that was 1.0 to
1.3 s of 3.4 to 3.7 s (`memtx bench --only ingest`, measured with the collector on and off). The write path
creates no reference cycles (its objects are freed by reference counting), so nothing is lost meanwhile;
other threads' cycles are collected once the batch ends. A batch smaller than `LARGE` (every single-proposal
commit) leaves the collector alone.
"""

from __future__ import annotations

import gc
from typing import Final

LARGE: Final = 1_000  # staged versions: from here on a batch pauses the collector


class PausedCollector:
    """`with PausedCollector(n):` — the cyclic collector off while `n >= LARGE`, then as it was."""

    __slots__ = ("_resume", "_size")

    def __init__(self, size: int) -> None:
        self._size = size
        self._resume = False

    def __enter__(self) -> None:
        if self._size >= LARGE and gc.isenabled():
            gc.disable()
            self._resume = True

    def __exit__(self, *exc: object) -> None:
        if self._resume:
            self._resume = False
            gc.enable()
