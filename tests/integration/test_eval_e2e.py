"""`memtx eval e2e` (DESIGN §13, MemTxn's end-to-end check): 100 controlled cases through the HTTP API —
memtx stores the valid writes, refuses the invalid ones and keeps the older task state; every system gets a
pass rate per kind, and the summary line holds the rates to the paper's. No assertion says how a baseline
fares."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from memtx.cli.commands import cli
from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.e2e import COUNTS, KINDS, SYSTEMS, cases, claims, run, write_report


def test_the_cases_are_the_controlled_100() -> None:
    found = cases(0)
    assert {k: sum(c.kind == k for c in found) for k in COUNTS} == COUNTS
    assert len({c.key for c in found}) == len(found)  # one key per case
    assert all(c.expected is None for c in found if c.kind == "invalid write")
    assert cases(0) == found


def test_memtx_over_http_against_the_baselines(tmp_path: Path) -> None:
    report = run(0)
    assert report.skipped == {}
    assert report.rate("memtx (HTTP)", "valid write") == 1.0
    assert report.rate("memtx (HTTP)", "invalid write") == 1.0
    retention = report.rate("memtx (HTTP)", "retention")
    assert retention is not None
    assert retention >= 0.9
    for system in SYSTEMS:
        for kind in KINDS:
            rate = report.rate(system, kind)
            assert rate is not None
            assert 0.0 <= rate <= 1.0
    paths = write_report(report, tmp_path)
    doc = json.loads(paths[0].read_text(encoding="utf-8"))
    assert doc["counts"] == COUNTS
    (line,) = claims(doc)
    assert line.verdict is (Verdict.HOLDS if retention >= 0.992 else Verdict.NOT_REPRODUCED)
    doc["pass_rate"]["memtx (HTTP)"]["retention"] = 0.95
    assert claims(doc)[0].verdict is Verdict.NOT_REPRODUCED  # the paper's 0.992 is the bar


def test_the_command_prints_the_pass_rates() -> None:
    result = CliRunner().invoke(cli, ["eval", "e2e"])
    assert result.exit_code == 0, result.output
    assert "memtx (HTTP)" in result.stdout
