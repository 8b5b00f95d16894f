"""Memory spaces on PostgreSQL (DESIGN §11, "Memory spaces"): how a write unit confined to some spaces is
opened, and the commit-order and registration locks it takes before it touches store-wide state.

Responsible for: the statements that open a space unit (its isolation, the table lock that keeps store-wide
units out, one transaction-level lock per space in a fixed order) and `OrderedConnection`, which takes the
commit-order lock before the unit's first write or first read of the store's counters. Must not: decide which
spaces a unit needs (the caller names them) or open and end transactions (`memtx.storage.postgres` does).

Why this is correct. A space unit runs at READ COMMITTED, so each statement sees every commit before it.
Store-wide units take `LOCK TABLE meta IN EXCLUSIVE MODE`, space units `ROW EXCLUSIVE`: the two never overlap,
while space units do not conflict with one another there. Two units of one space serialize on the space's
lock, held to the end of the unit, so a space's rows (its clusters, A's entries, in-flight entries) change
only under its lock: what a unit reads of its own spaces stays true until it commits. Everything the whole
store shares — the csn, vid, seq and id counters, the logical clock, A's digest, the search counters, the
journal's gap-less seq — is written only after the commit-order lock (the `csn` row of `meta`, `FOR UPDATE`),
which is held to the end of the unit too: units that write commit one after another in csn order, so a csn
is still a total order of commits and a snapshot still one csn (DESIGN §6). What runs concurrently is every
unit's work before its first write — its reads, the checks it makes, and the space locks it waits for — and its
WAL flush, which `memtx.storage.postgres` waits for after the COMMIT that releases the lock.

A registration (a transaction's header and its lease, its version ids, its in-flight entries) changes no csn, no
visible state and no counter but the vid counter and the header's generated id, so it is ordered by a lock of its
own, the *registration lock* (the `vid_seq` row of `meta`, `FOR UPDATE`), not by the commit-order lock:
registrations run one at a time among themselves (the header's `max + 1` id stays exact) while commits of other
spaces proceed. The
two locks are taken in one order only — the commit-order lock first — so they cannot deadlock: a commit may take
version ids after its csn, but a unit holding the registration lock may not then take the commit-order lock
(`LockOrderError`).
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection, Iterable, Sequence
from typing import Any, Final

from memtx.storage.postgres.dialect import Connection, Cursor
from memtx.storage.postgres.unit import REGISTER_NEW
from memtx.storage.sql.records import ALLOCATE_VIDS
from memtx.storage.sql.txns import INSERT_IN_FLIGHT, INSERT_TXN, RENEW_TXN

__all__ = [
    "ORDER_LOCK",
    "REGISTRATION_LOCK",
    "SPACE_LOCK",
    "LockOrderError",
    "OrderedConnection",
    "space_key",
    "space_lock_keys",
]

# Taken by a space unit before its first write; the row every writer of store-wide state holds.
ORDER_LOCK: Final = "SELECT ival FROM meta WHERE name = 'csn' FOR UPDATE"
# Taken instead before a registration's first write (see the module's docstring), and before a commit's first vids.
REGISTRATION_LOCK: Final = "SELECT ival FROM meta WHERE name = 'vid_seq' FOR UPDATE"
# The statements a registration writes with (its own header's lease included): the registration lock orders them.
_REGISTERS: Final = frozenset({INSERT_TXN, RENEW_TXN, INSERT_IN_FLIGHT, ALLOCATE_VIDS, REGISTER_NEW})
# The first of the two advisory-lock keys: memtx's own class, so the locks never collide with another
# application's single-key advisory locks on the same database.
_LOCK_CLASS: Final = 0x6D74_7873  # "mtxs"


def space_key(schema: str, space: str) -> int:
    """The lock key of a store's space: 31 bits of the SHA-256 of the store's schema and the space's name (the
    advisory lock's second key is a signed int4; advisory locks are database-wide, and a space is one store's, so
    two stores of one database never share a space's lock by its name). Two spaces that share a key serialize
    together — slower, never wrong."""
    name = f"{schema}\x00{space}".encode("utf-8", "surrogatepass")
    return int.from_bytes(hashlib.sha256(name).digest()[:4], "big") >> 1


SPACE_LOCK: Final = "SELECT pg_advisory_xact_lock($1::integer, $2::integer)"  # (class, key): one space's lock


def space_lock_keys(schema: str, spaces: Collection[str]) -> list[tuple[int, int]]:
    """The `SPACE_LOCK` parameters of the store's `spaces`: one pair per distinct lock key, in ascending key order,
    so every unit takes its spaces in that one order and two units sharing spaces cannot deadlock on them."""
    return [(_LOCK_CLASS, k) for k in sorted({space_key(schema, s) for s in spaces})]


def _shared(sql: str) -> bool:
    """Whether a statement may touch store-wide state: anything but a plain SELECT, or a SELECT of `meta`."""
    head = sql.lstrip()[:6].upper()
    return head != "SELECT" or " meta" in sql


class LockOrderError(RuntimeError):
    """A space unit holding the registration lock asked for the commit-order lock: the locks' one order (the
    commit-order lock first) would be broken, and two units could deadlock. A defect of the caller, never of data."""


class OrderedConnection(Connection):
    """A space unit's connection: before a registration's first write it takes the registration lock
    (`REGISTRATION_LOCK`); before any other statement that writes, or reads the store's counters in `meta`, the
    commit-order lock (`ORDER_LOCK`). `ordered` and `registering` say which it holds."""

    def __init__(self, conn: Any) -> None:
        super().__init__(conn)
        self.ordered = False
        self.registering = False
        self.ordered_from = 0  # `round_trips` when the lock was sent: the unit's round trips in commit order

    def _order(self, sql: str) -> None:
        if sql in _REGISTERS:
            if not self.registering:
                super().execute(REGISTRATION_LOCK)  # (after the commit-order lock, if held: the one order)
                self.registering = True
            return
        if not self.ordered and _shared(sql):
            if self.registering:
                raise LockOrderError(f"the commit-order lock was asked for after the registration lock: {sql[:80]}")
            self.ordered_from = self.round_trips
            super().execute(ORDER_LOCK)  # (its result is never read: the lock is all it is for)
            self.ordered = True

    @property
    def ordered_round_trips(self) -> int:
        """Round trips from the commit-order lock to the unit's end (its COMMIT's included): what units of
        disjoint spaces still do one after another."""
        return self.round_trips - self.ordered_from if self.ordered else 0

    def execute(self, sql: str, params: Sequence[Any] = ()) -> Cursor:
        self._order(sql)
        return super().execute(sql, params)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> Cursor:
        self._order(sql)
        return super().executemany(sql, rows)
