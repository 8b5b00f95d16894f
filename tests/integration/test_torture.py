"""DESIGN §10 crash torture, CI-sized: writers killed with SIGKILL at random moments and at every named crash
point lose no acknowledged commit, leave no transaction partly visible, nothing open or in flight after the
reopen, no tool call or compensation run twice, and I(S) holding. `memtx torture --rounds 1000` is the full
run."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from memtx.api.oversight import Oversight
from memtx.engine.crashpoints import CRASH_POINTS, CrashPlan
from memtx.tooling.torture import torture

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="fork and SIGKILL are POSIX-only")


def test_a_ci_sized_torture_run_finds_nothing_wrong(tmp_path: Path) -> None:
    report = torture(tmp_path, rounds=60, seed=7)
    assert report.ok, report.failures[:10]
    assert report.rounds == sum(report.kills.values()) == 60
    assert set(CRASH_POINTS) <= set(report.kills)  # every named point was cut at least once
    assert report.kills["random"] > 0
    assert report.acknowledged > 100
    assert report.calls > 0
    assert report.revocations > 0


def test_the_harness_fails_when_orphans_are_not_aborted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Oversight, "abort_orphaned_transactions", lambda self: [])
    report = torture(tmp_path, rounds=30, seed=7)
    assert not report.ok
    assert any("open transactions left" in f or "left in flight" in f for f in report.failures)


def test_a_crash_plan_names_a_known_point() -> None:
    with pytest.raises(ValueError, match="unknown crash point"):
        CrashPlan("commit.somewhere")
    with pytest.raises(ValueError, match="counts from 1"):
        CrashPlan("stage.after", nth=0)
    plan = CrashPlan("stage.after", nth=2)
    plan.reach("commit.before_durable")  # another point: nothing happens
    assert plan.reached == 0
