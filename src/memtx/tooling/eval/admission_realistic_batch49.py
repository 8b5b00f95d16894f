"""The realistic set's forty-ninth batch: a blind measurement of the merged admission rules (issue 31, brief B49).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b49, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened.
No scorer, `check_support` or `memtx eval` was run on these records. Every source is invented here, in the domains
of this batch: dental hygienists, camping sites, film clubs, pottery studios, tenant associations, blood banks,
climbing gyms, translation agencies, farmers' markets, music festivals, IT helpdesks and hearing-aid clinics, in
the registers voice-note transcripts with fillers, chats with emoji, support tickets, JSON tool outputs, e-mail
signatures, web forms, receipts, SMS notifications, calendar invites and meeting minutes.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Works as a dental hygienist at Smile Street …`); some keep one item of a
list; and the subspan records keep one atomic value alone (an e-mail address, a URL, a phone number, a booking or
donor code, an amount with its currency, a date or time phrase, a person's name or a version number), filed under a
key in the manner of LangGraph's memory tools (`clearsound_hearing/repair_desk/phone`). Key styles are mixed on
purpose: English keys over Spanish and Chinese sources, keys naming an organization and a person in it
(`brightside_dental/priya_nair/booking_email`), Chinese keys (`山野营地/订单/合计金额`), and mem0's `user/...`.

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
    # subspan: the hygienist's booking e-mail alone from a signature; "Book cleanings directly" is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Kind regards,\nPriya Nair, RDH | Brightside Dental Hygiene\n"
        "Book cleanings directly: priya.nair@brightside-dental.com | Tel. 020 7946 0381",
        "priya.nair@brightside-dental.com",
        evidence="Book cleanings directly: priya.nair@brightside-dental.com",
        speaker="Priya Nair",
        key="brightside_dental/priya_nair/booking_email",
    ),
    # subspan: the campsite booking reference alone from an SMS; "confirmed" is its status, nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        "Pinecrest Campground: Booking PCG-20418 confirmed for pitch 14, 12-15 Aug. Check-in from 2pm. "
        "Reply STOP to opt out.",
        "PCG-20418",
        evidence="Booking PCG-20418 confirmed",
        key="pinecrest_campground/booking/reference",
    ),
    # subspan: the membership fee with its currency from a receipt line; the line's label is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "Northside Film Club - Receipt #0912\nAnnual membership: £35.00\nPaid by card ending 4471\nThank you for "
        "supporting independent cinema!",
        "£35.00",
        evidence="Annual membership: £35.00",
        key="northside_film_club/annual_membership/fee",
    ),
    # subspan: the date and time phrase of a calendar invite; "When:" is the label the key's time relation names.
    _r(
        "en",
        "subspan",
        True,
        "Invitation: Wheel-throwing taster session\nWhen: Saturday 14 March 2026, 10:00-12:30\n"
        "Where: Clayhouse Pottery Studio, Unit 3, Mill Lane\nOrganizer: bookings@clayhouse.studio",
        "Saturday 14 March 2026, 10:00-12:30",
        evidence="When: Saturday 14 March 2026, 10:00-12:30",
        key="clayhouse_studio/wheel_throwing_taster/time",
    ),
    # subspan: a version number alone from a helpdesk tool's JSON; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"ticket": "INC-55210", "device": "LT-0932", "os_build": "Windows 11 23H2", '
        '"vpn_client": "GlobalProtect 6.2.1", "status": "resolved"}',
        "6.2.1",
        evidence='"vpn_client": "GlobalProtect 6.2.1"',
        key="it_helpdesk/lt_0932/vpn_client_version",
    ),
    # subspan: a phone number alone from a voice note; "the direct line is" is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "Hi Margaret, it's Tom from Clearsound Hearing. Your left aid is back from the manufacturer. If you need "
        "the repair desk, the direct line is 0113 496 0214, they're there till five.",
        "0113 496 0214",
        evidence="the direct line is 0113 496 0214",
        speaker="Tom",
        key="clearsound_hearing/repair_desk/phone",
    ),
    # subspan: the translator's name alone; "has been assigned to" is exactly the key's assigned-translator relation.
    _r(
        "en",
        "subspan",
        True,
        "Dear Mr Kowalski, your certified translation of the birth certificate has been assigned to Joanna "
        "Wiśniewska, our sworn Polish translator. Expected delivery: 3 working days.",
        "Joanna Wiśniewska",
        evidence="your certified translation of the birth certificate has been assigned to Joanna Wiśniewska",
        key="lingualink/order_7731/assigned_translator",
    ),
    # subspan: the festival's timetable URL alone; the rest of the sentence says what the page is, as the key does.
    _r(
        "en",
        "subspan",
        True,
        "🎶 Lineup and stage times are live: https://www.harbourlights-fest.com/timetable - download the app "
        "for clash alerts!",
        "https://www.harbourlights-fest.com/timetable",
        evidence="Lineup and stage times are live: https://www.harbourlights-fest.com/timetable",
        key="harbour_lights_festival/timetable_url",
    ),
    # filler: a voice note's "Um, so, yeah" dropped; the donation claim is kept word for word.
    _r(
        "en",
        "filler",
        True,
        "Um, so, yeah, I donated platelets at the Eastgate centre on Tuesday, and, like, they said I can come "
        "back in two weeks.",
        "I donated platelets at the Eastgate centre on Tuesday",
        evidence="Um, so, yeah, I donated platelets at the Eastgate centre on Tuesday",
        speaker="Sam",
    ),
    # filler: "Okay so basically" and "uh" dropped; the closure and its "until Thursday" are kept.
    _r(
        "en",
        "filler",
        True,
        "Okay so basically the bouldering wall at Crux is, uh, closed for resetting until Thursday. Lead walls "
        "are fine.",
        "The bouldering wall at Crux is closed for resetting until Thursday.",
        evidence="Okay so basically the bouldering wall at Crux is, uh, closed for resetting until Thursday.",
    ),
    # filler: a chat's "honestly" and "you know" dropped; the claim about the egg stall is unchanged.
    _r(
        "en",
        "filler",
        True,
        "honestly the egg guy at the Saturday market, you know, takes cards now 🙌 no more cash runs",
        "the egg guy at the Saturday market takes cards now",
        evidence="honestly the egg guy at the Saturday market, you know, takes cards now",
    ),
    # speaker: "I'm" restated with the speaker's name and "is"; the role and "this year" are kept.
    _r(
        "en",
        "speaker",
        True,
        "Hi all 👋 I'm the treasurer of the Maple Court Tenants' Association this year, so send receipts to me!",
        "Dolores is the treasurer of the Maple Court Tenants' Association this year",
        evidence="I'm the treasurer of the Maple Court Tenants' Association this year",
        speaker="Dolores",
    ),
    # speaker: mem0's "User uses" for the ticket writer's "I use"; the complaint clause is left out whole.
    _r(
        "en",
        "speaker",
        True,
        "Subject: App keeps disconnecting\nHi, I use Phonak Audéo hearing aids and the app keeps disconnecting "
        "since the last update. Phone is a Pixel 8.",
        "User uses Phonak Audéo hearing aids",
        evidence="I use Phonak Audéo hearing aids",
        speaker="user",
        key="user/hearing_aids",
    ),
    # speaker: subject elided for the speaker, "I work" -> "Works"; both workdays kept.
    _r(
        "en",
        "speaker",
        True,
        "Hi, it's Marcus - I work as a dental hygienist at Smile Street on Mondays and Wednesdays, so those "
        "days are tricky for me.",
        "Works as a dental hygienist at Smile Street on Mondays and Wednesdays",
        evidence="I work as a dental hygienist at Smile Street on Mondays and Wednesdays",
        speaker="Marcus",
        key="marcus/job",
    ),
    # verbatim: one whole sentence of meeting minutes copied as it stands.
    _r(
        "en",
        "verbatim",
        True,
        "Minutes, 3 Feb. Present: 11 residents. The committee agreed to hold the AGM on 18 March in the "
        "community hall. Action: Ravi to book the hall.",
        "The committee agreed to hold the AGM on 18 March in the community hall.",
        evidence="The committee agreed to hold the AGM on 18 March in the community hall.",
    ),
    # verbatim: a support ticket's resolution sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #48211 - Status: Resolved\nResolution: The shared printer on floor 2 was re-added to the print "
        "server. Please restart your laptop before printing.",
        "The shared printer on floor 2 was re-added to the print server.",
        evidence="The shared printer on floor 2 was re-added to the print server.",
    ),
    # coordination: the second conjunct kept with the shared subject "I"; the glazing conjunct dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "I glaze on Thursdays and fire my pieces in the big kiln on Sundays 🔥",
        "I fire my pieces in the big kiln on Sundays",
        evidence="I glaze on Thursdays and fire my pieces in the big kiln on Sundays",
        speaker="Hana",
    ),
    # coordination: "The campsite" shared by both conjuncts; the showers conjunct dropped, kayak rental kept whole.
    _r(
        "en",
        "coordination",
        True,
        "Good to know before you book: the campsite has hot showers and rents out kayaks by the hour.",
        "the campsite rents out kayaks by the hour",
        evidence="the campsite has hot showers and rents out kayaks by the hour",
    ),
    # parenthetical: an aside about the project manager's background dropped; the delivery claim is unchanged.
    _r(
        "en",
        "parenthetical",
        True,
        "Thanks for your enquiry. Our project manager (she joined us from Berlin last spring) will send the "
        "quote by Friday.",
        "Our project manager will send the quote by Friday.",
        evidence="Our project manager (she joined us from Berlin last spring) will send the quote by Friday.",
    ),
    # parenthetical: a location aside dropped; the opening hours and "on Thursdays" are kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Reminder: the Eastgate donor centre (next to the library) is open until 8pm on Thursdays. Book at "
        "the front desk.",
        "the Eastgate donor centre is open until 8pm on Thursdays.",
        evidence="the Eastgate donor centre (next to the library) is open until 8pm on Thursdays.",
    ),
    # list_item: one payment method of three, with the list's head and "at every stall" kept.
    _r(
        "en",
        "list_item",
        True,
        "Welcome to Riverside Farmers' Market! We accept cash, contactless, and market tokens at every stall.",
        "We accept market tokens at every stall.",
        evidence="We accept cash, contactless, and market tokens at every stall.",
    ),
    # list_item: one inclusion of a day pass, the other items dropped; nothing restricts the kept one.
    _r(
        "en",
        "list_item",
        True,
        "Crux Climbing - Day pass £14. Your day pass includes shoe hire, chalk and a locker.",
        "Your day pass includes a locker.",
        evidence="Your day pass includes shoe hire, chalk and a locker.",
    ),
    # --- negative ---
    # restriction_drop: "on weekdays" is a time frame the value drops, so it claims weekend climbing until 4pm too.
    _r(
        "en",
        "restriction_drop",
        False,
        "Membership FAQ: Off-peak members can climb until 4pm on weekdays. Peak members have no limits.",
        "Off-peak members can climb until 4pm",
        evidence="Off-peak members can climb until 4pm on weekdays.",
    ),
    # restriction_drop: "on Friday mornings" dropped; the value claims walk-ins are seen at any time.
    _r(
        "en",
        "restriction_drop",
        False,
        "Our hygienist sees walk-ins on Friday mornings; all other visits need an appointment.",
        "Our hygienist sees walk-ins",
        evidence="Our hygienist sees walk-ins on Friday mornings",
    ),
    # restriction_drop: "for matinee screenings" dropped; half price is only for matinees.
    _r(
        "en",
        "restriction_drop",
        False,
        "Student members get half-price tickets for matinee screenings. Evening shows are full price.",
        "Student members get half-price tickets",
        evidence="Student members get half-price tickets for matinee screenings.",
    ),
    # wrong_speaker: "My brother is O negative" bound to the speaker, who says she is A positive.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My brother is O negative, so he gets called every few weeks 😅 I'm A positive, nobody ever calls me",
        "Lena is O negative",
        evidence="My brother is O negative",
        speaker="Lena",
    ),
    # wrong_speaker: the "I" is Ana's, inside a forwarded quote; the forwarder Kenji is not available for it.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Forwarding Ana's note below, can you add her to the roster?\n> I'm available for Japanese-to-English "
        "legal work from March.",
        "Kenji is available for Japanese-to-English legal work from March",
        evidence="I'm available for Japanese-to-English legal work from March.",
        speaker="Kenji",
    ),
    # number: "five days" becomes "seven days".
    _r(
        "en",
        "number",
        False,
        "Good news on the new aids: the batteries last about five days with streaming switched on. Without it, "
        "closer to a week.",
        "The batteries last about seven days with streaming switched on.",
        evidence="the batteries last about five days with streaming switched on.",
    ),
    # number: "up to two children" becomes "up to three children".
    _r(
        "en",
        "number",
        False,
        "Family tickets: each ticket admits one adult and up to two children under 12.",
        "each ticket admits one adult and up to three children under 12",
        evidence="each ticket admits one adult and up to two children under 12.",
    ),
    # attribution: the landlord's word, reported by Ravi, stated as fact.
    _r(
        "en",
        "attribution",
        False,
        "Item 4: Ravi reported that the landlord says the boiler will be replaced in April.",
        "The boiler will be replaced in April.",
        evidence="Ravi reported that the landlord says the boiler will be replaced in April.",
    ),
    # attribution: a user's report in a ticket stated as a confirmed fault.
    _r(
        "en",
        "attribution",
        False,
        "INC-60117 | Priority P3 | User reports that the VPN disconnects every 20 minutes on home Wi-Fi.",
        "The VPN disconnects every 20 minutes on home Wi-Fi.",
        evidence="User reports that the VPN disconnects every 20 minutes on home Wi-Fi.",
    ),
    # negation: "doesn't fire" becomes "fires".
    _r(
        "en",
        "negation",
        False,
        "sorry!! the studio doesn't fire glazed work brought from home 🙅‍♀️ kiln safety rules",
        "The studio fires glazed work brought from home",
        evidence="the studio doesn't fire glazed work brought from home",
    ),
    # negation: "should not take aspirin" becomes "should take aspirin".
    _r(
        "en",
        "negation",
        False,
        "Reminder: platelet donors should not take aspirin in the 48 hours before donating.",
        "Platelet donors should take aspirin in the 48 hours before donating.",
        evidence="platelet donors should not take aspirin in the 48 hours before donating.",
    ),
    # condition: the 24-hour delivery holds only "if the document is under 2,000 words".
    _r(
        "en",
        "condition",
        False,
        "We can deliver within 24 hours if the document is under 2,000 words. Longer texts take 3-5 days.",
        "We can deliver within 24 hours",
        evidence="We can deliver within 24 hours if the document is under 2,000 words.",
    ),
    # condition: the "unless there is a county burn ban" exception dropped.
    _r(
        "en",
        "condition",
        False,
        "Campfires are allowed in the fire pits unless there is a county burn ban.",
        "Campfires are allowed in the fire pits",
        evidence="Campfires are allowed in the fire pits unless there is a county burn ban.",
    ),
    # scope: "most of the veg stalls" becomes all veg stalls.
    _r(
        "en",
        "scope",
        False,
        "fyi most of the veg stalls take card now 👍 but the cheese van is still cash only",
        "The veg stalls take card now",
        evidence="most of the veg stalls take card now",
    ),
    # stitch: the kids' club from one sentence joined to the adult course's Wednesday from the next.
    _r(
        "en",
        "stitch",
        False,
        "Kids' climbing club runs on Saturdays. The adult beginners' course runs on Wednesdays.",
        "Kids' climbing club runs on Wednesdays.",
        evidence="Kids' climbing club runs on Saturdays. The adult beginners' course runs on Wednesdays.",
    ),
    # tense: "I used to run" becomes the present "runs"; Bea runs them now.
    _r(
        "en",
        "tense",
        False,
        "I used to run the Friday screenings, but Bea does them now.",
        "Owen runs the Friday screenings",
        evidence="I used to run the Friday screenings",
        speaker="Owen",
    ),
    # evidence: the quoted sentence names Dr. Lee; the SMS names Priya.
    _r(
        "en",
        "evidence",
        False,
        "Brightside Dental: Your next hygiene appointment is on 9 April at 3:15pm with Priya. Reply C to confirm.",
        "Next hygiene appointment is on 9 April at 3:15pm with Dr. Lee",
        evidence="Your next hygiene appointment is on 9 April at 3:15pm with Dr. Lee.",
    ),
    # parenthetical_restrictive: "(for aids bought from us only)" restricts who gets free replacements.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Free battery replacements (for aids bought from us only) are done at the front desk.",
        "Free battery replacements are done at the front desk.",
        evidence="Free battery replacements (for aids bought from us only) are done at the front desk.",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the audiologist's e-mail alone from a signature; "Cita directa:" is the key's booking relation.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nLucía Herrera | Audioprotesista, Centro Auditivo Oír Bien\n"
        "Cita directa: lucia.herrera@oirbien.es · Tel. 912 345 678",
        "lucia.herrera@oirbien.es",
        evidence="Cita directa: lucia.herrera@oirbien.es",
        speaker="Lucía Herrera",
        key="oir_bien/lucia_herrera/email",
    ),
    # subspan: the donor code alone from an SMS; "Tu código de donante es" is what the key names.
    _r(
        "es",
        "subspan",
        True,
        "Banco de Sangre de Aragón: Gracias por tu donación. Tu código de donante es BSA-774120. Próxima "
        "donación a partir del 3 de junio.",
        "BSA-774120",
        evidence="Tu código de donante es BSA-774120.",
        key="banco_sangre_aragon/user/donor_code",
    ),
    # subspan: the festival's timetable URL alone; the sentence only says that the timetable is there.
    _r(
        "es",
        "subspan",
        True,
        "¡Ya queda nada! 🎸 Ya puedes consultar los horarios en https://www.sonidosdelsur.es/horarios y "
        "descargar la app oficial.",
        "https://www.sonidosdelsur.es/horarios",
        evidence="Ya puedes consultar los horarios en https://www.sonidosdelsur.es/horarios",
        key="sonidos_del_sur/horarios_url",
    ),
    # subspan: the invoice total with its currency; the "Total:" label is the key's relation.
    _r(
        "es",
        "subspan",
        True,
        "Camping Los Pinos - Factura F-2026/0431\nParcela 22, 4 noches\nTotal: 136,00 €\nIVA incluido",
        "136,00 €",
        evidence="Total: 136,00 €",
        key="camping_los_pinos/factura_f_2026_0431/total",
    ),
    # subspan: the date and time phrase of a calendar invite, filed under the course's date.
    _r(
        "es",
        "subspan",
        True,
        "Invitación: Curso de iniciación a la escalada\nCuándo: martes 10 de febrero de 2026, 19:00-21:00\n"
        "Dónde: Rocódromo Vértigo, sala 2",
        "martes 10 de febrero de 2026, 19:00-21:00",
        evidence="Cuándo: martes 10 de febrero de 2026, 19:00-21:00",
        key="vertigo/curso_iniciacion/fecha",
    ),
    # subspan: the translator's name alone; the sentence says who takes the sworn translation, as the key does.
    _r(
        "es",
        "subspan",
        True,
        "Estimada Sra. Ruiz: El encargo de traducción jurada al inglés lo llevará Martín Echeverría. Le "
        "enviaremos el presupuesto hoy.",
        "Martín Echeverría",
        evidence="El encargo de traducción jurada al inglés lo llevará Martín Echeverría.",
        key="traducciones_atlas/pedido_3318/traductor",
    ),
    # subspan: the antivirus version from a helpdesk tool's JSON; the field and product are what the key names.
    _r(
        "es",
        "subspan",
        True,
        '{"incidencia": "INC-20931", "equipo": "PC-LOG-117", "antivirus": "ESET Endpoint 11.0.2032", '
        '"estado": "cerrada"}',
        "11.0.2032",
        evidence='"antivirus": "ESET Endpoint 11.0.2032"',
        key="soporte_ti/pc_log_117/antivirus_version",
    ),
    # subspan: the association's phone number alone from its e-mail footer.
    _r(
        "es",
        "subspan",
        True,
        "Asociación de Inquilinos Barrio del Carmen\nSecretaría: lunes y jueves de 18 a 20 h\n"
        "Teléfono de la asociación: 963 112 458",
        "963 112 458",
        evidence="Teléfono de la asociación: 963 112 458",
        key="asoc_inquilinos_carmen/telefono",
    ),
    # filler: "Eh, bueno, pues" and "o sea" dropped from a voice note; "ahora también" kept.
    _r(
        "es",
        "filler",
        True,
        "Eh, bueno, pues el puesto de quesos del mercadillo, o sea, ahora también vende yogures. Los de oveja "
        "están buenísimos.",
        "el puesto de quesos del mercadillo ahora también vende yogures",
        evidence="Eh, bueno, pues el puesto de quesos del mercadillo, o sea, ahora también vende yogures.",
    ),
    # filler: "Mira, es que, este" dropped; the hygienist's advice stays attributed to her.
    _r(
        "es",
        "filler",
        True,
        "Mira, es que, este, la higienista me dijo que use hilo dental todas las noches, y yo que no lo uso nunca.",
        "la higienista me dijo que use hilo dental todas las noches",
        evidence="Mira, es que, este, la higienista me dijo que use hilo dental todas las noches",
        speaker="Carmen",
    ),
    # filler: a chat's "pues nada" dropped; title, day and time kept.
    _r(
        "es",
        "filler",
        True,
        "jajaja vale 😂 pues nada, el cineclub proyecta Amarcord el viernes a las 20:30 🎬 ¿te vienes?",
        "el cineclub proyecta Amarcord el viernes a las 20:30",
        evidence="pues nada, el cineclub proyecta Amarcord el viernes a las 20:30",
    ),
    # speaker: "Doy" restated as "Javier da"; place and time kept.
    _r(
        "es",
        "speaker",
        True,
        "Doy clases de torno en el taller La Arcilla los sábados por la mañana 🏺 si te animas, avísame",
        "Javier da clases de torno en el taller La Arcilla los sábados por la mañana",
        evidence="Doy clases de torno en el taller La Arcilla los sábados por la mañana",
        speaker="Javier",
    ),
    # speaker: mem0's "Usuario es" for "Soy"; "desde 2018" kept.
    _r(
        "es",
        "speaker",
        True,
        "Hola, quería pedir cita. Soy donante de médula ósea desde 2018 y me han dicho que también puedo donar "
        "plaquetas.",
        "Usuario es donante de médula ósea desde 2018",
        evidence="Soy donante de médula ósea desde 2018",
        speaker="user",
        key="user/donante",
    ),
    # speaker: subject elided, "Trabajo" -> "Trabaja"; "durante el verano" kept.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo de socorrista en el camping Playa Dorada durante el verano, así que en agosto imposible quedar.",
        "Trabaja de socorrista en el camping Playa Dorada durante el verano",
        evidence="Trabajo de socorrista en el camping Playa Dorada durante el verano",
        speaker="Rocío",
        key="rocio/trabajo",
    ),
    # verbatim: one sentence of tenant-assembly minutes copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Acta de la asamblea del 12 de enero. Se acordó enviar una carta a la propiedad sobre las humedades "
        "del bloque B. Próxima reunión: 9 de febrero.",
        "Se acordó enviar una carta a la propiedad sobre las humedades del bloque B.",
        evidence="Se acordó enviar una carta a la propiedad sobre las humedades del bloque B.",
    ),
    # verbatim: a ticket's resolution clause copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Ticket #7712 - Estado: resuelto.\nResolución: se ha sustituido el cable de red del puesto 14 de "
        "contabilidad.\nSi el problema persiste, reabre el ticket.",
        "se ha sustituido el cable de red del puesto 14 de contabilidad.",
        evidence="se ha sustituido el cable de red del puesto 14 de contabilidad.",
    ),
    # coordination: the second conjunct kept whole; its subject is the same elided "yo".
    _r(
        "es",
        "coordination",
        True,
        "Escalo en bloque los martes y entreno en la pared de cuerda los jueves 💪",
        "entreno en la pared de cuerda los jueves",
        evidence="Escalo en bloque los martes y entreno en la pared de cuerda los jueves",
        speaker="Elena",
    ),
    # coordination: the opening conjunct dropped; the market's closing time and "los sábados" kept.
    _r(
        "es",
        "coordination",
        True,
        "El mercado de productores abre a las 8:00 y cierra a las 14:00 los sábados.",
        "El mercado de productores cierra a las 14:00 los sábados.",
        evidence="El mercado de productores abre a las 8:00 y cierra a las 14:00 los sábados.",
    ),
    # parenthetical: an aside about the reviewer's years at the agency dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Nuestra revisora (trabaja con nosotros desde 2015) entregará la versión final el jueves.",
        "Nuestra revisora entregará la versión final el jueves.",
        evidence="Nuestra revisora (trabaja con nosotros desde 2015) entregará la versión final el jueves.",
    ),
    # parenthetical: a location aside dropped; the opening time kept.
    _r(
        "es",
        "parenthetical",
        True,
        "Info útil: el escenario principal (junto a la noria) abre a las 17:00. ¡Nos vemos allí!",
        "el escenario principal abre a las 17:00.",
        evidence="el escenario principal (junto a la noria) abre a las 17:00.",
    ),
    # list_item: one payment method of three, with the head "Aceptamos pago".
    _r(
        "es",
        "list_item",
        True,
        "Centro Auditivo Oír Bien. Aceptamos pago en efectivo, con tarjeta y con Bizum.",
        "Aceptamos pago con Bizum.",
        evidence="Aceptamos pago en efectivo, con tarjeta y con Bizum.",
    ),
    # list_item: one inclusion of the pitch, with the head "La parcela incluye".
    _r(
        "es",
        "list_item",
        True,
        "La parcela incluye electricidad, agua y una plaza de aparcamiento.",
        "La parcela incluye una plaza de aparcamiento.",
        evidence="La parcela incluye electricidad, agua y una plaza de aparcamiento.",
    ),
    # --- negative ---
    # restriction_drop: "los fines de semana" dropped; the reservation claims to hold every day.
    _r(
        "es",
        "restriction_drop",
        False,
        "Aviso: la zona de bloque está reservada a los socios los fines de semana. Entre semana, acceso libre.",
        "la zona de bloque está reservada a los socios",
        evidence="la zona de bloque está reservada a los socios los fines de semana.",
    ),
    # restriction_drop: "para los pacientes del plan familiar" dropped; cleaning is free only for them.
    _r(
        "es",
        "restriction_drop",
        False,
        "La limpieza es gratuita para los pacientes del plan familiar. El resto paga 45 €.",
        "La limpieza es gratuita",
        evidence="La limpieza es gratuita para los pacientes del plan familiar.",
    ),
    # restriction_drop: the adjective "habituales" dropped; walk-in donation is for regular donors only.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los donantes habituales pueden donar sin cita previa en el hospital Miguel Servet.",
        "Los donantes pueden donar sin cita previa en el hospital Miguel Servet.",
        evidence="Los donantes habituales pueden donar sin cita previa en el hospital Miguel Servet.",
    ),
    # wrong_speaker: the studio partner's selling bound to Marta, who only gives hers away.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi compañera de taller vende sus tazas en el mercadillo, yo de momento solo regalo las mías 😅",
        "Marta vende sus tazas en el mercadillo",
        evidence="Mi compañera de taller vende sus tazas en el mercadillo",
        speaker="Marta",
    ),
    # wrong_speaker: the quoted "Llevo" is the neighbour's, not the speaker Pablo's.
    _r(
        "es",
        "wrong_speaker",
        False,
        "El vecino del 3ºB me contó: «Llevo diez años pagando la renta antigua». Habrá que apoyarle.",
        "Pablo lleva diez años pagando la renta antigua",
        evidence="Llevo diez años pagando la renta antigua",
        speaker="Pablo",
    ),
    # number: "tres días" becomes "cuatro días".
    _r(
        "es",
        "number",
        False,
        "El abono incluye tres días de acceso al recinto y el camping gratuito.",
        "El abono incluye cuatro días de acceso al recinto",
        evidence="El abono incluye tres días de acceso al recinto",
    ),
    # number: the three-year warranty becomes two years.
    _r(
        "es",
        "number",
        False,
        "Le recordamos que la garantía de los audífonos es de tres años desde la fecha de compra.",
        "La garantía de los audífonos es de dos años desde la fecha de compra.",
        evidence="la garantía de los audífonos es de tres años desde la fecha de compra.",
    ),
    # attribution: the manager's word, relayed by the president, stated as fact.
    _r(
        "es",
        "attribution",
        False,
        "Punto 2. La presidenta informó de que, según el administrador, el ascensor se reparará en marzo.",
        "el ascensor se reparará en marzo",
        evidence="La presidenta informó de que, según el administrador, el ascensor se reparará en marzo.",
    ),
    # attribution: "Dice Nuria que" dropped; hearsay becomes fact.
    _r(
        "es",
        "attribution",
        False,
        "Dice Nuria que la sesión del jueves se cancela 😕 a ver si lo confirman",
        "la sesión del jueves se cancela",
        evidence="Dice Nuria que la sesión del jueves se cancela",
    ),
    # negation: "No aceptamos" becomes "Aceptamos".
    _r(
        "es",
        "negation",
        False,
        "No aceptamos pagos con tarjeta en los encargos urgentes; solo transferencia.",
        "Aceptamos pagos con tarjeta en los encargos urgentes",
        evidence="No aceptamos pagos con tarjeta en los encargos urgentes",
    ),
    # negation: "todavía no tiene" becomes "tiene".
    _r(
        "es",
        "negation",
        False,
        "Seguimiento INC-20977: el portátil nuevo todavía no tiene instalada la VPN corporativa.",
        "El portátil nuevo tiene instalada la VPN corporativa",
        evidence="el portátil nuevo todavía no tiene instalada la VPN corporativa.",
    ),
    # condition: "siempre que vayan atados" dropped; dogs are allowed only on a lead.
    _r(
        "es",
        "condition",
        False,
        "Se admiten perros siempre que vayan atados.",
        "Se admiten perros",
        evidence="Se admiten perros siempre que vayan atados.",
    ),
    # condition: "si tu hemoglobina está en rango" dropped from the next-donation date.
    _r(
        "es",
        "condition",
        False,
        "Banco de Sangre: Podrás donar de nuevo el 3 de junio si tu hemoglobina está en rango.",
        "Podrás donar de nuevo el 3 de junio",
        evidence="Podrás donar de nuevo el 3 de junio si tu hemoglobina está en rango.",
    ),
    # scope: "Algunos puestos" becomes all the stalls.
    _r(
        "es",
        "scope",
        False,
        "Algunos puestos del mercado aceptan Bizum, pero lleva efectivo por si acaso.",
        "Los puestos del mercado aceptan Bizum",
        evidence="Algunos puestos del mercado aceptan Bizum",
    ),
    # stitch: the big kiln of one sentence joined to the small kiln's breakdown in the next.
    _r(
        "es",
        "stitch",
        False,
        "El horno grande se usa los lunes. El horno pequeño está averiado.",
        "El horno grande está averiado.",
        evidence="El horno grande se usa los lunes. El horno pequeño está averiado.",
    ),
    # tense: the imperfect "Trabajaba" becomes the present "trabaja".
    _r(
        "es",
        "tense",
        False,
        "Trabajaba como higienista dental en la clínica Sonríe, ahora doy clases en la facultad.",
        "Sofía trabaja como higienista dental en la clínica Sonríe",
        evidence="Trabajaba como higienista dental en la clínica Sonríe",
        speaker="Sofía",
    ),
    # evidence: the quoted sentence says 15 July; the SMS says 17 July.
    _r(
        "es",
        "evidence",
        False,
        "Sonidos del Sur: tu pulsera se activa el 17 de julio. Acceso por la puerta norte.",
        "Pulsera se activa el 15 de julio",
        evidence="Tu pulsera se activa el 15 de julio.",
    ),
    # parenthetical_restrictive: "(solo para mayores de 12 años)" restricts who gets free shoe rental.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El alquiler de pies de gato (solo para mayores de 12 años) es gratuito los lunes.",
        "El alquiler de pies de gato es gratuito los lunes.",
        evidence="El alquiler de pies de gato (solo para mayores de 12 años) es gratuito los lunes.",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the audiologist's e-mail alone from a signature; "邮箱：" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "此致\n王丽 | 验配师，声悦听力中心\n邮箱：wangli@shengyue-hearing.cn　电话：021-6234 5678",
        "wangli@shengyue-hearing.cn",
        evidence="邮箱：wangli@shengyue-hearing.cn",
        speaker="王丽",
        key="shengyue_hearing/wang_li/email",
    ),
    # subspan: the donation number alone from an SMS; "您的献血编号为" is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        "【市血液中心】感谢您今日献血！您的献血编号为XY20260315087，检测结果将于7个工作日内短信通知。",
        "XY20260315087",
        evidence="您的献血编号为XY20260315087",
        key="city_blood_center/user/donation_id",
    ),
    # subspan: the festival lineup URL alone, under a Chinese key.
    _r(
        "zh",
        "subspan",
        True,
        "草莓音乐节最终阵容已公布，详见 https://www.strawberry-fest.cn/lineup ，门票即将售罄！🍓",
        "https://www.strawberry-fest.cn/lineup",
        evidence="草莓音乐节最终阵容已公布，详见 https://www.strawberry-fest.cn/lineup",
        key="草莓音乐节/阵容链接",
    ),
    # subspan: the receipt total with its currency sign; "合计：" is the key's relation.
    _r(
        "zh",
        "subspan",
        True,
        "山野营地 收据\n营位：B区12号\n入住：2晚\n合计：¥560.00\n支付方式：微信支付",
        "¥560.00",
        evidence="合计：¥560.00",
        key="山野营地/订单/合计金额",
    ),
    # subspan: the date and time phrase of a meeting invite, filed under the meeting's time.
    _r(
        "zh",
        "subspan",
        True,
        "会议邀请：攀岩馆周年活动筹备会\n时间：2026年4月18日（周六）下午2:00-4:00\n地点：岩点攀岩馆二楼",
        "2026年4月18日（周六）下午2:00-4:00",
        evidence="时间：2026年4月18日（周六）下午2:00-4:00",
        key="yandian_climbing/anniversary_prep/time",
    ),
    # subspan: the translator's name alone; "已分配给译员" is the key's assigned-translator relation.
    _r(
        "zh",
        "subspan",
        True,
        "您好！您的合同翻译已分配给译员李明哲，他将于周五前交付初稿。",
        "李明哲",
        evidence="您的合同翻译已分配给译员李明哲",
        key="翻译公司/订单/译员",
    ),
    # subspan: the printer firmware version from a helpdesk tool's JSON.
    _r(
        "zh",
        "subspan",
        True,
        '{"工单号": "IT-2026-0412", "设备": "财务部打印机", "固件版本": "v3.18.2", "状态": "已解决"}',
        "v3.18.2",
        evidence='"固件版本": "v3.18.2"',
        key="it_helpdesk/finance_printer/firmware_version",
    ),
    # subspan: a stall's phone number alone from a chat; "号码是" is what the key names.
    _r(
        "zh",
        "subspan",
        True,
        "张阿姨的蔬菜摊可以电话订菜，号码是13812345678 🥬 周六早上去拿就行",
        "13812345678",
        evidence="号码是13812345678",
        key="farmers_market/zhang_vegetable_stall/phone",
    ),
    # filler: "嗯，那个，就是说" dropped from a voice note; the hygienist's words stay attributed.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是说，洁牙师说我下次洗牙要等到六月。",
        "洁牙师说我下次洗牙要等到六月。",
        evidence="嗯，那个，就是说，洁牙师说我下次洗牙要等到六月。",
        speaker="周敏",
    ),
    # filler: "呃，然后呢" dropped; the screening claim kept.
    _r(
        "zh",
        "filler",
        True,
        "呃，然后呢，电影社这周五放的是《小城之春》，对吧，你来不来？",
        "电影社这周五放的是《小城之春》",
        evidence="呃，然后呢，电影社这周五放的是《小城之春》",
    ),
    # filler: the discourse marker "反正吧" dropped; day, time and class kept.
    _r(
        "zh",
        "filler",
        True,
        "哈哈哈 😂 反正吧，陶艺工作室周二晚上有拉坯体验课 🏺 要不要一起",
        "陶艺工作室周二晚上有拉坯体验课",
        evidence="反正吧，陶艺工作室周二晚上有拉坯体验课",
    ),
    # speaker: "我" restated as "陈静"; the weekly time clause is outside the evidence.
    _r(
        "zh",
        "speaker",
        True,
        "我在市中心血站做志愿者，每周六上午，有空来玩～",
        "陈静在市中心血站做志愿者",
        evidence="我在市中心血站做志愿者",
        speaker="陈静",
    ),
    # speaker: mem0's "用户" for "我".
    _r(
        "zh",
        "speaker",
        True,
        "你好，我是租户协会的楼长，想反映一下电梯的问题。",
        "用户是租户协会的楼长",
        evidence="我是租户协会的楼长",
        speaker="user",
        key="user/role",
    ),
    # speaker: subject elided for the speaker; the key names him.
    _r(
        "zh",
        "speaker",
        True,
        "我在岩点攀岩馆当定线员，新线路每两周换一次。",
        "在岩点攀岩馆当定线员",
        evidence="我在岩点攀岩馆当定线员",
        speaker="刘洋",
        key="刘洋/工作",
    ),
    # verbatim: one item of meeting minutes copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "会议纪要（3月2日）：一、会议决定由物业于3月底前完成楼道照明维修。二、下次会议定于4月6日。",
        "会议决定由物业于3月底前完成楼道照明维修。",
        evidence="会议决定由物业于3月底前完成楼道照明维修。",
    ),
    # verbatim: a ticket's resolution sentence copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "工单IT-7781 处理结果：已为该用户重新配置邮箱客户端。如仍有问题请回复本邮件。",
        "已为该用户重新配置邮箱客户端。",
        evidence="已为该用户重新配置邮箱客户端。",
    ),
    # coordination: the second clause kept with the shared subject "我"; the weekend-selling clause dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        "我周末在农贸市场卖蜂蜜，平时在家养蜂。",
        "我平时在家养蜂",
        evidence="我周末在农贸市场卖蜂蜜，平时在家养蜂。",
        speaker="小周",
    ),
    # coordination: "营地" shared by both clauses; the tent-rental clause dropped whole.
    _r(
        "zh",
        "coordination",
        True,
        "营地提供帐篷租赁，也出售木柴，欢迎提前预订。",
        "营地也出售木柴",
        evidence="营地提供帐篷租赁，也出售木柴",
    ),
    # parenthetical: the reviewer's background aside dropped; the deadline kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "我们的审校老师（曾在外交部任职）会在周三前完成校对。",
        "我们的审校老师会在周三前完成校对。",
        evidence="我们的审校老师（曾在外交部任职）会在周三前完成校对。",
    ),
    # parenthetical: the release-date aside dropped; the Bluetooth claim kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "新款助听器（去年十月上市）支持蓝牙直连手机。",
        "新款助听器支持蓝牙直连手机。",
        evidence="新款助听器（去年十月上市）支持蓝牙直连手机。",
    ),
    # list_item: one payment method of three, with the clause's head and verb.
    _r(
        "zh",
        "list_item",
        True,
        "温馨提示：音乐节现场可以用微信、支付宝和现金付款。",
        "音乐节现场可以用支付宝付款",
        evidence="音乐节现场可以用微信、支付宝和现金付款。",
    ),
    # list_item: one inclusion of the single ticket.
    _r(
        "zh",
        "list_item",
        True,
        "岩点攀岩馆 价目表：单次票88元，单次票包含攀岩鞋、粉袋和储物柜。",
        "单次票包含储物柜",
        evidence="单次票包含攀岩鞋、粉袋和储物柜。",
    ),
    # --- negative ---
    # restriction_drop: "周末" dropped; the lead area is open to members only at weekends.
    _r(
        "zh",
        "restriction_drop",
        False,
        "先锋攀登区周末对会员开放，工作日需预约。",
        "先锋攀登区对会员开放",
        evidence="先锋攀登区周末对会员开放",
    ),
    # restriction_drop: "凭学生证" dropped; the discount needs the student card.
    _r(
        "zh",
        "restriction_drop",
        False,
        "学生凭学生证洗牙可享八折。",
        "学生洗牙可享八折",
        evidence="学生凭学生证洗牙可享八折。",
    ),
    # restriction_drop: "本月在流动献血车" dropped; the gift is for this month's mobile-bus donors.
    _r(
        "zh",
        "restriction_drop",
        False,
        "本月在流动献血车献血的市民可获赠纪念品。",
        "献血的市民可获赠纪念品",
        evidence="本月在流动献血车献血的市民可获赠纪念品。",
    ),
    # wrong_speaker: the roommate's blood type bound to the speaker, who says she is type A.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我室友是O型血，经常被血站叫去献血，我自己是A型 😂",
        "小林是O型血",
        evidence="我室友是O型血",
        speaker="小林",
    ),
    # wrong_speaker: the quoted "我" is Uncle Li's, not the speaker's.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "楼下李大爷跟我说：“我在这栋楼住了三十年了。”",
        "老赵在这栋楼住了三十年了",
        evidence="我在这栋楼住了三十年了",
        speaker="老赵",
    ),
    # number: "4人" becomes "6人".
    _r(
        "zh",
        "number",
        False,
        "预订须知：每个营位最多可住4人，超出需另订营位。",
        "每个营位最多可住6人",
        evidence="每个营位最多可住4人",
    ),
    # number: the 120-yuan fee becomes 150.
    _r(
        "zh",
        "number",
        False,
        "电影社年费是120元，学生半价。",
        "电影社年费是150元",
        evidence="电影社年费是120元",
    ),
    # attribution: the landlord's statement, relayed by Auntie Wang, stated as fact.
    _r(
        "zh",
        "attribution",
        False,
        "会议记录：王阿姨转述，房东表示下个月起房租上涨5%。",
        "下个月起房租上涨5%",
        evidence="王阿姨转述，房东表示下个月起房租上涨5%。",
    ),
    # attribution: a user's report in a ticket stated as a confirmed fault.
    _r(
        "zh",
        "attribution",
        False,
        "工单IT-7790：用户反映会议室投影仪无法连接笔记本。",
        "会议室投影仪无法连接笔记本",
        evidence="用户反映会议室投影仪无法连接笔记本。",
    ),
    # negation: "不接受" becomes "接受".
    _r(
        "zh",
        "negation",
        False,
        "不好意思哦，工作室不接受自带黏土烧制 🙅",
        "工作室接受自带黏土烧制",
        evidence="工作室不接受自带黏土烧制",
    ),
    # negation: "不能" becomes "能".
    _r(
        "zh",
        "negation",
        False,
        "注意：这款助听器不能在游泳时佩戴。",
        "这款助听器能在游泳时佩戴",
        evidence="这款助听器不能在游泳时佩戴。",
    ),
    # condition: "如果文件少于五页" dropped from the same-day delivery.
    _r(
        "zh",
        "condition",
        False,
        "如果文件少于五页，我们可以当天交付。",
        "我们可以当天交付",
        evidence="如果文件少于五页，我们可以当天交付。",
    ),
    # condition: the exception "除非遇到雷暴天气" dropped.
    _r(
        "zh",
        "condition",
        False,
        "【草莓音乐节】除非遇到雷暴天气，演出将照常进行。",
        "演出将照常进行",
        evidence="除非遇到雷暴天气，演出将照常进行。",
    ),
    # scope: "部分摊位" becomes all stalls.
    _r(
        "zh",
        "scope",
        False,
        "部分摊位支持刷卡支付，建议带点现金。",
        "摊位支持刷卡支付",
        evidence="部分摊位支持刷卡支付",
    ),
    # stitch: Monday from the first sentence joined to Dr Li's check-ups from the second.
    _r(
        "zh",
        "stitch",
        False,
        "周一由陈医生洁牙。周三由李医生做检查。",
        "周一由李医生做检查",
        evidence="周一由陈医生洁牙。周三由李医生做检查。",
    ),
    # tense: "以前" dropped; a past role becomes a present one.
    _r(
        "zh",
        "tense",
        False,
        "我以前在电影社负责选片，现在只是普通会员。",
        "孙老师在电影社负责选片",
        evidence="我以前在电影社负责选片",
        speaker="孙老师",
    ),
    # evidence: the quoted sentence names pitch 15; the SMS names pitch 12.
    _r(
        "zh",
        "evidence",
        False,
        "【山野营地】您预订的B区12号营位已确认，入住时间为5月1日14:00后。",
        "预订的B区15号营位已确认",
        evidence="您预订的B区15号营位已确认",
    ),
    # parenthetical_restrictive: "（仅限首次献血者）" restricts who gets the free check-up.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "献血者可享受免费体检（仅限首次献血者）。",
        "献血者可享受免费体检",
        evidence="献血者可享受免费体检（仅限首次献血者）。",
    ),
)

BATCH_49: tuple[Realistic, ...] = _EN + _ES + _ZH
