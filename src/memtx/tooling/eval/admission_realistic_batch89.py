"""The realistic set's eighty-ninth batch: a blind measurement of the merged admission rules (issue 31, brief B89).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b89, without reading the admission rule's code (`memtx.core` and everything in it),
the docs, any test or any other batch's records. What was read, and nothing else: the list of headings of DESIGN.md
and its §4 in full with its amendments; issue 31 (`issues show 31`); the record type `Realistic` and `_r` in
`admission_realistic_record.py`; and the first 60 lines of batch 41 (its docstring and first records, for the format
and the family names). No git, pytest, `memtx`, `check_support` or scorer was run; the only thing run was a small
script that imports this module and checks its counts, its spans and that it compiles.

Every source is invented here, in twelve domains, each in all three languages: dog groomers, bicycle repair shops,
opticians, rental-car desks, language exchange meetups, vet clinics, plumbing callouts, concert venues, co-working
spaces, driving test centres, ski schools and print shops. The registers are booking confirmations and receipts,
e-mail threads with quoted replies, customer-service chats with agent and customer turns, calendar invites, voicemail
transcripts (fillers and false starts kept), forum posts and notes pasted from a phone, written as people and systems
write them (abbreviations, emoji, run-ons, lower case).

The values are written as memory extractors write them: restated in the third person with the speaker's first name
(Zep/Graphiti) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); one item of a list
kept with the list's head and the rest of its clause (a number on the kept item stays); one conjunct of a shared
subject; an aside in brackets dropped; fillers and false starts dropped; or one atomic value (a booking code, e-mail,
phone number, URL, amount with its currency, date or time phrase, person's name) filed under a LangGraph-style key
(`scruffs_and_suds/booking/reference`, `miravista/javier_ortega/balance_due`, `大剧院/订单/订单号`; English keys over
Spanish and Chinese text too, and mem0-style `user/...`). Each negative sits beside a faithful record drawn from the
same source and is wrong in exactly one way §4 names: a restriction dropped (a time frame, a qualifier, or a key that
does not carry the evidence's time frame), the wrong person bound to a first-person pronoun, the tense changed, a
reporting frame dropped, a condition or exception dropped, a negator dropped, `only` dropped, a number dropped, or
tokens stitched across a sentence boundary.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 10, speaker 4, filler 2, list_item 2, coordination 2, parenthetical 2. Negative (18): restriction_drop 4,
wrong_speaker 3, tense 2, attribution 2, condition 2, negation 2, scope 1, number 1, stitch 1. Every evidence string
is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# --- English sources ---------------------------------------------------------------------------------------------

GROOMER_BOOKING_EN = (
    "Hi Priya! Your grooming appointment at Scruffs & Suds is confirmed 🐶\n"
    "Dog: Biscuit (cockapoo, 2 yrs)\nService: Full groom\nDate: Sat 14 Dec, 10:30am\nBooking ref: SSG-40718\n\n"
    "Full groom includes bath, blow-dry, breed-standard trim, nail clip and ear clean. "
    "If the coat is badly matted, de-matting is charged at £12 per 15 mins. "
    "Same-day cancellations lose the £10 deposit. See you soon! 🛁"
)

BIKE_REPAIR_CHAT_EN = (
    "Spoke Doctors Bike Repair · live chat\n"
    "Kemi (agent): Hi Dan, thanks for waiting! How can I help?\n"
    "Dan: hey dropped my bike off tues for the full service, any news?\n"
    "Kemi (agent): Yes! The full service covers brakes, gears, a chain clean and 2 new inner tubes. "
    "The mechanic says the rear derailleur hanger is bent, so that needs replacing too (£18).\n"
    "Dan: ok np. I commute by bike every day so need it back asap lol. I don't have a car\n"
    "Kemi (agent): It'll be ready Thursday after 3pm. Your job number is SD-2291 👍"
)

OPTICIAN_EMAIL_THREAD_EN = (
    "From: Hannah Cole <hannah.cole@brightsight-opticians.co.uk>\nTo: Raj Patel\nSubject: Re: varifocals ready?\n\n"
    "Hi Raj,\n\nGood news, your new varifocals have arrived. Your varifocals can be collected from the Headingley "
    "branch on weekdays, 9am–5:30pm. The balance due on collection is £145.00.\n\n"
    "Kind regards,\nHannah\nBrightSight Opticians\n\n"
    "> On Mon 2 Dec 2024, Raj Patel wrote:\n"
    "> Hi, any update on my glasses? I work late on Fridays so Saturdays would suit me better tbh."
)

CAR_HIRE_VOICEMAIL_EN = (
    "Voicemail · +44 161 496 0452 · 08:14 · 0:41\n"
    '"Hi, this is Gemma from Northway Car Hire at Manchester Airport, um, calling about your reservation, er, '
    "MAN-77K3Q. So the compact you booked isn't available on Friday, but we've, uh, upgraded you to an SUV at no "
    "extra charge. Pick-up's still 7am at Terminal 2. If you need a child seat that's nine pounds a day. "
    'Any questions give us a ring back on this number, thanks, bye."'
)

LANGUAGE_MEETUP_FORUM_EN = (
    "Leeds Language Swap › Meetups › Weekly tandem – new people welcome!\n\n"
    "Hey all! The Spanish–English tandem (we're a friendly bunch!) meets every Wednesday at 7pm at The Reading Room "
    "café on Call Lane. Beginners are welcome. The Thursday group is intermediate only, sorry 🙏 "
    "I moved here from Valencia last year and I teach Spanish at a secondary school in Chapel Allerton, so happy to "
    "help with grammar stuff. RSVP on meetup.com/leeds-lang-swap pls so we know numbers!\n— Marco"
)

VET_CALENDAR_INVITE_EN = (
    "Booster vaccination – Mochi 🐱\n"
    "When: Tue 7 Jan 2025, 16:20–16:40 (GMT)\n"
    "Where: Riverside Vets, 12 Kirkgate, Otley LS21\n"
    "Organizer: reception@riversidevets.example\n\n"
    "Notes: Please bring Mochi's vaccination card. Mochi should not be fed for 2 hours before the appointment if "
    "she gets travel sick. Nurse clinic appointments are free for Pet Health Club members."
)

PLUMBER_VOICEMAIL_EN = (
    "Voicemail transcript (auto) – Steve, Aqua Fix – 17:52\n"
    "\"Hiya, it's Steve from Aqua Fix Plumbing, um, returning your call about the leak under the kitchen sink. "
    "So, er, from the photos it's, it's probably the compression joint, not the pipe itself. "
    "I can come out Monday between 8 and 10. Callout's sixty quid, that covers the first half hour. "
    "I don't do gas work though, so for the boiler you'll want a Gas Safe engineer. "
    'My mobile is 07700 900318. Cheers."'
)

CONCERT_ORDER_CONFIRMATION_EN = (
    "ORDER CONFIRMED ✅\nThe Foundry, Sheffield — Lowlight + support\nSat 22 Feb 2025 · Doors 7:00pm\n"
    "Order no. FDY-558120 · 2 × Standing\nTotal charged: £57.90 (incl. £4.90 booking fee)\n\n"
    "Your tickets will appear in the app 48 hours before the show. Screenshots won't scan. "
    "Under-14s must be accompanied by an adult aged 18+. Re-entry is not permitted."
)

COWORKING_EMAIL_THREAD_EN = (
    "Subject: Re: Hot desk from February\n\nHi Tom,\n\n"
    "Great to hear you're joining us! Your hot-desk plan at Hive Works starts on 1 February and the front door code "
    "is 4827#. Meeting rooms can be booked in the app.\n\nCheers,\nAisha\nCommunity Manager · Hive Works\n\n"
    "> On 28 Jan, Tom Baker <tom@tombakerdraws.example> wrote:\n"
    "> Hi Aisha, I'm a freelance illustrator and I mostly work from home at the moment. I'd need somewhere quiet on "
    "Tuesdays and Thursdays. Do you have lockers?"
)

DRIVING_TEST_CONFIRMATION_EN = (
    "Driving test booking confirmed\n\nTest centre: Leeds (Harehills)\n"
    "Date and time: Wednesday 19 March 2025, 8:57am\nBooking reference: 48201937\n\n"
    "Your examiner will meet you in the waiting room (upstairs, opposite the lift) at the time of your test. "
    "You must bring your photocard driving licence. Your test will be cancelled if you do not bring it."
)

SKI_SCHOOL_CHAT_EN = (
    "Alpine Start Ski School – chat\n"
    "Nadia: hi! my daughter is 6, can she join group lessons in feb half term?\n"
    "Lucas (Alpine Start): Hi Nadia! Yes, the Snowflakes group is for ages 4–7. It runs 9:30–12:00, Monday to "
    "Friday. The Snowflakes group costs €245 for the week. Lift passes are extra.\n"
    "Nadia: ok and helmets?\n"
    "Lucas (Alpine Start): Helmets are compulsory for children and we lend them free with any lesson 🙂\n"
    "Nadia: perfect, book her in pls\n"
    "Lucas (Alpine Start): Done ✅ booking code ALP-6630"
)

PRINT_SHOP_RECEIPT_EN = (
    "INKWELL PRINT CO.\n14 Otley Rd, Leeds · VAT no. GB 123 4567 89\n\nReceipt IW-30417 · 03/12/2024 14:06\n"
    "250 x business cards, 400gsm matt, double-sided ..... £48.00\n"
    "50 x A3 posters, gloss ............................. £65.00\n"
    "Subtotal £113.00\nVAT 20% £22.60\nTOTAL £135.60\nPaid: Visa contactless\n\n"
    "Proofs were approved by email. Reprints are free if the fault is ours. Thank you!"
)

DRIVING_TEST_PHONE_NOTES_EN = (
    "driving test 🚗\n"
    "- booked Harehills, Wed 19 Mar 8:57am\n"
    "- instructor is Sue Barnes (Green Light Driving) 07700 900 771\n"
    "- Sue says the Harehills examiners are fair but strict on mirrors\n"
    "- I used to have lessons with Pete at Roadstar\n"
    "- I'm doing Pass Plus next month\n"
    "- bring licence!!!"
)

# --- Spanish sources ---------------------------------------------------------------------------------------------

GROOMER_WHATSAPP_CHAT_ES = (
    "WhatsApp · Guau&Co Peluquería Canina\n"
    "Lucía: Hola!! quería pedir cita para Trufa, es una caniche toy 🐩\n"
    "Guau&Co (Marga): Hola Lucía! Tenemos hueco el sábado 14 a las 10:30. El baño completo incluye corte, secado, "
    "limpieza de oídos y corte de uñas.\n"
    "Lucía: genial. Trufa tiene la piel sensible, usáis champú sin perfume?\n"
    "Guau&Co (Marga): Sí, en Guau&Co solo se usa champú hipoalergénico. Las cancelaciones del mismo día pierden la "
    "señal de 10 €. Te confirmo: código de reserva GC-7781 ✅"
)

BIKE_REPAIR_VOICEMAIL_ES = (
    "Buzón de voz · Taller de bicis Radios · 12:03 · 0:52\n"
    '"Hola, soy Andrés, del taller Radios, eh, te llamo por la bici que dejaste el martes. '
    "Pues, o sea, el mecánico dice que la patilla del cambio está doblada y hay que cambiarla. "
    "La revisión completa incluye frenos, cambios, limpieza de cadena y dos cámaras nuevas. "
    "Estará lista el jueves a partir de las cinco. Mi móvil es el 612 345 678, llámame cuando quieras. "
    'Venga, hasta luego."'
)

OPTICIAN_EMAIL_THREAD_ES = (
    "De: Elena Ibáñez <elena.ibanez@miravista.example>\nPara: Javier Ortega\nAsunto: RE: mis lentillas\n\n"
    "Hola Javier:\n\nTus lentillas mensuales ya han llegado. Las lentillas se pueden recoger de lunes a viernes de "
    "10:00 a 20:00 en la tienda de Ruzafa. El importe pendiente es de 62,50 €.\n\n"
    "Un saludo,\nElena\nÓptica Miravista\n\n"
    "> El 3 dic 2024, a las 23:48, Javier Ortega escribió:\n"
    "> Buenas, ¿se sabe algo de mis lentillas? Trabajo de noche en el hospital y solo puedo pasar por las mañanas."
)

CAR_HIRE_CONFIRMATION_ES = (
    "Confirmación de reserva – RentaSol Málaga Aeropuerto\n"
    "Localizador: RSM-55K21Q\n"
    "Recogida: vie 20 dic 2024, 09:00 – Terminal 3, planta 0\n"
    "Devolución: lun 23 dic 2024, 09:00\n"
    "Vehículo: Grupo B (Seat Ibiza o similar)\n"
    "Total pagado: 118,40 €\n\n"
    "La franquicia es de 900 €, salvo que contrate el seguro a todo riesgo. "
    "No se admiten tarjetas de débito para la fianza. El depósito debe devolverse lleno."
)

LANGUAGE_MEETUP_FORUM_ES = (
    "Foro Tándem Madrid › Quedadas › Intercambio español-inglés los martes\n\n"
    "¡Hola a todos! El intercambio (somos gente muy maja, lo prometo) se hace todos los martes a las 19:30 en el bar "
    "La Tertulia, calle Lavapiés 12. Es gratis, pero la mesa de francés es solo para nivel avanzado. "
    "Me mudé a Madrid desde Bristol hace dos años y doy clases de inglés en una academia de Chamberí, así que os "
    "puedo ayudar con los phrasal verbs jaja. Apuntaos en tandemmadrid.example/martes porfa.\n— Olivia"
)

VET_CALENDAR_INVITE_ES = (
    "Invitación: Revisión anual + vacuna – Coco (perro)\n"
    "Cuándo: jueves, 9 de enero de 2025 · 17:15 – 17:45\n"
    "Dónde: Clínica Veterinaria Los Álamos, Av. de Burgos 40, Valladolid\n"
    "Organizador: recepcion@losalamosvet.example\n\n"
    "Notas: Traed la cartilla de vacunación. Si Coco está tomando antibióticos, la vacuna se aplaza. "
    "La desparasitación es gratuita para los clientes del Plan Salud."
)

PLUMBER_PHONE_NOTES_ES = (
    "fontanero 🔧\n"
    "- Rubén (Fontanería Hermanos Gil): 655 12 34 90\n"
    "- desplazamiento 40 € + 25 €/hora\n"
    "- viene el lunes entre 8 y 10\n"
    "- dice que la fuga es de la llave de paso, no de la tubería\n"
    "- no trabaja con gas, para la caldera hay que llamar a otro\n"
    "- yo vivo en el 3ºB, el portero automático no funciona, que me llame al llegar"
)

CONCERT_TICKET_RECEIPT_ES = (
    "SALA REPLAY · Entradas\nPedido n.º RPL-204417\n"
    "Concierto: Las Medusas + invitados · sáb 1 feb 2025\nApertura de puertas 20:00 · Inicio 21:00\n"
    "2 × Entrada general ........ 44,00 €\nGastos de gestión ........ 3,30 €\nTotal ........ 47,30 €\n\n"
    "Las entradas se envían por email 72 horas antes del concierto. Menores de 16 años, solo acompañados de madre, "
    "padre o tutor. No se permite salir y volver a entrar."
)

COWORKING_EMAIL_THREAD_ES = (
    "Asunto: RE: Plaza fija en La Colmena\n\nHola Carmen:\n\n"
    "¡Bienvenida! Tu plaza fija en La Colmena Coworking empieza el 3 de febrero y el código del portal es 5190B. "
    "Las salas de reuniones se reservan desde la app.\n\nUn abrazo,\nIñaki\nLa Colmena Coworking\n\n"
    "> El 29 ene., Carmen Ruiz escribió:\n"
    "> Hola Iñaki, soy traductora autónoma y ahora mismo trabajo desde casa. Necesito un sitio tranquilo por las "
    "mañanas. ¿Tenéis taquillas?"
)

DRIVING_TEST_APPOINTMENT_ES = (
    "Cita previa – Examen práctico de conducir\n"
    "Centro de exámenes: Móstoles\n"
    "Fecha: miércoles 12 de marzo de 2025, 8:30\n"
    "N.º de expediente: 28-2024-118734\n\n"
    "El examinador te esperará en la zona de salida (junto a la caseta blanca) a la hora indicada. "
    "Debes traer el DNI en vigor. Si no lo traes, no podrás examinarte."
)

SKI_SCHOOL_CHAT_ES = (
    "Chat · Escuela de Esquí Nevasport\n"
    "Pablo: buenas, mi hijo tiene 8 años y nunca ha esquiado\n"
    "Nuria (Nevasport): ¡Hola Pablo! Tenemos el grupo Pingüinos para niños de 6 a 10 años, de 10:00 a 13:00. "
    "El grupo Pingüinos cuesta 210 € por semana. El forfait no está incluido.\n"
    "Pablo: vale, y el casco?\n"
    "Nuria (Nevasport): El casco es obligatorio para menores y lo prestamos gratis 😊\n"
    "Pablo: pues, eh, pues resérvame una plaza del 10 al 14 de febrero\n"
    "Nuria (Nevasport): Hecho, tu código es NVS-4402."
)

PRINT_SHOP_RECEIPT_ES = (
    "Imprenta Tinta Fresca – Factura simplificada FS-2024-0912\nFecha: 04/12/2024 11:20\n"
    "500 flyers A5, couché 135 g, a dos caras ..... 39,00 €\n"
    "100 tarjetas de visita ..... 18,00 €\n"
    "Base 57,00 € · IVA 21 % 11,97 € · TOTAL 68,97 €\n"
    "Forma de pago: tarjeta\n"
    "Las reimpresiones son gratuitas si el error es nuestro. Recogida en tienda a partir del viernes."
)

VET_VOICEMAIL_ES = (
    "Buzón de voz · Clínica Veterinaria Los Álamos · 09:41\n"
    '"Hola, buenos días, soy Marisa Llorente. Eh, llamo porque mi gata, o sea, Nube, eh, no come desde ayer. '
    "Vivo en Parquesol y no tengo coche, así que, bueno, ¿podríais venir a casa? "
    'Mi móvil es el 699 874 210. Gracias."'
)

# --- Chinese sources ---------------------------------------------------------------------------------------------

GROOMER_BOOKING_ZH = (
    "【毛孩子宠物美容】预约成功🐶\n宠物：豆豆（泰迪）\n项目：精致洗护套餐\n时间：12月14日（周六）10:30\n"
    "预约号：MHZ-20418\n"
    "精致洗护套餐包括洗澡、吹干、修剪造型、剪指甲和清洁耳朵。"
    "如毛发严重打结，开结按每15分钟30元另收。当天取消的预约不退定金。"
)

BIKE_REPAIR_CHAT_ZH = (
    "【飞轮单车维修·在线客服】\n"
    "客服小周：您好，您的车已经检查完了～\n"
    "顾客（陈浩）：怎么样？严重吗\n"
    "客服小周：师傅说后拨吊耳弯了，需要换一个，配件有现货。大保养包括刹车调校、变速调校、链条清洗和2条新内胎。\n"
    "顾客（陈浩）：好的。我每天骑车上班，越快越好😂 我没有车\n"
    "客服小周：周四下午3点以后可以取，工单号FL-5523。"
)

OPTICIAN_EMAIL_THREAD_ZH = (
    "发件人：明视眼镜 林晓 <linxiao@mingshi-optical.example>\n收件人：王磊\n主题：回复：配镜进度\n\n"
    "王先生您好：\n"
    "您的渐进多焦点眼镜已到店，工作日上午10点至晚上8点可到西湖店取件。尾款为380元。\n\n"
    "明视眼镜 林晓\n\n"
    "> 在 2024年12月2日，王磊 写道：\n"
    "> 你好，我的眼镜好了吗？我现在周末要加班，工作日晚上比较方便。"
)

CAR_HIRE_VOICEMAIL_ZH = (
    "语音留言转文字 · 08:14\n"
    "“喂您好，我是途安租车机场柜台的小刘，嗯，关于您的订单，呃，订单号SZ-88K21。"
    "就是您订的经济型车周五不能提供了，然后我们，嗯，给您免费升级成SUV。"
    "取车时间还是早上7点，在T3停车楼。如果需要儿童座椅是每天50元。有问题打回这个号码就行，谢谢，再见。”"
)

LANGUAGE_MEETUP_FORUM_ZH = (
    "【杭州语言交换】每周三中英交流角，欢迎新朋友！\n\n"
    "大家好！中英交流角（气氛很轻松，欢迎旁听）每周三晚上7点在南山路的慢读咖啡二楼举行。"
    "新手也欢迎，不过周四的日语组只招中级学员。"
    "我去年从成都搬来杭州，在一所中学教英语，语法问题可以问我哈😊 "
    "报名链接：hzlangswap.example/wed\n—— 小雨"
)

VET_CALENDAR_INVITE_ZH = (
    "日程邀请：年度疫苗 – 咪咪（猫）\n"
    "时间：2025年1月7日（周二）16:20–16:40\n"
    "地点：安心宠物医院（文三路店）\n"
    "组织者：reception@anxinpet.example\n\n"
    "备注：请带上疫苗本。如果咪咪晕车，到院前2小时不要喂食。会员洗牙享受八折优惠。"
)

PLUMBER_PHONE_NOTES_ZH = (
    "修水管📝\n"
    "- 师傅姓赵，电话 138 0571 2468\n"
    "- 上门费50元，前半小时包含在内\n"
    "- 周一上午8点到10点之间来\n"
    "- 赵师傅说水槽下面的接头漏水\n"
    "- 他不修燃气热水器\n"
    "- 我住在3单元502，门禁坏了，到了打我电话"
)

CONCERT_ORDER_CONFIRMATION_ZH = (
    "【大剧院票务】订单已确认\n订单号：DJY-7730215\n演出：《城南旧事》音乐会 2025年2月22日 19:30\n"
    "票档：2张 × 380元\n实付：760元\n\n"
    "电子票将于演出前48小时发送到您的手机。1.2米以下儿童谢绝入场。演出开始后不得再次入场。"
)

COWORKING_EMAIL_THREAD_ZH = (
    "主题：回复：固定工位\n\n周婷你好，\n\n"
    "欢迎加入！你在蜂巢空间的固定工位从2月1日开始，大门密码是4827#。会议室可以在App里预约。\n\n"
    "蜂巢空间 社区经理 阿杰\n\n"
    "> 在 2025年1月28日，周婷 写道：\n"
    "> 阿杰你好，我是自由插画师，目前主要在家办公。我以前在广告公司上班。"
    "我需要一个安静的地方，周二和周四用。有储物柜吗？"
)

DRIVING_TEST_NOTICE_ZH = (
    "【驾考预约成功】\n考场：杭州市第二机动车驾驶人考试中心\n科目：科目三\n时间：2025年3月19日 08:30\n"
    "预约编号：KS20250319-0457\n\n"
    "考试当天请携带身份证原件。考官会在候考大厅（东侧，靠近自助机）叫号。未带身份证的考生不能参加考试。"
)

SKI_SCHOOL_CHAT_ZH = (
    "【雪途滑雪学校·客服】\n"
    "顾客（李娜）：你好，我女儿6岁，可以报团体课吗？\n"
    "客服阿凯：可以的！雪花班适合4到7岁的小朋友，上午9:30到12:00，周一到周五。雪花班每周1680元，雪票另算。\n"
    "顾客（李娜）：头盔呢？\n"
    "客服阿凯：12岁以下必须戴头盔，报课的话免费借😊\n"
    "顾客（李娜）：好，帮我报名吧\n"
    "客服阿凯：好的，报名编号XT-6630✅"
)

PRINT_SHOP_RECEIPT_ZH = (
    "墨点图文打印 收款小票\n单号：MD-30417  2024-12-03 14:06\n"
    "名片 250张 双面 覆哑膜 ... 48.00\nA3海报 50张 ... 65.00\n合计：¥113.00\n支付方式：微信\n\n"
    "如果是我们的原因印错，免费重印。今天下午5点后可取。"
)

VET_VOICEMAIL_ZH = (
    "语音留言 · 安心宠物医院 · 09:41\n"
    "“喂，你好，我是张敏，嗯，团子，那个，团子从昨天开始就不吃东西了。"
    "我现在住在滨江区，我没有车，所以，呃，想问一下能不能上门看诊。"
    "我以前住在文三路附近，之前都是自己带过来的。我的手机是139 5712 0086，谢谢。”"
)

_RECORDS: list[Realistic] = [
    # ================================================ en ================================================
    # Scruffs & Suds booking confirmation
    _r(
        "en",
        "subspan",
        True,
        GROOMER_BOOKING_EN,
        "SSG-40718",
        evidence="Booking ref: SSG-40718",
        key="scruffs_and_suds/booking/reference",
    ),
    _r(
        "en",
        "list_item",
        True,
        GROOMER_BOOKING_EN,
        "Full groom includes nail clip",
        evidence="Full groom includes bath, blow-dry, breed-standard trim, nail clip and ear clean.",
    ),
    # "Same-day" restricts which cancellations lose the deposit.
    _r(
        "en",
        "restriction_drop",
        False,
        GROOMER_BOOKING_EN,
        "Cancellations lose the £10 deposit",
        evidence="Same-day cancellations lose the £10 deposit.",
    ),
    # Spoke Doctors chat (Dan is the customer, Kemi the agent)
    _r(
        "en",
        "list_item",
        True,
        BIKE_REPAIR_CHAT_EN,
        "The full service covers 2 new inner tubes",
        evidence="The full service covers brakes, gears, a chain clean and 2 new inner tubes.",
    ),
    _r(
        "en",
        "subspan",
        True,
        BIKE_REPAIR_CHAT_EN,
        "SD-2291",
        evidence="Your job number is SD-2291",
        key="spoke_doctors/repair/job_number",
    ),
    _r(
        "en",
        "speaker",
        True,
        BIKE_REPAIR_CHAT_EN,
        "Dan commutes by bike every day",
        evidence="I commute by bike every day",
        speaker="Dan",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        BIKE_REPAIR_CHAT_EN,
        "Kemi commutes by bike every day",
        evidence="I commute by bike every day",
        speaker="Dan",
    ),
    _r(
        "en",
        "attribution",
        False,
        BIKE_REPAIR_CHAT_EN,
        "The rear derailleur hanger is bent",
        evidence="The mechanic says the rear derailleur hanger is bent",
    ),
    # BrightSight e-mail thread; Raj writes the quoted reply
    _r(
        "en",
        "subspan",
        True,
        OPTICIAN_EMAIL_THREAD_EN,
        "hannah.cole@brightsight-opticians.co.uk",
        evidence="Hannah Cole <hannah.cole@brightsight-opticians.co.uk>",
        key="brightsight_opticians/hannah_cole/email",
    ),
    _r(
        "en",
        "restriction_drop",
        False,
        OPTICIAN_EMAIL_THREAD_EN,
        "Varifocals can be collected from the Headingley branch 9am–5:30pm",
        evidence="Your varifocals can be collected from the Headingley branch on weekdays, 9am–5:30pm.",
    ),
    _r(
        "en",
        "speaker",
        True,
        OPTICIAN_EMAIL_THREAD_EN,
        "Raj works late on Fridays",
        evidence="I work late on Fridays",
        speaker="Raj",
    ),
    _r(
        "en",
        "tense",
        False,
        OPTICIAN_EMAIL_THREAD_EN,
        "Raj worked late on Fridays",
        evidence="I work late on Fridays",
        speaker="Raj",
    ),
    # Northway Car Hire voicemail
    _r(
        "en",
        "filler",
        True,
        CAR_HIRE_VOICEMAIL_EN,
        "we've upgraded you to an SUV at no extra charge",
        evidence="we've, uh, upgraded you to an SUV at no extra charge",
    ),
    _r(
        "en",
        "negation",
        False,
        CAR_HIRE_VOICEMAIL_EN,
        "The compact you booked is available on Friday",
        evidence="the compact you booked isn't available on Friday",
    ),
    # Leeds Language Swap forum post, signed by Marco
    _r(
        "en",
        "parenthetical",
        True,
        LANGUAGE_MEETUP_FORUM_EN,
        "The Spanish–English tandem meets every Wednesday at 7pm at The Reading Room café on Call Lane",
        evidence=(
            "The Spanish–English tandem (we're a friendly bunch!) meets every Wednesday at 7pm at The Reading Room "
            "café on Call Lane."
        ),
    ),
    _r(
        "en",
        "coordination",
        True,
        LANGUAGE_MEETUP_FORUM_EN,
        "Marco teaches Spanish at a secondary school in Chapel Allerton",
        evidence=("I moved here from Valencia last year and I teach Spanish at a secondary school in Chapel Allerton"),
        speaker="Marco",
    ),
    _r(
        "en",
        "subspan",
        True,
        LANGUAGE_MEETUP_FORUM_EN,
        "meetup.com/leeds-lang-swap",
        evidence="RSVP on meetup.com/leeds-lang-swap",
        key="leeds_language_swap/rsvp_url",
    ),
    _r(
        "en",
        "scope",
        False,
        LANGUAGE_MEETUP_FORUM_EN,
        "The Thursday group is intermediate",
        evidence="The Thursday group is intermediate only",
    ),
    # The tandem's subject stitched onto the Thursday group's predicate, two sentences later.
    _r(
        "en",
        "stitch",
        False,
        LANGUAGE_MEETUP_FORUM_EN,
        "The Spanish–English tandem is intermediate only",
        evidence=(
            "The Spanish–English tandem (we're a friendly bunch!) meets every Wednesday at 7pm at The Reading Room "
            "café on Call Lane. Beginners are welcome. The Thursday group is intermediate only"
        ),
    ),
    # Riverside Vets calendar invite
    _r(
        "en",
        "subspan",
        True,
        VET_CALENDAR_INVITE_EN,
        "Tue 7 Jan 2025, 16:20–16:40",
        evidence="When: Tue 7 Jan 2025, 16:20–16:40",
        key="riverside_vets/mochi/booster_vaccination/when",
    ),
    _r(
        "en",
        "condition",
        False,
        VET_CALENDAR_INVITE_EN,
        "Mochi should not be fed for 2 hours before the appointment",
        evidence="Mochi should not be fed for 2 hours before the appointment if she gets travel sick.",
    ),
    # Aqua Fix voicemail, left by Steve
    _r(
        "en",
        "filler",
        True,
        PLUMBER_VOICEMAIL_EN,
        "From the photos it's probably the compression joint, not the pipe itself",
        evidence="So, er, from the photos it's, it's probably the compression joint, not the pipe itself.",
    ),
    _r(
        "en",
        "subspan",
        True,
        PLUMBER_VOICEMAIL_EN,
        "07700 900318",
        evidence="My mobile is 07700 900318",
        speaker="Steve",
        key="aqua_fix/steve/mobile",
    ),
    _r(
        "en",
        "negation",
        False,
        PLUMBER_VOICEMAIL_EN,
        "Steve does gas work",
        evidence="I don't do gas work though",
        speaker="Steve",
    ),
    # The Foundry order confirmation
    _r(
        "en",
        "subspan",
        True,
        CONCERT_ORDER_CONFIRMATION_EN,
        "FDY-558120",
        evidence="Order no. FDY-558120",
        key="the_foundry/lowlight_gig/order_number",
    ),
    _r(
        "en",
        "number",
        False,
        CONCERT_ORDER_CONFIRMATION_EN,
        "Tickets will appear in the app before the show",
        evidence="Your tickets will appear in the app 48 hours before the show.",
    ),
    # Hive Works e-mail thread; Tom writes the quoted message
    _r(
        "en",
        "speaker",
        True,
        COWORKING_EMAIL_THREAD_EN,
        "Tom is a freelance illustrator",
        evidence="I'm a freelance illustrator",
        speaker="Tom",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        COWORKING_EMAIL_THREAD_EN,
        "Aisha is a freelance illustrator",
        evidence="I'm a freelance illustrator",
        speaker="Tom",
    ),
    _r(
        "en",
        "coordination",
        True,
        COWORKING_EMAIL_THREAD_EN,
        "Tom mostly works from home at the moment",
        evidence="I'm a freelance illustrator and I mostly work from home at the moment",
        speaker="Tom",
    ),
    # "at the moment" is the time frame that makes the habit a current, temporary one.
    _r(
        "en",
        "restriction_drop",
        False,
        COWORKING_EMAIL_THREAD_EN,
        "Tom mostly works from home",
        evidence="I'm a freelance illustrator and I mostly work from home at the moment",
        speaker="Tom",
    ),
    # Driving test booking confirmation
    _r(
        "en",
        "parenthetical",
        True,
        DRIVING_TEST_CONFIRMATION_EN,
        "Your examiner will meet you in the waiting room at the time of your test",
        evidence=(
            "Your examiner will meet you in the waiting room (upstairs, opposite the lift) at the time of your test."
        ),
    ),
    # Alpine Start chat: the price is per week; only a key that says so carries the time frame.
    _r(
        "en",
        "subspan",
        True,
        SKI_SCHOOL_CHAT_EN,
        "€245",
        evidence="The Snowflakes group costs €245 for the week.",
        key="alpine_start/snowflakes_group/price_per_week",
    ),
    _r(
        "en",
        "restriction_drop",
        False,
        SKI_SCHOOL_CHAT_EN,
        "€245",
        evidence="The Snowflakes group costs €245 for the week.",
        key="alpine_start/snowflakes_group/price",
    ),
    # Inkwell Print Co. receipt
    _r(
        "en",
        "subspan",
        True,
        PRINT_SHOP_RECEIPT_EN,
        "£135.60",
        evidence="TOTAL £135.60",
        key="inkwell_print/receipt/total",
    ),
    _r(
        "en",
        "condition",
        False,
        PRINT_SHOP_RECEIPT_EN,
        "Reprints are free",
        evidence="Reprints are free if the fault is ours.",
    ),
    # Phone notes about the driving test (the user's own notes, mem0's User)
    _r(
        "en",
        "subspan",
        True,
        DRIVING_TEST_PHONE_NOTES_EN,
        "Sue Barnes",
        evidence="instructor is Sue Barnes",
        speaker="user",
        key="user/driving_instructor/name",
    ),
    _r(
        "en",
        "speaker",
        True,
        DRIVING_TEST_PHONE_NOTES_EN,
        "User is doing Pass Plus next month",
        evidence="I'm doing Pass Plus next month",
        speaker="user",
    ),
    _r(
        "en",
        "wrong_speaker",
        False,
        DRIVING_TEST_PHONE_NOTES_EN,
        "Sue is doing Pass Plus next month",
        evidence="I'm doing Pass Plus next month",
        speaker="user",
    ),
    _r(
        "en",
        "tense",
        False,
        DRIVING_TEST_PHONE_NOTES_EN,
        "User has lessons with Pete at Roadstar",
        evidence="I used to have lessons with Pete at Roadstar",
        speaker="user",
    ),
    _r(
        "en",
        "attribution",
        False,
        DRIVING_TEST_PHONE_NOTES_EN,
        "The Harehills examiners are fair but strict on mirrors",
        evidence="Sue says the Harehills examiners are fair but strict on mirrors",
    ),
    # ================================================ es ================================================
    # Guau&Co WhatsApp chat (Lucía the customer, Marga the groomer)
    _r(
        "es",
        "list_item",
        True,
        GROOMER_WHATSAPP_CHAT_ES,
        "El baño completo incluye limpieza de oídos",
        evidence="El baño completo incluye corte, secado, limpieza de oídos y corte de uñas.",
    ),
    _r(
        "es",
        "subspan",
        True,
        GROOMER_WHATSAPP_CHAT_ES,
        "GC-7781",
        evidence="código de reserva GC-7781",
        key="guau_and_co/booking/code",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        GROOMER_WHATSAPP_CHAT_ES,
        "Las cancelaciones pierden la señal de 10 €",
        evidence="Las cancelaciones del mismo día pierden la señal de 10 €.",
    ),
    _r(
        "es",
        "scope",
        False,
        GROOMER_WHATSAPP_CHAT_ES,
        "En Guau&Co se usa champú hipoalergénico",
        evidence="en Guau&Co solo se usa champú hipoalergénico.",
    ),
    # Taller Radios voicemail, left by Andrés
    _r(
        "es",
        "filler",
        True,
        BIKE_REPAIR_VOICEMAIL_ES,
        "El mecánico dice que la patilla del cambio está doblada",
        evidence="Pues, o sea, el mecánico dice que la patilla del cambio está doblada",
    ),
    _r(
        "es",
        "attribution",
        False,
        BIKE_REPAIR_VOICEMAIL_ES,
        "La patilla del cambio está doblada",
        evidence="el mecánico dice que la patilla del cambio está doblada",
    ),
    _r(
        "es",
        "list_item",
        True,
        BIKE_REPAIR_VOICEMAIL_ES,
        "La revisión completa incluye dos cámaras nuevas",
        evidence="La revisión completa incluye frenos, cambios, limpieza de cadena y dos cámaras nuevas.",
    ),
    _r(
        "es",
        "subspan",
        True,
        BIKE_REPAIR_VOICEMAIL_ES,
        "612 345 678",
        evidence="Mi móvil es el 612 345 678",
        speaker="Andrés",
        key="radios_bike_shop/andres/mobile",
    ),
    # Óptica Miravista e-mail thread; Javier writes the quoted reply
    _r(
        "es",
        "subspan",
        True,
        OPTICIAN_EMAIL_THREAD_ES,
        "62,50 €",
        evidence="El importe pendiente es de 62,50 €.",
        key="miravista/javier_ortega/balance_due",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        OPTICIAN_EMAIL_THREAD_ES,
        "Las lentillas se pueden recoger de 10:00 a 20:00 en la tienda de Ruzafa",
        evidence=("Las lentillas se pueden recoger de lunes a viernes de 10:00 a 20:00 en la tienda de Ruzafa."),
    ),
    _r(
        "es",
        "speaker",
        True,
        OPTICIAN_EMAIL_THREAD_ES,
        "Javier trabaja de noche en el hospital",
        evidence="Trabajo de noche en el hospital",
        speaker="Javier",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        OPTICIAN_EMAIL_THREAD_ES,
        "Elena trabaja de noche en el hospital",
        evidence="Trabajo de noche en el hospital",
        speaker="Javier",
    ),
    _r(
        "es",
        "tense",
        False,
        OPTICIAN_EMAIL_THREAD_ES,
        "Javier trabajaba de noche en el hospital",
        evidence="Trabajo de noche en el hospital",
        speaker="Javier",
    ),
    # RentaSol booking confirmation
    _r(
        "es",
        "subspan",
        True,
        CAR_HIRE_CONFIRMATION_ES,
        "RSM-55K21Q",
        evidence="Localizador: RSM-55K21Q",
        key="rentasol/reservation/locator",
    ),
    _r(
        "es",
        "condition",
        False,
        CAR_HIRE_CONFIRMATION_ES,
        "La franquicia es de 900 €",
        evidence="La franquicia es de 900 €, salvo que contrate el seguro a todo riesgo.",
    ),
    _r(
        "es",
        "negation",
        False,
        CAR_HIRE_CONFIRMATION_ES,
        "Se admiten tarjetas de débito para la fianza",
        evidence="No se admiten tarjetas de débito para la fianza.",
    ),
    # Foro Tándem Madrid, signed by Olivia
    _r(
        "es",
        "parenthetical",
        True,
        LANGUAGE_MEETUP_FORUM_ES,
        "El intercambio se hace todos los martes a las 19:30 en el bar La Tertulia",
        evidence=(
            "El intercambio (somos gente muy maja, lo prometo) se hace todos los martes a las 19:30 en el bar "
            "La Tertulia"
        ),
    ),
    _r(
        "es",
        "coordination",
        True,
        LANGUAGE_MEETUP_FORUM_ES,
        "Olivia da clases de inglés en una academia de Chamberí",
        evidence=("Me mudé a Madrid desde Bristol hace dos años y doy clases de inglés en una academia de Chamberí"),
        speaker="Olivia",
    ),
    _r(
        "es",
        "subspan",
        True,
        LANGUAGE_MEETUP_FORUM_ES,
        "tandemmadrid.example/martes",
        evidence="Apuntaos en tandemmadrid.example/martes",
        key="tandem_madrid/signup_url",
    ),
    _r(
        "es",
        "stitch",
        False,
        LANGUAGE_MEETUP_FORUM_ES,
        "El intercambio es solo para nivel avanzado",
        evidence=(
            "El intercambio (somos gente muy maja, lo prometo) se hace todos los martes a las 19:30 en el bar "
            "La Tertulia, calle Lavapiés 12. Es gratis, pero la mesa de francés es solo para nivel avanzado"
        ),
    ),
    # Los Álamos calendar invite
    _r(
        "es",
        "subspan",
        True,
        VET_CALENDAR_INVITE_ES,
        "jueves, 9 de enero de 2025",
        evidence="Cuándo: jueves, 9 de enero de 2025",
        key="los_alamos_vet/coco/checkup/date",
    ),
    # Fontanero notes (the user's own notes, mem0's Usuario)
    _r(
        "es",
        "subspan",
        True,
        PLUMBER_PHONE_NOTES_ES,
        "655 12 34 90",
        evidence="Rubén (Fontanería Hermanos Gil): 655 12 34 90",
        key="fontaneria_hermanos_gil/ruben/phone",
    ),
    _r(
        "es",
        "attribution",
        False,
        PLUMBER_PHONE_NOTES_ES,
        "La fuga es de la llave de paso",
        evidence="dice que la fuga es de la llave de paso",
    ),
    _r(
        "es",
        "speaker",
        True,
        PLUMBER_PHONE_NOTES_ES,
        "Usuario vive en el 3ºB",
        evidence="yo vivo en el 3ºB",
        speaker="user",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        PLUMBER_PHONE_NOTES_ES,
        "Rubén vive en el 3ºB",
        evidence="yo vivo en el 3ºB",
        speaker="user",
    ),
    # Sala Replay ticket receipt
    _r(
        "es",
        "subspan",
        True,
        CONCERT_TICKET_RECEIPT_ES,
        "RPL-204417",
        evidence="Pedido n.º RPL-204417",
        key="sala_replay/order/number",
    ),
    _r(
        "es",
        "number",
        False,
        CONCERT_TICKET_RECEIPT_ES,
        "Las entradas se envían por email antes del concierto",
        evidence="Las entradas se envían por email 72 horas antes del concierto.",
    ),
    # La Colmena e-mail thread; Carmen writes the quoted message
    _r(
        "es",
        "speaker",
        True,
        COWORKING_EMAIL_THREAD_ES,
        "Carmen es traductora autónoma",
        evidence="soy traductora autónoma",
        speaker="Carmen",
    ),
    _r(
        "es",
        "wrong_speaker",
        False,
        COWORKING_EMAIL_THREAD_ES,
        "Iñaki es traductora autónoma",
        evidence="soy traductora autónoma",
        speaker="Carmen",
    ),
    _r(
        "es",
        "coordination",
        True,
        COWORKING_EMAIL_THREAD_ES,
        "Carmen ahora mismo trabaja desde casa",
        evidence="soy traductora autónoma y ahora mismo trabajo desde casa",
        speaker="Carmen",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        COWORKING_EMAIL_THREAD_ES,
        "Carmen trabaja desde casa",
        evidence="soy traductora autónoma y ahora mismo trabajo desde casa",
        speaker="Carmen",
    ),
    # Examen práctico: appointment
    _r(
        "es",
        "parenthetical",
        True,
        DRIVING_TEST_APPOINTMENT_ES,
        "El examinador te esperará en la zona de salida a la hora indicada",
        evidence=("El examinador te esperará en la zona de salida (junto a la caseta blanca) a la hora indicada."),
    ),
    # Nevasport chat: the price is per week
    _r(
        "es",
        "subspan",
        True,
        SKI_SCHOOL_CHAT_ES,
        "210 €",
        evidence="El grupo Pingüinos cuesta 210 € por semana.",
        key="nevasport/pinguinos_group/price_per_week",
    ),
    _r(
        "es",
        "restriction_drop",
        False,
        SKI_SCHOOL_CHAT_ES,
        "210 €",
        evidence="El grupo Pingüinos cuesta 210 € por semana.",
        key="nevasport/pinguinos_group/price",
    ),
    # Tinta Fresca receipt
    _r(
        "es",
        "subspan",
        True,
        PRINT_SHOP_RECEIPT_ES,
        "68,97 €",
        evidence="TOTAL 68,97 €",
        key="tinta_fresca/invoice/total",
    ),
    _r(
        "es",
        "condition",
        False,
        PRINT_SHOP_RECEIPT_ES,
        "Las reimpresiones son gratuitas",
        evidence="Las reimpresiones son gratuitas si el error es nuestro.",
    ),
    # Los Álamos voicemail, left by Marisa
    _r("es", "filler", True, VET_VOICEMAIL_ES, "Nube no come desde ayer", evidence="Nube, eh, no come desde ayer"),
    _r(
        "es",
        "speaker",
        True,
        VET_VOICEMAIL_ES,
        "Marisa vive en Parquesol",
        evidence="Vivo en Parquesol",
        speaker="Marisa",
    ),
    _r(
        "es",
        "tense",
        False,
        VET_VOICEMAIL_ES,
        "Marisa vivía en Parquesol",
        evidence="Vivo en Parquesol",
        speaker="Marisa",
    ),
    _r("es", "negation", False, VET_VOICEMAIL_ES, "Marisa tiene coche", evidence="no tengo coche", speaker="Marisa"),
    # ================================================ zh ================================================
    # 毛孩子 booking confirmation
    _r(
        "zh",
        "list_item",
        True,
        GROOMER_BOOKING_ZH,
        "精致洗护套餐包括剪指甲",
        evidence="精致洗护套餐包括洗澡、吹干、修剪造型、剪指甲和清洁耳朵",
    ),
    _r("zh", "subspan", True, GROOMER_BOOKING_ZH, "MHZ-20418", evidence="预约号：MHZ-20418", key="毛孩子/预约/预约号"),
    _r("zh", "restriction_drop", False, GROOMER_BOOKING_ZH, "取消的预约不退定金", evidence="当天取消的预约不退定金"),
    # 飞轮单车 chat (陈浩 the customer, 小周 the agent)
    _r(
        "zh",
        "list_item",
        True,
        BIKE_REPAIR_CHAT_ZH,
        "大保养包括2条新内胎",
        evidence="大保养包括刹车调校、变速调校、链条清洗和2条新内胎",
    ),
    _r("zh", "speaker", True, BIKE_REPAIR_CHAT_ZH, "陈浩每天骑车上班", evidence="我每天骑车上班", speaker="陈浩"),
    _r(
        "zh", "wrong_speaker", False, BIKE_REPAIR_CHAT_ZH, "小周每天骑车上班", evidence="我每天骑车上班", speaker="陈浩"
    ),
    _r(
        "zh",
        "subspan",
        True,
        BIKE_REPAIR_CHAT_ZH,
        "FL-5523",
        evidence="工单号FL-5523",
        key="feilun_bike_repair/job_number",
    ),
    _r("zh", "attribution", False, BIKE_REPAIR_CHAT_ZH, "后拨吊耳弯了", evidence="师傅说后拨吊耳弯了"),
    # 明视眼镜 e-mail thread
    _r(
        "zh",
        "subspan",
        True,
        OPTICIAN_EMAIL_THREAD_ZH,
        "linxiao@mingshi-optical.example",
        evidence="林晓 <linxiao@mingshi-optical.example>",
        key="明视眼镜/林晓/邮箱",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        OPTICIAN_EMAIL_THREAD_ZH,
        "上午10点至晚上8点可到西湖店取件",
        evidence="工作日上午10点至晚上8点可到西湖店取件",
    ),
    # 途安租车 voicemail
    _r(
        "zh",
        "subspan",
        True,
        CAR_HIRE_VOICEMAIL_ZH,
        "SZ-88K21",
        evidence="订单号SZ-88K21",
        key="tuan_car_hire/booking/reference",
    ),
    _r(
        "zh", "filler", True, CAR_HIRE_VOICEMAIL_ZH, "我们给您免费升级成SUV", evidence="然后我们，嗯，给您免费升级成SUV"
    ),
    _r(
        "zh",
        "negation",
        False,
        CAR_HIRE_VOICEMAIL_ZH,
        "您订的经济型车周五能提供",
        evidence="您订的经济型车周五不能提供了",
    ),
    # 杭州语言交换 forum post, signed by 小雨
    _r(
        "zh",
        "parenthetical",
        True,
        LANGUAGE_MEETUP_FORUM_ZH,
        "中英交流角每周三晚上7点在南山路的慢读咖啡二楼举行",
        evidence="中英交流角（气氛很轻松，欢迎旁听）每周三晚上7点在南山路的慢读咖啡二楼举行",
    ),
    _r(
        "zh",
        "coordination",
        True,
        LANGUAGE_MEETUP_FORUM_ZH,
        "小雨在一所中学教英语",
        evidence="我去年从成都搬来杭州，在一所中学教英语",
        speaker="小雨",
    ),
    _r(
        "zh",
        "subspan",
        True,
        LANGUAGE_MEETUP_FORUM_ZH,
        "hzlangswap.example/wed",
        evidence="报名链接：hzlangswap.example/wed",
        key="hangzhou_lang_swap/signup_url",
    ),
    _r("zh", "scope", False, LANGUAGE_MEETUP_FORUM_ZH, "周四的日语组招中级学员", evidence="周四的日语组只招中级学员"),
    _r(
        "zh",
        "stitch",
        False,
        LANGUAGE_MEETUP_FORUM_ZH,
        "中英交流角只招中级学员",
        evidence=(
            "中英交流角（气氛很轻松，欢迎旁听）每周三晚上7点在南山路的慢读咖啡二楼举行。"
            "新手也欢迎，不过周四的日语组只招中级学员"
        ),
    ),
    # 安心宠物医院 calendar invite
    _r(
        "zh",
        "subspan",
        True,
        VET_CALENDAR_INVITE_ZH,
        "2025年1月7日（周二）16:20–16:40",
        evidence="时间：2025年1月7日（周二）16:20–16:40",
        key="安心宠物医院/咪咪/疫苗/时间",
    ),
    _r(
        "zh",
        "condition",
        False,
        VET_CALENDAR_INVITE_ZH,
        "到院前2小时不要喂食",
        evidence="如果咪咪晕车，到院前2小时不要喂食",
    ),
    # 修水管 notes (the user's own notes, mem0's 用户)
    _r(
        "zh",
        "subspan",
        True,
        PLUMBER_PHONE_NOTES_ZH,
        "138 0571 2468",
        evidence="师傅姓赵，电话 138 0571 2468",
        speaker="user",
        key="user/plumber_zhao/phone",
    ),
    _r("zh", "attribution", False, PLUMBER_PHONE_NOTES_ZH, "水槽下面的接头漏水", evidence="赵师傅说水槽下面的接头漏水"),
    _r("zh", "speaker", True, PLUMBER_PHONE_NOTES_ZH, "用户住在3单元502", evidence="我住在3单元502", speaker="user"),
    _r(
        "zh",
        "wrong_speaker",
        False,
        PLUMBER_PHONE_NOTES_ZH,
        "赵师傅住在3单元502",
        evidence="我住在3单元502",
        speaker="user",
    ),
    # 大剧院 order confirmation
    _r(
        "zh",
        "subspan",
        True,
        CONCERT_ORDER_CONFIRMATION_ZH,
        "DJY-7730215",
        evidence="订单号：DJY-7730215",
        key="大剧院/订单/订单号",
    ),
    _r(
        "zh",
        "number",
        False,
        CONCERT_ORDER_CONFIRMATION_ZH,
        "电子票将于演出前发送到您的手机",
        evidence="电子票将于演出前48小时发送到您的手机",
    ),
    # 蜂巢空间 e-mail thread; 周婷 writes the quoted message
    _r("zh", "speaker", True, COWORKING_EMAIL_THREAD_ZH, "周婷是自由插画师", evidence="我是自由插画师", speaker="周婷"),
    _r(
        "zh",
        "wrong_speaker",
        False,
        COWORKING_EMAIL_THREAD_ZH,
        "阿杰是自由插画师",
        evidence="我是自由插画师",
        speaker="周婷",
    ),
    _r(
        "zh",
        "coordination",
        True,
        COWORKING_EMAIL_THREAD_ZH,
        "周婷目前主要在家办公",
        evidence="我是自由插画师，目前主要在家办公",
        speaker="周婷",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        COWORKING_EMAIL_THREAD_ZH,
        "周婷主要在家办公",
        evidence="我是自由插画师，目前主要在家办公",
        speaker="周婷",
    ),
    _r(
        "zh",
        "tense",
        False,
        COWORKING_EMAIL_THREAD_ZH,
        "周婷在广告公司上班",
        evidence="我以前在广告公司上班",
        speaker="周婷",
    ),
    # 驾考 notice
    _r(
        "zh",
        "parenthetical",
        True,
        DRIVING_TEST_NOTICE_ZH,
        "考官会在候考大厅叫号",
        evidence="考官会在候考大厅（东侧，靠近自助机）叫号",
    ),
    # 雪途滑雪学校 chat: the price is per week
    _r(
        "zh",
        "subspan",
        True,
        SKI_SCHOOL_CHAT_ZH,
        "1680元",
        evidence="雪花班每周1680元",
        key="雪途滑雪学校/雪花班/每周价格",
    ),
    _r(
        "zh",
        "restriction_drop",
        False,
        SKI_SCHOOL_CHAT_ZH,
        "1680元",
        evidence="雪花班每周1680元",
        key="雪途滑雪学校/雪花班/价格",
    ),
    # 墨点图文 receipt
    _r("zh", "subspan", True, PRINT_SHOP_RECEIPT_ZH, "¥113.00", evidence="合计：¥113.00", key="墨点图文/订单/合计"),
    _r("zh", "condition", False, PRINT_SHOP_RECEIPT_ZH, "免费重印", evidence="如果是我们的原因印错，免费重印"),
    # 安心宠物医院 voicemail, left by 张敏
    _r(
        "zh",
        "filler",
        True,
        VET_VOICEMAIL_ZH,
        "团子从昨天开始就不吃东西了",
        evidence="团子，那个，团子从昨天开始就不吃东西了",
    ),
    _r("zh", "speaker", True, VET_VOICEMAIL_ZH, "张敏现在住在滨江区", evidence="我现在住在滨江区", speaker="张敏"),
    _r("zh", "tense", False, VET_VOICEMAIL_ZH, "张敏住在文三路附近", evidence="我以前住在文三路附近", speaker="张敏"),
    _r("zh", "negation", False, VET_VOICEMAIL_ZH, "张敏有车", evidence="我没有车", speaker="张敏"),
]

BATCH_89: tuple[Realistic, ...] = tuple(_RECORDS)
