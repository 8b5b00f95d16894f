"""`memtx eval consolidation` (DESIGN §13), CI-sized: every method read by every reader of the family, the
gain reported as a band, the summary line's verdict, on the seeded generator and (when present) the real
data; the command prints the table and writes JSON and Markdown. No assertion says who wins."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli.commands import cli
from memtx.read.embedders import HashingEmbedder
from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.consolidation import ConsolidationEval, claims, method_order, run, write_report
from memtx.tooling.eval.consolidation_data import SIZES, generate_corpora, load_corpora
from memtx.tooling.eval.factconsolidation import DataFileMissing, default_data_path, parse_facts
from memtx.tooling.eval.readers_curve import READERS


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


def _well_formed(report: ConsolidationEval, label: str) -> None:
    assert report.methods == method_order(label)
    assert report.readers() == list(READERS)
    for size in report.sizes():
        for hops in ("sh", "mh"):
            for method in report.methods:
                for reader in READERS:
                    cell = report.cell(size, hops, method, reader)
                    assert cell is not None, (size, hops, method, reader)
                    assert cell.n == 30
                    assert 0.0 <= cell.f1 <= 100.0
    doc = report.to_dict()
    for other in report.methods[1:]:
        for hops in ("sh", "mh"):
            found = doc["reader_curve"][other][hops]["band"]
            gains = {r: report.gains(r, hops, other) for r in READERS}
            means = {r: round(sum(g.values()) / len(g), 2) for r, g in gains.items()}
            assert found["by_reader"] == pytest.approx(means, abs=0.01)
            assert found["low"] == min(means.values())
            assert found["high"] == max(means.values())


def test_the_suite_reports_every_reader_and_the_band_on_generated_data(tmp_path: Path) -> None:
    report = run(2, quick=True, data=tmp_path / "absent.json", directory=tmp_path, embedder=HashingEmbedder(384))
    assert report.settings["data"].startswith("a seeded generator")
    assert report.sizes() == ["6k", "32k"]
    _well_formed(report, "hashed bag of words")
    doc = report.to_dict()
    assert doc["baseline"] == "hashed bag of words top-8"
    assert all(c["covered"] == c["facts"] for c in doc["corpora"])
    gain = claims(doc)[0]
    assert gain.verdict is Verdict.NOT_MEASURED  # the paper's baseline is a sentence embedder
    assert "hashed bag of words" in gain.measured
    paths = write_report(report, tmp_path / "out")
    assert {p.suffix for p in paths} >= {".json", ".md"}
    assert "band over the reader family" in (tmp_path / "out" / "consolidation.md").read_text(encoding="utf-8")


def test_the_real_data_runs_every_method_with_every_reader() -> None:
    try:
        load_corpora(default_data_path())
    except DataFileMissing:
        pytest.skip(f"FactConsolidation data not at {default_data_path()} (set MEMTX_FACTCONSOLIDATION)")
    report = run(0, quick=True, embedder=HashingEmbedder(384))
    assert report.sizes() == ["6k", "32k"]
    _well_formed(report, "hashed bag of words")
    assert {c.verdict for c in claims(report.to_dict())} <= set(Verdict)


def test_the_command_prints_the_table_and_writes_the_report(tmp_path: Path) -> None:
    out = tmp_path / "report"
    result = CliRunner().invoke(
        cli,
        [
            "eval",
            "consolidation",
            "--quick",
            "--embedder",
            "hashing",
            "--data",
            str(tmp_path / "absent.json"),
            "--out",
            str(out),
        ],
    )
    assert result.exit_code == 0, result.output
    assert "band over the reader family" in result.stdout
    doc = json.loads((out / "consolidation.json").read_text(encoding="utf-8"))
    assert doc["suite"] == "consolidation"
    assert doc["settings"]["quick"] is True
    assert doc["settings"]["dense_label"] == "hashed bag of words"
