"""Transactions the HTTP service holds between requests (DESIGN §6, §12): one registry per service.

Responsible for: naming each open transaction by an unguessable id, handing it only to the principal
that began it, serializing the requests that drive it, and aborting the ones abandoned past the idle
timeout (and every one at shutdown), so no tentative state stays in flight for a client that went away.
Must not: import the web framework, or decide anything a transaction decides (the handle does).

A transaction is found by (principal, id): another principal's id answers exactly like an unknown one,
so nobody learns that it exists. An id that this principal ended — committed, aborted, timed out —
is remembered for a while, to answer "closed, and why" instead of "unknown".
"""

from __future__ import annotations

import secrets
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Final

from memtx import TxnHandle
from memtx.core.errors import MemtxError, TransactionClosed, TransientError, UnknownObject

DEFAULT_TIMEOUT: Final = 120.0  # seconds idle before the server aborts a transaction (below the store's lease)
DEFAULT_MAX_PER_PRINCIPAL: Final = 32
_REMEMBERED: Final = 4_096  # ended transactions remembered for their "closed" answer
WAIT: Final = 30.0  # seconds a request waits for another request on the same transaction


class TooManyTransactions(MemtxError):
    """A principal already holds as many open transactions as the service allows."""


class ToolFailed(MemtxError):
    """A tool called through the gate raised; the gate recorded the action `failed` (DESIGN §7)."""


class TransactionBusy(TransientError):
    """Another request on the same transaction did not finish in time; retrying may succeed."""


@dataclass(slots=True)
class Session:
    """One open transaction held by the service."""

    id: str
    principal: str
    handle: TxnHandle
    last_used: float
    lock: threading.Lock = field(default_factory=threading.Lock)


class TransactionRegistry:
    """The open transactions of one service. `clock` (monotonic seconds) is injectable for tests."""

    def __init__(
        self,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        max_per_principal: int = DEFAULT_MAX_PER_PRINCIPAL,
        clock: Callable[[], float] = time.monotonic,
        wait: float = WAIT,
        prefix: str = "tx_",
    ) -> None:
        if not 0 < timeout < float("inf"):
            raise ValueError(f"timeout must be a finite positive number of seconds, not {timeout!r}")
        if max_per_principal < 1:
            raise ValueError("max_per_principal must be at least 1")
        self.timeout = float(timeout)
        self.max_per_principal = max_per_principal
        self._clock = clock
        self.wait = wait
        self.prefix = prefix  # of every id it hands out (`memtx.server.workers`: which worker holds it)
        self._open: dict[str, Session] = {}
        self._ended: OrderedDict[str, tuple[str, str]] = OrderedDict()  # id -> (principal, why)
        self._guard = threading.Lock()

    def begin(self, principal: str, start: Callable[[], TxnHandle]) -> Session:
        """Register the transaction `start()` begins for `principal`."""
        self.sweep()
        with self._guard:
            held = sum(1 for s in self._open.values() if s.principal == principal)
            if held >= self.max_per_principal:
                raise TooManyTransactions(
                    f"principal {principal!r} already has {held} open transactions (the limit); "
                    "commit or abort one first"
                )
            session = Session(self.prefix + secrets.token_urlsafe(18), principal, start(), self._clock())
            self._open[session.id] = session
        return session

    @contextmanager
    def use(self, principal: str, txn: str) -> Iterator[TxnHandle]:
        """The handle of `principal`'s open transaction `txn`, held exclusively while the block runs.
        A transaction the block leaves closed (commit, abort, a conflict) leaves the registry."""
        session = self._find(principal, txn)
        if not session.lock.acquire(timeout=self.wait):
            raise TransactionBusy(f"transaction {txn} is busy with another request; try again")
        try:
            if self._open.get(txn) is not session:  # ended by the sweeper while we waited
                raise self._closed(txn, principal)
            yield session.handle
        finally:
            session.last_used = self._clock()
            if not session.handle.open:
                result = session.handle.result
                why = "aborted" if result is not None and result.aborted else "committed"
                self._end(session, why)
            session.lock.release()

    def peek(self, principal: str, txn: str) -> Session:
        """The session, without taking it (for a status read)."""
        return self._find(principal, txn)

    def sweep(self) -> list[str]:
        """Abort every transaction idle for longer than the timeout (one busy with a request is left
        alone); returns their ids."""
        now = self._clock()
        with self._guard:
            idle = [s for s in self._open.values() if now - s.last_used > self.timeout]
        done: list[str] = []
        for session in idle:
            if not session.lock.acquire(blocking=False):
                continue
            try:
                if self._open.get(session.id) is session and self._clock() - session.last_used > self.timeout:
                    self._abort(session, f"abandoned: idle for more than {self.timeout:g} s")
                    done.append(session.id)
            finally:
                session.lock.release()
        return done

    def close_all(self, reason: str = "server_shutdown") -> int:
        """Abort every open transaction (the service is stopping); returns how many."""
        with self._guard:
            sessions = list(self._open.values())
        for session in sessions:
            with session.lock:
                if self._open.get(session.id) is session:
                    self._abort(session, reason)
        return len(sessions)

    def open_count(self) -> int:
        with self._guard:
            return len(self._open)

    def _abort(self, session: Session, reason: str) -> None:
        try:
            if session.handle.open:
                session.handle.abort(reason)
        except TransactionClosed:
            pass  # an operator ended it from outside (mem.abort_transaction): it is closed either way
        finally:
            self._end(session, f"aborted by the server ({reason})")

    def _end(self, session: Session, why: str) -> None:
        with self._guard:
            self._open.pop(session.id, None)
            self._ended[session.id] = (session.principal, why)
            while len(self._ended) > _REMEMBERED:
                self._ended.popitem(last=False)

    def _find(self, principal: str, txn: str) -> Session:
        with self._guard:
            session = self._open.get(txn)
        if session is not None and session.principal == principal:
            return session
        raise self._closed(txn, principal)

    def _closed(self, txn: str, principal: str) -> MemtxError:
        with self._guard:
            ended = self._ended.get(txn)
        if ended is not None and ended[0] == principal:
            return TransactionClosed(f"transaction {txn} is closed: {ended[1]}")
        return UnknownObject(f"unknown transaction {txn!r}")
