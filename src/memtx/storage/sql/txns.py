"""A SQL unit's transactions (DESIGN §6, §9, §10): headers with their leases and commit intents, the
in-flight entries of open transactions, and pending revocations.

Responsible for: those rows. Must not: decide when a transaction ends or a revocation applies (the engine
and `memtx.engine.revocation` do), or open or end the database transaction (the backend's `unit` does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Final

from memtx.core.model import Isolation, Purpose, Transaction, TxnStatus
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.records import ALLOCATE_VIDS

# A registration's writes (DESIGN §11): its header and its in-flight entries. The PostgreSQL backend orders them by
# the registration lock rather than the commit-order lock (`memtx.storage.postgres.spaces`).
INSERT_TXN: Final = (
    "INSERT INTO txns (agent, purpose, isolation, snapshot_csn, status, started_at, process, lease_until) "
    "VALUES (?, ?, ?, ?, 'open', ?, ?, ?)"
)
INSERT_IN_FLIGHT: Final = "INSERT INTO inflight (ckey, txn_id, vid) VALUES (?, ?, ?)"
RENEW_TXN: Final = "UPDATE txns SET lease_until = ? WHERE id = ? AND status = 'open'"


class SQLTxns(SQLUnitCore):
    """`SQLUnit`'s transaction headers, in-flight entries and pending revocations."""

    # --- transactions ------------------------------------------------------------------------------
    def insert_txn(self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int) -> int:
        cur = self._c.execute(
            INSERT_TXN,
            (agent, purpose.value, isolation.value, snapshot_csn, self.wall, self.process, self._lease_end()),
        )
        assert cur.lastrowid is not None
        return cur.lastrowid

    _TXN_COLUMNS = (
        "id, agent, purpose, isolation, snapshot_csn, status, csn, reason, started_at, finished_at, process, "
        "lease_until"
    )

    def _lease_end(self) -> float | None:
        return None if self.wall is None else self.wall + self.lease

    def renew_txn(self, txn_id: int) -> bool:
        return self._c.execute(RENEW_TXN, (self._lease_end(), txn_id)).rowcount == 1

    @staticmethod
    def _txn(row: Sequence[Any]) -> Transaction:
        return Transaction(
            row[0],
            row[1],
            Purpose(row[2]),
            Isolation(row[3]),
            row[4],
            TxnStatus(row[5]),
            row[6],
            row[7],
            row[8],
            row[9],
            row[10],
            row[11],
        )

    def get_txn(self, txn_id: int) -> Transaction | None:
        row = self._one(f"SELECT {self._TXN_COLUMNS} FROM txns WHERE id = ?", (txn_id,))
        return self._txn(row) if row else None

    def existing_txns(self, txn_ids: Sequence[int]) -> set[int]:
        return {int(r[0]) for r in self._in("SELECT id FROM txns WHERE id IN ({marks})", sorted(set(txn_ids)))}

    def open_txns(self) -> list[Transaction]:
        rows = self._c.execute(f"SELECT {self._TXN_COLUMNS} FROM txns WHERE status = 'open' ORDER BY id")
        return [self._txn(r) for r in rows]

    def finish_txn(
        self, txn_id: int, status: TxnStatus, csn: int | None, reason: str, *, intent: tuple[int, int] | None = None
    ) -> bool:
        return self._ended_open(txn_id, status, self._end_txn(txn_id, status, csn, reason, intent))

    def _end_txn(
        self, txn_id: int, status: TxnStatus, csn: int | None, reason: str, intent: tuple[int, int] | None
    ) -> Any:
        """The statement that ends an open header (its cursor: reading its row count waits for it)."""
        pre, post = intent if intent is not None else (None, None)
        return self._c.execute(
            "UPDATE txns SET status = ?, csn = ?, reason = ?, finished_at = ?, pre_digest = ?, post_digest = ? "
            "WHERE id = ? AND status = 'open'",
            (status.value, csn, reason, self.wall, pre, post, txn_id),
        )

    def last_intents(self, n: int) -> list[tuple[int, int | None, int | None]]:
        rows = self._c.execute(
            "SELECT csn, pre_digest, post_digest FROM txns WHERE csn IS NOT NULL ORDER BY csn DESC LIMIT ?", (n,)
        )
        return [(int(c), p, q) for c, p, q in rows]

    # --- in-flight registrations -------------------------------------------------------------------
    def register_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]]) -> None:
        self._c.executemany(INSERT_IN_FLIGHT, [(c, txn_id, v) for v, c in entries])

    def clear_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]] | None = None) -> None:
        if entries is None:  # (an abort without the handle: the table holds open transactions' entries only)
            self._c.execute("DELETE FROM inflight WHERE txn_id = ?", (txn_id,))
        else:
            self._c.executemany(
                "DELETE FROM inflight WHERE ckey = ? AND txn_id = ? AND vid = ?", [(c, txn_id, v) for v, c in entries]
            )

    def in_flight(self) -> list[tuple[int, int, str]]:
        rows = self._c.execute("SELECT txn_id, vid, ckey FROM inflight ORDER BY txn_id, vid")
        return [(int(t), int(v), str(c)) for t, v, c in rows]

    def tentative_keys(self, ckeys: Sequence[str]) -> list[str]:
        sql = "SELECT DISTINCT ckey FROM inflight WHERE ckey IN ({marks})"
        return sorted(row[0] for row in self._in(sql, sorted(set(ckeys))))

    # --- pending revocations -----------------------------------------------------------------------
    def add_pending_revocation(self, vid: int, agent: str, reason: str) -> None:
        self._c.execute(
            "INSERT INTO pending_revocations (vid, agent, reason) VALUES (?, ?, ?) ON CONFLICT (vid) DO NOTHING",
            (vid, agent, reason),
        )
        self.memo.pending, self.pending_probe = True, None

    def remove_pending_revocation(self, vid: int) -> None:
        self._c.execute("DELETE FROM pending_revocations WHERE vid = ?", (vid,))
        self.memo.pending, self.pending_probe = None, None

    def pending_revocations(self) -> list[tuple[int, str, str]]:
        rows = self._c.execute("SELECT vid, agent, reason FROM pending_revocations ORDER BY vid")
        return [(r[0], r[1], r[2]) for r in rows]

    def revocation_pending(self, vid: int) -> bool:
        return self._one("SELECT 1 FROM pending_revocations WHERE vid = ?", (vid,)) is not None

    def has_pending_revocations(self) -> bool:
        if self.memo.pending is None:
            probe, self.pending_probe = self.pending_probe, None
            if probe is not None:  # (the backend's opening asked: no round trip of its own)
                self.memo.pending = bool(probe.fetchone()[0])
            else:
                self.memo.pending = self._one("SELECT 1 FROM pending_revocations LIMIT 1") is not None
        return self.memo.pending

    # --- registrations ------------------------------------------------------------------------------
    def register_txn(
        self,
        txn_id: int | None,
        *,
        agent: str,
        purpose: Purpose,
        isolation: Isolation,
        snapshot_csn: int,
        versions: int,
    ) -> tuple[int, int] | None:
        """The vids are asked for first and read last: on a pipelined connection (PostgreSQL) the header's
        statement carries them, one round trip for both."""
        self.flush()
        vids = self._c.execute(ALLOCATE_VIDS, (versions,))
        if txn_id is None:
            txn_id = self.insert_txn(agent, purpose, isolation, snapshot_csn)
        elif not self.renew_txn(txn_id):
            return None
        return txn_id, int(vids.fetchone()[0]) - versions + 1

    def register(
        self,
        txn_id: int | None,
        *,
        agent: str,
        purpose: Purpose,
        isolation: Isolation,
        snapshot_csn: int,
        ckeys: Sequence[str],
    ) -> Callable[[], tuple[int, int]] | None:
        """A new header's through the dialect's `_register_new` (PostgreSQL: one statement, sent with the COMMIT); a
        renewal reads whether the header is still open at once, as on every backend."""
        if txn_id is not None or not ckeys:
            return super().register(
                txn_id, agent=agent, purpose=purpose, isolation=isolation, snapshot_csn=snapshot_csn, ckeys=ckeys
            )
        self.flush()
        return self._register_new(agent, purpose, isolation, snapshot_csn, ckeys)
