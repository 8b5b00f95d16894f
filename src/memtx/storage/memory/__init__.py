"""The in-memory reference backend: plain dicts, an undo log for rollback. The test oracle (DESIGN §11).

Responsible for: implementing the backend contract as simply as possible, with the references the SQL schema's
keys enforce enforced here too (`tables.refused`). Its parts: `tables` (the dicts), `core` (the undo log), `side`
(private-text fingerprints, the action outbox and gate log, side tables) and this module (the rest of the unit,
and the backend). Must not: be clever — when it and SQLite disagree, the simpler one is presumed right until
shown otherwise.
"""

from __future__ import annotations

import bisect
import itertools
import threading
from collections import Counter
from collections.abc import Collection, Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace

from memtx.core import digests, lexical
from memtx.core.errors import InvalidArgument
from memtx.core.keys import Cluster
from memtx.core.model import (
    Agent,
    ContractKind,
    Event,
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
from memtx.storage.memory.side import MemorySideTables
from memtx.storage.memory.tables import Tables, refused
from memtx.storage.shapes import ActiveEntry, VisibleLookup


class MemoryUnit(MemorySideTables):
    """One unit of the in-memory store: the backend contract on plain dicts (`MemoryUnitCore` undoes it)."""

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
            raise refused(f"source {source.id}: it exists")
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
            raise refused(f"version {stored.vid}: it exists")
        if stored.source_id not in self._t.sources:
            raise refused(f"version {stored.vid}: its source {stored.source_id} does not exist")
        if stored.txn_id not in self._t.txns:
            raise refused(f"version {stored.vid}: its transaction {stored.txn_id} does not exist")
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
                raise refused(f"version {r.vid}: its parent(s) {missing} do not exist")
        return stored

    def allocate_vids(self, n: int) -> int:
        first = int(self._t.meta["vid"]) + 1
        self._put(self._t.meta, "vid", first + n - 1)
        return first

    def max_vid(self) -> int:
        return int(self._t.meta["vid"])

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
            raise refused(f"relation {relation!r} in namespace {namespace!r}: it already has a meaning")
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
                raise refused(f"cluster {cluster.ckey!r}: it exists")
            self._put(self._t.clusters, cluster.ckey, cluster)
            for side, token in terms:
                self._append(self._t.postings, (side, token), cluster.ckey)

    def put_aliases(self, aliases: Sequence[tuple[str, str, int]]) -> None:
        for normalized, ckey, csn in aliases:
            if normalized in self._t.aliases:
                raise refused(f"alias {normalized!r}: it exists")
            if ckey not in self._t.clusters:
                raise refused(f"alias {normalized!r}: its cluster {ckey!r} does not exist")
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


class MemoryBackend(Backend):
    """`:memory:` — one process, nothing persisted; writers are serialized by a lock."""

    def __init__(self) -> None:
        self.url = ":memory:"
        self._tables = Tables()
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
