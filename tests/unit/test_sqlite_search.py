"""`storage.sqlite.search.DocCounts`: remembered counts decide `lexical.informative` exactly as fresh counts do,
while the index grows past the thresholds (CHEAP_POSTINGS, half the index)."""

from __future__ import annotations

import random
import sqlite3
from collections import Counter

from memtx.core import lexical
from memtx.storage.schema import MIGRATIONS, SEARCH_VERSION
from memtx.storage.sqlite.search import DocCounts, index_search


def _store() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE meta (name TEXT PRIMARY KEY, ival INTEGER, fval REAL)")
    for statement in MIGRATIONS[SEARCH_VERSION - 1]:  # the schema's own search statements
        conn.execute(statement)
    return conn


def test_remembered_counts_decide_like_fresh_counts() -> None:
    rng = random.Random(3)
    conn = _store()
    remembered = DocCounts()
    exact: Counter[str] = Counter()
    docs = 0
    # "common" ends in every version, "often" in 60% of them, "half" in 50%, "rare" in 1%, "w<i>" once each.
    words = {"common": 1.0, "often": 0.6, "half": 0.5, "rare": 0.01}
    queries = [
        ["early", "rare"], ["common"], ["common", "often"], ["half", "common"], ["rare", "common"],
        ["w7", "common"], ["nothere"], ["nothere", "common"], ["often", "half"], ["early", "common"],
    ]  # fmt: skip
    vid = 0
    for _ in range(40):
        batch = []
        for _ in range(rng.randint(1, 90)):
            vid += 1
            # "early" is in the first 700 versions only: its share falls from all to under half.
            early = ["early"] if vid <= 700 else []
            value = " ".join([w for w, p in words.items() if rng.random() < p] + early + [f"w{vid}"])
            batch.append((vid, "k/v", value))
            exact.update(set(lexical.document("k/v", value)))
        index_search(conn, batch)
        docs += len(batch)
        for query in rng.sample(queries, len(queries)):  # a fresh order: counts are remembered from any query
            tokens = lexical.query(" ".join(query))
            assert remembered.looked_up(conn, tokens) == lexical.informative(tokens, exact, docs), (docs, query)
            assert DocCounts().looked_up(conn, tokens) == lexical.informative(tokens, exact, docs), (docs, query)
    assert docs > 2 * 700  # the run crossed every threshold, "early" included
    assert exact[lexical.token("common")] == docs
