"""The realistic set's eighty-second batch: a blind measurement of the merged admission rules (issue 31, brief B82).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b82, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records. What was read: the list of headings of `/work/shared/DESIGN.md` and its §4 with both
amendments (plus the single lines a grep for "amend", "§4" and "admission" printed from other sections, to make sure
no §4 amendment sat elsewhere); issue 31 (`issues show 31`, the issue text only); the record type `Realistic` and
`_r`; and the first 60 lines of batch 41 (its docstring and the start of its records, for the format and the family
names). The file listing of `src/memtx/tooling/eval` was seen; no other batch was opened. No git, pytest, scorer,
`check_support` or `memtx eval` was run; the only scripts run import this module alone and check that every evidence
is a verbatim span of its source, that the counts below hold, and (roughly, by words) that each value's words
appear in order in its evidence apart from the speaker's name and agreement.

Every source is invented here, in domains the earlier batches used little: optician appointments, piano removals,
community gardens' tool sheds, veterinary pet insurance claims, coach tour operators, yoga retreats, council
bulky-waste collections, children's swimming lessons, wedding caterers, bicycle repair cafés, stamp collectors' clubs
and student exchange programmes (hosts and applicants), with their Spanish and Chinese equivalents (ópticas, mudanzas
de pianos, casetas de huertos urbanos, seguros veterinarios, autocares, retiros de yoga, recogida municipal de
enseres, natación infantil, catering de bodas, talleres de bicis autogestionados, sociedades filatélicas,
intercambios escolares; 视光中心, 钢琴搬运, 社区花园工具房, 宠物医疗险理赔, 大巴跟团游, 瑜伽静修营, 大件垃圾清运,
少儿游泳课, 婚宴餐饮, 单车互助维修站, 集邮协会, 交换生项目). Registers: single-speaker messages (support tickets,
e-mails with signatures, voice-note transcripts with fillers and false starts, form free-text, review sites' reviews
with the business's reply underneath) and a few two-party chats in mem0's `User:`/`Assistant:` shape (the record's
speaker is then `user` and the value says `User`, `Usuario` or `用户`).

Faithful values are written as memory extractors write them: restated in the third person with the speaker's name
(a first name, as Zep and Graphiti usually write it) or mem0's `User`; with the speaker dropped as subject; one item
of a list with its head; one conjunct of a shared subject; an aside dropped; fillers dropped; or one atomic value
(booking code, phone number, e-mail, amount with its currency, date) under a LangGraph-style key. Each negative sits
beside a faithful record of the same source and differs in what DESIGN §4 says matters: another person's turn or
another owner (wrong_speaker), a time frame or a modifier of the keyed noun (restriction_drop), a reporter
(attribution), a negator, the past (tense), a condition, a scope word, a number, or two conjuncts stitched into a
claim neither makes (stitch).

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------------------------
# English sources
# ---------------------------------------------------------------------------------------------------------------------

_EN_OPTICIAN = (
    "Subject: Contact lens check\n\n"
    "Hello, I'm booked in for a contact lens check on 14 January at 10:40, booking ref CV-20417. "
    "I used to wear monthly lenses but switched to dailies last year. "
    "Please don't send the monthly trial pack again.\n\n"
    "Kind regards,\nPriya Natarajan\n07700 900 418"
)

_EN_PIANO = (
    "[Voice note transcript, Tom Achebe, 4 Dec 2026]\n"
    "Hi, um, it's Tom about the piano move. So, uh, it's an upright, a Yamaha U1, going from my flat on Alder Road "
    "to my sister's in Leeds. The, like, the tricky bit is the stairs, there are two flights and no lift. "
    "I've, erm, I've already measured the doorway and it's 80 centimetres. "
    "I can't do the 19th because I'm away, but, you know, any weekday after that works."
)

_EN_SHED_CHAT = (
    "User: I've joined the Ferncliffe allotment society and I'm on the tool shed rota from January.\n"
    "Assistant: Congratulations! Which day did they give you?\n"
    "User: I'm doing Wednesdays after work.\n"
    "Assistant: I've set a reminder for Wednesday at 6pm to check the shed padlock.\n"
    "User: Thanks. I need to borrow the long-handled loppers, the edging shears and the wheelbarrow this weekend."
)

_EN_VET_TICKET = (
    "Ticket #88120 · Pet insurance claim · Submitted by Hannah Kerr\n\n"
    "Biscuit (my 9-year-old tabby) had two teeth removed at Riverside Vets on 2 November. "
    "The total bill was £1,284.50 and I paid it in full at the practice. "
    "My vet said the extraction should be covered because it followed a fall. "
    "Please note I'd like written confirmation by e-mail."
)

_EN_COACH_REVIEW = (
    "★★★★☆ 5-day Isle of Skye tour with Highland Rambler Coaches\n"
    "Reviewed by Gareth Pugh, 28 Oct 2026\n\n"
    "Our driver Callum was brilliant and the coach (a newish Volvo with USB sockets) was spotless. "
    "I'd book again, but only for the spring tours, as October was too cold for me.\n\n"
    "Response from Highland Rambler Coaches: Thank you, Gareth! I'm the operations manager and I've passed your kind "
    "words on to Callum."
)

_EN_YOGA_EMAIL = (
    "Hi Saanvi,\n\n"
    "Thank you for a lovely week at the Dartmoor retreat. A quick note for your records: I'm gluten-free (coeliac, "
    "diagnosed in 2019), and I don't do hot yoga. If there's a twin room free in April, I'd like to come back with "
    "Ollie.\n\n"
    "Best wishes,\nRuth Ellison\nruth.ellison@protonmail.com"
)

_EN_BULKY_FORM = (
    "Bulky waste collection request, ref BW-2026-11873\n"
    "Address: 42 Mill Lane, Hebden Bridge HX7 8AB\n"
    "Items to collect: one three-seater sofa, a fridge freezer and two single mattresses.\n"
    "Notes (free text): the fridge freezer is in the garage, the rest will be by the side gate.\n"
    "Fee: £38.00, paid online"
)

_EN_SWIM_CHAT = (
    "User: My daughter Isla is 6 and she's starting swimming lessons at Kingsmead Leisure Centre in January.\n"
    "Assistant: Lovely! Do you know the times yet?\n"
    "User: Tuesdays at 4:15. During the school holidays, lessons are at 10am instead.\n"
    "Assistant: Good to know. I'd pack a spare pair of goggles, kids lose them all the time.\n"
    "User: Ha, true. I'm not allowed on poolside during lessons, so I watch from the gallery."
)

_EN_CATERER_EMAIL = (
    "Hi Amara and Josh,\n\n"
    "Following Saturday's tasting, here is where we landed. Starters: you chose the beetroot tartlets, the smoked "
    "trout blinis and the burrata with peach. For mains, the lamb rump is confirmed, and the vegan option (a squash "
    "and lentil wellington) will go to the eight guests who asked for it. If your final numbers go above 120, the "
    "price per head rises to £62.\n\n"
    "Warm wishes,\nDelphine Moreau\nHead of Events, Saffron & Sage Catering\n01632 960 211"
)

_EN_REPAIR_CAFE_REVIEW = (
    "Review by Lena V. · Google · 3 Dec 2026 · ★★★★★\n"
    "Went to the Tuesday repair café at St Anne's hall with a buckled back wheel. The volunteers trued the wheel in "
    "about twenty minutes and showed me how to adjust the brakes. I used to pay a shop £25 for that! "
    "Cash donations only, no card machine."
)

_EN_STAMP_CLUB_EMAIL = (
    "Dear members,\n\n"
    "The Harrowgate Philatelic Society meets on the first Thursday of each month at the Quaker Meeting House, "
    "7:30pm. Subscriptions for 2027 are £18, or £9 for juniors under 16. The February auction will include the "
    "late Mr Pryce's collection of Victorian line-engraved stamps, and postal bids must arrive by 5 February.\n\n"
    "Yours sincerely,\nAlan Brierley\nHon. Secretary\nsecretary@harrowgatephilatelic.org.uk"
)

_EN_EXCHANGE_FORM = (
    "Exchange programme application, host family matching form\n"
    "Applicant: Jonas Albrecht\n"
    "About me (free text): I'm 17 and I live in Freiburg. I'm allergic to cats but dogs are fine. "
    "My school email is j.albrecht@kepler-gym.de.\n"
    "Emergency contact: Petra Albrecht (mother), +49 761 555 0193"
)

_EN_HOST_VOICE_NOTE = (
    "[Voice memo, Dawn Fletcher, transcribed]\n"
    "Okay so, basically, I'm hosting a French exchange student from the 3rd of March, um, her name's Margaux. "
    "My neighbour says the school pays host families sixty pounds a week, but I haven't seen that in writing. "
    "Oh and, you know, the spare room has its own desk now."
)

# ---------------------------------------------------------------------------------------------------------------------
# Spanish sources
# ---------------------------------------------------------------------------------------------------------------------

_ES_OPTICA = (
    "Asunto: Revisión de la vista\n\n"
    "Buenas tardes:\n"
    "Tengo cita para la revisión el martes 12 de enero a las 17:30, con el código de reserva LUM-7732. "
    "Antes llevaba lentillas mensuales, pero desde el verano uso gafas progresivas. "
    "Por favor, avisadme por SMS y no por correo.\n\n"
    "Un saludo,\nMarisa Echeverría\n612 345 908"
)

_ES_PIANO_NOTA = (
    "[Nota de voz de Jorge Salvatierra para Mudanzas Armonía, transcrita]\n"
    "Hola, buenas, llamo por lo del piano. A ver, el piano es un Kawai de cola, eh, de los años ochenta, y está en "
    "un tercero sin ascensor. Solo puedo estar en casa por las tardes. Si el presupuesto pasa de 600 euros, "
    "prefiero que lo desmonten. Mi teléfono es el 655 218 430."
)

_ES_HUERTO_CHAT = (
    "User: Tengo una parcela en el huerto urbano de Lavapiés y desde enero llevo la llave de la caseta de "
    "herramientas.\n"
    "Assistant: ¡Qué bien! Yo te recomendaría apuntar en una libreta quién se lleva cada herramienta.\n"
    "User: Ya hay una libreta. Esta semana necesito la azada, el rastrillo y la carretilla.\n"
    "Assistant: Anotado. ¿Quieres que te recuerde devolver la carretilla el domingo?\n"
    "User: Sí, gracias. Ah, y no sé usar la desbrozadora, así que no me la apuntéis."
)

_ES_SEGURO_MASCOTA = (
    "Hola:\n\n"
    "Os escribo por el siniestro n.º SV-2026-04417 de mi perra Lúa (una mestiza de galgo de 8 años). "
    "La factura de la clínica fue de 742,80 €. Según la veterinaria, la cirugía de rodilla entra en la póliza "
    "porque fue un accidente. Yo pagué la factura entera en la clínica el 20 de noviembre.\n\n"
    "Gracias,\nNerea Goikoetxea"
)

_ES_AUTOCAR_RESENA = (
    "Reseña de Rafael Montero en Tripadvisor · Autocares Peregrina, ruta de 4 días por los Picos de Europa "
    "★★★☆☆\n"
    "El guía, Iñaki, sabía muchísimo de historia y el autocar (un Irizar bastante nuevo) estaba impecable. "
    "El hotel de Potes era ruidoso.\n\n"
    "Respuesta del propietario: Gracias por tu reseña, Rafael. Ya he hablado con el hotel y nos han asegurado que "
    "cambiarán las ventanas."
)

_ES_YOGA_FORM = (
    "Inscripción: Retiro de yoga en la Sierra de Gredos, 12-15 de marzo de 2027\n"
    "Nombre: Carmen Lozano\n"
    "Alergias e intolerancias (texto libre): Soy intolerante a la lactosa. No como marisco. "
    "Practico yoga desde hace diez años.\n"
    "Correo: carmen.lozano.r@gmail.com"
)

_ES_ENSERES_FORM = (
    "Solicitud de recogida de muebles y enseres · Ayuntamiento de Alcalá de Henares\n"
    "N.º de solicitud: RE-118204\n"
    "Dirección: C/ Libreros 27, portal 3\n"
    "Enseres: un colchón de matrimonio, dos sillas de oficina y una lavadora.\n"
    "Observaciones: dejar los enseres en la acera la noche anterior, a partir de las 20:00.\n"
    "Fecha asignada: jueves 17 de diciembre"
)

_ES_NATACION_CHAT = (
    "User: Mi hijo Bruno tiene 5 años y empieza natación en el polideportivo de Moratalaz en enero.\n"
    "Assistant: ¡Qué bien! ¿Ya sabes el horario?\n"
    "User: Lunes y miércoles a las 17:00. En verano las clases son por la mañana.\n"
    "Assistant: Perfecto. Yo le compraría un gorro de silicona, que duran más.\n"
    "User: Ya tiene uno. Yo no puedo entrar al vestuario con él, así que lo espero en la cafetería."
)

_ES_CATERING_EMAIL = (
    "Hola, Lucía y Marcos:\n\n"
    "Os confirmo lo acordado en la prueba de menú. De entrantes elegisteis las croquetas de jamón, el salmorejo y "
    "las gyozas de pato. El menú infantil (macarrones con tomate y escalope) se servirá a los doce niños. "
    "Si sois más de 150 invitados, el precio por cubierto sube a 95 €.\n\n"
    "Un abrazo,\nAlba Ferrer\nCoordinadora de eventos · Catering Olivera\nalba.ferrer@cateringolivera.es"
)

_ES_TALLER_BICIS_RESENA = (
    "Reseña de Pau Riera · Google · 30 nov 2026 · ★★★★★\n"
    "Fui al taller autogestionado de bicis La Cadena con la cadena rota. Los voluntarios cambiaron la cadena en un "
    "cuarto de hora y revisaron los frenos. Antes pagaba 20 euros en una tienda por eso. "
    "No aceptan tarjeta, pero la voluntad en efectivo sí."
)

_ES_FILATELIA_EMAIL = (
    "Estimados socios:\n\n"
    "La Sociedad Filatélica de Zamora se reúne el primer sábado de cada mes en el Centro Cívico Los Bloques, a las "
    "11:00. La cuota de 2027 es de 30 €, y de 15 € para menores de 18 años. En la subasta de febrero saldrá la "
    "colección de sellos de la Segunda República del difunto señor Calvo, y las pujas por correo deben llegar antes "
    "del 6 de febrero.\n\n"
    "Atentamente,\nRamón Ibarra\nSecretario"
)

_ES_INTERCAMBIO_FORM = (
    "Programa de intercambio escolar · ficha para la familia de acogida\n"
    "Alumna: Irene Paredes Soto\n"
    "Sobre mí (texto libre): Tengo 16 años y vivo en Logroño. Toco la guitarra, juego al baloncesto y estoy "
    "aprendiendo alemán. Soy alérgica a los frutos secos. Mi correo del instituto es irene.paredes@iesrioebro.es.\n"
    "Contacto de emergencia: Marta Soto (madre), 699 104 552"
)

_ES_ACOGIDA_NOTA = (
    "[Nota de voz de Mercedes Llorente, transcrita automáticamente]\n"
    "Bueno, pues, eh, acojo a una estudiante italiana desde el 1 de febrero, se llama Giulia. Mi cuñada dice que el "
    "programa paga 250 euros al mes a las familias, pero no lo tengo por escrito. Y, o sea, la habitación de "
    "invitados ya tiene escritorio."
)

# ---------------------------------------------------------------------------------------------------------------------
# Chinese sources
# ---------------------------------------------------------------------------------------------------------------------

_ZH_OPTICIAN = (
    "主题：验光预约\n\n"
    "您好，我约了12月18日下午3点的验光，预约号是 YG-30581。"
    "我以前戴隐形眼镜，去年开始改戴框架眼镜了。"
    "请不要再给我寄隐形眼镜的试戴片。\n\n"
    "谢谢！\n林晓雯\n138 1024 7756"
)

_ZH_PIANO_VOICE = (
    "【语音转文字｜周启航】喂，你好，我想问一下搬钢琴的事。"
    "是一台雅马哈立式琴，要从我家搬到我妹妹在杭州的新房。"
    "那个，楼梯是最麻烦的，六楼没有电梯。嗯，我已经量过门宽了，八十公分。"
    "我19号不方便，之后哪个工作日都可以。"
)

_ZH_SHED_CHAT = (
    "User: 我刚加入了梅园社区花园，从一月起我负责周三晚上的工具房值班。\n"
    "Assistant: 太好了！我建议你把借出的工具都登记在本子上。\n"
    "User: 好的。这周末我要借大剪刀、铁锹和手推车。\n"
    "Assistant: 记下了，周日会提醒你还手推车。"
)

_ZH_PET_CLAIM = (
    "工单 #PI-66092｜宠物医疗险理赔\n"
    "提交人：陈思远\n"
    "我家猫“年糕”（一只7岁的英短）11月5日在安和动物医院做了膀胱结石手术，总费用 4,860.00 元。"
    "医生说这次手术应该在保障范围内。我已经把发票和病历都上传了，请尽快处理。"
)

_ZH_COACH_REVIEW = (
    "【点评】赵磊｜川西环线5日大巴团 ★★★★☆\n"
    "司机王师傅开车很稳，大巴（一辆挺新的宇通）也很干净。"
    "我还会再报，不过只报春秋两季的团，冬天太冷了。\n\n"
    "商家回复：感谢您的点评！我是这条线路的运营负责人，已经把您的表扬转达给王师傅了。"
)

_ZH_YOGA_FORM = (
    "莫干山瑜伽静修营报名表\n"
    "姓名：许曼\n"
    "饮食与身体情况（自由填写）：我不吃辣，也不喝咖啡。我练了三年阴瑜伽。"
    "如果还有单人间，我想要单人间。\n"
    "邮箱：xuman.yoga@163.com"
)

_ZH_BULKY_FORM = (
    "大件垃圾预约清运单\n"
    "单号：DJ-20261130-0457\n"
    "地址：浦东新区锦绣路88弄12号\n"
    "待清运物品：一张旧沙发、一台冰箱和两张床垫。\n"
    "备注：周末不收电器，冰箱请预约工作日。\n"
    "费用：60 元（线上已付）"
)

_ZH_SWIM_CHAT = (
    "User: 我女儿朵朵6岁，一月份开始在区体育中心上游泳课。\n"
    "Assistant: 太棒了！我小时候也学过游泳，最怕换气。上课时间定了吗？\n"
    "User: 每周二下午4点15。\n"
    "Assistant: 好的，记下了。\n"
    "User: 谢谢。上课时家长不能进泳池区，我一般在看台上等。"
)

_ZH_WEDDING_CATERER = (
    "刘洋、苏晴你们好：\n\n"
    "试菜后确认如下：冷菜你们选了醉鸡、糖醋小排和凉拌木耳；"
    "素食套餐（松茸菌菇锅）会给提出要求的八位宾客。"
    "如果最终人数超过 200 人，每桌价格会上调到 5,888 元。\n\n"
    "祝好\n唐悦｜宴会统筹，喜宴堂餐饮\n电话：021-6288 1370"
)

_ZH_BIKE_REVIEW = (
    "孟凡的点评｜大众点评｜2026-12-01 ★★★★★\n"
    "周六去了社区的单车互助维修站，后轮断了两根辐条。"
    "志愿者二十分钟就换好了辐条，还教我怎么调刹车。"
    "我以前在车行修一次要花 80 块。这里不收钱，只收零件费。"
)

_ZH_STAMP_CLUB = (
    "各位会员：\n\n"
    "静安集邮协会每月第一个周六上午9点半在区文化馆活动。"
    "2027年会费为 120 元，60 岁以上会员为 60 元。"
    "二月拍卖会将拍出已故钱老先生收藏的一套生肖邮票，书面出价须在2月5日前寄到。\n\n"
    "此致\n贺建国\n协会秘书"
)

_ZH_EXCHANGE_FORM = (
    "国际交换生项目｜寄宿家庭匹配表\n"
    "学生：宋雨桐\n"
    "自我介绍（自由填写）：我今年16岁，住在成都。我会弹古筝、会游泳，正在学西班牙语。"
    "我对猫毛过敏。我的学校邮箱是 songyt@cdsz.edu.cn。\n"
    "紧急联系人：宋建华（父亲），139 8012 3344"
)

_ZH_HOST_VOICE = (
    "【语音转写｜韩丽】嗯，那个，我从3月1日开始接待一个法国交换生，她叫克莱尔。"
    "我邻居说学校每个月给寄宿家庭补贴 1,500 元，不过我没看到书面通知。"
    "然后，呃，客房已经放好了书桌。"
)

# ---------------------------------------------------------------------------------------------------------------------
# Records
# ---------------------------------------------------------------------------------------------------------------------

_EN: tuple[Realistic, ...] = (
    # --- optician e-mail (Priya) ---
    # speaker: "I'm booked in" restated with her name; tense and every time phrase kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_OPTICIAN,
        "Priya is booked in for a contact lens check on 14 January at 10:40",
        evidence="I'm booked in for a contact lens check on 14 January at 10:40",
        speaker="Priya Natarajan",
    ),
    # subspan: the booking reference alone; "booking ref" is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_OPTICIAN,
        "CV-20417",
        evidence="booking ref CV-20417",
        speaker="Priya Natarajan",
        key="clearview_opticians/priya_natarajan/booking_ref",
    ),
    # coordination: the second conjunct of a shared subject ("I ... but switched"), the first dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_OPTICIAN,
        "Priya switched to dailies last year",
        evidence="I used to wear monthly lenses but switched to dailies last year.",
        speaker="Priya Natarajan",
    ),
    # negation: "don't" skipped; the request is turned into its opposite.
    _r(
        "en",
        "negation",
        False,
        _EN_OPTICIAN,
        "Send the monthly trial pack again",
        evidence="Please don't send the monthly trial pack again.",
        speaker="Priya Natarajan",
        key="clearview_opticians/priya_natarajan/instructions",
    ),
    # tense: "used to wear" restated as a present habit (beside the coordination record above).
    _r(
        "en",
        "tense",
        False,
        _EN_OPTICIAN,
        "Priya wears monthly lenses",
        evidence="I used to wear monthly lenses",
        speaker="Priya Natarajan",
    ),
    # --- piano removal voice note (Tom) ---
    # filler: a false start "The, like," dropped.
    _r(
        "en",
        "filler",
        True,
        _EN_PIANO,
        "The tricky bit is the stairs",
        evidence="The, like, the tricky bit is the stairs",
        speaker="Tom Achebe",
    ),
    # filler: the repeated "I've, erm," dropped, the speaker restated.
    _r(
        "en",
        "filler",
        True,
        _EN_PIANO,
        "Tom has already measured the doorway",
        evidence="I've, erm, I've already measured the doorway",
        speaker="Tom Achebe",
    ),
    # negation: "can't" restated as "can".
    _r(
        "en",
        "negation",
        False,
        _EN_PIANO,
        "Tom can do the 19th",
        evidence="I can't do the 19th",
        speaker="Tom Achebe",
    ),
    # --- community garden tool shed chat (mem0 shape) ---
    # coordination: the first of two conjuncts sharing the subject "I"; the rota conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_SHED_CHAT,
        "User has joined the Ferncliffe allotment society",
        evidence="I've joined the Ferncliffe allotment society and I'm on the tool shed rota from January.",
        speaker="user",
    ),
    # speaker: the user's own turn, restated with mem0's `User`.
    _r(
        "en",
        "speaker",
        True,
        _EN_SHED_CHAT,
        "User is doing Wednesdays after work",
        evidence="I'm doing Wednesdays after work.",
        speaker="user",
    ),
    # wrong_speaker: the assistant set the reminder; its "I've" bound to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SHED_CHAT,
        "User has set a reminder for Wednesday at 6pm to check the shed padlock",
        evidence="I've set a reminder for Wednesday at 6pm to check the shed padlock.",
        speaker="user",
    ),
    # list_item: one of three tools, with the list's head and the rest of the clause.
    _r(
        "en",
        "list_item",
        True,
        _EN_SHED_CHAT,
        "User needs to borrow the edging shears this weekend",
        evidence="I need to borrow the long-handled loppers, the edging shears and the wheelbarrow this weekend.",
        speaker="user",
    ),
    # --- pet insurance claim ticket (Hannah) ---
    # subspan: the bill's amount with its currency.
    _r(
        "en",
        "subspan",
        True,
        _EN_VET_TICKET,
        "£1,284.50",
        evidence="The total bill was £1,284.50",
        speaker="Hannah Kerr",
        key="petcover/claim_88120/total_bill",
    ),
    # speaker: "I'd like" restated with her name; modality (would) kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_VET_TICKET,
        "Hannah would like written confirmation by e-mail",
        evidence="I'd like written confirmation by e-mail.",
        speaker="Hannah Kerr",
    ),
    # attribution: the vet's opinion stated as a fact about the claim.
    _r(
        "en",
        "attribution",
        False,
        _EN_VET_TICKET,
        "The extraction should be covered",
        evidence="My vet said the extraction should be covered",
        speaker="Hannah Kerr",
        key="petcover/claim_88120/coverage",
    ),
    # --- coach tour review (Gareth), with the operator's reply ---
    # parenthetical: the aside about the vehicle dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_COACH_REVIEW,
        "The coach was spotless",
        evidence="the coach (a newish Volvo with USB sockets) was spotless",
        speaker="Gareth Pugh",
    ),
    # scope: "but only for the spring tours" dropped from the clause the value draws from.
    _r(
        "en",
        "scope",
        False,
        _EN_COACH_REVIEW,
        "Gareth would book again",
        evidence="I'd book again, but only for the spring tours",
        speaker="Gareth Pugh",
    ),
    # wrong_speaker: the operator's reply ("I'm the operations manager") bound to the reviewer.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_COACH_REVIEW,
        "Gareth is the operations manager",
        evidence="I'm the operations manager",
        speaker="Gareth Pugh",
    ),
    # --- yoga retreat e-mail (Ruth) ---
    # parenthetical: the medical aside dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_YOGA_EMAIL,
        "Ruth is gluten-free",
        evidence="I'm gluten-free (coeliac, diagnosed in 2019)",
        speaker="Ruth Ellison",
    ),
    # speaker: negation kept, verb agreement (don't -> doesn't).
    _r(
        "en",
        "speaker",
        True,
        _EN_YOGA_EMAIL,
        "Ruth doesn't do hot yoga",
        evidence="I don't do hot yoga",
        speaker="Ruth Ellison",
    ),
    # condition: the "If there's a twin room free in April" clause dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_YOGA_EMAIL,
        "Ruth would like to come back with Ollie",
        evidence="If there's a twin room free in April, I'd like to come back with Ollie.",
        speaker="Ruth Ellison",
    ),
    # --- council bulky-waste form (no speaker) ---
    # list_item: one item with the list's head, its article kept.
    _r(
        "en",
        "list_item",
        True,
        _EN_BULKY_FORM,
        "Items to collect: a fridge freezer",
        evidence="Items to collect: one three-seater sofa, a fridge freezer and two single mattresses.",
        key="calderdale_council/bulky_waste/BW-2026-11873/items",
    ),
    # number: the item's "two" skipped.
    _r(
        "en",
        "number",
        False,
        _EN_BULKY_FORM,
        "Items to collect: single mattresses",
        evidence="Items to collect: one three-seater sofa, a fridge freezer and two single mattresses.",
        key="calderdale_council/bulky_waste/BW-2026-11873/items",
    ),
    # --- children's swimming lessons chat (mem0 shape) ---
    # speaker: negation and the time frame kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_SWIM_CHAT,
        "User is not allowed on poolside during lessons",
        evidence="I'm not allowed on poolside during lessons",
        speaker="user",
    ),
    # restriction_drop: the time frame "During the school holidays" (and "instead") dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_SWIM_CHAT,
        "Lessons are at 10am",
        evidence="During the school holidays, lessons are at 10am instead.",
        speaker="user",
        key="user/isla/swimming/lesson_time",
    ),
    # wrong_speaker: the assistant's suggestion bound to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SWIM_CHAT,
        "User would pack a spare pair of goggles",
        evidence="I'd pack a spare pair of goggles",
        speaker="user",
    ),
    # --- wedding caterer e-mail (Delphine) ---
    # list_item: one starter of three, with the head "Starters: you chose".
    _r(
        "en",
        "list_item",
        True,
        _EN_CATERER_EMAIL,
        "Starters: you chose the smoked trout blinis",
        evidence="Starters: you chose the beetroot tartlets, the smoked trout blinis and the burrata with peach.",
        speaker="Delphine Moreau",
    ),
    # condition: "If your final numbers go above 120" dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_CATERER_EMAIL,
        "The price per head rises to £62",
        evidence="If your final numbers go above 120, the price per head rises to £62.",
        speaker="Delphine Moreau",
        key="saffron_sage/amara_josh/price_per_head",
    ),
    # --- bicycle repair café review (Lena V.) ---
    # coordination: the first conjunct of the shared subject "The volunteers".
    _r(
        "en",
        "coordination",
        True,
        _EN_REPAIR_CAFE_REVIEW,
        "The volunteers trued the wheel in about twenty minutes",
        evidence="The volunteers trued the wheel in about twenty minutes and showed me how to adjust the brakes.",
        speaker="Lena V.",
    ),
    # tense: "used to pay" restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        _EN_REPAIR_CAFE_REVIEW,
        "Lena V. pays a shop £25 for that",
        evidence="I used to pay a shop £25 for that!",
        speaker="Lena V.",
    ),
    # --- stamp club e-mail (Alan) ---
    # subspan: the 2027 subscription; the key carries the year the evidence names.
    _r(
        "en",
        "subspan",
        True,
        _EN_STAMP_CLUB_EMAIL,
        "£18",
        evidence="Subscriptions for 2027 are £18",
        speaker="Alan Brierley",
        key="harrowgate_philatelic/subscription_2027",
    ),
    # restriction_drop: £9 is the juniors' rate; the key does not carry "for juniors under 16".
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_STAMP_CLUB_EMAIL,
        "£9",
        evidence="Subscriptions for 2027 are £18, or £9 for juniors under 16.",
        speaker="Alan Brierley",
        key="harrowgate_philatelic/subscription_2027",
    ),
    # stitch: the collection (first conjunct) glued to the bids' deadline (second conjunct).
    _r(
        "en",
        "stitch",
        False,
        _EN_STAMP_CLUB_EMAIL,
        "Mr Pryce's collection must arrive by 5 February",
        evidence="The February auction will include the late Mr Pryce's collection of Victorian line-engraved "
        "stamps, and postal bids must arrive by 5 February.",
        speaker="Alan Brierley",
    ),
    # --- student exchange application form (Jonas) ---
    # speaker: the cats clause; the separate clause "but dogs are fine" dropped whole.
    _r(
        "en",
        "speaker",
        True,
        _EN_EXCHANGE_FORM,
        "Jonas is allergic to cats",
        evidence="I'm allergic to cats but dogs are fine.",
        speaker="Jonas Albrecht",
    ),
    # subspan: the emergency contact's phone under a key that says whose it is.
    _r(
        "en",
        "subspan",
        True,
        _EN_EXCHANGE_FORM,
        "+49 761 555 0193",
        evidence="Emergency contact: Petra Albrecht (mother), +49 761 555 0193",
        speaker="Jonas Albrecht",
        key="jonas_albrecht/emergency_contact/phone",
    ),
    # wrong_speaker: the same number filed as the applicant's own phone; it is his mother's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_EXCHANGE_FORM,
        "+49 761 555 0193",
        evidence="Emergency contact: Petra Albrecht (mother), +49 761 555 0193",
        speaker="Jonas Albrecht",
        key="jonas_albrecht/phone",
    ),
    # subspan: the school e-mail under a key that carries "school".
    _r(
        "en",
        "subspan",
        True,
        _EN_EXCHANGE_FORM,
        "j.albrecht@kepler-gym.de",
        evidence="My school email is j.albrecht@kepler-gym.de.",
        speaker="Jonas Albrecht",
        key="jonas_albrecht/school_email",
    ),
    # restriction_drop: the same address under a plain `email` key; "school" modifies the keyed noun.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_EXCHANGE_FORM,
        "j.albrecht@kepler-gym.de",
        evidence="My school email is j.albrecht@kepler-gym.de.",
        speaker="Jonas Albrecht",
        key="jonas_albrecht/email",
    ),
    # --- exchange host voice memo (Dawn) ---
    # filler: "Okay so, basically," dropped, the speaker restated.
    _r(
        "en",
        "filler",
        True,
        _EN_HOST_VOICE_NOTE,
        "Dawn is hosting a French exchange student from the 3rd of March",
        evidence="Okay so, basically, I'm hosting a French exchange student from the 3rd of March",
        speaker="Dawn Fletcher",
    ),
    # attribution: the neighbour's hearsay stated as the school's policy.
    _r(
        "en",
        "attribution",
        False,
        _EN_HOST_VOICE_NOTE,
        "The school pays host families sixty pounds a week",
        evidence="My neighbour says the school pays host families sixty pounds a week",
        speaker="Dawn Fletcher",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- óptica (Marisa) ---
    # speaker: "Tengo cita" (sujeto omitido) con el nombre y la concordancia (tengo -> tiene).
    _r(
        "es",
        "speaker",
        True,
        _ES_OPTICA,
        "Marisa tiene cita para la revisión el martes 12 de enero a las 17:30",
        evidence="Tengo cita para la revisión el martes 12 de enero a las 17:30",
        speaker="Marisa Echeverría",
    ),
    # subspan: el código de reserva solo.
    _r(
        "es",
        "subspan",
        True,
        _ES_OPTICA,
        "LUM-7732",
        evidence="con el código de reserva LUM-7732",
        speaker="Marisa Echeverría",
        key="optica_lumen/marisa_echeverria/codigo_reserva",
    ),
    # coordination: the second conjunct of the shared (dropped) subject, written with the subject elided.
    _r(
        "es",
        "coordination",
        True,
        _ES_OPTICA,
        "Desde el verano usa gafas progresivas",
        evidence="Antes llevaba lentillas mensuales, pero desde el verano uso gafas progresivas.",
        speaker="Marisa Echeverría",
    ),
    # tense: "Antes llevaba" (imperfect) restated in the present.
    _r(
        "es",
        "tense",
        False,
        _ES_OPTICA,
        "Marisa lleva lentillas mensuales",
        evidence="Antes llevaba lentillas mensuales",
        speaker="Marisa Echeverría",
    ),
    # --- mudanza de piano, nota de voz (Jorge) ---
    # filler: "A ver," and "eh," dropped.
    _r(
        "es",
        "filler",
        True,
        _ES_PIANO_NOTA,
        "El piano es un Kawai de cola de los años ochenta",
        evidence="A ver, el piano es un Kawai de cola, eh, de los años ochenta",
        speaker="Jorge Salvatierra",
    ),
    # subspan: the phone number alone.
    _r(
        "es",
        "subspan",
        True,
        _ES_PIANO_NOTA,
        "655 218 430",
        evidence="Mi teléfono es el 655 218 430.",
        speaker="Jorge Salvatierra",
        key="mudanzas_armonia/jorge_salvatierra/telefono",
    ),
    # scope: "Solo" skipped.
    _r(
        "es",
        "scope",
        False,
        _ES_PIANO_NOTA,
        "Jorge puede estar en casa por las tardes",
        evidence="Solo puedo estar en casa por las tardes.",
        speaker="Jorge Salvatierra",
    ),
    # condition: "Si el presupuesto pasa de 600 euros" dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_PIANO_NOTA,
        "Jorge prefiere que lo desmonten",
        evidence="Si el presupuesto pasa de 600 euros, prefiero que lo desmonten.",
        speaker="Jorge Salvatierra",
    ),
    # --- caseta del huerto urbano, chat (mem0) ---
    # coordination: the first conjunct of the shared subject (yo), the key conjunct dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_HUERTO_CHAT,
        "Usuario tiene una parcela en el huerto urbano de Lavapiés",
        evidence="Tengo una parcela en el huerto urbano de Lavapiés y desde enero llevo la llave de la caseta de "
        "herramientas.",
        speaker="user",
    ),
    # wrong_speaker: the assistant's "Yo te recomendaría" bound to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_HUERTO_CHAT,
        "Usuario recomendaría apuntar en una libreta quién se lleva cada herramienta",
        evidence="Yo te recomendaría apuntar en una libreta quién se lleva cada herramienta.",
        speaker="user",
    ),
    # list_item: one tool of three, subject elided, the time frame kept.
    _r(
        "es",
        "list_item",
        True,
        _ES_HUERTO_CHAT,
        "Esta semana necesita el rastrillo",
        evidence="Esta semana necesito la azada, el rastrillo y la carretilla.",
        speaker="user",
    ),
    # negation: "no" skipped.
    _r(
        "es",
        "negation",
        False,
        _ES_HUERTO_CHAT,
        "Usuario sabe usar la desbrozadora",
        evidence="no sé usar la desbrozadora",
        speaker="user",
    ),
    # --- seguro veterinario (Nerea) ---
    # subspan: the invoice amount with its currency (comma decimal).
    _r(
        "es",
        "subspan",
        True,
        _ES_SEGURO_MASCOTA,
        "742,80 €",
        evidence="La factura de la clínica fue de 742,80 €.",
        speaker="Nerea Goikoetxea",
        key="seguro_mascotas/siniestro_SV-2026-04417/importe_factura",
    ),
    # speaker: explicit "Yo", past tense kept (pagué -> pagó).
    _r(
        "es",
        "speaker",
        True,
        _ES_SEGURO_MASCOTA,
        "Nerea pagó la factura entera en la clínica el 20 de noviembre",
        evidence="Yo pagué la factura entera en la clínica el 20 de noviembre.",
        speaker="Nerea Goikoetxea",
    ),
    # attribution: "Según la veterinaria" dropped.
    _r(
        "es",
        "attribution",
        False,
        _ES_SEGURO_MASCOTA,
        "La cirugía de rodilla entra en la póliza",
        evidence="Según la veterinaria, la cirugía de rodilla entra en la póliza",
        speaker="Nerea Goikoetxea",
        key="seguro_mascotas/siniestro_SV-2026-04417/cobertura",
    ),
    # --- reseña de autocares (Rafael), con respuesta del propietario ---
    # parenthetical: the aside about the coach model dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_AUTOCAR_RESENA,
        "El autocar estaba impecable",
        evidence="el autocar (un Irizar bastante nuevo) estaba impecable",
        speaker="Rafael Montero",
    ),
    # stitch: the guide (first conjunct) glued to the coach's predicate (second conjunct).
    _r(
        "es",
        "stitch",
        False,
        _ES_AUTOCAR_RESENA,
        "El guía estaba impecable",
        evidence="El guía, Iñaki, sabía muchísimo de historia y el autocar (un Irizar bastante nuevo) estaba "
        "impecable.",
        speaker="Rafael Montero",
    ),
    # wrong_speaker: the owner's reply ("Ya he hablado con el hotel") bound to the reviewer.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AUTOCAR_RESENA,
        "Rafael ya ha hablado con el hotel",
        evidence="Ya he hablado con el hotel",
        speaker="Rafael Montero",
    ),
    # --- retiro de yoga, formulario (Carmen) ---
    # speaker: "Soy intolerante" with her name (soy -> es).
    _r(
        "es",
        "speaker",
        True,
        _ES_YOGA_FORM,
        "Carmen es intolerante a la lactosa",
        evidence="Soy intolerante a la lactosa.",
        speaker="Carmen Lozano",
    ),
    # speaker: subject elided, negation kept (como -> come).
    _r(
        "es",
        "speaker",
        True,
        _ES_YOGA_FORM,
        "No come marisco",
        evidence="No como marisco.",
        speaker="Carmen Lozano",
    ),
    # --- recogida municipal de enseres (sin hablante) ---
    # list_item: one item with the list's head.
    _r(
        "es",
        "list_item",
        True,
        _ES_ENSERES_FORM,
        "Enseres: una lavadora",
        evidence="Enseres: un colchón de matrimonio, dos sillas de oficina y una lavadora.",
        key="ayto_alcala/recogida_enseres/RE-118204/enseres",
    ),
    # number: the item's "dos" skipped.
    _r(
        "es",
        "number",
        False,
        _ES_ENSERES_FORM,
        "Enseres: sillas de oficina",
        evidence="Enseres: un colchón de matrimonio, dos sillas de oficina y una lavadora.",
        key="ayto_alcala/recogida_enseres/RE-118204/enseres",
    ),
    # --- natación infantil, chat (mem0) ---
    # speaker: explicit "Yo", negation kept (puedo -> puede).
    _r(
        "es",
        "speaker",
        True,
        _ES_NATACION_CHAT,
        "Usuario no puede entrar al vestuario con él",
        evidence="Yo no puedo entrar al vestuario con él",
        speaker="user",
    ),
    # restriction_drop: the time frame "En verano" dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_NATACION_CHAT,
        "Las clases son por la mañana",
        evidence="En verano las clases son por la mañana.",
        speaker="user",
        key="usuario/bruno/natacion/horario",
    ),
    # wrong_speaker: the assistant's suggestion bound to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_NATACION_CHAT,
        "Usuario le compraría un gorro de silicona",
        evidence="Yo le compraría un gorro de silicona",
        speaker="user",
    ),
    # --- catering de boda, correo (Alba) ---
    # parenthetical: the aside naming the children's dishes dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_CATERING_EMAIL,
        "El menú infantil se servirá a los doce niños",
        evidence="El menú infantil (macarrones con tomate y escalope) se servirá a los doce niños.",
        speaker="Alba Ferrer",
    ),
    # subspan: the coordinator's e-mail from the signature.
    _r(
        "es",
        "subspan",
        True,
        _ES_CATERING_EMAIL,
        "alba.ferrer@cateringolivera.es",
        evidence="Coordinadora de eventos · Catering Olivera\nalba.ferrer@cateringolivera.es",
        speaker="Alba Ferrer",
        key="catering_olivera/alba_ferrer/email",
    ),
    # condition: "Si sois más de 150 invitados" dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_CATERING_EMAIL,
        "El precio por cubierto sube a 95 €",
        evidence="Si sois más de 150 invitados, el precio por cubierto sube a 95 €.",
        speaker="Alba Ferrer",
        key="catering_olivera/lucia_marcos/precio_cubierto",
    ),
    # --- taller de bicis, reseña (Pau) ---
    # coordination: the second conjunct of the shared subject "Los voluntarios".
    _r(
        "es",
        "coordination",
        True,
        _ES_TALLER_BICIS_RESENA,
        "Los voluntarios revisaron los frenos",
        evidence="Los voluntarios cambiaron la cadena en un cuarto de hora y revisaron los frenos.",
        speaker="Pau Riera",
    ),
    # tense: "Antes pagaba" restated in the present.
    _r(
        "es",
        "tense",
        False,
        _ES_TALLER_BICIS_RESENA,
        "Pau paga 20 euros en una tienda por eso",
        evidence="Antes pagaba 20 euros en una tienda por eso.",
        speaker="Pau Riera",
    ),
    # negation: "No" skipped.
    _r(
        "es",
        "negation",
        False,
        _ES_TALLER_BICIS_RESENA,
        "Aceptan tarjeta",
        evidence="No aceptan tarjeta",
        speaker="Pau Riera",
        key="taller_la_cadena/pago",
    ),
    # --- sociedad filatélica, correo (Ramón) ---
    # subspan: the 2027 fee; the key carries the year.
    _r(
        "es",
        "subspan",
        True,
        _ES_FILATELIA_EMAIL,
        "30 €",
        evidence="La cuota de 2027 es de 30 €",
        speaker="Ramón Ibarra",
        key="filatelica_zamora/cuota_2027",
    ),
    # restriction_drop: 15 € is the under-18 rate; the key does not carry it.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_FILATELIA_EMAIL,
        "15 €",
        evidence="La cuota de 2027 es de 30 €, y de 15 € para menores de 18 años.",
        speaker="Ramón Ibarra",
        key="filatelica_zamora/cuota_2027",
    ),
    # --- intercambio escolar, ficha (Irene) ---
    # list_item: one of three coordinated activities, the shared subject restated.
    _r(
        "es",
        "list_item",
        True,
        _ES_INTERCAMBIO_FORM,
        "Irene está aprendiendo alemán",
        evidence="Toco la guitarra, juego al baloncesto y estoy aprendiendo alemán.",
        speaker="Irene Paredes Soto",
    ),
    # speaker: "Soy alérgica" with her name.
    _r(
        "es",
        "speaker",
        True,
        _ES_INTERCAMBIO_FORM,
        "Irene es alérgica a los frutos secos",
        evidence="Soy alérgica a los frutos secos.",
        speaker="Irene Paredes Soto",
    ),
    # wrong_speaker: the mother's phone filed as the student's own.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_INTERCAMBIO_FORM,
        "699 104 552",
        evidence="Contacto de emergencia: Marta Soto (madre), 699 104 552",
        speaker="Irene Paredes Soto",
        key="irene_paredes/telefono",
    ),
    # restriction_drop: a school address under a plain e-mail key; "del instituto" modifies the keyed noun.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_INTERCAMBIO_FORM,
        "irene.paredes@iesrioebro.es",
        evidence="Mi correo del instituto es irene.paredes@iesrioebro.es.",
        speaker="Irene Paredes Soto",
        key="irene_paredes/correo",
    ),
    # --- familia de acogida, nota de voz (Mercedes) ---
    # filler: "Bueno, pues, eh," dropped (acojo -> acoge).
    _r(
        "es",
        "filler",
        True,
        _ES_ACOGIDA_NOTA,
        "Mercedes acoge a una estudiante italiana desde el 1 de febrero",
        evidence="Bueno, pues, eh, acojo a una estudiante italiana desde el 1 de febrero",
        speaker="Mercedes Llorente",
    ),
    # filler: "Y, o sea," dropped.
    _r(
        "es",
        "filler",
        True,
        _ES_ACOGIDA_NOTA,
        "La habitación de invitados ya tiene escritorio",
        evidence="Y, o sea, la habitación de invitados ya tiene escritorio.",
        speaker="Mercedes Llorente",
    ),
    # attribution: "Mi cuñada dice que" dropped.
    _r(
        "es",
        "attribution",
        False,
        _ES_ACOGIDA_NOTA,
        "El programa paga 250 euros al mes a las familias",
        evidence="Mi cuñada dice que el programa paga 250 euros al mes a las familias",
        speaker="Mercedes Llorente",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- 视光中心预约邮件（林晓雯） ---
    # speaker: 我 -> her name, aspect 了 and the time phrase kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_OPTICIAN,
        "林晓雯约了12月18日下午3点的验光",
        evidence="我约了12月18日下午3点的验光",
        speaker="林晓雯",
    ),
    # subspan: the booking number alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_OPTICIAN,
        "YG-30581",
        evidence="预约号是 YG-30581",
        speaker="林晓雯",
        key="明视视光/林晓雯/预约号",
    ),
    # coordination: the second conjunct of the shared subject 我, the first dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_OPTICIAN,
        "林晓雯去年开始改戴框架眼镜了",
        evidence="我以前戴隐形眼镜，去年开始改戴框架眼镜了。",
        speaker="林晓雯",
    ),
    # tense: 以前 skipped; a past habit restated as a present one.
    _r(
        "zh",
        "tense",
        False,
        _ZH_OPTICIAN,
        "林晓雯戴隐形眼镜",
        evidence="我以前戴隐形眼镜",
        speaker="林晓雯",
    ),
    # --- 钢琴搬运语音（周启航） ---
    # filler: 那个 dropped.
    _r(
        "zh",
        "filler",
        True,
        _ZH_PIANO_VOICE,
        "楼梯是最麻烦的",
        evidence="那个，楼梯是最麻烦的",
        speaker="周启航",
    ),
    # filler: 嗯 dropped, the speaker restated.
    _r(
        "zh",
        "filler",
        True,
        _ZH_PIANO_VOICE,
        "周启航已经量过门宽了",
        evidence="嗯，我已经量过门宽了",
        speaker="周启航",
    ),
    # negation: 不 skipped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_PIANO_VOICE,
        "周启航19号方便",
        evidence="我19号不方便",
        speaker="周启航",
    ),
    # --- 社区花园工具房聊天（mem0） ---
    # speaker: the second clause, with its own 我, restated with 用户.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SHED_CHAT,
        "从一月起用户负责周三晚上的工具房值班",
        evidence="从一月起我负责周三晚上的工具房值班",
        speaker="user",
    ),
    # wrong_speaker: the assistant's 我建议 bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_SHED_CHAT,
        "用户建议你把借出的工具都登记在本子上",
        evidence="我建议你把借出的工具都登记在本子上",
        speaker="user",
    ),
    # list_item: one tool of three, the time frame kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_SHED_CHAT,
        "这周末用户要借铁锹",
        evidence="这周末我要借大剪刀、铁锹和手推车。",
        speaker="user",
    ),
    # --- 宠物医疗险理赔工单（陈思远） ---
    # subspan: the total with its unit.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PET_CLAIM,
        "4,860.00 元",
        evidence="总费用 4,860.00 元",
        speaker="陈思远",
        key="安心宠物险/理赔_PI-66092/总费用",
    ),
    # speaker: 我 -> name, 已经……了 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_PET_CLAIM,
        "陈思远已经把发票和病历都上传了",
        evidence="我已经把发票和病历都上传了",
        speaker="陈思远",
    ),
    # attribution: 医生说 dropped.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_PET_CLAIM,
        "这次手术应该在保障范围内",
        evidence="医生说这次手术应该在保障范围内",
        speaker="陈思远",
        key="安心宠物险/理赔_PI-66092/是否保障",
    ),
    # --- 大巴跟团游点评（赵磊），附商家回复 ---
    # parenthetical: the aside about the coach dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_COACH_REVIEW,
        "大巴也很干净",
        evidence="大巴（一辆挺新的宇通）也很干净",
        speaker="赵磊",
    ),
    # scope: 不过只报春秋两季的团 dropped.
    _r(
        "zh",
        "scope",
        False,
        _ZH_COACH_REVIEW,
        "赵磊还会再报",
        evidence="我还会再报，不过只报春秋两季的团",
        speaker="赵磊",
    ),
    # wrong_speaker: the operator's reply bound to the reviewer.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_COACH_REVIEW,
        "赵磊是这条线路的运营负责人",
        evidence="我是这条线路的运营负责人",
        speaker="赵磊",
    ),
    # --- 瑜伽静修营报名表（许曼） ---
    # coordination: the first conjunct of the shared subject 我, 也不喝咖啡 dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_YOGA_FORM,
        "许曼不吃辣",
        evidence="我不吃辣，也不喝咖啡。",
        speaker="许曼",
    ),
    # speaker: 我 -> name, the duration kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_YOGA_FORM,
        "许曼练了三年阴瑜伽",
        evidence="我练了三年阴瑜伽。",
        speaker="许曼",
    ),
    # condition: 如果还有单人间 dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_YOGA_FORM,
        "许曼想要单人间",
        evidence="如果还有单人间，我想要单人间。",
        speaker="许曼",
    ),
    # --- 大件垃圾预约单（无说话人） ---
    # list_item: one item with the list's head and its measure word.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_BULKY_FORM,
        "待清运物品：一台冰箱",
        evidence="待清运物品：一张旧沙发、一台冰箱和两张床垫。",
        key="浦东新区/大件垃圾/DJ-20261130-0457/物品",
    ),
    # number: the item's 两张 skipped.
    _r(
        "zh",
        "number",
        False,
        _ZH_BULKY_FORM,
        "待清运物品：床垫",
        evidence="待清运物品：一张旧沙发、一台冰箱和两张床垫。",
        key="浦东新区/大件垃圾/DJ-20261130-0457/物品",
    ),
    # restriction_drop: the time frame 周末 dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_BULKY_FORM,
        "不收电器",
        evidence="周末不收电器",
        key="浦东新区/大件垃圾/收运规则",
    ),
    # --- 少儿游泳课聊天（mem0） ---
    # speaker: 我 -> 用户, 一般 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SWIM_CHAT,
        "用户一般在看台上等",
        evidence="我一般在看台上等",
        speaker="user",
    ),
    # wrong_speaker: the assistant's childhood bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_SWIM_CHAT,
        "用户小时候也学过游泳",
        evidence="我小时候也学过游泳",
        speaker="user",
    ),
    # --- 婚宴餐饮邮件（唐悦） ---
    # parenthetical: the aside naming the dish dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_WEDDING_CATERER,
        "素食套餐会给提出要求的八位宾客",
        evidence="素食套餐（松茸菌菇锅）会给提出要求的八位宾客",
        speaker="唐悦",
    ),
    # subspan: the coordinator's phone from the signature.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_WEDDING_CATERER,
        "021-6288 1370",
        evidence="电话：021-6288 1370",
        speaker="唐悦",
        key="喜宴堂餐饮/唐悦/电话",
    ),
    # condition: 如果最终人数超过 200 人 dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_WEDDING_CATERER,
        "每桌价格会上调到 5,888 元",
        evidence="如果最终人数超过 200 人，每桌价格会上调到 5,888 元。",
        speaker="唐悦",
        key="喜宴堂餐饮/刘洋_苏晴/每桌价格",
    ),
    # --- 单车互助维修站点评（孟凡） ---
    # coordination: the first conjunct of the shared subject 志愿者.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_BIKE_REVIEW,
        "志愿者二十分钟就换好了辐条",
        evidence="志愿者二十分钟就换好了辐条，还教我怎么调刹车。",
        speaker="孟凡",
    ),
    # tense: 以前 skipped.
    _r(
        "zh",
        "tense",
        False,
        _ZH_BIKE_REVIEW,
        "孟凡在车行修一次要花 80 块",
        evidence="我以前在车行修一次要花 80 块",
        speaker="孟凡",
    ),
    # negation: 不 skipped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_BIKE_REVIEW,
        "这里收钱",
        evidence="这里不收钱",
        speaker="孟凡",
    ),
    # --- 集邮协会通知（贺建国） ---
    # subspan: the 2027 fee; the key carries the year.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_STAMP_CLUB,
        "120 元",
        evidence="2027年会费为 120 元",
        speaker="贺建国",
        key="静安集邮协会/2027年会费",
    ),
    # restriction_drop: 60 元 is the over-60s' rate; the key does not carry it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_STAMP_CLUB,
        "60 元",
        evidence="2027年会费为 120 元，60 岁以上会员为 60 元。",
        speaker="贺建国",
        key="静安集邮协会/2027年会费",
    ),
    # stitch: the collection (first clause) glued to the bids' deadline (second clause).
    _r(
        "zh",
        "stitch",
        False,
        _ZH_STAMP_CLUB,
        "钱老先生收藏的一套生肖邮票须在2月5日前寄到",
        evidence="二月拍卖会将拍出已故钱老先生收藏的一套生肖邮票，书面出价须在2月5日前寄到。",
        speaker="贺建国",
    ),
    # --- 交换生匹配表（宋雨桐） ---
    # list_item: one of three coordinated predicates, the shared subject restated.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_EXCHANGE_FORM,
        "宋雨桐正在学西班牙语",
        evidence="我会弹古筝、会游泳，正在学西班牙语。",
        speaker="宋雨桐",
    ),
    # speaker: 我 -> name.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_EXCHANGE_FORM,
        "宋雨桐对猫毛过敏",
        evidence="我对猫毛过敏。",
        speaker="宋雨桐",
    ),
    # subspan: the emergency contact's phone under a key that says whose it is.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_EXCHANGE_FORM,
        "139 8012 3344",
        evidence="紧急联系人：宋建华（父亲），139 8012 3344",
        speaker="宋雨桐",
        key="宋雨桐/紧急联系人/电话",
    ),
    # wrong_speaker: the father's phone filed as the student's own.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_EXCHANGE_FORM,
        "139 8012 3344",
        evidence="紧急联系人：宋建华（父亲），139 8012 3344",
        speaker="宋雨桐",
        key="宋雨桐/电话",
    ),
    # restriction_drop: a school address under a plain e-mail key; 学校 modifies the keyed noun.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_EXCHANGE_FORM,
        "songyt@cdsz.edu.cn",
        evidence="我的学校邮箱是 songyt@cdsz.edu.cn。",
        speaker="宋雨桐",
        key="宋雨桐/邮箱",
    ),
    # --- 寄宿家庭语音（韩丽） ---
    # filler: 嗯，那个 dropped, the speaker restated.
    _r(
        "zh",
        "filler",
        True,
        _ZH_HOST_VOICE,
        "韩丽从3月1日开始接待一个法国交换生",
        evidence="嗯，那个，我从3月1日开始接待一个法国交换生",
        speaker="韩丽",
    ),
    # attribution: 我邻居说 dropped.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_HOST_VOICE,
        "学校每个月给寄宿家庭补贴 1,500 元",
        evidence="我邻居说学校每个月给寄宿家庭补贴 1,500 元",
        speaker="韩丽",
    ),
)

_RECORDS: list[Realistic] = [*_EN, *_ES, *_ZH]

BATCH_82: tuple[Realistic, ...] = tuple(_RECORDS)
