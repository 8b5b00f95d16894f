"""The one backend contract (DESIGN §11): what every storage backend must provide, with its semantics.

Responsible for: the interface and its documented meaning. Must not: contain policy (which transitions
happen, who wins) — the engine decides, storage applies. Every backend passes `tests/contract`.

A backend hands out *units*: `backend.unit(write=True)` is one physical transaction (SQLite `BEGIN
IMMEDIATE`, serialized with every other writer on the store, across processes); `write=False` is a
consistent read view. A unit commits when its `with` block exits cleanly and rolls back — leaving the
store exactly as before — when it raises. Units are short: the engine never keeps one open across
the caller's code (DESIGN §6, §11).

A unit is the sum of ten groups, each an ABC of its own so a reader sees what a backend is asked for and why.
A new backend writes the abstract methods — 86 of the unit's 118, and 4 of `Backend`'s 7; the others have
defaults written over those (a single-item form over its set-based one, a rare read over a scan), which a backend
overrides only where it can do better (the SQL backends do, for the write path's statement count). A new *SQL*
backend writes far fewer: `memtx.storage.sql.unit.SQLUnit` implements the unit in SQL both SQL backends share,
leaving its 11 dialect hooks (`memtx.storage.sql` lists them), plus the 4 of `Backend`:

    group         write / has  why it exists
    Catalog           6 / 9    who may do what: registrations, namespace grants, contracts (every commit reads them)
    Versions         17 / 30   the state itself: sources, versions and their edges, the active map A
    Transactions     14 / 17   the transaction boundary: clocks, headers and leases, intents, in-flight versions
    Journal          14 / 18   J, the as-of reads over it, A's digests and the restore-only repairs (recovery)
    Keys              8 / 14   canonical keys: aliases, relation synonyms and the clusters' token index
    Retraction        4 / 6    pending revocations and the quarantine lane's versions
    Gate              6 / 7    the action gate's outbox and decision log
    Search            4 / 4    the full-text index and embedding vectors (each backend keeps its own index)
    Privacy           9 / 9    private-text fingerprints (laundering) and erasure of a user's text
    SideTables        4 / 4    rows a layer above the engine keeps in the store (the HTTP service's credentials)

`tests/unit/test_storage_contract.py` keeps this table true.
"""

from __future__ import annotations

import abc
from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from typing import cast

from memtx.core import digests
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
from memtx.storage.shapes import ActiveEntry, Ahead, PrivateMeta, PrivateText, VisibleLookup
from memtx.storage.side import Cell, SideTable

SCHEMA_VERSION = 16


class Catalog(abc.ABC):
    """Catalog & principals.

    Who may do what, read by every commit and every permission check (DESIGN §8): principals' registrations,
    namespace grants and contracts. Small rows a backend may cache per unit."""

    @abc.abstractmethod
    def get_agent(self, name: str) -> Agent | None: ...

    @abc.abstractmethod
    def put_agent(self, agent: Agent) -> None:
        """Insert or replace an agent registration."""

    def read_ahead(self, ahead: Ahead) -> None:
        """A hint that changes nothing: the unit is about to read these agents' registrations, these namespaces'
        grants and relation synonyms, these sources' ranks (`source_meta`), whether these principals have
        fingerprints, and (`clock`) the logical clock (`Ahead`). Where each read costs a round trip (PostgreSQL),
        they are sent now and read with the next read the unit waits for; elsewhere it does nothing. What every
        later call returns is the same either way."""
        del ahead

    @abc.abstractmethod
    def contract(self, namespace: str) -> tuple[ContractKind, OnUnsupported] | None:
        """`namespace`'s contract: its conflict rule and its rule for values admission refuses (None: no
        contract set for it)."""

    def get_contract(self, namespace: str) -> ContractKind | None:
        """`namespace`'s conflict rule (`contract`)."""
        found = self.contract(namespace)
        return None if found is None else found[0]

    def get_on_unsupported(self, namespace: str) -> OnUnsupported | None:
        """What `namespace`'s contract does with a value admission refuses (`contract`; None: no contract set)."""
        found = self.contract(namespace)
        return None if found is None else found[1]

    @abc.abstractmethod
    def put_contract(
        self, namespace: str, contract: ContractKind, on_unsupported: OnUnsupported = OnUnsupported.REJECT
    ) -> None:
        """Insert or replace a namespace's contract: its conflict rule and its rule for unsupported values."""

    @abc.abstractmethod
    def get_namespace(self, namespace: str) -> NamespaceGrant | None:
        """Who may write in `namespace` (DESIGN §8); None: nobody claimed it, every writer may."""

    @abc.abstractmethod
    def put_namespace(self, grant: NamespaceGrant) -> None:
        """Insert or replace a namespace's grant."""


class Versions(abc.ABC):
    """Core records & versions.

    The state memtx is about (DESIGN §1): sources (S), versions (V) with their parent edges, and the active map
    (A) — the writes a commit makes and the reads it adjudicates against, each in a single and a set-based form
    (the set-based one is what a backend must write; the single one defaults to it)."""

    @abc.abstractmethod
    def get_source(self, source_id: str) -> Source | None: ...

    @abc.abstractmethod
    def source_meta(self, source_id: str) -> tuple[float, Scope, int, float] | None:
        """A source's (authority, scope, seq, observed_at) without its text — what adjudication and the
        idempotence check need (a source may be megabytes long)."""

    def sources_meta(self, source_ids: Sequence[str]) -> dict[str, tuple[float, Scope, int, float]]:
        """`source_meta` for many sources at once (unknown ids are left out)."""
        found = {}
        for sid in source_ids:
            meta = self.source_meta(sid)
            if meta is not None:
                found[sid] = meta
        return found

    def existing_sources(self, source_ids: Sequence[str]) -> set[str]:
        """Those of `source_ids` that name a stored source (a full check's reference pass, DESIGN §10: set-based
        where the backend can, and nothing of them is kept for later units)."""
        return {sid for sid in source_ids if self.source_meta(sid) is not None}

    @abc.abstractmethod
    def insert_source(self, source: Source) -> Source:
        """Store `source` with the next observation `seq` (its own `seq` is ignored) and return it, with
        its narrowing (`requested_scope`, `narrowed_by`) if any, indexed by each narrowing item.
        The id must not exist yet (the engine checks first inside the same unit)."""

    def insert_sources(self, sources: Sequence[Source]) -> list[Source]:
        """`insert_source` for many sources, in order (set-based where the backend can)."""
        return [self.insert_source(s) for s in sources]

    @abc.abstractmethod
    def sources_narrowed_by(self, item: str) -> list[Source]:
        """The sources whose `narrowed_by` names the private item `item` (DESIGN §8 relays), by id; the
        cost is the matching rows only (an index on the item)."""

    @abc.abstractmethod
    def set_source_scope(self, source_id: str, scope: Scope) -> None:
        """A narrowed source widened after a declassification: its scope is `scope` from now on (the text,
        owner, requested scope and narrowing items never change)."""

    @abc.abstractmethod
    def insert_records(self, records: Sequence[Record]) -> list[Record]:
        """`insert_record` for many versions at once, in order (set-based where the backend can)."""

    def insert_record(self, record: Record) -> Record:
        """Store a version and its parent edges; return it with its vid. `record.vid` 0 takes the next vid
        (`allocate_vids(1)`); a positive vid must come from `allocate_vids` and not be stored yet (a staged
        version, written by its commit or abort). Default: `insert_records`."""
        return self.insert_records([record])[0]

    @abc.abstractmethod
    def get_records(self, vids: Sequence[int]) -> dict[int, Record]:
        """`get_record` for many vids at once (unknown vids are left out)."""

    def get_record(self, vid: int) -> Record | None:
        """One version by vid (default: `get_records`)."""
        return self.get_records([vid]).get(vid)

    @abc.abstractmethod
    def allocate_vids(self, n: int) -> int:
        """Reserve `n` consecutive vids and return the first; vids increase strictly in allocation order.
        An allocation dies with its unit if the unit rolls back; a vid allocated to a version that is never
        stored (its process died) is simply never used."""

    @abc.abstractmethod
    def max_vid(self) -> int:
        """The highest vid allocated (0 when none)."""

    @abc.abstractmethod
    def set_states(self, changes: Sequence[tuple[int, State, str, int | None, int | None]]) -> None:
        """`set_state(vid, state, reason, csn, reinstated_csn)` for many versions, applied in order."""

    def set_state(
        self, vid: int, state: State, reason: str, csn: int | None, reinstated_csn: int | None = None
    ) -> None:
        """Change a version's lifecycle fields (the only in-place update V allows, DESIGN §1).
        `csn=None` leaves the stored csn (first visibility) unchanged; likewise `reinstated_csn=None`.
        Default: `set_states`."""
        self.set_states([(vid, state, reason, csn, reinstated_csn)])

    @abc.abstractmethod
    def records_of(self, *, txn_id: int | None = None, ckey: str | None = None) -> list[Record]:
        """The versions transaction `txn_id` created and/or of canonical key `ckey` (at least one is given), in
        vid order; through an index on either: cost grows with that transaction or key only."""

    def records_of_txn(self, txn_id: int) -> list[Record]:
        """The versions a transaction created, in vid order (`records_of`)."""
        return self.records_of(txn_id=txn_id)

    def records_of_cluster(self, ckey: str) -> list[Record]:
        """Every version of a canonical key, in vid order (history; `records_of`)."""
        return self.records_of(ckey=ckey)

    @abc.abstractmethod
    def children(self, vid: int) -> list[int]:
        """vids that declared `vid` as a parent, ascending."""

    @abc.abstractmethod
    def iter_records(self) -> Iterator[Record]:
        """Every version in vid order (full checks only)."""

    def count_in_state(self, state: State) -> int:
        """How many versions are in `state` (checks and tests; default: a scan of `iter_records`)."""
        return sum(1 for r in self.iter_records() if r.state is state)

    @abc.abstractmethod
    def get_actives(self, ckeys: Sequence[str]) -> dict[str, ActiveEntry]:
        """`get_active` for many canonical keys at once (keys without a row are left out)."""

    def get_active(self, ckey: str) -> ActiveEntry | None:
        """A's row for one canonical key (default: `get_actives`)."""
        return self.get_actives([ckey]).get(ckey)

    @abc.abstractmethod
    def put_actives(self, entries: Sequence[ActiveEntry]) -> None:
        """`put_active` for many entries, applied in order."""

    def put_active(self, entry: ActiveEntry) -> None:
        """Insert or replace A's row for `entry.ckey` (a `vid=None` row is a tombstone); default: `put_actives`."""
        self.put_actives([entry])

    @abc.abstractmethod
    def iter_active(self) -> Iterator[ActiveEntry]:
        """Every row of A (tombstones included), in ckey order."""

    @abc.abstractmethod
    def active_page(self, prefix: str, *, after: str | None, limit: int, user: str | None = None) -> list[ActiveEntry]:
        """A's rows with a visible version whose ckey starts with `prefix` and sorts after `after` (keyset
        pagination: cost O(limit), never an offset scan), in ckey order, at most `limit`. `user`: only rows
        whose version cites a source observed for that user (`Source.user`; DESIGN §12 per-user reads), a
        condition of the query itself, so the page is full whenever that many such rows exist."""

    def prepare_commit(self, ckeys: Sequence[str], namespaces: Collection[str], *, txn_id: int | None = None) -> None:
        """The reads a commit of versions under `ckeys` in `namespaces` is about to make (A's entries with their
        versions, the namespaces' contracts and relation synonyms), made now, before the unit's first write; it
        changes nothing. Where write units overlap until their first write (PostgreSQL's space units, DESIGN
        §11), those reads then happen outside the commit order, and the header of `txn_id` (the transaction the
        commit ends) is claimed there: locked while open, so that `finish_txn` need not wait to learn it was; elsewhere
        it does nothing."""
        del ckeys, namespaces, txn_id

    def actives_with_versions(self, ckeys: Sequence[str]) -> tuple[dict[str, ActiveEntry], dict[int, Record]]:
        """`get_actives(ckeys)` and the versions those entries point at (`get_records`): what a commit
        adjudicates against. One read where the backend can join them (this default makes two)."""
        entries = self.get_actives(ckeys)
        return entries, self.get_records([e.vid for e in entries.values() if e.vid is not None])


class Transactions(abc.ABC):
    """Clocks, transaction headers & in-flight state.

    The transaction boundary (DESIGN §6, §10): the commit counter and the logical clock, transaction headers with
    their leases and commit intents, and what open transactions have staged (in flight: unreadable, but every
    gate sees it)."""

    @abc.abstractmethod
    def last_csn(self) -> int:
        """The highest csn handed to a committed transaction (0 for a new store)."""

    @abc.abstractmethod
    def set_last_csn(self, csn: int) -> None:
        """Advance the commit counter; `csn` must be greater than `last_csn()`."""

    @abc.abstractmethod
    def logical_now(self) -> float:
        """The store's monotonic logical clock (DESIGN §1); -inf on a new store."""

    @abc.abstractmethod
    def set_logical_now(self, now: float) -> None:
        """Set the logical clock; callers only ever move it forward."""

    @abc.abstractmethod
    def insert_txn(self, agent: str, purpose: Purpose, isolation: Isolation, snapshot_csn: int) -> int:
        """Create an open transaction header, leased until `wall + lease`, and return its id (strictly
        increasing)."""

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
        """A registration's header and vids (DESIGN §6): a new open header (`txn_id` None) or the renewal of
        `txn_id`'s lease, and `versions` new vids; `(txn_id, first vid)`, or None when `txn_id` is no longer
        open — the caller then abandons the unit, and the vids it may have taken die with it. (The SQL backends send
        the two together: one round trip on PostgreSQL.)"""
        if txn_id is None:
            txn_id = self.insert_txn(agent, purpose, isolation, snapshot_csn)
        elif not self.renew_txn(txn_id):
            return None
        return txn_id, cast("Unit", self).allocate_vids(versions)  # (a group of a whole unit)

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
        """A proposal's whole registration (DESIGN §6): `register_txn` for one vid per key of `ckeys`, then those
        versions' in-flight entries (`register_in_flight`, vids in the order of `ckeys`). None when `txn_id` is no
        longer open (the caller abandons the unit, as after `register_txn`); else a callable that gives `(txn_id,
        first vid)` — at any time, but a backend may send a new header's statements with the unit's COMMIT and
        read their results only then, so the caller asks for it once the unit has ended (PostgreSQL: the
        registration's writes and its COMMIT are one round trip)."""
        registered = self.register_txn(
            txn_id, agent=agent, purpose=purpose, isolation=isolation, snapshot_csn=snapshot_csn, versions=len(ckeys)
        )
        if registered is None:
            return None
        self.register_in_flight(registered[0], [(registered[1] + i, ckey) for i, ckey in enumerate(ckeys)])
        return lambda: registered

    @abc.abstractmethod
    def get_txn(self, txn_id: int) -> Transaction | None: ...

    def existing_txns(self, txn_ids: Sequence[int]) -> set[int]:
        """Those of `txn_ids` that name a transaction header, open or ended (set-based where the backend can)."""
        return {t for t in txn_ids if self.get_txn(t) is not None}

    @abc.abstractmethod
    def renew_txn(self, txn_id: int) -> bool:
        """Extend an open transaction's lease to this unit's `wall + lease` (its process is alive); False,
        changing nothing, when the transaction is unknown or no longer open (one statement on SQL: the
        caller needs no read of the header first)."""

    @abc.abstractmethod
    def finish_txn(
        self, txn_id: int, status: TxnStatus, csn: int | None, reason: str, *, intent: tuple[int, int] | None = None
    ) -> bool:
        """End an open transaction; `intent` (DESIGN §10): A's digest before it and the digest it leaves.
        False, changing nothing, when it is unknown or no longer open (an operator or an orphan sweep ended
        it): the caller then rolls its unit back."""

    @abc.abstractmethod
    def open_txns(self) -> list[Transaction]:
        """Headers of transactions still open (their tentative records are in flight), in id order."""

    @abc.abstractmethod
    def last_intents(self, n: int) -> list[tuple[int, int | None, int | None]]:
        """The latest `n` committed transactions by csn, newest first: (csn, pre digest, post digest)."""

    @abc.abstractmethod
    def register_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]]) -> None:
        """Register staged versions `(vid, canonical key)` of open transaction `txn_id` as in flight: not
        readable by anyone, but seen by every gate until the transaction commits or aborts."""

    @abc.abstractmethod
    def clear_in_flight(self, txn_id: int, entries: Sequence[tuple[int, str]] | None = None) -> None:
        """Drop the transaction's in-flight entries (its commit or abort). `entries`: the `(vid, canonical key)`
        pairs it registered, when the caller has them (its handle does): then only those are looked up."""

    @abc.abstractmethod
    def in_flight(self) -> list[tuple[int, int, str]]:
        """Every in-flight entry `(txn_id, vid, canonical key)`, by transaction then vid (checks, audit)."""

    @abc.abstractmethod
    def tentative_keys(self, ckeys: Sequence[str]) -> list[str]:
        """Those of `ckeys` that have a version in flight (`register_in_flight`), sorted; O(len(ckeys))
        lookups."""


class Journal(abc.ABC):
    """Journal & recovery.

    J and what a restore needs (DESIGN §1, §10): the append-only journal, the point-in-time reads over it
    (`activation_at`, `transition_at`: what A and a version were as of a csn), A's digests kept by every change of
    A, and the restore-only repairs. `memtx.engine.recovery` decides; these only apply."""

    @abc.abstractmethod
    def append_event(self, event: Event) -> int:
        """Append an event (its `seq` is ignored) and return the assigned, strictly increasing seq."""

    def append_events(self, events: Sequence[Event]) -> None:
        """`append_event` for many events at once, in order (set-based where the backend can)."""
        for event in events:
            self.append_event(event)

    @abc.abstractmethod
    def iter_events(self) -> Iterator[Event]:
        """Every event in seq order."""

    @abc.abstractmethod
    def journal_page(self, *, after: int, limit: int, txn_id: int | None = None) -> list[JournalEntry]:
        """Journal events with seq > `after` in seq order, at most `limit`, each with its transaction's
        principal and end time; only one transaction's when `txn_id` is given."""

    @abc.abstractmethod
    def events_about(self, vids: Collection[int], ckeys: Collection[str]) -> list[Event]:
        """The transition events of the versions `vids` and the activations of the keys `ckeys`, in seq
        order: the journal a targeted restore reads (DESIGN §10). Indexed; cost grows with what they name."""

    @abc.abstractmethod
    def taken_seqs(self, low: int, high: int) -> set[int]:
        """The seqs in use from `low` to `high` inclusive (a restore puts a lost event back under a free one)."""

    @abc.abstractmethod
    def last_seq(self) -> int:
        """The highest seq in the journal (0 when empty), O(1)."""

    @abc.abstractmethod
    def activation_at(self, ckey: str, csn: int) -> tuple[bool, int | None]:
        """A[ckey] as of `csn`: the latest `activate` event with csn <= `csn`. Returns (found, vid);
        found is False when the key had no entry at that csn. Indexed; never a scan."""

    def activation_history(self, ckey: str) -> list[tuple[int, int | None]]:
        """(csn, vid) of every `activate` event of `ckey`, newest first (checks and tests; default: a scan of
        `iter_events`)."""
        found = [(e.csn, e.seq, e.vid) for e in self.iter_events() if e.kind == "activate" and e.ckey == ckey]
        return [
            (csn, vid)
            for csn, _, vid in sorted(found, key=lambda f: (f[0] or 0, f[1]), reverse=True)
            if csn is not None
        ]

    @abc.abstractmethod
    def transition_at(self, vid: int, csn: int) -> tuple[State, str] | None:
        """A version's (state, reason) as of `csn` — its latest transition event with a csn <= `csn` —
        or None if it had none by then (staging and abort events carry no csn)."""

    def version_at(self, ckey: str, csn: int) -> tuple[Record, tuple[State, str] | None] | None:
        """The version A held for `ckey` at `csn` with its (state, reason) as of `csn` (`transition_at`), or None
        when A held none then. One read where the backend can join them (this default makes three)."""
        found, vid = self.activation_at(ckey, csn)
        if not found or vid is None:
            return None
        record = cast("Unit", self).get_record(vid)  # (a journal is always one group of a whole unit)
        assert record is not None, f"A names version {vid}, which is not stored"
        return record, self.transition_at(vid, csn)

    @abc.abstractmethod
    def last_transition_csn(self, vid: int) -> int | None:
        """The csn of a version's latest transition that carries one (e.g. its revocation), or None."""

    @abc.abstractmethod
    def a_digest(self) -> int:
        """A's digest as stored (the total), O(1)."""

    @abc.abstractmethod
    def a_digest_buckets(self) -> dict[int, int]:
        """Every bucket's stored digest (all `digests.BUCKETS` of them), O(buckets)."""

    def set_a_digests(self, buckets: Mapping[int, int]) -> None:
        """Replace the stored digests by a full recomputation (restore, migration; a bucket not in `buckets` is
        0). Default: `put_a_digest_buckets` of every bucket."""
        self.put_a_digest_buckets({b: buckets.get(b, 0) for b in range(digests.BUCKETS)})

    @abc.abstractmethod
    def put_a_digest_buckets(self, values: Mapping[int, int]) -> None:
        """Restore only: set the named buckets' digests (the others stay) and the total to the sum of all."""

    @abc.abstractmethod
    def repair_active(self, put: Sequence[ActiveEntry], drop: Sequence[str]) -> None:
        """Restore only: write the A rows `put` and remove those of `drop` as given, leaving A's digests
        untouched — the damage went around them, so they are what the restored A is checked against."""

    @abc.abstractmethod
    def repair_journal(self, drop: Sequence[int], add: Sequence[Event]) -> None:
        """Remove the events with seqs in `drop`; store the events of `add` — under their own seq when it
        is positive (a free seq, where a lost event was), else appended with the next seqs."""


class Keys(abc.ABC):
    """Keys & vocabulary.

    Canonical keys (DESIGN §5, versioned): aliases from normalized spellings onto clusters, relation synonyms, and
    the clusters' token index that resolution searches — read as of a csn so a transaction's snapshot resolves
    keys as they were. Each in a set-based form (the single one defaults to it)."""

    @abc.abstractmethod
    def aliases(self, normalized_keys: Sequence[str], as_of: int | None = None) -> dict[str, str]:
        """`alias` for many keys at once: the ones that have an alias (created at a csn <= `as_of`)."""

    def alias(self, normalized_key: str, as_of: int | None = None) -> str | None:
        """The ckey a normalized key is mapped to — by an alias created at a csn <= `as_of` (None: any);
        default: `aliases`."""
        return self.aliases([normalized_key], as_of).get(normalized_key)

    @abc.abstractmethod
    def put_aliases(self, aliases: Sequence[tuple[str, str, int]]) -> None:
        """`put_alias(normalized, ckey, csn)` for many new aliases."""

    def put_alias(self, normalized_key: str, ckey: str, csn: int = 0) -> None:
        """Map a normalized key onto a cluster from commit `csn` on (an alias is never remapped); default:
        `put_aliases`."""
        self.put_aliases([(normalized_key, ckey, csn)])

    @abc.abstractmethod
    def synonyms(self, namespace: str, as_of: int | None = None) -> dict[str, str]:
        """The namespace's relation synonyms (normalized relation words -> the words they mean) created at
        a csn <= `as_of` (None: all); O(synonyms of the namespace)."""

    @abc.abstractmethod
    def put_synonym(self, namespace: str, relation: str, means: str, csn: int) -> None:
        """Record that `relation` means `means` in `namespace` from `csn` on (a relation has one meaning)."""

    @abc.abstractmethod
    def get_cluster(self, ckey: str) -> Cluster | None: ...

    def existing_clusters(self, ckeys: Sequence[str]) -> set[str]:
        """Those of `ckeys` that name a stored cluster (founded at any csn); set-based where the backend can."""
        return {c for c in ckeys if self.get_cluster(c) is not None}

    def key_index(
        self, normalized_keys: Sequence[str], terms: Sequence[tuple[str, str]], ckeys: Sequence[str], as_of: int | None
    ) -> tuple[dict[str, str], dict[tuple[str, str], int], set[str]]:
        """`aliases`, `posting_sizes` and `existing_clusters` together — what resolving keys reads first (one
        round trip where the backend sends statements ahead); default: the three calls."""
        return self.aliases(normalized_keys, as_of), self.posting_sizes(terms), self.existing_clusters(ckeys)

    @abc.abstractmethod
    def insert_clusters(self, clusters: Sequence[tuple[Cluster, Sequence[tuple[str, str]]]]) -> None:
        """`insert_cluster` for many new clusters (each with its index terms)."""

    def insert_cluster(self, cluster: Cluster, postings: Sequence[tuple[str, str]]) -> None:
        """Store a new cluster (founded at `cluster.csn`) with its index terms `(side, token)`; default:
        `insert_clusters`."""
        self.insert_clusters([(cluster, postings)])

    @abc.abstractmethod
    def posting_sizes(self, terms: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        """`posting_size` for many `(side, token)` terms at once (absent terms: 0)."""

    def posting_size(self, side: str, token: str) -> int:
        """How many clusters are indexed under `(side, token)` (kept as a counter, O(1)); default: `posting_sizes`."""
        return self.posting_sizes([(side, token)]).get((side, token), 0)

    @abc.abstractmethod
    def clusters_with(self, side: str, tokens: Sequence[str], as_of: int | None = None) -> list[Cluster]:
        """Clusters indexed under any of `tokens` on `side` and founded at a csn <= `as_of` (None: any),
        deduplicated, in ckey order."""


class Retraction(abc.ABC):
    """Revocation & the quarantine lane.

    Retractions in progress and versions held back (DESIGN §4, §6.4, §9): pending revocations (marked, not yet
    completed: a crash leaves them for the next writer) and the quarantined versions a reviewer or a
    revalidation takes out."""

    @abc.abstractmethod
    def add_pending_revocation(self, vid: int, agent: str, reason: str) -> None: ...

    @abc.abstractmethod
    def remove_pending_revocation(self, vid: int) -> None: ...

    @abc.abstractmethod
    def pending_revocations(self) -> list[tuple[int, str, str]]:
        """(vid, agent, reason) of revocations marked but not completed, in vid order."""

    def revocation_pending(self, vid: int) -> bool:
        """Whether a revocation of `vid` is marked and not completed. Default: through `pending_revocations`,
        O(pending) — few, and usually none; a backend with an index on them answers in O(1)."""
        return any(pending == vid for pending, _, _ in self.pending_revocations())

    def has_pending_revocations(self) -> bool:
        """Whether any revocation is marked and not completed (usually false; default: `pending_revocations`)."""
        return bool(self.pending_revocations())

    @abc.abstractmethod
    def quarantined(
        self, *, after: int = 0, limit: int | None = 100, ckeys: Sequence[str] | None = None, reason: str = ""
    ) -> list[Record]:
        """Quarantined versions with vid > `after`, in vid order, at most `limit` (None: all) — only those of the
        clusters `ckeys` when given, and only those whose reason starts with `reason` (the DESIGN §4 quarantine
        lane asks for `unsupported:`). Through the index of quarantined versions: about their number, no scan."""


class Gate(abc.ABC):
    """Gate & actions.

    The action gate (DESIGN §7): the outbox of tool actions with its compare-and-set, and the decision log."""

    @abc.abstractmethod
    def insert_action(self, action: Action) -> int:
        """Store a new outbox row; its `id` is ignored and the assigned id (increasing) returned."""

    def get_action(self, action_id: int) -> Action | None:
        """One outbox row by id (default: `list_actions` from just before it)."""
        found = self.list_actions(ActionQuery(after=action_id - 1, limit=1))
        return found[0] if found and found[0].id == action_id else None

    @abc.abstractmethod
    def replace_action(self, action: Action, *, expect: ActionStatus) -> bool:
        """Overwrite the row `action.id` with `action` if its stored status is still `expect`; returns
        whether it did (a compare-and-set: two processes cannot both start the same compensation)."""

    @abc.abstractmethod
    def action_of_record(self, vid: int) -> Action | None:
        """The action whose `tool_action` record is `vid`, if any (indexed)."""

    @abc.abstractmethod
    def list_actions(self, query: ActionQuery) -> list[Action]:
        """Actions matching `query`, in id order (ids > `query.after`, at most `query.limit`)."""

    @abc.abstractmethod
    def append_gate_decision(self, decision: GateDecision) -> int:
        """Journal a gate decision; its `seq` is ignored and the assigned one (increasing) returned."""

    @abc.abstractmethod
    def gate_decisions(self, query: GateQuery) -> list[GateDecision]:
        """Gate decisions matching `query`, in seq order (seqs > `query.after`, at most `query.limit`)."""


class Search(abc.ABC):
    """Search & vectors.

    Retrieval (DESIGN §12): a full-text index over every stored version and the vectors of embedding models.
    `insert_records` indexes each version under `memtx.core.lexical.document(key, value)` in the same unit; versions
    never leave V, so the index never changes otherwise (erasure aside). Visibility is not indexed: it is A, which
    the search joins (`visible=True`), so a commit, supersession, revocation, reinstatement or approval changes
    what search finds in the same unit that changes A. Each backend keeps its index its own way."""

    @abc.abstractmethod
    def search(
        self, tokens: Sequence[str], *, visible: bool, limit: int, user: str | None = None
    ) -> list[tuple[int, float]]:
        """`(vid, score)` of the indexed versions sharing a token with `lexical.informative(tokens, ...)` —
        only A's versions when `visible`, only versions citing a source observed for `user` when given (a
        condition of the query: the ranking statistics stay those of the whole index) — best first by BM25
        of those tokens over the whole index (`memtx.core.lexical.bm25`, higher is better; ties: higher vid
        first), at most `limit`. The document
        counts the pruning needs are kept with the index, so its cost is that of the informative tokens'
        postings, not of the index."""

    @abc.abstractmethod
    def put_vectors(self, model: str, rows: Sequence[tuple[int, bytes]]) -> None:
        """Store `(vid, vector)` of stored versions for embedding `model` (`memtx.read.embedders.pack`); a
        version that already has a vector of that model keeps it. Versions never lose their vectors."""

    @abc.abstractmethod
    def unembedded(self, model: str, after: int, limit: int) -> list[tuple[int, str, str]]:
        """`(vid, key, value)` of the stored versions after vid `after` that have no vector of `model` and
        are not revoked (terminal: never visible again), in vid order, at most `limit` (a backfill's page)."""

    @abc.abstractmethod
    def vectors_after(self, model: str, after: int, limit: int) -> list[tuple[int, int, bytes]]:
        """`(seq, vid, vector)` of `model`'s vectors stored after position `after`, in the order they
        were stored (positions increase with it), at most `limit`."""


class Privacy(abc.ABC):
    """Private text & erasure.

    What keeps private text private (DESIGN §8, §10): content fingerprints of private texts, so a broader
    write that launders one is caught, and erasure — a user's sources and the versions citing them, whose text
    is removed from every row that holds it."""

    @abc.abstractmethod
    def index_private(self, items: Sequence[PrivateText]) -> None:
        """Index each private text's fingerprint under every principal that may read it."""

    @abc.abstractmethod
    def has_fingerprints(self, principal: str) -> bool:
        """Whether any private text readable by `principal` is indexed (one index probe): if not, its
        broader records need no fingerprint at all."""

    @abc.abstractmethod
    def fingerprint_matches(self, principal: str, hashes: Collection[int]) -> dict[int, tuple[str, ...]]:
        """For each of `hashes` indexed under `principal`, the items that have it (cost: the matching index
        rows only, never a scan)."""

    @abc.abstractmethod
    def private_texts(self, items: Collection[str]) -> dict[str, PrivateMeta]:
        """What the index knows of each item (owner, current scope, number of indexed hashes)."""

    @abc.abstractmethod
    def set_private_scope(self, item: str, scope: Scope) -> bool:
        """Declassification: the indexed text `item` counts as `scope` from now on; False if unknown."""

    @abc.abstractmethod
    def user_sources(self, user: str) -> list[str]:
        """The ids of the sources observed for `user` (`Source.user`) or owned by it, sorted."""

    @abc.abstractmethod
    def records_citing(self, source_ids: Sequence[str]) -> list[int]:
        """The vids of the stored versions whose source is one of `source_ids`, sorted."""

    @abc.abstractmethod
    def erase_texts(self, vids: Sequence[int], source_ids: Sequence[str]) -> None:
        """Remove the text of these versions (value, evidence) and sources (text) from every row that holds
        it — the rows themselves, the search index, vectors, private-text fingerprints — keeping every id,
        key, state and time; and record that the store owes a physical scrub (`Backend.scrub`). In the unit:
        all of it or none. (An exception to "versions never leave the index", and to V's fixed contents.)"""

    @abc.abstractmethod
    def restore_source_text(self, source_id: str, text: str) -> None:
        """A source whose text an erasure removed was observed again (the same owner, user and text: its id):
        its text is back. A source whose text is there is left as it is."""


class SideTables(abc.ABC):
    """Side tables.

    State a layer above the engine keeps in the store, beside the engine's (`SideTable`): the HTTP service's
    bearer credentials (`memtx.server.credentials`). A handful of generic row operations instead of one method per
    table, so a new service's table does not widen this contract."""

    @abc.abstractmethod
    def side_create(self, table: SideTable) -> None:
        """Create `table` (its key, unique columns and indexes) if the store has no table of that name; one
        that exists is left as it is. A write unit's work, undone with it."""

    @abc.abstractmethod
    def side_insert(self, table: SideTable, row: Mapping[str, Cell]) -> None:
        """Store a new row (every column given, `SideTable.cells`); a key or unique value the table holds
        already, or a table never created, is refused (`StorageError` at the unit's boundary)."""

    @abc.abstractmethod
    def side_rows(self, table: SideTable, where: Mapping[str, Cell] | None = None) -> list[dict[str, Cell]]:
        """The rows whose columns equal `where` (None matches NULL; no `where`: every row), by `table.order`
        then key; none if the table was never created. Cost: the matching rows where `where` names the key,
        a unique or an indexed column."""

    @abc.abstractmethod
    def side_update(self, table: SideTable, values: Mapping[str, Cell], where: Mapping[str, Cell]) -> int:
        """Set `values` (`SideTable.changes`) in the rows whose columns equal `where` (as `side_rows`); how many
        rows it changed (0 in a table never created). A unique value another row holds is refused."""


class Unit(Catalog, Versions, Transactions, Journal, Keys, Retraction, Gate, Search, Privacy, SideTables):
    """One physical transaction (or read view) against the store: every group of the contract. All ids are
    backend-assigned ints."""

    # The wall clock of the process that opened this write unit (seconds), stamped on the transaction
    # headers it writes (DESIGN §8); None in read units.
    wall: float | None = None
    # The process that opened it (host:pid:start, `memtx.safety.acting.process_token`), stamped on the transaction
    # headers it creates so that a transaction whose process died can be recognised and aborted (DESIGN §10).
    process: str = ""
    # How long (seconds) a transaction header created or renewed in this unit stays leased (DESIGN §10).
    lease: float = 600.0


class Backend(abc.ABC):
    """A store: hands out units and is closed once. Thread use is serialized by the caller."""

    url: str
    # Whether `space_unit` differs from a store-wide write unit (PostgreSQL); where it does not, callers need
    # not prepare for one (`StoreContext.writer`).
    has_spaces: bool = False

    @abc.abstractmethod
    def unit(self, *, write: bool, durable: bool = True) -> AbstractContextManager[Unit]:
        """A physical transaction (`write=True`, exclusive among writers) or a consistent read view.

        `durable=False` (writes only) may skip the flush to stable storage: the unit survives a crash of
        the process but perhaps not of the machine, and a later durable unit makes it durable too. It is
        for in-flight state that dies with its transaction anyway (DESIGN §6): tentative records."""

    def space_unit(self, spaces: Collection[str], *, durable: bool = True) -> AbstractContextManager[Unit]:
        """A write unit that touches the keys of `spaces` only (DESIGN §11, memory spaces: a key's space is its
        namespace, `KeyParts.namespace`), beside store-wide state the backend orders itself. A backend whose
        writers are one at a time anyway (SQLite, the reference backend) gives a store-wide unit; PostgreSQL
        lets units of disjoint spaces run at once up to their first write. The caller must touch no key of
        another space, nor do store-wide work (a revocation's repair, a sweep) in it."""
        del spaces
        return self.unit(write=True, durable=durable)

    @abc.abstractmethod
    def lookup_visible(self, *, reader: str, alias: str | None = None, ckey: str | None = None) -> VisibleLookup:
        """The current value of a key, by its normalized form (`alias`, latest csn) or by its canonical key,
        in one consistent read — outside any unit, the cheapest read the backend has (SQLite: one
        statement). Exactly one of `alias` and `ckey` is given."""

    def registration(self, name: str) -> Agent | None:
        """A principal's registration (team, role, authority ceiling), outside any unit, as cheaply as the
        backend can read it exactly (SQLite: from the catalog it cached, re-read only when another connection
        has committed) — for an early answer; the unit that writes reads it again (DESIGN §8)."""
        with self.unit(write=False) as u:
            return u.get_agent(name)

    @abc.abstractmethod
    def last_csn(self) -> int:
        """The last committed csn, outside any unit and as cheaply as the backend can tell it exactly
        (SQLite: a cached value, re-read only when another connection has committed). A transaction's
        snapshot is taken with it at `begin` (DESIGN §6)."""

    def scrub(self) -> bool:
        """Make erased text physically unrecoverable from the store's files, if an erasure left that owed
        (SQLite: VACUUM and a truncating WAL checkpoint; PostgreSQL: VACUUM of the tables that held it); run
        outside any unit. True when nothing is owed any more; False when it could not finish now (another
        connection holds the WAL) — it stays owed and runs at the next erasure or open. Default: nothing
        to do (a store without files)."""
        return True

    @abc.abstractmethod
    def close(self) -> None:
        """Release every resource; idempotent."""
