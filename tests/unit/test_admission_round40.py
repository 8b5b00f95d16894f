"""Round 40 of issue 31 (DESIGN §4), fourteenth session: the false accepts of blind batch 65.

Blind batches 64 and 65 (written for this session by helpers who read no rule) were scored once on the rules as they
stood (f988ce3): 60/66 faithful and no false accept, 53/66 and **4/54** (docs/eval-admission.md). The four are three
classes, each closed by a general reading, in en, es and zh with a hard positive beside each hard negative:

- a return's words are another moment than a departure's (`lexicon.TYPED_OPPOSITE_TIMES`): `returns 10 May`,
  `regreso el 10 de mayo`, `返程 1月16日 16:00` give no `…/departure_date` (a return's own key still takes them);
- an imperative written with its accent before a glued pronoun (`llámame al 622 …`) says `I` in Spanish even without
  a Spanish function word beside it (`_turns._first_person`), so in another person's turn it is no first person of
  the speaker's;
- an age group glued as a code (`over-65s`, `under-12s`, `u12s`) says who a value is for, as `students` does: it
  restricts the value unless the key holds its age (`_typed._age_group`: `…/under_12_price`, `…/over65s_price`).
  (Round 40's first form read `over-65s` as words, no code; red-team round 24 found it let the age through — `12` from
  `under-12s` for `…/age` — and it was withdrawn.)

Red-team round 24 (tests/unit/test_admission_red_team24.py) also withdrew `back`, `vuelta`, `vuelve`, `返回` from a
return's words (other senses: `pushed back`, `ida y vuelta`, `vuelve a ser`, `返回首页`), and an opposite word the key
names itself restricts nothing (`Return journey: departs 9:00` for `…/return_departure_time`). Batch 64 stays held out
(tests/unit/test_admission_blind_held_out.py).
"""

from __future__ import annotations

import pytest

from _red_teams import ok_sourced

_MARINA = "Skylark II - departs 3 May, returns 10 May"
_CRUCERO = "Crucero Alba: salida el 3 de mayo, regreso el 10 de mayo."
_BANCHE = "班车：去程 1月15日 07:30 出发；返程 1月16日 16:00 出发。"

# (value, evidence, source, key, supported)
MOMENTS = [
    ("9:00", "Return journey: departs 9:00", "Return journey: departs 9:00", "ferry/return_departure_time", True),
    ("9:00", "departure is pushed back to 9:00", "The departure is pushed back to 9:00.", "ferry/departure_time", True),
    ("10 May", "returns 10 May", _MARINA, "marina/skylark/departure_date", False),
    ("3 May", "departs 3 May", _MARINA, "marina/skylark/departure_date", True),
    ("10 May", "returns 10 May", _MARINA, "marina/skylark/return_date", True),
    ("10 de mayo", "regreso el 10 de mayo", _CRUCERO, "crucero_alba/fecha_salida", False),
    ("3 de mayo", "salida el 3 de mayo", _CRUCERO, "crucero_alba/fecha_salida", True),
    ("10 de mayo", "regreso el 10 de mayo", _CRUCERO, "crucero_alba/fecha_regreso", True),
    ("1月16日 16:00", "返程 1月16日 16:00", _BANCHE, "班车/出发时间", False),
    ("1月15日 07:30", "去程 1月15日 07:30", _BANCHE, "班车/出发时间", True),
    ("1月16日 16:00", "返程 1月16日 16:00", _BANCHE, "班车/返程时间", True),
]

# (value, evidence, source, key, speaker, supported): whose turn a first person is in
TURNS = [
    (
        "622 741 058",
        "llámame al 622 741 058",
        "Nuria: ¿a qué número os llamo si llegamos tarde?\nMaite (Casa El Roble): llámame al 622 741 058 y te abro yo",
        "nuria/telefono",
        "Nuria",
        False,
    ),
    (
        "622 741 058",
        "llámame al 622 741 058",
        "Maite: ¿a qué número te llamo si llegamos tarde?\nNuria (Casa El Roble): llámame al 622 741 058 y te abro yo",
        "nuria/telefono",
        "Nuria",
        True,
    ),
    (
        "622 741 058",
        "call me at 622 741 058",
        "Nuria: what number do I call if we're late?\nMaite (El Roble): call me at 622 741 058 and I'll let you in",
        "nuria/phone",
        "Nuria",
        False,
    ),
    (
        "622 741 058",
        "call me at 622 741 058",
        "Maite: what number do I call if we're late?\nNuria (El Roble): call me at 622 741 058 and I'll let you in",
        "nuria/phone",
        "Nuria",
        True,
    ),
    (
        "13812345678",
        "打给我 13812345678",
        "王芳：晚到的话打哪个电话？\n李梅（民宿老板）：打给我 13812345678，我来开门",
        "王芳/电话",
        "王芳",
        False,
    ),
    (
        "13812345678",
        "打给我 13812345678",
        "李梅：晚到的话打哪个电话？\n王芳（民宿老板）：打给我 13812345678，我来开门",
        "王芳/电话",
        "王芳",
        True,
    ),
]

# (value, evidence, source, key, supported): a price for one group of payers
GROUPS = [
    ("£8", "over-65s pay £8", "Tickets are £12; over-65s pay £8.", "planetarium/ticket_price", False),
    ("£5", "Under-12s pay £5", "Entry £9; under-12s pay £5.", "zoo/ticket_price", False),
    ("£5", "Under-12s pay £5", "Entry £9; under-12s pay £5.", "zoo/under_12_price", True),
    ("£8", "Over-65s pay £8", "Over-65s pay £8.", "planetarium/over65s_price", True),
    ("£12", "Tickets are £12", "Tickets are £12; over-65s pay £8.", "planetarium/ticket_price", True),
    ("£8", "Students pay £8", "Tickets are £12; students pay £8.", "planetarium/ticket_price", False),
    (
        "8 €",
        "los mayores de 65 pagan 8 €",
        "Entradas: 12 €; los mayores de 65 pagan 8 €.",
        "planetario/precio_entrada",
        False,
    ),
    ("12 €", "Entradas: 12 €", "Entradas: 12 €; los mayores de 65 pagan 8 €.", "planetario/precio_entrada", True),
    ("40元", "65岁以上老人票价40元", "门票80元，65岁以上老人票价40元。", "天文馆/票价", False),
    ("80元", "门票80元", "门票80元，65岁以上老人票价40元。", "天文馆/票价", True),
]


@pytest.mark.parametrize(("value", "evidence", "source", "key", "supported"), MOMENTS)
def test_a_returns_moment_is_no_departures(value: str, evidence: str, source: str, key: str, supported: bool) -> None:
    assert ok_sourced(value, evidence, source, key, None) is supported


@pytest.mark.parametrize(("value", "evidence", "source", "key", "speaker", "supported"), TURNS)
def test_an_accented_imperatives_me_in_another_persons_turn(
    value: str, evidence: str, source: str, key: str, speaker: str, supported: bool
) -> None:
    assert ok_sourced(value, evidence, source, key, speaker) is supported


@pytest.mark.parametrize(("value", "evidence", "source", "key", "supported"), GROUPS)
def test_a_price_one_group_pays(value: str, evidence: str, source: str, key: str, supported: bool) -> None:
    assert ok_sourced(value, evidence, source, key, None) is supported
