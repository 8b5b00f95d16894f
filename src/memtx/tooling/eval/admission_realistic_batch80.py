"""The realistic set's eightieth batch: a blind measurement of the merged admission rules (issue 31, brief B80).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b80, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test, git
history or any other batch's records. Read: the brief; the list of DESIGN's headings (to find §4) and §4 with its two
amendments (a search for "amend" also showed the one line holding that word in each later section's amendments, read
no further); issue 31 (the issue, not its notes); the record type and `_r`; and the first 60 lines of batch 41 (its
docstring and first two records, for the format and the family names); beyond that, only the eval directory's file
names were listed, to check that this file was new. No scorer, `check_support` or `memtx eval` was run on these
records; the only script run on them checks that each evidence is a span of its source and counts the families.

Every source is invented here, in domains the earlier batches used little: pharmacy repeat prescriptions, allotment
water rotas, removal companies, guitar lessons, sailing clubs, printing shops, podiatry clinics, secondhand car
dealers, gym childcare creches, vegan catering, community radio stations and lost-property offices, with their
Spanish (farmacia, huertos urbanos, mudanzas, clases de guitarra, club náutico, imprenta, podología, coches de segunda
mano, guardería del gimnasio, catering vegano, radio comunitaria, objetos perdidos) and Chinese (药房续方, 社区菜园浇水
轮值, 搬家公司, 吉他课, 帆船俱乐部, 印刷店, 足病诊所, 二手车行, 健身房托儿所, 素食餐饮, 社区电台, 失物招领)
equivalents. Registers: single-speaker messages (support tickets, e-mails with signatures, voice-note transcripts
with fillers, form free-text) and two two-party chats per language in mem0's `User:`/`Assistant:` shape.

The values are written as memory extractors write them: restatements with the speaker's name (Zep, Graphiti) or
mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`), including Spanish pro-drop verbs bound to
the speaker with the agreement inflection (`recojo` → `Javier Morales recoge`); one item of a list; one conjunct of
a shared subject; an aside dropped; fillers dropped; and atomic keyed values (an e-mail, a phone number, an order
code, an amount) under LangGraph-style keys, with the key styles mixed (English keys over Spanish sources, Chinese
keys, `user/...`).

Every negative shares its source with at least one faithful record and differs from it only in what DESIGN §4 says
matters: another person's turn or another person named for the speaker's `I` (wrong_speaker), a modifier of the
keyed noun or a time frame left out (restriction_drop), a report dropped (attribution: "the mechanic says …"), a
negator, the past (`used to`, `antes`, `以前`, `was`), a condition or exception marker, a number, a scope word
(`only`, `solo`, `只有`), and two gapped conjuncts stitched into a claim neither states.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

_EN_PHARMACY_TICKET = (
    "Ticket #RX-20931 · Repeat prescriptions\n"
    "From: Gareth Lowe <g.lowe@fastmail.co.uk>\n\n"
    "Hello, I pick up from the Hillside branch on the first Monday of each month. The repeat covers amlodipine, "
    "atorvastatin and omeprazole. Please don't add the salbutamol inhaler to the repeat; I only use it in winter.\n\n"
    "Thanks,\nGareth"
)

_EN_PHARMACY_CHAT = (
    "User: Can you text me when my repeat is ready? My mobile is 07700 900418.\n"
    "Assistant: Of course. I've set a reminder for 14 December, and I can hold the bag at the counter until 6pm.\n"
    "User: Thanks. I'm away from 20 December, so I'll need the January batch early."
)

_EN_ALLOTMENT_EMAIL = (
    "Subject: Winter water rota\n\n"
    "Dear plot holders,\n\n"
    "From January the east standpipes will be shut off. Plot 14 waters on Tuesdays and plot 15 on Saturdays. "
    "The new hose reel (the green one by gate B) is for everyone's use. Only committee members may open the main "
    "valve.\n\n"
    "Rosalind Achebe\n"
    "Rota Secretary, Fernhill Allotments\n"
    "rota@fernhill-allotments.org.uk"
)

_EN_REMOVALS_FORM = (
    "Booking form — Northway Removals\n"
    "Name: Helen Okafor\n"
    "Move date: Friday 18 December\n"
    "Work mobile: 07911 123456\n"
    "Anything we should know?: We're moving from a second-floor flat with no lift. The crew will need to dismantle "
    "the piano, the wardrobe and the bunk beds. I'll be at the old flat from 8am, and Dan will meet the van at the "
    "new house."
)

_EN_GUITAR_VOICE = (
    "[Voice note, 0:52] Hi, um, it's Tomasz Nowak. So, er, I used to play in a covers band, but I haven't picked up "
    "an electric in years. I've got a Yamaha acoustic at home. Um, Thursdays after six are, like, best for me. And, "
    "yeah, I'd like to learn fingerpicking and some basic theory."
)

_EN_SAILING_EMAIL = (
    "Hi all,\n"
    "Quick notes from the dinghy section. Juniors can borrow the Toppers on Sunday mornings if an instructor is on "
    "the water. The safety boat (the orange RIB, not the old Dory) needs a new kill cord. The junior membership fee "
    "is £95 for the season. Every boat on the water must carry two paddles.\n"
    "Fair winds,\n"
    "Fiona MacLeod\n"
    "Dinghy Secretary, Harbour Point Sailing Club"
)

_EN_PRINT_TICKET = (
    "Ticket 55120 · Inkwell Print\n"
    "Order: PR-7731-K\n"
    "Customer: Imran Siddiqui\n\n"
    "I ordered 500 A5 flyers on silk, but the proof shows gloss. Your colleague Jo said the reprint would be free. "
    "I need them by Friday because the launch is on Saturday."
)

_EN_PODIATRY_EMAIL = (
    "Dear Mrs Hale,\n\n"
    "Your next appointment is on 12 January at 10:40 with Ravi Mehta (podiatrist). Nail surgery is not covered by "
    "the loyalty plan. Please bring your insoles and the referral letter.\n\n"
    "Kind regards,\n"
    "Priya Nandi\n"
    "Reception, StepWell Podiatry\n"
    "0161 555 0199"
)

_EN_CAR_CHAT = (
    "User: I'm interested in the 2017 Honda Jazz. Has the cambelt been done?\n"
    "Assistant: I checked with the workshop, and the mechanic says the cambelt was replaced at 60,000 miles. I'd "
    "knock £250 off if you buy before Christmas.\n"
    "User: Good to know. I drive about 8,000 miles a year and need an automatic."
)

_EN_CRECHE_FORM = (
    "Gym creche registration — FitHub Longsight\n"
    "Parent: Nadia Brennan\n"
    "Child: Ollie Brennan, 3\n"
    "Anything staff should know?: Ollie is allergic to sesame and naps after lunch. I work at the front desk on "
    "Tuesdays, so I can come over quickly."
)

_EN_VEGAN_EMAIL = (
    "Hi Sam,\n\n"
    "Thanks for the call. We can cater the buffet for 60 guests on 16 January. The whole menu is nut-free except "
    "the satay skewers. We bake our own bread and make the desserts in-house.\n\n"
    "Leah Simmons | Green Fork Catering | leah@greenforkcatering.co.uk"
)

_EN_RADIO_VOICE = (
    "[Voice note transcript] Er, hi, it's Kofi Mensah from the Sunday soul show. So, um, the show is, like, on "
    "104.6 FM from ten till twelve. The studio key — you know, the one with the red tag — is in the office drawer. "
    "I was the station treasurer, but Jo Pike does that now."
)

_EN_LOST_PROPERTY_VOICE = (
    "[Voicemail, 0:21] Hi, er, this is Agnieszka Wrona, reference LP-44817. Um, the rucksack is, er, navy with a "
    "broken zip. Thanks."
)

# --- Spanish sources ---

_ES_FARMACIA_TICKET = (
    "Incidencia #RC-48102 · Receta de repetición\n"
    "De: Javier Morales <jmorales@correo.es>\n\n"
    "Buenas, recojo la medicación en la farmacia de la calle Alcalá el primer lunes de cada mes. La receta incluye "
    "enalapril, metformina y omeprazol. Por favor, no añadan el inhalador a la receta; solo lo uso en invierno.\n\n"
    "Gracias,\nJavier"
)

_ES_FARMACIA_CHAT = (
    "User: ¿Me podéis avisar cuando esté lista la receta? Mi móvil es 612 345 789.\n"
    "Assistant: Claro. He programado un aviso para el 14 de diciembre y puedo guardar la bolsa en el mostrador hasta "
    "las 20:00.\n"
    "User: Gracias. Estaré fuera desde el 20 de diciembre, así que necesitaré el lote de enero antes."
)

_ES_HUERTOS_EMAIL = (
    "Asunto: Turnos de riego de invierno\n\n"
    "Hola a todos:\n\n"
    "A partir de enero se cierran las fuentes del lado este. La parcela 14 riega los martes y la 15, los sábados. "
    "La manguera nueva (la verde, junto a la puerta B) es para uso de todos. Solo los miembros de la junta pueden "
    "abrir la llave general.\n\n"
    "Montserrat Puig\n"
    "Secretaria de turnos, Huertos Urbanos de Vallcarca\n"
    "riego@huertosvallcarca.org"
)

_ES_MUDANZAS_FORM = (
    "Formulario de reserva — Mudanzas Trasteo Exprés\n"
    "Nombre: Carmen Ibáñez\n"
    "Fecha: viernes 18 de diciembre\n"
    "Teléfono del trabajo: 934 567 210\n"
    "Observaciones: Nos mudamos desde un segundo piso sin ascensor. Hay que desmontar el piano, el armario y la "
    "litera. Estaré en el piso viejo desde las 8:00 y mi hermano Raúl recibirá el camión en la casa nueva."
)

_ES_GUITARRA_VOZ = (
    "[Nota de voz, 0:47] Hola, eh, soy Diego Salazar. Pues, antes tocaba en un grupo de versiones, pero hace años "
    "que no cojo una eléctrica. Tengo una acústica Alhambra en casa. Eh, los jueves después de las seis, o sea, me "
    "vienen mejor. Y bueno, quiero aprender fingerstyle y algo de solfeo."
)

_ES_NAUTICO_EMAIL = (
    "Hola a todos:\n"
    "Notas rápidas de la sección de vela ligera. Los infantiles pueden usar los Optimist los domingos por la mañana "
    "si hay un monitor en el agua. La lancha de seguridad (la neumática naranja, no la vieja Zodiac) necesita un "
    "cordón de parada nuevo. La cuota infantil es de 95 € por temporada. Cada barco debe llevar dos remos.\n"
    "Buen viento,\n"
    "Ainhoa Etxeberria\n"
    "Secretaria de Vela Ligera, Club Náutico Punta Galea"
)

_ES_IMPRENTA_TICKET = (
    "Incidencia 77341 · Imprenta La Estampa\n"
    "Pedido: EST-5520-B\n"
    "Cliente: Elena Vidal\n\n"
    "Pedí 300 carteles A3 en papel mate, pero la prueba sale en brillo. Su compañero Andrés dijo que la reimpresión "
    "sería gratis. Los necesito antes del viernes porque la inauguración es el sábado."
)

_ES_PODOLOGIA_EMAIL = (
    "Estimada Sra. Gil:\n\n"
    "Su próxima cita es el 12 de enero a las 10:40 con Pablo Reyes (podólogo). La cirugía de uñas no está incluida "
    "en el bono. Por favor, traiga las plantillas y el volante del médico.\n\n"
    "Un saludo,\n"
    "Rocío Navarro\n"
    "Recepción, Clínica Podológica Paso Firme\n"
    "915 550 199"
)

_ES_COCHES_CHAT = (
    "User: Busco un Seat Ibiza de 2018. ¿Le han cambiado la correa de distribución?\n"
    "Assistant: Lo he consultado con el taller: el mecánico dice que la correa se cambió a los 90.000 km. Le rebajo "
    "300 € si lo compra antes de Navidad.\n"
    "User: Vale. Hago unos 12.000 km al año y necesito un automático."
)

_ES_GUARDERIA_FORM = (
    "Inscripción guardería — Gimnasio VivaFit Delicias\n"
    "Madre/padre: Marta Quiroga\n"
    "Niño/a: Hugo Quiroga, 3 años\n"
    "¿Algo que debamos saber?: Hugo es alérgico al sésamo y duerme la siesta después de comer. Trabajo en la "
    "recepción los martes, así que puedo venir enseguida."
)

_ES_CATERING_EMAIL = (
    "Hola, Sam:\n\n"
    "Gracias por la llamada. Podemos servir el bufé para 60 invitados el 16 de enero. Todo el menú es sin frutos "
    "secos excepto las brochetas de satay. Hacemos nuestro propio pan y preparamos los postres en casa.\n\n"
    "Irene Casals | Hoja Verde Catering | irene@hojaverdecatering.es"
)

_ES_RADIO_VOZ = (
    "[Transcripción de nota de voz] Eh, hola, soy Nuria Beltrán, del magacín del sábado. Pues, o sea, el programa "
    "va en el 98.2 FM de diez a doce. La llave del estudio — ya sabes, la de la etiqueta roja — está en el cajón "
    "de la oficina. Yo era la tesorera de la emisora, pero ahora lo lleva Jordi Pons."
)

_ES_OBJETOS_PERDIDOS_VOZ = (
    "[Mensaje de voz, 0:19] Hola, eh, soy Alejandro Ruiz, referencia OP-30918. Este, la mochila es, eh, azul marino "
    "con la cremallera rota. Gracias."
)

# --- Chinese sources ---

_ZH_PHARMACY_TICKET = (
    "工单 #YF-30917 · 续方咨询\n"
    "提交人：陈建华\n\n"
    "您好，我每个月第一个星期一在和平路分店取药。续方包括氨氯地平、阿托伐他汀和奥美拉唑。"
    "请不要把沙丁胺醇吸入器加进续方，我只有冬天才用。\n\n"
    "谢谢，陈建华"
)

_ZH_PHARMACY_CHAT = (
    "User: 药配好了能发短信通知我吗？我的手机号是13812345678。\n"
    "Assistant: 好的。我已经设了12月14日的提醒，我可以在柜台把药袋留到晚上8点。\n"
    "User: 谢谢。我12月20日起不在家，所以一月份的药需要提前拿。"
)

_ZH_GARDEN_EMAIL = (
    "主题：冬季浇水轮值\n\n"
    "各位地块租户：\n\n"
    "从一月起，东侧的水龙头将关闭。14号地周二浇水，15号地周六浇水。"
    "新的水管卷盘（绿色的那个，在B门旁边）大家都可以用。只有管委会成员可以打开总阀门。\n\n"
    "刘秀英\n"
    "轮值秘书，枫林社区菜园\n"
    "rota@fenglin-garden.cn"
)

_ZH_REMOVALS_FORM = (
    "预约表 — 顺达搬家\n"
    "姓名：赵丽娟\n"
    "搬家日期：12月18日（周五）\n"
    "工作电话：021-6543 2109\n"
    "备注：我们从没有电梯的三楼搬出。需要拆装钢琴、衣柜和上下铺。"
    "我早上8点起在旧房子等，我丈夫王磊在新家接车。"
)

_ZH_GUITAR_VOICE = (
    "【语音转文字，0:45】喂，嗯，我是周浩。那个，我以前在一个翻唱乐队弹贝斯，不过好几年没碰电吉他了。"
    "我家里有一把雅马哈木吉他。嗯，周四六点以后，就是，对我最方便。然后，我想学指弹和一点乐理。"
)

_ZH_SAILING_EMAIL = (
    "各位好：\n\n"
    "小帆船组的几点通知。如果有教练在水上，青少年会员周日上午可以借用OP帆船。"
    "安全艇（橙色的充气艇，不是那条旧木艇）需要换一根新的熄火绳。青少年会员的会费是每季950元。"
    "每条船下水时必须带两支桨。\n\n"
    "一帆风顺，\n"
    "林海燕\n"
    "小帆船组秘书，海湾帆船俱乐部"
)

_ZH_PRINT_TICKET = (
    "工单 62018 · 墨香印务\n"
    "订单号：MX-4419-C\n"
    "客户：孙悦\n\n"
    "我订了800张A5哑光传单，但样稿是亮光的。你们的同事小吴说重印是免费的。"
    "我周五前必须拿到，因为周六就开业了。"
)

_ZH_PODIATRY_EMAIL = (
    "何女士您好：\n\n"
    "您的下次预约是1月12日上午10:40，由郑伟（足病医生）接诊。指甲手术不在会员套餐范围内。"
    "请带上您的鞋垫和转诊信。\n\n"
    "此致\n"
    "黄敏\n"
    "前台，步健足病诊所\n"
    "020-8555 0199"
)

_ZH_CAR_CHAT = (
    "User: 我想看看那辆2018年的本田飞度。正时皮带换过吗？\n"
    "Assistant: 我问过车间了，修理工说正时皮带在9万公里时换过。如果您圣诞节前买，我可以便宜2000元。\n"
    "User: 好的。我每年大概开1万2千公里，需要自动挡的。"
)

_ZH_CRECHE_FORM = (
    "健身房托儿所登记 — 活力健身（徐汇店）\n"
    "家长：吴静\n"
    "孩子：吴乐乐，3岁\n"
    "工作人员需要知道的事：乐乐对芝麻过敏，午饭后要睡午觉。我每周二在前台上班，所以可以很快过来。"
)

_ZH_VEGAN_EMAIL = (
    "Sam您好：\n\n"
    "谢谢您的来电。我们可以在1月16日为60位客人提供自助餐。除了沙爹串，整个菜单都不含坚果。"
    "我们自己烤面包，自己做甜点。\n\n"
    "蒋雯 | 青禾素食餐饮 | jiangwen@qinghe-veg.cn"
)

_ZH_RADIO_VOICE = (
    "【语音转写】呃，你好，我是周六早间节目的马丽。那个，节目是，就是，在FM 98.2，十点到十二点。"
    "录音室的钥匙——你知道的，挂红牌子的那把——放在办公室抽屉里。我以前是电台的财务，不过现在由高峰负责。"
)

_ZH_LOST_PROPERTY_VOICE = "【语音留言】你好，呃，我是杨帆，登记号SW-27735。嗯，背包是，呃，藏青色的，拉链坏了。谢谢。"

_RECORDS: list[Realistic] = [
    # ================================ English ================================
    # --- pharmacy repeat prescriptions: support ticket ---
    # list_item: one item of the repeat list with the list's head and verb.
    _r(
        "en",
        "list_item",
        True,
        _EN_PHARMACY_TICKET,
        "The repeat covers omeprazole",
        evidence="The repeat covers amlodipine, atorvastatin and omeprazole.",
        speaker="Gareth Lowe",
        key="hillside_pharmacy/gareth_lowe/repeat_items",
    ),
    # negation: the request's negator is skipped (`Please don't add` → `Add`).
    _r(
        "en",
        "negation",
        False,
        _EN_PHARMACY_TICKET,
        "Add the salbutamol inhaler to the repeat",
        evidence="Please don't add the salbutamol inhaler to the repeat",
        speaker="Gareth Lowe",
        key="hillside_pharmacy/gareth_lowe/requests",
    ),
    # --- pharmacy: mem0-shaped chat ---
    # subspan: the user's mobile number alone; the rest of the clause is what the key names.
    _r(
        "en",
        "subspan",
        True,
        _EN_PHARMACY_CHAT,
        "07700 900418",
        evidence="My mobile is 07700 900418.",
        speaker="user",
        key="user/mobile",
    ),
    # wrong_speaker: the assistant's `I can hold the bag` bound to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PHARMACY_CHAT,
        "User can hold the bag at the counter until 6pm",
        evidence="I can hold the bag at the counter until 6pm",
        speaker="user",
        key="user/pharmacy/notes",
    ),
    # --- allotment water rota: e-mail with signature ---
    # parenthetical: the bracketed aside identifying the reel is dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_ALLOTMENT_EMAIL,
        "The new hose reel is for everyone's use",
        evidence="The new hose reel (the green one by gate B) is for everyone's use.",
        speaker="Rosalind Achebe",
        key="fernhill_allotments/hose_reel",
    ),
    # subspan: the rota secretary's address; the signature lines are what the key names.
    _r(
        "en",
        "subspan",
        True,
        _EN_ALLOTMENT_EMAIL,
        "rota@fernhill-allotments.org.uk",
        evidence="Rota Secretary, Fernhill Allotments\nrota@fernhill-allotments.org.uk",
        speaker="Rosalind Achebe",
        key="fernhill_allotments/rota_secretary/email",
    ),
    # scope: `Only` dropped from the valve rule.
    _r(
        "en",
        "scope",
        False,
        _EN_ALLOTMENT_EMAIL,
        "Committee members may open the main valve",
        evidence="Only committee members may open the main valve.",
        speaker="Rosalind Achebe",
        key="fernhill_allotments/main_valve/access",
    ),
    # restriction_drop: the time frame `From January` dropped; the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_ALLOTMENT_EMAIL,
        "The east standpipes will be shut off",
        evidence="From January the east standpipes will be shut off.",
        speaker="Rosalind Achebe",
        key="fernhill_allotments/standpipes/status",
    ),
    # stitch: plot 14's subject joined to plot 15's day across the gapped conjuncts.
    _r(
        "en",
        "stitch",
        False,
        _EN_ALLOTMENT_EMAIL,
        "Plot 14 waters on Saturdays",
        evidence="Plot 14 waters on Tuesdays and plot 15 on Saturdays.",
        speaker="Rosalind Achebe",
        key="fernhill_allotments/plot_14/watering_day",
    ),
    # --- removal company: booking form free text ---
    # list_item: one item of the dismantling list.
    _r(
        "en",
        "list_item",
        True,
        _EN_REMOVALS_FORM,
        "The crew will need to dismantle the bunk beds",
        evidence="The crew will need to dismantle the piano, the wardrobe and the bunk beds.",
        speaker="Helen Okafor",
        key="northway_removals/helen_okafor/dismantling",
    ),
    # subspan: the work mobile under a key that carries `work`.
    _r(
        "en",
        "subspan",
        True,
        _EN_REMOVALS_FORM,
        "07911 123456",
        evidence="Work mobile: 07911 123456",
        speaker="Helen Okafor",
        key="northway_removals/helen_okafor/work_mobile",
    ),
    # restriction_drop: the same number under a key without `work`, the keyed noun's modifier.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_REMOVALS_FORM,
        "07911 123456",
        evidence="Work mobile: 07911 123456",
        speaker="Helen Okafor",
        key="northway_removals/helen_okafor/mobile",
    ),
    # speaker: `I'll be` → `Helen Okafor will be`.
    _r(
        "en",
        "speaker",
        True,
        _EN_REMOVALS_FORM,
        "Helen Okafor will be at the old flat from 8am",
        evidence="I'll be at the old flat from 8am",
        speaker="Helen Okafor",
        key="northway_removals/helen_okafor/move_day",
    ),
    # wrong_speaker: the writer's `I` given to her partner Dan, named later in the sentence.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_REMOVALS_FORM,
        "Dan will be at the old flat from 8am",
        evidence="I'll be at the old flat from 8am",
        speaker="Helen Okafor",
        key="northway_removals/helen_okafor/move_day",
    ),
    # --- guitar lessons: voice-note transcript ---
    # filler: `Um` and `like` dropped.
    _r(
        "en",
        "filler",
        True,
        _EN_GUITAR_VOICE,
        "Thursdays after six are best for me",
        evidence="Um, Thursdays after six are, like, best for me.",
        speaker="Tomasz Nowak",
        key="riffwell_guitar/tomasz_nowak/availability",
    ),
    # tense: `used to play` restated as the present.
    _r(
        "en",
        "tense",
        False,
        _EN_GUITAR_VOICE,
        "Tomasz Nowak plays in a covers band",
        evidence="I used to play in a covers band",
        speaker="Tomasz Nowak",
        key="riffwell_guitar/tomasz_nowak/experience",
    ),
    # speaker: `I've got` → `Tomasz Nowak has got`.
    _r(
        "en",
        "speaker",
        True,
        _EN_GUITAR_VOICE,
        "Tomasz Nowak has got a Yamaha acoustic at home",
        evidence="I've got a Yamaha acoustic at home.",
        speaker="Tomasz Nowak",
        key="riffwell_guitar/tomasz_nowak/instruments",
    ),
    # --- sailing club: e-mail with signature ---
    # condition: the trailing `if an instructor is on the water` dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_SAILING_EMAIL,
        "Juniors can borrow the Toppers on Sunday mornings",
        evidence="Juniors can borrow the Toppers on Sunday mornings if an instructor is on the water.",
        speaker="Fiona MacLeod",
        key="harbour_point_sc/toppers/junior_use",
    ),
    # parenthetical: the aside is dropped whole, its `not` with it (the negator belongs to the aside).
    _r(
        "en",
        "parenthetical",
        True,
        _EN_SAILING_EMAIL,
        "The safety boat needs a new kill cord",
        evidence="The safety boat (the orange RIB, not the old Dory) needs a new kill cord.",
        speaker="Fiona MacLeod",
        key="harbour_point_sc/safety_boat/repairs",
    ),
    # subspan: the fee with its currency; the key carries `junior` and the season.
    _r(
        "en",
        "subspan",
        True,
        _EN_SAILING_EMAIL,
        "£95",
        evidence="The junior membership fee is £95 for the season.",
        speaker="Fiona MacLeod",
        key="harbour_point_sc/junior_membership/season_fee",
    ),
    # restriction_drop: the same amount under a key without `junior`.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_SAILING_EMAIL,
        "£95",
        evidence="The junior membership fee is £95 for the season.",
        speaker="Fiona MacLeod",
        key="harbour_point_sc/membership/season_fee",
    ),
    # number: `two` dropped from the paddle rule.
    _r(
        "en",
        "number",
        False,
        _EN_SAILING_EMAIL,
        "Every boat on the water must carry paddles",
        evidence="Every boat on the water must carry two paddles.",
        speaker="Fiona MacLeod",
        key="harbour_point_sc/boat_kit",
    ),
    # --- printing shop: support ticket ---
    # speaker: `I ordered` → `Imran Siddiqui ordered`; the `but` clause is a whole clause left out.
    _r(
        "en",
        "speaker",
        True,
        _EN_PRINT_TICKET,
        "Imran Siddiqui ordered 500 A5 flyers on silk",
        evidence="I ordered 500 A5 flyers on silk",
        speaker="Imran Siddiqui",
        key="inkwell_print/imran_siddiqui/order",
    ),
    # attribution: Jo's report asserted as the shop's fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_PRINT_TICKET,
        "The reprint would be free",
        evidence="Your colleague Jo said the reprint would be free.",
        speaker="Imran Siddiqui",
        key="inkwell_print/imran_siddiqui/reprint_cost",
    ),
    # subspan: the order code alone.
    _r(
        "en",
        "subspan",
        True,
        _EN_PRINT_TICKET,
        "PR-7731-K",
        evidence="Order: PR-7731-K",
        speaker="Imran Siddiqui",
        key="inkwell_print/imran_siddiqui/order_code",
    ),
    # --- podiatry clinic: e-mail with signature ---
    # list_item: one of the two things to bring.
    _r(
        "en",
        "list_item",
        True,
        _EN_PODIATRY_EMAIL,
        "Please bring the referral letter",
        evidence="Please bring your insoles and the referral letter.",
        speaker="Priya Nandi",
        key="stepwell_podiatry/mrs_hale/next_visit/bring",
    ),
    # negation: `not` dropped from the plan's coverage.
    _r(
        "en",
        "negation",
        False,
        _EN_PODIATRY_EMAIL,
        "Nail surgery is covered by the loyalty plan",
        evidence="Nail surgery is not covered by the loyalty plan.",
        speaker="Priya Nandi",
        key="stepwell_podiatry/loyalty_plan/coverage",
    ),
    # --- secondhand car dealer: mem0-shaped chat ---
    # speaker: `I'm interested` → `User is interested`.
    _r(
        "en",
        "speaker",
        True,
        _EN_CAR_CHAT,
        "User is interested in the 2017 Honda Jazz",
        evidence="I'm interested in the 2017 Honda Jazz.",
        speaker="user",
        key="user/car_search/interest",
    ),
    # attribution: the mechanic's report asserted as fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_CAR_CHAT,
        "The cambelt was replaced at 60,000 miles",
        evidence="the mechanic says the cambelt was replaced at 60,000 miles",
        speaker="user",
        key="user/car_search/honda_jazz/cambelt",
    ),
    # wrong_speaker: the assistant's `I checked` bound to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CAR_CHAT,
        "User checked with the workshop",
        evidence="I checked with the workshop",
        speaker="user",
        key="user/car_search/notes",
    ),
    # coordination: the second conjunct of the user's shared subject, the first (with its number) left out.
    _r(
        "en",
        "coordination",
        True,
        _EN_CAR_CHAT,
        "User needs an automatic",
        evidence="I drive about 8,000 miles a year and need an automatic.",
        speaker="user",
        key="user/car_search/gearbox",
    ),
    # --- gym creche: registration form free text ---
    # coordination: Ollie's second conjunct alone.
    _r(
        "en",
        "coordination",
        True,
        _EN_CRECHE_FORM,
        "Ollie naps after lunch",
        evidence="Ollie is allergic to sesame and naps after lunch.",
        speaker="Nadia Brennan",
        key="fithub_creche/ollie_brennan/routine",
    ),
    # speaker: the parent's `I work` → `Nadia Brennan works`.
    _r(
        "en",
        "speaker",
        True,
        _EN_CRECHE_FORM,
        "Nadia Brennan works at the front desk on Tuesdays",
        evidence="I work at the front desk on Tuesdays",
        speaker="Nadia Brennan",
        key="fithub_creche/nadia_brennan/work",
    ),
    # wrong_speaker: the parent's `I` given to the child named on the form.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CRECHE_FORM,
        "Ollie Brennan works at the front desk on Tuesdays",
        evidence="I work at the front desk on Tuesdays",
        speaker="Nadia Brennan",
        key="fithub_creche/ollie_brennan/notes",
    ),
    # --- vegan catering: e-mail with signature ---
    # condition: the exception `except the satay skewers` dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_VEGAN_EMAIL,
        "The whole menu is nut-free",
        evidence="The whole menu is nut-free except the satay skewers.",
        speaker="Leah Simmons",
        key="green_fork_catering/menu/allergens",
    ),
    # coordination: the second conjunct of `We`.
    _r(
        "en",
        "coordination",
        True,
        _EN_VEGAN_EMAIL,
        "We make the desserts in-house",
        evidence="We bake our own bread and make the desserts in-house.",
        speaker="Leah Simmons",
        key="green_fork_catering/kitchen",
    ),
    # --- community radio: voice-note transcript ---
    # filler: `So, um` and `like` dropped.
    _r(
        "en",
        "filler",
        True,
        _EN_RADIO_VOICE,
        "the show is on 104.6 FM from ten till twelve",
        evidence="So, um, the show is, like, on 104.6 FM from ten till twelve.",
        speaker="Kofi Mensah",
        key="community_radio/sunday_soul/slot",
    ),
    # tense: `I was the station treasurer` restated in the present.
    _r(
        "en",
        "tense",
        False,
        _EN_RADIO_VOICE,
        "Kofi Mensah is the station treasurer",
        evidence="I was the station treasurer",
        speaker="Kofi Mensah",
        key="community_radio/kofi_mensah/role",
    ),
    # speaker: the same clause, past kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_RADIO_VOICE,
        "Kofi Mensah was the station treasurer",
        evidence="I was the station treasurer",
        speaker="Kofi Mensah",
        key="community_radio/kofi_mensah/role",
    ),
    # --- lost property: voicemail transcript ---
    # filler: `Um` and `er` dropped.
    _r(
        "en",
        "filler",
        True,
        _EN_LOST_PROPERTY_VOICE,
        "the rucksack is navy with a broken zip",
        evidence="Um, the rucksack is, er, navy with a broken zip.",
        speaker="Agnieszka Wrona",
        key="lost_property/LP-44817/description",
    ),
    # ================================ Spanish ================================
    # --- farmacia, receta de repetición: incidencia ---
    # speaker: pro-drop `recojo` → `Javier Morales recoge`.
    _r(
        "es",
        "speaker",
        True,
        _ES_FARMACIA_TICKET,
        "Javier Morales recoge la medicación en la farmacia de la calle Alcalá el primer lunes de cada mes",
        evidence="recojo la medicación en la farmacia de la calle Alcalá el primer lunes de cada mes",
        speaker="Javier Morales",
        key="farmacia_alcala/javier_morales/recogida",
    ),
    # list_item: one item of the prescription list.
    _r(
        "es",
        "list_item",
        True,
        _ES_FARMACIA_TICKET,
        "La receta incluye metformina",
        evidence="La receta incluye enalapril, metformina y omeprazol.",
        speaker="Javier Morales",
        key="farmacia_alcala/javier_morales/receta",
    ),
    # negation: `no` dropped from the request.
    _r(
        "es",
        "negation",
        False,
        _ES_FARMACIA_TICKET,
        "Añadan el inhalador a la receta",
        evidence="Por favor, no añadan el inhalador a la receta",
        speaker="Javier Morales",
        key="farmacia_alcala/javier_morales/peticiones",
    ),
    # --- farmacia: chat con forma de mem0 ---
    # subspan: the mobile number alone, English key over a Spanish source.
    _r(
        "es",
        "subspan",
        True,
        _ES_FARMACIA_CHAT,
        "612 345 789",
        evidence="Mi móvil es 612 345 789.",
        speaker="user",
        key="user/mobile",
    ),
    # wrong_speaker: the assistant's `puedo guardar` bound to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_FARMACIA_CHAT,
        "Usuario puede guardar la bolsa en el mostrador hasta las 20:00",
        evidence="puedo guardar la bolsa en el mostrador hasta las 20:00",
        speaker="user",
        key="user/farmacia/notas",
    ),
    # --- huertos urbanos, turnos de riego: correo con firma ---
    # parenthetical: the bracketed aside dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_HUERTOS_EMAIL,
        "La manguera nueva es para uso de todos",
        evidence="La manguera nueva (la verde, junto a la puerta B) es para uso de todos.",
        speaker="Montserrat Puig",
        key="huertos_vallcarca/manguera",
    ),
    # subspan: the rota address from the signature.
    _r(
        "es",
        "subspan",
        True,
        _ES_HUERTOS_EMAIL,
        "riego@huertosvallcarca.org",
        evidence="Secretaria de turnos, Huertos Urbanos de Vallcarca\nriego@huertosvallcarca.org",
        speaker="Montserrat Puig",
        key="huertos_vallcarca/secretaria_turnos/email",
    ),
    # scope: `Solo` dropped.
    _r(
        "es",
        "scope",
        False,
        _ES_HUERTOS_EMAIL,
        "Los miembros de la junta pueden abrir la llave general",
        evidence="Solo los miembros de la junta pueden abrir la llave general.",
        speaker="Montserrat Puig",
        key="huertos_vallcarca/llave_general/acceso",
    ),
    # restriction_drop: the time frame `A partir de enero` dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_HUERTOS_EMAIL,
        "Se cierran las fuentes del lado este",
        evidence="A partir de enero se cierran las fuentes del lado este.",
        speaker="Montserrat Puig",
        key="huertos_vallcarca/fuentes/estado",
    ),
    # stitch: plot 14 joined to plot 15's day across the gapped conjunct.
    _r(
        "es",
        "stitch",
        False,
        _ES_HUERTOS_EMAIL,
        "La parcela 14 riega los sábados",
        evidence="La parcela 14 riega los martes y la 15, los sábados.",
        speaker="Montserrat Puig",
        key="huertos_vallcarca/parcela_14/dia_riego",
    ),
    # --- mudanzas: formulario ---
    # list_item: one item of the dismantling list.
    _r(
        "es",
        "list_item",
        True,
        _ES_MUDANZAS_FORM,
        "Hay que desmontar la litera",
        evidence="Hay que desmontar el piano, el armario y la litera.",
        speaker="Carmen Ibáñez",
        key="trasteo_expres/carmen_ibanez/desmontaje",
    ),
    # subspan: the work phone under a key that carries `trabajo`.
    _r(
        "es",
        "subspan",
        True,
        _ES_MUDANZAS_FORM,
        "934 567 210",
        evidence="Teléfono del trabajo: 934 567 210",
        speaker="Carmen Ibáñez",
        key="trasteo_expres/carmen_ibanez/telefono_trabajo",
    ),
    # restriction_drop: the same number under a key without `trabajo`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_MUDANZAS_FORM,
        "934 567 210",
        evidence="Teléfono del trabajo: 934 567 210",
        speaker="Carmen Ibáñez",
        key="trasteo_expres/carmen_ibanez/telefono",
    ),
    # wrong_speaker: the writer's pro-drop `Estaré` given to her brother Raúl.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_MUDANZAS_FORM,
        "Raúl estará en el piso viejo desde las 8:00",
        evidence="Estaré en el piso viejo desde las 8:00",
        speaker="Carmen Ibáñez",
        key="trasteo_expres/carmen_ibanez/dia_mudanza",
    ),
    # --- clases de guitarra: nota de voz ---
    # filler: `Eh` and `o sea` dropped.
    _r(
        "es",
        "filler",
        True,
        _ES_GUITARRA_VOZ,
        "los jueves después de las seis me vienen mejor",
        evidence="Eh, los jueves después de las seis, o sea, me vienen mejor.",
        speaker="Diego Salazar",
        key="guitar_lessons/diego_salazar/availability",
    ),
    # tense: `antes tocaba` restated in the present.
    _r(
        "es",
        "tense",
        False,
        _ES_GUITARRA_VOZ,
        "Diego Salazar toca en un grupo de versiones",
        evidence="antes tocaba en un grupo de versiones",
        speaker="Diego Salazar",
        key="guitar_lessons/diego_salazar/experience",
    ),
    # speaker: `Tengo` → `Diego Salazar tiene`.
    _r(
        "es",
        "speaker",
        True,
        _ES_GUITARRA_VOZ,
        "Diego Salazar tiene una acústica Alhambra en casa",
        evidence="Tengo una acústica Alhambra en casa.",
        speaker="Diego Salazar",
        key="guitar_lessons/diego_salazar/instruments",
    ),
    # --- club náutico: correo con firma ---
    # condition: the trailing `si hay un monitor en el agua` dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_NAUTICO_EMAIL,
        "Los infantiles pueden usar los Optimist los domingos por la mañana",
        evidence="Los infantiles pueden usar los Optimist los domingos por la mañana si hay un monitor en el agua.",
        speaker="Ainhoa Etxeberria",
        key="punta_galea/optimist/uso_infantil",
    ),
    # parenthetical: the aside, with its `no`, dropped whole.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_NAUTICO_EMAIL,
        "La lancha de seguridad necesita un cordón de parada nuevo",
        evidence=(
            "La lancha de seguridad (la neumática naranja, no la vieja Zodiac) necesita un cordón de parada nuevo."
        ),
        speaker="Ainhoa Etxeberria",
        key="punta_galea/lancha_seguridad/reparaciones",
    ),
    # subspan: the amount with its currency; the key carries `infantil` and `temporada`.
    _r(
        "es",
        "subspan",
        True,
        _ES_NAUTICO_EMAIL,
        "95 €",
        evidence="La cuota infantil es de 95 € por temporada.",
        speaker="Ainhoa Etxeberria",
        key="punta_galea/cuota_infantil/temporada",
    ),
    # restriction_drop: the same amount under a key without `infantil`.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_NAUTICO_EMAIL,
        "95 €",
        evidence="La cuota infantil es de 95 € por temporada.",
        speaker="Ainhoa Etxeberria",
        key="punta_galea/cuota/temporada",
    ),
    # number: `dos` dropped.
    _r(
        "es",
        "number",
        False,
        _ES_NAUTICO_EMAIL,
        "Cada barco debe llevar remos",
        evidence="Cada barco debe llevar dos remos.",
        speaker="Ainhoa Etxeberria",
        key="punta_galea/equipo_barco",
    ),
    # --- imprenta: incidencia ---
    # speaker: pro-drop `Pedí` → `Elena Vidal pidió` (stem change).
    _r(
        "es",
        "speaker",
        True,
        _ES_IMPRENTA_TICKET,
        "Elena Vidal pidió 300 carteles A3 en papel mate",
        evidence="Pedí 300 carteles A3 en papel mate",
        speaker="Elena Vidal",
        key="la_estampa/elena_vidal/pedido",
    ),
    # attribution: Andrés's report asserted as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_IMPRENTA_TICKET,
        "La reimpresión sería gratis",
        evidence="Su compañero Andrés dijo que la reimpresión sería gratis.",
        speaker="Elena Vidal",
        key="la_estampa/elena_vidal/coste_reimpresion",
    ),
    # subspan: the order code alone.
    _r(
        "es",
        "subspan",
        True,
        _ES_IMPRENTA_TICKET,
        "EST-5520-B",
        evidence="Pedido: EST-5520-B",
        speaker="Elena Vidal",
        key="la_estampa/elena_vidal/codigo_pedido",
    ),
    # --- podología: correo con firma ---
    # list_item: one of the two things to bring.
    _r(
        "es",
        "list_item",
        True,
        _ES_PODOLOGIA_EMAIL,
        "Por favor, traiga el volante del médico",
        evidence="Por favor, traiga las plantillas y el volante del médico.",
        speaker="Rocío Navarro",
        key="paso_firme/sra_gil/proxima_cita/traer",
    ),
    # negation: `no` dropped.
    _r(
        "es",
        "negation",
        False,
        _ES_PODOLOGIA_EMAIL,
        "La cirugía de uñas está incluida en el bono",
        evidence="La cirugía de uñas no está incluida en el bono.",
        speaker="Rocío Navarro",
        key="paso_firme/bono/cobertura",
    ),
    # --- coches de segunda mano: chat con forma de mem0 ---
    # speaker: pro-drop `Busco` → `Usuario busca`.
    _r(
        "es",
        "speaker",
        True,
        _ES_COCHES_CHAT,
        "Usuario busca un Seat Ibiza de 2018",
        evidence="Busco un Seat Ibiza de 2018.",
        speaker="user",
        key="user/coche/busqueda",
    ),
    # attribution: the mechanic's report asserted as fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_COCHES_CHAT,
        "La correa se cambió a los 90.000 km",
        evidence="el mecánico dice que la correa se cambió a los 90.000 km",
        speaker="user",
        key="user/coche/seat_ibiza/correa",
    ),
    # wrong_speaker: the assistant's `Lo he consultado` bound to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_COCHES_CHAT,
        "Usuario lo ha consultado con el taller",
        evidence="Lo he consultado con el taller",
        speaker="user",
        key="user/coche/notas",
    ),
    # coordination: the second conjunct of the elided shared subject, the first (with its number) left out.
    _r(
        "es",
        "coordination",
        True,
        _ES_COCHES_CHAT,
        "Usuario necesita un automático",
        evidence="Hago unos 12.000 km al año y necesito un automático.",
        speaker="user",
        key="user/coche/cambio",
    ),
    # --- guardería del gimnasio: formulario ---
    # coordination: Hugo's second conjunct alone.
    _r(
        "es",
        "coordination",
        True,
        _ES_GUARDERIA_FORM,
        "Hugo duerme la siesta después de comer",
        evidence="Hugo es alérgico al sésamo y duerme la siesta después de comer.",
        speaker="Marta Quiroga",
        key="vivafit_guarderia/hugo_quiroga/rutina",
    ),
    # speaker: pro-drop `Trabajo` → `Marta Quiroga trabaja`.
    _r(
        "es",
        "speaker",
        True,
        _ES_GUARDERIA_FORM,
        "Marta Quiroga trabaja en la recepción los martes",
        evidence="Trabajo en la recepción los martes",
        speaker="Marta Quiroga",
        key="vivafit_guarderia/marta_quiroga/trabajo",
    ),
    # wrong_speaker: the parent's `Trabajo` given to the child.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_GUARDERIA_FORM,
        "Hugo Quiroga trabaja en la recepción los martes",
        evidence="Trabajo en la recepción los martes",
        speaker="Marta Quiroga",
        key="vivafit_guarderia/hugo_quiroga/notas",
    ),
    # --- catering vegano: correo con firma ---
    # condition: the exception `excepto las brochetas de satay` dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_CATERING_EMAIL,
        "Todo el menú es sin frutos secos",
        evidence="Todo el menú es sin frutos secos excepto las brochetas de satay.",
        speaker="Irene Casals",
        key="hoja_verde/menu/alergenos",
    ),
    # coordination: the second conjunct of the elided `nosotros`.
    _r(
        "es",
        "coordination",
        True,
        _ES_CATERING_EMAIL,
        "Preparamos los postres en casa",
        evidence="Hacemos nuestro propio pan y preparamos los postres en casa.",
        speaker="Irene Casals",
        key="hoja_verde/cocina",
    ),
    # --- radio comunitaria: nota de voz ---
    # filler: `Pues, o sea` dropped.
    _r(
        "es",
        "filler",
        True,
        _ES_RADIO_VOZ,
        "el programa va en el 98.2 FM de diez a doce",
        evidence="Pues, o sea, el programa va en el 98.2 FM de diez a doce.",
        speaker="Nuria Beltrán",
        key="radio_comunitaria/magacin_sabado/horario",
    ),
    # tense: `Yo era` restated in the present.
    _r(
        "es",
        "tense",
        False,
        _ES_RADIO_VOZ,
        "Nuria Beltrán es la tesorera de la emisora",
        evidence="Yo era la tesorera de la emisora",
        speaker="Nuria Beltrán",
        key="radio_comunitaria/nuria_beltran/cargo",
    ),
    # speaker: the same clause, imperfect kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_RADIO_VOZ,
        "Nuria Beltrán era la tesorera de la emisora",
        evidence="Yo era la tesorera de la emisora",
        speaker="Nuria Beltrán",
        key="radio_comunitaria/nuria_beltran/cargo",
    ),
    # --- objetos perdidos: mensaje de voz ---
    # filler: `Este` and `eh` dropped.
    _r(
        "es",
        "filler",
        True,
        _ES_OBJETOS_PERDIDOS_VOZ,
        "la mochila es azul marino con la cremallera rota",
        evidence="Este, la mochila es, eh, azul marino con la cremallera rota.",
        speaker="Alejandro Ruiz",
        key="objetos_perdidos/OP-30918/descripcion",
    ),
    # ================================ Chinese ================================
    # --- 药房续方：工单 ---
    # speaker: `我` → `陈建华`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_PHARMACY_TICKET,
        "陈建华每个月第一个星期一在和平路分店取药",
        evidence="我每个月第一个星期一在和平路分店取药",
        speaker="陈建华",
        key="和平路药房/陈建华/取药",
    ),
    # list_item: one item of the repeat list.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_PHARMACY_TICKET,
        "续方包括奥美拉唑",
        evidence="续方包括氨氯地平、阿托伐他汀和奥美拉唑。",
        speaker="陈建华",
        key="和平路药房/陈建华/续方药品",
    ),
    # negation: `请不要` dropped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_PHARMACY_TICKET,
        "把沙丁胺醇吸入器加进续方",
        evidence="请不要把沙丁胺醇吸入器加进续方",
        speaker="陈建华",
        key="和平路药房/陈建华/要求",
    ),
    # --- 药房：mem0 形式的对话 ---
    # subspan: the mobile number alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PHARMACY_CHAT,
        "13812345678",
        evidence="我的手机号是13812345678。",
        speaker="user",
        key="user/手机号",
    ),
    # wrong_speaker: the assistant's `我可以…留` bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_PHARMACY_CHAT,
        "用户可以在柜台把药袋留到晚上8点",
        evidence="我可以在柜台把药袋留到晚上8点",
        speaker="user",
        key="user/药房/备注",
    ),
    # --- 社区菜园浇水轮值：带签名的邮件 ---
    # parenthetical: the full-width bracketed aside dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_GARDEN_EMAIL,
        "新的水管卷盘大家都可以用",
        evidence="新的水管卷盘（绿色的那个，在B门旁边）大家都可以用。",
        speaker="刘秀英",
        key="fenglin_garden/hose_reel",
    ),
    # subspan: the rota address from the signature.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GARDEN_EMAIL,
        "rota@fenglin-garden.cn",
        evidence="轮值秘书，枫林社区菜园\nrota@fenglin-garden.cn",
        speaker="刘秀英",
        key="枫林社区菜园/轮值秘书/邮箱",
    ),
    # scope: `只有` dropped.
    _r(
        "zh",
        "scope",
        False,
        _ZH_GARDEN_EMAIL,
        "管委会成员可以打开总阀门",
        evidence="只有管委会成员可以打开总阀门。",
        speaker="刘秀英",
        key="枫林社区菜园/总阀门/权限",
    ),
    # restriction_drop: the time frame `从一月起` dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_GARDEN_EMAIL,
        "东侧的水龙头将关闭",
        evidence="从一月起，东侧的水龙头将关闭。",
        speaker="刘秀英",
        key="枫林社区菜园/水龙头/状态",
    ),
    # stitch: plot 14 joined to plot 15's day across the clause boundary.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_GARDEN_EMAIL,
        "14号地周六浇水",
        evidence="14号地周二浇水，15号地周六浇水。",
        speaker="刘秀英",
        key="枫林社区菜园/14号地/浇水日",
    ),
    # --- 搬家公司：预约表 ---
    # list_item: one item of the dismantling list.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_REMOVALS_FORM,
        "需要拆装上下铺",
        evidence="需要拆装钢琴、衣柜和上下铺。",
        speaker="赵丽娟",
        key="顺达搬家/赵丽娟/拆装",
    ),
    # subspan: the work phone under a key that carries `工作`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_REMOVALS_FORM,
        "021-6543 2109",
        evidence="工作电话：021-6543 2109",
        speaker="赵丽娟",
        key="顺达搬家/赵丽娟/工作电话",
    ),
    # restriction_drop: the same number under a key without `工作`.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_REMOVALS_FORM,
        "021-6543 2109",
        evidence="工作电话：021-6543 2109",
        speaker="赵丽娟",
        key="顺达搬家/赵丽娟/电话",
    ),
    # wrong_speaker: the writer's `我` given to her husband named in the next clause.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_REMOVALS_FORM,
        "王磊早上8点起在旧房子等",
        evidence="我早上8点起在旧房子等",
        speaker="赵丽娟",
        key="顺达搬家/赵丽娟/搬家当天",
    ),
    # --- 吉他课：语音转文字 ---
    # filler: `嗯` and `就是` dropped.
    _r(
        "zh",
        "filler",
        True,
        _ZH_GUITAR_VOICE,
        "周四六点以后对我最方便",
        evidence="嗯，周四六点以后，就是，对我最方便。",
        speaker="周浩",
        key="guitar_lessons/zhou_hao/availability",
    ),
    # tense: `以前` dropped, the past band restated as current.
    _r(
        "zh",
        "tense",
        False,
        _ZH_GUITAR_VOICE,
        "周浩在一个翻唱乐队弹贝斯",
        evidence="我以前在一个翻唱乐队弹贝斯",
        speaker="周浩",
        key="guitar_lessons/zhou_hao/experience",
    ),
    # speaker: `我` → `周浩`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GUITAR_VOICE,
        "周浩家里有一把雅马哈木吉他",
        evidence="我家里有一把雅马哈木吉他。",
        speaker="周浩",
        key="guitar_lessons/zhou_hao/instruments",
    ),
    # --- 帆船俱乐部：带签名的邮件 ---
    # condition: the leading `如果有教练在水上` dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_SAILING_EMAIL,
        "青少年会员周日上午可以借用OP帆船",
        evidence="如果有教练在水上，青少年会员周日上午可以借用OP帆船。",
        speaker="林海燕",
        key="海湾帆船俱乐部/OP帆船/青少年使用",
    ),
    # parenthetical: the aside, with its `不是`, dropped whole.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_SAILING_EMAIL,
        "安全艇需要换一根新的熄火绳",
        evidence="安全艇（橙色的充气艇，不是那条旧木艇）需要换一根新的熄火绳。",
        speaker="林海燕",
        key="海湾帆船俱乐部/安全艇/维修",
    ),
    # subspan: the amount with its unit; the key carries `青少年会员` and `每季`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_SAILING_EMAIL,
        "950元",
        evidence="青少年会员的会费是每季950元。",
        speaker="林海燕",
        key="海湾帆船俱乐部/青少年会员/每季会费",
    ),
    # restriction_drop: the same amount under a key without `青少年`.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_SAILING_EMAIL,
        "950元",
        evidence="青少年会员的会费是每季950元。",
        speaker="林海燕",
        key="海湾帆船俱乐部/会员/每季会费",
    ),
    # number: `两支` dropped.
    _r(
        "zh",
        "number",
        False,
        _ZH_SAILING_EMAIL,
        "每条船下水时必须带桨",
        evidence="每条船下水时必须带两支桨。",
        speaker="林海燕",
        key="海湾帆船俱乐部/船只装备",
    ),
    # --- 印刷店：工单 ---
    # speaker: `我订了` → `孙悦订了`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_PRINT_TICKET,
        "孙悦订了800张A5哑光传单",
        evidence="我订了800张A5哑光传单",
        speaker="孙悦",
        key="墨香印务/孙悦/订单",
    ),
    # attribution: 小吴's report asserted as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_PRINT_TICKET,
        "重印是免费的",
        evidence="你们的同事小吴说重印是免费的。",
        speaker="孙悦",
        key="墨香印务/孙悦/重印费用",
    ),
    # subspan: the order code alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PRINT_TICKET,
        "MX-4419-C",
        evidence="订单号：MX-4419-C",
        speaker="孙悦",
        key="墨香印务/孙悦/订单号",
    ),
    # --- 足病诊所：带签名的邮件 ---
    # list_item: one of the two things to bring.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_PODIATRY_EMAIL,
        "请带上转诊信",
        evidence="请带上您的鞋垫和转诊信。",
        speaker="黄敏",
        key="步健足病诊所/何女士/下次预约/携带",
    ),
    # negation: `不` dropped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_PODIATRY_EMAIL,
        "指甲手术在会员套餐范围内",
        evidence="指甲手术不在会员套餐范围内。",
        speaker="黄敏",
        key="步健足病诊所/会员套餐/范围",
    ),
    # --- 二手车行：mem0 形式的对话 ---
    # speaker: `我` → `用户`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CAR_CHAT,
        "用户想看看那辆2018年的本田飞度",
        evidence="我想看看那辆2018年的本田飞度。",
        speaker="user",
        key="user/购车/意向",
    ),
    # attribution: the mechanic's report asserted as fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_CAR_CHAT,
        "正时皮带在9万公里时换过",
        evidence="修理工说正时皮带在9万公里时换过",
        speaker="user",
        key="user/购车/本田飞度/正时皮带",
    ),
    # wrong_speaker: the assistant's `我问过车间了` bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CAR_CHAT,
        "用户问过车间了",
        evidence="我问过车间了",
        speaker="user",
        key="user/购车/备注",
    ),
    # coordination: the second conjunct of the user's shared subject, the first (with its number) left out.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_CAR_CHAT,
        "用户需要自动挡的",
        evidence="我每年大概开1万2千公里，需要自动挡的。",
        speaker="user",
        key="user/购车/变速箱",
    ),
    # --- 健身房托儿所：登记表 ---
    # coordination: 乐乐's second conjunct alone.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_CRECHE_FORM,
        "乐乐午饭后要睡午觉",
        evidence="乐乐对芝麻过敏，午饭后要睡午觉。",
        speaker="吴静",
        key="活力健身托儿所/吴乐乐/作息",
    ),
    # speaker: the parent's `我` → `吴静`.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CRECHE_FORM,
        "吴静每周二在前台上班",
        evidence="我每周二在前台上班",
        speaker="吴静",
        key="活力健身托儿所/吴静/工作",
    ),
    # wrong_speaker: the parent's `我` given to the child.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CRECHE_FORM,
        "吴乐乐每周二在前台上班",
        evidence="我每周二在前台上班",
        speaker="吴静",
        key="活力健身托儿所/吴乐乐/备注",
    ),
    # --- 素食餐饮：带签名的邮件 ---
    # condition: the exception `除了沙爹串` dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_VEGAN_EMAIL,
        "整个菜单都不含坚果",
        evidence="除了沙爹串，整个菜单都不含坚果。",
        speaker="蒋雯",
        key="青禾素食餐饮/菜单/过敏原",
    ),
    # coordination: the second conjunct of `我们`.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_VEGAN_EMAIL,
        "我们自己做甜点",
        evidence="我们自己烤面包，自己做甜点。",
        speaker="蒋雯",
        key="青禾素食餐饮/厨房",
    ),
    # --- 社区电台：语音转写 ---
    # filler: `那个` and `就是` dropped.
    _r(
        "zh",
        "filler",
        True,
        _ZH_RADIO_VOICE,
        "节目是在FM 98.2，十点到十二点",
        evidence="那个，节目是，就是，在FM 98.2，十点到十二点。",
        speaker="马丽",
        key="社区电台/周六早间节目/时段",
    ),
    # tense: `以前` dropped, the former role restated as current.
    _r(
        "zh",
        "tense",
        False,
        _ZH_RADIO_VOICE,
        "马丽是电台的财务",
        evidence="我以前是电台的财务",
        speaker="马丽",
        key="社区电台/马丽/职务",
    ),
    # speaker: the same clause, `以前` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_RADIO_VOICE,
        "马丽以前是电台的财务",
        evidence="我以前是电台的财务",
        speaker="马丽",
        key="社区电台/马丽/职务",
    ),
    # --- 失物招领：语音留言 ---
    # filler: `嗯` and `呃` dropped.
    _r(
        "zh",
        "filler",
        True,
        _ZH_LOST_PROPERTY_VOICE,
        "背包是藏青色的，拉链坏了",
        evidence="嗯，背包是，呃，藏青色的，拉链坏了。",
        speaker="杨帆",
        key="失物招领/SW-27735/描述",
    ),
]

BATCH_80: tuple[Realistic, ...] = tuple(_RECORDS)
