"""The realistic set's ninetieth batch: a blind measurement of the merged admission rules (issue 31, brief B90).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b90, without reading the admission rule's code (`memtx.core` or anything in it), any
doc, any test or any other batch's records. What was read, all of it: the list of headings of DESIGN.md and its §4
in full with its amendments; issue 31 (`issues show 31`); `admission_realistic_record.py` (the record type
`Realistic` and `_r`); and the first 60 lines of batch 41 (its docstring and first records, for the format and the
family names). No git, pytest, `memtx`, scorer or `check_support` was run; the only check run imports this module
alone, counts its records and checks that every evidence is a span of its source.

Every source is invented here, in twelve domains, each in all three languages: chimney sweeps, wedding florists,
community choirs, pet insurance, student housing, hair salons, window cleaners, beekeeping clubs, funeral directors,
car washes, tutoring agencies and climbing gyms. The registers: booking e-mails (a sweep's visit, a student room, a
hair appointment, a funeral reception at a restaurant), courier and delivery notifications, HR and payroll messages,
a school newsletter, an insurance claim letter, group chats with several members (`name: message`, with emoji) and
voice notes transcribed with their fillers and false starts.

The values are written as memory extractors write them: restated in the third person with the speaker's first name
(as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); with the
speaker dropped as subject (`Is on Tuesdays and Wednesdays now`, `现在周二周三上班`); one item of a list kept with the
list's head and the rest of its clause (a number on the kept item stays); one conjunct of a shared subject; a
bracketed aside dropped; fillers and false starts dropped; or one atomic value (a booking code, e-mail address, phone
number, URL or person's name) filed under a LangGraph-style key (`sootbusters/booking/reference`), with English keys
over Spanish and Chinese text, Chinese keys (`剪艺造型/预约/预约码`) and mem0-style `user/...` keys. Each negative sits
beside a faithful record drawn from the same source and is wrong in exactly one way §4 names: the first person bound
to another person in the source (wrong_speaker), an ordinary-word restriction dropped (a time frame, a group, a
modifier: restriction_drop), past turned present (tense), a reporting frame dropped (attribution), a condition, a
negator, a number or a restrictive quantifier skipped, or tokens stitched across a sentence boundary.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 7, speaker 5, list_item 3, coordination 3, parenthetical 2, filler 2. Negative (18): wrong_speaker 3,
restriction_drop 3, tense 2, attribution 2, condition 2, negation 2, number 2, scope 1, stitch 1. Every evidence
string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

EN_CHIMNEY_SWEEP_BOOKING_EMAIL = (
    "Hi Mrs Okafor,\n"
    "Thanks for booking with Sootbusters Chimney Care. Your booking ref is SB-40217 and your sweep is on Tues 14 Jan, "
    "arriving between 8 and 10am. Our sweep (Gareth, he's the one with the red van) will need clear access to the "
    "fireplace. If the flue's blocked by a nest we'll have to rebook, as we don't remove nests in nesting season.\n"
    "Any q's call 01632 960 418.\n"
    "Cheers, Lou – Sootbusters office"
)

EN_SWEEP_VOICE_NOTE = (
    "[voice note 0:41] Hiya Lou it's Gareth, um, so I'm at the, the Okafor job on Birch Lane. Uh the flue's fine, "
    "it's, like, just a bit of soot. I've swept it and fitted a new cowl. Er I used to do the Friday runs but, yeah, "
    "I'm on Tuesdays and Wednesdays now so pop me on the rota for those."
)

EN_FLORIST_DELIVERY_SMS = (
    "Petal & Stem Deliveries 🌸 Hi Chloe, your bridal order #PS-7731 is out for delivery with our driver Amir today. "
    "Bouquets, buttonholes and the arch garland will arrive at Hollybank Hall between 11:00 and 13:00. "
    "Track live: https://petalandstem.co.uk/t/PS-7731 Reply STOP to opt out."
)

EN_FLORIST_WEDDING_GROUP_CHAT = (
    "Chloe: ok so final answer on flowers?? 💐\n"
    "Rosa (florist): peonies, garden roses and eucalyptus for the bouquets, peonies only if the wholesaler has them\n"
    "Chloe: wedding's 28 June 😬\n"
    "Jess: I'll collect the buttonholes on the Friday and drop them at the hotel\n"
    "Rosa (florist): perfect, I'm open till 3 on Fridays x"
)

EN_CHOIR_GROUP_CHAT = (
    "Leeds Community Choir 🎶\n"
    "Martin: Reminder: this week rehearsal is at St Aidan's hall on Thursday 7.30\n"
    "Priya: I'll be a bit late, parents' evening 🙈\n"
    "Tom: I sing bass and can bring the urn for the tea break\n"
    "Sue: for the newbies - Anna sings alto. Ben sings tenor and runs the raffle\n"
    "Martin: we need at least two more tenors for the Christmas concert fyi"
)

EN_PET_INSURANCE_CLAIM_LETTER = (
    "Dear Mr Haddad,\n"
    "Re: Claim CL-558120 – Biscuit (Cocker Spaniel)\n"
    "Thank you for your claim for Biscuit's treatment at Northside Vets on 3 March. We have assessed the invoice and "
    "will pay £412.60. Your policy covers 80% of dental treatment following an accident. Your £99 excess has been "
    "deducted. Payment will reach your account within 5 working days.\n"
    "Yours sincerely,\n"
    "Claims Team, PawSure Pet Insurance"
)

EN_STUDENT_ROOM_BOOKING_EMAIL = (
    "Subject: Your room at Fenwick Court - booking confirmed ✅\n"
    "Hi Daniel,\n"
    "Great news, your room is booked! Room 4B (en-suite, second floor) is yours from 14 Sept 2026 to 30 June 2027. "
    "Rent is £168 per week, bills included. For first-years, the deposit is waived. Most flats have a shared kitchen "
    "for six. Keys can be collected from reception Mon-Fri 9am-5pm.\n"
    "Any questions, just email lettings@fenwickcourt.co.uk\n"
    "Kind regards,\n"
    "Aisha Bello, Lettings"
)

EN_STUDENT_FLAT_GROUP_CHAT = (
    "Flat 4 Fenwick 🏠\n"
    "Daniel: hey all! I'm from Leicester btw, doing Civil Eng\n"
    "Mei: nice! I study pharmacy and work part time at Boots\n"
    "Kofi: I lived in Ashfield, the damp was unreal 😂\n"
    "Mei: if anyone's around Sat I'm ordering a big Tesco shop, we can split it"
)

EN_HAIR_SALON_BOOKING_EMAIL = (
    "Hi Fatima, this is to confirm your appointment at Snips & Co, 22 Market St 📅 Leanne will do your cut, gloss and "
    "blow-dry on Sat 9 May at 10:30am. We need 48 hours' notice to cancel or a £20 fee applies. "
    "Booking code: SNP-6620. See you soon! Snips & Co"
)

EN_WINDOW_CLEANING_PAYROLL_MESSAGE = (
    "Hi team 👋 Crystal Clear Window Cleaning payroll here. Pay day this month is Fri 27 June. The ladder allowance "
    "goes up to £1.50 an hour for everyone on the high-rise rounds. Jordan Pike (our new office manager) is your "
    "contact for timesheets. Sam says the new van rota starts in August. Thanks, Bev"
)

EN_BEEKEEPERS_GROUP_CHAT = (
    "Wharfedale Beekeepers 🐝\n"
    "Helen: swarm collected from the allotments, it's in my spare nuc for now\n"
    "Raj: I keep four hives at Ilkley, two at the school and one in my garden\n"
    "Helen: extractor is at mine, book it on the sheet pls\n"
    "Geoff: I'm not selling honey at the show this year, sorry all"
)

EN_FUNERAL_RECEPTION_BOOKING_EMAIL = (
    "Dear Mrs Whitfield,\n"
    "Further to our call, we have reserved the function room at The Red Lion for the reception after your father's "
    "service on Thursday 12 February, from 1pm, for 40 guests. The £150 deposit has been paid by Hartley & Sons "
    "Funeral Directors. Your funeral arranger, Mr Colin Hartley, will meet the cortege at the church.\n"
    "With sincere sympathy,\n"
    "Hartley & Sons"
)

EN_FUNERAL_VOICE_NOTE = (
    "Voice message (transcribed): Hi, um, it's Karen Whitfield. So, er, Dad wanted— he wanted the hymn The Lord's My "
    "Shepherd, and, um, my brother Paul will do the reading. I live in Harrogate now so I'll, uh, I'll drive down the "
    "night before. I, uh, I'd like the wicker coffin if you've still got one. Sorry, I'm rambling. Bye."
)

EN_CAR_WASH_STAFF_NOTICE = (
    "SPARKLE HAND CAR WASH - staff notice\n"
    "From 1 July the Sunday rate is £13.20/hr. Tips are shared equally between everyone on shift. Overtime has to be "
    "agreed with Dom in advance. Wages go out every other Friday by bank transfer. Any payslip problems text Dom on "
    "07911 123 456."
)

EN_SCHOOL_NEWSLETTER_TUTORING = (
    "Hillside Primary - Newsletter, week 6\n"
    "This term BrightMinds Tutoring are running free maths catch-up for Year 5 and Year 6 on Tuesdays after school. "
    "Sessions are led by Ms Nadia Karim (a former Hillside teacher) in the library. Sign up at "
    "https://brightminds.org.uk/hillside by Fri 10 Oct. Reading news: Mr Evans says the new reading scheme is going "
    "really well!"
)

EN_CLIMBING_PARTY_VOICE_NOTE = (
    "[voice note] ok so, um, the kids' party at Gritstone Climbing is booked for Sunday the 8th at 2pm, bouldering "
    "room only, not the ropes. I've paid the £60 deposit. Oh and, uh, I climb there most Thursdays anyway so I'll "
    "grab the wristbands."
)

# --- Spanish sources ---

ES_CHIMNEY_SWEEP_BOOKING_EMAIL = (
    "Hola Sra. Ferrer:\n"
    "Le confirmamos la limpieza de chimenea con Deshollinados Pirineo. Su número de reserva es DP-2291 y la visita es "
    "el martes 3 de febrero, entre las 9 y las 11h. El técnico (Jordi, el de la furgoneta verde) necesitará acceso "
    "libre a la chimenea. Si el tiro está obstruido por un nido, tendremos que aplazar la visita, ya que no retiramos "
    "nidos en época de cría.\n"
    "Dudas: 974 123 456\n"
    "Un saludo, Montse – oficina"
)

ES_SWEEP_VOICE_NOTE = (
    "[nota de voz 0:38] Montse soy Jordi, eh, estoy en lo de, lo de la señora Ferrer en Jaca. Pues el tiro está "
    "bien, o sea, solo tenía un poco de hollín. Eh antes hacía las rutas de los viernes pero, bueno, ahora estoy los "
    "martes y los miércoles, ponme en el cuadrante para esos días."
)

ES_FLORIST_DELIVERY_SMS = (
    "Floristería La Camelia 🌸 Hola Lucía, tu pedido de boda #LC-4410 ya está en reparto. Nuestro repartidor Iván "
    "entregará los ramos, los prendidos y el arco floral en la Finca Los Olivos entre las 10:00 y las 12:00. "
    "Sigue el envío: https://lacamelia.es/envio/LC-4410"
)

ES_FLORIST_WEDDING_GROUP_CHAT = (
    "Lucía: chicas, ¿cerramos lo de las flores?? 💐\n"
    "Rosa (florista): peonías, rosas de jardín y eucalipto para los ramos, las peonías solo si las tiene el mayorista\n"
    "Lucía: la boda es el 27 de junio 😬\n"
    "Carla: yo recojo los prendidos el viernes y los llevo al hotel\n"
    "Rosa (florista): perfecto, los viernes abro hasta las 15h"
)

ES_CHOIR_GROUP_CHAT = (
    "Coro Vecinal de Lavapiés 🎶\n"
    "Marta: Recordatorio: esta semana el ensayo es en el centro cívico el jueves a las 19:30\n"
    "Pilar: llegaré un poco tarde, tengo reunión en el cole 🙈\n"
    "Tomás: canto de bajo y puedo traer el termo para el descanso\n"
    "Sole: para los nuevos: Ana canta de contralto. Benito canta de tenor y lleva la rifa\n"
    "Marta: necesitamos al menos dos tenores más para el concierto de Navidad"
)

ES_PET_INSURANCE_CLAIM_LETTER = (
    "Estimado Sr. Haddad:\n"
    "Ref.: Siniestro SN-77310 – Luna (gata europea)\n"
    "Hemos revisado la factura de la Clínica Veterinaria Delicias del 3 de marzo y le abonaremos 286,40 €. Su póliza "
    "cubre el 80 % de los tratamientos dentales derivados de un accidente. Ya se ha descontado la franquicia de 60 €. "
    "El abono se realizará en un plazo de 5 días hábiles.\n"
    "Atentamente,\n"
    "Departamento de Siniestros, MascotaSegura"
)

ES_STUDENT_ROOM_BOOKING_EMAIL = (
    "Asunto: Tu habitación en Residencia Moncloa Sur - reserva confirmada ✅\n"
    "Hola Diego:\n"
    "¡Tu habitación está reservada! La habitación 4B (con baño, segunda planta) es tuya del 1 de septiembre de 2026 "
    "al 30 de junio de 2027. El alquiler es de 640 € al mes, gastos incluidos. Para los alumnos de primer curso, la "
    "fianza es gratuita. La mayoría de los pisos tienen cocina compartida para seis. Las llaves se recogen en "
    "recepción de L a V, de 9 a 17h.\n"
    "Cualquier duda, escríbenos a reservas@moncloasur.es\n"
    "Un saludo,\n"
    "Aitana Bello, Reservas"
)

ES_STUDENT_FLAT_GROUP_CHAT = (
    "Piso 4 Moncloa 🏠\n"
    "Diego: holaa! soy de Valladolid por cierto, hago Ingeniería Civil\n"
    "Mei: qué bien! estudio Farmacia y trabajo a media jornada en una farmacia de Argüelles\n"
    "Kofi: yo vivía en Tetuán, la humedad era horrible 😂\n"
    "Mei: si alguien está el sábado, hago un pedido grande al Mercadona y lo dividimos"
)

ES_HAIR_SALON_BOOKING_EMAIL = (
    "Hola Fátima, te confirmamos tu cita en Peluquería Tijeras, C/ Mayor 22 📅 Leire te hará corte, baño de color y "
    "peinado el sábado 9 de mayo a las 10:30. Para cancelar necesitamos 48 horas de aviso o se cobra una penalización "
    "de 15 €. Código de reserva: PT-6620. ¡Te esperamos!"
)

ES_WINDOW_CLEANING_PAYROLL_MESSAGE = (
    "Hola equipo 👋 os escribe nóminas de Limpiezas Cristal Claro. Este mes la nómina se paga el viernes 27 de junio. "
    "El plus de altura sube a 1,50 € la hora para todos los que hacéis las rutas de edificios altos. Jorge Pino "
    "(nuestro nuevo encargado de oficina) es vuestro contacto para los partes de horas. Según Samuel, el nuevo "
    "cuadrante de furgonetas empieza en agosto. Gracias, Bea"
)

ES_BEEKEEPERS_GROUP_CHAT = (
    "Apicultores de la Alcarria 🐝\n"
    "Elena: enjambre recogido en los huertos, de momento está en mi núcleo de repuesto\n"
    "Raúl: tengo cuatro colmenas en Brihuega, dos en el colegio y una en mi jardín\n"
    "Elena: el extractor está en mi casa, reservadlo en la hoja porfa\n"
    "Gonzalo: este año no vendo miel en la feria, lo siento"
)

ES_FUNERAL_RECEPTION_BOOKING_EMAIL = (
    "Estimada Sra. Navarro:\n"
    "Tal como hablamos, hemos reservado el salón del Restaurante El Roble para la comida después del funeral de su "
    "padre, el jueves 12 de febrero a partir de las 14h, para 40 personas. La señal de 150 € la ha abonado Funeraria "
    "San Lázaro. Su gestor funerario, D. Ramón Ibáñez, recibirá al cortejo en la iglesia.\n"
    "Con nuestro más sentido pésame,\n"
    "Funeraria San Lázaro"
)

ES_FUNERAL_VOICE_NOTE = (
    "Mensaje de voz (transcrito): Hola, eh, soy Carmen Navarro. Pues, em, papá quería— quería el himno Pescador de "
    "hombres, y, eh, mi hermano Pablo hará la lectura. Ahora vivo en Zaragoza, así que, eh, iré en coche la noche "
    "antes. Yo, em, yo querría el ataúd de mimbre si todavía lo tienen. Perdón, me enrollo. Adiós."
)

ES_CAR_WASH_STAFF_NOTICE = (
    "LAVADERO BRILLO EXPRESS - aviso al personal\n"
    "Desde el 1 de julio la hora de domingo se paga a 11,20 €. Las propinas se reparten a partes iguales entre todo "
    "el turno. Las horas extra hay que acordarlas antes con Dani. La nómina se ingresa cada dos viernes por "
    "transferencia. Cualquier problema con la nómina, whatsapp a Dani al 612 345 678."
)

ES_SCHOOL_NEWSLETTER_TUTORING = (
    "CEIP Las Lomas - Boletín semanal nº 6\n"
    "Este trimestre la academia Mentes Brillantes ofrece refuerzo gratuito de matemáticas para 5º y 6º los martes "
    "después de clase. Las sesiones las imparte la Sra. Nadia Karim (antigua maestra del centro) en la biblioteca. "
    "Inscripciones en https://mentesbrillantes.es/laslomas hasta el viernes 10 de octubre. Noticias de lectura: el "
    "Sr. Évora dice que el nuevo plan lector va genial."
)

ES_CLIMBING_PARTY_VOICE_NOTE = (
    "[nota de voz] vale, em, el cumple de los niños en Roca Viva está reservado para el domingo 8 a las 17h, solo la "
    "sala de búlder, no las cuerdas. He pagado la señal de 60 €. Ah, y, eh, escalo allí casi todos los jueves, así "
    "que recojo yo las pulseras."
)

# --- Chinese sources ---

ZH_CHIMNEY_SWEEP_BOOKING_EMAIL = (
    "欧阳女士您好：\n"
    "感谢预约净烟坊壁炉烟道清扫服务。您的预约编号是JYF-30418，上门时间为1月14日（周二）上午9点到11点。"
    "我们的师傅（老高，开白色面包车的那位）需要您提前清空壁炉周边。"
    "如果烟道被鸟窝堵住，我们只能改期，因为繁殖季我们不清理鸟窝。\n"
    "如有疑问请致电 0571-8896 2045。\n"
    "净烟坊客服 小陆"
)

ZH_SWEEP_VOICE_NOTE = (
    "【语音转文字 0:40】小陆，我老高啊，嗯，我在那个，那个欧阳女士家。呃烟道没啥问题，就是，那个，有点积灰。"
    "我以前跑周五的单，不过，嗯，现在我周二周三上班，排班给我排这两天吧。"
)

ZH_FLORIST_DELIVERY_SMS = (
    "【花间集婚礼花艺】林小姐您好，您的婚礼订单HJ-5520已安排配送，配送员小马。"
    "手捧花、胸花和拱门花艺将于11:00至13:00送达西湖国宾馆。"
    "实时查看：https://huajianji.cn/t/HJ-5520 回T退订"
)

ZH_FLORIST_WEDDING_GROUP_CHAT = (
    "婚礼筹备群💐\n"
    "林悦：花的事今天定下来吧？？\n"
    "花艺师阿Rose：芍药、花园玫瑰和尤加利做手捧花，芍药要看批发商有没有货\n"
    "林悦：婚礼是6月28号😬\n"
    "佳佳：我周五去取胸花，然后送到酒店\n"
    "花艺师阿Rose：好的，周五我店开到下午3点哈"
)

ZH_CHOIR_GROUP_CHAT = (
    "社区合唱团🎶（23人）\n"
    "马老师：提醒一下，本周排练改在街道文化站，周四晚7:30\n"
    "小蒲：我会晚到一会儿，要开家长会🙈\n"
    "唐哥：我唱男低音，还可以带烧水壶过来茶歇用\n"
    "苏姐：给新人介绍下：安安唱女低音。老贝唱男高音，还负责抽奖\n"
    "马老师：圣诞音乐会至少还需要两个男高音"
)

ZH_PET_INSURANCE_CLAIM_LETTER = (
    "尊敬的韩先生：\n"
    "关于理赔案件 LP-20260388（宠物：豆豆，柯基犬）\n"
    "我们已审核您于3月3日在安和宠物医院的就诊发票，本次赔付金额为人民币1,286.50元。"
    "您的保单对意外导致的牙科治疗赔付80%。免赔额300元已扣除。赔款将在5个工作日内到账。\n"
    "萌宠保理赔部"
)

ZH_STUDENT_ROOM_BOOKING_EMAIL = (
    "主题：学府公寓房间预订成功✅\n"
    "王同学你好：\n"
    "恭喜，你的房间已订好！4B房（独卫，二楼）租期为2026年9月1日至2027年6月30日。"
    "房租每月2,300元，含水电。大一新生免押金。大部分套间是六人共用厨房。"
    "钥匙请于周一至周五9:00-17:00到前台领取。\n"
    "有问题请发邮件至 booking@xuefu-apt.cn\n"
    "学府公寓 租务部 白老师"
)

ZH_STUDENT_FLAT_GROUP_CHAT = (
    "4号楼402🏠\n"
    "王迪：大家好！我是洛阳人哈，读土木工程\n"
    "梅梅：好巧！我读药学，在校门口的药店做兼职\n"
    "阿柯：我以前住在拱墅区，那边潮得要命😂\n"
    "梅梅：要是周六有人在，我就在盒马下个大单，大家平摊"
)

ZH_HAIR_SALON_BOOKING_SMS = (
    "【剪艺造型】方女士您好，已为您预约5月9日（周六）10:30，由Leo老师为您剪发、染色和吹造型。"
    "取消预约需提前48小时，否则收取20元违约金。预约码：JY-6620。期待您的光临！"
)

ZH_WINDOW_CLEANING_PAYROLL_MESSAGE = (
    "各位师傅好👋 这里是亮洁擦窗公司人事。本月工资6月27日（周五）发放。"
    "高空作业补贴涨到每小时15元，适用于所有跑高层线路的师傅。"
    "考勤表请联系周平（新来的办公室主管）。"
    "据孙经理说，新的车辆排班表8月开始执行。谢谢！贝姐"
)

ZH_BEEKEEPERS_GROUP_CHAT = (
    "养蜂协会交流群🐝\n"
    "何姐：菜园那边的分蜂群收回来了，暂时放我的备用交尾箱里\n"
    "老饶：我在安吉有四箱蜂，学校两箱，自家院子一箱\n"
    "何姐：摇蜜机在我家，要用的在表格上登记下\n"
    "葛叔：今年农博会我不卖蜂蜜了，抱歉各位"
)

ZH_FUNERAL_RECEPTION_BOOKING_EMAIL = (
    "聂女士您好：\n"
    "按照电话里商量的，我们已为令尊告别仪式后的答谢宴预订了松鹤楼酒家的宴会厅，"
    "时间为2月12日（周四）中午12点起，共40位。定金500元已由安泰殡仪服务代付。"
    "您的殡仪顾问沈建华先生届时会在告别厅门口迎接灵车。\n"
    "节哀顺变。\n"
    "安泰殡仪服务"
)

ZH_FUNERAL_VOICE_NOTE = (
    "语音留言（转文字）：喂，嗯，我是聂晓红。就是，呃，我爸想要——他想要唱《奇异恩典》，"
    "然后，嗯，我哥聂伟来念悼词。我现在住在苏州，所以，呃，我会提前一晚开车过去。"
    "我，嗯，我想要那个柳编的棺木，如果还有的话。不好意思，说得有点乱。再见。"
)

ZH_CAR_WASH_STAFF_NOTICE = (
    "【闪亮手工洗车店 员工通知】\n"
    "7月1日起周日时薪调整为28元。小费由当班所有人平分。加班须提前跟东哥确认。"
    "工资每两周周五银行转账发放。工资条有问题请微信或致电东哥 139 0571 2468。"
)

ZH_SCHOOL_NEWSLETTER_TUTORING = (
    "阳光小学家校通讯 第6期\n"
    "本学期启明教育在周二放学后为五年级和六年级学生开设免费数学辅导。"
    "辅导由柯老师（本校退休教师）在图书馆授课。"
    "报名链接：https://qiming-edu.cn/yangguang ，10月10日（周五）截止。"
    "阅读专栏：易老师说新的分级阅读计划效果很好！"
)

ZH_CLIMBING_PARTY_VOICE_NOTE = (
    "【语音】好，嗯，孩子们在岩时攀岩馆的生日会订在8号周日下午两点，只订了抱石区，不含绳索区。"
    "我已经付了60元定金。哦对，呃，我基本每周四都去那儿爬，所以手环我去拿。"
)

_RECORDS: list[Realistic] = [
    # ===== English =====
    # chimney sweep booking e-mail: a code, an aside dropped; beside them a dropped condition and a dropped negator.
    _r(
        "en",
        "subspan",
        True,
        EN_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "SB-40217",
        evidence="Your booking ref is SB-40217",
        key="sootbusters/booking/reference",
    ),
    _r(
        "en",
        "parenthetical",
        True,
        EN_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "Our sweep will need clear access to the fireplace",
        evidence="Our sweep (Gareth, he's the one with the red van) will need clear access to the fireplace.",
    ),
    _r(
        "en",
        "condition",
        False,
        EN_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "We'll have to rebook, as we don't remove nests in nesting season",
        evidence="If the flue's blocked by a nest we'll have to rebook, as we don't remove nests in nesting season.",
    ),
    _r(
        "en",
        "negation",
        False,
        EN_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "We remove nests in nesting season",
        evidence="as we don't remove nests in nesting season",
    ),
    # the sweep's voice note: fillers dropped, the speaker elided; "used to" turned present.
    _r(
        "en",
        "filler",
        True,
        EN_SWEEP_VOICE_NOTE,
        "The flue's fine, it's just a bit of soot",
        evidence="Uh the flue's fine, it's, like, just a bit of soot.",
    ),
    _r(
        "en",
        "speaker",
        True,
        EN_SWEEP_VOICE_NOTE,
        "Is on Tuesdays and Wednesdays now",
        evidence="I'm on Tuesdays and Wednesdays now",
        speaker="Gareth",
    ),
    _r(
        "en",
        "tense",
        False,
        EN_SWEEP_VOICE_NOTE,
        "Gareth does the Friday runs",
        evidence="Er I used to do the Friday runs",
        speaker="Gareth",
    ),
    # florist's delivery SMS: the tracking URL; one item of the delivered list with the rest of the clause.
    _r(
        "en",
        "subspan",
        True,
        EN_FLORIST_DELIVERY_SMS,
        "https://petalandstem.co.uk/t/PS-7731",
        evidence="Track live: https://petalandstem.co.uk/t/PS-7731",
        key="petal_and_stem/bridal_order/tracking_url",
    ),
    _r(
        "en",
        "list_item",
        True,
        EN_FLORIST_DELIVERY_SMS,
        "The arch garland will arrive at Hollybank Hall between 11:00 and 13:00",
        evidence="Bouquets, buttonholes and the arch garland will arrive at Hollybank Hall between 11:00 and 13:00.",
    ),
    # wedding group chat: Jess's first conjunct; the same line bound to Chloe.
    _r(
        "en",
        "coordination",
        True,
        EN_FLORIST_WEDDING_GROUP_CHAT,
        "Jess will collect the buttonholes on the Friday",
        evidence="I'll collect the buttonholes on the Friday and drop them at the hotel",
        speaker="Jess",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_FLORIST_WEDDING_GROUP_CHAT,
        "Chloe will collect the buttonholes on the Friday",
        evidence="Jess: I'll collect the buttonholes on the Friday",
        speaker="Jess",
    ),
    # choir group chat: Priya bound, Tom's first conjunct; "this week" dropped; Anna stitched to Ben's raffle.
    _r(
        "en",
        "speaker",
        True,
        EN_CHOIR_GROUP_CHAT,
        "Priya will be a bit late",
        evidence="I'll be a bit late",
        speaker="Priya",
    ),
    _r(
        "en",
        "coordination",
        True,
        EN_CHOIR_GROUP_CHAT,
        "Tom sings bass",
        evidence="I sing bass and can bring the urn for the tea break",
        speaker="Tom",
    ),
    _r(
        "en",
        "restriction_drop",
        False,
        EN_CHOIR_GROUP_CHAT,
        "Rehearsal is at St Aidan's hall on Thursday 7.30",
        evidence="this week rehearsal is at St Aidan's hall on Thursday 7.30",
    ),
    _r(
        "en",
        "stitch",
        False,
        EN_CHOIR_GROUP_CHAT,
        "Anna runs the raffle",
        evidence="Anna sings alto. Ben sings tenor and runs the raffle",
    ),
    # pet insurance claim letter: the claim reference; the 80% dropped, then "following an accident" dropped.
    _r(
        "en",
        "subspan",
        True,
        EN_PET_INSURANCE_CLAIM_LETTER,
        "CL-558120",
        evidence="Re: Claim CL-558120",
        key="pawsure/claim/reference",
    ),
    _r(
        "en",
        "number",
        False,
        EN_PET_INSURANCE_CLAIM_LETTER,
        "Your policy covers dental treatment following an accident",
        evidence="Your policy covers 80% of dental treatment following an accident.",
    ),
    _r(
        "en",
        "restriction_drop",
        False,
        EN_PET_INSURANCE_CLAIM_LETTER,
        "Your policy covers 80% of dental treatment",
        evidence="Your policy covers 80% of dental treatment following an accident.",
    ),
    # student room booking e-mail: the lettings e-mail; "For first-years" dropped; "Most" dropped.
    _r(
        "en",
        "subspan",
        True,
        EN_STUDENT_ROOM_BOOKING_EMAIL,
        "lettings@fenwickcourt.co.uk",
        evidence="Any questions, just email lettings@fenwickcourt.co.uk",
        key="fenwick_court/lettings/email",
    ),
    _r(
        "en",
        "restriction_drop",
        False,
        EN_STUDENT_ROOM_BOOKING_EMAIL,
        "The deposit is waived",
        evidence="For first-years, the deposit is waived.",
    ),
    _r(
        "en",
        "scope",
        False,
        EN_STUDENT_ROOM_BOOKING_EMAIL,
        "Flats have a shared kitchen for six",
        evidence="Most flats have a shared kitchen for six.",
    ),
    # student flat group chat: Daniel and Mei bound; Kofi's past made present, Mei's "if" dropped, Daniel's line
    # given to Kofi.
    _r(
        "en",
        "speaker",
        True,
        EN_STUDENT_FLAT_GROUP_CHAT,
        "Daniel is from Leicester",
        evidence="I'm from Leicester btw",
        speaker="Daniel",
    ),
    _r(
        "en",
        "coordination",
        True,
        EN_STUDENT_FLAT_GROUP_CHAT,
        "Mei works part time at Boots",
        evidence="I study pharmacy and work part time at Boots",
        speaker="Mei",
    ),
    _r(
        "en",
        "tense",
        False,
        EN_STUDENT_FLAT_GROUP_CHAT,
        "Kofi lives in Ashfield",
        evidence="I lived in Ashfield",
        speaker="Kofi",
    ),
    _r(
        "en",
        "condition",
        False,
        EN_STUDENT_FLAT_GROUP_CHAT,
        "Mei is ordering a big Tesco shop",
        evidence="if anyone's around Sat I'm ordering a big Tesco shop",
        speaker="Mei",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_STUDENT_FLAT_GROUP_CHAT,
        "Kofi is from Leicester",
        evidence="Daniel: hey all! I'm from Leicester",
        speaker="Daniel",
    ),
    # hair salon booking e-mail: the booking code under a mem0-style key; the £20 dropped from the fee.
    _r(
        "en",
        "subspan",
        True,
        EN_HAIR_SALON_BOOKING_EMAIL,
        "SNP-6620",
        evidence="Booking code: SNP-6620.",
        key="user/hair_salon/booking_code",
    ),
    _r(
        "en",
        "number",
        False,
        EN_HAIR_SALON_BOOKING_EMAIL,
        "We need 48 hours' notice to cancel or a fee applies",
        evidence="We need 48 hours' notice to cancel or a £20 fee applies.",
    ),
    # window cleaners' payroll message: an aside dropped; Sam's report stated as fact.
    _r(
        "en",
        "parenthetical",
        True,
        EN_WINDOW_CLEANING_PAYROLL_MESSAGE,
        "Jordan Pike is your contact for timesheets",
        evidence="Jordan Pike (our new office manager) is your contact for timesheets.",
    ),
    _r(
        "en",
        "attribution",
        False,
        EN_WINDOW_CLEANING_PAYROLL_MESSAGE,
        "The new van rota starts in August",
        evidence="Sam says the new van rota starts in August.",
    ),
    # beekeepers' group chat: Raj's first list item with its number; Geoff's "not" dropped.
    _r(
        "en",
        "list_item",
        True,
        EN_BEEKEEPERS_GROUP_CHAT,
        "Raj keeps four hives at Ilkley",
        evidence="I keep four hives at Ilkley, two at the school and one in my garden",
        speaker="Raj",
    ),
    _r(
        "en",
        "negation",
        False,
        EN_BEEKEEPERS_GROUP_CHAT,
        "Geoff is selling honey at the show this year",
        evidence="I'm not selling honey at the show this year",
        speaker="Geoff",
    ),
    # funeral reception booking e-mail: the arranger's name.
    _r(
        "en",
        "subspan",
        True,
        EN_FUNERAL_RECEPTION_BOOKING_EMAIL,
        "Mr Colin Hartley",
        evidence="Your funeral arranger, Mr Colin Hartley",
        key="whitfield_funeral/arranger/name",
    ),
    # a daughter's voice note: a false start dropped, Karen bound; her wish given to her brother.
    _r(
        "en",
        "filler",
        True,
        EN_FUNERAL_VOICE_NOTE,
        "Dad wanted the hymn The Lord's My Shepherd",
        evidence="So, er, Dad wanted— he wanted the hymn The Lord's My Shepherd",
    ),
    _r(
        "en",
        "speaker",
        True,
        EN_FUNERAL_VOICE_NOTE,
        "Karen lives in Harrogate now",
        evidence="I live in Harrogate now",
        speaker="Karen Whitfield",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_FUNERAL_VOICE_NOTE,
        "Paul would like the wicker coffin",
        evidence="I, uh, I'd like the wicker coffin",
        speaker="Karen Whitfield",
    ),
    # car wash staff notice: the manager's phone number.
    _r(
        "en",
        "subspan",
        True,
        EN_CAR_WASH_STAFF_NOTICE,
        "07911 123 456",
        evidence="Any payslip problems text Dom on 07911 123 456.",
        key="sparkle_car_wash/dom/phone",
    ),
    # school newsletter: one year group of two; Mr Evans's report stated as fact.
    _r(
        "en",
        "list_item",
        True,
        EN_SCHOOL_NEWSLETTER_TUTORING,
        "This term BrightMinds Tutoring are running free maths catch-up for Year 6 on Tuesdays after school",
        evidence="This term BrightMinds Tutoring are running free maths catch-up for Year 5 and Year 6 on Tuesdays "
        "after school.",
    ),
    _r(
        "en",
        "attribution",
        False,
        EN_SCHOOL_NEWSLETTER_TUTORING,
        "The new reading scheme is going really well",
        evidence="Mr Evans says the new reading scheme is going really well!",
    ),
    # climbing party voice note, stored by mem0 for its user.
    _r(
        "en",
        "speaker",
        True,
        EN_CLIMBING_PARTY_VOICE_NOTE,
        "User has paid the £60 deposit",
        evidence="I've paid the £60 deposit.",
        speaker="user",
    ),
    # ===== Spanish =====
    # chimney sweep booking e-mail: a code, an aside dropped; a dropped "si" and a dropped "no".
    _r(
        "es",
        "subspan",
        True,
        ES_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "DP-2291",
        evidence="Su número de reserva es DP-2291",
        key="deshollinados_pirineo/booking/reference",
    ),
    _r(
        "es",
        "parenthetical",
        True,
        ES_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "El técnico necesitará acceso libre a la chimenea",
        evidence="El técnico (Jordi, el de la furgoneta verde) necesitará acceso libre a la chimenea.",
    ),
    _r(
        "es",
        "condition",
        False,
        ES_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "Tendremos que aplazar la visita, ya que no retiramos nidos en época de cría",
        evidence="Si el tiro está obstruido por un nido, tendremos que aplazar la visita, ya que no retiramos nidos en "
        "época de cría.",
    ),
    _r(
        "es",
        "negation",
        False,
        ES_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "Retiramos nidos en época de cría",
        evidence="ya que no retiramos nidos en época de cría",
    ),
    # the sweep's voice note: fillers dropped, the speaker elided; "antes hacía" turned present.
    _r(
        "es",
        "filler",
        True,
        ES_SWEEP_VOICE_NOTE,
        "El tiro está bien, solo tenía un poco de hollín",
        evidence="Pues el tiro está bien, o sea, solo tenía un poco de hollín.",
    ),
    _r(
        "es",
        "speaker",
        True,
        ES_SWEEP_VOICE_NOTE,
        "Ahora está los martes y los miércoles",
        evidence="ahora estoy los martes y los miércoles",
        speaker="Jordi",
    ),
    _r(
        "es",
        "tense",
        False,
        ES_SWEEP_VOICE_NOTE,
        "Jordi hace las rutas de los viernes",
        evidence="Eh antes hacía las rutas de los viernes",
        speaker="Jordi",
    ),
    # florist's delivery SMS: the tracking URL; one item of the delivered list with the rest of the clause.
    _r(
        "es",
        "subspan",
        True,
        ES_FLORIST_DELIVERY_SMS,
        "https://lacamelia.es/envio/LC-4410",
        evidence="Sigue el envío: https://lacamelia.es/envio/LC-4410",
        key="la_camelia/wedding_order/tracking_url",
    ),
    _r(
        "es",
        "list_item",
        True,
        ES_FLORIST_DELIVERY_SMS,
        "Nuestro repartidor Iván entregará el arco floral en la Finca Los Olivos entre las 10:00 y las 12:00",
        evidence="Nuestro repartidor Iván entregará los ramos, los prendidos y el arco floral en la Finca Los Olivos "
        "entre las 10:00 y las 12:00.",
    ),
    # wedding group chat: Carla's first conjunct; the same line bound to Lucía.
    _r(
        "es",
        "coordination",
        True,
        ES_FLORIST_WEDDING_GROUP_CHAT,
        "Carla recoge los prendidos el viernes",
        evidence="yo recojo los prendidos el viernes y los llevo al hotel",
        speaker="Carla",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_FLORIST_WEDDING_GROUP_CHAT,
        "Lucía recoge los prendidos el viernes",
        evidence="Carla: yo recojo los prendidos el viernes",
        speaker="Carla",
    ),
    # choir group chat: Pilar bound, Tomás's first conjunct; "esta semana" dropped; Ana stitched to Benito's raffle.
    _r(
        "es",
        "speaker",
        True,
        ES_CHOIR_GROUP_CHAT,
        "Pilar llegará un poco tarde",
        evidence="llegaré un poco tarde",
        speaker="Pilar",
    ),
    _r(
        "es",
        "coordination",
        True,
        ES_CHOIR_GROUP_CHAT,
        "Tomás canta de bajo",
        evidence="canto de bajo y puedo traer el termo para el descanso",
        speaker="Tomás",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        ES_CHOIR_GROUP_CHAT,
        "El ensayo es en el centro cívico el jueves a las 19:30",
        evidence="esta semana el ensayo es en el centro cívico el jueves a las 19:30",
    ),
    _r(
        "es",
        "stitch",
        False,
        ES_CHOIR_GROUP_CHAT,
        "Ana lleva la rifa",
        evidence="Ana canta de contralto. Benito canta de tenor y lleva la rifa",
    ),
    # pet insurance claim letter: the claim reference; the 80 % dropped, then "derivados de un accidente" dropped.
    _r(
        "es",
        "subspan",
        True,
        ES_PET_INSURANCE_CLAIM_LETTER,
        "SN-77310",
        evidence="Ref.: Siniestro SN-77310",
        key="mascotasegura/claim/reference",
    ),
    _r(
        "es",
        "number",
        False,
        ES_PET_INSURANCE_CLAIM_LETTER,
        "Su póliza cubre los tratamientos dentales derivados de un accidente",
        evidence="Su póliza cubre el 80 % de los tratamientos dentales derivados de un accidente.",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        ES_PET_INSURANCE_CLAIM_LETTER,
        "Su póliza cubre el 80 % de los tratamientos dentales",
        evidence="Su póliza cubre el 80 % de los tratamientos dentales derivados de un accidente.",
    ),
    # student room booking e-mail: the bookings e-mail; "Para los alumnos de primer curso" dropped; "La mayoría de"
    # dropped.
    _r(
        "es",
        "subspan",
        True,
        ES_STUDENT_ROOM_BOOKING_EMAIL,
        "reservas@moncloasur.es",
        evidence="Cualquier duda, escríbenos a reservas@moncloasur.es",
        key="moncloa_sur/bookings/email",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        ES_STUDENT_ROOM_BOOKING_EMAIL,
        "La fianza es gratuita",
        evidence="Para los alumnos de primer curso, la fianza es gratuita.",
    ),
    _r(
        "es",
        "scope",
        False,
        ES_STUDENT_ROOM_BOOKING_EMAIL,
        "Los pisos tienen cocina compartida para seis",
        evidence="La mayoría de los pisos tienen cocina compartida para seis.",
    ),
    # student flat group chat: Diego and Mei bound; Kofi's imperfect made present, Mei's "si" dropped, Diego's line
    # given to Kofi.
    _r(
        "es",
        "speaker",
        True,
        ES_STUDENT_FLAT_GROUP_CHAT,
        "Diego es de Valladolid",
        evidence="soy de Valladolid por cierto",
        speaker="Diego",
    ),
    _r(
        "es",
        "coordination",
        True,
        ES_STUDENT_FLAT_GROUP_CHAT,
        "Mei trabaja a media jornada en una farmacia de Argüelles",
        evidence="estudio Farmacia y trabajo a media jornada en una farmacia de Argüelles",
        speaker="Mei",
    ),
    _r(
        "es",
        "tense",
        False,
        ES_STUDENT_FLAT_GROUP_CHAT,
        "Kofi vive en Tetuán",
        evidence="yo vivía en Tetuán",
        speaker="Kofi",
    ),
    _r(
        "es",
        "condition",
        False,
        ES_STUDENT_FLAT_GROUP_CHAT,
        "Mei hace un pedido grande al Mercadona",
        evidence="si alguien está el sábado, hago un pedido grande al Mercadona",
        speaker="Mei",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_STUDENT_FLAT_GROUP_CHAT,
        "Kofi es de Valladolid",
        evidence="Diego: holaa! soy de Valladolid",
        speaker="Diego",
    ),
    # hair salon booking e-mail: the booking code under a mem0-style key; the 15 € dropped from the penalty.
    _r(
        "es",
        "subspan",
        True,
        ES_HAIR_SALON_BOOKING_EMAIL,
        "PT-6620",
        evidence="Código de reserva: PT-6620.",
        key="user/hair_salon/booking_code",
    ),
    _r(
        "es",
        "number",
        False,
        ES_HAIR_SALON_BOOKING_EMAIL,
        "Para cancelar necesitamos 48 horas de aviso o se cobra una penalización",
        evidence="Para cancelar necesitamos 48 horas de aviso o se cobra una penalización de 15 €.",
    ),
    # window cleaners' payroll message: an aside dropped; Samuel's report ("Según Samuel") stated as fact.
    _r(
        "es",
        "parenthetical",
        True,
        ES_WINDOW_CLEANING_PAYROLL_MESSAGE,
        "Jorge Pino es vuestro contacto para los partes de horas",
        evidence="Jorge Pino (nuestro nuevo encargado de oficina) es vuestro contacto para los partes de horas.",
    ),
    _r(
        "es",
        "attribution",
        False,
        ES_WINDOW_CLEANING_PAYROLL_MESSAGE,
        "El nuevo cuadrante de furgonetas empieza en agosto",
        evidence="Según Samuel, el nuevo cuadrante de furgonetas empieza en agosto.",
    ),
    # beekeepers' group chat: Raúl's first list item with its number; Gonzalo's "no" dropped.
    _r(
        "es",
        "list_item",
        True,
        ES_BEEKEEPERS_GROUP_CHAT,
        "Raúl tiene cuatro colmenas en Brihuega",
        evidence="tengo cuatro colmenas en Brihuega, dos en el colegio y una en mi jardín",
        speaker="Raúl",
    ),
    _r(
        "es",
        "negation",
        False,
        ES_BEEKEEPERS_GROUP_CHAT,
        "Este año vende miel en la feria",
        evidence="este año no vendo miel en la feria",
        speaker="Gonzalo",
    ),
    # funeral reception booking e-mail: the arranger's name.
    _r(
        "es",
        "subspan",
        True,
        ES_FUNERAL_RECEPTION_BOOKING_EMAIL,
        "D. Ramón Ibáñez",
        evidence="Su gestor funerario, D. Ramón Ibáñez",
        key="navarro_funeral/arranger/name",
    ),
    # a daughter's voice note: a false start dropped, Carmen bound; her wish given to her brother.
    _r(
        "es",
        "filler",
        True,
        ES_FUNERAL_VOICE_NOTE,
        "Papá quería el himno Pescador de hombres",
        evidence="Pues, em, papá quería— quería el himno Pescador de hombres",
    ),
    _r(
        "es",
        "speaker",
        True,
        ES_FUNERAL_VOICE_NOTE,
        "Carmen ahora vive en Zaragoza",
        evidence="Ahora vivo en Zaragoza",
        speaker="Carmen Navarro",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_FUNERAL_VOICE_NOTE,
        "Pablo querría el ataúd de mimbre",
        evidence="Yo, em, yo querría el ataúd de mimbre",
        speaker="Carmen Navarro",
    ),
    # car wash staff notice: the manager's phone number.
    _r(
        "es",
        "subspan",
        True,
        ES_CAR_WASH_STAFF_NOTICE,
        "612 345 678",
        evidence="Cualquier problema con la nómina, whatsapp a Dani al 612 345 678.",
        key="brillo_express/dani/phone",
    ),
    # school newsletter: one year group of two; Sr. Évora's report stated as fact.
    _r(
        "es",
        "list_item",
        True,
        ES_SCHOOL_NEWSLETTER_TUTORING,
        "Este trimestre la academia Mentes Brillantes ofrece refuerzo gratuito de matemáticas para 6º los martes "
        "después de clase",
        evidence="Este trimestre la academia Mentes Brillantes ofrece refuerzo gratuito de matemáticas para 5º y 6º "
        "los martes después de clase.",
    ),
    _r(
        "es",
        "attribution",
        False,
        ES_SCHOOL_NEWSLETTER_TUTORING,
        "El nuevo plan lector va genial",
        evidence="el Sr. Évora dice que el nuevo plan lector va genial.",
    ),
    # climbing party voice note, stored by mem0 for its user.
    _r(
        "es",
        "speaker",
        True,
        ES_CLIMBING_PARTY_VOICE_NOTE,
        "Usuario ha pagado la señal de 60 €",
        evidence="He pagado la señal de 60 €.",
        speaker="user",
    ),
    # ===== Chinese =====
    # chimney sweep booking message: a code under a mem0-style key, an aside dropped; a dropped 如果 and a dropped 不.
    _r(
        "zh",
        "subspan",
        True,
        ZH_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "JYF-30418",
        evidence="您的预约编号是JYF-30418",
        key="user/chimney_sweep/booking_reference",
    ),
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "我们的师傅需要您提前清空壁炉周边",
        evidence="我们的师傅（老高，开白色面包车的那位）需要您提前清空壁炉周边。",
    ),
    _r(
        "zh",
        "condition",
        False,
        ZH_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "我们只能改期，因为繁殖季我们不清理鸟窝",
        evidence="如果烟道被鸟窝堵住，我们只能改期，因为繁殖季我们不清理鸟窝。",
    ),
    _r(
        "zh",
        "negation",
        False,
        ZH_CHIMNEY_SWEEP_BOOKING_EMAIL,
        "繁殖季我们清理鸟窝",
        evidence="因为繁殖季我们不清理鸟窝",
    ),
    # the sweep's voice note: fillers dropped, the speaker elided; 以前 dropped so the past reads as present.
    _r(
        "zh",
        "filler",
        True,
        ZH_SWEEP_VOICE_NOTE,
        "烟道没啥问题，就是有点积灰",
        evidence="呃烟道没啥问题，就是，那个，有点积灰。",
    ),
    _r("zh", "speaker", True, ZH_SWEEP_VOICE_NOTE, "现在周二周三上班", evidence="现在我周二周三上班", speaker="老高"),
    _r("zh", "tense", False, ZH_SWEEP_VOICE_NOTE, "老高跑周五的单", evidence="我以前跑周五的单", speaker="老高"),
    # florist's delivery SMS: the tracking URL; one item of the delivered list with the rest of the clause.
    _r(
        "zh",
        "subspan",
        True,
        ZH_FLORIST_DELIVERY_SMS,
        "https://huajianji.cn/t/HJ-5520",
        evidence="实时查看：https://huajianji.cn/t/HJ-5520",
        key="huajianji/wedding_order/tracking_url",
    ),
    _r(
        "zh",
        "list_item",
        True,
        ZH_FLORIST_DELIVERY_SMS,
        "拱门花艺将于11:00至13:00送达西湖国宾馆",
        evidence="手捧花、胸花和拱门花艺将于11:00至13:00送达西湖国宾馆。",
    ),
    # wedding group chat: 佳佳's first conjunct; the same line bound to 林悦.
    _r(
        "zh",
        "coordination",
        True,
        ZH_FLORIST_WEDDING_GROUP_CHAT,
        "佳佳周五去取胸花",
        evidence="我周五去取胸花，然后送到酒店",
        speaker="佳佳",
    ),
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_FLORIST_WEDDING_GROUP_CHAT,
        "林悦周五去取胸花",
        evidence="佳佳：我周五去取胸花",
        speaker="佳佳",
    ),
    # choir group chat: 小蒲 bound, 唐哥's first conjunct; 本周 dropped; 安安 stitched to 老贝's raffle.
    _r("zh", "speaker", True, ZH_CHOIR_GROUP_CHAT, "小蒲会晚到一会儿", evidence="我会晚到一会儿", speaker="小蒲"),
    _r(
        "zh",
        "coordination",
        True,
        ZH_CHOIR_GROUP_CHAT,
        "唐哥唱男低音",
        evidence="我唱男低音，还可以带烧水壶过来茶歇用",
        speaker="唐哥",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_CHOIR_GROUP_CHAT,
        "排练改在街道文化站，周四晚7:30",
        evidence="本周排练改在街道文化站，周四晚7:30",
    ),
    _r("zh", "stitch", False, ZH_CHOIR_GROUP_CHAT, "安安负责抽奖", evidence="安安唱女低音。老贝唱男高音，还负责抽奖"),
    # pet insurance claim letter: the claim reference; the 80% dropped, then 意外导致的 dropped.
    _r(
        "zh",
        "subspan",
        True,
        ZH_PET_INSURANCE_CLAIM_LETTER,
        "LP-20260388",
        evidence="关于理赔案件 LP-20260388",
        key="mengchongbao/claim/reference",
    ),
    _r(
        "zh",
        "number",
        False,
        ZH_PET_INSURANCE_CLAIM_LETTER,
        "您的保单对意外导致的牙科治疗赔付",
        evidence="您的保单对意外导致的牙科治疗赔付80%。",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_PET_INSURANCE_CLAIM_LETTER,
        "您的保单对牙科治疗赔付80%",
        evidence="您的保单对意外导致的牙科治疗赔付80%。",
    ),
    # student room booking e-mail: the bookings e-mail; 大一新生 dropped; 大部分 dropped.
    _r(
        "zh",
        "subspan",
        True,
        ZH_STUDENT_ROOM_BOOKING_EMAIL,
        "booking@xuefu-apt.cn",
        evidence="有问题请发邮件至 booking@xuefu-apt.cn",
        key="xuefu_apartments/booking/email",
    ),
    _r("zh", "restriction_drop", False, ZH_STUDENT_ROOM_BOOKING_EMAIL, "免押金", evidence="大一新生免押金。"),
    _r(
        "zh", "scope", False, ZH_STUDENT_ROOM_BOOKING_EMAIL, "套间是六人共用厨房", evidence="大部分套间是六人共用厨房。"
    ),
    # student flat group chat: 王迪 and 梅梅 bound; 阿柯's 以前 dropped, 梅梅's 要是 dropped, 王迪's line given to 阿柯.
    _r("zh", "speaker", True, ZH_STUDENT_FLAT_GROUP_CHAT, "王迪是洛阳人", evidence="我是洛阳人哈", speaker="王迪"),
    _r(
        "zh",
        "coordination",
        True,
        ZH_STUDENT_FLAT_GROUP_CHAT,
        "梅梅在校门口的药店做兼职",
        evidence="我读药学，在校门口的药店做兼职",
        speaker="梅梅",
    ),
    _r("zh", "tense", False, ZH_STUDENT_FLAT_GROUP_CHAT, "阿柯住在拱墅区", evidence="我以前住在拱墅区", speaker="阿柯"),
    _r(
        "zh",
        "condition",
        False,
        ZH_STUDENT_FLAT_GROUP_CHAT,
        "梅梅在盒马下个大单",
        evidence="要是周六有人在，我就在盒马下个大单",
        speaker="梅梅",
    ),
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_STUDENT_FLAT_GROUP_CHAT,
        "阿柯是洛阳人",
        evidence="王迪：大家好！我是洛阳人",
        speaker="王迪",
    ),
    # hair salon booking SMS: the booking code under a Chinese key; the 20元 dropped from the penalty.
    _r(
        "zh",
        "subspan",
        True,
        ZH_HAIR_SALON_BOOKING_SMS,
        "JY-6620",
        evidence="预约码：JY-6620。",
        key="剪艺造型/预约/预约码",
    ),
    _r(
        "zh",
        "number",
        False,
        ZH_HAIR_SALON_BOOKING_SMS,
        "取消预约需提前48小时，否则收取违约金",
        evidence="取消预约需提前48小时，否则收取20元违约金。",
    ),
    # window cleaners' payroll message: an aside dropped; 孙经理's report (据…说) stated as fact.
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_WINDOW_CLEANING_PAYROLL_MESSAGE,
        "考勤表请联系周平",
        evidence="考勤表请联系周平（新来的办公室主管）。",
    ),
    _r(
        "zh",
        "attribution",
        False,
        ZH_WINDOW_CLEANING_PAYROLL_MESSAGE,
        "新的车辆排班表8月开始执行",
        evidence="据孙经理说，新的车辆排班表8月开始执行。",
    ),
    # beekeepers' group chat: 老饶's first list item with its number; 葛叔's 不 dropped.
    _r(
        "zh",
        "list_item",
        True,
        ZH_BEEKEEPERS_GROUP_CHAT,
        "老饶在安吉有四箱蜂",
        evidence="我在安吉有四箱蜂，学校两箱，自家院子一箱",
        speaker="老饶",
    ),
    _r(
        "zh",
        "negation",
        False,
        ZH_BEEKEEPERS_GROUP_CHAT,
        "今年农博会葛叔卖蜂蜜",
        evidence="今年农博会我不卖蜂蜜了",
        speaker="葛叔",
    ),
    # funeral reception booking e-mail: the arranger's name.
    _r(
        "zh",
        "subspan",
        True,
        ZH_FUNERAL_RECEPTION_BOOKING_EMAIL,
        "沈建华先生",
        evidence="您的殡仪顾问沈建华先生",
        key="nie_funeral/arranger/name",
    ),
    # a daughter's voice note: a false start dropped, 晓红 bound; her wish given to her brother.
    _r(
        "zh",
        "filler",
        True,
        ZH_FUNERAL_VOICE_NOTE,
        "我爸想要唱《奇异恩典》",
        evidence="就是，呃，我爸想要——他想要唱《奇异恩典》",
        speaker="聂晓红",
    ),
    _r("zh", "speaker", True, ZH_FUNERAL_VOICE_NOTE, "晓红现在住在苏州", evidence="我现在住在苏州", speaker="聂晓红"),
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_FUNERAL_VOICE_NOTE,
        "聂伟想要那个柳编的棺木",
        evidence="我，嗯，我想要那个柳编的棺木",
        speaker="聂晓红",
    ),
    # car wash staff notice: the manager's phone number under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        ZH_CAR_WASH_STAFF_NOTICE,
        "139 0571 2468",
        evidence="工资条有问题请微信或致电东哥 139 0571 2468。",
        key="闪亮洗车/东哥/电话",
    ),
    # school newsletter: one grade of two; 易老师's report stated as fact.
    _r(
        "zh",
        "list_item",
        True,
        ZH_SCHOOL_NEWSLETTER_TUTORING,
        "本学期启明教育在周二放学后为六年级学生开设免费数学辅导",
        evidence="本学期启明教育在周二放学后为五年级和六年级学生开设免费数学辅导。",
    ),
    _r(
        "zh",
        "attribution",
        False,
        ZH_SCHOOL_NEWSLETTER_TUTORING,
        "新的分级阅读计划效果很好",
        evidence="易老师说新的分级阅读计划效果很好！",
    ),
    # climbing party voice note, stored by mem0 for its user.
    _r(
        "zh",
        "speaker",
        True,
        ZH_CLIMBING_PARTY_VOICE_NOTE,
        "用户已经付了60元定金",
        evidence="我已经付了60元定金。",
        speaker="user",
    ),
]

BATCH_90: tuple[Realistic, ...] = tuple(_RECORDS)
