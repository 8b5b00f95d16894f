"""The realistic set's fifty-sixth batch: a blind measurement of the merged admission rules (issue 31, brief B56).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b56, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records; `validate_realistic` was run only to check the records' form. Every source
is invented here.

The batch is about keyed atomic values in structured and semi-structured text: labelled lines (`Label: value`), JSON
tool outputs, bills, boarding passes and tickets, booking confirmations, SMS notifications, e-mail signatures, support
chats, account pages, clinic, school and nursery forms, policy schedules and invoices, each with several fields, the
value being one field. Domains: gyms and climbing walls, car rental and parking, utilities (electricity, water, gas),
dental and physiotherapy clinics, airlines and trains, hotels, e-commerce returns, insurance policies, schools and
nurseries, telecoms and internet providers; the Spanish records use Spanish and Mexican formats (CUPS, CFE, Renfe,
NIF/CIF, nº de colegiado) and the Chinese ones Chinese formats (户号, 12306 SMS, 登机牌, 保单, 纳税人识别号, 【】-tagged
SMS), written in their own registers rather than translated from the English ones.

Keys are written the way LangGraph-style memory tools write them (`brightgrid/electricity/due_date`), over Spanish
and Chinese sources mostly in English (`gym/locker_number`-style keys over `Taquilla provisional: 37`), some in the
source's language (`gimnasio/taquilla`, `健身/储物柜号`), some naming an organisation and a person in it
(`northwave/jonas_reid/direct_line`) and some mem0's `user/...`.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 18, list_item 2, parenthetical 2. Negative (18): subspan_restricted 8 (a field whose label or text restricts
it — previous, temporary, estimated, return leg, weekend rate, introductory price, substitute teacher — under a key
that drops the restriction), possessor_drop 2 (another person's field), restriction_drop 2, identifier 2 (a truncated
identifier), wrong_speaker 2, tense 2. Negatives share their source with a faithful twin where one exists. Every
evidence string is a verbatim span of its source. The batch is unscored: scoring it is the lead's, once it joins the
realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

# ---------------------------------------------------------------- English sources shared by twins
_EN_GYM = (
    "Welcome to IronWorks Gym, Priya!\n"
    "Membership no.: IW-204417\n"
    "Plan: Off-Peak Flex\n"
    "Home club: Deansgate\n"
    "Temporary locker: 088 (until 31 Dec, while the upstairs changing room is refurbished)\n"
    "Questions? frontdesk@ironworksgym.co.uk"
)
_EN_ELEC = (
    "Brightgrid Energy - Electricity bill, December 2026\n"
    "Account number: 8830 1164 2207\n"
    "Account holder: Mr D. Okafor\n"
    "Tariff: Fixed Saver Dec27\n"
    "Meter reading (estimated): 04417 kWh\n"
    "Balance due: £142.36\n"
    "Due date: 2 January 2027"
)
_EN_HOTEL = (
    "Harbour View Hotel - check-in details\n"
    "Guest: Mr & Mrs Adebayo\n"
    "Room: 512, Deluxe Double\n"
    "Wi-Fi: HarbourView_Guest, password tide2026\n"
    "Breakfast: 07:00-10:30, Marina Restaurant\n"
    "Parking: £18 per night; weekend rate: £10 per night\n"
    "Questions: bookings@harbourviewhotel.co.uk"
)
_EN_MOTOR = (
    "Hartwell Insurance - Motor policy schedule\n"
    "Policy number: HX/MTR/0048821\n"
    "Policyholder: James Whitaker\n"
    "Vehicle: Ford Focus 1.0 EcoBoost, reg. YH19 DWA\n"
    "Named driver: Ellie Whitaker, licence no. WHITA907125E99LK\n"
    "Compulsory excess: £100\n"
    "Voluntary excess: £250"
)
_EN_SCHOOL = (
    "St Anne's Primary - pupil details\n"
    "Pupil: Maya Patel\n"
    "Class: Year 3 Oak\n"
    "Class teacher: Mrs R. Bellamy\n"
    "Previous class teacher: Mr D. Price\n"
    "PE day: Wednesday"
)
_EN_BROADBAND = (
    "Northwave - My account\n"
    "Plan: Fibre 500\n"
    "Introductory price: £22/month for 6 months, then £34/month\n"
    "Router: Northwave Hub 6\n"
    "Router serial: SR-8H44-1029-77\n"
    "Contract end date: 30 Nov 2028"
)
_EN_DENTAL_FORM = (
    "Brightsmile Dental - new patient form\n"
    "Patient: Leo Grant (age 7)\n"
    "Parent/guardian: Claire Grant\n"
    "Guardian mobile: 07700 900155\n"
    "GP: Dr Hughes, Fallowfield Medical Centre"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful: subspan ---
    # subspan: the membership number alone; the label is exactly what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_GYM,
        "IW-204417",
        evidence="Membership no.: IW-204417",
        key="ironworks_gym/priya/membership_number",
    ),
    # subspan: one JSON field's value; the field name is the key's relation, nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        '{"member": "Owen Hale", "membership": "Summit Walls Monthly", "belay_certified": true, '
        '"induction_instructor": "Kasia Nowak", "induction_date": "2026-11-14"}',
        "Kasia Nowak",
        evidence='"induction_instructor": "Kasia Nowak"',
        key="summit_walls/owen_hale/induction_instructor",
    ),
    # subspan: the pick-up location line of a rental confirmation; the key names pick-up, as the label does.
    _r(
        "en",
        "subspan",
        True,
        "Booking confirmed - Northway Car Hire\nConfirmation: NCH-7731-KX\nPick-up location: Manchester Airport T2\n"
        "Pick-up time: Sat 12 Dec, 09:00\nReturn location: Leeds Station car park\nVehicle group: C (Compact)",
        "Manchester Airport T2",
        evidence="Pick-up location: Manchester Airport T2",
        key="northway_car_hire/pickup_location",
    ),
    # subspan: the parking session's id from an SMS; the key names the session, nothing is lost.
    _r(
        "en",
        "subspan",
        True,
        "ParkRight: Session started for WX21 KLM at Piccadilly NCP, Level -2, Bay 37. Session ID 55031928. "
        "Ends 18:45. Reply STOP to end early.",
        "55031928",
        evidence="Session ID 55031928.",
        key="parkright/piccadilly_ncp/session_id",
    ),
    # subspan: the electricity account number, whole, from a bill.
    _r(
        "en",
        "subspan",
        True,
        _EN_ELEC,
        "8830 1164 2207",
        evidence="Account number: 8830 1164 2207",
        key="brightgrid/electricity/account_number",
    ),
    # subspan: the bill's due date; the label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_ELEC,
        "2 January 2027",
        evidence="Due date: 2 January 2027",
        key="brightgrid/electricity/due_date",
    ),
    # subspan: the time of the hygiene appointment; the key carries "hygiene", the rest is the relation.
    _r(
        "en",
        "subspan",
        True,
        "Brightsmile Dental: Hi Tom, a reminder of your hygiene appointment with Anika on Thu 10 Dec at 16:20. "
        "Reply C to confirm or call 0161 496 0190.",
        "Thu 10 Dec at 16:20",
        evidence="a reminder of your hygiene appointment with Anika on Thu 10 Dec at 16:20",
        key="brightsmile_dental/tom/hygiene_appointment",
    ),
    # subspan: the physiotherapist's name from a referral form, under the patient's key.
    _r(
        "en",
        "subspan",
        True,
        "Physio referral - Active Motion Physiotherapy\nPatient: Laura Mendes\nReferring GP: Dr O. Hughes\n"
        "Physiotherapist: Sam Adeyemi\nSessions authorised by insurer: 6\nFirst session: Mon 14 Dec, 08:15",
        "Sam Adeyemi",
        evidence="Physiotherapist: Sam Adeyemi",
        key="active_motion/laura_mendes/physiotherapist",
    ),
    # subspan: the seat on a one-flight boarding pass; the key names the flight and the passenger.
    _r(
        "en",
        "subspan",
        True,
        "BOARDING PASS\nPassenger: KOWALSKI/ANNA MS\nFlight: BA 1388  LHR -> EDI\nDate: 19DEC\nGate: A14\n"
        "Seat: 23F\nBoarding: 06:55  Gate closes: 07:15",
        "23F",
        evidence="Seat: 23F",
        key="ba1388/anna_kowalski/seat",
    ),
    # subspan: the train booking reference alone; the instructions after it restrict nothing.
    _r(
        "en",
        "subspan",
        True,
        "Your tickets are ready. Booking reference: TRL8K2QZ. Collect them at any ticket machine at Manchester "
        "Piccadilly using the card you paid with.",
        "TRL8K2QZ",
        evidence="Booking reference: TRL8K2QZ.",
        key="trainline/booking_reference",
    ),
    # subspan: the room number; "Deluxe Double" is the room type, safe to leave out.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOTEL,
        "512",
        evidence="Room: 512, Deluxe Double",
        key="harbour_view_hotel/room_number",
    ),
    # subspan: the Wi-Fi password, whole; the network name is what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOTEL,
        "tide2026",
        evidence="Wi-Fi: HarbourView_Guest, password tide2026",
        key="harbour_view_hotel/wifi_password",
    ),
    # subspan: the return's drop-off point, one noun phrase, from a returns notification.
    _r(
        "en",
        "subspan",
        True,
        "Return started - order #114-2290871\nReturn authorisation: RMA-3390217\n"
        "Drop-off point: InPost locker, Tesco Extra Cheetham Hill\n"
        "Refund to: original payment method, within 5 days of drop-off",
        "InPost locker, Tesco Extra Cheetham Hill",
        evidence="Drop-off point: InPost locker, Tesco Extra Cheetham Hill",
        key="shopwise/order_114-2290871/return_drop_off_point",
    ),
    # subspan: the motor policy number, whole, slashes included.
    _r(
        "en",
        "subspan",
        True,
        _EN_MOTOR,
        "HX/MTR/0048821",
        evidence="Policy number: HX/MTR/0048821",
        key="hartwell_insurance/motor/policy_number",
    ),
    # subspan: the current class teacher; the label is unqualified, exactly the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_SCHOOL,
        "Mrs R. Bellamy",
        evidence="Class teacher: Mrs R. Bellamy",
        key="st_annes/maya_patel/class_teacher",
    ),
    # subspan: the router's serial number, whole.
    _r(
        "en",
        "subspan",
        True,
        _EN_BROADBAND,
        "SR-8H44-1029-77",
        evidence="Router serial: SR-8H44-1029-77",
        key="northwave/router_serial",
    ),
    # subspan: the signer's direct line from his own signature; the key names him and the relation.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for your patience.\n\nKind regards,\nJonas Reid\nBusiness Accounts Manager | Northwave Telecom\n"
        "Direct: +44 20 7946 0381\nMobile: +44 7700 900 623",
        "+44 20 7946 0381",
        evidence="Direct: +44 20 7946 0381",
        speaker="Jonas Reid",
        key="northwave/jonas_reid/direct_line",
    ),
    # subspan: the child's key worker from a nursery daily sheet.
    _r(
        "en",
        "subspan",
        True,
        "Little Acorns Nursery - daily sheet\nChild: Isla Brown\nRoom: Hedgehogs\nKey worker: Hannah Cole\n"
        "Nap: 12:40-13:55\nNotes: ate all of her lunch",
        "Hannah Cole",
        evidence="Key worker: Hannah Cole",
        key="little_acorns/isla_brown/key_worker",
    ),
    # --- faithful: list_item ---
    # list_item: one item of the list, with the shared head; the other items are safe to drop.
    _r(
        "en",
        "list_item",
        True,
        "IronWorks Gym: Your Platinum membership includes unlimited classes, sauna access, two guest passes a month "
        "and free parking at Deansgate.",
        "Your Platinum membership includes sauna access",
        evidence="Your Platinum membership includes unlimited classes, sauna access, two guest passes a month "
        "and free parking at Deansgate.",
        key="ironworks_gym/platinum/includes",
    ),
    # list_item: one amenity from a JSON list; the key names the list.
    _r(
        "en",
        "list_item",
        True,
        '{"hotel": "Harbour View Hotel", "amenities": ["indoor pool", "spa", "EV charging", "24h reception"], '
        '"pets": false}',
        "EV charging",
        evidence='"amenities": ["indoor pool", "spa", "EV charging", "24h reception"]',
        key="harbour_view_hotel/amenities",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: the dentist's qualifications dropped; the move and its date stay.
    _r(
        "en",
        "parenthetical",
        True,
        "Dear patient, your dentist, Dr Anika Shah (BDS, University of Manchester), has moved to our Didsbury "
        "practice from 4 January.",
        "your dentist, Dr Anika Shah, has moved to our Didsbury practice from 4 January",
        evidence="your dentist, Dr Anika Shah (BDS, University of Manchester), has moved to our Didsbury "
        "practice from 4 January.",
        key="brightsmile_dental/dentist",
    ),
    # parenthetical: the router's model, a non-restrictive aside, dropped; the date stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Good news! Your new router (a Northwave Hub 6) will arrive by Friday 11 December.",
        "Your new router will arrive by Friday 11 December",
        evidence="Your new router (a Northwave Hub 6) will arrive by Friday 11 December.",
        key="northwave/router_delivery",
    ),
    # --- negative: subspan_restricted ---
    # subspan_restricted: a temporary locker until 31 Dec; the key files it as the locker, dropping both.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_GYM,
        "088",
        evidence="Temporary locker: 088 (until 31 Dec, while the upstairs changing room is refurbished)",
        key="ironworks_gym/priya/locker_number",
    ),
    # subspan_restricted: an estimated reading filed as the meter reading; "estimated" is lost.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_ELEC,
        "04417 kWh",
        evidence="Meter reading (estimated): 04417 kWh",
        key="brightgrid/electricity/meter_reading",
    ),
    # subspan_restricted: the return leg's seat under a key for the trip's seat; "Return" is lost.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Your trip to Lisbon\nOutbound: TP 1331, Fri 18 Dec, seat 14A\nReturn: TP 1336, Tue 22 Dec, seat 27C\n"
        "Booking ref: QX7PLM",
        "27C",
        evidence="Return: TP 1336, Tue 22 Dec, seat 27C",
        key="lisbon_trip/seat",
    ),
    # subspan_restricted: the previous balance (since paid) filed as the balance.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Northern Gas - Statement 14\nPrevious balance: £96.10\nPayment received 18 Nov: -£96.10\n"
        "New charges: £58.44\nAmount now due: £58.44",
        "£96.10",
        evidence="Previous balance: £96.10",
        key="northern_gas/balance",
    ),
    # subspan_restricted: the voluntary excess filed as the policy's excess; "Voluntary" is lost.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_MOTOR,
        "£250",
        evidence="Voluntary excess: £250",
        key="hartwell_insurance/motor/excess",
    ),
    # subspan_restricted: the weekend rate filed as the parking rate; the weekday rate is £18.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_HOTEL,
        "£10 per night",
        evidence="weekend rate: £10 per night",
        key="harbour_view_hotel/parking_rate",
    ),
    # subspan_restricted: a six-month introductory price filed as the monthly price.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_BROADBAND,
        "£22/month",
        evidence="Introductory price: £22/month for 6 months",
        key="northwave/monthly_price",
    ),
    # subspan_restricted: the previous class teacher filed as the class teacher; twin of the faithful record.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_SCHOOL,
        "Mr D. Price",
        evidence="Previous class teacher: Mr D. Price",
        key="st_annes/maya_patel/class_teacher",
    ),
    # --- negative: possessor_drop ---
    # possessor_drop: the named driver's licence number filed as the policyholder's.
    _r(
        "en",
        "possessor_drop",
        False,
        _EN_MOTOR,
        "WHITA907125E99LK",
        evidence="Named driver: Ellie Whitaker, licence no. WHITA907125E99LK",
        key="hartwell_insurance/james_whitaker/licence_number",
    ),
    # possessor_drop: the guardian's mobile filed as the seven-year-old patient's.
    _r(
        "en",
        "possessor_drop",
        False,
        _EN_DENTAL_FORM,
        "07700 900155",
        evidence="Guardian mobile: 07700 900155",
        key="brightsmile_dental/leo_grant/mobile",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: "under 16" dropped; adults pay for shoe hire.
    _r(
        "en",
        "restriction_drop",
        False,
        "Summit Walls update: Shoe hire is included for members under 16. Adults pay £4 per session.",
        "Shoe hire is included for members",
        evidence="Shoe hire is included for members under 16.",
        key="summit_walls/shoe_hire",
    ),
    # restriction_drop: "on Sundays" dropped from the free-parking rule.
    _r(
        "en",
        "restriction_drop",
        False,
        "Good news: at Piccadilly NCP, parking is free for Blue Badge holders on Sundays.",
        "parking is free for Blue Badge holders",
        evidence="parking is free for Blue Badge holders on Sundays.",
        key="piccadilly_ncp/blue_badge_parking",
    ),
    # --- negative: identifier ---
    # identifier: the hotel's e-mail cut before ".uk", a different address.
    _r(
        "en",
        "identifier",
        False,
        _EN_HOTEL,
        "bookings@harbourviewhotel.co",
        evidence="Questions: bookings@harbourviewhotel.co.uk",
        key="harbour_view_hotel/email",
    ),
    # identifier: the router serial truncated, its last group "-77" lost.
    _r(
        "en",
        "identifier",
        False,
        _EN_BROADBAND,
        "SR-8H44-1029",
        evidence="Router serial: SR-8H44-1029-77",
        key="northwave/router_serial",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: the agent Mia is based in Leeds, not the customer Dan.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Customer (Dan): Hi, my return parcel hasn't been scanned yet.\n"
        "Agent (Mia): Sorry about that, Dan! I'm based at the Leeds returns centre, so I'll chase it today.",
        "Dan is based at the Leeds returns centre",
        evidence="I'm based at the Leeds returns centre",
        speaker="Dan",
        key="dan/based_at",
    ),
    # wrong_speaker: the coach is away, not the user who replied "ok thanks".
    _r(
        "en",
        "wrong_speaker",
        False,
        "Coach Ellie: I'm away until the 12th, Tom will cover Tuesday's lead class.\nMe: ok thanks!",
        "User is away until the 12th",
        evidence="I'm away until the 12th",
        speaker="user",
        key="user/availability",
    ),
    # --- negative: tense ---
    # tense: the contract ended; the value says it ends.
    _r(
        "en",
        "tense",
        False,
        "Hi Sara, your Fibre 150 contract ended on 30 November, so you are now on a rolling monthly plan.",
        "Your Fibre 150 contract ends on 30 November",
        evidence="your Fibre 150 contract ended on 30 November",
        key="northwave/sara/contract_end",
    ),
    # tense: the claim will be reviewed; the value says it was.
    _r(
        "en",
        "tense",
        False,
        "Hartwell Claims: Your claim CLM-20931 will be reviewed by an assessor this week.",
        "Your claim CLM-20931 was reviewed by an assessor this week",
        evidence="Your claim CLM-20931 will be reviewed by an assessor this week.",
        key="hartwell_insurance/claim_clm-20931/status",
    ),
)

# ---------------------------------------------------------------- Spanish sources shared by twins
_ES_GYM = (
    "¡Bienvenida a FitBarrio, Lucía!\n"
    "Nº de socio: FB-00931\n"
    "Cuota: Tarifa Mañanas (7:00-15:00)\n"
    "Centro: Lavapiés\n"
    "Taquilla provisional: 37 (hasta el 15 de enero, por obras en el vestuario)\n"
    "Dudas: hola@fitbarrio.es"
)
_ES_RENTAL = (
    "Reserva confirmada · SolRent Málaga\n"
    "Localizador: MLG-55820-R\n"
    "Recogida: Aeropuerto de Málaga (AGP), mostrador 12\n"
    "Devolución: Estación María Zambrano\n"
    "Franquicia: 1.100 €\n"
    "Cargo estimado por combustible: 85 €"
)
_ES_LUZ = (
    "Factura de electricidad · Enervia\n"
    "Titular del contrato: Rosa Fernández Gil\n"
    "CUPS: ES0031405123456789JN0F\n"
    "Potencia contratada: 4,6 kW\n"
    "Lectura actual (estimada): 18.442 kWh\n"
    "Importe total: 73,18 €\n"
    "Fecha de cargo: 12/01/2027"
)
_ES_CFE = (
    "CFE Suministrador de Servicios Básicos\n"
    "No. de servicio: 582 190 704 311\n"
    "Adeudo anterior: $312.50\n"
    "Total a pagar: $1,248.00\n"
    "Fecha límite de pago: 22 ENE 2027"
)
_ES_HOGAR = (
    "Seguro de Hogar Protecta · Condiciones particulares\n"
    "Nº de póliza: 0072-HG-551903\n"
    "Tomador: Carlos Ibáñez Soto\n"
    "Tomador anterior: Luis Ibáñez Ruiz\n"
    "Riesgo asegurado: vivienda en C/ Fuencarral 88, 3ºB, Madrid\n"
    "Capital continente: 180.000 €"
)
_ES_COLEGIO = (
    "Colegio San Gabriel · Ficha del alumno\n"
    "Alumna: Sofía Rey\n"
    "Curso: 2º de Primaria B\n"
    "Tutora: Dña. Elena Pardo\n"
    "Tutora del curso pasado: Dña. Inés Varela\n"
    "Horario de tutorías: jueves de 16:00 a 17:00"
)
_ES_FIBRA = (
    "Conecta Fibra · Mi cuenta\n"
    "Tarifa: Fibra 600 Mb simétricos\n"
    "Velocidad real estimada en tu zona: 300 Mb\n"
    "Nº de serie del router: CF-ZX10-88314\n"
    "Permanencia hasta: 30/06/2027"
)
_ES_FIRMA = (
    "Un saludo,\n"
    "Nerea Campos\n"
    "Gestora de Empresas · Conecta Fibra\n"
    "Tel. directo: 910 555 274\n"
    "nerea.campos@conectafibra.es\n"
    "Conecta Fibra S.L. · CIF: B86123457"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful: subspan ---
    # subspan: el número de socio, entero; la etiqueta es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        _ES_GYM,
        "FB-00931",
        evidence="Nº de socio: FB-00931",
        key="fitbarrio/lucia/member_number",
    ),
    # subspan: un campo JSON (monitor) bajo una clave en inglés; nada lo restringe.
    _r(
        "es",
        "subspan",
        True,
        '{"socio": "Iker Etxeberria", "bono": "10 sesiones", "monitor": "Ainhoa Garmendia", "grado_max": "6b+", '
        '"curso": "Iniciación a la escalada de primero"}',
        "Ainhoa Garmendia",
        evidence='"monitor": "Ainhoa Garmendia"',
        key="bloque_rocodromo/iker_etxeberria/instructor",
    ),
    # subspan: el localizador de la reserva de coche, entero.
    _r(
        "es",
        "subspan",
        True,
        _ES_RENTAL,
        "MLG-55820-R",
        evidence="Localizador: MLG-55820-R",
        key="solrent/booking_code",
    ),
    # subspan: la plaza de parking de un SMS; la clave nombra la relación.
    _r(
        "es",
        "subspan",
        True,
        "Parking Centro Sevilla: entrada registrada a las 09:12. Matrícula 4821 LKM. Plaza P-2 147. "
        "Conserve su ticket nº 00483321.",
        "P-2 147",
        evidence="Plaza P-2 147.",
        key="parking_centro_sevilla/space",
    ),
    # subspan: el titular del contrato de luz.
    _r(
        "es",
        "subspan",
        True,
        _ES_LUZ,
        "Rosa Fernández Gil",
        evidence="Titular del contrato: Rosa Fernández Gil",
        key="enervia/contract_holder",
    ),
    # subspan: la potencia contratada con su unidad, bajo una clave en español.
    _r(
        "es",
        "subspan",
        True,
        _ES_LUZ,
        "4,6 kW",
        evidence="Potencia contratada: 4,6 kW",
        key="luz/potencia_contratada",
    ),
    # subspan: la fecha límite de pago de un recibo de la CFE (formato mexicano).
    _r(
        "es",
        "subspan",
        True,
        _ES_CFE,
        "22 ENE 2027",
        evidence="Fecha límite de pago: 22 ENE 2027",
        key="cfe/payment_due_date",
    ),
    # subspan: la fecha y hora de la revisión; la clave lleva "checkup", el resto es la relación.
    _r(
        "es",
        "subspan",
        True,
        "Clínica Dental Sonríe: Hola Javier, te recordamos tu cita de revisión con la Dra. Olmedo el martes 15 de "
        "diciembre a las 17:30. Responde SÍ para confirmar.",
        "martes 15 de diciembre a las 17:30",
        evidence="te recordamos tu cita de revisión con la Dra. Olmedo el martes 15 de diciembre a las 17:30.",
        key="clinica_sonrie/javier/checkup_appointment",
    ),
    # subspan: el número de colegiado del fisioterapeuta, bajo su nombre.
    _r(
        "es",
        "subspan",
        True,
        "Fisioterapia Kinesis · Parte de tratamiento\nPaciente: Jorge Lara\nFisioterapeuta: Álvaro Ruiz\n"
        "Nº de colegiado: 28/4471\nSesiones autorizadas por la mutua: 8",
        "28/4471",
        evidence="Nº de colegiado: 28/4471",
        key="kinesis/alvaro_ruiz/registration_number",
    ),
    # subspan: el localizador de un billete de Renfe de solo ida.
    _r(
        "es",
        "subspan",
        True,
        "Renfe · Billete electrónico\nLocalizador: Y7KQ2M\nTren: AVE 03071\nSalida: Madrid-Puerta de Atocha 08:30\n"
        "Llegada: Barcelona-Sants 11:20\nCoche 6, plaza 09D",
        "Y7KQ2M",
        evidence="Localizador: Y7KQ2M",
        key="renfe/booking_locator",
    ),
    # subspan: la puerta de embarque de una tarjeta de embarque; la clave nombra el vuelo.
    _r(
        "es",
        "subspan",
        True,
        "Tarjeta de embarque · Iberia Express\nPasajero: SANCHEZ/ALBA\nVuelo: I2 3166 MAD-TFN\nPuerta: K72\n"
        "Embarque: 11:05\nAsiento: 14C",
        "K72",
        evidence="Puerta: K72",
        key="iberia_express/i2_3166/gate",
    ),
    # subspan: la habitación asignada; "asignada" no restringe, es la habitación de la estancia.
    _r(
        "es",
        "subspan",
        True,
        "Hotel Mirador del Tajo · Confirmación\nHuésped: Daniel Ortega\nHabitación asignada: 308\n"
        "Régimen: alojamiento y desayuno\nCorreo: reservas@hotelmiradortajo.es",
        "308",
        evidence="Habitación asignada: 308",
        key="hotel_mirador/daniel_ortega/room",
    ),
    # subspan: el punto de entrega de la devolución, un sintagma nominal entero.
    _r(
        "es",
        "subspan",
        True,
        "Tu devolución del pedido 402-1188 está registrada. Punto de entrega: Oficina de Correos, C/ Mayor 14, "
        "Alcalá de Henares. Código de devolución: DV9-33K-71. Plazo: 14 días.",
        "Oficina de Correos, C/ Mayor 14, Alcalá de Henares",
        evidence="Punto de entrega: Oficina de Correos, C/ Mayor 14, Alcalá de Henares.",
        key="returns/order_402-1188/drop_off_point",
    ),
    # subspan: el número de póliza del seguro de hogar, entero.
    _r(
        "es",
        "subspan",
        True,
        _ES_HOGAR,
        "0072-HG-551903",
        evidence="Nº de póliza: 0072-HG-551903",
        key="protecta/home_insurance/policy_number",
    ),
    # subspan: la tutora de este curso; la etiqueta no la restringe.
    _r(
        "es",
        "subspan",
        True,
        _ES_COLEGIO,
        "Dña. Elena Pardo",
        evidence="Tutora: Dña. Elena Pardo",
        key="colegio_san_gabriel/sofia_rey/tutor",
    ),
    # subspan: la fecha de fin de permanencia; "hasta" es la relación que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        _ES_FIBRA,
        "30/06/2027",
        evidence="Permanencia hasta: 30/06/2027",
        key="conecta_fibra/commitment_end",
    ),
    # subspan: el teléfono directo de la firmante, de su propia firma.
    _r(
        "es",
        "subspan",
        True,
        _ES_FIRMA,
        "910 555 274",
        evidence="Tel. directo: 910 555 274",
        speaker="Nerea Campos",
        key="conecta_fibra/nerea_campos/direct_phone",
    ),
    # subspan: el CIF de la empresa, entero.
    _r(
        "es",
        "subspan",
        True,
        _ES_FIRMA,
        "B86123457",
        evidence="Conecta Fibra S.L. · CIF: B86123457",
        speaker="Nerea Campos",
        key="conecta_fibra/vat_id",
    ),
    # --- faithful: list_item ---
    # list_item: un elemento de la lista con la cabeza compartida; los demás se pueden omitir.
    _r(
        "es",
        "list_item",
        True,
        "Hotel Mirador del Tajo: El precio incluye desayuno buffet, acceso al spa y parking cubierto.",
        "El precio incluye acceso al spa",
        evidence="El precio incluye desayuno buffet, acceso al spa y parking cubierto.",
        key="hotel_mirador/incluye",
    ),
    # list_item: un servicio de la lista JSON, con su número (50 GB) intacto.
    _r(
        "es",
        "list_item",
        True,
        '{"cliente": "Marisa Vidal", "servicios": ["Fibra 600 Mb", "Línea móvil 50 GB", '
        '"Fijo con llamadas ilimitadas"], "estado": "activo"}',
        "Línea móvil 50 GB",
        evidence='"servicios": ["Fibra 600 Mb", "Línea móvil 50 GB", "Fijo con llamadas ilimitadas"]',
        key="conecta_fibra/marisa_vidal/services",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: el palmarés de la entrenadora, inciso no restrictivo, omitido; día, hora y sala se mantienen.
    _r(
        "es",
        "parenthetical",
        True,
        "FitBarrio: Tu entrenadora, Patricia Lobo (campeona de Andalucía de powerlifting), te espera el lunes a las "
        "19:00 en la sala 2.",
        "Tu entrenadora, Patricia Lobo, te espera el lunes a las 19:00 en la sala 2",
        evidence="Tu entrenadora, Patricia Lobo (campeona de Andalucía de powerlifting), te espera el lunes a las "
        "19:00 en la sala 2.",
        key="fitbarrio/lucia/personal_trainer_session",
    ),
    # parenthetical: la especialidad de la doctora omitida; quién, a quién y dónde se mantienen.
    _r(
        "es",
        "parenthetical",
        True,
        "Clínica Dental Sonríe · Aviso: La Dra. Marta Olmedo (odontopediatra) atenderá a Hugo en el gabinete 3.",
        "La Dra. Marta Olmedo atenderá a Hugo en el gabinete 3",
        evidence="La Dra. Marta Olmedo (odontopediatra) atenderá a Hugo en el gabinete 3.",
        key="clinica_sonrie/hugo/dentist",
    ),
    # --- negative: subspan_restricted ---
    # subspan_restricted: taquilla provisional hasta el 15 de enero, guardada como la taquilla.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_GYM,
        "37",
        evidence="Taquilla provisional: 37 (hasta el 15 de enero, por obras en el vestuario)",
        key="gimnasio/taquilla",
    ),
    # subspan_restricted: un cargo estimado guardado como el cargo por combustible.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_RENTAL,
        "85 €",
        evidence="Cargo estimado por combustible: 85 €",
        key="solrent/fuel_charge",
    ),
    # subspan_restricted: una lectura estimada guardada como la lectura del contador.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_LUZ,
        "18.442 kWh",
        evidence="Lectura actual (estimada): 18.442 kWh",
        key="enervia/meter_reading",
    ),
    # subspan_restricted: el adeudo anterior guardado como el importe a pagar (que es $1,248.00).
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_CFE,
        "$312.50",
        evidence="Adeudo anterior: $312.50",
        key="cfe/amount_due",
    ),
    # subspan_restricted: la plaza de la vuelta guardada como la plaza del viaje; se pierde "Vuelta".
    _r(
        "es",
        "subspan_restricted",
        False,
        "Tu viaje Valencia-Madrid\nIda: 19/12, Alvia 00194, Coche 4, plaza 07A\n"
        "Vuelta: 23/12, Alvia 00197, Coche 3, plaza 12A",
        "Coche 3, plaza 12A",
        evidence="Vuelta: 23/12, Alvia 00197, Coche 3, plaza 12A",
        key="renfe/valencia_madrid/seat",
    ),
    # subspan_restricted: el tomador anterior guardado como el tomador.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_HOGAR,
        "Luis Ibáñez Ruiz",
        evidence="Tomador anterior: Luis Ibáñez Ruiz",
        key="protecta/home_insurance/policyholder",
    ),
    # subspan_restricted: la tutora del curso pasado guardada como la tutora; gemela del registro fiel.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_COLEGIO,
        "Dña. Inés Varela",
        evidence="Tutora del curso pasado: Dña. Inés Varela",
        key="colegio_san_gabriel/sofia_rey/tutor",
    ),
    # subspan_restricted: una velocidad estimada en la zona guardada como la velocidad contratada o real.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_FIBRA,
        "300 Mb",
        evidence="Velocidad real estimada en tu zona: 300 Mb",
        key="conecta_fibra/speed",
    ),
    # --- negative: possessor_drop ---
    # possessor_drop: el número de socio del beneficiario guardado como el de la titular.
    _r(
        "es",
        "possessor_drop",
        False,
        "Mi cuenta · FitBarrio\nTitular: Lucía Moreno\nNº de socio: FB-00931\n"
        "Beneficiario (plan familiar): Pablo Moreno\nNº de socio del beneficiario: FB-00932",
        "FB-00932",
        evidence="Nº de socio del beneficiario: FB-00932",
        key="fitbarrio/lucia_moreno/member_number",
    ),
    # possessor_drop: el DNI de la responsable guardado como el del paciente de seis años.
    _r(
        "es",
        "possessor_drop",
        False,
        "Ficha de paciente · Clínica Dental Sonríe\nPaciente: Hugo Martín Sanz (6 años)\n"
        "Responsable: Beatriz Sanz Prieto\nDNI del responsable: 50123456K\nAlergias: ninguna conocida",
        "50123456K",
        evidence="DNI del responsable: 50123456K",
        key="clinica_sonrie/hugo_martin/dni",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: se pierde "durante las dos primeras horas".
    _r(
        "es",
        "restriction_drop",
        False,
        "Aviso: el aparcamiento es gratuito para clientes del centro comercial durante las dos primeras horas.",
        "el aparcamiento es gratuito para clientes del centro comercial",
        evidence="el aparcamiento es gratuito para clientes del centro comercial durante las dos primeras horas.",
        key="centro_comercial/parking",
    ),
    # restriction_drop: se pierde "de menos de 10 kg".
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas del hotel: Se admiten mascotas de menos de 10 kg. No se permite fumar en las habitaciones.",
        "Se admiten mascotas",
        evidence="Se admiten mascotas de menos de 10 kg.",
        key="hotel_mirador/pets",
    ),
    # --- negative: identifier ---
    # identifier: el CUPS truncado, sin sus dos últimos caracteres.
    _r(
        "es",
        "identifier",
        False,
        _ES_LUZ,
        "ES0031405123456789JN",
        evidence="CUPS: ES0031405123456789JN0F",
        key="enervia/cups",
    ),
    # identifier: el correo cortado antes de ".es".
    _r(
        "es",
        "identifier",
        False,
        _ES_FIRMA,
        "nerea.campos@conectafibra",
        evidence="nerea.campos@conectafibra.es",
        speaker="Nerea Campos",
        key="conecta_fibra/nerea_campos/email",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: quien trabaja desde Valencia es el agente Raúl, no la clienta Marisa.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Cliente (Marisa): Hola, no me ha llegado la factura de noviembre.\n"
        "Agente (Raúl): Buenas, Marisa. Yo trabajo desde la oficina de Valencia y te la reenvío ahora mismo.",
        "Marisa trabaja desde la oficina de Valencia",
        evidence="Yo trabajo desde la oficina de Valencia",
        speaker="Marisa",
        key="marisa/work_location",
    ),
    # wrong_speaker: de vacaciones está el fisio Álvaro, no el usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Álvaro (fisio): Yo estoy de vacaciones hasta el 7 de enero, te atiende Clara.\nTú: Vale, gracias",
        "Usuario está de vacaciones hasta el 7 de enero",
        evidence="Yo estoy de vacaciones hasta el 7 de enero",
        speaker="user",
        key="user/availability",
    ),
    # --- negative: tense ---
    # tense: el bono caducó; el valor dice que caduca.
    _r(
        "es",
        "tense",
        False,
        "Kaixo Iker, tu bono de 10 sesiones caducó el 30 de noviembre. Puedes renovarlo en recepción.",
        "Tu bono de 10 sesiones caduca el 30 de noviembre",
        evidence="tu bono de 10 sesiones caducó el 30 de noviembre.",
        key="bloque_rocodromo/iker_etxeberria/pass_expiry",
    ),
    # tense: el técnico instalará la fibra; el valor dice que la instaló.
    _r(
        "es",
        "tense",
        False,
        "Conecta Fibra: El técnico instalará la fibra el viernes 11 entre las 9:00 y las 14:00.",
        "El técnico instaló la fibra el viernes 11 entre las 9:00 y las 14:00",
        evidence="El técnico instalará la fibra el viernes 11 entre las 9:00 y las 14:00.",
        key="conecta_fibra/installation",
    ),
)

# ---------------------------------------------------------------- Chinese sources shared by twins
_ZH_GYM = (
    "【动力健身】会员信息\n会员卡号：DL-880213\n会籍类型：年卡\n所属门店：徐汇滨江店\n"
    "储物柜号：A-214\n到期日：2027年12月6日"
)
_ZH_RENTAL = (
    "【一嗨租车】预订成功\n订单号：ZC20261207-5531\n取车门店：成都双流机场T2店\n取车时间：12月19日 10:00\n"
    "还车门店：成都东站店\n车型：大众朗逸或同级"
)
_ZH_ELEC = (
    "【国网上海电力】电费账单\n户号：3100 5527 8810\n户名：王秀兰\n本期电量：286千瓦时\n上期欠费：45.20元\n"
    "本期应缴：152.37元\n缴费截止日期：2027年1月15日"
)
_ZH_GAS = (
    "上海燃气 抄表通知\n用户编号：9907 3312\n上次抄表读数：1498立方米\n本次抄表读数：1532立方米\n"
    "本期用气量：34立方米\n应缴金额：98.60元"
)
_ZH_PHYSIO = (
    "康复治疗单\n患者：赵明\n治疗师：孙婷婷\n治疗项目：右肩冲击波+手法\n疗程：共10次\n"
    "陪同家属：赵丽（女儿），电话 137 6655 0912"
)
_ZH_INS = (
    "机动车商业保险保单\n保单号：PICC-2026-SH-0078812\n投保人：周建国\n被保险人：周建国\n车牌号：沪B·77Q90\n"
    "原车牌号：沪B·12X55\n保险期间：2026年12月1日至2027年11月30日"
)
_ZH_KG = (
    "阳光幼儿园 幼儿信息卡\n幼儿姓名：刘一一\n班级：中二班\n主班老师：吴倩\n代课老师（12月7日至18日）：林老师\n"
    "紧急联系人：刘建（爸爸）"
)
_ZH_BB = (
    "中国电信 宽带账户\n宽带账号：02188123456\n光猫序列号：ZTEGC8A3F21B\n套餐：融合199元档\n优惠期月租：99元（前6个月）"
)
_ZH_INVOICE = (
    "电子发票（普通发票）\n购买方名称：上海栖木文化传播有限公司\n纳税人识别号：91310115MA1H7XK23P\n"
    "项目：宽带服务费\n价税合计：¥1,188.00"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful: subspan ---
    # subspan: 会员卡号整体取出；标签即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GYM,
        "DL-880213",
        evidence="会员卡号：DL-880213",
        key="dongli_fitness/member_card",
    ),
    # subspan: 储物柜号，中文键；标签无限定。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GYM,
        "A-214",
        evidence="储物柜号：A-214",
        key="健身/储物柜号",
    ),
    # subspan: JSON 中的教练字段，英文键；无限定。
    _r(
        "zh",
        "subspan",
        True,
        '{"会员": "陈思远", "教练": "周凯", "课程": "先锋攀入门", "剩余课时": 3}',
        "周凯",
        evidence='"教练": "周凯"',
        key="rock_gym/chen_siyuan/coach",
    ),
    # subspan: 取车门店；键写明 pickup，与标签一致。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_RENTAL,
        "成都双流机场T2店",
        evidence="取车门店：成都双流机场T2店",
        key="ehi_car_rental/pickup_store",
    ),
    # subspan: 短信中的车位号；其余是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【智慧停车】您的车辆沪A·5K321于08:47驶入静安嘉里中心停车场，车位号B2-118，首小时15元。",
        "B2-118",
        evidence="车位号B2-118",
        key="parking/jingan_kerry_centre/space",
    ),
    # subspan: 电费账单的户名。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ELEC,
        "王秀兰",
        evidence="户名：王秀兰",
        key="state_grid_shanghai/account_holder",
    ),
    # subspan: 本次抄表读数，键写明 current。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GAS,
        "1532立方米",
        evidence="本次抄表读数：1532立方米",
        key="shanghai_gas/current_meter_reading",
    ),
    # subspan: 复诊时间整体取出；根管治疗复诊即下次就诊。
    _r(
        "zh",
        "subspan",
        True,
        "【贝好口腔】李女士您好，您的根管治疗复诊已预约在12月18日（周五）14:30，医生：刘倩。如需改约请提前一天致电。",
        "12月18日（周五）14:30",
        evidence="您的根管治疗复诊已预约在12月18日（周五）14:30",
        key="beihao_dental/ms_li/next_visit",
    ),
    # subspan: 治疗单上的治疗师姓名。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_PHYSIO,
        "孙婷婷",
        evidence="治疗师：孙婷婷",
        key="physio/zhao_ming/therapist",
    ),
    # subspan: 12306 短信中的订单号，中文键。
    _r(
        "zh",
        "subspan",
        True,
        "【铁路客服】订单E837261054，张伟您已购12月20日G1375次08车12F号，北京南站09:00开，检票口B7。",
        "E837261054",
        evidence="订单E837261054",
        key="铁路/张伟/订单号",
    ),
    # subspan: 登机牌上的登机口；键写明航班。
    _r(
        "zh",
        "subspan",
        True,
        "登机牌\n旅客：LIN/XIAO\n航班：MU5137\n日期：20DEC\n登机口：C32\n座位号：41K\n登机时间：07:35",
        "C32",
        evidence="登机口：C32",
        key="flight/mu5137/gate",
    ),
    # subspan: 入住确认中的房号。
    _r(
        "zh",
        "subspan",
        True,
        "入住确认｜汉庭上海外滩店\n入住人：黄丽\n房号：1207\n退房时间：12:00\n早餐：2份",
        "1207",
        evidence="房号：1207",
        key="hanting_bund/huang_li/room_number",
    ),
    # subspan: 退货单号整体取出。
    _r(
        "zh",
        "subspan",
        True,
        "【京东】退货申请已通过。退货单号：TH2026120788431。请于7天内将商品投递至丰巢快递柜（万科城市花园3号门）。",
        "TH2026120788431",
        evidence="退货单号：TH2026120788431。",
        key="jd/return/return_number",
    ),
    # subspan: 保单号整体取出。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_INS,
        "PICC-2026-SH-0078812",
        evidence="保单号：PICC-2026-SH-0078812",
        key="car_insurance/policy_number",
    ),
    # subspan: 主班老师；标签无限定，与代课老师区分。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_KG,
        "吴倩",
        evidence="主班老师：吴倩",
        key="sunshine_kindergarten/liu_yiyi/lead_teacher",
    ),
    # subspan: 宽带账号整体取出。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BB,
        "02188123456",
        evidence="宽带账号：02188123456",
        key="china_telecom/broadband_account",
    ),
    # subspan: 签名中本人的邮箱，说话人即签名者。
    _r(
        "zh",
        "subspan",
        True,
        "顺祝商祺！\n韩雪\n客户经理｜上海联通政企部\n手机：186 2100 4471\n邮箱：hanxue@sh.chinaunicom.cn",
        "hanxue@sh.chinaunicom.cn",
        evidence="邮箱：hanxue@sh.chinaunicom.cn",
        speaker="韩雪",
        key="china_unicom/han_xue/email",
    ),
    # subspan: 发票上购买方的纳税人识别号，整体取出。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_INVOICE,
        "91310115MA1H7XK23P",
        evidence="纳税人识别号：91310115MA1H7XK23P",
        key="qimu_culture/tax_id",
    ),
    # --- faithful: list_item ---
    # list_item: JSON 列表中的一项；键即列表名。
    _r(
        "zh",
        "list_item",
        True,
        '{"会籍": "年卡", "会籍权益": ["团课不限次", "免费毛巾", "每月2次私教体验"], "门店": "徐汇滨江店"}',
        "免费毛巾",
        evidence='"会籍权益": ["团课不限次", "免费毛巾", "每月2次私教体验"]',
        key="dongli_fitness/benefits",
    ),
    # list_item: 并列中的一项，保留共同的主语与谓语。
    _r(
        "zh",
        "list_item",
        True,
        "【全季酒店】您预订的高级大床房房费含双早、免费停车及行政酒廊使用权。",
        "您预订的高级大床房房费含免费停车",
        evidence="您预订的高级大床房房费含双早、免费停车及行政酒廊使用权。",
        key="ji_hotel/booking/includes",
    ),
    # --- faithful: parenthetical ---
    # parenthetical: 医生学历的括注，非限定，可省。
    _r(
        "zh",
        "parenthetical",
        True,
        "【贝好口腔】温馨提示：主治医生刘倩（口腔医学硕士）将为您进行复诊，请携带医保卡。",
        "主治医生刘倩将为您进行复诊",
        evidence="主治医生刘倩（口腔医学硕士）将为您进行复诊",
        key="beihao_dental/ms_li/dentist",
    ),
    # parenthetical: 执飞机型的括注，非限定，可省。
    _r(
        "zh",
        "parenthetical",
        True,
        "【东方航空】您的航班MU5137（空客A330执飞）登机口已变更为C32，请留意广播。",
        "您的航班MU5137登机口已变更为C32",
        evidence="您的航班MU5137（空客A330执飞）登机口已变更为C32",
        key="flight/mu5137/gate_change",
    ),
    # --- negative: subspan_restricted ---
    # subspan_restricted: 临时储物柜（有效期至12月31日）存为储物柜；“临时”丢失。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【岩时攀岩】寄存提醒：您的临时储物柜为B-07，有效期至12月31日，逾期将清柜。",
        "B-07",
        evidence="您的临时储物柜为B-07",
        key="yanshi_climbing/locker",
    ),
    # subspan_restricted: 还车门店存为门店；“还车”丢失。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_RENTAL,
        "成都东站店",
        evidence="还车门店：成都东站店",
        key="ehi_car_rental/store",
    ),
    # subspan_restricted: 上期欠费存为应缴金额；本期应缴为152.37元。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_ELEC,
        "45.20元",
        evidence="上期欠费：45.20元",
        key="state_grid_shanghai/amount_due",
    ),
    # subspan_restricted: 上次读数存为读数；与“本次”的忠实记录成对。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_GAS,
        "1498立方米",
        evidence="上次抄表读数：1498立方米",
        key="shanghai_gas/meter_reading",
    ),
    # subspan_restricted: 返程航班号存为行程的航班号；“返程”丢失。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "行程单\n去程：MU5137 上海虹桥—成都天府 12月20日\n"
        "返程：MU5416 成都天府—上海虹桥 12月27日\n票号：781-2390558812",
        "MU5416",
        evidence="返程：MU5416 成都天府—上海虹桥 12月27日",
        key="trip/chengdu/flight_number",
    ),
    # subspan_restricted: 原车牌号存为车牌号；现车牌为沪B·77Q90。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_INS,
        "沪B·12X55",
        evidence="原车牌号：沪B·12X55",
        key="car_insurance/plate_number",
    ),
    # subspan_restricted: 限期代课老师存为班级老师；“代课”与日期丢失。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_KG,
        "林老师",
        evidence="代课老师（12月7日至18日）：林老师",
        key="sunshine_kindergarten/liu_yiyi/class_teacher",
    ),
    # subspan_restricted: 优惠期（前6个月）月租存为月租；套餐为199元档。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_BB,
        "99元",
        evidence="优惠期月租：99元（前6个月）",
        key="china_telecom/monthly_fee",
    ),
    # --- negative: possessor_drop ---
    # possessor_drop: 陪同家属（女儿）的电话存为患者的电话。
    _r(
        "zh",
        "possessor_drop",
        False,
        _ZH_PHYSIO,
        "137 6655 0912",
        evidence="陪同家属：赵丽（女儿），电话 137 6655 0912",
        key="physio/zhao_ming/phone",
    ),
    # possessor_drop: 旅客2陈默的座位存为林晓的座位。
    _r(
        "zh",
        "possessor_drop",
        False,
        "【东方航空】值机成功\n航班：MU5137\n旅客1：林晓 座位 41K\n旅客2：陈默 座位 41J",
        "41J",
        evidence="旅客2：陈默 座位 41J",
        key="flight/mu5137/lin_xiao/seat",
    ),
    # --- negative: restriction_drop ---
    # restriction_drop: “年卡”丢失；月卡会员需另付费。
    _r(
        "zh",
        "restriction_drop",
        False,
        "【动力健身】年卡会员可免费预约私教体验课一次，月卡会员需另付99元。",
        "会员可免费预约私教体验课一次",
        evidence="年卡会员可免费预约私教体验课一次",
        key="dongli_fitness/trial_pt_session",
    ),
    # restriction_drop: “每天前2小时”丢失。
    _r(
        "zh",
        "restriction_drop",
        False,
        "【静安嘉里中心】新能源车每天前2小时免费停车，超出部分按10元/小时收费。",
        "新能源车免费停车",
        evidence="新能源车每天前2小时免费停车",
        key="jingan_kerry_centre/ev_parking",
    ),
    # --- negative: identifier ---
    # identifier: 光猫序列号截去末位“B”。
    _r(
        "zh",
        "identifier",
        False,
        _ZH_BB,
        "ZTEGC8A3F21",
        evidence="光猫序列号：ZTEGC8A3F21B",
        key="china_telecom/ont_serial",
    ),
    # identifier: 纳税人识别号截去末位“P”，只剩17位。
    _r(
        "zh",
        "identifier",
        False,
        _ZH_INVOICE,
        "91310115MA1H7XK23",
        evidence="纳税人识别号：91310115MA1H7XK23P",
        key="qimu_culture/tax_id",
    ),
    # --- negative: wrong_speaker ---
    # wrong_speaker: 装维工程师是客服小陈，不是王先生。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "客户（王先生）：宽带又断了，麻烦看一下。\n客服（小陈）：王先生您好，我是杭州分公司的装维工程师，马上为您处理。",
        "王先生是杭州分公司的装维工程师",
        evidence="我是杭州分公司的装维工程师",
        speaker="王先生",
        key="wang/occupation",
    ),
    # wrong_speaker: 下周在浦东店带课的是教练阿杰，不是回复“收到”的用户。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "教练阿杰：我下周在浦东店带课，徐汇店的课暂停。\n我：收到👌",
        "用户下周在浦东店带课",
        evidence="我下周在浦东店带课",
        speaker="user",
        key="user/schedule",
    ),
    # --- negative: tense ---
    # tense: 退款“已于”退回，值改为“将于”。
    _r(
        "zh",
        "tense",
        False,
        "【京东】您的退款98.00元已于12月5日原路退回，请注意查收。",
        "退款98.00元将于12月5日原路退回",
        evidence="您的退款98.00元已于12月5日原路退回",
        key="jd/refund/status",
    ),
    # tense: 保险“已于”到期，值改为“将于”。
    _r(
        "zh",
        "tense",
        False,
        "【平安保险】尊敬的客户，您的车辆保险已于2026年11月30日到期，请及时续保。",
        "车辆保险将于2026年11月30日到期",
        evidence="您的车辆保险已于2026年11月30日到期",
        key="ping_an/car_insurance/expiry",
    ),
)

BATCH_56: tuple[Realistic, ...] = _EN + _ES + _ZH
