"""`memtx bench --only contention`'s same-run baseline (issue 34): the tree before memory spaces, exported from git,
runs the same one-process loop as this tree on the same server, alternating; a revision git cannot give is
reported as not measured, never as a figure."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import POSTGRES_URL
from memtx.tooling.bench.harness import BenchError
from memtx.tooling.bench.revision import BASE_REVISION, export, interleaved_rates


def _exportable(tmp_path: Path) -> Path:
    try:
        return export(BASE_REVISION, tmp_path)
    except BenchError as exc:
        pytest.skip(f"revision {BASE_REVISION} is not in this checkout's history: {exc}")


def test_a_revision_git_does_not_have_is_an_error_not_a_figure(tmp_path: Path):
    with pytest.raises(BenchError, match="cannot export revision"):
        export("0" * 40, tmp_path)


def test_the_base_revision_exports_the_tree_before_memory_spaces(tmp_path: Path):
    src = _exportable(tmp_path)
    assert (src / "memtx" / "__init__.py").is_file()
    assert not (src / "memtx" / "storage" / "postgres" / "spaces.py").exists()  # (what issue 34 added)


def test_both_trees_run_the_loop_on_postgres_alternating(tmp_path: Path):
    if not POSTGRES_URL:
        pytest.skip("MEMTX_TEST_POSTGRES_URL is not set: no PostgreSQL server to test against")
    _exportable(tmp_path)
    rates = interleaved_rates(POSTGRES_URL, tmp_path, txns=5, warmup=2, rounds=2)
    assert set(rates) == {"current", "base"}
    assert all(len(v) == 2 and all(r > 0 for r in v) for v in rates.values())
