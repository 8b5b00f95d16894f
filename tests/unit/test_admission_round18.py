"""Rules from the eighteenth round (issue 31, brief k-keyed; docs/admission.md, "Round 18: keyed values"): keyed
atomic values, each rule in English, Spanish and Chinese, a hard negative beside each hard positive.

- A delivery frame names a delivery relation (`Drop it at …`, `Déjalo en …`, `寄到…`, `mail can go to …`), a naming
  verb a name's relation (`everyone calls me …`, `Todos me llaman …`, `叫我…就行` for `…/称呼`), a birthday verb a
  birthday (`Cumplo años el …`), and a word of the same thing the key's (`stay` for a hotel's cost); a universal
  subject (`everyone`, `todos`, `大家都`) and a softener closing a Chinese request (`就行`, `就好`) restrict nothing.
- A value that is several whole groups after a comma is in apposition as a one-group value is, and `I` owns no noun
  it renames (`Drop it at my mum's, 27 Cromwell Road, Flat 3`, `I live at the office, 27 …`: false accepts of main).
- A transaction verb ending its phrase names a cost key's relation (`Total charged: $…`, `Me cobraron 38,90 €`);
  `of` between the keyed noun and the value says what it is (`Your refund of €86.40`); `por` opens a rate only
  before a period (`38 € por noche`).
- A label whose keyed noun has a modifier the key does not name names another slot (`Guest network password:`,
  `访客 WiFi 密码：`: false accepts of main found by the batch), and so does a hyphenated label word the key does not
  write glued (`Check-out:` for `…/checkin_date`).
- An alternative after a name in apposition leaves open which one it is (`my booking ref HT-99120 or HT-99210`: a
  false accept of main); a message verb before a colon opens another's words (`My brother just texted: '…'`: a false
  accept of main).
- A tentative value is not asserted (`(tentative)`, `(pendiente)`, `（待定）`).
- The speaker's group holds what the speaker has, for a value that is no identifier or number (`我们班主任叫…`,
  `Our landlord is Gerald`; `Our email is team@…` still gives no `felix/email`).
- A Chinese slot noun ties a typed value to the key (`打这个电话就行：…`), `我` right after a verb the key names is its
  object (`随时call我：…`), and `Nº` is a number sign (`Nº de seguimiento: …`); month and weekday abbreviations make
  a date (`When: Thu 4 Dec, 10:15`).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

Case = tuple[str, str, str | None, str | None, bool]  # value, evidence (its own source), speaker, key, supported

ADDR_EN, ADDR_ES, ADDR_ZH = "27 Cromwell Road, Flat 3", "Paseo de Gracia 92, 4º 1ª", "杭州市西湖区文三路88号5幢302"

DELIVERY: tuple[Case, ...] = (
    (ADDR_EN, f"Drop it at {ADDR_EN}", "Tobias", "tobias/delivery_address", True),
    (ADDR_EN, f"Drop it at {ADDR_EN}", "Tobias", "tobias/home_address", False),  # (a delivery is no home)
    (ADDR_EN, f"If I'm out, drop it at {ADDR_EN}", "Tobias", "tobias/delivery_address", False),
    (ADDR_EN, f"Drop my sister's parcel at {ADDR_EN}", "Tobias", "tobias/delivery_address", False),
    ("14 Larkspur Lane, Apt 2C", "mail can go to 14 Larkspur Lane, Apt 2C", "Brigid", "brigid/mailing_address", True),
    ("14 Larkspur Lane, Apt 2C", "mail can go to 14 Larkspur Lane, Apt 2C on weekdays", "Brigid",
     "brigid/mailing_address", False),
    (ADDR_ES, f"Déjalo en {ADDR_ES}", "Gonzalo", "gonzalo/direccion_entrega", True),
    (ADDR_ES, f"Déjalo en {ADDR_ES}", "Gonzalo", "gonzalo/direccion", False),
    (ADDR_ES, f"Si no estoy, déjalo en {ADDR_ES}", "Gonzalo", "gonzalo/direccion_entrega", False),
    (ADDR_ES, f"No lo dejes en {ADDR_ES}", "Gonzalo", "gonzalo/direccion_entrega", False),
    (ADDR_ZH, f"寄到{ADDR_ZH}", "庞蕊", "庞蕊/收货地址", True),
    (ADDR_ZH, f"寄到{ADDR_ZH}", "庞蕊", "庞蕊/住址", False),
    (ADDR_ZH, f"以前寄到{ADDR_ZH}", "庞蕊", "庞蕊/收货地址", False),
    (ADDR_ZH, f"给我妹寄到{ADDR_ZH}", "庞蕊", "庞蕊/收货地址", False),
    ("小区东门的丰巢柜", "放到小区东门的丰巢柜就好", "庞蕊", "庞蕊/快递存放点", True),
    ("小区东门的丰巢柜", "周末放到小区东门的丰巢柜就好", "庞蕊", "庞蕊/快递存放点", False),
)  # fmt: skip

APPOSED: tuple[Case, ...] = (
    (ADDR_EN, f"Drop it at my mum's, {ADDR_EN}", "Tobias", "tobias/delivery_address", False),
    (ADDR_EN, f"Drop it at the office, {ADDR_EN}", "Tobias", "tobias/delivery_address", False),
    (ADDR_EN, f"I live at the office, {ADDR_EN}", "Tobias", "tobias/address", False),
    (ADDR_EN, f"My address is {ADDR_EN}", "Tobias", "tobias/address", True),
    (ADDR_ES, f"Déjalo en casa de mi madre, {ADDR_ES}", "Gonzalo", "gonzalo/direccion_entrega", False),
    (ADDR_ES, f"Mi dirección es {ADDR_ES}", "Gonzalo", "gonzalo/direccion", True),
    ("西湖区文三路88号，5幢302", "寄到我妈家，西湖区文三路88号，5幢302", "庞蕊", "庞蕊/收货地址", False),
    ("西湖区文三路88号，5幢302", "寄到西湖区文三路88号，5幢302", "庞蕊", "庞蕊/收货地址", True),
)  # fmt: skip

NAMING: tuple[Case, ...] = (
    ("Teddy", "everyone calls me Teddy", "Thaddeus", "thaddeus/nickname", True),
    ("Teddy", "Everyone at work calls me Teddy", "Thaddeus", "thaddeus/nickname", False),
    ("Teddy", "Not everyone calls me Teddy", "Thaddeus", "thaddeus/nickname", False),
    ("Teddy", "everyone calls my brother Teddy", "Thaddeus", "thaddeus/nickname", False),
    ("Albi", "Todos me llaman Albi.", "Alba", "alba/apodo", True),
    ("Albi", "Todos le llaman Albi.", "Alba", "alba/apodo", False),
    ("Albi", "En el trabajo todos me llaman Albi.", "Alba", "alba/apodo", False),
    ("小滕", "大家都叫我小滕", "滕子昂", "滕子昂/称呼", True),
    ("小滕", "大家都叫他小滕", "滕子昂", "滕子昂/称呼", False),
    ("小滕", "以前大家都叫我小滕", "滕子昂", "滕子昂/称呼", False),
    ("小柏", "叫我小柏就行", "柏雪", "柏雪/称呼", True),
    ("小柏", "公司里叫我小柏就行", "柏雪", "柏雪/称呼", False),
    # (a birthday by its verb, a thing by another word for it)
    ("el 3 de noviembre", "Cumplo años el 3 de noviembre", "Íñigo", "íñigo/cumpleaños", True),
    ("el 3 de noviembre", "Mi hermano cumple años el 3 de noviembre", "Íñigo", "íñigo/cumpleaños", False),
    ("£612.50", "I paid £612.50 for the stay", "Kwame", "kwame/hotel_cost", True),
    ("£612.50", "I paid £612.50 for the flights", "Kwame", "kwame/hotel_cost", False),
    ("£612.50", "My brother paid £612.50 for the stay", "Kwame", "kwame/hotel_cost", False),
    ("684 €", "Por la estancia pagué 684 €", "Baltasar", "baltasar/coste_hotel", True),
    ("684 €", "Por la estancia de mi hermano pagué 684 €", "Baltasar", "baltasar/coste_hotel", False),
    ("12月3号", "我12月3号过生日", "阿蘅", "阿蘅/生日", True),
    ("12月3号", "我妈12月3号过生日", "阿蘅", "阿蘅/生日", False),
)  # fmt: skip

AMOUNTS: tuple[Case, ...] = (
    ("$184.37", "Total charged: $184.37", None, "order/total", True),
    ("$184.37", "Total charged to gift card: $184.37", None, "order/total", False),
    ("$184.37", "Shipping charged: $184.37", None, "order/total", False),
    ("$184.37", "Total charged: $184.37", None, "account/balance", False),
    ("€86.40", "Your refund of €86.40 has been issued", None, "refund/amount", True),
    ("€86.40", "A partial refund of €86.40 has been issued", None, "refund/amount", False),
    ("€86.40", "Your refund of €86.40 has not been issued", None, "refund/amount", False),
    ("38,90 €", "Me cobraron 38,90 € por el cambio de billete", "Rocío", "cambio_billete/importe", True),
    ("38,90 €", "A mi hermano le cobraron 38,90 € por el cambio de billete", "Rocío", "cambio_billete/importe", False),
    ("38,90 €", "Me cobraron 38,90 € por noche", "Rocío", "cambio_billete/importe", False),
    ("38,90 €", "No me cobraron 38,90 € por el cambio de billete", "Rocío", "cambio_billete/importe", False),
    ("¥120", "体检收了我¥120", "阿蘅", "体检/费用", True),
    ("¥120", "体检收了我妈¥120", "阿蘅", "体检/费用", False),
)  # fmt: skip

LABELS: tuple[Case, ...] = (
    ("welcome2024", "Wifi password: welcome2024", None, "office/wifi_password", True),
    ("welcome2024", "Guest network password: welcome2024", None, "office/wifi_password", False),
    ("bienvenidos2025", "Contraseña del wifi: bienvenidos2025", None, "oficina/contrasena_wifi", True),
    ("bienvenidos2025", "Contraseña antigua del wifi: bienvenidos2025", None, "oficina/contrasena_wifi", False),
    ("guest1234", "WiFi 密码：guest1234", None, "青城民宿/wifi密码", True),
    ("guest1234", "访客 WiFi 密码：guest1234", None, "青城民宿/wifi密码", False),
    ("Sun 16 Mar", "Check-in: Sun 16 Mar", None, "hotel/checkin_date", True),
    ("Sun 16 Mar", "Check-out: Sun 16 Mar", None, "hotel/checkin_date", False),
    ("Thu 4 Dec, 10:15", "When: Thu 4 Dec, 10:15", None, "dentist_appointment/datetime", True),
    ("Thu 4 Dec, 10:15", "When: Thu 4 Dec, 10:15", None, "dentist_appointment/payment_due", False),
    ("CX492017735ES", "Nº de seguimiento: CX492017735ES", None, "pedido/número_seguimiento", True),
    ("CX492017735ES", "Nº de seguimiento anterior: CX492017735ES", None, "pedido/número_seguimiento", False),
    ("186 2233 4455", "打这个电话就行：186 2233 4455", "老秦", "老秦/电话", True),
    ("186 2233 4455", "打我老婆这个电话就行：186 2233 4455", "老秦", "老秦/电话", False),
    ("186 2233 4455", "周末打这个电话就行：186 2233 4455", "老秦", "老秦/电话", False),
    ("139 0721 8846", "随时call我：139 0721 8846", "老葛", "老葛/手机", True),
    ("139 0721 8846", "随时call我老婆：139 0721 8846", "老葛", "老葛/手机", False),
)  # fmt: skip

WHICH: tuple[Case, ...] = (
    ("HT-99120", "my booking ref HT-99120", "Ravi", "ravi/booking_ref", True),
    ("HT-99120", "is my booking ref HT-99120 or HT-99210", "Ravi", "ravi/booking_ref", False),
    ("XK29PL", "mi localizador XK29PL", "Baltasar", "baltasar/localizador", True),
    ("XK29PL", "mi localizador XK29PL o XK92PL", "Baltasar", "baltasar/localizador", False),
    ("6-2-3018", "我的取件码 6-2-3018", "葛师傅", "葛师傅/取件码", True),
    ("6-2-3018", "我的取件码 6-2-3018 还是 6-2-3081", "葛师傅", "葛师傅/取件码", False),
)  # fmt: skip

TENTATIVE: tuple[Case, ...] = (
    ("4 December 2026", "Date: 4 December 2026", None, "meeting/date", True),
    ("4 December 2026", "Date: 4 December 2026 (tentative)", None, "meeting/date", False),
    ("3 de mayo", "Fecha: 3 de mayo", None, "reunion/fecha", True),
    ("3 de mayo", "Fecha: 3 de mayo (pendiente)", None, "reunion/fecha", False),
    ("5月3日", "时间：5月3日", None, "会议/时间", True),
    ("5月3日", "时间：5月3日（待定）", None, "会议/时间", False),
)  # fmt: skip

GROUP: tuple[Case, ...] = (
    ("Gerald", "Our landlord is Gerald", "Felix", "felix/landlord", True),
    ("Gerald", "Their landlord is Gerald", "Felix", "felix/landlord", False),
    ("Gerald", "Our old landlord was Gerald", "Felix", "felix/landlord", False),
    ("team@acme.io", "Our email is team@acme.io", "Felix", "felix/email", False),
    ("Rex", "Nuestro perro se llama Rex", "Alba", "alba/perro", True),
    ("Rex", "Nuestro antiguo perro se llamaba Rex", "Alba", "alba/perro", False),
    ("褚慧敏", "我们班主任叫褚慧敏", "阿珂", "阿珂/班主任", True),
    ("褚慧敏", "他们班主任叫褚慧敏", "阿珂", "阿珂/班主任", False),
    ("褚慧敏", "我们以前的班主任叫褚慧敏", "阿珂", "阿珂/班主任", False),
)  # fmt: skip

GROUPS = {
    "delivery": DELIVERY,
    "apposed": APPOSED,
    "naming": NAMING,
    "amounts": AMOUNTS,
    "labels": LABELS,
    "which": WHICH,
    "tentative": TENTATIVE,
    "group": GROUP,
}


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "expected"),
    [case for cases in GROUPS.values() for case in cases],
    ids=[f"{name}-{k}" for name, cases in GROUPS.items() for k in range(len(cases))],
)
def test_round18_rules_beside_their_twins(
    value: str, evidence: str, speaker: str | None, key: str | None, expected: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker, key=key).ok is expected


QUOTED: tuple[tuple[str, str, str, str, str, bool], ...] = (
    ("07700 900733", "my new number is 07700 900733", "Quick update: my new number is 07700 900733, delete the old one",
     "Octavia", "octavia/phone", True),
    ("07700 900733", "my new number is 07700 900733",
     "My brother just texted: 'my new number is 07700 900733, delete the old one'", "Octavia", "octavia/phone", False),
    ("644 908 172", "mi número nuevo es 644 908 172", "Apunta: mi número nuevo es 644 908 172", "Rocío",
     "rocio/telefono", True),
    ("644 908 172", "mi número nuevo es 644 908 172", "Mi prima me mandó: mi número nuevo es 644 908 172", "Rocío",
     "rocio/telefono", False),
    ("15068421937", "我手机号换成 15068421937 了", "跟你说下，我手机号换成 15068421937 了", "卢一帆",
     "卢一帆/手机号", True),
    ("15068421937", "我手机号换成 15068421937 了", "我表哥刚发来：我手机号换成 15068421937 了", "卢一帆",
     "卢一帆/手机号", False),
)  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key", "expected"), QUOTED)
def test_a_message_verb_before_a_colon_opens_another_persons_words(
    value: str, evidence: str, source: str, speaker: str, key: str, expected: bool
) -> None:
    assert check_support(value, evidence, source, speaker=speaker, key=key).ok is expected
