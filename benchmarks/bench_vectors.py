"""Dense top-k: sqlite-vec's `vec0` KNN against the brute-force cosine memtx uses (`retrieval.DenseCache`).

    pip install apsw sqlite-vec numpy      # apsw: the stdlib sqlite3 here cannot load extensions
    python benchmarks/bench_vectors.py [--sizes 10000,100000] [--dim 384] [--rounds 50]

Both arms answer the same random unit queries over the same random unit vectors (float32), top 16 (what a
k=8 search asks the dense arm for), interleaved round by round; medians. The brute-force arm is the
in-memory matrix product `DenseCache.top` does; the vec0 arm is one `SELECT ... WHERE embedding MATCH ? AND
k = 16` on an in-memory SQLite database through apsw (the stdlib `sqlite3` of this Python is built without
`enable_load_extension`, so memtx's SQLite backend cannot load sqlite-vec at all). Prints; asserts nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

K = 16


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--dim", type=int, default=384)
    parser.add_argument("--rounds", type=int, default=50)
    args = parser.parse_args()
    try:
        import apsw  # noqa: PLC0415
        import numpy as np  # noqa: PLC0415
        import sqlite_vec  # noqa: PLC0415
    except ImportError as exc:
        print(f"skipped: {exc} (pip install apsw sqlite-vec numpy)")
        return 0
    rng = np.random.default_rng(0)
    order = random.Random(0)
    print(f"sqlite-vec {sqlite_vec.__version__ if hasattr(sqlite_vec, '__version__') else ''}, dim {args.dim}, top {K}")
    for n in (int(x) for x in args.sizes.split(",")):
        matrix = rng.standard_normal((n, args.dim)).astype(np.float32)
        matrix /= np.linalg.norm(matrix, axis=1, keepdims=True)
        conn = apsw.Connection(":memory:")
        conn.enable_load_extension(True)
        conn.load_extension(sqlite_vec.loadable_path())
        conn.execute(f"CREATE VIRTUAL TABLE v USING vec0(embedding float[{args.dim}] distance_metric=cosine)")
        with conn:
            conn.executemany(
                "INSERT INTO v (rowid, embedding) VALUES (?, ?)", ((i + 1, matrix[i].tobytes()) for i in range(n))
            )
        samples: dict[str, list[float]] = {"brute force (numpy)": [], "sqlite-vec vec0": []}
        agree = 0
        for _ in range(args.rounds):
            q = rng.standard_normal(args.dim).astype(np.float32)
            q /= np.linalg.norm(q)
            results: dict[str, list[int]] = {}
            for arm in order.sample(list(samples), len(samples)):
                start = time.perf_counter()
                if arm.startswith("brute"):
                    raw = matrix @ q
                    pick = np.argpartition(-raw, K)[:K]
                    ids = [int(i) + 1 for i in pick[np.argsort(-raw[pick])]]
                else:
                    ids = [
                        int(r[0])
                        for r in conn.execute(
                            "SELECT rowid FROM v WHERE embedding MATCH ? AND k = ? ORDER BY distance", (q.tobytes(), K)
                        )
                    ]
                samples[arm].append(time.perf_counter() - start)
                results[arm] = ids
            agree += set(results["brute force (numpy)"]) == set(results["sqlite-vec vec0"])
        brute = statistics.median(samples["brute force (numpy)"])
        vec = statistics.median(samples["sqlite-vec vec0"])
        print(
            f"  {n:>9,} vectors: brute force {brute * 1e3:8.3f} ms, vec0 {vec * 1e3:8.3f} ms "
            f"(vec0 / brute force {vec / brute:5.2f}x); same top {K} in {agree}/{args.rounds} queries"
        )
        conn.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
