"""Fact keys and canonical clusters (DESIGN §5 "Keys", "Canonical keys"), as pure functions."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memtx.core.errors import InvalidArgument
from memtx.core.keys import (
    FUNCTION_WORDS,
    GENERIC_MODIFIERS,
    MAX_KEY_CHARS,
    NO_IDENTITY,
    Cluster,
    KeyParts,
    choose_cluster,
    index_terms,
    jaccard,
    may_join,
    meets_key_threshold,
    parse_key,
    probe_term,
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
    cluster = _cluster("alice smith/home city")
    # subject 2/3, relation 2/3, differing only in function words: joins
    assert choose_cluster(parse_key("the alice smith/the home city"), [cluster]) == cluster
    # subject joins, relation 1/2 does not
    assert choose_cluster(parse_key("the alice smith/city"), [cluster]) is None
    # subject 1/2 does not, relation exact
    assert choose_cluster(parse_key("alice/home city"), [cluster]) is None


def test_choice_prefers_the_closest_cluster_deterministically() -> None:
    near = _cluster("alpha beta main/x y")
    far = _cluster("alpha beta main home/x y")
    key = parse_key("alpha beta main primary/x y")
    assert may_join(key, near)
    assert may_join(key, far)
    assert choose_cluster(key, [near, far]) == near
    assert choose_cluster(key, [far, near]) == near


def test_ties_go_to_the_smallest_ckey() -> None:
    first = _cluster("a b c home/r")
    second = _cluster("a b c main/r")
    key = parse_key("a b c/r")
    assert choose_cluster(key, [second, first]) == first


# --- no silent entity merges (DESIGN §5, amended) -------------------------------------------------


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Unreal Tournament/developer", "Unreal Tournament 2004/developer"),
        ("Alexander I of Russia/citizenship", "Paul I of Russia/citizenship"),
        ("Paul I of Russia/citizenship", "Paul II of Russia/citizenship"),
        ("2004 Six Nations Championship/winner", "2009 Six Nations Championship/winner"),
        ("alice smith/home city", "alice smith jones/home city"),
    ],
)
def test_an_identifying_difference_keeps_keys_apart(a: str, b: str) -> None:
    assert not may_join(parse_key(a), _cluster(b))
    assert not may_join(parse_key(b), _cluster(a))


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The Call of the Wild/author", "Call of the Wild/author"),
        ("alice smith/home city", "alice smith/current home city"),
        ("la casa de papel/creator", "casa de papel/creator"),
    ],
)
def test_function_words_and_generic_modifiers_may_differ(a: str, b: str) -> None:
    assert may_join(parse_key(a), _cluster(b))
    assert may_join(parse_key(b), _cluster(a))


def test_namespace_is_part_of_the_normalized_form() -> None:
    assert parse_key("hr:alice/title").normalized == "hr:hr alice/title"
    assert parse_key("hr_alice/title").normalized == "hr alice/title"
    assert not may_join(parse_key("hr_alice/title"), _cluster("hr:alice/title"))


def test_the_lexicons_are_disjoint_from_numbers() -> None:
    assert not any(w.isdigit() for w in FUNCTION_WORDS | GENERIC_MODIFIERS)
    assert "i" not in FUNCTION_WORDS  # a Roman numeral in names ("Paul I") identifies


# --- the key index: identifying terms (exact at any token frequency) ----------------------------------

_words = st.sampled_from(["w1", "w2", "w3", "w4", "w5", "the", "of", "main", "home", "2004"])
_side = st.lists(_words, min_size=1, max_size=5).map(tuple)


def _parts(subject: tuple[str, ...], relation: tuple[str, ...]) -> KeyParts:
    return parse_key((" ".join(subject), " ".join(relation)))


@given(_side, _side, _side, _side)
def test_a_joinable_cluster_is_indexed_under_every_term_of_the_key(
    s1: tuple[str, ...], r1: tuple[str, ...], s2: tuple[str, ...], r2: tuple[str, ...]
) -> None:
    key, other = _parts(s1, r1), _parts(s2, r2)
    cluster = Cluster(other.normalized, other.namespace, other.subject, other.relation)
    if may_join(key, cluster):
        # So probing any one of the key's terms (the rarest) finds the cluster: the index is exact.
        assert set(index_terms(key.subject, key.relation)) <= set(index_terms(cluster.subject, cluster.relation))


def test_probe_term_is_the_rarest() -> None:
    key = parse_key("project:z00042q/status")
    sizes = {("s", "project"): 30_000, ("s", "z00042q"): 1, ("r", "status"): 30_000}
    assert probe_term(key, lambda side, token: sizes.get((side, token), 0)) == ("s", "z00042q")


def test_a_key_without_identifying_tokens_has_the_marker_term() -> None:
    assert index_terms(("the",), ("main",)) == (NO_IDENTITY,)


def test_overlong_key_is_refused() -> None:
    assert parse_key("a" * (MAX_KEY_CHARS - 2) + "/b").raw
    with pytest.raises(InvalidArgument, match="at most"):
        parse_key("a" * MAX_KEY_CHARS + "/b")
