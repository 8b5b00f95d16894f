"""Round 32 of issue 31 (DESIGN §4): classes from blind batch 30, scored on main before them (40/55 faithful, 2/45
false accepts — the same on f9eb897, before round 31). Each class has en/es/zh cases written for this round (none is
a batch record), a hard negative beside each faithful twin.

- A turn of a labelled dialogue is its label's (`Recruiter: I've placed …` then `Candidate (Ben): …`): where another
  turn's label names the speaker, an evidence saying `I` in a turn labelled for someone else is not the speaker's
  (`_turns`; the batch's two false accepts). Without a label naming the speaker nothing is read.
- A Chinese speaker's name written in an ASCII key (`chenjing/city`, `wang_lei/email`, `xiaoming/…` for 王小明) is the
  speaker's, by its pinyin (pypinyin, every reading of a character with several: `曾` ceng or zeng).
- An English key over a form's field in another language: `order` names `订单号`, `pedido`; `major` names `专业`,
  `报考`, `carrera` (`lexicon.RELATION_WORDS`).
- How long, ending a clause after a list (`for the week`, `para la semana`), frames the whole list.
- A modal both conjuncts share (`I'll pick up the car … and return it …` → `I'll return it …`; `Voy a recoger … y
  devolverlo …`): the value keeps the modal with the subject (`_coordination._shared_modal`); a negated one is not
  shared, and a value without the modal is refused.
"""

from __future__ import annotations

import pytest

from memtx.core.admission import check_support

_RECRUITER = (
    "Recruiter: I've placed twelve engineers at Monzo this year.\nCandidate (Ben): Nice, I'd love a role there."
)
_ADVISER = "顾问：我今年已经帮十二个工程师拿到了字节的offer。\n候选人（王磊）：厉害，我也想试试。"
_AGENT = "Agente: Yo vivo en Sevilla, por cierto.\nCliente (Marta): Qué bien."

# (value, evidence, source, speaker, supported)
TURNS = [
    ("Ben has placed twelve engineers at Monzo this year", "I've placed twelve engineers at Monzo this year.",
     _RECRUITER, "Ben", False),
    ("I've placed twelve engineers at Monzo this year.", "I've placed twelve engineers at Monzo this year.",
     _RECRUITER, "Ben", False),
    ("Ben Okoro lives in Leeds", "I live in Leeds.", "Recruiter: I live in Leeds.\nBen: Nice.", "Ben Okoro", False),
    ("Ben lives in Leeds", "I live in Leeds.", "Recruiter: Where are you based?\nCandidate (Ben): I live in Leeds.",
     "Ben", True),
    ("Ben lives in Leeds", "I live in Leeds.", "Ben: I live in Leeds.\nRecruiter: Great.", "Ben", True),
    ("Rita's email is r@x.io", "My email is r@x.io", "Customer: My email is r@x.io\nAgent: Thanks.", "Rita", True),
    ("Marta vive en Sevilla", "vivo en Sevilla", _AGENT, "Marta", False),
    ("Marta vive en Sevilla", "vivo en Sevilla", "Agente: ¿Dónde vive?\nCliente (Marta): vivo en Sevilla", "Marta",
     True),
    ("el coche es azul", "el coche es azul", "Agente: el coche es azul.\nCliente (Marta): Vale.", "Marta", True),
    ("王磊今年已经帮十二个工程师拿到了字节的offer", "我今年已经帮十二个工程师拿到了字节的offer。", _ADVISER,
     "王磊", False),
    ("王磊住在深圳", "我住在深圳。", "顾问：你住哪里？\n候选人（王磊）：我住在深圳。", "王磊", True),
    # mem0's speaker `user` is the chat's `User`, `Usuario` or `用户` turn
    ("User lives in Leeds", "I live in Leeds.", "Assistant: I live in Leeds.\nUser: ok", "user", False),
    ("用户叫小王", "我叫小王。", "客服：我叫小王。\n用户：好的。", "user", False),
    ("Usuario vive en Sevilla", "Vivo en Sevilla.", "Agente: Vivo en Sevilla.\nUsuario: vale", "user", False),
    ("用户叫小王", "我叫小王。", "客服：您贵姓？\n用户：我叫小王。", "user", True),
    ("User lives in Leeds", "I live in Leeds.", "Assistant: Where?\nUser: I live in Leeds.", "user", True),
]  # fmt: skip

_PLACED = "I've placed twelve engineers at Monzo this year."
# (source, supported) for `Ben has placed …` of _PLACED with the speaker Ben: the turn's label in the formats chat
# exports write (a time stamp, markdown, a dash, brackets, lower case), and the speaker's own turns beside them
FORMATS = [
    (f"[10:02] Recruiter: {_PLACED}\n[10:03] Ben: Nice.", False),
    (f"10:02 pm Recruiter: {_PLACED}\n10:03 pm Ben: Nice.", False),
    (f"**Recruiter:** {_PLACED}\n**Ben:** Nice.", False),
    (f"Recruiter - {_PLACED}\nBen - Nice.", False),
    (f"[Recruiter] {_PLACED}\n[Ben] Nice.", False),
    (f"sarah: {_PLACED}\nben: Nice.", False),
    (f"Sarah Lim: {_PLACED}\nBen Okoro: Nice.", False),
    (f"Ben: Nice.\n[10:02] Ben: {_PLACED}", True),
    (f"**Recruiter:** Where?\n**Ben:** {_PLACED}", True),
    (f"[Recruiter] Where?\n[Ben] {_PLACED}", True),
    (f"Recruiter: Where?\nBen: Well - {_PLACED}", True),
    (f"Ben: Hi!\nWell - {_PLACED}", True),
    (f"Recruiter: Where?\nBen: I moved. My record is: {_PLACED}", True),
    # an e-mail's sender line names the turn; a lone turn of another's name; a name with a time after a comma
    (f"From: Sarah Lim\n{_PLACED}\n\nFrom: Ben Okoro\nNice.", False),
    (f"De: Sarah Lim\n{_PLACED}\nDe: Ben Okoro\nQué bien.", False),
    (f"Sarah: {_PLACED}", False),
    (f"Sarah, 10:02: {_PLACED}\nBen, 10:03: Nice.", False),
    (f"From: Ben Okoro\nTo: Sarah Lim\nSubject: record\n{_PLACED}", True),
    (f"Customer: {_PLACED}", True),
    (f"Update: {_PLACED}", True),
    (f"Subject: news\n{_PLACED}", True),
]

# (value, evidence, source, key, speaker, supported): round 31's role keys are the customer's, never the staff's
STAFF = [
    ("tom@shop.com", "My email is tom@shop.com", "Agent (Tom): My email is tom@shop.com if you need me.\nCustomer "
     "(Rita): thanks", "customer/email", "Tom", False),
    ("tom@shop.com", "My email is tom@shop.com", "Agent (Tom): My email is tom@shop.com if you need me.",
     "customer/email", "Tom", False),
    ("13800000000", "我的电话是13800000000", "客服（小王）：我的电话是13800000000。\n客户（李娜）：好的。", "客户/电话",
     "小王", False),
    ("tom@x.es", "Mi correo es tom@x.es", "Agente (Tomás): Mi correo es tom@x.es", "cliente/correo", "Tomás", False),
    ("r@x.io", "My email is r@x.io", "Agent (Tom): What is your email?\nCustomer (Rita): My email is r@x.io",
     "customer/email", "Rita", True),
    ("tom@shop.com", "My email is tom@shop.com", "Agent (Tom): My email is tom@shop.com", "tom/email", "Tom", True),
    ("r@x.io", "My email is r@x.io", "My email is r@x.io", "customer/email", "Rita", True),
]  # fmt: skip

# (value, evidence, key, speaker, supported)
PINYIN = [
    ("住在深圳", "我住在深圳", "chenjing/city", "陈静", True),
    ("wanglei_data@163.com", "我的邮箱是 wanglei_data@163.com", "wanglei/email", "王磊", True),
    ("wanglei_data@163.com", "我的邮箱是 wanglei_data@163.com", "wang_lei/email", "王磊", True),
    ("wanglei_data@163.com", "我的邮箱是 wanglei_data@163.com", "xiaoming/email", "王小明", True),
    ("住在深圳", "我住在深圳", "zengfan/city", "曾凡", True),
    ("wanglei_data@163.com", "我的邮箱是 wanglei_data@163.com", "lilei/email", "王磊", False),
    ("wanglei_data@163.com", "我妹妹的邮箱是 wanglei_data@163.com", "wanglei/email", "王磊", False),
    ("wanglei_data@163.com", "我的邮箱是 wanglei_data@163.com", "wanglei/email", None, False),
    ("住在深圳", "我住在深圳", "wang/city", "王磊", False),
    ("住在深圳", "他住在深圳", "chenjing/city", "陈静", False),
    # the twins in en and es: a key in the speaker's own script, as before
    ("lives in Porto", "I live in Porto", "ana/city", "Ana", True),
    ("vive en Oporto", "vivo en Oporto", "ana/ciudad", "Ana", True),
    ("lives in Porto", "She lives in Porto", "ana/city", "Ana", False),
]

# (value, evidence, key, supported)
FIELDS = [
    ("CR20261218-5532", "订单号：CR20261218-5532", "rental/order_id", True),
    ("计算机科学与技术", "报考专业：计算机科学与技术", "applicant/major", True),
    ("计算机科学与技术", "辅修专业：计算机科学与技术", "applicant/major", False),
    ("CR20261218-5532", "原订单号：CR20261218-5532", "rental/order_id", False),
    ("CR20261218-5532", "退款单号：CR20261218-5532", "rental/order_id", False),
    ("A-5532", "Número de pedido: A-5532", "shop/order_id", True),
    ("A-5532", "Número de pedido anterior: A-5532", "shop/order_id", False),
    ("A-5532", "Order number: A-5532", "shop/order_id", True),
    ("Economics", "Ana majors in Economics", "ana/major", True),
    ("Economics", "Ana used to major in Economics", "ana/major", False),
]

# (value, evidence, speaker, supported)
DURATIONS = [
    ("User needs a helmet for the week", "I need skis, boots and a helmet for the week.", "user", True),
    ("User needs boots for the week", "I need skis, boots and a helmet for the week.", "user", True),
    ("User needs boots", "I need skis, boots and a helmet for the week.", "user", False),
    ("User needs boots for the week", "I need skis, boots and a helmet for the week if it snows.", "user", False),
    ("I need boots for this trip", "I only need skis, boots and a helmet for this trip.", None, False),
    ("Necesito botas para la semana", "Necesito esquís, botas y un casco para la semana.", None, True),
    ("Necesito botas", "Necesito esquís, botas y un casco para la semana.", None, False),
    # zh: the frame stands before the verb, in the list's head (round 12 reads the rest as every item's)
    ("这周我需要头盔", "这周我需要雪板、雪鞋和头盔。", None, True),
    ("我需要头盔", "这周我需要雪板、雪鞋和头盔。", None, False),
]


# (value, evidence, speaker, supported): a modal both conjuncts share (batches 28 and 30)
MODALS = [
    ("I'll return it in Lisbon", "I'll pick up the car at Faro and return it in Lisbon.", None, True),
    ("User will return it in Lisbon on the 14th",
     "I'll pick up the car at Faro airport and return it in Lisbon on the 14th.", "user", True),
    ("I can return it in Lisbon", "I can pick up the car at Faro and return it in Lisbon.", None, True),
    ("I return it in Lisbon", "I will pick up the car at Faro and return it in Lisbon.", None, False),
    ("I will return it in Lisbon", "I won't pick up the car at Faro and return it in Lisbon.", None, False),
    ("I will return it in Lisbon", "If it rains, I will pick up the car at Faro and return it in Lisbon.", None,
     False),
    ("I will return it in Lisbon", "I will pick up the car at Faro and then maybe return it in Lisbon.", None, False),
    ("I will return it in Lisbon", "She says I will pick up the car at Faro and return it in Lisbon.", None, False),
    ("I drink", "I cannot eat and drink.", None, False),
    ("Voy a devolverlo en Lisboa", "Voy a recoger el coche en Faro y devolverlo en Lisboa.", None, True),
    ("Usuario va a devolverlo en Lisboa", "Voy a recoger el coche en Faro y devolverlo en Lisboa.", "user", True),
    ("Tengo que firmarlo hoy", "Tengo que pagar la factura y firmarlo hoy.", None, True),
    ("Voy a devolverlo en Lisboa", "No voy a recoger el coche en Faro y devolverlo en Lisboa.", None, False),
    ("Devuelvo el coche en Lisboa", "Voy a recoger el coche en Faro y devolverlo en Lisboa.", None, False),
    ("Tengo que firmarlo hoy", "Ana dice que tengo que pagar la factura y firmarlo hoy.", None, False),
    # zh: a comma joins the conjuncts and `会` is not read as shared (refused, a recall loss: docs/admission.md)
    ("我会在里斯本还车", "我会在法鲁取车，在里斯本还车。", None, False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), MODALS)
def test_a_modal_both_conjuncts_share_stays_with_the_second(
    value: str, evidence: str, speaker: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), TURNS)
def test_a_labelled_turn_is_its_labels(value: str, evidence: str, source: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported


@pytest.mark.parametrize(("source", "supported"), FORMATS)
def test_a_turns_label_is_read_in_the_formats_chats_write(source: str, supported: bool) -> None:
    value = "Ben has placed twelve engineers at Monzo this year"
    assert check_support(value, _PLACED, source, speaker="Ben").ok is supported


@pytest.mark.parametrize(("value", "evidence", "source", "key", "speaker", "supported"), STAFF)
def test_a_role_key_is_not_the_staff_speakers(
    value: str, evidence: str, source: str, key: str, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, source, key=key, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "key", "speaker", "supported"), PINYIN)
def test_a_chinese_speakers_name_in_pinyin_is_the_speakers(
    value: str, evidence: str, key: str, speaker: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, key=key, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), FIELDS)
def test_an_english_key_names_a_field_in_another_language(value: str, evidence: str, key: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), DURATIONS)
def test_how_long_after_a_list_frames_every_item(
    value: str, evidence: str, speaker: str | None, supported: bool
) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported
