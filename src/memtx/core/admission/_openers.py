"""Admission's opening discourse markers: the evidence read without a marker that opens a sentence (DESIGN §4).

Responsible for: finding, at the start of each sentence of an evidence (past fillers and a few conjunctions), a
discourse marker saying how things came out (`In the end`, `Al final`, `到头来`: `lexicon.OPENING_MARKERS`) or (round
25) the writer's own notice frame (`We confirm that`, `Le recordamos que`, `特此通知：`), and the evidence without it
and what stands before it, which the whole rule (T and G) then checks in place of the original. Must not: decide
support itself.

DESIGN §4 (amended: safe deletions) counts "a discourse marker" among the units a value may leave out whole. Such a
marker restricts nothing where it opens its sentence (`Pues al final me he apuntado a cerámica` says that I signed
up); elsewhere it may be a frame of time or place (`Se paga al final`, `al final de la calle`), so only the opening
one is read so, and one followed by `de`/`of` (`Al final del pasillo, …`) is a place and stays.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

from memtx.core.lexicon import FILLERS, OPENING_LEADS, OPENING_MARKERS


def _alternation(words: set[str]) -> str:
    return "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in sorted(words, key=len, reverse=True))


def _bounded(words: set[str]) -> str:
    """Latin words bounded on both sides; Chinese ones as they stand."""
    latin = {w for w in words if w.isascii() or not "\u3400" <= w[0] <= "\u9fff"}
    cjk = words - latin
    parts = [f"(?:{_alternation(latin)})\\b"] if latin else []
    return "|".join([*parts, *([f"(?:{_alternation(cjk)})"] if cjk else [])])


_LEADS: Final = {w for ws in FILLERS.values() for w in ws} | set(OPENING_LEADS)
_LEAD: Final = re.compile(rf"(?:{_bounded(_LEADS)})\s*[,，、]?\s*", re.IGNORECASE)
_MARKER: Final = re.compile(
    rf"(?:{_bounded({w for ws in OPENING_MARKERS.values() for w in ws})})\s*[,，]?\s*", re.IGNORECASE
)
# Round 25 (brief S): the writer's own notice frame opening a sentence — a present speech act of the first person that
# asserts what follows (`We confirm that …`, `Te confirmamos que …`, `Le recordamos que …`, `Just a reminder that …`,
# `特此通知：…`). The writer asserts the clause after it, as after a discourse marker; a hedge (`We believe that`), a
# negated or past frame (`We cannot confirm that`, `We confirmed that`) or a third person's (`Bob confirms that`) is
# none of these and stays.
_NOTICE: Final = re.compile(
    r"(?:(?:we|i)\s+(?:would\s+like\s+to\s+|want\s+to\s+|can\s+|hereby\s+)?"
    r"(?:confirm|inform\s+you|remind\s+you|let\s+you\s+know|advise\s+you|notify\s+you)"
    r"|this\s+is\s+to\s+(?:confirm|inform\s+you|remind\s+you|let\s+you\s+know)"
    r"|(?:this\s+is\s+)?(?:just\s+)?a\s+(?:quick\s+|friendly\s+|gentle\s+)?reminder)\s+(?:that\s+)?"
    r"|(?:(?:le|te|les|os)\s+)?(?:confirmamos|recordamos|informamos|comunicamos|notificamos|avisamos|confirmo"
    r"|recuerdo|informo|comunico|aviso)\s+(?:de\s+)?que\s+"
    r"|(?:我们|我司|本公司)?(?:特此|在此)(?:确认|通知|告知|提醒)(?:您|你)?[，,：:]?",
    re.IGNORECASE,
)
# Round 42 (the dev split's Spanish voice notes): an interjection that calls the listener, followed by its comma,
# opening a sentence (`Mira, eh, Toby come bastante bien`, `Pues mira, es que …`, `Oiga, …`) is left out with the
# fillers before and after it, marker or none; without its comma it is a verb (`Mira la tele a diario`) and stays.
_CALLING: Final = re.compile(r"(?:mira|mire|oye|oiga)\s*[,，]\s*", re.IGNORECASE)
_STARTS: Final = re.compile(r"(?:^|[.!?。！？\n]\s*)")
_NEXT_WORD: Final = re.compile(r"[^\W_]")
_PLACE_AFTER: Final = re.compile(r"(?:de|del|of)\b", re.IGNORECASE)
_MAX_LEADS: Final = 6  # at most this many fillers before a marker (the reading stays linear)


@lru_cache(maxsize=1024)
def without_openers(evidence: str) -> tuple[str, ...]:
    """The evidence without each sentence's opening discourse marker and the fillers before it (one variant), or
    nothing when no sentence opens with one."""
    text = unicodedata.normalize("NFKC", evidence)
    cuts: list[tuple[int, int]] = []
    for start in _STARTS.finditer(text):
        at = start.end()
        called = False  # (an interjection that calls the listener stood among the leads)
        for _ in range(_MAX_LEADS):
            lead = _LEAD.match(text, at) or _CALLING.match(text, at)
            if lead is None or lead.end() == at:
                break
            called = called or _CALLING.match(text, at) is not None
            at = lead.end()
        marker = _MARKER.match(text, at) or _NOTICE.match(text, at)
        end = marker.end() if marker is not None else at if called else -1
        if end < 0:
            continue
        rest = text[end:]
        if _NEXT_WORD.match(rest) and not _PLACE_AFTER.match(rest):
            cuts.append((start.end(), end))
    if not cuts:
        return ()
    out, at = [], 0
    for a, b in cuts:
        out.append(text[at:a])
        at = b
    out.append(text[at:])
    return ("".join(out),)
