"""Rules from the twentieth round (issue 31, brief k2-keyed; docs/admission.md, "Round 20: keyed values, second
pass"): keyed atomic values, each rule in English, Spanish and Chinese, a hard negative beside each hard positive.

- A password's `!`, `#`, `$`, `*` join its parts into one identifier (`BlueFalcon!77`): no sentence end inside it, and a
  value must take it whole.
- A lone letter right before a typed value is an abbreviated label: `T`, `M`, `E` name a phone number or an e-mail,
  `F` (the fax line) names none (`F 617.555.0119` for `…/phone`: a blind false accept of main).
- A request put as a question (`Could you please send …`, `¿Me podrías mandar …?`, `能不能麻烦把…`) asks for its act as
  an imperative does: no condition, doubt or question of fact. `把` is a function word.
- Invoices are what billing sends (`invoices`, `facturas`, `发票` name `billing`, `facturación`, `账单`), and a
  free-choice determiner before a word the key names says every one of them (`Send any invoices to …`, `Cualquier
  factura, …`, `任何发票都…`).
- A label's words of record beside a word the key names (`Known allergies:`, `Alergias conocidas:`, `过敏史：`) restrict
  nothing, for a list item after the label too.
- A key's subject holding a noun of a kind of business (`fernhollow_pottery`, `quesería`, `蓝山茶叶`) is an
  organization: the first person plural is its (`Our website is …`, `Nuestro horario …`, `我们店的官网`).
- A label's two Latin words the key writes glued name it (`Check-out:` for `…/checkout_date`).
- A key word with a doubled letter written once names what it does (`my adress is …`, `mi direción es …`).
- A Latin word the key names inside a Chinese noun phrase is part of the keyed noun, so a Chinese modifier before it
  still restricts (`访客wifi密码` for `家里/wifi密码`: a false accept of main).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support
from memtx.core.text import normalize, protect_identifiers, split_sentences

Case = tuple[str, str, str | None, str | None, bool]  # value, evidence (its own source), speaker, key, supported

SZ = "深圳市南山区高新南七道12号"
HOURS = "de lunes a viernes, de 9:00 a 14:00"

PASSWORDS: tuple[Case, ...] = (
    ("BlueFalcon!77", "The wifi password is BlueFalcon!77.", None, "office/wifi_password", True),
    ("BlueFalcon!77", "The guest wifi password is BlueFalcon!77.", None, "office/wifi_password", False),
    ("BlueFalcon", "The wifi password is BlueFalcon!77.", None, "office/wifi_password", False),  # (not whole)
    ("Nube#Roja7", "La contraseña del router es Nube#Roja7", None, "casa/contraseña_router", True),
    ("Nube#Roja7", "La contraseña provisional del router es Nube#Roja7", None, "casa/contraseña_router", False),
    ("Nube", "La contraseña del router es Nube#Roja7", None, "casa/contraseña_router", False),
    ("Lan!8899", "wifi密码是Lan!8899", None, "家里/wifi密码", True),
    ("Lan", "wifi密码是Lan!8899", None, "家里/wifi密码", False),
)

LETTER_LABELS: tuple[Case, ...] = (
    ("617.555.0110", "T 617.555.0110", None, "harbor_law/phone", True),
    ("617.555.0119", "F 617.555.0119", None, "harbor_law/phone", False),
    ("655 908 114", "M 655 908 114", None, "ramiro_sanz/móvil", True),
    ("945 55 60 13", "F 945 55 60 13", None, "asesoría_arana/teléfono", False),
    ("0571-5555 3301", "T 0571-5555 3301", None, "律所/电话", True),
    ("0571-5555 3302", "F 0571-5555 3302", None, "律所/电话", False),
)

REQUESTS: tuple[Case, ...] = (
    ("ap@brightwellfoods.com", "Could you please send the invoices to ap@brightwellfoods.com?", None,
     "brightwell_foods/billing_email", True),
    ("ap@brightwellfoods.com", "Could you please send the invoices to ap@brightwellfoods.com until March?", None,
     "brightwell_foods/billing_email", False),
    ("ap@brightwellfoods.com", "Could you please send the invoices to my colleague at ap@brightwellfoods.com?",
     None, "brightwell_foods/billing_email", False),
    ("contabilidad@hornosvera.es", "¿Me podrías mandar las facturas a contabilidad@hornosvera.es, por favor?", None,
     "hornos_vera/correo_facturación", True),
    ("contabilidad@hornosvera.es", "¿Me podrías mandar las facturas a contabilidad@hornosvera.es durante el verano?",
     None, "hornos_vera/correo_facturación", False),
    (SZ, f"能不能麻烦把发票寄到{SZ}？", None, "客户/发票邮寄地址", True),
    (SZ, f"能不能麻烦下个月把发票寄到{SZ}？", None, "客户/发票邮寄地址", False),
    (SZ, f"把发票寄到{SZ}", None, "客户/发票邮寄地址", True),
    (SZ, f"别把发票寄到{SZ}", None, "客户/发票邮寄地址", False),
)  # fmt: skip

INVOICES: tuple[Case, ...] = (
    ("finance@kilnworks.io", "Send any invoices to finance@kilnworks.io", None, "kilnworks/billing_email", True),
    ("finance@kilnworks.io", "Send any weekend invoices to finance@kilnworks.io", None, "kilnworks/billing_email",
     False),
    ("finance@kilnworks.io", "Send any invoices over $500 to finance@kilnworks.io", None, "kilnworks/billing_email",
     False),
    ("admin@tallerbarrena.com", "Cualquier factura, mejor a admin@tallerbarrena.com", None,
     "taller_barrena/correo_facturación", True),
    ("admin@tallerbarrena.com", "Cualquier factura de proveedores, mejor a admin@tallerbarrena.com", None,
     "taller_barrena/correo_facturación", False),
    ("invoice@hengtai.cn", "任何发票都发到invoice@hengtai.cn", None, "恒泰物流/账单邮箱", True),
    ("invoice@hengtai.cn", "任何周末发票都发到invoice@hengtai.cn", None, "恒泰物流/账单邮箱", False),
    ("invoice@hengtai.cn", "任何发票都发到invoice@hengtai.cn，周末除外", None, "恒泰物流/账单邮箱", False),
)  # fmt: skip

ON_RECORD: tuple[Case, ...] = (
    ("shellfish", "Known allergies: latex, shellfish, ibuprofen", None, "patient/allergies", True),
    ("shellfish", "Suspected allergies: latex, shellfish, ibuprofen", None, "patient/allergies", False),
    ("marisco", "Alergias conocidas: polen, marisco, látex", None, "paciente/alergias", True),
    ("marisco", "Alergias dudosas: polen, marisco, látex", None, "paciente/alergias", False),
    ("海鲜", "过敏史：青霉素、海鲜、花粉", None, "患者/过敏原", True),
    ("海鲜", "疑似过敏：青霉素、海鲜、花粉", None, "患者/过敏原", False),
)

BUSINESSES: tuple[Case, ...] = (
    ("www.fernhollowpottery.co.uk", "Our website is www.fernhollowpottery.co.uk", None, "fernhollow_pottery/website",
     True),
    ("www.fernhollowpottery.co.uk", "Our website is www.fernhollowpottery.co.uk", None, "maya/website", False),
    ("www.fernhollowpottery.co.uk", "Our old website was www.fernhollowpottery.co.uk", None,
     "fernhollow_pottery/website", False),
    (HOURS, f"Nuestro horario de atención es {HOURS}", None, "quesería/horario_atención", True),
    (HOURS, f"Nuestro horario de atención es {HOURS}", None, "marta/horario_atención", False),
    (HOURS, f"En verano, nuestro horario de atención es {HOURS}", None, "quesería/horario_atención", False),
    ("www.lanshanchaye.com", "我们店的官网是 www.lanshanchaye.com", None, "蓝山茶叶/官网", True),
    ("www.lanshanchaye.com", "我们店的官网是 www.lanshanchaye.com", None, "小林/官网", False),
    ("www.lanshanchaye.com", "我们店以前的官网是 www.lanshanchaye.com", None, "蓝山茶叶/官网", False),
)  # fmt: skip

GLUED_LABELS: tuple[Case, ...] = (
    ("Sun 14 June", "Check-out: Sun 14 June", None, "cabin_stay/checkout_date", True),
    ("Fri 12 June", "Check-in: Fri 12 June", None, "cabin_stay/checkout_date", False),
    ("domingo 7 de junio", "Check-out: domingo 7 de junio", None, "apartamento/fecha_checkout", True),
    ("viernes 5 de junio", "Check-in: viernes 5 de junio", None, "apartamento/fecha_checkout", False),
    ("6月14日", "Check-out：6月14日", None, "民宿/checkout日期", True),
    ("6月12日", "Check-in：6月12日", None, "民宿/checkout日期", False),
)

TYPOS: tuple[Case, ...] = (
    ("17 Kestrel Rd", "my adress is 17 Kestrel Rd", "Bastian", "bastian/address", True),
    ("17 Kestrel Rd", "my old adress is 17 Kestrel Rd", "Bastian", "bastian/address", False),
    ("Calle Pez 8", "mi direción es Calle Pez 8", "Begoña", "begoña/dirección", True),
    ("Calle Pez 8", "mi antigua direción era Calle Pez 8", "Begoña", "begoña/dirección", False),
    ("上海市徐汇区漕溪北路88号", "我的adress是上海市徐汇区漕溪北路88号", "小林", "小林/address", True),
    ("上海市徐汇区漕溪北路88号", "我以前的adress是上海市徐汇区漕溪北路88号", "小林", "小林/address", False),
)

LATIN_IN_CHINESE: tuple[Case, ...] = (
    ("qiaomu2024", "家里wifi密码是qiaomu2024", None, "家里/wifi密码", True),
    ("guest1234", "访客WiFi密码是guest1234", None, "家里/wifi密码", False),
    ("Lan8899", "访客wifi密码是Lan8899", None, "家里/wifi密码", False),
    ("guest1234", "The guest WiFi password is guest1234", None, "home/wifi_password", False),
    ("guest1234", "La contraseña del wifi de invitados es guest1234", None, "casa/contraseña_wifi", False),
)


@pytest.mark.parametrize(
    ("value", "evidence", "speaker", "key", "expected"),
    PASSWORDS + LETTER_LABELS + REQUESTS + INVOICES + ON_RECORD + BUSINESSES + GLUED_LABELS + TYPOS + LATIN_IN_CHINESE,
)
def test_round20_rules_beside_their_twins(
    value: str, evidence: str, speaker: str | None, key: str | None, expected: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker, key=key).ok is expected


def test_a_password_is_one_sentence_and_one_token() -> None:
    """`!` inside a password is no sentence end: the splitter keeps `bluefalcon!77` whole (`memtx.core.text`)."""
    texts, _, _ = split_sentences(protect_identifiers(normalize("The wifi password is BlueFalcon!77. Thanks!")))
    assert len(texts) == 2
    texts, _, _ = split_sentences(protect_identifiers(normalize("Great!Thanks a lot")))
    assert len(texts) == 2  # (no digits: no password, a sentence end as before)


def test_a_request_question_of_fact_still_supports_nothing() -> None:
    """Only a request opener makes a question a request: a question of fact supports no value."""
    ev = "Is the billing address ap@brightwellfoods.com?"
    assert not check_support("ap@brightwellfoods.com", ev, ev, key="brightwell_foods/billing_email").ok
