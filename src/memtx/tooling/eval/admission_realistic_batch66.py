"""The realistic set's sixty-sixth batch: a blind measurement of the merged admission rules (issue 31, brief B66).

Responsible for: holding the data, one `Realistic` record per proposal, each labelled by DESIGN §4 alone. Must not:
call the admission rule or score anything; `memtx.tooling.eval.admission` does that.

Written on 2026-12-07 by helper b66, without reading the admission rule's code (`memtx.core.admission`,
`memtx.core.lexicon` or anything else under `memtx.core`), docs/admission.md, docs/eval-admission.md, any test or any
other batch's records: only DESIGN §4 with its amendments, issue 31, the record type and `_r`, and the first 60 lines
of batch 41 (its docstring and first two records, for the format and the family names). No other batch was opened,
and no scorer, `check_support` or `memtx eval` was run on these records; the only script run on them compares strings
(each evidence a verbatim span of its source, no duplicate record). Every source is invented here, in domains the
earlier batches used little: bicycle repair, allotments, choirs, piano tuning, removals firms, pet sitting, driving
schools, tailors, furniture restoration, birdwatching groups, interlibrary loans, vintage markets, print shops and
car-sharing clubs; in Spanish talleres de bicicletas, huertos urbanos, coros, autoescuelas, mudanzas, guarderías
caninas, imprentas, tiendas de segunda mano, academias de idiomas and clubes de ajedrez; in Chinese 驾校,
搬家公司, 宠物寄养, 合唱团, 打印店, 二手市场, 琴行, 自行车维修, 社区菜园 and 裁缝铺. The registers are mixed: voice-note
transcripts with fillers, chat lines and chat exports with stamps (WhatsApp, 微信群), labelled multi-speaker
turns, e-mails with signatures, JSON tool output, receipts and quotes, SMS notifications, forms, notices and contact
cards; the Spanish and Chinese sources are written in their own registers, not translated from the English.

The values are written as memory extractors write them. Some copy a clause whole; some restate it with the
speaker's name (as Zep and Graphiti do) or with mem0's `User`, `Usuario` or `用户` (the record's speaker is then
`user`); some drop the speaker as subject (`Volunteers at the Rye Meads hide on Saturday mornings`); some keep one
item of a list or one shared-subject conjunct; some drop a describing aside; and the subspan records keep one atomic
value alone (an e-mail address, a URL, a phone number, a reference or membership code, an amount, a date, a person's
name, a stall number or a WeChat ID) under a key in the manner of LangGraph's memory tools
(`pritchard_pianos/owen/email`). Several negatives differ from a faithful record only in what DESIGN §4 says matters:
a modifier of the keyed noun (`Workshop phone:`, `mi correo del trabajo`, `我的工作微信`), another owner, another
turn's or a quoted first person, a time frame or a number the key does not carry.

The batch holds 120 records: en, es and zh have 40 each, and each language splits the same way. Faithful (22):
subspan 8, filler 3, speaker 3, verbatim 2, coordination 2, parenthetical 2, list_item 2. Negative (18):
restriction_drop 3, wrong_speaker 2, number 2, attribution 2, negation 2, condition 2, scope 1, stitch 1, tense 1,
identifier 1, parenthetical_restrictive 1. Every evidence string is a verbatim span of its source. The batch is
unscored: scoring it is the lead's.

Scored once by the lead on the rules of 7776c3a (fifteenth session; no admission rule had changed since round 40):
57/66 faithful (subspan 19/24, filler 7/9, coordination 5/6, parenthetical 5/6, the rest whole),
0/54 false accepts. Then tuned on (round 41) and joined the dev split.
"""

from __future__ import annotations

from memtx.tooling.eval.admission_realistic_record import Realistic, _r

_PIANO_CARD = (
    "Cheers,\nOwen Pritchard\nPiano tuning & regulation | Pritchard Pianos\n"
    "Workshop phone: 01632 960 441\nEmail: owen@pritchardpianos.co.uk"
)

_EN: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: the tuner's e-mail from his signature; the label `Email:` is the key's own slot, nothing restricts it.
    _r(
        "en",
        "subspan",
        True,
        _PIANO_CARD,
        "owen@pritchardpianos.co.uk",
        evidence="Email: owen@pritchardpianos.co.uk",
        key="pritchard_pianos/owen/email",
    ),
    # subspan: the interlibrary loan's reference code alone; `Reference:` is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        "Eastbrook Library - Interlibrary Loans\nReference: ILL-2024-00871\n"
        "Title: The Birds of the Western Palearctic, vol. 4\nStatus: In transit",
        "ILL-2024-00871",
        evidence="Reference: ILL-2024-00871",
        key="eastbrook_library/interlibrary_loan/reference",
    ),
    # subspan: the removal quote's total; the aside after it only says what the amount includes (a gloss).
    _r(
        "en",
        "subspan",
        True,
        "HARTLEY REMOVALS - QUOTATION\n2-bed flat, Leeds LS6 to York YO24\nQuote total: £1,480.00 (incl. VAT)\n"
        "Valid for 30 days.",
        "£1,480.00",
        evidence="Quote total: £1,480.00 (incl. VAT)",
        key="hartley_removals/quote/total",
    ),
    # subspan: a membership number from the car club's JSON tool output; the field name is the key's relation.
    _r(
        "en",
        "subspan",
        True,
        '{"member": "Priya Shah", "membership_no": "CSC-20931", "plan": "Flex", "home_bay": "Mill Lane"}',
        "CSC-20931",
        evidence='"membership_no": "CSC-20931"',
        key="citycarshare/priya_shah/membership_no",
    ),
    # subspan: the collection date on a tailor's ticket; the label `Collection date:` is what the key names.
    _r(
        "en",
        "subspan",
        True,
        "STITCHWELL TAILORS  Ticket #3318\nHem & taper, navy trousers\nCollection date: Thu 12 June\nBalance due: £24",
        "Thu 12 June",
        evidence="Collection date: Thu 12 June",
        key="stitchwell_tailors/ticket_3318/collection_date",
    ),
    # subspan: a name filed under the role its label gives; the key holds the role.
    _r(
        "en",
        "subspan",
        True,
        "FENLAND BIRDERS - who's who\nChair: Dr Alan Brierley\nMembership secretary: Gwen Talbot\n"
        "Field trips: Sanjay Mehta",
        "Gwen Talbot",
        evidence="Membership secretary: Gwen Talbot",
        key="fenland_birders/membership_secretary",
    ),
    # subspan: the bike shop's phone from a voice-note; `us` is the shop's first person plural, the key's subject.
    _r(
        "en",
        "subspan",
        True,
        "[Voicemail transcript] Hi, it's Callum from Spokes Bike Repair, your bike's ready, give us a ring on "
        "0113 496 0588 to sort out collection. Cheers.",
        "0113 496 0588",
        evidence="give us a ring on 0113 496 0588",
        key="spokes_bike_repair/phone",
    ),
    # subspan: the print shop's upload link; the line's label is the key's slot.
    _r(
        "en",
        "subspan",
        True,
        "PrintHaus Leeds · Kirkgate Market Unit 14\nUpload link: https://printhaus.co.uk/upload\nOpen Mon-Sat 9-5",
        "https://printhaus.co.uk/upload",
        evidence="Upload link: https://printhaus.co.uk/upload",
        key="printhaus/upload_link",
    ),
    # filler: the voice-note's `Um, so, uh,` dropped; the clause kept whole with its own first person.
    _r(
        "en",
        "filler",
        True,
        "Um, so, uh, I leave the spare key under the blue plant pot by the back door. Biscuit gets fed at seven.",
        "I leave the spare key under the blue plant pot by the back door",
        evidence="Um, so, uh, I leave the spare key under the blue plant pot by the back door.",
    ),
    # filler: `honestly mate` and `lol` dropped from a chat-export line; `again` kept.
    _r(
        "en",
        "filler",
        True,
        "[09/05/25, 18:42] Dev: honestly mate the water trough by plot 14 is leaking again lol\n"
        "[09/05/25, 18:45] Ruth: I'll tell the committee",
        "the water trough by plot 14 is leaking again",
        evidence="honestly mate the water trough by plot 14 is leaking again lol",
    ),
    # filler: discourse markers (`Right, well, basically`, `you know`) dropped; the rest verbatim.
    _r(
        "en",
        "filler",
        True,
        "Right, well, basically, rehearsals have moved to the church hall on Wednesdays, you know. Bring your folder.",
        "rehearsals have moved to the church hall on Wednesdays",
        evidence="Right, well, basically, rehearsals have moved to the church hall on Wednesdays, you know.",
    ),
    # speaker: Aisha's own turn; `I passed my` → `Aisha passed her`, the past tense and `last week` kept.
    _r(
        "en",
        "speaker",
        True,
        "Aisha: I passed my theory test last week!\nInstructor Gary: Brilliant, let's book your practical.",
        "Aisha passed her theory test last week",
        evidence="I passed my theory test last week!",
        speaker="Aisha",
    ),
    # speaker: mem0's `User` for the customer's first person, the verb agreeing; the relative clause kept.
    _r(
        "en",
        "speaker",
        True,
        "Hi, I have a walnut bureau that needs re-veneering on the lid, could you give me a rough quote? Thanks, Jo",
        "User has a walnut bureau that needs re-veneering on the lid",
        evidence="I have a walnut bureau that needs re-veneering on the lid",
        speaker="user",
    ),
    # speaker: Tom's first person elided (`Volunteers …`), the time frame kept.
    _r(
        "en",
        "speaker",
        True,
        "New member intro\nTom Hale: I volunteer at the Rye Meads hide on Saturday mornings, so say hello if you're "
        "down there.",
        "Volunteers at the Rye Meads hide on Saturday mornings",
        evidence="I volunteer at the Rye Meads hide on Saturday mornings",
        speaker="Tom Hale",
    ),
    # verbatim: the notice's sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "NOTICE TO TRADERS\nStall fees for the Spitalfields vintage fair are £45 per day. Gazebos are not supplied.",
        "Stall fees for the Spitalfields vintage fair are £45 per day.",
        evidence="Stall fees for the Spitalfields vintage fair are £45 per day.",
    ),
    # verbatim: an SMS sentence copied whole.
    _r(
        "en",
        "verbatim",
        True,
        "PrintHaus: Your order will be ready for pickup after 3pm. Reply STOP to opt out.",
        "Your order will be ready for pickup after 3pm.",
        evidence="Your order will be ready for pickup after 3pm.",
    ),
    # coordination: the first conjunct under speaker binding; the whole second conjunct (`and I also help …`) dropped.
    _r(
        "en",
        "coordination",
        True,
        "Marek: I sing tenor in the Hallgate Choir and I also help with the sheet-music library.",
        "Marek sings tenor in the Hallgate Choir",
        evidence="I sing tenor in the Hallgate Choir and I also help with the sheet-music library.",
        speaker="Marek",
    ),
    # coordination: the second verb phrase with the shared subject `Flo`; the whole first conjunct dropped.
    _r(
        "en",
        "coordination",
        True,
        "At the Saturday bike kitchen, Flo repairs punctures while you wait and sells second-hand inner tubes.",
        "Flo sells second-hand inner tubes",
        evidence="Flo repairs punctures while you wait and sells second-hand inner tubes.",
    ),
    # parenthetical: a describing aside on the opening noun phrase dropped; it holds no marker, number or unit.
    _r(
        "en",
        "parenthetical",
        True,
        "The tuner (a lovely chap, very chatty) is coming back on the 3rd to check the pitch.",
        "The tuner is coming back on the 3rd to check the pitch.",
    ),
    # parenthetical: a bracketed description of the stall dropped.
    _r(
        "en",
        "parenthetical",
        True,
        "Lotte's vintage stall (the one with the green awning) sells 1970s denim and leather jackets.",
        "Lotte's vintage stall sells 1970s denim and leather jackets",
    ),
    # list_item: one of three venues, with the list's head and the rest of the clause.
    _r(
        "en",
        "list_item",
        True,
        "Winter programme: The Fenland Birders meet at Welney, Ouse Washes and Wicken Fen.",
        "The Fenland Birders meet at Ouse Washes",
        evidence="The Fenland Birders meet at Welney, Ouse Washes and Wicken Fen.",
    ),
    # list_item: one allergen of the dog's three, from a pet sitter's intake form.
    _r(
        "en",
        "list_item",
        True,
        "PET PROFILE\nName: Biscuit (cockapoo, 4)\nDiet notes: Biscuit is allergic to chicken, wheat and soya.",
        "Biscuit is allergic to wheat",
        evidence="Biscuit is allergic to chicken, wheat and soya.",
    ),
    # --- negative ---
    # restriction_drop: the e-mail record's card; `Workshop` modifies the keyed noun and the key does not carry it.
    _r(
        "en",
        "restriction_drop",
        False,
        _PIANO_CARD,
        "01632 960 441",
        evidence="Workshop phone: 01632 960 441",
        key="pritchard_pianos/owen/phone",
    ),
    # restriction_drop: `Saturday` narrows which work party; dropping it states a wider claim.
    _r(
        "en",
        "restriction_drop",
        False,
        "Brook Lane Allotments newsletter: Tools are provided at the Saturday work party. Bring gloves.",
        "Tools are provided at the work party",
        evidence="Tools are provided at the Saturday work party.",
    ),
    # restriction_drop: `in the automatic car` restricts the price; skipping it is no safe deletion.
    _r(
        "en",
        "restriction_drop",
        False,
        "Price list 2025: Lessons in the automatic car cost £38 an hour. Block of ten: £350.",
        "Lessons cost £38 an hour",
        evidence="Lessons in the automatic car cost £38 an hour.",
    ),
    # wrong_speaker: the first person is Marcus's turn, not Priya's.
    _r(
        "en",
        "wrong_speaker",
        False,
        "Priya: Is the concert still at St Anne's?\nMarcus: I'm away in Lisbon that week, sorry.\n"
        "Priya: I'll be there early to set up chairs.",
        "Priya is away in Lisbon that week",
        evidence="I'm away in Lisbon that week, sorry.",
        speaker="Priya",
    ),
    # wrong_speaker: the quoted first person is Dan's, not the speaker Sam's.
    _r(
        "en",
        "wrong_speaker",
        False,
        'Sam: Dan told me: "I walk Biscuit every morning before work." So mornings are covered.',
        "Sam walks Biscuit every morning before work",
        evidence="I walk Biscuit every morning before work.",
        speaker="Sam",
    ),
    # number: `2` dropped under speaker binding; the rest of the claim kept.
    _r(
        "en",
        "number",
        False,
        "Ollie: I need 2 new spokes on the rear wheel, can you fit me in this week?",
        "Ollie needs new spokes on the rear wheel",
        evidence="I need 2 new spokes on the rear wheel",
        speaker="Ollie",
    ),
    # number: the price is for 2 chairs; the key does not carry the count.
    _r(
        "en",
        "number",
        False,
        "Quote - Fairlight Restoration\nFrench polishing, 2 dining chairs: £360\nCollection & delivery: £40",
        "£360",
        evidence="French polishing, 2 dining chairs: £360",
        key="fairlight_restoration/chair_polishing_price",
    ),
    # attribution: the number is the speaker's dad's, not Kemal's.
    _r(
        "en",
        "attribution",
        False,
        "Kemal: My dad's number is 07700 900 145, he's paying for the lessons.",
        "07700 900 145",
        evidence="My dad's number is 07700 900 145",
        speaker="Kemal",
        key="kemal/phone",
    ),
    # attribution: the address is Olivia's colleague's (a role noun owner), not hers.
    _r(
        "en",
        "attribution",
        False,
        "Olivia: Send the proofs to my colleague at dan.ferris@harlowdesign.co.uk, he signs them off.",
        "dan.ferris@harlowdesign.co.uk",
        evidence="Send the proofs to my colleague at dan.ferris@harlowdesign.co.uk",
        speaker="Olivia",
        key="harlow_design/olivia/email",
    ),
    # negation: `don't` dropped under speaker binding.
    _r(
        "en",
        "negation",
        False,
        "Customer form - Hartley Removals\nAnything else? I don't need the sofa dismantled, it fits through the door.",
        "Needs the sofa dismantled",
        evidence="I don't need the sofa dismantled",
        speaker="user",
    ),
    # negation: `doesn't` dropped from the library's policy.
    _r(
        "en",
        "negation",
        False,
        "FAQ: The library doesn't charge for interlibrary loans of journal articles. Books cost £3 each.",
        "The library charges for interlibrary loans of journal articles",
        evidence="The library doesn't charge for interlibrary loans of journal articles.",
    ),
    # condition: the `If it rains` condition dropped.
    _r(
        "en",
        "condition",
        False,
        "Sunday walk: If it rains, the bird walk moves to the visitor centre.",
        "the bird walk moves to the visitor centre",
        evidence="If it rains, the bird walk moves to the visitor centre.",
    ),
    # condition: the trailing `if they book before 6pm` dropped.
    _r(
        "en",
        "condition",
        False,
        "Club rules: Members can keep the car overnight if they book before 6pm.",
        "Members can keep the car overnight",
        evidence="Members can keep the car overnight if they book before 6pm.",
    ),
    # scope: `Only` dropped.
    _r(
        "en",
        "scope",
        False,
        "Only members with a full UK licence can book the Transit van.",
        "members with a full UK licence can book the Transit van",
    ),
    # stitch: the tuner of one sentence joined to the restorer's fee from the next.
    _r(
        "en",
        "stitch",
        False,
        "The piano tuner comes on Tuesdays. The harpsichord restorer charges £90 a visit.",
        "The piano tuner charges £90 a visit",
    ),
    # tense: `I ran` (past) restated as present `runs`.
    _r(
        "en",
        "tense",
        False,
        "Ruth: I ran the seed swap at Brook Lane allotments, but Imran organises it now.",
        "Ruth runs the seed swap at Brook Lane allotments",
        evidence="I ran the seed swap at Brook Lane allotments",
        speaker="Ruth",
    ),
    # identifier: the order code cut short (`PH-2291` of `PH-2291-B`).
    _r(
        "en",
        "identifier",
        False,
        "PrintHaus: Order PH-2291-B is ready to collect from our Kirkgate counter.",
        "PH-2291",
        evidence="Order PH-2291-B is ready to collect",
        key="printhaus/order/code",
    ),
    # parenthetical_restrictive: the aside `(weekdays only)` scopes the price; dropping it widens the claim.
    _r(
        "en",
        "parenthetical_restrictive",
        False,
        "The tailor's express service (weekdays only) costs £25 extra.",
        "The tailor's express service costs £25 extra",
    ),
)

_ES: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: el teléfono del taller en su tarjeta; la etiqueta `Tel.` es la ranura de la clave.
    _r(
        "es",
        "subspan",
        True,
        "TALLER RADIOS & CADENAS · Tel. 954 21 87 30 · C/ Feria 112, Sevilla · L-V 10:00-14:00 y 17:30-20:30",
        "954 21 87 30",
        evidence="Tel. 954 21 87 30",
        key="radios_y_cadenas/telefono",
    ),
    # subspan: el correo del huerto, etiquetado `Correo de contacto:` en el formulario.
    _r(
        "es",
        "subspan",
        True,
        "Huerto Comunitario Lavapiés\nInscripción de parcelas 2025\nCorreo de contacto: huertos.lavapies@gmail.com\n"
        "Plazas: 24",
        "huertos.lavapies@gmail.com",
        evidence="Correo de contacto: huertos.lavapies@gmail.com",
        key="huerto_lavapies/correo",
    ),
    # subspan: el nombre de la directora, con la etiqueta del cargo que nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Coro Santa Cecilia · Temporada 2025-26\nDirectora del coro: Maite Echeverría\nPianista: Jon Larrañaga",
        "Maite Echeverría",
        evidence="Directora del coro: Maite Echeverría",
        key="coro_santa_cecilia/directora",
    ),
    # subspan: el número de expediente de la salida JSON; el campo es la relación de la clave.
    _r(
        "es",
        "subspan",
        True,
        '{"alumno": "Javier Roldán", "expediente": "AE-77412", "permiso": "B", "clases_practicas": 6}',
        "AE-77412",
        evidence='"expediente": "AE-77412"',
        key="autoescuela_roldan/javier_roldan/expediente",
    ),
    # subspan: el total del presupuesto; el inciso solo dice lo que incluye (IVA incluido).
    _r(
        "es",
        "subspan",
        True,
        "MUDANZAS Y GUARDAMUEBLES RUIZ\nPresupuesto nº 2025/118\nPiso 3 hab., Chamberí → Alcobendas\n"
        "Presupuesto total: 1.250 € (IVA incluido)",
        "1.250 €",
        evidence="Presupuesto total: 1.250 € (IVA incluido)",
        key="mudanzas_ruiz/presupuesto/total",
    ),
    # subspan: la fecha de entrada de la ficha de la guardería canina.
    _r(
        "es",
        "subspan",
        True,
        "Guardería Canina El Pinar - Ficha de reserva\nPerro: Lola\nFecha de entrada: 14/08/2025\n"
        "Fecha de salida: 24/08/2025",
        "14/08/2025",
        evidence="Fecha de entrada: 14/08/2025",
        key="usuario/guarderia_canina/fecha_entrada",
    ),
    # subspan: la web de la imprenta en el pie del correo; `Web:` es la ranura.
    _r(
        "es",
        "subspan",
        True,
        "Un saludo,\nPaco\nImprenta La Estrella\nWeb: https://imprentalaestrella.es",
        "https://imprentalaestrella.es",
        evidence="Web: https://imprentalaestrella.es",
        key="imprenta_la_estrella/web",
    ),
    # subspan: el móvil de la profesora, dicho en primera persona; `Mi móvil es el` lo nombra la clave.
    _r(
        "es",
        "subspan",
        True,
        "Lucía Ferrer: Mi móvil es el 612 45 78 90, escríbeme por WhatsApp si no puedes venir a clase.",
        "612 45 78 90",
        evidence="Mi móvil es el 612 45 78 90",
        speaker="Lucía Ferrer",
        key="lucia_ferrer/movil",
    ),
    # filler: audio transcrito; `Eh, pues nada, o sea, que` se quita, `ya` se queda.
    _r(
        "es",
        "filler",
        True,
        "Eh, pues nada, o sea, que el huerto de la parcela 7 ya tiene riego por goteo, lo montamos ayer.",
        "el huerto de la parcela 7 ya tiene riego por goteo",
        evidence="Eh, pues nada, o sea, que el huerto de la parcela 7 ya tiene riego por goteo",
    ),
    # filler: `bueno, tía,` y el emoji fuera; la frase tal cual.
    _r(
        "es",
        "filler",
        True,
        "[03/04/25 20:11] Nerea: bueno, tía, el torneo rápido del club es en el centro cívico 😅\n"
        "[03/04/25 20:12] Irene: vale!!",
        "el torneo rápido del club es en el centro cívico",
        evidence="bueno, tía, el torneo rápido del club es en el centro cívico 😅",
    ),
    # filler: `Mira, la verdad es que` y `¿sabes?` son marcadores; la negación se mantiene.
    _r(
        "es",
        "filler",
        True,
        "Mira, la verdad es que el camión grande no entra en la calle, ¿sabes? Habrá que usar la furgoneta.",
        "el camión grande no entra en la calle",
        evidence="Mira, la verdad es que el camión grande no entra en la calle, ¿sabes?",
    ),
    # speaker: `Tengo` → `Usuario tiene` (mem0); la edad y el nombre de la perra se quedan.
    _r(
        "es",
        "speaker",
        True,
        "Hola, tengo una duda con la reserva. Tengo una perra de 3 años que se llama Lola y es un poco miedosa.",
        "Usuario tiene una perra de 3 años que se llama Lola",
        evidence="Tengo una perra de 3 años que se llama Lola",
        speaker="user",
    ),
    # speaker: el turno de Carmen; `Canto` → `Carmen canta`.
    _r(
        "es",
        "speaker",
        True,
        "Carmen: Canto de contralto en el coro del barrio desde que me jubilé.\nMaite: ¡Qué bien!",
        "Carmen canta de contralto en el coro del barrio",
        evidence="Canto de contralto en el coro del barrio",
        speaker="Carmen",
    ),
    # speaker: sujeto elidido para el hablante (`Aprende …`).
    _r(
        "es",
        "speaker",
        True,
        "Andrés Molina: Aprendo alemán en la academia Goethe de la calle Zurbano, nivel B1.",
        "Aprende alemán en la academia Goethe de la calle Zurbano",
        evidence="Aprendo alemán en la academia Goethe de la calle Zurbano",
        speaker="Andrés Molina",
    ),
    # verbatim: la frase del aviso copiada entera.
    _r(
        "es",
        "verbatim",
        True,
        "AVISO A LOS VECINOS: La recogida de muebles se hará el sábado por la mañana. Disculpen las molestias.",
        "La recogida de muebles se hará el sábado por la mañana.",
        evidence="La recogida de muebles se hará el sábado por la mañana.",
    ),
    # verbatim: una línea del SMS de la imprenta, entera.
    _r(
        "es",
        "verbatim",
        True,
        "Imprenta La Estrella: Las tarjetas de visita estarán listas el jueves. Gracias por su pedido.",
        "Las tarjetas de visita estarán listas el jueves.",
        evidence="Las tarjetas de visita estarán listas el jueves.",
    ),
    # coordination: el segundo predicado con el sujeto compartido `Sergio`; el primero se quita entero.
    _r(
        "es",
        "coordination",
        True,
        "Sergio arregla frenos y centra ruedas en el taller de la calle Feria.",
        "Sergio centra ruedas en el taller de la calle Feria",
    ),
    # coordination: el primer conjunto bajo el hablante; `y llevo la escuela infantil` se quita entero.
    _r(
        "es",
        "coordination",
        True,
        "Rosa: Juego en el primer equipo del club y llevo la escuela infantil.",
        "Rosa juega en el primer equipo del club",
        evidence="Juego en el primer equipo del club y llevo la escuela infantil.",
        speaker="Rosa",
    ),
    # parenthetical: un inciso que describe al profesor; sin marcas, números ni unidades.
    _r(
        "es",
        "parenthetical",
        True,
        "El profesor de conversación (un irlandés majísimo) llega el lunes.",
        "El profesor de conversación llega el lunes.",
    ),
    # parenthetical: el inciso entre comas sobre la tienda se quita.
    _r(
        "es",
        "parenthetical",
        True,
        "La tienda Rastro Vivo, muy conocida en Malasaña, abre los domingos.",
        "La tienda Rastro Vivo abre los domingos",
    ),
    # list_item: un alérgeno de los tres, con la cabeza de la lista.
    _r(
        "es",
        "list_item",
        True,
        "Observaciones: Lola es alérgica al pollo, al trigo y a la soja.",
        "Lola es alérgica al trigo",
        evidence="Lola es alérgica al pollo, al trigo y a la soja.",
    ),
    # list_item: un cultivo de la lista, con la cabeza `En el huerto plantamos`.
    _r(
        "es",
        "list_item",
        True,
        "En el huerto plantamos lechugas, habas y calabacines.",
        "En el huerto plantamos habas",
    ),
    # --- negative ---
    # restriction_drop: `del trabajo` modifica el sustantivo de la clave y la clave no lo lleva.
    _r(
        "es",
        "restriction_drop",
        False,
        "Andrés Molina: Mi correo del trabajo es andres.molina@inditec.es, para lo de la academia mejor ahí.",
        "andres.molina@inditec.es",
        evidence="Mi correo del trabajo es andres.molina@inditec.es",
        speaker="Andrés Molina",
        key="andres_molina/correo",
    ),
    # restriction_drop: `en moto` restringe el precio; quitarlo amplía la afirmación.
    _r(
        "es",
        "restriction_drop",
        False,
        "Tarifas: Las clases de conducir en moto cuestan 35 € la hora.",
        "Las clases de conducir cuestan 35 € la hora",
        evidence="Las clases de conducir en moto cuestan 35 € la hora.",
    ),
    # restriction_drop: `infantil` dice qué coro; sin él, es otro local.
    _r(
        "es",
        "restriction_drop",
        False,
        "El local de ensayo del coro infantil está en la parroquia de San Millán.",
        "El local de ensayo del coro está en la parroquia de San Millán",
    ),
    # wrong_speaker: el `Yo tengo` es el turno de Tomás, no de Pilar.
    _r(
        "es",
        "wrong_speaker",
        False,
        "[14/5/25 10:02] Pilar: ¿Quién se queda con las llaves del huerto?\n"
        "[14/5/25 10:05] Tomás: Yo tengo las llaves del candado, las dejo el lunes.\n"
        "[14/5/25 10:07] Pilar: Perfecto, gracias.",
        "Pilar tiene las llaves del candado",
        evidence="Yo tengo las llaves del candado",
        speaker="Pilar",
    ),
    # wrong_speaker: la primera persona citada es de la vecina, no del usuario.
    _r(
        "es",
        "wrong_speaker",
        False,
        "Mi vecina me dijo: «Paseo a los perros de la guardería por las tardes». A lo mejor le pregunto.",
        "Usuario pasea a los perros de la guardería por las tardes",
        evidence="Paseo a los perros de la guardería por las tardes",
        speaker="user",
    ),
    # number: `3` se pierde.
    _r(
        "es",
        "number",
        False,
        "Para la mudanza necesito 3 cajas grandes para los libros, ¿las traéis vosotros?",
        "Usuario necesita cajas grandes para los libros",
        evidence="necesito 3 cajas grandes para los libros",
        speaker="user",
    ),
    # number: el aproximador `unos` se pierde con la cantidad sola.
    _r(
        "es",
        "number",
        False,
        "Nada, que he hablado con el del taller y hemos quedado en unos 20 euros por el arreglo del cambio.",
        "20 euros",
        evidence="hemos quedado en unos 20 euros por el arreglo del cambio",
        speaker="user",
        key="usuario/arreglo_bici/precio",
    ),
    # attribution: el teléfono es de la hermana, no del usuario.
    _r(
        "es",
        "attribution",
        False,
        "Por si no me localizáis el día de la mudanza, el teléfono de mi hermana es 611 23 45 67.",
        "611 23 45 67",
        evidence="el teléfono de mi hermana es 611 23 45 67",
        speaker="user",
        key="usuario/telefono",
    ),
    # attribution: el correo es de Iñaki, no de quien habla.
    _r(
        "es",
        "attribution",
        False,
        "Marta Ugalde: Para apuntaros al torneo, el correo de Iñaki es inaki.arrieta@clubajedrezgetxo.org",
        "inaki.arrieta@clubajedrezgetxo.org",
        evidence="el correo de Iñaki es inaki.arrieta@clubajedrezgetxo.org",
        speaker="Marta Ugalde",
        key="marta_ugalde/correo",
    ),
    # negation: se quita el `no`.
    _r(
        "es",
        "negation",
        False,
        "Normas de la guardería: La guardería no admite perros sin vacunar.",
        "La guardería admite perros sin vacunar",
        evidence="La guardería no admite perros sin vacunar.",
    ),
    # negation: `No tengo coche propio` → `tiene coche propio`.
    _r(
        "es",
        "negation",
        False,
        "No tengo coche propio, por eso voy a la autoescuela en bus.",
        "Usuario tiene coche propio",
        evidence="No tengo coche propio",
        speaker="user",
    ),
    # condition: se pierde `Si llueve`.
    _r(
        "es",
        "condition",
        False,
        "Autoescuela Roldán: Si llueve, la clase práctica se cambia al jueves.",
        "la clase práctica se cambia al jueves",
        evidence="Si llueve, la clase práctica se cambia al jueves.",
    ),
    # condition: se pierde `siempre que la mudanza sea dentro de Madrid`.
    _r(
        "es",
        "condition",
        False,
        "El transporte de los muebles sale gratis siempre que la mudanza sea dentro de Madrid.",
        "El transporte de los muebles sale gratis",
    ),
    # scope: se quita `Solo`.
    _r(
        "es",
        "scope",
        False,
        "Rastro Vivo (segunda mano): Solo abrimos los sábados por la mañana.",
        "abrimos los sábados por la mañana",
        evidence="Solo abrimos los sábados por la mañana.",
    ),
    # stitch: el profesor de una frase con el horario de la profesora de la otra.
    _r(
        "es",
        "stitch",
        False,
        "El profesor de francés es nativo. La profesora de alemán da clases por la tarde.",
        "El profesor de francés da clases por la tarde",
    ),
    # tense: `Antes daba` (pasado habitual) → `Da` (presente).
    _r(
        "es",
        "tense",
        False,
        "Rosa: Antes daba clases de ajedrez en el colegio, ahora solo en el club.",
        "Da clases de ajedrez en el colegio",
        evidence="Antes daba clases de ajedrez en el colegio",
        speaker="Rosa",
    ),
    # identifier: el número de pedido cortado (`IMP-20931` de `IMP-20931-ES`).
    _r(
        "es",
        "identifier",
        False,
        "Imprenta La Estrella: Tu número de pedido es IMP-20931-ES. Te avisamos cuando esté.",
        "IMP-20931",
        evidence="Tu número de pedido es IMP-20931-ES.",
        key="imprenta_la_estrella/pedido",
    ),
    # parenthetical_restrictive: el inciso `(solo en libros)` limita el descuento.
    _r(
        "es",
        "parenthetical_restrictive",
        False,
        "El descuento de socio (solo en libros) es del 10 %.",
        "El descuento de socio es del 10 %",
    ),
)

_ZH: tuple[Realistic, ...] = (
    # --- faithful ---
    # subspan: 名片上王教练的手机号；标签`王教练手机`由键的主语和关系说出。
    _r(
        "zh",
        "subspan",
        True,
        "安达驾校\n王教练手机：13800135521\n练车地址：城北训练场",
        "13800135521",
        evidence="王教练手机：13800135521",
        key="安达驾校/王教练/手机",
    ),
    # subspan: 报价单的合计；括号只说明金额包含什么。
    _r(
        "zh",
        "subspan",
        True,
        "【顺达搬家】报价单\n两室一厅 朝阳→通州\n搬家费用合计：¥1,280（含楼层费）\n有效期7天",
        "¥1,280",
        evidence="搬家费用合计：¥1,280（含楼层费）",
        key="顺达搬家/报价/合计",
    ),
    # subspan: 寄养表单的入住日期。
    _r(
        "zh",
        "subspan",
        True,
        "萌宠之家寄养登记表\n宠物名：豆豆\n入住日期：2025年7月3日\n离店日期：2025年7月10日",
        "2025年7月3日",
        evidence="入住日期：2025年7月3日",
        key="用户/宠物寄养/入住日期",
    ),
    # subspan: 团员名单上的指挥姓名；标签就是键的关系。
    _r(
        "zh",
        "subspan",
        True,
        "晨曦合唱团 2025秋季\n指挥：周雅琴\n钢琴伴奏：马骏\n排练：每周四晚",
        "周雅琴",
        evidence="指挥：周雅琴",
        key="晨曦合唱团/指挥",
    ),
    # subspan: 打印店的微信号；`我们店`是店家的第一人称复数，键的主语是这家店。
    _r(
        "zh",
        "subspan",
        True,
        "印客打印：我们店的微信号是 yinke_print88，文件直接发过来就行。",
        "yinke_print88",
        evidence="我们店的微信号是 yinke_print88",
        key="印客打印/微信",
    ),
    # subspan: JSON 工具输出里的摊位号。
    _r(
        "zh",
        "subspan",
        True,
        '{"摊位号": "B-217", "摊主": "刘芳", "类别": "旧书", "市集": "周末二手市集"}',
        "B-217",
        evidence='"摊位号": "B-217"',
        key="周末二手市集/刘芳/摊位号",
    ),
    # subspan: 琴行的调音预约电话；`调音预约`由键说出，`请拨打`是电话的关系词。
    _r(
        "zh",
        "subspan",
        True,
        "知音琴行通知：调音预约请拨打 021-6458 3390，工作日9:00-18:00。",
        "021-6458 3390",
        evidence="调音预约请拨打 021-6458 3390",
        key="知音琴行/调音预约电话",
    ),
    # subspan: 小票上的一行，金额归在键所说的项目下。
    _r(
        "zh",
        "subspan",
        True,
        "老周单车维修 小票\n更换刹车片 ¥45\n调链条 ¥15\n合计 ¥60",
        "¥45",
        evidence="更换刹车片 ¥45",
        key="老周单车/更换刹车片/价格",
    ),
    # filler: 语音转文字；`嗯，那个，就是` 和 `啊` 去掉，`又` 保留。
    _r(
        "zh",
        "filler",
        True,
        "嗯，那个，就是菜园东边的水龙头又坏了啊，谁有扳手？",
        "菜园东边的水龙头又坏了",
        evidence="嗯，那个，就是菜园东边的水龙头又坏了啊",
    ),
    # filler: 群聊导出；`哈哈` 和 `哦` 去掉，否定保留。
    _r(
        "zh",
        "filler",
        True,
        "[2025-06-02 19:30] 阿杰：哈哈，裁缝铺周一不开门哦\n[2025-06-02 19:31] 小雨：好的",
        "裁缝铺周一不开门",
        evidence="哈哈，裁缝铺周一不开门哦",
    ),
    # filler: `其实吧` 是话语标记，`啦` 是语气词。
    _r(
        "zh",
        "filler",
        True,
        "其实吧，驾校的科目二考场在城北啦，不用跑那么远。",
        "驾校的科目二考场在城北",
        evidence="其实吧，驾校的科目二考场在城北啦",
    ),
    # speaker: mem0 的`用户`代替`我`。
    _r(
        "zh",
        "speaker",
        True,
        "你好，我养了一只叫豆豆的柯基，想问下国庆能不能寄养。",
        "用户养了一只叫豆豆的柯基",
        evidence="我养了一只叫豆豆的柯基",
        speaker="user",
    ),
    # speaker: 林晓自己的话，名字代替`我`。
    _r(
        "zh",
        "speaker",
        True,
        "林晓：我在合唱团唱女高音。\n周老师：欢迎！",
        "林晓在合唱团唱女高音",
        evidence="我在合唱团唱女高音。",
        speaker="林晓",
    ),
    # speaker: 说话人作主语省略，时间保留。
    _r(
        "zh",
        "speaker",
        True,
        "陈伟：我每周六上午去社区菜园浇水，有事可以找我。",
        "每周六上午去社区菜园浇水",
        evidence="我每周六上午去社区菜园浇水",
        speaker="陈伟",
    ),
    # verbatim: 告示原句。
    _r(
        "zh",
        "verbatim",
        True,
        "告示：本店旧衣改制需提前三天预约。节假日照常营业。",
        "本店旧衣改制需提前三天预约。",
        evidence="本店旧衣改制需提前三天预约。",
    ),
    # verbatim: 短信原句。
    _r(
        "zh",
        "verbatim",
        True,
        "【知音琴行】琴行周日上午有免费的钢琴体验课。回T退订",
        "琴行周日上午有免费的钢琴体验课。",
        evidence="琴行周日上午有免费的钢琴体验课。",
    ),
    # coordination: 共同主语`王师傅`的第一个分句，后一个分句整体去掉。
    _r(
        "zh",
        "coordination",
        True,
        "王师傅负责打包家具，也负责搬运钢琴。",
        "王师傅负责打包家具",
    ),
    # coordination: 说话人的第一个分句，`周末还去打印店兼职`整体去掉。
    _r(
        "zh",
        "coordination",
        True,
        "刘芳：我在二手市场摆摊卖旧书，周末还去打印店兼职。",
        "刘芳在二手市场摆摊卖旧书",
        evidence="我在二手市场摆摊卖旧书，周末还去打印店兼职。",
        speaker="刘芳",
    ),
    # parenthetical: 描述主语的括号去掉，里面没有数字、范围或条件。
    _r(
        "zh",
        "parenthetical",
        True,
        "张裁缝（就是巷口那家的老师傅）下周一回店里。",
        "张裁缝下周一回店里",
    ),
    # parenthetical: 描述小吴的括号去掉。
    _r(
        "zh",
        "parenthetical",
        True,
        "寄养中心的小吴（一个很细心的姑娘）每天会发豆豆的照片。",
        "寄养中心的小吴每天会发豆豆的照片",
    ),
    # list_item: 三样作物取其一。
    _r(
        "zh",
        "list_item",
        True,
        "今年我们的菜园里种了番茄、黄瓜和辣椒。",
        "菜园里种了黄瓜",
        evidence="菜园里种了番茄、黄瓜和辣椒。",
    ),
    # list_item: 三种过敏原取其一，保留`对…过敏`。
    _r(
        "zh",
        "list_item",
        True,
        "注意事项：豆豆对鸡肉、牛肉和小麦过敏。",
        "豆豆对牛肉过敏",
        evidence="豆豆对鸡肉、牛肉和小麦过敏。",
    ),
    # --- negative ---
    # restriction_drop: `工作`修饰键的名词，键里没有。
    _r(
        "zh",
        "restriction_drop",
        False,
        "林伟：我的工作微信是 lw_2088，私人的不常看。",
        "lw_2088",
        evidence="我的工作微信是 lw_2088",
        speaker="林伟",
        key="林伟/微信",
    ),
    # restriction_drop: `夜间`限定加价；去掉就变成所有搬家都加价。
    _r(
        "zh",
        "restriction_drop",
        False,
        "收费说明：夜间搬家每小时加收100元。",
        "搬家每小时加收100元",
        evidence="夜间搬家每小时加收100元。",
    ),
    # restriction_drop: `儿童`说的是哪个合唱团。
    _r(
        "zh",
        "restriction_drop",
        False,
        "儿童合唱团的排练在少年宫三楼。",
        "合唱团的排练在少年宫三楼",
    ),
    # wrong_speaker: `我每天傍晚去浇水`是小赵的话，不是王姐的。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "[2025-05-20 08:12] 王姐：我下周去上海出差，菜地这周拜托大家了。\n[2025-05-20 08:15] 小赵：我每天傍晚去浇水。",
        "王姐每天傍晚去浇水",
        evidence="我每天傍晚去浇水。",
        speaker="王姐",
    ),
    # wrong_speaker: 引号里的`我`是师傅，不是用户。
    _r(
        "zh",
        "wrong_speaker",
        False,
        "师傅发消息说：“我下周二上门调琴。”到时候我在家等。",
        "用户下周二上门调琴",
        evidence="我下周二上门调琴。",
        speaker="user",
    ),
    # number: `两架`丢了。
    _r(
        "zh",
        "number",
        False,
        "我家有两架钢琴需要调音，一架是立式的。",
        "用户家有钢琴需要调音",
        evidence="我家有两架钢琴需要调音",
        speaker="user",
    ),
    # number: 50元是两块菜地的月租，键没有`两块`。
    _r(
        "zh",
        "number",
        False,
        "社区菜园租地：月租菜地一块30元，两块50元。",
        "50元",
        evidence="两块50元",
        key="社区菜园/菜地/月租",
    ),
    # attribution: 手机号是老公的，不是用户的。
    _r(
        "zh",
        "attribution",
        False,
        "搬家那天联系不上我的话，我老公的手机是13912345678。",
        "13912345678",
        evidence="我老公的手机是13912345678",
        speaker="user",
        key="用户/手机",
    ),
    # attribution: 裁缝铺是徒弟的，地址不是用户的裁缝铺的。
    _r(
        "zh",
        "attribution",
        False,
        "这是我徒弟的裁缝铺，地址在鼓楼西街18号。",
        "鼓楼西街18号",
        evidence="这是我徒弟的裁缝铺，地址在鼓楼西街18号。",
        speaker="user",
        key="用户/裁缝铺/地址",
    ),
    # negation: 去掉`不`。
    _r(
        "zh",
        "negation",
        False,
        "这家驾校不接受周末练车预约。",
        "这家驾校接受周末练车预约",
    ),
    # negation: `不会`变成`会`。
    _r(
        "zh",
        "negation",
        False,
        "小李：我不会开手动挡，只能学自动挡。",
        "会开手动挡",
        evidence="我不会开手动挡",
        speaker="小李",
    ),
    # condition: `如果下雨`丢了。
    _r(
        "zh",
        "condition",
        False,
        "通知：如果下雨，合唱排练改到线上。",
        "合唱排练改到线上",
        evidence="如果下雨，合唱排练改到线上。",
    ),
    # condition: `只要带上学生证`丢了。
    _r(
        "zh",
        "condition",
        False,
        "只要带上学生证，打印就打九折。",
        "打印就打九折",
    ),
    # scope: `只有…才`丢了。
    _r(
        "zh",
        "scope",
        False,
        "只有会员才能在二手市场免费摆摊。",
        "会员能在二手市场免费摆摊",
    ),
    # stitch: 老周的车铺和小马车铺的休息日拼在一起。
    _r(
        "zh",
        "stitch",
        False,
        "老周的车铺在菜市场旁边。小马的车铺周一休息。",
        "老周的车铺周一休息",
    ),
    # tense: `以前`丢了，过去的事说成现在。
    _r(
        "zh",
        "tense",
        False,
        "阿杰：我以前在打印店上班，现在开网约车。",
        "在打印店上班",
        evidence="我以前在打印店上班",
        speaker="阿杰",
    ),
    # identifier: 邮箱被截断（`zhangcaifeng@163`）。
    _r(
        "zh",
        "identifier",
        False,
        "张记裁缝 名片\n电话：010-8402 7715\n邮箱：zhangcaifeng@163.com",
        "zhangcaifeng@163",
        evidence="邮箱：zhangcaifeng@163.com",
        key="张记裁缝/邮箱",
    ),
    # parenthetical_restrictive: 括号`（仅限小型犬）`限定价格。
    _r(
        "zh",
        "parenthetical_restrictive",
        False,
        "宠物寄养每晚120元（仅限小型犬）。",
        "宠物寄养每晚120元",
    ),
)

BATCH_66: tuple[Realistic, ...] = _EN + _ES + _ZH
