"""The realistic set's forty-seventh batch: a blind measurement of the merged admission rules (issue 31, brief BLIND).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b47, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in the domains
this batch was given: pharmacies' vaccination clinics, bike repair shops, community theatre groups, coworking cafés,
moving companies, language schools, plumbing emergencies, wedding florists, youth football clubs, hotel concierges,
used-car dealers and veterinary hospitals, in the registers voice-note transcripts with fillers, chats with emoji,
support tickets, tool outputs in JSON, e-mail signatures, web forms, receipts, SMS notifications, calendar invites
and meeting minutes.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Moving from Leeds to Bristol at the end of the month`); some keep one item
of a list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a booking
or order code, an amount with its currency, a date or time phrase, a person's name or a version number), filed under
a key in the manner of LangGraph's memory tools (`swift_move/quote/id`). Key styles are mixed on purpose: English
keys over Spanish and Chinese sources, keys naming an organization and a person in it
(`petal_and_stem/priya_nair/email`), Chinese keys, and mem0-style `user/...` keys.

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
    # subspan: the florist's e-mail from her signature; the line's label is what the key's relation (email) names.
    _r(
        "en",
        "subspan",
        True,
        "Warm wishes,\nPriya Nair\nLead Florist, Petal & Stem Weddings\nEmail: priya@petalandstem.com\n"
        "Studio: +44 20 7946 0381",
        "priya@petalandstem.com",
        evidence="Email: priya@petalandstem.com",
        speaker="Priya Nair",
        key="petal_and_stem/priya_nair/email",
    ),
    # subspan: the flu-jab booking reference alone from a pharmacy SMS; nothing in the span restricts the code.
    _r(
        "en",
        "subspan",
        True,
        "BootsWell Pharmacy: Your flu jab is booked for Thu 16 Oct at 10:40. Ref VX-20931. Reply C to cancel.",
        "VX-20931",
        evidence="Ref VX-20931.",
        key="bootswell/flu_jab/booking_ref",
    ),
    # subspan: the quote id from a moving company's JSON tool output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"quote_id": "MV-55817", "company": "Swift Move Ltd", "total_gbp": 1240.00, "move_date": "2026-11-21", '
        '"crew_size": 3}',
        "MV-55817",
        evidence='"quote_id": "MV-55817"',
        key="swift_move/quote/id",
    ),
    # subspan: the amount paid on a bike-repair receipt, with its currency; "TOTAL PAID" is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "Spoke & Sprocket Cycle Repairs\nFull service ........ £65.00\nBrake cable ........ £8.50\n"
        "TOTAL PAID £73.50\nVisa ****4821  12/10/2026 16:05",
        "£73.50",
        evidence="TOTAL PAID £73.50",
        key="spoke_sprocket/last_service/total_paid",
    ),
    # subspan: the date-and-time phrase of a theatre group's calendar invite, whole; the key names the "When" slot.
    _r(
        "en",
        "subspan",
        True,
        "Title: Tech rehearsal – Blithe Spirit\nWhen: Saturday 8 November 2026, 18:30–22:00\n"
        "Where: St Mary's Hall, Hove\nOrganizer: hove.players@gmail.com\nBring your scripts and a torch.",
        "Saturday 8 November 2026, 18:30–22:00",
        evidence="When: Saturday 8 November 2026, 18:30–22:00",
        key="hove_players/tech_rehearsal/when",
    ),
    # subspan: a version number from a vet hospital's support ticket; "is now on version" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Ticket #VH-7731 (Portal login issue)\nStatus: Pending customer\nAgent note: Client portal is now on "
        "version 4.12.3. Asked Mrs Hale to clear her browser cache and try again.",
        "4.12.3",
        evidence="Client portal is now on version 4.12.3.",
        key="oakfield_vets/client_portal/version",
    ),
    # subspan: a lead's phone number from a used-car dealer's web form; the form label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "New enquiry via northwaymotors.co.uk\nName: Daniel Okafor\nPhone: 07700 900412\n"
        "Vehicle of interest: 2019 Skoda Octavia Estate\nPart exchange: Yes (2014 Ford Focus)\n"
        "Preferred contact: Phone",
        "07700 900412",
        evidence="Phone: 07700 900412",
        key="northway_motors/lead/daniel_okafor/phone",
    ),
    # subspan: the kit order form's URL from a coach's group chat; the deadline lies outside the evidence span.
    _r(
        "en",
        "subspan",
        True,
        "Coach Dan: Hi all 👋 new kit order form is here: https://forms.fieldside.app/riverside-u11-kit 🙌 "
        "please fill it in by Friday!!",
        "https://forms.fieldside.app/riverside-u11-kit",
        evidence="new kit order form is here: https://forms.fieldside.app/riverside-u11-kit",
        speaker="Coach Dan",
        key="riverside_u11/kit_order_form/url",
    ),
    # filler: a voice note to an emergency plumber; "like" is a filler, the rest of the clause is kept in order.
    _r(
        "en",
        "filler",
        True,
        "Uh, hi, so, um, the leak is, like, under the kitchen sink, and it's coming out pretty fast now. "
        "Can someone call me back?",
        "The leak is under the kitchen sink",
        evidence="the leak is, like, under the kitchen sink",
        speaker="Megan",
    ),
    # filler: "So, um, basically" are discourse fillers in a voice note to a language school; the clause is whole.
    _r(
        "en",
        "filler",
        True,
        "Hi, this is Greg. So, um, basically I'm looking for an evening Spanish class. I work days, you know, "
        "so mornings are out.",
        "I'm looking for an evening Spanish class",
        evidence="So, um, basically I'm looking for an evening Spanish class.",
        speaker="Greg",
    ),
    # filler: "Honestly", "like" and the emoji dropped from a chat about a vet visit; "yesterday" is kept.
    _r(
        "en",
        "filler",
        True,
        "Honestly the team at Oakfield were, like, amazing with Biscuit yesterday 😭🐶 thank you all",
        "The team at Oakfield were amazing with Biscuit yesterday",
        evidence="Honestly the team at Oakfield were, like, amazing with Biscuit yesterday",
    ),
    # speaker: "I work" restated with the speaker's name and agreeing verb; the days are kept.
    _r(
        "en",
        "speaker",
        True,
        "tom: I work from the Bean Desk café on Tuesdays and Thursdays ☕ their wifi is actually decent",
        "Tom Reyes works from the Bean Desk café on Tuesdays and Thursdays",
        evidence="I work from the Bean Desk café on Tuesdays and Thursdays",
        speaker="Tom Reyes",
    ),
    # speaker: mem0's `User` for the guest who speaks to a hotel concierge; "I'm allergic" becomes "User is allergic".
    _r(
        "en",
        "speaker",
        True,
        "I'm allergic to shellfish, so could you please let the restaurant know before tonight's booking?",
        "User is allergic to shellfish",
        evidence="I'm allergic to shellfish",
        speaker="user",
    ),
    # speaker: the subject dropped for the speaker of a voice note to a removals firm; the time phrase is kept.
    _r(
        "en",
        "speaker",
        True,
        "Hiya, it's Aisha. I'm moving from Leeds to Bristol at the end of the month and wanted a quote for a "
        "two-bed flat.",
        "Moving from Leeds to Bristol at the end of the month",
        evidence="I'm moving from Leeds to Bristol at the end of the month",
        speaker="Aisha",
        key="aisha/upcoming_move",
    ),
    # verbatim: a decision copied whole from a theatre committee's minutes, its reporting frame included.
    _r(
        "en",
        "verbatim",
        True,
        "Hove Players committee, minutes of 2 Sept\n3. Casting: The committee agreed that auditions for Blithe "
        "Spirit will be held on 12 and 13 September.\n4. AOB: none.",
        "The committee agreed that auditions for Blithe Spirit will be held on 12 and 13 September.",
        evidence="The committee agreed that auditions for Blithe Spirit will be held on 12 and 13 September.",
    ),
    # verbatim: the customer's report copied whole from a used-car dealer's ticket.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #NM-1184 | Aftersales\nThe customer reports that the check-engine light came on two days after "
        "purchase. Booked into workshop for diagnostics on Monday.",
        "The customer reports that the check-engine light came on two days after purchase.",
        evidence="The customer reports that the check-engine light came on two days after purchase.",
    ),
    # coordination: the second conjunct kept with the shared subject "We"; the first conjunct is whole and dropped.
    _r(
        "en",
        "coordination",
        True,
        "Hi Sam, your bike is ready to collect. We trued the rear wheel and replaced both brake pads. "
        "Open till 6 today.",
        "We replaced both brake pads",
        evidence="We trued the rear wheel and replaced both brake pads.",
        key="spoke_sprocket/sam/last_repair",
    ),
    # coordination: "Luna ... is recovering well at home" keeps its subject; the first conjunct is left out whole.
    _r(
        "en",
        "coordination",
        True,
        "Update from Oakfield Veterinary Hospital: Luna was spayed on Monday and is recovering well at home. "
        "Stitches out in 10 days.",
        "Luna is recovering well at home",
        evidence="Luna was spayed on Monday and is recovering well at home.",
    ),
    # parenthetical: the bracketed hours-per-week aside is non-restrictive; the start date is kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Dear Greg,\nThank you for your enquiry. Our intensive course (20 hours per week) starts on 5 January. "
        "Evening classes start a week later.\nBest,\nLinguaHub Admissions",
        "Our intensive course starts on 5 January",
        evidence="Our intensive course (20 hours per week) starts on 5 January.",
    ),
    # parenthetical: a non-restrictive "which ..." clause between commas dropped; the bouquet's flowers are kept.
    _r(
        "en",
        "parenthetical",
        True,
        "The bridal bouquet, which Priya designed last spring, uses white peonies and eucalyptus. "
        "Buttonholes to match.",
        "The bridal bouquet uses white peonies and eucalyptus",
        evidence="The bridal bouquet, which Priya designed last spring, uses white peonies and eucalyptus.",
    ),
    # list_item: one vaccination from the pharmacy's list, with the shared verb and head noun.
    _r(
        "en",
        "list_item",
        True,
        "At our Tuesday clinic we offer flu, COVID-19, shingles and travel vaccinations. No appointment needed "
        "for flu.",
        "We offer shingles vaccinations",
        evidence="we offer flu, COVID-19, shingles and travel vaccinations.",
        key="bootswell/tuesday_clinic/vaccinations",
    ),
    # list_item: one item of the moving quote's inclusions; leaving the others out changes nothing about it.
    _r(
        "en",
        "list_item",
        True,
        "Swift Move Ltd – Quote MV-55817\nThe quote includes packing materials, two movers, a 7.5-tonne van and "
        "furniture disassembly.\nValid for 30 days.",
        "The quote includes furniture disassembly",
        evidence="The quote includes packing materials, two movers, a 7.5-tonne van and furniture disassembly.",
        key="swift_move/quote/MV-55817/inclusions",
    ),
    # --- negative ---
    # restriction_drop: "On weekdays before 10am" restricts the free coffee; the value makes it unconditional.
    _r(
        "en",
        "restriction_drop",
        False,
        "House rules 📌 On weekdays before 10am, the café gives members a free filter coffee. Hot desks are first "
        "come, first served.",
        "The café gives members a free filter coffee",
        evidence="On weekdays before 10am, the café gives members a free filter coffee.",
        key="bean_desk/member_perks",
    ),
    # restriction_drop: the price holds only "after midnight"; the value states it for every emergency consultation.
    _r(
        "en",
        "restriction_drop",
        False,
        "Out-of-hours fees: emergency consultations after midnight cost £180. Before midnight the fee is £120.",
        "Emergency consultations cost £180",
        evidence="emergency consultations after midnight cost £180.",
        key="oakfield_vets/fees/emergency_consultation",
    ),
    # restriction_drop: late checkout is "for Gold members" only; the value drops who it is available to.
    _r(
        "en",
        "restriction_drop",
        False,
        "Concierge: Good evening Mr Lowe! Late checkout until 2pm is available for Gold members – shall I add it?",
        "Late checkout until 2pm is available",
        evidence="Late checkout until 2pm is available for Gold members",
        key="harbour_hotel/late_checkout",
    ),
    # wrong_speaker: Ana plays Madame Arcati, but the extractor bound her "I'm playing" to Luis.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Ana: I'm playing Madame Arcati 🎭🔮\nLuis: I'm on lights again lol 💡",
        "Luis is playing Madame Arcati",
        evidence="I'm playing Madame Arcati",
        speaker="Luis",
    ),
    # wrong_speaker: "I'm Pierre" is the concierge's line, not the guest's; binding it to the user is wrong.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Guest: Could you book a table for two at 8 somewhere near the harbour?\n"
        "Concierge: Of course! I'm Pierre, I'll confirm within the hour.",
        "User is Pierre",
        evidence="I'm Pierre",
        speaker="user",
    ),
    # number: "two" belongs to the U9s; the value pairs it with the U13s, where Sarah has one child.
    _r(
        "en",
        "number",
        False,
        "Sarah: I have two kids in the U9s and one in the U13s, so Saturday mornings are chaos 😅",
        "Sarah has two kids in the U13s",
        evidence="I have two kids in the U9s and one in the U13s",
        speaker="Sarah",
    ),
    # number: the mileage is 48,000 in the listing; the value writes 84,000.
    _r(
        "en",
        "number",
        False,
        "2019 Skoda Octavia Estate 1.5 TSI SE. The Octavia has done 48,000 miles with full service history.",
        "The Octavia has done 84,000 miles",
        evidence="The Octavia has done 48,000 miles with full service history.",
        key="northway_motors/stock/octavia_2019/mileage",
    ),
    # attribution: the previous owner's claim is stated as a fact about the car.
    _r(
        "en",
        "attribution",
        False,
        "Salesperson note: The previous owner claimed the cambelt was changed at 60k, but there's no receipt.",
        "The cambelt was changed at 60k",
        evidence="The previous owner claimed the cambelt was changed at 60k",
        key="northway_motors/stock/octavia_2019/cambelt",
    ),
    # attribution: what the neighbour reckons is stored as where the stopcock is.
    _r(
        "en",
        "attribution",
        False,
        "So, um, my neighbour reckons the stopcock is behind the boiler, but I can't find it anywhere.",
        "The stopcock is behind the boiler",
        evidence="my neighbour reckons the stopcock is behind the boiler",
        speaker="Megan",
        key="megan/home/stopcock_location",
    ),
    # negation: "is not allowed" lost its negator; the value permits what the vet forbids.
    _r(
        "en",
        "negation",
        False,
        "Pre-op instructions: Biscuit is not allowed to eat anything after 8pm tonight. Water is fine until 7am.",
        "Biscuit is allowed to eat anything after 8pm tonight",
        evidence="Biscuit is not allowed to eat anything after 8pm tonight.",
    ),
    # negation: "don't move" became "move"; the firm says it does not take pianos.
    _r(
        "en",
        "negation",
        False,
        "Thanks for your message! We don't move pianos or pool tables, but we can recommend a specialist.",
        "We move pianos or pool tables",
        evidence="We don't move pianos or pool tables",
        key="swift_move/services",
    ),
    # condition: the waiver holds only "If the engineer finds a burst pipe"; the value drops the condition.
    _r(
        "en",
        "condition",
        False,
        "FlowFix: Engineer Kev is on his way, ETA 45 min. If the engineer finds a burst pipe, the call-out fee of £95 "
        "is waived.",
        "The call-out fee of £95 is waived",
        evidence="If the engineer finds a burst pipe, the call-out fee of £95 is waived.",
        key="flowfix/job/callout_fee",
    ),
    # condition: "Unless 6 students enrol" is dropped; the value says the class will be cancelled outright.
    _r(
        "en",
        "condition",
        False,
        "Minutes, staff meeting 14/10: Unless 6 students enrol by Friday, the Japanese evening class will be "
        "cancelled. Maria to email the waiting list.",
        "The Japanese evening class will be cancelled",
        evidence="Unless 6 students enrol by Friday, the Japanese evening class will be cancelled.",
        key="linguahub/japanese_evening/status",
    ),
    # scope: "Some of our branches" narrowed to none; the value claims every branch offers walk-ins.
    _r(
        "en",
        "scope",
        False,
        "Some of our branches offer walk-in COVID boosters. Check the branch finder before you travel.",
        "Our branches offer walk-in COVID boosters",
        evidence="Some of our branches offer walk-in COVID boosters.",
        key="bootswell/covid_boosters/walk_in",
    ),
    # stitch: "Jake" from one sentence joined to Mia's predicate from the next.
    _r(
        "en",
        "stitch",
        False,
        "Committee minutes – Riverside Youth FC\nCoaching: Jake will coach the U9s. Mia takes over the U12 girls' "
        "team. Both need DBS renewals.",
        "Jake takes over the U12 girls' team",
        evidence="Jake will coach the U9s. Mia takes over the U12 girls' team.",
    ),
    # tense: "used to run" is past habit; the value restates it as a present fact.
    _r(
        "en",
        "tense",
        False,
        "tom: I used to run a design studio out of the Bean Desk, now I'm mostly freelance from home 🏠",
        "Tom runs a design studio out of the Bean Desk",
        evidence="I used to run a design studio out of the Bean Desk",
        speaker="Tom Reyes",
    ),
    # evidence: the quoted delivery sentence is nowhere in the florist's e-mail.
    _r(
        "en",
        "evidence",
        False,
        "Hi Emma and Jack,\nThe order includes ten table centrepieces and the church arch. Final payment is due "
        "14 days before the wedding.\nWarm wishes,\nPriya",
        "We will deliver the flowers to the church by 9am",
        evidence="We will deliver the flowers to the church by 9am.",
        key="petal_and_stem/emma_jack/delivery_time",
    ),
    # parenthetical_restrictive: the bracket limits the offer to bikes bought in store; dropping it widens it.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Spoke & Sprocket: Free puncture repairs (for bikes bought in store) until the end of the year!",
        "Free puncture repairs until the end of the year",
        evidence="Free puncture repairs (for bikes bought in store) until the end of the year!",
        key="spoke_sprocket/offers/puncture_repairs",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the coordinator's phone from her e-mail signature; the "Tel.:" label is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLaura Méndez\nCoordinadora académica · Academia Babel Valencia\nTel.: +34 961 23 45 67\n"
        "laura.mendez@academiababel.es",
        "+34 961 23 45 67",
        evidence="Tel.: +34 961 23 45 67",
        speaker="Laura Méndez",
        key="academia_babel/laura_mendez/telefono",
    ),
    # subspan: the vaccination booking code from a pharmacy SMS; nothing in the span restricts it.
    _r(
        "es",
        "subspan",
        True,
        "Farmacia Sol: Su cita para la vacuna de la gripe es el martes 21 de octubre a las 11:15. Código: FS-4407. "
        "Traiga su tarjeta sanitaria.",
        "FS-4407",
        evidence="Código: FS-4407.",
        key="farmacia_sol/vacuna_gripe/codigo_cita",
    ),
    # subspan: the booking id from a hotel concierge tool's JSON output; the field name is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        '{"reserva": "HTL-88213", "hotel": "Hotel Alameda Sevilla", "servicio": "traslado aeropuerto", '
        '"precio": "45,00 €", "estado": "confirmada"}',
        "HTL-88213",
        evidence='"reserva": "HTL-88213"',
        key="hotel_alameda/traslado_aeropuerto/reserva",
    ),
    # subspan: the total with its currency from a bike workshop's receipt; "TOTAL" is what the key names.
    _r(
        "es",
        "subspan",
        True,
        "Taller Ciclos Paco\nCambio de cadena .... 24,90 €\nAjuste de frenos .... 12,00 €\nTOTAL 36,90 €\n"
        "Pagado con tarjeta · 03/11/2026",
        "36,90 €",
        evidence="TOTAL 36,90 €",
        key="ciclos_paco/reparacion/total",
    ),
    # subspan: the date-and-time phrase of a removals survey invite, whole; the "Fecha" slot is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Asunto: Visita para presupuesto de mudanza\nFecha: jueves, 13 de noviembre de 2026, 9:00–10:00\n"
        "Lugar: C/ Mayor 14, 3.º B, Zaragoza\nOrganizador: Mudanzas Ebro",
        "jueves, 13 de noviembre de 2026, 9:00–10:00",
        evidence="Fecha: jueves, 13 de noviembre de 2026, 9:00–10:00",
        key="mudanzas_ebro/visita_presupuesto/fecha",
    ),
    # subspan: a lead's e-mail from a used-car dealer's web form; the form label is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Nuevo contacto web\nNombre: Javier Ortega\nCorreo: j.ortega84@correo.es\n"
        "Vehículo: Seat León 2020 1.5 TSI\n¿Desea financiación?: Sí",
        "j.ortega84@correo.es",
        evidence="Correo: j.ortega84@correo.es",
        key="autos_levante/lead/javier_ortega/email",
    ),
    # subspan: the fee-payment URL from a youth football club's group chat; emoji aside, nothing restricts it.
    _r(
        "es",
        "subspan",
        True,
        "Hola familias 👋⚽ El enlace para pagar la cuota es https://pagos.cdsantboi.es/alevin-b 🙏 ¡Gracias!",
        "https://pagos.cdsantboi.es/alevin-b",
        evidence="El enlace para pagar la cuota es https://pagos.cdsantboi.es/alevin-b",
        key="cd_santboi/alevin_b/enlace_cuota",
    ),
    # subspan: the responsible vet's name from a hospital ticket; the field label is what the key names.
    _r(
        "es",
        "subspan",
        True,
        "Incidencia #HV-2290\nCliente: Marta Gil\nMascota: Toby (beagle, 7 años)\n"
        "Veterinaria responsable: Dra. Elena Ruiz\nEstado: abierta",
        "Dra. Elena Ruiz",
        evidence="Veterinaria responsable: Dra. Elena Ruiz",
        key="hospital_vet_norte/toby/veterinaria",
    ),
    # filler: a voice note to an emergency plumber; "es que, o sea" are fillers, the clause is kept whole.
    _r(
        "es",
        "filler",
        True,
        "Eh, hola, mira, es que, o sea, tengo una fuga en el baño y está saliendo agua por debajo del plato de "
        "ducha. Llámeme, por favor.",
        "Tengo una fuga en el baño",
        evidence="es que, o sea, tengo una fuga en el baño",
        speaker="Rosa",
    ),
    # filler: "Pues nada, eh" and "bueno" dropped from a couple's voice note to their florist.
    _r(
        "es",
        "filler",
        True,
        "Pues nada, eh, queremos, bueno, peonías blancas para el ramo de la novia. Lo demás lo hablamos el lunes.",
        "Queremos peonías blancas para el ramo de la novia",
        evidence="Pues nada, eh, queremos, bueno, peonías blancas para el ramo de la novia.",
    ),
    # filler: "Bueno chicos, pues" and "eh" dropped from a theatre group chat; day and time are kept.
    _r(
        "es",
        "filler",
        True,
        "Bueno chicos, pues el ensayo general es, eh, el viernes a las 19:00 😅 ¡no faltéis!",
        "El ensayo general es el viernes a las 19:00",
        evidence="Bueno chicos, pues el ensayo general es, eh, el viernes a las 19:00",
    ),
    # speaker: mem0's `Usuario` for the speaker, with the verb agreeing ("Trabajo" → "trabaja"); the frequency stays.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo desde el Café Nómada casi todas las mañanas ☕💻 el wifi va genial",
        "Usuario trabaja desde el Café Nómada casi todas las mañanas",
        evidence="Trabajo desde el Café Nómada casi todas las mañanas",
        speaker="user",
    ),
    # speaker: "Soy la dueña de Nala" restated with the speaker's name; the rest of the sentence is not claimed.
    _r(
        "es",
        "speaker",
        True,
        "Hola, buenas, soy la dueña de Nala, la gata que operaron ayer. ¿Puedo pasar a verla?",
        "Lucía Prieto es la dueña de Nala",
        evidence="soy la dueña de Nala",
        speaker="Lucía Prieto",
    ),
    # speaker: the subject dropped for the speaker, verb agreeing ("Estudio" → "Estudia"); "desde septiembre" kept.
    _r(
        "es",
        "speaker",
        True,
        "Estudio alemán en la Academia Babel desde septiembre y quería cambiarme al grupo de los martes.",
        "Estudia alemán en la Academia Babel desde septiembre",
        evidence="Estudio alemán en la Academia Babel desde septiembre",
        speaker="Andrés",
        key="andres/idiomas/curso_actual",
    ),
    # verbatim: a decision copied whole from a football club's minutes.
    _r(
        "es",
        "verbatim",
        True,
        "Acta de la junta del 4 de noviembre\n2. Material: El club comprará veinte balones nuevos para la categoría "
        "infantil.\n3. Ruegos y preguntas: ninguno.",
        "El club comprará veinte balones nuevos para la categoría infantil.",
        evidence="El club comprará veinte balones nuevos para la categoría infantil.",
    ),
    # verbatim: the customer's request copied whole from a car dealer's support ticket.
    _r(
        "es",
        "verbatim",
        True,
        "Ticket #AL-5120 · Posventa\nEl cliente solicita la devolución de la señal de 500 €. Motivo: no le aprueban "
        "la financiación.",
        "El cliente solicita la devolución de la señal de 500 €.",
        evidence="El cliente solicita la devolución de la señal de 500 €.",
    ),
    # coordination: the second conjunct with the shared subject "Nuestro equipo"; the first conjunct is left out whole.
    _r(
        "es",
        "coordination",
        True,
        "Hola Sra. Campos: el día de la mudanza nuestro equipo desmontará los armarios y embalará la vajilla. "
        "Usted solo tiene que vaciar los cajones.",
        "Nuestro equipo embalará la vajilla",
        evidence="nuestro equipo desmontará los armarios y embalará la vajilla.",
        key="mudanzas_ebro/campos/servicios",
    ),
    # coordination: "La farmacia ... vacuna sin cita los sábados" keeps subject and day; the other conjunct drops whole.
    _r(
        "es",
        "coordination",
        True,
        "La farmacia abre a las 9:00 y vacuna sin cita los sábados. Entre semana, pida cita en la web.",
        "La farmacia vacuna sin cita los sábados",
        evidence="La farmacia abre a las 9:00 y vacuna sin cita los sábados.",
        key="farmacia_sol/vacunacion",
    ),
    # parenthetical: the appositive name between commas is non-restrictive; dropping it keeps the claim.
    _r(
        "es",
        "parenthetical",
        True,
        "Bienvenido al Hotel Alameda. El conserje, Miguel, le puede reservar entradas para el flamenco esta misma "
        "tarde.",
        "El conserje le puede reservar entradas para el flamenco esta misma tarde",
        evidence="El conserje, Miguel, le puede reservar entradas para el flamenco esta misma tarde.",
    ),
    # parenthetical: the bracketed description of the play dropped; the opening date is kept.
    _r(
        "es",
        "parenthetical",
        True,
        "Grupo de Teatro La Corrala informa: la obra (una adaptación de Bodas de sangre) se estrena el 6 de marzo "
        "en el centro cívico.",
        "La obra se estrena el 6 de marzo en el centro cívico",
        evidence="la obra (una adaptación de Bodas de sangre) se estrena el 6 de marzo en el centro cívico.",
    ),
    # list_item: one language from the school's list, with the shared verb and head noun.
    _r(
        "es",
        "list_item",
        True,
        "Este trimestre ofrecemos cursos de inglés, francés, alemán e italiano, todos en horario de tarde.",
        "Ofrecemos cursos de alemán",
        evidence="ofrecemos cursos de inglés, francés, alemán e italiano",
        key="academia_babel/cursos",
    ),
    # list_item: one kind of bike from the workshop's list; the shared verb and head noun stay.
    _r(
        "es",
        "list_item",
        True,
        "En Ciclos Paco reparamos bicis de carretera, de montaña, eléctricas y plegables. Presupuesto sin compromiso.",
        "Reparamos bicis eléctricas",
        evidence="reparamos bicis de carretera, de montaña, eléctricas y plegables.",
        key="ciclos_paco/servicios",
    ),
    # --- negative ---
    # restriction_drop: the closing time holds "Los fines de semana"; the value makes it every day.
    _r(
        "es",
        "restriction_drop",
        False,
        "Info para socios 📌 Los fines de semana, el café cierra a las 15:00. Las salas se reservan por la app.",
        "El café cierra a las 15:00",
        evidence="Los fines de semana, el café cierra a las 15:00.",
        key="cafe_nomada/horario/cierre",
    ),
    # restriction_drop: the price is for emergencies "en festivos"; the value states it for all emergencies.
    _r(
        "es",
        "restriction_drop",
        False,
        "Tarifas 2026: Las consultas de urgencia en festivos cuestan 120 €. En días laborables, 80 €.",
        "Las consultas de urgencia cuestan 120 €",
        evidence="Las consultas de urgencia en festivos cuestan 120 €.",
        key="hospital_vet_norte/tarifas/urgencia",
    ),
    # restriction_drop: the surcharge applies "en horario nocturno"; the value attaches it to every unblocking.
    _r(
        "es",
        "restriction_drop",
        False,
        "Fontanería Rápida 24h: El desatasco en horario nocturno tiene un recargo de 40 €. Desplazamiento incluido.",
        "El desatasco tiene un recargo de 40 €",
        evidence="El desatasco en horario nocturno tiene un recargo de 40 €.",
        key="fontaneria_rapida/recargos",
    ),
    # wrong_speaker: the florist said she is free that weekend; the value binds it to the customer (user).
    _r(
        "es",
        "wrong_speaker",
        False,
        "Cliente: Nos casamos el 20 de junio 💍\nFlorista: ¡Qué bien! Yo tengo libre ese fin de semana 🌸",
        "Usuario tiene libre ese fin de semana",
        evidence="Yo tengo libre ese fin de semana",
        speaker="user",
    ),
    # wrong_speaker: Marta drives the kids; the extractor bound her "Yo llevo" to Jorge.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Marta: Yo llevo a los niños al partido del sábado 🚗\nJorge: Yo me encargo de las naranjas 🍊",
        "Jorge lleva a los niños al partido del sábado",
        evidence="Yo llevo a los niños al partido del sábado",
        speaker="Jorge",
    ),
    # number: the quote is 1.450 €; the value transposes it to 1.540 €.
    _r(
        "es",
        "number",
        False,
        "Mudanzas Ebro · Presupuesto P-3391\nEl presupuesto es de 1.450 € con IVA incluido. Válido 30 días.",
        "El presupuesto es de 1.540 € con IVA incluido",
        evidence="El presupuesto es de 1.450 € con IVA incluido.",
        key="mudanzas_ebro/presupuesto/P-3391",
    ),
    # number: the party is three adults and two children; the value says two adults and two children.
    _r(
        "es",
        "number",
        False,
        "Hola, somos tres adultos y dos niños, ¿nos puede recomendar un restaurante cerca de la Giralda?",
        "Usuario viaja con dos adultos y dos niños",
        evidence="somos tres adultos y dos niños",
        speaker="user",
    ),
    # attribution: the salesman's assurance stored as a fact about the car.
    _r(
        "es",
        "attribution",
        False,
        "Según el vendedor, el coche nunca ha tenido un accidente, pero el informe de la DGT aún no ha llegado.",
        "El coche nunca ha tenido un accidente",
        evidence="Según el vendedor, el coche nunca ha tenido un accidente",
        key="autos_levante/seat_leon_2020/historial",
    ),
    # attribution: what Carmen believes, recorded in the minutes, stored as the town hall's commitment.
    _r(
        "es",
        "attribution",
        False,
        "Acta del 10/11: Carmen cree que el ayuntamiento nos cederá el auditorio en mayo. Se le pedirá por escrito.",
        "El ayuntamiento nos cederá el auditorio en mayo",
        evidence="Carmen cree que el ayuntamiento nos cederá el auditorio en mayo.",
    ),
    # negation: "No administramos" lost its negator.
    _r(
        "es",
        "negation",
        False,
        "No administramos la vacuna del herpes zóster sin receta. Consulte con su médico de cabecera.",
        "Administramos la vacuna del herpes zóster sin receta",
        evidence="No administramos la vacuna del herpes zóster sin receta.",
        key="farmacia_sol/vacunas/herpes_zoster",
    ),
    # negation: the dog is "no ... vacunado"; the value says it is vaccinated.
    _r(
        "es",
        "negation",
        False,
        "Mi perro no está vacunado contra la rabia, ¿se la podéis poner el mismo día de la revisión?",
        "El perro del usuario está vacunado contra la rabia",
        evidence="Mi perro no está vacunado contra la rabia",
        speaker="user",
    ),
    # condition: "Si la rueda está doblada" dropped; the value makes the rim change certain.
    _r(
        "es",
        "condition",
        False,
        "Lo miramos mañana. Si la rueda está doblada, hay que cambiar la llanta y son unos 40 €.",
        "Hay que cambiar la llanta",
        evidence="Si la rueda está doblada, hay que cambiar la llanta",
        key="ciclos_paco/reparacion/diagnostico",
    ),
    # condition: the insurance covers damage only "siempre que" the firm packs; the value drops the proviso.
    _r(
        "es",
        "condition",
        False,
        "El seguro cubre los daños siempre que el embalaje lo hagamos nosotros.",
        "El seguro cubre los daños",
        key="mudanzas_ebro/seguro",
    ),
    # scope: "Algunos profesores" generalised to all the teachers.
    _r(
        "es",
        "scope",
        False,
        "Algunos profesores son nativos; el resto tiene nivel C2 acreditado.",
        "Los profesores son nativos",
        evidence="Algunos profesores son nativos",
        key="academia_babel/profesorado",
    ),
    # stitch: Pablo's name joined to Irene's task from the next sentence.
    _r(
        "es",
        "stitch",
        False,
        "Acta de la reunión del coworking: Pablo gestionará las reservas. Irene se ocupa de la facturación. "
        "Próxima reunión, el 2 de diciembre.",
        "Pablo se ocupa de la facturación",
        evidence="Pablo gestionará las reservas. Irene se ocupa de la facturación.",
    ),
    # tense: a leak "el invierno pasado" (preterite) restated as a present one.
    _r(
        "es",
        "tense",
        False,
        "Tuvimos una fuga en la cocina el invierno pasado y ahora vuelve a salir humedad en la pared.",
        "Rosa tiene una fuga en la cocina",
        evidence="Tuvimos una fuga en la cocina el invierno pasado",
        speaker="Rosa",
    ),
    # evidence: the quoted breakfast sentence does not occur in the concierge's e-mail.
    _r(
        "es",
        "evidence",
        False,
        "Estimado Sr. Navarro:\nLe confirmamos el traslado desde el aeropuerto el viernes a las 18:30. El conductor "
        "le esperará en la salida B con un cartel.\nAtentamente,\nConserjería, Hotel Alameda Sevilla",
        "El desayuno está incluido en la tarifa",
        evidence="El desayuno está incluido en la tarifa.",
        key="hotel_alameda/navarro/desayuno",
    ),
    # parenthetical_restrictive: the bracket limits free kit to registered players; dropping it widens the offer.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Recordatorio ⚽ La equipación es gratuita (solo para jugadores federados). El resto, 35 €.",
        "La equipación es gratuita",
        evidence="La equipación es gratuita (solo para jugadores federados).",
        key="cd_santboi/equipacion/precio",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the surgeon's e-mail from her signature; the "邮箱" label is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "祝好！\n陈雨 医生\n安康动物医院 外科\n电话：021-6258 3301\n邮箱：chen.yu@ankangvet.cn",
        "chen.yu@ankangvet.cn",
        evidence="邮箱：chen.yu@ankangvet.cn",
        speaker="陈雨",
        key="安康动物医院/陈雨/邮箱",
    ),
    # subspan: the HPV booking number from a pharmacy SMS; the label names the key's relation, nothing restricts it.
    _r(
        "zh",
        "subspan",
        True,
        "【康民大药房】您已预约HPV疫苗第二针，时间：11月18日 14:30，预约号KM20931，请携带身份证准时到店。",
        "KM20931",
        evidence="预约号KM20931",
        key="kangmin_pharmacy/hpv_dose2/booking_no",
    ),
    # subspan: the order number from a moving platform's JSON tool output; the field name is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        '{"订单号": "BJ-2026-10577", "公司": "蚂蚁搬家", "车型": "4.2米厢货", "预计费用": "¥680", "状态": "已派单"}',
        "BJ-2026-10577",
        evidence='"订单号": "BJ-2026-10577"',
        key="蚂蚁搬家/订单/订单号",
    ),
    # subspan: the deposit with its currency from a used-car dealer's receipt; "定金" is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        "诚信二手车行 收款收据\n车型：2018款 大众朗逸 1.5L\n定金：¥5,000\n付款方式：微信\n经办人：刘强",
        "¥5,000",
        evidence="定金：¥5,000",
        key="诚信二手车行/朗逸2018/定金",
    ),
    # subspan: the date-and-time phrase of a theatre group's calendar invite, whole, with its weekday in brackets.
    _r(
        "zh",
        "subspan",
        True,
        "主题：《雷雨》联排\n时间：2026年12月12日（周六）19:00-22:00\n地点：文化馆二楼排练厅\n组织者：星光剧社",
        "2026年12月12日（周六）19:00-22:00",
        evidence="时间：2026年12月12日（周六）19:00-22:00",
        key="星光剧社/雷雨联排/时间",
    ),
    # subspan: an applicant's mobile number from a language school's web form; the form label is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "在线报名表\n姓名：王芳\n手机：138 0013 8000\n意向课程：日语N3周末班\n方便联系时间：工作日晚上",
        "138 0013 8000",
        evidence="手机：138 0013 8000",
        key="樱花日语/报名/王芳/手机",
    ),
    # subspan: this week's match sign-up link from a parents' group chat; "本周比赛" is carried by the key.
    _r(
        "zh",
        "subspan",
        True,
        "各位家长好😊 本周比赛的报名链接：https://jinshuju.net/f/u10match 👍 周四晚上截止哦",
        "https://jinshuju.net/f/u10match",
        evidence="本周比赛的报名链接：https://jinshuju.net/f/u10match",
        key="蓝鹰少年足球/本周比赛/报名链接",
    ),
    # subspan: the member app's version from a coworking café's support ticket; "已升级至版本" names the relation.
    _r(
        "zh",
        "subspan",
        True,
        "工单 #CW-3308\n问题：会员App无法扫码入场\n处理：已升级至版本 2.7.1，问题已解决。\n状态：已关闭",
        "2.7.1",
        evidence="已升级至版本 2.7.1",
        key="豆仓共享办公/会员app/版本",
    ),
    # filler: "那个，就是" and "呃" dropped from a voice note to an emergency plumber; the clause is kept in order.
    _r(
        "zh",
        "filler",
        True,
        "喂，那个，就是，我家厨房的水管，呃，爆了，水一直往外冒，你们能马上来吗？",
        "我家厨房的水管爆了",
        evidence="我家厨房的水管，呃，爆了",
        speaker="user",
    ),
    # filler: "嗯……" and "就是" dropped from a couple's voice note to their wedding florist.
    _r(
        "zh",
        "filler",
        True,
        "嗯……我们想要，就是，白色的绣球做主花，其他的你们看着搭配就行。",
        "我们想要白色的绣球做主花",
        evidence="嗯……我们想要，就是，白色的绣球做主花",
    ),
    # filler: "那个" and the sentence-final "哈" dropped from a theatre group chat; day and time are kept.
    _r(
        "zh",
        "filler",
        True,
        "哈哈好的😂 那个，周三的排练改到晚上八点了哈，大家别迟到",
        "周三的排练改到晚上八点了",
        evidence="那个，周三的排练改到晚上八点了哈",
    ),
    # speaker: mem0's `用户` for the guest who writes to the hotel concierge; "我" becomes "用户".
    _r(
        "zh",
        "speaker",
        True,
        "我对花生过敏，麻烦提醒一下今晚订的那家餐厅。",
        "用户对花生过敏",
        evidence="我对花生过敏",
        speaker="user",
    ),
    # speaker: "我是豆豆的主人" restated with the speaker's name.
    _r(
        "zh",
        "speaker",
        True,
        "您好，我是豆豆的主人，它昨天在你们这儿做了绝育，想问一下什么时候拆线。",
        "李娜是豆豆的主人",
        evidence="我是豆豆的主人",
        speaker="李娜",
    ),
    # speaker: the subject dropped for the speaker; the days and the place are kept.
    _r(
        "zh",
        "speaker",
        True,
        "我每周二和周四在豆仓咖啡办公，那边的插座比较多。",
        "每周二和周四在豆仓咖啡办公",
        evidence="我每周二和周四在豆仓咖啡办公",
        speaker="赵磊",
        key="赵磊/办公地点",
    ),
    # verbatim: a decision copied whole from a youth football club's minutes.
    _r(
        "zh",
        "verbatim",
        True,
        "教练组会议纪要（11月3日）\n一、会议决定：U12梯队从下月起每周训练三次。\n二、新球衣由张教练负责对接。",
        "U12梯队从下月起每周训练三次。",
        evidence="U12梯队从下月起每周训练三次。",
    ),
    # verbatim: the customer's complaint copied whole from a used-car dealer's ticket.
    _r(
        "zh",
        "verbatim",
        True,
        "售后工单 #CX-0912\n客户反映提车后第三天空调不制冷。已约周一进店检测。",
        "客户反映提车后第三天空调不制冷。",
        evidence="客户反映提车后第三天空调不制冷。",
    ),
    # coordination: the second conjunct with the shared subject "师傅"; the first conjunct and "还" drop whole.
    _r(
        "zh",
        "coordination",
        True,
        "今天去车行修车，师傅帮我换了刹车片，还调了变速，一共才收了60块👍",
        "师傅调了变速",
        evidence="师傅帮我换了刹车片，还调了变速",
    ),
    # coordination: "豆豆 … 已经可以正常进食了" keeps its subject; the first conjunct is left out whole.
    _r(
        "zh",
        "coordination",
        True,
        "【安康动物医院】豆豆术后恢复得很好，已经可以正常进食了，请于10天后来院拆线。",
        "豆豆已经可以正常进食了",
        evidence="豆豆术后恢复得很好，已经可以正常进食了",
    ),
    # parenthetical: the bracketed hours-per-day aside dropped; the start date is kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "王芳同学您好！我们的暑期集训班（每天4小时）7月6日开课，请提前一周缴费。",
        "我们的暑期集训班7月6日开课",
        evidence="我们的暑期集训班（每天4小时）7月6日开课",
    ),
    # parenthetical: the bracketed name of the mover dropped; who arrives and when are kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "您好，负责您这单的师傅（周师傅）明天早上八点到，请提前预留好电梯。",
        "负责您这单的师傅明天早上八点到",
        evidence="负责您这单的师傅（周师傅）明天早上八点到",
    ),
    # list_item: one vaccine from the pharmacy's list, with the shared verb and head.
    _r(
        "zh",
        "list_item",
        True,
        "本店可接种流感疫苗、HPV疫苗、带状疱疹疫苗和狂犬疫苗，需提前一天预约。",
        "本店可接种带状疱疹疫苗",
        evidence="本店可接种流感疫苗、HPV疫苗、带状疱疹疫苗和狂犬疫苗",
        key="kangmin_pharmacy/vaccines",
    ),
    # list_item: one service from the concierge desk's list of bookings it can make.
    _r(
        "zh",
        "list_item",
        True,
        "礼宾部可以代订机场接送、餐厅、演出门票和一日游，欢迎随时联系。",
        "礼宾部可以代订演出门票",
        evidence="礼宾部可以代订机场接送、餐厅、演出门票和一日游",
        key="海景酒店/礼宾部/服务",
    ),
    # --- negative ---
    # restriction_drop: the free refill holds "工作日上午十点前"; the value makes it unconditional.
    _r(
        "zh",
        "restriction_drop",
        False,
        "会员须知📌 工作日上午十点前，会员可免费续杯。周末不提供此项福利。",
        "会员可免费续杯",
        evidence="工作日上午十点前，会员可免费续杯。",
        key="豆仓共享办公/会员福利",
    ),
    # restriction_drop: the 200-yuan fee is for "夜间" emergencies; the value states it for all emergencies.
    _r(
        "zh",
        "restriction_drop",
        False,
        "收费说明：夜间急诊挂号费为200元，白天急诊挂号费为80元。",
        "急诊挂号费为200元",
        evidence="夜间急诊挂号费为200元",
        key="安康动物医院/收费/急诊挂号费",
    ),
    # restriction_drop: free servicing lasts "在一年内"; the value drops the time frame.
    _r(
        "zh",
        "restriction_drop",
        False,
        "本店车辆在一年内享受免费保养，发动机变速箱三年质保。",
        "本店车辆享受免费保养",
        evidence="本店车辆在一年内享受免费保养",
        key="诚信二手车行/售后政策",
    ),
    # wrong_speaker: Xiao Lin plays Zhou Puyuan; the extractor bound his "我演" to A-Jie.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小林：我演周朴园🎭\n阿杰：我还是管灯光😂",
        "阿杰演周朴园",
        evidence="我演周朴园",
        speaker="阿杰",
    ),
    # wrong_speaker: "我是本次负责调度的小王" is the agent's line; binding it to the user is wrong.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "客服：您好，我是本次负责调度的小王😊\n客户：好的，我家在六楼，没有电梯。",
        "用户是本次负责调度的小王",
        evidence="我是本次负责调度的小王",
        speaker="user",
    ),
    # number: the fee is 800 yuan per term; the value writes 600.
    _r(
        "zh",
        "number",
        False,
        "蓝鹰少年足球春季班：报名费每人每学期800元，含两套训练服。",
        "报名费每人每学期600元",
        evidence="报名费每人每学期800元",
        key="蓝鹰少年足球/春季班/报名费",
    ),
    # number: four guests want two rooms; the value moves "四" onto the rooms.
    _r(
        "zh",
        "number",
        False,
        "我们一共四个人，要两间大床房，能安排在同一层吗？",
        "用户要四间大床房",
        evidence="我们一共四个人，要两间大床房",
        speaker="user",
    ),
    # attribution: what a friend said about the price stored as the shop's price.
    _r(
        "zh",
        "attribution",
        False,
        "朋友说这家店换内胎只要15块，我明天过去试试。",
        "这家店换内胎只要15块",
        evidence="朋友说这家店换内胎只要15块",
        key="车行/价格/换内胎",
    ),
    # attribution: the salesman's claim stored as a fact about the car.
    _r(
        "zh",
        "attribution",
        False,
        "销售说这台车是一手车，没出过事故，但是保养记录不全。",
        "这台车是一手车",
        evidence="销售说这台车是一手车",
        key="诚信二手车行/朗逸2018/车况",
    ),
    # negation: "暂不提供" lost its negator.
    _r(
        "zh",
        "negation",
        False,
        "温馨提示：本店暂不提供新冠疫苗接种，请前往社区卫生服务中心。",
        "本店提供新冠疫苗接种",
        evidence="本店暂不提供新冠疫苗接种",
        key="kangmin_pharmacy/vaccines/covid",
    ),
    # negation: "不收上门费" became "收上门费".
    _r(
        "zh",
        "negation",
        False,
        "师傅已出发，预计30分钟到。这次维修不收上门费，材料费另算。",
        "这次维修收上门费",
        evidence="这次维修不收上门费",
        key="快修管道/本次维修/上门费",
    ),
    # condition: the indoor move holds only "如果婚礼当天下雨"; the value drops the condition.
    _r(
        "zh",
        "condition",
        False,
        "如果婚礼当天下雨，拱门花艺改到室内布置，费用不变。",
        "拱门花艺改到室内布置",
        evidence="如果婚礼当天下雨，拱门花艺改到室内布置",
        key="花语婚礼/拱门花艺/布置地点",
    ),
    # condition: "除非报名人数不足五人" dropped; the value says the class starts regardless.
    _r(
        "zh",
        "condition",
        False,
        "教务会议纪要：除非报名人数不足五人，韩语初级班下周一照常开课。",
        "韩语初级班下周一照常开课",
        evidence="除非报名人数不足五人，韩语初级班下周一照常开课。",
        key="樱花日语/韩语初级班/开课",
    ),
    # scope: "部分分院" (some branches) generalised to the branches as a whole.
    _r(
        "zh",
        "scope",
        False,
        "部分分院提供24小时急诊，具体请查看各分院营业时间。",
        "分院提供24小时急诊",
        evidence="部分分院提供24小时急诊",
        key="安康动物医院/急诊",
    ),
    # stitch: Xiao Lin's name joined to A-Jie's duties from the next sentence.
    _r(
        "zh",
        "stitch",
        False,
        "剧社例会纪要：小林负责道具。阿杰负责灯光和音响。下次例会定在周日下午。",
        "小林负责灯光和音响",
        evidence="小林负责道具。阿杰负责灯光和音响。",
    ),
    # tense: "以前在豆仓咖啡办公" (past) restated as a present fact.
    _r(
        "zh",
        "tense",
        False,
        "我以前在豆仓咖啡办公，现在公司有工位了，就不去了。",
        "赵磊在豆仓咖啡办公",
        evidence="我以前在豆仓咖啡办公",
        speaker="赵磊",
    ),
    # evidence: the quoted "ready to collect" sentence is not in the SMS, which says Friday.
    _r(
        "zh",
        "evidence",
        False,
        "【飞轮单车维修】您的车辆预计周五修好，届时短信通知您取车。",
        "车辆已修好，可随时取车",
        evidence="您的车辆已修好，可随时取车。",
        key="飞轮单车维修/我的车/状态",
    ),
    # parenthetical_restrictive: the bracket limits the gym to executive-floor guests; dropping it widens the offer.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "入住期间可免费使用健身房（仅限行政楼层客人），泳池需另行付费。",
        "入住期间可免费使用健身房",
        evidence="入住期间可免费使用健身房（仅限行政楼层客人）",
        key="海景酒店/设施/健身房",
    ),
)

BATCH_47: tuple[Realistic, ...] = _EN + _ES + _ZH
