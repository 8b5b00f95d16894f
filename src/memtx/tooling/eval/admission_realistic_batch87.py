"""The realistic set's eighty-seventh batch: a blind measurement of the merged admission rules (issue 31, brief B87).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b87, without reading the admission rule's code (`memtx.core` and everything under
it), docs/admission.md, docs/eval-admission.md, any test or any other batch's records. What was read, all of it: the
list of headings of /work/shared/DESIGN.md and its §4 in full with its amendments (no other section); issue 31
(`issues show 31`); `admission_realistic_record.py` (the record type `Realistic` and `_r`); and the first 60 lines of
`admission_realistic_batch41.py` (its docstring and first two records, for the format and the family names). No
scorer, `check_support` or `memtx eval` was run on these records, and neither git nor pytest; the only thing run was a
small script importing this module alone, to check that every evidence is a verbatim span of its source, the counts
and that no two records share (evidence, value, speaker, key).

Every source is invented here, in twelve domains, each in English, Spanish and Chinese: dental hygienists, campsite
bookings, furniture upholsterers, evening language courses, roof repairs, theatre box offices, dog trainers,
electric-scooter rentals, school uniform shops, tax advisers, bakeries taking cake orders and gym memberships.
Registers: single-speaker messages (support tickets, e-mails with signatures, voice-note transcripts with fillers and
false starts, web-form free text, SMS and app notifications, reviews with the business's reply underneath) and a few
two-party chats in mem0's `User:`/`Assistant:` shape. Sources run from one to eight sentences.

Faithful values are written as memory extractors write them: restated in the third person with the speaker's first
name (Zep/Graphiti) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); with the speaker
dropped as subject (`Lives in Headingley`, `住在西湖区`); one item of a list kept with the list's head and the rest of
its clause (a number on the kept item stays); one conjunct of a shared subject; an aside in brackets dropped; voice-note
fillers and false starts dropped; or one atomic value (a booking code, receipt id, e-mail address, phone number, amount
with its currency) filed under a LangGraph-style key (`hollybank/booking/reference`, `lucia_ferrer/email`,
`大剧院/订单/订单号`, English keys over Spanish and Chinese text). Each negative sits beside a faithful record drawn
from the same source and is wrong in one way DESIGN §4 names: another person's turn or another owner's value
(wrong_speaker: the business's reply, the mem0 assistant's turn, a partner's phone number under the speaker's key); a
time frame or a modifier of the keyed noun dropped (restriction_drop: `late-arrival gate code` under `gate_code`, the
under-16s price under `ticket_price`, `On weekdays`); the reporter dropped (attribution: `My accountant says`, `Mi
cuñado dice que`, `我表哥说`); a negator dropped; the past turned into the present (tense: `used to`, `antes`, `以前`);
a condition dropped; a scope word dropped (`only`, `solo`, `只`); a number dropped from a list item; or two conjuncts
stitched into a claim neither makes.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence string
is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------------------------
# Sources, English
# ---------------------------------------------------------------------------------------------------------------------

_EN_DOG_REVIEW = (
    "★★★★★ Jess at Paws & Progress is brilliant with reactive dogs. My collie Bramble now walks past other dogs "
    "without lunging. I'm signing up for the advanced class in spring. — Tom Whitaker\n\n"
    "Reply from Jess (Paws & Progress): Thank you, Tom! Bramble worked so hard. "
    "I'm running the advanced class on Saturday mornings at Hollins Park."
)
_EN_COURSE_CHAT = (
    "User: I'm looking for an evening Italian course near Clapham.\n"
    "Assistant: Sure! I studied Italian in Bologna, so I can point you to a few good schools.\n"
    "User: Thanks. I'm a complete beginner and I work until 6."
)
_EN_GYM_FORM = (
    "Membership enquiry form\nName: Aisha Rahman\nMessage: Hi, I used to train at your Riverside branch. "
    "I live in Headingley and I'd like to move my membership to the Kirkstall Road gym."
)
_EN_DENTAL_EMAIL = (
    "Hi Carys,\nJust confirming my hygiene appointment on Thursday 14 March at 9:40. I don't want the fluoride "
    "varnish this time, but I'm happy to have the air polishing. I'm on warfarin, in case that matters.\n"
    "Thanks,\nGareth Lloyd"
)
_EN_ROOF_TICKET = (
    "Ticket #58213 — Roof leak, 22 Alder Close. I work from home on Mondays and Tuesdays. If the forecast is dry, "
    "I can be home for the scaffolders on Monday. The leak is above the back bedroom. — Niamh Burke"
)
_EN_CAMPSITE_EMAIL = (
    "Hello,\nI'm bringing a campervan this year rather than a tent. My brother-in-law says the lower field has "
    "electric hook-ups. We'll arrive around 6pm on Friday.\nCheers,\nStuart Kerr"
)
_EN_CAMPSITE_SMS = (
    "Hollybank Campsite: Booking HB-20417 confirmed for pitch 12, 9–12 Aug. Late-arrival gate code: 4471. "
    "Reception closes at 8pm."
)
_EN_UNIFORM_FORM = (
    "Order form notes: Please send the invoice to my email, sam.ortiz@fastmail.com. My partner Leo will collect "
    "the blazers; his number is 07700 900412 if the shop needs him. Name: Samantha Ortiz"
)
_EN_BAKERY_EMAIL = (
    "Hi Rosa, thanks for your order of the two-tier lemon drizzle cake for Saturday 21 June. Your order number is "
    "CK-3390. The total is £86.50. If you'd like the fresh-flower topper, the total is £98.50 instead. "
    "— Bea, Crumb & Co. Bakery"
)
_EN_THEATRE_NOTICE = (
    "Riverside Playhouse box office: Tickets for 'The Lighthouse Keeper' are £24 for adults and £12 for "
    "under-16s. Box office phone: 0117 496 0281."
)
_EN_SCOOTER_APP = (
    "Zipp: Ride ended. You travelled 3.4 km in 14 min. £3.85 has been charged to your Visa ending 0912. "
    "Receipt ZP-7731-KQ."
)
_EN_UPHOLSTERY_VOICE = (
    "[Voice note, 0:48] Hi, it's, um, Marcus about the armchair. So, er, I'd like the, the seat re-sprung, yeah. "
    "And, um, I don't want the buttons on the back, like, it's fine plain. Er, I can drop it off Saturday."
)
_EN_GYM_VOICE = (
    "[Voice note] Yeah hi, it's Dev, so, um, I used to be on the, er, off-peak plan, and, er, I'm on the, like, "
    "the full-access plan now. Can you check why I was charged twice in May?"
)
_EN_ROOF_VOICE = (
    "Um, hi, it's Gail from 4 Mill Lane. So, er, the scaffolders can, like, park on the drive. On weekdays, um, "
    "the side gate is locked, so, er, ring the bell. The spare key is, um, under the blue pot."
)
_EN_DOG_FORM = (
    "Booking form — About your dogs: I have two rescue greyhounds, a border collie and an elderly pug. The collie "
    "is the one who pulls on the lead. Name: Oliver Grant"
)
_EN_GYM_CHAT = (
    "User: I'm thinking of joining FitHub Lewisham. I like swimming, rowing and yoga.\n"
    "Assistant: Great! I'm Kerry from the front desk. I teach spin, pilates and boxfit.\n"
    "User: Is there a student rate? I'm at Goldsmiths."
)
_EN_UNIFORM_TICKET = (
    "Ticket #UX-4410 from Harlow Uniforms: Your order for Ashdown Primary contains two polo shirts, a book bag, "
    "a PE kit and a green sweatshirt. The blazer is on back order and will follow."
)
_EN_COURSE_EMAIL = (
    "Hi all, a quick update from the office. Elena Vidal teaches Spanish on Tuesdays and runs the Portuguese exam "
    "club on Thursdays. Classes start on 3 October. — Northside Adult College, Evening Courses"
)
_EN_SCOOTER_SUPPORT = (
    "Support reply from Voltride: Hi Ben, scooters in the Old Town zone can only be parked in the marked bays and "
    "must be locked in the app before you walk away. Your £10 fine has been refunded as a one-off. "
    "— Ana, Voltride Support"
)
_EN_TAX_EMAIL = (
    "Hi Tom,\nAnswers to your questionnaire: I rent out my flat in Bristol and pay into a SIPP every month. "
    "My employer says my tax code has been corrected. I'd like the return filed well before 31 January.\n"
    "Thanks,\nPriya Shah"
)
_EN_UPHOLSTERY_REVIEW = (
    "★★★★☆ Brilliant job. Kath Byrne (who has run the workshop since 1998) re-covered our 1960s Danish sofa in "
    "mustard wool. Only niggle: parking outside is tricky. — Dan\n\n"
    "Reply from Kath's Upholstery: Thanks Dan, glad the mustard wool worked out!"
)
_EN_CAKE_FORM = (
    "Cake order form — Details: A chocolate fudge cake for 20 people (my son Theo's 9th birthday), collection on "
    "Friday 5 July after 4pm. Please write 'Happy Birthday Theo' in blue icing. Name: Rachel Adeyemi"
)

# ---------------------------------------------------------------------------------------------------------------------
# Sources, Spanish
# ---------------------------------------------------------------------------------------------------------------------

_ES_DOG_REVIEW = (
    "★★★★★ Nuria es una adiestradora fantástica y muy paciente. Tengo un pastor alemán de dos años. "
    "— Javier Molina\n\n"
    "Respuesta de Nuria (Adiestramiento Huellas): ¡Gracias, Javier! "
    "Doy clases de obediencia los sábados por la mañana en el parque del Oeste."
)
_ES_COURSE_CHAT = (
    "User: Busco un curso nocturno de alemán en Valencia.\n"
    "Assistant: ¡Claro! Yo viví dos años en Berlín, así que puedo recomendarte algunas academias.\n"
    "User: Genial. Trabajo hasta las siete."
)
_ES_GYM_FORM = (
    "Formulario de contacto — Nombre: Carmen Ortega. Mensaje: Hola, antes entrenaba en vuestro centro de Triana. "
    "Vivo en Nervión y quiero pasar mi cuota al gimnasio de la avenida de la Buhaira."
)
_ES_DENTAL_EMAIL = (
    "Hola, Marta:\nTe confirmo la cita de higiene del jueves 14 a las 9:40. No quiero el barniz de flúor esta vez, "
    "pero sí el pulido con aire. Tomo Sintrom, por si es importante.\nGracias,\nÁlvaro Gil"
)
_ES_ROOF_TICKET = (
    "Incidencia n.º 40917 — Goteras en calle Almendro 8, Zaragoza. Teletrabajo los lunes y los martes. "
    "Si hace buen tiempo, puedo estar en casa el lunes para los del andamio. La gotera está encima del dormitorio "
    "de atrás. — Irene Lasheras"
)
_ES_CAMPSITE_EMAIL = (
    "Buenas:\nLlevo una autocaravana este año en vez de la tienda. Mi cuñado dice que la parcela de abajo tiene "
    "toma de luz. Llegaremos sobre las seis el viernes.\nUn saludo,\nSergio Campos"
)
_ES_SCOOTER_SMS = (
    "Patinetes Ruta: Reserva RT-55102 confirmada. Código de desbloqueo nocturno: 7730. Devolución antes de las "
    "23:00 en cualquier estación."
)
_ES_UNIFORM_FORM = (
    "Notas del pedido: Enviad la factura a mi correo, lucia.ferrer@correo.es. Mi marido Andrés recogerá los "
    "chándales; su móvil es 612 345 678 por si hace falta. Nombre: Lucía Ferrer"
)
_ES_BAKERY_EMAIL = (
    "Hola, Pilar: gracias por encargar la tarta de tres pisos de chocolate y frambuesa para el sábado 21 de junio. "
    "Tu número de pedido es PT-1187. El total es de 74,50 €. Si quieres las letras de fondant, el total sube a "
    "82,00 €. — Rocío, Obrador La Espiga"
)
_ES_THEATRE_NOTICE = (
    "Teatro Circo de Murcia, taquilla: Las entradas para «La casa de Bernarda Alba» cuestan 22 € para adultos y "
    "10 € para menores de 14 años."
)
_ES_TAX_SIGNATURE = (
    "Quedo a la espera de los justificantes.\n\nUn saludo,\nBeatriz Soler\n"
    "Asesora fiscal — Soler & Prats Asesores\nTel. 963 52 41 08 · beatriz@solerprats.es"
)
_ES_UPHOLSTERY_VOICE = (
    "[Nota de voz, 0:52] Hola, soy, eh, Rafa, lo del sillón. Pues, eh, quiero que le cambien los, los muelles del "
    "asiento, ¿vale? Y, este, no quiero los botones en el respaldo, o sea, liso está bien. Eh, se lo llevo el sábado."
)
_ES_GYM_VOICE = (
    "[Nota de voz] Sí, hola, soy Nacho, eh, antes tenía la, o sea, la tarifa de mañanas, y, bueno, ahora tengo la, "
    "eh, la tarifa completa. ¿Me podéis mirar por qué me cobrasteis dos veces en mayo?"
)
_ES_COURSE_VOICE = (
    "Eh, hola, soy Merche, la delegada del grupo de francés B1. Pues, eh, el aula nueva es la 12. Los jueves, "
    "o sea, la clase empieza a las ocho."
)
_ES_UPHOLSTERY_EMAIL = (
    "Hola:\nTengo dos sillas Thonet, un sofá cama y una butaca orejera para tapizar. ¿Podéis pasar a verlas el "
    "martes?\nUn saludo,\nÓscar Prieto"
)
_ES_BAKERY_CHAT = (
    "User: Quiero encargar una tarta de queso, dos docenas de magdalenas y un bizcocho de limón para el sábado.\n"
    "Assistant: ¡Perfecto! Yo preparo la tarta de zanahoria, la red velvet y los brownies, por si te animas.\n"
    "User: ¿Tenéis opciones sin gluten?"
)
_ES_UNIFORM_TICKET = (
    "Incidencia #UX-2291 de Uniformes Almudena: Su pedido para el colegio San Fermín incluye dos polos, una "
    "mochila, un chándal y una sudadera verde. La falda está pendiente de reposición."
)
_ES_GYM_NEWS = (
    "Novedades de GymForma Delicias: El monitor Raúl da spinning por la mañana y entrena al grupo de crossfit por "
    "la tarde. Las cuotas de septiembre se cobran el día 1."
)
_ES_CAMPSITE_NOTICE = (
    "Camping Los Pinos — Aviso a los clientes: Las autocaravanas solo pueden entrar por la puerta norte y deben "
    "vaciar las aguas grises en el punto limpio. La recepción cierra a las 22:00."
)
_ES_TAX_EMAIL = (
    "Hola, Tomás:\nRespuestas al cuestionario: Alquilo mi piso de Alicante y aporto a un plan de pensiones cada "
    "mes. Mi empresa dice que la retención ya está corregida. Quiero presentar la renta antes de junio.\n"
    "Gracias,\nPaula Serrano"
)
_ES_BAKERY_REVIEW = (
    "★★★★☆ La tarta de boda (tres pisos, de almendra y frambuesa) llegó perfecta al salón. Solo una pega: no "
    "aceptan Bizum. — Clara\n\nRespuesta de Obrador Miga: ¡Gracias, Clara! Desde julio ya aceptamos Bizum."
)
_ES_DENTAL_FORM = (
    "Formulario de cita — Motivo: Limpieza con la higienista (la última fue hace más de un año) y revisión de una "
    "muela que me sangra. Disponibilidad: martes por la tarde. Nombre: Jorge Salas"
)

# ---------------------------------------------------------------------------------------------------------------------
# Sources, Chinese
# ---------------------------------------------------------------------------------------------------------------------

_ZH_BAKERY_REVIEW = (
    "★★★★★ 王师傅家的蛋糕真的好吃。我每周六都来买一个芒果千层。——刘洋\n\n"
    "商家回复（甜心烘焙）：谢谢刘先生！我每天早上五点就开始做千层。"
)
_ZH_COURSE_CHAT = (
    "User: 我想在杭州找一个晚上的日语课。\n"
    "Assistant: 好的！我在大阪住过两年，可以给你推荐几家机构。\n"
    "User: 谢谢。我是零基础。"
)
_ZH_GYM_FORM = "会员咨询表 — 姓名：陈静。留言：你好，我以前在你们滨江店锻炼。我住在西湖区，想把会员卡转到文三路店。"
_ZH_DENTAL_EMAIL = (
    "李医生您好：\n确认一下我周四上午9:40的洁牙预约。这次我不要涂氟，但可以做喷砂抛光。我在吃华法林，不知道有没有影响。\n"
    "谢谢！\n周凯"
)
_ZH_ROOF_TICKET = (
    "工单 #30721 — 屋顶漏水，幸福小区3栋502。我周一和周二在家办公。如果天晴，我周一可以在家等搭脚手架的师傅。"
    "漏水的位置在后面卧室上方。——孙丽"
)
_ZH_CAMPSITE_EMAIL = (
    "你好：\n今年我开房车来，不搭帐篷了。我表哥说下面那片营地有电源桩。我们周五傍晚六点左右到。\n谢谢\n郑浩"
)
_ZH_THEATRE_SMS = "【大剧院】您已成功购票，订单号 DJY-884120。夜场入口验证码：6612。请提前30分钟入场。"
_ZH_UNIFORM_FORM = (
    "订单备注：发票请发到我的邮箱 wangfang88@163.com。校服由我老公李强来取，他的手机是 138 0013 8000，"
    "有事可以联系他。姓名：王芳"
)
_ZH_BAKERY_MSG = (
    "张女士您好，您订的两层芒果慕斯蛋糕（6月21日周六取）已确认，订单号 TX-5528。总价 368 元。"
    "如需加写翻糖字牌，总价为 398 元。——小林，麦香烘焙坊"
)
_ZH_GYM_PRICES = "动力健身年卡价格：成人 2880 元/年，学生 1680 元/年。前台电话：0571-8765 4321。"
_ZH_TAX_SIGNATURE = (
    "材料收到后我会尽快核对。\n\n此致\n敬礼\n\n吴敏\n注册税务师 | 信达税务师事务所\n"
    "电话：021-6234 5678 | 邮箱：wumin@xinda-tax.cn"
)
_ZH_UPHOLSTERY_VOICE = (
    "[语音转文字 0:45] 喂，那个，我是老赵，就是沙发那个事。嗯，我想把，把坐垫的弹簧换一下。然后，呃，靠背上我不要拉扣，"
    "就是，素面就行。呃，周六我送过去。"
)
_ZH_GYM_VOICE = (
    "[语音] 嗯，你好，我是小马。那个，我以前办的是，呃，白天卡，"
    "然后现在办的是，就是，全天卡。帮我查一下五月为什么扣了两次钱？"
)
_ZH_COURSE_VOICE = "呃，大家好，我是法语B1班的班长。那个，新教室是，嗯，12号教室。周四的话，就是，课七点半开始。"
_ZH_DOG_FORM = "训练报名表 — 关于你的狗：我养了两只领养的灵缇、一只边牧和一只老年巴哥。爱拽绳子的是边牧。姓名：何军"
_ZH_DENTAL_CHAT = (
    "User: 我想约下周洗牙。我对青霉素、乳胶和布洛芬过敏。\n"
    "Assistant: 好的，已经记下了。我是卫生士小周，我负责洗牙、涂氟和窝沟封闭。\n"
    "User: 周二下午可以吗？"
)
_ZH_UNIFORM_SMS = (
    "【启明校服】您为实验小学订购的校服包括两件短袖POLO衫、一个书"
    "包、一套运动服和一件绿色卫衣。西装外套暂时缺货，到货后另行发出。"
)
_ZH_COURSE_NOTICE = "各位同学好：韩老师周二教西班牙语，周四带葡萄牙语口语角。十月三日开课。——夜校教务处"
_ZH_SCOOTER_SUPPORT = (
    "【小驴出行】客服回复：刘先生您好，老城区的电动滑板车只能停在指定停车点，并且离开前要在App里锁车。"
    "您的10元罚款已作为特例退回。——客服小安"
)
_ZH_TAX_EMAIL = (
    "汤老师好：\n问卷的回答如下：我把杭州的房子租出去了，每个月还交个人养老金。我们公司说个税专项扣除已经改好了。"
    "希望五月前申报完。\n谢谢！\n邓佳"
)
_ZH_UPHOLSTERY_REVIEW = (
    "★★★★☆ 我们家的老沙发（九十年代买的三人座）在赵师傅这里换了芥末黄的羊毛面料，不到两周就做好了。"
    "唯一的问题是门口不好停车。——小唐\n\n商家回复：谢谢小唐，喜欢就好！"
)
_ZH_CAMPSITE_FORM = (
    "营地预订表 — 备注：我们订了两个帐篷位（一家四口加爷爷奶奶），8月9日到12日，最好靠近洗漱区。姓名：黄蕾"
)

_RECORDS: list[Realistic] = [
    # =================================================================================================================
    # English
    # =================================================================================================================
    # speaker: the reviewer's own first-person clause restated with his first name; tense and aspect kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_DOG_REVIEW,
        "Tom is signing up for the advanced class in spring",
        evidence="I'm signing up for the advanced class in spring.",
        speaker="Tom Whitaker",
    ),
    # wrong_speaker: the "I" is the trainer's, in the business's reply, not the reviewer Tom's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_DOG_REVIEW,
        "Tom is running the advanced class on Saturday mornings at Hollins Park",
        evidence="I'm running the advanced class on Saturday mornings at Hollins Park.",
        speaker="Tom Whitaker",
    ),
    # speaker: the user's own turn, mem0 style with `User` and agreement ('m -> is).
    _r(
        "en",
        "speaker",
        True,
        _EN_COURSE_CHAT,
        "User is looking for an evening Italian course near Clapham",
        evidence="I'm looking for an evening Italian course near Clapham.",
        speaker="user",
    ),
    # wrong_speaker: the assistant studied in Bologna; the value binds the assistant's "I" to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COURSE_CHAT,
        "User studied Italian in Bologna",
        evidence="I studied Italian in Bologna",
        speaker="user",
    ),
    # speaker: subject elided for the form's sender, verb agrees (live -> lives).
    _r(
        "en",
        "speaker",
        True,
        _EN_GYM_FORM,
        "Lives in Headingley",
        evidence="I live in Headingley",
        speaker="Aisha Rahman",
        key="aisha_rahman/home_area",
    ),
    # tense: "used to train" is past; the value makes it a present habit.
    _r(
        "en",
        "tense",
        False,
        _EN_GYM_FORM,
        "Trains at the Riverside branch",
        evidence="I used to train at your Riverside branch.",
        speaker="Aisha Rahman",
        key="aisha_rahman/gym_branch",
    ),
    # speaker: "I'm on warfarin" restated with the sender's first name; nothing restricted.
    _r(
        "en",
        "speaker",
        True,
        _EN_DENTAL_EMAIL,
        "Gareth is on warfarin",
        evidence="I'm on warfarin",
        speaker="Gareth Lloyd",
        key="gareth_lloyd/medication",
    ),
    # negation: "don't want" lost; the value says the opposite of the clause.
    _r(
        "en",
        "negation",
        False,
        _EN_DENTAL_EMAIL,
        "Gareth wants the fluoride varnish this time",
        evidence="I don't want the fluoride varnish this time",
        speaker="Gareth Lloyd",
    ),
    # speaker: whole sentence restated with the name, agreement work -> works, days kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_ROOF_TICKET,
        "Niamh works from home on Mondays and Tuesdays",
        evidence="I work from home on Mondays and Tuesdays.",
        speaker="Niamh Burke",
    ),
    # condition: "If the forecast is dry" dropped; the value states the availability unconditionally.
    _r(
        "en",
        "condition",
        False,
        _EN_ROOF_TICKET,
        "Niamh can be home for the scaffolders on Monday",
        evidence="If the forecast is dry, I can be home for the scaffolders on Monday.",
        speaker="Niamh Burke",
    ),
    # speaker: first person bound to Stuart with agreement ('m -> is); time frame and contrast kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_CAMPSITE_EMAIL,
        "Stuart is bringing a campervan this year rather than a tent",
        evidence="I'm bringing a campervan this year rather than a tent.",
        speaker="Stuart Kerr",
    ),
    # attribution: "My brother-in-law says" dropped; hearsay stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_CAMPSITE_EMAIL,
        "The lower field has electric hook-ups",
        evidence="My brother-in-law says the lower field has electric hook-ups.",
        speaker="Stuart Kerr",
    ),
    # subspan: the booking code alone; the rest of the span is what the key (reference) names.
    _r(
        "en",
        "subspan",
        True,
        _EN_CAMPSITE_SMS,
        "HB-20417",
        evidence="Booking HB-20417 confirmed",
        key="hollybank/booking/reference",
    ),
    # restriction_drop: it is the late-arrival gate code; the key `gate_code` drops that modifier.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_CAMPSITE_SMS,
        "4471",
        evidence="Late-arrival gate code: 4471.",
        key="hollybank/booking/gate_code",
    ),
    # subspan: the sender's own e-mail under her key; "send the invoice to my email" is the relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_UNIFORM_FORM,
        "sam.ortiz@fastmail.com",
        evidence="Please send the invoice to my email, sam.ortiz@fastmail.com.",
        speaker="Samantha Ortiz",
        key="samantha_ortiz/email",
    ),
    # wrong_speaker: the number is her partner Leo's ("his number"), filed under Samantha's key.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_UNIFORM_FORM,
        "07700 900412",
        evidence="his number is 07700 900412",
        speaker="Samantha Ortiz",
        key="samantha_ortiz/phone",
    ),
    # subspan: the order total with its currency; the clause is exactly the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_BAKERY_EMAIL,
        "£86.50",
        evidence="The total is £86.50.",
        speaker="Bea",
        key="crumb_and_co/order_ck3390/total",
    ),
    # condition: £98.50 is the total only if the topper is added; the value drops the "If".
    _r(
        "en",
        "condition",
        False,
        _EN_BAKERY_EMAIL,
        "£98.50",
        evidence="If you'd like the fresh-flower topper, the total is £98.50 instead.",
        speaker="Bea",
        key="crumb_and_co/order_ck3390/total",
    ),
    # subspan: the adult price under a key that carries "adult"; the rest names the relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_THEATRE_NOTICE,
        "£24",
        evidence="Tickets for 'The Lighthouse Keeper' are £24 for adults",
        key="riverside_playhouse/lighthouse_keeper/adult_price",
    ),
    # restriction_drop: £12 is the under-16s price; the key `ticket_price` drops "for under-16s".
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_THEATRE_NOTICE,
        "£12",
        evidence="Tickets for 'The Lighthouse Keeper' are £24 for adults and £12 for under-16s.",
        key="riverside_playhouse/lighthouse_keeper/ticket_price",
    ),
    # subspan: the receipt id whole, under a receipt key; no restriction on it.
    _r(
        "en",
        "subspan",
        True,
        _EN_SCOOTER_APP,
        "ZP-7731-KQ",
        evidence="Receipt ZP-7731-KQ.",
        key="zipp/last_ride/receipt_id",
    ),
    # filler: "So, er", the repeated "the" and "yeah" dropped; the request itself intact.
    _r(
        "en",
        "filler",
        True,
        _EN_UPHOLSTERY_VOICE,
        "I'd like the seat re-sprung",
        evidence="So, er, I'd like the, the seat re-sprung, yeah.",
        speaker="Marcus",
    ),
    # negation: fillers dropped, and the "don't" with them; the value reverses the request.
    _r(
        "en",
        "negation",
        False,
        _EN_UPHOLSTERY_VOICE,
        "I want the buttons on the back",
        evidence="And, um, I don't want the buttons on the back, like, it's fine plain.",
        speaker="Marcus",
    ),
    # filler: "like" and the false start "the," dropped; "now" kept.
    _r(
        "en",
        "filler",
        True,
        _EN_GYM_VOICE,
        "I'm on the full-access plan now",
        evidence="I'm on the, like, the full-access plan now",
        speaker="Dev",
    ),
    # tense: "used to be on" the off-peak plan is past; the value puts him on it now.
    _r(
        "en",
        "tense",
        False,
        _EN_GYM_VOICE,
        "I'm on the off-peak plan",
        evidence="I used to be on the, er, off-peak plan",
        speaker="Dev",
    ),
    # filler: "So, er" and "like" dropped from a whole clause.
    _r(
        "en",
        "filler",
        True,
        _EN_ROOF_VOICE,
        "The scaffolders can park on the drive",
        evidence="So, er, the scaffolders can, like, park on the drive.",
        speaker="Gail",
    ),
    # restriction_drop: "On weekdays" is the time frame of the locked gate; dropped with the filler.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_ROOF_VOICE,
        "The side gate is locked",
        evidence="On weekdays, um, the side gate is locked",
        speaker="Gail",
    ),
    # list_item: one item of the list with its head, subject elided for the speaker (have -> has).
    _r(
        "en",
        "list_item",
        True,
        _EN_DOG_FORM,
        "Has a border collie",
        evidence="I have two rescue greyhounds, a border collie and an elderly pug.",
        speaker="Oliver Grant",
    ),
    # number: the item's number ("two") dropped from "two rescue greyhounds".
    _r(
        "en",
        "number",
        False,
        _EN_DOG_FORM,
        "Has rescue greyhounds",
        evidence="I have two rescue greyhounds, a border collie and an elderly pug.",
        speaker="Oliver Grant",
    ),
    # list_item: one of the user's three activities, mem0 style (like -> likes).
    _r(
        "en",
        "list_item",
        True,
        _EN_GYM_CHAT,
        "User likes rowing",
        evidence="I like swimming, rowing and yoga.",
        speaker="user",
        key="user/fitness_interests",
    ),
    # wrong_speaker: Kerry from the front desk teaches pilates; the value gives it to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_GYM_CHAT,
        "User teaches pilates",
        evidence="I teach spin, pilates and boxfit.",
        speaker="user",
    ),
    # list_item: the last item kept with the list's head ("Your order for Ashdown Primary contains").
    _r(
        "en",
        "list_item",
        True,
        _EN_UNIFORM_TICKET,
        "Your order for Ashdown Primary contains a green sweatshirt",
        evidence=(
            "Your order for Ashdown Primary contains two polo shirts, a book bag, a PE kit and a green sweatshirt."
        ),
    ),
    # coordination: the second conjunct with the shared subject Elena Vidal, its day kept.
    _r(
        "en",
        "coordination",
        True,
        _EN_COURSE_EMAIL,
        "Elena Vidal runs the Portuguese exam club on Thursdays",
        evidence="Elena Vidal teaches Spanish on Tuesdays and runs the Portuguese exam club on Thursdays.",
    ),
    # stitch: "teaches Spanish" from one conjunct, "on Thursdays" from the other; neither says that.
    _r(
        "en",
        "stitch",
        False,
        _EN_COURSE_EMAIL,
        "Elena Vidal teaches Spanish on Thursdays",
        evidence="Elena Vidal teaches Spanish on Tuesdays and runs the Portuguese exam club on Thursdays.",
    ),
    # coordination: the shared subject with its second conjunct; the first conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_SCOOTER_SUPPORT,
        "Scooters in the Old Town zone must be locked in the app before you walk away",
        evidence=(
            "scooters in the Old Town zone can only be parked in the marked bays and must be locked in the app "
            "before you walk away."
        ),
        speaker="Ana",
    ),
    # scope: "only" dropped; the exclusive rule becomes mere permission.
    _r(
        "en",
        "scope",
        False,
        _EN_SCOOTER_SUPPORT,
        "Scooters in the Old Town zone can be parked in the marked bays",
        evidence=(
            "scooters in the Old Town zone can only be parked in the marked bays and must be locked in the app "
            "before you walk away."
        ),
        speaker="Ana",
    ),
    # coordination: the second conjunct of the shared "I", bound to Priya (pay -> pays), frequency kept.
    _r(
        "en",
        "coordination",
        True,
        _EN_TAX_EMAIL,
        "Priya pays into a SIPP every month",
        evidence="I rent out my flat in Bristol and pay into a SIPP every month.",
        speaker="Priya Shah",
    ),
    # attribution: "My employer says" dropped; the employer's report stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_TAX_EMAIL,
        "Priya's tax code has been corrected",
        evidence="My employer says my tax code has been corrected.",
        speaker="Priya Shah",
    ),
    # parenthetical: the bracketed aside about the workshop's history dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_UPHOLSTERY_REVIEW,
        "Kath Byrne re-covered our 1960s Danish sofa in mustard wool",
        evidence="Kath Byrne (who has run the workshop since 1998) re-covered our 1960s Danish sofa in mustard wool.",
        speaker="Dan",
    ),
    # parenthetical: the bracketed occasion dropped; size, date and time of collection kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_CAKE_FORM,
        "A chocolate fudge cake for 20 people, collection on Friday 5 July after 4pm",
        evidence=(
            "A chocolate fudge cake for 20 people (my son Theo's 9th birthday), collection on Friday 5 July after 4pm."
        ),
        speaker="Rachel Adeyemi",
        key="rachel_adeyemi/cake_order",
    ),
    # =================================================================================================================
    # Spanish
    # =================================================================================================================
    # speaker: the reviewer's own sentence restated with his name (tengo -> tiene).
    _r(
        "es",
        "speaker",
        True,
        _ES_DOG_REVIEW,
        "Javier tiene un pastor alemán de dos años",
        evidence="Tengo un pastor alemán de dos años.",
        speaker="Javier Molina",
    ),
    # wrong_speaker: "Doy clases" is Nuria's, in the business's reply, bound to the reviewer.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_DOG_REVIEW,
        "Javier da clases de obediencia los sábados por la mañana en el parque del Oeste",
        evidence="Doy clases de obediencia los sábados por la mañana en el parque del Oeste.",
        speaker="Javier Molina",
    ),
    # speaker: the user's own turn with mem0's `Usuario` (busco -> busca).
    _r(
        "es",
        "speaker",
        True,
        _ES_COURSE_CHAT,
        "Usuario busca un curso nocturno de alemán en Valencia",
        evidence="Busco un curso nocturno de alemán en Valencia.",
        speaker="user",
        key="user/curso_buscado",
    ),
    # wrong_speaker: the assistant lived in Berlin, not the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_COURSE_CHAT,
        "Usuario vivió dos años en Berlín",
        evidence="Yo viví dos años en Berlín",
        speaker="user",
    ),
    # speaker: subject elided for the sender, verb agrees (vivo -> vive).
    _r(
        "es",
        "speaker",
        True,
        _ES_GYM_FORM,
        "Vive en Nervión",
        evidence="Vivo en Nervión",
        speaker="Carmen Ortega",
        key="carmen_ortega/barrio",
    ),
    # tense: "antes entrenaba" is past; the value makes it present.
    _r(
        "es",
        "tense",
        False,
        _ES_GYM_FORM,
        "Entrena en el centro de Triana",
        evidence="antes entrenaba en vuestro centro de Triana.",
        speaker="Carmen Ortega",
        key="carmen_ortega/centro",
    ),
    # speaker: "Tomo Sintrom" restated with the sender's name (tomo -> toma).
    _r(
        "es",
        "speaker",
        True,
        _ES_DENTAL_EMAIL,
        "Álvaro toma Sintrom",
        evidence="Tomo Sintrom",
        speaker="Álvaro Gil",
        key="alvaro_gil/medicacion",
    ),
    # negation: "No" dropped; the value asks for the varnish he refused.
    _r(
        "es",
        "negation",
        False,
        _ES_DENTAL_EMAIL,
        "Álvaro quiere el barniz de flúor esta vez",
        evidence="No quiero el barniz de flúor esta vez",
        speaker="Álvaro Gil",
    ),
    # speaker: restated with the name (teletrabajo -> teletrabaja), days kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_ROOF_TICKET,
        "Irene teletrabaja los lunes y los martes",
        evidence="Teletrabajo los lunes y los martes.",
        speaker="Irene Lasheras",
    ),
    # condition: "Si hace buen tiempo" dropped; the availability becomes unconditional.
    _r(
        "es",
        "condition",
        False,
        _ES_ROOF_TICKET,
        "Irene puede estar en casa el lunes para los del andamio",
        evidence="Si hace buen tiempo, puedo estar en casa el lunes para los del andamio.",
        speaker="Irene Lasheras",
    ),
    # speaker: restated with the name (llevo -> lleva); "este año" and the contrast kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_CAMPSITE_EMAIL,
        "Sergio lleva una autocaravana este año en vez de la tienda",
        evidence="Llevo una autocaravana este año en vez de la tienda.",
        speaker="Sergio Campos",
    ),
    # attribution: "Mi cuñado dice que" dropped; hearsay stated as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_CAMPSITE_EMAIL,
        "La parcela de abajo tiene toma de luz",
        evidence="Mi cuñado dice que la parcela de abajo tiene toma de luz.",
        speaker="Sergio Campos",
    ),
    # subspan: the booking code alone under an English key; the rest is the relation.
    _r(
        "es",
        "subspan",
        True,
        _ES_SCOOTER_SMS,
        "RT-55102",
        evidence="Reserva RT-55102 confirmada.",
        key="patinetes_ruta/rental/booking_ref",
    ),
    # restriction_drop: it is the night unlock code ("nocturno"); the key drops the modifier.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_SCOOTER_SMS,
        "7730",
        evidence="Código de desbloqueo nocturno: 7730.",
        key="patinetes_ruta/rental/unlock_code",
    ),
    # subspan: the sender's own e-mail ("mi correo") under her key.
    _r(
        "es",
        "subspan",
        True,
        _ES_UNIFORM_FORM,
        "lucia.ferrer@correo.es",
        evidence="Enviad la factura a mi correo, lucia.ferrer@correo.es.",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/email",
    ),
    # wrong_speaker: "su móvil" is her husband Andrés's number, filed under Lucía's key.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_UNIFORM_FORM,
        "612 345 678",
        evidence="su móvil es 612 345 678",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/telefono",
    ),
    # subspan: the amount with its currency; the clause is the key's relation (total).
    _r(
        "es",
        "subspan",
        True,
        _ES_BAKERY_EMAIL,
        "74,50 €",
        evidence="El total es de 74,50 €.",
        speaker="Rocío",
        key="la_espiga/pedido_pt1187/total",
    ),
    # condition: 82,00 € holds only "Si quieres las letras de fondant".
    _r(
        "es",
        "condition",
        False,
        _ES_BAKERY_EMAIL,
        "82,00 €",
        evidence="Si quieres las letras de fondant, el total sube a 82,00 €.",
        speaker="Rocío",
        key="la_espiga/pedido_pt1187/total",
    ),
    # subspan: the adult price under a Spanish key that carries "adulto".
    _r(
        "es",
        "subspan",
        True,
        _ES_THEATRE_NOTICE,
        "22 €",
        evidence="Las entradas para «La casa de Bernarda Alba» cuestan 22 € para adultos",
        key="teatro_circo/bernarda_alba/precio_adulto",
    ),
    # restriction_drop: 10 € is for under-14s; the key `precio_entrada` drops that modifier.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_THEATRE_NOTICE,
        "10 €",
        evidence=(
            "Las entradas para «La casa de Bernarda Alba» cuestan 22 € para adultos y 10 € para menores de 14 años."
        ),
        key="teatro_circo/bernarda_alba/precio_entrada",
    ),
    # subspan: the adviser's phone number from her signature, whole.
    _r(
        "es",
        "subspan",
        True,
        _ES_TAX_SIGNATURE,
        "963 52 41 08",
        evidence="Tel. 963 52 41 08",
        speaker="Beatriz Soler",
        key="soler_prats/beatriz_soler/telefono",
    ),
    # filler: "Pues, eh", the repeated "los" and "¿vale?" dropped.
    _r(
        "es",
        "filler",
        True,
        _ES_UPHOLSTERY_VOICE,
        "Quiero que le cambien los muelles del asiento",
        evidence="Pues, eh, quiero que le cambien los, los muelles del asiento, ¿vale?",
        speaker="Rafa",
    ),
    # negation: fillers dropped and "no" with them; the request is reversed.
    _r(
        "es",
        "negation",
        False,
        _ES_UPHOLSTERY_VOICE,
        "Quiero los botones en el respaldo",
        evidence="Y, este, no quiero los botones en el respaldo, o sea, liso está bien.",
        speaker="Rafa",
    ),
    # filler: "eh" and the false start "la," dropped; "ahora" kept.
    _r(
        "es",
        "filler",
        True,
        _ES_GYM_VOICE,
        "Ahora tengo la tarifa completa",
        evidence="ahora tengo la, eh, la tarifa completa",
        speaker="Nacho",
    ),
    # tense: "antes tenía" is past; the value gives him the morning plan now.
    _r(
        "es",
        "tense",
        False,
        _ES_GYM_VOICE,
        "Tengo la tarifa de mañanas",
        evidence="antes tenía la, o sea, la tarifa de mañanas",
        speaker="Nacho",
    ),
    # filler: "Pues, eh" dropped from a whole clause.
    _r(
        "es",
        "filler",
        True,
        _ES_COURSE_VOICE,
        "El aula nueva es la 12",
        evidence="Pues, eh, el aula nueva es la 12.",
        speaker="Merche",
    ),
    # restriction_drop: "Los jueves" is the time frame of the 8 o'clock start; dropped with "o sea".
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_COURSE_VOICE,
        "La clase empieza a las ocho",
        evidence="Los jueves, o sea, la clase empieza a las ocho.",
        speaker="Merche",
    ),
    # list_item: one item with the list's head and "para tapizar", bound to Óscar (tengo -> tiene).
    _r(
        "es",
        "list_item",
        True,
        _ES_UPHOLSTERY_EMAIL,
        "Óscar tiene una butaca orejera para tapizar",
        evidence="Tengo dos sillas Thonet, un sofá cama y una butaca orejera para tapizar.",
        speaker="Óscar Prieto",
    ),
    # number: "dos" dropped from the item "dos sillas Thonet".
    _r(
        "es",
        "number",
        False,
        _ES_UPHOLSTERY_EMAIL,
        "Óscar tiene sillas Thonet para tapizar",
        evidence="Tengo dos sillas Thonet, un sofá cama y una butaca orejera para tapizar.",
        speaker="Óscar Prieto",
    ),
    # list_item: one item of the user's order with the head and "para el sábado" (quiero -> quiere).
    _r(
        "es",
        "list_item",
        True,
        _ES_BAKERY_CHAT,
        "Usuario quiere encargar un bizcocho de limón para el sábado",
        evidence="Quiero encargar una tarta de queso, dos docenas de magdalenas y un bizcocho de limón para el sábado.",
        speaker="user",
        key="user/pedido",
    ),
    # wrong_speaker: the assistant makes the brownies; the value gives it to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_BAKERY_CHAT,
        "Usuario prepara los brownies",
        evidence="Yo preparo la tarta de zanahoria, la red velvet y los brownies",
        speaker="user",
    ),
    # list_item: one item kept with the head "Su pedido para el colegio San Fermín incluye".
    _r(
        "es",
        "list_item",
        True,
        _ES_UNIFORM_TICKET,
        "Su pedido para el colegio San Fermín incluye un chándal",
        evidence=(
            "Su pedido para el colegio San Fermín incluye dos polos, una mochila, un chándal y una sudadera verde."
        ),
    ),
    # coordination: the shared subject with its second conjunct, its time of day kept.
    _r(
        "es",
        "coordination",
        True,
        _ES_GYM_NEWS,
        "El monitor Raúl entrena al grupo de crossfit por la tarde",
        evidence="El monitor Raúl da spinning por la mañana y entrena al grupo de crossfit por la tarde.",
    ),
    # stitch: "da spinning" from one conjunct and "por la tarde" from the other.
    _r(
        "es",
        "stitch",
        False,
        _ES_GYM_NEWS,
        "El monitor Raúl da spinning por la tarde",
        evidence="El monitor Raúl da spinning por la mañana y entrena al grupo de crossfit por la tarde.",
    ),
    # coordination: the shared subject with its second conjunct; the first conjunct dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_CAMPSITE_NOTICE,
        "Las autocaravanas deben vaciar las aguas grises en el punto limpio",
        evidence=(
            "Las autocaravanas solo pueden entrar por la puerta norte y deben vaciar las aguas grises en el punto "
            "limpio."
        ),
    ),
    # scope: "solo" dropped; the only entrance becomes one allowed entrance.
    _r(
        "es",
        "scope",
        False,
        _ES_CAMPSITE_NOTICE,
        "Las autocaravanas pueden entrar por la puerta norte",
        evidence=(
            "Las autocaravanas solo pueden entrar por la puerta norte y deben vaciar las aguas grises en el punto "
            "limpio."
        ),
    ),
    # coordination: the second conjunct of the shared subject, bound to Paula (aporto -> aporta).
    _r(
        "es",
        "coordination",
        True,
        _ES_TAX_EMAIL,
        "Paula aporta a un plan de pensiones cada mes",
        evidence="Alquilo mi piso de Alicante y aporto a un plan de pensiones cada mes.",
        speaker="Paula Serrano",
    ),
    # attribution: "Mi empresa dice que" dropped; the employer's report stated as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_TAX_EMAIL,
        "La retención ya está corregida",
        evidence="Mi empresa dice que la retención ya está corregida.",
        speaker="Paula Serrano",
    ),
    # parenthetical: the bracketed description of the cake dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_BAKERY_REVIEW,
        "La tarta de boda llegó perfecta al salón",
        evidence="La tarta de boda (tres pisos, de almendra y frambuesa) llegó perfecta al salón.",
        speaker="Clara",
    ),
    # parenthetical: the aside about the last cleaning dropped; both reasons for the visit kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_DENTAL_FORM,
        "Limpieza con la higienista y revisión de una muela que me sangra",
        evidence="Limpieza con la higienista (la última fue hace más de un año) y revisión de una muela que me sangra.",
        speaker="Jorge Salas",
        key="jorge_salas/cita/motivo",
    ),
    # =================================================================================================================
    # Chinese
    # =================================================================================================================
    # speaker: the reviewer's own sentence with his name for 我; 每周六 and 都 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_BAKERY_REVIEW,
        "刘洋每周六都来买一个芒果千层",
        evidence="我每周六都来买一个芒果千层。",
        speaker="刘洋",
    ),
    # wrong_speaker: the 我 of the shop's reply is the baker, bound here to the reviewer.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_BAKERY_REVIEW,
        "刘洋每天早上五点就开始做千层",
        evidence="我每天早上五点就开始做千层。",
        speaker="刘洋",
    ),
    # speaker: the user's own turn with mem0's 用户.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_COURSE_CHAT,
        "用户想在杭州找一个晚上的日语课",
        evidence="我想在杭州找一个晚上的日语课。",
        speaker="user",
        key="user/学习计划",
    ),
    # wrong_speaker: the assistant lived in Osaka, not the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_COURSE_CHAT,
        "用户在大阪住过两年",
        evidence="我在大阪住过两年",
        speaker="user",
    ),
    # speaker: 我 elided for the form's sender.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GYM_FORM,
        "住在西湖区",
        evidence="我住在西湖区",
        speaker="陈静",
        key="陈静/居住地",
    ),
    # tense: 以前 marks the past; the value drops it and states a present habit.
    _r(
        "zh",
        "tense",
        False,
        _ZH_GYM_FORM,
        "陈静在滨江店锻炼",
        evidence="我以前在你们滨江店锻炼。",
        speaker="陈静",
        key="陈静/门店",
    ),
    # speaker: 我 replaced by the sender's name; progressive 在 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_DENTAL_EMAIL,
        "周凯在吃华法林",
        evidence="我在吃华法林",
        speaker="周凯",
        key="周凯/用药",
    ),
    # negation: 不 dropped; 不要涂氟 becomes 要涂氟.
    _r(
        "zh",
        "negation",
        False,
        _ZH_DENTAL_EMAIL,
        "这次周凯要涂氟",
        evidence="这次我不要涂氟",
        speaker="周凯",
    ),
    # speaker: 我 replaced by the name; days kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ROOF_TICKET,
        "孙丽周一和周二在家办公",
        evidence="我周一和周二在家办公。",
        speaker="孙丽",
    ),
    # condition: 如果天晴 dropped; the availability becomes unconditional.
    _r(
        "zh",
        "condition",
        False,
        _ZH_ROOF_TICKET,
        "孙丽周一可以在家等搭脚手架的师傅",
        evidence="如果天晴，我周一可以在家等搭脚手架的师傅。",
        speaker="孙丽",
    ),
    # speaker: 我 replaced by the sender's name; 今年 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CAMPSITE_EMAIL,
        "今年郑浩开房车来",
        evidence="今年我开房车来",
        speaker="郑浩",
    ),
    # attribution: 我表哥说 dropped; hearsay stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_CAMPSITE_EMAIL,
        "下面那片营地有电源桩",
        evidence="我表哥说下面那片营地有电源桩。",
        speaker="郑浩",
    ),
    # subspan: the order number alone under a Chinese key naming it.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_THEATRE_SMS,
        "DJY-884120",
        evidence="订单号 DJY-884120",
        key="大剧院/订单/订单号",
    ),
    # restriction_drop: 夜场 (evening performance) modifies the code; the key 入口验证码 drops it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_THEATRE_SMS,
        "6612",
        evidence="夜场入口验证码：6612。",
        key="大剧院/订单/入口验证码",
    ),
    # subspan: the sender's own e-mail (我的邮箱) under her key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_UNIFORM_FORM,
        "wangfang88@163.com",
        evidence="发票请发到我的邮箱 wangfang88@163.com。",
        speaker="王芳",
        key="王芳/邮箱",
    ),
    # wrong_speaker: 他的手机 is her husband 李强's number, filed under 王芳's key.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_UNIFORM_FORM,
        "138 0013 8000",
        evidence="他的手机是 138 0013 8000",
        speaker="王芳",
        key="王芳/手机",
    ),
    # subspan: the total with its unit; the clause is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BAKERY_MSG,
        "368 元",
        evidence="总价 368 元。",
        speaker="小林",
        key="麦香烘焙/订单TX-5528/总价",
    ),
    # condition: 398 元 holds only 如需加写翻糖字牌.
    _r(
        "zh",
        "condition",
        False,
        _ZH_BAKERY_MSG,
        "398 元",
        evidence="如需加写翻糖字牌，总价为 398 元。",
        speaker="小林",
        key="麦香烘焙/订单TX-5528/总价",
    ),
    # subspan: the adult price with its unit under an English key carrying "adult".
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GYM_PRICES,
        "2880 元/年",
        evidence="年卡价格：成人 2880 元/年",
        key="dongli_fitness/annual_card/adult_price",
    ),
    # restriction_drop: 1680 元/年 is the student price; the key `price` drops 学生.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_GYM_PRICES,
        "1680 元/年",
        evidence="年卡价格：成人 2880 元/年，学生 1680 元/年",
        key="dongli_fitness/annual_card/price",
    ),
    # subspan: the adviser's e-mail from her signature, whole.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TAX_SIGNATURE,
        "wumin@xinda-tax.cn",
        evidence="邮箱：wumin@xinda-tax.cn",
        speaker="吴敏",
        key="xinda_tax/wu_min/email",
    ),
    # filler: 嗯 and the false start 把， dropped.
    _r(
        "zh",
        "filler",
        True,
        _ZH_UPHOLSTERY_VOICE,
        "我想把坐垫的弹簧换一下",
        evidence="嗯，我想把，把坐垫的弹簧换一下。",
        speaker="老赵",
    ),
    # negation: fillers dropped and 不 with them; 不要拉扣 becomes 要拉扣.
    _r(
        "zh",
        "negation",
        False,
        _ZH_UPHOLSTERY_VOICE,
        "靠背上我要拉扣",
        evidence="然后，呃，靠背上我不要拉扣",
        speaker="老赵",
    ),
    # filler: 然后 and 就是 dropped; 现在 kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_GYM_VOICE,
        "现在办的是全天卡",
        evidence="然后现在办的是，就是，全天卡",
        speaker="小马",
    ),
    # tense: 以前 dropped with the filler; the old day pass becomes his current plan.
    _r(
        "zh",
        "tense",
        False,
        _ZH_GYM_VOICE,
        "我办的是白天卡",
        evidence="我以前办的是，呃，白天卡",
        speaker="小马",
    ),
    # filler: 那个 and 嗯 dropped from a whole clause.
    _r(
        "zh",
        "filler",
        True,
        _ZH_COURSE_VOICE,
        "新教室是12号教室",
        evidence="那个，新教室是，嗯，12号教室。",
        speaker="班长",
    ),
    # restriction_drop: 周四的话 is the time frame of the 7:30 start; dropped with 就是.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_COURSE_VOICE,
        "课七点半开始",
        evidence="周四的话，就是，课七点半开始。",
        speaker="班长",
    ),
    # list_item: one item with its own number (一只) and the head 养了, bound to the sender.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_DOG_FORM,
        "何军养了一只边牧",
        evidence="我养了两只领养的灵缇、一只边牧和一只老年巴哥。",
        speaker="何军",
    ),
    # number: 两只 dropped from the item 两只领养的灵缇.
    _r(
        "zh",
        "number",
        False,
        _ZH_DOG_FORM,
        "何军养了领养的灵缇",
        evidence="我养了两只领养的灵缇、一只边牧和一只老年巴哥。",
        speaker="何军",
    ),
    # list_item: one of the user's allergies with the frame 对…过敏, mem0's 用户.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_DENTAL_CHAT,
        "用户对乳胶过敏",
        evidence="我对青霉素、乳胶和布洛芬过敏。",
        speaker="user",
        key="user/过敏",
    ),
    # wrong_speaker: the hygienist 小周 handles fluoride; the value gives her duty to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_DENTAL_CHAT,
        "用户负责涂氟",
        evidence="我负责洗牙、涂氟和窝沟封闭。",
        speaker="user",
    ),
    # list_item: the last item kept with the head 您为实验小学订购的校服包括.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_UNIFORM_SMS,
        "您为实验小学订购的校服包括一件绿色卫衣",
        evidence="您为实验小学订购的校服包括两件短袖POLO衫、一个书包、一套运动服和一件绿色卫衣。",
    ),
    # coordination: the shared subject 韩老师 with its second conjunct, day kept.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_COURSE_NOTICE,
        "韩老师周四带葡萄牙语口语角",
        evidence="韩老师周二教西班牙语，周四带葡萄牙语口语角。",
    ),
    # stitch: 周二 from the first conjunct and 带葡萄牙语口语角 from the second.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_COURSE_NOTICE,
        "韩老师周二带葡萄牙语口语角",
        evidence="韩老师周二教西班牙语，周四带葡萄牙语口语角。",
    ),
    # coordination: the shared subject with its second conjunct; the first dropped whole with 并且.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_SCOOTER_SUPPORT,
        "老城区的电动滑板车离开前要在App里锁车",
        evidence="老城区的电动滑板车只能停在指定停车点，并且离开前要在App里锁车。",
        speaker="小安",
    ),
    # scope: 只 dropped from 只能; the only permitted place becomes one permitted place.
    _r(
        "zh",
        "scope",
        False,
        _ZH_SCOOTER_SUPPORT,
        "老城区的电动滑板车能停在指定停车点",
        evidence="老城区的电动滑板车只能停在指定停车点，并且离开前要在App里锁车。",
        speaker="小安",
    ),
    # coordination: the second conjunct of the shared 我, bound to the sender; 每个月 and 还 kept.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_TAX_EMAIL,
        "邓佳每个月还交个人养老金",
        evidence="我把杭州的房子租出去了，每个月还交个人养老金。",
        speaker="邓佳",
    ),
    # attribution: 我们公司说 dropped; the company's report stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_TAX_EMAIL,
        "个税专项扣除已经改好了",
        evidence="我们公司说个税专项扣除已经改好了。",
        speaker="邓佳",
    ),
    # parenthetical: the bracketed aside about the sofa's age dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_UPHOLSTERY_REVIEW,
        "我们家的老沙发在赵师傅这里换了芥末黄的羊毛面料",
        evidence="我们家的老沙发（九十年代买的三人座）在赵师傅这里换了芥末黄的羊毛面料",
        speaker="小唐",
    ),
    # parenthetical: who the pitches are for (in brackets) dropped; number and dates kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_CAMPSITE_FORM,
        "我们订了两个帐篷位，8月9日到12日",
        evidence="我们订了两个帐篷位（一家四口加爷爷奶奶），8月9日到12日",
        speaker="黄蕾",
        key="黄蕾/营地预订",
    ),
]

BATCH_87: tuple[Realistic, ...] = tuple(_RECORDS)
