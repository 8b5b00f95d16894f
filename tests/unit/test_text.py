"""Normalization and tokenization (memtx.core.text): the contract admission (DESIGN §4) and keys (§5) share."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from memtx.core.text import (
    EMPTY_WORDS,
    HARD,
    QUESTION,
    SOFT,
    content_tokens,
    normalize,
    scan,
    scan_normalized,
    sentences,
    tokenize,
    tokenize_normalized,
)

# --- normalize ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("  Hello \t\n World  ", "hello world"),
        ("ＡＬＩＣＥ　ｌｉｖｅｓ", "alice lives"),  # full-width letters and ideographic space (NFKC)
        ("Straße", "strasse"),  # casefold, not lower
        ("“quoted” ‘single’ «guillemets» 「括号」", '"quoted" \'single\' "guillemets" "括号"'),
        ("doesn’t", "doesn't"),
        ("doesn´t", "doesn't"),
        ("a–b a‐b a−b", "a-b a-b a-b"),  # en dash, hyphen, minus → hyphen-minus
        ("Paris—not Rome", "paris - not rome"),  # an em dash is a clause-level dash
        ("re\u00adfund zero\u200bwidth", "refund zerowidth"),
        ("Sólo BERLÍN Ünïcödé", "solo berlin unicode"),  # Latin accents stripped
        ("año España", "año españa"),  # ñ kept
        ("Él dijo que sí", "él dijo que sí"),  # the two accents that change the word class
        ("así, sílaba, él", "asi, silaba, él"),
        ("İstanbul", "istanbul"),
    ],
)
def test_normalize(raw: str, expected: str) -> None:
    assert normalize(raw) == expected


@given(st.text(max_size=80))
@settings(max_examples=300)
def test_normalize_is_idempotent(raw: str) -> None:
    once = normalize(raw)
    assert normalize(once) == once


# --- tokenize ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("order-7/shipping_status", ["order", "7", "shipping", "status"]),
        ("ns:key.sub_key", ["ns", "key", "sub", "key"]),
        ("Refunds within 30 days", ["refunds", "within", "30", "days"]),
        ("3.5 kg, 1,000 units at 10:30.", ["3.5", "kg", "1,000", "units", "at", "10:30"]),
        ("$30 or 30% or €5", ["$", "30", "or", "30", "%", "or", "€", "5"]),
        ("v1.2 e.g. U.S.A.", ["v1", "2", "e", "g", "u", "s", "a"]),
        ("30days", ["30", "days"]),
        ("商店不接受退货。", ["商", "店", "不", "接", "受", "退", "货"]),
        ("30天内退款，好吗？", ["30", "天", "内", "退", "款", "好", "吗"]),
        ("Hello, world! (really?)", ["hello", "world", "really"]),
    ],
)
def test_tokenize(raw: str, expected: list[str]) -> None:
    assert tokenize(raw) == expected


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("doesn't", ["does", "not"]),
        ("won't", ["will", "not"]),
        ("can't", ["can", "not"]),
        ("cannot", ["can", "not"]),
        ("isn't", ["is", "not"]),
        ("shan't", ["shall", "not"]),
        ("ain't", ["is", "not"]),
        ("do n't", ["do", "not"]),
        ("dont doesnt cant wont", ["do", "not", "does", "not", "can", "not", "will", "not"]),
        ("shouldn't've", ["should", "not", "have"]),
        ("I'm we're they've you'll I'd", ["i", "am", "we", "are", "they", "have", "you", "will", "i", "would"]),
        ("he's it's there's", ["he", "is", "it", "is", "there", "is"]),
        ("Alice's sister", ["alice's", "sister"]),  # a possessive stays attached
        ("O'Brien l'acqua", ["o'brien", "l'acqua"]),
        ("users' data", ["users", "data"]),
        ("I don’t", ["i", "do", "not"]),  # curly apostrophe folded first
    ],
)
def test_contractions_keep_negation_visible(raw: str, expected: list[str]) -> None:
    assert tokenize(raw) == expected


def test_contraction_and_spelled_out_forms_tokenize_alike() -> None:
    assert tokenize("The store doesn't offer refunds") == tokenize("The store does not offer refunds")
    assert tokenize("I can't") == tokenize("I cannot") == tokenize("I can not")


def test_spanish_accents_fold_consistently() -> None:
    assert tokenize("Sólo los lunes") == tokenize("solo los lunes") == tokenize("SOLO LOS LUNES")
    assert tokenize("él") != tokenize("el")
    assert tokenize("sí") != tokenize("si")


def test_full_width_punctuation_is_a_boundary_not_a_token() -> None:
    assert tokenize("如果商品未开封，可以退款；谢谢！") == list("如果商品未开封可以退款谢谢")


# --- content_tokens ----------------------------------------------------------------------------------


def test_content_tokens_drop_only_articles() -> None:
    assert content_tokens("The store does not offer a refund") == ["store", "does", "not", "offer", "refund"]
    assert content_tokens("La tienda no acepta las devoluciones") == ["tienda", "no", "acepta", "devoluciones"]
    kept = content_tokens("only all every at least if unless 30 no never not")
    assert kept == ["only", "all", "every", "at", "least", "if", "unless", "30", "no", "never", "not"]


def test_empty_words_are_articles_only() -> None:
    assert {"a", "an", "the"} <= EMPTY_WORDS
    assert EMPTY_WORDS.isdisjoint({"not", "no", "only", "if", "él", "sí", "的"})


# --- scan and sentences ------------------------------------------------------------------------------


def test_scan_reports_break_strengths() -> None:
    tokens, breaks = scan("Alice moved, but Bob stayed. Did he? Yes")
    assert tokens == ["alice", "moved", "but", "bob", "stayed", "did", "he", "yes"]
    assert breaks == [(2, SOFT), (5, HARD), (7, QUESTION)]


def test_scan_dash_is_a_break_only_with_space() -> None:
    assert scan("non-refundable")[1] == []
    assert scan("Paris - not Rome")[1] == [(1, SOFT)]
    assert scan("Paris--not Rome")[1] == [(1, SOFT)]


def test_sentences_split_at_ends_not_inside_numbers() -> None:
    got = sentences(normalize("It costs 3.5 euros. Do you ship? Yes!"))
    assert [(toks, q) for _, toks, q in got] == [
        (["it", "costs", "3.5", "euros"], False),
        (["do", "you", "ship"], True),
        (["yes"], False),
    ]


_PIECES = [*"ab c'.,;:!?-—()\"3 5 ñé不是吗，。！？", "don't", " n't", " 1.5", "Él ", "sí", "İ", "ﬁ", "½"]
_TEXT = st.lists(st.sampled_from(_PIECES), max_size=30).map("".join)


@given(_TEXT)
@settings(max_examples=400)
def test_all_tokenizers_agree(raw: str) -> None:
    expected = tokenize(raw)
    norm = normalize(raw)
    assert tokenize_normalized(norm) == expected
    assert scan(raw)[0] == expected
    pieces = sentences(norm)
    assert [t for _, toks, _ in pieces for t in toks] == expected
    for text, toks, _ in pieces:
        assert scan_normalized(text)[0] == toks


@given(_TEXT)
@settings(max_examples=200)
def test_tokens_are_never_punctuation_or_space(raw: str) -> None:
    for tok in tokenize(raw):
        assert tok
        assert not any(c.isspace() for c in tok)
        assert tok[0].isalnum() or tok in set("$€£¥₹₩%‰")
