"""The SQL both SQL backends share (DESIGN §11): one `SQLUnit` that SQLite and PostgreSQL run, written once in
portable SQL with `?` parameters, and the small seam each backend fills in.

Owns: the unit's parts, one mixin per kind of state on `SQLUnitCore` (`core`) — `catalog` (agents, grants,
contracts, sources), `records` (V), `active` (A and its digest), `journal` (J), `keys` (clusters, aliases,
synonyms), `txns` (headers, in-flight entries, pending revocations), `gate` (outbox, decision log), `private`
(fingerprints), `erase` (erasure's rows), `side` (side tables) — assembled with the embedding vectors in
`unit.SQLUnit`; the row codecs, the one-statement lookup, the search joins and the migrations' runner (`rows`);
and the connection surface the SQL runs on (`connection`: sqlite3's `execute` / `executemany`, whose cursor
gives `rowcount` and the `lastrowid` of a generated key — PostgreSQL's adapter supplies both).

May import: `memtx.core`, the storage contract (`memtx.storage.base`, `side`, `schema`) and itself. Must not:
import a driver (`sqlite3`, `psycopg`) or a backend (`memtx.storage.sqlite`, `memtx.storage.postgres`), speak one
backend's dialect, open or end transactions, or contain policy.

The hooks. `SQLUnit`'s abstract methods are exactly what a SQL backend's unit implements (declared in
`core.SQLUnitCore`, but `search`, which the contract declares); `tests/unit/test_sql_hooks.py` keeps the list true:

    hook               what differs                             SQLite                   PostgreSQL
    search             the ranked full-text read (DESIGN §12)   FTS5 `bm25()`, rescaled  postings and `search_df`
    _index_versions    indexing stored versions for search      FTS5 rows                postings, lengths, counts
    _unindex_versions  taking erased versions out of the index  FTS5 delete, optimize    postings by primary key
    _secure_delete     erased bytes overwritten as freed        PRAGMA secure_delete     nothing (scrub's VACUUM)
    _side_ddl          a side table's DDL in the dialect        as written               the migrations' rewrite
    _side_exists       whether a table exists                   `sqlite_master`          `to_regclass`
    _meta_int          reading a store counter from `meta`      one row                  the commit's four at once
    prepare_commit     the commit's reads made ahead (`Unit`)   nothing                  one round trip, kept
    _ended_open        whether ending a header found it open    its row count            the unit's claim, or that
    read_ahead         catalog rows sent ahead (`Unit`)         nothing                  sent, taken into the memo
    _register_new      a new header, its vids and entries       the statements at once   one, read after COMMIT

Placeholders, generated keys and boolean parameters are the connection's business, not a hook: PostgreSQL's
adapter (`memtx.storage.postgres.dialect`) rewrites the shared statements as they are sent.
"""
