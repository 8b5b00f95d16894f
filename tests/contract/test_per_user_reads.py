"""Per-user reads (DESIGN §12) on every backend: `search`, `list`, `keys` and `context` with `user=`.

What is asserted: `mem.add(..., user=)` records the user on every source it observes (the same text said to two
users is two sources); reads with `user=` return only versions drawn from that user's sources, and without it
every user's; the filter is part of the index query — a page or `k` is full of the user's versions even when
other users' rank first or sort first, and the backend's own `search`/`active_page` with `user=` return the
user's version where unfiltered ones return others'; a bad `user` is refused.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import memtx
from conftest import store_url
from memtx.core import lexical
from memtx.core.errors import InvalidArgument


def _users(mem: memtx.Memory) -> None:
    mem.add("I live in Lisbon.", agent="bot", user="dana")
    mem.add(["I live in Paris.", "I prefer aisle seats."], agent="bot", user="sam")


def test_add_records_the_user_on_its_sources(mem: memtx.Memory) -> None:
    first = mem.add("I like tea.", agent="bot", user="dana")
    second = mem.add("I like tea.", agent="bot", user="sam")
    assert first.sources != second.sources  # the same text said to two users: two sources
    assert mem.source(first.sources[0]).user == "dana"
    assert mem.source(second.sources[0]).user == "sam"
    assert mem.observe("a note", owner="bot").user is None
    assert mem.observe("a note", owner="bot", user="kim").user == "kim"


def test_reads_return_only_the_users_versions(mem: memtx.Memory) -> None:
    _users(mem)
    assert {h.record.canonical_key for h in mem.search("live", agent="bot")} == {"dana/city", "sam/city"}
    assert [h.record.canonical_key for h in mem.search("live", agent="bot", user="dana")] == ["dana/city"]
    assert [h.record.canonical_key for h in mem.search("live", agent="bot", user="sam")] == ["sam/city"]
    assert mem.search("live", agent="bot", user="kim") == []
    assert [r.canonical_key for r in mem.list(agent="bot", user="sam")] == ["sam/city", "sam/seat preference"]
    assert list(mem.keys(agent="bot", user="dana")) == ["dana/city"]
    context = mem.context("where do I live", agent="bot", user="dana")
    assert [i.key for i in context.items] == ["dana/city"]
    assert "Paris" not in context.text


def test_the_filter_is_part_of_the_query(mem: memtx.Memory) -> None:
    mem.add("I live in Lisbon near the old river port.", agent="bot", user="zed")
    for i in range(40):  # other users' versions that rank (shorter) and sort (keys) before zed's
        mem.add("I live in Lisbon.", agent="bot", user=f"a{i:02d}")
    hits = mem.search("Lisbon", agent="bot", k=1, user="zed")
    assert [h.record.canonical_key for h in hits] == ["zed/city"]
    page = mem.list(agent="bot", limit=1, user="zed")
    assert [r.canonical_key for r in page.records] == ["zed/city"]
    assert page.cursor is None
    zed = mem.get("zed/city", agent="bot")
    assert zed is not None
    with mem.store_context.unit(write=False) as u:
        tokens = lexical.query("Lisbon")
        assert u.search(tokens, visible=True, limit=1)[0][0] != zed.vid  # unfiltered: another user's first
        assert [vid for vid, _ in u.search(tokens, visible=True, limit=1, user="zed")] == [zed.vid]
        assert u.active_page("", after=None, limit=1)[0].vid != zed.vid
        assert [e.vid for e in u.active_page("", after=None, limit=1, user="zed")] == [zed.vid]


@pytest.mark.parametrize("user", ["", 3, "bad\nname"])
def test_a_bad_user_is_refused(mem: memtx.Memory, user: object) -> None:
    _users(mem)
    for read in (
        lambda: mem.search("live", agent="bot", user=user),  # type: ignore[arg-type]
        lambda: mem.list(agent="bot", user=user),  # type: ignore[arg-type]
        lambda: mem.context("live", agent="bot", user=user),  # type: ignore[arg-type]
        lambda: mem.add("I like tea.", agent="bot", user=user),  # type: ignore[arg-type]
        lambda: mem.observe("a note", owner="bot", user=user),  # type: ignore[arg-type]
    ):
        with pytest.raises(InvalidArgument):
            read()


def test_a_dense_ranking_keeps_only_the_users_versions(backend_name: str, tmp_path: Path) -> None:
    with memtx.Memory.open(store_url(backend_name, tmp_path), embedder=memtx.HashingEmbedder()) as mem:
        mem.add("I live in Lisbon near the old river port.", agent="bot", user="zed")
        for i in range(40):
            mem.add("I live in Lisbon.", agent="bot", user=f"a{i:02d}")
        for mode in ("dense", "hybrid"):
            hits = mem.search("live in Lisbon", agent="bot", k=1, mode=mode, user="zed")
            assert [h.record.canonical_key for h in hits] == ["zed/city"], mode
            assert mem.search("live in Lisbon", agent="bot", k=1, mode=mode)[0].record.canonical_key != "zed/city"
