"""A unit's statements on the wire (DESIGN §11): libpq's pipeline mode driven through psycopg's `pq` wrapper and
its `Transformer`, without psycopg's cursor machinery.

Responsible for: `Wire` — sending a unit's statements into libpq's output buffer (no system call, no result
polling per statement), preparing each statement once per connection, sending the buffer only when a result is
needed (a flush request) or the unit ends (a sync), and reading the results back in order; the first server
error is raised as psycopg raises it. Must not: know SQL or its dialect (`memtx.storage.postgres.dialect` does),
or open or end transactions (`memtx.storage.postgres` does; the unit's COMMIT is just one more statement here).

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
from typing import Any, Final

import psycopg
from psycopg import pq
from psycopg.adapt import PyFormat, Transformer

__all__ = ["Sent", "Wire"]

_PREPARED_MAX: Final = 512  # statements a connection keeps prepared; beyond them a statement is parsed each time
_NAMES = itertools.count(1)  # prepared statements' names, never reused (a failed unit's may exist or not)
# Each pooled connection's prepared statements: (query, parameter types) -> name.
_PREPARED: weakref.WeakKeyDictionary[Any, dict[tuple[bytes, tuple[int, ...]], bytes]] = weakref.WeakKeyDictionary()
_OK: Final = frozenset({pq.ExecStatus.COMMAND_OK, pq.ExecStatus.TUPLES_OK, pq.ExecStatus.EMPTY_QUERY})
_POLL_IN: Final = select.POLLIN | select.POLLERR | select.POLLHUP


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
        self._prepared = _PREPARED.setdefault(conn, {})
        self._added: list[tuple[bytes, tuple[int, ...]]] = []  # prepared by this unit (unconfirmed until it ends)
        self._queue: deque[Sent | None] = deque()  # the results still to read, in order (None: a prepare's)
        self._unrequested = False  # statements were sent after the last flush request
        self._error: psycopg.Error | None = None  # the first error the server reported
        self._closed = False
        self._poll = select.poll()
        self._poll.register(self._pg.socket, _POLL_IN)
        self._pg.enter_pipeline_mode()

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

    def close(self, *, failed: bool = False) -> None:
        """Sync, read every result left and leave pipeline mode; raise the first error unless `failed` (the
        unit is being rolled back for another reason; the connection is still left usable). The statements
        this unit prepared are forgotten unless it succeeded: the server may not have kept them."""
        if self._closed:
            return
        self._closed = True
        pg = self._pg
        try:
            pg.pipeline_sync()
            self._send_buffer()
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
        while self._next_result() is not None:  # (one result a statement; the end of its results is None)
            pass
        if res.status not in _OK:
            if res.status == pq.ExecStatus.FATAL_ERROR and self._error is None:
                self._error = psycopg.errors.error_from_result(res, encoding=self._encoding)
            elif self._error is None:  # (aborted without an error before it: cannot happen; never pass silently)
                self._error = psycopg.OperationalError(f"pipelined statement ended {pq.ExecStatus(res.status).name}")
        elif sent is not None:
            sent.pgresult = res
