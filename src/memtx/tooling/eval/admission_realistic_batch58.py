"""The realistic set's fifty-eighth batch: a blind measurement of the merged admission rules (issue 31, brief B58).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b58, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. Every source is invented here, in the domains brief B58 named: museums and
galleries, youth sports clubs, hair salons, driving schools, allotments, IT help desks, veterinary clinics, cinemas,
charity shops, bakeries, plumbers and university societies, with Spanish and Chinese counterparts in their own
registers (voice-note transcripts with fillers, WhatsApp and WeChat chats, e-mails with signatures, support tickets,
JSON tool outputs, SMS notifications, receipts, forms, reviews and meeting minutes).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then `user`); some drop the speaker
as subject; some keep one item of a list; and the subspan records keep one atomic value alone (an e-mail address, a
URL, a phone number, a ticket or booking code, an amount with its currency, a date or time phrase) under a key in the
manner of LangGraph's memory tools. Key styles are mixed on purpose: English keys over Spanish and Chinese sources,
keys naming an organisation and a person in it, keys in the source's language (Chinese keys too), and `user/...`.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
evidence 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source except in the three
`evidence` negatives, which quote a sentence the source does not contain. The batch is unscored: scoring it is the
lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the collections manager's e-mail alone; the rest of the clause is what the key's relation (email) names.
    _r(
        "en",
        "subspan",
        True,
        "Hi Jo,\nThanks for the loan request for the Whitby jet brooch.\n"
        "Please send the condition report to priya.nair@harbourside-museum.org by Friday.\n"
        "Kind regards,\nPriya Nair\nCollections Manager, Harbourside Museum",
        "priya.nair@harbourside-museum.org",
        evidence="Please send the condition report to priya.nair@harbourside-museum.org",
        speaker="Priya Nair",
        key="harbourside_museum/priya_nair/condition_report_email",
    ),
    # subspan: the kick-off time alone; the key carries the match, the place is not a restriction on the time.
    _r(
        "en",
        "subspan",
        True,
        "Riverside Rovers U11s: Saturday's match kicks off at 10:30 at Pitch 4, Hollins Park. Please arrive by 10:00 "
        "in home kit.",
        "10:30",
        evidence="Saturday's match kicks off at 10:30",
        key="riverside_rovers/u11/saturday_match/kickoff_time",
    ),
    # subspan: the booking reference alone from a JSON tool output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"salon": "Snip Studio", "booking_ref": "SS-20931", "stylist": "Kemi", "service": "wash and cut", '
        '"start": "2026-12-12T11:00"}',
        "SS-20931",
        evidence='"booking_ref": "SS-20931"',
        key="snip_studio/booking/reference",
    ),
    # subspan: the amount paid with its currency from a receipt line; the key names the lesson and the payment.
    _r(
        "en",
        "subspan",
        True,
        "RECEIPT - Clearway Driving School\n1 x 60-min lesson (manual), instructor: Dev Patel\nAmount paid: £34.00\n"
        "Paid by card ending 4417",
        "£34.00",
        evidence="Amount paid: £34.00",
        key="clearway_driving/last_lesson/amount_paid",
    ),
    # subspan: the incident number alone from a help-desk notification; nothing restricts the identifier.
    _r(
        "en",
        "subspan",
        True,
        "Your request has been logged as incident INC0048213 (printer on floor 2 not printing). "
        "An engineer will contact you within 4 working hours.",
        "INC0048213",
        evidence="Your request has been logged as incident INC0048213",
        key="it_helpdesk/printer_request/incident_number",
    ),
    # subspan: the out-of-hours number; the key carries the scope ("out of hours emergencies"), so nothing is lost.
    _r(
        "en",
        "subspan",
        True,
        "Oakfield Veterinary Clinic is open 8am-7pm Mon-Sat. For out-of-hours emergencies call 0113 496 0581.",
        "0113 496 0581",
        evidence="For out-of-hours emergencies call 0113 496 0581.",
        key="oakfield_vets/out_of_hours_emergency_phone",
    ),
    # subspan: the whole manage-booking URL from a cinema e-mail; the key names the relation.
    _r(
        "en",
        "subspan",
        True,
        "Your tickets for Nosferatu (Screen 3, seats F7-F8) are confirmed. "
        "Manage your booking at https://tickets.lumiere-cinema.co.uk/b/7Q2K9X\nThe Lumière team",
        "https://tickets.lumiere-cinema.co.uk/b/7Q2K9X",
        evidence="Manage your booking at https://tickets.lumiere-cinema.co.uk/b/7Q2K9X",
        key="lumiere_cinema/nosferatu_booking/manage_url",
    ),
    # subspan: the date-time phrase of the AGM; the key names the AGM, the room is left out safely.
    _r(
        "en",
        "subspan",
        True,
        "Hiking Society newsletter: the AGM is on Thursday 14 November at 7pm in Room G.12. Bring your membership "
        "card to vote.",
        "Thursday 14 November at 7pm",
        evidence="the AGM is on Thursday 14 November at 7pm in Room G.12.",
        key="hiking_society/agm/date_time",
    ),
    # filler: a voice note's um/so/yeah/like dropped; the clause is otherwise intact.
    _r(
        "en",
        "filler",
        True,
        "Um, so, yeah, the plumber's coming on Tuesday morning, like, to fix the boiler. Can you be in?",
        "The plumber's coming on Tuesday morning to fix the boiler.",
        evidence="Um, so, yeah, the plumber's coming on Tuesday morning, like, to fix the boiler.",
        key="household/boiler_repair",
    ),
    # filler: discourse markers "right, so, basically" and "er" dropped from a voice note.
    _r(
        "en",
        "filler",
        True,
        "Right, so, basically, plot 14 has been, er, reallocated to the Okafor family. They start in March.",
        "Plot 14 has been reallocated to the Okafor family.",
        evidence="Right, so, basically, plot 14 has been, er, reallocated to the Okafor family.",
        key="elm_road_allotments/plot_14/holder",
    ),
    # filler: "oh, and, you know" dropped; "only on Fridays" is kept whole.
    _r(
        "en",
        "filler",
        True,
        "Oh, and, you know, we do the sourdough only on Fridays, so come early.",
        "We do the sourdough only on Fridays.",
        evidence="Oh, and, you know, we do the sourdough only on Fridays",
        key="crumb_and_co/sourdough_days",
    ),
    # speaker: "I volunteer" restated with the speaker's name and agreement; place and frequency kept.
    _r(
        "en",
        "speaker",
        True,
        "Dan: I volunteer at the Oxfam shop on Gloucester Road every Saturday, mostly sorting books.",
        "Dan volunteers at the Oxfam shop on Gloucester Road every Saturday",
        evidence="I volunteer at the Oxfam shop on Gloucester Road every Saturday",
        speaker="Dan",
        key="dan/volunteering",
    ),
    # speaker: mem0 writes "User" for the speaker of "I live"; the verb agrees, nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        "I live two streets from the allotments, so I can water the beans most evenings.",
        "User lives two streets from the allotments",
        evidence="I live two streets from the allotments",
        speaker="user",
        key="user/home_location",
    ),
    # speaker: subject elided for the speaker under a key naming her; tense and scope kept.
    _r(
        "en",
        "speaker",
        True,
        "Aisha here - I work at the IT service desk on the night shift, so ping me after 10pm.",
        "Works at the IT service desk on the night shift",
        evidence="I work at the IT service desk on the night shift",
        speaker="Aisha",
        key="aisha/job",
    ),
    # verbatim: one sentence of a review copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "★★★★★ The vets at Oakfield were kind and explained every option before surgery. Parking is tight though.",
        "The vets at Oakfield were kind and explained every option before surgery.",
        evidence="The vets at Oakfield were kind and explained every option before surgery.",
        key="oakfield_vets/review",
    ),
    # verbatim: one decision from meeting minutes copied whole, with its time frame.
    _r(
        "en",
        "verbatim",
        True,
        "Minutes, 2 Dec. Present: RM, JT, KO. 1. The committee agreed to close the charity shop on Sundays from "
        "January. 2. Volunteer rota to be redone.",
        "The committee agreed to close the charity shop on Sundays from January.",
        evidence="The committee agreed to close the charity shop on Sundays from January.",
        key="hospice_shop/committee_decisions",
    ),
    # coordination: the first conjunct, which shares the subject "Mia"; the other conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Mia plays goalkeeper for the Under-12s and coaches the Under-8s on Wednesdays.",
        "Mia plays goalkeeper for the Under-12s",
        key="mia/sports",
    ),
    # coordination: the second conjunct with the shared subject "The bakery".
    _r(
        "en",
        "coordination",
        True,
        "The bakery opens at 7am and sells out of croissants by ten most days.",
        "The bakery sells out of croissants by ten most days",
        key="crumb_and_co/croissants",
    ),
    # parenthetical: a non-restrictive aside "(our senior stylist)" dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Kemi (our senior stylist) specialises in curly and afro hair.",
        "Kemi specialises in curly and afro hair.",
        key="snip_studio/kemi/speciality",
    ),
    # parenthetical: the dashed aside about funding dropped; subject, verb and date kept.
    _r(
        "en",
        "parenthetical",
        True,
        "The gallery's new print room - funded by a Lottery grant - opens to visitors on 5 April.",
        "The gallery's new print room opens to visitors on 5 April.",
        key="northlight_gallery/print_room/opening",
    ),
    # list_item: one item of the accepted-donations list with the shared head.
    _r(
        "en",
        "list_item",
        True,
        "The charity shop accepts books, clothes, toys and small electricals.",
        "The charity shop accepts toys.",
        key="hospice_shop/accepted_donations",
    ),
    # list_item: one genre of the society's screening list.
    _r(
        "en",
        "list_item",
        True,
        "This term the Film Society screens silent classics, documentaries and anime.",
        "The Film Society screens documentaries",
        evidence="the Film Society screens silent classics, documentaries and anime.",
        key="film_society/genres",
    ),
    # --- negative ---
    # restriction_drop: "Outside term time" restricts where the society meets; dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Outside term time, the Film Society meets in Room B2 of the library.",
        "The Film Society meets in Room B2 of the library.",
        key="film_society/meeting_room",
    ),
    # restriction_drop: walk-ins are only for men's cuts; "for men's cuts" dropped widens the claim.
    _r(
        "en",
        "restriction_drop",
        False,
        "Walk-in appointments are available on Mondays for men's cuts.",
        "Walk-in appointments are available on Mondays.",
        key="snip_studio/walk_ins",
    ),
    # restriction_drop: the discount holds for clinic members only; "for Pet Health Club members" dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Puppy vaccinations are half price for Pet Health Club members this month.",
        "Puppy vaccinations are half price this month.",
        key="oakfield_vets/puppy_vaccination_price",
    ),
    # wrong_speaker: the user quotes the brother; "I've been offered" is the brother's, not the user's.
    _r(
        "en",
        "wrong_speaker",
        False,
        'My brother texted me: "I\'ve been offered the plumbing apprenticeship at Hughes & Sons!"',
        "User has been offered the plumbing apprenticeship at Hughes & Sons",
        evidence="I've been offered the plumbing apprenticeship at Hughes & Sons",
        speaker="user",
        key="user/job_offers",
    ),
    # wrong_speaker: Ravi relays his mum's message; the "I" is hers.
    _r(
        "en",
        "wrong_speaker",
        False,
        'Ravi: Mum asked me to pass this on - "I can\'t make the bake sale on Saturday, sorry."',
        "Ravi can't make the bake sale on Saturday",
        evidence="I can't make the bake sale on Saturday",
        speaker="Ravi",
        key="ravi/bake_sale",
    ),
    # number: "around 200" made exact; the approximation is dropped.
    _r(
        "en",
        "number",
        False,
        "On a Saturday we sell around 200 loaves before noon.",
        "On a Saturday we sell 200 loaves before noon.",
        evidence="On a Saturday we sell around 200 loaves before noon.",
        key="crumb_and_co/saturday_sales",
    ),
    # number: "two sessions" with the number dropped.
    _r(
        "en",
        "number",
        False,
        "Max has had two sessions with the behaviourist and is already calmer in the waiting room.",
        "Max has had sessions with the behaviourist",
        evidence="Max has had two sessions with the behaviourist",
        key="max_the_dog/behaviour_training",
    ),
    # attribution: the plumber's opinion stated as fact.
    _r(
        "en",
        "attribution",
        False,
        "According to the plumber, the leak is coming from the bathroom on the floor above.",
        "The leak is coming from the bathroom on the floor above.",
        key="flat_3b/leak_source",
    ),
    # attribution: one reviewer's claim stated as fact.
    _r(
        "en",
        "attribution",
        False,
        "One reviewer claimed the popcorn at the Lumière was stale on opening night.",
        "The popcorn at the Lumière was stale on opening night.",
        key="lumiere_cinema/popcorn",
    ),
    # negation: "does not refund" turned into "refunds".
    _r(
        "en",
        "negation",
        False,
        "Please note the Hiking Society does not refund trip deposits after booking closes.",
        "The Hiking Society refunds trip deposits after booking closes.",
        key="hiking_society/deposit_policy",
    ),
    # negation: "isn't taking" turned into "is taking".
    _r(
        "en",
        "negation",
        False,
        "Sorry, Oakfield isn't taking new exotic pet patients until spring.",
        "Oakfield is taking new exotic pet patients",
        evidence="Oakfield isn't taking new exotic pet patients until spring.",
        key="oakfield_vets/new_exotic_patients",
    ),
    # condition: "If the rain holds off" dropped from a club SMS.
    _r(
        "en",
        "condition",
        False,
        "If the rain holds off, training will be on the astro at 6pm tonight.",
        "Training will be on the astro at 6pm tonight.",
        key="riverside_rovers/training_venue",
    ),
    # condition: the exception "unless the job takes over an hour" dropped.
    _r(
        "en",
        "condition",
        False,
        "We'll waive the call-out fee unless the job takes over an hour.",
        "We'll waive the call-out fee.",
        key="hughes_plumbing/call_out_fee",
    ),
    # scope: "Most of the plot holders" generalised to all of them.
    _r(
        "en",
        "scope",
        False,
        "Most of the plot holders voted to ban bonfires on site.",
        "The plot holders voted to ban bonfires on site.",
        key="elm_road_allotments/bonfire_vote",
    ),
    # stitch: the Tuesday class's subject joined to the Thursday class's content across a sentence boundary.
    _r(
        "en",
        "stitch",
        False,
        "The Tuesday class is for beginners. The Thursday class covers motorway driving.",
        "The Tuesday class covers motorway driving.",
        key="clearway_driving/tuesday_class",
    ),
    # tense: "used to work" turned into the present.
    _r(
        "en",
        "tense",
        False,
        "Jen: I used to work at the Barnardo's shop on the high street.",
        "Jen works at the Barnardo's shop on the high street",
        evidence="I used to work at the Barnardo's shop on the high street.",
        speaker="Jen",
        key="jen/job",
    ),
    # evidence: the quoted sentence is not in the ticket (the ticket says it still fails).
    _r(
        "en",
        "evidence",
        False,
        "Ticket #5521 - User reports the laptop still won't connect to eduroam after the update.",
        "The laptop connects to eduroam after the update.",
        evidence="The laptop connects to eduroam after the update.",
        key="it_helpdesk/ticket_5521/status",
    ),
    # parenthetical_restrictive: the bracket limits the discount to weekday matinees; dropping it widens the claim.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Members get 10% off tickets (weekday matinees only).",
        "Members get 10% off tickets.",
        key="lumiere_cinema/member_discount",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the receptionist's e-mail alone from the body of her e-mail; an English key with org and person.
    _r(
        "es",
        "subspan",
        True,
        "Hola, Marcos:\nPara cambiar la cita de Luna escríbeme a lucia.romero@vetsananton.es y lo miramos.\n"
        "Un saludo,\nLucía Romero\nRecepción - Clínica Veterinaria San Antón",
        "lucia.romero@vetsananton.es",
        evidence="escríbeme a lucia.romero@vetsananton.es",
        speaker="Lucía Romero",
        key="vet_san_anton/lucia_romero/email",
    ),
    # subspan: the match time alone from a WhatsApp group message; the key carries the match.
    _r(
        "es",
        "subspan",
        True,
        "Hola familias!! El partido del sábado es a las 11:15 en el campo 2 del polideportivo La Elipa 🏐 "
        "Llevad la equipación azul",
        "11:15",
        evidence="El partido del sábado es a las 11:15",
        key="club_voley_elipa/alevin/partido_sabado/hora",
    ),
    # subspan: the booking code alone from an SMS; nothing restricts it.
    _r(
        "es",
        "subspan",
        True,
        "Peluquería Rizos: tu cita es el jueves 12 a las 17:30 con Marta. Código de reserva: RZ-4471. "
        "Para anular responde BAJA.",
        "RZ-4471",
        evidence="Código de reserva: RZ-4471.",
        key="peluqueria_rizos/cita/codigo_reserva",
    ),
    # subspan: the amount with its currency (decimal comma) from a receipt; the key names the class and the amount.
    _r(
        "es",
        "subspan",
        True,
        "AUTOESCUELA VÍA LIBRE\nConcepto: clase práctica 45 min\nImporte: 38,50 €\nForma de pago: tarjeta",
        "38,50 €",
        evidence="Importe: 38,50 €",
        key="autoescuela_via_libre/clase_practica/importe",
    ),
    # subspan: the incident number alone from a ticket subject line.
    _r(
        "es",
        "subspan",
        True,
        "Asunto: Incidencia nº INC-77120 - el portátil no arranca\nEstado: asignada a Soporte N2",
        "INC-77120",
        evidence="Incidencia nº INC-77120",
        key="it_helpdesk/laptop_incident/id",
    ),
    # subspan: a plumber's phone number from a voice note; English key over a Spanish source.
    _r(
        "es",
        "subspan",
        True,
        "Eh, te paso el número del fontanero: 654 321 987, se llama Ramón y viene rápido.",
        "654 321 987",
        evidence="te paso el número del fontanero: 654 321 987",
        key="user/plumber/phone",
    ),
    # subspan: the whole ticket-download URL from a cinema e-mail.
    _r(
        "es",
        "subspan",
        True,
        "¡Gracias por tu compra! Descarga tus entradas en https://cines-sol.es/e/K7P3Q antes de la sesión.",
        "https://cines-sol.es/e/K7P3Q",
        evidence="Descarga tus entradas en https://cines-sol.es/e/K7P3Q",
        key="cines_sol/entradas/url",
    ),
    # subspan: the date-time phrase of the society's assembly; the room is left out safely.
    _r(
        "es",
        "subspan",
        True,
        "Convocatoria: la asamblea de la Tuna de Derecho es el martes 3 de diciembre a las 19:00 en el aula 1.4.",
        "el martes 3 de diciembre a las 19:00",
        evidence="la asamblea de la Tuna de Derecho es el martes 3 de diciembre a las 19:00 en el aula 1.4.",
        key="tuna_derecho/asamblea/fecha",
    ),
    # filler: "eh, pues nada, que, o sea" dropped from a voice note.
    _r(
        "es",
        "filler",
        True,
        "Eh, pues nada, que, o sea, el huerto 7 ya tiene agua desde ayer. Ya me contarás.",
        "El huerto 7 ya tiene agua desde ayer.",
        evidence="Eh, pues nada, que, o sea, el huerto 7 ya tiene agua desde ayer.",
        key="huertos_tetuan/huerto_7/riego",
    ),
    # filler: "bueno, mira, este" and the tag "¿vale?" dropped.
    _r(
        "es",
        "filler",
        True,
        "Bueno, mira, este, la panadería abre a las siete, ¿vale?",
        "La panadería abre a las siete.",
        key="panaderia_la_espiga/apertura",
    ),
    # filler: "mmm, a ver" and "o sea, ¿sabes?" dropped.
    _r(
        "es",
        "filler",
        True,
        "Mmm, a ver, la tienda solidaria recoge muebles los martes, o sea, ¿sabes?",
        "La tienda solidaria recoge muebles los martes.",
        key="tienda_solidaria/recogida_muebles",
    ),
    # speaker: "Trabajo" restated with the speaker's name and the third-person verb.
    _r(
        "es",
        "speaker",
        True,
        "Carmen: Trabajo en la recepción del Museo del Traje desde septiembre.",
        "Carmen trabaja en la recepción del Museo del Traje desde septiembre.",
        evidence="Trabajo en la recepción del Museo del Traje desde septiembre.",
        speaker="Carmen",
        key="carmen/trabajo",
    ),
    # speaker: mem0's "Usuario" for the speaker of "Vivo".
    _r(
        "es",
        "speaker",
        True,
        "Vivo en Lavapiés, cerca de la panadería, así que puedo recoger el pedido.",
        "Usuario vive en Lavapiés, cerca de la panadería",
        evidence="Vivo en Lavapiés, cerca de la panadería",
        speaker="user",
        key="usuario/residencia",
    ),
    # speaker: subject elided, "Soy" inflected to "Es" for the speaker under a key naming him.
    _r(
        "es",
        "speaker",
        True,
        "Jorge: Soy entrenador del infantil B este año, cualquier cosa me decís.",
        "Es entrenador del infantil B este año",
        evidence="Soy entrenador del infantil B este año",
        speaker="Jorge",
        key="jorge/rol_club",
    ),
    # verbatim: one sentence of a review copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "La veterinaria fue muy paciente con nuestra gata. Eso sí, la espera fue larga.",
        "La veterinaria fue muy paciente con nuestra gata.",
        evidence="La veterinaria fue muy paciente con nuestra gata.",
        key="clinica_san_anton/resena",
    ),
    # verbatim: one agreement from the minutes copied whole, with its amount.
    _r(
        "es",
        "verbatim",
        True,
        "Acta de la junta del 28/11. Punto 2: La junta aprobó subir la cuota anual a 60 euros. Punto 3: ruegos.",
        "La junta aprobó subir la cuota anual a 60 euros.",
        evidence="La junta aprobó subir la cuota anual a 60 euros.",
        key="club_montana_uam/cuota_anual",
    ),
    # coordination: the first conjunct with the shared subject "Nerea".
    _r(
        "es",
        "coordination",
        True,
        "Nerea corta el pelo a domicilio y trabaja los sábados en el salón.",
        "Nerea corta el pelo a domicilio",
        key="peluqueria_rizos/nerea/servicios",
    ),
    # coordination: the second conjunct with the shared subject "El cine".
    _r(
        "es",
        "coordination",
        True,
        "Este verano el cine renovó las butacas y amplió la sala 3.",
        "El cine amplió la sala 3",
        evidence="el cine renovó las butacas y amplió la sala 3.",
        key="cines_sol/reformas",
    ),
    # parenthetical: the aside "(el de las clases teóricas)" dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "El profesor Ruiz (el de las clases teóricas) se jubila en junio.",
        "El profesor Ruiz se jubila en junio.",
        key="autoescuela_via_libre/profesor_ruiz",
    ),
    # parenthetical: a non-restrictive relative clause between commas dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "La exposición de Sorolla, que inauguramos ayer, estará hasta el 30 de marzo.",
        "La exposición de Sorolla estará hasta el 30 de marzo.",
        key="museo/exposicion_sorolla/fin",
    ),
    # list_item: one item of the donations list with the shared head.
    _r(
        "es",
        "list_item",
        True,
        "En la tienda solidaria aceptamos ropa, libros, juguetes y menaje.",
        "En la tienda solidaria aceptamos libros.",
        key="charity_shop/donaciones",
    ),
    # list_item: one activity of the society's list.
    _r(
        "es",
        "list_item",
        True,
        "El club de montaña organiza rutas, escalada y cursos de orientación.",
        "El club de montaña organiza escalada",
        key="club_montana_uam/actividades",
    ),
    # --- negative ---
    # restriction_drop: "Entre semana" limits the closing time; dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "Entre semana, la clínica cierra a las 20:00.",
        "La clínica cierra a las 20:00.",
        key="clinica_san_anton/cierre",
    ),
    # restriction_drop: "con carné" restricts which members enter free; dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los socios con carné pueden entrar gratis al museo.",
        "Los socios pueden entrar gratis al museo.",
        key="museo/entrada_socios",
    ),
    # restriction_drop: the rate applies on public holidays; "en festivos" dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "Ramón cobra 40 euros la hora en festivos.",
        "Ramón cobra 40 euros la hora.",
        key="fontanero_ramon/tarifa",
    ),
    # wrong_speaker: the quoted "Trabajo" is the sister's, not the user's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hermana me dijo: «Trabajo en la panadería de la plaza desde el lunes».",
        "Usuario trabaja en la panadería de la plaza desde el lunes",
        evidence="Trabajo en la panadería de la plaza desde el lunes",
        speaker="user",
        key="usuario/trabajo",
    ),
    # wrong_speaker: Iker forwards Pablo's words; "Llevo" is Pablo's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Iker: Te reenvío lo que dijo Pablo → «Llevo el equipo cadete este año».",
        "Iker lleva el equipo cadete este año",
        evidence="Llevo el equipo cadete este año",
        speaker="Iker",
        key="iker/rol_club",
    ),
    # number: "unas 150" (about 150) made exact.
    _r(
        "es",
        "number",
        False,
        "Hoy hemos hecho unas 150 barras y ya no quedan.",
        "Hoy hemos hecho 150 barras",
        evidence="Hoy hemos hecho unas 150 barras",
        key="panaderia_la_espiga/produccion_diaria",
    ),
    # number: "12 clases" with the number dropped.
    _r(
        "es",
        "number",
        False,
        "Lucas: Llevo 12 clases prácticas con la autoescuela y el examen es en enero.",
        "Lucas lleva clases prácticas con la autoescuela",
        evidence="Llevo 12 clases prácticas con la autoescuela",
        speaker="Lucas",
        key="lucas/autoescuela",
    ),
    # attribution: the technician's judgement stated as fact.
    _r(
        "es",
        "attribution",
        False,
        "Según el técnico, el disco duro está dañado y habrá que cambiarlo.",
        "El disco duro está dañado",
        evidence="Según el técnico, el disco duro está dañado",
        key="it_helpdesk/portatil/diagnostico",
    ),
    # attribution: a customer's complaint stated as fact.
    _r(
        "es",
        "attribution",
        False,
        "Una clienta se quejó de que el tinte le dejó manchas en la frente.",
        "El tinte le dejó manchas en la frente.",
        key="peluqueria_rizos/quejas",
    ),
    # negation: "no permite" turned into "permite".
    _r(
        "es",
        "negation",
        False,
        "El museo no permite fotos con flash en las salas.",
        "El museo permite fotos con flash en las salas.",
        key="museo/normas_fotos",
    ),
    # negation: "Todavía no hemos recibido" turned into "Hemos recibido".
    _r(
        "es",
        "negation",
        False,
        "Todavía no hemos recibido el pedido de harina de centeno.",
        "Hemos recibido el pedido de harina de centeno.",
        key="panaderia_la_espiga/pedido_harina",
    ),
    # condition: "Si llueve" dropped from a WhatsApp notice.
    _r(
        "es",
        "condition",
        False,
        "Si llueve, el entrenamiento se hace en el pabellón a las 18:00.",
        "El entrenamiento se hace en el pabellón a las 18:00.",
        key="club_voley_elipa/entrenamiento/lugar",
    ),
    # condition: the exception "salvo que …" dropped.
    _r(
        "es",
        "condition",
        False,
        "Te devolvemos la fianza salvo que la parcela quede sin limpiar.",
        "Te devolvemos la fianza.",
        key="huertos_tetuan/fianza",
    ),
    # scope: "Casi todos los socios" generalised.
    _r(
        "es",
        "scope",
        False,
        "Casi todos los socios votaron a favor de la excursión a Gredos.",
        "Los socios votaron a favor de la excursión a Gredos.",
        key="club_montana_uam/votacion_excursion",
    ),
    # stitch: sala 1's subject joined to sala 2's discount across a sentence boundary.
    _r(
        "es",
        "stitch",
        False,
        "La sala 1 proyecta en versión original. La sala 2 tiene descuento los miércoles.",
        "La sala 1 tiene descuento los miércoles.",
        key="cines_sol/sala_1",
    ),
    # tense: the imperfect "Trabajaba" turned into the present.
    _r(
        "es",
        "tense",
        False,
        "Rosa: Trabajaba en la peluquería Rizos antes de abrir la mía.",
        "Rosa trabaja en la peluquería Rizos",
        evidence="Trabajaba en la peluquería Rizos",
        speaker="Rosa",
        key="rosa/trabajo",
    ),
    # evidence: the quoted sentence is not in the ticket (it says the user cannot print).
    _r(
        "es",
        "evidence",
        False,
        "Ticket 8812: El usuario no puede imprimir desde la VPN desde el viernes.",
        "El usuario ya puede imprimir desde la VPN.",
        evidence="El usuario ya puede imprimir desde la VPN.",
        key="it_helpdesk/ticket_8812/estado",
    ),
    # parenthetical_restrictive: the bracket limits the price to the 10-class pack; dropping it widens the claim.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Clases prácticas a 30 € (solo con el bono de 10 clases).",
        "Clases prácticas a 30 €.",
        key="autoescuela_via_libre/precio_clase",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone from a signature; a Chinese key naming the museum and the person.
    _r(
        "zh",
        "subspan",
        True,
        "李老师您好，借展合同已发您附件，请查收。\n此致\n王芳｜城南美术馆 展览部\n邮箱：wangfang@chengnan-art.cn",
        "wangfang@chengnan-art.cn",
        evidence="邮箱：wangfang@chengnan-art.cn",
        speaker="王芳",
        key="城南美术馆/王芳/邮箱",
    ),
    # subspan: the start time alone from a parents' WeChat group; an English key over a Chinese source.
    _r(
        "zh",
        "subspan",
        True,
        "各位家长：周六比赛上午9:30开始，地点在体育中心3号场，请提前半小时到。",
        "上午9:30",
        evidence="周六比赛上午9:30开始",
        key="youth_football/u10/saturday_match/start_time",
    ),
    # subspan: the booking number alone from an SMS.
    _r(
        "zh",
        "subspan",
        True,
        "【剪艺造型】您的预约已确认，预约号 JY20481，时间 5月18日 15:00，发型师 Tony。",
        "JY20481",
        evidence="预约号 JY20481",
        key="剪艺造型/预约/预约号",
    ),
    # subspan: the amount with its currency from a receipt.
    _r(
        "zh",
        "subspan",
        True,
        "安顺驾校 收款凭证\n项目：科目二模拟考试\n实付金额：¥260.00\n支付方式：微信支付",
        "¥260.00",
        evidence="实付金额：¥260.00",
        key="安顺驾校/科目二模拟考试/实付金额",
    ),
    # subspan: the ticket id alone from a JSON tool output.
    _r(
        "zh",
        "subspan",
        True,
        '{"ticket_id": "IT-2024-0913", "status": "处理中", "issue": "邮箱无法登录", "assignee": "周工"}',
        "IT-2024-0913",
        evidence='"ticket_id": "IT-2024-0913"',
        key="it_helpdesk/email_login_ticket/id",
    ),
    # subspan: the emergency phone; the key carries "急诊", nothing restricts the number further.
    _r(
        "zh",
        "subspan",
        True,
        "安心宠物医院 营业时间 9:00-21:00。24小时急诊电话：021-5488 7201。",
        "021-5488 7201",
        evidence="24小时急诊电话：021-5488 7201",
        key="安心宠物医院/24小时急诊电话",
    ),
    # subspan: the whole order URL from a cinema message.
    _r(
        "zh",
        "subspan",
        True,
        "购票成功！请在 https://m.xingguang-cinema.cn/order/88KQ2 查看订单和取票码。",
        "https://m.xingguang-cinema.cn/order/88KQ2",
        evidence="请在 https://m.xingguang-cinema.cn/order/88KQ2 查看订单",
        key="xingguang_cinema/order/url",
    ),
    # subspan: the date-time phrase of the society's general meeting; the room is left out safely.
    _r(
        "zh",
        "subspan",
        True,
        "通知：摄影协会换届大会定于11月20日晚7点在教三201举行，请全体会员准时参加。",
        "11月20日晚7点",
        evidence="摄影协会换届大会定于11月20日晚7点在教三201举行",
        key="摄影协会/换届大会/时间",
    ),
    # filler: "嗯……那个，就是" dropped from a voice note.
    _r(
        "zh",
        "filler",
        True,
        "嗯……那个，就是，水管师傅说明天下午过来修。",
        "水管师傅说明天下午过来修。",
        key="家里/水管维修",
    ),
    # filler: "呃，然后" and "嗯" dropped.
    _r(
        "zh",
        "filler",
        True,
        "呃，然后，我们菜园那块地，嗯，已经翻好土了。",
        "我们菜园那块地已经翻好土了。",
        key="allotment/plot_status",
    ),
    # filler: "那个啥", "呃" and the particle "哈" dropped; the negation "不开门" kept.
    _r(
        "zh",
        "filler",
        True,
        "那个啥，面包店周一，呃，是不开门的哈。",
        "面包店周一是不开门的。",
        key="麦香面包店/营业时间",
    ),
    # speaker: "我" restated as the speaker's name.
    _r(
        "zh",
        "speaker",
        True,
        "李明：我在学校的IT服务台做兼职，周三周五值班。",
        "李明在学校的IT服务台做兼职",
        evidence="我在学校的IT服务台做兼职",
        speaker="李明",
        key="李明/工作",
    ),
    # speaker: mem0's "用户" for the speaker of "我".
    _r(
        "zh",
        "speaker",
        True,
        "我住在宠物医院对面的小区，带狗过去很方便。",
        "用户住在宠物医院对面的小区",
        evidence="我住在宠物医院对面的小区",
        speaker="user",
        key="user/住址",
    ),
    # speaker: subject elided for the speaker under a key naming her.
    _r(
        "zh",
        "speaker",
        True,
        "陈静：我在红十字慈善商店做志愿者，每周六下午。",
        "在红十字慈善商店做志愿者",
        evidence="我在红十字慈善商店做志愿者",
        speaker="陈静",
        key="陈静/志愿工作",
    ),
    # verbatim: one sentence of a review copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "环境干净。这家影院的音效非常好。就是爆米花有点贵。",
        "这家影院的音效非常好。",
        evidence="这家影院的音效非常好。",
        key="星光影院/评价",
    ),
    # verbatim: one decision from the minutes copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "会议纪要（12月1日）\n一、社团活动经费由学院统一拨付。\n二、下学期招新改到第二周。",
        "社团活动经费由学院统一拨付。",
        evidence="社团活动经费由学院统一拨付。",
        key="摄影协会/活动经费",
    ),
    # coordination: the first conjunct with the shared subject "张教练".
    _r(
        "zh",
        "coordination",
        True,
        "张教练负责U10梯队，也负责周末的守门员训练。",
        "张教练负责U10梯队",
        key="youth_football/coach_zhang/role",
    ),
    # coordination: the second conjunct with the shared subject "这家面包店".
    _r(
        "zh",
        "coordination",
        True,
        "这家面包店每天现烤法棍，并提供免费切片。",
        "这家面包店提供免费切片。",
        key="麦香面包店/服务",
    ),
    # parenthetical: the bracketed aside about who 小周 is dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "小周（我们店的首席发型师）下个月去上海进修。",
        "小周下个月去上海进修。",
        key="剪艺造型/小周/动态",
    ),
    # parenthetical: the dashed aside about the donor dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "新展厅——由校友捐建——将于4月开放。",
        "新展厅将于4月开放。",
        key="城南美术馆/新展厅/开放时间",
    ),
    # list_item: one item of the donations list with the shared head.
    _r(
        "zh",
        "list_item",
        True,
        "慈善商店接收衣物、书籍、玩具和小家电。",
        "慈善商店接收书籍。",
        key="charity_shop/accepted_items",
    ),
    # list_item: one task of the week's list.
    _r(
        "zh",
        "list_item",
        True,
        "本周菜园需要浇水、除草和施肥。",
        "本周菜园需要除草。",
        key="菜园/本周任务",
    ),
    # --- negative ---
    # restriction_drop: "工作日晚上" limits the online-only rule; dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "工作日晚上，服务台只接受线上报修。",
        "服务台只接受线上报修。",
        key="it_helpdesk/报修方式",
    ),
    # restriction_drop: "在周二" limits the half-price offer; dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "会员在周二看电影半价。",
        "会员看电影半价。",
        key="星光影院/会员优惠",
    ),
    # restriction_drop: "持学生证的" restricts who enters free; dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "持学生证的同学可以免费参观美术馆。",
        "同学可以免费参观美术馆。",
        key="城南美术馆/免费参观",
    ),
    # wrong_speaker: the quoted "我" is the roommate's, not the user's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我室友说：“我报了周末的驾校班。”",
        "用户报了周末的驾校班",
        evidence="我报了周末的驾校班。",
        speaker="user",
        key="user/驾校",
    ),
    # wrong_speaker: 王磊 relays 赵老师's words; the "我" is 赵老师's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "王磊：转一下赵老师的话——“我下学期带摄影社。”",
        "王磊下学期带摄影社",
        evidence="我下学期带摄影社。",
        speaker="王磊",
        key="王磊/社团",
    ),
    # number: "大概300个" (about 300) made exact.
    _r(
        "zh",
        "number",
        False,
        "我们每天大概卖300个菠萝包。",
        "我们每天卖300个菠萝包。",
        key="麦香面包店/日销量",
    ),
    # number: "两只猫" with the number dropped.
    _r(
        "zh",
        "number",
        False,
        "小林：我家两只猫都在这家医院打过疫苗。",
        "小林家猫都在这家医院打过疫苗",
        evidence="我家两只猫都在这家医院打过疫苗。",
        speaker="小林",
        key="小林/宠物疫苗",
    ),
    # attribution: the plumber's judgement stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        "据师傅判断，漏水是厨房的管子引起的。",
        "漏水是厨房的管子引起的。",
        key="家里/漏水原因",
    ),
    # attribution: a customer's report stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        "有顾客反映这家店的蛋糕不新鲜。",
        "这家店的蛋糕不新鲜。",
        key="麦香面包店/评价",
    ),
    # negation: "不允许" turned into "允许".
    _r(
        "zh",
        "negation",
        False,
        "美术馆内不允许使用闪光灯。",
        "美术馆内允许使用闪光灯。",
        key="城南美术馆/拍照规定",
    ),
    # negation: "不营业" turned into "营业".
    _r(
        "zh",
        "negation",
        False,
        "安心宠物医院周日不营业，急诊除外。",
        "安心宠物医院周日营业",
        evidence="安心宠物医院周日不营业",
        key="安心宠物医院/周日营业",
    ),
    # condition: "如果下雨" dropped.
    _r(
        "zh",
        "condition",
        False,
        "如果下雨，周六训练改到室内馆。",
        "周六训练改到室内馆。",
        key="youth_football/saturday_training/venue",
    ),
    # condition: the exception "除非管道需要更换" dropped.
    _r(
        "zh",
        "condition",
        False,
        "除非管道需要更换，上门费可以免掉。",
        "上门费可以免掉。",
        key="水管师傅/上门费",
    ),
    # scope: "大部分租户" generalised.
    _r(
        "zh",
        "scope",
        False,
        "大部分租户同意禁止在菜园焚烧秸秆。",
        "租户同意禁止在菜园焚烧秸秆。",
        key="菜园/焚烧投票",
    ),
    # stitch: hall 1's subject joined to hall 2's offer across a sentence boundary.
    _r(
        "zh",
        "stitch",
        False,
        "一号厅放映原声版。二号厅周三有优惠。",
        "一号厅周三有优惠。",
        key="星光影院/一号厅",
    ),
    # tense: "以前" (used to) dropped, turning a past job into a present one.
    _r(
        "zh",
        "tense",
        False,
        "刘洋：我以前在这家面包店当学徒。",
        "刘洋在这家面包店当学徒",
        evidence="我以前在这家面包店当学徒。",
        speaker="刘洋",
        key="刘洋/工作",
    ),
    # evidence: the quoted sentence is not in the ticket (it says the printer still cannot connect).
    _r(
        "zh",
        "evidence",
        False,
        "工单 #3307 用户反馈：打印机仍然无法连接。",
        "打印机已经可以连接了。",
        evidence="打印机已经可以连接了。",
        key="it_helpdesk/工单3307/状态",
    ),
    # parenthetical_restrictive: the bracket limits the rate to weekday mornings; dropping it widens the claim.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "练车课每小时200元（限平日上午）。",
        "练车课每小时200元。",
        key="安顺驾校/练车价格",
    ),
)

BATCH_58: tuple[Realistic, ...] = _EN + _ES + _ZH
