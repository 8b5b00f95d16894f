"""The realistic set's sixty-second batch: a blind measurement of the merged admission rules (issue 31, brief B62).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b62, without reading the admission rule's code (`memtx.core.admission` or anything
else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any other batch's records: only
DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines of batch 41 (its docstring
and first two records, for the format and the family names). No scorer, `check_support` or `memtx eval` was run on
these records. Every source is invented here, in domains new to the set: moving companies, music teachers, community
gardens, car dealerships, children's summer camps, home insurance, optician chains, food delivery apps, co-living
residences, marathon organisers, local newspapers' classifieds and print shops, in several registers (voice-note
transcripts with fillers, group chats, support tickets, tool outputs in JSON, e-mail signatures, SMS notifications,
policy schedules, health forms, house rules, classified ads, FAQs and meeting notes). The Spanish and Chinese sources
are written in their own registers (WhatsApp audios and circulars from Spain; WeChat messages, 【】-tagged SMS and
notices in Chinese), not translated from the English.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); some drop the speaker
as subject (`Volunteers at the Elmfield Community Garden`); some keep one item of a list; and the subspan records
keep one atomic value alone (a booking or policy reference, a phone number, a URL, a price with its currency, a date or
time phrase, a person's name), filed under a key in the manner of LangGraph's memory tools
(`swiftmove/booking/reference`). Key styles are mixed on purpose: English keys over Spanish and Chinese sources, keys
naming an organisation and a person in it (`riverside_music/hannah/phone`), Chinese keys and mem0's `user/...`.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
identifier 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the booking reference alone; the label is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        "SwiftMove Removals - Booking confirmed\nBooking ref: MV-20931-K\nDate: Sat 8 June, crew arrives 08:00\n"
        "Questions? Reply to this e-mail or call 0113 496 0288.",
        "MV-20931-K",
        evidence="Booking ref: MV-20931-K",
        key="swiftmove/booking/reference",
    ),
    # subspan: the teacher's mobile number alone from her signature; the clause only says how to reach her.
    _r(
        "en",
        "subspan",
        True,
        "Hi both, lovely lesson today - Maisie's scales are really coming on.\n\nHannah Cole\nPiano & Theory Teacher\n"
        "Call or text me on 07700 900461.",
        "07700 900461",
        evidence="Call or text me on 07700 900461.",
        speaker="Hannah Cole",
        key="hannah_cole/phone",
    ),
    # subspan: the allotment plot number alone; nothing in the clause restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Welcome to Elmfield Community Garden! Your plot number is B-17. Tools are in the green shed; "
        "the code is on the noticeboard.",
        "B-17",
        evidence="Your plot number is B-17.",
        key="elmfield_garden/user/plot_number",
    ),
    # subspan: the quoted price alone from the dealership tool's JSON field.
    _r(
        "en",
        "subspan",
        True,
        '{"quote_id": "Q-44871", "dealer": "Northway Motors", "vehicle": "2022 Skoda Octavia Estate 1.5 TSI", '
        '"price": "£18,995", "valid_until": "2026-12-20"}',
        "£18,995",
        evidence='"price": "£18,995"',
        key="northway_motors/quote_q44871/price",
    ),
    # subspan: the drop-off time alone; the sentence only says that drop-off is at that time.
    _r(
        "en",
        "subspan",
        True,
        "Camp Pinewood - Week 2 info for parents\nDrop-off is at 8:30 am. Pick-up is from 4:00 pm at "
        "the Lakeside gate.\n"
        "Please label water bottles.",
        "8:30 am",
        evidence="Drop-off is at 8:30 am.",
        key="camp_pinewood/drop_off/time",
    ),
    # subspan: the home insurance policy number alone from the schedule.
    _r(
        "en",
        "subspan",
        True,
        "HearthGuard Home Insurance\nPolicy schedule\nPolicy number: HH-5528-0931-UK\nCover: Buildings & Contents\n"
        "Renewal date: 02/03/2027",
        "HH-5528-0931-UK",
        evidence="Policy number: HH-5528-0931-UK",
        key="user/home_insurance/policy_number",
    ),
    # subspan: the eye-test date and time phrase alone; the key carries what it is for.
    _r(
        "en",
        "subspan",
        True,
        "ClearSight Opticians: Hi Dev, your next eye test is booked for Thursday 14 March at 10:40. "
        "Reply C to cancel. ClearSight, 22 Kings Road.",
        "Thursday 14 March at 10:40",
        evidence="your next eye test is booked for Thursday 14 March at 10:40.",
        key="clearsight_opticians/dev/eye_test_datetime",
    ),
    # subspan: the community manager's name alone from the welcome pack.
    _r(
        "en",
        "subspan",
        True,
        "THE FORGE CO-LIVING - Welcome pack\nCommunity manager: Priya Nair (priya@theforge-living.com)\n"
        "Quiet hours: 23:00-07:00\nBin day: Tuesday",
        "Priya Nair",
        evidence="Community manager: Priya Nair",
        key="the_forge/community_manager/name",
    ),
    # filler: the voice note's "So, um" and "like" dropped; the time and day stay.
    _r(
        "en",
        "filler",
        True,
        "[voice note 0:14] So, um, the movers are coming on Saturday morning, like, around nine. "
        "Can you make sure the car's off the drive?",
        "The movers are coming on Saturday morning around nine.",
        evidence="So, um, the movers are coming on Saturday morning, like, around nine.",
        speaker="Jess",
    ),
    # filler: "Uh, yeah" and "you know" dropped from the transcript; the clause is otherwise whole.
    _r(
        "en",
        "filler",
        True,
        "Transcript (auto): Uh, yeah, I've registered for the Riverside Half Marathon in October, you know. "
        "Training's going okay.",
        "I've registered for the Riverside Half Marathon in October",
        evidence="Uh, yeah, I've registered for the Riverside Half Marathon in October, you know.",
        speaker="Omar",
    ),
    # filler: the discourse marker "Basically, uh," dropped.
    _r(
        "en",
        "filler",
        True,
        "User (voice): Basically, uh, my usual order is the paneer wrap from Spice Lane. Add extra mint "
        "sauce if they have it.",
        "my usual order is the paneer wrap from Spice Lane",
        evidence="Basically, uh, my usual order is the paneer wrap from Spice Lane.",
        speaker="user",
    ),
    # speaker: "I teach" restated with the speaker's name and the verb agreeing.
    _r(
        "en",
        "speaker",
        True,
        "Tom Ellis: Hi! Thanks for the enquiry. I teach guitar at the Riverside Music Hub. Beginners are very welcome.",
        "Tom Ellis teaches guitar at the Riverside Music Hub.",
        evidence="I teach guitar at the Riverside Music Hub.",
        speaker="Tom Ellis",
    ),
    # speaker: mem0's "User" for the speaker, verb agreeing.
    _r(
        "en",
        "speaker",
        True,
        "hey, quick q for the house chat - I live in room 4B at The Forge and my key fob stopped working last night",
        "User lives in room 4B at The Forge",
        evidence="I live in room 4B at The Forge",
        speaker="user",
    ),
    # speaker: subject elided for the speaker under a key naming her.
    _r(
        "en",
        "speaker",
        True,
        "From: Grace Okafor\nSubject: Saturday work party\n\nHi all, I volunteer at the Elmfield Community Garden "
        "most weekends, so count me in.\nGrace",
        "Volunteers at the Elmfield Community Garden",
        evidence="I volunteer at the Elmfield Community Garden",
        speaker="Grace Okafor",
        key="grace_okafor/volunteering",
    ),
    # verbatim: the collection sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "PrintHub ticket #3381 - update from staff: The banners will be ready for collection on Friday after 2 pm. "
        "Please bring your order e-mail.",
        "The banners will be ready for collection on Friday after 2 pm.",
        evidence="The banners will be ready for collection on Friday after 2 pm.",
    ),
    # verbatim: the classifieds desk's sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Hello Mr Barker, thank you for booking with the Wexham Gazette classifieds. "
        "The ad runs for two weeks in the Saturday edition. Payment was received in full.",
        "The ad runs for two weeks in the Saturday edition.",
        evidence="The ad runs for two weeks in the Saturday edition.",
    ),
    # coordination: the second conjunct kept with the shared subject "We".
    _r(
        "en",
        "coordination",
        True,
        "Meeting notes (customer call): We traded in the Corolla and financed the new Octavia over 48 months. "
        "First payment due in January.",
        "We financed the new Octavia over 48 months",
        evidence="We traded in the Corolla and financed the new Octavia over 48 months.",
    ),
    # coordination: the first conjunct kept with the shared subject "Leo".
    _r(
        "en",
        "coordination",
        True,
        "Camp health form - Section C\nLeo has a nut allergy and needs his inhaler during sports.\nSigned: R. Moss",
        "Leo has a nut allergy",
        evidence="Leo has a nut allergy and needs his inhaler during sports.",
        key="camp_pinewood/leo_moss/allergy",
    ),
    # parenthetical: the descriptive "(the tortoiseshell frames)" dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "ClearSight: Good news! Your glasses (the tortoiseshell frames) are ready to collect from our "
        "Kings Road branch.",
        "Your glasses are ready to collect from our Kings Road branch.",
        evidence="Your glasses (the tortoiseshell frames) are ready to collect from our Kings Road branch.",
    ),
    # parenthetical: the landmark in brackets dropped; the time stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Riverside Half - Race day info\nThe start line (next to the old boathouse) opens at 7:00. Bag "
        "drop closes at 7:45.",
        "The start line opens at 7:00.",
        evidence="The start line (next to the old boathouse) opens at 7:00.",
    ),
    # list_item: one borough of the delivery list, with the shared head.
    _r(
        "en",
        "list_item",
        True,
        "FAQ - Where do you deliver?\nWe deliver to Hackney, Islington, Camden and Haringey. More areas coming soon!",
        "We deliver to Camden",
        evidence="We deliver to Hackney, Islington, Camden and Haringey.",
    ),
    # list_item: one product of the print shop's list.
    _r(
        "en",
        "list_item",
        True,
        "About us: We print business cards, flyers, posters and vinyl banners. Same-day service on most jobs.",
        "We print posters",
        evidence="We print business cards, flyers, posters and vinyl banners.",
    ),
    # --- negative ---
    # restriction_drop: "Weekend" restricts which moves cost extra; dropping it widens the claim.
    _r(
        "en",
        "restriction_drop",
        False,
        "SwiftMove price guide: Weekend moves cost an extra £60. Packing materials are charged separately.",
        "Moves cost an extra £60.",
        evidence="Weekend moves cost an extra £60.",
    ),
    # restriction_drop: "for the ground floor" restricts the cover; the value drops it.
    _r(
        "en",
        "restriction_drop",
        False,
        "Re: your claim enquiry\nUnder your policy, flood damage is covered for the ground floor. "
        "Garden outbuildings are excluded.\nHearthGuard Claims Team",
        "Flood damage is covered",
        evidence="flood damage is covered for the ground floor.",
    ),
    # restriction_drop: "on weekdays" limits when guests may stay; dropping it is not safe.
    _r(
        "en",
        "restriction_drop",
        False,
        "House rules 3.2: Guests can stay overnight on weekdays. Please register them at reception.",
        "Guests can stay overnight",
        evidence="Guests can stay overnight on weekdays.",
        key="the_forge/house_rules/guests",
    ),
    # wrong_speaker: "I teach piano" is Tom's; the value gives it to his colleague Sara.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Tom Ellis: My colleague Sara runs the junior choir. I teach piano on Mondays, so Tuesday works for a trial.",
        "Sara teaches piano on Mondays",
        evidence="I teach piano on Mondays",
        speaker="Tom Ellis",
    ),
    # wrong_speaker: the night shifts are the writer's, not her son Leo's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Hi, my son Leo will attend the July session. I work night shifts at the hospital, so his dad "
        "will do pick-ups.\n"
        "Rachel Moss",
        "Leo works night shifts at the hospital",
        evidence="I work night shifts at the hospital",
        speaker="Rachel Moss",
    ),
    # number: the count of movers is dropped.
    _r(
        "en",
        "number",
        False,
        "Your quote covers 2 movers and a 7.5-tonne van for up to 6 hours.",
        "Your quote covers movers and a 7.5-tonne van",
        evidence="Your quote covers 2 movers and a 7.5-tonne van for up to 6 hours.",
    ),
    # number: the warranty's years are changed from 3 to 5.
    _r(
        "en",
        "number",
        False,
        "Northway Motors: The warranty lasts 3 years or 60,000 miles, whichever comes first.",
        "The warranty lasts 5 years",
        evidence="The warranty lasts 3 years or 60,000 miles, whichever comes first.",
        key="northway_motors/warranty",
    ),
    # attribution: the seller's claim is restated as a fact.
    _r(
        "en",
        "attribution",
        False,
        "CLASSIFIEDS - Cycles\nCarbon road bike, 56cm, £650 ono. The seller says the bike has never been raced. "
        "Call 01632 960118 after 6pm.",
        "The bike has never been raced.",
        evidence="The seller says the bike has never been raced.",
    ),
    # attribution: the number filed under Hannah belongs to Mark in the same message.
    _r(
        "en",
        "attribution",
        False,
        "Riverside Music Hub: For lessons contact Hannah on 07700 900461; for invoices, contact Mark on 07700 900512.",
        "07700 900512",
        evidence="for invoices, contact Mark on 07700 900512.",
        key="riverside_music/hannah/phone",
    ),
    # negation: "don't" dropped.
    _r(
        "en",
        "negation",
        False,
        "Spice Lane (via FoodDash): Sorry, we don't deliver after 11 pm. Collection is available until midnight.",
        "We deliver after 11 pm",
        evidence="we don't deliver after 11 pm.",
    ),
    # negation: "not" dropped, reversing the rule.
    _r(
        "en",
        "negation",
        False,
        "Elmfield notice: Hosepipes are not allowed during the summer ban. Please use the water butts.",
        "Hosepipes are allowed during the summer ban.",
        evidence="Hosepipes are not allowed during the summer ban.",
    ),
    # condition: the "if" clause that the discount depends on is dropped.
    _r(
        "en",
        "condition",
        False,
        "HearthGuard: Your premium will drop by £40 if you fit a monitored alarm before renewal.",
        "Your premium will drop by £40",
        evidence="Your premium will drop by £40 if you fit a monitored alarm before renewal.",
    ),
    # condition: the "unless" exception is dropped.
    _r(
        "en",
        "condition",
        False,
        "Camp Pinewood: Children can swim in the lake unless the flag is red. Lifeguards are on duty 10-4.",
        "Children can swim in the lake",
        evidence="Children can swim in the lake unless the flag is red.",
    ),
    # scope: "Some of" dropped, so a claim about some rooms becomes one about all.
    _r(
        "en",
        "scope",
        False,
        "The Forge listing: Some of the rooms have a private balcony. All rooms share the rooftop kitchen.",
        "The rooms have a private balcony.",
        evidence="Some of the rooms have a private balcony.",
    ),
    # stitch: the destination is taken from the next sentence (the parents' town).
    _r(
        "en",
        "stitch",
        False,
        "Hi SwiftMove, I'm moving to Bristol in June. My parents live in Bath and may help on the day.",
        "I'm moving to Bath",
        evidence="I'm moving to Bristol in June. My parents live in Bath",
    ),
    # tense: "used to teach" restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        "Tom Ellis: I used to teach violin at Riverside, but now it's guitar only.",
        "Tom Ellis teaches violin at Riverside",
        evidence="I used to teach violin at Riverside",
        speaker="Tom Ellis",
    ),
    # identifier: the order number is cut before its suffix.
    _r(
        "en",
        "identifier",
        False,
        "PrintHub: Thanks for your order! Your order number is PS-448120-B. We'll e-mail you when it's ready.",
        "PS-448120",
        evidence="Your order number is PS-448120-B.",
        key="printhub/order/number",
    ),
    # parenthetical_restrictive: the brackets carry the minimum order, which restricts the free delivery.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "FoodDash promo: Delivery is free (on orders over £20) all this week.",
        "Delivery is free",
        evidence="Delivery is free (on orders over £20)",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número de presupuesto solo; la etiqueta es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "MUDANZAS ORTEGA S.L.\nNº de presupuesto: MUD-7741/24\nOrigen: C/ Alcalá 212, Madrid · Destino: Av. Pío XII 8\n"
        "Válido 15 días.",
        "MUD-7741/24",
        evidence="Nº de presupuesto: MUD-7741/24",
        key="mudanzas_ortega/presupuesto/numero",
    ),
    # subspan: el teléfono de la profesora solo, tomado de su firma.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola, familia! La clase del jueves se mantiene.\n--\nLucía Ferrer · Profesora de "
        "violín\nWhatsApp: 612 48 93 07",
        "612 48 93 07",
        evidence="WhatsApp: 612 48 93 07",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/telefono",
    ),
    # subspan: la parcela asignada sola; nada en la frase la restringe.
    _r(
        "es",
        "subspan",
        True,
        "Huerto Comunitario Esta es una Plaza: ¡Enhorabuena! Te ha tocado la parcela 23. "
        "La asamblea es el primer domingo de cada mes.",
        "la parcela 23",
        evidence="Te ha tocado la parcela 23.",
        key="huerto_esta_es_una_plaza/usuario/parcela",
    ),
    # subspan: el precio final solo, sin el resto de la línea.
    _r(
        "es",
        "subspan",
        True,
        "Autos Levante – Oferta personalizada\nModelo: SEAT Arona 1.0 TSI Style\nPrecio final: 21.450 € "
        "(IVA incluido)\n"
        "Asesor: Raúl Benet",
        "21.450 €",
        evidence="Precio final: 21.450 €",
        key="autos_levante/oferta/precio_final",
    ),
    # subspan: la fecha y hora de recogida sola; la clave dice de qué es.
    _r(
        "es",
        "subspan",
        True,
        "Campamento Los Pinos – Circular 4\nLa recogida es el viernes 19 de julio a las 17:00 h. "
        "Traed la tarjeta sanitaria.",
        "el viernes 19 de julio a las 17:00 h",
        evidence="La recogida es el viernes 19 de julio a las 17:00 h.",
        key="campamento_los_pinos/recogida/fecha_hora",
    ),
    # subspan: el número de póliza solo, de las condiciones particulares.
    _r(
        "es",
        "subspan",
        True,
        "Seguros Hogar Atlántico\nCondiciones particulares\nNúmero de póliza: 0087-HG-552193\nTomador: "
        "Elena Sáez Prieto",
        "0087-HG-552193",
        evidence="Número de póliza: 0087-HG-552193",
        key="user/seguro_hogar/poliza",
    ),
    # subspan: la URL del pedido entera.
    _r(
        "es",
        "subspan",
        True,
        "Estimado cliente: Puede consultar su pedido en https://www.opticavision.es/pedidos/88213 "
        "en cualquier momento. Un saludo, Óptica Visión",
        "https://www.opticavision.es/pedidos/88213",
        evidence="Puede consultar su pedido en https://www.opticavision.es/pedidos/88213",
        key="optica_vision/pedido/url",
    ),
    # subspan: el código del portal solo.
    _r(
        "es",
        "subspan",
        True,
        "Casa Nómada Coliving 🏡 ¡Bienvenida, Inés! Tu código de acceso al portal es 4471B. La wifi es CasaNomada_5G.",
        "4471B",
        evidence="Tu código de acceso al portal es 4471B.",
        key="casa_nomada/ines/codigo_portal",
    ),
    # filler: "Eh, bueno, pues" y "¿sabes?" quitados; "al final" se conserva.
    _r(
        "es",
        "filler",
        True,
        "[Audio 0:21] Eh, bueno, pues al final me he apuntado a la media maratón de Valencia, ¿sabes? Ya te contaré.",
        "al final me he apuntado a la media maratón de Valencia",
        evidence="Eh, bueno, pues al final me he apuntado a la media maratón de Valencia, ¿sabes?",
        speaker="Nacho",
    ),
    # filler: "O sea" y el "eh" final quitados.
    _r(
        "es",
        "filler",
        True,
        "Usuario (audio transcrito): O sea, mi pedido de siempre es el ramen de Komori, eh. Sin cebolleta.",
        "mi pedido de siempre es el ramen de Komori",
        evidence="O sea, mi pedido de siempre es el ramen de Komori, eh.",
        speaker="user",
    ),
    # filler: "Mmm, vale" y la coletilla "¿vale?" quitados.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz de Carmen: Mmm, vale, los de la mudanza vienen el sábado a las ocho, ¿vale? Deja el coche fuera.",
        "los de la mudanza vienen el sábado a las ocho",
        evidence="Mmm, vale, los de la mudanza vienen el sábado a las ocho, ¿vale?",
        speaker="Carmen",
    ),
    # speaker: "Doy" pasa a "da" con el nombre de la hablante.
    _r(
        "es",
        "speaker",
        True,
        "Lucía Ferrer: ¡Hola! Doy clases de violín en la Escuela de Música de Gràcia, martes y jueves por la tarde.",
        "Lucía Ferrer da clases de violín en la Escuela de Música de Gràcia",
        evidence="Doy clases de violín en la Escuela de Música de Gràcia",
        speaker="Lucía Ferrer",
    ),
    # speaker: el "Usuario" de mem0 con el verbo concordado.
    _r(
        "es",
        "speaker",
        True,
        "buenas! vivo en la residencia Casa Nómada desde enero y el lavavajillas de la 2ª planta pierde agua",
        "Usuario vive en la residencia Casa Nómada desde enero",
        evidence="vivo en la residencia Casa Nómada desde enero",
        speaker="user",
    ),
    # speaker: sujeto omitido para el hablante bajo una clave con su nombre.
    _r(
        "es",
        "speaker",
        True,
        "Andrés (grupo Huerto Vecinal): Cultivo pimientos y calabacines en el huerto del barrio, si "
        "alguien quiere semillas que me diga.",
        "Cultiva pimientos y calabacines en el huerto del barrio",
        evidence="Cultivo pimientos y calabacines en el huerto del barrio",
        speaker="Andrés",
        key="andres/huerto/cultivos",
    ),
    # verbatim: la frase de la imprenta copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Imprenta Rápida Sol – Incidencia 2207\nLos carteles estarán listos el jueves por la tarde. "
        "Puede pasar a recogerlos con el justificante.",
        "Los carteles estarán listos el jueves por la tarde.",
        evidence="Los carteles estarán listos el jueves por la tarde.",
    ),
    # verbatim: la frase de anuncios clasificados copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Diario de Alcorcón – Anuncios por palabras\nHemos recibido su texto. El anuncio saldrá "
        "publicado en la edición "
        "del domingo. Gracias por confiar en nosotros.",
        "El anuncio saldrá publicado en la edición del domingo.",
        evidence="El anuncio saldrá publicado en la edición del domingo.",
    ),
    # coordination: el segundo conjunto con el mismo sujeto (nosotros, tácito).
    _r(
        "es",
        "coordination",
        True,
        "Acta de la visita: Entregamos el Ibiza como parte del pago y financiamos el Arona a 60 meses.",
        "Financiamos el Arona a 60 meses",
        evidence="Entregamos el Ibiza como parte del pago y financiamos el Arona a 60 meses.",
    ),
    # coordination: el primer conjunto con el sujeto compartido "Martina".
    _r(
        "es",
        "coordination",
        True,
        "Ficha médica – Campamento Los Pinos\nObservaciones: Martina es celíaca y necesita crema solar cada dos horas.",
        "Martina es celíaca",
        evidence="Martina es celíaca y necesita crema solar cada dos horas.",
        key="campamento_los_pinos/martina/salud",
    ),
    # parenthetical: el inciso descriptivo sobre la montura quitado.
    _r(
        "es",
        "parenthetical",
        True,
        "Óptica Visión: Sus gafas (montura azul marino) ya están listas en la tienda de la calle Mayor. "
        "Horario de 10 a 20 h.",
        "Sus gafas ya están listas en la tienda de la calle Mayor.",
        evidence="Sus gafas (montura azul marino) ya están listas en la tienda de la calle Mayor.",
    ),
    # parenthetical: el inciso sobre el lugar de la salida quitado; la hora se conserva.
    _r(
        "es",
        "parenthetical",
        True,
        "Medio Maratón Valencia – Info corredores\nLa salida (junto al Museo de las Ciencias) será a las 8:30. "
        "El guardarropa cierra a las 8:00.",
        "La salida será a las 8:30.",
        evidence="La salida (junto al Museo de las Ciencias) será a las 8:30.",
    ),
    # list_item: un barrio de la lista de reparto, con el verbo compartido.
    _r(
        "es",
        "list_item",
        True,
        "Preguntas frecuentes · ¿Dónde repartimos? Repartimos en Ruzafa, Benimaclet, El Carmen y Campanar.",
        "Repartimos en Benimaclet",
        evidence="Repartimos en Ruzafa, Benimaclet, El Carmen y Campanar.",
    ),
    # list_item: un producto de la lista de la imprenta.
    _r(
        "es",
        "list_item",
        True,
        "Quiénes somos: Imprimimos tarjetas de visita, flyers, lonas y vinilos. Entrega en 24-48 h.",
        "Imprimimos lonas",
        evidence="Imprimimos tarjetas de visita, flyers, lonas y vinilos.",
    ),
    # --- negative ---
    # restriction_drop: "en festivo" limita qué mudanzas llevan recargo.
    _r(
        "es",
        "restriction_drop",
        False,
        "Tarifas 2027: Las mudanzas en festivo tienen un recargo de 80 €. El embalaje se cobra aparte.",
        "Las mudanzas tienen un recargo de 80 €.",
        evidence="Las mudanzas en festivo tienen un recargo de 80 €.",
    ),
    # restriction_drop: "en la vivienda principal" restringe la cobertura.
    _r(
        "es",
        "restriction_drop",
        False,
        "Respuesta a su consulta: Los daños por agua están cubiertos en la vivienda principal. El "
        "trastero queda excluido.",
        "Los daños por agua están cubiertos.",
        evidence="Los daños por agua están cubiertos en la vivienda principal.",
    ),
    # restriction_drop: "entre semana" limita cuándo pueden quedarse las visitas.
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas de convivencia, punto 5: Las visitas pueden quedarse a dormir entre semana. Avisad en recepción.",
        "Las visitas pueden quedarse a dormir.",
        evidence="Las visitas pueden quedarse a dormir entre semana.",
        key="casa_nomada/normas/visitas",
    ),
    # wrong_speaker: las clases de violín son de Lucía, no de su compañero Jordi.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Lucía Ferrer: Mi compañero Jordi lleva el coro infantil. Yo doy clases de violín los martes.",
        "Jordi da clases de violín los martes",
        evidence="Yo doy clases de violín los martes.",
        speaker="Lucía Ferrer",
    ),
    # wrong_speaker: quien trabaja de noche es la madre que escribe, no su hija.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Hola, mi hija Martina irá al turno de julio. Trabajo de noche en el hospital, así que la recogerá su padre.\n"
        "Marta Gil",
        "Martina trabaja de noche en el hospital",
        evidence="Trabajo de noche en el hospital",
        speaker="Marta Gil",
    ),
    # number: el número de operarios se pierde.
    _r(
        "es",
        "number",
        False,
        "El presupuesto incluye 3 operarios y un camión de 20 metros cúbicos.",
        "El presupuesto incluye operarios y un camión de 20 metros cúbicos.",
        evidence="El presupuesto incluye 3 operarios y un camión de 20 metros cúbicos.",
    ),
    # number: los años de garantía cambian de 3 a 5.
    _r(
        "es",
        "number",
        False,
        "Autos Levante: La garantía es de 3 años o 100.000 km, lo que antes se cumpla.",
        "La garantía es de 5 años",
        evidence="La garantía es de 3 años o 100.000 km, lo que antes se cumpla.",
        key="autos_levante/garantia",
    ),
    # attribution: lo que afirma el vendedor pasa a ser un hecho.
    _r(
        "es",
        "attribution",
        False,
        "MOTOS – Vendo Yamaha MT-07, 2019, 18.000 km. Según el vendedor, la moto nunca ha tenido un accidente. "
        "Tfno. 655 30 11 48.",
        "La moto nunca ha tenido un accidente.",
        evidence="Según el vendedor, la moto nunca ha tenido un accidente.",
    ),
    # attribution: el teléfono guardado como de Lucía es el de Jordi.
    _r(
        "es",
        "attribution",
        False,
        "Escuela de Música de Gràcia: Para clases, escribe a Lucía (612 48 93 07); para recibos, a "
        "Jordi (634 15 22 80).",
        "634 15 22 80",
        evidence="para recibos, a Jordi (634 15 22 80)",
        key="escuela_gracia/lucia/telefono",
    ),
    # negation: se quita el "No".
    _r(
        "es",
        "negation",
        False,
        "Komori Ramen vía RepartoYa: No repartimos después de las 23:30. Puedes recoger en el local hasta las 00:00.",
        "Repartimos después de las 23:30.",
        evidence="No repartimos después de las 23:30.",
    ),
    # negation: se quita el "No", invirtiendo la norma.
    _r(
        "es",
        "negation",
        False,
        "Aviso del huerto: No se permite usar manguera durante las restricciones de agua. Usad las regaderas.",
        "Se permite usar manguera durante las restricciones de agua.",
        evidence="No se permite usar manguera durante las restricciones de agua.",
    ),
    # condition: se pierde el "si" del que depende el descuento.
    _r(
        "es",
        "condition",
        False,
        "Hogar Atlántico: La prima baja 35 € si instala una alarma conectada a central.",
        "La prima baja 35 €",
        evidence="La prima baja 35 € si instala una alarma conectada a central.",
    ),
    # condition: se pierde la excepción "salvo que".
    _r(
        "es",
        "condition",
        False,
        "Campamento Los Pinos: Los niños pueden bañarse en el río salvo que haya bandera roja.",
        "Los niños pueden bañarse en el río",
        evidence="Los niños pueden bañarse en el río salvo que haya bandera roja.",
    ),
    # scope: "Algunas" pasa a todas.
    _r(
        "es",
        "scope",
        False,
        "Casa Nómada – Habitaciones: Algunas habitaciones tienen balcón. Todas tienen escritorio y armario.",
        "Las habitaciones tienen balcón.",
        evidence="Algunas habitaciones tienen balcón.",
    ),
    # stitch: el destino sale de la frase siguiente (la ciudad de los padres).
    _r(
        "es",
        "stitch",
        False,
        "Hola, me mudo a Zaragoza en junio. Mis padres viven en Huesca y vendrán a echar una mano.",
        "Me mudo a Huesca",
        evidence="me mudo a Zaragoza en junio. Mis padres viven en Huesca",
    ),
    # tense: "Antes daba" pasa a presente.
    _r(
        "es",
        "tense",
        False,
        "Jordi Puig: Antes daba clases de guitarra en el conservatorio; ahora solo llevo el coro.",
        "Jordi Puig da clases de guitarra en el conservatorio",
        evidence="Antes daba clases de guitarra en el conservatorio",
        speaker="Jordi Puig",
    ),
    # identifier: el número de pedido cortado antes del sufijo.
    _r(
        "es",
        "identifier",
        False,
        "Imprenta Rápida Sol: ¡Gracias! Tu número de pedido es IMP-55820-C. Te avisaremos por SMS.",
        "IMP-55820",
        evidence="Tu número de pedido es IMP-55820-C.",
        key="imprenta_sol/pedido/numero",
    ),
    # parenthetical_restrictive: el paréntesis limita el envío gratis.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "RepartoYa: El envío es gratis (solo en pedidos de más de 15 €) hasta el domingo.",
        "El envío es gratis",
        evidence="El envío es gratis (solo en pedidos de más de 15 €)",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 只取订单号；"订单号"正是键所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【快捷搬家】预约成功！\n订单号：BJ20240611-0382\n服务时间：6月15日 08:00\n如需改期请提前24小时致电。",
        "BJ20240611-0382",
        evidence="订单号：BJ20240611-0382",
        key="kuaijie_banjia/order/id",
    ),
    # subspan: 只取签名里的手机号。
    _r(
        "zh",
        "subspan",
        True,
        "家长您好，今天孩子回课很认真，下周练习第三首。\n——\n王静 | 钢琴老师\n手机：13812345678\n微信同号",
        "13812345678",
        evidence="手机：13812345678",
        speaker="王静",
        key="wang_jing/phone",
    ),
    # subspan: 只取分到的地块编号，句中没有限定。
    _r(
        "zh",
        "subspan",
        True,
        "阳光社区菜园通知：恭喜！您分到的是C区第12号地块。工具间密码请向网格员索取。",
        "C区第12号地块",
        evidence="您分到的是C区第12号地块。",
        key="阳光社区菜园/用户/地块",
    ),
    # subspan: 只取 JSON 里的落地价。
    _r(
        "zh",
        "subspan",
        True,
        '{"报价单号": "QT-88123", "门店": "鸿达丰田4S店", "车型": "2023款 卡罗拉 双擎 精英版", "落地价": "¥142,800"}',
        "¥142,800",
        evidence='"落地价": "¥142,800"',
        key="鸿达丰田/报价QT-88123/落地价",
    ),
    # subspan: 只取报到时间短语。
    _r(
        "zh",
        "subspan",
        True,
        "小橡树夏令营·入营须知\n报到时间：7月15日上午9:00\n报到地点：营地北门\n请携带身份证复印件。",
        "7月15日上午9:00",
        evidence="报到时间：7月15日上午9:00",
        key="summer_camp/check_in/time",
    ),
    # subspan: 只取保单号。
    _r(
        "zh",
        "subspan",
        True,
        "平安家财险电子保单\n保单号：PA-HJ-20240388\n被保险人：陈先生\n保险期间：2026-12-01至2027-11-30",
        "PA-HJ-20240388",
        evidence="保单号：PA-HJ-20240388",
        key="user/home_insurance/policy_no",
    ),
    # subspan: 只取验光预约的日期时间。
    _r(
        "zh",
        "subspan",
        True,
        "【明视眼镜】您的验光预约已确认：3月22日下午3:30，地点：南京西路店。回复TD退订",
        "3月22日下午3:30",
        evidence="您的验光预约已确认：3月22日下午3:30",
        key="明视眼镜/验光/预约时间",
    ),
    # subspan: 只取社区管家的姓名。
    _r(
        "zh",
        "subspan",
        True,
        "优家共享公寓 入住指南\n社区管家：刘晓雯，电话 021-6288 3415\n安静时段：23:00-07:00",
        "刘晓雯",
        evidence="社区管家：刘晓雯",
        key="youjia_coliving/manager/name",
    ),
    # filler: 去掉"嗯，那个"；时间和"左右"都保留。
    _r(
        "zh",
        "filler",
        True,
        "[语音转文字] 嗯，那个，搬家公司周六上午九点左右过来。你记得把车挪一下。",
        "搬家公司周六上午九点左右过来",
        evidence="嗯，那个，搬家公司周六上午九点左右过来。",
        speaker="小雨",
    ),
    # filler: 去掉句首"呃"和句末"嗯"。
    _r(
        "zh",
        "filler",
        True,
        "[语音] 呃，我报名了十月份的半程马拉松，嗯。最近每天跑五公里。",
        "我报名了十月份的半程马拉松",
        evidence="呃，我报名了十月份的半程马拉松，嗯。",
        speaker="阿杰",
    ),
    # filler: 去掉话语标记"然后呢"；"一般"保留。
    _r(
        "zh",
        "filler",
        True,
        "用户（语音）：然后呢，我一般点的是楼下那家兰州拉面。辣椒多放点。",
        "我一般点的是楼下那家兰州拉面",
        evidence="然后呢，我一般点的是楼下那家兰州拉面。",
        speaker="user",
    ),
    # speaker: "我"换成说话人的名字。
    _r(
        "zh",
        "speaker",
        True,
        "王静：您好～我在星海琴行教钢琴，周末的课还有空位。",
        "王静在星海琴行教钢琴",
        evidence="我在星海琴行教钢琴",
        speaker="王静",
    ),
    # speaker: mem0 的"用户"代替"我"。
    _r(
        "zh",
        "speaker",
        True,
        "管家你好，我住在优家共享公寓的4B房间，门禁卡昨晚突然刷不开了",
        "用户住在优家共享公寓的4B房间",
        evidence="我住在优家共享公寓的4B房间",
        speaker="user",
    ),
    # speaker: 省略主语，键里有说话人。
    _r(
        "zh",
        "speaker",
        True,
        "老陈（菜园群）：我在社区菜园种了西红柿和豆角，谁要秧苗找我。",
        "在社区菜园种了西红柿和豆角",
        evidence="我在社区菜园种了西红柿和豆角",
        speaker="老陈",
        key="老陈/菜园/种植",
    ),
    # verbatim: 整句照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "【图文快印】工单3381进度：横幅周五下午两点以后可以来取。取件请出示订单短信。",
        "横幅周五下午两点以后可以来取。",
        evidence="横幅周五下午两点以后可以来取。",
    ),
    # verbatim: 分类广告部的句子整句照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "《城东晚报》分类广告部：您好，款项已收到。广告将在周六版刊登两周。如需修改请致电。",
        "广告将在周六版刊登两周。",
        evidence="广告将在周六版刊登两周。",
    ),
    # coordination: 保留共享主语"我们"的第二个并列谓语。
    _r(
        "zh",
        "coordination",
        True,
        "客户回访记录：我们置换了旧的飞度，并贷款买了新的凯美瑞。首期款已付。",
        "我们贷款买了新的凯美瑞",
        evidence="我们置换了旧的飞度，并贷款买了新的凯美瑞。",
    ),
    # coordination: 保留共享主语"乐乐"的第一个并列谓语。
    _r(
        "zh",
        "coordination",
        True,
        "营员健康登记表\n备注：乐乐对花生过敏，运动时需要带哮喘喷雾。\n家长签字：张敏",
        "乐乐对花生过敏",
        evidence="乐乐对花生过敏，运动时需要带哮喘喷雾。",
        key="summer_camp/lele/allergy",
    ),
    # parenthetical: 去掉描述镜框的括号内容。
    _r(
        "zh",
        "parenthetical",
        True,
        "【明视眼镜】您的眼镜（玳瑁色镜框）已到南京西路店，可随时来取。",
        "您的眼镜已到南京西路店",
        evidence="您的眼镜（玳瑁色镜框）已到南京西路店",
    ),
    # parenthetical: 去掉说明起点位置的括号，时间保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "滨江半程马拉松参赛须知：起点（奥体中心东门）早上7点开放，存包7点45分截止。",
        "起点早上7点开放",
        evidence="起点（奥体中心东门）早上7点开放",
    ),
    # list_item: 取配送范围中的一个区。
    _r(
        "zh",
        "list_item",
        True,
        "常见问题｜配送范围：我们配送范围包括徐汇、静安、长宁和黄浦。其他区域陆续开通。",
        "我们配送范围包括静安",
        evidence="我们配送范围包括徐汇、静安、长宁和黄浦。",
    ),
    # list_item: 取快印店业务中的一项。
    _r(
        "zh",
        "list_item",
        True,
        "店铺简介：本店可印名片、传单、海报和喷绘横幅，急件当天取。",
        "本店可印海报",
        evidence="本店可印名片、传单、海报和喷绘横幅",
    ),
    # --- negative ---
    # restriction_drop: "周末"限定了哪些搬家要加价。
    _r(
        "zh",
        "restriction_drop",
        False,
        "快捷搬家收费说明：周末搬家另加收200元。包装材料另计。",
        "搬家另加收200元",
        evidence="周末搬家另加收200元。",
    ),
    # restriction_drop: "一楼的"限定了保障范围。
    _r(
        "zh",
        "restriction_drop",
        False,
        "理赔咨询回复：根据您的保单，一楼的水浸损失在保障范围内，车库不在保障范围。",
        "水浸损失在保障范围内",
        evidence="一楼的水浸损失在保障范围内",
    ),
    # restriction_drop: "工作日"限定了访客留宿的时间。
    _r(
        "zh",
        "restriction_drop",
        False,
        "公寓守则第5条：访客工作日可以留宿，请提前在前台登记。",
        "访客可以留宿",
        evidence="访客工作日可以留宿",
        key="youjia_coliving/rules/guests",
    ),
    # wrong_speaker: 教钢琴的是王静本人，不是她的同事李老师。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "王静：我同事李老师带少儿合唱团。我每周一教钢琴，周二可以安排试听。",
        "李老师每周一教钢琴",
        evidence="我每周一教钢琴",
        speaker="王静",
    ),
    # wrong_speaker: 上夜班的是写信的家长，不是儿子乐乐。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "老师好，我儿子乐乐报了七月那期。我在医院上夜班，接送由他爸爸负责。——张敏",
        "乐乐在医院上夜班",
        evidence="我在医院上夜班",
        speaker="张敏",
    ),
    # number: 搬运工人数被去掉。
    _r(
        "zh",
        "number",
        False,
        "报价说明：报价包含2名搬运工和一辆4.2米厢货。",
        "报价包含搬运工和一辆4.2米厢货",
        evidence="报价包含2名搬运工和一辆4.2米厢货。",
    ),
    # number: 质保年限从3年改成5年。
    _r(
        "zh",
        "number",
        False,
        "鸿达丰田：新车质保3年或10万公里，以先到者为准。",
        "新车质保5年或10万公里",
        evidence="新车质保3年或10万公里，以先到者为准。",
        key="鸿达丰田/质保",
    ),
    # attribution: 卖家的说法被当成事实。
    _r(
        "zh",
        "attribution",
        False,
        "【二手转让】公路车一辆，56码，售价3800元。卖家说这辆自行车从没摔过。联系电话13700001111。",
        "这辆自行车从没摔过",
        evidence="卖家说这辆自行车从没摔过。",
    ),
    # attribution: 记在王老师名下的号码其实是赵会计的。
    _r(
        "zh",
        "attribution",
        False,
        "星海琴行：约课请联系王老师 13812345678，开发票请联系赵会计 13987654321。",
        "13987654321",
        evidence="开发票请联系赵会计 13987654321",
        key="xinghai_music/wang/phone",
    ),
    # negation: 去掉了"不"。
    _r(
        "zh",
        "negation",
        False,
        "商家公告：晚上11点以后不配送，可到店自取。",
        "晚上11点以后配送",
        evidence="晚上11点以后不配送",
    ),
    # negation: 去掉了"不"，规则被反转。
    _r(
        "zh",
        "negation",
        False,
        "菜园通知：限水期间不允许用水管浇水，请用水桶。",
        "限水期间允许用水管浇水",
        evidence="限水期间不允许用水管浇水",
    ),
    # condition: 去掉了"如果"条件。
    _r(
        "zh",
        "condition",
        False,
        "续保提醒：如果安装联网报警器，保费可减少300元。",
        "保费可减少300元",
        evidence="如果安装联网报警器，保费可减少300元。",
    ),
    # condition: 去掉了"除非"例外。
    _r(
        "zh",
        "condition",
        False,
        "营地安全须知：除非挂红旗，孩子们可以在湖里游泳。救生员10点到16点值班。",
        "孩子们可以在湖里游泳",
        evidence="除非挂红旗，孩子们可以在湖里游泳。",
    ),
    # scope: "部分"被去掉，部分房间变成所有房间。
    _r(
        "zh",
        "scope",
        False,
        "房型介绍：部分房间带独立阳台，所有房间共用屋顶厨房。",
        "房间带独立阳台",
        evidence="部分房间带独立阳台",
    ),
    # stitch: 目的地取自下一句（父母住的城市）。
    _r(
        "zh",
        "stitch",
        False,
        "您好，我六月搬去杭州。我爸妈住在绍兴，当天可能会来帮忙。",
        "我六月搬去绍兴",
        evidence="我六月搬去杭州。我爸妈住在绍兴",
    ),
    # tense: "以前"被去掉，过去的事变成现在。
    _r(
        "zh",
        "tense",
        False,
        "赵磊：我以前在少年宫教小提琴，现在只教吉他。",
        "赵磊在少年宫教小提琴",
        evidence="我以前在少年宫教小提琴",
        speaker="赵磊",
    ),
    # identifier: 订单号被截掉后缀。
    _r(
        "zh",
        "identifier",
        False,
        "【图文快印】下单成功！您的订单号为 KY-663901-D，制作完成后短信通知。",
        "KY-663901",
        evidence="您的订单号为 KY-663901-D",
        key="tuwen_print/order/number",
    ),
    # parenthetical_restrictive: 括号里的起送条件限定了免配送费。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "本周活动：免配送费（仅限满30元订单），欢迎下单！",
        "免配送费",
        evidence="免配送费（仅限满30元订单）",
    ),
)

BATCH_62: tuple[Realistic, ...] = _EN + _ES + _ZH
