"""One record of the admission suite's realistic extraction set, and the helper that writes one.

Responsible for: the record type shared by the dev split, its batches and the test split. Must not: hold records,
call the admission rule or score anything.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Realistic:
    """One hand-labelled proposal. `evidence` is a verbatim span of `source`; `speaker` is the source's speaker."""

    language: str
    kind: str
    valid: bool
    source: str
    evidence: str
    value: str
    speaker: str | None = None
    key: str | None = None  # the proposal's key (DESIGN §4 amended: the claim is the key and the value)


def _r(
    lang: str,
    kind: str,
    valid: bool,
    source: str,
    value: str,
    *,
    evidence: str = "",
    speaker: str = "",
    key: str = "",
) -> Realistic:
    return Realistic(lang, kind, valid, source, evidence or source, value, speaker or None, key or None)
