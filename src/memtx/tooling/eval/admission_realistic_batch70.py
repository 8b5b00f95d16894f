"""The realistic set's seventieth batch: a blind measurement of the merged admission rules (issue 31, brief B70).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b70, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test, any
other batch's records or the git history: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and
the first 60 lines of batch 41 (its docstring and first two records, for the format and the family names). No scorer,
`check_support` or `memtx eval` was run on these records; the only check run was a string comparison that each
evidence is a verbatim span of its source and that no (evidence, value, speaker, key) repeats. Every source is
invented here, in domains the earlier batches used little: campsites, framing shops, music festivals' volunteer rotas,
community pantries, chess tournaments, mobile phone repair, lost property offices, museum memberships, cat rescues
and balcony gardening clubs (in Spanish: campings, tiendas de marcos, voluntariado de festivales, despensas
solidarias, torneos de ajedrez, reparación de móviles, objetos perdidos, socios de museos, protectoras de gatos,
huertos de balcón; in Chinese: 露营地, 装裱店, 音乐节志愿者, 社区冰箱, 象棋比赛, 手机维修, 失物招领, 博物馆会员,
流浪猫救助, 阳台种菜群), in several registers: voice-note transcripts with fillers, chat lines and chat exports with
stamps, multi-speaker turns, e-mails with signatures, JSON tool output, receipts, SMS notifications, forms, notices
and contact cards. The Spanish and Chinese sources are written in their own registers (WhatsApp exports, audios
transcritos, 短信【…】, 群聊, 语音转文字, 通知), not translated from the English.

The values are written as memory extractors write them. Some copy a clause whole; some drop fillers or an aside;
some restate it with the speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the
record's speaker is then `user`); some drop the speaker as subject (`Runs the seed library for the Balcony Growers
club`); some keep one item of a list or one conjunct; and the subspan records keep one atomic value alone (a booking
or repair code, a phone number, an e-mail address, an amount, a time range, a place, a membership number) filed under
a key in the manner of LangGraph's memory tools (`harbour_museum/ruth_adler/membership_number`). Several negatives
differ from a faithful record only in what DESIGN §4 says matters: another owner (`my husband's is …`), a place or
time frame the key does not carry (`the Wi-Fi password in the café`, `On Saturdays …`), a modifier of the keyed noun
(`The Samsung repair desk's number`), another turn's or a quoted message's first person.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
identifier 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's, once it joins the realistic set.

Scored once by the lead on round 41's final rules (f6025f7, fifteenth session): 60/66 faithful (subspan 24/24, speaker
9/9, coordination 6/6, verbatim 6/6, filler 7/9, parenthetical 4/6, list_item 4/6), 0/54 false accepts; 60/66 and
0/54 on 7776c3a, the session's first rules. Held out of the dev split (`tests/unit/test_admission_blind_held_out.py`).
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the booking reference alone; `Your booking` names the key's own subject, nothing restricts the code.
    _r(
        "en",
        "subspan",
        True,
        "Pinecrest Campsite – booking confirmed\nYour booking reference is PINE-40718. Arrival from 2 pm, departure "
        "by 11 am. Please quote it at reception.",
        "PINE-40718",
        evidence="Your booking reference is PINE-40718.",
        key="pinecrest_campsite/booking/reference",
    ),
    # subspan: the receipt's total; the receipt's leader `TOTAL` names the slot the key names.
    _r(
        "en",
        "subspan",
        True,
        "PRYCE & DAUGHTER FRAMING\nOak moulding 40x50 ..... £96.00\nMuseum glass ..... £38.00\n"
        "Mount cutting ..... £14.50\nTOTAL ..... £148.50\nPaid: Visa ****4021",
        "£148.50",
        evidence="TOTAL ..... £148.50",
        key="pryce_framing/receipt/total",
    ),
    # subspan: a volunteer's shift from a rota tool's JSON; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"volunteer": "Aisha Khan", "team": "Gate B wristbands", "shift": "Sat 14:00-18:00", "status": "confirmed"}',
        "Sat 14:00-18:00",
        evidence='"shift": "Sat 14:00-18:00"',
        key="greenfields_festival/aisha_khan/shift",
    ),
    # subspan: the pantry's phone; `Our pantry` is the key's subject in the organization's first person plural.
    _r(
        "en",
        "subspan",
        True,
        "Hollybank Community Pantry\nOur pantry phone is 0161 555 0143 – leave a message and a volunteer will ring "
        "you back.",
        "0161 555 0143",
        evidence="Our pantry phone is 0161 555 0143",
        key="hollybank_pantry/phone",
    ),
    # subspan: the venue after its `Venue:` label, which the key names.
    _r(
        "en",
        "subspan",
        True,
        "Riverside Rapidplay 2027\nVenue: St Aidan's Church Hall, Mill Lane\nRounds: 10:00, 11:30, 14:00, 15:30\n"
        "Arbiter: G. Holt",
        "St Aidan's Church Hall, Mill Lane",
        evidence="Venue: St Aidan's Church Hall, Mill Lane",
        key="riverside_rapidplay/venue",
    ),
    # subspan: the repair reference from an SMS; `Repair ref` is exactly what the key says.
    _r(
        "en",
        "subspan",
        True,
        "FixPoint Repairs: Hi Tom, your Pixel 7 is ready to collect. Repair ref RP-55821. Open till 6pm today.",
        "RP-55821",
        evidence="Repair ref RP-55821.",
        key="fixpoint/repair_ref",
    ),
    # subspan: the office's phone from a contact line; `Tel` labels the phone the key names.
    _r(
        "en",
        "subspan",
        True,
        "Lost Property Office, Central Station\nGround floor, next to platform 1\nTel 020 7946 0331\n"
        "lostproperty@centralstation.example",
        "020 7946 0331",
        evidence="Tel 020 7946 0331",
        key="central_station_lost_property/phone",
    ),
    # subspan: the speaker's own membership number; her husband's number is another clause, left out.
    _r(
        "en",
        "subspan",
        True,
        "Hi, Ruth Adler here – my membership number is 4471-0983 and my husband's is 4471-0984. Could you link the two "
        "accounts so we get one renewal reminder?",
        "4471-0983",
        evidence="my membership number is 4471-0983",
        speaker="Ruth Adler",
        key="harbour_museum/ruth_adler/membership_number",
    ),
    # filler: `Um, so, like,` and the tag `yeah?` dropped from a voice note; the fee is kept whole.
    _r(
        "en",
        "filler",
        True,
        "Voice note (Paws Haven, 0:21): Um, so, like, the adoption fee is ninety pounds, yeah? And that covers the "
        "jabs and the microchip.",
        "The adoption fee is ninety pounds",
        evidence="Um, so, like, the adoption fee is ninety pounds, yeah?",
    ),
    # filler: `Yeah so basically` and `you know` dropped; the date and place of the swap are kept.
    _r(
        "en",
        "filler",
        True,
        "Transcript – Balcony Growers meetup\nYeah so basically the seed swap is on the first Sunday of the month, you "
        "know, at the library.",
        "The seed swap is on the first Sunday of the month at the library",
        evidence="Yeah so basically the seed swap is on the first Sunday of the month, you know, at the library.",
    ),
    # filler: `oh and, er,` and the emoji dropped from a reception chat line.
    _r(
        "en",
        "filler",
        True,
        "[19:42] Pinecrest Reception: welcome! pitch 9 is the one by the hedge\n"
        "[19:43] Pinecrest Reception: oh and, er, the shower block code is 4417 👍",
        "The shower block code is 4417",
        evidence="oh and, er, the shower block code is 4417 👍",
    ),
    # speaker: `I volunteer` restated with the speaker's name and agreement.
    _r(
        "en",
        "speaker",
        True,
        "Hi, it's Jonah. I volunteer with the bar crew at Greenfields every summer, so put me near the main stage if "
        "you can.",
        "Jonah Webb volunteers with the bar crew at Greenfields every summer",
        evidence="I volunteer with the bar crew at Greenfields every summer",
        speaker="Jonah Webb",
    ),
    # speaker: mem0's `User` for `I`, with agreement; the count and time frame are kept.
    _r(
        "en",
        "speaker",
        True,
        "I foster two kittens from Paws Haven at the moment, and honestly the flat is chaos.",
        "User fosters two kittens from Paws Haven at the moment",
        evidence="I foster two kittens from Paws Haven at the moment",
        speaker="user",
    ),
    # speaker: the speaker left out as subject (`Runs …`), everything else as said.
    _r(
        "en",
        "speaker",
        True,
        "Mei: I run the seed library for the Balcony Growers club. Ask me if you need chilli seeds!",
        "Runs the seed library for the Balcony Growers club",
        evidence="I run the seed library for the Balcony Growers club.",
        speaker="Mei",
    ),
    # verbatim: a notice's sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "HOLLYBANK COMMUNITY PANTRY\nDonations can be dropped at the side door on Tuesday and Thursday mornings.\n"
        "Please do not leave food outside when we are closed.",
        "Donations can be dropped at the side door on Tuesday and Thursday mornings.",
        evidence="Donations can be dropped at the side door on Tuesday and Thursday mornings.",
    ),
    # verbatim: the office's retention rule copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "How long do you keep things? Items are kept for 90 days before being donated to charity. Wallets and "
        "passports go to the police after 7 days.",
        "Items are kept for 90 days before being donated to charity.",
        evidence="Items are kept for 90 days before being donated to charity.",
    ),
    # coordination: the second conjunct kept with the shared subject `We`; the first conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "About us: We stretch canvases in-house and offer same-day glass replacement. Family-run since 1988.",
        "We offer same-day glass replacement",
        evidence="We stretch canvases in-house and offer same-day glass replacement.",
    ),
    # coordination: the first conjunct kept; `and recalibrated …` is a whole conjunct of the same subject.
    _r(
        "en",
        "coordination",
        True,
        "Job notes: The technician replaced the cracked screen and recalibrated the Face ID sensor. Tested OK.",
        "The technician replaced the cracked screen",
        evidence="The technician replaced the cracked screen and recalibrated the Face ID sensor.",
    ),
    # parenthetical: an aside describing the opening name (no guard marker, date or unit) dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Good news! Biscuit (the ginger tom from the Elm Street colony) has been rehomed with a family in Didsbury.",
        "Biscuit has been rehomed with a family in Didsbury",
        evidence="Biscuit (the ginger tom from the Elm Street colony) has been rehomed with a family in Didsbury.",
    ),
    # parenthetical: a dashed aside locating the lounge dropped; `free tea and coffee` kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Members' news: The members' lounge – on the second floor, next to the map room – serves free tea and coffee.",
        "The members' lounge serves free tea and coffee",
        evidence="The members' lounge – on the second floor, next to the map room – serves free tea and coffee.",
    ),
    # list_item: one item of the list with its head `Members share cuttings of`.
    _r(
        "en",
        "list_item",
        True,
        "Balcony Growers FAQ: Members share cuttings of mint, basil, rosemary and thyme. Pots are on you.",
        "Members share cuttings of rosemary",
        evidence="Members share cuttings of mint, basil, rosemary and thyme.",
    ),
    # list_item: one item with the head and the clause's run-on `this week`, which the value keeps.
    _r(
        "en",
        "list_item",
        True,
        "Pantry update: We're short on rice, tinned fish and cooking oil this week. Thank you all!",
        "We're short on tinned fish this week",
        evidence="We're short on rice, tinned fish and cooking oil this week.",
    ),
    # --- negative ---
    # restriction_drop: `in the café` is a place frame the key does not carry (the pitches may have another password).
    _r(
        "en",
        "restriction_drop",
        False,
        "Quick tip from reception: the Wi-Fi password in the café is Bracken2024. The signal doesn't reach the top "
        "field.",
        "Bracken2024",
        evidence="the Wi-Fi password in the café is Bracken2024.",
        key="pinecrest_campsite/wifi_password",
    ),
    # restriction_drop: `On Saturdays` frames the number in time; the key has no Saturday in it.
    _r(
        "en",
        "restriction_drop",
        False,
        "Hollybank Community Pantry: On Saturdays you can reach us on 07700 900 554. Weekday calls to the main line.",
        "07700 900 554",
        evidence="On Saturdays you can reach us on 07700 900 554.",
        key="hollybank_pantry/phone",
    ),
    # restriction_drop: `Samsung repair desk's` modifies the keyed noun; the shop's own number is not said.
    _r(
        "en",
        "restriction_drop",
        False,
        "FixPoint Repairs, 14 King Street. The Samsung repair desk's number is 0161 496 0770.",
        "0161 496 0770",
        evidence="The Samsung repair desk's number is 0161 496 0770.",
        key="fixpoint/phone",
    ),
    # wrong_speaker: the number is Tom's, said in Tom's labelled turn; Alice is the speaker.
    _r(
        "en",
        "wrong_speaker",
        False,
        "[08/06/27, 21:10] Tom Hale: my number's 07700 900 881 btw\n"
        "[08/06/27, 21:12] Alice Grant: cheers, see you at the volunteer tent at 8",
        "07700 900 881",
        evidence="my number's 07700 900 881",
        speaker="Alice Grant",
        key="greenfields_festival/alice_grant/phone",
    ),
    # wrong_speaker: the first person is inside Mum's quoted text, not Sam's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Mum texted me: \"I've booked pitch 14 for the bank holiday weekend.\" So I guess we're going camping.",
        "Sam Ortiz has booked pitch 14 for the bank holiday weekend",
        evidence='"I\'ve booked pitch 14 for the bank holiday weekend."',
        speaker="Sam Ortiz",
    ),
    # number: `three` dropped; the value no longer says how many shifts.
    _r(
        "en",
        "number",
        False,
        "Volunteer handbook, p. 2: Each volunteer works three 6-hour shifts across the weekend.",
        "Each volunteer works 6-hour shifts across the weekend",
        evidence="Each volunteer works three 6-hour shifts across the weekend.",
    ),
    # number: the price is for the iPhone 12; the key drops the model number.
    _r(
        "en",
        "number",
        False,
        "FixPoint price list: A screen replacement for the iPhone 12 costs £89, including a 90-day warranty.",
        "£89",
        evidence="A screen replacement for the iPhone 12 costs £89",
        key="fixpoint/iphone_screen_replacement/price",
    ),
    # attribution: `my husband's is` gives the husband's number, not Ruth's (pairs with the faithful subspan).
    _r(
        "en",
        "attribution",
        False,
        "Hi, Ruth Adler here – my membership number is 4471-0983 and my husband's is 4471-0984. Could you link the two "
        "accounts so we get one renewal reminder?",
        "4471-0984",
        evidence="my husband's is 4471-0984",
        speaker="Ruth Adler",
        key="harbour_museum/ruth_adler/membership_number",
    ),
    # attribution: the address is the colleague's (`my colleague Ifeoma`), filed under the speaker.
    _r(
        "en",
        "attribution",
        False,
        "Thanks for applying to adopt! You can also email my colleague Ifeoma at ifeoma@pawshaven.org.uk.\n\n"
        "Dana Shaw\nAdoptions Lead, Paws Haven Cat Rescue",
        "ifeoma@pawshaven.org.uk",
        evidence="You can also email my colleague Ifeoma at ifeoma@pawshaven.org.uk.",
        speaker="Dana Shaw",
        key="paws_haven/dana_shaw/email",
    ),
    # negation: `not` dropped; the value says the opposite of the notice.
    _r(
        "en",
        "negation",
        False,
        "Reception hours 8–8. Card payments are not accepted at the reception hut – there's a cash machine in the "
        "village.",
        "Card payments are accepted at the reception hut",
        evidence="Card payments are not accepted at the reception hut",
    ),
    # negation: `never` dropped under speaker binding.
    _r(
        "en",
        "negation",
        False,
        "I never use chemical pesticides on my balcony – the bees come first.",
        "Mei Lin uses chemical pesticides on her balcony",
        evidence="I never use chemical pesticides on my balcony",
        speaker="Mei Lin",
    ),
    # condition: the `If …` clause dropped; forfeiting holds only for late arrivals.
    _r(
        "en",
        "condition",
        False,
        "Rules: If you arrive more than 30 minutes late, you forfeit the round. Phones off in the playing hall.",
        "You forfeit the round",
        evidence="If you arrive more than 30 minutes late, you forfeit the round.",
    ),
    # condition: `if a support worker refers them` dropped.
    _r(
        "en",
        "condition",
        False,
        "Home deliveries are available for housebound residents if a support worker refers them.",
        "Home deliveries are available for housebound residents",
        evidence="Home deliveries are available for housebound residents if a support worker refers them.",
    ),
    # scope: `at most` dropped; the value reads as exactly two children.
    _r(
        "en",
        "scope",
        False,
        "Family membership (£85/yr): Membership includes free entry for at most two children under 16.",
        "Membership includes free entry for two children under 16",
        evidence="Membership includes free entry for at most two children under 16.",
    ),
    # stitch: the collection day of tinned goods joined to the fresh produce's delivery.
    _r(
        "en",
        "stitch",
        False,
        "Tinned goods are collected on Mondays. Fresh produce is delivered by the Co-op on Fridays.",
        "Tinned goods are delivered by the Co-op on Fridays",
        evidence="Tinned goods are collected on Mondays. Fresh produce is delivered by the Co-op on Fridays.",
    ),
    # tense: `used to volunteer` restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        "I used to volunteer at the cat rescue on weekends, but I stopped when I moved to Leeds.",
        "Kofi Mensah volunteers at the cat rescue on weekends",
        evidence="I used to volunteer at the cat rescue on weekends",
        speaker="Kofi Mensah",
    ),
    # identifier: the claim reference cut at a hyphen.
    _r(
        "en",
        "identifier",
        False,
        "Central Station Lost Property: Your claim reference is LP-2024-08817. Please bring photo ID to collect.",
        "LP-2024",
        evidence="Your claim reference is LP-2024-08817.",
        key="central_station_lost_property/claim_reference",
    ),
    # parenthetical_restrictive: the aside `(May to September only)` limits when the price holds.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Prices: Tent pitches are £24 a night. Hook-up pitches are £32 a night (May to September only).",
        "Hook-up pitches are £32 a night",
        evidence="Hook-up pitches are £32 a night (May to September only).",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el número de reserva; `Tu número de reserva` es lo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "¡Hola, Nerea! Tu número de reserva es CMP-77310. Llegada a partir de las 16:00. Camping El Pinar, Cuenca.",
        "CMP-77310",
        evidence="Tu número de reserva es CMP-77310.",
        key="camping_el_pinar/reserva/numero",
    ),
    # subspan: el correo de la propia hablante, atado a ella por el imperativo `Escríbeme`.
    _r(
        "es",
        "subspan",
        True,
        "Hola, Julio: el marco de roble con cristal museo te lo puedo tener el viernes. Escríbeme a "
        "irene@marcossoler.es y te paso el presupuesto.\n\nUn saludo,\nIrene Soler\nMarcos Soler · Taller de "
        "enmarcación",
        "irene@marcossoler.es",
        evidence="Escríbeme a irene@marcossoler.es",
        speaker="Irene Soler",
        key="marcos_soler/irene_soler/correo",
    ),
    # subspan: el puesto de una voluntaria en un formulario; la etiqueta `Puesto:` es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        "Formulario de voluntariado – Festival Ribera Sonora\nNombre: Lucía Ferrer\nPuesto: punto de reciclaje\n"
        "Talla de camiseta: M",
        "punto de reciclaje",
        evidence="Puesto: punto de reciclaje",
        key="festival_ribera_sonora/lucia_ferrer/puesto",
    ),
    # subspan: el teléfono de la despensa tras su etiqueta.
    _r(
        "es",
        "subspan",
        True,
        "Despensa Solidaria del Carmen · Teléfono: 611 204 873 · Abierto martes y jueves de 17 a 20 h",
        "611 204 873",
        evidence="Teléfono: 611 204 873",
        key="despensa_carmen/telefono",
    ),
    # subspan: el lugar de juego tras su etiqueta, que la clave nombra entera.
    _r(
        "es",
        "subspan",
        True,
        "XII Open de Ajedrez de Alcoy\nLugar de juego: Casino Cultural, calle San Nicolás 12\nRitmo: 10 min + 5 s",
        "Casino Cultural, calle San Nicolás 12",
        evidence="Lugar de juego: Casino Cultural, calle San Nicolás 12",
        key="open_ajedrez_alcoy/lugar_de_juego",
    ),
    # subspan: el número de orden de un SMS; `Nº de orden` es lo que dice la clave.
    _r(
        "es",
        "subspan",
        True,
        "ReparaYa: Tu móvil ya está reparado. Nº de orden: RY-40219. Puedes recogerlo de 10 a 20 h.",
        "RY-40219",
        evidence="Nº de orden: RY-40219.",
        key="reparaya/orden/numero",
    ),
    # subspan: el correo de la oficina en su tarjeta de contacto.
    _r(
        "es",
        "subspan",
        True,
        "Oficina Municipal de Objetos Perdidos\nC/ Domingo Miral s/n\nCorreo: objetosperdidos@ayto-zaragoza.es",
        "objetosperdidos@ayto-zaragoza.es",
        evidence="Correo: objetosperdidos@ayto-zaragoza.es",
        key="objetos_perdidos_zaragoza/correo",
    ),
    # subspan: el número de socia de la hablante; el carné de su hija va en otra frase.
    _r(
        "es",
        "subspan",
        True,
        "Hola, soy Teresa Gil. Mi número de socia es 20931. Os escribo también por el carné de mi hija, el 20932, "
        "que caduca este mes.",
        "20931",
        evidence="Mi número de socia es 20931.",
        speaker="Teresa Gil",
        key="museo_san_pio/teresa_gil/numero_de_socia",
    ),
    # filler: `Eh, pues nada, que` y la coletilla `¿vale?` fuera de un audio; el precio queda entero.
    _r(
        "es",
        "filler",
        True,
        "Audio transcrito (ReparaYa): Eh, pues nada, que el cambio de batería te sale por 45 euros, ¿vale? Mañana "
        "lo tienes.",
        "El cambio de batería te sale por 45 euros",
        evidence="Eh, pues nada, que el cambio de batería te sale por 45 euros, ¿vale?",
    ),
    # filler: `Bueno, o sea,` y `¿sabes?` fuera; el día y la hora se mantienen.
    _r(
        "es",
        "filler",
        True,
        "Bueno, o sea, la inscripción se cierra el jueves a las doce, ¿sabes? Luego ya no se admite a nadie.",
        "La inscripción se cierra el jueves a las doce",
        evidence="Bueno, o sea, la inscripción se cierra el jueves a las doce, ¿sabes?",
    ),
    # filler: `Oye, mira,` y `¿eh?` fuera de un mensaje de WhatsApp.
    _r(
        "es",
        "filler",
        True,
        "[15/07/27, 21:03] Camping El Pinar: Oye, mira, la recepción abre a las ocho y media, ¿eh?\n"
        "[15/07/27, 21:05] Nerea: vale, gracias!!",
        "La recepción abre a las ocho y media",
        evidence="Oye, mira, la recepción abre a las ocho y media, ¿eh?",
    ),
    # speaker: `trabajo` restated with the speaker's name and agreement.
    _r(
        "es",
        "speaker",
        True,
        "Soy Álvaro, trabajo en la oficina de objetos perdidos de la estación de autobuses. ¿En qué te ayudo?",
        "Álvaro Ruiz trabaja en la oficina de objetos perdidos de la estación de autobuses",
        evidence="trabajo en la oficina de objetos perdidos de la estación de autobuses",
        speaker="Álvaro Ruiz",
    ),
    # speaker: mem0's `Usuario` for the first person, `llevo` → `lleva`.
    _r(
        "es",
        "speaker",
        True,
        "Llevo tres años de voluntaria en la protectora y ya no me imagino los sábados sin los gatos.",
        "Usuario lleva tres años de voluntaria en la protectora",
        evidence="Llevo tres años de voluntaria en la protectora",
        speaker="user",
    ),
    # speaker: sujeto omitido para la hablante (`Juega …`), con la fecha intacta.
    _r(
        "es",
        "speaker",
        True,
        "Juego en el club Peón Rey de Valencia desde 2019, así que me apunto al open por equipos.",
        "Juega en el club Peón Rey de Valencia desde 2019",
        evidence="Juego en el club Peón Rey de Valencia desde 2019",
        speaker="Marta Vidal",
    ),
    # verbatim: la frase de la ficha de adopción copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "Protectora Miau · Adopciones\nTodos los gatos se entregan vacunados, desparasitados y con microchip.\n"
        "Pide cita por WhatsApp.",
        "Todos los gatos se entregan vacunados, desparasitados y con microchip.",
        evidence="Todos los gatos se entregan vacunados, desparasitados y con microchip.",
    ),
    # verbatim: la hora de comienzo copiada tal cual.
    _r(
        "es",
        "verbatim",
        True,
        "Bases del torneo: Las partidas empiezan a las 10:00 en punto. Se ruega puntualidad.",
        "Las partidas empiezan a las 10:00 en punto.",
        evidence="Las partidas empiezan a las 10:00 en punto.",
    ),
    # coordination: segundo conjunto con el sujeto compartido `Los voluntarios`; el primero se deja entero.
    _r(
        "es",
        "coordination",
        True,
        "Cómo funcionamos: Los voluntarios clasifican la comida y preparan los lotes. Las familias recogen los jueves.",
        "Los voluntarios preparan los lotes",
        evidence="Los voluntarios clasifican la comida y preparan los lotes.",
    ),
    # coordination: primer conjunto (sujeto omitido `nosotros`) sin el segundo.
    _r(
        "es",
        "coordination",
        True,
        "En recepción alquilamos tiendas y vendemos bombonas de gas.",
        "En recepción alquilamos tiendas",
        evidence="En recepción alquilamos tiendas y vendemos bombonas de gas.",
    ),
    # parenthetical: el inciso entre rayas que sitúa el punto de encuentro, fuera.
    _r(
        "es",
        "parenthetical",
        True,
        "Info voluntariado: El punto de encuentro de voluntarios —junto a la carpa de prensa— abre a las nueve.",
        "El punto de encuentro de voluntarios abre a las nueve",
        evidence="El punto de encuentro de voluntarios —junto a la carpa de prensa— abre a las nueve.",
    ),
    # parenthetical: el inciso sobre la tarjeta fuera; `todas` se mantiene.
    _r(
        "es",
        "parenthetical",
        True,
        "La tarjeta de socio —que es personal e intransferible— da acceso gratuito a todas las exposiciones.",
        "La tarjeta de socio da acceso gratuito a todas las exposiciones",
        evidence="La tarjeta de socio —que es personal e intransferible— da acceso gratuito a todas las exposiciones.",
    ),
    # list_item: un elemento de la lista, con el verbo y `en el balcón`, sujeto omitido para la hablante.
    _r(
        "es",
        "list_item",
        True,
        "Cultivo tomates cherry, pimientos, fresas y albahaca en el balcón. ¡Este año han salido genial!",
        "Cultiva fresas en el balcón",
        evidence="Cultivo tomates cherry, pimientos, fresas y albahaca en el balcón.",
        speaker="Nuria Campos",
    ),
    # list_item: un elemento con la cabeza `Esta semana nos hacen falta`.
    _r(
        "es",
        "list_item",
        True,
        "📢 Despensa del Carmen: Esta semana nos hacen falta legumbres, aceite, leche y pañales. ¡Gracias!",
        "Esta semana nos hacen falta pañales",
        evidence="Esta semana nos hacen falta legumbres, aceite, leche y pañales.",
    ),
    # --- negative ---
    # restriction_drop: `del servicio técnico de Apple` modifica el correo; la clave es el de la tienda.
    _r(
        "es",
        "restriction_drop",
        False,
        "ReparaYa Ruzafa. El correo del servicio técnico de Apple es apple@reparaya.es, para el resto usad la web.",
        "apple@reparaya.es",
        evidence="El correo del servicio técnico de Apple es apple@reparaya.es",
        key="reparaya/correo",
    ),
    # restriction_drop: `Los fines de semana` es un marco temporal que la clave no lleva.
    _r(
        "es",
        "restriction_drop",
        False,
        "Objetos Perdidos informa: Los fines de semana, las consultas se atienden en el 976 72 10 45.",
        "976 72 10 45",
        evidence="Los fines de semana, las consultas se atienden en el 976 72 10 45.",
        key="objetos_perdidos_zaragoza/telefono",
    ),
    # restriction_drop: `para obra sobre papel` acota el servicio y se pierde.
    _r(
        "es",
        "restriction_drop",
        False,
        "Hacemos enmarcación de conservación para obra sobre papel. Pregunta sin compromiso.",
        "Hacemos enmarcación de conservación",
        evidence="Hacemos enmarcación de conservación para obra sobre papel.",
    ),
    # wrong_speaker: el móvil es de Pablo, dicho en su turno; la hablante es Inés.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[02/08/27, 18:10] Pablo Serra: mi móvil es el 622 118 430, cualquier cosa me decís\n"
        "[02/08/27, 18:12] Inés Navarro: genial, nos vemos en la carpa de voluntarios",
        "622 118 430",
        evidence="mi móvil es el 622 118 430",
        speaker="Inés Navarro",
        key="festival_ribera_sonora/ines_navarro/movil",
    ),
    # wrong_speaker: la primera persona está en el mensaje citado de la hermana, no es de Carlos.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hermana me escribió: «He reservado la parcela 22 para el puente de agosto». Así que nos vamos de camping.",
        "Carlos Ibáñez ha reservado la parcela 22 para el puente de agosto",
        evidence="«He reservado la parcela 22 para el puente de agosto»",
        speaker="Carlos Ibáñez",
    ),
    # number: se pierde `12`, cuántos voluntarios.
    _r(
        "es",
        "number",
        False,
        "Necesitamos 12 voluntarios para el turno de noche del sábado. Apuntaos en el formulario.",
        "Necesitamos voluntarios para el turno de noche del sábado",
        evidence="Necesitamos 12 voluntarios para el turno de noche del sábado.",
    ),
    # number: se pierde el aproximador `unos`; la cifra pasa a ser exacta.
    _r(
        "es",
        "number",
        False,
        "Ahora mismo tenemos unos 40 gatos en acogida y no damos abasto.",
        "Tenemos 40 gatos en acogida",
        evidence="tenemos unos 40 gatos en acogida",
    ),
    # attribution: `el carné de mi hija, el 20932` es el de la hija, no el de Teresa (par del subspan fiel).
    _r(
        "es",
        "attribution",
        False,
        "Hola, soy Teresa Gil. Mi número de socia es 20931. Os escribo también por el carné de mi hija, el 20932, "
        "que caduca este mes.",
        "20932",
        evidence="el carné de mi hija, el 20932",
        speaker="Teresa Gil",
        key="museo_san_pio/teresa_gil/numero_de_socia",
    ),
    # attribution: el correo es de la compañera Rocío, archivado como el de Elena.
    _r(
        "es",
        "attribution",
        False,
        "Gracias por tu interés en adoptar a Luna. Os paso el correo de mi compañera Rocío: rocio@protectoramiau.org\n"
        "Elena Mora – Protectora Miau",
        "rocio@protectoramiau.org",
        evidence="Os paso el correo de mi compañera Rocío: rocio@protectoramiau.org",
        speaker="Elena Mora",
        key="protectora_miau/elena_mora/correo",
    ),
    # negation: se cae `No`; el valor dice lo contrario de la norma.
    _r(
        "es",
        "negation",
        False,
        "Normas del camping: No se admiten perros en la zona de bungalós. En parcelas, siempre atados.",
        "Se admiten perros en la zona de bungalós",
        evidence="No se admiten perros en la zona de bungalós.",
    ),
    # negation: se cae `no` (y `solo para Elo FEDA` queda fuera).
    _r(
        "es",
        "negation",
        False,
        "Aviso: el torneo no es válido para Elo FIDE, solo para Elo FEDA.",
        "El torneo es válido para Elo FIDE",
        evidence="el torneo no es válido para Elo FIDE",
    ),
    # condition: se cae `Si llegáis después de las 22:00`.
    _r(
        "es",
        "condition",
        False,
        "Si llegáis después de las 22:00, la barrera estará cerrada y tendréis que aparcar fuera.",
        "La barrera estará cerrada",
        evidence="Si llegáis después de las 22:00, la barrera estará cerrada",
    ),
    # condition: se cae `siempre que haya informe de servicios sociales`.
    _r(
        "es",
        "condition",
        False,
        "Hacemos reparto a domicilio siempre que haya informe de servicios sociales.",
        "Hacemos reparto a domicilio",
        evidence="Hacemos reparto a domicilio siempre que haya informe de servicios sociales.",
    ),
    # scope: se cae `al menos`; el valor fija una edad exacta.
    _r(
        "es",
        "scope",
        False,
        "Requisitos: hay que tener al menos 16 años para apuntarse de voluntario (menores, con autorización).",
        "Hay que tener 16 años para apuntarse de voluntario",
        evidence="hay que tener al menos 16 años para apuntarse de voluntario",
    ),
    # stitch: la mochila del autobús unida al lugar de otra entrega.
    _r(
        "es",
        "stitch",
        False,
        "Apareció una mochila azul en el autobús 35. En la estación entregaron unas gafas graduadas.",
        "Apareció una mochila azul en la estación",
        evidence="Apareció una mochila azul en el autobús 35. En la estación entregaron unas gafas graduadas.",
    ),
    # tense: `Mi antiguo móvil era` es un número pasado, archivado como el actual.
    _r(
        "es",
        "tense",
        False,
        "Mi antiguo móvil era el 655 210 334, ahora tengo otro pero no me sé el número de memoria.",
        "655 210 334",
        evidence="Mi antiguo móvil era el 655 210 334",
        speaker="Jorge Peña",
        key="reparaya/jorge_pena/movil",
    ),
    # identifier: el código de acreditación cortado en un guion.
    _r(
        "es",
        "identifier",
        False,
        "Tu acreditación de voluntario: ACR-2027-0417. Enséñala en el control de acceso.",
        "ACR-2027",
        evidence="Tu acreditación de voluntario: ACR-2027-0417.",
        key="festival_ribera_sonora/acreditacion/codigo",
    ),
    # parenthetical_restrictive: el inciso limita a qué marcos se aplica el precio.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "Tarifas: El cristal antirreflejo cuesta 18 € (en marcos de hasta 50 × 70). Medidas mayores, consultar.",
        "El cristal antirreflejo cuesta 18 €",
        evidence="El cristal antirreflejo cuesta 18 € (en marcos de hasta 50 × 70).",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan：订单号单独取出，标签就是键的关系，无限制。
    _r(
        "zh",
        "subspan",
        True,
        "【松风营地】您的预订已确认，订单号SF20270719033，入营时间7月19日14:00后，请准时到达。",
        "SF20270719033",
        evidence="订单号SF20270719033",
        key="松风营地/订单号",
    ),
    # subspan：取件电话，键写出了`取件`。
    _r(
        "zh",
        "subspan",
        True,
        "墨香斋书画装裱\n地址：河坊街118号\n取件电话：0571-87652210\n营业时间：9:00-18:00",
        "0571-87652210",
        evidence="取件电话：0571-87652210",
        key="墨香斋/取件电话",
    ),
    # subspan：排班工具JSON里的班次字段。
    _r(
        "zh",
        "subspan",
        True,
        '{"姓名": "陈思远", "岗位": "入口检票", "班次": "8月3日 16:00-22:00", "状态": "已确认"}',
        "8月3日 16:00-22:00",
        evidence='"班次": "8月3日 16:00-22:00"',
        key="江畔音乐节/陈思远/班次",
    ),
    # subspan：通知里冰箱的位置，标签`共享冰箱位置`由键说出。
    _r(
        "zh",
        "subspan",
        True,
        "【幸福里社区通知】共享冰箱位置：3号楼东侧车棚旁。欢迎邻居们放入未拆封的食品。",
        "3号楼东侧车棚旁",
        evidence="共享冰箱位置：3号楼东侧车棚旁。",
        key="幸福里社区/共享冰箱位置",
    ),
    # subspan：比赛地点标签后的地点。
    _r(
        "zh",
        "subspan",
        True,
        "西湖区第五届象棋公开赛\n比赛地点：区文化馆三楼多功能厅\n报到时间：8:30前",
        "区文化馆三楼多功能厅",
        evidence="比赛地点：区文化馆三楼多功能厅",
        key="西湖区象棋公开赛/比赛地点",
    ),
    # subspan：短信里的维修单号，`您的维修单号`即键所说。
    _r(
        "zh",
        "subspan",
        True,
        "【快修侠】您的维修单号KX-58210，手机已维修完成，请凭短信到店取机。",
        "KX-58210",
        evidence="您的维修单号KX-58210",
        key="快修侠/维修单号",
    ),
    # subspan：联系卡片上的邮箱。
    _r(
        "zh",
        "subspan",
        True,
        "地铁2号线失物招领处\n电话：021-63180077\n邮箱：shiwu@metro2.example.cn\n地点：人民广场站B1层",
        "shiwu@metro2.example.cn",
        evidence="邮箱：shiwu@metro2.example.cn",
        key="地铁2号线失物招领处/邮箱",
    ),
    # subspan：说话人自己的会员卡号，键的主体就是她。
    _r(
        "zh",
        "subspan",
        True,
        "您好，我是王丽，我的会员卡号是M0088215，想问下续费的事。",
        "M0088215",
        evidence="我的会员卡号是M0088215",
        speaker="王丽",
        key="城市博物馆/王丽/会员卡号",
    ),
    # filler：语音里的`嗯，那个，`和句尾`哈`去掉。
    _r(
        "zh",
        "filler",
        True,
        "语音转文字：嗯，那个，你那幅字下周三可以来拿了哈。",
        "你那幅字下周三可以来拿了",
        evidence="嗯，那个，你那幅字下周三可以来拿了哈。",
    ),
    # filler：`就是说，呃，`去掉。
    _r(
        "zh",
        "filler",
        True,
        "就是说，呃，冰箱旁边那个柜子是放干货的，别放熟食。",
        "冰箱旁边那个柜子是放干货的",
        evidence="就是说，呃，冰箱旁边那个柜子是放干货的",
    ),
    # filler：`啊，对，`和`哈`去掉。
    _r(
        "zh",
        "filler",
        True,
        "失物招领处来电记录：啊，对，您那个钱包我们这边已经收到了哈，带身份证过来领就行。",
        "您那个钱包我们这边已经收到了",
        evidence="啊，对，您那个钱包我们这边已经收到了哈",
    ),
    # speaker：`我`换成说话人的名字。
    _r(
        "zh",
        "speaker",
        True,
        "我叫周航，我每年都在江畔音乐节做舞台搭建志愿者。",
        "周航每年都在江畔音乐节做舞台搭建志愿者",
        evidence="我每年都在江畔音乐节做舞台搭建志愿者",
        speaker="周航",
    ),
    # speaker：mem0的`用户`代替`我`，后一个分句整句省去。
    _r(
        "zh",
        "speaker",
        True,
        "我平时在社区冰箱做补货志愿者，每周二晚上去。",
        "用户平时在社区冰箱做补货志愿者",
        evidence="我平时在社区冰箱做补货志愿者",
        speaker="user",
    ),
    # speaker：省略说话人作主语（`是…`）。
    _r(
        "zh",
        "speaker",
        True,
        "大家好，我是市象棋协会的二级裁判，这次负责B组。",
        "是市象棋协会的二级裁判",
        evidence="我是市象棋协会的二级裁判",
        speaker="吴建国",
    ),
    # verbatim：通知原句照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "共享冰箱使用须知：冰箱里的食物每天晚上八点清点一次。过期食品由志愿者统一处理。",
        "冰箱里的食物每天晚上八点清点一次。",
        evidence="冰箱里的食物每天晚上八点清点一次。",
    ),
    # verbatim：会员权益原句照抄。
    _r(
        "zh",
        "verbatim",
        True,
        "【会员权益】会员可在官网预约免费讲解。",
        "会员可在官网预约免费讲解。",
        evidence="会员可在官网预约免费讲解。",
    ),
    # coordination：同一主语`裁判长王老师`，去掉上午的分句，保留下午的。
    _r(
        "zh",
        "coordination",
        True,
        "裁判长王老师上午负责编排，下午负责成绩录入。",
        "裁判长王老师下午负责成绩录入",
        evidence="裁判长王老师上午负责编排，下午负责成绩录入。",
    ),
    # coordination：同一主语`师傅`，保留第一个分句。
    _r(
        "zh",
        "coordination",
        True,
        "维修记录：师傅换了电池，还清理了充电口，测试正常。",
        "师傅换了电池",
        evidence="师傅换了电池，还清理了充电口",
    ),
    # parenthetical：括号里描述橘子的插入语去掉。
    _r(
        "zh",
        "parenthetical",
        True,
        "好消息！橘子（就是小区东门那只大橘猫）已经做完绝育了。",
        "橘子已经做完绝育了",
        evidence="橘子（就是小区东门那只大橘猫）已经做完绝育了。",
    ),
    # parenthetical：括号里的位置说明去掉。
    _r(
        "zh",
        "parenthetical",
        True,
        "营地的小卖部（就在停车场入口右手边）有卖木炭和冰块。",
        "营地的小卖部有卖木炭和冰块",
        evidence="营地的小卖部（就在停车场入口右手边）有卖木炭和冰块。",
    ),
    # list_item：列表中的一项，连同`群里这次团购的种子有`。
    _r(
        "zh",
        "list_item",
        True,
        "群里这次团购的种子有小番茄、辣椒、薄荷和紫苏，周六统一分。",
        "群里这次团购的种子有薄荷",
        evidence="群里这次团购的种子有小番茄、辣椒、薄荷和紫苏",
    ),
    # list_item：列表中的一项，连同`我们店可以修`。
    _r(
        "zh",
        "list_item",
        True,
        "[14:05] 快修侠客服：我们店可以修苹果、华为、小米和OPPO。",
        "我们店可以修小米",
        evidence="我们店可以修苹果、华为、小米和OPPO。",
    ),
    # --- negative ---
    # restriction_drop：标签`儿童活动咨询电话`修饰了键名词，键里没有`儿童活动`。
    _r(
        "zh",
        "restriction_drop",
        False,
        "城市博物馆\n儿童活动咨询电话：0571-88091234\n开放时间：周二至周日 9:00-17:00",
        "0571-88091234",
        evidence="儿童活动咨询电话：0571-88091234",
        key="城市博物馆/咨询电话",
    ),
    # restriction_drop：`周末`是时间框架，键里没有。
    _r(
        "zh",
        "restriction_drop",
        False,
        "幸福里共享冰箱：周末请打13916628830联系志愿者。",
        "13916628830",
        evidence="周末请打13916628830联系志愿者",
        key="幸福里共享冰箱/联系电话",
    ),
    # restriction_drop：去掉了`持志愿者证`这一限制。
    _r(
        "zh",
        "restriction_drop",
        False,
        "志愿者须知：持志愿者证可以免费进入后台餐区。",
        "可以免费进入后台餐区",
        evidence="持志愿者证可以免费进入后台餐区。",
    ),
    # wrong_speaker：号码是阿杰在他自己那一轮里说的，说话人是张小雨。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "[18:02] 阿杰：我手机号13761128804，明天入口集合找我\n[18:05] 张小雨：收到，我六点到",
        "13761128804",
        evidence="我手机号13761128804",
        speaker="张小雨",
        key="江畔音乐节/张小雨/手机号",
    ),
    # wrong_speaker：转发消息里的`我家`是原作者的，不是林小满的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "转发一下小区群里的消息：\n“我家阳台的草莓苗多了十几棵，谁要来拿。”",
        "林小满家阳台的草莓苗多了十几棵",
        evidence="我家阳台的草莓苗多了十几棵",
        speaker="林小满",
    ),
    # number：去掉了`多`，约数变成了确数。
    _r(
        "zh",
        "number",
        False,
        "我这批辣椒苗一共育了二十多棵，群里谁要可以来拿。",
        "林小满这批辣椒苗一共育了二十棵",
        evidence="我这批辣椒苗一共育了二十多棵",
        speaker="林小满",
    ),
    # number：去掉了约数词`大约`。
    _r(
        "zh",
        "number",
        False,
        "我们救助站现在大约有四十只猫在等领养。",
        "我们救助站现在有四十只猫在等领养",
        evidence="我们救助站现在大约有四十只猫在等领养。",
    ),
    # attribution：`她手机`是女儿的号码，不是赵磊的。
    _r(
        "zh",
        "attribution",
        False,
        "手机是帮我女儿修的，取机短信请发她手机15921350876。",
        "15921350876",
        evidence="取机短信请发她手机15921350876",
        speaker="赵磊",
        key="快修侠/赵磊/手机号",
    ),
    # attribution：微信号是站长的，不是艾琳的。
    _r(
        "zh",
        "attribution",
        False,
        "[20:31] 艾琳：有事可以加我们站长的微信：zhanzhang_miao",
        "zhanzhang_miao",
        evidence="有事可以加我们站长的微信：zhanzhang_miao",
        speaker="艾琳",
        key="喵星救助站/艾琳/微信",
    ),
    # negation：去掉了`不`，意思反了。
    _r(
        "zh",
        "negation",
        False,
        "营地规定：营地内不允许明火烧烤，可使用营地提供的烧烤炉。",
        "营地内允许明火烧烤",
        evidence="营地内不允许明火烧烤",
    ),
    # negation：去掉了`不`。
    _r(
        "zh",
        "negation",
        False,
        "温馨提示：年卡不包含特展门票，特展需另行购票。",
        "年卡包含特展门票",
        evidence="年卡不包含特展门票",
    ),
    # condition：去掉了`如果下雨`。
    _r(
        "zh",
        "condition",
        False,
        "如果下雨，志愿者集合点改到B区帐篷。",
        "志愿者集合点改到B区帐篷",
        evidence="如果下雨，志愿者集合点改到B区帐篷。",
    ),
    # condition：去掉了`只要在三十天内`。
    _r(
        "zh",
        "condition",
        False,
        "保修说明：只要在三十天内，同一问题可以免费返修。",
        "同一问题可以免费返修",
        evidence="只要在三十天内，同一问题可以免费返修。",
    ),
    # scope：去掉了`最多`，上限变成了定数。
    _r(
        "zh",
        "scope",
        False,
        "共享冰箱规则：每户每次最多拿三样东西，给其他邻居留一些。",
        "每户每次拿三样东西",
        evidence="每户每次最多拿三样东西",
    ),
    # stitch：把小王的名字和小李的班次拼在一起。
    _r(
        "zh",
        "stitch",
        False,
        "排班：小王周六在A区检票。小李周日在B区发手环。",
        "小王周日在B区发手环",
        evidence="小王周六在A区检票。小李周日在B区发手环。",
    ),
    # tense：`之前的会员邮箱`是过去的邮箱，现在不用了。
    _r(
        "zh",
        "tense",
        False,
        "我之前的会员邮箱是wangli_88@163.com，现在不用了，麻烦帮我改一下。",
        "wangli_88@163.com",
        evidence="我之前的会员邮箱是wangli_88@163.com",
        speaker="王丽",
        key="城市博物馆/王丽/邮箱",
    ),
    # identifier：取件码在连字符处被截断。
    _r(
        "zh",
        "identifier",
        False,
        "【墨香斋】您的作品已装裱完成，取件码：MX-0719-2231，请凭码取件。",
        "MX-0719",
        evidence="取件码：MX-0719-2231",
        key="墨香斋/取件码",
    ),
    # parenthetical_restrictive：括号里的`仅限周日至周四`限定了价格。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "价格：帐篷营位每晚120元（仅限周日至周四）。",
        "帐篷营位每晚120元",
        evidence="帐篷营位每晚120元（仅限周日至周四）。",
    ),
)

BATCH_70: tuple[Realistic, ...] = _EN + _ES + _ZH
