"""Red-team round 21 of issue 31 (DESIGN §4): hostile cases against admission round 38 after red-team round 20
(90a4a43), in Chinese and Spanish with English twins. Helper rt21. No source was changed.

The readings under test (new since f1d693b, `git diff f1d693b 90a4a43 -- src/memtx/core`): (1)
`lexicon.KEYED_CROSS_LANGUAGE` gains ~50 English slot and thing words naming their Chinese and Spanish words (`claim` →
理赔 siniestro, `plate` → 车牌 matrícula, `version` → 版本, `status` → 状态 estado, `reading` → 读数 lectura, …), so an
English key takes a value from a Chinese or Spanish label; (2) refusals: `_key_claims.other_payment` (a key saying paid
against evidence saying owed, and the reverse), `_safe_asides._unsettled` (a short status aside),
`_typed._LABELLED_NAME` (a capitalized word before another capital right after a label's colon is a name), 家属 亲属
亲戚 陪护 as other persons, a lower-case `no.` before a code is `number`, `closed`/`cerrado` deny a value, and
min/max/target/latest narrow a key's version, plate or reading. Each probe was run as `check_support(value, evidence,
source, guard=True, key=key, speaker=speaker)` on 90a4a43 and on f1d693b. A strict xfail in `CAUSED` is a false accept
90a4a43 accepts and f1d693b refuses; one in `OLDER` is accepted by both; one in `REGRESSIONS` is a faithful case f1d693b
accepts and 90a4a43 refuses.

**After this round** (the lead, same session): every `CAUSED` case is refused and pinned as a plain test — the
cross-language words with other senses withdrawn (`status`, `reading`'s `lectura`, `ticket`, `locker`, `account`,
`sign`, `due`, `meter`, `deposit` …); with a key, an aside in the value's label or right after the value is no safe
deletion unless it spells, dates or says what an amount includes (`_asides._labels_value`); a word after the value
naming another's person or saying it was given away, wrong or undone refuses it (`_key_claims.disowned_after`); paid
and owed are read only in the value's label; a label's capitalized pair is a person only as a namesake of the key's
person. Open after them: 4 `OLDER`, 19 `REGRESSIONS` (the `my … no.` family and two asides after the value: see
`_OPEN_REGRESSIONS`) and 8 `TWINS` (descriptive asides), each a strict xfail.

Counts: 6,283 distinct probes, by hand and by small templates (4,788 labels of 32 Chinese and 39 Spanish slot words x 30
Chinese asides in the label or after the value, 52 Spanish post-modifiers and 11 Spanish asides in both places; 698
labels whose words restrict the key's, one to three per slot word; 120 other senses of a translated word and words
broader or narrower than the key's; 131 forms with several fields, JSON objects and multi-person forms; 299 English
twins, mixed-script labels, Chinese and Spanish keys over English labels, and sentences; 280 cases, most of them
faithful, for the new refusals: status-like asides, receipts with paid and due, companies after a label's colon, `no.`
before a code; 31 labels followed by a sentence about the value). 90a4a43 accepts 1,840, f1d693b 422; 1,463 are accepted
only by 90a4a43, 377 by both, 45 only by f1d693b. By a careful reading, 658 of the 1,463 are false accepts (321
faithful, 484 unclear and left out: template pairs whose restricting word does not fit the slot, `理赔编号（临牌）`,
`Cuenta (suplente)`, and `Pagado <modifier>` labels); of the 377, 250 are false accepts (older; 90 faithful, 37
unclear); of the 45 accepted only on f1d693b, 33 are faithful (regressions), 11 false accepts this round closed
(`importe adeudado: …` for `…/amount_paid`, `Versión (estimada): …`) and 1 unclear.

Caused (658; 74 pinned in `CAUSED`), by reading — the translated word opens a label the older rule read only in English,
and the holes of English labels come with it:
- **A Chinese aside in the label or after the value** (352): a full-width bracket whose word restricts the value but is
  in none of the aside lists is a safe deletion: `车牌号（临牌）：沪A12345`, `车牌号：沪A12345（家属）` (round 38's 家属
  is read in a sentence, not in an aside), `（对方）`, `（备用）`, `（代收）`, `（代课）`, `（返程）`, `（同行人）`,
  `（测试）`, `（共享）`, `（试用）`, `（上期）`, `（估）` (`ASIDE_UNSETTLED_ZH` has 预估 and 估计, not 估 or 上期),
  `（收款方）`, `（户名：张丽）`, `（侄子的）`, `（女儿）`, `（已卖）`, `（错的）`; `版本：2.3.1（最新）` though round
  38 made `最新` narrow a version key; the same with a mixed-script label (`车牌 (temporary): …`, `版本（beta）：…`).
  Asides with `临时`, `旧`, `原`, `之前`, `预计`, `预估`, `待定`, `作废`, `已过期`, `已注销`, `去年`, `周末`, `我爸的`
  are refused.
- **A Spanish aside, or an English word in one** (229): `Matrícula (temporal): …`, `Matrícula: … (vencida)`, `(de
  vuelta)`, `(de prueba)`, `(suplente)`, `(beneficiario)`, `(de la empresa)`, `(del vecino)`, `(backup)`, `(spouse)`
  (`(anterior)`, `(antigua)`, `(provisional)`, `(estimada)`, `(por confirmar)`, `(de mi padre)` are refused).
- **A Spanish modifier after the label's noun** (14): `Fianza devuelta: 900 €`, `Fianza adicional`, `Fianza compartida`,
  `ajena`, `de reserva`, `inicial`, `duplicada` (most modifiers are refused: `anterior`, `temporal`, `de vuelta`, `de mi
  padre`, `pendiente`).
- **Another sense of the translated word, or a word broader or narrower than the key's** (39): `Estado: Jalisco` and
  `状态：单身` for `…/order/status`; `Lectura: Cien años de soledad` for `…/meter_reading`; `Monitor: Dell U2720Q` for
  `…/instructor`; `Entrada: C/ Mayor 5` and `票：2张` for `…/ticket`; `Taquilla: 10:00-20:00` for `…/locker`; `Cuenta:
  45 €` (the bill) for `…/bank/account`; `Sede: Madrid`; `Salida: puerta B`; `Curso: 2025-2026` (the school year);
  `容量：2TB` for `…/venue/capacity`; `电表读数：…` for `…/water_meter_reading` (the key's `water` is not read against
  the label's 电); `押金：¥300` for `…/bank/deposit`; `报名日期：…` for `…/lease/sign_date` (`sign` → 报名);
  `Vencimiento: 15 de marzo` for `…/pregnancy/due_date`; `号码：…` for `…/order/id`; `快递：顺丰` for `…/tracking`.
- **A sentence after the labelled value says whose it is or that it is void** (24): `车牌号：沪A12345。这是我弟的车`,
  `…。这辆车已经卖了`, `…，这个号是错的`, `Matrícula: …. Ya lo vendí`, `理赔编号：…。这个理赔已经被拒了`,
  `账号：…。卡已注销`, `Cuenta: …. Es la de mi madre` (the English twin, `Plate: AB12 CDE. It's my brother's car`, is
  older).

Not found: a label whose own words restrict the key's is refused (`原车牌号`, `临时车牌`, `家属车牌`, `返程航班`,
`代课老师`, `matrícula anterior`, `vuelo de vuelta`, `profesor suplente`, `lectura estimada`, `非会员价`: 511 of 517); a
value under a neighbouring label, in a form or a JSON object (`理赔编号：CP-1，保单号：PL-2`, `{"matricula_anterior":
…}`), is refused; `发票`/`彩票`/`股票` for `ticket` and `医生` for `vet` are refused; Chinese and Spanish keys over
English labels are refused (recall only).

Older (`OLDER`, 250; a sample): the same asides on English labels (`Plate (temporary): …`, `Seat: 12A (companion)`,
`Account: … (payee)`, `Flight (return): …`) — any parenthesized word outside the lists is safe; Spanish asides and
modifiers on labels f1d693b already read (`Versión (beta)`, `Versión: … (última)`, `Modelo (de prueba)`, `Cita ajena`);
`closed` in an aside or a second field (`Account: 12345678 (closed)`, `Ticket 4471 — status: closed`); `Clase: turista`;
`número de teléfono: …` for `…/order/id`.

Regressions (`REGRESSIONS`, 33; all pinned but a twin of the first): (a) `other_payment` reads the whole evidence, so a
receipt's other line or the other state said of something else refuses: `Amount paid: £40. Balance due: £0`, `Amount
due: £50. Amount paid: £40`, `Paid: £12 — outstanding balance cleared`, `Paid plan: Premium, next payment due 3 May`,
`Amount due: £60 (to be paid by direct debit)`, `Due date: 3 May. Paid maternity leave starts 1 April` for
`…/pregnancy/due_date`; (b) `_LABELLED_NAME` reads a company after a label's colon as another person's name: `Vet:
Riverside Vets, phone …` for `…/vet/phone`, `Courier: Royal Mail, tracking …`, `Provider: British Gas; account no. …`,
`Insurer: Direct Line, policy no. …`, and a field's capitals, `Mobile: Personal Number …`; (c) `_NUMBER` now writes `My
account no. 12345678` as `My account number 12345678`, a verbless possessive phrase refused on both trees, so `My
passport no. …`, `My booking no. …`, `My licence no. …` and `I'm Ellie, licence no. …` are refused (and `No.` before a
letter code: `My passport No. E12345678`). No regression was found from the status asides (`(est. 1998)`, `(former
Yugoslavia)`, `(casco antiguo)`, `（原价¥199）`, `（旧金山湾区）` are refused on both trees: any such aside was unsafe
before) or from `closed`/`cerrado`.

Twins (`TWINS`): faithful cases 90a4a43 accepts and f1d693b refuses, beside the negatives: `车牌号：沪A12345`,
`"matricula": "4821 LMN"`, `固件版本：2.3.1`, `座位：12A（靠窗）`, `账号：…（工资卡）`, `车牌号（必填）：…`,
`车牌号：沪A12345。车是白色的`, `Total a pagar: 50 €. Pagado: 45 €`, `Invoice no. INV-4471 (paid)`.
"""

from __future__ import annotations

from _red_teams import SourcedCase as Case
from _red_teams import round_tests

_PL = "沪A12345"
_ML = "4821 LMN"
_CLAIM = "CP-LP-20260588"
_ACCT = "6222020200012345678"
_IBAN = "ES91 2100 0418 4502 0005 1332"


def _k(value: str, evidence: str, key: str, speaker: str | None = None) -> Case:
    return (value, evidence, None, key, speaker)


CAUSED_ZH_ASIDE: list[Case] = [
    _k(_PL, f"车牌号（临牌）：{_PL}", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}（家属）", "user/car/plate"),
    _k(_PL, f"车牌号（对方）：{_PL}", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}（备用）", "user/car/plate"),
    _k(_PL, f"车牌：{_PL}（已卖）", "user/car/plate"),
    _k(_PL, f"车牌：{_PL}（错的）", "user/car/plate"),
    _k(_CLAIM, f"理赔编号：{_CLAIM}（家属）", "user/pet_insurance/claim_no"),
    _k("2.3.1", "固件版本（测试）：2.3.1", "user/router/firmware_version"),
    _k("2.3.1", "版本：2.3.1（内测）", "user/router/firmware_version"),
    _k("2.3.1", "版本：2.3.1（最新）", "user/router/firmware_version"),
    _k("2.3.1", "版本：2.3.1（推荐）", "user/router/firmware_version"),
    _k("李四", "签收人：李四（代收）", "user/parcel/recipient"),
    _k("¥120.00", "实付金额（上期）：¥120.00", "user/bill/amount_paid"),
    _k("王老师", "老师（代课）：王老师", "user/kid/teacher"),
    _k("王老师", "老师：王老师（侄子的）", "user/kid/teacher"),
    _k("陈医生", "医生：陈医生（女儿）", "user/doctor"),
    _k("CA1234", "航班：CA1234（返程）", "user/trip/flight"),
    _k("12A", "座位：12A（同行人）", "user/flight/seat"),
    _k("04401", "读数：04401（上期）", "user/home/meter_reading"),
    _k("04401", "读数：04401（估）", "user/home/meter_reading"),
    _k(_ACCT, f"账号：{_ACCT}（收款方）", "user/bank/account"),
    _k(_ACCT, f"账号：{_ACCT}（户名：张丽）", "user/bank/account"),
    _k("23", "储物柜（共享）：23", "user/gym/locker"),
    _k("¥5000", "押金：¥5000（家属）", "user/flat/deposit"),
    _k(_PL, f"车牌 (temporary): {_PL}", "user/car/plate"),
    _k("2.3.1", "版本（beta）：2.3.1", "user/router/firmware_version"),
    _k(_ML, f"Matrícula（家属）：{_ML}", "user/car/plate"),
]

CAUSED_ES_ASIDE: list[Case] = [
    _k(_ML, f"Matrícula (temporal): {_ML}", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML} (vencida)", "user/car/plate"),
    _k(_ML, f"Matrícula (backup): {_ML}", "user/car/plate"),
    _k(_ML, f"Matrícula (spouse): {_ML}", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML} (vendido)", "user/car/plate"),
    _k("Laura Gómez", "Profesora (suplente): Laura Gómez", "user/kid/teacher"),
    _k("IB3170", "Vuelo: IB3170 (de vuelta)", "user/trip/flight"),
    _k("12A", "Asiento (de vuelta): 12A", "user/flight/seat"),
    _k(_IBAN, f"Cuenta (de prueba): {_IBAN}", "user/bank/account"),
    _k(_IBAN, f"Cuenta: {_IBAN} (beneficiario)", "user/bank/account"),
    _k(_IBAN, f"Cuenta: {_IBAN} (de la empresa)", "user/bank/account"),
    _k("04401", "Lectura: 04401 (del vecino)", "user/home/meter_reading"),
    _k("900 €", "Fianza devuelta: 900 €", "user/flat/deposit"),
    _k("900 €", "Fianza adicional: 900 €", "user/flat/deposit"),
    _k("900 €", "Fianza compartida: 900 €", "user/flat/deposit"),
]

CAUSED_WORD_SENSE: list[Case] = [
    _k("Jalisco", "Estado: Jalisco", "user/order/status"),
    _k("单身", "状态：单身", "user/order/status"),
    _k("Cien años de soledad", "Lectura: Cien años de soledad", "user/home/meter_reading"),
    _k("Dell U2720Q", "Monitor: Dell U2720Q", "user/swim/instructor"),
    _k("C/ Mayor 5", "Entrada: C/ Mayor 5", "user/concert/ticket"),
    _k("10:00-20:00", "Taquilla: 10:00-20:00", "user/gym/locker"),
    _k("45 €", "Cuenta: 45 €", "user/bank/account"),
    _k("Madrid", "Sede: Madrid", "user/wedding/venue"),
    _k("puerta B", "Salida: puerta B", "user/trip/departure"),
    _k("2025-2026", "Curso: 2025-2026", "user/kid/course"),
    _k("2张", "票：2张", "user/concert/ticket"),
    _k("2TB", "容量：2TB", "user/venue/capacity"),
    _k("2室1厅", "房间：2室1厅", "user/hotel/room"),
    _k("04417", "电表读数：04417", "user/home/water_meter_reading"),
    _k("04417", "水表：04417", "user/home/electric_meter"),
    _k("¥300", "押金：¥300", "user/bank/deposit"),
    _k("2026-03-05", "报名日期：2026-03-05", "user/lease/sign_date"),
    _k("天蝎座", "报名：天蝎座", "user/star_sign"),
    _k("15 de marzo", "Vencimiento: 15 de marzo", "user/pregnancy/due_date"),
    _k("13800138000", "号码：13800138000", "user/order/id"),
    _k("顺丰", "快递：顺丰", "user/order/tracking"),
]

CAUSED_FOLLOWING: list[Case] = [
    _k(_PL, f"车牌号：{_PL}。这是我弟的车", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。这辆车已经卖了", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}，这个号是错的", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Es el coche de mi hermano", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. Ya lo vendí", "user/car/plate"),
    _k(_CLAIM, f"理赔编号：{_CLAIM}。这个理赔已经被拒了", "user/pet_insurance/claim_no"),
    _k("2.3.1", "固件版本：2.3.1。升级失败，已回退", "user/router/firmware_version"),
    _k("陈医生", "医生：陈医生。他是我妈的主治医生", "user/doctor"),
    _k("12A", "座位：12A，给我女儿坐", "user/flight/seat"),
    _k(_ACCT, f"账号：{_ACCT}。卡已注销", "user/bank/account"),
    _k(_IBAN, f"Cuenta: {_IBAN}. Es la de mi madre", "user/bank/account"),
]

OLDER: list[Case] = [
    _k("AB12 CDE", "Plate (temporary): AB12 CDE", "user/car/plate"),
    _k("AB12 CDE", "Plate: AB12 CDE (spouse)", "user/car/plate"),
    _k("AB12 CDE", "Plate: AB12 CDE. It's my brother's car", "user/car/plate"),
    _k("12A", "Seat: 12A (companion)", "user/flight/seat"),
    _k("BA123", "Flight (return): BA123", "user/trip/flight"),
    _k("12345678", "Account: 12345678 (payee)", "user/bank/account"),
    _k("12345678", "Account: 12345678 (closed)", "user/bank/account"),
    _k("Dr Ruiz", "Doctor: Dr Ruiz (spouse)", "user/doctor"),
    _k("04417", "Meter reading (temporary): 04417", "user/home/meter_reading"),
    _k("2.3.1", "Firmware version: 2.3.1 (test)", "user/router/firmware_version"),
    _k(_CLAIM, f"Claim no: {_CLAIM} (other party)", "user/pet_insurance/claim_no"),
    _k("4471", "Ticket no. 4471 (closed)", "user/support/ticket_no"),
    _k("4471", "Ticket 4471 — status: closed", "user/support/ticket_no"),
    _k("2.3.1", "Versión: 2.3.1 (última)", "user/router/firmware_version"),
    _k("2.3.1", "Versión (beta): 2.3.1", "user/router/firmware_version"),
    _k("iPhone 15", "Modelo (de prueba): iPhone 15", "user/phone/model"),
    _k("https://gym.example.com/book", "Enlace (temporal): https://gym.example.com/book", "user/gym/link"),
    _k("5 de marzo, 10:00", "Cita ajena: 5 de marzo, 10:00", "user/dentist/appointment"),
    _k("turista", "Clase: turista", "user/kid/class"),
    _k("2026031588", "número de teléfono: 2026031588", "user/order/id"),
    _k(_PL, f"Plate（家属）：{_PL}", "user/car/plate"),
]

_PH = "07700 900123"
REGRESSIONS: list[Case] = [
    # `other_payment`: a receipt's other line, or a word of the other state about something else
    _k("£40", "Amount paid: £40. Balance due: £0", "user/bill/amount_paid"),
    _k("£40", "Amount due: £50. Amount paid: £40", "user/bill/amount_paid"),
    _k("£12", "Paid: £12 — outstanding balance cleared", "user/bill/amount_paid"),
    _k("£12", "Paid £12 (settles the outstanding amount)", "user/bill/amount_paid"),
    _k("Premium", "Paid plan: Premium, next payment due 3 May", "user/spotify/paid_plan"),
    _k("£60", "Amount due: £60 (to be paid by direct debit)", "user/bill/amount_due"),
    _k("£60", "£60 is due; I'll have it paid by Friday", "user/bill/amount_due"),
    _k("£60", "Rent due: £60; last month's paid", "user/rent/amount_due"),
    _k("3 May", "Due date: 3 May. Paid maternity leave starts 1 April", "user/pregnancy/due_date"),
    # `_LABELLED_NAME`: a company's or a field's capitalized words after a label's colon
    _k(_PH, f"Mobile: Personal Number {_PH}", "user/phone"),
    _k(_PH, f"Vet: Riverside Vets, phone {_PH}", "user/vet/phone"),
    _k("AB123456789GB", "Shipping: Royal Mail, tracking AB123456789GB", "user/order/tracking"),
    _k("AB123456789GB", "Courier: Royal Mail, tracking AB123456789GB", "user/order/tracking"),
    _k("AB123456789GB", "Carrier: Royal Mail; tracking number AB123456789GB", "user/order/tracking_number"),
    _k("850012345", "Provider: British Gas; account no. 850012345", "user/energy/account_number"),
    _k("A-1B2C3D4E", "Provider: Octopus Energy, account A-1B2C3D4E", "user/energy/account"),
    _k("DL123456", "Insurer: Direct Line, policy no. DL123456", "user/car/policy_number"),
    # `_NUMBER`: `My <noun> no. CODE` becomes `My <noun> number CODE`, which is refused on both trees
    _k("12345678", "My account no. 12345678", "user/bank/account_number"),
    _k("DL123456", "My policy no. DL123456", "user/car/policy_number"),
    _k("DL123456", "my policy no. DL123456", "user/car/policy_number"),
    _k("XK7Q2P", "My booking no. XK7Q2P", "user/hotel/booking_number"),
    _k("PG998877", "My membership no. PG998877", "user/gym/membership_number"),
    _k("PG998877", "My member no. PG998877", "user/gym/member_number"),
    _k("12A", "My seat no. 12A", "user/flight/seat_number"),
    _k("1203", "My room no. 1203", "user/hotel/room_number"),
    _k("INV-4471", "My invoice no. INV-4471", "user/invoice_number"),
    _k("CL-889911", "My claim no. CL-889911", "user/claim_number"),
    _k("E12345678", "My passport no. E12345678", "user/passport_number"),
    _k("E12345678", "My passport No. E12345678", "user/passport_number"),
    _k("WHITA907125E99LK", "My licence no. WHITA907125E99LK", "user/licence_number"),
    _k("WHITA907125E99LK", "My driving licence no. WHITA907125E99LK", "user/licence_number"),
    _k("WHITA907125E99LK", "I'm Ellie, licence no. WHITA907125E99LK", "user/licence_number"),
]

TWINS: list[Case] = [
    _k(_PL, f"车牌号：{_PL}", "user/car/plate"),
    _k(_CLAIM, f"理赔编号：{_CLAIM}", "user/pet_insurance/claim_no"),
    _k(_ML, f'"matricula": "{_ML}"', "user/renting/plate"),
    _k(_ML, f'{{"matricula": "{_ML}"}}', "user/renting/plate"),
    _k("2.3.1", "固件版本：2.3.1", "user/router/firmware_version"),
    _k("2.3.1", "版本：2.3.1（已是最新）", "user/router/firmware_version"),
    _k("张伟", "签收人：张伟", "user/parcel/recipient"),
    _k("¥120.00", "实付金额：¥120.00", "user/bill/amount_paid"),
    _k("45 €", "Total a pagar: 50 €. Pagado: 45 €", "user/bill/amount_paid"),
    _k("12A", "座位：12A（靠窗）", "user/flight/seat"),
    _k("CA1234", "航班：CA1234（经停）", "user/trip/flight"),
    _k(_ACCT, f"账号：{_ACCT}（工资卡）", "user/bank/account"),
    _k(_PL, f"车牌号（必填）：{_PL}", "user/car/plate"),
    _k(_PL, f"车牌号：{_PL}。车是白色的", "user/car/plate"),
    _k(_ML, f"Matrícula: {_ML}. El coche es blanco", "user/car/plate"),
    _k("2TB", "容量：2TB", "user/laptop/capacity"),
    _k("9:00-17:00", "Horario: 9:00-17:00, cerrado festivos", "user/clinic/hours"),
    _k("INV-4471", "Invoice no. INV-4471 (paid)", "user/invoice_number"),
]

CAUSED: list[Case] = [*CAUSED_ZH_ASIDE, *CAUSED_ES_ASIDE, *CAUSED_WORD_SENSE, *CAUSED_FOLLOWING]

# After the lead's fixes (round 38's last commit): the cases still open, by index.
_OPEN_OLDER = (12, 17, 18, 19)
# (two asides after the value, now refused with any key; fifteen `my … no.` and the company labels, which f1d693b
# accepted only because `no.` cut the value into a sentence of its own — as it did `licence no. …` for another person;
# written out, `My account number 12345678` binds `my` to no one without a speaker, on both trees)
_OPEN_REGRESSIONS = (3, 5, 14, 16, *range(17, 32))
# (descriptive asides in a keyed label or after its value — refused with any key since the label-aside rule;
# `容量` and `Horario`, whose cross-language words were withdrawn as having other senses)
_OPEN_TWINS = (5, 9, 10, 11, 12, 15, 16, 17)


_REASONS = {
    "OLDER": "accepted on f1d693b too, open",
    "REGRESSIONS": "refused since round 38's fixes, accepted by f1d693b (see the module's note), open",
    "TWINS": "a faithful case refused since the fixes that followed this round, open",
}
_OPEN = {
    "OLDER": _OPEN_OLDER,
    "REGRESSIONS": _OPEN_REGRESSIONS,
    "TWINS": _OPEN_TWINS,
}  # (every caused one refused after
# the fixes that followed this round)
_ROUND = "red-team round 21"


_LISTS = {"CAUSED": CAUSED, "OLDER": OLDER, "REGRESSIONS": REGRESSIONS, "TWINS": TWINS}
test_false_accepts_are_refused, test_faithful_cases_are_accepted, test_pinned_cases_are_distinct = round_tests(
    _ROUND, _LISTS, _OPEN, _REASONS
)
