"""What the admission red-team test files share (tests/unit/test_admission_red_team13.py and after): the call they
pin and how a list of pinned cases becomes pytest parameters.

A pinned case is `(value, evidence, key, speaker)`, checked as the admission suite checks a realistic record: the
evidence as its own source, the guard on, the key and the speaker passed when there are any. Rounds 16 and after pin
`(value, evidence, source, key, speaker)` (`SourcedCase`, `ok_sourced`): whose words they are depends on the source.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence

import pytest

from memtx.core.admission import check_support

Case = tuple[str, str, str | None, str | None]  # (value, evidence, key, speaker)
SourcedCase = tuple[str, str, str | None, str | None, str | None]  # (value, evidence, source or None, key, speaker)


def ok(value: str, evidence: str, key: str | None, speaker: str | None) -> bool:
    """Does admission accept the case?"""
    return bool(check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker).ok)


def ok_sourced(value: str, evidence: str, source: str | None, key: str | None, speaker: str | None) -> bool:
    """Does admission accept the case, read against its source (the evidence itself when None)?"""
    return bool(
        check_support(value, evidence, evidence if source is None else source, guard=True, key=key, speaker=speaker).ok
    )


def params(
    cases: Sequence[tuple[str | None, ...]],
    prefix: str,
    reason: str | None = None,
    marked: Collection[tuple[str | None, ...]] | None = None,
) -> list[object]:
    """The cases as parameters with ids `prefix-NN`: strict xfails with `reason` when one is given — only those in
    `marked`, when that is given (the cases a round left open)."""
    return [
        pytest.param(*case, marks=(pytest.mark.xfail(strict=True, reason=reason),), id=f"{prefix}-{n:02d}")
        if reason and (marked is None or case in marked)
        else pytest.param(*case, id=f"{prefix}-{n:02d}")
        for n, case in enumerate(cases)
    ]


FIELDS = ("value", "evidence", "source", "key", "speaker")  # (a `SourcedCase`'s, as pytest parameters)


def pinned(
    round_name: str,
    lists: Mapping[str, Sequence[SourcedCase]],
    still_open: Mapping[str, Sequence[int]],
    reasons: Mapping[str, str],
) -> list[object]:
    """The named lists' cases as parameters (ids `NAME-NN`), in order: those a round left open, by index
    (`still_open`), strict xfails with their list's reason after the round's name; the others plain."""
    out: list[object] = []
    for name, cases in lists.items():
        indices = still_open.get(name, ())
        reason = f"{round_name}: {reasons[name]}" if indices else None
        out += params(cases, name, reason, [cases[k] for k in indices])
    return out


def distinct(*lists: Sequence[SourcedCase]) -> bool:
    """Is no case pinned twice across the lists?"""
    cases = [case for cases in lists for case in cases]
    return len(set(cases)) == len(cases)


def round_tests(
    round_name: str,
    lists: Mapping[str, Sequence[SourcedCase]],
    still_open: Mapping[str, Sequence[int]],
    reasons: Mapping[str, str],
) -> tuple[Callable[..., None], Callable[..., None], Callable[[], None]]:
    """A red-team round's three tests over its `CAUSED`, `OLDER`, `REGRESSIONS` and `TWINS` (`lists`), for the round's
    module to bind at its top level (pytest collects them there): its false accepts refused and its faithful cases
    accepted, those it left open strict xfails (`pinned`), and no case pinned twice."""
    negatives = {name: lists[name] for name in ("CAUSED", "OLDER")}
    positives = {name: lists[name] for name in ("REGRESSIONS", "TWINS")}

    @pytest.mark.parametrize(FIELDS, pinned(round_name, negatives, still_open, reasons))
    def test_false_accepts_are_refused(
        value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
    ) -> None:
        """A careful reader labels each of these unfaithful (DESIGN §4)."""
        assert not ok_sourced(value, evidence, source, key, speaker)

    @pytest.mark.parametrize(FIELDS, pinned(round_name, positives, still_open, reasons))
    def test_faithful_cases_are_accepted(
        value: str, evidence: str, source: str | None, key: str | None, speaker: str | None
    ) -> None:
        """A careful reader labels each of these faithful."""
        assert ok_sourced(value, evidence, source, key, speaker)

    def test_pinned_cases_are_distinct() -> None:
        """No case is pinned twice."""
        assert distinct(*lists.values())

    return test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct


def grouped_cases(
    groups: Mapping[str, Sequence[tuple[object, ...]]], withdrawn: Collection[tuple[str, int]], reason: str
) -> list[object]:
    """A round's groups of `(value, evidence, source, key, speaker, supported)` cases as parameters (ids
    `GROUP-NN`), those of a reading withdrawn after a red team (`withdrawn`: group and index) strict xfails."""
    return [
        pytest.param(
            *case,
            id=f"{name}-{n:02d}",
            marks=[pytest.mark.xfail(strict=True, reason=reason)] if (name, n) in withdrawn else [],
        )
        for name, cases in groups.items()
        for n, case in enumerate(cases)
    ]
