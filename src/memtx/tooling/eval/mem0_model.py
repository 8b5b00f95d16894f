"""The real mem0 as the evaluation runs it: local Qdrant in a directory, no telemetry, memtx's deterministic
hashing embedder in place of mem0's (no weights, no network), and its model path either off (placeholder
settings that are never called: `infer=False` writes only) or on through an OpenAI-compatible endpoint —
the local stub serving a transcript (`memtx.tooling.eval.stub_model`), so `infer=True` replays deterministically.

Responsible for: building that `Memory` and fixing the one clock mem0 puts into its prompts. Must not: be
imported where mem0 is not installed (callers check `importlib.util.find_spec("mem0")` first).
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import logging
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Final

from memtx.read.embedders import HashingEmbedder, unit_vectors

# mem0 writes today's date into its extraction prompt; fixed so that a transcript replays on any day.
DATE: Final = "2026-01-01"
DIMS: Final = 256


def _mem0(module: str) -> Any:
    """Import a mem0 module with its telemetry off (mem0 reads the switch once, when first imported)."""
    os.environ["MEM0_TELEMETRY"] = "False"
    # mem0 warns at length that its optional spaCy and fastembed features are absent; only its errors show.
    logging.getLogger("mem0").setLevel(logging.ERROR)
    return importlib.import_module(module)


def memory(directory: Path, collection: str, endpoint: tuple[str, str] | None = None) -> Any:
    """A mem0 `Memory` in `directory`; `endpoint` = (base URL, model name) turns its model path on."""
    mem0 = _mem0("mem0")
    base = _mem0("mem0.embeddings.base").EmbeddingBase
    key = {"api_key": "memtx-offline-placeholder"}  # mem0's OpenAI client wants one; nothing checks it
    llm = key if endpoint is None else key | {"model": endpoint[1], "openai_base_url": endpoint[0], "temperature": 0.0}
    made = mem0.Memory.from_config(
        {
            "vector_store": {
                "provider": "qdrant",
                "config": {
                    "collection_name": collection,
                    "path": str(directory / "qdrant"),
                    "embedding_model_dims": DIMS,
                },
            },
            "embedder": {"provider": "openai", "config": key | {"embedding_dims": DIMS}},
            "llm": {"provider": "openai", "config": llm},
            "history_db_path": str(directory / "history.db"),
        }
    )
    hashing = HashingEmbedder(DIMS)

    class _Hashing(base):  # type: ignore[misc, valid-type]
        def embed(self, text: str, memory_action: str | None = None) -> list[float]:
            return unit_vectors(hashing, [text])[0]

    made.embedding_model = _Hashing()
    return made


def close(memory: Any) -> None:
    """Close what a `memory(...)` holds open: Qdrant's client and the model client's connection pool."""
    memory.vector_store.client.close()
    client = getattr(getattr(memory, "llm", None), "client", None)
    if client is not None and hasattr(client, "close"):
        client.close()


@contextlib.contextmanager
def fixed_date(day: str = DATE) -> Iterator[None]:
    """mem0's extraction prompt names the current date (`generate_additive_extraction_prompt`); inside the
    block it names `day` instead, so the prompt — and its hash — is the same on any day."""
    main = _mem0("mem0.memory.main")
    name = "generate_additive_extraction_prompt"
    original = getattr(main, name)
    setattr(main, name, functools.partial(original, current_date=day))
    try:
        yield
    finally:
        setattr(main, name, original)
