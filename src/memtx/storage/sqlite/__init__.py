"""The SQLite backend (DESIGN §11): the shared SQL unit on one SQLite file, with SQLite's hooks.

Owns: `backend` (`SQLiteBackend`: the connection, units, migrations, scrub and the driver-error boundary),
`unit` (`SQLiteUnit`: the hooks `memtx.storage.sql` declares) and `search` (the FTS5 index and its counts).
May import: `memtx.core`, the storage contract and `memtx.storage.sql`. Must not: hold SQL PostgreSQL could run
as well (it belongs in `memtx.storage.sql`) or contain policy.
"""

from __future__ import annotations

from memtx.storage.sqlite.backend import SQLiteBackend
from memtx.storage.sqlite.unit import SQLiteUnit

__all__ = ["SQLiteBackend", "SQLiteUnit"]
