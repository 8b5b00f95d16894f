"""The realistic set's forty-first batch: a blind measurement of the merged admission rules (issue 31, brief B41).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 by helper b41, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 38 (its docstring and first two records, for the format and the family names). Batches 39 and 40 were not
opened. No scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in domains
the earlier batches used little: driving schools' theory classes, bicycle-sharing schemes, recycling centres, wedding
venues' catering, pet insurance claims, yoga studios, museum education desks, community radio, cheese shops,
crematoria, bus depots' lost property, fencing clubs, apartment concierge desks, tattoo studios and children's
dentists, in several registers (voice-note transcripts with fillers, chats with emoji, support tickets, tool outputs
in JSON, e-mail signatures, forms, receipts, SMS notifications, calendar invites and meeting minutes).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Works night shifts at the Northgate bus depot`); some keep one item of a
list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a tracking or
booking code, an amount with its currency, a date or time phrase, a person's name or a version number), filed under a
key in the manner of LangGraph's memory tools (`cyclecity/last_ride/trip_code`). Key styles are mixed on purpose:
English keys over Spanish and Chinese sources, keys naming an organization and a person in it
(`greenlight_driving/marta_ruiz/email`), Chinese keys, and mem0's `user/...`.

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
    # subspan: the coordinator's e-mail alone; the rest of the clause is what the key's relation (email) names.
    _r(
        "en",
        "subspan",
        True,
        "Best regards,\nMarta Ruiz | Theory Coordinator, GreenLight Driving School\n"
        "You can reach me at marta.ruiz@greenlight-driving.co.uk or on 0161 496 0732.",
        "marta.ruiz@greenlight-driving.co.uk",
        evidence="You can reach me at marta.ruiz@greenlight-driving.co.uk",
        speaker="Marta Ruiz",
        key="greenlight_driving/marta_ruiz/email",
    ),
    # subspan: the bike-share trip code alone from an SMS; the key names the relation, nothing restricts the code.
    _r(
        "en",
        "subspan",
        True,
        "CycleCity: Your ride ended at 14:32. Trip code RX-88412. Charge: £2.40. Reply HELP for support.",
        "RX-88412",
        evidence="Trip code RX-88412.",
        key="cyclecity/last_ride/trip_code",
    ),
    # subspan: the receipt's total with its currency; "Total paid" is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "The Curd Nerd cheese shop - Receipt #2231\n1x Comté 24m 250g\n1x Stilton 200g\nTotal paid: €38.60\n"
        "Card ending 4417",
        "€38.60",
        evidence="Total paid: €38.60",
        key="curd_nerd/receipt_2231/total_paid",
    ),
    # subspan: the yoga studio's booking URL, taken whole.
    _r(
        "en",
        "subspan",
        True,
        "Namaste! 🧘 New timetable is live. Book your classes at https://lotusflow.yoga/book - see you on the mat.",
        "https://lotusflow.yoga/book",
        evidence="Book your classes at https://lotusflow.yoga/book",
        key="lotusflow_yoga/booking_url",
    ),
    # subspan: the children's dentist's phone number, whole, under a phone key.
    _r(
        "en",
        "subspan",
        True,
        "Bright Smiles Children's Dentistry. The clinic's phone number is 020 7946 0381. Parking is on Elm Road.",
        "020 7946 0381",
        evidence="The clinic's phone number is 020 7946 0381.",
        key="bright_smiles/phone",
    ),
    # subspan: the calendar invite's date/time phrase; the event named by the key, nothing conditional on it.
    _r(
        "en",
        "subspan",
        True,
        "Invitation: Tasting menu session\nWhen: Saturday 14 March 2026, 11:00-13:00\nWhere: Harlow Barn, "
        "orangery\nOrganizer: events@harlowbarn.co.uk",
        "Saturday 14 March 2026, 11:00-13:00",
        evidence="When: Saturday 14 March 2026, 11:00-13:00",
        key="harlow_barn/tasting_session/when",
    ),
    # subspan: the claim handler's name alone; the key carries the claim and the relation.
    _r(
        "en",
        "subspan",
        True,
        "PawSure claim 77120 update: Your claim handler is Priya Nandakumar. We will contact the vet this week.",
        "Priya Nandakumar",
        evidence="Your claim handler is Priya Nandakumar.",
        key="pawsure/claim_77120/handler_name",
    ),
    # subspan: a version number from the radio station's tool output, under a version key.
    _r(
        "en",
        "subspan",
        True,
        '{"station": "Riverside FM", "system": "playout", "status": "ok", "note": "The studio playout software is '
        'now on version 4.2.1."}',
        "4.2.1",
        evidence="The studio playout software is now on version 4.2.1.",
        key="riverside_fm/playout_software/version",
    ),
    # filler: a voice note's fillers dropped, the clause kept in order.
    _r(
        "en",
        "filler",
        True,
        "Um, so, like, I switched my yoga class to the Thursday evening slot, you know.",
        "I switched my yoga class to the Thursday evening slot",
        speaker="Dana",
        key="dana/yoga_class",
    ),
    # filler: discourse markers around the radio schedule change removed; the time frame stays.
    _r(
        "en",
        "filler",
        True,
        "Uh, yeah, so basically the breakfast show moves to Studio B from next week, okay?",
        "the breakfast show moves to Studio B from next week",
        key="riverside_fm/breakfast_show/studio",
    ),
    # filler: "erm", "like" and the emoji dropped from the fencing club voice note.
    _r(
        "en",
        "filler",
        True,
        "Hey, erm, just to say, I've, like, renewed my fencing club membership for the year 😊",
        "I've renewed my fencing club membership for the year",
        evidence="I've, like, renewed my fencing club membership for the year",
        speaker="Tom",
    ),
    # speaker: "I" bound to the named speaker with agreement (volunteer -> volunteers); the day stays.
    _r(
        "en",
        "speaker",
        True,
        "I volunteer at the recycling centre on Saturdays.",
        "Lena volunteers at the recycling centre on Saturdays",
        speaker="Lena",
        key="lena/volunteering",
    ),
    # speaker: mem0's "User" for the speaker; the allergy clause kept, the request clause left out whole.
    _r(
        "en",
        "speaker",
        True,
        "I'm allergic to sesame, so please flag it for the wedding catering.",
        "User is allergic to sesame",
        evidence="I'm allergic to sesame",
        speaker="user",
        key="user/allergies",
    ),
    # speaker: subject elided for the speaker, verb agreement applied, place kept.
    _r(
        "en",
        "speaker",
        True,
        "Hi, Ravi here. I work night shifts at the Northgate bus depot.",
        "Works night shifts at the Northgate bus depot",
        evidence="I work night shifts at the Northgate bus depot.",
        speaker="Ravi",
        key="ravi/job",
    ),
    # verbatim: the museum ticket's confirmation sentence copied whole, number included.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket MED-554 - Museum education desk. The school group visit is confirmed for 28 pupils. Lunch space "
        "is not included.",
        "The school group visit is confirmed for 28 pupils",
        evidence="The school group visit is confirmed for 28 pupils.",
        key="museum_education/ticket_med554/status",
    ),
    # verbatim: the crematorium's e-mail sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Dear Mr Hale, the chapel is booked for the service on Tuesday at 10:30. Kind regards, Oakmere Crematorium.",
        "the chapel is booked for the service on Tuesday at 10:30",
        evidence="the chapel is booked for the service on Tuesday at 10:30.",
        key="oakmere_crematorium/hale/service",
    ),
    # coordination: the second conjunct kept with the shared subject; the first conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Club news: Noor teaches beginner fencing and coaches the junior épée squad.",
        "Noor coaches the junior épée squad",
        evidence="Noor teaches beginner fencing and coaches the junior épée squad.",
        key="fencing_club/noor/role",
    ),
    # coordination: the speaker's second conjunct kept, the shared subject "I" restored.
    _r(
        "en",
        "coordination",
        True,
        "I booked a cheese tasting and ordered a wheel of Comté for the party 🧀",
        "I ordered a wheel of Comté for the party",
        evidence="I booked a cheese tasting and ordered a wheel of Comté for the party",
        speaker="Gwen",
    ),
    # parenthetical: the bracketed location is non-restrictive; dropping it keeps the claim.
    _r(
        "en",
        "parenthetical",
        True,
        "Welcome pack: The concierge desk (on the ground floor, next to the lifts) holds parcels for residents.",
        "The concierge desk holds parcels for residents",
        evidence="The concierge desk (on the ground floor, next to the lifts) holds parcels for residents.",
        key="maple_court/concierge/parcels",
    ),
    # parenthetical: an appositive between dashes describes the dog; dropping it keeps the claim.
    _r(
        "en",
        "parenthetical",
        True,
        "Claim form, section B: My dog Biscuit - a seven-year-old beagle - had knee surgery in May.",
        "My dog Biscuit had knee surgery in May",
        evidence="My dog Biscuit - a seven-year-old beagle - had knee surgery in May.",
        speaker="user",
        key="user/pets/biscuit",
    ),
    # list_item: one item of the accepted-materials list with the shared head.
    _r(
        "en",
        "list_item",
        True,
        "The recycling centre accepts glass, cardboard, batteries and small electricals.",
        "The recycling centre accepts batteries",
        key="hillside_recycling/accepted_materials",
    ),
    # list_item: one dish of the potluck list kept with the rest of the clause.
    _r(
        "en",
        "list_item",
        True,
        "I'm bringing hummus, pita and olives to the studio potluck 🫒",
        "I'm bringing olives to the studio potluck",
        speaker="Aisha",
    ),
    # --- negative ---
    # restriction_drop: "On Sundays" restricts the closure; the value states it as always.
    _r(
        "en",
        "restriction_drop",
        False,
        "Lost property FAQ: On Sundays, the lost property office at the depot is closed.",
        "the lost property office at the depot is closed",
        evidence="On Sundays, the lost property office at the depot is closed.",
        key="northgate_depot/lost_property/opening",
    ),
    # restriction_drop: the free classes are only for students on the ten-lesson package.
    _r(
        "en",
        "restriction_drop",
        False,
        "Theory classes are free for students who booked ten lessons.",
        "Theory classes are free",
        key="greenlight_driving/theory_classes/price",
    ),
    # restriction_drop: the fee applies to under-18 members only; the key does not carry that scope.
    _r(
        "en",
        "restriction_drop",
        False,
        "Membership 2026: For members under 18, the fencing club's annual fee is £120.",
        "£120",
        evidence="For members under 18, the fencing club's annual fee is £120.",
        key="fencing_club/annual_fee",
    ),
    # wrong_speaker: the forwarded "I" is the brother, not the speaker Mia.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Forwarding from my brother: 'I have a tattoo appointment on Friday.'",
        "Mia has a tattoo appointment on Friday",
        evidence="I have a tattoo appointment on Friday.",
        speaker="Mia",
    ),
    # wrong_speaker: the concierge said "I'll hold", not the resident Omar.
    _r(
        "en",
        "wrong_speaker",
        False,
        "[Concierge] I'll hold the parcel until 6pm.\n[Resident, Omar] Thanks!",
        "Omar will hold the parcel until 6pm",
        evidence="I'll hold the parcel until 6pm.",
        speaker="Omar",
    ),
    # number: the drop-off time bound to the pickup.
    _r(
        "en",
        "number",
        False,
        "Wedding catering logistics: Pickup at 9:00, drop-off at 17:00.",
        "Pickup at 17:00",
        evidence="Pickup at 9:00, drop-off at 17:00.",
        key="harlow_barn/catering/pickup_time",
    ),
    # number: "one son and two daughters" becomes "two sons".
    _r(
        "en",
        "number",
        False,
        "I have one son and two daughters registered at Bright Smiles.",
        "User has two sons registered at Bright Smiles",
        speaker="user",
        key="user/children",
    ),
    # attribution: the vet's opinion stated as fact.
    _r(
        "en",
        "attribution",
        False,
        "The vet thinks Bella's limp is caused by arthritis.",
        "Bella's limp is caused by arthritis",
        key="pawsure/bella/diagnosis",
    ),
    # attribution: the minutes record what the station manager said; the value drops who said it.
    _r(
        "en",
        "attribution",
        False,
        "Minutes, item 3: The station manager said the licence renewal was approved.",
        "The licence renewal was approved",
        evidence="The station manager said the licence renewal was approved.",
        key="riverside_fm/licence",
    ),
    # negation: "does not take" becomes "takes".
    _r(
        "en",
        "negation",
        False,
        "FYI the tattoo studio does not take walk-ins on Saturdays ✋",
        "The tattoo studio takes walk-ins on Saturdays",
        evidence="the tattoo studio does not take walk-ins on Saturdays",
        key="inkwell_tattoo/walk_ins",
    ),
    # negation: "never got" dropped to "got".
    _r(
        "en",
        "negation",
        False,
        "I never got the refund for the cancelled theory class.",
        "User got the refund for the cancelled theory class",
        speaker="user",
    ),
    # condition: the move to the terrace holds only if the weather is dry.
    _r(
        "en",
        "condition",
        False,
        "If the weather is dry, the ceremony moves to the garden terrace.",
        "the ceremony moves to the garden terrace",
        key="harlow_barn/ceremony/location",
    ),
    # condition: the "unless" exception dropped.
    _r(
        "en",
        "condition",
        False,
        "The concierge will sign for deliveries unless the parcel needs ID.",
        "The concierge will sign for deliveries",
        key="maple_court/concierge/deliveries",
    ),
    # scope: "Most of" widened to all workshops.
    _r(
        "en",
        "scope",
        False,
        "Most of the museum's workshops are free for schools.",
        "the museum's workshops are free for schools",
    ),
    # stitch: the drop-off place taken from the next sentence, a claim neither sentence makes.
    _r(
        "en",
        "stitch",
        False,
        "Drop-off is at the east gate. Payment is by card at the west kiosk.",
        "Drop-off is at the west kiosk",
        key="hillside_recycling/drop_off",
    ),
    # tense: "used to work" restated as a present job.
    _r(
        "en",
        "tense",
        False,
        "I used to work at the cheese shop on Market Street.",
        "Works at the cheese shop on Market Street",
        speaker="Owen",
        key="owen/job",
    ),
    # evidence: the quoted sentence is not in the source (which gives weekday hours).
    _r(
        "en",
        "evidence",
        False,
        "The crematorium's office is open Monday to Friday, 9 to 5.",
        "The crematorium's office is open every day",
        evidence="The crematorium's office is open every day.",
    ),
    # parenthetical_restrictive: the bracket carries a waiting-period restriction, not a side remark.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Your policy covers dental treatment (only after a 12-month waiting period).",
        "Your policy covers dental treatment",
        key="pawsure/policy/dental",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone from a signature-like sentence; the key names the person and the relation.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Mora - Autoescuela Sol, clases teóricas\nMi correo es lucia.mora@autoescuelasol.es y mi "
        "extensión es la 214.",
        "lucia.mora@autoescuelasol.es",
        evidence="Mi correo es lucia.mora@autoescuelasol.es",
        speaker="Lucía Mora",
        key="autoescuela_sol/lucia_mora/email",
    ),
    # subspan: the bike-share booking code alone, under an English key.
    _r(
        "es",
        "subspan",
        True,
        "BiciVerde: Tu reserva está confirmada. Código de reserva: BM-55820. Tienes 15 minutos para desbloquear.",
        "BM-55820",
        evidence="Código de reserva: BM-55820.",
        key="biciverde/reserva/booking_code",
    ),
    # subspan: the receipt total with its currency; the decimal comma stays inside the amount.
    _r(
        "es",
        "subspan",
        True,
        "Quesería La Cabra\nTicket 0093\nManchego curado 300 g\nTotal: 27,45 €\nGracias por su compra",
        "27,45 €",
        evidence="Total: 27,45 €",
        key="queseria_la_cabra/ticket_0093/total",
    ),
    # subspan: the wedding menu URL, whole.
    _r(
        "es",
        "subspan",
        True,
        "Hola! Consulta el menú del banquete en https://fincaelolivo.es/menu-bodas y dinos qué te parece 💍",
        "https://fincaelolivo.es/menu-bodas",
        evidence="Consulta el menú del banquete en https://fincaelolivo.es/menu-bodas",
        key="finca_el_olivo/menu_banquete/url",
    ),
    # subspan: the children's dentist's phone number, whole.
    _r(
        "es",
        "subspan",
        True,
        "Clínica Dental Peques. El teléfono de la consulta es 912 345 678. Atendemos con cita previa.",
        "912 345 678",
        evidence="El teléfono de la consulta es 912 345 678.",
        key="clinica_peques/telefono",
    ),
    # subspan: the calendar invite's date/time phrase for the meeting the key names.
    _r(
        "es",
        "subspan",
        True,
        "Convocatoria: Reunión de voluntarios de Radio Barrio: jueves 9 de abril, 19:30. Lugar: estudio 1.",
        "jueves 9 de abril, 19:30",
        evidence="Reunión de voluntarios de Radio Barrio: jueves 9 de abril, 19:30.",
        key="radio_barrio/reunion_voluntarios/fecha",
    ),
    # subspan: a person's name alone; the key carries the museum desk and the role.
    _r(
        "es",
        "subspan",
        True,
        "Para reservas escolares: la responsable de la mesa educativa del museo es Carmen Villalba.",
        "Carmen Villalba",
        evidence="la responsable de la mesa educativa del museo es Carmen Villalba.",
        key="museo_textil/mesa_educativa/responsable",
    ),
    # subspan: the lost-property reference code alone, under an English key over a Spanish source.
    _r(
        "es",
        "subspan",
        True,
        "Cocheras EMT - Objetos perdidos. Hemos registrado su objeto con la referencia OP-2026-1187. Conserve este "
        "mensaje.",
        "OP-2026-1187",
        evidence="Hemos registrado su objeto con la referencia OP-2026-1187.",
        key="cocheras_emt/lost_item/reference",
    ),
    # filler: the voice note's fillers and the tag question dropped.
    _r(
        "es",
        "filler",
        True,
        "Eh, pues, o sea, he cambiado mi clase de yoga al martes por la tarde, ¿vale?",
        "he cambiado mi clase de yoga al martes por la tarde",
        speaker="Marta",
        key="marta/clase_yoga",
    ),
    # filler: "Bueno, mira, este..." and the emoji dropped; "ya" kept.
    _r(
        "es",
        "filler",
        True,
        "Bueno, mira, este... la perra ya tiene el alta del veterinario 🐶",
        "la perra ya tiene el alta del veterinario",
    ),
    # filler: greeting, "eh, nada, que" and the tag dropped; the time word kept.
    _r(
        "es",
        "filler",
        True,
        "Hola, eh, nada, que mañana recojo la tarta de boda en el catering, ¿sabes?",
        "mañana recojo la tarta de boda en el catering",
        speaker="Nuria",
    ),
    # speaker: subject elided for the speaker, "Trabajo" -> "Trabaja" by agreement.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo en el turno de noche de las cocheras de Carabanchel.",
        "Trabaja en el turno de noche de las cocheras de Carabanchel",
        speaker="Javier",
        key="javier/trabajo",
    ),
    # speaker: mem0's "Usuario" with agreement; the duration kept.
    _r(
        "es",
        "speaker",
        True,
        "Vivo en Getafe desde hace dos años.",
        "Usuario vive en Getafe desde hace dos años",
        speaker="user",
        key="user/residencia",
    ),
    # speaker: the named speaker restated with agreement, day and club kept.
    _r(
        "es",
        "speaker",
        True,
        "Doy clases de esgrima los lunes en el club Florete.",
        "Sofía da clases de esgrima los lunes en el club Florete",
        speaker="Sofía",
    ),
    # verbatim: the ticket's confirmation sentence copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Ticket 4471: La visita escolar está confirmada para 25 alumnos. El comedor no está incluido.",
        "La visita escolar está confirmada para 25 alumnos",
        evidence="La visita escolar está confirmada para 25 alumnos.",
        key="museo_textil/ticket_4471/estado",
    ),
    # verbatim: the crematorium's notice sentence copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Tanatorio San Roque. El servicio en el crematorio será el lunes a las 12:00. Rogamos puntualidad.",
        "El servicio en el crematorio será el lunes a las 12:00",
        evidence="El servicio en el crematorio será el lunes a las 12:00.",
    ),
    # coordination: the second conjunct with the shared subject Elena.
    _r(
        "es",
        "coordination",
        True,
        "Elena lleva la conserjería y reparte los paquetes a los vecinos.",
        "Elena reparte los paquetes a los vecinos",
        key="edificio_alameda/elena/tareas",
    ),
    # coordination: the second conjunct kept; both share the elided subject "yo".
    _r(
        "es",
        "coordination",
        True,
        "Me he tatuado el brazo y he reservado otra sesión para junio ✨",
        "he reservado otra sesión para junio",
        evidence="Me he tatuado el brazo y he reservado otra sesión para junio",
        speaker="Pablo",
    ),
    # parenthetical: the bracketed locator is non-restrictive.
    _r(
        "es",
        "parenthetical",
        True,
        "El punto limpio (el que está junto al polideportivo) abre hasta las 20:00.",
        "El punto limpio abre hasta las 20:00",
        key="punto_limpio/horario",
    ),
    # parenthetical: the age between dashes is a side remark about the daughter.
    _r(
        "es",
        "parenthetical",
        True,
        "Mi hija Lucía —tiene seis años— tiene revisión en el dentista el día 3.",
        "Mi hija Lucía tiene revisión en el dentista el día 3",
        speaker="user",
        key="user/hija/revision_dental",
    ),
    # list_item: one cheese of the list with the shared head.
    _r(
        "es",
        "list_item",
        True,
        "En la quesería tenemos manchego, idiazábal, torta del Casar y cabrales.",
        "En la quesería tenemos cabrales",
    ),
    # list_item: one dish of the wedding menu list.
    _r(
        "es",
        "list_item",
        True,
        "Para la boda hemos elegido croquetas, salmorejo y cordero asado 😋",
        "Para la boda hemos elegido salmorejo",
        speaker="Clara",
        key="clara/boda/menu",
    ),
    # --- negative ---
    # restriction_drop: "Los fines de semana" restricts where the bike may be returned.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los fines de semana, solo se puede devolver la bici en la estación central.",
        "solo se puede devolver la bici en la estación central",
        key="biciverde/devolucion",
    ),
    # restriction_drop: free only for students with the ten-lesson pack.
    _r(
        "es",
        "restriction_drop",
        False,
        "La clase teórica es gratuita para alumnos con el pack de diez prácticas.",
        "La clase teórica es gratuita",
        key="autoescuela_sol/clase_teorica/precio",
    ),
    # restriction_drop: the price holds in high season; the key carries no season.
    _r(
        "es",
        "restriction_drop",
        False,
        "En temporada alta, el menú de boda cuesta 85 € por persona.",
        "85 € por persona",
        key="finca_el_olivo/menu_boda/precio",
    ),
    # wrong_speaker: the quoted "Tengo" is the brother's, not Irene's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Te reenvío lo que me dijo mi hermano: «Tengo cita en el tatuador el viernes».",
        "Irene tiene cita en el tatuador el viernes",
        evidence="Tengo cita en el tatuador el viernes",
        speaker="Irene",
    ),
    # wrong_speaker: the concierge keeps the parcel, not the resident Andrés.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Conserje: Le guardo el paquete hasta las 18:00.\nVecino (Andrés): ¡Gracias!",
        "Andrés guarda el paquete hasta las 18:00",
        evidence="Le guardo el paquete hasta las 18:00.",
        speaker="Andrés",
    ),
    # number: the delivery time bound to the pickup.
    _r(
        "es",
        "number",
        False,
        "Catering Finca El Olivo: recogida a las 9:00 y entrega a las 17:00.",
        "Recogida a las 17:00",
        evidence="recogida a las 9:00 y entrega a las 17:00.",
        key="finca_el_olivo/catering/recogida",
    ),
    # number: "un hijo y dos hijas" becomes "dos hijos".
    _r(
        "es",
        "number",
        False,
        "Tengo un hijo y dos hijas en la Clínica Dental Peques.",
        "Usuario tiene dos hijos en la Clínica Dental Peques",
        speaker="user",
        key="user/hijos",
    ),
    # attribution: the vet's view stated as fact.
    _r(
        "es",
        "attribution",
        False,
        "Según la veterinaria, la cojera de Toby se debe a la artrosis.",
        "la cojera de Toby se debe a la artrosis",
        key="mascota_segura/toby/diagnostico",
    ),
    # attribution: the minutes' "el coordinador dijo que" dropped.
    _r(
        "es",
        "attribution",
        False,
        "Acta, punto 2: el coordinador dijo que la licencia de la radio está renovada.",
        "la licencia de la radio está renovada",
        evidence="el coordinador dijo que la licencia de la radio está renovada.",
        key="radio_barrio/licencia",
    ),
    # negation: "no acepta" dropped to "acepta".
    _r(
        "es",
        "negation",
        False,
        "El estudio de tatuajes no acepta clientes sin cita los sábados.",
        "El estudio de tatuajes acepta clientes sin cita los sábados",
    ),
    # negation: "Nunca" dropped from the refund claim.
    _r(
        "es",
        "negation",
        False,
        "Nunca me devolvieron el dinero de la clase cancelada 😤",
        "me devolvieron el dinero de la clase cancelada",
        evidence="Nunca me devolvieron el dinero de la clase cancelada",
        speaker="user",
    ),
    # condition: "Si llueve" dropped.
    _r(
        "es",
        "condition",
        False,
        "Si llueve, el cóctel se traslada al salón interior.",
        "el cóctel se traslada al salón interior",
        key="finca_el_olivo/coctel/lugar",
    ),
    # condition: the "salvo que" exception dropped.
    _r(
        "es",
        "condition",
        False,
        "La conserjería firma las entregas salvo que el paquete requiera DNI.",
        "La conserjería firma las entregas",
    ),
    # scope: "La mayoría de" widened to all workshops.
    _r(
        "es",
        "scope",
        False,
        "La mayoría de los talleres del museo son gratuitos para colegios.",
        "los talleres del museo son gratuitos para colegios",
    ),
    # stitch: the subject of one sentence joined to the place of the next.
    _r(
        "es",
        "stitch",
        False,
        "La entrega es en la puerta este. El pago se hace en la taquilla oeste.",
        "La entrega es en la taquilla oeste",
    ),
    # tense: "trabajaba" (past) restated as present "Trabaja".
    _r(
        "es",
        "tense",
        False,
        "Antes trabajaba en la quesería de la calle Mayor.",
        "Trabaja en la quesería de la calle Mayor",
        speaker="Rosa",
        key="rosa/trabajo",
    ),
    # evidence: the quoted sentence is not in the source.
    _r(
        "es",
        "evidence",
        False,
        "La oficina del crematorio abre de lunes a viernes, de 9 a 14.",
        "La oficina del crematorio abre todos los días",
        evidence="La oficina del crematorio abre todos los días.",
    ),
    # parenthetical_restrictive: the bracket restricts cover to after a waiting period.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El seguro cubre el dentista del perro (solo tras un periodo de carencia de 12 meses).",
        "El seguro cubre el dentista del perro",
        key="mascota_segura/poliza/dental",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the e-mail alone from a signature; the key names the school, the person and the relation.
    _r(
        "zh",
        "subspan",
        True,
        "王丽｜星辰驾校理论课主管\n我的邮箱是 wang.li@xingche-jiaxiao.cn，电话 021-5566 7788。",
        "wang.li@xingche-jiaxiao.cn",
        evidence="我的邮箱是 wang.li@xingche-jiaxiao.cn",
        speaker="王丽",
        key="星辰驾校/王丽/邮箱",
    ),
    # subspan: the bike-share order number from an SMS, under an English key.
    _r(
        "zh",
        "subspan",
        True,
        "【青桔单车】您的骑行已结束，订单号 QJ20261206887，费用 1.50 元。",
        "QJ20261206887",
        evidence="订单号 QJ20261206887",
        key="qingju_bike/last_ride/order_id",
    ),
    # subspan: the receipt total with its currency.
    _r(
        "zh",
        "subspan",
        True,
        "奶酪小铺 收据\n孔泰奶酪 200克\n合计：人民币 268.00 元\n支付方式：微信",
        "人民币 268.00 元",
        evidence="合计：人民币 268.00 元",
        key="奶酪小铺/收据/合计",
    ),
    # subspan: the yoga studio's booking URL, whole.
    _r(
        "zh",
        "subspan",
        True,
        "新课表上线啦🧘 瑜伽课预约请访问 https://lianhua-yoga.cn/booking",
        "https://lianhua-yoga.cn/booking",
        evidence="瑜伽课预约请访问 https://lianhua-yoga.cn/booking",
        key="莲花瑜伽/预约链接",
    ),
    # subspan: the children's dentist's phone number, whole.
    _r(
        "zh",
        "subspan",
        True,
        "小白兔儿童牙科：诊所的电话是 010-6288 1234。停车请到B2。",
        "010-6288 1234",
        evidence="诊所的电话是 010-6288 1234。",
        key="小白兔儿童牙科/电话",
    ),
    # subspan: the meeting's date/time phrase, its bracketed weekday included.
    _r(
        "zh",
        "subspan",
        True,
        "日程邀请：社区电台志愿者会议：12月18日（周四）晚上7点，二楼会议室。",
        "12月18日（周四）晚上7点",
        evidence="社区电台志愿者会议：12月18日（周四）晚上7点",
        key="社区电台/志愿者会议/时间",
    ),
    # subspan: the claim handler's name alone; the key carries the claim and the role.
    _r(
        "zh",
        "subspan",
        True,
        "安宠保险理赔进度：您的理赔专员是陈晓燕。我们会在三个工作日内联系您。",
        "陈晓燕",
        evidence="您的理赔专员是陈晓燕。",
        key="安宠保险/理赔_58821/专员",
    ),
    # subspan: a version number from the concierge system's JSON, under an English key.
    _r(
        "zh",
        "subspan",
        True,
        '{"building": "枫林公寓", "module": "门禁", "msg": "前台门禁系统已升级到 3.8.2 版本。"}',
        "3.8.2",
        evidence="前台门禁系统已升级到 3.8.2 版本。",
        key="maple_apartments/access_system/version",
    ),
    # filler: 嗯、那个、就是 and the final 哈 dropped.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是，我把瑜伽课改到周四晚上了哈。",
        "我把瑜伽课改到周四晚上了",
        speaker="小林",
        key="小林/瑜伽课",
    ),
    # filler: 呃、然后呢 and the tag 对吧 dropped; the time frame stays.
    _r(
        "zh",
        "filler",
        True,
        "呃，然后呢，早间节目下周开始搬到B录音室，对吧。",
        "早间节目下周开始搬到B录音室",
        key="社区电台/早间节目/录音室",
    ),
    # filler: 哎、那个, the particle 啦 and the emoji dropped.
    _r(
        "zh",
        "filler",
        True,
        "哎，那个，我已经续了击剑俱乐部的年卡啦 😄",
        "我已经续了击剑俱乐部的年卡",
        speaker="阿杰",
    ),
    # speaker: "我" bound to the named speaker; place and shift kept.
    _r(
        "zh",
        "speaker",
        True,
        "我在北站公交场站上夜班。",
        "李强在北站公交场站上夜班",
        speaker="李强",
        key="李强/工作",
    ),
    # speaker: mem0's 用户 for the speaker; the request clause left out whole.
    _r(
        "zh",
        "speaker",
        True,
        "我对芝麻过敏，婚宴菜单请注意一下。",
        "用户对芝麻过敏",
        evidence="我对芝麻过敏",
        speaker="user",
        key="user/过敏",
    ),
    # speaker: subject elided for the speaker; the weekend time frame kept.
    _r(
        "zh",
        "speaker",
        True,
        "我周末在回收中心做志愿者。",
        "周末在回收中心做志愿者",
        speaker="周敏",
        key="周敏/志愿活动",
    ),
    # verbatim: the ticket's confirmation clause copied whole, number kept.
    _r(
        "zh",
        "verbatim",
        True,
        "工单 MED-771：学校参观已确认，共32名学生。午餐场地不包含在内。",
        "学校参观已确认，共32名学生",
        evidence="学校参观已确认，共32名学生。",
        key="博物馆教育部/MED-771/状态",
    ),
    # verbatim: the crematorium notice's sentence copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "殡仪馆通知：告别仪式定于周二上午10点30分在二号厅举行。请准时到场。",
        "告别仪式定于周二上午10点30分在二号厅举行",
        evidence="告别仪式定于周二上午10点30分在二号厅举行。",
    ),
    # coordination: the second conjunct kept with the shared subject 张老师.
    _r(
        "zh",
        "coordination",
        True,
        "俱乐部通讯：张老师教初级击剑并带青少年重剑队。",
        "张老师带青少年重剑队",
        evidence="张老师教初级击剑并带青少年重剑队。",
        key="击剑俱乐部/张老师/职责",
    ),
    # coordination: the second conjunct kept with the shared subject 我.
    _r(
        "zh",
        "coordination",
        True,
        "我订了一场奶酪品鉴会并买了一整块孔泰奶酪 🧀",
        "我买了一整块孔泰奶酪",
        evidence="我订了一场奶酪品鉴会并买了一整块孔泰奶酪",
        speaker="小雨",
    ),
    # parenthetical: the bracketed location is a side remark.
    _r(
        "zh",
        "parenthetical",
        True,
        "入住须知：公寓前台（一楼电梯旁边）可以代收快递。",
        "公寓前台可以代收快递",
        evidence="公寓前台（一楼电梯旁边）可以代收快递。",
        key="枫林公寓/前台/快递",
    ),
    # parenthetical: the appositive between dashes describes the dog.
    _r(
        "zh",
        "parenthetical",
        True,
        "理赔申请：我家狗豆豆——一只七岁的比格犬——五月份做了膝盖手术。",
        "我家狗豆豆五月份做了膝盖手术",
        evidence="我家狗豆豆——一只七岁的比格犬——五月份做了膝盖手术。",
        speaker="user",
        key="user/宠物/豆豆",
    ),
    # list_item: one material of the list with the shared head.
    _r(
        "zh",
        "list_item",
        True,
        "回收中心接收玻璃、纸板、电池和小家电。",
        "回收中心接收电池",
        key="城东回收中心/接收物品",
    ),
    # list_item: one cold dish of the wedding menu list.
    _r(
        "zh",
        "list_item",
        True,
        "婚宴冷盘有卤牛肉、白切鸡和凉拌木耳 😋",
        "婚宴冷盘有白切鸡",
    ),
    # --- negative ---
    # restriction_drop: 周日 restricts the closure.
    _r(
        "zh",
        "restriction_drop",
        False,
        "失物招领须知：周日公交场站的失物招领处不开放。",
        "公交场站的失物招领处不开放",
        evidence="周日公交场站的失物招领处不开放。",
        key="北站公交场站/失物招领/开放时间",
    ),
    # restriction_drop: free only for students who booked ten practical lessons.
    _r(
        "zh",
        "restriction_drop",
        False,
        "报满十节实操课的学员，理论课免费。",
        "理论课免费",
        key="星辰驾校/理论课/价格",
    ),
    # restriction_drop: the price holds on weekday daytimes; the key carries no time frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        "工作日白天，纹身工作室的小图案起价300元。",
        "300元",
        key="墨痕纹身/小图案/起价",
    ),
    # wrong_speaker: the quoted "我" is the brother, not 王芳.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "转发我哥的话：“我周五约了纹身。”",
        "王芳周五约了纹身",
        evidence="我周五约了纹身。",
        speaker="王芳",
    ),
    # wrong_speaker: the concierge keeps the parcel, not the resident 刘洋.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "前台：我帮您把包裹保管到下午6点。\n住户（刘洋）：谢谢！",
        "刘洋把包裹保管到下午6点",
        evidence="我帮您把包裹保管到下午6点。",
        speaker="刘洋",
    ),
    # number: the pickup time bound to the delivery.
    _r(
        "zh",
        "number",
        False,
        "婚宴外送安排：上午9点取件，下午5点送达。",
        "上午9点送达",
        evidence="上午9点取件，下午5点送达。",
        key="婚宴外送/送达时间",
    ),
    # number: "一个儿子和两个女儿" becomes "两个儿子".
    _r(
        "zh",
        "number",
        False,
        "我有一个儿子和两个女儿在这家儿童牙科看牙。",
        "用户有两个儿子在这家儿童牙科看牙",
        speaker="user",
        key="user/子女",
    ),
    # attribution: the vet's opinion stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        "兽医认为豆豆的跛行是关节炎引起的。",
        "豆豆的跛行是关节炎引起的",
        key="安宠保险/豆豆/诊断",
    ),
    # attribution: the minutes' 台长表示 dropped.
    _r(
        "zh",
        "attribution",
        False,
        "会议纪要第3项：台长表示执照续期已获批准。",
        "执照续期已获批准",
        evidence="台长表示执照续期已获批准。",
        key="社区电台/执照",
    ),
    # negation: 不接待 dropped to 接待.
    _r(
        "zh",
        "negation",
        False,
        "纹身工作室周六不接待未预约的客人。",
        "纹身工作室周六接待未预约的客人",
    ),
    # negation: 从未 dropped from the refund claim.
    _r(
        "zh",
        "negation",
        False,
        "我从未收到那节取消的理论课的退款 😤",
        "我收到那节取消的理论课的退款",
        evidence="我从未收到那节取消的理论课的退款",
        speaker="user",
    ),
    # condition: 如果天气好 dropped.
    _r(
        "zh",
        "condition",
        False,
        "如果天气好，仪式就改在花园露台举行。",
        "仪式改在花园露台举行",
        key="婚礼场地/仪式/地点",
    ),
    # condition: the 除非 exception dropped.
    _r(
        "zh",
        "condition",
        False,
        "除非包裹需要身份证，前台都会代签。",
        "前台会代签",
    ),
    # scope: 大部分 widened to all activities.
    _r(
        "zh",
        "scope",
        False,
        "博物馆的大部分教育活动对学校免费。",
        "博物馆的教育活动对学校免费",
    ),
    # stitch: the subject of one sentence joined to the place of the next.
    _r(
        "zh",
        "stitch",
        False,
        "送件在东门。付款在西边的售票亭。",
        "送件在西边的售票亭",
    ),
    # tense: 以前 (used to) dropped, the past job stated as current.
    _r(
        "zh",
        "tense",
        False,
        "我以前在市场街的奶酪店工作。",
        "陈静在市场街的奶酪店工作",
        speaker="陈静",
        key="陈静/工作",
    ),
    # evidence: the quoted sentence is not in the source.
    _r(
        "zh",
        "evidence",
        False,
        "殡仪馆办公室周一至周五9点到17点办公。",
        "殡仪馆办公室每天都办公",
        evidence="殡仪馆办公室每天都办公。",
    ),
    # parenthetical_restrictive: the bracket restricts cover to after the waiting period.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "宠物保险包括牙科治疗（仅限等待期满12个月后）。",
        "宠物保险包括牙科治疗",
        key="安宠保险/保单/牙科",
    ),
)

BATCH_41: tuple[Realistic, ...] = _EN + _ES + _ZH
