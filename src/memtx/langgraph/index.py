"""LangGraph's semantic-search index for `MemtxStore` (DESIGN §12): the `index=` configuration, its
embeddings behind memtx's `Embedder` protocol, which texts of a value are embedded, how a put's vectors are
written into its source document, and how a query scores an item.

Responsible for: LangGraph's semantics of `fields` and of a put's `index` argument, and the three distance
types. Must not: touch the store (`memtx.langgraph.store` reads and writes; this module only computes).
"""

from __future__ import annotations

import base64
import binascii
import math
import operator
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final, Literal

from langchain_core.embeddings import Embeddings
from langgraph.store.base.embed import ensure_embeddings, get_text_at_path, tokenize_path

from memtx.core.errors import InvalidArgument
from memtx.read.embedders import MAX_DIM, Embedder, checked_vectors, pack, unpack

__all__ = ["DISTANCES", "IndexSettings", "LangGraphEmbedder", "Scored", "index_settings"]

DISTANCES: Final = ("cosine", "inner_product", "l2")
_FLOAT32_MAX: Final = 3.4028234663852886e38
_CONFIG_KEYS: Final = frozenset({"dims", "embed", "fields", "text_fields", "distance_type", "ann_index_config"})

Path = tuple[str, Literal["$"] | tuple[str, ...]]  # a field path as written, and its tokens ("$": the whole value)
Vector = tuple[tuple[float, ...], float]  # a stored vector and its Euclidean norm


class _EmbedderEmbeddings(Embeddings):
    """A memtx `Embedder` as LangChain `Embeddings` (documents and queries embed alike)."""

    def __init__(self, embedder: Embedder) -> None:
        self.embedder = embedder

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        return [list(map(float, v)) for v in self.embedder.embed(texts)]

    def embed_query(self, text: str) -> list[float]:
        return self.embed_documents([text])[0]


class LangGraphEmbedder:
    """Any LangGraph `embed` — a LangChain `Embeddings` (`embed_documents`/`embed_query`), a function or an
    async function from a list of texts to vectors, a `"provider:model"` string (LangChain's
    `init_embeddings`), or a memtx `Embedder` — behind memtx's `Embedder` protocol (`name`, `dim`,
    `embed`), with `embed_query` and the async twins. Every vector is checked: one per text, `dim` finite
    numbers (`InvalidArgument` otherwise). `name` identifies the model: vectors of another name are never
    compared with this one's (DESIGN §12)."""

    def __init__(self, embed: object, dims: int, *, name: str | None = None) -> None:
        if isinstance(dims, bool) or not isinstance(dims, int) or not 1 <= dims <= MAX_DIM:
            raise InvalidArgument(f"index dims must be an integer from 1 to {MAX_DIM:,}, not {dims!r}")
        if embed is None:
            raise InvalidArgument("index needs `embed`: an Embeddings object, a function of a list of texts, or a str")
        if isinstance(embed, Embedder) and not isinstance(embed, Embeddings):
            if embed.dim != dims:
                raise InvalidArgument(f"index dims is {dims} but the embedder {embed.name!r} has dim {embed.dim}")
            self.embeddings: Embeddings = _EmbedderEmbeddings(embed)
        elif isinstance(embed, Embeddings | str) or callable(embed):
            try:
                self.embeddings = ensure_embeddings(embed)
            except ValueError as exc:  # a provider string LangChain cannot load
                raise InvalidArgument(str(exc)) from exc
        else:
            raise InvalidArgument(
                f"index `embed` must be an Embeddings object, a function or a 'provider:model' str, "
                f"not {type(embed).__name__}"
            )
        self.dim = dims
        self.name = name if name is not None else f"langgraph:{_identity(embed)}/{dims}"

    def embed(self, texts: Sequence[str]) -> list[list[float]]:
        return self._checked(texts, self.embeddings.embed_documents(list(texts)))

    def embed_query(self, text: str) -> list[float]:
        return self._checked([text], [self.embeddings.embed_query(text)])[0]

    async def aembed(self, texts: Sequence[str]) -> list[list[float]]:
        return self._checked(texts, await self.embeddings.aembed_documents(list(texts)))

    async def aembed_query(self, text: str) -> list[float]:
        return self._checked([text], [await self.embeddings.aembed_query(text)])[0]

    def _checked(self, texts: Sequence[str], vectors: object) -> list[list[float]]:
        """`checked_vectors`, and within float32's range: vectors are stored unscaled, as float32."""
        out = checked_vectors(self, texts, vectors)
        if any(abs(x) > _FLOAT32_MAX for v in out for x in v):
            raise InvalidArgument(f"embedder {self.name!r} returned a number beyond float32's range")
        return out


def _identity(embed: object) -> str:
    """A stable name for an embedding model: the provider string, a memtx embedder's name, or the qualified
    name of the function or class (with its `model` or `model_name` when it has one)."""
    if isinstance(embed, str):
        return embed
    own = getattr(embed, "name", None)
    if isinstance(embed, Embedder) and isinstance(own, str):
        return own
    kind = embed if callable(embed) and not isinstance(embed, Embeddings) else type(embed)
    found = f"{getattr(kind, '__module__', '?')}.{getattr(kind, '__qualname__', type(kind).__name__)}"
    model = getattr(embed, "model", None) or getattr(embed, "model_name", None)
    return f"{found}:{model}" if isinstance(model, str) else found


@dataclass(frozen=True, slots=True)
class IndexSettings:
    """A checked `index=` configuration: the embedder, the default field paths and the distance type."""

    embedder: LangGraphEmbedder
    fields: tuple[Path, ...]
    distance: str

    def paths(self, index: Literal[False] | list[str] | None) -> tuple[Path, ...]:
        """The paths a put embeds: its own `index` list, none for `index=False`, else the configured ones."""
        if index is None:
            return self.fields
        if index is False:
            return ()
        return _paths(index, "a put's index")

    def texts(self, value: Mapping[str, Any], paths: Sequence[Path]) -> list[tuple[str, str]]:
        """(label, text) for each text the paths reach in `value`, in LangGraph's way: a path that reaches
        several texts labels them `path.0`, `path.1`, ...; a missing field is skipped."""
        out: list[tuple[str, str]] = []
        for path, tokens in paths:
            found = get_text_at_path(value, tokens if tokens == "$" else list(tokens))
            if len(found) == 1:
                out.append((path, found[0]))
            else:
                out.extend((f"{path}.{i}", text) for i, text in enumerate(found))
        return out

    def scorer(self, query: Sequence[float]) -> Callable[[Sequence[Vector]], float | None]:
        """The score of an item for `query`: the best of its vectors (LangGraph's max pooling) under the
        distance type — cosine similarity, inner product, or minus the Euclidean distance; None without
        vectors."""
        q = tuple(query)
        q_norm = math.sqrt(sum(x * x for x in q))

        def one(vector: Vector) -> float:
            v, v_norm = vector
            if self.distance == "l2":
                return -math.dist(q, v)
            dot = sum(map(operator.mul, q, v))
            if self.distance == "inner_product":
                return float(dot)
            return dot / (q_norm * v_norm) if q_norm > 0 and v_norm > 0 else 0.0

        def best(vectors: Sequence[Vector]) -> float | None:
            return max(map(one, vectors)) if vectors else None

        return best


def index_settings(index: object) -> IndexSettings:
    """Check LangGraph's `index` mapping: `dims` and `embed` (required), `fields` (or SqliteStore's name for
    it, `text_fields`; default `["$"]`, the whole value), `distance_type` (`cosine`, `inner_product`, `l2`;
    default cosine) and `ann_index_config` (accepted, unused: memtx scores every candidate exactly)."""
    if not isinstance(index, Mapping):
        raise InvalidArgument(
            f"index must be a mapping like {{'dims': 1536, 'embed': ...}}, not {type(index).__name__}"
        )
    unknown = sorted(map(str, set(index) - _CONFIG_KEYS))
    if unknown:
        raise InvalidArgument(f"unknown index setting(s) {unknown}; known: {sorted(_CONFIG_KEYS)}")
    fields, text_fields = index.get("fields"), index.get("text_fields")
    if fields is not None and text_fields is not None and fields != text_fields:
        raise InvalidArgument("index `fields` and `text_fields` name the same setting; give one of them")
    given = fields if fields is not None else text_fields
    distance = index.get("distance_type", "cosine")
    if distance not in DISTANCES:
        raise InvalidArgument(f"index distance_type must be one of {list(DISTANCES)}, not {distance!r}")
    ann = index.get("ann_index_config")
    if ann is not None and not isinstance(ann, Mapping):
        raise InvalidArgument("index ann_index_config must be a mapping (it is accepted and not used)")
    embedder = LangGraphEmbedder(index.get("embed"), index.get("dims"))  # type: ignore[arg-type]  # checked there
    return IndexSettings(embedder, _paths(given if given else ["$"], "index fields"), str(distance))


def _paths(given: object, what: str) -> tuple[Path, ...]:
    if isinstance(given, str):
        given = [given]
    if not isinstance(given, list | tuple) or not all(isinstance(p, str) and p for p in given):
        raise InvalidArgument(f"{what} must be a list of non-empty JSON paths (e.g. ['text', 'items[*].body'])")
    return tuple((p, "$") if p == "$" else (p, tuple(tokenize_path(p))) for p in given)


# --- vectors in a put's source document ------------------------------------------------------------------
def encode(embedder: str, labelled: Sequence[tuple[str, Sequence[float]]]) -> dict[str, Any]:
    """The source document's `index` entry: the embedder's name and each vector as base64 little-endian
    float32 with its label (the field path it embeds)."""
    return {
        "embedder": embedder,
        "vectors": [[label, base64.b64encode(pack(v)).decode("ascii")] for label, v in labelled],
    }


def decode(entry: object, embedder: str, dims: int) -> tuple[Vector, ...] | None:
    """The vectors an `index` entry holds for `embedder` (with their norms), `()` for a put that embedded
    nothing, None when the item is not in this index: no entry, another embedder's or malformed."""
    if not isinstance(entry, Mapping) or entry.get("embedder") != embedder:
        return None
    rows = entry.get("vectors")
    if not isinstance(rows, list):
        return None
    out: list[Vector] = []
    for row in rows:
        try:
            vector = tuple(unpack(base64.b64decode(row[1], validate=True)))
        except (TypeError, IndexError, ValueError, binascii.Error):
            return None
        if len(vector) != dims:
            return None
        out.append((vector, math.sqrt(sum(x * x for x in vector))))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Scored:
    """A candidate of a query search: its score (None: not in the index) and its position in key order."""

    score: float | None
    order: int

    def rank(self) -> tuple[int, float, int]:
        """Scored first, best first; then the unscored, in key order (LangGraph fills with those)."""
        return (0, -self.score, self.order) if self.score is not None else (1, 0.0, self.order)
