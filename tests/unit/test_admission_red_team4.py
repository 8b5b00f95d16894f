"""Red-team round 4 of issue 31 (DESIGN §4): hostile cases against round 33's readings (cef18ff..dd9b76d), written the
way extractors and adversaries write. Every strict xfail in `ROUND33` is a false accept on main that 9c802af (the
seventh session's start) refused, so round 33 caused it; every strict xfail in `EARLIER` is a false accept found while
probing that 9c802af accepts too. Each is left for the lead with its faithful twin (accepted) where one exists, and the
hard negatives are refused today.

The lead closed every one of round 33's false accepts and four earlier ones the same day (`test_false_accepts_closed`);
eight earlier ones stay strict xfails (`_STILL_LEFT`), and four faithful twins are refused since (`TWINS_REFUSED`).

Round 33's false accepts, by the reading that admits them:
- `_speaker._es_preterite`: an `-ar` verb's usted imperative or present subjunctive (`Pague con tarjeta`, `Pase por la
  farmacia`) normalizes to its first-person preterite (`pagué`, `pasé`), so the speaker is said to have done it.
- `_coordination.es_preterite_head`: a first-person present in `-o` (`saco al perro`: I take the dog out) read as a
  third-person preterite sharing the first conjunct's subject; an adjective after a noun subject (`El seguro completo
  …`, `El depósito lleno …`, `El sueldo fijo …`) read as the first conjunct's verb, so the value drops it.
- `_zh_conjuncts.dictionary_verb`: a comma-joined second conjunct opening with a dictionary verb takes the first's
  subject even where its subject is the first's object (`我带女儿去了医院，确诊了肺炎`: the daughter was diagnosed).
- `_acronyms.spelled_out`: any capitalized run with the right initials spells the key (`Unique Transaction Reference`
  for `taxpayer/utr`); `_acronyms.scheme`: the acronym written anywhere in the evidence makes any code or number
  its value (`Mi IBAN es … y mi teléfono es 612345678` gives `lucia/iban` the phone number).
- `_speaker.bound_values` (`Usuario`/`用户` whatever the key): `用户对青霉素过敏` from `我女儿对青霉素过敏` under the
  key `女儿/过敏` (the key's noun left out of the evidence, as it already was for a speaker's name).
- `_clause_asides._appositive`: a comma phrase opening with `un`/`una` that is a span of time, not a gloss (`El
  parking, un rato, es gratis`, `La suscripción, un periodo de prueba, es gratis`), or a unit the list lacks
  (`停车，一个钟头，免费`).
"""

from __future__ import annotations

from typing import Final

import pytest

from memtx.core.admission import check_support

_LEFT = "red-team round 4: a false accept left for the lead"

# (value, evidence, speaker, key)
ROUND33 = [
    # (_speaker._es_preterite: an -ar verb's usted imperative / present subjunctive is no first-person preterite)
    pytest.param("Joaquín pagó con tarjeta", "Pague con tarjeta, por favor", "Joaquín", None, id="es-imperative-pague"),
    pytest.param("Joaquín pasó por la farmacia", "Pase por la farmacia", "Joaquín", None, id="es-imperative-pase"),
    pytest.param("Joaquín sacó el pasaporte", "Saque el pasaporte", "Joaquín", None, id="es-imperative-saque"),
    pytest.param("Joaquín cambió la contraseña", "Cambie la contraseña", "Joaquín", None, id="es-imperative-cambie"),
    pytest.param("Pagó con tarjeta", "Pague con tarjeta", "Joaquín", None, id="es-imperative-elided"),
    # (_coordination.es_preterite_head: a first-person present in -o is no third-person preterite)
    pytest.param("Mi hermano sacó al perro", "Mi hermano hace la cena y saco al perro", None, None, id="es-saco"),
    pytest.param("Ana limpió la cocina", "Ana hace la cena y limpio la cocina", None, None, id="es-limpio"),
    pytest.param(
        "Mi hermano sacó al perro", "Mi hermano hace la cena, saco al perro y Ana friega", None, None, id="es-saco-list"
    ),
    # (… nor an adjective after a noun subject the first conjunct's verb: the value drops the restriction)
    pytest.param(
        "El seguro cubre la grúa", "El seguro completo cuesta poco y cubre la grúa", None, None, id="es-completo"
    ),
    pytest.param(
        "El abono cuesta 40 euros",
        "El abono completo da acceso a todo y cuesta 40 euros",
        None,
        None,
        id="es-completo-abono",
    ),
    pytest.param(
        "El depósito dura 600 kilómetros",
        "El depósito lleno cuesta 70 euros y dura 600 kilómetros",
        None,
        None,
        id="es-lleno",
    ),
    pytest.param(
        "El sueldo sube en enero", "El sueldo fijo ronda los 2000 euros y sube en enero", None, None, id="es-fijo"
    ),
    # (_zh_conjuncts.dictionary_verb: the second conjunct's elided subject is the first's object)
    pytest.param("我确诊了肺炎", "我带女儿去了医院，确诊了肺炎", None, None, id="zh-diagnosed"),
    pytest.param("我发烧了", "我带儿子去了游泳馆，发烧了", None, None, id="zh-fever"),
    pytest.param("我哭了一晚上", "我批评了他，哭了一晚上", None, None, id="zh-cried"),
    pytest.param("我吐了", "我喂了宝宝牛奶，吐了", None, None, id="zh-vomited"),
    pytest.param("我怀孕三个月了", "我养了一只猫，怀孕三个月了", None, None, id="zh-pregnant"),
    pytest.param("我嫁到了广州", "我有一个女儿，嫁到了广州", None, None, id="zh-married-off"),
    pytest.param("我照顾过三个孩子", "我雇了一个保姆，照顾过三个孩子", None, None, id="zh-nanny"),
    pytest.param("我拒绝了", "我问了房东，拒绝了", None, None, id="zh-landlord-refused"),
    pytest.param("我答应了", "我求了我爸，答应了", None, None, id="zh-dad-agreed"),
    pytest.param("我赔了两千块", "我找了保险公司，赔了两千块", None, None, id="zh-insurer-paid"),
    pytest.param("我晕倒了", "我扶了老人，晕倒了", None, None, id="zh-fainted"),
    # (_acronyms.spelled_out: capitalized words with the acronym's initials that name something else)
    pytest.param(
        "8451290733", "Your Unique Transaction Reference is 8451290733.", None, "taxpayer/utr", id="utr-transaction"
    ),
    pytest.param("8451290733", "Your Unique Ticket Reference is 8451290733.", None, "taxpayer/utr", id="utr-ticket"),
    pytest.param("8451290733", "Use The Reference 8451290733", None, "taxpayer/utr", id="utr-use-the-reference"),
    pytest.param(
        "1HGCM82633A004352", "Vehicle Insurance Number 1HGCM82633A004352", None, "car/vin", id="vin-insurance"
    ),
    pytest.param("4821", "Parcel Identification Number: 4821", None, "card/pin", id="pin-parcel"),
    # (_acronyms.scheme: the acronym anywhere in the evidence makes any code or number the scheme's)
    pytest.param(
        "612345678",
        "Mi IBAN es ES7620770024003102575766 y mi teléfono es 612345678",
        "Lucía",
        "lucia/iban",
        id="iban-phone-beside",
    ),
    pytest.param(
        "612345678", "Mi teléfono es 612345678. El IBAN te lo mando mañana.", "Lucía", "lucia/iban", id="iban-later-es"
    ),
    pytest.param(
        "612345678", "My phone number is 612345678. I'll send the IBAN tomorrow.", "Lucy", "lucy/iban", id="iban-later"
    ),
    pytest.param("AB1234", "Reserva AB1234. Traiga su NIF.", None, "cliente/nif", id="nif-booking-es"),
    pytest.param("AB1234", "Booking AB1234. Please bring your NIF.", None, "client/nif", id="nif-booking"),
    # (_speaker.bound_values: 用户 under a key whose noun the evidence's subject holds)
    pytest.param("用户对青霉素过敏", "我女儿对青霉素过敏", "user", "女儿/过敏", id="user-daughter-allergy"),
    pytest.param("用户住在上海", "我哥哥住在上海", "user", "哥哥/城市", id="user-brother-city"),
    pytest.param("用户在重庆还车", "我老婆在重庆还车", "user", "老婆/还车", id="user-wife-drop-off"),
    # (_clause_asides._appositive: `un`/`una` opening a span of time, no gloss)
    pytest.param("El parking es gratis", "El parking, un rato, es gratis", None, None, id="es-un-rato"),
    pytest.param("Mi hermano vive en Vigo", "Mi hermano, una temporada, vive en Vigo", None, None, id="es-temporada"),
    pytest.param("Mi hermano vive en Vigo", "Mi hermano, un tiempo, vive en Vigo", None, None, id="es-un-tiempo"),
    pytest.param("La piscina es gratis", "La piscina, un trimestre, es gratis", None, None, id="es-trimestre"),
    pytest.param(
        "La suscripción es gratis", "La suscripción, un periodo de prueba, es gratis", None, None, id="es-trial"
    ),
    pytest.param("El envío es gratis", "El envío, una excepción, es gratis", None, None, id="es-excepcion"),
    pytest.param("停车免费", "停车，一个钟头，免费", None, None, id="zh-yige-zhongtou"),
]

# False accepts 9c802af has too (found while probing round 33's readings; its classes are older than round 33).
EARLIER = [
    # (a Chinese second conjunct's elided subject is the first's object, with a verb of the lists)
    pytest.param("我住在上海", "我有一个哥哥，住在上海", None, None, id="zh-brother-lives"),
    pytest.param("我对花生过敏", "我收养了一只狗，对花生过敏", None, None, id="zh-dog-allergy"),
    pytest.param("我打过疫苗", "我领养了一只狗，打过疫苗", None, None, id="zh-dog-vaccinated"),
    pytest.param("我有糖尿病", "我收养了一只猫，有糖尿病", None, None, id="zh-cat-diabetes"),
    pytest.param("老板辞职了", "老板批评了小李，辞职了", None, None, id="zh-boss-resigned"),
    pytest.param("我没有这个药", "我问了药店，没有这个药", None, None, id="zh-pharmacy-out"),
    # (a key's noun left out of the evidence's subject: the speaker's name, or `我`, for `我女儿`)
    pytest.param("小王对青霉素过敏", "我女儿对青霉素过敏", "小王", "女儿/过敏", id="zh-name-daughter"),
    pytest.param("我住在上海", "我哥哥住在上海", None, "哥哥/城市", id="zh-me-brother"),
    # (a Chinese place frame that is no sentence opener, or holds a verb, or a scope word before it)
    pytest.param("我们提供免费停车", "只有在机场，我们提供免费停车。", None, None, id="zh-only-at-airport"),
    pytest.param("我们提供免费停车", "在工作日，我们提供免费停车。", None, None, id="zh-on-workdays"),
    pytest.param("我们提供免费停车", "在必要时，我们提供免费停车。", None, None, id="zh-when-needed"),
    pytest.param("周六上午开设口语课", "周末在东区校区，周六上午开设口语课。", None, None, id="zh-frame-after-time"),
    pytest.param(
        "我们提供免费停车", "我们的门店很多，在机场，我们提供免费停车。", None, None, id="zh-frame-mid-sentence"
    ),
    # (a regular -ar verb's usted imperative read as the speaker's preterite, before round 33)
    pytest.param("Joaquín compró pan", "Compre pan", "Joaquín", None, id="es-imperative-compre"),
    pytest.param(
        "Joaquín tomó el antibiótico cada 8 horas",
        "Tome el antibiótico cada 8 horas",
        "Joaquín",
        None,
        id="es-imperative-tome",
    ),
    # (a first-person present second conjunct given the first's subject and a preterite)
    pytest.param("Mi madre pagó el alquiler", "Mi madre paga la luz y pago el alquiler", None, None, id="es-pago"),
]

# Faithful twins of the false accepts: accepted today, and must stay so.
TWINS = [
    ("Joaquín pagó con tarjeta", "Pagué con tarjeta, por favor", "Joaquín", None),
    ("Joaquín pasó por la farmacia", "Pasé por la farmacia", "Joaquín", None),
    ("Joaquín sacó el pasaporte", "Saqué el pasaporte", "Joaquín", None),
    ("Joaquín cambió la contraseña", "Cambié la contraseña", "Joaquín", None),
    ("Pagó con tarjeta", "Pagué con tarjeta", "Joaquín", None),
    ("El seguro cubre la grúa", "El seguro cuesta poco y cubre la grúa", None, None),
    ("El sueldo sube en enero", "El sueldo ronda los 2000 euros y sube en enero", None, None),
    ("8451290733", "Your Unique Taxpayer Reference is 8451290733.", None, "taxpayer/utr"),
    ("ES7620770024003102575766", "Mi IBAN es ES7620770024003102575766 y mi teléfono es 612345678", "Lucía",
     "lucia/iban"),
    ("612345678", "Mi teléfono es 612345678", "Lucía", "lucia/telefono"),
    ("B12345678", "Nuestro NIF es B12345678", None, "empresa/nif"),
    ("用户对青霉素过敏", "我对青霉素过敏", "user", "用户/过敏"),
    ("用户住在上海", "我住在上海", "user", "用户/城市"),
    ("Mi hermano vive en Vigo", "Mi hermano, un informático llamado Iván, vive en Vigo", None, None),
]  # fmt: skip

# Faithful twins refused since the lead's fixes of this round and the next (a false reject, the price of the fix):
# Chinese comma conjuncts (their dictionary reading was withdrawn after red-team round 5), a Spanish
# preterite written with its accent in a second conjunct (the conjunct reading of an unaccented `-o` was withdrawn), and
# an acronym spelled out without the key's subject word (`Vehicle Identification Number` for `car/vin`).
TWINS_REFUSED = [
    ("El parking es gratis", "El parking, una maravilla, es gratis", None, None),
    ("我们标出了两处责任条款", "我们审核了合同，标出了两处责任条款", None, None),
    ("我吐了", "我喝了牛奶，吐了", None, None),
    ("我发烧了", "我去了游泳馆，发烧了", None, None),
    ("我确诊了肺炎", "我去了医院，确诊了肺炎", None, None),
    ("Mi hermano sacó al perro", "Mi hermano hizo la cena y sacó al perro", None, None),
    ("Ana limpió la cocina", "Ana hizo la cena y limpió la cocina", None, None),
    ("1HGCM82633A004352", "Vehicle Identification Number 1HGCM82633A004352", None, "car/vin"),
    ("4821", "Personal Identification Number: 4821", None, "card/pin"),
]  # fmt: skip

# Hard negatives against the same readings, refused today.
NEGATIVES = [
    # (Spanish preterites and imperatives)
    ("Joaquín pagó con tarjeta", "Quiero que pague con tarjeta", "Joaquín", None),
    ("Joaquín pagó con tarjeta", "Ojalá pague con tarjeta", "Joaquín", None),
    ("Joaquín pagó con tarjeta", "Cuando pague con tarjeta, guarde el recibo", "Joaquín", None),
    ("Joaquín pidió un reembolso", "Pida un reembolso", "Joaquín", None),
    ("Joaquín salió del trabajo", "Sal del trabajo", "Joaquín", None),
    ("Joaquín pasó la ITV", "Paso la ITV", "Joaquín", None),
    ("Joaquín cambió de trabajo", "Mi cambio de trabajo", "Joaquín", None),
    ("Mi hermano saca al perro", "Mi hermano hace la cena y saco al perro", None, None),
    ("Ana pasó la aspiradora", "Ana hizo la cena y yo paso la aspiradora", None, None),
    ("Mi madre pagó el alquiler", "Mi madre paga la luz y yo pago el alquiler", None, None),
    ("El turno termina a las 4", "El turno fijo empieza a las 8 y termina a las 4", None, None),
    ("El mecánico ajustó los frenos", "El mecánico nuevo cambió la cadena y ajustó los frenos", None, None),
    ("El seguro cubre la grúa", "El seguro completo incluye asistencia y cubre la grúa", None, None),
    ("El depósito cuesta 70 euros", "El depósito lleno cuesta 70 euros y dura 600 kilómetros", None, None),
    # (Chinese conjuncts)
    ("我下周开始上钢琴课", "我给女儿报了名，下周开始上钢琴课", None, None),
    ("我周五飞上海", "我帮老婆订了机票，周五飞上海", None, None),
    ("我做了手术", "我陪妈妈去了医院，做了手术", None, None),
    ("我确诊了糖尿病", "我陪爸爸去了医院，确诊了糖尿病", None, None),
    ("我哭了一晚上", "我被他批评了，哭了一晚上", None, None),
    ("面包房给酒店送货", "面包房打算周一烤面包，给酒店送货", None, None),
    ("房东退了押金", "房东的儿子检查了房子，退了押金", None, None),
    ("妈妈做了手术", "妈妈的朋友住了院，做了手术", None, None),
    ("我住在五楼", "我认识一个邻居，住在五楼", None, None),
    # (Chinese place frames)
    ("我们提供免费停车", "在机场，我们提供免费停车。", None, None),
    ("我们提供免费停车", "在节假日，我们提供免费停车。", None, None),
    ("我们提供免费停车", "在一般情况下，我们提供免费停车。", None, None),
    ("我们提供免费停车", "我们的门店很多。在机场，我们提供免费停车。", None, None),
    # (acronyms)
    ("8451290733", "Your Unpaid Tax Reminder is 8451290733.", None, "taxpayer/utr"),
    ("8451290733", "Your temporary UTR is 8451290733", None, "taxpayer/utr"),
    ("GB123456789", "We don't have an EORI number yet. Our VAT number is GB123456789.", None, "company/eori"),
    ("612345678", "My IBAN is on file; my phone number is 612345678", "Lucía", "lucia/iban"),
    ("ES7620770024003102575766", "El IBAN de mi casero es ES7620770024003102575766", "Lucía", "lucia/iban"),
    ("ESB12345678", "Su número EORI provisional es ESB12345678", None, "empresa/eori"),
    ("ESB12345678", "El número EORI de su proveedor es ESB12345678", None, "empresa/eori"),
    ("4821", "Your card number ends in 4821; never share your PIN.", None, "card/pin"),
    ("91110108MA01ABCD2X", "订单号91110108MA01ABCD2X，USCC稍后提供", None, "公司/uscc"),
    # (mem0's user)
    ("Usuario es alérgico a la penicilina", "Mi hija es alérgica a la penicilina", "user", "hija/alergias"),
    ("用户对青霉素过敏", "我女儿对青霉素过敏", "user", None),
    ("用户对青霉素过敏", "我女儿对青霉素过敏", "user", "用户/过敏"),
    ("用户有两个孩子", "我们有两个孩子", "user", None),
    # (a name in apposition)
    ("Priya Raman", "The decision maker used to be their CFO, Priya Raman", None, "achebe_account/decision_maker"),
    ("Priya Raman", "The decision maker is probably their CFO, Priya Raman", None, "achebe_account/decision_maker"),
    ("Priya Raman", "The decision maker is their CFO, Priya Raman, until March", None,
     "achebe_account/decision_maker"),
    ("韦晓东", "对接人暂时是他们的财务总监，韦晓东", None, "华瑞客户/对接人"),
    ("韦晓东", "对接人应该是他们的财务总监，韦晓东", None, "华瑞客户/对接人"),
    ("Pablo Ruiz", "El responsable de la cuenta será su director, Pablo Ruiz", None, "cuenta/responsable"),
    # (comma appositives)
    ("Las entradas son gratis", "Las entradas, una por persona, son gratis", None, None),
    ("Mi jefe trabaja desde casa", "Mi jefe, una vez por semana, trabaja desde casa", None, None),
    ("My accountant files my taxes", "My accountant, a guy named Rob, never files my taxes.", None, None),
    ("Mi vecino pasea a mi perro", "Mi vecino, o un chico llamado Rober, pasea a mi perro", None, None),
    ("我的邻居住在杭州", "我的邻居，一个月，住在杭州", None, None),
    # (Spanish titles: a sentence that goes on after `Ud.` keeps its condition)
    ("Yo pago la cena", "Si pierde Ud. Yo pago la cena.", None, None),
    ("Los precios suben en enero", "Si no paga Ud. Los precios suben en enero.", None, None),
    ("Rosa Peña", "Mi abogada era la Lic. Rosa Peña", None, "user/abogada"),
    # (English compounds ending a list item)
    ("Full groom includes ear cleaning", "Full groom includes bath, nail clipping and ear cleaning unless the vet "
     "objects.", None, None),
    ("Tours include swimming", "Tours include kayaking, hiking and swimming when the weather permits.", None, None),
    ("We accept Google Pay", "We accept cash, Apple Pay and Google Pay on weekdays", None, None),
    ("Tuition covers books", "Tuition covers labs, books and the school pays", None, None),
]  # fmt: skip


def _ok(value: str, evidence: str, speaker: str | None, key: str | None) -> bool:
    return check_support(value, evidence, evidence, speaker=speaker, key=key).ok


def _left(param: object) -> bool:
    return getattr(param, "id", None) in _STILL_LEFT


# The lead's fixes (seventh session) closed every round 33 false accept and thirteen of the earlier ones (the last
# by a person's noun ending in `animate_object` and a Chinese frame led by `只有` or `周末`, of time, or closed by
# `时`: `_zh_conjuncts.place_frame`); these stay. (`es-pago` closed in the sixteenth session, after red-team round 28: a
# preterite's `pagó` is no present's `pago`, `_support._accent_changed`.)
_STILL_LEFT: Final = frozenset({"zh-me-brother", "zh-frame-mid-sentence"})  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "speaker", "key"), [p for p in ROUND33 + EARLIER if not _left(p)])
def test_false_accepts_closed(value: str, evidence: str, speaker: str | None, key: str | None) -> None:
    assert not _ok(value, evidence, speaker, key)


@pytest.mark.xfail(strict=True, reason=_LEFT)
@pytest.mark.parametrize(("value", "evidence", "speaker", "key"), [p for p in ROUND33 + EARLIER if _left(p)])
def test_false_accepts_left(value: str, evidence: str, speaker: str | None, key: str | None) -> None:
    assert not _ok(value, evidence, speaker, key)


@pytest.mark.xfail(strict=True, reason="a faithful twin refused since the fixes of red-team round 4")
@pytest.mark.parametrize(("value", "evidence", "speaker", "key"), TWINS_REFUSED)
def test_faithful_twins_refused_since_the_fixes(
    value: str, evidence: str, speaker: str | None, key: str | None
) -> None:
    assert _ok(value, evidence, speaker, key)


@pytest.mark.parametrize(("value", "evidence", "speaker", "key"), TWINS)
def test_faithful_twins_are_accepted(value: str, evidence: str, speaker: str | None, key: str | None) -> None:
    assert _ok(value, evidence, speaker, key)


@pytest.mark.parametrize(("value", "evidence", "speaker", "key"), NEGATIVES)
def test_hard_negatives_are_refused(value: str, evidence: str, speaker: str | None, key: str | None) -> None:
    assert not _ok(value, evidence, speaker, key)
