"""The realistic set's eighty-sixth batch: a blind measurement of the merged admission rules (issue 31, brief B86).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b86, without reading the admission rule's code (nothing under `memtx.core`),
docs/admission.md, docs/eval-admission.md, any test or any other batch's records. Exactly what was read: the list of
headings of /work/shared/DESIGN.md and its §4 in full with its amendments (safe deletions; key-aware values, whole
identifiers, quarantine lane), the text of issue 31 (`issues show 31`), the record type `Realistic` and the helper
`_r` in `admission_realistic_record.py`, and the first 60 lines of batch 41 (its docstring and first two records, for
the format and the family names). No scorer, `check_support` or `memtx eval` was run on these records; the only checks
run were small Python scripts importing this module alone (it imports, every evidence is a verbatim span of its
source, the counts hold, no two records share evidence, value, speaker and key).

Every source is invented here, in twelve domains with Spanish and Chinese equivalents: physiotherapy clinics, removal
vans, choir rehearsals, home-brewing supply shops, driving test bookings, wedding photographers, climbing gyms,
coworking desks, guitar lessons, community food banks, bike couriers and house-sitting agencies. The registers are
conversations, and each value binds to one participant, the record's speaker: WhatsApp, Telegram and WeChat group
exports with timestamps and several participants, Slack, Teams and 企业微信 threads, mem0-style `User:`/`Assistant:`
chats (`Usuario:`/`Asistente:` in one Spanish source), support and intake call transcripts with role labels, e-mail
threads with quoted or forwarded earlier messages, interview Q&A and meeting notes or transcripts with named speakers.
Sources run from one to eight sentences.

Faithful values are written as memory extractors write them: restated in the third person with the speaker's first
name (Zep, Graphiti) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); with the
speaker dropped as subject (`Sings second tenor now`, `Hoy lleva el camión grande a Alcalá`, `今天开大货车去德阳`);
one item of a list with its head (`User has three hens`); one conjunct of a shared subject; an aside in parentheses
dropped; fillers (`um`, `so`, `basically`, `eh`, `o sea`, `那个`, `嗯`) dropped; or one atomic value (a phone number, an
amount with its currency, a date) under a key in the manner of LangGraph's memory tools, with key styles mixed
(`riverside_physio/ahmed_rahimi/mobile`, English keys over Spanish and Chinese text, Chinese keys such as
`锦江理疗/吴建国/手机号`). Each negative sits beside a faithful record of the same source and differs from it only in
what DESIGN §4 says matters: another participant's turn or another owner's number (wrong_speaker), a modifier of the
keyed noun or a time frame dropped from the key or the value (restriction_drop), the reporter dropped
(attribution), the negator dropped (negation), a past marker turned present or the present turned past (tense), the
condition dropped (condition), `at least` / `al menos` / `至少` dropped (scope), the number of a list item dropped
(number), or a subject joined to a predicate from the next sentence (stitch).

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
speaker 6, subspan 5, filler 3, list_item 3, coordination 3, parenthetical 2. Negative (18): wrong_speaker 4,
restriction_drop 3, attribution 2, negation 2, tense 2, condition 2, number 1, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic
set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------------------------------------------------------
# English sources
# ---------------------------------------------------------------------------------------------------------------

_EN_CHOIR_WA = (
    "[02/12/2026, 18:41] Hannah Cole: Reminder: rehearsal is in St Jude's hall this Thursday, 7:30.\n"
    "[02/12/2026, 18:44] Owen Price: I sing second tenor now, Gareth moved me over last week.\n"
    "[02/12/2026, 18:46] Beth Morgan: I'm still on alto but I'll miss Thursday.\n"
    "[02/12/2026, 18:47] Hannah Cole: Thanks both 👍"
)
_EN_VANS_SLACK = (
    "#ops-leeds\n"
    "Priya Nair  8:02 AM\n"
    "I'm driving the 7.5-tonne van to Harrogate today, back by 3.\n"
    "Marcus Bell  8:05 AM\n"
    "I'll take the Luton van for the Headingley flat move.\n"
    "Priya Nair  8:06 AM\n"
    "Great, keys are in the blue box."
)
_EN_GUITAR_MAIL = (
    "From: Dev Patel\nTo: Laura Finch\nSubject: Re: Lessons in January\n\n"
    "Hi Laura, Wednesdays at 5 work for me from January. I'm working on fingerpicking at the moment.\n\n"
    "On 3 Dec 2026, Laura Finch wrote:\n"
    "> I teach fingerstyle and slide, and I'm free on Wednesdays and Fridays after 4."
)
_EN_CLIMB_MEM0 = (
    "User: I used to boulder at The Arch every week, but these days I climb at Depot on Tuesday evenings.\n"
    "Assistant: Nice! Do you lead climb there too?\n"
    "User: Not yet, I'm doing the lead course in January."
)
_EN_COURIER_INTERVIEW = (
    "Interview notes - Spoke & Parcel, rider applicant\n"
    "Q: Can you work evenings?\n"
    "A (Tariq Aziz): I'll work Friday evenings if the shift ends by ten. I ride a Bullitt cargo bike.\n"
    "Q: Do you have your own lock?\n"
    "A (Tariq Aziz): Yes, two."
)
_EN_SITTERS_TG = (
    "Claire Dunn, [04.12.26 20:15]\n"
    "I can't take dogs over Christmas, my landlord says no.\n\n"
    "Sam Okafor, [04.12.26 20:16]\n"
    "No worries, the Harewood job is cats only anyway.\n\n"
    "Claire Dunn, [04.12.26 20:18]\n"
    "Then I'm in. I've sat for cats for six years."
)
_EN_PHYSIO_CALL = (
    "Call transcript, Riverside Physio, 5 Dec 2026\n"
    "Agent (Nadia): Riverside Physio, Nadia speaking.\n"
    "Caller (Ahmed Rahimi): Hi, I need to move my knee appointment. My mobile is 07700 900418.\n"
    "Agent (Nadia): Thanks. If you need to call us back, our direct line is 0113 496 0271.\n"
    "Caller (Ahmed Rahimi): Perfect, Friday morning would suit me."
)
_EN_COWORK_MAIL = (
    "Hi Jonas,\n"
    "Thanks for looking round Hive Works on Tuesday. An evening hot desk is £9 a day, and a fixed desk is "
    "£240 a month.\nBest,\nMia Torres\nCommunity Manager"
)
_EN_DRIVING_WA = (
    "[29/11/2026, 16:18] Ellie Grant: Got it! My practical test is booked for 14 January at Heaton 🎉\n"
    "[29/11/2026, 16:20] Ravi Sandhu: Brilliant. From January my lessons go up to £38 an hour, sorry!\n"
    "[29/11/2026, 16:23] Ellie Grant: That's fine, see you Tuesday at 5"
)
_EN_BREW_FWD = (
    "From: Gary Lund\nTo: Kirkstall Homebrew Club\nSubject: Fwd: Your order\n\n"
    "Lads, the kit for the stout is on its way, I paid £64.50 for the lot.\n\n"
    "---------- Forwarded message ---------\n"
    "From: The Brew Cellar <orders@brewcellar.example>\n"
    "Your order BC-70345 has shipped with Royal Mail. Tracking: JX441799203GB."
)
_EN_CHOIR_CALL = (
    "Choir committee call - transcript\n"
    "Janet Pryce: So, um, basically Gareth said the spring concert is moving to the cathedral.\n"
    "Alan Webb: Oh right, when?\n"
    "Janet Pryce: Er, the 21st of March, I think."
)
_EN_FOODBANK_NOTES = (
    "Volunteers' meeting, Eastside Community Food Bank, 1 Dec 2026\n"
    "Present: Ruth, Dominic, Aisha\n"
    "Aisha: Right, so, um, Jo from the council said the Co-op will donate forty tins a week from January.\n"
    "Ruth: Brilliant. Dominic, can you collect?\n"
    "Dominic: Yeah, I can do Mondays."
)
_EN_PHYSIO_INTAKE = (
    "Bramley Sports Physio, intake call (auto-transcript)\n"
    "Physio (Kate Lowe): Do you do any other exercise?\n"
    "Patient (Leon Marsh): Um, so, I, er, I swim twice a week. Well, I cycle to work too.\n"
    "Physio (Kate Lowe): Okay, and is the pain worse after swimming?\n"
    "Patient (Leon Marsh): Yeah, mostly the next morning."
)
_EN_SITTERS_MEM0 = (
    "User: I'm going to Lisbon for two weeks in March and need a house-sitter.\n"
    "Assistant: Happy to help. What pets will the sitter be looking after?\n"
    "User: I have two dogs, a cat and three hens. The hens need letting out at 7."
)
_EN_BREW_TEAMS = (
    "Teams - The Brew Cellar staff\n"
    "[09:12] Gary Lund: On Saturdays The Brew Cellar grinds malt, refills CO2 cylinders and runs a tasting bench.\n"
    "[09:14] Nina Cho: Is the tasting bench on Sundays too?\n"
    "[09:15] Gary Lund: No, Sundays are sales only."
)
_EN_COURIER_SLACK = (
    "Kwame Asante  7:48 AM\n"
    "Morning all. I'm covering the Headrow, Kirkgate and Call Lane drops today.\n"
    "Jess Lin  7:50 AM\n"
    "I'll take the uni run then."
)
_EN_CLIMB_SLACK = (
    "#crux-staff\n"
    "Ollie Grant  10:31 AM\n"
    "Who can cover Saturday?\n"
    "Marco Ruiz  10:33 AM\n"
    "I coach the youth squad on Thursdays and don't work weekends, sorry.\n"
    "Ollie Grant  10:34 AM\n"
    "No problem, I'll ask Dee."
)
_EN_GUITAR_TG = (
    "Lena Vogel, [01.12.26 17:40]\n"
    "I teach jazz guitar and run the Thursday jam. Kofi teaches bass and ukulele.\n\n"
    "Kofi Mensah, [01.12.26 17:52]\n"
    "And I cover Lena's students in half-term."
)
_EN_REMOVALS_MAIL = (
    "From: Grace Holt\nTo: bookings@swiftmove.example\nSubject: Re: Quote SM-5521\n\n"
    "Hi Dan,\n"
    "Thanks for the quote. I'm moving from Chapel Allerton to Otley on 19 December and will pack the kitchen "
    "myself.\nGrace\n\n"
    "> On 2 Dec 2026, Dan (SwiftMove) wrote:\n"
    "> The quote includes two movers and a 3.5-tonne van."
)
_EN_COWORK_TEAMS = (
    "Desk bookings - Hive Works\n"
    "Mia Torres 11:02\n"
    "Meeting room bookings (the big room and the pod) need at least 24 hours' notice.\n"
    "Jonas Berg 11:05\n"
    "Got it, thanks Mia."
)
_EN_WEDDING_MAIL = (
    "From: Imogen Shaw\nSubject: Re: Booking for 12 June\n\n"
    "Hi Sophie and Ali,\n"
    "The deposit (£450, non-refundable) secures the date. I can add a second shooter (usually my partner Tom) "
    "if you book before 31 January.\nImogen\n\n"
    "> On Sat, 5 Dec 2026, Sophie wrote:\n"
    "> Could you send over the deposit details?"
)

# ---------------------------------------------------------------------------------------------------------------
# Spanish sources
# ---------------------------------------------------------------------------------------------------------------

_ES_CHOIR_WA = (
    "[03/12/2026, 20:11] Lucía Ferrer: Recordad que el ensayo del jueves es en la parroquia de San Andrés.\n"
    "[03/12/2026, 20:14] Jordi Pons: Yo canto con los bajos desde octubre.\n"
    "[03/12/2026, 20:15] Nerea Etxeberria: Yo sigo con las sopranos, pero el jueves no puedo ir.\n"
    "[03/12/2026, 20:17] Lucía Ferrer: ¡Gracias a los dos!"
)
_ES_VANS_SLACK = (
    "#operaciones-madrid\n"
    "Andrés Molina  8:03\n"
    "Hoy llevo el camión grande a Alcalá, vuelvo sobre las tres.\n"
    "Carmen Vidal  8:05\n"
    "Yo hago la mudanza del piso de Chamberí con la furgoneta.\n"
    "Andrés Molina  8:06\n"
    "Perfecto, las llaves están en la caja azul."
)
_ES_GUITAR_MAIL = (
    "De: Pablo Ortega\nPara: Marta Quintana\nAsunto: Re: Clases en enero\n\n"
    "Hola, Marta: los miércoles a las cinco me vienen bien. Ahora mismo estoy practicando rasgueo flamenco.\n\n"
    "El 3 dic 2026, Marta Quintana escribió:\n"
    "> Doy clases de guitarra clásica y flamenca, y tengo libres los miércoles y los viernes por la tarde."
)
_ES_CLIMB_MEM0 = (
    "User: Antes escalaba en Sputnik todos los sábados, pero ahora entreno en El Bloque los martes por la tarde.\n"
    "Assistant: ¡Genial! ¿También haces vías de cuerda?\n"
    "User: Todavía no, en enero empiezo el curso de autoaseguro."
)
_ES_COURIER_INTERVIEW = (
    "Entrevista - Pedalea Mensajería, candidato a repartidor\n"
    "P: ¿Puedes trabajar por las noches?\n"
    "R (Iker Salazar): Trabajo los viernes por la noche si el turno acaba antes de las diez. Tengo bici de carga "
    "propia.\n"
    "P: ¿Tienes candado?\n"
    "R (Iker Salazar): Sí, dos."
)
_ES_SITTERS_TG = (
    "Claudia Benítez, [04.12.26 20:15]\n"
    "No puedo cuidar perros en Navidad, mi casero no me deja.\n\n"
    "Sergio Paredes, [04.12.26 20:16]\n"
    "Tranquila, lo de Pozuelo es solo de gatos.\n\n"
    "Claudia Benítez, [04.12.26 20:18]\n"
    "Entonces me apunto. Llevo seis años cuidando gatos."
)
_ES_PHYSIO_CALL = (
    "Transcripción de llamada - Fisioterapia Ribera, 5 dic 2026\n"
    "Agente (Noelia): Fisioterapia Ribera, le atiende Noelia.\n"
    "Llamante (Javier Roldán): Hola, quería cambiar la cita de la rodilla. Mi móvil es el 612 345 781.\n"
    "Agente (Noelia): Gracias. Si necesita llamarnos, nuestra línea directa es el 954 210 377.\n"
    "Llamante (Javier Roldán): Perfecto, el viernes por la mañana me viene bien."
)
_ES_COWORK_MAIL = (
    "Hola, Jonás:\n"
    "Gracias por visitar Colmena Cowork el martes. Un puesto flexible de tarde cuesta 9 € al día, y un puesto "
    "fijo, 210 € al mes.\nUn saludo,\nMarina Soler\nResponsable de comunidad"
)
_ES_DRIVING_WA = (
    "[29/11/2026, 16:18] Elena Gil: ¡Ya está! El examen práctico me lo han puesto el 14 de enero en Getafe 🎉\n"
    "[29/11/2026, 16:20] Rafa Medina: ¡Genial! A partir de enero las clases suben a 38 € la hora, lo siento.\n"
    "[29/11/2026, 16:23] Elena Gil: Sin problema, nos vemos el martes a las cinco"
)
_ES_BREW_FWD = (
    "De: Gonzalo Lema\nPara: Cerveceros de Vallecas\nAsunto: RV: Tu pedido\n\n"
    "Chicos, el kit de la stout ya viene de camino; pagué 64,50 € por todo.\n\n"
    "---------- Mensaje reenviado ---------\n"
    "De: La Bodega del Cervecero <pedidos@bodegacervecero.example>\n"
    "Tu pedido BC-70345 se ha enviado por Correos. Seguimiento: PK4417992003ES."
)
_ES_CHOIR_CALL = (
    "Reunión de la junta del coro - transcripción\n"
    "Pilar Ruiz: Pues, eh, o sea, Ginés dijo que el concierto de primavera se pasa a la catedral.\n"
    "Alberto Sanz: Ah, ¿y cuándo?\n"
    "Pilar Ruiz: Eh, creo que el 21 de marzo."
)
_ES_FOODBANK_NOTES = (
    "Reunión de voluntarios - Banco de Alimentos de Carabanchel, 1 dic 2026\n"
    "Asistentes: Rosa, Dani, Yasmina\n"
    "Yasmina: Bueno, pues, eh, el técnico del ayuntamiento dijo que Supermercados Olmo donará cuarenta latas a la "
    "semana desde enero.\n"
    "Rosa: ¡Genial! Dani, ¿puedes recogerlas tú?\n"
    "Dani: Sí, los lunes me viene bien."
)
_ES_PHYSIO_INTAKE = (
    "Fisioterapia Deportiva Arganzuela - llamada de admisión (transcripción automática)\n"
    "Fisio (Clara Mendo): ¿Haces algún otro deporte?\n"
    "Paciente (Luis Marín): Eh, pues, o sea, nado dos veces por semana. Bueno, y voy al trabajo en bici.\n"
    "Fisio (Clara Mendo): Vale, ¿y el dolor empeora después de nadar?\n"
    "Paciente (Luis Marín): Sí, sobre todo a la mañana siguiente."
)
_ES_SITTERS_MEM0 = (
    "Usuario: Me voy a Lisboa dos semanas en marzo y necesito a alguien que me cuide la casa.\n"
    "Asistente: ¡Claro! ¿Qué animales tendría que cuidar?\n"
    "Usuario: Tengo dos perros, un gato y tres gallinas. A las gallinas hay que soltarlas a las siete."
)
_ES_BREW_TEAMS = (
    "Teams - La Bodega del Cervecero, equipo\n"
    "[09:12] Gonzalo Lema: Los sábados La Bodega muele malta, recarga bombonas de CO2 y abre la barra de cata.\n"
    "[09:14] Nuria Cano: ¿La barra de cata también los domingos?\n"
    "[09:15] Gonzalo Lema: No, los domingos solo venta."
)
_ES_COURIER_SLACK = (
    "Kevin Ayala  7:48\n"
    "Buenos días. Hoy cubro los repartos de Malasaña, Chueca y Lavapiés.\n"
    "Irene Lin  7:50\n"
    "Pues yo me quedo con la ruta de la universidad."
)
_ES_CLIMB_SLACK = (
    "#staff-el-bloque\n"
    "Óscar Gil  10:31\n"
    "¿Quién cubre el sábado?\n"
    "Marcos Ruiz  10:33\n"
    "Entreno al equipo juvenil los jueves y no trabajo los fines de semana, lo siento.\n"
    "Óscar Gil  10:34\n"
    "Sin problema, se lo pregunto a Dolores."
)
_ES_GUITAR_TG = (
    "Helena Vázquez, [01.12.26 17:40]\n"
    "Doy guitarra de jazz y llevo la jam de los jueves. Kofi da bajo y ukelele.\n\n"
    "Kofi Mensah, [01.12.26 17:52]\n"
    "Y yo cubro a los alumnos de Helena en Semana Santa."
)
_ES_REMOVALS_MAIL = (
    "De: Graciela Hoyos\nPara: reservas@mudanzasrapidas.example\nAsunto: Re: Presupuesto MR-5521\n\n"
    "Hola, Dani:\n"
    "Gracias por el presupuesto. Me mudo de Chamberí a Alcobendas el 19 de diciembre y embalo yo la cocina.\n"
    "Graciela\n\n"
    "> El 2 dic 2026, Dani (Mudanzas Rápidas) escribió:\n"
    "> El presupuesto incluye dos operarios y una furgoneta de 3,5 toneladas."
)
_ES_COWORK_TEAMS = (
    "Reservas de puestos - Colmena Cowork\n"
    "Marina Soler 11:02\n"
    "Las reservas de salas (la grande y la cabina) necesitan al menos 24 horas de antelación.\n"
    "Jonás Berg 11:05\n"
    "Entendido, gracias."
)
_ES_WEDDING_MAIL = (
    "De: Inés Castro\nAsunto: Re: Reserva para el 12 de junio\n\n"
    "Hola, Sofía y Álex:\n"
    "La señal (450 €, no reembolsable) reserva la fecha. Puedo añadir un segundo fotógrafo (normalmente mi socio "
    "Tomás) si reserváis antes del 31 de enero.\nInés\n\n"
    "> El sáb, 5 dic 2026, Sofía escribió:\n"
    "> ¿Nos mandas los datos para la señal?"
)

# ---------------------------------------------------------------------------------------------------------------
# Chinese sources
# ---------------------------------------------------------------------------------------------------------------

_ZH_CHOIR_WECHAT = (
    "合唱团群聊\n"
    "周静 2026-12-03 20:11\n提醒大家：周四排练改在少年宫三楼。\n"
    "李航 2026-12-03 20:14\n我现在唱男高音二声部。\n"
    "王悦 2026-12-03 20:15\n我还在女低音，不过周四去不了。"
)
_ZH_VANS_SLACK = (
    "#调度-成都\n"
    "赵刚  上午8:03\n我今天开大货车去德阳，下午三点左右回来。\n"
    "陈敏  上午8:05\n我用小面包车做玉林那套房子的搬家。\n"
    "赵刚  上午8:06\n好，钥匙在蓝盒子里。"
)
_ZH_GUITAR_MAIL = (
    "发件人：孙浩\n收件人：林雪\n主题：回复：一月的课\n\n"
    "林老师好，一月起每周三下午五点我都可以。我最近在练指弹。\n\n"
    "在 2026年12月3日，林雪 写道：\n"
    "> 我教古典吉他和指弹，周三和周五下午四点以后有空。"
)
_ZH_CLIMB_MEM0 = (
    "User: 我以前每周六在岩时攀岩馆抱石，现在每周二晚上在攀岩工厂训练。\n"
    "Assistant: 不错！你也练先锋攀吗？\n"
    "User: 还没有，一月份开始上先锋课。"
)
_ZH_COURIER_INTERVIEW = (
    "面试记录 — 快骑同城配送 骑手应聘\n"
    "问：晚上能上班吗？\n"
    "答（马超）：如果十点前能收工，我周五晚上可以上班。我有自己的货运自行车。\n"
    "问：有锁吗？\n"
    "答（马超）：有，两把。"
)
_ZH_SITTERS_WECHAT = (
    "宠物看家互助群 聊天记录\n"
    "[2026-12-04 20:15] 刘芳：我圣诞那几天不能照看狗，房东不让。\n"
    "[2026-12-04 20:16] 黄磊：没事，华阳那单只有猫。\n"
    "[2026-12-04 20:18] 刘芳：那我报名。我照看猫已经六年了。"
)
_ZH_PHYSIO_CALL = (
    "通话记录 — 锦江康复理疗中心，2026年12月5日\n"
    "客服（小唐）：您好，锦江康复理疗中心，我是小唐。\n"
    "来电者（吴建国）：你好，我想改一下膝盖的预约。我的手机号是139 0817 4462。\n"
    "客服（小唐）：好的。如果需要回电，我们的直线是028 8612 0375。\n"
    "来电者（吴建国）：好，周五上午可以。"
)
_ZH_COWORK_MAIL = (
    "金雨：\n感谢您周二来参观蜂巢共享办公。晚间灵活工位每天35元，固定工位每月1200元。\n祝好\n苏曼\n社区经理"
)
_ZH_DRIVING_WECHAT = (
    "[2026-11-29 16:18] 陈晓：约上了！科目三考试定在1月14日，在龙泉考场🎉\n"
    "[2026-11-29 16:20] 王教练：好！从一月起练车课涨到每小时180元，不好意思。\n"
    "[2026-11-29 16:23] 陈晓：没问题，周二下午五点见"
)
_ZH_BREW_FWD = (
    "发件人：郑凯\n收件人：酿酒小组\n主题：转发：您的订单\n\n"
    "各位，世涛的原料套装已经发货了，我一共付了386.50元。\n\n"
    "---------- 转发的邮件 ----------\n"
    "发件人：麦芽仓自酿用品 <orders@maiyacang.example>\n"
    "您的订单MY-70345已通过顺丰发出，运单号SF140288376610。"
)
_ZH_CHOIR_CALL = (
    "合唱团理事会电话会议 — 转写\n"
    "何静：那个，嗯，就是，老周说春季音乐会改到城市音乐厅了。\n"
    "杜斌：哦，什么时候？\n"
    "何静：呃，好像是3月21日。"
)
_ZH_FOODBANK_NOTES = (
    "社区食物银行志愿者例会 2026年12月1日\n"
    "参会：罗红、丁伟、阿依古丽\n"
    "阿依古丽：嗯，那个，街道办的张主任说，惠民超市从一月起每周捐四十罐罐头。\n"
    "罗红：太好了！丁伟你能去取吗？\n"
    "丁伟：可以，周一我有空。"
)
_ZH_PHYSIO_INTAKE = (
    "运动康复中心 初诊电话（自动转写）\n"
    "理疗师（田蕾）：你平时还做别的运动吗？\n"
    "患者（高远）：呃，就是，我每周游两次泳。嗯，上班也骑车。\n"
    "理疗师（田蕾）：好的，游完泳会更疼吗？\n"
    "患者（高远）：对，主要是第二天早上。"
)
_ZH_SITTERS_MEM0 = (
    "User: 我三月要去里斯本两周，需要找人看家。\n"
    "Assistant: 没问题。需要照顾哪些宠物？\n"
    "User: 我养了两只狗、一只猫和三只母鸡。母鸡早上七点要放出来。"
)
_ZH_BREW_WEWORK = (
    "企业微信 — 麦芽仓门店群\n"
    "[09:12] 郑凯：每周六麦芽仓提供磨麦芽、充二氧化碳钢瓶和品鉴台服务。\n"
    "[09:14] 曹宁：周日也有品鉴台吗？\n"
    "[09:15] 郑凯：没有，周日只卖货。"
)
_ZH_COURIER_SLACK = "邓凯  上午7:48\n早。今天我负责春熙路、太古里和九眼桥的单。\n林悦  上午7:50\n那我跑大学那条线。"
_ZH_CLIMB_SLACK = (
    "#岩馆员工\n"
    "欧阳  上午10:31\n周六谁能顶班？\n"
    "马可  上午10:33\n我周四带青少年队，周末不上班，抱歉。\n"
    "欧阳  上午10:34\n没事，我问问小杜。"
)
_ZH_GUITAR_TG = (
    "苏晴, [01.12.26 17:40]\n"
    "我教爵士吉他，还负责周四的即兴夜。阿强教贝斯和尤克里里。\n\n"
    "阿强, [01.12.26 17:52]\n"
    "寒假苏晴的学生我来带。"
)
_ZH_REMOVALS_MAIL = (
    "发件人：何雨\n收件人：快运搬家 预约部\n主题：回复：报价 KY-5521\n\n"
    "小丁你好，\n谢谢报价。我12月19日从玉林搬到温江，厨房自己打包。\n何雨\n\n"
    "> 2026年12月2日，小丁（快运搬家）写道：\n"
    "> 报价包含两名搬运工和一辆3.5吨厢式货车。"
)
_ZH_COWORK_TEAMS = (
    "工位预订 — 蜂巢共享办公\n苏曼 11:02\n会议室预订（大会议室和电话亭）至少要提前24小时。\n金雨 11:05\n收到，谢谢。"
)
_ZH_WEDDING_MAIL = (
    "发件人：许诺\n主题：回复：6月12日的预约\n\n"
    "小芸、阿杰你们好：\n"
    "定金（1500元，不退）用于锁定档期。如果你们在1月31日前预订，我可以加一名副摄影师（一般是我的搭档老唐）。\n"
    "许诺\n\n"
    "> 2026年12月5日（周六），小芸 写道：\n"
    "> 能发一下定金的付款信息吗？"
)


_RECORDS: list[Realistic] = [
    # ===========================================================================================================
    # English
    # ===========================================================================================================
    # speaker: Owen's own turn, `I` elided for the speaker and `sing` inflected; `now` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_CHOIR_WA,
        "Sings second tenor now",
        evidence="I sing second tenor now",
        speaker="Owen Price",
    ),
    # wrong_speaker: `I'm still on alto` is Beth's turn, not Owen's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_CHOIR_WA,
        "Owen is still on alto",
        evidence="I'm still on alto",
        speaker="Owen Price",
    ),
    # speaker: Priya's own turn restated with her name; `today` kept with the trip.
    _r(
        "en",
        "speaker",
        True,
        _EN_VANS_SLACK,
        "Priya is driving the 7.5-tonne van to Harrogate today",
        evidence="I'm driving the 7.5-tonne van to Harrogate today",
        speaker="Priya Nair",
    ),
    # wrong_speaker: the Luton van job is Marcus's turn, bound here to Priya.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_VANS_SLACK,
        "Priya will take the Luton van for the Headingley flat move",
        evidence="I'll take the Luton van for the Headingley flat move",
        speaker="Priya Nair",
    ),
    # speaker: Dev's own line in his reply, restated with his name, `at the moment` kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_GUITAR_MAIL,
        "Dev is working on fingerpicking at the moment",
        evidence="I'm working on fingerpicking at the moment",
        speaker="Dev Patel",
    ),
    # wrong_speaker: `I teach fingerstyle and slide` is Laura's quoted message, not Dev's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_GUITAR_MAIL,
        "Dev teaches fingerstyle and slide",
        evidence="I teach fingerstyle and slide",
        speaker="Dev Patel",
    ),
    # speaker: mem0 style, the user's present habit restated with `User`.
    _r(
        "en",
        "speaker",
        True,
        _EN_CLIMB_MEM0,
        "User climbs at Depot on Tuesday evenings",
        evidence="I climb at Depot on Tuesday evenings",
        speaker="user",
    ),
    # tense: `used to boulder` is a past habit; the value makes it present.
    _r(
        "en",
        "tense",
        False,
        _EN_CLIMB_MEM0,
        "User boulders at The Arch every week",
        evidence="I used to boulder at The Arch every week",
        speaker="user",
    ),
    # speaker: Tariq's answer restated with his name, the condition kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_COURIER_INTERVIEW,
        "Tariq will work Friday evenings if the shift ends by ten",
        evidence="I'll work Friday evenings if the shift ends by ten",
        speaker="Tariq Aziz",
    ),
    # condition: the same answer without `if the shift ends by ten`.
    _r(
        "en",
        "condition",
        False,
        _EN_COURIER_INTERVIEW,
        "Tariq will work Friday evenings",
        evidence="I'll work Friday evenings if the shift ends by ten",
        speaker="Tariq Aziz",
    ),
    # speaker: Claire's own turn restated with her name, negation kept.
    _r(
        "en",
        "speaker",
        True,
        _EN_SITTERS_TG,
        "Claire can't take dogs over Christmas",
        evidence="I can't take dogs over Christmas",
        speaker="Claire Dunn",
    ),
    # negation: the value drops the negator of `can't`.
    _r(
        "en",
        "negation",
        False,
        _EN_SITTERS_TG,
        "Claire can take dogs over Christmas",
        evidence="I can't take dogs over Christmas",
        speaker="Claire Dunn",
    ),
    # subspan: the caller's own mobile number, whole, under a key naming him and the relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_PHYSIO_CALL,
        "07700 900418",
        evidence="My mobile is 07700 900418",
        speaker="Ahmed Rahimi",
        key="riverside_physio/ahmed_rahimi/mobile",
    ),
    # wrong_speaker: the clinic's direct line (the agent's `our`) filed as Ahmed's mobile: another owner.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_PHYSIO_CALL,
        "0113 496 0271",
        evidence="our direct line is 0113 496 0271",
        speaker="Ahmed Rahimi",
        key="riverside_physio/ahmed_rahimi/mobile",
    ),
    # subspan: the amount alone; the key carries `evening hot desk` and `a day`.
    _r(
        "en",
        "subspan",
        True,
        _EN_COWORK_MAIL,
        "£9",
        evidence="An evening hot desk is £9 a day",
        speaker="Mia Torres",
        key="hive_works/evening_hot_desk/day_rate",
    ),
    # restriction_drop: the key drops `evening`, the modifier of the keyed noun.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_COWORK_MAIL,
        "£9",
        evidence="An evening hot desk is £9 a day",
        speaker="Mia Torres",
        key="hive_works/hot_desk/day_rate",
    ),
    # subspan: the new rate alone; the key carries the time frame `from January`.
    _r(
        "en",
        "subspan",
        True,
        _EN_DRIVING_WA,
        "£38 an hour",
        evidence="From January my lessons go up to £38 an hour",
        speaker="Ravi Sandhu",
        key="ravi_sandhu/lesson_rate_from_january",
    ),
    # restriction_drop: the key names the lesson rate with no time frame; `From January` is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_DRIVING_WA,
        "£38 an hour",
        evidence="From January my lessons go up to £38 an hour",
        speaker="Ravi Sandhu",
        key="ravi_sandhu/lesson_rate",
    ),
    # subspan: Ellie's practical test date alone; the rest is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_DRIVING_WA,
        "14 January",
        evidence="My practical test is booked for 14 January",
        speaker="Ellie Grant",
        key="ellie_grant/driving_test/practical_date",
    ),
    # subspan: the decimal amount with its currency, whole, from Gary's own line above the forward.
    _r(
        "en",
        "subspan",
        True,
        _EN_BREW_FWD,
        "£64.50",
        evidence="I paid £64.50 for the lot",
        speaker="Gary Lund",
        key="brew_cellar/gary_lund/stout_kit/amount_paid",
    ),
    # filler: `So, um, basically` dropped; the reporter Gareth kept.
    _r(
        "en",
        "filler",
        True,
        _EN_CHOIR_CALL,
        "Gareth said the spring concert is moving to the cathedral",
        evidence="So, um, basically Gareth said the spring concert is moving to the cathedral",
        speaker="Janet Pryce",
    ),
    # attribution: the value states Gareth's report as fact, dropping `Gareth said`.
    _r(
        "en",
        "attribution",
        False,
        _EN_CHOIR_CALL,
        "The spring concert is moving to the cathedral",
        evidence="So, um, basically Gareth said the spring concert is moving to the cathedral",
        speaker="Janet Pryce",
    ),
    # filler: `Right, so, um` dropped; the reporter and the time frame kept.
    _r(
        "en",
        "filler",
        True,
        _EN_FOODBANK_NOTES,
        "Jo from the council said the Co-op will donate forty tins a week from January",
        evidence="Right, so, um, Jo from the council said the Co-op will donate forty tins a week from January",
        speaker="Aisha",
    ),
    # attribution: the reporter `Jo from the council said` dropped.
    _r(
        "en",
        "attribution",
        False,
        _EN_FOODBANK_NOTES,
        "The Co-op will donate forty tins a week from January",
        evidence="Right, so, um, Jo from the council said the Co-op will donate forty tins a week from January",
        speaker="Aisha",
    ),
    # filler: `Um, so,` and the restarted `I, er,` dropped; Leon named as the speaker.
    _r(
        "en",
        "filler",
        True,
        _EN_PHYSIO_INTAKE,
        "Leon swims twice a week",
        evidence="Um, so, I, er, I swim twice a week",
        speaker="Leon Marsh",
    ),
    # tense: the present habit turned into the past.
    _r(
        "en",
        "tense",
        False,
        _EN_PHYSIO_INTAKE,
        "Leon swam twice a week",
        evidence="Um, so, I, er, I swim twice a week",
        speaker="Leon Marsh",
    ),
    # list_item: one item of the list with its number and the shared verb, mem0's `User`.
    _r(
        "en",
        "list_item",
        True,
        _EN_SITTERS_MEM0,
        "User has three hens",
        evidence="I have two dogs, a cat and three hens",
        speaker="user",
    ),
    # number: the item's number `three` dropped.
    _r(
        "en",
        "number",
        False,
        _EN_SITTERS_MEM0,
        "User has hens",
        evidence="I have two dogs, a cat and three hens",
        speaker="user",
    ),
    # list_item: one service of the list, the time frame `On Saturdays` kept.
    _r(
        "en",
        "list_item",
        True,
        _EN_BREW_TEAMS,
        "On Saturdays The Brew Cellar refills CO2 cylinders",
        evidence="On Saturdays The Brew Cellar grinds malt, refills CO2 cylinders and runs a tasting bench",
        speaker="Gary Lund",
    ),
    # restriction_drop: the same item without `On Saturdays`, the time frame.
    _r(
        "en",
        "restriction_drop",
        False,
        _EN_BREW_TEAMS,
        "The Brew Cellar refills CO2 cylinders",
        evidence="On Saturdays The Brew Cellar grinds malt, refills CO2 cylinders and runs a tasting bench",
        speaker="Gary Lund",
    ),
    # list_item: one place of the list with the head `drops`, `today` kept, Kwame's own turn.
    _r(
        "en",
        "list_item",
        True,
        _EN_COURIER_SLACK,
        "Kwame is covering the Kirkgate drops today",
        evidence="I'm covering the Headrow, Kirkgate and Call Lane drops today",
        speaker="Kwame Asante",
    ),
    # coordination: the second conjunct of Marco's shared subject, with its negation.
    _r(
        "en",
        "coordination",
        True,
        _EN_CLIMB_SLACK,
        "Marco doesn't work weekends",
        evidence="I coach the youth squad on Thursdays and don't work weekends",
        speaker="Marco Ruiz",
    ),
    # negation: the same conjunct with `don't` dropped.
    _r(
        "en",
        "negation",
        False,
        _EN_CLIMB_SLACK,
        "Marco works weekends",
        evidence="I coach the youth squad on Thursdays and don't work weekends",
        speaker="Marco Ruiz",
    ),
    # coordination: Lena's second conjunct alone.
    _r(
        "en",
        "coordination",
        True,
        _EN_GUITAR_TG,
        "Lena runs the Thursday jam",
        evidence="I teach jazz guitar and run the Thursday jam",
        speaker="Lena Vogel",
    ),
    # stitch: Lena's `teach` joined to `ukulele` from the next sentence, which is about Kofi.
    _r(
        "en",
        "stitch",
        False,
        _EN_GUITAR_TG,
        "Lena teaches ukulele",
        evidence="I teach jazz guitar and run the Thursday jam. Kofi teaches bass and ukulele",
        speaker="Lena Vogel",
    ),
    # coordination: the first conjunct of Grace's shared subject, the second dropped whole.
    _r(
        "en",
        "coordination",
        True,
        _EN_REMOVALS_MAIL,
        "Grace is moving from Chapel Allerton to Otley on 19 December",
        evidence="I'm moving from Chapel Allerton to Otley on 19 December and will pack the kitchen myself",
        speaker="Grace Holt",
    ),
    # parenthetical: the aside `(the big room and the pod)` dropped, `at least` kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_COWORK_TEAMS,
        "Meeting room bookings need at least 24 hours' notice",
        evidence="Meeting room bookings (the big room and the pod) need at least 24 hours' notice",
        speaker="Mia Torres",
    ),
    # scope: `at least` dropped, turning a minimum into an exact notice period.
    _r(
        "en",
        "scope",
        False,
        _EN_COWORK_TEAMS,
        "Meeting room bookings need 24 hours' notice",
        evidence="Meeting room bookings (the big room and the pod) need at least 24 hours' notice",
        speaker="Mia Torres",
    ),
    # parenthetical: `(usually my partner Tom)` dropped; Imogen named, the condition kept.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_WEDDING_MAIL,
        "Imogen can add a second shooter if you book before 31 January",
        evidence="I can add a second shooter (usually my partner Tom) if you book before 31 January",
        speaker="Imogen Shaw",
    ),
    # condition: the same value without `if you book before 31 January`.
    _r(
        "en",
        "condition",
        False,
        _EN_WEDDING_MAIL,
        "Imogen can add a second shooter",
        evidence="I can add a second shooter (usually my partner Tom) if you book before 31 January",
        speaker="Imogen Shaw",
    ),
    # ===========================================================================================================
    # Spanish
    # ===========================================================================================================
    # speaker: Jordi's own turn, `Yo` bound to his name and `canto` to `canta`.
    _r(
        "es",
        "speaker",
        True,
        _ES_CHOIR_WA,
        "Jordi canta con los bajos desde octubre",
        evidence="Yo canto con los bajos desde octubre",
        speaker="Jordi Pons",
    ),
    # wrong_speaker: `Yo sigo con las sopranos` is Nerea's turn, not Jordi's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_CHOIR_WA,
        "Jordi sigue con las sopranos",
        evidence="Yo sigo con las sopranos",
        speaker="Jordi Pons",
    ),
    # speaker: Andrés's own turn with the subject left elided and `llevo` inflected; `Hoy` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_VANS_SLACK,
        "Hoy lleva el camión grande a Alcalá",
        evidence="Hoy llevo el camión grande a Alcalá",
        speaker="Andrés Molina",
    ),
    # wrong_speaker: the Chamberí move is Carmen's turn, bound here to Andrés.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_VANS_SLACK,
        "Andrés hace la mudanza del piso de Chamberí con la furgoneta",
        evidence="Yo hago la mudanza del piso de Chamberí con la furgoneta",
        speaker="Andrés Molina",
    ),
    # speaker: Pablo's own line, subject elided, `Ahora mismo` kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_GUITAR_MAIL,
        "Ahora mismo está practicando rasgueo flamenco",
        evidence="Ahora mismo estoy practicando rasgueo flamenco",
        speaker="Pablo Ortega",
    ),
    # wrong_speaker: `Doy clases de guitarra clásica y flamenca` is Marta's quoted message.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_GUITAR_MAIL,
        "Pablo da clases de guitarra clásica y flamenca",
        evidence="Doy clases de guitarra clásica y flamenca",
        speaker="Pablo Ortega",
    ),
    # speaker: mem0 style, the user's present habit restated with `Usuario`.
    _r(
        "es",
        "speaker",
        True,
        _ES_CLIMB_MEM0,
        "Usuario entrena en El Bloque los martes por la tarde",
        evidence="entreno en El Bloque los martes por la tarde",
        speaker="user",
    ),
    # tense: `Antes escalaba` is a past habit; the value makes it present.
    _r(
        "es",
        "tense",
        False,
        _ES_CLIMB_MEM0,
        "Usuario escala en Sputnik todos los sábados",
        evidence="Antes escalaba en Sputnik todos los sábados",
        speaker="user",
    ),
    # speaker: Iker's answer restated with his name, the condition kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_COURIER_INTERVIEW,
        "Iker trabaja los viernes por la noche si el turno acaba antes de las diez",
        evidence="Trabajo los viernes por la noche si el turno acaba antes de las diez",
        speaker="Iker Salazar",
    ),
    # condition: the same answer without `si el turno acaba antes de las diez`.
    _r(
        "es",
        "condition",
        False,
        _ES_COURIER_INTERVIEW,
        "Iker trabaja los viernes por la noche",
        evidence="Trabajo los viernes por la noche si el turno acaba antes de las diez",
        speaker="Iker Salazar",
    ),
    # speaker: Claudia's own turn restated with her name, negation kept.
    _r(
        "es",
        "speaker",
        True,
        _ES_SITTERS_TG,
        "Claudia no puede cuidar perros en Navidad",
        evidence="No puedo cuidar perros en Navidad",
        speaker="Claudia Benítez",
    ),
    # negation: the value drops `No`.
    _r(
        "es",
        "negation",
        False,
        _ES_SITTERS_TG,
        "Claudia puede cuidar perros en Navidad",
        evidence="No puedo cuidar perros en Navidad",
        speaker="Claudia Benítez",
    ),
    # subspan: the caller's own mobile, whole, under an English key naming him.
    _r(
        "es",
        "subspan",
        True,
        _ES_PHYSIO_CALL,
        "612 345 781",
        evidence="Mi móvil es el 612 345 781",
        speaker="Javier Roldán",
        key="ribera_physio/javier_roldan/mobile",
    ),
    # wrong_speaker: the clinic's direct line filed as Javier's mobile: another owner.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PHYSIO_CALL,
        "954 210 377",
        evidence="nuestra línea directa es el 954 210 377",
        speaker="Javier Roldán",
        key="ribera_physio/javier_roldan/mobile",
    ),
    # subspan: the amount alone; the key carries `puesto flexible de tarde` and `al día`.
    _r(
        "es",
        "subspan",
        True,
        _ES_COWORK_MAIL,
        "9 €",
        evidence="Un puesto flexible de tarde cuesta 9 € al día",
        speaker="Marina Soler",
        key="colmena/puesto_flexible_tarde/precio_dia",
    ),
    # restriction_drop: the key drops `de tarde`, the modifier of the keyed noun.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_COWORK_MAIL,
        "9 €",
        evidence="Un puesto flexible de tarde cuesta 9 € al día",
        speaker="Marina Soler",
        key="colmena/puesto_flexible/precio_dia",
    ),
    # subspan: the new rate alone; the key carries the time frame `A partir de enero`.
    _r(
        "es",
        "subspan",
        True,
        _ES_DRIVING_WA,
        "38 € la hora",
        evidence="A partir de enero las clases suben a 38 € la hora",
        speaker="Rafa Medina",
        key="autoescuela_rafa/precio_clase_desde_enero",
    ),
    # restriction_drop: the key names the lesson price with no time frame; `A partir de enero` is dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_DRIVING_WA,
        "38 € la hora",
        evidence="A partir de enero las clases suben a 38 € la hora",
        speaker="Rafa Medina",
        key="autoescuela_rafa/precio_clase",
    ),
    # subspan: Elena's practical exam date alone under a Spanish key.
    _r(
        "es",
        "subspan",
        True,
        _ES_DRIVING_WA,
        "14 de enero",
        evidence="El examen práctico me lo han puesto el 14 de enero",
        speaker="Elena Gil",
        key="elena_gil/examen_practico/fecha",
    ),
    # subspan: the decimal amount with its currency, whole, from Gonzalo's own line above the forward.
    _r(
        "es",
        "subspan",
        True,
        _ES_BREW_FWD,
        "64,50 €",
        evidence="pagué 64,50 € por todo",
        speaker="Gonzalo Lema",
        key="bodega_cervecero/gonzalo_lema/kit_stout/importe_pagado",
    ),
    # filler: `Pues, eh, o sea` dropped; the reporter Ginés kept.
    _r(
        "es",
        "filler",
        True,
        _ES_CHOIR_CALL,
        "Ginés dijo que el concierto de primavera se pasa a la catedral",
        evidence="Pues, eh, o sea, Ginés dijo que el concierto de primavera se pasa a la catedral",
        speaker="Pilar Ruiz",
    ),
    # attribution: `Ginés dijo que` dropped; the report becomes a fact.
    _r(
        "es",
        "attribution",
        False,
        _ES_CHOIR_CALL,
        "El concierto de primavera se pasa a la catedral",
        evidence="Pues, eh, o sea, Ginés dijo que el concierto de primavera se pasa a la catedral",
        speaker="Pilar Ruiz",
    ),
    # filler: `Bueno, pues, eh` dropped; the reporter and the time frame kept.
    _r(
        "es",
        "filler",
        True,
        _ES_FOODBANK_NOTES,
        "El técnico del ayuntamiento dijo que Supermercados Olmo donará cuarenta latas a la semana desde enero",
        evidence="Bueno, pues, eh, el técnico del ayuntamiento dijo que Supermercados Olmo donará cuarenta latas a "
        "la semana desde enero",
        speaker="Yasmina",
    ),
    # attribution: `el técnico del ayuntamiento dijo que` dropped.
    _r(
        "es",
        "attribution",
        False,
        _ES_FOODBANK_NOTES,
        "Supermercados Olmo donará cuarenta latas a la semana desde enero",
        evidence="Bueno, pues, eh, el técnico del ayuntamiento dijo que Supermercados Olmo donará cuarenta latas a "
        "la semana desde enero",
        speaker="Yasmina",
    ),
    # filler: `Eh, pues, o sea` dropped; Luis named and `nado` inflected.
    _r(
        "es",
        "filler",
        True,
        _ES_PHYSIO_INTAKE,
        "Luis nada dos veces por semana",
        evidence="Eh, pues, o sea, nado dos veces por semana",
        speaker="Luis Marín",
    ),
    # tense: the present habit turned into the imperfect past.
    _r(
        "es",
        "tense",
        False,
        _ES_PHYSIO_INTAKE,
        "Luis nadaba dos veces por semana",
        evidence="Eh, pues, o sea, nado dos veces por semana",
        speaker="Luis Marín",
    ),
    # list_item: one item of the list with its number and the shared verb, mem0's `Usuario`.
    _r(
        "es",
        "list_item",
        True,
        _ES_SITTERS_MEM0,
        "Usuario tiene tres gallinas",
        evidence="Tengo dos perros, un gato y tres gallinas",
        speaker="user",
    ),
    # number: the item's number `tres` dropped.
    _r(
        "es",
        "number",
        False,
        _ES_SITTERS_MEM0,
        "Usuario tiene gallinas",
        evidence="Tengo dos perros, un gato y tres gallinas",
        speaker="user",
    ),
    # list_item: one service of the list, the time frame `Los sábados` kept.
    _r(
        "es",
        "list_item",
        True,
        _ES_BREW_TEAMS,
        "Los sábados La Bodega recarga bombonas de CO2",
        evidence="Los sábados La Bodega muele malta, recarga bombonas de CO2 y abre la barra de cata",
        speaker="Gonzalo Lema",
    ),
    # restriction_drop: the same item without `Los sábados`, the time frame.
    _r(
        "es",
        "restriction_drop",
        False,
        _ES_BREW_TEAMS,
        "La Bodega recarga bombonas de CO2",
        evidence="Los sábados La Bodega muele malta, recarga bombonas de CO2 y abre la barra de cata",
        speaker="Gonzalo Lema",
    ),
    # list_item: one district of the list with the head `los repartos de`, `Hoy` kept, subject elided.
    _r(
        "es",
        "list_item",
        True,
        _ES_COURIER_SLACK,
        "Hoy cubre los repartos de Lavapiés",
        evidence="Hoy cubro los repartos de Malasaña, Chueca y Lavapiés",
        speaker="Kevin Ayala",
    ),
    # coordination: the second conjunct of Marcos's shared subject, with its negation.
    _r(
        "es",
        "coordination",
        True,
        _ES_CLIMB_SLACK,
        "Marcos no trabaja los fines de semana",
        evidence="Entreno al equipo juvenil los jueves y no trabajo los fines de semana",
        speaker="Marcos Ruiz",
    ),
    # negation: the same conjunct with `no` dropped.
    _r(
        "es",
        "negation",
        False,
        _ES_CLIMB_SLACK,
        "Marcos trabaja los fines de semana",
        evidence="Entreno al equipo juvenil los jueves y no trabajo los fines de semana",
        speaker="Marcos Ruiz",
    ),
    # coordination: Helena's second conjunct alone.
    _r(
        "es",
        "coordination",
        True,
        _ES_GUITAR_TG,
        "Helena lleva la jam de los jueves",
        evidence="Doy guitarra de jazz y llevo la jam de los jueves",
        speaker="Helena Vázquez",
    ),
    # stitch: Helena's `Doy` joined to `ukelele` from the next sentence, which is about Kofi.
    _r(
        "es",
        "stitch",
        False,
        _ES_GUITAR_TG,
        "Helena da ukelele",
        evidence="Doy guitarra de jazz y llevo la jam de los jueves. Kofi da bajo y ukelele",
        speaker="Helena Vázquez",
    ),
    # coordination: the first conjunct of Graciela's shared subject; `me mudo` inflected to `se muda`.
    _r(
        "es",
        "coordination",
        True,
        _ES_REMOVALS_MAIL,
        "Graciela se muda de Chamberí a Alcobendas el 19 de diciembre",
        evidence="Me mudo de Chamberí a Alcobendas el 19 de diciembre y embalo yo la cocina",
        speaker="Graciela Hoyos",
    ),
    # parenthetical: the aside `(la grande y la cabina)` dropped, `al menos` kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_COWORK_TEAMS,
        "Las reservas de salas necesitan al menos 24 horas de antelación",
        evidence="Las reservas de salas (la grande y la cabina) necesitan al menos 24 horas de antelación",
        speaker="Marina Soler",
    ),
    # scope: `al menos` dropped, turning a minimum into an exact notice period.
    _r(
        "es",
        "scope",
        False,
        _ES_COWORK_TEAMS,
        "Las reservas de salas necesitan 24 horas de antelación",
        evidence="Las reservas de salas (la grande y la cabina) necesitan al menos 24 horas de antelación",
        speaker="Marina Soler",
    ),
    # parenthetical: `(normalmente mi socio Tomás)` dropped; Inés named, the condition kept.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_WEDDING_MAIL,
        "Inés puede añadir un segundo fotógrafo si reserváis antes del 31 de enero",
        evidence="Puedo añadir un segundo fotógrafo (normalmente mi socio Tomás) si reserváis antes del 31 de enero",
        speaker="Inés Castro",
    ),
    # condition: the same value without `si reserváis antes del 31 de enero`.
    _r(
        "es",
        "condition",
        False,
        _ES_WEDDING_MAIL,
        "Inés puede añadir un segundo fotógrafo",
        evidence="Puedo añadir un segundo fotógrafo (normalmente mi socio Tomás) si reserváis antes del 31 de enero",
        speaker="Inés Castro",
    ),
    # ===========================================================================================================
    # Chinese
    # ===========================================================================================================
    # speaker: 李航's own turn, `我` bound to his name, `现在` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CHOIR_WECHAT,
        "李航现在唱男高音二声部",
        evidence="我现在唱男高音二声部",
        speaker="李航",
    ),
    # wrong_speaker: `我还在女低音` is 王悦's turn, not 李航's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_CHOIR_WECHAT,
        "李航还在女低音",
        evidence="我还在女低音",
        speaker="李航",
    ),
    # speaker: 赵刚's own turn with the subject elided, `今天` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_VANS_SLACK,
        "今天开大货车去德阳",
        evidence="我今天开大货车去德阳",
        speaker="赵刚",
    ),
    # wrong_speaker: the 玉林 move is 陈敏's turn, bound here to 赵刚.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_VANS_SLACK,
        "赵刚用小面包车做玉林那套房子的搬家",
        evidence="我用小面包车做玉林那套房子的搬家",
        speaker="赵刚",
    ),
    # speaker: 孙浩's own line in his reply, restated with his name, `最近` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_GUITAR_MAIL,
        "孙浩最近在练指弹",
        evidence="我最近在练指弹",
        speaker="孙浩",
    ),
    # wrong_speaker: `我教古典吉他和指弹` is 林雪's quoted message, not 孙浩's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_GUITAR_MAIL,
        "孙浩教古典吉他和指弹",
        evidence="我教古典吉他和指弹",
        speaker="孙浩",
    ),
    # speaker: mem0 style, the user's present habit restated with `用户`, `现在` kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_CLIMB_MEM0,
        "用户现在每周二晚上在攀岩工厂训练",
        evidence="现在每周二晚上在攀岩工厂训练",
        speaker="user",
    ),
    # tense: `以前` (a past habit) dropped, so the value states it as present.
    _r(
        "zh",
        "tense",
        False,
        _ZH_CLIMB_MEM0,
        "用户每周六在岩时攀岩馆抱石",
        evidence="我以前每周六在岩时攀岩馆抱石",
        speaker="user",
    ),
    # speaker: 马超's answer restated with his name, the condition kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_COURIER_INTERVIEW,
        "如果十点前能收工，马超周五晚上可以上班",
        evidence="如果十点前能收工，我周五晚上可以上班",
        speaker="马超",
    ),
    # condition: the same answer without `如果十点前能收工`.
    _r(
        "zh",
        "condition",
        False,
        _ZH_COURIER_INTERVIEW,
        "马超周五晚上可以上班",
        evidence="如果十点前能收工，我周五晚上可以上班",
        speaker="马超",
    ),
    # speaker: 刘芳's own turn restated with her name, negation kept.
    _r(
        "zh",
        "speaker",
        True,
        _ZH_SITTERS_WECHAT,
        "刘芳圣诞那几天不能照看狗",
        evidence="我圣诞那几天不能照看狗",
        speaker="刘芳",
    ),
    # negation: the value drops `不`.
    _r(
        "zh",
        "negation",
        False,
        _ZH_SITTERS_WECHAT,
        "刘芳圣诞那几天能照看狗",
        evidence="我圣诞那几天不能照看狗",
        speaker="刘芳",
    ),
    # subspan: the caller's own mobile, whole, under a Chinese key naming him.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PHYSIO_CALL,
        "139 0817 4462",
        evidence="我的手机号是139 0817 4462",
        speaker="吴建国",
        key="锦江理疗/吴建国/手机号",
    ),
    # wrong_speaker: the centre's direct line (the agent's `我们`) filed as 吴建国's mobile: another owner.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_PHYSIO_CALL,
        "028 8612 0375",
        evidence="我们的直线是028 8612 0375",
        speaker="吴建国",
        key="锦江理疗/吴建国/手机号",
    ),
    # subspan: the amount alone; the key carries `晚间灵活工位` and `日价`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_COWORK_MAIL,
        "35元",
        evidence="晚间灵活工位每天35元",
        speaker="苏曼",
        key="蜂巢办公/晚间灵活工位/日价",
    ),
    # restriction_drop: the key drops `晚间`, the modifier of the keyed noun.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_COWORK_MAIL,
        "35元",
        evidence="晚间灵活工位每天35元",
        speaker="苏曼",
        key="蜂巢办公/灵活工位/日价",
    ),
    # subspan: the new rate alone; the English key carries the time frame `从一月起`.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_DRIVING_WECHAT,
        "每小时180元",
        evidence="从一月起练车课涨到每小时180元",
        speaker="王教练",
        key="wang_coach/lesson_rate_from_january",
    ),
    # restriction_drop: the key names the lesson rate with no time frame; `从一月起` is dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_DRIVING_WECHAT,
        "每小时180元",
        evidence="从一月起练车课涨到每小时180元",
        speaker="王教练",
        key="wang_coach/lesson_rate",
    ),
    # subspan: 陈晓's test date alone under an English key.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_DRIVING_WECHAT,
        "1月14日",
        evidence="科目三考试定在1月14日",
        speaker="陈晓",
        key="chen_xiao/driving_test/subject3_date",
    ),
    # subspan: the decimal amount with its unit, whole, from 郑凯's own line above the forward.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BREW_FWD,
        "386.50元",
        evidence="我一共付了386.50元",
        speaker="郑凯",
        key="麦芽仓/郑凯/世涛套装/实付金额",
    ),
    # filler: `那个，嗯，就是` dropped; the reporter 老周 kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_CHOIR_CALL,
        "老周说春季音乐会改到城市音乐厅了",
        evidence="那个，嗯，就是，老周说春季音乐会改到城市音乐厅了",
        speaker="何静",
    ),
    # attribution: `老周说` dropped; the report becomes a fact.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_CHOIR_CALL,
        "春季音乐会改到城市音乐厅了",
        evidence="那个，嗯，就是，老周说春季音乐会改到城市音乐厅了",
        speaker="何静",
    ),
    # filler: `嗯，那个` dropped; the reporter and the time frame kept.
    _r(
        "zh",
        "filler",
        True,
        _ZH_FOODBANK_NOTES,
        "街道办的张主任说，惠民超市从一月起每周捐四十罐罐头",
        evidence="嗯，那个，街道办的张主任说，惠民超市从一月起每周捐四十罐罐头",
        speaker="阿依古丽",
    ),
    # attribution: `街道办的张主任说` dropped.
    _r(
        "zh",
        "attribution",
        False,
        _ZH_FOODBANK_NOTES,
        "惠民超市从一月起每周捐四十罐罐头",
        evidence="嗯，那个，街道办的张主任说，惠民超市从一月起每周捐四十罐罐头",
        speaker="阿依古丽",
    ),
    # filler: `呃，就是` dropped; 高远 named for `我`.
    _r(
        "zh",
        "filler",
        True,
        _ZH_PHYSIO_INTAKE,
        "高远每周游两次泳",
        evidence="呃，就是，我每周游两次泳",
        speaker="高远",
    ),
    # tense: `以前` added, turning the present habit into a past one.
    _r(
        "zh",
        "tense",
        False,
        _ZH_PHYSIO_INTAKE,
        "高远以前每周游两次泳",
        evidence="呃，就是，我每周游两次泳",
        speaker="高远",
    ),
    # list_item: one item of the list with its number and the shared verb, mem0's `用户`.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_SITTERS_MEM0,
        "用户养了三只母鸡",
        evidence="我养了两只狗、一只猫和三只母鸡",
        speaker="user",
    ),
    # number: the item's number `三只` dropped.
    _r(
        "zh",
        "number",
        False,
        _ZH_SITTERS_MEM0,
        "用户养了母鸡",
        evidence="我养了两只狗、一只猫和三只母鸡",
        speaker="user",
    ),
    # list_item: one service of the list with the head `服务`, the time frame `每周六` kept.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_BREW_WEWORK,
        "每周六麦芽仓提供充二氧化碳钢瓶服务",
        evidence="每周六麦芽仓提供磨麦芽、充二氧化碳钢瓶和品鉴台服务",
        speaker="郑凯",
    ),
    # restriction_drop: the same item without `每周六`, the time frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        _ZH_BREW_WEWORK,
        "麦芽仓提供充二氧化碳钢瓶服务",
        evidence="每周六麦芽仓提供磨麦芽、充二氧化碳钢瓶和品鉴台服务",
        speaker="郑凯",
    ),
    # list_item: one place of the list with the head `的单`, `今天` kept, 邓凯 named.
    _r(
        "zh",
        "list_item",
        True,
        _ZH_COURIER_SLACK,
        "今天邓凯负责九眼桥的单",
        evidence="今天我负责春熙路、太古里和九眼桥的单",
        speaker="邓凯",
    ),
    # coordination: the second conjunct of 马可's shared subject, with its negation.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_CLIMB_SLACK,
        "马可周末不上班",
        evidence="我周四带青少年队，周末不上班",
        speaker="马可",
    ),
    # negation: the same conjunct with `不` dropped.
    _r(
        "zh",
        "negation",
        False,
        _ZH_CLIMB_SLACK,
        "马可周末上班",
        evidence="我周四带青少年队，周末不上班",
        speaker="马可",
    ),
    # coordination: 苏晴's second conjunct alone.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_GUITAR_TG,
        "苏晴负责周四的即兴夜",
        evidence="我教爵士吉他，还负责周四的即兴夜",
        speaker="苏晴",
    ),
    # stitch: 苏晴's `教` joined to `尤克里里` from the next sentence, which is about 阿强.
    _r(
        "zh",
        "stitch",
        False,
        _ZH_GUITAR_TG,
        "苏晴教尤克里里",
        evidence="我教爵士吉他，还负责周四的即兴夜。阿强教贝斯和尤克里里",
        speaker="苏晴",
    ),
    # coordination: the first conjunct of 何雨's shared subject, the second dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        _ZH_REMOVALS_MAIL,
        "何雨12月19日从玉林搬到温江",
        evidence="我12月19日从玉林搬到温江，厨房自己打包",
        speaker="何雨",
    ),
    # parenthetical: the aside `（大会议室和电话亭）` dropped, `至少` kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_COWORK_TEAMS,
        "会议室预订至少要提前24小时",
        evidence="会议室预订（大会议室和电话亭）至少要提前24小时",
        speaker="苏曼",
    ),
    # scope: `至少` dropped, turning a minimum into an exact notice period.
    _r(
        "zh",
        "scope",
        False,
        _ZH_COWORK_TEAMS,
        "会议室预订要提前24小时",
        evidence="会议室预订（大会议室和电话亭）至少要提前24小时",
        speaker="苏曼",
    ),
    # parenthetical: `（一般是我的搭档老唐）` dropped; 许诺 named, the condition kept.
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_WEDDING_MAIL,
        "如果你们在1月31日前预订，许诺可以加一名副摄影师",
        evidence="如果你们在1月31日前预订，我可以加一名副摄影师（一般是我的搭档老唐）",
        speaker="许诺",
    ),
    # condition: the same value without `如果你们在1月31日前预订`.
    _r(
        "zh",
        "condition",
        False,
        _ZH_WEDDING_MAIL,
        "许诺可以加一名副摄影师",
        evidence="如果你们在1月31日前预订，我可以加一名副摄影师（一般是我的搭档老唐）",
        speaker="许诺",
    ),
]

BATCH_86: tuple[Realistic, ...] = tuple(_RECORDS)
