"""The realistic set's thirty-eighth batch: a blind measurement of the merged admission rules (issue 31, brief B38).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 (ninth session, at its end) by helper b38, without reading the admission rule's code
(`memtx.core.admission`, `memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md,
docs/eval-admission.md, any test or any other batch's records: only DESIGN §4 with its amendments, issue 31, the record
type and `_r`, and the first 60 lines of batch 34 (its docstring and first two records, for the format and the family
names). Batches 35 to 37 were not opened. No scorer, `check_support` or `memtx eval` was run on these records. Every
source is invented here, in domains the earlier batches used little: dermatology clinics, bike repair shops,
catering, home care agencies, coding bootcamps, wine shops, IT helpdesks, pet sitters, property auctions, music
festivals, laboratories, funeral planning, roofers, scuba schools and daycare, in several registers (voice-note and
voicemail transcripts with fillers, chats with emoji, tickets, tool outputs in JSON, e-mail signatures, forms,
receipts and SMS notifications).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Cares for his mother at home in Dundee`); some keep one item of a list;
and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a tracking or booking
code, an amount with its currency, a date or time phrase, a person's name or a version number), filed under a key
in the manner of LangGraph's memory tools (`order_8812/tracking_number`). Key styles are mixed on purpose: English
keys over Spanish and Chinese sources, keys naming an organization and a person in it
(`ashgrove_funeral/helen_okafor/email`), Chinese keys, and mem0's `user/...`.

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
    # verbatim: the patient's note copied whole from the dermatology clinic's ticket.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket DC-2291 - Clearskin Dermatology. Patient note: My next mole check is booked with Dr. Anya Patel. "
        "Please send reminders by SMS.",
        "My next mole check is booked with Dr. Anya Patel",
        evidence="My next mole check is booked with Dr. Anya Patel.",
        key="clearskin/patient_dc2291/next_appointment",
    ),
    # verbatim: the bike workshop's status line, copied whole from its update.
    _r(
        "en",
        "verbatim",
        True,
        "Spokes & Chains workshop update: Your bike is ready for collection. The rear brake pads were replaced free "
        "of charge.",
        "Your bike is ready for collection",
        evidence="Your bike is ready for collection.",
        key="spokes_chains/job_4410/status",
    ),
    # filler: the pet sitter's voicemail loses "um, so basically" and "like"; the plan and its frequency stay.
    _r(
        "en",
        "filler",
        True,
        "Hi, it's Marta, um, so basically I'll, like, be feeding Biscuit twice a day while you're away, okay? Bye!",
        "I'll be feeding Biscuit twice a day while you're away",
        evidence="um, so basically I'll, like, be feeding Biscuit twice a day while you're away",
        speaker="Marta",
        key="marta/pet_sitting_plan",
    ),
    # filler: the roofer's voice note loses "so, er" and "you know"; the count and the side of the roof stay.
    _r(
        "en",
        "filler",
        True,
        "Yeah so, er, the roof needs, you know, three new slates on the north side, right. I can do Thursday.",
        "the roof needs three new slates on the north side",
        evidence="so, er, the roof needs, you know, three new slates on the north side",
        key="roof_job_0931/repairs",
    ),
    # filler: the diver's voice note loses "um so" and "uh"; tense and the certificate stay.
    _r(
        "en",
        "filler",
        True,
        "Okay um so I've, uh, got my Open Water certificate now haha 🤿",
        "I've got my Open Water certificate now",
        evidence="um so I've, uh, got my Open Water certificate now",
        speaker="Dev",
        key="dev/diving_certification",
    ),
    # speaker: the bootcamp tutor's first person restated with her name, the verb agreeing.
    _r(
        "en",
        "speaker",
        True,
        "lena: hey all! I teach the evening Python cohort on Tuesdays, ping me with questions",
        "Lena teaches the evening Python cohort on Tuesdays",
        evidence="I teach the evening Python cohort on Tuesdays",
        speaker="Lena",
        key="forgecode/lena/teaching",
    ),
    # speaker: mem0's `User` for the catering client's `I'm`; nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        "Hey! For the team lunch on Friday: I'm vegetarian. Thanks 🙂",
        "User is vegetarian",
        evidence="I'm vegetarian.",
        speaker="user",
        key="user/diet",
    ),
    # speaker: the carer's subject left out and `my` read as `his`; place and relation stay.
    _r(
        "en",
        "speaker",
        True,
        "Intake call, Brightside Home Care. Graham: I care for my mother at home in Dundee. She needs help with "
        "stairs.",
        "Cares for his mother at home in Dundee",
        evidence="I care for my mother at home in Dundee.",
        speaker="Graham",
        key="graham/caregiving",
    ),
    # coordination: the wine shop's second clause taken whole; the first clause restricts nothing in it.
    _r(
        "en",
        "coordination",
        True,
        "At Vine & Barrel we stock natural wines from Georgia, and we run tastings on Thursday evenings.",
        "we run tastings on Thursday evenings",
        evidence="we stock natural wines from Georgia, and we run tastings on Thursday evenings",
        key="vine_and_barrel/events",
    ),
    # coordination: the helpdesk agent's second conjunct with the shared subject; the first act is left out whole.
    _r(
        "en",
        "coordination",
        True,
        "IT-5519 update: Priya unlocked your account and reset your password. Please sign in again.",
        "Priya reset your password",
        evidence="Priya unlocked your account and reset your password.",
        key="it_ticket_5519/resolution",
    ),
    # parenthetical: the lab's aside about where the sample was collected is descriptive; dropping it is safe.
    _r(
        "en",
        "parenthetical",
        True,
        "Northgate Labs: Your blood sample (collected at the Northgate site) has been received by the lab. Results "
        "follow by e-mail.",
        "Your blood sample has been received by the lab",
        evidence="Your blood sample (collected at the Northgate site) has been received by the lab.",
        key="northgate_labs/order_5531/sample_status",
    ),
    # parenthetical: the festival's aside only locates the gate; the opening time and day stay.
    _r(
        "en",
        "parenthetical",
        True,
        "FESTIVAL INFO: Gate B (the one next to the food trucks) opens at 11:00 on Saturday.",
        "Gate B opens at 11:00 on Saturday",
        evidence="Gate B (the one next to the food trucks) opens at 11:00 on Saturday.",
        key="harbourfest/gate_b/opening_time",
    ),
    # list_item: one allergy of the daycare form's list, with its head.
    _r(
        "en",
        "list_item",
        True,
        "Little Acorns Daycare - enrolment form. Allergies: Lily is allergic to kiwi, sesame and cow's milk.",
        "Lily is allergic to sesame",
        evidence="Lily is allergic to kiwi, sesame and cow's milk.",
        key="lily/allergies",
    ),
    # list_item: one service of the caterer's list, with its head.
    _r(
        "en",
        "list_item",
        True,
        "Saltbox Catering - Our catering covers weddings, corporate lunches and memorial receptions.",
        "Our catering covers memorial receptions",
        evidence="Our catering covers weddings, corporate lunches and memorial receptions.",
        key="saltbox_catering/services",
    ),
    # subspan: the e-mail address from the funeral planner's signature line, under a key naming her e-mail.
    _r(
        "en",
        "subspan",
        True,
        "Warm regards,\nHelen Okafor\nFuneral Arrangements Coordinator, Ashgrove Funeral Planning\n"
        "helen.okafor@ashgrove-fp.co.uk | 0161 555 0192",
        "helen.okafor@ashgrove-fp.co.uk",
        evidence="helen.okafor@ashgrove-fp.co.uk",
        key="ashgrove_funeral/helen_okafor/email",
    ),
    # subspan: the tracking number of the bike-parts order, named by the source as exactly that.
    _r(
        "en",
        "subspan",
        True,
        "Order #8812 from CycleParts: your derailleur has shipped with DPD, tracking number 15501234567890.",
        "15501234567890",
        evidence="your derailleur has shipped with DPD, tracking number 15501234567890",
        key="order_8812/tracking_number",
    ),
    # subspan: the bootcamp's pre-course materials link; the key names what the link is for.
    _r(
        "en",
        "subspan",
        True,
        "Welcome to ForgeCode! Your pre-course materials are at https://learn.forgecode.io/prework. See you on "
        "day one.",
        "https://learn.forgecode.io/prework",
        evidence="Your pre-course materials are at https://learn.forgecode.io/prework.",
        key="forgecode/prework_link",
    ),
    # subspan: the home care agency's office number, stated plainly with no frame.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for choosing Brightside Home Care. Our office number is 0131 496 0721.",
        "0131 496 0721",
        evidence="Our office number is 0131 496 0721.",
        key="brightside_home_care/office_phone",
    ),
    # subspan: the wine shop receipt's total, on its `Total:` line.
    _r(
        "en",
        "subspan",
        True,
        "VINE & BARREL\n2x Saperavi 2019 ... £38.00\n1x Rkatsiteli 2022 ... £14.50\nTotal: £52.50\nPaid by card",
        "£52.50",
        evidence="Total: £52.50",
        key="receipt_7731/total",
    ),
    # subspan: the auction's date and hour, the whole time phrase under a key for both.
    _r(
        "en",
        "subspan",
        True,
        "Lot 12: The auction for 14 Mill Lane takes place on 21 January 2027 at 2pm. Viewings by appointment.",
        "21 January 2027 at 2pm",
        evidence="The auction for 14 Mill Lane takes place on 21 January 2027 at 2pm.",
        key="auction/14_mill_lane/date_time",
    ),
    # subspan: the scuba course instructor's name; the key names the relation.
    _r(
        "en",
        "subspan",
        True,
        "Booking confirmed! Your instructor for the PADI Open Water course will be Tomás Reyes.",
        "Tomás Reyes",
        evidence="Your instructor for the PADI Open Water course will be Tomás Reyes.",
        key="padi_open_water_course/instructor",
    ),
    # subspan: the antivirus version from the helpdesk tool's JSON field of the same name.
    _r(
        "en",
        "subspan",
        True,
        '{"ticket": "IT-5520", "host": "FIN-LT-044", "antivirus_version": "7.4.2", "status": "resolved"}',
        "7.4.2",
        evidence='"antivirus_version": "7.4.2"',
        key="fin_lt_044/antivirus_version",
    ),
    # --- negatives ---
    # restriction_drop: "On weekdays" is dropped; the clinic's walk-ins become unconditional.
    _r(
        "en",
        "restriction_drop",
        False,
        "Clearskin Dermatology: On weekdays, the clinic offers walk-in skin checks. Weekends are by appointment.",
        "the clinic offers walk-in skin checks",
        evidence="On weekdays, the clinic offers walk-in skin checks.",
        key="clearskin/walk_in",
    ),
    # restriction_drop: "on e-bikes" is dropped; every repair would take five working days.
    _r(
        "en",
        "restriction_drop",
        False,
        "FYI: repairs on e-bikes take five working days, everything else is usually same-day.",
        "repairs take five working days",
        evidence="repairs on e-bikes take five working days",
        key="spokes_chains/turnaround",
    ),
    # restriction_drop: "sparkling wines" is dropped; members' 10% would cover everything.
    _r(
        "en",
        "restriction_drop",
        False,
        "Vine & Barrel club perks: Members get 10% off sparkling wines.",
        "Members get 10% off",
        evidence="Members get 10% off sparkling wines.",
        key="vine_and_barrel/member_discount",
    ),
    # wrong_speaker: Jess lives on Carlton Road, not Owen, the record's speaker.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Owen: Can you walk Pepper at noon?\nJess: Sure. I live on Carlton Road, so it's close.",
        "Owen lives on Carlton Road",
        evidence="I live on Carlton Road",
        speaker="Owen",
        key="owen/address",
    ),
    # wrong_speaker: the number is Grandpa Ray's, given in his turn, not Maya's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Maya: Who's picking up Noah today?\nGrandpa Ray: I am, I'll be there at 4 😊 my number is 07700 900461 if "
        "anything comes up",
        "07700 900461",
        evidence="my number is 07700 900461",
        speaker="Maya",
        key="maya/phone",
    ),
    # number: the approximator "around" is dropped; an estimate becomes an exact head count.
    _r(
        "en",
        "number",
        False,
        "Hi Saltbox, for the retirement party we're expecting around 60 guests.",
        "we're expecting 60 guests",
        evidence="we're expecting around 60 guests",
        key="retirement_party/guest_count",
    ),
    # number: "two" is dropped; the package's boat dives lose their count.
    _r(
        "en",
        "number",
        False,
        "Blue Reef Scuba: The Discover package includes two boat dives and all equipment.",
        "The Discover package includes boat dives",
        evidence="The Discover package includes two boat dives and all equipment.",
        key="blue_reef/discover_package",
    ),
    # attribution: Dr. Kim's opinion is restated as a fact about the rash.
    _r(
        "en",
        "attribution",
        False,
        "Consult notes: Dr. Kim thinks the rash is contact dermatitis. Patch test booked.",
        "the rash is contact dermatitis",
        evidence="Dr. Kim thinks the rash is contact dermatitis.",
        key="patient_2231/diagnosis",
    ),
    # attribution: the seller's claim becomes the auction house's fact about the roof.
    _r(
        "en",
        "attribution",
        False,
        "Lot 12 notes: The seller says the roof is new. No survey has been carried out.",
        "the roof is new",
        evidence="The seller says the roof is new.",
        key="auction/14_mill_lane/roof_condition",
    ),
    # negation: "does not" is dropped; the printer gains a feature it lacks.
    _r(
        "en",
        "negation",
        False,
        "Re: IT-5522 - The printer on floor 3 does not support double-sided printing.",
        "The printer on floor 3 does support double-sided printing",
        evidence="The printer on floor 3 does not support double-sided printing.",
        key="printer_floor_3/duplex",
    ),
    # negation: "aren't" is dropped; dogs become welcome on the campsite.
    _r(
        "en",
        "negation",
        False,
        "Harbourfest FAQ: Dogs aren't allowed on the campsite (assistance dogs excepted).",
        "Dogs allowed on the campsite",
        evidence="Dogs aren't allowed on the campsite",
        key="harbourfest/campsite/dogs",
    ),
    # condition: "If the family prefers" is dropped; streaming becomes a standing offer.
    _r(
        "en",
        "condition",
        False,
        "Ashgrove Funeral Planning: If the family prefers, the service can be streamed online.",
        "the service can be streamed online",
        evidence="If the family prefers, the service can be streamed online.",
        key="ashgrove_funeral/service_streaming",
    ),
    # condition: "unless the family is at home" is dropped; overnight stays become unconditional.
    _r(
        "en",
        "condition",
        False,
        "Care plan: Carers will stay overnight unless the family is at home.",
        "Carers will stay overnight",
        evidence="Carers will stay overnight unless the family is at home.",
        key="brightside_home_care/overnight",
    ),
    # scope: "Most" is dropped; every graduate would find a job.
    _r(
        "en",
        "scope",
        False,
        "ForgeCode outcomes: Most graduates find a job within six months.",
        "graduates find a job within six months",
        evidence="Most graduates find a job within six months.",
        key="forgecode/outcomes",
    ),
    # stitch: the garage roof from the first sentence joined to the house roof's "is fine" from the second.
    _r(
        "en",
        "stitch",
        False,
        "Survey: The garage roof leaks. The house roof is fine.",
        "The garage roof is fine",
        evidence="The garage roof leaks. The house roof is fine.",
        key="roof_job_0931/garage_roof",
    ),
    # tense: Dev was an instructor; the value makes it his present job.
    _r(
        "en",
        "tense",
        False,
        "Dev: I was a dive instructor in Thailand, now I mostly do accounting lol",
        "Dev is a dive instructor in Thailand",
        evidence="I was a dive instructor in Thailand",
        speaker="Dev",
        key="dev/job",
    ),
    # evidence: the quoted sentence about the rear wheel is not in the workshop's message.
    _r(
        "en",
        "evidence",
        False,
        "Your bike is ready. The chain was replaced.",
        "The rear wheel was trued",
        evidence="The rear wheel was trued.",
        key="spokes_chains/job_4411/work_done",
    ),
    # parenthetical_restrictive: "(weekend pass holders only)" restricts who can buy; dropping it widens the sale.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Harbourfest: Camping tickets (weekend pass holders only) go on sale on 1 March.",
        "Camping tickets go on sale on 1 March",
        evidence="Camping tickets (weekend pass holders only) go on sale on 1 March.",
        key="harbourfest/camping_tickets",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the customer's note copied whole from the bike workshop's work order.
    _r(
        "es",
        "verbatim",
        True,
        "Taller Radios - Orden 3321. Nota del cliente: La rueda trasera hace un ruido raro al frenar. Puedo dejarla "
        "el lunes.",
        "La rueda trasera hace un ruido raro al frenar",
        evidence="La rueda trasera hace un ruido raro al frenar.",
        key="taller_radios/orden_3321/averia",
    ),
    # verbatim: the daycare's announcement copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Hola familias: El horario de verano empieza el 1 de julio. ¡Gracias!",
        "El horario de verano empieza el 1 de julio",
        evidence="El horario de verano empieza el 1 de julio.",
        key="guarderia_pompitas/horario_verano",
    ),
    # filler: the wine shop's voice note loses "eh", "pues nada" and "o sea"; the order and the time stay.
    _r(
        "es",
        "filler",
        True,
        "Eh, pues nada, o sea, el pedido de los doce albariños, eh, llega mañana por la mañana. Un abrazo.",
        "el pedido de los doce albariños llega mañana por la mañana",
        evidence="Eh, pues nada, o sea, el pedido de los doce albariños, eh, llega mañana por la mañana.",
        key="vinoteca_lagar/pedido_albarinos/entrega",
    ),
    # filler: the pet sitter's voice note loses "este... bueno, que"; the visit and its hour stay.
    _r(
        "es",
        "filler",
        True,
        "Hola, soy Rocío, este... bueno, que paso a ver a los gatos a las ocho, ¿vale? 🐱",
        "Paso a ver a los gatos a las ocho",
        evidence="este... bueno, que paso a ver a los gatos a las ocho",
        speaker="Rocío",
        key="rocio/visitas_gatos",
    ),
    # filler: the roofer's voice note loses "Mira, o sea" and "vamos"; the damage and its count stay.
    _r(
        "es",
        "filler",
        True,
        "Mira, o sea, la teja del lado norte, vamos, está rota en tres sitios.",
        "la teja del lado norte está rota en tres sitios",
        evidence="Mira, o sea, la teja del lado norte, vamos, está rota en tres sitios.",
        key="obra_tejado_112/danos",
    ),
    # speaker: Íñigo's first person restated with his name, the verb agreeing.
    _r(
        "es",
        "speaker",
        True,
        "Íñigo: Trabajo como enfermero en el turno de noche, así que prefiero visitas por la mañana.",
        "Íñigo trabaja como enfermero en el turno de noche",
        evidence="Trabajo como enfermero en el turno de noche",
        speaker="Íñigo",
        key="inigo/trabajo",
    ),
    # speaker: mem0's `Usuario` for the dermatology patient's first person, the verb agreeing.
    _r(
        "es",
        "speaker",
        True,
        "Formulario de primera visita. Motivo: Tengo la piel atópica y se me irrita con el frío.",
        "Usuario tiene la piel atópica",
        evidence="Tengo la piel atópica",
        speaker="user",
        key="user/piel",
    ),
    # speaker: Nerea's subject left out, the verb in the third person; the scope word "todos" stays.
    _r(
        "es",
        "speaker",
        True,
        "Nerea: Hago submarinismo en Lanzarote todos los veranos 🌊",
        "Hace submarinismo en Lanzarote todos los veranos",
        evidence="Hago submarinismo en Lanzarote todos los veranos",
        speaker="Nerea",
        key="nerea/aficiones",
    ),
    # coordination: the lab's second conjunct with the shared subject; the first act is left out whole.
    _r(
        "es",
        "coordination",
        True,
        "Laboratorio Análisis Sur: Recogimos la muestra el martes y enviamos los resultados a su médico.",
        "enviamos los resultados a su médico",
        evidence="Recogimos la muestra el martes y enviamos los resultados a su médico.",
        key="lab_analisis_sur/paciente_77/resultados",
    ),
    # coordination: the bootcamp's first conjunct with the shared subject; the second is left out whole.
    _r(
        "es",
        "coordination",
        True,
        "Preguntas frecuentes de CodeForja: El bootcamp dura doce semanas y se imparte en remoto.",
        "El bootcamp dura doce semanas",
        evidence="El bootcamp dura doce semanas y se imparte en remoto.",
        key="codeforja/duracion",
    ),
    # parenthetical: who officiates is a descriptive aside; the place of the ceremony stays.
    _r(
        "es",
        "parenthetical",
        True,
        "Funeraria Ceiba: La ceremonia (oficiada por el padre Julián) será en la capilla de San Roque.",
        "La ceremonia será en la capilla de San Roque",
        evidence="La ceremonia (oficiada por el padre Julián) será en la capilla de San Roque.",
        key="funeraria_ceiba/ceremonia/lugar",
    ),
    # parenthetical: a non-restrictive relative clause between commas; the stage's opening time stays.
    _r(
        "es",
        "parenthetical",
        True,
        "Festival Marea: El escenario principal, que este año patrocina una cervecera local, abre a las 17:00.",
        "El escenario principal abre a las 17:00",
        evidence="El escenario principal, que este año patrocina una cervecera local, abre a las 17:00.",
        key="festival_marea/escenario_principal/apertura",
    ),
    # list_item: one dish of the caterer's menu, with the list's head.
    _r(
        "es",
        "list_item",
        True,
        "Catering Olivo - propuesta: El menú incluye gazpacho, croquetas de jamón y tarta de queso.",
        "El menú incluye croquetas de jamón",
        evidence="El menú incluye gazpacho, croquetas de jamón y tarta de queso.",
        key="catering_olivo/menu",
    ),
    # list_item: one language of the dive centre's list, with the place frame that opens the clause.
    _r(
        "es",
        "list_item",
        True,
        "¡Hola! En el centro de buceo hablamos inglés, francés y alemán.",
        "En el centro de buceo hablamos francés",
        evidence="En el centro de buceo hablamos inglés, francés y alemán.",
        key="buceo_azul/idiomas",
    ),
    # subspan: the auction clerk's e-mail address from her signature line.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Ferrer\nDepartamento de Subastas · Inmosubasta Levante\n"
        "lferrer@inmosubasta-levante.es · 963 555 210",
        "lferrer@inmosubasta-levante.es",
        evidence="lferrer@inmosubasta-levante.es",
        key="inmosubasta_levante/lucia_ferrer/email",
    ),
    # subspan: the booking reference after its label `Localizador:`, under a key naming it.
    _r(
        "es",
        "subspan",
        True,
        "Tu reserva de bautismo de buceo está confirmada. Localizador: BZ-77K3Q. Nos vemos el sábado.",
        "BZ-77K3Q",
        evidence="Localizador: BZ-77K3Q.",
        key="reserva_buceo/localizador",
    ),
    # subspan: the festival's ticket page; the key names what the site sells.
    _r(
        "es",
        "subspan",
        True,
        "Las entradas del Festival Marea se venden en https://festivalmarea.es/entradas 🎶",
        "https://festivalmarea.es/entradas",
        evidence="Las entradas del Festival Marea se venden en https://festivalmarea.es/entradas",
        key="festival_marea/web_entradas",
    ),
    # subspan: the pet sitter's own mobile, in her first person, under a key about her.
    _r(
        "es",
        "subspan",
        True,
        "Rocío: Mi móvil es el 644 218 903, escríbeme cuando quieras.",
        "644 218 903",
        evidence="Mi móvil es el 644 218 903",
        speaker="Rocío",
        key="rocio/movil",
    ),
    # subspan: the caterer's invoice total; the aside says VAT is included, a gloss.
    _r(
        "es",
        "subspan",
        True,
        "CATERING OLIVO\nMenú degustación x 30 ... 1.050,00 €\nTotal (IVA incluido): 1.270,50 €",
        "1.270,50 €",
        evidence="Total (IVA incluido): 1.270,50 €",
        key="factura_catering_0412/total",
    ),
    # subspan: the funeral's date and hour, the whole time phrase.
    _r(
        "es",
        "subspan",
        True,
        "Queridos amigos: El funeral será el jueves 14 de enero a las 11:00.",
        "el jueves 14 de enero a las 11:00",
        evidence="El funeral será el jueves 14 de enero a las 11:00.",
        key="funeral_carmen_ruiz/fecha",
    ),
    # subspan: the lab's doctor's name; the key names her role.
    _r(
        "es",
        "subspan",
        True,
        "Laboratorio Análisis Sur. La responsable de su analítica es la doctora Inés Castaño.",
        "Inés Castaño",
        evidence="La responsable de su analítica es la doctora Inés Castaño.",
        key="lab_analisis_sur/responsable_analitica",
    ),
    # subspan: the kernel version from the helpdesk tool's JSON field of the same name.
    _r(
        "es",
        "subspan",
        True,
        'Estado del equipo PC-RRHH-07: {"sistema": "Ubuntu", "version_kernel": "6.8.0-45", "antivirus": "al día"}',
        "6.8.0-45",
        evidence='"version_kernel": "6.8.0-45"',
        key="pc_rrhh_07/kernel_version",
    ),
    # --- negatives ---
    # restriction_drop: "de bicis eléctricas" is dropped; every repair would take a week.
    _r(
        "es",
        "restriction_drop",
        False,
        "Taller Radios: Las reparaciones de bicis eléctricas tardan una semana; el resto, un día.",
        "Las reparaciones tardan una semana",
        evidence="Las reparaciones de bicis eléctricas tardan una semana",
        key="taller_radios/plazo",
    ),
    # restriction_drop: "en vinos de Rioja" is dropped; the members' discount would cover everything.
    _r(
        "es",
        "restriction_drop",
        False,
        "Club Vinoteca Lagar: Los socios tienen un 15% de descuento en vinos de Rioja.",
        "Los socios tienen un 15% de descuento",
        evidence="Los socios tienen un 15% de descuento en vinos de Rioja.",
        key="vinoteca_lagar/descuento_socios",
    ),
    # restriction_drop: "Por las tardes" is dropped; the English classes lose their time frame.
    _r(
        "es",
        "restriction_drop",
        False,
        "Guardería Pompitas: Por las tardes, la guardería ofrece clases de inglés.",
        "la guardería ofrece clases de inglés",
        evidence="Por las tardes, la guardería ofrece clases de inglés.",
        key="guarderia_pompitas/actividades",
    ),
    # wrong_speaker: Sergio holds the skipper's licence, in his own turn, not Nerea.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Nerea: ¿Quién lleva el barco mañana?\nSergio: Yo, tengo el título de patrón desde 2020.",
        "Nerea tiene el título de patrón desde 2020",
        evidence="tengo el título de patrón desde 2020",
        speaker="Nerea",
        key="nerea/titulos",
    ),
    # wrong_speaker: the e-mail is Marta's, given in her turn, not Íñigo's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Íñigo: Te paso el contacto de mi hermana.\nMarta: Hola, mi correo es marta.gil@correo.es",
        "marta.gil@correo.es",
        evidence="mi correo es marta.gil@correo.es",
        speaker="Íñigo",
        key="inigo/correo",
    ),
    # number: the approximator "unos" is dropped; an estimate becomes an exact count.
    _r(
        "es",
        "number",
        False,
        "Hola, Catering Olivo: Esperamos unos 40 invitados en la boda.",
        "Esperamos 40 invitados en la boda",
        evidence="Esperamos unos 40 invitados en la boda.",
        key="boda_gil_romero/invitados",
    ),
    # number: "cuatro" is dropped; the course's dives lose their count.
    _r(
        "es",
        "number",
        False,
        "Buceo Azul: El curso incluye cuatro inmersiones en mar abierto.",
        "El curso incluye inmersiones en mar abierto",
        evidence="El curso incluye cuatro inmersiones en mar abierto.",
        key="buceo_azul/curso_open_water",
    ),
    # attribution: the patient's account becomes the lab's fact.
    _r(
        "es",
        "attribution",
        False,
        "Nota de extracción: Según el paciente, los síntomas empezaron hace dos semanas.",
        "los síntomas empezaron hace dos semanas",
        evidence="Según el paciente, los síntomas empezaron hace dos semanas.",
        key="paciente_77/inicio_sintomas",
    ),
    # attribution: the neighbour's claim becomes the roofer's finding.
    _r(
        "es",
        "attribution",
        False,
        "Visita de obra: El vecino dice que la gotera viene de la chimenea.",
        "la gotera viene de la chimenea",
        evidence="El vecino dice que la gotera viene de la chimenea.",
        key="obra_tejado_112/origen_gotera",
    ),
    # negation: "no" is dropped; the laptop becomes part of the course.
    _r(
        "es",
        "negation",
        False,
        "CodeForja: El curso no incluye el portátil.",
        "El curso incluye el portátil",
        evidence="El curso no incluye el portátil.",
        key="codeforja/material",
    ),
    # negation: "No" is dropped; bringing food in becomes allowed.
    _r(
        "es",
        "negation",
        False,
        "Normas del Festival Marea: No se permite la entrada con comida.",
        "se permite la entrada con comida",
        evidence="No se permite la entrada con comida.",
        key="festival_marea/normas/comida",
    ),
    # condition: "Si la familia lo desea" is dropped; the flowers become a standing service.
    _r(
        "es",
        "condition",
        False,
        "Funeraria Ceiba: Si la familia lo desea, podemos encargarnos de las flores.",
        "podemos encargarnos de las flores",
        evidence="Si la familia lo desea, podemos encargarnos de las flores.",
        key="funeraria_ceiba/flores",
    ),
    # condition: "salvo que la familia esté en casa" is dropped; the overnight stay becomes unconditional.
    _r(
        "es",
        "condition",
        False,
        "Plan de cuidados: La cuidadora se queda a dormir salvo que la familia esté en casa.",
        "La cuidadora se queda a dormir",
        evidence="La cuidadora se queda a dormir salvo que la familia esté en casa.",
        key="cuidados_aurora/pernocta",
    ),
    # scope: "Casi todas" is dropped; every home would be sold with tenants.
    _r(
        "es",
        "scope",
        False,
        "Inmosubasta Levante: Casi todas las viviendas se venden con inquilinos.",
        "las viviendas se venden con inquilinos",
        evidence="Casi todas las viviendas se venden con inquilinos.",
        key="inmosubasta_levante/viviendas",
    ),
    # stitch: the sold-out red from the first sentence joined to the white's arrival from the second.
    _r(
        "es",
        "stitch",
        False,
        "Vinoteca Lagar: El tinto de Toro está agotado. El blanco de Rueda llega el lunes.",
        "El tinto de Toro llega el lunes",
        evidence="El tinto de Toro está agotado. El blanco de Rueda llega el lunes.",
        key="vinoteca_lagar/tinto_toro",
    ),
    # tense: Íñigo was a volunteer; the value makes it present.
    _r(
        "es",
        "tense",
        False,
        "Íñigo: Fui voluntario en una residencia de mayores, por eso conozco el trabajo.",
        "Íñigo es voluntario en una residencia de mayores",
        evidence="Fui voluntario en una residencia de mayores",
        speaker="Íñigo",
        key="inigo/voluntariado",
    ),
    # evidence: the quoted sentence about lunch is not in the daycare's message.
    _r(
        "es",
        "evidence",
        False,
        "Mañana no hay clase por la excursión.",
        "Mañana hay que traer almuerzo",
        evidence="Mañana hay que traer almuerzo.",
        key="guarderia_pompitas/aviso",
    ),
    # parenthetical_restrictive: "(solo para mujeres en tecnología)" restricts who gets the grants.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "CodeForja: Las becas (solo para mujeres en tecnología) cubren el 50% de la matrícula.",
        "Las becas cubren el 50% de la matrícula",
        evidence="Las becas (solo para mujeres en tecnología) cubren el 50% de la matrícula.",
        key="codeforja/becas",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the pet-sitting order's note copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "订单备注：猫咪每天要吃两次处方粮。钥匙放在门口的鞋柜里。",
        "猫咪每天要吃两次处方粮",
        evidence="猫咪每天要吃两次处方粮。",
        key="喂猫订单/备注",
    ),
    # verbatim: the roofing customer's message copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "师傅您好，阳台上方的防水层已经开裂了。周末可以上门吗？",
        "阳台上方的防水层已经开裂了",
        evidence="阳台上方的防水层已经开裂了。",
        key="屋顶维修/问题",
    ),
    # filler: the catering client's voice note loses "嗯，那个，就是" and "呃"; the dish count stays.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是，我们的婚宴菜单，呃，定了八道热菜。",
        "我们的婚宴菜单定了八道热菜",
        evidence="嗯，那个，就是，我们的婚宴菜单，呃，定了八道热菜。",
        key="婚宴/菜单",
    ),
    # filler: the diver's voice note loses "呃", "那个", "嗯" and "哈"; the certificate and "已经" stay.
    _r(
        "zh",
        "filler",
        True,
        "呃，我那个，嗯，已经拿到进阶潜水员证书了哈。",
        "我已经拿到进阶潜水员证书了",
        evidence="呃，我那个，嗯，已经拿到进阶潜水员证书了哈。",
        speaker="小周",
        key="小周/潜水证书",
    ),
    # filler: the helpdesk call transcript loses "就是说" and "啊"; the fault stays.
    _r(
        "zh",
        "filler",
        True,
        "喂，你好，就是说，我的电脑啊，开机以后蓝屏，然后呢就重启了。",
        "我的电脑开机以后蓝屏",
        evidence="就是说，我的电脑啊，开机以后蓝屏",
        speaker="user",
        key="it_ticket_8801/symptom",
    ),
    # speaker: 林晓's first person restated with her name.
    _r(
        "zh",
        "speaker",
        True,
        "林晓：我在一家基因检测实验室做技术员。",
        "林晓在一家基因检测实验室做技术员",
        evidence="我在一家基因检测实验室做技术员。",
        speaker="林晓",
        key="林晓/工作",
    ),
    # speaker: mem0's `用户` for the dermatology patient's `我`.
    _r(
        "zh",
        "speaker",
        True,
        "初诊登记：我对乳胶过敏，检查时请换手套。",
        "用户对乳胶过敏",
        evidence="我对乳胶过敏",
        speaker="user",
        key="user/过敏",
    ),
    # speaker: 陈阿姨's subject left out; the weekday and the place stay.
    _r(
        "zh",
        "speaker",
        True,
        "陈阿姨：我每周二去社区做义工，那天护工不用来。",
        "每周二去社区做义工",
        evidence="我每周二去社区做义工",
        speaker="陈阿姨",
        key="陈阿姨/日常安排",
    ),
    # coordination: the bootcamp's first clause taken whole; "也提供…" is a separate conjunct.
    _r(
        "zh",
        "coordination",
        True,
        "码途训练营：我们提供线上课程，也提供周末线下辅导。",
        "我们提供线上课程",
        evidence="我们提供线上课程，也提供周末线下辅导。",
        key="码途训练营/课程形式",
    ),
    # coordination: the wine's second conjunct with the shared subject; its origin is left out whole.
    _r(
        "zh",
        "coordination",
        True,
        "店员推荐：这款霞多丽产自勃艮第，适合搭配海鲜。",
        "这款霞多丽适合搭配海鲜",
        evidence="这款霞多丽产自勃艮第，适合搭配海鲜。",
        key="醉香酒窖/霞多丽/搭配",
    ),
    # parenthetical: the bracketed aside only locates the stage; the start time stays.
    _r(
        "zh",
        "parenthetical",
        True,
        "音乐节须知：主舞台（靠近南门的那个）晚上七点开演。",
        "主舞台晚上七点开演",
        evidence="主舞台（靠近南门的那个）晚上七点开演。",
        key="音乐节/主舞台/开演时间",
    ),
    # parenthetical: who hosts is an aside between dashes; the hall stays.
    _r(
        "zh",
        "parenthetical",
        True,
        "安排如下：告别仪式——由李师傅主持——定在殡仪馆二号厅。",
        "告别仪式定在殡仪馆二号厅",
        evidence="告别仪式——由李师傅主持——定在殡仪馆二号厅。",
        key="殡葬服务/告别仪式/地点",
    ),
    # list_item: one allergen of the daycare form's list, with its head.
    _r(
        "zh",
        "list_item",
        True,
        "入托登记表 过敏情况：朵朵对芒果、花生和鸡蛋过敏。",
        "朵朵对花生过敏",
        evidence="朵朵对芒果、花生和鸡蛋过敏。",
        key="朵朵/过敏",
    ),
    # list_item: one service of the dermatology clinic's list, with its head.
    _r(
        "zh",
        "list_item",
        True,
        "美肤皮肤科简介：本院提供激光祛斑、痤疮治疗和过敏原检测。",
        "本院提供痤疮治疗",
        evidence="本院提供激光祛斑、痤疮治疗和过敏原检测。",
        key="美肤皮肤科/服务",
    ),
    # subspan: the auction house manager's e-mail from her signature's `邮箱：` line.
    _r(
        "zh",
        "subspan",
        True,
        "此致\n王丽娜 | 客户经理\n鼎信拍卖行\n邮箱：wanglina@dingxin-auction.cn\n电话：021-5555 0137",
        "wanglina@dingxin-auction.cn",
        evidence="邮箱：wanglina@dingxin-auction.cn",
        key="鼎信拍卖行/王丽娜/邮箱",
    ),
    # subspan: the waybill number from the courier SMS, under an English tracking key.
    _r(
        "zh",
        "subspan",
        True,
        "【顺丰】您的自行车配件已发货，运单号SF1423365092871，请注意查收。",
        "SF1423365092871",
        evidence="运单号SF1423365092871",
        key="order_5520/tracking_number",
    ),
    # subspan: the bootcamp's prep-material link; the key names what it is for.
    _r(
        "zh",
        "subspan",
        True,
        "预习资料在这里：https://mattu.dev/prep 有问题群里问😊",
        "https://mattu.dev/prep",
        evidence="预习资料在这里：https://mattu.dev/prep",
        key="码途训练营/预习资料链接",
    ),
    # subspan: the home care agency's night line; the key carries "夜间值班".
    _r(
        "zh",
        "subspan",
        True,
        "安康居家护理 夜间值班电话：0571-8555 2046",
        "0571-8555 2046",
        evidence="夜间值班电话：0571-8555 2046",
        key="安康居家护理/夜间值班电话",
    ),
    # subspan: the wine shop receipt's total on its `合计：` line.
    _r(
        "zh",
        "subspan",
        True,
        "醉香酒窖 小票\n波尔多红 x2  ¥396.00\n霞多丽 x1  ¥132.00\n合计：¥528.00\n微信支付",
        "¥528.00",
        evidence="合计：¥528.00",
        key="receipt_0815/total",
    ),
    # subspan: when the lab report will be issued, the whole date-and-time phrase.
    _r(
        "zh",
        "subspan",
        True,
        "【康检实验室】您的体检报告将于12月18日下午出具，请留意短信。",
        "12月18日下午",
        evidence="您的体检报告将于12月18日下午出具",
        key="体检报告/出具时间",
    ),
    # subspan: the scuba course instructor's name; the key names the relation.
    _r(
        "zh",
        "subspan",
        True,
        "你这期开放水域课的教练是周海洋，明早八点码头见。",
        "周海洋",
        evidence="你这期开放水域课的教练是周海洋",
        key="开放水域课/教练",
    ),
    # subspan: the firmware version from the helpdesk tool's JSON field of the same name.
    _r(
        "zh",
        "subspan",
        True,
        '{"工单": "IT-8803", "设备": "财务部打印服务器", "固件版本": "v3.12.4", "状态": "已解决"}',
        "v3.12.4",
        evidence='"固件版本": "v3.12.4"',
        key="财务部打印服务器/固件版本",
    ),
    # --- negatives ---
    # restriction_drop: "工作日的上午" is dropped; walk-in registration loses its time frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        "美肤皮肤科：工作日的上午可以现场挂号，其他时间请预约。",
        "可以现场挂号",
        evidence="工作日的上午可以现场挂号",
        key="美肤皮肤科/挂号",
    ),
    # restriction_drop: "电动车的" is dropped; every brake-pad change would take three days.
    _r(
        "zh",
        "restriction_drop",
        False,
        "车行通知：电动车的刹车片更换要等三天。",
        "刹车片更换要等三天",
        evidence="电动车的刹车片更换要等三天。",
        key="单车维修/刹车片/等待时间",
    ),
    # restriction_drop: "午睡时" is dropped; the blanket rule loses its time frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        "小树苗托育：午睡时宝宝需要自带小被子。",
        "宝宝需要自带小被子",
        evidence="午睡时宝宝需要自带小被子。",
        key="小树苗托育/物品要求",
    ),
    # wrong_speaker: 阿凯 holds the skipper's licence, in his own turn, not 小周.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小周：明天谁开船？\n阿凯：我，我有船长证。",
        "小周有船长证",
        evidence="我有船长证",
        speaker="小周",
        key="小周/证书",
    ),
    # wrong_speaker: the mobile number is the roommate's, given in the roommate's turn.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "林晓：我把我室友拉进来了。\n室友：你好，我的手机号是13955501234。",
        "13955501234",
        evidence="我的手机号是13955501234",
        speaker="林晓",
        key="林晓/手机号",
    ),
    # number: the approximator "大约" is dropped; an estimate becomes an exact table count.
    _r(
        "zh",
        "number",
        False,
        "婚宴大约订十二桌，具体下周确认。",
        "婚宴订十二桌",
        evidence="婚宴大约订十二桌",
        key="婚宴/桌数",
    ),
    # number: "两次" is dropped; the package's boat dives lose their count.
    _r(
        "zh",
        "number",
        False,
        "蓝礁潜水：体验套餐包含两次船潜。",
        "体验套餐包含船潜",
        evidence="体验套餐包含两次船潜。",
        key="蓝礁潜水/体验套餐",
    ),
    # attribution: the neighbour's claim becomes the roofer's finding.
    _r(
        "zh",
        "attribution",
        False,
        "上门记录：邻居说漏水是从烟囱那边来的。",
        "漏水是从烟囱那边来的",
        evidence="邻居说漏水是从烟囱那边来的。",
        key="屋顶维修/漏水原因",
    ),
    # attribution: the landlord's account becomes the auction house's fact.
    _r(
        "zh",
        "attribution",
        False,
        "拍品说明：据房东说，这套房子去年重新装修过。",
        "这套房子去年重新装修过",
        evidence="据房东说，这套房子去年重新装修过。",
        key="鼎信拍卖行/拍品12/装修",
    ),
    # negation: "不" is dropped; glass bottles become allowed.
    _r(
        "zh",
        "negation",
        False,
        "入场须知：场内不允许携带玻璃瓶。",
        "场内允许携带玻璃瓶",
        evidence="场内不允许携带玻璃瓶。",
        key="音乐节/入场/玻璃瓶",
    ),
    # negation: "不" is dropped; the fee comes to include lodging.
    _r(
        "zh",
        "negation",
        False,
        "码途训练营：学费不包含住宿。",
        "学费包含住宿",
        evidence="学费不包含住宿。",
        key="码途训练营/学费",
    ),
    # condition: "如果家属需要" is dropped; the hearse becomes a standing service.
    _r(
        "zh",
        "condition",
        False,
        "殡葬服务说明：如果家属需要，我们可以安排灵车接送。",
        "我们可以安排灵车接送",
        evidence="如果家属需要，我们可以安排灵车接送。",
        key="殡葬服务/灵车",
    ),
    # condition: "除非家属在家" is dropped; the overnight stay becomes unconditional.
    _r(
        "zh",
        "condition",
        False,
        "护理计划：除非家属在家，护工晚上会留宿。",
        "护工晚上会留宿",
        evidence="除非家属在家，护工晚上会留宿。",
        key="安康居家护理/留宿",
    ),
    # scope: "大部分" is dropped; every imported wine would be opened free.
    _r(
        "zh",
        "scope",
        False,
        "醉香酒窖：大部分进口酒都可以免费开瓶。",
        "进口酒都可以免费开瓶",
        evidence="大部分进口酒都可以免费开瓶。",
        key="醉香酒窖/开瓶服务",
    ),
    # stitch: the small class from the first sentence joined to the big class's teacher from the second.
    _r(
        "zh",
        "stitch",
        False,
        "小树苗托育：小班的老师姓刘。大班的老师姓陈。",
        "小班的老师姓陈",
        evidence="小班的老师姓刘。大班的老师姓陈。",
        key="小树苗托育/小班老师",
    ),
    # tense: "以前" is dropped; 林晓's old job becomes her present one.
    _r(
        "zh",
        "tense",
        False,
        "林晓：我以前在医院检验科上班。",
        "林晓在医院检验科上班",
        evidence="我以前在医院检验科上班。",
        speaker="林晓",
        key="林晓/工作经历",
    ),
    # evidence: the quoted sentence about the spokes is not in the workshop's message.
    _r(
        "zh",
        "evidence",
        False,
        "您的自行车已修好，可以来取了。",
        "后轮的辐条已全部更换",
        evidence="后轮的辐条已全部更换。",
        key="单车维修/维修内容",
    ),
    # parenthetical_restrictive: "（仅限三日通票持有者）" restricts who can buy camping tickets.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "音乐节通知：露营票（仅限三日通票持有者）下周一开售。",
        "露营票下周一开售",
        evidence="露营票（仅限三日通票持有者）下周一开售。",
        key="音乐节/露营票",
    ),
)

BATCH_38: tuple[Realistic, ...] = _EN + _ES + _ZH
