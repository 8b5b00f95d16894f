"""Time-to-live for `MemtxStore` (DESIGN §5 expiry, §12): LangGraph's `ttl=` configuration and a put's TTL,
when a read refreshes an item, and the sweeper thread.

Responsible for: checking TTL settings, the refresh rule, and running a sweep periodically. Must not: decide
what expiry is — an item expires when its version's `valid_to` passes (`memtx.langgraph.store` writes it and
judges it; memtx's own reads judge it on the store's logical clock).
"""

from __future__ import annotations

import concurrent.futures
import logging
import math
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from memtx.core.errors import InvalidArgument

__all__ = ["REFRESH_SLACK", "Sweeper", "TTLSettings", "check_ttl", "refreshed_until", "ttl_settings"]

# A read refreshes an item only when that moves its expiry by at least this share of its TTL: a hot item
# then writes at most ~100 refresh versions per TTL period instead of one per read, and expires at most 1%
# of its TTL earlier than with LangGraph's SQL stores (docs/langgraph.md).
REFRESH_SLACK: Final = 0.01
_DEFAULT_SWEEP_MINUTES: Final = 5.0  # LangGraph's stores' default interval
_CONFIG_KEYS: Final = frozenset({"default_ttl", "refresh_on_read", "sweep_interval_minutes", "omit_expired"})

log = logging.getLogger("memtx.langgraph")


@dataclass(frozen=True, slots=True)
class TTLSettings:
    """A checked `ttl=` configuration (minutes)."""

    default_ttl: float | None
    refresh_on_read: bool
    sweep_interval: float | None


def ttl_settings(config: object) -> TTLSettings:
    """Check LangGraph's `TTLConfig`: `default_ttl` and `sweep_interval_minutes` (positive minutes or None),
    `refresh_on_read` (default True) and `omit_expired` (accepted: this store never returns an expired item,
    whatever it says)."""
    if not isinstance(config, Mapping):
        raise InvalidArgument(f"ttl must be a mapping like {{'default_ttl': 60}}, not {type(config).__name__}")
    unknown = sorted(map(str, set(config) - _CONFIG_KEYS))
    if unknown:
        raise InvalidArgument(f"unknown ttl setting(s) {unknown}; known: {sorted(_CONFIG_KEYS)}")
    refresh = config.get("refresh_on_read", True)
    omit = config.get("omit_expired", True)
    if not isinstance(refresh, bool) or not isinstance(omit, bool):
        raise InvalidArgument("ttl refresh_on_read and omit_expired must be booleans")
    return TTLSettings(
        check_ttl(config.get("default_ttl"), "default_ttl"),
        refresh,
        check_ttl(config.get("sweep_interval_minutes"), "sweep_interval_minutes"),
    )


def check_ttl(minutes: object, name: str = "ttl") -> float | None:
    """A TTL in minutes: a positive finite number, or None (never expires)."""
    if minutes is None:
        return None
    if isinstance(minutes, bool) or not isinstance(minutes, int | float) or not math.isfinite(minutes) or minutes <= 0:
        raise InvalidArgument(f"{name} must be a positive number of minutes or None, not {minutes!r}")
    return float(minutes)


def refreshed_until(valid_to: float, ttl_minutes: float, now: float) -> float | None:
    """The expiry a refresh at `now` gives an item that now expires at `valid_to`, or None when that would
    move it by less than `REFRESH_SLACK` of its TTL (or it has expired: nothing is left to refresh)."""
    if valid_to <= now:
        return None
    until = now + ttl_minutes * 60.0
    return until if until - valid_to >= REFRESH_SLACK * ttl_minutes * 60.0 else None


class Sweeper:
    """Calls `sweep` every `interval` minutes on a daemon thread until stopped. A sweep that raises is
    logged (`memtx.langgraph`) and the next one runs, as LangGraph's stores do: a background thread has no
    caller to raise to."""

    def __init__(self, sweep: Callable[[], int], name: str) -> None:
        self._sweep = sweep
        self._name = name
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, interval_minutes: float) -> concurrent.futures.Future[None]:
        """Start sweeping (a no-op when already running). The future completes when the sweeper stops;
        cancelling it stops the sweeper."""
        future: concurrent.futures.Future[None] = concurrent.futures.Future()
        future.add_done_callback(lambda f: self._stop.set() if f.cancelled() else None)
        if self.running:
            return future
        self._stop.clear()
        seconds = interval_minutes * 60.0

        def loop() -> None:
            while not self._stop.wait(seconds):
                try:
                    swept = self._sweep()
                except Exception:  # logged: no caller to raise to; the next sweep runs
                    log.exception("%s: TTL sweep failed", self._name)
                else:
                    if swept:
                        log.info("%s: TTL sweep expired %d item(s)", self._name, swept)
            if not future.done():
                future.set_result(None)

        self._thread = threading.Thread(target=loop, name=f"{self._name}-ttl-sweeper", daemon=True)
        self._thread.start()
        return future

    def stop(self, timeout: float | None = None) -> bool:
        """Stop sweeping; True once the thread has ended (within `timeout` seconds, if given)."""
        self._stop.set()
        thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()


def sweep_interval(given: float | None, settings: TTLSettings | None) -> float:
    """The interval to sweep at: the argument, else the configured one, else LangGraph's default."""
    chosen = check_ttl(given, "sweep_interval_minutes") or (settings.sweep_interval if settings else None)
    return chosen or _DEFAULT_SWEEP_MINUTES
