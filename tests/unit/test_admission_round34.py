"""Round 34 of issue 31 (DESIGN §4), eighth session: blind batch 33's false accept and recall classes, and what the
lead found probing them. Each class has en/es/zh cases written for this round (none is a batch record), a hard
negative beside each faithful twin; where a language was already right, its cases pin that it still is.

- A typed value whose clause says it no longer holds — cancelled, voided, revoked, expired (`已取消`, `已失效`,
  `anulada`) — is refused as `invalid`/`caducado`/`作废` were (batch 33's one false accept: `您预订的7月18日大连—烟台
  船票已取消` gave `7月18日` for `渡轮/出发日期`).
- The claim is the key and the value: a key whose relation narrows its slot noun — whose (`boss_email`, `妈妈邮箱`),
  when (`old_email`) or which of the holder's (`work_phone`, `correo_trabajo`, `公司邮箱`) — needs the evidence to say
  so (`_key_claims`). Found probing batch 33: `gareth/boss_email` was supported by "My email is x@y.com".
- A key may name the speaker as a member of its subject (`sunbright_solar/gareth_phone`, `阳光光伏_小刘/手机`: batch
  33's misses), never with a person word beside the name — `gareth_mother/phone` and `小刘妈妈/手机` were supported by
  the first person before (the subject-prefix rule), found with these.
- A Chinese comma conjunct that says nothing of an object (`跑了`, `辞职了`, `离机场很近`) after a first conjunct
  with an object shares no subject: its left-out subject may be that object, whatever its noun
  (`我订了一家酒店，离机场很近`: the hotel is near). This closes twelve of the red teams' older false accepts and
  refuses faithful cases of the same shape (`我换了工作，辞职了`): strict xfails below, the price. English
  and Spanish conjuncts share their subject by grammar and are pinned as before.

Four more readings of this round — an English verb of change (`I changed my number to …`), `version` as a code's slot,
`your` before the key's own thing in a preposition's object, a typed value before a copula as no adjective — were
withdrawn the same day: red-team round 8 found 83 false accepts they caused (tests/unit/test_admission_red_team8.py).
Red-team round 7 found 28 in the speaker-as-member reading, which was narrowed (tests/unit/test_admission_red_team7.py).
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support


def _ok(value: str, evidence: str, key: str | None = None, speaker: str | None = None) -> bool:
    return check_support(value, evidence, evidence, speaker=speaker, key=key).ok


# (value, evidence, key, supported)
VOID = [
    ("AR-55K19", "Your booking code AR-55K19 has been voided", "rental/booking_code", False),
    ("AR-55K19", "Your booking code AR-55K19 was revoked", "rental/booking_code", False),
    ("AR-55K19", "Your booking code is AR-55K19", "rental/booking_code", True),
    ("AR-55K19", "Su reserva AR-55K19 está anulada", "alquiler/codigo_reserva", False),
    ("AR-55K19", "Su código de reserva AR-55K19 ha sido rechazado", "alquiler/codigo_reserva", False),
    ("AR-55K19", "Su código de reserva es AR-55K19", "alquiler/codigo_reserva", True),
    ("7月18日", "您预订的7月18日大连—烟台船票已取消", "渡轮/出发日期", False),
    ("HZ8K2P", "预订号HZ8K2P已失效", "租车/预订号", False),
    ("HZ8K2P", "预订号HZ8K2P已被撤销", "租车/预订号", False),
    ("HZ8K2P", "预订号HZ8K2P已确认", "租车/预订号", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), VOID)
def test_a_typed_value_said_to_hold_no_longer_is_refused(value: str, evidence: str, key: str, supported: bool) -> None:
    assert _ok(value, evidence, key) is supported


# (value, evidence, key, speaker, supported)
NARROWED = [
    ("x@y.com", "My email is x@y.com", "gareth/boss_email", "Gareth", False),
    ("x@y.com", "My boss's email is x@y.com", "gareth/boss_email", "Gareth", True),
    ("07700 900 318", "My number is 07700 900 318", "gareth/work_phone", "Gareth", False),
    ("07700 900 318", "My work number is 07700 900 318", "gareth/work_phone", "Gareth", True),
    ("x@y.com", "My email is x@y.com", "gareth/old_email", "Gareth", False),
    ("123 Main St", "I live at 123 Main St", "gareth/mother_address", "Gareth", False),
    ("123 Main St", "I live at 123 Main St", "gareth/home_address", "Gareth", True),
    ("x@y.com", "My email is x@y.com", "gareth/email", "Gareth", True),
    ("x@y.com", "Mi correo es x@y.com", "marta/correo_trabajo", "Marta", False),
    ("x@y.com", "Mi correo del trabajo es x@y.com", "marta/correo_trabajo", "Marta", True),
    ("612 34 56 78", "Mi móvil es 612 34 56 78", "marta/movil_madre", "Marta", False),
    ("612 34 56 78", "Mi móvil es 612 34 56 78", "marta/movil", "Marta", True),
    ("x@y.com", "我的邮箱是x@y.com", "小刘/公司邮箱", "小刘", False),
    ("x@y.com", "我的公司邮箱是x@y.com", "小刘/公司邮箱", "小刘", True),
    ("x@y.com", "我的邮箱是x@y.com", "小刘/妈妈邮箱", "小刘", False),
    ("138 0013 4471", "我的手机是138 0013 4471", "小刘/老婆手机", "小刘", False),
    ("138 0013 4471", "我老婆的手机是138 0013 4471", "小刘/老婆手机", "小刘", True),
    # (red-team round 7: a narrowing word the evidence says by what is done, `send the invoices to`; or glued
    # possessively in the key, `wifes_phone`)
    ("ap@x.com", "Please send the invoices to ap@x.com", "acme/billing_email", None, True),
    ("ap@x.com", "My email is ap@x.com", "gareth/billing_email", "Gareth", False),
    ("ap@x.com", "Mándame las facturas a ap@x.com", "marta/correo_facturacion", "Marta", True),
    ("ap@x.com", "Mi correo es ap@x.com", "marta/correo_facturacion", "Marta", False),
    ("ap@x.com", "发票请发到ap@x.com", "小刘/发票邮箱", "小刘", True),
    ("07700 900 318", "My phone is 07700 900 318", "gareth/wifes_phone", "Gareth", False),
    # (a narrowing word that is the relation's own noun narrows nothing: `…/trabajo` is the job, `…/公司` the company)
    ("腾讯", "我在腾讯上班", "小王/公司", "小王", True),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), NARROWED)
def test_a_key_that_narrows_its_slot_needs_the_evidence_to_say_so(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    assert _ok(value, evidence, key, speaker) is supported


MEMBER = [
    ("07700 900 318", "Best number for me is 07700 900 318", "sunbright_solar/gareth_phone", "Gareth", True),
    ("07700 900 318", "My phone is 07700 900 318", "gareth_mother/phone", "Gareth", False),
    ("07700 900 318", "My phone is 07700 900 318", "mother_of_gareth/phone", "Gareth", False),
    ("07700 900 318", "My phone is 07700 900 318", "sunbright_solar/gareth_wife_phone", "Gareth", False),
    ("612 34 56 78", "Mi móvil es el 612 34 56 78", "clinica_sol/marta_movil", "Marta", True),
    ("612 34 56 78", "Mi móvil es el 612 34 56 78", "madre_de_marta/movil", "Marta", False),
    ("138 0013 4471", "我的手机是138 0013 4471", "阳光光伏_小刘/手机", "小刘", True),
    ("138 0013 4471", "我的手机是138 0013 4471", "小刘妈妈/手机", "小刘", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), MEMBER)
def test_a_key_may_name_the_speaker_as_a_member_of_its_subject(
    value: str, evidence: str, key: str, speaker: str, supported: bool
) -> None:
    assert _ok(value, evidence, key, speaker) is supported


# (value, evidence, supported)
OBJECTLESS = [
    ("我跑了", "我抓了一个小偷，跑了", False),
    ("我离机场很近", "我订了一家酒店，离机场很近", False),
    ("我辞职了", "我批评了陈经理，辞职了", False),
    ("我买了一辆车", "我换了工作，买了一辆车", True),
    ("我周日给老年联赛当裁判", "我周二带少年队训练，然后周日给老年联赛当裁判", True),
    ("我回了家", "我下了班，去了药店，然后回了家", True),
    # (red-team round 7: a place, a copula, `有`, a distance describe the object too; a topic `我订的酒店` is one)
    ("我在市中心", "我订了酒店，在市中心", False),
    ("我住在杭州", "我认识了那个女孩，住在杭州", False),
    ("我离机场很近", "我订的酒店，离机场很近", False),
    ("我在市中心上班", "我换了工作，在市中心上班", True),
    ("我在阁楼听到了抓挠声", "我在厨房看到过蟑螂，还在阁楼听到了抓挠声。", True),
    # (English and Spanish conjuncts share the subject by grammar: as before)
    ("I ran", "I caught a thief and ran", True),
    ("I did not run", "I caught a thief and ran", False),
    ("Dejé el trabajo", "Llamé a mi jefe y dejé el trabajo", True),
    ("No dejé el trabajo", "Llamé a mi jefe y dejé el trabajo", False),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), OBJECTLESS)
def test_a_chinese_conjunct_with_no_object_after_one_with_an_object_shares_no_subject(
    value: str, evidence: str, supported: bool
) -> None:
    assert _ok(value, evidence) is supported


@pytest.mark.xfail(strict=True, reason="faithful, refused since `objectless_after_object`: the price of the fix")
@pytest.mark.parametrize(
    ("value", "evidence"),
    [("我辞职了", "我换了工作，辞职了"), ("我辞职了", "我生了病，辞职了"), ("医生住院了", "医生做了手术，住院了")],
)
def test_faithful_cases_of_the_same_shape_are_refused_since(value: str, evidence: str) -> None:
    assert _ok(value, evidence)


# (value, evidence, source, speaker, key, supported): red-team round 7, a bare answer is whose its question says
ANSWERS = [
    ("x@y.com", "x@y.com", "Agent: What's your wife's email?\nGareth: x@y.com", "Gareth", "gareth/email", False),
    ("x@y.com", "x@y.com", "Agent: What's your email?\nGareth: x@y.com", "Gareth", "gareth/email", True),
    ("x@y.com", "x@y.com", "Agent: What's your wife's email?\nGareth: x@y.com", "Gareth", "gareth/wife_email", True),
    ("x@y.com", "x@y.com", "Agente: ¿Y el de tu madre?\nMarta: x@y.com", "Marta", "marta/correo", False),
    ("x@y.com", "x@y.com", "Agente: ¿Cuál es tu correo?\nMarta: x@y.com", "Marta", "marta/correo", True),
    ("x@y.com", "x@y.com", "客服：您爱人的邮箱？\n小刘：x@y.com", "小刘", "小刘/邮箱", False),
    ("x@y.com", "x@y.com", "客服：您的邮箱？\n小刘：x@y.com", "小刘", "小刘/邮箱", True),
]


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "key", "supported"), ANSWERS)
def test_a_bare_answer_is_whose_its_question_says(
    value: str, evidence: str, source: str, speaker: str, key: str, supported: bool
) -> None:
    assert check_support(value, evidence, source, speaker=speaker, key=key).ok is supported
