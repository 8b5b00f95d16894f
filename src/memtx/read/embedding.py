"""The stored vectors of versions (DESIGN §12): a commit's versions embedded under the store's embedder, and the
backfill of versions that have no vector of it (`mem.embed_missing`).

Responsible for: turning versions into the vectors a write unit stores, always outside the write lock. Must
not: rank (`memtx.read.retrieval` does) or define an embedder (`memtx.read.embedders` does).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from memtx.core.errors import InvalidArgument
from memtx.core.model import Record
from memtx.read import embedders
from memtx.read.embedders import Embedder

if TYPE_CHECKING:
    from memtx.engine.context import StoreContext


def embed(embedder: Embedder | None, records: Sequence[Record]) -> tuple[str, list[tuple[int, bytes]]] | None:
    """The vectors of `records` under `embedder` (the store handle's), or None without one."""
    if embedder is None or not records:
        return None
    texts = [embedders.document_text(r.key, r.value) for r in records]
    vectors = embedders.unit_vectors(embedder, texts)
    return embedder.name, [(r.vid, embedders.pack(v)) for r, v in zip(records, vectors, strict=True)]


def embed_missing(
    ctx: StoreContext, embedder: Embedder | None, *, batch: object, progress: Callable[[int], object] | None
) -> int:
    """`Memory.embed_missing`, with the `Memory`'s embedder."""
    if embedder is None:
        raise InvalidArgument("embed_missing needs an embedder: Memory.open(..., embedder=...)")
    if isinstance(batch, bool) or not isinstance(batch, int) or not 1 <= batch <= 100_000:
        raise InvalidArgument("batch must be an integer from 1 to 100,000")
    name, done, after = embedder.name, 0, 0
    while True:
        with ctx.unit(write=False) as u:
            page = u.unembedded(name, after, batch)
        if not page:
            return done
        texts = [embedders.document_text(key, value) for _, key, value in page]
        vectors = embedders.unit_vectors(embedder, texts)
        with ctx.writer() as u:
            u.put_vectors(name, [(vid, embedders.pack(v)) for (vid, _, _), v in zip(page, vectors, strict=True)])
        done += len(page)
        after = page[-1][0]
        if progress is not None:
            progress(done)
