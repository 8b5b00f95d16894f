"""The relational schema shared by the SQL backends, as ordered migrations (DESIGN §1, §11).

Responsible for: table and index definitions in portable SQL. Must not: run anything; each backend applies
these inside one physical transaction and records the version in `schema_migrations`.
"""

from __future__ import annotations

import re
from typing import Final

# A statement only PostgreSQL acts on (see v10 below); SQLite executes it as the comment it is.
SEARCH_DF_MIGRATION: Final = "-- v10: PostgreSQL's search_df, the versions that hold each search term"
# The prefix of a statement only SQLite runs (see v11 below); PostgreSQL's dialect drops it.
SQLITE_ONLY: Final = "-- sqlite only\n"
# v12's one statement: `meta.spelled_ckeys` is 1 when every cluster id without `#` has an alias of the same text
# that names it, else 0 (computed once, on upgrade; no later write can make it false).
SPELLED_CKEYS_SQL: Final = (
    "INSERT OR REPLACE INTO meta (name, ival, fval) SELECT 'spelled_ckeys', NOT EXISTS (SELECT 1 FROM clusters c "
    "WHERE instr(c.ckey, '#') = 0 AND NOT EXISTS (SELECT 1 FROM aliases a WHERE a.normalized = c.ckey "
    "AND a.ckey = c.ckey)), NULL"
)


def _without_rowid(table: str, columns: tuple[str, ...], key: str, indexes: tuple[str, ...] = ()) -> tuple[str, ...]:
    """SQLite: `table` rebuilt as one B-tree on its primary key (WITHOUT ROWID), its rows copied in key order:
    a lookup by key is one descent instead of two (the key's index, then the table by rowid), and a write
    touches one B-tree instead of two. The backend runs migrations with foreign keys off (rows are copied as they
    are: what referenced what still does)."""
    names = ", ".join(column.split()[0] for column in columns)
    statements = (
        f"CREATE TABLE {table}_v11 ({', '.join(columns)}, PRIMARY KEY ({key})) WITHOUT ROWID",
        f"INSERT INTO {table}_v11 ({names}) SELECT {names} FROM {table} ORDER BY {key}",
        f"DROP TABLE {table}",
        f"ALTER TABLE {table}_v11 RENAME TO {table}",
        *indexes,
    )
    return tuple(SQLITE_ONLY + statement for statement in statements)


# Each migration is a list of statements; index i is schema version i + 1. Never edit a shipped one.

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE meta (
            name TEXT PRIMARY KEY,
            ival BIGINT,
            fval DOUBLE PRECISION
        )""",
        "INSERT INTO meta (name, ival, fval) VALUES ('csn', 0, NULL)",
        "INSERT INTO meta (name, ival, fval) VALUES ('now', NULL, NULL)",
        "INSERT INTO meta (name, ival, fval) VALUES ('source_seq', 0, NULL)",
        """CREATE TABLE agents (
            name TEXT PRIMARY KEY,
            team TEXT NOT NULL
        )""",
        """CREATE TABLE contracts (
            namespace TEXT PRIMARY KEY,
            contract TEXT NOT NULL
        )""",
        """CREATE TABLE sources (
            id TEXT PRIMARY KEY,
            text TEXT NOT NULL,
            owner TEXT NOT NULL,
            authority DOUBLE PRECISION NOT NULL,
            scope INTEGER NOT NULL,
            observed_at DOUBLE PRECISION NOT NULL,
            seq BIGINT NOT NULL UNIQUE
        )""",
        """CREATE TABLE txns (
            id INTEGER PRIMARY KEY,
            agent TEXT NOT NULL,
            purpose TEXT NOT NULL,
            isolation TEXT NOT NULL,
            snapshot_csn BIGINT NOT NULL,
            status TEXT NOT NULL,
            csn BIGINT,
            reason TEXT NOT NULL DEFAULT ''
        )""",
        """CREATE TABLE records (
            vid INTEGER PRIMARY KEY,
            key TEXT NOT NULL,
            ckey TEXT NOT NULL,
            value TEXT NOT NULL,
            evidence TEXT NOT NULL,
            source_id TEXT NOT NULL REFERENCES sources(id),
            writer TEXT NOT NULL,
            confidence DOUBLE PRECISION NOT NULL,
            kind TEXT NOT NULL,
            owner TEXT NOT NULL,
            scope INTEGER NOT NULL,
            readers TEXT NOT NULL,
            parents TEXT NOT NULL,
            event_time DOUBLE PRECISION NOT NULL,
            valid_from DOUBLE PRECISION,
            valid_to DOUBLE PRECISION,
            state TEXT NOT NULL,
            reason TEXT NOT NULL,
            txn_id BIGINT NOT NULL REFERENCES txns(id),
            csn BIGINT
        )""",
        "CREATE INDEX records_ckey ON records (ckey, vid)",
        "CREATE INDEX records_txn ON records (txn_id, vid)",
        "CREATE INDEX records_state ON records (state)",
        """CREATE TABLE edges (
            child BIGINT NOT NULL REFERENCES records(vid),
            parent BIGINT NOT NULL REFERENCES records(vid),
            PRIMARY KEY (child, parent)
        )""",
        "CREATE INDEX edges_parent ON edges (parent, child)",
        """CREATE TABLE journal (
            seq INTEGER PRIMARY KEY,
            kind TEXT NOT NULL,
            txn_id BIGINT,
            csn BIGINT,
            vid BIGINT,
            ckey TEXT,
            from_state TEXT,
            to_state TEXT,
            reason TEXT NOT NULL
        )""",
        "CREATE INDEX journal_activate ON journal (ckey, csn, seq)",
        "CREATE INDEX journal_vid ON journal (vid, seq)",
        """CREATE TABLE active (
            ckey TEXT PRIMARY KEY,
            vid BIGINT REFERENCES records(vid),
            changed_csn BIGINT NOT NULL,
            changed_by BIGINT NOT NULL
        )""",
        """CREATE TABLE clusters (
            ckey TEXT PRIMARY KEY,
            namespace TEXT NOT NULL,
            subject TEXT NOT NULL,
            relation TEXT NOT NULL
        )""",
        """CREATE TABLE aliases (
            normalized TEXT PRIMARY KEY,
            ckey TEXT NOT NULL REFERENCES clusters(ckey)
        )""",
        """CREATE TABLE key_postings (
            side TEXT NOT NULL,
            token TEXT NOT NULL,
            ckey TEXT NOT NULL REFERENCES clusters(ckey),
            PRIMARY KEY (side, token, ckey)
        )""",
        """CREATE TABLE key_posting_sizes (
            side TEXT NOT NULL,
            token TEXT NOT NULL,
            size BIGINT NOT NULL,
            PRIMARY KEY (side, token)
        )""",
        """CREATE TABLE pending_revocations (
            vid BIGINT PRIMARY KEY REFERENCES records(vid),
            agent TEXT NOT NULL,
            reason TEXT NOT NULL
        )""",
    ),
    (
        # v2: find open transactions (in-flight state) without scanning every transaction header.
        "CREATE INDEX txns_open ON txns (status, id)",
    ),
    (
        # v3 (DESIGN §5, amended): key resolution is versioned state. Clusters and aliases carry the csn
        # of the commit that created them (0: before versioning — visible at every snapshot).
        "ALTER TABLE clusters ADD COLUMN csn BIGINT NOT NULL DEFAULT 0",
        "ALTER TABLE aliases ADD COLUMN csn BIGINT NOT NULL DEFAULT 0",
        # The namespace is part of an alias's identity: `ns:subject/relation` outside the default one.
        "UPDATE aliases SET normalized = (SELECT c.namespace FROM clusters c WHERE c.ckey = aliases.ckey) "
        "|| ':' || normalized WHERE (SELECT c.namespace FROM clusters c WHERE c.ckey = aliases.ckey) <> ''",
        # The key index holds every identifying token of a cluster (exact at any token frequency); the
        # backend refills it from `clusters` right after these statements (KEY_REINDEX_VERSION).
        "DROP TABLE key_postings",
        "DROP TABLE key_posting_sizes",
        """CREATE TABLE key_terms (
            side TEXT NOT NULL,
            token TEXT NOT NULL,
            ckey TEXT NOT NULL REFERENCES clusters(ckey),
            PRIMARY KEY (side, token, ckey)
        )""",
        """CREATE TABLE key_term_sizes (
            side TEXT NOT NULL,
            token TEXT NOT NULL,
            size BIGINT NOT NULL,
            PRIMARY KEY (side, token)
        )""",
        # A reinstated version keeps its first visibility (`csn`) and records the reinstatement apart.
        "ALTER TABLE records ADD COLUMN reinstated_csn BIGINT",
        # No read path filters records by state alone; the index cost a page write on every transition.
        "DROP INDEX records_state",
        # The journal's two indexes serve as-of reads only: A's history (activate events) and a version's
        # state at a csn (transitions that carry one). Partial indexes skip every other event, so staging
        # (raw -> tentative, no csn) writes no index page at all.
        "DROP INDEX journal_activate",
        "DROP INDEX journal_vid",
        "CREATE INDEX journal_activate ON journal (ckey, csn, seq) WHERE kind = 'activate'",
        "CREATE INDEX journal_vid ON journal (vid, seq) WHERE kind = 'transition' AND csn IS NOT NULL",
    ),
    (
        # v4 (DESIGN §7): the action gate's outbox — one row per call it let through, written before the
        # tool runs and finished after — and the log of every decision, allowed or blocked.
        """CREATE TABLE actions (
            id INTEGER PRIMARY KEY,
            txn_id BIGINT NOT NULL,
            agent TEXT NOT NULL,
            tool TEXT NOT NULL,
            args TEXT NOT NULL,
            support TEXT NOT NULL,
            reversible INTEGER NOT NULL,
            status TEXT NOT NULL,
            started_at DOUBLE PRECISION NOT NULL,
            process TEXT NOT NULL,
            result TEXT,
            error TEXT NOT NULL DEFAULT '',
            vid BIGINT REFERENCES records(vid),
            finished_at DOUBLE PRECISION,
            cause BIGINT
        )""",
        "CREATE INDEX actions_status ON actions (status, id)",
        "CREATE INDEX actions_vid ON actions (vid) WHERE vid IS NOT NULL",
        """CREATE TABLE gate_log (
            seq INTEGER PRIMARY KEY,
            at DOUBLE PRECISION NOT NULL,
            txn_id BIGINT,
            agent TEXT NOT NULL,
            tool TEXT NOT NULL,
            allowed INTEGER NOT NULL,
            reason TEXT NOT NULL,
            support TEXT NOT NULL,
            mode TEXT NOT NULL,
            action_id BIGINT,
            detail TEXT NOT NULL DEFAULT ''
        )""",
        "CREATE INDEX gate_log_agent ON gate_log (agent, seq)",
        # DESIGN §8 principals: an agent's role (`operator` reviews, revokes and audits).
        "ALTER TABLE agents ADD COLUMN role TEXT NOT NULL DEFAULT 'agent'",
        # Every journal event names its transaction; the header now says when (wall clock) it began and ended.
        "ALTER TABLE txns ADD COLUMN started_at DOUBLE PRECISION",
        "ALTER TABLE txns ADD COLUMN finished_at DOUBLE PRECISION",
        "ALTER TABLE txns ADD COLUMN process TEXT NOT NULL DEFAULT ''",
        # The review queue lists quarantined versions without a scan; few rows ever enter this index.
        "CREATE INDEX records_quarantined ON records (vid) WHERE state = 'quarantined'",
        # DESIGN §8 laundering: content fingerprints of private records and sources, keyed by each
        # principal that may read them (a writer is only ever matched against what it could read).
        """CREATE TABLE fingerprint_items (
            item TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            scope INTEGER NOT NULL,
            size INTEGER NOT NULL,
            sampled INTEGER NOT NULL
        )""",
        """CREATE TABLE fingerprints (
            principal TEXT NOT NULL,
            hash BIGINT NOT NULL,
            item TEXT NOT NULL REFERENCES fingerprint_items(item),
            PRIMARY KEY (principal, hash, item)
        )""",
    ),
    (
        # v5 (DESIGN §6: one durable unit per transaction). A staged proposal is no longer written as a
        # tentative record: its transaction keeps it, the commit writes it in its final state, and only an
        # in-flight entry (vid, canonical key) is registered at staging, so other agents' gates see it.
        # vids are allocated at staging from a counter (a staged version has its vid before it is stored).
        "INSERT INTO meta (name, ival, fval) SELECT 'vid_seq', COALESCE(MAX(vid), 0), NULL FROM records",
        """CREATE TABLE inflight (
            txn_id BIGINT NOT NULL,
            vid BIGINT NOT NULL,
            ckey TEXT NOT NULL,
            PRIMARY KEY (txn_id, vid)
        )""",
        "CREATE INDEX inflight_ckey ON inflight (ckey)",
        # Tentative records a v4 store staged stay where they are (an abort revokes them) and count as in flight.
        "INSERT INTO inflight (txn_id, vid, ckey) SELECT txn_id, vid, ckey FROM records WHERE state = 'tentative'",
        # DESIGN §10: A's digest, bucketed (memtx.core.digests), kept up to date with every change of A; each
        # committed transaction's intent — the digest before and the digest it leaves — in its header.
        # The backend fills the buckets from `active` right after these statements (DIGEST_VERSION).
        "CREATE TABLE adigest (bucket INTEGER PRIMARY KEY, d BIGINT NOT NULL)",
        "INSERT INTO meta (name, ival, fval) VALUES ('adigest', 0, NULL)",
        "ALTER TABLE txns ADD COLUMN pre_digest BIGINT",
        "ALTER TABLE txns ADD COLUMN post_digest BIGINT",
        "CREATE INDEX txns_csn ON txns (csn) WHERE csn IS NOT NULL",
        # DESIGN §10 orphans across hosts: an open transaction's lease, renewed by its operations.
        "ALTER TABLE txns ADD COLUMN lease_until DOUBLE PRECISION",
    ),
    (
        # v6 (DESIGN §10): a targeted restore reads a damaged version's whole chain, staging hops (no csn)
        # included, so the transition index covers every transition.
        "DROP INDEX journal_vid",
        "CREATE INDEX journal_vid ON journal (vid, seq) WHERE kind = 'transition'",
    ),
    (
        # v7 (DESIGN §12 retrieval): a full-text index over every stored version, keyed by vid, holding its
        # `memtx.core.lexical.document` tokens (no positions: BM25 needs only term and document counts, which
        # FTS5 then takes from the stored terms). Search joins it to A through the versions' keys. The backend
        # fills it for the versions already stored right after these statements (SEARCH_VERSION).
        "CREATE VIRTUAL TABLE search USING fts5(terms, detail = none, tokenize = \"unicode61 tokenchars '_'\")",
        # How many versions contain a token, from FTS5 itself (`storage.sqlite.search.DocCounts`), and how
        # many are indexed: a query skips the tokens that carry no BM25 weight (`memtx.core.lexical`).
        "CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search, 'row')",
        # Dense retrieval: a version's vector per embedding model (`memtx.read.embedders`, float32), in the
        # order stored (`seq`), so that a process's in-memory copy catches up by reading what is new.
        """CREATE TABLE vectors (
            seq INTEGER PRIMARY KEY,
            vid BIGINT NOT NULL REFERENCES records(vid),
            model TEXT NOT NULL,
            vec BLOB NOT NULL,
            UNIQUE (vid, model)
        )""",
        "CREATE INDEX vectors_model ON vectors (model, seq)",
        # DESIGN §5 key vocabulary: in a namespace, a relation (its normalized words) that means another,
        # from the csn of the commit that said so.
        """CREATE TABLE relation_synonyms (
            namespace TEXT NOT NULL,
            relation TEXT NOT NULL,
            means TEXT NOT NULL,
            csn BIGINT NOT NULL,
            PRIMARY KEY (namespace, relation)
        )""",
        "INSERT INTO meta (name, ival, fval) VALUES ('search_docs', 0, NULL)",
    ),
    (
        # v8 (DESIGN §4 speaker binding): a source may name its speaker, whose name a value may use for the
        # evidence's first-person pronouns (NULL: the source names none).
        "ALTER TABLE sources ADD COLUMN speaker TEXT",
        # DESIGN §8/§12: the HTTP service's credentials. A bearer token is shown once; only its sha256 is
        # stored, with the principal it authenticates and that principal's role in the service.
        """CREATE TABLE credentials (
            token_id TEXT PRIMARY KEY,
            secret_sha256 TEXT NOT NULL UNIQUE,
            principal TEXT NOT NULL,
            role TEXT NOT NULL,
            label TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            revoked_at DOUBLE PRECISION
        )""",
        "CREATE INDEX credentials_principal ON credentials (principal)",
    ),
    (
        # v9 (DESIGN §8): write permission on key namespaces. A claimed namespace is written only by its
        # owner and the writers it names (a JSON list); a namespace without a row is open to every writer.
        """CREATE TABLE namespaces (
            namespace TEXT PRIMARY KEY,
            owner TEXT NOT NULL,
            writers TEXT NOT NULL
        )""",
    ),
    (
        # v10 (DESIGN §12): how many versions hold each search term, kept as versions are indexed, so a query
        # learns a term's count in O(1) instead of counting its postings. Only PostgreSQL's postings need it
        # (`memtx.storage.postgres.dialect.SEARCH_DF`); SQLite's FTS5 keeps the count itself (`search_vocab`), so
        # there this statement is a comment.
        SEARCH_DF_MIGRATION,
    ),
    (
        # v11 (DESIGN §6: in-flight registration on a cheap path). The in-flight entries as one B-tree keyed
        # by canonical key (WITHOUT ROWID: no separate index to write), which the scoped gate probes by key
        # and a commit or abort clears by key; and the open-transaction index partial, holding open headers
        # only (a finished transaction leaves it). Registering a transaction then writes four pages, not six,
        # and its commit one page of in-flight state, not four (every page is a WAL frame to write and sync).
        """CREATE TABLE inflight_v11 (
            ckey TEXT NOT NULL,
            txn_id BIGINT NOT NULL,
            vid BIGINT NOT NULL,
            PRIMARY KEY (ckey, txn_id, vid)
        ) WITHOUT ROWID""",
        "INSERT INTO inflight_v11 (ckey, txn_id, vid) SELECT ckey, txn_id, vid FROM inflight",
        "DROP TABLE inflight",
        "ALTER TABLE inflight_v11 RENAME TO inflight",
        "DROP INDEX txns_open",
        "CREATE INDEX txns_open ON txns (id) WHERE status = 'open'",
        # The tables looked up by a text key on every read and commit, one B-tree each on SQLite (a `get`
        # descends aliases, A, the version, the clock and the agents: 12 descents before, 7 after, and 3
        # instead of 5 in the trees that grow with the store). Sources keep their rowid (long rows).
        *_without_rowid("meta", ("name TEXT NOT NULL", "ival BIGINT", "fval DOUBLE PRECISION"), "name"),
        *_without_rowid(
            "agents", ("name TEXT NOT NULL", "team TEXT NOT NULL", "role TEXT NOT NULL DEFAULT 'agent'"), "name"
        ),
        *_without_rowid("contracts", ("namespace TEXT NOT NULL", "contract TEXT NOT NULL"), "namespace"),
        *_without_rowid(
            "namespaces", ("namespace TEXT NOT NULL", "owner TEXT NOT NULL", "writers TEXT NOT NULL"), "namespace"
        ),
        *_without_rowid(
            "active",
            (
                "ckey TEXT NOT NULL",
                "vid BIGINT REFERENCES records(vid)",
                "changed_csn BIGINT NOT NULL",
                "changed_by BIGINT NOT NULL",
            ),
            "ckey",
        ),
        *_without_rowid(
            "clusters",
            (
                "ckey TEXT NOT NULL",
                "namespace TEXT NOT NULL",
                "subject TEXT NOT NULL",
                "relation TEXT NOT NULL",
                "csn BIGINT NOT NULL DEFAULT 0",
            ),
            "ckey",
        ),
        *_without_rowid(
            "aliases",
            (
                "normalized TEXT NOT NULL",
                "ckey TEXT NOT NULL REFERENCES clusters(ckey)",
                "csn BIGINT NOT NULL DEFAULT 0",
            ),
            "normalized",
        ),
        *_without_rowid(
            "key_terms",
            ("side TEXT NOT NULL", "token TEXT NOT NULL", "ckey TEXT NOT NULL REFERENCES clusters(ckey)"),
            "side, token, ckey",
        ),
        *_without_rowid(
            "key_term_sizes", ("side TEXT NOT NULL", "token TEXT NOT NULL", "size BIGINT NOT NULL"), "side, token"
        ),
        *_without_rowid(
            "relation_synonyms",
            ("namespace TEXT NOT NULL", "relation TEXT NOT NULL", "means TEXT NOT NULL", "csn BIGINT NOT NULL"),
            "namespace, relation",
        ),
        *_without_rowid(
            "pending_revocations",
            ("vid BIGINT NOT NULL REFERENCES records(vid)", "agent TEXT NOT NULL", "reason TEXT NOT NULL"),
            "vid",
        ),
        *_without_rowid(
            "edges",
            ("child BIGINT NOT NULL REFERENCES records(vid)", "parent BIGINT NOT NULL REFERENCES records(vid)"),
            "child, parent",
            ("CREATE INDEX edges_parent ON edges (parent, child)",),
        ),
        *_without_rowid(
            "fingerprint_items",
            (
                "item TEXT NOT NULL",
                "owner TEXT NOT NULL",
                "scope INTEGER NOT NULL",
                "size INTEGER NOT NULL",
                "sampled INTEGER NOT NULL",
            ),
            "item",
        ),
        *_without_rowid(
            "fingerprints",
            (
                "principal TEXT NOT NULL",
                "hash BIGINT NOT NULL",
                "item TEXT NOT NULL REFERENCES fingerprint_items(item)",
            ),
            "principal, hash, item",
        ),
    ),
    (
        # v12 (DESIGN §5, §11: a `get` in fewer descents). Whether every cluster id is also a spelling whose
        # alias names that very cluster. Every cluster founded from v3 on is: its id is its founding spelling's
        # normalized form, aliased to it in the same unit (or that form with `#n`, which no spelling contains,
        # and aliases are never moved). A cluster that kept an id of the namespace-blind form (before v3) may
        # not be. Where this holds, SQLite's `get` reads A by the spelling first and skips the alias descent.
        # SQLite only: PostgreSQL reads through the alias as before.
        SQLITE_ONLY + SPELLED_CKEYS_SQL,
    ),
    (
        # v13 (DESIGN §8, issue 29: authority is bounded by who claims it). An agent's authority ceiling, set at
        # registration (NULL: its role's default), and what an observation asked for when that ceiling granted
        # less (NULL: granted as asked) — the source row records the request and the grant.
        "ALTER TABLE agents ADD COLUMN authority_ceiling DOUBLE PRECISION",
        "ALTER TABLE sources ADD COLUMN requested_authority DOUBLE PRECISION",
    ),
    (
        # v14 (DESIGN §8, relays): a source whose text reproduces private text its observer (or a tool's
        # caller) could read is stored narrowed. It keeps the scope its observer asked for and the private
        # items that narrowed it (a JSON list); both NULL for every other source. The items are indexed so a
        # declassification finds the sources it widens.
        "ALTER TABLE sources ADD COLUMN requested_scope INTEGER",
        "ALTER TABLE sources ADD COLUMN narrowed_by TEXT",
        """CREATE TABLE source_narrowings (
            item TEXT NOT NULL,
            source_id TEXT NOT NULL REFERENCES sources(id),
            PRIMARY KEY (item, source_id)
        )""",
    ),
    (
        # v15 (DESIGN §12 per-user reads, §10 erasure): the user a source was observed for (mem0's `user_id`;
        # NULL: nobody in particular). Per-user reads join a version to its source and filter on it inside the
        # query; an erasure finds the user's sources by it, and their versions by `source_id`.
        "ALTER TABLE sources ADD COLUMN for_user TEXT",
        "CREATE INDEX sources_for_user ON sources (for_user) WHERE for_user IS NOT NULL",
        "CREATE INDEX records_source ON records (source_id)",
        "CREATE INDEX sources_owner ON sources (owner)",
        # An erasure's physical scrub (VACUUM, WAL truncation) runs after its unit commits; 1 while one is
        # owed (its process may have died first), so the next open runs it.
        "INSERT INTO meta (name, ival, fval) VALUES ('scrub_pending', 0, NULL)",
    ),
    (
        # v16 (DESIGN §4, issue 31: the quarantine lane). What a namespace's contract does with a proposal whose
        # value admission refuses: 'reject' (every contract stored before) or 'quarantine'.
        "ALTER TABLE contracts ADD COLUMN on_unsupported TEXT NOT NULL DEFAULT 'reject'",
    ),
)

# The migration after whose statements a backend rebuilds the key index from `clusters` (Python-side:
# index terms come from `memtx.core.keys.index_terms`, which SQL cannot compute).
KEY_REINDEX_VERSION = 3
# The migration after whose statements a backend computes A's digests from `active` (memtx.core.digests).
DIGEST_VERSION = 5
# The migration after whose statements a backend indexes the stored versions for search (memtx.core.lexical).
SEARCH_VERSION = 7


# The one table the migrations create for a layer above the engine, before the contract had side tables: the HTTP
# service's credentials (v8). `memtx.server.credentials` keeps it as a side table of that name, with the same
# columns, so a store made before keeps its tokens and no migration is needed.
SIDE_TABLES_IN_MIGRATIONS: Final = frozenset({"credentials"})
# Every table the store keeps for itself (a side table may not take one of these names).
ENGINE_TABLES: Final = (
    frozenset(re.findall(r"CREATE (?:VIRTUAL )?TABLE (\w+)", "\n".join(s for m in MIGRATIONS for s in m)))
    | {"schema_migrations"}
) - SIDE_TABLES_IN_MIGRATIONS
