"""The realistic set's fifteenth batch: extractor outputs written blind (issue 31, brief w-batch15), en, es and zh.

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-05 by helper w-batch15 before any admission rule code or docs/admission.md was read (only
DESIGN §4 and batch 14's docstring and first records, for the format): user chat messages, support chats, e-mail
signatures and tool outputs (vet, dental and hotel confirmations, courier and car-hire notices, receipts, checkout
forms, bank details) the way chat-model memory writers (mem0, Zep, Letta, LangGraph memory, GPT observations) turn
them into keyed values. The emphasis the brief gives: typed values under a key — references and localizers, e-mails,
URLs, phone numbers, an IBAN, a WeChat ID, amounts with currencies, dates and times, street addresses, proper names,
tracking and booking codes — inside chat sentences and `Label: value` lines; and asides the extractor dropped
(appositions, glosses and translations, nicknames in quotes, emojis, dashes and brackets) beside asides that restrict
(a time frame, a condition, a hedge, a negation, another thing). Each hard positive sits beside a hard negative of the
same shape that differs by one restriction. Fresh names and topics.

Labelling doubts, decided by DESIGN §4's principle (a word that restricts nothing is safe to leave out): a
pragmatic "just in case" or "for whatever you need" before a contact detail (`por si acaso`, `para lo que
necesitéis`, `有事`) restricts nothing and is labelled faithful; so are `new address` (`nueva dirección`: the current
one), `siempre el mismo`, and an aside that glosses an amount's make-up (`（含配送费¥10）`) or a payment method
(`(card)`).

Blind score (the rules of main at 27203af, scored once after the labels were committed at ac51069 and c0c66de,
`evaluate_realistic`): recall 44/69 = 0.638 (en 18/23, es 11/23, zh 15/23); by family subspan 22/34, parenthetical
7/10, list item 3/6, request 0/3, coordination 1/3, elision 2/3, speaker 2/3, clause 3/3, contrast 3/3, third person
1/1; false accepts 3/68 (subspan_restricted 3/26: `Urgent matters: ops-cover@…` for `cormac/email` (en), the return
line `Devolución: …` for `alquiler_coche/recogida` and the summer hours `Horario de verano (julio y agosto): …` for
`tienda/horario_atención` (es); every other negative family 0: hedge 0/7, identifier 0/4, list_scope 0/2, negation
0/4, parenthetical_restrictive 0/10, possessor_drop 0/6, restriction_drop 0/3, speaker_tense 0/2, wrong_speaker
0/4). No label changed after scoring.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN, _ES, _ZH = "en", "es", "zh"
V, N = True, False
CORMAC, INGRID, TOBIAS, YEWANDE, HALVARD = "Cormac", "Ingrid", "Tobias", "Yewande", "Halvard"
ITZIAR, BALTASAR, NEREA, JOAQUIN, MACARENA = "Itziar", "Baltasar", "Nerea", "Joaquín", "Macarena"
KEXIN, LAOWEN, XIAOMAN, YIMING, OUYANG = "邓可欣", "老温", "小蔓", "宋一鸣", "欧阳澜"

BATCH_15: tuple[Realistic, ...] = (
    # --- English -----------------------------------------------------------------------------------------------
    # A reference on a confirmation's label line, beside a previous, cancelled one.
    _r(_EN, "subspan", V,
       "Thanks for booking with Aldercrest Vets! Appointment ref: VX-2291-QH. Please arrive 10 minutes early.",
       "VX-2291-QH", evidence="Appointment ref: VX-2291-QH", key="vet_appointment/ref"),
    _r(_EN, "subspan_restricted", N,
       "Previous appointment ref: VX-1876-QA (cancelled). Your new one will follow by email.", "VX-1876-QA",
       evidence="Previous appointment ref: VX-1876-QA (cancelled)", key="vet_appointment/ref"),
    # An e-mail in a signature beside a phone number, beside a cover address under a time frame and condition.
    _r(_EN, "subspan", V,
       "Best,\nCormac Deane\nHead of Ops, Tallow & Finch\ncormac.deane@tallowfinch.ie | +353 87 204 5518",
       "cormac.deane@tallowfinch.ie", evidence="cormac.deane@tallowfinch.ie | +353 87 204 5518",
       key="cormac/email"),
    _r(_EN, "subspan_restricted", N,
       "Cormac Deane\nOut of office until 3 Feb. Urgent matters: ops-cover@tallowfinch.ie", "ops-cover@tallowfinch.ie",
       evidence="Urgent matters: ops-cover@tallowfinch.ie", key="cormac/email"),
    # A preferred number with "for me", beside the same number under "on weekdays only".
    _r(_EN, "subspan", V, "Best number for me is 0412 558 903 — text is fine too", "0412 558 903",
       evidence="Best number for me is 0412 558 903", speaker=INGRID, key="ingrid/phone"),
    _r(_EN, "subspan_restricted", N, "Best number for me is 0412 558 903 on weekdays only", "0412 558 903",
       speaker=INGRID, key="ingrid/phone"),
    # An amount on a receipt's line with a payment-method aside, beside a line the key does not name.
    _r(_EN, "subspan", V,
       "Halloran Cycles — service receipt\nLabour: £45.00\nParts: £27.50\nAmount paid: £72.50 (card)", "£72.50",
       evidence="Amount paid: £72.50 (card)", key="bike_service/amount_paid"),
    _r(_EN, "subspan_restricted", N,
       "Halloran Cycles — service receipt\nLabour: £45.00\nParts: £27.50\nAmount paid: £72.50 (card)", "£45.00",
       evidence="Labour: £45.00", key="bike_service/amount_paid"),
    # A date and time in a confirmation (the key spells check-up as one word), beside a moved appointment.
    _r(_EN, "subspan", V,
       "Your Sparrowgate Dental check-up is confirmed for Tuesday 9 September at 8:40am with Dr. Okafor.",
       "Tuesday 9 September at 8:40am",
       evidence="Your Sparrowgate Dental check-up is confirmed for Tuesday 9 September at 8:40am",
       key="sparrowgate_dental/checkup_time"),
    _r(_EN, "subspan_restricted", N,
       "Your check-up was moved from Tuesday 9 September at 8:40am to Thursday 11 September at 4pm.",
       "Tuesday 9 September at 8:40am", key="sparrowgate_dental/checkup_time"),
    # A URL in a chat line, beside the same URL only after a migration.
    _r(_EN, "subspan", V, "The shared drive is at https://drive.quillby.io/team/ops if you need the templates",
       "https://drive.quillby.io/team/ops", evidence="The shared drive is at https://drive.quillby.io/team/ops",
       key="team/shared_drive_url"),
    _r(_EN, "subspan_restricted", N,
       "The shared drive moves to https://drive.quillby.io/team/ops after the migration on the 14th",
       "https://drive.quillby.io/team/ops", key="team/shared_drive_url"),
    # A tracking code after "with code", beside the code cut short.
    _r(_EN, "subspan", V,
       "ParcelHop: Your parcel is on its way! Track it with code PH7Q-03K9-LM2 at parcelhop.com/track",
       "PH7Q-03K9-LM2", evidence="Track it with code PH7Q-03K9-LM2", key="parcel/tracking_code"),
    _r(_EN, "identifier", N,
       "ParcelHop: Your parcel is on its way! Track it with code PH7Q-03K9-LM2 at parcelhop.com/track",
       "PH7Q-03K9", evidence="Track it with code PH7Q-03K9-LM2", key="parcel/tracking_code"),
    # A doctor's name with a title abbreviation, beside the son's doctor.
    _r(_EN, "subspan", V, "My GP is Dr. Hollis Achterberg at the Riverside practice", "Dr. Hollis Achterberg",
       evidence="My GP is Dr. Hollis Achterberg", speaker=YEWANDE, key="yewande/gp"),
    _r(_EN, "possessor_drop", N, "My son's GP is Dr. Hollis Achterberg at the Riverside practice",
       "Dr. Hollis Achterberg", evidence="My son's GP is Dr. Hollis Achterberg", speaker=YEWANDE, key="yewande/gp"),
    # A street address on a checkout form, beside the form's other address under a condition.
    _r(_EN, "subspan", V,
       "Full name: Halvard Nygaard | Billing address: 27 Quarry Row, Stroud GL5 3JD | Country: United Kingdom",
       "27 Quarry Row, Stroud GL5 3JD", evidence="Billing address: 27 Quarry Row, Stroud GL5 3JD",
       key="halvard/billing_address"),
    _r(_EN, "subspan_restricted", N,
       "Delivery address (if different from billing): 4 Mill Lane, Nailsworth GL6 0AB",
       "4 Mill Lane, Nailsworth GL6 0AB", key="halvard/billing_address"),
    # A nickname in quotes inside brackets, beside a condition in brackets.
    _r(_EN, "parenthetical", V,
       'My cousin Bartholomew ("Barty" to everyone) is getting married in Galway in May.',
       "My cousin Bartholomew is getting married in Galway in May"),
    _r(_EN, "parenthetical_restrictive", N,
       "My cousin Bartholomew is getting married in Galway in May (if the venue doesn't fall through).",
       "My cousin Bartholomew is getting married in Galway in May"),
    # A translation gloss, beside an aside holding a quantity.
    _r(_EN, "parenthetical", V,
       "We ordered the pulpo a feira (octopus with paprika and olive oil) and it was incredible.",
       "We ordered the pulpo a feira and it was incredible"),
    _r(_EN, "parenthetical_restrictive", N,
       "We ordered the pulpo a feira (well, half a portion) and it was incredible.",
       "We ordered the pulpo a feira and it was incredible"),
    # An apposition between dashes with an emoji, beside a final aside holding a time frame.
    _r(_EN, "parenthetical", V,
       "The new coworking space — Ferrous Works, right by the canal 🚲 — charges £180 a month for a hot desk.",
       "The new coworking space charges £180 a month for a hot desk"),
    _r(_EN, "parenthetical_restrictive", N,
       "The new coworking space charges £180 a month for a hot desk (for the first three months).",
       "The new coworking space charges £180 a month for a hot desk"),
    # A role apposition after a name, beside an aside narrowing which boiler.
    _r(_EN, "parenthetical", V,
       "Tobias — our landlord, the one with the greyhound — says the boiler will be replaced on Friday.",
       "Tobias says the boiler will be replaced on Friday"),
    _r(_EN, "parenthetical_restrictive", N,
       "Tobias says the boiler will be replaced on Friday (the boiler in the downstairs flat, not ours).",
       "Tobias says the boiler will be replaced on Friday"),
    # An aside inside a keyed e-mail's clause, beside the e-mail in brackets under `old` and `bounces now`.
    _r(_EN, "subspan", V, "My work email (the one I actually check) is ingrid.s@hallbergco.se",
       "ingrid.s@hallbergco.se", speaker=INGRID, key="ingrid/work_email"),
    _r(_EN, "subspan_restricted", N, "My old work email (ingrid.s@hallbergco.se) bounces now", "ingrid.s@hallbergco.se",
       speaker=INGRID, key="ingrid/work_email"),
    # One item of a list, beside the same list under `except`.
    _r(_EN, "list_item", V, "At the kiosk we take cash, Apple Pay and most debit cards", "we take Apple Pay",
       evidence="we take cash, Apple Pay and most debit cards"),
    _r(_EN, "list_scope", N, "At the kiosk we take everything except cash, Apple Pay and cheques", "we take Apple Pay",
       evidence="we take everything except cash, Apple Pay and cheques"),
    # One item of a list under speaker binding, beside the list under `stopped`.
    _r(_EN, "list_item", V, "I'm taking ibuprofen, sertraline and a vitamin D supplement at the moment",
       "Yewande is taking sertraline", evidence="I'm taking ibuprofen, sertraline and a vitamin D supplement",
       speaker=YEWANDE),
    _r(_EN, "restriction_drop", N, "I've stopped taking ibuprofen, sertraline and the vitamin D",
       "Yewande is taking sertraline", speaker=YEWANDE),
    # A shared-subject second conjunct, beside the same conjuncts under "thinking of".
    _r(_EN, "coordination", V, "I renewed my gym membership at Ironleaf and booked a session with a trainer",
       "Cormac booked a session with a trainer", speaker=CORMAC),
    _r(_EN, "hedge", N, "I'm thinking of renewing my gym membership at Ironleaf and booking a session with a trainer",
       "Cormac is booking a session with a trainer", speaker=CORMAC),
    # The speaker restated after a discourse marker, beside the partner's job.
    _r(_EN, "speaker", V, "fwiw I'm a night-shift radiographer at St Brennan's",
       "Halvard is a night-shift radiographer at St Brennan's", speaker=HALVARD),
    _r(_EN, "wrong_speaker", N, "fwiw my partner is a night-shift radiographer at St Brennan's",
       "Halvard is a night-shift radiographer at St Brennan's", speaker=HALVARD),
    # mem0's `User`, beside the same value with its scope dropped.
    _r(_EN, "third_person", V, "I prefer an aisle seat on long-haul flights",
       "User prefers an aisle seat on long-haul flights", speaker=TOBIAS),
    _r(_EN, "restriction_drop", N, "I prefer an aisle seat on long-haul flights", "User prefers an aisle seat",
       speaker=TOBIAS),
    # Subject elision under a key, beside a hedge.
    _r(_EN, "elision", V, "I'm severely allergic to latex, so please flag it on my file", "Severely allergic to latex",
       evidence="I'm severely allergic to latex", speaker=YEWANDE, key="yewande/allergies"),
    _r(_EN, "hedge", N, "I think I might be allergic to latex, still waiting on the test results",
       "Allergic to latex", evidence="I think I might be allergic to latex", speaker=YEWANDE,
       key="yewande/allergies"),
    # A request frame around a typed value, beside the request under `until`.
    _r(_EN, "request", V, "Could you please send invoices to accounts@brackenridge.co?", "accounts@brackenridge.co",
       key="brackenridge/invoice_email"),
    _r(_EN, "subspan_restricted", N,
       "Could you send invoices to accounts@brackenridge.co until we sort out the new mailbox?",
       "accounts@brackenridge.co", key="brackenridge/invoice_email"),
    # A whole clause left out, beside an attributed belief.
    _r(_EN, "clause", V, "My repeat prescription is ready for collection, so I'll grab it after work.",
       "My repeat prescription is ready for collection"),
    _r(_EN, "hedge", N, "The pharmacy thinks my repeat prescription is ready for collection",
       "my repeat prescription is ready for collection"),
    # A contrast's second half with a flight number, beside a negated rebooking.
    _r(_EN, "contrast", V,
       "The flight to Reykjavík got cancelled, but Icelandair rebooked us on FI-455 on Saturday.",
       "Icelandair rebooked us on FI-455 on Saturday"),
    _r(_EN, "negation", N, "The flight to Reykjavík got cancelled, and Icelandair hasn't rebooked us on FI-455 yet.",
       "Icelandair rebooked us on FI-455"),
    # --- Spanish -----------------------------------------------------------------------------------------------
    # A car-hire localizer on a label line, beside the localizer cut short.
    _r(_ES, "subspan", V,
       "¡Reserva confirmada! Localizador: RZ4-88KT · Recogida: Aeropuerto de Málaga, 14/07 a las 10:30 · "
       "Vehículo: Fiat 500 o similar", "RZ4-88KT", evidence="Localizador: RZ4-88KT", key="alquiler_coche/localizador"),
    _r(_ES, "identifier", N,
       "¡Reserva confirmada! Localizador: RZ4-88KT · Recogida: Aeropuerto de Málaga, 14/07 a las 10:30 · "
       "Vehículo: Fiat 500 o similar", "RZ4-88", evidence="Localizador: RZ4-88KT", key="alquiler_coche/localizador"),
    # A place and time on the pickup line, beside the return line.
    _r(_ES, "subspan", V,
       "¡Reserva confirmada! Localizador: RZ4-88KT · Recogida: Aeropuerto de Málaga, 14/07 a las 10:30 · "
       "Vehículo: Fiat 500 o similar", "Aeropuerto de Málaga, 14/07 a las 10:30",
       evidence="Recogida: Aeropuerto de Málaga, 14/07 a las 10:30", key="alquiler_coche/recogida"),
    _r(_ES, "subspan_restricted", N, "Devolución: Aeropuerto de Málaga, 21/07 antes de las 10:30",
       "Aeropuerto de Málaga, 21/07 antes de las 10:30", key="alquiler_coche/recogida"),
    # A mobile number after a free-choice purpose, with an aside; beside a purpose that restricts it.
    _r(_ES, "subspan", V, "Para lo que necesitéis, mi móvil es el 622 418 097 (también tengo WhatsApp)",
       "622 418 097", speaker=NEREA, key="nerea/móvil"),
    _r(_ES, "subspan_restricted", N, "Para temas del trabajo, mi móvil es el 622 418 097", "622 418 097",
       speaker=NEREA, key="nerea/móvil"),
    # An e-mail "por si acaso", beside the brother's e-mail.
    _r(_ES, "subspan", V, "Os dejo mi correo por si acaso: baltasar.ortuno@lavanda.es 🙏", "baltasar.ortuno@lavanda.es",
       speaker=BALTASAR, key="baltasar/correo"),
    _r(_ES, "possessor_drop", N, "Os dejo el correo de mi hermano por si acaso: quique.ortuno@lavanda.es",
       "quique.ortuno@lavanda.es", speaker=BALTASAR, key="baltasar/correo"),
    # A refund amount in a support reply, beside an amount under a condition.
    _r(_ES, "subspan", V,
       "Le confirmamos que el reembolso de 48,75 € se ha emitido a su tarjeta terminada en 4410.", "48,75 €",
       evidence="Le confirmamos que el reembolso de 48,75 € se ha emitido", key="pedido/reembolso"),
    _r(_ES, "subspan_restricted", N, "Si devuelve los dos artículos, el reembolso será de 48,75 €", "48,75 €",
       key="pedido/reembolso"),
    # A company's new address with a bracketed instruction, beside the old address under a time frame.
    _r(_ES, "subspan", V,
       "Nuestra nueva dirección es C/ Cardenal Cisneros 41, bajo, 28010 Madrid (entrada por el patio).",
       "C/ Cardenal Cisneros 41, bajo, 28010 Madrid", key="empresa/dirección"),
    _r(_ES, "subspan_restricted", N,
       "Hasta marzo seguimos en C/ Cardenal Cisneros 41; luego nos mudamos a Chamberí.", "C/ Cardenal Cisneros 41",
       evidence="Hasta marzo seguimos en C/ Cardenal Cisneros 41", key="empresa/dirección"),
    # A name after `se llama` with a title, beside a past `se llamaba`.
    _r(_ES, "subspan", V, "La veterinaria que lleva a Kira se llama Dra. Amparo Villalonga, es un encanto",
       "Dra. Amparo Villalonga", evidence="La veterinaria que lleva a Kira se llama Dra. Amparo Villalonga",
       key="kira/veterinaria"),
    _r(_ES, "subspan_restricted", N, "La veterinaria que llevaba a Kira era la Dra. Amparo Villalonga, pero se jubiló",
       "Dra. Amparo Villalonga", evidence="La veterinaria que llevaba a Kira era la Dra. Amparo Villalonga",
       key="kira/veterinaria"),
    # An IBAN with spaces on a bank-details line, beside the IBAN cut short.
    _r(_ES, "subspan", V, "Titular: Joaquín Ferrándiz · IBAN: ES91 2100 0418 4502 0005 1332",
       "ES91 2100 0418 4502 0005 1332", evidence="IBAN: ES91 2100 0418 4502 0005 1332", key="joaquín/iban"),
    _r(_ES, "identifier", N, "Titular: Joaquín Ferrándiz · IBAN: ES91 2100 0418 4502 0005 1332",
       "ES91 2100 0418 4502", evidence="IBAN: ES91 2100 0418 4502 0005 1332", key="joaquín/iban"),
    # A meeting link "always the same", beside a link only for tomorrow's meeting.
    _r(_ES, "subspan", V, "El enlace de la reunión es siempre el mismo: https://meet.jit.si/claustro-ies-ribera",
       "https://meet.jit.si/claustro-ies-ribera", key="claustro/enlace_reunión"),
    _r(_ES, "subspan_restricted", N, "Solo para la reunión de mañana, el enlace es https://meet.jit.si/claustro-extra",
       "https://meet.jit.si/claustro-extra", key="claustro/enlace_reunión"),
    # A nickname in quotes inside brackets, beside a hedging aside.
    _r(_ES, "parenthetical", V, "Mi abuela Remedios (la 'Yaya', como la llamamos todos) cumple 90 años el sábado",
       "Mi abuela Remedios cumple 90 años el sábado"),
    _r(_ES, "parenthetical_restrictive", N,
       "Mi abuela Remedios cumple 90 años el sábado (o eso dice ella, nadie ha visto su partida de nacimiento)",
       "Mi abuela Remedios cumple 90 años el sábado"),
    # A translation gloss, beside an aside that takes the dish back.
    _r(_ES, "parenthetical", V, "Pedimos un txuleton (chuletón de buey, para compartir) y dos botellas de txakoli",
       "Pedimos un txuleton y dos botellas de txakoli"),
    _r(_ES, "parenthetical_restrictive", N, "Pedimos un txuleton (al final no lo trajeron) y dos botellas de txakoli",
       "Pedimos un txuleton y dos botellas de txakoli"),
    # An apposition between dashes with an emoji, beside a condition in brackets.
    _r(_ES, "parenthetical", V, "El fontanero —Rafa, el cuñado de Itziar 😅— viene el jueves a las nueve",
       "El fontanero viene el jueves a las nueve"),
    _r(_ES, "parenthetical_restrictive", N, "El fontanero viene el jueves a las nueve (si no le surge otra urgencia)",
       "El fontanero viene el jueves a las nueve"),
    # One item of a list whose last item runs on, beside the list under `menos`.
    _r(_ES, "list_item", V, "En la academia damos clases de inglés, alemán, francés y un poco de portugués",
       "En la academia damos clases de alemán"),
    _r(_ES, "list_scope", N, "En la academia damos clases de todos los idiomas menos alemán y ruso",
       "En la academia damos clases de alemán"),
    # A list item with subject elision under a key, beside the list in the past.
    _r(_ES, "list_item", V, "Tengo alergia a la amoxicilina, al níquel y a los frutos secos", "Alergia al níquel",
       speaker=ITZIAR, key="itziar/alergias"),
    _r(_ES, "speaker_tense", N, "De pequeña tenía alergia a la amoxicilina y al níquel", "Alergia al níquel",
       speaker=ITZIAR, key="itziar/alergias"),
    # A shared-subject second conjunct in the preterite, beside an obligation.
    _r(_ES, "coordination", V, "Firmé el contrato de alquiler y le hice la transferencia de la fianza al casero",
       "Macarena hizo la transferencia de la fianza al casero", speaker=MACARENA),
    _r(_ES, "hedge", N, "Tengo que firmar el contrato de alquiler y hacer la transferencia de la fianza al casero",
       "Macarena hace la transferencia de la fianza al casero", speaker=MACARENA),
    # The speaker restated, beside the partner's job.
    _r(_ES, "speaker", V, "Soy enfermera de quirófano en el Clínico desde 2019",
       "Nerea es enfermera de quirófano en el Clínico desde 2019", speaker=NEREA),
    _r(_ES, "wrong_speaker", N, "Mi pareja es enfermera de quirófano en el Clínico",
       "Nerea es enfermera de quirófano en el Clínico", speaker=NEREA),
    # Subject elision with the possessive agreeing, beside a dropped time frame.
    _r(_ES, "elision", V, "Vivo en Getafe con mis dos gatos", "Vive en Getafe con sus dos gatos", speaker=JOAQUIN),
    _r(_ES, "restriction_drop", N, "Vivo en Getafe con mis dos gatos entre semana", "Vive en Getafe con sus dos gatos",
       speaker=JOAQUIN),
    # A request with a clitic imperative around an e-mail, beside the request for this month only.
    _r(_ES, "request", V, "Las facturas mandádmelas a facturas@talleresmendi.com, por favor",
       "facturas@talleresmendi.com", speaker=ITZIAR, key="itziar/correo_facturas"),
    _r(_ES, "subspan_restricted", N, "Las facturas de este mes mandádmelas a facturas@talleresmendi.com",
       "facturas@talleresmendi.com", speaker=ITZIAR, key="itziar/correo_facturas"),
    # A clause left out after `así que`, beside a belief.
    _r(_ES, "clause", V, "Me han dado plaza en el máster de Salamanca, así que en septiembre me mudo",
       "Me han dado plaza en el máster de Salamanca"),
    _r(_ES, "hedge", N, "Creo que me van a dar plaza en el máster de Salamanca",
       "me van a dar plaza en el máster de Salamanca"),
    # A phone number under a payment app's name with emojis, beside the mother's.
    _r(_ES, "subspan", V, "Mi Bizum es el 699 230 114 👍👍", "699 230 114", speaker=MACARENA, key="macarena/bizum"),
    _r(_ES, "possessor_drop", N, "El Bizum de mi madre es el 699 230 118", "699 230 118", speaker=MACARENA,
       key="macarena/bizum"),
    # A contrast's second half, beside a possession denied with `ya no`.
    _r(_ES, "contrast", V, "No tengo coche, pero mi pareja tiene una furgoneta Citroën Berlingo",
       "mi pareja tiene una furgoneta Citroën Berlingo"),
    _r(_ES, "negation", N, "Ya no tenemos la furgoneta Citroën Berlingo, la vendimos en abril",
       "tenemos la furgoneta Citroën Berlingo"),
    # Opening hours on a label line, beside the summer hours.
    _r(_ES, "subspan", V, "Horario de atención: lunes a viernes de 9:00 a 14:00", "lunes a viernes de 9:00 a 14:00",
       key="tienda/horario_atención"),
    _r(_ES, "subspan_restricted", N, "Horario de verano (julio y agosto): lunes a viernes de 8:00 a 15:00",
       "lunes a viernes de 8:00 a 15:00", key="tienda/horario_atención"),
    # An order number in a chat, beside the previous order's.
    _r(_ES, "subspan", V, "el número de pedido es el 2024-118734, lo pone en el correo de confirmación",
       "2024-118734", evidence="el número de pedido es el 2024-118734", key="pedido/número"),
    _r(_ES, "subspan_restricted", N, "el número del pedido anterior era el 2024-109951", "2024-109951",
       key="pedido/número"),
    # --- Chinese -----------------------------------------------------------------------------------------------
    # A courier's waybill number, beside the number cut short.
    _r(_ZH, "subspan", V, "【顺丰速运】您的快件已发出，运单号：SF1420937765512，请保持电话畅通。", "SF1420937765512",
       evidence="运单号：SF1420937765512", key="快递/运单号"),
    _r(_ZH, "identifier", N, "【顺丰速运】您的快件已发出，运单号：SF1420937765512，请保持电话畅通。", "SF14209377",
       evidence="运单号：SF1420937765512", key="快递/运单号"),
    # A mobile number with a following clause, beside a former number.
    _r(_ZH, "subspan", V, "我手机号是138 0571 2294，微信同号", "138 0571 2294", speaker=KEXIN, key="邓可欣/手机号"),
    _r(_ZH, "subspan_restricted", N, "我以前的手机号是138 0571 2294，现在停机了", "138 0571 2294",
       evidence="我以前的手机号是138 0571 2294", speaker=KEXIN, key="邓可欣/手机号"),
    # An e-mail in a signature, beside an assistant's e-mail under a condition.
    _r(_ZH, "subspan", V, "宋一鸣 | 产品经理\n邮箱：songyiming@lanxin-tech.cn\n电话：021-6218 4470",
       "songyiming@lanxin-tech.cn", evidence="邮箱：songyiming@lanxin-tech.cn", key="宋一鸣/邮箱"),
    _r(_ZH, "possessor_drop", N, "如有急事请联系我的助理，邮箱：assist01@lanxin-tech.cn", "assist01@lanxin-tech.cn",
       speaker=YIMING, key="宋一鸣/邮箱"),
    # A total with a bracket glossing its make-up, beside a line the key does not name.
    _r(_ZH, "subspan", V, "外卖订单已送达 合计：¥268.00（含配送费¥10）", "¥268.00",
       evidence="合计：¥268.00（含配送费¥10）", key="外卖订单/合计"),
    _r(_ZH, "subspan_restricted", N, "外卖订单已送达 餐品小计：¥258.00", "¥258.00", evidence="餐品小计：¥258.00",
       key="外卖订单/合计"),
    # A delivery address with a bracketed instruction, beside a weekend address.
    _r(_ZH, "subspan", V, "收货地址：浙江省杭州市西湖区文三路478号华星大厦12楼（前台代收）",
       "浙江省杭州市西湖区文三路478号华星大厦12楼", speaker=XIAOMAN, key="小蔓/收货地址"),
    _r(_ZH, "subspan_restricted", N, "周末请寄到：浙江省杭州市余杭区良渚街道玉鸟路9号",
       "浙江省杭州市余杭区良渚街道玉鸟路9号", speaker=XIAOMAN, key="小蔓/收货地址"),
    # A teacher's name after 叫, beside a nephew's teacher.
    _r(_ZH, "subspan", V, "我儿子的班主任叫欧阳澜，教语文的", "欧阳澜",
       evidence="我儿子的班主任叫欧阳澜", speaker=LAOWEN, key="儿子/班主任"),
    _r(_ZH, "possessor_drop", N, "我侄子的班主任叫欧阳澜，教语文的", "欧阳澜", evidence="我侄子的班主任叫欧阳澜",
       speaker=LAOWEN, key="儿子/班主任"),
    # An appointment time with the weekday aside dropped, beside a cancelled original time.
    _r(_ZH, "subspan", V, "预约成功：3月18日（周二）上午9:30，地点：市一医院门诊楼3楼口腔科", "3月18日上午9:30",
       evidence="预约成功：3月18日（周二）上午9:30", key="口腔科/预约时间"),
    _r(_ZH, "subspan_restricted", N, "原预约时间3月18日上午9:30已取消，请重新预约", "3月18日上午9:30",
       evidence="原预约时间3月18日上午9:30已取消", key="口腔科/预约时间"),
    # A sign-up link, beside an old, expired one.
    _r(_ZH, "subspan", V, "报名链接在这：https://jinshuju.net/f/Qm8xKd 截止周五", "https://jinshuju.net/f/Qm8xKd",
       evidence="报名链接在这：https://jinshuju.net/f/Qm8xKd", key="活动/报名链接"),
    _r(_ZH, "subspan_restricted", N, "旧的报名链接https://jinshuju.net/f/Pz3aLc已经失效了", "https://jinshuju.net/f/Pz3aLc",
       key="活动/报名链接"),
    # A WeChat ID after a generic 有事, beside a work WeChat for work matters.
    _r(_ZH, "subspan", V, "有事加我微信 kexin_deng0915 就行", "kexin_deng0915", speaker=KEXIN, key="邓可欣/微信"),
    _r(_ZH, "subspan_restricted", N, "工作上的事加我工作微信 kexin_work 就行", "kexin_work", speaker=KEXIN,
       key="邓可欣/微信"),
    # A nickname in quotes inside full-width brackets, beside a condition in brackets.
    _r(_ZH, "parenthetical", V, "我表弟陈浩（外号“大头”）下个月去深圳读研", "我表弟陈浩下个月去深圳读研"),
    _r(_ZH, "parenthetical_restrictive", N, "我表弟陈浩下个月去深圳读研（如果导师同意的话）",
       "我表弟陈浩下个月去深圳读研"),
    # A translation gloss of a dish, beside an aside that cancels it.
    _r(_ZH, "parenthetical", V, "我们点了一份 Pad Thai（泰式炒河粉），味道很正宗", "我们点了一份 Pad Thai，味道很正宗"),
    _r(_ZH, "parenthetical_restrictive", N, "我们点了一份 Pad Thai（不过后来被取消了）", "我们点了一份 Pad Thai"),
    # An apposition between dashes, beside a final aside with a time limit.
    _r(_ZH, "parenthetical", V, "新来的同事——就是那个从成都调过来的小伙子——下周一开始负责华东区销售",
       "新来的同事下周一开始负责华东区销售"),
    _r(_ZH, "parenthetical_restrictive", N, "新来的同事下周一开始负责华东区销售（暂时的，只到年底）",
       "新来的同事下周一开始负责华东区销售"),
    # One item of a list, beside the list under a negator.
    _r(_ZH, "list_item", V, "这家店支持支付宝、微信支付和银联卡", "这家店支持微信支付"),
    _r(_ZH, "negation", N, "这家店不支持信用卡、花呗和微信支付", "这家店支持微信支付"),
    # A list item under speaker binding, beside the husband's allergies.
    _r(_ZH, "list_item", V, "我对尘螨、猫毛和桦树花粉过敏", "小蔓对猫毛过敏", speaker=XIAOMAN),
    _r(_ZH, "wrong_speaker", N, "我老公对尘螨、猫毛和桦树花粉过敏", "小蔓对猫毛过敏", speaker=XIAOMAN),
    # A second conjunct after 然后, beside a plan.
    _r(_ZH, "coordination", V, "我上周辞了职，然后报了个雅思班", "宋一鸣报了个雅思班", speaker=YIMING),
    _r(_ZH, "hedge", N, "我打算辞职，然后报个雅思班", "宋一鸣报个雅思班", speaker=YIMING),
    # The speaker restated, beside a past job.
    _r(_ZH, "speaker", V, "我在一家做跨境电商的公司当运营", "欧阳澜在一家做跨境电商的公司当运营", speaker=OUYANG),
    _r(_ZH, "speaker_tense", N, "我之前在一家做跨境电商的公司当运营",
       "欧阳澜在一家做跨境电商的公司当运营", speaker=OUYANG),
    # Subject elision under a key, beside the wife's diet.
    _r(_ZH, "elision", V, "我是素食者，不吃肉也不吃鱼", "不吃肉也不吃鱼", speaker=LAOWEN, key="老温/饮食习惯"),
    _r(_ZH, "wrong_speaker", N, "我老婆是素食者，不吃肉也不吃鱼", "不吃肉也不吃鱼", speaker=LAOWEN,
       key="老温/饮食习惯"),
    # A request around an address, beside a one-off address for this invoice.
    _r(_ZH, "request", V, "麻烦把发票寄到我公司：上海市静安区南京西路1266号恒隆广场2座31楼",
       "上海市静安区南京西路1266号恒隆广场2座31楼", speaker=YIMING, key="宋一鸣/发票寄送地址"),
    _r(_ZH, "subspan_restricted", N, "这次的发票麻烦先寄到我家：上海市徐汇区漕溪北路88号", "上海市徐汇区漕溪北路88号",
       speaker=YIMING, key="宋一鸣/发票寄送地址"),
    # A clause left out after 所以, beside a hedge.
    _r(_ZH, "clause", V, "我的护照下个月到期，所以得赶紧去续", "我的护照下个月到期"),
    _r(_ZH, "hedge", N, "我的护照好像下个月到期", "我的护照下个月到期"),
    # A number plate, beside the same plate negated.
    _r(_ZH, "subspan", V, "我的车牌号是浙A·7K2Q9，白色的比亚迪", "浙A·7K2Q9", evidence="我的车牌号是浙A·7K2Q9",
       speaker=OUYANG, key="欧阳澜/车牌号"),
    _r(_ZH, "negation", N, "我的车牌号不是浙A·7K2Q9，是浙A·7K2Q6", "浙A·7K2Q9", speaker=OUYANG, key="欧阳澜/车牌号"),
    # A hotel confirmation number, beside the check-in date under a check-out key.
    _r(_ZH, "subspan", V, "【携程】您预订的杭州西溪悦榕庄已确认，确认号：HT58820417，入住日期：2025-04-12",
       "HT58820417", evidence="确认号：HT58820417", key="酒店/确认号"),
    _r(_ZH, "subspan_restricted", N, "【携程】您预订的杭州西溪悦榕庄已确认，确认号：HT58820417，入住日期：2025-04-12",
       "2025-04-12", evidence="入住日期：2025-04-12", key="酒店/离店日期"),
    # A dog's name after 叫 with an emoji and aside, beside a friend's dog.
    _r(_ZH, "subspan", V, "我家狗狗叫豆包🐶（三岁的柯基）", "豆包", speaker=XIAOMAN, key="小蔓/狗狗名字"),
    _r(_ZH, "possessor_drop", N, "我朋友家的狗狗叫豆包🐶（三岁的柯基）", "豆包", speaker=XIAOMAN, key="小蔓/狗狗名字"),
    # A contrast's second half with a flight number.
    _r(_ZH, "contrast", V, "高铁票没抢到，不过买到了 MU5137 的机票", "买到了 MU5137 的机票"),
)  # fmt: skip
