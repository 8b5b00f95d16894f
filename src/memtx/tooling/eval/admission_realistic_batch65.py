"""The realistic set's sixty-fifth batch: a blind measurement of the merged admission rules (issue 31, brief B65).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b65, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support` or
`memtx eval` was run on these records. Every source is invented here, in domains new to the set: escape rooms, ski
rental shops, marinas, climbing gyms, hearing-aid clinics, piano tuners, dry cleaners, riding stables, solar
installers, planetariums, chimney sweeps, karaoke rooms, blood donation, watch repairers, campsites, translation
agencies, archery ranges and spas; surf schools, physiotherapists, dive centres, rural holiday homes, florists, padel
clubs, phone repairers, wineries, travel agents, dance academies, campervan hire, locksmiths, cider houses, food banks,
mountaineering clubs, instrument shops, electricians and laundrettes; murder-mystery game shops (剧本杀), ski resorts,
postnatal care centres, housekeeping services, teahouses, personal trainers, wedding photographers, B&Bs (民宿), car
washes, parcel lockers, calligraphy classes, swimming pools, health check centres, renovation firms, bubble-tea
memberships, campgrounds and cinemas. Registers: chat lines and WhatsApp/WeChat turns, voice-note transcripts with
fillers, e-mails with signatures, JSON tool outputs, receipts, SMS notifications, forms and quotes.

The batch centres on keyed atomic values as extractors and agent tools store them: one field kept alone from a
labelled line or a JSON field (an e-mail address, a URL, a phone number, a membership, order or booking code, an
amount with its currency, a date or time phrase, a tier, a name), filed under keys like `org/entity/field`, with key
styles mixed on purpose (English keys over Spanish and Chinese sources, keys in the source's language, mem0's
`user/...` with the speaker bound as `user`). The negatives differ from a faithful record of the same field in the one
thing DESIGN §4 says matters: the text restricts the value in a way the key drops (a previous value, a temporary code,
an estimated or pending amount, a held-until date, a value for one group only, a return filed as outbound), the value
belongs to another person the source names, a frame or condition is dropped, an identifier is cut short, the first
person is someone else's, or the tense differs.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 18, list_item 2, parenthetical 2. Negative (18): subspan_restricted 6, possessor_drop 3, restriction_drop 2,
identifier 3, wrong_speaker 2, tense 2. Every evidence string is a verbatim span of its source. The batch is unscored:
scoring it is the lead's, once it joins the realistic set.

Scored once by the lead on the rules of f988ce3 (fourteenth session, no admission rule changed): 53/66 faithful, 4/54
false accepts, closed after by round 40 (docs/admission.md); then it joined the dev split.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the escape room's booking reference alone; "your booking" is the key's subject, the copula is present.
    _r(
        "en",
        "subspan",
        True,
        "Hi Sam,\nThanks for booking The Vault at LockedIn Escapes! Your booking reference is LKD-58213. "
        "Please arrive 15 minutes early for the briefing.\nThe LockedIn team",
        "LKD-58213",
        evidence="Your booking reference is LKD-58213.",
        key="lockedin_escapes/booking/reference",
    ),
    # subspan: the ski-rental clerk's mobile alone from a voice note; his first person, the slot word "mobile".
    _r(
        "en",
        "subspan",
        True,
        "Hi, uh, it's Callum at Powder Peak Rentals. My mobile's 07700 900418, so just, like, text me about the boots.",
        "07700 900418",
        evidence="My mobile's 07700 900418",
        speaker="Callum",
        key="powder_peak/callum/phone",
    ),
    # subspan: one JSON field of a marina tool's output, the berth, under a key naming that field.
    _r(
        "en",
        "subspan",
        True,
        '{"vessel": "Skylark II", "berth": "C-14", "arrival": "2027-05-03", "berth_fee_gbp": 42.5}',
        "C-14",
        evidence='"berth": "C-14"',
        key="harbourside_marina/skylark_ii/berth",
    ),
    # subspan: the climbing gym's member ID from an SMS; nothing in its clause restricts it.
    _r(
        "en",
        "subspan",
        True,
        "CragHouse: Welcome aboard! Your member ID is CH-20774. Show it at reception to check in.",
        "CH-20774",
        evidence="Your member ID is CH-20774.",
        key="craghouse/member/id",
    ),
    # subspan: the audiologist's e-mail from her own signature; the key's subject is the signer.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nPriya Natarajan\nSenior Audiologist, ClearTone Hearing\n"
        "priya.natarajan@cleartone-hearing.co.uk | 020 7946 0815",
        "priya.natarajan@cleartone-hearing.co.uk",
        evidence="priya.natarajan@cleartone-hearing.co.uk | 020 7946 0815",
        key="cleartone_hearing/priya_natarajan/email",
    ),
    # subspan: the receipt's "Total paid" line; the key names the label, so the amount is supported alone.
    _r(
        "en",
        "subspan",
        True,
        "RECEIPT - Harmon Piano Tuning\nService: full tuning, upright piano\nTotal paid: £95.00\n"
        "Paid by card. Thank you!",
        "£95.00",
        evidence="Total paid: £95.00",
        key="harmon_piano/tuning/total_paid",
    ),
    # subspan: the dry cleaner's order number; "your order" is the key's subject, being ready restricts no number.
    _r(
        "en",
        "subspan",
        True,
        "Pressed & Co: Your order 44871 is ready for collection at our Mill Road branch. Opening hours 8-6.",
        "44871",
        evidence="Your order 44871 is ready for collection",
        key="pressed_and_co/order/number",
    ),
    # subspan: mem0's user gives an address for the invoice with "to me at"; the user's e-mail under user/email.
    _r(
        "en",
        "subspan",
        True,
        "User: yes please, send the invoice to me at dev.sharma@fastmail.com\n"
        "Assistant: Done! Oakfield Stables will email it over.",
        "dev.sharma@fastmail.com",
        evidence="send the invoice to me at dev.sharma@fastmail.com",
        speaker="user",
        key="user/email",
    ),
    # subspan: the installation date from a form line whose label the key names.
    _r(
        "en",
        "subspan",
        True,
        "BrightRoof Solar - Job sheet\nCustomer: G. Allerton\nInstallation date: Thursday 11 March 2027\n"
        "System size: 4.2 kWp",
        "Thursday 11 March 2027",
        evidence="Installation date: Thursday 11 March 2027",
        key="brightroof_solar/installation/date",
    ),
    # subspan: one JSON field, the show's start time, under a key naming that field.
    _r(
        "en",
        "subspan",
        True,
        '{"show": "Rings of Saturn", "start_time": "19:30", "seats": 2, "confirmation": "PLN-7Q42X"}',
        "19:30",
        evidence='"start_time": "19:30"',
        key="stargate_planetarium/show/start_time",
    ),
    # subspan: the sweep's quote for the job from a voice note; the key names the quote, nothing else qualifies it.
    _r(
        "en",
        "subspan",
        True,
        "Yeah hi, it's Dermot, the sweep. So, er, the quote for the job comes to £140, and I can do next Tuesday.",
        "£140",
        evidence="the quote for the job comes to £140",
        key="dermot_chimney/quote",
    ),
    # subspan: the karaoke booking code from a labelled line of the confirmation.
    _r(
        "en",
        "subspan",
        True,
        "Hi Jamie, your room at Echo Box is booked: Room 7, Saturday 9 pm to 11 pm. Booking code: ECHO-3318. "
        "Pay your balance here: https://pay.echobox.co.uk/b/ECHO-3318",
        "ECHO-3318",
        evidence="Booking code: ECHO-3318.",
        key="echo_box/booking/code",
    ),
    # subspan: the donor number sent to Aisha; "your" is the addressee the key's subject names.
    _r(
        "en",
        "subspan",
        True,
        "GiveBlood: Thanks for registering, Aisha. Your donor number is 7730-4412-09. "
        "Bring photo ID to your first visit.",
        "7730-4412-09",
        evidence="Your donor number is 7730-4412-09.",
        key="giveblood/aisha/donor_number",
    ),
    # subspan: the customer's name from a repair ticket's labelled line.
    _r(
        "en",
        "subspan",
        True,
        "Repair ticket #8812\nCustomer name: Tomasz Wójcik\nItem: Seiko 5, stopped winding\n"
        "Estimate: £65 (pending approval)",
        "Tomasz Wójcik",
        evidence="Customer name: Tomasz Wójcik",
        key="tick_tock_repairs/ticket_8812/customer_name",
    ),
    # subspan: the pitch number; "your pitch number" is the key's subject and slot, the copula present.
    _r(
        "en",
        "subspan",
        True,
        "Pinewood Campsite: Hi Rhys, all set for Friday! Your pitch number is 23. The gate code is on the map we sent.",
        "23",
        evidence="Your pitch number is 23.",
        key="pinewood_campsite/booking/pitch_number",
    ),
    # subspan: the agency's submission address; the clause introduces it for documents, which the key names.
    _r(
        "en",
        "subspan",
        True,
        "Hi, I'm Inés from LinguaBridge. Please send the documents to projects@linguabridge.eu and I'll get you a "
        "quote by Monday.\nInés Carvalho\nProject Manager, LinguaBridge Translations",
        "projects@linguabridge.eu",
        evidence="Please send the documents to projects@linguabridge.eu",
        key="linguabridge/documents_email",
    ),
    # subspan: the archery club's membership tier from a welcome e-mail; present copula, "your" the member.
    _r(
        "en",
        "subspan",
        True,
        "Welcome to Longbow Archery, Frances! Your membership tier is Silver. Range sessions can be booked in the app.",
        "Silver",
        evidence="Your membership tier is Silver.",
        key="longbow_archery/frances/membership_tier",
    ),
    # subspan: the name the spa booking is under, said by mem0's user; the key names the booking name.
    _r(
        "en",
        "subspan",
        True,
        "User: the booking at Thermae Spa is under Hannah Okafor, two people, Sunday afternoon\n"
        "Assistant: Got it, I'll remember that.",
        "Hannah Okafor",
        evidence="the booking at Thermae Spa is under Hannah Okafor",
        speaker="user",
        key="user/thermae_spa/booking_name",
    ),
    # list_item: one language of the ski school's list, with its head and the rest of the clause.
    _r(
        "en",
        "list_item",
        True,
        "About us: Powder Peak ski school runs lessons in English, French and German.",
        "Powder Peak ski school runs lessons in German",
        evidence="Powder Peak ski school runs lessons in English, French and German.",
        key="powder_peak/lesson_languages",
    ),
    # list_item: one thing the spa card covers, the list's head kept, nothing after the last item.
    _r(
        "en",
        "list_item",
        True,
        "Thermae Spa FAQ\nQ: What's included?\nA: The spa card covers the sauna, the steam room and the cold plunge.",
        "The spa card covers the steam room",
        evidence="The spa card covers the sauna, the steam room and the cold plunge.",
        key="thermae_spa/spa_card/covers",
    ),
    # parenthetical: an aside locating the opening noun phrase is dropped; the opening time stays as written.
    _r(
        "en",
        "parenthetical",
        True,
        "Harbourside Marina notice: The fuel dock (next to the chandlery) opens at 7 am. Please keep engines off.",
        "The fuel dock opens at 7 am",
        evidence="The fuel dock (next to the chandlery) opens at 7 am.",
        key="harbourside_marina/fuel_dock/opening_time",
    ),
    # parenthetical: the aside naming the technician is dropped; the visit's date and its future tense are kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Dear Mrs Pryce,\nYour tuning technician (Gareth Harmon, who also restores antique uprights) will visit on "
        "4 June.\nHarmon Piano Tuning",
        "Your tuning technician will visit on 4 June",
        evidence="Your tuning technician (Gareth Harmon, who also restores antique uprights) will visit on 4 June.",
        key="harmon_piano/mrs_pryce/visit_date",
    ),
    # --- negatives ---
    # subspan_restricted: "previous" reference filed as the booking's reference; the key drops that it was replaced.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Hi Sam, we've moved you to the 6 pm slot. Your previous booking reference was LKD-40017; your new one is "
        "LKD-58213.\nThe LockedIn team",
        "LKD-40017",
        evidence="Your previous booking reference was LKD-40017",
        key="lockedin_escapes/booking/reference",
    ),
    # subspan_restricted: a temporary door code, valid until Sunday, filed as the door code.
    _r(
        "en",
        "subspan_restricted",
        False,
        "CragHouse: Your temporary door code is 4471 (valid until Sunday). Your permanent fob arrives next week.",
        "4471",
        evidence="Your temporary door code is 4471 (valid until Sunday).",
        key="craghouse/door_code",
    ),
    # subspan_restricted: an estimated cost filed as the system's cost; the key drops "estimated".
    _r(
        "en",
        "subspan_restricted",
        False,
        "BrightRoof Solar - Quote Q-3390\nEstimated system cost: £6,850 (final price after roof survey)\nDeposit: £500",
        "£6,850",
        evidence="Estimated system cost: £6,850 (final price after roof survey)",
        key="brightroof_solar/system_cost",
    ),
    # subspan_restricted: a held-until date filed as the pickup date.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Pressed & Co: Reminder - we'll hold your coat until 28 Feb, after which it is donated to charity.",
        "28 Feb",
        evidence="we'll hold your coat until 28 Feb",
        key="pressed_and_co/coat/pickup_date",
    ),
    # subspan_restricted: the concession price, for students and over-65s only, filed as the ticket price.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Stargate Planetarium: Tickets are £12; students and over-65s pay £8.",
        "£8",
        evidence="students and over-65s pay £8",
        key="stargate_planetarium/ticket_price",
    ),
    # subspan_restricted: the return date filed as the departure date.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Harbourside Marina log\nSkylark II - departs 3 May, returns 10 May\nBerth: C-14",
        "10 May",
        evidence="returns 10 May",
        key="harbourside_marina/skylark_ii/departure_date",
    ),
    # possessor_drop: the number is the husband's, named in the sentence before, filed as the user's phone.
    _r(
        "en",
        "possessor_drop",
        False,
        "User: can you put my husband Kofi's number on the escape room booking too? It's 07700 900256.\n"
        "Assistant: Added!",
        "07700 900256",
        evidence="It's 07700 900256.",
        speaker="user",
        key="user/phone",
    ),
    # possessor_drop: the lead renter Jonas's e-mail filed under Emma's booking record.
    _r(
        "en",
        "possessor_drop",
        False,
        "Powder Peak Rentals - booking form\nSkier: Emma Lindqvist (junior)\nLead renter: Jonas Lindqvist, "
        "jonas.l@posteo.de\nBoots: EU 36",
        "jonas.l@posteo.de",
        evidence="Lead renter: Jonas Lindqvist, jonas.l@posteo.de",
        key="powder_peak/emma_lindqvist/email",
    ),
    # possessor_drop: the guardian's phone, marked as Claire Shaw's, filed as the young rider's phone.
    _r(
        "en",
        "possessor_drop",
        False,
        "Oakfield Stables - rider form\nRider: Poppy Shaw (age 9)\nParent/guardian phone: 07700 900733 (Claire Shaw)",
        "07700 900733",
        evidence="Parent/guardian phone: 07700 900733 (Claire Shaw)",
        key="oakfield_stables/poppy_shaw/phone",
    ),
    # restriction_drop: the out-of-hours line filed as the shop's phone; the frame "outside opening hours" is dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Tick Tock Repairs, 4 Kirkgate. Outside opening hours, call 0113 496 0999 for urgent collections.",
        "0113 496 0999",
        evidence="Outside opening hours, call 0113 496 0999",
        key="tick_tock_repairs/phone",
    ),
    # restriction_drop: the rate for certified translations filed as the agency's rate per word.
    _r(
        "en",
        "restriction_drop",
        False,
        "LinguaBridge pricing: For certified translations, the rate is €0.14 per word. Turnaround is usually 3 days.",
        "€0.14 per word",
        evidence="For certified translations, the rate is €0.14 per word.",
        key="linguabridge/rate_per_word",
    ),
    # identifier: the donor number cut before its last group.
    _r(
        "en",
        "identifier",
        False,
        "GiveBlood: Thanks for registering, Aisha. Your donor number is 7730-4412-09. "
        "Bring photo ID to your first visit.",
        "7730-4412",
        evidence="Your donor number is 7730-4412-09.",
        key="giveblood/aisha/donor_number",
    ),
    # identifier: the audiologist's e-mail cut before its top-level domain.
    _r(
        "en",
        "identifier",
        False,
        "Kind regards,\nPriya Natarajan\nSenior Audiologist, ClearTone Hearing\n"
        "priya.natarajan@cleartone-hearing.co.uk | 020 7946 0815",
        "priya.natarajan@cleartone-hearing",
        evidence="priya.natarajan@cleartone-hearing.co.uk | 020 7946 0815",
        key="cleartone_hearing/priya_natarajan/email",
    ),
    # identifier: the payment link cut to its host, losing the booking's path.
    _r(
        "en",
        "identifier",
        False,
        "Hi Jamie, your room at Echo Box is booked: Room 7, Saturday 9 pm to 11 pm. Booking code: ECHO-3318. "
        "Pay your balance here: https://pay.echobox.co.uk/b/ECHO-3318",
        "https://pay.echobox.co.uk",
        evidence="Pay your balance here: https://pay.echobox.co.uk/b/ECHO-3318",
        key="echo_box/booking/payment_link",
    ),
    # wrong_speaker: the front desk's "text me" turn bound to mem0's user.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Customer: hi, running about 10 min late for the 3pm climb\nFront desk (Jade): no worries! text me on "
        "07700 900584 when you're parked",
        "07700 900584",
        evidence="text me on 07700 900584",
        speaker="user",
        key="user/phone",
    ),
    # wrong_speaker: a forwarded line's first person is the shop manager's, not Callum's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Callum: forwarding what the shop manager sent me -\n> My direct line is 01479 810224, ask for Fiona.",
        "01479 810224",
        evidence="My direct line is 01479 810224",
        speaker="Callum",
        key="powder_peak/callum/phone",
    ),
    # tense: "I was a Gold member" filed as the user's present tier; past copula.
    _r(
        "en",
        "tense",
        False,
        "User: I was a Gold member at Longbow Archery, so do I still get the range discount?",
        "Gold",
        evidence="I was a Gold member at Longbow Archery",
        speaker="user",
        key="user/longbow_archery/membership_tier",
    ),
    # tense: "was at" filed as the marina office's address; the office has moved.
    _r(
        "en",
        "tense",
        False,
        "Harbourside Marina newsletter: The marina office was at 2 Quay Street; you'll now find us in the new "
        "harbour building.",
        "2 Quay Street",
        evidence="The marina office was at 2 Quay Street",
        key="harbourside_marina/office_address",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el móvil del monitor de surf, en su propia primera persona; "móvil" es la palabra del slot de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Buenas!! Soy Iker, de Olas Surf Eskola 🏄 Mi móvil es el 688 412 907, escríbeme por aquí para cambiar la "
        "clase.",
        "688 412 907",
        evidence="Mi móvil es el 688 412 907",
        speaker="Iker",
        key="olas_surf/iker/movil",
    ),
    # subspan: la fecha y hora de la cita del SMS; "su cita" es el sujeto de la clave, nada la restringe.
    _r(
        "es",
        "subspan",
        True,
        "FisioVital: Su cita queda confirmada para el martes 9 de marzo a las 17:30. Responda NO para anularla.",
        "el martes 9 de marzo a las 17:30",
        evidence="Su cita queda confirmada para el martes 9 de marzo a las 17:30.",
        key="fisiovital/cita/fecha",
    ),
    # subspan: un campo JSON del centro de buceo, el código de reserva, bajo una clave inglesa que lo nombra.
    _r(
        "es",
        "subspan",
        True,
        '{"reserva": "BZ-66120", "inmersiones": 2, "fecha": "2027-07-14", "importe_eur": 110}',
        "BZ-66120",
        evidence='"reserva": "BZ-66120"',
        key="azul_buceo/booking/code",
    ),
    # subspan: el localizador de la casa rural en un correo; la clave nombra el localizador de la reserva.
    _r(
        "es",
        "subspan",
        True,
        "Hola Nuria:\nOs confirmamos la reserva de la casa El Roble del 12 al 15 de octubre. El localizador es "
        "CR-2291-ROB.\nUn saludo,\nMaite\nCasa Rural El Roble · 974 55 12 30",
        "CR-2291-ROB",
        evidence="El localizador es CR-2291-ROB.",
        key="casa_el_roble/reserva/localizador",
    ),
    # subspan: la línea TOTAL de un ticket de floristería, bajo la clave del total del pedido.
    _r(
        "es",
        "subspan",
        True,
        "FLORISTERÍA LIRIO\nRamo novia ........ 85,00 €\nBoutonnière x2 .... 24,00 €\nTOTAL ............ 109,00 €\n"
        "Tarjeta ****4412",
        "109,00 €",
        evidence="TOTAL ............ 109,00 €",
        key="floristeria_lirio/pedido/total",
    ),
    # subspan: la categoría de socia de Carmen; "tu" es la destinataria, que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Club Pádel Norte: ¡Bienvenida, Carmen! Tu categoría de socia es Oro. Ya puedes reservar pista desde la app.",
        "Oro",
        evidence="Tu categoría de socia es Oro.",
        key="padel_norte/carmen/categoria",
    ),
    # subspan: el número de orden de la reparación; estar lista no restringe el número.
    _r(
        "es",
        "subspan",
        True,
        "ArreglaYa: Hola! Tu reparación con nº de orden 553019 está lista. Puedes recogerla en tienda.",
        "553019",
        evidence="Tu reparación con nº de orden 553019 está lista.",
        key="arreglaya/reparacion/numero_orden",
    ),
    # subspan: el correo del usuario de mem0 en un chat con la bodega; su primera persona, el slot "correo".
    _r(
        "es",
        "subspan",
        True,
        "Usuario: vale, pues apúntame en la lista del taller de cata; mi correo es lorena.gil@gmail.com\n"
        "Asistente: ¡Hecho! Bodegas Arlanza te escribirá.",
        "lorena.gil@gmail.com",
        evidence="mi correo es lorena.gil@gmail.com",
        speaker="user",
        key="user/email",
    ),
    # subspan: el teléfono de la firma del agente, en una línea "Tel." bajo su propio nombre.
    _r(
        "es",
        "subspan",
        True,
        "Atentamente,\nRaúl Benítez\nAgente de viajes · Viajes Albatros\nraul.benitez@viajesalbatros.es\n"
        "Tel. 915 00 47 28",
        "915 00 47 28",
        evidence="Tel. 915 00 47 28",
        key="viajes_albatros/raul_benitez/telefono",
    ),
    # subspan: la mensualidad de salsa en un audio con muletillas; la clave nombra la salsa y la mensualidad.
    _r(
        "es",
        "subspan",
        True,
        "Eh, hola, soy Vero, de la academia Compás. O sea, la mensualidad de salsa son 45 euros, ¿vale? Y se paga "
        "a principios de mes.",
        "45 euros",
        evidence="la mensualidad de salsa son 45 euros",
        key="academia_compas/salsa/mensualidad",
    ),
    # subspan: la fecha de recogida de la furgoneta desde la línea "Recogida:" que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Camper Levante - Contrato 4471\nRecogida: Valencia, 02/08/2027 10:00\nDevolución: Valencia, 16/08/2027 10:00\n"
        "Vehículo: California Ocean",
        "02/08/2027 10:00",
        evidence="Recogida: Valencia, 02/08/2027 10:00",
        key="camper_levante/alquiler/recogida",
    ),
    # subspan: la web del cerrajero en un audio transcrito; "la web es" y la clave nombra la web.
    _r(
        "es",
        "subspan",
        True,
        "Pues nada, que soy Paco el cerrajero, eh, la web es www.cerrajeriapaco.es y ahí tienes los precios y todo.",
        "www.cerrajeriapaco.es",
        evidence="la web es www.cerrajeriapaco.es",
        key="cerrajeria_paco/web",
    ),
    # subspan: el nombre de la reserva de la sidrería, "a nombre de", que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Sidrería Zelaia - Reservas\nReserva a nombre de Josu Etxeberria, 8 personas, sábado 21:00. Txotx incluido.",
        "Josu Etxeberria",
        evidence="Reserva a nombre de Josu Etxeberria",
        key="sidreria_zelaia/reserva/nombre",
    ),
    # subspan: el código de voluntario de Dani; "tu" es el destinatario, que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Banco de Alimentos de Aragón: Hola Dani, tu código de voluntario es BA-0937. Preséntalo en el almacén.",
        "BA-0937",
        evidence="tu código de voluntario es BA-0937.",
        key="banco_alimentos/dani/codigo_voluntario",
    ),
    # subspan: la cuota anual del club, cuya frase la clave nombra entera; la glosa de lo que incluye queda fuera.
    _r(
        "es",
        "subspan",
        True,
        "Club Alpino Moncayo: La cuota anual del club es de 60 €, seguro federativo incluido. Se domicilia en enero.",
        "60 €",
        evidence="La cuota anual del club es de 60 €",
        key="club_alpino_moncayo/cuota_anual",
    ),
    # subspan: el código del pedido de la tienda de instrumentos; haber salido del almacén no lo restringe.
    _r(
        "es",
        "subspan",
        True,
        "Musical Rivas: ¡Buenas noticias! Tu pedido MU-10482 ha salido del almacén. Lo recibirás en 48-72 h.",
        "MU-10482",
        evidence="Tu pedido MU-10482 ha salido del almacén.",
        key="musical_rivas/order/id",
    ),
    # subspan: el importe total de un presupuesto; el inciso dice lo que incluye (IVA incluido), una glosa.
    _r(
        "es",
        "subspan",
        True,
        "Electricidad Soler - Presupuesto nº 2027-118\nCliente: Comunidad Av. del Puerto 14\n"
        "Importe total (IVA incluido): 1.240,00 €\nValidez: 30 días",
        "1.240,00 €",
        evidence="Importe total (IVA incluido): 1.240,00 €",
        key="electricidad_soler/presupuesto/importe_total",
    ),
    # subspan: el enlace de seguimiento entero del SMS de la lavandería.
    _r(
        "es",
        "subspan",
        True,
        "LavaExpress: tu colada ya está en marcha. Sigue tu pedido en https://lavaexpress.es/p/77310",
        "https://lavaexpress.es/p/77310",
        evidence="Sigue tu pedido en https://lavaexpress.es/p/77310",
        key="lavaexpress/pedido/enlace_seguimiento",
    ),
    # list_item: una cosa de la lista del equipamiento de la casa, con su cabeza; nada tras el último elemento.
    _r(
        "es",
        "list_item",
        True,
        "Casa Rural El Roble. La casa tiene chimenea, barbacoa y piscina. Admitimos mascotas pequeñas.",
        "La casa tiene barbacoa",
        evidence="La casa tiene chimenea, barbacoa y piscina.",
        key="casa_el_roble/equipamiento",
    ),
    # list_item: uno de los estilos que da la academia, con la cabeza de la lista.
    _r(
        "es",
        "list_item",
        True,
        "¡Hola! En Compás damos salsa, bachata y kizomba. Escríbenos para una clase de prueba 💃",
        "En Compás damos kizomba",
        evidence="En Compás damos salsa, bachata y kizomba.",
        key="academia_compas/estilos",
    ),
    # parenthetical: se quita el inciso que describe a la fisio; el nombre queda como lo dice la usuaria.
    _r(
        "es",
        "parenthetical",
        True,
        "Usuario: mi fisio (la de las manos mágicas, jaja) se llama Alba Roig\nAsistente: ¡Apuntado!",
        "Mi fisio se llama Alba Roig",
        evidence="mi fisio (la de las manos mágicas, jaja) se llama Alba Roig",
        speaker="user",
        key="user/fisioterapeuta",
    ),
    # parenthetical: se quita el inciso que sitúa el punto de encuentro; el resto de la oración se conserva.
    _r(
        "es",
        "parenthetical",
        True,
        "Azul Buceo: El punto de encuentro (al lado del faro) es el pantalán 3 del puerto de Cambrils. Traed toalla.",
        "El punto de encuentro es el pantalán 3 del puerto de Cambrils",
        evidence="El punto de encuentro (al lado del faro) es el pantalán 3 del puerto de Cambrils.",
        key="azul_buceo/punto_encuentro",
    ),
    # --- negatives ---
    # subspan_restricted: el móvil "antiguo", que ya no usa, archivado como su móvil.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Soy Iker, de Olas Surf Eskola. Mi móvil antiguo era el 655 310 274, ya no lo uso, así que borradlo.",
        "655 310 274",
        evidence="Mi móvil antiguo era el 655 310 274",
        speaker="Iker",
        key="olas_surf/iker/movil",
    ),
    # subspan_restricted: un código provisional, válido hasta recoger la tarjeta, archivado como el código de acceso.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Club Pádel Norte: Carmen, tu código provisional de acceso a pistas es 5120 (válido hasta que recojas tu "
        "tarjeta).",
        "5120",
        evidence="tu código provisional de acceso a pistas es 5120",
        key="padel_norte/carmen/codigo_acceso",
    ),
    # subspan_restricted: una fianza estimada, que se confirma al recoger, archivada como la fianza.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Camper Levante - Contrato 4471\nFianza estimada: 600 € (se confirma al recoger)\nKilometraje: ilimitado",
        "600 €",
        evidence="Fianza estimada: 600 € (se confirma al recoger)",
        key="camper_levante/alquiler/fianza",
    ),
    # subspan_restricted: la fecha hasta la que guardan la guitarra, archivada como fecha de recogida.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Musical Rivas: Hola Leire, te guardamos la guitarra reservada hasta el 30 de abril. "
        "Después vuelve a la venta.",
        "el 30 de abril",
        evidence="te guardamos la guitarra reservada hasta el 30 de abril.",
        key="musical_rivas/leire/fecha_recogida",
    ),
    # subspan_restricted: la mensualidad para menores de 16, archivada como la mensualidad.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Academia Compás - tarifas: Para menores de 16 la mensualidad es de 35 €. Matrícula gratuita en septiembre.",
        "35 €",
        evidence="Para menores de 16 la mensualidad es de 35 €.",
        key="academia_compas/mensualidad",
    ),
    # subspan_restricted: la fecha de devolución archivada como la de recogida.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Camper Levante - Contrato 4471\nRecogida: Valencia, 02/08/2027 10:00\nDevolución: Valencia, 16/08/2027 10:00\n"
        "Vehículo: California Ocean",
        "16/08/2027 10:00",
        evidence="Devolución: Valencia, 16/08/2027 10:00",
        key="camper_levante/alquiler/recogida",
    ),
    # possessor_drop: el correo es de la pareja, Andrés, nombrada en la etiqueta; archivado como el del usuario.
    _r(
        "es",
        "possessor_drop",
        False,
        "Usuario: apunta también a mi pareja, Andrés: andres.molina@outlook.es\n"
        "Asistente: Perfecto, os aviso a los dos.",
        "andres.molina@outlook.es",
        evidence="apunta también a mi pareja, Andrés: andres.molina@outlook.es",
        speaker="user",
        key="user/email",
    ),
    # possessor_drop: el teléfono de contacto es de la madre, Elena Gómez; archivado como el de la paciente.
    _r(
        "es",
        "possessor_drop",
        False,
        "FisioVital - Ficha\nPaciente: Martina Sáez (7 años)\nTeléfono de contacto: 644 218 390 (madre, Elena Gómez)",
        "644 218 390",
        evidence="Teléfono de contacto: 644 218 390 (madre, Elena Gómez)",
        key="fisiovital/martina_saez/telefono",
    ),
    # possessor_drop: el número de socia es de la hermana, Irene; archivado como el del usuario.
    _r(
        "es",
        "possessor_drop",
        False,
        "Usuario: el número de socia de mi hermana Irene en el Club Alpino Moncayo es 40218, por si lo necesitas",
        "40218",
        evidence="el número de socia de mi hermana Irene en el Club Alpino Moncayo es 40218",
        speaker="user",
        key="user/club_alpino_moncayo/numero_socio",
    ),
    # restriction_drop: el teléfono de urgencias fuera de horario archivado como el teléfono del cerrajero.
    _r(
        "es",
        "restriction_drop",
        False,
        "Cerrajería Paco. Para urgencias fuera de horario, llamad al 644 900 112. Tienda: L-V 9:00-14:00.",
        "644 900 112",
        evidence="Para urgencias fuera de horario, llamad al 644 900 112.",
        key="cerrajeria_paco/telefono",
    ),
    # restriction_drop: el horario de los sábados archivado como el horario de la lavandería.
    _r(
        "es",
        "restriction_drop",
        False,
        "LavaExpress Delicias: Los sábados abrimos de 10:00 a 14:00. Domingos cerrado.",
        "de 10:00 a 14:00",
        evidence="Los sábados abrimos de 10:00 a 14:00.",
        key="lavaexpress/horario",
    ),
    # identifier: el correo cortado antes del dominio de primer nivel.
    _r(
        "es",
        "identifier",
        False,
        "Usuario: vale, pues apúntame en la lista del taller de cata; mi correo es lorena.gil@gmail.com\n"
        "Asistente: ¡Hecho! Bodegas Arlanza te escribirá.",
        "lorena.gil@gmail",
        evidence="mi correo es lorena.gil@gmail.com",
        speaker="user",
        key="user/email",
    ),
    # identifier: el localizador cortado, sin su sufijo.
    _r(
        "es",
        "identifier",
        False,
        "Hola Nuria:\nOs confirmamos la reserva de la casa El Roble del 12 al 15 de octubre. El localizador es "
        "CR-2291-ROB.\nUn saludo,\nMaite\nCasa Rural El Roble · 974 55 12 30",
        "CR-2291",
        evidence="El localizador es CR-2291-ROB.",
        key="casa_el_roble/reserva/localizador",
    ),
    # identifier: el enlace de seguimiento cortado al dominio.
    _r(
        "es",
        "identifier",
        False,
        "LavaExpress: tu colada ya está en marcha. Sigue tu pedido en https://lavaexpress.es/p/77310",
        "https://lavaexpress.es",
        evidence="Sigue tu pedido en https://lavaexpress.es/p/77310",
        key="lavaexpress/pedido/enlace_seguimiento",
    ),
    # wrong_speaker: el "llámame" es de Maite, de la casa rural, no de Nuria.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Nuria: ¿a qué número os llamo si llegamos tarde?\nMaite (Casa El Roble): llámame al 622 741 058 y te abro yo",
        "622 741 058",
        evidence="llámame al 622 741 058",
        speaker="Nuria",
        key="nuria/telefono",
    ),
    # wrong_speaker: la primera persona citada es de la profesora, no del usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Usuario: os paso lo que me escribió la profe de bachata: «mi correo es julia.prados@compas.es, escribidme "
        "ahí»",
        "julia.prados@compas.es",
        evidence="mi correo es julia.prados@compas.es",
        speaker="user",
        key="user/email",
    ),
    # tense: "fui socia Platino" archivado como la categoría actual; pretérito.
    _r(
        "es",
        "tense",
        False,
        "Usuario: fui socia Platino del Club Pádel Norte, ¿me sigue valiendo el descuento?",
        "Platino",
        evidence="fui socia Platino del Club Pádel Norte",
        speaker="user",
        key="user/padel_norte/categoria",
    ),
    # tense: "estará" archivado como la dirección actual de la oficina; futuro.
    _r(
        "es",
        "tense",
        False,
        "Estimados clientes: os informamos de que nuestra oficina estará en la calle Colón 12. Viajes Albatros",
        "calle Colón 12",
        evidence="nuestra oficina estará en la calle Colón 12",
        key="viajes_albatros/oficina/direccion",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 短信里的预约码，标签"预约码"正是键的字段。
    _r(
        "zh",
        "subspan",
        True,
        "【迷雾剧本杀】您已成功预约《长安夜》6人本，预约码：MW8831，请提前15分钟到店。",
        "MW8831",
        evidence="预约码：MW8831",
        key="迷雾剧本杀/预约/预约码",
    ),
    # subspan: 工具返回的JSON里一个字段，订单号，键名即该字段。
    _r(
        "zh",
        "subspan",
        True,
        '{"雪票类型": "全天票", "订单号": "SK20270115993", "金额": "¥398", "使用日期": "2027-01-15"}',
        "SK20270115993",
        evidence='"订单号": "SK20270115993"',
        key="wanlong_ski/order/id",
    ),
    # subspan: 语音转写里周姐自己的手机号，第一人称是说话人，"手机"是键的字段。
    _r(
        "zh",
        "subspan",
        True,
        "嗯，那个，我是悦心月子中心的周姐，我的手机是139 1234 5678，有啥事随时找我哈。",
        "139 1234 5678",
        evidence="我的手机是139 1234 5678",
        speaker="周姐",
        key="悦心月子中心/周姐/手机",
    ),
    # subspan: 短信里保洁预约的时间，"您预约的保洁服务时间"由键命名，无限制。
    _r(
        "zh",
        "subspan",
        True,
        "【好帮手家政】您预约的保洁服务时间为3月12日上午9:00，保洁员：李阿姨，联系电话请见APP。",
        "3月12日上午9:00",
        evidence="您预约的保洁服务时间为3月12日上午9:00",
        key="好帮手家政/保洁预约/时间",
    ),
    # subspan: 茶馆小票的"合计"一行，键名即合计。
    _r(
        "zh",
        "subspan",
        True,
        "清风茶馆\n包间费：¥80\n茶水：¥168\n合计：¥248\n支付方式：微信支付\n欢迎再次光临",
        "¥248",
        evidence="合计：¥248",
        key="清风茶馆/账单/合计",
    ),
    # subspan: 用户自己的邮箱，第一人称是mem0的用户，"邮箱"是字段。
    _r(
        "zh",
        "subspan",
        True,
        "用户：我的邮箱是 chenyu_fit@163.com，课表发这里就行\n助手：好的，已记下。",
        "chenyu_fit@163.com",
        evidence="我的邮箱是 chenyu_fit@163.com",
        speaker="user",
        key="user/email",
    ),
    # subspan: 客户经理签名里的电话，键的主体就是签名人。
    _r(
        "zh",
        "subspan",
        True,
        "祝好！\n林晓彤 | 客户经理\n时光婚纱摄影\n电话：021-6488 3170",
        "021-6488 3170",
        evidence="电话：021-6488 3170",
        key="时光婚纱摄影/林晓彤/电话",
    ),
    # subspan: 民宿房东消息里的入住日期，键名即入住日期。
    _r(
        "zh",
        "subspan",
        True,
        "房东小马：您好，入住日期是5月1日，门锁密码到时候发您～",
        "5月1日",
        evidence="入住日期是5月1日",
        key="山居民宿/订单/入住日期",
    ),
    # subspan: 洗车短信里的会员等级，"您的会员等级"由键命名，现在时。
    _r(
        "zh",
        "subspan",
        True,
        "【车净洗车】尊敬的会员，您的会员等级为钻石卡，本月剩余洗车次数4次。",
        "钻石卡",
        evidence="您的会员等级为钻石卡",
        key="车净洗车/会员/等级",
    ),
    # subspan: 驿站短信里的取件码，标签即字段。
    _r(
        "zh",
        "subspan",
        True,
        "【菜鸟驿站】您的包裹已到幸福里驿站，取件码 8-3-1027，请凭码取件。",
        "8-3-1027",
        evidence="取件码 8-3-1027",
        key="菜鸟驿站/包裹/取件码",
    ),
    # subspan: 书法班老师的名字，"叫"说明它是名字，键名为老师。
    _r(
        "zh",
        "subspan",
        True,
        "墨韵书法班家长群：书法班的授课老师叫王墨言，有问题可以在群里问。",
        "王墨言",
        evidence="书法班的授课老师叫王墨言",
        key="墨韵书法班/老师",
    ),
    # subspan: 成人年卡的价格，键带着"成人年卡"，所以限定词已由键承载。
    _r(
        "zh",
        "subspan",
        True,
        "蓝湾游泳馆前台：成人年卡价格是2680元，学生年卡1580元，都可以分期。",
        "2680元",
        evidence="成人年卡价格是2680元",
        key="蓝湾游泳馆/成人年卡/价格",
    ),
    # subspan: 体检报告的完整链接，键名为报告链接。
    _r(
        "zh",
        "subspan",
        True,
        "【康宁体检】您的体检报告已生成，请登录 https://report.kangning.cn/r/KN5520 查看。",
        "https://report.kangning.cn/r/KN5520",
        evidence="请登录 https://report.kangning.cn/r/KN5520 查看",
        key="康宁体检/体检报告/链接",
    ),
    # subspan: 合同的工程总价，括号只说明包含什么（含主材），是注释不是限制。
    _r(
        "zh",
        "subspan",
        True,
        "安居装修 合同\n合同编号：ZX-2027-0412\n工程总价：¥186,000（含主材）\n付款方式：3-4-3",
        "¥186,000",
        evidence="工程总价：¥186,000（含主材）",
        key="安居装修/合同/工程总价",
    ),
    # subspan: 用户自己的奶茶会员号，第一人称是用户，"会员号"是字段。
    _r(
        "zh",
        "subspan",
        True,
        "用户：那个茶百道会员，我的会员号是 CB66120873，积分帮我查一下\n助手：好的。",
        "CB66120873",
        evidence="我的会员号是 CB66120873",
        speaker="user",
        key="user/茶百道/会员号",
    ),
    # subspan: 露营预订单里的营位，标签即字段。
    _r(
        "zh",
        "subspan",
        True,
        "星野露营 预订确认\n营位：B区07号\n入营时间：14:00后\n人数：4人",
        "B区07号",
        evidence="营位：B区07号",
        key="星野露营/预订/营位",
    ),
    # subspan: 电影票短信里的放映时间，标签即字段。
    _r(
        "zh",
        "subspan",
        True,
        "【光影影城】取票码：502917，放映时间：6月8日 19:45，5号厅。",
        "6月8日 19:45",
        evidence="放映时间：6月8日 19:45",
        key="光影影城/电影票/放映时间",
    ),
    # subspan: 用户家请的育儿嫂的名字，"叫"说明是名字，键是用户的育儿嫂姓名。
    _r(
        "zh",
        "subspan",
        True,
        "用户：嗯就是，我们家请的那个育儿嫂叫刘春梅，人挺好的。\n助手：记下了。",
        "刘春梅",
        evidence="我们家请的那个育儿嫂叫刘春梅",
        speaker="user",
        key="user/育儿嫂/姓名",
    ),
    # list_item: 民宿提供的服务之一，保留列表的中心语和后面的部分。
    _r(
        "zh",
        "list_item",
        True,
        "山居民宿简介：我们民宿提供早餐、接站和停车位。欢迎带小朋友入住。",
        "我们民宿提供接站",
        evidence="我们民宿提供早餐、接站和停车位。",
        key="山居民宿/服务",
    ),
    # list_item: 付款方式之一，中文列表项保留最后一项之后的"付款"。
    _r(
        "zh",
        "list_item",
        True,
        "店长：本店可以用微信、支付宝和美团券付款，不收现金哦。",
        "本店可以用支付宝付款",
        evidence="本店可以用微信、支付宝和美团券付款",
        key="迷雾剧本杀/付款方式",
    ),
    # parenthetical: 去掉描述私教的插入语，名字照原话保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "用户：我的私教（就是那个练过举重的小伙子）叫赵磊，下周一约了他。",
        "我的私教叫赵磊",
        evidence="我的私教（就是那个练过举重的小伙子）叫赵磊",
        speaker="user",
        key="user/私教",
    ),
    # parenthetical: 去掉说明理由的插入语，拍摄地点照原话保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "时光婚纱摄影：婚纱照的拍摄地点（摄影师说那边的光线最好）定在了滴水湖。",
        "婚纱照的拍摄地点定在了滴水湖",
        evidence="婚纱照的拍摄地点（摄影师说那边的光线最好）定在了滴水湖",
        key="时光婚纱摄影/拍摄地点",
    ),
    # --- negatives ---
    # subspan_restricted: "以前的"手机号，现在不用了，却存为她的手机。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "周姐：我以前的手机号是137 0000 8812，现在不用了，别打这个。",
        "137 0000 8812",
        evidence="我以前的手机号是137 0000 8812",
        speaker="周姐",
        key="悦心月子中心/周姐/手机",
    ),
    # subspan_restricted: 临时门锁密码，明天中午前有效，存为门锁密码。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "房东小马：临时门锁密码是 604825，明天中午前有效，正式的入住当天再发您。",
        "604825",
        evidence="临时门锁密码是 604825",
        key="山居民宿/门锁密码",
    ),
    # subspan_restricted: 预估的增项费用，以实际施工为准，存为增项费用。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "安居装修 变更单\n预估增项费用：¥12,500（以实际施工为准）\n业主签字：",
        "¥12,500",
        evidence="预估增项费用：¥12,500（以实际施工为准）",
        key="安居装修/合同/增项费用",
    ),
    # subspan_restricted: 包裹保留到的日期，存成了取件日期。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【菜鸟驿站】您的包裹将保留至6月20日，逾期退回寄件人。",
        "6月20日",
        evidence="您的包裹将保留至6月20日",
        key="菜鸟驿站/包裹/取件日期",
    ),
    # subspan_restricted: 只属于学生的年卡价格，存为年卡价格。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "蓝湾游泳馆前台：成人年卡价格是2680元，学生年卡1580元，都可以分期。",
        "1580元",
        evidence="学生年卡1580元",
        key="蓝湾游泳馆/年卡/价格",
    ),
    # subspan_restricted: 返程班车的时间存成了出发时间。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "万龙滑雪场接驳班车：去程 1月15日 07:30 朝阳门出发；返程 1月16日 16:00 雪场出发。",
        "1月16日 16:00",
        evidence="返程 1月16日 16:00",
        key="万龙滑雪场/班车/出发时间",
    ),
    # possessor_drop: 手机号是闺蜜小雯的，却存为用户的手机号。
    _r(
        "zh",
        "possessor_drop",
        False,
        "用户：帮我把我闺蜜小雯的手机号也加到预约上，152 3388 0917\n助手：已添加。",
        "152 3388 0917",
        evidence="帮我把我闺蜜小雯的手机号也加到预约上，152 3388 0917",
        speaker="user",
        key="user/手机号",
    ),
    # possessor_drop: 电话是紧急联系人张薇的，却存为体检人张建国的电话。
    _r(
        "zh",
        "possessor_drop",
        False,
        "康宁体检 登记表\n体检人：张建国\n紧急联系人：张薇（女儿），电话 135 6612 4409",
        "135 6612 4409",
        evidence="紧急联系人：张薇（女儿），电话 135 6612 4409",
        key="康宁体检/张建国/电话",
    ),
    # possessor_drop: 微信号是王老师的，却存为用户的微信。
    _r(
        "zh",
        "possessor_drop",
        False,
        "用户：王老师的微信号是 moyan_shufa，书法班的事直接找她\n助手：好的。",
        "moyan_shufa",
        evidence="王老师的微信号是 moyan_shufa",
        speaker="user",
        key="user/wechat",
    ),
    # restriction_drop: 周末的包间最低消费，丢了"周末"，存为包间最低消费。
    _r(
        "zh",
        "restriction_drop",
        False,
        "清风茶馆：周末包间最低消费¥300，工作日¥150。",
        "¥300",
        evidence="周末包间最低消费¥300",
        key="清风茶馆/包间/最低消费",
    ),
    # restriction_drop: 晚上8点以后的私教课价格，条件丢了，存为私教课价格。
    _r(
        "zh",
        "restriction_drop",
        False,
        "力健健身前台：私教课晚上8点以后上的话，一节是¥260。",
        "¥260",
        evidence="私教课晚上8点以后上的话，一节是¥260",
        key="力健健身/私教课/价格",
    ),
    # identifier: 邮箱被截断，少了".com"。
    _r(
        "zh",
        "identifier",
        False,
        "用户：我的邮箱是 chenyu_fit@163.com，课表发这里就行\n助手：好的，已记下。",
        "chenyu_fit@163",
        evidence="我的邮箱是 chenyu_fit@163.com",
        speaker="user",
        key="user/email",
    ),
    # identifier: 订单号被截断。
    _r(
        "zh",
        "identifier",
        False,
        '{"雪票类型": "全天票", "订单号": "SK20270115993", "金额": "¥398", "使用日期": "2027-01-15"}',
        "SK20270115",
        evidence='"订单号": "SK20270115993"',
        key="wanlong_ski/order/id",
    ),
    # identifier: 报告链接被截到域名，丢了报告路径。
    _r(
        "zh",
        "identifier",
        False,
        "【康宁体检】您的体检报告已生成，请登录 https://report.kangning.cn/r/KN5520 查看。",
        "https://report.kangning.cn",
        evidence="请登录 https://report.kangning.cn/r/KN5520 查看",
        key="康宁体检/体检报告/链接",
    ),
    # wrong_speaker: "我电话"是教练阿杰说的，却绑定给用户。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "用户：教练你电话多少？\n教练阿杰：我电话 177 2045 6630，约课直接找我",
        "177 2045 6630",
        evidence="我电话 177 2045 6630",
        speaker="user",
        key="user/电话",
    ),
    # wrong_speaker: 引号里的第一人称是摄影师的，不是林晓彤的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "林晓彤：转一下摄影师的话：“我的邮箱是 hu.lens@shiguang-photo.cn，样片发这里”",
        "hu.lens@shiguang-photo.cn",
        evidence="我的邮箱是 hu.lens@shiguang-photo.cn",
        speaker="林晓彤",
        key="时光婚纱摄影/林晓彤/邮箱",
    ),
    # tense: "之前是"钻石卡会员，存成现在的会员等级。
    _r(
        "zh",
        "tense",
        False,
        "用户：我之前是车净洗车的钻石卡会员，现在还能用积分吗？",
        "钻石卡",
        evidence="我之前是车净洗车的钻石卡会员",
        speaker="user",
        key="user/车净洗车/会员等级",
    ),
    # tense: "马上要升"金卡，是将来，存成现在的会员等级。
    _r(
        "zh",
        "tense",
        False,
        "用户：我马上要升光影影城的金卡会员了，到时候能打几折？",
        "金卡",
        evidence="我马上要升光影影城的金卡会员了",
        speaker="user",
        key="user/光影影城/会员等级",
    ),
)

BATCH_65: tuple[Realistic, ...] = _EN + _ES + _ZH
