"""`memtx eval locomo-qa` (memtx.tooling.eval.locomo_qa): LoCoMo's questions from memtx-built context, dense and BM25
retrieval — evidence recall and answer F1 per reader, on a small conversation written here and (when present)
on the real data; skipped cleanly without data. No assertion says who wins."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from memtx.cli.commands import cli
from memtx.read.embedders import HashingEmbedder
from memtx.tooling.eval.admission_locomo import locomo_path
from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.locomo_qa import claims, load, run
from memtx.tooling.eval.readers_curve import READERS

CONVERSATION = [
    ("Ann", "Hi Bob! I moved last month."),
    ("Bob", "Nice! Where do you live now?"),
    ("Ann", "I live in Lisbon now."),
    ("Bob", "My favourite sport is rowing."),
]
QUESTIONS = [
    {"question": "Where does Ann live?", "answer": "Lisbon", "evidence": ["D1:3"], "category": 1},
    {"question": "What is Bob's favourite sport?", "answer": "rowing", "evidence": ["D1:4"], "category": 1},
    {"question": "Which city did Bob move to?", "evidence": ["D1:1"], "category": 5, "adversarial_answer": "x"},
]


def _write(path: Path) -> Path:
    turns = [{"speaker": s, "dia_id": f"D1:{n + 1}", "text": t} for n, (s, t) in enumerate(CONVERSATION)]
    sample = {
        "sample_id": "tiny",
        "qa": QUESTIONS,
        "conversation": {"speaker_a": "Ann", "speaker_b": "Bob", "session_1_date_time": "1 May 2023",
                         "session_1": turns},
    }  # fmt: skip
    path.write_text(json.dumps([sample]), encoding="utf-8")
    return path


def test_a_small_conversation_is_scored_per_method_and_reader(tmp_path: Path) -> None:
    data = _write(tmp_path / "locomo.json")
    conversations = load(data)
    assert conversations is not None
    assert [q.answer for q in conversations[0].questions] == ["Lisbon", "rowing", None]
    report = run(data=data, embedder=HashingEmbedder(64), directory=tmp_path)
    doc = report.to_dict()
    assert doc["skipped"] is None
    assert doc["methods"] == ["memtx", "hashed bag of words top-8", "bm25 top-8"]
    for method in doc["methods"]:
        assert doc["evidence_recall"][method]["n"] == 3  # every question with evidence ids
        assert set(doc["answer_f1"][method]) == set(READERS)
    assert doc["answer_f1_questions"] == 2  # the adversarial question has no answer to score
    # Four turns fit in a context of 8: the raw-turn baselines cite every evidence turn and read the answers.
    assert doc["evidence_recall"]["bm25 top-8"]["recall"] == 100.0
    assert doc["answer_f1"]["bm25 top-8"]["p=1"] > 0.0
    assert doc["kept"]["turns"] == 4
    assert claims(doc)[0].verdict is Verdict.NOT_MEASURED  # hashed bag of words is not the paper's dense arm
    assert "LoCoMo QA track" in report.to_markdown()


def test_absent_data_is_skipped_and_not_measured(tmp_path: Path) -> None:
    report = run(data=tmp_path / "absent.json")
    assert report.skipped is not None
    (line,) = claims(report.to_dict())
    assert line.verdict is Verdict.NOT_MEASURED
    assert "skipped" in line.measured
    result = CliRunner().invoke(cli, ["eval", "locomo-qa", "--locomo", str(tmp_path / "absent.json")])
    assert result.exit_code == 0, result.output
    assert "skipped: no LoCoMo data" in result.stdout


def test_the_real_data_quick_sample() -> None:
    if not locomo_path().is_file():
        pytest.skip(f"LoCoMo data not at {locomo_path()}")
    doc = run(quick=True, embedder=HashingEmbedder(384)).to_dict()
    assert doc["settings"]["questions"] == 60
    assert all(0.0 <= r["recall"] <= 100.0 for r in doc["evidence_recall"].values())
    assert doc["kept"]["turns"] > 0
