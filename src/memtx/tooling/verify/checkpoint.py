"""Checkpoints of a search, so a long run can stop and resume (`memtx verify --checkpoint DIR --resume`).

Responsible for: writing the visited table and the current path — every level's enabled operations, the
next one to try, and the operation that entered it — as one generation of files made current by one atomic
rename, and reading them back. The path is replayed from the initial state on resume (the search is
deterministic; every level's digest is compared). Must not: search.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from memtx.tooling.verify.config import Config
from memtx.tooling.verify.frames import Frame, Progress
from memtx.tooling.verify.ops import Op
from memtx.tooling.verify.trace import TraceStep
from memtx.tooling.verify.visited import VisitedTable

FORMAT = 1
CURRENT = "current"


class CheckpointError(Exception):
    """A checkpoint that cannot be resumed (another configuration, another format, or a divergent replay)."""


@dataclass(frozen=True, slots=True)
class FrameRecord:
    ops: tuple[Op, ...]
    next: int
    digest: int
    entered: TraceStep | None


@dataclass(frozen=True, slots=True)
class Loaded:
    table: VisitedTable
    progress: Progress
    path: list[FrameRecord]
    finished: str | None


def exists(directory: Path) -> bool:
    return (directory / CURRENT).is_file()


def save(
    directory: Path,
    config: Config,
    table: VisitedTable,
    progress: Progress,
    stack: Sequence[Frame],
    *,
    finished: str | None = None,
) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    generation = _generation(directory) + 1
    table.save(directory / f"visited-{generation}.bin")
    document = {
        "format": FORMAT,
        "config": _config_data(config),
        "finished": finished,
        "progress": {
            "transitions": progress.transitions,
            "distinct": progress.distinct,
            "max_depth": progress.max_depth,
            "expanded_again": progress.expanded_again,
            "elapsed": progress.elapsed,
            "by_kind": dict(progress.by_kind),
            "outcomes": dict(progress.outcomes),
        },
        "path": [
            {
                "ops": [_op_data(op) for op in frame.ops],
                "next": frame.next,
                "digest": frame.digest,
                "entered": None if frame.entered is None else [_op_data(frame.entered.op), frame.entered.note],
            }
            for frame in stack
        ],
    }
    (directory / f"search-{generation}.json").write_text(json.dumps(document), encoding="utf-8")
    pointer = directory / f"{CURRENT}.tmp"
    pointer.write_text(str(generation), encoding="utf-8")
    os.replace(pointer, directory / CURRENT)  # the one atomic step: this generation is now the checkpoint
    for old in (*directory.glob("visited-*.bin"), *directory.glob("search-*.json")):
        if old.stem.rsplit("-", 1)[1] != str(generation):
            old.unlink()


def load(directory: Path, config: Config) -> Loaded:
    generation = _generation(directory)
    document = json.loads((directory / f"search-{generation}.json").read_text(encoding="utf-8"))
    if document.get("format") != FORMAT:
        raise CheckpointError(f"checkpoint format {document.get('format')!r}, expected {FORMAT}")
    if document["config"] != _config_data(config):
        raise CheckpointError("the checkpoint was made with another configuration: " + json.dumps(document["config"]))
    p = document["progress"]
    progress = Progress(
        p["transitions"],
        p["distinct"],
        p["max_depth"],
        p["expanded_again"],
        p["elapsed"],
        Counter(p["by_kind"]),
        Counter(p["outcomes"]),
    )
    path = [
        FrameRecord(
            tuple(Op(**op) for op in frame["ops"]),
            frame["next"],
            frame["digest"],
            TraceStep(Op(**frame["entered"][0]), frame["entered"][1]) if frame["entered"] else None,
        )
        for frame in document["path"]
    ]
    return Loaded(VisitedTable.load(directory / f"visited-{generation}.bin"), progress, path, document["finished"])


def _generation(directory: Path) -> int:
    pointer = directory / CURRENT
    return int(pointer.read_text(encoding="utf-8")) if pointer.is_file() else 0


def _op_data(op: Op) -> dict[str, Any]:
    return dataclasses.asdict(op)


def _config_data(config: Config) -> dict[str, Any]:
    """The configuration a checkpoint belongs to; `max_states` only stops a run, so it may change."""
    data = dataclasses.asdict(config)
    data.pop("max_states")
    plain: dict[str, Any] = json.loads(json.dumps(data))  # tuples become lists, as in the saved document
    return plain
