"""The realistic set's twenty-eighth batch: a blind measurement of the merged admission rules (issue 31, brief M28).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper m28, without reading the admission rule's code (`memtx.core.admission`),
docs/admission.md, the admission tests or any earlier batch's records: only DESIGN §4, issue 31, the record type and
the opening docstring of batch 27 (for the format). No scorer and no `check_support` was run on these records. Every
source is invented here, in domains the earlier batches used little: arable and sheep farming, customs brokerage and
freight, school administration, theatre stage management, mining shift logs, dentistry, tax offices, music lessons,
election administration, home repairs and translation agencies, in several registers (voicemail and voice-note
transcripts with fillers, group chats with typos and emoji, support tickets, tool and tracking outputs, e-mails,
notices and forms). Values are written the way memory extractors write them: a clause kept verbatim, a third-person
restatement with the speaker's name (Zep/Graphiti), mem0's `User`/`Usuario`/`用户` (the record's speaker is then
`user`), the subject left out for the speaker, an atomic value under a key (LangGraph memory tools), one item of a
list.

Per language: faithful values — en 19 (verbatim 3, filler 3, speaker 4, coordination 2, parenthetical 2, subspan 3,
list_item 2), es and zh 18 each (verbatim 2, the rest as en) — and 15 negatives each (restriction_drop 2,
wrong_speaker 2, negation 1, number 2, condition 1, scope 1, stitch 1, tense 1, attribution 2, evidence 1,
parenthetical_restrictive 1). An `evidence` negative's evidence is not a span of its source (the extractor quoted a
sentence the source does not hold); every other record's evidence is a verbatim span. Scored once by the lead on the
merged rules of rounds 28-30 (46/55 faithful, 0/45 false accepts; main before them: the same), then joined dev.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # verbatim — a whole sentence of the ticket, nothing left out.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #88213 - Customs hold. Hi, our pallet of ceramic tiles is stuck at Felixstowe. The broker says the "
        "commodity code on the invoice doesn't match the packing list. Can you reissue the invoice today?",
        "Our pallet of ceramic tiles is stuck at Felixstowe.",
        evidence="our pallet of ceramic tiles is stuck at Felixstowe.",
        speaker="Priya Nair",
        key="shipment/customs_status",
    ),
    # verbatim — one sentence of the stage manager's report, the 'Props:' label aside.
    _r(
        "en",
        "verbatim",
        True,
        "SM report, Act 2 run, Tue: The revolve stuck twice during the storm scene. Props: the lantern in sc. 4 "
        "needs a new bulb. LX cue 47 was called late.",
        "the lantern in sc. 4 needs a new bulb.",
        evidence="the lantern in sc. 4 needs a new bulb.",
        key="props/lantern",
    ),
    # verbatim — the second clause of the message as written, lower case and all.
    _r(
        "en",
        "verbatim",
        True,
        "finished drilling the winter barley on the top field yesterday, the bottom field is still too wet to get onto",
        "the bottom field is still too wet to get onto",
        evidence="the bottom field is still too wet to get onto",
        speaker="Gareth",
        key="farm/bottom_field",
    ),
    # filler — only 'uh' and 'um' dropped from the voicemail; every content word kept in order.
    _r(
        "en",
        "filler",
        True,
        "Voicemail 09:14: Hi, this is Rosa Delgado, I'm, uh, calling because my crown, um, came loose last night "
        "while I was eating. Please call me back.",
        "I'm calling because my crown came loose last night while I was eating.",
        evidence="I'm, uh, calling because my crown, um, came loose last night while I was eating.",
        speaker="Rosa Delgado",
        key="rosa_delgado/dental_issue",
    ),
    # filler — 'so, like,' and 'um' dropped; the practice claim kept whole.
    _r(
        "en",
        "filler",
        True,
        "so, like, Ethan's been practising the Clementi sonatina every day, he's just, um, struggling with the "
        "left-hand Alberti bass",
        "Ethan's been practising the Clementi sonatina every day",
        evidence="so, like, Ethan's been practising the Clementi sonatina every day",
        speaker="Mrs Okafor",
        key="ethan/practice",
    ),
    # filler — radio transcript hesitations ('uh', 'um') dropped from the conveyor report.
    _r(
        "en",
        "filler",
        True,
        "[radio, 02:55] uh, shift B here, so the, uh, conveyor on level 3 tripped at 02:10 and we, um, reset it at "
        "02:40, all running now",
        "the conveyor on level 3 tripped at 02:10 and we reset it at 02:40",
        evidence="the, uh, conveyor on level 3 tripped at 02:10 and we, um, reset it at 02:40",
        key="level3_conveyor/incident",
    ),
    # speaker — 'I'/'my' bound to Tomasz with agreement ('his'); tense and the reason clause kept.
    _r(
        "en",
        "speaker",
        True,
        "I filed my 2025 return on paper because the online portal kept rejecting my login. Has it arrived?",
        "Tomasz filed his 2025 return on paper because the online portal kept rejecting his login.",
        evidence="I filed my 2025 return on paper because the online portal kept rejecting my login.",
        speaker="Tomasz Wojcik",
        key="tomasz/tax_return",
    ),
    # speaker — subject elided for the speaker, 'live' → 'Lives'; the unrelated lift clause left out whole.
    _r(
        "en",
        "speaker",
        True,
        "Repair request: I live on the fourth floor and the lift has been out since Monday, so please send the "
        "engineer up the stairs.",
        "Lives on the fourth floor",
        evidence="I live on the fourth floor and the lift has been out since Monday",
        speaker="Leila",
        key="leila/home_floor",
    ),
    # speaker — mem0's 'User' for the speaker, verb agreement 'teach' → 'teaches'.
    _r(
        "en",
        "speaker",
        True,
        "Hi! I teach year 9 geography at Holloway Park School and I'm trying to sort out the field trip forms.",
        "User teaches year 9 geography at Holloway Park School",
        evidence="I teach year 9 geography at Holloway Park School",
        speaker="user",
        key="user/job",
    ),
    # speaker — "I'm" → 'Kenji is'; the rest of the clause kept.
    _r(
        "en",
        "speaker",
        True,
        "Thanks for the enquiry. I'm a certified court interpreter for Japanese, so yes, I can cover the hearing.",
        "Kenji is a certified court interpreter for Japanese",
        evidence="I'm a certified court interpreter for Japanese",
        speaker="Kenji Mori",
        key="kenji/profession",
    ),
    # coordination — the second conjunct, sharing the dispatcher's subject; the speaker bound ('I'll' → 'Ana will').
    _r(
        "en",
        "coordination",
        True,
        "ok so I'll drop the trailer at bay 12 and pick up the empty reefer from the yard, back by 4",
        "Ana will pick up the empty reefer from the yard",
        evidence="I'll drop the trailer at bay 12 and pick up the empty reefer from the yard",
        speaker="Ana",
        key="ana/next_task",
    ),
    # coordination — shared subject 'The ewes'; the scanning conjunct left out whole.
    _r(
        "en",
        "coordination",
        True,
        "Flock update: the ewes were scanned on Tuesday and are carrying mostly twins this year.",
        "the ewes are carrying mostly twins this year",
        evidence="the ewes were scanned on Tuesday and are carrying mostly twins this year.",
        key="flock/scan_result",
    ),
    # parenthetical — the dashed aside about training restricts nothing and is dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Dear patients, Dr. Haddad - who trained in Beirut, by the way - will take over the Friday implant clinic "
        "from October.",
        "Dr. Haddad will take over the Friday implant clinic from October.",
        evidence="Dr. Haddad - who trained in Beirut, by the way - will take over the Friday implant clinic from "
        "October.",
        key="implant_clinic/dentist",
    ),
    # parenthetical — the bracketed description of the venue is an appositive, safely dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Polling station 14 (the community hall on Mill Lane) opens at 7 a.m. on 4 June. Bring your poll card if "
        "you have it.",
        "Polling station 14 opens at 7 a.m. on 4 June.",
        evidence="Polling station 14 (the community hall on Mill Lane) opens at 7 a.m. on 4 June.",
        key="polling_station_14/opening",
    ),
    # subspan — the waybill number under its 'AWB' field, taken whole.
    _r(
        "en",
        "subspan",
        True,
        "DHL Express | AWB 4821773015 | Status: Held at customs - awaiting commercial invoice | Origin: Shenzhen",
        "4821773015",
        evidence="AWB 4821773015",
        key="shipment/awb_number",
    ),
    # subspan — the teacher's own phone number; 'reach me on' names the relation.
    _r(
        "en",
        "subspan",
        True,
        "Hi both, welcome to the studio! You can reach me on 07911 402886, texts are best.",
        "07911 402886",
        evidence="You can reach me on 07911 402886",
        speaker="Hannah",
        key="hannah/phone",
    ),
    # subspan — the reference under the key that names it ('Unique Taxpayer Reference').
    _r(
        "en",
        "subspan",
        True,
        "Your Unique Taxpayer Reference is 8451290733. Quote it on every letter you send us.",
        "8451290733",
        evidence="Your Unique Taxpayer Reference is 8451290733.",
        key="taxpayer/utr",
    ),
    # list_item — one item of the quote's list, head 'The quote covers' kept; no number on the item.
    _r(
        "en",
        "list_item",
        True,
        "Hi Mr Boyd, the quote covers a new thermostat, two radiator valves and the labour for the powerflush. "
        "Total £640 inc VAT.",
        "the quote covers a new thermostat",
        evidence="the quote covers a new thermostat, two radiator valves and the labour for the powerflush.",
        key="boiler_repair/quote_items",
    ),
    # list_item — one role of the list with speaker binding; the time frame 'this season' kept.
    _r(
        "en",
        "list_item",
        True,
        "I'm understudying Viola, Olivia and the Sea Captain this season, so I'll be at most rehearsals.",
        "Imogen is understudying Olivia this season",
        evidence="I'm understudying Viola, Olivia and the Sea Captain this season",
        speaker="Imogen",
        key="imogen/understudy_roles",
    ),
    # restriction_drop — the time frame 'From April to June' is left out; the gate is not locked all year.
    _r(
        "en",
        "restriction_drop",
        False,
        "From April to June the north gate stays locked because the ewes are lambing in that paddock.",
        "the north gate stays locked",
        key="farm/north_gate",
    ),
    # restriction_drop — the scope 'under £135' is dropped, widening a rule about low-value goods to all goods.
    _r(
        "en",
        "restriction_drop",
        False,
        "Goods under £135 are charged VAT at the point of sale, not at the border.",
        "Goods are charged VAT at the point of sale",
        key="import/vat_rule",
    ),
    # wrong_speaker — the husband needs the root canal; the value gives it to the speaker.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My husband is the one who needs the root canal, I'm just booking for him.",
        "Joanne needs the root canal",
        speaker="Joanne",
        key="joanne/treatment",
    ),
    # wrong_speaker — Pedro's quoted first person is bound to the forwarder Carla.
    _r(
        "en",
        "wrong_speaker",
        False,
        'Forwarding from Pedro: "I can\'t do the Saturday market shift anymore."',
        "Carla can't do the Saturday market shift anymore",
        evidence='"I can\'t do the Saturday market shift anymore."',
        speaker="Carla",
        key="carla/market_shift",
    ),
    # negation — 'was not graded' becomes 'was graded'.
    _r(
        "en",
        "negation",
        False,
        "Inspector's note: the east haul road was not graded after the rain, so trucks are limited to 20 km/h.",
        "the east haul road was graded after the rain",
        key="east_haul_road/status",
    ),
    # number — the approximator 'Approximately' is dropped, turning an estimate into an exact count.
    _r(
        "en",
        "number",
        False,
        "Count update: approximately 1,500 ballots were spoiled in ward 7; the final figure comes tomorrow.",
        "1,500 ballots were spoiled in ward 7",
        evidence="approximately 1,500 ballots were spoiled in ward 7",
        key="ward7/spoiled_ballots",
    ),
    # number — the speaker corrects 14 to 12; the value keeps the retracted number.
    _r(
        "en",
        "number",
        False,
        "crew size on nights is 14, sorry, 12 - two lads are on leave till the 20th",
        "crew size on nights is 14",
        speaker="Marek",
        key="night_shift/crew_size",
    ),
    # condition — the 'If the roof repairs aren't finished by Friday' condition is dropped.
    _r(
        "en",
        "condition",
        False,
        "Dear parents, if the roof repairs aren't finished by Friday, year 7 will sit their exams in the sports hall.",
        "year 7 will sit their exams in the sports hall",
        key="year7/exam_venue",
    ),
    # scope — 'All students in the string ensemble' widened to students in general.
    _r(
        "en",
        "scope",
        False,
        "Reminder: all students in the string ensemble must bring their own music stand on Thursday.",
        "students must bring their own music stand on Thursday",
        key="students/equipment",
    ),
    # stitch — the departure from one sentence joined to the date of the breakdown in the next.
    _r(
        "en",
        "stitch",
        False,
        "The container left Rotterdam on 3 May. The reefer unit failed on 9 May off Lisbon.",
        "The container left Rotterdam on 9 May",
        key="container/departure",
    ),
    # tense — 'used to work' (past habit) restated as a present fact.
    _r(
        "en",
        "tense",
        False,
        "I used to work night shifts at the quarry, these days I'm on the weighbridge.",
        "Marek works night shifts at the quarry",
        evidence="I used to work night shifts at the quarry",
        speaker="Marek",
        key="marek/job",
    ),
    # attribution — a candidate's unconfirmed claim stored as fact.
    _r(
        "en",
        "attribution",
        False,
        "A candidate claimed on Facebook that polling station 9 will be closed on election day. The council has not "
        "confirmed this.",
        "polling station 9 will be closed on election day",
        evidence="A candidate claimed on Facebook that polling station 9 will be closed on election day.",
        key="polling_station_9/status",
    ),
    # attribution — what the landlord told the tenant (who disbelieves it) stored as fact.
    _r(
        "en",
        "attribution",
        False,
        "The landlord told me the damp is caused by condensation, but I don't believe him tbh",
        "the damp is caused by condensation",
        evidence="The landlord told me the damp is caused by condensation",
        speaker="Sunita",
        key="flat/damp_cause",
    ),
    # evidence — the quoted evidence joins the two facts into a sentence the form does not hold.
    _r(
        "en",
        "evidence",
        False,
        "Patient prefers morning appointments; cannot attend on Wednesdays.",
        "Patient prefers morning appointments on Wednesdays",
        evidence="Patient prefers morning appointments on Wednesdays.",
        key="patient/appointment_preference",
    ),
    # parenthetical_restrictive — the bracketed condition on the refund is dropped.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Your refund of £412 (subject to a check of your 2024 expenses) will be paid within 6 weeks.",
        "Your refund of £412 will be paid within 6 weeks.",
        key="taxpayer/refund",
    ),
)

_ES: tuple[Realistic, ...] = (
    # verbatim — the first sentence of the co-op chat message, whole.
    _r(
        "es",
        "verbatim",
        True,
        "Mañana empezamos a vendimiar la parcela de tempranillo. La garnacha todavía no está madura, esa para la "
        "semana que viene 🍇",
        "Mañana empezamos a vendimiar la parcela de tempranillo.",
        evidence="Mañana empezamos a vendimiar la parcela de tempranillo.",
        speaker="Paco",
        key="cooperativa/vendimia",
    ),
    # verbatim — one sentence of the customs agent's e-mail.
    _r(
        "es",
        "verbatim",
        True,
        "Estimado cliente: el DUA de importación ya está despachado. Puede recoger la mercancía en el almacén 3 del "
        "puerto de Valencia. Un saludo, Tránsitos Levante.",
        "Puede recoger la mercancía en el almacén 3 del puerto de Valencia.",
        evidence="Puede recoger la mercancía en el almacén 3 del puerto de Valencia.",
        key="envio/recogida",
    ),
    # filler — 'Pues, eh,' dropped from the voice note; the rehearsal time kept whole.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz] Pues, eh, el ensayo general es el jueves a las siete, o sea, tenéis que estar a las seis y "
        "media maquillados.",
        "el ensayo general es el jueves a las siete",
        evidence="Pues, eh, el ensayo general es el jueves a las siete",
        speaker="Lucía",
        key="obra/ensayo_general",
    ),
    # filler — 'Bueno, a ver,' and 'este' dropped; 'desde hace tres días' kept.
    _r(
        "es",
        "filler",
        True,
        "Bueno, a ver, me duele la muela de abajo desde hace, este, tres días y ya no sé qué tomar.",
        "me duele la muela de abajo desde hace tres días",
        evidence="Bueno, a ver, me duele la muela de abajo desde hace, este, tres días",
        speaker="Jorge",
        key="jorge/sintoma",
    ),
    # filler — the discourse opener 'Nada, que' and 'o sea' dropped.
    _r(
        "es",
        "filler",
        True,
        "Hola profe! Nada, que mi hijo, o sea, quiere cambiar la clase del martes al miércoles si se puede.",
        "mi hijo quiere cambiar la clase del martes al miércoles",
        evidence="Nada, que mi hijo, o sea, quiere cambiar la clase del martes al miércoles",
        speaker="Valentina",
        key="clase_guitarra/solicitud_cambio",
    ),
    # speaker — 'Trabajo' → 'Carmen trabaja'; 'desde 2019' kept.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo como traductora jurada de francés desde 2019, le paso presupuesto sin compromiso.",
        "Carmen trabaja como traductora jurada de francés desde 2019",
        evidence="Trabajo como traductora jurada de francés desde 2019",
        speaker="Carmen Ruiz",
        key="carmen/profesion",
    ),
    # speaker — mem0's 'Usuario' for the speaker, 'Vivo' → 'vive'; the goats conjunct left out whole.
    _r(
        "es",
        "speaker",
        True,
        "Vivo en Teruel y tengo un rebaño de cabras, ¿me podéis decir qué papeles necesito para la PAC?",
        "Usuario vive en Teruel",
        evidence="Vivo en Teruel y tengo un rebaño de cabras",
        speaker="user",
        key="usuario/residencia",
    ),
    # speaker — subject elided for the speaker, 'Soy' → 'Es'.
    _r(
        "es",
        "speaker",
        True,
        "Buenas, soy el presidente de la mesa electoral 12 del colegio San Fermín y falta una urna.",
        "Es el presidente de la mesa electoral 12 del colegio San Fermín",
        evidence="soy el presidente de la mesa electoral 12 del colegio San Fermín",
        speaker="Iñaki",
        key="iñaki/cargo",
    ),
    # speaker — 'Conduzco' → 'Rocío conduce'; the shift kept.
    _r(
        "es",
        "speaker",
        True,
        "Conduzco el dumper grande en el turno de noche, así que la reunión de las 10 me pilla durmiendo jaja",
        "Rocío conduce el dumper grande en el turno de noche",
        evidence="Conduzco el dumper grande en el turno de noche",
        speaker="Rocío",
        key="rocio/puesto",
    ),
    # coordination — the middle conjunct of 'El técnico …', sharing its subject; the others left out whole.
    _r(
        "es",
        "coordination",
        True,
        "El técnico vino el lunes, cambió el grifo de la cocina y dejó la factura en el buzón. Todo bien por ahora.",
        "El técnico cambió el grifo de la cocina",
        evidence="El técnico vino el lunes, cambió el grifo de la cocina y dejó la factura en el buzón.",
        speaker="Alberto",
        key="reparacion/trabajo_hecho",
    ),
    # coordination — the first conjunct alone; the arrival conjunct left out whole.
    _r(
        "es",
        "coordination",
        True,
        "Ruta 7: la furgoneta sale de Zaragoza a las 6:00 y llega a Bilbao antes del mediodía.",
        "la furgoneta sale de Zaragoza a las 6:00",
        evidence="la furgoneta sale de Zaragoza a las 6:00 y llega a Bilbao antes del mediodía.",
        key="ruta7/salida",
    ),
    # parenthetical — the bracket only identifies which class's meeting it is; dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Familias de 3º B: la reunión de padres (la de la tutora nueva) será el martes 14 a las 17:30 en el aula 21.",
        "la reunión de padres será el martes 14 a las 17:30 en el aula 21.",
        evidence="la reunión de padres (la de la tutora nueva) será el martes 14 a las 17:30 en el aula 21.",
        key="3b/reunion_padres",
    ),
    # parenthetical — the dashed aside on the shaft's age restricts nothing.
    _r(
        "es",
        "parenthetical",
        True,
        "Comunicado: el pozo 2 —que lleva abierto desde 1987— se cerrará definitivamente en diciembre.",
        "el pozo 2 se cerrará definitivamente en diciembre.",
        evidence="el pozo 2 —que lleva abierto desde 1987— se cerrará definitivamente en diciembre.",
        key="pozo2/cierre",
    ),
    # subspan — the EORI number under its key, taken whole.
    _r(
        "es",
        "subspan",
        True,
        "Le confirmamos que su número EORI es ESB12345678 y ya figura en el sistema de la AEAT.",
        "ESB12345678",
        evidence="su número EORI es ESB12345678",
        key="empresa/eori",
    ),
    # subspan — the teacher's own e-mail ('mi correo es'), taken whole.
    _r(
        "es",
        "subspan",
        True,
        "Para cualquier cosa de las clases de canto, mi correo es marisol.canto@correo.es 🎶",
        "marisol.canto@correo.es",
        evidence="mi correo es marisol.canto@correo.es",
        speaker="Marisol",
        key="marisol/correo",
    ),
    # subspan — the repair order code from the tool output's field.
    _r(
        "es",
        "subspan",
        True,
        "Orden de reparación: OR-2026-00731 | Equipo: lavavajillas Bosch SMS46 | Estado: pendiente de pieza",
        "OR-2026-00731",
        evidence="Orden de reparación: OR-2026-00731",
        key="reparacion/orden",
    ),
    # list_item — one crop of the list, with the head 'En la finca tenemos'.
    _r(
        "es",
        "list_item",
        True,
        "En la finca tenemos olivos, almendros y unas cuantas higueras, nada de regadío.",
        "En la finca tenemos almendros",
        evidence="En la finca tenemos olivos, almendros y unas cuantas higueras",
        speaker="Ramón",
        key="ramon/cultivos",
    ),
    # list_item — one item of the welcome kit's list, head kept.
    _r(
        "es",
        "list_item",
        True,
        "El kit de bienvenida incluye un atril, un metrónomo y el libro de solfeo. La matrícula se paga en secretaría.",
        "El kit de bienvenida incluye un metrónomo",
        evidence="El kit de bienvenida incluye un atril, un metrónomo y el libro de solfeo.",
        key="academia/kit_bienvenida",
    ),
    # restriction_drop — 'Los lunes' dropped: the early closing holds on Mondays only.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los lunes la oficina de aduanas del aeropuerto cierra a las 14:00.",
        "la oficina de aduanas del aeropuerto cierra a las 14:00",
        key="aduana_aeropuerto/horario",
    ),
    # restriction_drop — the place 'En la clínica de Getafe' dropped from a chain's service.
    _r(
        "es",
        "restriction_drop",
        False,
        "En la clínica de Getafe hacemos ortodoncia invisible; en la de Leganés de momento no.",
        "hacemos ortodoncia invisible",
        evidence="En la clínica de Getafe hacemos ortodoncia invisible",
        key="clinica/servicios",
    ),
    # wrong_speaker — the brother plays the cello; the value gives it to the speaker.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hermano es el que toca el violonchelo, yo solo voy a recogerlo a las ocho.",
        "Elena toca el violonchelo",
        speaker="Elena",
        key="elena/instrumento",
    ),
    # wrong_speaker — Julián's quoted first person bound to the forwarder Dolores.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Te reenvío lo que me escribió Julián: «No puedo ir a la asamblea del sábado».",
        "Dolores no puede ir a la asamblea del sábado",
        evidence="«No puedo ir a la asamblea del sábado»",
        speaker="Dolores",
        key="dolores/asamblea",
    ),
    # negation — 'no pasó la ITV' → 'pasó la ITV'.
    _r(
        "es",
        "negation",
        False,
        "Aviso taller: el camión no pasó la ITV por las pastillas de freno, hay que volver a pasarla.",
        "el camión pasó la ITV",
        evidence="el camión no pasó la ITV por las pastillas de freno",
        key="camion/itv",
    ),
    # number — the approximator 'unos' dropped: an estimate becomes an exact harvest.
    _r(
        "es",
        "number",
        False,
        "Cosechamos unos 8.000 kilos de aceituna este año, bastante menos que el pasado.",
        "Cosechamos 8.000 kilos de aceituna este año",
        evidence="Cosechamos unos 8.000 kilos de aceituna este año",
        speaker="Ramón",
        key="ramon/cosecha",
    ),
    # number — two children at the conservatory become one.
    _r(
        "es",
        "number",
        False,
        "Tengo dos hijos en el conservatorio, uno en tercero y otro en quinto.",
        "Beatriz tiene un hijo en el conservatorio",
        speaker="Beatriz",
        key="beatriz/hijos_conservatorio",
    ),
    # condition — 'Si llueve el viernes' dropped.
    _r(
        "es",
        "condition",
        False,
        "Si llueve el viernes, la función al aire libre se traslada al salón de actos.",
        "la función al aire libre se traslada al salón de actos",
        key="funcion/lugar",
    ),
    # scope — 'Solo los socios con la cuota al día' widened to all members.
    _r(
        "es",
        "scope",
        False,
        "Solo los socios con la cuota al día pueden votar en la asamblea.",
        "los socios pueden votar en la asamblea",
        key="asamblea/derecho_voto",
    ),
    # stitch — Laura's subject joined to Andrés's day from the next sentence.
    _r(
        "es",
        "stitch",
        False,
        "Laura imparte piano los lunes. Andrés da solfeo los jueves.",
        "Laura imparte piano los jueves",
        key="laura/horario",
    ),
    # tense — 'Antes trabajaba' (past) restated as present.
    _r(
        "es",
        "tense",
        False,
        "Antes trabajaba en la mina de Riotinto, ahora llevo una tienda de bicis.",
        "Nuria trabaja en la mina de Riotinto",
        evidence="Antes trabajaba en la mina de Riotinto",
        speaker="Nuria",
        key="nuria/trabajo",
    ),
    # attribution — hearsay from a neighbour stored as the community's plan.
    _r(
        "es",
        "attribution",
        False,
        "Según el vecino del 4º, la comunidad va a cambiar el ascensor en verano.",
        "la comunidad va a cambiar el ascensor en verano",
        key="comunidad/obras",
    ),
    # attribution — the adviser's view, which the speaker disputes, stored as fact.
    _r(
        "es",
        "attribution",
        False,
        "Mi gestor dice que me toca pagar en la declaración, pero yo creo que no.",
        "me toca pagar en la declaración",
        evidence="Mi gestor dice que me toca pagar en la declaración",
        speaker="Pilar",
        key="pilar/declaracion",
    ),
    # evidence — the quoted evidence has 'entregó' (delivered); the source says 'entregará' (will deliver).
    _r(
        "es",
        "evidence",
        False,
        "El traductor entregará la versión revisada del contrato el día 20.",
        "El traductor entregó la versión revisada del contrato el día 20.",
        evidence="El traductor entregó la versión revisada del contrato el día 20.",
        key="contrato/entrega_traduccion",
    ),
    # parenthetical_restrictive — the bracket limits the discount to annual enrolment; dropped.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El descuento del 15 % (solo para matrícula anual) se aplica en septiembre.",
        "El descuento del 15 % se aplica en septiembre.",
        key="academia/descuento",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # verbatim — the first sentence of the group message, whole.
    _r(
        "zh",
        "verbatim",
        True,
        "这批冷链货今晚十点从嘉兴仓发车。司机电话稍后发你。",
        "这批冷链货今晚十点从嘉兴仓发车。",
        evidence="这批冷链货今晚十点从嘉兴仓发车。",
        speaker="老周",
        key="冷链货/发车时间",
    ),
    # verbatim — the notice's sentence with time and place, whole.
    _r(
        "zh",
        "verbatim",
        True,
        "各位家长：本周五下午三点举行家长会，地点在三楼多功能厅。请准时参加。",
        "本周五下午三点举行家长会，地点在三楼多功能厅。",
        evidence="本周五下午三点举行家长会，地点在三楼多功能厅。",
        key="家长会/时间地点",
    ),
    # filler — '嗯，那个' and '呃' dropped from the voicemail.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，我上个月刚补的那颗牙，呃，现在又开始疼了，想约个时间看看。",
        "我上个月刚补的那颗牙现在又开始疼了",
        evidence="嗯，那个，我上个月刚补的那颗牙，呃，现在又开始疼了",
        speaker="李阿姨",
        key="李阿姨/牙齿问题",
    ),
    # filler — '就是说，嗯' dropped; the lighting note kept whole.
    _r(
        "zh",
        "filler",
        True,
        "就是说，嗯，第二幕的灯光要提前五秒，不然演员还没站好位。",
        "第二幕的灯光要提前五秒",
        evidence="就是说，嗯，第二幕的灯光要提前五秒",
        speaker="小吴",
        key="第二幕/灯光",
    ),
    # filler — '然后呢，那个' dropped.
    _r(
        "zh",
        "filler",
        True,
        "然后呢，那个，今年的玉米我们打算八月底收。",
        "今年的玉米我们打算八月底收",
        speaker="张叔",
        key="玉米/收割时间",
    ),
    # speaker — '我' → '陈静'.
    _r(
        "zh",
        "speaker",
        True,
        "我在一家报关行做单证员，平时主要跟海运的单子。",
        "陈静在一家报关行做单证员",
        evidence="我在一家报关行做单证员",
        speaker="陈静",
        key="陈静/工作",
    ),
    # speaker — mem0's '用户' for the speaker; the rest kept.
    _r(
        "zh",
        "speaker",
        True,
        "我每周六上午教两节钢琴课，所以周六上午别给我排活。",
        "用户每周六上午教两节钢琴课",
        evidence="我每周六上午教两节钢琴课",
        speaker="user",
        key="用户/兼职",
    ),
    # speaker — the subject left out for the speaker.
    _r(
        "zh",
        "speaker",
        True,
        "我负责三号矿井的通风检测，有问题直接找我。",
        "负责三号矿井的通风检测",
        evidence="我负责三号矿井的通风检测",
        speaker="王磊",
        key="王磊/职责",
    ),
    # speaker — '我' → '林芳'; '去年' and the completed aspect kept.
    _r(
        "zh",
        "speaker",
        True,
        "我去年考过了税务师，今年在准备注会😅",
        "林芳去年考过了税务师",
        evidence="我去年考过了税务师",
        speaker="林芳",
        key="林芳/资格证书",
    ),
    # coordination — the second conjunct with its own time phrase; shared subject '师傅'.
    _r(
        "zh",
        "coordination",
        True,
        "师傅上午换了水管，下午修好了热水器，明天来收尾。",
        "师傅下午修好了热水器",
        evidence="师傅上午换了水管，下午修好了热水器",
        key="维修/进度",
    ),
    # coordination — the first conjunct alone; '并已发给客户确认' left out whole.
    _r(
        "zh",
        "coordination",
        True,
        "翻译稿已经校对完毕，并已发给客户确认。",
        "翻译稿已经校对完毕",
        key="翻译稿/状态",
    ),
    # parenthetical — the bracket on the teacher's past restricts nothing.
    _r(
        "zh",
        "parenthetical",
        True,
        "新来的声乐老师（之前在上海音乐学院任教）每周三下午上课。",
        "新来的声乐老师每周三下午上课",
        key="声乐课/时间",
    ),
    # parenthetical — the dashed aside identifies the warehouse; dropped.
    _r(
        "zh",
        "parenthetical",
        True,
        "通知：三号仓库——就是靠近码头的那个——下周一开始盘点。",
        "三号仓库下周一开始盘点",
        evidence="三号仓库——就是靠近码头的那个——下周一开始盘点。",
        key="三号仓库/盘点",
    ),
    # subspan — the tracking number from its field.
    _r(
        "zh",
        "subspan",
        True,
        "快递单号：SF1402938475612｜状态：已签收｜签收人：前台",
        "SF1402938475612",
        evidence="快递单号：SF1402938475612",
        key="快递/单号",
    ),
    # subspan — the teacher's own mobile ('打我手机').
    _r(
        "zh",
        "subspan",
        True,
        "家长们好，有事可以打我手机13810245566。",
        "13810245566",
        evidence="有事可以打我手机13810245566",
        speaker="赵老师",
        key="赵老师/手机",
    ),
    # subspan — the taxpayer id under the key that names it.
    _r(
        "zh",
        "subspan",
        True,
        "您的纳税人识别号为91310115MA1K4XYZ3B，请妥善保管。",
        "91310115MA1K4XYZ3B",
        evidence="您的纳税人识别号为91310115MA1K4XYZ3B",
        key="公司/纳税人识别号",
    ),
    # list_item — one fruit of the list, head '我们果园种了' kept.
    _r(
        "zh",
        "list_item",
        True,
        "我们果园种了苹果、梨和猕猴桃，秋天欢迎来摘。",
        "我们果园种了梨",
        evidence="我们果园种了苹果、梨和猕猴桃",
        speaker="小何",
        key="小何/果园作物",
    ),
    # list_item — one replaced part of the repair list.
    _r(
        "zh",
        "list_item",
        True,
        "本次维修更换了刹车片、机油滤芯和雨刮器，合计680元。",
        "本次维修更换了机油滤芯",
        evidence="本次维修更换了刹车片、机油滤芯和雨刮器",
        key="车辆/维修项目",
    ),
    # restriction_drop — the time frame '春节期间' dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "春节期间，港口停止办理集装箱提货。",
        "港口停止办理集装箱提货",
        key="港口/提货",
    ),
    # restriction_drop — the place '在北京校区' dropped.
    _r(
        "zh",
        "restriction_drop",
        False,
        "在北京校区，晚自习到九点半结束。",
        "晚自习到九点半结束",
        key="晚自习/结束时间",
    ),
    # wrong_speaker — the father's thirty years at the mine given to the speaker.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我爸在矿上干了三十年，我自己是做会计的。",
        "刘洋在矿上干了三十年",
        evidence="我爸在矿上干了三十年",
        speaker="刘洋",
        key="刘洋/工作经历",
    ),
    # wrong_speaker — 阿杰's quoted first person bound to the forwarder 小美.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "转发一下阿杰说的：“我下个月不教吉他了。”",
        "小美下个月不教吉他了",
        evidence="“我下个月不教吉他了。”",
        speaker="小美",
        key="小美/吉他课",
    ),
    # negation — '不能' → '能'.
    _r(
        "zh",
        "negation",
        False,
        "运维日报：三号机组目前不能正常运行，等厂家来人。",
        "三号机组目前能正常运行",
        evidence="三号机组目前不能正常运行",
        key="三号机组/状态",
    ),
    # number — the approximator '大概' dropped.
    _r(
        "zh",
        "number",
        False,
        "今年大概收了两万斤稻谷。",
        "今年收了两万斤稻谷",
        speaker="老杨",
        key="老杨/稻谷产量",
    ),
    # number — two harvesters become one.
    _r(
        "zh",
        "number",
        False,
        "我们家有两台收割机，一台还坏着。",
        "阿强家有一台收割机",
        speaker="阿强",
        key="阿强/农机",
    ),
    # condition — '如果下周还下雨' dropped.
    _r(
        "zh",
        "condition",
        False,
        "如果下周还下雨，运动会就改到室内体育馆。",
        "运动会改到室内体育馆",
        key="运动会/地点",
    ),
    # scope — '只有持有会员卡的学员' widened to all students.
    _r(
        "zh",
        "scope",
        False,
        "只有持有会员卡的学员可以免费借用乐器。",
        "学员可以免费借用乐器",
        key="琴行/借用规则",
    ),
    # stitch — Zhang's subject joined to Li's task from the next sentence.
    _r(
        "zh",
        "stitch",
        False,
        "张律师负责合同翻译。李老师负责口译。",
        "张律师负责口译",
        key="张律师/分工",
    ),
    # tense — '以前' (formerly) dropped, restated as a present job.
    _r(
        "zh",
        "tense",
        False,
        "我以前在海关做查验员，现在转去做报关了。",
        "周敏在海关做查验员",
        evidence="我以前在海关做查验员",
        speaker="周敏",
        key="周敏/工作",
    ),
    # attribution — an online rumour stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        "网上有人说，下个月起进口水果的关税要上调。",
        "下个月起进口水果的关税要上调",
        key="进口水果/关税",
    ),
    # attribution — the landlord's claim, which the speaker doubts, stored as fact.
    _r(
        "zh",
        "attribution",
        False,
        "房东说漏水是楼上造成的，我看不像。",
        "漏水是楼上造成的",
        evidence="房东说漏水是楼上造成的",
        speaker="老黄",
        key="漏水/原因",
    ),
    # evidence — the quoted evidence says '已于' (has been published); the source says '将于' (will be).
    _r(
        "zh",
        "evidence",
        False,
        "候选人名单将于5月10日公布。",
        "候选人名单已于5月10日公布",
        evidence="候选人名单已于5月10日公布。",
        key="候选人名单/公布日期",
    ),
    # parenthetical_restrictive — the bracket limits the full refund to early requests; dropped.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "全额退款（仅限开课前七天申请）将在十个工作日内到账。",
        "全额退款将在十个工作日内到账。",
        key="课程/退款",
    ),
)

BATCH_28: tuple[Realistic, ...] = _EN + _ES + _ZH
