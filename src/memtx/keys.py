"""Fact keys and their canonical clusters (DESIGN §5 "Keys", "Canonical keys"), as pure functions.

Responsible for: parsing keys, normalizing them to token sets, the Jaccard rule and the prefix-filter
index terms that let storage find candidate clusters without a scan. Must not: read or write storage.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from memtx.errors import InvalidArgument
from memtx.text import tokenize

# DESIGN §5: a new key joins a cluster when subject-token AND relation-token Jaccard are each >= 0.60.
KEY_JACCARD = (3, 5)  # 0.60 as an exact fraction, so prefix lengths never suffer float rounding

# Keys are identifiers, not documents; the cap bounds the prefix-index rows one key can create.
MAX_KEY_CHARS = 512

_KEY_SEPARATORS = re.compile(r"[_\-.:/\\]+")
_NAMESPACE_SPLIT = re.compile(r"[/:]")


@dataclass(frozen=True, slots=True)
class KeyParts:
    """A parsed key: the raw text, its namespace, and its normalized subject/relation tokens."""

    raw: str
    namespace: str
    subject: tuple[str, ...]
    relation: tuple[str, ...]

    @property
    def normalized(self) -> str:
        """Exact-match form: order-preserving tokens, `subject tokens/relation tokens`."""
        return f"{' '.join(self.subject)}/{' '.join(self.relation)}"


def _key_tokens(part: str) -> tuple[str, ...]:
    return tuple(tokenize(_KEY_SEPARATORS.sub(" ", part)))


def parse_key(key: str | tuple[str, str]) -> KeyParts:
    """Parse `subject/relation` (split at the last `/`) or a `(subject, relation)` pair.

    The namespace is the part of the subject before its first `/` or `:`; a subject without either
    belongs to the default namespace `""`.
    """
    if isinstance(key, tuple):
        if len(key) != 2 or not all(isinstance(p, str) for p in key):
            raise InvalidArgument("a key pair must be (subject: str, relation: str)")
        subject, relation = key
        raw = f"{subject}/{relation}"
    elif isinstance(key, str):
        raw = key
        subject, sep, relation = key.rpartition("/")
        if not sep:
            raise InvalidArgument(f"key {key!r} must be written 'subject/relation'")
    else:
        raise InvalidArgument(f"key must be a str or a (subject, relation) pair, not {type(key).__name__}")
    if len(raw) > MAX_KEY_CHARS:
        raise InvalidArgument(f"a key may have at most {MAX_KEY_CHARS} characters, this one has {len(raw)}")
    subject_tokens, relation_tokens = _key_tokens(subject), _key_tokens(relation)
    if not subject_tokens or not relation_tokens:
        raise InvalidArgument(f"key {raw!r} needs word characters in both its subject and its relation")
    ns_parts = _NAMESPACE_SPLIT.split(subject.strip(), maxsplit=1)
    namespace = ns_parts[0].strip().casefold() if len(ns_parts) == 2 else ""
    return KeyParts(raw=raw, namespace=namespace, subject=subject_tokens, relation=relation_tokens)


def jaccard(a: Iterable[str], b: Iterable[str]) -> float:
    sa, sb = set(a), set(b)
    if not sa and not sb:
        return 1.0
    return len(sa & sb) / len(sa | sb)


def meets_key_threshold(a: Iterable[str], b: Iterable[str]) -> bool:
    """|A∩B| / |A∪B| >= 3/5, evaluated in integers."""
    sa, sb = set(a), set(b)
    num, den = KEY_JACCARD
    return den * len(sa & sb) >= num * len(sa | sb)


def prefix_tokens(tokens: Sequence[str]) -> tuple[str, ...]:
    """Prefix-filter terms: any set with Jaccard >= 0.6 against `tokens` shares one of these with the
    other set's own prefix (both under the same global token order — lexicographic here).

    If J(A,B) >= t then |A∩B| >= t·|A|, so A's smallest |A| - ceil(t·|A|) + 1 tokens must meet B.
    """
    ordered = sorted(set(tokens))
    num, den = KEY_JACCARD
    overlap_needed = -(-num * len(ordered) // den)  # ceil(0.6 * n)
    return tuple(ordered[: len(ordered) - overlap_needed + 1])


@dataclass(frozen=True, slots=True)
class Cluster:
    """A canonical cluster as stored: its id (the founding key's normalized form) and token sets."""

    ckey: str
    namespace: str
    subject: tuple[str, ...]
    relation: tuple[str, ...]


def choose_cluster(parts: KeyParts, candidates: Iterable[Cluster]) -> Cluster | None:
    """Deterministically pick the cluster `parts` joins, among candidates from the prefix index.

    Only clusters of the same namespace qualify. Both Jaccards must reach the threshold; the best has
    the highest min(J_subject, J_relation),
    then the highest sum, then the smallest ckey.
    """
    best: tuple[float, float, str] | None = None
    chosen: Cluster | None = None
    for cluster in candidates:
        if cluster.namespace != parts.namespace:
            continue  # namespaces partition clusters: each is judged under its own namespace's contract
        if not (
            meets_key_threshold(parts.subject, cluster.subject)
            and meets_key_threshold(parts.relation, cluster.relation)
        ):
            continue
        js, jr = jaccard(parts.subject, cluster.subject), jaccard(parts.relation, cluster.relation)
        rank = (-min(js, jr), -(js + jr), cluster.ckey)
        if best is None or rank < best:
            best, chosen = rank, cluster
    return chosen
