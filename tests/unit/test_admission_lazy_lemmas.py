"""Admission's lemmatizers load on first use only (issue 31 D, `memtx.core.admission._lemmas`): importing memtx and
admitting what needs no word form import neither lemminflect nor simplemma; English speaker binding and English
coordination import lemminflect alone; a Spanish reading imports simplemma. Each case runs in a fresh interpreter."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

_SRC = str(Path(__file__).resolve().parents[2] / "src")
_PROBE = """
import json, sys
import memtx
from memtx.core.admission import check_support
verdicts = [check_support(v, e, e, speaker=s, key=k).ok for v, e, s, k in json.loads(sys.argv[1])]
print(json.dumps([verdicts, "lemminflect" in sys.modules, "simplemma" in sys.modules]))
"""


def probe(checks: list[tuple[str, str, str | None, str | None]]) -> tuple[list[bool], bool, bool]:
    env = {**os.environ, "PYTHONPATH": _SRC}
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, json.dumps(checks)], capture_output=True, text=True, env=env, check=True
    )
    verdicts, lemminflect, simplemma = json.loads(done.stdout)
    return verdicts, lemminflect, simplemma


def test_importing_memtx_loads_no_lemmatizer() -> None:
    assert probe([]) == ([], False, False)


@pytest.mark.parametrize(
    ("checks", "expected"),
    [
        ([("I live in Berlin", "I live in Berlin.", None, None)], [True]),  # a verbatim copy
        ([("Alice lives in Paris", "Alice does not live in Paris.", None, None)], [False]),
        ([("我喜欢咖啡", "我不喜欢咖啡。", None, None)], [False]),
        (
            [("1Z999AA10123456784", "the tracking number is 1Z999AA10123456784", None, "order-17/tracking_number")],
            [True],
        ),
        (
            [("The trial is free", "The trial (finally!) is free", None, None)],
            [True],
        ),  # round 27: an aside of no plural
    ],
)
def test_admission_that_needs_no_word_form_loads_neither(
    checks: list[tuple[str, str, str | None, str | None]], expected: list[bool]
) -> None:
    assert probe(checks) == (expected, False, False)


def test_an_english_coordination_loads_lemminflect_alone() -> None:
    """The coordination rule reads English `-s` and past forms from lemminflect (issue 31): a second conjunct's
    head is looked up there, so such evidence loads it — never simplemma."""
    verdicts, lemminflect, simplemma = probe(
        [("Alice lives in Paris", "Alice lives in Paris, and Bob lives in Rome.", None, None)]
    )
    assert (verdicts, lemminflect, simplemma) == ([True], True, False)


def test_english_speaker_binding_loads_lemminflect_alone() -> None:
    verdicts, lemminflect, simplemma = probe(
        [
            ("Maya lives in Berlin", "I live in Berlin.", "Maya", None),
            ("Maya lived in Berlin", "I live in Berlin.", "Maya", None),
        ]
    )
    assert (verdicts, lemminflect, simplemma) == ([True, False], True, False)


def test_a_spanish_reading_loads_simplemma() -> None:
    verdicts, _lemminflect, simplemma = probe([("Lucía vive en Madrid", "Vivo en Madrid.", "Lucía", None)])
    assert (verdicts, simplemma) == ([True], True)
