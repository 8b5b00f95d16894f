"""Transcripts of model calls, for `memtx eval --record` and `--replay` (issue 33 item 6).

A transcript is a directory: `meta.json` (format, model, when it was recorded, by which memtx) and
`transcript.jsonl`, one line per distinct chat-completions request — its prompt hash, the model that
answered, the date, the request itself (for a reader to audit), the assistant message and the token counts
the endpoint reported. The prompt hash is the SHA-256 of the request body in canonical JSON without its
`model` field (what a replay's client names its model does not change the question asked).

Responsible for: the format, hashing, loading (refusing a malformed file with `TranscriptError`) and
appending. Must not: talk to a network or decide what a missing entry means (the stub refuses it).
"""

from __future__ import annotations

import hashlib
import json
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final

from memtx.core.errors import MemtxError

FORMAT: Final = 1
META: Final = "meta.json"
LINES: Final = "transcript.jsonl"


class TranscriptError(MemtxError):
    """A transcript cannot be used: missing or malformed files, or a request it holds no answer for."""


def prompt_hash(body: dict[str, Any]) -> str:
    """`sha256:<hex>` of the request body in canonical JSON (sorted keys, no spaces), `model` left out."""
    asked = {k: v for k, v in body.items() if k != "model"}
    text = json.dumps(asked, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class Entry:
    """One recorded call. `usage` holds the endpoint's token counts (`prompt_tokens`, `completion_tokens`,
    `total_tokens`), or is None when the endpoint reported none."""

    hash: str
    model: str
    date: str
    request: dict[str, Any]
    message: dict[str, Any]
    usage: dict[str, int] | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "hash": self.hash,
            "model": self.model,
            "date": self.date,
            "request": self.request,
            "message": self.message,
            "usage": self.usage,
        }

    @classmethod
    def of(cls, doc: Any, where: str) -> Entry:
        if not isinstance(doc, dict):
            raise TranscriptError(f"{where}: an entry must be a JSON object")
        missing = [f for f in ("hash", "model", "date", "request", "message") if f not in doc]
        if missing:
            raise TranscriptError(f"{where}: the entry lacks {', '.join(missing)}")
        usage = doc.get("usage")
        if usage is not None and not (
            isinstance(usage, dict) and all(isinstance(v, int) and not isinstance(v, bool) for v in usage.values())
        ):
            raise TranscriptError(f"{where}: usage must map token counts to integers")
        if not isinstance(doc["message"], dict) or not isinstance(doc["request"], dict):
            raise TranscriptError(f"{where}: request and message must be JSON objects")
        if prompt_hash(doc["request"]) != doc["hash"]:
            raise TranscriptError(f"{where}: the hash does not match the request it records")
        return cls(str(doc["hash"]), str(doc["model"]), str(doc["date"]), doc["request"], doc["message"], usage)


class Transcript:
    """A transcript directory, loaded; `add` appends to `transcript.jsonl` at once (thread-safe), so a
    recording interrupted half-way keeps what it had."""

    def __init__(self, directory: Path, meta: dict[str, Any], entries: dict[str, Entry]) -> None:
        self.directory = directory
        self.meta = meta
        self.entries = entries
        self._lock = threading.Lock()

    @property
    def model(self) -> str:
        return str(self.meta["model"])

    @classmethod
    def load(cls, directory: Path) -> Transcript:
        meta_path, lines_path = directory / META, directory / LINES
        if not meta_path.is_file() or not lines_path.is_file():
            raise TranscriptError(f"{directory} is not a transcript: it needs {META} and {LINES} (memtx eval --record)")
        try:
            meta = json.loads(meta_path.read_text(encoding="utf-8"))
        except ValueError as exc:
            raise TranscriptError(f"{meta_path}: not JSON ({exc})") from None
        if not isinstance(meta, dict) or meta.get("format") != FORMAT or not isinstance(meta.get("model"), str):
            raise TranscriptError(f"{meta_path}: expected format {FORMAT} and a model name")
        entries: dict[str, Entry] = {}
        for n, line in enumerate(lines_path.read_text(encoding="utf-8").splitlines(), start=1):
            if not line.strip():
                continue
            try:
                doc = json.loads(line)
            except ValueError as exc:
                raise TranscriptError(f"{lines_path}:{n}: not JSON ({exc})") from None
            entry = Entry.of(doc, f"{lines_path}:{n}")
            entries.setdefault(entry.hash, entry)  # a repeated request keeps its first answer
        return cls(directory, meta, entries)

    @classmethod
    def create(cls, directory: Path, meta: dict[str, Any]) -> Transcript:
        """A new transcript (refused where one already is: a recording never overwrites another)."""
        if (directory / META).exists() or (directory / LINES).exists():
            raise TranscriptError(f"{directory} already holds a transcript; record into a new directory")
        directory.mkdir(parents=True, exist_ok=True)
        meta = {"format": FORMAT, **meta}
        (directory / META).write_text(json.dumps(meta, indent=2, sort_keys=True) + "\n", encoding="utf-8")
        (directory / LINES).write_text("", encoding="utf-8")
        return cls(directory, meta, {})

    def add(self, entry: Entry) -> Entry:
        """Keep `entry` unless its hash is recorded already; return the entry the transcript holds."""
        with self._lock:
            held = self.entries.setdefault(entry.hash, entry)
            if held is entry:
                with (self.directory / LINES).open("a", encoding="utf-8") as f:
                    f.write(json.dumps(entry.to_dict(), sort_keys=True, ensure_ascii=False) + "\n")
            return held
