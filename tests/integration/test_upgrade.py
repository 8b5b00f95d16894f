"""A store written by the last landed release (schema v4, commit 057038c) opens under this code: the v5
migration computes A's digests, registers the tentative rows v4 staged as in flight, and the store checks
clean; the v4 writer's open transaction (its process is gone) is aborted as an orphan, revoking the tentative
row it stored; new commits work on top. Skipped where the git history is not available."""

from __future__ import annotations

import io
import shutil
import sqlite3
import subprocess
import sys
import tarfile
import textwrap
from pathlib import Path

import pytest

import memtx
from memtx.core import digests
from memtx.storage.base import SCHEMA_VERSION
from memtx.storage.sqlite import SQLiteBackend

ROOT = Path(__file__).resolve().parents[2]
V4 = "057038c"

WRITER = textwrap.dedent(
    """
    import sys
    import memtx
    mem = memtx.Memory.open(sys.argv[1])
    mem.register_agent("w")
    for r in range(3):
        with mem.transaction(agent="w") as tx:
            for i in range(5):
                text = f"Customer c{i} lives in city{r}."
                src = tx.observe(text, owner="w", scope="shared", authority=0.9, at=float(r + 1))
                tx.propose(key=f"c{i}/city", value=text[:-1], evidence=text[:-1], source=src.id, at=float(r + 1))
    mem.revoke(mem.get("c0/city", agent="w").vid, agent="w", reason="wrong")
    src = mem.observe("Customer c9 lives in Oslo.", owner="w", scope="shared", authority=0.9, at=9.0)
    tx = mem.begin(agent="w")  # left open: v4 stores its tentative row; this process then ends
    tx.propose(key="c9/city", value="Customer c9 lives in Oslo", evidence="Customer c9 lives in Oslo", source=src.id)
    print(tx.id)
    """
)


def _export_v4(into: Path, rev: str = V4) -> Path | None:
    if shutil.which("git") is None:
        return None
    done = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src/memtx"], capture_output=True, check=False)
    if done.returncode != 0:
        return None
    with tarfile.open(fileobj=io.BytesIO(done.stdout)) as tar:
        tar.extractall(into, filter="data")
    return into / "src"


def test_a_v4_store_upgrades_checks_clean_and_keeps_working(tmp_path: Path) -> None:
    old_src = _export_v4(tmp_path / "v4")
    if old_src is None:
        pytest.skip(f"git history with {V4} is not available here")
    store = tmp_path / "store.db"
    made = subprocess.run(
        [sys.executable, "-c", WRITER, str(store)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(old_src), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert made.returncode == 0, made.stderr
    orphan = int(made.stdout.strip())
    conn = sqlite3.connect(store)
    assert conn.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0] == 4
    before = dict(conn.execute("SELECT ckey, vid FROM active WHERE vid IS NOT NULL"))
    (tentative,) = conn.execute("SELECT vid FROM records WHERE state = 'tentative'").fetchone()
    conn.close()

    with memtx.Memory.open(store) as mem:  # migrates to v5..; the orphan's process is gone: aborted
        assert mem.damage == ()
        assert mem.open_transactions() == []
        assert mem.record(tentative).state is memtx.State.REVOKED
        assert mem.record(tentative).reason.startswith("txn_aborted:orphaned")
        report = mem.check()
        assert report.ok, report.violations
        assert report.stats["tentative"] == 0
        # v7 indexed the versions v4 stored: search finds the visible ones, and only those.
        hits = mem.search("customer c2 city2", agent="w", k=3)
        assert (hits[0].record.canonical_key, hits[0].record.value) == ("c2/city", "Customer c2 lives in city2")
        assert {h.record.vid for h in mem.search("city0", agent="w")} <= set(before.values())
        src = mem.observe("Customer c1 lives in Lima.", owner="w", scope="shared", authority=0.9, at=20.0)
        with mem.transaction(agent="w") as tx:
            tx.propose(key="c1/city", value="Customer c1 lives in Lima", evidence="Customer c1 lives in Lima",
                       source=src.id, at=20.0)  # fmt: skip
        assert mem.get("c1/city", agent="w").value == "Customer c1 lives in Lima"  # type: ignore[union-attr]
        assert mem.check().ok
    conn = sqlite3.connect(store)
    try:
        assert conn.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0] == SCHEMA_VERSION
        after = dict(conn.execute("SELECT ckey, vid FROM active WHERE vid IS NOT NULL"))
        stored = dict(conn.execute("SELECT bucket, d FROM adigest"))
        assert stored == digests.digest_of(conn.execute("SELECT ckey, vid FROM active").fetchall())
    finally:
        conn.close()
    assert {k: v for k, v in after.items() if k != "c1/city"} == {k: v for k, v in before.items() if k != "c1/city"}
    assert orphan > 0


V10 = "44440c0"  # the last revision at schema v10: in-flight entries in a rowid table, the full open-txn index

V10_WRITER = textwrap.dedent(
    """
    import sys
    import memtx
    mem = memtx.Memory.open(sys.argv[1])
    mem.register_agent("w")
    with mem.transaction(agent="w") as tx:
        src = tx.observe("Customer c1 lives in Oslo.", owner="w", scope="shared", authority=0.9, at=1.0)
        value = "Customer c1 lives in Oslo"
        tx.propose(key="c1/city", value=value, evidence=value, source=src.id)
    tx = mem.begin(agent="w")  # left open, two versions in flight; this process then ends
    src = tx.observe("Customer c2 lives in Rome. Customer c3 lives in Lima.", owner="w", scope="shared", at=2.0)
    for key, value in (("c2/city", "Customer c2 lives in Rome"), ("c3/city", "Customer c3 lives in Lima")):
        tx.propose(key=key, value=value, evidence=value, source=src.id, at=2.0)
    print(tx.id)
    """
)


def test_a_v10_store_keeps_its_in_flight_entries_through_the_v11_migration(tmp_path: Path) -> None:
    """v11 moves the in-flight entries into a table keyed by canonical key and makes the open-transaction index
    partial: a store left with an open transaction keeps its entries (the gate still sees them), and the
    orphan is then aborted as usual, taking them out of flight."""
    old_src = _export_v4(tmp_path / "v10", V10)
    if old_src is None:
        pytest.skip(f"git history with {V10} is not available here")
    store = tmp_path / "store.db"
    made = subprocess.run(
        [sys.executable, "-c", V10_WRITER, str(store)],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(old_src), "PATH": "/usr/bin:/bin"},
        check=False,
    )
    assert made.returncode == 0, made.stderr
    orphan = int(made.stdout.strip())
    conn = sqlite3.connect(store)
    assert conn.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0] == 10
    entries = sorted(conn.execute("SELECT txn_id, vid, ckey FROM inflight").fetchall())
    conn.close()
    assert [(t, c) for t, _, c in entries] == [(orphan, "c2/city"), (orphan, "c3/city")]

    backend = SQLiteBackend(store)  # migrates, and nothing else: the orphan is still open
    try:
        with backend.unit(write=False) as u:
            assert u.in_flight() == entries
            assert u.tentative_keys(["c1/city", "c2/city", "c3/city"]) == ["c2/city", "c3/city"]
            assert [t.id for t in u.open_txns()] == [orphan]
    finally:
        backend.close()
    with memtx.Memory.open(store) as mem:  # the orphan's process is gone: aborted
        assert mem.open_transactions() == []
        assert mem.in_flight() == {}
        assert mem.check().ok
        with mem.transaction(agent="w") as tx:
            src = tx.observe("Customer c2 lives in Kyiv.", owner="w", scope="shared", authority=0.9, at=3.0)
            tx.propose(key="c2/city", value="Customer c2 lives in Kyiv", evidence="Customer c2 lives in Kyiv",
                       source=src.id, at=3.0)  # fmt: skip
        assert mem.get("c2/city", agent="w").value == "Customer c2 lives in Kyiv"  # type: ignore[union-attr]
        report = mem.check()
        assert report.ok, report.violations
    conn = sqlite3.connect(store)
    try:
        assert conn.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0] == SCHEMA_VERSION
        plan = " ".join(str(r) for r in conn.execute("EXPLAIN QUERY PLAN SELECT id FROM txns WHERE status = 'open'"))
        assert "txns_open" in plan
    finally:
        conn.close()
