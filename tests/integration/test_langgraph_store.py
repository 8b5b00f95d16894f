"""`memtx.langgraph_store.MemtxStore` against the patterns of LangGraph's own store tests (issue 13, item 4).

LangGraph ships no conformance suite; these tests port the patterns of `libs/checkpoint/tests/test_store.py`
and the SQLite/PostgreSQL store tests (`libs/checkpoint-sqlite/tests/test_store.py`, `test_async_store.py`,
`libs/checkpoint-postgres/tests/test_store.py`) — written for this store, not copied — and add what memtx
promises on top: every put is a governed transaction of its own, a delete reinstates nothing, identities
stay apart (DESIGN §8), and refused input changes nothing. Each test runs on every backend (`mem`)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
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
from memtx.langgraph_store import KeySpace, MemtxStore


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
    with pytest.raises(NotImplementedError):
        store.put(("t",), "fine", {"v": "fine"}, ttl=5)
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
