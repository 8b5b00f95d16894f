"""The realistic set's thirtieth batch: a blind measurement of the merged admission rules (issue 31, brief B30).

Responsible for: the data only (one `Realistic` record per proposal, labelled by DESIGN §4 alone). Must not: call the
admission rule or score anything (that is `memtx.tooling.eval.admission`).

Written on 2026-12-06 by helper b30, without reading the admission rule's code (`memtx.core.admission`),
docs/admission.md, the admission tests or any earlier batch's records: only DESIGN §4 with its amendments, issue 31,
the record type and the opening docstring of batch 28 (for the format and the family names). No scorer and no
`check_support` was run on these records. Every source is invented here, in domains the earlier batches used little:
wedding planning, dog grooming, solar panel installers, university admissions, car rental desks, municipal waste
collection, coworking spaces, recruitment agencies, pest control, art galleries, ski schools, hearing clinics and
mobile carriers' support, in several registers (voice-note and voicemail transcripts with fillers, chats with typos
and emoji, support tickets, tool outputs, e-mails, forms, notices and meeting minutes).

Each value takes one of the shapes memory extractors produce: a whole clause copied, a restatement naming the speaker
(Zep/Graphiti), mem0's `User`/`Usuario`/`用户` with the record's speaker set to `user`, a speaker's clause with its
subject left out (`Lives in Porto`), a bare atomic value under a key such as `rental/booking_ref` (LangGraph memory
tools), or a single item of a list.

Counts (100 records). Faithful: 19 in English — verbatim 3, filler 3, speaker 4, coordination 2, parenthetical 2,
subspan 3, list_item 2 — and 18 each in Spanish and Chinese, where verbatim has 2 and the other families match
English. Negatives: 15 per language — restriction_drop 2, wrong_speaker 2, number 2, attribution 2, and one each of
negation, condition, scope, stitch, tense, evidence and parenthetical_restrictive. Only the `evidence` negatives quote
a sentence their source does not contain; all other evidence strings occur verbatim in their source. These records
have not been scored: the lead adds them to the realistic set and scores them.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the customer's complaint clause, copied whole from the ticket.
    _r(
        "en",
        "verbatim",
        True,
        "Ticket #48213 - Customer reports: My eSIM stopped working after the iOS update. I already restarted the "
        "phone twice.",
        "My eSIM stopped working after the iOS update",
        evidence="My eSIM stopped working after the iOS update.",
        key="customer/issue",
    ),
    # verbatim: one sentence of the coworking e-mail, floor restriction kept.
    _r(
        "en",
        "verbatim",
        True,
        "Hi team, the meeting rooms on the third floor are now bookable through the app. Coffee is still free for "
        "members. Cheers, Dana",
        "the meeting rooms on the third floor are now bookable through the app",
        evidence="the meeting rooms on the third floor are now bookable through the app.",
    ),
    # verbatim: the minutes' item with its whole date range.
    _r(
        "en",
        "verbatim",
        True,
        "Minutes 14 Nov - Item 3: Garden waste collection will pause from 1 December to 28 February. Item 4: new "
        "bins for flats delayed.",
        "Garden waste collection will pause from 1 December to 28 February",
        evidence="Garden waste collection will pause from 1 December to 28 February.",
        key="waste/garden_collection",
    ),
    # filler: um/uh and a repeated article dropped; every content word kept in order.
    _r(
        "en",
        "filler",
        True,
        "Okay so um, the florist confirmed the, uh, the peonies for the arch, yeah.",
        "the florist confirmed the peonies for the arch",
    ),
    # filler: "like" dropped from the quoted span; the intensifier "really" kept.
    _r(
        "en",
        "filler",
        True,
        "Hi it's Gemma, um, just to say Biscuit is, like, really scared of the dryer, so yeah.",
        "Biscuit is really scared of the dryer",
        evidence="Biscuit is, like, really scared of the dryer",
        speaker="Gemma",
        key="biscuit/fears",
    ),
    # filler: the voicemail's "um" dropped from the quoted span; "tomorrow" kept.
    _r(
        "en",
        "filler",
        True,
        "Hey, uh, this is Tom from the ski school, er, your son's lesson is, um, moved to the afternoon slot tomorrow.",
        "your son's lesson is moved to the afternoon slot tomorrow",
        evidence="your son's lesson is, um, moved to the afternoon slot tomorrow.",
    ),
    # speaker: "I'm" bound to the named speaker, "currently" and the place kept.
    _r(
        "en",
        "speaker",
        True,
        "hey! I'm currently a backend developer at a fintech in Accra 🙂 open to remote roles",
        "Kwame is currently a backend developer at a fintech in Accra",
        evidence="I'm currently a backend developer at a fintech in Accra",
        speaker="Kwame",
        key="kwame/job",
    ),
    # speaker: mem0's "User" for the speaker, agreement has; "in both ears" kept.
    _r(
        "en",
        "speaker",
        True,
        "Patient questionnaire, Q4 (symptoms): I have tinnitus in both ears.",
        "User has tinnitus in both ears",
        evidence="I have tinnitus in both ears.",
        speaker="user",
    ),
    # speaker: subject elided for the speaker; the looking-for clause is another whole clause.
    _r(
        "en",
        "speaker",
        True,
        "Hi! I'm Ines, I live in Porto and I'm looking for a hot desk for March.",
        "Lives in Porto",
        evidence="I live in Porto",
        speaker="Ines",
        key="ines/city",
    ),
    # speaker: Raj's own statement restated with his name; the "so ..." consequence clause left out whole.
    _r(
        "en",
        "speaker",
        True,
        "Re: site survey. I own the house outright, so no landlord permission is needed. Raj",
        "Raj owns the house outright",
        evidence="I own the house outright",
        speaker="Raj",
        key="raj/home_ownership",
    ),
    # coordination: the second conjunct shares the subject I; modal "can" and "at night" kept.
    _r(
        "en",
        "coordination",
        True,
        "I've seen droppings in the loft and I can hear scratching at night.",
        "Helen can hear scratching at night",
        speaker="Helen",
    ),
    # coordination: the pick-up conjunct dropped whole; "will", place and date kept.
    _r(
        "en",
        "coordination",
        True,
        "I'll pick up the car at Faro airport and return it in Lisbon on the 14th.",
        "User will return it in Lisbon on the 14th",
        speaker="user",
        key="rental/drop_off",
    ),
    # parenthetical: an exclamatory aside dropped; the date and time kept.
    _r(
        "en",
        "parenthetical",
        True,
        "Dear friends of the gallery, the exhibition (our biggest this year!) opens on Friday 9 May at 6pm.",
        "The exhibition opens on Friday 9 May at 6pm",
        evidence="the exhibition (our biggest this year!) opens on Friday 9 May at 6pm.",
    ),
    # parenthetical: an apology aside dropped, "My" bound to the speaker.
    _r(
        "en",
        "parenthetical",
        True,
        "My predicted grades (sorry, I should have put this in the form) are A*AA.",
        "Leo's predicted grades are A*AA",
        speaker="Leo",
        key="leo/predicted_grades",
    ),
    # subspan: the whole e-mail address under an e-mail key; "or on WhatsApp" adds a channel, not a restriction.
    _r(
        "en",
        "subspan",
        True,
        "You can reach me at kwame.mensah@proton.me or on WhatsApp.",
        "kwame.mensah@proton.me",
        evidence="You can reach me at kwame.mensah@proton.me",
        speaker="Kwame",
        key="kwame/email",
    ),
    # subspan: the booking reference from a tool output, whole.
    _r(
        "en",
        "subspan",
        True,
        "RESERVATION CONFIRMED | ref: FAO-7Q2K91 | pickup: 2026-12-18 10:30 | group: C (Compact)",
        "FAO-7Q2K91",
        evidence="ref: FAO-7Q2K91",
        key="rental/booking_ref",
    ),
    # subspan: the name as the value of the next-of-kin field.
    _r(
        "en",
        "subspan",
        True,
        "Next of kin: Margaret Doyle (daughter), phone 0161 496 0732",
        "Margaret Doyle",
        evidence="Next of kin: Margaret Doyle",
        key="patient/next_of_kin",
    ),
    # list_item: one item of the groom's contents with the shared head.
    _r(
        "en",
        "list_item",
        True,
        "Full groom includes bath, nail clipping, ear cleaning and a bandana.",
        "Full groom includes ear cleaning",
        key="salon/full_groom",
    ),
    # list_item: one item of the hire list; "for the week" kept.
    _r(
        "en",
        "list_item",
        True,
        "I need skis, boots and a helmet for the week.",
        "User needs a helmet for the week",
        speaker="user",
    ),
    # --- negatives ---
    # restriction_drop: the plan restriction ("on the Basic plan") is ordinary words, and dropped.
    _r(
        "en",
        "restriction_drop",
        False,
        "Members on the Basic plan get 5 hours of meeting room time per month.",
        "Members get 5 hours of meeting room time per month",
        key="coworking/meeting_room_allowance",
    ),
    # restriction_drop: the place (the Old Town) is dropped; the key carries no place.
    _r(
        "en",
        "restriction_drop",
        False,
        "In the Old Town, recycling is collected every Thursday.",
        "recycling is collected every Thursday",
        key="waste/recycling_day",
    ),
    # wrong_speaker: the fiancé is vegetarian, not Sofia.
    _r(
        "en",
        "wrong_speaker",
        False,
        "My fiancé is vegetarian, I eat everything lol",
        "Sofia is vegetarian",
        evidence="My fiancé is vegetarian",
        speaker="Sofia",
        key="sofia/diet",
    ),
    # wrong_speaker: the recruiter said it, bound to the candidate.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Recruiter: I've placed twelve engineers at Monzo this year.\nCandidate (Ben): Nice, I'd love a role there.",
        "Ben has placed twelve engineers at Monzo this year",
        evidence="I've placed twelve engineers at Monzo this year.",
        speaker="Ben",
    ),
    # negation: "doesn't" dropped.
    _r(
        "en",
        "negation",
        False,
        "Heads up: Milo doesn't tolerate the nail grinder, use clippers.",
        "Milo tolerates the nail grinder",
        evidence="Milo doesn't tolerate the nail grinder",
        key="milo/grooming_notes",
    ),
    # number: 5.6 kWp written as 6.5 kWp.
    _r("en", "number", False, "The quote is for 14 panels, 5.6 kWp in total.", "6.5 kWp", key="quote/system_size"),
    # number: the hours-per-day figure put on the days.
    _r("en", "number", False, "Group lessons run for 5 days, 3 hours a day.", "Group lessons run for 3 days"),
    # condition: "If it rains" dropped.
    _r(
        "en",
        "condition",
        False,
        "If it rains, the ceremony moves to the orangery.",
        "the ceremony moves to the orangery",
        key="wedding/ceremony_venue",
    ),
    # scope: "Some of" dropped, so the claim covers every van.
    _r("en", "scope", False, "Some of the vans at this desk have tow bars.", "the vans at this desk have tow bars"),
    # stitch: the sculpture room's subject joined to the print room's hours.
    _r(
        "en",
        "stitch",
        False,
        "The sculpture room is closed for renovation. The print room is open until 8pm.",
        "The sculpture room is open until 8pm",
    ),
    # tense: "used to manage" restated as a present fact.
    _r(
        "en",
        "tense",
        False,
        "I used to manage a team of eight at Deloitte.",
        "Priya manages a team of eight at Deloitte",
        speaker="Priya",
        key="priya/role",
    ),
    # attribution: the previous tenant's report stated as fact.
    _r(
        "en",
        "attribution",
        False,
        "The previous tenant told us the mice came in through the garage.",
        "the mice came in through the garage",
        key="job/entry_point",
    ),
    # attribution: the neighbour's claim stored as Raj's knowledge.
    _r(
        "en",
        "attribution",
        False,
        "My neighbour says the council never refuses panels on terraced houses.",
        "the council never refuses panels on terraced houses",
        speaker="Raj",
    ),
    # evidence: the quoted sentence is a paraphrase the chat does not hold (and drops "from midnight").
    _r(
        "en",
        "evidence",
        False,
        "Agent: I've added the 10GB roaming bundle to your line, it's active from midnight.",
        "The roaming bundle is active now",
        evidence="The roaming bundle is active now.",
    ),
    # parenthetical_restrictive: the parenthetical is the condition of the free trim.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Nail trims are free (with any full groom).",
        "Nail trims are free",
        key="salon/nail_trim_price",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the ticket's clause, attribution to the client kept.
    _r(
        "es",
        "verbatim",
        True,
        "Incidencia 55102: El cliente indica que no recibe SMS desde el cambio de tarjeta SIM.",
        "El cliente indica que no recibe SMS desde el cambio de tarjeta SIM",
        evidence="El cliente indica que no recibe SMS desde el cambio de tarjeta SIM.",
    ),
    # verbatim: the agreement from the minutes, with its frequency and neighbourhood.
    _r(
        "es",
        "verbatim",
        True,
        "Acta del 3 de marzo. Se acuerda ampliar la recogida de vidrio a dos días por semana en el barrio de Gràcia.",
        "Se acuerda ampliar la recogida de vidrio a dos días por semana en el barrio de Gràcia",
        evidence="Se acuerda ampliar la recogida de vidrio a dos días por semana en el barrio de Gràcia.",
    ),
    # filler: o sea, que al final, bueno dropped (discourse markers); the clause kept whole.
    _r(
        "es",
        "filler",
        True,
        "Hola, eh, soy Lucía, o sea, que al final, bueno, la cena será en la masía de mis tíos.",
        "la cena será en la masía de mis tíos",
        evidence="o sea, que al final, bueno, la cena será en la masía de mis tíos.",
        speaker="Lucía",
    ),
    # filler: pues nada, eh, que, este, ¿vale? dropped; "muy" kept.
    _r(
        "es",
        "filler",
        True,
        "Pues nada, eh, que Toby tiene, este, la piel muy sensible, ¿vale?",
        "Toby tiene la piel muy sensible",
        key="toby/piel",
    ),
    # filler: mira, o sea, eh dropped; day and hour kept.
    _r(
        "es",
        "filler",
        True,
        "Mira, o sea, los cursillos de snowboard empiezan, eh, el lunes a las nueve.",
        "los cursillos de snowboard empiezan el lunes a las nueve",
    ),
    # speaker: "Trabajo" bound to Javier with agreement; the second clause left out whole.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo como diseñador freelance y necesito una mesa fija 😅",
        "Javier trabaja como diseñador freelance",
        evidence="Trabajo como diseñador freelance",
        speaker="Javier",
        key="javier/profesion",
    ),
    # speaker: mem0's "Usuario" for the speaker; the request clause left out whole.
    _r(
        "es",
        "speaker",
        True,
        "Tengo alergia al látex, por favor avisad a la técnica antes de tomar el molde.",
        "Usuario tiene alergia al látex",
        evidence="Tengo alergia al látex",
        speaker="user",
        key="usuario/alergias",
    ),
    # speaker: subject elided for the speaker; the contrasting clause left out whole. (The lead changed the city from
    # Valencia after scoring: that (evidence, value) pair is also a test-split record; the verdict is the same.)
    _r(
        "es",
        "speaker",
        True,
        "Vivo en Castellón pero la boda es en Sevilla.",
        "Vive en Castellón",
        evidence="Vivo en Castellón",
        speaker="Marta",
        key="marta/ciudad",
    ),
    # speaker: "He enviado ya" restated with the name; perfect tense and "ya" kept.
    _r(
        "es",
        "speaker",
        True,
        "Buenos días: he enviado ya el expediente académico por correo certificado. Un saludo, Andrés",
        "Andrés ha enviado ya el expediente académico por correo certificado",
        evidence="he enviado ya el expediente académico por correo certificado.",
        speaker="Andrés",
    ),
    # coordination: the second conjunct shares the subject (yo); perfect tense kept.
    _r(
        "es",
        "coordination",
        True,
        "He visto cucarachas en la cocina y he puesto trampas en el baño.",
        "Carmen ha puesto trampas en el baño",
        speaker="Carmen",
    ),
    # coordination: the pick-up conjunct dropped whole, under mem0's "Usuario".
    _r(
        "es",
        "coordination",
        True,
        "Recojo el coche en Málaga el día 12 y necesito una silla infantil.",
        "Usuario necesita una silla infantil",
        speaker="user",
        key="alquiler/extras",
    ),
    # parenthetical: an exclamatory aside dropped; the day and hour kept.
    _r(
        "es",
        "parenthetical",
        True,
        "La inauguración (¡por fin!) será el jueves 15 a las 19:00.",
        "La inauguración será el jueves 15 a las 19:00",
        key="exposicion/inauguracion",
    ),
    # parenthetical: a non-restrictive appositive describing the client dropped.
    _r(
        "es",
        "parenthetical",
        True,
        "Nuestra clienta, una cadena hotelera de Mallorca, busca un jefe de recepción bilingüe.",
        "Nuestra clienta busca un jefe de recepción bilingüe",
    ),
    # subspan: the whole phone number under a phone key.
    _r(
        "es",
        "subspan",
        True,
        "Mi móvil es el 612 345 678, escríbeme por WhatsApp.",
        "612 345 678",
        evidence="Mi móvil es el 612 345 678",
        speaker="Javier",
        key="javier/telefono",
    ),
    # subspan: the quote number from a tool output, whole.
    _r(
        "es",
        "subspan",
        True,
        "Presupuesto nº PV-2026-0419 | Potencia: 4,4 kWp | Total: 5.980,00 € (IVA incl.)",
        "PV-2026-0419",
        evidence="Presupuesto nº PV-2026-0419",
        key="presupuesto/numero",
    ),
    # subspan: the date of the form's deadline field.
    _r(
        "es",
        "subspan",
        True,
        "Grado en Enfermería. Fecha límite de matrícula: 31 de julio de 2027. Documentación: DNI y título.",
        "31 de julio de 2027",
        evidence="Fecha límite de matrícula: 31 de julio de 2027",
        key="matricula/fecha_limite",
    ),
    # list_item: one item of the bath's contents with the shared head.
    _r(
        "es",
        "list_item",
        True,
        "El baño completo incluye corte de uñas, limpieza de oídos y perfume.",
        "El baño completo incluye limpieza de oídos",
    ),
    # list_item: one item of the accepted waste list with the place kept.
    _r(
        "es",
        "list_item",
        True,
        "En el punto limpio se aceptan pilas, aceites usados, electrodomésticos y escombros.",
        "En el punto limpio se aceptan electrodomésticos",
        key="punto_limpio/residuos_aceptados",
    ),
    # --- negatives ---
    # restriction_drop: "del plan nocturno" restricts which members, dropped.
    _r(
        "es",
        "restriction_drop",
        False,
        "Los socios del plan nocturno pueden usar la sala de reuniones gratis.",
        "Los socios pueden usar la sala de reuniones gratis",
    ),
    # restriction_drop: the time frame "En temporada alta" dropped; the key carries no season.
    _r(
        "es",
        "restriction_drop",
        False,
        "En temporada alta, las clases particulares cuestan 65 € la hora.",
        "65 € la hora",
        key="clases_particulares/precio",
    ),
    # wrong_speaker: the sister is coeliac, not Lucía.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi hermana es celíaca, yo como de todo.",
        "Lucía es celíaca",
        evidence="Mi hermana es celíaca",
        speaker="Lucía",
        key="lucia/dieta",
    ),
    # wrong_speaker: the audiologist's "Yo" bound to the patient.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Audióloga: Yo uso audífonos desde los veinte años.\nPaciente (Ramón): ¿En serio? No se nota nada.",
        "Ramón usa audífonos desde los veinte años",
        evidence="Yo uso audífonos desde los veinte años.",
        speaker="Ramón",
    ),
    # negation: "no" dropped.
    _r(
        "es",
        "negation",
        False,
        "El seguro básico no cubre los daños en los neumáticos.",
        "El seguro básico cubre los daños en los neumáticos",
    ),
    # number: the children's figure put on the adults.
    _r(
        "es",
        "number",
        False,
        "Somos 85 invitados adultos y 12 niños.",
        "Hay 12 invitados adultos",
        speaker="Marta",
        key="boda/invitados",
    ),
    # number: the months figure put on the visits.
    _r(
        "es",
        "number",
        False,
        "El tratamiento contra termitas requiere 3 visitas en 6 meses.",
        "El tratamiento contra termitas requiere 6 visitas",
    ),
    # condition: "Si la cubierta es de fibrocemento" dropped.
    _r(
        "es",
        "condition",
        False,
        "Si la cubierta es de fibrocemento, la instalación cuesta 800 € más.",
        "la instalación cuesta 800 € más",
        key="presupuesto/sobrecoste",
    ),
    # scope: "Algunas" turned into "Las", so the claim covers every work.
    _r("es", "scope", False, "Algunas obras de la sala 2 están a la venta.", "Las obras de la sala 2 están a la venta"),
    # stitch: the Básica plan joined to the Plus plan's unlimited calls.
    _r(
        "es",
        "stitch",
        False,
        "La tarifa Básica incluye 10 GB. La tarifa Plus incluye llamadas ilimitadas.",
        "La tarifa Básica incluye llamadas ilimitadas",
    ),
    # tense: a past job until 2024 restated as present.
    _r(
        "es",
        "tense",
        False,
        "Trabajé como enfermera en el Hospital La Fe hasta 2024.",
        "Elena trabaja como enfermera en el Hospital La Fe",
        speaker="Elena",
        key="elena/empleo",
    ),
    # attribution: "Según un vecino" dropped, hearsay stored as fact.
    _r(
        "es",
        "attribution",
        False,
        "Según un vecino, el camión de la basura ya no pasa los domingos.",
        "el camión de la basura ya no pasa los domingos",
    ),
    # attribution: the counsellor's belief stored as a fact about Andrés.
    _r(
        "es",
        "attribution",
        False,
        "Mi orientador cree que me admitirán en Medicina.",
        "Admitirán a Andrés en Medicina",
        speaker="Andrés",
        key="andres/admision",
    ),
    # evidence: the quoted sentence is not in the source (which says the pass is not included).
    _r(
        "es",
        "evidence",
        False,
        "Las clases infantiles son de 10:00 a 13:00 y el forfait no está incluido.",
        "Las clases infantiles incluyen el forfait",
        evidence="Las clases infantiles incluyen el forfait.",
    ),
    # parenthetical_restrictive: the parenthetical limits who gets the free check-up.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "La revisión anual es gratuita (solo para pacientes con audífonos comprados aquí).",
        "La revisión anual es gratuita",
        key="clinica/revision_anual",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the ticket's clause, attribution to the user kept.
    _r(
        "zh",
        "verbatim",
        True,
        "工单#88310：用户反映换了新手机后无法接收验证码短信。",
        "用户反映换了新手机后无法接收验证码短信",
        evidence="用户反映换了新手机后无法接收验证码短信。",
    ),
    # verbatim: the minutes' decision with its start and deadline.
    _r(
        "zh",
        "verbatim",
        True,
        "会议纪要（11月20日）：从下月起，厨余垃圾每天早上七点前收运。",
        "从下月起，厨余垃圾每天早上七点前收运",
        evidence="从下月起，厨余垃圾每天早上七点前收运。",
        key="waste/food_waste_collection",
    ),
    # filler: 嗯、那个、就是、对 dropped; the clause kept.
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是婚礼的场地我们定在了西湖边的酒店，对。",
        "婚礼的场地我们定在了西湖边的酒店",
        speaker="小林",
        key="wedding/venue",
    ),
    # filler: 呃、那个 dropped; the request clause is outside the quoted span.
    _r(
        "zh",
        "filler",
        True,
        "呃，那个，豆豆怕吹风机，你们小心一点哈。",
        "豆豆怕吹风机",
        evidence="呃，那个，豆豆怕吹风机",
        key="doudou/fears",
    ),
    # filler: 就是说、嗯 dropped; 明天 and the time kept.
    _r("zh", "filler", True, "就是说，嗯，明天的单板课改到下午两点了。", "明天的单板课改到下午两点了"),
    # speaker: 我 bound to 王磊; 现在 and the place kept.
    _r(
        "zh",
        "speaker",
        True,
        "我现在在一家物流公司做数据分析 😂 有合适的岗位可以推给我",
        "王磊现在在一家物流公司做数据分析",
        evidence="我现在在一家物流公司做数据分析",
        speaker="王磊",
        key="wanglei/job",
    ),
    # speaker: mem0's 用户 for the speaker; 比较 kept.
    _r("zh", "speaker", True, "我右耳听力下降比较明显。", "用户右耳听力下降比较明显", speaker="user"),
    # speaker: subject elided for the speaker; the second clause left out whole.
    _r(
        "zh",
        "speaker",
        True,
        "我住在深圳，想在南山找个共享办公位。",
        "住在深圳",
        evidence="我住在深圳",
        speaker="陈静",
        key="chenjing/city",
    ),
    # speaker: 我 restated as 赵阳; 已经 and 了 kept.
    _r(
        "zh",
        "speaker",
        True,
        "老师您好，我已经提交了雅思成绩单。赵阳",
        "赵阳已经提交了雅思成绩单",
        evidence="我已经提交了雅思成绩单。",
        speaker="赵阳",
    ),
    # coordination: the second conjunct shares the subject 我 (the additive 还 dropped with the first).
    _r(
        "zh",
        "coordination",
        True,
        "我在厨房看到过蟑螂，还在阁楼听到了抓挠声。",
        "刘芳在阁楼听到了抓挠声",
        speaker="刘芳",
    ),
    # coordination: the pick-up conjunct dropped whole, under mem0's 用户.
    _r(
        "zh",
        "coordination",
        True,
        "我在成都双流机场取车，在重庆还车。",
        "用户在重庆还车",
        speaker="user",
        key="rental/drop_off",
    ),
    # parenthetical: a descriptive aside dropped; the date and time kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "本次展览（今年规模最大的一次）将于5月9日晚上六点开幕。",
        "本次展览将于5月9日晚上六点开幕",
    ),
    # parenthetical: a dash aside about the past renovation dropped; 现在 kept.
    _r(
        "zh",
        "parenthetical",
        True,
        "通知：三楼的会议室——之前一直在装修——现在可以通过小程序预订了。",
        "三楼的会议室现在可以通过小程序预订了",
        evidence="三楼的会议室——之前一直在装修——现在可以通过小程序预订了。",
    ),
    # subspan: the whole e-mail address under an e-mail key.
    _r(
        "zh",
        "subspan",
        True,
        "我的邮箱是 wanglei_data@163.com，随时联系。",
        "wanglei_data@163.com",
        evidence="我的邮箱是 wanglei_data@163.com",
        speaker="王磊",
        key="wanglei/email",
    ),
    # subspan: the order id from a tool output, whole.
    _r(
        "zh",
        "subspan",
        True,
        "预订成功｜订单号：CR20261218-5532｜取车时间：12月18日 10:30",
        "CR20261218-5532",
        evidence="订单号：CR20261218-5532",
        key="rental/order_id",
    ),
    # subspan: the form's major field.
    _r(
        "zh",
        "subspan",
        True,
        "申请人姓名：赵阳　报考专业：计算机科学与技术",
        "计算机科学与技术",
        evidence="报考专业：计算机科学与技术",
        key="applicant/major",
    ),
    # list_item: one item of the package with the shared head.
    _r("zh", "list_item", True, "精致洗护套餐包括洗澡、剪指甲、清洁耳朵和挤肛门腺。", "精致洗护套餐包括清洁耳朵"),
    # list_item: one item of the accepted bulky waste with the place kept.
    _r(
        "zh",
        "list_item",
        True,
        "大件垃圾回收点接收旧家具、床垫和废旧家电。",
        "大件垃圾回收点接收床垫",
        key="bulky_waste/accepted_items",
    ),
    # --- negatives ---
    # restriction_drop: 夜间 restricts which members, dropped.
    _r("zh", "restriction_drop", False, "夜间会员每月可以免费使用会议室10小时。", "会员每月可以免费使用会议室10小时"),
    # restriction_drop: the place 老城区 dropped; the key carries no place.
    _r(
        "zh", "restriction_drop", False, "老城区的可回收物每周四收运。", "可回收物每周四收运", key="waste/recycling_day"
    ),
    # wrong_speaker: the fiancé does not eat seafood, not 小林.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我未婚夫不吃海鲜，我什么都吃哈哈",
        "小林不吃海鲜",
        evidence="我未婚夫不吃海鲜",
        speaker="小林",
        key="xiaolin/diet",
    ),
    # wrong_speaker: the consultant's 我 bound to the candidate.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "顾问：我今年已经帮十二个工程师拿到了字节的offer。\n候选人（王磊）：厉害，我也想试试。",
        "王磊今年已经帮十二个工程师拿到了字节的offer",
        evidence="我今年已经帮十二个工程师拿到了字节的offer。",
        speaker="王磊",
    ),
    # negation: 不 dropped.
    _r("zh", "negation", False, "国际漫游套餐不包含来电接听费用。", "国际漫游套餐包含来电接听费用"),
    # number: 5.6 written as 6.5.
    _r("zh", "number", False, "报价包含14块光伏板，总装机容量5.6千瓦。", "6.5千瓦", key="quote/capacity"),
    # number: the hours-per-day figure put on the days.
    _r("zh", "number", False, "团体课连续上5天，每天3小时。", "团体课连续上3天"),
    # condition: 如果下雨 dropped.
    _r(
        "zh",
        "condition",
        False,
        "如果下雨，仪式就改在室内宴会厅举行。",
        "仪式改在室内宴会厅举行",
        key="wedding/ceremony_venue",
    ),
    # scope: 部分 dropped, so the claim covers every car.
    _r("zh", "scope", False, "本门店部分车辆配有雪地胎。", "本门店车辆配有雪地胎"),
    # stitch: the sculpture hall joined to the print hall's hours.
    _r("zh", "stitch", False, "雕塑厅正在装修，暂停开放。版画厅开放到晚上八点。", "雕塑厅开放到晚上八点"),
    # tense: 以前…带过 restated as a present fact.
    _r(
        "zh",
        "tense",
        False,
        "我以前在德勤带过一个八人团队。",
        "李娜在德勤带一个八人团队",
        speaker="李娜",
        key="lina/role",
    ),
    # attribution: the previous tenant's report stated as fact.
    _r("zh", "attribution", False, "上一任租客说老鼠是从车库钻进来的。", "老鼠是从车库钻进来的", key="job/entry_point"),
    # attribution: the teacher's opinion stored as a fact about 赵阳.
    _r(
        "zh",
        "attribution",
        False,
        "我的老师觉得我能被医学院录取。",
        "赵阳能被医学院录取",
        speaker="赵阳",
        key="zhaoyang/admission",
    ),
    # evidence: the quoted sentence is not in the source (which says the lift ticket is not included).
    _r(
        "zh",
        "evidence",
        False,
        "儿童班上课时间是上午十点到下午一点，不含缆车票。",
        "儿童班包含缆车票",
        evidence="儿童班包含缆车票。",
    ),
    # parenthetical_restrictive: the parenthetical limits who gets the free check-up.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "年度复查免费（仅限在本店购买助听器的顾客）。",
        "年度复查免费",
        key="clinic/annual_checkup",
    ),
)

BATCH_30: tuple[Realistic, ...] = _EN + _ES + _ZH
