"""A SQL unit's canonical keys (DESIGN §5): key clusters, their key terms, aliases and relation synonyms.

Responsible for: those rows, with the aliases this unit read or wrote (`found_aliases`, kept by the backend
when the unit commits). Must not: cluster or resolve keys (`memtx.core.keys`, `memtx.engine.resolution`), or open or end
transactions.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from memtx.core.keys import Cluster
from memtx.storage.sql.core import SQLUnitCore
from memtx.storage.sql.rows import CLUSTER_COLUMNS, CLUSTER_COLUMNS_C, cluster_of, index_cluster_terms, json_strings


class SQLKeys(SQLUnitCore):
    """`SQLUnit`'s clusters, key terms, aliases and synonyms."""

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
    def aliases(self, normalized_keys: Sequence[str], as_of: int | None = None) -> dict[str, str]:
        return self._aliases_sent(normalized_keys, as_of)()

    def posting_sizes(self, terms: Sequence[tuple[str, str]]) -> dict[tuple[str, str], int]:
        return self._sizes_sent(terms)()

    def key_index(
        self, normalized_keys: Sequence[str], terms: Sequence[tuple[str, str]], ckeys: Sequence[str], as_of: int | None
    ) -> tuple[dict[str, str], dict[tuple[str, str], int], set[str]]:
        """(Every statement sent before any is read.)"""
        aliases, sizes = self._aliases_sent(normalized_keys, as_of), self._sizes_sent(terms)
        clusters = self._sent_in("SELECT ckey FROM clusters WHERE ckey IN ({marks})", sorted(set(ckeys)))
        return aliases(), sizes(), {r[0] for cursor in clusters for r in cursor}

    def _aliases_sent(self, normalized_keys: Sequence[str], as_of: int | None) -> Callable[[], dict[str, str]]:
        """`aliases`: its statements sent, its answer read when called."""
        found: dict[str, str] = {}
        missing: set[str] = set()
        for key in normalized_keys:
            hit = self._alias_hit(key)
            if hit is None:
                missing.add(key)
            elif as_of is None or hit[1] <= as_of:
                found[key] = hit[0]
        sent = self._sent_in("SELECT normalized, ckey, csn FROM aliases WHERE normalized IN ({marks})", sorted(missing))

        def read() -> dict[str, str]:
            for cursor in sent:
                for key, ckey, csn in cursor:
                    self.found_aliases[key] = (ckey, int(csn))
                    if as_of is None or csn <= as_of:
                        found[key] = ckey
            return found

        return read

    def _sizes_sent(self, terms: Sequence[tuple[str, str]]) -> Callable[[], dict[tuple[str, str], int]]:
        """`posting_sizes`: its statements (one a side) sent, its answer read when called."""
        found = dict.fromkeys(terms, 0)
        sql = "SELECT token, size FROM key_term_sizes WHERE token IN ({marks}) AND side = ?"
        sent = [
            (side, cursor)
            for side in sorted({side for side, _ in terms})
            for cursor in self._sent_in(sql, sorted({token for s, token in terms if s == side}), side)
        ]

        def read() -> dict[tuple[str, str], int]:
            for side, cursor in sent:
                for token, size in cursor:
                    found[(side, token)] = int(size)
            return found

        return read

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
