"""`memtx.langgraph.store.MemtxStore` (issue 13 item 4, issue 32 item 5): what memtx promises beyond
LangGraph's own store tests, which `langgraph_upstream/` ports unchanged.

The first part follows the patterns of LangGraph's store tests, written for this store; then what memtx adds:
every put is a governed transaction of its own, a delete reinstates nothing, identities stay apart (DESIGN
§8), refused input changes nothing; puts and deletes that never fail under concurrent callers (32 threads on
one item, through one store and through four `Memory` handles, and each race made deterministic); the
vector index (LangGraph's `index=`) and TTL (expiry as `valid_to`, refresh as a version of the same put);
and `AsyncMemtxStore`. Each test runs on every backend it applies to (`mem`, `open_memory`)."""

from __future__ import annotations

import asyncio
import itertools
import json
import math
import string
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime

import numpy
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from langchain_core.embeddings import Embeddings
from langgraph.store.base import (
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchOp,
)
from langgraph.store.base.batch import AsyncBatchedBaseStore

import memtx
from conftest import TickClock
from memtx.langgraph.async_store import AsyncMemtxStore, SyncCallOnEventLoop
from memtx.langgraph.store import KeySpace, MemtxStore
from memtx.read.embedders import Embedder, HashingEmbedder, check_embedder


@pytest.fixture
def store(mem: memtx.Memory) -> MemtxStore:
    mem.register_agent("graph")
    return MemtxStore(mem, agent="graph", clock=TickClock())


def _namespaces_found(store: MemtxStore, prefix: tuple[str, ...]) -> set[tuple[str, ...]]:
    return {item.namespace for item in store.search(prefix, limit=100)}


def _put_all(store: MemtxStore, namespaces: Iterable[tuple[str, ...]], key: str = "k") -> None:
    for i, ns in enumerate(namespaces):
        store.put(ns, key, {"data": f"value_{i:02d}"})


# --- batches (sqlite/postgres test_batch_*) ---------------------------------------------------------------
def test_batch_results_follow_op_order(store: MemtxStore) -> None:
    store.put(("test", "foo"), "key1", {"data": "value1"})
    store.put(("test", "bar"), "key2", {"data": "value2"})
    results = store.batch(
        [
            GetOp(("test", "foo"), "key1"),
            PutOp(("test", "bar"), "key2", {"data": "value2"}),
            SearchOp(("test",), filter={"data": "value1"}, limit=10, offset=0),
            ListNamespacesOp(match_conditions=None, max_depth=None, limit=10, offset=0),
            GetOp(("test",), "key3"),
        ]
    )
    assert len(results) == 5
    first = results[0]
    assert isinstance(first, Item)
    assert (first.namespace, first.key, first.value) == (("test", "foo"), "key1", {"data": "value1"})
    assert results[1] is None
    assert [i.key for i in results[2]] == ["key1"]  # type: ignore[union-attr]
    assert {("test", "foo"), ("test", "bar")} <= set(results[3])  # type: ignore[arg-type]
    assert results[4] is None

    reordered = store.batch(
        [
            SearchOp(("test",), filter=None, limit=5, offset=0),
            GetOp(("test", "bar"), "key2"),
            ListNamespacesOp(match_conditions=None, max_depth=None, limit=5, offset=0),
            PutOp(("test",), "key3", {"data": "value3"}),
            GetOp(("test", "foo"), "key1"),
        ]
    )
    assert len(reordered[0]) == 2  # type: ignore[arg-type]
    assert reordered[1].value == {"data": "value2"}  # type: ignore[union-attr]
    assert reordered[3] is None
    assert reordered[4].value == {"data": "value1"}  # type: ignore[union-attr]
    assert store.get(("test",), "key3").value == {"data": "value3"}  # type: ignore[union-attr]


def test_batch_ops_run_in_order_and_see_each_other(store: MemtxStore) -> None:
    results = store.batch(
        [
            PutOp(("t",), "k", {"v": "one"}),
            GetOp(("t",), "k"),
            PutOp(("t",), "k", {"v": "two"}),
            GetOp(("t",), "k"),
            PutOp(("t",), "k", None),
            GetOp(("t",), "k"),
        ]
    )
    assert [None if r is None else r.value for r in results] == [None, {"v": "one"}, None, {"v": "two"}, None, None]  # type: ignore[union-attr]


def test_batch_gets(store: MemtxStore) -> None:
    store.put(("test",), "key1", {"data": "value1"})
    store.put(("test",), "key2", {"data": "value2"})
    results = store.batch([GetOp(("test",), "key1"), GetOp(("test",), "key2"), GetOp(("test",), "key3")])
    assert [None if r is None else r.key for r in results] == ["key1", "key2", None]  # type: ignore[union-attr]


def test_batch_puts_and_a_delete_of_a_missing_key(store: MemtxStore) -> None:
    results = store.batch(
        [
            PutOp(("test",), "key1", {"data": "value1"}),
            PutOp(("test",), "key2", {"data": "value2"}),
            PutOp(("test",), "key3", None),
        ]
    )
    assert results == [None, None, None]
    assert store.get(("test",), "key1").value == {"data": "value1"}  # type: ignore[union-attr]
    assert store.get(("test",), "key2").value == {"data": "value2"}  # type: ignore[union-attr]
    assert store.get(("test",), "key3") is None


def test_batch_searches(store: MemtxStore) -> None:
    store.put(("test", "foo"), "key1", {"data": "value1", "tag": "a"})
    store.put(("test", "bar"), "key2", {"data": "value2", "tag": "a"})
    store.put(("test", "baz"), "key3", {"data": "value3", "tag": "b"})
    tagged, first_two, foo = store.batch(
        [
            SearchOp(("test",), filter={"tag": "a"}, limit=10, offset=0),
            SearchOp(("test",), filter=None, limit=2, offset=0),
            SearchOp(("test", "foo"), filter=None, limit=10, offset=0),
        ]
    )
    assert sorted(i.key for i in tagged) == ["key1", "key2"]  # type: ignore[union-attr]
    assert len(first_two) == 2  # type: ignore[arg-type]
    assert [i.namespace for i in foo] == [("test", "foo")]  # type: ignore[union-attr]


def test_batch_list_namespaces(store: MemtxStore) -> None:
    for ns, key in [
        (("test", "documents", "public"), "doc1"),
        (("test", "documents", "private"), "doc2"),
        (("test", "images", "public"), "img1"),
        (("prod", "documents", "public"), "doc3"),
    ]:
        store.put(ns, key, {"content": f"{key} content"})
    every, shallow, public = store.batch(
        [
            ListNamespacesOp(match_conditions=None, max_depth=None, limit=10, offset=0),
            ListNamespacesOp(match_conditions=None, max_depth=2, limit=10, offset=0),
            ListNamespacesOp(match_conditions=(MatchCondition("suffix", ("public",)),), max_depth=None, limit=10),
        ]
    )
    assert len(every) == 4  # type: ignore[arg-type]
    assert set(shallow) == {("test", "documents"), ("test", "images"), ("prod", "documents")}  # type: ignore[arg-type]
    assert all(ns[-1] == "public" for ns in public)
    assert len(public) == 3


# --- basic operations (test_basic_store_ops, test_basic_store_operations) -------------------------------
def test_put_get_update_delete(store: MemtxStore) -> None:
    namespace = ("test", "documents")
    store.put(namespace, "doc1", {"title": "Test Document", "content": "Hello, World!"})
    item = store.get(namespace, "doc1")
    assert item is not None
    assert (item.namespace, item.key, item.value) == (
        namespace,
        "doc1",
        {"title": "Test Document", "content": "Hello, World!"},
    )
    assert item.created_at == item.updated_at

    store.put(namespace, "doc1", {"title": "Updated Document", "content": "Hello, Updated!"})
    updated = store.get(namespace, "doc1")
    assert updated is not None
    assert updated.value == {"title": "Updated Document", "content": "Hello, Updated!"}
    assert updated.created_at == item.created_at  # created_at is carried across updates
    assert updated.updated_at > item.updated_at

    assert store.get(("test", "other_documents"), "doc1") is None
    store.put(namespace, "doc2", {"title": "Another Document", "content": "Greetings!"})
    assert {i.key for i in store.search(("test",), limit=10)} == {"doc1", "doc2"}
    assert ("test", "documents") in store.list_namespaces(prefix=("test",))

    store.delete(namespace, "doc1")
    store.delete(namespace, "doc2")
    assert store.get(namespace, "doc1") is None
    assert store.search(("test",), limit=10) == []
    store.put(namespace, "doc1", {"title": "Again"})
    again = store.get(namespace, "doc1")
    assert again is not None
    assert again.created_at > updated.updated_at


def test_a_put_of_an_earlier_value_wins_over_the_later_one(store: MemtxStore) -> None:
    for value in ("first", "second", "first"):
        store.put(("t",), "k", {"v": value})
    assert store.get(("t",), "k").value == {"v": "first"}  # type: ignore[union-attr]


def test_puts_at_one_instant_still_replace_each_other(mem: memtx.Memory) -> None:
    frozen = MemtxStore(mem, agent="graph", clock=lambda: 5_000.0)
    for value in ("a value", "b value", "a value"):
        frozen.put(("t",), "k", {"v": value})
    item = frozen.get(("t",), "k")
    assert item is not None
    assert item.value == {"v": "a value"}
    assert item.updated_at > item.created_at


def test_delete_reinstates_no_earlier_version(store: MemtxStore, mem: memtx.Memory) -> None:
    for n in range(4):
        store.put(("t",), "k", {"v": f"version {n}"})
    store.delete(("t",), "k")
    assert store.get(("t",), "k") is None
    history = mem.history(KeySpace("graph").encode(("t",), "k"), agent="graph")
    assert [r.state for r in history] == [memtx.State.REVOKED] * 4
    assert mem.check().ok


# --- list_namespaces (libs/checkpoint test_list_namespaces_*) -------------------------------------------
def test_list_namespaces_prefix_suffix_wildcards_depth_and_window(store: MemtxStore) -> None:
    _put_all(
        store,
        [
            ("a", "b", "c"),
            ("a", "b", "d", "e"),
            ("a", "b", "d", "i"),
            ("a", "b", "f"),
            ("a", "c", "f"),
            ("b", "a", "f"),
            ("users", "123"),
            ("users", "456", "settings"),
            ("admin", "users", "789"),
        ],
    )
    ab = [("a", "b", "c"), ("a", "b", "d", "e"), ("a", "b", "d", "i"), ("a", "b", "f")]
    assert store.list_namespaces(prefix=("a", "b")) == ab
    assert set(store.list_namespaces(suffix=("f",))) == {("a", "b", "f"), ("a", "c", "f"), ("b", "a", "f")}
    assert set(store.list_namespaces(prefix=("a",), suffix=("f",))) == {("a", "b", "f"), ("a", "c", "f")}
    assert store.list_namespaces(prefix=("a", "b"), max_depth=3) == [("a", "b", "c"), ("a", "b", "d"), ("a", "b", "f")]
    assert store.list_namespaces(prefix=("a", "b"), limit=2) == ab[:2]
    assert store.list_namespaces(prefix=("a", "b"), offset=2) == ab[2:]
    assert set(store.list_namespaces(prefix=("a", "*", "f"))) == {("a", "b", "f"), ("a", "c", "f")}
    assert set(store.list_namespaces(suffix=("*", "f"))) == {("a", "b", "f"), ("a", "c", "f"), ("b", "a", "f")}
    assert store.list_namespaces(prefix=("nonexistent",)) == []
    assert store.list_namespaces(prefix=("users", "123")) == [("users", "123")]
    assert store.list_namespaces(prefix=("*", "users"), suffix=("*", "settings")) == []


def test_list_namespaces_pagination_depth_and_empty_store(store: MemtxStore) -> None:
    assert store.list_namespaces() == []
    for i in range(12):
        store.put(("namespace", f"sub_{i:02d}"), f"id_{i:02d}", {"data": f"value_{i:02d}"})
    assert store.list_namespaces(prefix=("namespace",), limit=5) == [("namespace", f"sub_{i:02d}") for i in range(5)]
    assert store.list_namespaces(prefix=("namespace",), limit=5, offset=10) == [
        ("namespace", f"sub_{i:02d}") for i in range(10, 12)
    ]
    _put_all(store, [("a", "b", "c", "d"), ("a", "g"), ("h", "i", "j", "k")])
    subs = [("namespace", f"sub_{i:02d}") for i in range(12)]
    assert store.list_namespaces(max_depth=2) == [("a", "b"), ("a", "g"), ("h", "i"), *subs]


def test_list_namespaces_segment_boundaries_and_metacharacters(store: MemtxStore) -> None:
    _put_all(
        store,
        [
            ("foo",),
            ("foo", "child"),
            ("foobar",),
            ("foobar", "baz"),
            ("uid", "users", "alice"),
            ("uid", "users", "malice"),
            ("uid", "a", "b", "alice"),
        ],
    )
    assert set(store.list_namespaces(prefix=("foo",), limit=100)) == {("foo",), ("foo", "child")}
    assert set(store.list_namespaces(suffix=("alice",), limit=100)) == {
        ("uid", "users", "alice"),
        ("uid", "a", "b", "alice"),
    }
    assert set(store.list_namespaces(prefix=("uid", "*", "alice"), limit=100)) == {("uid", "users", "alice")}
    pairs = [("star*", "starX"), ("q?m", "qXm"), ("br[ack]et", "brXacXket"), ("user_1", "userX1"), ("a%b", "axxb")]
    for label, decoy in pairs:
        _put_all(store, [(label,), (decoy,), (label, "child")])
    for label, decoy in pairs:
        found = set(store.list_namespaces(prefix=(label,), limit=100))
        assert found == {(label,), (label, "child")}
        assert (decoy,) not in found


def test_labels_with_a_trailing_newline_are_their_own(store: MemtxStore) -> None:
    store.put(("users", "alice"), "k", {"v": "one"})
    store.put(("users", "alice\n"), "k", {"v": "two"})
    assert store.list_namespaces(suffix=("alice",), limit=100) == [("users", "alice")]
    assert store.list_namespaces(prefix=("users", "alice"), limit=100) == [("users", "alice")]
    assert store.get(("users", "alice\n"), "k").value == {"v": "two"}  # type: ignore[union-attr]


# --- search (test_search, test_search_items, filters, namespace scoping) ----------------------------------
def test_search_by_namespace_filter_and_window(store: MemtxStore) -> None:
    data = [
        (("test", "docs"), "doc1", {"title": "First Doc", "author": "Alice", "tags": ["important"]}),
        (("test", "docs"), "doc2", {"title": "Second Doc", "author": "Bob", "tags": ["draft"]}),
        (("test", "images"), "img1", {"title": "Image 1", "author": "Alice", "tags": ["draft"]}),
    ]
    for ns, key, value in data:
        store.put(ns, key, value)
    assert len(store.search(("test",))) == 3
    assert {i.namespace for i in store.search(("test", "docs"))} == {("test", "docs")}
    assert {i.key for i in store.search(("test",), filter={"author": "Alice"})} == {"doc1", "img1"}
    assert {i.key for i in store.search(("test",), filter={"tags": ["draft"]})} == {"doc2", "img1"}
    first, second = store.search(("test",), limit=2), store.search(("test",), limit=2, offset=2)
    assert len(first) == 2
    assert len(second) == 1
    assert {i.key for i in first}.isdisjoint(i.key for i in second)
    assert all(i.score is None for i in first)


def test_search_with_a_query_ranks_by_memtx_search(store: MemtxStore) -> None:
    store.put(("docs",), "a", {"text": "the rocket launch was delayed"})
    store.put(("docs",), "b", {"text": "bake bread at home"})
    store.put(("other",), "c", {"text": "rocket engines"})
    hits = store.search(("docs",), query="rocket launch")
    assert [h.key for h in hits] == ["a"]
    assert hits[0].score is not None
    assert hits[0].score > 0
    assert {h.key for h in store.search((), query="rocket")} == {"a", "c"}


def test_non_ascii_values_are_found_by_query(store: MemtxStore) -> None:
    texts = ["这是中文", "これは日本語です", "이건 한국어야", "Это русский", "यह रूसी है"]
    for i, text in enumerate(texts, start=1):
        store.put(("user_123", "memories"), str(i), {"text": text})
    for i, text in enumerate(texts, start=1):
        assert store.search(("user_123", "memories"), query=text)[0].key == str(i)


def test_numeric_boolean_and_operator_filters(store: MemtxStore) -> None:
    for key, price in [("item1", 10), ("item2", 20), ("item3", 30), ("item4", -10)]:
        store.put(("items",), key, {"price": price, "name": f"thing {key}"})
    store.put(("flags",), "f1", {"active": True, "name": "Feature A"})
    store.put(("flags",), "f2", {"active": False, "name": "Feature B"})
    store.put(("flags",), "f3", {"active": 1, "name": "Feature C"})

    def keys(ns: tuple[str, ...], filter_: dict[str, object]) -> set[str]:
        return {i.key for i in store.search(ns, filter=filter_)}

    assert keys(("items",), {"price": {"$gt": 15}}) == {"item2", "item3"}
    assert keys(("items",), {"price": {"$gte": 20, "$lt": 30}}) == {"item2"}
    assert keys(("items",), {"price": {"$lt": float("inf")}}) == {"item1", "item2", "item3", "item4"}
    assert keys(("items",), {"price": {"$gt": float("-inf")}}) == {"item1", "item2", "item3", "item4"}
    assert keys(("items",), {"price": {"$eq": float("nan")}}) == set()
    assert keys(("items",), {"price": {"$lt": 10**100}}) == {"item1", "item2", "item3", "item4"}
    assert keys(("items",), {"price": {"$lt": 0}}) == {"item4"}
    assert keys(("items",), {"price": {"$ne": 10}}) == {"item2", "item3", "item4"}
    assert keys(("flags",), {"active": True}) == {"f1"}  # JSON true is not 1
    assert keys(("flags",), {"active": False}) == {"f2"}
    assert keys(("flags",), {"name": {"$gt": 1}}) == set()  # a string is no number


def test_filter_paths_with_hyphens_digits_and_nesting(store: MemtxStore) -> None:
    store.put(("docs",), "hyphen", {"access-level": "public", "user": {"access-level": "nested"}})
    store.put(("docs",), "digit", {"123abc": "ok", "user": {"123abc": "ok2"}})
    assert [i.key for i in store.search(("docs",), filter={"access-level": "public"})] == ["hyphen"]
    assert [i.key for i in store.search(("docs",), filter={"user.access-level": "nested"})] == ["hyphen"]
    assert [i.key for i in store.search(("docs",), filter={"123abc": "ok"})] == ["digit"]
    assert [i.key for i in store.search(("docs",), filter={"user": {"123abc": "ok2"}})] == ["digit"]


def test_filter_keys_are_data_not_code(store: MemtxStore) -> None:
    store.put(("docs",), "public", {"access": "public", "data": "public info"})
    store.put(("docs",), "private", {"access": "private", "data": "secret", "password": "123"})
    assert [i.key for i in store.search(("docs",), filter={"access": "public"})] == ["public"]
    for hostile in ["access') OR 1=1 --", "access' OR '1'='1", "$.access", "access\x00"]:
        assert store.search(("docs",), filter={hostile: "public"}) == []
    assert store.search(("docs",), filter={"access": "public' OR '1'='1"}) == []


def test_search_scopes_stop_at_label_boundaries(store: MemtxStore) -> None:
    _put_all(store, [("foo",), ("foo", "child"), ("foo", "child", "deep"), ("foobar",), ("foobar", "baz"), ("foo2",)])
    assert _namespaces_found(store, ("foo",)) == {("foo",), ("foo", "child"), ("foo", "child", "deep")}
    assert _namespaces_found(store, ("foobar",)) == {("foobar",), ("foobar", "baz")}
    assert _namespaces_found(store, ("foo2",)) == {("foo2",)}
    assert _namespaces_found(store, ("fo",)) == set()
    assert _namespaces_found(store, ()) == {
        ("foo",),
        ("foo", "child"),
        ("foo", "child", "deep"),
        ("foobar",),
        ("foobar", "baz"),
        ("foo2",),
    }


def test_search_is_literal_and_case_sensitive(store: MemtxStore) -> None:
    _put_all(store, [("user_1",), ("user_1", "child"), ("userX1",), ("a%b",), ("axxb",), ("star*",), ("starX",)])
    store.put(("Foo",), "k", {"v": "upper"})
    store.put(("foo",), "k", {"v": "lower"})
    assert _namespaces_found(store, ("user_1",)) == {("user_1",), ("user_1", "child")}
    assert _namespaces_found(store, ("a%b",)) == {("a%b",)}
    assert _namespaces_found(store, ("star*",)) == {("star*",)}
    assert _namespaces_found(store, ("foo",)) == {("foo",)}
    assert [i.value for i in store.search(("Foo",))] == [{"v": "upper"}]


# --- refused input (test_cannot_put_empty_namespace, and memtx's own limits) -------------------------
def test_namespaces_langgraph_refuses(store: MemtxStore) -> None:
    doc = {"foo": "bar"}
    for bad in [(), ("the", "thing.about"), ("some", "fun", ""), ("langgraph", "foo"), ("nul\x00",)]:
        with pytest.raises(InvalidNamespaceError):
            store.put(bad, "foo", doc)
    assert store.list_namespaces() == []
    store.put(("foo", "langgraph", "foo"), "bar", doc)
    assert store.get(("foo", "langgraph", "foo"), "bar").value == doc  # type: ignore[union-attr]
    assert store.search(("foo", "langgraph", "foo"), query="bar")[0].value == doc
    store.delete(("foo", "langgraph", "foo"), "bar")
    assert store.get(("foo", "langgraph", "foo"), "bar") is None
    store.batch([PutOp(("langgraph", "foo"), "bar", doc)])  # past the public put API, as LangGraph allows
    assert store.search(("langgraph", "foo"))[0].value == doc


def test_a_refused_op_refuses_its_whole_batch(store: MemtxStore, mem: memtx.Memory) -> None:
    store.put(("t",), "keep", {"v": "kept"})
    before = mem.last_csn()
    refusals: list[tuple[object, type[Exception]]] = [
        ({}, memtx.AdmissionRejected),  # no word to store: admission's `metadata` refusal (DESIGN §4)
        ({"n": float("nan")}, memtx.InvalidArgument),
        ({1: "one"}, memtx.InvalidArgument),
        ({"x": object()}, memtx.InvalidArgument),
        ("not a mapping", memtx.InvalidArgument),
        ({"big": "word " * 4_000}, memtx.InvalidArgument),
    ]
    for value, error in refusals:
        with pytest.raises(error):
            store.batch([PutOp(("t",), "fine", {"v": "fine"}), PutOp(("t",), "bad", value)])  # type: ignore[arg-type]
    for key, error in [("\ud800", memtx.InvalidArgument), ("k" * 300, memtx.InvalidArgument)]:
        with pytest.raises(error):
            store.batch([PutOp(("t",), "fine", {"v": "fine"}), PutOp(("t",), key, {"v": "x"})])
    for ttl in (0, -1.5, float("nan"), "5"):
        with pytest.raises(memtx.InvalidArgument):
            store.batch([PutOp(("t",), "fine", {"v": "fine"}), PutOp(("t",), "ttl", {"v": "x"}, ttl=ttl)])  # type: ignore[arg-type]
    with pytest.raises(memtx.InvalidArgument):
        store.batch([PutOp(("t",), "fine", {"v": "fine"}), SearchOp(("t",), limit=-1)])
    with pytest.raises(memtx.InvalidArgument):
        store.batch([PutOp(("t",), "fine", {"v": "fine"}), SearchOp(("t",), filter={"v": {"$regex": "x"}})])
    for nested in [{"v": {"w": {"$regex": "x"}}}, {"v": {"$gt": 1, "w": 2}}, {"v": {3: "x"}}]:
        with pytest.raises(memtx.InvalidArgument):
            store.batch([PutOp(("t",), "fine", {"v": "fine"}), SearchOp(("t",), filter=nested)])
    assert mem.last_csn() == before
    assert store.get(("t",), "fine") is None
    assert mem.check().ok


# --- memtx's side: the mapping, governance, identity ----------------------------------------------------
labels = st.text(st.characters(blacklist_categories=["Cs"], blacklist_characters=".\x00"), min_size=1, max_size=12)
keys = st.text(st.characters(blacklist_categories=["Cs"]), max_size=12)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(namespace=st.lists(labels, min_size=1, max_size=3).map(tuple), key=keys)
def test_any_namespace_and_key_round_trip(store: MemtxStore, namespace: tuple[str, ...], key: str) -> None:
    space = KeySpace("graph")
    assert space.decode(space.encode(namespace, key)) == (namespace, key)
    if namespace[0] == "langgraph":
        return
    store.put(namespace, key, {"v": f"value of {key!r}"})
    item = store.get(namespace, key)
    assert item is not None
    assert (item.namespace, item.key) == (namespace, key)
    assert (namespace, key) in {(i.namespace, i.key) for i in store.search(namespace, limit=100)}
    assert namespace in store.list_namespaces(prefix=namespace, limit=100)


def test_a_put_is_a_governed_version_citing_its_source(store: MemtxStore, mem: memtx.Memory) -> None:
    store.put(("profile", "dana"), "city", {"city": "Lisbon", "since": 2021})
    record = mem.get(KeySpace("graph").encode(("profile", "dana"), "city"), agent="graph")
    assert record is not None
    assert record.value == record.evidence == '{"city": "Lisbon", "since": 2021}'
    assert (record.writer, record.owner, record.scope) == ("graph", "graph", memtx.Scope.PRIVATE)
    source = json.loads(mem.source(record.source_id).text)
    assert source["value"] == {"city": "Lisbon", "since": 2021}
    assert source["langgraph_put"]["namespace"] == ["profile", "dana"]
    assert source["langgraph_put"]["key"] == "city"


def test_each_put_of_a_batch_is_its_own_transaction(store: MemtxStore, mem: memtx.Memory) -> None:
    store.batch([PutOp(("t",), "a", {"v": "one"}), PutOp(("t",), "b", {"v": "two"})])
    txns = {e.event.txn_id for e in mem.journal(limit=1_000) if e.event.kind == "transition" and e.agent == "graph"}
    assert len(txns) == 2


class _Batching(AsyncBatchedBaseStore):
    """LangGraph's batching front: concurrent callers' ops reach `abatch` merged into one list."""

    def __init__(self, inner: MemtxStore) -> None:
        super().__init__()
        self.inner = inner
        self.batches: list[int] = []

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        return self.inner.batch(ops)

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        merged = list(ops)
        self.batches.append(len(merged))
        return await self.inner.abatch(merged)


def test_merged_callers_ops_stay_separate_transactions(store: MemtxStore, mem: memtx.Memory) -> None:
    async def main() -> None:
        front = _Batching(store)
        await asyncio.gather(*(front.aput(("callers", str(n)), "k", {"v": f"caller {n}"}) for n in range(4)))
        assert max(front.batches) > 1  # the calls were merged into one batch
        assert [(await front.aget(("callers", str(n)), "k")).value for n in range(4)] == [  # type: ignore[union-attr]
            {"v": f"caller {n}"} for n in range(4)
        ]

    asyncio.run(main())
    txns = {e.event.txn_id for e in mem.journal(limit=1_000) if e.event.kind == "transition" and e.agent == "graph"}
    assert len(txns) == 4


def test_async_batch_order_and_many_concurrent_calls(store: MemtxStore) -> None:
    async def main() -> None:
        await store.aput(("test", "foo"), "key1", {"data": "value1"})
        results = await store.abatch(
            [GetOp(("test", "foo"), "key1"), PutOp(("test", "bar"), "key2", {"data": "value2"}), GetOp(("x",), "y")]
        )
        assert results[0].value == {"data": "value1"}  # type: ignore[union-attr]
        assert results[1:] == [None, None]
        await asyncio.gather(*(store.aput(("many",), f"k{n}", {"n": f"number {n}"}) for n in range(10)))
        found = await asyncio.gather(*(store.aget(("many",), f"k{n}") for n in range(10)))
        assert [f.value for f in found] == [{"n": f"number {n}"} for n in range(10)]  # type: ignore[union-attr]
        assert len(await store.asearch(("many",), limit=100)) == 10
        assert await store.alist_namespaces(prefix=("many",)) == [("many",)]
        await store.adelete(("many",), "k0")
        assert await store.aget(("many",), "k0") is None

    asyncio.run(main())


def test_another_agent_sees_nothing_private(mem: memtx.Memory) -> None:
    mem.register_agent("graph")
    mem.register_agent("intruder")
    owner = MemtxStore(mem, agent="graph", clock=TickClock())
    owner.put(("secrets",), "pin", {"pin": "4242 is the code"})
    # Opening the owner's space: every read answers as for a missing item (DESIGN §8).
    peeker = MemtxStore(mem, agent="intruder", space="graph", clock=TickClock())
    assert peeker.get(("secrets",), "pin") is None
    assert peeker.search(("secrets",)) == []
    assert peeker.search((), query="code") == []
    assert peeker.list_namespaces() == []
    peeker.delete(("secrets",), "pin")  # nothing it may see, so nothing to delete
    assert owner.get(("secrets",), "pin").value == {"pin": "4242 is the code"}  # type: ignore[union-attr]
    # Its own store is its own space: the same (namespace, key) is another item.
    other = MemtxStore(mem, agent="intruder", clock=TickClock())
    other.put(("secrets",), "pin", {"pin": "0000 is the code"})
    assert other.get(("secrets",), "pin").value == {"pin": "0000 is the code"}  # type: ignore[union-attr]
    assert owner.get(("secrets",), "pin").value == {"pin": "4242 is the code"}  # type: ignore[union-attr]
    assert owner.search((), query="code")[0].value == {"pin": "4242 is the code"}


def test_a_shared_store_is_read_by_the_team(mem: memtx.Memory) -> None:
    mem.register_agent("graph", team="crew")
    mem.register_agent("mate", team="crew")
    MemtxStore(mem, agent="graph", scope="shared", clock=TickClock()).put(("notes",), "n", {"text": "team note"})
    mate = MemtxStore(mem, agent="mate", space="graph")
    assert mate.get(("notes",), "n").value == {"text": "team note"}  # type: ignore[union-attr]


def test_bad_constructor_arguments(mem: memtx.Memory) -> None:
    for kwargs in [
        {"agent": ""},
        {"agent": "a", "scope": "galaxy"},
        {"agent": "a", "key_namespace": "lang graph"},
        {"agent": "a", "space": ""},
        {"agent": "a", "space": "\ud800"},
        {"agent": "a", "attempts": 0},
        {"agent": "a", "authority": 1.5},
    ]:
        with pytest.raises(memtx.InvalidArgument):
            MemtxStore(mem, **kwargs)  # type: ignore[arg-type]


def test_a_put_the_contract_holds_back_raises(mem: memtx.Memory) -> None:
    mem.register_agent("graph")
    mem.set_contract("langgraph", "governed")  # DESIGN §5: a newer but less authoritative version waits for review
    MemtxStore(mem, agent="graph", authority=0.9, clock=TickClock()).put(("t",), "k", {"v": "trusted value"})
    weak = MemtxStore(mem, agent="graph", authority=0.1, clock=TickClock())
    with pytest.raises(memtx.WriteNotVisible) as caught:
        weak.put(("t",), "k", {"v": "doubtful value"})
    assert caught.value.outcome.state is memtx.State.QUARANTINED  # type: ignore[attr-defined]
    assert weak.get(("t",), "k").value == {"v": "trusted value"}  # type: ignore[union-attr]


# --- concurrency (issue 32 item 5): a put is a blind upsert, a delete of what is deleted is a no-op ---------
ITEM = (("race",), "item")
THREADS = 32
ROUNDS = 8


class _Clock:
    """A store clock the test moves by hand (seconds)."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


class _Races:
    """Each call's logical start and end (one counter for all threads) and what it returned."""

    def __init__(self) -> None:
        self._ticks = itertools.count()
        self._guard = threading.Lock()
        self.puts: list[tuple[int, int, str]] = []
        self.deletes: list[tuple[int, int]] = []
        self.reads: list[tuple[int, str | None]] = []  # (end, value seen)
        self.errors: list[BaseException] = []

    def tick(self) -> int:
        with self._guard:
            return next(self._ticks)

    def run(self, store: MemtxStore, thread: int) -> None:
        namespace, key = ITEM
        for r in range(ROUNDS):
            kind = (thread + r) % 4
            start = self.tick()
            try:
                if kind == 0:
                    value = f"thread {thread} round {r}"
                    store.put(namespace, key, {"v": value})
                    self.puts.append((start, self.tick(), value))
                elif kind == 1:
                    item = store.get(namespace, key)
                    self.reads.append((self.tick(), None if item is None else item.value["v"]))
                elif kind == 2:
                    store.delete(namespace, key)
                    self.deletes.append((start, self.tick()))
                else:
                    found = store.search(namespace)
                    assert len(found) <= 1, found
                    self.reads.append((self.tick(), found[0].value["v"] if found else None))
            except BaseException as exc:  # noqa: BLE001  (collected: the test asserts there is none)
                self.errors.append(exc)

    def check(self, final: str | None) -> None:
        """Every call returned, every read saw a value some put had begun to write, and the final state is
        one a linearization of the calls leaves (DESIGN §6: each put and delete takes effect at one point
        inside its call)."""
        assert self.errors == [], self.errors[:3]
        assert len(self.puts) + len(self.deletes) + len(self.reads) == THREADS * ROUNDS
        for end, seen in self.reads:
            assert seen is None or any(p_start < end and v == seen for p_start, _, v in self.puts), seen
        writes = [(s, e) for s, e, _ in self.puts] + self.deletes
        if final is None:
            # some delete is not followed, in real time, by any put
            assert any(all(p_start < d_end for p_start, _, _ in self.puts) for _, d_end in self.deletes)
        else:
            (start, end) = next((s, e) for s, e, v in self.puts if v == final)
            assert all(w_start < end for w_start, _ in writes if (w_start, _) != (start, end)), final


def _race(stores: list[MemtxStore]) -> _Races:
    races = _Races()
    barrier = threading.Barrier(THREADS)

    def worker(thread: int) -> None:
        barrier.wait()
        races.run(stores[thread % len(stores)], thread)

    threads = [threading.Thread(target=worker, args=(t,)) for t in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return races


def _final(store: MemtxStore) -> str | None:
    item = store.get(*ITEM)
    return None if item is None else item.value["v"]


def test_thirty_two_threads_on_one_item_of_one_store(mem: memtx.Memory) -> None:
    mem.register_agent("graph")
    store = MemtxStore(mem, agent="graph", clock=TickClock(2_000))
    races = _race([store])
    races.check(_final(store))
    assert mem.check().ok
    # One process's writes to an item wait for each other, so no put lost a commit race: every version in
    # the history is a put that committed (none aborted as a stale late write and stored revoked).
    history = mem.history(KeySpace("graph").encode(*ITEM), agent="graph")
    assert len(history) == len(races.puts)
    assert not any(r.reason == "txn_aborted:stale_late_write" for r in history)


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_thirty_two_threads_on_one_item_through_four_handles(open_memory: Callable[[], memtx.Memory]) -> None:
    """Four `Memory` handles on one store stand for four processes: their writes race at the commit."""
    handles = [open_memory() for _ in range(4)]
    handles[0].register_agent("graph")
    clock = TickClock(2_000)
    stores = [MemtxStore(m, agent="graph", clock=clock) for m in handles]
    races = _race(stores)
    races.check(_final(stores[0]))
    assert handles[0].check().ok


def _rival_on_first_clock_call(rival: Callable[[], None], start: float = 5_000.0) -> Callable[[], float]:
    """A store clock that runs `rival` the first time it is read — inside a put's transaction, after the
    put has read the item — so another handle commits in between, deterministically."""
    calls = itertools.count()

    def clock() -> float:
        n = next(calls)
        if n == 0:
            rival()
        return start + n

    return clock


def _two_handles(open_memory: Callable[[], memtx.Memory]) -> tuple[memtx.Memory, MemtxStore]:
    """A `Memory` for the store under test, and a store on a second handle (another process) holding the
    item at "before"."""
    first, second = open_memory(), open_memory()
    first.register_agent("graph")
    other = MemtxStore(second, agent="graph", clock=TickClock(4_000))
    other.put(*ITEM, {"v": "before"})
    return first, other


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_a_put_that_loses_to_another_handles_put_is_ordered_before_it(
    open_memory: Callable[[], memtx.Memory],
) -> None:
    first, other = _two_handles(open_memory)
    rival = _rival_on_first_clock_call(lambda: other.put(*ITEM, {"v": "rival"}))
    store = MemtxStore(first, agent="graph", attempts=1, clock=rival)
    store.put(*ITEM, {"v": "mine"})  # the rival committed inside this put: it is ordered first, then the rival
    assert _final(store) == "rival"
    history = first.history(KeySpace("graph").encode(*ITEM), agent="graph")
    aborted = [r.reason for r in history if r.state is memtx.State.REVOKED]
    assert aborted == ["txn_aborted:stale_late_write"]  # its attempt


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_a_put_that_loses_to_another_handles_delete_is_ordered_before_it(
    open_memory: Callable[[], memtx.Memory],
) -> None:
    first, other = _two_handles(open_memory)
    store = MemtxStore(first, agent="graph", attempts=1, clock=_rival_on_first_clock_call(lambda: other.delete(*ITEM)))
    store.put(*ITEM, {"v": "mine"})
    assert _final(store) is None


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_a_put_that_loses_to_a_refresh_is_retried_and_wins(open_memory: Callable[[], memtx.Memory]) -> None:
    """A TTL refresh keeps the item as it was, so a put cannot be ordered before it: it retries, and wins."""
    first, second = open_memory(), open_memory()
    first.register_agent("graph")
    later = _Clock(4_000.0)
    reader = MemtxStore(second, agent="graph", clock=later, ttl={"default_ttl": 10, "refresh_on_read": True})
    reader.put(*ITEM, {"v": "before"})
    later.now += 120  # far enough into the TTL that a read refreshes it
    rival = _rival_on_first_clock_call(lambda: reader.get(*ITEM), start=4_200.0)
    store = MemtxStore(first, agent="graph", attempts=2, clock=rival, ttl={"default_ttl": 10})
    store.put(*ITEM, {"v": "mine"})
    assert _final(store) == "mine"
    history = first.history(KeySpace("graph").encode(*ITEM), agent="graph")
    assert [r.reason for r in history].count(
        "txn_aborted:stale_late_write"
    ) == 1  # the attempt that lost; the retry won
    assert (
        len({r.source_id for r in history if r.reason != "txn_aborted:stale_late_write"}) == 2
    )  # "before" (+ refresh), "mine"


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_a_delete_racing_another_handles_delete_is_a_no_op(
    open_memory: Callable[[], memtx.Memory], monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = open_memory(), open_memory()
    first.register_agent("graph")
    other = MemtxStore(second, agent="graph", clock=TickClock(4_000))
    for value in ("one", "two"):
        other.put(*ITEM, {"v": value})
    _after_first_history(first, monkeypatch, lambda: other.delete(*ITEM))
    MemtxStore(first, agent="graph").delete(*ITEM)  # what it read is revoked by the rival meanwhile: no-op
    assert _final(other) is None
    history = second.history(KeySpace("graph").encode(*ITEM), agent="graph")
    assert [r.state for r in history] == [memtx.State.REVOKED] * 2


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_a_put_committed_during_a_delete_stays(
    open_memory: Callable[[], memtx.Memory], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The delete removes what the item held when it began; a put another handle commits meanwhile came
    after it (the two overlap, so that order is one they may take) and stays."""
    first, other = _two_handles(open_memory)
    _after_first_history(first, monkeypatch, lambda: other.put(*ITEM, {"v": "after"}))
    MemtxStore(first, agent="graph").delete(*ITEM)
    assert _final(other) == "after"
    assert first.check().ok


def _after_first_history(memory: memtx.Memory, monkeypatch: pytest.MonkeyPatch, rival: Callable[[], None]) -> None:
    """Make `rival` run right after the first `memory.history` call returns (a delete's first read)."""
    history = memory.history
    done: list[bool] = []

    def history_then_rival(*args: object, **kwargs: object) -> list[memtx.Record]:
        found = history(*args, **kwargs)  # type: ignore[arg-type]
        if not done:
            done.append(True)
            rival()
        return found

    monkeypatch.setattr(memory, "history", history_then_rival)


def test_deleting_a_deleted_or_missing_item_is_a_no_op(store: MemtxStore, mem: memtx.Memory) -> None:
    store.put(*ITEM, {"v": "once"})
    for _ in range(3):
        store.delete(*ITEM)
    store.delete(("race",), "never")
    assert _final(store) is None
    assert mem.check().ok


def test_errors_other_than_lost_races_propagate(mem: memtx.Memory) -> None:
    mem.register_agent("owner")
    mem.register_agent("graph")
    mem.claim_namespace("langgraph", agent="owner")  # DESIGN §8: only the owner may write there now
    store = MemtxStore(mem, agent="graph", clock=TickClock())
    with pytest.raises(memtx.PermissionDenied):
        store.put(*ITEM, {"v": "refused"})
    assert store.get(*ITEM) is None


# --- the vector index (LangGraph's `index=`) ----------------------------------------------------------------
class _Letters(Embeddings):
    """26 dimensions: how often each letter occurs. Deterministic, so scores can be computed by hand."""

    dims = 26

    def __init__(self) -> None:
        self.documents: list[str] = []

    @staticmethod
    def vector(text: str) -> list[float]:
        return [float(text.lower().count(c)) for c in string.ascii_lowercase]

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        self.documents.extend(texts)
        return [self.vector(t) for t in texts]

    def embed_query(self, text: str) -> list[float]:
        return self.vector(text)


def _cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True)) / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))


def test_index_config_is_checked(mem: memtx.Memory) -> None:
    letters = _Letters()
    for bad in [
        "dims=26",
        {"dims": 26},
        {"embed": letters, "dims": 0},
        {"embed": letters, "dims": 26, "colour": "blue"},
        {"embed": letters, "dims": 26, "fields": ["a"], "text_fields": ["b"]},
        {"embed": letters, "dims": 26, "distance_type": "hamming"},
        {"embed": letters, "dims": 26, "fields": [""]},
        {"embed": 42, "dims": 26},
        {"embed": HashingEmbedder(64), "dims": 26},
    ]:
        with pytest.raises(memtx.InvalidArgument):
            MemtxStore(mem, agent="graph", index=bad)  # type: ignore[arg-type]


def test_every_kind_of_langgraph_embeddings_sits_behind_memtxs_embedder(mem: memtx.Memory) -> None:
    def embed(texts: list[str]) -> list[list[float]]:
        return [_Letters.vector(t) for t in texts]

    def embed_numpy(texts: list[str]) -> object:
        return numpy.array([_Letters.vector(t) for t in texts])  # an array, as some embeddings return

    letters = _Letters()
    for embed_given, dims, name in [
        (letters, 26, "_Letters/26"),
        (embed, 26, "embed/26"),
        (embed_numpy, 26, "embed_numpy/26"),
        (HashingEmbedder(64), 64, "memtx-hashing-v1-64/64"),
    ]:
        store = MemtxStore(mem, agent="graph", clock=TickClock(), index={"dims": dims, "embed": embed_given})
        embedder = store.embedder
        assert embedder is not None
        assert isinstance(embedder, Embedder)
        assert check_embedder(embedder) is embedder
        assert embedder.name.startswith("langgraph:")
        assert embedder.name.endswith(name)
        namespace = ("kinds", str(dims), name)
        store.put(namespace, "fruit", {"text": "apple banana"})
        store.put(namespace, "car", {"text": "red car"})
        assert store.search(namespace, query="banana apple")[0].key == "fruit"
    assert MemtxStore(mem, agent="graph", index={"dims": 26, "embed": letters}).embeddings is letters


def test_fields_and_a_puts_own_index(mem: memtx.Memory) -> None:
    """LangGraph's semantics: `fields` are JSON paths (`$` the whole value), a path reaching several texts
    embeds each, a missing field is skipped; a put's `index` list replaces them and `index=False` keeps
    the item out of the index — a query search still returns it, unscored, after the scored items."""
    store = MemtxStore(
        mem, agent="graph", clock=TickClock(), index={"dims": 26, "embed": _Letters(), "fields": ["title", "tags[*]"]}
    )
    store.put(("f",), "a", {"title": "apple pie", "body": "zzz", "tags": ["fruit", "dessert"]})
    store.put(("f",), "b", {"title": "car", "body": "apple apple"})
    store.put(("f",), "c", {"title": "car", "body": "apple apple"}, index=["body"])
    store.put(("f",), "d", {"title": "apple"}, index=False)
    record = mem.get(KeySpace("graph").encode(("f",), "a"), agent="graph")
    assert record is not None
    vectors = json.loads(mem.source(record.source_id).text)["langgraph_put"]["index"]["vectors"]
    assert [label for label, _ in vectors] == ["title", "tags[*].0", "tags[*].1"]
    hits = store.search(("f",), query="apple")
    assert [h.key for h in hits] == ["c", "a", "b", "d"]
    assert hits[0].score == pytest.approx(1.0, abs=1e-6)  # "apple apple" has apple's letter profile
    assert hits[1].score == pytest.approx(_cosine(_Letters.vector("apple"), _Letters.vector("apple pie")), abs=1e-6)
    assert hits[3].score is None
    assert [h.key for h in store.search(("f",), query="apple", limit=2, offset=2)] == ["b", "d"]
    assert [h.key for h in store.search(("f",), query="apple", filter={"title": "car"})] == ["c", "b"]


@pytest.mark.parametrize("backend_name", ["sqlite", "postgres"], indirect=True)
def test_vectors_are_kept_with_the_put_and_not_embedded_again(open_memory: Callable[[], memtx.Memory]) -> None:
    first = open_memory()
    first.register_agent("graph")
    writer = MemtxStore(first, agent="graph", clock=TickClock(), index={"dims": 26, "embed": _Letters()})
    writer.put(("v",), "one", {"text": "quiet lake"})
    writer.put(("v",), "two", {"text": "loud city"})
    before = [(h.key, h.score) for h in writer.search(("v",), query="lake")]
    fresh = _Letters()
    reader = MemtxStore(open_memory(), agent="graph", index={"dims": 26, "embed": fresh})  # another process
    assert [(h.key, h.score) for h in reader.search(("v",), query="lake")] == before
    assert fresh.documents == []  # read from the puts' source documents, not embedded again


@pytest.mark.parametrize(
    ("distance", "expected"),
    [
        ("cosine", _cosine),
        ("inner_product", lambda q, d: sum(x * y for x, y in zip(q, d, strict=True))),
        ("l2", lambda q, d: -math.dist(q, d)),
    ],
)
def test_distance_types(
    mem: memtx.Memory, distance: str, expected: Callable[[list[float], list[float]], float]
) -> None:
    store = MemtxStore(
        mem, agent="graph", clock=TickClock(), index={"dims": 26, "embed": _Letters(), "distance_type": distance}
    )
    store.put(("d",), "doc", {"t": "abc"}, index=["t"])
    (hit,) = store.search(("d",), query="abbb")
    assert hit.score == pytest.approx(expected(_Letters.vector("abbb"), _Letters.vector("abc")), abs=1e-5)


def test_a_failing_embedder_refuses_its_whole_batch(mem: memtx.Memory) -> None:
    def broken(texts: list[str]) -> list[list[float]]:
        raise RuntimeError("the embedding service is down")

    def short(texts: list[str]) -> list[list[float]]:
        return [[1.0, 2.0] for _ in texts]

    def huge(texts: list[str]) -> list[list[float]]:
        return [[1e200] * 26 for _ in texts]  # finite, but beyond the float32 the vectors are stored as

    before = mem.last_csn()
    for embed, error in [(broken, RuntimeError), (short, memtx.InvalidArgument), (huge, memtx.InvalidArgument)]:
        store = MemtxStore(mem, agent="graph", clock=TickClock(), index={"dims": 26, "embed": embed})
        with pytest.raises(error):
            store.batch([PutOp(("e",), "a", {"t": "first"}), PutOp(("e",), "b", {"t": "second"})])
    assert mem.last_csn() == before


def test_vectors_of_another_model_are_never_compared(mem: memtx.Memory) -> None:
    def other(texts: list[str]) -> list[list[float]]:
        return [_Letters.vector(t) for t in texts]

    MemtxStore(mem, agent="graph", clock=TickClock(), index={"dims": 26, "embed": other}).put(("m",), "k", {"t": "x"})
    (hit,) = MemtxStore(mem, agent="graph", index={"dims": 26, "embed": _Letters()}).search(("m",), query="x")
    assert hit.key == "k"
    assert hit.score is None  # embedded by `other`: not in this model's index


# --- TTL (LangGraph's `ttl=`): expiry is the version's valid_to ---------------------------------------------
def _ttl_store(mem: memtx.Memory, clock: _Clock, **ttl: object) -> MemtxStore:
    mem.register_agent("graph")
    return MemtxStore(mem, agent="graph", clock=clock, ttl={"default_ttl": 1, **ttl})  # type: ignore[typeddict-item]


def test_an_item_expires_when_its_ttl_passes(mem: memtx.Memory) -> None:
    clock = _Clock(5_000.0)
    store = _ttl_store(mem, clock, refresh_on_read=False)
    store.put(("t",), "soon", {"v": "soon gone"})
    store.put(("t",), "forever", {"v": "stays"}, ttl=None)
    store.put(("u",), "short", {"v": "half a minute"}, ttl=0.5)
    mkey = KeySpace("graph").encode(("t",), "soon")
    assert mem.get(mkey, agent="graph").valid_to == 5_000 + 60  # type: ignore[union-attr]
    clock.now = 5_059.0
    assert store.get(("t",), "soon") is not None
    assert store.get(("u",), "short") is None
    assert store.list_namespaces() == [("t",)]
    clock.now = 5_061.0
    assert store.get(("t",), "soon") is None
    assert [i.key for i in store.search(("t",))] == ["forever"]
    assert [i.key for i in store.search(("t",), query="gone")] == []
    # memtx's own reads judge expiry on the store's logical clock, which a sweep moves to the store's time
    assert mem.get(mkey, agent="graph") is not None
    assert store.sweep_ttl() == 2  # "soon" and "short"
    assert mem.get(mkey, agent="graph") is None
    assert store.sweep_ttl() == 0
    assert [r.expired for r in mem.history(mkey, agent="graph")] == [True]  # kept for the audit


def test_a_read_refreshes_an_item_with_a_version_of_the_same_put(mem: memtx.Memory) -> None:
    clock = _Clock(5_000.0)
    store = _ttl_store(mem, clock)
    store.put(("t",), "k", {"v": "kept alive"})
    mkey = KeySpace("graph").encode(("t",), "k")
    clock.now = 5_030.0
    item = store.get(("t",), "k")
    assert item is not None
    history = mem.history(mkey, agent="graph")
    assert len(history) == 2
    assert history[0].source_id == history[1].source_id  # the refresh cites the put it extends
    assert history[1].valid_to == 5_030 + 60
    assert item.created_at == item.updated_at == datetime.fromtimestamp(5_000, UTC)  # a refresh is no update
    clock.now = 5_030.3  # less than 1% of the TTL later: nothing worth writing
    assert store.get(("t",), "k") is not None
    clock.now = 5_080.0
    assert store.get(("t",), "k", refresh_ttl=False) is not None  # alive past the put's 5_060
    assert len(mem.history(mkey, agent="graph")) == 2
    assert [i.key for i in store.search(("t",), refresh_ttl=True)] == ["k"]
    assert mem.history(mkey, agent="graph")[-1].valid_to == 5_080 + 60
    clock.now = 5_141.0
    assert store.get(("t",), "k") is None


def test_an_expired_item_is_neither_refreshed_nor_resurrected(mem: memtx.Memory) -> None:
    clock = _Clock(5_000.0)
    store = _ttl_store(mem, clock)
    store.put(("t",), "k", {"v": "old"})
    mkey = KeySpace("graph").encode(("t",), "k")
    clock.now = 5_061.0
    assert store.get(("t",), "k", refresh_ttl=True) is None
    assert store.search(("t",), refresh_ttl=True) == []
    assert len(mem.history(mkey, agent="graph")) == 1
    store.put(("t",), "k", {"v": "new"})  # a new item: its created_at is now
    item = store.get(("t",), "k")
    assert item is not None
    assert item.created_at == datetime.fromtimestamp(5_061, UTC)


def test_a_delete_of_a_refreshed_item_reinstates_nothing(mem: memtx.Memory) -> None:
    clock = _Clock(5_000.0)
    store = _ttl_store(mem, clock)
    store.put(("t",), "k", {"v": "one"}, ttl=None)
    store.put(("t",), "k", {"v": "two"})
    for now in (5_020.0, 5_040.0):
        clock.now = now
        assert store.get(("t",), "k") is not None
    mkey = KeySpace("graph").encode(("t",), "k")
    assert len(mem.history(mkey, agent="graph")) == 4
    store.delete(("t",), "k")
    assert store.get(("t",), "k") is None
    assert mem.get(mkey, agent="graph") is None
    assert {r.state for r in mem.history(mkey, agent="graph")} == {memtx.State.REVOKED}


def test_a_read_refreshes_only_the_readers_own_items(mem: memtx.Memory) -> None:
    mem.register_agent("graph", team="crew")
    mem.register_agent("mate", team="crew")
    clock = _Clock(5_000.0)
    MemtxStore(mem, agent="graph", scope="shared", clock=clock, ttl={"default_ttl": 1}).put(("n",), "k", {"v": "team"})
    mate = MemtxStore(mem, agent="mate", space="graph", clock=clock, ttl={"default_ttl": 1})
    clock.now = 5_030.0
    assert mate.get(("n",), "k") is not None
    assert len(mem.history(KeySpace("graph").encode(("n",), "k"), agent="graph")) == 1


class _SweepAfterRead:
    """When armed, runs the store's TTL sweep on another thread right after the next transaction read — in a
    refresh, between reading the item and committing its new version — with the sweeper's clock `ahead`
    seconds past the store's, so the sweep moves memtx's logical clock past the time the refresh then uses
    (the sweeper thread read the wall clock a moment after the refresh did). Counts the sweeps it ran."""

    def __init__(self, store: MemtxStore, clock: _Clock, ahead: float) -> None:
        self.store, self.clock, self.ahead = store, clock, ahead
        self.armed = False
        self.ran = 0

    def after_read(self) -> None:
        if not self.armed:
            return
        self.armed = False
        was = self.clock.now
        self.clock.now = was + self.ahead
        sweeper = threading.Thread(target=self.store.sweep_ttl)
        sweeper.start()
        sweeper.join(timeout=30)
        assert not sweeper.is_alive(), "the sweep waited for the refresh's transaction"
        self.clock.now = was
        self.ran += 1


@pytest.mark.parametrize("face", ["sync", "async"])
def test_a_sweep_during_a_refresh_keeps_the_refresh(
    mem: memtx.Memory, monkeypatch: pytest.MonkeyPatch, face: str
) -> None:
    """LangGraph's `test_store_ttl` schedule (TTL 6 s, a sweep every 3 s; a get at 4 s and a search at 8 s
    refresh the item) with a sweep forced into each refresh, after its read and before its commit: the sweep
    writes nothing to the item, so each refresh commits and keeps the item to 6 s after it."""
    clock = _Clock(5_000.0)
    ttl = {"default_ttl": 0.1, "refresh_on_read": True, "sweep_interval_minutes": 0.05}
    store = _ttl_store(mem, clock, **ttl)
    sweep = _SweepAfterRead(store, clock, ahead=0.5)
    read = memtx.TxnHandle.read

    def read_then_sweep(self: memtx.TxnHandle, *args: object, **kwargs: object) -> object:
        found = read(self, *args, **kwargs)  # type: ignore[arg-type]
        sweep.after_read()
        return found

    monkeypatch.setattr(memtx.TxnHandle, "read", read_then_sweep)
    ns = ("foo",)
    mkey = KeySpace("graph").encode(ns, "item1")
    face_of = AsyncMemtxStore(mem, agent="graph", clock=clock, ttl=ttl) if face == "async" else None

    def get(refresh: bool) -> Item | None:
        if face_of is None:
            return store.get(ns, "item1", refresh_ttl=refresh)
        return asyncio.run(face_of.aget(ns, "item1", refresh_ttl=refresh))

    def search(query: str, refresh: bool) -> list[str]:
        if face_of is None:
            return [i.key for i in store.search(ns, query=query, refresh_ttl=refresh)]
        return [i.key for i in asyncio.run(face_of.asearch(ns, query=query, refresh_ttl=refresh))]

    store.put(ns, "item1", {"foo": "bar"})
    clock.now = 5_003.0
    assert store.sweep_ttl() == 0
    clock.now = 5_004.0
    sweep.armed = True
    assert get(refresh=True) is not None
    assert sweep.ran == 1
    assert mem.now() == 5_004.5  # the sweep moved memtx's clock past the refresh's time
    latest = mem.history(mkey, agent="graph")[-1]
    assert (latest.state, latest.event_time, latest.valid_to) == (memtx.State.COMMITTED, 5_004.0, 5_010.0)
    clock.now = 5_006.0
    assert store.sweep_ttl() == 0  # the put's own expiry has passed, but the refresh kept the item
    clock.now = 5_008.0
    sweep.armed = True
    assert search("foo", refresh=True) == ["item1"]
    assert sweep.ran == 2
    assert mem.history(mkey, agent="graph")[-1].valid_to == 5_014.0
    clock.now = 5_012.0
    assert get(refresh=False) is not None
    clock.now = 5_017.0
    assert store.sweep_ttl() == 1
    assert search("bar", refresh=False) == []


def test_ttl_config_is_checked(mem: memtx.Memory) -> None:
    for bad in [
        {"default_ttl": 0},
        {"default_ttl": "5"},
        {"refresh_on_read": "yes"},
        {"sweep_interval_minutes": -1},
        {"time_to_live": 5},
        ["default_ttl"],
    ]:
        with pytest.raises(memtx.InvalidArgument):
            MemtxStore(mem, agent="graph", ttl=bad)  # type: ignore[arg-type]
    store = MemtxStore(mem, agent="graph", ttl={"default_ttl": 5, "omit_expired": False})
    assert store.supports_ttl
    assert store.ttl_config == {"default_ttl": 5, "omit_expired": False}


# --- AsyncMemtxStore ----------------------------------------------------------------------------------------
def test_async_store_merges_callers_and_keeps_their_errors_apart(
    mem: memtx.Memory, monkeypatch: pytest.MonkeyPatch
) -> None:
    mem.register_agent("graph")
    served: list[int] = []
    gets: list[str] = []
    serve, get = MemtxStore.serve, MemtxStore._get

    async def counting_serve(self: MemtxStore, ops: list[Op]) -> list[object]:
        served.append(len(ops))
        return await serve(self, ops)

    def counting_get(self: MemtxStore, op: object) -> object:
        gets.append(op.key)  # type: ignore[attr-defined]
        return get(self, op)  # type: ignore[arg-type]

    monkeypatch.setattr(MemtxStore, "serve", counting_serve)
    monkeypatch.setattr(MemtxStore, "_get", counting_get)

    async def main() -> list[object]:
        store = AsyncMemtxStore(mem, agent="graph", clock=TickClock())
        await store.aput(("t",), "k", {"v": "there"})
        return await asyncio.gather(
            store.aput(("t",), "a", {"v": "first caller"}),
            store.aput(("t",), "b", {}),  # refused by admission: this caller's error only
            store.aget(("t",), "k"),
            store.aget(("t",), "k"),
            store.aput(("t",), "c", {"v": "third caller"}),
            return_exceptions=True,
        )

    results = asyncio.run(main())
    assert served == [1, 5]  # the five concurrent calls were one batch
    assert results[0] is None
    assert isinstance(results[1], memtx.AdmissionRejected)
    assert results[2] == results[3]
    assert results[2].value == {"v": "there"}  # type: ignore[union-attr]
    assert results[4] is None
    assert gets == ["k"]  # the equal reads ran once
    store = MemtxStore(mem, agent="graph")
    assert [store.get(("t",), k) is not None for k in "abc"] == [True, False, True]


def test_async_store_refuses_sync_calls_on_the_event_loop(mem: memtx.Memory) -> None:
    mem.register_agent("graph")

    async def main() -> None:
        store = AsyncMemtxStore(mem, agent="graph", clock=TickClock())
        with pytest.raises(SyncCallOnEventLoop) as refused:
            store.put(("t",), "k", {"v": "blocked"})
        assert isinstance(refused.value, asyncio.InvalidStateError)
        assert isinstance(refused.value, memtx.InvalidArgument)
        await asyncio.to_thread(store.put, ("t",), "k", {"v": "from a thread"})
        assert (await store.aget(("t",), "k")).value == {"v": "from a thread"}  # type: ignore[union-attr]
        assert await store.sweep_ttl() == 0

    asyncio.run(main())


def test_an_async_embedding_function(mem: memtx.Memory) -> None:
    mem.register_agent("graph")

    async def aembed(texts: list[str]) -> list[list[float]]:
        return [_Letters.vector(t) for t in texts]

    index = {"dims": 26, "embed": aembed}

    async def main() -> list[str]:
        store = AsyncMemtxStore(mem, agent="graph", clock=TickClock(), index=index)
        await store.aput(("a",), "fruit", {"t": "apple"})
        await store.aput(("a",), "car", {"t": "red car"})
        return [h.key for h in await store.asearch(("a",), query="apple")]

    assert asyncio.run(main()) == ["fruit", "car"]
    sync = MemtxStore(mem, agent="graph", clock=TickClock(), index=index)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="async function"):  # LangGraph's own refusal, passed on
        sync.put(("a",), "boat", {"t": "boat"})
    assert sync.get(("a",), "boat") is None
