"""Round 38 of issue 31 (DESIGN §4), twelfth session: English keys over Chinese and Spanish labels, and three readings
tried and withdrawn.

Blind batches 54 and 55 (written for this session by helpers who read no rule) were scored on the session's first tree
(f1d693b) before anything here was written: 48/66 and 37/66 faithful, 0/54 false accepts each. Their misses and the dev
split's showed one class a word list can close without reading anything new into a sentence: **a label in one
language under a key in another** (`理赔编号：CP-LP-20260588` for `user/pet_insurance/claim_no`, `"matricula": "4821
LMN"` for `user/renting/plate`, `固件版本：V2.8.5` for `…/firmware_version`), refused because `claim`, `plate` and
`firmware` named no Chinese or Spanish word. `lexicon.KEYED_CROSS_LANGUAGE` (round 35) gains the slot and thing words
of round 38: each is the word itself in the other language, never a kind of it, and no word of time, owner or state —
so a label that also says `old`, `原`, `anterior`, `应付` or `代` still leaves that word unnamed and is refused, as its
English twin is. Blind batches 56 and 57, written after the list, measure it (docs/eval-admission.md). Red-team round 20
did not probe it (it came after); the negatives below are the lead's.

Older false accepts closed beside it (each accepted on f1d693b; blind batch 56 found three, 3/54 on f1d693b): `closed`,
`cerrado`, `cerrada` join the typed rule's words that deny a value works (`Inscripción cerrada: https://…` for
`club/inscripcion_url`); **paid is not owed** (`_key_claims.other_payment`: a key that says paid takes no amount or
date its evidence says is due, pending or `应付`, nor the reverse: `Amount due: ¥120.00` for `…/amount_paid`); **a
short status aside** that says its value is estimated, pending or an earlier one is no safe deletion
(`_safe_asides._unsettled`: `Meter reading (estimated): 04417 kWh`); **a name right after a label's colon** is a
person's (`_typed._LABELLED_NAME`: `Named driver: Ellie Whitaker, licence no. …` is Ellie's, not `james_whitaker`'s),
and `家属`, `亲属`, `亲戚`, `陪护` are other persons (`陪同家属：赵丽（女儿），电话 …`); a lower-case `no.` after a
listed noun and before a code is `number` (`licence no. WHITA907125E99LK` had cut its sentence there).

**Withdrawn after red-team round 20** (tests/unit/test_admission_red_team20.py: 290 caused false accepts among 9,996
probes, for two dev records and one blind one): Chinese `并` after a comma as a conjunction (it kept none of
`并且`'s frames: `工程师去年更换了交换机，并…` dropped `去年`), a first conjunct's subject of three or four characters
(`工程师助理了解了情况` read `助理` as the verb), a listed verb's cut moved to a dictionary verb's start, and a
namespaced key's person in pinyin (`romanized` also gives a given name, a title or another surname's reading). Their
faithful cases here are strict xfails; their negatives stay refused.
"""

from __future__ import annotations

import pytest

from _red_teams import ok, ok_sourced

_WITHDRAWN = pytest.mark.xfail(strict=True, reason="a reading of round 38 withdrawn after red-team round 20")


def _faithful_withdrawn(cases: list[tuple[object, ...]]) -> list[object]:
    return [pytest.param(*case, marks=(_WITHDRAWN,)) if case[-1] is True else case for case in cases]


# (value, evidence, key, supported): a label in one language under a key in another, with same-language twins
LABELS = [
    ("CP-LP-20260588", "理赔编号：CP-LP-20260588", "user/pet_insurance/claim_no", True),
    ("CP-LP-20260588", "Número de siniestro: CP-LP-20260588", "user/pet_insurance/claim_no", True),
    ("CP-LP-20260588", "Claim number: CP-LP-20260588", "user/pet_insurance/claim_no", True),
    ("4821 LMN", '"matricula": "4821 LMN"', "user/renting/plate", True),
    ("沪A·D83K72", '"车牌号": "沪A·D83K72"', "user/lease/plate", True),
    ("V2.8.5", "固件版本：V2.8.5", "user/solar_inverter/firmware_version", True),
    ("V2.8.5", "Versión de firmware: V2.8.5", "user/solar_inverter/firmware_version", True),
    ("周敏", "签收人：周敏", "courier/order_88017/recipient", True),
    ("¥120.00", "实付：¥120.00", "sports_centre/booking/amount_paid", True),
    ("https://x.es/a", "Inscripción: https://x.es/a", "club/sign_up_url", True),
    ("08:10", "开船时间：08:10", "trip/ferry/departure_time", True),
    # hard negatives: a word of time, state, owner or another slot beside the label's slot word stays unnamed
    ("4821 LMN", "Matrícula anterior: 4821 LMN", "user/renting/plate", False),
    ("4821 LMN", "Antigua matrícula: 4821 LMN", "user/renting/plate", False),
    ("4821 LMN", '"matricula_anterior": "4821 LMN"', "user/renting/plate", False),
    ("沪A·D83K72", "旧车牌号：沪A·D83K72", "user/lease/plate", False),
    ("沪A·D83K72", "临时车牌：沪A·D83K72", "user/lease/plate", False),
    ("沪A·D83K72", "我老婆的车牌号：沪A·D83K72", "user/lease/plate", False),
    ("V2.8.5", "旧固件版本：V2.8.5", "user/solar_inverter/firmware_version", False),
    ("V2.8.5", "推荐固件版本：V2.8.5", "user/solar_inverter/firmware_version", False),
    ("V2.8.5", "Versión anterior del firmware: V2.8.5", "user/solar_inverter/firmware_version", False),
    ("V2.8.5", "Previous firmware version: V2.8.5", "user/solar_inverter/firmware_version", False),
    ("CP-LP-20260588", "原理赔编号：CP-LP-20260588", "user/pet_insurance/claim_no", False),
    ("CP-LP-20260588", "Número de siniestro anterior: CP-LP-20260588", "user/pet_insurance/claim_no", False),
    ("CP-LP-20260588", "理赔编号（已作废）：CP-LP-20260588", "user/pet_insurance/claim_no", False),
    ("周敏", "代签收人：周敏", "courier/order_88017/recipient", False),
    ("¥120.00", "应付：¥120.00", "sports_centre/booking/amount_paid", False),
    ("¥120.00", "待付：¥120.00", "sports_centre/booking/amount_paid", False),
    ("¥120.00", "Importe pendiente: ¥120.00", "sports_centre/booking/amount_paid", False),
    ("¥120.00", "Amount due: ¥120.00", "sports_centre/booking/amount_paid", False),
    ("https://x.es/a", "Inscripción cerrada: https://x.es/a", "club/sign_up_url", False),
    ("https://x.es/a", "Inscripción cerrada: https://x.es/a", "club/inscripcion_url", False),
    ("https://x.es/a", "Sign-up closed: https://x.es/a", "club/sign_up_url", False),
    ("08:10", "原开船时间：08:10", "trip/ferry/departure_time", False),
    ("08:10", "返程开船时间：08:10", "trip/ferry/departure_time", False),
]  # fmt: skip

# (value, evidence, key, supported): older false accepts of f1d693b that blind batch 56 and the lead's probes found,
# each beside its faithful twin — paid is not owed, an estimate is not the reading, another person's field not the key's
PAYMENTS_AND_OWNERS = [
    ("¥120.00", "Amount paid: ¥120.00", "sports_centre/booking/amount_paid", True),
    ("¥120.00", "Amount due: ¥120.00", "sports_centre/booking/amount_paid", False),
    ("¥120.00", "Amount paid: ¥120.00", "sports_centre/booking/amount_due", False),
    ("120 €", "Importe pagado: 120 €", "reserva/importe_pagado", True),
    ("120 €", "Importe pendiente: 120 €", "reserva/importe_pagado", False),
    ("¥120.00", "应付：¥120.00", "sports_centre/booking/amount_paid", False),
    ("3 March", "Due date: 3 March", "invoice/due_date", True),
    ("3 March", "Due date: 3 March", "invoice/paid_date", False),
    ("£142.36", "Balance due: £142.36", "brightgrid/account/balance", True),
    ("04417 kWh", "Meter reading: 04417 kWh", "brightgrid/electricity/meter_reading", True),
    ("04417 kWh", "Meter reading (estimated): 04417 kWh", "brightgrid/electricity/meter_reading", False),
    ("04417 kWh", "Lectura del contador (estimada): 04417 kWh", "brightgrid/electricity/meter_reading", False),
    ("04417 kWh", "电表读数（预估）：04417 kWh", "brightgrid/electricity/meter_reading", False),
    ("WHITA907125E99LK", "Named driver: Ellie Whitaker, licence no. WHITA907125E99LK",
     "hartwell_insurance/james_whitaker/licence_number", False),
    ("0117 496 0381", "Contact: Tom Baker, tel 0117 496 0381", "acme/tom_baker/phone", True),
    ("0117 496 0381", "Contact: Ann Baker, tel 0117 496 0381", "acme/tom_baker/phone", False),
    ("137 6655 0912", "陪同家属：赵丽（女儿），电话 137 6655 0912", "physio/zhao_ming/phone", False),
    ("4471", "Invoice No. 4471", "acme/invoice_number", True),
    ("4471", "Old invoice No. 4471", "acme/invoice_number", False),
    # (after red-team round 21) paid and owed only in the value's own label; a label's aside; a word after the value
    ("£40", "Amount due: £50. Amount paid: £40", "user/bill/amount_paid", True),
    ("£40", "Amount paid: £40. Balance due: £0", "user/bill/amount_paid", True),
    ("沪A12345", "车牌号：沪A12345", "user/car/plate", True),
    ("沪A12345", "车牌号（临牌）：沪A12345", "user/car/plate", False),
    ("AB12 CDE", "Plate (temporary): AB12 CDE", "user/car/plate", False),
    ("4821 LMN", "Matrícula: 4821 LMN (vencida)", "user/car/plate", False),
    ("¥268.00", "合计：¥268.00（含配送费¥10）", "外卖订单/合计", True),
    ("275,00 €", "Total (IVA incluido): 275,00 €", "estudio/factura/total", True),
    ("沪A12345", "车牌号：沪A12345。车是白色的", "user/car/plate", True),
    ("沪A12345", "车牌号：沪A12345。这是我弟的车", "user/car/plate", False),
    ("沪A12345", "车牌号：沪A12345。这辆车已经卖了", "user/car/plate", False),
    ("4821 LMN", "Matrícula: 4821 LMN. Es el coche de mi hermano", "user/car/plate", False),
    ("AB12 CDE", "Plate: AB12 CDE. It's my brother's car", "user/car/plate", False),
    ("¥89.00", "您的退款 ¥89.00 已原路退回", "退款/金额", True),
    ("A-1B2C3D4E", "Provider: Octopus Energy, account A-1B2C3D4E", "user/energy/account", True),
    ("Manchester Airport T2", "Pick-up location: Manchester Airport T2", "car_hire/pickup_location", True),
    ("Manchester Airport T2", "Drop-off location: Manchester Airport T2", "car_hire/pickup_location", False),
    ("Fri 12 June", "Check-in: Fri 12 June", "cabin_stay/checkout_date", False),
    ("Mrs R. Bellamy", "Class teacher: Mrs R. Bellamy", "st_annes/maya_patel/class_teacher", True),
    ("Bellamy", "Class teacher: Mrs R. Bellamy", "st_annes/maya_patel/class_teacher", False),
    # (blind batch 59, scored on the final rules: an abbreviation's period before a number cut it into a sentence of
    # its own, free of whose it is)
    ("611 204 387", "Contacto de emergencia: Elena Gil (madre), tel. 611 204 387", "pablo_gil/phone", False),
    ("611 204 387", "Emergency contact: Ellen Gill (mother), tel. 611 204 387", "pablo_gill/phone", False),
    ("611 204 387", "紧急联系人：吉艾琳（母亲），电话 611 204 387", "pablo_gil/phone", False),
    ("611 204 387", "Tel. 611 204 387", "clinic/phone", True),
    ("4471", "ext. 4471", "keiko_tanaka/extension", True),
]  # fmt: skip

# (value, evidence, source, key, speaker, supported): blind batch 59's other false accept on the final rules — a
# Spanish imperative with the first person glued to it (`Mandadme`) says `I` in another's turn
TURNS = [
    ("helen.marsh@atlasidiomas.es", "Mandadme los deberes a helen.marsh@atlasidiomas.es",
     "[Grupo C1 Atlas]\nHelen (profe): Mandadme los deberes a helen.marsh@atlasidiomas.es\nCarla: vale!!",
     "carla/email", "Carla", False),
    ("helen.marsh@atlasidiomas.es", "Mandadme los deberes a helen.marsh@atlasidiomas.es",
     "[Grupo C1 Atlas]\nHelen (profe): Mandadme los deberes a helen.marsh@atlasidiomas.es\nCarla: vale!!",
     "helen/email", "Helen", True),
    ("helen.marsh@atlasidiomas.es", "Send me the homework at helen.marsh@atlasidiomas.es",
     "Helen (teacher): Send me the homework at helen.marsh@atlasidiomas.es\nCarla: ok!!", "carla/email", "Carla",
     False),
]  # fmt: skip

# (value, evidence, supported): the withdrawn `，并` and noun-subject readings, with en/es twins the older rules read
CONJUNCTS = [
    ("工程师重新配置了访客无线网络", "工程师更换了交换机，并重新配置了访客无线网络。", True),
    ("物业公司更换了阀门", "物业公司检查了水管，并更换了阀门", True),
    ("工程师配置网络", "工程师更换了交换机，并不配置网络。", False),
    ("工程师配置了网络", "如果工程师更换了交换机，并配置了网络", False),
    ("工程师配置网络", "工程师打算更换交换机，并配置网络", False),
    ("工程师重新配置了访客无线网络", "工程师去年更换了交换机，并重新配置了访客无线网络", False),
    ("工程师重新配置了网络", "工程师助理了解了情况，并重新配置了网络", False),
    ("我咬伤了邻居", "我养了一只狗，并咬伤了邻居", False),
    ("物业搬走了", "物业赶走了那户业主，搬走了。", False),
]  # fmt: skip
TWINS = [
    ("The engineer reconfigured the guest wifi", "The engineer replaced the switch and reconfigured the guest wifi.",
     True),
    ("El técnico arregló la lámpara", "El técnico cambió el enchufe y arregló la lámpara.", True),
    ("El técnico arregló la lámpara", "Si el técnico cambió el enchufe, arregló la lámpara.", False),
    ("密码90天内不能重复使用", "密码至少需要12个字符，并且90天内不能重复使用", True),
]  # fmt: skip

# (value, evidence, key, speaker, supported): the withdrawn pinyin person past a namespace
MEMBERS = [
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/chen_shifu/phone", "陈师傅", True),
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/chen/phone", "陈师傅", False),
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/shifu/phone", "陈师傅", False),
    ("13916720458", "我的手机号是13916720458", "星辰驾校/xiaoming/phone", "王小明", False),
    ("13916720458", "我的手机号是13916720458", "chen_piano_tuning/chen_shifu/phone", "陈静", False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), LABELS)
def test_a_label_in_one_language_under_a_key_in_another(value: str, evidence: str, key: str, supported: bool) -> None:
    assert ok(value, evidence, key, None) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), PAYMENTS_AND_OWNERS)
def test_paid_or_owed_an_estimate_and_another_persons_field(
    value: str, evidence: str, key: str, supported: bool
) -> None:
    assert ok(value, evidence, key, None) is supported


@pytest.mark.parametrize(("value", "evidence", "source", "key", "speaker", "supported"), TURNS)
def test_an_imperative_with_a_glued_first_person_in_another_s_turn(
    value: str, evidence: str, source: str, key: str, speaker: str, supported: bool
) -> None:
    assert ok_sourced(value, evidence, source, key, speaker) is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), [*_faithful_withdrawn(CONJUNCTS), *TWINS])
def test_a_second_conjunct_after_bing_withdrawn(value: str, evidence: str, supported: bool) -> None:
    assert ok(value, evidence, None, None) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), _faithful_withdrawn(MEMBERS))
def test_a_namespaced_person_in_pinyin_withdrawn(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    assert ok(value, evidence, key, speaker) is supported
