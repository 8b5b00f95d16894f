"""Admission's typed-value rule, its phrases: a date or time phrase and an amount of several tokens (DESIGN §4).

Responsible for: telling whether a value of several tokens is a date or time phrase or an amount (`phrase_type`), and
the readings of their clause words that `_typed` makes for them: an amount kept whole with its unit and rate and no
lower bound, a word saying an amount is the whole, a transaction verb naming a cost slot, `When:` labelling a generic
time. Must not: read a clause by exclusion itself (that is `_typed`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Final

from memtx.core.admission._clauses import ARTICLES
from memtx.core.admission._keywords import _cjk, _single
from memtx.core.lexicon import (
    TYPED_AMOUNT_UNITS,
    TYPED_COST_SLOTS,
    TYPED_DATE_ABBREVIATIONS,
    TYPED_DATE_LABELS,
    TYPED_DATE_WORDS,
    TYPED_DEADLINE_AFTER,
    TYPED_DEADLINE_BEFORE,
    TYPED_DEADLINE_SLOTS,
    TYPED_MOVE_VERBS,
    TYPED_OPPOSITE_TIMES,
    TYPED_OTHER_ACT_VERBS,
    TYPED_TELLING_VERBS,
    TYPED_TRANSACTION_VERBS,
)
from memtx.core.text import normalize

_DATE, _AMOUNT = "date", "amount"
_PAYERS: Final = frozenset({"me", "us", "nos", "我"})  # (object pronouns: `my son` is another payer's owner)
_DATE_WORDS: Final = _single(TYPED_DATE_WORDS) | _single(TYPED_DATE_ABBREVIATIONS)  # (round 18: `Thu 4 Dec`)
_DATE_LABELS: Final = _single(TYPED_DATE_LABELS)
_GENERIC_TIME: Final = _single(("date", "time", "datetime", "when", "fecha", "hora", "cuándo", "日期", "时间"))
_MOVES: Final = _single(TYPED_MOVE_VERBS)
_TELLING: Final = _single(TYPED_TELLING_VERBS) | _single(TYPED_OTHER_ACT_VERBS)
_CJK_TELLING: Final = tuple(w for w in _TELLING if _cjk(w))
_OPPOSITE: Final = {normalize(slot): _single(words) for slot, words in TYPED_OPPOSITE_TIMES.items()}
_DEADLINE_BEFORE: Final = _single(TYPED_DEADLINE_BEFORE)
_DEADLINE_AFTER: Final = _single(TYPED_DEADLINE_AFTER)
_DEADLINE_SLOTS: Final = _single(TYPED_DEADLINE_SLOTS)
_LEFT: Final = frozenset({"from", "de", "del"})  # (`moved from 12 June`: the date left)
# Round 18: a transaction verb's past is the amount's own event (`Total charged: $184.37`, `Me cobraron 38 €`), for a
# key whose slot is what a thing cost (`_costs`); a balance, salary or budget is no such slot.
_TRANSACTION: Final = _single(TYPED_TRANSACTION_VERBS)
_COST_SLOTS: Final = _single(TYPED_COST_SLOTS)
_UNITS: Final = _single(TYPED_AMOUNT_UNITS)
_NAMED_TIME: Final = _DATE_WORDS - _single(("at", "on", "of", "the", "de", "del", "las", "los", "el", "a"))
_CURRENCY: Final = _UNITS - _single(
    ("a", "per", "each", "month", "year", "week", "day", "night", "hour", "al", "por", "mes", "año", "semana",
     "noche", "hora", "每", "月", "年", "周", "天", "晚", "小时", "个")
)  # fmt: skip
_CLOCK: Final = re.compile(r"\d{1,2}[:.]\d{2}")
_AMOUNT_NUMBER: Final = re.compile(r"\d[\d,.]*")


def phrase_type(vtoks: list[str]) -> str | None:
    """The type of a value of several tokens: a date or time phrase (every token a month or weekday name, a number of
    up to four digits, a clock time, `am`/`pm` or a joining word, and one of them names a time), or an amount (one
    number, a currency or unit, and words of a period: `a month`, `al mes`, `每月`); None otherwise."""
    numbers = [t for t in vtoks if _AMOUNT_NUMBER.fullmatch(t)]
    if len(numbers) == 1 and any(t in _CURRENCY for t in vtoks) and all(t in numbers or t in _UNITS for t in vtoks):
        return _AMOUNT
    named = any(t in _NAMED_TIME or _CLOCK.fullmatch(t) for t in vtoks)
    dated = all(_dating(t) for t in vtoks)
    if named and not dated and _date_range(vtoks):
        return _DATE  # (round 23: `entre el martes 9 y el jueves 11 de abril`, `5月3日到5日`)
    return _DATE if named and dated and (len(vtoks) > 1 or _CLOCK.fullmatch(vtoks[0])) else None


def _dating(tok: str) -> bool:
    return tok in _DATE_WORDS or _CLOCK.fullmatch(tok) is not None or (tok.isdigit() and len(tok) <= 4)


# Round 23: a range of dates or times, both ends in the value (`between Tuesday 9 and Thursday 11 April`, `entre el
# martes 9 y el jueves 11 de abril`, `del 9 al 11 de abril`, `5月3日到5月5日`): one date phrase, as each end is. A lower
# bound alone (`from Monday`) has no second end and stays no range.
_RANGE_OPENERS: Final = _single(("between", "from", "entre", "desde", "从"))
_RANGE_JOINERS: Final = _single(
    ("and", "to", "until", "till", "through", "y", "hasta", "al", "a", "到", "至", "-", "–")
)


def _date_range(vtoks: list[str]) -> bool:
    body = vtoks[1:] if vtoks[0] in _RANGE_OPENERS else vtoks
    for k in range(1, len(body) - 1):
        if body[k] in _RANGE_JOINERS and all(_dating(t) for t in (*body[:k], *body[k + 1 :])):
            return True
    return False


def _exempt(i: int, toks: list[str], at: int, kind: str, relation: tuple[str, ...]) -> bool:
    """Round 18: is the word at `i` one the key names in a way the exclusion reading does not see: `When` labelling a
    value of a generic time slot (`When: Thu 4 Dec, 10:15` for `…/datetime`), or a transaction verb closing its phrase
    for a key whose slot is what a thing cost (`Total charged: $184.37`, `Me cobraron 38 €`: the amount's own event)?"""
    tok = toks[i]
    if kind == _DATE:
        return i == 0 and at == 1 and tok in _DATE_LABELS and not _GENERIC_TIME.isdisjoint(relation)
    if kind != _AMOUNT or not _costs(relation):
        return False
    if tok in _TRANSACTION:
        return _closes(toks[i + 1 : i + 2], toks[at])
    pair, prev = "".join(toks[i : i + 2]), "".join(toks[max(0, i - 1) : i + 1])  # (a Chinese verb: `收了`)
    return (pair in _TRANSACTION and _closes(toks[i + 2 : i + 3], toks[at])) or (
        i > 0 and prev in _TRANSACTION and _closes(toks[i + 1 : i + 2], toks[at])
    )


def told_on(toks: list[str], at: int, n: int, named: Callable[[str], bool]) -> bool:
    """Does the date at `at` date a telling (`TYPED_TELLING_VERBS`: `announced on 12 June`, `se anunciará el jueves`,
    `于12月18日公布`) or another act on the event (`TYPED_OTHER_ACT_VERBS`: `scrapped on`, `se corrige el`) that the
    key does not name (`named`)? Then it is when that is done, not the event's date."""
    rest = [t for i, t in enumerate(toks) if not at <= i < at + n]
    if any(t in _TELLING and not named(t) for t in rest):
        return True
    text = "".join(t for t in rest if len(t) == 1 and _cjk(t))
    return any(w in text and not named(w) for w in _CJK_TELLING)


def other_moment(toks: list[str], at: int, n: int, relation: tuple[str, ...]) -> bool:
    """Is the date or time at `at` another moment than the one the key's relation names: the opposite moment's word
    in its clause (`TYPED_OPPOSITE_TIMES`: `The flight arrives at 9:00` for `flight/departure_time`), or a deadline's
    mark beside it (`by 12 June`, `12月18日前`) for a relation that names no limit?"""
    rest = [t for i, t in enumerate(toks) if not at <= i < at + n]
    run = "".join(t for t in relation if _cjk(t))
    slots = [w for w in relation if w in _OPPOSITE] + [w for w in _OPPOSITE if _cjk(w) and w in run]
    text = "".join(t for t in rest if len(t) == 1 and _cjk(t))
    for slot in slots:  # (an opposite word the key names too restricts nothing: `…/return_departure_time`)
        other = _OPPOSITE[slot].difference(relation)
        if any(t in other for t in rest) or any(_cjk(w) and w in text and w not in run for w in other):
            return True
    limit = not _DEADLINE_SLOTS.isdisjoint(relation) or any(_cjk(w) and w in run for w in _DEADLINE_SLOTS)
    marked = (at > 0 and toks[at - 1] in _DEADLINE_BEFORE) or any(
        "".join(toks[at + n : at + n + k]) in _DEADLINE_AFTER for k in (1, 2)
    )
    return marked and not limit


def moved_from(toks: list[str], at: int) -> bool:
    """Round 36: is the date at `at` the one an event moves away from (`moved from 12 June`, `se aplaza del 12 de
    junio al 14`): `from`/`de`/`del` right before it, a verb that moves a time earlier in its clause? (`to`/`al`
    before it is the new date.)"""
    return at > 0 and toks[at - 1] in _LEFT and any(t in _MOVES for t in toks[: at - 1])


def _closes(after: list[str], value: str) -> bool:
    """Round 18: does a transaction verb end its phrase (before the value, a payer or nothing: `Total charged: $…`,
    `Me cobraron 38 €`, `… has been issued`)? One followed by more words says to what or whom (`Total charged to gift
    card: $…`), read as the clause's other words are not."""
    return not after or after[0] == value or after[0] in _PAYERS


def _costs(relation: tuple[str, ...]) -> bool:
    """Round 18: does the key's relation name what a thing cost (`TYPED_COST_SLOTS`: `…/total`, `…/importe`,
    `…/hotel_cost`, `订单/实付款`)?"""
    run = "".join(t for t in relation if _cjk(t))
    return not _COST_SLOTS.isdisjoint(relation) or any(w in run for w in _COST_SLOTS if run and _cjk(w))


_LOWER_BOUND: Final = _single(("from", "start", "starts", "starting", "desde", "partir", "起"))


# (`grand`, `overall`, `final` say the whole too: `Grand total | $518.00` names no part of it, unlike `shipping total`)
_TOTALS: Final = frozenset({"total", "grand", "overall", "final", "一共", "总共", "合计", "共计", "共"})


def _total(toks: list[str], i: int) -> bool:
    """Is this word (a Chinese character: of a run) one saying an amount is the whole (`total`, `一共`, `总共`)?"""
    return toks[i] in _TOTALS or "".join(toks[i : i + 2]) in _TOTALS or "".join(toks[max(0, i - 1) : i + 1]) in _TOTALS


def _whole_amount(before: list[str], after: list[str]) -> bool:
    """An amount keeps its unit and rate whole (`$49` of `$49 per person`, `49 dollars` of `49 dollars a month` drop
    them) and is no lower bound (`from $12`, `desde 20 euros`)."""
    return not (after and after[0] in _UNITS and _rate(after)) and _LOWER_BOUND.isdisjoint(before)


# Round 18: `por`, `a`, `al` after an amount open a rate only before a period or unit (`38 € por noche`, `$5 a month`);
# before anything else they are a preposition of the clause, read as one (`38,90 € por el cambio de billete`).
_RATE_OPENERS: Final = _single(("por", "a", "al"))


def _rate(after: list[str]) -> bool:
    """Does the word after an amount open its rate (`per person`, `a month`, `por noche`, `每月`)?"""
    if after[0] not in _RATE_OPENERS:
        return True
    rest = [t for t in after[1:] if t not in ARTICLES]
    return bool(rest) and rest[0] in _UNITS


_SECOND_ENDS: Final = _single(("and", "to", "until", "till", "through", "y", "hasta", "a", "al", "到", "至"))
_FIRST_ENDS: Final = _single(("between", "from", "entre", "desde", "del", "从"))
_RANGE_REACH: Final = 8  # at most this many tokens between a range's opener and its second end's joiner


def range_end(sentences: tuple[str, ...], vtoks: list[str]) -> bool:
    """Round 23: is the date or time value the second end of a range whose opener and first end it leaves out
    (`Thursday 11 April` of `between Tuesday 9 and Thursday 11 April`, `el jueves 11 de abril` of `entre el martes 9 y
    el jueves 11 de abril`, `5月5日` of `从5月3日到5月5日`)? It is then no date the evidence gives alone, only the
    range's last one. `sentences`: the evidence's, each as " t1 t2 … ". A place (`from Paris to Berlin`) is no date."""
    n = len(vtoks)
    if not n or not all(_dating(t) for t in vtoks) or not any(t in _NAMED_TIME or _CLOCK.fullmatch(t) for t in vtoks):
        return False
    for words in sentences:
        toks = words.split()
        for j in range(2, len(toks) - n + 1):
            if toks[j : j + n] != vtoks:
                continue
            i = j - 1
            while i > 0 and toks[i] in ARTICLES:  # (`y el jueves …`: the value's tokens have no articles)
                i -= 1
            if toks[i] in _SECOND_ENDS and any(toks[k] in _FIRST_ENDS for k in range(max(0, i - _RANGE_REACH), i)):
                return True
    return False
