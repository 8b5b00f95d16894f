"""The PostgreSQL backend (DESIGN §11, docs/postgres.md): the shared SQL unit on a PostgreSQL schema, through a
dialect adapter, with PostgreSQL's hooks (the `postgres` extra).

Owns: `backend` (`PostgresBackend`: the pool, units, migrations and the driver-error boundary), `unit`
(`PostgresUnit`: the hooks `memtx.storage.sql` declares), `dialect` (the shared SQL rewritten for PostgreSQL,
behind sqlite3's connection surface), `wire` (a unit's statements in libpq's pipeline: sent, prepared and read
back), `leases` (the pool's connections lent to units, one held back with a read unit's COMMIT unread) and `spaces`
(memory spaces' units and the commit-order lock). May import:
`memtx.core`, the storage contract and `memtx.storage.sql`. Must not: hold SQL SQLite could run as well (it
belongs in `memtx.storage.sql`) or contain policy.
"""

from __future__ import annotations

from memtx.storage.postgres.backend import PostgresBackend

__all__ = ["PostgresBackend"]
