"""The realistic set's thirteenth batch: extractor outputs written blind (issue 31, brief W2), en, es and zh.

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written blind on 2026-12-05 by helper W2, before reading the admission rule (`memtx.core`) or `docs/admission.md`:
user chat messages, support chats and tool outputs (courier notices, boarding passes, hotel and restaurant
confirmations) the way chat-model memory writers turn them into keyed values, with the value introduced by varied
verbs and prepositions ("cc me at", "drop it at", "me escribes a", "déjalo en", "送到", "打这个") and by key: value
lines. Fresh names and topics. Each hard positive sits beside a hard negative of the same shape with one restriction
(a condition, time frame, counterfactual, past, another owner, a correction, a scope word, a truncated identifier).
(Disclosed: while looking up `evaluate_realistic`'s signature, `help()` printed its default argument — most of the
dev split's records, batch 12's among them — before this batch was written.)

Blind score (the rules of main at ef25c7d, scored once after the labels were committed at 1a38758,
`evaluate_realistic`): recall 40/70 = 0.571 (en 12/24, es 13/23, zh 15/23); by family subspan 20/31, coordination
3/12, parenthetical 7/12, list item 5/9, filler 5/6; false accepts 1/61 (subspan_restricted 1/31: `打我老婆的：135 0099
8877` for `老秦/电话`, the wife's number; identifier 0/6, list_scope 0/6, parenthetical_restrictive 0/6,
wrong_speaker, speaker_tense, negation and hedge 0/3 each). No label changed after scoring.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
TOBIAS, HARRIET, KWAME, SLOANE = "Tobias", "Harriet", "Kwame", "Sloane"
XIMENA, INIGO, CANDELA, BALTASAR = "Ximena", "Íñigo", "Candela", "Baltasar"
XIAOLEI, LAOQIN, HAO, TINGTING = "小蕾", "老秦", "郝宇航", "婷婷"

BATCH_13: tuple[Realistic, ...] = (
    # ----------------------------------------------------------------------------------------------- English
    # en subspan: an e-mail introduced by "cc me at … on", beside the same verb giving an assistant's address
    _r(_EN, "subspan", V, "Hi there, could you cc me at tobi.lindqvist@proton.me on the confirmation emails? Thanks!",
       "tobi.lindqvist@proton.me", evidence="cc me at tobi.lindqvist@proton.me on the confirmation emails",
       speaker=TOBIAS, key="tobias/email"),
    _r(_EN, "subspan_restricted", N,
       "Please cc my assistant at d.okoro@lindqvist-studio.com on anything about invoices",
       "d.okoro@lindqvist-studio.com", evidence="cc my assistant at d.okoro@lindqvist-studio.com",
       speaker=TOBIAS, key="tobias/email"),
    # en subspan: a tracking number on a key: value line of a courier notice, beside a voided one
    _r(_EN, "subspan", V, "Order #88213 confirmed ✅\nTracking: 1Z999AA10123456784\nCarrier: UPS\nETA: Thu",
       "1Z999AA10123456784", evidence="Tracking: 1Z999AA10123456784", key="order/tracking_number"),
    _r(_EN, "subspan_restricted", N,
       "Your previous tracking number 1Z999AA10123450000 is no longer valid; a new label has been created.",
       "1Z999AA10123450000", evidence="Your previous tracking number 1Z999AA10123450000 is no longer valid",
       key="order/tracking_number"),
    # en subspan: a phone number under a preference word, beside one limited to a time frame
    _r(_EN, "subspan", V, "The best number for me is 07700 900461, just text first if it's not urgent",
       "07700 900461", evidence="The best number for me is 07700 900461", speaker=SLOANE, key="sloane/phone"),
    _r(_EN, "subspan_restricted", N, "You can reach me on 020 7946 0018 weekdays before 5, after that I'm gone",
       "020 7946 0018", evidence="You can reach me on 020 7946 0018 weekdays before 5", speaker=SLOANE,
       key="sloane/phone"),
    # en subspan: a site "is up at", beside the old site
    _r(_EN, "subspan", V, "Our new site is up at www.kettleandfern.co.uk 🎉 go have a look!!",
       "www.kettleandfern.co.uk", evidence="Our new site is up at www.kettleandfern.co.uk", speaker=HARRIET,
       key="shop/website"),
    _r(_EN, "subspan_restricted", N, "Our old site www.kettleandfern.com still redirects for now",
       "www.kettleandfern.com", speaker=HARRIET, key="shop/website"),
    # en subspan: a birthday with a contracted copula, beside another person's
    _r(_EN, "subspan", V, "My birthday's the 14th of August, in case you want to send cake lol", "the 14th of August",
       evidence="My birthday's the 14th of August", speaker=HARRIET, key="harriet/birthday"),
    _r(_EN, "subspan_restricted", N, "My mum's birthday is the 2nd of May, I always forget", "the 2nd of May",
       evidence="My mum's birthday is the 2nd of May", speaker=HARRIET, key="harriet/birthday"),
    # en subspan: a check-in date in a pipe-separated booking line, beside an optional earlier one
    _r(_EN, "subspan", V,
       "Booking ref HX-40921 | The Linden Hotel, Bath | Check-in: Fri 9 Apr 2027 from 3pm | "
       "Check-out: Mon 12 Apr 2027 by 11am | 3 nights",
       "Fri 9 Apr 2027", evidence="Check-in: Fri 9 Apr 2027", key="hotel/checkin_date"),
    _r(_EN, "subspan_restricted", N, "Early check-in on Thu 8 Apr 2027 is available for a £40 supplement.",
       "Thu 8 Apr 2027", evidence="Early check-in on Thu 8 Apr 2027 is available for a £40 supplement",
       key="hotel/checkin_date"),
    # en subspan: an amount "for the stay", beside a counterfactual amount
    _r(_EN, "subspan", V, "I paid £612.50 for the stay, breakfast included, not bad for Bath", "£612.50",
       evidence="I paid £612.50 for the stay", speaker=KWAME, key="kwame/hotel_cost"),
    _r(_EN, "subspan_restricted", N, "With the member discount I'd have paid £540 for the stay", "£540",
       speaker=KWAME, key="kwame/hotel_cost"),
    # en subspan: a name after "is called", beside a past one
    _r(_EN, "subspan", V, "ok so my new physio is called Dr. Ottilie Okonjo, she's great", "Dr. Ottilie Okonjo",
       evidence="my new physio is called Dr. Ottilie Okonjo", speaker=SLOANE, key="sloane/physio"),
    _r(_EN, "subspan_restricted", N, "My old physio was Dr. Feargal Boyle, I don't see him anymore",
       "Dr. Feargal Boyle", evidence="My old physio was Dr. Feargal Boyle", speaker=SLOANE, key="sloane/physio"),
    # en subspan: a noun phrase after a verb naming the relation, beside the partner's
    _r(_EN, "subspan", V, "i drive a dark green 2018 Skoda Octavia estate, reg is in the notes",
       "a dark green 2018 Skoda Octavia estate", evidence="i drive a dark green 2018 Skoda Octavia estate",
       speaker=KWAME, key="kwame/car"),
    _r(_EN, "subspan_restricted", N, "my partner drives a red Mini Cooper, I just cycle", "a red Mini Cooper",
       evidence="my partner drives a red Mini Cooper", speaker=KWAME, key="kwame/car"),
    # en subspan: an address after "drop it at", beside one for Saturdays only
    _r(_EN, "subspan", V, "Drop it at 27 Cromwell Road, Flat 3, please — the buzzer's broken so just knock",
       "27 Cromwell Road, Flat 3", evidence="Drop it at 27 Cromwell Road, Flat 3", speaker=TOBIAS,
       key="tobias/delivery_address"),
    _r(_EN, "subspan_restricted", N, "On Saturdays just drop it at 4 Elm Row instead", "4 Elm Row", speaker=TOBIAS,
       key="tobias/delivery_address"),
    # en subspan: a seat on a boarding pass, beside a corrected gate
    _r(_EN, "subspan", V,
       "BOARDING PASS  Passenger: MENSAH/KWAME  Flight: BA2490  Seat: 23C  Gate: B14  Boarding: 06:45",
       "23C", evidence="Seat: 23C", key="flight/seat"),
    _r(_EN, "subspan_restricted", N, "Gate change: flight BA2490 now departs from B22 (was B14).", "B14",
       evidence="now departs from B22 (was B14)", key="flight/gate"),
    # en identifier: a truncated e-mail and a truncated URL
    _r(_EN, "identifier", N, "You can reach me at harriet.doyle-evans@nhs.net", "harriet.doyle-evans@nhs",
       speaker=HARRIET, key="harriet/email"),
    _r(_EN, "identifier", N, "Full details: https://linden-hotel.co.uk/bookings/HX-40921",
       "https://linden-hotel.co.uk/bookings", evidence="https://linden-hotel.co.uk/bookings/HX-40921",
       key="hotel/booking_url"),
    # en coordination: a shared-subject conjunct (first or middle) left out, with several verbs
    _r(_EN, "coordination", V, "I moved to Leeds in March, started at the uni hospital and honestly love it so far",
       "Harriet started at the uni hospital", speaker=HARRIET),
    _r(_EN, "coordination", V, "We fly out on the 3rd, pick up the rental in Faro and drive to Lagos",
       "We pick up the rental in Faro"),
    _r(_EN, "coordination", V, "Tobias plays bass in a covers band and coaches under-10s football on Sundays",
       "Tobias coaches under-10s football on Sundays"),
    _r(_EN, "coordination", V, "I quit smoking last year and run 5k most mornings now",
       "Kwame runs 5k most mornings now", speaker=KWAME),
    # en speaker twins of the conjuncts: another subject, a past habit, a negation, a hedge
    _r(_EN, "wrong_speaker", N, "My husband moved to Leeds and started at the uni hospital",
       "Harriet started at the uni hospital", speaker=HARRIET),
    _r(_EN, "speaker_tense", N, "I ran 5k most mornings before the knee surgery", "Kwame runs 5k most mornings",
       speaker=KWAME),
    _r(_EN, "negation", N, "I'm not on WhatsApp anymore, use Signal", "Tobias is on WhatsApp",
       evidence="I'm not on WhatsApp anymore", speaker=TOBIAS),
    _r(_EN, "hedge", N, "I think I'll probably take the Lisbon job and move in June", "Sloane will take the Lisbon job",
       speaker=SLOANE),
    # en parenthetical: an aside (a name, a count, a dash aside, an apposition) dropped
    _r(_EN, "parenthetical", V, "My landlady (Mrs. Pereira, lovely woman) wants the rent by the 1st",
       "Harriet's landlady wants the rent by the 1st", speaker=HARRIET),
    _r(_EN, "parenthetical", V, "Your order (3 items) has shipped and should arrive Thursday.",
       "Your order has shipped and should arrive Thursday"),
    _r(_EN, "parenthetical", V, "the dentist — Dr. Haldane on Mill Street — moved my appointment to the 22nd",
       "The dentist moved Kwame's appointment to the 22nd", speaker=KWAME),
    _r(_EN, "parenthetical", V, "Tobias (my flatmate, the tall one) is allergic to cats", "Tobias is allergic to cats",
       speaker=SLOANE),
    # en parenthetical_restrictive: the aside is a hedge or a scope
    _r(_EN, "parenthetical_restrictive", N, "I've been vegetarian (mostly, lol, bacon is hard) since uni",
       "Sloane has been vegetarian since uni", speaker=SLOANE),
    _r(_EN, "parenthetical_restrictive", N, "The pool is open to guests (over 16 only) from 7am to 10pm",
       "The pool is open to guests from 7am to 10pm"),
    # en list_item: one item of a list, with its head and the rest of the clause
    _r(_EN, "list_item", V, "I take metformin, ramipril and a baby aspirin every morning",
       "Kwame takes ramipril every morning", speaker=KWAME),
    _r(_EN, "list_item", V, "The kit includes a tent, two sleeping mats, a stove and a first-aid pack.",
       "The kit includes a stove"),
    _r(_EN, "list_item", V, "We speak Twi, English and a bit of French at home", "We speak English at home"),
    # en list_scope: an item under "except" and under "only … or"
    _r(_EN, "list_scope", N, "The insurance covers everything except glass, tyres and the undercarriage",
       "The insurance covers tyres"),
    _r(_EN, "list_scope", N, "I only drink oat, soy or almond milk", "Sloane drinks soy milk", speaker=SLOANE),
    # en filler: interjections and a confirmation frame dropped
    _r(_EN, "filler", V, "omg ok so basically I got the job at Carrow & Finch!!",
       "Harriet got the job at Carrow & Finch", speaker=HARRIET),
    _r(_EN, "filler", V, "Just to confirm, your table for four is booked for 7:30pm on Saturday.",
       "your table for four is booked for 7:30pm on Saturday"),
    # ----------------------------------------------------------------------------------------------- Spanish
    # es subspan: an e-mail after "me escribes a", beside the same under a condition
    _r(_ES, "subspan", V, "Para lo de la factura me escribes a ximena.ruvalcaba@outlook.es y listo",
       "ximena.ruvalcaba@outlook.es", evidence="me escribes a ximena.ruvalcaba@outlook.es", speaker=XIMENA,
       key="ximena/correo"),
    _r(_ES, "subspan_restricted", N, "Si es urgente, me escribes mejor a ximena@despacho-ruvalcaba.mx",
       "ximena@despacho-ruvalcaba.mx", speaker=XIMENA, key="ximena/correo"),
    # es subspan: a tracking number on a courier notice, beside a voided one
    _r(_ES, "subspan", V,
       "Pedido n.º 88213 enviado. Número de seguimiento: ES9038221745X. Transportista: Correos Express.",
       "ES9038221745X", evidence="Número de seguimiento: ES9038221745X", key="pedido/numero_seguimiento"),
    _r(_ES, "subspan_restricted", N,
       "El número de seguimiento ES9038221700X ya no es válido, te hemos generado uno nuevo.",
       "ES9038221700X", evidence="El número de seguimiento ES9038221700X ya no es válido",
       key="pedido/numero_seguimiento"),
    # es subspan: a mobile number after "es el", beside the mother's
    _r(_ES, "subspan", V, "Mi móvil es el 612 48 90 33, llámame cuando llegues 😊", "612 48 90 33",
       evidence="Mi móvil es el 612 48 90 33", speaker=CANDELA, key="candela/movil"),
    _r(_ES, "subspan_restricted", N, "El móvil de mi madre es el 623 11 45 87 por si no me localizas", "623 11 45 87",
       evidence="El móvil de mi madre es el 623 11 45 87", speaker=CANDELA, key="candela/movil"),
    # es subspan: a birthday given by "cumplo años", beside a daughter's
    _r(_ES, "subspan", V, "Cumplo años el 3 de noviembre, apúntalo jeje", "el 3 de noviembre",
       evidence="Cumplo años el 3 de noviembre", speaker=INIGO, key="íñigo/cumpleaños"),
    _r(_ES, "subspan_restricted", N, "Mi hija cumple años el 9 de enero", "el 9 de enero", speaker=INIGO,
       key="íñigo/cumpleaños"),
    # es subspan: an arrival date in a dotted booking line, beside a conditional earlier one
    _r(_ES, "subspan", V,
       "Reserva HR-55102 · Hotel Miramar Donostia · Llegada: 14/07/2027 · Salida: 18/07/2027 · 4 noches · 2 adultos",
       "14/07/2027", evidence="Llegada: 14/07/2027", key="hotel/fecha_llegada"),
    _r(_ES, "subspan_restricted", N, "Podemos adelantar la llegada al 13/07/2027 si hay disponibilidad", "13/07/2027",
       key="hotel/fecha_llegada"),
    # es subspan: an amount "por la estancia", beside a counterfactual one
    _r(_ES, "subspan", V, "Por la estancia pagué 684 € con desayuno incluido", "684 €",
       evidence="Por la estancia pagué 684 €", speaker=BALTASAR, key="baltasar/coste_hotel"),
    _r(_ES, "subspan_restricted", N, "Sin el descuento de socio habría pagado 760 € por la estancia", "760 €",
       speaker=BALTASAR, key="baltasar/coste_hotel"),
    # es subspan: a name after "se llama", beside a past one
    _r(_ES, "subspan", V, "Mi fisio se llama Covadonga Ribera y es buenísima", "Covadonga Ribera",
       evidence="Mi fisio se llama Covadonga Ribera", speaker=CANDELA, key="candela/fisio"),
    _r(_ES, "subspan_restricted", N, "Antes me trataba Eusebio Marín, pero lo dejé", "Eusebio Marín",
       evidence="Antes me trataba Eusebio Marín", speaker=CANDELA, key="candela/fisio"),
    # es subspan: a noun phrase after "tengo", beside the brother's
    _r(_ES, "subspan", V, "Tengo una Vespa azul del 2019 que uso para todo", "una Vespa azul del 2019",
       evidence="Tengo una Vespa azul del 2019", speaker=INIGO, key="íñigo/moto"),
    _r(_ES, "subspan_restricted", N, "Mi hermano tiene una Honda CBR negra", "una Honda CBR negra", speaker=INIGO,
       key="íñigo/moto"),
    # es subspan: an address after "déjalo en", beside one for Saturdays
    _r(_ES, "subspan", V, "Déjalo en la calle Almirante 14, 3.º B, que es donde trabajo", "calle Almirante 14, 3.º B",
       evidence="Déjalo en la calle Almirante 14, 3.º B", speaker=BALTASAR, key="baltasar/direccion_entrega"),
    _r(_ES, "subspan_restricted", N, "Los sábados déjalo mejor en la portería de Almirante 16",
       "la portería de Almirante 16", speaker=BALTASAR, key="baltasar/direccion_entrega"),
    # es subspan: a seat on a boarding pass's key: value lines, beside a replaced seat
    _r(_ES, "subspan", V, "Tarjeta de embarque\nPasajero: SALAZAR/CANDELA\nVuelo: IB3170\nAsiento: 14F\nPuerta: K62",
       "14F", evidence="Asiento: 14F", key="vuelo/asiento"),
    _r(_ES, "subspan_restricted", N, "Cambio de asiento: ahora tienes el 21A (antes 14F)", "14F",
       evidence="ahora tienes el 21A (antes 14F)", key="vuelo/asiento"),
    # es identifier: a truncated e-mail and a truncated phone number
    _r(_ES, "identifier", N, "Mi correo es inigo.arrizabalaga@euskaltel.net", "inigo.arrizabalaga@euskaltel",
       speaker=INIGO, key="íñigo/correo"),
    _r(_ES, "identifier", N, "Contacto: +34 943 21 88 07", "+34 943 21", evidence="+34 943 21 88 07",
       key="hotel/telefono"),
    # es coordination: a shared-subject conjunct left out (first, middle), several verbs
    _r(_ES, "coordination", V, "Me mudé a Bilbao en enero, empecé en una gestoría y de momento bien",
       "Íñigo empezó en una gestoría", evidence="Me mudé a Bilbao en enero, empecé en una gestoría", speaker=INIGO),
    _r(_ES, "coordination", V, "Llegamos el viernes, recogemos el coche en el aeropuerto y subimos a Jaca",
       "recogemos el coche en el aeropuerto"),
    _r(_ES, "coordination", V,
       "Baltasar toca el cajón en un grupo de rumba y entrena a un equipo de alevines los sábados",
       "Baltasar entrena a un equipo de alevines los sábados"),
    _r(_ES, "coordination", V, "Dejé de fumar hace un año y ahora salgo a correr casi todas las mañanas",
       "Ximena ahora sale a correr casi todas las mañanas", speaker=XIMENA),
    # es speaker twins: another subject, a past habit, a negation, a hedge
    _r(_ES, "wrong_speaker", N, "Mi marido se mudó a Bilbao y empezó en una gestoría", "Candela empezó en una gestoría",
       speaker=CANDELA),
    _r(_ES, "speaker_tense", N, "Antes salía a correr todas las mañanas", "Ximena sale a correr todas las mañanas",
       speaker=XIMENA),
    _r(_ES, "negation", N, "Ya no uso WhatsApp, escríbeme por Telegram", "Baltasar usa WhatsApp",
       evidence="Ya no uso WhatsApp", speaker=BALTASAR),
    _r(_ES, "hedge", N, "A lo mejor acepto la oferta de Lisboa y me mudo en junio", "Íñigo acepta la oferta de Lisboa",
       speaker=INIGO),
    # es parenthetical: an aside (a name, a count, a dash aside, an apposition) dropped
    _r(_ES, "parenthetical", V, "Mi casera (doña Remedios, un amor de señora) quiere el alquiler antes del día 5",
       "La casera de Ximena quiere el alquiler antes del día 5", speaker=XIMENA),
    _r(_ES, "parenthetical", V, "Tu pedido (3 artículos) ha salido del almacén y llegará el jueves.",
       "Tu pedido ha salido del almacén y llegará el jueves"),
    _r(_ES, "parenthetical", V, "El dentista —el de la calle Mayor— me ha cambiado la cita al día 22",
       "El dentista me ha cambiado la cita al día 22", speaker=BALTASAR),
    _r(_ES, "parenthetical", V, "Íñigo (mi compañero de piso, el alto) es alérgico a los gatos",
       "Íñigo es alérgico a los gatos", speaker=CANDELA),
    # es parenthetical_restrictive: the aside is a hedge or a scope
    _r(_ES, "parenthetical_restrictive", N, "Soy vegetariana (bueno, casi siempre) desde la carrera",
       "Ximena es vegetariana desde la carrera", speaker=XIMENA),
    _r(_ES, "parenthetical_restrictive", N, "El gimnasio abre de 7 a 22 h (solo para socios)",
       "El gimnasio abre de 7 a 22 h"),
    # es list_item: one item of a list, with its head and the rest of the clause
    _r(_ES, "list_item", V, "Tomo metformina, enalapril y una aspirina infantil cada mañana",
       "Baltasar toma enalapril cada mañana", speaker=BALTASAR),
    _r(_ES, "list_item", V, "El kit incluye una tienda, dos esterillas, un hornillo y un botiquín.",
       "El kit incluye un hornillo"),
    _r(_ES, "list_item", V, "En casa hablamos euskera, castellano y algo de francés", "En casa hablamos castellano"),
    # es list_scope: an item under "menos" and under "solo … o"
    _r(_ES, "list_scope", N, "El seguro cubre todo menos cristales, ruedas y bajos", "El seguro cubre ruedas"),
    _r(_ES, "list_scope", N, "Solo bebo leche de avena, soja o almendra", "Candela bebe leche de soja",
       speaker=CANDELA),
    # es filler: interjections and a confirmation frame dropped
    _r(_ES, "filler", V, "buah pues nada, que me han cogido en el estudio de Malasaña!!",
       "me han cogido en el estudio de Malasaña", speaker=CANDELA),
    _r(_ES, "filler", V, "Te confirmamos que tu mesa para cuatro está reservada para el sábado a las 21:30.",
       "tu mesa para cuatro está reservada para el sábado a las 21:30"),
    # ----------------------------------------------------------------------------------------------- Chinese
    # zh subspan: a phone number after "打这个电话", beside the wife's
    _r(_ZH, "subspan", V, "有事打这个电话就行：186 2233 4455，我一般都在", "186 2233 4455",
       evidence="打这个电话就行：186 2233 4455", speaker=LAOQIN, key="老秦/电话"),
    _r(_ZH, "subspan_restricted", N, "晚上别打这个，打我老婆的：135 0099 8877", "135 0099 8877",
       evidence="打我老婆的：135 0099 8877", speaker=LAOQIN, key="老秦/电话"),
    # zh subspan: an address after "送到", beside a weekend one
    _r(_ZH, "subspan", V, "快递送到朝阳区望京西园三区12号楼1402，谢谢～", "朝阳区望京西园三区12号楼1402",
       evidence="快递送到朝阳区望京西园三区12号楼1402", speaker=XIAOLEI, key="小蕾/收货地址"),
    _r(_ZH, "subspan_restricted", N, "周末的话送到公司：望京SOHO T3 2208", "望京SOHO T3 2208", speaker=XIAOLEI,
       key="小蕾/收货地址"),
    # zh subspan: a waybill number in a shop notice, beside a cancelled one
    _r(_ZH, "subspan", V, "【京东】您的订单88213406已出库，运单号JDX004418827650，配送员：王师傅", "JDX004418827650",
       evidence="运单号JDX004418827650", key="订单/运单号"),
    _r(_ZH, "subspan_restricted", N, "原运单号JDX004418827600已取消，请以新运单号为准", "JDX004418827600",
       evidence="原运单号JDX004418827600已取消", key="订单/运单号"),
    # zh subspan: a lunar birthday, beside the husband's
    _r(_ZH, "subspan", V, "我生日是农历八月十五，跟中秋一天哈哈", "农历八月十五", evidence="我生日是农历八月十五",
       speaker=TINGTING, key="婷婷/生日"),
    _r(_ZH, "subspan_restricted", N, "我老公生日是腊月初八", "腊月初八", speaker=TINGTING, key="婷婷/生日"),
    # zh subspan: a check-in date in a booking line, beside an optional earlier one
    _r(_ZH, "subspan", V, "订单确认｜杭州西溪悦榕庄｜入住：2027-05-01｜离店：2027-05-04｜3晚｜大床房", "2027-05-01",
       evidence="入住：2027-05-01", key="酒店/入住日期"),
    _r(_ZH, "subspan_restricted", N, "如需提前入住（2027-04-30），需另付半天房费", "2027-04-30", key="酒店/入住日期"),
    # zh subspan: what a stay cost the speaker, beside a counterfactual price
    _r(_ZH, "subspan", V, "这次住宿一共花了我2680块，含早", "2680块", evidence="这次住宿一共花了我2680块", speaker=HAO,
       key="郝宇航/住宿费用"),
    _r(_ZH, "subspan_restricted", N, "要是用会员价的话住宿只要2300", "2300", speaker=HAO, key="郝宇航/住宿费用"),
    # zh subspan: a name after "叫", beside a former one
    _r(_ZH, "subspan", V, "我的健身教练叫韩子墨，人超好", "韩子墨", evidence="我的健身教练叫韩子墨", speaker=XIAOLEI,
       key="小蕾/健身教练"),
    _r(_ZH, "subspan_restricted", N, "之前的教练是蒋一帆，后来换了", "蒋一帆", evidence="之前的教练是蒋一帆",
       speaker=XIAOLEI, key="小蕾/健身教练"),
    # zh subspan: a noun phrase after "开", beside the father's
    _r(_ZH, "subspan", V, "我开一辆灰色的特斯拉Model 3", "一辆灰色的特斯拉Model 3", speaker=HAO, key="郝宇航/车"),
    _r(_ZH, "subspan_restricted", N, "我爸开一辆黑色的奥迪A6", "一辆黑色的奥迪A6", speaker=HAO, key="郝宇航/车"),
    # zh subspan: an e-mail after "发我邮箱", beside a colleague's
    _r(_ZH, "subspan", V, "简历发我邮箱 tingting.gu@foxmail.com 就行", "tingting.gu@foxmail.com", speaker=TINGTING,
       key="婷婷/邮箱"),
    _r(_ZH, "subspan_restricted", N, "简历也可以发我同事的邮箱 hr.zhao@xingyun-edu.cn", "hr.zhao@xingyun-edu.cn",
       speaker=TINGTING, key="婷婷/邮箱"),
    # zh subspan: a seat on a boarding pass's key: value lines, beside a replaced seat
    _r(_ZH, "subspan", V, "登机牌\n旅客：顾婷婷\n航班：MU5137\n座位：32K\n登机口：C18", "32K", evidence="座位：32K",
       key="航班/座位"),
    _r(_ZH, "subspan_restricted", N, "座位已调整：由32K改为18A", "32K", key="航班/座位"),
    # zh identifier: a truncated e-mail and a truncated phone number
    _r(_ZH, "identifier", N, "我邮箱是 haoyuhang1994@163.com", "haoyuhang1994", speaker=HAO, key="郝宇航/邮箱"),
    _r(_ZH, "identifier", N, "客服热线：400-820-6688", "400-820", evidence="400-820-6688", key="酒店/客服电话"),
    # zh coordination: a shared-subject conjunct left out, several verbs
    _r(_ZH, "coordination", V, "我去年搬到了厦门，在一家设计公司上班，挺开心的", "小蕾在一家设计公司上班",
       evidence="我去年搬到了厦门，在一家设计公司上班", speaker=XIAOLEI),
    _r(_ZH, "coordination", V, "我们周五到，先在机场取车，然后开去大理", "我们先在机场取车"),
    _r(_ZH, "coordination", V, "老秦在乐队里打鼓，周六还带少儿足球队", "老秦周六还带少儿足球队"),
    _r(_ZH, "coordination", V, "我去年戒了烟，现在每天早上跑五公里", "郝宇航现在每天早上跑五公里", speaker=HAO),
    # zh speaker twins: another subject, a past habit, a negation, a hedge
    _r(_ZH, "wrong_speaker", N, "我老公去年搬到厦门，在设计公司上班", "婷婷在设计公司上班", speaker=TINGTING),
    _r(_ZH, "speaker_tense", N, "我以前每天早上跑五公里", "郝宇航每天早上跑五公里", speaker=HAO),
    _r(_ZH, "negation", N, "我已经不用微信了，找我打电话", "老秦用微信", evidence="我已经不用微信了", speaker=LAOQIN),
    _r(_ZH, "hedge", N, "我可能会接杭州那个offer，六月搬过去", "小蕾会接杭州那个offer",
       evidence="我可能会接杭州那个offer", speaker=XIAOLEI),
    # zh parenthetical: an aside (a name, a count, a dash aside, an apposition) dropped
    _r(_ZH, "parenthetical", V, "我房东（王阿姨，人特别热心）要我五号前交房租", "我房东要我五号前交房租",
       speaker=TINGTING),
    _r(_ZH, "parenthetical", V, "您的包裹（共3件）已从仓库发出，预计周四送达。", "您的包裹已从仓库发出，预计周四送达"),
    _r(_ZH, "parenthetical", V, "牙医——就是中山路那家——把我的预约改到了22号", "牙医把我的预约改到了22号",
       speaker=LAOQIN),
    _r(_ZH, "parenthetical", V, "郝宇航（我室友，高个子那个）对猫过敏", "郝宇航对猫过敏", speaker=XIAOLEI),
    # zh parenthetical_restrictive: the aside is an exception or a scope
    _r(_ZH, "parenthetical_restrictive", N, "我吃素（除了偶尔吃点海鲜）已经五年了", "婷婷吃素已经五年了",
       speaker=TINGTING),
    _r(_ZH, "parenthetical_restrictive", N, "泳池开放时间为7:00-22:00（仅限住店客人）", "泳池开放时间为7:00-22:00"),
    # zh list_item: one item of a list, with its head and the rest of the clause
    _r(_ZH, "list_item", V, "我每天早上吃二甲双胍、依那普利和小剂量阿司匹林", "老秦每天早上吃依那普利",
       speaker=LAOQIN),
    _r(_ZH, "list_item", V, "露营套装包括帐篷、两个睡垫、炉头和急救包。", "露营套装包括炉头"),
    _r(_ZH, "list_item", V, "我们家里说闽南话、普通话和一点英语", "我们家里说普通话"),
    # zh list_scope: an item under "除…以外" and under "只 … 或者"
    _r(_ZH, "list_scope", N, "保险覆盖除玻璃、轮胎和底盘以外的所有损失", "保险覆盖轮胎"),
    _r(_ZH, "list_scope", N, "我只喝燕麦奶、豆奶或者杏仁奶", "小蕾喝豆奶", speaker=XIAOLEI),
    # zh filler: interjections and a confirmation frame dropped
    _r(_ZH, "filler", V, "啊啊啊好开心！！其实就是，我拿到了那家咨询公司的offer", "我拿到了那家咨询公司的offer",
       evidence="其实就是，我拿到了那家咨询公司的offer", speaker=TINGTING),
    _r(_ZH, "filler", V, "跟您确认一下，您订的四人桌是周六晚上7点半。", "您订的四人桌是周六晚上7点半"),
)  # fmt: skip
