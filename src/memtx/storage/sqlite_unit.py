"""One SQLite unit (DESIGN §11): the backend contract's reads and writes inside one SQLite transaction on the
backend's connection.

Responsible for: the SQL of every `Unit` method, set-based where the contract is, with per-unit memos (agents,
the csn, A's digest). Must not: open or end transactions (`SQLiteBackend.unit` does) or contain policy.
"""

from __future__ import annotations

import json
import math
import sqlite3
from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Final

from memtx import digests
from memtx.keys import Cluster
from memtx.model import (
    Action,
    ActionQuery,
    ActionStatus,
    Agent,
    ContractKind,
    Event,
    GateDecision,
    GateQuery,
    Isolation,
    JournalEntry,
    NamespaceGrant,
    Purpose,
    Record,
    Role,
    Scope,
    Source,
    State,
    Transaction,
    TxnStatus,
)
from memtx.storage.base import ActiveEntry, Credential, PrivateMeta, PrivateText, Unit
from memtx.storage.sqlite_rows import (
    ACTION_COLUMNS,
    ACTION_COLUMNS_NO_ID,
    ACTION_FIELDS,
    CHUNK,
    CLUSTER_COLUMNS,
    CLUSTER_COLUMNS_C,
    EVENT_COLUMNS,
    INSERT_EVENT,
    RECORD_COLUMNS,
    RECORD_COLUMNS_R,
    RECORD_FIELDS,
    action_of,
    action_row,
    cluster_of,
    event_of,
    event_row,
    index_cluster_terms,
    json_list,
    json_strings,
    record_of,
    write_digests,
)
from memtx.storage.sqlite_search import DocCounts, index_rows, search_rows

_ABSENT: Final = (math.nan, Scope.PRIVATE, -1, math.nan)  # `UnitMemo.ranks`: known not to exist
# `actives_with_versions`: A's rows, each with its version and that version's source's rank.
_ACTIVE_WITH_VERSION: Final = (
    f"SELECT a.ckey, a.vid, a.changed_csn, a.changed_by, {RECORD_COLUMNS_R}, "
    "s.authority, s.scope, s.seq, s.observed_at FROM active a LEFT JOIN records r ON r.vid = a.vid "
    "LEFT JOIN sources s ON s.id = r.source_id WHERE a.ckey IN ({marks})"
)
_RANK_AT: Final = 4 + len(RECORD_FIELDS)


@dataclass(slots=True)
class UnitMemo:
    """Small rows a unit reads again and again and changes only through its own methods: the catalog
    (agents, contracts, relation synonyms), sources' ranks, the clocks, A's digest total and two emptiness
    flags. A unit starts from the memo its predecessor on the same connection left when nothing has been
    written to the file since (`SQLiteBackend.unit` checks SQLite's data_version and the connection's
    change count), so a warm commit reads none of them; a unit that fails leaves no memo behind. None
    means "not read yet"."""

    agents: dict[str, Agent | None] = field(default_factory=dict)
    contracts: dict[str, ContractKind | None] = field(default_factory=dict)
    namespaces: dict[str, NamespaceGrant | None] = field(default_factory=dict)
    ranks: dict[str, tuple[float, Scope, int, float]] = field(default_factory=dict)  # sources are immutable
    fingerprinted: dict[str, bool] = field(default_factory=dict)  # principal -> has an indexed private text
    csn: int | None = None
    now: float | None = None
    digest: int | None = None  # A's digest total as the last unit left it
    pending: bool | None = None  # some revocation is pending
    synonyms: dict[str, dict[str, tuple[str, int]]] = field(default_factory=dict)  # namespace -> relation synonyms
    source_seq: int | None = None  # the last observation seq handed out


# A key's alias as committed: normalized key -> (ckey, csn). Aliases are never remapped or removed (DESIGN §5),
# so a committed one stays true for good and a backend keeps them across units (`AliasCache`).
AliasCache = dict[str, tuple[str, int]]
_ALIAS_CACHE_SIZE: Final = 200_000  # entries a backend remembers before it starts afresh (it is only a cache)


def remember_aliases(cache: AliasCache, found: AliasCache) -> None:
    """After a unit committed: keep the aliases it read or wrote (a rolled-back unit's are never kept)."""
    if len(cache) + len(found) > _ALIAS_CACHE_SIZE:
        cache.clear()
    cache.update(found)


class SQLiteUnit(Unit):
    def __init__(
        self,
        conn: sqlite3.Connection,
        memo: UnitMemo | None = None,
        counts: DocCounts | None = None,
        aliases: AliasCache | None = None,
    ) -> None:
        self._c = conn
        self.memo = memo if memo is not None else UnitMemo()
        self._counts = counts if counts is not None else DocCounts()
        self._seen_active: dict[str, int | None] = {}  # A's vids this unit read or wrote (digest deltas)
        self._known_aliases: AliasCache = aliases if aliases is not None else {}  # committed before this unit
        self.found_aliases: AliasCache = {}  # what this unit read or wrote: the backend keeps it if it commits
        # Writes of `meta` rows, coalesced and written once (`flush`): a commit moves several counters.
        self._meta_sets: dict[str, tuple[int | None, float | None]] = {}
        self._meta_adds: dict[str, int] = {}

    def _one(self, sql: str, params: Sequence[Any] = ()) -> Any:
        return self._c.execute(sql, params).fetchone()

    def _meta_int(self, name: str) -> int:
        self.flush()
        return int(self._one("SELECT ival FROM meta WHERE name = ?", (name,))[0])

    def flush(self) -> None:
        """Write the coalesced `meta` changes. The backend calls it before it commits the unit; a method that
        reads `meta` through SQL calls it first."""
        if self._meta_sets:
            self._c.executemany(
                "UPDATE meta SET ival = ?, fval = ? WHERE name = ?",
                [(i, f, name) for name, (i, f) in self._meta_sets.items()],
            )
            self._meta_sets = {}
        if self._meta_adds:
            self._c.executemany(
                "UPDATE meta SET ival = ival + ? WHERE name = ?", [(n, name) for name, n in self._meta_adds.items()]
            )
            self._meta_adds = {}

    # --- clocks ------------------------------------------------------------------------------------
    def last_csn(self) -> int:
        if self.memo.csn is None:
            self.memo.csn = self._meta_int("csn")
        return self.memo.csn

    def set_last_csn(self, csn: int) -> None:
        # The unit holds the write lock and its memo is the file's truth (`SQLiteBackend.unit`), so the
        # check needs no read; the write joins the unit's other `meta` writes (`flush`).
        last = self.last_csn()
        if csn <= last:
            raise ValueError(f"csn must increase: {csn} <= {last}")
        self._meta_sets["csn"] = (csn, None)
        self.memo.csn = csn

    def logical_now(self) -> float:
        if self.memo.now is None:
            value = self._one("SELECT fval FROM meta WHERE name = 'now'")[0]
            self.memo.now = -math.inf if value is None else float(value)
        return self.memo.now

    def set_logical_now(self, now: float) -> None:
        self._meta_sets["now"] = (None, now)
        self.memo.now = float(now)

    # --- agents, contracts -------------------------------------------------------------------------
    def get_agent(self, name: str) -> Agent | None:
        agents = self.memo.agents
        if name not in agents:
            row = self._one("SELECT name, team, role FROM agents WHERE name = ?", (name,))
            agents[name] = Agent(row[0], row[1], Role(row[2])) if row else None
        return agents[name]

    def put_agent(self, agent: Agent) -> None:
        self._c.execute(
            "INSERT INTO agents (name, team, role) VALUES (?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET team = excluded.team, role = excluded.role",
            (agent.name, agent.team, agent.role.value),
        )
        self.memo.agents[agent.name] = agent

    def get_namespace(self, namespace: str) -> NamespaceGrant | None:
        grants = self.memo.namespaces
        if namespace not in grants:
            row = self._one("SELECT owner, writers FROM namespaces WHERE namespace = ?", (namespace,))
            grants[namespace] = NamespaceGrant(namespace, row[0], tuple(json.loads(row[1]))) if row else None
        return grants[namespace]

    def put_namespace(self, grant: NamespaceGrant) -> None:
        self._c.execute(
            "INSERT INTO namespaces (namespace, owner, writers) VALUES (?, ?, ?) "
            "ON CONFLICT (namespace) DO UPDATE SET owner = excluded.owner, writers = excluded.writers",
            (grant.namespace, grant.owner, json.dumps(list(grant.writers))),
        )
        self.memo.namespaces[grant.namespace] = grant

    def get_contract(self, namespace: str) -> ContractKind | None:
        contracts = self.memo.contracts
        if namespace not in contracts:
            row = self._one("SELECT contract FROM contracts WHERE namespace = ?", (namespace,))
            contracts[namespace] = ContractKind(row[0]) if row else None
        return contracts[namespace]

    def put_contract(self, namespace: str, contract: ContractKind) -> None:
        self._c.execute(
            "INSERT INTO contracts (namespace, contract) VALUES (?, ?) "
            "ON CONFLICT (namespace) DO UPDATE SET contract = excluded.contract",
            (namespace, contract.value),
        )
        self.memo.contracts[namespace] = contract

    # --- sources -----------------------------------------------------------------------------------
    def get_source(self, source_id: str) -> Source | None:
        row = self._one(
            "SELECT id, text, owner, authority, scope, observed_at, seq, speaker FROM sources WHERE id = ?",
            (source_id,),
        )
        if row is None:
            return None
        return Source(row[0], row[1], row[2], row[3], Scope(row[4]), row[5], row[6], row[7])

    def source_meta(self, source_id: str) -> tuple[float, Scope, int, float] | None:
        ranks = self.memo.ranks
        known = ranks.get(source_id)
        if known is None:
            row = self._one("SELECT authority, scope, seq, observed_at FROM sources WHERE id = ?", (source_id,))
            known = ranks[source_id] = _ABSENT if row is None else (row[0], Scope(row[1]), row[2], row[3])
        return None if known is _ABSENT else known

    def sources_meta(self, source_ids: Sequence[str]) -> dict[str, tuple[float, Scope, int, float]]:
        ranks = self.memo.ranks
        unknown = sorted({sid for sid in source_ids if sid not in ranks})
        if unknown:
            found = {
                r[0]: (r[1], Scope(r[2]), r[3], r[4])
                for r in self._in(
                    "SELECT id, authority, scope, seq, observed_at FROM sources WHERE id IN ({marks})", unknown
                )
            }
            for sid in unknown:
                ranks[sid] = found.get(sid, _ABSENT)
        return {sid: known for sid in source_ids if (known := ranks[sid]) is not _ABSENT}

    def insert_source(self, source: Source) -> Source:
        return self.insert_sources([source])[0]

    def insert_sources(self, sources: Sequence[Source]) -> list[Source]:
        memo = self.memo
        if memo.source_seq is None:
            memo.source_seq = self._meta_int("source_seq")
        first = memo.source_seq + 1
        stored = [
            Source(s.id, s.text, s.owner, s.authority, s.scope, s.observed_at, first + i, s.speaker)
            for i, s in enumerate(sources)
        ]
        self._c.executemany(
            "INSERT INTO sources (id, text, owner, authority, scope, observed_at, seq, speaker)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            [(s.id, s.text, s.owner, s.authority, int(s.scope), s.observed_at, s.seq, s.speaker) for s in stored],
        )
        if stored:
            memo.source_seq = stored[-1].seq
            self._meta_sets["source_seq"] = (memo.source_seq, None)  # (with the unit's other `meta` writes)
        for s in stored:
            memo.ranks[s.id] = (s.authority, s.scope, s.seq, s.observed_at)
        return stored

    # --- records -----------------------------------------------------------------------------------
    def insert_record(self, record: Record) -> Record:
        return self.insert_records([record])[0]

    def insert_records(self, records: Sequence[Record]) -> list[Record]:
        fresh = sum(1 for r in records if r.vid == 0)
        stored = list(records)
        if fresh:
            vid = self.allocate_vids(fresh)
            for i, r in enumerate(records):
                if r.vid == 0:
                    stored[i] = replace(r, vid=vid)
                    vid += 1
        self._c.executemany(
            "INSERT INTO records (vid, key, ckey, value, evidence, source_id, writer, confidence, kind, owner, scope, "
            "readers, parents, event_time, valid_from, valid_to, state, reason, txn_id, csn) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    r.vid,
                    r.key,
                    r.canonical_key,
                    r.value,
                    r.evidence,
                    r.source_id,
                    r.writer,
                    r.confidence,
                    r.kind,  # (the enums bind as their values: `str` and `int` subclasses)
                    r.owner,
                    r.scope,
                    json_list(r.readers) if r.readers else "[]",
                    json_list(r.parents) if r.parents else "[]",
                    r.event_time,
                    r.valid_from,
                    r.valid_to,
                    r.state,
                    r.reason,
                    r.txn_id,
                    r.csn,
                )
                for r in stored
            ],
        )
        edges = [(r.vid, p) for r in stored for p in sorted(set(r.parents))]
        if edges:
            self._c.executemany("INSERT INTO edges (child, parent) VALUES (?, ?)", edges)
        self._index_versions([(r.vid, r.key, r.value) for r in stored])
        return stored

    def get_record(self, vid: int) -> Record | None:
        row = self._one(f"SELECT {RECORD_COLUMNS} FROM records WHERE vid = ?", (vid,))
        return record_of(row) if row else None

    def allocate_vids(self, n: int) -> int:
        self.flush()
        last = int(self._one("UPDATE meta SET ival = ival + ? WHERE name = 'vid_seq' RETURNING ival", (n,))[0])
        return last - n + 1

    def max_vid(self) -> int:
        return self._meta_int("vid_seq")

    def register_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]]) -> None:
        self._c.executemany(
            "INSERT INTO inflight (ckey, txn_id, vid) VALUES (?, ?, ?)", [(c, txn_id, v) for v, c in entries]
        )

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

    def set_state(
        self, vid: int, state: State, reason: str, csn: int | None, reinstated_csn: int | None = None
    ) -> None:
        self._c.execute(
            "UPDATE records SET state = ?, reason = ?, csn = COALESCE(?, csn), "
            "reinstated_csn = COALESCE(?, reinstated_csn) WHERE vid = ?",
            (state.value, reason, csn, reinstated_csn, vid),
        )

    def records_of_txn(self, txn_id: int) -> list[Record]:
        rows = self._c.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE txn_id = ? ORDER BY vid", (txn_id,))
        return [record_of(r) for r in rows]

    def records_of_cluster(self, ckey: str) -> list[Record]:
        rows = self._c.execute(f"SELECT {RECORD_COLUMNS} FROM records WHERE ckey = ? ORDER BY vid", (ckey,))
        return [record_of(r) for r in rows]

    def children(self, vid: int) -> list[int]:
        return [r[0] for r in self._c.execute("SELECT child FROM edges WHERE parent = ? ORDER BY child", (vid,))]

    def iter_records(self) -> Iterator[Record]:
        for row in self._c.execute(f"SELECT {RECORD_COLUMNS} FROM records ORDER BY vid"):
            yield record_of(row)

    def count_in_state(self, state: State) -> int:
        return int(self._one("SELECT COUNT(*) FROM records WHERE state = ?", (state.value,))[0])

    # --- journal -----------------------------------------------------------------------------------
    def append_event(self, event: Event) -> int:
        cur = self._c.execute(INSERT_EVENT, event_row(event))
        assert cur.lastrowid is not None
        return cur.lastrowid

    def append_events(self, events: Sequence[Event]) -> None:
        self._c.executemany(INSERT_EVENT, [event_row(e) for e in events])

    def iter_events(self) -> Iterator[Event]:
        for row in self._c.execute(f"SELECT {EVENT_COLUMNS} FROM journal ORDER BY seq"):
            yield event_of(row)

    def events_about(self, vids: Collection[int], ckeys: Collection[str]) -> list[Event]:
        found: dict[int, Event] = {}
        # journal_vid (every transition, schema v6) and journal_activate
        for row in self._in(
            f"SELECT {EVENT_COLUMNS} FROM journal WHERE kind = 'transition' AND vid IN ({{marks}})", sorted(set(vids))
        ):
            found[int(row[0])] = event_of(row)
        for row in self._in(
            f"SELECT {EVENT_COLUMNS} FROM journal WHERE kind = 'activate' AND ckey IN ({{marks}})", sorted(set(ckeys))
        ):
            found[int(row[0])] = event_of(row)
        return [found[seq] for seq in sorted(found)]

    def taken_seqs(self, low: int, high: int) -> set[int]:
        return {int(r[0]) for r in self._c.execute("SELECT seq FROM journal WHERE seq BETWEEN ? AND ?", (low, high))}

    def last_seq(self) -> int:
        return int(self._one("SELECT COALESCE(MAX(seq), 0) FROM journal")[0])

    def activation_at(self, ckey: str, csn: int) -> tuple[bool, int | None]:
        row = self._one(
            "SELECT vid FROM journal WHERE ckey = ? AND kind = 'activate' AND csn <= ? "
            "ORDER BY csn DESC, seq DESC LIMIT 1",
            (ckey, csn),
        )
        return (True, row[0]) if row else (False, None)

    def activation_history(self, ckey: str) -> list[tuple[int, int | None]]:
        rows = self._c.execute(
            "SELECT csn, vid FROM journal WHERE ckey = ? AND kind = 'activate' ORDER BY csn DESC, seq DESC",
            (ckey,),
        )
        return [(r[0], r[1]) for r in rows]

    def transition_at(self, vid: int, csn: int) -> tuple[State, str] | None:
        row = self._one(
            "SELECT to_state, reason FROM journal WHERE vid = ? AND kind = 'transition' AND csn IS NOT NULL "
            "AND csn <= ? ORDER BY seq DESC LIMIT 1",
            (vid, csn),
        )
        return (State(row[0]), row[1]) if row else None

    def last_transition_csn(self, vid: int) -> int | None:
        row = self._one(
            "SELECT csn FROM journal WHERE vid = ? AND kind = 'transition' AND csn IS NOT NULL "
            "ORDER BY seq DESC LIMIT 1",
            (vid,),
        )
        return int(row[0]) if row else None

    # --- active map --------------------------------------------------------------------------------
    def get_active(self, ckey: str) -> ActiveEntry | None:
        row = self._one("SELECT ckey, vid, changed_csn, changed_by FROM active WHERE ckey = ?", (ckey,))
        self._seen_active[ckey] = row[1] if row else None
        return ActiveEntry(*row) if row else None

    def put_active(self, entry: ActiveEntry) -> None:
        self.put_actives([entry])

    def _old_vids(self, ckeys: Sequence[str]) -> dict[str, int | None]:
        unseen = sorted({c for c in ckeys if c not in self._seen_active})
        if unseen:
            found = dict(self._in("SELECT ckey, vid FROM active WHERE ckey IN ({marks})", unseen))
            for ckey in unseen:
                self._seen_active[ckey] = found.get(ckey)
        return {c: self._seen_active[c] for c in ckeys}

    def _apply_digest(self, changes: Sequence[tuple[str, int | None, int | None]]) -> None:
        """DESIGN §10: the buckets and the total follow A in the same unit (O(write set))."""
        delta = digests.deltas(changes)
        if not delta:
            return
        self._c.executemany(
            "UPDATE adigest SET d = (d + ?) % ? WHERE bucket = ?",
            [(d, digests.MODULUS, b) for b, d in sorted(delta.items())],
        )
        step = sum(delta.values()) % digests.MODULUS
        total = self.memo.digest = (self.a_digest() + step) % digests.MODULUS
        self._meta_sets["adigest"] = (total, None)

    def a_digest(self) -> int:
        if self.memo.digest is None:
            self.memo.digest = self._meta_int("adigest")
        return self.memo.digest

    def a_digest_buckets(self) -> dict[int, int]:
        return {int(b): int(d) for b, d in self._c.execute("SELECT bucket, d FROM adigest")}

    def set_a_digests(self, buckets: Mapping[int, int]) -> None:
        self._meta_sets.pop("adigest", None)
        write_digests(self._c, buckets)
        self.memo.digest = digests.total(buckets)

    def put_a_digest_buckets(self, values: Mapping[int, int]) -> None:
        self._c.executemany(
            "INSERT INTO adigest (bucket, d) VALUES (?, ?) ON CONFLICT (bucket) DO UPDATE SET d = excluded.d",
            sorted(values.items()),
        )
        self._c.execute("DELETE FROM adigest WHERE d = 0")
        total = self.memo.digest = digests.total(self.a_digest_buckets())
        self._meta_sets["adigest"] = (total, None)

    def last_intents(self, n: int) -> list[tuple[int, int | None, int | None]]:
        rows = self._c.execute(
            "SELECT csn, pre_digest, post_digest FROM txns WHERE csn IS NOT NULL ORDER BY csn DESC LIMIT ?", (n,)
        )
        return [(int(c), p, q) for c, p, q in rows]

    def iter_active(self) -> Iterator[ActiveEntry]:
        for row in self._c.execute("SELECT ckey, vid, changed_csn, changed_by FROM active ORDER BY ckey"):
            yield ActiveEntry(*row)

    def active_page(self, prefix: str, *, after: str | None, limit: int) -> list[ActiveEntry]:
        low, op = (after, ">") if after is not None and after >= prefix else (prefix, ">=")
        bound, params = "", [low]
        if prefix and ord(prefix[-1]) < 0x10FFFF:  # the first string after every one that starts with prefix
            bound, params = " AND ckey < ?", [low, prefix[:-1] + chr(ord(prefix[-1]) + 1)]
        rows = self._c.execute(
            f"SELECT ckey, vid, changed_csn, changed_by FROM active WHERE ckey {op} ?{bound} AND vid IS NOT NULL "
            "ORDER BY ckey LIMIT ?",
            (*params, limit),
        )
        return [ActiveEntry(*row) for row in rows if row[0].startswith(prefix)]

    def _index_versions(self, rows: Sequence[tuple[int, str, str]]) -> None:
        """Index stored versions `(vid, key, value)` for search (DESIGN §12); a backend's own index."""
        indexed = index_rows(self._c, rows)
        if indexed:
            self._meta_adds["search_docs"] = self._meta_adds.get("search_docs", 0) + indexed

    def search(self, tokens: Sequence[str], *, visible: bool, limit: int) -> list[tuple[int, float]]:
        self.flush()
        return search_rows(self._c, self._counts, tokens, visible=visible, limit=limit)

    def put_vectors(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        self._c.executemany(
            "INSERT INTO vectors (vid, model, vec) VALUES (?, ?, ?) ON CONFLICT (vid, model) DO NOTHING",
            [(vid, model, blob) for vid, blob in rows],
        )

    def unembedded(self, model: str, after: int, limit: int) -> list[tuple[int, str, str]]:
        rows = self._c.execute(
            "SELECT r.vid, r.key, r.value FROM records r WHERE r.vid > ? AND r.state != 'revoked' AND NOT EXISTS "
            "(SELECT 1 FROM vectors v WHERE v.vid = r.vid AND v.model = ?) ORDER BY r.vid LIMIT ?",
            (after, model, limit),
        )
        return [(int(vid), str(key), str(value)) for vid, key, value in rows]

    def vectors_after(self, model: str, after: int, limit: int) -> list[tuple[int, int, bytes]]:
        rows = self._c.execute(
            "SELECT seq, vid, vec FROM vectors WHERE model = ? AND seq > ? ORDER BY seq LIMIT ?", (model, after, limit)
        )
        return [(int(seq), int(vid), bytes(vec)) for seq, vid, vec in rows]

    def repair_active(self, put: Sequence[ActiveEntry], drop: Sequence[str]) -> None:
        self._c.executemany(
            "INSERT INTO active (ckey, vid, changed_csn, changed_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (ckey) DO UPDATE SET vid = excluded.vid, changed_csn = excluded.changed_csn, "
            "changed_by = excluded.changed_by",
            [(e.ckey, e.vid, e.changed_csn, e.changed_by) for e in put],
        )
        self._c.executemany("DELETE FROM active WHERE ckey = ?", [(c,) for c in drop])
        self._seen_active.clear()

    def repair_journal(self, drop: Sequence[int], add: Sequence[Event]) -> None:
        self._c.executemany("DELETE FROM journal WHERE seq = ?", [(seq,) for seq in drop])
        placed = [e for e in add if e.seq > 0]
        self._c.executemany(
            "INSERT INTO journal (seq, kind, txn_id, csn, vid, ckey, from_state, to_state, reason) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [(e.seq, *event_row(e)) for e in placed],
        )
        self.append_events([e for e in add if e.seq <= 0])

    # --- canonical keys ----------------------------------------------------------------------------
    def _alias_hit(self, normalized_key: str) -> tuple[str, int] | None:
        return self._known_aliases.get(normalized_key) or self.found_aliases.get(normalized_key)

    def alias(self, normalized_key: str, as_of: int | None = None) -> str | None:
        hit = self._alias_hit(normalized_key)
        if hit is None:
            row = self._one("SELECT ckey, csn FROM aliases WHERE normalized = ?", (normalized_key,))
            if row is None:
                return None
            hit = self.found_aliases[normalized_key] = (row[0], int(row[1]))
        # (never remapped: the alias as of `as_of` is this one, or there was none yet)
        return hit[0] if as_of is None or hit[1] <= as_of else None

    def synonyms(self, namespace: str, as_of: int | None = None) -> dict[str, str]:
        known = self.memo.synonyms.get(namespace)
        if known is None:
            rows = self._c.execute(
                "SELECT relation, means, csn FROM relation_synonyms WHERE namespace = ?", (namespace,)
            )
            known = self.memo.synonyms[namespace] = {r: (m, int(c)) for r, m, c in rows}
        return {r: m for r, (m, c) in known.items() if as_of is None or c <= as_of}

    def put_synonym(self, namespace: str, relation: str, means: str, csn: int) -> None:
        self._c.execute(
            "INSERT INTO relation_synonyms (namespace, relation, means, csn) VALUES (?, ?, ?, ?)",
            (namespace, relation, means, csn),
        )
        self.memo.synonyms.pop(namespace, None)

    def put_alias(self, normalized_key: str, ckey: str, csn: int = 0) -> None:
        self.put_aliases([(normalized_key, ckey, csn)])

    def get_cluster(self, ckey: str) -> Cluster | None:
        row = self._one(f"SELECT {CLUSTER_COLUMNS} FROM clusters WHERE ckey = ?", (ckey,))
        return cluster_of(row) if row else None

    def existing_clusters(self, ckeys: Sequence[str]) -> set[str]:
        return {r[0] for r in self._in("SELECT ckey FROM clusters WHERE ckey IN ({marks})", sorted(set(ckeys)))}

    def insert_cluster(self, cluster: Cluster, postings: Sequence[tuple[str, str]]) -> None:
        self.insert_clusters([(cluster, postings)])

    def posting_size(self, side: str, token: str) -> int:
        row = self._one("SELECT size FROM key_term_sizes WHERE side = ? AND token = ?", (side, token))
        return int(row[0]) if row else 0

    def clusters_with(self, side: str, tokens: Sequence[str], as_of: int | None = None) -> list[Cluster]:
        if not tokens:
            return []
        marks = ", ".join("?" for _ in tokens)
        cutoff = "" if as_of is None else " AND c.csn <= ?"
        rows = self._c.execute(
            f"SELECT {CLUSTER_COLUMNS_C} FROM clusters c WHERE c.ckey IN "
            f"(SELECT ckey FROM key_terms WHERE side = ? AND token IN ({marks})){cutoff} ORDER BY c.ckey",
            (side, *tokens) if as_of is None else (side, *tokens, as_of),
        )
        return [cluster_of(r) for r in rows]

    # --- set-based forms ---------------------------------------------------------------------------
    def _in(self, sql: str, values: Sequence[Any], *extra: Any) -> Iterator[Any]:
        """Run `sql` (with one `{marks}` placeholder) over `values` in chunks, yielding every row."""
        for start in range(0, len(values), CHUNK):
            chunk = values[start : start + CHUNK]
            yield from self._c.execute(_with_marks(sql, len(chunk)), (*chunk, *extra))

    def aliases(self, normalized_keys: Sequence[str], as_of: int | None = None) -> dict[str, str]:
        found: dict[str, str] = {}
        missing: set[str] = set()
        for key in normalized_keys:
            hit = self._alias_hit(key)
            if hit is None:
                missing.add(key)
            elif as_of is None or hit[1] <= as_of:
                found[key] = hit[0]
        if missing:
            for key, ckey, csn in self._in(
                "SELECT normalized, ckey, csn FROM aliases WHERE normalized IN ({marks})", sorted(missing)
            ):
                self.found_aliases[key] = (ckey, int(csn))
                if as_of is None or csn <= as_of:
                    found[key] = ckey
        return found

    def posting_sizes(self, terms: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        found = dict.fromkeys(terms, 0)
        for side in sorted({side for side, _ in terms}):
            tokens = sorted({token for s, token in terms if s == side})
            sql = "SELECT token, size FROM key_term_sizes WHERE token IN ({marks}) AND side = ?"
            for token, size in self._in(sql, tokens, side):
                found[(side, token)] = int(size)
        return found

    def get_actives(self, ckeys: Sequence[str]) -> dict[str, ActiveEntry]:
        rows = self._in(
            "SELECT ckey, vid, changed_csn, changed_by FROM active WHERE ckey IN ({marks})", sorted(set(ckeys))
        )
        found = {r[0]: ActiveEntry(*r) for r in rows}
        for ckey in ckeys:
            self._seen_active[ckey] = found[ckey].vid if ckey in found else None
        return found

    def get_records(self, vids: Sequence[int]) -> dict[int, Record]:
        rows = self._in(f"SELECT {RECORD_COLUMNS} FROM records WHERE vid IN ({{marks}})", sorted(set(vids)))
        return {r[0]: record_of(r) for r in rows}

    def actives_with_versions(self, ckeys: Sequence[str]) -> tuple[dict[str, ActiveEntry], dict[int, Record]]:
        # One statement: A's rows, their versions and those versions' sources' ranks (kept in the memo:
        # sources are immutable), which adjudication needs next.
        entries: dict[str, ActiveEntry] = {}
        shown: dict[int, Record] = {}
        ranks = self.memo.ranks
        for row in self._in(_ACTIVE_WITH_VERSION, sorted(set(ckeys))):
            entries[row[0]] = ActiveEntry(row[0], row[1], row[2], row[3])
            if row[4] is not None:
                record = shown[row[4]] = record_of(row[4:_RANK_AT])
                if record.source_id not in ranks:
                    ranks[record.source_id] = (
                        row[_RANK_AT],
                        Scope(row[_RANK_AT + 1]),
                        row[_RANK_AT + 2],
                        row[_RANK_AT + 3],
                    )
        for ckey in ckeys:
            entry = entries.get(ckey)
            self._seen_active[ckey] = None if entry is None else entry.vid
        return entries, shown

    def set_states(self, changes: Sequence[tuple[int, State, str, int | None, int | None]]) -> None:
        self._c.executemany(
            "UPDATE records SET state = ?, reason = ?, csn = COALESCE(?, csn), "
            "reinstated_csn = COALESCE(?, reinstated_csn) WHERE vid = ?",
            [(state.value, reason, csn, again, vid) for vid, state, reason, csn, again in changes],
        )

    def put_actives(self, entries: Sequence[ActiveEntry]) -> None:
        if not entries:
            return
        old = self._old_vids([e.ckey for e in entries])
        changes = []
        for e in entries:
            changes.append((e.ckey, old[e.ckey], e.vid))
            old[e.ckey] = e.vid
            self._seen_active[e.ckey] = e.vid
        self._c.executemany(
            "INSERT INTO active (ckey, vid, changed_csn, changed_by) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (ckey) DO UPDATE SET vid = excluded.vid, changed_csn = excluded.changed_csn, "
            "changed_by = excluded.changed_by",
            [(e.ckey, e.vid, e.changed_csn, e.changed_by) for e in entries],
        )
        self._apply_digest(changes)

    def insert_clusters(self, clusters: Sequence[tuple[Cluster, Sequence[tuple[str, str]]]]) -> None:
        self._c.executemany(
            "INSERT INTO clusters (ckey, namespace, subject, relation, csn) VALUES (?, ?, ?, ?, ?)",
            [(c.ckey, c.namespace, json_strings(c.subject), json_strings(c.relation), c.csn) for c, _ in clusters],
        )
        index_cluster_terms(self._c, [(c.ckey, terms) for c, terms in clusters])

    def put_aliases(self, aliases: Sequence[tuple[str, str, int]]) -> None:
        self._c.executemany("INSERT INTO aliases (normalized, ckey, csn) VALUES (?, ?, ?)", list(aliases))
        for key, ckey, csn in aliases:
            self.found_aliases[key] = (ckey, csn)

    # --- transactions ------------------------------------------------------------------------------
    def insert_txn(self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int) -> int:
        cur = self._c.execute(
            "INSERT INTO txns (agent, purpose, isolation, snapshot_csn, status, started_at, process, lease_until) "
            "VALUES (?, ?, ?, ?, 'open', ?, ?, ?)",
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
        cur = self._c.execute(
            "UPDATE txns SET lease_until = ? WHERE id = ? AND status = 'open'", (self._lease_end(), txn_id)
        )
        return cur.rowcount == 1

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

    def open_txns(self) -> list[Transaction]:
        rows = self._c.execute(f"SELECT {self._TXN_COLUMNS} FROM txns WHERE status = 'open' ORDER BY id")
        return [self._txn(r) for r in rows]

    def finish_txn(
        self, txn_id: int, status: TxnStatus, csn: int | None, reason: str, *, intent: tuple[int, int] | None = None
    ) -> bool:
        pre, post = intent if intent is not None else (None, None)
        cur = self._c.execute(
            "UPDATE txns SET status = ?, csn = ?, reason = ?, finished_at = ?, pre_digest = ?, post_digest = ? "
            "WHERE id = ? AND status = 'open'",
            (status.value, csn, reason, self.wall, pre, post, txn_id),
        )
        return cur.rowcount == 1

    # --- pending revocations -----------------------------------------------------------------------
    def add_pending_revocation(self, vid: int, agent: str, reason: str) -> None:
        self._c.execute(
            "INSERT INTO pending_revocations (vid, agent, reason) VALUES (?, ?, ?) ON CONFLICT (vid) DO NOTHING",
            (vid, agent, reason),
        )
        self.memo.pending = True

    def remove_pending_revocation(self, vid: int) -> None:
        self._c.execute("DELETE FROM pending_revocations WHERE vid = ?", (vid,))
        self.memo.pending = None

    def pending_revocations(self) -> list[tuple[int, str, str]]:
        rows = self._c.execute("SELECT vid, agent, reason FROM pending_revocations ORDER BY vid")
        return [(r[0], r[1], r[2]) for r in rows]

    def revocation_pending(self, vid: int) -> bool:
        return self._one("SELECT 1 FROM pending_revocations WHERE vid = ?", (vid,)) is not None

    def has_pending_revocations(self) -> bool:
        if self.memo.pending is None:
            self.memo.pending = self._one("SELECT 1 FROM pending_revocations LIMIT 1") is not None
        return self.memo.pending

    def journal_page(self, *, after: int, limit: int, txn_id: int | None = None) -> list[JournalEntry]:
        cols = ", ".join(f"j.{c.strip()}" for c in EVENT_COLUMNS.split(","))
        where, params = (
            ("j.seq > ? AND j.txn_id = ?", (after, txn_id)) if txn_id is not None else ("j.seq > ?", (after,))
        )
        rows = self._c.execute(
            f"SELECT {cols}, t.agent, t.finished_at FROM journal j LEFT JOIN txns t ON t.id = j.txn_id "
            f"WHERE {where} ORDER BY j.seq LIMIT ?",
            (*params, limit),
        )
        return [JournalEntry(event_of(r[:9]), r[9] or "", r[10]) for r in rows]

    def quarantined(self, *, after: int = 0, limit: int = 100) -> list[Record]:
        rows = self._c.execute(
            f"SELECT {RECORD_COLUMNS} FROM records WHERE state = 'quarantined' AND vid > ? ORDER BY vid LIMIT ?",
            (after, limit),
        )
        return [record_of(r) for r in rows]

    # --- content fingerprints of private text -----------------------------------------------------
    def index_private(self, items: Sequence[PrivateText]) -> None:
        self._c.executemany(
            "INSERT INTO fingerprint_items (item, owner, scope, size, sampled) VALUES (?, ?, ?, ?, ?) "
            "ON CONFLICT (item) DO NOTHING",
            [(t.item, t.owner, int(t.scope), len(t.hashes), int(t.sampled)) for t in items],
        )
        self._c.executemany(
            "INSERT INTO fingerprints (principal, hash, item) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
            [(p, h, t.item) for t in items for p in t.principals for h in t.hashes],
        )
        for t in items:
            for p in t.principals:
                if t.hashes:
                    self.memo.fingerprinted[p] = True

    def has_fingerprints(self, principal: str) -> bool:
        known = self.memo.fingerprinted.get(principal)
        if known is None:
            row = self._one("SELECT 1 FROM fingerprints WHERE principal = ? LIMIT 1", (principal,))
            known = self.memo.fingerprinted[principal] = row is not None
        return known

    def fingerprint_matches(self, principal: str, hashes: Collection[int]) -> dict[int, tuple[str, ...]]:
        found: dict[int, list[str]] = {}
        sql = "SELECT hash, item FROM fingerprints WHERE principal = ? AND hash IN ({marks})"
        values = sorted(set(hashes))
        for start in range(0, len(values), CHUNK):
            chunk = values[start : start + CHUNK]
            for h, item in self._c.execute(sql.format(marks=", ".join("?" * len(chunk))), (principal, *chunk)):
                found.setdefault(h, []).append(item)
        return {h: tuple(items) for h, items in found.items()}

    def private_texts(self, items: Collection[str]) -> dict[str, PrivateMeta]:
        sql = "SELECT item, owner, scope, size, sampled FROM fingerprint_items WHERE item IN ({marks})"
        rows = self._in(sql, sorted(set(items)))
        return {r[0]: PrivateMeta(r[0], r[1], Scope(r[2]), r[3], bool(r[4])) for r in rows}

    def set_private_scope(self, item: str, scope: Scope) -> bool:
        cur = self._c.execute("UPDATE fingerprint_items SET scope = ? WHERE item = ?", (int(scope), item))
        return cur.rowcount == 1

    # --- the action gate's outbox and decision log -------------------------------------------------
    def tentative_keys(self, ckeys: Sequence[str]) -> list[str]:
        sql = "SELECT DISTINCT ckey FROM inflight WHERE ckey IN ({marks})"
        return sorted(row[0] for row in self._in(sql, sorted(set(ckeys))))

    def insert_action(self, action: Action) -> int:
        row = action_row(action)[1:]
        cur = self._c.execute(f"INSERT INTO actions ({ACTION_COLUMNS_NO_ID}) VALUES ({', '.join('?' * len(row))})", row)
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def get_action(self, action_id: int) -> Action | None:
        row = self._one(f"SELECT {ACTION_COLUMNS} FROM actions WHERE id = ?", (action_id,))
        return action_of(row) if row else None

    def replace_action(self, action: Action, *, expect: ActionStatus) -> bool:
        row = action_row(action)
        sets = ", ".join(f"{c} = ?" for c in ACTION_FIELDS[1:])
        cur = self._c.execute(
            f"UPDATE actions SET {sets} WHERE id = ? AND status = ?", (*row[1:], row[0], expect.value)
        )
        return cur.rowcount == 1

    def action_of_record(self, vid: int) -> Action | None:
        row = self._one(f"SELECT {ACTION_COLUMNS} FROM actions WHERE vid = ?", (vid,))
        return action_of(row) if row else None

    def list_actions(self, query: ActionQuery) -> list[Action]:
        where: list[str] = ["id > ?"]
        params: list[Any] = [query.after]
        if query.statuses:
            where.append(f"status IN ({', '.join('?' * len(query.statuses))})")
            params.extend(s.value for s in query.statuses)
        if query.agent is not None:
            where.append("agent = ?")
            params.append(query.agent)
        sql = f"SELECT {ACTION_COLUMNS} FROM actions WHERE {' AND '.join(where)} ORDER BY id LIMIT ?"
        return [action_of(r) for r in self._c.execute(sql, (*params, query.limit))]

    def append_gate_decision(self, decision: GateDecision) -> int:
        d = decision
        cur = self._c.execute(
            "INSERT INTO gate_log (at, txn_id, agent, tool, allowed, reason, support, mode, action_id, detail) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                d.at,
                d.txn_id,
                d.agent,
                d.tool,
                int(d.allowed),
                d.reason,
                json.dumps(list(d.support)),
                d.mode,
                d.action_id,
                d.detail,
            ),
        )
        assert cur.lastrowid is not None
        return int(cur.lastrowid)

    def gate_decisions(self, query: GateQuery) -> list[GateDecision]:
        where: list[str] = ["seq > ?"]
        params: list[Any] = [query.after]
        for column, value in (("agent", query.agent), ("tool", query.tool), ("txn_id", query.txn_id)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if query.allowed is not None:
            where.append("allowed = ?")
            params.append(int(query.allowed))
        sql = (
            "SELECT seq, at, txn_id, agent, tool, allowed, reason, support, mode, action_id, detail FROM gate_log "
            f"WHERE {' AND '.join(where)} ORDER BY seq LIMIT ?"
        )
        return [
            GateDecision(r[0], r[1], r[2], r[3], r[4], bool(r[5]), r[6], tuple(json.loads(r[7])), r[8], r[9], r[10])
            for r in self._c.execute(sql, (*params, query.limit))
        ]

    # --- credentials of the HTTP service --------------------------------------------------------------
    def insert_credential(self, credential: Credential) -> None:
        c = credential
        self._c.execute(
            f"INSERT INTO credentials ({_CREDENTIAL_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (c.token_id, c.secret_sha256, c.principal, c.role.value, c.label, c.created_at, c.revoked_at),
        )

    def credential_by_secret(self, secret_sha256: str) -> Credential | None:
        row = self._one(f"SELECT {_CREDENTIAL_COLUMNS} FROM credentials WHERE secret_sha256 = ?", (secret_sha256,))
        return None if row is None else _credential_of(row)

    def credentials(self) -> list[Credential]:
        rows = self._c.execute(f"SELECT {_CREDENTIAL_COLUMNS} FROM credentials ORDER BY created_at, token_id")
        return [_credential_of(r) for r in rows]

    def revoke_credential(self, token_id: str, at: float) -> bool:
        cur = self._c.execute(
            "UPDATE credentials SET revoked_at = ? WHERE token_id = ? AND revoked_at IS NULL", (at, token_id)
        )
        return bool(cur.rowcount)


@lru_cache(maxsize=1024)
def _with_marks(sql: str, n: int) -> str:
    """`sql` with its `{marks}` as `n` parameters (the statement text is then the same for the same count, so
    the connection's statement cache keeps it prepared)."""
    return sql.format(marks=", ".join("?" * n))


_CREDENTIAL_COLUMNS: Final = "token_id, secret_sha256, principal, role, label, created_at, revoked_at"


def _credential_of(row: Sequence[Any]) -> Credential:
    return Credential(
        row[0], row[1], row[2], Role(row[3]), row[4], float(row[5]), None if row[6] is None else float(row[6])
    )
