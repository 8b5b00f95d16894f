"""The consolidation suite's summary line (memtx.tooling.eval.consolidation.claims): the paper's range against the
band the reader family gives — holds only when some reader reaches the paper's upper figure, on a sentence
embedder; not reproduced below it; not measured over hashed bag of words."""

from __future__ import annotations

from typing import Any

from memtx.tooling.eval.claims import Verdict
from memtx.tooling.eval.consolidation import claims


def _document(by_reader: dict[str, float], label: str = "dense", ablation: float = 5.0) -> dict[str, Any]:
    def band(values: dict[str, float]) -> dict[str, Any]:
        lowest, highest = min(values, key=values.__getitem__), max(values, key=values.__getitem__)
        return {"low": values[lowest], "high": values[highest], "lowest": lowest, "highest": highest,
                "by_reader": values}  # fmt: skip

    baseline = f"{label} top-8"
    return {
        "settings": {
            "data": "/data/Conflict_Resolution.json",
            "questions_per_row": "all",
            "embedder": "x",
            "dense_label": label,
        },
        "scores": [{"size": "6k"}, {"size": "32k"}],
        "baseline": baseline,
        "reader_curve": {
            baseline: {"sh": {"band": band(by_reader)}},
            "memtx − resolver": {"sh": {"band": band({"p=0": ablation, "p=1": ablation + 1})}},
        },
    }


def test_the_paper_range_inside_the_band_holds() -> None:
    gain, ablation = claims(_document({"p=0": 30.0, "p=1": 1.5}))
    assert gain.verdict is Verdict.HOLDS
    assert "inside the band" in gain.measured
    assert "reached by p=0" in gain.measured
    assert "under +17.06 with p=1" in gain.measured
    assert ablation.verdict is Verdict.HOLDS


def test_a_band_under_the_paper_upper_figure_is_not_reproduced() -> None:
    gain, _ = claims(_document({"p=0": 20.0, "p=1": 1.5}))
    assert gain.verdict is Verdict.NOT_REPRODUCED  # the upper figure is the bar, not the lower one
    assert "partly above the band" in gain.measured
    gain, _ = claims(_document({"p=0": 10.0, "p=1": 1.5}))
    assert gain.verdict is Verdict.NOT_REPRODUCED
    assert "above the whole band" in gain.measured


def test_hashed_bag_of_words_is_not_the_papers_dense_baseline() -> None:
    gain, _ = claims(_document({"p=0": 60.0, "p=1": 30.0}, label="hashed bag of words"))
    assert gain.verdict is Verdict.NOT_MEASURED


def test_an_ablation_that_loses_nothing_for_some_reader_is_not_reproduced() -> None:
    _, ablation = claims(_document({"p=0": 30.0}, ablation=0.0))
    assert ablation.verdict is Verdict.NOT_REPRODUCED
