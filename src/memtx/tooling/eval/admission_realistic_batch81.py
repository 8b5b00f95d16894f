"""The realistic set's eighty-first batch: a blind measurement of the merged admission rules (issue 31, brief B81).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b81, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test, git
history or any other batch's records: only the brief, the list of headings of DESIGN.md and its §4 with all of its
amendments, issue 31 (the issue alone, not its notes), the record type and `_r`, and the first 60 lines of batch 41
(its docstring and first two records, for the format and the family names). No scorer, `check_support`, pytest or
`memtx eval` was run on these records; the only script run on them checks that every evidence is a verbatim span of
its source and that the counts below hold.

Every source is invented here, in domains the earlier batches used little: karate dojos, hospital volunteer drivers,
bouncy-castle hire, carpet cleaners, community fridges, tattoo studios, shared pottery kilns, university
accommodation repairs, mushroom-foraging groups, second-hand baby-gear swaps, parish-hall kitchens and electric
scooter rentals, with their Spanish and Chinese equivalents (a Getafe dojo, a Chamberí baby-gear swap, San Blas
parish hall, a Valencia scooter firm, 云南野生菌同好群, 市第二人民医院志愿接送队, 欢乐堡充气城堡, 洁绒地毯清洗,
墨音纹身, 陶然工作室窑炉共享, 邻里共享冰箱, 小绿电动滑板车).

The registers are mostly text several people write: group-chat exports with name-and-time lines in several apps'
formats (WhatsApp on iOS and Android, Telegram desktop, WeChat, Slack), meeting minutes with `Name:` turns, call
transcripts with staff-role labels (`AGENT (Kelly, bookings)`, `SUPERVISORA (Amparo, incidencias)`,
`主管（黄静，质检）`) beside the customer's label, speech-to-text JSON with a `speaker` field per utterance,
and e-mail threads with a quoted reply. In a source with several speakers a record's `speaker` is the person the
proposal is bound to; a `wrong_speaker` record binds a first-person turn of one person to another participant (the
turn label in the source shows whose it is).

The values are written as memory extractors write them: restated in the third person with the speaker's name (as
Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), with the speaker
dropped as subject (`Vive en un bajo con jardín en Carabanchel`), one item of a list, one conjunct of a shared
subject, an aside dropped, fillers dropped, and atomic keyed values (an e-mail address, a phone number, a booking or
ticket code, an amount with its unit, a meeting point, a date and time) under LangGraph-style keys
(`shinkan_karate/orange_belt_grading/date_time`). Each negative sits beside a faithful record of the same source and
differs from it only in what DESIGN §4 says matters: another person's turn, a modifier of the keyed noun or a time
frame the key does not carry, a negator, the past (`used to`, `vivía`, `以前`), a condition, a scope word
(`some`, `casi todos`, `部分`), two clauses stitched into a claim neither makes, a number, or an attribution dropped.

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

EN_KARATE_WHATSAPP = (
    "[05/12/2026, 18:02:11] Sensei Kato: Grading for orange belts is on 19 December at 10:00. "
    "Please bring your licence books.\n"
    "[05/12/2026, 18:04:37] Priya Shah: I can't make the 19th, I'm on a night shift 😩\n"
    "[05/12/2026, 18:05:02] Tom Becker: I'll drive Aiden and Maya to the grading, no problem.\n"
    "[05/12/2026, 18:06:40] Priya Shah: Oh thank you Tom! Um, so basically I'm paying the grading fee by bank "
    "transfer tonight."
)

EN_DRIVERS_MINUTES = (
    "Volunteer Drivers Rota Meeting, St Brendan's Hospital, 3 December 2026\n"
    "Present: Gwen Hollis (coordinator), Raj Malhotra, Denise Carter, Oliver Nyström\n"
    "Gwen: The hospital reimburses mileage at 45p a mile, and parking at the main entrance is free for badge "
    "holders.\n"
    "Raj: I cover the Tuesday dialysis runs and I'm also doing the Friday pharmacy pickups this month.\n"
    "Denise: I used to do the Saturday discharges, but my knee won't let me lift the wheelchair any more.\n"
    "Oliver: If the new lease car arrives in time, I'll take over the Saturday discharges from January.\n"
    "Gwen: Raj said the pool car (the grey Skoda, for anyone new) failed its MOT on the brakes.\n"
    "Actions: Gwen to email the updated rota to all drivers by Friday."
)

EN_BOUNCY_CASTLE_EMAIL = (
    "From: Bounce Kingdom Hire <bookings@bouncekingdom.co.uk>\n"
    "To: Leah Morton\n"
    "Subject: Re: Castle for Saturday 12th\n"
    "\n"
    "Hi Leah,\n"
    "\n"
    "Your booking reference is BK-20461. The Princess Castle is 12ft x 15ft and we deliver between 8 and 9am.\n"
    "The castle can't go on gravel or slopes, so please have a flat lawn ready.\n"
    "\n"
    "Cheers,\n"
    "Dean\n"
    "Bounce Kingdom Hire · 07700 900318\n"
    "\n"
    "> On 4 Dec 2026, at 21:14, Leah Morton wrote:\n"
    "> Hi, I'd like the Princess Castle for Saturday 12th for my daughter's birthday.\n"
    "> I'm expecting, um, 15 kids, and the garden is mostly flat."
)

EN_HALLS_SLACK = (
    "Hamid Qureshi  9:12 AM\n"
    "Morning all. Block C: the boiler in flat 14 is fixed, and the shower in flat 9 still leaks.\n"
    "Sophie Lang  9:20 AM\n"
    "I've logged the flat 9 shower as urgent. I'm on site Monday, Wednesday and Thursday this week.\n"
    "Hamid Qureshi  9:23 AM\n"
    "The contractor says the fire doors on floors 2 and 3 will be replaced over the winter break.\n"
    "Ben Adeyemi  9:31 AM\n"
    "I'm not on site this week :face_with_thermometer: so please page Sophie for anything urgent."
)

EN_CARPET_CALL = (
    "[Call recording 0193 · FreshPile Carpet Care · 2 Dec 2026 · 11:41]\n"
    "AGENT (Kelly, bookings): FreshPile Carpet Care, Kelly speaking.\n"
    "CUSTOMER (Mr Alan Price): Hi, er, I'd like the hallway, the stairs and the landing done before Christmas.\n"
    "AGENT (Kelly, bookings): We can do Thursday the 17th. The technician, Marcus, will need about three hours.\n"
    "CUSTOMER (Mr Alan Price): Thursday's fine. I work from home, so I'll be in all day.\n"
    "SUPERVISOR (Joanne, quality): Just to add, we use the pet-safe solution if you ask for it when booking.\n"
    "CUSTOMER (Mr Alan Price): Yes please, I have two cats and a rabbit.\n"
    "AGENT (Kelly, bookings): Lovely. Your quote is £165 including VAT, and the job number is FP-7730."
)

EN_FRIDGE_TELEGRAM = (
    "Greenway Community Fridge, [06.12.2026 19:03]\n"
    "Rules reminder: we accept sealed dairy, fresh fruit and veg, bread and cooked food with a label. "
    "We never take raw meat or fish.\n"
    "\n"
    "Mo Farouk, [06.12.2026 19:10]\n"
    "I clean the fridge every Sunday evening and restock it from the Co-op surplus on Mondays 🙌\n"
    "\n"
    "Janet Quinn, [06.12.2026 19:14]\n"
    "Some of the donated yoghurts from Friday were past their date, so I binned them.\n"
    "\n"
    "Mo Farouk, [06.12.2026 19:16]\n"
    "Thanks Janet. Tbh I'm away from 20 December to 3 January, so someone else needs to cover Sundays."
)

EN_TATTOO_STT = (
    '{"recording": "consult_2026-12-01_inkwell.m4a", "utterances": [\n'
    '  {"speaker": "Rosa", "start": 0.4, "end": 6.1, '
    '"text": "So I\'m the artist on your piece, and I only book full days on Saturdays."},\n'
    '  {"speaker": "user", "start": 6.5, "end": 12.9, '
    '"text": "Okay. I want the fern sleeve on the left forearm, and I\'ve already paid the £100 deposit."},\n'
    '  {"speaker": "Rosa", "start": 13.2, "end": 19.0, '
    '"text": "I used to work at Black Lotus in Leeds, so I\'ve covered plenty of scars."},\n'
    '  {"speaker": "user", "start": 19.4, "end": 24.8, '
    '"text": "Great. My email is nadia.osei@fastmail.com, by the way."}\n'
    "]}"
)

EN_KILN_MINUTES = (
    "Eastfield Clay Co-op, kiln share minutes, 30 Nov 2026\n"
    "Ingrid: The big kiln (the one Dave rewired in the summer, for anyone new) is booked for a glaze firing on "
    "11 December.\n"
    "Dave: Shelves are in the shed, please put them back after unloading."
)

# ---------------------------------------------------------------------------------------------------------------------
# Spanish sources
# ---------------------------------------------------------------------------------------------------------------------

ES_SETAS_WHATSAPP = (
    "2/12/26, 20:14 - Álvaro Ruiz: Salida del domingo 13: quedamos a las 8:30. "
    "Punto de encuentro: aparcamiento de la ermita de Valdemanco.\n"
    "2/12/26, 20:16 - Nuria Gil: Yo llevo las cestas de mimbre y las navajas, pero no llevo el libro de "
    "identificación.\n"
    "2/12/26, 20:19 - Álvaro Ruiz: Según el guarda, este año solo se puede recoger con permiso en el monte de la "
    "Dehesa.\n"
    "2/12/26, 20:21 - Inés Carrasco: Pues nada, eh, yo conduzco desde Madrid y tengo tres plazas libres en el coche.\n"
    "2/12/26, 20:25 - Nuria Gil: Ojo, que el año pasado encontramos níscalos y boletus junto al arroyo 🍄"
)

ES_BEBE_EMAIL = (
    "De: Trueque Peques Chamberí <truequepeques.chamberi@gmail.com>\n"
    "Para: Marta Llorente\n"
    "Asunto: RE: Cuna de viaje y trona\n"
    "\n"
    "Hola, Marta:\n"
    "\n"
    "Te guardamos la cuna de viaje hasta el sábado 19. No podemos aceptar la trona porque le falta el arnés.\n"
    "Nuestro horario de intercambio es martes y jueves de 17:00 a 19:30 en el local del AMPA "
    "(calle Raimundo Lulio 14, entrando por el patio).\n"
    "\n"
    "Un saludo,\n"
    "Begoña, voluntaria de Trueque Peques\n"
    "\n"
    "El jue, 3 dic 2026 a las 10:02, Marta Llorente escribió:\n"
    "> Hola, tengo una trona Stokke y un carrito gemelar para donar. Mi teléfono es 612 48 90 37.\n"
    "> Vivía en Chamberí, pero ahora vivo en Tetuán y me pilla un poco lejos."
)

ES_PARROQUIA_ACTA = (
    "Acta de la reunión de cocina. Salón parroquial de San Blas, 1 de diciembre de 2026\n"
    "Asistentes: padre Julián, Charo Benítez, Manolo Sáez, Lucía Ferrer\n"
    "Charo: La cocina está libre los lunes y los miércoles por la tarde.\n"
    "Manolo: Yo me encargo de las llaves y abro el salón a las 9 los domingos.\n"
    "Lucía: Si el obispado aprueba el presupuesto, cambiaremos la campana extractora en enero.\n"
    "Padre Julián: Lucía me ha dicho que el seguro cubre la cámara frigorífica (la que donó la panadería Molina, "
    "por cierto) hasta marzo.\n"
    "Charo: Todos los voluntarios, bueno, casi todos, tienen ya el carné de manipulador de alimentos."
)

ES_PATINETES_LLAMADA = (
    "[Llamada 4471 · VoltiRide Valencia · 04/12/2026 16:05]\n"
    "AGENTE (Sergio, atención al cliente): VoltiRide, le atiende Sergio, ¿en qué puedo ayudarle?\n"
    "CLIENTA (Paula Esteve): Hola, mire, ayer el patinete VR-2208 se quedó sin batería a mitad de viaje.\n"
    "AGENTE (Sergio, atención al cliente): Vale, le devolvemos 3,40 € del viaje. El desbloqueo cuesta 1 € y el "
    "minuto 0,19 €, salvo en la zona del puerto, que cuesta 0,25 €.\n"
    "SUPERVISORA (Amparo, incidencias): Yo reviso los patinetes de la zona del puerto cada mañana.\n"
    "CLIENTA (Paula Esteve): Vale. Yo uso el patinete para ir a la facultad, sobre todo los lunes y los jueves.\n"
    "AGENTE (Sergio, atención al cliente): Su número de incidencia es INC-55019."
)

ES_HORNO_TELEGRAM = (
    "Taller Barro Vivo, [05.12.2026 10:12]\n"
    "Recordatorio: el horno eléctrico se comparte por turnos y cada socio puede reservar como máximo dos hornadas "
    "al mes.\n"
    "\n"
    "Rocío Medina, [05.12.2026 10:20]\n"
    "Yo hago la hornada de bizcocho del martes y mi hermana hace la hornada de esmalte del viernes.\n"
    "\n"
    "Jorge Paredes, [05.12.2026 10:31]\n"
    "Ejem, perdón, es que el mes pasado dejé piezas sin firmar en la balda de abajo 😅\n"
    "\n"
    "Rocío Medina, [05.12.2026 10:40]\n"
    "Yo antes cocía en el horno de leña de Olivia, pero ya no."
)

ES_KARATE_STT = (
    '{"archivo": "nota_voz_dojo_2026-12-03.ogg", "segmentos": [\n'
    '  {"speaker": "user", "inicio": 0.0, "fin": 7.8, '
    '"texto": "Soy cinturón marrón y entreno en el dojo Kaizen de Getafe tres veces por semana."},\n'
    '  {"speaker": "Sensei Okada", "inicio": 8.1, "fin": 15.2, '
    '"texto": "Yo doy la clase de kata de los sábados y, eh, también llevo el grupo de competición."},\n'
    '  {"speaker": "user", "inicio": 15.6, "fin": 21.0, '
    '"texto": "Mi cuota mensual es de 45 euros y la pago el día 1."}\n'
    "]}"
)

ES_RESIDENCIA_SLACK = (
    "Laura Vidal  9:05\n"
    "Buenos días. Colegio Mayor Arbós: la caldera del bloque B ya está reparada y el ascensor del bloque A sigue "
    "parado.\n"
    "Iker Etxeberria  9:12\n"
    "Yo paso por el bloque A el lunes, el miércoles y el viernes de esta semana.\n"
    "Laura Vidal  9:15\n"
    "Gracias, Iker 🙏"
)

ES_HINCHABLES_WHATSAPP = (
    "29/11/26, 11:02 - Hinchables Alegría: Buenos días. El castillo pirata se alquila por 120 € el día entre semana "
    "y 160 € el sábado o el domingo.\n"
    "29/11/26, 11:05 - Carlos Méndez: Vale, lo quiero para el cumple de mi hijo el sábado 12 y pago la señal hoy "
    "por Bizum.\n"
    "29/11/26, 11:06 - Carlos Méndez: Eh, bueno, pues vivo en un bajo con jardín en Carabanchel, así que hay sitio "
    "de sobra.\n"
    "29/11/26, 11:08 - Carlos Méndez: Yo recojo el castillo el viernes por la tarde con la furgoneta de mi cuñado.\n"
    "29/11/26, 11:09 - Hinchables Alegría: Perfecto, apuntado 👍"
)

# ---------------------------------------------------------------------------------------------------------------------
# Chinese sources
# ---------------------------------------------------------------------------------------------------------------------

ZH_MUSHROOM_WECHAT = (
    "云南野生菌同好群\n"
    "杨帆 2026-12-05 20:14:03\n"
    "周日的活动改到早上7点半，在西山森林公园北门集合。\n"
    "\n"
    "刘晓梅 2026-12-05 20:16:40\n"
    "我带竹篮和小刀，但是我不带菌类图鉴。\n"
    "\n"
    "杨帆 2026-12-05 20:19:12\n"
    "听护林员说，今年只有办了采集证的人才能进保护区采菌。\n"
    "\n"
    "周凯 2026-12-05 20:21:55\n"
    "嗯那个，我从昆明市区开车过去，车上还有三个空位。"
)

ZH_DRIVERS_MINUTES = (
    "市第二人民医院志愿接送队例会纪要（2026年12月2日）\n"
    "出席：王建国（协调员）、李秀英、陈浩、赵敏\n"
    "王建国：医院按每公里0.8元报销油费，持志愿者证在东门停车免费。\n"
    "李秀英：我每周二负责透析接送，春节前还负责周五的取药。\n"
    "陈浩：我以前负责周六的出院接送，现在腰不好，抬不动轮椅了。\n"
    "赵敏：如果新车能按时到，我从一月份开始接手周六的出院接送。\n"
    "王建国：李秀英说，那辆公务车（就是灰色那辆，新来的注意一下）刹车没通过年检。"
)

ZH_CASTLE_EMAIL = (
    "发件人：欢乐堡充气城堡租赁 <booking@huanlebao.cn>\n"
    "收件人：孙丽\n"
    "主题：回复：12日周六租城堡\n"
    "\n"
    "孙女士您好：\n"
    "\n"
    "您的预订编号是 HLB-20461。公主城堡尺寸为4米×5米，我们早上8点到9点之间送货上门。\n"
    "城堡不能放在碎石地或斜坡上，请提前准备一块平整的草坪。\n"
    "\n"
    "祝好\n"
    "小邓\n"
    "欢乐堡充气城堡租赁 · 138 0013 8000\n"
    "\n"
    "在 2026年12月4日 21:14，孙丽 写道：\n"
    "> 您好，我想租公主城堡，12日周六给女儿过生日。\n"
    "> 大概会来，嗯，15个小朋友，院子基本是平的。"
)

ZH_DORM_SLACK = (
    "郑磊  上午 9:12\n"
    "大家早。7号楼：714的热水器修好了，709的淋浴还在漏水。\n"
    "何佳  上午 9:20\n"
    "我已经把709的淋浴报成紧急了。我这周一、周三、周四在现场。\n"
    "郑磊  上午 9:23\n"
    "施工方说二楼和三楼的部分防火门寒假期间更换。\n"
    "吴涛  上午 9:31\n"
    "我这周不在现场 :face_with_thermometer: 有急事请找何佳。"
)

ZH_CARPET_CALL = (
    "【通话录音 0193 · 洁绒地毯清洗 · 2026-12-02 11:41】\n"
    "客服（小凯，预约）：您好，洁绒地毯清洗，我是小凯。\n"
    "客户（刘建华先生）：你好，呃，我想在元旦前把客厅、楼梯和走廊的地毯洗一下。\n"
    "客服（小凯，预约）：17号周四可以安排，师傅大概需要三个小时。\n"
    "客户（刘建华先生）：周四可以。我在家办公，那天全天都在。\n"
    "主管（黄静，质检）：补充一下，只有预约时提出要求，我们才用宠物安全的清洁剂。\n"
    "客户（刘建华先生）：要的，我家有两只猫和一只兔子。\n"
    "客服（小凯，预约）：好的，报价是含税680元，工单号是JR-7730。"
)

ZH_TATTOO_STT = (
    '{"recording": "consult_2026-12-01_moyin.m4a", "utterances": [\n'
    '  {"speaker": "阿May", "start": 0.4, "end": 6.1, "text": "你这个图由我来做，我周六只接整天的预约。"},\n'
    '  {"speaker": "user", "start": 6.5, "end": 12.9, '
    '"text": "好的。我想在左小臂纹一个蕨类植物的图案，而且我已经付了300元定金。"},\n'
    '  {"speaker": "user", "start": 13.2, "end": 17.8, "text": "对了，我的邮箱是 zhou.yue88@qq.com。"}\n'
    "]}"
)

ZH_KILN_WECHAT = (
    "陶然工作室·窑炉共享群\n"
    "林小雨 2026-11-30 21:02:17\n"
    "提醒一下：电窑按排班共用，每位会员每月最多约两窑。\n"
    "\n"
    "陈默 2026-11-30 21:05:40\n"
    "我负责周二的素烧，我妹妹负责周五的釉烧。\n"
    "\n"
    "林小雨 2026-11-30 21:08:03\n"
    "大窑（就是夏天老戴重新接过线的那台，新来的朋友了解一下）12月11日排了釉烧。\n"
    "\n"
    "陈默 2026-11-30 21:10:29\n"
    "我以前用的是阿玲家的柴窑，现在不用了。"
)

ZH_FRIDGE_WECHAT = (
    "邻里共享冰箱志愿群\n"
    "【群公告】冰箱接收密封的乳制品、新鲜果蔬、面包，以及贴了标签的熟食。生肉和生鱼一律不收。\n"
    "\n"
    "马丽 2026-12-06 19:10:22\n"
    "我每周日晚上清洁冰箱，周一从超市拿临期食品补货🙌"
)

ZH_SCOOTER_CALL = (
    "【通话 4471 · 小绿电动滑板车 · 2026-12-04 16:05】\n"
    "客服（阿杰，客户服务）：您好，小绿滑板车，我是阿杰。\n"
    "客户（许婷）：你好，昨天XL-2208这辆车骑到一半没电了。\n"
    "客服（阿杰，客户服务）：好的，这一单给您退3.40元。工作日解锁费1元，每分钟0.19元。\n"
    "客户（许婷）：嗯，就是，我每天骑车去学校。"
)

# ---------------------------------------------------------------------------------------------------------------------
# Records
# ---------------------------------------------------------------------------------------------------------------------

_EN: tuple[Realistic, ...] = (
    # --- karate dojo, WhatsApp (iOS export) ---
    # speaker: Tom's own turn, `I'll` restated with his name; tense and modality (`will`) kept.
    _r(
        "en",
        "speaker",
        True,
        EN_KARATE_WHATSAPP,
        "Tom Becker will drive Aiden and Maya to the grading",
        evidence="I'll drive Aiden and Maya to the grading",
        speaker="Tom Becker",
        key="shinkan_karate/tom_becker/grading_lift",
    ),
    # wrong_speaker: the same span is Tom's turn, bound to Priya, who also wrote in the chat.
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_KARATE_WHATSAPP,
        "Priya Shah will drive Aiden and Maya to the grading",
        evidence="I'll drive Aiden and Maya to the grading",
        speaker="Priya Shah",
        key="shinkan_karate/priya_shah/grading_lift",
    ),
    # filler: `Um, so basically` dropped; Priya's own turn, `I'm` restated with her name.
    _r(
        "en",
        "filler",
        True,
        EN_KARATE_WHATSAPP,
        "Priya Shah is paying the grading fee by bank transfer tonight",
        evidence="Um, so basically I'm paying the grading fee by bank transfer tonight.",
        speaker="Priya Shah",
        key="shinkan_karate/priya_shah/grading_fee_payment",
    ),
    # subspan: the date and time alone; the key carries `orange_belt`, the rest of the clause is the relation.
    _r(
        "en",
        "subspan",
        True,
        EN_KARATE_WHATSAPP,
        "19 December at 10:00",
        evidence="Grading for orange belts is on 19 December at 10:00",
        speaker="Sensei Kato",
        key="shinkan_karate/orange_belt_grading/date_time",
    ),
    # restriction_drop: same value and evidence, but the key names every grading; `for orange belts` restricts it.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_KARATE_WHATSAPP,
        "19 December at 10:00",
        evidence="Grading for orange belts is on 19 December at 10:00",
        speaker="Sensei Kato",
        key="shinkan_karate/grading/date_time",
    ),
    # --- hospital volunteer drivers, meeting minutes ---
    # subspan: the mileage rate alone; `The hospital reimburses mileage at` is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        EN_DRIVERS_MINUTES,
        "45p a mile",
        evidence="The hospital reimburses mileage at 45p a mile",
        speaker="Gwen Hollis",
        key="st_brendans/volunteer_drivers/mileage_rate",
    ),
    # coordination: the first of two clauses sharing the subject `I`; the second dropped whole.
    _r(
        "en",
        "coordination",
        True,
        EN_DRIVERS_MINUTES,
        "Raj Malhotra covers the Tuesday dialysis runs",
        evidence="I cover the Tuesday dialysis runs and I'm also doing the Friday pharmacy pickups this month.",
        speaker="Raj Malhotra",
        key="st_brendans/raj_malhotra/runs",
    ),
    # restriction_drop: `this month` (a time frame made of ordinary words) dropped from the second conjunct.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_DRIVERS_MINUTES,
        "Raj Malhotra is also doing the Friday pharmacy pickups",
        evidence="I'm also doing the Friday pharmacy pickups this month.",
        speaker="Raj Malhotra",
        key="st_brendans/raj_malhotra/runs",
    ),
    # tense: `used to do` restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        EN_DRIVERS_MINUTES,
        "Denise Carter does the Saturday discharges",
        evidence="I used to do the Saturday discharges",
        speaker="Denise Carter",
        key="st_brendans/denise_carter/runs",
    ),
    # condition: the `If the new lease car arrives in time` clause dropped.
    _r(
        "en",
        "condition",
        False,
        EN_DRIVERS_MINUTES,
        "Oliver Nyström will take over the Saturday discharges from January",
        evidence="If the new lease car arrives in time, I'll take over the Saturday discharges from January.",
        speaker="Oliver Nyström",
        key="st_brendans/oliver_nystrom/runs",
    ),
    # parenthetical: the aside for newcomers dropped; the attribution `Raj said` kept.
    _r(
        "en",
        "parenthetical",
        True,
        EN_DRIVERS_MINUTES,
        "Raj said the pool car failed its MOT on the brakes",
        evidence="Raj said the pool car (the grey Skoda, for anyone new) failed its MOT on the brakes.",
        speaker="Gwen Hollis",
        key="st_brendans/pool_car/mot",
    ),
    # attribution: the same sentence with `Raj said` dropped: Gwen reports, she does not assert.
    _r(
        "en",
        "attribution",
        False,
        EN_DRIVERS_MINUTES,
        "The pool car failed its MOT on the brakes",
        evidence="Raj said the pool car (the grey Skoda, for anyone new) failed its MOT on the brakes.",
        speaker="Gwen Hollis",
        key="st_brendans/pool_car/mot",
    ),
    # --- bouncy-castle hire, e-mail with a quoted reply ---
    # subspan: the booking reference alone.
    _r(
        "en",
        "subspan",
        True,
        EN_BOUNCY_CASTLE_EMAIL,
        "BK-20461",
        evidence="Your booking reference is BK-20461.",
        speaker="Dean",
        key="bounce_kingdom/leah_morton/booking_reference",
    ),
    # speaker: Leah's quoted message, `I'd like` restated with her name (`would` kept).
    _r(
        "en",
        "speaker",
        True,
        EN_BOUNCY_CASTLE_EMAIL,
        "Leah Morton would like the Princess Castle for Saturday 12th",
        evidence="I'd like the Princess Castle for Saturday 12th",
        speaker="Leah Morton",
        key="bounce_kingdom/leah_morton/castle",
    ),
    # filler: `um` and its commas dropped; the number stays.
    _r(
        "en",
        "filler",
        True,
        EN_BOUNCY_CASTLE_EMAIL,
        "Leah Morton is expecting 15 kids",
        evidence="I'm expecting, um, 15 kids",
        speaker="Leah Morton",
        key="bounce_kingdom/leah_morton/guest_count",
    ),
    # negation: `can't` dropped.
    _r(
        "en",
        "negation",
        False,
        EN_BOUNCY_CASTLE_EMAIL,
        "The castle can go on gravel or slopes",
        evidence="The castle can't go on gravel or slopes",
        speaker="Dean",
        key="bounce_kingdom/princess_castle/surfaces",
    ),
    # --- university accommodation repairs, Slack ---
    # list_item: one day of the list, with the rest of the clause (`this week`) kept.
    _r(
        "en",
        "list_item",
        True,
        EN_HALLS_SLACK,
        "Sophie Lang is on site Thursday this week",
        evidence="I'm on site Monday, Wednesday and Thursday this week.",
        speaker="Sophie Lang",
        key="halls/sophie_lang/on_site_days",
    ),
    # speaker: Ben's own turn; the negation stays.
    _r(
        "en",
        "speaker",
        True,
        EN_HALLS_SLACK,
        "Ben Adeyemi is not on site this week",
        evidence="I'm not on site this week",
        speaker="Ben Adeyemi",
        key="halls/ben_adeyemi/on_site_days",
    ),
    # negation: the same turn with `not` dropped.
    _r(
        "en",
        "negation",
        False,
        EN_HALLS_SLACK,
        "Ben Adeyemi is on site this week",
        evidence="I'm not on site this week",
        speaker="Ben Adeyemi",
        key="halls/ben_adeyemi/on_site_days",
    ),
    # wrong_speaker: Sophie's turn bound to Ben.
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_HALLS_SLACK,
        "Ben Adeyemi has logged the flat 9 shower as urgent",
        evidence="I've logged the flat 9 shower as urgent.",
        speaker="Ben Adeyemi",
        key="halls/block_c/flat_9_shower",
    ),
    # stitch: the subject of the first clause joined to the predicate of the second.
    _r(
        "en",
        "stitch",
        False,
        EN_HALLS_SLACK,
        "The boiler in flat 14 still leaks",
        evidence="the boiler in flat 14 is fixed, and the shower in flat 9 still leaks.",
        speaker="Hamid Qureshi",
        key="halls/block_c/flat_14_boiler",
    ),
    # attribution: `The contractor says` dropped.
    _r(
        "en",
        "attribution",
        False,
        EN_HALLS_SLACK,
        "The fire doors on floors 2 and 3 will be replaced over the winter break",
        evidence="The contractor says the fire doors on floors 2 and 3 will be replaced over the winter break.",
        speaker="Hamid Qureshi",
        key="halls/block_c/fire_doors",
    ),
    # --- carpet cleaners, call transcript with staff-role labels ---
    # list_item: one area of three, with the shared `done before Christmas`.
    _r(
        "en",
        "list_item",
        True,
        EN_CARPET_CALL,
        "Alan Price would like the stairs done before Christmas",
        evidence="I'd like the hallway, the stairs and the landing done before Christmas.",
        speaker="Alan Price",
        key="freshpile/alan_price/areas",
    ),
    # speaker: the customer's turn, `I work` inflected to `works`.
    _r(
        "en",
        "speaker",
        True,
        EN_CARPET_CALL,
        "Alan Price works from home",
        evidence="I work from home",
        speaker="Alan Price",
        key="freshpile/alan_price/availability",
    ),
    # subspan: the amount with its unit and its `including VAT`.
    _r(
        "en",
        "subspan",
        True,
        EN_CARPET_CALL,
        "£165 including VAT",
        evidence="Your quote is £165 including VAT",
        speaker="Kelly",
        key="freshpile/alan_price/quote",
    ),
    # condition: the supervisor's `if you ask for it when booking` dropped.
    _r(
        "en",
        "condition",
        False,
        EN_CARPET_CALL,
        "We use the pet-safe solution",
        evidence="we use the pet-safe solution if you ask for it when booking.",
        speaker="Joanne",
        key="freshpile/pet_safe_solution",
    ),
    # number: `two` dropped from `two cats`.
    _r(
        "en",
        "number",
        False,
        EN_CARPET_CALL,
        "Alan Price has cats and a rabbit",
        evidence="I have two cats and a rabbit.",
        speaker="Alan Price",
        key="freshpile/alan_price/pets",
    ),
    # --- community fridge, Telegram desktop export ---
    # list_item: one item of the accepted list, its `with a label` kept.
    _r(
        "en",
        "list_item",
        True,
        EN_FRIDGE_TELEGRAM,
        "We accept cooked food with a label",
        evidence="we accept sealed dairy, fresh fruit and veg, bread and cooked food with a label.",
        speaker="Greenway Community Fridge",
        key="greenway_fridge/accepted_items",
    ),
    # restriction_drop: the same item with its restriction `with a label` dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_FRIDGE_TELEGRAM,
        "We accept cooked food",
        evidence="we accept sealed dairy, fresh fruit and veg, bread and cooked food with a label.",
        speaker="Greenway Community Fridge",
        key="greenway_fridge/accepted_items",
    ),
    # coordination: the first of two verb phrases sharing `I`.
    _r(
        "en",
        "coordination",
        True,
        EN_FRIDGE_TELEGRAM,
        "Mo Farouk cleans the fridge every Sunday evening",
        evidence="I clean the fridge every Sunday evening and restock it from the Co-op surplus on Mondays",
        speaker="Mo Farouk",
        key="greenway_fridge/mo_farouk/duties",
    ),
    # wrong_speaker: Mo's turn bound to Janet.
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_FRIDGE_TELEGRAM,
        "Janet Quinn cleans the fridge every Sunday evening",
        evidence="I clean the fridge every Sunday evening and restock it from the Co-op surplus on Mondays",
        speaker="Janet Quinn",
        key="greenway_fridge/janet_quinn/duties",
    ),
    # scope: `Some of` dropped, so the claim covers every donated yoghurt.
    _r(
        "en",
        "scope",
        False,
        EN_FRIDGE_TELEGRAM,
        "The donated yoghurts from Friday were past their date",
        evidence="Some of the donated yoghurts from Friday were past their date",
        speaker="Janet Quinn",
        key="greenway_fridge/friday_donations",
    ),
    # filler: `Tbh` dropped; Mo's own turn.
    _r(
        "en",
        "filler",
        True,
        EN_FRIDGE_TELEGRAM,
        "Mo Farouk is away from 20 December to 3 January",
        evidence="Tbh I'm away from 20 December to 3 January",
        speaker="Mo Farouk",
        key="greenway_fridge/mo_farouk/absence",
    ),
    # --- tattoo studio, speech-to-text JSON (mem0's `User`) ---
    # speaker: the user's utterance written as mem0 writes it.
    _r(
        "en",
        "speaker",
        True,
        EN_TATTOO_STT,
        "User wants the fern sleeve on the left forearm",
        evidence="I want the fern sleeve on the left forearm",
        speaker="user",
        key="user/tattoo/design",
    ),
    # coordination: the second clause of the shared subject `I`, `already` kept.
    _r(
        "en",
        "coordination",
        True,
        EN_TATTOO_STT,
        "User has already paid the £100 deposit",
        evidence="I want the fern sleeve on the left forearm, and I've already paid the £100 deposit.",
        speaker="user",
        key="user/tattoo/deposit",
    ),
    # speaker: the artist's own utterance, `only` kept.
    _r(
        "en",
        "speaker",
        True,
        EN_TATTOO_STT,
        "Rosa only books full days on Saturdays",
        evidence="I only book full days on Saturdays.",
        speaker="Rosa",
        key="inkwell_tattoo/rosa/booking_policy",
    ),
    # wrong_speaker: Rosa's utterance bound to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_TATTOO_STT,
        "User only books full days on Saturdays",
        evidence="I only book full days on Saturdays.",
        speaker="user",
        key="user/tattoo/booking_policy",
    ),
    # tense: `used to work` restated as a present job.
    _r(
        "en",
        "tense",
        False,
        EN_TATTOO_STT,
        "Rosa works at Black Lotus in Leeds",
        evidence="I used to work at Black Lotus in Leeds",
        speaker="Rosa",
        key="inkwell_tattoo/rosa/employer",
    ),
    # subspan: the e-mail address alone.
    _r(
        "en",
        "subspan",
        True,
        EN_TATTOO_STT,
        "nadia.osei@fastmail.com",
        evidence="My email is nadia.osei@fastmail.com",
        speaker="user",
        key="user/email",
    ),
    # --- shared pottery kiln, minutes ---
    # parenthetical: the aside about the rewiring dropped.
    _r(
        "en",
        "parenthetical",
        True,
        EN_KILN_MINUTES,
        "The big kiln is booked for a glaze firing on 11 December",
        evidence="The big kiln (the one Dave rewired in the summer, for anyone new) is booked for a glaze firing on "
        "11 December.",
        speaker="Ingrid",
        key="eastfield_clay/big_kiln/next_firing",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- recogida de setas, WhatsApp (Android export) ---
    # subspan: el punto de encuentro solo; la clave lleva la salida del domingo 13.
    _r(
        "es",
        "subspan",
        True,
        ES_SETAS_WHATSAPP,
        "aparcamiento de la ermita de Valdemanco",
        evidence="Punto de encuentro: aparcamiento de la ermita de Valdemanco.",
        speaker="Álvaro Ruiz",
        key="micologica_sierra_norte/salida_domingo_13/punto_de_encuentro",
    ),
    # list_item: un elemento de la lista, con `llevo` concordado (`lleva`).
    _r(
        "es",
        "list_item",
        True,
        ES_SETAS_WHATSAPP,
        "Nuria Gil lleva las navajas",
        evidence="Yo llevo las cestas de mimbre y las navajas",
        speaker="Nuria Gil",
        key="micologica_sierra_norte/nuria_gil/material",
    ),
    # negation: `no` suprimido.
    _r(
        "es",
        "negation",
        False,
        ES_SETAS_WHATSAPP,
        "Nuria Gil lleva el libro de identificación",
        evidence="pero no llevo el libro de identificación",
        speaker="Nuria Gil",
        key="micologica_sierra_norte/nuria_gil/material",
    ),
    # attribution: `Según el guarda` suprimido.
    _r(
        "es",
        "attribution",
        False,
        ES_SETAS_WHATSAPP,
        "Este año solo se puede recoger con permiso en el monte de la Dehesa",
        evidence="Según el guarda, este año solo se puede recoger con permiso en el monte de la Dehesa.",
        speaker="Álvaro Ruiz",
        key="micologica_sierra_norte/normas/dehesa",
    ),
    # filler: `Pues nada, eh,` suprimido; turno propio de Inés, verbos concordados.
    _r(
        "es",
        "filler",
        True,
        ES_SETAS_WHATSAPP,
        "Inés Carrasco conduce desde Madrid y tiene tres plazas libres en el coche",
        evidence="Pues nada, eh, yo conduzco desde Madrid y tengo tres plazas libres en el coche.",
        speaker="Inés Carrasco",
        key="micologica_sierra_norte/ines_carrasco/coche",
    ),
    # wrong_speaker: el turno de Inés atribuido a Álvaro.
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_SETAS_WHATSAPP,
        "Álvaro Ruiz conduce desde Madrid y tiene tres plazas libres en el coche",
        evidence="yo conduzco desde Madrid y tengo tres plazas libres en el coche.",
        speaker="Álvaro Ruiz",
        key="micologica_sierra_norte/alvaro_ruiz/coche",
    ),
    # number: `tres` suprimido; sujeto elidido para la hablante.
    _r(
        "es",
        "number",
        False,
        ES_SETAS_WHATSAPP,
        "Tiene plazas libres en el coche",
        evidence="tengo tres plazas libres en el coche",
        speaker="Inés Carrasco",
        key="micologica_sierra_norte/ines_carrasco/coche",
    ),
    # restriction_drop: `el año pasado` suprimido; `encontramos` pasa a leerse como presente.
    _r(
        "es",
        "restriction_drop",
        False,
        ES_SETAS_WHATSAPP,
        "Encontramos níscalos y boletus junto al arroyo",
        evidence="el año pasado encontramos níscalos y boletus junto al arroyo",
        speaker="Nuria Gil",
        key="micologica_sierra_norte/zonas/arroyo",
    ),
    # --- intercambio de artículos de bebé, correo con respuesta citada ---
    # subspan: el teléfono solo, entero.
    _r(
        "es",
        "subspan",
        True,
        ES_BEBE_EMAIL,
        "612 48 90 37",
        evidence="Mi teléfono es 612 48 90 37.",
        speaker="Marta Llorente",
        key="trueque_peques/marta_llorente/telefono",
    ),
    # parenthetical: la dirección entre paréntesis suprimida.
    _r(
        "es",
        "parenthetical",
        True,
        ES_BEBE_EMAIL,
        "Nuestro horario de intercambio es martes y jueves de 17:00 a 19:30 en el local del AMPA",
        evidence="Nuestro horario de intercambio es martes y jueves de 17:00 a 19:30 en el local del AMPA "
        "(calle Raimundo Lulio 14, entrando por el patio).",
        speaker="Begoña",
        key="trueque_peques/horario",
    ),
    # speaker: `ahora vivo` concordado con el nombre; `ahora` conservado.
    _r(
        "es",
        "speaker",
        True,
        ES_BEBE_EMAIL,
        "Marta Llorente ahora vive en Tetuán",
        evidence="ahora vivo en Tetuán",
        speaker="Marta Llorente",
        key="trueque_peques/marta_llorente/barrio",
    ),
    # tense: `Vivía` (imperfecto) reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        ES_BEBE_EMAIL,
        "Marta Llorente vive en Chamberí",
        evidence="Vivía en Chamberí",
        speaker="Marta Llorente",
        key="trueque_peques/marta_llorente/barrio",
    ),
    # negation: `No` suprimido.
    _r(
        "es",
        "negation",
        False,
        ES_BEBE_EMAIL,
        "Podemos aceptar la trona",
        evidence="No podemos aceptar la trona porque le falta el arnés.",
        speaker="Begoña",
        key="trueque_peques/marta_llorente/trona",
    ),
    # --- cocina del salón parroquial, acta ---
    # list_item: un día de dos, con `por la tarde`.
    _r(
        "es",
        "list_item",
        True,
        ES_PARROQUIA_ACTA,
        "La cocina está libre los miércoles por la tarde",
        evidence="La cocina está libre los lunes y los miércoles por la tarde.",
        speaker="Charo Benítez",
        key="san_blas/cocina/disponibilidad",
    ),
    # coordination: el segundo de dos predicados con el mismo sujeto `Yo`.
    _r(
        "es",
        "coordination",
        True,
        ES_PARROQUIA_ACTA,
        "Manolo Sáez abre el salón a las 9 los domingos",
        evidence="Yo me encargo de las llaves y abro el salón a las 9 los domingos.",
        speaker="Manolo Sáez",
        key="san_blas/manolo_saez/tareas",
    ),
    # wrong_speaker: el turno de Manolo atribuido a Charo.
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_PARROQUIA_ACTA,
        "Charo Benítez abre el salón a las 9 los domingos",
        evidence="Yo me encargo de las llaves y abro el salón a las 9 los domingos.",
        speaker="Charo Benítez",
        key="san_blas/charo_benitez/tareas",
    ),
    # condition: `Si el obispado aprueba el presupuesto` suprimido.
    _r(
        "es",
        "condition",
        False,
        ES_PARROQUIA_ACTA,
        "Cambiaremos la campana extractora en enero",
        evidence="Si el obispado aprueba el presupuesto, cambiaremos la campana extractora en enero.",
        speaker="Lucía Ferrer",
        key="san_blas/cocina/campana",
    ),
    # parenthetical: el inciso sobre la donación suprimido; la atribución conservada.
    _r(
        "es",
        "parenthetical",
        True,
        ES_PARROQUIA_ACTA,
        "Lucía me ha dicho que el seguro cubre la cámara frigorífica hasta marzo",
        evidence="Lucía me ha dicho que el seguro cubre la cámara frigorífica (la que donó la panadería Molina, "
        "por cierto) hasta marzo.",
        speaker="padre Julián",
        key="san_blas/cocina/seguro",
    ),
    # attribution: `Lucía me ha dicho que` suprimido.
    _r(
        "es",
        "attribution",
        False,
        ES_PARROQUIA_ACTA,
        "El seguro cubre la cámara frigorífica hasta marzo",
        evidence="Lucía me ha dicho que el seguro cubre la cámara frigorífica (la que donó la panadería Molina, "
        "por cierto) hasta marzo.",
        speaker="padre Julián",
        key="san_blas/cocina/seguro",
    ),
    # scope: la corrección `bueno, casi todos` suprimida como si fuera muletilla.
    _r(
        "es",
        "scope",
        False,
        ES_PARROQUIA_ACTA,
        "Todos los voluntarios tienen ya el carné de manipulador de alimentos",
        evidence="Todos los voluntarios, bueno, casi todos, tienen ya el carné de manipulador de alimentos.",
        speaker="Charo Benítez",
        key="san_blas/voluntarios/carne_manipulador",
    ),
    # --- alquiler de patinetes eléctricos, llamada con etiquetas de puesto ---
    # subspan: el número de incidencia solo.
    _r(
        "es",
        "subspan",
        True,
        ES_PATINETES_LLAMADA,
        "INC-55019",
        evidence="Su número de incidencia es INC-55019.",
        speaker="Sergio",
        key="voltiride/paula_esteve/numero_incidencia",
    ),
    # subspan: el importe del desbloqueo con su unidad; la excepción del puerto afecta solo al minuto.
    _r(
        "es",
        "subspan",
        True,
        ES_PATINETES_LLAMADA,
        "1 €",
        evidence="El desbloqueo cuesta 1 €",
        speaker="Sergio",
        key="voltiride/tarifa/desbloqueo",
    ),
    # condition: el precio por minuto sin su excepción `salvo en la zona del puerto`.
    _r(
        "es",
        "condition",
        False,
        ES_PATINETES_LLAMADA,
        "0,19 €",
        evidence="el minuto 0,19 €, salvo en la zona del puerto, que cuesta 0,25 €.",
        speaker="Sergio",
        key="voltiride/tarifa/minuto",
    ),
    # speaker: turno propio de la supervisora.
    _r(
        "es",
        "speaker",
        True,
        ES_PATINETES_LLAMADA,
        "Amparo revisa los patinetes de la zona del puerto cada mañana",
        evidence="Yo reviso los patinetes de la zona del puerto cada mañana.",
        speaker="Amparo",
        key="voltiride/amparo/tareas",
    ),
    # wrong_speaker: el turno de la supervisora atribuido a la clienta.
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_PATINETES_LLAMADA,
        "Paula Esteve revisa los patinetes de la zona del puerto cada mañana",
        evidence="Yo reviso los patinetes de la zona del puerto cada mañana.",
        speaker="Paula Esteve",
        key="voltiride/paula_esteve/tareas",
    ),
    # speaker: sujeto elidido para la hablante, `uso` concordado (`usa`).
    _r(
        "es",
        "speaker",
        True,
        ES_PATINETES_LLAMADA,
        "Usa el patinete para ir a la facultad",
        evidence="Yo uso el patinete para ir a la facultad",
        speaker="Paula Esteve",
        key="voltiride/paula_esteve/uso",
    ),
    # --- horno de cerámica compartido, Telegram ---
    # speaker: la primera cláusula, de Rocío, con su nombre.
    _r(
        "es",
        "speaker",
        True,
        ES_HORNO_TELEGRAM,
        "Rocío Medina hace la hornada de bizcocho del martes",
        evidence="Yo hago la hornada de bizcocho del martes",
        speaker="Rocío Medina",
        key="barro_vivo/rocio_medina/hornadas",
    ),
    # stitch: el sujeto de la primera cláusula con el predicado de la segunda (la de la hermana).
    _r(
        "es",
        "stitch",
        False,
        ES_HORNO_TELEGRAM,
        "Rocío Medina hace la hornada de esmalte del viernes",
        evidence="Yo hago la hornada de bizcocho del martes y mi hermana hace la hornada de esmalte del viernes.",
        speaker="Rocío Medina",
        key="barro_vivo/rocio_medina/hornadas",
    ),
    # filler: `Ejem, perdón, es que` suprimido; sujeto elidido, `dejé` concordado (`dejó`), pasado conservado.
    _r(
        "es",
        "filler",
        True,
        ES_HORNO_TELEGRAM,
        "El mes pasado dejó piezas sin firmar en la balda de abajo",
        evidence="Ejem, perdón, es que el mes pasado dejé piezas sin firmar en la balda de abajo",
        speaker="Jorge Paredes",
        key="barro_vivo/jorge_paredes/incidencias",
    ),
    # tense: `antes cocía` reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        ES_HORNO_TELEGRAM,
        "Rocío Medina cuece en el horno de leña de Olivia",
        evidence="Yo antes cocía en el horno de leña de Olivia",
        speaker="Rocío Medina",
        key="barro_vivo/rocio_medina/horno",
    ),
    # --- dojo de kárate, JSON de voz a texto (`Usuario` de mem0) ---
    # speaker: `Soy` restituido como `Usuario es`.
    _r(
        "es",
        "speaker",
        True,
        ES_KARATE_STT,
        "Usuario es cinturón marrón",
        evidence="Soy cinturón marrón",
        speaker="user",
        key="user/karate/cinturon",
    ),
    # coordination: la primera de dos cláusulas con el mismo sujeto `Yo`; la muletilla va en la otra.
    _r(
        "es",
        "coordination",
        True,
        ES_KARATE_STT,
        "Sensei Okada da la clase de kata de los sábados",
        evidence="Yo doy la clase de kata de los sábados y, eh, también llevo el grupo de competición.",
        speaker="Sensei Okada",
        key="dojo_kaizen/sensei_okada/clases",
    ),
    # wrong_speaker: el segmento del sensei atribuido al usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_KARATE_STT,
        "Usuario da la clase de kata de los sábados",
        evidence="Yo doy la clase de kata de los sábados",
        speaker="user",
        key="user/karate/clases",
    ),
    # subspan: el importe con su unidad.
    _r(
        "es",
        "subspan",
        True,
        ES_KARATE_STT,
        "45 euros",
        evidence="Mi cuota mensual es de 45 euros",
        speaker="user",
        key="user/dojo_kaizen/cuota_mensual",
    ),
    # --- reparaciones en residencia universitaria, Slack ---
    # list_item: un día de tres, con `de esta semana`.
    _r(
        "es",
        "list_item",
        True,
        ES_RESIDENCIA_SLACK,
        "Iker Etxeberria pasa por el bloque A el miércoles de esta semana",
        evidence="Yo paso por el bloque A el lunes, el miércoles y el viernes de esta semana.",
        speaker="Iker Etxeberria",
        key="colegio_mayor_arbos/iker_etxeberria/visitas",
    ),
    # restriction_drop: `del bloque B` (modificador del sustantivo de la clave) suprimido.
    _r(
        "es",
        "restriction_drop",
        False,
        ES_RESIDENCIA_SLACK,
        "La caldera ya está reparada",
        evidence="la caldera del bloque B ya está reparada",
        speaker="Laura Vidal",
        key="colegio_mayor_arbos/caldera/estado",
    ),
    # --- alquiler de castillos hinchables, WhatsApp (Android) ---
    # restriction_drop: el precio de entre semana guardado bajo una clave que no lleva `entre semana`.
    _r(
        "es",
        "restriction_drop",
        False,
        ES_HINCHABLES_WHATSAPP,
        "120 €",
        evidence="El castillo pirata se alquila por 120 € el día entre semana",
        speaker="Hinchables Alegría",
        key="hinchables_alegria/castillo_pirata/precio_dia",
    ),
    # coordination: el segundo de dos predicados del mismo hablante (sujeto tácito), con su nombre.
    _r(
        "es",
        "coordination",
        True,
        ES_HINCHABLES_WHATSAPP,
        "Carlos Méndez paga la señal hoy por Bizum",
        evidence="lo quiero para el cumple de mi hijo el sábado 12 y pago la señal hoy por Bizum.",
        speaker="Carlos Méndez",
        key="hinchables_alegria/carlos_mendez/pago",
    ),
    # filler: `Eh, bueno, pues` suprimido; sujeto elidido.
    _r(
        "es",
        "filler",
        True,
        ES_HINCHABLES_WHATSAPP,
        "Vive en un bajo con jardín en Carabanchel",
        evidence="Eh, bueno, pues vivo en un bajo con jardín en Carabanchel",
        speaker="Carlos Méndez",
        key="hinchables_alegria/carlos_mendez/vivienda",
    ),
    # speaker: `Yo recojo` con su nombre.
    _r(
        "es",
        "speaker",
        True,
        ES_HINCHABLES_WHATSAPP,
        "Carlos Méndez recoge el castillo el viernes por la tarde",
        evidence="Yo recojo el castillo el viernes por la tarde",
        speaker="Carlos Méndez",
        key="hinchables_alegria/carlos_mendez/recogida",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- 采蘑菇群，微信导出 ---
    # subspan：只取集合地点；其余是键所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        ZH_MUSHROOM_WECHAT,
        "西山森林公园北门",
        evidence="在西山森林公园北门集合",
        speaker="杨帆",
        key="yunnan_mushroom_club/sunday_outing/meeting_point",
    ),
    # list_item：列表中的一项。
    _r(
        "zh",
        "list_item",
        True,
        ZH_MUSHROOM_WECHAT,
        "刘晓梅带小刀",
        evidence="我带竹篮和小刀",
        speaker="刘晓梅",
        key="yunnan_mushroom_club/刘晓梅/装备",
    ),
    # negation：去掉了「不」。
    _r(
        "zh",
        "negation",
        False,
        ZH_MUSHROOM_WECHAT,
        "刘晓梅带菌类图鉴",
        evidence="但是我不带菌类图鉴",
        speaker="刘晓梅",
        key="yunnan_mushroom_club/刘晓梅/装备",
    ),
    # attribution：去掉了「听护林员说」。
    _r(
        "zh",
        "attribution",
        False,
        ZH_MUSHROOM_WECHAT,
        "今年只有办了采集证的人才能进保护区采菌",
        evidence="听护林员说，今年只有办了采集证的人才能进保护区采菌。",
        speaker="杨帆",
        key="yunnan_mushroom_club/规定/保护区",
    ),
    # filler：去掉「嗯那个」；周凯本人的发言。
    _r(
        "zh",
        "filler",
        True,
        ZH_MUSHROOM_WECHAT,
        "周凯从昆明市区开车过去",
        evidence="嗯那个，我从昆明市区开车过去",
        speaker="周凯",
        key="yunnan_mushroom_club/周凯/交通",
    ),
    # wrong_speaker：周凯的发言绑定到杨帆。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_MUSHROOM_WECHAT,
        "杨帆从昆明市区开车过去",
        evidence="我从昆明市区开车过去",
        speaker="杨帆",
        key="yunnan_mushroom_club/杨帆/交通",
    ),
    # --- 医院志愿司机，例会纪要 ---
    # subspan：只取报销标准（金额带单位）。
    _r(
        "zh",
        "subspan",
        True,
        ZH_DRIVERS_MINUTES,
        "每公里0.8元",
        evidence="医院按每公里0.8元报销油费",
        speaker="王建国",
        key="city_no2_hospital/volunteer_drivers/mileage_rate",
    ),
    # coordination：同一主语「我」的第一个分句。
    _r(
        "zh",
        "coordination",
        True,
        ZH_DRIVERS_MINUTES,
        "李秀英每周二负责透析接送",
        evidence="我每周二负责透析接送，春节前还负责周五的取药",
        speaker="李秀英",
        key="city_no2_hospital/李秀英/任务",
    ),
    # restriction_drop：第二个分句去掉了时间范围「春节前」。
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_DRIVERS_MINUTES,
        "李秀英还负责周五的取药",
        evidence="我每周二负责透析接送，春节前还负责周五的取药",
        speaker="李秀英",
        key="city_no2_hospital/李秀英/任务",
    ),
    # tense：去掉「以前」，过去的职责写成现在的。
    _r(
        "zh",
        "tense",
        False,
        ZH_DRIVERS_MINUTES,
        "陈浩负责周六的出院接送",
        evidence="我以前负责周六的出院接送",
        speaker="陈浩",
        key="city_no2_hospital/陈浩/任务",
    ),
    # condition：去掉「如果新车能按时到」。
    _r(
        "zh",
        "condition",
        False,
        ZH_DRIVERS_MINUTES,
        "赵敏从一月份开始接手周六的出院接送",
        evidence="如果新车能按时到，我从一月份开始接手周六的出院接送。",
        speaker="赵敏",
        key="city_no2_hospital/赵敏/任务",
    ),
    # parenthetical：去掉括号里的说明，保留「李秀英说」。
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_DRIVERS_MINUTES,
        "李秀英说，那辆公务车刹车没通过年检",
        evidence="李秀英说，那辆公务车（就是灰色那辆，新来的注意一下）刹车没通过年检。",
        speaker="王建国",
        key="city_no2_hospital/公务车/年检",
    ),
    # attribution：同一句去掉了「李秀英说」。
    _r(
        "zh",
        "attribution",
        False,
        ZH_DRIVERS_MINUTES,
        "那辆公务车刹车没通过年检",
        evidence="李秀英说，那辆公务车（就是灰色那辆，新来的注意一下）刹车没通过年检。",
        speaker="王建国",
        key="city_no2_hospital/公务车/年检",
    ),
    # --- 充气城堡出租，邮件（含引用回复） ---
    # subspan：只取预订编号。
    _r(
        "zh",
        "subspan",
        True,
        ZH_CASTLE_EMAIL,
        "HLB-20461",
        evidence="您的预订编号是 HLB-20461。",
        speaker="小邓",
        key="huanlebao/sun_li/booking_id",
    ),
    # negation：去掉了「不」。
    _r(
        "zh",
        "negation",
        False,
        ZH_CASTLE_EMAIL,
        "城堡能放在碎石地或斜坡上",
        evidence="城堡不能放在碎石地或斜坡上",
        speaker="小邓",
        key="huanlebao/公主城堡/场地要求",
    ),
    # speaker：引用回复里孙丽的「我」换成她的名字。
    _r(
        "zh",
        "speaker",
        True,
        ZH_CASTLE_EMAIL,
        "孙丽想租公主城堡",
        evidence="我想租公主城堡",
        speaker="孙丽",
        key="huanlebao/孙丽/预订",
    ),
    # filler：去掉「嗯」和逗号；「大概」和人数都保留。
    _r(
        "zh",
        "filler",
        True,
        ZH_CASTLE_EMAIL,
        "大概会来15个小朋友",
        evidence="大概会来，嗯，15个小朋友",
        speaker="孙丽",
        key="huanlebao/孙丽/人数",
    ),
    # --- 大学宿舍维修，Slack ---
    # list_item：三天中的一天，保留「这周」。
    _r(
        "zh",
        "list_item",
        True,
        ZH_DORM_SLACK,
        "何佳这周三在现场",
        evidence="我这周一、周三、周四在现场",
        speaker="何佳",
        key="dorm_repairs/何佳/在岗",
    ),
    # wrong_speaker：何佳的发言绑定到吴涛。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_DORM_SLACK,
        "吴涛已经把709的淋浴报成紧急了",
        evidence="我已经把709的淋浴报成紧急了",
        speaker="吴涛",
        key="dorm_repairs/7号楼/709淋浴",
    ),
    # speaker：吴涛本人的发言，否定保留。
    _r(
        "zh",
        "speaker",
        True,
        ZH_DORM_SLACK,
        "吴涛这周不在现场",
        evidence="我这周不在现场",
        speaker="吴涛",
        key="dorm_repairs/吴涛/在岗",
    ),
    # stitch：第一个分句的主语接上第二个分句的谓语。
    _r(
        "zh",
        "stitch",
        False,
        ZH_DORM_SLACK,
        "714的热水器还在漏水",
        evidence="714的热水器修好了，709的淋浴还在漏水",
        speaker="郑磊",
        key="dorm_repairs/7号楼/714热水器",
    ),
    # scope：去掉「部分」，说成所有防火门都换。
    _r(
        "zh",
        "scope",
        False,
        ZH_DORM_SLACK,
        "施工方说二楼和三楼的防火门寒假期间更换",
        evidence="施工方说二楼和三楼的部分防火门寒假期间更换",
        speaker="郑磊",
        key="dorm_repairs/7号楼/防火门",
    ),
    # --- 地毯清洗，带岗位标签的通话记录 ---
    # list_item：三处中的一处，保留「在元旦前」和「的地毯洗一下」。
    _r(
        "zh",
        "list_item",
        True,
        ZH_CARPET_CALL,
        "刘建华想在元旦前把楼梯的地毯洗一下",
        evidence="我想在元旦前把客厅、楼梯和走廊的地毯洗一下",
        speaker="刘建华",
        key="jierong_carpet/刘建华/清洗范围",
    ),
    # speaker：客户本人的发言。
    _r(
        "zh",
        "speaker",
        True,
        ZH_CARPET_CALL,
        "刘建华在家办公",
        evidence="我在家办公",
        speaker="刘建华",
        key="jierong_carpet/刘建华/在家时间",
    ),
    # wrong_speaker：客户的发言绑定到质检主管。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_CARPET_CALL,
        "黄静在家办公",
        evidence="我在家办公",
        speaker="黄静",
        key="jierong_carpet/黄静/在家时间",
    ),
    # subspan：含税金额带单位。
    _r(
        "zh",
        "subspan",
        True,
        ZH_CARPET_CALL,
        "含税680元",
        evidence="报价是含税680元",
        speaker="小凯",
        key="jierong_carpet/liu_jianhua/quote",
    ),
    # condition：去掉「只有预约时提出要求」和「才」。
    _r(
        "zh",
        "condition",
        False,
        ZH_CARPET_CALL,
        "我们用宠物安全的清洁剂",
        evidence="只有预约时提出要求，我们才用宠物安全的清洁剂",
        speaker="黄静",
        key="jierong_carpet/宠物安全清洁剂",
    ),
    # number：去掉「两只」。
    _r(
        "zh",
        "number",
        False,
        ZH_CARPET_CALL,
        "刘建华家有猫和一只兔子",
        evidence="我家有两只猫和一只兔子",
        speaker="刘建华",
        key="jierong_carpet/刘建华/宠物",
    ),
    # --- 纹身工作室，语音转写 JSON（mem0 的「用户」） ---
    # speaker：纹身师本人的话，「只」保留。
    _r(
        "zh",
        "speaker",
        True,
        ZH_TATTOO_STT,
        "阿May周六只接整天的预约",
        evidence="我周六只接整天的预约",
        speaker="阿May",
        key="moyin_tattoo/阿May/预约规则",
    ),
    # wrong_speaker：纹身师的话绑定到用户。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_TATTOO_STT,
        "用户周六只接整天的预约",
        evidence="我周六只接整天的预约",
        speaker="user",
        key="user/纹身/预约规则",
    ),
    # speaker：用户的话，按 mem0 的写法。
    _r(
        "zh",
        "speaker",
        True,
        ZH_TATTOO_STT,
        "用户想在左小臂纹一个蕨类植物的图案",
        evidence="我想在左小臂纹一个蕨类植物的图案",
        speaker="user",
        key="user/纹身/图案",
    ),
    # coordination：「而且」连接的第二个分句，主语同为「我」。
    _r(
        "zh",
        "coordination",
        True,
        ZH_TATTOO_STT,
        "用户已经付了300元定金",
        evidence="我想在左小臂纹一个蕨类植物的图案，而且我已经付了300元定金",
        speaker="user",
        key="user/纹身/定金",
    ),
    # subspan：只取邮箱地址，完整。
    _r(
        "zh",
        "subspan",
        True,
        ZH_TATTOO_STT,
        "zhou.yue88@qq.com",
        evidence="我的邮箱是 zhou.yue88@qq.com",
        speaker="user",
        key="user/email",
    ),
    # --- 陶艺窑炉共享，微信导出 ---
    # parenthetical：去掉括号里的说明。
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_KILN_WECHAT,
        "大窑12月11日排了釉烧",
        evidence="大窑（就是夏天老戴重新接过线的那台，新来的朋友了解一下）12月11日排了釉烧。",
        speaker="林小雨",
        key="taoran_studio/大窑/排班",
    ),
    # speaker：陈默自己那一分句，换成他的名字。
    _r(
        "zh",
        "speaker",
        True,
        ZH_KILN_WECHAT,
        "陈默负责周二的素烧",
        evidence="我负责周二的素烧",
        speaker="陈默",
        key="taoran_studio/陈默/排班",
    ),
    # tense：去掉「以前」，过去用的窑写成现在用的。
    _r(
        "zh",
        "tense",
        False,
        ZH_KILN_WECHAT,
        "陈默用的是阿玲家的柴窑",
        evidence="我以前用的是阿玲家的柴窑",
        speaker="陈默",
        key="taoran_studio/陈默/窑",
    ),
    # --- 社区共享冰箱，微信导出 ---
    # coordination：同一主语「我」的第一个分句。
    _r(
        "zh",
        "coordination",
        True,
        ZH_FRIDGE_WECHAT,
        "马丽每周日晚上清洁冰箱",
        evidence="我每周日晚上清洁冰箱，周一从超市拿临期食品补货",
        speaker="马丽",
        key="linli_fridge/马丽/职责",
    ),
    # restriction_drop：列表项「熟食」去掉了限定「贴了标签的」。
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_FRIDGE_WECHAT,
        "冰箱接收熟食",
        evidence="冰箱接收密封的乳制品、新鲜果蔬、面包，以及贴了标签的熟食。",
        key="linli_fridge/accepted_items",
    ),
    # --- 电动滑板车租赁，通话记录 ---
    # restriction_drop：工作日的解锁费存在不带「工作日」的键下。
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_SCOOTER_CALL,
        "1元",
        evidence="工作日解锁费1元",
        speaker="阿杰",
        key="xiaolv_scooter/unlock_fee",
    ),
    # filler：去掉「嗯，就是，」；许婷本人的话。
    _r(
        "zh",
        "filler",
        True,
        ZH_SCOOTER_CALL,
        "许婷每天骑车去学校",
        evidence="嗯，就是，我每天骑车去学校。",
        speaker="许婷",
        key="xiaolv_scooter/许婷/出行",
    ),
)

_RECORDS: list[Realistic] = [*_EN, *_ES, *_ZH]

BATCH_81: tuple[Realistic, ...] = tuple(_RECORDS)
