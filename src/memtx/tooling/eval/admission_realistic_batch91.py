"""The realistic set's ninety-first batch: a blind measurement of the merged admission rules (issue 31, brief B91).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b91, without reading the admission rule's code (`memtx.core` or anything under it),
any doc, any test or any other batch's records. Exactly this was read: the list of headings of DESIGN.md and its §4
("Admission …", up to §5) in full with its amendments, no other section; issue 31 (`issues show 31`); the record type
`Realistic` and `_r` in `admission_realistic_record.py`; and the first 60 lines of batch 41 (its docstring and first
records, for the format and the family names). No git, pytest, `memtx`, `check_support` or scorer was run; the only
check run imports this module alone (record count, language and family split, evidence substrings, duplicate
proposals, compilation).

Domains (every source invented here, each domain in all three languages): physiotherapy clinics, IT helpdesks,
letting agents, solar panel installers, music festivals, orthodontists, boat hire, translation agencies, art supply
shops, kennels, MOT testing stations (an ITV station in Spain, a vehicle inspection station in China) and public
swimming pools. Registers: receipts pasted as text, JSON tool outputs (one value per field), IT helpdesk tickets with
agent replies, patient portal messages, property-letting e-mails, meeting minutes and SMS reminders.

The values are written as memory extractors write them: restated in the third person with the speaker's first name
(Zep/Graphiti) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); with the speaker
dropped as subject (`Lives in Kirkstall at the moment`, `住在西湖区`); one item of a list kept with the list's head and
the rest of its clause (a number on the kept item stays); one conjunct of a shared subject; a bracketed aside dropped;
fillers and false starts dropped; or one atomic value (a booking or quote reference, e-mail, phone number, amount with
its currency, date or time phrase) filed under a LangGraph-style key. Key styles are mixed: English keys over Spanish
and Chinese text, Chinese keys, keys naming an organization and a person in it, and mem0's `user/...`. Each negative
sits beside a faithful record from the same source and is wrong in one way §4 names: a restriction carried by ordinary
words (a time frame, a group such as concession or rush, or a key that drops it), the first person bound to another
person, a reported claim given to the reporter, a tense change, a dropped condition or exception, a dropped negator, a
dropped quantifier (scope), a dropped multiplier (number), or tokens stitched across clauses.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, speaker 4, list_item 3, parenthetical 3, coordination 2, filler 2. Negative (18): restriction_drop 4,
wrong_speaker 3, attribution 2, tense 2, condition 2, negation 2, scope 1, number 1, stitch 1. Every evidence string
is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---

EN_BOAT_HIRE_SMS = (
    "Riverside Boat Hire: Hi Tom, your 2hr self-drive boat is booked for Sat 14 Jun at 10:30. Booking ref RBH-40918. "
    "Pls arrive 15 mins early for the safety briefing. Reply STOP to opt out"
)
EN_POOL_PRICES_JSON = (
    '{"facility": "Kelvin Park Leisure Pool", "lane_swim_adult": "£4.20", "lane_swim_concession": "£2.60", '
    '"phone": "0141 496 0815", "email": "bookings@kelvinparkpool.example.org", "status": "open"}'
)
EN_VPN_TICKET = (
    "Ticket #INC-20431 | Raised by: Kwame Mensah\n"
    "Issue: cant log into VPN since this morning, keeps saying cert expired?? I'm working from home all week so "
    "kinda urgent\n"
    "---\n"
    "Agent reply (Sophie, Service Desk): Hi Kwame, I've pushed a new certificate to your laptop. Please restart and "
    "connect using the GlobalProtect app, not the old Cisco client. If it still fails ring us on ext 4410."
)
EN_KNEE_PORTAL_MESSAGE = (
    "Hi, it's Hannah Lowe (DOB 03/02/1988). Just wanted to say my knee is, um, loads better after the last 3 "
    "sessions, but I can't kneel on hard floors. I used to run half marathons before all this 😩 and I'm a primary "
    "school teacher so I'm on my knees a lot lol. Could I move Thursday's appt to 8am? Thanks, Hannah"
)
EN_MOVE_IN_EMAIL = (
    "Subject: 14 Ashgrove Terrace – move-in details\n\n"
    "Hi Priya,\n\n"
    "Great news, the landlord has accepted your offer! Rent is £1,150 pcm for the first year, then reviewed. The "
    "deposit (five weeks' rent) is £1,326.92 and will be held with the DPS. Keys can be collected from our "
    "Headingley office from 10am on Fri 29 Aug.\n\n"
    "Kind regards,\n"
    "Owen Price\n"
    "Lettings Negotiator, Northway Lettings\n"
    "0113 496 0271"
)
EN_FESTIVAL_MINUTES = (
    "Greenmoor Festival – production meeting, 12 March\n"
    "Present: Aisha (chair), Dev, Colm, Rachel (notes)\n"
    "1. Main stage curfew is 22:30 on Fri and Sat, 22:00 on Sun.\n"
    "2. Dev confirmed the generators, the toilet blocks and the 3 extra water points have been ordered.\n"
    "3. Colm said his brother will run the bar at the Woodland stage.\n"
    "4. Rachel will update the site map and brief the stewards on Fri 6 June.\n"
    "5. Next meeting Tues 25 March 6pm on Zoom."
)
EN_ORTHODONTIST_SMS = (
    "Smile Studio Orthodontics: Reminder - Leo's adjustment appt is Wed 8 Oct 4:15pm with Dr Amara Singh. Pls bring "
    "his retainer case. Unless you cancel 24hrs before, you will be charged £25. Call 01632 960418 to rearrange."
)
EN_SOLAR_QUOTE_JSON = (
    '{"customer": "Gareth Pugh", "system_size_kwp": 4.8, "panels": 12, "inverter": "SolaX X1-Boost 5.0", '
    '"battery": null, "install_date": "2025-05-19", "quote_ref": "SUN-Q-7731", "notes": "Survey done 2 May. Most '
    'of the rear roof is shaded after 3pm so all 12 panels go on the front."}'
)
EN_BRACE_PORTAL_MESSAGE = (
    "Subject: Maya Clarke - brace problem\n"
    "hiya, so um the, the top wire on Maya's brace came loose again last night and it's poking her cheek 😕 she's "
    "got a band concert on Sat so we'd rather come in before then if poss. Claire (mum)"
)
EN_ART_SHOP_RECEIPT = (
    "ARTISAN & EASEL\n"
    "22 Cheapside, Bristol BS2 0PT\n"
    "Receipt 00481   15/11/2025 14:07\n"
    "W&N Cotman watercolour set 12 half pans   £24.99\n"
    "Daler Rowney A3 sketchbook x2   £17.00\n"
    "Pro Arte brush set   £9.50\n"
    "Subtotal   £51.49\n"
    "Student discount 10%   -£5.15\n"
    "TOTAL   £46.34\n"
    "VISA ****4471\n"
    "Returns accepted within 28 days with receipt, except sale items."
)
EN_MOT_RECEIPT = (
    "CASTLE GARAGE MOT CENTRE, Unit 4 Dock Rd\n"
    "Date 17/09/2025   Vehicle: Ford Fiesta KM19 XTR\n"
    "MOT test class 4   £54.85\n"
    "Result: PASS (2 advisories)\n"
    "Paid: card\n"
    "We test cars, vans up to 3,500kg, motorcycles and motorhomes. Book at castlegaragemot.example.co.uk"
)
EN_FLAT_ENQUIRY_EMAIL = (
    "Hi Owen,\n\n"
    "I'm enquiring about the 2-bed flat on Cardigan Road. I live in Kirkstall at the moment and work at St James's "
    "as a radiographer, mostly nights. I have a small cat (she's 9 and very chilled) and I'm a non-smoker. My "
    "current tenancy ends on 31 Oct so I could move in from 1 Nov.\n\n"
    "Thanks,\n"
    "Ines Duarte"
)
EN_TRANSLATION_MINUTES = (
    "LinguaBridge weekly ops – minutes 03/06\n"
    "Attendees: Marta, Jonas, Yuki\n"
    "- Jonas: the Fernhill Pharma leaflet (EN>DE, approx 4,200 words) is due Fri 6 June, not Monday as on the PO.\n"
    "- Yuki on leave 9-13 June, her JA jobs go to freelancer K. Ito.\n"
    "- Marta reported that the client thinks the Polish glossary is out of date.\n"
    "- Rates confirmed: standard £0.09/word, rush (<48h) £0.13/word.\n"
    "- AOB: none"
)
EN_NEW_STARTER_TICKET = (
    "Ticket INC-55102 - New starter\n"
    "Requester: Laura Bennett (HR)\n"
    "Tomasz Nowak needs a laptop, Outlook, Teams and Sage payroll access from Mon 3 Nov. Tomasz will sit in "
    "Finance, desk F-12.\n"
    "---\n"
    "Gavin (IT Support): Hi Laura, laptop + Outlook done. Sage access will be granted once the Finance Director "
    "signs off, ticket stays open till then."
)
EN_POOL_CLOSURE_SMS = (
    "Lido Lane Pools: Due to a plant room fault the main pool is closed today. Swim lessons (incl. tonight's 6pm "
    "Stage 3 group) will still go ahead in the learner pool. Sorry for any inconvenience! Updates at "
    "lidolane.example/status"
)
EN_KENNEL_BOOKING_SMS = (
    "Hi it's Danielle, booking Biscuit in for 5 nights from Fri 18 July pls. She's on Apoquel every morning (I'll "
    "bring it) and doesn't get on with other dogs so will need her own run. My mum Gill will drop her off and I'll "
    "pick her up on the 23rd."
)

# --- Spanish sources ---

ES_BOAT_HIRE_SMS = (
    "Náutica Cala Blava: Hola Jordi, tu barca sin licencia (4 h) está reservada para el sáb 21 jun a las 11:00. "
    "Localizador NCB-55120. Llega 20 min antes para la explicación de seguridad. Para darte de baja responde BAJA"
)
ES_POOL_PRICES_JSON = (
    '{"instalacion": "Piscina Municipal Sant Andreu", "nado_libre_adulto": "4,35 €", "nado_libre_jubilado": '
    '"2,10 €", "telefono": "932 11 48 60", "email": "reservas@piscinasantandreu.example.es", "estado": "abierta"}'
)
ES_MAIL_TICKET = (
    "Incidencia #INC-31877 | Abierta por: Lucía Ferrer\n"
    "Problema: no me deja entrar al correo desde ayer, dice 'contraseña caducada' pero la cambié el lunes!! Estoy "
    "de viaje en Lima hasta el viernes, urgente porfa\n"
    "---\n"
    "Respuesta de Andrés (Soporte TI): Hola Lucía, te he reseteado la contraseña y te la he mandado por SMS. Entra "
    "por webmail, no por la app de Outlook, hasta que actualicemos tu perfil."
)
ES_SHOULDER_PORTAL_MESSAGE = (
    "Hola, soy Carmen Ruiz (paciente 20431). Quería comentaros que el hombro está, eh, bastante mejor después de "
    "las 4 sesiones, pero no puedo levantar el brazo por encima de la cabeza. Antes jugaba al pádel tres veces por "
    "semana 🎾 y soy peluquera, así que paso muchas horas con los brazos arriba. ¿Podría cambiar la cita del jueves "
    "a las 9? Gracias, Carmen"
)
ES_MOVE_IN_EMAIL = (
    "Asunto: Piso c/ Verdi 34, 3º 2ª – entrada\n\n"
    "Hola Nuria,\n\n"
    "Buenas noticias: la propietaria ha aceptado vuestra oferta. El alquiler es de 1.050 €/mes durante el primer "
    "año, después se actualiza según IPC. La fianza (dos mensualidades) es de 2.100 € y se deposita en el INCASÒL. "
    "Podéis recoger las llaves en nuestra oficina de Gràcia a partir de las 10 h del lunes 1 de septiembre.\n\n"
    "Un saludo,\n"
    "Pau Serra\n"
    "Agente de alquileres, Finques Mediterrània\n"
    "+34 931 22 87 45"
)
ES_FESTIVAL_MINUTES = (
    "Acta reunión de producción – Festival Sonidos del Río, 14 de marzo\n"
    "Asistentes: Inés (preside), Rodrigo, Maite, Iker (acta)\n"
    "1. El toque de queda del escenario principal es a las 23:30 viernes y sábado, a las 23:00 el domingo.\n"
    "2. Rodrigo confirmó que ya están pedidos los generadores, los baños químicos y los 4 puntos de agua extra.\n"
    "3. Maite dijo que su cuñado llevará la barra del escenario del bosque.\n"
    "4. Iker actualizará el plano del recinto y dará la charla a los voluntarios el vie 13 de junio.\n"
    "5. Próxima reunión: mar 25 de marzo, 19 h, por Meet."
)
ES_ORTHODONTIST_SMS = (
    "Clínica de Ortodoncia Sonríe: Recordatorio - la revisión de brackets de Martina es el miérc 8 oct a las 17:15 "
    "con la Dra. Elena Vidal. Traed la funda del retenedor. A menos que anuléis con 24 h de antelación, se os "
    "cobrarán 20 €. Para cambiar la cita llamad al 963 44 19 02."
)
ES_SOLAR_QUOTE_JSON = (
    '{"cliente": "Rafael Ortega", "potencia_kwp": 5.4, "paneles": 12, "inversor": "Huawei SUN2000-5KTL", '
    '"bateria": null, "fecha_instalacion": "2025-06-09", "ref_presupuesto": "SOL-P-4418", "notas": "Visita técnica '
    "el 28 de mayo. La mayor parte del tejado norte está en sombra por la tarde, así que los 12 paneles van en la "
    'cara sur."}'
)
ES_BRACE_PORTAL_MESSAGE = (
    "Asunto: Hugo Sanz - problema con el aparato\n"
    "holaa, pues eh el, el alambre de arriba del aparato de Hugo se soltó otra vez anoche y le está haciendo una "
    "herida en el carrillo 😕 tiene un torneo de ajedrez el sábado, si se puede preferimos ir antes. Sara (madre)"
)
ES_ART_SHOP_RECEIPT = (
    "PAPELERÍA Y BELLAS ARTES EL CABALLETE\n"
    "C/ Libreros 12, Alcalá de Henares\n"
    "Ticket 00932   22/11/2025 18:41\n"
    "Caja acuarelas Van Gogh 12 pastillas   19,95 €\n"
    "Bloc Canson A3 x2   16,40 €\n"
    "Set pinceles Escoda   11,50 €\n"
    "Subtotal   47,85 €\n"
    "Dto. estudiante 10%   -4,79 €\n"
    "TOTAL   43,06 €\n"
    "Tarjeta ****8812\n"
    "Se admiten devoluciones en 15 días con ticket, salvo artículos rebajados."
)
ES_ITV_RECEIPT = (
    "ESTACIÓN ITV LAS ROZAS\n"
    "Fecha 18/09/2025   Vehículo: Seat Ibiza 4471 KLM\n"
    "Inspección periódica turismo   42,10 €\n"
    "Resultado: FAVORABLE (2 defectos leves)\n"
    "Pago: tarjeta\n"
    "Inspeccionamos turismos, furgonetas de hasta 3.500 kg, motos y autocaravanas. Cita previa en "
    "itvlasrozas.example.es"
)
ES_FLAT_ENQUIRY_EMAIL = (
    "Hola Pau:\n\n"
    "Os escribo por el piso de 2 habitaciones de la calle Torrent de l'Olla. Vivo en Sants desde 2021 y trabajo en "
    "el Hospital del Mar como enfermera, casi siempre de noche. Tengo una gata pequeña (tiene 9 años y es muy "
    "tranquila) y no fumo. Mi contrato actual termina el 31 de octubre, así que podría entrar el 1 de noviembre.\n\n"
    "Gracias,\n"
    "Valeria Campos"
)
ES_TRANSLATION_MINUTES = (
    "Traducciones Puente – acta semanal 04/06\n"
    "Asistentes: Beatriz, Gonzalo, Mei\n"
    "- Gonzalo: el folleto de Laboratorios Alcor (ES>FR, unas 3.800 palabras) se entrega el vie 6 de junio, no el "
    "lunes como pone en el pedido.\n"
    "- Mei de vacaciones del 9 al 13 de junio; sus encargos de chino pasan a la autónoma L. Zhao.\n"
    "- Beatriz comentó que el cliente cree que el glosario de catalán está desactualizado.\n"
    "- Tarifas confirmadas: estándar 0,08 €/palabra, urgente (<48 h) 0,12 €/palabra."
)
ES_NEW_STARTER_TICKET = (
    "Ticket INC-60218 - Alta nuevo empleado\n"
    "Solicitante: Raquel Domínguez (RR. HH.)\n"
    "Diego Fuentes necesita portátil, Outlook, Teams y acceso a A3nom a partir del lun 3 de nov. Diego se sentará "
    "en Contabilidad, puesto C-07.\n"
    "---\n"
    "Óscar (Soporte TI): Hola Raquel, portátil y Outlook listos. El acceso a A3nom se dará cuando lo apruebe la "
    "directora financiera, dejo el ticket abierto."
)
ES_POOL_CLOSURE_SMS = (
    "Piscinas Municipales Río Tormes: Por una avería en la depuradora, el vaso grande está cerrado hoy. Los "
    "cursillos (incluido el de las 18 h de nivel 3) se mantienen en el vaso de enseñanza. Disculpad las molestias. "
    "Info: riotormes.example.es/avisos"
)
ES_KENNEL_BOOKING_SMS = (
    "Hola soy Marisa, quería reservar para Canela 5 noches desde el vie 18 de julio. Toma Apoquel todas las mañanas "
    "(lo llevo yo) y no se lleva bien con otros perros, así que necesita box individual. La deja mi hermano Álvaro "
    "y yo la recojo el día 23."
)

# --- Chinese sources ---

ZH_BOAT_HIRE_SMS = (
    "【西湖游船】王先生您好，您预订的自驾电瓶船（2小时）已确认：6月14日（周六）10:30，北山路码头。"
    "预订号XH-70815。请提前15分钟到达听取安全讲解。退订回T"
)
ZH_POOL_PRICES_JSON = (
    '{"场馆": "滨江游泳馆", "成人单次票": "¥35", "学生单次票": "¥20", "电话": "0571-8765 4321", '
    '"邮箱": "booking@binjiangswim.example.cn", "状态": "开放"}'
)
ZH_VPN_TICKET = (
    "工单 #INC-48260 | 提交人：陈宇航\n"
    "问题：从今天早上开始VPN连不上，一直提示证书过期？？我这周都在家办公，比较急🙏\n"
    "---\n"
    "客服回复（刘婷，IT服务台）：陈宇航您好，我已经给您的电脑推送了新证书。请重启后用GlobalProtect客户端"
    "连接，不要用旧的Cisco客户端。如果还不行请拨分机4410。"
)
ZH_BACK_PORTAL_MESSAGE = (
    "您好，我是张敏（病历号 20517）。想跟您说一下，我的腰嗯……做完这3次治疗之后好多了，但是我不能久坐超过"
    "一小时。我以前每周都跑步🏃，我是会计，平时一坐就是一天。周四的预约能改到早上8点吗？谢谢！张敏"
)
ZH_MOVE_IN_EMAIL = (
    "主题：文三路128号2单元501 入住事宜\n\n"
    "李女士您好：\n\n"
    "好消息，房东已经接受了您的报价。首年租金为每月4,800元，之后按市场价调整。押金（两个月租金）为9,600元，"
    "由我们公司托管。钥匙可于9月1日（周一）上午10点后到我们西湖门店领取。\n\n"
    "祝好\n"
    "周浩\n"
    "安居租房 西湖店 租赁顾问\n"
    "138 0571 2294"
)
ZH_FESTIVAL_MINUTES = (
    "星空音乐节 制作例会纪要（3月12日）\n"
    "出席：高洁（主持）、吴迪、马骁、林悦（记录）\n"
    "1. 主舞台宵禁时间：周五、周六23:00，周日22:30。\n"
    "2. 吴迪确认发电机、移动厕所和3个额外饮水点都已下单。\n"
    "3. 马骁说他表哥会负责森林舞台的酒水吧。\n"
    "4. 林悦会更新场地地图并在6月6日（周五）给志愿者做培训。\n"
    "5. 下次会议：3月25日（周二）晚7点，腾讯会议。"
)
ZH_ORTHODONTIST_SMS = (
    "【微笑正畸】提醒：乐乐的复诊时间为10月8日（周三）下午4:15，主治医生孙雅琴。请带上保持器盒。"
    "除非提前24小时取消，否则将收取50元费用。改约请致电0571-8602 3318。"
)
ZH_SOLAR_QUOTE_JSON = (
    '{"客户": "黄志强", "装机容量_kWp": 6.6, "组件数量": 12, "逆变器": "古瑞瓦特 MIN 6000TL-X", '
    '"储能": null, "安装日期": "2025-06-16", "报价单号": "GF-BJ-3307", "备注": "5月30日已现场勘测。'
    '北面屋顶大部分下午3点后有遮挡，12块组件全部装在南面。"}'
)
ZH_BRACE_PORTAL_MESSAGE = (
    "主题：小宇牙套问题\n"
    "医生您好，那个……那个小宇牙套上面的钢丝昨晚又松了，一直扎到他脸颊😣 他周六有钢琴比赛，"
    "想在那之前过来处理一下，可以吗？小宇妈妈"
)
ZH_ART_SHOP_RECEIPT = (
    "画材天地 美术用品店\n"
    "地址：南京市鼓楼区广州路18号\n"
    "小票号 00574   2025-11-15 14:07\n"
    "温莎牛顿歌文水彩 12色半块   ¥168.00\n"
    "康颂 A3 素描本 x2   ¥96.00\n"
    "秋宏斋 毛笔套装   ¥58.50\n"
    "小计   ¥322.50\n"
    "学生九折   -¥32.25\n"
    "实收   ¥290.25\n"
    "微信支付\n"
    "凭小票28天内可退换，特价商品除外。"
)
ZH_INSPECTION_RECEIPT = (
    "城西机动车检测站\n"
    "日期 2025-09-17   车辆：大众朗逸 浙A·7K29M\n"
    "年检（小型汽车）   ¥270.00\n"
    "结果：合格（2项建议）\n"
    "支付：支付宝\n"
    "本站检测小型汽车、3.5吨以下货车、摩托车和房车。预约请关注公众号“城西车检”"
)
ZH_FLAT_ENQUIRY_EMAIL = (
    "周经理您好：\n\n"
    "我想咨询一下文一路那套两室的房子。我住在西湖区，在浙大一院当放射科技师，基本上都是夜班。"
    "我养了一只小猫（9岁了，很乖），我不抽烟。我现在的租约10月31日到期，11月1日就可以入住。\n\n"
    "谢谢！\n"
    "唐雨晴"
)
ZH_TRANSLATION_MINUTES = (
    "译桥翻译公司 周例会纪要（6月3日）\n"
    "参会：何静、宋凯、铃木\n"
    "- 宋凯：丰禾制药的说明书（中译德，约4,200字）周五6月6日交稿，不是订单上写的周一。\n"
    "- 铃木6月9日至13日休假，她的日语稿件转给兼职译员伊藤。\n"
    "- 何静反映客户认为西班牙语术语表已经过时。\n"
    "- 确认报价：标准 ¥0.18/字，加急（48小时内）¥0.25/字。"
)
ZH_NEW_STARTER_TICKET = (
    "工单 INC-60533 - 新员工入职\n"
    "申请人：吴倩（人事部）\n"
    "郑浩然需要笔记本电脑、Outlook、Teams和用友财务系统权限，11月3日（周一）起。郑浩然将坐在财务部F-12工位。\n"
    "---\n"
    "何磊（IT支持）：吴倩你好，电脑和Outlook已经弄好。用友权限要等财务总监审批后才能开通，工单先保持打开。"
)
ZH_POOL_CLOSURE_SMS = (
    "【滨江游泳馆】因水处理设备故障，今天深水池暂停开放。游泳培训课（包括今晚6点的三级班）照常在教学池进行。"
    "给您带来不便敬请谅解。"
)
ZH_KENNEL_BOOKING_SMS = (
    "你好，我是小林，想给豆豆订5晚寄养，7月18日（周五）开始。它每天早上要吃Apoquel（药我自己带），"
    "跟别的狗合不来，需要单独的笼位。我姐姐小雯会送它过来，我23号来接。"
)

_RECORDS: list[Realistic] = [
    # ================= English =================
    # --- faithful: subspan (8) ---
    # the booking reference alone, filed under a mem0-style key; nothing in the evidence restricts it.
    _r(
        "en",
        "subspan",
        True,
        EN_BOAT_HIRE_SMS,
        "RBH-40918",
        evidence="Booking ref RBH-40918",
        key="user/boat_hire/booking_ref",
    ),
    # one JSON field's value under a key naming the field.
    _r(
        "en",
        "subspan",
        True,
        EN_POOL_PRICES_JSON,
        "bookings@kelvinparkpool.example.org",
        evidence='"email": "bookings@kelvinparkpool.example.org"',
        key="kelvin_park_pool/email",
    ),
    # the adult price; the key carries the field's restriction (adult lane swim).
    _r(
        "en",
        "subspan",
        True,
        EN_POOL_PRICES_JSON,
        "£4.20",
        evidence='"lane_swim_adult": "£4.20"',
        key="kelvin_park_pool/prices/lane_swim_adult",
    ),
    # the negotiator's phone number from the e-mail signature.
    _r(
        "en",
        "subspan",
        True,
        EN_MOVE_IN_EMAIL,
        "0113 496 0271",
        evidence="Owen Price\nLettings Negotiator, Northway Lettings\n0113 496 0271",
        key="northway_lettings/owen_price/phone",
    ),
    # the appointment's date and time; the key names whose appointment and which kind.
    _r(
        "en",
        "subspan",
        True,
        EN_ORTHODONTIST_SMS,
        "Wed 8 Oct 4:15pm",
        evidence="Leo's adjustment appt is Wed 8 Oct 4:15pm",
        key="smile_studio/leo/adjustment_appointment",
    ),
    _r(
        "en",
        "subspan",
        True,
        EN_SOLAR_QUOTE_JSON,
        "SUN-Q-7731",
        evidence='"quote_ref": "SUN-Q-7731"',
        key="brightroof_solar/gareth_pugh/quote_ref",
    ),
    _r(
        "en",
        "subspan",
        True,
        EN_ART_SHOP_RECEIPT,
        "£46.34",
        evidence="TOTAL   £46.34",
        key="artisan_and_easel/receipt_00481/total",
    ),
    # the standard rate; the key carries "standard".
    _r(
        "en",
        "subspan",
        True,
        EN_TRANSLATION_MINUTES,
        "£0.09/word",
        evidence="standard £0.09/word",
        key="linguabridge/rates/standard",
    ),
    # --- faithful: speaker (4) ---
    _r(
        "en",
        "speaker",
        True,
        EN_VPN_TICKET,
        "Kwame is working from home all week",
        evidence="I'm working from home all week",
        speaker="Kwame",
    ),
    _r(
        "en",
        "speaker",
        True,
        EN_KNEE_PORTAL_MESSAGE,
        "Hannah is a primary school teacher",
        evidence="I'm a primary school teacher",
        speaker="Hannah",
    ),
    # subject elided for the speaker.
    _r(
        "en",
        "speaker",
        True,
        EN_FLAT_ENQUIRY_EMAIL,
        "Lives in Kirkstall at the moment",
        evidence="I live in Kirkstall at the moment",
        speaker="Ines",
    ),
    # mem0's User for the texter.
    _r(
        "en",
        "speaker",
        True,
        EN_KENNEL_BOOKING_SMS,
        "User will pick her up on the 23rd",
        evidence="I'll pick her up on the 23rd",
        speaker="user",
    ),
    # --- faithful: list_item (3) ---
    # one item of the list with its number, the list's head and the rest of the clause.
    _r(
        "en",
        "list_item",
        True,
        EN_FESTIVAL_MINUTES,
        "Dev confirmed the 3 extra water points have been ordered",
        evidence="Dev confirmed the generators, the toilet blocks and the 3 extra water points have been ordered",
    ),
    _r(
        "en",
        "list_item",
        True,
        EN_NEW_STARTER_TICKET,
        "Tomasz Nowak needs Sage payroll access from Mon 3 Nov",
        evidence="Tomasz Nowak needs a laptop, Outlook, Teams and Sage payroll access from Mon 3 Nov",
    ),
    _r(
        "en",
        "list_item",
        True,
        EN_MOT_RECEIPT,
        "We test vans up to 3,500kg",
        evidence="We test cars, vans up to 3,500kg, motorcycles and motorhomes",
    ),
    # --- faithful: parenthetical (3) ---
    _r(
        "en",
        "parenthetical",
        True,
        EN_MOVE_IN_EMAIL,
        "The deposit is £1,326.92 and will be held with the DPS",
        evidence="The deposit (five weeks' rent) is £1,326.92 and will be held with the DPS",
    ),
    _r(
        "en",
        "parenthetical",
        True,
        EN_TRANSLATION_MINUTES,
        "the Fernhill Pharma leaflet is due Fri 6 June",
        evidence="the Fernhill Pharma leaflet (EN>DE, approx 4,200 words) is due Fri 6 June",
    ),
    # the aside only gives an example of the lessons ("incl."); it restricts nothing.
    _r(
        "en",
        "parenthetical",
        True,
        EN_POOL_CLOSURE_SMS,
        "Swim lessons will still go ahead in the learner pool",
        evidence="Swim lessons (incl. tonight's 6pm Stage 3 group) will still go ahead in the learner pool",
    ),
    # --- faithful: coordination (2) ---
    _r(
        "en",
        "coordination",
        True,
        EN_FLAT_ENQUIRY_EMAIL,
        "Ines works at St James's as a radiographer",
        evidence="I live in Kirkstall at the moment and work at St James's as a radiographer",
        speaker="Ines",
    ),
    _r(
        "en",
        "coordination",
        True,
        EN_FESTIVAL_MINUTES,
        "Rachel will brief the stewards on Fri 6 June",
        evidence="Rachel will update the site map and brief the stewards on Fri 6 June",
    ),
    # --- faithful: filler (2) ---
    _r(
        "en",
        "filler",
        True,
        EN_KNEE_PORTAL_MESSAGE,
        "Hannah's knee is loads better after the last 3 sessions",
        evidence="my knee is, um, loads better after the last 3 sessions",
        speaker="Hannah",
    ),
    # a filler and a false start ("the, the") dropped.
    _r(
        "en",
        "filler",
        True,
        EN_BRACE_PORTAL_MESSAGE,
        "the top wire on Maya's brace came loose again last night",
        evidence="so um the, the top wire on Maya's brace came loose again last night",
    ),
    # --- negative: restriction_drop (4) ---
    # the concession price filed under a key for lane swims in general.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_POOL_PRICES_JSON,
        "£2.60",
        evidence='"lane_swim_concession": "£2.60"',
        key="kelvin_park_pool/prices/lane_swim",
    ),
    # the rent holds for the first year only; the key carries no time frame.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_MOVE_IN_EMAIL,
        "£1,150 pcm",
        evidence="Rent is £1,150 pcm for the first year",
        key="14_ashgrove_terrace/rent",
    ),
    # the rush rate filed as the per-word rate.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_TRANSLATION_MINUTES,
        "£0.13/word",
        evidence="rush (<48h) £0.13/word",
        key="linguabridge/rates/per_word",
    ),
    # closed today only.
    _r(
        "en",
        "restriction_drop",
        False,
        EN_POOL_CLOSURE_SMS,
        "The main pool is closed",
        evidence="the main pool is closed today",
    ),
    # --- negative: wrong_speaker (3) ---
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_VPN_TICKET,
        "Sophie is working from home all week",
        evidence="I'm working from home all week",
        speaker="Kwame",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_FLAT_ENQUIRY_EMAIL,
        "Owen has a small cat",
        evidence="I have a small cat",
        speaker="Ines",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        EN_KENNEL_BOOKING_SMS,
        "Gill will pick her up on the 23rd",
        evidence="I'll pick her up on the 23rd",
        speaker="user",
    ),
    # --- negative: attribution (2) ---
    # Colm reported it; his brother runs the bar.
    _r(
        "en",
        "attribution",
        False,
        EN_FESTIVAL_MINUTES,
        "Colm will run the bar at the Woodland stage",
        evidence="Colm said his brother will run the bar at the Woodland stage",
    ),
    # Marta reported the client's view; the belief is the client's.
    _r(
        "en",
        "attribution",
        False,
        EN_TRANSLATION_MINUTES,
        "Marta thinks the Polish glossary is out of date",
        evidence="Marta reported that the client thinks the Polish glossary is out of date",
    ),
    # --- negative: tense (2) ---
    _r(
        "en",
        "tense",
        False,
        EN_KNEE_PORTAL_MESSAGE,
        "Hannah runs half marathons",
        evidence="I used to run half marathons",
        speaker="Hannah",
    ),
    _r(
        "en",
        "tense",
        False,
        EN_NEW_STARTER_TICKET,
        "Tomasz sits in Finance, desk F-12",
        evidence="Tomasz will sit in Finance, desk F-12",
    ),
    # --- negative: condition (2) ---
    _r(
        "en",
        "condition",
        False,
        EN_ORTHODONTIST_SMS,
        "you will be charged £25",
        evidence="Unless you cancel 24hrs before, you will be charged £25",
    ),
    _r(
        "en",
        "condition",
        False,
        EN_ART_SHOP_RECEIPT,
        "Returns accepted within 28 days with receipt",
        evidence="Returns accepted within 28 days with receipt, except sale items",
    ),
    # --- negative: negation (2) ---
    _r(
        "en",
        "negation",
        False,
        EN_VPN_TICKET,
        "connect using the old Cisco client",
        evidence="connect using the GlobalProtect app, not the old Cisco client",
    ),
    _r(
        "en",
        "negation",
        False,
        EN_KNEE_PORTAL_MESSAGE,
        "Hannah can kneel on hard floors",
        evidence="I can't kneel on hard floors",
        speaker="Hannah",
    ),
    # --- negative: scope (1) ---
    _r(
        "en",
        "scope",
        False,
        EN_SOLAR_QUOTE_JSON,
        "the rear roof is shaded after 3pm",
        evidence="Most of the rear roof is shaded after 3pm",
    ),
    # --- negative: number (1) ---
    # £17.00 is the price of two sketchbooks, not of one.
    _r(
        "en",
        "number",
        False,
        EN_ART_SHOP_RECEIPT,
        "Daler Rowney A3 sketchbook £17.00",
        evidence="Daler Rowney A3 sketchbook x2   £17.00",
    ),
    # --- negative: stitch (1) ---
    # Fri/Sat's time stitched onto Sunday.
    _r(
        "en",
        "stitch",
        False,
        EN_FESTIVAL_MINUTES,
        "Main stage curfew is 22:30 on Sun",
        evidence="Main stage curfew is 22:30 on Fri and Sat, 22:00 on Sun",
    ),
    # ================= Spanish =================
    # --- faithful: subspan (8) ---
    _r(
        "es",
        "subspan",
        True,
        ES_BOAT_HIRE_SMS,
        "NCB-55120",
        evidence="Localizador NCB-55120",
        key="cala_blava/booking/reference",
    ),
    _r(
        "es",
        "subspan",
        True,
        ES_POOL_PRICES_JSON,
        "reservas@piscinasantandreu.example.es",
        evidence='"email": "reservas@piscinasantandreu.example.es"',
        key="piscina_sant_andreu/email",
    ),
    _r(
        "es",
        "subspan",
        True,
        ES_POOL_PRICES_JSON,
        "4,35 €",
        evidence='"nado_libre_adulto": "4,35 €"',
        key="piscina_sant_andreu/precios/nado_libre_adulto",
    ),
    _r(
        "es",
        "subspan",
        True,
        ES_MOVE_IN_EMAIL,
        "+34 931 22 87 45",
        evidence="Pau Serra\nAgente de alquileres, Finques Mediterrània\n+34 931 22 87 45",
        key="finques_mediterrania/pau_serra/phone",
    ),
    _r(
        "es",
        "subspan",
        True,
        ES_ORTHODONTIST_SMS,
        "miérc 8 oct a las 17:15",
        evidence="la revisión de brackets de Martina es el miérc 8 oct a las 17:15",
        key="sonrie/martina/revision_brackets",
    ),
    # the customer's quote reference under a mem0-style key.
    _r(
        "es",
        "subspan",
        True,
        ES_SOLAR_QUOTE_JSON,
        "SOL-P-4418",
        evidence='"ref_presupuesto": "SOL-P-4418"',
        key="user/solar/ref_presupuesto",
    ),
    _r(
        "es",
        "subspan",
        True,
        ES_ART_SHOP_RECEIPT,
        "43,06 €",
        evidence="TOTAL   43,06 €",
        key="el_caballete/ticket_00932/total",
    ),
    _r(
        "es",
        "subspan",
        True,
        ES_TRANSLATION_MINUTES,
        "0,08 €/palabra",
        evidence="estándar 0,08 €/palabra",
        key="traducciones_puente/rates/standard",
    ),
    # --- faithful: speaker (4) ---
    _r(
        "es",
        "speaker",
        True,
        ES_MAIL_TICKET,
        "Lucía está de viaje en Lima hasta el viernes",
        evidence="Estoy de viaje en Lima hasta el viernes",
        speaker="Lucía",
    ),
    # pro-drop first person ("soy") restated with the speaker's name.
    _r(
        "es",
        "speaker",
        True,
        ES_SHOULDER_PORTAL_MESSAGE,
        "Carmen es peluquera",
        evidence="soy peluquera",
        speaker="Carmen",
    ),
    _r(
        "es",
        "speaker",
        True,
        ES_FLAT_ENQUIRY_EMAIL,
        "Vive en Sants desde 2021",
        evidence="Vivo en Sants desde 2021",
        speaker="Valeria",
    ),
    _r(
        "es",
        "speaker",
        True,
        ES_KENNEL_BOOKING_SMS,
        "Usuario la recoge el día 23",
        evidence="yo la recojo el día 23",
        speaker="user",
    ),
    # --- faithful: list_item (3) ---
    _r(
        "es",
        "list_item",
        True,
        ES_FESTIVAL_MINUTES,
        "Rodrigo confirmó que ya están pedidos los 4 puntos de agua extra",
        evidence="Rodrigo confirmó que ya están pedidos los generadores, los baños químicos y los 4 puntos de agua "
        "extra",
    ),
    _r(
        "es",
        "list_item",
        True,
        ES_NEW_STARTER_TICKET,
        "Diego Fuentes necesita acceso a A3nom a partir del lun 3 de nov",
        evidence="Diego Fuentes necesita portátil, Outlook, Teams y acceso a A3nom a partir del lun 3 de nov",
    ),
    _r(
        "es",
        "list_item",
        True,
        ES_ITV_RECEIPT,
        "Inspeccionamos furgonetas de hasta 3.500 kg",
        evidence="Inspeccionamos turismos, furgonetas de hasta 3.500 kg, motos y autocaravanas",
    ),
    # --- faithful: parenthetical (3) ---
    _r(
        "es",
        "parenthetical",
        True,
        ES_MOVE_IN_EMAIL,
        "La fianza es de 2.100 € y se deposita en el INCASÒL",
        evidence="La fianza (dos mensualidades) es de 2.100 € y se deposita en el INCASÒL",
    ),
    _r(
        "es",
        "parenthetical",
        True,
        ES_TRANSLATION_MINUTES,
        "el folleto de Laboratorios Alcor se entrega el vie 6 de junio",
        evidence="el folleto de Laboratorios Alcor (ES>FR, unas 3.800 palabras) se entrega el vie 6 de junio",
    ),
    _r(
        "es",
        "parenthetical",
        True,
        ES_POOL_CLOSURE_SMS,
        "Los cursillos se mantienen en el vaso de enseñanza",
        evidence="Los cursillos (incluido el de las 18 h de nivel 3) se mantienen en el vaso de enseñanza",
    ),
    # --- faithful: coordination (2) ---
    _r(
        "es",
        "coordination",
        True,
        ES_FLAT_ENQUIRY_EMAIL,
        "Valeria trabaja en el Hospital del Mar como enfermera",
        evidence="Vivo en Sants desde 2021 y trabajo en el Hospital del Mar como enfermera",
        speaker="Valeria",
    ),
    _r(
        "es",
        "coordination",
        True,
        ES_FESTIVAL_MINUTES,
        "Iker dará la charla a los voluntarios el vie 13 de junio",
        evidence="Iker actualizará el plano del recinto y dará la charla a los voluntarios el vie 13 de junio",
    ),
    # --- faithful: filler (2) ---
    _r(
        "es",
        "filler",
        True,
        ES_SHOULDER_PORTAL_MESSAGE,
        "El hombro está bastante mejor después de las 4 sesiones",
        evidence="el hombro está, eh, bastante mejor después de las 4 sesiones",
        speaker="Carmen",
    ),
    _r(
        "es",
        "filler",
        True,
        ES_BRACE_PORTAL_MESSAGE,
        "el alambre de arriba del aparato de Hugo se soltó otra vez anoche",
        evidence="pues eh el, el alambre de arriba del aparato de Hugo se soltó otra vez anoche",
    ),
    # --- negative: restriction_drop (4) ---
    # the pensioners' price filed under free swimming in general.
    _r(
        "es",
        "restriction_drop",
        False,
        ES_POOL_PRICES_JSON,
        "2,10 €",
        evidence='"nado_libre_jubilado": "2,10 €"',
        key="piscina_sant_andreu/precios/nado_libre",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        ES_MOVE_IN_EMAIL,
        "1.050 €/mes",
        evidence="El alquiler es de 1.050 €/mes durante el primer año",
        key="verdi_34/alquiler",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        ES_TRANSLATION_MINUTES,
        "0,12 €/palabra",
        evidence="urgente (<48 h) 0,12 €/palabra",
        key="traducciones_puente/rates/per_word",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        ES_POOL_CLOSURE_SMS,
        "El vaso grande está cerrado",
        evidence="el vaso grande está cerrado hoy",
    ),
    # --- negative: wrong_speaker (3) ---
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_MAIL_TICKET,
        "Andrés está de viaje en Lima hasta el viernes",
        evidence="Estoy de viaje en Lima hasta el viernes",
        speaker="Lucía",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_FLAT_ENQUIRY_EMAIL,
        "Pau tiene una gata pequeña",
        evidence="Tengo una gata pequeña",
        speaker="Valeria",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        ES_KENNEL_BOOKING_SMS,
        "Álvaro la recoge el día 23",
        evidence="yo la recojo el día 23",
        speaker="user",
    ),
    # --- negative: attribution (2) ---
    _r(
        "es",
        "attribution",
        False,
        ES_FESTIVAL_MINUTES,
        "Maite llevará la barra del escenario del bosque",
        evidence="Maite dijo que su cuñado llevará la barra del escenario del bosque",
    ),
    _r(
        "es",
        "attribution",
        False,
        ES_TRANSLATION_MINUTES,
        "Beatriz cree que el glosario de catalán está desactualizado",
        evidence="Beatriz comentó que el cliente cree que el glosario de catalán está desactualizado",
    ),
    # --- negative: tense (2) ---
    _r(
        "es",
        "tense",
        False,
        ES_SHOULDER_PORTAL_MESSAGE,
        "Carmen juega al pádel tres veces por semana",
        evidence="Antes jugaba al pádel tres veces por semana",
        speaker="Carmen",
    ),
    _r(
        "es",
        "tense",
        False,
        ES_NEW_STARTER_TICKET,
        "Diego se sienta en Contabilidad, puesto C-07",
        evidence="Diego se sentará en Contabilidad, puesto C-07",
    ),
    # --- negative: condition (2) ---
    _r(
        "es",
        "condition",
        False,
        ES_ORTHODONTIST_SMS,
        "se os cobrarán 20 €",
        evidence="A menos que anuléis con 24 h de antelación, se os cobrarán 20 €",
    ),
    _r(
        "es",
        "condition",
        False,
        ES_ART_SHOP_RECEIPT,
        "Se admiten devoluciones en 15 días con ticket",
        evidence="Se admiten devoluciones en 15 días con ticket, salvo artículos rebajados",
    ),
    # --- negative: negation (2) ---
    _r(
        "es",
        "negation",
        False,
        ES_MAIL_TICKET,
        "Entra por la app de Outlook",
        evidence="Entra por webmail, no por la app de Outlook",
    ),
    _r(
        "es",
        "negation",
        False,
        ES_SHOULDER_PORTAL_MESSAGE,
        "Carmen puede levantar el brazo por encima de la cabeza",
        evidence="no puedo levantar el brazo por encima de la cabeza",
        speaker="Carmen",
    ),
    # --- negative: scope (1) ---
    _r(
        "es",
        "scope",
        False,
        ES_SOLAR_QUOTE_JSON,
        "El tejado norte está en sombra por la tarde",
        evidence="La mayor parte del tejado norte está en sombra por la tarde",
    ),
    # --- negative: number (1) ---
    _r("es", "number", False, ES_ART_SHOP_RECEIPT, "Bloc Canson A3 16,40 €", evidence="Bloc Canson A3 x2   16,40 €"),
    # --- negative: stitch (1) ---
    _r(
        "es",
        "stitch",
        False,
        ES_FESTIVAL_MINUTES,
        "El toque de queda del escenario principal es a las 23:30 el domingo",
        evidence="El toque de queda del escenario principal es a las 23:30 viernes y sábado, a las 23:00 el domingo",
    ),
    # ================= Chinese =================
    # --- faithful: subspan (8) ---
    _r("zh", "subspan", True, ZH_BOAT_HIRE_SMS, "XH-70815", evidence="预订号XH-70815", key="西湖游船/预订/预订号"),
    _r(
        "zh",
        "subspan",
        True,
        ZH_POOL_PRICES_JSON,
        "booking@binjiangswim.example.cn",
        evidence='"邮箱": "booking@binjiangswim.example.cn"',
        key="binjiang_pool/email",
    ),
    _r(
        "zh",
        "subspan",
        True,
        ZH_POOL_PRICES_JSON,
        "¥35",
        evidence='"成人单次票": "¥35"',
        key="滨江游泳馆/票价/成人单次票",
    ),
    _r(
        "zh",
        "subspan",
        True,
        ZH_MOVE_IN_EMAIL,
        "138 0571 2294",
        evidence="周浩\n安居租房 西湖店 租赁顾问\n138 0571 2294",
        key="安居租房/周浩/电话",
    ),
    _r(
        "zh",
        "subspan",
        True,
        ZH_ORTHODONTIST_SMS,
        "10月8日（周三）下午4:15",
        evidence="乐乐的复诊时间为10月8日（周三）下午4:15",
        key="微笑正畸/乐乐/复诊时间",
    ),
    _r(
        "zh",
        "subspan",
        True,
        ZH_SOLAR_QUOTE_JSON,
        "GF-BJ-3307",
        evidence='"报价单号": "GF-BJ-3307"',
        key="user/solar/quote_ref",
    ),
    _r("zh", "subspan", True, ZH_ART_SHOP_RECEIPT, "¥290.25", evidence="实收   ¥290.25", key="画材天地/小票00574/实收"),
    _r(
        "zh",
        "subspan",
        True,
        ZH_TRANSLATION_MINUTES,
        "¥0.18/字",
        evidence="标准 ¥0.18/字",
        key="yiqiao_translation/rates/standard",
    ),
    # --- faithful: speaker (4) ---
    _r("zh", "speaker", True, ZH_VPN_TICKET, "陈宇航这周都在家办公", evidence="我这周都在家办公", speaker="陈宇航"),
    _r("zh", "speaker", True, ZH_BACK_PORTAL_MESSAGE, "张敏是会计", evidence="我是会计", speaker="张敏"),
    _r("zh", "speaker", True, ZH_FLAT_ENQUIRY_EMAIL, "住在西湖区", evidence="我住在西湖区", speaker="唐雨晴"),
    _r("zh", "speaker", True, ZH_KENNEL_BOOKING_SMS, "用户23号来接", evidence="我23号来接", speaker="user"),
    # --- faithful: list_item (3) ---
    _r(
        "zh",
        "list_item",
        True,
        ZH_FESTIVAL_MINUTES,
        "吴迪确认3个额外饮水点都已下单",
        evidence="吴迪确认发电机、移动厕所和3个额外饮水点都已下单",
    ),
    _r(
        "zh",
        "list_item",
        True,
        ZH_NEW_STARTER_TICKET,
        "郑浩然需要用友财务系统权限，11月3日（周一）起",
        evidence="郑浩然需要笔记本电脑、Outlook、Teams和用友财务系统权限，11月3日（周一）起",
    ),
    _r(
        "zh",
        "list_item",
        True,
        ZH_INSPECTION_RECEIPT,
        "本站检测3.5吨以下货车",
        evidence="本站检测小型汽车、3.5吨以下货车、摩托车和房车",
    ),
    # --- faithful: parenthetical (3) ---
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_MOVE_IN_EMAIL,
        "押金为9,600元，由我们公司托管",
        evidence="押金（两个月租金）为9,600元，由我们公司托管",
    ),
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_TRANSLATION_MINUTES,
        "丰禾制药的说明书周五6月6日交稿",
        evidence="丰禾制药的说明书（中译德，约4,200字）周五6月6日交稿",
    ),
    _r(
        "zh",
        "parenthetical",
        True,
        ZH_POOL_CLOSURE_SMS,
        "游泳培训课照常在教学池进行",
        evidence="游泳培训课（包括今晚6点的三级班）照常在教学池进行",
    ),
    # --- faithful: coordination (2) ---
    _r(
        "zh",
        "coordination",
        True,
        ZH_FLAT_ENQUIRY_EMAIL,
        "唐雨晴在浙大一院当放射科技师",
        evidence="我住在西湖区，在浙大一院当放射科技师",
        speaker="唐雨晴",
    ),
    _r(
        "zh",
        "coordination",
        True,
        ZH_FESTIVAL_MINUTES,
        "林悦会在6月6日（周五）给志愿者做培训",
        evidence="林悦会更新场地地图并在6月6日（周五）给志愿者做培训",
    ),
    # --- faithful: filler (2) ---
    _r(
        "zh",
        "filler",
        True,
        ZH_BACK_PORTAL_MESSAGE,
        "张敏的腰做完这3次治疗之后好多了",
        evidence="我的腰嗯……做完这3次治疗之后好多了",
        speaker="张敏",
    ),
    _r(
        "zh",
        "filler",
        True,
        ZH_BRACE_PORTAL_MESSAGE,
        "小宇牙套上面的钢丝昨晚又松了",
        evidence="那个……那个小宇牙套上面的钢丝昨晚又松了",
    ),
    # --- negative: restriction_drop (4) ---
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_POOL_PRICES_JSON,
        "¥20",
        evidence='"学生单次票": "¥20"',
        key="滨江游泳馆/票价/单次票",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_MOVE_IN_EMAIL,
        "每月4,800元",
        evidence="首年租金为每月4,800元",
        key="文三路128号/租金",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        ZH_TRANSLATION_MINUTES,
        "¥0.25/字",
        evidence="加急（48小时内）¥0.25/字",
        key="yiqiao_translation/rates/per_char",
    ),
    _r("zh", "restriction_drop", False, ZH_POOL_CLOSURE_SMS, "深水池暂停开放", evidence="今天深水池暂停开放"),
    # --- negative: wrong_speaker (3) ---
    _r(
        "zh", "wrong_speaker", False, ZH_VPN_TICKET, "刘婷这周都在家办公", evidence="我这周都在家办公", speaker="陈宇航"
    ),
    _r(
        "zh",
        "wrong_speaker",
        False,
        ZH_FLAT_ENQUIRY_EMAIL,
        "周经理养了一只小猫",
        evidence="我养了一只小猫",
        speaker="唐雨晴",
    ),
    _r("zh", "wrong_speaker", False, ZH_KENNEL_BOOKING_SMS, "小雯23号来接", evidence="我23号来接", speaker="user"),
    # --- negative: attribution (2) ---
    _r(
        "zh",
        "attribution",
        False,
        ZH_FESTIVAL_MINUTES,
        "马骁会负责森林舞台的酒水吧",
        evidence="马骁说他表哥会负责森林舞台的酒水吧",
    ),
    _r(
        "zh",
        "attribution",
        False,
        ZH_TRANSLATION_MINUTES,
        "何静认为西班牙语术语表已经过时",
        evidence="何静反映客户认为西班牙语术语表已经过时",
    ),
    # --- negative: tense (2) ---
    # 以前 marks a past habit; the value states it as present.
    _r("zh", "tense", False, ZH_BACK_PORTAL_MESSAGE, "张敏每周都跑步", evidence="我以前每周都跑步", speaker="张敏"),
    # 将 marks the future; the value states it as present.
    _r("zh", "tense", False, ZH_NEW_STARTER_TICKET, "郑浩然坐在财务部F-12工位", evidence="郑浩然将坐在财务部F-12工位"),
    # --- negative: condition (2) ---
    _r(
        "zh",
        "condition",
        False,
        ZH_ORTHODONTIST_SMS,
        "将收取50元费用",
        evidence="除非提前24小时取消，否则将收取50元费用",
    ),
    _r(
        "zh", "condition", False, ZH_ART_SHOP_RECEIPT, "凭小票28天内可退换", evidence="凭小票28天内可退换，特价商品除外"
    ),
    # --- negative: negation (2) ---
    _r("zh", "negation", False, ZH_VPN_TICKET, "用旧的Cisco客户端", evidence="不要用旧的Cisco客户端"),
    _r(
        "zh",
        "negation",
        False,
        ZH_BACK_PORTAL_MESSAGE,
        "张敏能久坐超过一小时",
        evidence="我不能久坐超过一小时",
        speaker="张敏",
    ),
    # --- negative: scope (1) ---
    _r("zh", "scope", False, ZH_SOLAR_QUOTE_JSON, "北面屋顶下午3点后有遮挡", evidence="北面屋顶大部分下午3点后有遮挡"),
    # --- negative: number (1) ---
    _r("zh", "number", False, ZH_ART_SHOP_RECEIPT, "康颂 A3 素描本 ¥96.00", evidence="康颂 A3 素描本 x2   ¥96.00"),
    # --- negative: stitch (1) ---
    _r(
        "zh",
        "stitch",
        False,
        ZH_FESTIVAL_MINUTES,
        "主舞台宵禁时间：周五、周六22:30",
        evidence="主舞台宵禁时间：周五、周六23:00，周日22:30",
    ),
]

BATCH_91: tuple[Realistic, ...] = tuple(_RECORDS)
