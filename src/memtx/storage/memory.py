"""The in-memory reference backend: plain dicts, an undo log for rollback. The test oracle (DESIGN §11).

Responsible for: implementing the backend contract as simply as possible, with the references the SQL schema's
keys enforce enforced here too (`_refused`). Must not: be clever — when it and SQLite disagree, the simpler one is
presumed right until shown otherwise.
"""

from __future__ import annotations

import bisect
import itertools
import math
import threading
from collections import Counter
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from typing import Any

from memtx.core import digests, lexical
from memtx.core.errors import InvalidArgument, StorageError
from memtx.core.keys import Cluster
from memtx.core.model import (
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
    OnUnsupported,
    Purpose,
    Record,
    Scope,
    Source,
    State,
    Transaction,
    TxnStatus,
)
from memtx.storage.base import Backend, Unit
from memtx.storage.shapes import ActiveEntry, PrivateMeta, PrivateText, VisibleLookup
from memtx.storage.side import Cell, SideTable

_MISSING = object()


def _refused(what: str) -> StorageError:
    """A write the SQL schema's keys refuse (a foreign key, a primary key or a unique column), refused with the
    error the SQL backends raise at a unit's boundary (DESIGN §11: the oracle may not accept what SQL refuses)."""
    return StorageError(f"the in-memory store refused {what}")


class _Tables:
    def __init__(self) -> None:
        self.meta: dict[str, Any] = {
            "csn": 0,
            "now": -math.inf,
            "vid": 0,
            "seq": 0,
            "txn": 0,
            "src": 0,
            "adigest": 0,
        }
        self.agents: dict[str, Agent] = {}
        self.contracts: dict[str, ContractKind] = {}
        self.on_unsupported: dict[str, OnUnsupported] = {}
        self.namespaces: dict[str, NamespaceGrant] = {}
        self.sources: dict[str, Source] = {}
        self.narrowings: dict[str, list[str]] = {}  # private item -> the sources it narrowed (DESIGN §8 relays)
        self.records: dict[int, Record] = {}
        self.children: dict[int, list[int]] = {}
        self.by_txn: dict[int, list[int]] = {}
        self.by_cluster: dict[str, list[int]] = {}
        self.events: list[Event] = []
        self.activations: dict[str, list[tuple[int, int | None]]] = {}
        self.transitions: dict[int, list[tuple[int, State, str]]] = {}
        self.active: dict[str, ActiveEntry] = {}
        self.aliases: dict[str, tuple[str, int]] = {}  # normalized key -> (ckey, csn)
        self.synonyms: dict[tuple[str, str], tuple[str, int]] = {}  # (namespace, relation) -> (means, csn)
        self.clusters: dict[str, Cluster] = {}
        self.postings: dict[tuple[str, str], list[str]] = {}
        self.txns: dict[int, Transaction] = {}
        self.inflight: dict[int, tuple[int, str]] = {}  # vid -> (txn_id, ckey), DESIGN §6
        self.search_docs: dict[int, tuple[str, ...]] = {}  # vid -> its `lexical.document` tokens (DESIGN §12)
        self.vectors: list[tuple[int, str, bytes]] = []  # (vid, model, vector) in the order stored; seq = index + 1
        self.vector_keys: dict[tuple[int, str], int] = {}  # (vid, model) -> seq
        self.adigest: dict[int, int] = {}  # bucket -> A's digest there, nonzero only (DESIGN §10)
        self.intents: dict[int, tuple[int, int]] = {}  # txn_id -> (pre, post) digests
        self.pending: dict[int, tuple[str, str]] = {}
        self.actions: dict[int, Action] = {}
        self.action_by_vid: dict[int, int] = {}
        self.gate_log: list[GateDecision] = []
        self.private_items: dict[str, PrivateMeta] = {}
        self.fingerprints: dict[tuple[str, int], list[str]] = {}  # (principal, hash) -> items
        self.fingerprint_principals: dict[str, int] = {}  # principal -> indexed texts it may read
        self.side: dict[str, dict[Cell, dict[str, Cell]]] = {}  # side table -> key -> row (`SideTable`)


class MemoryUnit(Unit):
    def __init__(self, tables: _Tables, *, write: bool) -> None:
        self._t = tables
        self._write = write
        self._undo: list[Callable[[], None]] = []

    # --- undo-logged primitives --------------------------------------------------------------------
    def _check_write(self) -> None:
        if not self._write:
            raise RuntimeError("write attempted in a read-only unit")

    def _put(self, table: dict[Any, Any], key: Any, value: Any) -> None:
        self._check_write()
        old = table.get(key, _MISSING)
        table[key] = value
        self._undo.append(lambda: table.__setitem__(key, old) if old is not _MISSING else table.pop(key))

    def _pop(self, table: dict[Any, Any], key: Any) -> None:
        self._check_write()
        if key in table:
            old = table.pop(key)
            self._undo.append(lambda: table.__setitem__(key, old))

    def _append(self, table: dict[Any, list[Any]], key: Any, item: Any) -> None:
        self._check_write()
        created = key not in table
        lst = table.setdefault(key, [])
        lst.append(item)

        def undo() -> None:
            lst.pop()
            if created and not lst:  # the rollback leaves the table exactly as it found it: no empty list
                table.pop(key, None)

        self._undo.append(undo)

    def _append_list(self, table: list[Any], item: Any) -> None:
        self._check_write()
        table.append(item)
        self._undo.append(table.pop)

    def _insort(self, table: dict[Any, list[Any]], key: Any, item: Any) -> None:
        """Insert `item` into the sorted list at `key` (vids are allocated at staging but stored at commit
        or abort, so they do not arrive in order); the rollback removes it, and the list if it made it."""
        self._check_write()
        created = key not in table
        lst = table.setdefault(key, [])
        bisect.insort(lst, item)

        def undo() -> None:
            lst.remove(item)
            if created and not lst:
                table.pop(key, None)

        self._undo.append(undo)

    def _next(self, counter: str) -> int:
        value = int(self._t.meta[counter]) + 1
        self._put(self._t.meta, counter, value)
        return value

    def rollback(self) -> None:
        while self._undo:
            self._undo.pop()()

    # --- clocks ------------------------------------------------------------------------------------
    def last_csn(self) -> int:
        return int(self._t.meta["csn"])

    def set_last_csn(self, csn: int) -> None:
        if csn <= self.last_csn():
            raise ValueError(f"csn must increase: {csn} <= {self.last_csn()}")
        self._put(self._t.meta, "csn", csn)

    def logical_now(self) -> float:
        return float(self._t.meta["now"])

    def set_logical_now(self, now: float) -> None:
        self._put(self._t.meta, "now", now)

    # --- agents, contracts -------------------------------------------------------------------------
    def get_agent(self, name: str) -> Agent | None:
        return self._t.agents.get(name)

    def put_agent(self, agent: Agent) -> None:
        self._put(self._t.agents, agent.name, agent)

    def contract(self, namespace: str) -> tuple[ContractKind, OnUnsupported] | None:
        found = self._t.contracts.get(namespace)
        return None if found is None else (found, self._t.on_unsupported[namespace])

    def put_contract(
        self, namespace: str, contract: ContractKind, on_unsupported: OnUnsupported = OnUnsupported.REJECT
    ) -> None:
        self._put(self._t.contracts, namespace, contract)
        self._put(self._t.on_unsupported, namespace, on_unsupported)

    def get_namespace(self, namespace: str) -> NamespaceGrant | None:
        return self._t.namespaces.get(namespace)

    def put_namespace(self, grant: NamespaceGrant) -> None:
        self._put(self._t.namespaces, grant.namespace, grant)

    # --- sources -----------------------------------------------------------------------------------
    def get_source(self, source_id: str) -> Source | None:
        return self._t.sources.get(source_id)

    def source_meta(self, source_id: str) -> tuple[float, Scope, int, float] | None:
        src = self._t.sources.get(source_id)
        return None if src is None else (src.authority, src.scope, src.seq, src.observed_at)

    def insert_source(self, source: Source) -> Source:
        if source.id in self._t.sources:
            raise _refused(f"source {source.id}: it exists")
        stored = replace(source, seq=self._next("src"))
        self._put(self._t.sources, source.id, stored)
        for item in stored.narrowed_by:
            self._append(self._t.narrowings, item, stored.id)
        return stored

    def sources_narrowed_by(self, item: str) -> list[Source]:
        return [self._t.sources[sid] for sid in sorted(self._t.narrowings.get(item, ()))]

    def set_source_scope(self, source_id: str, scope: Scope) -> None:
        self._put(self._t.sources, source_id, replace(self._t.sources[source_id], scope=scope))

    # --- records -----------------------------------------------------------------------------------
    def _insert_one(self, record: Record) -> Record:
        stored = replace(record, vid=self._next("vid")) if record.vid == 0 else record
        if stored.vid in self._t.records:
            raise _refused(f"version {stored.vid}: it exists")
        if stored.source_id not in self._t.sources:
            raise _refused(f"version {stored.vid}: its source {stored.source_id} does not exist")
        if stored.txn_id not in self._t.txns:
            raise _refused(f"version {stored.vid}: its transaction {stored.txn_id} does not exist")
        self._put(self._t.records, stored.vid, stored)
        self._insort(self._t.by_txn, stored.txn_id, stored.vid)
        self._insort(self._t.by_cluster, stored.canonical_key, stored.vid)
        for parent in sorted(set(stored.parents)):
            self._insort(self._t.children, parent, stored.vid)
        self._put(self._t.search_docs, stored.vid, tuple(lexical.document(stored.key, stored.value)))
        return stored

    def insert_records(self, records: Sequence[Record]) -> list[Record]:
        stored = [self._insert_one(r) for r in records]
        for r in stored:  # a version's parents, checked once the batch is in (SQL writes the edges after it)
            missing = sorted(p for p in set(r.parents) if p not in self._t.records)
            if missing:
                raise _refused(f"version {r.vid}: its parent(s) {missing} do not exist")
        return stored

    def allocate_vids(self, n: int) -> int:
        first = int(self._t.meta["vid"]) + 1
        self._put(self._t.meta, "vid", first + n - 1)
        return first

    def max_vid(self) -> int:
        return int(self._t.meta["vid"])

    def _require_version(self, vid: int | None, what: str) -> None:
        if vid is not None and vid not in self._t.records:
            raise _refused(f"{what}: version {vid} does not exist")

    def register_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]]) -> None:
        for vid, ckey in entries:
            self._put(self._t.inflight, vid, (txn_id, ckey))

    def clear_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]] | None = None) -> None:
        for vid in [v for v, (t, _) in self._t.inflight.items() if t == txn_id]:
            self._pop(self._t.inflight, vid)

    def in_flight(self) -> list[tuple[int, int, str]]:
        return sorted((t, v, c) for v, (t, c) in self._t.inflight.items())

    def records_of(self, *, txn_id: int | None = None, ckey: str | None = None) -> list[Record]:
        if txn_id is None and ckey is None:
            raise InvalidArgument("records_of needs a transaction id or a canonical key")
        vids = self._t.by_txn.get(txn_id, []) if txn_id is not None else self._t.by_cluster.get(ckey or "", [])
        found = [self._t.records[v] for v in vids]
        return [r for r in found if ckey is None or r.canonical_key == ckey]

    def children(self, vid: int) -> list[int]:
        return sorted(self._t.children.get(vid, ()))

    def iter_records(self) -> Iterator[Record]:
        return iter([self._t.records[v] for v in sorted(self._t.records)])

    # --- journal -----------------------------------------------------------------------------------
    def append_event(self, event: Event) -> int:
        seq = self._next("seq")
        stored = replace(event, seq=seq)
        self._check_write()
        self._t.events.append(stored)
        self._undo.append(self._drop_last_event)
        if stored.kind == "activate" and stored.ckey is not None and stored.csn is not None:
            self._append(self._t.activations, stored.ckey, (stored.csn, stored.vid))
        if stored.kind == "transition" and stored.vid is not None and stored.csn is not None:
            assert stored.to_state is not None
            self._append(self._t.transitions, stored.vid, (stored.csn, stored.to_state, stored.reason))
        return seq

    def _drop_last_event(self) -> None:
        self._t.events.pop()

    def iter_events(self) -> Iterator[Event]:
        return iter(list(self._t.events))

    def events_about(self, vids: Collection[int], ckeys: Collection[str]) -> list[Event]:
        vids, ckeys = set(vids), set(ckeys)  # the reference backend scans: it is the small one
        return [
            e
            for e in self._t.events
            if (e.kind == "transition" and e.vid in vids) or (e.kind == "activate" and e.ckey in ckeys)
        ]

    def taken_seqs(self, low: int, high: int) -> set[int]:
        return {e.seq for e in self._t.events if low <= e.seq <= high}

    def last_seq(self) -> int:
        return self._t.events[-1].seq if self._t.events else 0

    def activation_at(self, ckey: str, csn: int) -> tuple[bool, int | None]:
        history = self._t.activations.get(ckey, [])
        i = bisect.bisect_right([c for c, _ in history], csn)
        return (True, history[i - 1][1]) if i else (False, None)

    def transition_at(self, vid: int, csn: int) -> tuple[State, str] | None:
        found: tuple[State, str] | None = None
        for c, state, reason in self._t.transitions.get(vid, []):
            if c <= csn:
                found = (state, reason)
        return found

    def last_transition_csn(self, vid: int) -> int | None:
        found = self._t.transitions.get(vid)
        return found[-1][0] if found else None

    # --- active map --------------------------------------------------------------------------------
    def _apply_digest(self, changes: Sequence[tuple[str, int | None, int | None]]) -> None:
        t = self._t
        for bucket, d in digests.deltas(changes).items():
            value = (t.adigest.get(bucket, 0) + d) % digests.MODULUS
            if value:
                self._put(t.adigest, bucket, value)
            else:
                self._pop(t.adigest, bucket)
            self._put(t.meta, "adigest", (int(t.meta["adigest"]) + d) % digests.MODULUS)

    def a_digest(self) -> int:
        return int(self._t.meta["adigest"])

    def a_digest_buckets(self) -> dict[int, int]:
        return {b: self._t.adigest.get(b, 0) for b in range(digests.BUCKETS)}

    def put_a_digest_buckets(self, values: Mapping[int, int]) -> None:
        for bucket, value in values.items():
            if value:
                self._put(self._t.adigest, bucket, value)
            else:
                self._pop(self._t.adigest, bucket)
        self._put(self._t.meta, "adigest", digests.total(self._t.adigest))

    def iter_active(self) -> Iterator[ActiveEntry]:
        return iter([self._t.active[k] for k in sorted(self._t.active)])

    def active_page(self, prefix: str, *, after: str | None, limit: int, user: str | None = None) -> list[ActiveEntry]:
        keys = sorted(
            k
            for k, e in self._t.active.items()
            if e.vid is not None and k.startswith(prefix) and (user is None or self._users_version(e.vid, user))
        )
        start = 0 if after is None else bisect.bisect_right(keys, after)
        return [self._t.active[k] for k in keys[start : start + max(limit, 0)]]

    def put_vectors(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        for vid, blob in rows:
            if (vid, model) in self._t.vector_keys:
                continue
            self._require_version(vid, f"a vector of model {model!r}")
            self._append_list(self._t.vectors, (vid, model, bytes(blob)))
            self._put(self._t.vector_keys, (vid, model), len(self._t.vectors))

    def unembedded(self, model: str, after: int, limit: int) -> list[tuple[int, str, str]]:
        out = []
        for vid in sorted(v for v in self._t.records if v > after):
            r = self._t.records[vid]
            if r.state is not State.REVOKED and (vid, model) not in self._t.vector_keys:
                out.append((vid, r.key, r.value))
                if len(out) == limit:
                    break
        return out

    def vectors_after(self, model: str, after: int, limit: int) -> list[tuple[int, int, bytes]]:
        found = []
        for seq in range(max(after, 0) + 1, len(self._t.vectors) + 1):
            vid, m, blob = self._t.vectors[seq - 1]
            if m == model:
                found.append((seq, vid, blob))
                if len(found) == limit:
                    break
        return found

    # --- erasure (DESIGN §10) ------------------------------------------------------------------------
    def user_sources(self, user: str) -> list[str]:
        return sorted(sid for sid, s in self._t.sources.items() if user in (s.user, s.owner))

    def records_citing(self, source_ids: Sequence[str]) -> list[int]:
        wanted = set(source_ids)
        return sorted(vid for vid, r in self._t.records.items() if r.source_id in wanted)

    def erase_texts(self, vids: Sequence[int], source_ids: Sequence[str]) -> None:
        self._check_write()
        t = self._t
        gone = set(vids)
        for vid in sorted(gone):
            self._put(t.records, vid, t.records[vid].but(value="", evidence=""))
            self._pop(t.search_docs, vid)
        for sid in sorted(set(source_ids)):
            self._put(t.sources, sid, replace(t.sources[sid], text=""))
        saved = list(t.vectors)  # (a vector's position is its seq: zeroed in place, never removed)
        t.vectors[:] = [(v, m, bytes(len(b)) if v in gone else b) for v, m, b in t.vectors]
        self._undo.append(lambda: t.vectors.__setitem__(slice(None), saved))
        items = {f"r:{v}" for v in gone} | {f"s:{s}" for s in source_ids}
        for item in sorted(items):
            self._pop(t.private_items, item)
        for key, held in list(t.fingerprints.items()):
            kept = [i for i in held if i not in items]
            if not kept:
                self._pop(t.fingerprints, key)
            elif len(kept) != len(held):
                self._put(t.fingerprints, key, kept)

    def restore_source_text(self, source_id: str, text: str) -> None:
        source = self._t.sources[source_id]
        if not source.text:
            self._put(self._t.sources, source_id, replace(source, text=text))

    def _users_version(self, vid: int, user: str) -> bool:
        """Whether version `vid` cites a source observed for `user` (DESIGN §12 per-user reads)."""
        return self._t.sources[self._t.records[vid].source_id].user == user

    def search(
        self, tokens: Sequence[str], *, visible: bool, limit: int, user: str | None = None
    ) -> list[tuple[int, float]]:
        """The reference ranking: `lexical.bm25` over every indexed version, by brute force."""
        docs = self._t.search_docs
        if not docs or not tokens or limit <= 0:
            return []
        shown = {e.vid for e in self._t.active.values()} if visible else None
        containing: dict[str, int] = {}
        for doc in docs.values():
            for tok in set(tokens).intersection(doc):
                containing[tok] = containing.get(tok, 0) + 1
        tokens = lexical.informative(tokens, containing, len(docs))
        wanted = set(tokens)
        average = sum(len(d) for d in docs.values()) / len(docs)
        scored = [
            (
                lexical.bm25(
                    tokens, Counter(doc), len(doc), docs=len(docs), average_length=average, containing=containing
                ),
                vid,
            )
            for vid, doc in docs.items()
            if (shown is None or vid in shown)
            and not wanted.isdisjoint(doc)
            and (user is None or self._users_version(vid, user))
        ]
        scored.sort(key=lambda sv: (-sv[0], -sv[1]))
        return [(vid, score) for score, vid in scored[:limit]]

    def repair_active(self, put: Sequence[ActiveEntry], drop: Sequence[str]) -> None:
        for entry in put:
            self._require_version(entry.vid, f"A[{entry.ckey}]")
            self._put(self._t.active, entry.ckey, entry)
        for ckey in drop:
            self._pop(self._t.active, ckey)

    def repair_journal(self, drop: Sequence[int], add: Sequence[Event]) -> None:
        self._check_write()
        t = self._t
        saved = (list(t.events), t.activations, t.transitions)
        dropped = set(drop)
        events = sorted(
            [e for e in t.events if e.seq not in dropped] + [e for e in add if e.seq > 0], key=lambda e: e.seq
        )
        t.events, t.activations, t.transitions = [], {}, {}
        self._undo.append(lambda: setattr(t, "events", saved[0]))
        self._undo.append(lambda: setattr(t, "activations", saved[1]))
        self._undo.append(lambda: setattr(t, "transitions", saved[2]))
        for event in events:  # the as-of indexes are rebuilt in journal order
            t.events.append(event)
            self._index_event(event)
        for event in add:
            if event.seq <= 0:
                self.append_event(event)

    def _index_event(self, stored: Event) -> None:
        t = self._t
        if stored.kind == "activate" and stored.ckey is not None and stored.csn is not None:
            t.activations.setdefault(stored.ckey, []).append((stored.csn, stored.vid))
            t.activations[stored.ckey].sort(key=lambda h: h[0])
        if stored.kind == "transition" and stored.vid is not None and stored.csn is not None:
            assert stored.to_state is not None
            t.transitions.setdefault(stored.vid, []).append((stored.csn, stored.to_state, stored.reason))

    # --- canonical keys ----------------------------------------------------------------------------
    def synonyms(self, namespace: str, as_of: int | None = None) -> dict[str, str]:
        return {
            r: m for (ns, r), (m, c) in self._t.synonyms.items() if ns == namespace and (as_of is None or c <= as_of)
        }

    def put_synonym(self, namespace: str, relation: str, means: str, csn: int) -> None:
        if (namespace, relation) in self._t.synonyms:
            raise _refused(f"relation {relation!r} in namespace {namespace!r}: it already has a meaning")
        self._put(self._t.synonyms, (namespace, relation), (means, csn))

    def get_cluster(self, ckey: str) -> Cluster | None:
        return self._t.clusters.get(ckey)

    def clusters_with(self, side: str, tokens: Sequence[str], as_of: int | None = None) -> list[Cluster]:
        ckeys = {c for t in tokens for c in self._t.postings.get((side, t), ())}
        found = [self._t.clusters[c] for c in sorted(ckeys)]
        return found if as_of is None else [c for c in found if c.csn <= as_of]

    # --- set-based forms ---------------------------------------------------------------------------
    def aliases(self, normalized_keys: Sequence[str], as_of: int | None = None) -> dict[str, str]:
        found = {k: self._t.aliases[k] for k in normalized_keys if k in self._t.aliases}
        return {k: ckey for k, (ckey, csn) in found.items() if as_of is None or csn <= as_of}

    def posting_sizes(self, terms: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        return {t: len(self._t.postings.get(t, ())) for t in terms}

    def get_actives(self, ckeys: Sequence[str]) -> dict[str, ActiveEntry]:
        return {k: self._t.active[k] for k in ckeys if k in self._t.active}

    def get_records(self, vids: Sequence[int]) -> dict[int, Record]:
        return {v: self._t.records[v] for v in vids if v in self._t.records}

    def set_states(self, changes: Sequence[tuple[int, State, str, int | None, int | None]]) -> None:
        for vid, state, reason, csn, reinstated_csn in changes:
            old = self._t.records[vid]
            new = replace(
                old,
                state=state,
                reason=reason,
                csn=old.csn if csn is None else csn,
                reinstated_csn=old.reinstated_csn if reinstated_csn is None else reinstated_csn,
            )
            self._put(self._t.records, vid, new)

    def put_actives(self, entries: Sequence[ActiveEntry]) -> None:
        for entry in entries:
            self._require_version(entry.vid, f"A[{entry.ckey}]")
            old = self._t.active.get(entry.ckey)
            self._put(self._t.active, entry.ckey, entry)
            self._apply_digest([(entry.ckey, old.vid if old else None, entry.vid)])

    def insert_clusters(self, clusters: Sequence[tuple[Cluster, Sequence[tuple[str, str]]]]) -> None:
        for cluster, terms in clusters:
            if cluster.ckey in self._t.clusters:
                raise _refused(f"cluster {cluster.ckey!r}: it exists")
            self._put(self._t.clusters, cluster.ckey, cluster)
            for side, token in terms:
                self._append(self._t.postings, (side, token), cluster.ckey)

    def put_aliases(self, aliases: Sequence[tuple[str, str, int]]) -> None:
        for normalized, ckey, csn in aliases:
            if normalized in self._t.aliases:
                raise _refused(f"alias {normalized!r}: it exists")
            if ckey not in self._t.clusters:
                raise _refused(f"alias {normalized!r}: its cluster {ckey!r} does not exist")
            self._put(self._t.aliases, normalized, (ckey, csn))

    # --- transactions ------------------------------------------------------------------------------
    def insert_txn(self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int) -> int:
        txn_id = self._next("txn")
        lease_until = None if self.wall is None else self.wall + self.lease
        header = Transaction(
            *(txn_id, agent, purpose, isolation, snapshot_csn, TxnStatus.OPEN),
            started_at=self.wall,
            process=self.process,
            lease_until=lease_until,
        )
        self._put(self._t.txns, txn_id, header)
        return txn_id

    def renew_txn(self, txn_id: int) -> bool:
        header = self._t.txns.get(txn_id)
        if header is None or header.status is not TxnStatus.OPEN:
            return False
        lease_until = None if self.wall is None else self.wall + self.lease
        self._put(self._t.txns, txn_id, replace(header, lease_until=lease_until))
        return True

    def get_txn(self, txn_id: int) -> Transaction | None:
        return self._t.txns.get(txn_id)

    def finish_txn(
        self, txn_id: int, status: TxnStatus, csn: int | None, reason: str, *, intent: tuple[int, int] | None = None
    ) -> bool:
        current = self._t.txns.get(txn_id)
        if current is None or current.status is not TxnStatus.OPEN:
            return False
        header = replace(current, status=status, csn=csn, reason=reason, finished_at=self.wall)
        self._put(self._t.txns, txn_id, header)
        if intent is not None:
            self._put(self._t.intents, txn_id, intent)
        return True

    def last_intents(self, n: int) -> list[tuple[int, int | None, int | None]]:
        done = sorted(((t.csn, i) for i, t in self._t.txns.items() if t.csn is not None), reverse=True)[:n]
        return [(csn, *self._t.intents.get(i, (None, None))) for csn, i in done]

    def open_txns(self) -> list[Transaction]:
        return [t for _, t in sorted(self._t.txns.items()) if t.status is TxnStatus.OPEN]

    # --- pending revocations -----------------------------------------------------------------------
    def add_pending_revocation(self, vid: int, agent: str, reason: str) -> None:
        self._require_version(vid, "a pending revocation")
        if vid not in self._t.pending:  # (SQL: ON CONFLICT DO NOTHING — the first mark stays)
            self._put(self._t.pending, vid, (agent, reason))

    def remove_pending_revocation(self, vid: int) -> None:
        self._pop(self._t.pending, vid)

    def pending_revocations(self) -> list[tuple[int, str, str]]:
        return [(v, *self._t.pending[v]) for v in sorted(self._t.pending)]

    def journal_page(self, *, after: int, limit: int, txn_id: int | None = None) -> list[JournalEntry]:
        found = []
        for event in self._t.events[after:]:
            if txn_id is not None and event.txn_id != txn_id:
                continue
            header = self._t.txns.get(event.txn_id) if event.txn_id is not None else None
            found.append(JournalEntry(event, header.agent if header else "", header.finished_at if header else None))
            if len(found) == limit:
                break
        return found

    def quarantined(
        self, *, after: int = 0, limit: int | None = 100, ckeys: Sequence[str] | None = None, reason: str = ""
    ) -> list[Record]:
        vids = (
            sorted(self._t.records)
            if ckeys is None
            else sorted(v for c in set(ckeys) for v in self._t.by_cluster.get(c, ()))
        )
        found = (
            r
            for r in (self._t.records[v] for v in vids if v > after)
            if r.state is State.QUARANTINED and r.reason.startswith(reason)
        )
        return list(itertools.islice(found, limit))

    # --- content fingerprints of private text -----------------------------------------------------
    def index_private(self, items: Sequence[PrivateText]) -> None:
        for t in items:
            if t.item in self._t.private_items:
                continue
            self._put(self._t.private_items, t.item, PrivateMeta(t.item, t.owner, t.scope, len(t.hashes), t.sampled))
            for principal in t.principals:
                self._put(
                    self._t.fingerprint_principals, principal, self._t.fingerprint_principals.get(principal, 0) + 1
                )
                for h in t.hashes:
                    self._append(self._t.fingerprints, (principal, h), t.item)

    def has_fingerprints(self, principal: str) -> bool:
        return principal in self._t.fingerprint_principals

    def fingerprint_matches(self, principal: str, hashes: Collection[int]) -> dict[int, tuple[str, ...]]:
        found = {h: tuple(self._t.fingerprints.get((principal, h), ())) for h in set(hashes)}
        return {h: items for h, items in found.items() if items}

    def private_texts(self, items: Collection[str]) -> dict[str, PrivateMeta]:
        return {i: self._t.private_items[i] for i in set(items) if i in self._t.private_items}

    def set_private_scope(self, item: str, scope: Scope) -> bool:
        known = self._t.private_items.get(item)
        if known is None:
            return False
        self._put(self._t.private_items, item, replace(known, scope=scope))
        return True

    # --- the action gate's outbox and decision log -------------------------------------------------
    def tentative_keys(self, ckeys: Sequence[str]) -> list[str]:
        wanted = set(ckeys)
        return sorted({c for _, c in self._t.inflight.values() if c in wanted})

    def insert_action(self, action: Action) -> int:
        action_id = max(self._t.actions, default=0) + 1
        self._store_action(replace(action, id=action_id))
        return action_id

    def _store_action(self, action: Action) -> None:
        self._require_version(action.vid, f"action {action.id}")
        self._put(self._t.actions, action.id, action)
        if action.vid is not None:
            self._put(self._t.action_by_vid, action.vid, action.id)

    def replace_action(self, action: Action, *, expect: ActionStatus) -> bool:
        current = self._t.actions.get(action.id)
        if current is None or current.status is not expect:
            return False
        self._store_action(action)
        return True

    def action_of_record(self, vid: int) -> Action | None:
        action_id = self._t.action_by_vid.get(vid)
        return None if action_id is None else self._t.actions[action_id]

    def list_actions(self, query: ActionQuery) -> list[Action]:
        q = query
        found = [
            a
            for i, a in sorted(self._t.actions.items())
            if i > q.after and (not q.statuses or a.status in q.statuses) and (q.agent is None or a.agent == q.agent)
        ]
        return found[: q.limit]

    def append_gate_decision(self, decision: GateDecision) -> int:
        self._check_write()
        seq = len(self._t.gate_log) + 1
        self._t.gate_log.append(replace(decision, seq=seq))
        self._undo.append(lambda: self._t.gate_log.__delitem__(-1))
        return seq

    def gate_decisions(self, query: GateQuery) -> list[GateDecision]:
        q = query
        found = [
            d
            for d in self._t.gate_log[q.after :]
            if (q.agent is None or d.agent == q.agent)
            and (q.tool is None or d.tool == q.tool)
            and (q.allowed is None or d.allowed is q.allowed)
            and (q.txn_id is None or d.txn_id == q.txn_id)
        ]
        return found[: q.limit]

    # --- side tables (`SideTable`) --------------------------------------------------------------------------
    def side_create(self, table: SideTable) -> None:
        if table.name not in self._t.side:
            self._put(self._t.side, table.name, {})

    def side_insert(self, table: SideTable, row: Mapping[str, Cell]) -> None:
        cells = table.cells(row, every=True)
        rows = self._t.side.get(table.name)
        if rows is None:
            raise _refused(f"a row of side table {table.name}, never created")
        if cells[table.key] in rows or _side_clash(table, rows.values(), cells):
            raise _refused(f"a row of side table {table.name} whose key or unique value exists")
        self._put(rows, cells[table.key], cells)

    def side_rows(self, table: SideTable, where: Mapping[str, Cell] | None = None) -> list[dict[str, Cell]]:
        match = table.cells(where or {}, match=True)
        found = [dict(r) for r in self._t.side.get(table.name, {}).values() if _side_match(r, match)]
        return sorted(found, key=lambda r: tuple(r[c] for c in (*table.order, table.key)))

    def side_update(self, table: SideTable, values: Mapping[str, Cell], where: Mapping[str, Cell]) -> int:
        changes = table.changes(values)
        match = table.cells(where, match=True)
        rows = self._t.side.get(table.name, {})
        changed = {key: {**row, **changes} for key, row in rows.items() if _side_match(row, match)}
        kept = [row for key, row in rows.items() if key not in changed]
        if any(
            _side_clash(table, [*kept, *(o for k, o in changed.items() if k != key)], row)
            for key, row in changed.items()
        ):
            raise _refused(f"an update of side table {table.name} that repeats a unique value")
        for key, row in changed.items():
            self._put(rows, key, row)
        return len(changed)


def _side_match(row: Mapping[str, Cell], where: Mapping[str, Cell]) -> bool:
    return all(row[name] == value for name, value in where.items())


def _side_clash(table: SideTable, rows: Collection[Mapping[str, Cell]], row: Mapping[str, Cell]) -> bool:
    """Whether `row` repeats a unique column's (non-null) value one of `rows` holds."""
    return any(row[c] is not None and any(other[c] == row[c] for other in rows) for c in table.unique)


class MemoryBackend(Backend):
    """`:memory:` — one process, nothing persisted; writers are serialized by a lock."""

    def __init__(self) -> None:
        self.url = ":memory:"
        self._tables = _Tables()
        self._lock = threading.RLock()  # readers too: a reader must never see a writer's half-applied unit
        self._closed = False

    @contextmanager
    def unit(self, *, write: bool, durable: bool = True) -> Iterator[Unit]:
        del durable  # nothing is durable here
        if self._closed:
            raise RuntimeError("the store is closed")
        with self._lock:
            if not write:
                yield MemoryUnit(self._tables, write=False)
                return
            unit = MemoryUnit(self._tables, write=True)
            try:
                yield unit
            except BaseException:
                unit.rollback()
                raise

    def last_csn(self) -> int:
        with self._lock:
            return int(self._tables.meta["csn"])

    def registration(self, name: str) -> Agent | None:
        with self._lock:
            return self._tables.agents.get(name)

    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        t = self._tables
        with self._lock:
            if alias is not None:
                hit = t.aliases.get(alias)
                if hit is None:
                    return VisibleLookup(resolved=False)
                ckey = hit[0]
            assert ckey is not None
            entry = t.active.get(ckey)
            record = t.records.get(entry.vid) if entry is not None and entry.vid is not None else None
            reader_reg, owner_reg = t.agents.get(reader), t.agents.get(record.owner) if record else None
            return VisibleLookup(
                resolved=True,
                record=record,
                pending=record is not None and record.vid in t.pending,
                now=float(t.meta["now"]),
                reader_team=reader_reg.team if reader_reg else None,
                owner_team=owner_reg.team if owner_reg else None,
            )

    def close(self) -> None:
        self._closed = True
