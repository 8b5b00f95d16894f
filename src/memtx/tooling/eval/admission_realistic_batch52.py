"""The realistic set's fifty-second batch: a blind measurement of the merged admission rules (issue 31, brief b52).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b52, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No scorer, `check_support`
or `memtx eval` was run on these records. Every source is invented here, in the domains of this batch's brief:
parcel lockers, gyms and personal trainers, wine shops, car washes, community gardens, stationery shops, boat
rentals, photography studios, citizens advice bureaus (and their Spanish and Chinese counterparts, consumer offices
and neighbourhood legal-aid desks), tyre shops, day centres for the elderly and bookshops, in the registers
voice-note transcripts with fillers, chats with emoji, support tickets, JSON tool outputs, e-mail signatures, web
forms, receipts, SMS notifications, calendar invites and meeting minutes.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Volunteers at the Sunrise Day Centre on Wednesdays`); some keep one item
of a list; and the subspan records keep one atomic value alone (a collection code, a phone number, an amount with its
currency, a booking reference, a date and time phrase, a case number, a URL, a person's name or an app version),
filed under a key in the manner of LangGraph's memory tools (`parcelpoint/kings_cross_3/collection_code`). Key styles
are mixed on purpose: English keys over Spanish and Chinese sources, keys naming an organization and a person in it,
Chinese keys (`力量健身/王教练/手机`), and mem0's `user/...`.

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
    # subspan: the locker collection code alone from an SMS; the key names the relation, nothing restricts the code.
    _r(
        "en",
        "subspan",
        True,
        "ParcelPoint: Your parcel is ready at locker bank Kings Cross 3. Collection code PX-482917. "
        "It will be held for 72 hours.",
        "PX-482917",
        evidence="Collection code PX-482917.",
        key="parcelpoint/kings_cross_3/collection_code",
    ),
    # subspan: the trainer's mobile number alone from an e-mail signature; "M:" is what the key (mobile) names.
    _r(
        "en",
        "subspan",
        True,
        "Cheers,\nJordan Blake\nPersonal Trainer | IronWorks Gym\nM: 07700 900418\njordan@ironworksgym.com",
        "07700 900418",
        evidence="M: 07700 900418",
        speaker="Jordan Blake",
        key="ironworks_gym/jordan_blake/mobile",
    ),
    # subspan: a receipt's total with its currency; "Total:" is the key's relation, the amount is taken whole.
    _r(
        "en",
        "subspan",
        True,
        "VINOTECA ALBION\nReceipt #A-20931\n2 x Rioja Reserva 2018 @ £18.50\nTotal: £37.00\nPaid by card",
        "£37.00",
        evidence="Total: £37.00",
        key="vinoteca_albion/receipt_a20931/total",
    ),
    # subspan: the booking reference alone from a JSON tool output; the field name is what the key names.
    _r(
        "en",
        "subspan",
        True,
        '{"booking_ref": "BR-7731-Q", "boat": "Swallow (4-seat rowboat)", "date": "2026-06-14", "slot": "10:00-12:00"}',
        "BR-7731-Q",
        evidence='"booking_ref": "BR-7731-Q"',
        key="lakeside_boats/booking/ref",
    ),
    # subspan: the date-and-time phrase of a calendar invite, whole; "When:" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Headshot session with Priya Nair\nWhen: Thursday 18 June 2026, 15:30–16:30\n"
        "Where: Lumen Studio, 12 Canal Street, Manchester",
        "Thursday 18 June 2026, 15:30–16:30",
        evidence="When: Thursday 18 June 2026, 15:30–16:30",
        key="lumen_studio/headshot_session/when",
    ),
    # subspan: the case reference from a web form's confirmation; the callback promise lies outside the evidence.
    _r(
        "en",
        "subspan",
        True,
        "Thanks for contacting Citizens Advice Riverside. Your case reference is CAR-2026-04417. "
        "An adviser will call you within 5 working days.",
        "CAR-2026-04417",
        evidence="Your case reference is CAR-2026-04417.",
        key="citizens_advice_riverside/case/reference",
    ),
    # subspan: the events page URL alone; "browse our events at" is what the key (events_url) names.
    _r(
        "en",
        "subspan",
        True,
        "Hi Tom, the Murakami you ordered has come in and is behind the till. "
        "You can browse our author events at https://www.quirebooks.co.uk/events.",
        "https://www.quirebooks.co.uk/events",
        evidence="You can browse our author events at https://www.quirebooks.co.uk/events.",
        key="quire_books/author_events_url",
    ),
    # subspan: a person's name from meeting minutes; "the new care coordinator is" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Sunrise Day Centre – staff meeting, 4 Feb\n3. Staffing: The new care coordinator is Helen Okafor, "
        "starting 1 March.\n4. Menu: families to be consulted on the soft-food options.",
        "Helen Okafor",
        evidence="The new care coordinator is Helen Okafor",
        key="sunrise_day_centre/care_coordinator/name",
    ),
    # filler: a voice note's "um, so, yeah, like, you know" dropped; every content word kept in order.
    _r(
        "en",
        "filler",
        True,
        "Um, so, yeah, I, like, do my PT sessions with Jordan on Tuesday mornings, you know.",
        "I do my PT sessions with Jordan on Tuesday mornings",
    ),
    # filler: "Okay so basically" and "uh" dropped from a community-garden voice note; "again" kept.
    _r(
        "en",
        "filler",
        True,
        "Okay so basically the water tap by plot 14 is, uh, broken again.",
        "The water tap by plot 14 is broken again",
    ),
    # filler: "Yeah hi, um" and "like" dropped; the car and the package are both kept.
    _r(
        "en",
        "filler",
        True,
        "Yeah hi, um, the valet I booked is, like, the Deluxe Interior one, for the blue Golf.",
        "The valet I booked is the Deluxe Interior one, for the blue Golf",
    ),
    # speaker: "I'm" restated with the chat speaker's name (Graphiti style); tense and aspect kept.
    _r(
        "en",
        "speaker",
        True,
        "Ana: I'm training for the Brighton half marathon 🏃‍♀️\nCoach Ben: nice!! we'll add hill reps on Thursdays 💪",
        "Ana is training for the Brighton half marathon",
        evidence="I'm training for the Brighton half marathon",
        speaker="Ana",
    ),
    # speaker: mem0's "User" for the speaker, with the verb's agreement ("prefer" -> "prefers").
    _r(
        "en",
        "speaker",
        True,
        "I prefer dry white wines 🍷 any recommendations under £20?",
        "User prefers dry white wines",
        evidence="I prefer dry white wines",
        speaker="user",
        key="user/wine_preference",
    ),
    # speaker: subject elided for the speaker of a volunteer form; the day is kept.
    _r(
        "en",
        "speaker",
        True,
        "About you (optional): I volunteer at the Sunrise Day Centre on Wednesdays, so I know a few of the members.",
        "Volunteers at the Sunrise Day Centre on Wednesdays",
        evidence="I volunteer at the Sunrise Day Centre on Wednesdays",
        speaker="Gloria Mensah",
        key="gloria_mensah/volunteering",
    ),
    # verbatim: one sentence of a tyre shop's SMS copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "KwikTyre Leeds: Your 4 Michelin Primacy 4 tyres have been fitted. Your car is ready for collection until 6pm.",
        "Your 4 Michelin Primacy 4 tyres have been fitted.",
        evidence="Your 4 Michelin Primacy 4 tyres have been fitted.",
    ),
    # verbatim: a support ticket's first sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #33108 — Order arrived with the fountain pen nib bent. Customer requests a replacement, not a refund.",
        "Order arrived with the fountain pen nib bent.",
        evidence="Order arrived with the fountain pen nib bent.",
    ),
    # coordination: the second conjunct of a shared-subject VP coordination, with the subject it shares.
    _r(
        "en",
        "coordination",
        True,
        "Lumen Studio rents out its daylight room by the hour and offers film development on site.",
        "Lumen Studio offers film development on site",
    ),
    # coordination: minutes; the committee "approved … and postponed …", keep the second conjunct whole.
    _r(
        "en",
        "coordination",
        True,
        "Minutes, Hollybank Community Garden AGM: The committee approved the new watering rota and postponed "
        "the seed swap to April. Any other business: none.",
        "The committee postponed the seed swap to April",
        evidence="The committee approved the new watering rota and postponed the seed swap to April.",
    ),
    # parenthetical: a non-restrictive aside about who runs the club dropped; the meeting time stays.
    _r(
        "en",
        "parenthetical",
        True,
        "Our children's book club (run by Ellie since 2019) meets on the first Saturday of each month.",
        "Our children's book club meets on the first Saturday of each month.",
    ),
    # parenthetical: the sizes aside dropped; "with every rental" kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Life jackets (adult and child sizes) are included with every rental. Please arrive 15 minutes early.",
        "Life jackets are included with every rental.",
        evidence="Life jackets (adult and child sizes) are included with every rental.",
    ),
    # list_item: one item of the package's list, with the list's head "Our Deluxe package includes".
    _r(
        "en",
        "list_item",
        True,
        "Our Deluxe package includes foam wash, wheel cleaning, interior vacuum and tyre shine.",
        "Our Deluxe package includes interior vacuum",
    ),
    # list_item: one brand of a chat's list, with the shared noun "notebooks".
    _r(
        "en",
        "list_item",
        True,
        "we stock Leuchtturm, Rhodia and Midori notebooks 📓 and refills for all three!",
        "we stock Rhodia notebooks",
        evidence="we stock Leuchtturm, Rhodia and Midori notebooks",
    ),
    # --- negative ---
    # restriction_drop: "During school holidays" limits when kids climb free; dropping it overgeneralizes.
    _r(
        "en",
        "restriction_drop",
        False,
        "During school holidays, kids can use the climbing wall for free with a paying adult.",
        "Kids can use the climbing wall for free with a paying adult",
    ),
    # restriction_drop: the hold time is said of the Elm Street branch only; the key carries no branch.
    _r(
        "en",
        "restriction_drop",
        False,
        "At the Elm Street branch, parcels stay in the locker for 3 days before they are returned.",
        "parcels stay in the locker for 3 days",
        key="parcelpoint/locker_hold_time",
        evidence="At the Elm Street branch, parcels stay in the locker for 3 days",
    ),
    # restriction_drop: an atomic amount whose evidence restricts it to run-flat tyres, which the key does not carry.
    _r(
        "en",
        "restriction_drop",
        False,
        "Standard fitting is included in the tyre price. For run-flat tyres, fitting costs £25 per wheel.",
        "£25 per wheel",
        evidence="For run-flat tyres, fitting costs £25 per wheel.",
        key="kwiktyre/fitting_cost",
    ),
    # wrong_speaker: Priya says "I'm allergic"; the value binds it to Marc, the photographer.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Priya: I'm allergic to the fog machine fluid 😷\nMarc: no worries, I'll switch it off for your shoot",
        "Marc is allergic to the fog machine fluid",
        evidence="I'm allergic to the fog machine fluid",
        speaker="Priya",
    ),
    # wrong_speaker: the assistant's "I have two signed copies" filed as the user's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "User: do you have the new Sally Rooney in hardback?\n"
        "Assistant: I have two signed copies at the Camden branch.",
        "User has two signed copies at the Camden branch",
        evidence="I have two signed copies at the Camden branch.",
        speaker="user",
    ),
    # number: "2 cases" became 12 (the collection date leaked into the quantity).
    _r(
        "en",
        "number",
        False,
        "Hi, I'd like to reserve 2 cases of the Côtes du Rhône for the 12th, I'll pick them up after work.",
        "Oliver would like to reserve 12 cases of the Côtes du Rhône",
        evidence="I'd like to reserve 2 cases of the Côtes du Rhône for the 12th",
        speaker="Oliver",
    ),
    # number: "two years" became three.
    _r(
        "en",
        "number",
        False,
        "My dad has been coming to the centre for two years now and he loves the Tuesday singing group.",
        "Joan's dad has been coming to the centre for three years",
        evidence="My dad has been coming to the centre for two years",
        speaker="Joan",
    ),
    # attribution: the mechanic's claim stated as a fact about the customer's tyres.
    _r(
        "en",
        "attribution",
        False,
        "Called in for a puncture. The mechanic said my rear tyres are below the legal tread limit.",
        "My rear tyres are below the legal tread limit",
        evidence="The mechanic said my rear tyres are below the legal tread limit.",
    ),
    # attribution: a customer's report about a competitor's prices stated as fact.
    _r(
        "en",
        "attribution",
        False,
        "A customer told us the Rhodia pads are cheaper at Ryman's, can we check our pricing?",
        "The Rhodia pads are cheaper at Ryman's",
        evidence="A customer told us the Rhodia pads are cheaper at Ryman's",
    ),
    # negation: "don't accept cash" became "accept cash".
    _r(
        "en",
        "negation",
        False,
        "Sorry, we don't accept cash at the self-service bays, only contactless.",
        "We accept cash at the self-service bays",
        evidence="we don't accept cash at the self-service bays",
    ),
    # negation: "never opened" became "opened" in a support ticket.
    _r(
        "en",
        "negation",
        False,
        "Customer reports the locker door never opened, even after three attempts with the code.",
        "the locker door opened",
        evidence="the locker door never opened",
    ),
    # condition: the £40 price holds only if ten sessions are booked upfront.
    _r(
        "en",
        "condition",
        False,
        "If you book 10 sessions upfront, each PT session is £40.",
        "each PT session is £40",
        key="ironworks_gym/pt_session_price",
    ),
    # condition: "only if you hold a helmsman certificate" dropped.
    _r(
        "en",
        "condition",
        False,
        "Boats can be taken past the weir only if you hold a helmsman certificate.",
        "Boats can be taken past the weir",
    ),
    # scope: "Most of the raised beds" became all of them.
    _r(
        "en",
        "scope",
        False,
        "Most of the raised beds are wheelchair accessible; ask at the shed for a plot near the gate.",
        "The raised beds are wheelchair accessible",
        evidence="Most of the raised beds are wheelchair accessible",
    ),
    # stitch: the subject of one sentence joined to the predicate of the next.
    _r(
        "en",
        "stitch",
        False,
        "Passport photos are £12. Prints on fine art paper take 5 working days.",
        "Passport photos take 5 working days",
    ),
    # tense: "used to have a membership" restated as a current membership.
    _r(
        "en",
        "tense",
        False,
        "I used to have a membership at PureFit, but I cancelled it in January.",
        "Kate has a membership at PureFit",
        evidence="I used to have a membership at PureFit",
        speaker="Kate",
    ),
    # evidence: the quoted sentence (10am) is not in the e-mail, which says 2pm.
    _r(
        "en",
        "evidence",
        False,
        "Dear Mr Hale, your appointment with a debt adviser is on 3 March at 2pm at our Market Street office.",
        "Your appointment is on 3 March at 10am",
        evidence="Your appointment is on 3 March at 10am.",
    ),
    # parenthetical_restrictive: "(on orders over £60)" restricts the free delivery; dropping it is unfaithful.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Free local delivery (on orders over £60) is available Tuesday to Saturday.",
        "Free local delivery is available Tuesday to Saturday.",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el código de recogida solo, de un SMS de taquilla; el plazo queda fuera de la evidencia.
    _r(
        "es",
        "subspan",
        True,
        "CorreosPaq: Tu paquete está en el terminal de Av. de la Constitución 14. Código de recogida: 7HQ2-K9. "
        "Dispones de 5 días para retirarlo.",
        "7HQ2-K9",
        evidence="Código de recogida: 7HQ2-K9.",
        key="correospaq/constitucion_14/pickup_code",
    ),
    # subspan: the app version alone from a tyre shop's support ticket; "Versión de la app" is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Ticket #5512 — La app de reservas se cierra al pagar. Versión de la app: 4.12.3, Android 14. "
        "El cliente no pudo confirmar la cita.",
        "4.12.3",
        evidence="Versión de la app: 4.12.3",
        key="talleres_rueda/ticket_5512/app_version",
    ),
    # subspan: the trainer's e-mail alone; "escríbeme a" is what the key (email) names.
    _r(
        "es",
        "subspan",
        True,
        "Para cambiar la sesión, escríbeme a lucia.ferrer@gimnasioatlas.es o llámame al 612 345 987.\n"
        "Lucía Ferrer · Entrenadora personal · Gimnasio Atlas",
        "lucia.ferrer@gimnasioatlas.es",
        evidence="escríbeme a lucia.ferrer@gimnasioatlas.es",
        speaker="Lucía Ferrer",
        key="gimnasio_atlas/lucia_ferrer/email",
    ),
    # subspan: the amount paid with its currency from a boat-rental receipt; the deposit line is left out.
    _r(
        "es",
        "subspan",
        True,
        "NÁUTICA BAHÍA\nAlquiler lancha sin licencia, 4 h\nFianza: 150,00 €\n"
        "Total pagado: 220,00 €\nGracias por su visita",
        "220,00 €",
        evidence="Total pagado: 220,00 €",
        key="nautica_bahia/alquiler/total_pagado",
    ),
    # subspan: a calendar invite's date and time phrase whole; "Cuándo:" is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Sesión de fotos de familia — Estudio Luz Norte\nCuándo: sábado, 20 de junio de 2026, 11:00–12:00\n"
        "Dónde: C/ Mayor 8, Logroño",
        "sábado, 20 de junio de 2026, 11:00–12:00",
        evidence="Cuándo: sábado, 20 de junio de 2026, 11:00–12:00",
        key="estudio_luz_norte/sesion_familia/cuando",
    ),
    # subspan: a consumer office's case number from a web form; the 10-day promise lies outside the evidence.
    _r(
        "es",
        "subspan",
        True,
        "Solicitud registrada correctamente. Número de expediente: OMIC-2026-00873. "
        "Le contactaremos en un plazo de 10 días hábiles.",
        "OMIC-2026-00873",
        evidence="Número de expediente: OMIC-2026-00873.",
        key="omic_valladolid/expediente/numero",
    ),
    # subspan: the bookshop's agenda URL; "nuestras presentaciones en" is what the key names.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola, Marta! Ya tenemos tu ejemplar de «Panza de burro». Puedes ver todas nuestras presentaciones en "
        "https://www.libreriaelfaro.es/agenda",
        "https://www.libreriaelfaro.es/agenda",
        evidence="Puedes ver todas nuestras presentaciones en https://www.libreriaelfaro.es/agenda",
        key="libreria_el_faro/presentaciones_url",
    ),
    # subspan: a name from a day centre's minutes; "La nueva terapeuta ocupacional es" is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Acta de la reunión de equipo, 4 de febrero\n3. Personal: La nueva terapeuta ocupacional es Carmen Soler, "
        "que se incorpora el 1 de marzo.",
        "Carmen Soler",
        evidence="La nueva terapeuta ocupacional es Carmen Soler",
        key="centro_de_dia_san_jose/terapeuta_ocupacional/nombre",
    ),
    # filler: "Eh, bueno, pues" and "o sea" dropped from a voice note; the closing time kept.
    _r(
        "es",
        "filler",
        True,
        "Eh, bueno, pues, el túnel de lavado de la gasolinera, o sea, cierra a las diez.",
        "el túnel de lavado de la gasolinera cierra a las diez",
    ),
    # filler: "Mira, es que, este" and "eh" dropped; "otra vez" kept.
    _r(
        "es",
        "filler",
        True,
        "Mira, es que, este, la parcela 7 tiene, eh, pulgón otra vez.",
        "la parcela 7 tiene pulgón otra vez",
    ),
    # filler: "Pues, eh, nada, que" and "bueno" dropped; the number of bottles kept.
    _r(
        "es",
        "filler",
        True,
        "Pues, eh, nada, que me llevo, bueno, las seis botellas de albariño que reservé.",
        "me llevo las seis botellas de albariño que reservé",
    ),
    # speaker: the chat speaker's elided "Vivo" restated as "Marta vive" with agreement.
    _r(
        "es",
        "speaker",
        True,
        "Marta: Vivo al lado del gimnasio, así que voy andando 💪\nEntrenador: perfecto, calentamos 5 min menos 😂",
        "Marta vive al lado del gimnasio",
        evidence="Vivo al lado del gimnasio",
        speaker="Marta",
    ),
    # speaker: mem0's "Usuario" with "Soy" -> "es"; the allergy stays exact.
    _r(
        "es",
        "speaker",
        True,
        "Soy alérgico a los sulfitos, así que busco vinos sin sulfitos añadidos 🍷",
        "Usuario es alérgico a los sulfitos",
        evidence="Soy alérgico a los sulfitos",
        speaker="user",
        key="user/alergias",
    ),
    # speaker: subject elided, verb inflected to third person ("Trabajo" -> "Trabaja"), the night shift kept.
    _r(
        "es",
        "speaker",
        True,
        "Observaciones: Trabajo en turno de noche en el Hospital Río Hortega, así que recojo a mi padre a las 17:00.",
        "Trabaja en turno de noche en el Hospital Río Hortega",
        evidence="Trabajo en turno de noche en el Hospital Río Hortega",
        speaker="Elena Prieto",
        key="elena_prieto/trabajo",
    ),
    # verbatim: one sentence of a tyre shop's SMS copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Talleres Rueda: Sus 2 neumáticos Continental ya están montados. Puede recoger el vehículo hasta las 20:00.",
        "Sus 2 neumáticos Continental ya están montados.",
        evidence="Sus 2 neumáticos Continental ya están montados.",
    ),
    # verbatim: a stationery shop's ticket clause copied whole, "sin" kept.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia #2207: el pedido llegó sin el estuche de rotuladores. La clienta pide que se lo envíen.",
        "el pedido llegó sin el estuche de rotuladores",
        evidence="el pedido llegó sin el estuche de rotuladores",
    ),
    # coordination: the second conjunct of "alquila … y revela …" with the shared subject.
    _r(
        "es",
        "coordination",
        True,
        "El estudio alquila fondos de papel y revela carretes de 35 mm.",
        "El estudio revela carretes de 35 mm",
    ),
    # coordination: minutes; "aprobó … y aplazó …", the second conjunct kept whole.
    _r(
        "es",
        "coordination",
        True,
        "Acta del huerto comunitario La Acequia: La asamblea aprobó el nuevo reglamento y aplazó la fiesta de la "
        "cosecha a octubre. Ruegos y preguntas: ninguno.",
        "La asamblea aplazó la fiesta de la cosecha a octubre",
        evidence="La asamblea aprobó el nuevo reglamento y aplazó la fiesta de la cosecha a octubre.",
    ),
    # parenthetical: a non-restrictive aside about who runs the club dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "El club de lectura juvenil (que coordina Irene desde 2020) se reúne el primer viernes de cada mes.",
        "El club de lectura juvenil se reúne el primer viernes de cada mes.",
    ),
    # parenthetical: the sizes aside dropped; "en el alquiler" kept.
    _r(
        "es",
        "parenthetical",
        True,
        "Los chalecos salvavidas (tallas de adulto y de niño) están incluidos en el alquiler.",
        "Los chalecos salvavidas están incluidos en el alquiler.",
    ),
    # list_item: one item of the Premium wash's list, with its head "El lavado Premium incluye".
    _r(
        "es",
        "list_item",
        True,
        "El lavado Premium incluye prelavado, encerado, aspirado interior y abrillantador de llantas.",
        "El lavado Premium incluye encerado",
    ),
    # list_item: one brand of the chat's list with the shared noun "cuadernos".
    _r(
        "es",
        "list_item",
        True,
        "sí, tenemos cuadernos Leuchtturm, Rhodia y Moleskine 📓 pásate cuando quieras",
        "tenemos cuadernos Rhodia",
        evidence="tenemos cuadernos Leuchtturm, Rhodia y Moleskine",
    ),
    # --- negative ---
    # restriction_drop: "En agosto" limits the closing time; dropping it overgeneralizes.
    _r(
        "es",
        "restriction_drop",
        False,
        "En agosto, la piscina cubierta cierra a las 15:00 por mantenimiento.",
        "La piscina cubierta cierra a las 15:00",
        evidence="En agosto, la piscina cubierta cierra a las 15:00",
    ),
    # restriction_drop: the 48 hours are said of the station's locker only; the key carries no place.
    _r(
        "es",
        "restriction_drop",
        False,
        "En la taquilla de la estación, los paquetes se guardan 48 horas; en el resto, cinco días.",
        "los paquetes se guardan 48 horas",
        key="correospaq/plazo_custodia",
        evidence="En la taquilla de la estación, los paquetes se guardan 48 horas",
    ),
    # restriction_drop: an atomic amount restricted to run-flat tyres by its evidence; the key says nothing of that.
    _r(
        "es",
        "restriction_drop",
        False,
        "El montaje está incluido en el precio. Para neumáticos run-flat, el montaje cuesta 30 € por rueda.",
        "30 € por rueda",
        evidence="Para neumáticos run-flat, el montaje cuesta 30 € por rueda.",
        key="talleres_rueda/precio_montaje",
    ),
    # wrong_speaker: Nuria has the key; the value gives it to Pablo.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Nuria: Tengo la llave del cobertizo 🔑\nPablo: genial, te la pido el sábado 🙌",
        "Pablo tiene la llave del cobertizo",
        evidence="Tengo la llave del cobertizo",
        speaker="Nuria",
    ),
    # wrong_speaker: the assistant's "Tengo dos ejemplares" filed as the user's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Usuario: ¿tenéis la edición de bolsillo de Rayuela?\n"
        "Asistente: Tengo dos ejemplares reservados en la tienda de Gracia.",
        "Usuario tiene dos ejemplares reservados en la tienda de Gracia",
        evidence="Tengo dos ejemplares reservados en la tienda de Gracia.",
        speaker="user",
    ),
    # number: "3 cajas" became 15 (the day of collection leaked into the quantity).
    _r(
        "es",
        "number",
        False,
        "Buenas, quiero reservar 3 cajas del Priorat para el día 15, paso a recogerlas por la tarde.",
        "Andrés quiere reservar 15 cajas del Priorat",
        evidence="quiero reservar 3 cajas del Priorat para el día 15",
        speaker="Andrés",
    ),
    # number: "10 fotos retocadas" became 15.
    _r(
        "es",
        "number",
        False,
        "La sesión de exteriores dura una hora e incluye 10 fotos retocadas en alta resolución.",
        "La sesión de exteriores incluye 15 fotos retocadas",
        evidence="La sesión de exteriores dura una hora e incluye 10 fotos retocadas",
    ),
    # attribution: the mechanic's claim stated as a fact.
    _r(
        "es",
        "attribution",
        False,
        "Fui por un pinchazo y el mecánico dice que las ruedas traseras están por debajo del límite legal.",
        "las ruedas traseras están por debajo del límite legal",
        evidence="el mecánico dice que las ruedas traseras están por debajo del límite legal",
    ),
    # attribution: a customer's remark about a competitor stated as a fact.
    _r(
        "es",
        "attribution",
        False,
        "Una clienta nos comentó que los rotuladores Posca están más baratos en Abacus.",
        "los rotuladores Posca están más baratos en Abacus",
    ),
    # negation: "no se aceptan billetes" became "se aceptan billetes".
    _r(
        "es",
        "negation",
        False,
        "En los boxes de autolavado no se aceptan billetes, solo monedas y tarjeta.",
        "En los boxes de autolavado se aceptan billetes",
        evidence="En los boxes de autolavado no se aceptan billetes",
    ),
    # negation: "nunca se abrió" became "se abrió".
    _r(
        "es",
        "negation",
        False,
        "El cliente indica que la puerta de la taquilla nunca se abrió, aunque introdujo el código tres veces.",
        "la puerta de la taquilla se abrió",
        evidence="la puerta de la taquilla nunca se abrió",
    ),
    # condition: the 35 € price holds only with a 10-session pack.
    _r(
        "es",
        "condition",
        False,
        "Si contratas un bono de 10 sesiones, cada sesión sale a 35 €.",
        "cada sesión sale a 35 €",
        key="gimnasio_atlas/precio_sesion",
    ),
    # condition: "siempre que tengas el título de patrón" dropped.
    _r(
        "es",
        "condition",
        False,
        "Puedes salir de la bahía siempre que tengas el título de patrón.",
        "Puedes salir de la bahía",
    ),
    # scope: "La mayoría de los bancales" became all of them.
    _r(
        "es",
        "scope",
        False,
        "La mayoría de los bancales son accesibles en silla de ruedas.",
        "Los bancales son accesibles en silla de ruedas",
    ),
    # stitch: one sentence's subject joined to the next sentence's predicate.
    _r(
        "es",
        "stitch",
        False,
        "Las fotos de carné cuestan 10 €. Las ampliaciones en papel baritado tardan una semana.",
        "Las fotos de carné tardan una semana",
    ),
    # tense: "Antes iba" (past habit) restated as a present habit.
    _r(
        "es",
        "tense",
        False,
        "Antes iba al CrossFit Norte, pero me di de baja en enero.",
        "Sergio va al CrossFit Norte",
        evidence="Antes iba al CrossFit Norte",
        speaker="Sergio",
    ),
    # evidence: the quoted sentence (10:00) is not in the source, which says 12:30.
    _r(
        "es",
        "evidence",
        False,
        "Estimado Sr. Gil: su cita es el 3 de marzo a las 12:30 en la oficina de la calle Santiago.",
        "Su cita es el 3 de marzo a las 10:00",
        evidence="Su cita es el 3 de marzo a las 10:00.",
    ),
    # parenthetical_restrictive: "(en pedidos de más de 50 €)" restricts the free shipping.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El envío gratuito (en pedidos de más de 50 €) está disponible de martes a sábado.",
        "El envío gratuito está disponible de martes a sábado.",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 快递柜短信里的取件码单独作值；"取件码"正是键所指的关系，取件时限不在证据内。
    _r(
        "zh",
        "subspan",
        True,
        "【丰巢】您的快递已存入朝阳路12号丰巢柜，取件码58213706，请在24小时内取件。",
        "58213706",
        evidence="取件码58213706",
        key="fengchao/chaoyang_road_12/pickup_code",
    ),
    # subspan: the trainer's phone from a signature; "手机：" is the Chinese key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "王磊\n力量健身工作室 私人教练\n手机：138 1234 5678\n邮箱：wang.lei@liliang-fit.cn",
        "138 1234 5678",
        evidence="手机：138 1234 5678",
        speaker="王磊",
        key="力量健身/王教练/手机",
    ),
    # subspan: a receipt's total with its currency sign, taken whole.
    _r(
        "zh",
        "subspan",
        True,
        "醇香酒行 销售小票\n单号：CX20260611-042\n波尔多干红 ×2 单价 ¥168.00\n合计：¥336.00\n支付方式：微信",
        "¥336.00",
        evidence="合计：¥336.00",
        key="chunxiang_wine/receipt_cx20260611_042/total",
    ),
    # subspan: the order number alone from a JSON tool output; the field name is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        '{"订单号": "YC-20260705-118", "船型": "四人脚踏船", "时段": "14:00-15:00", "押金": "200元"}',
        "YC-20260705-118",
        evidence='"订单号": "YC-20260705-118"',
        key="西湖游船/订单/订单号",
    ),
    # subspan: a calendar invite's time phrase whole; "时间：" is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        "日程：证件照拍摄\n时间：2026年6月18日（周四）下午3:00-3:30\n地点：光影摄影工作室，人民路88号2楼",
        "2026年6月18日（周四）下午3:00-3:30",
        evidence="时间：2026年6月18日（周四）下午3:00-3:30",
        key="guangying_studio/id_photo_session/time",
    ),
    # subspan: the legal-aid desk's case number from a web form; the callback promise lies outside the evidence.
    _r(
        "zh",
        "subspan",
        True,
        "您的咨询已提交，受理编号：FY2026-03318。工作人员将在3个工作日内回电。",
        "FY2026-03318",
        evidence="受理编号：FY2026-03318",
        key="街道法律援助站/咨询/受理编号",
    ),
    # subspan: the book club's sign-up URL; "本周读书会的报名链接" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "各位书友好！本周读书会的报名链接：https://www.fengru-books.cn/club/signup 名额有限，先到先得。",
        "https://www.fengru-books.cn/club/signup",
        evidence="本周读书会的报名链接：https://www.fengru-books.cn/club/signup",
        key="fengru_books/book_club/signup_url",
    ),
    # subspan: a name from a day centre's minutes; "新任护理主管为" is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        "夕阳红日间照料中心 二月例会纪要\n三、人事：新任护理主管为刘秀英，3月1日到岗。\n"
        "四、餐食：软食菜单征求家属意见。",
        "刘秀英",
        evidence="新任护理主管为刘秀英",
        key="夕阳红日间照料中心/护理主管/姓名",
    ),
    # filler: 嗯、那个、就是、呃 dropped from a voice note; "还剩八次" kept.
    _r("zh", "filler", True, "嗯，那个，就是，我办的洗车卡，呃，还剩八次。", "我办的洗车卡还剩八次"),
    # filler: 呃、就是说、嗯 dropped; "又坏了" kept.
    _r("zh", "filler", True, "呃，就是说，十四号地块的水龙头，嗯，又坏了。", "十四号地块的水龙头又坏了"),
    # filler: 然后、嗯、就是 dropped; the day, time and coach kept.
    _r("zh", "filler", True, "然后，嗯，我一般，就是，周二早上跟李教练上私教课。", "我一般周二早上跟李教练上私教课"),
    # speaker: "我" restated as the chat speaker's name; "在准备" kept.
    _r(
        "zh",
        "speaker",
        True,
        "小雨：我在准备十月的杭州马拉松🏃‍♀️\n李教练：好的👍 周四加点坡道训练",
        "小雨在准备十月的杭州马拉松",
        evidence="我在准备十月的杭州马拉松",
        speaker="小雨",
    ),
    # speaker: mem0's "用户" for the speaker's "我".
    _r(
        "zh",
        "speaker",
        True,
        "我喜欢干型白葡萄酒🍷 有什么两百以内的推荐吗？",
        "用户喜欢干型白葡萄酒",
        evidence="我喜欢干型白葡萄酒",
        speaker="user",
        key="user/wine_preference",
    ),
    # speaker: subject elided for the speaker of a day-centre form; the night shift and hospital kept.
    _r(
        "zh",
        "speaker",
        True,
        "备注：我在市第一医院上夜班，每天下午五点来接我父亲。",
        "在市第一医院上夜班",
        evidence="我在市第一医院上夜班",
        speaker="陈静",
        key="陈静/工作",
    ),
    # verbatim: one clause of a tyre shop's SMS copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "【途虎养车】您的4条米其林轮胎已安装完成，车辆可于今晚8点前取回。",
        "您的4条米其林轮胎已安装完成",
        evidence="您的4条米其林轮胎已安装完成",
    ),
    # verbatim: a stationery ticket's clause copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "工单#3108：订单收到时钢笔笔尖已弯曲，客户要求换货，不要退款。",
        "订单收到时钢笔笔尖已弯曲",
        evidence="订单收到时钢笔笔尖已弯曲",
    ),
    # coordination: the second conjunct of "出租……，并提供……" with the shared subject.
    _r(
        "zh", "coordination", True, "光影工作室按小时出租自然光影棚，并提供胶片冲洗服务。", "光影工作室提供胶片冲洗服务"
    ),
    # coordination: minutes; "通过了……，并把……推迟到四月", the second conjunct kept with the subject.
    _r(
        "zh",
        "coordination",
        True,
        "会议纪要：园艺委员会通过了新的浇水轮值表，并把种子交换会推迟到四月。其他事项：无。",
        "园艺委员会把种子交换会推迟到四月",
        evidence="园艺委员会通过了新的浇水轮值表，并把种子交换会推迟到四月。",
    ),
    # parenthetical: a non-restrictive aside about who hosts the club dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "儿童绘本会（由小林老师自2019年起主持）每月第一个周六举行。",
        "儿童绘本会每月第一个周六举行",
    ),
    # parenthetical: the sizes aside dropped; "已包含在租金内" kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "救生衣（成人和儿童尺码均有）已包含在租金内，请提前15分钟到码头。",
        "救生衣已包含在租金内",
        evidence="救生衣（成人和儿童尺码均有）已包含在租金内",
    ),
    # list_item: one item of the package's list with its head "精洗套餐包括".
    _r("zh", "list_item", True, "精洗套餐包括泡沫洗车、轮毂清洁、内饰吸尘和轮胎上光。", "精洗套餐包括内饰吸尘"),
    # list_item: one brand of the chat's list with the shared "的笔记本".
    _r(
        "zh",
        "list_item",
        True,
        "我们有国誉、百乐和晨光的笔记本📓 欢迎到店看看",
        "我们有百乐的笔记本",
        evidence="我们有国誉、百乐和晨光的笔记本",
    ),
    # --- negative ---
    # restriction_drop: "寒暑假期间" limits the free climbing; dropping it overgeneralizes.
    _r(
        "zh",
        "restriction_drop",
        False,
        "寒暑假期间，儿童可以免费使用攀岩墙，需家长陪同。",
        "儿童可以免费使用攀岩墙",
        evidence="寒暑假期间，儿童可以免费使用攀岩墙",
    ),
    # restriction_drop: the 48 hours are said of the metro station's lockers; the key carries no place.
    _r(
        "zh",
        "restriction_drop",
        False,
        "地铁站的快递柜，包裹保存48小时；小区内的快递柜保存72小时。",
        "包裹保存48小时",
        evidence="地铁站的快递柜，包裹保存48小时",
        key="fengchao/hold_time",
    ),
    # restriction_drop: an atomic fee restricted to run-flat tyres by its evidence; the key does not carry it.
    _r(
        "zh",
        "restriction_drop",
        False,
        "普通轮胎免费安装。防爆胎的拆装费每条80元。",
        "每条80元",
        evidence="防爆胎的拆装费每条80元。",
        key="tuhu/fitting_fee",
    ),
    # wrong_speaker: 阿杰 has the key; the value gives it to 美玲.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "阿杰：我有工具棚的钥匙🔑\n美玲：太好了，周六找你拿🙏",
        "美玲有工具棚的钥匙",
        evidence="我有工具棚的钥匙",
        speaker="阿杰",
    ),
    # wrong_speaker: the assistant's "我有两本签名版" filed as the user's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "用户：有《百年孤独》的精装版吗？\n助手：我有两本签名版，可以帮您预留。",
        "用户有两本签名版",
        evidence="我有两本签名版",
        speaker="user",
    ),
    # number: "3箱" became 15 (the pickup day leaked into the quantity).
    _r(
        "zh",
        "number",
        False,
        "你好，我想订3箱罗讷河谷红酒，15号下班过来取。",
        "周先生想订15箱罗讷河谷红酒",
        evidence="我想订3箱罗讷河谷红酒",
        speaker="周先生",
    ),
    # number: "10张精修照片" became 15.
    _r("zh", "number", False, "外景套餐拍摄一小时，包含10张精修照片。", "外景套餐包含15张精修照片"),
    # attribution: the mechanic's claim stated as a fact.
    _r(
        "zh",
        "attribution",
        False,
        "去补胎的时候，师傅说我的后轮胎纹深度已经低于法定标准。",
        "我的后轮胎纹深度已经低于法定标准",
        evidence="师傅说我的后轮胎纹深度已经低于法定标准",
    ),
    # attribution: a customer's remark about a neighbour's prices stated as a fact.
    _r("zh", "attribution", False, "有顾客跟我们说，百乐的笔芯在隔壁店更便宜。", "百乐的笔芯在隔壁店更便宜"),
    # negation: "不收现金" became "收现金".
    _r(
        "zh", "negation", False, "自助洗车区不收现金，只能扫码支付。", "自助洗车区收现金", evidence="自助洗车区不收现金"
    ),
    # negation: "没有打开" became "打开".
    _r(
        "zh",
        "negation",
        False,
        "客户反映输入取件码后柜门没有打开，试了三次都不行。",
        "输入取件码后柜门打开",
        evidence="输入取件码后柜门没有打开",
    ),
    # condition: the 300-yuan price holds only when ten sessions are bought at once.
    _r(
        "zh",
        "condition",
        False,
        "如果一次买十节私教课，每节课300元。",
        "每节课300元",
        key="liliang_fit/pt_session_price",
    ),
    # condition: "如果风力超过五级" dropped.
    _r("zh", "condition", False, "如果风力超过五级，所有船只停止出租。", "所有船只停止出租"),
    # scope: "大部分种植箱" became all of them.
    _r("zh", "scope", False, "大部分种植箱都适合轮椅使用。", "种植箱都适合轮椅使用"),
    # stitch: one sentence's subject joined to the next sentence's predicate.
    _r("zh", "stitch", False, "证件照每套50元。艺术微喷打印需要五个工作日。", "证件照需要五个工作日"),
    # tense: "以前在乐动健身锻炼" restated as a present habit.
    _r(
        "zh",
        "tense",
        False,
        "我以前在乐动健身锻炼，一月份换到这里了。",
        "王芳在乐动健身锻炼",
        evidence="我以前在乐动健身锻炼",
        speaker="王芳",
    ),
    # evidence: the quoted sentence (上午10点) is not in the SMS, which says 下午2点.
    _r(
        "zh",
        "evidence",
        False,
        "您预约的法律咨询时间为3月3日下午2点，地点：街道服务中心二楼。",
        "您预约的法律咨询时间为3月3日上午10点",
        evidence="您预约的法律咨询时间为3月3日上午10点",
    ),
    # parenthetical_restrictive: "（限订单满300元）" restricts the free delivery.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "免费同城配送（限订单满300元）周二至周六均可预约。",
        "免费同城配送周二至周六均可预约",
    ),
)

BATCH_52: tuple[Realistic, ...] = _EN + _ES + _ZH
