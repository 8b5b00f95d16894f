"""The realistic set's forty-second batch: a blind measurement of the merged admission rules (issue 31, brief B42).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b42, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in domains the
earlier batches used little: aviation maintenance logs, vineyard tours, public libraries, orthodontics, co-working
spaces, ski schools, municipal building permits, food trucks, piano tuning, shipping containers, volunteer fire
brigades and escape rooms, in several registers (voice-note transcripts with fillers, WhatsApp-style chats with
emoji, support tickets, tool outputs in JSON, e-mail signatures, web forms, receipts, SMS notifications, calendar
invites and meeting minutes).

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Volunteers with the Elmstead fire brigade on weekends`); some keep one
item of a list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a
container or booking code, an amount with its currency, a date or time phrase, a person's name or a version number),
filed under a key in the manner of LangGraph's memory tools (`harrowfield_council/permit_bp_2026_04418/case_officer`).
Key styles are mixed on purpose: English keys over Spanish and Chinese sources, keys naming an organization and a
person in it, Chinese keys, and mem0's `user/...`.

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
    # subspan: the community manager's e-mail from a signature line; "E:" is exactly what the key's relation names.
    _r(
        "en",
        "subspan",
        True,
        "Thanks, and see you at the members' breakfast!\n--\nPriya Natarajan\nCommunity Manager · The Loom Coworking\n"
        "E: priya@theloomcowork.com · T: +44 113 496 0281",
        "priya@theloomcowork.com",
        evidence="E: priya@theloomcowork.com",
        speaker="Priya Natarajan",
        key="the_loom_coworking/priya_natarajan/email",
    ),
    # subspan: the container number alone from a tracking tool's output; the field label is what the key names.
    _r(
        "en",
        "subspan",
        True,
        '{"tool": "track_shipment", "result": {"booking_ref": "BK-77310", "container_no": "MSKU4721937", '
        '"status": "DISCHARGED", "pod": "Felixstowe"}}',
        "MSKU4721937",
        evidence='"container_no": "MSKU4721937"',
        key="shipment_bk_77310/container_number",
    ),
    # subspan: the tuner's phone number alone from a voice note; "call me back on" is the key's relation, the time
    # window after it lies outside the evidence.
    _r(
        "en",
        "subspan",
        True,
        "Hi, it's Jakob from Weiss Piano Services, just returning your call about the upright. "
        "You can call me back on 07700 900418, ideally after four. Cheers.",
        "07700 900418",
        evidence="You can call me back on 07700 900418",
        speaker="Jakob Weiss",
        key="weiss_piano_services/jakob/phone",
    ),
    # subspan: the library's renewal URL alone; "You can renew online at" is what the key (renewal_url) names.
    _r(
        "en",
        "subspan",
        True,
        "Your loan of 'The Overstory' is due on 12 December. You can renew online at "
        "https://catalogue.millbrooklibraries.org/renew using your card number and PIN.",
        "https://catalogue.millbrooklibraries.org/renew",
        evidence="You can renew online at https://catalogue.millbrooklibraries.org/renew",
        key="millbrook_library/renewal_url",
    ),
    # subspan: a food-truck receipt's total with its currency; the "TOTAL" label is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "SMOKE & SALT BBQ TRUCK\n1x Brisket Bap   £9.50\n1x Slaw   £2.00\nTOTAL   £11.50\nCARD ****4417\nThank you!",
        "£11.50",
        evidence="TOTAL   £11.50",
        speaker="user",
        key="user/purchases/smoke_and_salt_bbq/total",
    ),
    # subspan: the appointment's date-time phrase from a calendar invite; "When:" is the key's relation (when).
    _r(
        "en",
        "subspan",
        True,
        "Invitation: Braces adjustment\nWhen: Tue 15 Dec 2026 16:20–16:40 (GMT)\n"
        "Where: Bright Smile Orthodontics, Room 3\nOrganizer: reception@brightsmile-ortho.co.uk",
        "Tue 15 Dec 2026 16:20–16:40",
        evidence="When: Tue 15 Dec 2026 16:20–16:40",
        speaker="user",
        key="user/orthodontics/next_adjustment/when",
    ),
    # subspan: the case officer's name alone from a council e-mail; "Case officer:" is exactly the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Dear Mr Haddad, your application BP-2026-04418 (single-storey rear extension, 22 Alder Close) has been "
        "validated. Case officer: Daniel Osei. A decision is due within eight weeks.",
        "Daniel Osei",
        evidence="Case officer: Daniel Osei.",
        key="harrowfield_council/permit_bp_2026_04418/case_officer",
    ),
    # subspan: a version number from an aircraft maintenance log; updating the navigator's software to it is what the
    # key names.
    _r(
        "en",
        "subspan",
        True,
        "G-OZKL tech log, 03/12: Task 34-11 — updated GTN 750 navigator software to v6.62; nav database cycle 2612 "
        "loaded; ops check satisfactory. Signed R. Haines (B1).",
        "v6.62",
        evidence="updated GTN 750 navigator software to v6.62",
        key="g_ozkl/gtn_750/software_version",
    ),
    # filler: a ski instructor's voice note; "basically" and the "um" with its stuttered article are filler.
    _r(
        "en",
        "filler",
        True,
        "Hi, um, so this is Carla from Snowbirds Ski School, and, uh, basically your son's group lesson starts at "
        "9:30 at the, um, the blue chairlift. See you tomorrow!",
        "your son's group lesson starts at 9:30 at the blue chairlift",
        evidence="basically your son's group lesson starts at 9:30 at the, um, the blue chairlift",
        speaker="Carla",
    ),
    # filler: a voice-note booking for an escape room; "like" and "you know" are dropped, nothing else is.
    _r(
        "en",
        "filler",
        True,
        "Yeah so, like, we've got the Pharaoh's Vault room booked for Saturday, you know, at seven, so don't be late.",
        "We've got the Pharaoh's Vault room booked for Saturday at seven",
        evidence="like, we've got the Pharaoh's Vault room booked for Saturday, you know, at seven",
        speaker="Mo",
    ),
    # filler: a vineyard tour guide's voice message; "erm" and "er" are the only words left out.
    _r(
        "en",
        "filler",
        True,
        "Okay so, erm, the tour bus will, er, pick everyone up from the Market Square at half ten. Bring a jacket, "
        "the cellar's cold.",
        "The tour bus will pick everyone up from the Market Square at half ten",
        evidence="erm, the tour bus will, er, pick everyone up from the Market Square at half ten",
        speaker="Gwen",
    ),
    # speaker: Zep-style restatement with the speaker's name and agreement (tune -> tunes); everything else kept.
    _r(
        "en",
        "speaker",
        True,
        "I tune the Steinway at St Anne's Library every second Thursday 🎹 so I can pop by yours after that",
        "Helen Park tunes the Steinway at St Anne's Library every second Thursday",
        evidence="I tune the Steinway at St Anne's Library every second Thursday",
        speaker="Helen Park",
    ),
    # speaker: mem0's "User" for the ticket's author, rent -> rents; the access-card complaint is outside the evidence.
    _r(
        "en",
        "speaker",
        True,
        "Hi team, I rent a dedicated desk on the second floor and my access card stopped working this morning. "
        "Can someone reset it? Thanks, Sam",
        "User rents a dedicated desk on the second floor",
        evidence="I rent a dedicated desk on the second floor",
        speaker="user",
        key="user/coworking/membership",
    ),
    # speaker: subject elided for the speaker; "on weekends" stays, so the volunteering's time frame is kept.
    _r(
        "en",
        "speaker",
        True,
        "Sorry, I volunteer with the Elmstead fire brigade on weekends, so Saturday doesn't work for me 🚒",
        "Volunteers with the Elmstead fire brigade on weekends",
        evidence="I volunteer with the Elmstead fire brigade on weekends",
        speaker="Tomasz",
    ),
    # verbatim: one item of a co-working forum's minutes copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Members' forum minutes, 2 Dec.\n1. The phone booths on level 3 will be bookable through the app from "
        "January.\n2. Coffee machine repair still pending; AP to chase the supplier.",
        "The phone booths on level 3 will be bookable through the app from January.",
        evidence="The phone booths on level 3 will be bookable through the app from January.",
    ),
    # verbatim: the rectification clause of a tech-log defect entry, copied as written.
    _r(
        "en",
        "verbatim",
        True,
        "Defect 118: pitot heat inoperative on preflight. Rectification: pitot heater element replaced and "
        "ops-checked serviceable. CRS issued 04/12/26.",
        "pitot heater element replaced and ops-checked serviceable",
        evidence="pitot heater element replaced and ops-checked serviceable",
        key="g_ozkl/defects/118/rectification",
    ),
    # coordination: the second conjunct of a shared-subject coordination ("Our instructor Lukas ... and teaches ...").
    _r(
        "en",
        "coordination",
        True,
        "Our instructor Lukas speaks German and teaches the freestyle park sessions, so your group is in good hands.",
        "Our instructor Lukas teaches the freestyle park sessions",
        evidence="Our instructor Lukas speaks German and teaches the freestyle park sessions",
    ),
    # coordination: the branch's reopening, dropping the whole first conjunct about its closure; same subject.
    _r(
        "en",
        "coordination",
        True,
        "Update from Millbrook Libraries: the Eastgate branch closed for refurbishment in October and will reopen in "
        "spring 2027.",
        "The Eastgate branch will reopen in spring 2027",
        evidence="the Eastgate branch closed for refurbishment in October and will reopen in spring 2027",
    ),
    # parenthetical: a non-restrictive aside about the winemaker's background is dropped; the claim is unchanged.
    _r(
        "en",
        "parenthetical",
        True,
        "The estate's winemaker, Isabel Moreau (who joined us from Burgundy in 2019), leads the cellar tour on "
        "Sundays.",
        "The estate's winemaker, Isabel Moreau, leads the cellar tour on Sundays.",
    ),
    # parenthetical: the box type in brackets describes the container, it does not restrict the set-point claim.
    _r(
        "en",
        "parenthetical",
        True,
        "Reefer update: your container (40ft high cube) is set to minus 18°C and stays plugged in at the terminal.",
        "your container is set to minus 18°C",
        evidence="your container (40ft high cube) is set to minus 18°C",
    ),
    # list_item: one item of what the tour includes, with the list's head kept.
    _r(
        "en",
        "list_item",
        True,
        "The Classic Tour includes a vineyard walk, a barrel-room visit and a tasting of four wines. Allow two hours.",
        "The Classic Tour includes a barrel-room visit",
        evidence="The Classic Tour includes a vineyard walk, a barrel-room visit and a tasting of four wines.",
    ),
    # list_item: one item of what to bring, from the clinic's SMS; the appointment phrase after the list is kept.
    _r(
        "en",
        "list_item",
        True,
        "Bright Smile Ortho: bring your insurance card, photo ID and the signed consent form to your first "
        "appointment. Reply C to confirm.",
        "Bring the signed consent form to your first appointment",
        evidence="bring your insurance card, photo ID and the signed consent form to your first appointment.",
    ),
    # --- negative ---
    # restriction_drop: the price only holds from 1 January; the key (day_pass/price) carries no time frame.
    _r(
        "en",
        "restriction_drop",
        False,
        "Heads-up: from 1 January, the hot-desk day pass costs £25. Monthly plans are unchanged.",
        "£25",
        evidence="from 1 January, the hot-desk day pass costs £25.",
        key="the_loom_coworking/day_pass/price",
    ),
    # restriction_drop: the 45 minutes applies to under-6s only; dropping "for under-6s" widens it to all lessons.
    _r(
        "en",
        "restriction_drop",
        False,
        "Private lessons for under-6s are 45 minutes long; everyone else gets the full hour.",
        "Private lessons are 45 minutes long",
        evidence="Private lessons for under-6s are 45 minutes long",
    ),
    # restriction_drop: the permitted hours hold on weekdays only (the permit's condition); the value drops that.
    _r(
        "en",
        "restriction_drop",
        False,
        "Condition 4 of permit BP-2026-04418: work on site is permitted between 8am and 6pm on weekdays. No work on "
        "Sundays or bank holidays.",
        "Work on site is permitted between 8am and 6pm",
        evidence="work on site is permitted between 8am and 6pm on weekdays.",
        key="permits/bp_2026_04418/working_hours",
    ),
    # wrong_speaker: the speaker's father tunes pianos; the value binds the tuning to the speaker.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My dad tunes pianos for the cathedral; I just handle his bookings 😅",
        "Sofia tunes pianos for the cathedral",
        evidence="My dad tunes pianos for the cathedral",
        speaker="Sofia",
    ),
    # wrong_speaker: the user's daughter wears the braces, not the user; mem0's "User" rebinds it.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My daughter has her braces adjusted every six weeks at Bright Smile Orthodontics, can we move the next one?",
        "User has braces adjusted every six weeks at Bright Smile Orthodontics",
        evidence="My daughter has her braces adjusted every six weeks at Bright Smile Orthodontics",
        speaker="user",
    ),
    # number: the room takes 2 to 6 players; the value says 8.
    _r(
        "en",
        "number",
        False,
        "The Lost Lighthouse room takes 2 to 6 players and lasts 60 minutes. Not suitable for under-12s.",
        "The Lost Lighthouse room takes 2 to 8 players and lasts 60 minutes",
        evidence="The Lost Lighthouse room takes 2 to 6 players and lasts 60 minutes.",
    ),
    # number: the tech log records 6 qts of oil added; the keyed value says 7 qts.
    _r(
        "en",
        "number",
        False,
        "G-OZKL, 50 hr check: oil filter inspected, no metal found. 6 qts added. Next check due at 1,250 hrs.",
        "7 qts",
        evidence="6 qts added.",
        key="g_ozkl/last_oil_service/quantity_added",
    ),
    # attribution: the arrival date is the carrier's estimate; the value states it as fact.
    _r(
        "en",
        "attribution",
        False,
        "Quick update on BK-77310: according to the carrier, the container should reach Rotterdam on 18 December.",
        "The container should reach Rotterdam on 18 December",
        evidence="according to the carrier, the container should reach Rotterdam on 18 December.",
    ),
    # attribution: "the inspector thinks" is dropped, turning an opinion in the minutes into a finding.
    _r(
        "en",
        "attribution",
        False,
        "Site meeting notes, 22 Alder Close: the inspector thinks the rear wall needs extra bracing before sign-off.",
        "The rear wall needs extra bracing before sign-off",
        evidence="the inspector thinks the rear wall needs extra bracing before sign-off.",
    ),
    # negation: the ticket reply says the booking does NOT include the projector; the value drops "does not".
    _r(
        "en",
        "negation",
        False,
        "Re: Ticket #4471 — Hi Sam, the meeting room booking does not include the projector; that's £10 extra.",
        "The meeting room booking includes the projector",
        evidence="the meeting room booking does not include the projector",
    ),
    # negation: "aren't included" becomes "are included".
    _r(
        "en",
        "negation",
        False,
        "FYI helmets aren't included in the adult rental package, but you can hire one for £5 a day.",
        "Helmets are included in the adult rental package",
        evidence="helmets aren't included in the adult rental package",
    ),
    # condition: the pager replacement happens only if the test fails again; the value drops the "if" clause.
    _r(
        "en",
        "condition",
        False,
        "Elmstead VFB minutes, item 5: if the pager test fails again, the brigade will replace all twelve pagers.",
        "The brigade will replace all twelve pagers",
        evidence="if the pager test fails again, the brigade will replace all twelve pagers.",
    ),
    # condition: tastings are free only if you buy a case; the value drops the condition.
    _r(
        "en",
        "condition",
        False,
        "Good news 🍷 tastings are free if you buy a case of six bottles!",
        "Tastings are free",
        evidence="tastings are free if you buy a case of six bottles!",
    ),
    # scope: "Some of the rooms" becomes "the rooms"; the quantifier's scope is dropped.
    _r(
        "en",
        "scope",
        False,
        "Accessibility: some of our escape rooms are wheelchair accessible. Call us before booking.",
        "Our escape rooms are wheelchair accessible",
        evidence="some of our escape rooms are wheelchair accessible.",
    ),
    # stitch: the subject of one sentence joined to the predicate of the next, a claim neither sentence makes.
    _r(
        "en",
        "stitch",
        False,
        "The taco truck is at Pier 4 on Fridays. The dumpling truck parks outside the station.",
        "The taco truck parks outside the station",
        evidence="The taco truck is at Pier 4 on Fridays. The dumpling truck parks outside the station.",
    ),
    # tense: "used to teach" becomes the present "teaches"; the speaker no longer teaches there.
    _r(
        "en",
        "tense",
        False,
        "I used to teach at the Alpenrose ski school before I moved to Innsbruck.",
        "Jonas teaches at the Alpenrose ski school",
        evidence="I used to teach at the Alpenrose ski school",
        speaker="Jonas",
    ),
    # evidence: the quoted invoice line (a grand piano tuning) is not in the receipt, which bills an upright.
    _r(
        "en",
        "evidence",
        False,
        "Weiss Piano Services — Invoice 2231\nTuning, upright piano: £85.00\nPitch raise: £30.00\nTotal: £115.00",
        "£110.00",
        evidence="Tuning, grand piano: £110.00",
        key="user/piano/tuning_price",
    ),
    # parenthetical_restrictive: the bracket limits the waiver to under-18s; dropping it widens the claim.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "From January, late fees are waived (for members under 18 only).",
        "Late fees are waived",
        evidence="late fees are waived (for members under 18 only).",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el correo de la coordinadora en su firma; "Correo:" es justo la relación que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nNuria Casals\nCoordinadora · Escuela de Esquí Molina Blanca\n"
        "Correo: nuria.casals@molinablanca-ski.es | Tel. 972 89 21 40",
        "nuria.casals@molinablanca-ski.es",
        evidence="Correo: nuria.casals@molinablanca-ski.es",
        speaker="Nuria Casals",
        key="escuela_molina_blanca/nuria_casals/email",
    ),
    # subspan: el teléfono de la brigada, solo; "El teléfono de la brigada es el" es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Hola a todos 👋 El teléfono de la brigada es el 628 41 93 07. Guardadlo en favoritos, porfa.",
        "628 41 93 07",
        evidence="El teléfono de la brigada es el 628 41 93 07.",
        key="brigada_voluntaria_alcover/telefono",
    ),
    # subspan: la URL de reservas de la sala de escape; "Reserva tu sala en" es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Reserva tu sala en https://www.enigmabcn.es/reservas y recibirás el código de acceso por SMS.",
        "https://www.enigmabcn.es/reservas",
        evidence="Reserva tu sala en https://www.enigmabcn.es/reservas",
        key="enigma_bcn/url_reservas",
    ),
    # subspan: el código de reserva de un SMS de la bodega; nada en la evidencia lo restringe.
    _r(
        "es",
        "subspan",
        True,
        "Bodegas Viña Alta: su reserva VA-58213 para la visita guiada del sábado está confirmada. Para cambios, "
        "responda a este SMS.",
        "VA-58213",
        evidence="su reserva VA-58213",
        speaker="user",
        key="usuario/visita_bodega/codigo_reserva",
    ),
    # subspan: el total del ticket de un food truck con su moneda; "TOTAL" es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "FOOD TRUCK LA GÜERA\n2x Tacos al pastor   7,00 €\n1x Agua   1,50 €\nTOTAL   8,50 €\nIVA incluido",
        "8,50 €",
        evidence="TOTAL   8,50 €",
        speaker="user",
        key="usuario/compras/la_guera/total",
    ),
    # subspan: la versión del software del FMS en un registro de mantenimiento; actualizarlo a ella es la relación.
    _r(
        "es",
        "subspan",
        True,
        "Registro de mantenimiento EC-MLZ, 02/12: se actualizó el software del FMS a la versión 4.1.7 y se verificó su "
        "funcionamiento en tierra.",
        "4.1.7",
        evidence="se actualizó el software del FMS a la versión 4.1.7",
        key="ec_mlz/fms/version_software",
    ),
    # subspan: la fecha de llegada en la salida JSON de una herramienta de rastreo; el campo "eta" es la clave.
    _r(
        "es",
        "subspan",
        True,
        '{"herramienta": "rastrear_contenedor", "resultado": {"contenedor": "TGHU8830215", "estado": "en tránsito", '
        '"eta": "2026-12-19", "puerto_destino": "Valencia"}}',
        "2026-12-19",
        evidence='"eta": "2026-12-19"',
        key="envio_tghu8830215/eta",
    ),
    # subspan: el nombre de la responsable del club de lectura, solo; el resto es la relación que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "La bibliotecaria responsable del club de lectura es Maite Arrieta. Las sesiones son el primer martes de mes.",
        "Maite Arrieta",
        evidence="La bibliotecaria responsable del club de lectura es Maite Arrieta.",
        key="biblioteca_getxo/club_lectura/responsable",
    ),
    # filler: nota de voz del afinador; "eh", "bueno" y "o sea" son muletillas, el resto se conserva.
    _r(
        "es",
        "filler",
        True,
        "Hola, eh, soy Ramón, el afinador, y, bueno, o sea, el piano lo afino el martes que viene por la mañana, "
        "¿vale?",
        "el piano lo afino el martes que viene por la mañana",
        evidence="o sea, el piano lo afino el martes que viene por la mañana",
        speaker="Ramón",
    ),
    # filler: nota de voz sobre el retenedor; "Mira", "eh" y "este" caen, el plazo "durante un año" se queda.
    _r(
        "es",
        "filler",
        True,
        "Mira, eh, el retenedor lo tengo que llevar, este, todas las noches durante un año, así que nada de dormir "
        "fuera sin él 😂",
        "el retenedor lo tengo que llevar todas las noches durante un año",
        evidence="eh, el retenedor lo tengo que llevar, este, todas las noches durante un año",
        speaker="Irene",
    ),
    # filler: nota de voz del coworking; "pues" y "eh" son muletillas.
    _r(
        "es",
        "filler",
        True,
        "Bueno, pues, eh, la sala grande está reservada para el jueves a las diez, ¿sabes? Avísame si cambia algo.",
        "la sala grande está reservada para el jueves a las diez",
        evidence="pues, eh, la sala grande está reservada para el jueves a las diez",
        speaker="Álex",
    ),
    # speaker: reformulación con el nombre (doy -> da) al estilo de Zep; el resto, igual.
    _r(
        "es",
        "speaker",
        True,
        "Doy clases de snowboard en Baqueira los fines de semana ⛷️ si te animas te hago descuento",
        "Lucía Ferrer da clases de snowboard en Baqueira los fines de semana",
        evidence="Doy clases de snowboard en Baqueira los fines de semana",
        speaker="Lucía Ferrer",
    ),
    # speaker: el "Usuario" de mem0 para quien abre el ticket (tengo -> tiene); la queja queda fuera.
    _r(
        "es",
        "speaker",
        True,
        "Hola, tengo un contenedor de 20 pies alquilado en el depósito de Valencia y este mes no me ha llegado la "
        "factura.",
        "Usuario tiene un contenedor de 20 pies alquilado en el depósito de Valencia",
        evidence="tengo un contenedor de 20 pies alquilado en el depósito de Valencia",
        speaker="user",
    ),
    # speaker: sujeto elidido para el hablante (soy -> es), con el "desde 2019" intacto.
    _r(
        "es",
        "speaker",
        True,
        "Soy voluntario en la brigada de bomberos de Alcover desde 2019 🚒 y este finde me toca guardia",
        "Es voluntario en la brigada de bomberos de Alcover desde 2019",
        evidence="Soy voluntario en la brigada de bomberos de Alcover desde 2019",
        speaker="Andrés",
    ),
    # verbatim: un acuerdo del acta de la brigada, copiado entero.
    _r(
        "es",
        "verbatim",
        True,
        "Acta de la reunión del 4 de diciembre.\nSe acuerda comprar dos desfibriladores nuevos para el camión 2.\n"
        "Ruegos y preguntas: ninguno.",
        "Se acuerda comprar dos desfibriladores nuevos para el camión 2.",
        evidence="Se acuerda comprar dos desfibriladores nuevos para el camión 2.",
    ),
    # verbatim: un aviso de la web de la biblioteca, copiado tal cual.
    _r(
        "es",
        "verbatim",
        True,
        "Avisos: La biblioteca permanecerá cerrada el 24 y el 31 de diciembre por la tarde. Feliz Navidad.",
        "La biblioteca permanecerá cerrada el 24 y el 31 de diciembre por la tarde.",
        evidence="La biblioteca permanecerá cerrada el 24 y el 31 de diciembre por la tarde.",
    ),
    # coordination: el segundo conjunto, con el mismo sujeto ("El camión de arepas ... y acepta ...").
    _r(
        "es",
        "coordination",
        True,
        "El camión de arepas está en la plaza Mayor los sábados y acepta pago con Bizum 👍",
        "El camión de arepas acepta pago con Bizum",
        evidence="El camión de arepas está en la plaza Mayor los sábados y acepta pago con Bizum",
    ),
    # coordination: se omite el conjunto entero sobre dónde nació; el sujeto es compartido.
    _r(
        "es",
        "coordination",
        True,
        "Carmen Ruiz nació en Haro y dirige la cata de los domingos en la bodega.",
        "Carmen Ruiz dirige la cata de los domingos en la bodega",
    ),
    # parenthetical: el inciso sobre la otra clínica no restringe la cita.
    _r(
        "es",
        "parenthetical",
        True,
        "Tu ortodoncista, la Dra. Beatriz Salas (que también pasa consulta en la clínica de Gràcia), te verá el 15 de "
        "enero a las 17:00.",
        "Tu ortodoncista, la Dra. Beatriz Salas, te verá el 15 de enero a las 17:00",
    ),
    # parenthetical: el paréntesis es un comentario, no una restricción sobre la dificultad.
    _r(
        "es",
        "parenthetical",
        True,
        "La sala El Búnker (nuestra favorita, por cierto) tiene un nivel de dificultad alto.",
        "La sala El Búnker tiene un nivel de dificultad alto.",
    ),
    # list_item: un elemento de lo que incluye el pack, con el núcleo de la lista.
    _r(
        "es",
        "list_item",
        True,
        "El pack incluye forfait, alquiler de esquís, casco y dos horas de clase. Precio por persona.",
        "El pack incluye casco",
        evidence="El pack incluye forfait, alquiler de esquís, casco y dos horas de clase.",
    ),
    # list_item: un elemento con su número ("5 horas"), que se conserva.
    _r(
        "es",
        "list_item",
        True,
        "La cuota mensual incluye wifi, café ilimitado, taquilla y 5 horas de sala de reuniones.",
        "La cuota mensual incluye 5 horas de sala de reuniones",
    ),
    # --- negative ---
    # restriction_drop: el precio vale solo en temporada de vendimia; la clave no lleva ese marco temporal.
    _r(
        "es",
        "restriction_drop",
        False,
        "En temporada de vendimia, las visitas guiadas cuestan 25 €. El resto del año, 18 €.",
        "25 €",
        evidence="En temporada de vendimia, las visitas guiadas cuestan 25 €.",
        key="bodegas_vina_alta/visita_guiada/precio",
    ),
    # restriction_drop: el límite es para socios menores de 14 años; el valor lo extiende a todos.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los socios menores de 14 años pueden llevarse hasta 3 libros a la vez.",
        "Los socios pueden llevarse hasta 3 libros a la vez",
    ),
    # restriction_drop: el horario rige solo para obras en fachada; el valor omite "en fachada".
    _r(
        "es",
        "restriction_drop",
        False,
        "Condiciones de la licencia: las obras en fachada solo pueden hacerse de lunes a viernes.",
        "Las obras solo pueden hacerse de lunes a viernes",
        evidence="las obras en fachada solo pueden hacerse de lunes a viernes.",
    ),
    # wrong_speaker: el instructor es el hermano de Marta, no ella.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hermano es instructor de esquí en Sierra Nevada, yo solo voy de vez en cuando ⛷️",
        "Marta es instructora de esquí en Sierra Nevada",
        evidence="Mi hermano es instructor de esquí en Sierra Nevada",
        speaker="Marta",
    ),
    # wrong_speaker: quien afina es la vecina; el valor se lo atribuye al usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi vecina afina pianos de cola, yo solo toco el violín 🎻",
        "Usuario afina pianos de cola",
        evidence="Mi vecina afina pianos de cola",
        speaker="user",
    ),
    # number: la sala admite de 3 a 6 jugadores; el valor dice 7.
    _r(
        "es",
        "number",
        False,
        "La sala admite de 3 a 6 jugadores y dura 70 minutos.",
        "La sala admite de 3 a 7 jugadores",
        evidence="La sala admite de 3 a 6 jugadores",
    ),
    # number: solo 2 de los 5 contenedores han salido; el valor omite "2 de" y dice que salieron todos.
    _r(
        "es",
        "number",
        False,
        "Naviera Sur: 2 de sus 5 contenedores ya han salido del puerto de Algeciras. Le avisaremos del resto.",
        "Sus 5 contenedores ya han salido del puerto de Algeciras",
        evidence="2 de sus 5 contenedores ya han salido del puerto de Algeciras.",
    ),
    # attribution: la cobertura es lo que dice la aseguradora; el valor la da como hecho.
    _r(
        "es",
        "attribution",
        False,
        "Según la aseguradora, el tratamiento con brackets está cubierto al 50 %. Lo confirmamos en la próxima cita.",
        "El tratamiento con brackets está cubierto al 50 %",
        evidence="Según la aseguradora, el tratamiento con brackets está cubierto al 50 %.",
    ),
    # attribution: "El ayuntamiento dice que" desaparece; una promesa municipal pasa a ser un hecho.
    _r(
        "es",
        "attribution",
        False,
        "El ayuntamiento dice que los food trucks podrán aparcar en el paseo a partir de marzo 🤞",
        "Los food trucks podrán aparcar en el paseo a partir de marzo",
        evidence="El ayuntamiento dice que los food trucks podrán aparcar en el paseo a partir de marzo",
    ),
    # negation: "no está incluida" pasa a "está incluida".
    _r(
        "es",
        "negation",
        False,
        "Respuesta al ticket #2087: La taquilla no está incluida en el plan Flex; cuesta 15 € al mes.",
        "La taquilla está incluida en el plan Flex",
        evidence="La taquilla no está incluida en el plan Flex",
    ),
    # negation: el camión NO tiene la ITV pasada; el valor omite el "no".
    _r(
        "es",
        "negation",
        False,
        "Ojo, el camión 2 no tiene la ITV pasada, así que hoy salimos con el 1.",
        "El camión 2 tiene la ITV pasada",
        evidence="el camión 2 no tiene la ITV pasada",
    ),
    # condition: la clase se cancela solo si hay menos de cuatro alumnos (invitación de calendario).
    _r(
        "es",
        "condition",
        False,
        "Invitación: Clase colectiva de esquí\nCuándo: sábado 19 dic., 10:00–12:00\nDónde: punto de encuentro, "
        "telesilla azul\nNota: si hay menos de cuatro alumnos, la clase colectiva se cancela.",
        "La clase colectiva se cancela",
        evidence="si hay menos de cuatro alumnos, la clase colectiva se cancela.",
    ),
    # condition: renovar dos veces depende de que nadie lo haya reservado; el valor omite "siempre que".
    _r(
        "es",
        "condition",
        False,
        "Puedes renovar el préstamo dos veces siempre que nadie lo haya reservado.",
        "Puedes renovar el préstamo dos veces",
    ),
    # scope: "Algunos de nuestros vinos" pasa a "nuestros vinos".
    _r(
        "es",
        "scope",
        False,
        "Algunos de nuestros vinos son ecológicos; pregunta en la tienda cuáles.",
        "Nuestros vinos son ecológicos",
        evidence="Algunos de nuestros vinos son ecológicos",
    ),
    # stitch: el sujeto de una frase unido al predicado de la siguiente.
    _r(
        "es",
        "stitch",
        False,
        "El contenedor MSCU5520981 está en Valencia. El contenedor TGHU8830215 sale mañana hacia Génova.",
        "El contenedor MSCU5520981 sale mañana hacia Génova",
    ),
    # tense: "Trabajé" (pasado) pasa a "Trabaja" (presente).
    _r(
        "es",
        "tense",
        False,
        "Trabajé de técnico de mantenimiento en el hangar de Iberia durante seis años, ahora estoy en Binter.",
        "Trabaja de técnico de mantenimiento en el hangar de Iberia",
        evidence="Trabajé de técnico de mantenimiento en el hangar de Iberia durante seis años",
        speaker="Óscar",
    ),
    # evidence: la frase citada ("licencia concedida") no está en la fuente, que dice "en revisión técnica".
    _r(
        "es",
        "evidence",
        False,
        "Expediente 2026/OM/1187. Estado: en revisión técnica. Técnico asignado: Jordi Puig.",
        "Licencia concedida",
        evidence="Estado: licencia concedida.",
        key="licencias/2026_om_1187/estado",
    ),
    # parenthetical_restrictive: el paréntesis limita el descuento a grupos de estudiantes.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El descuento del 20 % (solo para grupos de estudiantes) se aplica en taquilla.",
        "El descuento del 20 % se aplica en taquilla",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 签名里的邮箱；"邮箱："正是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "谢谢，周五见！\n——\n王琳 | 社区经理\n栖木联合办公（徐汇店）\n"
        "邮箱：wanglin@qimu-cowork.cn\n电话：021-6438 2290",
        "wanglin@qimu-cowork.cn",
        evidence="邮箱：wanglin@qimu-cowork.cn",
        speaker="王琳",
        key="qimu_cowork/wang_lin/email",
    ),
    # subspan: 调律师的手机号；"我的手机号是"就是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "喂，您好，我是调琴的陈师傅。我的手机号是13916720458，您方便的时候回个电话。",
        "13916720458",
        evidence="我的手机号是13916720458",
        speaker="陈师傅",
        key="chen_piano_tuning/chen_shifu/phone",
    ),
    # subspan: 工具 JSON 输出中的箱号；字段名即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        '{"tool": "查询集装箱", "result": {"container_no": "CSNU6184420", "status": "已到港", "port": "宁波舟山港"}}',
        "CSNU6184420",
        evidence='"container_no": "CSNU6184420"',
        key="user/shipment/container_no",
    ),
    # subspan: 图书馆续借网址；"续借请登录……操作"是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "【市图书馆】续借请登录 https://lib.hangzhou-pl.cn/renew 操作，每本书可续借一次。",
        "https://lib.hangzhou-pl.cn/renew",
        evidence="续借请登录 https://lib.hangzhou-pl.cn/renew 操作",
        key="hangzhou_library/renew_url",
    ),
    # subspan: 餐车小票的合计金额，带货币符号；"合计："是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "老周烤肠餐车\n烤肠×3　¥24.00\n柠檬茶×1　¥8.00\n合计：¥32.00\n微信支付",
        "¥32.00",
        evidence="合计：¥32.00",
        speaker="user",
        key="user/purchases/lao_zhou_food_truck/total",
    ),
    # subspan: 施工许可证的核发日期；其余字词就是键所说的"核发日期"。
    _r(
        "zh",
        "subspan",
        True,
        "贵单位申请的施工许可证已于2026年11月20日核发，请于十个工作日内到窗口领取。",
        "2026年11月20日",
        evidence="贵单位申请的施工许可证已于2026年11月20日核发",
        key="permits/施工许可证/核发日期",
    ),
    # subspan: 日历邀请里的医生姓名；"医生："即键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "邀请：复诊——调整牙套\n时间：12月18日（周五）15:30\n医生：刘晓雯\n地点：皓齿口腔正畸中心 3诊室",
        "刘晓雯",
        evidence="医生：刘晓雯",
        speaker="user",
        key="user/正畸/主治医生",
    ),
    # subspan: 维修记录中的软件版本号；"已将EFB软件升级至版本"是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "B-6532 维修记录（12月2日）：已将EFB软件升级至版本3.9.2，功能测试正常。签字：赵工。",
        "3.9.2",
        evidence="已将EFB软件升级至版本3.9.2",
        key="b_6532/efb/software_version",
    ),
    # filler: 滑雪学校语音；"就是""呃"是语气词，其余保留。
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是，孩子的滑雪课是，呃，每周六上午九点开始，别迟到哈。",
        "孩子的滑雪课是每周六上午九点开始",
        evidence="就是，孩子的滑雪课是，呃，每周六上午九点开始",
        speaker="周教练",
    ),
    # filler: 密室预订语音；"呃""那个"去掉。
    _r(
        "zh",
        "filler",
        True,
        "呃，我们，那个，订的是周日晚上七点的《古墓迷城》，嗯，大家提前十分钟到。",
        "我们订的是周日晚上七点的《古墓迷城》",
        evidence="呃，我们，那个，订的是周日晚上七点的《古墓迷城》",
        speaker="小唐",
    ),
    # filler: 酒庄导览语音；"嗯""呃"去掉。
    _r(
        "zh",
        "filler",
        True,
        "然后呢，嗯，酒庄的大巴会在，呃，十点半到酒店门口接大家。",
        "酒庄的大巴会在十点半到酒店门口接大家",
        evidence="嗯，酒庄的大巴会在，呃，十点半到酒店门口接大家",
        speaker="导游小林",
    ),
    # speaker: 用说话人姓名替换"我"（Zep 风格），其余不变。
    _r(
        "zh",
        "speaker",
        True,
        "我在云顶滑雪场教单板，已经教了五年了🏂",
        "张磊在云顶滑雪场教单板",
        evidence="我在云顶滑雪场教单板",
        speaker="张磊",
    ),
    # speaker: mem0 的"用户"替换工单作者；门禁问题在证据之外。
    _r(
        "zh",
        "speaker",
        True,
        "你好，我在栖木城东店租了一个固定工位，门禁卡今天刷不开了，麻烦处理一下。",
        "用户在栖木城东店租了一个固定工位",
        evidence="我在栖木城东店租了一个固定工位",
        speaker="user",
    ),
    # speaker: 省略说话人主语，"周末"保留。
    _r(
        "zh",
        "speaker",
        True,
        "我周末在镇上的志愿消防队值班🚒，所以周六去不了。",
        "周末在镇上的志愿消防队值班",
        evidence="我周末在镇上的志愿消防队值班",
        speaker="李娜",
    ),
    # verbatim: 会议纪要中的一条，原样照录。
    _r(
        "zh",
        "verbatim",
        True,
        "志愿消防队会议纪要（12月3日）：一、队里决定明年春天更换全部水带。二、下次演练定于12月20日。",
        "下次演练定于12月20日。",
        evidence="下次演练定于12月20日。",
    ),
    # verbatim: 图书馆短信中的到期提醒，原样照录。
    _r(
        "zh",
        "verbatim",
        True,
        "【市图书馆】您借阅的《百年孤独》将于12月10日到期，请及时归还或续借。",
        "您借阅的《百年孤独》将于12月10日到期",
        evidence="您借阅的《百年孤独》将于12月10日到期",
    ),
    # coordination: 共享主语的第二个分句，整体去掉第一个分句。
    _r(
        "zh",
        "coordination",
        True,
        "老周的餐车每天中午在科技园营业，晚上去大学城出摊😋",
        "老周的餐车晚上去大学城出摊",
        evidence="老周的餐车每天中午在科技园营业，晚上去大学城出摊",
    ),
    # coordination: 去掉"毕业于波尔多"这一并列谓语，主语相同。
    _r(
        "zh",
        "coordination",
        True,
        "酿酒师林悦毕业于波尔多，负责周日的酒窖导览。",
        "酿酒师林悦负责周日的酒窖导览",
    ),
    # parenthetical: 括号里说明箱型，不限制温度设定。
    _r(
        "zh",
        "parenthetical",
        True,
        "冷箱通知：您的冷藏箱（40尺高柜）已设定为零下18度，到港后继续插电。",
        "您的冷藏箱已设定为零下18度",
        evidence="您的冷藏箱（40尺高柜）已设定为零下18度",
    ),
    # parenthetical: 括号里是医生的毕业院校，不限制出诊时间。
    _r(
        "zh",
        "parenthetical",
        True,
        "主治医生刘晓雯（毕业于华西口腔）每周二和周五出诊。",
        "主治医生刘晓雯每周二和周五出诊",
    ),
    # list_item: 支付方式列表中的一项，保留"我们支持……付款"。
    _r(
        "zh",
        "list_item",
        True,
        "我们支持微信、支付宝、银联和现金付款。",
        "我们支持现金付款",
    ),
    # list_item: 套餐列表中的一项，数量"两小时"保留。
    _r(
        "zh",
        "list_item",
        True,
        "套餐包含雪票、雪具租赁、头盔和两小时教练课，每人598元。",
        "套餐包含两小时教练课",
        evidence="套餐包含雪票、雪具租赁、头盔和两小时教练课",
    ),
    # --- negative ---
    # restriction_drop: 80元从明年1月起才生效；键不带这个时间范围。
    _r(
        "zh",
        "restriction_drop",
        False,
        "通知：从明年1月起，流动工位日票涨到80元，月卡价格不变。",
        "80元",
        evidence="从明年1月起，流动工位日票涨到80元",
        key="qimu_cowork/day_pass/price",
    ),
    # restriction_drop: 限制只针对少儿读者；去掉"少儿"扩大了范围。
    _r(
        "zh",
        "restriction_drop",
        False,
        "少儿读者每次最多可借5本书。",
        "读者每次最多可借5本书",
    ),
    # restriction_drop: 时段限制只适用于居民区内的工地。
    _r(
        "zh",
        "restriction_drop",
        False,
        "许可条件第三条：居民区内的工地只能在早上7点到晚上8点之间施工。",
        "工地只能在早上7点到晚上8点之间施工",
        evidence="居民区内的工地只能在早上7点到晚上8点之间施工。",
    ),
    # wrong_speaker: 调律师是王芳的父亲，不是她本人。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我爸是钢琴调律师，我只是帮他接预约😅",
        "王芳是钢琴调律师",
        evidence="我爸是钢琴调律师",
        speaker="王芳",
    ),
    # wrong_speaker: 戴牙套的是用户的女儿。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我女儿在皓齿口腔戴牙套，每六周复诊一次，下次能改到周六吗？",
        "用户在皓齿口腔戴牙套",
        evidence="我女儿在皓齿口腔戴牙套",
        speaker="user",
    ),
    # number: 4到8人被改成4到6人。
    _r(
        "zh",
        "number",
        False,
        "这个主题适合4到8人，时长90分钟。",
        "这个主题适合4到6人",
        evidence="这个主题适合4到8人",
    ),
    # number: 记录写的是补加2夸脱，值写成3夸脱。
    _r(
        "zh",
        "number",
        False,
        "B-6532 航后检查：左发滑油补加了2夸脱，无渗漏。",
        "3夸脱",
        evidence="左发滑油补加了2夸脱",
        key="b_6532/left_engine/oil_added",
    ),
    # attribution: 到港日期是船公司的说法，值把它当成事实。
    _r(
        "zh",
        "attribution",
        False,
        "据船公司说，货柜预计12月22日到达天津港。",
        "货柜预计12月22日到达天津港",
    ),
    # attribution: 去掉"保险公司称"。
    _r(
        "zh",
        "attribution",
        False,
        "保险公司称隐形矫正可以报销一半，具体以理赔结果为准。",
        "隐形矫正可以报销一半",
        evidence="保险公司称隐形矫正可以报销一半",
    ),
    # negation: "不含"变成"含"。
    _r(
        "zh",
        "negation",
        False,
        "工单回复：会议室预订不含投影仪，需另付20元。",
        "会议室预订含投影仪",
        evidence="会议室预订不含投影仪",
    ),
    # negation: "不包括"变成"包括"。
    _r(
        "zh",
        "negation",
        False,
        "提醒一下，成人租赁套餐不包括头盔，可以另租，一天30元。",
        "成人租赁套餐包括头盔",
        evidence="成人租赁套餐不包括头盔",
    ),
    # condition: 只有当天下大雪才改到室内（日历邀请的备注）。
    _r(
        "zh",
        "condition",
        False,
        "邀请：月度演练\n时间：12月20日 09:00\n地点：二号车库\n备注：如果当天下大雪，演练改到室内进行。",
        "演练改到室内进行",
        evidence="如果当天下大雪，演练改到室内进行。",
    ),
    # condition: 品酒免费的前提是买整箱。
    _r(
        "zh",
        "condition",
        False,
        "购买整箱六瓶的话，品酒免费🍷",
        "品酒免费",
        evidence="购买整箱六瓶的话，品酒免费",
    ),
    # scope: "部分房间"变成"房间"。
    _r(
        "zh",
        "scope",
        False,
        "部分房间有无障碍通道，预订前请先电话确认。",
        "房间有无障碍通道",
        evidence="部分房间有无障碍通道",
    ),
    # stitch: 把一句的主语和下一句的谓语拼在一起。
    _r(
        "zh",
        "stitch",
        False,
        "烤肠车周五在地铁站口。煎饼车停在图书馆门口。",
        "烤肠车停在图书馆门口",
    ),
    # tense: "以前"被去掉，过去的工作变成现在的。
    _r(
        "zh",
        "tense",
        False,
        "我以前在首都机场的机库做航电维修，现在转去做培训了。",
        "赵工在首都机场的机库做航电维修",
        evidence="我以前在首都机场的机库做航电维修",
        speaker="赵工",
    ),
    # evidence: 引用的"三角钢琴调音"一行不在收据里。
    _r(
        "zh",
        "evidence",
        False,
        "陈氏钢琴调律 收据\n立式钢琴调音 ¥400\n上门费 ¥50\n合计 ¥450",
        "¥800",
        evidence="三角钢琴调音 ¥800",
        key="user/piano/tuning_price",
    ),
    # parenthetical_restrictive: 括号把免逾期费限于60岁以上读者。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "即日起逾期费用全免（仅限60岁以上读者）。",
        "逾期费用全免",
        evidence="逾期费用全免（仅限60岁以上读者）",
    ),
)

BATCH_42: tuple[Realistic, ...] = _EN + _ES + _ZH
