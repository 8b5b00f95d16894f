"""The realistic set's twelfth batch: extractor outputs written blind (issue 31, brief W), in English, Spanish, Chinese.

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written blind on 2026-12-05 by helper W, before reading the admission rule (`memtx.core`), `docs/admission.md` or the
dev split's records: user chat messages, support chats and tool outputs (order, hotel, flight, shop confirmations)
the way chat-model memory writers turn them into keyed values. Fresh names and topics. Each hard positive sits beside
a hard negative of the same shape with one restriction (a condition, negation, time frame, modifier, past, another
owner, a correction, a scope word, a truncated identifier).

Blind score (the rules of main at 7b4b116, scored once after the labels were committed, `evaluate_realistic`):
recall 47/71 = 0.662 (en 16/23, es 18/24, zh 13/24); by family subspan 23/29, parenthetical 1/12, list item 7/12,
filler 4/6, coordination 6/6, speaker 6/6; false accepts 0/58 (subspan_restricted 0/28, identifier 0/6, list_scope
0/6, parenthetical_restrictive 0/6, wrong_speaker, speaker_tense, negation and hedge 0/3 each).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
OWEN, IMOGEN, DECLAN, WREN = "Owen", "Imogen", "Declan", "Wren"
ITZIAR, RODRIGO, MAITE, GONZALO = "Itziar", "Rodrigo", "Maite", "Gonzalo"
XIAOWAN, LAOZHOU, AJIE, XIAOTONG = "小婉", "老周", "阿杰", "陈晓彤"

BATCH_12: tuple[Realistic, ...] = (
    # ----------------------------------------------------------------------------------------------- English
    # en subspan: a typed value (e-mail, tracking number, phone, URL) under its key, beside the same shape restricted
    _r(_EN, "subspan", V, "Hi! Sure, my email is owen.hartley84@gmail.com, and the order went in last Tuesday I think",
       "owen.hartley84@gmail.com", evidence="my email is owen.hartley84@gmail.com", speaker=OWEN, key="owen/email"),
    _r(_EN, "subspan_restricted", N, "my old email was owen.h@btinternet.com but i dont check it anymore",
       "owen.h@btinternet.com", evidence="my old email was owen.h@btinternet.com", speaker=OWEN, key="owen/email"),
    _r(_EN, "subspan", V, "Your order #A7731-2290 has shipped 📦\nCarrier: USPS\nTracking number: 9400 1112 0203 4455 "
       "6677 88\nEstimated delivery: Fri, Jan 9", "9400 1112 0203 4455 6677 88",
       evidence="Tracking number: 9400 1112 0203 4455 6677 88", key="order/tracking_number"),
    _r(_EN, "subspan_restricted", N, "Update on your order: the original tracking number 1Z84X0917733 is no longer "
       "valid, a new one will be emailed separately.", "1Z84X0917733",
       evidence="the original tracking number 1Z84X0917733 is no longer valid", key="order/tracking_number"),
    _r(_EN, "subspan", V, "My mobile's 07700 900461 — landline's basically dead", "07700 900461",
       evidence="My mobile's 07700 900461", speaker=DECLAN, key="declan/phone"),
    _r(_EN, "subspan_restricted", N, "My work mobile is 07700 900983, please don't use it for personal stuff",
       "07700 900983", evidence="My work mobile is 07700 900983", speaker=DECLAN, key="declan/phone"),
    _r(_EN, "subspan", V, "my portfolio's at https://wrenmakes.studio — still updating it tho",
       "https://wrenmakes.studio", evidence="my portfolio's at https://wrenmakes.studio", speaker=WREN,
       key="wren/portfolio_url"),
    _r(_EN, "subspan_restricted", N, "my sister's portfolio is at https://ivymakes.art if you want a second designer",
       "https://ivymakes.art", evidence="my sister's portfolio is at https://ivymakes.art", speaker=WREN,
       key="wren/portfolio_url"),
    # en subspan: a date, an amount, a name, a noun phrase under its key, beside the same shape restricted
    _r(_EN, "subspan", V, "hey quick one, can you remember my birthday is 14 March? my partner keeps forgetting lol",
       "14 March", evidence="my birthday is 14 March", speaker=IMOGEN, key="user/birthday"),
    _r(_EN, "subspan_restricted", N, "My son's birthday is 2 June, mine's in October", "2 June",
       evidence="My son's birthday is 2 June", speaker=IMOGEN, key="user/birthday"),
    _r(_EN, "subspan", V, "Booking confirmed — Harbourview Inn, Deluxe Double. Check-in: 2027-02-18 (from 3:00 PM). "
       "Check-out: 2027-02-21 (by 11:00 AM).", "2027-02-18", evidence="Check-in: 2027-02-18",
       key="hotel/checkin_date"),
    _r(_EN, "subspan_restricted", N, "Standard check-in is 18 Feb; early check-in on 17 Feb is available only for "
       "Gold members.", "17 Feb", evidence="early check-in on 17 Feb is available only for Gold members",
       key="hotel/checkin_date"),
    _r(_EN, "subspan", V, "Paid £1,240 for the flights in the end, ugh, but at least they're direct", "£1,240",
       evidence="Paid £1,240 for the flights", speaker=OWEN, key="owen/flights_cost"),
    _r(_EN, "subspan_restricted", N, "The flights would've been £1,600 if we'd waited till March", "£1,600",
       speaker=OWEN, key="owen/flights_cost"),
    _r(_EN, "subspan", V, "My vet is called Dr. Anneliese Varga, she's brilliant with nervous cats",
       "Dr. Anneliese Varga", evidence="My vet is called Dr. Anneliese Varga", speaker=WREN, key="wren/vet"),
    _r(_EN, "subspan_restricted", N, "Our old vet was Dr. Pieter Hals, before we moved to Leith", "Dr. Pieter Hals",
       evidence="Our old vet was Dr. Pieter Hals", speaker=WREN, key="wren/vet"),
    _r(_EN, "subspan", V, "My car is a grey 2016 Skoda Octavia estate, reg starts with KX",
       "a grey 2016 Skoda Octavia estate", evidence="My car is a grey 2016 Skoda Octavia estate", speaker=DECLAN,
       key="declan/car"),
    _r(_EN, "subspan_restricted", N, "My car until last spring was a 2009 Ford Fiesta", "a 2009 Ford Fiesta",
       speaker=DECLAN, key="declan/car"),
    # en subspan_restricted: a correction "not X but Y" — X is the value refused
    _r(_EN, "subspan_restricted", N, "Sorry, typo in my address — the postcode is not BS1 4DJ but BS1 4DL", "BS1 4DJ",
       evidence="the postcode is not BS1 4DJ but BS1 4DL", speaker=DECLAN, key="declan/postcode"),
    # en identifier: a truncated e-mail address and URL
    _r(_EN, "identifier", N, "Invoice questions → billing@harbourview-inn.co.uk (Mon–Fri)",
       "billing@harbourview-inn.co", evidence="billing@harbourview-inn.co.uk", key="hotel/billing_email"),
    _r(_EN, "identifier", N, "Book a check-up slot here: https://calendly.com/dr-varga/checkup",
       "https://calendly.com/dr-varga", evidence="https://calendly.com/dr-varga/checkup", key="vet/booking_link"),
    # en list_item: one item of a coordinated list (a number on the item stays), beside an item under a scope word
    _r(_EN, "list_item", V, "im allergic to penicillin, latex and kiwi fruit fyi", "Imogen is allergic to latex",
       evidence="im allergic to penicillin, latex and kiwi fruit", speaker=IMOGEN),
    _r(_EN, "list_item", V, "We accept Visa, Mastercard, Amex and Apple Pay. Sorry, no cash!", "We accept Apple Pay",
       evidence="We accept Visa, Mastercard, Amex and Apple Pay."),
    _r(_EN, "list_item", V, "I have two cats, a rabbit and a tortoise called Sheldon", "Declan has two cats",
       speaker=DECLAN),
    _r(_EN, "list_item", V, "The package includes breakfast, airport transfers and a free spa session.",
       "The package includes airport transfers"),
    _r(_EN, "list_scope", N, "We accept all major cards except Amex and Diners.", "We accept Amex"),
    _r(_EN, "list_scope", N, "I only eat chicken, fish and eggs, no red meat", "Declan eats fish",
       evidence="I only eat chicken, fish and eggs", speaker=DECLAN),
    # en parenthetical: an aside (brackets, dashes) left out, beside an aside that restricts the clause
    _r(_EN, "parenthetical", V, "I'm flying out (finally!!) on the 3rd", "Owen is flying out on the 3rd",
       speaker=OWEN),
    _r(_EN, "parenthetical", V, "Your table for 4 (indoor, window requested) is confirmed for 7:30 PM.",
       "Your table for 4 is confirmed for 7:30 PM."),
    _r(_EN, "parenthetical", V, "My landlord — a retired teacher, very chatty — lives downstairs",
       "My landlord lives downstairs", speaker=WREN),
    _r(_EN, "parenthetical", V, "The refund (£86.40) was issued to your original payment method.",
       "The refund was issued to your original payment method."),
    _r(_EN, "parenthetical_restrictive", N, "The gym is open 24/7 (except bank holidays).", "The gym is open 24/7"),
    _r(_EN, "parenthetical_restrictive", N, "I'm vegetarian (during Lent only) so no meat at the dinner pls",
       "Owen is vegetarian", evidence="I'm vegetarian (during Lent only)", speaker=OWEN),
    # en filler: chat filler and discourse markers dropped
    _r(_EN, "filler", V, "ok so basically I work night shifts at the hospital lol",
       "I work night shifts at the hospital", speaker=IMOGEN),
    _r(_EN, "filler", V, "Honestly, the hotel wifi is terrible, fyi.", "the hotel wifi is terrible"),
    # en coordination: a conjunct with the same subject left out
    _r(_EN, "coordination", V, "I teach year 9 maths and also coach the netball team.", "I teach year 9 maths",
       speaker=IMOGEN),
    _r(_EN, "coordination", V, "My partner and I moved to Bristol in May and are still unpacking",
       "My partner and I moved to Bristol in May", speaker=DECLAN),
    # en speaker: subject elision and mem0's `User` for the speaker, beside another person, tense, negation, hedge
    _r(_EN, "speaker", V, "i live in Leith now, moved up from Leeds last year", "Lives in Leith now",
       evidence="i live in Leith now", speaker=WREN),
    _r(_EN, "speaker", V, "I'm vegan, have been for 6 years", "User is vegan", evidence="I'm vegan", speaker=DECLAN),
    _r(_EN, "wrong_speaker", N, "My sister lives in Leith, I'm still in Glasgow", "Lives in Leith",
       evidence="My sister lives in Leith", speaker=WREN),
    _r(_EN, "speaker_tense", N, "I was vegan for a couple of years at uni", "User is vegan", speaker=DECLAN),
    _r(_EN, "negation", N, "I don't drink coffee after lunch, it wrecks my sleep", "Imogen drinks coffee after lunch",
       evidence="I don't drink coffee after lunch", speaker=IMOGEN),
    _r(_EN, "hedge", N, "I might be moving to Lisbon in the spring", "Owen is moving to Lisbon in the spring",
       speaker=OWEN),
    # ----------------------------------------------------------------------------------------------- Spanish
    # es subspan: a typed value (e-mail, tracking number, phone, URL, booking code) under its key, beside a twin
    _r(_ES, "subspan", V, "Hola!! Mi correo es itziar.mendez@outlook.es, por si necesitáis mandarme la factura",
       "itziar.mendez@outlook.es", evidence="Mi correo es itziar.mendez@outlook.es", speaker=ITZIAR,
       key="itziar/correo"),
    _r(_ES, "subspan_restricted", N, "Mi correo del trabajo es i.mendez@grupoalfa.com, pero los findes no lo miro",
       "i.mendez@grupoalfa.com", evidence="Mi correo del trabajo es i.mendez@grupoalfa.com", speaker=ITZIAR,
       key="itziar/correo"),
    _r(_ES, "subspan", V, "Pedido n.º 58213 confirmado ✔️ Número de seguimiento: ES7730019924. Entrega estimada: "
       "jueves 12 de marzo.", "ES7730019924", evidence="Número de seguimiento: ES7730019924",
       key="pedido/numero_seguimiento"),
    _r(_ES, "subspan_restricted", N, "El número de seguimiento antiguo (ES7730019901) ya no vale, te enviamos uno "
       "nuevo por SMS", "ES7730019901", evidence="El número de seguimiento antiguo (ES7730019901) ya no vale",
       key="pedido/numero_seguimiento"),
    _r(_ES, "subspan", V, "Mi móvil es el 612 48 93 07, llámame cuando llegues", "612 48 93 07",
       evidence="Mi móvil es el 612 48 93 07", speaker=MAITE, key="maite/telefono"),
    _r(_ES, "subspan_restricted", N, "Antes mi móvil era el 699 10 22 35, ahora tengo otro número", "699 10 22 35",
       evidence="Antes mi móvil era el 699 10 22 35", speaker=MAITE, key="maite/telefono"),
    _r(_ES, "subspan", V, "La web del restaurante es www.casalupita.mx, ahí podéis ver el menú", "www.casalupita.mx",
       evidence="La web del restaurante es www.casalupita.mx", key="restaurante/web"),
    _r(_ES, "subspan_restricted", N, "La web de la otra sucursal es www.casalupita-norte.mx", "www.casalupita-norte.mx",
       key="restaurante/web"),
    _r(_ES, "subspan", V, "¡Gracias por tu compra! Tu reserva tiene el localizador KJ4P9Z. Guárdalo para facturar.",
       "KJ4P9Z", evidence="Tu reserva tiene el localizador KJ4P9Z", key="reserva/localizador"),
    # es subspan: a date, an amount, a name, a noun phrase under its key, beside the same shape restricted
    _r(_ES, "subspan", V, "Mi cumple es el 9 de noviembre 🎂 apúntalo porfa", "9 de noviembre",
       evidence="Mi cumple es el 9 de noviembre", speaker=RODRIGO, key="rodrigo/cumpleaños"),
    _r(_ES, "subspan_restricted", N, "El cumple de mi hermana es el 3 de mayo, el mío en noviembre", "3 de mayo",
       evidence="El cumple de mi hermana es el 3 de mayo", speaker=RODRIGO, key="rodrigo/cumpleaños"),
    _r(_ES, "subspan", V, "Reserva confirmada en Hotel Alameda (Sevilla). Entrada: 22/04/2027 a partir de las 14:00. "
       "Salida: 25/04/2027.", "22/04/2027", evidence="Entrada: 22/04/2027", key="hotel/fecha_entrada"),
    _r(_ES, "subspan_restricted", N, "Si el vuelo llega de madrugada, la entrada sería el 21/04/2027", "21/04/2027",
       key="hotel/fecha_entrada"),
    _r(_ES, "subspan", V, "El alquiler me sale por 850 € al mes, que para Madrid no está mal", "850 € al mes",
       evidence="El alquiler me sale por 850 € al mes", speaker=MAITE, key="maite/alquiler"),
    _r(_ES, "subspan_restricted", N, "En verano el alquiler sube a 1.100 € al mes", "1.100 € al mes", speaker=MAITE,
       key="maite/alquiler"),
    _r(_ES, "subspan", V, "Mi médica de cabecera se llama Julia Ferrándiz, es un encanto", "Julia Ferrándiz",
       evidence="Mi médica de cabecera se llama Julia Ferrándiz", speaker=GONZALO, key="gonzalo/medica_cabecera"),
    _r(_ES, "subspan_restricted", N, "Ya no es Julia Ferrándiz sino Patricia Lobo, me cambiaron de médica",
       "Julia Ferrándiz", evidence="Ya no es Julia Ferrándiz sino Patricia Lobo", speaker=GONZALO,
       key="gonzalo/medica_cabecera"),
    _r(_ES, "subspan", V, "Mi coche es un Seat Ibiza blanco del 2015, por si lo ves en el parking",
       "un Seat Ibiza blanco del 2015", evidence="Mi coche es un Seat Ibiza blanco del 2015", speaker=RODRIGO,
       key="rodrigo/coche"),
    _r(_ES, "subspan_restricted", N, "Mi coche anterior era un Renault Clio", "un Renault Clio", speaker=RODRIGO,
       key="rodrigo/coche"),
    # es identifier: a truncated e-mail address and URL
    _r(_ES, "identifier", N, "escríbeme a rodri.pascual@gmail.com porfa", "rodri.pascual",
       evidence="escríbeme a rodri.pascual@gmail.com", speaker=RODRIGO, key="rodrigo/correo"),
    _r(_ES, "identifier", N, "Reserva online en https://casalupita.mx/reservas", "https://casalupita.mx",
       evidence="https://casalupita.mx/reservas", key="restaurante/web_reservas"),
    # es list_item: one item of a coordinated list (a number on the item stays), beside an item under scope/exception
    _r(_ES, "list_item", V, "Soy alérgica a la penicilina, al látex y a los frutos secos", "Maite es alérgica al látex",
       speaker=MAITE),
    _r(_ES, "list_item", V, "Aceptamos Bizum, tarjeta y efectivo.", "Aceptamos Bizum"),
    _r(_ES, "list_item", V, "Tengo dos perros, un gato y tres gallinas jajaja", "Gonzalo tiene tres gallinas",
       evidence="Tengo dos perros, un gato y tres gallinas", speaker=GONZALO),
    _r(_ES, "list_item", V, "El paquete incluye desayuno, traslado al aeropuerto y acceso al spa.",
       "El paquete incluye acceso al spa"),
    _r(_ES, "list_scope", N, "Aceptamos todas las tarjetas excepto American Express y Diners.", "Aceptamos Diners"),
    _r(_ES, "list_scope", N, "Solo como pollo, pescado y huevos", "Rodrigo come pescado", speaker=RODRIGO),
    # es parenthetical: an aside (brackets, dashes) left out, beside an aside that restricts the clause
    _r(_ES, "parenthetical", V, "Mi jefe (que es un poco pesado, la verdad) se llama Andrés Villalba",
       "Mi jefe se llama Andrés Villalba", speaker=ITZIAR),
    _r(_ES, "parenthetical", V, "El vuelo sale (por fin, después de tres retrasos) a las 18:40",
       "El vuelo sale a las 18:40"),
    _r(_ES, "parenthetical", V, "Mi piso —un tercero sin ascensor, por cierto— está en Lavapiés",
       "Mi piso está en Lavapiés", speaker=MAITE),
    _r(_ES, "parenthetical", V, "Tu reembolso (42,90 €) se ha enviado a la tarjeta original.",
       "Tu reembolso se ha enviado a la tarjeta original."),
    _r(_ES, "parenthetical_restrictive", N, "La piscina está abierta todos los días (menos los lunes).",
       "La piscina está abierta todos los días"),
    _r(_ES, "parenthetical_restrictive", N, "Trabajo en remoto (solo hasta junio) desde Valencia",
       "Itziar trabaja en remoto desde Valencia", speaker=ITZIAR),
    # es filler: chat filler and discourse markers dropped
    _r(_ES, "filler", V, "pues nada, que me he apuntado a clases de cerámica jaja",
       "me he apuntado a clases de cerámica", speaker=ITZIAR),
    _r(_ES, "filler", V, "Bueno, a ver, el hotel está a cinco minutos de la playa",
       "el hotel está a cinco minutos de la playa"),
    # es coordination: a conjunct with the same subject left out
    _r(_ES, "coordination", V, "Vivo en Getafe y trabajo en una farmacia del centro", "Vivo en Getafe",
       speaker=GONZALO),
    _r(_ES, "coordination", V, "Mi marido y yo hemos reservado en Tenerife y volamos el sábado",
       "Mi marido y yo hemos reservado en Tenerife", speaker=MAITE),
    # es speaker: subject elision / third person for the speaker, beside another person, tense, negation, hedge
    _r(_ES, "speaker", V, "Vivo en Zaragoza desde hace un año", "Vive en Zaragoza desde hace un año",
       speaker=RODRIGO),
    _r(_ES, "speaker", V, "Soy celíaca, así que nada de gluten", "Maite es celíaca", evidence="Soy celíaca",
       speaker=MAITE),
    _r(_ES, "wrong_speaker", N, "Mi novio es celíaco, yo como de todo", "Gonzalo es celíaco",
       evidence="Mi novio es celíaco", speaker=GONZALO),
    _r(_ES, "speaker_tense", N, "De pequeño vivía en Zaragoza", "Rodrigo vive en Zaragoza", speaker=RODRIGO),
    _r(_ES, "negation", N, "No tomo lácteos desde el verano", "Itziar toma lácteos", speaker=ITZIAR),
    _r(_ES, "hedge", N, "Igual me mudo a Lisboa en primavera", "Gonzalo se muda a Lisboa en primavera",
       speaker=GONZALO),
    # ----------------------------------------------------------------------------------------------- Chinese
    # zh subspan: a typed value (e-mail, tracking number, phone, URL, order code) under its key, beside a twin
    _r(_ZH, "subspan", V, "你好～我的邮箱是 xiaowan.li@163.com，发票发这个就行", "xiaowan.li@163.com",
       evidence="我的邮箱是 xiaowan.li@163.com", speaker=XIAOWAN, key="小婉/邮箱"),
    _r(_ZH, "subspan_restricted", N, "我以前的邮箱是 wanwan88@qq.com，现在不用了", "wanwan88@qq.com",
       evidence="我以前的邮箱是 wanwan88@qq.com", speaker=XIAOWAN, key="小婉/邮箱"),
    _r(_ZH, "subspan", V, "【顺丰速运】您的订单已发货，快递单号：SF1408827733521，预计周四送达。", "SF1408827733521",
       evidence="快递单号：SF1408827733521", key="订单/快递单号"),
    _r(_ZH, "subspan_restricted", N, "原快递单号 SF1408827733500 已作废，新单号稍后短信通知您。", "SF1408827733500",
       evidence="原快递单号 SF1408827733500 已作废", key="订单/快递单号"),
    _r(_ZH, "subspan", V, "我手机号是139 1234 5678，有事直接打我", "139 1234 5678", evidence="我手机号是139 1234 5678",
       speaker=LAOZHOU, key="老周/手机号"),
    _r(_ZH, "subspan_restricted", N, "我工作手机是138 0013 8000，周末不开机", "138 0013 8000",
       evidence="我工作手机是138 0013 8000", speaker=LAOZHOU, key="老周/手机号"),
    _r(_ZH, "subspan", V, "我们公司官网是 www.yunqiao-tech.cn，可以去看看", "www.yunqiao-tech.cn",
       evidence="我们公司官网是 www.yunqiao-tech.cn", speaker=LAOZHOU, key="公司/官网"),
    _r(_ZH, "subspan_restricted", N, "我们公司的旧官网 www.yunqiao.net 已经停用了", "www.yunqiao.net", speaker=LAOZHOU,
       key="公司/官网"),
    _r(_ZH, "subspan", V, "您的订单编号为 DD20270305118，请妥善保管。", "DD20270305118",
       evidence="您的订单编号为 DD20270305118", key="订单/编号"),
    # zh subspan: a date, an amount, a name, a noun phrase under its key, beside the same shape restricted
    _r(_ZH, "subspan", V, "我生日是11月23号，别忘了哈😄", "11月23号", evidence="我生日是11月23号", speaker=AJIE,
       key="阿杰/生日"),
    _r(_ZH, "subspan_restricted", N, "我女儿的生日是6月1号，正好儿童节", "6月1号", evidence="我女儿的生日是6月1号",
       speaker=AJIE, key="阿杰/生日"),
    _r(_ZH, "subspan", V, "预订成功！入住日期：2027年3月5日，退房日期：2027年3月8日，共3晚。", "2027年3月5日",
       evidence="入住日期：2027年3月5日", key="酒店/入住日期"),
    _r(_ZH, "subspan_restricted", N, "如果航班延误，入住日期可改为2027年3月6日", "2027年3月6日", key="酒店/入住日期"),
    _r(_ZH, "subspan", V, "机票花了我3200块，还行吧", "3200块", evidence="机票花了我3200块", speaker=AJIE,
       key="阿杰/机票费用"),
    _r(_ZH, "subspan_restricted", N, "旺季的时候机票要5000多", "5000多", speaker=AJIE, key="阿杰/机票费用"),
    _r(_ZH, "subspan", V, "我的牙医叫赵明轩，技术挺好的", "赵明轩", evidence="我的牙医叫赵明轩", speaker=XIAOTONG,
       key="陈晓彤/牙医"),
    _r(_ZH, "subspan_restricted", N, "不是赵明轩，现在是孙佳怡给我看牙", "赵明轩", speaker=XIAOTONG, key="陈晓彤/牙医"),
    _r(_ZH, "subspan", V, "我的车是一辆白色的比亚迪汉", "一辆白色的比亚迪汉", speaker=LAOZHOU, key="老周/车"),
    _r(_ZH, "subspan_restricted", N, "我之前的车是一辆大众朗逸", "一辆大众朗逸", speaker=LAOZHOU, key="老周/车"),
    # zh identifier: a truncated e-mail address and phone number
    _r(_ZH, "identifier", N, "有问题发邮件到 support@yunqiao-tech.cn", "support@yunqiao-tech",
       evidence="support@yunqiao-tech.cn", key="公司/客服邮箱"),
    _r(_ZH, "identifier", N, "联系电话：021-62884410", "021-6288", evidence="021-62884410", key="酒店/电话"),
    # zh list_item: one item of a coordinated list (a number on the item stays), beside an item under scope/negation
    _r(_ZH, "list_item", V, "我对青霉素、芒果和花生过敏", "小婉对芒果过敏", speaker=XIAOWAN),
    _r(_ZH, "list_item", V, "本店支持微信、支付宝和银联付款。", "本店支持支付宝付款"),
    _r(_ZH, "list_item", V, "我养了两只猫和一条狗", "老周养了两只猫", speaker=LAOZHOU),
    _r(_ZH, "list_item", V, "套餐包含早餐、接机和一次免费按摩。", "套餐包含接机"),
    _r(_ZH, "list_scope", N, "本店只支持微信和支付宝", "本店支持支付宝"),
    _r(_ZH, "list_scope", N, "套餐不包含接机和早餐", "套餐包含早餐"),
    # zh parenthetical: an aside (brackets, dashes) left out, beside an aside that restricts the clause
    _r(_ZH, "parenthetical", V, "我的房东（一个退休老师，人特别好）住楼下", "我的房东住楼下", speaker=XIAOTONG),
    _r(_ZH, "parenthetical", V, "航班（终于！延误了两次）今晚8点起飞", "航班今晚8点起飞"),
    _r(_ZH, "parenthetical", V, "退款（¥86.40）已原路退回。", "退款已原路退回。"),
    _r(_ZH, "parenthetical", V, "我下周三——对，就是15号——要去杭州出差", "我下周三要去杭州出差", speaker=AJIE),
    _r(_ZH, "parenthetical_restrictive", N, "健身房24小时开放（法定节假日除外）。", "健身房24小时开放"),
    _r(_ZH, "parenthetical_restrictive", N, "我吃素（只在初一十五）", "陈晓彤吃素", speaker=XIAOTONG),
    # zh filler: chat filler and discourse markers dropped
    _r(_ZH, "filler", V, "嗯嗯，那个，我最近在学日语哈哈", "我最近在学日语", speaker=XIAOWAN),
    _r(_ZH, "filler", V, "说实话，酒店的早餐很一般。", "酒店的早餐很一般"),
    # zh coordination: a conjunct with the same subject left out
    _r(_ZH, "coordination", V, "我在银行上班，周末还去教游泳", "我在银行上班", speaker=LAOZHOU),
    _r(_ZH, "coordination", V, "我和老婆上个月搬到了苏州，还在找学校", "我和老婆上个月搬到了苏州", speaker=AJIE),
    # zh speaker: subject elision / the name for the speaker, beside another person, tense, negation, hedge
    _r(_ZH, "speaker", V, "我住在成都高新区", "住在成都高新区", speaker=XIAOWAN),
    _r(_ZH, "speaker", V, "我对猫毛过敏，去你家不太方便", "老周对猫毛过敏", evidence="我对猫毛过敏", speaker=LAOZHOU),
    _r(_ZH, "wrong_speaker", N, "我老公在深圳上班", "小婉在深圳上班", speaker=XIAOWAN),
    _r(_ZH, "speaker_tense", N, "我以前在深圳上班", "老周在深圳上班", speaker=LAOZHOU),
    _r(_ZH, "negation", N, "我不喝咖啡", "陈晓彤喝咖啡", speaker=XIAOTONG),
    _r(_ZH, "hedge", N, "我可能明年去读研", "阿杰明年去读研", speaker=AJIE),
)  # fmt: skip
