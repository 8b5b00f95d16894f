"""Transcripts and the stub endpoint of `memtx eval --record/--replay` (issue 33 item 6), without a model: the
prompt hash, the format's refusals, a replayed answer, and a request the transcript lacks refused with its hash."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from memtx.core.errors import InvalidArgument
from memtx.tooling.eval.model_track import NO_RECORDING, claims
from memtx.tooling.eval.replay import check_flags
from memtx.tooling.eval.stub_model import StubModel
from memtx.tooling.eval.transcripts import Entry, Transcript, TranscriptError, prompt_hash

BODY: dict[str, Any] = {"model": "m", "temperature": 0, "messages": [{"role": "user", "content": "Hello?"}]}


def _post(url: str, body: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        f"{url}/chat/completions", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as exc:
        with exc:
            return exc.code, json.loads(exc.read())


def _transcript(tmp_path: Path) -> Transcript:
    transcript = Transcript.create(tmp_path / "t", {"model": "recorded-model"})
    usage = {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4}
    transcript.add(
        Entry(prompt_hash(BODY), "recorded-model", "2026-12-04", BODY, {"role": "assistant", "content": "Hi"}, usage)
    )
    return transcript


def test_the_prompt_hash_ignores_the_model_name_and_nothing_else() -> None:
    assert prompt_hash(BODY) == prompt_hash({**BODY, "model": "another"})
    assert prompt_hash(BODY) != prompt_hash({**BODY, "temperature": 1})
    assert prompt_hash(BODY).startswith("sha256:")


def test_a_replayed_answer_and_a_missing_one(tmp_path: Path) -> None:
    _transcript(tmp_path)
    with StubModel.replay(Transcript.load(tmp_path / "t")) as stub:
        assert stub.base_url.startswith("http://127.0.0.1:")
        status, reply = _post(stub.base_url, {**BODY, "model": "anything"})
        assert status == 200
        assert reply["choices"][0]["message"]["content"] == "Hi"
        assert reply["model"] == "recorded-model"
        assert reply["usage"]["total_tokens"] == 4
        other = {**BODY, "messages": [{"role": "user", "content": "Something else?"}]}
        status, reply = _post(stub.base_url, other)
        assert status == 404
        assert prompt_hash(other) in reply["error"]["message"]  # named, never a made-up answer
        assert stub.misses == [prompt_hash(other)]
        assert stub.tokens() == {"prompt_tokens": 3, "completion_tokens": 1, "total_tokens": 4, "calls": 1}


def test_malformed_transcripts_are_refused(tmp_path: Path) -> None:
    with pytest.raises(TranscriptError, match="not a transcript"):
        Transcript.load(tmp_path / "absent")
    _transcript(tmp_path)
    with pytest.raises(TranscriptError, match="already holds a transcript"):
        Transcript.create(tmp_path / "t", {"model": "x"})
    lines = tmp_path / "t" / "transcript.jsonl"
    entry = json.loads(lines.read_text(encoding="utf-8"))
    lines.write_text(json.dumps({**entry, "request": {**BODY, "temperature": 2}}) + "\n", encoding="utf-8")
    with pytest.raises(TranscriptError, match="hash does not match"):
        Transcript.load(tmp_path / "t")
    lines.write_text("{not json\n", encoding="utf-8")
    with pytest.raises(TranscriptError, match="not JSON"):
        Transcript.load(tmp_path / "t")


def test_the_flags_are_checked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MEMTX_LLM_MODEL", raising=False)
    with pytest.raises(InvalidArgument, match="not both"):
        check_flags(tmp_path, tmp_path, "http://127.0.0.1:1/v1")
    with pytest.raises(InvalidArgument, match="needs --endpoint"):
        check_flags(None, tmp_path, None)
    with pytest.raises(InvalidArgument, match="only for --record"):
        check_flags(None, None, "http://127.0.0.1:1/v1")
    with pytest.raises(InvalidArgument, match="http"):
        check_flags(None, tmp_path, "ftp://x")
    with pytest.raises(InvalidArgument, match="MEMTX_LLM_MODEL"):
        check_flags(None, tmp_path, "http://127.0.0.1:1/v1")
    check_flags(None, None, None)


def test_without_a_recording_the_cost_claim_is_not_measured() -> None:
    (claim,) = claims(None)
    assert claim.verdict.value == "not measured"
    assert claim.measured == NO_RECORDING


def test_a_recording_whose_endpoint_fails_records_nothing_and_says_so(tmp_path: Path) -> None:
    transcript = Transcript.create(tmp_path / "t", {"model": "m"})
    with StubModel.record(transcript, "http://127.0.0.1:9/v1") as stub:  # nothing listens on port 9
        status, reply = _post(stub.base_url, BODY)
    assert status == 502
    assert prompt_hash(BODY) in reply["error"]["message"]
    assert stub.misses == [prompt_hash(BODY)]
    assert "could not be reached" in stub.failures[0]
    assert Transcript.load(tmp_path / "t").entries == {}
