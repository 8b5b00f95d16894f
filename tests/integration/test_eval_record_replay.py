"""Record once, replay everywhere (issue 33 item 6): the model track — the chat extractor, the chat reader, a
model policy at the conformance episodes' decision points and mem0 with `infer=True` — recorded through a fake
OpenAI-compatible server, then replayed with that server gone, gives identical results; a replay whose inputs
changed stops with the missing prompt hash; and `memtx eval --replay` runs it. The fake server's answers are
made from the prompts' text: nothing here is a model's output."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from _fake_openai import FakeOpenAI
from memtx.cli.commands import cli
from memtx.tooling.eval import model_track
from memtx.tooling.eval.stub_model import StubModel
from memtx.tooling.eval.transcripts import Transcript, TranscriptError


def _record(directory: Path) -> tuple[dict[str, Any], int]:
    with FakeOpenAI() as fake:
        transcript = Transcript.create(directory, {"model": "fake-model-1"})
        with StubModel.record(transcript, fake.base_url) as stub:
            recorded = model_track.run(stub).to_dict()
        return recorded, len(fake.requests)


def _figures(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k not in ("seconds", "mode")}


def test_a_recording_replays_identically_without_the_endpoint(tmp_path: Path) -> None:
    recorded, asked = _record(tmp_path / "t")
    assert asked == len(Transcript.load(tmp_path / "t").entries)  # one upstream call per distinct prompt
    parts = {p["part"]: p for p in recorded["parts"]}
    assert parts["chat extractor"]["figures"]["proposed"] > 0
    assert parts["chat reader"]["figures"]["questions"] == sum(len(q) for _u, _m, q in model_track.DIALOGS)
    assert parts["agent policy"]["figures"]["decisions"] > 0
    assert recorded["tokens"]["total_tokens"] > 0
    if importlib.util.find_spec("mem0") is not None:
        assert parts["mem0 (infer=True)"]["skipped"] is None
        assert parts["mem0 (infer=True)"]["figures"]["memories stored"] > 0
    for _ in range(2):  # the fake server is gone: every answer comes from the transcript
        with StubModel.replay(Transcript.load(tmp_path / "t")) as stub:
            replayed = model_track.run(stub).to_dict()
        assert stub.misses == []
        assert replayed["mode"] == "replay"
        assert _figures(replayed) == _figures(recorded)
    (claim,) = model_track.claims(replayed)
    assert claim.verdict.value == "not measured"  # the paper's figure is not in the repository
    assert "tokens per dialog" in claim.measured


def test_a_replay_whose_prompts_changed_names_the_missing_hash(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _record(tmp_path / "t")
    changed = (("maya", ("I moved to Madrid last spring.",), (("Where does maya live?", ("Madrid",)),)),)
    monkeypatch.setattr(model_track, "DIALOGS", changed)
    with StubModel.replay(Transcript.load(tmp_path / "t")) as stub, pytest.raises(TranscriptError) as caught:
        model_track.run(stub)
    assert "prompt hash sha256:" in str(caught.value)
    assert "chat extractor" in str(caught.value)
    assert stub.misses


def test_the_command_replays_and_refuses_what_it_cannot(tmp_path: Path) -> None:
    _record(tmp_path / "t")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli, ["eval", "--quick", "--suite", "stress", "--replay", str(tmp_path / "t"), "--out", str(out)]
    )
    assert result.exit_code == 0, result.output
    doc = json.loads((out / "model.json").read_text(encoding="utf-8"))
    assert doc["mode"] == "replay"
    assert "chat extractor" in result.stdout
    refused = CliRunner().invoke(cli, ["eval", "--record", str(tmp_path / "new")])
    assert refused.exit_code == 2
    assert "needs --endpoint" in refused.output
    missing = CliRunner().invoke(cli, ["eval", "--replay", str(tmp_path / "absent"), "--out", str(out)])
    assert missing.exit_code == 2
    assert "not a transcript" in missing.output


@pytest.mark.skipif(importlib.util.find_spec("mem0") is None, reason="mem0 is not installed (memtx[peers])")
def test_the_conformance_mem0_arm_runs_its_model_path_through_the_stub(tmp_path: Path) -> None:
    from memtx.tooling.eval.conformance import run_episode  # noqa: PLC0415 - with mem0 only
    from memtx.tooling.eval.conformance_episodes import load  # noqa: PLC0415
    from memtx.tooling.eval.conformance_systems import SYSTEMS, mem0_model_path  # noqa: PLC0415

    episodes = load("main")[:3]

    def runs(stub: StubModel) -> list[tuple[str | None, bool]]:
        with mem0_model_path(stub.base_url, stub.transcript.model):
            done = [run_episode(e, SYSTEMS["mem0"], "eager", "mem0") for e in episodes]
        return [(r.acted, r.damage) for r in done]

    with (
        FakeOpenAI() as fake,
        StubModel.record(Transcript.create(tmp_path / "t", {"model": "fake"}), fake.base_url) as stub,
    ):
        recorded = runs(stub)
        assert fake.requests  # infer=True: mem0 asked the model for every write
    with StubModel.replay(Transcript.load(tmp_path / "t")) as stub:
        assert runs(stub) == recorded
        assert stub.misses == []
