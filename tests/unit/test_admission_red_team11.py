"""Red-team round 11 of issue 31 (DESIGN §4): hostile cases against the readings round 35 and red-team round 10 left on
main (77bce8b), in Chinese, Spanish and English. Helper rt11, 2026-12-06. No source was changed.

The readings under test: (1) `lexicon.KEYED_CROSS_LANGUAGE` — an English key's slot or thing word names its Chinese and
Spanish words (`code` → `码`, `date` → `时间`, `interview` → `面试`, `parcel` → `快递`, `delivery` → `配送` …), so a
keyed value may leave them out; (2) Spanish `es_verb` calling no verb a participle's spelling simplemma does not know
(`Fuenlabrada`); (3) the English and Chinese list readings as narrowed after round 10 (`_plural_subject`,
`distributed`/`determined`, `_clause_in_last`/`_WHOLE_AFTER`, `_FOCUS_BEFORE_LIST`, `_zh_taken_back`, `zh_noun_word`
as a first item). Each case was run through `check_support(value, evidence, evidence, guard=True, speaker=speaker,
key=key)` on main (77bce8b) and on the tree the session started from (7a5b8a8). A strict xfail in `CAUSED` is a false
accept on 77bce8b that 7a5b8a8 refused; one in `OLDER` is accepted by both; a case in `REGRESSIONS` is a faithful one
7a5b8a8 accepted and 77bce8b refuses (it asserts acceptance, a strict xfail until main accepts it again).

Counts: 7,282 distinct probes (value, evidence, speaker, key) written for this round by templates and by hand (Chinese
and Spanish labels for codes, dates, times, amounts, phones, names and order numbers under 40 English keys, with
labels of another slot sharing a character or word — `优惠码`, `验证码`, `邮编`, `初试`, `运费合计`, `投诉电话`,
`副主任`, `发货日期`, `tarifa de cancelación`, `fecha límite` —, 48 frames of restriction around a label — `原为`,
`预计`, `最晚`, `初定`, `上次的`, `（旧）`, `可能是`, `已失效` … —, subject words of the key glued to other slots;
Spanish lists and clause joins around participles simplemma does not know — `reagendada`, `postpagada`, typos; English
lists under 19 phrases after the last item, 22 focus words before the first, 20 connectives of exclusion, and 27
reporting clauses before a third person's clause; Chinese lists with `睡袋` first under 28 trailing clauses). 77bce8b
accepts 1,202 of them, 7a5b8a8 755; 478 are accepted only on 77bce8b, 31 only on 7a5b8a8. Most of the 478 are
faithful (the labels the new reading was made for: `复试时间：3月14日` for `admissions/interview_date`, `取件码：40931`
for `…/pickup_code`). Of the 31, 19 are false accepts of 7a5b8a8 that round 10 closed (Chinese lists taken back
with `不过`, `可是`, `然而`, `但不强制`; `… jointly`, `put together`, `juntos`), 6 are the regressions below and 6
are open (`La cita fue cancelada` ← `La cita fue cancelada y reagendada para el lunes`). Reviewed by hand, with
template variants of one reading counted once where they differ only in a key, a value or a reporting verb, pinned
here: 101 false accepts caused (`CAUSED`), 30 older (`OLDER`) and 6 regressions (`REGRESSIONS`).

Caused, by the reading that admitted them:
- (1) A Chinese or Spanish label the new words now read, whose restriction between the label and the value is no
  guard marker in Chinese: `面试时间原为3月14日` (originally), `原定`, `预计`, `初定`, `最晚`/`最早` (a bound, not the
  date), `上次的面试时间是…`, `面试时间：3月14日（旧）`, `面试时间从3月14日改了` (changed from it), under
  `…/interview_date`, `…/checkup_date`, `…/viewing_time`, `…/pickup_time`, `…/repair_phone`, `…/helpdesk_phone`,
  `…/director`, `…/host` and `…/tracking_number` keys. 34 cases. The same frames with a label 7a5b8a8 already
  read, glued to its value (`取件码原为40931`, `合计预计¥1,860`, `订单号原为…`), are accepted by both (`OLDER`).
  `改为` (changed to) gives the new value and is not pinned.
- (1) Spanish labels whose adjective restricts the slot the key names: `Fecha de entrevista estimada/prevista/
  original`, `Fecha límite de la entrevista` (a deadline, no date of it), `Hora de recogida aproximada/prevista/
  máxima`, `Fecha de revisión estimada/original`, `Entrevista prevista`, `Paquete original`. 12 cases; `Importe
  estimado`, `Tarifa original`, `Cuota estimada` under amount keys are accepted by both (`OLDER`).
- (1) A key's thing word glued to another slot: `配送发货日期` (the dispatch date, whose `发` and `货` are delivery
  words) for `…/delivery_date`; `快递单号` (a tracking number) for `…/pickup_code`. 5 cases. And a narrowing word of
  the key the label never says: `热线：…` for `gas_company/emergency_hotline` (`emergency` narrows; `hotline` is no slot
  noun `_key_claims` checks). 2 cases; `Hotline: …` is accepted by both (`OLDER`).
- (3) `_plural_subject` reads the subject before the sentence's first verb, so a reporting clause (`We know`, `They
  said`, `I heard`, `You know`, `My parents know`) or a first conjunct (`Members borrow books and Ana writes, runs and
  swims`) with a plural subject makes a third person's `-s` verbs plural-noun items: `We know she writes poems, runs
  and swims` gives `We know she writes runs` and `She writes swims`; `They said he fixes cars, drinks and works` gives
  `They said he fixes drinks`. 22 cases (90 of 332 probes of this template on main, none on 7a5b8a8).
- (3) Chinese: a list with a jieba noun first (`睡袋`) and a trailing clause that withdraws it, makes it optional or
  conditional, or picks one of it, none of which `_zh_taken_back` or the pick-some segments know: `。今年起不再需要`,
  `，这些都不用了`, `，但今年免带`, `，但可选`, `，不带也行`, `，如有需要`, `，视天气而定`, `，其中一样即可`,
  `，任选其一`, `，三选一`, `（任选）`, `（选带）`, `是去年的规定`, and `，现在改为只带水杯` for `雨伞`. 25
  cases. With `充电器` first both trees accept (`OLDER`).
- (3) Spanish: a list read as one whole after it (`como pack`) that `_WHOLE_AFTER` lacks, reachable with an `-es`
  first item: `Vendemos talleres, juegos y mapas como pack` gives `Vendemos juegos`. 1 case; with `cuentos` both
  (`OLDER`).

Older (`OLDER`): the twins named above; a Chinese label glued to its value or joined by `是`/`为` with no colon is
never checked against the key (`优惠码是40931` gives `escape_room/booking_code`, `原取件码是40931` and `验证码40931`
give `…/pickup_code`), though `优惠码：40931` and `原取件码：40931` are refused.

Regressions (`REGRESSIONS`): a participle simplemma does not know (`reagendadas`, `postpagadas`, the typo
`cancelaadas`) is no verb now, and a list of participles modifying a noun with it first is refused where 7a5b8a8 (and
main, with the known `reprogramadas`) accepts it: `Tenemos facturas reagendadas, pagadas y anuladas` no longer gives
`Tenemos facturas pagadas`. 6 cases.

Not pinned (judged faithful or open): a generic label under a narrower key (`日期：3月14日` for `…/interview_date`,
`费用：¥300` for `boiler/repair_fee`, `Total: …` for `…/repair_fee`, `Fee: …` for `order/total`: the English twins
are accepted by both, and which fee or total a form's line is the form says); `Paquete devuelto/perdido: SF…` for
`parcel/tracking_number` (still that parcel's number); `改为` (changed to); `Tengo el vuelo pagado` ← `Tengo la cita
reagendada y el vuelo pagado` (faithful); English focus words before a list (`especially`, `chiefly`, `largely`,
`even`: the item is still entailed) and `simultaneously` after it; `Ana sells drinks` ← `You know Ana sells books,
drinks and smokes` (`drinks` may be a noun); Chinese `，但营地会提供` and `，现在改为只带水杯` for `水杯`.
Connectives of exclusion (`instead of`, `rather than`, `except`, `en vez de`, `salvo`) and `as a bundle`, `in total`
were refused on both trees.

Closed (the lead, the same session): 93 of the 101 `CAUSED`, 23 of the 30 `OLDER`, and the 6 `REGRESSIONS` (the
Spanish participle reading, `Fuenlabrada`, withdrawn). By refusing: a typed value's clause holding an estimate, an
original, a limit or a former one (`原为`, `原定`, `初定`, `最晚`, `最早`, `上次`, `estimada`, `prevista`,
`original`, `máxima`, `límite`: `lexicon.TYPED_FRAMES`), a keyed value with `旧`, `改了`, `改为`, `old`, `antiguo`
right after it (`_key_claims.void_after`), `hotline`/`热线` as a slot noun a narrowing word needs (`emergency`); the
cross-language words `配送` (delivery) and `快递` (parcel) withdrawn; the clause of a list's items read back from its
items (`We know she writes poems, runs and swims` is her clause); a Chinese list after which anything negates,
conditions, offers a choice or says `是`; `como pack`, `as a bundle`. Left open (strict xfails): `预计` (an estimate,
which is how Chinese gives a delivery date: round 23's `快递预计从5月3日到5月5日送达` is faithful), a next sentence
that takes a Chinese list back (`。今年起不再需要`), one English list after a second clause.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

_I = "admissions/interview_date"
_C = "clinic/checkup_date"
_P = "parcel_88/pickup_time"
_CAMP = "营员需要自带{}、雨伞和水杯{}"

Case = tuple[str, str, str | None, str | None]


def _keyed(key: str, value: str, *evidences: str) -> list[Case]:
    """One keyed value under each of these evidences, with no speaker."""
    return [(value, evidence, None, key) for evidence in evidences]


def _values(evidence: str, *values: str) -> list[Case]:
    """Each of these values from one evidence, with no speaker and no key."""
    return [(value, evidence, None, None) for value in values]


def _camp(first: str, tails: str, items: str = "雨伞 水杯") -> list[Case]:
    """`营员需要自带<item>` from the camp's list with `first` as its first item, under each trailing clause."""
    return [
        (f"营员需要自带{item}", _CAMP.format(first, tail), None, None)
        for tail in tails.split()
        for item in items.split()
    ]


# (value, evidence, speaker, key)
CAUSED: list[Case] = [
    # (1) a restriction between a Chinese label the new words read and its value
    *_keyed(
        _I,
        "3月14日",
        *(f"面试时间{w}3月14日" for w in ("原为", "原定", "预计", "预计为", "最晚", "最早", "初定")),
        "上次的面试时间是3月14日",
        "面试时间：3月14日（旧）",
        "面试时间从3月14日改了",
        "复试时间原为3月14日",
        "复试时间预计3月14日",
    ),
    *_keyed("admissions/interview_time", "18:00", "面试时间原定18:00", "面试时间最晚18:00"),
    *_keyed(_C, "3月14日", "复查时间原为3月14日", "复查时间预计3月14日", "上次的复查时间是3月14日"),
    *_keyed("flat/viewing_time", "18:00", "看房时间原定18:00", "看房时间最早18:00", "看房时间：18:00（旧）"),
    *_keyed(_P, "18:00", "取件时间最晚18:00", "取件时间预计18:00"),
    *_keyed("order_5521/delivery_date", "3月14日", "配送时间预计3月14日", "配送时间初定3月14日"),
    *_keyed(
        "landlord/repair_phone",
        "0571-87045119",
        "报修电话原为0571-87045119",
        "上次的报修电话是0571-87045119",
        "报修电话：0571-87045119（旧）",
    ),
    *_keyed("mall/helpdesk_phone", "0571-87045119", "服务台电话原为0571-87045119", "服务台电话从0571-87045119改了"),
    *_keyed("gas_company/emergency_hotline", "0571-87045119", "抢修热线：0571-87045119（旧）"),
    *_keyed("lab/director", "张伟", "负责人：张伟（旧）"),
    *_keyed("gala/host", "张伟", "主持人：张伟（旧）"),
    *_keyed("parcel/tracking_number", "SF1234567890", "快递单号原为SF1234567890", "上次的快递单号是SF1234567890"),
    # (1) a Spanish label's adjective restricting the slot
    *_keyed(
        _I,
        "14 de marzo",
        "Fecha de entrevista estimada: 14 de marzo",
        "Fecha de la entrevista prevista: 14 de marzo",
        "Fecha de entrevista original: 14 de marzo",
        "Fecha límite de la entrevista: 14 de marzo",
        "Entrevista prevista: 14 de marzo",
    ),
    *_keyed(_P, "18:00", *(f"Hora de recogida {w}: 18:00" for w in ("estimada", "aproximada", "prevista", "máxima"))),
    *_keyed(_C, "14 de marzo", "Fecha de revisión estimada: 14 de marzo", "Fecha de revisión original: 14 de marzo"),
    *_keyed("parcel/tracking_number", "SF1234567890", "Paquete original: SF1234567890"),
    # (1) a key's thing word glued to another slot, or a narrowing word the label never says
    *_keyed("order_5521/delivery_date", "3月14日", "配送发货日期：3月14日", "配送发货时间：3月14日"),
    *_keyed("parcel_3312/delivery_date", "3月14日", "配送发货日期：3月14日"),
    *_keyed("fengchao/parcel_3312/pickup_code", "40931", "快递单号是40931", "快递单号40931"),
    *_keyed("gas_company/emergency_hotline", "0571-87045119", "热线：0571-87045119", "热线电话：0571-87045119"),
    # (3) `_plural_subject`: the subject of a reporting clause or a first conjunct, not of the list's own clause
    *_values("We know she writes poems, runs and swims.", "We know she writes runs", "We know she writes swims"),
    *_values("They said she writes poems, runs and swims.", "They said she writes runs"),
    *_values("I heard she writes poems, runs and swims.", "I heard she writes swims"),
    *_values("You know she writes poems, runs and swims.", "She writes runs", "She writes swims"),
    *_values("They know she writes poems, runs and swims.", "They know she writes runs"),
    *_values("I remember she writes poems, runs and swims.", "I remember she writes swims"),
    *_values("They believe she writes poems, runs and swims.", "They believe she writes runs"),
    *_values("I'm sure she writes poems, runs and swims.", "I'm sure she writes runs"),
    *_values("My parents know she writes poems, runs and swims.", "My parents know she writes runs"),
    *_values("Teachers said she writes poems, runs and swims.", "Teachers said she writes swims"),
    *_values("We know he fixes cars, drinks and works.", "We know he fixes drinks"),
    *_values("They said he fixes cars, drinks and works.", "They said he fixes works"),
    *_values("You know he fixes cars, drinks and works.", "He fixes drinks", "He fixes works"),
    *_values("We saw he fixes cars, drinks and works.", "We saw he fixes drinks"),
    *_values("They told me he fixes cars, drinks and works.", "They told me he fixes drinks"),
    *_values("Members know he fixes cars, drinks and works.", "Members know he fixes works"),
    *_values("I said he fixes cars, drinks and works.", "I said he fixes drinks"),
    *_values("Members borrow books and Ana writes, runs and swims.", "Members borrow runs"),
    *_values("We sell books and Tom fixes bikes, drinks and smokes.", "Tom fixes drinks"),
    # (3) Chinese: a list with a jieba noun first, withdrawn, made optional or conditional, or one of it picked
    *_camp(
        "睡袋",
        "。今年起不再需要。 ，这些都不用了。 ，但今年免带。 ，但可选。 ，不带也行。 ，如有需要。 ，视天气而定。 "
        "，其中一样即可。 ，任选其一。 ，三选一。 （任选）。",
    ),
    *_camp("睡袋", "（选带）。 是去年的规定。 ，现在改为只带水杯。", "雨伞"),
    # (3) Spanish: a list read as one whole after it (`como pack`)
    *_values("Vendemos talleres, juegos y mapas como pack.", "Vendemos juegos"),
]

OLDER: list[Case] = [
    # a Chinese label 7a5b8a8 already read, glued to its value: the restriction between them passes
    *_keyed("fengchao/parcel_3312/pickup_code", "40931", "取件码原为40931", "上次的取件码是40931", "取件码最晚40931"),
    *_keyed("escape_room/booking_code", "MX-3J8K", "预订码原为MX-3J8K"),
    *_keyed("order_b208/total", "¥1,860", "合计原为¥1,860", "总价预计¥1,860", "上次的总价是¥1,860"),
    *_keyed("boiler/repair_fee", "¥300", "维修费原为¥300"),
    *_keyed("clinic/fitting_fee", "¥300", "上次的验配费是¥300"),
    *_keyed("rental/order_id", "SF1234567890", "订单号原为SF1234567890", "订单号：SF1234567890（旧）"),
    # a Chinese label of another slot, or a former one, with no colon: never checked against the key
    *_keyed("escape_room/booking_code", "40931", "优惠码是40931", "优惠码40931"),
    *_keyed("fengchao/parcel_3312/pickup_code", "40931", "原取件码是40931", "原取件码40931", "验证码40931"),
    *_keyed("shop/discount_code", "MX-3J8K", "邮编为MX-3J8K"),
    # Spanish amount labels whose adjective restricts the slot
    *_keyed("order_b208/total", "1.860 €", "Importe estimado: 1.860 €", "Importe original: 1.860 €"),
    *_keyed("gym/fee", "30 €", "Tarifa original: 30 €", "Cuota estimada: 30 €"),
    *_keyed("rental/order_id", "SF1234567890", "Pedido original: SF1234567890"),
    # a narrowing word of the key the label never says (`hotline` is no slot noun `_key_claims` checks)
    *_keyed("gas_company/emergency_hotline", "0571-87045119", "Hotline: 0571-87045119"),
    # Chinese lists 7a5b8a8 already read, withdrawn, optional or one picked
    *_camp("充电器", "。今年起不再需要。 ，但可选。 ，如有需要。 ，任选其一。", "雨伞"),
    *_camp("手电筒", "（任选）。 ，不带也行。", "水杯"),
    # Spanish `como pack` with a first item 7a5b8a8 already read
    *_values("Vendemos cuentos, juegos y mapas como pack.", "Vendemos juegos"),
]

# faithful cases 7a5b8a8 accepts and 77bce8b refuses: a participle simplemma does not know, first in a list of them
REGRESSIONS: list[Case] = [
    case
    for word in ("reagendadas", "postpagadas", "cancelaadas")
    for case in _values(
        f"Tenemos facturas {word}, pagadas y anuladas.", "Tenemos facturas pagadas", "Tenemos facturas anuladas"
    )
]


def _ok(value: str, evidence: str, speaker: str | None, key: str | None) -> bool:
    return check_support(value, evidence, evidence, guard=True, speaker=speaker, key=key).ok


# Left open after the lead's fixes (module doc, "Closed"); every other case of `CAUSED` and `OLDER` is refused now.
_OPEN_CAUSED: frozenset[tuple[str, str]] = frozenset(
    {
        ("3月14日", "面试时间预计3月14日"),
        ("3月14日", "面试时间预计为3月14日"),
        ("3月14日", "复试时间预计3月14日"),
        ("3月14日", "复查时间预计3月14日"),
        ("18:00", "取件时间预计18:00"),
        ("Members borrow runs", "Members borrow books and Ana writes, runs and swims."),
        ("营员需要自带雨伞", "营员需要自带睡袋、雨伞和水杯。今年起不再需要。"),
        ("营员需要自带水杯", "营员需要自带睡袋、雨伞和水杯。今年起不再需要。"),
    }
)
# (`总价预计¥1,860` closed by round 41, fifteenth session: a price list's entry label `总价预计` names no `total` whole)
_OPEN_OLDER: frozenset[tuple[str, str]] = frozenset(
    {
        ("40931", "优惠码是40931"),
        ("40931", "优惠码40931"),
        ("40931", "原取件码是40931"),
        ("40931", "原取件码40931"),
        ("40931", "验证码40931"),
        ("MX-3J8K", "邮编为MX-3J8K"),
        ("营员需要自带雨伞", "营员需要自带充电器、雨伞和水杯。今年起不再需要。"),
    }
)


def _marked(cases: list[Case], faithful: bool, still_open: frozenset[tuple[str, str]], reason: str) -> list[object]:
    mark = pytest.mark.xfail(strict=True, reason=f"red-team round 11: {reason}")
    return [pytest.param(*case, faithful, marks=mark if case[:2] in still_open else ()) for case in cases]


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "faithful"),
    [
        *_marked(CAUSED, False, _OPEN_CAUSED, "a false accept this session's readings caused, left open"),
        *_marked(OLDER, False, _OPEN_OLDER, "an older false accept (7a5b8a8 accepts it too)"),
        *_marked(REGRESSIONS, True, frozenset(), "a faithful case 7a5b8a8 accepted"),
    ],
)
def test_red_team_round_11(value: str, evidence: str, speaker: str | None, key: str | None, faithful: bool) -> None:
    """Every pinned case is read as a careful reader reads it: a false accept refused, a faithful case accepted."""
    assert _ok(value, evidence, speaker, key) is faithful
