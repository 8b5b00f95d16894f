"""The realistic set's forty-fifth batch: a blind measurement of the merged admission rules (issue 31, brief B45).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b45, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in the domains
this batch was given: bakeries and patisseries, driving-licence renewals, kayak rentals, allotment gardens, dog
groomers, university admissions offices, opticians, home insurance claims, chess clubs, recording studios, ferry
operators and kindergartens' parent groups, in the registers it was given (voice-note transcripts with fillers, chats
with emoji, support tickets, tool outputs in JSON, e-mail signatures, web forms, receipts, SMS notifications, calendar
invites and meeting minutes).

The values are written as memory extractors write them. Some copy a clause or a minuted decision whole; some restate
it with the speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is
then `user`); some drop the speaker as subject (`Works Saturdays at the Crumb & Co. bakery on Queen Street`); some
keep one item of a list with the list's head; and the subspan records keep one atomic value alone (an e-mail address,
a URL, a phone number, a booking or claim reference, an amount with its currency, a date or time phrase, a person's
name, a program with its version number), filed under a key in the manner of LangGraph's memory tools
(`riverside_kayaks/booking/booking_id`). Key styles are mixed on purpose: English keys over Spanish and Chinese
sources, keys naming an organization and a person in it (`crumb_and_co/priya_nair/email`), keys carrying the claim or
booking a value belongs to (`seguros_hogar/siniestro_2026_hg_00417/perito`), and Chinese keys.

The negatives are the mistakes extractors make on such text: a time frame, audience or weight class dropped; a staff
member's or another parent's `I` bound to the user; a party size taken for a boat count, or two numbers summed; a
plumber's or neighbour's opinion stored as fact; a negator, a condition or `only` lost; two sentences stitched; a past
habit stated as present; a receipt line or minuted item that the source does not contain; a restrictive
parenthetical (`for policies started after 1 May 2025`) dropped.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
evidence 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source except in the three
`evidence` negatives, which quote a line the source does not contain. The batch is unscored: scoring it is the
lead's, once it joins the realistic set.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the pastry chef's e-mail alone from a signature; the `E:` label is what the key's relation (email) names.
    _r(
        "en",
        "subspan",
        True,
        (
            "Thanks again for the wedding cake order!\n"
            "\n"
            "Priya Nair\n"
            "Head Pastry Chef, Crumb & Co. Patisserie\n"
            "T: 0117 496 0318 | E: priya@crumbandco.co.uk\n"
            "www.crumbandco.co.uk"
        ),
        "priya@crumbandco.co.uk",
        evidence="E: priya@crumbandco.co.uk",
        key="crumb_and_co/priya_nair/email",
    ),
    # subspan: the renewal reference alone from an SMS; nothing in the evidence restricts the code.
    _r(
        "en",
        "subspan",
        True,
        (
            "LicenceDesk: Your driving licence renewal application has been received. Reference: "
            "DLR-4471-0923. Your new licence should arrive within 3 weeks."
        ),
        "DLR-4471-0923",
        evidence="Reference: DLR-4471-0923.",
        key="licence_renewal/application/reference",
    ),
    # subspan: a booking id from a JSON tool output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        (
            '{"booking_id": "KY-20931", "boat": "tandem sit-on-top", "start": "2026-07-18T09:30", '
            '"duration_hours": 3, "total": "£54.00"}'
        ),
        "KY-20931",
        evidence='"booking_id": "KY-20931"',
        key="riverside_kayaks/booking/booking_id",
    ),
    # subspan: the receipt's total with its currency; `TOTAL PAID` is what the key names.
    _r(
        "en",
        "subspan",
        True,
        (
            "SPECTACULAR OPTICIANS\n"
            "Eye test £25.00\n"
            "Varifocal lenses £189.00\n"
            "Frame: Lindberg 9712 £145.00\n"
            "TOTAL PAID £359.00\n"
            "Card ****4417"
        ),
        "£359.00",
        evidence="TOTAL PAID £359.00",
        key="spectacular_opticians/last_visit/total_paid",
    ),
    # subspan: the match date from a calendar invite's own line; the label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        (
            "Invitation: Club night vs Kingsbury Chess Club\n"
            "Date: Thursday 12 March 2026\n"
            "Time: 19:30 – 22:30 (GMT)\n"
            "Where: St Aidan's Church Hall, 4 Mill Lane\n"
            "Organizer: tom.h@ashfordchess.org"
        ),
        "Thursday 12 March 2026",
        evidence="Date: Thursday 12 March 2026",
        key="ashford_chess/kingsbury_match/date",
    ),
    # subspan: the engineer's direct line alone; the evidence is the clause after the condition, and `direct line` is
    # the key.
    _r(
        "en",
        "subspan",
        True,
        (
            "Hi, it's Marcus from Bluebird Studios. The mix is bounced and on the drive. If you want to "
            "talk it through, my direct line is 020 7946 0852."
        ),
        "020 7946 0852",
        evidence="my direct line is 020 7946 0852",
        speaker="Marcus",
        key="bluebird_studios/marcus/direct_line",
    ),
    # subspan: the status page URL taken whole; `live sailing updates` is what the key names.
    _r(
        "en",
        "subspan",
        True,
        (
            "Check live sailing updates at https://www.islandlink-ferries.com/status before you travel. "
            "Foot passengers should arrive 20 minutes before departure."
        ),
        "https://www.islandlink-ferries.com/status",
        evidence="Check live sailing updates at https://www.islandlink-ferries.com/status",
        key="islandlink_ferries/sailing_status/url",
    ),
    # subspan: the adjuster's name alone; the claim it belongs to is carried by the key.
    _r(
        "en",
        "subspan",
        True,
        (
            "Ticket #88213 — update from Claims\n"
            "Your claim HC-5582931 for water damage to the kitchen ceiling has been assigned to loss "
            "adjuster Gareth Bowen. He will call to arrange a visit."
        ),
        "Gareth Bowen",
        evidence=(
            "Your claim HC-5582931 for water damage to the kitchen ceiling has been assigned to loss "
            "adjuster Gareth Bowen."
        ),
        key="home_insurance/claim_hc_5582931/loss_adjuster",
    ),
    # filler: a voice note's fillers (`Um, so, yeah`) dropped; the clause is otherwise kept word for word.
    _r(
        "en",
        "filler",
        True,
        ("Um, so, yeah, I've got plot 14B at the Hillside allotments, and, uh, the water trough's right by the gate."),
        "I've got plot 14B at the Hillside allotments",
        evidence="Um, so, yeah, I've got plot 14B at the Hillside allotments",
        speaker="Dev",
    ),
    # filler: `so basically` and `like` are fillers; the time restriction `after four` is kept.
    _r(
        "en",
        "filler",
        True,
        (
            "Hey, it's, um, it's Carla from Pawfect Grooming — so basically Biscuit's ready for pick-up, "
            "like, any time after four."
        ),
        "Biscuit's ready for pick-up any time after four",
        evidence="so basically Biscuit's ready for pick-up, like, any time after four",
        speaker="Carla",
    ),
    # filler: a parents' group voice note; `Okay so, uh` and `you know` are fillers, date and place kept.
    _r(
        "en",
        "filler",
        True,
        "Okay so, uh, the bake sale is, you know, on Friday the 9th in the main hall. Bring a labelled tin!",
        "the bake sale is on Friday the 9th in the main hall",
        evidence="Okay so, uh, the bake sale is, you know, on Friday the 9th in the main hall.",
    ),
    # speaker: `I` restated as the speaker's name in the past tense the source uses.
    _r(
        "en",
        "speaker",
        True,
        "I applied for the MSc in Data Science for the September 2026 intake 🤞 fingers crossed",
        "Aisha applied for the MSc in Data Science for the September 2026 intake",
        evidence="I applied for the MSc in Data Science for the September 2026 intake",
        speaker="Aisha",
    ),
    # speaker: mem0's `User` for the speaker, with the verb's agreement; nothing else changes.
    _r(
        "en",
        "speaker",
        True,
        "I play on board two for the Ashford second team ♟️ see you Thursday",
        "User plays on board two for the Ashford second team",
        evidence="I play on board two for the Ashford second team",
        speaker="user",
    ),
    # speaker: the speaker dropped as subject, as extractors write it; the day restriction stays.
    _r(
        "en",
        "speaker",
        True,
        "I work Saturdays at the Crumb & Co. bakery on Queen Street, so weekends are tricky.",
        "Works Saturdays at the Crumb & Co. bakery on Queen Street",
        evidence="I work Saturdays at the Crumb & Co. bakery on Queen Street",
        speaker="Leo",
    ),
    # verbatim: the SMS's cancellation sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        (
            "IslandLink: The 07:15 sailing from Oban to Craignure on Sat 4 Apr is cancelled due to high "
            "winds. Rebook free at islandlink-ferries.com."
        ),
        "The 07:15 sailing from Oban to Craignure on Sat 4 Apr is cancelled due to high winds.",
        evidence="The 07:15 sailing from Oban to Craignure on Sat 4 Apr is cancelled due to high winds.",
    ),
    # verbatim: one minuted decision copied whole, its date kept.
    _r(
        "en",
        "verbatim",
        True,
        (
            "Minutes, Hillside Allotment Society AGM, 2 Feb 2026\n"
            "3. Annual plot rent rises to £42 from 1 April 2026.\n"
            "4. The skip will be delivered on 14 March."
        ),
        "Annual plot rent rises to £42 from 1 April 2026.",
        evidence="Annual plot rent rises to £42 from 1 April 2026.",
    ),
    # coordination: the first of two conjuncts sharing the subject `Our engineer Nadia`; the dropped one is whole.
    _r(
        "en",
        "coordination",
        True,
        "Our engineer Nadia records the live room and mixes on the SSL desk. Sessions start at 10.",
        "Our engineer Nadia records the live room",
        evidence="Our engineer Nadia records the live room and mixes on the SSL desk.",
    ),
    # coordination: the second conjunct alone, its own subject `we` kept; the first conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "We groom all breeds and we offer nail clipping as a walk-in service 🐾",
        "We offer nail clipping as a walk-in service",
        evidence="We groom all breeds and we offer nail clipping as a walk-in service",
    ),
    # parenthetical: a descriptive parenthetical about the recipe dropped; the claim about baking is untouched.
    _r(
        "en",
        "parenthetical",
        True,
        ("Our sourdough (made with a 48-hour ferment) is baked fresh every morning. Pre-order by 6pm the day before."),
        "Our sourdough is baked fresh every morning.",
        evidence="Our sourdough (made with a 48-hour ferment) is baked fresh every morning.",
    ),
    # parenthetical: a web form's explanatory parenthetical dropped; it identifies the photo, it does not restrict the
    # claim.
    _r(
        "en",
        "parenthetical",
        True,
        (
            "Photo and signature\n"
            "Your current photo (the one on your existing licence) will be reused for the new licence.\n"
            "[ ] I want to upload a new photo"
        ),
        "Your current photo will be reused for the new licence.",
        evidence="Your current photo (the one on your existing licence) will be reused for the new licence.",
    ),
    # list_item: one item of the list with the list's head (`Every rental includes`) kept.
    _r(
        "en",
        "list_item",
        True,
        "Every rental includes a buoyancy aid, a paddle, a dry bag and a route map.",
        "Every rental includes a dry bag.",
    ),
    # list_item: the last list item with its head; dropping the others leaves polarity alone.
    _r(
        "en",
        "list_item",
        True,
        "Payment: we accept NHS vouchers, Visa, Mastercard and Apple Pay.",
        "we accept Apple Pay.",
        evidence="we accept NHS vouchers, Visa, Mastercard and Apple Pay.",
    ),
    # --- negative ---
    # restriction_drop: drops `On weekdays in winter`, the time frame that limits the claim.
    _r(
        "en",
        "restriction_drop",
        False,
        "Timetable note: On weekdays in winter, the Craignure ferry runs every two hours.",
        "The Craignure ferry runs every two hours.",
        evidence="On weekdays in winter, the Craignure ferry runs every two hours.",
    ),
    # restriction_drop: drops `after 4pm`; the discount holds only then.
    _r(
        "en",
        "restriction_drop",
        False,
        "Our croissants are half price after 4pm 🥐 come grab them!",
        "Our croissants are half price",
        evidence="Our croissants are half price after 4pm",
    ),
    # restriction_drop: drops `International`, widening the requirement to every applicant.
    _r(
        "en",
        "restriction_drop",
        False,
        ("Re: entry requirements\nInternational applicants must submit an IELTS score of 6.5 or above."),
        "Applicants must submit an IELTS score of 6.5 or above.",
        evidence="International applicants must submit an IELTS score of 6.5 or above.",
    ),
    # wrong_speaker: the `I` is the agent Hannah's, not the user's; binding it to `User` is wrong.
    _r(
        "en",
        "wrong_speaker",
        False,
        ("Support (Hannah): I'm based in the Leeds office, so I'll handle your claim from here.\nYou: Great, thanks!"),
        "User is based in the Leeds office",
        evidence="I'm based in the Leeds office",
        speaker="user",
    ),
    # wrong_speaker: Tom says he is rated 1850; the value gives Tom's rating to Raj.
    _r(
        "en",
        "wrong_speaker",
        False,
        ("Tom: I'm rated 1850, so I'll take board one.\nRaj: fine by me"),
        "Raj is rated 1850",
        evidence="I'm rated 1850",
        speaker="Raj",
    ),
    # number: the party size is taken for the number of kayaks: 3 becomes 6.
    _r(
        "en",
        "number",
        False,
        "There are 6 of us, so we've booked 3 tandem kayaks for Saturday morning.",
        "Booked 6 tandem kayaks for Saturday morning",
        evidence="we've booked 3 tandem kayaks for Saturday morning",
    ),
    # number: the undecided are summed into the yeses: 12 becomes 15.
    _r(
        "en",
        "number",
        False,
        "Summer fair sign-up: 12 families have said yes so far, 3 are still undecided.",
        "15 families have said yes so far",
        evidence="12 families have said yes so far, 3 are still undecided.",
    ),
    # attribution: the plumber's hedged opinion stated as fact: attribution and `probably` dropped.
    _r(
        "en",
        "attribution",
        False,
        "The plumber told us the leak had probably been going on for months.",
        "The leak had been going on for months.",
    ),
    # attribution: a neighbour's rumour stored as fact; `reckons` is dropped.
    _r(
        "en",
        "attribution",
        False,
        "Um, my neighbour on plot 9 reckons the council is selling the site.",
        "the council is selling the site",
        evidence="my neighbour on plot 9 reckons the council is selling the site.",
    ),
    # negation: `isn't` becomes `is`: polarity flipped.
    _r(
        "en",
        "negation",
        False,
        "Your eye test isn't covered by the NHS this year, so there's a £25 charge.",
        "Your eye test is covered by the NHS this year",
        evidence="Your eye test isn't covered by the NHS this year",
    ),
    # negation: the negation `doesn't` and `anymore` dropped.
    _r(
        "en",
        "negation",
        False,
        "Heads up: Studio B doesn't have a piano anymore, it went back to the hire company.",
        "Studio B has a piano",
        evidence="Studio B doesn't have a piano anymore",
    ),
    # condition: the `If` clause that limits the requirement dropped.
    _r(
        "en",
        "condition",
        False,
        "If your licence expired more than 5 years ago, you'll need to retake the theory test.",
        "You'll need to retake the theory test.",
    ),
    # condition: drops the `unless` exception.
    _r(
        "en",
        "condition",
        False,
        "Vehicle tickets are refundable up to 24 hours before departure unless bought on a Saver fare.",
        "Vehicle tickets are refundable up to 24 hours before departure",
    ),
    # scope: drops `Only`, turning an exclusive permission into a plain one.
    _r(
        "en",
        "scope",
        False,
        "Only applicants with a conditional offer can book a campus tour in June.",
        "Applicants with a conditional offer can book a campus tour in June.",
    ),
    # stitch: stitches `We do gluten-free` from one sentence onto `birthday cakes` from the next.
    _r(
        "en",
        "stitch",
        False,
        "We do gluten-free brownies on Fridays. Our birthday cakes need 72 hours' notice.",
        "We do gluten-free birthday cakes",
    ),
    # tense: `used to open` (past habit) restated as present `open`.
    _r(
        "en",
        "tense",
        False,
        "We used to open on Sundays, but now we're closed so the groomers get a day off.",
        "We open on Sundays",
        evidence="We used to open on Sundays",
    ),
    # evidence: the evidence quotes an agenda item the minutes do not contain.
    _r(
        "en",
        "evidence",
        False,
        (
            "Parents' group meeting, 10 Jan\n"
            "Attendees: 9 parents, Ms Okafor\n"
            "1. Summer fair date agreed: Saturday 20 June.\n"
            "2. Treasurer reports £640 in the fund."
        ),
        "Ms Okafor will lead the fair committee.",
        evidence="3. Ms Okafor will lead the fair committee.",
    ),
    # parenthetical_restrictive: the parenthetical restricts which policies; dropping it widens the cover.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Accidental damage cover (for policies started after 1 May 2025) includes spilled paint on carpets.",
        "Accidental damage cover includes spilled paint on carpets.",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el teléfono de la firma solo; `Tel.` es la relación que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            "Un saludo,\n"
            "Lucía Ferrer\n"
            "Maestra pastelera · Pastelería La Espiga\n"
            "Tel. 963 41 22 87 · lucia@pasteleria-laespiga.es"
        ),
        "963 41 22 87",
        evidence="Tel. 963 41 22 87",
        key="la_espiga/lucia_ferrer/phone",
    ),
    # subspan: el localizador de un SMS, entero; nada en la evidencia lo restringe.
    _r(
        "es",
        "subspan",
        True,
        (
            "DGT: Su cita para la renovación del permiso de conducir es el 17/03/2026 a las 10:40 en la "
            "Jefatura de Valencia. Localizador: RC7Q-2291."
        ),
        "RC7Q-2291",
        evidence="Localizador: RC7Q-2291.",
        key="dgt/renovacion_permiso/localizador",
    ),
    # subspan: un importe con su moneda de una salida JSON; el campo es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            '{"reserva": "KAY-55120", "cliente": "Jorge Medina", "embarcacion": "kayak doble", "fecha": '
            '"2026-08-02", "importe": "48,00 €"}'
        ),
        "48,00 €",
        evidence='"importe": "48,00 €"',
        key="kayaks_del_sella/kay_55120/importe",
    ),
    # subspan: el correo de un formulario web; la etiqueta del campo es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            "Solicitud de cita\n"
            "Nombre: Rosa Almeida\n"
            "Correo electrónico: rosa.almeida@correo.es\n"
            "Motivo de la cita: revisión de graduación"
        ),
        "rosa.almeida@correo.es",
        evidence="Correo electrónico: rosa.almeida@correo.es",
        key="optica_vision/rosa_almeida/email",
    ),
    # subspan: el nombre del perito solo; el siniestro al que pertenece lo lleva la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            "Estimado cliente: su siniestro n.º 2026-HG-00417 ha sido asignado al perito Andrés Roldán, "
            "que le llamará en las próximas 48 horas."
        ),
        "Andrés Roldán",
        evidence="su siniestro n.º 2026-HG-00417 ha sido asignado al perito Andrés Roldán",
        key="seguros_hogar/siniestro_2026_hg_00417/perito",
    ),
    # subspan: la fecha de una invitación de calendario, de su propia línea.
    _r(
        "es",
        "subspan",
        True,
        (
            "Invitación: Torneo relámpago del Club de Ajedrez Alfil\n"
            "Fecha: sábado, 21 de febrero de 2026\n"
            "Hora: 17:00 – 20:00 (CET)\n"
            "Lugar: Casa de Cultura, sala 2"
        ),
        "sábado, 21 de febrero de 2026",
        evidence="Fecha: sábado, 21 de febrero de 2026",
        key="club_alfil/torneo_relampago/fecha",
    ),
    # subspan: el programa con su número de versión, entero; `trabajamos con` es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            "Hola Marta: en el estudio trabajamos con Logic Pro 11.1.2. Si traes proyectos de Ableton, "
            "expórtalos en stems."
        ),
        "Logic Pro 11.1.2",
        evidence="en el estudio trabajamos con Logic Pro 11.1.2",
        key="estudio_sonora/daw",
    ),
    # subspan: la URL entera; `el estado de su trayecto` es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        (
            "Naviera Balear: Consulte el estado de su trayecto en https://www.navierabalear.es/estado y "
            "lleve su DNI al embarque."
        ),
        "https://www.navierabalear.es/estado",
        evidence="Consulte el estado de su trayecto en https://www.navierabalear.es/estado",
        key="naviera_balear/estado_trayecto/url",
    ),
    # filler: nota de voz: `Eh, bueno, pues nada, que` son muletillas; la cláusula queda igual.
    _r(
        "es",
        "filler",
        True,
        "Eh, bueno, pues nada, que me han dado la parcela 23 del huerto municipal de Benimaclet, ¿vale?",
        "me han dado la parcela 23 del huerto municipal de Benimaclet",
        evidence="Eh, bueno, pues nada, que me han dado la parcela 23 del huerto municipal de Benimaclet",
        speaker="Pilar",
    ),
    # filler: `Mira, o sea` y `¿sabes?` son muletillas; la frecuencia se mantiene.
    _r(
        "es",
        "filler",
        True,
        "Mira, o sea, a Lola le cortamos el pelo cada seis semanas, ¿sabes? Y siempre con tijera.",
        "a Lola le cortamos el pelo cada seis semanas",
        evidence="Mira, o sea, a Lola le cortamos el pelo cada seis semanas, ¿sabes?",
    ),
    # filler: muletillas iniciales quitadas; fecha, hora y lugar se conservan.
    _r(
        "es",
        "filler",
        True,
        "Bueno, a ver, eh, la reunión de padres es el martes a las seis en el aula de los Girasoles.",
        "la reunión de padres es el martes a las seis en el aula de los Girasoles",
    ),
    # speaker: la primera persona pasa al nombre de la hablante, `he` → `ha` por concordancia.
    _r(
        "es",
        "speaker",
        True,
        "Ya he enviado la solicitud para el grado en Biotecnología 🎉 ahora a esperar",
        "Daniela ya ha enviado la solicitud para el grado en Biotecnología",
        evidence="Ya he enviado la solicitud para el grado en Biotecnología",
        speaker="Daniela",
    ),
    # speaker: el `Usuario` de mem0 con la concordancia del verbo; el día se mantiene.
    _r(
        "es",
        "speaker",
        True,
        "Juego en el equipo B del club de ajedrez los viernes ♟️",
        "Usuario juega en el equipo B del club de ajedrez los viernes",
        evidence="Juego en el equipo B del club de ajedrez los viernes",
        speaker="user",
    ),
    # speaker: sujeto elidido para la hablante, verbo en tercera persona.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo de recepcionista en la Óptica Visión de la calle Colón, así que te puedo buscar cita.",
        "Trabaja de recepcionista en la Óptica Visión de la calle Colón",
        evidence="Trabajo de recepcionista en la Óptica Visión de la calle Colón",
        speaker="Rosa",
    ),
    # verbatim: la frase del SMS copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        (
            "Naviera Balear: La salida de las 18:30 de Dénia a Ibiza del 3 de abril se retrasa a las 19:45 "
            "por condiciones meteorológicas."
        ),
        (
            "La salida de las 18:30 de Dénia a Ibiza del 3 de abril se retrasa a las 19:45 por condiciones "
            "meteorológicas."
        ),
        evidence=(
            "La salida de las 18:30 de Dénia a Ibiza del 3 de abril se retrasa a las 19:45 por condiciones "
            "meteorológicas."
        ),
    ),
    # verbatim: un acuerdo del acta copiado entero.
    _r(
        "es",
        "verbatim",
        True,
        (
            "Acta de la asamblea de la Asociación de Huertos La Torre, 8 de marzo de 2026\n"
            "1. Se aprueba la compra de una desbrozadora nueva.\n"
            "2. La cuota anual se mantiene en 35 €."
        ),
        "La cuota anual se mantiene en 35 €.",
        evidence="La cuota anual se mantiene en 35 €.",
    ),
    # coordination: el primer conjunto de dos con el mismo sujeto; el segundo se quita entero.
    _r(
        "es",
        "coordination",
        True,
        "Hacemos el pan con masa madre y lo cocemos en horno de leña 🥖",
        "Hacemos el pan con masa madre",
        evidence="Hacemos el pan con masa madre y lo cocemos en horno de leña",
    ),
    # coordination: el segundo conjunto con el sujeto compartido `Nuestro técnico Iván`.
    _r(
        "es",
        "coordination",
        True,
        "Nuestro técnico Iván graba las baterías y edita las voces. El estudio abre a las diez.",
        "Nuestro técnico Iván edita las voces",
        evidence="Nuestro técnico Iván graba las baterías y edita las voces.",
    ),
    # parenthetical: un inciso descriptivo entre paréntesis quitado; no restringe la afirmación.
    _r(
        "es",
        "parenthetical",
        True,
        "La ruta corta (unos seis kilómetros río abajo) termina en la playa de Llovio.",
        "La ruta corta termina en la playa de Llovio.",
    ),
    # parenthetical: el inciso que identifica a la gestora quitado; la afirmación no cambia.
    _r(
        "es",
        "parenthetical",
        True,
        (
            "Ticket 40127 · Siniestros Hogar\n"
            "Su gestora (Marina, del departamento de siniestros) le contactará por correo."
        ),
        "Su gestora le contactará por correo.",
        evidence="Su gestora (Marina, del departamento de siniestros) le contactará por correo.",
    ),
    # list_item: un elemento de la lista con su núcleo `Aceptamos`.
    _r(
        "es",
        "list_item",
        True,
        "Aceptamos efectivo, tarjeta, Bizum y financiación sin intereses.",
        "Aceptamos Bizum.",
    ),
    # list_item: un elemento de la lista; el marco `Para la excursión` se conserva.
    _r(
        "es",
        "list_item",
        True,
        "Para la excursión, los niños deben traer gorra, crema solar, agua y almuerzo.",
        "Para la excursión, los niños deben traer crema solar.",
    ),
    # --- negative ---
    # restriction_drop: se pierde `En agosto`, el marco temporal del horario.
    _r(
        "es",
        "restriction_drop",
        False,
        "Aviso: En agosto, la pastelería abre de 8 a 14 h.",
        "La pastelería abre de 8 a 14 h.",
        evidence="En agosto, la pastelería abre de 8 a 14 h.",
    ),
    # restriction_drop: se pierde a qué perros se aplica el precio.
    _r(
        "es",
        "restriction_drop",
        False,
        "Para perros de más de 30 kilos, el baño cuesta 45 €.",
        "El baño cuesta 45 €.",
    ),
    # restriction_drop: se pierde `extracomunitarios` y la obligación pasa a todos.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los estudiantes extracomunitarios deben pagar una reserva de plaza de 300 €.",
        "Los estudiantes deben pagar una reserva de plaza de 300 €.",
    ),
    # wrong_speaker: el `Yo` es de Carmen, no del usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Carmen (administradora del grupo): Yo me encargo de comprar los regalos de fin de curso 🎁\n"
            "Tú: ¡Genial, gracias!"
        ),
        "Usuario se encarga de comprar los regalos de fin de curso",
        evidence="Yo me encargo de comprar los regalos de fin de curso",
        speaker="user",
    ),
    # wrong_speaker: quien tiene el expediente abierto es el agente Raúl, no la clienta.
    _r(
        "es",
        "wrong_speaker",
        False,
        (
            "Agente (Raúl): Tengo su expediente abierto y lo reviso mañana.\n"
            "Cliente (Sofía Gil): Vale, quedo a la espera."
        ),
        "Sofía Gil tiene su expediente abierto",
        evidence="Tengo su expediente abierto",
        speaker="Sofía Gil",
    ),
    # number: el número de personas sustituye al de kayaks: dos pasa a cinco.
    _r(
        "es",
        "number",
        False,
        "Somos cinco adultos y hemos reservado dos kayaks dobles y uno individual.",
        "Hemos reservado cinco kayaks dobles",
        evidence="hemos reservado dos kayaks dobles",
    ),
    # number: la validez cambia de 90 a 60 días.
    _r(
        "es",
        "number",
        False,
        "El certificado médico cuesta 45 € y es válido durante 90 días.",
        "El certificado médico es válido durante 60 días.",
    ),
    # attribution: lo que dice el presidente pasa a ser un hecho.
    _r(
        "es",
        "attribution",
        False,
        "Dice el presidente que el ayuntamiento va a cortar el agua en julio.",
        "El ayuntamiento va a cortar el agua en julio.",
    ),
    # attribution: se pierde `Según el fontanero`.
    _r(
        "es",
        "attribution",
        False,
        "Según el fontanero, la fuga viene de la comunidad de vecinos.",
        "La fuga viene de la comunidad de vecinos.",
    ),
    # negation: se pierde `no`: la polaridad se invierte.
    _r(
        "es",
        "negation",
        False,
        "Atención: Este billete no permite cambios de fecha.",
        "Este billete permite cambios de fecha.",
        evidence="Este billete no permite cambios de fecha.",
    ),
    # negation: se pierde `no`.
    _r(
        "es",
        "negation",
        False,
        "Las lentillas de prueba no tienen coste, te las damos en la revisión.",
        "Las lentillas de prueba tienen coste",
        evidence="Las lentillas de prueba no tienen coste",
    ),
    # condition: se pierde la condición `Si`.
    _r(
        "es",
        "condition",
        False,
        "Si la sesión se alarga más de las 22:00, se cobra la hora a 60 €.",
        "Se cobra la hora a 60 €.",
    ),
    # condition: se pierde la condición `siempre que`.
    _r(
        "es",
        "condition",
        False,
        "Podrá matricularse en julio siempre que haya aprobado la PAU.",
        "Podrá matricularse en julio.",
    ),
    # scope: se pierde `Solo`.
    _r(
        "es",
        "scope",
        False,
        "Solo los socios federados pueden jugar el torneo de liga.",
        "Los socios federados pueden jugar el torneo de liga.",
    ),
    # stitch: cose el sujeto de una frase con el predicado de la siguiente.
    _r(
        "es",
        "stitch",
        False,
        "El corte incluye baño. El deslanado se cobra aparte.",
        "El corte se cobra aparte.",
    ),
    # tense: `era` pasa a `es`: el pasado se presenta como presente.
    _r(
        "es",
        "tense",
        False,
        "El año pasado la cuota del AMPA era de 20 € por familia.",
        "La cuota del AMPA es de 20 € por familia.",
        evidence="la cuota del AMPA era de 20 € por familia.",
    ),
    # evidence: la evidencia cita una línea que el tique no tiene.
    _r(
        "es",
        "evidence",
        False,
        ("PANADERÍA LA ESPIGA\n1 barra rústica 1,30 €\n2 croissants 2,80 €\nTOTAL 4,10 €\nPagado con tarjeta"),
        "1 tarta de queso 18,00 €",
        evidence="1 tarta de queso 18,00 €",
    ),
    # parenthetical_restrictive: el paréntesis restringe cuándo se incluye el neopreno.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El alquiler incluye neopreno (solo de octubre a mayo) y chaleco salvavidas.",
        "El alquiler incluye neopreno y chaleco salvavidas.",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 签名里的邮箱，整体取出；`邮箱` 就是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        ("祝好！\n林晓雯\n甜蜜时光烘焙坊 · 裱花师\n电话：021-6248 3197\n邮箱：lin.xw@sweettime-bakery.cn"),
        "lin.xw@sweettime-bakery.cn",
        evidence="邮箱：lin.xw@sweettime-bakery.cn",
        key="甜蜜时光烘焙坊/林晓雯/邮箱",
    ),
    # subspan: 短信里的受理编号，整体取出，无限制。
    _r(
        "zh",
        "subspan",
        True,
        "【交管12123】您的驾驶证期满换证业务已受理，受理编号：HZ20260311-0472，新证将于7个工作日内邮寄。",
        "HZ20260311-0472",
        evidence="受理编号：HZ20260311-0472",
        key="jiaoguan/license_renewal/application_no",
    ),
    # subspan: JSON 工具输出里的时段，字段名即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        ('{"订单号": "PH-77813", "项目": "双人皮划艇", "日期": "2026-07-25", "时段": "09:00-11:00", "金额": "¥260"}'),
        "09:00-11:00",
        evidence='"时段": "09:00-11:00"',
        key="千岛湖皮划艇/PH-77813/时段",
    ),
    # subspan: 收据的合计金额连同货币符号。
    _r(
        "zh",
        "subspan",
        True,
        ("明视眼镜\n验光 免费\n镜框 ¥680.00\n镜片 ¥920.00\n合计 ¥1,600.00\n微信支付"),
        "¥1,600.00",
        evidence="合计 ¥1,600.00",
        key="明视眼镜/last_purchase/total",
    ),
    # subspan: 店里现在的电话号码，整体取出；`新电话` 即键所指的当前号码。
    _r(
        "zh",
        "subspan",
        True,
        "你好～我们店新电话是 138 1024 5567，旧号码已经停用了哦🐶",
        "138 1024 5567",
        evidence="我们店新电话是 138 1024 5567",
        key="毛孩子宠物美容/phone",
    ),
    # subspan: 制作名单里的人名，标签即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        ("《夏至》专辑制作名单\n录音师：周凯\n混音师：王思远\n母带：外包"),
        "王思远",
        evidence="混音师：王思远",
        key="回声录音棚/夏至专辑/混音师",
    ),
    # subspan: 日程邀请里的开船时间，独占一行。
    _r(
        "zh",
        "subspan",
        True,
        (
            "日程邀请：家庭出游·乘船去嵊泗\n"
            "日期：2026年5月2日（周六）\n"
            "开船时间：08:10\n"
            "地点：沈家湾客运码头\n"
            "备注：提前40分钟取票"
        ),
        "08:10",
        evidence="开船时间：08:10",
        key="family_trip/shengsi_ferry/departure_time",
    ),
    # subspan: 报名网址整体取出；`登录…填写报名信息` 就是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "东海大学招生办：请登录 https://zsb.donghai-univ.edu.cn/apply 填写报名信息，并上传证件照。",
        "https://zsb.donghai-univ.edu.cn/apply",
        evidence="请登录 https://zsb.donghai-univ.edu.cn/apply 填写报名信息",
        key="donghai_univ/admissions/apply_url",
    ),
    # filler: 语音转写里的 `呃，那个` 是口头填充词，去掉后句子不变。
    _r(
        "zh",
        "filler",
        True,
        "呃，那个，我在阳光社区菜园租了一块地，嗯，就是靠门口那块。",
        "我在阳光社区菜园租了一块地",
        evidence="呃，那个，我在阳光社区菜园租了一块地",
        speaker="老陈",
    ),
    # filler: 去掉 `就是说`、`嗯`、`然后` 这些填充词，时间和要求都保留。
    _r(
        "zh",
        "filler",
        True,
        "就是说，嗯，下周五的亲子运动会，然后，要穿白色运动鞋。",
        "下周五的亲子运动会要穿白色运动鞋",
    ),
    # filler: 去掉 `那个……` 和 `嗯`。
    _r(
        "zh",
        "filler",
        True,
        "那个……你的眼镜，嗯，已经到店了，随时可以来取。",
        "你的眼镜已经到店了，随时可以来取",
    ),
    # speaker: `我` 换成说话人的名字，其余不变。
    _r(
        "zh",
        "speaker",
        True,
        "我已经收到了东海大学的录取通知书🎉 太开心了",
        "张悦已经收到了东海大学的录取通知书",
        evidence="我已经收到了东海大学的录取通知书",
        speaker="张悦",
    ),
    # speaker: mem0 式的 `用户` 代替 `我`，时间限定保留。
    _r(
        "zh",
        "speaker",
        True,
        "我每周六早上去国际象棋俱乐部下棋♟️",
        "用户每周六早上去国际象棋俱乐部下棋",
        evidence="我每周六早上去国际象棋俱乐部下棋",
        speaker="user",
    ),
    # speaker: 省略说话人主语，抽取器常这样写。
    _r(
        "zh",
        "speaker",
        True,
        "我在码头的售票处上夜班，白天一般在睡觉。",
        "在码头的售票处上夜班",
        evidence="我在码头的售票处上夜班",
        speaker="小刘",
    ),
    # verbatim: 短信里的停航通知原样照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "【舟山轮渡】受大风影响，3月8日14:00沈家湾至嵊泗航班停航，已购票旅客可免费退改。",
        "受大风影响，3月8日14:00沈家湾至嵊泗航班停航",
        evidence="受大风影响，3月8日14:00沈家湾至嵊泗航班停航",
    ),
    # verbatim: 会议纪要的一条决议原样照抄。
    _r(
        "zh",
        "verbatim",
        True,
        ("阳光社区菜园管理会议纪要（2026年3月1日）\n一、每块地年租金调整为300元。\n二、4月起每周三统一供水。"),
        "每块地年租金调整为300元。",
        evidence="每块地年租金调整为300元。",
    ),
    # coordination: 共享主语 `我们` 的两个并列谓语取前一个，后一个整段去掉。
    _r(
        "zh",
        "coordination",
        True,
        "我们每天早上现烤面包，下午还开裱花体验课🎂",
        "我们每天早上现烤面包",
        evidence="我们每天早上现烤面包，下午还开裱花体验课",
    ),
    # coordination: 共享主语的第一个并列成分。
    _r(
        "zh",
        "coordination",
        True,
        "美容师小雅擅长泰迪造型，也会修剪雪纳瑞。",
        "美容师小雅擅长泰迪造型",
    ),
    # parenthetical: 去掉说明专员身份的括注，不影响断言。
    _r(
        "zh",
        "parenthetical",
        True,
        "工单 #20931 回复：您的理赔专员（理赔部李女士）将在三个工作日内联系您。",
        "您的理赔专员将在三个工作日内联系您。",
        evidence="您的理赔专员（理赔部李女士）将在三个工作日内联系您。",
    ),
    # parenthetical: 去掉说明位置的括注。
    _r(
        "zh",
        "parenthetical",
        True,
        "码头的更衣室（在售票亭后面）提供免费储物柜。",
        "码头的更衣室提供免费储物柜。",
    ),
    # list_item: 列表中的一项，连同共享的 `报名需提交`。
    _r(
        "zh",
        "list_item",
        True,
        "报名需提交身份证、高中毕业证、成绩单和两张证件照。",
        "报名需提交成绩单",
    ),
    # list_item: 列表中的一项，去掉其他项不改变极性。
    _r(
        "zh",
        "list_item",
        True,
        "录音棚提供雅马哈钢琴、芬达音箱、舒尔话筒和监听耳机。",
        "录音棚提供舒尔话筒",
    ),
    # --- negative ---
    # restriction_drop: 去掉 `节假日期间` 这个时间范围。
    _r(
        "zh",
        "restriction_drop",
        False,
        "节假日期间，车辆需提前一天预约上船。",
        "车辆需提前一天预约上船。",
    ),
    # restriction_drop: 去掉 `会员生日当月`，折扣变成无条件的。
    _r(
        "zh",
        "restriction_drop",
        False,
        "会员生日当月，蛋糕打八折🎂",
        "蛋糕打八折",
        evidence="会员生日当月，蛋糕打八折",
    ),
    # restriction_drop: 去掉 `年满70周岁的`，要求扩大到所有驾驶人。
    _r(
        "zh",
        "restriction_drop",
        False,
        "年满70周岁的驾驶人，每年需提交一次身体条件证明。",
        "驾驶人每年需提交一次身体条件证明",
    ),
    # wrong_speaker: `我` 是王老师，不是小明妈妈。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ("王老师：我负责下周的家长会签到。\n小明妈妈：收到👌"),
        "小明妈妈负责下周的家长会签到",
        evidence="我负责下周的家长会签到",
        speaker="小明妈妈",
    ),
    # wrong_speaker: `我` 是客服小周，不是用户。
    _r(
        "zh",
        "wrong_speaker",
        False,
        ("客服（小周）：我是上海分部的，您的报案由我来跟进。\n用户：好的，谢谢"),
        "用户是上海分部的",
        evidence="我是上海分部的",
        speaker="user",
    ),
    # number: 数量张冠李戴：番茄是五垄，不是两垄。
    _r(
        "zh",
        "number",
        False,
        "我在菜园种了五垄番茄和两垄辣椒。",
        "我在菜园种了两垄番茄",
    ),
    # number: 会员价是158元，值里成了198元。
    _r(
        "zh",
        "number",
        False,
        "洗澡+修剪套餐原价198元，现在会员价158元。",
        "洗澡+修剪套餐会员价198元",
    ),
    # attribution: 邻居的说法被当成事实。
    _r(
        "zh",
        "attribution",
        False,
        "邻居说楼上漏水是因为水管老化。",
        "楼上漏水是因为水管老化",
    ),
    # attribution: 去掉 `听学长说`，传闻成了事实。
    _r(
        "zh",
        "attribution",
        False,
        "听学长说，今年计算机专业的分数线会涨。",
        "今年计算机专业的分数线会涨",
    ),
    # negation: 去掉 `不`，极性反转。
    _r(
        "zh",
        "negation",
        False,
        "这副镜框不在保修范围内。",
        "这副镜框在保修范围内。",
    ),
    # negation: 去掉 `不`。
    _r(
        "zh",
        "negation",
        False,
        "周末录音棚不对外出租，只接内部项目。",
        "周末录音棚对外出租",
        evidence="周末录音棚不对外出租",
    ),
    # condition: 去掉 `如果` 条件。
    _r(
        "zh",
        "condition",
        False,
        "如果风力超过五级，当天的皮划艇活动取消。",
        "当天的皮划艇活动取消",
    ),
    # condition: 去掉 `只要…就` 条件。
    _r(
        "zh",
        "condition",
        False,
        "只要在有效期满前90天内申请，就可以网上办理换证。",
        "可以网上办理换证",
    ),
    # scope: 去掉 `只有等级分1800以上的`，范围扩大。
    _r(
        "zh",
        "scope",
        False,
        "只有等级分1800以上的棋手可以报名公开组。",
        "棋手可以报名公开组",
    ),
    # stitch: 把前一句的主语和后一句的谓语拼在一起。
    _r(
        "zh",
        "stitch",
        False,
        "客船票可以网上购买。车辆票必须到窗口办理。",
        "客船票必须到窗口办理",
    ),
    # tense: 去掉 `以前`，过去的情况被说成现在的。
    _r(
        "zh",
        "tense",
        False,
        "以前幼儿园下午四点放学，现在改到了四点半。",
        "幼儿园下午四点放学",
        evidence="以前幼儿园下午四点放学",
    ),
    # evidence: 证据引用了收据里没有的一行。
    _r(
        "zh",
        "evidence",
        False,
        ("回声录音棚 收据\n录音 4小时 ¥1,200\n混音 1首 ¥800\n合计 ¥2,000"),
        "母带处理 1首 ¥500",
        evidence="母带处理 1首 ¥500",
    ),
    # parenthetical_restrictive: 括注限定赔付范围，去掉后范围扩大。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "管道爆裂造成的损失（仅限室内部分）可以全额赔付。",
        "管道爆裂造成的损失可以全额赔付。",
    ),
)

BATCH_45: tuple[Realistic, ...] = _EN + _ES + _ZH
