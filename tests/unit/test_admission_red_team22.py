"""Red-team round 22 of issue 31 (DESIGN §4): hostile cases against admission round 38 after red-team round 21
(52b616a), in English, Chinese and Spanish. Helper rt22. No source was changed.

The readings under test (new since f1d693b): an initial's period written out (`_written._INITIAL`); a key's hyphenated
verb compound joined (`Pick-up` → `Pickup`); with a key, an aside in the value's label or right after it no safe
deletion except spelling, a date's weekday, an amount's inclusion, the speaker's own and `anytime`
(`_asides._labels_value`); `_key_claims.disowned_after` and its old/other exemption; paid/owed read in the value's label
(`other_payment`); the remaining cross-language slot words (`lexicon.KEYED_CROSS_LANGUAGE`). Each probe was run as
`check_support(value, evidence, evidence, guard=True, key=key, speaker=speaker)` on 52b616a and on f1d693b. A strict
xfail in `CAUSED` is a false accept 52b616a accepts and f1d693b refuses; one in `OLDER` is accepted by both; one in
`REGRESSIONS` is a faithful case f1d693b accepts and 52b616a refuses. `TWINS` are faithful cases 52b616a accepts and
f1d693b refuses, beside the negatives (plain tests: they pass on 52b616a).

Counts: 241 distinct probes, by hand (65 on initials and hyphenated compounds, 67 on asides and their exemptions, 109
on `disowned_after`, paid/owed and the cross-language words). 52b616a accepts 120, f1d693b 35. By a careful reading:
56 caused false accepts (all pinned in `CAUSED`; 4 more accepted only on 52b616a were left out as unclear: `Número: 3`
and `Número: 38` for `…/order/id`, `Solicitud: cancelada` for `…/application`, `Pick-up: 3pm` for `…/car/pickup`), 14
older false accepts (`OLDER`), 6 regressions (`REGRESSIONS`), 26 twins (`TWINS`).

Caused (56), by reading:
- **A restriction the aside rule does not see** (16): `_labels_value` wants the label's colon right after the aside
  and the value's first token right after the colon, and `_ASIDE` knows only `( )`, em dashes and spaced dashes, so a
  label aside before `为`/`是`/a space/a newline/an arrow/a hyphen (`车牌号（临牌）为沪A12345`, `Matrícula
  (temporal)\n4821 LMN`, `Matrícula (temporal) → …`), an article after the colon (`Matrícula (temporal): la 4821
  LMN`), or an unbracketed or square-bracketed restriction after the value (`车牌号：沪A12345【临牌】`, `Matrícula: 4821
  LMN [vencida]`, `…——临牌`, `…，临牌`, `…, temporal`, `… – temporal`, `…; temporal`) is no aside and restricts
  nothing. Also the exemptions: `（随时）` after an appointment's time (`预约：15:00（随时）`), and the speaker's own
  `(la mía)` followed by a sentence saying someone else uses it now.
- **`disowned_after` misses** (23): another's person by name or without a possessive (`Es el coche de Luis`,
  `这是小王的车`, `车是老公的`, `已经过户给别人了`); statuses the lists miss (`报废了`, `被偷了`, `Me lo robaron`,
  `Siniestro total`, `Lo di de baja`, `Se la devolví al concesionario`, `已经退休了`, `Se jubiló`); and the old/other
  exemption read as a bare word anywhere in the rest: `原来` (it turns out), `以前就卖了`, `以前是我的`, `我的旧车`,
  `Ya lo vendí a otro`, `Lo vendí el otro día`, `El otro coche es el mío`, `另一辆才是我的`, and a rest that speaks of
  an old one *and* disowns this one (`旧车卖了，这辆是我弟的`, `El antiguo lo vendí; este es de Luis`).
- **Other senses of a cross-language word** (14): `Matrícula: 450 €` (an enrolment fee) for `…/car/plate`, `Plaza:
  Plaza Mayor` (a square) for `…/parking/space`, `卡：卡住了` (stuck), `Cita: 'Carpe diem'` (a quotation),
  `Garantía: 900 €` (a deposit), `有效期：3年` (a period, no expiry date), `Vuelo: 2h 15m` (a duration), `店：店长`,
  `Fiscal: Pedro Ruiz` (a prosecutor) for `…/tax/id`, `位置：第2名` (a ranking), `Titular: 'Sube el paro'` (a
  headline), `Asiento: de cuero`, and `Devolución: 15 de mayo` (a product's return) for `…/trip/return_date`.
- **Older holes the new written-out forms expose** (3): the initial joins `Dr K. Osei`, so `Vet: Dr K. Osei. Moved to
  Leeds, so we need a new one` is read as `Vet: Dr Osei. …` is (older); the key's compound joins `Check-out fee: £12`
  (a hotel's) for `…/shop/checkout_total` and `Pick-up: Ford Ranger` (a truck) for `…/pickup_time`
  (their one-word twins are in `OLDER`).

Not found: paid vs owed after the value or in a table row (`实付：¥0，还欠¥120`, `Pagado: 0 €; 120 € pendientes`,
`| 应付 | 实付 |` rows) — all refused on both trees; merged sentences carrying a negation or a hedge across an
initial (`Grade: B. Predicted, not final`, `Plan B. Not available`) — refused on 52b616a (f1d693b accepted them); a
value stitched across a joined initial (`Ward B. Jones is the nurse`) — refused; inclusion glosses that restrict
(`（含上月欠费¥200）`, `(incl. my wife's)`, `（含税，不含运费）`) and own-asides with more words (`(mine — no, my
wife's)`) — refused; hyphenated compounds of another particle (`Drop-off`, `Log-out`, `Sign-off`, `Check-in` for
`checkout`) — refused.

Regressions (`REGRESSIONS`, 6): the initial's period is written out before a form's next label, so a one-letter value
ending its field is joined to the next field and refused: `Grade: B. Teacher: Mrs Lee`, `Size: M. Colour: blue`,
`Tier: C. Renewal: 3 May`, `Gate: B. Boarding 10:40`, `Terminal: B. Gate: 22`, and the next field's own value
(`Ana` of `Blood type: A. Name: Ana`). `_OPENS_SENTENCES` lists only pronouns and articles; a label's colon after the
next word is no name's.
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests

_PL = "沪A12345"
_ML = "4821 LMN"
_EP = "AB12 CDE"


def _k(value: str, evidence: str, key: str, speaker: str | None = None) -> Case:
    return (value, evidence, None, key, speaker)


CAUSED_ASIDE: list[Case] = [
    _k(_PL, f"车牌号：{_PL}【临牌】", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML} [vencida]", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}——临牌", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}，临牌", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}, temporal", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML} – temporal", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}; temporal", "user/car/plate"),
    _k(_ML, f"Matrícula (temporal)\n{_ML}", "user/car/plate"),
    _k(_ML, f"Matrícula (temporal) → {_ML}", "user/car/plate"),
    _k(_ML, f"Matrícula (temporal): la {_ML}", "user/car/plate"),
    _k(_ML, f"Matrícula (temporal) - {_ML}", "user/car/plate"),
    _k(_PL, f"车牌号（临牌）为{_PL}", "user/car/plate"),
    _k(_PL, f"车牌号（临牌）是{_PL}", "user/car/plate"),
    _k(_PL, f"车牌号（临牌） {_PL}", "user/car/plate"),
    _k("15:00", "预约：15:00（随时）", "user/dentist/appointment"),
    _k(_ML, f"Matrícula: {_ML} (la mía). Ahora la usa Luis", "user/car/plate"),
]

CAUSED_DISOWNED: list[Case] = [
    _k(_ML, f"Matrícula: {_ML}. Es el coche de Luis", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。这是小王的车", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。原来这辆车已经卖了", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。这辆车以前就卖了", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。车已经报废了", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。车被偷了", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。已经过户给别人了", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。车是老公的", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Ya lo vendí a otro", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Lo vendí el otro día", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Me lo robaron", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Siniestro total en marzo", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Lo di de baja", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. El antiguo lo vendí; este es de Luis", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。旧车卖了，这辆是我弟的", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。旧车卖了，这辆是小王的", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. El otro coche es el mío", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。另一辆才是我的", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Se la devolví al concesionario", "user/car/plate"),
    _k("陈医生", "医生：陈医生。已经退休了", "user/doctor"),
    _k("Dra. Ruiz", "Médica: Dra. Ruiz. Se jubiló el año pasado", "user/doctor"),
    _k(_PL, f"车牌号：{_PL}。这辆车以前是我的", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。是我的旧车", "user/car/plate"),
]

CAUSED_WORD_SENSE: list[Case] = [
    _k("450 €", "Matrícula: 450 €", "user/car/plate"),
    _k("Plaza Mayor", "Plaza: Plaza Mayor", "user/parking/space"),
    _k("Mayor", "Plaza: Mayor", "user/parking/space"),
    _k("卡住了", "卡：卡住了", "user/bank/card"),
    _k("'Carpe diem'", "Cita: 'Carpe diem'", "user/dentist/appointment"),
    _k("900 €", "Garantía: 900 €", "user/laptop/warranty"),
    _k("3年", "有效期：3年", "user/passport/expiry"),
    _k("2h 15m", "Vuelo: 2h 15m", "user/trip/flight"),
    _k("店长", "店：店长", "user/favourite/store"),
    _k("Pedro Ruiz", "Fiscal: Pedro Ruiz", "user/tax/id"),
    _k("第2名", "位置：第2名", "user/race/location"),
    _k("'Sube el paro'", "Titular: 'Sube el paro'", "user/bank/holder"),
    _k("de cuero", "Asiento: de cuero", "user/flight/seat"),
    _k("15 de mayo", "Devolución: 15 de mayo", "user/trip/return_date"),
]

CAUSED_WRITTEN: list[Case] = [
    _k("Dr K. Osei", "Vet: Dr K. Osei. Moved to Leeds, so we need a new one", "user/pet/vet"),
    _k("£12", "Check-out fee: £12", "user/shop/checkout_total"),
    _k("Ford Ranger", "Pick-up: Ford Ranger", "user/kid/pickup_time"),
]

CAUSED: list[Case] = [*CAUSED_ASIDE, *CAUSED_DISOWNED, *CAUSED_WORD_SENSE, *CAUSED_WRITTEN]

# After the lead's fixes (the commit after 52b616a), the cases still open, by index: a label's aside before a line's
# end, a copula (`车牌号（临牌）为…`: before a copula an aside is the subject's, which round 24 reads as the speaker's
# own, `我的电话（刚换的）是…`) or a bare space; a comma's or dash's piece of more than one word; `(la mía)` before
# another's use; four implicatures of another owner (`El otro coche es el mío`, `这辆车以前是我的`); and the three older
# holes the written-out initial and compounds reach (`Vet: Dr K. Osei. Moved to Leeds, …`, `Check-out fee:` for
# `…/checkout_total`, `Pick-up: Ford Ranger`).
_OPEN_CAUSED = (7, 11, 12, 13, 15, 32, 33, 37, 38, 53, 54, 55)
_OPEN_OLDER = (0, 1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13)
# (`（随时）` after a phone is no longer spared, as `预约：15:00（随时）` showed it could be a restriction; `garantía`
# and `titular` no longer name `warranty` and `holder`: their other senses, a deposit and a headline)
_OPEN_TWINS = (11, 12, 18, 24)

OLDER: list[Case] = [
    _k("M. Haddad", '"M. Haddad" is my sister\'s teacher', "user/kid/teacher"),
    _k("2B", "Room: 2B. No. 3B", "user/hotel/room"),
    _k("Dr Osei", "Vet: Dr Osei. Moved to Leeds, so we need a new one", "user/pet/vet"),
    _k("£12", "Checkout fee: £12", "user/shop/checkout_total"),
    _k("Ford Ranger", "Pickup: Ford Ranger", "user/kid/pickup_time"),
    _k("07700 900123", "Wife's phone: 07700 900123 (mine)", "user/wife/phone"),
    _k("3 May", "Appointment: 3 May (anytime)", "user/dentist/appointment"),
    _k(_EP, f"Plate: {_EP}. Sold it the other day", "user/car/plate"),
    _k(_EP, f"Plate: {_EP}. The old car was sold; this one is Tom's", "user/car/plate"),
    _k("Laura", "Modelo: Laura, de la agencia Elite", "user/phone/model"),
    _k("original subtitulada", "Versión: original subtitulada", "user/router/firmware_version"),
    _k("北京", "出发：北京", "user/trip/departure_time"),
    _k("la abuela", "Visita: la abuela", "user/vet/visit"),
    _k("https://x.com", "Enlace roto: https://x.com", "user/gym/link"),
]

REGRESSIONS: list[Case] = [
    _k("B", "Grade: B. Teacher: Mrs Lee", "user/kid/grade"),
    _k("M", "Size: M. Colour: blue", "user/shirt/size"),
    _k("C", "Tier: C. Renewal: 3 May", "user/gym/tier"),
    _k("B", "Gate: B. Boarding 10:40", "user/flight/gate"),
    _k("Ana", "Blood type: A. Name: Ana", "user/name"),
    _k("B", "Terminal: B. Gate: 22", "user/flight/terminal"),
]

TWINS: list[Case] = [
    _k("Mrs R. Bellamy", "Teacher: Mrs R. Bellamy", "user/kid/teacher"),
    _k("Gate 4", "Pick-up location: Gate 4", "user/trip/pickup_location"),
    _k("07700 900123", "Back-up phone: 07700 900123", "user/backup_phone"),
    _k("£50", "Set-up fee: £50", "user/broadband/setup_fee"),
    _k("Tom", "Pick-up by Tom, drop-off by me", "user/kid/pickup"),
    _k("¥120.00", "实付：¥120.00（含押金）", "user/bill/amount_paid"),
    _k("¥120.00", "实付金额：¥120.00（含配送费¥10）", "user/bill/amount_paid"),
    _k("50 €", "Pagado: 50 € (IVA incluido)", "user/bill/amount_paid"),
    _k(_PL, f"车牌号：{_PL}（我的）", "user/car/plate"),
    _k(_PL, f"车牌号（我的）：{_PL}", "user/car/plate"),
    _k(_ML, f"Matrícula (la mía): {_ML}", "user/car/plate"),
    _k("13800138000", "司机电话：13800138000（随时）", "user/taxi/driver_phone"),
    _k("13800138000", "司机电话（随时）：13800138000", "user/taxi/driver_phone"),
    _k("5月3日", "预约：5月3日（周六）", "user/dentist/appointment"),
    _k("4821lmn", "Matrícula: 4821lmn (en minúsculas)", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML} (con mayúsculas)", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。旧车牌已经注销了", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. La antigua ya la di de baja", "user/car/plate"),
    _k("3 años", "Garantía: 3 años", "user/laptop/warranty"),
    _k("王老师", "老师：王老师", "user/kid/teacher"),
    _k("Carlos", "Conductor: Carlos", "user/bus/driver"),
    _k("Ana", "教练：Ana", "user/swim/instructor"),
    _k("Calle Luna 3", "Ubicación: Calle Luna 3", "user/office/location"),
    _k("100M", "宽带：100M", "user/broadband"),
    _k("Ana Gómez", "Titular: Ana Gómez", "user/bank/holder"),
    _k("Laura", "Destinataria: Laura", "user/parcel/recipient"),
]


_REASONS = {
    "CAUSED": "accepted by 52b616a, refused by f1d693b, open after the fixes",
    "OLDER": "accepted on f1d693b too, open",
    "TWINS": "a faithful case refused since the fixes that followed this round, open",
}
_OPEN = {
    "CAUSED": _OPEN_CAUSED,
    "OLDER": _OPEN_OLDER,
    "TWINS": _OPEN_TWINS,
}  # (every regression accepted again: an initial
# after a label's colon is a value)
_ROUND = "red-team round 22"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
