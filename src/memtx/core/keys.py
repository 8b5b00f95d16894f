"""Fact keys and their canonical clusters (DESIGN §5 "Keys", "Canonical keys"), as pure functions.

Responsible for: parsing keys, normalizing them to token sets, the join rule (Jaccard plus "no silent
entity merges") and the index terms that let storage find candidate clusters without a scan. Must not:
read or write storage.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from functools import lru_cache

from memtx.core.errors import InvalidArgument
from memtx.core.text import normalize, tokenize_normalized

# DESIGN §5: a new key joins a cluster when subject-token AND relation-token Jaccard are each >= 0.60.
KEY_JACCARD = (3, 5)  # 0.60 as an exact fraction, so the boundary never suffers float rounding

# Keys are identifiers, not documents; the cap bounds the index rows one key can create.
MAX_KEY_CHARS = 512


# DESIGN §5 (no silent entity merges): the tokens two keys may differ in and still join. Function words
# carry no identity ("The Call of the Wild" vs "Call of the Wild"); generic modifiers name the usual
# slot of an entity, not another entity ("home city" vs "city" is one slot for one person). Everything
# else — names, numbers ("2004", "ii"), any other content word — identifies, and a difference in it keeps
# two keys apart however high their Jaccard is.
def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


FUNCTION_WORDS = (
    _words("a an the of for to in on at by from with and or")  # English
    | _words("de del la el los las un una unos unas y o en por para con al")  # Spanish
    | _words("的 之")  # Chinese
)
GENERIC_MODIFIERS = _words("current primary main home usual preferred default present actual official")
NON_IDENTIFYING = FUNCTION_WORDS | GENERIC_MODIFIERS

# The index entry of a cluster whose key has no identifying token at all (every such key can only join
# another such key, so they share one posting).
NO_IDENTITY = ("*", "")

_KEY_SEPARATORS = re.compile(r"[_\-.:/\\]+")
_NAMESPACE_SPLIT = re.compile(r"[/:]")


@dataclass(frozen=True, slots=True)
class KeyParts:
    """A parsed key: the raw text, its namespace, and its normalized subject/relation tokens."""

    raw: str
    namespace: str
    subject: tuple[str, ...]
    relation: tuple[str, ...]
    # Exact-match form (an alias's identity): order-preserving tokens, `subject tokens/relation tokens`,
    # prefixed by `namespace:` outside the default namespace — so `hr:alice/title` and `hr_alice/title` are
    # different aliases (DESIGN §5, amended). Derived once, at construction.
    normalized: str = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        body = f"{' '.join(self.subject)}/{' '.join(self.relation)}"
        object.__setattr__(self, "normalized", f"{self.namespace}:{body}" if self.namespace else body)


# (Subjects and relations recur across a batch's keys; the memo changes nothing but speed.) A miss tokenizes
# without the value tokenizer's own memo: a key part already has this one, and a part read once — a `get` of
# one of a million keys — would only push out a value that a commit is about to tokenize again.
@lru_cache(maxsize=65_536)
def _key_tokens(part: str) -> tuple[str, ...]:
    return tuple(tokenize_normalized(normalize(_KEY_SEPARATORS.sub(" ", part))))


def parse_key(key: str | tuple[str, str]) -> KeyParts:
    """Parse `subject/relation` (split at the last `/`) or a `(subject, relation)` pair.

    The namespace is the part of the subject before its first `/` or `:`; a subject without either
    belongs to the default namespace `""`.
    """
    if type(key) is str or (type(key) is tuple and len(key) == 2 and type(key[0]) is str and type(key[1]) is str):
        return _parsed_key(key)
    return _parse_key(key)


@lru_cache(maxsize=16_384)  # (a key recurs: a batch's later versions, every read of it; KeyParts is immutable)
def _parsed_key(key: str | tuple[str, str]) -> KeyParts:
    return _parse_key(key)


def _parse_key(key: str | tuple[str, str]) -> KeyParts:
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
    _no_surrogates(raw)
    subject_tokens, relation_tokens = _key_tokens(subject), _key_tokens(relation)
    if not subject_tokens or not relation_tokens:
        raise InvalidArgument(f"key {raw!r} needs word characters in both its subject and its relation")
    ns_parts = _NAMESPACE_SPLIT.split(subject.strip(), maxsplit=1)
    namespace = ns_parts[0].strip().casefold() if len(ns_parts) == 2 else ""
    return KeyParts(raw=raw, namespace=namespace, subject=subject_tokens, relation=relation_tokens)


def _no_surrogates(raw: str) -> None:
    try:
        raw.encode("utf-8")
    except UnicodeEncodeError:
        raise InvalidArgument("a key may not contain a lone UTF-16 surrogate") from None


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


def identifying(tokens: Iterable[str]) -> frozenset[str]:
    """The tokens of a key side that name *which* entity or slot it is (DESIGN §5, amended)."""
    return frozenset(tokens).difference(NON_IDENTIFYING)


def same_identity(a: Iterable[str], b: Iterable[str]) -> bool:
    """Whether every token in which two key sides differ is non-identifying."""
    return not identifying(set(a) ^ set(b))


@dataclass(frozen=True, slots=True)
class Cluster:
    """A canonical cluster as stored: its id (the founding key's normalized form), its token sets, and
    the csn of the commit that founded it (DESIGN §5: it exists for others from that csn on)."""

    ckey: str
    namespace: str
    subject: tuple[str, ...]
    relation: tuple[str, ...]
    csn: int = 0


def index_terms(subject: Iterable[str], relation: Iterable[str]) -> tuple[tuple[str, str], ...]:
    """The `(side, token)` entries a cluster is indexed under: every identifying token of each side
    (side "s" or "r"), or `NO_IDENTITY` when it has none.

    Exactness: a key may join a cluster only if the two differ in non-identifying tokens alone, so the
    cluster contains *every* identifying token of the key. Probing any one of the key's identifying
    tokens — the rarest — therefore finds every cluster it may join, whatever order or frequencies the
    tokens have; and a key with no identifying token may join only clusters that have none either.
    """
    return _index_terms(tuple(subject), tuple(relation))


# (A batch asks for one key's terms several times: to prefetch, probe, remember and settle it; a tuple of
# tuples, so sharing a memoized one is safe.)
@lru_cache(maxsize=65_536)
def _index_terms(subject: tuple[str, ...], relation: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
    terms = [("s", t) for t in sorted(identifying(subject))] + [("r", t) for t in sorted(identifying(relation))]
    return tuple(terms) if terms else (NO_IDENTITY,)


def probe_term(parts: KeyParts, posting_size: Callable[[str, str], int]) -> tuple[str, str]:
    """The one index entry to probe for `parts`: its rarest term (ties: side, then token)."""
    terms = index_terms(parts.subject, parts.relation)
    best = terms[0]
    if len(terms) > 1:
        least = posting_size(*best)
        for term in terms[1:]:
            size = posting_size(*term)
            if size < least or (size == least and term < best):
                best, least = term, size
    return best


def may_join(parts: KeyParts, cluster: Cluster) -> bool:
    """DESIGN §5: same namespace, both Jaccards >= 0.60, and no identifying token differs."""
    return (
        cluster.namespace == parts.namespace
        and meets_key_threshold(parts.subject, cluster.subject)
        and meets_key_threshold(parts.relation, cluster.relation)
        and same_identity(parts.subject, cluster.subject)
        and same_identity(parts.relation, cluster.relation)
    )


def choose_cluster(parts: KeyParts, candidates: Iterable[Cluster]) -> Cluster | None:
    """Deterministically pick the cluster `parts` joins among `candidates` (from the index).

    Only clusters `parts` may join qualify; the best has the highest min(J_subject, J_relation), then the
    highest sum, then the smallest ckey. Keys are compared against a cluster's founding key only, so
    clusters never drift by chaining.
    """
    best: tuple[float, float, str] | None = None
    chosen: Cluster | None = None
    for cluster in candidates:
        if not may_join(parts, cluster):
            continue
        js, jr = jaccard(parts.subject, cluster.subject), jaccard(parts.relation, cluster.relation)
        rank = (-min(js, jr), -(js + jr), cluster.ckey)
        if best is None or rank < best:
            best, chosen = rank, cluster
    return chosen


@dataclass(slots=True)
class KeyOverlay:
    """A transaction's own key resolutions before it commits (DESIGN §5, amended): the aliases it wrote
    and the clusters it founded, visible to that transaction only. Nothing reaches the store's key index
    before commit, so an aborted transaction leaves no trace on key resolution. Its foundings are indexed
    like the store's (`index_terms`), so a batch of thousands of new keys stays linear."""

    aliases: dict[str, str]
    clusters: dict[str, Cluster]
    terms: dict[tuple[str, str], list[str]]

    @classmethod
    def empty(cls) -> KeyOverlay:
        return cls({}, {}, {})

    @classmethod
    def of(cls, clusters: Iterable[Cluster]) -> KeyOverlay:
        """An overlay of foundings only (no aliases): what a read that resolved through them depended on."""
        overlay = cls.empty()
        for cluster in clusters:
            overlay.clusters[cluster.ckey] = cluster
            for term in index_terms(cluster.subject, cluster.relation):
                overlay.terms.setdefault(term, []).append(cluster.ckey)
        return overlay

    def copy(self) -> KeyOverlay:
        return KeyOverlay(dict(self.aliases), dict(self.clusters), {t: list(c) for t, c in self.terms.items()})

    def candidates(self, parts: KeyParts) -> list[Cluster]:
        """The founded clusters `parts` may join: those indexed under its rarest term here (exact, as in
        storage: a joinable cluster contains every identifying token of the key)."""
        if not self.terms:
            return []
        term = probe_term(parts, lambda side, token: len(self.terms.get((side, token), ())))
        return [self.clusters[c] for c in self.terms.get(term, ())]

    def remember(self, parts: KeyParts, ckey: str, *, founded: bool) -> None:
        self.aliases[parts.normalized] = ckey
        if founded:
            self.clusters[ckey] = Cluster(ckey, parts.namespace, parts.subject, parts.relation)
            for term in index_terms(parts.subject, parts.relation):
                self.terms.setdefault(term, []).append(ckey)


def founding_ckey(parts: KeyParts, taken: Callable[[str], bool]) -> str:
    """The id of a cluster founded by `parts`: its normalized form, suffixed `#n` in the rare case that
    id is already used by another cluster (stores migrated from the namespace-blind alias form)."""
    ckey, n = parts.normalized, 1
    while taken(ckey):
        n += 1
        ckey = f"{parts.normalized}#{n}"
    return ckey
