"""Admission's pending status: an aside or tail saying that its clause is not yet settled (DESIGN §4, restriction).

Responsible for: telling whether a value draws from a sentence in which a set-off aside or tail gives the clause a
pending, provisional or conditional status — `(pending inspection)`, `, subject to availability`, `(provisionally)`,
`, awaiting sign-off`, `(pendiente de pago)`, `, a la espera del pago`, `(sujeto a disponibilidad)`, `（待付款）`,
`（暂定）`, `，有待确认` — and leaves it out. Must not: decide support (`_support` does), or read a clause coordinated
by a conjunction (`…, but payment is still pending`, `…，但尚未付款`: a second fact, which coordination may drop).

Why. `The container cleared customs (pending inspection)` says the clearance is provisional: `The container cleared
customs` states as settled what the evidence says is not yet. Found by the lead's probes after red-team round 3
(`reference-pending`): main accepted all of the examples above.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from typing import Final

from memtx.core.admission._frames import _cjk, draws_from
from memtx.core.admission._sentences import _evidence, cut_sentences, value_tokens
from memtx.core.lexicon import (
    CHANGE_STATUS,
    CHANGE_VERBS_ZH,
    INVALID_STATUS,
    INVALID_STATUS_VERBS_ZH,
    PENDING_STATUS,
    STATUS_ANAPHORS,
    STATUS_CONJUNCTIONS,
    STATUS_CONTRASTS,
    STATUS_COPULAS,
)
from memtx.core.text import normalize, scan_normalized


def _alternation(words: Iterable[str]) -> str:
    """A regex alternation of the words as `normalize` writes them, longest first; a space matches any whitespace."""
    folded = sorted({normalize(w) for w in words}, key=lambda w: (-len(w), w))
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in folded)


# (the words of `lexicon.PENDING_STATUS`; Chinese `待` by the characters around it: `待付款`, not `期待`, `待会`)
_EN_ES: Final = _alternation((*PENDING_STATUS["en"], *PENDING_STATUS["es"]))
_ZH: Final = rf"(?<![期招接款对看虐优善])待(?!会|一会|遇|在|着|了|人|客)|{_alternation(PENDING_STATUS['zh'])}"
_PENDING: Final = re.compile(rf"(?<![a-z])(?:{_EN_ES})(?![a-z])|{_ZH}")
# A status that says the value no longer holds: `(deactivated)`, `(expired)`, `…, but it's disconnected`,
# `(caducado)`, `（已注销）`, `，不过已经停机了` (round 30: the lead's probes of keyed e-mails and phones).
_INVALID_WORDS: Final = (
    rf"(?<![a-z])(?:{_alternation((*INVALID_STATUS['en'], *INVALID_STATUS['es']))})(?![a-z])"
    rf"|(?:已经?|早就)?(?:{_alternation(INVALID_STATUS_VERBS_ZH)})|{_alternation(INVALID_STATUS['zh'])}"
    # (or may not hold for long: `…, but it may change`, `…, pero puede cambiar`, `…，不过可能会改`)
    rf"|(?<![a-z])(?:{_alternation(CHANGE_STATUS)})(?![a-z])|可能会?(?:{_alternation(CHANGE_VERBS_ZH)})"
)
_INVALID: Final = re.compile(_INVALID_WORDS)
_MARKER: Final = re.compile(rf"{_PENDING.pattern}|{_INVALID_WORDS}")
# (`…, but it's disconnected`, `pero ya está dado de baja`, `不过已经停机了`, `, now expired`: a conjunction, at most an
# anaphor of the value and its verb, then the status — a clause about the value itself, not `the old one is …`)
_CONJ_INVALID: Final = re.compile(
    rf"^\s*(?:(?:{_alternation(STATUS_CONTRASTS)})\s*)?"
    rf"(?:(?:{_alternation(STATUS_ANAPHORS)})\s*)?"
    rf"(?:(?:{_alternation(STATUS_COPULAS)})\s*)*(?:{_INVALID_WORDS})"
)
# A set-off piece: a bracket's inside, or a stretch between commas, semicolons, dashes or the sentence's ends.
_BRACKETS: Final = re.compile(r"[(（\[]([^()（）\[\]]*)[)）\]]")
_PIECES: Final = re.compile(r"[,;—–:]|\s-\s|\s(?=(?:but|pero|aunque)\s)|(?=不过|但是|可是)")
_OPENS: Final = re.compile(rf"\s*(?:{_EN_ES}|{_ZH}|{_INVALID_WORDS})")
_CONJUNCTION: Final = re.compile(rf"^\s*(?:{_alternation(STATUS_CONJUNCTIONS)})(?![a-z])")


@lru_cache(maxsize=1024)
def _pending(evidence: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]:
    """The evidence's sentences with a set-off piece of pending status: the sentence's tokens outside the piece, and
    the marker's tokens."""
    text = _evidence(evidence).norm
    if _MARKER.search(text) is None:
        return ()
    out: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    for sentence in cut_sentences(text):
        pieces = [(m.start(), m.end(), m.group(1)) for m in _BRACKETS.finditer(sentence)]
        plain = _BRACKETS.sub(lambda m: " " * len(m.group()), sentence)
        start = 0
        for cut, after in [*((m.start(), m.end()) for m in _PIECES.finditer(plain)), (len(plain), len(plain))]:
            piece = plain[start:cut]
            # (the sentence's first piece holds its clause, unless a status opens it: `Pending inspection, …`)
            if piece.strip() and (start > 0 or (cut < len(plain) and _OPENS.match(piece) is not None)):
                pieces.append((start, cut, piece))
            start = after
        for lo, hi, piece in pieces:
            marker = _MARKER.search(piece)
            if marker is None:
                continue
            bracketed = sentence[lo : lo + 1] in "(（["
            if _PENDING.search(piece) is None and not bracketed and _CONJ_INVALID.search(piece) is None:
                continue  # (a status of something else: `— the old one is disconnected`)
            if _CONJUNCTION.search(piece) is not None and _CONJ_INVALID.search(piece) is None:
                continue  # (a second fact, unless it says the value no longer holds)
            rest = sentence[:lo] + " " + sentence[hi:]
            out.append((value_tokens(rest), tuple(scan_normalized(marker.group())[0])))
    return tuple(out)


def drops_pending_status(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw from a sentence whose set-off piece says its clause is pending, leaving the piece out
    (`The container cleared customs` of `The container cleared customs (pending inspection).`)?"""
    joined = "".join(vtoks)
    for tokens, marker in _pending(evidence):
        if all((w in joined) if _cjk(w) else (w in vtoks) for w in marker):
            continue  # (the value keeps the status)
        if draws_from(vtoks, tokens):
            return True
    return False
