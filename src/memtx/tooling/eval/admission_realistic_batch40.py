"""The realistic set's fortieth batch: a blind measurement of the merged admission rules (issue 31, brief B40).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 by helper b40, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 38 (its docstring and first two records, for the format and the family names). No other batch was opened. No
scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in domains the
earlier batches used little: boat marinas, piano schools, allotment gardens, tyre fitters, wedding photographers,
blood donation centres, language exchanges, escape rooms, opticians, scaffolding firms, choir societies,
locksmiths, surf schools, notaries and pharmacies' home delivery, in several registers (voice-note and voicemail
transcripts with fillers, chats with emoji, support tickets, tool outputs in JSON, e-mail signatures, forms,
receipts, SMS notifications, calendar invites and meeting minutes).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Works weekend shifts at the Northgate blood donation centre`); some keep
one item of a list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a
tracking or booking code, an amount with its currency, a date or time phrase, a person's name or a version number),
filed under a key in the manner of LangGraph's memory tools (`farmacia_san_telmo/pedido_88203/tracking_number`). Key
styles are mixed on purpose: English keys over Spanish and Chinese sources, keys naming an organization and a person
in it (`harbourview_marina/marta_lindqvist/email`), Chinese keys, and mem0's `user/...`.

Counts: 120 records, 40 per language (en, es, zh), each language split alike. Faithful, 22 per language:
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative, 18 per language:
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
evidence 1, parenthetical_restrictive 1. Each record's evidence is copied verbatim from its source, save the three
`evidence` negatives, whose quoted sentence the source does not contain. Nothing here has been scored; the lead
scores the batch once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the tracking URL alone from the pharmacy's delivery SMS; the key names the relation, nothing restricts.
    _r(
        "en",
        "subspan",
        True,
        "Brookside Pharmacy: your prescription delivery is on its way. Track it at "
        "https://track.brooksiderx.co.uk/p/88213 or call 0161 555 0192 with questions.",
        "https://track.brooksiderx.co.uk/p/88213",
        evidence="Track it at https://track.brooksiderx.co.uk/p/88213",
        key="brookside_pharmacy/delivery_88213/tracking_url",
    ),
    # subspan: the coordinator's e-mail from a marina e-mail signature, filed under organization/person/email.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nMarta Lindqvist\nBerth bookings, Harbourview Marina\n"
        "Email: marta.lindqvist@harbourviewmarina.com\nTel: +44 1752 660 418",
        "marta.lindqvist@harbourviewmarina.com",
        evidence="Email: marta.lindqvist@harbourviewmarina.com",
        key="harbourview_marina/marta_lindqvist/email",
    ),
    # subspan: the escape room's booking code alone; the rest of the clause is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for booking! Your booking code for The Locked Library is ESC-7Q42K. Please arrive 15 minutes "
        "early for the briefing.",
        "ESC-7Q42K",
        evidence="Your booking code for The Locked Library is ESC-7Q42K.",
        key="escape_room/locked_library/booking_code",
    ),
    # subspan: the amount with its currency from a tyre fitter's receipt line, under a total_paid key.
    _r(
        "en",
        "subspan",
        True,
        "QuickGrip Tyres - receipt #T-30917\n2x Michelin Primacy 4 205/55 R16 fitted and balanced\n"
        "Total paid: £214.60\nPaid by card. Thank you!",
        "£214.60",
        evidence="Total paid: £214.60",
        key="quickgrip_tyres/receipt_t30917/total_paid",
    ),
    # subspan: the date/time phrase of a choir AGM calendar invite, under a "when" key.
    _r(
        "en",
        "subspan",
        True,
        "Invitation: St Aidan's Choral Society AGM\nWhen: Thursday 14 January 2027, 7:30pm - 9pm\n"
        "Where: St Aidan's church hall\nOrganizer: secretary@staidanschoral.org",
        "Thursday 14 January 2027, 7:30pm - 9pm",
        evidence="When: Thursday 14 January 2027, 7:30pm - 9pm",
        key="st_aidans_choral/agm_2027/when",
    ),
    # subspan: a person's name from allotment committee minutes; the key carries the role and the year.
    _r(
        "en",
        "subspan",
        True,
        "Minutes - Elm Lane Allotments committee, 3 November. Present: 9 members. Item 4: Priya Raman was elected "
        "plot secretary for 2027. Item 5: the water bill will be split equally.",
        "Priya Raman",
        evidence="Priya Raman was elected plot secretary for 2027.",
        key="elm_lane_allotments/plot_secretary_2027",
    ),
    # subspan: a firmware version from a smart-lock tool's JSON output, taken whole.
    _r(
        "en",
        "subspan",
        True,
        '{"vendor": "LockSmart Pro", "device": "front door deadbolt", "firmware": "4.2.17", "battery_pct": 71}',
        "4.2.17",
        evidence='"firmware": "4.2.17"',
        key="locksmart_pro/front_door_deadbolt/firmware_version",
    ),
    # subspan: the instructor's mobile number from a surf school chat, whole, under org/person/mobile.
    _r(
        "en",
        "subspan",
        True,
        "Hey! Kai's mobile is 07700 900 461 🤙 text him if the lesson time needs to move",
        "07700 900 461",
        evidence="Kai's mobile is 07700 900 461",
        key="swell_surf_school/kai/mobile",
    ),
    # filler: a piano-school parent's voice note; only fillers and discourse markers are dropped.
    _r(
        "en",
        "filler",
        True,
        "So, um, Leo's piano lesson is, like, moved to Wednesdays at four, yeah. Okay, bye!",
        "Leo's piano lesson is moved to Wednesdays at four",
        evidence="So, um, Leo's piano lesson is, like, moved to Wednesdays at four, yeah.",
        speaker="Hannah",
        key="allegro_piano/leo/lesson_time",
    ),
    # filler: a donor's voice note; "uh", "so basically" and "um" are dropped, the blood type is kept whole.
    _r(
        "en",
        "filler",
        True,
        "Uh, so basically my blood type is, um, O negative. They said to bring my donor card next time.",
        "my blood type is O negative",
        evidence="Uh, so basically my blood type is, um, O negative.",
        speaker="Tom",
        key="tom/blood_type",
    ),
    # filler: a scaffolder's voicemail; the greeting and "er", "just to say", "um" are dropped.
    _r(
        "en",
        "filler",
        True,
        "Hi, it's Dave from Apex Scaffolding, er, just to say the, um, scaffold at number 12 comes down on Friday. "
        "Cheers.",
        "the scaffold at number 12 comes down on Friday",
        evidence="er, just to say the, um, scaffold at number 12 comes down on Friday.",
        speaker="Dave",
        key="apex_scaffolding/number_12/dismantle_date",
    ),
    # speaker: "I host" restated as "Sofía hosts" (Graphiti style), with verb agreement; nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        "I host a language tandem at the Kingsway library every Tuesday 📚 come along if you speak Spanish!",
        "Sofía hosts a language tandem at the Kingsway library every Tuesday",
        evidence="I host a language tandem at the Kingsway library every Tuesday",
        speaker="Sofía",
    ),
    # speaker: mem0 writes "User wears" for the user's "I wear".
    _r(
        "en",
        "speaker",
        True,
        "I wear varifocal lenses from Clearview Opticians. Can you remind me when my eye test is due?",
        "User wears varifocal lenses from Clearview Opticians",
        evidence="I wear varifocal lenses from Clearview Opticians.",
        speaker="user",
        key="user/eyewear",
    ),
    # speaker: subject elided for the speaker, verb inflected ("I work" -> "Works").
    _r(
        "en",
        "speaker",
        True,
        "I work weekend shifts at the Northgate blood donation centre, so Saturdays are out for me.",
        "Works weekend shifts at the Northgate blood donation centre",
        evidence="I work weekend shifts at the Northgate blood donation centre",
        speaker="Marek",
        key="marek/job",
    ),
    # verbatim: a locksmith ticket's sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket LK-5520 - Keyfast Locksmiths. Customer: I locked myself out of the back door. The spare key is with "
        "my neighbour at number 7.",
        "The spare key is with my neighbour at number 7",
        evidence="The spare key is with my neighbour at number 7.",
        key="keyfast/ticket_lk5520/spare_key",
    ),
    # verbatim: a notary office's requirement copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Notice from Hale & Price Notaries: Documents must be signed in the presence of the notary. Bring photo ID "
        "for every signatory.",
        "Bring photo ID for every signatory",
        evidence="Bring photo ID for every signatory.",
        key="hale_price_notaries/requirements",
    ),
    # coordination: the second conjunct kept with the shared subject restated by name; the first dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "I teach piano on Mondays and accompany the choir on Thursdays, so Fridays are my day off.",
        "Ines accompanies the choir on Thursdays",
        evidence="I teach piano on Mondays and accompany the choir on Thursdays",
        speaker="Ines",
    ),
    # coordination: the first conjunct kept; "and rents kayaks by the hour" is a whole conjunct sharing the subject.
    _r(
        "en",
        "coordination",
        True,
        "Welcome to Harbourview! The marina office sells fuel and rents kayaks by the hour.",
        "The marina office sells fuel",
        evidence="The marina office sells fuel and rents kayaks by the hour.",
        key="harbourview_marina/office_services",
    ),
    # parenthetical: the bracketed aside about who the optometrist is is dropped; the schedule stays whole.
    _r(
        "en",
        "parenthetical",
        True,
        "Clearview Opticians: Dr. Amara Osei (our new optometrist) sees patients on Tuesdays and Fridays.",
        "Dr. Amara Osei sees patients on Tuesdays and Fridays",
        evidence="Dr. Amara Osei (our new optometrist) sees patients on Tuesdays and Fridays.",
        key="clearview_opticians/amara_osei/schedule",
    ),
    # parenthetical: a non-restrictive aside about the photographer dropped from the wedding-day e-mail.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi both! Your photographer, Jonas Berg (he also shot your engagement photos), arrives at the venue at 1pm.",
        "Your photographer, Jonas Berg, arrives at the venue at 1pm",
        evidence="Your photographer, Jonas Berg (he also shot your engagement photos), arrives at the venue at 1pm.",
        key="wedding/photographer_arrival",
    ),
    # list_item: one payment method kept with the list's head and the clause's place.
    _r(
        "en",
        "list_item",
        True,
        "Payments at Clearview Opticians: We accept Visa, Mastercard, Apple Pay and cash at the front desk.",
        "We accept Apple Pay at the front desk",
        evidence="We accept Visa, Mastercard, Apple Pay and cash at the front desk.",
        key="clearview_opticians/payment_methods",
    ),
    # list_item: one item of a plot's list; its number ("two") stays attached.
    _r(
        "en",
        "list_item",
        True,
        "Plot register, Elm Lane Allotments: Plot 14 has courgettes, broad beans, rhubarb and two apple trees.",
        "Plot 14 has two apple trees",
        evidence="Plot 14 has courgettes, broad beans, rhubarb and two apple trees.",
        key="elm_lane_allotments/plot_14/crops",
    ),
    # --- negative ---
    # restriction_drop: "only ... for groups of four or more" dropped; the room is not available to everyone.
    _r(
        "en",
        "restriction_drop",
        False,
        "The Pharaoh's Tomb room is only available for groups of four or more. Smaller groups can try The Locked "
        "Library.",
        "The Pharaoh's Tomb room is available",
        evidence="The Pharaoh's Tomb room is only available for groups of four or more.",
        key="escape_room/pharaohs_tomb/availability",
    ),
    # restriction_drop: "for customers over 65" is an ordinary-word restriction; dropping it widens the claim.
    _r(
        "en",
        "restriction_drop",
        False,
        "Brookside Pharmacy FAQ: Home delivery is free for customers over 65. Others pay £2.50 per delivery.",
        "Home delivery is free",
        evidence="Home delivery is free for customers over 65.",
        key="brookside_pharmacy/delivery_fee",
    ),
    # restriction_drop: the season "between April and October" is a time frame the key does not carry.
    _r(
        "en",
        "restriction_drop",
        False,
        "Harbourview Marina: Visitors can moor on the east pontoon between April and October.",
        "Visitors can moor on the east pontoon",
        evidence="Visitors can moor on the east pontoon between April and October.",
        key="harbourview_marina/visitor_moorings",
    ),
    # wrong_speaker: Ruth's "I'm the soprano section leader" bound to her husband Alan.
    _r(
        "en",
        "wrong_speaker",
        False,
        "I'm the soprano section leader, and my husband Alan sings bass.",
        "Alan is the soprano section leader",
        evidence="I'm the soprano section leader",
        speaker="Ruth",
    ),
    # wrong_speaker: the daughter's need for reading glasses bound to the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My daughter needs glasses for reading; I wear contact lenses.",
        "User needs glasses for reading",
        evidence="My daughter needs glasses for reading",
        speaker="user",
        key="user/eyewear",
    ),
    # number: 12 weeks becomes 16 weeks.
    _r(
        "en",
        "number",
        False,
        "Northgate Donor Centre FAQ: You can give whole blood every 12 weeks. Plasma can be given more often.",
        "You can give whole blood every 16 weeks",
        evidence="You can give whole blood every 12 weeks.",
        key="northgate_donor_centre/whole_blood_interval",
    ),
    # number: the hire period of 6 weeks becomes 8 weeks.
    _r(
        "en",
        "number",
        False,
        "Apex Scaffolding quote: hire of a two-lift scaffold is £850 for 6 weeks, including erection and dismantling.",
        "hire of a two-lift scaffold is £850 for 8 weeks",
        evidence="hire of a two-lift scaffold is £850 for 6 weeks, including erection and dismantling.",
        key="apex_scaffolding/quote/hire",
    ),
    # attribution: "Gary reported that" dropped; the minutes record a report, not a verified fact.
    _r(
        "en",
        "attribution",
        False,
        "Minutes, Elm Lane Allotments: Gary reported that the water troughs on the north side are leaking.",
        "The water troughs on the north side are leaking",
        evidence="Gary reported that the water troughs on the north side are leaking.",
        key="elm_lane_allotments/water_troughs",
    ),
    # attribution: "According to the locksmith" dropped; the claim becomes the source's own.
    _r(
        "en",
        "attribution",
        False,
        "According to the locksmith, the lock on the back door can't be repaired. I'll get a quote for a new one.",
        "The lock on the back door can't be repaired",
        evidence="According to the locksmith, the lock on the back door can't be repaired.",
        speaker="Nadia",
    ),
    # negation: "does not deliver" becomes "delivers".
    _r(
        "en",
        "negation",
        False,
        "Please note: the pharmacy does not deliver on Sundays or bank holidays.",
        "The pharmacy delivers on Sundays",
        evidence="the pharmacy does not deliver on Sundays or bank holidays.",
        key="pharmacy/delivery_days",
    ),
    # negation: "can't make" restated as "can make" under speaker binding.
    _r(
        "en",
        "negation",
        False,
        "I can't make the choir concert on the 12th 😞 work trip",
        "Ines can make the choir concert on the 12th",
        evidence="I can't make the choir concert on the 12th",
        speaker="Ines",
    ),
    # condition: "unless the swell is over two metres" dropped; the lesson is not unconditional.
    _r(
        "en",
        "condition",
        False,
        "Swell Surf School: The surf lesson goes ahead unless the swell is over two metres.",
        "The surf lesson goes ahead",
        evidence="The surf lesson goes ahead unless the swell is over two metres.",
        key="swell_surf_school/lesson_status",
    ),
    # condition: "If the frame is damaged" dropped; free lens replacement is conditional.
    _r(
        "en",
        "condition",
        False,
        "Warranty: If the frame is damaged, we replace the lenses free of charge.",
        "we replace the lenses free of charge",
        evidence="If the frame is damaged, we replace the lenses free of charge.",
        key="clearview_opticians/warranty",
    ),
    # scope: "Some of" dropped; the claim now covers every east-pontoon berth.
    _r(
        "en",
        "scope",
        False,
        "Harbourview Marina: Some of the east pontoon berths have shore power.",
        "The east pontoon berths have shore power",
        evidence="Some of the east pontoon berths have shore power.",
        key="harbourview_marina/east_pontoon/shore_power",
    ),
    # stitch: Kai from the first sentence joined to Mia's class in the second.
    _r(
        "en",
        "stitch",
        False,
        "Kai teaches the beginners' class. Mia teaches the advanced class on Saturdays.",
        "Kai teaches the advanced class on Saturdays",
        evidence="Kai teaches the beginners' class. Mia teaches the advanced class on Saturdays.",
        key="swell_surf_school/kai/classes",
    ),
    # tense: "I taught" (past) restated as "Teaches" (present).
    _r(
        "en",
        "tense",
        False,
        "I taught piano at Allegro School before I moved to Leeds.",
        "Teaches piano at Allegro School",
        evidence="I taught piano at Allegro School",
        speaker="Greta",
        key="greta/job",
    ),
    # evidence: the quoted sentence is not in the source (the source says 10am on weekdays).
    _r(
        "en",
        "evidence",
        False,
        "Opening hours: Our escape rooms open at 10am on weekdays and 9am at weekends.",
        "Our escape rooms open at 9am every day",
        evidence="Our escape rooms open at 9am every day.",
        key="escape_room/opening_hours",
    ),
    # parenthetical_restrictive: the bracket restricts who may park free; dropping it widens the claim.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "QuickGrip Tyres: Free parking is available (for customers with a booked fitting only).",
        "Free parking is available",
        evidence="Free parking is available (for customers with a booked fitting only).",
        key="quickgrip_tyres/parking",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the tracking number from a pharmacy's home-delivery SMS, English key over a Spanish source.
    _r(
        "es",
        "subspan",
        True,
        "Farmacia San Telmo: su pedido a domicilio ha salido. Número de seguimiento: SEUR-4471-88203. Entrega "
        "estimada hoy entre 16:00 y 18:00.",
        "SEUR-4471-88203",
        evidence="Número de seguimiento: SEUR-4471-88203",
        key="farmacia_san_telmo/pedido_88203/tracking_number",
    ),
    # subspan: the e-mail field of a language-exchange sign-up form, filed under org/person/email.
    _r(
        "es",
        "subspan",
        True,
        "Formulario de inscripción - Intercambio de idiomas Tándem Valencia\nNombre: Valeria Quintero\n"
        "Idiomas: español (nativo), inglés (B2)\nCorreo electrónico: valeria.quintero@correo.es",
        "valeria.quintero@correo.es",
        evidence="Correo electrónico: valeria.quintero@correo.es",
        key="tandem_valencia/valeria_quintero/email",
    ),
    # subspan: the instructor's mobile number from a surf school chat, Spanish key.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola! El móvil de Iker es 612 448 903, escríbele por WhatsApp si cambia la hora de la clase 🏄",
        "612 448 903",
        evidence="El móvil de Iker es 612 448 903",
        key="escuela_surf_olas/iker/movil",
    ),
    # subspan: the escape room's booking code alone; the clause only says what the code is.
    _r(
        "es",
        "subspan",
        True,
        "¡Gracias por reservar! Tu código de reserva para La Cripta es CRP-20931. Llega 10 minutos antes.",
        "CRP-20931",
        evidence="Tu código de reserva para La Cripta es CRP-20931.",
        key="escape_room/la_cripta/booking_code",
    ),
    # subspan: the amount with its currency from a tyre fitter's receipt.
    _r(
        "es",
        "subspan",
        True,
        "Neumáticos Ruiz - Ticket 5532\nMontaje y equilibrado de 4 neumáticos\nTotal: 312,40 €\nPagado con tarjeta.",
        "312,40 €",
        evidence="Total: 312,40 €",
        key="neumaticos_ruiz/ticket_5532/total",
    ),
    # subspan: the date/time phrase of a choir rehearsal's calendar invite, Spanish key.
    _r(
        "es",
        "subspan",
        True,
        "Invitación: Ensayo general del Coro Santa Cecilia\nCuándo: sábado 6 de febrero de 2027, de 18:00 a 20:30\n"
        "Dónde: Auditorio municipal",
        "sábado 6 de febrero de 2027, de 18:00 a 20:30",
        evidence="Cuándo: sábado 6 de febrero de 2027, de 18:00 a 20:30",
        key="coro_santa_cecilia/ensayo_general/cuando",
    ),
    # subspan: the wedding gallery's URL from the photographer's chat, taken whole.
    _r(
        "es",
        "subspan",
        True,
        "¡Ya está! La galería de tu boda está en https://galeria.fotosmarinavidal.es/boda-garcia-lopez 📸 "
        "¡Esperamos que os guste!",
        "https://galeria.fotosmarinavidal.es/boda-garcia-lopez",
        evidence="La galería de tu boda está en https://galeria.fotosmarinavidal.es/boda-garcia-lopez",
        key="fotos_marina_vidal/boda_garcia_lopez/gallery_url",
    ),
    # subspan: a person's name from allotment minutes; the key carries the role.
    _r(
        "es",
        "subspan",
        True,
        "Acta de la reunión del huerto urbano La Acequia, 12 de noviembre. Punto 2: Se nombra a Rafael Molina "
        "responsable del riego. Punto 3: ruegos y preguntas.",
        "Rafael Molina",
        evidence="Se nombra a Rafael Molina responsable del riego.",
        key="huerto_la_acequia/responsable_riego",
    ),
    # filler: a parent's voice note; "Eh, bueno, o sea" and "este" are dropped.
    _r(
        "es",
        "filler",
        True,
        "Eh, bueno, o sea, la clase de piano de Martina es, este, los jueves a las cinco. Vale, gracias.",
        "la clase de piano de Martina es los jueves a las cinco",
        evidence="Eh, bueno, o sea, la clase de piano de Martina es, este, los jueves a las cinco.",
        speaker="Carmen",
        key="escuela_piano/martina/horario",
    ),
    # filler: a donor's voice note; "Pues, mira" and "eh" dropped, the blood group kept whole.
    _r(
        "es",
        "filler",
        True,
        "Pues, mira, mi grupo sanguíneo es, eh, A positivo. Me toca donar en marzo.",
        "mi grupo sanguíneo es A positivo",
        evidence="Pues, mira, mi grupo sanguíneo es, eh, A positivo.",
        speaker="Jorge",
        key="jorge/grupo_sanguineo",
    ),
    # filler: a scaffolder's voicemail; "eh, bueno" and "o sea" dropped.
    _r(
        "es",
        "filler",
        True,
        "Hola, soy Paco, de Andamios Levante, eh, bueno, el andamio de la calle Sorní, o sea, se desmonta el lunes. "
        "Un saludo.",
        "el andamio de la calle Sorní se desmonta el lunes",
        evidence="eh, bueno, el andamio de la calle Sorní, o sea, se desmonta el lunes.",
        speaker="Paco",
        key="andamios_levante/calle_sorni/desmontaje",
    ),
    # speaker: "Doy clases" restated as "Valeria da clases", with verb agreement.
    _r(
        "es",
        "speaker",
        True,
        "Doy clases de intercambio de español e inglés los miércoles en el Café Lento ☕ ¡apúntate!",
        "Valeria da clases de intercambio de español e inglés los miércoles en el Café Lento",
        evidence="Doy clases de intercambio de español e inglés los miércoles en el Café Lento",
        speaker="Valeria",
    ),
    # speaker: mem0 writes "Usuario usa" for the user's "Uso".
    _r(
        "es",
        "speaker",
        True,
        "Uso lentes progresivas de Óptica Miramar. ¿Me recuerdas cuándo me toca la revisión?",
        "Usuario usa lentes progresivas de Óptica Miramar",
        evidence="Uso lentes progresivas de Óptica Miramar.",
        speaker="user",
        key="user/gafas",
    ),
    # speaker: subject elided for the speaker, verb inflected ("Trabajo" -> "Trabaja").
    _r(
        "es",
        "speaker",
        True,
        "Trabajo de socorrista en la escuela de surf de Zarautz, así que los fines de semana no estoy libre.",
        "Trabaja de socorrista en la escuela de surf de Zarautz",
        evidence="Trabajo de socorrista en la escuela de surf de Zarautz",
        speaker="Nerea",
        key="nerea/trabajo",
    ),
    # verbatim: the locksmith ticket's problem sentence copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia CE-3308 - Cerrajería Llaves Rápidas. Cliente: Se me ha roto la llave dentro de la cerradura "
        "del portal. Necesito que venga alguien esta tarde.",
        "Se me ha roto la llave dentro de la cerradura del portal",
        evidence="Se me ha roto la llave dentro de la cerradura del portal.",
        key="llaves_rapidas/incidencia_ce3308/problema",
    ),
    # verbatim: the marina notice's opening hours copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Aviso del Puerto Deportivo Las Dunas: La gasolinera del muelle 2 abre de 8:00 a 20:00. Se ruega no "
        "fondear en la bocana.",
        "La gasolinera del muelle 2 abre de 8:00 a 20:00",
        evidence="La gasolinera del muelle 2 abre de 8:00 a 20:00.",
        key="puerto_las_dunas/gasolinera/horario",
    ),
    # coordination: the first conjunct kept with the speaker's subject elided; the second dropped whole.
    _r(
        "es",
        "coordination",
        True,
        "Dirijo el coro de la parroquia y toco el órgano en las bodas del pueblo.",
        "Dirige el coro de la parroquia",
        evidence="Dirijo el coro de la parroquia y toco el órgano en las bodas del pueblo.",
        speaker="Álvaro",
        key="alvaro/actividades",
    ),
    # coordination: the second conjunct kept with its shared subject; "gradúa la vista gratis y" dropped whole.
    _r(
        "es",
        "coordination",
        True,
        "Óptica Miramar gradúa la vista gratis y repara monturas en el momento. Pide cita en la web.",
        "Óptica Miramar repara monturas en el momento",
        evidence="Óptica Miramar gradúa la vista gratis y repara monturas en el momento.",
        key="optica_miramar/servicios",
    ),
    # parenthetical: the aside naming her as the new optometrist dropped; the days stay.
    _r(
        "es",
        "parenthetical",
        True,
        "Óptica Miramar informa: La Dra. Elena Sanz (la nueva optometrista) atiende los lunes y jueves.",
        "La Dra. Elena Sanz atiende los lunes y jueves",
        evidence="La Dra. Elena Sanz (la nueva optometrista) atiende los lunes y jueves.",
        key="optica_miramar/elena_sanz/horario",
    ),
    # parenthetical: a locating aside about the plot dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Reparto de parcelas: El huerto 23 (el del fondo, junto al compostero) lo lleva Manuel.",
        "El huerto 23 lo lleva Manuel",
        evidence="El huerto 23 (el del fondo, junto al compostero) lo lleva Manuel.",
        key="huerto_la_acequia/parcela_23/responsable",
    ),
    # list_item: one payment method kept with the list's head and the clause's place.
    _r(
        "es",
        "list_item",
        True,
        "Escuela de Piano Allegro: Aceptamos Bizum, tarjeta, efectivo y transferencia en recepción.",
        "Aceptamos Bizum en recepción",
        evidence="Aceptamos Bizum, tarjeta, efectivo y transferencia en recepción.",
        key="escuela_piano_allegro/formas_de_pago",
    ),
    # list_item: one item of the speaker's plot; its number ("tres") stays attached.
    _r(
        "es",
        "list_item",
        True,
        "En mi parcela tengo tomates, calabacines, habas y tres olivos.",
        "En mi parcela tengo tres olivos",
        evidence="En mi parcela tengo tomates, calabacines, habas y tres olivos.",
        speaker="Manuel",
    ),
    # --- negative ---
    # restriction_drop: "para mayores de 65 años" dropped; delivery is not free for everyone.
    _r(
        "es",
        "restriction_drop",
        False,
        "Farmacia San Telmo: La entrega a domicilio es gratuita para mayores de 65 años. El resto paga 2,50 €.",
        "La entrega a domicilio es gratuita",
        evidence="La entrega a domicilio es gratuita para mayores de 65 años.",
        key="farmacia_san_telmo/envio",
    ),
    # restriction_drop: the season "de abril a octubre" is a time frame the key does not carry.
    _r(
        "es",
        "restriction_drop",
        False,
        "Puerto Deportivo Las Dunas: Los amarres de visitantes en el pantalán norte se alquilan de abril a octubre.",
        "Los amarres de visitantes en el pantalán norte se alquilan",
        evidence="Los amarres de visitantes en el pantalán norte se alquilan de abril a octubre.",
        key="puerto_las_dunas/amarres_visitantes",
    ),
    # restriction_drop: "para grupos de cuatro personas o más" dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "La sala El Faraón está disponible para grupos de cuatro personas o más.",
        "La sala El Faraón está disponible",
        evidence="La sala El Faraón está disponible para grupos de cuatro personas o más.",
        key="escape_room/el_faraon/availability",
    ),
    # wrong_speaker: the brother's violin bound to the speaker.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hermano Andrés toca el violín; yo canto en el coro.",
        "Rocío toca el violín",
        evidence="Mi hermano Andrés toca el violín",
        speaker="Rocío",
    ),
    # wrong_speaker: the daughter's need for reading glasses bound to the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hija necesita gafas para leer; yo uso lentillas.",
        "Usuario necesita gafas para leer",
        evidence="Mi hija necesita gafas para leer",
        speaker="user",
        key="user/gafas",
    ),
    # number: "cuatro veces" becomes "tres veces".
    _r(
        "es",
        "number",
        False,
        "Centro de Transfusión: Los hombres pueden donar sangre hasta cuatro veces al año; las mujeres, tres.",
        "Los hombres pueden donar sangre hasta tres veces al año",
        evidence="Los hombres pueden donar sangre hasta cuatro veces al año",
        key="centro_transfusion/frecuencia_hombres",
    ),
    # number: the hire period of 4 weeks becomes 6 weeks.
    _r(
        "es",
        "number",
        False,
        "Presupuesto Andamios Levante: el alquiler del andamio cuesta 900 € por 4 semanas, montaje incluido.",
        "el alquiler del andamio cuesta 900 € por 6 semanas",
        evidence="el alquiler del andamio cuesta 900 € por 4 semanas, montaje incluido.",
        key="andamios_levante/presupuesto",
    ),
    # attribution: "Según el cerrajero" dropped; the locksmith's opinion becomes a fact.
    _r(
        "es",
        "attribution",
        False,
        "Según el cerrajero, la cerradura de la puerta trasera no tiene arreglo. Voy a pedir presupuesto.",
        "la cerradura de la puerta trasera no tiene arreglo",
        evidence="Según el cerrajero, la cerradura de la puerta trasera no tiene arreglo.",
        speaker="Lucía",
    ),
    # attribution: "Pilar informó de que" dropped from the minutes.
    _r(
        "es",
        "attribution",
        False,
        "Acta del huerto La Acequia: Pilar informó de que el depósito de agua del sector norte pierde.",
        "el depósito de agua del sector norte pierde",
        evidence="Pilar informó de que el depósito de agua del sector norte pierde.",
        key="huerto_la_acequia/deposito_norte",
    ),
    # negation: "no reparte" becomes "reparte".
    _r(
        "es",
        "negation",
        False,
        "Aviso: La farmacia no reparte los domingos ni festivos.",
        "La farmacia reparte los domingos",
        evidence="La farmacia no reparte los domingos ni festivos.",
        key="farmacia/dias_reparto",
    ),
    # negation: "No puedo ir" restated as "puede ir" under speaker binding.
    _r(
        "es",
        "negation",
        False,
        "No puedo ir al concierto del coro del día 12 😞 tengo viaje de trabajo",
        "Valeria puede ir al concierto del coro del día 12",
        evidence="No puedo ir al concierto del coro del día 12",
        speaker="Valeria",
    ),
    # condition: "salvo que las olas superen los dos metros" dropped.
    _r(
        "es",
        "condition",
        False,
        "Escuela de Surf Olas: La clase de surf se mantiene salvo que las olas superen los dos metros.",
        "La clase de surf se mantiene",
        evidence="La clase de surf se mantiene salvo que las olas superen los dos metros.",
        key="escuela_surf_olas/estado_clase",
    ),
    # condition: "Si la montura está dañada" dropped.
    _r(
        "es",
        "condition",
        False,
        "Garantía: Si la montura está dañada, cambiamos los cristales gratis.",
        "cambiamos los cristales gratis",
        evidence="Si la montura está dañada, cambiamos los cristales gratis.",
        key="optica_miramar/garantia",
    ),
    # scope: "Algunos" replaced by "Los"; the claim now covers every berth.
    _r(
        "es",
        "scope",
        False,
        "Puerto Deportivo Las Dunas: Algunos amarres del pantalán este tienen toma de luz.",
        "Los amarres del pantalán este tienen toma de luz",
        evidence="Algunos amarres del pantalán este tienen toma de luz.",
        key="puerto_las_dunas/pantalan_este/toma_de_luz",
    ),
    # stitch: Iker from the first sentence joined to Nerea's class in the second.
    _r(
        "es",
        "stitch",
        False,
        "Iker da la clase de iniciación. Nerea da la clase avanzada los sábados.",
        "Iker da la clase avanzada los sábados",
        evidence="Iker da la clase de iniciación. Nerea da la clase avanzada los sábados.",
        key="escuela_surf_olas/iker/clases",
    ),
    # tense: "Daba clases" (imperfect) restated as "Da clases" (present).
    _r(
        "es",
        "tense",
        False,
        "Daba clases de piano en la Escuela Allegro antes de mudarme a Bilbao.",
        "Da clases de piano en la Escuela Allegro",
        evidence="Daba clases de piano en la Escuela Allegro",
        speaker="Álvaro",
        key="alvaro/trabajo",
    ),
    # evidence: the quoted sentence is not in the source (the source says 10:00 on weekdays).
    _r(
        "es",
        "evidence",
        False,
        "Horario: Nuestras salas de escape abren a las 10:00 entre semana y a las 9:00 los fines de semana.",
        "salas de escape abren a las 9:00 todos los días",
        evidence="Nuestras salas de escape abren a las 9:00 todos los días.",
        key="escape_room/horario",
    ),
    # parenthetical_restrictive: the bracket restricts free parking to fitting customers.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Neumáticos Ruiz: El aparcamiento es gratuito (solo para clientes con cita de montaje).",
        "El aparcamiento es gratuito",
        evidence="El aparcamiento es gratuito (solo para clientes con cita de montaje).",
        key="neumaticos_ruiz/aparcamiento",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the waybill number from a pharmacy's home-delivery SMS, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        "【康宁大药房】您的送药上门订单已发出，运单号：SF1408827735512，预计今天18:00前送达。",
        "SF1408827735512",
        evidence="运单号：SF1408827735512",
        key="康宁大药房/送药订单/运单号",
    ),
    # subspan: the berth manager's e-mail from a marina e-mail signature, English key over a Chinese source.
    _r(
        "zh",
        "subspan",
        True,
        "此致\n王思远\n蓝湾游艇码头 泊位主管\n邮箱：wang.siyuan@lanwanmarina.cn\n电话：0532-8866 2041",
        "wang.siyuan@lanwanmarina.cn",
        evidence="邮箱：wang.siyuan@lanwanmarina.cn",
        key="lanwan_marina/wang_siyuan/email",
    ),
    # subspan: the instructor's mobile number from a surf school chat, whole.
    _r(
        "zh",
        "subspan",
        True,
        "冲浪课要改时间的话，阿杰的手机是139 1724 5580，直接微信也行 🏄",
        "139 1724 5580",
        evidence="阿杰的手机是139 1724 5580",
        key="浪人冲浪学校/阿杰/手机",
    ),
    # subspan: the escape room's booking code alone.
    _r(
        "zh",
        "subspan",
        True,
        "您在「古墓」密室的预约码为 MS-88317，请提前15分钟到场。",
        "MS-88317",
        evidence="您在「古墓」密室的预约码为 MS-88317",
        key="escape_room/gumu/booking_code",
    ),
    # subspan: the amount with its currency from a tyre shop's receipt.
    _r(
        "zh",
        "subspan",
        True,
        "驰安轮胎 收据 No.20417\n更换轮胎 4 条，动平衡\n合计：¥1,860.00\n支付方式：微信",
        "¥1,860.00",
        evidence="合计：¥1,860.00",
        key="chian_tyres/receipt_20417/total",
    ),
    # subspan: the date/time phrase of a choir AGM calendar invite, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        "会议邀请：海音合唱团年度大会\n时间：2027年1月16日（周六）14:00-16:00\n地点：文化馆三楼排练厅",
        "2027年1月16日（周六）14:00-16:00",
        evidence="时间：2027年1月16日（周六）14:00-16:00",
        key="海音合唱团/年度大会/时间",
    ),
    # subspan: a person's name from community garden minutes; the key carries the role and the year.
    _r(
        "zh",
        "subspan",
        True,
        "社区菜园管理小组会议纪要（11月20日）\n一、通报水费情况。\n二、选举结果：李秀兰当选2027年度菜园协调人。",
        "李秀兰",
        evidence="李秀兰当选2027年度菜园协调人。",
        key="社区菜园/2027年度协调人",
    ),
    # subspan: a firmware version from a smart-lock tool's JSON output, whole.
    _r(
        "zh",
        "subspan",
        True,
        '{"device": "智能门锁 X3", "firmware_version": "v2.8.14", "battery": "62%"}',
        "v2.8.14",
        evidence='"firmware_version": "v2.8.14"',
        key="smartlock_x3/firmware_version",
    ),
    # filler: a parent's voice note; "嗯，那个", "就是" and "呃" are dropped.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，朵朵的钢琴课就是，呃，改到周三下午四点了。好，谢谢老师。",
        "朵朵的钢琴课改到周三下午四点了",
        evidence="嗯，那个，朵朵的钢琴课就是，呃，改到周三下午四点了。",
        speaker="刘女士",
        key="快乐音符钢琴/朵朵/上课时间",
    ),
    # filler: a donor's voice note; "呃", "嗯" and "对" dropped, the blood type kept whole.
    _r(
        "zh",
        "filler",
        True,
        "呃，我的血型是，嗯，O型阴性，对。下次献血记得带献血证。",
        "我的血型是O型阴性",
        evidence="呃，我的血型是，嗯，O型阴性，对。",
        speaker="张伟",
        key="张伟/血型",
    ),
    # filler: a scaffolder's voicemail; "那个，就是说" dropped.
    _r(
        "zh",
        "filler",
        True,
        "喂，我是恒达脚手架的老周啊，那个，就是说，12号楼的脚手架周五拆。有事打我电话。",
        "12号楼的脚手架周五拆",
        evidence="那个，就是说，12号楼的脚手架周五拆。",
        speaker="老周",
        key="恒达脚手架/12号楼/拆除时间",
    ),
    # speaker: "我" restated as the speaker's name (Graphiti style).
    _r(
        "zh",
        "speaker",
        True,
        "我每周二晚上在市图书馆组织中英语言交换活动 📚 欢迎大家来玩！",
        "林悦每周二晚上在市图书馆组织中英语言交换活动",
        evidence="我每周二晚上在市图书馆组织中英语言交换活动",
        speaker="林悦",
    ),
    # speaker: mem0 writes "用户" for the user's "我".
    _r(
        "zh",
        "speaker",
        True,
        "我戴的是明视眼镜店配的渐进多焦点镜片。麻烦提醒我什么时候该复查。",
        "用户戴的是明视眼镜店配的渐进多焦点镜片",
        evidence="我戴的是明视眼镜店配的渐进多焦点镜片。",
        speaker="user",
        key="user/眼镜",
    ),
    # speaker: subject elided for the speaker.
    _r(
        "zh",
        "speaker",
        True,
        "我在城北献血站做周末志愿者，所以周六一般没空。",
        "在城北献血站做周末志愿者",
        evidence="我在城北献血站做周末志愿者",
        speaker="赵磊",
        key="赵磊/志愿服务",
    ),
    # verbatim: the locksmith ticket's sentence copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "工单 KS-6612｜安心开锁\n客户留言：我把钥匙锁在车里了。车停在小区东门停车场。",
        "车停在小区东门停车场",
        evidence="车停在小区东门停车场。",
        key="安心开锁/工单KS-6612/车辆位置",
    ),
    # verbatim: the notary office's hours copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "公证处提示：所有签字人须本人到场并携带身份证原件。办理时间为工作日9:00-17:00。",
        "办理时间为工作日9:00-17:00",
        evidence="办理时间为工作日9:00-17:00。",
        key="公证处/办理时间",
    ),
    # coordination: the second conjunct kept with the shared subject restated by name.
    _r(
        "zh",
        "coordination",
        True,
        "我周一教钢琴，周四给合唱团伴奏。",
        "周敏周四给合唱团伴奏",
        evidence="我周一教钢琴，周四给合唱团伴奏。",
        speaker="周敏",
    ),
    # coordination: the first conjunct kept; "也按小时出租皮划艇" is a whole conjunct sharing the subject.
    _r(
        "zh",
        "coordination",
        True,
        "欢迎来到蓝湾！码头办公室出售燃油，也按小时出租皮划艇。",
        "码头办公室出售燃油",
        evidence="码头办公室出售燃油，也按小时出租皮划艇。",
        key="lanwan_marina/office_services",
    ),
    # parenthetical: the bracketed aside about who the optometrist is dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "明视眼镜店通知：陈医生（新来的验光师）每周二和周五坐诊。",
        "陈医生每周二和周五坐诊",
        evidence="陈医生（新来的验光师）每周二和周五坐诊。",
        key="明视眼镜店/陈医生/坐诊时间",
    ),
    # parenthetical: a non-restrictive aside identifying the photographer dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "婚礼当天安排：摄影师刘洋（也就是给你们拍订婚照的那位）下午一点到场。",
        "摄影师刘洋下午一点到场",
        evidence="摄影师刘洋（也就是给你们拍订婚照的那位）下午一点到场。",
        key="wedding/photographer_arrival",
    ),
    # list_item: one payment method kept with the list's head and the clause's verb.
    _r(
        "zh",
        "list_item",
        True,
        "快乐音符钢琴学校：前台可以用微信、支付宝、银行卡和现金付款。",
        "前台可以用支付宝付款",
        evidence="前台可以用微信、支付宝、银行卡和现金付款。",
        key="快乐音符钢琴/付款方式",
    ),
    # list_item: one item of the speaker's plot; its number ("两棵") stays attached.
    _r(
        "zh",
        "list_item",
        True,
        "我的地里种了黄瓜、豆角、韭菜和两棵枣树。",
        "我的地里种了两棵枣树",
        evidence="我的地里种了黄瓜、豆角、韭菜和两棵枣树。",
        speaker="老孙",
    ),
    # --- negative ---
    # restriction_drop: "65岁以上的顾客" dropped; free delivery is not for everyone.
    _r(
        "zh",
        "restriction_drop",
        False,
        "康宁大药房：65岁以上的顾客送药上门免运费，其他顾客每单收取5元。",
        "送药上门免运费",
        evidence="65岁以上的顾客送药上门免运费",
        key="康宁大药房/运费",
    ),
    # restriction_drop: the season "在4月至10月" is a time frame the key does not carry.
    _r(
        "zh",
        "restriction_drop",
        False,
        "蓝湾游艇码头：东侧浮码头的访客泊位在4月至10月开放。",
        "东侧浮码头的访客泊位开放",
        evidence="东侧浮码头的访客泊位在4月至10月开放。",
        key="lanwan_marina/visitor_berths",
    ),
    # restriction_drop: "4人以上团队" dropped; the room takes only larger groups.
    _r(
        "zh",
        "restriction_drop",
        False,
        "「古墓」主题房接受4人以上团队预约。",
        "「古墓」主题房接受预约",
        evidence="「古墓」主题房接受4人以上团队预约。",
        key="escape_room/gumu/availability",
    ),
    # wrong_speaker: the brother's violin bound to the speaker.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我哥哥吴强拉小提琴，我在合唱团唱女高音。",
        "吴芳拉小提琴",
        evidence="我哥哥吴强拉小提琴",
        speaker="吴芳",
    ),
    # wrong_speaker: the daughter's need for reading glasses bound to the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我女儿需要配一副看书用的眼镜，我自己戴隐形眼镜。",
        "用户需要配一副看书用的眼镜",
        evidence="我女儿需要配一副看书用的眼镜",
        speaker="user",
        key="user/眼镜",
    ),
    # number: 6 months becomes 3 months.
    _r(
        "zh",
        "number",
        False,
        "献血须知：两次全血献血间隔不少于6个月。",
        "两次全血献血间隔不少于3个月",
        evidence="两次全血献血间隔不少于6个月。",
        key="献血站/全血间隔",
    ),
    # number: the hire period of 6 weeks becomes 8 weeks.
    _r(
        "zh",
        "number",
        False,
        "恒达脚手架报价：脚手架租金为每6周4500元，含搭设和拆除。",
        "脚手架租金为每8周4500元",
        evidence="脚手架租金为每6周4500元，含搭设和拆除。",
        key="恒达脚手架/报价",
    ),
    # attribution: "据锁匠说" dropped; the locksmith's opinion becomes a fact.
    _r(
        "zh",
        "attribution",
        False,
        "据锁匠说，后门的锁已经没法修了。我再问问换新锁要多少钱。",
        "后门的锁已经没法修了",
        evidence="据锁匠说，后门的锁已经没法修了。",
        speaker="何静",
    ),
    # attribution: "王建国反映" dropped from the minutes.
    _r(
        "zh",
        "attribution",
        False,
        "会议纪要：王建国反映北区的水箱漏水。",
        "北区的水箱漏水",
        evidence="王建国反映北区的水箱漏水。",
        key="社区菜园/北区水箱",
    ),
    # negation: "不送货" becomes "送货".
    _r(
        "zh",
        "negation",
        False,
        "温馨提示：药房周日不送货。",
        "药房周日送货",
        evidence="药房周日不送货。",
        key="药房/送货时间",
    ),
    # negation: "不能参加" restated as "能参加" under speaker binding.
    _r(
        "zh",
        "negation",
        False,
        "我不能参加12号的合唱音乐会 😞 要出差",
        "林悦能参加12号的合唱音乐会",
        evidence="我不能参加12号的合唱音乐会",
        speaker="林悦",
    ),
    # condition: "除非浪高超过两米" dropped.
    _r(
        "zh",
        "condition",
        False,
        "浪人冲浪学校：除非浪高超过两米，冲浪课照常进行。",
        "冲浪课照常进行",
        evidence="除非浪高超过两米，冲浪课照常进行。",
        key="浪人冲浪学校/课程状态",
    ),
    # condition: "如果镜架损坏" dropped.
    _r(
        "zh",
        "condition",
        False,
        "保修说明：如果镜架损坏，我们免费更换镜片。",
        "我们免费更换镜片",
        evidence="如果镜架损坏，我们免费更换镜片。",
        key="明视眼镜店/保修",
    ),
    # scope: "部分" dropped; the claim now covers every berth.
    _r(
        "zh",
        "scope",
        False,
        "蓝湾游艇码头：东侧浮码头的部分泊位有岸电。",
        "东侧浮码头的泊位有岸电",
        evidence="东侧浮码头的部分泊位有岸电。",
        key="lanwan_marina/east_pontoon/shore_power",
    ),
    # stitch: 阿杰 from the first sentence joined to 小美's Saturday class in the second.
    _r(
        "zh",
        "stitch",
        False,
        "阿杰教初级班。小美周六教高级班。",
        "阿杰周六教高级班",
        evidence="阿杰教初级班。小美周六教高级班。",
        key="浪人冲浪学校/阿杰/课程",
    ),
    # tense: "以前" dropped; a past job restated as a present one.
    _r(
        "zh",
        "tense",
        False,
        "我以前在快乐音符钢琴学校教琴，后来搬到杭州了。",
        "在快乐音符钢琴学校教琴",
        evidence="我以前在快乐音符钢琴学校教琴",
        speaker="周敏",
        key="周敏/工作",
    ),
    # evidence: the quoted sentence is not in the source (the source says 10am on weekdays).
    _r(
        "zh",
        "evidence",
        False,
        "营业时间：我们的密室工作日上午10点开门，周末上午9点开门。",
        "密室每天上午9点开门",
        evidence="我们的密室每天上午9点开门。",
        key="escape_room/营业时间",
    ),
    # parenthetical_restrictive: the bracket restricts free parking to booked customers.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "驰安轮胎：店内提供免费停车（仅限预约换胎的客户）。",
        "店内提供免费停车",
        evidence="店内提供免费停车（仅限预约换胎的客户）。",
        key="chian_tyres/parking",
    ),
)

BATCH_40: tuple[Realistic, ...] = _EN + _ES + _ZH
