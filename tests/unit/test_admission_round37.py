"""Round 37 of issue 31 (DESIGN §4), eleventh session: who said it, in the formats several people write in.

Blind batch 44 (written for this session by a helper who read no rule; every source holds two people or more) was
scored once on the session's starting rules (17a3c75): 40/60 faithful and **5/60 false accepts**, all binding another
person's first person to the record's speaker — an agent's turn to mem0's `User` (`[Agent - Kevin] I work the evening
shift`, `【客服-小刘】您好，我是夜班的`), a turn of a chat export whose time stamp carries its date (`[12/03/26, 21:05]
Tío Andrés: Yo llevo la paella`, `[晚上9:03] 二舅：我带红烧肉`), and a receptionist's note after a client's voicemail
(`前台阿杰备注：我明天休息`). Blind batches 42 and 43 (51/66 and 52/66, 0/54 false accepts each) and the dev split gave
the rest. The classes closed or read here, each with its twins:

- **A staff turn is not the user's, nor a named client's** (`_turns._staff`): a turn whose label holds a staff role
  (`Agent`, `Agente`, `客服`, `前台`) and does not name the speaker is another's when the speaker is mem0's `user` or is
  named elsewhere in the source.
- **A chat export's stamp may carry its date and a Chinese part of the day** (`_turns._STAMP`), so its labels are read.
- **A label that opens the evidence names whose turn it is** (`_turns._cited_label`, red-team round 12's `Tom: my
  email is …` for Hannah Osei): unless it names the speaker, holds a role the speaker may have (`Customer:`,
  `客户：`), is a heading (`Update:`, `Good news:` — a person's label is capitalized, every word) or a form's field
  (`Correo:`, `电话：`).
- **A forwarded or replied-to message is its author's**: `_quoted.authored_by` read its author line as the speaker's
  when it named them (`On Tue, …, Gareth Lowe <…> wrote:` then `> I'm happy to bring the tent`); narrowed after
  red-team round 16 and **withdrawn** after round 17 (relays, other signatures and subject lines it could not read):
  such messages are read with no speaker again, and its faithful cases here are strict xfails. What stays: a
  quotation whose reporting frame makes the speaker the one who speaks (`_quoted.said_by`, below).
- **A key whose subject past its namespace is the speaker** (`_keywords._names_member`: `greenlight_driving/
  marta_ruiz/email`, `weiss_piano_services/jakob/phone` for Jakob Weiss): read as `marta_ruiz/email` is. Round 35 had
  it and withdrew it after red-team round 12 found the plain key's older holes through it; those are closed here:
- **A group's slot is no one's own** (`lexicon.KEY_NARROWING`: `team_email`, `family_email`, `shared_email`,
  `correo_del_equipo`, `团队邮箱` from `My email is …`), and a support address is one only where the evidence says what
  support is for (`KEY_NARROWING_HELD`: `Customer questions go to …`, `如有问题…`).
- **`nº` is `número`, and `No.` before a digit `number`** (`_support._numero`): blind batch 43's `Su receta nº
  RX-20931` was read as a denial (NFKC folds `º` to `o`), and `Old invoice No. 4471` gave `4471` for `…/invoice_number`
  on every earlier tree (the period read as a sentence's end left `Old` in another sentence).
"""

from __future__ import annotations

import pytest

from _red_teams import Case, ok, params
from memtx.core.admission import check_support

_WITHDRAWN = pytest.mark.xfail(
    strict=True,
    reason="a quoted message's author line or signature read as the speaker's: withdrawn after red-team round 17",
)


_SAID_WITHDRAWN = pytest.mark.xfail(
    strict=True,
    reason="a quotation's reporting frame read as the speaker's (`said_by`): withdrawn after red-team round 18",
)


def _said_withdrawn(cases: list[tuple[object, ...]]) -> list[object]:
    return [pytest.param(*case, marks=(_SAID_WITHDRAWN,) if case[-1] is True else ()) for case in cases]


def _withdrawn(cases: list[tuple[object, ...]]) -> list[object]:
    """The cases as parameters, the faithful ones (last item True) of the withdrawn reading as strict xfails."""
    return [pytest.param(*case, marks=(_WITHDRAWN,) if case[-1] is True else ()) for case in cases]


NAMESPACED_SPEAKER: list[Case] = [
    ("marta.ruiz@greenlight-driving.co.uk", "You can reach me at marta.ruiz@greenlight-driving.co.uk",
     "greenlight_driving/marta_ruiz/email", "Marta Ruiz"),
    ("lucia.mora@autoescuelasol.es", "Mi correo es lucia.mora@autoescuelasol.es", "autoescuela_sol/lucia_mora/email",
     "Lucía Mora"),
    ("699 30 22 17", "Mi móvil es el 699 30 22 17", "crm:adela_vidal/telefono", "Adela Vidal"),
    ("wang.li@xingche-jiaxiao.cn", "我的邮箱是 wang.li@xingche-jiaxiao.cn", "星辰驾校/王丽/邮箱", "王丽"),
]  # fmt: skip

NOT_THE_SPEAKERS: list[Case] = [
    ("marta.ruiz@greenlight-driving.co.uk", "You can reach me at marta.ruiz@greenlight-driving.co.uk",
     "greenlight_driving/pablo_ruiz/email", "Marta Ruiz"),
    ("07700 900418", "You can call me back on 07700 900418", "weiss_piano_services/jakob/phone", "Helen Weiss"),
    # (the speaker's first name alone past a namespace: withdrawn after red-team rounds 17 and 18 — another Jakob's
    # label in the source took it)
    ("07700 900418", "You can call me back on 07700 900418", "weiss_piano_services/jakob/phone", "Jakob Weiss"),
    ("h.osei@brightshield.co.uk", "My email is h.osei@brightshield.co.uk", "brightshield/hannah_osei_assistant/email",
     "Hannah Osei"),
    ("lucia.mora@autoescuelasol.es", "El correo de mi hermana es lucia.mora@autoescuelasol.es",
     "autoescuela_sol/lucia_mora/email", "Lucía Mora"),
    ("wang.li@xingche-jiaxiao.cn", "我的邮箱是 wang.li@xingche-jiaxiao.cn", "星辰驾校/李强/邮箱", "王丽"),
    ("wang.li@xingche-jiaxiao.cn", "我老公的邮箱是 wang.li@xingche-jiaxiao.cn", "星辰驾校/王丽/邮箱", "王丽"),
    # a group's slot, and a support address from the speaker's own
    ("h.osei@brightshield.io", "My email is h.osei@brightshield.io.", "brightshield/hannah_osei/team_email",
     "Hannah Osei"),
    ("h.osei@brightshield.io", "Email me at h.osei@brightshield.io.", "hannah_osei/family_email", "Hannah Osei"),
    ("h.osei@brightshield.io", "My email is h.osei@brightshield.io.", "hannah_osei/support_email", "Hannah Osei"),
    ("ana@x.es", "Mi correo es ana@x.es", "empresa/ana_garcia/correo_del_equipo", "Ana García"),
    ("liu@x.cn", "我的邮箱是liu@x.cn", "公司/小刘/团队邮箱", "小刘"),
]  # fmt: skip

# A support address or line said by what it is for (no speaker).
SUPPORT: list[Case] = [
    ("help@kestrel.co", "Customer questions go to help@kestrel.co.", "kestrel/support_email", None),
    ("912 345 678", "Para cualquier consulta, llame al 912 345 678.", "empresa/telefono_soporte", None),
    ("400-820-1234", "如有任何问题，请拨打400-820-1234。", "公司/客服电话", None),
]


@pytest.mark.parametrize(("value", "evidence", "key", "speaker"), params(NAMESPACED_SPEAKER + SUPPORT, "speaker"))
def test_a_namespaced_key_about_the_speaker_and_a_support_line(
    value: str, evidence: str, key: str, speaker: str | None
) -> None:
    assert ok(value, evidence, key, speaker)


@pytest.mark.parametrize(("value", "evidence", "key", "speaker"), params(NOT_THE_SPEAKERS, "other"))
def test_a_key_about_someone_else_or_a_group(value: str, evidence: str, key: str, speaker: str) -> None:
    assert not ok(value, evidence, key, speaker)


# (value, evidence, source, speaker, supported): turns of several people
_EN_TICKET = (
    "[Customer] Hi, I moved to 14 Harbour Road last month and my internet keeps dropping.\n"
    "[Agent - Kevin] Thanks for reaching out. I work the evening shift, so I'll monitor your line tonight."
)
_ES_TICKET = (
    "Cliente: Hola, vivo en la calle Alcalá 212 y la fibra se corta.\n"
    "Agente (Sergio): Buenas tardes. Trabajo en el turno de noche, así que revisaré su línea."
)
_ZH_TICKET = "【客户】你好，我住在张杨路88号，晚上网络总是断。\n【客服-小刘】您好，我是夜班的，今晚我会帮您监控线路。"
_EN_CHAT = "[3/12/26, 9:04 PM] Lucy: I can't do Sunday\n[3/12/26, 9:05 PM] Uncle Joe: I'm bringing the lasagne"
_ES_CHAT = (
    "[12/03/26, 21:04] Lucía: Yo no puedo el domingo\n[12/03/26, 21:05] Tío Andrés: Yo llevo la paella, que tengo la "
    "paellera grande"
)
_ZH_CHAT = "[晚上9:02] 小雨：周日我去不了\n[晚上9:03] 二舅：我带红烧肉，我家有大砂锅"
_EN_NOTE = (
    "Voicemail from Maria Lopez: I'd like to move Toby's vaccine to next week.\nFront desk (Jolene): I'm off tomorrow."
)
_ZH_NOTE = "语音留言 —— 来自 何丽娜：你好，想把疫苗改到下周。\n前台阿杰备注：我明天休息，请小雪回电。"
_ES_NOTE = "Mensaje de voz de Marta Gil: quiero cambiar la cita.\nRecepción (Vero): mañana libro, que llame Ana."
TURNS = [
    ("User works the evening shift", "I work the evening shift", _EN_TICKET, "user", False),
    ("User moved to 14 Harbour Road last month", "I moved to 14 Harbour Road last month", _EN_TICKET, "user", True),
    ("Usuario trabaja en el turno de noche", "Trabajo en el turno de noche", _ES_TICKET, "user", False),
    ("Usuario vive en la calle Alcalá 212", "vivo en la calle Alcalá 212", _ES_TICKET, "user", True),
    ("用户是夜班的", "我是夜班的", _ZH_TICKET, "user", False),
    ("用户住在张杨路88号", "我住在张杨路88号", _ZH_TICKET, "user", True),
    ("Lucy is bringing the lasagne", "I'm bringing the lasagne", _EN_CHAT, "Lucy", False),
    ("Uncle Joe is bringing the lasagne", "I'm bringing the lasagne", _EN_CHAT, "Uncle Joe", True),
    ("Lucía lleva la paella", "Yo llevo la paella", _ES_CHAT, "Lucía", False),
    ("小雨带红烧肉", "我带红烧肉", _ZH_CHAT, "小雨", False),
    ("二舅带红烧肉", "我带红烧肉", _ZH_CHAT, "二舅", True),
    ("Maria Lopez is off tomorrow", "I'm off tomorrow.", _EN_NOTE, "Maria Lopez", False),
    ("何丽娜明天休息", "我明天休息", _ZH_NOTE, "何丽娜", False),
    ("Marta Gil libra mañana", "mañana libro", _ES_NOTE, "Marta Gil", False),
]  # fmt: skip

# (value, evidence, speaker, supported): a label the evidence opens with
CITED_LABELS = [
    ("Hannah Osei's email is h.osei@brightshield.io", "Tom: my email is h.osei@brightshield.io.", "Hannah Osei",
     False),
    ("Ana García vive en Bilbao", "Tom: vivo en Bilbao.", "Ana García", False),
    ("小刘住在杭州", "小王：我住在杭州", "小刘", False),
    ("Tom's email is t@x.io", "Tom: my email is t@x.io.", "Tom", True),
    ("Sam lives in Berlin", "Good news: I live in Berlin now.", "Sam", True),
    ("Sam lives in Berlin", "Update: I live in Berlin now.", "Sam", True),
    ("User lives in Berlin", "Customer: I live in Berlin.", "user", True),
    ("Eva vive en Calle Mayor 3", "De momento: vivo en Calle Mayor 3.", "Eva", True),
    ("用户住在杭州", "客户：我住在杭州", "user", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), TURNS)
def test_whose_turn_it_is(value: str, evidence: str, source: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported


@pytest.mark.parametrize(("value", "evidence", "speaker", "supported"), CITED_LABELS)
def test_a_label_the_evidence_opens_with(value: str, evidence: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, speaker=speaker).ok is supported


_REPLY = (
    "Sounds good.\nHannah\n\nOn Tue, 3 Mar 2026 at 09:12, Gareth Lowe <gareth.lowe@fastmail.com> wrote:\n"
    "> I'm happy to bring the tent and stove.\n> Who's driving?"
)
_BOTTOM = "On Tue, Gareth Lowe <g@x.com> wrote:\n> Who's driving?\nI'm happy to drive.\n— Hannah"
_NESTED = "On Mon, Tom Reed wrote:\n> On Sun, Gareth Lowe wrote:\n>> I'm happy to bring the tent.\n> I'm happy to cook."
_ASSISTANT = "On Tue, Gareth Lowe's assistant <a@x.com> wrote:\n> I'm happy to bring the tent."
_FORWARD = (
    "---------- Forwarded message ---------\nFrom: Elena Vasquez <elena@vasquezlaw.com>\n\nI'm unavailable on the 27th."
)
_ES_REPLY = (
    "Confirmo, no puedo el jueves.\nPilar\n\nEl lun, 2 feb 2026 a las 18:30, Rafael Ortega <r@coro.org> escribió:\n"
    "> Os recuerdo que soy el nuevo responsable de partituras."
)
_ZH_REPLY = (
    "收到。\n——王芳\n\n在 2026年3月3日 周二 09:12，李强 <liqiang@163.com> 写道：\n> 我是新来的财务，以后报销找我。"
)
_ZH_AIDE = "在 2026年3月3日 周二 09:12，李强的助理 <a@163.com> 写道：\n> 我是新来的财务，以后报销找我。"
QUOTED_MESSAGES = [
    ("Gareth Lowe is happy to bring the tent and stove", "I'm happy to bring the tent and stove.", _REPLY,
     "Gareth Lowe", True),
    ("Hannah is happy to bring the tent and stove", "I'm happy to bring the tent and stove.", _REPLY, "Hannah", False),
    ("Gareth Lowe is happy to drive", "I'm happy to drive.", _BOTTOM, "Gareth Lowe", False),
    ("Gareth Lowe is happy to bring the tent", "I'm happy to bring the tent.", _NESTED, "Gareth Lowe", False),
    ("Gareth Lowe is happy to cook", "I'm happy to cook.", _NESTED, "Gareth Lowe", False),
    ("Gareth Lowe is happy to bring the tent", "I'm happy to bring the tent.", _ASSISTANT, "Gareth Lowe", False),
    ("Elena Vasquez is unavailable on the 27th", "I'm unavailable on the 27th.", _FORWARD, "Elena Vasquez", True),
    ("Paul is unavailable on the 27th", "I'm unavailable on the 27th.", _FORWARD, "Paul", False),
    ("Rafael Ortega es el nuevo responsable de partituras", "soy el nuevo responsable de partituras", _ES_REPLY,
     "Rafael Ortega", True),
    ("Pilar es la nueva responsable de partituras", "soy el nuevo responsable de partituras", _ES_REPLY, "Pilar",
     False),
    ("李强是新来的财务", "我是新来的财务", _ZH_REPLY, "李强", True),
    ("王芳是新来的财务", "我是新来的财务", _ZH_REPLY, "王芳", False),
    ("李强是新来的财务", "我是新来的财务", _ZH_AIDE, "李强", False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), _withdrawn(QUOTED_MESSAGES))
def test_a_quoted_message_is_its_named_authors(
    value: str, evidence: str, source: str, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported


# (value, evidence, key, supported)
NUMERO = [
    ("RX-20931", "Su receta nº RX-20931", "farmacia/numero_receta", True),
    ("RX-20931", "Su receta n.º RX-20931", "farmacia/receta_numero", True),
    ("4471", "Factura Nº 4471", "acme/numero_factura", True),
    ("4471", "Factura nº 4471 (anulada)", "acme/numero_factura", False),
    ("4471", "Factura no 4471", "acme/numero_factura", False),
    ("4471", "Invoice No. 4471", "acme/invoice_number", True),
    ("4471", "Old invoice No. 4471", "acme/invoice_number", False),
    ("RX-20931", "处方编号 RX-20931", "药房/处方编号", True),
    ("RX-20931", "旧处方编号 RX-20931", "药房/处方编号", False),
]


@pytest.mark.parametrize(("value", "evidence", "key", "supported"), NUMERO)
def test_numero_is_no_denial(value: str, evidence: str, key: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence, key=key).ok is supported


# Blind batch 46 (written after this round's first readings, speaker binding in more formats) was scored once on
# 40dbc94: 44/60 and 10 false accepts (14 on 17a3c75). The classes closed, each with its twin:
_SMS = (
    "[07/11/2026, 18:02] +44 7700 900123: Hi it's Jen. I'm in Bristol all weekend\n"
    "[07/11/2026, 18:05] +44 7700 900456: No worries, I'll tell Colin.\n"
    "[07/11/2026, 18:09] +44 7700 900123: I'm bringing two lemon drizzles to the bake sale"
)
_ZH_SMS = (
    "[11/25 08:12] 138 0013 6677：王老师好，朵朵今天发烧了，请假一天。\n[11/25 08:20] 186 2150 9034：收到。\n"
    "[11/25 08:31] 186 2150 9034：另外我明天起调到二年级了。"
)
_REVIEW = (
    "by Helen T., Oct 2026\nWe stayed two nights. I'm a wheelchair user and the ramp was fine.\n\n"
    "Response from Alistair Greig, Owner, The Old Forge B&B\nThank you, Helen. I check the ramp every morning."
)
_ES_REVIEW = (
    "Reseña de Julián M.: Soy alérgico al gluten y me prepararon tostadas aparte.\n"
    "Respuesta del propietario, Fermín Sastre: Gracias, Julián. Yo mismo hago el pan cada mañana."
)
_ZH_REVIEW = "用户「吃货小林」：环境不错。我是四川人，觉得辣度不够。\n商家回复（店长 郑凯）：感谢反馈！我是重庆人。"
_ES_MAIL = (
    "De: Beatriz Soler <b@gestoria.es>\nPara: Andrés Camacho\nAsunto: RE: Declaración\n\nAndrés:\n"
    "Ya he presentado el modelo 303 del tercer trimestre.\nBeatriz Soler\n\n-----Mensaje original-----\n"
    "De: Andrés Camacho <a@x.es>\nHola Beatriz, ¿has presentado el 303?"
)
_ZH_MAIL = (
    "发件人：陈立新 <c@huaxin.com>\n发送时间：2026年11月18日 10:26\n收件人：周晓梅\n\n晓梅：\n样品已寄出。\n陈立新\n"
    "华信贸易 销售部 电话 0571-8765 4321\n\n-----原始邮件-----\n发件人：周晓梅 <z@meiya.cn>\n\n"
    "我的电话是021-6234 5566。\n周晓梅"
)
_LETTER = (
    "Dear Ms Okoye,\nI'm forwarding the letter below from my landlord.\nTomasz Wilk\n\n"
    "---------- Forwarded letter ----------\nDear Mr Wilk,\nI intend to sell the property in spring 2027.\nGraham Pell"
)
_ZH_LETTER = "现将房东的来信转给您。\n租户 吴佳琪\n\n——转发来信——\n吴女士：\n我打算明年三月把房子卖掉。\n房东 邓国平"
_ES_CHAT = "Carmen (administradora del grupo): Yo me encargo de comprar los regalos 🎁\nTú: ¡Genial, gracias!"
MULTI_PARTY = [
    ("Is bringing two lemon drizzles to the bake sale", "I'm bringing two lemon drizzles to the bake sale", _SMS, None,
     "+44 7700 900456", False),
    ("Is bringing two lemon drizzles to the bake sale", "I'm bringing two lemon drizzles to the bake sale", _SMS, None,
     "+44 7700 900123", True),
    ("明天起调到二年级了", "我明天起调到二年级了", _ZH_SMS, None, "138 0013 6677", False),
    ("Alistair Greig is a wheelchair user", "I'm a wheelchair user and the ramp was fine", _REVIEW, None,
     "Alistair Greig", False),
    ("Alistair Greig checks the ramp every morning", "I check the ramp every morning.", _REVIEW, None,
     "Alistair Greig", True),
    ("Fermín Sastre es alérgico al gluten", "Soy alérgico al gluten", _ES_REVIEW, None, "Fermín Sastre", False),
    ("郑凯是四川人", "我是四川人", _ZH_REVIEW, None, "郑凯", False),
    ("郑凯是重庆人", "我是重庆人", _ZH_REVIEW, None, "郑凯", True),
    ("Andrés Camacho ya ha presentado el modelo 303 del tercer trimestre",
     "Ya he presentado el modelo 303 del tercer trimestre.", _ES_MAIL, None, "Andrés Camacho", False),
    ("0571-8765 4321", "电话 0571-8765 4321", _ZH_MAIL, "周晓梅/电话", "周晓梅", False),
    ("Tomasz Wilk intends to sell the property in spring 2027", "I intend to sell the property in spring 2027.",
     _LETTER, None, "Tomasz Wilk", False),
    ("吴佳琪打算明年三月把房子卖掉", "我打算明年三月把房子卖掉", _ZH_LETTER, None, "吴佳琪", False),
    ("Usuario se encarga de comprar los regalos", "Yo me encargo de comprar los regalos", _ES_CHAT, None, "user",
     False),
    # (a later dash after a name is a vocative, no label: the text before it stays the writer's)
    ("Sam is in Oslo all next week", "I'm in Oslo all next week",
     "Hi Paul, see below. I'm in Oslo all next week.\nSam\n\n---------- Forwarded message ---------\n"
     "From: Greta <g@x.se>\n\nSam — I've accepted the offer.", None, "Sam", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "key", "speaker", "supported"), MULTI_PARTY)
def test_more_formats_of_several_people(
    value: str, evidence: str, source: str, key: str | None, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, source, key=key, speaker=speaker).ok is supported


# A verbless fragment before the sentence's first comma that scopes or dates the rest (`_fragments`; blind batch 45's
# `会员生日当月，蛋糕打八折` → `蛋糕打八折`, accepted on every earlier tree): (value, evidence, supported)
FRAGMENTS = [
    ("cakes are 20% off", "Members only, cakes are 20% off.", False),
    ("we open at 9", "Mondays, we open at 9.", False),
    ("I live in Leeds", "Ana, I live in Leeds.", True),
    ("we open at 9", "OK, we open at 9.", True),
    ("Members only, cakes are 20% off", "Members only, cakes are 20% off.", True),
    ("abrimos a las 9", "Solo socios, abrimos a las 9.", False),
    ("abrimos a las 9", "Los lunes, abrimos a las 9.", False),
    ("abrimos a las 9", "Vale, abrimos a las 9.", True),
    ("蛋糕打八折", "会员生日当月，蛋糕打八折", False),
    ("蛋糕打八折", "仅限会员，蛋糕打八折", False),
    ("蛋糕打八折", "会员专享，蛋糕打八折", False),
    ("蛋糕打八折", "好的，蛋糕打八折", True),
    ("会员生日当月，蛋糕打八折", "会员生日当月，蛋糕打八折", True),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), FRAGMENTS)
def test_a_leading_fragment_that_frames_its_sentence(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


# A quotation whose reporting frame names the speaker as the one who speaks (`_quoted.said_by`), and a forwarded
# letter the speaker signed (`_quoted._signed_by`): blind batches 44 and 46's refused faithful records, each beside
# the frames that name the speaker as another role. Both readings are withdrawn (red-team rounds 17 and 18: 727 of
# 808 hostile frames passed `said_by`); the negatives stay. (value, evidence, source, speaker, supported)
_LETTER_SIGNED = (
    "Dear Ms Okoye,\nPlease see below.\nTomasz Wilk\n\n---------- Forwarded letter ----------\nDear Mr Wilk,\n"
    "I intend to sell the property in spring 2027.\nYours sincerely,\nGraham Pell"
)
_ZH_SIGNED = "现将房东的来信转给您。\n租户 吴佳琪\n\n——转发来信——\n吴女士：\n我打算明年三月把房子卖掉。\n房东 邓国平"
SAID_BY = [
    ("Ivan Petrov has switched pharmacies", "I've switched pharmacies",
     "Message from front desk (Jolene), 3:40pm: Ivan Petrov called, says 'I've switched pharmacies.'", "Ivan Petrov",
     True),
    ("Luis has worked here eleven years", "I've worked here eleven years",
     "The night manager, Luis, told us 'I've worked here eleven years.'", "Luis", True),
    ("Luis has worked here eleven years", "I've worked here eleven years",
     "I told Luis: 'I've worked here eleven years.'", "Luis", False),
    ("Luis has worked here eleven years", "I've worked here eleven years",
     "Luis's wife said: 'I've worked here eleven years.'", "Luis", False),
    ("Luis has worked here eleven years", "I've worked here eleven years",
     "Luis never said 'I've worked here eleven years.'", "Luis", False),
    ("Ernesto Salas es alérgico a la penicilina", "soy alérgico a la penicilina",
     "Llamó Ernesto Salas, dice: 'soy alérgico a la penicilina'.", "Ernesto Salas", True),
    ("Iker lleva nueve años en esta casa", "llevo nueve años en esta casa",
     "El camarero, Iker, nos contó: 'llevo nueve años en esta casa'.", "Iker", True),
    ("Iker lleva nueve años en esta casa", "llevo nueve años en esta casa",
     "Le conté a Iker: 'llevo nueve años en esta casa'.", "Iker", False),
    ("刘建国对青霉素过敏", "我对青霉素过敏", "刘建国先生来电，原话：“我对青霉素过敏。”", "刘建国", True),
    ("小吴在这家店干了八年了", "我在这家店干了八年了", "服务员小吴跟我们说：“我在这家店干了八年了。”", "小吴", True),
    ("小吴在这家店干了八年了", "我在这家店干了八年了", "我跟小吴说：“我在这家店干了八年了。”", "小吴", False),
    ("Tomasz Wilk intends to sell the property in spring 2027", "I intend to sell the property in spring 2027.",
     _LETTER_SIGNED, "Tomasz Wilk", False),
    ("吴佳琪打算明年三月把房子卖掉", "我打算明年三月把房子卖掉", _ZH_SIGNED, "吴佳琪", False),
]  # fmt: skip
# (a forwarded letter read as the speaker's by its signature: withdrawn with the author line, red-team round 17)
SIGNED = [
    ("Graham Pell intends to sell the property in spring 2027", "I intend to sell the property in spring 2027.",
     _LETTER_SIGNED, "Graham Pell", True),
    ("邓国平打算明年三月把房子卖掉", "我打算明年三月把房子卖掉", _ZH_SIGNED, "邓国平", True),
]  # fmt: skip


@pytest.mark.parametrize(
    ("value", "evidence", "source", "speaker", "supported"), [*_said_withdrawn(SAID_BY), *_withdrawn(SIGNED)]
)
def test_a_quotation_its_frame_gives_the_speaker(
    value: str, evidence: str, source: str, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported


# Blind batch 50 and red-team round 18: meeting chats and LINE exports name the sender (`10:03:05 From Kwame Mensah to
# Sarah Lindqvist (Direct Message):`, `09:33\tHannah Weiss\t…`), a time's hour is no label, a Chinese clause of saying
# or belief before the first comma reports what follows (`市场管理方称，…`; `就是说，` is a filler), `No.` is a number
# after a noun only, the user's own chat pasted after a colon keeps `Me:`, and one person's name written short in a
# transcript (`Marta Ruiz:` … `Marta:`) stays one person. (value, evidence, source, speaker, supported)
_ZOOM = (
    "10:02:40 From Sarah Lindqvist to Everyone:\n\tNo worries, here are the slides.\n"
    "10:03:05 From Kwame Mensah to Sarah Lindqvist (Direct Message):\n\tbtw I'm leaving Halvorsen at the end of January"
)
_ES_ZOOM = (
    "10:16:12 De Andrés Mejía a Carolina Peña (mensaje directo):\n\tOye, ¿tú sabes algo?\n"
    "10:17:05 De Carolina Peña a Andrés Mejía (mensaje directo):\n\tNi idea. Yo dejo el comité en enero."
)
_ZH_ZOOM = (
    "10:03:30 来自 赵一鸣 发送给 林晓 (私聊):\n\t你听到什么风声没\n"
    "10:04:02 来自 林晓 发送给 赵一鸣 (私聊):\n\t我明年二月就离职了"
)
_LINE = "09:20\tOliver Grant\tcheers\n09:33\tHannah Weiss\tugh. I'm away 19–27 December btw"
_TRANSCRIPT = "Marta Ruiz: Hi, I'm calling about the lessons.\nAgent: Sure.\nMarta: I'm free on Tuesdays."
MORE_FORMATS = [
    ("Sarah Lindqvist is leaving Halvorsen at the end of January", "I'm leaving Halvorsen at the end of January",
     _ZOOM, "Sarah Lindqvist", False),
    ("Kwame Mensah is leaving Halvorsen at the end of January", "I'm leaving Halvorsen at the end of January",
     _ZOOM, "Kwame Mensah", True),
    ("Andrés Mejía deja el comité en enero", "Yo dejo el comité en enero", _ES_ZOOM, "Andrés Mejía", False),
    ("赵一鸣明年二月就离职了", "我明年二月就离职了", _ZH_ZOOM, "赵一鸣", False),
    ("林晓明年二月就离职了", "我明年二月就离职了", _ZH_ZOOM, "林晓", True),
    ("Oliver Grant is away 19–27 December", "I'm away 19–27 December", _LINE, "Oliver Grant", False),
    ("Hannah Weiss is away 19–27 December", "I'm away 19–27 December", _LINE, "Hannah Weiss", True),
    ("Marta Ruiz is free on Tuesdays", "I'm free on Tuesdays.", _TRANSCRIPT, "Marta Ruiz", True),
    ("User works nights", "I work nights", "Here's my chat with Tom:\nTom: hi\nMe: I work nights", "user", True),
    ("User works nights", "I work nights", "My sister sent me her chat:\nTom: hi\nYou: I work nights", "user", False),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), MORE_FORMATS)
def test_more_chat_formats(value: str, evidence: str, source: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported


# (value, evidence, supported)
REPORTS_AND_NUMBERS = [
    ("新菜场将于明年五一前开业", "市场管理方称，新菜场将于明年五一前开业。", False),
    ("明天下雨", "他说，明天下雨。", False),
    ("这家店不错", "我觉得，这家店不错。", False),
    ("第二幕的灯光要提前五秒", "就是说，第二幕的灯光要提前五秒", True),
    ("3 bills are still open", "Sadly No. 3 bills are still open.", True),
    ("4471", "Invoice No. 4471", None),
]


@pytest.mark.parametrize(("value", "evidence", "supported"), [c for c in REPORTS_AND_NUMBERS if c[2] is not None])
def test_a_leading_report_and_a_number_word(value: str, evidence: str, supported: bool) -> None:
    assert check_support(value, evidence, evidence).ok is supported


# Blind batch 51: a label's bracket up to 40 characters (`Agente (Laura, Atención al Cliente):`), and a Spanish
# preterite's first person as an evidence's `I` (`Empecé a los cincuenta`) in an interview's answer turn.
# (value, evidence, source, key, speaker, supported)
_TICKET = (
    "Cliente (Sergio Blanco): Me llegó la talla 41. Estoy fuera hasta el lunes.\n"
    "Agente (Laura, Atención al Cliente): Disculpa, Sergio. Te hago el cambio hoy."
)
_INTERVIEW = (
    "P (Ana Vidal, periodista): ¿Cómo empezó con la cerámica?\n"
    "R (Mercedes Llorente): Empecé a los cincuenta, cuando me jubilé."
)
LAST_FORMATS = [
    ("Laura está fuera hasta el lunes", "Estoy fuera hasta el lunes.", _TICKET, None, "Laura", False),
    ("Sergio Blanco está fuera hasta el lunes", "Estoy fuera hasta el lunes.", _TICKET, None, "Sergio Blanco", True),
    ("Ana Vidal empezó a los cincuenta", "Empecé a los cincuenta", _INTERVIEW, None, "Ana Vidal", False),
    ("Mercedes Llorente empezó a los cincuenta", "Empecé a los cincuenta", _INTERVIEW, None, "Mercedes Llorente", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "key", "speaker", "supported"), LAST_FORMATS)
def test_a_long_bracket_and_a_preterite(
    value: str, evidence: str, source: str, key: str | None, speaker: str, supported: bool
) -> None:
    assert check_support(value, evidence, source, key=key, speaker=speaker).ok is supported


# Blind batch 53 and red-team round 19: compact chat lines (`mika.s  10:41  …`), a label with a comma before a
# bracketed name, a comment's `@handle`, a Chinese name label (`小雨：`) in minutes; a bracket that speaks of the
# speaker as someone else; an intro that says the chat is another's, beside a neutral one. (value, evidence, source,
# speaker, supported)
_SLACK = "#dev\nmika.s  10:41  I pushed the fix\nleo.r  10:43  nice, I'm cutting the 0.9.3 build after lunch"
_MINUTES = "排练会议纪要\n出席：阿杰（主唱）、小雨（鼓手）\n小雨：我下个月去成都巡演，缺席两次排练。\n阿杰：好的。"
_ANSWERING = "Pablo: hi\nTom (answering for his wife Marta Ruiz): I'm allergic to penicillin.\nPablo: ok"
FINAL_FORMATS = [
    ("mika.s is cutting the 0.9.3 build after lunch", "I'm cutting the 0.9.3 build after lunch", _SLACK, "mika.s",
     False),
    ("leo.r is cutting the 0.9.3 build after lunch", "I'm cutting the 0.9.3 build after lunch", _SLACK, "leo.r", True),
    ("阿杰下个月去成都巡演", "我下个月去成都巡演，缺席两次排练。", _MINUTES, "阿杰", False),
    ("Marta Ruiz is allergic to penicillin", "I'm allergic to penicillin", _ANSWERING, "Marta Ruiz", False),
    ("Usuario está embarazada", "Estoy embarazada",
     "Mi amiga me pasó esta conversación con su novio:\nÉl: ¿qué tal?\nYo: Estoy embarazada", "user", False),
    ("User is allergic to penicillin", "I'm allergic to penicillin",
     "Transcript of my call with the bank:\nAgent: How can I help?\nCustomer: I'm allergic to penicillin", "user",
     True),
    ("User is allergic to penicillin", "I'm allergic to penicillin",
     "Here's my chat with Tom:\nTom: hey\nMe: I'm allergic to penicillin", "user", True),
]  # fmt: skip


@pytest.mark.parametrize(("value", "evidence", "source", "speaker", "supported"), FINAL_FORMATS)
def test_the_last_formats(value: str, evidence: str, source: str, speaker: str, supported: bool) -> None:
    assert check_support(value, evidence, source, speaker=speaker).ok is supported
