"""Conflict detection, the `temporal` and `governed` contracts (DESIGN §5) and the commit pipeline's phase
order (DESIGN §6 steps 1–4), as pure functions over plain facts."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memtx.core.contracts import (
    Contender,
    Decision,
    adjudicate,
    guard_signature,
    in_conflict,
    readjudicate,
    value_tokens,
)
from memtx.core.model import ContractKind
from memtx.core.pipeline import Outcome, RecordFacts, evaluate

GOVERNED, TEMPORAL = ContractKind.GOVERNED, ContractKind.TEMPORAL


def contender(
    vid: int,
    *,
    source: str = "s1",
    seq: int = 1,
    authority: float = 0.5,
    at: float = 100.0,
    value: str = "Alice lives in Paris",
) -> Contender:
    return Contender(vid, source, seq, authority, at, value)


# Two values whose content tokens overlap at 2/6: clearly a conflict.
PARIS = "Alice lives in Paris"
ROME = "Alice moved to Rome"


def visible(**kw: object) -> Contender:
    return contender(1, **{"source": "s1", "seq": 1, "value": PARIS, **kw})  # type: ignore[arg-type]


def new(**kw: object) -> Contender:
    return contender(2, **{"source": "s2", "seq": 2, "value": ROME, **kw})  # type: ignore[arg-type]


# --- conflict set -----------------------------------------------------------------------------------


def _words(common: int, own: int, tag: str) -> str:
    return " ".join([f"w{i}" for i in range(common)] + [f"{tag}{i}" for i in range(own)])


@pytest.mark.parametrize(("common", "own_a", "own_b"), [(4, 1, 0), (8, 1, 1), (12, 2, 1), (4, 0, 1)])
def test_exactly_point_eight_is_agreement(common: int, own_a: int, own_b: int) -> None:
    a, b = _words(common, own_a, "x"), _words(common, own_b, "y")
    ta, tb = value_tokens(a), value_tokens(b)
    assert Fraction(len(ta & tb), len(ta | tb)) == Fraction(4, 5)
    assert not in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))


@pytest.mark.parametrize(("common", "own_a", "own_b"), [(3, 1, 0), (7, 1, 1), (11, 2, 1), (2, 1, 1)])
def test_just_below_point_eight_is_a_conflict(common: int, own_a: int, own_b: int) -> None:
    a, b = _words(common, own_a, "x"), _words(common, own_b, "y")
    ta, tb = value_tokens(a), value_tokens(b)
    assert Fraction(len(ta & tb), len(ta | tb)) < Fraction(4, 5)
    assert in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))


def test_same_source_never_conflicts() -> None:
    assert not in_conflict(contender(1, source="s1", value=PARIS), contender(2, source="s1", value=ROME))


def test_articles_do_not_count_but_negators_do() -> None:
    assert not in_conflict(
        contender(1, source="s1", value="the shop sells bikes"), contender(2, source="s2", value="a shop sells bikes")
    )
    assert in_conflict(
        contender(1, source="s1", value="shop sells bikes"), contender(2, source="s2", value="shop not sells bikes")
    )


def test_agreement_at_the_boundary_is_a_confirmation_whatever_the_authority() -> None:
    # 4/5 agreement: no adjudication, the newer confirms even with far lower authority.
    a, b = _words(4, 1, "x"), _words(4, 0, "y")
    ruling = adjudicate(new(value=b, at=200.0, authority=0.1), visible(value=a, authority=0.9), GOVERNED)
    assert (ruling.decision, ruling.reason) == (Decision.WIN, "confirmation")
    # ... while just below the boundary the same facts are a conflict held for review.
    c = _words(3, 1, "y")
    ruling = adjudicate(
        new(value=c, at=200.0, authority=0.1), visible(value=_words(3, 1, "x"), authority=0.9), GOVERNED
    )
    assert (ruling.decision, ruling.reason) == (Decision.QUARANTINE, "needs_review")


@pytest.mark.parametrize("contract", [GOVERNED, TEMPORAL])
def test_agreeing_or_same_source_versions_newer_supersedes(contract: ContractKind) -> None:
    same_source_newer = adjudicate(new(source="s1", seq=1, at=200.0), visible(), contract)
    assert same_source_newer.decision is Decision.WIN
    same_source_older = adjudicate(new(source="s1", seq=1, at=50.0, authority=1.0), visible(), contract)
    assert (same_source_older.decision, same_source_older.reason) == (Decision.STORE_SUPERSEDED, "older_than_visible")
    # equal event time: the later proposal id is the newer one
    same_time = adjudicate(new(source="s1", seq=1, at=100.0), visible(), contract)
    assert same_time.decision is Decision.WIN
    confirmation_older = adjudicate(new(value=PARIS, at=50.0), visible(), contract)
    assert confirmation_older.decision is Decision.STORE_SUPERSEDED


@pytest.mark.parametrize("contract", [GOVERNED, TEMPORAL])
def test_first_version_wins(contract: ContractKind) -> None:
    ruling = adjudicate(new(authority=0.0), None, contract)
    assert (ruling.decision, ruling.reason) == (Decision.WIN, "first_version")


# --- governed (default) -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("at", "authority", "decision", "reason"),
    [
        # newer event time: wins if authority >= the visible one's, else held for review
        (200.0, 0.9, Decision.WIN, "newer_event_time"),
        (200.0, 0.5, Decision.WIN, "newer_event_time"),
        (200.0, 0.4999, Decision.QUARANTINE, "needs_review"),
        (200.0, 0.0, Decision.QUARANTINE, "needs_review"),
        # older arriving late never overrides, whatever its authority
        (50.0, 1.0, Decision.STORE_SUPERSEDED, "older_than_visible"),
        (50.0, 0.1, Decision.STORE_SUPERSEDED, "older_than_visible"),
        # equal event time: higher authority wins; equal is held for review
        (100.0, 0.6, Decision.WIN, "higher_authority"),
        (100.0, 0.5, Decision.QUARANTINE, "needs_review"),
    ],
)
def test_governed_rules(at: float, authority: float, decision: Decision, reason: str) -> None:
    ruling = adjudicate(new(at=at, authority=authority), visible(authority=0.5), GOVERNED)
    assert (ruling.decision, ruling.reason) == (decision, reason)


def test_governed_equal_time_lower_authority_never_wins() -> None:
    ruling = adjudicate(new(at=100.0, authority=0.4), visible(authority=0.5), GOVERNED)
    assert ruling.decision is not Decision.WIN
    assert ruling.decision in (Decision.STORE_SUPERSEDED, Decision.QUARANTINE)


def test_governed_ignores_proposal_and_source_order_in_a_conflict() -> None:
    # A conflict at equal time and authority is not broken by ids: it goes to review.
    for vid, seq in ((2, 2), (0, 0), (99, 99)):
        ruling = adjudicate(replace(new(at=100.0), vid=vid, source_seq=seq), visible(), GOVERNED)
        assert ruling.decision is Decision.QUARANTINE


# --- temporal (MemTxn) ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("at", "seq", "vid", "decision"),
    [
        (200.0, 0, 2, Decision.WIN),  # newer event time wins, whatever the source order
        (50.0, 9, 9, Decision.STORE_SUPERSEDED),  # older never wins
        (100.0, 2, 2, Decision.WIN),  # tie on time: the later source wins
        (100.0, 0, 2, Decision.STORE_SUPERSEDED),  # tie on time: an earlier source loses
        (100.0, 1, 2, Decision.WIN),  # tie on time and source: the later proposal wins
        (100.0, 1, 0, Decision.STORE_SUPERSEDED),
    ],
)
def test_temporal_rules(at: float, seq: int, vid: int, decision: Decision) -> None:
    ruling = adjudicate(replace(new(at=at, authority=0.0), source_seq=seq, vid=vid), visible(authority=1.0), TEMPORAL)
    assert ruling.decision is decision


def test_temporal_ignores_authority() -> None:
    low = adjudicate(new(at=200.0, authority=0.0), visible(authority=1.0), TEMPORAL)
    assert low.decision is Decision.WIN
    high = adjudicate(new(at=50.0, authority=1.0), visible(authority=0.0), TEMPORAL)
    assert high.decision is Decision.STORE_SUPERSEDED


_times = st.sampled_from([10.0, 20.0, 30.0])
_auth = st.sampled_from([0.2, 0.5, 0.9])


@given(
    st.tuples(_times, st.integers(1, 3), _auth),
    st.tuples(_times, st.integers(1, 3), _auth),
    st.sampled_from(list(ContractKind)),
)
def test_two_conflicting_versions_never_both_win(
    fa: tuple[float, int, float], fb: tuple[float, int, float], contract: ContractKind
) -> None:
    a = contender(1, source="sa", at=fa[0], seq=fa[1], authority=fa[2], value=PARIS)
    b = contender(2, source="sb", at=fb[0], seq=fb[1], authority=fb[2], value=ROME)
    ab, ba = adjudicate(a, b, contract), adjudicate(b, a, contract)
    assert not (ab.decision is Decision.WIN and ba.decision is Decision.WIN)
    # and it is a function of the facts: asking again gives the same answer
    assert adjudicate(a, b, contract) == ab
    if contract is TEMPORAL:
        # total order: exactly one of the two would win against the other
        assert (ab.decision is Decision.WIN) != (ba.decision is Decision.WIN)


# --- guard-relevant differences (DESIGN §5 amended) ------------------------------------------------


def jaccard(a: str, b: str) -> Fraction:
    ta, tb = value_tokens(a), value_tokens(b)
    return Fraction(len(ta & tb), len(ta | tb))


REFUND_NO = "our store does not support refunds without a receipt for electronics bought online"
REFUND_YES = "our store does support refunds without a receipt for electronics bought online"


@pytest.mark.parametrize("contract", [GOVERNED, TEMPORAL])
def test_negation_flip_is_a_conflict_not_a_confirmation(contract: ContractKind) -> None:
    assert jaccard(REFUND_NO, REFUND_YES) >= Fraction(4, 5)  # Jaccard alone would call it agreement
    assert in_conflict(contender(1, source="s1", value=REFUND_NO), contender(2, source="s2", value=REFUND_YES))
    ruling = adjudicate(
        new(value=REFUND_YES, at=200.0, authority=0.1), visible(value=REFUND_NO, authority=0.9), contract
    )
    assert ruling.reason != "confirmation"
    if contract is GOVERNED:  # newer but lower authority: held for review, never silently winning
        assert (ruling.decision, ruling.reason) == (Decision.QUARANTINE, "needs_review")
    else:  # temporal ignores authority, but it is adjudicated as a conflict
        assert (ruling.decision, ruling.reason) == (Decision.WIN, "newer_event_time")
    # and an older flip arriving late is stored as superseded, not a confirmation of anything
    late = adjudicate(new(value=REFUND_YES, at=50.0, authority=0.1), visible(value=REFUND_NO, authority=0.9), contract)
    assert (late.decision, late.reason) == (Decision.STORE_SUPERSEDED, "older_than_visible")


def test_contractions_yield_the_negator() -> None:
    assert "not" in guard_signature("our store doesn't support refunds")
    assert guard_signature("our store doesn't support refunds") == guard_signature("our store does not support refunds")
    assert "not" in guard_signature("we can't ship abroad")
    assert "not" in guard_signature("we cannot ship abroad")
    assert not in_conflict(
        contender(1, source="s1", value="our store doesn't support refunds"),
        contender(2, source="s2", value="our store does not support refunds"),
    )
    flip = ("our store doesn't support refunds for electronics bought online", REFUND_YES.replace(" without", ""))
    assert in_conflict(contender(1, source="s1", value=flip[0]), contender(2, source="s2", value=flip[1]))


BOARDING = "boarding for flight BA 117 to Madrid starts at"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (f"{BOARDING} gate 12", f"{BOARDING} gate 14"),
        (f"{BOARDING} gate twelve", f"{BOARDING} gate fourteen"),
        (f"{BOARDING} gate 12", f"{BOARDING} gate twelve"),  # forms are not converted: a (safe) conflict
        (f"{BOARDING} gate 12.5", f"{BOARDING} gate 12.6"),
        (f"{BOARDING} gate -5", f"{BOARDING} gate 5"),
        (f"{BOARDING} gate 12 for $40", f"{BOARDING} gate 12 for €40"),
        (
            "el embarque del vuelo IB 117 a Madrid empieza en la puerta doce",
            "el embarque del vuelo IB 117 a Madrid empieza en la puerta catorce",
        ),
        ("飞往马德里的117号航班在十二号登机口登机", "飞往马德里的117号航班在十四号登机口登机"),
        ("飞往马德里的117号航班在十二号登机口登机", "飞往马德里的117号航班在二十号登机口登机"),  # 12 vs 20
        ("飞往马德里的117号航班在十二号登机口登机", "飞往马德里的117号航班在壹贰号登机口登机"),
    ],
)
def test_number_flip_is_a_conflict_whatever_the_jaccard(a: str, b: str) -> None:
    assert guard_signature(a) != guard_signature(b)
    assert in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))


def test_gate_12_vs_14_is_held_for_review_not_confirmed() -> None:
    a, b = f"{BOARDING} gate 12", f"{BOARDING} gate 14"
    assert jaccard(a, b) >= Fraction(4, 5)
    ruling = adjudicate(new(value=b, at=200.0, authority=0.1), visible(value=a, authority=0.9), GOVERNED)
    assert (ruling.decision, ruling.reason) == (Decision.QUARANTINE, "needs_review")


POOL = "members can use the pool on the third floor of the club every morning before work"
CONCERT = "the outdoor concert in the park on saturday is moved to the town hall"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (f"only {POOL}", POOL),  # scope
        (f"{POOL.replace('members', 'all members')}", POOL),  # quantifier
        (f"{CONCERT} if it rains", f"{CONCERT} it rains"),  # condition
        (f"{CONCERT} unless it rains", f"{CONCERT} if it rains"),
        (f"{CONCERT} except for the children's choir", f"{CONCERT} for the children's choir"),  # exception
        (f"{CONCERT} at least twice", f"{CONCERT} twice"),  # a multi-word quantifier
        (f"{CONCERT} and it is no longer free", f"{CONCERT} and it is free"),  # implicit negation
        (
            "la tienda no acepta devoluciones sin recibo de productos electrónicos comprados en línea",
            "la tienda acepta devoluciones sin recibo de productos electrónicos comprados en línea",
        ),
        (
            "la tienda acepta devoluciones de productos electrónicos comprados en línea a menos que falte el recibo",
            "la tienda acepta devoluciones de productos electrónicos comprados en línea que falte el recibo",
        ),
        ("我们店不支持没有收据的网购电子产品退款", "我们店支持没有收据的网购电子产品退款"),
        ("我们店只支持有收据的网购电子产品退款", "我们店支持有收据的网购电子产品退款"),
        ("如果下雨周六公园里的户外音乐会改到市政厅", "下雨周六公园里的户外音乐会改到市政厅"),
    ],
)
def test_guard_word_flip_is_a_conflict_whatever_the_jaccard(a: str, b: str) -> None:
    assert jaccard(a, b) >= Fraction(4, 5)  # each pair would be "agreement" by Jaccard alone
    assert guard_signature(a) != guard_signature(b)
    assert in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))
    ruling = adjudicate(new(value=b, at=200.0, authority=0.1), visible(value=a, authority=0.9), GOVERNED)
    assert (ruling.decision, ruling.reason) == (Decision.QUARANTINE, "needs_review")


def test_guard_signature_counts_occurrences() -> None:
    # Equal token sets, so Jaccard 1.0, and equal guard *sets*: only the count tells the facts apart.
    a, b = "the booking is for 2 adults and 2 children", "the booking is for 2 adults and children"
    assert value_tokens(a) == value_tokens(b)
    assert guard_signature(a) == ("2", "2")
    assert guard_signature(b) == ("2",)
    assert in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))
    double = "it is not true that the store does not ship abroad"
    assert guard_signature(double).count("not") == 2
    assert guard_signature(double) != guard_signature("it is true that the store does not ship abroad")


@pytest.mark.parametrize(
    ("value", "signature"),
    [
        ("Alice lives in Paris, France", ()),
        ("we refund, after all, not only electronics", ()),  # compounds: no guard word counts inside them
        ("首都 安全 一直 删除", ()),
        ("一个", ("一 个",)),  # DESIGN §4 (amended): `一个` counts as a number
        ("十二号", ("十 二",)),  # adjacent number tokens are one numeral, in order
        ("二十号", ("二 十",)),
        ("twenty-one guests", ("twenty one",)),
        ("it costs $12.50 or 12 %", ("$ 12.50", "12 %", "or")),
        ("order-7 ships on 2024-05-01", ("2024 05 01", "7")),  # a hyphen is no minus sign
        ("it is -5 outside", ("-5",)),
        ("+1 day", ("1",)),
        ("does the store ship abroad?", ("?",)),
        ("我们店不支持退款吗", ("不", "吗")),
        ("pedidos a menos que llueva", ("a menos que",)),
        ("we stopped, at least for now", ("at least",)),
    ],
)
def test_guard_signature_examples(value: str, signature: tuple[str, ...]) -> None:
    assert guard_signature(value) == signature


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("Alice lives in Paris", "Alice lives in Paris, France"),
        ("our store doesn't support refunds", "our store does not support refunds"),
        (f"if it rains, {CONCERT}", f"{CONCERT} if it rains"),  # reordered: same tokens, same guard words
        ("我们店不支持退款。", "我们店不支持退款"),
        ("la tienda NO acepta devoluciones", "la tienda no acepta devoluciones"),
        (f"{BOARDING} gate 12", f"{BOARDING} gate 12."),
    ],
)
def test_agreeing_paraphrases_still_confirm(a: str, b: str) -> None:
    assert jaccard(a, b) >= Fraction(4, 5)
    assert guard_signature(a) == guard_signature(b)
    assert not in_conflict(contender(1, source="s1", value=a), contender(2, source="s2", value=b))
    ruling = adjudicate(new(value=b, at=200.0, authority=0.1), visible(value=a, authority=0.9), GOVERNED)
    assert (ruling.decision, ruling.reason) == (Decision.WIN, "confirmation")


def test_same_source_flip_needs_no_adjudication() -> None:
    # DESIGN §5: versions of one source never conflict; the newer supersedes (a correction by the source).
    assert not in_conflict(contender(1, source="s1", value=REFUND_NO), contender(2, source="s1", value=REFUND_YES))


def test_guard_signature_is_a_pure_function() -> None:
    assert guard_signature(REFUND_NO) == guard_signature(str(REFUND_NO)) == ("not", "without")
    assert guard_signature("") == ()


# --- reinstatement: re-adjudication among surviving versions (DESIGN §5) ----------------------------


def test_readjudicate_issue_example() -> None:
    v1 = contender(1, source="s1", seq=1, at=10.0, value="paris")
    v2 = contender(2, source="s2", seq=2, at=30.0, value="rome")
    v3 = contender(3, source="s3", seq=3, at=20.0, value="oslo")  # arrived late: stored as superseded
    assert readjudicate([v1, v2, v3], TEMPORAL) == v2
    assert adjudicate(v3, v2, TEMPORAL).decision is Decision.STORE_SUPERSEDED
    # v2 retracted: the winner is the one the contract picks among the survivors, not the previous occupant
    assert readjudicate([v1, v3], TEMPORAL) == v3
    assert readjudicate([v1, v3], GOVERNED) == v3  # newer event time, equal authority
    # deterministic: same input, same output
    assert all(readjudicate([v1, v3], c) == readjudicate([v1, v3], c) for c in (TEMPORAL, GOVERNED))


@pytest.mark.parametrize("contract", [GOVERNED, TEMPORAL])
def test_readjudicate_nothing_and_one(contract: ContractKind) -> None:
    assert readjudicate([], contract) is None
    only = contender(5, authority=0.0)
    assert readjudicate([only], contract) == only


def test_readjudicate_governed_keeps_review_holds_out() -> None:
    v1 = contender(1, source="s1", at=10.0, authority=0.9, value="paris")
    low = contender(2, source="s2", at=20.0, authority=0.1, value="rome")  # newer, lower: needs review
    assert readjudicate([v1, low], GOVERNED) == v1
    tie = contender(3, source="s3", at=10.0, authority=0.9, value="oslo")  # equal time and authority: review
    assert readjudicate([v1, tie], GOVERNED) == v1
    assert readjudicate([v1, low], TEMPORAL) == low


def test_readjudicate_temporal_agreeing_tie_keeps_the_later_proposal() -> None:
    # The one exception to argmax (event time, source seq, vid): agreeing versions need no adjudication and
    # the later proposal id supersedes (DESIGN §5), even from an earlier source.
    a = contender(1, source="s2", seq=2, at=10.0, value=PARIS)
    b = contender(2, source="s1", seq=1, at=10.0, value="Alice lives in Paris, France")
    assert not in_conflict(a, b)
    assert readjudicate([a, b], TEMPORAL) == b
    assert max([a, b], key=lambda c: (c.event_time, c.source_seq, c.vid)) == a


# Values from a small set: some pairs agree (Jaccard >= 0.8, equal guard words), others conflict.
_VALUES = [
    PARIS,
    "Alice lives in Paris, France",
    "alice lives in paris",
    "Alice lives in Rome",
    "Alice does not live in Paris",
    "Alice doesn't live in Paris",
]
_SOURCES = {"s1": 3, "s2": 1, "s3": 2}  # one source order per source, unrelated to names or vids


@st.composite
def _candidates(draw: st.DrawFn) -> list[Contender]:
    n = draw(st.integers(0, 6))
    vids = draw(st.lists(st.integers(0, 50), min_size=n, max_size=n, unique=True))
    out = []
    for vid in vids:
        source = draw(st.sampled_from(sorted(_SOURCES)))
        out.append(
            Contender(
                vid,
                source,
                _SOURCES[source],
                draw(st.sampled_from([0.1, 0.5, 0.9])),
                draw(st.sampled_from([10.0, 20.0, 30.0])),
                draw(st.sampled_from(_VALUES)),
            )
        )
    return out


def _temporal_key(c: Contender) -> tuple[float, int, int]:
    return (c.event_time, c.source_seq, c.vid)


@given(_candidates())
def test_temporal_readjudicate_is_argmax_of_event_time_source_seq_vid(cands: list[Contender]) -> None:
    got = readjudicate(cands, TEMPORAL)
    assert got == readjudicate(list(cands), TEMPORAL)  # deterministic
    if not cands:
        assert got is None
        return
    assert got in cands
    top_time = max(c.event_time for c in cands)
    assert got is not None
    assert got.event_time == top_time
    top = [c for c in cands if c.event_time == top_time]
    # Among the latest versions, pairs are resolved by (source seq, vid) when they conflict and by vid when
    # they do not (DESIGN §5); where the two orders coincide the result is exactly the argmax, in any order.
    consistent = all(
        in_conflict(a, b) or ((a.source_seq, a.vid) < (b.source_seq, b.vid)) == (a.vid < b.vid)
        for a in top
        for b in top
        if a is not b
    )
    if consistent:
        assert got == max(cands, key=_temporal_key)
        assert readjudicate(cands[::-1], TEMPORAL) == got


@given(_candidates(), st.sampled_from(list(ContractKind)))
def test_readjudicate_is_the_fold_of_adjudicate(cands: list[Contender], contract: ContractKind) -> None:
    expected: Contender | None = None
    for c in cands:
        if adjudicate(c, expected, contract).decision is Decision.WIN:
            expected = c
    assert readjudicate(cands, contract) == expected
    assert readjudicate(tuple(cands), contract) == expected


# --- pipeline phase order (DESIGN §6) ---------------------------------------------------------------


def facts(**kw: object) -> RecordFacts:
    """A record that passes every phase and wins; each test breaks some of it."""
    base = RecordFacts(
        contender=new(at=200.0, authority=0.5),
        confidence=0.9,
        valid_from=None,
        valid_to=None,
        now=200.0,
        contract=GOVERNED,
        visible=visible(authority=0.5),
        stale=False,
        retracted_parent=None,
        unstable_dependency=False,
    )
    return replace(base, **kw)  # type: ignore[arg-type]


def verdict(f: RecordFacts) -> tuple[str, Outcome, str]:
    v = evaluate(f)
    return v.phase, v.outcome, v.reason


ALL_BROKEN = {
    "confidence": 0.1,
    "valid_to": 150.0,
    "stale": True,
    "retracted_parent": "revoked_parent",
    "unstable_dependency": True,
}


def test_clean_record_commits() -> None:
    phase, outcome, reason = verdict(facts())
    assert outcome is Outcome.COMMIT
    assert reason == "newer_event_time"
    assert phase == "conflict"


def test_evidence_comes_first() -> None:
    assert verdict(facts(**ALL_BROKEN)) == ("evidence", Outcome.QUARANTINE, "low_evidence")


def test_validity_comes_before_conflict() -> None:
    assert verdict(facts(**{**ALL_BROKEN, "confidence": 0.9})) == ("validity", Outcome.QUARANTINE, "invalid_interval")


def test_stale_write_aborts_before_adjudication_and_dependency() -> None:
    f = facts(**{**ALL_BROKEN, "confidence": 0.9, "valid_to": None})
    assert verdict(f) == ("conflict", Outcome.ABORT, "stale_late_write")


def test_revoked_parent_comes_before_dependency() -> None:
    f = facts(**{**ALL_BROKEN, "confidence": 0.9, "valid_to": None, "stale": False})
    assert verdict(f) == ("conflict", Outcome.QUARANTINE, "revoked_parent")


@pytest.mark.parametrize("reason", ["revoked_parent", "quarantined_parent"])
def test_a_retracted_parent_quarantines_even_a_winner(reason: str) -> None:
    assert verdict(facts(retracted_parent=reason)) == ("conflict", Outcome.QUARANTINE, reason)


def test_conflict_quarantine_comes_before_dependency() -> None:
    f = facts(contender=new(at=200.0, authority=0.1), unstable_dependency=True)
    assert verdict(f) == ("conflict", Outcome.QUARANTINE, "needs_review")


def test_dependency_is_last() -> None:
    f = facts(unstable_dependency=True)
    assert verdict(f) == ("dependency", Outcome.QUARANTINE, "unstable_dependency")


def test_conflict_outcomes_pass_through_when_dependencies_are_stable() -> None:
    assert verdict(facts(contender=new(at=50.0)))[1:] == (Outcome.STORE_SUPERSEDED, "older_than_visible")
    assert verdict(facts(visible=None))[1:] == (Outcome.COMMIT, "first_version")


@pytest.mark.parametrize(
    ("confidence", "authority", "passes"),
    [
        (0.6, 0.0, True),  # exactly the minimum confidence
        (0.5999, 0.0, False),
        (0.0, 0.9, True),  # exactly the trusted authority
        (0.5, 0.8999, False),
        (1.0, 0.0, True),
    ],
)
def test_evidence_boundaries(confidence: float, authority: float, passes: bool) -> None:
    f = facts(confidence=confidence, contender=new(at=200.0, authority=authority), visible=None)
    phase, outcome, reason = verdict(f)
    if passes:
        assert outcome is Outcome.COMMIT
    else:
        assert (phase, outcome, reason) == ("evidence", Outcome.QUARANTINE, "low_evidence")


@pytest.mark.parametrize(
    ("valid_from", "valid_to", "passes"),
    [
        (200.0, None, True),  # valid_from == now is inside
        (200.0001, None, False),
        (None, 200.0001, True),
        (None, 200.0, False),  # valid_to == now is outside: the interval is half-open
        (100.0, 300.0, True),
        (300.0, 400.0, False),
        (None, None, True),
    ],
)
def test_validity_boundaries(valid_from: float | None, valid_to: float | None, passes: bool) -> None:
    phase, outcome, reason = verdict(facts(valid_from=valid_from, valid_to=valid_to, now=200.0, visible=None))
    if passes:
        assert outcome is Outcome.COMMIT
    else:
        assert (phase, outcome, reason) == ("validity", Outcome.QUARANTINE, "invalid_interval")
