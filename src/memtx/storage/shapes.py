"""The values the backend contract (`memtx.storage.base`) passes that are not the model's: a row of A, what
privacy fingerprints, what a current-value read needs at once, and what a unit is about to read of the catalog.

Responsible for: these value types and their meaning. Must not: import a backend or hold behaviour.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass

from memtx.core.frozen import fast_init
from memtx.core.model import Record, Scope


@fast_init
@dataclass(frozen=True, slots=True)
class ActiveEntry:
    """One row of A. `vid is None` is a tombstone: the key had a winner once and has none now; the
    row keeps `changed_csn`, the csn of the last change, which the stale-write check compares."""

    ckey: str
    vid: int | None
    changed_csn: int
    changed_by: int  # transaction id of the last change


@fast_init
@dataclass(frozen=True, slots=True)
class PrivateText:
    """A private record (`item = "r:<vid>"`) or source (`"s:<id>"`) to fingerprint (`memtx.core.flow`)."""

    item: str
    owner: str
    scope: Scope
    principals: tuple[str, ...]  # who may read it: the owner and its listed readers
    hashes: frozenset[int]
    sampled: bool  # `hashes` is the content-defined sample of a long text (`memtx.core.flow`)


@dataclass(frozen=True, slots=True)
class PrivateMeta:
    item: str
    owner: str
    scope: Scope  # private, or what its owner declassified it to
    size: int  # how many hashes it has indexed
    sampled: bool


@fast_init
@dataclass(frozen=True, slots=True)
class VisibleLookup:
    """What a current-value read needs, from one consistent read (`Backend.lookup_visible`).

    `resolved` is False when the alias is unknown (the caller then resolves the key through the index);
    otherwise `record` is A's version for the key (None: no visible version), with whether a revocation of
    it is pending, the logical clock, and the teams of the reader and of the record's owner (None:
    unregistered) for the permission rule."""

    resolved: bool
    record: Record | None = None
    pending: bool = False
    now: float = float("-inf")
    reader_team: str | None = None
    owner_team: str | None = None


@dataclass(frozen=True, slots=True)
class Ahead:
    """What a unit is about to read of the catalog (`Catalog.read_ahead`): agents' registrations, namespaces'
    grants and relation synonyms, sources' ranks, whether principals have fingerprints, and the logical clock."""

    agents: Collection[str] = ()
    namespaces: Collection[str] = ()
    sources: Collection[str] = ()
    fingerprints: Collection[str] = ()
    clock: bool = False
