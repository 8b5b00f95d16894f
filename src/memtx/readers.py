"""Re-export of `memtx.ingest.readers` under its documented import path `memtx.readers`."""

from memtx.ingest.readers import (
    READ_PROMPT,
    ChatReader,
    NewestReader,
    OverlapReader,
    Reader,
    remainder,
)

__all__ = [
    "READ_PROMPT",
    "ChatReader",
    "NewestReader",
    "OverlapReader",
    "Reader",
    "remainder",
]
