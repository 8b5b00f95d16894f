"""A unit's statements on the wire (DESIGN §11): libpq's pipeline mode driven through psycopg's `pq` wrapper and
its `Transformer`, without psycopg's cursor machinery.

Responsible for: `Wire` — sending a unit's statements into libpq's output buffer (no system call, no result
polling per statement), preparing each statement once per connection, sending the buffer only when a result is
needed (a flush request) or the unit ends (a sync), and reading the results back in order; the first server
error is raised as psycopg raises it. A unit may leave its last results unread (`Wire.leave`): the connection's
next `Wire` sends its statements after them and reads them first (`memtx.storage.postgres.leases`). Must not:
know SQL or its dialect (`memtx.storage.postgres.dialect` does), or open or end transactions
(`memtx.storage.postgres` does; the unit's COMMIT is just one more statement here).

Why not psycopg's pipeline. psycopg polls the socket, sends and tries to read results after every statement it
queues, and keeps its cursor, query and prepared-statement bookkeeping in Python: 37–43 µs of client CPU a
statement against 3.9–5.4 µs here, results read included (`benchmarks/bench_postgres_commit.py URL --statements
300`; docs/postgres.md, "Measured (2026-12-06)"). The parameters are dumped and the rows loaded by psycopg's own
`Transformer` with its default formats (text results, parameters as psycopg would send them), and a statement
is prepared for the parameter types it was dumped with, as psycopg keys its own: the values and errors a
statement gives are psycopg's. The connection's own statement cache must be off (`prepare_threshold=None`):
psycopg sends `DEALLOCATE ALL` after a DROP, ALTER, ROLLBACK or DISCARD on a connection where it prepared
statements, which drops the statements prepared here too (seen as "prepared statement … does not exist").
"""

from __future__ import annotations

import itertools
import select
import weakref
from collections import deque
from collections.abc import Collection
from typing import Any, Final

import psycopg
from psycopg import pq
from psycopg.adapt import PyFormat, Transformer

__all__ = ["Sent", "Wire", "drain", "has_tail"]

_PREPARED_MAX: Final = 512  # statements a connection keeps prepared; beyond them a statement is parsed each time
_NAMES = itertools.count(1)  # prepared statements' names, never reused (a failed unit's may exist or not)
_OK: Final = frozenset({pq.ExecStatus.COMMAND_OK, pq.ExecStatus.TUPLES_OK, pq.ExecStatus.EMPTY_QUERY})
_POLL_IN: Final = select.POLLIN | select.POLLERR | select.POLLHUP


class _Kept:
    """What a connection keeps across its units: its prepared statements, (query, parameter types) -> name, and the
    poll object on its socket."""

    __slots__ = ("poll", "prepared", "tail")

    def __init__(self, socket: int) -> None:
        self.prepared: dict[tuple[bytes, tuple[int, ...]], bytes] = {}
        self.poll = select.poll()
        self.poll.register(socket, _POLL_IN)
        self.tail: Wire | None = None  # a unit's pipeline left with its results unread (`Wire.leave`)


# A queued result read and dropped: one of a tail's (`Wire.leave`), then the tail's sync.
_TAIL: Final = object()
_TAIL_SYNC: Final = object()


# Each pooled connection's `_Kept`.
_KEPT: weakref.WeakKeyDictionary[Any, _Kept] = weakref.WeakKeyDictionary()


class Sent:
    """One statement sent: its result once read (`Wire.result`)."""

    __slots__ = ("pgresult",)

    def __init__(self) -> None:
        self.pgresult: Any = None


class Wire:
    """One unit's pipeline on a psycopg connection (in autocommit mode, outside any psycopg pipeline): `send`
    queues, `result` and `rows` read, `close` ends the pipeline after a sync, raising the first error."""

    def __init__(self, conn: Any) -> None:
        self._pg = conn.pgconn
        self._tx = Transformer(conn)
        self._encoding = conn.info.encoding
        kept = _KEPT.get(conn)  # (not `setdefault`: it makes a weak reference every call)
        if kept is None:
            kept = _KEPT[conn] = _Kept(self._pg.socket)
        self._kept = kept
        self._prepared = kept.prepared
        self._added: list[tuple[bytes, tuple[int, ...]]] = []  # prepared by this unit (unconfirmed until it ends)
        # The results still to read, in order (None: a prepare's; `_TAIL`, `_TAIL_SYNC`: a tail's, dropped).
        self._queue: deque[Sent | object | None] = deque()
        self._unrequested = False  # statements were sent after the last flush request
        self._error: psycopg.Error | None = None  # the first error the server reported
        self._closed = False
        self._synced = False  # the sync that ends the unit's statements was sent (`end`)
        self._poll = kept.poll
        self._tail_added: list[tuple[bytes, tuple[int, ...]]] = []  # what the tail prepared (forgotten if it failed)
        tail, kept.tail = kept.tail, None
        if tail is None:
            self._pg.enter_pipeline_mode()
        else:  # (still in pipeline mode: this unit's statements follow the tail's sync, its results follow theirs)
            self._queue.extend(e if e is _TAIL_SYNC else _TAIL for e in tail._queue)  # (a tail may hold a tail)
            self._queue.append(_TAIL_SYNC)
            self._tail_added = [*tail._tail_added, *tail._added]

    def send(self, query: bytes, params: tuple[Any, ...]) -> Sent:
        """Queue `query` (`$n` parameters) with `params`, prepared on the connection (once for its parameter
        types); nothing goes to the server yet."""
        pg, tx = self._pg, self._tx
        values = tx.dump_sequence(params, [PyFormat.AUTO] * len(params)) if params else None
        types: tuple[int, ...] = (tx.types or ()) if params else ()
        formats = tx.formats if params else None
        key = (query, types)
        name = self._prepared.get(key)
        if name is None and len(self._prepared) < _PREPARED_MAX:
            name = b"memtx_%d" % next(_NAMES)
            pg.send_prepare(name, query, types)
            self._queue.append(None)
            self._prepared[key] = name
            self._added.append(key)
        if name is None:
            pg.send_query_params(query, values, types, formats)
        else:
            pg.send_query_prepared(name, values, formats)
        sent = Sent()
        self._queue.append(sent)
        self._unrequested = True
        return sent

    def result(self, sent: Sent) -> Any:
        """`sent`'s result (psycopg's `PGresult`), read after every result before it; raises the first error."""
        if sent.pgresult is None and self._error is None:
            if self._unrequested:
                self._pg.send_flush_request()
                self._unrequested = False
            self._send_buffer()
            while sent.pgresult is None and self._error is None:
                self._read_next()
        if self._error is not None:
            raise self._error
        return sent.pgresult

    def rows(self, sent: Sent) -> list[Any]:
        """`sent`'s rows, as tuples."""
        res = self.result(sent)
        if res.ntuples == 0:
            return []
        self._tx.set_pgresult(res)
        return self._tx.load_rows(0, res.ntuples, tuple)

    def end(self) -> None:
        """Sync and send everything queued, waiting for nothing."""
        if not self._synced:
            self._synced = True
            self._pg.pipeline_sync()
            self._send_buffer()

    def unread(self, besides: Collection[Sent | None]) -> bool:
        """Whether a statement's result other than `besides`' is still to be read (prepares aside)."""
        return any(isinstance(e, Sent) and e not in besides for e in self._queue)

    def leave(self) -> None:
        """End the unit's statements (`end`) and leave their results unread: the server runs them to their end while
        the client goes on, and the connection's next `Wire` sends its own statements after them and reads their
        results before its own — or `drain` reads them (a read unit's COMMIT, `memtx.storage.postgres.leases`).
        Only statements that cannot fail but for a broken connection may be left (should one fail, the next unit
        fails with it, and the connection is rolled back as after any failed unit)."""
        self.end()
        self._closed = True
        self._kept.tail = self

    def close(self, *, failed: bool = False) -> None:
        """Sync, read every result left and leave pipeline mode; raise the first error unless `failed` (the
        unit is being rolled back for another reason; the connection is still left usable). The statements
        this unit prepared are forgotten unless it succeeded: the server may not have kept them."""
        if self._closed:
            return
        self._closed = True
        pg = self._pg
        try:
            self.end()
            while self._queue:
                self._read_next()
            while (res := self._next_result()) is not None and res.status != pq.ExecStatus.PIPELINE_SYNC:
                pass
            pg.exit_pipeline_mode()
        finally:
            if failed or self._error is not None:
                for key in self._added:
                    self._prepared.pop(key, None)
        if self._error is not None and not failed:
            raise self._error

    # --- reading ---------------------------------------------------------------------------------------
    def _send_buffer(self) -> None:
        pg = self._pg
        while pg.flush():  # (non-blocking: 1 while data is left to send; read meanwhile so the server can write)
            ready = select.select([pg.socket], [pg.socket], [])[0]
            if ready:
                pg.consume_input()

    def _next_result(self) -> Any:
        pg = self._pg
        while pg.is_busy():
            self._poll.poll()
            pg.consume_input()
        return pg.get_result()

    def _read_next(self) -> None:
        """Read the next queued statement's result (and the end of its results)."""
        sent = self._queue.popleft()
        res = self._next_result()
        if res is None:  # (cannot happen after a flush request or sync; guards the loop against a hang)
            raise psycopg.OperationalError("PostgreSQL returned no result for a pipelined statement")
        if sent is _TAIL_SYNC:  # (a sync's result is not followed by an end of results)
            if res.status != pq.ExecStatus.PIPELINE_SYNC:
                raise psycopg.OperationalError(f"pipelined tail ended {pq.ExecStatus(res.status).name}")
            return
        while self._next_result() is not None:  # (one result a statement; the end of its results is None)
            pass
        if sent is _TAIL:
            if res.status not in _OK:  # (cannot happen but for a broken connection: see `leave`; never silent)
                for key in self._tail_added:  # (the tail's unit is over; what it prepared may not exist)
                    self._prepared.pop(key, None)
                if self._error is None:
                    self._error = psycopg.OperationalError(
                        f"the statements a unit left unread ended {pq.ExecStatus(res.status).name}"
                    )
            return
        if res.status not in _OK:
            if res.status == pq.ExecStatus.FATAL_ERROR and self._error is None:
                self._error = psycopg.errors.error_from_result(res, encoding=self._encoding)
            elif self._error is None:  # (aborted without an error before it: cannot happen; never pass silently)
                self._error = psycopg.OperationalError(f"pipelined statement ended {pq.ExecStatus(res.status).name}")
        elif isinstance(sent, Sent):
            sent.pgresult = res


def has_tail(conn: Any) -> bool:
    """Whether `conn` has a unit's results left unread (`Wire.leave`)."""
    kept = _KEPT.get(conn)
    return kept is not None and kept.tail is not None


def drain(conn: Any) -> bool:
    """Read the results a unit left unread on `conn` (`Wire.leave`) and leave pipeline mode; whether the connection
    is usable after them (they reported no error, and it did not break)."""
    kept = _KEPT.get(conn)
    if kept is None or kept.tail is None:
        return True
    tail, kept.tail = kept.tail, None
    tail._closed = False
    try:
        tail.close()
    except psycopg.Error:
        return False
    return True
