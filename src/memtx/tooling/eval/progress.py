"""Progress of the evaluation suites: a suite reports `tick(done, total, label)`; `Bars` draws one bar per suite.

Responsible for: the `Tick` callback every suite's `run` accepts (`done` of `total` steps, `label` naming the
step under way) and the terminal rendering `memtx eval` uses. Must not: time or score anything.

On a terminal a suite's bar is redrawn in place (`\\r`); elsewhere (a CI log, a pipe) it prints a line at
the start, at every quarter and at the end, so a log stays short and still shows where a run is.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Final, TextIO

Tick = Callable[[int, int, str], None]
WIDTH: Final = 24


def silent(_done: int, _total: int, _label: str) -> None:
    """The default tick: report nothing."""


class Bars:
    """One progress bar per suite on `stream` (stderr by default). Call it as `bars(suite)(done, total, label)`
    and `bars.finish(suite, seconds)` when the suite is done."""

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        self.live = bool(getattr(self.stream, "isatty", lambda: False)())
        self._quarter: dict[str, int] = {}
        self._started: dict[str, float] = {}

    def __call__(self, suite: str) -> Tick:
        self._started[suite] = time.monotonic()
        self._quarter[suite] = -1

        def tick(done: int, total: int, label: str) -> None:
            self._draw(suite, done, total, label)

        return tick

    def _draw(self, suite: str, done: int, total: int, label: str) -> None:
        total = max(total, 1)
        done = min(max(done, 0), total)
        filled = WIDTH * done // total
        elapsed = time.monotonic() - self._started.get(suite, time.monotonic())
        line = f"{suite:<13} [{'#' * filled}{'.' * (WIDTH - filled)}] {done:>4}/{total:<4} {elapsed:6.1f} s  {label}"
        if self.live:
            self.stream.write("\r\x1b[2K" + line[:160])
        else:
            quarter = 4 * done // total
            if quarter == self._quarter.get(suite):
                return
            self._quarter[suite] = quarter
            self.stream.write(line + "\n")
        self.stream.flush()

    def finish(self, suite: str, seconds: float) -> None:
        line = f"{suite:<13} [{'#' * WIDTH}] done in {seconds:.1f} s"
        self.stream.write(("\r\x1b[2K" if self.live else "") + line + "\n")
        self.stream.flush()


@contextmanager
def bar(suite: str, stream: TextIO | None = None) -> Iterator[Tick]:
    """One suite's bar (a single-suite command): `with bar("recovery") as tick: run(progress=tick)`."""
    bars = Bars(stream)
    started = time.monotonic()
    yield bars(suite)
    bars.finish(suite, time.monotonic() - started)
