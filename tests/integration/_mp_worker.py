"""Worker process for `test_multiprocess.py`: one agent writing to a shared store (SQLite file or PostgreSQL).

Run as `python _mp_worker.py STORE OUT NAME SEED TXNS`. It waits for the parent's start signal, runs TXNS
transactions of 1–3 proposals over a shared pool of keys (retrying conflicts with `Memory.run`), revokes a
few of its own versions along the way, reads back with `search` and `list` now and then (only visible
versions, one per key, while the other process writes), and writes every *acknowledged* commit and
revocation to OUT as JSON. It exits non-zero if anything fails.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path
from typing import Any

import memtx

KEYS = tuple(f"item{i:02d}/status" for i in range(20))
WORDS = ("red", "green", "blue", "amber", "violet", "silver", "golden", "white")
AUTHORITIES = (0.7, 0.7, 0.7, 0.5)
ATTEMPTS = 200


def _wait_for(path: Path, limit: float = 60.0) -> None:
    deadline = time.monotonic() + limit
    while not path.exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"start signal {path} never came")
        time.sleep(0.005)


def main(argv: list[str]) -> int:
    store, out, name, seed, n_txns = argv[1], Path(argv[2]), argv[3], int(argv[4]), int(argv[5])
    rng = random.Random(seed)

    def think() -> None:
        # An agent's model call between steps: no database transaction is open here (DESIGN §11), and the
        # pause lets the other process take the write lock, so the two really interleave.
        time.sleep(rng.uniform(0.0, 0.003))

    acks: list[dict[str, Any]] = []
    revocations: list[dict[str, Any]] = []
    mem = memtx.Memory.open(store)  # a store URL: sqlite:///path or postgresql://…
    try:
        texts = [f"{name} reports that the light is {word}" for word in WORDS]
        sources = [
            mem.observe(text, owner=name, scope="shared", authority=AUTHORITIES[i % len(AUTHORITIES)], at=0.0)
            for i, text in enumerate(texts)
        ]
        (out.parent / f"{name}.ready").touch()
        _wait_for(out.parent / "go")
        offset = 0.25 if name.endswith("1") else 0.75
        for i in range(n_txns):
            keys = rng.sample(KEYS, rng.randint(1, 3))
            # Event times follow the store's progress, so both workers' facts are "newer" about as often;
            # now and then a fact arrives late with an old event time (stored as superseded, DESIGN §5).
            base = float(mem.last_csn())
            plan = []
            for key in keys:
                at = base + offset if rng.random() < 0.9 else base - 40.0 + offset
                plan.append((key, rng.randrange(len(texts)), at))
            isolation = rng.choice(["snapshot", "snapshot", "serializable"])
            also_read = rng.sample(KEYS, 3) if isolation == "serializable" else []

            def attempt(
                plan: list[tuple[str, int, float]] = plan, isolation: str = isolation, also_read: list[str] = also_read
            ) -> memtx.TxnResult:
                with mem.transaction(agent=name, isolation=isolation) as tx:
                    for key in also_read:
                        tx.read(key)
                    for key, s, at in plan:
                        tx.read(key)
                        think()
                        tx.propose(key=key, value=texts[s], evidence=texts[s], source=sources[s].id, at=at)
                assert tx.result is not None
                return tx.result

            result = mem.run(attempt, attempts=ATTEMPTS, backoff=0.001)
            think()
            assert not result.aborted
            acks.append(
                {
                    "txn_id": result.txn_id,
                    "csn": result.csn,
                    "records": [
                        {"vid": o.vid, "key": o.key, "value": texts[s], "state": o.state.value, "reason": o.reason}
                        for o, (_, s, _) in zip(result.outcomes, plan, strict=True)
                    ],
                }
            )
            if i % 10 == 9:  # read back while the other process writes: only visible versions, one per key
                hits = mem.search(f"light {rng.choice(WORDS)}", agent=name, k=50)
                keys_seen = [h.record.canonical_key for h in hits]
                if any(not h.record.state.visible for h in hits) or len(set(keys_seen)) != len(keys_seen):
                    raise SystemExit(f"search returned an invisible or a second version: {hits}")
                listed = mem.list(agent=name, limit=100).records
                if any(not r.state.visible for r in listed):
                    raise SystemExit(f"list returned an invisible version: {listed}")
            if i % 25 == 24:
                revoked = {r["vid"] for r in revocations}
                mine = [r["vid"] for a in acks for r in a["records"] if r["vid"] not in revoked]
                vid = rng.choice(mine)
                csn = mem.run(lambda vid=vid: mem.revoke(vid, agent=name, reason="worker").csn, attempts=ATTEMPTS)
                revocations.append({"vid": vid, "csn": csn, "after_txn": len(acks)})
    finally:
        mem.close()
    out.write_text(json.dumps({"worker": name, "acks": acks, "revocations": revocations}))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
