"""`memtx eval conformance` (DESIGN §13, the MemTX study): the episode data files are the generator's and
well formed, each set holds at least 60 distinct scripts, every system runs every episode with consistent
counts, the statistics are counted per script, and the command prints and writes its report. Nothing here
asserts who wins: the suite measures that."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli.commands import cli
from memtx.tooling.eval import conformance
from memtx.tooling.eval.conformance import choose, mcnemar, run, write_report
from memtx.tooling.eval.conformance_episodes import FAMILIES, SUITES, Episode, dump, load, script_of
from memtx.tooling.eval.conformance_generate import generate
from memtx.tooling.eval.conformance_stats import by_script
from memtx.tooling.eval.conformance_systems import MEMTX, SYSTEMS, Candidate, profile
from memtx.tooling.eval.reference_model import judge


def test_the_data_files_are_the_generators_output_and_hold_60_distinct_scripts() -> None:
    sets = generate(0)
    for suite, episodes in sets.items():
        assert load(suite) == episodes, f"regenerate with: python -m memtx.tooling.eval.conformance_generate ({suite})"
        scripts = {script_of(e) for e in episodes}
        assert len(scripts) >= 60, suite
        assert {e.family for e in episodes if e.kind == "trap"} == set(FAMILIES), suite
        assert any(e.kind == "control" for e in episodes), suite
        assert Counter(e.origin for e in episodes).keys() == {"scripted", "paper", "random"}, suite
    everything = [e for episodes in sets.values() for e in episodes]
    assert len({e.id for e in everything}) == len(everything)


def test_randomized_episodes_carry_the_reference_models_truth() -> None:
    for suite in SUITES:
        for episode in (e for e in load(suite) if e.origin == "random"):
            truth = judge([dict(s) for s in episode.steps])
            assert (episode.acceptable, episode.final) == (truth.acceptable, truth.final), episode.id


def test_the_script_ignores_names_but_not_numbers_or_copies() -> None:
    episode = next(e for e in load("main") if e.family == "permission_laundering" and e.kind == "trap")
    renamed = json.loads(json.dumps(episode.to_dict()).replace(episode.agents[0], "someone-else"))
    assert script_of(Episode.from_dict(renamed)) == script_of(episode)
    louder = episode.to_dict()
    louder["steps"][0]["authority"] = 0.95
    assert script_of(Episode.from_dict(louder)) != script_of(episode)
    # A private text copied and the same fact in other words are two tests.
    copied = episode.to_dict()
    secret = copied["steps"][0]["value"]
    copied["steps"][1]["value"] = f"Visit summary: {secret}"
    paraphrased = json.loads(json.dumps(copied))
    paraphrased["steps"][1]["value"] = "Visit summary: the patient is unwell"
    assert script_of(Episode.from_dict(copied)) != script_of(Episode.from_dict(paraphrased))


def test_malformed_episodes_are_refused(tmp_path: Path) -> None:
    good = load("main")[0].to_dict()
    for mutate, match in (
        (lambda d: d["steps"].pop(), "exactly one act"),
        (lambda d: d.update(family="gossip"), "unknown suite, family or kind"),
        (lambda d: d.update(origin="folklore"), "unknown origin"),
        (lambda d: d["steps"].insert(0, {"op": "retract", "agent": "x", "target": "nope"}), "retracts unknown"),
        (lambda d: d["steps"].insert(0, {"op": "teleport"}), "unknown op"),
        (lambda d: d["steps"][-1].update(tool="launch_rocket"), "unknown tool"),
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


def test_policies_and_the_mcnemar_test_on_a_table_with_a_known_answer() -> None:
    a, b = Candidate("A", True, 1), Candidate("B", True, 2)
    old = Candidate("old", False, 3)
    assert choose("eager", [a, b]) is a
    assert choose("careful", [a, b]) is None  # a contradiction it will not resolve by guessing
    assert choose("careful", [a, old]) is a
    assert choose("careful", []) is None
    # 8 pairs only the first got right, 1 only the second: p = 2 * (C(9,0) + C(9,1)) / 2**9.
    ours = [True] * 8 + [False] + [True] * 5 + [False] * 2
    theirs = [False] * 8 + [True] + [True] * 5 + [False] * 2
    assert mcnemar(ours, theirs) == (8, 1, pytest.approx(20 / 512))
    assert mcnemar([True, False], [True, False]) == (0, 0, 1.0)


def _fake_runs() -> list[conformance.Run]:
    """Three copies of script s1 (memtx right, the other wrong), one of s2 (both right), one of s3 (only the
    other right), under one policy."""
    rows = [("s1", True, False)] * 3 + [("s2", True, True), ("s3", False, True)]
    runs = []
    for n, (script, ours, theirs) in enumerate(rows):
        for system, ok in ((MEMTX, ours), ("other", theirs)):
            runs.append(
                conformance.Run(
                    episode=f"main/x/{n}",
                    suite="main",
                    script=script,
                    family="dirty_read",
                    kind="trap",
                    origin="scripted",
                    system=system,
                    policy="eager",
                    acted=None if ok else "wrong",
                    success=ok,
                    damage=not ok,
                    aborted=False,
                    recovered=None,
                    leaked=False,
                    refused=(),
                    seconds=0.0,
                )
            )
    return runs


def test_the_summary_counts_one_pair_per_script() -> None:
    runs = _fake_runs()
    assert by_script(r for r in runs if r.system == "other") == {"s1": False, "s2": True, "s3": True}
    summary = conformance.summarize(runs, "main", "other", "eager", MEMTX)
    assert (summary.episodes, summary.scripts, summary.damage, summary.damage_scripts) == (5, 3, 3, 1)
    assert summary.mcnemar_vs_memtx == (1, 1, 1.0)  # not (3, 1, ...): the copies of s1 count once
    assert summary.script_success == round(2 / 3, 4)
    assert conformance.summarize(runs, "main", MEMTX, "eager", MEMTX).mcnemar_vs_memtx is None


def test_every_system_runs_every_script_and_the_counts_agree() -> None:
    names = [n for n in SYSTEMS if n != "mem0"]  # mem0 (slow) has a test of its own, on one set
    report = run(systems=names, quick=True)
    ran = report.settings["systems"]
    assert set(ran) | set(report.skipped) == set(names)
    for suite in SUITES:
        n = report.settings["episodes"][suite]
        assert n == report.settings["distinct_scripts"][suite] >= 60
        for name in ran:
            for policy in conformance.POLICIES:
                s = report.summary(suite, name, policy)
                assert s is not None
                mine = [r for r in report.runs if (r.suite, r.system, r.policy) == (suite, name, policy)]
                assert s.episodes == len(mine) == n
                assert s.damage == sum(r.damage for r in mine) <= n
                assert all(r.damage == (r.acted is not None and not r.success) for r in mine)
                if s.mcnemar_vs_memtx is not None:
                    b, c, p = s.mcnemar_vs_memtx
                    assert (b, c, p) == mcnemar(
                        [
                            r.success
                            for r in sorted(report.runs, key=lambda r: r.script)
                            if (r.suite, r.system, r.policy) == (suite, s.reference, policy)
                        ],
                        [r.success for r in sorted(mine, key=lambda r: r.script)],
                    )
    assert len(report.runs) == len(ran) * len(conformance.POLICIES) * sum(report.settings["episodes"].values())
    for name in ran:
        described = report.settings["profiles"][name]
        assert described["implements"], name
        assert described["mechanisms"], name
        assert described["leaves_out"], name
    doc = report.to_dict()
    assert {row["suite"] for row in doc["scripts"]} == set(SUITES)
    assert all(set(row["right"]) == set(ran) for row in doc["scripts"])
    assert [c.claim for c in conformance.claims(doc)]  # every claim has a verdict, whatever it is


def test_the_command_prints_the_table_and_writes_the_report(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    few = {name: SYSTEMS[name] for name in (MEMTX, "Cordon", "versioned")}
    monkeypatch.setattr(conformance, "SYSTEMS", few)
    out = tmp_path / "report"
    result = CliRunner().invoke(cli, ["eval", "conformance", "--suite", "hardened", "--out", str(out)])
    assert result.exit_code == 0, result.output
    n = len(load("hardened"))
    assert f"hardened set: {n} episodes, " in result.stdout
    doc = json.loads((out / "conformance.json").read_text(encoding="utf-8"))
    assert doc["settings"]["episodes"] == {"hardened": n}
    assert set(doc["settings"]["profiles"]) | set(doc["skipped"]) == set(few)
    assert "Where memtx loses" in (out / "conformance.md").read_text(encoding="utf-8")
    report = run(suites=["main"], systems=[MEMTX, "versioned"], quick=True)
    paths = write_report(report, tmp_path / "again")
    assert "Downstream damage by family" in paths[1].read_text(encoding="utf-8")
    with pytest.raises(ValueError, match="unknown systems"):
        run(systems=["zep"])
    assert profile("versioned").mechanisms


def test_mem0_runs_each_family(monkeypatch: pytest.MonkeyPatch) -> None:
    """mem0 (slow: a vector store per write) on one scripted episode of each family and kind."""
    one_each = list({(e.family, e.kind): e for e in load("hardened") if e.origin == "scripted"}.values())
    monkeypatch.setattr(conformance, "load", lambda _suite: one_each)
    report = run(suites=["hardened"], systems=[MEMTX, "mem0"])
    if "mem0" in report.skipped:
        pytest.skip(report.skipped["mem0"])
    for policy in conformance.POLICIES:
        s = report.summary("hardened", "mem0", policy)
        assert s is not None
        assert s.episodes == len(one_each)
        assert s.mcnemar_vs_memtx is not None
