"""`memtx eval --replay DIR` and `memtx eval --record DIR --endpoint URL` (issue 33 item 6): the stub endpoint
around one evaluation run.

With neither flag nothing starts and the model track is reported as "no recorded model run". With
`--record`, a new transcript is created (model name from `$MEMTX_LLM_MODEL`, key from `$MEMTX_LLM_API_KEY`,
never written down) and the stub forwards what it does not hold yet; with `--replay`, the stub serves the
transcript and nothing else. Either way the model track (`memtx.tooling.eval.model_track`) runs first, then the
suites run with mem0's model path on through the stub, and a request the transcript lacks — even one mem0
swallowed — fails the command, naming its prompt hash.

Responsible for: checking the flags, the stub's lifetime, and writing `model.json` / `model.md`. Must not:
compute a figure (the model track does) or change a suite.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from importlib.metadata import version
from pathlib import Path
from typing import Any

from memtx.core.errors import InvalidArgument
from memtx.tooling.eval import model_track
from memtx.tooling.eval.output import write_json_and_markdown
from memtx.tooling.eval.stub_model import StubModel
from memtx.tooling.eval.transcripts import Transcript, TranscriptError


@dataclass(slots=True)
class ModelRun:
    """What the command prints and writes about the model track; `document` is None without a transcript."""

    stub: StubModel | None = None
    document: dict[str, Any] | None = None
    table: str = f"model track: {model_track.NO_RECORDING} (memtx eval --replay DIR, or --record DIR --endpoint URL)"
    paths: list[Path] = field(default_factory=list)

    def refuse_misses(self) -> None:
        """Fail when any request during the run had no recorded answer (mem0 catches its model's errors)."""
        if self.stub is not None and self.stub.failures:
            raise TranscriptError(f"recording failed for {len(self.stub.failures)} request(s): {self.stub.failures[0]}")
        if self.stub is not None and self.stub.misses:
            shown = ", ".join(self.stub.misses[:3])
            raise TranscriptError(
                f"{len(self.stub.misses)} model request(s) during the run are not in the transcript "
                f"{self.stub.transcript.directory} (first: {shown}); its figures are not a replay — record again"
            )


def check_flags(replay: Path | None, record: Path | None, endpoint: str | None) -> None:
    if replay is not None and record is not None:
        raise InvalidArgument("give --replay DIR or --record DIR, not both")
    if record is not None and not endpoint:
        raise InvalidArgument("--record DIR needs --endpoint URL (the OpenAI-compatible base URL, …/v1)")
    if endpoint and record is None:
        raise InvalidArgument("--endpoint is only for --record DIR")
    if endpoint and not endpoint.startswith(("http://", "https://")):
        raise InvalidArgument(f"--endpoint must be an http(s) URL, not {endpoint!r}")
    if record is not None and not os.environ.get("MEMTX_LLM_MODEL"):
        raise InvalidArgument("--record needs the model's name in $MEMTX_LLM_MODEL")


@contextlib.contextmanager
def model_endpoint(
    *, replay: Path | None, record: Path | None, endpoint: str | None, out_dir: Path
) -> Iterator[ModelRun]:
    """Start the stub (when a flag asks), run the model track, and keep the stub up for the suites; on leaving,
    stop it. Without a flag, yield a `ModelRun` that says "no recorded model run"."""
    check_flags(replay, record, endpoint)
    if replay is None and record is None:
        yield ModelRun()
        return
    if replay is not None:
        stub = StubModel.replay(Transcript.load(replay))
    else:
        assert record is not None
        assert endpoint is not None
        meta = {
            "model": os.environ["MEMTX_LLM_MODEL"],
            "recorded": datetime.now(UTC).isoformat(timespec="seconds"),
            "memtx": version("memtx"),
        }
        stub = StubModel.record(
            Transcript.create(record, meta), endpoint, api_key=os.environ.get("MEMTX_LLM_API_KEY", "")
        )
    with stub:
        track = model_track.run(stub)
        run = ModelRun(stub, track.to_dict(), track.format_table())
        run.paths = write_json_and_markdown(out_dir, "model", run.document, track.to_markdown())
        with _mem0_through(stub):
            yield run


@contextlib.contextmanager
def _mem0_through(stub: StubModel) -> Iterator[None]:
    """The conformance suite's mem0 arm with its model path on through the stub (when mem0 is installed)."""
    if importlib.util.find_spec("mem0") is None:
        yield
        return
    from memtx.tooling.eval.conformance_systems import mem0_model_path  # noqa: PLC0415 - only with mem0

    with mem0_model_path(stub.base_url, stub.transcript.model):
        yield
