"""Dense retrieval (DESIGN §12): vectors stored with the version in the commit's unit, dense and fused
search under exactly the read rules of lexical search, on every backend. The deterministic hashing embedder
stands in for a language model's embedder."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import pytest

from conftest import TickClock
from memtx import HashingEmbedder, InvalidArgument, Memory, PermissionDenied, Record, State
from memtx.read.embedders import check_embedder, pack, unit_vectors, unpack
from memtx.read.retrieval import DenseCache, fuse

MODES = ("dense", "hybrid")


def write(mem: Memory, key: str, text: str, *, agent: str = "alice", at: float = 100, **fields: object) -> Record:
    with mem.transaction(agent=agent) as tx:
        src = tx.observe(text, owner=agent, scope=str(fields.pop("source_scope", "shared")), at=at)
        staged = tx.propose(key=key, value=text, evidence=text, source=src.id, at=at, **fields)
    return mem.record(staged.vid)


def found(mem: Memory, query: str, mode: str, agent: str = "alice", **kw: object) -> list[int]:
    return [h.record.vid for h in mem.search(query, agent=agent, mode=mode, **kw)]  # type: ignore[arg-type]


@pytest.fixture
def dense(backend_name: str, tmp_path: Path) -> Memory:
    url = ":memory:" if backend_name == "memory" else tmp_path / "dense.db"
    mem = Memory.open(url, clock=TickClock(), embedder=HashingEmbedder(128))
    for agent in ("alice", "bob"):
        mem.register_agent(agent)
    mem.register_agent("eve", team="elsewhere")
    return mem


def test_the_hashing_embedder_is_deterministic_and_unit_length() -> None:
    e = HashingEmbedder(64)
    a, b = unit_vectors(e, ["Bob lives in Osaka", "Bob lives in Osaka"])
    assert a == b
    assert math.isclose(math.fsum(x * x for x in a), 1.0)
    near, far = unit_vectors(e, ["Bob is living in Osaka", "The capital of France is Paris"])
    assert sum(x * y for x, y in zip(a, near, strict=True)) > sum(x * y for x, y in zip(a, far, strict=True))
    assert unpack(pack([0.5, -1.0])) == [0.5, -1.0]
    assert unit_vectors(e, ["the of a"]) == [[0.0] * 64]  # stop words only: the zero vector


@pytest.mark.parametrize("mode", MODES)
def test_dense_search_follows_every_read_rule(dense: Memory, mode: str) -> None:
    mem = dense
    old = write(mem, "alice/city", "Alice lives in Paris", at=100)
    new = write(mem, "alice/city", "Alice lives in Lyon", at=200)
    assert found(mem, "where does alice live", mode) == [new.vid]
    mem.revoke(new.vid, agent="alice", reason="rumour")
    assert found(mem, "where does alice live", mode) == [old.vid]  # reinstated
    mem.revoke(old.vid, agent="alice", reason="wrong")
    child = write(mem, "alice/country", "Alice lives in France", at=300, parents=(old.vid,))
    assert child.state is State.QUARANTINED
    lease = write(mem, "alice/flat", "Alice rents a flat in Marseille", at=300, valid_to=500)
    assert found(mem, "alice flat marseille", mode) == [lease.vid]
    mem.advance_clock(600)
    tx = mem.begin(agent="alice")
    src = tx.observe("Alice lives in Nice", owner="alice", scope="shared", at=700)
    tx.propose(key="alice/home", value="Alice lives in Nice", evidence="Alice lives in Nice", source=src.id)
    assert found(mem, "alice lives nice", mode) == []  # in flight
    tx.abort()
    assert found(mem, "alice lives in paris lyon france marseille nice", mode) == []
    private = write(mem, "bob/diagnosis", "Bob has asthma", agent="bob", scope="private", source_scope="private")
    assert found(mem, "asthma", mode, agent="bob") == [private.vid]
    assert found(mem, "asthma", mode, agent="alice") == []
    assert found(mem, "asthma", mode, agent="eve") == []
    public = write(mem, "bob/blog", "Bob writes about asthma", agent="bob", scope="public", source_scope="public")
    assert found(mem, "asthma", mode, agent="eve") == [public.vid]
    shared = write(mem, "bob/city", "Bob lives in Rome", agent="bob")
    with pytest.raises(PermissionDenied):
        mem.search("bob rome", agent="newcomer", mode=mode)
    assert shared.vid in found(mem, "bob rome", mode)


@pytest.mark.parametrize("mode", MODES)
def test_dense_search_as_of_and_filters(dense: Memory, mode: str) -> None:
    mem = dense
    first = write(mem, "alice/city", "Alice lives in Paris", at=100)
    csn = mem.last_csn()
    second = write(mem, "alice/city", "Alice lives in Lyon", at=200)
    profile = write(mem, "alice/profile", "Alice lives in Lyon and cycles", kind="profile", at=200)
    assert found(mem, "alice lives", mode, as_of=csn) == [first.vid]
    assert found(mem, "alice lyon", mode, kinds=["profile"]) == [profile.vid]
    assert second.vid in found(mem, "alice lyon", mode)
    assert [i.vid for i in mem.context("alice lives", agent="alice", mode=mode, as_of=csn).items] == [first.vid]


def test_hybrid_fuses_both_rankings(dense: Memory) -> None:
    mem = dense
    osaka = write(mem, "bob/city", "Bob lives in Osaka")
    sea = write(mem, "dan/hobby", "Dan enjoys living near the sea")
    write(mem, "carol/job", "Carol works as a nurse")
    lexical = found(mem, "where is bob living", "lexical")
    dense_only = found(mem, "where is bob living", "dense")
    hybrid = mem.search("where is bob living", agent="alice")  # the default with an embedder
    assert set(lexical) <= {h.record.vid for h in hybrid}
    assert {osaka.vid, sea.vid} <= set(dense_only)
    assert [h.score for h in hybrid] == sorted((h.score for h in hybrid), reverse=True)
    assert all(0 < h.score <= 2 / 61 for h in hybrid)  # reciprocal ranks, two rankings


def test_fuse_ranks_by_summed_reciprocal_rank() -> None:
    r = {v: Record.__new__(Record) for v in (1, 2, 3)}
    for vid, rec in r.items():
        object.__setattr__(rec, "vid", vid)
    hits = fuse([[(r[1], 9.0), (r[2], 5.0)], [(r[2], 0.9), (r[3], 0.8)]], 3)
    assert [h.record.vid for h in hits] == [2, 1, 3]
    assert hits[0].score == pytest.approx(1 / 62 + 1 / 61)
    assert fuse([[(r[1], 1.0)], [(r[3], 1.0)]], 5)[0].record.vid == 3  # a tie: the higher vid first


def test_vectors_are_stored_in_the_commit_and_seen_by_another_handle(tmp_path: Path) -> None:
    path = tmp_path / "shared.db"
    writer = Memory.open(path, clock=TickClock(), embedder=HashingEmbedder(128))
    reader = Memory.open(path, clock=TickClock(), embedder=HashingEmbedder(128))
    writer.register_agent("alice")
    first = write(writer, "alice/city", "Alice lives in Paris")
    assert [h.record.vid for h in reader.search("alice paris", agent="alice", mode="dense")] == [first.vid]
    second = write(writer, "bob/city", "Bob lives in Oslo", agent="alice")  # the reader's copy catches up
    assert next(h.record.vid for h in reader.search("bob oslo", agent="alice", mode="dense")) == second.vid
    with writer.store_context.unit(write=False) as u:
        assert [vid for _, vid, _ in u.vectors_after(HashingEmbedder(128).name, 0, 100)] == [first.vid, second.vid]
    plain = Memory.open(path, clock=TickClock())  # no embedder: lexical only, and dense is refused
    assert next(h.record.vid for h in plain.search("bob oslo", agent="alice")) == second.vid
    with pytest.raises(InvalidArgument, match="needs an embedder"):
        plain.search("bob", agent="alice", mode="dense")
    for mem in (writer, reader, plain):
        mem.close()


class _Broken:
    name = "broken"
    dim = 4

    def __init__(self, vectors: Sequence[Sequence[float]]) -> None:
        self.vectors = vectors

    def embed(self, texts: Sequence[str]) -> Sequence[Sequence[float]]:
        return self.vectors


@pytest.mark.parametrize(
    ("vectors", "match"),
    [([], "returned 0 vectors"), ([[1.0, 2.0]], "length 2"), ([[math.nan, 0.0, 0.0, 0.0]], "not finite")],
)
def test_a_broken_embedder_fails_the_commit_and_changes_nothing(
    tmp_path: Path, vectors: list[list[float]], match: str
) -> None:
    mem = Memory.open(tmp_path / "b.db", clock=TickClock(), embedder=_Broken(vectors))  # type: ignore[arg-type]
    mem.register_agent("alice")
    before = mem.last_csn()
    tx = mem.begin(agent="alice")
    src = tx.observe("Alice lives in Paris", owner="alice", scope="shared", at=100)
    tx.propose(key="alice/city", value="Alice lives in Paris", evidence="Alice lives in Paris", source=src.id)
    with pytest.raises(InvalidArgument, match=match):
        tx.commit()
    tx.abort()  # the failed commit left it open: nothing was written
    assert mem.last_csn() == before
    assert mem.get("alice/city", agent="alice") is None
    assert mem.check().ok


@pytest.mark.parametrize(
    "embedder",
    [object(), type("E", (), {"name": "", "dim": 4, "embed": lambda self, t: []})(),
     type("E", (), {"name": "x", "dim": 0, "embed": lambda self, t: []})()],
)  # fmt: skip
def test_a_malformed_embedder_is_refused_at_open(tmp_path: Path, embedder: object) -> None:
    with pytest.raises(InvalidArgument, match="embedder"):
        Memory.open(tmp_path / "m.db", embedder=embedder)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        check_embedder(embedder)


def test_embed_missing_backfills_what_was_written_without_an_embedder(backend_name: str, tmp_path: Path) -> None:
    url = ":memory:" if backend_name == "memory" else tmp_path / "later.db"
    plain = Memory.open(url, clock=TickClock())
    plain.register_agent("alice")
    kept = write(plain, "alice/city", "Alice lives in Paris")
    gone = write(plain, "alice/job", "Alice works as a nurse")
    plain.revoke(gone.vid, agent="alice", reason="wrong")
    if backend_name == "memory":  # one process object: the same store under a second handle
        mem = Memory.attach(plain.store_context.backend, clock=TickClock(), embedder=HashingEmbedder(128))
    else:
        mem = Memory.open(url, clock=TickClock(), embedder=HashingEmbedder(128))
    assert found(mem, "alice paris", "dense") == []  # no vectors yet
    seen: list[int] = []
    assert mem.embed_missing(batch=1, progress=seen.append) == 1  # the revoked version is skipped
    assert seen == [1]
    assert found(mem, "alice paris", "dense") == [kept.vid]
    assert mem.embed_missing() == 0
    with pytest.raises(InvalidArgument, match="needs an embedder"):
        plain.embed_missing()
    with pytest.raises(InvalidArgument, match="batch"):
        mem.embed_missing(batch=0)


def test_the_plain_python_cosine_ranks_like_numpy(tmp_path: Path) -> None:
    """`DenseCache` without numpy (as in a plain install) gives the same ranking as with it."""
    mem = Memory.open(tmp_path / "c.db", clock=TickClock(), embedder=HashingEmbedder(64))
    mem.register_agent("alice")
    for i, text in enumerate(["Alice lives in Paris", "Bob lives in Rome", "Carol bakes bread", "Dan sails"]):
        write(mem, f"p{i}/fact", text)
    (query,) = unit_vectors(HashingEmbedder(64), ["who lives in Rome"])
    plain = DenseCache(HashingEmbedder(64).name, 64)
    plain._np, plain._rows, plain._vid_list = None, [], []  # the path taken when numpy is not installed
    fast = DenseCache(HashingEmbedder(64).name, 64)
    with mem.store_context.unit(write=False) as u:
        plain.catch_up(u)
        fast.catch_up(u)
    a, b = plain.top(query, 3), fast.top(query, 3)
    assert [vid for vid, _ in a] == [vid for vid, _ in b]
    assert [s for _, s in a] == pytest.approx([s for _, s in b], abs=1e-6)
    assert all(s > 0 for _, s in a)
    mem.close()
