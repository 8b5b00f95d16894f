"""The realistic set's forty-third batch: a blind measurement of the merged admission rules (issue 31, brief B43).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b43, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). To run the structural check
the body of `validate_realistic` in `admission_realistic.py` was glanced at (it compares normalized spans and looks
for duplicates); none of that module's records were read. No scorer, `check_support` or `memtx eval` was run on these
records. Every source is invented here, in domains the earlier batches used little: pharmacy prescription refills,
hackathons, real-estate viewings, beekeeping associations, marathon registration, theatre box offices, solar panel
installers, sign-language interpreters, laundromats, tutoring agencies, car rentals and botanical gardens, in several
registers (voice-note transcripts with fillers, chats with emoji, support tickets, tool outputs in JSON, e-mail
signatures, web forms and notices, receipts, SMS notifications, calendar invites and meeting minutes).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Works weekend shifts at the Spin City laundromat on Fourth Avenue`); some
keep one item of a list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone
number, an Rx, bib or booking code, an amount with its currency, a date-and-time phrase, a person's name or a version
number), filed under a key in the manner of LangGraph's memory tools (`greenway_pharmacy/atorvastatin/rx_number`).
Key styles are mixed on purpose: English keys over Spanish and Chinese sources, keys naming an organization and a
person in it (`hackmadrid/lucia_fernandez/email`), Chinese keys (`康泰大药房/续配/单号`), and mem0's `user/...`.
Each language has one hard negative beside its subspan positives: a pharmacy phone number that the source gives only
for out-of-hours refills, filed under a key that does not carry the restriction.

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
    # subspan: the Rx number alone from a refill SMS; "Rx #" is what the key's relation (rx_number) names.
    _r(
        "en",
        "subspan",
        True,
        "Greenway Pharmacy: Your refill of ATORVASTATIN 20MG, Rx #4471029, is ready for pickup at 1210 Elm St. "
        "Please collect by Dec 14. Reply STOP to opt out.",
        "4471029",
        evidence="Rx #4471029",
        key="greenway_pharmacy/atorvastatin/rx_number",
    ),
    # subspan: a version number alone from a hackathon support ticket; "version" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Ticket #HTH-212\nTeam: Byte Sized Otters\nEnvironment: HackTheHarbor sandbox API, version 2.3.1\n"
        "Issue: the webhook endpoint returns 502 after about 30 seconds.",
        "2.3.1",
        evidence="HackTheHarbor sandbox API, version 2.3.1",
        key="hacktheharbor/sandbox_api/version",
    ),
    # subspan: the date-and-time phrase of a viewing from a calendar invite; "When:" is what the key (time) names.
    _r(
        "en",
        "subspan",
        True,
        "Viewing: 14 Larch Crescent, Flat 3B\nWhen: Saturday 12 June 2027, 10:30-11:00\n"
        "Agent: Tomasz Wrona, Hollis & Pryce Lettings\nPlease bring photo ID.",
        "Saturday 12 June 2027, 10:30-11:00",
        evidence="When: Saturday 12 June 2027, 10:30-11:00",
        key="larch_crescent_3b/viewing/time",
    ),
    # subspan: the bib number alone from a registration tool's JSON; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"event": "Riverside Marathon 2027", "runner": "J. Okoye", "bib_number": "R-10482", "corral": "C", '
        '"status": "confirmed"}',
        "R-10482",
        evidence='"bib_number": "R-10482"',
        key="riverside_marathon_2027/user/bib_number",
    ),
    # subspan: the amount with its currency from a box-office receipt; "Total paid" is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "THE LYRIC BOX OFFICE\nBooking ref: TBX-7Q2M9\n2 x Stalls F14-F15 @ £39.00\nBooking fee £8.50\n"
        "Total paid: £86.50\nCard ending 4417",
        "£86.50",
        evidence="Total paid: £86.50",
        key="lyric_box_office/booking_tbx7q2m9/total_paid",
    ),
    # subspan: a person's name alone; "Our surveyor" is what the key's relation (surveyor) names.
    _r(
        "en",
        "subspan",
        True,
        "Hi Mrs Adeyemi, thanks for choosing BrightPeak Solar. Our surveyor, Dev Okafor, will come out on the 3rd "
        "to check the roof pitch and the fuse board.",
        "Dev Okafor",
        evidence="Our surveyor, Dev Okafor",
        key="brightpeak_solar/roof_survey/surveyor",
    ),
    # subspan: a phone number from an e-mail signature; the key carries "duty line", so nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nAnita Shah\nBookings Team, SignBridge Interpreting (BSL/English)\n"
        "Our duty line is 020 7946 0815 (staffed 24/7)\nwww.signbridge.example.co.uk",
        "020 7946 0815",
        evidence="Our duty line is 020 7946 0815",
        key="signbridge_interpreting/duty_line/phone",
    ),
    # subspan: a car-rental reservation code from a confirmation e-mail; the sentence only names the relation.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for booking with Coastline Car Rental! Your reservation number is K7R-55031-US. "
        "Pick-up: Portland Airport (PDX), 9 Aug, 14:00.",
        "K7R-55031-US",
        evidence="Your reservation number is K7R-55031-US.",
        key="coastline_car_rental/user/reservation_number",
    ),
    # filler: a beekeeping voice note; only the hesitations and "like"/"you know" are dropped.
    _r(
        "en",
        "filler",
        True,
        "[voice note 0:41] So, um, the association's, like, monthly meeting is moving to the village hall, you "
        "know, starting in March. Bring your own mugs apparently.",
        "the association's monthly meeting is moving to the village hall starting in March",
        evidence="So, um, the association's, like, monthly meeting is moving to the village hall, you know, "
        "starting in March.",
    ),
    # filler: a laundromat voice note; "Uh, yeah, so" and "um" are empty, the claim keeps "only" and "now".
    _r(
        "en",
        "filler",
        True,
        "Uh, yeah, so the big dryers at Suds Corner take, um, quarters only now. The card reader's been "
        "broken since Tuesday.",
        "the big dryers at Suds Corner take quarters only now",
        evidence="Uh, yeah, so the big dryers at Suds Corner take, um, quarters only now.",
    ),
    # filler: a parent's voice note to a tutoring agency; "Okay so basically, er," is filler.
    _r(
        "en",
        "filler",
        True,
        "Okay so basically, er, Jamie's maths tutor is switching to Thursday evenings, so can you move the "
        "invoice date too?",
        "Jamie's maths tutor is switching to Thursday evenings",
        evidence="Okay so basically, er, Jamie's maths tutor is switching to Thursday evenings",
        key="jamie/maths_tutor/schedule",
    ),
    # speaker: Zep-style restatement with the speaker's name and the agreeing verb (pick up -> picks up).
    _r(
        "en",
        "speaker",
        True,
        "hey, can you send the reminder a day earlier? I pick up prescriptions at the Boots on Castle Street "
        "after work 💊🙏",
        "Nadia picks up prescriptions at the Boots on Castle Street after work",
        evidence="I pick up prescriptions at the Boots on Castle Street after work",
        speaker="Nadia",
    ),
    # speaker: mem0's "User" for the user's own first-person sign-up; tense (past) and "yesterday" are kept.
    _r(
        "en",
        "speaker",
        True,
        "omg i signed up for the Lakeside Half Marathon yesterday 🏃‍♀️😬 someone please talk me out of it",
        "User signed up for the Lakeside Half Marathon yesterday",
        evidence="i signed up for the Lakeside Half Marathon yesterday",
        speaker="user",
    ),
    # speaker: subject dropped for the speaker, verb inflected (work -> Works); every restriction kept.
    _r(
        "en",
        "speaker",
        True,
        "Rosa: I work weekend shifts at the Spin City laundromat on Fourth Avenue, so Saturday mornings are out.",
        "Works weekend shifts at the Spin City laundromat on Fourth Avenue",
        evidence="I work weekend shifts at the Spin City laundromat on Fourth Avenue",
        speaker="Rosa",
        key="rosa/job",
    ),
    # verbatim: a whole clause of a botanical garden's notice, its time frame included.
    _r(
        "en",
        "verbatim",
        True,
        "Winter opening: The glasshouses close at 4pm from November to February. The café stays open until 4:30pm.",
        "The glasshouses close at 4pm from November to February.",
        evidence="The glasshouses close at 4pm from November to February.",
    ),
    # verbatim: the return line of a car-rental support ticket copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket 88213 - fuel charge dispute\nCustomer notes: The car was returned with a full tank at 9:15 on 2 March. "
        "I was still charged a $45 refuelling fee.",
        "The car was returned with a full tank at 9:15 on 2 March.",
        evidence="The car was returned with a full tank at 9:15 on 2 March.",
    ),
    # coordination: the second conjunct kept with the shared subject "We"; the first conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Job summary: We installed 12 panels on the south roof and fitted a 5 kWh battery in the garage. "
        "Commissioning certificate to follow.",
        "We fitted a 5 kWh battery in the garage",
        evidence="We installed 12 panels on the south roof and fitted a 5 kWh battery in the garage.",
    ),
    # coordination: "Ollie ... and put in an offer on Friday" — the shared subject keeps the second conjunct.
    _r(
        "en",
        "coordination",
        True,
        "Update from the branch: Ollie viewed the flat on Tuesday and put in an offer on Friday. Vendor's "
        "solicitor has been informed.",
        "Ollie put in an offer on Friday",
        evidence="Ollie viewed the flat on Tuesday and put in an offer on Friday.",
    ),
    # parenthetical: the bracketed seat location is non-restrictive; the hold time stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Dear patron, your seats (Row F, stalls) are held until 7pm on the night. Unclaimed seats are released "
        "for resale.",
        "your seats are held until 7pm on the night",
        evidence="your seats (Row F, stalls) are held until 7pm on the night.",
    ),
    # parenthetical: a descriptive aside about the extractor is dropped; the price and period stay.
    _r(
        "en",
        "parenthetical",
        True,
        "Minutes, Downs Beekeepers, 4 May: The association's honey extractor (the stainless four-frame one) can "
        "be borrowed for £5 a weekend. Bookings via the secretary.",
        "The association's honey extractor can be borrowed for £5 a weekend.",
        evidence="The association's honey extractor (the stainless four-frame one) can be borrowed for £5 a weekend.",
    ),
    # list_item: one prize of three, with the list's head ("Prizes include") kept.
    _r(
        "en",
        "list_item",
        True,
        "📣 HackTheHarbor prizes include a Raspberry Pi kit, £500 in cloud credits, and a mentoring session with "
        "the judges! Submissions close Sunday 18:00.",
        "Prizes include £500 in cloud credits",
        evidence="prizes include a Raspberry Pi kit, £500 in cloud credits, and a mentoring session with the judges!",
    ),
    # list_item: one subject of a tutoring agency's list, head "We cover" kept.
    _r(
        "en",
        "list_item",
        True,
        "Thanks for your enquiry. We cover GCSE maths, A-level chemistry, and 11+ verbal reasoning. Our tutors "
        "are all DBS-checked.",
        "We cover A-level chemistry",
        evidence="We cover GCSE maths, A-level chemistry, and 11+ verbal reasoning.",
        key="brightminds_tutoring/subjects",
    ),
    # --- negative ---
    # restriction_drop: "on short leads" restricts which dogs are welcome; the value drops it.
    _r(
        "en",
        "restriction_drop",
        False,
        "Visitor information: Dogs on short leads are welcome in the arboretum. Please keep them off the lawns.",
        "Dogs are welcome in the arboretum",
        evidence="Dogs on short leads are welcome in the arboretum.",
    ),
    # restriction_drop: "under 25" restricts which additional drivers pay; dropping it widens the claim.
    _r(
        "en",
        "restriction_drop",
        False,
        "Rental terms: Additional drivers under 25 pay a surcharge of $15 per day. Drivers must hold a full licence.",
        "Additional drivers pay a surcharge of $15 per day",
        evidence="Additional drivers under 25 pay a surcharge of $15 per day.",
    ),
    # restriction_drop: the phone number is only for out-of-hours refills; the key does not carry that.
    _r(
        "en",
        "restriction_drop",
        False,
        "Greenway Pharmacy, 1210 Elm St. Open Mon-Sat 8-8. For out-of-hours refills, call 0345 600 1234.",
        "0345 600 1234",
        evidence="For out-of-hours refills, call 0345 600 1234.",
        key="greenway_pharmacy/phone",
    ),
    # wrong_speaker: Sam (the tutor) says "I'm free"; the value binds it to Claire, the parent.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Claire: could we move Leo's session this week? 😅\nSam: Sure — I'm free on Wednesdays after 5, just let me "
        "know which week works.",
        "Claire is free on Wednesdays after 5",
        evidence="I'm free on Wednesdays after 5",
        speaker="Sam",
    ),
    # wrong_speaker: it is the user's brother who runs the full marathon, not the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My brother is doing the full marathon; I'm just doing the 10K 😅",
        "User is doing the full marathon",
        evidence="My brother is doing the full marathon",
        speaker="user",
    ),
    # number: the flat has two double bedrooms, the value says three (the box room counted in).
    _r(
        "en",
        "number",
        False,
        "Property notes: The flat has two double bedrooms and a box room. Gas central heating, EPC rating C.",
        "The flat has three double bedrooms",
        evidence="The flat has two double bedrooms and a box room.",
    ),
    # number: the service wash is 8 kg for $14; the value says 10 kg.
    _r(
        "en",
        "number",
        False,
        "SPIN CITY LAUNDROMAT\nService wash: 8 kg for $14\nSoap included\nPaid: VISA ****2231",
        "Service wash: 10 kg for $14",
        evidence="Service wash: 8 kg for $14",
    ),
    # attribution: the agent's report is stated as a fact about the vendor.
    _r(
        "en",
        "attribution",
        False,
        "Quick heads-up before Saturday: the agent said the vendor has already accepted an offer, but we can still "
        "view it.",
        "The vendor has already accepted an offer",
        evidence="the agent said the vendor has already accepted an offer",
    ),
    # attribution: "According to Derek" drops, making his hearsay the association's fact.
    _r(
        "en",
        "attribution",
        False,
        "AOB: According to Derek, the hives at the allotment site have varroa. Treatment to be discussed in June.",
        "The hives at the allotment site have varroa",
        evidence="According to Derek, the hives at the allotment site have varroa.",
    ),
    # negation: "don't stock" becomes "stock".
    _r(
        "en",
        "negation",
        False,
        "Hi Mr Lewis, sorry, we don't stock the 50mg tablets at this branch. We can order them in for Thursday.",
        "We stock the 50mg tablets at this branch",
        evidence="we don't stock the 50mg tablets at this branch.",
    ),
    # negation: "does not include" restated as "includes".
    _r(
        "en",
        "negation",
        False,
        "Your booking does not include collision damage waiver. You can add it at the counter for $19.99/day.",
        "The booking includes collision damage waiver",
        evidence="Your booking does not include collision damage waiver.",
    ),
    # condition: the full refund only holds if the performance is cancelled.
    _r(
        "en",
        "condition",
        False,
        "If the performance is cancelled, we'll refund your tickets in full. Exchanges are otherwise not possible.",
        "we'll refund your tickets in full",
        evidence="If the performance is cancelled, we'll refund your tickets in full.",
    ),
    # condition: "unless they're in the final round" is an exception the value drops.
    _r(
        "en",
        "condition",
        False,
        "Rules recap from the kickoff meeting: teams can present remotely unless they're in the final round.",
        "teams can present remotely",
        evidence="teams can present remotely unless they're in the final round.",
    ),
    # scope: "Some of" limits which displays are closed; the value makes it all of them.
    _r(
        "en",
        "scope",
        False,
        "Some of the orchid house's displays are closed for repair this week. The tropical glasshouse is unaffected.",
        "The orchid house's displays are closed for repair this week",
        evidence="Some of the orchid house's displays are closed for repair this week.",
    ),
    # stitch: the bag-drop subject joined to the race-start time from the next sentence.
    _r(
        "en",
        "stitch",
        False,
        "Race day SMS: Bag drop closes at 8:15. The race starts at 9:00. Good luck!",
        "Bag drop closes at 9:00",
        evidence="Bag drop closes at 8:15. The race starts at 9:00.",
    ),
    # tense: "used to interpret" is past habit; the value makes it present.
    _r(
        "en",
        "tense",
        False,
        "Re: availability. I used to interpret for the regional NHS trust, so I know the outpatient clinics well.",
        "Marcus Bell interprets for the regional NHS trust",
        evidence="I used to interpret for the regional NHS trust",
        speaker="Marcus Bell",
    ),
    # evidence: the quoted sentence about insurance is not in the installer's e-mail.
    _r(
        "en",
        "evidence",
        False,
        "BrightPeak Solar — why us? Our installers are MCS certified. Every quote is free and comes with a shading "
        "report.",
        "Our installers are insured for £5 million",
        evidence="Our installers are MCS certified and insured for £5 million.",
    ),
    # parenthetical_restrictive: "(for customers with an active wash)" restricts who gets Wi-Fi.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "House rules: Free Wi-Fi (for customers with an active wash) is available. No dyeing in the machines.",
        "Free Wi-Fi is available",
        evidence="Free Wi-Fi (for customers with an active wash) is available.",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número de receta solo, de un SMS de farmacia; "Su receta nº" es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Farmacia Central: Su receta nº RX-20931 (omeprazol 20 mg) está lista para recoger. Horario: 9:00-21:00.",
        "RX-20931",
        evidence="Su receta nº RX-20931",
        key="farmacia_central/user/rx_number",
    ),
    # subspan: the organiser's e-mail from a signature; "Correo:" is what the key's relation names.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Fernández\nCoordinadora de equipos, HackMadrid 2027\n"
        "Correo: lucia.fernandez@hackmadrid.es · Tel.: +34 612 345 678",
        "lucia.fernandez@hackmadrid.es",
        evidence="Correo: lucia.fernandez@hackmadrid.es",
        key="hackmadrid/lucia_fernandez/email",
    ),
    # subspan: la fecha y hora de una visita de una invitación de calendario; "Cuándo:" es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Visita: Calle Alcalá 214, 3º B\nCuándo: jueves 17 de junio de 2027, 18:00-18:30\n"
        "Agente: Sergio Paredes (Inmobiliaria Retiro)\nNotas: el portero tiene la llave.",
        "jueves 17 de junio de 2027, 18:00-18:30",
        evidence="Cuándo: jueves 17 de junio de 2027, 18:00-18:30",
        key="alcala_214_3b/visita/fecha",
    ),
    # subspan: el dorsal solo, de la salida JSON de la herramienta de inscripciones.
    _r(
        "es",
        "subspan",
        True,
        '{"carrera": "Maratón de Valencia 2027", "corredor": "M. Gil", "dorsal": "V-23817", "cajon": 4, '
        '"estado": "confirmado"}',
        "V-23817",
        evidence='"dorsal": "V-23817"',
        key="maraton_valencia_2027/user/dorsal",
    ),
    # subspan: el importe con su moneda, de un recibo de taquilla; "Importe total" es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "TEATRO LOPE DE VEGA - TAQUILLA\nLocalizador: TQ-88K1Z\n2 entradas platea fila 7\n"
        "Gastos de gestión: 2,00 €\nImporte total: 54,00 €\nPago con tarjeta",
        "54,00 €",
        evidence="Importe total: 54,00 €",
        key="teatro_lope/localizador_tq88k1z/importe_total",
    ),
    # subspan: el nombre del técnico solo; "Nuestro técnico" es la relación que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Hola Javier, gracias por confiar en Solaria Instalaciones. Nuestro técnico, Andrés Molina, hará la "
        "visita de inspección del tejado el lunes por la mañana.",
        "Andrés Molina",
        evidence="Nuestro técnico, Andrés Molina",
        key="solaria_instalaciones/visita_inspeccion/tecnico",
    ),
    # subspan: el teléfono de urgencias; la clave lleva "urgencias", así que nada lo restringe.
    _r(
        "es",
        "subspan",
        True,
        "Servicio Signa de Intérpretes de LSE. El teléfono de urgencias del servicio es el 900 123 456. Para "
        "citas ordinarias, use el formulario web.",
        "900 123 456",
        evidence="El teléfono de urgencias del servicio es el 900 123 456.",
        key="signa_interpretes/urgencias/telefono",
    ),
    # subspan: la URL de gestión de la reserva de alquiler de coches, tomada entera.
    _r(
        "es",
        "subspan",
        True,
        "¡Gracias por reservar con RentaCar Sol! Puede gestionar su reserva en "
        "https://www.rentacar-sol.es/mi-reserva?id=MAD55031 con su correo electrónico.",
        "https://www.rentacar-sol.es/mi-reserva?id=MAD55031",
        evidence="Puede gestionar su reserva en https://www.rentacar-sol.es/mi-reserva?id=MAD55031",
        key="rentacar_sol/reserva/url_gestion",
    ),
    # filler: nota de voz sobre apicultores; "Pues, eh" y "o sea" son relleno, "de cada mes" se mantiene.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz 0:32] Pues, eh, la reunión de la asociación de apicultores es, o sea, el segundo sábado de "
        "cada mes. Trae el velo si vienes a ver las colmenas.",
        "la reunión de la asociación de apicultores es el segundo sábado de cada mes",
        evidence="Pues, eh, la reunión de la asociación de apicultores es, o sea, el segundo sábado de cada mes.",
    ),
    # filler: nota de voz sobre la lavandería; "Bueno, mira" y "este" son muletillas.
    _r(
        "es",
        "filler",
        True,
        "Bueno, mira, la lavandería de la esquina cierra, este, a las diez de la noche, así que no llegues tarde.",
        "la lavandería de la esquina cierra a las diez de la noche",
        evidence="Bueno, mira, la lavandería de la esquina cierra, este, a las diez de la noche",
    ),
    # filler: una madre a la academia; "Eh, vale, pues" y el segundo "eh" se quitan.
    _r(
        "es",
        "filler",
        True,
        "Eh, vale, pues la academia nos ha asignado, eh, una profesora nueva de inglés para Hugo. Ya os diré qué tal.",
        "la academia nos ha asignado una profesora nueva de inglés para Hugo",
        evidence="Eh, vale, pues la academia nos ha asignado, eh, una profesora nueva de inglés para Hugo.",
    ),
    # speaker: "Yo recojo" reexpresado con el nombre de la hablante y la concordancia (recojo -> recoge).
    _r(
        "es",
        "speaker",
        True,
        "oye, ¿me podéis avisar un día antes? Yo recojo la medicación en la farmacia de la plaza Mayor 💊🙏",
        "Carmen recoge la medicación en la farmacia de la plaza Mayor",
        evidence="Yo recojo la medicación en la farmacia de la plaza Mayor",
        speaker="Carmen",
    ),
    # speaker: el "Usuario" de mem0 para la inscripción en primera persona; pretérito y "ayer" se mantienen.
    _r(
        "es",
        "speaker",
        True,
        "me inscribí en la Media Maratón de Sevilla ayer 🏃‍♂️🔥 a ver si llego vivo jajaja",
        "Usuario se inscribió en la Media Maratón de Sevilla ayer",
        evidence="me inscribí en la Media Maratón de Sevilla ayer",
        speaker="user",
    ),
    # speaker: sujeto omitido para el hablante, verbo en tercera persona (trabajo -> Trabaja).
    _r(
        "es",
        "speaker",
        True,
        "Rafael: Trabajo los fines de semana en el jardín botánico de la universidad, así que los sábados no puedo.",
        "Trabaja los fines de semana en el jardín botánico de la universidad",
        evidence="Trabajo los fines de semana en el jardín botánico de la universidad",
        speaker="Rafael",
        key="rafael/trabajo",
    ),
    # verbatim: la línea de devolución de una incidencia de alquiler de coches, copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia 4471 - cargo de combustible\nComentario del cliente: El vehículo se entregó con el depósito "
        "lleno el 3 de marzo a las 9:15. Aun así me cobraron 40 € de repostaje.",
        "El vehículo se entregó con el depósito lleno el 3 de marzo a las 9:15.",
        evidence="El vehículo se entregó con el depósito lleno el 3 de marzo a las 9:15.",
    ),
    # verbatim: una frase entera del correo de taquilla.
    _r(
        "es",
        "verbatim",
        True,
        "Estimado espectador: las puertas de la sala se abren media hora antes de la función. No se permite el "
        "acceso una vez iniciada.",
        "las puertas de la sala se abren media hora antes de la función",
        evidence="las puertas de la sala se abren media hora antes de la función.",
    ),
    # coordination: se conserva el segundo miembro con el sujeto común; el primero se quita entero.
    _r(
        "es",
        "coordination",
        True,
        "Parte de trabajo: Instalamos diez paneles en el tejado y conectamos el inversor al cuadro eléctrico. "
        "Queda pendiente el boletín.",
        "Conectamos el inversor al cuadro eléctrico",
        evidence="Instalamos diez paneles en el tejado y conectamos el inversor al cuadro eléctrico.",
    ),
    # coordination: "Marta visitó ... y presentó una oferta el viernes" — sujeto compartido.
    _r(
        "es",
        "coordination",
        True,
        "Novedades de la oficina: Marta visitó el piso el martes y presentó una oferta el viernes. El propietario "
        "contestará el lunes.",
        "Marta presentó una oferta el viernes",
        evidence="Marta visitó el piso el martes y presentó una oferta el viernes.",
    ),
    # parenthetical: el paréntesis sobre la retransmisión no restringe; fecha y hora se mantienen.
    _r(
        "es",
        "parenthetical",
        True,
        "📢 Recordatorio: la final (retransmitida en directo por Twitch) será el domingo a las 17:00. ¡Traed "
        "las demos listas!",
        "la final será el domingo a las 17:00",
        evidence="la final (retransmitida en directo por Twitch) será el domingo a las 17:00.",
    ),
    # parenthetical: la relativa explicativa entre comas se quita; precio y periodo se mantienen.
    _r(
        "es",
        "parenthetical",
        True,
        "Acta de la asamblea, 4 de mayo: El extractor de miel de la asociación, que es de acero inoxidable, se "
        "presta por 5 € el fin de semana. Las reservas, con la secretaria.",
        "El extractor de miel de la asociación se presta por 5 € el fin de semana.",
        evidence="El extractor de miel de la asociación, que es de acero inoxidable, se presta por 5 € el fin de "
        "semana.",
    ),
    # list_item: una asignatura de la lista, con la cabeza "Ofrecemos clases de" y "para ESO".
    _r(
        "es",
        "list_item",
        True,
        "Gracias por su consulta. Ofrecemos clases de matemáticas, física, química y lengua para ESO. Todos "
        "nuestros profesores son titulados.",
        "Ofrecemos clases de química para ESO",
        evidence="Ofrecemos clases de matemáticas, física, química y lengua para ESO.",
        key="academia_prisma/asignaturas",
    ),
    # list_item: un espacio de la lista que incluye la entrada.
    _r(
        "es",
        "list_item",
        True,
        "Tarifas 2027: la entrada general cuesta 6 €. La entrada incluye el invernadero tropical, el jardín de "
        "cactus y la rosaleda.",
        "La entrada incluye la rosaleda",
        evidence="La entrada incluye el invernadero tropical, el jardín de cactus y la rosaleda.",
    ),
    # --- negative ---
    # restriction_drop: "con correa corta" restringe qué perros pueden entrar.
    _r(
        "es",
        "restriction_drop",
        False,
        "Normas del jardín: Los perros con correa corta pueden entrar en el arboreto. No está permitido soltarlos.",
        "Los perros pueden entrar en el arboreto",
        evidence="Los perros con correa corta pueden entrar en el arboreto.",
    ),
    # restriction_drop: "menores de 25 años" restringe quién paga el suplemento.
    _r(
        "es",
        "restriction_drop",
        False,
        "Condiciones: Los conductores menores de 25 años pagan un suplemento de 12 € al día. Se exige carné con "
        "un año de antigüedad.",
        "Los conductores pagan un suplemento de 12 € al día",
        evidence="Los conductores menores de 25 años pagan un suplemento de 12 € al día.",
    ),
    # restriction_drop: el teléfono es solo para recetas fuera de horario; la clave no lo dice.
    _r(
        "es",
        "restriction_drop",
        False,
        "Farmacia Central, Gran Vía 12. Abierto de lunes a sábado. Para recetas fuera de horario, llame al "
        "910 555 012.",
        "910 555 012",
        evidence="Para recetas fuera de horario, llame al 910 555 012.",
        key="farmacia_central/telefono",
    ),
    # wrong_speaker: quien trabaja en la lavandería es la hermana del usuario, no el usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        "mi hermana trabaja en la lavandería de la calle Sol, me hace descuento 😂",
        "Usuario trabaja en la lavandería de la calle Sol",
        evidence="mi hermana trabaja en la lavandería de la calle Sol",
        speaker="user",
    ),
    # wrong_speaker: Javier (el profesor) tiene libres los miércoles; el valor se lo atribuye a Laura.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Laura: ¿podemos cambiar la clase de Hugo? 🙏\nJavier: Claro, tengo libres los miércoles por la tarde 👍",
        "Laura tiene libres los miércoles por la tarde",
        evidence="tengo libres los miércoles por la tarde",
        speaker="Javier",
    ),
    # number: dos dormitorios dobles pasan a ser tres.
    _r(
        "es",
        "number",
        False,
        "Ficha del inmueble: El piso tiene dos dormitorios dobles y un estudio. Calefacción central, ascensor.",
        "El piso tiene tres dormitorios dobles",
        evidence="El piso tiene dos dormitorios dobles y un estudio.",
    ),
    # number: la inscripción cuesta 45 €, el valor dice 55 €.
    _r(
        "es",
        "number",
        False,
        "Inscripciones abiertas 🎉 La inscripción cuesta 45 € e incluye camiseta técnica y medalla de finisher.",
        "La inscripción cuesta 55 €",
        evidence="La inscripción cuesta 45 € e incluye camiseta técnica y medalla de finisher.",
    ),
    # attribution: lo que dice el agente se guarda como hecho sobre el propietario.
    _r(
        "es",
        "attribution",
        False,
        "Antes de la visita del sábado: según el agente, el propietario ya ha aceptado una oferta, pero podemos "
        "verlo igual.",
        "El propietario ya ha aceptado una oferta",
        evidence="según el agente, el propietario ya ha aceptado una oferta",
    ),
    # attribution: "Tomás dice que" desaparece y su rumor pasa a ser un hecho.
    _r(
        "es",
        "attribution",
        False,
        "Ruegos y preguntas: Tomás dice que las colmenas del huerto tienen varroa. Se tratará en junio.",
        "las colmenas del huerto tienen varroa",
        evidence="Tomás dice que las colmenas del huerto tienen varroa.",
    ),
    # negation: "No tenemos existencias" pasa a "Tenemos existencias".
    _r(
        "es",
        "negation",
        False,
        "Hola, Sr. López: No tenemos existencias de la presentación de 50 mg en esta farmacia. Podemos pedirla "
        "para el jueves.",
        "Tenemos existencias de la presentación de 50 mg en esta farmacia",
        evidence="No tenemos existencias de la presentación de 50 mg en esta farmacia.",
    ),
    # negation: "no incluye" se reescribe como "incluye".
    _r(
        "es",
        "negation",
        False,
        "Resumen de su reserva: La reserva no incluye el seguro a todo riesgo. Puede contratarlo en el mostrador.",
        "La reserva incluye el seguro a todo riesgo",
        evidence="La reserva no incluye el seguro a todo riesgo.",
    ),
    # condition: la devolución íntegra depende de que se cancele la función.
    _r(
        "es",
        "condition",
        False,
        "Si se cancela la función, le devolveremos el importe íntegro. En ningún otro caso se admiten cambios.",
        "le devolveremos el importe íntegro",
        evidence="Si se cancela la función, le devolveremos el importe íntegro.",
    ),
    # condition: "salvo en la ronda final" es una excepción que el valor elimina.
    _r(
        "es",
        "condition",
        False,
        "Acta de la reunión de arranque: los equipos pueden presentar en remoto salvo en la ronda final.",
        "los equipos pueden presentar en remoto",
        evidence="los equipos pueden presentar en remoto salvo en la ronda final.",
    ),
    # scope: "Solo" restringe qué zona abre antes de las 10; el valor lo quita.
    _r(
        "es",
        "scope",
        False,
        "Horario de verano: Solo la rosaleda abre antes de las 10:00. El resto del jardín abre a las 10:00.",
        "La rosaleda abre antes de las 10:00",
        evidence="Solo la rosaleda abre antes de las 10:00.",
    ),
    # stitch: el sujeto de una frase se une al predicado de la siguiente.
    _r(
        "es",
        "stitch",
        False,
        "Tarifas: Las secadoras grandes cuestan 2 €. Las lavadoras pequeñas aceptan tarjeta.",
        "Las secadoras grandes aceptan tarjeta",
        evidence="Las secadoras grandes cuestan 2 €. Las lavadoras pequeñas aceptan tarjeta.",
    ),
    # tense: "Antes trabajaba" es pasado; el valor lo pone en presente.
    _r(
        "es",
        "tense",
        False,
        "Sobre mi experiencia: antes trabajaba para el servicio de intérpretes del hospital, por eso conozco las "
        "consultas externas.",
        "Irene trabaja para el servicio de intérpretes del hospital",
        evidence="antes trabajaba para el servicio de intérpretes del hospital",
        speaker="Irene",
    ),
    # evidence: la frase citada sobre el seguro no está en el correo del instalador.
    _r(
        "es",
        "evidence",
        False,
        "¿Por qué Solaria? Nuestros instaladores tienen la certificación oficial. El presupuesto es gratuito.",
        "Los instaladores tienen un seguro de responsabilidad civil de 3 millones",
        evidence="Nuestros instaladores tienen un seguro de responsabilidad civil de 3 millones.",
    ),
    # parenthetical_restrictive: "(solo para alumnos nuevos)" restringe quién tiene la clase gratis.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Información: Las clases de prueba (solo para alumnos nuevos) son gratuitas. Reserve por WhatsApp.",
        "Las clases de prueba son gratuitas",
        evidence="Las clases de prueba (solo para alumnos nuevos) son gratuitas.",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 续配单号单独成值；"处方续配单号"正是键的关系所指。
    _r(
        "zh",
        "subspan",
        True,
        "【康泰大药房】您的处方续配单号RX83021已备好，请于12月14日前到中山路店取药。退订回T",
        "RX83021",
        evidence="您的处方续配单号RX83021",
        key="康泰大药房/续配/单号",
    ),
    # subspan: the organiser's e-mail from a signature block; "邮箱：" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "王思远｜HackShanghai 2027 组委会\n邮箱：siyuan.wang@hackshanghai.cn\n电话：138 1234 5678",
        "siyuan.wang@hackshanghai.cn",
        evidence="邮箱：siyuan.wang@hackshanghai.cn",
        key="hackshanghai/wang_siyuan/email",
    ),
    # subspan: 日历邀请里的看房时间整体作为值；"时间："是键所指的关系。
    _r(
        "zh",
        "subspan",
        True,
        "看房：浦东新区锦绣路88弄6号1202室\n时间：2027年6月19日（周六）下午3:00-3:30\n经纪人：周凯（安居地产）\n"
        "备注：请提前十分钟到小区门口。",
        "2027年6月19日（周六）下午3:00-3:30",
        evidence="时间：2027年6月19日（周六）下午3:00-3:30",
        key="锦绣路88弄6号1202/看房/时间",
    ),
    # subspan: 报名系统 JSON 输出中的参赛号，字段名即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        '{"赛事": "2027杭州马拉松", "选手": "林晓", "参赛号": "H-30571", "起跑区": "B", "状态": "已确认"}',
        "H-30571",
        evidence='"参赛号": "H-30571"',
        key="杭州马拉松2027/用户/参赛号",
    ),
    # subspan: 票房收据上的实付金额连同币种；"实付金额"是键所指。
    _r(
        "zh",
        "subspan",
        True,
        "城市大剧院票房\n订单号：DJY-20931\n《雷雨》池座 2张 × ¥180.00\n实付金额：¥360.00\n支付方式：微信支付",
        "¥360.00",
        evidence="实付金额：¥360.00",
        key="城市大剧院票房/订单DJY-20931/实付金额",
    ),
    # subspan: 人名单独成值；"我们的勘察工程师"正是键（勘察工程师）的关系。
    _r(
        "zh",
        "subspan",
        True,
        "张先生您好，感谢选择阳光能源。我们的勘察工程师李建国会在3号上门查看屋顶朝向和配电箱。",
        "李建国",
        evidence="我们的勘察工程师李建国",
        key="阳光能源/屋顶勘察/工程师",
    ),
    # subspan: 紧急预约热线号码整体成值；键带着"紧急预约"，没有被限制。
    _r(
        "zh",
        "subspan",
        True,
        "手语翻译服务中心提示：紧急预约热线是400-820-1234，普通预约请使用小程序。",
        "400-820-1234",
        evidence="紧急预约热线是400-820-1234",
        key="手语翻译服务中心/紧急预约/热线",
    ),
    # subspan: 工单里的 App 版本号单独成值；"版本号"是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "工单 #5521\n机构：优学辅导\n问题：家长端App 版本号 6.8.2，登录后一直白屏，已重装两次。",
        "6.8.2",
        evidence="家长端App 版本号 6.8.2",
        key="优学辅导/家长端app/版本号",
    ),
    # filler: 养蜂协会语音留言，去掉"嗯""那个""就是"，其余照录。
    _r(
        "zh",
        "filler",
        True,
        "[语音 0:28] 嗯，那个，我们养蜂协会的月会，就是，改到每个月第二个周六了。记得带防护帽。",
        "我们养蜂协会的月会改到每个月第二个周六了",
        evidence="嗯，那个，我们养蜂协会的月会，就是，改到每个月第二个周六了。",
    ),
    # filler: 洗衣店语音，"呃，然后就是"是口头语。
    _r(
        "zh",
        "filler",
        True,
        "呃，然后就是，楼下那家自助洗衣店晚上十点关门，你别去太晚。",
        "楼下那家自助洗衣店晚上十点关门",
        evidence="呃，然后就是，楼下那家自助洗衣店晚上十点关门",
    ),
    # filler: 家长给辅导机构的语音，"那个……就是说"是填充词。
    _r(
        "zh",
        "filler",
        True,
        "那个……就是说，孩子的数学老师换成周四晚上上课了，发票日期也麻烦改一下。",
        "孩子的数学老师换成周四晚上上课了",
        evidence="那个……就是说，孩子的数学老师换成周四晚上上课了",
        key="孩子/数学老师/上课时间",
    ),
    # speaker: "我"换成说话人陈静的名字，其余不变。
    _r(
        "zh",
        "speaker",
        True,
        "能不能提前一天提醒我？我在人民路那家药店取药💊🙏",
        "陈静在人民路那家药店取药",
        evidence="我在人民路那家药店取药",
        speaker="陈静",
    ),
    # speaker: mem0 的"用户"替代说话人自己的"我"，"昨天"与完成体"了"都保留。
    _r(
        "zh",
        "speaker",
        True,
        "我昨天报名了苏州半程马拉松🏃 有点慌哈哈",
        "用户昨天报名了苏州半程马拉松",
        evidence="我昨天报名了苏州半程马拉松",
        speaker="user",
    ),
    # speaker: 省略说话人主语（我周末在… → 周末在…），内容不变。
    _r(
        "zh",
        "speaker",
        True,
        "刘洋：我周末在植物园的温室做志愿讲解，所以周六上午不行。",
        "周末在植物园的温室做志愿讲解",
        evidence="我周末在植物园的温室做志愿讲解",
        speaker="刘洋",
        key="刘洋/志愿活动",
    ),
    # verbatim: 租车工单里的还车记录整句照录。
    _r(
        "zh",
        "verbatim",
        True,
        "工单 88213｜燃油费争议\n客户描述：车辆已于3月2日上午9:15满油归还。但仍被扣了300元加油服务费。",
        "车辆已于3月2日上午9:15满油归还。",
        evidence="车辆已于3月2日上午9:15满油归还。",
    ),
    # verbatim: 植物园冬季开放通知中的一整句，时间范围保留。
    _r(
        "zh",
        "verbatim",
        True,
        "冬季开放提示：温室从11月到次年2月下午四点闭馆。咖啡厅营业至四点半。",
        "温室从11月到次年2月下午四点闭馆",
        evidence="温室从11月到次年2月下午四点闭馆。",
    ),
    # coordination: 保留共享主语"我们"的第二个并列谓语，第一个整体删去。
    _r(
        "zh",
        "coordination",
        True,
        "施工小结：我们拆除了旧的太阳能热水器，并在车库里装了一台储能电池。并网验收另行通知。",
        "我们在车库里装了一台储能电池",
        evidence="我们拆除了旧的太阳能热水器，并在车库里装了一台储能电池。",
    ),
    # coordination: "小周周二看了房，周五就交了定金"，主语共享，保留后一分句。
    _r(
        "zh",
        "coordination",
        True,
        "门店进展：小周周二看了房，周五就交了定金。房东律师已知悉。",
        "小周周五就交了定金",
        evidence="小周周二看了房，周五就交了定金。",
    ),
    # parenthetical: 括号里的座位位置不构成限制，保留时间。
    _r(
        "zh",
        "parenthetical",
        True,
        "尊敬的观众：您的座位（池座F排）将保留到演出当晚7点，逾时未取将重新出售。",
        "您的座位将保留到演出当晚7点",
        evidence="您的座位（池座F排）将保留到演出当晚7点",
    ),
    # parenthetical: 括号说明直播平台，非限制性；日期时间保留。
    _r(
        "zh",
        "parenthetical",
        True,
        "📢 提醒：决赛（全程在B站直播）定于周日下午五点举行，请提前准备好演示。",
        "决赛定于周日下午五点举行",
        evidence="决赛（全程在B站直播）定于周日下午五点举行",
    ),
    # list_item: 列表中的一科，共享的"初中"和"辅导"保留。
    _r(
        "zh",
        "list_item",
        True,
        "感谢咨询。我们提供初中数学、物理、化学和英语辅导，老师均有教师资格证。",
        "我们提供初中化学辅导",
        evidence="我们提供初中数学、物理、化学和英语辅导",
        key="优学辅导/科目",
    ),
    # list_item: 门票所含场馆之一，"门票包含"保留。
    _r(
        "zh",
        "list_item",
        True,
        "2027年票价：成人40元。门票包含热带温室、多肉馆和玫瑰园。",
        "门票包含玫瑰园",
        evidence="门票包含热带温室、多肉馆和玫瑰园。",
    ),
    # --- negative ---
    # restriction_drop: "系短牵引绳的"限定哪些狗可以进入。
    _r(
        "zh",
        "restriction_drop",
        False,
        "游园须知：系短牵引绳的狗可以进入树木园。请勿让宠物进入草坪。",
        "狗可以进入树木园",
        evidence="系短牵引绳的狗可以进入树木园。",
    ),
    # restriction_drop: "25岁以下的"限定谁要加收费用。
    _r(
        "zh",
        "restriction_drop",
        False,
        "租车条款：25岁以下的附加驾驶人每天加收100元。驾龄须满一年。",
        "附加驾驶人每天加收100元",
        evidence="25岁以下的附加驾驶人每天加收100元。",
    ),
    # restriction_drop: 电话只用于非营业时间续配，键里没有这个限定。
    _r(
        "zh",
        "restriction_drop",
        False,
        "康泰大药房中山路店，营业时间8:00-22:00。非营业时间续配处方请拨打0571-8765 4321。",
        "0571-8765 4321",
        evidence="非营业时间续配处方请拨打0571-8765 4321。",
        key="康泰大药房/电话",
    ),
    # wrong_speaker: 报全程的是用户的哥哥，不是用户。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我哥哥报了全程马拉松，我只跑十公里😅",
        "用户报了全程马拉松",
        evidence="我哥哥报了全程马拉松",
        speaker="user",
    ),
    # wrong_speaker: 有庭审翻译的是说话人赵老师，值却绑到了孙女士身上。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "孙女士：请问明天能安排翻译吗？\n赵老师：我明天上午在市中级法院有一场庭审翻译，下午可以。",
        "孙女士明天上午在市中级法院有一场庭审翻译",
        evidence="我明天上午在市中级法院有一场庭审翻译",
        speaker="赵老师",
    ),
    # number: 两间卧室被写成三间。
    _r(
        "zh",
        "number",
        False,
        "房源说明：这套房有两间卧室和一个书房，南北通透，带电梯。",
        "这套房有三间卧室",
        evidence="这套房有两间卧室和一个书房",
    ),
    # number: 8公斤被写成10公斤。
    _r(
        "zh",
        "number",
        False,
        "洁净自助洗衣\n自助洗衣8公斤一次15元\n含洗衣液\n支付宝已付",
        "自助洗衣10公斤一次15元",
        evidence="自助洗衣8公斤一次15元",
    ),
    # attribution: 中介的转述被当成关于业主的事实。
    _r(
        "zh",
        "attribution",
        False,
        "周六看房前说一下：中介说业主已经接受了别人的报价，不过还是可以去看。",
        "业主已经接受了别人的报价",
        evidence="中介说业主已经接受了别人的报价",
    ),
    # attribution: "据老周说"被删掉，传闻变成事实。
    _r(
        "zh",
        "attribution",
        False,
        "其他事项：据老周说，果园那边的蜂箱都有瓦螨。治疗方案六月再议。",
        "果园那边的蜂箱都有瓦螨",
        evidence="据老周说，果园那边的蜂箱都有瓦螨。",
    ),
    # negation: "没有"变成"有"。
    _r(
        "zh",
        "negation",
        False,
        "刘先生您好，本店没有50毫克规格的库存，可以帮您调货，周四到。",
        "本店有50毫克规格的库存",
        evidence="本店没有50毫克规格的库存",
    ),
    # negation: "不含全险"被改写成"含全险"。
    _r(
        "zh",
        "negation",
        False,
        "订单确认：此订单不含全险，可在门店柜台加购，每天80元。",
        "此订单含全险",
        evidence="此订单不含全险",
    ),
    # condition: 全额退款只在演出取消时成立。
    _r(
        "zh",
        "condition",
        False,
        "退票说明：如果演出取消，我们将全额退款。其他情况恕不退换。",
        "我们将全额退款",
        evidence="如果演出取消，我们将全额退款。",
    ),
    # condition: "除决赛外"是例外，值把它去掉了。
    _r(
        "zh",
        "condition",
        False,
        "启动会纪要：除决赛外，队伍都可以远程答辩。",
        "队伍都可以远程答辩",
        evidence="除决赛外，队伍都可以远程答辩。",
    ),
    # scope: "部分"限定哪些面板有25年保修，值扩大到全部。
    _r(
        "zh",
        "scope",
        False,
        "报价说明：部分面板的保修期为25年，逆变器保修10年。",
        "面板的保修期为25年",
        evidence="部分面板的保修期为25年",
    ),
    # stitch: 存包处的主语接上了下一句的起跑时间。
    _r(
        "zh",
        "stitch",
        False,
        "赛事短信：存包处7:45关闭。起跑时间是8:00。祝比赛顺利！",
        "存包处8:00关闭",
        evidence="存包处7:45关闭。起跑时间是8:00。",
    ),
    # tense: "以前在…做"是过去，值写成现在。
    _r(
        "zh",
        "tense",
        False,
        "关于我的经验：我以前在市第一人民医院做手语翻译，所以门诊流程比较熟。",
        "赵敏在市第一人民医院做手语翻译",
        evidence="我以前在市第一人民医院做手语翻译",
        speaker="赵敏",
    ),
    # evidence: 引用的责任险句子并不在安装商的介绍里。
    _r(
        "zh",
        "evidence",
        False,
        "为什么选阳光能源？我们的安装团队都持证上岗，报价免费并附遮挡分析。",
        "安装团队购买了五百万元的责任险",
        evidence="我们的安装团队都购买了五百万元的责任险。",
    ),
    # parenthetical_restrictive: 括号"仅限正在洗衣的顾客使用"限定了谁能用 Wi-Fi。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "店内须知：店内提供免费Wi-Fi（仅限正在洗衣的顾客使用）。禁止在机器内染色。",
        "店内提供免费Wi-Fi",
        evidence="店内提供免费Wi-Fi（仅限正在洗衣的顾客使用）。",
    ),
)

BATCH_43: tuple[Realistic, ...] = _EN + _ES + _ZH
