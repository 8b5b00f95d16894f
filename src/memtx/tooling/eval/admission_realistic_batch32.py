"""The realistic set's thirty-second batch: a blind measurement of the merged admission rules (issue 31, brief B32).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-06 by helper b32, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon`), docs/admission.md, the admission tests or any other batch's records: only DESIGN §4 with its
amendments, issue 31, the record type and the opening docstring and first two records of batch 30 (for the format and
the family names). No scorer and no `check_support` was run on these records. Every source is invented here, in
domains the earlier batches used little: orchestras and choirs, beekeeping, laundromats, tattoo studios, tutoring
agencies, moving companies, hostels, plant nurseries, opticians, climbing gyms, funeral homes, car washes, pharmacies'
delivery service and school canteens, in several registers (voice-note and voicemail transcripts with fillers, chats
with typos and emoji, support tickets, tool outputs, e-mails, forms, notices and meeting minutes).

Each value takes one of the shapes memory extractors produce: a whole clause copied, a restatement naming the speaker
(Zep/Graphiti), mem0's `User`/`Usuario`/`用户` with the record's speaker set to `user`, a speaker's clause with its
subject left out (`Tutors GCSE chemistry on weekday evenings`), a bare atomic value under a key such as
`move/quote_ref` (LangGraph memory tools), or a single item of a list.

Counts, 100 records in all. English has 19 faithful records (verbatim 3, filler 3, speaker 4, coordination 2,
parenthetical 2, subspan 3, list_item 2); Spanish and Chinese have 18 each, with 2 verbatim and every other family as
in English. Each language has 15 negatives: 2 each of restriction_drop, wrong_speaker, number and attribution, and 1
each of negation, condition, scope, stitch, tense, evidence and parenthetical_restrictive. The `evidence` negatives
alone quote a sentence missing from their source; every other record's evidence is a verbatim span of its source.
Nobody has scored these records yet: the lead adds them to the realistic set and scores them.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the mover's access note, copied whole from the booking ticket.
    _r(
        "en",
        "verbatim",
        True,
        "Booking MV-20931 - Customer note: The piano has to go up three flights of stairs. There is no lift in the "
        "building. Please send four movers.",
        "The piano has to go up three flights of stairs",
        evidence="The piano has to go up three flights of stairs.",
        key="move/access",
    ),
    # verbatim: the choir secretary's rehearsal sentence with its date and place kept.
    _r(
        "en",
        "verbatim",
        True,
        "Dear all, rehearsals for the Brahms Requiem start on Tuesday 12 January at St Anne's hall. Please bring a "
        "pencil and your own score. - Margaret (choir secretary)",
        "rehearsals for the Brahms Requiem start on Tuesday 12 January at St Anne's hall",
        evidence="rehearsals for the Brahms Requiem start on Tuesday 12 January at St Anne's hall.",
    ),
    # verbatim: one house rule from the hostel tool's output, whole.
    _r(
        "en",
        "verbatim",
        True,
        'get_house_rules(property="Driftwood Hostel") -> "Quiet hours are from 11pm to 7am. Lockers require your '
        'own padlock. No food in the dorms."',
        "Lockers require your own padlock",
        evidence="Lockers require your own padlock.",
        key="hostel/lockers",
    ),
    # filler: the beekeeper's voice note loses "Um, so basically" and "like"; the claim is untouched.
    _r(
        "en",
        "filler",
        True,
        "[voice note, 0:42] Um, so basically the second hive is, like, really aggressive this week. I'll check the "
        "queen on Saturday.",
        "the second hive is really aggressive this week",
        evidence="Um, so basically the second hive is, like, really aggressive this week.",
        speaker="Ruth",
    ),
    # filler: the laundromat voicemail's "um" dropped from the span the value draws on.
    _r(
        "en",
        "filler",
        True,
        "Hi, yeah, this is Rosa from Bubbles Laundromat, uh, your comforter is, um, ready for pickup. We close at "
        "eight tonight.",
        "your comforter is ready for pickup",
        evidence="your comforter is, um, ready for pickup.",
        key="laundry/comforter_status",
    ),
    # filler: "yeah so, you know" dropped from the climber's chat line; "mostly" is kept.
    _r(
        "en",
        "filler",
        True,
        "yeah so, you know, I mostly climb on Tuesday evenings after work 🧗 can I freeze my membership in Jan?",
        "I mostly climb on Tuesday evenings after work",
        evidence="yeah so, you know, I mostly climb on Tuesday evenings after work",
    ),
    # speaker: Graphiti restatement, "I play" -> "Priya plays", nothing else changed.
    _r(
        "en",
        "speaker",
        True,
        "I play second violin in the Eastside Community Orchestra. We're doing Dvorak's Eighth in May.",
        "Priya plays second violin in the Eastside Community Orchestra",
        evidence="I play second violin in the Eastside Community Orchestra.",
        speaker="Priya",
    ),
    # speaker: mem0's "User lives ..." for the delivery form's first-person note.
    _r(
        "en",
        "speaker",
        True,
        "Prescription delivery form - Notes from customer: I live in Flat 3B above the Wellcare pharmacy. Ring twice, "
        "the buzzer is broken.",
        "User lives in Flat 3B above the Wellcare pharmacy",
        evidence="I live in Flat 3B above the Wellcare pharmacy.",
        speaker="user",
    ),
    # speaker: the subject left out for the speaker; tense and the date are unchanged.
    _r(
        "en",
        "speaker",
        True,
        "hey!! I have a fineline piece booked with Mika on the 14th, can I bring a friend along?",
        "Has a fineline piece booked with Mika on the 14th",
        evidence="I have a fineline piece booked with Mika on the 14th",
        speaker="Jonas",
        key="jonas/appointment",
    ),
    # speaker: "I'm arranging my mother's service" restated for Helen with person agreement and "her".
    _r(
        "en",
        "speaker",
        True,
        "Good morning. I'm arranging my mother's service for Saturday. Could someone call me back about the flowers?",
        "Helen is arranging her mother's service for Saturday",
        evidence="I'm arranging my mother's service for Saturday.",
        speaker="Helen",
    ),
    # coordination: the first of two conjuncts sharing "I", subject left out for the speaker.
    _r(
        "en",
        "coordination",
        True,
        "I tutor GCSE chemistry on weekday evenings and mark mock exams for the agency.",
        "Tutors GCSE chemistry on weekday evenings",
        speaker="Amara",
        key="amara/work",
    ),
    # coordination: the second conjunct with the shared subject; the first conjunct is dropped whole.
    _r(
        "en",
        "coordination",
        True,
        "Minutes, Residents' Association, 3 Nov: The Elm Street car wash replaced its brushes in October and now "
        "offers a hand-dry option. Next meeting 1 Dec.",
        "The Elm Street car wash now offers a hand-dry option",
        evidence="The Elm Street car wash replaced its brushes in October and now offers a hand-dry option.",
    ),
    # parenthetical: the nursery's aside "(a lovely specimen, by the way!)" is not restrictive.
    _r(
        "en",
        "parenthetical",
        True,
        "Hi Sam, your fig tree (a lovely specimen, by the way!) will be delivered on Thursday morning. Best, Greenleaf "
        "Nursery",
        "your fig tree will be delivered on Thursday morning",
        evidence="your fig tree (a lovely specimen, by the way!) will be delivered on Thursday morning.",
        key="order/delivery",
    ),
    # parenthetical: the dashed aside about running long dropped; the time and place stay.
    _r(
        "en",
        "parenthetical",
        True,
        "The dress rehearsal - which, as usual, runs long - starts at 6:30 pm in the main hall. Black clothes please.",
        "The dress rehearsal starts at 6:30 pm in the main hall",
        evidence="The dress rehearsal - which, as usual, runs long - starts at 6:30 pm in the main hall.",
    ),
    # subspan: the whole quote reference under a key that names it.
    _r(
        "en",
        "subspan",
        True,
        'quote_lookup(customer_id=5521) -> "Your reference number is MVQ-88412-B. The quote is valid for 30 days."',
        "MVQ-88412-B",
        evidence="Your reference number is MVQ-88412-B.",
        key="move/quote_ref",
    ),
    # subspan: the lab's whole phone number; the e-mail alternative is another item, not a restriction.
    _r(
        "en",
        "subspan",
        True,
        "Your lenses are being cut. You can reach the lab directly at lenses@clearview-optics.example or on "
        "020 7946 0321.",
        "020 7946 0321",
        evidence="You can reach the lab directly at lenses@clearview-optics.example or on 020 7946 0321.",
        key="optician/lab_phone",
    ),
    # subspan: the celebrant's whole name, the key carrying the relation.
    _r(
        "en",
        "subspan",
        True,
        "Dear Mrs Hale, the celebrant for the service will be Reverend Alan Moore. The hearse will leave at 10:15.",
        "Reverend Alan Moore",
        evidence="the celebrant for the service will be Reverend Alan Moore.",
        key="service/celebrant",
    ),
    # list_item: one dish of the canteen's list, with "This week" and "for lunch" kept.
    _r(
        "en",
        "list_item",
        True,
        "Parents' newsletter: This week the canteen serves lasagne, vegetable curry and fish fingers for lunch.",
        "This week the canteen serves vegetable curry for lunch",
        evidence="This week the canteen serves lasagne, vegetable curry and fish fingers for lunch.",
    ),
    # list_item: one breed of the beekeeper's list, shared head "bees" kept, speaker named.
    _r(
        "en",
        "list_item",
        True,
        "I keep Buckfast, Carniolan and Italian bees, about a dozen colonies in all.",
        "Ruth keeps Carniolan bees",
        evidence="I keep Buckfast, Carniolan and Italian bees",
        speaker="Ruth",
    ),
    # --- unfaithful ---
    # restriction_drop: "On weekdays before noon" is dropped; the reservation holds only then.
    _r(
        "en",
        "restriction_drop",
        False,
        "Notice: On weekdays before noon, the lead wall is reserved for the youth team. Bouldering stays open.",
        "the lead wall is reserved for the youth team",
        evidence="On weekdays before noon, the lead wall is reserved for the youth team.",
        key="gym/lead_wall",
    ),
    # restriction_drop: "for repeat prescriptions" limits which deliveries are same-day.
    _r(
        "en",
        "restriction_drop",
        False,
        "FAQ - Same-day delivery is available for repeat prescriptions. New prescriptions take 48 hours.",
        "Same-day delivery is available",
        evidence="Same-day delivery is available for repeat prescriptions.",
        key="pharmacy/delivery",
    ),
    # wrong_speaker: the artist Mika is booked up, not the customer Jonas.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Mika: I'm fully booked until March.\nJonas: ok no worries, I can wait, I'm in no rush",
        "Jonas is fully booked until March",
        evidence="I'm fully booked until March.",
        speaker="Jonas",
    ),
    # wrong_speaker: the daughter is failing algebra, not the user.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Tutoring enquiry: My daughter is failing algebra, she needs two sessions a week, ideally online.",
        "User is failing algebra",
        evidence="My daughter is failing algebra, she needs two sessions a week, ideally online.",
        speaker="user",
    ),
    # number: "two more" dropped from what the orchestra needs.
    _r(
        "en",
        "number",
        False,
        "From the orchestra manager: We need two more cellos for the spring concert. Auditions are next week.",
        "We need more cellos for the spring concert",
        evidence="We need two more cellos for the spring concert.",
    ),
    # number: the range "10 to 14" cut to its lower end.
    _r(
        "en",
        "number",
        False,
        "Order OPT-7713: Your varifocal frames will be ready in 10 to 14 working days. We will text you.",
        "Frames will be ready in 10 working days",
        evidence="Your varifocal frames will be ready in 10 to 14 working days.",
        key="order/ready_in",
    ),
    # attribution: the neighbour's claim turned into a fact about the council.
    _r(
        "en",
        "attribution",
        False,
        "My neighbour claims the council has banned hives in back gardens, is that true?? 🐝",
        "The council has banned hives in back gardens",
        evidence="My neighbour claims the council has banned hives in back gardens",
        speaker="Ruth",
    ),
    # attribution: "According to the florist" dropped from the delivery time.
    _r(
        "en",
        "attribution",
        False,
        "Dear Mr Hale, according to the florist, the lilies will arrive on Friday morning. Kind regards, Ashby & Sons",
        "the lilies will arrive on Friday morning",
        evidence="according to the florist, the lilies will arrive on Friday morning.",
        key="service/flowers",
    ),
    # negation: "isn't included" restated without its negation.
    _r(
        "en",
        "negation",
        False,
        "Breakfast isn't included in the dorm rate. It's 6 EUR at the bar.",
        "Breakfast included in the dorm rate",
        evidence="Breakfast isn't included in the dorm rate.",
        key="hostel/breakfast",
    ),
    # condition: the Saturday delivery holds only if booked before Thursday noon.
    _r(
        "en",
        "condition",
        False,
        "We'll deliver your clean laundry on Saturday if you book before Thursday noon. Text us your address.",
        "We'll deliver your clean laundry on Saturday",
        evidence="We'll deliver your clean laundry on Saturday if you book before Thursday noon.",
        key="laundry/delivery",
    ),
    # scope: "Most of" dropped, so every frame appears covered.
    _r(
        "en",
        "scope",
        False,
        "Most of our frames are covered by the two-year warranty. Sunglasses have their own terms.",
        "our frames are covered by the two-year warranty",
        evidence="Most of our frames are covered by the two-year warranty.",
    ),
    # stitch: Ms Patel joined to the exam prep that the next sentence gives Mr Okoro.
    _r(
        "en",
        "stitch",
        False,
        "Ms Patel teaches Year 9 maths. Mr Okoro handles the Year 11 exam prep.",
        "Ms Patel handles the Year 11 exam prep",
    ),
    # tense: "used to get" restated as a present habit.
    _r(
        "en",
        "tense",
        False,
        "I used to get the ceramic coating every spring, but the price went up.",
        "Derek gets the ceramic coating every spring",
        evidence="I used to get the ceramic coating every spring",
        speaker="Derek",
    ),
    # evidence: the quoted sentence is not in the nursery's message, which says the opposite.
    _r(
        "en",
        "evidence",
        False,
        "The olive trees are sold out until April. Lemon trees are in stock.",
        "The olive trees are back in stock",
        evidence="The olive trees are back in stock.",
        key="nursery/olive_trees",
    ),
    # parenthetical_restrictive: "(weekdays only)" limits the price and is dropped.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "Day passes (weekdays only) cost £12. Shoe hire is £4.",
        "Day passes cost £12",
        evidence="Day passes (weekdays only) cost £12.",
        key="gym/day_pass_price",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the customer's note on the laundry order, copied whole.
    _r(
        "es",
        "verbatim",
        True,
        "Pedido #5512 - Nota del cliente: La chaqueta de cuero tiene una mancha de vino en la manga. No usar lejía.",
        "La chaqueta de cuero tiene una mancha de vino en la manga",
        evidence="La chaqueta de cuero tiene una mancha de vino en la manga.",
        key="pedido/nota",
    ),
    # verbatim: the choir e-mail's sentence with its date and parish kept.
    _r(
        "es",
        "verbatim",
        True,
        "Hola a todos: el concierto de Navidad será el 20 de diciembre en la parroquia de San Lorenzo. Un abrazo, "
        "Lucía",
        "el concierto de Navidad será el 20 de diciembre en la parroquia de San Lorenzo",
        evidence="el concierto de Navidad será el 20 de diciembre en la parroquia de San Lorenzo.",
    ),
    # filler: "Eh, bueno, o sea" and the tag "¿vale?" dropped from the beekeeper's voice note.
    _r(
        "es",
        "filler",
        True,
        "[nota de voz] Eh, bueno, o sea, la colmena tres ya tiene reina nueva, ¿vale? El sábado miro las demás.",
        "la colmena tres ya tiene reina nueva",
        evidence="Eh, bueno, o sea, la colmena tres ya tiene reina nueva, ¿vale?",
        speaker="Nuria",
    ),
    # filler: "Pues nada, este" and "¿eh?" dropped; day and hour kept.
    _r(
        "es",
        "filler",
        True,
        "Pues nada, este, el camión llega el sábado a las nueve, ¿eh? Tened las cajas cerradas.",
        "el camión llega el sábado a las nueve",
        evidence="Pues nada, este, el camión llega el sábado a las nueve, ¿eh?",
        key="mudanza/llegada",
    ),
    # filler: chat laughter, "pues mira" and "la verdad es que" dropped; the wish is unchanged.
    _r(
        "es",
        "filler",
        True,
        "jaja pues mira, la verdad es que quiero el diseño en el antebrazo 😅 q precio tendria??",
        "quiero el diseño en el antebrazo",
        evidence="jaja pues mira, la verdad es que quiero el diseño en el antebrazo",
        speaker="Iker",
    ),
    # speaker: mem0's "Usuario trabaja" for "Trabajo", nothing else changed.
    _r(
        "es",
        "speaker",
        True,
        "Trabajo de noche en la farmacia de guardia, así que prefiero que me traigan el pedido por la tarde.",
        "Usuario trabaja de noche en la farmacia de guardia",
        evidence="Trabajo de noche en la farmacia de guardia",
        speaker="user",
    ),
    # speaker: Graphiti restatement "Canto" -> "Carmen canta".
    _r(
        "es",
        "speaker",
        True,
        "Canto de contralto en el coro municipal. Este año hacemos el Réquiem de Fauré.",
        "Carmen canta de contralto en el coro municipal",
        evidence="Canto de contralto en el coro municipal.",
        speaker="Carmen",
    ),
    # speaker: subject left out and "soy" inflected to "es" under a key naming Iker.
    _r(
        "es",
        "speaker",
        True,
        "Antes de la cita, una cosa: soy alérgico al látex. Gracias!",
        "Es alérgico al látex",
        evidence="soy alérgico al látex.",
        speaker="Iker",
        key="iker/alergias",
    ),
    # speaker: "Me mudé" -> "Marta se mudó", preterite and year unchanged.
    _r(
        "es",
        "speaker",
        True,
        "Hola, buenas. Me mudé a Valencia en 2019. Ahora vuelvo a Madrid y necesito presupuesto.",
        "Marta se mudó a Valencia en 2019",
        evidence="Me mudé a Valencia en 2019.",
        speaker="Marta",
    ),
    # coordination: the second conjunct sharing the speaker as subject.
    _r(
        "es",
        "coordination",
        True,
        "Doy clases de matemáticas en la academia y preparo a alumnos para la selectividad.",
        "Andrés prepara a alumnos para la selectividad",
        speaker="Andrés",
    ),
    # coordination: the nursery's second conjunct with the shared subject, first conjunct dropped whole.
    _r(
        "es",
        "coordination",
        True,
        "Acta de la reunión de comerciantes: El vivero amplió el invernadero en septiembre y ahora vende plantas "
        "carnívoras.",
        "El vivero ahora vende plantas carnívoras",
        evidence="El vivero amplió el invernadero en septiembre y ahora vende plantas carnívoras.",
    ),
    # parenthetical: the aside about the refurbishment is not restrictive.
    _r(
        "es",
        "parenthetical",
        True,
        "La recepción (que, por cierto, acabamos de reformar) abre las 24 horas. Bienvenidos al Hostal Alameda.",
        "La recepción abre las 24 horas",
        evidence="La recepción (que, por cierto, acabamos de reformar) abre las 24 horas.",
        key="hostal/recepcion",
    ),
    # parenthetical: ", como le comentamos por teléfono," dropped from the optician's message.
    _r(
        "es",
        "parenthetical",
        True,
        "Estimada clienta: sus gafas nuevas, como le comentamos por teléfono, ya están listas para recoger. Óptica "
        "Miralles",
        "sus gafas nuevas ya están listas para recoger",
        evidence="sus gafas nuevas, como le comentamos por teléfono, ya están listas para recoger.",
    ),
    # subspan: the whole tracking number from the pharmacy's delivery tool.
    _r(
        "es",
        "subspan",
        True,
        'estado_envio(pedido=88120) -> "Su número de seguimiento es FD-2024-77310. Entrega prevista mañana."',
        "FD-2024-77310",
        evidence="Su número de seguimiento es FD-2024-77310.",
        key="envio/seguimiento",
    ),
    # subspan: the funeral home's whole e-mail address under a key naming it.
    _r(
        "es",
        "subspan",
        True,
        "Puede escribirnos a atencion@funerarialaesperanza.example para cualquier duda sobre el servicio.",
        "atencion@funerarialaesperanza.example",
        key="funeraria/email",
    ),
    # subspan: the appointment's whole date phrase under a key naming the date.
    _r(
        "es",
        "subspan",
        True,
        "Confirmación: la cita para el lavado integral es el jueves 6 de marzo. Traiga el coche vacío.",
        "jueves 6 de marzo",
        evidence="la cita para el lavado integral es el jueves 6 de marzo.",
        key="lavado/fecha_cita",
    ),
    # list_item: one dish of Monday's menu, with the shared head kept.
    _r(
        "es",
        "list_item",
        True,
        "Comedor escolar - El menú del lunes incluye lentejas, merluza al horno y fruta de temporada.",
        "El menú del lunes incluye merluza al horno",
        evidence="El menú del lunes incluye lentejas, merluza al horno y fruta de temporada.",
    ),
    # list_item: one item of the climbing gym's rentals, "En recepción" kept.
    _r(
        "es",
        "list_item",
        True,
        "En recepción alquilamos pies de gato, arneses y cuerdas. El magnesio lo trae cada uno.",
        "En recepción alquilamos arneses",
        evidence="En recepción alquilamos pies de gato, arneses y cuerdas.",
        key="rocodromo/alquiler",
    ),
    # --- unfaithful ---
    # restriction_drop: "Durante agosto" limits the early closing.
    _r(
        "es",
        "restriction_drop",
        False,
        "Aviso: durante agosto, la cocina compartida cierra a las diez. Gracias por vuestra comprensión.",
        "la cocina compartida cierra a las diez",
        evidence="durante agosto, la cocina compartida cierra a las diez.",
        key="hostal/cocina",
    ),
    # restriction_drop: "sentadas" dropped, so the capacity reads as a standing total.
    _r(
        "es",
        "restriction_drop",
        False,
        "La sala velatorio pequeña tiene capacidad para treinta personas sentadas. La grande, para ochenta.",
        "La sala velatorio pequeña tiene capacidad para treinta personas",
        evidence="La sala velatorio pequeña tiene capacidad para treinta personas sentadas.",
    ),
    # wrong_speaker: the tutor Elena is free on Tuesdays, not the parent Raúl.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Elena (tutora): Tengo libres los martes por la tarde.\nRaúl: Perfecto, mi hijo sale del colegio a las cinco.",
        "Raúl tiene libres los martes por la tarde",
        evidence="Tengo libres los martes por la tarde.",
        speaker="Raúl",
    ),
    # wrong_speaker: the user's mother has cataracts, not the user.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi madre tiene cataratas y la operan en enero, ¿pueden adelantarle la revisión?",
        "Usuario tiene cataratas",
        evidence="Mi madre tiene cataratas y la operan en enero",
        speaker="user",
    ),
    # number: two hives here and five there summed into seven, a figure the source never states.
    _r(
        "es",
        "number",
        False,
        "Tengo dos colmenas en el huerto y cinco en la sierra.",
        "Nuria tiene siete colmenas",
        speaker="Nuria",
    ),
    # number: "4" dropped from how many sopranos are missing.
    _r(
        "es",
        "number",
        False,
        "Acta del ensayo: faltan 4 sopranos para el Mesías. Se abre convocatoria.",
        "faltan sopranos para el Mesías",
        evidence="faltan 4 sopranos para el Mesías.",
        key="coro/vacantes",
    ),
    # attribution: the cooperative technician's view restated as a fact.
    _r(
        "es",
        "attribution",
        False,
        "Según el técnico de la cooperativa, la varroa ya está controlada en el colmenar.",
        "la varroa ya está controlada en el colmenar",
        key="colmenar/varroa",
    ),
    # attribution: the brother-in-law's claim about the car wash turned into a fact.
    _r(
        "es",
        "attribution",
        False,
        "Mi cuñado dice que el autolavado de la gasolinera raya la pintura 🙄",
        "El autolavado de la gasolinera raya la pintura",
        evidence="Mi cuñado dice que el autolavado de la gasolinera raya la pintura",
        speaker="Lola",
    ),
    # negation: "no pueden" restated as "pueden".
    _r(
        "es",
        "negation",
        False,
        "Los perros no pueden entrar en el vivero. Hay una zona de espera junto al aparcamiento.",
        "Los perros pueden entrar en el vivero",
        evidence="Los perros no pueden entrar en el vivero.",
        key="vivero/mascotas",
    ),
    # condition: the deposit comes back only "si cancelas con 48 horas de antelación".
    _r(
        "es",
        "condition",
        False,
        "Te devolvemos la señal si cancelas con 48 horas de antelación.",
        "Te devolvemos la señal",
        key="estudio/senal",
    ),
    # scope: "Algunos" dropped, so every pupil seems to bring lunch from home.
    _r(
        "es",
        "scope",
        False,
        "Algunos alumnos de primaria traen comida de casa por motivos médicos.",
        "alumnos de primaria traen comida de casa por motivos médicos",
    ),
    # stitch: Dr Ruiz joined to the children's check-ups that the next sentence gives Dr Sanz.
    _r(
        "es",
        "stitch",
        False,
        "La doctora Ruiz atiende los lunes. El doctor Sanz hace las revisiones de niños.",
        "La doctora Ruiz hace las revisiones de niños",
    ),
    # tense: the imperfect "Trabajaba" restated in the present.
    _r(
        "es",
        "tense",
        False,
        "Trabajaba en una funeraria en Burgos, por eso conozco bien el trámite.",
        "Paco trabaja en una funeraria en Burgos",
        evidence="Trabajaba en una funeraria en Burgos",
        speaker="Paco",
    ),
    # evidence: the quoted sentence is not in the notice, which says two dryers are broken.
    _r(
        "es",
        "evidence",
        False,
        "Las secadoras 5 y 6 están averiadas. Usen las del fondo.",
        "Todas las secadoras funcionan con normalidad",
        evidence="Todas las secadoras funcionan con normalidad.",
        key="lavanderia/secadoras",
    ),
    # parenthetical_restrictive: "(solo para reservas directas)" limits the breakfast and is dropped.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El desayuno (solo para reservas directas) está incluido en el precio.",
        "El desayuno está incluido en el precio",
        key="hostal/desayuno",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # verbatim: the customer's note on the moving order, copied whole.
    _r(
        "zh",
        "verbatim",
        True,
        "订单号BJ-30217。客户备注：冰箱需要从六楼搬下来，没有电梯。请安排三名师傅。",
        "冰箱需要从六楼搬下来，没有电梯",
        evidence="冰箱需要从六楼搬下来，没有电梯。",
        key="move/note",
    ),
    # verbatim: the choir notice's rehearsal sentence with time, place and piece kept.
    _r(
        "zh",
        "verbatim",
        True,
        "各位团员：周六下午两点在文化馆三楼排练《黄河大合唱》。请准时到场，自带谱子。",
        "周六下午两点在文化馆三楼排练《黄河大合唱》",
        evidence="周六下午两点在文化馆三楼排练《黄河大合唱》。",
    ),
    # filler: "嗯，那个，就是说" dropped from the beekeeper's voice note.
    _r(
        "zh",
        "filler",
        True,
        "【语音转文字】嗯，那个，就是说，今年的槐花蜜已经摇完了。下周开始装瓶。",
        "今年的槐花蜜已经摇完了",
        evidence="嗯，那个，就是说，今年的槐花蜜已经摇完了。",
        speaker="老周",
    ),
    # filler: the laundromat voicemail's "嗯" dropped inside the span.
    _r(
        "zh",
        "filler",
        True,
        "喂，你好，呃，您的羽绒服，嗯，已经洗好了，随时可以来取。",
        "您的羽绒服已经洗好了",
        evidence="您的羽绒服，嗯，已经洗好了",
        key="laundry/down_jacket",
    ),
    # filler: chat's "哈哈其实吧" and emoji dropped; "一般" is kept.
    _r(
        "zh",
        "filler",
        True,
        "哈哈其实吧，我一般周四晚上去抱石🧗 你们周四几点关门呀",
        "我一般周四晚上去抱石",
        evidence="哈哈其实吧，我一般周四晚上去抱石",
    ),
    # speaker: mem0's "用户" for "我", nothing else changed.
    _r(
        "zh",
        "speaker",
        True,
        "我在药店上夜班，送药的话下午三点以后比较方便。",
        "用户在药店上夜班",
        evidence="我在药店上夜班",
        speaker="user",
    ),
    # speaker: Graphiti restatement naming 王芳.
    _r(
        "zh",
        "speaker",
        True,
        "我在市民乐团拉大提琴。下个月有一场室内乐演出。",
        "王芳在市民乐团拉大提琴",
        evidence="我在市民乐团拉大提琴。",
        speaker="王芳",
    ),
    # speaker: the subject left out for the speaker under a key naming 小林.
    _r(
        "zh",
        "speaker",
        True,
        "纹身前说一下：我对酒精过敏。谢谢！",
        "对酒精过敏",
        evidence="我对酒精过敏。",
        speaker="小林",
        key="xiaolin/allergies",
    ),
    # speaker: 陈磊 for "我", "去年" and "住过一个月" kept.
    _r(
        "zh",
        "speaker",
        True,
        "我去年在这家青旅住过一个月，这次想订同一个床位。",
        "陈磊去年在这家青旅住过一个月",
        evidence="我去年在这家青旅住过一个月",
        speaker="陈磊",
    ),
    # coordination: the second conjunct with the shared subject 张老师; "并" and the first conjunct dropped.
    _r(
        "zh",
        "coordination",
        True,
        "机构通知：张老师负责高三数学并兼任教研组长。",
        "张老师兼任教研组长",
        evidence="张老师负责高三数学并兼任教研组长。",
    ),
    # coordination: the car wash's second clause, its subject shared with the first.
    _r(
        "zh",
        "coordination",
        True,
        "会议纪要：这家洗车店上个月换了新设备，现在提供内饰消毒服务。",
        "这家洗车店现在提供内饰消毒服务",
        evidence="这家洗车店上个月换了新设备，现在提供内饰消毒服务。",
    ),
    # parenthetical: the nursery's aside in full-width brackets is not restrictive.
    _r(
        "zh",
        "parenthetical",
        True,
        "您订的那棵桂花树（顺便说一句，长得特别好）周四上午送到。",
        "您订的那棵桂花树周四上午送到",
        key="order/delivery",
    ),
    # parenthetical: the dashed aside "如我们电话里所说" dropped from the optician's message.
    _r(
        "zh",
        "parenthetical",
        True,
        "王女士您好，您的新眼镜——如我们电话里所说——已经可以取了。",
        "您的新眼镜已经可以取了",
        evidence="您的新眼镜——如我们电话里所说——已经可以取了。",
    ),
    # subspan: the whole delivery order number from the pharmacy tool's output.
    _r(
        "zh",
        "subspan",
        True,
        "查询结果：您的配送单号为YF20241118093。预计今晚送达。",
        "YF20241118093",
        evidence="您的配送单号为YF20241118093。",
        key="delivery/order_no",
    ),
    # subspan: the funeral home's whole hotline number under a key naming it.
    _r(
        "zh",
        "subspan",
        True,
        "我们的服务热线是400-820-5566。工作人员二十四小时值班。",
        "400-820-5566",
        evidence="我们的服务热线是400-820-5566。",
        key="funeral_home/hotline",
    ),
    # subspan: the whole check-in date under a key naming it.
    _r(
        "zh",
        "subspan",
        True,
        "预订确认：您预订的入住日期是2025年5月9日。前台下午两点后办理入住。",
        "2025年5月9日",
        evidence="您预订的入住日期是2025年5月9日。",
        key="hostel/check_in_date",
    ),
    # list_item: one dish of Wednesday's lunch, head "周三午餐有" kept.
    _r(
        "zh",
        "list_item",
        True,
        "食堂菜单：周三午餐有红烧肉、番茄炒蛋和清炒时蔬。",
        "周三午餐有番茄炒蛋",
        evidence="周三午餐有红烧肉、番茄炒蛋和清炒时蔬。",
    ),
    # list_item: mem0's "用户" with one herb of the list.
    _r(
        "zh",
        "list_item",
        True,
        "我阳台上种了薄荷、罗勒和迷迭香，想再买几盆多肉。",
        "用户阳台上种了罗勒",
        evidence="我阳台上种了薄荷、罗勒和迷迭香",
        speaker="user",
    ),
    # --- unfaithful ---
    # restriction_drop: "雨天的时候" limits when the outdoor wall is closed.
    _r(
        "zh",
        "restriction_drop",
        False,
        "温馨提示：雨天的时候，户外岩壁关闭。室内区域照常开放。",
        "户外岩壁关闭",
        evidence="雨天的时候，户外岩壁关闭。",
        key="gym/outdoor_wall",
    ),
    # restriction_drop: "慢性病患者的" restricts which prescriptions are delivered free.
    _r(
        "zh",
        "restriction_drop",
        False,
        "慢性病患者的处方可以免费送货上门，其他订单满99元包邮。",
        "处方可以免费送货上门",
        evidence="慢性病患者的处方可以免费送货上门",
        key="pharmacy/delivery",
    ),
    # wrong_speaker: the conductor 刘老师 is away next week, not the singer 小赵.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "指挥刘老师：我下周要去外地演出。\n团员小赵：那排练谁带？",
        "小赵下周要去外地演出",
        evidence="我下周要去外地演出。",
        speaker="小赵",
    ),
    # wrong_speaker: the son is learning piano, not the user.
    _r(
        "zh",
        "wrong_speaker",
        False,
        "我儿子在学钢琴，每周上两次课，想再报一个乐理班。",
        "用户在学钢琴",
        evidence="我儿子在学钢琴",
        speaker="user",
    ),
    # number: "三四次" (three or four times) narrowed to three.
    _r(
        "zh",
        "number",
        False,
        "我一周去三四次攀岩馆，年卡划算吗？",
        "用户一周去三次攀岩馆",
        evidence="我一周去三四次攀岩馆",
        speaker="user",
    ),
    # number: "4个人" dropped from how many sopranos are missing.
    _r(
        "zh",
        "number",
        False,
        "排练记录：女高音声部还缺4个人。请大家帮忙推荐。",
        "女高音声部还缺人",
        evidence="女高音声部还缺4个人。",
        key="choir/vacancies",
    ),
    # attribution: hearsay from next door restated as a fact.
    _r(
        "zh",
        "attribution",
        False,
        "听隔壁说，镇上要禁止在居民区养蜂了。",
        "镇上要禁止在居民区养蜂了",
        speaker="老周",
    ),
    # attribution: what the parents' committee said restated as the canteen's plan.
    _r(
        "zh",
        "attribution",
        False,
        "家长群：家委会的人说，下学期食堂要换供应商。有人知道是哪家吗？",
        "下学期食堂要换供应商",
        evidence="家委会的人说，下学期食堂要换供应商。",
        key="canteen/supplier",
    ),
    # negation: "不接受" restated as "接受".
    _r(
        "zh",
        "negation",
        False,
        "收衣须知：本店不接受皮草清洗，羊绒需提前预约。",
        "本店接受皮草清洗",
        evidence="本店不接受皮草清洗",
        key="laundry/fur",
    ),
    # condition: the piano is hoisted only "如果楼道太窄".
    _r(
        "zh",
        "condition",
        False,
        "提醒一下：如果楼道太窄，钢琴需要吊装，费用另算。",
        "钢琴需要吊装",
        evidence="如果楼道太窄，钢琴需要吊装",
        key="move/piano",
    ),
    # scope: "少数" dropped, so every room seems to have a balcony.
    _r(
        "zh",
        "scope",
        False,
        "本店少数房间带阳台，需要的话请备注。",
        "房间带阳台",
        evidence="本店少数房间带阳台",
        key="hostel/rooms",
    ),
    # stitch: the eight-bed dorm joined to the private bathroom of the next sentence's four-bed room.
    _r(
        "zh",
        "stitch",
        False,
        "八人间每晚85元。四人间带独立卫浴。",
        "八人间带独立卫浴",
    ),
    # tense: "曾经" dropped, so a past job reads as a present one.
    _r(
        "zh",
        "tense",
        False,
        "我曾经在殡仪馆做司仪，所以对流程比较熟。",
        "刘强在殡仪馆做司仪",
        evidence="我曾经在殡仪馆做司仪",
        speaker="刘强",
    ),
    # evidence: the quoted sentence is not in the car wash's notice, which says the opposite.
    _r(
        "zh",
        "evidence",
        False,
        "会员卡只能在本店使用，不能跨店消费。",
        "会员卡可以在所有门店使用",
        evidence="会员卡可以在所有门店使用。",
        key="carwash/card",
    ),
    # parenthetical_restrictive: "（限三公里内）" limits the night surcharge and is dropped.
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "夜间配送（限三公里内）加收10元，超出范围次日送达。",
        "夜间配送加收10元",
        evidence="夜间配送（限三公里内）加收10元",
        key="pharmacy/night_delivery",
    ),
)

BATCH_32: tuple[Realistic, ...] = _EN + _ES + _ZH
