"""Admission's opening frames: a frame that opens a sentence scopes every clause coordinated after it (DESIGN §4 G).

Responsible for: finding, at the start of an evidence's sentence, a frame of time, habit, condition or report (`On
weekends`, `In 2020`, `Usually`, `If it rains,`, `Alice says`, `Los fines de semana`, `Normalmente`, `Si llueve,`,
`Ana dice que`, `周末`, `2020年`, `平时`, `如果下雨，`, `王律师说`) and telling whether an accepted value draws only from a clause coordinated after the clause the frame
opens (`…, and Bob takes the train`, `…, but …`, `…, while …`, `…, mientras que …`, `…，而…`), leaving the frame out.
Must not: build blocks or search embeddings (`_support` asks it after a value passed every other check).

Red-team round 3 (docs/admission.md): a clause coordinated with the first one (by `and`, `but`, `whereas`, a
contrastive `while`, `y`, `pero`, `mientras que`, `而`, `但是`) is a whole clause, safe to leave out; but
the clause after it is no sentence of its own when the sentence opens with a frame: `On weekends Alice drives, and Bob
takes the train` says when Bob takes the train too, as `If it rains, …` says under which condition (round 17 read
that for additive coordinators only). A value that gives the later clause without the frame drops a time frame or a
condition; one with a frame of its own (`…, and on weekdays Bob drives`, `…, and now I teach`) is its own.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import TIME_NOUNS, _zh_frame
from memtx.core.lexicon import CONDITIONS, FILLERS, SPEECH_VERBS, TIME_WORDS, TYPED_DATE_WORDS
from memtx.core.text import EMPTY_WORDS, HARD, PAUSE, QUESTION, SOFT, normalize, scan_normalized

# Words that open a time frame before a time word (`on weekends`, `in the summer`, `every morning`, `los fines de
# semana`, `por las tardes`, `cada mañana`).
_FRAME_OPENERS: Final = frozenset(
    re.findall(r"\S+", "on in at during every each this last next en los las el la por durante cada todos todas este")
)
_MONTHS: Final = frozenset(
    re.findall(
        r"\S+",
        "january february march april june july august september october november december enero febrero marzo "
        "abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    )
)
_TIMES: Final = TIME_NOUNS | _MONTHS | frozenset({"semana", "semanas", "year", "years", "ano", "week", "weeks"})
# Adverbs of habit that frame a whole sentence (`Usually Alice drives, while Bob …`, `平时…`).
_HABIT: Final = frozenset(
    re.findall(
        r"\S+",
        "usually normally generally typically always often sometimes mostly "
        "normalmente generalmente habitualmente usualmente siempre",
    )
)
_ZH_HABIT: Final = ("平时", "平常", "通常", "经常", "常常", "一般", "总是", "有时候", "有时", "每天", "每周", "每年")
_ZH_TIMES: Final = tuple(w for w in TIME_WORDS if "\u3400" <= w[0] <= "\u9fff")
_ZH_CONDITIONS: Final = tuple(w for w in CONDITIONS["zh"] if w[0] in "如假要万若只")
_CONDITIONS: Final = frozenset(("if", "when", "whenever", "once", "unless", "si", "cuando", "siempre"))
_LEADS: Final = frozenset(w for ws in FILLERS.values() for w in ws if " " not in w) | {"so", "and", "but", "pues", "y"}
# A frame of the value's own: a time word, a date word, a habit adverb, or one of these.
_OWN: Final = frozenset(
    re.findall(r"\S+", "now today tonight currently later soon then ahora hoy actualmente luego despues entonces")
)
_COORDINATORS: Final = frozenset(re.findall(r"\S+", "and but whereas while whilst y e pero mientras"))
_ZH_COORDINATORS: Final = ("而", "但", "可是", "并且", "然后", "同时", "却")
_LIGHT: Final = frozenset(re.findall(r"\S+", "that que me it he she they i we you he"))
_MAX_FRAME: Final = 5  # at most this many words of a frame before the clause it opens
# Verbs that give what follows as someone's words or belief (`Alice says she …, and Bob …`: the report may hold both).
_REPORTS: Final = frozenset(w for w in SPEECH_VERBS if " " not in w) | frozenset(
    re.findall(
        r"\S+",
        "think thinks thought believe believes believed reckon reckons claim guess suppose heard hear "
        "cree creen creía piensa piensan pensaba opina opinan dicen supone",
    )
)
_ZH_REPORTS: Final = ("说", "表示", "认为", "觉得", "听说", "称")
_ZH_NOT_REPORTS: Final = ("小说", "说明", "说法", "说话")


def _cjk(tok: str) -> bool:
    return "\u3400" <= tok[0] <= "\u9fff"


def _starts(tokens: tuple[str, ...], at: int, words: tuple[str, ...]) -> int:
    """The length of the first of `words` (Chinese, one token per character) at `tokens[at]`, or 0."""
    for w in words:
        if "".join(tokens[at : at + len(w)]) == w:
            return len(w)
    return 0


def _frame(tokens: tuple[str, ...], breaks: dict[int, int]) -> tuple[int, int]:
    """The frame that opens the sentence `tokens` as (start, end), or (0, 0)."""
    n = len(tokens)
    at = 0
    while at < n and tokens[at] in _LEADS:
        at += 1
    if at >= n:
        return 0, 0
    report = _report(tokens, at)
    if report:
        return at, report
    tok = tokens[at]
    if _cjk(tok):
        size = _starts(tokens, at, _ZH_CONDITIONS)
        if size:
            end = next((k for k in sorted(breaks) if k > at and breaks[k] == SOFT), 0)
            return (at, end) if end else (0, 0)
        size = _starts(tokens, at, _ZH_HABIT) or _starts(tokens, at, _ZH_TIMES) or _zh_frame(tokens, at, n)
        if not size and tok[0].isdigit() and at + 1 < n and tokens[at + 1] in ("年", "月"):
            size = 2
        return (at, at + size) if size else (0, 0)
    if tok in _CONDITIONS:
        end = next((k for k in sorted(breaks) if k > at and breaks[k] == SOFT), 0)
        return (at, end) if end and end - at <= 2 * _MAX_FRAME else (0, 0)
    if tok in _HABIT:
        return at, at + 1
    if tok in ("a", "de") and at + 1 < n and tokens[at + 1] in ("veces", "vez", "noche", "manana"):
        return at, at + 2
    if tok in _FRAME_OPENERS:
        for k in range(at + 1, min(n, at + _MAX_FRAME)):
            if tokens[k] in _TIMES or (len(tokens[k]) == 4 and tokens[k].isdigit()):
                return at, k + 1
            if k in breaks:
                break
    return 0, 0


def _report(tokens: tuple[str, ...], at: int) -> int:
    """The end of a report frame (a subject of a few words, a verb of saying or believing, `that`/`que`) opening the
    sentence at `tokens[at]`, or 0."""
    for k in range(at + 1, min(len(tokens), at + _MAX_FRAME)):
        if _cjk(tokens[k]):
            size = _starts(tokens, k, _ZH_REPORTS)
            if size and not any(_starts(tokens, j, _ZH_NOT_REPORTS) for j in (k - 1, k)):
                return k + size
        elif tokens[k] in _REPORTS:
            end = k + 1
            if end < len(tokens) and tokens[end] == "me":
                end += 1
            return end + 1 if end < len(tokens) and tokens[end] in ("that", "que") else end
    return 0


def _own_frame(vtoks: list[str]) -> bool:
    """Does the value hold a frame of its own (a time, date or habit word, a number)?"""
    joined = "".join(vtoks)
    return any(
        t in _TIMES or t in _HABIT or t in _OWN or t in TYPED_DATE_WORDS or t[0].isdigit()
        for t in vtoks
        if t not in EMPTY_WORDS and t not in ("at", "on", "of", "de", "del", "a")
    ) or any(w in joined for w in (*_ZH_HABIT, *_ZH_TIMES, "现在", "目前", "如今", "年", "月", "周", "星期"))


def _embeds(vtoks: list[str], tokens: tuple[str, ...]) -> bool:
    """Are `vtoks` an ordered subsequence of `tokens`?"""
    it = iter(tokens)
    return all(t in it for t in vtoks)


@lru_cache(maxsize=1024)
def _framed(evidence: str) -> tuple[tuple[frozenset[str], tuple[str, ...], tuple[str, ...]], ...]:
    """Per sentence that opens with a frame: the frame's words, the clause it opens and the rest of the sentence
    from the first coordinator after that clause's second word."""
    out = []
    for sentence in re.split(r"(?<=[.!?。！？;；\n])", normalize(evidence)):
        words, found = scan_normalized(sentence)
        tokens = tuple(words)
        breaks = dict(found)
        start, end = _frame(tokens, breaks)
        if end <= start:
            continue
        cut = next(
            (
                k
                for k in range(end + 2, len(tokens))
                if tokens[k] in _COORDINATORS
                or tokens[k : k + 2] == ("en", "cambio")
                or (k in breaks and _starts(tokens, k, _ZH_COORDINATORS))
            ),
            0,
        )
        if not cut or any(breaks.get(k) in (PAUSE, HARD, QUESTION) for k in range(end, cut)):
            continue
        frame = tokens[start:end]
        if _cjk(frame[0]):
            words: frozenset[str] = frozenset({"".join(frame)})
        else:
            words = frozenset(frame) - EMPTY_WORDS - _FRAME_OPENERS - _LIGHT
        out.append((words, tokens[end:cut], tokens[cut:]))
    return tuple(out)


def drops_opening_frame(evidence: str, vtoks: list[str]) -> bool:
    """Does the value draw only from a clause coordinated after the one a sentence-opening frame opens, leaving the
    frame out (module doc)?"""
    if not vtoks or _own_frame(vtoks):
        return False
    for frame, first, rest in _framed(evidence):
        joined = "".join(vtoks)
        if any(w in joined for w in frame) if frame and _cjk(next(iter(frame))) else not frame.isdisjoint(vtoks):
            continue  # (the value keeps the frame)
        said = set(first) | set(rest)
        kept = [t for t in vtoks if t in said]
        if kept and _embeds(kept, rest) and not _embeds(kept, first):
            return True
    return False
