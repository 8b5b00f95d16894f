"""Re-export of `memtx.read.embedders` under its documented import path `memtx.embedders`."""

from memtx.read.embedders import (
    EMBEDDERS,
    MAX_DIM,
    Embedder,
    HashingEmbedder,
    MiniLMEmbedder,
    check_embedder,
    checked_vectors,
    document_text,
    named,
    pack,
    unit_vectors,
    unpack,
)

__all__ = [
    "EMBEDDERS",
    "MAX_DIM",
    "Embedder",
    "HashingEmbedder",
    "MiniLMEmbedder",
    "check_embedder",
    "checked_vectors",
    "document_text",
    "named",
    "pack",
    "unit_vectors",
    "unpack",
]
