"""The realistic set's sixtieth batch: a blind measurement of the merged admission rules (issue 31, brief B60).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b60, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records; only `validate_realistic` (the record-shape
check the brief asks for). Every source is invented here, in domains the earlier batches used little: airlines' lost
luggage desks, solar panel installers, wedding planners, tutoring agencies, coworking day passes, dental labs,
electric scooter rentals, translation agencies, municipal libraries, pet sitters, escape rooms and tax advisers, with
Spanish and Chinese counterparts in their own registers (gestorías, academias de refuerzo, patinetes, 行李差错,
光伏上门勘测, 义齿加工, 密室逃脱, 上门喂猫), in several formats (voice-note transcripts with fillers, chats, support
tickets, tool outputs in JSON, e-mail signatures, SMS notifications, booking confirmations, receipts, reviews and
meeting minutes).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Owns a semi-detached house in Bristol`); some keep one item of a list;
and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a file reference, a
case or order number, a door code, an amount with its currency, a date or time phrase, a person's name), filed under
a key in the manner of LangGraph's memory tools (`brightroof_solar/owen_price/phone`). Key styles are mixed on
purpose: English keys over Spanish and Chinese sources, keys naming an organization and a person in it, Spanish and
Chinese keys, and mem0's `user/...`.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
identifier 1 (a truncated e-mail, URL or phone number), parenthetical_restrictive 1. Every evidence string is a
verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the lost-bag file reference alone; the rest of the sentence is what the key (file_reference) names.
    _r(
        "en",
        "subspan",
        True,
        "Northwind Airways Baggage Services\nDelayed baggage report received.\n"
        "Your file reference is LHRNW48213. Please quote it in all correspondence.",
        "LHRNW48213",
        evidence="Your file reference is LHRNW48213.",
        key="northwind_airways/baggage_claim/file_reference",
    ),
    # subspan: the surveyor's direct line from his e-mail signature; nothing restricts the number.
    _r(
        "en",
        "subspan",
        True,
        "Thanks again for having me round on Tuesday, the quote will follow by Friday.\n\nKind regards,\n"
        "Owen Price\nSite Surveyor, BrightRoof Solar\nDirect line: 0117 496 0385",
        "0117 496 0385",
        evidence="Direct line: 0117 496 0385",
        speaker="Owen Price",
        key="brightroof_solar/owen_price/phone",
    ),
    # subspan: the ceremony's date and time phrase alone; the field label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Hi Chloe & Sam! Quick recap from today's call:\n- Venue: Hollins Barn\n"
        "- Ceremony start: Saturday 14 June 2025, 2:30 pm\n- Guest count: 85\nLove, Becca @ Petal & Vow Planning",
        "Saturday 14 June 2025, 2:30 pm",
        evidence="Ceremony start: Saturday 14 June 2025, 2:30 pm",
        key="wedding/ceremony/start_time",
    ),
    # subspan: the hourly rate with its currency and unit, from a tutoring agency's JSON tool output.
    _r(
        "en",
        "subspan",
        True,
        '{"student": "Arjun Mehta", "tutor": "Helen Marsh", "subject": "GCSE physics", "rate": "£38.00 per hour", '
        '"sessions_booked": 6}',
        "£38.00 per hour",
        evidence='"rate": "£38.00 per hour"',
        key="brightminds_tutoring/arjun_mehta/hourly_rate",
    ),
    # subspan: the day pass's door code alone from an SMS; its sentence says nothing else.
    _r(
        "en",
        "subspan",
        True,
        "Hive Cowork: Your day pass for Tue 3 Sep is confirmed. Door code 4417. Wi-Fi: HiveGuest. "
        "Reply STOP to opt out.",
        "4417",
        evidence="Door code 4417.",
        key="hive_cowork/day_pass/door_code",
    ),
    # subspan: the dental lab's case number from a ticket field.
    _r(
        "en",
        "subspan",
        True,
        "Precision Dental Lab - Remake request\nClinic: Harbourside Dental\nCase number: DL-20931-C\n"
        "Reason: open contact on the distal of 36",
        "DL-20931-C",
        evidence="Case number: DL-20931-C",
        key="precision_dental_lab/case/number",
    ),
    # subspan: the upload URL alone; the label names exactly the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Dear Mr Lindqvist,\nThank you for accepting quote Q-5521. Upload link: https://files.lexbridge.co/upload/q-5521\n"
        "Irene Vogel, Project Manager, Lexbridge Translations",
        "https://files.lexbridge.co/upload/q-5521",
        evidence="Upload link: https://files.lexbridge.co/upload/q-5521",
        key="lexbridge_translations/quote_5521/upload_url",
    ),
    # subspan: a person's name alone; the rest of the clause is the key's relation (branch librarian).
    _r(
        "en",
        "subspan",
        True,
        "Welcome to Eastfield Library! Your branch librarian is Gwen Adeyemi. Opening hours are on the noticeboard.",
        "Gwen Adeyemi",
        evidence="Your branch librarian is Gwen Adeyemi.",
        key="eastfield_library/branch_librarian/name",
    ),
    # filler: only the voice note's "like" is dropped; number and time stay.
    _r(
        "en",
        "filler",
        True,
        "Hi, it's Jess — so, um, Biscuit gets, like, half a cup of dry food at seven, and, uh, the litter is under "
        "the sink. Thanks!",
        "Biscuit gets half a cup of dry food at seven",
        evidence="Biscuit gets, like, half a cup of dry food at seven",
        speaker="Jess",
        key="pets/biscuit/feeding",
    ),
    # filler: "you know" dropped; the approximator "about" is kept.
    _r(
        "en",
        "filler",
        True,
        "Honestly, um, the Pharaoh's Tomb room took us, you know, about fifty minutes. Great host too.",
        "the Pharaoh's Tomb room took us about fifty minutes",
        evidence="the Pharaoh's Tomb room took us, you know, about fifty minutes",
        speaker="Kai",
    ),
    # filler: "um" dropped from a transcribed voice memo, nothing else.
    _r(
        "en",
        "filler",
        True,
        "Okay so, uh, the scooter I rented is parked, um, outside the Rialto cinema. Ending the ride now.",
        "the scooter I rented is parked outside the Rialto cinema",
        evidence="the scooter I rented is parked, um, outside the Rialto cinema",
        speaker="Marco",
    ),
    # speaker: "I'm" restated with the speaker's name, verb agreeing.
    _r(
        "en",
        "speaker",
        True,
        "Hello, I'm self-employed as a freelance illustrator. Could you help me with my first self-assessment?",
        "Nadia Haddad is self-employed as a freelance illustrator",
        evidence="I'm self-employed as a freelance illustrator.",
        speaker="Nadia Haddad",
        key="nadia_haddad/employment",
    ),
    # speaker: mem0-style restatement with "User"; the time frame is kept.
    _r(
        "en",
        "speaker",
        True,
        "I volunteer at the Eastfield library on Saturday mornings. Happy to help with the summer reading scheme!",
        "User volunteers at the Eastfield library on Saturday mornings",
        evidence="I volunteer at the Eastfield library on Saturday mornings.",
        speaker="user",
    ),
    # speaker: subject elided for the speaker, verb inflected for agreement.
    _r(
        "en",
        "speaker",
        True,
        "Hi BrightRoof, I own a semi-detached house in Bristol and I'd like a quote for about 4 kW.",
        "Owns a semi-detached house in Bristol",
        evidence="I own a semi-detached house in Bristol",
        speaker="Graham",
        key="graham/home",
    ),
    # verbatim: the clause copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Update on your case: The crown for case DL-20877 will be shipped by courier on Wednesday. Invoice attached.",
        "The crown for case DL-20877 will be shipped by courier on Wednesday.",
        evidence="The crown for case DL-20877 will be shipped by courier on Wednesday.",
    ),
    # verbatim: a review sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "★★★★☆ Good value day pass. The quiet room on the second floor has standing desks. Coffee could be better.",
        "The quiet room on the second floor has standing desks.",
        evidence="The quiet room on the second floor has standing desks.",
    ),
    # coordination: the second conjunct kept with the shared subject; the first conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Handover notes: Priya walks Max twice a day and waters the plants on Fridays. Spare key is with no. 14.",
        "Priya waters the plants on Fridays",
        evidence="Priya walks Max twice a day and waters the plants on Fridays.",
    ),
    # coordination: the agency's second service kept; the first conjunct shares the subject and is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "About us: Lexbridge translates patents from Japanese and proofreads marketing copy in French.",
        "Lexbridge proofreads marketing copy in French",
        evidence="Lexbridge translates patents from Japanese and proofreads marketing copy in French.",
    ),
    # parenthetical: a non-restrictive parenthesis about the host is dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Booking confirmed for 6 players. Your game master (Dev, one of our longest-serving hosts) will meet you at "
        "reception.",
        "Your game master will meet you at reception",
        evidence="Your game master (Dev, one of our longest-serving hosts) will meet you at reception.",
    ),
    # parenthetical: an appositive describing the bag is dropped; the place stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Tracing update: The bag, a navy Samsonite hard-shell, was last scanned in Frankfurt. "
        "We will update you within 24 hours.",
        "The bag was last scanned in Frankfurt",
        evidence="The bag, a navy Samsonite hard-shell, was last scanned in Frankfurt.",
    ),
    # list_item: one subject of the list kept with its shared head.
    _r(
        "en",
        "list_item",
        True,
        "BrightMinds Tutoring: We offer tutoring in maths, chemistry, Spanish and music theory. "
        "First lesson half price.",
        "We offer tutoring in Spanish",
        evidence="We offer tutoring in maths, chemistry, Spanish and music theory.",
    ),
    # list_item: one payment method of an "or" list kept.
    _r(
        "en",
        "list_item",
        True,
        "FAQ - ZipGo scooters. You can pay with Apple Pay, Google Pay or a prepaid ZipGo wallet.",
        "You can pay with Google Pay",
        evidence="You can pay with Apple Pay, Google Pay or a prepaid ZipGo wallet.",
    ),
    # --- negative ---
    # restriction_drop: the time frame "On Fridays" is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Hive Cowork house rules: On Fridays, day-pass holders can book the podcast booth. "
        "Members can book it any day.",
        "day-pass holders can book the podcast booth",
        evidence="On Fridays, day-pass holders can book the podcast booth.",
        key="hive_cowork/day_pass/perks",
    ),
    # restriction_drop: the restrictive "borrowed at the Eastfield branch" is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Good news for families: Children's books borrowed at the Eastfield branch have no late fees.",
        "Children's books have no late fees",
        evidence="Children's books borrowed at the Eastfield branch have no late fees.",
    ),
    # restriction_drop: the beneficiary restriction "for customers in Somerset" is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Spring offer: Battery storage is included free for customers in Somerset. Ends 30 April.",
        "Battery storage is included free",
        evidence="Battery storage is included free for customers in Somerset.",
    ),
    # wrong_speaker: Chloe's "I'm allergic" is bound to Sam, another person named in the message.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Hi Becca, I'm allergic to lilies, so please no lilies in the bouquets. Sam is fine with anything. — Chloe",
        "Sam is allergic to lilies",
        evidence="I'm allergic to lilies",
        speaker="Chloe",
    ),
    # wrong_speaker: the sitter's own absence is bound to the client she is writing to.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Hi Mrs Okoro, it's Jess. I'll be away from the 3rd to the 10th of August, so my colleague Tom will cover "
        "your visits.",
        "Mrs Okoro will be away from the 3rd to the 10th of August",
        evidence="I'll be away from the 3rd to the 10th of August",
        speaker="Jess",
    ),
    # number: "Two of" is dropped, so all three bags appear found.
    _r(
        "en",
        "number",
        False,
        "Northwind Airways: Two of your three bags have been located in Frankfurt. Delivery to your address is being "
        "arranged.",
        "Your three bags have been located in Frankfurt",
        evidence="Two of your three bags have been located in Frankfurt.",
    ),
    # number: the minimum group size is changed from 4 to 6.
    _r(
        "en",
        "number",
        False,
        "LockedIn Rooms FAQ: Bookings for the Vault need a minimum of 4 players. Under-16s must be accompanied.",
        "Bookings for the Vault need a minimum of 6 players",
        evidence="Bookings for the Vault need a minimum of 4 players.",
    ),
    # attribution: what the ground agent said is stored as a fact.
    _r(
        "en",
        "attribution",
        False,
        "Called the desk at 8. The ground agent told me the bag should arrive on tomorrow's 9:40 flight.",
        "the bag should arrive on tomorrow's 9:40 flight",
        evidence="The ground agent told me the bag should arrive on tomorrow's 9:40 flight.",
        speaker="user",
    ),
    # attribution: the e-mail belongs to Tomasz Nowak, not to Irene Vogel whom the key names.
    _r(
        "en",
        "attribution",
        False,
        "Kind regards,\nIrene Vogel, Project Manager\nirene.vogel@lexbridge.co\n\n"
        "cc: Tomasz Nowak (Finance) tomasz.nowak@lexbridge.co",
        "tomasz.nowak@lexbridge.co",
        evidence="tomasz.nowak@lexbridge.co",
        speaker="Irene Vogel",
        key="lexbridge_translations/irene_vogel/email",
    ),
    # negation: "not" is dropped.
    _r(
        "en",
        "negation",
        False,
        "Please note: Zirconia crowns are not covered by the rush service. Standard turnaround is 7 working days.",
        "Zirconia crowns are covered by the rush service",
        evidence="Zirconia crowns are not covered by the rush service.",
    ),
    # negation: "don't have" restated as "has".
    _r(
        "en",
        "negation",
        False,
        "I don't have a driving licence, so can I still rent one of the scooters?",
        "Marco has a driving licence",
        evidence="I don't have a driving licence",
        speaker="Marco",
    ),
    # condition: the "if" clause is dropped.
    _r(
        "en",
        "condition",
        False,
        "Hi Nadia, we can file your return before the deadline if you send the receipts by 15 January. Best, Tom",
        "we can file your return before the deadline",
        evidence="we can file your return before the deadline if you send the receipts by 15 January.",
    ),
    # condition: the "unless" exception is dropped.
    _r(
        "en",
        "condition",
        False,
        "Contract summary: The venue will refund the deposit unless the cancellation is within 60 days of the date.",
        "The venue will refund the deposit",
        evidence="The venue will refund the deposit unless the cancellation is within 60 days of the date.",
    ),
    # scope: "only" is dropped.
    _r(
        "en",
        "scope",
        False,
        "Tech lending: Laptops can be borrowed only by card holders over 16. Ask at the front desk.",
        "Laptops can be borrowed by card holders over 16",
        evidence="Laptops can be borrowed only by card holders over 16.",
    ),
    # stitch: Ms Patel is stitched to Mr Okafor's subject and day.
    _r(
        "en",
        "stitch",
        False,
        "Timetable: Ms Patel tutors maths on Mondays. Mr Okafor tutors chemistry on Thursdays.",
        "Ms Patel tutors chemistry on Thursdays",
        evidence="Ms Patel tutors maths on Mondays. Mr Okafor tutors chemistry on Thursdays.",
    ),
    # tense: "used to work" restated as a present job.
    _r(
        "en",
        "tense",
        False,
        "Some background: I used to work as a tax inspector, so I know the forms fairly well.",
        "Works as a tax inspector",
        evidence="I used to work as a tax inspector",
        speaker="Rahul",
        key="rahul/occupation",
    ),
    # identifier: the e-mail address is cut before its top-level domain.
    _r(
        "en",
        "identifier",
        False,
        "See you on Saturday! Questions? Email bookings@lockedin-rooms.com or call us.",
        "bookings@lockedin-rooms",
        evidence="Email bookings@lockedin-rooms.com",
        key="lockedin_rooms/contact/email",
    ),
    # parenthetical_restrictive: "(weekdays only)" restricts the price and is dropped.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Pricing: The day pass (weekdays only) costs £25 and includes tea and coffee.",
        "The day pass costs £25",
        evidence="The day pass (weekdays only) costs £25",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: la referencia PIR sola; la etiqueta es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Aerolíneas Meseta — Incidencia de equipaje\nReferencia PIR: MADAM31877\nEstado: en búsqueda\n"
        "Le informaremos por SMS.",
        "MADAM31877",
        evidence="Referencia PIR: MADAM31877",
        key="aerolineas_meseta/equipaje/referencia_pir",
    ),
    # subspan: el móvil del instalador; nada lo restringe.
    _r(
        "es",
        "subspan",
        True,
        "Buenas, soy Íñigo de SolarNorte. Mi móvil es el 612 48 93 07, escríbeme por WhatsApp cuando quieras.",
        "612 48 93 07",
        evidence="Mi móvil es el 612 48 93 07",
        speaker="Íñigo",
        key="solarnorte/inigo/movil",
    ),
    # subspan: la fecha y hora de la prueba de menú, sola.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola, Lucía y Pablo! Os confirmamos la prueba de menú el jueves 9 de octubre a las 19:30. Un abrazo, "
        "Marina (Sí, Quiero Eventos)",
        "el jueves 9 de octubre a las 19:30",
        evidence="Os confirmamos la prueba de menú el jueves 9 de octubre a las 19:30.",
        key="boda_lucia_pablo/prueba_menu/fecha",
    ),
    # subspan: la cuota con su moneda, de la salida JSON de la academia.
    _r(
        "es",
        "subspan",
        True,
        '{"alumno": "Hugo Ferrer", "curso": "2º ESO", "asignatura": "matemáticas", "cuota_mensual": "95,00 €"}',
        "95,00 €",
        evidence='"cuota_mensual": "95,00 €"',
        key="academia_avanza/hugo_ferrer/cuota_mensual",
    ),
    # subspan: el código de acceso del pase de día, que la clave ya nombra.
    _r(
        "es",
        "subspan",
        True,
        "Hola, Sergio: gracias por reservar en La Nave Coworking. Tu código de acceso para el pase de día es 8305. "
        "¡Buen trabajo!",
        "8305",
        evidence="Tu código de acceso para el pase de día es 8305.",
        key="coworking_la_nave/pase_dia/codigo_acceso",
    ),
    # subspan: el número de trabajo del laboratorio dental.
    _r(
        "es",
        "subspan",
        True,
        "Laboratorio Dental Sonrisa\nAlbarán de entrega\nNº de trabajo: LD-4471/24\nPaciente: ref. 0921\n"
        "Trabajo: corona metal-cerámica",
        "LD-4471/24",
        evidence="Nº de trabajo: LD-4471/24",
        key="laboratorio_sonrisa/trabajo/numero",
    ),
    # subspan: el correo de presupuestos; el resto de la frase es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Estimada Sra. Ortega: puede enviarnos los documentos a presupuestos@traduce-ya.es "
        "y le responderemos hoy mismo.",
        "presupuestos@traduce-ya.es",
        evidence="puede enviarnos los documentos a presupuestos@traduce-ya.es",
        key="traduceya/presupuestos/email",
    ),
    # subspan: el nombre de la directora, solo.
    _r(
        "es",
        "subspan",
        True,
        "Biblioteca Municipal La Alameda. La directora de la biblioteca es Remedios Calvo. Horario: de 9 a 21 h.",
        "Remedios Calvo",
        evidence="La directora de la biblioteca es Remedios Calvo.",
        key="biblioteca_la_alameda/directora/nombre",
    ),
    # filler: se quita el "eh" de la nota de voz; el cuantificador "toda" se queda.
    _r(
        "es",
        "filler",
        True,
        "Hola Carmen, eh, soy Rubén. Pues nada, que Lola ha comido, eh, toda la ración y ya la he sacado a pasear.",
        "Lola ha comido toda la ración",
        evidence="Lola ha comido, eh, toda la ración",
        speaker="Rubén",
    ),
    # filler: se quita "bueno", muletilla de la transcripción.
    _r(
        "es",
        "filler",
        True,
        "O sea, la sala de La Cripta es, bueno, bastante más difícil que la del Laboratorio, eso sí.",
        "la sala de La Cripta es bastante más difícil que la del Laboratorio",
        evidence="la sala de La Cripta es, bueno, bastante más difícil que la del Laboratorio",
        speaker="Noelia",
    ),
    # filler: se quita la muletilla "este".
    _r(
        "es",
        "filler",
        True,
        "Y el patinete, este, lo dejé aparcado en la calle Colón, ¿vale? Ya finalicé el viaje.",
        "el patinete lo dejé aparcado en la calle Colón",
        evidence="el patinete, este, lo dejé aparcado en la calle Colón",
        speaker="Diego",
    ),
    # speaker: "Soy autónoma" con el nombre de la hablante y el verbo concordado.
    _r(
        "es",
        "speaker",
        True,
        "Buenos días. Soy autónoma desde enero y quería saber cuándo tengo que presentar el primer trimestre.",
        "Alba Romero es autónoma desde enero",
        evidence="Soy autónoma desde enero",
        speaker="Alba Romero",
        key="alba_romero/situacion_laboral",
    ),
    # speaker: al estilo de mem0, con "Usuario".
    _r(
        "es",
        "speaker",
        True,
        "Tengo el carné de la biblioteca de Arganzuela. ¿Puedo usarlo en otras bibliotecas municipales?",
        "Usuario tiene el carné de la biblioteca de Arganzuela",
        evidence="Tengo el carné de la biblioteca de Arganzuela.",
        speaker="user",
    ),
    # speaker: sujeto elidido para el hablante; se conserva "todos los días".
    _r(
        "es",
        "speaker",
        True,
        "Uso el patinete para ir al trabajo todos los días, así que el bono me compensa.",
        "Usa el patinete para ir al trabajo todos los días",
        evidence="Uso el patinete para ir al trabajo todos los días",
        speaker="Diego",
        key="diego/transporte",
    ),
    # verbatim: la oración copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Buenas tardes, doctora. La férula de descarga estará lista el martes por la tarde. Saludos del laboratorio.",
        "La férula de descarga estará lista el martes por la tarde.",
        evidence="La férula de descarga estará lista el martes por la tarde.",
    ),
    # verbatim: una frase de la reseña copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Reseña de Google (4/5): El pase de día está bien de precio. La sala de reuniones pequeña tiene pantalla y "
        "pizarra.",
        "La sala de reuniones pequeña tiene pantalla y pizarra.",
        evidence="La sala de reuniones pequeña tiene pantalla y pizarra.",
    ),
    # coordination: se conserva el segundo predicado con el sujeto común.
    _r(
        "es",
        "coordination",
        True,
        "Notas para la semana: Nuria pasea a los perros por la mañana y riega las plantas los viernes.",
        "Nuria riega las plantas los viernes",
        evidence="Nuria pasea a los perros por la mañana y riega las plantas los viernes.",
    ),
    # coordination: el segundo servicio de la agencia, con su sujeto común.
    _r(
        "es",
        "coordination",
        True,
        "Quiénes somos: La agencia traduce contratos al inglés y maqueta catálogos en francés.",
        "La agencia maqueta catálogos en francés",
        evidence="La agencia traduce contratos al inglés y maqueta catálogos en francés.",
    ),
    # parenthetical: paréntesis explicativo sobre el máster de juego.
    _r(
        "es",
        "parenthetical",
        True,
        "Reserva confirmada. Vuestro máster de juego (Álex, que lleva aquí desde la apertura) os esperará en la "
        "entrada.",
        "Vuestro máster de juego os esperará en la entrada",
        evidence="Vuestro máster de juego (Álex, que lleva aquí desde la apertura) os esperará en la entrada.",
    ),
    # parenthetical: aposición explicativa sobre la maleta.
    _r(
        "es",
        "parenthetical",
        True,
        "Actualización: La maleta, una Samsonite roja de cabina, fue escaneada por última vez en Barajas.",
        "La maleta fue escaneada por última vez en Barajas",
        evidence="La maleta, una Samsonite roja de cabina, fue escaneada por última vez en Barajas.",
    ),
    # list_item: una asignatura de la lista con su núcleo común.
    _r(
        "es",
        "list_item",
        True,
        "Academia Avanza. Damos clases de matemáticas, física, inglés y dibujo técnico. Grupos reducidos.",
        "Damos clases de inglés",
        evidence="Damos clases de matemáticas, física, inglés y dibujo técnico.",
    ),
    # list_item: una marca de la lista.
    _r(
        "es",
        "list_item",
        True,
        "Sobre el material: trabajamos con paneles de LONGi, JA Solar y Trina, todos con garantía de producto.",
        "trabajamos con paneles de Trina",
        evidence="trabajamos con paneles de LONGi, JA Solar y Trina",
    ),
    # --- negative ---
    # restriction_drop: se pierde el marco temporal "Los sábados".
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas de La Nave: Los sábados, el pase de día da acceso a la terraza. "
        "Entre semana la terraza es para socios.",
        "el pase de día da acceso a la terraza",
        evidence="Los sábados, el pase de día da acceso a la terraza.",
        key="coworking_la_nave/pase_dia/acceso",
    ),
    # restriction_drop: se pierde "empadronados en el municipio".
    _r(
        "es",
        "restriction_drop",
        False,
        "Aviso: Los lectores empadronados en el municipio pueden reservar las salas de estudio por la web.",
        "Los lectores pueden reservar las salas de estudio",
        evidence="Los lectores empadronados en el municipio pueden reservar las salas de estudio",
    ),
    # restriction_drop: se pierde "para viviendas con certificado energético A".
    _r(
        "es",
        "restriction_drop",
        False,
        "Promoción de otoño: la instalación es gratuita para viviendas con certificado energético A.",
        "la instalación es gratuita",
        evidence="la instalación es gratuita para viviendas con certificado energético A.",
    ),
    # wrong_speaker: lo que dice Lucía de sí misma se atribuye a Pablo.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Marina, te cuento: yo me encargo de las invitaciones y Pablo habla con el DJ. Besos, Lucía",
        "Pablo se encarga de las invitaciones",
        evidence="yo me encargo de las invitaciones",
        speaker="Lucía",
    ),
    # wrong_speaker: el alquiler que cobra Alba se atribuye a su pareja.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi pareja, Jorge, trabaja por cuenta ajena. Yo cobro un alquiler de un piso en Valencia.",
        "Jorge cobra un alquiler de un piso en Valencia",
        evidence="Yo cobro un alquiler de un piso en Valencia.",
        speaker="Alba Romero",
    ),
    # number: se pierde "dos de", y parecen encontradas las tres maletas.
    _r(
        "es",
        "number",
        False,
        "Aerolíneas Meseta: Hemos localizado dos de sus tres maletas. Se las enviaremos a su domicilio.",
        "Hemos localizado sus tres maletas",
        evidence="Hemos localizado dos de sus tres maletas.",
    ),
    # number: la señal cambia de 50 € a 30 €.
    _r(
        "es",
        "number",
        False,
        "Enigma BCN — condiciones: La señal es de 50 € por reserva y se descuenta del precio final.",
        "La señal es de 30 € por reserva",
        evidence="La señal es de 50 € por reserva",
    ),
    # attribution: lo que dijo el técnico se guarda como hecho.
    _r(
        "es",
        "attribution",
        False,
        "Incidencia #5520. Según el técnico, la batería del patinete está dañada. "
        "Te avisaremos con el diagnóstico final.",
        "la batería del patinete está dañada",
        evidence="Según el técnico, la batería del patinete está dañada.",
    ),
    # attribution: el correo es de Beatriz Soler, no del doctor que nombra la clave.
    _r(
        "es",
        "attribution",
        False,
        "Un saludo,\nDr. Andrés Pizarro\nClínica Dental Pizarro\n\nPara facturación: Beatriz Soler, "
        "bsoler@clinicapizarro.es",
        "bsoler@clinicapizarro.es",
        evidence="bsoler@clinicapizarro.es",
        speaker="Andrés Pizarro",
        key="clinica_pizarro/andres_pizarro/email",
    ),
    # negation: se pierde "no".
    _r(
        "es",
        "negation",
        False,
        "Recordatorio: Los libros de la sección local no se pueden sacar en préstamo. Sí se pueden consultar en sala.",
        "Los libros de la sección local se pueden sacar en préstamo",
        evidence="Los libros de la sección local no se pueden sacar en préstamo.",
    ),
    # negation: "No tengo" pasa a "tiene".
    _r(
        "es",
        "negation",
        False,
        "Rubén, no tengo llaves de repuesto del portal, así que te dejo las mías en el buzón.",
        "Carmen tiene llaves de repuesto del portal",
        evidence="no tengo llaves de repuesto del portal",
        speaker="Carmen",
    ),
    # condition: se pierde la condición "si".
    _r(
        "es",
        "condition",
        False,
        "Hola Alba: te podemos presentar la renta antes del 30 de junio si nos mandas los certificados esta semana.",
        "te podemos presentar la renta antes del 30 de junio",
        evidence="te podemos presentar la renta antes del 30 de junio si nos mandas los certificados esta semana.",
    ),
    # condition: se pierde la excepción "salvo que".
    _r(
        "es",
        "condition",
        False,
        "Resumen del contrato: La finca devuelve la fianza salvo que la cancelación sea con menos de dos meses.",
        "La finca devuelve la fianza",
        evidence="La finca devuelve la fianza salvo que la cancelación sea con menos de dos meses.",
    ),
    # scope: se pierde "Solo".
    _r(
        "es",
        "scope",
        False,
        "Horarios: Solo los alumnos de bachillerato tienen clases los sábados.",
        "los alumnos de bachillerato tienen clases los sábados",
        evidence="Solo los alumnos de bachillerato tienen clases los sábados.",
    ),
    # stitch: Elena queda cosida a la tarea de Marcos.
    _r(
        "es",
        "stitch",
        False,
        "Reparto del equipo: Elena traduce del alemán. Marcos revisa los textos jurídicos.",
        "Elena revisa los textos jurídicos",
        evidence="Elena traduce del alemán. Marcos revisa los textos jurídicos.",
    ),
    # tense: el imperfecto con "Antes" pasa a presente.
    _r(
        "es",
        "tense",
        False,
        "Sobre mí: antes cuidaba gatos en Sevilla, ahora estoy empezando en Madrid.",
        "Cuida gatos en Sevilla",
        evidence="antes cuidaba gatos en Sevilla",
        speaker="Rocío",
        key="rocio/trabajo",
    ),
    # identifier: la URL de la reserva cortada antes de su código.
    _r(
        "es",
        "identifier",
        False,
        "¡Gracias por reservar! Tu reserva: https://reservas.enigmabcn.com/r/7Q4K9 — llega 15 minutos antes.",
        "https://reservas.enigmabcn.com/r",
        evidence="Tu reserva: https://reservas.enigmabcn.com/r/7Q4K9",
        key="enigma_bcn/reserva/url",
    ),
    # parenthetical_restrictive: "(solo válido en el centro)" restringe el bono y se pierde.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Tarifas MuévetYa: El bono mensual (solo válido en el centro) cuesta 19,99 €.",
        "El bono mensual cuesta 19,99 €",
        evidence="El bono mensual (solo válido en el centro) cuesta 19,99 €.",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 只取行李差错编号；其余是键名所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【云海航空】尊敬的旅客，您的行李差错编号为PVGYH56012，请妥善保存，后续查询需提供。",
        "PVGYH56012",
        evidence="您的行李差错编号为PVGYH56012",
        key="云海航空/行李/差错编号",
    ),
    # subspan: 安装公司小陈的电话，没有限制。
    _r(
        "zh",
        "subspan",
        True,
        "您好，我是阳光屋顶的小陈，电话13916827745，有问题随时打给我。",
        "13916827745",
        evidence="电话13916827745",
        speaker="小陈",
        key="sunroof_solar/xiao_chen/phone",
    ),
    # subspan: 彩排的日期时间短语。
    _r(
        "zh",
        "subspan",
        True,
        "各位新人好～婚礼彩排时间定在10月18日下午3点。请提前半小时到场，谢谢配合！",
        "10月18日下午3点",
        evidence="婚礼彩排时间定在10月18日下午3点",
        key="wedding/rehearsal/time",
    ),
    # subspan: JSON工具输出里的课时费，带单位。
    _r(
        "zh",
        "subspan",
        True,
        '{"学员": "刘子涵", "年级": "高二", "科目": "数学", "课时费": "200元/小时"}',
        "200元/小时",
        evidence='"课时费": "200元/小时"',
        key="启明家教/刘子涵/课时费",
    ),
    # subspan: 短信里的门禁密码。
    _r(
        "zh",
        "subspan",
        True,
        "【WeSpace】您的日票已生效，门禁密码：582903，Wi-Fi：WeSpace-Guest。",
        "582903",
        evidence="门禁密码：582903",
        key="wespace/day_pass/door_code",
    ),
    # subspan: 义齿加工厂的订单号。
    _r(
        "zh",
        "subspan",
        True,
        "精工义齿 出货单\n订单号：YC20240917-083\n诊所：仁爱口腔\n品类：全瓷冠×2",
        "YC20240917-083",
        evidence="订单号：YC20240917-083",
        key="精工义齿/订单/编号",
    ),
    # subspan: 邮件签名里的邮箱。
    _r(
        "zh",
        "subspan",
        True,
        "稿件已收到，预计周五交付。\n\n周婷 | 项目经理\n言通翻译有限公司\n邮箱：zhouting@yantong-fy.cn",
        "zhouting@yantong-fy.cn",
        evidence="邮箱：zhouting@yantong-fy.cn",
        speaker="周婷",
        key="言通翻译/周婷/邮箱",
    ),
    # subspan: 续借网址。
    _r(
        "zh",
        "subspan",
        True,
        "读者您好，图书可在线续借，续借网址：https://lib.qingpu-library.cn/renew 。如有疑问请咨询服务台。",
        "https://lib.qingpu-library.cn/renew",
        evidence="续借网址：https://lib.qingpu-library.cn/renew",
        key="青浦图书馆/续借/网址",
    ),
    # filler: 删去语气词“呃”，“每天”保留。
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，团子每天晚上要吃，呃，半罐罐头，别给多了哈。",
        "团子每天晚上要吃半罐罐头",
        evidence="团子每天晚上要吃，呃，半罐罐头",
        speaker="张姐",
    ),
    # filler: 删去“呃”。
    _r(
        "zh",
        "filler",
        True,
        "嗯……《古墓迷踪》的NPC呃演得特别好，推荐！",
        "《古墓迷踪》的NPC演得特别好",
        evidence="《古墓迷踪》的NPC呃演得特别好",
    ),
    # filler: 删去语音里的“嗯”。
    _r(
        "zh",
        "filler",
        True,
        "那个，车我停在了，嗯，地铁站B口旁边，你去那儿找就行。",
        "车我停在了地铁站B口旁边",
        evidence="车我停在了，嗯，地铁站B口旁边",
        speaker="阿杰",
    ),
    # speaker: “我”换成说话人的名字。
    _r(
        "zh",
        "speaker",
        True,
        "您好，我是自由职业者，主要给几家公司做设计，想咨询一下个税汇算。",
        "王磊是自由职业者",
        evidence="我是自由职业者",
        speaker="王磊",
        key="王磊/职业",
    ),
    # speaker: mem0风格，用“用户”。
    _r(
        "zh",
        "speaker",
        True,
        "我在青浦图书馆做志愿者，周末一般都在。",
        "用户在青浦图书馆做志愿者",
        evidence="我在青浦图书馆做志愿者",
        speaker="user",
    ),
    # speaker: 省略说话人主语。
    _r(
        "zh",
        "speaker",
        True,
        "你好，我住在昆山花桥，想装一套光伏，能上门看看吗？",
        "住在昆山花桥",
        evidence="我住在昆山花桥",
        speaker="赵强",
        key="赵强/住址",
    ),
    # verbatim: 整句照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "李医生您好，这批全瓷冠预计周三下午由顺丰寄出。单号出来后发您。",
        "这批全瓷冠预计周三下午由顺丰寄出。",
        evidence="这批全瓷冠预计周三下午由顺丰寄出。",
    ),
    # verbatim: 点评里的一句话照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "大众点评 4星：日票性价比还可以。三楼的电话间隔音效果很好。咖啡一般。",
        "三楼的电话间隔音效果很好。",
        evidence="三楼的电话间隔音效果很好。",
    ),
    # coordination: 保留共享主语的后一分句。
    _r(
        "zh",
        "coordination",
        True,
        "交接备注：小林下午遛狗，晚上给猫换猫砂。",
        "小林晚上给猫换猫砂",
        evidence="小林下午遛狗，晚上给猫换猫砂。",
    ),
    # coordination: 保留公司的第二项服务。
    _r(
        "zh",
        "coordination",
        True,
        "公司简介：言通翻译承接日语专利翻译，并提供法语同声传译服务。",
        "言通翻译提供法语同声传译服务",
        evidence="言通翻译承接日语专利翻译，并提供法语同声传译服务。",
    ),
    # parenthetical: 删去对DM的说明性括注。
    _r(
        "zh",
        "parenthetical",
        True,
        "预约成功！本场DM（小北，店里资深主持人）会在前台等您。",
        "本场DM会在前台等您",
        evidence="本场DM（小北，店里资深主持人）会在前台等您。",
    ),
    # parenthetical: 删去对行李外观的括注。
    _r(
        "zh",
        "parenthetical",
        True,
        "【云海航空】您的行李（黑色新秀丽拉杆箱）已于今日抵达虹桥机场，我们将安排派送。",
        "您的行李已于今日抵达虹桥机场",
        evidence="您的行李（黑色新秀丽拉杆箱）已于今日抵达虹桥机场",
    ),
    # list_item: 保留列表中的一科。
    _r(
        "zh",
        "list_item",
        True,
        "启明家教：我们提供语文、数学、英语和物理的一对一辅导。",
        "我们提供英语的一对一辅导",
        evidence="我们提供语文、数学、英语和物理的一对一辅导。",
    ),
    # list_item: 保留一种支付方式。
    _r(
        "zh",
        "list_item",
        True,
        "常见问题：支持微信、支付宝和银联云闪付付款。",
        "支持支付宝付款",
        evidence="支持微信、支付宝和银联云闪付付款。",
    ),
    # --- negative ---
    # restriction_drop: 丢了“周末”。
    _r(
        "zh",
        "restriction_drop",
        False,
        "WeSpace 会员须知：周末日票用户可以免费使用会议室，工作日需另付费。",
        "日票用户可以免费使用会议室",
        evidence="周末日票用户可以免费使用会议室",
        key="wespace/day_pass/会议室",
    ),
    # restriction_drop: 丢了“本区户籍”。
    _r(
        "zh",
        "restriction_drop",
        False,
        "通知：本区户籍读者可以借阅电子书，请在小程序绑定读者证。",
        "读者可以借阅电子书",
        evidence="本区户籍读者可以借阅电子书",
    ),
    # restriction_drop: 丢了“上海地区”。
    _r(
        "zh",
        "restriction_drop",
        False,
        "活动说明：上海地区客户可以享受免费上门勘测。",
        "客户可以享受免费上门勘测",
        evidence="上海地区客户可以享受免费上门勘测。",
    ),
    # wrong_speaker: 林悦自己过敏，被安到了她老公身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我对百合花过敏，我老公陈浩倒是无所谓，花艺那边麻烦避开百合。",
        "陈浩对百合花过敏",
        evidence="我对百合花过敏",
        speaker="林悦",
    ),
    # wrong_speaker: 小林回老家，被安到了客户张姐身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "张姐您好，我是小林，我下周三到周五回老家，这几天由我同事阿杰上门。",
        "张姐下周三到周五回老家",
        evidence="我下周三到周五回老家",
        speaker="小林",
    ),
    # number: 丢了“中有两件”，像是三件都找到了。
    _r(
        "zh",
        "number",
        False,
        "【云海航空】您的三件行李中有两件已找到，另一件仍在查询中。",
        "您的三件行李已找到",
        evidence="您的三件行李中有两件已找到",
    ),
    # number: 最少人数从4改成6。
    _r(
        "zh",
        "number",
        False,
        "门店须知：《古墓迷踪》至少需要4人才能开场。",
        "《古墓迷踪》至少需要6人才能开场",
        evidence="《古墓迷踪》至少需要4人才能开场。",
    ),
    # attribution: 客服的说法被当成事实。
    _r(
        "zh",
        "attribution",
        False,
        "刚问了，客服说押金会在三个工作日内退回。",
        "押金会在三个工作日内退回",
        evidence="客服说押金会在三个工作日内退回。",
        speaker="user",
    ),
    # attribution: 邮箱属于财务刘敏，不属于键名所指的王医生。
    _r(
        "zh",
        "attribution",
        False,
        "此致\n王医生\n仁爱口腔诊所\n\n财务对接：刘敏 liumin@renai-dental.cn",
        "liumin@renai-dental.cn",
        evidence="liumin@renai-dental.cn",
        speaker="王医生",
        key="仁爱口腔/王医生/邮箱",
    ),
    # negation: 丢了“不”。
    _r(
        "zh",
        "negation",
        False,
        "温馨提示：氧化锆全冠不参加加急服务，常规工期7个工作日。",
        "氧化锆全冠参加加急服务",
        evidence="氧化锆全冠不参加加急服务",
    ),
    # negation: “没有”变成“有”。
    _r(
        "zh",
        "negation",
        False,
        "我没有驾照，也能租你们的电动滑板车吗？",
        "阿杰有驾照",
        evidence="我没有驾照",
        speaker="阿杰",
    ),
    # condition: 丢了“如果”条件。
    _r(
        "zh",
        "condition",
        False,
        "王先生您好，如果您在3月31日前提供发票，我们可以帮您办理退税。",
        "我们可以帮您办理退税",
        evidence="如果您在3月31日前提供发票，我们可以帮您办理退税。",
    ),
    # condition: 丢了“除非”例外。
    _r(
        "zh",
        "condition",
        False,
        "合同要点：除非婚期前60天内取消，否则定金全额退还。",
        "定金全额退还",
        evidence="除非婚期前60天内取消，否则定金全额退还。",
    ),
    # scope: 丢了“只有”。
    _r(
        "zh",
        "scope",
        False,
        "排课说明：只有高三学生可以预约周末课程。",
        "高三学生可以预约周末课程",
        evidence="只有高三学生可以预约周末课程。",
    ),
    # stitch: 小王被拼到了小李的工作上。
    _r(
        "zh",
        "stitch",
        False,
        "分工：小王负责德语笔译。小李负责法律文件审校。",
        "小王负责法律文件审校",
        evidence="小王负责德语笔译。小李负责法律文件审校。",
    ),
    # tense: “以前……工作过”变成现在时。
    _r(
        "zh",
        "tense",
        False,
        "我以前在税务局工作过，所以表格大概都看得懂。",
        "王磊在税务局工作",
        evidence="我以前在税务局工作过",
        speaker="王磊",
    ),
    # identifier: 手机号少了最后一位。
    _r(
        "zh",
        "identifier",
        False,
        "如有疑问请联系店长：13812763390（微信同号）。",
        "1381276339",
        evidence="如有疑问请联系店长：13812763390",
        key="迷城密室/店长/电话",
    ),
    # parenthetical_restrictive: “（仅限工作日）”限制了日票，被删掉。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "价目表：日票（仅限工作日）价格为98元，含茶水。",
        "日票价格为98元",
        evidence="日票（仅限工作日）价格为98元",
    ),
)

BATCH_60: tuple[Realistic, ...] = _EN + _ES + _ZH
