"""Key resolution against the store (DESIGN §5, amended: key resolution is versioned state): which canonical
cluster a key means as of a csn, what staging resolves a proposal's key to, and what a commit settles.

Responsible for: the lookups of `memtx.core.keys`'s pure join rule through a `Unit` (aliases, the key index,
relation synonyms), memoized per resolution, and the aliases and clusters a commit writes. Must not: open
units or decide anything but which cluster a key belongs to.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence

from memtx.core.keys import (
    Cluster,
    KeyOverlay,
    KeyParts,
    choose_cluster,
    founding_ckey,
    index_terms,
    parse_key,
    probe_term,
)
from memtx.core.model import Record
from memtx.storage.base import Unit


class StaleWrite(Exception):
    """Raised inside a commit unit to roll it back; the caller then aborts the transaction."""

    def __init__(self, reason: str, keys: Iterable[str]) -> None:
        super().__init__(reason)
        self.reason = reason
        self.keys = tuple(keys)


def resolve_key(u: Unit, parts: KeyParts, *, as_of: int | None, own: KeyOverlay | None = None) -> str | None:
    """The cluster `parts` resolves to as of commit `as_of` (None: the latest), seen by a transaction
    whose own not-yet-committed resolutions are `own`; None if it would found a new cluster.

    Clusters and aliases exist from the csn of the commit that created them, so the answer for a given
    `as_of` never changes: snapshot and as-of reads resolve keys repeatably. Cost: one alias lookup, then
    the posting list of the key's rarest identifying token (`keys.probe_term`) — independent of how many
    keys share a frequent token.
    """
    return KeyIndex(u, as_of).resolve(parts, own)


class KeyIndex:
    """Key resolution against one unit as of one csn, with what it looked up memoized — so a batch of
    keys costs a few set-based lookups (`prefetch`) instead of several statements per key."""

    def __init__(self, u: Unit, as_of: int | None) -> None:
        self._u = u
        self._as_of = as_of
        self._aliases: dict[str, str | None] = {}
        self._sizes: dict[tuple[str, str], int] = {}
        self._synonyms: dict[str, dict[str, str]] = {}  # namespace -> relation synonyms as of `as_of`
        # The spellings `resolve` answered from a committed alias of their own (what a commit then knows).
        self.aliased: set[str] = set()
        self._taken: dict[str, bool] = {}  # cluster id -> a cluster of that id exists (at any csn)

    def canonical(self, parts: KeyParts) -> KeyParts:
        """`parts` with its relation replaced by the one it means in its namespace (DESIGN §5 relation
        synonyms, as of this index's csn); `parts` itself when it has no synonym."""
        table = self._synonyms.get(parts.namespace)
        if table is None:
            table = self._synonyms[parts.namespace] = self._u.synonyms(parts.namespace, self._as_of)
        means = table.get(" ".join(parts.relation)) if table else None
        if means is None:
            return parts
        return KeyParts(raw=parts.raw, namespace=parts.namespace, subject=parts.subject, relation=tuple(means.split()))

    def prefetch(self, keys: Sequence[KeyParts], *, sizes: bool = True) -> None:
        """Look up the aliases of `keys` at once and, with `sizes`, the posting sizes of the index terms of
        those without one (what `resolve` then needs)."""
        keys = [*keys, *(c for k in keys if (c := self.canonical(k)) is not k)]
        wanted = [k.normalized for k in keys if k.normalized not in self._aliases]
        if not wanted:
            return
        if not sizes:
            found = self._u.aliases(wanted, self._as_of)
        else:
            # The sizes of the index terms of every key not known to be aliased, and the ids a founding would take
            # (`taken` then answers without a statement per key), read with the aliases rather than after them:
            # one round trip on PostgreSQL; what an alias makes unneeded is read for nothing.
            maybe = [k for k in keys if self._aliases.get(k.normalized) is None]
            terms = sorted({t for k in maybe for t in index_terms(k.subject, k.relation)} - self._sizes.keys())
            ids = sorted({k.normalized for k in maybe} - self._taken.keys())
            found, known_sizes, existing = self._u.key_index(wanted, terms, ids, self._as_of)
            self._sizes.update(known_sizes)
            self._taken.update({c: c in existing for c in ids})
        for normalized in wanted:
            self._aliases[normalized] = found.get(normalized)

    def taken(self, ckey: str) -> bool:
        """Whether a cluster of id `ckey` exists, founded at any csn (memoized)."""
        known = self._taken.get(ckey)
        if known is None:
            known = self._taken[ckey] = self._u.get_cluster(ckey) is not None
        return known

    def alias(self, parts: KeyParts) -> str | None:
        if parts.normalized not in self._aliases:
            self._aliases[parts.normalized] = self._u.alias(parts.normalized, self._as_of)
        return self._aliases[parts.normalized]

    def _size(self, side: str, token: str) -> int:
        if (side, token) not in self._sizes:
            self._sizes[(side, token)] = self._u.posting_size(side, token)
        return self._sizes[(side, token)]

    def resolve(self, parts: KeyParts, own: KeyOverlay | None = None) -> str | None:
        """The exact spelling's alias first (the transaction's own, then the store's); then, through a
        relation synonym, the meant key's alias; then the clusters the (meant) key may join."""
        if own is not None and (mine := own.aliases.get(parts.normalized)) is not None:
            return mine
        known = self.alias(parts)
        if known is not None:
            self.aliased.add(parts.normalized)
            return known
        meant = self.canonical(parts)
        if meant is not parts:
            if own is not None and (mine := own.aliases.get(meant.normalized)) is not None:
                return mine
            known = self.alias(meant)
            if known is not None:
                return known
            parts = meant
        terms = [t for t in index_terms(parts.subject, parts.relation) if t not in self._sizes]
        if len(terms) > 1:  # (one statement for the key's terms, not one per term)
            self._sizes.update(self._u.posting_sizes(terms))
        side, token = probe_term(parts, self._size)
        candidates = self._u.clusters_with(side, [token], self._as_of) if self._size(side, token) else []
        if own is not None:
            candidates += own.candidates(parts)
        chosen = choose_cluster(parts, candidates)
        return chosen.ckey if chosen else None


def stage_key(
    u: Unit, parts: KeyParts, *, as_of: int, own: KeyOverlay, index: KeyIndex | None = None
) -> tuple[str, bool]:
    """Resolve a proposed key for staging: `(ckey, founded)`. Writes nothing: a founding is remembered by
    the transaction (`KeyOverlay`) and reaches the store only in its commit (`settle_keys`)."""
    index = index or KeyIndex(u, as_of)
    ckey = index.resolve(parts, own)
    if ckey is not None:
        return ckey, False
    meant = index.canonical(parts)  # a new cluster is founded under the relation its key means
    return founding_ckey(meant, taken=lambda c: c in own.clusters or index.taken(c)), True


def settle_keys(
    u: Unit,
    records: Sequence[Record],
    keys: Mapping[int, KeyParts],
    *,
    csn: int,
    recheck: bool = True,
    founding: Collection[str] = (),
    aliased: Collection[str] | None = None,
) -> None:
    """At commit, in proposal order: resolve each written key again against the latest committed state
    (plus what this commit founded so far) and persist its alias and founding at `csn`.

    A key that now resolves elsewhere than where it was staged, or that was staged as a founding and now
    finds a cluster, met a cluster committed after the transaction's snapshot that it did not see: the
    write is stale (first committer wins, DESIGN §6.3).
    With `recheck=False` (nothing was committed since the writes were staged) a key resolves where it was
    staged — to a committed cluster, or to one of the transaction's own foundings (`founding`) — and only
    the aliases are looked up; not even they when staging said which spellings had a committed alias
    (`aliased`, with `founding` complete): aliases, like clusters, come only with commits.
    """
    parts_of = {r.vid: keys.get(r.vid) or parse_key(r.key) for r in records}
    index = KeyIndex(u, None)
    known = None if recheck else aliased
    if known is None:  # without a recheck only aliases are looked up
        index.prefetch(list(parts_of.values()), sizes=recheck)
    pending = KeyOverlay.empty()  # what this commit founded and aliased so far (written set-based below)
    new_clusters: list[tuple[Cluster, Sequence[tuple[str, str]]]] = []
    new_aliases: list[tuple[str, str, int]] = []
    for record in records:
        parts = parts_of[record.vid]
        ckey = record.canonical_key
        now: str | None
        if recheck or ckey in pending.clusters:
            now = index.resolve(parts, pending)
        elif known is not None:  # (staged at the latest csn: a committed cluster, or a founding of its own)
            now = pending.aliases.get(parts.normalized) or (None if ckey in founding else ckey)
        else:
            now = pending.aliases.get(parts.normalized) or index.alias(parts)
            if now is None and ckey not in founding and u.get_cluster(ckey):
                now = ckey  # a fuzzy join of a committed cluster
        if now is not None and ckey in founding and ckey not in pending.clusters:
            # Staged as a founding, but a cluster for it was committed after the snapshot — by the same
            # id or another: stale either way, so the outcome does not depend on the key's spelling.
            raise StaleWrite("stale_late_write", [record.key])
        if now is None:
            # A cluster of this id committed after the snapshot; with nothing committed since staging
            # (`recheck=False`), a founding's id was free then and still is.
            if (recheck or ckey not in founding) and index.taken(ckey):
                raise StaleWrite("stale_late_write", [record.key])
            meant = index.canonical(parts)  # founded under the relation its key means (DESIGN §5 synonyms)
            cluster = Cluster(ckey, meant.namespace, meant.subject, meant.relation, csn)
            new_clusters.append((cluster, index_terms(meant.subject, meant.relation)))
            new_aliases.append((parts.normalized, ckey, csn))
            pending.remember(meant, ckey, founded=True)
            if meant is not parts:
                new_aliases.append((meant.normalized, ckey, csn))
                pending.remember(parts, ckey, founded=False)
        elif now != ckey:
            raise StaleWrite("stale_late_write", [record.key])
        elif parts.normalized not in pending.aliases and (
            parts.normalized not in known if known is not None else index.alias(parts) is None
        ):
            new_aliases.append((parts.normalized, now, csn))
            pending.remember(parts, now, founded=False)
    if new_clusters:
        u.insert_clusters(new_clusters)
    if new_aliases:
        u.put_aliases(new_aliases)
