"""One PostgreSQL unit (DESIGN §11): the shared SQL unit (`memtx.storage.sql.unit.SQLUnit`) through the
PostgreSQL dialect adapter, with PostgreSQL's side of the dialect hooks — the search index on portable postings
instead of SQLite's FTS5, the commit's reads sent ahead in one round trip, the `to_regclass` catalog.

Responsible for: `PostgresUnit` and the hooks `SQLUnit` declares. Must not: hold SQL SQLite could run as well
(`memtx.storage.sql` does), open or end transactions (`PostgresBackend.unit` does) or contain policy.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Collection, Sequence
from typing import Final

from memtx.core import lexical
from memtx.core.model import ContractKind, Isolation, OnUnsupported, Purpose, TxnStatus
from memtx.storage.postgres.ahead import send_ahead
from memtx.storage.postgres.dialect import Connection, Cursor, any_of, int_array, migration, text_array
from memtx.storage.shapes import Ahead
from memtx.storage.sql.core import AliasCache
from memtx.storage.sql.rows import RECORD_COLUMNS, record_of, search_joins
from memtx.storage.sql.unit import SQLUnit

# A commit's claim of its transaction's header (`PostgresUnit.prepare_commit`).
_CLAIM: Final = "SELECT 1 FROM txns WHERE id = ? AND status = 'open' FOR UPDATE"
# The `meta` rows a commit reads, fetched together (`PostgresUnit._meta_int`).
_PREFETCHED: Final = frozenset({"csn", "adigest", "source_seq"})
_PREFETCH: Final = "SELECT name, ival, fval FROM meta WHERE name IN ('csn', 'adigest', 'source_seq', 'now')"
# Versions indexed for search (`PostgresUnit._index_versions`) in one statement whatever their number of terms:
# their lengths, their postings and the terms' document counts, each table's rows passed as one array a column
# (a row a statement, as `executemany` sends them, cost a psycopg send cycle each: about half a commit's client
# CPU with a few dozen terms). The terms of `search_df` are distinct, so no row of it is updated twice.
_INDEX: Final = (
    "WITH docs AS (INSERT INTO search_docs (vid, length) SELECT * FROM unnest(?::bigint[], ?::integer[])), "
    "terms AS (INSERT INTO search_terms (term, vid, tf) SELECT * FROM unnest(?::text[], ?::bigint[], ?::integer[])) "
    "INSERT INTO search_df (term, docs) SELECT * FROM unnest(?::text[], ?::bigint[]) "
    "ON CONFLICT (term) DO UPDATE SET docs = search_df.docs + excluded.docs"
)

# A new header's whole registration (`PostgresUnit.register`) in one statement: the vids (`ALLOCATE_VIDS`), the header
# (`INSERT_TXN`, its id numbered by the trigger) and an in-flight entry per key, which takes the header's id and its
# vid from the rows the statement's own `RETURNING` gives — so nothing waits for either before the unit's COMMIT.
REGISTER_NEW: Final = (
    "WITH vids AS (UPDATE meta SET ival = ival + ? WHERE name = 'vid_seq' RETURNING ival), "
    "header AS (INSERT INTO txns (agent, purpose, isolation, snapshot_csn, status, started_at, process, lease_until) "
    "VALUES (?, ?, ?, ?, 'open', ?, ?, ?) RETURNING id), "
    "entries AS (INSERT INTO inflight (ckey, txn_id, vid) SELECT e.ckey, header.id, vids.ival - ? + e.n "
    "FROM header, vids, unnest(?::text[]) WITH ORDINALITY AS e(ckey, n)) "
    "SELECT header.id, vids.ival FROM header, vids"
)


class PostgresUnit(SQLUnit):
    """The shared SQL unit on a `memtx.storage.postgres.dialect.Connection`."""

    _c: Connection

    def __init__(self, conn: Connection, aliases: AliasCache | None = None) -> None:
        # No memo: PostgreSQL cannot tell cheaply whether another host wrote since the last unit; committed
        # aliases never change, though.
        super().__init__(conn, aliases=aliases)
        self._claimed: int | None = None  # the transaction whose open header this unit locked

    # --- the dialect hooks (`memtx.storage.sql`) -----------------------------------------------------

    def prepare_commit(self, ckeys: Sequence[str], namespaces: Collection[str], *, txn_id: int | None = None) -> None:
        """The commit's reads, in one round trip (sent together, then read): the contracts (the namespaces'
        and the store's default, which a namespace without one falls back to) and relation synonyms of
        `namespaces` into the unit's memo, and A's entries with their versions and the versions waiting in
        quarantine for support (`unsupported_quarantined`) of `ckeys`, kept until the unit changes them. What
        they read belongs to the unit's spaces, or changes only in store-wide units, which exclude it (DESIGN
        §11): it stays true to the unit's end."""
        names = sorted({*namespaces, ""})
        keys = sorted(set(ckeys))
        of_names, params = any_of(names)
        contracts = self._c.execute(
            f"SELECT namespace, contract, on_unsupported FROM contracts WHERE namespace = ANY({of_names})", params
        )
        synonyms = self._c.execute(
            f"SELECT namespace, relation, means, csn FROM relation_synonyms WHERE namespace = ANY({of_names})", params
        )
        # The header the commit ends, locked while open (READ COMMITTED: it waits for no one here — its other
        # writers hold the transaction's spaces or exclude every space unit): it then stays open to the unit's end,
        # and `finish_txn` sends its end without waiting for the row count (one round trip fewer in commit order).
        claim = None if txn_id is None else self._c.execute(_CLAIM, (txn_id,))
        of_keys, params = any_of(keys)
        waiting = self._c.execute(
            f"SELECT {RECORD_COLUMNS} FROM records WHERE state = 'quarantined' AND reason LIKE 'unsupported:%' "
            f"AND ckey = ANY({of_keys})",
            params,
        )
        self._actives = (frozenset(ckeys), self._read_actives_with_versions(ckeys))  # (waits for all four)
        memo = self.memo
        found = {n: (ContractKind(c), OnUnsupported(o)) for n, c, o in contracts}
        for name in names:
            memo.contracts.setdefault(name, found.get(name))
        listed: dict[str, dict[str, tuple[str, int]]] = {name: {} for name in names}
        for name, relation, means, csn in synonyms:
            listed[name][relation] = (means, int(csn))
        for name, known in listed.items():
            memo.synonyms.setdefault(name, known)
        self._waiting = (frozenset(keys), sorted((record_of(r) for r in waiting), key=lambda r: r.vid))
        self._claimed = txn_id if claim is not None and claim.fetchone() is not None else None

    def _ended_open(self, txn_id: int, status: TxnStatus, cursor: Cursor) -> bool:
        """A commit of the header this unit claimed (`prepare_commit`) does not wait for the row count: the row is
        locked and was open. Anything else waits for it, as on every backend."""
        return (txn_id == self._claimed and status is TxnStatus.COMMITTED) or cursor.rowcount == 1

    def _register_new(
        self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int, ckeys: Sequence[str]
    ) -> Callable[[], tuple[int, int]]:
        """One statement (`REGISTER_NEW`) whose result is read when asked for: asked once the unit ended, it went with
        the COMMIT, and the registration's writes cost no round trip of their own."""
        n = len(ckeys)
        header = (agent, purpose.value, isolation.value, snapshot_csn, self.wall, self.process, self._lease_end())
        sent = self._c.execute(REGISTER_NEW, (n, *header, n, text_array(ckeys)))

        def registered() -> tuple[int, int]:
            txn, last = sent.fetchone()
            return int(txn), int(last) - n + 1

        return registered

    def read_ahead(self, ahead: Ahead) -> None:
        """Send what the memo lacks of these rows now: they ride with the next read the unit waits for
        (`memtx.storage.postgres.ahead`)."""
        self._ahead += send_ahead(self._c, self.memo, ahead)

    def _meta_int(self, name: str) -> int:
        """The counters a commit reads (csn, A's digest, the source seq) and the clock, in one round trip on
        the first need: each fills the memo only where the unit has not set it itself."""
        if name not in _PREFETCHED:
            return self._meta_read(name)
        self.flush()
        values = {n: (i, f) for n, i, f in self._c.execute(_PREFETCH)}
        memo = self.memo
        if memo.csn is None:
            memo.csn = int(values["csn"][0])
        if memo.digest is None:
            memo.digest = int(values["adigest"][0])
        if memo.source_seq is None:
            memo.source_seq = int(values["source_seq"][0])
        if memo.now is None:
            now = values["now"][1]
            memo.now = -math.inf if now is None else float(now)
        return int(values[name][0])

    def _index_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        docs = [(vid, lexical.document(key, value)) for vid, key, value in rows]
        if not docs:
            return
        postings = [(term, vid, tf) for vid, terms in docs for term, tf in sorted(Counter(terms).items())]
        held = sorted(Counter(term for term, _, _ in postings).items())
        # One statement, its rows as arrays in their text form (`_INDEX`, `int_array`): a posting a row would be
        # a statement of its own.
        self._c.execute(
            _INDEX,
            (
                int_array(vid for vid, _ in docs),
                int_array(len(terms) for _, terms in docs),
                text_array(term for term, _, _ in postings),
                int_array(vid for _, vid, _ in postings),
                int_array(tf for _, _, tf in postings),
                text_array(term for term, _ in held),
                int_array(n for _, n in held),
            ),
        )
        adds = self._meta_adds
        adds["search_docs"] = adds.get("search_docs", 0) + len(docs)
        adds["search_length"] = adds.get("search_length", 0) + sum(len(t) for _, t in docs)

    def _side_ddl(self, statements: Sequence[str]) -> list[str]:
        """Side tables' DDL as the migrations' is (text compares byte-wise, as in SQLite)."""
        return [out for sql in statements for out in migration(sql)]

    def _side_exists(self, name: str) -> bool:
        return self._one("SELECT 1 WHERE to_regclass(?) IS NOT NULL", (name,)) is not None

    def _secure_delete(self, on: bool) -> None:
        """(SQLite's pragma; PostgreSQL frees a row's bytes by VACUUM, which the backend's `scrub` runs.)"""

    def _unindex_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """Remove versions `(vid, key, value)` from the postings, their lengths and the terms' counts (their
        terms recomputed as `_index_versions` computed them: the postings are found by primary key)."""
        docs = [(vid, lexical.document(key, value)) for vid, key, value in rows]
        gone = [
            (vid, terms)
            for vid, terms in docs
            if self._c.execute("DELETE FROM search_docs WHERE vid = ?", (vid,)).rowcount
        ]
        if not gone:
            return
        self._c.executemany(
            "DELETE FROM search_terms WHERE term = ? AND vid = ?",
            [(term, vid) for vid, terms in gone for term in sorted(set(terms))],
        )
        held = Counter(term for _, terms in gone for term in set(terms))
        self._c.executemany("UPDATE search_df SET docs = docs - ? WHERE term = ?", [(n, t) for t, n in held.items()])
        self._c.execute("DELETE FROM search_df WHERE docs <= 0")
        adds = self._meta_adds
        adds["search_docs"] = adds.get("search_docs", 0) - len(gone)
        adds["search_length"] = adds.get("search_length", 0) - sum(len(t) for _, t in gone)

    def search(
        self, tokens: Sequence[str], *, visible: bool, limit: int, user: str | None = None
    ) -> list[tuple[int, float]]:
        """`lexical.bm25` over the postings of the informative tokens; the same ranking as SQLite's and the
        reference backend's."""
        if not tokens or limit <= 0:
            return []
        self.flush()
        docs, total = self._one(
            "SELECT (SELECT ival FROM meta WHERE name = 'search_docs'), "
            "(SELECT ival FROM meta WHERE name = 'search_length')"
        )
        if not docs:
            return []
        order = list(dict.fromkeys(tokens))
        containing = {
            term: int(n) for term, n in self._in("SELECT term, docs FROM search_df WHERE term IN ({marks})", order)
        }
        wanted = lexical.informative(order, containing, int(docs))
        if not wanted:
            return []
        join = search_joins("t.vid", visible=visible, user=user)
        hits: dict[int, dict[str, int]] = {}
        lengths: dict[int, int] = {}
        marks = ", ".join("?" * len(wanted))
        for term, vid, tf, length in self._c.execute(
            f"SELECT t.term, t.vid, t.tf, d.length FROM search_terms t JOIN search_docs d ON d.vid = t.vid {join}"
            f"WHERE t.term IN ({marks})",
            (*(() if user is None else (user,)), *wanted),
        ):
            hits.setdefault(int(vid), {})[term] = int(tf)
            lengths[int(vid)] = int(length)
        average = int(total) / int(docs)
        scored = [
            (
                lexical.bm25(
                    wanted, counts, lengths[vid], docs=int(docs), average_length=average, containing=containing
                ),
                vid,
            )
            for vid, counts in hits.items()
        ]
        scored.sort(key=lambda sv: (-sv[0], -sv[1]))
        return [(vid, score) for score, vid in scored[:limit]]
