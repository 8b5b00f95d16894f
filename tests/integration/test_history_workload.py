"""The list-append workload (`memtx.tooling.verify.workload`, docs/concurrency.md) against one SQLite file: several
spawned processes run random read/append transactions at once; the recorded history must show no anomaly the
isolation forbids — none at all at serializable, at most write skew (G2-item) at snapshot, the default."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

import memtx
from conftest import postgres_schema, postgres_schema_url, with_postgres_schema
from memtx.cli.commands import cli
from memtx.tooling.verify.history import Append, Read, Txn, check, parse_lines
from memtx.tooling.verify.workload import ELEMENT_BASE, figures, run

PROCESSES = 4
TXNS = 50


def _run(tmp_path: Path, isolation: str) -> tuple[Path, list[Txn]]:
    store = tmp_path / "store.db"
    path = run(
        f"sqlite:///{store}",
        processes=PROCESSES,
        txns_per_process=TXNS,
        keys=3,
        isolation=isolation,
        seed=7,
        out_dir=tmp_path / "out",
        max_writes_per_key=12,  # small: the run rotates keys too
        timeout=120,
    )
    with path.open(encoding="utf-8") as lines:
        return store, parse_lines(lines)


@pytest.fixture(scope="module")
def serializable(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Txn]]:
    return _run(tmp_path_factory.mktemp("serializable"), "serializable")


@pytest.fixture(scope="module")
def snapshot(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Txn]]:
    return _run(tmp_path_factory.mktemp("snapshot"), "snapshot")


def test_serializable_history_has_no_anomaly(serializable: tuple[Path, list[Txn]]) -> None:
    _, history = serializable
    report = check(history, "serializable")
    assert report.counts == {}, report.lines()
    assert min(report.edges.values()) > 0  # a real dependency graph: ww, wr and rw edges


def test_snapshot_history_shows_nothing_snapshot_forbids(snapshot: tuple[Path, list[Txn]]) -> None:
    _, history = snapshot
    report = check(history, "snapshot")
    assert report.valid, report.lines()
    assert set(report.counts) <= {"G2-item"}, report.lines()


@pytest.mark.parametrize("which", ["serializable", "snapshot"])
def test_every_transaction_is_recorded_once_with_its_outcome(which: str, request: pytest.FixtureRequest) -> None:
    store, history = request.getfixturevalue(which)
    assert len(history) == PROCESSES * TXNS
    assert [t.index for t in history] == list(range(len(history)))
    assert sorted(t.process for t in history) == sorted(p for p in range(PROCESSES) for _ in range(TXNS))
    fig = figures(history)
    assert fig["ok"] > 0
    assert fig["fail"] > 0  # the processes really contended
    assert fig["info"] == 0  # nothing failed in an unknown way
    assert fig["not_visible"] == 0  # every committed append became the key's visible version
    assert all(t.error and "TransactionConflict" in t.error for t in history if t.outcome == "fail")
    for t in history:
        assert 1 <= len(t.ops) <= 4
        assert t.start is not None
        assert t.end is not None
        assert t.start <= t.end
        for op in t.ops:
            if isinstance(op, Append):
                assert op.element // ELEMENT_BASE == t.process + 1  # unique per process
    assert len({t.ops[0].key for t in history}) > 3  # keys were rotated
    with memtx.Memory.open(f"sqlite:///{store}") as mem:
        assert mem.check().ok  # DESIGN §10's I(S) holds after the run


def test_the_checker_is_not_vacuous_on_a_recorded_history(serializable: tuple[Path, list[Txn]]) -> None:
    """Corrupting the recorded history produces the anomaly the corruption plants."""
    _, history = serializable
    read_elements = {
        e for t in history if t.outcome == "ok" for op in t.ops if isinstance(op, Read) for e in op.value or ()
    }
    writer = next(
        t
        for t in history
        if t.outcome == "ok" and any(isinstance(op, Append) and op.element in read_elements for op in t.ops)
    )
    aborted = [dataclasses.replace(t, outcome="fail") if t is writer else t for t in history]
    assert "G1a" in check(aborted, "serializable").counts


def test_the_command_runs_and_checks(tmp_path: Path) -> None:
    out = tmp_path / "cli"
    args = ["concurrency", "--processes", "2", "--txns", "10", "--keys", "2", "--isolation", "serializable"]
    result = CliRunner().invoke(cli, [*args, "--out", str(out), "--json"], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    doc = json.loads(result.stdout)
    assert doc["report"]["valid"] is True
    assert doc["report"]["anomalies"] == {}
    assert doc["figures"]["txns"] == 20
    assert doc["workload"]["url"] == f"sqlite:///{(out / 'store.db').resolve()}"
    assert (out / "history.jsonl").exists()
    assert (out / "run.json").exists()
    assert {p.name for p in out.glob("history-w*.jsonl")} == {"history-w0.jsonl", "history-w1.jsonl"}


@pytest.fixture(params=["sqlite", "postgres"])
def shared_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    backend = str(request.param)
    for _ in with_postgres_schema(backend, backend == "postgres", tmp_path):
        yield (
            f"sqlite:///{tmp_path / 'store.db'}"
            if backend == "sqlite"
            else postgres_schema_url(postgres_schema(tmp_path))
        )


def test_threads_sharing_a_handle_through_group_commit_show_nothing_snapshot_forbids(
    shared_store: str, tmp_path: Path
) -> None:
    """DESIGN §6 group commit: workers in threads of one process share its handle, whose concurrent commits share
    write units (on PostgreSQL a unit holding several memory spaces, some transactions across both); each worker is
    a sequential client of the history, which must show no anomaly snapshot isolation forbids."""
    path = run(
        shared_store,
        processes=2,
        threads=3,
        txns_per_process=30,
        keys=3,
        seed=11,
        out_dir=tmp_path / "out",
        max_writes_per_key=12,
        timeout=300,
        spaces=2,
        cross=0.25,
    )
    with path.open(encoding="utf-8") as lines:
        history = parse_lines(lines)
    assert len(history) == 2 * 3 * 30
    assert {t.process for t in history} == set(range(6))
    report = check(history, "snapshot")
    assert report.valid, report.lines()
    assert sum(t.outcome == "ok" for t in history) > len(history) // 2
    assert min(report.edges.values()) > 0  # (a real dependency graph: the workers did contend)
