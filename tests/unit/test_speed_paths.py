"""The speed paths of admission, text and keys change nothing but speed: the source index (`_sources`) answers
exactly as the plain searches do, the long-text accent folding and the ASCII byte tables map exactly as
`str.translate` did, and the key memos equal the functions they memoize."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memtx.core import keys, text
from memtx.core.admission import _searched, _sentences, _support, check_support, expect_checks
from memtx.core.admission._sources import _INDEX_COST, _LONG, _KeyIndex, _source_key


@pytest.fixture(autouse=True)
def _fresh_memos() -> Iterator[None]:
    _searched.cache_clear()
    yield
    _searched.cache_clear()


def _key(tokens: list[str]) -> str:
    return f" {' '.join(tokens)} "


# --- the key index: `needle in index` is `needle in key` ------------------------------------------------

# Few distinct tokens, so that needles recur and overlap; some non-ASCII, CJK and apostrophe tokens.
TOKENS = st.sampled_from(["a", "b", "ab", "ba", "alice's", "él", "niño", "中", "文", "3.5", "$", "x" * 12])


@settings(max_examples=300, deadline=None)
@given(key=st.lists(TOKENS, max_size=40), start=st.integers(0, 40), size=st.integers(0, 6), data=st.data())
def test_key_index_agrees_with_a_plain_search(key: list[str], start: int, size: int, data: st.DataObject) -> None:
    index = _KeyIndex(_key(key))
    present = key[start : start + size]
    absent = data.draw(st.lists(TOKENS, max_size=6))
    needles = [_key(present), _key(absent), " ".join(present), f" {' '.join(present)}", f"{' '.join(present)} "]
    needles.append(data.draw(st.text(alphabet="ab 中'", max_size=8)))  # any needle at all
    for needle in needles:
        assert (needle in index) is (needle in index.key), (needle, index.key)


@pytest.mark.parametrize(
    ("key", "needle", "found"),
    [
        ("a b a b a", "a b a", True),  # two overlapping occurrences
        ("a b a b a", "b a b a", True),
        ("a b a b a", "b a b a b", False),
        ("a b a b a", "a a", False),
        ("alice's sister lives in rome", "alice lives in rome", False),
        ("alice's sister lives in rome", "sister lives", True),
        ("ab ba ab", "b", False),  # a token is matched whole, not inside another
        ("中 文 中 文 字", "文 中 文 字", True),
        ("niño él", "nino el", False),
        ("x", "", False),  # no tokens: "  " occurs in no key with a token
        ("", "", True),
    ],
)
def test_key_index_cases(key: str, needle: str, found: bool) -> None:
    index = _KeyIndex(_key(key.split()))
    assert (_key(needle.split()) in index) is found
    assert (_key(needle.split()) in index.key) is found


def test_key_index_scans_when_even_the_rarest_token_is_common() -> None:
    index = _KeyIndex(_key(["a"] * 5000 + ["b"]))
    assert _key(["a", "a", "a"]) in index
    assert _key(["a", "b"]) in index
    assert _key(["b", "a"]) not in index
    assert _key(["a"] * 5001) not in index


def test_key_index_needs_a_source_key() -> None:
    with pytest.raises(ValueError, match="space at both ends"):
        _KeyIndex("a b")


# --- Q through the index equals Q by plain searches -------------------------------------------------------

SENTENCES = [
    "Alice lives in Paris.",
    "Thomas Kyd was born in the city of London.",
    "The store does not offer refunds on sale items unless they are damaged.",
    "Bob doesn't live in Rome; he lives in Berlín.",
    "Mi hermana vive en Madrid y él trabaja en Sevilla.",
    "我的妹妹住在北京，她是医生。",
    "“Quoted” text — with a dash, and ＦＵＬＬ－ＷＩＤＴＨ letters!",
    "Is Alice in Paris?",
    "It costs $3.50, i.e. 3.5 dollars.",
]


def _long_source() -> str:
    lines = [f"{n}. {SENTENCES[n % len(SENTENCES)]}" for n in range(_LONG // 20)]
    return "\n".join(lines)


EVIDENCES = [
    *SENTENCES,  # each recurs many times in the source
    "Alice lives in Paris. Thomas Kyd was born",  # across two lines
    "ALICE   lives in\nparis",  # normalized match only
    "Bob does not live in Rome",  # contraction
    "alice lives in paris!",  # punctuation differs
    "Alice lives in Rome.",  # not in the source
    "lice lives in Paris",  # not token-aligned
    "我的妹妹住在北京",
    "FULL-WIDTH letters",
    "3.5 dollars",
    "5 dollars",  # inside a number: not a token of the source
    "Paris. 1. Thomas Kyd",  # across the numbering
]


def _verdicts(source: str) -> list[tuple[bool, object]]:
    out: list[tuple[bool, object]] = []
    for evidence in EVIDENCES:
        ev = _sentences._evidence(evidence)
        out.append((_support._in_source(ev, evidence, source), check_support(evidence, evidence, source)))
        for value in ("Alice lives in Paris", "Bob lives in Rome", "offer refunds on sale items"):
            out.append((True, check_support(value, evidence, source)))
    return out


def test_q_through_the_index_equals_q_by_plain_searches() -> None:
    source = _long_source()
    assert len(source) >= _LONG
    plain = _verdicts(source)
    assert _searched(source).index is None  # (a few checks do not pay for an index)
    expect_checks(source, 2 * _INDEX_COST)
    assert _searched(source).index is not None
    assert _verdicts(source) == plain
    found = [in_source for in_source, _ in plain[::4]]
    assert any(found)  # (both answers occur)
    assert not all(found)


def test_a_source_is_indexed_once_its_searches_have_paid_for_it() -> None:
    source = _long_source()
    last = SENTENCES[-1]  # its first occurrence is near the start: each check scans little
    for _ in range(_INDEX_COST):
        assert check_support(last, last, source).ok
    assert _searched(source).index is None
    end = "Zebras graze at the end."
    source += f"\n{end}"  # each check scans all of it
    for _ in range(_INDEX_COST):
        assert check_support(end, end, source).ok
    assert _searched(source).index is not None
    assert check_support(end, end, source).ok


def test_expect_checks_indexes_only_a_long_source_for_a_large_batch() -> None:
    source = _long_source()
    expect_checks(source, 2 * _INDEX_COST - 1)
    assert _searched(source).index is None
    short = SENTENCES[0] * 10
    expect_checks(short, 10**6)
    assert len(_searched) == 1  # (the short source has no entry at all)
    expect_checks(source, 2 * _INDEX_COST)
    index = _searched(source).index
    assert index is not None
    assert index.key == _source_key(source)


# --- normalization: long texts fold accents by stretches, exactly as `str.translate` ----------------------

FOLDED = "".join(chr(cp) for cp in sorted(text._FOLD))
TEXT = st.text(
    alphabet=st.sampled_from([*FOLDED[:40], *FOLDED[-40:], "a", " ", "\n", "é", "ñ", "中", "`"]), max_size=80
)


@settings(max_examples=200, deadline=None)
@given(parts=st.lists(TEXT, min_size=1, max_size=8), gap=st.integers(0, 80))
def test_fold_equals_translate(parts: list[str], gap: int) -> None:
    chunk = ("x" * gap).join(parts) + " "
    long = chunk * (text._FOLD_BY_STRETCH // len(chunk) + 1)
    assert len(long) >= text._FOLD_BY_STRETCH
    for piece in (long, "".join(parts)):
        assert text._fold(piece) == piece.translate(text._FOLD)


def test_normalize_of_a_long_text_keeps_el_and_si() -> None:
    sentence = "Él dijo que sí, Berlín está lejos — “sólo” un año. "
    assert text.normalize(sentence * 100) == " ".join([text.normalize(sentence)] * 100)


# --- keys: the memos equal what they memoize -------------------------------------------------------------


@pytest.mark.parametrize("part", ["Thomas Kyd", "home_city", "hr:alice", "ＡＬＩＣＥ", "city.of-birth", "don't"])
def test_key_tokens_memo_equals_the_function(part: str) -> None:
    assert keys._key_tokens(part) == keys._key_tokens.__wrapped__(part)
    assert keys._key_tokens(part) == keys._key_tokens(part)


@pytest.mark.parametrize(
    ("subject", "relation"),
    [(("the", "call", "of", "the", "wild"), ("author",)), (("the",), ("main",)), (("alice",), ("home", "city"))],
)
def test_index_terms_do_not_depend_on_the_iterable(subject: tuple[str, ...], relation: tuple[str, ...]) -> None:
    terms = keys.index_terms(subject, relation)
    assert keys.index_terms(list(subject), iter(relation)) == terms
    expected = [("s", t) for t in sorted(set(subject) - keys.NON_IDENTIFYING)]
    expected += [("r", t) for t in sorted(set(relation) - keys.NON_IDENTIFYING)]
    assert terms == (tuple(expected) or (keys.NO_IDENTITY,))
    assert keys.identifying(iter(subject)) == frozenset(t for t in subject if t not in keys.NON_IDENTIFYING)


# --- ASCII text: the byte tables map exactly as the character tables they replace -------------------------

SHAPE = {
    chr(c): "0" if chr(c).isdigit() else "a" if chr(c).isalpha() else "." if chr(c) in ".,:" else " "
    for c in range(128)
}
ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"
SEPARATE = {chr(c): chr(c) if chr(c) in ALNUM else "\n" if chr(c) == "." else " " for c in range(128)}


def test_ascii_tables_map_every_character_as_specified() -> None:
    every = "".join(chr(c) for c in range(128))
    assert text._ascii_translate(every, text._ASCII_SHAPE) == every.translate(str.maketrans(SHAPE))
    assert text._ascii_translate(every, text._ASCII_SEPARATE) == every.translate(str.maketrans(SEPARATE))


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=st.characters(max_codepoint=127), max_size=60))
def test_plain_ascii_is_the_documented_rule(raw: str) -> None:
    shape = raw.translate(str.maketrans(SHAPE))
    plain = not any(c in raw for c in "'$%") and "0a" not in shape and "0.0" not in shape
    assert text._plain_ascii(raw) is plain
