"""The realistic set's thirty-fourth batch: a blind measurement of the merged admission rules (issue 31, brief B34).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 (eighth session) by helper b34, without reading the admission rule's code
(`memtx.core.admission`, `memtx.core.lexicon`), docs/admission.md, the admission tests or any other batch's records:
only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the opening docstring and first records of
batch 32 (for the format and the family names; the command that showed them printed its first four records and the
start of a fifth). Batch 33 was not opened. No scorer, `check_support` or `memtx eval` was run on these records. Every
source is invented here, in domains the earlier batches used little: property management, freight forwarding,
hearing-aid clinics, music lessons, kindergartens, pest control, escape rooms, ski schools, tax advisers, bakeries'
wholesale orders, IT managed services, conference organizers, nursing homes and bike-sharing apps, in several
registers (voicemail and voice-note transcripts with fillers, chats with typos and emoji, tickets, tool outputs,
e-mails and their signatures, forms, receipts and SMS notifications).

Each value takes one of the shapes memory extractors produce: a whole clause copied, a restatement naming the speaker
(Zep/Graphiti), mem0's `User`/`Usuario`/`用户` with the record's speaker set to `user`, a speaker's clause with its
subject left out (`Rents out a flat in Leeds`), a single item of a list, or a bare atomic value (an e-mail, URL, phone
number, tracking or booking code, amount with its currency, date or time phrase, a person's or place's name, a version
number) under a key such as `order_8812/tracking_number` (LangGraph memory tools). Keys vary in style: English keys
over Spanish and Chinese text, organization-and-person keys (`hollis_reed/monika_brandt/email`) and mem0's `user/...`.

Counts: 120 records, 40 in each of en, es and zh. Per language, 22 are faithful — subspan 8, filler 3, speaker 3,
and 2 each of verbatim, coordination, parenthetical and list_item — and 18 are negatives: restriction_drop 3; 2 each
of wrong_speaker, number, attribution, negation and condition; 1 each of scope, stitch, tense, evidence and
parenthetical_restrictive. Only the `evidence` negatives quote a sentence that their source lacks; all other evidence
is a verbatim span of the record's source. No one has scored this batch: the lead adds it to the realistic set and
scores it.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the tenant's note copied whole from the property manager's ticket.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #PM-4471 - Harbour View Apartments. Tenant note: The kitchen tap in flat 3B has been dripping since "
        "Monday. Access is fine any weekday morning.",
        "The kitchen tap in flat 3B has been dripping since Monday",
        evidence="The kitchen tap in flat 3B has been dripping since Monday.",
        key="harbour_view/flat_3b/maintenance",
    ),
    # verbatim: the ski school's meeting point, copied whole from its e-mail.
    _r(
        "en",
        "verbatim",
        True,
        "Hi Tom, just confirming the details for your son's group. Ski school meets at the bottom of the Edelweiss "
        "lift at 9:15 every morning. Helmets are compulsory. See you Sunday! - Alpine Kids Ski School",
        "Ski school meets at the bottom of the Edelweiss lift at 9:15 every morning",
        evidence="Ski school meets at the bottom of the Edelweiss lift at 9:15 every morning.",
        key="alpine_kids/meeting_point",
    ),
    # filler: the music school's voicemail loses "So, uh" and "like"; the claim is untouched.
    _r(
        "en",
        "filler",
        True,
        "[voicemail, 0:37] Hi, it's, um, Priya from the music school. So, uh, Leo's piano lesson is, like, moving to "
        "Wednesdays at four. Call me back if that's a problem, thanks.",
        "Leo's piano lesson is moving to Wednesdays at four",
        evidence="So, uh, Leo's piano lesson is, like, moving to Wednesdays at four.",
        speaker="Priya",
        key="leo/piano_lesson",
    ),
    # filler: the pest-control voice note drops "Okay so, basically" and "you know".
    _r(
        "en",
        "filler",
        True,
        "[voice note] Okay so, basically, the technician found, you know, mouse droppings behind the fridge. He's "
        "coming back next Thursday to seal the gaps.",
        "the technician found mouse droppings behind the fridge",
        evidence="Okay so, basically, the technician found, you know, mouse droppings behind the fridge.",
        speaker="Dan",
        key="pest_control/findings",
    ),
    # filler: a chat with its "lol ok so honestly" and "actually" dropped, the typo kept.
    _r(
        "en",
        "filler",
        True,
        "lol ok so honestly my new hearing aids are actually sooo much better in restaurants 😊 the audiologist "
        "nailed it",
        "my new hearing aids are sooo much better in restaurants",
        evidence="lol ok so honestly my new hearing aids are actually sooo much better in restaurants",
        speaker="Marge",
        key="marge/hearing_aids",
    ),
    # speaker: a restatement naming the tutor, the verb agreeing with her name.
    _r(
        "en",
        "speaker",
        True,
        "Tutor profile form - Name: Ines Alvarez. About me: I teach cello to beginners on Saturday mornings. I have "
        "an enhanced DBS check.",
        "Ines teaches cello to beginners on Saturday mornings",
        evidence="I teach cello to beginners on Saturday mornings.",
        speaker="Ines",
        key="ines/lessons",
    ),
    # speaker: mem0's third person, `User`, for the user's own clause.
    _r(
        "en",
        "speaker",
        True,
        "user: I volunteer at Larchwood Care Home every Sunday afternoon, mostly reading to the residents.\n"
        "assistant: That sounds rewarding!",
        "User volunteers at Larchwood Care Home every Sunday afternoon",
        evidence="I volunteer at Larchwood Care Home every Sunday afternoon",
        speaker="user",
        key="user/volunteering",
    ),
    # speaker: the tax adviser's client, subject left out.
    _r(
        "en",
        "speaker",
        True,
        "Chat - Hollis & Reed Tax Advisers\nClient (Farid): Hi, I rent out a flat in Leeds. Can you help with the "
        "property income pages?\nAgent: Of course, I'll book you in.",
        "Rents out a flat in Leeds",
        evidence="I rent out a flat in Leeds.",
        speaker="Farid",
        key="farid/property",
    ),
    # coordination: the second conjunct, sharing the subject "Our garden group".
    _r(
        "en",
        "coordination",
        True,
        "Riverside Kindergarten newsletter: Our garden group planted tomatoes this spring and built a small insect "
        "hotel by the fence. Thank you to all the parents who helped!",
        "Our garden group built a small insect hotel by the fence",
        evidence="Our garden group planted tomatoes this spring and built a small insect hotel by the fence.",
        key="riverside_kindergarten/garden_group",
    ),
    # coordination: the managed-services engineer's second action, whole.
    _r(
        "en",
        "coordination",
        True,
        "Change summary (ticket IT-2207): The engineer replaced the failed disk in NAS-02 and updated the backup "
        "schedule to run nightly at 01:00. No further action needed.",
        "The engineer updated the backup schedule to run nightly at 01:00",
        evidence="The engineer replaced the failed disk in NAS-02 and updated the backup schedule to run nightly at "
        "01:00.",
        key="it_2207/change",
    ),
    # parenthetical: "(the couple from Bristol)" only describes the tenants.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi both, the new tenants for number 14 (the couple from Bristol) will pick up their keys on Saturday at noon "
        "from our office. - Kerr Lettings",
        "the new tenants for number 14 will pick up their keys on Saturday at noon from our office",
        evidence="the new tenants for number 14 (the couple from Bristol) will pick up their keys on Saturday at noon "
        "from our office.",
        key="kerr_lettings/number_14/key_handover",
    ),
    # parenthetical: the keynote's history in brackets is left out; where it now is stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Speaker logistics: The keynote (moved from the main hall last week) will now take place in Room Orion on "
        "day two. Please update the signage.",
        "The keynote will now take place in Room Orion on day two",
        evidence="The keynote (moved from the main hall last week) will now take place in Room Orion on day two.",
        key="devconf/keynote_room",
    ),
    # list_item: one of the bike-share app's payment methods.
    _r(
        "en",
        "list_item",
        True,
        "FAQ - How can I pay? You can pay with Apple Pay, Google Pay, a debit card or CityCycle credit. Cash is not "
        "accepted at the docks.",
        "You can pay with Google Pay",
        evidence="You can pay with Apple Pay, Google Pay, a debit card or CityCycle credit.",
        key="citycycle/payment_methods",
    ),
    # list_item: one item of the kindergarten's forest-day kit, the rest of the clause kept.
    _r(
        "en",
        "list_item",
        True,
        "Reminder from Little Acorns: Children need wellies, a waterproof jacket, spare socks and a named water "
        "bottle for forest day.",
        "Children need spare socks for forest day",
        evidence="Children need wellies, a waterproof jacket, spare socks and a named water bottle for forest day.",
        key="little_acorns/forest_day_kit",
    ),
    # subspan: the freight forwarder's tracking number for the order the key names.
    _r(
        "en",
        "subspan",
        True,
        "FreightLine update: the tracking number for order 8812 is FL-2291-7730-NL. Estimated arrival Tue 9 Dec at "
        "Felixstowe.",
        "FL-2291-7730-NL",
        evidence="the tracking number for order 8812 is FL-2291-7730-NL.",
        key="order_8812/tracking_number",
    ),
    # subspan: the tax adviser's e-mail from her signature, "reach me on".
    _r(
        "en",
        "subspan",
        True,
        "Best regards,\nMonika Brandt\nSenior Tax Adviser | Hollis & Reed\nYou can reach me on "
        "m.brandt@hollisreed.example or 020 7946 0321",
        "m.brandt@hollisreed.example",
        evidence="You can reach me on m.brandt@hollisreed.example or 020 7946 0321",
        speaker="Monika Brandt",
        key="hollis_reed/monika_brandt/email",
    ),
    # subspan: the hearing clinic's SMS, "booked for" a date and time.
    _r(
        "en",
        "subspan",
        True,
        "SoundCare Clinic: Your hearing test is booked for Thursday 11 December at 10:40. Reply C to cancel.",
        "Thursday 11 December at 10:40",
        evidence="Your hearing test is booked for Thursday 11 December at 10:40.",
        key="soundcare/hearing_test_time",
    ),
    # subspan: an amount with its currency from the tax adviser's receipt.
    _r(
        "en",
        "subspan",
        True,
        "Hollis & Reed Tax Advisers - Receipt #HR-5523\nSelf-assessment filing fee: £350.00\nVAT: £70.00\n"
        "Total paid: £420.00 by card on 3 Dec 2026",
        "£350.00",
        evidence="Self-assessment filing fee: £350.00",
        key="hollis_reed/filing_fee",
    ),
    # subspan: the conference's recordings URL, "live at".
    _r(
        "en",
        "subspan",
        True,
        "Thanks for coming to DevConf 26! Session recordings live at https://videos.example.org/devconf26 - the slides "
        "will follow next week.",
        "https://videos.example.org/devconf26",
        evidence="Session recordings live at https://videos.example.org/devconf26",
        key="devconf26/recordings_url",
    ),
    # subspan: the locksmith's number from a voice note; "the, uh" dropped with the rest.
    _r(
        "en",
        "subspan",
        True,
        "[voice note] hey it's Gabe, the, uh, the locksmith's number is 07700 900 412, he's called Pete.",
        "07700 900 412",
        evidence="the locksmith's number is 07700 900 412",
        speaker="Gabe",
        key="locksmith/phone",
    ),
    # subspan: a person's name, the resident's key worker, from the care home's message.
    _r(
        "en",
        "subspan",
        True,
        "Larchwood Care Home: Hi Mrs Okafor, your mother's key worker is Grace Mensah. She is on the day shift most "
        "weeks.",
        "Grace Mensah",
        evidence="your mother's key worker is Grace Mensah.",
        key="okafor_mother/key_worker",
    ),
    # subspan: a version number from the managed-services ticket, "now runs".
    _r(
        "en",
        "subspan",
        True,
        "Ticket IT-3310 resolved. Engineer's note: the Leeds office firewall now runs firmware 7.2.8. No downtime "
        "expected.",
        "7.2.8",
        evidence="the Leeds office firewall now runs firmware 7.2.8.",
        key="leeds_office/firewall_firmware",
    ),
    # --- negatives ---
    # restriction_drop: the old e-mail stored as the speaker's e-mail.
    _r(
        "en",
        "restriction_drop",
        False,
        "Hi, please update your records - my old email was jo.harper@mailbox.example, the new one is "
        "jo@harperbakes.example. Thanks, Jo",
        "jo.harper@mailbox.example",
        evidence="my old email was jo.harper@mailbox.example",
        speaker="Jo",
        key="jo_harper/email",
    ),
    # restriction_drop: the cancelled booking's date stored as the booking's date.
    _r(
        "en",
        "restriction_drop",
        False,
        "Escape room booking ER-7731 for Saturday 20 December was cancelled; you've been rebooked for Sunday 21 "
        "December at 18:00.",
        "Saturday 20 December",
        evidence="Escape room booking ER-7731 for Saturday 20 December was cancelled",
        key="er_7731/date",
    ),
    # restriction_drop: the shuttle's stop holds only "until March"; the key does not say so.
    _r(
        "en",
        "restriction_drop",
        False,
        "Ski pass office: the Snowline shuttle leaves from Platform 2 until March, then from the new bus station.",
        "Platform 2",
        evidence="the Snowline shuttle leaves from Platform 2 until March",
        key="snowline_shuttle/departure_point",
    ),
    # wrong_speaker: the husband's number under the caller's key.
    _r(
        "en",
        "wrong_speaker",
        False,
        "[voicemail] Hi, this is Carla Ruiz calling about the flat on Elm Street. My husband's number is 07700 900 "
        "118, he handles the lease.",
        "07700 900 118",
        evidence="My husband's number is 07700 900 118",
        speaker="Carla Ruiz",
        key="carla_ruiz/phone",
    ),
    # wrong_speaker: the daughter's hearing aid stored as the user's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "user: my daughter's hearing aid is a Phonak Sky L-PR, we got it in June\nassistant: Good to know.",
        "Phonak Sky L-PR",
        evidence="my daughter's hearing aid is a Phonak Sky L-PR",
        speaker="user",
        key="user/hearing_aid_model",
    ),
    # number: forty loaves become fourteen.
    _r(
        "en",
        "number",
        False,
        "Bakery wholesale order #W-118: Café Lumen takes 40 sourdough loaves every Friday, delivered by 6am.",
        "Café Lumen takes 14 sourdough loaves every Friday",
        evidence="Café Lumen takes 40 sourdough loaves every Friday",
        key="cafe_lumen/friday_order",
    ),
    # number: "one cat and two guinea pigs" read as two cats.
    _r(
        "en",
        "number",
        False,
        "Rental application - pets: I have one cat and two guinea pigs. Both are kept indoors.",
        "Has two cats",
        evidence="I have one cat and two guinea pigs.",
        speaker="Omar",
        key="omar/pets",
    ),
    # attribution: what the letting agent told the tenant, stored as fact.
    _r(
        "en",
        "attribution",
        False,
        "Email from tenant, flat 12: The letting agent told me the boiler will be replaced before Christmas. Can you "
        "confirm?",
        "the boiler will be replaced before Christmas",
        evidence="The letting agent told me the boiler will be replaced before Christmas.",
        key="flat_12/boiler",
    ),
    # attribution: a forum post's rumour about the bike-share's pricing, stored as fact.
    _r(
        "en",
        "attribution",
        False,
        "According to a post on the forum, CityCycle is dropping the free first 30 minutes in January. No word from "
        "the company yet.",
        "CityCycle is dropping the free first 30 minutes in January",
        evidence="According to a post on the forum, CityCycle is dropping the free first 30 minutes in January.",
        key="citycycle/pricing",
    ),
    # negation: the address the invoices must not go to.
    _r(
        "en",
        "negation",
        False,
        "Delivery instructions: please don't send the invoices to accounts@lumencafe.example anymore, use "
        "billing@lumencafe.example.",
        "accounts@lumencafe.example",
        evidence="please don't send the invoices to accounts@lumencafe.example anymore",
        key="cafe_lumen/invoice_email",
    ),
    # negation: the date the appointment is not on.
    _r(
        "en",
        "negation",
        False,
        "SMS from SoundCare: Your appointment is not on 12 December - it is on 19 December at 09:00.",
        "12 December",
        evidence="Your appointment is not on 12 December",
        key="soundcare/appointment_date",
    ),
    # condition: the on-call line is for emergencies only.
    _r(
        "en",
        "condition",
        False,
        "Out of office: If it's an emergency (flood, no heating), call the on-call line on 0800 014 7790. Otherwise "
        "I'll reply on Monday. - Harbour View Property Management",
        "0800 014 7790",
        evidence="If it's an emergency (flood, no heating), call the on-call line on 0800 014 7790.",
        key="harbour_view/contact_phone",
    ),
    # condition: the lesson moves to Blue Meadow only if the upper lifts close.
    _r(
        "en",
        "condition",
        False,
        "Alpine Kids Ski School: Lessons are moved to the Blue Meadow slope if the upper lifts close because of wind.",
        "the Blue Meadow slope",
        evidence="Lessons are moved to the Blue Meadow slope if the upper lifts close because of wind.",
        key="alpine_kids/lesson_location",
    ),
    # scope: the cut-off holds at the Northside branch; the value drops the branch.
    _r(
        "en",
        "scope",
        False,
        "Wholesale info: At the Northside branch, wholesale orders close at 2pm the day before delivery.",
        "wholesale orders close at 2pm the day before delivery",
        evidence="At the Northside branch, wholesale orders close at 2pm the day before delivery.",
        key="bakery/wholesale_cutoff",
    ),
    # stitch: the piano lessons' subject joined to the guitar lessons' time.
    _r(
        "en",
        "stitch",
        False,
        "Music school timetable: Piano lessons are on Mondays. Guitar lessons are on Thursdays at 5pm.",
        "Piano lessons are on Thursdays at 5pm",
        evidence="Piano lessons are on Mondays. Guitar lessons are on Thursdays at 5pm.",
        key="music_school/piano_lessons",
    ),
    # tense: "used to have" turned into the present.
    _r(
        "en",
        "tense",
        False,
        "[voicemail] Hi, it's Ron from Larchwood. Just so you know, your dad used to have physio on Tuesdays, it's "
        "every Friday morning now.",
        "your dad has physio on Tuesdays",
        evidence="your dad used to have physio on Tuesdays",
        key="dad/physio_day",
    ),
    # evidence: the quoted sentence is not in the weekly summary.
    _r(
        "en",
        "evidence",
        False,
        "Managed services weekly summary: 14 tickets closed, 2 open. The printer on floor 3 is waiting for a part.",
        "The server room air conditioning was replaced on Tuesday",
        evidence="The server room air conditioning was replaced on Tuesday.",
        key="office/server_room",
    ),
    # parenthetical_restrictive: "(annual members only)" restricts who rides free.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Bike-share pricing: Rides are free for the first 30 minutes (annual members only).",
        "Rides are free for the first 30 minutes",
        evidence="Rides are free for the first 30 minutes (annual members only).",
        key="citycycle/free_minutes",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the neighbour's incident, copied whole from the property manager's ticket.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia #AD-5530 (Comunidad Calle Goya 14): La puerta del garaje no cierra desde el domingo. El portero "
        "tiene la llave del cuarto de motores.",
        "La puerta del garaje no cierra desde el domingo",
        evidence="La puerta del garaje no cierra desde el domingo.",
        key="goya_14/puerta_garaje",
    ),
    # verbatim: the escape room's capacity, copied whole from the booking confirmation.
    _r(
        "es",
        "verbatim",
        True,
        "Reserva confirmada. La sala El Laboratorio admite de dos a seis jugadores. Llegad diez minutos antes.",
        "La sala El Laboratorio admite de dos a seis jugadores",
        evidence="La sala El Laboratorio admite de dos a seis jugadores.",
        key="escape_room/laboratorio_capacity",
    ),
    # filler: the voice note's "Eh, pues nada, que" and "o sea" dropped.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz] Eh, pues nada, que las clases de guitarra de Lucía son, o sea, los martes a las seis. Ya te "
        "paso la dirección.",
        "las clases de guitarra de Lucía son los martes a las seis",
        evidence="Eh, pues nada, que las clases de guitarra de Lucía son, o sea, los martes a las seis.",
        speaker="Marta",
        key="lucia/guitar_lessons",
    ),
    # filler: the pest-control voicemail loses "eh" and the tag "¿vale?".
    _r(
        "es",
        "filler",
        True,
        "[buzón de voz] Hola, buenas, mire, le llamo de Plagas Norte, eh, el técnico pasará el jueves por la mañana, "
        "¿vale? Un saludo.",
        "el técnico pasará el jueves por la mañana",
        evidence="eh, el técnico pasará el jueves por la mañana, ¿vale?",
        key="plagas_norte/visita",
    ),
    # filler: a parent's chat, "jaja bueno, o sea" and the emoji dropped.
    _r(
        "es",
        "filler",
        True,
        "jaja bueno, o sea, Mateo se queda a comer en la escuela desde esta semana 🙌 por fin!!",
        "Mateo se queda a comer en la escuela desde esta semana",
        evidence="jaja bueno, o sea, Mateo se queda a comer en la escuela desde esta semana",
        speaker="Elena",
        key="mateo/kindergarten_lunch",
    ),
    # speaker: a restatement naming the nurse; Spanish drops the pronoun, the verb agrees.
    _r(
        "es",
        "speaker",
        True,
        "Formulario de alta - Nombre: Rocío Gil. Comentarios: Trabajo en turno de noche en el hospital. Prefiero las "
        "clases de canto por la mañana.",
        "Rocío trabaja en turno de noche en el hospital",
        evidence="Trabajo en turno de noche en el hospital.",
        speaker="Rocío",
        key="rocio/work_shift",
    ),
    # speaker: mem0's `Usuario` for the user's own clause.
    _r(
        "es",
        "speaker",
        True,
        "user: Vivo en Zaragoza desde 2019. ¿Hay alguna academia de piano cerca del centro?\nassistant: Déjame buscar.",
        "Usuario vive en Zaragoza desde 2019",
        evidence="Vivo en Zaragoza desde 2019.",
        speaker="user",
        key="user/city",
    ),
    # speaker: the instructor's clause with its subject left out.
    _r(
        "es",
        "speaker",
        True,
        "Hola, soy Jordi, soy profesor de esquí en Baqueira los fines de semana. ¿Buscáis monitor para los niños?",
        "Es profesor de esquí en Baqueira los fines de semana",
        evidence="soy profesor de esquí en Baqueira los fines de semana.",
        speaker="Jordi",
        key="jordi/job",
    ),
    # coordination: the bakery's second conjunct, sharing the subject.
    _r(
        "es",
        "coordination",
        True,
        "Nota del pedido: La panadería Trigo Vivo nos sirve pan de centeno y nos factura a fin de mes.",
        "La panadería Trigo Vivo nos factura a fin de mes",
        evidence="La panadería Trigo Vivo nos sirve pan de centeno y nos factura a fin de mes.",
        key="trigo_vivo/facturacion",
    ),
    # coordination: the technician's second action, whole.
    _r(
        "es",
        "coordination",
        True,
        "Resumen del técnico: El técnico reinició el router de la oficina y cambió la contraseña de la red de "
        "invitados. Ticket cerrado.",
        "El técnico cambió la contraseña de la red de invitados",
        evidence="El técnico reinició el router de la oficina y cambió la contraseña de la red de invitados.",
        key="oficina/wifi_invitados",
    ),
    # parenthetical: "(la de la calle Olmo)" only identifies which home.
    _r(
        "es",
        "parenthetical",
        True,
        "Aviso a las familias: La residencia (la de la calle Olmo) organiza una comida con las familias el 14 de "
        "diciembre. Confirmad asistencia en recepción.",
        "La residencia organiza una comida con las familias el 14 de diciembre",
        evidence="La residencia (la de la calle Olmo) organiza una comida con las familias el 14 de diciembre.",
        key="residencia_olmo/eventos",
    ),
    # parenthetical: the non-restrictive ", que viene desde Lima," left out.
    _r(
        "es",
        "parenthetical",
        True,
        "Programa actualizado: El ponente invitado, que viene desde Lima, hablará el segundo día a las 10:00.",
        "El ponente invitado hablará el segundo día a las 10:00",
        evidence="El ponente invitado, que viene desde Lima, hablará el segundo día a las 10:00.",
        key="congreso/ponente_invitado",
    ),
    # list_item: one of the escape room's payment methods.
    _r(
        "es",
        "list_item",
        True,
        "Preguntas frecuentes: Aceptamos pagos con Bizum, tarjeta, transferencia o efectivo.",
        "Aceptamos pagos con Bizum",
        evidence="Aceptamos pagos con Bizum, tarjeta, transferencia o efectivo.",
        key="escape_room/metodos_pago",
    ),
    # list_item: one item of the nursery's backpack list.
    _r(
        "es",
        "list_item",
        True,
        "Escuela infantil Los Pinos: En la mochila deben llevar una muda completa, un babero, pañales y una botella de "
        "agua con su nombre.",
        "En la mochila deben llevar un babero",
        evidence="En la mochila deben llevar una muda completa, un babero, pañales y una botella de agua con su "
        "nombre.",
        key="los_pinos/mochila",
    ),
    # subspan: the carrier's tracking number for the order the key names (English key).
    _r(
        "es",
        "subspan",
        True,
        "Transportes Pardo: el número de seguimiento de su pedido 4410 es TRX-55190-ES. Entrega prevista el jueves.",
        "TRX-55190-ES",
        evidence="el número de seguimiento de su pedido 4410 es TRX-55190-ES.",
        key="order_4410/tracking_number",
    ),
    # subspan: the adviser's e-mail from her signature, "me podéis escribir a".
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nBeatriz Lozano\nAsesoría Fiscal Lozano\nPara cualquier duda, me podéis escribir a "
        "beatriz@asesorialozano.example",
        "beatriz@asesorialozano.example",
        evidence="Para cualquier duda, me podéis escribir a beatriz@asesorialozano.example",
        speaker="Beatriz Lozano",
        key="asesoria_lozano/beatriz/email",
    ),
    # subspan: a due date, "vence el".
    _r(
        "es",
        "subspan",
        True,
        "Recordatorio de Asesoría Lozano: el pago trimestral del IVA vence el 20 de enero. Enviadnos las facturas "
        "antes.",
        "20 de enero",
        evidence="el pago trimestral del IVA vence el 20 de enero.",
        key="iva_trimestral/fecha_limite",
    ),
    # subspan: the music academy's phone from a voice note.
    _r(
        "es",
        "subspan",
        True,
        "[nota de voz] oye, el número de la academia de música es el 976 44 18 20, pregunta por Sonia.",
        "976 44 18 20",
        evidence="el número de la academia de música es el 976 44 18 20",
        speaker="Pablo",
        key="academia_musica/telefono",
    ),
    # subspan: an address, "están en".
    _r(
        "es",
        "subspan",
        True,
        "Hola a todos: desde ayer las oficinas de Fletes Iberia están en la calle Alcalá 212, 3.º izquierda. El "
        "almacén no cambia.",
        "calle Alcalá 212, 3.º izquierda",
        evidence="las oficinas de Fletes Iberia están en la calle Alcalá 212, 3.º izquierda.",
        key="fletes_iberia/address",
    ),
    # subspan: the hearing clinic's check-up time under an English key.
    _r(
        "es",
        "subspan",
        True,
        "Clínica Auditiva Sol: su revisión de audífonos es el martes 16 a las 17:15. Para cambiarla, responda CAMBIO.",
        "el martes 16 a las 17:15",
        evidence="su revisión de audífonos es el martes 16 a las 17:15.",
        key="hearing_clinic/checkup_time",
    ),
    # subspan: an amount with its currency from the bakery's receipt.
    _r(
        "es",
        "subspan",
        True,
        "Ticket de compra - Obrador San Antón\nPedido mayorista 118: total 236,40 €\nPagado con tarjeta",
        "236,40 €",
        evidence="Pedido mayorista 118: total 236,40 €",
        key="obrador_san_anton/pedido_118_total",
    ),
    # subspan: a person's name, the resident's reference nurse.
    _r(
        "es",
        "subspan",
        True,
        "Residencia Los Olmos: Buenas tardes, la enfermera de referencia de su padre es Pilar Domínguez. Puede "
        "llamarla a recepción.",
        "Pilar Domínguez",
        evidence="la enfermera de referencia de su padre es Pilar Domínguez.",
        key="padre/enfermera_referencia",
    ),
    # --- negatives ---
    # restriction_drop: the former e-mail stored as the speaker's e-mail.
    _r(
        "es",
        "restriction_drop",
        False,
        "Ojo: mi antiguo correo era lmartin@correo.example, ahora uso luis@martinfletes.example. Gracias, Luis Martín",
        "lmartin@correo.example",
        evidence="mi antiguo correo era lmartin@correo.example",
        speaker="Luis Martín",
        key="luis_martin/email",
    ),
    # restriction_drop: the cancelled lesson's date stored as the lesson's date.
    _r(
        "es",
        "restriction_drop",
        False,
        "La clase particular de piano del sábado 13 queda cancelada; la pasamos al lunes 15 a la misma hora.",
        "sábado 13",
        evidence="La clase particular de piano del sábado 13 queda cancelada",
        key="piano/clase_particular_fecha",
    ),
    # restriction_drop: a number valid only for the lift's faults, stored as the building's incident line.
    _r(
        "es",
        "restriction_drop",
        False,
        "Comunidad Calle Goya 14: El 900 300 112 es solo para averías del ascensor. Lo demás, al administrador.",
        "900 300 112",
        evidence="El 900 300 112 es solo para averías del ascensor.",
        key="goya_14/telefono_incidencias",
    ),
    # wrong_speaker: the sister's mobile under the speaker's key.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[nota de voz] Soy Nuria. El móvil de mi hermana es el 655 210 774, por si acaso.",
        "655 210 774",
        evidence="El móvil de mi hermana es el 655 210 774",
        speaker="Nuria",
        key="nuria/movil",
    ),
    # wrong_speaker: the in-laws' address stored as the user's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "user: la dirección de mis suegros es Avenida del Puerto 33, Valencia\nassistant: Anotado.",
        "Avenida del Puerto 33, Valencia",
        evidence="la dirección de mis suegros es Avenida del Puerto 33, Valencia",
        speaker="user",
        key="user/address",
    ),
    # number: thirty loaves become thirteen.
    _r(
        "es",
        "number",
        False,
        "Pedido fijo de la cafetería Mirlo: 30 barras cada lunes, antes de las siete.",
        "Pedido fijo de la cafetería Mirlo: 13 barras cada lunes",
        evidence="Pedido fijo de la cafetería Mirlo: 30 barras cada lunes",
        key="cafeteria_mirlo/pedido_fijo",
    ),
    # number: "un perro y dos gatos" read as two dogs.
    _r(
        "es",
        "number",
        False,
        "user: en el piso tengo un perro y dos gatos, ¿es problema para el contrato?\nassistant: Depende del casero.",
        "Usuario tiene dos perros",
        evidence="en el piso tengo un perro y dos gatos",
        speaker="user",
        key="user/mascotas",
    ),
    # attribution: the parents' group chat's claim stored as fact.
    _r(
        "es",
        "attribution",
        False,
        "Según el grupo de WhatsApp de padres, la escuela infantil cerrará el 2 de enero. La dirección no ha dicho "
        "nada.",
        "la escuela infantil cerrará el 2 de enero",
        evidence="Según el grupo de WhatsApp de padres, la escuela infantil cerrará el 2 de enero.",
        key="escuela_infantil/cierre",
    ),
    # attribution: the haulier's word stored as the container's arrival.
    _r(
        "es",
        "attribution",
        False,
        "Correo de Fletes Iberia: El transportista dice que el contenedor llegará a Valencia el viernes.",
        "el contenedor llegará a Valencia el viernes",
        evidence="El transportista dice que el contenedor llegará a Valencia el viernes.",
        key="contenedor_mscu/llegada",
    ),
    # negation: "no es el 612…" stored as the plumber's phone.
    _r(
        "es",
        "negation",
        False,
        "[chat] Ojo, el teléfono del fontanero no es el 612 447 903, ese ya no existe 😅 es el 612 447 930",
        "612 447 903",
        evidence="el teléfono del fontanero no es el 612 447 903",
        key="fontanero/telefono",
    ),
    # negation: the address the invoices must not go to.
    _r(
        "es",
        "negation",
        False,
        "Por favor, no enviéis las facturas a admin@trigovivo.example. Usad la dirección de contabilidad.",
        "admin@trigovivo.example",
        evidence="Por favor, no enviéis las facturas a admin@trigovivo.example.",
        key="trigo_vivo/email_facturas",
    ),
    # condition: Andrés's number is for urgent cases only.
    _r(
        "es",
        "condition",
        False,
        "Plagas Norte: Si es urgente, llamad a Andrés al 644 908 125; si no, escribid al correo de siempre.",
        "644 908 125",
        evidence="Si es urgente, llamad a Andrés al 644 908 125",
        key="plagas_norte/telefono",
    ),
    # condition: the Colladito slope only if it snows heavily.
    _r(
        "es",
        "condition",
        False,
        "Escuela de esquí: Si nieva mucho, la clase de los niños se hace en la pista Colladito.",
        "la pista Colladito",
        evidence="Si nieva mucho, la clase de los niños se hace en la pista Colladito.",
        key="ski_school/lesson_slope",
    ),
    # scope: the nightly backups hold at the Bilbao office; the value drops it.
    _r(
        "es",
        "scope",
        False,
        "Informe mensual: En la sede de Bilbao, las copias de seguridad se hacen cada noche a las 2:00.",
        "las copias de seguridad se hacen cada noche a las 2:00",
        evidence="En la sede de Bilbao, las copias de seguridad se hacen cada noche a las 2:00.",
        key="empresa/backups",
    ),
    # stitch: the violin lessons' subject joined to the singing lessons' time.
    _r(
        "es",
        "stitch",
        False,
        "Horario de la academia: Las clases de violín son los lunes. Las de canto son los miércoles a las 18:00.",
        "Las clases de violín son los miércoles a las 18:00",
        evidence="Las clases de violín son los lunes. Las de canto son los miércoles a las 18:00.",
        key="academia/violin",
    ),
    # tense: "Antes ... venía" turned into the present.
    _r(
        "es",
        "tense",
        False,
        "Obrador San Antón: Antes el camión de reparto venía a las 7; ahora viene a las 9.",
        "el camión de reparto viene a las 7",
        evidence="Antes el camión de reparto venía a las 7",
        key="reparto/hora",
    ),
    # evidence: the quoted agreement is not in the minutes.
    _r(
        "es",
        "evidence",
        False,
        "Acta de la reunión: se aprueba el presupuesto de pintura de la escalera. Próxima reunión en marzo.",
        "Se aprueba cambiar el portero automático",
        evidence="Se aprueba cambiar el portero automático.",
        key="comunidad/acuerdos",
    ),
    # parenthetical_restrictive: "(solo para ponentes)" restricts who parks free.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Información práctica: El parking es gratuito (solo para ponentes) durante los tres días del congreso.",
        "El parking es gratuito durante los tres días del congreso",
        evidence="El parking es gratuito (solo para ponentes) durante los tres días del congreso.",
        key="congreso/parking",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the owner's repair report, copied whole from the property ticket.
    _r(
        "zh",
        "verbatim",
        True,
        "报修单 #WY-2207（阳光花园 5 栋 1203）：卫生间的排风扇从周一开始就不转了。业主白天都在家。",
        "卫生间的排风扇从周一开始就不转了",
        evidence="卫生间的排风扇从周一开始就不转了。",
        key="sunshine_garden/5_1203/repair",
    ),
    # verbatim: the ski school's meeting point, copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "滑雪学校通知：儿童班每天上午九点在二号缆车下集合。请务必佩戴头盔。",
        "儿童班每天上午九点在二号缆车下集合",
        evidence="儿童班每天上午九点在二号缆车下集合。",
        key="ski_school/kids_meeting_point",
    ),
    # filler: the voice transcript's "嗯，那个，就是说" dropped.
    _r(
        "zh",
        "filler",
        True,
        "[语音转文字] 嗯，那个，就是说，乐乐的钢琴课改到周三下午四点了，你记一下哈。",
        "乐乐的钢琴课改到周三下午四点了",
        evidence="嗯，那个，就是说，乐乐的钢琴课改到周三下午四点了",
        speaker="王老师",
        key="lele/piano_lesson",
    ),
    # filler: the pest-control voicemail's "那个" dropped.
    _r(
        "zh",
        "filler",
        True,
        "[语音留言] 喂，您好，呃，我们这边是安心除虫，那个，技术员下周二上午过去复查。",
        "技术员下周二上午过去复查",
        evidence="那个，技术员下周二上午过去复查。",
        key="anxin_pest/revisit",
    ),
    # filler: a chat's "哈哈其实吧" and emoji dropped.
    _r(
        "zh",
        "filler",
        True,
        "哈哈其实吧，我爸的新助听器在餐厅里效果好太多了😂 验配师真厉害",
        "我爸的新助听器在餐厅里效果好太多了",
        evidence="哈哈其实吧，我爸的新助听器在餐厅里效果好太多了",
        speaker="小陈",
        key="xiaochen_dad/hearing_aid",
    ),
    # speaker: a restatement naming the teacher.
    _r(
        "zh",
        "speaker",
        True,
        "学员登记表 — 姓名：刘思远。自我介绍：我每周六上午在社区中心教小提琴。",
        "刘思远每周六上午在社区中心教小提琴",
        evidence="我每周六上午在社区中心教小提琴。",
        speaker="刘思远",
        key="liu_siyuan/teaching",
    ),
    # speaker: mem0's `用户` for the user's own clause.
    _r(
        "zh",
        "speaker",
        True,
        "user: 我住在成都高新区，平时骑共享单车上班。\nassistant: 好的，记住了。",
        "用户住在成都高新区",
        evidence="我住在成都高新区",
        speaker="user",
        key="user/residence",
    ),
    # speaker: the client's clause with its subject left out.
    _r(
        "zh",
        "speaker",
        True,
        "客户（周女士）：我在杭州开了一家烘焙工作室。想咨询一下小规模纳税人的申报。",
        "在杭州开了一家烘焙工作室",
        evidence="我在杭州开了一家烘焙工作室。",
        speaker="周女士",
        key="zhou/business",
    ),
    # coordination: the engineer's second action, "并" dropped with the first conjunct.
    _r(
        "zh",
        "coordination",
        True,
        "处理记录：工程师更换了三楼的交换机，并重新配置了访客无线网络。工单已关闭。",
        "工程师重新配置了访客无线网络",
        evidence="工程师更换了三楼的交换机，并重新配置了访客无线网络。",
        key="office/it_changes",
    ),
    # coordination: the class's second activity, the shared subject and "本周" kept.
    _r(
        "zh",
        "coordination",
        True,
        "幼儿园周报：本周小二班的孩子们参观了消防站，还在园里种了向日葵。",
        "本周小二班的孩子们在园里种了向日葵",
        evidence="本周小二班的孩子们参观了消防站，还在园里种了向日葵。",
        key="kindergarten/class_2_activities",
    ),
    # parenthetical: the new lead's previous post in brackets left out.
    _r(
        "zh",
        "parenthetical",
        True,
        "家属通知：养老院的新护理主管（原来在康复科工作）下周一正式上岗。",
        "养老院的新护理主管下周一正式上岗",
        evidence="养老院的新护理主管（原来在康复科工作）下周一正式上岗。",
        key="nursing_home/new_care_lead",
    ),
    # parenthetical: where the keynote was first planned, left out.
    _r(
        "zh",
        "parenthetical",
        True,
        "会务组通知：主题演讲（原定在一号厅）改在三号厅举行。请各位嘉宾提前入场。",
        "主题演讲改在三号厅举行",
        evidence="主题演讲（原定在一号厅）改在三号厅举行。",
        key="summit2026/keynote_room",
    ),
    # list_item: one of the escape room's payment methods.
    _r(
        "zh",
        "list_item",
        True,
        "门店须知：本店支持微信支付、支付宝、银联卡和现金。",
        "本店支持支付宝",
        evidence="本店支持微信支付、支付宝、银联卡和现金。",
        key="escape_room/payment",
    ),
    # list_item: one of the goods the forwarder carries.
    _r(
        "zh",
        "list_item",
        True,
        "货代报价说明：可以承运的货物包括家具、家电、建材和普通日用品。危险品另行报价。",
        "可以承运的货物包括建材",
        evidence="可以承运的货物包括家具、家电、建材和普通日用品。",
        key="freight/accepted_goods",
    ),
    # subspan: the waybill number for the order the key names.
    _r(
        "zh",
        "subspan",
        True,
        "【顺达物流】您的订单 6630 已发货，运单号 SD7720418835，请注意查收。",
        "SD7720418835",
        evidence="您的订单 6630 已发货，运单号 SD7720418835",
        key="order_6630/tracking_number",
    ),
    # subspan: the tax adviser's e-mail, "发到".
    _r(
        "zh",
        "subspan",
        True,
        "恒远税务：报税材料请发到 tax@hengyuan.example，收到后我们会在周五前确认。",
        "tax@hengyuan.example",
        evidence="报税材料请发到 tax@hengyuan.example",
        key="hengyuan_tax/document_email",
    ),
    # subspan: the hearing-aid fitting's time, "定在".
    _r(
        "zh",
        "subspan",
        True,
        "【声悦听力中心】您的助听器验配定在12月18日下午两点半，请携带身份证。",
        "12月18日下午两点半",
        evidence="您的助听器验配定在12月18日下午两点半",
        key="hearing_clinic/fitting_time",
    ),
    # subspan: the property's repair line, "改成了".
    _r(
        "zh",
        "subspan",
        True,
        "[语音转文字] 对了，物业的报修电话改成了 400-820-7316，你存一下。",
        "400-820-7316",
        evidence="物业的报修电话改成了 400-820-7316",
        speaker="小林",
        key="property/repair_phone",
    ),
    # subspan: the escape room's booking code.
    _r(
        "zh",
        "subspan",
        True,
        "密室逃脱预订成功！预订码：MX-3J8K，到店出示即可。",
        "MX-3J8K",
        evidence="预订码：MX-3J8K",
        key="escape_room/booking_code",
    ),
    # subspan: the summit's materials URL, "放在".
    _r(
        "zh",
        "subspan",
        True,
        "会议资料统一放在 https://docs.example.cn/summit2026 ，大家自行下载。",
        "https://docs.example.cn/summit2026",
        evidence="会议资料统一放在 https://docs.example.cn/summit2026",
        key="summit2026/materials_url",
    ),
    # subspan: an amount with its currency for the wholesale order the key names.
    _r(
        "zh",
        "subspan",
        True,
        "【麦香坊】批发订单 B-208 已确认，合计 ¥1,860.00，周四早上送达。",
        "¥1,860.00",
        evidence="批发订单 B-208 已确认，合计 ¥1,860.00",
        key="maixiangfang/order_b208_total",
    ),
    # subspan: a place's name, the care home the grandmother lives in.
    _r(
        "zh",
        "subspan",
        True,
        "[聊天] 我奶奶住在松鹤园养老院，3号楼二层，周末可以去看她",
        "松鹤园养老院",
        evidence="我奶奶住在松鹤园养老院",
        speaker="阿杰",
        key="ajie_grandma/care_home",
    ),
    # --- negatives ---
    # restriction_drop: the former phone stored as the user's phone.
    _r(
        "zh",
        "restriction_drop",
        False,
        "user: 我以前的手机号是 139 1234 0021，现在换成 186 5500 7788 了。",
        "139 1234 0021",
        evidence="我以前的手机号是 139 1234 0021",
        speaker="user",
        key="user/phone",
    ),
    # restriction_drop: the cancelled lesson's date stored as the lesson's date.
    _r(
        "zh",
        "restriction_drop",
        False,
        "滑雪学校：原定12月20日的滑雪课已取消，改到12月27日。",
        "12月20日",
        evidence="原定12月20日的滑雪课已取消",
        key="ski_lesson/date",
    ),
    # restriction_drop: the drop-off point holds only until the end of March.
    _r(
        "zh",
        "restriction_drop",
        False,
        "业主群通知：三月底之前，快递请送到物业前台。",
        "物业前台",
        evidence="三月底之前，快递请送到物业前台。",
        key="delivery/address",
    ),
    # wrong_speaker: the wife's e-mail under the speaker's key.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我老婆的邮箱是 lina.w@mail.example，有事也可以找她。",
        "lina.w@mail.example",
        evidence="我老婆的邮箱是 lina.w@mail.example",
        speaker="王强",
        key="wang_qiang/email",
    ),
    # wrong_speaker: the son's piano teacher stored as the user's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "user: 我儿子的钢琴老师叫陈静\nassistant: 好的。",
        "陈静",
        evidence="我儿子的钢琴老师叫陈静",
        speaker="user",
        key="user/piano_teacher",
    ),
    # number: forty baguettes become fourteen.
    _r(
        "zh",
        "number",
        False,
        "配送安排：麦香坊每周五给咖啡馆送 40 个法棍。",
        "麦香坊每周五给咖啡馆送 14 个法棍",
        evidence="麦香坊每周五给咖啡馆送 40 个法棍。",
        key="maixiangfang/friday_delivery",
    ),
    # number: "一只猫和两只兔子" read as two cats.
    _r(
        "zh",
        "number",
        False,
        "user: 我家有一只猫和两只兔子，租房合同里要写吗？",
        "用户有两只猫",
        evidence="我家有一只猫和两只兔子",
        speaker="user",
        key="user/pets",
    ),
    # attribution: what parents in the group said, stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        "听群里的家长说，幼儿园一月二号开始放寒假。",
        "幼儿园一月二号开始放寒假",
        evidence="听群里的家长说，幼儿园一月二号开始放寒假。",
        key="kindergarten/winter_break",
    ),
    # attribution: the forwarder's word stored as the container's arrival.
    _r(
        "zh",
        "attribution",
        False,
        "[聊天] 货代说集装箱周五能到宁波港，到时候再联系报关。",
        "集装箱周五能到宁波港",
        evidence="货代说集装箱周五能到宁波港",
        key="container/eta",
    ),
    # negation: the address the invoices must not go to.
    _r(
        "zh",
        "negation",
        False,
        "别把发票寄到 finance@lumen.example，那个邮箱不用了。",
        "finance@lumen.example",
        evidence="别把发票寄到 finance@lumen.example",
        key="lumen/invoice_email",
    ),
    # negation: the date the review is not on.
    _r(
        "zh",
        "negation",
        False,
        "【声悦听力中心】复查时间不是12月9日，是12月16日，请知悉。",
        "12月9日",
        evidence="复查时间不是12月9日",
        key="hearing_clinic/review_date",
    ),
    # condition: the duty phone is for urgent leaks only.
    _r(
        "zh",
        "condition",
        False,
        "物业提示：如果是紧急漏水，请直接打值班电话 138 0000 5566。",
        "138 0000 5566",
        evidence="如果是紧急漏水，请直接打值班电话 138 0000 5566。",
        key="property/contact_phone",
    ),
    # condition: the hall only if it rains.
    _r(
        "zh",
        "condition",
        False,
        "老师通知：要是下雨，明天的户外课就改到二楼多功能厅。",
        "二楼多功能厅",
        evidence="要是下雨，明天的户外课就改到二楼多功能厅。",
        key="kindergarten/outdoor_class_location",
    ),
    # scope: the stacking limit holds in the Shanghai warehouse; the value drops it.
    _r(
        "zh",
        "scope",
        False,
        "仓储规定：在上海仓库，货物最多堆三层。",
        "货物最多堆三层",
        evidence="在上海仓库，货物最多堆三层。",
        key="warehouse/stacking_limit",
    ),
    # stitch: the piano lessons' subject joined to the guitar lessons' time.
    _r(
        "zh",
        "stitch",
        False,
        "琴行课表：钢琴课在周一。吉他课在周四晚上七点。",
        "钢琴课在周四晚上七点",
        evidence="钢琴课在周一。吉他课在周四晚上七点。",
        key="music_school/piano_lessons",
    ),
    # tense: "以前" dropped, the past habit stated as the present.
    _r(
        "zh",
        "tense",
        False,
        "养老院以前每周三有理发服务，现在改成每月一次了。",
        "养老院每周三有理发服务",
        evidence="养老院以前每周三有理发服务",
        key="nursing_home/haircut",
    ),
    # evidence: the quoted sentence is not in the weekly report.
    _r(
        "zh",
        "evidence",
        False,
        "IT周报：本周共关闭工单 23 个，打印机已维修。",
        "服务器机房的空调已经更换",
        evidence="服务器机房的空调已经更换。",
        key="it/weekly",
    ),
    # parenthetical_restrictive: "（仅限年卡会员）" restricts who rides free.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "单车计费规则：前 30 分钟免费骑行（仅限年卡会员）。",
        "前 30 分钟免费骑行",
        evidence="前 30 分钟免费骑行（仅限年卡会员）。",
        key="bike_share/free_period",
    ),
)

BATCH_34: tuple[Realistic, ...] = _EN + _ES + _ZH
