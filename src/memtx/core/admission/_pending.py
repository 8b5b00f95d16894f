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
from functools import lru_cache
from typing import Final

from memtx.core.admission._frames import _cjk, draws_from
from memtx.core.admission._sentences import _evidence, cut_sentences, value_tokens
from memtx.core.text import scan_normalized

# (as `normalize` writes them: casefolded, accents stripped)
_EN: Final = (
    r"pending|awaiting|subject\s+to|provisional(?:ly)?|tentative(?:ly)?|unconfirmed|not\s+yet|yet\s+to\s+be"
    r"|to\s+be\s+(?:confirmed|determined|decided|approved)|tbc|tbd|on\s+hold|until\s+(?:confirmed|approved)"
    r"|conditional(?:ly)?|still\s+waiting|waiting\s+(?:for|on)"
)
_ES: Final = (
    r"pendientes?|a\s+la\s+espera|en\s+espera|por\s+confirmar|sin\s+confirmar|provisional(?:mente)?"
    r"|tentativ[ao](?:mente)?|todavia\s+no|aun\s+no|sujet[oa]s?\s+a|a\s+falta\s+de|en\s+tramite|condicionad[oa]"
)
_ZH: Final = r"(?<![期招接款对看虐优善])待(?!会|一会|遇|在|着|了|人|客)|尚未|还没|还未|暂定|暂时|未确认|有待"
_PENDING: Final = re.compile(rf"(?<![a-z])(?:{_EN}|{_ES})(?![a-z])|{_ZH}")
# A status that says the value no longer holds: `(deactivated)`, `(expired)`, `…, but it's disconnected`,
# `(caducado)`, `（已注销）`, `，不过已经停机了` (round 30: the lead's probes of keyed e-mails and phones).
_INVALID_WORDS: Final = (
    r"(?<![a-z])(?:deactivated|expired|inactive|disconnected|discontinued|obsolete|defunct|suspended|cancell?ed"
    r"|out\s+of\s+(?:service|use|date)|no\s+longer\s+(?:valid|active|in\s+use|works?|working|used)|not\s+in\s+use"
    r"|desactivad[oa]|caducad[oa]|cancelad[oa]|dad[oa]\s+de\s+baja|inactiv[oa]|fuera\s+de\s+(?:servicio|uso)"
    r"|ya\s+no\s+(?:funciona|existe|es\s+valid[oa]|se\s+usa|lo\s+uso|la\s+uso|esta\s+activ[oa])|suspendid[oa])(?![a-z])"
    r"|(?:已经?|早就)?(?:注销|停用|停机|过期|失效|作废|销户|弃用)|不再使用|空号"
    # (or may not hold for long: `…, but it may change`, `…, pero puede cambiar`, `…，不过可能会改`)
    r"|(?<![a-z])(?:(?:may|might|could|can)\s+(?:still\s+)?change|subject\s+to\s+change|liable\s+to\s+change"
    r"|podr[ií]a\s+cambiar|puede\s+(?:cambiar|variar))(?![a-z])|可能会?(?:改|变|调整|取消|延期)"
)
_INVALID: Final = re.compile(_INVALID_WORDS)
_MARKER: Final = re.compile(rf"{_PENDING.pattern}|{_INVALID_WORDS}")
# (`…, but it's disconnected`, `pero ya está dado de baja`, `不过已经停机了`, `, now expired`: a conjunction, at most an
# anaphor of the value and its verb, then the status — a clause about the value itself, not `the old one is …`)
_CONJ_INVALID: Final = re.compile(
    r"^\s*(?:(?:but|though|although|pero|aunque|不过|但是?|可是)\s*)?"
    r"(?:(?:it|it's|its|this|that|lo|la|este|esta|它|这个|该)\s*)?"
    rf"(?:(?:is|was|has\s+been|'s|now|already|esta|es|fue|ha\s+sido|ya|ahora|已经|现在|目前)\s*)*(?:{_INVALID_WORDS})"
)
# A set-off piece: a bracket's inside, or a stretch between commas, semicolons, dashes or the sentence's ends.
_BRACKETS: Final = re.compile(r"[(（\[]([^()（）\[\]]*)[)）\]]")
_PIECES: Final = re.compile(r"[,;—–:]|\s-\s|\s(?=(?:but|pero|aunque)\s)|(?=不过|但是|可是)")
_OPENS: Final = re.compile(rf"\s*(?:{_EN}|{_ES}|{_ZH}|{_INVALID_WORDS})")
_CONJUNCTION: Final = re.compile(
    r"^\s*(?:but|and|although|though|while|pero|y|aunque|mientras|但是?|而|可是|不过)(?![a-z])"
)


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
