"""Row codecs and schema helpers of the SQL backends: how records, events, actions and clusters map to rows,
the one-statement lookup, the search joins, and the migrations with their data steps (key reindex, A's digests).

Responsible for: converting between rows and `memtx.core.model` values, and the few statements a migration or a
restore runs on a bare connection. Must not: open connections or units (the backends do), or speak one
backend's dialect (a driver's errors are translated by its backend).
"""

from __future__ import annotations

import json
import math
import re
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final

from memtx.core import digests
from memtx.core.errors import NoStore, SchemaError
from memtx.core.keys import Cluster, index_terms
from memtx.core.model import (
    Action,
    ActionStatus,
    Event,
    Kind,
    Record,
    Scope,
    State,
)
from memtx.storage.schema import DIGEST_VERSION, KEY_REINDEX_VERSION, MIGRATIONS, SEARCH_VERSION
from memtx.storage.shapes import VisibleLookup
from memtx.storage.sql.connection import Connection

RECORD_FIELDS = (
    *("vid", "key", "ckey", "value", "evidence", "source_id", "writer", "confidence", "kind", "owner", "scope"),
    *("readers", "parents", "event_time", "valid_from", "valid_to", "state", "reason", "txn_id", "csn"),
    "reinstated_csn",
)
RECORD_COLUMNS = ", ".join(RECORD_FIELDS)
RECORD_COLUMNS_R = ", ".join(f"r.{c}" for c in RECORD_FIELDS)
EVENT_COLUMNS = "seq, kind, txn_id, csn, vid, ckey, from_state, to_state, reason"


# Row values to enum members by lookup (an enum's own call is several times slower; rows are decoded often).
_KINDS: Final = {k.value: k for k in Kind}
_SCOPES: Final = {int(s): s for s in Scope}
_STATES: Final = {s.value: s for s in State}


def _json_tuple(text: str) -> tuple[Any, ...]:
    return () if text == "[]" else tuple(json.loads(text))


def record_of(row: Sequence[Any]) -> Record:
    return Record(
        row[0],
        row[1],
        row[2],
        row[3],
        row[4],
        row[5],
        row[6],
        row[7],
        _KINDS[row[8]],
        row[9],
        _SCOPES[row[10]],
        _json_tuple(row[11]),
        _json_tuple(row[12]),
        row[13],
        row[14],
        row[15],
        _STATES[row[16]],
        row[17],
        row[18],
        row[19],
        row[20],
    )


def event_of(row: Sequence[Any]) -> Event:
    return Event(
        seq=row[0],
        kind=row[1],
        txn_id=row[2],
        csn=row[3],
        vid=row[4],
        ckey=row[5],
        from_state=_STATES[row[6]] if row[6] else None,
        to_state=_STATES[row[7]] if row[7] else None,
        reason=row[8],
    )


def json_list(items: tuple[str, ...] | tuple[int, ...]) -> str:
    return json.dumps(list(items)) if items else "[]"


_PLAIN_JSON: Final = re.compile(r'[^"\\\x00-\x1f\x7f-\U0010ffff]*')  # printable ASCII but `"` and `\`


def json_strings(items: tuple[str, ...]) -> str:
    """`json.dumps(list(items))` for strings, written directly when none needs escaping (key tokens mostly)."""
    if _PLAIN_JSON.fullmatch("".join(items)):
        return '["' + '", "'.join(items) + '"]' if items else "[]"
    return json.dumps(list(items))


CLUSTER_COLUMNS = "ckey, namespace, subject, relation, csn"
ACTION_FIELDS = (
    *("id", "txn_id", "agent", "tool", "args", "support", "reversible", "status", "started_at", "process"),
    *("result", "error", "vid", "finished_at", "cause"),
)
ACTION_COLUMNS = ", ".join(ACTION_FIELDS)
ACTION_COLUMNS_NO_ID = ", ".join(ACTION_FIELDS[1:])


def action_row(a: Action) -> tuple[Any, ...]:
    return (
        *(a.id, a.txn_id, a.agent, a.tool, a.args, json.dumps(list(a.support)), int(a.reversible), a.status.value),
        *(a.started_at, a.process, a.result, a.error, a.vid, a.finished_at, a.cause),
    )


def action_of(row: Sequence[Any]) -> Action:
    return Action(
        id=row[0],
        txn_id=row[1],
        agent=row[2],
        tool=row[3],
        args=row[4],
        support=tuple(json.loads(row[5])),
        reversible=bool(row[6]),
        status=ActionStatus(row[7]),
        started_at=row[8],
        process=row[9],
        result=row[10],
        error=row[11],
        vid=row[12],
        finished_at=row[13],
        cause=row[14],
    )


CHUNK = 500  # values per IN (...) list: far below either backend's parameter limit
INSERT_EVENT = (
    "INSERT INTO journal (kind, txn_id, csn, vid, ckey, from_state, to_state, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
)


def event_row(event: Event) -> tuple[Any, ...]:
    # (a state is a `str` enum: bound as its value)
    return (event.kind, event.txn_id, event.csn, event.vid, event.ckey, event.from_state, event.to_state, event.reason)


CLUSTER_COLUMNS_C = "c.ckey, c.namespace, c.subject, c.relation, c.csn"


def cluster_of(row: Sequence[Any]) -> Cluster:
    return Cluster(row[0], row[1], tuple(json.loads(row[2])), tuple(json.loads(row[3])), row[4])


def index_cluster(conn: Connection, ckey: str, postings: Sequence[tuple[str, str]]) -> None:
    index_cluster_terms(conn, [(ckey, postings)])


def index_cluster_terms(conn: Connection, items: Sequence[tuple[str, Sequence[tuple[str, str]]]]) -> None:
    rows = [(side, token, ckey) for ckey, postings in items for side, token in postings]
    conn.executemany("INSERT INTO key_terms (side, token, ckey) VALUES (?, ?, ?)", rows)
    added = Counter((side, token) for side, token, _ in rows)  # (one upsert per term, not per posting)
    conn.executemany(
        "INSERT INTO key_term_sizes (side, token, size) VALUES (?, ?, ?) "
        "ON CONFLICT (side, token) DO UPDATE SET size = key_term_sizes.size + excluded.size",
        [(side, token, n) for (side, token), n in added.items()],
    )


def recomputed_digests(conn: Connection) -> dict[int, int]:
    return digests.digest_of((str(c), v) for c, v in conn.execute("SELECT ckey, vid FROM active"))


def write_digests(conn: Connection, buckets: Mapping[int, int]) -> None:
    conn.execute("DELETE FROM adigest")
    conn.executemany("INSERT INTO adigest (bucket, d) VALUES (?, ?)", sorted(buckets.items()))
    conn.execute("UPDATE meta SET ival = ? WHERE name = 'adigest'", (digests.total(buckets),))


def reindex_keys(conn: Connection) -> None:
    """Schema v3's data step: index every cluster under its identifying tokens (DESIGN §5, amended),
    replacing the lexicographic prefix postings of v1–v2."""
    rows = conn.execute(f"SELECT {CLUSTER_COLUMNS} FROM clusters ORDER BY ckey").fetchall()
    for row in rows:
        cluster = cluster_of(row)
        index_cluster(conn, cluster.ckey, index_terms(cluster.subject, cluster.relation))


def lookup_sql(by_alias: bool) -> str:
    """`Backend.lookup_visible`'s one statement on the SQL backends (parameters: the reader, then the alias
    or canonical key): alias → A → version, the pending-revocation flag, the logical clock and both teams."""
    if by_alias:
        source, column = "aliases k LEFT JOIN active ac ON ac.ckey = k.ckey", "k.normalized"
    else:
        source, column = "active ac", "ac.ckey"
    return (
        f"SELECT {RECORD_COLUMNS_R}, "
        "EXISTS (SELECT 1 FROM pending_revocations p WHERE p.vid = r.vid), "
        "(SELECT fval FROM meta WHERE name = 'now'), "
        "(SELECT team FROM agents WHERE name = ?), "
        "(SELECT team FROM agents g WHERE g.name = r.owner) "
        f"FROM {source} LEFT JOIN records r ON r.vid = ac.vid WHERE {column} = ?"
    )


def lookup_of(row: Sequence[Any] | None, *, by_alias: bool) -> VisibleLookup:
    """The `VisibleLookup` of `lookup_sql`'s row (None: the alias or key is unknown)."""
    if row is None:
        return VisibleLookup(resolved=not by_alias)
    record = record_of(row) if row[0] is not None else None
    n = len(RECORD_FIELDS)
    now = row[n + 1]
    return VisibleLookup(
        resolved=True,
        record=record,
        pending=bool(row[n]),
        now=-math.inf if now is None else float(now),
        reader_team=row[n + 2],
        owner_team=row[n + 3],
    )


def apply_migrations(
    conn: Connection,
    where: str,
    *,
    run: Callable[[str], object],
    reindex_search: Callable[[], None],
    create: bool = True,
) -> None:
    """Apply the migrations `schema_migrations` lacks, in order, with their data steps, inside the caller's
    transaction (both SQL backends). `run` executes one statement of `MIGRATIONS` in the backend's dialect;
    `reindex_search` is the backend's search-index data step. `create=False`: a store with no migration
    applied is missing (`NoStore`; the caller rolls back); an existing store is still upgraded."""
    done = {r[0] for r in conn.execute("SELECT version FROM schema_migrations")}
    if not done and not create:
        raise NoStore(where)
    if done and max(done) > len(MIGRATIONS):
        raise SchemaError(f"{where} has schema version {max(done)}; this memtx knows up to {len(MIGRATIONS)}")
    for version, statements in enumerate(MIGRATIONS, start=1):
        if version in done:
            continue
        for statement in statements:
            run(statement)
        if version == KEY_REINDEX_VERSION:
            reindex_keys(conn)
        if version == SEARCH_VERSION:
            reindex_search()
        if version == DIGEST_VERSION:
            write_digests(conn, recomputed_digests(conn))
        conn.execute(
            "INSERT INTO schema_migrations (version, applied) VALUES (?, ?)",
            (version, time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime())),
        )


def search_joins(vid: str, *, visible: bool, user: str | None) -> str:
    """The joins that keep A's versions (`visible`) and `user`'s (one `?` parameter), of the column `vid`: both
    backends' search (DESIGN §12 per-user reads: a condition of the query, never a post-filter)."""
    if not visible and user is None:
        return ""
    join = f"JOIN records r ON r.vid = {vid} "
    if visible:
        join += "JOIN active ac ON ac.ckey = r.ckey AND ac.vid = r.vid "
    if user is not None:
        join += "JOIN sources s ON s.id = r.source_id AND s.for_user = ? "
    return join
