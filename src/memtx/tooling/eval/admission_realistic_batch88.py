"""The realistic set's eighty-eighth batch: a blind measurement of the merged admission rules (issue 31, brief B88).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b88, without reading the admission rule's code (nothing under `memtx.core`), any doc,
any test or any other batch's records. What was read, all of it: the list of headings of DESIGN.md and its §4 in full
(with its amendments, no other section); issue 31 (`issues show 31`); the record type `Realistic` and `_r`
(`admission_realistic_record.py`); and the first 60 lines of batch 41 (its docstring and first records, for the format
and the family names). No scorer, `check_support`, `memtx`, pytest or git was run; the only run was a small script
that imports this module alone and checks its counts, its evidence spans and its duplicates.

Every source is invented here, each domain in all three languages: allotment societies, piano teachers, coach
travel, pharmacy prescriptions, removal companies, wedding photographers, car MOT garages (pre-ITV and annual
inspection bookings in es and zh), public libraries, children's swimming lessons, council tax offices (a municipal
tax office in es, a district tax office in zh), boat moorings and event caterers. Registers: voice-note transcripts
with fillers and false starts, e-mails with signatures, SMS notifications, web-form free text and support tickets,
a marina notice, and two-party chats in mem0's `User:`/`Assistant:` shape.

The values are written as memory extractors write them: restated in the third person with the speaker's first name
(Zep/Graphiti) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); with the speaker
dropped as subject (`Has had the plot since 2019`); one item of a list kept with the list's head and the rest of its
clause (a number on the item stays); one conjunct of a shared subject; an aside in brackets dropped; fillers and false
starts dropped; or one atomic value (a booking code, e-mail, URL, amount with currency, date or time phrase) filed
under a LangGraph-style key (English keys over Spanish and Chinese text too, and Chinese keys). Each negative sits
beside a faithful record from the same source and is wrong in exactly one way §4 names: the claim moved to another
person (wrong_speaker), a restricting time frame, place or group dropped (restriction_drop), a reporting frame
dropped (attribution), a negator dropped, the tense changed, a condition dropped, a number changed, a restrictive
quantifier dropped (scope), or tokens stitched across a sentence boundary.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 5, subspan 6, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 3,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 2, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

ALLOTMENT_VOICE_NOTE_EN = (
    "um hi, it's Dennis from plot 14 at Meanwood Allotments. er so I grow leeks, onions and two rows of runner beans "
    "this year. I've, I've had the plot since 2019. my wife does the watering on weekdays. My neighbour reckons the "
    "water trough by the gate is contaminated, so, yeah. I don't use the hosepipe on Sundays obviously cos of the rules"
)

PIANO_TEACHER_EMAIL_EN = (
    "Hi Mrs Patel,\n\nThanks for getting in touch. I teach on Tuesdays and Thursdays after school, and lessons are "
    "30 or 45 mins. Priya's Grade 3 exam is on 14 March at 10:20am at the Clarendon Rd centre. If the studio is free "
    "I can also do Saturday mornings. I used to teach at Leeds Girls' High but I'm fully freelance now.\n\n"
    "Best wishes,\nHarriet Lowe LRSM\nhlowe.piano@gmail.com | 07700 900412"
)

COACH_BOOKING_SMS_EN = (
    "NatCoach: Booking NC7Q2K3 confirmed. Leeds Coach Stn > London Victoria, Fri 12 Jan, dep 07:15, seat 23. "
    "Snacks are sold on board on overnight services. Manage your trip at natcoach.co.uk/mytrip. Reply STOP to opt out"
)

PHARMACY_CHAT_EN = (
    "User: can u remind me my repeat prescription for sertraline 50mg is due on the 3rd\n"
    "Assistant: Of course! I'll remind you on the 2nd. Do you still collect from Boots on Kirkgate?\n"
    "User: yeah I, um, I usually collect from the Kirkgate one. but I'm away most of March so my husband Raj "
    "will pick it up 🙏"
)

REMOVALS_WEB_FORM_EN = (
    "Ticket #RM-20931 | Name: Gareth Owen | Move date: 28/06/2025\n"
    "Message: hi, we're moving from a 3-bed semi in Roundhay to a flat in Chapel Allerton. We need packing for the "
    "kitchen and the loft (the loft is mostly books tbh). I've got 2 wardrobes that need dismantling. Parking on our "
    "street is permit-only till 9.30am so pls dont come before then"
)

WEDDING_PHOTOGRAPHER_EMAIL_EN = (
    "Hi Sam & Aisha!\n\nSo excited for the 21st 🎉 Just confirming: I'll arrive at Oulton Hall at 11:30 for bridal "
    "prep, and my second shooter Tom covers the groom's side. The package includes 8 hours of coverage and an online "
    "gallery. Drone shots depend on the venue's permission.\n\nChloe x\nChloe Marsh Photography · chloemarsh.co.uk"
)

MOT_GARAGE_SMS_EN = (
    "Kirkstall Autos: Your MOT for reg YK19 XPF is booked Tue 4 Mar 8:30am. Est. cost £54.85. A courtesy car is "
    "available if you book a service too. Call 0113 496 0210 to change. Closed bank hols."
)

LIBRARY_RENEWAL_FORM_EN = (
    "Membership renewal, comments box: I'm registered at the Headingley branch but I mostly go to Central. I volunteer "
    "at the homework club and run the Tuesday knitting group. Only some branches open on Sundays, which is a shame "
    "tbh. Could you get more large-print crime? My mum loves it. Thanks, Niamh Gallagher"
)

SWIMMING_LESSONS_CHAT_EN = (
    "User: so I, um, I take Alfie to his Stage 3 lessons at Kirkstall Leisure Centre on Saturdays at 9\n"
    "Assistant: Great! Is there anything the instructor should know?\n"
    "User: he's nervous about putting his face in. tbh I can't swim myself so I can't really help him practise. "
    "I did aquafit at Bramley Baths for a bit but never learned properly lol"
)

COUNCIL_TAX_TICKET_EN = (
    "Council Tax enquiry ref CT-558210-A\nFrom: Kemi Adeyemi\n\nHello, I moved into 12 Brudenell Grove on 1 Sept and "
    "I'm the only adult here so I'd like the single person discount. I'm a nurse at the LGI and study part-time at "
    "Leeds Beckett. I paid the first instalment of £143.20 by card on 3 Oct. My landlord says the previous tenant "
    "left arrears, can you check? Thanks"
)

MARINA_NOTICE_EN = (
    "Rodley Marina - notice to moorers. The east pontoon is for visitors. The west pontoon has electric hook-up. "
    "The fuel berth (next to the café) opens at 8am. Pump-out is free for residential moorers. Winter mooring fees "
    "are due by 31 Oct."
)

CATERER_EMAIL_EN = (
    "Hi Jo,\n\nThanks for choosing us for your dad's 60th! We'll bring canapés, a hot buffet and two dessert tables "
    "for 80 guests. Our team arrives 2 hours before service and clears up afterwards. Vegan options are available on "
    "the hot buffet. We can't guarantee a nut-free kitchen but every dish is labelled.\n\nCheers,\nMarco Bellini\n"
    "Bellini Events Catering | 0113 496 0877 | marco@bellini-events.co.uk"
)

# --- Spanish sources ---

ALLOTMENT_VOICE_NOTE_ES = (
    "eh hola, soy Paco, de la parcela 14 del huerto urbano de Vallecas. pues cultivo tomates, pimientos y dos filas "
    "de judías verdes este año. he, he tenido la parcela desde 2019. mi mujer riega entre semana. El vecino dice que "
    "el agua del depósito de la entrada no es potable, vamos. yo no uso la manguera los domingos por las normas"
)

PIANO_TEACHER_EMAIL_ES = (
    "Hola Sra. Martín:\n\nGracias por escribir. Doy clase los martes y jueves por la tarde, y las sesiones son de 30 o "
    "45 min. El examen de 3º de Daniela es el 14 de marzo a las 10:20 en el conservatorio de Chamberí. Si el aula está "
    "libre, también puedo los sábados por la mañana. Antes daba clase en la escuela Santa Cecilia, pero ahora trabajo "
    "por libre.\n\nUn saludo,\nLucía Ferrer\nlucia.ferrer.piano@gmail.com · 612 345 078"
)

COACH_BOOKING_SMS_ES = (
    "AutoBus Ibérica: Reserva AB-58K2Q confirmada. Madrid Estación Sur > Valencia, vie 12 ene, salida 07:15, asiento "
    "23. Se venden bebidas a bordo en los servicios nocturnos. Gestiona tu viaje en autobusiberica.es/mireserva"
)

PHARMACY_CHAT_ES = (
    "User: tomo enalapril 10 mg cada mañana y la receta se renueva el día 3, recuérdamelo porfa\n"
    "Assistant: ¡Claro! Te lo recuerdo el día 2. ¿Sigues recogiéndola en la farmacia de la calle Alcalá?\n"
    "User: sí, eh, yo, yo normalmente recojo las medicinas en la de Alcalá. pero en marzo estoy fuera casi todo el "
    "mes así que mi marido Andrés recogerá la receta"
)

REMOVALS_WEB_FORM_ES = (
    "Solicitud #MD-20931 | Nombre: Javier Ortega | Fecha de mudanza: 28/06/2025\n"
    "Mensaje: hola, nos mudamos de un piso de 3 habitaciones en Usera a un ático en Carabanchel. Necesitamos embalaje "
    "para la cocina y el trastero (el trastero es casi todo libros jaja). Tengo 2 armarios que hay que desmontar. En "
    "mi calle solo se puede aparcar con permiso hasta las 9:30, así que no vengáis antes porfa"
)

WEDDING_PHOTOGRAPHER_EMAIL_ES = (
    "¡Hola Sergio y Aitana!\n\nQué ganas del día 21 🎉 Os confirmo: llegaré a la finca a las 11:30 para los "
    "preparativos de la novia, y mi segundo fotógrafo, Rubén, cubre la parte del novio. El paquete incluye 8 horas de "
    "cobertura y una galería online. Lo del dron depende del permiso de la finca.\n\nUn abrazo,\nCarmen\n"
    "Carmen Vidal Fotografía · carmenvidalfoto.es"
)

PRE_INSPECTION_GARAGE_SMS_ES = (
    "Talleres Ruiz: Su cita de pre-ITV para el 4521 KLM es el mar 4 mar a las 8:30. Presupuesto estimado: 54,85 €. "
    "Hay coche de cortesía si reserva también la revisión. Para cambiar la cita llame al 913 456 210."
)

LIBRARY_RENEWAL_FORM_ES = (
    "Renovación del carné, observaciones: Estoy inscrita en la biblioteca de Lavapiés aunque casi siempre voy a la "
    "central. Soy voluntaria en el club de deberes y llevo el grupo de punto de los martes. Solo algunas bibliotecas "
    "abren los domingos, una pena la verdad. ¿Podéis comprar más novela negra en letra grande? A mi madre le encanta. "
    "Gracias, Nuria Campos"
)

SWIMMING_LESSONS_CHAT_ES = (
    "User: pues yo, eh, yo llevo a Hugo a natación nivel 3 en el polideportivo de Moratalaz los sábados a las 9\n"
    "Assistant: ¡Genial! ¿Hay algo que deba saber el monitor?\n"
    "User: le da miedo meter la cabeza. yo no sé nadar, así que no le puedo ayudar a practicar. hice aquagym en la "
    "piscina de La Elipa un tiempo pero nunca aprendí bien jaja"
)

MUNICIPAL_TAX_TICKET_ES = (
    "Consulta ref. TM-558210-A\nDe: Amaia Etxeberria\n\nHola, vivo en la calle Argumosa 12 desde el 1 de sept. y soy "
    "la única adulta empadronada, así que quiero la bonificación de la tasa de basuras para hogares unipersonales. "
    "Soy enfermera en el Gregorio Marañón y estudio a media jornada en la UNED. Pagué el primer plazo de 143,20 € con "
    "tarjeta el 3 de oct. Mi casero dice que el inquilino anterior dejó deudas, ¿lo pueden mirar? Gracias"
)

MARINA_NOTICE_ES = (
    "Puerto Deportivo de Altea - aviso a los usuarios. El pantalán este es para visitantes. El pantalán oeste tiene "
    "toma de luz. La gasolinera (junto a la cafetería) abre a las 8:00. El vaciado de aguas negras es gratis para los "
    "amarristas con contrato anual. Las cuotas de invierno se pagan antes del 31 de oct."
)

CATERER_EMAIL_ES = (
    "Hola Jorge:\n\n¡Gracias por elegirnos para los 60 de tu padre! Llevaremos canapés, un bufé caliente y dos mesas "
    "de postres para 80 invitados. Nuestro equipo llega 2 horas antes del servicio y recoge todo al final. Hay "
    "opciones veganas en el bufé caliente. No podemos garantizar una cocina sin frutos secos, pero todo va "
    "etiquetado.\n\nSaludos,\nMarcos Beltrán\nBeltrán Catering & Eventos | 963 210 877 | marcos@beltrancatering.es"
)

# --- Chinese sources ---

ALLOTMENT_VOICE_NOTE_ZH = (
    "嗯 喂 我是陈建国，东湖市民农园14号地的。那个 今年我种了番茄、辣椒和两垄四季豆。"
    "我、我从2019年就开始种这块地了。平时都是我老婆浇水。隔壁老王说门口那个水池的水不干净。"
    "反正我周日不用水管浇地，规定不让嘛"
)

PIANO_TEACHER_MESSAGE_ZH = (
    "王妈妈您好：\n\n谢谢联系。我每周二和周四放学后上课，每节课30或45分钟。"
    "乐乐的钢琴三级考试定在3月14日上午10:20，地点是少年宫。如果琴房有空，我周六上午也可以上。"
    "我以前在星海艺术学校教课，现在是自由职业。\n\n林晓雯\n"
    "邮箱：linxiaowen.piano@163.com  电话：138 0013 4412"
)

COACH_BOOKING_SMS_ZH = (
    "【畅达客运】您的订单CD7Q2K3已出票：杭州汽车北站→上海南站，1月12日(周五) 07:15发车，23号座。"
    "夜班车上提供饮用水。退改请在发车前2小时办理。"
)

PHARMACY_CHAT_ZH = (
    "User: 提醒我一下，我每天早上吃氨氯地平5mg，处方3号到期\n"
    "Assistant: 好的！我会在2号提醒你。你还是在人民路那家老百姓大药房拿药吗？\n"
    "User: 嗯，我、我一般都在那家拿。不过三月我大部分时间在外地，所以我老公张磊会去拿药🙏"
)

REMOVALS_WEB_FORM_ZH = (
    "工单号 #BJ-20931 | 姓名：赵明 | 搬家日期：2025年6月28日\n"
    "留言：你好，我们从滨江区的三室一厅搬到西湖区的一套公寓。厨房和储藏室需要打包（储藏室基本都是书哈哈）。"
    "我有2个衣柜需要拆装。我们小区早上9:30前外来车辆不让进，所以请别太早来"
)

WEDDING_PHOTOGRAPHER_MESSAGE_ZH = (
    "小雨、阿杰你们好！\n\n21号见啦🎉 确认一下：我11:30到酒店拍新娘化妆，我的二机摄影师阿峰负责新郎那边。"
    "套餐包括8小时跟拍和一个在线相册。航拍要看酒店是否允许。\n\n苏晴\n晴空婚礼摄影 · qingkongphoto.cn"
)

ANNUAL_INSPECTION_GARAGE_SMS_ZH = (
    "【顺通汽修】您的车辆浙A·8K27X年检预约在3月4日(周二)8:30，预计费用¥260.00。"
    "如同时做保养可提供代步车。改约请致电0571-8896-0210。"
)

LIBRARY_RENEWAL_FORM_ZH = (
    "续办读者证·意见栏：我是在鼓楼分馆办的证，不过平时基本去总馆。我在作业辅导班做志愿者，还带周二的编织小组。"
    "只有少数分馆周日开门，有点可惜。能不能多买点大字版的推理小说？我妈特别爱看。——周敏"
)

SWIMMING_LESSONS_CHAT_ZH = (
    "User: 我、呃、我每周六早上9点送朵朵去市游泳馆上三级班\n"
    "Assistant: 好的！有什么需要教练注意的吗？\n"
    "User: 她有点怕把头埋进水里。我自己不会游泳，所以没法帮她练。"
    "我以前在社区泳池练过水中健身操，但一直没学会游泳哈哈"
)

DISTRICT_TAX_TICKET_ZH = (
    "咨询单号 FS-558210-A\n姓名：何静\n\n您好，我9月1日搬进了望京花园12号楼，房子只登记了我一个人，"
    "想申请首套自住的房产税减免。我在协和医院当护士，还在北大读在职研究生。"
    "10月3日我用银行卡交了第一期税款143.20元。中介说上一任房主还欠着税。谢谢"
)

MARINA_NOTICE_ZH = (
    "【千岛湖游艇码头】致各位船主：东侧浮码头供访客停靠。西侧浮码头有岸电。加油站（在咖啡厅旁边）早上8点开门。"
    "年租泊位的船主可免费抽污水。冬季泊位费请于10月31日前缴清。"
)

CATERER_MESSAGE_ZH = (
    "李先生您好：\n\n感谢选择我们承办您父亲的六十大寿！我们会准备冷盘、热菜自助和两张甜品台，供80位来宾享用。"
    "我们团队开席前2小时到场，结束后负责收拾。热菜自助区有素食选择。"
    "我们不能保证后厨完全无坚果，但每道菜都有过敏原标签。\n\n马俊\n"
    "俊味宴会餐饮 | 0571-8896-0877 | majun@junwei-catering.cn"
)

_RECORDS: list[Realistic] = [
    # ===================== English =====================
    # --- allotment society, voice note (Dennis) ---
    # list_item: one item with the list's head, its number and the rest of the clause ("this year").
    _r(
        "en",
        "list_item",
        True,
        ALLOTMENT_VOICE_NOTE_EN,
        "Dennis grows two rows of runner beans this year",
        evidence="I grow leeks, onions and two rows of runner beans this year",
        speaker="Dennis",
    ),
    # filler: the false start "I've," dropped, the speaker elided as subject.
    _r(
        "en",
        "filler",
        True,
        ALLOTMENT_VOICE_NOTE_EN,
        "Has had the plot since 2019",
        evidence="I've, I've had the plot since 2019.",
        speaker="Dennis",
    ),
    # wrong_speaker: his wife does the watering, not Dennis.
    _r(
        "en",
        "wrong_speaker",
        False,
        ALLOTMENT_VOICE_NOTE_EN,
        "Dennis does the watering on weekdays",
        evidence="my wife does the watering on weekdays.",
        speaker="Dennis",
    ),
    # attribution: the neighbour's belief filed as a fact.
    _r(
        "en",
        "attribution",
        False,
        ALLOTMENT_VOICE_NOTE_EN,
        "The water trough by the gate is contaminated",
        evidence="My neighbour reckons the water trough by the gate is contaminated",
    ),
    # negation: "don't" skipped.
    _r(
        "en",
        "negation",
        False,
        ALLOTMENT_VOICE_NOTE_EN,
        "Dennis uses the hosepipe on Sundays",
        evidence="I don't use the hosepipe on Sundays",
        speaker="Dennis",
    ),
    # --- piano teacher, e-mail with signature (Harriet Lowe) ---
    # speaker: "I teach" -> "Harriet teaches", the whole clause kept.
    _r(
        "en",
        "speaker",
        True,
        PIANO_TEACHER_EMAIL_EN,
        "Harriet teaches on Tuesdays and Thursdays after school",
        evidence="I teach on Tuesdays and Thursdays after school",
        speaker="Harriet Lowe",
    ),
    # subspan: the exam's date and time alone; the key names the exam and the relation.
    _r(
        "en",
        "subspan",
        True,
        PIANO_TEACHER_EMAIL_EN,
        "14 March at 10:20am",
        evidence="Priya's Grade 3 exam is on 14 March at 10:20am",
        key="priya_patel/grade_3_exam/date_time",
    ),
    # subspan: the e-mail address from the signature.
    _r(
        "en",
        "subspan",
        True,
        PIANO_TEACHER_EMAIL_EN,
        "hlowe.piano@gmail.com",
        evidence="Harriet Lowe LRSM\nhlowe.piano@gmail.com",
        speaker="Harriet Lowe",
        key="harriet_lowe/email",
    ),
    # condition: "If the studio is free" dropped.
    _r(
        "en",
        "condition",
        False,
        PIANO_TEACHER_EMAIL_EN,
        "Harriet can also do Saturday mornings",
        evidence="If the studio is free I can also do Saturday mornings.",
        speaker="Harriet Lowe",
    ),
    # tense: "used to teach" (past habit) filed as present.
    _r(
        "en",
        "tense",
        False,
        PIANO_TEACHER_EMAIL_EN,
        "Teaches at Leeds Girls' High",
        evidence="I used to teach at Leeds Girls' High",
        speaker="Harriet Lowe",
    ),
    # --- coach travel, SMS ---
    # subspan: the booking reference.
    _r(
        "en",
        "subspan",
        True,
        COACH_BOOKING_SMS_EN,
        "NC7Q2K3",
        evidence="Booking NC7Q2K3 confirmed.",
        key="natcoach/booking/reference",
    ),
    # restriction_drop: "on overnight services" restricts where snacks are sold.
    _r(
        "en",
        "restriction_drop",
        False,
        COACH_BOOKING_SMS_EN,
        "Snacks are sold on board",
        evidence="Snacks are sold on board on overnight services.",
    ),
    # --- pharmacy prescription, mem0 chat (User) ---
    # speaker: "my" -> "User's".
    _r(
        "en",
        "speaker",
        True,
        PHARMACY_CHAT_EN,
        "User's repeat prescription for sertraline 50mg is due on the 3rd",
        evidence="my repeat prescription for sertraline 50mg is due on the 3rd",
        speaker="user",
    ),
    # filler: "um" and the false start dropped.
    _r(
        "en",
        "filler",
        True,
        PHARMACY_CHAT_EN,
        "User usually collects from the Kirkgate one",
        evidence="I, um, I usually collect from the Kirkgate one.",
        speaker="user",
    ),
    # wrong_speaker: Raj, the husband, will collect; not the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        PHARMACY_CHAT_EN,
        "User will pick it up",
        evidence="my husband Raj will pick it up",
        speaker="user",
    ),
    # --- removal company, web form (Gareth Owen) ---
    # subspan: the move date from the form's field.
    _r(
        "en",
        "subspan",
        True,
        REMOVALS_WEB_FORM_EN,
        "28/06/2025",
        evidence="Move date: 28/06/2025",
        key="gareth_owen/move/date",
    ),
    # parenthetical: the aside about the loft's contents dropped.
    _r(
        "en",
        "parenthetical",
        True,
        REMOVALS_WEB_FORM_EN,
        "We need packing for the kitchen and the loft",
        evidence="We need packing for the kitchen and the loft (the loft is mostly books tbh).",
        speaker="Gareth Owen",
    ),
    # number: 2 wardrobes, not 3.
    _r(
        "en",
        "number",
        False,
        REMOVALS_WEB_FORM_EN,
        "Gareth has got 3 wardrobes that need dismantling",
        evidence="I've got 2 wardrobes that need dismantling.",
        speaker="Gareth Owen",
    ),
    # --- wedding photographer, e-mail (Chloe Marsh) ---
    # speaker: "I'll arrive" -> "Chloe will arrive".
    _r(
        "en",
        "speaker",
        True,
        WEDDING_PHOTOGRAPHER_EMAIL_EN,
        "Chloe will arrive at Oulton Hall at 11:30 for bridal prep",
        evidence="I'll arrive at Oulton Hall at 11:30 for bridal prep",
        speaker="Chloe Marsh",
    ),
    # wrong_speaker: the second shooter Tom covers the groom's side.
    _r(
        "en",
        "wrong_speaker",
        False,
        WEDDING_PHOTOGRAPHER_EMAIL_EN,
        "Chloe covers the groom's side",
        evidence="my second shooter Tom covers the groom's side",
        speaker="Chloe Marsh",
    ),
    # list_item: one of two included items, its number kept.
    _r(
        "en",
        "list_item",
        True,
        WEDDING_PHOTOGRAPHER_EMAIL_EN,
        "The package includes 8 hours of coverage",
        evidence="The package includes 8 hours of coverage and an online gallery.",
    ),
    # subspan: the studio's website.
    _r(
        "en",
        "subspan",
        True,
        WEDDING_PHOTOGRAPHER_EMAIL_EN,
        "chloemarsh.co.uk",
        evidence="Chloe Marsh Photography · chloemarsh.co.uk",
        key="chloe_marsh_photography/website",
    ),
    # --- car MOT garage, SMS ---
    # subspan: the estimated cost with its currency; the key carries "estimated".
    _r(
        "en",
        "subspan",
        True,
        MOT_GARAGE_SMS_EN,
        "£54.85",
        evidence="Est. cost £54.85.",
        key="kirkstall_autos/mot/yk19_xpf/estimated_cost",
    ),
    # condition: the courtesy car only comes with a service booking.
    _r(
        "en",
        "condition",
        False,
        MOT_GARAGE_SMS_EN,
        "A courtesy car is available",
        evidence="A courtesy car is available if you book a service too.",
    ),
    # --- public library, web form (Niamh Gallagher) ---
    # speaker: "I'm registered" -> "Niamh is registered".
    _r(
        "en",
        "speaker",
        True,
        LIBRARY_RENEWAL_FORM_EN,
        "Niamh is registered at the Headingley branch",
        evidence="I'm registered at the Headingley branch",
        speaker="Niamh Gallagher",
    ),
    # coordination: the second conjunct of the shared subject "I".
    _r(
        "en",
        "coordination",
        True,
        LIBRARY_RENEWAL_FORM_EN,
        "Niamh runs the Tuesday knitting group",
        evidence="I volunteer at the homework club and run the Tuesday knitting group.",
        speaker="Niamh Gallagher",
    ),
    # scope: "Only some" dropped; the value generalizes to branches in general.
    _r(
        "en",
        "scope",
        False,
        LIBRARY_RENEWAL_FORM_EN,
        "Branches open on Sundays",
        evidence="Only some branches open on Sundays",
    ),
    # --- children's swimming lessons, mem0 chat (User) ---
    # filler: "so", "um" and the false start dropped.
    _r(
        "en",
        "filler",
        True,
        SWIMMING_LESSONS_CHAT_EN,
        "User takes Alfie to his Stage 3 lessons at Kirkstall Leisure Centre on Saturdays at 9",
        evidence="I, um, I take Alfie to his Stage 3 lessons at Kirkstall Leisure Centre on Saturdays at 9",
        speaker="user",
    ),
    # negation: "can't" skipped.
    _r(
        "en",
        "negation",
        False,
        SWIMMING_LESSONS_CHAT_EN,
        "User can swim",
        evidence="I can't swim myself",
        speaker="user",
    ),
    # tense: a past activity filed as a present habit.
    _r(
        "en",
        "tense",
        False,
        SWIMMING_LESSONS_CHAT_EN,
        "User does aquafit at Bramley Baths",
        evidence="I did aquafit at Bramley Baths",
        speaker="user",
    ),
    # --- council tax office, support ticket (Kemi Adeyemi) ---
    # speaker: "I moved" -> "Kemi moved", tense kept.
    _r(
        "en",
        "speaker",
        True,
        COUNCIL_TAX_TICKET_EN,
        "Kemi moved into 12 Brudenell Grove on 1 Sept",
        evidence="I moved into 12 Brudenell Grove on 1 Sept",
        speaker="Kemi Adeyemi",
    ),
    # coordination: the second conjunct, subject elided for the speaker.
    _r(
        "en",
        "coordination",
        True,
        COUNCIL_TAX_TICKET_EN,
        "Studies part-time at Leeds Beckett",
        evidence="I'm a nurse at the LGI and study part-time at Leeds Beckett.",
        speaker="Kemi Adeyemi",
    ),
    # number: £143.20 with its digits transposed.
    _r(
        "en",
        "number",
        False,
        COUNCIL_TAX_TICKET_EN,
        "Kemi paid the first instalment of £134.20 by card on 3 Oct",
        evidence="I paid the first instalment of £143.20 by card on 3 Oct.",
        speaker="Kemi Adeyemi",
    ),
    # attribution: the landlord's say-so filed as a fact.
    _r(
        "en",
        "attribution",
        False,
        COUNCIL_TAX_TICKET_EN,
        "The previous tenant left arrears",
        evidence="My landlord says the previous tenant left arrears",
    ),
    # --- boat moorings, marina notice ---
    # stitch: the subject of one sentence joined to the predicate of the next.
    _r(
        "en",
        "stitch",
        False,
        MARINA_NOTICE_EN,
        "The east pontoon has electric hook-up",
        evidence="The east pontoon is for visitors. The west pontoon has electric hook-up.",
    ),
    # parenthetical: the aside giving the berth's location dropped.
    _r(
        "en",
        "parenthetical",
        True,
        MARINA_NOTICE_EN,
        "The fuel berth opens at 8am",
        evidence="The fuel berth (next to the café) opens at 8am.",
    ),
    # restriction_drop: free only for residential moorers.
    _r(
        "en",
        "restriction_drop",
        False,
        MARINA_NOTICE_EN,
        "Pump-out is free",
        evidence="Pump-out is free for residential moorers.",
    ),
    # --- event caterer, e-mail with signature (Marco Bellini) ---
    # list_item: the last item with its number, the head "We'll bring" and "for 80 guests".
    _r(
        "en",
        "list_item",
        True,
        CATERER_EMAIL_EN,
        "We'll bring two dessert tables for 80 guests",
        evidence="We'll bring canapés, a hot buffet and two dessert tables for 80 guests.",
        speaker="Marco Bellini",
    ),
    # coordination: the second conjunct of the shared subject "Our team".
    _r(
        "en",
        "coordination",
        True,
        CATERER_EMAIL_EN,
        "Our team clears up afterwards",
        evidence="Our team arrives 2 hours before service and clears up afterwards.",
        speaker="Marco Bellini",
    ),
    # restriction_drop: vegan options only on the hot buffet.
    _r(
        "en",
        "restriction_drop",
        False,
        CATERER_EMAIL_EN,
        "Vegan options are available",
        evidence="Vegan options are available on the hot buffet.",
    ),
    # ===================== Spanish =====================
    # --- allotment society, voice note (Paco) ---
    # list_item: one item with its number, the verb inflected for "Paco" and "este año" kept.
    _r(
        "es",
        "list_item",
        True,
        ALLOTMENT_VOICE_NOTE_ES,
        "Paco cultiva dos filas de judías verdes este año",
        evidence="cultivo tomates, pimientos y dos filas de judías verdes este año",
        speaker="Paco",
    ),
    # filler: the false start "he," dropped, the speaker elided as subject.
    _r(
        "es",
        "filler",
        True,
        ALLOTMENT_VOICE_NOTE_ES,
        "Ha tenido la parcela desde 2019",
        evidence="he, he tenido la parcela desde 2019.",
        speaker="Paco",
    ),
    # wrong_speaker: his wife waters, not Paco.
    _r(
        "es",
        "wrong_speaker",
        False,
        ALLOTMENT_VOICE_NOTE_ES,
        "Paco riega entre semana",
        evidence="mi mujer riega entre semana.",
        speaker="Paco",
    ),
    # attribution: the neighbour's claim filed as a fact.
    _r(
        "es",
        "attribution",
        False,
        ALLOTMENT_VOICE_NOTE_ES,
        "El agua del depósito de la entrada no es potable",
        evidence="El vecino dice que el agua del depósito de la entrada no es potable",
    ),
    # negation: "no" skipped.
    _r(
        "es",
        "negation",
        False,
        ALLOTMENT_VOICE_NOTE_ES,
        "Paco usa la manguera los domingos",
        evidence="yo no uso la manguera los domingos",
        speaker="Paco",
    ),
    # --- piano teacher, e-mail with signature (Lucía Ferrer) ---
    # speaker: "Doy clase" -> "Lucía da clase".
    _r(
        "es",
        "speaker",
        True,
        PIANO_TEACHER_EMAIL_ES,
        "Lucía da clase los martes y jueves por la tarde",
        evidence="Doy clase los martes y jueves por la tarde",
        speaker="Lucía Ferrer",
    ),
    # subspan: the exam's date and time, under an English key.
    _r(
        "es",
        "subspan",
        True,
        PIANO_TEACHER_EMAIL_ES,
        "14 de marzo a las 10:20",
        evidence="El examen de 3º de Daniela es el 14 de marzo a las 10:20",
        key="daniela_martin/grade_3_exam/date_time",
    ),
    # subspan: the e-mail address from the signature.
    _r(
        "es",
        "subspan",
        True,
        PIANO_TEACHER_EMAIL_ES,
        "lucia.ferrer.piano@gmail.com",
        evidence="Lucía Ferrer\nlucia.ferrer.piano@gmail.com",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/email",
    ),
    # condition: "Si el aula está libre" dropped.
    _r(
        "es",
        "condition",
        False,
        PIANO_TEACHER_EMAIL_ES,
        "Lucía también puede los sábados por la mañana",
        evidence="Si el aula está libre, también puedo los sábados por la mañana.",
        speaker="Lucía Ferrer",
    ),
    # tense: "Antes daba clase" (past) filed as present.
    _r(
        "es",
        "tense",
        False,
        PIANO_TEACHER_EMAIL_ES,
        "Da clase en la escuela Santa Cecilia",
        evidence="Antes daba clase en la escuela Santa Cecilia",
        speaker="Lucía Ferrer",
    ),
    # --- coach travel, SMS ---
    # subspan: the booking reference.
    _r(
        "es",
        "subspan",
        True,
        COACH_BOOKING_SMS_ES,
        "AB-58K2Q",
        evidence="Reserva AB-58K2Q confirmada.",
        key="autobus_iberica/booking/reference",
    ),
    # restriction_drop: drinks are sold on night services only.
    _r(
        "es",
        "restriction_drop",
        False,
        COACH_BOOKING_SMS_ES,
        "Se venden bebidas a bordo",
        evidence="Se venden bebidas a bordo en los servicios nocturnos.",
    ),
    # --- pharmacy prescription, mem0 chat (Usuario) ---
    # speaker: "tomo" -> "Usuario toma".
    _r(
        "es",
        "speaker",
        True,
        PHARMACY_CHAT_ES,
        "Usuario toma enalapril 10 mg cada mañana",
        evidence="tomo enalapril 10 mg cada mañana",
        speaker="user",
    ),
    # filler: "eh" and the false start "yo," dropped.
    _r(
        "es",
        "filler",
        True,
        PHARMACY_CHAT_ES,
        "Usuario normalmente recoge las medicinas en la de Alcalá",
        evidence="sí, eh, yo, yo normalmente recojo las medicinas en la de Alcalá.",
        speaker="user",
    ),
    # wrong_speaker: her husband Andrés will collect, not the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        PHARMACY_CHAT_ES,
        "Usuario recogerá la receta",
        evidence="mi marido Andrés recogerá la receta",
        speaker="user",
    ),
    # --- removal company, web form (Javier Ortega) ---
    # subspan: the move date from the form's field.
    _r(
        "es",
        "subspan",
        True,
        REMOVALS_WEB_FORM_ES,
        "28/06/2025",
        evidence="Fecha de mudanza: 28/06/2025",
        key="javier_ortega/move/date",
    ),
    # parenthetical: the aside about the storeroom's contents dropped.
    _r(
        "es",
        "parenthetical",
        True,
        REMOVALS_WEB_FORM_ES,
        "Necesitamos embalaje para la cocina y el trastero",
        evidence="Necesitamos embalaje para la cocina y el trastero (el trastero es casi todo libros jaja).",
        speaker="Javier Ortega",
    ),
    # number: 2 wardrobes, not 3.
    _r(
        "es",
        "number",
        False,
        REMOVALS_WEB_FORM_ES,
        "Javier tiene 3 armarios que hay que desmontar",
        evidence="Tengo 2 armarios que hay que desmontar.",
        speaker="Javier Ortega",
    ),
    # --- wedding photographer, e-mail (Carmen Vidal) ---
    # speaker: "llegaré" -> "Carmen llegará".
    _r(
        "es",
        "speaker",
        True,
        WEDDING_PHOTOGRAPHER_EMAIL_ES,
        "Carmen llegará a la finca a las 11:30 para los preparativos de la novia",
        evidence="llegaré a la finca a las 11:30 para los preparativos de la novia",
        speaker="Carmen Vidal",
    ),
    # wrong_speaker: Rubén, the second photographer, covers the groom's side.
    _r(
        "es",
        "wrong_speaker",
        False,
        WEDDING_PHOTOGRAPHER_EMAIL_ES,
        "Carmen cubre la parte del novio",
        evidence="mi segundo fotógrafo, Rubén, cubre la parte del novio",
        speaker="Carmen Vidal",
    ),
    # list_item: the second of two included items.
    _r(
        "es",
        "list_item",
        True,
        WEDDING_PHOTOGRAPHER_EMAIL_ES,
        "El paquete incluye una galería online",
        evidence="El paquete incluye 8 horas de cobertura y una galería online.",
    ),
    # subspan: the studio's website.
    _r(
        "es",
        "subspan",
        True,
        WEDDING_PHOTOGRAPHER_EMAIL_ES,
        "carmenvidalfoto.es",
        evidence="Carmen Vidal Fotografía · carmenvidalfoto.es",
        key="carmen_vidal_fotografia/website",
    ),
    # --- car inspection garage, SMS ---
    # subspan: the estimated cost with its currency.
    _r(
        "es",
        "subspan",
        True,
        PRE_INSPECTION_GARAGE_SMS_ES,
        "54,85 €",
        evidence="Presupuesto estimado: 54,85 €.",
        key="talleres_ruiz/pre_itv/4521_klm/estimated_cost",
    ),
    # condition: the courtesy car only with a service booking.
    _r(
        "es",
        "condition",
        False,
        PRE_INSPECTION_GARAGE_SMS_ES,
        "Hay coche de cortesía",
        evidence="Hay coche de cortesía si reserva también la revisión.",
    ),
    # --- public library, web form (Nuria Campos) ---
    # speaker: "Estoy inscrita" -> "Nuria está inscrita".
    _r(
        "es",
        "speaker",
        True,
        LIBRARY_RENEWAL_FORM_ES,
        "Nuria está inscrita en la biblioteca de Lavapiés",
        evidence="Estoy inscrita en la biblioteca de Lavapiés",
        speaker="Nuria Campos",
    ),
    # coordination: the second conjunct of the shared (elided) subject.
    _r(
        "es",
        "coordination",
        True,
        LIBRARY_RENEWAL_FORM_ES,
        "Nuria lleva el grupo de punto de los martes",
        evidence="Soy voluntaria en el club de deberes y llevo el grupo de punto de los martes.",
        speaker="Nuria Campos",
    ),
    # scope: "Solo algunas" dropped; the value generalizes to libraries in general.
    _r(
        "es",
        "scope",
        False,
        LIBRARY_RENEWAL_FORM_ES,
        "Las bibliotecas abren los domingos",
        evidence="Solo algunas bibliotecas abren los domingos",
    ),
    # --- children's swimming lessons, mem0 chat (Usuario) ---
    # filler: "eh" and the false start "yo," dropped.
    _r(
        "es",
        "filler",
        True,
        SWIMMING_LESSONS_CHAT_ES,
        "Usuario lleva a Hugo a natación nivel 3 en el polideportivo de Moratalaz los sábados a las 9",
        evidence="yo, eh, yo llevo a Hugo a natación nivel 3 en el polideportivo de Moratalaz los sábados a las 9",
        speaker="user",
    ),
    # negation: "no" skipped.
    _r(
        "es",
        "negation",
        False,
        SWIMMING_LESSONS_CHAT_ES,
        "Usuario sabe nadar",
        evidence="yo no sé nadar",
        speaker="user",
    ),
    # tense: "hice" (preterite) filed as a present habit.
    _r(
        "es",
        "tense",
        False,
        SWIMMING_LESSONS_CHAT_ES,
        "Usuario hace aquagym en la piscina de La Elipa",
        evidence="hice aquagym en la piscina de La Elipa",
        speaker="user",
    ),
    # --- municipal tax office, support ticket (Amaia Etxeberria) ---
    # speaker: "vivo" -> "Amaia vive".
    _r(
        "es",
        "speaker",
        True,
        MUNICIPAL_TAX_TICKET_ES,
        "Amaia vive en la calle Argumosa 12 desde el 1 de sept.",
        evidence="vivo en la calle Argumosa 12 desde el 1 de sept.",
        speaker="Amaia Etxeberria",
    ),
    # coordination: the second conjunct, subject elided for the speaker.
    _r(
        "es",
        "coordination",
        True,
        MUNICIPAL_TAX_TICKET_ES,
        "Estudia a media jornada en la UNED",
        evidence="Soy enfermera en el Gregorio Marañón y estudio a media jornada en la UNED.",
        speaker="Amaia Etxeberria",
    ),
    # number: 143,20 € with its digits transposed.
    _r(
        "es",
        "number",
        False,
        MUNICIPAL_TAX_TICKET_ES,
        "Amaia pagó el primer plazo de 134,20 € con tarjeta el 3 de oct.",
        evidence="Pagué el primer plazo de 143,20 € con tarjeta el 3 de oct.",
        speaker="Amaia Etxeberria",
    ),
    # attribution: the landlord's say-so filed as a fact.
    _r(
        "es",
        "attribution",
        False,
        MUNICIPAL_TAX_TICKET_ES,
        "El inquilino anterior dejó deudas",
        evidence="Mi casero dice que el inquilino anterior dejó deudas",
    ),
    # --- boat moorings, marina notice ---
    # stitch: the subject of one sentence joined to the predicate of the next.
    _r(
        "es",
        "stitch",
        False,
        MARINA_NOTICE_ES,
        "El pantalán este tiene toma de luz",
        evidence="El pantalán este es para visitantes. El pantalán oeste tiene toma de luz.",
    ),
    # parenthetical: the aside giving the station's location dropped.
    _r(
        "es",
        "parenthetical",
        True,
        MARINA_NOTICE_ES,
        "La gasolinera abre a las 8:00",
        evidence="La gasolinera (junto a la cafetería) abre a las 8:00.",
    ),
    # restriction_drop: free only for berth-holders with an annual contract.
    _r(
        "es",
        "restriction_drop",
        False,
        MARINA_NOTICE_ES,
        "El vaciado de aguas negras es gratis",
        evidence="El vaciado de aguas negras es gratis para los amarristas con contrato anual.",
    ),
    # --- event caterer, e-mail with signature (Marcos Beltrán) ---
    # list_item: the last item with its number, the head and "para 80 invitados".
    _r(
        "es",
        "list_item",
        True,
        CATERER_EMAIL_ES,
        "Llevaremos dos mesas de postres para 80 invitados",
        evidence="Llevaremos canapés, un bufé caliente y dos mesas de postres para 80 invitados.",
        speaker="Marcos Beltrán",
    ),
    # coordination: the second conjunct of the shared subject "Nuestro equipo".
    _r(
        "es",
        "coordination",
        True,
        CATERER_EMAIL_ES,
        "Nuestro equipo recoge todo al final",
        evidence="Nuestro equipo llega 2 horas antes del servicio y recoge todo al final.",
        speaker="Marcos Beltrán",
    ),
    # restriction_drop: vegan options only on the hot buffet.
    _r(
        "es",
        "restriction_drop",
        False,
        CATERER_EMAIL_ES,
        "Hay opciones veganas",
        evidence="Hay opciones veganas en el bufé caliente.",
    ),
    # ===================== Chinese =====================
    # --- allotment society, voice note (陈建国) ---
    # list_item: one item with its number, the head "今年…种了" kept.
    _r(
        "zh",
        "list_item",
        True,
        ALLOTMENT_VOICE_NOTE_ZH,
        "今年陈建国种了两垄四季豆",
        evidence="今年我种了番茄、辣椒和两垄四季豆",
        speaker="陈建国",
    ),
    # filler: the false start "我、" dropped.
    _r(
        "zh",
        "filler",
        True,
        ALLOTMENT_VOICE_NOTE_ZH,
        "陈建国从2019年就开始种这块地了",
        evidence="我、我从2019年就开始种这块地了",
        speaker="陈建国",
    ),
    # wrong_speaker: his wife waters, not 陈建国.
    _r(
        "zh",
        "wrong_speaker",
        False,
        ALLOTMENT_VOICE_NOTE_ZH,
        "平时都是陈建国浇水",
        evidence="平时都是我老婆浇水",
        speaker="陈建国",
    ),
    # attribution: the neighbour's claim filed as a fact.
    _r(
        "zh",
        "attribution",
        False,
        ALLOTMENT_VOICE_NOTE_ZH,
        "门口那个水池的水不干净",
        evidence="隔壁老王说门口那个水池的水不干净",
    ),
    # negation: "不" skipped.
    _r(
        "zh",
        "negation",
        False,
        ALLOTMENT_VOICE_NOTE_ZH,
        "陈建国周日用水管浇地",
        evidence="我周日不用水管浇地",
        speaker="陈建国",
    ),
    # --- piano teacher, message with signature (林晓雯) ---
    # speaker: "我" -> "林晓雯".
    _r(
        "zh",
        "speaker",
        True,
        PIANO_TEACHER_MESSAGE_ZH,
        "林晓雯每周二和周四放学后上课",
        evidence="我每周二和周四放学后上课",
        speaker="林晓雯",
    ),
    # subspan: the exam's date and time, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        PIANO_TEACHER_MESSAGE_ZH,
        "3月14日上午10:20",
        evidence="乐乐的钢琴三级考试定在3月14日上午10:20",
        key="乐乐/钢琴三级考试/时间",
    ),
    # subspan: the e-mail address from the signature.
    _r(
        "zh",
        "subspan",
        True,
        PIANO_TEACHER_MESSAGE_ZH,
        "linxiaowen.piano@163.com",
        evidence="邮箱：linxiaowen.piano@163.com",
        speaker="林晓雯",
        key="lin_xiaowen/email",
    ),
    # condition: "如果琴房有空" dropped.
    _r(
        "zh",
        "condition",
        False,
        PIANO_TEACHER_MESSAGE_ZH,
        "林晓雯周六上午也可以上",
        evidence="如果琴房有空，我周六上午也可以上",
        speaker="林晓雯",
    ),
    # tense: "以前" dropped; a past job filed as present.
    _r(
        "zh",
        "tense",
        False,
        PIANO_TEACHER_MESSAGE_ZH,
        "林晓雯在星海艺术学校教课",
        evidence="我以前在星海艺术学校教课",
        speaker="林晓雯",
    ),
    # --- coach travel, SMS ---
    # subspan: the order number.
    _r(
        "zh",
        "subspan",
        True,
        COACH_BOOKING_SMS_ZH,
        "CD7Q2K3",
        evidence="您的订单CD7Q2K3已出票",
        key="changda_coach/booking/order_number",
    ),
    # restriction_drop: water is provided on night coaches only ("夜班" dropped).
    _r(
        "zh",
        "restriction_drop",
        False,
        COACH_BOOKING_SMS_ZH,
        "车上提供饮用水",
        evidence="夜班车上提供饮用水。",
    ),
    # --- pharmacy prescription, mem0 chat (用户) ---
    # speaker: "我" -> "用户".
    _r(
        "zh",
        "speaker",
        True,
        PHARMACY_CHAT_ZH,
        "用户每天早上吃氨氯地平5mg",
        evidence="我每天早上吃氨氯地平5mg",
        speaker="user",
    ),
    # filler: "嗯" and the false start "我、" dropped.
    _r(
        "zh",
        "filler",
        True,
        PHARMACY_CHAT_ZH,
        "用户一般都在那家拿",
        evidence="嗯，我、我一般都在那家拿。",
        speaker="user",
    ),
    # wrong_speaker: her husband 张磊 will collect, not the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        PHARMACY_CHAT_ZH,
        "用户会去拿药",
        evidence="所以我老公张磊会去拿药",
        speaker="user",
    ),
    # --- removal company, web form (赵明) ---
    # subspan: the move date from the form's field.
    _r(
        "zh",
        "subspan",
        True,
        REMOVALS_WEB_FORM_ZH,
        "2025年6月28日",
        evidence="搬家日期：2025年6月28日",
        key="zhao_ming/move/date",
    ),
    # parenthetical: the aside about the storeroom's contents dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        REMOVALS_WEB_FORM_ZH,
        "厨房和储藏室需要打包",
        evidence="厨房和储藏室需要打包（储藏室基本都是书哈哈）。",
    ),
    # number: 2 wardrobes, not 3.
    _r(
        "zh",
        "number",
        False,
        REMOVALS_WEB_FORM_ZH,
        "赵明有3个衣柜需要拆装",
        evidence="我有2个衣柜需要拆装。",
        speaker="赵明",
    ),
    # --- wedding photographer, message (苏晴) ---
    # speaker: "我" -> "苏晴".
    _r(
        "zh",
        "speaker",
        True,
        WEDDING_PHOTOGRAPHER_MESSAGE_ZH,
        "苏晴11:30到酒店拍新娘化妆",
        evidence="我11:30到酒店拍新娘化妆",
        speaker="苏晴",
    ),
    # wrong_speaker: 阿峰, the second shooter, covers the groom's side.
    _r(
        "zh",
        "wrong_speaker",
        False,
        WEDDING_PHOTOGRAPHER_MESSAGE_ZH,
        "苏晴负责新郎那边",
        evidence="我的二机摄影师阿峰负责新郎那边",
        speaker="苏晴",
    ),
    # list_item: the first of two included items, its number kept.
    _r(
        "zh",
        "list_item",
        True,
        WEDDING_PHOTOGRAPHER_MESSAGE_ZH,
        "套餐包括8小时跟拍",
        evidence="套餐包括8小时跟拍和一个在线相册。",
    ),
    # subspan: the studio's website, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        WEDDING_PHOTOGRAPHER_MESSAGE_ZH,
        "qingkongphoto.cn",
        evidence="晴空婚礼摄影 · qingkongphoto.cn",
        key="晴空婚礼摄影/网站",
    ),
    # --- car inspection garage, SMS ---
    # subspan: the estimated cost with its currency.
    _r(
        "zh",
        "subspan",
        True,
        ANNUAL_INSPECTION_GARAGE_SMS_ZH,
        "¥260.00",
        evidence="预计费用¥260.00",
        key="shuntong_auto/annual_inspection/estimated_cost",
    ),
    # condition: the courtesy car only with a service ("如同时做保养" dropped).
    _r(
        "zh",
        "condition",
        False,
        ANNUAL_INSPECTION_GARAGE_SMS_ZH,
        "可提供代步车",
        evidence="如同时做保养可提供代步车。",
    ),
    # --- public library, web form (周敏) ---
    # speaker: "我" -> "周敏".
    _r(
        "zh",
        "speaker",
        True,
        LIBRARY_RENEWAL_FORM_ZH,
        "周敏是在鼓楼分馆办的证",
        evidence="我是在鼓楼分馆办的证",
        speaker="周敏",
    ),
    # coordination: the second conjunct of the shared subject "我".
    _r(
        "zh",
        "coordination",
        True,
        LIBRARY_RENEWAL_FORM_ZH,
        "周敏还带周二的编织小组",
        evidence="我在作业辅导班做志愿者，还带周二的编织小组。",
        speaker="周敏",
    ),
    # scope: "只有少数" dropped; the value generalizes to branches in general.
    _r(
        "zh",
        "scope",
        False,
        LIBRARY_RENEWAL_FORM_ZH,
        "分馆周日开门",
        evidence="只有少数分馆周日开门",
    ),
    # --- children's swimming lessons, mem0 chat (用户) ---
    # filler: "呃" and the false start "我、" dropped.
    _r(
        "zh",
        "filler",
        True,
        SWIMMING_LESSONS_CHAT_ZH,
        "用户每周六早上9点送朵朵去市游泳馆上三级班",
        evidence="我、呃、我每周六早上9点送朵朵去市游泳馆上三级班",
        speaker="user",
    ),
    # negation: "不" skipped (and the emphatic "自己").
    _r(
        "zh",
        "negation",
        False,
        SWIMMING_LESSONS_CHAT_ZH,
        "用户会游泳",
        evidence="我自己不会游泳",
        speaker="user",
    ),
    # tense: "以前…过" dropped; a past activity filed as present.
    _r(
        "zh",
        "tense",
        False,
        SWIMMING_LESSONS_CHAT_ZH,
        "用户在社区泳池练水中健身操",
        evidence="我以前在社区泳池练过水中健身操",
        speaker="user",
    ),
    # --- district tax office, support ticket (何静) ---
    # speaker: "我" -> "何静", aspect "了" kept.
    _r(
        "zh",
        "speaker",
        True,
        DISTRICT_TAX_TICKET_ZH,
        "何静9月1日搬进了望京花园12号楼",
        evidence="我9月1日搬进了望京花园12号楼",
        speaker="何静",
    ),
    # coordination: the second conjunct of the shared subject "我".
    _r(
        "zh",
        "coordination",
        True,
        DISTRICT_TAX_TICKET_ZH,
        "何静还在北大读在职研究生",
        evidence="我在协和医院当护士，还在北大读在职研究生。",
        speaker="何静",
    ),
    # number: 143.20元 with its digits transposed.
    _r(
        "zh",
        "number",
        False,
        DISTRICT_TAX_TICKET_ZH,
        "10月3日何静用银行卡交了第一期税款134.20元",
        evidence="10月3日我用银行卡交了第一期税款143.20元",
        speaker="何静",
    ),
    # attribution: the agent's say-so filed as a fact.
    _r(
        "zh",
        "attribution",
        False,
        DISTRICT_TAX_TICKET_ZH,
        "上一任房主还欠着税",
        evidence="中介说上一任房主还欠着税。",
    ),
    # --- boat moorings, marina notice ---
    # stitch: the subject of one sentence joined to the predicate of the next.
    _r(
        "zh",
        "stitch",
        False,
        MARINA_NOTICE_ZH,
        "东侧浮码头有岸电",
        evidence="东侧浮码头供访客停靠。西侧浮码头有岸电。",
    ),
    # parenthetical: the aside giving the station's location dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        MARINA_NOTICE_ZH,
        "加油站早上8点开门",
        evidence="加油站（在咖啡厅旁边）早上8点开门。",
    ),
    # restriction_drop: free only for annual berth-holders ("年租泊位的" dropped).
    _r(
        "zh",
        "restriction_drop",
        False,
        MARINA_NOTICE_ZH,
        "船主可免费抽污水",
        evidence="年租泊位的船主可免费抽污水。",
    ),
    # --- event caterer, message with signature (马俊) ---
    # list_item: the last item with its number, the head and "供80位来宾享用".
    _r(
        "zh",
        "list_item",
        True,
        CATERER_MESSAGE_ZH,
        "我们会准备两张甜品台，供80位来宾享用",
        evidence="我们会准备冷盘、热菜自助和两张甜品台，供80位来宾享用。",
        speaker="马俊",
    ),
    # coordination: the second conjunct of the shared subject "我们团队".
    _r(
        "zh",
        "coordination",
        True,
        CATERER_MESSAGE_ZH,
        "我们团队结束后负责收拾",
        evidence="我们团队开席前2小时到场，结束后负责收拾。",
        speaker="马俊",
    ),
    # restriction_drop: vegetarian options only at the hot buffet ("热菜自助区" dropped).
    _r(
        "zh",
        "restriction_drop",
        False,
        CATERER_MESSAGE_ZH,
        "有素食选择",
        evidence="热菜自助区有素食选择。",
    ),
]

BATCH_88: tuple[Realistic, ...] = tuple(_RECORDS)
