"""The realistic set's thirty-ninth batch: a blind measurement of the merged admission rules (issue 31, brief B39).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 by helper b39, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 38 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records; the only check run was `validate_realistic`, for structure. Every source
is invented here, in domains the earlier batches used little: ferry and coach operators, kindergarten enrolment,
dental labs, solar panel installers, chess clubs, tax advisers, printing shops, orchestra rehearsals, hearing-aid
clinics, car rental desks, beekeeping associations, translation agencies, moving-day storage units, veterinary
emergency lines and co-working spaces, in several registers (voice-note and voicemail transcripts with fillers, chats
with emoji, support tickets, tool outputs in JSON, e-mail signatures, forms, receipts, SMS notifications and calendar
invites).

Each value imitates a memory extractor's output. A verbatim record copies one clause; a speaker record restates a
first-person clause with the speaker's name (Zep, Graphiti) or with mem0's `User`, `Usuario` or `用户` (speaker
`user`), or elides the subject (`Plays second violin in the Westbury Community Orchestra`); a list_item record keeps
one item of a list with its head; a subspan record keeps a single atomic value (e-mail, URL, phone number, tracking
or booking code, amount with currency, date/time phrase, person's name, version number) under a key of the kind
LangGraph's memory tools write (`order_lds_4471/tracking_number`). The keys vary on purpose: English keys over
Spanish and Chinese sources, organization-and-person keys (`little_acorns/priya_raman/email`), Chinese keys
(`华美义齿/HM-0558/运单号`) and mem0's `user/...`.

Split, per language (en, es, zh: 40 records each, 120 in all). Faithful, 22 each: subspan 8, filler 3, speaker 3,
verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative, 18 each: restriction_drop 3, wrong_speaker 2,
number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1, evidence 1, parenthetical_restrictive
1. Evidence strings are verbatim spans of their sources, save the three `evidence` negatives, whose evidence is a
sentence absent from the source. Nothing here is scored; the lead scores the batch when it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the ferry booking code alone, under a key that names it; the rest of the clause is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "NorthSound Ferries SMS: Your booking reference is NSF-77120. Please arrive at Oban terminal 30 minutes "
        "before departure.",
        "NSF-77120",
        evidence="Your booking reference is NSF-77120.",
        key="northsound_ferries/booking_reference",
    ),
    # subspan: an e-mail address from a kindergarten officer's signature, keyed by organization and person.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nMs. Priya Raman\nEnrolment Officer, Little Acorns Kindergarten\n"
        "Email: enrol@littleacorns.example.org | Tel: +44 1632 960 418",
        "enrol@littleacorns.example.org",
        evidence="Email: enrol@littleacorns.example.org",
        key="little_acorns/priya_raman/email",
    ),
    # subspan: the tracking number from a dental lab's JSON tool output, taken whole.
    _r(
        "en",
        "subspan",
        True,
        '{"lab": "Brightline Dental Lab", "case_id": "BDL-2024-0931", "status": "shipped", '
        '"tracking_number": "1Z84F0920364417755"}',
        "1Z84F0920364417755",
        evidence='"tracking_number": "1Z84F0920364417755"',
        key="brightline_lab/case_bdl_2024_0931/tracking_number",
    ),
    # subspan: the deposit amount with its currency from a solar installer's receipt; the key names what was paid.
    _r(
        "en",
        "subspan",
        True,
        "SunRidge Solar - Receipt\nDeposit paid: £1,250.00\nBalance due on installation day: £4,830.00",
        "£1,250.00",
        evidence="Deposit paid: £1,250.00",
        key="sunridge_solar/deposit_paid",
    ),
    # subspan: the date/time phrase of a chess club's calendar invite, under a key naming the event's time.
    _r(
        "en",
        "subspan",
        True,
        "Calendar invite: Knights & Rooks Chess Club - Blitz night\nWhen: Thursday 21 November, 19:30-22:00\n"
        "Where: Room 4, Eastfield Library",
        "Thursday 21 November, 19:30-22:00",
        evidence="When: Thursday 21 November, 19:30-22:00",
        key="knights_rooks_chess/blitz_night/time",
    ),
    # subspan: the user's tax adviser's name from a chat; the rest of the clause is what the mem0-style key names.
    _r(
        "en",
        "subspan",
        True,
        "My tax adviser is Gareth Lloyd, he's been doing my returns since 2019 😊",
        "Gareth Lloyd",
        evidence="My tax adviser is Gareth Lloyd",
        speaker="user",
        key="user/tax_adviser/name",
    ),
    # subspan: a printing shop's proof URL, taken whole; the deadline is a separate clause the value does not need.
    _r(
        "en",
        "subspan",
        True,
        "Inkwell Print Co. order #P-3381: proofs are ready to review at https://proofs.inkwell.example.com/p3381 - "
        "approve by Friday to keep your slot.",
        "https://proofs.inkwell.example.com/p3381",
        evidence="proofs are ready to review at https://proofs.inkwell.example.com/p3381",
        key="inkwell_print/order_p3381/proof_url",
    ),
    # subspan: a version number from a hearing-aid clinic's notice, under a key naming the firmware version.
    _r(
        "en",
        "subspan",
        True,
        "ClearTone Hearing Clinic: Your hearing aids now run firmware version 4.2.1. Call us if the new streaming "
        "mode drops out.",
        "4.2.1",
        evidence="Your hearing aids now run firmware version 4.2.1.",
        key="cleartone/hearing_aids/firmware_version",
    ),
    # filler: a voice note about an orchestra rehearsal; only um/so/uh are dropped, the clause keeps every content word.
    _r(
        "en",
        "filler",
        True,
        "Voice note from Hannah: Um, so, the, uh, dress rehearsal is moved to the Corn Exchange. Same time as before, "
        "you know.",
        "the dress rehearsal is moved to the Corn Exchange",
        evidence="Um, so, the, uh, dress rehearsal is moved to the Corn Exchange.",
        speaker="Hannah",
        key="westbury_orchestra/dress_rehearsal/venue",
    ),
    # filler: a beekeeper's voice note; "right, so, erm" and "like" are fillers, the deadline is kept.
    _r(
        "en",
        "filler",
        True,
        "Right, so, erm, the hives at Mill Lane need a varroa check, like, before the end of the month. Cheers.",
        "the hives at Mill Lane need a varroa check before the end of the month",
        evidence="Right, so, erm, the hives at Mill Lane need a varroa check, like, before the end of the month.",
        key="mill_lane_apiary/next_task",
    ),
    # filler: a vet's voicemail transcript; "um" and "you know" are dropped, "completely normal" is kept whole.
    _r(
        "en",
        "filler",
        True,
        "Hi, uh, this is Dana from Riverside Vets. Biscuit's, um, blood results came back, you know, completely "
        "normal. No need to come in.",
        "Biscuit's blood results came back completely normal",
        evidence="Biscuit's, um, blood results came back, you know, completely normal.",
        speaker="Dana",
        key="biscuit/blood_results",
    ),
    # speaker: Zep-style restatement with the speaker's name and the verb's agreement (rent -> rents).
    _r(
        "en",
        "speaker",
        True,
        "I rent a hot desk at Foundry Cowork on weekdays 🙂 the coffee is decent too",
        "Marcus Bell rents a hot desk at Foundry Cowork on weekdays",
        evidence="I rent a hot desk at Foundry Cowork on weekdays",
        speaker="Marcus Bell",
    ),
    # speaker: mem0's "User" for the speaker of a first-person clause about a coach depot.
    _r(
        "en",
        "speaker",
        True,
        "Can't do mornings, sorry. I work night shifts at the Harbour Road coach depot.",
        "User works night shifts at the Harbour Road coach depot",
        evidence="I work night shifts at the Harbour Road coach depot.",
        speaker="user",
    ),
    # speaker: the subject elided for the speaker, as extractors do, with the key naming the person.
    _r(
        "en",
        "speaker",
        True,
        "Hello everyone! I play second violin in the Westbury Community Orchestra and I'm new to this forum.",
        "Plays second violin in the Westbury Community Orchestra",
        evidence="I play second violin in the Westbury Community Orchestra",
        speaker="Aisha",
        key="aisha/orchestra_role",
    ),
    # verbatim: a storage unit's SMS clause copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "SafeStow: Your unit B-112 is ready from 8am on moving day. The gate code will follow by SMS.",
        "Your unit B-112 is ready from 8am on moving day",
        evidence="Your unit B-112 is ready from 8am on moving day.",
        key="safestow/unit_b112/availability",
    ),
    # verbatim: a translation agency's ticket line copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket TR-5520 (LinguaBridge Translations): The certified translation of your birth certificate has been "
        "posted to your home address. Reply to this ticket if it has not arrived within five working days.",
        "The certified translation of your birth certificate has been posted to your home address",
        evidence="The certified translation of your birth certificate has been posted to your home address.",
        key="linguabridge/ticket_tr5520/status",
    ),
    # coordination: the second conjunct kept with the shared subject, restated with the speaker's name.
    _r(
        "en",
        "coordination",
        True,
        "I keep four hives on the allotment and sell honey at the Saturday market 🐝",
        "Rosa Jimenez sells honey at the Saturday market",
        evidence="I keep four hives on the allotment and sell honey at the Saturday market",
        speaker="Rosa Jimenez",
    ),
    # coordination: a car rental desk's closing time; the whole "opens at 6am" conjunct shares the subject.
    _r(
        "en",
        "coordination",
        True,
        "Desk info: The Driveaway desk at Terminal 2 opens at 6am and closes at midnight.",
        "The Driveaway desk at Terminal 2 closes at midnight",
        evidence="The Driveaway desk at Terminal 2 opens at 6am and closes at midnight.",
        key="driveaway/terminal_2_desk/closing_time",
    ),
    # parenthetical: a dental lab's descriptive parenthetical (shade) dropped; it restricts nothing.
    _r(
        "en",
        "parenthetical",
        True,
        "Brightline Dental Lab: Your crown (shade A2, as agreed with Dr. Okoro) will be delivered to the surgery on "
        "Tuesday.",
        "Your crown will be delivered to the surgery on Tuesday",
        evidence="Your crown (shade A2, as agreed with Dr. Okoro) will be delivered to the surgery on Tuesday.",
        key="brightline_lab/crown/delivery",
    ),
    # parenthetical: a non-restrictive relative clause between commas dropped from a hearing clinic's note.
    _r(
        "en",
        "parenthetical",
        True,
        "Clinic note: Mr. Fenwick's new receivers, which arrived yesterday, are now fitted to both aids.",
        "Mr. Fenwick's new receivers are now fitted to both aids",
        evidence="Mr. Fenwick's new receivers, which arrived yesterday, are now fitted to both aids.",
        key="cleartone/fenwick/receivers",
    ),
    # list_item: one perk of a co-working membership, with the list's head kept.
    _r(
        "en",
        "list_item",
        True,
        "Foundry Cowork members get 24/7 access, free coffee, two meeting-room hours a month and a locker.",
        "Foundry Cowork members get free coffee",
        key="foundry_cowork/member_perks",
    ),
    # list_item: one document of a kindergarten form's list, with the verb and the rest of the clause kept.
    _r(
        "en",
        "list_item",
        True,
        "Enrolment form, step 3: Please bring your child's birth certificate, a proof of address and the red book to "
        "the enrolment meeting.",
        "Please bring a proof of address to the enrolment meeting",
        evidence="Please bring your child's birth certificate, a proof of address and the red book to the enrolment "
        "meeting.",
        key="little_acorns/enrolment/documents",
    ),
    # --- negative ---
    # restriction_drop: the time frame "On winter weekdays" is dropped, so the rule reads as holding all year.
    _r(
        "en",
        "restriction_drop",
        False,
        "Timetable note: On winter weekdays, the 06:10 sailing carries foot passengers only.",
        "the 06:10 sailing carries foot passengers only",
        evidence="On winter weekdays, the 06:10 sailing carries foot passengers only.",
        key="northsound_ferries/0610_sailing",
    ),
    # restriction_drop: "by members on the Resident plan" is dropped; free booking then applies to everyone.
    _r(
        "en",
        "restriction_drop",
        False,
        "House rules: Meeting rooms can be booked free of charge by members on the Resident plan.",
        "Meeting rooms can be booked free of charge",
        evidence="Meeting rooms can be booked free of charge by members on the Resident plan.",
        key="foundry_cowork/meeting_rooms",
    ),
    # restriction_drop: an amount taken alone while its clause restricts it to ground-floor units the key lacks.
    _r(
        "en",
        "restriction_drop",
        False,
        "SafeStow price list: Storage units on the ground floor cost £89 a month. Upper floors are cheaper.",
        "£89 a month",
        evidence="Storage units on the ground floor cost £89 a month.",
        key="safestow/unit_price",
    ),
    # wrong_speaker: Nadia said she will play board one; the value binds her "I" to Oliver.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Oliver: can't make Tuesday's league match 😞\nNadia: I'll play board one then 👍",
        "Oliver will play board one then",
        evidence="I'll play board one then",
        speaker="Nadia",
    ),
    # wrong_speaker: the dentist's own absence bound to the user by a mem0-style restatement.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Voicemail from Dr. Okoro: Hello, just to let you know I'll be away from the surgery until 3 June.",
        "User will be away from the surgery until 3 June",
        evidence="I'll be away from the surgery until 3 June.",
        speaker="Dr. Okoro",
    ),
    # number: three extra cellos become two.
    _r(
        "en",
        "number",
        False,
        "From the orchestra manager: We need three extra cellos for the Mahler rehearsal on Sunday.",
        "We need two extra cellos for the Mahler rehearsal on Sunday",
        evidence="We need three extra cellos for the Mahler rehearsal on Sunday.",
        key="westbury_orchestra/mahler_rehearsal/needs",
    ),
    # number: the receipt's £38.00 is written as £83.00 under the price key.
    _r(
        "en",
        "number",
        False,
        "Inkwell Print Co. receipt\n500 business cards, matte finish - £38.00\nPaid by card",
        "£83.00",
        evidence="500 business cards, matte finish - £38.00",
        key="inkwell_print/business_cards/price",
    ),
    # attribution: "My dentist says" dropped; the dentist's estimate becomes a flat fact.
    _r(
        "en",
        "attribution",
        False,
        "My dentist says the new bridge should last fifteen years, fingers crossed 🤞",
        "The new bridge should last fifteen years",
        evidence="My dentist says the new bridge should last fifteen years",
        speaker="user",
    ),
    # attribution: "According to the installer" dropped from a solar ticket.
    _r(
        "en",
        "attribution",
        False,
        "Support ticket SR-812: According to the installer, the inverter will need replacing after ten years.",
        "The inverter will need replacing after ten years",
        evidence="According to the installer, the inverter will need replacing after ten years.",
        key="sunridge_solar/inverter/lifetime",
    ),
    # negation: "not" dropped; the co-working kitchen's ban becomes a permission.
    _r(
        "en",
        "negation",
        False,
        "Foundry Cowork FAQ: Dogs are not allowed in the co-working kitchen. They are welcome on the terrace.",
        "Dogs are allowed in the co-working kitchen",
        evidence="Dogs are not allowed in the co-working kitchen.",
        key="foundry_cowork/dogs",
    ),
    # negation: "never" dropped from a user's chat about hearing aids.
    _r(
        "en",
        "negation",
        False,
        "I never wear my hearing aids at the pool 😅 too scared of losing them",
        "I wear my hearing aids at the pool",
        evidence="I never wear my hearing aids at the pool",
        speaker="user",
    ),
    # condition: the late-return condition dropped; the fee then always applies.
    _r(
        "en",
        "condition",
        False,
        "Rental agreement: If you return the car after 10pm, a late fee of €35 applies.",
        "a late fee of €35 applies",
        evidence="If you return the car after 10pm, a late fee of €35 applies.",
        key="driveaway/late_fee",
    ),
    # condition: the "unless" exception dropped from a kindergarten's reply.
    _r(
        "en",
        "condition",
        False,
        "Little Acorns: Your child can start in September unless the immunisation record is missing.",
        "Your child can start in September",
        evidence="Your child can start in September unless the immunisation record is missing.",
        key="little_acorns/start_date",
    ),
    # scope: "Some of" dropped; a claim about some panels becomes a claim about all of them.
    _r(
        "en",
        "scope",
        False,
        "Site survey: Some of the panels on the garage roof are shaded in the afternoon.",
        "the panels on the garage roof are shaded in the afternoon",
        evidence="Some of the panels on the garage roof are shaded in the afternoon.",
        key="sunridge_solar/site_survey/shading",
    ),
    # stitch: the ferry's subject stitched to the coach's departure time from the next sentence.
    _r(
        "en",
        "stitch",
        False,
        "Connections: The ferry to Mull leaves at 09:00. The coach to Glasgow leaves at 11:30.",
        "The ferry to Mull leaves at 11:30",
        evidence="The ferry to Mull leaves at 09:00. The coach to Glasgow leaves at 11:30.",
    ),
    # tense: "used to volunteer" restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        "I used to volunteer at the beekeeping association's open days, before the kids.",
        "User volunteers at the beekeeping association's open days",
        evidence="I used to volunteer at the beekeeping association's open days",
        speaker="user",
    ),
    # evidence: the quoted delivery sentence is not in the ticket, which only gives a quote.
    _r(
        "en",
        "evidence",
        False,
        "LinguaBridge Translations: Your quote for the Spanish-to-English contract translation is €240.",
        "Translation will be delivered on Monday",
        evidence="Your translation will be delivered on Monday.",
        key="linguabridge/contract_translation/delivery",
    ),
    # parenthetical_restrictive: the parenthetical limits free parking to long rentals; dropping it widens the claim.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Driveaway desk: Free parking (for rentals of five days or more) is available at the Harbour Road desk.",
        "Free parking is available at the Harbour Road desk",
        evidence="Free parking (for rentals of five days or more) is available at the Harbour Road desk.",
        key="driveaway/harbour_road/parking",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the ferry booking code alone from an SMS, under an English-style key.
    _r(
        "es",
        "subspan",
        True,
        "Naviera Balear: su localizador es NB7Q2X. Embarque en el muelle 3 a partir de las 07:15.",
        "NB7Q2X",
        evidence="su localizador es NB7Q2X.",
        key="naviera_balear/booking_code",
    ),
    # subspan: a veterinary emergency line's phone number, taken whole.
    _r(
        "es",
        "subspan",
        True,
        "Urgencias Veterinarias Los Olivos - teléfono de guardia: +34 955 123 480. Para citas normales, use la web.",
        "+34 955 123 480",
        evidence="teléfono de guardia: +34 955 123 480.",
        key="urgencias_los_olivos/emergency_phone",
    ),
    # subspan: an e-mail address from a translation agency's signature, keyed by organization and person.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Ferrer Albiol\nGestora de proyectos · Traducciones Albor\n"
        "Correo: lucia.ferrer@traduccionesalbor.example.es",
        "lucia.ferrer@traduccionesalbor.example.es",
        evidence="Correo: lucia.ferrer@traduccionesalbor.example.es",
        key="traducciones_albor/lucia_ferrer/email",
    ),
    # subspan: a tax adviser's fee with a decimal comma and its currency, under a key naming the fee.
    _r(
        "es",
        "subspan",
        True,
        "Asesoría Fiscal Robles - Factura 2024/118. Honorarios por la declaración de la renta: 95,00 €. IVA incluido.",
        "95,00 €",
        evidence="Honorarios por la declaración de la renta: 95,00 €.",
        key="asesoria_robles/tax_return_fee",
    ),
    # subspan: the date/time phrase of a kindergarten's enrolment meeting.
    _r(
        "es",
        "subspan",
        True,
        "Escuela Infantil Pequeños Pasos: La reunión de matrícula será el martes 4 de marzo a las 17:30 en el aula "
        "de los Girasoles.",
        "el martes 4 de marzo a las 17:30",
        evidence="La reunión de matrícula será el martes 4 de marzo a las 17:30",
        key="pequenos_pasos/enrolment_meeting/date",
    ),
    # subspan: a person's name; the rest of the clause is what the key names (the Saturday coach).
    _r(
        "es",
        "subspan",
        True,
        "¡Hola! El monitor de los sábados en el Club de Ajedrez Alfil es Andrés Peña ♟️ pregunta por él en la entrada.",
        "Andrés Peña",
        evidence="El monitor de los sábados en el Club de Ajedrez Alfil es Andrés Peña",
        key="club_alfil/saturday_coach",
    ),
    # subspan: a co-working space's booking URL, taken whole.
    _r(
        "es",
        "subspan",
        True,
        "Bienvenida a La Colmena Cowork. El enlace para reservar salas es "
        "https://reservas.colmenacowork.example.es/salas y la wifi se llama Colmena-Socios.",
        "https://reservas.colmenacowork.example.es/salas",
        evidence="El enlace para reservar salas es https://reservas.colmenacowork.example.es/salas",
        key="la_colmena/room_booking_url",
    ),
    # subspan: the tracking number from a dental lab's JSON tool output, under an English key.
    _r(
        "es",
        "subspan",
        True,
        '{"proveedor": "Laboratorio Dental Sonrisa", "pedido": "LDS-4471", "seguimiento": "ES2087431095X", '
        '"estado": "en reparto"}',
        "ES2087431095X",
        evidence='"seguimiento": "ES2087431095X"',
        key="order_lds_4471/tracking_number",
    ),
    # filler: a voice note about the orchestra's dress rehearsal; eh/bueno/o sea/este are fillers.
    _r(
        "es",
        "filler",
        True,
        "Nota de voz de Carmen: Eh, bueno, o sea, el ensayo general es, este, en el Auditorio Municipal. Nos vemos.",
        "el ensayo general es en el Auditorio Municipal",
        evidence="Eh, bueno, o sea, el ensayo general es, este, en el Auditorio Municipal.",
        speaker="Carmen",
        key="orquesta/ensayo_general/lugar",
    ),
    # filler: a beekeeper's voice note; "pues nada, mira" and "eh" dropped, the deadline kept.
    _r(
        "es",
        "filler",
        True,
        "Pues nada, mira, las colmenas del Cerro, eh, necesitan alimentación antes de diciembre. Ya me dices.",
        "las colmenas del Cerro necesitan alimentación antes de diciembre",
        evidence="Pues nada, mira, las colmenas del Cerro, eh, necesitan alimentación antes de diciembre.",
        key="asociacion_apicola/colmenas_cerro/tarea",
    ),
    # filler: a car rental desk's voicemail; "eh" and "o sea" dropped.
    _r(
        "es",
        "filler",
        True,
        "Hola, sí, mira, te llamo de Alquileres Sur, eh, tu coche está, o sea, listo para recoger en la T1.",
        "tu coche está listo para recoger en la T1",
        evidence="eh, tu coche está, o sea, listo para recoger en la T1.",
        key="alquileres_sur/reserva/estado",
    ),
    # speaker: Zep-style restatement with the speaker's name and the verb's agreement (trabajo -> trabaja).
    _r(
        "es",
        "speaker",
        True,
        "Trabajo en el taller de impresión de la calle Mayor 🖨️ si necesitáis carteles, avisad",
        "Javier Ortega trabaja en el taller de impresión de la calle Mayor",
        evidence="Trabajo en el taller de impresión de la calle Mayor",
        speaker="Javier Ortega",
    ),
    # speaker: mem0's "Usuario" for the speaker, with agreement (uso -> usa).
    _r(
        "es",
        "speaker",
        True,
        "Formulario de la clínica auditiva. Comentarios: Uso audífonos desde 2021.",
        "Usuario usa audífonos desde 2021",
        evidence="Uso audífonos desde 2021.",
        speaker="user",
    ),
    # speaker: the subject elided for the speaker with the third-person verb (soy -> es); the key names Elena.
    _r(
        "es",
        "speaker",
        True,
        "Buenas, soy la tesorera de la Asociación Apícola de la Sierra, os escribo por las cuotas.",
        "Es la tesorera de la Asociación Apícola de la Sierra",
        evidence="soy la tesorera de la Asociación Apícola de la Sierra",
        speaker="Elena",
        key="elena/cargo",
    ),
    # verbatim: a storage unit's SMS clause copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Trasteros Express: Su trastero 2-14 estará disponible el sábado desde las 8:00. Traiga su DNI.",
        "Su trastero 2-14 estará disponible el sábado desde las 8:00",
        evidence="Su trastero 2-14 estará disponible el sábado desde las 8:00.",
        key="trasteros_express/trastero_2_14",
    ),
    # verbatim: a dental lab's ticket line copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia 3307 - Laboratorio Dental Sonrisa: La férula de descarga se enviará a la clínica el jueves.",
        "La férula de descarga se enviará a la clínica el jueves",
        evidence="La férula de descarga se enviará a la clínica el jueves.",
        key="lab_sonrisa/incidencia_3307",
    ),
    # coordination: the closing-time conjunct kept with its shared subject.
    _r(
        "es",
        "coordination",
        True,
        "Horario: La Colmena Cowork abre a las 7:00 y cierra a las 22:00.",
        "La Colmena Cowork cierra a las 22:00",
        evidence="La Colmena Cowork abre a las 7:00 y cierra a las 22:00.",
        key="la_colmena/hora_cierre",
    ),
    # coordination: the second conjunct kept, subject elided for the speaker (doy -> da).
    _r(
        "es",
        "coordination",
        True,
        "Juego en el Club Alfil los jueves y doy clases a niños los sábados 😊",
        "Da clases a niños los sábados",
        evidence="Juego en el Club Alfil los jueves y doy clases a niños los sábados",
        speaker="Pablo",
        key="pablo/actividades",
    ),
    # parenthetical: a discourse parenthetical ("como le comentamos por teléfono") dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Clínica Auditiva Oír Bien: La revisión de su audífono, como le comentamos por teléfono, será el lunes a las "
        "10:00.",
        "La revisión de su audífono será el lunes a las 10:00",
        evidence="La revisión de su audífono, como le comentamos por teléfono, será el lunes a las 10:00.",
        key="oir_bien/revision",
    ),
    # parenthetical: a bracketed aside about wifi dropped from a coach notice; it restricts nothing.
    _r(
        "es",
        "parenthetical",
        True,
        "Aviso: El autocar a Granada (por cierto, tiene wifi gratis) sale de la dársena 12 a las 9:40.",
        "El autocar a Granada sale de la dársena 12 a las 9:40",
        evidence="El autocar a Granada (por cierto, tiene wifi gratis) sale de la dársena 12 a las 9:40.",
        key="coach_granada/departure",
    ),
    # list_item: one document of a kindergarten form's list, with the head of the clause kept.
    _r(
        "es",
        "list_item",
        True,
        "En la matrícula hay que entregar el libro de familia, la tarjeta sanitaria del niño y un certificado de "
        "empadronamiento.",
        "En la matrícula hay que entregar la tarjeta sanitaria del niño",
        key="pequenos_pasos/matricula/documentos",
    ),
    # list_item: one service of a printing shop's list.
    _r(
        "es",
        "list_item",
        True,
        "Imprenta Gutenberg 🖨️ Imprimimos tarjetas de visita, carteles, lonas y vinilos. Pídenos presupuesto.",
        "Imprimimos lonas",
        evidence="Imprimimos tarjetas de visita, carteles, lonas y vinilos.",
        key="imprenta_gutenberg/servicios",
    ),
    # --- negative ---
    # restriction_drop: "Los fines de semana" dropped; a weekend rule reads as holding every day.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los fines de semana, la línea de urgencias solo atiende perros y gatos.",
        "la línea de urgencias solo atiende perros y gatos",
        key="urgencias_los_olivos/pacientes",
    ),
    # restriction_drop: "con cuota anual" dropped; the extractor then is for every member.
    _r(
        "es",
        "restriction_drop",
        False,
        "Circular: Los socios con cuota anual pueden usar el extractor de miel de la asociación.",
        "Los socios pueden usar el extractor de miel de la asociación",
        evidence="Los socios con cuota anual pueden usar el extractor de miel de la asociación.",
        key="asociacion_apicola/extractor",
    ),
    # restriction_drop: the deposit taken alone while its clause limits it to vans, which the key does not carry.
    _r(
        "es",
        "restriction_drop",
        False,
        "Alquileres Sur - condiciones: Para furgonetas, la fianza es de 600 €.",
        "600 €",
        evidence="Para furgonetas, la fianza es de 600 €.",
        key="alquileres_sur/deposit",
    ),
    # wrong_speaker: Mateo offers to collect the scores; the value binds it to Lucía.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Lucía: ¿quién recoge las partituras?\nMateo: Recojo yo las partituras mañana 😉",
        "Lucía recoge las partituras mañana",
        evidence="Recojo yo las partituras mañana",
        speaker="Mateo",
    ),
    # wrong_speaker: the dentist's holiday bound to the user by a mem0-style restatement.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mensaje de la Dra. Soler: Estaré de vacaciones hasta el 15 de agosto, le atenderá mi compañero.",
        "Usuario estará de vacaciones hasta el 15 de agosto",
        evidence="Estaré de vacaciones hasta el 15 de agosto",
        speaker="Dra. Soler",
    ),
    # number: 48 members become 84.
    _r(
        "es",
        "number",
        False,
        "Memoria anual: La asociación tiene 48 socios activos este año.",
        "La asociación tiene 84 socios activos este año",
        evidence="La asociación tiene 48 socios activos este año.",
        key="asociacion_apicola/socios",
    ),
    # number: the receipt's 129,90 € written as 139,90 €.
    _r(
        "es",
        "number",
        False,
        "Recibo Trasteros Express\nConcepto: mudanza y trastero (1 mes)\nTotal pagado: 129,90 €",
        "139,90 €",
        evidence="Total pagado: 129,90 €",
        key="trasteros_express/total_paid",
    ),
    # attribution: "Mi asesora dice que" dropped; the adviser's opinion becomes a fact about the user.
    _r(
        "es",
        "attribution",
        False,
        "Mi asesora dice que puedo deducir el alquiler del despacho 🙌",
        "Usuario puede deducir el alquiler del despacho",
        evidence="Mi asesora dice que puedo deducir el alquiler del despacho",
        speaker="user",
    ),
    # attribution: "La veterinaria cree que" dropped; a belief becomes a diagnosis.
    _r(
        "es",
        "attribution",
        False,
        "Resumen de la llamada: La veterinaria cree que la cojera de Luna es por un esguince.",
        "La cojera de Luna es por un esguince",
        evidence="La veterinaria cree que la cojera de Luna es por un esguince.",
        key="luna/cojera",
    ),
    # negation: "no" dropped; the ferry's ban on pets on deck becomes a permission.
    _r(
        "es",
        "negation",
        False,
        "Naviera Balear - normas: El ferry no admite mascotas en cubierta. Use el espacio para animales.",
        "El ferry admite mascotas en cubierta",
        evidence="El ferry no admite mascotas en cubierta.",
        key="naviera_balear/mascotas",
    ),
    # negation: "No" dropped from a parent's note in the kindergarten form.
    _r(
        "es",
        "negation",
        False,
        "Observaciones: No quiero que mi hijo coma en el comedor escolar.",
        "Quiero que mi hijo coma en el comedor escolar",
        evidence="No quiero que mi hijo coma en el comedor escolar.",
        speaker="user",
    ),
    # condition: the "Si" condition dropped; the surcharge then always applies.
    _r(
        "es",
        "condition",
        False,
        "Si devuelve el coche sin gasolina, se cobrará un suplemento de 40 €.",
        "se cobrará un suplemento de 40 €",
        key="alquileres_sur/suplemento",
    ),
    # condition: "siempre que haya pagado el depósito" dropped.
    _r(
        "es",
        "condition",
        False,
        "Laboratorio Dental Sonrisa: Puede recoger la prótesis el viernes siempre que haya pagado el depósito.",
        "Puede recoger la prótesis el viernes",
        evidence="Puede recoger la prótesis el viernes siempre que haya pagado el depósito.",
        key="lab_sonrisa/protesis/recogida",
    ),
    # scope: "Algunas de" dropped; some sworn translations become all of them.
    _r(
        "es",
        "scope",
        False,
        "Traducciones Albor: Algunas de las traducciones juradas llegarán tarde por la huelga de correos.",
        "las traducciones juradas llegarán tarde por la huelga de correos",
        evidence="Algunas de las traducciones juradas llegarán tarde por la huelga de correos.",
        key="traducciones_albor/entregas",
    ),
    # stitch: the strings rehearsal's subject stitched to the winds' day and room from the next sentence.
    _r(
        "es",
        "stitch",
        False,
        "El ensayo de cuerdas es el lunes. El de vientos es el miércoles en la sala B.",
        "El ensayo de cuerdas es el miércoles en la sala B",
        key="orquesta/ensayo_cuerdas",
    ),
    # tense: the imperfect "Trabajaba" restated in the present.
    _r(
        "es",
        "tense",
        False,
        "Trabajaba de traductor jurado en Sevilla, ahora doy clases.",
        "Rafael trabaja de traductor jurado en Sevilla",
        evidence="Trabajaba de traductor jurado en Sevilla",
        speaker="Rafael",
    ),
    # evidence: the quoted renewal sentence is not in the SMS, which only gives an end date.
    _r(
        "es",
        "evidence",
        False,
        "Trasteros Express: su contrato vence el 31 de enero.",
        "El contrato se renueva automáticamente cada año",
        evidence="Su contrato se renueva automáticamente cada año.",
        key="trasteros_express/contrato",
    ),
    # parenthetical_restrictive: "(solo para socios de plan fijo)" restricts who may book; dropping it widens it.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "La Colmena Cowork: La sala de llamadas (solo para socios de plan fijo) se puede reservar por horas.",
        "La sala de llamadas se puede reservar por horas",
        evidence="La sala de llamadas (solo para socios de plan fijo) se puede reservar por horas.",
        key="la_colmena/sala_llamadas",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the ferry order number alone from an SMS, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        "【海峡轮渡】您的船票订单号为HX20241107852，请于开船前40分钟到达码头。",
        "HX20241107852",
        evidence="您的船票订单号为HX20241107852",
        key="海峡轮渡/订单号",
    ),
    # subspan: a veterinary emergency hotline number, taken whole.
    _r(
        "zh",
        "subspan",
        True,
        "安康宠物医院 宠物急诊热线：400-820-6631 普通预约请使用小程序。",
        "400-820-6631",
        evidence="宠物急诊热线：400-820-6631",
        key="ankang_vet/emergency_hotline",
    ),
    # subspan: an e-mail address from a translation agency's signature, keyed by organization and person.
    _r(
        "zh",
        "subspan",
        True,
        "此致\n王晓雯\n项目经理｜译通翻译公司\n邮箱：wangxw@yitong-fanyi.example.cn",
        "wangxw@yitong-fanyi.example.cn",
        evidence="邮箱：wangxw@yitong-fanyi.example.cn",
        key="yitong_translation/wang_xiaowen/email",
    ),
    # subspan: a deposit amount with its currency from a solar installer's receipt.
    _r(
        "zh",
        "subspan",
        True,
        "收款凭证\n阳光屋顶光伏\n定金：¥3,000.00\n支付方式：微信支付",
        "¥3,000.00",
        evidence="定金：¥3,000.00",
        key="阳光屋顶光伏/定金",
    ),
    # subspan: the date/time phrase of an orchestra rehearsal's calendar invite.
    _r(
        "zh",
        "subspan",
        True,
        "日程邀请：城市青年交响乐团 全体排练\n时间：12月14日（周六）14:00-17:30\n地点：音乐厅B排练室",
        "12月14日（周六）14:00-17:30",
        evidence="时间：12月14日（周六）14:00-17:30",
        key="city_youth_orchestra/full_rehearsal/time",
    ),
    # subspan: a person's name; the rest of the clause is what the key names (the enrolment teacher).
    _r(
        "zh",
        "subspan",
        True,
        "家长您好！我们幼儿园的招生老师是陈静，有问题可以直接找她😊",
        "陈静",
        evidence="我们幼儿园的招生老师是陈静",
        key="小树苗幼儿园/招生老师",
    ),
    # subspan: a courier waybill number from a dental lab's JSON tool output, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        '{"lab": "华美义齿加工所", "case": "HM-0558", "courier": "顺丰", "waybill": "SF1420558839163"}',
        "SF1420558839163",
        evidence='"waybill": "SF1420558839163"',
        key="华美义齿/HM-0558/运单号",
    ),
    # subspan: a version number from a hearing-aid app's notice, under mem0's user/ key.
    _r(
        "zh",
        "subspan",
        True,
        "听力宝提醒：助听器App已升级到3.8.2版本，新增了降噪模式。",
        "3.8.2",
        evidence="助听器App已升级到3.8.2版本",
        speaker="user",
        key="user/hearing_aid_app/version",
    ),
    # filler: a voice note about the chess club; 嗯/那个/就是/呃 are fillers, the new day is kept.
    _r(
        "zh",
        "filler",
        True,
        "语音转文字（小李）：嗯，那个，就是，棋社的周赛改到，呃，周四晚上了。",
        "棋社的周赛改到周四晚上了",
        evidence="嗯，那个，就是，棋社的周赛改到，呃，周四晚上了。",
        speaker="小李",
        key="棋社/周赛/时间",
    ),
    # filler: a beekeeper's voice note; 就是说/嗯/那个/呃 dropped, the timing kept.
    _r(
        "zh",
        "filler",
        True,
        "就是说，嗯，蜂箱那个，呃，下周要换新的巢框。你有空来帮忙吗？",
        "蜂箱下周要换新的巢框",
        evidence="就是说，嗯，蜂箱那个，呃，下周要换新的巢框。",
        key="蜂业协会/蜂箱/任务",
    ),
    # filler: a car rental desk's voicemail; 然后呢/那个/嗯 dropped, the refund period kept.
    _r(
        "zh",
        "filler",
        True,
        "然后呢，那个，租车柜台的押金，嗯，会在三个工作日内退回。",
        "租车柜台的押金会在三个工作日内退回",
        key="car_rental/deposit_refund",
    ),
    # speaker: Zep-style restatement with the speaker's name for 我.
    _r(
        "zh",
        "speaker",
        True,
        "我在共享办公空间租了一个固定工位，离家很近👍",
        "刘芳在共享办公空间租了一个固定工位",
        evidence="我在共享办公空间租了一个固定工位",
        speaker="刘芳",
    ),
    # speaker: mem0's 用户 for the speaker.
    _r(
        "zh",
        "speaker",
        True,
        "我每周三晚上去乐团排练，所以那天不能加班。",
        "用户每周三晚上去乐团排练",
        evidence="我每周三晚上去乐团排练",
        speaker="user",
    ),
    # speaker: the subject elided for the speaker, with a key naming him.
    _r(
        "zh",
        "speaker",
        True,
        "大家好，我在牙科技工所做烤瓷牙，做了八年了。",
        "在牙科技工所做烤瓷牙",
        evidence="我在牙科技工所做烤瓷牙",
        speaker="张伟",
        key="张伟/职业",
    ),
    # verbatim: a storage company's SMS clause copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "【安心仓储】您租用的A-208储物间已开通，门禁密码将另行发送。",
        "您租用的A-208储物间已开通",
        evidence="您租用的A-208储物间已开通",
        key="安心仓储/A-208/状态",
    ),
    # verbatim: a tax adviser's ticket line copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "工单#7731：您的报税资料已提交至税务师审核。预计五个工作日内回复。",
        "您的报税资料已提交至税务师审核",
        evidence="您的报税资料已提交至税务师审核。",
        key="tax_ticket_7731/status",
    ),
    # coordination: the second conjunct kept with the shared subject 幼儿园.
    _r(
        "zh",
        "coordination",
        True,
        "入园须知：幼儿园早上七点半开门，下午五点半放学。",
        "幼儿园下午五点半放学",
        evidence="幼儿园早上七点半开门，下午五点半放学。",
        key="小树苗幼儿园/放学时间",
    ),
    # coordination: the second conjunct kept, restated with the speaker's name.
    _r(
        "zh",
        "coordination",
        True,
        "我会下国际象棋，还在棋社当志愿者。",
        "王磊在棋社当志愿者",
        speaker="王磊",
    ),
    # parenthetical: a bracketed identifying aside dropped; it restricts nothing.
    _r(
        "zh",
        "parenthetical",
        True,
        "听力宝诊所通知：陈医生（也就是上次给您做检查的那位）下周二坐诊。",
        "陈医生下周二坐诊",
        evidence="陈医生（也就是上次给您做检查的那位）下周二坐诊。",
        key="听力宝/陈医生/坐诊",
    ),
    # parenthetical: a dash-delimited description of the car dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "租车提醒：您的车辆——一辆白色大众朗逸——已在B区停车场就位。",
        "您的车辆已在B区停车场就位",
        evidence="您的车辆——一辆白色大众朗逸——已在B区停车场就位。",
        key="car_rental/vehicle/location",
    ),
    # list_item: one document of a kindergarten's list, with the head kept.
    _r(
        "zh",
        "list_item",
        True,
        "报名需要提供户口本、出生证明和疫苗接种本。",
        "报名需要提供出生证明",
        key="小树苗幼儿园/报名材料",
    ),
    # list_item: one amenity of a co-working space's list.
    _r(
        "zh",
        "list_item",
        True,
        "共享空间会员可以免费使用打印机、会议室和咖啡机☕",
        "共享空间会员可以免费使用会议室",
        evidence="共享空间会员可以免费使用打印机、会议室和咖啡机",
        key="cowork/member_perks",
    ),
    # --- negative ---
    # restriction_drop: "工作日晚上" dropped; a weekday-evening rule reads as holding at all times.
    _r(
        "zh",
        "restriction_drop",
        False,
        "工作日晚上，急诊热线只接待猫狗。",
        "急诊热线只接待猫狗",
        key="ankang_vet/emergency_patients",
    ),
    # restriction_drop: the modifier "年卡" dropped; only annual members may borrow it.
    _r(
        "zh",
        "restriction_drop",
        False,
        "协会通知：年卡会员可以免费借用摇蜜机。",
        "会员可以免费借用摇蜜机",
        evidence="年卡会员可以免费借用摇蜜机。",
        key="蜂业协会/摇蜜机",
    ),
    # restriction_drop: the fare taken alone while its clause limits it to the night coach, which the key lacks.
    _r(
        "zh",
        "restriction_drop",
        False,
        "长途客运：夜班车票价为68元，白天班次请查看官网。",
        "68元",
        evidence="夜班车票价为68元",
        key="coach/ticket_price",
    ),
    # wrong_speaker: Teacher Li will prepare the forms; the value binds her 我 to 陈静.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "陈静：下周我带孩子们去参观消防站。\n李老师：好的，我来准备报名表。",
        "陈静来准备报名表",
        evidence="我来准备报名表",
        speaker="李老师",
    ),
    # wrong_speaker: the doctor's own training trip bound to the user by a mem0-style restatement.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "王医生留言：我下个月去外地进修，复诊请找刘医生。",
        "用户下个月去外地进修",
        evidence="我下个月去外地进修",
        speaker="王医生",
    ),
    # number: 五百 becomes 五千.
    _r(
        "zh",
        "number",
        False,
        "印刷厂回复：这次一共印了五百份节目单。",
        "这次一共印了五千份节目单",
        evidence="这次一共印了五百份节目单。",
        key="乐团/节目单/数量",
    ),
    # number: the receipt's ¥1,280 written as ¥1,820.
    _r(
        "zh",
        "number",
        False,
        "华美义齿加工所 收据\n本次维修费用：¥1,280\n已付清",
        "¥1,820",
        evidence="本次维修费用：¥1,280",
        key="华美义齿/维修费用",
    ),
    # attribution: "我的税务师说" dropped; the adviser's opinion becomes a fact about the user.
    _r(
        "zh",
        "attribution",
        False,
        "我的税务师说我今年可以申请退税🎉",
        "用户今年可以申请退税",
        evidence="我的税务师说我今年可以申请退税",
        speaker="user",
    ),
    # attribution: "据安装师傅说" dropped.
    _r(
        "zh",
        "attribution",
        False,
        "据安装师傅说，这块屋顶能装十八块板。",
        "这块屋顶能装十八块板",
        key="阳光屋顶光伏/屋顶容量",
    ),
    # negation: "不" dropped; the ferry's ban becomes a permission.
    _r(
        "zh",
        "negation",
        False,
        "乘船须知：渡轮不允许携带宠物上甲板。",
        "渡轮允许携带宠物上甲板",
        evidence="渡轮不允许携带宠物上甲板。",
        key="海峡轮渡/宠物",
    ),
    # negation: "不" dropped from a user's chat about rehearsal.
    _r(
        "zh",
        "negation",
        False,
        "我不参加周六的排练，家里有事😢",
        "我参加周六的排练",
        evidence="我不参加周六的排练",
        speaker="user",
    ),
    # condition: the "如果" condition dropped; the surcharge then always applies.
    _r(
        "zh",
        "condition",
        False,
        "租车合同：如果超过晚上十点还车，需另付200元。",
        "需另付200元",
        evidence="如果超过晚上十点还车，需另付200元。",
        key="car_rental/late_fee",
    ),
    # condition: the "除非" exception dropped.
    _r(
        "zh",
        "condition",
        False,
        "除非疫苗本不全，孩子九月就可以入园。",
        "孩子九月就可以入园",
        key="小树苗幼儿园/入园时间",
    ),
    # scope: "部分" dropped; some panels become all panels.
    _r(
        "zh",
        "scope",
        False,
        "勘察报告：部分太阳能板下午会被树挡住。",
        "太阳能板下午会被树挡住",
        evidence="部分太阳能板下午会被树挡住。",
        key="阳光屋顶光伏/遮挡",
    ),
    # stitch: the ferry's subject stitched to the coach's departure time from the next sentence.
    _r(
        "zh",
        "stitch",
        False,
        "去舟山的船八点开。去宁波的大巴十点半出发。",
        "去舟山的船十点半出发",
        key="行程/舟山/出发时间",
    ),
    # tense: "以前……做过" restated as a present job.
    _r(
        "zh",
        "tense",
        False,
        "我以前在翻译公司做过笔译，现在当老师。",
        "赵敏在翻译公司做笔译",
        evidence="我以前在翻译公司做过笔译",
        speaker="赵敏",
    ),
    # evidence: the quoted auto-renewal sentence is not in the SMS, which only gives an end date.
    _r(
        "zh",
        "evidence",
        False,
        "【安心仓储】您的储物间租约将于3月1日到期。",
        "储物间租约已自动续期一年",
        evidence="您的储物间租约已自动续期一年。",
        key="安心仓储/租约",
    ),
    # parenthetical_restrictive: "（仅限租期五天以上的客户）" restricts who parks free; dropping it widens the claim.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "免费停车（仅限租期五天以上的客户）在柜台后面。",
        "免费停车在柜台后面",
        key="car_rental/free_parking",
    ),
)

BATCH_39: tuple[Realistic, ...] = _EN + _ES + _ZH
