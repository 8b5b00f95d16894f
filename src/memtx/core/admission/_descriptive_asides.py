"""Admission's aside rule, asides that describe the noun before them or pick out which one it is (DESIGN §4).

Responsible for: telling whether an aside only describes the noun it follows — a count of the sentence's opening
noun phrase (round 13), a gloss of it (round 14), an age, a former name, a place gloss, an appositive, a nickname
(round 19, round 23), a list of such descriptions (round 25) — so that its numbers, units and dating words are the
noun's and restrict nothing of the clause; and whether it says which one of several the noun is (`picks_one`), which
restricts it. Split from `_asides`, which grew to the 800-line limit. Must not: find asides in an evidence or leave
them out (`_asides`), or judge an aside's words apart from the noun (`_safe_asides`).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from memtx.core.admission._clauses import (
    _ATOM,
    _FILLER_WORDS,
    _REQ,
    ASIDE_PRONOUNS,
    _clauses,
    _dated,
    _measured,
)
from memtx.core.admission._described_parts import aged_person, remark
from memtx.core.admission._holders import names_group, plural_before
from memtx.core.admission._safe_asides import _names_owner, _safe, _unfilled
from memtx.core.admission._sentences import _evidence
from memtx.core.lexicon import COND, FOCUS, GUARD, NEG, NUM, RESTRICT
from memtx.core.text import tokenize

_COUNT_TOTALS: Final = frozenset({"共", "total", "en", "in"})  # (`共3件`, `3 items in total` aside: a total's words)
_COUNT_WORDS: Final = 2  # at most this many plain words after a count's number
_NP_OPENERS: Final = frozenset(
    {"your", "my", "our", "the", "tu", "su", "mi", "nuestro", "nuestra", "el", "la", "您", "你", "我"}
)
_NP_WORDS: Final = 4  # at most this many words (Chinese characters) of the opening noun phrase before a count


def _count(inner: str, before: str, after: str) -> bool:
    """Round 13: is the aside only a count of the sentence's opening noun phrase (`Your order (3 items) has …`,
    `您的包裹（共3件）已…`), with no number after it in its sentence (`_asides`' module doc)?"""
    toks = [t for t in tokenize(inner) if t not in _COUNT_TOTALS]
    head = tokenize(before)
    if not toks or not toks[0].isdigit() or not 1 <= len(toks) - 1 <= _COUNT_WORDS or any(c.isdigit() for c in after):
        return False
    if not (head and head[0] in _NP_OPENERS and len(head) <= _NP_WORDS):
        return False
    return all(t.isalpha() for t in toks[1:]) and _safe(" ".join(toks[1:]))


_PLACE_OPENERS: Final = frozenset({"in", "at", "near", "en", "cerca", "在", "位", "住"})
_GLOSS_WORDS: Final = 3  # at least this many words (ideographs) in a gloss: shorter ones are counts (`_count`)
_GLOSS_CONTENT: Final = 2  # and at least this many that are no number or glue word (`(one of two)` is a partition)
_NUMERIC: Final = re.compile(
    r"^(?:\d[\d.,:]*|one|two|three|four|five|uno|una|dos|tres|一|二|两|三|四|五|六|七|八|九|十)$"
)
_GLUE: Final = frozenset({"of", "de", "del", "the", "a", "an", "el", "la", "los", "las", "的", "个", "之"})


@lru_cache(maxsize=1024)
def _gloss(inner: str, before: str) -> bool:
    """Round 14: is the aside a gloss of the sentence's opening noun phrase (`My sister (she's 34, lives in Leeds) is
    …`, `那家民宿（在大理古城南门，一晚380）可以…`)? It describes that noun — its age, place, price or date — so its
    numbers and places restrict nothing of the clause; a negator, scope word, condition, hedge, request frame or
    dating word or unit of measure still makes it restrictive (`(standing, not seated)`, `(solo para clientes …)`,
    `（一小时）`, `(Mrs. Pereira, one week late)`), so does an adjunct it opens with that is no place (`(for seniors)`),
    and a gloss must hold words besides numbers (`(one of two)` says which)."""
    head = tokenize(before)
    if (
        not head
        or _names_owner(inner)
        or len(head) > _NP_WORDS
        or not (head[0] in _NP_OPENERS or all("\u3400" <= t <= "\u9fff" for t in head))
    ):
        return False
    toks = tokenize(inner)
    words = [t for t in toks if not _NUMERIC.match(t) and t not in _GLUE]
    if len(toks) < _GLOSS_WORDS or len(words) < _GLOSS_CONTENT:
        return False
    ev = _evidence(inner)
    for text in ev.texts:
        clauses, _tokens = _clauses(text, False)
        for clause in clauses:
            blocks = list(clause[1])
            first = next((t for b in blocks for t in b[1]), "")
            if (clause[5] or clause[3] & (FOCUS | COND)) and first not in _PLACE_OPENERS:
                return False
            if (
                _dated(blocks)
                or _measured(blocks)
                or any(
                    b[2] & (GUARD & ~RESTRICT & ~NUM) if b[0] == _REQ else b[0] == _ATOM and b[2] & COND for b in blocks
                )
            ):
                return False
    return bool(ev.texts)


# Round 19 (issue 31, brief a-asides): asides that only describe the noun right before them — an age, a former name,
# a place gloss of a place name, an appositive noun phrase opened by an indefinite article whose only dating word
# describes that noun (`(a former chef)`) — restrict nothing of its clause, though each holds what `_safe` reads as a
# marker (a number and unit, a dating word, a bound adjunct). Each comma-separated part of the aside must be one of
# them or safe by itself. An aside that picks out which one of several the noun is (`(the older one)`, `(la
# pequeña)`, `(el que no vive en Madrid)`, `（大的那个）`) restricts it: it is never a safe deletion unless a name
# stands right before it (`Tobias (the tall one)`).
_PARTS: Final = re.compile(r"[,，、;；]")
_EN_NUMBER_WORDS: Final = frozenset(
    re.findall(
        r"\S+",
        "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen "
        "eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety",
    )
)
_ES_NUMBER_WORDS: Final = frozenset(
    re.findall(
        r"\S+",
        "dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete "
        "dieciocho diecinueve veinte treinta cuarenta cincuenta sesenta setenta ochenta noventa cien",
    )
)
_EN_AGE: Final = re.compile(
    r"(?:(?:he|she|they)(?:'s|’s| is| are)\s+|aged?\s+)(\w+(?:-\w+)?)(?:\s+(?:years?\s+old|yrs?(?:\s+old)?|y/?o))?"
    r"|(\w+(?:-\w+)?)\s+(?:years?\s+old|yrs?\s+old|y/?o)",
    re.IGNORECASE,
)
_ES_AGE: Final = re.compile(r"(?:que\s+)?(?:tiene\s+)?(\w+)\s+años", re.IGNORECASE)
_ZH_AGE: Final = re.compile(
    r"(?:今年|已经)?(?:\d{1,3}|[一二三四五六七八九十两]{1,3})周?岁了?|今年\d{1,3}"
    r"|(?:今年)?(?:在)?[上读](?:[初高][一二三]|[一二三四五六]年级|小学[一二三四五六]年级|大[一二三四]|研[一二三])"
    r"|(?:今年)?(?:刚|才|在)?[上读](?:大学|高中|初中|小学|幼儿园)了?"  # (round 23: a school stage, as a grade is)
)
# Round 23: a school stage says how old one is as a grade does (`(she just started college)`, `(acaba de empezar la
# universidad)`, `（今年刚上大学）`).
_STAGES: Final = tuple(
    re.compile(pattern, re.IGNORECASE)
    for pattern in (
        r"(?:(?:she|he|they)(?:'s|’s| is| are)?\s+)?(?:just\s+)?(?:started|starting|in)\s+(?:college|university|uni"
        r"|high\s+school|middle\s+school|primary\s+school|kindergarten|year\s+\d{1,2}|grade\s+\d{1,2})",
        r"(?:acaba\s+de\s+empezar|empieza|empezó|está\s+en|va\s+a)\s+(?:la\s+universidad|el\s+instituto|el\s+colegio"
        r"|la\s+guardería|primaria|secundaria|la\s+carrera)",
    )
)
_FORMER_EN_ES: Final = re.compile(
    r"(?:formerly|previously|once|ex|antes|antiguamente|anteriormente)(?:\s+(?:called|known\s+as|named|llamad[oa]"
    r"|conocid[oa]\s+como))?\s+(.+)",
    re.IGNORECASE,
)
_FORMER_ZH: Final = re.compile(r"(?:以前|之前|原来|原先|本来|原)(?:叫做?|名为?|称作?)(.{1,10})")
_NAME_WORD: Final = re.compile(r"[A-ZÁÉÍÓÚÑ][\w'’.-]*")
_NAME_WORDS: Final = 6  # at most this many words in a former name
_NAME_ARTICLES: Final = frozenset({"the", "el", "la", "los", "las", "de", "del", "of"})
_PLACE_EN_ES: Final = re.compile(
    r"(?:in|on|near|en|cerca\s+de)\s+(?:(?:the|el|la|las|los)\s+)?[A-ZÁÉÍÓÚÑ][\w'’-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w'’-]*){0,3}"
)
_PLACE_ZH: Final = re.compile(r"(?:在|位于)[\u4e00-\u9fff]{2,6}")
_PLACE_BEFORE_ZH: Final = re.compile(r"(?:到|在|去|回|住|于|来自)了?[\u4e00-\u9fff]{2,4}$")
_INDEFINITE: Final = re.compile(r"(?:an?|un|una)\s+(.+)|一[个位名只条家所座辆](.+)", re.IGNORECASE)
_DESCRIBING: Final = frozenset({"former", "retired", "ex", "exjugador", "jubilado", "jubilada", "antiguo", "antigua"})
_ZH_DESCRIBING: Final = re.compile(r"退休的|(?:\d{1,3}|[一二三四五六七八九十两]{1,3})岁的")
# Which one of several by rank (`the older one`, `la pequeña`, `老大`, `小的那个`), or by a description holding a
# negator (`the one that doesn't …`, `el que no vive en Madrid`, `不在北京的那个`); a description alone (`the one near
# the station`, `el de mi barrio`, `我常去的那家`) only says where the noun is.
_RANKS_EN: Final = re.compile(
    r"(?:the|that|this|my)\s+(?:older|younger|elder|eldest|oldest|youngest|first|second|third|middle|little|baby)"
    r"(?:\s+ones?)?",
    re.IGNORECASE,
)
_RANKS_ES: Final = re.compile(
    r"(?:el|la|los|las)\s+(?:mayor|menor|mayores|menores|pequeñ[oa]s?|median[oa]s?|primer[oa]?|segund[oa]"
    r"|tercer[oa]?|chic[oa])",
    re.IGNORECASE,
)
_RANKS_ZH: Final = re.compile(r"(?:最)?[大小]的(?:那[个位只])?|老[大二三四幺小](?:那[个位只])?")
_ONE_OF: Final = re.compile(
    r"(?:the|that|this)\s+(?:[\w-]+\s+){0,2}ones?\b|(?:el|la|los|las)\s+(?:que|de|del)\b|那[个位只家条件辆套]"
)


def _age(part: str) -> bool:
    """Round 19: is this part of an aside only an age (`he's nine`, `34 years old`, `92 años`, `今年七岁`)?"""
    if _ZH_AGE.fullmatch(part) or any(stage.fullmatch(part) for stage in _STAGES):
        return True
    for pattern, words in ((_EN_AGE, _EN_NUMBER_WORDS), (_ES_AGE, _ES_NUMBER_WORDS)):
        m = pattern.fullmatch(part)
        if m is None:
            continue
        number = next(g for g in m.groups() if g is not None).casefold()
        if (number.isdigit() and len(number) <= 3) or all(w in words for w in number.split("-")):
            return True
    return False


def _former_name(part: str) -> bool:
    """Round 19: is this part a former name (`formerly Mercy Health`, `antes el cine Rialto`, `以前叫老码头`)?"""
    m = _FORMER_ZH.fullmatch(part)
    if m is not None:
        return not any(c.isdigit() for c in m.group(1)) and _safe(m.group(1))
    m = _FORMER_EN_ES.fullmatch(part)
    if m is None:
        return False
    rest = m.group(1)
    words = [w for w in rest.split() if w.casefold() not in _NAME_ARTICLES]
    lower = [w for w in words if _NAME_WORD.fullmatch(w) is None]
    # (a name: capitalized words, at most one common noun before them, `el cine Rialto`; `open on Sundays` is none)
    named = bool(words) and len(lower) <= 1 and (not lower or lower[0] == words[0]) and len(words) > len(lower)
    return len(rest.split()) <= _NAME_WORDS and named and _safe(rest)


def _place_gloss(part: str, before: str) -> bool:
    """Round 19: is this part a place gloss of the place name right before the aside (`Porto (in Portugal)`, `Oviedo
    (en Asturias)`, `搬到了大理（在云南）`)?"""
    if _PLACE_ZH.fullmatch(part):
        return _PLACE_BEFORE_ZH.search(before.rstrip()) is not None
    return _PLACE_EN_ES.fullmatch(part) is not None and _after_name(before)


def _after_name(before: str) -> bool:
    """Does a capitalized word that is not the sentence's first word end the text before the aside?"""
    words = before.split()
    return len(words) > 1 and _NAME_WORD.fullmatch(words[-1]) is not None and words[-1].casefold() not in ASIDE_PRONOUNS


def _described_noun(part: str) -> bool:
    """Round 19: is this part an appositive noun phrase opened by an indefinite article, safe once its describing
    words are read as the noun's (`a former chef`, `un exjugador del Betis`, `一只八岁的柯基`)?"""
    m = _INDEFINITE.fullmatch(part)
    if m is None:
        return False
    if m.group(2) is not None:
        rest = _ZH_DESCRIBING.sub("", m.group(2))
        return bool(rest) and rest != m.group(2) and _safe(rest)
    words = m.group(1).split()
    plain = [w for w in words if w.casefold() not in _DESCRIBING]
    return bool(plain) and len(plain) < len(words) and _safe(" ".join(plain))


def picks_one(inner: str, before: str) -> bool:
    """Round 19: does the aside say which one of several the noun before it is — by rank (`(the older one)`, `(la
    pequeña)`, `（大的那个）`) or by a description holding a negator (`(el que no vive en Madrid)`)? After a name it
    only describes (`Tobias (the tall one)`). Round 27: or which of its holders, a group of people
    (`_holders.names_group`)."""
    text = inner.strip().rstrip("。.!！")
    if names_group(text) and not plural_before(before):
        return True
    if _PARTS.search(text) and any(picks_one(p, before) for p in _PARTS.split(text) if p.strip()):
        return True  # (round 29: a part picks one, `(the younger one, believe it or not)`)
    if _after_name(before):
        return False
    if _RANKS_EN.fullmatch(text) or _RANKS_ES.fullmatch(text) or _RANKS_ZH.fullmatch(text):
        return True
    if _ONE_OF.search(text) is None:
        return False
    ev = _evidence(text)
    return any(b[0] == _REQ and b[2] & NEG for t in ev.texts for c in _clauses(t, False)[0] for b in c[1])


@lru_cache(maxsize=1024)
def _described(inner: str, before: str) -> bool:
    """Round 19: is the aside made of descriptions of the noun before it (the comment above), at least one of the new
    kinds, and the rest safe?"""
    if _names_owner(inner) or picks_one(inner, before):
        return False
    parts = [p.strip() for p in _PARTS.split(inner.strip()) if p.strip()]
    if not parts:
        return False
    kinds = [_age(p) or _former_name(p) or _place_gloss(p, before) or _described_noun(p) or _nickname(p) for p in parts]
    # (round 29: a person of an age, `varón de 67 años`; a remark beside another part, `a pilot, of all things`)
    kinds = [k or aged_person(p) or (remark(p) and len(parts) > 1) for k, p in zip(kinds, parts, strict=True)]
    return any(kinds) and all(k or _safe(p) for k, p in zip(kinds, parts, strict=True))


# Round 25 (brief S): an aside that lists, between commas, what the noun before it is like — its place, its distance
# from something, its age, what it is (`El hotel (en la calle Mayor, a dos minutos de la plaza) tiene parking
# gratuito`, `Mi abuela (92 años, de un pueblo de Zamora) …`, `Tobias (my flatmate, the tall one) …`) — describes
# that noun, as an appositive does: its numbers and units are the noun's, no limit of the clause. A limit of a clause
# is one adjunct (`Parking (an hour) is free`, `(for seniors)`), so a single part keeps the markers' reading; and a
# part that is only a measure (`2 hours`, `一晚380`), holds a negator, scope, focus or condition word, a hedge, a date
# or a time frame, opens with an adjunct that is no place (`for`, `para`, `during`), or names an owner or which one,
# still restricts; so does any number after the aside in its sentence (`The room (2 adults, sea view) costs €120`:
# the price may be the count's).
_LIST_PARTS: Final = re.compile(r"[,，、]")
_DATE_PART: Final = re.compile(
    r"\d\s*[月日号]|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d"
    r"|\d+\s+(?:de\s+)?(?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre"
    r"|diciembre)\b|\d{1,4}[/-]\d{1,2}(?:[/-]\d{2,4})?"
    # (a clock time)
    r"|\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m|p\.m|h)\b|\d{1,2}:\d{2}|[0-9一二三四五六七八九十两]\s*[点時时]",
    re.IGNORECASE,
)


@lru_cache(maxsize=1024)
def _listed(inner: str, before: str, after: str) -> bool:
    """Round 25: is the aside a list of descriptions of the noun before it (the comment above)?"""
    parts = [p.strip() for p in _LIST_PARTS.split(inner.strip()) if p.strip()]
    if len(parts) < _LIST_MIN or _names_owner(inner) or picks_one(inner, before):
        return False
    if any(_quantity(t) for t in tokenize(after)):
        return False  # (a number after it may be the aside's: `The room (2 adults, sea view) costs €120`)
    return all(_describes(part, before) for part in parts)


def _quantity(tok: str) -> bool:
    """A number, in digits or in words (`4`, `four`, `cuatro`, `四`, `half`, `medio`)."""
    return (
        tok[:1].isdigit()
        or _NUMERIC.match(tok) is not None
        or tok in _EN_NUMBER_WORDS
        or tok in _ES_NUMBER_WORDS
        or tok in _FRACTIONS
    )


_FRACTIONS: Final = frozenset({"half", "quarter", "medio", "media", "mitad", "cuarto", "半", "一半"})
# (after a quantity that opens a part, a word linking it to another thing makes it a distance or a relation of the
# noun, `2 min from the beach`, `a dos minutos de la plaza`, `离地铁站五分钟`; without one it is an amount of the noun
# itself, `half a portion`, `212 pages`, which may be the clause's limit)
_LINKS: Final = frozenset({"from", "away", "de", "del", "离", "距", "距离"})
_LINK_DETERMINERS: Final = frozenset({"the", "a", "an", "my", "our", "el", "la", "los", "las", "mi", "nuestro"})


_LIST_MIN: Final = 2  # at least this many parts in a list of descriptions


def _linked(toks: list[str]) -> bool:
    """Does a link word tie the part's quantity to another thing (`2 min from the beach`, `a dos minutos de la plaza`,
    `离地铁站五分钟`)? A Latin link must be followed by a determiner: `from arrival`, `from signup` start a span of
    time, no place."""
    for k, tok in enumerate(toks):
        cjk = "\u3400" <= tok[0] <= "\u9fff"
        if tok in _LINKS and (cjk or (toks[k + 1 : k + 2] != [] and toks[k + 1] in _LINK_DETERMINERS)):
            return True
    return False


def _describes(part: str, before: str) -> bool:
    """Is this part of a listed aside a description of the noun before it (`_listed`)?"""
    if _age(part) or _former_name(part) or _place_gloss(part, before) or _nickname(part):
        return True
    if _DATE_PART.search(part) is not None:
        return False
    toks = tokenize(part)
    words = [t for t in toks if t not in _GLUE and t not in _FILLER_WORDS]
    if not any(not _quantity(t) and not _measured([(_REQ, (t,), 0, False, 0)]) for t in words):
        return False  # (only a number and a unit, or a filler — `well,` corrects —: no description)
    if words and (_quantity(words[0]) or _measured([(_REQ, tuple(toks), 0, False, 0)])) and not _linked(toks):
        return False  # (an amount of the noun itself, `half a portion`, `2 adults`; a measure, `un año más`)
    ev = _evidence(part)
    for text in ev.texts:
        for clause in _clauses(text, False)[0]:
            blocks = _unfilled(list(clause[1]))
            first = next((t for b in blocks for t in b[1]), "")
            if (clause[5] or clause[3] & (FOCUS | COND)) and first not in _PLACE_OPENERS:
                return False
            if _dated(blocks) or any(
                b[2] & (GUARD & ~RESTRICT & ~NUM) if b[0] == _REQ else b[0] == _ATOM and b[2] & COND for b in blocks
            ):
                return False
    return bool(ev.texts)


# Round 23: what a person is called besides their name (`("Barty" to everyone)`, `(la 'Yaya', como la llamamos
# todos)`, `（大家都叫她小雨）`) glosses the noun before it as an age or a former name does: it restricts nothing.
_NICKNAMES: Final = tuple(
    re.compile(pattern)  # (the name case-sensitive: capitalized words; the words around it in `(?i:…)`)
    for pattern in (
        r"(?:(?i:the|la|el)\s+)?[\"'“‘«]\s*[A-ZÁÉÍÓÚÑ][\w’.-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w’.-]*){0,2}\s*[\"'”’»]"
        r"(?:\s+(?i:(?:to|for)\s+(?:everyone|everybody|friends|family|short|us|the\s+family|los\s+amigos)))?",
        r"(?i:aka|a\.k\.a\.|known\s+as|alias)\s+[\"'“‘«]?[A-ZÁÉÍÓÚÑ][\w’.-]*(?:\s+[A-ZÁÉÍÓÚÑ][\w’.-]*){0,2}[\"'”’»]?",
        r"(?i:como\s+(?:le|la|lo|les|las|los)\s+(?:llamamos|llaman|decimos|dicen)(?:\s+(?:todos|todas|en\s+casa))?)",
        r"(?:大家|我们|家里人|朋友们)?都?(?:叫(?:他|她)|管(?:他|她)叫)[\u4e00-\u9fff]{1,4}|(?:外号|小名|昵称)(?:叫|是)?[\u4e00-\u9fff]{1,4}",
    )
)


def _nickname(part: str) -> bool:
    return any(pattern.fullmatch(part) for pattern in _NICKNAMES)
