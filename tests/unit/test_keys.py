"""Fact keys and canonical clusters (DESIGN §5 "Keys", "Canonical keys"), as pure functions."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memtx.errors import InvalidArgument
from memtx.keys import (
    MAX_KEY_CHARS,
    Cluster,
    choose_cluster,
    jaccard,
    meets_key_threshold,
    parse_key,
    prefix_tokens,
)

# --- parse_key ---------------------------------------------------------------------------------------


def test_simple_key() -> None:
    parts = parse_key("alice/city")
    assert parts.raw == "alice/city"
    assert parts.namespace == ""
    assert parts.subject == ("alice",)
    assert parts.relation == ("city",)
    assert parts.normalized == "alice/city"


def test_pair_form_equals_string_form() -> None:
    assert parse_key(("alice", "home_city")).normalized == parse_key("alice/home_city").normalized
    assert parse_key(("alice", "home_city")).raw == "alice/home_city"


def test_split_is_at_the_last_slash() -> None:
    parts = parse_key("team/alice/city")
    assert parts.subject == ("team", "alice")
    assert parts.relation == ("city",)
    assert parts.namespace == "team"


@pytest.mark.parametrize(
    ("key", "namespace"),
    [
        ("crm:alice/city", "crm"),
        ("CRM:alice/city", "crm"),
        ("crm/alice/city", "crm"),
        ("orders:order-7/status", "orders"),
        ("alice/city", ""),
        ("order-7/status", ""),
        (("billing:acct 9", "plan"), "billing"),
    ],
)
def test_namespace_is_the_subject_part_before_the_first_slash_or_colon(key: str, namespace: str) -> None:
    assert parse_key(key).namespace == namespace


@pytest.mark.parametrize(
    "variant",
    ["Alice/City", "ALICE/city", " alice / city ", "alice/CITY", ("Alice", "City")],
)
def test_normalization_ignores_case_and_spacing(variant: str | tuple[str, str]) -> None:
    assert parse_key(variant).normalized == "alice/city"


@pytest.mark.parametrize("separator", ["_", "-", ".", " ", "__", "\\"])
def test_relation_separators_split_tokens(separator: str) -> None:
    assert parse_key(f"alice/home{separator}city").relation == ("home", "city")


def test_full_width_forms_normalize() -> None:
    assert parse_key("ＡＬＩＣＥ/ｃｉｔｙ").normalized == "alice/city"


@pytest.mark.parametrize(
    "bad",
    [
        "alicecity",  # no separator
        "/city",  # empty subject
        "alice/",  # empty relation
        "alice/___",  # relation without word characters
        "--/city",
        "",
        ("alice",),
        ("alice", "city", "extra"),
        ("alice", 3),
        42,
        None,
        ["alice", "city"],
    ],
)
def test_malformed_keys_are_refused(bad: object) -> None:
    with pytest.raises(InvalidArgument):
        parse_key(bad)  # type: ignore[arg-type]


# --- Jaccard and the 0.60 threshold ------------------------------------------------------------------


def _sets(common: int, only_a: int, only_b: int) -> tuple[set[str], set[str]]:
    shared = {f"c{i}" for i in range(common)}
    return shared | {f"a{i}" for i in range(only_a)}, shared | {f"b{i}" for i in range(only_b)}


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 7])
def test_jaccard_exactly_at_point_six_joins(k: int) -> None:
    # |A∩B| = 3k, |A∪B| = 5k: exactly 0.60, whatever float rounding 3k/5k would do.
    a, b = _sets(3 * k, k, k)
    assert Fraction(len(a & b), len(a | b)) == Fraction(3, 5)
    assert meets_key_threshold(a, b)
    assert meets_key_threshold(b, a)


@pytest.mark.parametrize(("common", "only_a", "only_b"), [(5, 2, 2), (2, 1, 1), (1, 1, 0), (8, 3, 3), (11, 4, 4)])
def test_jaccard_just_below_point_six_does_not_join(common: int, only_a: int, only_b: int) -> None:
    a, b = _sets(common, only_a, only_b)
    assert Fraction(len(a & b), len(a | b)) < Fraction(3, 5)
    assert not meets_key_threshold(a, b)


@pytest.mark.parametrize(("common", "only_a", "only_b"), [(2, 1, 0), (5, 1, 1), (7, 2, 2), (1, 0, 0)])
def test_jaccard_above_point_six_joins(common: int, only_a: int, only_b: int) -> None:
    a, b = _sets(common, only_a, only_b)
    assert Fraction(len(a & b), len(a | b)) > Fraction(3, 5)
    assert meets_key_threshold(a, b)


def test_jaccard_values() -> None:
    assert jaccard({"a", "b"}, {"a", "b"}) == 1.0
    assert jaccard({"a"}, {"b"}) == 0.0
    assert jaccard(["a", "a", "b"], ["b", "c"]) == pytest.approx(1 / 3)
    assert jaccard([], []) == 1.0


# --- clusters ---------------------------------------------------------------------------------------


def _cluster(key: str) -> Cluster:
    parts = parse_key(key)
    return Cluster(parts.normalized, parts.namespace, parts.subject, parts.relation)


def test_relation_jaccard_is_computed_separately() -> None:
    # DESIGN §5's example: the subjects match exactly, the relations only at 1/2.
    status = _cluster("order-7/status")
    assert choose_cluster(parse_key("order-7/shipping_status"), [status]) is None
    assert choose_cluster(parse_key("Order 7/Status"), [status]) == status


def test_subject_and_relation_must_both_reach_the_threshold() -> None:
    cluster = _cluster("acme corp east branch/head office city zone")
    # subject 3/5 (joins), relation 3/5 (joins)
    assert choose_cluster(parse_key("acme corp east unit/head office city town"), [cluster]) == cluster
    # subject 3/5 (joins), relation 2/4 (does not)
    assert choose_cluster(parse_key("acme corp east unit/head office"), [cluster]) is None
    # subject 2/4 (does not), relation exact
    assert choose_cluster(parse_key("acme corp/head office city zone"), [cluster]) is None


def test_choice_prefers_the_closest_cluster_deterministically() -> None:
    near = _cluster("alpha beta gamma delta/x y z")
    far = _cluster("alpha beta gamma epsilon/x y z w")
    key = parse_key("alpha beta gamma delta epsilon/x y z")
    assert meets_key_threshold(key.subject, near.subject)
    assert meets_key_threshold(key.subject, far.subject)
    assert choose_cluster(key, [near, far]) == near
    assert choose_cluster(key, [far, near]) == near


def test_ties_go_to_the_smallest_ckey() -> None:
    first = Cluster("a b c d/r", "", ("a", "b", "c", "d"), ("r",))
    second = Cluster("a b c e/r", "", ("a", "b", "c", "e"), ("r",))
    key = parse_key("a b c/r")
    assert choose_cluster(key, [second, first]) == first


# --- prefix filter ----------------------------------------------------------------------------------

_tokens = st.frozensets(st.sampled_from([f"t{i:02d}" for i in range(14)]), min_size=1, max_size=10)


@given(_tokens, _tokens)
def test_sets_that_meet_the_threshold_share_a_prefix_token(a: frozenset[str], b: frozenset[str]) -> None:
    if meets_key_threshold(a, b):
        assert set(prefix_tokens(sorted(a))) & set(prefix_tokens(sorted(b)))


@given(st.data())
def test_prefix_filter_on_sets_built_to_be_similar(data: st.DataObject) -> None:
    # Random pairs rarely reach 0.6; build pairs around the threshold on purpose.
    common = data.draw(st.integers(1, 12))
    only_a = data.draw(st.integers(0, 5))
    only_b = data.draw(st.integers(0, 5))
    universe = data.draw(st.permutations([f"w{i:02d}" for i in range(common + only_a + only_b)]))
    shared = set(universe[:common])
    a = shared | set(universe[common : common + only_a])
    b = shared | set(universe[common + only_a :])
    if meets_key_threshold(a, b):
        assert set(prefix_tokens(list(a))) & set(prefix_tokens(list(b)))


@given(_tokens)
def test_prefix_is_a_sorted_nonempty_subset(a: frozenset[str]) -> None:
    prefix = prefix_tokens(list(a) + list(a))  # duplicates are ignored
    assert prefix
    assert set(prefix) <= a
    assert list(prefix) == sorted(a)[: len(prefix)]


def test_overlong_key_is_refused() -> None:
    assert parse_key("a" * (MAX_KEY_CHARS - 2) + "/b").raw
    with pytest.raises(InvalidArgument, match="at most"):
        parse_key("a" * MAX_KEY_CHARS + "/b")
