"""`memtx eval consolidation` (DESIGN §13), CI-sized: on the seeded generator memtx's visible versions beat
every raw-fact baseline with the best-match reader; on the real data (when present) the table has every
method; the command prints it and writes JSON and Markdown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli import cli
from memtx.eval.consolidation import METHOD_ORDER, run, write_report
from memtx.eval.consolidation_data import SIZES, generate_corpora, load_corpora
from memtx.eval.factconsolidation import DataFileMissing, default_data_path, parse_facts


def test_generated_corpora_have_the_data_shape() -> None:
    for corpus in generate_corpora(5, ("6k", "32k")):
        facts, missed = parse_facts(corpus.lines)
        assert len(corpus.lines) == SIZES[corpus.size]
        assert missed == []  # every generated line is in one of the templates' frames
        assert [f.serial for f in facts] == list(range(len(facts)))
        assert len(corpus.single_hop) == 100
        assert len(corpus.multi_hop) == 100
    assert generate_corpora(5, ("6k",)) == generate_corpora(5, ("6k",))  # seeded
    with pytest.raises(ValueError, match="unknown size"):
        generate_corpora(0, ("7k",))


def test_memtx_beats_every_raw_fact_baseline_on_generated_data(tmp_path: Path) -> None:
    report = run(2, quick=True, data=tmp_path / "absent.json", directory=tmp_path)
    assert report.settings["data"].startswith("a seeded generator")
    assert report.sizes() == ["6k", "32k"]
    for size in report.sizes():
        for hops in ("sh", "mh"):
            ours = report.cell(size, hops, "memtx", "best")
            assert ours is not None
            assert ours.n == 30
            for method in METHOD_ORDER[1:]:
                theirs = report.cell(size, hops, method, "best")
                assert theirs is not None
                assert ours.f1 > theirs.f1, (size, hops, method)
            # A reader that settles versions by date closes most of the gap: memtx is never worse.
            newest = report.cell(size, hops, "memtx", "newest")
            assert newest is not None
            assert ours.f1 >= 90.0 if hops == "sh" else ours.f1 >= 50.0
    doc = report.to_dict()
    assert set(doc["gain_over_dense_top8_f1"]["best"]["sh"]) == {"6k", "32k"}
    assert all(c["covered"] == c["facts"] for c in doc["corpora"])
    paths = write_report(report, tmp_path / "out")
    assert {p.suffix for p in paths} >= {".json", ".md"}
    assert "| memtx F1/SubEM |" in (tmp_path / "out" / "consolidation.md").read_text(encoding="utf-8")


def test_the_real_data_runs_every_method() -> None:
    try:
        load_corpora(default_data_path())
    except DataFileMissing:
        pytest.skip(f"FactConsolidation data not at {default_data_path()} (set MEMTX_FACTCONSOLIDATION)")
    report = run(0, quick=True)
    assert report.sizes() == ["6k", "32k"]
    for size in report.sizes():
        ours, dense = report.cell(size, "sh", "memtx", "best"), report.cell(size, "sh", "dense top-8", "best")
        assert ours is not None
        assert dense is not None
        assert ours.f1 > dense.f1


def test_the_command_prints_the_table_and_writes_the_report(tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = CliRunner().invoke(
        cli, ["eval", "consolidation", "--quick", "--data", str(tmp_path / "absent.json"), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    assert "memtx − dense F1" in result.stdout
    doc = json.loads((out / "consolidation.json").read_text(encoding="utf-8"))
    assert doc["suite"] == "consolidation"
    assert doc["settings"]["quick"] is True
