"""PROVISIONAL stand-in for the admission module (being written in parallel); replaced wholesale.

Responsible for: `check_support`. Must not: touch storage.
"""

from __future__ import annotations

from dataclasses import dataclass

from memtx.text import content_tokens, tokenize


@dataclass(frozen=True, slots=True)
class Support:
    ok: bool
    reason: str | None = None
    detail: str = ""


def check_support(value: str, evidence: str, source_text: str, *, guard: bool = True) -> Support:
    if not all(isinstance(s, str) and s.strip() for s in (value, evidence, source_text)):
        return Support(False, "metadata")
    ev, src = tokenize(evidence), tokenize(source_text)
    if f" {' '.join(ev)} " not in f" {' '.join(src)} ":
        return Support(False, "evidence_not_in_source")
    it = iter(ev)
    if not all(t in it for t in content_tokens(value)):
        return Support(False, "not_ordered_subsequence")
    return Support(True)
