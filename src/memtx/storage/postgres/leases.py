"""The connections a PostgreSQL backend lends its units (DESIGN §11): its `psycopg_pool` pool, and one connection
held back whose read unit's end is still on its way.

Responsible for: `Leases` — lending a connection for a unit (`take`) and taking it back (`give`), holding back one
that a read unit left with its COMMIT unread (`memtx.storage.postgres.wire.Wire.leave`), and reading what such a
connection left before the pool gets it back. Must not: send statements of its own or know what a unit does.

Why. A read unit (`REPEATABLE READ READ ONLY`) has read everything its caller asked for when it ends; its COMMIT
changes nothing and cannot fail to serialize, yet waiting for it was a round trip of its own — one for each read of
a transaction. The pool cannot take the connection back while a result is pending (it closes a connection returned
busy), so the connection is held here instead, and the next unit lent it sends its statements after the COMMIT and
drops the COMMIT's answer as it reads its own: no wait of its own, whatever the network's latency. The server ends
the transaction when the COMMIT arrives, whether or not the client has read the answer, so no snapshot is held
meanwhile. Should the answer be an error (a statement whose result nobody read failed, so the COMMIT became a
rollback), the unit's reads, already returned, stay what they were: a read-only transaction's end changes no data;
a broken connection fails the next unit, as a connection that broke in the pool would.

At most one connection is held back, and none while a thread waits on the pool: a thread that needs a connection
takes the held one first, whichever thread left it, and a unit that ends while another thread waits for a
connection gives its own back to the pool (its COMMIT read first) — so no thread ever waits for a connection that
sits here. (Both under one lock: a thread counts itself as waiting before it asks the pool, and a unit looks at that
count before it holds its connection back.)
"""

from __future__ import annotations

import threading
from typing import Any

from memtx.storage.postgres.wire import drain, has_tail

__all__ = ["Lease", "Leases"]


class Lease:
    """One connection lent to a unit (`pg`), and the pool's checkout it came with."""

    __slots__ = ("_checkout", "pg")

    def __init__(self, checkout: Any, pg: Any) -> None:
        self._checkout = checkout
        self.pg = pg


class Leases:
    """Lends `pool`'s connections, holding back at most one with a read unit's end in flight."""

    def __init__(self, pool: Any) -> None:
        self._pool = pool
        self._held: Lease | None = None
        self._waiting = 0  # threads asking the pool for a connection (`take`)
        self._lock = threading.Lock()
        self.waited = 0  # read units' ends read as their unit ended (not held back): a round trip each

    def take(self) -> Lease:
        """A connection for one unit: the held one if any, else one of the pool's."""
        with self._lock:
            held, self._held = self._held, None
            if held is not None:
                return held
            self._waiting += 1
        try:
            checkout = self._pool.connection()
            return Lease(checkout, checkout.__enter__())
        finally:
            with self._lock:
                self._waiting -= 1

    def give(self, lent: Lease) -> None:
        """Take back `lent` once its unit is over: held back if its unit left its end unread, no other connection is
        held and no thread waits on the pool; else returned to the pool, that end read first."""
        if has_tail(lent.pg):
            with self._lock:
                if self._held is None and not self._waiting:
                    self._held = lent
                    return
            self.waited += 1
            drain(lent.pg)  # (whatever it says, the pool rolls the connection back or replaces it as it needs)
        lent._checkout.__exit__(None, None, None)

    def close(self) -> None:
        """Give back the held connection (its unit's end read), before the pool closes."""
        with self._lock:
            held, self._held = self._held, None
        if held is not None:
            drain(held.pg)
            held._checkout.__exit__(None, None, None)
