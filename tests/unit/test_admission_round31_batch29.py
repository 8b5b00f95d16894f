"""Round 31 of issue 31 (DESIGN §4): five classes from blind batch 29's misses, scored on main before any of them
(47/55 faithful, 0/45 false accepts). Each class has en/es/zh cases written for this round (none is a batch record),
a hard negative beside each faithful twin.

- A key whose subject is the role a support, clinic or booking conversation gives its speaker (`customer/email`,
  `cliente/telefono`, `客户/手机号`, `patient/allergy`) is read as the speaker's, as mem0's `user` is: the speaker's
  first person gives it (`My email is …`), someone else's does not (`My sister's email is …`, `Her email is …`), and
  without a speaker nothing binds it (`lexicon.KEYED_ROLE_SUBJECTS`).
- A day of the week's numeral names the day and counts nothing (`周一`, `星期二`, `礼拜三`): the day is one word of
  content, a time frame a value keeps or leaves out whole (`lexicon.NAMED_DAYS`); a real count beside it stays. (The
  batch's own sentence, `面包房周一烤黑麦面包，…`, stays refused: `烤` is no verb the coordination rule knows, and
  adding it read `烤箱` in a list as a verb.)
- `¿sabes?` ending a statement is a rhetorical tag, as `you know?` is; a tag that checks (`¿verdad?`, `right?`,
  `对吧？`) keeps the question (`_disfluency`).
- The kind of thing a key's subject is, said beside the word the key names (`the payments service`, `el servicio de
  pagos`, `支付服务` for `payments/…`, `pagos/…`, `支付/…`), is named by the key, as a kind noun is
  (`lexicon.KEYED_THING_NOUNS`); another word beside it (`payments test service`, `de Madrid`) is not.
- `to every …`/`at each …` (`a cada …`, `en cada …`) ending a clause after a list frames the whole list: the one-item
  sentence keeps it (`_lists`); a list item without it, or with `for every …` (which may be the last item's own), is
  refused. (Chinese puts such a frame before the verb, in the list's head, where its scope word keeps the list whole:
  not read as a list, so refused — a recall loss, not a false accept.)
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

# (value, evidence, key, speaker, supported)
ROLES = [
    # en: the speaker's role as the key's subject
    ("r.okafor@mailbox.org", "My email is r.okafor@mailbox.org", "customer/email", "Rita Okafor", True),
    ("r.okafor@mailbox.org", "you can email me at r.okafor@mailbox.org", "client/email", "Rita Okafor", True),
    ("penicillin", "I'm allergic to penicillin", "patient/allergy", "Sam Lee", True),
    ("r.okafor@mailbox.org", "My sister's email is r.okafor@mailbox.org", "customer/email", "Rita Okafor", False),
    ("r.okafor@mailbox.org", "Her email is r.okafor@mailbox.org", "customer/email", "Rita Okafor", False),
    ("r.okafor@mailbox.org", "My email is r.okafor@mailbox.org", "customer/email", None, False),
    ("r.okafor@mailbox.org", "My email is r.okafor@mailbox.org", "contact/email", "Rita Okafor", False),
    ("penicillin", "My son is allergic to penicillin", "patient/allergy", "Sam Lee", False),
    ("r.okafor@mailbox.org", "The customer's email is r.okafor@mailbox.org", "rita/email", "Rita", False),
    # es
    ("612 345 678", "Mi número es el 612 345 678", "cliente/telefono", "Jorge", True),
    ("Calle Mayor 5", "Vivo en Calle Mayor 5", "paciente/direccion", "Jorge", True),
    ("612 345 678", "El número de mi hermana es el 612 345 678", "cliente/telefono", "Jorge", False),
    ("612 345 678", "Mi número es el 612 345 678", "cliente/telefono", None, False),
    ("612 345 678", "Su número es el 612 345 678", "cliente/telefono", "Jorge", False),
    # zh
    ("13812345678", "我的手机号是13812345678", "客户/手机号", "周伟", True),
    ("13812345678", "我的手机号是13812345678", "会员/手机号", "周伟", True),
    ("13812345678", "我老婆的手机号是13812345678", "客户/手机号", "周伟", False),
    ("13812345678", "我的手机号是13812345678", "客户/手机号", None, False),
    ("13812345678", "他的手机号是13812345678", "客户/手机号", "周伟", False),
]

DAYS = [
    ("面包房周二给酒店送货", "面包房周一做黑麦面包，周二给酒店送货。", True),
    ("面包房星期二给酒店送货", "面包房星期一做黑麦面包，星期二给酒店送货。", True),
    ("面包房礼拜三给酒店送货", "面包房礼拜一做黑麦面包，礼拜三给酒店送货。", True),
    ("面包房晚上给酒店送货", "面包房周一做黑麦面包，晚上给酒店送货。", True),
    ("面包房周二给酒店送货", "面包房周一不做面包，周二给酒店送货。", True),
    ("他周二去上海", "他周一在北京开会，周二去上海。", True),
    ("面包房周一给酒店送货", "面包房周一和周二给酒店送货。", True),
    ("面包房给酒店送货", "面包房周一做黑麦面包，周二给酒店送货。", False),
    ("面包房烤黑麦面包", "面包房周一烤黑麦面包。", False),
    ("面包房周一烤面包", "面包房周一烤两种面包。", False),
    ("面包房给酒店送货", "面包房周一和周二给酒店送货。", False),
    ("面包房周二给酒店送货", "面包房周一烤面包，周二不给酒店送货。", False),
    ("面包房周二给酒店送货", "如果下雨，面包房周一烤面包，周二给酒店送货。", False),
    # en and es twins: a weekday is a time frame there too
    ("The bakery delivers to the hotel on Tuesday",
     "The bakery bakes rye on Monday and delivers to the hotel on Tuesday.", True),
    ("The bakery delivers to the hotel", "The bakery delivers to the hotel on Tuesday.", False),
    ("la panadería reparte al hotel el martes",
     "la panadería hornea centeno el lunes y reparte al hotel el martes", True),
    ("la panadería reparte al hotel", "la panadería reparte al hotel el martes", False),
]  # fmt: skip

TAGS = [
    ("el portero nuevo se llama Ramiro", "Mira, este, el portero nuevo se llama Ramiro, ¿sabes?", True),
    ("el portero nuevo se llama Ramiro", "el portero nuevo se llama Ramiro, ¿sabe?", True),
    ("el portero nuevo se llama Ramiro", "el portero nuevo se llama Ramiro, ¿verdad?", False),
    ("el portero nuevo se llama Ramiro", "el portero nuevo se llama Ramiro, ¿no?", False),
    ("el portero nuevo se llama Ramiro", "¿el portero nuevo se llama Ramiro, sabes?", False),
    ("el portero nuevo se llama Ramiro", "¿Sabes si el portero nuevo se llama Ramiro?", False),
    ("the new porter is called Ramiro", "so, um, the new porter is called Ramiro, you know?", True),
    ("the new porter is called Ramiro", "the new porter is called Ramiro, right?", False),
    ("新门卫叫拉米罗", "新门卫叫拉米罗，你知道的。", True),
    ("新门卫叫拉米罗", "新门卫叫拉米罗，对吧？", False),
    ("新门卫叫拉米罗", "你知道新门卫叫拉米罗吗？", False),
]

LIST_FRAMES = [
    ("Members must bring a rear light to every ride",
     "Members must bring a helmet, a rear light, and a spare tube to every ride.", True),
    ("Members must bring a spare tube to every ride",
     "Members must bring a helmet, a rear light, and a spare tube to every ride.", True),
    ("We give a mug to each new member", "We give a mug, a t-shirt and a voucher to each new member.", True),
    ("Members must bring a rear light", "Members must bring a helmet, a rear light, and a spare tube to every ride.",
     False),
    ("We give a mug to each new member", "We give a mug, a t-shirt and a voucher for each new member.", False),
    ("We give a mug to each new member", "We only give a mug, a t-shirt and a voucher to each new member.", False),
    ("Members must bring a rear light to every ride",
     "Members must bring a helmet, a rear light, and a spare tube to every ride if it rains.", False),
    ("Members must bring a rear light to every ride",
     "Members must bring a helmet, a rear light, and a spare tube to every ride except Sundays.", False),
    ("Members must bring a rear light to every ride",
     "Members must bring a helmet, a rear light, and a spare tube to every night ride.", False),
    # es
    ("Los socios deben llevar luz trasera a cada salida",
     "Los socios deben llevar casco, luz trasera y cámara de repuesto a cada salida.", True),
    ("Los socios deben llevar luz trasera",
     "Los socios deben llevar casco, luz trasera y cámara de repuesto a cada salida.", False),
    ("Los socios deben llevar luz trasera a cada salida",
     "Los socios deben llevar casco, luz trasera y cámara de repuesto a cada salida si llueve.", False),
    # zh: the frame stands before the verb, in the list's head, and a scope word there (`每`, `都`) keeps the list
    # whole (not read here: `会员每次骑行要带尾灯` is refused too); leaving the frame out is refused either way
    ("会员骑行要带尾灯", "会员每次骑行要带头盔、尾灯和备用内胎。", False),
    ("会员要带尾灯", "会员每次骑行都要带头盔、尾灯和备用内胎", False),
]  # fmt: skip


THINGS = [
    # (value, evidence, key, supported): the key's thing named with its kind beside it
    ("Nuria Vidal", "The on-call lead for the payments service is Nuria Vidal.", "payments/on_call_lead", True),
    ("Nuria Vidal", "The payments team lead is Nuria Vidal.", "payments/lead", True),
    ("Nuria Vidal", "The on-call lead for the payments test service is Nuria Vidal.", "payments/on_call_lead", False),
    ("Nuria Vidal", "The on-call lead for the billing service is Nuria Vidal.", "payments/on_call_lead", False),
    ("Nuria Vidal", "The former payments team lead is Nuria Vidal.", "payments/lead", False),
    ("Nuria Vidal", "The payments team lead was Nuria Vidal.", "payments/lead", False),
    (
        "Nuria Vidal",
        "El responsable de guardia del servicio de pagos es Nuria Vidal.",
        "pagos/responsable_guardia",
        True,
    ),
    ("Nuria Vidal", "El jefe del equipo de pagos es Nuria Vidal.", "pagos/jefe", True),
    ("Nuria Vidal", "El jefe del equipo de pagos de Madrid es Nuria Vidal.", "pagos/jefe", False),
    ("Nuria Vidal", "El jefe del equipo de ventas es Nuria Vidal.", "pagos/jefe", False),
    ("Nuria Vidal", "支付服务的值班负责人是Nuria Vidal。", "支付/值班负责人", True),
    ("Nuria Vidal", "支付团队的负责人是Nuria Vidal。", "支付/负责人", True),
    ("Nuria Vidal", "支付测试服务的负责人是Nuria Vidal。", "支付/负责人", False),
    ("Nuria Vidal", "退款服务的负责人是Nuria Vidal。", "支付/负责人", False),
    ("Nuria Vidal", "支付服务以前的负责人是Nuria Vidal。", "支付/负责人", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), THINGS)
def test_the_kind_of_the_keys_thing_beside_its_word_is_named_by_the_key(
    value: str, evidence: str, key: str, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), ROLES)
def test_a_role_key_subject_is_the_speaker(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, key=key, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), DAYS)
def test_a_weekday_is_a_time_frame_not_a_number(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), TAGS)
def test_a_rhetorical_tag_asks_nothing_a_checking_tag_does(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


@pytest.mark.parametrize(("value", "evidence", "supported"), LIST_FRAMES)
def test_a_frame_of_each_after_a_list_stays_with_every_item(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported
