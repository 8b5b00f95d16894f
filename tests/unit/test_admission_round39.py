"""Round 39 of issue 31 (DESIGN §4), thirteenth session: whose a contact is, more labels in one language under keys in
another, names written without `ñ`, and a label's `No:`.

Blind batches 60 and 61 (written for this session by helpers who read no rule) were scored on the session's first tree
(dfd42fe) before anything of theirs was tuned on: 53/66 faithful and **3/54 false accepts** (batch 60: an e-mail
address written after another person's name, `cc: Tomasz Nowak (Finance) tomasz.nowak@…` for `…/irene_vogel/email`),
49/66 and 1/54 (batch 61: `共同投保人：吴磊 137 6620 1184` for `萌宠保/吴佳/手机号`). Those four are one class: a
contact written right after a person's name on its line is that person's (`_contacts.contact_of_another`). The rest
come from the dev split's misses: `From:` alone is an e-mail's header label, not a sender's frame (`_speech`); more
slot words of `lexicon.KEYED_CROSS_LANGUAGE`, none with another sense (`monitor`, `房间`, `快递`, `receta`, `entrada`
tried and left out: red-team round 21's polysemy cases caught three); `return` and `exchange` narrow a key's slot
(`lexicon.KEY_NARROWING`: `快递单号：SF…` is no `…/return_tracking_number`); `ñ`, `ü`, `ç` compare as `n`, `u`, `c`
between a speaker's name and a key's (`solarnorte/inigo/movil` for Íñigo); a label's `No:` after an acronym or a
numbered noun is `number` (`NHS No: 485 777 3456`, `_written`); and a digit's `am` is a time, no second verb chain
in a first conjunct (`The bakery opens at 7am and sells out …`, `_coordination._verb_chain_at`).
"""

from __future__ import annotations

import pytest

from _red_teams import ok, ok_sourced

_SCHOOL = "【晓黎家校通】学生：赵小雨\n紧急联系人：1. 赵敏（母亲）13611112222 2. 赵国强（外公）13933334444"

# (value, evidence, source or None, key, speaker, supported): a contact after a person's name on its line
CONTACTS = [
    # a role the key names before the name makes it the key's person (red-team round 23's regressions)
    ("07700 900123", "Landlord: Ahmed Khan - 07700 900123", None, "user/landlord/phone", None, True),
    ("13800138000", "房东：张伟 13800138000", None, "user/landlord/phone", None, True),
    ("13766201184", "紧急联系人：吴磊 13766201184", None, "吴佳/紧急联系人电话", None, True),
    ("07700 900123", "Casero: Jorge Molina - 07700 900123", None, "user/landlord/phone", None, True),
    ("07700 900123", "Plumber: Dave Miller - 07700 900123", None, "user/landlord/phone", None, False),
    # e-mail headers: `From:` alone is a label, the name after it owns the address
    ("elena@vasquezlaw.com", "From: Elena Vasquez <elena@vasquezlaw.com>", None, "elena_vasquez/email", None, True),
    ("gareth@choir.org", "From: Gareth Lyle <gareth@choir.org>", None, "tom_becker/email", None, False),
    ("elena@vasquezlaw.com", "From: Elena Vasquez <elena@vasquezlaw.com>", None, "user/email", "Elena Vasquez", True),
    ("elena@vasquezlaw.com", "From: Elena Vasquez <elena@vasquezlaw.com>", None, "user/email", "Tom Reid", False),
    ("elena@vasquezlaw.com", "From: Elena Vasquez <elena@vasquezlaw.com>", None, "user/email", None, False),
    ("ana@x.com", "From: ana@x.com", None, "user/email", "Tom", False),
    ("Paris", "I live in Paris now", "From: Ana Ruiz\nI live in Paris now", "user/city", "Tom", False),
    ("北京", "我住在北京", "发件人：王芳\n我住在北京", "user/城市", "李明", False),
    ("Valencia", "Vivo en Valencia", "De: Ana Ruiz\nVivo en Valencia", "user/ciudad", "Tomás", False),
    # a sender line that names no one still labels its sender's turn
    ("Paris", "I live in Paris now", "From: my sister\nI live in Paris now", "user/city", "Tom", False),
    ("Paris", "I live in Paris now", "From: Tom Reid\nI live in Paris now", "user/city", "Tom Reid", True),
    ("Valencia", "Vivo en Valencia", "De: mi hermana\nVivo en Valencia", "user/ciudad", "Tomás", False),
    ("Valencia", "Vivo en Valencia", "De: Tomás Gil\nVivo en Valencia", "user/ciudad", "Tomás Gil", True),
    ("北京", "我住在北京", "发件人：我姐\n我住在北京", "user/城市", "李明", False),
    ("北京", "我住在北京", "发件人：李明\n我住在北京", "user/城市", "李明", True),
    ("pilar.sanz@sierranorte.es", "De: Pilar Sanz <pilar.sanz@sierranorte.es>", None, "pilar_sanz/email", None, True),
    ("jmolina@coop.es", "De: Jorge Molina <jmolina@coop.es>", None, "lorena_campos/email", None, False),
    ("yangjg@club.cn", "发件人：杨建国 <yangjg@club.cn>", None, "杨建国/邮箱", None, True),
    ("yangjg@club.cn", "发件人：杨建国 <yangjg@club.cn>", None, "周敏/邮箱", None, False),
    # a bare address read in its line of the source; a role in brackets after the name is the name's
    ("tomasz.nowak@lexbridge.co", "tomasz.nowak@lexbridge.co",
     "Kind regards,\nIrene Vogel\n\ncc: Tomasz Nowak (Finance) tomasz.nowak@lexbridge.co",
     "lexbridge/irene_vogel/email", None, False),
    ("irene.vogel@lexbridge.co", "irene.vogel@lexbridge.co",
     "Kind regards,\nIrene Vogel, irene.vogel@lexbridge.co\n\ncc: Tomasz Nowak (Finance) tomasz.nowak@lexbridge.co",
     "lexbridge/irene_vogel/email", None, True),
    ("bsoler@clinicapizarro.es", "bsoler@clinicapizarro.es",
     "Un saludo,\nDr. Andrés Pizarro\n\nPara facturación: Beatriz Soler, bsoler@clinicapizarro.es",
     "clinica_pizarro/andres_pizarro/email", None, False),
    ("liumin@renai-dental.cn", "liumin@renai-dental.cn", "此致\n王医生\n\n财务对接：刘敏 liumin@renai-dental.cn",
     "仁爱口腔/王医生/邮箱", None, False),
    ("liumin@renai-dental.cn", "liumin@renai-dental.cn", "此致\n王医生\n\n财务对接：刘敏 liumin@renai-dental.cn",
     "仁爱口腔/刘敏/邮箱", None, True),
    # a phone number under a key of a phone: a shared surname is another person
    ("655 20 11 84", "Contacto de emergencia: Nuria Campos (madre) · 655 20 11 84", None,
     "grupo_levante/sergio_campos/telefono", None, False),
    ("655 20 11 84", "Contacto: Sergio Campos · 655 20 11 84", None, "grupo_levante/sergio_campos/telefono", None,
     True),
    ("137 6620 1184", "共同投保人：吴磊 137 6620 1184", None, "萌宠保/吴佳/手机号", None, False),
    ("137 6620 1184", "投保人：吴佳 137 6620 1184", None, "萌宠保/吴佳/手机号", None, True),
    ("07700 900 655", "Emergency contact: Arjun Raman (brother) - 07700 900 655", None, "tallis/priya_raman/phone",
     None, False),
    # blind batch 63: a Chinese name after a list's number and a space; a key in pinyin names its person
    ("13933334444", "13933334444", _SCHOOL, "xiaoli_school/zhao_min/phone", None, False),
    ("13611112222", "13611112222", _SCHOOL, "xiaoli_school/zhao_min/phone", None, True),
    ("13933334444", "赵国强（外公）13933334444", None, "xiaoli_school/zhao_guoqiang/phone", None, True),
    # not a person's name: a business, a slot's words
    ("0161 496 0000", "Hollis Pharmacy · 0161 496 0000", None, "hollis_pharmacy/phone", None, True),
    ("07700 900123", "Mobile: Personal Number 07700 900123", None, "user/phone", None, True),
]  # fmt: skip

# (value, evidence, key, supported): more slot words of `KEYED_CROSS_LANGUAGE`, with twins that stay refused
LABELS = [
    ("AH20251103008871", "报案号：AH20251103008871", "anhe_insurance/claim/report_number", True),
    ("QY2511-60723", "确认号：QY2511-60723", "qiyun_hotel/confirmation_number", True),
    ("QY2511-60723", "Número de confirmación: QY2511-60723", "qiyun_hotel/confirmation_number", True),
    ("HR-2025-0932", "工号：HR-2025-0932", "tianheng/sun_yue/employee_id", True),
    ("30-5518", "N.º de empleado: 30-5518", "grupo_levante/sergio_campos/employee_id", True),
    ("FNT-7730215", '"id_cliente": "FNT-7730215"', "fibranet/customer_id", True),
    ("广州天河客运站", '"上车站": "广州天河客运站"', "coach/ticket_k2381/boarding_station", True),
    ("工商银行 深圳科技园支行", "开户行：工商银行 深圳科技园支行", "zhao_zhiqiang/bank/branch", True),
    ("2027年9月6日", "开课日期：2027年9月6日", "sakura_japanese/n3_course/start_date", True),
    # hard negatives: another sense, another slot, or a word of time or state the key does not carry
    ("Dell U2720Q", "Monitor: Dell U2720Q", "user/swim/instructor", False),
    ("2室1厅", "房间：2室1厅", "user/hotel/room", False),
    ("顺丰", "快递：顺丰", "user/order/tracking", False),
    ("SF1402287765031", "快递单号：SF1402287765031", "order_6621/return_tracking_number", False),
    ("SF1402287765031", "快递单号：SF1402287765031", "order_6621/exchange_tracking_number", False),
    ("SF1402287765031", "Tracking number: SF1402287765031", "order_6621/return_tracking_number", False),
    ("TH-2211", "退货编号：TH-2211", "jd/return/return_number", True),
    ("和平大药房 人民路店", "取药点：和平大药房 人民路店", "heping_pharmacy/rx2027041508/pickup_point", True),
    # withdrawn after red-team round 23 for their other senses: a bench, a tracker, a hospital stay, a bare pickup
    ("Banco de pesas", "Banco: Banco de pesas", "user/bank", False),
    ("AirTag", "Localizador: AirTag", "user/flight/locator", False),
    ("3 días", "Permanencia: 3 días", "user/gym/commitment", False),
    ("17:00", "取车：17:00", "user/kid/pickup_time", False),
    ("TH-2211", "Order number: TH-2211", "shop/return_number", False),
    ("QY2511-60723", "原确认号：QY2511-60723", "qiyun_hotel/confirmation_number", False),
    ("30-5518", "N.º de empleado anterior: 30-5518", "grupo_levante/sergio_campos/employee_id", False),
]

# (value, evidence, key, supported): a hold's end is no due date (blind batch 63), in each language
HOLDS = [
    ("6月12日", "保留至6月12日", "city_library/erguna_book/due_date", False),
    ("6月12日", "归还至6月12日", "city_library/erguna_book/due_date", True),
    ("12 June", "Held until 12 June", "library/book/due_date", False),
    ("12 June", "Due back: 12 June", "library/book/due_date", True),
    ("12 de junio", "Reservado hasta el 12 de junio", "biblioteca/libro/fecha_devolucion", False),
]

# (value, evidence, key, speaker, supported): blind batch 63's vets and dates of birth, in each language
MORE = [
    ("01632 960117", "Call us on 01632 960117.", "hollybank_vets/phone", None, True),
    ("01632 960117", "Call us on 01632 960117 after 6pm.", "hollybank_vets/phone", None, False),
    ("955 21 43 87", "Llámenos al 955 21 43 87.", "veterinaria_sol/telefono", None, True),
    ("955 21 43 87", "Llámenos al 955 21 43 87 solo por las mañanas.", "veterinaria_sol/telefono", None, False),
    ("14/02/1979", "my DOB is 14/02/1979", "user/date_of_birth", "Mark", True),
    ("14/02/1979", "my son's DOB is 14/02/1979", "user/date_of_birth", "Mark", False),
    ("14/02/1979", "Mi fecha de nacimiento es 14/02/1979", "user/date_of_birth", "Marcos", True),
    ("14/02/1979", "La fecha de nacimiento de mi hijo es 14/02/1979", "user/date_of_birth", "Marcos", False),
    ("1979年2月14日", "我的出生日期是1979年2月14日", "user/date_of_birth", "张伟", True),
    ("1979年2月14日", "我儿子的出生日期是1979年2月14日", "user/date_of_birth", "张伟", False),
]

# (value, evidence, key, speaker, supported): a speaker's name against a key written in ASCII letters
NAMES = [
    ("612 48 93 07", "Mi móvil es el 612 48 93 07", "solarnorte/inigo/movil", "Íñigo", True),
    ("612 48 93 07", "Mi móvil es el 612 48 93 07", "inigo/movil", "Íñigo", True),
    ("612 48 93 07", "Mi móvil es el 612 48 93 07", "marta_nunez/movil", "Marta Núñez", True),
    ("612 48 93 07", "Mi móvil es el 612 48 93 07", "solarnorte/inigo/movil", "Iñaki", False),
    ("612 48 93 07", "Mi móvil es el 612 48 93 07", "nunez/movil", "Marta Núñez", False),
    ("0171 555 0199", "My mobile is 0171 555 0199", "francois/mobile", "François", True),
    ("0171 555 0199", "My mobile is 0171 555 0199", "francois/mobile", "Frances", False),
    ("13800138000", "我的手机是13800138000", "星辰驾校/王丽/手机", "王丽", True),
]

# (value, evidence, key, supported): a label's `No:` after an acronym or a numbered noun is the number's name
NUMBERS = [
    ("485 777 3456", "NHS No: 485 777 3456", "st_aldhelms/harriet_cole/nhs_number", True),
    ("4471", "Invoice No: 4471", "acme/invoice_number", True),
    ("B12345678", "NIF No: B12345678", "acme/nif_number", True),
    ("485 777 3456", "Old NHS No: 485 777 3456", "st_aldhelms/harriet_cole/nhs_number", False),
    ("4471", "Invoice No: 4471 (cancelled)", "acme/invoice_number", False),
    ("not registered", "VAT No: not registered", "acme/vat_number", False),
    ("N/A", "NHS No: N/A", "user/nhs_number", False),
    ("yes", "Smoker No: yes", "patient/smoker", False),
]


# (value, evidence, supported): a first conjunct with a time of day written `7am`, and twins that stay refused
CONJUNCTS = [
    ("The desk closes at midnight", "The desk opens at 6am and closes at midnight.", True),
    ("The bakery sells out of croissants by ten", "The bakery opens at 7am and sells out of croissants by ten.", True),
    ("She closes the shop", "She will open at 9am and close the shop.", False),
    ("The desk closes at midnight", "The desk opens at 6am and never closes at midnight.", False),
    ("The desk closes at midnight", "If the desk opens at 6am and closes at midnight, fine.", False),
    ("La tienda cierra a medianoche", "La tienda abre a las 7 y cierra a medianoche.", True),
    ("La tienda cierra a medianoche", "La tienda abre a las 7 y no cierra a medianoche.", False),
    ("商店晚上十点关门", "商店早上7点开门，晚上十点不关门。", False),
]


@pytest.mark.parametrize(("value", "evidence", "source", "key", "speaker", "supported"), CONTACTS)
def test_a_contact_after_a_persons_name_is_that_persons(
    value: str, evidence: str, source: str | None, key: str, speaker: str | None, supported: bool
) -> None:
    assert ok_sourced(value, evidence, source, key, speaker) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), LABELS)
def test_more_labels_in_one_language_under_keys_in_another(
    value: str, evidence: str, key: str, supported: bool
) -> None:
    assert ok(value, evidence, key, None) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), NAMES)
def test_a_speakers_name_against_a_key_in_ascii_letters(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    assert ok(value, evidence, key, speaker) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), NUMBERS)
def test_a_labels_no_before_its_colon(value: str, evidence: str, key: str, supported: bool) -> None:
    assert ok(value, evidence, key, None) is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), CONJUNCTS)
def test_a_time_of_day_in_a_first_conjunct(value: str, evidence: str, supported: bool) -> None:
    assert ok(value, evidence, None, None) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), HOLDS)
def test_a_holds_end_is_no_due_date(value: str, evidence: str, key: str, supported: bool) -> None:
    assert ok(value, evidence, key, None) is supported


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), MORE)
def test_a_vets_us_and_a_date_of_birth(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
) -> None:
    assert ok(value, evidence, key, speaker) is supported
