"""SQLite's search index (DESIGN §12): the FTS5 table `search` over every stored version, which query
tokens a search looks up, and their ranking by `memtx.core.lexical.bm25`.

Responsible for: indexing versions (`index_search`, in the unit that stores them), the count of indexed
versions (`meta.search_docs`), `DocCounts` — this connection's knowledge of how many versions contain a
token, which decides `memtx.core.lexical.informative` exactly without a per-commit table of counts — and
`search_rows`. Must not: filter by visibility itself (the query joins A) or rank by another formula.

Ranking. FTS5's `bm25()` of a one-token query is −IDF_fts(t) × the token's term-frequency part, with
FTS5's IDF (floored at 1e-6). Scaled by `lexical.idf(t) / IDF_fts(t)` — both known from the token's exact
count — it is the token's term of `lexical.bm25`, so FTS5 still finds the postings and computes lengths and
frequencies, and the sum over the query's tokens is the score every backend gives.

Why no table of counts: keeping one exact would write a row per distinct token of every new version, on
pages spread over a B-tree (≈ 8% of a commit, measured). Instead a count is taken when a query needs it —
a probe of at most `CHEAP_POSTINGS + 1` postings, or for a frequent token FTS5's own count
(`search_vocab`) — and remembered with the index size it was taken at. Versions never leave the index, so
a count taken at size N0 bounds the count at any later size N: it is at least what it was and at most that
plus N − N0. Those bounds settle most later decisions without looking again, and exactly. The one exception
is an erasure (DESIGN §10), which removes versions: the index shrinks, and a count remembered at a larger size
is taken again. (An erasure followed by exactly as many new versions before this connection's next search
leaves a remembered count that may be too high: a ranking nuance of the erased terms only, until the index
grows past it.)
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Final

from memtx.core import lexical
from memtx.storage.sql.rows import search_joins

# How many tokens' counts a connection remembers; past it the memory starts afresh (it is only a cache).
_REMEMBERED: Final = 65_536
_KEEP, _SKIP, _ABSENT = "keep", "skip", "absent"


def index_rows(conn: sqlite3.Connection, rows: Iterable[tuple[int, str, str]]) -> int:
    """Index versions `(vid, key, value)` for search (the terms are `memtx.core.lexical`'s); returns how many.
    The caller adds them to `meta.search_docs` in the same transaction."""
    docs = [(vid, " ".join(lexical.document(key, value))) for vid, key, value in rows]
    if docs:
        conn.executemany("INSERT INTO search (rowid, terms) VALUES (?, ?)", docs)
    return len(docs)


def index_search(conn: sqlite3.Connection, rows: Iterable[tuple[int, str, str]]) -> None:
    """Index versions `(vid, key, value)` for search and count them in `meta.search_docs`."""
    indexed = index_rows(conn, rows)
    if indexed:
        conn.execute("UPDATE meta SET ival = ival + ? WHERE name = 'search_docs'", (indexed,))


def reindex_search(conn: sqlite3.Connection) -> None:
    """Schema v7's data step: index every version already stored."""
    index_search(conn, conn.execute("SELECT vid, key, value FROM records ORDER BY vid").fetchall())


def indexed_count(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT ival FROM meta WHERE name = 'search_docs'").fetchone()[0])


class DocCounts:
    """What one connection has counted: token -> (versions containing it, index size then)."""

    def __init__(self) -> None:
        self._seen: dict[str, tuple[int, int]] = {}

    def looked_up(self, conn: sqlite3.Connection, tokens: Sequence[str]) -> list[str]:
        """`lexical.informative(tokens, <exact counts>, <index size>)`, read in the caller's transaction."""
        docs = indexed_count(conn)
        order = list(dict.fromkeys(tokens))
        decided = {t: self._decide(conn, t, docs) for t in order}
        keep = [t for t in order if decided[t] == _KEEP]
        skipped = [t for t in order if decided[t] == _SKIP]
        if keep or not skipped:
            return keep
        exact = {t: self.count(conn, t, docs) for t in skipped}
        return [min(skipped, key=exact.__getitem__)]  # the first of the rarest, as `informative` picks

    def count(self, conn: sqlite3.Connection, token: str, docs: int) -> int:
        """The exact number of the `docs` indexed versions that contain `token` (remembered while the
        index holds `docs`)."""
        known = self._seen.get(token)
        if known is not None and known[1] == docs:
            return known[0]
        return self._count(conn, token, docs)

    def _decide(self, conn: sqlite3.Connection, token: str, docs: int) -> str:
        known = self._seen.get(token)
        if known is not None and known[1] > docs:  # an erasure took versions out (DESIGN §10): count again
            known = None
        if known is not None:
            low, then = known
            high = low + (docs - then)  # each version indexed since adds at most one
            if low > 0 and (high <= lexical.CHEAP_POSTINGS or 2 * high < docs):
                return _KEEP
            if low > lexical.CHEAP_POSTINGS and 2 * low >= docs:
                return _SKIP
        count = self._count(conn, token, docs)
        if count == 0:
            return _ABSENT
        return _KEEP if count <= lexical.CHEAP_POSTINGS or 2 * count < docs else _SKIP

    def _count(self, conn: sqlite3.Connection, token: str, docs: int) -> int:
        """The exact number of indexed versions containing `token`: a bounded probe, and only past
        `CHEAP_POSTINGS` FTS5's own count of the token's postings."""
        probe = conn.execute(
            "SELECT count(*) FROM (SELECT 1 FROM search WHERE search MATCH ? LIMIT ?)",
            (f'"{token}"', lexical.CHEAP_POSTINGS + 1),
        ).fetchone()[0]
        count = int(probe)
        if count > lexical.CHEAP_POSTINGS:
            row = conn.execute("SELECT doc FROM search_vocab WHERE term = ?", (token,)).fetchone()
            count = int(row[0]) if row else 0
        if len(self._seen) >= _REMEMBERED:
            self._seen.clear()
        self._seen[token] = (count, docs)
        return count


def search_rows(
    conn: sqlite3.Connection,
    counts: DocCounts,
    tokens: Sequence[str],
    *,
    visible: bool,
    limit: int,
    user: str | None = None,
) -> list[tuple[int, float]]:
    """`Unit.search` on SQLite: `lexical.bm25` over the informative tokens (FTS5's `bm25()` of each token,
    rescaled to `lexical.idf`; the module docstring says why that is exact), joined to A when `visible`, and
    to the versions' sources when only `user`'s are wanted (DESIGN §12 per-user reads)."""
    if not tokens or limit <= 0:
        return []
    wanted = counts.looked_up(conn, tokens)
    if not wanted:
        return []
    docs = indexed_count(conn)
    scales = [_rescale(docs, counts.count(conn, t, docs)) for t in wanted]
    # A's version: two primary-key lookups (the version's key, then A's row for it), no index on A by vid.
    mine = () if user is None else (user,)
    if len(wanted) == 1:  # FTS5 ranks and stops at `limit` itself: the scale is one positive factor
        join = search_joins("search.rowid", visible=visible, user=user)
        rows = conn.execute(
            f"SELECT search.rowid, bm25(search) * ? FROM search {join}WHERE search MATCH ? "
            "ORDER BY bm25(search), search.rowid DESC LIMIT ?",
            (scales[0], *mine, f'"{wanted[0]}"', limit),
        )
        return [(int(vid), -float(score)) for vid, score in rows]
    # `lexical.token`s: never a quote inside.
    each = " UNION ALL ".join(
        "SELECT rowid AS vid, bm25(search) * ? AS s FROM search WHERE search MATCH ?" for _ in wanted
    )
    join = search_joins("h.vid", visible=visible, user=user)
    params: list[object] = [p for scale, t in zip(scales, wanted, strict=True) for p in (scale, f'"{t}"')]
    rows = conn.execute(
        f"SELECT h.vid, sum(h.s) AS score FROM ({each}) AS h {join}GROUP BY h.vid ORDER BY score, h.vid DESC LIMIT ?",
        (*params, *mine, limit),
    )
    return [(int(vid), -float(score)) for vid, score in rows]


def _rescale(docs: int, containing: int) -> float:
    """`lexical.idf` over FTS5's IDF of a token `containing` of `docs` versions hold (FTS5's `bm25`:
    log((N − n + 0.5) / (n + 0.5)), and 1e-6 where that is not positive)."""
    fts5 = math.log((docs - containing + 0.5) / (containing + 0.5))
    return lexical.idf(docs, containing) / (fts5 if fts5 > 0 else 1e-6)
