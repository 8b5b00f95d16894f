"""Two OS processes write to one store at once (DESIGN §11: "safe with several processes on one file", and
with several hosts on one PostgreSQL database): the same workload on SQLite and on PostgreSQL.

Each worker (`_mp_worker.py`) runs a few hundred transactions over overlapping keys and reports what it was
told was committed. Afterwards nothing acknowledged may be missing or changed, csns are unique and ordered,
I(S) holds, and every key has at most one visible version — the one `Memory.get` returns.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import memtx
from conftest import audit_history, postgres_schema, postgres_schema_url, with_postgres_schema
from memtx.core.model import State

WORKER = Path(__file__).with_name("_mp_worker.py")
WORKERS = ("w1", "w2")
TXNS = 300
KEYS = tuple(f"item{i:02d}/status" for i in range(20))  # the worker's pool


def _run_workers(tmp_path: Path, store: str) -> dict[str, dict[str, Any]]:
    procs = {
        name: subprocess.Popen(
            [sys.executable, str(WORKER), store, str(tmp_path / f"{name}.json"), name, str(seed), str(TXNS)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for seed, name in enumerate(WORKERS, start=1)
    }
    try:
        # Release both workers together once each has opened the store, so their transactions interleave.
        deadline = time.monotonic() + 60
        while not all((tmp_path / f"{n}.ready").exists() for n in WORKERS):
            assert all(p.poll() is None for p in procs.values()), "a worker died before starting"
            assert time.monotonic() < deadline, "workers never became ready"
            time.sleep(0.01)
        (tmp_path / "go").touch()
        outputs = {name: p.communicate(timeout=240) for name, p in procs.items()}
    finally:
        for p in procs.values():
            if p.poll() is None:
                p.kill()
                p.communicate()
    for name, p in procs.items():
        assert p.returncode == 0, f"worker {name} failed:\n{outputs[name][1]}"
    return {name: json.loads((tmp_path / f"{name}.json").read_text()) for name in WORKERS}


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def run(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[str, dict[str, dict[str, Any]]]]:
    tmp_path = tmp_path_factory.mktemp("mp")
    postgres = request.param == "postgres"
    store = postgres_schema_url(postgres_schema(tmp_path)) if postgres else f"sqlite:///{tmp_path / 'shared.db'}"
    for _ in with_postgres_schema(None, postgres, tmp_path):
        with memtx.Memory.open(store) as mem:
            mem.register_agent("auditor")
        yield store, _run_workers(tmp_path, store)


@pytest.fixture
def shared(run: tuple[str, dict[str, dict[str, Any]]]) -> Iterator[memtx.Memory]:
    """A fresh handle on the store the workers wrote (this module's stand-in for conftest's `mem`)."""
    with memtx.Memory.open(run[0]) as handle:
        yield handle


def test_every_transaction_was_acknowledged(run: tuple[str, dict[str, dict[str, Any]]]) -> None:
    _, reports = run
    for name in WORKERS:
        assert len(reports[name]["acks"]) == TXNS
        assert len(reports[name]["revocations"]) == TXNS // 25


def test_no_acknowledged_commit_is_lost(shared: memtx.Memory, run: tuple[str, dict[str, dict[str, Any]]]) -> None:
    _, reports = run
    revoked = {r["vid"] for rep in reports.values() for r in rep["revocations"]}
    with shared.store_context.unit(write=False) as u:
        committed_events = {
            (e.vid, e.txn_id, e.csn)
            for e in u.iter_events()
            if e.kind == "transition" and e.to_state is State.COMMITTED
        }
        txns = {a["txn_id"]: u.get_txn(a["txn_id"]) for rep in reports.values() for a in rep["acks"]}
    seen_vids: set[int] = set()
    for name, rep in reports.items():
        for ack in rep["acks"]:
            header = txns[ack["txn_id"]]
            assert header is not None
            assert (header.agent, header.status.value, header.csn) == (name, "committed", ack["csn"])
            for told in ack["records"]:
                vid = told["vid"]
                assert vid not in seen_vids
                seen_vids.add(vid)
                record = shared.record(vid)
                assert (record.key, record.value, record.writer, record.txn_id) == (
                    told["key"],
                    told["value"],
                    name,
                    ack["txn_id"],
                )
                acked, now = State(told["state"]), record.state
                if vid in revoked:
                    assert now is State.REVOKED
                    continue
                assert now is not State.REVOKED, (vid, told)
                if acked is State.COMMITTED:
                    # durable: the journal holds the commit the worker was told about
                    assert (vid, ack["txn_id"], ack["csn"]) in committed_events
                    assert now in (State.COMMITTED, State.SUPERSEDED), (vid, told, now)
                elif acked is State.SUPERSEDED:
                    assert now in (State.SUPERSEDED, State.COMMITTED), (vid, told, now)  # may be reinstated
                else:
                    assert acked is State.QUARANTINED, told
                    assert now is State.QUARANTINED, (vid, told, now)


def test_the_workload_exercised_every_outcome(run: tuple[str, dict[str, dict[str, Any]]]) -> None:
    _, reports = run
    states = Counter(r["state"] for rep in reports.values() for a in rep["acks"] for r in a["records"])
    assert states["committed"] > 0
    assert states["superseded"] > 0
    assert states["quarantined"] > 0


def test_csns_are_unique_and_ordered(run: tuple[str, dict[str, dict[str, Any]]]) -> None:
    _, reports = run
    everyone: list[int] = []
    for rep in reports.values():
        # In the order this process saw them acknowledged: commits and revocations interleaved.
        mine: list[tuple[int, int]] = [(i, a["csn"]) for i, a in enumerate(rep["acks"], start=1)]
        mine += [(r["after_txn"], r["csn"]) for r in rep["revocations"]]
        mine.sort(key=lambda item: item[0])  # a revocation follows the commit it was made after
        csns = [c for _, c in mine]
        assert all(c is not None for c in csns)
        assert csns == sorted(csns)
        assert len(set(csns)) == len(csns)
        everyone += csns
    assert len(set(everyone)) == len(everyone)


def test_store_invariants_hold(shared: memtx.Memory) -> None:
    report = shared.check()
    assert report.ok, report.violations
    assert report.stats["tentative"] == 0
    assert report.stats["pending_revocations"] == 0


def test_one_visible_version_per_key_and_it_is_what_get_returns(
    shared: memtx.Memory, run: tuple[str, dict[str, dict[str, Any]]]
) -> None:
    _, reports = run
    touched = {r["key"] for rep in reports.values() for a in rep["acks"] for r in a["records"]}
    assert touched <= set(KEYS)
    for key in sorted(touched):
        history = audit_history(shared, key)
        visible = [r for r in history if r.state.visible]
        got = shared.get(key, agent="auditor")
        assert len(visible) <= 1, (key, visible)
        assert [r.vid for r in visible] == ([got.vid] if got else [])
        if not visible:
            # a key loses its winner only when a revocation left nothing valid to reinstate
            assert any(r.state is State.REVOKED for r in history), key


def test_search_and_list_show_exactly_the_visible_versions(shared: memtx.Memory) -> None:
    """After both writers, the read side agrees with A: every visible version, nothing else (DESIGN §12)."""
    visible = {r.vid for key in KEYS for r in audit_history(shared, key) if r.state.visible}
    assert visible
    hits = shared.search("the light is", agent="auditor", k=1000)
    assert {h.record.vid for h in hits} == visible
    assert sorted(r.vid for r in shared.list(agent="auditor", limit=1000)) == sorted(visible)
