"""`memtx bench --only http` (issue 34): one small run prints, per worker count, the one-request and five-request
rates with p50/p99 and errors, the one-request form against the path before group commit, and the check that every
acknowledged write is in the store afterwards."""

from __future__ import annotations

import importlib.util
import random
from pathlib import Path

import pytest

from memtx.tooling.bench.harness import BenchConfig, Context
from memtx.tooling.bench.http import _workers, http_workload

pytestmark = pytest.mark.skipif(importlib.util.find_spec("uvicorn") is None, reason="needs the server extra")


def test_the_http_workload_reports_every_figure_and_the_presence_check(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MEMTX_BENCH_POSTGRES_URL", raising=False)
    ctx = Context(BenchConfig(only=("http",), quick=True, rounds=2), tmp_path, random.Random(0), lambda _m: None)
    result = http_workload(ctx)
    assert result.skipped is None
    names = {f.name: f for f in result.figures}
    for workers in ("1 worker", f"{_workers()} workers"):
        for what in (
            "governed writes/s, one request",
            "write latency p50, one request",
            "write latency p99, one request",
            "governed writes/s, five requests",
            "write latency p99, five requests",
            "errors, one request",
            "errors, five requests",
        ):
            assert f"sqlite, {workers}: {what}" in names
    assert names["sqlite, 1 worker: governed writes/s, one request"].baseline is not None  # (the path before)
    for name, figure in names.items():
        if name.endswith(("errors, one request", "errors, five requests")):
            assert figure.value == 0, result.warnings
    present = names["sqlite: acknowledged writes present afterwards"]
    assert present.value == present.baseline
    assert present.value == 2 * 8 * (2 + 2) * 6  # two facts a write, 8 clients, warm-up + rounds, six arms
