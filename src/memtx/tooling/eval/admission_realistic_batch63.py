"""The realistic set's sixty-third batch: a blind measurement of the merged admission rules (issue 31, brief B63).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b63, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. Every source is invented here, in domains the earlier batches used little:
airline loyalty programmes, coworking invoices, school parent portals, pharmacies' repeat prescriptions, property
letting agents, bicycle repair shops, concert ticket resale, language exchange apps, public libraries' e-lending, tax
offices and veterinary clinics' vaccination reminders, with Spanish and Chinese counterparts in their own registers
and formats (account pages, JSON tool outputs, receipts, invoices, booking and order confirmations, e-mail signatures,
SMS notifications, forms and chat lines where a person gives their own detail).

The batch centres on keyed atomic values as extractors and agent tools store them: one field kept alone from a
labelled line (an e-mail address, a URL, a phone number, a membership, order or booking code, an amount with its
currency, a date or time phrase, a tier), filed under a key in the manner of LangGraph's memory tools
(`the_hive/invoice_inv_2026_0419/total_due`). Keys are mostly English, also over Spanish and Chinese sources; some are
in the source's language (`康宁大药房/张先生/取药码`); some are `user/...` with the speaker bound. A few records
keep one item of a list or drop a non-restrictive parenthetical, restated as extractors write them (with the
speaker's name, or mem0's `用户`, or with the subject elided).

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 18, list_item 2, parenthetical 2. Negative (18): subspan_restricted 6 (the same field where the text
restricts the value in a way the key drops: a previous number, a temporary code, an estimated or pending amount, a
held-until date, an extension only for one group, the return flight filed as the outbound one), possessor_drop 3 (a
value that belongs to another person named in the record), restriction_drop 2, identifier 3 (a truncated e-mail,
code or URL), wrong_speaker 2, tense 2. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the membership number alone from an account page; the label is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "SkyWay Rewards — Account summary\nMember: Priya Nair\nMembership no.: SW44719023\nTier: Silver\n"
        "Points balance: 18,240\nLast activity: 02 Mar 2026 (LBA–AMS)",
        "SW44719023",
        evidence="Membership no.: SW44719023",
        key="skyway_rewards/priya_nair/membership_number",
    ),
    # subspan: the tier alone from a loyalty tool's JSON output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"program": "NorthStar Miles", "member_id": "NS-7730-1185", "tier": "Gold", "miles_balance": 52310, '
        '"tier_review_date": "2027-03-31"}',
        "Gold",
        evidence='"tier": "Gold"',
        key="northstar_miles/tier",
    ),
    # subspan: the invoice total alone; "Total due" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "INVOICE INV-2026-0419\nThe Hive Coworking, 22 Mill Street, Leeds LS1 4AB\nBilled to: Okafor Design Ltd\n"
        "Hot desk membership (April 2026): £185.00\nVAT (20%): £37.00\nTotal due: £222.00\nDue date: 30 April 2026",
        "£222.00",
        evidence="Total due: £222.00",
        key="the_hive/invoice_inv_2026_0419/total_due",
    ),
    # subspan: the booking reference alone from a coworking confirmation e-mail.
    _r(
        "en",
        "subspan",
        True,
        "Hi Sam,\n\nYour meeting room booking is confirmed.\nRoom: Birch (seats 4)\nDate: Thursday 14 May, 10:00–12:00"
        "\nBooking ref: HV-BK-55120\n\nCheers,\nLou (front desk, The Hive)",
        "HV-BK-55120",
        evidence="Booking ref: HV-BK-55120",
        key="the_hive/sam/meeting_room_booking_ref",
    ),
    # subspan: the class teacher's e-mail alone from a parent portal page.
    _r(
        "en",
        "subspan",
        True,
        "Brookfield Primary – Parent Portal\nChild: Amelia Hart (Year 3, Class Oak)\nClass teacher: Mr D. Osei\n"
        "Teacher email: d.osei@brookfield.sch.uk\nAttendance this term: 97.4%",
        "d.osei@brookfield.sch.uk",
        evidence="Teacher email: d.osei@brookfield.sch.uk",
        key="brookfield_primary/mr_osei/email",
    ),
    # subspan: the trip date alone from a school SMS; the sentence only says when the trip is.
    _r(
        "en",
        "subspan",
        True,
        "Brookfield Primary: Reminder - the Year 3 trip to the Science Museum is on Wed 20 May. Please pay £12.50 "
        "via ParentPay by Fri 15 May. Thank you.",
        "Wed 20 May",
        evidence="the Year 3 trip to the Science Museum is on Wed 20 May",
        key="brookfield_primary/year3_science_museum_trip/date",
    ),
    # subspan: the repeat prescription reference alone from a pharmacy SMS.
    _r(
        "en",
        "subspan",
        True,
        "Cornerstone Pharmacy: Hi Mark, your repeat prescription (ref RX-208841) is ready to collect from our Hill "
        "Road branch. Open till 7pm today. Reply STOP to opt out.",
        "RX-208841",
        evidence="ref RX-208841",
        key="cornerstone_pharmacy/mark/repeat_prescription_ref",
    ),
    # subspan: the speaker's own date of birth from a pharmacy chat, under user/.
    _r(
        "en",
        "subspan",
        True,
        "Pharmacist: Hi Mark, can I just confirm your details for the repeat?\n"
        "Mark: yeah of course, my DOB is 14/02/1979 and I'm registered at Hill Road Medical Centre",
        "14/02/1979",
        evidence="my DOB is 14/02/1979",
        speaker="Mark",
        key="user/date_of_birth",
    ),
    # subspan: the negotiator's mobile number alone from her e-mail signature.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nHannah Greaves\nSenior Lettings Negotiator | Ashby & Cole Lettings\n"
        "T: 0113 496 0281 | M: 07700 900412\nhannah.greaves@ashbycole.co.uk",
        "07700 900412",
        evidence="M: 07700 900412",
        key="ashby_cole/hannah_greaves/mobile",
    ),
    # subspan: the monthly rent alone from a tenancy confirmation.
    _r(
        "en",
        "subspan",
        True,
        "Tenancy confirmation – Flat 4B, Harewood Court\nTenancy start date: 1 July 2026\nMonthly rent: £1,150 pcm\n"
        "Deposit: £1,326 (protected with the DPS)\nTerm: 12 months",
        "£1,150 pcm",
        evidence="Monthly rent: £1,150 pcm",
        key="ashby_cole/flat_4b_harewood_court/monthly_rent",
    ),
    # subspan: the receipt total alone from a bike shop receipt.
    _r(
        "en",
        "subspan",
        True,
        "SPOKES & SONS CYCLE REPAIR\nJob no. 3317\nFull service          £65.00\nChain (Shimano HG-71)  £18.99\n"
        "TOTAL                 £83.99\nPaid: card ****4410",
        "£83.99",
        evidence="TOTAL                 £83.99",
        key="spokes_and_sons/job_3317/total",
    ),
    # subspan: the collection code alone from the bike shop's SMS.
    _r(
        "en",
        "subspan",
        True,
        "Spokes & Sons: Your bike (job 3317) is ready for collection. Collection code: 7Q4K. See you soon!",
        "7Q4K",
        evidence="Collection code: 7Q4K.",
        key="spokes_and_sons/job_3317/collection_code",
    ),
    # subspan: the price paid alone from a resale platform's JSON order.
    _r(
        "en",
        "subspan",
        True,
        '{"order_id": "TX-90021773", "event": "Fontaines D.C. - O2 Academy Leeds", "date": "2026-10-03", '
        '"section": "Standing", "price_paid": "GBP 74.50", "seller_rating": 4.8}',
        "GBP 74.50",
        evidence='"price_paid": "GBP 74.50"',
        key="resalehub/order_tx_90021773/price_paid",
    ),
    # subspan: the e-ticket URL alone from a transfer confirmation.
    _r(
        "en",
        "subspan",
        True,
        "Your tickets have been transferred!\nEvent: Fontaines D.C., O2 Academy Leeds\nDoors: 7:00 PM\n"
        "Your e-ticket link: https://tix.resalehub.co.uk/t/8KQ2ZP\nShow the QR code at the door.",
        "https://tix.resalehub.co.uk/t/8KQ2ZP",
        evidence="Your e-ticket link: https://tix.resalehub.co.uk/t/8KQ2ZP",
        key="resalehub/fontaines_leeds/eticket_url",
    ),
    # subspan: the speaker's own handle on the language exchange app, under user/.
    _r(
        "en",
        "subspan",
        True,
        "Tomasz: hey! native Polish speaker here, learning Spanish 🙂 my LingoPal handle is @tomek_waw, "
        "add me on there",
        "@tomek_waw",
        evidence="my LingoPal handle is @tomek_waw",
        speaker="Tomasz",
        key="user/lingopal_handle",
    ),
    # subspan: the e-loan expiry date alone from a library notification.
    _r(
        "en",
        "subspan",
        True,
        "Leeds Libraries e-lending: You have borrowed 'The Overstory' (eBook). Loan expires: 12 June 2026 at 23:59. "
        "Happy reading!",
        "12 June 2026 at 23:59",
        evidence="Loan expires: 12 June 2026 at 23:59.",
        key="leeds_libraries/the_overstory_ebook/loan_expiry",
    ),
    # subspan: the taxpayer reference alone from a tax office letter; the parenthetical is the reference's name.
    _r(
        "en",
        "subspan",
        True,
        "Dear Ms Nair,\nYour Unique Taxpayer Reference (UTR) is 8473120965. Please quote it whenever you contact us.\n"
        "Self Assessment, Tax Office",
        "8473120965",
        evidence="Your Unique Taxpayer Reference (UTR) is 8473120965.",
        key="user/utr",
    ),
    # subspan: the clinic's phone number alone from a vaccination reminder.
    _r(
        "en",
        "subspan",
        True,
        "Hollybank Vets: Bramble is due her annual booster on 03/06/2026. Book online at hollybankvets.co.uk/book "
        "or call 01632 960117.",
        "01632 960117",
        evidence="or call 01632 960117.",
        key="hollybank_vets/phone",
    ),
    # list_item: one medicine from the list; the shared head "Your repeat prescription includes" stays.
    _r(
        "en",
        "list_item",
        True,
        "Cornerstone Pharmacy: Your repeat prescription includes atorvastatin 20mg, ramipril 5mg and lansoprazole "
        "15mg. Please allow 48 hours.",
        "Your repeat prescription includes ramipril 5mg",
        evidence="Your repeat prescription includes atorvastatin 20mg, ramipril 5mg and lansoprazole 15mg.",
        key="cornerstone_pharmacy/repeat_items",
    ),
    # list_item: one language from the speaker's list, restated with her name.
    _r(
        "en",
        "list_item",
        True,
        "About me: I'm Inês from Porto! I speak Portuguese, French and English, and I'm looking for someone to "
        "practise German with.",
        "Inês speaks French",
        evidence="I speak Portuguese, French and English",
        speaker="Inês",
        key="lingopal/ines/languages",
    ),
    # parenthetical: the non-restrictive apposition about the vet is dropped; the appointment stays whole.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi Milo, Dr. Fenwick (our lead vet) will give Bramble her booster on Tuesday at 10:30. Please arrive "
        "five minutes early.",
        "Dr. Fenwick will give Bramble her booster on Tuesday at 10:30.",
        evidence="Dr. Fenwick (our lead vet) will give Bramble her booster on Tuesday at 10:30.",
    ),
    # parenthetical: the location aside is dropped; hours and days stay.
    _r(
        "en",
        "parenthetical",
        True,
        "Welcome to The Hive! The front desk (ground floor, by the lifts) is staffed from 8am to 6pm on weekdays.",
        "The front desk is staffed from 8am to 6pm on weekdays.",
        evidence="The front desk (ground floor, by the lifts) is staffed from 8am to 6pm on weekdays.",
        key="the_hive/front_desk/hours",
    ),
    # --- negative ---
    # subspan_restricted: the number is the *previous* one; the key stores it as the current membership number.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Good news, Priya: your previous membership number SW30018841 has been merged into your account SW44719023. "
        "All points have been carried over.",
        "SW30018841",
        evidence="your previous membership number SW30018841",
        key="skyway_rewards/priya_nair/membership_number",
    ),
    # subspan_restricted: a temporary code for one viewing, filed as the flat's access code.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Ashby & Cole: Temporary access code for Saturday's viewing: 4417#. Your own fob will be issued at check-in.",
        "4417#",
        evidence="Temporary access code for Saturday's viewing: 4417#",
        key="ashby_cole/flat_4b_harewood_court/access_code",
    ),
    # subspan_restricted: an *estimated* payout stored as the payout.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Your listing has sold! Estimated payout: £68.20 (after fees, once the buyer's entry is confirmed).",
        "£68.20",
        evidence="Estimated payout: £68.20",
        key="resalehub/listing_55012/payout",
    ),
    # subspan_restricted: a *pending* refund stored as the refund.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Tax Office online account\nPending refund: £312.40\nStatus: we will release this once your 2025-26 return "
        "has been checked.",
        "£312.40",
        evidence="Pending refund: £312.40",
        key="user/tax_refund",
    ),
    # subspan_restricted: a "held until" date stored as the collection date.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Cornerstone Pharmacy: Your repeat prescription will be held for collection until 22 May; after that the "
        "items go back to stock.",
        "22 May",
        evidence="Your repeat prescription will be held for collection until 22 May",
        key="cornerstone_pharmacy/repeat_prescription/collection_date",
    ),
    # subspan_restricted: the return flight's number stored under the outbound key.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Booking ref QW7TRZ\nOutbound: LS2291 LBA→ALC, Sat 4 Jul, 06:40\nReturn: LS2292 ALC→LBA, Sat 11 Jul, 11:15\n"
        "Passenger: Priya Nair (SkyWay Silver)",
        "LS2292",
        evidence="Return: LS2292",
        key="user/alicante_trip/outbound_flight",
    ),
    # possessor_drop: the phone number is the mother's, filed as the writer's own.
    _r(
        "en",
        "possessor_drop",
        False,
        "Hello, I'm writing on behalf of my mother, Mrs Joan Pike, who is the tenant at 9 Elm Row. Her phone number "
        "is 07700 900655; mine is 07700 900218.\nRegards,\nDavid Pike",
        "07700 900655",
        evidence="Her phone number is 07700 900655",
        speaker="David Pike",
        key="user/phone",
    ),
    # possessor_drop: the grandfather's number filed under the mother's key.
    _r(
        "en",
        "possessor_drop",
        False,
        "Brookfield Primary – Parent Portal\nChild: Amelia Hart\nEmergency contacts:\n1) Jane Hart (mother) "
        "07700 900331\n2) Robert Hart (grandfather) 07700 900874",
        "07700 900874",
        evidence="Robert Hart (grandfather) 07700 900874",
        key="brookfield_primary/jane_hart/phone",
    ),
    # possessor_drop: the account is the partner's, filed under the speaker.
    _r(
        "en",
        "possessor_drop",
        False,
        "Milo Evans here - Bramble's booster is booked under my partner's name, Sophie Lund, account no. HV-20917. "
        "Can I move it to Thursday?",
        "HV-20917",
        evidence="booked under my partner's name, Sophie Lund, account no. HV-20917",
        speaker="Milo Evans",
        key="hollybank_vets/milo_evans/account_number",
    ),
    # restriction_drop: the weekend time frame is dropped from the perk.
    _r(
        "en",
        "restriction_drop",
        False,
        "House rules: On weekends, members on the Flex plan can use the phone booths free of charge.",
        "Members on the Flex plan can use the phone booths free of charge",
        evidence="On weekends, members on the Flex plan can use the phone booths free of charge.",
        key="the_hive/flex_plan/phone_booths",
    ),
    # restriction_drop: the scope (one catalogue's eBooks) is dropped from the renewal rule.
    _r(
        "en",
        "restriction_drop",
        False,
        "FAQ: For eBooks from the Greenway catalogue, you can renew a loan once.",
        "you can renew a loan once",
        evidence="For eBooks from the Greenway catalogue, you can renew a loan once.",
        key="leeds_libraries/ebook_renewals",
    ),
    # identifier: a truncated e-mail address.
    _r(
        "en",
        "identifier",
        False,
        "Questions about Bramble's vaccinations? Contact us at reception@hollybankvets.co.uk - we reply within a day.",
        "reception@hollybankvets",
        evidence="Contact us at reception@hollybankvets.co.uk",
        key="hollybank_vets/email",
    ),
    # identifier: a truncated order number.
    _r(
        "en",
        "identifier",
        False,
        "ResaleHub order confirmed. Order number: TX-90021773. Keep this for any queries.",
        "TX-9002",
        evidence="Order number: TX-90021773.",
        key="resalehub/fontaines_leeds/order_number",
    ),
    # identifier: a truncated URL.
    _r(
        "en",
        "identifier",
        False,
        "To read on your phone, download the app from https://elend.leedslibraries.org.uk/app/download and sign in "
        "with your card number.",
        "https://elend.leedslibraries.org.uk/app",
        evidence="download the app from https://elend.leedslibraries.org.uk/app/download",
        key="leeds_libraries/elending_app_url",
    ),
    # wrong_speaker: Inês's number, stored as Tomasz's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Inês: perfect, let's do a call on Sunday! my number is +351 912 345 678\nTomasz: cool, mine is "
        "+48 601 234 567",
        "+351 912 345 678",
        evidence="my number is +351 912 345 678",
        speaker="Tomasz",
        key="user/phone",
    ),
    # wrong_speaker: Priya's membership number, stored as Raj's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Priya: my SkyWay number is SW44719023 btw\nRaj: and mine's SW55120077, can you add me to the booking too?",
        "SW44719023",
        evidence="my SkyWay number is SW44719023",
        speaker="Raj",
        key="user/skyway_membership_number",
    ),
    # tense: a past tenancy restated as present.
    _r(
        "en",
        "tense",
        False,
        "I used to rent from Ashby & Cole, but now I'm with Northgate Homes and honestly they're better.",
        "Oliver rents from Ashby & Cole",
        evidence="I used to rent from Ashby & Cole",
        speaker="Oliver",
        key="oliver/letting_agent",
    ),
    # tense: past volunteering restated as present.
    _r(
        "en",
        "tense",
        False,
        "I volunteered at Spokes & Sons on Saturdays when I was at uni, that's how I learned to true a wheel.",
        "Volunteers at Spokes & Sons on Saturdays",
        evidence="I volunteered at Spokes & Sons on Saturdays",
        speaker="Kit",
        key="kit/volunteering",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número de socio solo, de una carta del programa; el resto de la frase es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Estimado Sr. Martín:\nLe damos la bienvenida al Programa Vuela+. Su número de socio es VP88301127. "
        "Podrá consultar sus puntos en el área privada.\nAtentamente,\nEquipo Vuela+",
        "VP88301127",
        evidence="Su número de socio es VP88301127.",
        key="vuela_plus/jorge_martin/numero_socio",
    ),
    # subspan: el nivel solo, de la salida JSON de una herramienta de fidelización.
    _r(
        "es",
        "subspan",
        True,
        '{"programa": "Vuela+", "socio": "VP88301127", "nivel": "Plata", "puntos": 24150, '
        '"revision_nivel": "31/03/2027"}',
        "Plata",
        evidence='"nivel": "Plata"',
        key="vuela_plus/nivel",
    ),
    # subspan: el total de la factura del coworking, solo.
    _r(
        "es",
        "subspan",
        True,
        "FACTURA N.º F-2026/0312\nEspacio Colmena Coworking S.L. – CIF B87654321\nCliente: Laura Gil Romero – "
        "NIF 12345678Z\nPuesto fijo (marzo 2026): 220,00 €\nIVA 21 %: 46,20 €\nTOTAL: 266,20 €\n"
        "Forma de pago: transferencia",
        "266,20 €",
        evidence="TOTAL: 266,20 €",
        key="colmena_coworking/factura_f_2026_0312/total",
    ),
    # subspan: el NIF de la clienta, solo, de la misma factura.
    _r(
        "es",
        "subspan",
        True,
        "FACTURA N.º F-2026/0312\nEspacio Colmena Coworking S.L. – CIF B87654321\nCliente: Laura Gil Romero – "
        "NIF 12345678Z\nPuesto fijo (marzo 2026): 220,00 €\nIVA 21 %: 46,20 €\nTOTAL: 266,20 €\n"
        "Forma de pago: transferencia",
        "12345678Z",
        evidence="NIF 12345678Z",
        key="colmena_coworking/laura_gil/nif",
    ),
    # subspan: el correo de la tutora, solo, de una comunicación a las familias.
    _r(
        "es",
        "subspan",
        True,
        "Colegio San Roque – Comunicación a las familias\nTutora de 4.º B: Dña. Carmen Vidal\n"
        "Correo de la tutora: cvidal@colegiosanroque.es\nHorario de tutorías: martes de 16:00 a 17:00",
        "cvidal@colegiosanroque.es",
        evidence="Correo de la tutora: cvidal@colegiosanroque.es",
        key="colegio_san_roque/carmen_vidal/correo",
    ),
    # subspan: el horario de tutorías, una franja entera, de la misma comunicación.
    _r(
        "es",
        "subspan",
        True,
        "Colegio San Roque – Comunicación a las familias\nTutora de 4.º B: Dña. Carmen Vidal\n"
        "Correo de la tutora: cvidal@colegiosanroque.es\nHorario de tutorías: martes de 16:00 a 17:00",
        "martes de 16:00 a 17:00",
        evidence="Horario de tutorías: martes de 16:00 a 17:00",
        key="colegio_san_roque/4b/horario_tutorias",
    ),
    # subspan: el código de recogida solo, de un SMS de farmacia.
    _r(
        "es",
        "subspan",
        True,
        "Farmacia Ldo. Ruiz: Su medicación de receta electrónica ya está preparada. Código de recogida: 58213. "
        "Horario: L-S 9:00-21:30.",
        "58213",
        evidence="Código de recogida: 58213.",
        key="farmacia_ruiz/receta_electronica/codigo_recogida",
    ),
    # subspan: el propio paciente da su tarjeta sanitaria por WhatsApp; clave user/.
    _r(
        "es",
        "subspan",
        True,
        "Antonio: buenas, mi tarjeta sanitaria es la MRGA640312015, es para renovar lo del Sintrom que me toca ya",
        "MRGA640312015",
        evidence="mi tarjeta sanitaria es la MRGA640312015",
        speaker="Antonio",
        key="user/tarjeta_sanitaria",
    ),
    # subspan: el móvil de la agente, solo, de su firma de correo.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nBeatriz Ortega\nAgente inmobiliaria · Inmobiliaria Puerta del Sol\n"
        "Tel. 91 123 45 67 · Móvil 612 345 678\nbortega@inmopuertadelsol.es",
        "612 345 678",
        evidence="Móvil 612 345 678",
        key="inmo_puerta_del_sol/beatriz_ortega/movil",
    ),
    # subspan: la renta mensual sola, de un resumen de contrato.
    _r(
        "es",
        "subspan",
        True,
        "Resumen del contrato – Piso C/ Toledo 58, 3.º izda.\nRenta mensual: 950 €\nFianza: 950 € (una mensualidad)\n"
        "Inicio del contrato: 1 de septiembre de 2026",
        "950 €",
        evidence="Renta mensual: 950 €",
        key="inmo_puerta_del_sol/piso_calle_toledo/renta_mensual",
    ),
    # subspan: el total del ticket del taller de bicis, solo.
    _r(
        "es",
        "subspan",
        True,
        "TALLER BICI-RAYO\nOrden de trabajo n.º 1184\nCambio de cubierta trasera: 32,00 €\nAjuste de frenos: 15,00 €\n"
        "Total: 47,00 €\nPagado con tarjeta",
        "47,00 €",
        evidence="Total: 47,00 €",
        key="bici_rayo/orden_1184/total",
    ),
    # subspan: el teléfono del taller, solo, de un WhatsApp.
    _r(
        "es",
        "subspan",
        True,
        "Taller Bici-Rayo: ¡Hola Nerea! Tu bici ya está lista 🚲 Cualquier duda, llámanos al 955 21 43 87.",
        "955 21 43 87",
        evidence="llámanos al 955 21 43 87.",
        key="bici_rayo/telefono",
    ),
    # subspan: el precio pagado, solo, de la salida JSON de la plataforma de reventa.
    _r(
        "es",
        "subspan",
        True,
        '{"pedido": "RV-7745102", "evento": "Vetusta Morla - WiZink Center", "fecha": "2026-11-14", '
        '"zona": "Pista", "precio_pagado": "68,50 EUR"}',
        "68,50 EUR",
        evidence='"precio_pagado": "68,50 EUR"',
        key="revendeya/pedido_rv_7745102/precio_pagado",
    ),
    # subspan: el localizador solo, de un correo de confirmación de entradas.
    _r(
        "es",
        "subspan",
        True,
        "¡Tus entradas ya son tuyas!\nVetusta Morla · WiZink Center · 14/11/2026\nLocalizador: KZ9-44TP.\n"
        "Puerta de acceso: 3.",
        "KZ9-44TP",
        evidence="Localizador: KZ9-44TP.",
        key="revendeya/vetusta_morla/localizador",
    ),
    # subspan: la propia usuaria da su nombre de usuario en la app; clave user/.
    _r(
        "es",
        "subspan",
        True,
        "Lucía: ¡Holaa! Soy de Sevilla y estoy aprendiendo alemán. Mi usuario en HablaYa es @lucia_sevi 😊",
        "@lucia_sevi",
        evidence="Mi usuario en HablaYa es @lucia_sevi",
        speaker="Lucía",
        key="user/hablaya_usuario",
    ),
    # subspan: la fecha de devolución sola, de un aviso de préstamo electrónico.
    _r(
        "es",
        "subspan",
        True,
        "eBiblio Madrid: Has tomado en préstamo «Panza de burro». Fecha de devolución: 02/07/2026. ¡Buena lectura!",
        "02/07/2026",
        evidence="Fecha de devolución: 02/07/2026.",
        key="ebiblio_madrid/panza_de_burro/fecha_devolucion",
    ),
    # subspan: el número de cita solo, de una cita previa con la Agencia Tributaria.
    _r(
        "es",
        "subspan",
        True,
        "Agencia Tributaria – Cita previa\nTrámite: Renta 2025\nFecha: 21/05/2026 – 10:40 h\n"
        "Oficina: Delegación de Sevilla\nNúmero de cita: 7XK-20931",
        "7XK-20931",
        evidence="Número de cita: 7XK-20931",
        key="agencia_tributaria/cita_renta_2025/numero",
    ),
    # subspan: la fecha de la vacuna sola, de un recordatorio de la clínica.
    _r(
        "es",
        "subspan",
        True,
        "Clínica Veterinaria Los Olivos: Le recordamos que a Toby le toca la vacuna antirrábica el 15/06/2026. "
        "Pida cita en el 954 63 21 09.",
        "15/06/2026",
        evidence="a Toby le toca la vacuna antirrábica el 15/06/2026",
        key="vet_los_olivos/toby/vacuna_antirrabica/fecha",
    ),
    # list_item: un medicamento de la lista, con el núcleo compartido "Su receta incluye".
    _r(
        "es",
        "list_item",
        True,
        "Farmacia Ldo. Ruiz: Su receta incluye omeprazol 20 mg, enalapril 10 mg y paracetamol 1 g. "
        "Puede recogerla a partir de mañana.",
        "Su receta incluye enalapril 10 mg",
        evidence="Su receta incluye omeprazol 20 mg, enalapril 10 mg y paracetamol 1 g.",
        key="farmacia_ruiz/receta/medicamentos",
    ),
    # list_item: un idioma de la lista de la hablante, con su nombre y el verbo en tercera persona.
    _r(
        "es",
        "list_item",
        True,
        "Lucía: Hablo español, inglés y un poco de portugués, y busco a alguien para practicar alemán.",
        "Lucía habla inglés",
        evidence="Hablo español, inglés y un poco de portugués",
        speaker="Lucía",
        key="hablaya/lucia/idiomas",
    ),
    # parenthetical: se omite la aposición sobre la veterinaria; la cita queda entera.
    _r(
        "es",
        "parenthetical",
        True,
        "Buenos días, Irene: la Dra. Molina (nuestra especialista en felinos) atenderá a Misi el viernes a las 11:00. "
        "Traiga la cartilla, por favor.",
        "la Dra. Molina atenderá a Misi el viernes a las 11:00.",
        evidence="la Dra. Molina (nuestra especialista en felinos) atenderá a Misi el viernes a las 11:00.",
    ),
    # parenthetical: se omite la ubicación entre paréntesis; el horario queda entero.
    _r(
        "es",
        "parenthetical",
        True,
        "Bienvenida a Colmena. La recepción (planta baja, junto al ascensor) abre de lunes a viernes de 8:00 a 20:00.",
        "La recepción abre de lunes a viernes de 8:00 a 20:00.",
        evidence="La recepción (planta baja, junto al ascensor) abre de lunes a viernes de 8:00 a 20:00.",
        key="colmena_coworking/recepcion/horario",
    ),
    # --- negative ---
    # subspan_restricted: la dirección *anterior* guardada como la dirección del usuario.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Solicitud de alquiler – Inmobiliaria Puerta del Sol\nNombre: Andrés Cano\n"
        "Dirección anterior: C/ Feria 42, 2.º A, Sevilla\nDirección actual: Av. de la Palmera 15, 4.º C, Sevilla",
        "C/ Feria 42, 2.º A, Sevilla",
        evidence="Dirección anterior: C/ Feria 42, 2.º A, Sevilla",
        key="user/direccion",
    ),
    # subspan_restricted: una clave wifi *provisional, válida solo hoy*, guardada como la clave wifi.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Colmena Coworking: Código wifi provisional (válido solo hoy): Colmena-7731. Mañana te damos tu acceso fijo.",
        "Colmena-7731",
        evidence="Código wifi provisional (válido solo hoy): Colmena-7731.",
        key="colmena_coworking/wifi/codigo",
    ),
    # subspan_restricted: un importe *estimado* guardado como la devolución.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Borrador Renta 2025\nImporte estimado a devolver: 412,37 €\nEl importe definitivo se comunicará tras la "
        "comprobación de la declaración.",
        "412,37 €",
        evidence="Importe estimado a devolver: 412,37 €",
        key="user/renta_2025/devolucion",
    ),
    # subspan_restricted: un pago *pendiente* guardado como el pago al vendedor.
    _r(
        "es",
        "subspan_restricted",
        False,
        "RevendeYa: ¡Has vendido tus entradas! Pago pendiente al vendedor: 61,65 € (se liberará cuando el comprador "
        "acceda al recinto).",
        "61,65 €",
        evidence="Pago pendiente al vendedor: 61,65 €",
        key="revendeya/venta_rv_7745102/pago_vendedor",
    ),
    # subspan_restricted: el vuelo de *vuelta* guardado bajo la clave del vuelo de ida.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Localizador: 8HQ2LM\nVuelo de ida: VP1402 SVQ–BCN, 03/08, 07:15\nVuelo de vuelta: VP1409 BCN–SVQ, 10/08, "
        "21:30\nPasajero: Jorge Martín (Vuela+ Plata)",
        "VP1409",
        evidence="Vuelo de vuelta: VP1409",
        key="user/viaje_barcelona/vuelo_ida",
    ),
    # subspan_restricted: una ampliación *solo para* el club de lectura guardada como la fecha de devolución.
    _r(
        "es",
        "subspan_restricted",
        False,
        "eBiblio Madrid: Solo para socios del club de lectura juvenil: préstamo ampliado hasta el 30/07/2026.",
        "30/07/2026",
        evidence="Solo para socios del club de lectura juvenil: préstamo ampliado hasta el 30/07/2026.",
        key="ebiblio_madrid/prestamo/fecha_devolucion",
    ),
    # possessor_drop: el DNI es de la compañera de piso, guardado como el del remitente.
    _r(
        "es",
        "possessor_drop",
        False,
        "Buenas tardes:\nLes escribo de parte de mi compañera de piso, Marta Salas, que es la titular del contrato. "
        "Su DNI es 48123456K.\nUn saludo,\nPablo Reyes",
        "48123456K",
        evidence="Su DNI es 48123456K.",
        speaker="Pablo Reyes",
        key="user/dni",
    ),
    # possessor_drop: el teléfono es de la abuela, guardado bajo la madre.
    _r(
        "es",
        "possessor_drop",
        False,
        "Autorización de recogida – Colegio San Roque\nMadre/padre/tutor: Elena Pérez Gil\n"
        "Persona autorizada para recoger a Hugo: su abuela, Dña. Rosario Pérez, tel. 655 443 221",
        "655 443 221",
        evidence="su abuela, Dña. Rosario Pérez, tel. 655 443 221",
        key="colegio_san_roque/elena_perez/telefono",
    ),
    # possessor_drop: el número de cliente es del hermano, guardado bajo la hablante.
    _r(
        "es",
        "possessor_drop",
        False,
        "Irene Navas: hola, la cartilla de Toby está a nombre de mi hermano, Sergio Navas, nº de cliente 30417. "
        "¿Podemos cambiar la cita al lunes?",
        "30417",
        evidence="a nombre de mi hermano, Sergio Navas, nº de cliente 30417",
        speaker="Irene Navas",
        key="vet_los_olivos/irene_navas/numero_cliente",
    ),
    # restriction_drop: se pierde el marco temporal (los fines de semana).
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas de Colmena: Los fines de semana, los socios del plan Flex pueden usar las cabinas telefónicas "
        "sin coste.",
        "los socios del plan Flex pueden usar las cabinas telefónicas sin coste",
        evidence="Los fines de semana, los socios del plan Flex pueden usar las cabinas telefónicas sin coste.",
        key="colmena_coworking/plan_flex/cabinas",
    ),
    # restriction_drop: se pierde el ámbito (pacientes de MUFACE).
    _r(
        "es",
        "restriction_drop",
        False,
        "Para pacientes con receta electrónica de MUFACE, la recogida se puede hacer en cualquier farmacia de la red.",
        "la recogida se puede hacer en cualquier farmacia de la red",
        evidence="Para pacientes con receta electrónica de MUFACE, la recogida se puede hacer en cualquier farmacia "
        "de la red.",
        key="farmacia_ruiz/recogida",
    ),
    # identifier: un correo truncado.
    _r(
        "es",
        "identifier",
        False,
        "Para pedir cita en el taller escríbenos a reservas@tallerbicirayo.es o pásate por la tienda.",
        "reservas@tallerbicirayo",
        evidence="escríbenos a reservas@tallerbicirayo.es",
        key="bici_rayo/correo",
    ),
    # identifier: un número de justificante truncado.
    _r(
        "es",
        "identifier",
        False,
        "Su declaración se ha presentado correctamente. Número de justificante: 1002026500117. Conserve este "
        "documento.",
        "100202650",
        evidence="Número de justificante: 1002026500117.",
        key="user/renta_2025/justificante",
    ),
    # identifier: una URL truncada.
    _r(
        "es",
        "identifier",
        False,
        "Descarga la app de préstamo en https://prestamo.bibliotecasmadrid.es/app/android e inicia sesión "
        "con tu carné.",
        "https://prestamo.bibliotecasmadrid.es/app",
        evidence="Descarga la app de préstamo en https://prestamo.bibliotecasmadrid.es/app/android",
        key="ebiblio_madrid/app_url",
    ),
    # wrong_speaker: el WhatsApp de Lucía guardado como el de Klaus.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Lucía: genial, hablamos el domingo! mi WhatsApp es +34 622 118 904\n"
        "Klaus: super, y el mío es +49 151 2233 4455",
        "+34 622 118 904",
        evidence="mi WhatsApp es +34 622 118 904",
        speaker="Klaus",
        key="user/whatsapp",
    ),
    # wrong_speaker: el número de socio de Marisa guardado como el de Javier.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Marisa: te paso mi número de Vuela+, es VP55120093\nJavier: vale, pues el mío es VP77812204, mételo "
        "también en la reserva",
        "VP55120093",
        evidence="te paso mi número de Vuela+, es VP55120093",
        speaker="Javier",
        key="user/vuela_plus_numero",
    ),
    # tense: un alquiler pasado reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        "Antes alquilaba con Inmobiliaria Puerta del Sol, ahora estoy con un particular y la verdad que mejor.",
        "Andrés alquila con Inmobiliaria Puerta del Sol",
        evidence="Antes alquilaba con Inmobiliaria Puerta del Sol",
        speaker="Andrés",
        key="andres/inmobiliaria",
    ),
    # tense: un voluntariado pasado reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        "Fui voluntaria en la Protectora de Animales de Dos Hermanas, por eso conozco a la Dra. Molina.",
        "Es voluntaria en la Protectora de Animales de Dos Hermanas",
        evidence="Fui voluntaria en la Protectora de Animales de Dos Hermanas",
        speaker="Rocío",
        key="rocio/voluntariado",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 只取会员卡号；其余是键所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【云翔俱乐部】尊敬的王丽女士，您的会员卡号为YX6628801934，当前等级：银卡，可用积分18,240分。",
        "YX6628801934",
        evidence="您的会员卡号为YX6628801934",
        key="yunxiang_club/wang_li/membership_number",
    ),
    # subspan: 只取会员等级，来自常旅客工具的 JSON 输出。
    _r(
        "zh",
        "subspan",
        True,
        '{"会员卡号": "YX6628801934", "会员等级": "金卡", "可用里程": 86420, "等级有效期": "2027-06-30"}',
        "金卡",
        evidence='"会员等级": "金卡"',
        key="云翔俱乐部/会员等级",
    ),
    # subspan: 只取价税合计金额。
    _r(
        "zh",
        "subspan",
        True,
        "【蜂巢共享办公】电子发票已开具\n发票号码：24442000000123456789\n购方：上海拾光设计有限公司\n"
        "项目：固定工位（4月）\n价税合计：¥1,590.00",
        "¥1,590.00",
        evidence="价税合计：¥1,590.00",
        key="fengchao_cowork/april_invoice/total",
    ),
    # subspan: 只取发票号码。
    _r(
        "zh",
        "subspan",
        True,
        "【蜂巢共享办公】电子发票已开具\n发票号码：24442000000123456789\n购方：上海拾光设计有限公司\n"
        "项目：固定工位（4月）\n价税合计：¥1,590.00",
        "24442000000123456789",
        evidence="发票号码：24442000000123456789",
        key="蜂巢共享办公/4月发票/发票号码",
    ),
    # subspan: 只取班主任的联系电话。
    _r(
        "zh",
        "subspan",
        True,
        "【晓黎家校通】三年级二班 班主任：陈老师\n联系电话：13917264580\n家长会时间：5月22日（周五）18:30\n"
        "地点：学校报告厅",
        "13917264580",
        evidence="联系电话：13917264580",
        key="xiaoli_school/chen_teacher/phone",
    ),
    # subspan: 只取家长会时间，整个日期时间短语。
    _r(
        "zh",
        "subspan",
        True,
        "【晓黎家校通】三年级二班 班主任：陈老师\n联系电话：13917264580\n家长会时间：5月22日（周五）18:30\n"
        "地点：学校报告厅",
        "5月22日（周五）18:30",
        evidence="家长会时间：5月22日（周五）18:30",
        key="晓黎小学/三年级二班/家长会时间",
    ),
    # subspan: 只取取药码。
    _r(
        "zh",
        "subspan",
        True,
        "【康宁大药房】张先生您好，您的续方药品已备好，取药码：730592，请到南京西路店领取。",
        "730592",
        evidence="取药码：730592",
        key="康宁大药房/张先生/取药码",
    ),
    # subspan: 说话人自己给出的医保卡号，键为 user/。
    _r(
        "zh",
        "subspan",
        True,
        "张建国：你好，我的医保卡号是SH0093318276，麻烦帮我续一下降压药，谢谢",
        "SH0093318276",
        evidence="我的医保卡号是SH0093318276",
        speaker="张建国",
        key="user/medical_insurance_card",
    ),
    # subspan: 只取租赁顾问签名里的邮箱。
    _r(
        "zh",
        "subspan",
        True,
        "——\n刘晓静 | 租赁顾问\n链居房产 · 徐汇门店\n手机：186 1234 5678\n邮箱：liuxj@lianjuhome.cn",
        "liuxj@lianjuhome.cn",
        evidence="邮箱：liuxj@lianjuhome.cn",
        key="链居房产/刘晓静/邮箱",
    ),
    # subspan: 只取月租金。
    _r(
        "zh",
        "subspan",
        True,
        "租赁信息确认\n房源：徐汇区宛平南路88弄3号602室\n月租金：6,800元\n押金：一个月租金\n起租日：2026年7月1日",
        "6,800元",
        evidence="月租金：6,800元",
        key="lianju_home/wanping_602/monthly_rent",
    ),
    # subspan: 只取维修单合计金额。
    _r(
        "zh",
        "subspan",
        True,
        "【飞轮单车工坊】维修单号 FL-20260417-08\n更换链条 ¥120\n调校变速 ¥60\n合计：¥180\n支付方式：微信支付",
        "¥180",
        evidence="合计：¥180",
        key="feilun_bike/fl_20260417_08/total",
    ),
    # subspan: 只取店里电话。
    _r(
        "zh",
        "subspan",
        True,
        "飞轮单车工坊：您好，您的车已经修好啦🚲 有问题可拨打店里电话 021-6432 1187。",
        "021-6432 1187",
        evidence="有问题可拨打店里电话 021-6432 1187",
        key="飞轮单车工坊/电话",
    ),
    # subspan: 只取成交价，来自票务平台的 JSON 订单。
    _r(
        "zh",
        "subspan",
        True,
        '{"订单号": "PX202609180044", "演出": "五月天 2026 巡回演唱会 上海站", "场次": "2026-09-18 19:30", '
        '"区域": "内场B区", "成交价": "¥1,280"}',
        "¥1,280",
        evidence='"成交价": "¥1,280"',
        key="piaoxiang/order_px202609180044/price",
    ),
    # subspan: 只取入场二维码链接。
    _r(
        "zh",
        "subspan",
        True,
        "【票享转让】您购买的门票已转入您的账户。入场二维码链接：https://m.piaoxiang.cn/t/Q7Z3K9 请勿转发他人。",
        "https://m.piaoxiang.cn/t/Q7Z3K9",
        evidence="入场二维码链接：https://m.piaoxiang.cn/t/Q7Z3K9",
        key="piaoxiang/mayday_shanghai/ticket_url",
    ),
    # subspan: 说话人自己给出的语伴号，键为 user/。
    _r(
        "zh",
        "subspan",
        True,
        "小林：大家好～我在学西班牙语，母语是中文。我的语伴号是 yuban_lin88，欢迎加我！",
        "yuban_lin88",
        evidence="我的语伴号是 yuban_lin88",
        speaker="小林",
        key="user/yuban_id",
    ),
    # subspan: 只取电子书到期日。
    _r(
        "zh",
        "subspan",
        True,
        "【市图书馆数字阅读】您已借阅电子书《长安的荔枝》，到期日：2026年6月30日。",
        "2026年6月30日",
        evidence="到期日：2026年6月30日",
        key="city_library/changan_lizhi_ebook/due_date",
    ),
    # subspan: 只取个税汇算申报编号。
    _r(
        "zh",
        "subspan",
        True,
        "【个人所得税】您的2025年度综合所得汇算已提交成功，申报编号：GS2026031500218。",
        "GS2026031500218",
        evidence="申报编号：GS2026031500218",
        key="user/个税/2025年度汇算/申报编号",
    ),
    # subspan: 只取宠物医院的预约电话。
    _r(
        "zh",
        "subspan",
        True,
        "【安宠动物医院】豆豆家长您好，豆豆的狂犬疫苗将于2026年8月3日到期，请及时预约接种。预约电话：0571-8852 3306。",
        "0571-8852 3306",
        evidence="预约电话：0571-8852 3306",
        key="安宠动物医院/预约电话",
    ),
    # list_item: 取列表中的一种药，保留共享的“您本次续方药品包括”。
    _r(
        "zh",
        "list_item",
        True,
        "【康宁大药房】您本次续方药品包括：氨氯地平片、二甲双胍缓释片和阿托伐他汀钙片。",
        "您本次续方药品包括二甲双胍缓释片",
        evidence="您本次续方药品包括：氨氯地平片、二甲双胍缓释片和阿托伐他汀钙片。",
        key="康宁大药房/续方药品",
    ),
    # list_item: 取说话人语言列表中的一项，用其名字。
    _r(
        "zh",
        "list_item",
        True,
        "小林：我会说中文、英语和日语，想找人练西班牙语口语。",
        "小林会说英语",
        evidence="我会说中文、英语和日语",
        speaker="小林",
        key="yuban/xiaolin/languages",
    ),
    # parenthetical: 去掉关于医生的非限制性括注，其余完整保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "周女士您好，李医生（我们的猫科专科医生）会在周六上午十点为咪咪接种疫苗，请带好免疫本。",
        "李医生会在周六上午十点为咪咪接种疫苗",
        evidence="李医生（我们的猫科专科医生）会在周六上午十点为咪咪接种疫苗",
    ),
    # parenthetical: 去掉位置括注，时间完整保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "欢迎入驻蜂巢！前台（一楼电梯旁）工作日早八点至晚八点有人值守。",
        "前台工作日早八点至晚八点有人值守。",
        evidence="前台（一楼电梯旁）工作日早八点至晚八点有人值守。",
        key="蜂巢共享办公/前台/值守时间",
    ),
    # --- negative ---
    # subspan_restricted: “原”会员卡号被当作当前会员卡号保存。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【云翔俱乐部】您原会员卡号YX5501238847已合并至新卡号YX6628801934，积分已全部转入。",
        "YX5501238847",
        evidence="您原会员卡号YX5501238847",
        key="yunxiang_club/wang_li/membership_number",
    ),
    # subspan_restricted: “临时、仅限今日”的门禁密码被当作门禁密码保存。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【蜂巢共享办公】临时门禁密码（仅限今日）：806142，正式门禁卡明天到前台领取。",
        "806142",
        evidence="临时门禁密码（仅限今日）：806142",
        key="fengchao_cowork/door_code",
    ),
    # subspan_restricted: “预计”退还的押金被当作退还押金保存。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "退租确认\n房源：宛平南路88弄3号602室\n预计退还押金：¥6,800（待房屋交接验收后确认）",
        "¥6,800",
        evidence="预计退还押金：¥6,800",
        key="链居房产/宛平南路602/退还押金",
    ),
    # subspan_restricted: “待结算”的金额被当作结算金额保存。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【票享转让】您的门票已售出。待结算金额：¥1,150.40，将在演出结束后3个工作日内打款。",
        "¥1,150.40",
        evidence="待结算金额：¥1,150.40",
        key="piaoxiang/listing_mayday/payout",
    ),
    # subspan_restricted: 返程航班号被存到去程的键下。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "行程单\n去程：YX5127 上海虹桥—成都天府 7月10日 08:05\n返程：YX5128 成都天府—上海虹桥 7月16日 18:40",
        "YX5128",
        evidence="返程：YX5128",
        key="user/chengdu_trip/outbound_flight",
    ),
    # subspan_restricted: “保留至”的日期被当作借阅到期日保存。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【市图书馆】您预约的图书《额尔古纳河右岸》已到馆，保留至6月12日，逾期自动取消。",
        "6月12日",
        evidence="保留至6月12日",
        key="city_library/erguna_book/due_date",
    ),
    # possessor_drop: 电话是说话人父亲的，却存为说话人的。
    _r(
        "zh",
        "possessor_drop",
        False,
        "王磊：我是替我爸王建华问的，合同是他签的，他的电话是13801236677。",
        "13801236677",
        evidence="他的电话是13801236677",
        speaker="王磊",
        key="user/phone",
    ),
    # possessor_drop: 外公的电话被存到母亲的键下。
    _r(
        "zh",
        "possessor_drop",
        False,
        "【晓黎家校通】学生：赵小雨\n紧急联系人：1. 赵敏（母亲）13611112222 2. 赵国强（外公）13933334444",
        "13933334444",
        evidence="赵国强（外公）13933334444",
        key="xiaoli_school/zhao_min/phone",
    ),
    # possessor_drop: 会员号是室友的，却存在说话人名下。
    _r(
        "zh",
        "possessor_drop",
        False,
        "周婷：豆豆的病历是挂在我室友陈佳名下的，会员号是AC20451，可以改到周日吗？",
        "AC20451",
        evidence="挂在我室友陈佳名下的，会员号是AC20451",
        speaker="周婷",
        key="安宠动物医院/周婷/会员号",
    ),
    # restriction_drop: 丢掉了“周末”这一时间限定。
    _r(
        "zh",
        "restriction_drop",
        False,
        "入驻须知：周末，灵活工位会员可以免费使用电话间。",
        "灵活工位会员可以免费使用电话间",
        evidence="周末，灵活工位会员可以免费使用电话间。",
        key="蜂巢共享办公/灵活工位/电话间",
    ),
    # restriction_drop: 丢掉了“持少儿借阅证的读者”这一范围。
    _r(
        "zh",
        "restriction_drop",
        False,
        "借阅规则：持少儿借阅证的读者，每次可借电子书5本。",
        "每次可借电子书5本",
        evidence="持少儿借阅证的读者，每次可借电子书5本。",
        key="city_library/ebook_limit",
    ),
    # identifier: 截断的邮箱。
    _r(
        "zh",
        "identifier",
        False,
        "【安宠动物医院】如需电子版免疫证明，请发邮件至 service@anchongvet.com，注明宠物名字。",
        "service@anchongvet",
        evidence="请发邮件至 service@anchongvet.com",
        key="安宠动物医院/邮箱",
    ),
    # identifier: 截断的订单号。
    _r(
        "zh",
        "identifier",
        False,
        "【票享转让】下单成功！订单号：PX202609180044，请在30分钟内完成支付。",
        "PX2026091800",
        evidence="订单号：PX202609180044",
        key="piaoxiang/mayday_shanghai/order_number",
    ),
    # identifier: 截断的网址。
    _r(
        "zh",
        "identifier",
        False,
        "数字阅读客户端下载地址：https://read.citylib.cn/app/download ，用读者证号登录即可。",
        "https://read.citylib.cn/app",
        evidence="数字阅读客户端下载地址：https://read.citylib.cn/app/download",
        key="city_library/reader_app_url",
    ),
    # wrong_speaker: 小林的微信号被存为 Carlos 的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "小林：那我们加个微信吧，我的微信号是 lin_es_2024\nCarlos：好呀，我的是 carlos_mx",
        "lin_es_2024",
        evidence="我的微信号是 lin_es_2024",
        speaker="Carlos",
        key="user/wechat_id",
    ),
    # wrong_speaker: 王丽的常旅客卡号被存为李强的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "王丽：我的常旅客卡号是YX6628801934\n李强：我的是YX7710045521，订票的时候一起填上吧",
        "YX6628801934",
        evidence="我的常旅客卡号是YX6628801934",
        speaker="李强",
        key="user/frequent_flyer_number",
    ),
    # tense: 过去的租房经历被改写成现在时。
    _r(
        "zh",
        "tense",
        False,
        "陈静：我以前在链居房产租过房子，现在自己买了。",
        "陈静在链居房产租房子",
        evidence="我以前在链居房产租过房子",
        speaker="陈静",
        key="陈静/租房中介",
    ),
    # tense: 过去的会员身份被改写成现在。
    _r(
        "zh",
        "tense",
        False,
        "我之前是飞轮单车工坊的会员，后来搬家就没续了。",
        "用户是飞轮单车工坊的会员",
        evidence="我之前是飞轮单车工坊的会员",
        speaker="user",
        key="user/bike_shop_membership",
    ),
)

BATCH_63: tuple[Realistic, ...] = _EN + _ES + _ZH
