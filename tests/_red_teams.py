"""What the admission red-team test files share (tests/unit/test_admission_red_team13.py and after): the call they
pin and how a list of pinned cases becomes pytest parameters.

A pinned case is `(value, evidence, key, speaker)`, checked as the admission suite checks a realistic record: the
evidence as its own source, the guard on, the key and the speaker passed when there are any.
"""

from __future__ import annotations

from collections.abc import Collection

import pytest

from memtx.core.admission import check_support

Case = tuple[str, str, str | None, str | None]  # (value, evidence, key, speaker)


def ok(value: str, evidence: str, key: str | None, speaker: str | None) -> bool:
    """Does admission accept the case?"""
    return bool(check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker).ok)


def params(
    cases: list[Case], prefix: str, reason: str | None = None, marked: Collection[Case] | None = None
) -> list[object]:
    """The cases as parameters with ids `prefix-NN`: strict xfails with `reason` when one is given — only those in
    `marked`, when that is given (the cases a round left open)."""
    return [
        pytest.param(*case, marks=(pytest.mark.xfail(strict=True, reason=reason),), id=f"{prefix}-{n:02d}")
        if reason and (marked is None or case in marked)
        else pytest.param(*case, id=f"{prefix}-{n:02d}")
        for n, case in enumerate(cases)
    ]
