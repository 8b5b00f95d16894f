"""The realistic set's eighty-third batch: a blind measurement of the merged admission rules (issue 31, brief B83).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b83, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test, git
history or any other batch's records. What was read: the list of headings of `/work/shared/DESIGN.md` and its §4
with both amendments (a grep for "amend", "§4" and "admission" also showed single lines of other sections), the body
of issue 31 (not its notes), `admission_realistic_record.py` (the record type and `_r`), and the first 60 lines of
batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records; the only script run imports this module and checks spans and counts.

Every source is invented here, in domains the earlier batches used little: allotment committees, hockey clubs,
home-brewing shops, hearing dog charities, mobile libraries, window cleaners, community theatre wardrobes, car-share
schemes, church bell ringers, chess cafés, food co-ops and residents' parking permits (with their Spanish and Chinese
equivalents: huertos, bibliobuses, cooperativas de consumo, campaneros, limpiacristales; 社区菜园, 助听犬, 居民停车证,
擦窗, 象棋咖啡馆, 自酿啤酒店, 共享汽车, 曲棍球俱乐部, 剧团服装组, 流动图书馆车). The registers are text several
people write: group-chat exports with name-and-time lines (WhatsApp, Telegram, WeChat, Slack, Discord), meeting
minutes with `Name:` turns, call transcripts with a staff-role label beside the caller's, speech-to-text JSON with a
`speaker` field, e-mail threads with quoted replies and forum threads with quoted posts. Most records therefore bind
a first-person span to one of several people, and the wrong-speaker negatives cite a span from another person's turn
(a chat line, a quoted reply, a quoted forum post) under the name of someone else in the same source.

The values are written as memory extractors write them: restated with the speaker's name (Zep, Graphiti) or with
mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`; the source labels that turn `user` in the
speech-to-text JSON and `Usuario` in the Spanish call), with the subject dropped for the speaker, one item of a list,
one conjunct of a shared subject, an aside or a filler dropped, or one atomic value (an e-mail, phone number,
membership or library-card number, door code, amount, time or zone) under a LangGraph-style key. Spanish speaker
records mix an explicit `yo` with the usual dropped subject (`Trabajo desde casa los viernes`).

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Each negative sits
beside a faithful record of the same source (the four wrong-speaker negatives per language beside a speaker record
with the same evidence). Every evidence string is a verbatim span of its source. The batch is unscored: scoring it is
the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------------------
# English sources
# ---------------------------------------------------------------------------------------------------------------

_EN_ALLOTMENT_WHATSAPP = (
    "[07/12/2026, 08:41] Hazel Okafor: Morning all! Reminder that I'm collecting the water-butt money at Saturday's "
    "work party\n"
    "[07/12/2026, 08:43] Dev Mistry: I've had plot 14 since March and the shed roof is leaking again 🙄\n"
    "[07/12/2026, 08:45] Hazel Okafor: I'll ask Graham about the roof. Plot rent is £38 a year for full plots, £20 "
    "for half plots\n"
    "[07/12/2026, 08:47] Dev Mistry: Cheers. I don't use the communal compost bays btw, so leave me off the rota"
)

_EN_HOCKEY_TELEGRAM = (
    "Rhys Bennett, [07.12.26 19:02]\n"
    "Pitch is booked 8 to 9:30pm on Thursdays. If the juniors overrun we only get the far half\n"
    "\n"
    "Carla Nunes, [07.12.26 19:05]\n"
    "I keep goal for the 2nds and drive the kit bag to away games\n"
    "\n"
    "Rhys Bennett, [07.12.26 19:07]\n"
    "Legend 🙌 I coached the under-12s, so shout if you want a keeper session"
)

_EN_HEARING_DOGS_MINUTES = (
    "Hearing Dogs – Northfield fundraising group, minutes of 4 December 2026\n"
    "Present: Ines Duarte (chair), Paul Lacey, Mo Hussain\n"
    "Ines Duarte: The Christmas bucket collection at Asda (the big one on Station Road) is confirmed for Saturday "
    "19 December.\n"
    "Paul Lacey: I've booked the school hall for the quiz night. The hall takes at most 80 people.\n"
    "Mo Hussain: I'll bring the card reader and the float, and I'll look after Bramble during the collection.\n"
    "Paul Lacey: Bramble isn't allowed inside Asda without her jacket, so please pack it.\n"
    "Ines Duarte: Paul says last year's quiz raised £1,240."
)

_EN_WINDOW_CLEANER_EMAIL = (
    "From: Fiona Marsh <fiona.marsh@btinternet.com>\n"
    "To: Tomasz Wójcik <tomasz@crystalclearrounds.co.uk>\n"
    "Subject: Re: Window cleaning – 27 Larch Avenue\n"
    "\n"
    "Hi Tomasz,\n"
    "\n"
    "That's fine. I work from home on Tuesdays, so any Tuesday suits me. The side gate code is 4471.\n"
    "\n"
    "Fiona\n"
    "\n"
    "On Fri, 4 Dec 2026 at 17:20, Tomasz Wójcik <tomasz@crystalclearrounds.co.uk> wrote:\n"
    "> Hi Fiona, I clean on Larch Avenue every four weeks.\n"
    "> The price is £18 for front and back, or £25 if you also want the conservatory roof.\n"
    "> Tomasz"
)

_EN_PARKING_CALL = (
    "Residents' Parking helpline – call 0412, 07/12/2026 10:14\n"
    "Permits Officer: Residents' parking, Aisha speaking. How can I help?\n"
    "Caller: Hi, it's Rob Gale from 12 Ferndale Road. Yeah, so, um, I've got a new car, a Kia Niro.\n"
    "Permits Officer: No problem. What's the new registration?\n"
    "Caller: It's KY24 RBT.\n"
    "Permits Officer: And an email for the renewal reminder?\n"
    "Caller: My email is rob.gale@fastmail.co.uk. My old email was rgale1972@hotmail.com but I never check it.\n"
    "Permits Officer: Thanks. Your permit is for zone F, and visitor vouchers are £2.50 a day."
)

_EN_HOMEBREW_STT = (
    '{"call_id": "hh-20261207-031", "segments": [\n'
    '  {"speaker": "agent", "start": 0.0, "text": "Hoptimist Homebrew, Jen speaking."},\n'
    '  {"speaker": "user", "start": 2.1, "text": "Hi, yeah, so, um, I brew all-grain on a Grainfather and I need '
    'some hops."},\n'
    '  {"speaker": "agent", "start": 7.8, "text": "We have Citra, Mosaic and Nelson Sauvin in stock, and members '
    'get 10% off on Wednesdays."},\n'
    '  {"speaker": "user", "start": 13.4, "text": "Great, I will take the Citra. I am not a member yet."}\n'
    "]}"
)

_EN_CHESS_FORUM = (
    "Knight Moves Chess Café › Forum › Events › Wednesday blitz for beginners?\n"
    "\n"
    "#2  pawnstorm_liz  ·  6 Dec 2026, 21:14\n"
    "> gambit_ghost said:\n"
    "> I run the Wednesday blitz at Knight Moves. Entry is £3 and the first round starts at 7:30.\n"
    "\n"
    "Thanks! I've only ever played online and I'm rated about 1100 on Lichess. Is that OK for the blitz?"
)

_EN_BELLRINGERS_SLACK = (
    "#tower-practice\n"
    "Margaret Ellery  6:02 PM\n"
    "Reminder: practice is 7:30–9 on Thursdays. We need 6 ringers for Plain Bob, so please reply if you're coming 🔔\n"
    "Owen Price  6:10 PM\n"
    "I'll be there, and I'll bring the new learner, Sunita. I rang at Ely Cathedral before we moved here\n"
    "Margaret Ellery  6:12 PM\n"
    "Lovely. The tower key is back in the vestry safe (the combination hasn't changed)"
)

_EN_CARSHARE_DISCORD = (
    "Leila K — 07/12/2026 09:12\n"
    "hi all 👋 I've moved to Flat 3, 18 Quay Street, so the Harbour bay is now my nearest. My membership number is "
    "CS-20931.\n"
    "Joe (CoWheels volunteer) — 07/12/2026 09:20\n"
    "Welcome! The Harbour bay has the Zoe and the Fiesta. The Zoe is electric and the Fiesta is petrol."
)

_EN_WARDROBE_WHATSAPP = (
    "[06/12/2026, 21:03] Bea Lindqvist: Wardrobe update for Oliver! er, so, basically the Victorian petticoats are "
    "all washed and hanging on rail B\n"
    "[06/12/2026, 21:05] Sam Adeyemi: Brilliant. Kath reckons the top hats need re-blocking before the dress "
    "rehearsal"
)

# ---------------------------------------------------------------------------------------------------------------
# Spanish sources
# ---------------------------------------------------------------------------------------------------------------

_ES_COOP_WHATSAPP = (
    "[7/12/26, 9:14] Nuria Vidal: ¡Buenos días! Recordad que el reparto de esta semana es el jueves de 18 a 20 h\n"
    "[7/12/26, 9:16] Iker Etxeberria: Yo hago el turno de caja los martes y llevo la furgoneta al almacén de "
    "Mercabilbao\n"
    "[7/12/26, 9:18] Nuria Vidal: Genial. La cuota es de 15 € al mes para socias con hijos, y de 25 € para el "
    "resto\n"
    "[7/12/26, 9:20] Iker Etxeberria: Por cierto, no tomo lácteos, así que no me apuntéis a la cesta de quesos"
)

_ES_CAMPANEROS_ACTA = (
    "Acta de la reunión de campaneros de Santa María de Tudela – 3 de diciembre de 2026\n"
    "Asistentes: Jorge Pardo (coordinador), Elena Soler, Marcos Rubio\n"
    "Jorge Pardo: El toque de Nochebuena será a las 23:30 y necesitamos 8 campaneros para el toque.\n"
    "Elena Soler: Eh, bueno, yo traigo las cuerdas nuevas.\n"
    "Marcos Rubio: Si llueve, tocaremos solo desde la sala de cuerdas.\n"
    "Jorge Pardo: La campana mayor (la refundieron en 1952) necesita un badajo nuevo. Según el párroco, el "
    "obispado paga la mitad."
)

_ES_BIBLIOBUS_LLAMADA = (
    "Llamada 2231 – Bibliobuses de la Diputación de Soria, 07/12/2026 11:05\n"
    "Operadora: Bibliobuses, le atiende Rocío. ¿En qué puedo ayudarle?\n"
    "Usuario: Hola, soy Anselmo Gil, de Villar del Campo. Tengo en préstamo tres libros y no puedo ir el martes.\n"
    "Operadora: No se preocupe, se lo amplío hasta el 12 de enero. ¿Me confirma sus datos?\n"
    "Usuario: Sí. Mi teléfono es el 612 345 987 y mi carné de lector es BB-40217."
)

_ES_LIMPIACRISTALES_EMAIL = (
    "De: Carmen Beltrán <carmen.beltran@gmail.com>\n"
    "Para: Brillo Express <citas@brilloexpress.es>\n"
    "Asunto: Re: Presupuesto limpieza de cristales – C/ Olmo 14, 3.º B\n"
    "\n"
    "Hola, Sergio:\n"
    "\n"
    "Me parece bien. Trabajo desde casa los viernes, así que cualquier viernes me viene bien. El código del portal "
    "es 2580.\n"
    "\n"
    "Un saludo,\n"
    "Carmen\n"
    "\n"
    "El jue, 3 dic 2026 a las 18:47, Sergio Llorente <citas@brilloexpress.es> escribió:\n"
    "> Hola, Carmen. Yo limpio en la calle Olmo cada tres semanas.\n"
    "> El precio es de 35 € por todo el piso, o de 45 € si quiere también la galería.\n"
    "> Sergio"
)

_ES_HOCKEY_TELEGRAM = (
    "Maite Arrieta, [07.12.26 20:11]\n"
    "Los jueves solo tenemos reservada la mitad norte de la pista, de 20:00 a 21:30\n"
    "\n"
    "Pablo Quintana, [07.12.26 20:14]\n"
    "Yo entreno a las alevines y juego de portero en el B. Fui capitán del primer equipo, por si alguien quiere "
    "consejos 😅\n"
    "\n"
    "Maite Arrieta, [07.12.26 20:16]\n"
    "Para el torneo de Navidad llevamos sticks, espinilleras y petos, y la inscripción son 40 € por equipo"
)

_ES_CERVEZA_STT = (
    '{"grabacion": "lupulo-feliz-20261207-0932", "segmentos": [\n'
    '  {"speaker": "agent", "inicio": 0.0, "texto": "El Lúpulo Feliz, dígame."},\n'
    '  {"speaker": "user", "inicio": 1.8, "texto": "Hola, pues, o sea, elaboro cerveza en casa por el método de '
    'todo grano."},\n'
    '  {"speaker": "agent", "inicio": 6.2, "texto": "Tenemos lúpulo Citra, Cascade y Saaz, y los socios tienen un '
    '10 % de descuento los miércoles."},\n'
    '  {"speaker": "user", "inicio": 12.5, "texto": "Vale, me llevo el Saaz. Antes hacía kits de extracto."}\n'
    "]}"
)

_ES_VESTUARIO_FORO = (
    "Foro del Grupo de Teatro La Farándula › Vestuario › Trajes para «La casa de Bernarda Alba»\n"
    "\n"
    "Respuesta de Lola_costuras » 5 dic 2026, 22:40\n"
    "Remedios_T escribió:\n"
    "> Tengo en el almacén doce vestidos negros de época y tres mantones de Manila. Los vestidos están en la sala "
    "dos y los mantones en el camerino.\n"
    "\n"
    "¡Qué bien! Yo coso los cuellos de encaje y arreglo los bajos. Dicen en el grupo que el estreno es el 16 de "
    "enero."
)

_ES_COCHE_DISCORD = (
    "Lucía Ramos — 07/12/2026 10:02\n"
    "hola! pues nada, que ahora vivo en Lavapiés y, bueno, ahora uso el coche de la plaza de Cabestreros\n"
    "Andrés (voluntario de CompartiCoche) — 07/12/2026 10:09\n"
    "¡Bienvenida! El Clio de Cabestreros (lo compramos en octubre) tiene la etiqueta CERO. La tarifa es de 3,90 € "
    "la hora entre semana."
)

# ---------------------------------------------------------------------------------------------------------------
# Chinese sources
# ---------------------------------------------------------------------------------------------------------------

_ZH_CAIYUAN_WECHAT = (
    "绿荫社区菜园管委会（微信群聊天记录）\n"
    "王芳  2026-12-07 08:41\n"
    "各位早！周六劳动日我负责收雨水桶的钱\n"
    "李建国  2026-12-07 08:43\n"
    "我从三月起就种14号地，工具棚的屋顶又漏了😩\n"
    "王芳  2026-12-07 08:45\n"
    "我去找老周说屋顶的事。整块地的年租是380元，半块地是200元\n"
    "李建国  2026-12-07 08:47\n"
    "另外我不用公共堆肥箱，值日表上别排我"
)

_ZH_ZHUTINGQUAN_JIYAO = (
    "听障助听犬协会·海淀志愿者小组 会议纪要（2026年12月4日）\n"
    "出席：陈静（组长）、刘洋、赵敏\n"
    "陈静：圣诞募捐定在12月19日。募捐地点是五道口购物中心（就是楼下有超市的那个）。\n"
    "刘洋：我已经订好了社区活动室办知识竞赛，活动室最多容纳80人。\n"
    "赵敏：我带刷卡机和零钱，还负责在募捐期间照看豆豆。\n"
    "刘洋：豆豆不能进商场的美食区，大家注意。\n"
    "陈静：听刘洋说，去年的知识竞赛筹到了12400元。"
)

_ZH_TINGCHEZHENG_TONGHUA = (
    "居民停车证服务热线 通话记录 2026-12-07 10:14\n"
    "客服：您好，居民停车证办理，工号0317为您服务。\n"
    "孙浩：你好，我是住在枫林路12号的孙浩。嗯，那个，我换了一辆新车。\n"
    "客服：好的，请问新车车牌是多少？\n"
    "孙浩：新车的车牌是沪AD12345。我的邮箱是sunhao88@163.com，以前的邮箱是sh1985@sina.com，那个我不看了。\n"
    "客服：好的。您的停车证是F区的，访客券每天25元。"
)

_ZH_CACHUANG_EMAIL = (
    "发件人：周雪 <zhouxue@qq.com>\n"
    "收件人：亮晶晶擦窗 <service@liangjingjing.cn>\n"
    "主题：回复：擦窗报价——翠湖苑7栋1502\n"
    "\n"
    "陈师傅您好：\n"
    "\n"
    "可以的。我每周二在家办公，所以周二上门都行。单元门禁密码是4471。\n"
    "\n"
    "周雪\n"
    "\n"
    "在 2026年12月4日 17:20，陈师傅 <service@liangjingjing.cn> 写道：\n"
    "> 周女士您好，我每四周去一次翠湖苑。\n"
    "> 整套房子内外擦一遍是180元，如果阳台玻璃顶也要擦，一共是260元。\n"
    "> 陈师傅"
)

_ZH_XIANGQI_LUNTAN = (
    "楚河汉界棋咖论坛 › 活动 › 周三快棋赛适合新手吗？\n"
    "\n"
    "2楼  小卒过河  2026-12-06 21:14\n"
    "引用 老炮 的发言：\n"
    "> 我每周三晚上在楚河汉界棋咖组织快棋赛，报名费30元，七点半开始第一轮。\n"
    "\n"
    "谢谢！我以前只在手机上下过棋，天天象棋上大概1100分。请问新手能去吗？"
)

_ZH_ZINIANG_STT = (
    '{"call_id": "maiyafang-20261207-018", "segments": [\n'
    '  {"speaker": "agent", "start": 0.0, "text": "麦芽坊自酿啤酒店，您好。"},\n'
    '  {"speaker": "user", "start": 1.9, "text": "你好，嗯，就是，我在家用全麦芽法酿啤酒，想买点酒花。"},\n'
    '  {"speaker": "agent", "start": 6.5, "text": "我们有西楚、马赛克和尼尔森苏维酒花，会员每周三打九折。"},\n'
    '  {"speaker": "user", "start": 12.8, "text": "那我要西楚。我还不是会员。"}\n'
    "]}"
)

_ZH_GONGXIANG_WECHAT = (
    "邻里共享汽车群（微信聊天记录）\n"
    "林晓  2026-12-07 09:12\n"
    "我搬到码头街18号3室了，现在离海港停车点最近。\n"
    "老赵（志愿者）  2026-12-07 09:20\n"
    "欢迎！海港停车点有一辆Zoe和一辆嘉年华。Zoe是电动的，嘉年华是烧油的。"
)

_ZH_QUGUNQIU_DISCORD = (
    "阿杰 — 2026/12/07 19:05\n"
    "我守二队的门，还负责把装备包带去客场比赛\n"
    "吴教练 — 2026/12/07 19:07\n"
    "好。我以前带过U12的队伍，想加练守门可以找我。周四的场地如果青少年队超时，我们就只能用半场"
)

_ZH_FUZHUANG_WECHAT = (
    "星光业余剧团·服装组（微信群聊天记录）\n"
    "刘姐  2026-12-06 21:03\n"
    "《雷雨》的服装更新一下：呃，那个，其实民国长衫都洗好了，挂在B号衣架上\n"
    "小孙  2026-12-06 21:05\n"
    "太好了。我负责缝领口和改裤脚。老郑说礼帽在彩排前要重新定型"
)

_ZH_LIUDONG_WECHAT = (
    "流动图书馆车·志愿者群（微信聊天记录）\n"
    "何老师  2026-12-05 18:02\n"
    "提醒：周六去石桥村，这次需要4个志愿者搬书箱，能来的回复一下\n"
    "小梅  2026-12-05 18:10\n"
    "我能去。借书登记本放回车上的铁皮柜了（钥匙没换）"
)

# ---------------------------------------------------------------------------------------------------------------
# English records
# ---------------------------------------------------------------------------------------------------------------

_EN: tuple[Realistic, ...] = (
    # --- allotment committee, WhatsApp ---
    # speaker: Dev's own line restated with his name; "'ve had" -> "has had", "since March" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_ALLOTMENT_WHATSAPP,
        "Dev Mistry has had plot 14 since March",
        evidence="I've had plot 14 since March",
        speaker="Dev Mistry",
        key="allotment/dev_mistry/plot",
    ),
    # wrong_speaker: the same line is Dev's turn, not Hazel's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ALLOTMENT_WHATSAPP,
        "Hazel Okafor has had plot 14 since March",
        evidence="I've had plot 14 since March",
        speaker="Hazel Okafor",
        key="allotment/hazel_okafor/plot",
    ),
    # restriction_drop: "for full plots" restricts the rent; the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_ALLOTMENT_WHATSAPP,
        "£38 a year",
        evidence="Plot rent is £38 a year for full plots",
        key="allotment/plot_rent",
    ),
    # negation: "don't" dropped.
    _r(
        "en",
        "negation",
        False,
        _EN_ALLOTMENT_WHATSAPP,
        "Dev Mistry uses the communal compost bays",
        evidence="I don't use the communal compost bays",
        speaker="Dev Mistry",
    ),
    # --- hockey club, Telegram ---
    # subspan: the time phrase alone; the key carries the day, "Pitch is booked" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOCKEY_TELEGRAM,
        "8 to 9:30pm",
        evidence="Pitch is booked 8 to 9:30pm on Thursdays",
        key="riverside_hc/pitch_booking/thursdays",
    ),
    # condition: "If the juniors overrun" dropped.
    _r(
        "en",
        "condition",
        False,
        _EN_HOCKEY_TELEGRAM,
        "We only get the far half",
        evidence="If the juniors overrun we only get the far half",
        key="riverside_hc/pitch_share",
    ),
    # coordination: the second conjunct of Carla's shared subject, bound to her name.
    _r(
        "en",
        "coordination",
        True,
        _EN_HOCKEY_TELEGRAM,
        "Carla Nunes drives the kit bag to away games",
        evidence="I keep goal for the 2nds and drive the kit bag to away games",
        speaker="Carla Nunes",
    ),
    # tense: "coached" restated as present.
    _r(
        "en",
        "tense",
        False,
        _EN_HOCKEY_TELEGRAM,
        "Rhys Bennett coaches the under-12s",
        evidence="I coached the under-12s",
        speaker="Rhys Bennett",
    ),
    # --- hearing dog charity, meeting minutes ---
    # parenthetical: the aside naming which Asda dropped.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_HEARING_DOGS_MINUTES,
        "The Christmas bucket collection at Asda is confirmed for Saturday 19 December",
        evidence="The Christmas bucket collection at Asda (the big one on Station Road) is confirmed for Saturday "
        "19 December",
    ),
    # coordination: Mo's second conjunct ("I'll ... , and I'll ..."), bound to his name.
    _r(
        "en",
        "coordination",
        True,
        _EN_HEARING_DOGS_MINUTES,
        "Mo Hussain will look after Bramble during the collection",
        evidence="I'll bring the card reader and the float, and I'll look after Bramble during the collection",
        speaker="Mo Hussain",
    ),
    # list_item: one of the two things Mo brings.
    _r(
        "en",
        "list_item",
        True,
        _EN_HEARING_DOGS_MINUTES,
        "Mo Hussain will bring the float",
        evidence="I'll bring the card reader and the float",
        speaker="Mo Hussain",
    ),
    # scope: "at most" dropped; a capacity becomes an attendance.
    _r(
        "en",
        "scope",
        False,
        _EN_HEARING_DOGS_MINUTES,
        "The hall takes 80 people",
        evidence="The hall takes at most 80 people",
    ),
    # negation: "isn't" -> "is".
    _r(
        "en",
        "negation",
        False,
        _EN_HEARING_DOGS_MINUTES,
        "Bramble is allowed inside Asda without her jacket",
        evidence="Bramble isn't allowed inside Asda without her jacket",
    ),
    # attribution: Ines reports what Paul says; the value asserts it.
    _r(
        "en",
        "attribution",
        False,
        _EN_HEARING_DOGS_MINUTES,
        "Last year's quiz raised £1,240",
        evidence="Paul says last year's quiz raised £1,240",
        key="hearing_dogs_northfield/quiz_night/last_year_total",
    ),
    # --- window cleaner, e-mail with quoted reply ---
    # speaker: Fiona's line, her name as subject.
    _r(
        "en",
        "speaker",
        True,
        _EN_WINDOW_CLEANER_EMAIL,
        "Fiona Marsh works from home on Tuesdays",
        evidence="I work from home on Tuesdays",
        speaker="Fiona Marsh",
    ),
    # wrong_speaker: Fiona wrote it, not Tomasz (whose reply is only quoted below).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_WINDOW_CLEANER_EMAIL,
        "Tomasz Wójcik works from home on Tuesdays",
        evidence="I work from home on Tuesdays",
        speaker="Tomasz Wójcik",
    ),
    # subspan: the gate code alone.
    _r(
        "en",
        "subspan",
        True,
        _EN_WINDOW_CLEANER_EMAIL,
        "4471",
        evidence="The side gate code is 4471",
        key="fiona_marsh/27_larch_avenue/side_gate_code",
    ),
    # speaker: the quoted reply is Tomasz's; his "I" bound to his name.
    _r(
        "en",
        "speaker",
        True,
        _EN_WINDOW_CLEANER_EMAIL,
        "Tomasz Wójcik cleans on Larch Avenue every four weeks",
        evidence="I clean on Larch Avenue every four weeks",
        speaker="Tomasz Wójcik",
    ),
    # condition: £25 only if the conservatory roof is added.
    _r(
        "en",
        "condition",
        False,
        _EN_WINDOW_CLEANER_EMAIL,
        "£25",
        evidence="£25 if you also want the conservatory roof",
        key="crystal_clear_rounds/27_larch_avenue/price",
    ),
    # --- residents' parking permits, call transcript ---
    # filler: "Yeah, so, um," dropped; the caller named himself (Rob Gale) in the same turn.
    _r(
        "en",
        "filler",
        True,
        _EN_PARKING_CALL,
        "Rob Gale has got a new car, a Kia Niro",
        evidence="Yeah, so, um, I've got a new car, a Kia Niro",
        speaker="Rob Gale",
    ),
    # subspan: the e-mail alone under an email key.
    _r(
        "en",
        "subspan",
        True,
        _EN_PARKING_CALL,
        "rob.gale@fastmail.co.uk",
        evidence="My email is rob.gale@fastmail.co.uk",
        speaker="Rob Gale",
        key="rob_gale/email",
    ),
    # restriction_drop: "old" (and "was") restrict the keyed noun; the key says current email.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_PARKING_CALL,
        "rgale1972@hotmail.com",
        evidence="My old email was rgale1972@hotmail.com",
        speaker="Rob Gale",
        key="rob_gale/email",
    ),
    # subspan: the zone as a noun phrase.
    _r(
        "en",
        "subspan",
        True,
        _EN_PARKING_CALL,
        "zone F",
        evidence="Your permit is for zone F",
        key="rob_gale/parking_permit/zone",
    ),
    # --- home-brewing shop, speech-to-text JSON ---
    # filler: "so, um," dropped; mem0's User for the `user` segment.
    _r(
        "en",
        "filler",
        True,
        _EN_HOMEBREW_STT,
        "User brews all-grain on a Grainfather",
        evidence="so, um, I brew all-grain on a Grainfather",
        speaker="user",
    ),
    # list_item: one hop of three, with the clause's head and tail.
    _r(
        "en",
        "list_item",
        True,
        _EN_HOMEBREW_STT,
        "We have Mosaic in stock",
        evidence="We have Citra, Mosaic and Nelson Sauvin in stock",
        key="hoptimist_homebrew/hops_in_stock",
    ),
    # restriction_drop: "on Wednesdays" is a time frame the key does not carry.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_HOMEBREW_STT,
        "members get 10% off",
        evidence="members get 10% off on Wednesdays",
        key="hoptimist_homebrew/member_discount",
    ),
    # speaker: negation and "yet" kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_HOMEBREW_STT,
        "User is not a member yet",
        evidence="I am not a member yet",
        speaker="user",
    ),
    # --- chess café, forum with quoted post ---
    # speaker: the quoted post is gambit_ghost's.
    _r(
        "en",
        "speaker",
        True,
        _EN_CHESS_FORUM,
        "gambit_ghost runs the Wednesday blitz at Knight Moves",
        evidence="I run the Wednesday blitz at Knight Moves",
        speaker="gambit_ghost",
    ),
    # wrong_speaker: pawnstorm_liz only quotes it.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CHESS_FORUM,
        "pawnstorm_liz runs the Wednesday blitz at Knight Moves",
        evidence="I run the Wednesday blitz at Knight Moves",
        speaker="pawnstorm_liz",
    ),
    # --- church bell ringers, Slack ---
    # number: "6" dropped.
    _r(
        "en",
        "number",
        False,
        _EN_BELLRINGERS_SLACK,
        "We need ringers for Plain Bob",
        evidence="We need 6 ringers for Plain Bob",
    ),
    # parenthetical: the trailing aside dropped (it holds a negator, but not in the kept clause).
    _r(
        "en",
        "parenthetical",
        True,
        _EN_BELLRINGERS_SLACK,
        "The tower key is back in the vestry safe",
        evidence="The tower key is back in the vestry safe (the combination hasn't changed)",
    ),
    # coordination: Owen's second conjunct, bound to his name.
    _r(
        "en",
        "coordination",
        True,
        _EN_BELLRINGERS_SLACK,
        "Owen Price will bring the new learner, Sunita",
        evidence="I'll be there, and I'll bring the new learner, Sunita",
        speaker="Owen Price",
    ),
    # tense: "rang" (before they moved) restated as present.
    _r(
        "en",
        "tense",
        False,
        _EN_BELLRINGERS_SLACK,
        "Owen Price rings at Ely Cathedral",
        evidence="I rang at Ely Cathedral before we moved here",
        speaker="Owen Price",
    ),
    # --- car-share scheme, Discord ---
    # subspan: the membership number alone.
    _r(
        "en",
        "subspan",
        True,
        _EN_CARSHARE_DISCORD,
        "CS-20931",
        evidence="My membership number is CS-20931",
        speaker="Leila K",
        key="cowheels/leila_k/membership_number",
    ),
    # stitch: "The Zoe is" + "petrol" from the Fiesta's clause.
    _r(
        "en",
        "stitch",
        False,
        _EN_CARSHARE_DISCORD,
        "The Zoe is petrol",
        evidence="The Zoe is electric and the Fiesta is petrol",
        key="cowheels/harbour_bay/zoe/fuel",
    ),
    # list_item: one of the two cars.
    _r(
        "en",
        "list_item",
        True,
        _EN_CARSHARE_DISCORD,
        "The Harbour bay has the Fiesta",
        evidence="The Harbour bay has the Zoe and the Fiesta",
    ),
    # speaker: subject elided for Leila.
    _r(
        "en",
        "speaker",
        True,
        _EN_CARSHARE_DISCORD,
        "Has moved to Flat 3, 18 Quay Street",
        evidence="I've moved to Flat 3, 18 Quay Street",
        speaker="Leila K",
        key="cowheels/leila_k/address",
    ),
    # wrong_speaker: the same elided value filed for Joe, whose turn it is not.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CARSHARE_DISCORD,
        "Has moved to Flat 3, 18 Quay Street",
        evidence="I've moved to Flat 3, 18 Quay Street",
        speaker="Joe",
        key="cowheels/joe/address",
    ),
    # --- community theatre wardrobe, WhatsApp ---
    # filler: "er, so, basically" dropped; "all" kept.
    _r(
        "en",
        "filler",
        True,
        _EN_WARDROBE_WHATSAPP,
        "The Victorian petticoats are all washed and hanging on rail B",
        evidence="er, so, basically the Victorian petticoats are all washed and hanging on rail B",
    ),
    # attribution: Sam reports Kath's opinion; the value asserts it.
    _r(
        "en",
        "attribution",
        False,
        _EN_WARDROBE_WHATSAPP,
        "The top hats need re-blocking before the dress rehearsal",
        evidence="Kath reckons the top hats need re-blocking before the dress rehearsal",
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# Spanish records
# ---------------------------------------------------------------------------------------------------------------

_ES: tuple[Realistic, ...] = (
    # --- cooperativa de consumo, WhatsApp ---
    # coordination: Iker's second conjunct, "llevo" -> "lleva".
    _r(
        "es",
        "coordination",
        True,
        _ES_COOP_WHATSAPP,
        "Iker Etxeberria lleva la furgoneta al almacén de Mercabilbao",
        evidence="Yo hago el turno de caja los martes y llevo la furgoneta al almacén de Mercabilbao",
        speaker="Iker Etxeberria",
    ),
    # speaker: "Yo hago" -> "Iker Etxeberria hace".
    _r(
        "es",
        "speaker",
        True,
        _ES_COOP_WHATSAPP,
        "Iker Etxeberria hace el turno de caja los martes",
        evidence="Yo hago el turno de caja los martes",
        speaker="Iker Etxeberria",
    ),
    # wrong_speaker: the line is Iker's, not Nuria's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_COOP_WHATSAPP,
        "Nuria Vidal hace el turno de caja los martes",
        evidence="Yo hago el turno de caja los martes",
        speaker="Nuria Vidal",
    ),
    # restriction_drop: "para socias con hijos" restricts the fee; the key does not carry it.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_COOP_WHATSAPP,
        "15 € al mes",
        evidence="La cuota es de 15 € al mes para socias con hijos",
        key="coop_la_colmena/cuota_mensual",
    ),
    # negation: "no" dropped.
    _r(
        "es",
        "negation",
        False,
        _ES_COOP_WHATSAPP,
        "Iker Etxeberria toma lácteos",
        evidence="no tomo lácteos",
        speaker="Iker Etxeberria",
    ),
    # --- campaneros, acta de reunión ---
    # subspan: the time alone; the key names the peal and the relation.
    _r(
        "es",
        "subspan",
        True,
        _ES_CAMPANEROS_ACTA,
        "23:30",
        evidence="El toque de Nochebuena será a las 23:30",
        key="campaneros_tudela/toque_nochebuena/hora",
    ),
    # number: "8" dropped.
    _r(
        "es",
        "number",
        False,
        _ES_CAMPANEROS_ACTA,
        "Necesitamos campaneros para el toque",
        evidence="necesitamos 8 campaneros para el toque",
    ),
    # filler: "Eh, bueno," dropped; "yo traigo" -> "Elena Soler trae".
    _r(
        "es",
        "filler",
        True,
        _ES_CAMPANEROS_ACTA,
        "Elena Soler trae las cuerdas nuevas",
        evidence="Eh, bueno, yo traigo las cuerdas nuevas",
        speaker="Elena Soler",
    ),
    # condition: "Si llueve" dropped.
    _r(
        "es",
        "condition",
        False,
        _ES_CAMPANEROS_ACTA,
        "Tocaremos solo desde la sala de cuerdas",
        evidence="Si llueve, tocaremos solo desde la sala de cuerdas",
    ),
    # parenthetical: the aside (with its year) dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_CAMPANEROS_ACTA,
        "La campana mayor necesita un badajo nuevo",
        evidence="La campana mayor (la refundieron en 1952) necesita un badajo nuevo",
    ),
    # attribution: "Según el párroco" dropped.
    _r(
        "es",
        "attribution",
        False,
        _ES_CAMPANEROS_ACTA,
        "El obispado paga la mitad",
        evidence="Según el párroco, el obispado paga la mitad",
        key="campaneros_tudela/badajo_nuevo/financiacion",
    ),
    # --- bibliobús, llamada ---
    # speaker: the caller's turn is labelled "Usuario"; mem0's Usuario, "Tengo" -> "tiene".
    _r(
        "es",
        "speaker",
        True,
        _ES_BIBLIOBUS_LLAMADA,
        "Usuario tiene en préstamo tres libros",
        evidence="Tengo en préstamo tres libros",
        speaker="user",
    ),
    # subspan: the phone number alone.
    _r(
        "es",
        "subspan",
        True,
        _ES_BIBLIOBUS_LLAMADA,
        "612 345 987",
        evidence="Mi teléfono es el 612 345 987",
        speaker="user",
        key="usuario/telefono",
    ),
    # subspan: the library card number alone.
    _r(
        "es",
        "subspan",
        True,
        _ES_BIBLIOBUS_LLAMADA,
        "BB-40217",
        evidence="mi carné de lector es BB-40217",
        speaker="user",
        key="bibliobuses_soria/anselmo_gil/carne_lector",
    ),
    # negation: "no puedo" -> "puede".
    _r(
        "es",
        "negation",
        False,
        _ES_BIBLIOBUS_LLAMADA,
        "Usuario puede ir el martes",
        evidence="no puedo ir el martes",
        speaker="user",
    ),
    # --- limpiacristales, e-mail con respuesta citada ---
    # speaker: Carmen's dropped subject ("Trabajo") restated with her name.
    _r(
        "es",
        "speaker",
        True,
        _ES_LIMPIACRISTALES_EMAIL,
        "Carmen Beltrán trabaja desde casa los viernes",
        evidence="Trabajo desde casa los viernes",
        speaker="Carmen Beltrán",
    ),
    # wrong_speaker: Carmen wrote it, not Sergio.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_LIMPIACRISTALES_EMAIL,
        "Sergio Llorente trabaja desde casa los viernes",
        evidence="Trabajo desde casa los viernes",
        speaker="Sergio Llorente",
    ),
    # subspan: the door code alone.
    _r(
        "es",
        "subspan",
        True,
        _ES_LIMPIACRISTALES_EMAIL,
        "2580",
        evidence="El código del portal es 2580",
        key="carmen_beltran/olmo_14/codigo_portal",
    ),
    # speaker: Sergio's quoted reply, "Yo limpio" -> "Sergio Llorente limpia".
    _r(
        "es",
        "speaker",
        True,
        _ES_LIMPIACRISTALES_EMAIL,
        "Sergio Llorente limpia en la calle Olmo cada tres semanas",
        evidence="Yo limpio en la calle Olmo cada tres semanas",
        speaker="Sergio Llorente",
    ),
    # condition: 45 € only if the gallery is added.
    _r(
        "es",
        "condition",
        False,
        _ES_LIMPIACRISTALES_EMAIL,
        "45 €",
        evidence="45 € si quiere también la galería",
        key="brillo_express/olmo_14_3b/precio",
    ),
    # wrong_speaker: the quoted line is Sergio's, not Carmen's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_LIMPIACRISTALES_EMAIL,
        "Carmen Beltrán limpia en la calle Olmo cada tres semanas",
        evidence="Yo limpio en la calle Olmo cada tres semanas",
        speaker="Carmen Beltrán",
    ),
    # --- club de hockey, Telegram ---
    # scope: "solo" dropped.
    _r(
        "es",
        "scope",
        False,
        _ES_HOCKEY_TELEGRAM,
        "Los jueves tenemos reservada la mitad norte de la pista",
        evidence="Los jueves solo tenemos reservada la mitad norte de la pista",
        key="hockey_txingudi/pista_jueves",
    ),
    # coordination: Pablo's second conjunct, "juego" -> "juega".
    _r(
        "es",
        "coordination",
        True,
        _ES_HOCKEY_TELEGRAM,
        "Pablo Quintana juega de portero en el B",
        evidence="Yo entreno a las alevines y juego de portero en el B",
        speaker="Pablo Quintana",
    ),
    # speaker: past kept, "Fui" -> "fue".
    _r(
        "es",
        "speaker",
        True,
        _ES_HOCKEY_TELEGRAM,
        "Pablo Quintana fue capitán del primer equipo",
        evidence="Fui capitán del primer equipo",
        speaker="Pablo Quintana",
    ),
    # tense: "Fui" restated as present.
    _r(
        "es",
        "tense",
        False,
        _ES_HOCKEY_TELEGRAM,
        "Pablo Quintana es capitán del primer equipo",
        evidence="Fui capitán del primer equipo",
        speaker="Pablo Quintana",
    ),
    # wrong_speaker: Pablo's line filed for Maite.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_HOCKEY_TELEGRAM,
        "Maite Arrieta fue capitán del primer equipo",
        evidence="Fui capitán del primer equipo",
        speaker="Maite Arrieta",
    ),
    # list_item: one of three items of kit.
    _r(
        "es",
        "list_item",
        True,
        _ES_HOCKEY_TELEGRAM,
        "Para el torneo de Navidad llevamos espinilleras",
        evidence="Para el torneo de Navidad llevamos sticks, espinilleras y petos",
    ),
    # subspan: the amount with its unit ("por equipo").
    _r(
        "es",
        "subspan",
        True,
        _ES_HOCKEY_TELEGRAM,
        "40 € por equipo",
        evidence="la inscripción son 40 € por equipo",
        key="hockey_txingudi/torneo_navidad/inscripcion",
    ),
    # --- tienda de cerveza casera, JSON de transcripción ---
    # filler: "pues, o sea," dropped; mem0's Usuario for the `user` segment.
    _r(
        "es",
        "filler",
        True,
        _ES_CERVEZA_STT,
        "Usuario elabora cerveza en casa por el método de todo grano",
        evidence="pues, o sea, elaboro cerveza en casa por el método de todo grano",
        speaker="user",
    ),
    # list_item: one hop of three.
    _r(
        "es",
        "list_item",
        True,
        _ES_CERVEZA_STT,
        "Tenemos lúpulo Saaz",
        evidence="Tenemos lúpulo Citra, Cascade y Saaz",
        key="lupulo_feliz/lupulos_disponibles",
    ),
    # restriction_drop: "los miércoles" is a time frame the key does not carry.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_CERVEZA_STT,
        "los socios tienen un 10 % de descuento",
        evidence="los socios tienen un 10 % de descuento los miércoles",
        key="lupulo_feliz/descuento_socios",
    ),
    # tense: "Antes hacía" restated as present.
    _r(
        "es",
        "tense",
        False,
        _ES_CERVEZA_STT,
        "Usuario hace kits de extracto",
        evidence="Antes hacía kits de extracto",
        speaker="user",
    ),
    # --- vestuario de teatro, foro con cita ---
    # list_item: one of two items, in Remedios_T's quoted post; "Tengo" -> "tiene".
    _r(
        "es",
        "list_item",
        True,
        _ES_VESTUARIO_FORO,
        "Remedios_T tiene en el almacén tres mantones de Manila",
        evidence="Tengo en el almacén doce vestidos negros de época y tres mantones de Manila",
        speaker="Remedios_T",
    ),
    # stitch: the dresses' subject + the shawls' place.
    _r(
        "es",
        "stitch",
        False,
        _ES_VESTUARIO_FORO,
        "Los vestidos están en el camerino",
        evidence="Los vestidos están en la sala dos y los mantones en el camerino",
        key="la_farandula/bernarda_alba/vestidos/ubicacion",
    ),
    # coordination: Lola's second conjunct, "arreglo" -> "arregla".
    _r(
        "es",
        "coordination",
        True,
        _ES_VESTUARIO_FORO,
        "Lola_costuras arregla los bajos",
        evidence="Yo coso los cuellos de encaje y arreglo los bajos",
        speaker="Lola_costuras",
    ),
    # attribution: "Dicen en el grupo que" dropped.
    _r(
        "es",
        "attribution",
        False,
        _ES_VESTUARIO_FORO,
        "El estreno es el 16 de enero",
        evidence="Dicen en el grupo que el estreno es el 16 de enero",
        key="la_farandula/bernarda_alba/estreno",
    ),
    # --- coche compartido, Discord ---
    # filler: "pues nada, que" dropped; "vivo" -> "vive".
    _r(
        "es",
        "filler",
        True,
        _ES_COCHE_DISCORD,
        "Lucía Ramos ahora vive en Lavapiés",
        evidence="pues nada, que ahora vivo en Lavapiés",
        speaker="Lucía Ramos",
    ),
    # speaker: subject elided for Lucía, "uso" -> "usa".
    _r(
        "es",
        "speaker",
        True,
        _ES_COCHE_DISCORD,
        "Ahora usa el coche de la plaza de Cabestreros",
        evidence="ahora uso el coche de la plaza de Cabestreros",
        speaker="Lucía Ramos",
        key="comparticoche/lucia_ramos/coche_habitual",
    ),
    # parenthetical: the non-restrictive aside dropped.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_COCHE_DISCORD,
        "El Clio de Cabestreros tiene la etiqueta CERO",
        evidence="El Clio de Cabestreros (lo compramos en octubre) tiene la etiqueta CERO",
    ),
    # restriction_drop: "entre semana" is a time frame the key does not carry.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_COCHE_DISCORD,
        "3,90 € la hora",
        evidence="La tarifa es de 3,90 € la hora entre semana",
        key="comparticoche/tarifa_hora",
    ),
)

# ---------------------------------------------------------------------------------------------------------------
# Chinese records
# ---------------------------------------------------------------------------------------------------------------

_ZH: tuple[Realistic, ...] = (
    # --- 社区菜园，微信群 ---
    # speaker: 我 -> 李建国.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CAIYUAN_WECHAT,
        "李建国从三月起就种14号地",
        evidence="我从三月起就种14号地",
        speaker="李建国",
        key="绿荫菜园/李建国/地块",
    ),
    # wrong_speaker: 这句是李建国说的，不是王芳。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CAIYUAN_WECHAT,
        "王芳从三月起就种14号地",
        evidence="我从三月起就种14号地",
        speaker="王芳",
        key="绿荫菜园/王芳/地块",
    ),
    # restriction_drop: 整块地的 restricts the keyed rent; the key does not carry it.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_CAIYUAN_WECHAT,
        "380元",
        evidence="整块地的年租是380元",
        key="绿荫菜园/地块年租",
    ),
    # negation: 不 dropped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_CAIYUAN_WECHAT,
        "李建国用公共堆肥箱",
        evidence="我不用公共堆肥箱",
        speaker="李建国",
    ),
    # --- 助听犬协会，会议纪要 ---
    # coordination: 赵敏's second conjunct (还 dropped with the first).
    _r(
        "zh",
        "coordination",
        True,
        _ZH_ZHUTINGQUAN_JIYAO,
        "赵敏负责在募捐期间照看豆豆",
        evidence="我带刷卡机和零钱，还负责在募捐期间照看豆豆",
        speaker="赵敏",
    ),
    # list_item: one of the two things 赵敏 brings.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_ZHUTINGQUAN_JIYAO,
        "赵敏带零钱",
        evidence="我带刷卡机和零钱",
        speaker="赵敏",
    ),
    # scope: 最多 dropped.
    _r(
        "zh",
        "scope",
        False,
        _ZH_ZHUTINGQUAN_JIYAO,
        "活动室容纳80人",
        evidence="活动室最多容纳80人",
    ),
    # negation: 不能 -> 能.
    _r(
        "zh",
        "negation",
        False,
        _ZH_ZHUTINGQUAN_JIYAO,
        "豆豆能进商场的美食区",
        evidence="豆豆不能进商场的美食区",
    ),
    # attribution: 听刘洋说 dropped.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_ZHUTINGQUAN_JIYAO,
        "去年的知识竞赛筹到了12400元",
        evidence="听刘洋说，去年的知识竞赛筹到了12400元",
        key="助听犬海淀小组/知识竞赛/去年筹款",
    ),
    # parenthetical: the full-width aside dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_ZHUTINGQUAN_JIYAO,
        "募捐地点是五道口购物中心",
        evidence="募捐地点是五道口购物中心（就是楼下有超市的那个）",
    ),
    # --- 居民停车证，通话记录 ---
    # filler: 嗯，那个 dropped; the caller's turns are labelled with his name.
    _r(
        "zh",
        "filler",
        True,
        _ZH_TINGCHEZHENG_TONGHUA,
        "孙浩换了一辆新车",
        evidence="嗯，那个，我换了一辆新车",
        speaker="孙浩",
    ),
    # subspan: the e-mail alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TINGCHEZHENG_TONGHUA,
        "sunhao88@163.com",
        evidence="我的邮箱是sunhao88@163.com",
        speaker="孙浩",
        key="孙浩/邮箱",
    ),
    # restriction_drop: 以前的 restricts the keyed noun; the key says current e-mail.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_TINGCHEZHENG_TONGHUA,
        "sh1985@sina.com",
        evidence="以前的邮箱是sh1985@sina.com",
        speaker="孙浩",
        key="孙浩/邮箱",
    ),
    # subspan: the zone as a noun phrase.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TINGCHEZHENG_TONGHUA,
        "F区",
        evidence="您的停车证是F区的",
        key="孙浩/居民停车证/区域",
    ),
    # subspan: the plate alone, English key over a Chinese source.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TINGCHEZHENG_TONGHUA,
        "沪AD12345",
        evidence="新车的车牌是沪AD12345",
        key="sun_hao/vehicle/plate",
    ),
    # --- 擦窗，电子邮件（引用回复）---
    # speaker: 周雪's own line.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CACHUANG_EMAIL,
        "周雪每周二在家办公",
        evidence="我每周二在家办公",
        speaker="周雪",
    ),
    # wrong_speaker: 周雪 wrote it; 陈师傅's reply is only quoted.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CACHUANG_EMAIL,
        "陈师傅每周二在家办公",
        evidence="我每周二在家办公",
        speaker="陈师傅",
    ),
    # subspan: the door code alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CACHUANG_EMAIL,
        "4471",
        evidence="单元门禁密码是4471",
        key="周雪/翠湖苑7栋/门禁密码",
    ),
    # speaker: the quoted reply is 陈师傅's.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CACHUANG_EMAIL,
        "陈师傅每四周去一次翠湖苑",
        evidence="我每四周去一次翠湖苑",
        speaker="陈师傅",
    ),
    # condition: 260元 only if the balcony roof is added.
    _r(
        "zh",
        "condition",
        False,
        _ZH_CACHUANG_EMAIL,
        "260元",
        evidence="如果阳台玻璃顶也要擦，一共是260元",
        key="亮晶晶擦窗/翠湖苑7栋1502/报价",
    ),
    # --- 象棋咖啡馆，论坛引用 ---
    # speaker: the quoted post is 老炮's.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_XIANGQI_LUNTAN,
        "老炮每周三晚上在楚河汉界棋咖组织快棋赛",
        evidence="我每周三晚上在楚河汉界棋咖组织快棋赛",
        speaker="老炮",
    ),
    # wrong_speaker: 小卒过河 only quotes it.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_XIANGQI_LUNTAN,
        "小卒过河每周三晚上在楚河汉界棋咖组织快棋赛",
        evidence="我每周三晚上在楚河汉界棋咖组织快棋赛",
        speaker="小卒过河",
    ),
    # tense: 以前 ... 下过 restated as a present habit.
    _r(
        "zh",
        "tense",
        False,
        _ZH_XIANGQI_LUNTAN,
        "小卒过河只在手机上下棋",
        evidence="我以前只在手机上下过棋",
        speaker="小卒过河",
    ),
    # subspan: the entry fee alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_XIANGQI_LUNTAN,
        "30元",
        evidence="报名费30元",
        key="楚河汉界棋咖/周三快棋赛/报名费",
    ),
    # --- 自酿啤酒店，语音转写 JSON ---
    # filler: 嗯，就是 dropped; mem0's 用户 for the `user` segment.
    _r(
        "zh",
        "filler",
        True,
        _ZH_ZINIANG_STT,
        "用户在家用全麦芽法酿啤酒",
        evidence="嗯，就是，我在家用全麦芽法酿啤酒",
        speaker="user",
    ),
    # list_item: one hop of three.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_ZINIANG_STT,
        "我们有马赛克酒花",
        evidence="我们有西楚、马赛克和尼尔森苏维酒花",
        key="麦芽坊/酒花库存",
    ),
    # restriction_drop: 每周三 is a time frame the key does not carry.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_ZINIANG_STT,
        "会员打九折",
        evidence="会员每周三打九折",
        key="麦芽坊/会员折扣",
    ),
    # speaker: 还不是 kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ZINIANG_STT,
        "用户还不是会员",
        evidence="我还不是会员",
        speaker="user",
    ),
    # --- 共享汽车，微信群 ---
    # stitch: Zoe's subject + 嘉年华's predicate.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_GONGXIANG_WECHAT,
        "Zoe是烧油的",
        evidence="Zoe是电动的，嘉年华是烧油的",
        key="邻里共享汽车/海港停车点/Zoe/动力",
    ),
    # list_item: one of the two cars, its classifier and number kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_GONGXIANG_WECHAT,
        "海港停车点有一辆嘉年华",
        evidence="海港停车点有一辆Zoe和一辆嘉年华",
    ),
    # speaker: subject elided for 林晓.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GONGXIANG_WECHAT,
        "搬到码头街18号3室了",
        evidence="我搬到码头街18号3室了",
        speaker="林晓",
        key="邻里共享汽车/林晓/住址",
    ),
    # wrong_speaker: the same elided value filed for 老赵, whose turn it is not.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_GONGXIANG_WECHAT,
        "搬到码头街18号3室了",
        evidence="我搬到码头街18号3室了",
        speaker="老赵",
        key="邻里共享汽车/老赵/住址",
    ),
    # --- 曲棍球俱乐部，Discord ---
    # coordination: 阿杰's second conjunct (还 dropped with the first).
    _r(
        "zh",
        "coordination",
        True,
        _ZH_QUGUNQIU_DISCORD,
        "阿杰负责把装备包带去客场比赛",
        evidence="我守二队的门，还负责把装备包带去客场比赛",
        speaker="阿杰",
    ),
    # tense: 以前 ... 带过 restated as present.
    _r(
        "zh",
        "tense",
        False,
        _ZH_QUGUNQIU_DISCORD,
        "吴教练带U12的队伍",
        evidence="我以前带过U12的队伍",
        speaker="吴教练",
    ),
    # condition: 如果青少年队超时 dropped.
    _r(
        "zh",
        "condition",
        False,
        _ZH_QUGUNQIU_DISCORD,
        "周四的场地我们只能用半场",
        evidence="周四的场地如果青少年队超时，我们就只能用半场",
        key="曲棍球俱乐部/周四场地",
    ),
    # --- 剧团服装组，微信群 ---
    # filler: 呃，那个，其实 dropped; 都 kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_FUZHUANG_WECHAT,
        "民国长衫都洗好了",
        evidence="呃，那个，其实民国长衫都洗好了",
        key="星光剧团/雷雨/服装状态",
    ),
    # coordination: 小孙's second conjunct under 负责.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_FUZHUANG_WECHAT,
        "小孙负责改裤脚",
        evidence="我负责缝领口和改裤脚",
        speaker="小孙",
    ),
    # attribution: 老郑说 dropped.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_FUZHUANG_WECHAT,
        "礼帽在彩排前要重新定型",
        evidence="老郑说礼帽在彩排前要重新定型",
    ),
    # --- 流动图书馆车，微信群 ---
    # number: 4个 dropped.
    _r(
        "zh",
        "number",
        False,
        _ZH_LIUDONG_WECHAT,
        "这次需要志愿者搬书箱",
        evidence="这次需要4个志愿者搬书箱",
    ),
    # parenthetical: the trailing aside dropped (it holds a negator, but not in the kept clause).
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_LIUDONG_WECHAT,
        "借书登记本放回车上的铁皮柜了",
        evidence="借书登记本放回车上的铁皮柜了（钥匙没换）",
    ),
)

_RECORDS: list[Realistic] = [*_EN, *_ES, *_ZH]

BATCH_83: tuple[Realistic, ...] = tuple(_RECORDS)
