"""Content fingerprints and the laundering rule (memtx.core.flow, DESIGN §8), as pure functions."""

from __future__ import annotations

from memtx.core.flow import (
    SAMPLE,
    candidate_fingerprint,
    is_reproduced,
    laundering,
    private_fingerprint,
    shingles,
)
from memtx.core.model import Scope

LONG = " ".join(f"word{i}" for i in range(400))


def test_shingles_ignore_case_and_punctuation_and_cover_cjk() -> None:
    assert shingles("Carol has THE flu!") == shingles("carol has the flu")
    assert shingles("") == set()
    assert len(shingles("卡罗尔得了流感")) == 4  # 7 characters, shingles of 4


def test_a_short_private_text_keeps_every_shingle_and_a_long_one_a_content_defined_sample() -> None:
    short, sampled = private_fingerprint("Carol tested positive for influenza on Monday")
    assert not sampled
    assert short == frozenset(shingles("Carol tested positive for influenza on Monday"))
    kept, sampled = private_fingerprint(LONG)
    assert sampled
    assert kept
    assert all(h % SAMPLE == 0 for h in kept)
    assert kept <= shingles(LONG)


def test_reproduction_by_share_of_the_private_text_or_of_the_candidate() -> None:
    secret, _ = private_fingerprint("Carol tested positive for influenza on Monday")
    copy = candidate_fingerprint(["Carol tested positive for influenza on Monday"])
    hits = len(secret & copy)
    assert is_reproduced(hits, size=len(secret), sampled=False, candidate=copy)
    unrelated = candidate_fingerprint(["The launch review moves to Thursday"])
    assert not is_reproduced(len(secret & unrelated), size=len(secret), sampled=False, candidate=unrelated)


def test_a_stretch_copied_out_of_a_long_private_text_is_found_through_the_sample() -> None:
    kept, sampled = private_fingerprint(LONG)
    stretch = " ".join(f"word{i}" for i in range(100, 200))
    candidate = candidate_fingerprint([stretch])
    assert is_reproduced(len(kept & candidate), size=len(kept), sampled=sampled, candidate=candidate)


def test_one_shared_common_phrase_is_not_a_reproduction() -> None:
    kept, sampled = private_fingerprint(LONG)
    candidate = candidate_fingerprint(["word7 word8 word9 word10 and then something else entirely different here"])
    assert not is_reproduced(len(kept & candidate), size=len(kept), sampled=sampled, candidate=candidate)


def test_laundering_is_only_broader_than_the_floor() -> None:
    assert laundering(Scope.SHARED, Scope.PRIVATE) == "permission_laundering"
    assert laundering(Scope.SHARED, Scope.SHARED) is None
    assert laundering(Scope.PRIVATE, None) is None
