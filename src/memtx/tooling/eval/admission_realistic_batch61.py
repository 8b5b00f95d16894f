"""The realistic set's sixty-first batch: a blind measurement of the merged admission rules (issue 31, brief B61).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b61, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. Every source is invented here, in domains the earlier batches used little:
insurance claims desks, utility companies (water, gas, broadband), car rental counters, online marketplaces (sellers
and buyers), hospitals' outpatient departments, university admissions offices, parcel lockers, hotel front desks,
mobile phone carriers, HR onboarding portals and veterinary insurance, with Spanish and Chinese counterparts in their
own registers and formats (Spanish IBANs, NHC numbers and decimal commas; Chinese SMS with 【】 sender tags, 取件码,
报案号 and full-width punctuation). The sources are labelled lines, JSON tool outputs, receipts, booking and order
confirmations, account and settings pages, e-mail signatures, SMS notifications, voice-note transcripts and chats in
which a person gives their own detail ("my new number is ...").

The focus is keyed atomic values: most records keep one field alone (an e-mail address, a URL, a phone number, a
claim, booking or order code, an amount with its currency, a date or time phrase, a name) under a key in the manner
of LangGraph's memory tools. Keys are mostly English (`swiftcar/booking/reservation_number`), also over Spanish and
Chinese sources; some are in the source's language (`san_rafael/traumatologia/fecha_cita`, `燃气/户号`); some are
mem0's `user/...` with the speaker bound. The negatives are near twins of the faithful subspans: the same kind of
field where the source restricts the value in a way the key drops (an estimated total, a pending payout, a temporary
or previous number, a parcel held until a deadline, the return leg filed as the pick-up), a value that belongs to
another person named in the record (next of kin, emergency contact, joint policyholder), a truncated identifier, a
detail given by the other party in a chat filed under the user, and a past fact restated in the present.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 18, list_item 2, parenthetical 2. Negative (18): subspan_restricted 6, possessor_drop 3, restriction_drop 2,
identifier 3, wrong_speaker 2, tense 2. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN_CLAIM = (
    "Dear Ms Okafor,\n"
    "Thank you for reporting the escape of water at 18 Lark Rise. Your claim reference is HCL-2291-4407. "
    "Please quote it in all correspondence. Your claims handler, Gareth Lloyd (who joined our Bristol team in "
    "March), will visit the property on Thursday.\n"
    "Kind regards,\n"
    "Gareth Lloyd\n"
    "Claims Handler, Northbridge Home Insurance\n"
    "Direct: 0117 496 0281\n"
    "gareth.lloyd@northbridge-insurance.co.uk"
)
_EN_WATER = (
    "Severn Water: your Direct Debit of GBP 38.60 will be collected on or just after 1 Oct. "
    "Account no. 7730-118-902. Questions? Call 0345 600 1122 (Mon-Fri 8am-6pm)."
)
_EN_BROADBAND = (
    '{"tool": "fibrelink_account_lookup", "result": {"customer_id": "FB-0093317", "plan": "Fibre 500", '
    '"router_serial": "SN7K2Q88104", "install_date": "2025-04-17", "status": "active"}}'
)
_EN_CAR = (
    "Booking confirmed!\n"
    "Reservation number: RC-55810-UK\n"
    "Pick-up: Bristol Temple Meads, Fri 12 Sept 2025, 09:30\n"
    "Return: Cardiff Central, Mon 15 Sept 2025, 17:00\n"
    "Vehicle: Ford Focus or similar\n"
    "Estimated total: £214.80 (pay at the counter)\n"
    "Main driver: Samuel Adeyemi"
)
_EN_MARKET = (
    "Buyer (Jen): hi is the bike still available?\n"
    "Seller (Tomasz): yes! collection only, from Hackney. my number is 07700 900 562 if easier to text\n"
    "Buyer (Jen): great, I'll text you tonight"
)
_EN_HOSPITAL = (
    "Outpatient Appointment - Dermatology\n"
    "Patient: Ms Harriet Cole    NHS No: 485 777 3456\n"
    "Date: Tuesday 4 November 2025 at 10:15\n"
    "Clinic: Level 2, Outpatients B, St Aldhelm's Hospital\n"
    "Next of kin: Robert Cole (husband), 07700 900 233\n"
    "If you cannot attend, please call 01225 428 331 at least 48 hours before."
)
_EN_UNI = (
    "Dear Aisha,\n"
    "Your application to BSc Computer Science has been received. Your applicant ID is KU-25-071934. "
    "You can track your status at https://apply.kingsmere.ac.uk/status.\n"
    "If you have any questions, write to admissions@kingsmere.ac.uk.\n"
    "Kingsmere University Admissions Office"
)
_EN_LOCKER = (
    "ParcelBox: Your parcel from Markett is ready at locker Tesco Extra Kingsway. Collection code: 448213. "
    "It will be held until 23:59 on 9 Oct, then returned to sender."
)
_EN_HOTEL = (
    "The Harbourside Hotel - Booking HSB-88231\n"
    "Guest: Mr Luca Bianchi\n"
    "Check-in: Thu 20 Nov 2025 (from 15:00)\n"
    "Check-out: Sun 23 Nov 2025 (by 11:00)\n"
    "Room: Deluxe Double, sea view\n"
    "Your rate includes breakfast, late checkout and free parking."
)
_EN_CARRIER = (
    "Customer (Dev): hi, my new number is 07911 123 456, can you update it on the account?\n"
    "Agent (Volta Mobile): Done! While your port-in completes we've given you a temporary number, "
    "07700 900 877, which works until 14 Oct.\n"
    "Customer (Dev): perfect thanks"
)
_EN_HR = (
    "Employee profile\n"
    "Name: Priya Raman\n"
    "Employee ID: E-204417\n"
    "Start date: 3 November 2025\n"
    "Manager: Colin Shaw\n"
    "Work email: priya.raman@tallis-group.com\n"
    "Probation ends: 3 May 2026\n"
    "Emergency contact: Arjun Raman (brother) - 07700 900 655"
)
_EN_VET = (
    "PawSure Pet Insurance - Claim update\n"
    "Policyholder: Mrs Dana Hale\n"
    "Pet: Biscuit (Cocker Spaniel, 4)\n"
    "Policy number: PS-7781-0042\n"
    "Claim amount: £612.40\n"
    "Excess: £99\n"
    "Status: Pending - estimated payout £463.36, subject to vet records\n"
    "Payment will go to the joint policyholder, Mr Owen Hale, sort code 20-45-77."
)
_EN_SELLER = (
    "Cheers,\n"
    "Nadia Fraser\n"
    "Fraser Vintage Ceramics - Top Rated Seller on Markett\n"
    "Shop: https://markett.co.uk/shop/fraservintage\n"
    "nadia@fraservintage.co.uk"
)
_EN_SETTINGS = (
    "My account > Settings\n"
    "Name: Tom Reilly\n"
    "Billing address: 7 Cranston Street, Edinburgh EH8 8BE\n"
    "Previous address: 14 Elm Row, Leith EH7 4AH\n"
    "Plan: Unlimited 5G, £25/month"
)
_EN_HOTEL_CHAT = (
    "Guest (Yuki Ito): Hi, could I get a late checkout tomorrow?\n"
    "Reception (Marco): Of course, 1pm is fine. If you need anything else you can email me at "
    "marco.front@harbourside-hotel.co.uk\n"
    "Guest (Yuki Ito): lovely, thank you!"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the claim reference alone; the rest of the sentence is what the key's relation (reference) names.
    _r(
        "en",
        "subspan",
        True,
        _EN_CLAIM,
        "HCL-2291-4407",
        evidence="Your claim reference is HCL-2291-4407.",
        key="northbridge/claim/reference",
    ),
    # subspan: the handler's e-mail from his signature, the whole address under a key naming him.
    _r(
        "en",
        "subspan",
        True,
        _EN_CLAIM,
        "gareth.lloyd@northbridge-insurance.co.uk",
        evidence="gareth.lloyd@northbridge-insurance.co.uk",
        key="northbridge/gareth_lloyd/email",
    ),
    # subspan: the water account number alone; "Account no." is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_WATER,
        "7730-118-902",
        evidence="Account no. 7730-118-902.",
        key="severn_water/account_number",
    ),
    # subspan: a JSON field's value under a key naming the same field.
    _r(
        "en",
        "subspan",
        True,
        _EN_BROADBAND,
        "FB-0093317",
        evidence='"customer_id": "FB-0093317"',
        key="fibrelink/customer_id",
    ),
    # subspan: the install date from the tool output, a whole date phrase.
    _r(
        "en",
        "subspan",
        True,
        _EN_BROADBAND,
        "2025-04-17",
        evidence='"install_date": "2025-04-17"',
        key="fibrelink/install_date",
    ),
    # subspan: the reservation number alone from a confirmation.
    _r(
        "en",
        "subspan",
        True,
        _EN_CAR,
        "RC-55810-UK",
        evidence="Reservation number: RC-55810-UK",
        key="swiftcar/booking/reservation_number",
    ),
    # subspan: the pick-up place, a proper name; the label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        _EN_CAR,
        "Bristol Temple Meads",
        evidence="Pick-up: Bristol Temple Meads",
        key="swiftcar/booking/pickup_location",
    ),
    # subspan: the seller gives his own number; the key names him and he is the speaker.
    _r(
        "en",
        "subspan",
        True,
        _EN_MARKET,
        "07700 900 562",
        evidence="my number is 07700 900 562",
        speaker="Tomasz",
        key="markett/tomasz/phone",
    ),
    # subspan: the patient's NHS number from an appointment letter.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOSPITAL,
        "485 777 3456",
        evidence="NHS No: 485 777 3456",
        key="st_aldhelms/harriet_cole/nhs_number",
    ),
    # subspan: the appointment's whole date/time phrase under a key for that appointment.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOSPITAL,
        "Tuesday 4 November 2025 at 10:15",
        evidence="Date: Tuesday 4 November 2025 at 10:15",
        key="st_aldhelms/dermatology_appointment/time",
    ),
    # subspan: the applicant ID alone; nothing in the sentence restricts it.
    _r(
        "en",
        "subspan",
        True,
        _EN_UNI,
        "KU-25-071934",
        evidence="Your applicant ID is KU-25-071934.",
        key="kingsmere/aisha/applicant_id",
    ),
    # subspan: the status page URL, whole, under a key naming what it is for.
    _r(
        "en",
        "subspan",
        True,
        _EN_UNI,
        "https://apply.kingsmere.ac.uk/status",
        evidence="You can track your status at https://apply.kingsmere.ac.uk/status.",
        key="kingsmere/application/status_url",
    ),
    # subspan: the locker collection code from an SMS.
    _r(
        "en",
        "subspan",
        True,
        _EN_LOCKER,
        "448213",
        evidence="Collection code: 448213.",
        key="parcelbox/collection_code",
    ),
    # subspan: the hotel booking reference from the confirmation's title line.
    _r(
        "en",
        "subspan",
        True,
        _EN_HOTEL,
        "HSB-88231",
        evidence="The Harbourside Hotel - Booking HSB-88231",
        key="harbourside/booking_ref",
    ),
    # subspan: the customer gives his own new number (the current one); speaker bound, key user/phone.
    _r(
        "en",
        "subspan",
        True,
        _EN_CARRIER,
        "07911 123 456",
        evidence="my new number is 07911 123 456",
        speaker="Dev",
        key="user/phone",
    ),
    # subspan: the employee ID from the onboarding portal's profile page.
    _r(
        "en",
        "subspan",
        True,
        _EN_HR,
        "E-204417",
        evidence="Employee ID: E-204417",
        key="tallis/priya_raman/employee_id",
    ),
    # subspan: the work e-mail, whole, from the same profile page.
    _r(
        "en",
        "subspan",
        True,
        _EN_HR,
        "priya.raman@tallis-group.com",
        evidence="Work email: priya.raman@tallis-group.com",
        key="tallis/priya_raman/work_email",
    ),
    # subspan: the pet policy number alone.
    _r(
        "en",
        "subspan",
        True,
        _EN_VET,
        "PS-7781-0042",
        evidence="Policy number: PS-7781-0042",
        key="pawsure/dana_hale/policy_number",
    ),
    # list_item: one item of the rate's list, with the shared head "Your rate includes".
    _r(
        "en",
        "list_item",
        True,
        _EN_HOTEL,
        "Your rate includes free parking.",
        evidence="Your rate includes breakfast, late checkout and free parking.",
    ),
    # list_item: one item of the bundle's list; the item keeps its own words.
    _r(
        "en",
        "list_item",
        True,
        "Hi Jo, thanks for upgrading! Your Fibre 500 bundle includes a Wi-Fi 6 router, a static IP address and "
        "24/7 UK-based support. Your first bill will arrive next week. - FibreLink",
        "Your Fibre 500 bundle includes a static IP address.",
        evidence="Your Fibre 500 bundle includes a Wi-Fi 6 router, a static IP address and 24/7 UK-based support.",
    ),
    # parenthetical: the relative clause in brackets is dropped; the handler, the visit and Thursday stay.
    _r(
        "en",
        "parenthetical",
        True,
        _EN_CLAIM,
        "Your claims handler, Gareth Lloyd, will visit the property on Thursday.",
        evidence="Your claims handler, Gareth Lloyd (who joined our Bristol team in March), will visit the property "
        "on Thursday.",
    ),
    # parenthetical: the bracketed location of the pharmacy is dropped; the hours and weekdays stay.
    _r(
        "en",
        "parenthetical",
        True,
        "Outpatients FAQ\nQ: Where do I collect my prescription?\nA: The outpatient pharmacy (ground floor, next "
        "to the cafe) is open until 6pm on weekdays.",
        "The outpatient pharmacy is open until 6pm on weekdays.",
        evidence="The outpatient pharmacy (ground floor, next to the cafe) is open until 6pm on weekdays.",
    ),
    # --- negative ---
    # subspan_restricted: the total is only an estimate; the key price drops "Estimated".
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_CAR,
        "£214.80",
        evidence="Estimated total: £214.80",
        key="swiftcar/booking/total_price",
    ),
    # subspan_restricted: the return place filed as the pick-up place (return vs outbound).
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_CAR,
        "Cardiff Central",
        evidence="Return: Cardiff Central",
        key="swiftcar/booking/pickup_location",
    ),
    # subspan_restricted: a hold deadline ("held until") filed as the delivery date.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_LOCKER,
        "23:59 on 9 Oct",
        evidence="It will be held until 23:59 on 9 Oct",
        key="parcelbox/delivery_date",
    ),
    # subspan_restricted: a temporary number valid until 14 Oct, filed as the user's phone.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_CARRIER,
        "07700 900 877",
        evidence="we've given you a temporary number, 07700 900 877, which works until 14 Oct.",
        key="volta_mobile/dev/phone",
    ),
    # subspan_restricted: a pending, estimated payout filed as the claim's payout.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_VET,
        "£463.36",
        evidence="Status: Pending - estimated payout £463.36, subject to vet records",
        key="pawsure/claim/payout",
    ),
    # subspan_restricted: the previous address filed as the customer's address.
    _r(
        "en",
        "subspan_restricted",
        False,
        _EN_SETTINGS,
        "14 Elm Row, Leith EH7 4AH",
        evidence="Previous address: 14 Elm Row, Leith EH7 4AH",
        key="volta_mobile/tom_reilly/address",
    ),
    # possessor_drop: the husband's (next of kin's) number filed as the patient's phone.
    _r(
        "en",
        "possessor_drop",
        False,
        _EN_HOSPITAL,
        "07700 900 233",
        evidence="Next of kin: Robert Cole (husband), 07700 900 233",
        key="st_aldhelms/harriet_cole/phone",
    ),
    # possessor_drop: the emergency contact's (brother's) number filed as the employee's phone.
    _r(
        "en",
        "possessor_drop",
        False,
        _EN_HR,
        "07700 900 655",
        evidence="Emergency contact: Arjun Raman (brother) - 07700 900 655",
        key="tallis/priya_raman/phone",
    ),
    # possessor_drop: the joint policyholder's sort code filed as the policyholder's.
    _r(
        "en",
        "possessor_drop",
        False,
        _EN_VET,
        "20-45-77",
        evidence="Payment will go to the joint policyholder, Mr Owen Hale, sort code 20-45-77.",
        key="pawsure/dana_hale/sort_code",
    ),
    # restriction_drop: "Weekend" restricts which rentals need the deposit; the value drops it.
    _r(
        "en",
        "restriction_drop",
        False,
        "SwiftCar counter FAQ: Weekend rentals need a £250 deposit on a credit card. Weekday rentals need £100.",
        "Rentals need a £250 deposit on a credit card.",
        evidence="Weekend rentals need a £250 deposit on a credit card.",
    ),
    # restriction_drop: "on the Fixed Saver tariff" restricts the customers; the value drops it.
    _r(
        "en",
        "restriction_drop",
        False,
        "GreenGas tariff notice: From 1 January, customers on the Fixed Saver tariff pay a standing charge of "
        "41p per day.",
        "Customers pay a standing charge of 41p per day.",
        evidence="customers on the Fixed Saver tariff pay a standing charge of 41p per day.",
    ),
    # identifier: the router serial cut short.
    _r(
        "en",
        "identifier",
        False,
        _EN_BROADBAND,
        "SN7K2Q88",
        evidence='"router_serial": "SN7K2Q88104"',
        key="fibrelink/router_serial",
    ),
    # identifier: the admissions e-mail cut before its top-level domain.
    _r(
        "en",
        "identifier",
        False,
        _EN_UNI,
        "admissions@kingsmere",
        evidence="write to admissions@kingsmere.ac.uk",
        key="kingsmere/admissions/email",
    ),
    # identifier: the shop URL cut before the shop's own path segment.
    _r(
        "en",
        "identifier",
        False,
        _EN_SELLER,
        "https://markett.co.uk/shop",
        evidence="Shop: https://markett.co.uk/shop/fraservintage",
        key="markett/fraser_vintage/shop_url",
    ),
    # wrong_speaker: the seller's number filed as the buyer's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_MARKET,
        "07700 900 562",
        evidence="my number is 07700 900 562",
        speaker="Jen",
        key="user/phone",
    ),
    # wrong_speaker: the receptionist's e-mail filed as the guest's.
    _r(
        "en",
        "wrong_speaker",
        False,
        _EN_HOTEL_CHAT,
        "marco.front@harbourside-hotel.co.uk",
        evidence="you can email me at marco.front@harbourside-hotel.co.uk",
        speaker="Yuki Ito",
        key="user/email",
    ),
    # tense: "was on" (a past plan) restated as a present fact.
    _r(
        "en",
        "tense",
        False,
        "Customer (Rhea): I was on the Unlimited Plus plan for two years but I switched to SIM-only last month, "
        "so why am I still paying £45?",
        "Rhea is on the Unlimited Plus plan",
        evidence="I was on the Unlimited Plus plan",
        speaker="Rhea",
        key="volta_mobile/rhea/plan",
    ),
    # tense: "worked" restated as "Works" with the speaker elided.
    _r(
        "en",
        "tense",
        False,
        "[voice note, onboarding call] um so yeah I worked at the Reading warehouse, uh, for about three years "
        "before I applied for the head office role",
        "Works at the Reading warehouse",
        evidence="I worked at the Reading warehouse",
        speaker="Priya Raman",
    ),
)

_ES_SINIESTRO = (
    "Estimada Sra. Lozano:\n"
    "Le confirmamos la apertura del siniestro por daños por agua en su vivienda de la calle Sueca, 41. "
    "Número de siniestro: SN-2025-0448173. Su gestor, Alberto Sanz (oficina de Valencia), le llamará mañana "
    "por la mañana para concertar la visita del perito.\n"
    "Un saludo,\n"
    "Inmaculada Ferrer\n"
    "Tramitación de Siniestros · Seguros Albora\n"
    "Tel.: 963 112 480\n"
    "Email: iferrer@segurosalbora.es"
)
_ES_AGUA = (
    "AGUAS DEL TURIA: Su factura FA-25-3390127 de 42,18 EUR se cargará el 05/11/2025 en su cuenta habitual. "
    "Cód. cliente 118-204-77. Consulte su consumo en www.aguasdelturia.es/oficina"
)
_ES_FIBRA = (
    '{"herramienta": "fibranet_consulta_pedido", "resultado": {"id_cliente": "FNT-7730215", '
    '"num_pedido": "PED-88120944", "tarifa": "Fibra 1 Gb + Móvil 30 GB", "fecha_instalacion": "2025-10-28", '
    '"franja": "09:00-14:00", "tecnico": "Rubén Ortiz", "estado": "confirmada"}}'
)
_ES_COCHE = (
    "¡Reserva confirmada!\n"
    "Localizador: AS-7731-MAD\n"
    "Recogida: Aeropuerto Madrid-Barajas T4, viernes 19/12/2025, 10:00 h\n"
    "Devolución: Estación de Atocha, lunes 22/12/2025, 20:00 h\n"
    "Importe estimado: 187,40 € (se abona en el mostrador)\n"
    "Fianza: 300 € bloqueados en la tarjeta hasta la devolución del vehículo"
)
_ES_VENDALO = (
    "Comprador (Iker): hola! sigue disponible la cámara?\n"
    "Vendedora (Lucía): sí 😊 te la puedo mandar con Vendalo Envíos o en mano por Gràcia. "
    "mi número es 644 71 20 93 por si prefieres whatsapp\n"
    "Comprador (Iker): genial, te escribo luego"
)
_ES_HOSPITAL = (
    "HOSPITAL UNIVERSITARIO SAN RAFAEL - Consultas Externas\n"
    "Cita: Traumatología\n"
    "Paciente: Joaquín Herrera Pons    NHC: 00482715\n"
    "Fecha: miércoles, 12 de noviembre de 2025, 09:40 h\n"
    "Lugar: Edificio B, planta 1, consulta 14\n"
    "Familiar de contacto: Elena Herrera (hija) - 699 03 15 48\n"
    "Para anular o cambiar la cita llame al 91 330 27 00."
)
_ES_UNI = (
    "Estimada Paula:\n"
    "Hemos recibido tu solicitud de preadmisión al Grado en Biotecnología. Tu número de solicitud es "
    "PRE-2025-019384. Puedes consultar el estado en https://sede.ucentral.es/preadmision/estado.\n"
    "Para cualquier duda, escribe a admision@ucentral.es.\n"
    "Servicio de Acceso y Admisión\n"
    "Universidad Central"
)
_ES_TAQUILLA = (
    "CityBox: Tu paquete ya está en la taquilla Mercado Central (puerta 2). Código de recogida: 739051. "
    "Lo guardaremos hasta el 14/11 a las 21:00; después se devolverá al remitente."
)
_ES_HOTEL = (
    "Hotel Mirador del Puerto - Confirmación de reserva\n"
    "N.º de reserva: MP-402771\n"
    "Huésped: Sr. Guillermo Vidal\n"
    "Llegada: sábado 6 de diciembre de 2025 (a partir de las 14:00)\n"
    "Salida: lunes 8 de diciembre de 2025 (antes de las 12:00)\n"
    "Habitación: Doble superior con balcón"
)
_ES_MOVIL = (
    "Cliente (Marisa): hola, mi nuevo número es 611 48 92 07, ¿me lo podéis cambiar en la ficha?\n"
    "Agente (Movilia): Claro, Marisa. Mientras se completa la portabilidad te hemos asignado un número "
    "provisional, el 722 10 54 38, válido hasta el 20/11.\n"
    "Cliente (Marisa): vale, gracias!!"
)
_ES_RRHH = (
    "Portal del Empleado · Mis datos\n"
    "Nombre: Sergio Campos Ruiz\n"
    "N.º de empleado: 30-5518\n"
    "Fecha de alta: 01/12/2025\n"
    "Correo corporativo: sergio.campos@grupolevante.es\n"
    "IBAN para la nómina: ES76 0081 0216 7300 0123 4567\n"
    "IBAN anterior: ES12 2100 3456 7800 9876 5432 (dado de baja)\n"
    "Contacto de emergencia: Nuria Campos (madre) · 655 20 11 84"
)
_ES_MASCOTAS = (
    "Seguro Mascotas Huellas - Estado de tu reembolso\n"
    "Tomadora: Carmen Iglesias\n"
    "Mascota: Lola (gata común europea, 6 años)\n"
    "Póliza: HM-55-210893\n"
    "Importe reclamado: 286,50 €\n"
    "Estado: pendiente de revisión - reembolso estimado: 200,55 €\n"
    "Cotitular: Andrés Molina · andres.molina@correo.es"
)
_ES_PERITO = (
    "Perito (Álvaro): Bueno, pues ya tengo las fotos del techo. Si me falta algo, puede escribirme a "
    "amendez@peritosmediterraneo.es\n"
    "Asegurada (Rosa): perfecto, muchas gracias, Álvaro"
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número de siniestro solo; la etiqueta es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        _ES_SINIESTRO,
        "SN-2025-0448173",
        evidence="Número de siniestro: SN-2025-0448173.",
        key="seguros_albora/siniestro/numero",
    ),
    # subspan: the claims clerk's e-mail from her signature, under an English key naming her.
    _r(
        "es",
        "subspan",
        True,
        _ES_SINIESTRO,
        "iferrer@segurosalbora.es",
        evidence="Email: iferrer@segurosalbora.es",
        key="seguros_albora/inmaculada_ferrer/email",
    ),
    # subspan: the bill number from the water company's SMS; nothing in the clause restricts it.
    _r(
        "es",
        "subspan",
        True,
        _ES_AGUA,
        "FA-25-3390127",
        evidence="Su factura FA-25-3390127",
        key="aguas_del_turia/factura/numero",
    ),
    # subspan: the water customer code alone.
    _r(
        "es",
        "subspan",
        True,
        _ES_AGUA,
        "118-204-77",
        evidence="Cód. cliente 118-204-77.",
        key="aguas_del_turia/codigo_cliente",
    ),
    # subspan: a JSON field's value under an English key naming the same field.
    _r(
        "es",
        "subspan",
        True,
        _ES_FIBRA,
        "FNT-7730215",
        evidence='"id_cliente": "FNT-7730215"',
        key="fibranet/customer_id",
    ),
    # subspan: the technician's name from the same tool output.
    _r(
        "es",
        "subspan",
        True,
        _ES_FIBRA,
        "Rubén Ortiz",
        evidence='"tecnico": "Rubén Ortiz"',
        key="fibranet/installation/technician",
    ),
    # subspan: el localizador de la reserva de coche.
    _r(
        "es",
        "subspan",
        True,
        _ES_COCHE,
        "AS-7731-MAD",
        evidence="Localizador: AS-7731-MAD",
        key="autosol/reserva/localizador",
    ),
    # subspan: the pick-up place, a proper name, under its own label.
    _r(
        "es",
        "subspan",
        True,
        _ES_COCHE,
        "Aeropuerto Madrid-Barajas T4",
        evidence="Recogida: Aeropuerto Madrid-Barajas T4",
        key="autosol/reserva/lugar_recogida",
    ),
    # subspan: la vendedora da su propio número; la clave la nombra y ella habla.
    _r(
        "es",
        "subspan",
        True,
        _ES_VENDALO,
        "644 71 20 93",
        evidence="mi número es 644 71 20 93",
        speaker="Lucía",
        key="vendalo/lucia/telefono",
    ),
    # subspan: the patient's clinical history number (NHC).
    _r(
        "es",
        "subspan",
        True,
        _ES_HOSPITAL,
        "00482715",
        evidence="NHC: 00482715",
        key="san_rafael/joaquin_herrera/nhc",
    ),
    # subspan: la fecha y hora completas de la cita.
    _r(
        "es",
        "subspan",
        True,
        _ES_HOSPITAL,
        "miércoles, 12 de noviembre de 2025, 09:40 h",
        evidence="Fecha: miércoles, 12 de noviembre de 2025, 09:40 h",
        key="san_rafael/traumatologia/fecha_cita",
    ),
    # subspan: el número de solicitud de preadmisión.
    _r(
        "es",
        "subspan",
        True,
        _ES_UNI,
        "PRE-2025-019384",
        evidence="Tu número de solicitud es PRE-2025-019384.",
        key="ucentral/paula/numero_solicitud",
    ),
    # subspan: the status URL, whole, under an English key.
    _r(
        "es",
        "subspan",
        True,
        _ES_UNI,
        "https://sede.ucentral.es/preadmision/estado",
        evidence="Puedes consultar el estado en https://sede.ucentral.es/preadmision/estado.",
        key="ucentral/preadmission/status_url",
    ),
    # subspan: el código de recogida de la taquilla.
    _r(
        "es",
        "subspan",
        True,
        _ES_TAQUILLA,
        "739051",
        evidence="Código de recogida: 739051.",
        key="citybox/codigo_recogida",
    ),
    # subspan: the hotel booking number.
    _r(
        "es",
        "subspan",
        True,
        _ES_HOTEL,
        "MP-402771",
        evidence="N.º de reserva: MP-402771",
        key="mirador_del_puerto/booking_number",
    ),
    # subspan: la clienta da su nuevo número (el actual); hablante ligada, clave user/telefono.
    _r(
        "es",
        "subspan",
        True,
        _ES_MOVIL,
        "611 48 92 07",
        evidence="mi nuevo número es 611 48 92 07",
        speaker="Marisa",
        key="user/telefono",
    ),
    # subspan: the employee number from the HR portal.
    _r(
        "es",
        "subspan",
        True,
        _ES_RRHH,
        "30-5518",
        evidence="N.º de empleado: 30-5518",
        key="grupo_levante/sergio_campos/employee_id",
    ),
    # subspan: el correo corporativo entero.
    _r(
        "es",
        "subspan",
        True,
        _ES_RRHH,
        "sergio.campos@grupolevante.es",
        evidence="Correo corporativo: sergio.campos@grupolevante.es",
        key="grupo_levante/sergio_campos/correo",
    ),
    # list_item: one item of the tariff's list, with the shared head.
    _r(
        "es",
        "list_item",
        True,
        "Movilia: ¡Bienvenida, Marisa! Tu tarifa incluye llamadas ilimitadas, 50 GB de datos y roaming en la UE. "
        "Tu primera factura llegará el día 1.",
        "Tu tarifa incluye 50 GB de datos.",
        evidence="Tu tarifa incluye llamadas ilimitadas, 50 GB de datos y roaming en la UE.",
    ),
    # list_item: one payment method of the seller's list.
    _r(
        "es",
        "list_item",
        True,
        "Vendedor (Raúl): Hola! Para pagar aceptamos Bizum, tarjeta y transferencia. Envío en 24-48 h.",
        "Aceptamos Bizum.",
        evidence="aceptamos Bizum, tarjeta y transferencia.",
        speaker="Raúl",
    ),
    # parenthetical: se quita el paréntesis (la oficina); el gestor, la llamada y mañana se quedan.
    _r(
        "es",
        "parenthetical",
        True,
        _ES_SINIESTRO,
        "Su gestor, Alberto Sanz, le llamará mañana por la mañana para concertar la visita del perito.",
        evidence="Su gestor, Alberto Sanz (oficina de Valencia), le llamará mañana por la mañana para concertar la "
        "visita del perito.",
    ),
    # parenthetical: the bracketed location of the pharmacy is dropped; days and hours stay.
    _r(
        "es",
        "parenthetical",
        True,
        "Preguntas frecuentes - Consultas Externas\n¿Dónde recojo la medicación?\nLa farmacia de consultas "
        "externas (planta baja, junto a la cafetería) abre de lunes a viernes de 8:00 a 20:00.",
        "La farmacia de consultas externas abre de lunes a viernes de 8:00 a 20:00.",
        evidence="La farmacia de consultas externas (planta baja, junto a la cafetería) abre de lunes a viernes de "
        "8:00 a 20:00.",
    ),
    # --- negative ---
    # subspan_restricted: el importe es estimado; la clave importe lo omite.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_COCHE,
        "187,40 €",
        evidence="Importe estimado: 187,40 €",
        key="autosol/reserva/importe",
    ),
    # subspan_restricted: the return place filed as the pick-up place (return vs outbound).
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_COCHE,
        "Estación de Atocha",
        evidence="Devolución: Estación de Atocha",
        key="autosol/reserva/lugar_recogida",
    ),
    # subspan_restricted: a hold deadline ("hasta") filed as the delivery date.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_TAQUILLA,
        "14/11 a las 21:00",
        evidence="Lo guardaremos hasta el 14/11 a las 21:00",
        key="citybox/fecha_entrega",
    ),
    # subspan_restricted: a provisional number valid until 20/11 filed as her phone.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_MOVIL,
        "722 10 54 38",
        evidence="te hemos asignado un número provisional, el 722 10 54 38, válido hasta el 20/11.",
        key="movilia/marisa/telefono",
    ),
    # subspan_restricted: a pending, estimated refund filed as the refund amount.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_MASCOTAS,
        "200,55 €",
        evidence="Estado: pendiente de revisión - reembolso estimado: 200,55 €",
        key="huellas/reembolso/importe",
    ),
    # subspan_restricted: the previous, cancelled IBAN filed as the employee's IBAN.
    _r(
        "es",
        "subspan_restricted",
        False,
        _ES_RRHH,
        "ES12 2100 3456 7800 9876 5432",
        evidence="IBAN anterior: ES12 2100 3456 7800 9876 5432 (dado de baja)",
        key="grupo_levante/sergio_campos/iban",
    ),
    # possessor_drop: el teléfono de la hija (familiar de contacto) como el del paciente.
    _r(
        "es",
        "possessor_drop",
        False,
        _ES_HOSPITAL,
        "699 03 15 48",
        evidence="Familiar de contacto: Elena Herrera (hija) - 699 03 15 48",
        key="san_rafael/joaquin_herrera/telefono",
    ),
    # possessor_drop: the mother's (emergency contact's) number filed as the employee's phone.
    _r(
        "es",
        "possessor_drop",
        False,
        _ES_RRHH,
        "655 20 11 84",
        evidence="Contacto de emergencia: Nuria Campos (madre) · 655 20 11 84",
        key="grupo_levante/sergio_campos/telefono",
    ),
    # possessor_drop: el correo del cotitular como el de la tomadora.
    _r(
        "es",
        "possessor_drop",
        False,
        _ES_MASCOTAS,
        "andres.molina@correo.es",
        evidence="Cotitular: Andrés Molina · andres.molina@correo.es",
        key="huellas/carmen_iglesias/email",
    ),
    # restriction_drop: "En temporada alta" restringe la fianza; el valor lo quita.
    _r(
        "es",
        "restriction_drop",
        False,
        "Autos Sol - Condiciones: En temporada alta, la fianza es de 500 €. El resto del año, 300 €.",
        "La fianza es de 500 €.",
        evidence="En temporada alta, la fianza es de 500 €.",
    ),
    # restriction_drop: "con permanencia" restringe a qué clientes se regala el router; el valor lo quita.
    _r(
        "es",
        "restriction_drop",
        False,
        "Fibranet informa: los clientes de fibra con permanencia de 12 meses tienen el router wifi 6 gratis.",
        "Los clientes de fibra tienen el router wifi 6 gratis.",
        evidence="los clientes de fibra con permanencia de 12 meses tienen el router wifi 6 gratis.",
    ),
    # identifier: el número de pedido cortado.
    _r(
        "es",
        "identifier",
        False,
        _ES_FIBRA,
        "PED-8812",
        evidence='"num_pedido": "PED-88120944"',
        key="fibranet/order_number",
    ),
    # identifier: the status URL cut before its last path segment.
    _r(
        "es",
        "identifier",
        False,
        _ES_UNI,
        "https://sede.ucentral.es/preadmision",
        evidence="Puedes consultar el estado en https://sede.ucentral.es/preadmision/estado.",
        key="ucentral/preadmission/status_url",
    ),
    # identifier: the e-mail cut before its top-level domain.
    _r(
        "es",
        "identifier",
        False,
        _ES_SINIESTRO,
        "iferrer@segurosalbora",
        evidence="Email: iferrer@segurosalbora.es",
        key="seguros_albora/inmaculada_ferrer/email",
    ),
    # wrong_speaker: el número de la vendedora como el del comprador.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_VENDALO,
        "644 71 20 93",
        evidence="mi número es 644 71 20 93",
        speaker="Iker",
        key="user/telefono",
    ),
    # wrong_speaker: the loss adjuster's e-mail filed as the insured's.
    _r(
        "es",
        "wrong_speaker",
        False,
        _ES_PERITO,
        "amendez@peritosmediterraneo.es",
        evidence="puede escribirme a amendez@peritosmediterraneo.es",
        speaker="Rosa",
        key="user/email",
    ),
    # tense: "antes tenía contratada" (pasado) reescrito en presente.
    _r(
        "es",
        "tense",
        False,
        "[nota de voz] eh, pues nada, que yo antes tenía contratada la fibra con Fibranet, pero me cambié en "
        "septiembre porque me subían la cuota, ¿vale?",
        "Tiene contratada la fibra con Fibranet",
        evidence="yo antes tenía contratada la fibra con Fibranet",
        speaker="Rocío",
    ),
    # tense: "trabajé" restated as "Trabaja" with the speaker elided.
    _r(
        "es",
        "tense",
        False,
        "Candidato (Sergio): sí, trabajé en el almacén de Getafe dos años antes de pasar a oficinas",
        "Trabaja en el almacén de Getafe",
        evidence="trabajé en el almacén de Getafe",
        speaker="Sergio",
    ),
)

_ZH_BAOAN = (
    "【安和财险】尊敬的王丽女士，您的车险报案已受理，报案号：AH20251103008871。"
    "查勘员李强（电话：139 1720 4468）将于24小时内与您联系，请保持电话畅通。"
    "您的理赔专员陈晓（杭州分公司）将在明天上午联系您。"
)
_ZH_RANQI = (
    '{"tool": "gas_bill_query", "data": {"户号": "3301 0288 7415", "户名": "陈*明", '
    '"本期应缴": "86.40元", "缴费截止日": "2025-11-25", "状态": "未缴"}}'
)
_ZH_KUANDAI = (
    "【城宽通】您的宽带装机工单已生成，工单号：KD-2025-118402，预约上门时间：11月8日（周六）9:00-12:00，"
    "装维师傅：赵师傅 188 0571 3362。如需改约请回复本短信。"
)
_ZH_ZUCHE = (
    "【畅行租车】订单确认\n"
    "订单号：CX8842017\n"
    "取车门店：深圳宝安机场T3店\n"
    "取车时间：2025年12月20日 10:00\n"
    "还车门店：广州南站店\n"
    "还车时间：2025年12月23日 18:00\n"
    "预估总价：¥1,268.00（以实际结算为准）\n"
    "押金：¥3,000（还车后30天内退还）"
)
_ZH_XIANQU = (
    "买家（小周）：你好，这个婴儿车还在吗？\n"
    "卖家（林姐）：在的～只能自提哈，在南山科技园。我微信号是 linjie_0823，加我细聊\n"
    "买家（小周）：好的，马上加"
)
_ZH_MENZHEN = (
    "【市第一人民医院】门诊预约成功\n"
    "就诊人：张建国  就诊卡号：0010382746\n"
    "科室：心内科（门诊楼3楼）\n"
    "就诊时间：2025年11月18日（周二）上午 09:30-10:00\n"
    "就诊序号：12\n"
    "紧急联系人：张敏（女儿）152 3388 0917\n"
    "如需取消请提前一天在公众号操作。"
)
_ZH_ZHAOSHENG = (
    "刘同学：你好！\n"
    "你提交的研究生复试材料已收到，报名号为 102845210003317。"
    "复试名单及安排将公布在 https://yz.hzdx.edu.cn/fushi ，请留意。\n"
    "如有疑问请发邮件至 yzb@hzdx.edu.cn 。\n"
    "华中东方大学研究生招生办公室"
)
_ZH_GUI = "【速易柜】您的包裹已存入阳光花园3号门速易柜，取件码 58214307，请于11月12日20:00前取件，超时将收取保管费。"
_ZH_JIUDIAN = (
    "【栖云酒店】预订确认\n"
    "确认号：QY2511-60723\n"
    "入住人：何思远\n"
    "入住：2025年11月28日 14:00后\n"
    "离店：2025年11月30日 12:00前\n"
    "房型：高级大床房（含双早）\n"
    "前台电话：0571-8796 3300"
)
_ZH_YIDONG = (
    "用户（阿杰）：你好，我新号码是 199 5821 0466，麻烦帮我把账户联系电话改一下\n"
    "客服（小美）：好的，已为您更新。携号转网期间，您可先使用临时号码 170 2211 9843（有效期至12月15日）。\n"
    "用户（阿杰）：好的谢谢"
)
_ZH_RUZHI = (
    "入职信息确认\n"
    "姓名：孙悦\n"
    "工号：HR-2025-0932\n"
    "入职日期：2025年12月1日\n"
    "部门：华东区销售部\n"
    "企业邮箱：sunyue@tianheng-tech.cn\n"
    "试用期：6个月（至2026年5月31日）\n"
    "紧急联系人：孙立平（父亲）138 0571 2296"
)
_ZH_MENGCHONG = (
    "【萌宠保】理赔进度通知\n"
    "投保人：吴佳\n"
    "宠物：豆豆（柯基，3岁）\n"
    "保单号：MCB-2025-66120\n"
    "申请金额：¥1,850.00\n"
    "审核状态：审核中，预计赔付 ¥1,295.00\n"
    "共同投保人：吴磊 137 6620 1184"
)
_ZH_ZHANGHU = (
    "联讯移动 · 我的账户\n"
    "机主：许文博\n"
    "当前套餐：5G畅享 129元/月\n"
    "原套餐：4G飞享 58元/月（已于10月1日变更）\n"
    "账单地址：杭州市西湖区文三路90号"
)
_ZH_QIANTAI = (
    "客人（何先生）：你好，我明天几点能入住？\n"
    "前台（小雅）：何先生您好，14点后就可以入住。有事可以直接打我电话 177 0571 8820。\n"
    "客人（何先生）：好的，谢谢"
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 报案号单独保存；其余是键的关系（报案号）所指。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BAOAN,
        "AH20251103008871",
        evidence="报案号：AH20251103008871",
        key="anhe_insurance/claim/report_number",
    ),
    # subspan: the surveyor's phone from the bracket after his name; the key names him.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_BAOAN,
        "139 1720 4468",
        evidence="查勘员李强（电话：139 1720 4468）",
        key="anhe_insurance/li_qiang/phone",
    ),
    # subspan: a JSON field's value under a Chinese key naming the same field.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_RANQI,
        "3301 0288 7415",
        evidence='"户号": "3301 0288 7415"',
        key="燃气/户号",
    ),
    # subspan: the installation work-order number from an SMS.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_KUANDAI,
        "KD-2025-118402",
        evidence="工单号：KD-2025-118402",
        key="chengkuantong/install/work_order",
    ),
    # subspan: 装维师傅的手机号，键点名赵师傅。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_KUANDAI,
        "188 0571 3362",
        evidence="装维师傅：赵师傅 188 0571 3362",
        key="城宽通/赵师傅/手机号",
    ),
    # subspan: the rental order number.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZUCHE,
        "CX8842017",
        evidence="订单号：CX8842017",
        key="changxing/order_id",
    ),
    # subspan: the pick-up store, a proper name, under its own label.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZUCHE,
        "深圳宝安机场T3店",
        evidence="取车门店：深圳宝安机场T3店",
        key="changxing/pickup_store",
    ),
    # subspan: 卖家自己给出微信号；说话人是林姐，键点名她。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_XIANQU,
        "linjie_0823",
        evidence="我微信号是 linjie_0823",
        speaker="林姐",
        key="闲趣/林姐/微信号",
    ),
    # subspan: the patient's clinic card number.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MENZHEN,
        "0010382746",
        evidence="就诊卡号：0010382746",
        key="first_hospital/zhang_jianguo/card_number",
    ),
    # subspan: 完整的就诊时间短语。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MENZHEN,
        "2025年11月18日（周二）上午 09:30-10:00",
        evidence="就诊时间：2025年11月18日（周二）上午 09:30-10:00",
        key="第一人民医院/张建国/心内科就诊时间",
    ),
    # subspan: the registration number alone.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZHAOSHENG,
        "102845210003317",
        evidence="报名号为 102845210003317",
        key="hzdx/liu/registration_number",
    ),
    # subspan: the URL where the re-examination list is posted, whole.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_ZHAOSHENG,
        "https://yz.hzdx.edu.cn/fushi",
        evidence="复试名单及安排将公布在 https://yz.hzdx.edu.cn/fushi",
        key="hzdx/fushi/notice_url",
    ),
    # subspan: 快递柜取件码。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_GUI,
        "58214307",
        evidence="取件码 58214307",
        key="suyigui/pickup_code",
    ),
    # subspan: the hotel confirmation number.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_JIUDIAN,
        "QY2511-60723",
        evidence="确认号：QY2511-60723",
        key="qiyun_hotel/confirmation_number",
    ),
    # subspan: 用户自己给出新号码（当前号码）；说话人绑定，键 user/phone。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_YIDONG,
        "199 5821 0466",
        evidence="我新号码是 199 5821 0466",
        speaker="阿杰",
        key="user/phone",
    ),
    # subspan: the employee number from the onboarding page.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_RUZHI,
        "HR-2025-0932",
        evidence="工号：HR-2025-0932",
        key="tianheng/sun_yue/employee_id",
    ),
    # subspan: 企业邮箱整体保存。
    _r(
        "zh",
        "subspan",
        True,
        _ZH_RUZHI,
        "sunyue@tianheng-tech.cn",
        evidence="企业邮箱：sunyue@tianheng-tech.cn",
        key="天恒科技/孙悦/企业邮箱",
    ),
    # subspan: the pet policy number.
    _r(
        "zh",
        "subspan",
        True,
        _ZH_MENGCHONG,
        "MCB-2025-66120",
        evidence="保单号：MCB-2025-66120",
        key="mengchongbao/wu_jia/policy_number",
    ),
    # list_item: 套餐列表中的一项，保留共同的"您的套餐包含"。
    _r(
        "zh",
        "list_item",
        True,
        "【联讯移动】尊敬的客户，您已成功办理5G畅享套餐。您的套餐包含全国通话500分钟、通用流量60GB和5G专属网速。"
        "次月1日生效。",
        "您的套餐包含通用流量60GB",
        evidence="您的套餐包含全国通话500分钟、通用流量60GB和5G专属网速。",
    ),
    # list_item: one payment method of the shop's list, with the shared head and "付款".
    _r(
        "zh",
        "list_item",
        True,
        "卖家（林姐）：本店支持微信、支付宝和银行卡付款，包邮哦～",
        "本店支持支付宝付款",
        evidence="本店支持微信、支付宝和银行卡付款",
        speaker="林姐",
    ),
    # parenthetical: 去掉括号里的分公司；专员、明天上午、联系都保留。
    _r(
        "zh",
        "parenthetical",
        True,
        _ZH_BAOAN,
        "您的理赔专员陈晓将在明天上午联系您。",
        evidence="您的理赔专员陈晓（杭州分公司）将在明天上午联系您。",
    ),
    # parenthetical: the bracketed location of the pharmacy is dropped; weekdays and 8 pm stay.
    _r(
        "zh",
        "parenthetical",
        True,
        "门诊须知：\n1. 请携带身份证和就诊卡。\n2. 门诊药房（门诊楼一楼东侧）工作日开放至晚上8点。",
        "门诊药房工作日开放至晚上8点。",
        evidence="门诊药房（门诊楼一楼东侧）工作日开放至晚上8点。",
    ),
    # --- negative ---
    # subspan_restricted: 总价只是预估，键 total_price 丢了"预估"。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_ZUCHE,
        "¥1,268.00",
        evidence="预估总价：¥1,268.00（以实际结算为准）",
        key="changxing/total_price",
    ),
    # subspan_restricted: the return store filed as the pick-up store (return vs outbound).
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_ZUCHE,
        "广州南站店",
        evidence="还车门店：广州南站店",
        key="changxing/pickup_store",
    ),
    # subspan_restricted: a pick-up deadline ("前") filed as the delivery time.
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_GUI,
        "11月12日20:00",
        evidence="请于11月12日20:00前取件",
        key="suyigui/delivery_time",
    ),
    # subspan_restricted: 临时号码（有效期至12月15日）被存为阿杰的手机号。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_YIDONG,
        "170 2211 9843",
        evidence="您可先使用临时号码 170 2211 9843（有效期至12月15日）",
        key="lianxun/ajie/phone",
    ),
    # subspan_restricted: an expected payout still under review filed as the payout.
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_MENGCHONG,
        "¥1,295.00",
        evidence="审核状态：审核中，预计赔付 ¥1,295.00",
        key="mengchongbao/claim/payout",
    ),
    # subspan_restricted: 原套餐（已变更）被存为当前套餐。
    _r(
        "zh",
        "subspan_restricted",
        False,
        _ZH_ZHANGHU,
        "4G飞享 58元/月",
        evidence="原套餐：4G飞享 58元/月（已于10月1日变更）",
        key="联讯移动/许文博/套餐",
    ),
    # possessor_drop: 女儿（紧急联系人）的手机号被存为就诊人的。
    _r(
        "zh",
        "possessor_drop",
        False,
        _ZH_MENZHEN,
        "152 3388 0917",
        evidence="紧急联系人：张敏（女儿）152 3388 0917",
        key="张建国/手机号",
    ),
    # possessor_drop: the father's (emergency contact's) number filed as the new hire's phone.
    _r(
        "zh",
        "possessor_drop",
        False,
        _ZH_RUZHI,
        "138 0571 2296",
        evidence="紧急联系人：孙立平（父亲）138 0571 2296",
        key="tianheng/sun_yue/phone",
    ),
    # possessor_drop: 共同投保人吴磊的手机号被存为投保人吴佳的。
    _r(
        "zh",
        "possessor_drop",
        False,
        _ZH_MENGCHONG,
        "137 6620 1184",
        evidence="共同投保人：吴磊 137 6620 1184",
        key="萌宠保/吴佳/手机号",
    ),
    # restriction_drop: "节假日期间" restricts the deposit; the value drops it.
    _r(
        "zh",
        "restriction_drop",
        False,
        "畅行租车温馨提示：节假日期间租车押金为5000元，平日为3000元。",
        "租车押金为5000元",
        evidence="节假日期间租车押金为5000元",
    ),
    # restriction_drop: "新开户" 限定了享受折扣的用户；值把它丢了。
    _r(
        "zh",
        "restriction_drop",
        False,
        "【城宽通】双十一活动：新开户用户首年宽带费享8折，老用户续费送一个月。",
        "用户首年宽带费享8折",
        evidence="新开户用户首年宽带费享8折",
    ),
    # identifier: the report number cut short.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_BAOAN,
        "AH2025110300",
        evidence="报案号：AH20251103008871",
        key="anhe_insurance/claim/report_number",
    ),
    # identifier: 邮箱被截在顶级域名之前。
    _r(
        "zh",
        "identifier",
        False,
        _ZH_ZHAOSHENG,
        "yzb@hzdx",
        evidence="如有疑问请发邮件至 yzb@hzdx.edu.cn",
        key="hzdx/admissions/email",
    ),
    # identifier: the confirmation number cut at its hyphen.
    _r(
        "zh",
        "identifier",
        False,
        _ZH_JIUDIAN,
        "QY2511",
        evidence="确认号：QY2511-60723",
        key="qiyun_hotel/confirmation_number",
    ),
    # wrong_speaker: 卖家的微信号被存为买家的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_XIANQU,
        "linjie_0823",
        evidence="我微信号是 linjie_0823",
        speaker="小周",
        key="user/wechat_id",
    ),
    # wrong_speaker: the receptionist's phone filed as the guest's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        _ZH_QIANTAI,
        "177 0571 8820",
        evidence="有事可以直接打我电话 177 0571 8820",
        speaker="何先生",
        key="user/phone",
    ),
    # tense: "以前是在……上班" (过去) 被改写成现在。
    _r(
        "zh",
        "tense",
        False,
        "[语音转文字] 嗯……我以前是在联讯的营业厅上班，后来去了总部做培训，大概就是这样",
        "阿杰在联讯的营业厅上班",
        evidence="我以前是在联讯的营业厅上班",
        speaker="阿杰",
    ),
    # tense: "之前用过" (past, experiential) restated as a present fact with mem0's 用户.
    _r(
        "zh",
        "tense",
        False,
        "用户：我之前用过畅行租车的企业账户，现在公司换成别家了，只能个人下单吗？",
        "用户用畅行租车的企业账户",
        evidence="我之前用过畅行租车的企业账户",
        speaker="user",
    ),
)

BATCH_61: tuple[Realistic, ...] = _EN + _ES + _ZH
