"""The realistic set's fifty-ninth batch: a blind measurement of the merged admission rules (issue 31, brief B59).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b59, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`
(`admission_realistic_record.py`), and the first 60 lines of batch 41 (its docstring and first two records, for the
format and the family names). No scorer, `check_support` or `memtx eval` was run on these records. Every source is
invented here, in the brief's domains: ferries and coaches, cinemas, co-working spaces, language schools, pharmacies,
car repair garages, furniture stores, banks, gyms and concert venues, with Spanish and Chinese counterparts in their
own registers and formats (a Spanish `Localizador`, IBAN and ITV reminder; Chinese 取票码, 户名/开户行, 年检 SMS).

The batch is focused on keyed atomic values in forms and records: most sources are labelled lines (`Label: value`),
JSON tool outputs, receipts, booking and shipping confirmations, e-mail signatures, account and settings pages,
invoices, quotes, appointment reminders and SMS notifications, plus a few chat lines and voice-note transcripts; the
value is usually one field kept alone (an order, booking or tracking number, a seat, screen or cabin, a member ID, a
door PIN, an account holder, sort code or IBAN, an instructor or trainer, a pickup point, a mileage reading, a plate
number, a phone number or e-mail, a time or date) under a key in LangGraph style (`oakhaus/order_100482271/
tracking_number`). Keys over Spanish and Chinese sources are mostly English, some in the source's language
(`cines_luna/entrada/sala`, `樱花日语/N3冲刺班/任课老师`); some name an organization and a person in it, some are
mem0's `user/...`. The negatives are twins of the faithful kind: the same field where the text restricts the value in
a way the key drops (previous, temporary, estimated, pending/held until, substitute for a week, return vs outbound),
a value that belongs to another person named in the record (an emergency contact, a patient, a co-holder), a
restriction dropped from a policy clause, a truncated identifier, a first-person value bound to the wrong speaker,
and a changed tense.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 18, list_item 2, parenthetical 2. Negative (18): subspan_restricted 8, possessor_drop 2, restriction_drop 2,
identifier 2, wrong_speaker 2, tense 2. Every evidence string is a verbatim span of its source (the batch has no
`evidence` negatives). The batch is unscored: scoring it is the lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the booking reference alone; the label is exactly what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        "Channel Star Ferries: booking confirmed\nBooking reference: FX-30917\nRoute: Portsmouth - Caen\n"
        "Departure: 12 Mar 2027, 08:15\nVehicle: car up to 5 m",
        "FX-30917",
        evidence="Booking reference: FX-30917",
        key="channelstar_ferries/booking/reference",
    ),
    # subspan: the (one-way) sailing's departure date and time, one date/time phrase; nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Channel Star Ferries: booking confirmed\nBooking reference: FX-30917\nRoute: Portsmouth - Caen\n"
        "Departure: 12 Mar 2027, 08:15\nVehicle: car up to 5 m",
        "12 Mar 2027, 08:15",
        evidence="Departure: 12 Mar 2027, 08:15",
        key="channelstar_ferries/fx_30917/departure",
    ),
    # subspan: the seat field of a coach e-ticket's JSON; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"ticket_id": "NX-5521-0938", "seat": "34", "from": "Leeds", "to": "London Victoria", '
        '"departs": "2027-04-02T06:40"}',
        "34",
        evidence='"seat": "34"',
        key="coachway/ticket/seat",
    ),
    # subspan: the screen of a cinema booking; one noun phrase, the rest of the line is other fields.
    _r(
        "en",
        "subspan",
        True,
        "Lumiere Picturehouse - Your tickets\nDune: Part Three (12A)\nSat 20 Mar, 19:40\nScreen 5 | Row F | "
        "Seats F11, F12\nCollection code: 8XK2QP - show it at the kiosk",
        "Screen 5",
        evidence="Screen 5",
        key="lumiere_picturehouse/booking/screen",
    ),
    # subspan: the collection code whole; "show it at the kiosk" is an instruction, not a restriction on the code.
    _r(
        "en",
        "subspan",
        True,
        "Lumiere Picturehouse - Your tickets\nDune: Part Three (12A)\nSat 20 Mar, 19:40\nScreen 5 | Row F | "
        "Seats F11, F12\nCollection code: 8XK2QP - show it at the kiosk",
        "8XK2QP",
        evidence="Collection code: 8XK2QP",
        key="lumiere_picturehouse/booking/collection_code",
    ),
    # subspan: the co-working member ID from an account page, under a user/ key.
    _r(
        "en",
        "subspan",
        True,
        "Account | Foundry Works Co-working\nName: Owen Price\nPlan: Hot desk, zone B\nMember ID: HUB-00831\n"
        "Billing: monthly, card ending 4410",
        "HUB-00831",
        evidence="Member ID: HUB-00831",
        key="user/foundry_works/member_id",
    ),
    # subspan: the phone number from a signature, keyed to the organisation and the person in it.
    _r(
        "en",
        "subspan",
        True,
        "Thanks, see you Monday!\n--\nPriya Nair\nCommunity Manager, Foundry Works Co-working\n"
        "priya@foundryworks.co.uk\n+44 20 7946 0418",
        "+44 20 7946 0418",
        evidence="+44 20 7946 0418",
        speaker="Priya Nair",
        key="foundry_works/priya_nair/phone",
    ),
    # subspan: the instructor's name from an enrolment confirmation; the label names the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Lingua Plus - Enrolment confirmed\nCourse: Intermediate Spanish B1\nInstructor: Carmen Vidal\nRoom: 3.12\n"
        "Starts: Monday 6 September, 18:30",
        "Carmen Vidal",
        evidence="Instructor: Carmen Vidal",
        key="lingua_plus/spanish_b1/instructor",
    ),
    # subspan: the room number, a decimal-looking code taken whole.
    _r(
        "en",
        "subspan",
        True,
        "Lingua Plus - Enrolment confirmed\nCourse: Intermediate Spanish B1\nInstructor: Carmen Vidal\nRoom: 3.12\n"
        "Starts: Monday 6 September, 18:30",
        "Room: 3.12",
        evidence="Room: 3.12",
        key="lingua_plus/spanish_b1/room",
    ),
    # subspan: a prescription number from a pharmacy SMS.
    _r(
        "en",
        "subspan",
        True,
        "Hollis Pharmacy: Rx number 6204418 (Amoxicillin 500 mg capsules, qty 21) is ready for pickup at "
        "14 High St, Whitby. Open till 6pm.",
        "6204418",
        evidence="Rx number 6204418",
        key="user/hollis_pharmacy/rx_number",
    ),
    # subspan: the pickup point whole; the clause says that is where the prescription is ready.
    _r(
        "en",
        "subspan",
        True,
        "Hollis Pharmacy: Rx number 6204418 (Amoxicillin 500 mg capsules, qty 21) is ready for pickup at "
        "14 High St, Whitby. Open till 6pm.",
        "14 High St, Whitby",
        evidence="is ready for pickup at 14 High St, Whitby.",
        key="hollis_pharmacy/rx_6204418/pickup_point",
    ),
    # subspan: the vehicle registration from a garage invoice.
    _r(
        "en",
        "subspan",
        True,
        "Fastfit Garage Ltd - Invoice\nInvoice no.: INV-2027-0412\nVehicle reg: KM19 XTD\nMileage: 48,213\n"
        "Labour: GBP 180.00\nTotal: GBP 412.60 (paid in full)",
        "KM19 XTD",
        evidence="Vehicle reg: KM19 XTD",
        key="user/car/registration",
    ),
    # subspan: the odometer reading recorded on that invoice; one number taken whole, under its own field.
    _r(
        "en",
        "subspan",
        True,
        "Fastfit Garage Ltd - Invoice\nInvoice no.: INV-2027-0412\nVehicle reg: KM19 XTD\nMileage: 48,213\n"
        "Labour: GBP 180.00\nTotal: GBP 412.60 (paid in full)",
        "48,213",
        evidence="Mileage: 48,213",
        key="fastfit_garage/inv_2027_0412/mileage",
    ),
    # subspan: the carrier's tracking number for a furniture delivery.
    _r(
        "en",
        "subspan",
        True,
        "Oakhaus Furniture - Your order is on its way\nOrder number: 100482271\n"
        "Delivery window: Thu 18 Mar, 7:00-11:00\nTracking: 1Z84F0W70391885514",
        "1Z84F0W70391885514",
        evidence="Tracking: 1Z84F0W70391885514",
        key="oakhaus/order_100482271/tracking_number",
    ),
    # subspan: the order number from the same notification.
    _r(
        "en",
        "subspan",
        True,
        "Oakhaus Furniture - Your order is on its way\nOrder number: 100482271\n"
        "Delivery window: Thu 18 Mar, 7:00-11:00\nTracking: 1Z84F0W70391885514",
        "100482271",
        evidence="Order number: 100482271",
        key="oakhaus/order_number",
    ),
    # subspan: the account holder's name from a bank's account-details page.
    _r(
        "en",
        "subspan",
        True,
        "Account details\nAccount holder: Daniel Okafor\nSort code: 20-45-77\nAccount number: 43918826\n"
        "Available balance: GBP 1,284.07",
        "Daniel Okafor",
        evidence="Account holder: Daniel Okafor",
        key="northfield_bank/current_account/holder",
    ),
    # subspan: the sort code, an identifier taken whole.
    _r(
        "en",
        "subspan",
        True,
        "Account details\nAccount holder: Daniel Okafor\nSort code: 20-45-77\nAccount number: 43918826\n"
        "Available balance: GBP 1,284.07",
        "20-45-77",
        evidence="Sort code: 20-45-77",
        key="daniel_okafor/bank/sort_code",
    ),
    # subspan: the doors time of a concert e-ticket.
    _r(
        "en",
        "subspan",
        True,
        "E-TICKET\nVenue: The Roundhouse, Chalk Farm Rd\nDate: Fri 9 Apr 2027\nDoors: 19:00\nEntry: Standing, Door C\n"
        "Order: TM-884-219-330",
        "19:00",
        evidence="Doors: 19:00",
        key="roundhouse/apr_9_gig/doors",
    ),
    # list_item: one item of the plan's list with the shared head kept.
    _r(
        "en",
        "list_item",
        True,
        "Included in your Flex plan: Wi-Fi, printing, meeting-room credits and lockers. "
        "Day passes are sold separately.",
        "Included in your Flex plan: lockers",
        evidence="Included in your Flex plan: Wi-Fi, printing, meeting-room credits and lockers.",
        key="foundry_works/flex_plan/included",
    ),
    # list_item: one item of the pharmacist's "avoid" list; the verb and the period it applies to are kept.
    _r(
        "en",
        "list_item",
        True,
        "Label: Take one capsule three times a day with food. While taking this medicine, avoid alcohol, "
        "grapefruit juice and antacids.",
        "While taking this medicine, avoid grapefruit juice",
        evidence="While taking this medicine, avoid alcohol, grapefruit juice and antacids.",
        key="user/prescription/avoid",
    ),
    # parenthetical: the extension number in parentheses is dropped; the rest is copied.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi Mrs Doyle, your car is booked in for today. Your mechanic, Dave Lowe (ext. 214), will call you "
        "once the car is ready. Fastfit Garage",
        "Your mechanic, Dave Lowe, will call you once the car is ready.",
        evidence="Your mechanic, Dave Lowe (ext. 214), will call you once the car is ready.",
        key="fastfit_garage/job/mechanic_callback",
    ),
    # parenthetical: the support act's description in parentheses is dropped; the time stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Tonight at the Roundhouse\nSupport act: The Lanterns (Brighton, four-piece) on at 19:45\n"
        "Headliner on at 21:00",
        "Support act: The Lanterns on at 19:45",
        evidence="Support act: The Lanterns (Brighton, four-piece) on at 19:45",
        key="roundhouse/tonight/support_act",
    ),
    # --- negative ---
    # subspan_restricted: this is the return sailing's time; the key says departure with no leg.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Channel Star Ferries - itinerary\nOutbound sailing: 12 Mar 2027, 08:15 Portsmouth to Caen\n"
        "Return sailing: 19 Mar 2027, 17:30 Caen to Portsmouth",
        "19 Mar 2027, 17:30",
        evidence="Return sailing: 19 Mar 2027, 17:30 Caen to Portsmouth",
        key="channelstar_ferries/booking/departure",
    ),
    # subspan_restricted: 12A is the previous seat; the key presents it as the current seat.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Coachway: your seat has changed. Previous seat: 12A | New seat: 34C. Coach departs Leeds 06:40.",
        "12A",
        evidence="Previous seat: 12A",
        key="coachway/ticket/seat",
    ),
    # subspan_restricted: the seats are only held until 18:20 pending payment; the key states them as booked.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Lumiere Picturehouse\nBooking status: pending payment\nHeld seats: H7, H8 (held until 18:20)",
        "H7, H8",
        evidence="Held seats: H7, H8 (held until 18:20)",
        key="lumiere_picturehouse/booking/seats",
    ),
    # subspan_restricted: a temporary PIN valid until Friday; the key drops both restrictions.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Foundry Works: the front door keypad is being replaced. Temporary door PIN (valid until Friday): 9021#",
        "9021#",
        evidence="Temporary door PIN (valid until Friday): 9021#",
        key="foundry_works/user/door_pin",
    ),
    # subspan_restricted: a substitute for one week only; the key makes him the course's instructor.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Lingua Plus - timetable change\nCourse: Intermediate Spanish B1\nSubstitute instructor (6-13 Sept only): "
        "Tom Reyes",
        "Tom Reyes",
        evidence="Substitute instructor (6-13 Sept only): Tom Reyes",
        key="lingua_plus/spanish_b1/instructor",
    ),
    # subspan_restricted: an estimated balance on a future date, filed as the account's balance.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Northfield Bank - Spending forecast\nAvailable balance: GBP 1,284.07\n"
        "Estimated balance on 30 Apr: GBP 1,071.57",
        "GBP 1,071.57",
        evidence="Estimated balance on 30 Apr: GBP 1,071.57",
        key="northfield_bank/current_account/balance",
    ),
    # subspan_restricted: an estimate that may change, filed as the invoice total.
    _r(
        "en",
        "subspan_restricted",
        False,
        "Fastfit Garage - Quote Q-5530\nWork: front brake discs and pads\nEstimated total: GBP 412.60 "
        "(final amount may change after inspection)",
        "GBP 412.60",
        evidence="Estimated total: GBP 412.60",
        key="fastfit_garage/job/total",
    ),
    # subspan_restricted: Riverside is the previous home club; from 1 May it is Docklands.
    _r(
        "en",
        "subspan_restricted",
        False,
        "PulseGym: Your transfer is confirmed. Your previous home club: Riverside. From 1 May your home club is "
        "Docklands.",
        "Riverside",
        evidence="Your previous home club: Riverside.",
        key="pulsegym/membership/home_club",
    ),
    # possessor_drop: the mobile number is the emergency contact's, filed as the member's own.
    _r(
        "en",
        "possessor_drop",
        False,
        "PulseGym membership form\nMember: Daniel Okafor\nMobile: 07700 900318\n"
        "Emergency contact: Ruth Okafor (wife), mobile 07700 900461",
        "07700 900461",
        evidence="Emergency contact: Ruth Okafor (wife), mobile 07700 900461",
        key="daniel_okafor/mobile",
    ),
    # possessor_drop: the patient's (her son's) date of birth, filed under the collector's key.
    _r(
        "en",
        "possessor_drop",
        False,
        "Hollis Pharmacy - collection slip\nPatient: Leo Brandt\nCollected by: Anna Brandt (mother)\n"
        "Patient's date of birth: 03/02/2021",
        "03/02/2021",
        evidence="Patient's date of birth: 03/02/2021",
        key="anna_brandt/date_of_birth",
    ),
    # restriction_drop: re-entry holds only for VIP wristband holders; the value drops that scope.
    _r(
        "en",
        "restriction_drop",
        False,
        "Venue info: Bags larger than A4 are not allowed. Re-entry is permitted for VIP wristband holders only.",
        "Re-entry is permitted.",
        evidence="Re-entry is permitted for VIP wristband holders only.",
        key="roundhouse/policy/re_entry",
    ),
    # restriction_drop: the assembly service is at the London stores; the value drops the place.
    _r(
        "en",
        "restriction_drop",
        False,
        "FAQ - Oakhaus Furniture\nQ: Can you assemble my wardrobe?\nA: Assembly service is available at our "
        "London stores.",
        "Assembly service is available.",
        evidence="Assembly service is available at our London stores.",
        key="oakhaus/services/assembly",
    ),
    # identifier: the order number is cut short by its last group.
    _r(
        "en",
        "identifier",
        False,
        "E-TICKET\nVenue: The Roundhouse, Chalk Farm Rd\nDate: Fri 9 Apr 2027\nDoors: 19:00\nEntry: Standing, Door C\n"
        "Order: TM-884-219-330",
        "TM-884-219",
        evidence="Order: TM-884-219-330",
        key="roundhouse/apr_9_gig/order_number",
    ),
    # identifier: the e-mail address loses its ".uk".
    _r(
        "en",
        "identifier",
        False,
        "Room bookings: bookings@foundryworks.co.uk (please include your member ID)",
        "bookings@foundryworks.co",
        evidence="Room bookings: bookings@foundryworks.co.uk",
        key="foundry_works/bookings_email",
    ),
    # wrong_speaker: the e-mail is the teacher's ("my email"), filed as the student's (the user's).
    _r(
        "en",
        "wrong_speaker",
        False,
        "[B1 Spanish - class chat]\nMr Hale: Please send homework to my email, j.hale@linguaplus.org\n"
        "Sofia: ok will do!",
        "j.hale@linguaplus.org",
        evidence="Please send homework to my email, j.hale@linguaplus.org",
        speaker="Sofia",
        key="user/email",
    ),
    # wrong_speaker: Marek's cabin ("my cabin"), filed as Jo's; Jo's is 7216.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Marek: my cabin is 7214\nJo: mine's 7216, right next door",
        "Cabin is 7214",
        evidence="my cabin is 7214",
        speaker="Jo",
        key="jo/ferry/cabin",
    ),
    # tense: "had" (past) restated as "has".
    _r(
        "en",
        "tense",
        False,
        "voice note: so um I had a locker at the Riverside gym, number 38, but I gave it up in January",
        "Liam has a locker at the Riverside gym, number 38",
        evidence="I had a locker at the Riverside gym, number 38",
        speaker="Liam",
        key="liam/gym/locker",
    ),
    # tense: "will expire" restated as "expired".
    _r(
        "en",
        "tense",
        False,
        "Reminder from Fastfit Garage: your car's MOT will expire on 3 June 2027. Reply BOOK to reserve a test.",
        "Your car's MOT expired on 3 June 2027.",
        evidence="your car's MOT will expire on 3 June 2027.",
        key="user/car/mot_expiry",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el localizador solo; la etiqueta es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Navieras del Estrecho - Confirmación de reserva\nLocalizador: BQ7M2L\nTrayecto: Algeciras - Tánger Med\n"
        "Salida: 14/08/2027 10:00\nAcomodación: Butaca 112",
        "BQ7M2L",
        evidence="Localizador: BQ7M2L",
        key="navieras_estrecho/booking/locator",
    ),
    # subspan: la butaca, un sintagma nominal entero; "Acomodación" es lo que la clave nombra.
    _r(
        "es",
        "subspan",
        True,
        "Navieras del Estrecho - Confirmación de reserva\nLocalizador: BQ7M2L\nTrayecto: Algeciras - Tánger Med\n"
        "Salida: 14/08/2027 10:00\nAcomodación: Butaca 112",
        "Butaca 112",
        evidence="Acomodación: Butaca 112",
        key="navieras_estrecho/bq7m2l/seat",
    ),
    # subspan: el campo de origen de un billete de autocar en JSON, con clave en inglés.
    _r(
        "es",
        "subspan",
        True,
        '{"billete": "ALS-009381", "plaza": "27", "origen": "Madrid Estación Sur", "destino": "Granada", '
        '"salida": "2027-07-03 08:30"}',
        "Madrid Estación Sur",
        evidence='"origen": "Madrid Estación Sur"',
        key="coach/ticket_als_009381/origin",
    ),
    # subspan: la sala de una entrada de cine, con clave en español.
    _r(
        "es",
        "subspan",
        True,
        "Cines Luna Tetuán - Tu entrada\nSala 7 · Fila 9 · Butacas 14 y 15\nSábado 20/03 · 22:15\n"
        "Recoge tus entradas en taquilla con el código 55-KW-19",
        "Sala 7",
        evidence="Sala 7",
        key="cines_luna/entrada/sala",
    ),
    # subspan: el número de taquilla asignada en la ficha del coworking.
    _r(
        "es",
        "subspan",
        True,
        "Ficha de socia - Espacio Nodo Coworking\nTitular de la cuenta: Lucía Ferrer Pons\nPlan: Fijo mensual\n"
        "Taquilla asignada: 23\nAlta: 01/02/2027",
        "23",
        evidence="Taquilla asignada: 23",
        key="espacio_nodo/lucia_ferrer/locker_number",
    ),
    # subspan: el correo de una firma, con clave que nombra la organización y a la persona.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nJordi Puig\nResponsable de comunidad · Espacio Nodo Coworking\n"
        "jordi.puig@espacionodo.es | 934 56 78 12",
        "jordi.puig@espacionodo.es",
        evidence="jordi.puig@espacionodo.es",
        speaker="Jordi Puig",
        key="espacio_nodo/jordi_puig/email",
    ),
    # subspan: el nombre de la profesora en una confirmación de matrícula.
    _r(
        "es",
        "subspan",
        True,
        "Academia Atlas Idiomas - Matrícula confirmada\nCurso: Inglés C1 intensivo\nProfesora: Helen Marsh\n"
        "Aula: 4\nHorario: martes y jueves, 19:00-20:30",
        "Helen Marsh",
        evidence="Profesora: Helen Marsh",
        key="atlas_idiomas/ingles_c1/teacher",
    ),
    # subspan: el horario entero (días y franja), una expresión temporal completa.
    _r(
        "es",
        "subspan",
        True,
        "Academia Atlas Idiomas - Matrícula confirmada\nCurso: Inglés C1 intensivo\nProfesora: Helen Marsh\n"
        "Aula: 4\nHorario: martes y jueves, 19:00-20:30",
        "martes y jueves, 19:00-20:30",
        evidence="Horario: martes y jueves, 19:00-20:30",
        key="atlas_idiomas/ingles_c1/schedule",
    ),
    # subspan: el teléfono de la farmacia, de la cabecera de un ticket.
    _r(
        "es",
        "subspan",
        True,
        "FARMACIA LDO. RUIZ SALAS\nC/ Mayor 18, Alcalá de Henares\nTel. 918 88 21 40\nTicket 0048213 - 12/03/2027",
        "918 88 21 40",
        evidence="Tel. 918 88 21 40",
        key="farmacia_ruiz_salas/phone",
    ),
    # subspan: la aportación del usuario de una receta; la etiqueta dice que es la del usuario.
    _r(
        "es",
        "subspan",
        True,
        "FARMACIA LDO. RUIZ SALAS\nCódigo Nacional: 712729\nIbuprofeno 600 mg 40 comprimidos\n"
        "Aportación usuario: 1,24 €\nTotal pagado: 1,24 €",
        "1,24 €",
        evidence="Aportación usuario: 1,24 €",
        key="user/prescription/copay",
    ),
    # subspan: la matrícula del coche de una orden de reparación.
    _r(
        "es",
        "subspan",
        True,
        "Talleres Hermanos Prieto\nOrden de reparación nº: OR-2027-1183\nMatrícula: 4827 KLM\n"
        "Kilómetros: 96.450\nEntrada: 15/04/2027",
        "4827 KLM",
        evidence="Matrícula: 4827 KLM",
        key="user/car/plate",
    ),
    # subspan: la lectura del cuentakilómetros, un número entero tomado completo.
    _r(
        "es",
        "subspan",
        True,
        "Talleres Hermanos Prieto\nOrden de reparación nº: OR-2027-1183\nMatrícula: 4827 KLM\n"
        "Kilómetros: 96.450\nEntrada: 15/04/2027",
        "96.450",
        evidence="Kilómetros: 96.450",
        key="hermanos_prieto/or_2027_1183/odometer_km",
    ),
    # subspan: el número de pedido de una tienda de muebles.
    _r(
        "es",
        "subspan",
        True,
        "Muebles Castilla - Tu pedido\nNº de pedido: 2209-44718\nFecha de entrega: 22 de marzo de 2027\n"
        "Punto de recogida: Almacén Getafe, muelle 3",
        "2209-44718",
        evidence="Nº de pedido: 2209-44718",
        key="muebles_castilla/order_number",
    ),
    # subspan: el punto de recogida entero (almacén y muelle).
    _r(
        "es",
        "subspan",
        True,
        "Muebles Castilla - Tu pedido\nNº de pedido: 2209-44718\nFecha de entrega: 22 de marzo de 2027\n"
        "Punto de recogida: Almacén Getafe, muelle 3",
        "Almacén Getafe, muelle 3",
        evidence="Punto de recogida: Almacén Getafe, muelle 3",
        key="muebles_castilla/order_2209_44718/pickup_point",
    ),
    # subspan: el IBAN completo de la página de la cuenta.
    _r(
        "es",
        "subspan",
        True,
        "Datos de la cuenta\nTitular: Javier Moreno Gil\nIBAN: ES91 2100 0418 4502 0005 1332\n"
        "Saldo disponible: 2.315,40 €",
        "ES91 2100 0418 4502 0005 1332",
        evidence="IBAN: ES91 2100 0418 4502 0005 1332",
        key="javier_moreno/bank/iban",
    ),
    # subspan: el titular de la cuenta, un nombre propio entero.
    _r(
        "es",
        "subspan",
        True,
        "Datos de la cuenta\nTitular: Javier Moreno Gil\nIBAN: ES91 2100 0418 4502 0005 1332\n"
        "Saldo disponible: 2.315,40 €",
        "Javier Moreno Gil",
        evidence="Titular: Javier Moreno Gil",
        key="banco/cuenta/titular",
    ),
    # subspan: el monitor asignado en la ficha del gimnasio.
    _r(
        "es",
        "subspan",
        True,
        "Gimnasio Vital - Área de socio\nSocio nº: 004512\nCentro: Gimnasio Vital Chamberí\n"
        "Monitor asignado: Raúl Ortega",
        "Raúl Ortega",
        evidence="Monitor asignado: Raúl Ortega",
        key="user/gym/trainer",
    ),
    # subspan: la hora de apertura de puertas de un concierto.
    _r(
        "es",
        "subspan",
        True,
        "ENTRADA\nRecinto: Sala Apolo, Barcelona\nFecha: 16/05/2027\nApertura de puertas: 20:00\n"
        "Localizador: SA-77120-Q",
        "20:00",
        evidence="Apertura de puertas: 20:00",
        key="sala_apolo/may_16_show/doors",
    ),
    # list_item: un elemento de la lista de lo incluido, con la cabeza compartida.
    _r(
        "es",
        "list_item",
        True,
        "Plan Flexible - Espacio Nodo\nIncluye: wifi, café, impresión y sala de reuniones.\n"
        "Las taquillas se alquilan aparte.",
        "Incluye: sala de reuniones",
        evidence="Incluye: wifi, café, impresión y sala de reuniones.",
        key="espacio_nodo/flex_plan/includes",
    ),
    # list_item: un medicamento de la lista, con su dosis (el número unido al elemento se conserva).
    _r(
        "es",
        "list_item",
        True,
        "Farmacia Ruiz Salas: Medicamentos listos para recoger: Omeprazol 20 mg, Enalapril 10 mg y "
        "Paracetamol 1 g. Horario 9:00-21:00.",
        "Enalapril 10 mg",
        evidence="Medicamentos listos para recoger: Omeprazol 20 mg, Enalapril 10 mg y Paracetamol 1 g.",
        key="user/pharmacy/ready_for_pickup",
    ),
    # parenthetical: se quita la extensión entre paréntesis; el resto se copia.
    _r(
        "es",
        "parenthetical",
        True,
        "Estimada clienta: su vehículo ya está en el taller. Su asesor, Manuel Prieto (ext. 32), le llamará "
        "cuando el vehículo esté listo.",
        "Su asesor, Manuel Prieto, le llamará cuando el vehículo esté listo.",
        evidence="Su asesor, Manuel Prieto (ext. 32), le llamará cuando el vehículo esté listo.",
        key="hermanos_prieto/job/advisor_callback",
    ),
    # parenthetical: se quita la descripción del telonero; la hora se conserva.
    _r(
        "es",
        "parenthetical",
        True,
        "Esta noche en Sala Apolo\nTelonero: Los Vinilos (Valencia, trío) a las 20:45\nCabeza de cartel: 22:00",
        "Telonero: Los Vinilos a las 20:45",
        evidence="Telonero: Los Vinilos (Valencia, trío) a las 20:45",
        key="sala_apolo/tonight/support_act",
    ),
    # --- negative ---
    # subspan_restricted: es la hora de la vuelta; la clave dice salida sin trayecto.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Navieras del Estrecho - Itinerario\nIda: 14/08/2027 10:00 Algeciras → Tánger Med\n"
        "Vuelta: 21/08/2027 18:00 Tánger Med → Algeciras",
        "21/08/2027 18:00",
        evidence="Vuelta: 21/08/2027 18:00 Tánger Med → Algeciras",
        key="navieras_estrecho/booking/departure",
    ),
    # subspan_restricted: 27 es la plaza anterior; la clave la da como la plaza actual.
    _r(
        "es",
        "subspan_restricted",
        False,
        "ALSA: cambio de plaza. Plaza anterior: 27 · Nueva plaza: 41. Salida Madrid Estación Sur 08:30.",
        "27",
        evidence="Plaza anterior: 27",
        key="coach/ticket/seat",
    ),
    # subspan_restricted: butacas bloqueadas hasta las 19:10, pendientes de pago; la clave las da por reservadas.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Cines Luna: Reserva pendiente de pago - butacas F5 y F6 bloqueadas hasta las 19:10.",
        "F5 y F6",
        evidence="butacas F5 y F6 bloqueadas hasta las 19:10.",
        key="cines_luna/booking/seats",
    ),
    # subspan_restricted: código provisional, válido hasta el viernes; la clave lo hace permanente.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Espacio Nodo: estamos cambiando la cerradura. Código de acceso provisional (válido hasta el viernes): 5530",
        "5530",
        evidence="Código de acceso provisional (válido hasta el viernes): 5530",
        key="espacio_nodo/user/door_code",
    ),
    # subspan_restricted: profesor sustituto solo una semana; la clave lo hace profesor del curso.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Atlas Idiomas - Aviso\nCurso: Inglés C1 intensivo\nProfesor sustituto (solo del 4 al 11 de octubre): "
        "Andrés Vela",
        "Andrés Vela",
        evidence="Profesor sustituto (solo del 4 al 11 de octubre): Andrés Vela",
        key="atlas_idiomas/ingles_c1/teacher",
    ),
    # subspan_restricted: saldo estimado a fin de mes, archivado como saldo de la cuenta.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Previsión de gastos\nSaldo disponible: 2.315,40 €\nSaldo estimado a fin de mes: 1.870,15 €",
        "1.870,15 €",
        evidence="Saldo estimado a fin de mes: 1.870,15 €",
        key="javier_moreno/bank/balance",
    ),
    # subspan_restricted: un presupuesto estimado, archivado como total de la reparación.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Talleres Hermanos Prieto - Presupuesto\nTrabajo: embrague completo\nPresupuesto estimado: 385,00 € "
        "(IVA incl.; el importe final puede variar)",
        "385,00 €",
        evidence="Presupuesto estimado: 385,00 €",
        key="hermanos_prieto/repair/total",
    ),
    # subspan_restricted: Chamberí es el centro anterior; desde el 1 de mayo es Moncloa.
    _r(
        "es",
        "subspan_restricted",
        False,
        "Gimnasio Vital: traslado confirmado. Centro anterior: Gimnasio Vital Chamberí. Nuevo centro desde el "
        "1 de mayo: Gimnasio Vital Moncloa.",
        "Gimnasio Vital Chamberí",
        evidence="Centro anterior: Gimnasio Vital Chamberí.",
        key="user/gym/home_club",
    ),
    # possessor_drop: el teléfono es del contacto de emergencia (su madre), no del socio.
    _r(
        "es",
        "possessor_drop",
        False,
        "Ficha de alta - Gimnasio Vital\nNombre: Pablo Gil\nMóvil: 622 310 845\n"
        "Contacto de emergencia: Elena Gil (madre), tel. 611 204 387",
        "611 204 387",
        evidence="Contacto de emergencia: Elena Gil (madre), tel. 611 204 387",
        key="pablo_gil/phone",
    ),
    # possessor_drop: el DNI es de la cotitular, archivado como el del titular.
    _r(
        "es",
        "possessor_drop",
        False,
        "Datos de la cuenta\nTitular: Javier Moreno Gil\nCotitular: Marta Sanz Ríos\nDNI del cotitular: 50123456Q",
        "50123456Q",
        evidence="DNI del cotitular: 50123456Q",
        key="javier_moreno/dni",
    ),
    # restriction_drop: la reentrada es solo con pulsera VIP; el valor quita la restricción.
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas de la sala: no se permiten mochilas grandes. Se permite la salida y reentrada solo con pulsera VIP.",
        "Se permite la salida y reentrada.",
        evidence="Se permite la salida y reentrada solo con pulsera VIP.",
        key="sala_apolo/policy/re_entry",
    ),
    # restriction_drop: el montaje es gratuito en Madrid capital; el valor quita el lugar.
    _r(
        "es",
        "restriction_drop",
        False,
        "Preguntas frecuentes - Muebles Castilla\n¿Cuánto cuesta el montaje?\nEl montaje es gratuito en pedidos de "
        "Madrid capital.",
        "El montaje es gratuito.",
        evidence="El montaje es gratuito en pedidos de Madrid capital.",
        key="muebles_castilla/services/assembly",
    ),
    # identifier: el localizador pierde su letra final.
    _r(
        "es",
        "identifier",
        False,
        "ENTRADA\nRecinto: Sala Apolo, Barcelona\nFecha: 16/05/2027\nApertura de puertas: 20:00\n"
        "Localizador: SA-77120-Q",
        "SA-77120",
        evidence="Localizador: SA-77120-Q",
        key="sala_apolo/may_16_show/locator",
    ),
    # identifier: el correo pierde el dominio de primer nivel.
    _r(
        "es",
        "identifier",
        False,
        "Reservas de salas: reservas@espacionodo.es (indica tu número de socio)",
        "reservas@espacionodo",
        evidence="Reservas de salas: reservas@espacionodo.es",
        key="espacio_nodo/bookings_email",
    ),
    # wrong_speaker: el correo es de la profesora ("mandadme"), archivado como el de Carla.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[Grupo C1 Atlas]\nHelen (profe): Mandadme los deberes a helen.marsh@atlasidiomas.es\nCarla: vale!!",
        "helen.marsh@atlasidiomas.es",
        evidence="Mandadme los deberes a helen.marsh@atlasidiomas.es",
        speaker="Carla",
        key="user/email",
    ),
    # wrong_speaker: el camarote de Nacho ("mi camarote"), archivado como el de Bea.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Nacho: mi camarote es el 5108\nBea: el mío el 5110, justo al lado",
        "Camarote 5108",
        evidence="mi camarote es el 5108",
        speaker="Bea",
        key="bea/ferry/cabin",
    ),
    # tense: "tenía" (pasado) reescrito como "tiene".
    _r(
        "es",
        "tense",
        False,
        "nota de voz: pues eh tenía la taquilla 38 en el Vital Chamberí, pero la dejé en enero",
        "Pablo tiene la taquilla 38 en el Vital Chamberí",
        evidence="tenía la taquilla 38 en el Vital Chamberí",
        speaker="Pablo",
        key="pablo/gym/locker",
    ),
    # tense: "caducará" (futuro) reescrito como "caducó".
    _r(
        "es",
        "tense",
        False,
        "Recordatorio de Talleres Hermanos Prieto: la ITV de su vehículo caducará el 3 de junio de 2027. "
        "Responda CITA para reservar.",
        "La ITV de su vehículo caducó el 3 de junio de 2027.",
        evidence="la ITV de su vehículo caducará el 3 de junio de 2027.",
        key="user/car/itv_expiry",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 船票订单号单独取出；标签正是键所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【蛇口邮轮母港】购票成功\n订单号：SZ20270512-0831\n航线：蛇口—珠海九洲港\n开航时间：2027年5月12日 09:30\n"
        "舱位：普通舱 B区46号",
        "SZ20270512-0831",
        evidence="订单号：SZ20270512-0831",
        key="shekou_ferry/booking/order_number",
    ),
    # subspan: 开航时间，一个完整的日期时间短语，无任何限制。
    _r(
        "zh",
        "subspan",
        True,
        "【蛇口邮轮母港】购票成功\n订单号：SZ20270512-0831\n航线：蛇口—珠海九洲港\n开航时间：2027年5月12日 09:30\n"
        "舱位：普通舱 B区46号",
        "2027年5月12日 09:30",
        evidence="开航时间：2027年5月12日 09:30",
        key="shekou_ferry/sz20270512_0831/departure",
    ),
    # subspan: 长途汽车票 JSON 的上车站字段，英文键。
    _r(
        "zh",
        "subspan",
        True,
        '{"车次": "K2381", "座位号": "17", "上车站": "广州天河客运站", "到达站": "韶关", "发车": "2027-06-01 07:50"}',
        "广州天河客运站",
        evidence='"上车站": "广州天河客运站"',
        key="coach/ticket_k2381/boarding_station",
    ),
    # subspan: 电影票取票码，整串取出。
    _r(
        "zh",
        "subspan",
        True,
        "【星光影城】您已成功购票：《流浪地球3》 3月20日 19:40\n影厅：5号厅\n座位：7排12座\n取票码：88302917",
        "88302917",
        evidence="取票码：88302917",
        key="xingguang_cinema/booking/pickup_code",
    ),
    # subspan: 座位号，一个完整的名词短语，中文键。
    _r(
        "zh",
        "subspan",
        True,
        "【星光影城】您已成功购票：《流浪地球3》 3月20日 19:40\n影厅：5号厅\n座位：7排12座\n取票码：88302917",
        "7排12座",
        evidence="座位：7排12座",
        key="星光影城/订单/座位",
    ),
    # subspan: 联合办公会员编号，来自账户页面。
    _r(
        "zh",
        "subspan",
        True,
        "优客空间 · 会员中心\n会员姓名：林晓雯\n会员编号：WK-20931\n工位：3楼 F-08\n套餐：固定工位（月付）",
        "WK-20931",
        evidence="会员编号：WK-20931",
        key="ucospace/lin_xiaowen/member_id",
    ),
    # subspan: 邮件签名里的邮箱，键指明机构和其中的人。
    _r(
        "zh",
        "subspan",
        True,
        "周一见！\n——\n陈嘉怡 | 社区经理\n优客空间 · 静安店\n邮箱：jiayi.chen@ucospace.cn\n电话：021-6288 3140",
        "jiayi.chen@ucospace.cn",
        evidence="邮箱：jiayi.chen@ucospace.cn",
        speaker="陈嘉怡",
        key="ucospace/chen_jiayi/email",
    ),
    # subspan: 任课老师的名字，中文键。
    _r(
        "zh",
        "subspan",
        True,
        "【樱花日语】报名成功\n课程：日语N3冲刺班\n任课老师：佐藤美咲\n教室：A302\n开课日期：2027年9月6日",
        "佐藤美咲",
        evidence="任课老师：佐藤美咲",
        key="樱花日语/N3冲刺班/任课老师",
    ),
    # subspan: 开课日期，一个完整的日期。
    _r(
        "zh",
        "subspan",
        True,
        "【樱花日语】报名成功\n课程：日语N3冲刺班\n任课老师：佐藤美咲\n教室：A302\n开课日期：2027年9月6日",
        "2027年9月6日",
        evidence="开课日期：2027年9月6日",
        key="sakura_japanese/n3_course/start_date",
    ),
    # subspan: 处方编号，整串取出。
    _r(
        "zh",
        "subspan",
        True,
        "【和平大药房】处方编号：RX2027041508\n药品：阿莫西林胶囊 0.25g×24粒\n"
        "取药点：和平大药房 人民路店\n请于3日内取药。",
        "RX2027041508",
        evidence="处方编号：RX2027041508",
        key="user/pharmacy/prescription_number",
    ),
    # subspan: 取药点，一个完整的名词短语。
    _r(
        "zh",
        "subspan",
        True,
        "【和平大药房】处方编号：RX2027041508\n药品：阿莫西林胶囊 0.25g×24粒\n"
        "取药点：和平大药房 人民路店\n请于3日内取药。",
        "和平大药房 人民路店",
        evidence="取药点：和平大药房 人民路店",
        key="heping_pharmacy/rx2027041508/pickup_point",
    ),
    # subspan: 维修工单上的车牌号。
    _r(
        "zh",
        "subspan",
        True,
        "途虎养车工场店 · 维修工单\n工单号：WX-0418-77\n车牌号：粤B7K2M9\n进厂里程：63,580 km\n服务顾问：王磊",
        "粤B7K2M9",
        evidence="车牌号：粤B7K2M9",
        key="user/car/plate_number",
    ),
    # subspan: 服务顾问的名字。
    _r(
        "zh",
        "subspan",
        True,
        "途虎养车工场店 · 维修工单\n工单号：WX-0418-77\n车牌号：粤B7K2M9\n进厂里程：63,580 km\n服务顾问：王磊",
        "王磊",
        evidence="服务顾问：王磊",
        key="garage/wx_0418_77/service_advisor",
    ),
    # subspan: 家具订单的物流单号。
    _r(
        "zh",
        "subspan",
        True,
        "【林氏家居】您的订单已发货\n订单编号：JJ2027031800457\n预约送货：3月22日 上午9:00-12:00\n"
        "物流单号：SF1402883916274",
        "SF1402883916274",
        evidence="物流单号：SF1402883916274",
        key="linshi_furniture/order_jj2027031800457/tracking_number",
    ),
    # subspan: 银行账户页面上的户名。
    _r(
        "zh",
        "subspan",
        True,
        "账户详情\n户名：赵志强\n账号：6222 0212 0300 4417 586\n开户行：工商银行 深圳科技园支行\n可用余额：￥12,480.36",
        "赵志强",
        evidence="户名：赵志强",
        key="icbc/account/holder",
    ),
    # subspan: 开户行，一个完整的机构名称。
    _r(
        "zh",
        "subspan",
        True,
        "账户详情\n户名：赵志强\n账号：6222 0212 0300 4417 586\n开户行：工商银行 深圳科技园支行\n可用余额：￥12,480.36",
        "工商银行 深圳科技园支行",
        evidence="开户行：工商银行 深圳科技园支行",
        key="zhao_zhiqiang/bank/branch",
    ),
    # subspan: 健身房会员页上的私教。
    _r(
        "zh",
        "subspan",
        True,
        "乐刻健身 · 我的会员\n会员卡号：FT-880214\n所属门店：乐刻健身 南山店\n私教：刘畅",
        "刘畅",
        evidence="私教：刘畅",
        key="user/gym/personal_trainer",
    ),
    # subspan: 演唱会电子票上的入场时间。
    _r(
        "zh",
        "subspan",
        True,
        "电子票\n演出场馆：梅赛德斯-奔驰文化中心\n演出日期：2027年6月18日\n入场时间：18:30\n看台：内场A区 5排21号",
        "18:30",
        evidence="入场时间：18:30",
        key="concert/jun_18/entry_time",
    ),
    # list_item: 会员权益列表中的一项，保留共同的标签。
    _r(
        "zh",
        "list_item",
        True,
        "优客空间 · 灵活工位套餐\n会员权益：免费咖啡、打印额度、会议室和储物柜。\n日租工位另行收费。",
        "会员权益：储物柜",
        evidence="会员权益：免费咖啡、打印额度、会议室和储物柜。",
        key="ucospace/flex_plan/benefits",
    ),
    # list_item: 注意事项中的一项，保留共同的前提“服药期间”。
    _r(
        "zh",
        "list_item",
        True,
        "用法：每日三次，每次一粒，饭后服用。注意事项：服药期间忌酒、忌辛辣食物、忌浓茶。",
        "服药期间忌浓茶",
        evidence="服药期间忌酒、忌辛辣食物、忌浓茶。",
        key="user/prescription/avoid",
    ),
    # parenthetical: 去掉括号里的分机号，其余照抄。
    _r(
        "zh",
        "parenthetical",
        True,
        "赵先生您好，您的车辆已进厂。您的服务顾问王磊（分机214）将在车辆修好后致电您。",
        "您的服务顾问王磊将在车辆修好后致电您。",
        evidence="您的服务顾问王磊（分机214）将在车辆修好后致电您。",
        key="garage/job/advisor_callback",
    ),
    # parenthetical: 去掉嘉宾乐队的介绍，保留登场时间。
    _r(
        "zh",
        "parenthetical",
        True,
        "今晚演出安排\n嘉宾：落日飞车（来自台北，四人乐队）19:45登场\n主秀：20:30开始",
        "嘉宾：落日飞车19:45登场",
        evidence="嘉宾：落日飞车（来自台北，四人乐队）19:45登场",
        key="concert/tonight/guest_act",
    ),
    # --- negative ---
    # subspan_restricted: 这是返程时间；键只说开航时间，不分去返。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【蛇口邮轮母港】行程单\n去程：5月12日 09:30 蛇口→九洲港\n返程：5月14日 17:00 九洲港→蛇口",
        "5月14日 17:00",
        evidence="返程：5月14日 17:00 九洲港→蛇口",
        key="shekou_ferry/booking/departure",
    ),
    # subspan_restricted: 17 是原座位号，改签后是 32；键把它当作当前座位。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【客运通知】您的车票已改签。原座位号：17，改签后座位号：32。请于07:30前到达检票口。",
        "17",
        evidence="原座位号：17",
        key="coach/ticket/seat",
    ),
    # subspan_restricted: 座位仅保留至19:20，订单待支付；键当作已订座位。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【星光影城】订单待支付，座位7排12座、7排13座为您保留至19:20，逾期自动取消。",
        "7排12座、7排13座",
        evidence="座位7排12座、7排13座为您保留至19:20",
        key="xingguang_cinema/booking/seats",
    ),
    # subspan_restricted: 临时门禁密码，本周五前有效；键丢掉了这两个限制。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【优客空间】门禁系统升级中。临时门禁密码（本周五前有效）：660821",
        "660821",
        evidence="临时门禁密码（本周五前有效）：660821",
        key="ucospace/user/door_code",
    ),
    # subspan_restricted: 代课老师只上一周；中文键把他当作任课老师。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "【樱花日语】调课通知\n课程：日语N3冲刺班\n代课老师（仅9月6日至13日）：高桥健",
        "高桥健",
        evidence="代课老师（仅9月6日至13日）：高桥健",
        key="樱花日语/N3冲刺班/任课老师",
    ),
    # subspan_restricted: 预计月末余额，被当作账户余额。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "账户收支预测\n可用余额：￥12,480.36\n预计月末余额：￥9,215.00",
        "￥9,215.00",
        evidence="预计月末余额：￥9,215.00",
        key="zhao_zhiqiang/bank/balance",
    ),
    # subspan_restricted: 预估费用，以实际结算为准；键当作维修总额。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "途虎养车 · 维修报价\n项目：更换前刹车片及刹车盘\n预估维修费用：￥3,860（以实际结算为准）",
        "￥3,860",
        evidence="预估维修费用：￥3,860",
        key="garage/repair/total",
    ),
    # subspan_restricted: 南山店是原所属门店，5月1日起转至福田店。
    _r(
        "zh",
        "subspan_restricted",
        False,
        "乐刻健身：转店成功。原所属门店：乐刻健身 南山店（5月1日起转至福田店）",
        "乐刻健身 南山店",
        evidence="原所属门店：乐刻健身 南山店",
        key="user/gym/home_club",
    ),
    # possessor_drop: 电话是紧急联系人（母亲）的，被记为会员本人的。
    _r(
        "zh",
        "possessor_drop",
        False,
        "乐刻健身 入会登记表\n会员姓名：林晓雯\n手机：138 0276 5512\n紧急联系人：林秀英（母亲），电话：139 2841 7765",
        "139 2841 7765",
        evidence="紧急联系人：林秀英（母亲），电话：139 2841 7765",
        key="lin_xiaowen/phone",
    ),
    # possessor_drop: 出生日期是患者（孩子）的，被记在代取人名下。
    _r(
        "zh",
        "possessor_drop",
        False,
        "【和平大药房】取药单\n患者：赵小雨\n代取人：赵志强（父亲）\n患者出生日期：2019年4月3日",
        "2019年4月3日",
        evidence="患者出生日期：2019年4月3日",
        key="赵志强/出生日期",
    ),
    # restriction_drop: 只有VIP手环持有者可以再次入场；值去掉了“仅VIP手环持有者”。
    _r(
        "zh",
        "restriction_drop",
        False,
        "观演须知：禁止携带自拍杆。仅VIP手环持有者可中途离场后再次入场。",
        "可中途离场后再次入场。",
        evidence="仅VIP手环持有者可中途离场后再次入场。",
        key="concert/policy/re_entry",
    ),
    # restriction_drop: 免费安装只限深圳市内订单；值去掉了地点。
    _r(
        "zh",
        "restriction_drop",
        False,
        "林氏家居客服：亲，深圳市内订单免费安装哦，其他城市需另付安装费。",
        "免费安装",
        evidence="深圳市内订单免费安装哦",
        key="linshi_furniture/services/installation",
    ),
    # identifier: 物流单号少了最后一位。
    _r(
        "zh",
        "identifier",
        False,
        "【林氏家居】您的订单已发货\n订单编号：JJ2027031800457\n物流单号：SF1402883916274",
        "SF140288391627",
        evidence="物流单号：SF1402883916274",
        key="linshi_furniture/order/tracking_number",
    ),
    # identifier: 订单链接被截断。
    _r(
        "zh",
        "identifier",
        False,
        "【星光影城】查看订单详情：https://piao.xingguang.cn/o/88302917 ，开场前30分钟停止退改。",
        "https://piao.xingguang.cn/o/8830",
        evidence="查看订单详情：https://piao.xingguang.cn/o/88302917",
        key="xingguang_cinema/booking/order_url",
    ),
    # wrong_speaker: 邮箱是佐藤老师的（“我的邮箱”），被记为王芳的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "【N3冲刺班群】\n佐藤老师：作业发到我的邮箱 sato.misaki@sakura-nihongo.cn\n王芳：收到！",
        "sato.misaki@sakura-nihongo.cn",
        evidence="作业发到我的邮箱 sato.misaki@sakura-nihongo.cn",
        speaker="王芳",
        key="user/email",
    ),
    # wrong_speaker: B区46号是阿杰的座位，被记为小敏的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "阿杰：我的座位是B区46号\n小敏：我是B区48号，挨着你",
        "座位是B区46号",
        evidence="我的座位是B区46号",
        speaker="小敏",
        key="小敏/船票/座位",
    ),
    # tense: “以前……有个”被改写成现在的“有个”。
    _r(
        "zh",
        "tense",
        False,
        "语音转文字：嗯那个我以前在南山店有个储物柜，38号，一月份就退了",
        "李想在南山店有个储物柜，38号",
        evidence="我以前在南山店有个储物柜，38号",
        speaker="李想",
        key="li_xiang/gym/locker",
    ),
    # tense: “将于……到期”（将来）被改写成“已于……到期”（过去）。
    _r(
        "zh",
        "tense",
        False,
        "【途虎养车】温馨提示：您的车辆年检将于2027年6月3日到期，请及时预约检测。",
        "您的车辆年检已于2027年6月3日到期",
        evidence="您的车辆年检将于2027年6月3日到期",
        key="user/car/inspection_expiry",
    ),
)

BATCH_59: tuple[Realistic, ...] = _EN + _ES + _ZH
