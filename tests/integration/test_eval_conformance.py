"""`memtx eval conformance` (DESIGN §13, the MemTX study): the episode data files are the generator's, every
episode is well formed, memtx does no downstream damage on any set or policy while the baselines do, and
the command prints and writes its report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli import cli
from memtx.eval.conformance import choose, mcnemar, run, write_report
from memtx.eval.conformance_episodes import FAMILIES, Episode, dump, generate, load
from memtx.eval.conformance_systems import MEMTX, Candidate


def test_the_data_files_are_the_generators_output() -> None:
    sets = generate(0)
    for suite, episodes in sets.items():
        assert load(suite) == episodes, f"regenerate with: python -m memtx.eval.conformance_episodes ({suite})"
    main, hardened = sets["main"], sets["hardened"]
    assert sum(e.kind == "trap" for e in main) >= 60
    assert sum(e.kind == "control" for e in main) >= 30
    assert len(hardened) >= 56
    for family in FAMILIES:
        assert sum(e.family == family and e.kind == "trap" for e in main) >= 10
    assert len({e.id for e in main + hardened}) == len(main) + len(hardened)


def test_malformed_episodes_are_refused(tmp_path: Path) -> None:
    good = generate(0)["main"][0].to_dict()
    for mutate, match in (
        (lambda d: d["steps"].pop(), "exactly one act"),
        (lambda d: d.update(family="gossip"), "unknown suite, family or kind"),
        (lambda d: d["steps"].insert(0, {"op": "retract", "agent": "x", "target": "nope"}), "retracts unknown"),
        (lambda d: d["steps"].insert(0, {"op": "teleport"}), "unknown op"),
    ):
        doc = json.loads(json.dumps(good))
        mutate(doc)
        with pytest.raises(ValueError, match=match):
            Episode.from_dict(doc)
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    with pytest.raises(ValueError, match="JSON list"):
        load("main", bad)
    with pytest.raises(ValueError, match="unknown suite"):
        load("extra")
    assert dump([]) == "[]\n"


def test_policies_and_the_mcnemar_test() -> None:
    a, b = Candidate("A", True, 1), Candidate("B", True, 2)
    old = Candidate("old", False, 3)
    assert choose("eager", [a, b]) is a
    assert choose("careful", [a, b]) is None  # a contradiction it will not resolve by guessing
    assert choose("careful", [a, old]) is a
    assert choose("careful", []) is None
    assert mcnemar([True] * 10, [False] * 10) == (10, 0, pytest.approx(2 / 2**10))
    assert mcnemar([True, False], [True, False]) == (0, 0, 1.0)


def test_memtx_does_no_downstream_damage_and_the_baselines_do() -> None:
    report = run()
    for s in report.summaries:
        if s.system in ("memtx (global gate)", "memtx (scoped gate)"):
            assert s.damage == 0, s
            assert s.compliance == 1.0, s
            assert s.abort_recovery == 1.0, s
        else:  # every baseline, and memtx with any one component removed (the ablations)
            assert s.damage > 0, s
    # Each ablation's damage lies in the families its component covers.
    families = {
        "memtx − gate": {"dirty_read"},
        "memtx − cascade": {"tool_result_contamination", "cascading_retraction"},
        "memtx − inheritance": {"permission_laundering"},
        "memtx − fingerprints": {"permission_laundering"},
        "memtx − adjudication": {"semantic_conflict"},
    }
    for name, expected in families.items():
        assert {f for f, n in report.damage_by_family[name].items() if n} == expected, name
    for suite in ("main", "hardened"):
        for policy in ("eager", "careful"):
            scoped = report.summary(suite, "memtx (scoped gate)", policy)
            assert scoped is not None
            assert scoped.permit_rate == 1.0
            assert scoped.success == 1.0
            lww = report.summary(suite, "last-writer-wins", policy)
            assert lww is not None
            assert lww.mcnemar_vs_memtx is not None
            assert lww.mcnemar_vs_memtx[2] < 1e-6
    # The global gate blocks on any tentative state (DESIGN §7): the controls with an unrelated
    # transaction in flight are refused, and nothing else is.
    refused = {r.episode for r in report.runs if r.system == MEMTX and not r.success}
    assert refused
    assert all("/dirty_read/control-" in e for e in refused)


def test_the_command_prints_the_table_and_writes_the_report(tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = CliRunner().invoke(cli, ["eval", "conformance", "--suite", "hardened", "--out", str(out)])
    assert result.exit_code == 0, result.output
    assert "hardened set: 56 episodes" in result.stdout
    doc = json.loads((out / "conformance.json").read_text(encoding="utf-8"))
    assert doc["settings"]["episodes"] == {"hardened": 56}
    report = run(suites=["main"], systems=[MEMTX, "versioned"])
    paths = write_report(report, tmp_path / "again")
    assert "Downstream damage by family" in paths[1].read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="unknown systems"):
        run(systems=["zep"])
