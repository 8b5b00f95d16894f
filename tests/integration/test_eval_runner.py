"""`memtx eval` without a suite (DESIGN §13): every suite on one runner at CI size, one folder with
results.json, report.md (the claims summary first) and the plots; bad suite names are refused."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli import cli
from memtx.eval.runner import SUITES, run_all


def test_eval_quick_runs_every_suite_and_writes_one_report(tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = CliRunner().invoke(cli, ["eval", "--quick", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert f"the report is {out / 'report.md'}" in result.stdout
    finished = [line.split()[0] for line in result.stderr.splitlines() if "] done in " in line]
    assert finished == list(SUITES)  # a bar per suite, each drawn to its end
    results = json.loads((out / "results.json").read_text(encoding="utf-8"))
    assert set(results["suites"]) == set(SUITES)
    env = results["environment"]
    assert env["quick"] is True
    assert env["seed"] == 0
    assert set(env["stand_ins"]) == set(SUITES)
    for peer, module in (("memstate", "memstate"), ("mem0ai", "mem0")):  # the version of each peer present
        assert (env["peers"][peer] is not None) == (importlib.util.find_spec(module) is not None), peer
    claims = {c["claim"]: c for c in results["summary"]}
    assert len(claims) == 10
    # What memtx guarantees by construction holds at any size.
    for claim in claims.values():
        if claim["paper"] == "MemTX" or "journal restore" in claim["claim"] or "stress" in claim["claim"]:
            assert claim["holds"], claim
    report = (out / "report.md").read_text(encoding="utf-8")
    assert report.index("## Summary") < report.index("## admission")
    assert "What stands in for a language model" in report


def test_unknown_suites_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unknown suites"):
        run_all(tmp_path, suites=["vibes"])
    result = CliRunner().invoke(cli, ["eval", "--suite", "vibes"])
    assert result.exit_code == 2
    assert not (tmp_path / "results.json").exists()
