"""Admission's filler invariance: a pause, a hesitation or a bracketed aside never helps a value pass (DESIGN §4).

Responsible for: `cleaned` — the evidence with its comma-delimited hesitations and discourse fillers (`um`, `er`,
`basically`, `pues nada`, `那个`, `就是`) and its bracketed asides left out, the words between them joined as the
speaker would have said them without the pause. Must not: decide support (`_support` checks the value against both
texts).

Why. DESIGN §4 lets a value leave out fillers and asides because they restrict nothing; so a value the guard refuses
against the evidence without them must not pass against the evidence with them. Blind batch 85 found the engine's
readings of a pause doing exactly that: `Over Christmas week, the, uh, drop-off window is nine to eleven` gave `The
drop-off window is nine to eleven` (the frame read as a false start before the pause), `Er, basically, if it's above
25 degrees, the, um, water station … gets doubled` lost its condition, `en la semana de Navidad, o sea, el horario …`
its time frame (read as a repair), and `According to the funeral director (Mr Hale), the hearse …` its source (the
bracket split the frame). Checking the value again against the cleaned evidence refuses each of them whatever the
engine's reading of the pause was. The check only refuses, so it can add no false accept; what it may cost is a
faithful value the engine reads differently once the pause is gone, which is why a repair's marker (`bueno`, `I
mean`) stays wherever the value has a word before it (`Vivo en Lima, bueno, en Miraflores` for `vive en Lima`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import TIME_NOUNS
from memtx.core.admission._zh_conjuncts import zh_verb_word
from memtx.core.lexical import STOP_WORDS
from memtx.core.lexicon import CONDITIONS, FILLERS, SCOPE_WORDS
from memtx.core.text import content_tokens

# Hesitations and discourse fillers, each read only as a whole segment between commas (or a sentence's start and a
# comma): `so`, `like` or `well` inside a clause are content and stay.
_FILLER_SEGMENT: Final = frozenset(
    {
        "um", "uh", "er", "erm", "uhm", "umm", "hmm", "mm", "mmm", "ah", "eh", "ehm", "basically", "so", "like",
        "well", "you know", "i mean", "right", "okay", "ok", "yeah", "o sea", "es decir", "pues", "bueno", "a ver",
        "este", "vale", "mira", "nada", "en serio", "seriously", "jaja", "haha", "lol", "嗯", "呃", "额", "啊", "那个",
        "这个", "就是", "就是说", "然后", "怎么说呢",
        # (nineteenth session, red-team round 32's older cases: discourse markers and repairs between commas)
        "digamos", "o sea que", "quiero decir", "mejor dicho", "我是说", "或者说", "应该说",
    }
) | frozenset(" ".join(w.split()) for words in FILLERS.values() for w in words)  # fmt: skip
_LONGEST: Final = max(len(f.split()) for f in _FILLER_SEGMENT)
# Markers that may repair or refine what was said before them (`Lima, bueno, en Miraflores`, `on Tuesdays, I mean,
# every Tuesday`): left out only before the value's first word, where the value says nothing of what they repair.
_REPAIRS: Final = frozenset(
    {"i mean", "actually", "well", "o sea", "es decir", "bueno", "mejor dicho",
     "其实", "我是说", "或者说", "就是说", "应该说"}
)  # fmt: skip
# A bracket with a letter in it (`(312)` is part of a phone number).
_BRACKETED: Final = re.compile(
    r"[ \t]*(?:[(（](?=[^()（）\n]*[^\W\d_])[^()（）\n]{0,120}[)）]|\[(?=[^\[\]\n]*[^\W\d_])[^\[\]\n]{0,120}\]"
    r"|\{(?=[^{}\n]*[^\W\d_])[^{}\n]{0,120}\}|[【〔](?=[^【】〔〕\n]*[^\W\d_])[^【】〔〕\n]{0,120}[】〕])"
)
# A pair of dashes set off an aside as brackets do (`the funeral director — Mr Hale, at Coates & Sons — the hearse`,
# `负责人——何先生——说`), and a filler between two ellipses or dashes is a pause as between commas (`week... um... the`,
# `week—um—the`, `那一周……嗯……`): red-team round 32. A lone dash or ellipsis stays.
_DASHED: Final = re.compile(r"[ \t]*(?:——|—|–|[ \t]-[ \t])[ \t]*([^—–\n]{1,120}?)[ \t]*(?:——|—|–|[ \t]-[ \t])[ \t]*")
_DOTTED: Final = re.compile(r"[ \t]*(?:\.{3,}|…+)[ \t]*([^.…\n]{1,12}?)[ \t]*(?:\.{3,}|…+)[ \t]*")
_LETTER: Final = re.compile(r"[^\W\d_]")
# A drawn-out hesitation (`ehhh`, `ummm`, `mmm`).
_DRAWN: Final = re.compile(r"(?:u+m+|u+h+|e+h+m*|e+r+m*|m{2,}|h+m+|a+h+)")
_SEGMENTS: Final = re.compile(r"([,，、]\s*)")
# A segment ending in a word that needs the next one (an article or a determiner): joined to it by a space once the
# filler between them is left out (`the, um, water station` is `the water station`).
_NEEDS_NEXT: Final = re.compile(
    r"(?:^|\s)(?:the|a|an|el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|my|your|our|their)$",
    re.IGNORECASE,
)
# A segment that opens with a determiner restarts the phrase a lone determiner before the pause began.
_OPENS_AGAIN: Final = re.compile(
    r"(?:the|a|an|el|la|los|las|un|una|unos|unas|mi|mis|tu|tus|su|sus|my|your|our|his|her|their)\b", re.IGNORECASE
)
# Words a sentence may open with on its way to what it says once its fillers are gone (`que al final …` after `Pues
# nada, o sea,`; `就是菜园…` after `嗯，那个，`): left out with them.
_LEADS: Final = ("que", "就是说", "就是", "然后", "那个")


@lru_cache(maxsize=2048)
def cleaned(evidence: str, value: str = "") -> str:
    """The evidence without its comma-delimited fillers and bracketed asides (the module's docstring); the evidence
    itself when it has neither. A repair's marker is left out only where none of `value`'s informative words comes
    before it."""
    segments, marks, fillers = _read(evidence)
    if not any(fillers):
        text = "".join(part for pair in zip(segments, (*marks, ""), strict=True) for part in pair)
        return text if text.strip() else evidence  # (brackets and dashed asides out, if any; no pause)
    wanted = set(content_tokens(value)) - STOP_WORDS
    kept: list[str] = []
    joins: list[str] = []
    dropped = False
    for k, segment in enumerate(segments):
        if fillers[k] and (
            not _repair(segment)
            or wanted.isdisjoint(content_tokens(" ".join(segments[:k])))
            or _narrows(" ".join(segments[k + 1 :]), " ".join(segments[:k]))
        ):
            dropped = True
            continue
        if kept and dropped and _NEEDS_NEXT.fullmatch(kept[-1].strip()) and _OPENS_AGAIN.match(segment.strip()):
            kept.pop()  # (a false start: `My, um, the shop …`, `Una, eh, la cita …` restart with another determiner)
            if joins:
                joins.pop()
        elif kept:
            # (nineteenth session: a narrowing after a pause is said with the clause before it, `I live in Leeds, um,
            # part of the year` is `I live in Leeds part of the year`; red-team round 32's older cases)
            narrowing = dropped and _clause(kept[-1]) and _opens_narrowing(segment) and _narrows(segment, kept[-1])
            joins.append(" " if narrowing or _NEEDS_NEXT.search(kept[-1].rstrip()) else marks[k - 1])
        kept.append(segment.strip() if kept else segment.lstrip())
        dropped = False
    if not kept:
        return evidence
    out = kept[0]
    for join, segment in zip(joins, kept[1:], strict=True):
        out += join + segment
    out = _without_lead(out) if out != evidence else out
    return out if out.strip() else evidence


@lru_cache(maxsize=1024)
def _read(evidence: str) -> tuple[tuple[str, ...], tuple[str, ...], tuple[bool, ...]]:
    """The evidence's segments between commas once its brackets and dashed asides are out, the marks between them, and
    which segments are fillers — what `cleaned` reads of an evidence whatever the value (memoized: a source's values
    are checked against one evidence many times)."""
    text = _BRACKETED.sub("", evidence)
    text = _DOTTED.sub(lambda m: ", " if _filler(m.group(1)) else m.group(), text)
    text = _DASHED.sub(
        lambda m: ", " if _filler(m.group(1)) else (" " if _LETTER.search(m.group(1)) else m.group()), text
    )
    parts = _SEGMENTS.split(text)
    segments, marks = tuple(parts[0::2]), tuple(parts[1::2])
    return segments, marks, tuple(_filler(segment) for segment in segments)


def _without_lead(text: str) -> str:
    """`text` without the openers of `_LEADS` it starts with (and the comma after one)."""
    while True:
        stripped = text.lstrip(" ,，、")
        for lead in _LEADS:
            after = stripped[len(lead) : len(lead) + 1]
            if stripped.casefold().startswith(lead) and (not lead.isascii() or after in (" ", ",")):
                text = stripped[len(lead) :]
                break
        else:
            return stripped


# Nineteenth session (red-team round 32's older cases): a repair that narrows what was said before it — a time, a
# scope, a condition or a part (`I work from home, I mean, on Fridays`, `Vivo en Lima, bueno, en verano`,
# `会员免费停车，其实，只有工作日`, `I live in Leeds, um, part of the year`) — is read with the clause it repairs,
# so that the value which leaves it out is refused there; a repair that only says it more exactly (`Vivo en Lima,
# bueno, en Miraflores`) keeps its marker, as does one that says the same time again (`on Tuesdays, I mean, every
# Tuesday`: red-team round 30).
_UNIVERSAL: Final = frozenset(
    {"every", "each", "all", "always", "todos", "todas", "cada", "siempre", "每", "都", "总是"}
)
_NARROWING: Final = (
    TIME_NOUNS
    | frozenset(w for lang in ("en", "es") for w in (*SCOPE_WORDS[lang], *CONDITIONS[lang]) if " " not in w)
    | frozenset({"only", "just", "solo", "sólo", "part", "parte", "half", "medio", "sort", "kind", "until", "till",
                 "hasta", "year", "month", "week", "año", "mes", "semana", "entre"})
) - _UNIVERSAL  # fmt: skip
_ZH_NARROWING: Final = tuple(
    w
    for w in (*SCOPE_WORDS["zh"], *CONDITIONS["zh"], "只", "仅", "半", "为止", "工作日", "周末", "周", "月")
    if w not in _UNIVERSAL
)
# (`到` narrows only before a time it runs to: `到六月`, `到年底`; `到时候` is `then`)
_ZH_UNTIL: Final = re.compile(
    r"到(?:[\d一二三四五六七八九十几两]+[月年周号日点]|年底|月底|年初|月初|周末|下周|下个月|明年)"
)


_CJK: Final = re.compile(r"[\u3400-\u9fff]")
_CLAUSE: Final = 3  # content words before a pause that make a clause a narrowing after it may join (no false start)


_LEAD_INS: Final = frozenset(
    {"on", "in", "at", "for", "during", "the", "a", "en", "por", "durante", "el", "la", "los", "las"}
)


def _opens_narrowing(segment: str) -> bool:
    """Does a segment after a pause open with its narrowing word, past one preposition or article (`part of the year`,
    `on Fridays`, `parte del año`, `到六月`; not `to do three sessions a week`, which goes on with the sentence)?"""
    text = segment.strip()
    if _CJK.match(text):
        return text.startswith(_ZH_NARROWING) or _ZH_UNTIL.match(text) is not None
    words = [w.casefold() for w in text.split()]
    if words and words[0] in _LEAD_INS:
        words = words[1:]
    return bool(words) and words[0].strip(".,;!?…") in _NARROWING


def _clause(text: str) -> bool:
    """Is `text` a clause a narrowing may join: three content words or more, and a verb when it is Chinese (not a
    topic before a pause, `蜂箱那个，呃，下周要换`)?"""
    if _CJK.search(text):
        return zh_verb_word(text)
    return len(content_tokens(text)) >= _CLAUSE


def _narrows(rest: str, before: str) -> bool:
    """Does the text after a repair's marker narrow the claim `before` it with words it did not say, and say again
    none it did (`on Sundays, actually, Sundays and Wednesdays` widens; the comment above)?"""
    said = {t.rstrip("s") for t in content_tokens(before)}
    cues = [t.rstrip("s") for t in content_tokens(rest) if t in _NARROWING]
    zh = [w for w in _ZH_NARROWING if w in rest] + [m.group() for m in _ZH_UNTIL.finditer(rest)]
    if any(t in said for t in cues) or any(w in before for w in zh):
        return False
    return bool(cues) or bool(zh)


def _repair(segment: str) -> bool:
    """Is a filler segment a repair's marker?"""
    return " ".join(segment.strip().strip(".…!！").casefold().split()) in _REPAIRS


@lru_cache(maxsize=4096)
def _filler(segment: str) -> bool:
    """Is a segment between commas fillers and nothing else (`jaja bueno`, `pues nada`)?"""
    words = [w for w in segment.strip().strip(".…!！").casefold().split() if not _DRAWN.fullmatch(w)] or ["um"]
    at = 0
    while at < len(words):
        for width in range(min(_LONGEST, len(words) - at), 0, -1):
            if " ".join(words[at : at + width]) in _FILLER_SEGMENT:
                at += width
                break
        else:
            return False
    return bool(words)
