"""Admission's leading fragments: a verbless fragment before a sentence's first comma that frames the clause after it,
and a Chinese clause of saying or belief before it (DESIGN §4 G: a restriction or an attribution left out).

Responsible for: telling whether a value draws only from after a sentence's first comma while the words before it are
a fragment with no verb of its own that scopes or dates what follows — a focus word (`Members only, …`, `仅限会员，…`,
`会员专享，…`) or a time it ends with (`Weekends, …`, `会员生日当月，…`, `每周一，…`). Must not: decide support itself,
or read a fragment with neither (a vocative, `Ana, …`; a filler, `好的，…`), which stays a safe deletion.

Why. Blind batch 45 (eleventh session): `会员生日当月，蛋糕打八折` gave `蛋糕打八折` on every earlier tree, and so did
`仅限会员，…` and `Members only, …`. English and Spanish frames that open with a preposition (`For members, …`, `On
your birthday, …`, `Para socios, …`) were refused already (`_clauses`' bound openers); a fragment opens with none.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._coordination import TIME_NOUNS, en_finite, es_verb, spanish
from memtx.core.admission._zh_conjuncts import zh_verb_word
from memtx.core.text import normalize, scan_normalized

_FOCUS: Final = frozenset(
    re.findall(r"\S+", "only exclusively exclusive solo sólo solamente únicamente unicamente exclusivamente exclusivo")
)
_ZH_FOCUS: Final = ("仅限", "只限", "专享", "专属", "限定", "仅", "只")
# A Chinese fragment that ends with one of these dates the clause after it (`会员生日当月，`, `周末，`, `每周一，`).
_ZH_TIME_ENDS: Final = (
    "当月", "当天", "当日", "当周", "当晚", "当年", "期间", "周末", "节假日", "工作日", "月底", "月初", "上午", "下午",
    "晚上", "早上", "中午", "周一", "周二", "周三", "周四", "周五", "周六", "周日", "星期一", "星期二", "星期三",
    "星期四", "星期五", "星期六", "星期日", "星期天",
)  # fmt: skip
# (eighteenth session, blind batch 85: a Chinese fragment ending in a counted or pointed-at week, day, month or year,
# `元旦那一周，`, `那天，`, `春节那几天，`, `这个月，`, dates the clause after it as `当周` does)
_ZH_TIME_UNIT: Final = re.compile(
    r"(?:[这那每本上下当前后]|[一二两三四五六七八九十几\d])[一几个]?(?:周|天|日|晚|夜|月|年|季|礼拜|星期)$"
)
# (eighteenth session, blind batch 85: a Latin fragment ending in a week, month, year, season or feast dates the clause
# after it as one ending in a weekday does: `That week, …`, `Esa semana, …`, `Back then, …`)
_LATIN_TIMES: Final = TIME_NOUNS | frozenset(
    re.findall(
        r"\S+",
        "week weeks fortnight month months year years season term quarter christmas easter "
        "semana semanas quincena mes meses año años temporada trimestre navidad navidades pascua "
        # (red-team round 32: terms, feasts' eves and months)
        "semester semesters eve lent period curso cuatrimestre semestre puente época epoca exámenes examenes "
        "january february march april may june july august september october november december "
        "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
    )
)
# (`then` only after a word that makes it a time, `Back then,`, `Hasta entonces,`, not `Okay then,`; a greeting names a
# feast without dating anything, `Happy new year,`, `Feliz Navidad,`, and a greeting's name may be a month's,
# `Hola Abril,`: red-team round 32)
_THEN: Final = frozenset({"then", "entonces"})
_THEN_TIMES: Final = frozenset({"back", "since", "until", "till", "by", "hasta", "desde", "para"})
_GREETINGS: Final = frozenset(
    {"happy", "merry", "good", "feliz", "felices", "buen", "buena", "buenas", "prospero", "hola", "hi", "hello", "hey",
     "dear", "querido", "querida", "estimado", "estimada", "gracias", "thanks",
     # (nineteenth session: an exclamation frames nothing, `What a year,`, `Qué año,`, `Menuda semana,`)
     "what", "que", "qué", "menuda", "menudo", "vaya", "such"}
)  # fmt: skip
# (a Chinese given name may end in a counted unit, `王一天，`, `刘一周，`: a surname before two characters is a name)
_ZH_SURNAME_FIRST: Final = (
    "王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓"
    "曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范"
)
# (red-team round 32: a holiday, a stretch of time or a year named on its own: `暑假，`, `那段时间，`,
# `今年，`, `当时，`)
_ZH_TIME_WORDS: Final = (
    "暑假", "寒假", "假期", "那段时间", "这段时间", "那阵子", "这阵子", "那会儿", "那时候",
    "当时", "今年", "去年", "明年", "上半年", "下半年", "年底", "年初", "月底", "月初",
    "旺季", "淡季", "那些天", "这些天", "过年", "春节", "国庆", "元旦",
)  # fmt: skip
_ZH_SUBJECTS: Final = ("我", "你", "您", "他", "她", "它", "咱")
_MAX_WORDS: Final = 3  # (a Latin fragment's words at most; a Chinese one's characters: `_MAX_CJK`)
_MAX_CJK: Final = 8
_SENTENCES: Final = re.compile(r"(?<=[.!?。！？;；\n])")
_FIRST_COMMA: Final = re.compile(r"[,，]")


def _cjk(text: str) -> bool:
    return _CJK_CHAR.search(text) is not None


_CJK_CHAR: Final = re.compile(r"[\u3400-\u9fff]")
_MAX_CHARS: Final = 40  # (a fragment or a report's clause longer than this is none: read no further)


def _frames(fragment: str, sentence: str) -> bool:
    """Is `fragment` (the words before a sentence's first comma) verbless and a focus or a time that frames what
    follows?"""
    if _cjk(fragment):
        text = re.sub(r"\s", "", fragment)
        if len(text) > _MAX_CJK or any(s in text for s in _ZH_SUBJECTS):
            return False
        unit = _ZH_TIME_UNIT.search(text) is not None and not (len(text) == 3 and text[0] in _ZH_SURNAME_FIRST)
        unit = unit or text.rstrip("里内期间") in _ZH_TIME_WORDS
        if not (text.startswith(_ZH_FOCUS) or text.endswith((*_ZH_FOCUS, *_ZH_TIME_ENDS)) or unit):
            return False  # (a focus word at either end, `仅限会员`, `会员专享`; or a time last, `会员生日当月`)
        rest = re.sub("|".join((*_ZH_TIME_ENDS, *_ZH_FOCUS)), "", text)
        return not zh_verb_word(rest)  # (a clause of its own: `爱丽丝只喜欢咖啡，…`)
    words = [w.casefold() for w in scan_normalized(fragment)[0]]
    then = len(words) > 1 and words[-1] in _THEN and words[-2] in _THEN_TIMES
    timed = bool(words) and (words[-1] in _LATIN_TIMES or then) and words[0] not in _GREETINGS
    if not 0 < len(words) <= _MAX_WORDS or not (words[0] in _FOCUS or words[-1] in _FOCUS or timed):
        return False  # (a focus word at either end, `Members only`, `Solo socios`; or a time last, `Los lunes`)
    # (the sentence's language, by its function words; asked last: a lemmatizer loads on its first use)
    verb = es_verb if spanish(tuple(scan_normalized(sentence)[0])) else en_finite
    return not any(verb(w) for w in words)


def drops_leading_fragment(evidence: str, value: str) -> bool:
    """Does the value leave out a sentence's leading fragment that frames the rest (module doc), drawing only from
    after its comma?"""
    if "," not in evidence and "，" not in evidence:
        return False
    return _drops(_framing_fragments(evidence), normalize(value))


@lru_cache(maxsize=512)
def _framing_fragments(evidence: str) -> tuple[tuple[str, str], ...]:
    """The evidence's sentences that open with a framing fragment: (the fragment, the rest after its comma), read once
    per evidence (memoized: the checks of many values against one evidence read it once)."""
    out: list[tuple[str, str]] = []
    for sentence in _SENTENCES.split(normalize(evidence)):
        comma = _FIRST_COMMA.search(sentence)
        if comma is None:
            continue
        fragment = sentence[: comma.start()].strip()
        if fragment and len(fragment) <= _MAX_CHARS and _frames(fragment, sentence):
            out.append((fragment, sentence[comma.end() :]))
    return tuple(out)


def _drops(framed: tuple[tuple[str, str], ...], value: str) -> bool:
    """Does the (normalized) value keep none of a frame and draw from the rest after it?"""
    return any(
        frame not in value
        and re.sub(r"\s", "", frame) not in re.sub(r"\s", "", value)
        and _draws_from(value, rest, frame)
        for frame, rest in framed
    )


def _draws_from(value: str, rest: str, frame: str = "") -> bool:
    """Does the value's text come from `rest` (its words, or its characters in Chinese, all there)? Nineteenth session
    (red-team round 32's older cases): words the value does not take from the sentence at all — a bound speaker's name,
    an agreement's inflection (`Ana works from home` for `That month, I work from home`) — are not asked for, so long
    as none of them is the `frame`'s and at least one word comes from `rest`."""
    if _cjk(value):
        text, framing = re.sub(r"\s", "", rest), re.sub(r"\s", "", frame)
        chars = [ch for ch in re.sub(r"[\s\W]", "", value) if ch in text or ch in framing]
        return bool(chars) and all(ch in text for ch in chars)
    said_words, frame_words = set(scan_normalized(rest)[0]), set(scan_normalized(frame)[0])
    words = [w for w in scan_normalized(value)[0] if w in said_words or w in frame_words]
    return bool(words) and all(w in said_words for w in words)


# A Chinese clause that ends in a verb of saying or belief before the sentence's first comma reports or hedges what
# follows (`市场管理方称，新菜场将于明年五一前开业`, `他说，…`, `我觉得，…`, `听说，…`): a value from after the comma
# drops the report (blind batch 50; on every earlier tree the comma cut it off as a clause of its own).
_ZH_REPORT_ENDS: Final = (
    "说", "表示", "称", "声称", "透露", "指出", "认为", "觉得", "听说", "相信", "以为", "写道", "强调", "宣布", "承认",
)  # fmt: skip


_ZH_BELIEF_ENDS: Final = ("认为", "觉得", "听说", "相信", "以为")  # (a hedge or hearsay even in the first person)
# Fillers that end in `说` and report nothing (`就是说`, `我是说`, `换句话说`, `怎么说呢`).
_ZH_FILLER_SAYS: Final = ("是说", "话说", "么说")


def drops_leading_report(evidence: str, value: str) -> bool:
    """Does the value draw only from after a Chinese sentence's first comma, whose clause before it ends in a verb of
    saying or belief (the comment above)?"""
    if "," not in evidence and "，" not in evidence:
        return False
    return _drops(_reports(evidence), normalize(value))


@lru_cache(maxsize=512)
def _reports(evidence: str) -> tuple[tuple[str, str], ...]:
    """The evidence's Chinese sentences whose clause before the first comma reports or hedges: (that clause, the
    rest), read once per evidence."""
    out: list[tuple[str, str]] = []
    for sentence in _SENTENCES.split(normalize(evidence)):
        comma = _FIRST_COMMA.search(sentence)  # (normalized: `，` is `, ` now)
        if comma is None or comma.start() > _MAX_CHARS:
            continue
        frame = re.sub(r"\s", "", sentence[: comma.start()])
        said = frame.endswith(_ZH_REPORT_ENDS) and not frame.endswith(_ZH_FILLER_SAYS) and _cjk(frame)
        if said and frame.startswith("我") and not frame.endswith(_ZH_BELIEF_ENDS):
            said = False  # (the speaker's own telling, `我跟你说，…`, `我说，…`: no one else's words)
        if said:
            out.append((frame, sentence[comma.end() :]))
    return tuple(out)
