"""The realistic set's eighty-fourth batch: a blind measurement of the merged admission rules (issue 31, brief B84).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b84, without reading the admission rule's code (nothing under `memtx.core`),
docs/admission.md, docs/eval-admission.md, any test or any other batch's records. What was read, and nothing else:
brief B84; the list of headings of /work/shared/DESIGN.md (`grep -n '^#'`) and its §4 in full with its amendments
(lines 79-119: F, Q, T, G with the safe-deletions amendment, speaker binding, and the key-aware values / whole
identifiers / quarantine amendment); the text of issue 31 (`issues show 31`); `admission_realistic_record.py` (the
record type `Realistic` and `_r`); and the first 60 lines of `admission_realistic_batch41.py` (its docstring and first
two records, for the format and the family names). No scorer, `check_support`, `memtx eval`, pytest or git was run;
the only thing run on this file was a small script importing it alone to check that every evidence is a verbatim span
of its source, the counts per language, kind and validity, and that no two records share (evidence, value, speaker,
key).

Every source is invented here. Domains: beekeeping associations, boat moorings and marinas, escape rooms, chimney
sweeps (kitchen-flue cleaners in Chinese), allotment waiting lists (huertos urbanos, 社区菜园), orthodontists,
car-share clubs, piano tuners, blood donation sessions, hearing-aid clinics, pottery classes and language-exchange
meetups, each with Spanish and Chinese equivalents. Registers: single-speaker messages (support tickets, e-mails with
signatures, voice-note and voicemail transcripts with fillers and false starts, web-form free text, SMS and app
notifications, reviews with the business's reply underneath) and, in each language, two two-party chats in mem0's
`User:`/`Assistant:` shape.

Faithful values are written as memory extractors write them: restated in the third person with the speaker's first
name (Zep/Graphiti), with the full name in Chinese, or with mem0's `User`, `Usuario` or `用户` (the record's speaker is
then `user`); fillers and false starts dropped; one item of a list kept with its head and the rest of the clause; one
conjunct of a shared subject kept; an aside in brackets dropped; or one atomic value (a phone number, booking code,
donor number, amount with its currency, date and time) filed under a LangGraph-style key (English, Spanish and Chinese
keys, English keys over Spanish and Chinese text, mem0-style `user/...`). Each negative sits beside a faithful record of
the same source and differs from it only in what §4 says matters: another person's turn or another owner
(wrong_speaker: an assistant's turn, a business's reply under a review, a sister's plot, a colleague's phone under the
speaker's key), a time frame or a modifier of the keyed noun dropped (restriction_drop, two of them in the value and one
in the key), a reporter dropped (attribution), a negator, the past, a condition, a scope word, a number borrowed from
another list item, or two conjuncts stitched into a claim neither makes. Labels follow DESIGN §4 alone, not any guess
about what the rule does.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Eighteen faithful
records per language have a negative partner; the other four (three subspan, one list_item) stand alone. Every
evidence string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---------------------------------------------------------------------------------------------

_EN_CHAT_LANG = (
    "User: I'm learning Portuguese because we're moving to Porto next spring. Is there a language exchange near "
    "Hackney?\nAssistant: There's one at Café Lusitano on Wednesday evenings. I speak a little Portuguese myself, "
    "so I can help you practise before you go."
)
_EN_ALLOTMENT_FORM = (
    "Waiting list application - Ashby Lane Allotment Society\nName: Sam Okoro\nAnything else we should know? "
    "I have a half plot at Mill Road, but it floods every winter. My sister has a full plot at Ashby Lane and says "
    "the soil drains well."
)
_EN_POTTERY_EMAIL = (
    "Hi Jo,\nI studied ceramics at Staffordshire and I throw on a Shimpo wheel at home, so I'd like to skip the "
    "beginners' block and join the Thursday intermediate class.\nThanks,\nLena Fischer"
)
_EN_CARSHARE_TICKET = (
    "Ticket #58213 - Membership question\nFrom: Arjun Mehta\nI don't own a car, so I rely on the club's Corsa at "
    "Elm Street for the weekly shop. Can I put my partner on my membership?"
)
_EN_HEARING_MSG = (
    "Message to Brightwell Hearing from Margaret Doyle: Dr Okafor says I need a smaller receiver in the left aid. "
    "Could I come in on Tuesday to have it swapped?"
)
_EN_SWEEP_REVIEW = (
    "★★★★★ Tidy, quick and not a speck of soot on the carpet. I've had the wood burner swept by Soot & Sons for "
    "three winters now and I'll book them again in October. — Priya N.\n\nResponse from Soot & Sons: Thanks Priya, "
    "that's kind of you! I'll post the sweep certificate on Friday. — Gareth"
)
_EN_MOORING_SIG = (
    "Hi all,\nThe crane-out list for October is attached. Please check your slot and tell me by Friday if it "
    "clashes.\n\nHelen Marsh\nBerthing Officer, Riverside Moorings\nOffice: 01392 555 014\nOut-of-hours: 07700 900 461"
)
_EN_TUNER_EMAIL = (
    "Dear Mrs Adeyemi,\nThank you for your message about the Broadwood. I'm away from 3 to 14 March. For anything "
    "urgent, my colleague Tom Hale is on 0113 496 0155.\nKind regards,\nIrena Novak\nHead Tuner, Keynote Piano Care\n"
    "0113 496 0821"
)
_EN_CHAT_DONOR = (
    "User: My donor number is GB-7719-4402 - can you keep it handy for when I rebook?\n"
    "Assistant: Of course. I'll have it ready for your next appointment."
)
_EN_ESCAPE_SMS = (
    "LockedIn Leeds: You're booked! The Pharaoh's Vault, Sat 14 June, 19:30, 5 players. Booking ref LIL-66302. "
    "Arrive 15 min early. Reply STOP to opt out."
)
_EN_ORTHO_EMAIL = (
    "Hello Mr Brennan,\nFollowing Ellie's consultation on Monday, the total for Ellie's braces is £3,250, payable in "
    "ten monthly instalments. Her first fitting is on 2 April.\nBest wishes,\nClaire Wu\nPractice Manager, Smile "
    "Bright Orthodontics"
)
_EN_DONOR_VOICE = (
    "Voice note from Dev, transcribed: Hi, it's Dev. So, um, I— I can't make the, uh, the Thursday session at the "
    "Corn Exchange, so, yeah, could you move me to the Saturday one? Cheers."
)
_EN_BEES_VOICE = (
    "Voice note in the Harrow Beekeepers' Association group, from Tom Reid: Right, so, er, quick one. If it's "
    "raining on Saturday, um, the hive inspection at the— at the teaching apiary gets, like, moved to Sunday at ten. "
    "Bring your own gloves. Ta."
)
_EN_TUNER_VOICEMAIL = (
    "Voicemail for Keynote Piano Care, transcribed: Hello, yes, it's, um, Graham Pike. I, er, I used to have the "
    "piano tuned by, uh, by Mr Ellis, but he's retired, so I'm after someone for the Bechstein upright. Ring me back "
    "on 07700 900 233."
)
_EN_BEES_FORM = (
    "Membership renewal - Harrow Beekeepers' Association\nName: Ruth Adler\nColonies this season: I keep three "
    "Buckfast colonies, two Carniolan colonies and one nuc of native black bees."
)
_EN_POTTERY_NOTICE = (
    "Hi potters,\nA reminder that at the Saturday open studio we sell clay, glazes and second-hand tools at cost. "
    "Weekday classes include clay in the fee.\nSee you soon,\nBea\nClay Barn Pottery"
)
_EN_LANG_FORM = (
    "Sign-up form - Tongue Twisters Language Exchange\nName: Kasia Nowak\nWhich languages can you offer? I speak "
    "Polish, German and Portuguese, and I'm learning Korean.\nAnything else? I can only come on Thursdays."
)
_EN_MOORING_TICKET = (
    "Ticket #4410 - Riverside Moorings\nFrom: Callum Fraser\nI rent a berth on B pontoon and park the boat trailer "
    "in the east yard. The yard gate code stopped working on Sunday - can someone reset it?"
)
_EN_ESCAPE_REVIEW = (
    "★★★★☆ I book for our office team every quarter and only play the horror rooms, so The Asylum was right up our "
    "street. The clues were a bit cryptic. — Dan W.\n\nOwner's reply: Thanks Dan, glad you enjoyed it!"
)
_EN_CARSHARE_EMAIL = (
    "Hi CarClub team,\nI've been a member since 2021 and book the van if the estate car is too small. Could you add "
    "a roof rack to the estate?\nThanks,\nNadia Karim"
)
_EN_HEARING_SMS = (
    "Brightwell Hearing: on weekdays the Castle Street clinic (the one above the pharmacy) opens at 8:30, and on "
    "Saturdays at 9:30."
)
_EN_MOORING_NEWS = (
    "From: Ros Pemberton, Secretary, Exe Sailing Club\nThe harbour master (Dave, the one with the spaniel) says the "
    "north pontoon will be dredged in May. Boats on N1-N12 will need to move to the river moorings for two weeks."
)

# --- Spanish sources ---------------------------------------------------------------------------------------------

_ES_CHAT_LANG = (
    "User: Estoy aprendiendo italiano porque en octubre me voy de Erasmus a Bolonia. ¿Hay algún intercambio de "
    "idiomas en Valencia?\nAssistant: Sí, hay uno los martes por la tarde en el Café Ruzafa. Yo hablo un poco de "
    "italiano, así que puedo ayudarte a practicar antes de que te vayas."
)
_ES_HUERTO_FORM = (
    "Solicitud - Lista de espera de los Huertos Urbanos de Benimaclet\nNombre: Carmen Vidal Soler\nComentarios: "
    "Tengo una parcela pequeña en el huerto de Orriols, pero se encharca cada invierno. Mi cuñado tiene la parcela "
    "23 en Benimaclet y dice que la tierra drena muy bien."
)
_ES_CERAMICA_EMAIL = (
    "Hola, Inés:\nEstudié cerámica en la Escuela de Artes de Talavera y tengo torno en casa, así que me gustaría "
    "pasar directamente al grupo intermedio de los jueves.\nUn saludo,\nLucía Benítez"
)
_ES_COCHE_TICKET = (
    "Incidencia n.º 30917 - Club Compartecoche Zaragoza\nDe: Javier Lasheras\nNo tengo coche propio, así que uso el "
    "Clio de la calle Delicias para la compra semanal. ¿Puedo añadir a mi pareja como conductora?"
)
_ES_AUDITIVO_MSG = (
    "Mensaje de Rosario Gil al Centro Auditivo Alameda: La audióloga Prieto dice que necesito un molde nuevo para "
    "el audífono derecho. ¿Podría pasar el martes por la mañana?"
)
_ES_DESHOLLINADOR_RESENA = (
    "★★★★★ Puntuales y muy limpios, no dejaron ni una mota de hollín. Llevo cuatro inviernos con Deshollinados "
    "Ferrer y volveré a llamarlos en octubre. — Amparo R.\n\nRespuesta del propietario: ¡Gracias, Amparo! Le "
    "enviaré el certificado de limpieza el viernes. — Vicente"
)
_ES_AMARRES_FIRMA = (
    "Hola a todos:\nOs adjunto el calendario de varadas de noviembre. Revisad vuestra fecha, por favor.\n\n"
    "Nuria Campos\nResponsable de amarres, Club Náutico Portitxol\nOficina: 971 555 208\nFuera de horario: "
    "600 555 917"
)
_ES_AFINADOR_EMAIL = (
    "Estimada Sra. Olmedo:\nEstaré fuera del 3 al 14 de marzo. Para cualquier urgencia, mi compañero Andrés Pardo "
    "atiende en el 644 210 385.\nAtentamente,\nSergio Mena\nAfinador, Pianos Mena e Hijos\nTel. 644 210 118"
)
_ES_CHAT_DONANTE = (
    "User: Mi número de donante es D-0458-2213, guárdalo para cuando vuelva a pedir cita en el Banco de Sangre.\n"
    "Assistant: Hecho, lo tendré a mano para tu próxima cita."
)
_ES_ESCAPE_SMS = (
    "EnigmaRoom Sevilla: ¡Reserva confirmada! Sala «El Laboratorio», sáb. 21 de junio, 18:00, 4 jugadores. "
    "Localizador ENG-50718. Llegad 10 min antes."
)
_ES_ORTHODONTICS_EMAIL = (
    "Buenos días, Sr. Arroyo:\nLe confirmamos que la retirada de los brackets de Pablo será el 17 de febrero a las "
    "16:15, en la consulta de la calle Colón. Si no puede venir, avísenos con 48 horas de antelación.\nUn saludo,\n"
    "Elena Ruiz\nClínica de Ortodoncia Sonríe"
)
_ES_DONACION_AUDIO = (
    "Nota de voz de Iker, transcrita: Hola, soy Iker. Eh, o sea, no puedo ir a la, este, a la colecta del jueves en "
    "el polideportivo, así que, bueno, ¿me podéis pasar a la del sábado? Gracias."
)
_ES_APICOLA_AUDIO = (
    "Audio del grupo de la Asociación Apícola de la Alcarria, de Tomás Herranz: Bueno, pues, a ver, si llueve el "
    "sábado, eh, la revisión de colmenas en el colmenar escuela se pasa al, o sea, al domingo a las diez. Traed "
    "guantes."
)
_ES_AFINADOR_BUZON = (
    "Mensaje de voz para Pianos Mena, transcrito: Hola, buenas, soy, eh, Ramón Ortega. Mire, yo solía, este, solía "
    "llamar al señor Vidal para afinar el piano, pero se ha jubilado, y busco a alguien para el Petrof vertical. "
    "Llámeme al 655 018 442."
)
_ES_APICOLA_FORM = (
    "Renovación de socio - Asociación Apícola de la Alcarria\nNombre: Pilar Escribano\nColmenas esta temporada: "
    "Tengo cuatro colmenas Layens, dos colmenas Langstroth y un núcleo."
)
_ES_CERAMICA_AVISO = (
    "Hola, ceramistas:\nOs recuerdo que en el taller abierto de los sábados vendemos barro, esmaltes y herramientas "
    "de segunda mano a precio de coste. En las clases entre semana el barro va incluido.\nUn abrazo,\nMarta\n"
    "Taller de Cerámica El Torno"
)
_ES_IDIOMAS_FORM = (
    "Formulario - Intercambio de Idiomas Babel Granada\nNombre: Ahmed Benali\n¿Qué idiomas ofreces? Hablo árabe, "
    "francés e inglés, y estoy aprendiendo alemán.\n¿Disponibilidad? Solo puedo venir los miércoles."
)
_ES_AMARRES_TICKET = (
    "Incidencia n.º 7712 - Marina Port Ginesta\nDe: Jordi Puig\nAlquilo un amarre en el pantalán C y dejo el "
    "remolque en la explanada norte. El mando de la barrera dejó de funcionar el domingo, ¿me lo podéis reprogramar?"
)
_ES_ESCAPE_RESENA = (
    "★★★★☆ Reservo para los compañeros de la oficina cada trimestre y solo hago salas de terror, así que «El "
    "Sanatorio» me encantó. Las pistas, algo rebuscadas. — Raúl M.\n\nRespuesta del propietario: ¡Gracias, Raúl! "
    "Os esperamos en la próxima."
)
_ES_COCHE_EMAIL = (
    "Hola, equipo de Compartecoche:\nSoy socia desde 2021 y reservo la furgoneta si el Clio se queda pequeño. "
    "¿Podríais poner una baca al Clio?\nGracias,\nNadia El Amrani"
)
_ES_AUDITIVO_SMS = (
    "Centro Auditivo Alameda: Entre semana, la clínica de la calle Larios (la que está encima de la farmacia) abre a "
    "las 8:30, y los sábados a las 9:30."
)
_ES_AMARRES_BOLETIN = (
    "De: Mercedes Llull, secretaria del Club Náutico s'Arenal\nEl capitán del puerto (Toni, el del perro) dice que "
    "el pantalán norte se dragará en mayo. Las embarcaciones de los amarres N1 a N12 tendrán que pasar dos semanas "
    "en las boyas."
)

# --- Chinese sources ---------------------------------------------------------------------------------------------

_ZH_CHAT_LANG = (
    "User: 我在学日语，明年四月要去大阪读研。上海有没有语言交换活动？\n"
    "Assistant: 有的，每周三晚上在静安的一家咖啡馆。我会说一点日语，可以先陪你练练。"
)
_ZH_CAIYUAN_FORM = (
    "申请表｜梅园社区菜园排队名单\n姓名：周晓梅\n备注：我在东湖菜园有一小块地，但每年冬天都积水。"
    "我表姐在梅园这边有一整块地，她说这里排水好。"
)
_ZH_TAOYI_EMAIL = (
    "王老师您好：\n我以前在景德镇学过陶瓷，家里也有一台拉坯机，所以想直接报周四晚上的中级班。\n谢谢！\n林悦"
)
_ZH_GONGXIANG_TICKET = (
    "工单 #20417｜绿行共享汽车俱乐部\n提交人：陈志远\n我自己没有车，每周去超市都用建设路网点的那辆比亚迪。"
    "请问可以把我爱人加到我的会员里吗？"
)
_ZH_ZHUTINGQI_MSG = (
    "患者留言（听悦助听器验配中心）\n刘淑芬：何医生说我左耳的助听器需要换一个小号的受话器。周二上午我可以过来换吗？"
)
_ZH_YANDAO_REVIEW = (
    "★★★★★ 师傅准时，干活利索，地上一点油污都没留。我家的烟道已经连续三年找洁风清洗了，我明年秋天还会再约他们。"
    "——王女士\n\n商家回复：感谢王女士的好评！我周五会把清洗报告发到您的微信上。——店长老赵"
)
_ZH_BOWEI_SIG = (
    "各位船东好：\n十月份的上排保养安排见附件，请核对时间，有冲突周五前告诉我。\n\n许文静\n泊位主管｜厦门五缘湾游艇港\n"
    "办公室：0592-555-0136\n夜间值班：139-0592-0717"
)
_ZH_TIAOLU_EMAIL = (
    "张女士您好：\n我3月3日到14日外出，急事请联系我的同事孙浩，电话138-1020-4471。\n此致\n李建国\n"
    "高级调律师｜音律钢琴服务\n电话：138-1020-9356"
)
_ZH_CHAT_XIANXUE = (
    "User: 我的献血证号是 3301-2024-068815，帮我记一下，下次预约要用。\nAssistant: 好的，已经记下了，下次预约时提醒你。"
)
_ZH_MISHI_APP = (
    "【谜境密室】预约成功！主题《古墓迷踪》，6月21日（周六）19:30，5人。核销码 MJ-872041，请提前15分钟到店。退订回T"
)
_ZH_ZHENGJI_EMAIL = (
    "赵先生您好：\n经过周一的面诊，赵一诺的矫治总费用为人民币28,600元，可分12期支付。首次戴牙套安排在4月2日。\n"
    "祝好\n齐敏\n前台主管｜微笑正畸诊所"
)
_ZH_XIANXUE_VOICE = (
    "语音转文字｜小吴：喂，我是小吴。嗯，那个，我周四，呃，周四"
    "去不了万达广场的献血车了，就是，能不能帮我改到周六？谢谢啊。"
)
_ZH_YANGFENG_VOICE = (
    "语音（南山养蜂协会群）｜老郑：那个，跟大家说一下啊。如果周六下雨的话，嗯，教学蜂场的开箱检查就，就改到周日上午十点。"
    "手套自己带。"
)
_ZH_TIAOLU_VOICEMAIL = (
    "语音留言转写｜音律钢琴服务：喂，你好，我姓钱，钱立民。我以前，嗯，以前一直是找，那个，找老周调琴的，他现在退休了，"
    "想找人调一下家里那台珠江立式琴。回电138-0571-2290。"
)
_ZH_YANGFENG_FORM = (
    "会员登记｜南山养蜂协会\n姓名：郭春兰\n今年饲养情况：我在西坡蜂场养了六箱意蜂、三箱中蜂和一个交尾群。"
)
_ZH_TAOYI_NOTICE = (
    "各位陶友：\n提醒一下，周六开放工作室时我们按成本价出售陶泥、釉料和二手工具，平日课程的陶泥已含在学费里。\n"
    "——泥巴陶艺工作室 小棠"
)
_ZH_YUYAN_FORM = (
    "报名表｜鹊桥语言交换（成都）\n姓名：马克\n你能提供哪些语言？我会说德语、法语和荷兰语，正在学中文。\n"
    "时间：我只有周三晚上有空。"
)
_ZH_BOWEI_TICKET = (
    "工单 #8816｜青岛奥帆中心游艇港\n提交人：邵海峰\n我在C号浮码头租了一个泊位，并在北侧堆场停了一辆拖车。"
    "堆场门禁卡周日开始刷不开了，麻烦帮忙重置一下。"
)
_ZH_MISHI_REVIEW = (
    "★★★★☆ 我每个季度都给部门同事订场，而且只玩恐怖主题，这次的《午夜病院》很对胃口。就是线索有点绕。——阿杰\n\n"
    "商家回复：谢谢阿杰，欢迎下次再来！"
)
_ZH_GONGXIANG_EMAIL = (
    "绿行俱乐部的各位好：\n我是2021年入会的老会员，如果轿车装不下就订那辆面包车。能不能给轿车装个车顶架？\n谢谢！\n赵蕾"
)
_ZH_ZHUTINGQI_SMS = "【听悦助听器】工作日期间，解放路门店（药店楼上那家）早上8:30开门，周六9:30开门。回复TD退订"
_ZH_BOWEI_NEWS = (
    "发件人：俱乐部秘书 何丽\n港务长（老林，养柯基的那位）说北侧"
    "浮码头五月份要清淤。N1到N12泊位的船需要挪到外港浮筒两周。"
)

_RECORDS: list[Realistic] = [
    # ============================================ English ============================================
    # speaker: mem0 writes the user's own first-person clause with `User`; the turn is the user's.
    _r(
        "en",
        "speaker",
        True,
        _EN_CHAT_LANG,
        "User is learning Portuguese",
        evidence="I'm learning Portuguese",
        speaker="user",
        key="user/languages",
    ),
    # wrong_speaker: the `I` is the assistant's, not the user's; the same restatement binds another turn's speaker.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CHAT_LANG,
        "User speaks a little Portuguese",
        evidence="I speak a little Portuguese myself",
        speaker="user",
        key="user/languages",
    ),
    # speaker: `I have` restated as `Sam has`; nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        _EN_ALLOTMENT_FORM,
        "Sam has a half plot at Mill Road",
        evidence="I have a half plot at Mill Road",
        speaker="Sam Okoro",
    ),
    # wrong_speaker: the full plot is the sister's; the value gives it to the speaker (another owner).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_ALLOTMENT_FORM,
        "Sam has a full plot at Ashby Lane",
        evidence="My sister has a full plot at Ashby Lane",
        speaker="Sam Okoro",
    ),
    # speaker: the first person restated with the name; the past tense is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_POTTERY_EMAIL,
        "Lena studied ceramics at Staffordshire",
        evidence="I studied ceramics at Staffordshire",
        speaker="Lena Fischer",
    ),
    # tense: `studied` became `studies`; speaker binding allows agreement, never a change of tense.
    _r(
        "en",
        "tense",
        False,
        _EN_POTTERY_EMAIL,
        "Lena studies ceramics at Staffordshire",
        evidence="I studied ceramics at Staffordshire",
        speaker="Lena Fischer",
    ),
    # speaker: `I don't own` → `Arjun doesn't own`, agreement only; the negation stays.
    _r(
        "en",
        "speaker",
        True,
        _EN_CARSHARE_TICKET,
        "Arjun doesn't own a car",
        evidence="I don't own a car",
        speaker="Arjun Mehta",
    ),
    # negation: the negator is dropped, so the value says the opposite.
    _r(
        "en",
        "negation",
        False,
        _EN_CARSHARE_TICKET,
        "Arjun owns a car",
        evidence="I don't own a car",
        speaker="Arjun Mehta",
    ),
    # speaker: the embedded `I need` becomes `Margaret needs`; the reporter (Dr Okafor says) is kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_HEARING_MSG,
        "Dr Okafor says Margaret needs a smaller receiver in the left aid",
        evidence="Dr Okafor says I need a smaller receiver in the left aid",
        speaker="Margaret Doyle",
    ),
    # attribution: the reporter is dropped; the doctor's view becomes a bare fact about Margaret.
    _r(
        "en",
        "attribution",
        False,
        _EN_HEARING_MSG,
        "Margaret needs a smaller receiver in the left aid",
        evidence="Dr Okafor says I need a smaller receiver in the left aid",
        speaker="Margaret Doyle",
    ),
    # speaker: the reviewer's `I'll book` restated with her first name; the time frame stays.
    _r(
        "en",
        "speaker",
        True,
        _EN_SWEEP_REVIEW,
        "Priya will book them again in October",
        evidence="I'll book them again in October",
        speaker="Priya N.",
    ),
    # wrong_speaker: this `I'll` is Gareth's, in the business's reply, not the reviewer's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_SWEEP_REVIEW,
        "Priya will post the sweep certificate on Friday",
        evidence="I'll post the sweep certificate on Friday",
        speaker="Priya N.",
    ),
    # subspan: the out-of-hours number alone; the key carries the `out-of-hours` the evidence names.
    _r(
        "en",
        "subspan",
        True,
        _EN_MOORING_SIG,
        "07700 900 461",
        evidence="Out-of-hours: 07700 900 461",
        speaker="Helen Marsh",
        key="riverside_moorings/out_of_hours_phone",
    ),
    # restriction_drop: the same number under a plain `phone` key; the time frame (out of hours) is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_MOORING_SIG,
        "07700 900 461",
        evidence="Out-of-hours: 07700 900 461",
        speaker="Helen Marsh",
        key="riverside_moorings/phone",
    ),
    # subspan: the phone number from the signature, under the signer's key; the rest is name, title and firm.
    _r(
        "en",
        "subspan",
        True,
        _EN_TUNER_EMAIL,
        "0113 496 0821",
        evidence="Irena Novak\nHead Tuner, Keynote Piano Care\n0113 496 0821",
        speaker="Irena Novak",
        key="keynote_piano_care/irena_novak/phone",
    ),
    # wrong_speaker: this number is the colleague's (Tom Hale), filed under Irena's key (another owner).
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_TUNER_EMAIL,
        "0113 496 0155",
        evidence="my colleague Tom Hale is on 0113 496 0155",
        speaker="Irena Novak",
        key="keynote_piano_care/irena_novak/phone",
    ),
    # subspan: the user's own donor number, whole, under a key naming exactly the relation the clause states.
    _r(
        "en",
        "subspan",
        True,
        _EN_CHAT_DONOR,
        "GB-7719-4402",
        evidence="My donor number is GB-7719-4402",
        speaker="user",
        key="user/blood_donation/donor_number",
    ),
    # subspan: the booking reference from an SMS, whole; nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        _EN_ESCAPE_SMS,
        "LIL-66302",
        evidence="Booking ref LIL-66302.",
        speaker="LockedIn Leeds",
        key="lockedin_leeds/pharaohs_vault/booking_ref",
    ),
    # subspan: an amount with its currency; the key names the patient and the braces' total.
    _r(
        "en",
        "subspan",
        True,
        _EN_ORTHO_EMAIL,
        "£3,250",
        evidence="the total for Ellie's braces is £3,250",
        speaker="Claire Wu",
        key="smile_bright/ellie_brennan/braces_total",
    ),
    # filler: the false start, `the, uh,` and the name restatement; the negation and the time frame are kept.
    _r(
        "en",
        "filler",
        True,
        _EN_DONOR_VOICE,
        "Dev can't make the Thursday session at the Corn Exchange",
        evidence="I— I can't make the, uh, the Thursday session at the Corn Exchange",
        speaker="Dev",
    ),
    # negation: `can't` became `can`; dropping fillers never licenses dropping a negator.
    _r(
        "en",
        "negation",
        False,
        _EN_DONOR_VOICE,
        "Dev can make the Thursday session at the Corn Exchange",
        evidence="I— I can't make the, uh, the Thursday session at the Corn Exchange",
        speaker="Dev",
    ),
    # filler: `um`, `like` and the repeated `at the—` dropped; the condition stays at the front.
    _r(
        "en",
        "filler",
        True,
        _EN_BEES_VOICE,
        "If it's raining on Saturday, the hive inspection at the teaching apiary gets moved to Sunday at ten",
        evidence="If it's raining on Saturday, um, the hive inspection at the— at the teaching apiary gets, like, "
        "moved to Sunday at ten",
        speaker="Tom Reid",
    ),
    # condition: the `if` clause is dropped; the move to Sunday happens only if it rains.
    _r(
        "en",
        "condition",
        False,
        _EN_BEES_VOICE,
        "The hive inspection at the teaching apiary gets moved to Sunday at ten",
        evidence="If it's raining on Saturday, um, the hive inspection at the— at the teaching apiary gets, like, "
        "moved to Sunday at ten",
        speaker="Tom Reid",
    ),
    # filler: `er`, `uh` and two false starts dropped; `used to` keeps the past habit.
    _r(
        "en",
        "filler",
        True,
        _EN_TUNER_VOICEMAIL,
        "Graham used to have the piano tuned by Mr Ellis",
        evidence="I, er, I used to have the piano tuned by, uh, by Mr Ellis",
        speaker="Graham Pike",
    ),
    # tense: `used to have` became `has`; a past habit (Mr Ellis has retired) is stated as present.
    _r(
        "en",
        "tense",
        False,
        _EN_TUNER_VOICEMAIL,
        "Graham has the piano tuned by Mr Ellis",
        evidence="I, er, I used to have the piano tuned by, uh, by Mr Ellis",
        speaker="Graham Pike",
    ),
    # list_item: one item of the list, with its own number, and the clause's subject and verb.
    _r(
        "en",
        "list_item",
        True,
        _EN_BEES_FORM,
        "Ruth keeps two Carniolan colonies",
        evidence="I keep three Buckfast colonies, two Carniolan colonies and one nuc of native black bees",
        speaker="Ruth Adler",
    ),
    # number: the item takes the Buckfast item's number (three), a number the Carniolan item does not have.
    _r(
        "en",
        "number",
        False,
        _EN_BEES_FORM,
        "Ruth keeps three Carniolan colonies",
        evidence="I keep three Buckfast colonies, two Carniolan colonies and one nuc of native black bees",
        speaker="Ruth Adler",
    ),
    # list_item: one item (second-hand tools) kept with the head, the time frame and `at cost`.
    _r(
        "en",
        "list_item",
        True,
        _EN_POTTERY_NOTICE,
        "At the Saturday open studio we sell second-hand tools at cost",
        evidence="at the Saturday open studio we sell clay, glazes and second-hand tools at cost",
        speaker="Bea",
    ),
    # restriction_drop: the same item without `at the Saturday open studio`, a time frame the clause carries.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_POTTERY_NOTICE,
        "We sell second-hand tools at cost",
        evidence="at the Saturday open studio we sell clay, glazes and second-hand tools at cost",
        speaker="Bea",
    ),
    # list_item: one language of the list with the verb; the other items are safe to leave out.
    _r(
        "en",
        "list_item",
        True,
        _EN_LANG_FORM,
        "Kasia speaks German",
        evidence="I speak Polish, German and Portuguese",
        speaker="Kasia Nowak",
        key="tongue_twisters/kasia_nowak/languages_offered",
    ),
    # coordination: the second conjunct alone; it shares the subject `I` with the dropped first conjunct.
    _r(
        "en",
        "coordination",
        True,
        _EN_MOORING_TICKET,
        "Callum parks the boat trailer in the east yard",
        evidence="I rent a berth on B pontoon and park the boat trailer in the east yard",
        speaker="Callum Fraser",
    ),
    # stitch: the first conjunct's verb and object joined to the second's place; neither conjunct says this.
    _r(
        "en",
        "stitch",
        False,
        _EN_MOORING_TICKET,
        "Callum rents a berth in the east yard",
        evidence="I rent a berth on B pontoon and park the boat trailer in the east yard",
        speaker="Callum Fraser",
    ),
    # coordination: the second conjunct with its `only`, the first conjunct (booking for the team) dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_ESCAPE_REVIEW,
        "Dan only plays the horror rooms",
        evidence="I book for our office team every quarter and only play the horror rooms",
        speaker="Dan W.",
    ),
    # scope: the same conjunct with `only` dropped; a restrictive scope word is content.
    _r(
        "en",
        "scope",
        False,
        _EN_ESCAPE_REVIEW,
        "Dan plays the horror rooms",
        evidence="I book for our office team every quarter and only play the horror rooms",
        speaker="Dan W.",
    ),
    # coordination: the second conjunct (shared subject `I`) with its condition; the membership conjunct dropped.
    _r(
        "en",
        "coordination",
        True,
        _EN_CARSHARE_EMAIL,
        "Nadia books the van if the estate car is too small",
        evidence="I've been a member since 2021 and book the van if the estate car is too small",
        speaker="Nadia Karim",
    ),
    # condition: the `if` clause is dropped; Nadia books the van only when the estate car is too small.
    _r(
        "en",
        "condition",
        False,
        _EN_CARSHARE_EMAIL,
        "Nadia books the van",
        evidence="I've been a member since 2021 and book the van if the estate car is too small",
        speaker="Nadia Karim",
    ),
    # parenthetical: the bracketed aside (which clinic it is) dropped; the weekday time frame kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_HEARING_SMS,
        "On weekdays the Castle Street clinic opens at 8:30",
        evidence="on weekdays the Castle Street clinic (the one above the pharmacy) opens at 8:30",
        speaker="Brightwell Hearing",
    ),
    # restriction_drop: the aside and also `on weekdays` dropped; on Saturdays it opens at 9:30.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_HEARING_SMS,
        "The Castle Street clinic opens at 8:30",
        evidence="on weekdays the Castle Street clinic (the one above the pharmacy) opens at 8:30",
        speaker="Brightwell Hearing",
    ),
    # parenthetical: the aside naming the harbour master dropped; the reporter and the report are kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_MOORING_NEWS,
        "The harbour master says the north pontoon will be dredged in May",
        evidence="The harbour master (Dave, the one with the spaniel) says the north pontoon will be dredged in May",
        speaker="Ros Pemberton",
    ),
    # attribution: the reporter (`The harbour master says`) dropped; a report becomes a bare fact.
    _r(
        "en",
        "attribution",
        False,
        _EN_MOORING_NEWS,
        "The north pontoon will be dredged in May",
        evidence="The harbour master (Dave, the one with the spaniel) says the north pontoon will be dredged in May",
        speaker="Ros Pemberton",
    ),
    # ============================================ Spanish ============================================
    # speaker: mem0's `Usuario` for the user's own pro-drop first person (`Estoy` → `está`).
    _r(
        "es",
        "speaker",
        True,
        _ES_CHAT_LANG,
        "Usuario está aprendiendo italiano",
        evidence="Estoy aprendiendo italiano",
        speaker="user",
        key="user/languages",
    ),
    # wrong_speaker: `Yo hablo` is the assistant's turn; the value gives it to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CHAT_LANG,
        "Usuario habla un poco de italiano",
        evidence="Yo hablo un poco de italiano",
        speaker="user",
        key="user/languages",
    ),
    # speaker: pro-drop `Tengo` restated as `Carmen tiene`; the clause is otherwise whole.
    _r(
        "es",
        "speaker",
        True,
        _ES_HUERTO_FORM,
        "Carmen tiene una parcela pequeña en el huerto de Orriols",
        evidence="Tengo una parcela pequeña en el huerto de Orriols",
        speaker="Carmen Vidal Soler",
    ),
    # wrong_speaker: plot 23 is the brother-in-law's; the value gives it to Carmen (another owner).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_HUERTO_FORM,
        "Carmen tiene la parcela 23 en Benimaclet",
        evidence="Mi cuñado tiene la parcela 23 en Benimaclet",
        speaker="Carmen Vidal Soler",
    ),
    # speaker: `Estudié` → `Lucía estudió`, person agreement only; the preterite is kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_CERAMICA_EMAIL,
        "Lucía estudió cerámica en la Escuela de Artes de Talavera",
        evidence="Estudié cerámica en la Escuela de Artes de Talavera",
        speaker="Lucía Benítez",
    ),
    # tense: the preterite `estudié` became the present `estudia`.
    _r(
        "es",
        "tense",
        False,
        _ES_CERAMICA_EMAIL,
        "Lucía estudia cerámica en la Escuela de Artes de Talavera",
        evidence="Estudié cerámica en la Escuela de Artes de Talavera",
        speaker="Lucía Benítez",
    ),
    # speaker: `No tengo` → `Javier no tiene`; the negator stays.
    _r(
        "es",
        "speaker",
        True,
        _ES_COCHE_TICKET,
        "Javier no tiene coche propio",
        evidence="No tengo coche propio",
        speaker="Javier Lasheras",
    ),
    # negation: `no` dropped, so the value says Javier has a car of his own.
    _r(
        "es",
        "negation",
        False,
        _ES_COCHE_TICKET,
        "Javier tiene coche propio",
        evidence="No tengo coche propio",
        speaker="Javier Lasheras",
    ),
    # speaker: the embedded `necesito` becomes `Rosario necesita`; the reporter is kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_AUDITIVO_MSG,
        "La audióloga Prieto dice que Rosario necesita un molde nuevo para el audífono derecho",
        evidence="La audióloga Prieto dice que necesito un molde nuevo para el audífono derecho",
        speaker="Rosario Gil",
    ),
    # attribution: `La audióloga Prieto dice que` dropped; the audiologist's view becomes a bare fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_AUDITIVO_MSG,
        "Rosario necesita un molde nuevo para el audífono derecho",
        evidence="La audióloga Prieto dice que necesito un molde nuevo para el audífono derecho",
        speaker="Rosario Gil",
    ),
    # speaker: the reviewer's future `volveré` restated as `Amparo volverá`; the month stays.
    _r(
        "es",
        "speaker",
        True,
        _ES_DESHOLLINADOR_RESENA,
        "Amparo volverá a llamarlos en octubre",
        evidence="volveré a llamarlos en octubre",
        speaker="Amparo R.",
    ),
    # wrong_speaker: `enviaré` is Vicente's, in the owner's reply, not the reviewer's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_DESHOLLINADOR_RESENA,
        "Amparo enviará el certificado de limpieza el viernes",
        evidence="Le enviaré el certificado de limpieza el viernes",
        speaker="Amparo R.",
    ),
    # subspan: the out-of-hours mobile alone; the key carries `fuera de horario`.
    _r(
        "es",
        "subspan",
        True,
        _ES_AMARRES_FIRMA,
        "600 555 917",
        evidence="Fuera de horario: 600 555 917",
        speaker="Nuria Campos",
        key="portitxol/amarres/telefono_fuera_de_horario",
    ),
    # restriction_drop: the same number under a plain `telefono` key; the time frame is dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_AMARRES_FIRMA,
        "600 555 917",
        evidence="Fuera de horario: 600 555 917",
        speaker="Nuria Campos",
        key="portitxol/amarres/telefono",
    ),
    # subspan: the signer's phone from the signature, under an English key over Spanish text.
    _r(
        "es",
        "subspan",
        True,
        _ES_AFINADOR_EMAIL,
        "644 210 118",
        evidence="Sergio Mena\nAfinador, Pianos Mena e Hijos\nTel. 644 210 118",
        speaker="Sergio Mena",
        key="pianos_mena/sergio_mena/phone",
    ),
    # wrong_speaker: the colleague Andrés Pardo's number filed under Sergio's key (another owner).
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_AFINADOR_EMAIL,
        "644 210 385",
        evidence="mi compañero Andrés Pardo atiende en el 644 210 385",
        speaker="Sergio Mena",
        key="pianos_mena/sergio_mena/phone",
    ),
    # subspan: the user's donor number, whole, under a Spanish mem0-style key.
    _r(
        "es",
        "subspan",
        True,
        _ES_CHAT_DONANTE,
        "D-0458-2213",
        evidence="Mi número de donante es D-0458-2213",
        speaker="user",
        key="usuario/donacion/numero_de_donante",
    ),
    # subspan: the booking locator from an SMS, whole; nothing restricts it.
    _r(
        "es",
        "subspan",
        True,
        _ES_ESCAPE_SMS,
        "ENG-50718",
        evidence="Localizador ENG-50718.",
        speaker="EnigmaRoom Sevilla",
        key="enigmaroom_sevilla/reserva/localizador",
    ),
    # subspan: a date-and-time phrase alone; the key names the patient and the bracket removal.
    _r(
        "es",
        "subspan",
        True,
        _ES_ORTHODONTICS_EMAIL,
        "el 17 de febrero a las 16:15",
        evidence="la retirada de los brackets de Pablo será el 17 de febrero a las 16:15",
        speaker="Elena Ruiz",
        key="clinica_sonrie/pablo_arroyo/retirada_brackets",
    ),
    # filler: `eh, o sea,`, `este,` and the repeated `a la` dropped; `no` and the day are kept.
    _r(
        "es",
        "filler",
        True,
        _ES_DONACION_AUDIO,
        "Iker no puede ir a la colecta del jueves en el polideportivo",
        evidence="no puedo ir a la, este, a la colecta del jueves en el polideportivo",
        speaker="Iker",
    ),
    # negation: `no` dropped along with the fillers; the value says he can go.
    _r(
        "es",
        "negation",
        False,
        _ES_DONACION_AUDIO,
        "Iker puede ir a la colecta del jueves en el polideportivo",
        evidence="no puedo ir a la, este, a la colecta del jueves en el polideportivo",
        speaker="Iker",
    ),
    # filler: `eh,` and the false start `al, o sea,` dropped; the `si` clause is kept.
    _r(
        "es",
        "filler",
        True,
        _ES_APICOLA_AUDIO,
        "Si llueve el sábado, la revisión de colmenas en el colmenar escuela se pasa al domingo a las diez",
        evidence="si llueve el sábado, eh, la revisión de colmenas en el colmenar escuela se pasa al, o sea, al "
        "domingo a las diez",
        speaker="Tomás Herranz",
    ),
    # condition: `si llueve el sábado` dropped; the inspection moves only if it rains.
    _r(
        "es",
        "condition",
        False,
        _ES_APICOLA_AUDIO,
        "La revisión de colmenas en el colmenar escuela se pasa al domingo a las diez",
        evidence="si llueve el sábado, eh, la revisión de colmenas en el colmenar escuela se pasa al, o sea, al "
        "domingo a las diez",
        speaker="Tomás Herranz",
    ),
    # filler: `este,` and the repeated `solía` dropped, `yo` restated as `Ramón`; `solía` keeps the past habit.
    _r(
        "es",
        "filler",
        True,
        _ES_AFINADOR_BUZON,
        "Ramón solía llamar al señor Vidal para afinar el piano",
        evidence="yo solía, este, solía llamar al señor Vidal para afinar el piano",
        speaker="Ramón Ortega",
    ),
    # tense: `solía llamar` became the present `llama`; Mr Vidal has retired.
    _r(
        "es",
        "tense",
        False,
        _ES_AFINADOR_BUZON,
        "Ramón llama al señor Vidal para afinar el piano",
        evidence="yo solía, este, solía llamar al señor Vidal para afinar el piano",
        speaker="Ramón Ortega",
    ),
    # list_item: one item with its own number (dos colmenas Langstroth) and the verb.
    _r(
        "es",
        "list_item",
        True,
        _ES_APICOLA_FORM,
        "Pilar tiene dos colmenas Langstroth",
        evidence="Tengo cuatro colmenas Layens, dos colmenas Langstroth y un núcleo",
        speaker="Pilar Escribano",
    ),
    # number: the Langstroth item takes the Layens item's `cuatro`.
    _r(
        "es",
        "number",
        False,
        _ES_APICOLA_FORM,
        "Pilar tiene cuatro colmenas Langstroth",
        evidence="Tengo cuatro colmenas Layens, dos colmenas Langstroth y un núcleo",
        speaker="Pilar Escribano",
    ),
    # list_item: one item (esmaltes) with the time frame, the verb and `a precio de coste`.
    _r(
        "es",
        "list_item",
        True,
        _ES_CERAMICA_AVISO,
        "En el taller abierto de los sábados vendemos esmaltes a precio de coste",
        evidence="en el taller abierto de los sábados vendemos barro, esmaltes y herramientas de segunda mano a "
        "precio de coste",
        speaker="Marta",
    ),
    # restriction_drop: the same item without `en el taller abierto de los sábados`, the time frame.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_CERAMICA_AVISO,
        "Vendemos esmaltes a precio de coste",
        evidence="en el taller abierto de los sábados vendemos barro, esmaltes y herramientas de segunda mano a "
        "precio de coste",
        speaker="Marta",
    ),
    # list_item: one language of the list with `Hablo` restated as `Ahmed habla`.
    _r(
        "es",
        "list_item",
        True,
        _ES_IDIOMAS_FORM,
        "Ahmed habla francés",
        evidence="Hablo árabe, francés e inglés",
        speaker="Ahmed Benali",
        key="babel_granada/ahmed_benali/idiomas",
    ),
    # coordination: the second conjunct alone; both share the pro-drop subject (yo).
    _r(
        "es",
        "coordination",
        True,
        _ES_AMARRES_TICKET,
        "Jordi deja el remolque en la explanada norte",
        evidence="Alquilo un amarre en el pantalán C y dejo el remolque en la explanada norte",
        speaker="Jordi Puig",
    ),
    # stitch: the first conjunct's berth placed in the second conjunct's yard; no clause says so.
    _r(
        "es",
        "stitch",
        False,
        _ES_AMARRES_TICKET,
        "Jordi alquila un amarre en la explanada norte",
        evidence="Alquilo un amarre en el pantalán C y dejo el remolque en la explanada norte",
        speaker="Jordi Puig",
    ),
    # coordination: the second conjunct with its `solo`; the booking conjunct dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_ESCAPE_RESENA,
        "Raúl solo hace salas de terror",
        evidence="Reservo para los compañeros de la oficina cada trimestre y solo hago salas de terror",
        speaker="Raúl M.",
    ),
    # scope: `solo` dropped from the same conjunct.
    _r(
        "es",
        "scope",
        False,
        _ES_ESCAPE_RESENA,
        "Raúl hace salas de terror",
        evidence="Reservo para los compañeros de la oficina cada trimestre y solo hago salas de terror",
        speaker="Raúl M.",
    ),
    # coordination: the second conjunct with its `si` clause; `Soy socia desde 2021` dropped whole.
    _r(
        "es",
        "coordination",
        True,
        _ES_COCHE_EMAIL,
        "Nadia reserva la furgoneta si el Clio se queda pequeño",
        evidence="Soy socia desde 2021 y reservo la furgoneta si el Clio se queda pequeño",
        speaker="Nadia El Amrani",
    ),
    # condition: the `si` clause dropped; she books the van only when the Clio is too small.
    _r(
        "es",
        "condition",
        False,
        _ES_COCHE_EMAIL,
        "Nadia reserva la furgoneta",
        evidence="Soy socia desde 2021 y reservo la furgoneta si el Clio se queda pequeño",
        speaker="Nadia El Amrani",
    ),
    # parenthetical: the bracketed aside dropped; `Entre semana` kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_AUDITIVO_SMS,
        "Entre semana, la clínica de la calle Larios abre a las 8:30",
        evidence="Entre semana, la clínica de la calle Larios (la que está encima de la farmacia) abre a las 8:30",
        speaker="Centro Auditivo Alameda",
    ),
    # restriction_drop: `Entre semana` dropped too; on Saturdays it opens at 9:30.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_AUDITIVO_SMS,
        "La clínica de la calle Larios abre a las 8:30",
        evidence="Entre semana, la clínica de la calle Larios (la que está encima de la farmacia) abre a las 8:30",
        speaker="Centro Auditivo Alameda",
    ),
    # parenthetical: the aside naming the harbour master dropped; the reporter kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_AMARRES_BOLETIN,
        "El capitán del puerto dice que el pantalán norte se dragará en mayo",
        evidence="El capitán del puerto (Toni, el del perro) dice que el pantalán norte se dragará en mayo",
        speaker="Mercedes Llull",
    ),
    # attribution: `El capitán del puerto dice que` dropped; the report becomes a bare fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_AMARRES_BOLETIN,
        "El pantalán norte se dragará en mayo",
        evidence="El capitán del puerto (Toni, el del perro) dice que el pantalán norte se dragará en mayo",
        speaker="Mercedes Llull",
    ),
    # ============================================ Chinese ============================================
    # speaker: mem0's `用户` for the user's own `我`; the turn is the user's.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CHAT_LANG,
        "用户在学日语",
        evidence="我在学日语",
        speaker="user",
        key="用户/语言",
    ),
    # wrong_speaker: `我会说一点日语` is the assistant's turn, bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CHAT_LANG,
        "用户会说一点日语",
        evidence="我会说一点日语",
        speaker="user",
        key="用户/语言",
    ),
    # speaker: `我` restated as the full name; the rest of the clause is whole.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CAIYUAN_FORM,
        "周晓梅在东湖菜园有一小块地",
        evidence="我在东湖菜园有一小块地",
        speaker="周晓梅",
    ),
    # wrong_speaker: the whole plot is the cousin's (我表姐); the value gives it to the speaker.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CAIYUAN_FORM,
        "周晓梅在梅园这边有一整块地",
        evidence="我表姐在梅园这边有一整块地",
        speaker="周晓梅",
    ),
    # speaker: `我` → `林悦`; `以前` and `过` (the past) are kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_TAOYI_EMAIL,
        "林悦以前在景德镇学过陶瓷",
        evidence="我以前在景德镇学过陶瓷",
        speaker="林悦",
    ),
    # tense: `以前` and the experiential `过` dropped; a past study becomes a present one.
    _r(
        "zh",
        "tense",
        False,
        _ZH_TAOYI_EMAIL,
        "林悦在景德镇学陶瓷",
        evidence="我以前在景德镇学过陶瓷",
        speaker="林悦",
    ),
    # speaker: `我` → `陈志远`; the negator `没` stays.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GONGXIANG_TICKET,
        "陈志远自己没有车",
        evidence="我自己没有车",
        speaker="陈志远",
    ),
    # negation: `没` dropped, so `没有车` becomes `有车`.
    _r(
        "zh",
        "negation",
        False,
        _ZH_GONGXIANG_TICKET,
        "陈志远自己有车",
        evidence="我自己没有车",
        speaker="陈志远",
    ),
    # speaker: the embedded `我` becomes `刘淑芬`; the reporter (何医生说) is kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_ZHUTINGQI_MSG,
        "何医生说刘淑芬左耳的助听器需要换一个小号的受话器",
        evidence="何医生说我左耳的助听器需要换一个小号的受话器",
        speaker="刘淑芬",
    ),
    # attribution: `何医生说` dropped; the doctor's view becomes a bare fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_ZHUTINGQI_MSG,
        "刘淑芬左耳的助听器需要换一个小号的受话器",
        evidence="何医生说我左耳的助听器需要换一个小号的受话器",
        speaker="刘淑芬",
    ),
    # speaker: the reviewer's `我` restated as `王女士`; the time frame stays.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_YANDAO_REVIEW,
        "王女士明年秋天还会再约他们",
        evidence="我明年秋天还会再约他们",
        speaker="王女士",
    ),
    # wrong_speaker: this `我` is the shop manager's, in the business's reply.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_YANDAO_REVIEW,
        "王女士周五会把清洗报告发到微信上",
        evidence="我周五会把清洗报告发到您的微信上",
        speaker="王女士",
    ),
    # subspan: the night-duty number alone; the Chinese key carries `夜间值班`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BOWEI_SIG,
        "139-0592-0717",
        evidence="夜间值班：139-0592-0717",
        speaker="许文静",
        key="五缘湾游艇港/泊位/夜间值班电话",
    ),
    # restriction_drop: the same number under a plain `电话` key; the time frame (夜间) is dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_BOWEI_SIG,
        "139-0592-0717",
        evidence="夜间值班：139-0592-0717",
        speaker="许文静",
        key="五缘湾游艇港/泊位/电话",
    ),
    # subspan: the signer's phone from the signature, under an English key over Chinese text.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_TIAOLU_EMAIL,
        "138-1020-9356",
        evidence="李建国\n高级调律师｜音律钢琴服务\n电话：138-1020-9356",
        speaker="李建国",
        key="yinlv_piano/li_jianguo/phone",
    ),
    # wrong_speaker: the colleague 孙浩's number filed under 李建国's key (another owner).
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_TIAOLU_EMAIL,
        "138-1020-4471",
        evidence="我的同事孙浩，电话138-1020-4471",
        speaker="李建国",
        key="yinlv_piano/li_jianguo/phone",
    ),
    # subspan: the user's donor certificate number, whole, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_CHAT_XIANXUE,
        "3301-2024-068815",
        evidence="我的献血证号是 3301-2024-068815",
        speaker="user",
        key="用户/献血/献血证号",
    ),
    # subspan: the redemption code from an app notification, whole; nothing restricts it.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MISHI_APP,
        "MJ-872041",
        evidence="核销码 MJ-872041",
        speaker="谜境密室",
        key="谜境密室/预约/核销码",
    ),
    # subspan: an amount with its currency; the key names the patient and the treatment total.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZHENGJI_EMAIL,
        "人民币28,600元",
        evidence="赵一诺的矫治总费用为人民币28,600元",
        speaker="齐敏",
        key="微笑正畸/赵一诺/矫治总费用",
    ),
    # filler: `呃` and the repeated `周四` dropped, `我` restated; the negator in `去不了` is kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_XIANXUE_VOICE,
        "小吴周四去不了万达广场的献血车了",
        evidence="我周四，呃，周四去不了万达广场的献血车了",
        speaker="小吴",
    ),
    # negation: `不了` dropped with the fillers; the value says he goes.
    _r(
        "zh",
        "negation",
        False,
        _ZH_XIANXUE_VOICE,
        "小吴周四去万达广场的献血车",
        evidence="我周四，呃，周四去不了万达广场的献血车了",
        speaker="小吴",
    ),
    # filler: `嗯` and the repeated `就` dropped; the `如果…的话` condition is kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_YANGFENG_VOICE,
        "如果周六下雨的话，教学蜂场的开箱检查就改到周日上午十点",
        evidence="如果周六下雨的话，嗯，教学蜂场的开箱检查就，就改到周日上午十点",
        speaker="老郑",
    ),
    # condition: `如果周六下雨的话` dropped; the inspection moves only if it rains.
    _r(
        "zh",
        "condition",
        False,
        _ZH_YANGFENG_VOICE,
        "教学蜂场的开箱检查改到周日上午十点",
        evidence="如果周六下雨的话，嗯，教学蜂场的开箱检查就，就改到周日上午十点",
        speaker="老郑",
    ),
    # filler: `嗯`, `那个` and two false starts dropped, `我` restated; `以前` keeps the past.
    _r(
        "zh",
        "filler",
        True,
        _ZH_TIAOLU_VOICEMAIL,
        "钱立民以前一直是找老周调琴的",
        evidence="我以前，嗯，以前一直是找，那个，找老周调琴的",
        speaker="钱立民",
    ),
    # tense: both `以前` dropped; a past habit (老周 has retired) is stated as still true.
    _r(
        "zh",
        "tense",
        False,
        _ZH_TIAOLU_VOICEMAIL,
        "钱立民一直是找老周调琴的",
        evidence="我以前，嗯，以前一直是找，那个，找老周调琴的",
        speaker="钱立民",
    ),
    # list_item: one item (三箱中蜂) with its number, the place and the verb.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_YANGFENG_FORM,
        "郭春兰在西坡蜂场养了三箱中蜂",
        evidence="我在西坡蜂场养了六箱意蜂、三箱中蜂和一个交尾群",
        speaker="郭春兰",
    ),
    # number: the 中蜂 item takes the 意蜂 item's `六`.
    _r(
        "zh",
        "number",
        False,
        _ZH_YANGFENG_FORM,
        "郭春兰在西坡蜂场养了六箱中蜂",
        evidence="我在西坡蜂场养了六箱意蜂、三箱中蜂和一个交尾群",
        speaker="郭春兰",
    ),
    # list_item: one item (釉料) with the time frame, `按成本价` and the verb.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_TAOYI_NOTICE,
        "周六开放工作室时我们按成本价出售釉料",
        evidence="周六开放工作室时我们按成本价出售陶泥、釉料和二手工具",
        speaker="小棠",
    ),
    # restriction_drop: `周六开放工作室时` dropped; the time frame restricts the sale.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_TAOYI_NOTICE,
        "我们按成本价出售釉料",
        evidence="周六开放工作室时我们按成本价出售陶泥、釉料和二手工具",
        speaker="小棠",
    ),
    # list_item: one language of the list with `我会说` restated as `马克会说`.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_YUYAN_FORM,
        "马克会说法语",
        evidence="我会说德语、法语和荷兰语",
        speaker="马克",
        key="鹊桥语言交换/马克/可提供语言",
    ),
    # coordination: the second conjunct (shared subject 我, joined by 并) alone; the berth conjunct dropped.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_BOWEI_TICKET,
        "邵海峰在北侧堆场停了一辆拖车",
        evidence="我在C号浮码头租了一个泊位，并在北侧堆场停了一辆拖车",
        speaker="邵海峰",
    ),
    # stitch: the first conjunct's pontoon joined to the second conjunct's trailer; neither says so.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_BOWEI_TICKET,
        "邵海峰在C号浮码头停了一辆拖车",
        evidence="我在C号浮码头租了一个泊位，并在北侧堆场停了一辆拖车",
        speaker="邵海峰",
    ),
    # coordination: the second conjunct with its `只`; the booking conjunct (and 而且) dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_MISHI_REVIEW,
        "阿杰只玩恐怖主题",
        evidence="我每个季度都给部门同事订场，而且只玩恐怖主题",
        speaker="阿杰",
    ),
    # scope: `只` dropped from the same conjunct.
    _r(
        "zh",
        "scope",
        False,
        _ZH_MISHI_REVIEW,
        "阿杰玩恐怖主题",
        evidence="我每个季度都给部门同事订场，而且只玩恐怖主题",
        speaker="阿杰",
    ),
    # coordination: the second clause (subject 我 shared) with its `如果…就`; the membership clause dropped.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_GONGXIANG_EMAIL,
        "赵蕾如果轿车装不下就订那辆面包车",
        evidence="我是2021年入会的老会员，如果轿车装不下就订那辆面包车",
        speaker="赵蕾",
    ),
    # condition: `如果轿车装不下就` dropped; she books the van only when the car is too small.
    _r(
        "zh",
        "condition",
        False,
        _ZH_GONGXIANG_EMAIL,
        "赵蕾订那辆面包车",
        evidence="我是2021年入会的老会员，如果轿车装不下就订那辆面包车",
        speaker="赵蕾",
    ),
    # parenthetical: the bracketed aside dropped; `工作日期间` kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_ZHUTINGQI_SMS,
        "工作日期间，解放路门店早上8:30开门",
        evidence="工作日期间，解放路门店（药店楼上那家）早上8:30开门",
        speaker="听悦助听器",
    ),
    # restriction_drop: `工作日期间` dropped too; on Saturdays it opens at 9:30.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_ZHUTINGQI_SMS,
        "解放路门店早上8:30开门",
        evidence="工作日期间，解放路门店（药店楼上那家）早上8:30开门",
        speaker="听悦助听器",
    ),
    # parenthetical: the aside naming the harbour master dropped; the reporter (港务长说) kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_BOWEI_NEWS,
        "港务长说北侧浮码头五月份要清淤",
        evidence="港务长（老林，养柯基的那位）说北侧浮码头五月份要清淤",
        speaker="何丽",
    ),
    # attribution: `港务长…说` dropped; the report becomes a bare fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_BOWEI_NEWS,
        "北侧浮码头五月份要清淤",
        evidence="港务长（老林，养柯基的那位）说北侧浮码头五月份要清淤",
        speaker="何丽",
    ),
]

BATCH_84: tuple[Realistic, ...] = tuple(_RECORDS)
