"""The realistic set's fifty-first batch: a blind measurement of speaker binding in multi-party text (issue 31, B51).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b51, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. It follows brief S44's variation (who said it): every source has two or more
people in it. Every source is invented here, in everyday domains other than clinics, restaurants, property
management and schools: family group chats (a Sunday lunch, a house move, a grandmother's birthday, a national-holiday
trip home), workplace chat (an on-call rota in Slack, a design agency, a game studio's Feishu group, an IT helpdesk
thread), a bank's and a telco's live chats, an online shop's returns ticket and a Chinese marketplace chat, a SaaS
support ticket, a garage's and an airline's call transcripts, a roadside-assistance call, e-mails with forwards
(a choir tour, a cycling club, a book club) and with quoted replies (a wedding photographer, a tax adviser, a home
insurer's letter with a signature), voicemail relays (a plumber, a removals firm, a car dealer's service desk),
reviews with the owner's reply (a rural guesthouse, a home-cleaning service), minutes quoting members (allotments, an
olive cooperative, an open-source project's weekly meeting), interviews (a bike-shop owner, a ceramicist, a
beekeeper on a podcast), a hiking club, an amateur football team, a wedding-planning group and mem0-style
`user:`/`assistant:` transcripts (a trip to Tromsø, saving for a camper van, half-marathon training).

The values are written as memory extractors write them: the speaker's own first-person words restated with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`), or with the subject dropped (`Drives for a living`, `Hoy teletrabaja`, `膝盖不太好`); subspan records keep
one atomic value from the speaker's own words (an e-mail address, a phone or Bizum number, a URL, an order or booking
code, an amount, a date, a version, a desk, a WeChat ID) under a key about the speaker. The speaker's turn is often
one of several: a quoted `> ` block, a forwarded message's header, a minutes entry quoting a member, an interview
answer. The negatives bind another participant's words to the record's speaker (a forwarded or quoted message, a
previous turn, an agent's reply, a signature or header of someone else, a relayed voicemail) or state as fact what
someone only reported, rumoured, asked or heard (`says`, `is rumoured to`, `según se oye`, `听说`, `据说`, a question).
Most negatives have a faithful twin from the same source binding the same words to the person who said them.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (20):
speaker 12, subspan 8. Negative (20): wrong_speaker 12, attribution 8. Every evidence string is a verbatim span of its
source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_FAMILY_EN = (
    "[18/03/2027, 19:02] Mum: Who's bringing what on Sunday?\n"
    "[18/03/2027, 19:05] Dan: I'll bring the lamb, I've got a new slow cooker\n"
    "[18/03/2027, 19:06] Priya: I'm off dairy for now so I'll do a fruit salad\n"
    "[18/03/2027, 19:10] Dan: Priya you're still coming at 1 right?"
)
_ONCALL_EN = (
    "Keisha Walker  10:14 AM\nheads up, I'm on call this week (swapped with Raj)\n"
    "Raj Patel  10:16 AM\nthanks! I'm out Thu-Fri, back Monday\n"
    "Keisha Walker  10:17 AM\nnp. my new pager number is +1 415 555 0142 btw"
)
_BANK_EN = (
    "Chat transcript - Northbank Support\n"
    "Agent (Lewis): Thanks for waiting. I can see the card ending 4471 was frozen at 09:12 today.\n"
    "Customer (Hana Sato): I didn't freeze it, I've been travelling in Portugal since Monday.\n"
    "Agent (Lewis): Understood. I've raised case NB-2027-55810 and a replacement card will arrive in 3-5 working "
    "days.\n"
    "Customer (Hana Sato): Please send it to my work address, 14 Quay Street, Bristol BS1 4DJ."
)
_CHOIR_EN = (
    "From: Tom Becker\nTo: Lina Okafor\nSubject: Fwd: Choir tour - Lisbon\n\n"
    "Lina, see below from Gareth. I can't make the tour, my daughter's wedding is that weekend.\n\n"
    "---------- Forwarded message ---------\n"
    "From: Gareth Lyle <gareth@stcuthbertschoir.org>\nDate: Tue, 4 May 2027\nSubject: Choir tour - Lisbon\n\n"
    "All, I've booked the coach for 22 June. I'm collecting deposits of €150 by 31 May; bank details to follow.\n"
    "Gareth"
)
_GARAGE_EN = (
    "[00:00:04] Receptionist: Hallam Road Garage, Jess speaking.\n"
    "[00:00:07] Caller: Hi, it's Martin Doyle, I dropped the Golf off yesterday for the clutch.\n"
    "[00:00:15] Receptionist: Yes Martin, the mechanic said it might need a new flywheel too, but he hasn't opened "
    "it up yet.\n"
    "[00:00:24] Caller: OK. I need it back by Friday. I drive for a living.\n"
    "[00:00:29] Receptionist: Reference is HRG-3318, we'll call you on this number."
)
_ALLOTMENT_EN = (
    "Riverside Allotments - committee minutes, 3 March\n"
    "Present: Carol (chair), Imran (treasurer), Beth, Olu\n"
    "1. Water: Imran reported that the council is rumoured to be raising the water charge to £85 a plot. Carol "
    "asked whether anyone had seen it in writing; nobody had.\n"
    "2. Plots: Beth: \"I'm giving up plot 14 at the end of the season, my knees won't take it.\"\n"
    "3. Olu offered to run the seed swap on 12 April."
)
_TRAVEL_EN = (
    "user: my sister Anika booked us a cabin in Tromsø for the northern lights, she says February is the best time\n"
    "assistant: That sounds great! Tromsø is popular in February. Do you need help with flights?\n"
    "user: yes please, I'm flying from Manchester and I only have hand luggage"
)
_PLUMBER_EN = (
    "Voicemail from +44 7700 900318, 08:41:\n"
    "\"Hi, it's Gary from Kwikfix Plumbing. I'm running about forty minutes late, I'm stuck on the M60. If that's a "
    'problem call me back on this number."\n\n'
    "Forwarded by Steph to Alan: Gary's late again. I'm working from home till 2 so I can let him in. "
    "Alan, did you say the boiler is still under warranty?"
)
_TICKET_EN = (
    "Ticket #48213 - Export to CSV fails\n\n"
    "Customer (Dmitri Volkov, Orchard Analytics): We're on version 4.12.1 and every export over 10k rows times out. "
    "I'm the workspace admin.\n\n"
    "Agent (Sofia, Tier 2): Thanks Dmitri. I've reproduced it on 4.12.1; engineering says a fix is planned for 4.13, "
    "possibly next sprint.\n\n"
    "Customer: Fine. Please cc my colleague priya.n@orchard-analytics.io on updates."
)
_BIKESHOP_EN = (
    "INTERVIEWER (Rachel Kim): So you opened the bike shop after leaving finance?\n"
    "GUEST (Tomás Herrera): Right. I worked at Barclays for eleven years. My wife Elena is the one who builds the "
    "wheels; I do the books.\n"
    "INTERVIEWER: And you're opening a second shop?\n"
    "GUEST: We're looking at Didsbury, but nothing's signed."
)
_MOVING_EN = (
    "Grandad Joe: when is the van coming 🚚\n"
    "Nadia: Saturday 8am! I've hired it from Hertz, ref HZ-77120-K\n"
    "Sam: I can't help Sat, I'm working a double shift 😩\n"
    "Nadia: no worries. Auntie Rose says the new flat has a lift but I haven't seen it yet"
)
_HELPDESK_EN = (
    "Oliver Grant: @Helpdesk my laptop won't connect to the VPN since the update\n"
    "Helpdesk (Amira): Hi Oliver, which OS version are you on?\n"
    "Oliver Grant: macOS 14.6.1\n"
    "Helpdesk (Amira): OK, I'm pushing config v2.3 to your machine now. I'm off from 5 but Kai can pick it up."
)
_PHOTO_EN = (
    "Hi Jen,\n\nThat's perfect, I'll be there from 1pm for the bridal prep. My second shooter is Callum, his number "
    "is 07911 123456.\n\nBest,\nFreya Moss Photography\n\n"
    "On Mon, 9 Aug 2027 at 21:14, Jen Alvarez <jen.alvarez@gmail.com> wrote:\n"
    "> Hi Freya, the ceremony is at 2:30 at Hollins Hall. I'm vegan so no need to save me any canapés lol. My mum "
    "will be the one with the big hat."
)
_STANDUP_EN = (
    "Zoom transcript - Sprint 42 standup\n"
    "09:30:12 Priyanka Rao: Yesterday I finished the billing migration. Today I'm on the flaky payment tests.\n"
    "09:31:40 Ben Ortiz: I'm blocked on the staging DB, and I'm on leave from the 14th to the 18th.\n"
    "09:32:05 Priyanka Rao: Ben, Marco mentioned the staging DB might be wiped tonight, so back up anything you need."
)
_HIKING_EN = (
    "Peak Ramblers - Sunday walk\n"
    "Leader (Gwen): Meeting 9:15 at Edale station car park. Bring waterproofs.\n"
    "Derek: I'll drive, I've got 3 spare seats from Sheffield\n"
    "Gwen: Thanks Derek! Someone said the Kinder path is closed for repairs, can anyone confirm?"
)
_INSURANCE_EN = (
    "Dear Ms Patel,\n\nThank you for your call. Your claim reference is HX-4471-2209 and our assessor, Neil Burrows, "
    "will visit on 3 October between 9am and 1pm.\n\nYours sincerely,\nKaren Holt\n"
    "Claims Handler, Harbour Home Insurance\nDirect line: 0345 600 1247\n\n"
    "> I'm home on weekdays after 12, my husband works nights so please don't call before then.\n"
    "> Anjali Patel"
)
_FAMILIA_ES = (
    "[12/4/27 20:15] Mamá: ¿Quién trae la tarta para lo de la abuela?\n"
    "[12/4/27 20:17] Lucía: Yo encargo la tarta en la pastelería de la esquina, ya pagué 35 €\n"
    "[12/4/27 20:20] Jorge: Yo no puedo ir el sábado, tengo turno en la fábrica\n"
    "[12/4/27 20:21] Lucía: Jorge, la tía Carmen dice que la abuela quiere cambiar la comida al domingo"
)
_TELCO_ES = (
    "Chat de soporte - TeleNova\n"
    "Agente (Raúl): Buenas tardes, soy Raúl. Veo que su línea 612 345 678 tiene una incidencia abierta.\n"
    "Cliente (Marisa Gómez): Sí, llevo tres días sin internet en casa y trabajo desde casa.\n"
    "Agente (Raúl): Le he abierto la orden TN-908812; un técnico irá el jueves entre las 9 y las 14.\n"
    "Cliente (Marisa Gómez): El jueves no estoy hasta las 12, mejor por la tarde."
)
_CICLISMO_ES = (
    "De: Andrés Ferrer\nPara: Grupo Ciclista Sierra Norte\nAsunto: RV: Inscripción Quebrantahuesos\n\n"
    "Os reenvío lo de Pilar. Yo este año no me inscribo, estoy lesionado de la rodilla.\n\n"
    "---------- Mensaje reenviado ----------\n"
    "De: Pilar Sanz <pilar.sanz@sierranorte.es>\nFecha: lun, 3 may 2027\n\n"
    "Hola a todos: ya he hecho la reserva del autobús para el 19 de junio. Necesito que me paguéis 60 € por persona "
    "antes del 31 de mayo. Mi Bizum es el 655 210 987.\nPilar"
)
_GRUA_ES = (
    "[10:02] Operadora: Asistencia en carretera, le atiende Nuria.\n"
    "[10:02] Cliente: Hola, soy Víctor Lozano, se me ha pinchado una rueda en la A-7, a la altura de Motril.\n"
    "[10:03] Operadora: ¿Tiene rueda de repuesto?\n"
    "[10:03] Cliente: No, el coche viene con kit antipinchazos y no funciona.\n"
    "[10:04] Operadora: Le envío una grúa, llegará en unos 45 minutos. Su número de expediente es AS-22019."
)
_CASARURAL_ES = (
    "★★★★☆ Elena R. - 2 de septiembre de 2027\n"
    "La casa rural está genial, pero el acceso es por camino de tierra. Yo tengo un coche bajo y sufrí bastante. "
    "Me contaron en el pueblo que la casa abre también en invierno.\n\n"
    "Respuesta del propietario (Manolo):\n"
    "Gracias, Elena. Este otoño asfaltamos el último kilómetro del camino. Yo también tengo perro, así que los "
    "peludos son bienvenidos."
)
_COOPERATIVA_ES = (
    "Acta de la asamblea de la Cooperativa Olivarera San Isidro, 15 de enero\n"
    "Asistentes: Francisco (presidente), Rosario (secretaria), Emilio, Inés\n"
    "1. Precio: Emilio comentó que, según se oye en el pueblo, la almazara de Baena pagará 4,20 € el kilo. Nadie "
    "lo ha confirmado.\n"
    "2. Inés: «Este año dejo la recogida en manos de mi hijo, ya no puedo subir a la escalera».\n"
    "3. Rosario se encarga de pedir presupuesto del nuevo tractor."
)
_AHORRO_ES = (
    "user: quiero ahorrar para comprar una furgoneta camper, gano unos 2.100 € netos al mes\n"
    "assistant: ¡Buen objetivo! Muchos expertos recomiendan ahorrar al menos el 20 % de los ingresos.\n"
    "user: mi pareja dice que deberíamos esperar a que bajen los precios, pero yo no quiero esperar"
)
_DEVOLUCION_ES = (
    "Ticket #77102 - Devolución zapatillas\n"
    "Cliente (Sergio Blanco): Pedí la talla 43 y me llegó la 41. El número de pedido es ZP-556201. Estoy fuera "
    "hasta el lunes.\n"
    "Agente (Laura, Atención al Cliente): Disculpa, Sergio. Te he generado la etiqueta de devolución; el mensajero "
    "pasará el martes. Me dicen en almacén que la 43 está agotada hasta marzo.\n"
    "Cliente: Entonces prefiero el reembolso."
)
_CERAMICA_ES = (
    "P (Ana Vidal, periodista): ¿Cómo empezó con la cerámica?\n"
    "R (Mercedes Llorente): Empecé a los cincuenta, cuando me jubilé de Correos. Ahora doy clases los martes en el "
    "centro cívico.\n"
    "P: ¿Es verdad que va a exponer en Madrid?\n"
    "R: Me lo han ofrecido, pero todavía no he dicho que sí."
)
_AGENCIA_ES = (
    "Carla Méndez 09:41\nBuenos días. Hoy teletrabajo, estoy con fiebre 🤒\n"
    "Diego Paredes 09:43\n¡Ánimo! Yo presento la propuesta a Hidrocanal a las 12, el enlace es "
    "meet.google.com/xqa-prtn-kzd\n"
    "Carla Méndez 09:44\nGracias. Mi nuevo móvil es el 699 004 512 por si acaso"
)
_MUDANZA_ES = (
    "Mensaje de voz transcrito (Mudanzas Ribera, 18:22): «Hola, soy Paco, de Mudanzas Ribera. Mañana llegamos a "
    "las 8 con el camión grande. Si hay que desmontar armarios, avíseme antes».\n\n"
    "Reenviado por Teresa a Hugo: Mañana yo no estoy hasta las 10, tengo el examen de conducir. ¿Puedes abrirles tú?"
)
_GESTORIA_ES = (
    "Hola Raquel:\n\nPerfecto, te mando las facturas del trimestre el viernes. Yo me doy de baja como autónomo en "
    "diciembre, así que este será el último.\n\nUn saludo,\nÓscar Beltrán\n\n"
    "El mar, 5 oct 2027 a las 11:20, Raquel Soto (Gestoría Soto) <raquel@gestoriasoto.es> escribió:\n"
    "> Óscar, el plazo del modelo 303 acaba el 20 de octubre. Yo estoy de vacaciones del 10 al 15, así que "
    "mándamelo antes, por favor."
)
_FUTBOL_ES = (
    "Míster Toni: Convocatoria domingo 10:00, campo municipal de Alboraya\n"
    "Kevin: yo no voy, me he torcido el tobillo\n"
    "Álex: Kevin dice el fisio que son dos semanas de baja, ¿no?\n"
    "Kevin: eso me dijo, sí 😕"
)
_JIATING_ZH = (
    "【相亲相爱一家人】\n"
    "妈妈：国庆你们几号回来？\n"
    "小雨：我3号回，高铁票已经买好了，车次G1234\n"
    "哥哥：我今年回不去，公司要值班😭\n"
    "小雨：哥，听二姨说奶奶想把老房子卖了，你知道吗？"
)
_DIANSHANG_ZH = (
    "[客服 小美] 您好，请问有什么可以帮您？\n"
    "[买家 陈立伟] 我上周买的空气净化器一直显示滤网故障，订单号是 2027091845512。\n"
    "[客服 小美] 亲，我这边帮您登记了换货，快递小哥明天上门取件。我明天休息，后续由同事小杰跟进哦。\n"
    "[买家 陈立伟] 好的，我白天在上班，下午6点以后才在家。"
)
_FEISHU_ZH = (
    "王磊 10:02\n@所有人 我下周一到周三去深圳出差，有事找刘洋\n"
    "刘洋 10:05\n收到。我的新工位在 7 楼 A-712\n"
    "赵婷 10:06\n磊哥，听说这次版本要推迟到 3.2.0 再上线？\n"
    "王磊 10:08\n还没定，等老板拍板"
)
_DUSHUHUI_ZH = (
    "发件人：周敏\n收件人：读书会全体\n主题：转发：十月活动场地\n\n"
    "大家看下杨老师的邮件。我十月份在外地培训，这次活动我请假。\n\n"
    "-------- 转发的邮件 --------\n"
    "发件人：杨建国 <yangjg@shuxiang-club.cn>\n日期：2027年9月20日\n\n"
    "我已经订好了10月16日下午的场地，在图书馆三楼报告厅。场地费每人20元，请在10月10日前转给我。\n杨建国"
)
_HANGBAN_ZH = (
    "00:00:03 客服：您好，云海航空，工号 3817 为您服务。\n"
    "00:00:08 旅客（李静）：你好，我订的 MU5137 明天早上7点的航班，我想改到下午。\n"
    "00:00:20 客服：好的，下午有一班 MU5155，15:30 起飞，改签需要补差价 280 元。\n"
    "00:00:35 旅客（李静）：可以。我带着一个两岁的孩子，能安排靠前的座位吗？朋友说明天上海有台风，航班会不会取消？"
)
_JIAZHENG_ZH = (
    "★★★☆☆ 用户 Lily_07：阿姨做事挺认真，就是迟到了半小时。我家有猫，最后客厅没打扫。\n\n"
    "商家回复（洁家家政 店长 孙红）：非常抱歉！我已经和阿姨沟通过了，下次给您换一位阿姨。"
    "我们的客服电话是 400-820-3311。"
)
_ZHOUHUI_ZH = (
    "开源项目 tidepool 周会纪要（2027-11-02）\n"
    "参会：陈晨（主持）、吴迪、Mika、郑凯\n"
    "1. 发布：吴迪：“我这周把 v0.9.4 的 changelog 写完，周五发版。”\n"
    "2. 赞助：郑凯转述，某云厂商据说愿意每年赞助 5000 美元，但还没有书面确认。\n"
    "3. Mika 下个月起只能周末参与。"
)
_PAOBU_ZH = (
    "user: 我最近在练半马，目标是明年3月的无锡马拉松，我膝盖不太好\n"
    "assistant: 建议您每周跑量不要超过40公里，并加强力量训练。\n"
    "user: 我教练也这么说。我老婆说我应该先去看看医生"
)
_YANGFENG_ZH = (
    "主持人（林夏）：您是怎么开始养蜂的？\n"
    "嘉宾（老周）：我退休以后回了老家，现在养了六十多箱。\n"
    "主持人：听说您的蜂蜜去年拿了省里的金奖？\n"
    "嘉宾：那是我徒弟小何的，我只拿了个优秀奖。"
)
_4S_ZH = (
    "语音留言（来自 139 1234 5678，14:05）：“张先生您好，我是4S店的服务顾问小黄，您的车检测出刹车片磨损严重，"
    "可能要换，明天上午给您报价。”\n\n"
    "张伟转发给老婆：4S店说刹车片要换。我明天要开会，你帮我接一下电话？"
)
_HUNLI_ZH = (
    "【婚礼筹备群】\n"
    "新娘 苏苏：我们定了5月20日，酒店是滨江万豪\n"
    "策划师 Amy：好的！我5月18号要去三亚跟另一场，19号晚上回来，不影响彩排。\n"
    "新郎 阿杰：我对海鲜过敏，菜单里麻烦去掉虾蟹\n"
    "新娘 苏苏：伴娘说酒店会送一晚蜜月套房，是真的吗？\n"
    "策划师 Amy：我问一下～我的微信号是 amy_wedding88，有事直接加我"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Priya's own turn in a family group chat; "I'm" restated with her name, "for now" kept.
    _r(
        "en",
        "speaker",
        True,
        _FAMILY_EN,
        "Priya is off dairy for now",
        evidence="I'm off dairy for now",
        speaker="Priya",
        key="priya/diet",
    ),
    # speaker: Hana's own turn in a bank live chat; tense, aspect and "since Monday" kept.
    _r(
        "en",
        "speaker",
        True,
        _BANK_EN,
        "Hana Sato has been travelling in Portugal since Monday",
        evidence="I've been travelling in Portugal since Monday",
        speaker="Hana Sato",
    ),
    # speaker: the forwarder's own line above the forwarded e-mail; negation kept.
    _r(
        "en",
        "speaker",
        True,
        _CHOIR_EN,
        "Tom Becker can't make the tour",
        evidence="I can't make the tour",
        speaker="Tom Becker",
        key="tom_becker/choir_tour",
    ),
    # speaker: subject dropped for the caller's own words in a garage call transcript.
    _r(
        "en",
        "speaker",
        True,
        _GARAGE_EN,
        "Drives for a living",
        evidence="I drive for a living.",
        speaker="Martin Doyle",
        key="martin_doyle/occupation",
    ),
    # speaker: Beth's own words quoted in allotment minutes; the time frame is kept.
    _r(
        "en",
        "speaker",
        True,
        _ALLOTMENT_EN,
        "Beth is giving up plot 14 at the end of the season",
        evidence="I'm giving up plot 14 at the end of the season",
        speaker="Beth",
    ),
    # speaker: mem0's User for the user's own turn in a user/assistant transcript.
    _r(
        "en",
        "speaker",
        True,
        _TRAVEL_EN,
        "User is flying from Manchester",
        evidence="I'm flying from Manchester",
        speaker="user",
    ),
    # speaker: Steph's own line under the voicemail she forwards; "till 2" kept.
    _r(
        "en",
        "speaker",
        True,
        _PLUMBER_EN,
        "Steph is working from home till 2",
        evidence="I'm working from home till 2",
        speaker="Steph",
    ),
    # speaker: subject dropped for the guest's own answer in an interview transcript.
    _r(
        "en",
        "speaker",
        True,
        _BIKESHOP_EN,
        "Worked at Barclays for eleven years",
        evidence="I worked at Barclays for eleven years.",
        speaker="Tomás Herrera",
        key="tomas_herrera/career",
    ),
    # speaker: Sam's own turn in a family chat about a move; negation and the day kept.
    _r("en", "speaker", True, _MOVING_EN, "Sam can't help Sat", evidence="I can't help Sat", speaker="Sam"),
    # speaker: Jen's own words in the quoted part (`> `) of a reply; the quoted author is the speaker.
    _r(
        "en",
        "speaker",
        True,
        _PHOTO_EN,
        "Jen Alvarez is vegan",
        evidence="I'm vegan",
        speaker="Jen Alvarez",
        key="jen_alvarez/diet",
    ),
    # speaker: Ben's own turn in a timestamped stand-up transcript; both dates kept.
    _r(
        "en",
        "speaker",
        True,
        _STANDUP_EN,
        "Ben Ortiz is on leave from the 14th to the 18th",
        evidence="I'm on leave from the 14th to the 18th",
        speaker="Ben Ortiz",
    ),
    # speaker: the policyholder's own quoted line under the insurer's reply; "after 12" kept.
    _r(
        "en",
        "speaker",
        True,
        _INSURANCE_EN,
        "Anjali Patel is home on weekdays after 12",
        evidence="I'm home on weekdays after 12",
        speaker="Anjali Patel",
        key="anjali_patel/availability",
    ),
    # subspan: Keisha's own new pager number; the rest of her clause is what the key names.
    _r(
        "en",
        "subspan",
        True,
        _ONCALL_EN,
        "+1 415 555 0142",
        evidence="my new pager number is +1 415 555 0142",
        speaker="Keisha Walker",
        key="keisha_walker/pager_number",
    ),
    # subspan: the customer's own work address, said in her turn; the key names "work address".
    _r(
        "en",
        "subspan",
        True,
        _BANK_EN,
        "14 Quay Street, Bristol BS1 4DJ",
        evidence="Please send it to my work address, 14 Quay Street, Bristol BS1 4DJ.",
        speaker="Hana Sato",
        key="hana_sato/work_address",
    ),
    # subspan: the forwarded message's author's address, from its own From: header.
    _r(
        "en",
        "subspan",
        True,
        _CHOIR_EN,
        "gareth@stcuthbertschoir.org",
        evidence="From: Gareth Lyle <gareth@stcuthbertschoir.org>",
        speaker="Gareth Lyle",
        key="gareth_lyle/email",
    ),
    # subspan: the address the customer asks to be cc'd on updates; the key carries the relation.
    _r(
        "en",
        "subspan",
        True,
        _TICKET_EN,
        "priya.n@orchard-analytics.io",
        evidence="Please cc my colleague priya.n@orchard-analytics.io on updates.",
        speaker="Dmitri Volkov",
        key="dmitri_volkov/cc_on_updates",
    ),
    # subspan: the van booking reference Nadia gives in her own turn.
    _r(
        "en",
        "subspan",
        True,
        _MOVING_EN,
        "HZ-77120-K",
        evidence="I've hired it from Hertz, ref HZ-77120-K",
        speaker="Nadia",
        key="nadia/van_hire/booking_ref",
    ),
    # subspan: the OS version the employee answers with in a helpdesk thread.
    _r(
        "en",
        "subspan",
        True,
        _HELPDESK_EN,
        "macOS 14.6.1",
        evidence="Oliver Grant: macOS 14.6.1",
        speaker="Oliver Grant",
        key="oliver_grant/laptop/os_version",
    ),
    # subspan: the quoted author's e-mail from the "On ..., X <addr> wrote:" line.
    _r(
        "en",
        "subspan",
        True,
        _PHOTO_EN,
        "jen.alvarez@gmail.com",
        evidence="Jen Alvarez <jen.alvarez@gmail.com> wrote:",
        speaker="Jen Alvarez",
        key="jen_alvarez/email",
    ),
    # subspan: the claims handler's direct line from her own signature.
    _r(
        "en",
        "subspan",
        True,
        _INSURANCE_EN,
        "0345 600 1247",
        evidence="Direct line: 0345 600 1247",
        speaker="Karen Holt",
        key="harbour_home/karen_holt/direct_line",
    ),
    # --- negative ---
    # wrong_speaker: Priya's diet bound to Dan, who wrote other turns of the same chat (twin of Priya's record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _FAMILY_EN,
        "Dan is off dairy for now",
        evidence="I'm off dairy for now",
        speaker="Dan",
        key="dan/diet",
    ),
    # wrong_speaker: Raj's "I'm out Thu-Fri" bound to Keisha, the other poster in the thread.
    _r(
        "en",
        "wrong_speaker",
        False,
        _ONCALL_EN,
        "Keisha Walker is out Thu-Fri",
        evidence="I'm out Thu-Fri",
        speaker="Keisha Walker",
    ),
    # wrong_speaker: the agent raised the case; the value binds the agent's "I've" to the customer.
    _r(
        "en",
        "wrong_speaker",
        False,
        _BANK_EN,
        "Hana Sato has raised case NB-2027-55810",
        evidence="I've raised case NB-2027-55810",
        speaker="Hana Sato",
    ),
    # wrong_speaker: the forwarded author's booking bound to the forwarder.
    _r(
        "en",
        "wrong_speaker",
        False,
        _CHOIR_EN,
        "Tom Becker has booked the coach for 22 June",
        evidence="I've booked the coach for 22 June.",
        speaker="Tom Becker",
    ),
    # wrong_speaker: the forwarded author's address filed as the forwarder's own (twin of Gareth's record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _CHOIR_EN,
        "gareth@stcuthbertschoir.org",
        evidence="From: Gareth Lyle <gareth@stcuthbertschoir.org>",
        speaker="Tom Becker",
        key="tom_becker/email",
    ),
    # wrong_speaker: Beth's quoted words in the minutes bound to Olu (twin of Beth's record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _ALLOTMENT_EN,
        "Olu is giving up plot 14 at the end of the season",
        evidence="I'm giving up plot 14 at the end of the season",
        speaker="Olu",
    ),
    # wrong_speaker: the plumber's relayed voicemail bound to Steph, who only forwarded it.
    _r(
        "en",
        "wrong_speaker",
        False,
        _PLUMBER_EN,
        "Steph is running about forty minutes late",
        evidence="I'm running about forty minutes late",
        speaker="Steph",
    ),
    # wrong_speaker: the voicemail caller's number filed as Steph's phone.
    _r(
        "en",
        "wrong_speaker",
        False,
        _PLUMBER_EN,
        "+44 7700 900318",
        evidence="Voicemail from +44 7700 900318, 08:41:",
        speaker="Steph",
        key="steph/phone",
    ),
    # wrong_speaker: the guest's career bound to the interviewer (twin of Tomás's record).
    _r(
        "en",
        "wrong_speaker",
        False,
        _BIKESHOP_EN,
        "Rachel Kim worked at Barclays for eleven years",
        evidence="I worked at Barclays for eleven years.",
        speaker="Rachel Kim",
    ),
    # wrong_speaker: the quoted client's diet bound to the photographer who replies above it (twin of Jen's).
    _r(
        "en",
        "wrong_speaker",
        False,
        _PHOTO_EN,
        "Freya Moss is vegan",
        evidence="I'm vegan",
        speaker="Freya Moss",
        key="freya_moss/diet",
    ),
    # wrong_speaker: Ben's leave bound to Priyanka, the previous speaker in the transcript (twin of Ben's).
    _r(
        "en",
        "wrong_speaker",
        False,
        _STANDUP_EN,
        "Priyanka Rao is on leave from the 14th to the 18th",
        evidence="I'm on leave from the 14th to the 18th",
        speaker="Priyanka Rao",
    ),
    # wrong_speaker: the claims handler's direct line filed as the policyholder's phone (twin of Karen's).
    _r(
        "en",
        "wrong_speaker",
        False,
        _INSURANCE_EN,
        "0345 600 1247",
        evidence="Direct line: 0345 600 1247",
        speaker="Anjali Patel",
        key="anjali_patel/phone",
    ),
    # attribution: the receptionist only relays what the mechanic said might be needed; stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _GARAGE_EN,
        "The Golf might need a new flywheel",
        evidence="the mechanic said it might need a new flywheel too",
        speaker="Martin Doyle",
        key="martin_doyle/golf/repairs",
    ),
    # attribution: a rumour in the minutes ("is rumoured to be", nobody saw it in writing) stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _ALLOTMENT_EN,
        "The council is raising the water charge to £85 a plot",
        evidence="the council is rumoured to be raising the water charge to £85 a plot",
        key="riverside_allotments/water_charge",
    ),
    # attribution: the agent relays what engineering says is planned; the frame is dropped.
    _r(
        "en",
        "attribution",
        False,
        _TICKET_EN,
        "A fix is planned for 4.13",
        evidence="engineering says a fix is planned for 4.13",
        speaker="Dmitri Volkov",
        key="dmitri_volkov/export_bug/fix_version",
    ),
    # attribution: the interviewer's question made into the guest's plan.
    _r(
        "en",
        "attribution",
        False,
        _BIKESHOP_EN,
        "Tomás Herrera is opening a second shop",
        evidence="And you're opening a second shop?",
        speaker="Tomás Herrera",
    ),
    # attribution: what Auntie Rose says about the flat, which Nadia has not seen, stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _MOVING_EN,
        "The new flat has a lift",
        evidence="Auntie Rose says the new flat has a lift",
        speaker="Nadia",
        key="nadia/new_flat/lift",
    ),
    # attribution: what Marco mentioned, relayed by Priyanka, stated without its source.
    _r(
        "en",
        "attribution",
        False,
        _STANDUP_EN,
        "The staging DB might be wiped tonight",
        evidence="Marco mentioned the staging DB might be wiped tonight",
        speaker="Priyanka Rao",
    ),
    # attribution: hearsay the leader asks others to confirm, stated as fact.
    _r(
        "en",
        "attribution",
        False,
        _HIKING_EN,
        "The Kinder path is closed for repairs",
        evidence="Someone said the Kinder path is closed for repairs, can anyone confirm?",
        speaker="Gwen",
    ),
    # attribution: Steph only asks whether Alan said so; the question becomes a fact.
    _r(
        "en",
        "attribution",
        False,
        _PLUMBER_EN,
        "The boiler is still under warranty",
        evidence="Alan, did you say the boiler is still under warranty?",
        speaker="Steph",
        key="steph/boiler/warranty",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: Jorge's own turn in a family chat; "Yo no puedo" → "Jorge no puede", negation and day kept.
    _r(
        "es",
        "speaker",
        True,
        _FAMILIA_ES,
        "Jorge no puede ir el sábado",
        evidence="Yo no puedo ir el sábado",
        speaker="Jorge",
    ),
    # speaker: the customer's own turn in a telco chat; "tres días" and "en casa" kept.
    _r(
        "es",
        "speaker",
        True,
        _TELCO_ES,
        "Marisa Gómez lleva tres días sin internet en casa",
        evidence="llevo tres días sin internet en casa",
        speaker="Marisa Gómez",
    ),
    # speaker: the forwarder's own line above the forwarded message.
    _r(
        "es",
        "speaker",
        True,
        _CICLISMO_ES,
        "Andrés Ferrer está lesionado de la rodilla",
        evidence="estoy lesionado de la rodilla",
        speaker="Andrés Ferrer",
        key="andres_ferrer/lesion",
    ),
    # speaker: the reviewer's own words, not the owner's reply.
    _r(
        "es",
        "speaker",
        True,
        _CASARURAL_ES,
        "Elena R. tiene un coche bajo",
        evidence="Yo tengo un coche bajo",
        speaker="Elena R.",
    ),
    # speaker: Inés's own words quoted in cooperative minutes; "ya no" kept.
    _r(
        "es",
        "speaker",
        True,
        _COOPERATIVA_ES,
        "Inés ya no puede subir a la escalera",
        evidence="ya no puedo subir a la escalera",
        speaker="Inés",
    ),
    # speaker: mem0's Usuario for the user's own turn; "unos" (approximately) kept.
    _r(
        "es",
        "speaker",
        True,
        _AHORRO_ES,
        "Usuario gana unos 2.100 € netos al mes",
        evidence="gano unos 2.100 € netos al mes",
        speaker="user",
        key="user/ingresos",
    ),
    # speaker: the customer's own sentence in a returns ticket; "hasta el lunes" kept.
    _r(
        "es",
        "speaker",
        True,
        _DEVOLUCION_ES,
        "Sergio Blanco está fuera hasta el lunes",
        evidence="Estoy fuera hasta el lunes.",
        speaker="Sergio Blanco",
    ),
    # speaker: the interviewee's own answer, restated with her name.
    _r(
        "es",
        "speaker",
        True,
        _CERAMICA_ES,
        "Mercedes Llorente empezó a los cincuenta",
        evidence="Empecé a los cincuenta",
        speaker="Mercedes Llorente",
        key="mercedes_llorente/ceramica/inicio",
    ),
    # speaker: subject dropped for Carla's own message in a work chat; "Hoy" kept.
    _r("es", "speaker", True, _AGENCIA_ES, "Hoy teletrabaja", evidence="Hoy teletrabajo", speaker="Carla Méndez"),
    # speaker: Teresa's own line under the voicemail she forwards; "Mañana", negation and "hasta las 10" kept.
    _r(
        "es",
        "speaker",
        True,
        _MUDANZA_ES,
        "Mañana Teresa no está hasta las 10",
        evidence="Mañana yo no estoy hasta las 10",
        speaker="Teresa",
    ),
    # speaker: the quoted author's own words in a reply's `> ` block.
    _r(
        "es",
        "speaker",
        True,
        _GESTORIA_ES,
        "Raquel Soto está de vacaciones del 10 al 15",
        evidence="Yo estoy de vacaciones del 10 al 15",
        speaker="Raquel Soto",
        key="raquel_soto/vacaciones",
    ),
    # speaker: Kevin's own turn in a team chat, restated with his name; negation kept.
    _r(
        "es",
        "speaker",
        True,
        _FUTBOL_ES,
        "Kevin no va",
        evidence="yo no voy",
        speaker="Kevin",
        key="kevin/convocatoria_domingo",
    ),
    # subspan: the amount Lucía says she paid, filed under a key naming the payment.
    _r(
        "es",
        "subspan",
        True,
        _FAMILIA_ES,
        "35 €",
        evidence="ya pagué 35 €",
        speaker="Lucía",
        key="lucia/tarta_abuela/importe_pagado",
    ),
    # subspan: Pilar's own Bizum number inside the forwarded message.
    _r(
        "es",
        "subspan",
        True,
        _CICLISMO_ES,
        "655 210 987",
        evidence="Mi Bizum es el 655 210 987.",
        speaker="Pilar Sanz",
        key="pilar_sanz/bizum",
    ),
    # subspan: Pilar's address from the forwarded message's own De: header.
    _r(
        "es",
        "subspan",
        True,
        _CICLISMO_ES,
        "pilar.sanz@sierranorte.es",
        evidence="De: Pilar Sanz <pilar.sanz@sierranorte.es>",
        speaker="Pilar Sanz",
        key="pilar_sanz/email",
    ),
    # subspan: the user's savings goal, a noun phrase; the key names "saving to buy".
    _r(
        "es",
        "subspan",
        True,
        _AHORRO_ES,
        "una furgoneta camper",
        evidence="quiero ahorrar para comprar una furgoneta camper",
        speaker="user",
        key="user/objetivo_de_ahorro",
    ),
    # subspan: the order number the customer gives in his own turn.
    _r(
        "es",
        "subspan",
        True,
        _DEVOLUCION_ES,
        "ZP-556201",
        evidence="El número de pedido es ZP-556201.",
        speaker="Sergio Blanco",
        key="sergio_blanco/pedido",
    ),
    # subspan: Carla's own new mobile number.
    _r(
        "es",
        "subspan",
        True,
        _AGENCIA_ES,
        "699 004 512",
        evidence="Mi nuevo móvil es el 699 004 512",
        speaker="Carla Méndez",
        key="carla_mendez/movil",
    ),
    # subspan: the meeting link Diego posts for his own presentation.
    _r(
        "es",
        "subspan",
        True,
        _AGENCIA_ES,
        "meet.google.com/xqa-prtn-kzd",
        evidence="el enlace es meet.google.com/xqa-prtn-kzd",
        speaker="Diego Paredes",
        key="diego_paredes/presentacion_hidrocanal/enlace",
    ),
    # subspan: the quoted author's address from the "El ..., X <addr> escribió:" line.
    _r(
        "es",
        "subspan",
        True,
        _GESTORIA_ES,
        "raquel@gestoriasoto.es",
        evidence="Raquel Soto (Gestoría Soto) <raquel@gestoriasoto.es> escribió:",
        speaker="Raquel Soto",
        key="raquel_soto/email",
    ),
    # --- negative ---
    # wrong_speaker: Jorge's "Yo no puedo ir el sábado" bound to Lucía (twin of Jorge's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _FAMILIA_ES,
        "Lucía no puede ir el sábado",
        evidence="Yo no puedo ir el sábado",
        speaker="Lucía",
    ),
    # wrong_speaker: the agent opened the order; the value makes the customer its subject.
    _r(
        "es",
        "wrong_speaker",
        False,
        _TELCO_ES,
        "Marisa Gómez ha abierto la orden TN-908812",
        evidence="Le he abierto la orden TN-908812",
        speaker="Marisa Gómez",
    ),
    # wrong_speaker: the forwarded author's bus booking bound to the forwarder.
    _r(
        "es",
        "wrong_speaker",
        False,
        _CICLISMO_ES,
        "Andrés Ferrer ya ha hecho la reserva del autobús para el 19 de junio",
        evidence="ya he hecho la reserva del autobús para el 19 de junio",
        speaker="Andrés Ferrer",
    ),
    # wrong_speaker: Pilar's Bizum filed as the forwarder's (twin of Pilar's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _CICLISMO_ES,
        "655 210 987",
        evidence="Mi Bizum es el 655 210 987.",
        speaker="Andrés Ferrer",
        key="andres_ferrer/bizum",
    ),
    # wrong_speaker: the reviewer's car bound to the owner who replies (twin of Elena's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _CASARURAL_ES,
        "Manolo tiene un coche bajo",
        evidence="Yo tengo un coche bajo",
        speaker="Manolo",
    ),
    # wrong_speaker: Inés's quoted words bound to the chair, another attendee (twin of Inés's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _COOPERATIVA_ES,
        "Francisco ya no puede subir a la escalera",
        evidence="ya no puedo subir a la escalera",
        speaker="Francisco",
    ),
    # wrong_speaker: the customer's absence bound to the agent (twin of Sergio's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _DEVOLUCION_ES,
        "Laura está fuera hasta el lunes",
        evidence="Estoy fuera hasta el lunes.",
        speaker="Laura",
    ),
    # wrong_speaker: the interviewee's answer bound to the journalist (twin of Mercedes's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _CERAMICA_ES,
        "Ana Vidal empezó a los cincuenta",
        evidence="Empecé a los cincuenta",
        speaker="Ana Vidal",
        key="ana_vidal/ceramica/inicio",
    ),
    # wrong_speaker: Carla's new mobile filed as Diego's (twin of Carla's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _AGENCIA_ES,
        "699 004 512",
        evidence="Mi nuevo móvil es el 699 004 512",
        speaker="Diego Paredes",
        key="diego_paredes/movil",
    ),
    # wrong_speaker: Diego's presentation bound to Carla, the other poster.
    _r(
        "es",
        "wrong_speaker",
        False,
        _AGENCIA_ES,
        "Carla Méndez presenta la propuesta a Hidrocanal a las 12",
        evidence="Yo presento la propuesta a Hidrocanal a las 12",
        speaker="Carla Méndez",
    ),
    # wrong_speaker: the quoted adviser's holiday bound to the client who replies (twin of Raquel's record).
    _r(
        "es",
        "wrong_speaker",
        False,
        _GESTORIA_ES,
        "Óscar Beltrán está de vacaciones del 10 al 15",
        evidence="Yo estoy de vacaciones del 10 al 15",
        speaker="Óscar Beltrán",
        key="oscar_beltran/vacaciones",
    ),
    # wrong_speaker: Kevin's sprained ankle bound to Álex, who only asks about it.
    _r(
        "es",
        "wrong_speaker",
        False,
        _FUTBOL_ES,
        "Álex se ha torcido el tobillo",
        evidence="me he torcido el tobillo",
        speaker="Álex",
    ),
    # attribution: what Aunt Carmen says, relayed by Lucía, stated as fact.
    _r(
        "es",
        "attribution",
        False,
        _FAMILIA_ES,
        "La abuela quiere cambiar la comida al domingo",
        evidence="la tía Carmen dice que la abuela quiere cambiar la comida al domingo",
        speaker="Lucía",
    ),
    # attribution: the operator's question made into a fact about the caller.
    _r(
        "es",
        "attribution",
        False,
        _GRUA_ES,
        "Víctor Lozano tiene rueda de repuesto",
        evidence="¿Tiene rueda de repuesto?",
        speaker="Víctor Lozano",
    ),
    # attribution: village hearsay, unconfirmed per the minutes, stated as the mill's price.
    _r(
        "es",
        "attribution",
        False,
        _COOPERATIVA_ES,
        "La almazara de Baena pagará 4,20 € el kilo",
        evidence="según se oye en el pueblo, la almazara de Baena pagará 4,20 € el kilo",
        key="cooperativa_san_isidro/precio_aceituna",
    ),
    # attribution: the partner's opinion, which the user rejects, stored as the plan.
    _r(
        "es",
        "attribution",
        False,
        _AHORRO_ES,
        "deberíamos esperar a que bajen los precios",
        evidence="mi pareja dice que deberíamos esperar a que bajen los precios",
        speaker="user",
        key="user/plan_furgoneta",
    ),
    # attribution: what the warehouse tells the agent, stated without the frame.
    _r(
        "es",
        "attribution",
        False,
        _DEVOLUCION_ES,
        "la 43 está agotada hasta marzo",
        evidence="Me dicen en almacén que la 43 está agotada hasta marzo.",
        speaker="Laura",
        key="sergio_blanco/talla_43/disponibilidad",
    ),
    # attribution: the journalist's question ("¿Es verdad que...?") stored as the artist's plan.
    _r(
        "es",
        "attribution",
        False,
        _CERAMICA_ES,
        "Mercedes Llorente va a exponer en Madrid",
        evidence="¿Es verdad que va a exponer en Madrid?",
        speaker="Mercedes Llorente",
    ),
    # attribution: what the reviewer was told in the village, stated as a fact about the house.
    _r(
        "es",
        "attribution",
        False,
        _CASARURAL_ES,
        "la casa abre también en invierno",
        evidence="Me contaron en el pueblo que la casa abre también en invierno.",
        speaker="Elena R.",
    ),
    # attribution: the physio's verdict, relayed and asked by Álex, stated as fact.
    _r(
        "es",
        "attribution",
        False,
        _FUTBOL_ES,
        "son dos semanas de baja",
        evidence="Kevin dice el fisio que son dos semanas de baja, ¿no?",
        speaker="Álex",
        key="kevin/lesion/baja",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # speaker: 小雨's own turn in a family group; 我 → 小雨.
    _r("zh", "speaker", True, _JIATING_ZH, "小雨3号回", evidence="我3号回", speaker="小雨", key="小雨/国庆/返程"),
    # speaker: subject dropped for the brother's own turn; the negative potential 回不去 and 今年 kept.
    _r("zh", "speaker", True, _JIATING_ZH, "今年回不去", evidence="我今年回不去", speaker="哥哥"),
    # speaker: the buyer's own turn in a shop chat; 白天 and 才 kept.
    _r(
        "zh",
        "speaker",
        True,
        _DIANSHANG_ZH,
        "陈立伟白天在上班，下午6点以后才在家",
        evidence="我白天在上班，下午6点以后才在家",
        speaker="陈立伟",
    ),
    # speaker: 王磊's own message in a work chat; the date range kept.
    _r(
        "zh",
        "speaker",
        True,
        _FEISHU_ZH,
        "王磊下周一到周三去深圳出差",
        evidence="我下周一到周三去深圳出差",
        speaker="王磊",
    ),
    # speaker: the forwarder's own line above the forwarded e-mail.
    _r(
        "zh",
        "speaker",
        True,
        _DUSHUHUI_ZH,
        "周敏十月份在外地培训",
        evidence="我十月份在外地培训",
        speaker="周敏",
        key="周敏/十月/行程",
    ),
    # speaker: the passenger's own turn in a call transcript; 两岁 kept.
    _r("zh", "speaker", True, _HANGBAN_ZH, "李静带着一个两岁的孩子", evidence="我带着一个两岁的孩子", speaker="李静"),
    # speaker: 吴迪's own words quoted in minutes.
    _r(
        "zh",
        "speaker",
        True,
        _ZHOUHUI_ZH,
        "吴迪这周把 v0.9.4 的 changelog 写完",
        evidence="我这周把 v0.9.4 的 changelog 写完",
        speaker="吴迪",
    ),
    # speaker: mem0's 用户 for the user's own turn; 最近 kept.
    _r(
        "zh", "speaker", True, _PAOBU_ZH, "用户最近在练半马", evidence="我最近在练半马", speaker="user", key="user/运动"
    ),
    # speaker: subject dropped for the user's own clause; 不太 kept.
    _r("zh", "speaker", True, _PAOBU_ZH, "膝盖不太好", evidence="我膝盖不太好", speaker="user", key="user/健康/膝盖"),
    # speaker: subject dropped for the guest's own answer; 只 kept.
    _r(
        "zh",
        "speaker",
        True,
        _YANGFENG_ZH,
        "只拿了个优秀奖",
        evidence="我只拿了个优秀奖",
        speaker="老周",
        key="老周/蜂蜜/获奖",
    ),
    # speaker: 张伟's own line under the voicemail he forwards.
    _r("zh", "speaker", True, _4S_ZH, "张伟明天要开会", evidence="我明天要开会", speaker="张伟"),
    # speaker: the groom's own turn in a wedding-planning group.
    _r("zh", "speaker", True, _HUNLI_ZH, "阿杰对海鲜过敏", evidence="我对海鲜过敏", speaker="阿杰", key="阿杰/过敏"),
    # subspan: the train number 小雨 gives in her own turn.
    _r("zh", "subspan", True, _JIATING_ZH, "G1234", evidence="车次G1234", speaker="小雨", key="小雨/国庆/车次"),
    # subspan: the buyer's own order number.
    _r(
        "zh",
        "subspan",
        True,
        _DIANSHANG_ZH,
        "2027091845512",
        evidence="订单号是 2027091845512",
        speaker="陈立伟",
        key="陈立伟/空气净化器/订单号",
    ),
    # subspan: 刘洋's own new desk, floor and number together.
    _r(
        "zh",
        "subspan",
        True,
        _FEISHU_ZH,
        "7 楼 A-712",
        evidence="我的新工位在 7 楼 A-712",
        speaker="刘洋",
        key="刘洋/工位",
    ),
    # subspan: the forwarded author's address from the forwarded message's own header.
    _r(
        "zh",
        "subspan",
        True,
        _DUSHUHUI_ZH,
        "yangjg@shuxiang-club.cn",
        evidence="发件人：杨建国 <yangjg@shuxiang-club.cn>",
        speaker="杨建国",
        key="杨建国/邮箱",
    ),
    # subspan: the flight the passenger says she booked; the key names "original flight".
    _r(
        "zh",
        "subspan",
        True,
        _HANGBAN_ZH,
        "MU5137",
        evidence="我订的 MU5137 明天早上7点的航班",
        speaker="李静",
        key="李静/原航班",
    ),
    # subspan: the user's target race, a noun phrase with its date.
    _r(
        "zh",
        "subspan",
        True,
        _PAOBU_ZH,
        "明年3月的无锡马拉松",
        evidence="目标是明年3月的无锡马拉松",
        speaker="user",
        key="user/目标赛事",
    ),
    # subspan: the planner's own WeChat ID.
    _r(
        "zh",
        "subspan",
        True,
        _HUNLI_ZH,
        "amy_wedding88",
        evidence="我的微信号是 amy_wedding88",
        speaker="Amy",
        key="amy/微信号",
    ),
    # subspan: the wedding date the bride gives.
    _r("zh", "subspan", True, _HUNLI_ZH, "5月20日", evidence="我们定了5月20日", speaker="苏苏", key="苏苏/婚期"),
    # --- negative ---
    # wrong_speaker: the brother's 我今年回不去 bound to 小雨 (twin of the brother's record).
    _r("zh", "wrong_speaker", False, _JIATING_ZH, "小雨今年回不去", evidence="我今年回不去", speaker="小雨"),
    # wrong_speaker: the agent's day off bound to the buyer.
    _r("zh", "wrong_speaker", False, _DIANSHANG_ZH, "陈立伟明天休息", evidence="我明天休息", speaker="陈立伟"),
    # wrong_speaker: 王磊's trip bound to 刘洋, who replied (twin of 王磊's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _FEISHU_ZH,
        "刘洋下周一到周三去深圳出差",
        evidence="我下周一到周三去深圳出差",
        speaker="刘洋",
    ),
    # wrong_speaker: 刘洋's desk filed as 王磊's (twin of 刘洋's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _FEISHU_ZH,
        "7 楼 A-712",
        evidence="我的新工位在 7 楼 A-712",
        speaker="王磊",
        key="王磊/工位",
    ),
    # wrong_speaker: the forwarded author's booking bound to the forwarder.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _DUSHUHUI_ZH,
        "周敏已经订好了10月16日下午的场地",
        evidence="我已经订好了10月16日下午的场地",
        speaker="周敏",
    ),
    # wrong_speaker: the forwarded author's address filed as the forwarder's (twin of 杨建国's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _DUSHUHUI_ZH,
        "yangjg@shuxiang-club.cn",
        evidence="发件人：杨建国 <yangjg@shuxiang-club.cn>",
        speaker="周敏",
        key="周敏/邮箱",
    ),
    # wrong_speaker: the shop's service line, from the owner's reply, filed as the reviewer's phone.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _JIAZHENG_ZH,
        "400-820-3311",
        evidence="我们的客服电话是 400-820-3311",
        speaker="Lily_07",
        key="Lily_07/电话",
    ),
    # wrong_speaker: 吴迪's quoted commitment bound to the meeting's host (twin of 吴迪's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZHOUHUI_ZH,
        "陈晨这周把 v0.9.4 的 changelog 写完",
        evidence="我这周把 v0.9.4 的 changelog 写完",
        speaker="陈晨",
    ),
    # wrong_speaker: the guest's retirement bound to the host.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _YANGFENG_ZH,
        "林夏退休以后回了老家",
        evidence="我退休以后回了老家",
        speaker="林夏",
    ),
    # wrong_speaker: the voicemail caller's number filed as 张伟's phone.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _4S_ZH,
        "139 1234 5678",
        evidence="语音留言（来自 139 1234 5678，14:05）",
        speaker="张伟",
        key="张伟/电话",
    ),
    # wrong_speaker: the groom's allergy bound to the bride (twin of 阿杰's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _HUNLI_ZH,
        "苏苏对海鲜过敏",
        evidence="我对海鲜过敏",
        speaker="苏苏",
        key="苏苏/过敏",
    ),
    # wrong_speaker: the planner's WeChat ID filed as the bride's (twin of Amy's record).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _HUNLI_ZH,
        "amy_wedding88",
        evidence="我的微信号是 amy_wedding88",
        speaker="苏苏",
        key="苏苏/微信号",
    ),
    # attribution: what 二姨 said, relayed as 听...说, stated as grandma's plan.
    _r(
        "zh",
        "attribution",
        False,
        _JIATING_ZH,
        "奶奶想把老房子卖了",
        evidence="听二姨说奶奶想把老房子卖了",
        speaker="小雨",
    ),
    # attribution: a 听说 question in a work chat stated as the release plan.
    _r(
        "zh",
        "attribution",
        False,
        _FEISHU_ZH,
        "这次版本要推迟到 3.2.0 再上线",
        evidence="听说这次版本要推迟到 3.2.0 再上线？",
        speaker="赵婷",
        key="赵婷/版本计划",
    ),
    # attribution: 据说 and 转述 in the minutes; the sponsorship is unconfirmed.
    _r(
        "zh",
        "attribution",
        False,
        _ZHOUHUI_ZH,
        "某云厂商愿意每年赞助 5000 美元",
        evidence="某云厂商据说愿意每年赞助 5000 美元",
        key="tidepool/赞助",
    ),
    # attribution: the wife's advice stated as the user's own plan.
    _r(
        "zh",
        "attribution",
        False,
        _PAOBU_ZH,
        "用户应该先去看看医生",
        evidence="我老婆说我应该先去看看医生",
        speaker="user",
    ),
    # attribution: the host's 听说 question, which the guest denies, stated as a prize won.
    _r(
        "zh",
        "attribution",
        False,
        _YANGFENG_ZH,
        "老周的蜂蜜去年拿了省里的金奖",
        evidence="听说您的蜂蜜去年拿了省里的金奖？",
        speaker="老周",
    ),
    # attribution: 张伟 relays what the garage said (and the voicemail only said 可能); stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        _4S_ZH,
        "刹车片要换",
        evidence="4S店说刹车片要换",
        speaker="张伟",
        key="张伟/车/刹车片",
    ),
    # attribution: a friend's report of a typhoon stated as fact.
    _r("zh", "attribution", False, _HANGBAN_ZH, "明天上海有台风", evidence="朋友说明天上海有台风", speaker="李静"),
    # attribution: the bridesmaid's claim, asked about, stated as the hotel's offer.
    _r(
        "zh",
        "attribution",
        False,
        _HUNLI_ZH,
        "酒店会送一晚蜜月套房",
        evidence="伴娘说酒店会送一晚蜜月套房，是真的吗？",
        speaker="苏苏",
        key="苏苏/婚礼酒店/赠送",
    ),
)

BATCH_51: tuple[Realistic, ...] = _EN + _ES + _ZH
