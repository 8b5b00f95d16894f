"""Re-export of `memtx.ingest.extractors` under its documented import path `memtx.extractors`."""

from memtx.ingest.extractors import (
    PROMPT,
    RETRY,
    ChatExtractor,
    Endpoint,
    ExtractorError,
    complete,
)

__all__ = [
    "PROMPT",
    "RETRY",
    "ChatExtractor",
    "Endpoint",
    "ExtractorError",
    "complete",
]
